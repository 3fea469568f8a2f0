"""``ginrummy hint``: the expert's ranking of a recorded position."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ginrummy.actions import parse_action
from ginrummy.cards import format_hand
from ginrummy.cli.main import main
from ginrummy.legality import legal_actions
from ginrummy.notation import parse_position
from ginrummy.record import save_record
from ginrummy.rules import preset
from ginrummy.runner import play_named_match


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    outcome = play_named_match(preset("standard"), ["simple", "simple"], seed=3)
    path = tmp_path_factory.mktemp("hint") / "match.json"
    save_record(outcome.record, path)
    return path


def test_hint_ranks_the_legal_actions_of_the_position(
    record_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = json.loads(record_file.read_text())
    entries = doc["hands"][0]["actions"]
    # The first discard decision of the hand.
    k = next(i for i, e in enumerate(entries, start=1) if e["action"] in ("discard", "knock"))
    assert main(["hint", str(record_file), "--hand", "1", "--action", str(k), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["phase"] == "discard" and len(out["cards"]) == 11
    choices = out["choices"]
    assert 1 <= len(choices) <= 5
    assert all(c["action"].startswith(("discard", "knock")) for c in choices)
    assert [c["cost"] for c in choices] == sorted(c["cost"] for c in choices)
    assert out["played"] == f"{entries[k - 1]['action']} {entries[k - 1]['card']}"
    # The hint is for the player to act, and names only that player's cards.
    player = entries[k - 1]["player"]
    assert out["player"] == f"player {player}"


def test_hint_refuses_positions_that_do_not_exist(
    record_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["hint", str(record_file), "--hand", "99", "--action", "1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--hand must be from 1" in err[0]
    assert main(["hint", str(record_file), "--hand", "1", "--action", "0"]) == 2
    assert "hand 1 has actions 1 to" in capsys.readouterr().err


def test_hint_shows_the_position_line_for_bug_reports(
    record_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["hint", str(record_file), "--hand", "1", "--action", "6"]
    assert main([*argv, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    pos = parse_position(out["position"])
    assert str(pos) == out["position"]  # the normal form
    assert pos.phase.value == out["phase"] and format_hand(pos.hand).split() == out["cards"]
    assert pos.stock_count == out["stock"] and pos.knock_limit == out["knock_limit"]
    # The action played there is one of the position's legal actions.
    assert parse_action(out["played"]) in legal_actions(pos.situation())
    assert main(argv) == 0
    assert f"\n  position: {out['position']}\n" in capsys.readouterr().out
