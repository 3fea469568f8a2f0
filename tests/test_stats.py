"""The statistics store (ginrummy.stats), its data folder and ``ginrummy stats``."""

from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path
from typing import Any

import pytest

from ginrummy.cli.main import main
from ginrummy.datadir import ENV_VAR, data_dir
from ginrummy.stats import (
    FILE_NAME,
    SCHEMA_VERSION,
    HandRow,
    MatchRow,
    StatsError,
    StatsLockedError,
    StatsStore,
    totals_json,
    totals_table,
)


def knock_end(
    outcome: str, winner: int, knocker: int, deadwood: int, points: int
) -> dict[str, Any]:
    """A record ``end`` entry with the fields the statistics read (docs/records.md)."""
    return {"outcome": outcome, "winner": winner, "points": points, "games": [0],
            "knocker": knocker, "defender": 1 - knocker, "knocker_deadwood": deadwood}


DRAW: dict[str, Any] = {"outcome": "draw", "winner": None, "points": 0, "games": [],
                        "draw_reason": "stock"}


def fill(store: StatsStore) -> None:
    """Two matches against easy (standard), one hand against hard (oklahoma)."""
    hands = [
        ("m1", 1, knock_end("knock", 0, 0, 7, 20)),  # you knock with 7
        ("m1", 2, knock_end("gin", 0, 0, 0, 45)),  # you go gin: not a knock's deadwood
        ("m1", 3, knock_end("undercut", 0, 1, 9, 25)),  # you undercut the computer
        ("m1", 4, DRAW),
        ("m2", 1, knock_end("undercut", 1, 0, 4, 15)),  # you knock with 4 and are undercut
        ("m2", 2, knock_end("big_gin", 0, 0, 0, 50)),
    ]
    for match_id, number, end in hands:
        store.record_hand(HandRow.from_end(match_id, number, "standard", "easy", True, end))
    store.record_match(MatchRow("m1", "standard", "easy", 0, 4))
    store.record_match(MatchRow("m2", "standard", "easy", 1, 2))
    store.record_hand(HandRow.from_end("m3", 1, "oklahoma", "hard", True,
                                       knock_end("knock", 1, 1, 3, 10)))


def test_hands_and_matches_are_totalled_by_level_and_system(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "sub" / FILE_NAME)
    fill(store)
    easy, hard = store.totals()
    assert (easy.level, easy.system) == ("easy", "standard")
    assert (easy.matches, easy.matches_won) == (2, 1)
    assert (easy.hands, easy.hands_won) == (6, 4)
    assert easy.gins == 2  # gin and big gin
    assert easy.undercuts == 1  # only the undercut you made, not the one against you
    assert (easy.knocks, easy.knock_deadwood) == (2, 11)  # 7 and 4: gins not counted
    assert easy.average_knock_deadwood == 5.5
    assert (hard.level, hard.system, hard.matches, hard.hands, hard.hands_won) == (
        "hard", "oklahoma", 0, 1, 0)  # a match still in progress: its hands count
    assert hard.average_knock_deadwood is None


def test_the_same_hand_or_match_recorded_again_counts_once(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / FILE_NAME)
    fill(store)
    fill(store)  # a resumed match re-plays (and re-reports) its saved hands
    easy = store.totals()[0]
    assert (easy.matches, easy.hands, easy.gins) == (2, 6, 2)


def test_hands_the_person_sat_out_are_not_counted_as_played(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / FILE_NAME)
    store.record_hand(HandRow.from_end("m", 1, "three-player", "easy", False,
                                       knock_end("knock", 2, 2, 5, 12)))
    store.record_hand(HandRow.from_end("m", 2, "three-player", "easy", True,
                                       knock_end("gin", 0, 0, 0, 30)))
    (row,) = store.totals()
    assert (row.hands, row.hands_won, row.gins, row.knocks) == (1, 1, 1, 0)


def test_levels_are_listed_easiest_first(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / FILE_NAME)
    for i, level in enumerate(("expert", "easy", "medium", "hard")):
        store.record_hand(HandRow.from_end(f"m{i}", 1, "standard", level, True, DRAW))
    assert [r.level for r in store.totals()] == ["easy", "medium", "hard", "expert"]


