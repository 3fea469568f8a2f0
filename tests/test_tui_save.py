"""The full-screen game's save, resume offer and statistics screen, by Textual's pilot.

Every app here keeps its files in the test's own folder (``folder=tmp_path``).
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot

from ginrummy.rules import preset
from ginrummy.stats import FILE_NAME as STATS_FILE
from ginrummy.stats import SCHEMA_VERSION, StatsStore
from ginrummy.tui import GameSettings, GinApp
from ginrummy.tui.ends import HandEndScreen, HelpScreen, MatchEndScreen
from ginrummy.tui.newgame import NewGameScreen
from ginrummy.tui.resume import ResumeScreen, SaveProblemScreen
from ginrummy.tui.saves import FILE_NAME as SAVE_FILE
from ginrummy.tui.saves import write_save
from ginrummy.tui.session import Session
from ginrummy.tui.statsscreen import StatsScreen
from test_saves import advance, evil_module
from test_stats import fill
from tui_pilot import key_turn, play_hand, play_match, table

Body = Callable[[GinApp, Pilot[int]], Awaitable[None]]
SnapCompare = Callable[..., bool]


def run(app: GinApp, body: Body) -> None:
    async def main() -> None:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await body(app, pilot)

    asyncio.run(main())


def fingerprint(session: Session) -> tuple[Any, ...]:
    """What must survive a save and resume: the hand, the sheet, the record."""
    s = session.state
    assert s is not None
    return (s.history, s.hands, s.pile, s.stock_pos, session.match.score_json(),
            session.record.doc, session.last, session.match_id)


def test_quitting_mid_match_saves_it_and_the_next_start_resumes_it(tmp_path: Path) -> None:
    seen: dict[str, Any] = {}

    async def first(app: GinApp, pilot: Pilot[int]) -> None:
        assert isinstance(app.screen, NewGameScreen)  # no save yet: no offer
        await pilot.click("#start")
        await pilot.pause()
        screen = table(app)
        for _ in range(5):
            await key_turn(pilot, screen)
        assert app.session is not None and not app.session.hand_over
        seen["before"] = fingerprint(app.session)
        seen["hand"] = app.session.match.hand_number
        await pilot.press("q")

    run(GinApp(GameSettings("standard", "easy", seed=5), delay=0, folder=tmp_path), first)
    assert (tmp_path / SAVE_FILE).is_file()

    async def second(app: GinApp, pilot: Pilot[int]) -> None:
        offer = app.screen
        assert isinstance(offer, ResumeScreen)
        assert "Saved: standard against the computer (easy)" in offer.text
        assert f"hand {seen['hand']} in play" in offer.text and "Seed 5." in offer.text
        await pilot.press("r")
        await pilot.pause()
        screen = table(app)
        assert app.session is not None and fingerprint(app.session) == seen["before"]
        assert f"Hand {seen['hand']}" in screen.texts["top"]
        await key_turn(pilot, screen)  # the game goes on
        assert app.session.state is not None
        seen["after"] = len(app.session.state.history)
        await pilot.press("q")

    run(GinApp(delay=0, folder=tmp_path), second)

    async def third(app: GinApp, pilot: Pilot[int]) -> None:
        offer = app.screen
        assert isinstance(offer, ResumeScreen)
        assert offer.session.state is not None
        assert len(offer.session.state.history) == seen["after"]  # saved again on leaving
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        assert not (tmp_path / SAVE_FILE).exists()  # discarded

    run(GinApp(delay=0, folder=tmp_path), third)


def test_a_hands_end_left_is_shown_again_and_counted_once(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / STATS_FILE)

    async def first(app: GinApp, pilot: Pilot[int]) -> None:
        await pilot.click("#start")
        await pilot.pause()
        await play_hand(app, pilot)
        assert isinstance(app.screen, HandEndScreen)
        (row,) = store.totals()
        assert row.hands == 1 and row.matches == 0
        assert (tmp_path / SAVE_FILE).is_file()  # saved at the hand's end, before leaving
        await pilot.press("q")

    run(GinApp(GameSettings("standard", "easy", seed=11), delay=0, folder=tmp_path), first)

    async def second(app: GinApp, pilot: Pilot[int]) -> None:
        assert isinstance(app.screen, ResumeScreen)
        assert "hand 1 just finished" in app.screen.text
        await pilot.click("#resume")
        await pilot.pause()
        assert isinstance(app.screen, HandEndScreen)
        await pilot.press("space")
        await pilot.pause()
        assert app.session is not None and app.session.match.hand_number == 2
        assert store.totals()[0].hands == 1  # the re-played hand is not counted again

    run(GinApp(delay=0, folder=tmp_path), second)


def test_a_corrupt_save_is_reported_and_kept_aside(tmp_path: Path) -> None:
    (tmp_path / SAVE_FILE).write_text("{ this is not a save")

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        problem = app.screen
        assert isinstance(problem, SaveProblemScreen)
        assert "not JSON" in problem.text and "saved-game.json.corrupt" in problem.text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)

    run(GinApp(delay=0, folder=tmp_path), body)
    assert not (tmp_path / SAVE_FILE).exists()
    assert (tmp_path / (SAVE_FILE + ".corrupt")).read_text() == "{ this is not a save"


def test_a_save_naming_a_module_is_set_aside_without_importing_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    marker = evil_module(tmp_path, monkeypatch)
    session = Session(GameSettings("standard", "easy", seed=9))
    advance(session, 10)
    write_save(session, tmp_path / SAVE_FILE)
    doc = json.loads((tmp_path / SAVE_FILE).read_text())
    doc["settings"]["level"] = "evil_save_bot:Bot"
    (tmp_path / SAVE_FILE).write_text(json.dumps(doc))

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        problem = app.screen
        assert isinstance(problem, SaveProblemScreen)
        assert "unknown level 'evil_save_bot:Bot'" in problem.text
        assert "saved-game.json.corrupt" in problem.text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)

    run(GinApp(delay=0, folder=tmp_path), body)
    assert not (tmp_path / SAVE_FILE).exists()
    assert json.loads((tmp_path / (SAVE_FILE + ".corrupt")).read_text()) == doc
    assert not marker.exists() and "evil_save_bot" not in sys.modules


def test_a_finished_match_is_counted_and_leaves_no_save(tmp_path: Path) -> None:
    rules = preset("standard").with_options({"target": "1"})
    store = StatsStore(tmp_path / STATS_FILE)

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        await pilot.click("#start")
        await pilot.pause()
        session = app.session
        assert session is not None
        await play_match(app, pilot)
        assert isinstance(app.screen, MatchEndScreen)
        (row,) = store.totals()
        won = int(session.match.winner == 0)
        assert (row.level, row.system, row.matches, row.matches_won) == (
            "easy", "standard", 1, won)
        assert row.hands == session.match.hand_number
        assert not (tmp_path / SAVE_FILE).exists()  # removed as the match ended
        await pilot.press("f2")  # the statistics from the match's end
        stats = app.screen
        assert isinstance(stats, StatsScreen)
        assert f"{won}/1" in stats.text.splitlines()[4].split()
        await pilot.press("x")
        assert isinstance(app.screen, MatchEndScreen)
        await pilot.press("q")

    run(GinApp(GameSettings("standard", "easy", seed=7, rules=rules), delay=0,
               folder=tmp_path), body)
    assert not (tmp_path / SAVE_FILE).exists()


def test_the_statistics_screen_from_the_new_game_screen_and_the_table(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / STATS_FILE)
    fill(store)

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        form = app.screen
        assert isinstance(form, NewGameScreen)
        await pilot.press("f2")
        stats = app.screen
        assert isinstance(stats, StatsScreen)
        assert "Statistics against the computer" in stats.text
        assert "easy    standard                 1/2       4/6     2          1        5.5" in (
            stats.text)
        await pilot.press("space")
        assert app.screen is form
        await pilot.click("#start")
        await pilot.pause()
        screen = table(app)
        await pilot.press("S")
        assert isinstance(app.screen, StatsScreen)
        await pilot.press("escape")
        assert table(app) is screen
        await pilot.press("question_mark")
        help_screen = app.screen
        assert isinstance(help_screen, HelpScreen)
        assert "S or F2  your statistics" in help_screen.text

    run(GinApp(GameSettings("standard", "easy", seed=3), delay=0, folder=tmp_path), body)


def test_a_hand_played_while_another_game_locks_the_statistics_is_counted_later(
    tmp_path: Path,
) -> None:
    store = StatsStore(tmp_path / STATS_FILE)
    fill(store)
    other = sqlite3.connect(store.path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another game in the middle of a write
    notes: list[str] = []

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        app.stats = StatsStore(store.path, timeout=0.1)
        app.notify = lambda message, **_kw: notes.append(str(message))  # type: ignore[method-assign]
        await pilot.click("#start")
        await pilot.pause()
        await play_hand(app, pilot)
        assert isinstance(app.screen, HandEndScreen)  # the game goes on
        assert len(notes) == 1 and "locked by another game" in notes[0], notes
        assert "not readable" not in notes[0] and "1 hand kept" in notes[0]
        assert len(app.uncounted) == 1
        other.rollback()  # the other game is done
        await pilot.press("space")
        await pilot.pause()
        await play_hand(app, pilot)
        assert app.uncounted == [] and len(notes) == 1
        await pilot.press("q")

    try:
        run(GinApp(GameSettings("standard", "easy", seed=11), delay=0, folder=tmp_path), body)
    finally:
        other.close()
    easy = store.totals()[0]
    assert easy.hands == 6 + 2  # fill's six, and both hands of this match


def test_statistics_from_a_newer_version_are_refused_on_the_screen(tmp_path: Path) -> None:
    path = tmp_path / STATS_FILE
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    db.close()

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        await pilot.press("f2")
        stats = app.screen
        assert isinstance(stats, StatsScreen)
        assert "cannot be shown" in stats.text and "newer version of ginrummy" in stats.text

    run(GinApp(delay=0, folder=tmp_path), body)


# ---------------------------------------------------------------------- snapshots


def test_snapshot_of_the_statistics_screen(tmp_path: Path, snap_compare: SnapCompare) -> None:
    fill(StatsStore(tmp_path / STATS_FILE))
    app = GinApp(GameSettings("standard", "easy", seed=3), delay=0, folder=tmp_path)
    assert snap_compare(app, press=["f2"], terminal_size=(80, 24))


def test_snapshot_of_the_resume_offer(tmp_path: Path, snap_compare: SnapCompare) -> None:
    session = Session(GameSettings("hollywood", "medium", 5))
    advance(session, 25)
    write_save(session, tmp_path / SAVE_FILE)
    app = GinApp(delay=0, folder=tmp_path)
    assert snap_compare(app, terminal_size=(80, 24))


def test_a_save_that_cannot_be_written_is_reported_on_leaving(tmp_path: Path) -> None:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the data folder should be")

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        await pilot.click("#start")
        await pilot.pause()
        problem = app.save_game()
        assert problem is not None and "the match could not be saved to" in problem
        assert str(blocked / SAVE_FILE) in problem

    run(GinApp(GameSettings("standard", "easy", seed=3), delay=0, folder=blocked), body)
    assert blocked.read_text() == "a file where the data folder should be"
