"""Whole hands in the full-screen game, played by key presses (and one by mouse
clicks) on seeded deals: a gin, an undercut, a drawn hand, a knock, the
defender's own choice of lay-offs, a Hollywood game closed and the
three-player roles moving on.  What the screens show is checked against the
engine, each score worked out again from the hands laid down (R8).
"""

from __future__ import annotations

import re

import pytest
from textual.pilot import Pilot

from ginrummy.actions import Kind
from ginrummy.match import Roles
from ginrummy.melds import best_discard
from ginrummy.narration import totals_text
from ginrummy.rules import preset
from ginrummy.state import Phase
from ginrummy.tui import GameSettings, GinApp
from ginrummy.tui.ends import HandEndScreen, MatchEndScreen
from ginrummy.tui.table import CARD_WIDTH
from tui_pilot import (
    buttons,
    check_end,
    key_turn,
    play_hand,
    play_out,
    play_until,
    run_app,
    table,
)


def _totals_shown(app: GinApp, text: str) -> None:
    """The running score on ``text`` is the engine's (one game)."""
    session = app.session
    assert session is not None
    scores = session.match.score_json()["games"][0]["scores"]
    shown = " · ".join(f"{session.names[p]} {points}" for p, points in enumerate(scores))
    assert f"Score (to {session.rules.target}): {shown}" in text


def test_a_gin_by_key_presses_scores_the_gin_bonus() -> None:
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        end = await play_hand(app, pilot, knock="gin")
        session = app.session
        assert session is not None and session.end is not None
        assert session.end["outcome"] == "gin" and session.end["knocker"] == 0  # R5.4
        assert "You go gin" in end.text and "Gin: You score" in end.text
        result = session.booked.result if session.booked else None
        assert result is not None and result.score is not None
        assert result.score.bonus == session.rules.gin_bonus  # R8.2
        assert session.end["layoffs"] == []  # R6.3: nothing is laid off onto gin
        check_end(session, end.text)
        _totals_shown(app, end.text)

    run_app(GameSettings("standard", "easy", seed=35), body)


def test_an_undercut_by_key_presses_scores_for_the_defender() -> None:
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        end = await play_hand(app, pilot, knock="asap")
        session = app.session
        assert session is not None and session.end is not None
        assert session.end["outcome"] == "undercut" and session.end["knocker"] == 0  # R8.4
        assert session.end["winner"] == 1
        assert "Undercut: Computer scores" in end.text
        check_end(session, end.text)
        _totals_shown(app, end.text)

    run_app(GameSettings("standard", "easy", seed=24), body)


def test_a_drawn_hand_scores_nothing_and_the_same_dealer_deals_again() -> None:
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        session = app.session
        assert session is not None
        dealer = table(app).texts["top"].split(" · ")[2]
        end = await play_hand(app, pilot, knock="gin")
        assert session.end is not None and session.end["outcome"] == "draw"
        assert "drawn" in end.text and "only two cards are left in the stock (R7.1)" in end.text
        check_end(session, end.text)
        _totals_shown(app, end.text)
        assert session.match.score_json()["games"][0]["scores"] == [0, 0]
        await pilot.press("space")
        await pilot.pause()
        assert session.match.hand_number == 2
        assert table(app).texts["top"].split(" · ")[2] == dealer  # R7.1

    run_app(GameSettings("standard", "easy", seed=148), body)


