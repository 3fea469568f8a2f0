"""The new game screen (every rule option, names, the three-player seat) and the
three-player role draw (R11.1), driven by Textual's pilot at 80x24.

The list of options is taken from the ``Rules`` dataclass, so an option added to
the engine without a field on the screen fails here.
"""

from __future__ import annotations

import asyncio
import dataclasses
from collections.abc import Awaitable, Callable, Iterable
from pathlib import PurePath
from typing import Any, Protocol

import pytest
from textual.app import App
from textual.containers import VerticalScroll
from textual.pilot import Pilot
from textual.widgets import Checkbox, Input, Select, Static

from ginrummy.match import Match
from ginrummy.names import PlayerNameError, check_name
from ginrummy.rules import OPTION_HELP, Rules, RulesError, preset
from ginrummy.tui import GameSettings, GinApp, Session
from ginrummy.tui.ends import HandEndScreen
from ginrummy.tui.newgame import NewGameScreen
from ginrummy.tui.render import card_label
from ginrummy.tui.roledraw import RoleDrawScreen
from ginrummy.tui.ruleform import OPTION_WORDS
from ginrummy.tui.table import TableScreen
from tui_pilot import on_screen, screen_lines

Body = Callable[[GinApp, Pilot[int], NewGameScreen], Awaitable[None]]
OPTIONS = [f.name for f in dataclasses.fields(Rules)]


class SnapCompare(Protocol):
    def __call__(
        self,
        app: str | PurePath | App[Any],
        press: Iterable[str] = (),
        terminal_size: tuple[int, int] = (80, 24),
        run_before: Callable[[Pilot[Any]], Awaitable[None] | None] | None = None,
    ) -> bool: ...


def on_form(settings: GameSettings, body: Body) -> None:
    """Run the app on the new game screen filled from ``settings`` and run ``body``."""

    async def main() -> None:
        app = GinApp(settings, delay=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, NewGameScreen)
            await body(app, pilot, screen)

    asyncio.run(main())


def error_text(screen: NewGameScreen) -> str:
    return str(screen.query_one("#error", Static).render())


async def set_system(pilot: Pilot[int], screen: NewGameScreen, system: str) -> None:
    screen.query_one("#system", Select).value = system
    await pilot.pause()


async def type_into(pilot: Pilot[int], field: Input, text: str) -> None:
    """Focus ``field``, delete its text by keys and type ``text``."""
    field.focus()
    await pilot.pause()
    await pilot.press("end", *["backspace"] * len(field.value), *text)


def rule_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


# ---------------------------------------------------------------- every option


def test_every_rule_option_has_a_labelled_field_with_its_help_and_default() -> None:
    async def body(app: GinApp, pilot: Pilot[int], screen: NewGameScreen) -> None:
        form = screen.form
        defaults = preset("oklahoma")
        assert form.names == OPTIONS
        for name in OPTIONS:
            field = form.field(name)
            value = getattr(defaults, name)
            if isinstance(value, bool):
                assert isinstance(field, Checkbox), name
            elif isinstance(value, str):
                assert isinstance(field, Select), name
            else:
                assert isinstance(field, Input), name
            assert field.tooltip == OPTION_HELP[name]
            assert form.value(name) == rule_value(value), name
            words = str(form.query_one(f"#row-{name} .words").render())
            assert words == OPTION_WORDS[name]
            shown = str(form.query_one(f"#default-{name}", Static).render())
            words_of_value = ("on" if value else "off") if isinstance(value, bool) else str(value)
            if name == "players":
                assert shown == f"({words_of_value}: set by the system)"
            else:
                assert shown == f"(default {words_of_value})", name
        # The line at the bottom explains the focused field.
        form.field("undercut_bonus").focus()
        await pilot.pause()
        help_line = str(screen.query_one("#help", Static).render())
        assert help_line == OPTION_HELP["undercut_bonus"]
        assert form.rules() == defaults

    on_form(GameSettings("oklahoma", "easy", seed=1), body)


