"""What the full-screen game says, read as the person reads it, at 100x30 and
80x24: cards written as the table writes them (suit symbols, or the ASCII names
with ``--ascii``) in every message, the engine's refusals and the expert's
reasons included; the hints in the words of the buttons; the help overlay
scrolled to its last line; "you" addressed as "you".
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import re

import pytest
from textual import events
from textual.containers import VerticalScroll
from textual.pilot import Pilot

from ginrummy.actions import Kind
from ginrummy.agents import make_agent
from ginrummy.cards import card_name
from ginrummy.names import shown_name
from ginrummy.rules import preset
from ginrummy.state import Phase
from ginrummy.tui import GameSettings, GinApp, Session
from ginrummy.tui.ends import HandEndScreen, HelpScreen, MatchEndScreen, ScoreSheetScreen
from ginrummy.tui.render import card_label
from tui_pilot import on_screen, play_hand, play_until, run_app, screen_lines, table

SIZES = [(100, 30), (80, 24)]
SIZE_IDS = ["100x30", "80x24"]
#: A card name as the engine writes it, standing as a word ("5s", "Th").
ENGINE_CARD = re.compile(r"(?<![\w'])[A2-9TJQK][shdc](?![\w'])")
#: The action kinds' internal names, never shown to a person.
INTERNAL = ("draw_stock", "draw_discard", "big_gin", "lay_off")


def _notation_kept(text: str, ascii_only: bool) -> None:
    """No card of ``text`` is written in the engine's notation, unless it is the
    table's too (``--ascii``); no internal name either."""
    if not ascii_only:
        assert not ENGINE_CARD.search(text), text
    for word in INTERNAL:
        assert word not in text, text


# ---------------------------------------------------------------- refusals (item 9)


@pytest.mark.parametrize("ascii_only", [False, True], ids=["symbols", "ascii"])
@pytest.mark.parametrize("size", SIZES, ids=["100x30", "80x24"])
def test_a_refusal_writes_the_card_as_the_table_does(
    size: tuple[int, int], ascii_only: bool
) -> None:
    """R4.2: the upcard just taken may not be discarded; the engine's reason names
    it, written as the hand and the buttons write it, and reads whole on screen."""

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        screen = table(app)
        session = screen.session
        v = session.human_view()
        assert v is not None and v.phase is Phase.OFFER and v.pile_top is not None
        upcard = v.pile_top
        await pilot.press("t")
        await pilot.pause()
        v = session.human_view()
        assert v is not None and v.phase is Phase.DISCARD and v.taken == upcard
        label = card_label(upcard, ascii_only)
        assert label in screen.texts["hand"]
        said = (f"Not allowed: {label} was just taken from the discard pile and may not"
                " be discarded this turn (R4.2)")
        for key in ("d", "k"):  # a discard, then a knock with it: the same reason
            await pilot.press(key)
            await pilot.pause()
            assert screen.texts["status"] == said, key
            assert on_screen(app, said), screen_lines(app)
            _notation_kept(screen.texts["status"], ascii_only)
        if not ascii_only:
            assert card_name(upcard) not in screen.texts["status"]
        # An action of the wrong kind is named in words, not by its internal name.
        await pilot.press("s")
        await pilot.pause()
        assert screen.texts["status"] == (
            "Not allowed: you must discard or knock now, not draw from the stock (R4.1)")
        assert on_screen(app, screen.texts["status"])

    run_app(GameSettings("standard", "easy", seed=5), body, size=size, ascii_only=ascii_only)


#: Seed 2: the person (player 0) sits out hand 1; computer 1 is captain.
SITTING_OUT = GameSettings("three-player", "medium", seed=2)