def test_reading_a_missing_file_creates_nothing(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    assert StatsStore(path).totals() == []
    assert not path.exists()


def test_the_schema_version_is_written_and_a_newer_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    store = StatsStore(path)
    store.record_hand(HandRow.from_end("m", 1, "standard", "easy", True, DRAW))
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    with pytest.raises(StatsError, match="newer version of ginrummy"):
        store.totals()
    with pytest.raises(StatsError, match=f"format {SCHEMA_VERSION + 1}"):
        store.record_hand(HandRow.from_end("m", 2, "standard", "easy", True, DRAW))
    with sqlite3.connect(path) as db:  # refused, not changed
        assert db.execute("SELECT COUNT(*) FROM hands").fetchone()[0] == 1
    db.close()


def test_a_file_that_is_not_a_database_gives_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    path.write_text("this is not SQLite, " * 100)
    with pytest.raises(StatsError, match="not a readable statistics file"):
        StatsStore(path).totals()
    assert path.read_text().startswith("this is not SQLite")


def test_the_table_fits_78_columns_with_an_overall_row(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / FILE_NAME)
    fill(store)
    text = totals_table(store.totals())
    lines = text.splitlines()
    assert all(len(line) <= 78 for line in lines)
    assert lines[2].split() == ["easy", "standard", "1/2", "4/6", "2", "1", "5.5"]
    assert lines[3].split() == ["hard", "oklahoma", "0/0", "0/1", "0", "0", "-"]
    assert lines[4].split() == ["all", "all", "1/2", "4/7", "2", "1", "5.5"]
    assert totals_table([]) == "No hands against the computer yet."


def test_totals_json_has_the_average(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / FILE_NAME)
    fill(store)
    first = totals_json(store.totals())[0]
    assert first["average_knock_deadwood"] == 5.5 and first["hands_won"] == 4


def test_the_data_folder_is_overridden_by_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "mine"))
    assert data_dir() == tmp_path / "mine"


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="the XDG layout")
def test_the_data_folder_follows_xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert data_dir() == tmp_path / "ginrummy"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/path")  # invalid per the spec: ignored
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert data_dir() == tmp_path / "home" / ".local" / "share" / "ginrummy"


def test_ginrummy_stats_prints_the_totals_as_text_and_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    store = StatsStore(data_dir() / FILE_NAME)
    assert main(["stats"]) == 0
    assert capsys.readouterr().out == "No hands against the computer yet.\n"
    fill(store)
    assert main(["stats"]) == 0
    assert capsys.readouterr().out == totals_table(store.totals()) + "\n"
    assert main(["stats", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["file"] == str(store.path)
    assert [(t["level"], t["matches_won"]) for t in doc["totals"]] == [("easy", 1), ("hard", 0)]


def test_ginrummy_stats_usage_and_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--help"]) == 0
    assert "usage: ginrummy stats" in capsys.readouterr().out
    assert main(["stats", "extra"]) == 2
    assert "unrecognized arguments: extra" in capsys.readouterr().err
    path = data_dir() / FILE_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("not a database " * 100)
    assert main(["stats"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("ginrummy: error: ") and "not a readable statistics file" in err


# ---------------------------------------------------------------------- another game's lock


def lock(path: Path) -> sqlite3.Connection:
    """Another game in the middle of a write: a second connection holding the file
    with ``BEGIN EXCLUSIVE`` (readers and writers wait)."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    return other


def test_a_file_locked_by_another_game_says_so_and_nothing_is_lost(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / FILE_NAME, timeout=0.1)
    fill(store)
    other = lock(store.path)
    row = HandRow.from_end("m9", 1, "standard", "easy", True, knock_end("knock", 0, 0, 5, 12))
    with pytest.raises(StatsLockedError, match="is locked by another game") as info:
        store.record_hand(row)
    assert "not readable" not in str(info.value)
    with pytest.raises(StatsLockedError, match="is locked by another game"):
        store.totals()
    other.rollback()
    other.close()
    store.record([row, MatchRow("m9", "standard", "easy", 0, 1)])  # counted once free
    easy = store.totals()[0]
    assert (easy.hands, easy.matches) == (7, 3)


def test_ginrummy_stats_on_a_locked_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path))
    monkeypatch.setattr("ginrummy.stats.BUSY_TIMEOUT", 0.1)
    fill(StatsStore(tmp_path / FILE_NAME))
    other = lock(tmp_path / FILE_NAME)
    try:
        assert main(["stats"]) == 2
    finally:
        other.close()
    err = capsys.readouterr().err
    assert err.startswith("ginrummy: error: ") and "is locked by another game" in err
    assert len(err.splitlines()) == 1