def test_a_boolean_and_a_number_set_on_the_form_reach_the_engine() -> None:
    async def body(app: GinApp, pilot: Pilot[int], screen: NewGameScreen) -> None:
        form = screen.form
        box = form.field("big_gin")
        assert isinstance(box, Checkbox) and not box.value
        box.focus()
        await pilot.press("space")  # tick: big gin allowed (R5.5)
        number = form.field("gin_bonus")
        assert isinstance(number, Input)
        await type_into(pilot, number, "20")
        assert number.value == "20"
        await pilot.click("#start")
        await pilot.pause()
        session = app.session
        assert session is not None and isinstance(app.screen, TableScreen)
        assert session.rules.big_gin and session.rules.gin_bonus == 20
        assert session.rules == preset("standard").with_options(
            {"big_gin": "true", "gin_bonus": "20"})

    on_form(GameSettings("standard", "easy", seed=5), body)


@pytest.mark.parametrize(
    ("option", "text", "message"),
    [
        ("knock_limit", "11", "knock_limit must be from 0 to 10, not 11"),
        ("gin_bonus", "-5", "gin_bonus must not be negative, not -5"),
        ("target", "", "rule option target must be a whole number, not ''"),
    ],
)
def test_a_bad_number_is_refused_with_the_engines_reason(
    option: str, text: str, message: str
) -> None:
    with pytest.raises(RulesError) as engine:
        preset("standard").with_options({option: text})
    assert str(engine.value) == message

    async def body(app: GinApp, pilot: Pilot[int], screen: NewGameScreen) -> None:
        field = screen.form.field(option)
        assert isinstance(field, Input)
        await type_into(pilot, field, text)
        await pilot.click("#start")
        await pilot.pause()
        assert app.session is None and app.screen is screen  # the form stays
        assert error_text(screen) == message
        # Put right, the game starts.
        await type_into(pilot, field, "7")
        await pilot.press("enter")
        await pilot.pause()
        assert app.session is not None and getattr(app.session.rules, option) == 7

    on_form(GameSettings("standard", "easy", seed=5), body)


def test_choices_the_engine_refuses_are_greyed_out_and_freed_by_the_option_they_need() -> None:
    async def body(app: GinApp, pilot: Pilot[int], screen: NewGameScreen) -> None:
        form = screen.form
        oklahoma = form.field("knock_limit_from_upcard")
        spades = form.field("oklahoma_spades_double")
        assert isinstance(oklahoma, Checkbox) and isinstance(spades, Checkbox)
        # Without Oklahoma knocking the engine refuses the Oklahoma options (R9).
        assert spades.disabled and form.field("oklahoma_ace_requires_gin").disabled
        assert not form.field("scoring").disabled and not form.field("next_dealer").disabled
        assert form.field("players").disabled  # the system decides it
        oklahoma.focus()
        await pilot.press("space")
        await pilot.pause()
        assert not spades.disabled
        spades.focus()
        await pilot.press("space")
        await pilot.pause()
        assert spades.value
        oklahoma.focus()
        await pilot.press("space")  # Oklahoma off again: the spade double goes with it
        await pilot.pause()
        assert spades.disabled and not spades.value
        assert form.rules() == preset("standard")
        # Three players: Hollywood scoring and the dealer option are refused (R11.2).
        await set_system(pilot, screen, "three-player")
        assert form.field("scoring").disabled and form.field("next_dealer").disabled
        assert not form.field("knock_limit_from_upcard").disabled  # three-player Oklahoma

    on_form(GameSettings("standard", "easy", seed=5), body)


def test_changing_the_system_resets_every_option_to_its_defaults() -> None:
    async def body(app: GinApp, pilot: Pilot[int], screen: NewGameScreen) -> None:
        form = screen.form
        gin = form.field("gin_bonus")
        assert isinstance(gin, Input)
        await type_into(pilot, gin, "99")
        assert form.rules().gin_bonus == 99
        for system in ("oklahoma", "hollywood", "three-player", "oklahoma-hollywood"):
            await set_system(pilot, screen, system)
            expected = preset(system)
            assert form.rules() == expected, system
            for name in OPTIONS:
                assert form.value(name) == rule_value(getattr(expected, name)), (system, name)
        shown = str(form.query_one("#default-knock_limit_from_upcard", Static).render())
        assert shown == "(default on)"
        shown = str(form.query_one("#default-scoring", Static).render())
        assert shown == "(default hollywood)"

    on_form(GameSettings("standard", "easy", seed=5), body)