@pytest.mark.parametrize("ascii_only", [False, True], ids=["symbols", "ascii"])
@pytest.mark.parametrize("size", SIZES, ids=["100x30", "80x24"])
def test_a_refused_suggestion_writes_the_card_as_the_table_does(
    size: tuple[int, int], ascii_only: bool
) -> None:
    """Sitting out (R11.3): a knock suggested with too much deadwood is refused
    with the engine's reason (R5.1), its card in the table's notation."""

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        screen = table(app)
        session = screen.session
        assert session.sitting_out
        for _ in range(2):  # the captain's offer, then its draw: n lets it decide
            await pilot.press("n")
            await pilot.pause()
        v = session.captain_view()
        assert v is not None and v.phase is Phase.DISCARD
        assert not any(a.kind is Kind.KNOCK for a in v.legal_actions())
        await pilot.press("k")
        await pilot.pause()
        status = screen.texts["status"]
        assert status.startswith("Not a legal suggestion: cannot knock discarding ")
        card = status.split("cannot knock discarding ")[1].split(":")[0]
        assert card in {card_label(c, ascii_only) for c in range(52)
                        if v.hand >> c & 1}
        _notation_kept(status, ascii_only)
        assert on_screen(app, status), screen_lines(app)
        # A draw suggested at the discard: the kind of action is said in words.
        await pilot.press("s")
        await pilot.pause()
        assert screen.texts["status"] == ("Not a legal suggestion: the captain must discard"
                                          " or knock now, not draw from the stock (R4.1)")

    run_app(SITTING_OUT, body, size=size, ascii_only=ascii_only)


# ---------------------------------------------------------------- hints (item 10)


def _hint_lines(text: str) -> list[str]:
    return [line.strip().split(". ", 1)[1] for line in text.splitlines()[1:]]


@pytest.mark.parametrize("ascii_only", [False, True], ids=["symbols", "ascii"])
@pytest.mark.parametrize("size", SIZES, ids=["100x30", "80x24"])
def test_hints_say_the_buttons_words_and_the_tables_cards(
    size: tuple[int, int], ascii_only: bool
) -> None:
    """The expert's hints lead with what the button says ("Take 7♥", "Pass",
    "Draw stock", "Discard K♠"), and the cards in its reasons are the table's."""

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        screen = table(app)
        session = screen.session
        seen: set[str] = set()
        for _ in range(12):
            v = session.human_view()
            assert v is not None and v.is_my_turn and not session.hand_over
            await pilot.press("h")
            await pilot.pause()
            hint = screen.texts["hint"]
            assert hint.startswith("Hint (expert):")
            _notation_kept(hint, ascii_only)
            shown = _hint_lines(hint)
            ranked = session.hints(3)
            assert len(shown) == len(ranked)
            for line, r in zip(shown, ranked, strict=True):
                kind = r.action.kind
                if kind is Kind.DRAW_DISCARD:
                    assert v.pile_top is not None
                    lead = f"Take {card_label(v.pile_top, ascii_only)}"
                elif kind is Kind.DISCARD:
                    assert r.action.card is not None
                    lead = f"Discard {card_label(r.action.card, ascii_only)}"
                elif kind is Kind.KNOCK:
                    assert r.action.card is not None
                    lead = f"Knock with {card_label(r.action.card, ascii_only)}"
                elif kind in (Kind.ARRANGE, Kind.LAY_OFF):  # the computer knocked
                    lead = "Lay down"
                else:
                    lead = {Kind.PASS: "Pass", Kind.DRAW_STOCK: "Draw stock"}[kind]
                assert line.startswith(lead + (" " if lead == "Lay down" else ": ")), line
                seen.add(lead.split()[0])
            for line in shown[:1]:  # the first hint reads whole on the screen
                assert on_screen(app, line), screen_lines(app)
            # Play on: pass the upcard, draw from the stock, discard as hinted first.
            top = ranked[0].action
            if v.phase is Phase.OFFER:
                await pilot.press("p")
            elif v.phase is Phase.DRAW:
                await pilot.press("s")
            elif top.kind is Kind.DISCARD and top.card is not None:
                screen.selected = top.card
                await pilot.press("d")
            else:
                break
            await pilot.pause()
        assert {"Take", "Pass", "Draw", "Discard"} <= seen

    run_app(GameSettings("standard", "easy", seed=5), body, size=size, ascii_only=ascii_only)


