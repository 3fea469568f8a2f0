"""The full-screen game (ginrummy.tui), driven by Textual's pilot with seeded deals.

Each test runs the app headless at 80x24 with no delay for the computer's
moves and plays by key presses; what the screens show is compared with what the
engine computed.
"""

from __future__ import annotations

import os
import re
import select
import signal
import sys
import time

import pytest
from textual.pilot import Pilot

from ginrummy.actions import Kind
from ginrummy.cards import card_name
from ginrummy.melds import Arrangement
from ginrummy.rules import preset
from ginrummy.state import Phase
from ginrummy.tui import GameSettings, GinApp
from ginrummy.tui.controls import action_label
from ginrummy.tui.ends import HandEndScreen, HelpScreen, MatchEndScreen, ScoreSheetScreen
from ginrummy.tui.table import CARD_WIDTH, TableScreen
from tui_pilot import key_turn, play_hand, play_match, play_out, play_until, run_app, table


async def knock_turn(pilot: Pilot[int], screen: TableScreen) -> Arrangement | None:
    """One decision of the human by keys: a knock when one is legal (k proposes the
    card, the second arrangement offered is chosen when there is one), else
    key_turn's play.  Returns the arrangement of a knock."""
    v = screen.session.human_view()
    assert v is not None and v.is_my_turn
    kinds = {a.kind for a in v.legal_actions()}
    if v.phase is not Phase.DISCARD or Kind.KNOCK not in kinds:
        await key_turn(pilot, screen)
        return None
    await pilot.press("k")
    assert screen.laydown.mode == "knock"
    card = screen.selected
    assert card is not None
    await pilot.press("enter")
    assert screen.laydown.mode == "confirm"
    arr = screen.session.knock_arrangement(card)
    if arr.deadwood == 0:
        assert "Gin!" in screen.texts["status"]
    assert f"deadwood {arr.deadwood}" in screen.texts["status"]
    assert screen.laydown.arrangements[0] == arr  # the least-deadwood one proposed (R5.3)
    if len(screen.laydown.arrangements) > 1:
        await pilot.press("a")
        assert "arrangement 2 of" in screen.texts["status"]
    chosen = screen.laydown.arrangements[screen.laydown.arrangement_index]
    await pilot.press("enter")
    await pilot.pause()
    return chosen


@pytest.mark.parametrize(
    ("system", "seed"),
    [("standard", 11), ("oklahoma", 3), ("hollywood", 6), ("oklahoma-hollywood", 9),
     ("three-player", 1)],
)
def test_a_hand_is_played_by_key_presses_and_its_score_shown(system: str, seed: int) -> None:
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        screen = table(app)
        session = screen.session
        assert "known:" in screen.texts["opponent"] and "deadwood" in screen.texts["mine"]
        v = session.human_view()
        assert v is not None
        assert f"knock limit {v.knock_limit}" in screen.texts["top"]
        end = await play_hand(app, pilot)
        booked = session.booked
        assert booked is not None and session.end is not None
        if booked.result.winner is None:
            assert "drawn" in end.text
        else:
            score = booked.result.score
            assert score is not None
            points = booked.result.points
            assert f"score {points}" in end.text or f"scores {points}" in end.text
            assert (f"difference {score.difference} + bonus {score.bonus},"
                    f" x {score.multiplier} = {booked.result.points}") in end.text
            for p in (session.end["knocker"], session.end["defender"]):
                # The person's own melds are "Your melds" (issue 27, item 12).
                label = "Your" if p == session.human else session.names[p]
                assert f"{label} melds" in end.text
        games = session.match.score_json()["games"]
        if len(games) == 1:  # "you 12 · computer (easy) 0", with roles in three-player
            for p, points in enumerate(games[0]["scores"]):
                name = re.escape(session.names[p])
                assert re.search(rf"{name}( \((box|captain|out)\))? {points}\b", end.text)
        else:
            row = [line for line in end.text.splitlines() if line.startswith("you ")][-1]
            assert row.split()[1:] == [str(g["scores"][0]) for g in games]
        await pilot.press("space")
        await pilot.pause()
        assert session.match.hand_number == 2
        assert isinstance(app.screen, TableScreen)  # sitting out too (R11.3)
        # The score sheet has a row for the hand played.
        await pilot.press("c")
        sheet = app.screen
        assert isinstance(sheet, ScoreSheetScreen)
        cells = next(line for line in sheet.text.splitlines()
                     if line.startswith("   1 ")).split()
        assert cells[0] == "1" and cells[1] == str(booked.result.outcome).split("_")[0]
        await pilot.press("space")
        assert app.screen is table(app)

    run_app(GameSettings(system, "easy", seed=seed), body)