def test_rules_from_the_command_line_fill_the_form_with_the_systems_defaults_beside() -> None:
    eaai = preset("eaai")  # `ginrummy play --variant eaai`: standard with other bonuses

    async def body(app: GinApp, pilot: Pilot[int], screen: NewGameScreen) -> None:
        form = screen.form
        assert form.value("undercut_bonus") == "25" and form.value("next_dealer") == "alternate"
        shown = str(form.query_one("#default-undercut_bonus", Static).render())
        assert shown == "(default 10)"
        await pilot.click("#start")
        await pilot.pause()
        assert app.session is not None and app.session.rules == eaai

    on_form(GameSettings("standard", "easy", seed=5, rules=eaai), body)


# ---------------------------------------------------------------- names and seats


def test_names_reach_the_match_and_must_differ() -> None:
    async def body(app: GinApp, pilot: Pilot[int], screen: NewGameScreen) -> None:
        assert not screen.query_one("#seat-row").display  # two players: no seat to pick
        assert not screen.query_one("#computer-2-row").display
        computer = screen.query_one("#computer-1", Input)
        assert computer.value == "computer"
        await type_into(pilot, screen.query_one("#name", Input), "Ada")
        await type_into(pilot, computer, "Ada")
        await pilot.click("#start")
        await pilot.pause()
        assert app.session is None and error_text(screen) == "Each player needs a different name."
        await type_into(pilot, computer, "Hal")
        await pilot.click("#start")
        await pilot.pause()
        assert app.session is not None and app.session.names == ["Ada", "Hal"]
        assert app.session.match.names == ["Ada", "Hal"]

    on_form(GameSettings("standard", "easy", seed=5), body)


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_three_player_seat_puts_the_person_there_and_the_draw_shows_the_matchs_roles(
    seat: int,
) -> None:
    seed = 18  # a deal whose draw for roles has ties: three rounds of cards

    async def body(app: GinApp, pilot: Pilot[int], screen: NewGameScreen) -> None:
        await set_system(pilot, screen, "three-player")
        assert screen.query_one("#seat-row").display
        boxes = [screen.query_one(f"#computer-{i}", Input) for i in (1, 2)]
        assert [b.value for b in boxes] == ["computer 1", "computer 2"]
        screen.query_one("#seat", Select).value = seat
        await pilot.click("#start")
        await pilot.pause()
        session = app.session
        assert session is not None and session.human == seat
        assert session.settings.seat == seat
        others = ["computer 1", "computer 2"]
        assert session.names == [*others[:seat], "you", *others[seat:]]
        # The engine drew the roles (R11.1): the same seed draws the same for a new match.
        again = Match(preset("three-player"), seed=seed)
        roles = session.match.roles
        assert roles == again.roles and session.match.role_draws == again.role_draws
        assert roles is not None and len(session.match.role_draws) == 3
        draw = app.screen
        assert isinstance(draw, RoleDrawScreen)
        lines = draw.text.splitlines()
        for number, drawn in enumerate(session.match.role_draws, 1):
            start = next(i for i, line in enumerate(lines) if line.startswith(f"Draw {number}"))
            shown = [line.split() for line in lines[start + 1:start + 4]]
            expected = [(p, c) for p, c in enumerate(drawn) if c is not None]
            assert len(expected) in (2, 3)
            for (player, card), words in zip(expected, shown, strict=False):
                assert words[:2] == ["seat", str(player + 1)]
                assert " ".join(words[2:-1]) == session.names[player]
                assert words[-1] == card_label(card)
        assert f"In the box (deals every hand, R11.2): {session.names[roles.box]}" in lines
        assert f"Captain (plays the team's hand): {session.names[roles.captain]}" in lines
        assert f"Sits out (advises the captain, R11.3): {session.names[roles.out]}" in lines
        mine = "You sit out" if roles.out == seat else f"You are {session.role_of(seat)}"
        assert f"{mine} for the first hand." in lines
        await pilot.press("space")
        await pilot.pause()
        # The first hand is played with the roles shown.
        assert session.hand_roles == roles
        if roles.out == seat:  # the captain's hand is shown; f plays the hand out (R11.3)
            assert isinstance(app.screen, TableScreen) and session.awaiting_advice
            assert session.seats == (roles.box, roles.captain) and session.human_seat is None
            await pilot.press("f")
            await pilot.pause()
            assert isinstance(app.screen, HandEndScreen) and session.end is not None
            if session.end["outcome"] != "draw":
                assert {session.end["knocker"], session.end["defender"]} == {
                    roles.box, roles.captain}
        else:
            assert isinstance(app.screen, TableScreen)
            assert session.seats == (roles.box, roles.captain)
            assert session.human_seat == session.seats.index(seat)

    on_form(GameSettings("standard", "easy", seed=seed), body)