@pytest.mark.parametrize("size", SIZES, ids=["100x30", "80x24"])
def test_the_advice_to_the_captain_says_the_buttons_words(size: tuple[int, int]) -> None:
    """Three-player, the person captain: the advice of the player sitting out is
    in the words of the buttons, its card as the table writes it (R11.3)."""

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        screen = table(app)
        session = screen.session
        roles = session.hand_roles
        assert roles is not None and roles.captain == 0
        v = session.human_view()
        assert v is not None and v.is_my_turn
        advice = session.advice()
        assert advice is not None
        words = {Kind.PASS: "Pass", Kind.DRAW_STOCK: "Draw stock"}
        if advice.kind is Kind.DRAW_DISCARD:
            assert v.pile_top is not None
            said = f"Take {card_label(v.pile_top)}"
        else:
            said = words[advice.kind]
        adviser = session.names[roles.out]
        assert f"Advice of {adviser}: {said}" in screen.texts["mine"]
        _notation_kept(screen.texts["mine"], False)

    run_app(GameSettings("three-player", "easy", seed=7), body, size=size)


# ---------------------------------------------------------------- help (item 10)


def _help_scroll(app: GinApp) -> VerticalScroll:
    helps = app.screen
    assert isinstance(helps, HelpScreen)
    return helps.query_one(VerticalScroll)


@pytest.mark.parametrize("system", ["standard", "three-player"])
@pytest.mark.parametrize("size", SIZES, ids=["100x30", "80x24"])
def test_the_help_fits_and_scrolls_to_its_last_line_by_keys_and_mouse(
    size: tuple[int, int], system: str
) -> None:
    """The help overlay fits the terminal, no line of it wrapped or cut off at the
    right, and the arrows, Page Down, End and the mouse wheel scroll it to its
    last line; another key closes it."""
    width, height = size

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        screen = table(app)
        await pilot.press("question_mark")
        await pilot.pause()
        helps = app.screen
        assert isinstance(helps, HelpScreen)
        lines = [line for line in helps.text.splitlines() if line.strip()]
        first, last = lines[0].strip(), lines[-1].strip()
        box = helps.query_one("#help-box").region
        assert box.right <= width and box.bottom <= height
        scroll = _help_scroll(app)
        # Every line of the help fits the box's width: none wraps.
        assert scroll.virtual_size.width <= scroll.content_region.width
        assert scroll.virtual_size.height == len(helps.text.splitlines())
        assert on_screen(app, first)
        # Keys: down scrolls a line; End shows the last line; Home the first again.
        await pilot.press("down")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        if scroll.max_scroll_y:
            assert scroll.scroll_y == 1
        await pilot.press("end")
        await pilot.pause()
        assert on_screen(app, last), screen_lines(app)
        await pilot.press("home")
        await pilot.pause()
        assert scroll.scroll_y == 0 and on_screen(app, first)
        for _ in range(10):
            await pilot.press("pagedown")
        await pilot.pause()
        assert on_screen(app, last) and isinstance(app.screen, HelpScreen)
        await pilot.press("home")
        await pilot.pause()
        # The mouse wheel scrolls it too.
        for _ in range(40):
            await pilot._post_mouse_events([events.MouseScrollDown], scroll, offset=(2, 2))
        await pilot.pause()
        assert on_screen(app, last), screen_lines(app)
        assert scroll.scroll_y == scroll.max_scroll_y
        # The words at the bottom of the box say how to scroll and close.
        assert on_screen(app, "↑/↓ PgUp/PgDn scroll")
        await pilot.press("x")
        await pilot.pause()
        assert table(app) is screen

    run_app(GameSettings(system, "easy", seed=5), body, size=size)


# ---------------------------------------------------------------- words (item 12)


