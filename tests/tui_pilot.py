"""Helpers of the full-screen game's tests: start the app headless, play the
person's decisions by key presses, and check what the end of a hand shows
against the engine.

The person's play is a fixed policy (pass the upcard, draw from the stock,
discard the least-deadwood card) with a choice of when to knock: ``asap`` (at
the first legal knock), ``gin`` (only to go gin) or ``never``.  Seeds for the
scenarios were found by playing this policy through ``Session``; each test
asserts that its scenario really happened, so a changed engine fails loudly
instead of testing something else.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Awaitable, Callable

from textual.pilot import Pilot

from ginrummy.legality import knock_discards
from ginrummy.melds import best_discard
from ginrummy.scoring import score_knock
from ginrummy.state import Phase
from ginrummy.tui import GameSettings, GinApp, Session
from ginrummy.tui.controls import ActionButton
from ginrummy.tui.ends import HandEndScreen, MatchEndScreen
from ginrummy.tui.roledraw import RoleDrawScreen
from ginrummy.tui.table import TableScreen
from ginrummy.view import SeatView

Body = Callable[[GinApp, Pilot[int]], Awaitable[None]]
KNOCKS = ("asap", "gin", "never")


def run_app(settings: GameSettings, body: Body, *, size: tuple[int, int] = (80, 24),
            ascii_only: bool = False) -> None:
    """Start the app with ``settings``, press Start on the new game screen, run ``body``."""

    async def main() -> None:
        app = GinApp(settings, delay=0, ascii_only=ascii_only)
        async with app.run_test(size=size) as pilot:
            await pilot.click("#start")
            await pilot.pause()
            if isinstance(app.screen, RoleDrawScreen):  # three-player: the draw, then the hand
                await pilot.press("space")
                await pilot.pause()
            assert app.session is not None
            await body(app, pilot)

    asyncio.run(main())


def table(app: GinApp) -> TableScreen:
    screen = app.screen
    assert isinstance(screen, TableScreen), type(screen)
    return screen


def buttons(screen: TableScreen) -> set[str]:
    """The buttons shown on the table, by id without the game buttons' ``do-``."""
    return {(b.id or "").removeprefix("do-") for b in screen.query(ActionButton) if b.display}


async def select(pilot: Pilot[int], screen: TableScreen, card: int) -> None:
    """Select ``card`` by its number key (the arrows for the 11th card)."""
    index = screen._hand_order().index(card)
    if index < 10:
        await pilot.press(str((index + 1) % 10))
    else:
        await pilot.press("0", *["right"] * (index - 9))
    assert screen.selected == card


def gin_cards(session: Session) -> list[int]:
    """The knock discards that leave the person no deadwood (R5.4)."""
    v = session.human_view()
    assert v is not None
    return [card for card in knock_discards(v.situation())
            if session.knock_arrangement(card).deadwood == 0]


async def key_turn(pilot: Pilot[int], screen: TableScreen, knock: str = "never") -> None:
    """One decision of the person by keys, by the policy (``knock``: see KNOCKS)."""
    assert knock in KNOCKS
    session = screen.session
    v = session.human_view()
    assert v is not None and v.is_my_turn
    if v.phase is Phase.OFFER:
        await pilot.press("p")
    elif v.phase is Phase.DRAW:
        await pilot.press("s")
    elif v.phase is Phase.DISCARD:
        knocks = knock_discards(v.situation())
        if knocks and (knock == "asap" or (knock == "gin" and gin_cards(session))):
            # The least-deadwood knock discard, selected first: k keeps a selected card.
            card = min(knocks, key=lambda c: (session.knock_arrangement(c).deadwood, c))
            await select(pilot, screen, card)
            await pilot.press("k", "enter")
            assert screen.laydown.knock_card == card
            assert screen.laydown.mode == "confirm"
            await pilot.press("enter")
        else:
            await select(pilot, screen, best_discard(v.hand, v.taken).card)
            await pilot.press("d")
    else:  # the computer knocked: lay down the default (R6.4)
        await pilot.press("enter")
    await pilot.pause()


async def play_hand(app: GinApp, pilot: Pilot[int], knock: str = "never") -> HandEndScreen:
    """Play the person's decisions by keys until the hand's end screen is up."""
    for _ in range(300):
        if isinstance(app.screen, HandEndScreen):
            return app.screen
        await key_turn(pilot, table(app), knock)
    raise AssertionError("the hand did not end")


async def play_until(pilot: Pilot[int], screen: TableScreen, done: Callable[[SeatView], bool],
                     knock: str = "never") -> SeatView:
    """Play the person's decisions by keys until ``done`` holds for their view; the
    hand must not end before."""
    session = screen.session
    for _ in range(300):
        v = session.human_view()
        assert v is not None and not session.hand_over
        if done(v):
            return v
        await key_turn(pilot, screen, knock)
    raise AssertionError("the hand never came to the decision waited for")


async def play_match(app: GinApp, pilot: Pilot[int], knock: str = "never") -> MatchEndScreen:
    """Play hands by keys, going on from each hand's end, until the match's end screen."""
    for _ in range(2000):
        if isinstance(app.screen, MatchEndScreen):
            return app.screen
        if isinstance(app.screen, HandEndScreen):
            await pilot.press("space")
            await pilot.pause()
            continue
        await key_turn(pilot, table(app), knock)
    raise AssertionError("the match did not end")


async def play_out(app: GinApp, pilot: Pilot[int]) -> HandEndScreen:
    """Sitting out: f lets the rest of the hand play out unasked (R11.3), to its end
    screen; playing out never forfeits the hand."""
    await pilot.press("f")
    await pilot.pause()
    end = app.screen
    assert isinstance(end, HandEndScreen)
    session = app.session
    assert session is not None and session.end is not None
    assert session.end["outcome"] != "forfeit"
    return end


def check_end(session: Session, text: str) -> None:
    """The end screen's score is the engine's, worked out again from the hands laid
    down (score_knock on the two deadwoods)."""
    state, booked, end = session.state, session.booked, session.end
    assert state is not None and booked is not None and end is not None
    result = booked.result
    if result.winner is None:
        assert "drawn" in text and end["outcome"] == "draw"
        return
    arr, show = state.arrangement, state.showing
    assert arr is not None and show is not None and result.score is not None
    again = score_knock(
        session.rules, knocker_deadwood=arr.deadwood, defender_deadwood=show.deadwood,
        gin=arr.deadwood == 0 or state.big_gin, big_gin=state.big_gin, upcard=state.upcard,
    )
    assert again == result.score
    assert re.search(rf"\b(scores|score) {again.points}\b", text)
    assert (f"difference {again.difference} + bonus {again.bonus}, x {again.multiplier}"
            f" = {again.points}") in text
    assert f"= {arr.deadwood}" in text and f"= {show.deadwood}" in text


def screen_lines(app: GinApp) -> list[str]:
    """The text of each line of the terminal as drawn now (the screen on top, with
    what shows through around a modal one): what the person can read, nothing cut
    off or scrolled away counted."""
    return [strip.text for strip in app.screen._compositor.render_strips()]


def on_screen(app: GinApp, text: str) -> bool:
    """Whether ``text`` is drawn on the terminal, on one line or wrapped over
    lines that follow one another (each line's trailing spaces ignored)."""
    lines = [line.strip() for line in screen_lines(app)]
    if any(text in line for line in lines):
        return True
    words = " ".join(text.split())
    joined = " ".join(line for line in lines if line)
    return words in joined