def test_an_illegal_key_shows_the_engines_reason_and_changes_nothing() -> None:
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        screen = table(app)
        session = screen.session
        await play_until(pilot, screen, lambda v: v.phase is Phase.DISCARD)
        before = session.state
        await pilot.press("t")  # taking the discard after drawing: refused
        assert session.state is before
        assert screen.texts["status"].startswith("Not allowed: ")
        await pilot.press("p")
        assert session.state is before
        assert "Not allowed" in screen.texts["status"]
        # A legal action clears the message.
        await key_turn(pilot, screen)
        assert session.state is not before
        assert "Not allowed" not in screen.texts["status"]
        # u takes it back (with the computer's moves after it); u again takes back
        # the draw only if it came from the pile: a stock card, once seen, stays drawn.
        await pilot.press("u")
        assert session.state is before and "Took back" in screen.texts["status"]
        assert before is not None
        drew_from_stock = before.history[-1][1].kind is Kind.DRAW_STOCK
        await pilot.press("u")
        v = session.human_view()
        assert v is not None
        if drew_from_stock:
            assert session.state is before and v.phase is Phase.DISCARD
        else:
            assert v.phase in (Phase.DRAW, Phase.OFFER)

    run_app(GameSettings("standard", "easy", seed=5), body)


def test_knock_is_refused_with_a_reason_then_played_through_discard_and_confirm() -> None:
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        screen = table(app)
        session = screen.session
        v = session.human_view()
        assert v is not None
        await pilot.press("k")  # nothing drawn yet: no knock is offered
        assert screen.texts["status"].startswith("Not allowed")
        assert screen.laydown.mode == "play" and "k knock" not in screen.texts["keys"]
        knocked = False
        chosen: Arrangement | None = None
        for _ in range(2000):
            if isinstance(app.screen, MatchEndScreen):
                break
            if isinstance(app.screen, HandEndScreen):
                end = session.end
                assert end is not None
                if end.get("knocker") == 0:
                    knocked = True
                    break
                await pilot.press("space")
                await pilot.pause()
                continue
            arrangement = await knock_turn(pilot, screen)
            if arrangement is not None:
                chosen = arrangement
        assert knocked
        assert session.booked is not None and session.booked.result.knocker == 0
        end_screen = app.screen
        assert isinstance(end_screen, HandEndScreen)
        assert "You knock" in end_screen.text or "You go gin" in end_screen.text
        # The arrangement laid down is the one confirmed.
        state = session.state
        assert state is not None and state.arrangement is not None and chosen is not None
        assert state.arrangement.melds == chosen.melds
        assert screen.laydown.arrangement_index == 1  # this deal offers more than one arrangement

    run_app(GameSettings("standard", "easy", seed=11), body)


def test_hollywood_shows_three_game_columns() -> None:
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        screen = table(app)
        score = screen.texts["score"]
        assert "Game 1" in score and "Game 2" in score and "Game 3" in score
        await pilot.press("question_mark")
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        assert "Hollywood" in help_screen.text and "s  draw from the stock" in help_screen.text
        await pilot.press("x")
        assert app.screen is screen

    run_app(GameSettings("hollywood", "easy", seed=4), body)


@pytest.mark.parametrize("seed", [1, 2, 4])
def test_three_player_game_starts_and_shows_roles(seed: int) -> None:
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        session = app.session
        assert session is not None
        roles = session.hand_roles
        assert roles is not None
        if roles.out == 0:
            # Sitting out: the table shows the captain's hand and waits for advice
            # (R11.3); f plays the hand out, and its end names the two who played.
            screen = table(app)
            assert "You sit out and advise the captain" in screen.texts["opponent"]
            assert f"{session.names[roles.captain]}'s deadwood" in screen.texts["mine"]
            end = await play_out(app, pilot)
            assert session.end is not None
            if session.end["outcome"] != "draw":
                players = {session.end["knocker"], session.end["defender"]}
                assert players == {roles.box, roles.captain}
                assert f"{session.names[roles.box]} melds" in end.text
            assert "you melds" not in end.text
        else:
            screen = table(app)
            text = screen.texts["opponent"] + screen.texts["score"]
            assert f"You are {session.role_of(0)}" in text
            assert f"{session.names[roles.out]} sits out" in text
            assert "(box)" in screen.texts["score"] and "(out)" in screen.texts["score"]
            if roles.captain == 0 and session.human_to_act:
                advice = session.advice()
                assert advice is not None
                adviser = session.names[roles.out]
                # In the words of the button that plays it (issue 27, item 10).
                v = session.human_view()
                said = action_label(advice, v.pile_top if v is not None else None)
                assert f"Advice of {adviser}: {said}" in screen.texts["mine"]

    run_app(GameSettings("three-player", "easy", seed=seed), body)