@pytest.mark.parametrize("size", SIZES, ids=["100x30", "80x24"])
def test_the_end_of_a_hand_says_your_melds(size: tuple[int, int]) -> None:
    """The person's own melds are "Your melds", never "you melds"."""

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        end = await play_hand(app, pilot, knock="asap")
        assert isinstance(end, HandEndScreen)
        session = app.session
        assert session is not None and session.end is not None
        assert session.end["outcome"] != "draw"
        assert "you melds" not in end.text.lower().replace("your melds", "")
        assert "Your melds:" in end.text
        assert on_screen(app, "Your melds:")
        assert "Computer melds:" in end.text or "computer melds:" in end.text

    run_app(GameSettings("standard", "easy", seed=11), body, size=size)


def test_ginrummy_help_says_play_opens_the_full_screen_game(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from ginrummy.__main__ import main

    def shown(args: list[str]) -> str:
        with contextlib.suppress(SystemExit):
            main(args)
        return capsys.readouterr().out

    for args in (["--help"], ["play", "--help"]):
        assert "full-screen" in " ".join(shown(args).split()), args
    summary = shown(["--help"])
    listed = summary[summary.index("\n    play "):summary.index("\n    hint ")]
    play = " ".join(listed.split()[1:])
    assert play.startswith("play against the computer: full-screen"), play
    assert "line by line with --plain" in play


# ---------------------------------------------------------------- names (issue 27, item 3)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_names_nobody_checked_are_shown_escaped(size: tuple[int, int]) -> None:
    """A name that did not come through the new game screen's check (a file's: a
    save, a record) can neither write to the terminal nor turn the line round:
    every screen shows it through ``names.shown_name``."""
    hostile = "ev\u202eil"  # a right-to-left override
    escape_seq = "\x1b[2Jhal"  # a terminal escape: clear the screen

    async def main() -> None:
        app = GinApp(GameSettings("standard", "easy", seed=11), delay=0)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            app.pop_screen()  # the new game screen: these names were never typed there
            app.start_game(GameSettings("standard", "easy", seed=11, name=hostile,
                                        computer_names=(escape_seq,)))
            await pilot.pause()
            screen = table(app)
            shown = "\n".join(screen.texts.values())
            drawn = "\n".join(screen_lines(app))
            for text in (shown, drawn):
                assert "\u202e" not in text and "\x1b" not in text
            assert shown_name(hostile) in screen.texts["score"]
            assert shown_name(escape_seq) in screen.texts["score"]
            end = await play_hand(app, pilot, knock="asap")
            assert "\u202e" not in end.text and "\x1b" not in end.text
            assert shown_name(escape_seq) in end.text
            await pilot.press("space")
            await pilot.pause()
            await pilot.press("c")
            await pilot.pause()
            sheet = app.screen
            assert isinstance(sheet, ScoreSheetScreen)
            assert "\u202e" not in sheet.text and shown_name(hostile) in sheet.text

    asyncio.run(main())


# ---------------------------------------------------------------- read as a player (item 12)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_the_table_speaks_to_you_in_the_second_person(size: tuple[int, int]) -> None:
    """Your own last move is "draw from the stock", not "draws"; undo after a draw
    from the stock says why there is nothing to take back."""

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        screen = table(app)
        v = await play_until(pilot, screen, lambda v: v.phase is Phase.DISCARD
                             and screen.session.last.get(0, ("",))[0] == "draws from the stock")
        assert v.phase is Phase.DISCARD
        assert "Your deadwood: " in screen.texts["mine"]
        assert "last: draw from the stock" in screen.texts["mine"]
        assert on_screen(app, "last: draw from the stock")
        await pilot.press("u")
        await pilot.pause()
        said = ("Nothing to take back: only this hand's decisions since your last draw from"
                " the stock.")
        assert screen.texts["status"] == said and on_screen(app, said)
        # The opponent's line stays in the third person.
        assert re.search(r"last: (passes|draws|takes|discards|-)", screen.texts["opponent"])

    run_app(GameSettings("standard", "easy", seed=11), body, size=size)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_defending_the_status_says_who_knocked(size: tuple[int, int]) -> None:
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        screen = table(app)
        await play_until(pilot, screen, lambda v: v.phase is Phase.LAY_OFF)
        status = screen.texts["status"]
        assert status.startswith("Computer knocked: melds "), status
        assert on_screen(app, "Computer knocked: melds")

    run_app(GameSettings("standard", "easy", seed=4), body, size=size)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_a_gin_has_no_deadwood_in_words(size: tuple[int, int]) -> None:
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        end = await play_hand(app, pilot, knock="gin")
        session = app.session
        assert session is not None and session.end is not None
        assert session.end["outcome"] == "gin"
        assert "deadwood none = 0" in end.text and "deadwood - " not in end.text
        assert on_screen(app, "deadwood none = 0")

    run_app(GameSettings("standard", "easy", seed=35), body, size=size)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_a_drawn_hand_reads_as_one_sentence(size: tuple[int, int]) -> None:
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        end = await play_hand(app, pilot, knock="gin")
        said = "Hand 1 is drawn: only two cards are left in the stock (R7.1)."
        assert said in end.text and on_screen(app, said)
        assert "Nobody scores; the same dealer deals again." in end.text

    run_app(GameSettings("standard", "easy", seed=148), body, size=size)


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_the_match_end_says_you_win(size: tuple[int, int]) -> None:
    """Seed 2, target 1: the person (played by the easy agent) wins the first hand."""
    settings = GameSettings("standard", "easy", seed=2,
                            rules=preset("standard").with_options({"target": "1"}))
    session = Session(settings)
    me = make_agent("easy", random.Random(1))
    while not session.match.is_over:
        session.deal()
        while not session.hand_over:
            v = session.human_view()
            if session.human_to_act and v is not None:
                session.play(me.act(v))
            else:
                session.step()
    assert session.match.winner == session.human

    async def main() -> None:
        app = GinApp(settings, delay=0)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            end = MatchEndScreen(session)
            app.push_screen(end)
            await pilot.pause()
            assert "Match over: you win the match." in end.text
            assert on_screen(app, "Match over: you win the match.")

    asyncio.run(main())


def _hollywood_match_with_bonuses() -> Session:
    """A finished Hollywood match with the classic bonuses: its end screen's text
    (totals, three games of bonuses, the score) is longer than 24 lines."""
    rules = preset("hollywood").with_options(
        {"target": "20", "line_bonus": "25", "game_bonus": "100", "shutout": "true"})
    session = Session(GameSettings("hollywood", "easy", seed=3, rules=rules))
    me = make_agent("easy", random.Random(2))
    while not session.match.is_over:
        session.deal()
        while not session.hand_over:
            v = session.human_view()
            if session.human_to_act and v is not None:
                session.play(me.act(v))
            else:
                session.step()
    return session


@pytest.mark.parametrize("size", SIZES, ids=SIZE_IDS)
def test_a_long_end_screen_scrolls_to_its_last_line_by_keys(size: tuple[int, int]) -> None:
    session = _hollywood_match_with_bonuses()

    async def main() -> None:
        app = GinApp(GameSettings("standard", "easy", seed=1), delay=0)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            end = MatchEndScreen(session)
            app.push_screen(end)
            await pilot.pause()
            last = end.text.splitlines()[-1]
            assert last == "Press q (or Enter) to leave."
            assert on_screen(app, "Match over:")
            for key in ("down", "pagedown", "end"):
                await pilot.press(key)
                await pilot.pause()
                assert app.screen is end, key  # scrolling keys neither leave nor go on
            assert on_screen(app, last), screen_lines(app)
            await pilot.press("home")
            await pilot.pause()
            assert on_screen(app, "Match over:")

    asyncio.run(main())
