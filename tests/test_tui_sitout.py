"""Sitting out a three-player hand (R11.3): the person sees the captain's hand,
suggests moves with the keys and mouse of playing, and the computer captain
decides (``Agent.act_advised``).  Played by key presses on a seeded deal where
the person sits out the first hand; the captain (``medium``) is the expert, so
a suggestion of its own top choice must be followed.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import pytest
from textual.pilot import Pilot

from ginrummy import actions as A
from ginrummy.actions import Action, Kind
from ginrummy.cards import cards_of
from ginrummy.melds import best_arrangement
from ginrummy.state import IllegalActionError, Phase
from ginrummy.tui import GameSettings, GinApp, Session
from ginrummy.tui.controls import ActionButton
from ginrummy.tui.ends import HandEndScreen, HelpScreen
from ginrummy.tui.hints import hint_words
from ginrummy.tui.render import card_label, hand_order
from ginrummy.tui.roledraw import RoleDrawScreen
from ginrummy.tui.table import TableScreen, plain
from ginrummy.view import SeatView
from tui_pilot import check_end, play_out, run_app, select, table

#: Seed 2: the person (player 0) sits out hand 1; computer 1 is captain.
SITTING_OUT = GameSettings("three-player", "medium", seed=2)


def _captain(session: Session) -> tuple[SeatView, list[tuple[Action, float]]]:
    """The captain's view at the decision the hand waits on, and the captain's own
    ranking of its actions (best first, with the agent's cost)."""
    v = session.captain_view()
    assert v is not None, "the hand does not wait for advice"
    roles = session.hand_roles
    assert roles is not None
    ranked = session.agents[roles.captain].rank(v)  # type: ignore[attr-defined]
    return v, [(r.action, r.cost) for r in ranked]


def _shown(screen: TableScreen) -> set[str]:
    return {(b.id or "").removeprefix("do-") for b in screen.query(ActionButton) if b.display}


async def _suggest_by_keys(pilot: Pilot[int], screen: TableScreen, action: Action) -> None:
    if action.kind is Kind.DISCARD and action.card is not None:
        await select(pilot, screen, action.card)
    keys = {Kind.PASS: "p", Kind.DRAW_STOCK: "s", Kind.DRAW_DISCARD: "t", Kind.DISCARD: "d"}
    await pilot.press(keys[action.kind])
    await pilot.pause()


def test_sitting_out_the_person_advises_and_the_captain_decides() -> None:
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        screen = table(app)
        session = screen.session
        roles = session.hand_roles
        assert roles is not None and roles.out == 0 and session.sitting_out
        captain = session.names[roles.captain]
        state = session.state
        assert state is not None
        # The table shows the captain's hand, its melds and deadwood (R11.3).
        v, ranked = _captain(session)
        assert v.phase is Phase.OFFER
        shown = [card_label(c) for c in hand_order(v.hand, screen.sort, None)]
        assert screen.texts["hand"].split("\n")[1].split() == shown
        assert f"{captain}'s deadwood: {best_arrangement(v.hand).deadwood}" in screen.texts["mine"]
        assert "You sit out and advise the captain" in screen.texts["opponent"]
        assert f"{captain.capitalize()} is to decide" in screen.texts["status"]
        assert screen.texts["keys"].startswith("Suggest: p pass · t take")
        assert {"take", "pass", "no_advice", "finish"} <= _shown(screen)
        assert "undo" not in _shown(screen)

        # An illegal suggestion: the engine's reason, and nothing is played.
        before = len(state.history)
        await pilot.press("s")
        assert screen.texts["status"] == (
            "Not a legal suggestion: the captain must take the upcard or pass (R4.3)")
        assert session.state is state and len(state.history) == before
        assert session.suggested is None

        # The captain's own top choice, suggested: followed.
        top = ranked[0][0]
        await _suggest_by_keys(pilot, screen, top)
        assert session.suggested is not None and session.suggested.advice == top
        assert session.suggested.action == top and session.suggested.followed
        assert session.state is not None and (1, top) in session.state.history
        assert "followed." in screen.texts["mine"]

        # No suggestion: the captain decides alone.
        v, ranked = _captain(session)
        await pilot.press("n")
        await pilot.pause()
        assert session.suggested is not None and session.suggested.advice is None
        assert session.suggested.action == ranked[0][0]
        assert f"No suggestion from you: {captain.capitalize()}" in screen.texts["mine"]
        # The card the captain drew is selected, ready for a discard suggestion.
        drawn = session.watch_view()
        assert drawn is not None and [screen.selected] == cards_of(drawn.hand & ~v.hand)

        # Knocking with too much deadwood: refused with the engine's reason (R5.1).
        v, ranked = _captain(session)
        assert v.phase is Phase.DISCARD
        assert not any(a.kind is Kind.KNOCK for a in v.legal_actions())
        await pilot.press("k")
        assert "Not a legal suggestion: cannot knock discarding" in screen.texts["status"]
        assert "over the knock limit of" in screen.texts["status"]
        # Hints are for the captain's position; undo is not offered.
        await pilot.press("h")
        assert screen.texts["hint"].startswith("Hint (expert) for the captain:")
        hints = session.hints(3)
        assert hints and all(h.action in v.legal_actions() for h in hints)
        # The reason in the buttons' words and the table's cards (issue 27, item 10).
        said = plain(hint_words(hints[0], v.pile_top))
        assert f"1. {said}" in screen.texts["hint"]
        await pilot.press("u")
        assert "Nothing to take back: you sit out" in screen.texts["status"]
        top = ranked[0][0]
        await _suggest_by_keys(pilot, screen, top)  # select the card, then d
        assert session.suggested is not None and session.suggested.followed
        assert session.suggested.action == top

        # A suggestion the captain finds clearly worse: it decides otherwise.
        v, ranked = _captain(session)
        worse = next(a for a, cost in ranked if cost > ranked[0][1] + 0.5)
        await _suggest_by_keys(pilot, screen, worse)
        assert session.suggested is not None and session.suggested.advice == worse
        assert session.suggested.action == ranked[0][0] != worse
        assert not session.suggested.followed
        assert f"{captain.capitalize()} decided otherwise" in screen.texts["mine"]

        # By mouse: the captain's discard decision, then a click on the stock.
        v, ranked = _captain(session)
        assert v.phase is Phase.DISCARD
        await _suggest_by_keys(pilot, screen, ranked[0][0])
        v, ranked = _captain(session)
        assert v.phase is Phase.DRAW and ranked[0][0].kind is Kind.DRAW_STOCK
        await pilot.click("#stock")
        await pilot.pause()
        assert session.suggested is not None and session.suggested.followed
        assert session.suggested.action.kind is Kind.DRAW_STOCK
        # The box's public actions are shown (its last one).
        box_words = session.last[roles.box][0]
        assert f"last: {box_words}" in screen.texts["opponent"]

        # f: the rest of the hand plays out unasked; the end agrees with the engine.
        end = await play_out(app, pilot)
        check_end(session, end.text)
        scores = session.match.score_json()["games"][0]["scores"]
        assert scores[0] == 0  # R11.4: the player sitting out never scores
        shown_scores = end.text.split("Score (to 100): ")[1].splitlines()[0]
        assert shown_scores == " · ".join(
            f"{session.names[p]} ({short}) {scores[p]}"
            for p, short in enumerate(_shorts(session)))

    run_app(SITTING_OUT, body)


def _shorts(session: Session) -> list[str]:
    """Each player's role for the next hand, as the score line shows it."""
    return [{"in the box": "box", "captain": "captain", "sits out": "out"}[session.role_of(p)
                                                                          or ""]
            for p in range(3)]


def test_suggest_is_only_for_the_person_sitting_out_while_the_captain_decides() -> None:
    session = Session(SITTING_OUT)
    with pytest.raises(ValueError, match="the captain is not deciding now"):
        session.suggest(A.PASS)  # no hand yet
    session.deal()
    assert session.sitting_out and session.awaiting_advice  # the captain has the offer
    state = session.state
    with pytest.raises(IllegalActionError, match=r"must take the upcard or pass \(R4\.3\)"):
        session.suggest(A.DRAW_STOCK)
    assert session.state is state and session.suggested is None
    done = session.suggest(None)
    assert done.advice is None and not done.followed
    assert session.state is not None and session.state.history[-1] == (1, done.action)
    # The box is to act now: nothing waits for the person.
    assert not session.awaiting_advice and session.computer_to_act
    with pytest.raises(ValueError, match="the captain is not deciding now"):
        session.suggest(A.PASS)
    session.finish_hand()
    while session.step():
        pass
    assert session.hand_over and not session.awaiting_advice
    # A person who plays the hand (here the box) is never asked for advice.
    seated = Session(GameSettings("three-player", "medium", seed=0, seat=1))
    seated.deal()
    assert not seated.sitting_out and not seated.awaiting_advice
    with pytest.raises(ValueError, match="the captain is not deciding now"):
        seated.suggest(A.PASS)


def test_sitting_out_the_hand_moves_on_at_the_apps_pace() -> None:
    """With a delay, the box's moves come one at a time on timers; the hand still
    waits for advice at the captain's decisions, and f plays it out."""

    async def main() -> None:
        app = GinApp(SITTING_OUT, delay=0.01)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.click("#start")
            await pilot.pause()
            assert isinstance(app.screen, RoleDrawScreen)
            await pilot.press("space")
            await pilot.pause()
            session = app.session
            assert session is not None
            for _ in range(100):  # the captain's first decision comes at once (R11.2)
                if session.awaiting_advice:
                    break
                await pilot.pause(0.01)
            assert session.awaiting_advice
            history = len(session.state.history) if session.state else -1
            await pilot.pause(0.1)
            assert session.state is not None and len(session.state.history) == history
            await pilot.press("f")
            for _ in range(2000):
                if isinstance(app.screen, HandEndScreen):
                    break
                await pilot.pause(0.01)
            assert isinstance(app.screen, HandEndScreen)
            assert session.suggested is None  # nothing was suggested: f asks no more
            check_end(session, app.screen.text)

    asyncio.run(main())


def test_the_help_explains_sitting_out() -> None:
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        await pilot.press("question_mark")
        helps = app.screen
        assert isinstance(helps, HelpScreen)
        for said in ("Sitting out (three-player, R11.3)", "n  no suggestion",
                     "f  finish the hand", "hints for the", "No undo"):
            assert said in helps.text

    run_app(SITTING_OUT, body)


Before = Callable[[Pilot[int]], Awaitable[None]]
SnapCompare = Callable[..., bool]


def test_snapshot_of_the_sitting_out_table(snap_compare: SnapCompare) -> None:
    app = GinApp(SITTING_OUT, delay=0)

    async def before(pilot: Pilot[int]) -> None:
        await pilot.click("#start")
        await pilot.pause()
        await pilot.press("space")  # the draw for roles
        await pilot.pause()
        session = app.session
        assert session is not None and session.sitting_out
        await pilot.press("p", "n")  # a suggestion followed, then the captain alone
        await pilot.pause()
        assert session.captain_view() is not None

    assert snap_compare(app, terminal_size=(80, 24), run_before=before)
