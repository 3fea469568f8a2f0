"""Game records: every preset's match replays, JSON round trips, and a tampered
record fails with a message that says where and what."""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from ginrummy.cards import parse_card
from ginrummy.driver import replay
from ginrummy.record import FORMAT, VERSION, RecordError, load_record, save_record
from ginrummy.rules import PRESETS, preset
from ginrummy.runner import play_named_match


def record_for(name: str, seed: int = 1) -> dict[str, Any]:
    rules = PRESETS[name]
    outcome = play_named_match(rules, ["simple"] * rules.players, seed=seed)
    assert outcome.forfeit is None, outcome.forfeit
    return outcome.record


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_every_preset_plays_and_replays(name: str) -> None:
    rules = PRESETS[name]
    outcome = play_named_match(rules, ["simple"] * rules.players, seed=21)
    assert outcome.forfeit is None, outcome.forfeit
    doc = outcome.record
    assert doc["format"] == FORMAT and doc["version"] == VERSION
    assert doc["rules"] == rules.to_dict() and doc["variant"] == rules.system
    result = replay(doc)
    assert result.match.is_over and result.match.winner == outcome.winner
    assert result.match.totals() == doc["result"]["totals"]
    assert len(result.hands) == len(doc["hands"]) == doc["result"]["hands"]


@pytest.mark.parametrize("name", ["standard", "three-player", "oklahoma-hollywood"])
def test_json_round_trip_replays(name: str, tmp_path: Path) -> None:
    doc = record_for(name, seed=22)
    again = json.loads(json.dumps(doc))
    assert again == doc
    replay(again)
    path = tmp_path / "match.json"
    save_record(doc, path)
    loaded = load_record(path)
    assert loaded == doc
    assert replay(loaded).match.winner == replay(doc).match.winner


def test_load_record_errors(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read"):
        load_record(tmp_path / "missing.json")
    bad = tmp_path / "bad.json"
    bad.write_text("{ nope", encoding="utf-8")
    with pytest.raises(RecordError, match="not JSON"):
        load_record(bad)
    bad.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(RecordError, match="JSON object"):
        load_record(bad)


def first_discard(doc: dict[str, Any]) -> tuple[int, int, dict[str, Any]]:
    """(hand number, action number, entry) of the first discard, both 1-based."""
    for h_index, hand in enumerate(doc["hands"], start=1):
        for a_index, entry in enumerate(hand["actions"], start=1):
            if entry["action"] == "discard":
                return h_index, a_index, entry
    raise AssertionError("no discard in the record")


def replay_error(doc: dict[str, Any]) -> str:
    with pytest.raises(RecordError) as info:
        replay(doc)
    return str(info.value)


def test_tampered_discard_says_hand_action_and_card() -> None:
    doc = record_for("standard")
    hand_no, action_no, entry = first_discard(doc)
    bottom = doc["hands"][hand_no - 1]["deck"][-1]  # the stock's last card: never held
    entry["card"] = bottom
    message = replay_error(doc)
    assert message.startswith(f"hand {hand_no}, action {action_no}:"), message
    assert bottom in message and "not in" in message


def test_tampered_discard_in_a_later_hand() -> None:
    doc = record_for("standard")
    assert len(doc["hands"]) >= 2
    later = doc["hands"][1]
    a_index, entry = next(
        (i, e) for i, e in enumerate(later["actions"], start=1) if e["action"] == "discard"
    )
    entry["card"] = later["deck"][-2]
    message = replay_error(doc)
    assert message.startswith(f"hand 2, action {a_index}:"), message
    assert later["deck"][-2] in message


def test_tampered_points_are_caught() -> None:
    doc = record_for("standard")
    scored = next(i for i, hand in enumerate(doc["hands"]) if hand["end"]["outcome"] != "draw")
    doc["hands"][scored]["end"]["points"] += 1
    message = replay_error(doc)
    assert message.startswith(f"hand {scored + 1}, end:") and "points" in message, message


def test_tampered_totals_and_winner_are_caught() -> None:
    doc = record_for("standard")
    totals = copy.deepcopy(doc)
    totals["result"]["totals"][0][0] += 5
    assert "totals" in replay_error(totals)
    winner = copy.deepcopy(doc)
    winner["result"]["winner"] = 1 - winner["result"]["winner"]
    assert "winner" in replay_error(winner)


def test_wrong_version_or_format() -> None:
    doc = record_for("standard")
    doc["version"] = VERSION + 1
    message = replay_error(doc)
    assert "version" in message and str(VERSION + 1) in message
    doc["version"] = VERSION
    doc["format"] = "chess-pgn"
    assert FORMAT in replay_error(doc)


def test_a_deck_that_is_not_the_seeds() -> None:
    doc = record_for("standard")
    deck = doc["hands"][0]["deck"]
    deck[0], deck[1] = deck[1], deck[0]
    message = replay_error(doc)
    assert message.startswith("hand 1, deck:") and "seed" in message, message


def test_a_deck_with_a_card_twice() -> None:
    doc = record_for("standard")
    doc["hands"][0]["deck"][0] = doc["hands"][0]["deck"][1]
    assert replay_error(doc).startswith("hand 1, deck:")


def test_wrong_first_dealer_and_drawn_card() -> None:
    doc = record_for("standard")
    bad = copy.deepcopy(doc)
    bad["first_dealer"] = 1 - bad["first_dealer"]
    assert "first_dealer" in replay_error(bad)
    bad = copy.deepcopy(doc)
    hand = bad["hands"][0]
    number, entry = next((i, e) for i, e in enumerate(hand["actions"], start=1)
                         if e["action"] == "draw_stock")
    entry["card"] = hand["deck"][-1]
    message = replay_error(bad)
    assert message.startswith(f"hand 1, action {number}:") and "card drawn" in message


def test_record_cut_short_is_caught() -> None:
    doc = record_for("standard")
    doc["hands"] = doc["hands"][:-1]
    assert "ends before the match is over" in replay_error(doc)
    doc = record_for("standard")
    doc["hands"][0]["actions"] = doc["hands"][0]["actions"][:-1]
    assert replay_error(doc).startswith("hand 1")


def test_record_lists_the_deck_and_every_drawn_card() -> None:
    doc = record_for("oklahoma", seed=3)
    rules = preset("oklahoma")
    for hand in doc["hands"]:
        deck = [parse_card(name) for name in hand["deck"]]
        assert sorted(deck) == list(range(52))
        assert hand["upcard"] == hand["deck"][20]
        stock = iter(hand["deck"][21:])
        for entry in hand["actions"]:
            if entry["action"] == "draw_stock":
                assert entry["card"] == next(stock)
        assert hand["knock_limit"] <= rules.knock_limit


def test_records_of_the_same_seed_are_identical_and_replay_with_bonuses() -> None:
    rules = replace(preset("hollywood"), line_bonus=25, game_bonus=100, shutout=True)
    a = play_named_match(rules, ["simple", "random"], seed=4)
    b = play_named_match(rules, ["simple", "random"], seed=4)
    assert a.record == b.record
    assert replay(a.record).match.totals() == a.match.totals()