def test_a_session_refuses_a_seat_or_names_that_do_not_fit() -> None:
    with pytest.raises(ValueError, match="seat 3 does not exist: 2 players sit at seats 1 to 2"):
        Session(GameSettings("standard", seed=1, seat=2))
    with pytest.raises(ValueError, match="3 players need 2 computer names, not 1"):
        Session(GameSettings("three-player", seed=1, computer_names=("hal",)))
    session = Session(GameSettings("three-player", seed=1, seat=2, computer_names=("a", "b")))
    assert session.names == ["a", "b", "you"] and sorted(session.agents) == [0, 1]


# ---------------------------------------------------------------- snapshots


async def _settle(pilot: Pilot[Any]) -> None:
    await pilot.pause()


async def _start(pilot: Pilot[Any]) -> None:
    await pilot.click("#start")
    await pilot.pause()


def test_snapshot_new_game_standard(snap_compare: SnapCompare) -> None:
    app = GinApp(GameSettings("standard", "easy", seed=5), delay=0)
    assert snap_compare(app, terminal_size=(80, 24), run_before=_settle)


def test_snapshot_new_game_three_player(snap_compare: SnapCompare) -> None:
    app = GinApp(GameSettings("three-player", "easy", seed=6, seat=1), delay=0)
    assert snap_compare(app, terminal_size=(80, 24), run_before=_settle)


def test_snapshot_role_draw(snap_compare: SnapCompare) -> None:
    app = GinApp(GameSettings("three-player", "easy", seed=6, seat=1), delay=0)
    assert snap_compare(app, terminal_size=(80, 24), run_before=_start)



def test_the_form_scrolls_to_the_focused_field_at_80x24() -> None:
    async def body(app: GinApp, pilot: Pilot[int], screen: NewGameScreen) -> None:
        form = screen.query_one("#form", VerticalScroll)
        assert form.scroll_y == 0 and form.max_scroll_y > 0  # longer than the screen
        last = screen.form.field(OPTIONS[-1])
        for _ in range(40):  # Tab through every field to the last option
            if app.focused is last:
                break
            await pilot.press("tab")
        await pilot.pause()
        assert app.focused is last and form.scroll_y > 0
        # The field is drawn inside the scrolling part, above the Start button.
        assert form.region.contains_region(last.region)
        assert screen.get_widget_at(last.region.x, last.region.y)[0] is last
        assert screen.query_one("#start").region.bottom <= 24

    on_form(GameSettings("standard", "easy", seed=5), body)


# ---------------------------------------------------------------- keys, names, sizes (issue 27)

SIZES = [(100, 30), (80, 24)]
SIZE_IDS = ["100x30", "80x24"]


def on_form_sized(settings: GameSettings, body: Body, size: tuple[int, int]) -> None:
    """``on_form`` at another terminal size."""

    async def main() -> None:
        app = GinApp(settings, delay=0)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, NewGameScreen)
            await body(app, pilot, screen)

    asyncio.run(main())


def _start_key_shown(app: GinApp) -> bool:
    return on_screen(app, "Ctrl+S") and on_screen(app, "F10")


def _focusable(screen: NewGameScreen) -> list[Any]:
    """The fields a person can Tab to, in order (the shown and enabled ones)."""
    return [w for w in screen.focus_chain if w.focusable]