def test_a_knock_played_by_mouse_clicks_alone() -> None:
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        screen = table(app)
        session = screen.session
        clicks = 0
        while not isinstance(app.screen, HandEndScreen):
            v = session.human_view()
            assert v is not None and v.is_my_turn
            kinds = {a.kind for a in v.legal_actions()}
            if v.phase is Phase.OFFER:
                assert {"take", "pass"} <= buttons(screen)
                await pilot.click("#do-pass")
            elif v.phase is Phase.DRAW:
                await pilot.click("#stock")
            elif Kind.KNOCK in kinds:
                await pilot.click("#do-knock")
                assert screen.laydown.mode == "knock" and "choose" in buttons(screen)
                card = screen.selected
                await pilot.click("#do-choose")
                assert screen.laydown.mode == "confirm" and screen.laydown.knock_card == card
                assert "face down" in screen.texts["pile"]
                await pilot.click("#do-confirm")
            else:
                card = best_discard(v.hand, v.taken).card
                if screen.selected != card:  # (a click on the selected card discards it)
                    index = screen._hand_order().index(card)
                    await pilot.click("#hand", offset=(index * CARD_WIDTH + 2, 1))
                assert screen.selected == card
                await pilot.click("#pile")  # the selected card goes onto the pile
                assert session.last[0] == ("discards", card)
            await pilot.pause()
            clicks += 1
            assert clicks < 100
        end = app.screen
        assert isinstance(end, HandEndScreen)
        assert session.end is not None and session.end["knocker"] == 0
        assert session.end["outcome"] == "knock" and session.end["layoffs"]
        # The person knocked: their own face-down discard is shown to them.
        assert f"discard (face down): {session.end['knock_discard']}" in end.text
        check_end(session, end.text)
        await pilot.click("#continue")
        await pilot.pause()
        assert session.match.hand_number == 2 and table(app) is screen

    run_app(GameSettings("standard", "easy", seed=2), body, ascii_only=True)


def test_the_defender_picks_other_lay_offs_and_the_score_follows() -> None:
    # The computer knocks on this deal; the person, defending, has many choices.
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        screen = table(app)
        session = screen.session
        v = await play_until(pilot, screen, lambda v: v.phase is Phase.LAY_OFF)
        assert v.phase is Phase.LAY_OFF
        # The knock discard lies face down: the defender never sees it (R5.3).
        assert "the knock discard, face down" in screen.texts["pile"]
        choices = screen.laydown.showings
        default = v.default_lay_off()
        assert (choices[0].melds, choices[0].layoffs) == (default.melds, default.layoffs)
        count = len(choices)
        assert count > 2 and f"(the default of {count})" in screen.texts["status"]
        await pilot.press("a", "a")
        assert f"(choice 3 of {count})" in screen.texts["status"]
        assert f"deadwood {choices[2].deadwood}" in screen.texts["status"]
        await pilot.press("r")  # the default is one key away
        assert f"(the default of {count})" in screen.texts["status"]
        await pilot.press("A")  # previous: wraps round to the last choice
        assert f"(choice {count} of {count})" in screen.texts["status"]
        await pilot.press("a", "a")
        chosen = choices[1]
        await pilot.press("enter")
        await pilot.pause()
        end = app.screen
        assert isinstance(end, HandEndScreen)
        state = session.state
        assert state is not None and state.showing is not None
        assert sorted(state.showing.melds) == sorted(chosen.melds)
        assert sorted(state.showing.layoffs, key=lambda lo: lo.card) == sorted(
            chosen.layoffs, key=lambda lo: lo.card)
        assert state.showing.deadwood == chosen.deadwood
        assert "discard (face down): not shown" in end.text
        check_end(session, end.text)

    run_app(GameSettings("standard", "easy", seed=4), body)