def test_hint_lists_the_experts_top_three_and_o_cycles_the_sort() -> None:
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        screen = table(app)
        await pilot.press("h")
        hint = screen.texts["hint"]
        assert hint.startswith("Hint (expert):")
        assert len(screen.session.hints(3)) == hint.count("\n")
        await pilot.press("o")
        assert screen.sort == "rank" and "Sorted by rank" in screen.texts["status"]
        await pilot.press("o", "o")
        assert screen.sort == "melds"
        await pilot.press("q")

    run_app(GameSettings("standard", "easy", seed=8), body)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a Unix pseudo-terminal")
def test_ginrummy_play_in_a_real_terminal_starts_and_quits_cleanly() -> None:
    import fcntl
    import pty
    import struct
    import termios

    pid, fd = pty.fork()
    if pid == 0:  # the child: ginrummy play on the pseudo-terminal
        os.environ["TERM"] = "xterm-256color"
        os.execv(sys.executable, [sys.executable, "-m", "ginrummy", "play", "--seed", "3"])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    seen = bytearray()

    def wait_for(text: str, seconds: float = 20.0) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if text.encode() in seen:
                return True
            ready, _, _ = select.select([fd], [], [], 0.1)
            if ready:
                try:
                    seen.extend(os.read(fd, 65536))
                except OSError:
                    return text.encode() in seen
        return False

    try:
        assert wait_for("new game"), seen[-500:]
        for _ in range(4):  # system, level, seed, name: then the Start button
            os.write(fd, b"\t")
            time.sleep(0.2)
        os.write(fd, b"\r")
        assert wait_for("knock limit"), seen[-500:]
        os.write(fd, b"q")
        end = time.monotonic() + 20
        status = None
        while time.monotonic() < end:
            wait_for("\0", 0.2)  # keep reading so that the child never blocks on output
            done, status = os.waitpid(pid, os.WNOHANG)
            if done:
                break
        assert status is not None and os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0
        pid = 0
    finally:
        if pid:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        os.close(fd)


def test_ascii_cards_and_a_click_selects_then_discards() -> None:
    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        screen = table(app)
        session = screen.session
        v = session.human_view()
        assert v is not None
        assert all(s not in screen.texts["hand"] for s in "♠♥♦♣")
        order = screen._hand_order()
        assert screen.texts["hand"].split("\n")[1].split() == [card_name(c) for c in order]
        v = await play_until(pilot, screen, lambda v: v.phase is Phase.DISCARD)
        order = screen._hand_order()
        card = next(c for c in order if c != v.taken)
        index = order.index(card)
        await pilot.click("#hand", offset=(index * CARD_WIDTH + 2, 1))
        assert screen.selected == card
        before = session.state
        await pilot.click("#hand", offset=(index * CARD_WIDTH + 2, 1))
        await pilot.pause()
        assert session.state is not before
        assert session.last[0] == ("discards", card)

    run_app(GameSettings("standard", "easy", seed=5), body, ascii_only=True)


def test_play_without_a_terminal_is_the_line_by_line_game() -> None:
    import subprocess

    for extra in ([], ["--plain"]):
        done = subprocess.run(
            [sys.executable, "-m", "ginrummy", "play", "--seed", "3", *extra],
            input="stock\nquit\n", capture_output=True, text=True, timeout=60, check=False,
        )
        assert done.returncode == 0, done.stderr
        assert "Gin Rummy: standard" in done.stdout and "Game stopped." in done.stdout


def test_the_match_end_screen_names_the_winner() -> None:
    rules = preset("standard").with_options({"target": "1"})

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        session = app.session
        assert session is not None
        end = await play_match(app, pilot)
        winner = session.match.winner
        assert winner is not None
        assert f"Match over: {session.names[winner]} wins the match." in end.text
        await pilot.press("q")

    run_app(GameSettings("standard", "easy", seed=7, rules=rules), body)