@pytest.mark.parametrize("key", ["ctrl+s", "f10"])
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_a_key_shown_on_the_screen_starts_the_game_from_any_field(
    size: tuple[int, int], key: str
) -> None:
    async def body(app: GinApp, pilot: Pilot[int], screen: NewGameScreen) -> None:
        assert _start_key_shown(app), screen_lines(app)
        box = screen.form.field("big_gin")  # a check box down the form
        box.focus()
        await pilot.pause()
        assert _start_key_shown(app)
        await pilot.press(key)
        await pilot.pause()
        assert app.session is not None and isinstance(app.screen, RoleDrawScreen)  # R11.1

    on_form_sized(GameSettings("three-player", "easy", seed=5), body, size)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_enter_in_any_text_box_starts_the_game_or_says_what_is_wrong(
    size: tuple[int, int],
) -> None:
    """Enter in every text box asks to start: refused while a name is wrong (the
    reason on screen, the game not started), started once it is right."""

    async def body(app: GinApp, pilot: Pilot[int], screen: NewGameScreen) -> None:
        name = screen.query_one("#name", Input)
        await type_into(pilot, name, "x" * 25)
        boxes = [w for w in _focusable(screen) if isinstance(w, Input)]
        assert len(boxes) >= 8  # seed, three names, the rules' numbers
        for box in boxes:
            box.focus()
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            assert app.session is None and app.screen is screen, box.id
            said = "Your name: a name has at most 24 characters, not 25."
            assert error_text(screen) == said
            assert on_screen(app, said), screen_lines(app)
            assert _start_key_shown(app)
        await type_into(pilot, name, "Ada")
        await pilot.press("enter")
        await pilot.pause()
        assert app.session is not None and app.session.names[0] == "Ada"

    on_form_sized(GameSettings("three-player", "easy", seed=5), body, size)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_names_are_checked_where_they_are_entered(size: tuple[int, int]) -> None:
    """ginrummy.names.check_name: a control or bidirectional character, or a name
    too long, is refused with its message on the screen; the game waits."""

    async def body(app: GinApp, pilot: Pilot[int], screen: NewGameScreen) -> None:
        computer = screen.query_one("#computer-1", Input)
        computer.value = "Hal\u202eevil"  # pasted: a right-to-left override
        await pilot.click("#start")
        await pilot.pause()
        assert app.session is None and app.screen is screen
        with pytest.raises(PlayerNameError) as caught:
            check_name("Hal\u202eevil")
        said = f"Computer's name: {caught.value}."
        assert error_text(screen) == said and "U+202E" in said
        assert on_screen(app, said), screen_lines(app)
        assert app.focused is computer  # the field to put right
        computer.value = "  Hal "
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.session is not None and app.session.names == ["you", "Hal"]

    on_form_sized(GameSettings("standard", "easy", seed=5), body, size)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_a_check_box_shows_its_mark_only_when_on(size: tuple[int, int]) -> None:
    async def body(app: GinApp, pilot: Pilot[int], screen: NewGameScreen) -> None:
        def row() -> str:
            line = next(line for line in screen_lines(app) if "Big gin allowed" in line)
            return line.split("Big gin allowed", 1)[1].split("(default")[0]

        box = screen.form.field("big_gin")
        assert isinstance(box, Checkbox) and not box.value
        assert "X" not in row() and "off" in row(), row()
        box.focus()
        await pilot.press("space")
        await pilot.pause()
        assert box.value and "X" in row() and "on" in row(), row()

    on_form_sized(GameSettings("standard", "easy", seed=5), body, size)


@pytest.mark.parametrize("system", ["standard", "three-player"])
@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_every_field_is_reachable_and_the_start_key_stays_in_view(
    size: tuple[int, int], system: str
) -> None:
    """Tab reaches every field of the form, each drawn on the screen when it has
    the focus, with Start and its key in view all the way."""
    width, height = size

    async def body(app: GinApp, pilot: Pilot[int], screen: NewGameScreen) -> None:
        fields = _focusable(screen)
        visited = []
        for _ in range(len(fields)):
            await pilot.pause()
            focused = app.focused
            assert focused is not None
            visited.append(focused)
            region = focused.region
            assert region.height > 0 and region.bottom <= height and region.right <= width
            drawn = screen.get_widget_at(region.x, region.y)[0]
            assert drawn is focused or focused in drawn.ancestors, focused.id
            start = screen.query_one("#start").region
            assert start.height > 0 and start.bottom <= height
            assert _start_key_shown(app), focused.id
            await pilot.press("tab")
        assert set(visited) == set(fields)
        assert screen.form.field("shutout") in visited  # the last option

    on_form_sized(GameSettings(system, "easy", seed=5), body, size)