def test_a_hollywood_sheet_closes_a_game() -> None:
    rules = preset("hollywood").with_options({"target": "25"})

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        session = app.session
        assert session is not None
        for _ in range(20):
            end = await play_hand(app, pilot, knock="asap")
            check_end(session, end.text)
            games = session.match.score_json()["games"]
            # The three columns on the end screen are the engine's (R10.1).
            for p, name in enumerate(session.names):
                row = next(line for line in end.text.splitlines()
                           if line.startswith(name + " ") and "melds" not in line)
                assert row[len(name):].split() == [str(g["scores"][p]) for g in games]
            won = [(i, g["winner"]) for i, g in enumerate(games, 1) if g["winner"] is not None]
            if won:
                break
            await pilot.press("space")
            await pilot.pause()
        assert won, "no game closed"
        said = "; ".join(f"game {i} won by {session.names[w]}" for i, w in won)
        assert said in end.text  # R10.3: each game is won on its own
        # The winner reached the target in each game closed.
        for i, w in won:
            assert games[i - 1]["scores"][w] >= session.rules.target
        await pilot.press("space")
        await pilot.pause()
        if session.match.is_over:
            assert isinstance(app.screen, MatchEndScreen)
        else:
            await pilot.press("c")
            sheet = app.screen.text  # type: ignore[attr-defined]
            rows = [line for line in sheet.splitlines() if re.match(r"\s+\d+\s", line)]
            assert len(rows) == len(session.match.booked)

    run_app(GameSettings("hollywood", "easy", seed=4, rules=rules), body)


def _roles_shown(text: str, roles: Roles, names: list[str]) -> bool:
    """Whether the table's text names the roles of ``roles``."""
    if roles.out == 0:
        return (f"You sit out and advise the captain, {names[roles.captain]}," in text
                and f"{names[roles.box]}: 10 cards (in the box)" in text)
    mine = "in the box" if roles.box == 0 else "captain"
    return f"You are {mine}; {names[roles.out]} sits out." in text


def test_three_player_roles_move_on_after_each_hand() -> None:
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        session = app.session
        assert session is not None
        moved = 0
        for _ in range(3):
            roles = session.hand_roles
            assert roles is not None
            assert _roles_shown(table(app).texts["opponent"], roles, session.names)
            end: HandEndScreen
            if roles.out == 0:
                # Sitting out: the hand waits for advice until f lets it play out (R11.3).
                assert session.awaiting_advice and session.human_view() is None
                end = await play_out(app, pilot)
            else:
                end = await play_hand(app, pilot, knock="asap")
            check_end(session, end.text)
            booked = session.booked
            assert booked is not None
            after = session.match.roles
            assert after is not None
            if booked.winner_player is not None:
                # R11.5: a box that wins stays; otherwise the captain moves into the box.
                assert after == roles.after(box_won=booked.winner_player == roles.box)
                moved += after != roles
            await pilot.press("space")
            await pilot.pause()
            if isinstance(app.screen, MatchEndScreen):
                break
            assert _roles_shown(table(app).texts["opponent"], after, session.names)
        assert moved >= 1

    run_app(GameSettings("three-player", "easy", seed=0), body)


@pytest.mark.parametrize(
    "system", ["standard", "oklahoma", "hollywood", "oklahoma-hollywood", "three-player"]
)
def test_a_whole_match_of_each_system_by_key_presses(system: str) -> None:
    """Issue 4's "done when": a match of every system finished from the new game screen
    by keys, every hand's end checked against the engine (R8), and the final totals
    on the match's end screen the match's own.  A low target keeps it short."""
    rules = preset(system).with_options({"target": "30"})

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        session = app.session
        assert session is not None
        hands = 0
        for _ in range(3000):
            screen = app.screen
            if isinstance(screen, MatchEndScreen):
                break
            if isinstance(screen, HandEndScreen):
                check_end(session, screen.text)
                hands += 1
                await pilot.press("space")
                await pilot.pause()
            elif session.human_seat is None:  # sitting out (R11.3): let the hand play out
                await play_out(app, pilot)
            else:
                await key_turn(pilot, table(app), "asap")
        end = app.screen
        assert isinstance(end, MatchEndScreen) and session.match.is_over
        assert hands == session.match.hand_number >= 1
        winner = session.match.winner
        assert winner is not None
        assert f"{session.names[winner]} wins the match" in end.text
        assert f"Final totals: {totals_text(session.match.totals(), session.names)}" in end.text

    run_app(GameSettings(system, "medium", seed=12, rules=rules), body)
