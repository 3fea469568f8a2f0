"""Plugin agents run in their own process (issue 27, item 1): what they can reach, the
time budget and the memory limit enforced from outside, dead and misbehaving
workers, and records that do not depend on where a plugin runs.

The bots are in ``tests/sandbox_bots.py``, named ``sandbox_bots:ClassName``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ginrummy.rules import preset
from ginrummy.runner import play_named_match
from sandbox_bots import REPORT

STANDARD = preset("standard")


def same_play(doc: dict[str, Any]) -> dict[str, Any]:
    """A record with the agents' names left out: what was played."""
    out = json.loads(json.dumps(doc))
    for player in out["players"]:
        player["agent"] = "?"
    return out


def decks_of(doc: dict[str, Any]) -> list[list[str]]:
    return [hand["deck"] for hand in doc["hands"]]


@pytest.mark.parametrize("seat", [0, 1])
def test_a_plugin_sees_only_its_view_and_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seat: int
) -> None:
    """The attacker walks the stack and the heap for the state, the deck and the
    seed, changes the rules of the hand in progress and replaces its opponent in
    any list of agents: it finds nothing, and its match is the honest bot's."""
    report = tmp_path / "report.jsonl"
    monkeypatch.setenv(REPORT, str(report))
    seed = 20260527 + seat
    players = ["simple", "simple"]
    players[seat] = "sandbox_bots:Attacker"
    attacked = play_named_match(STANDARD, players, seed=seed)
    players[seat] = "sandbox_bots:Honest"
    honest = play_named_match(STANDARD, players, seed=seed)
    lines = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    assert lines  # the attack ran
    from ginrummy.cards import parse_card

    decks = [[parse_card(c) for c in deck] for deck in decks_of(honest.record)]
    for found in lines:
        assert found["frames"] > 0 and found["objects"] > 0  # it did look
        assert found["secret_types"] == []
        assert not [deck for deck in found["decks"] if deck in decks]
        assert seed not in found["ints"]
        assert found["other_agents"] == 0 and found["replaced"] == 0
        assert found["rules_target_now"] == 1  # it changed its own copy only
    assert len(lines) == 2  # both attacks ran (the 1st and the 10th decision)
    assert attacked.forfeit is None and honest.forfeit is None
    assert same_play(attacked.record) == same_play(honest.record)
    assert attacked.record["rules"]["target"] == 100
    assert attacked.winner == honest.winner
