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
from ginrummy.record import (
    FORMAT,
    VERSION,
    RecordError,
    as_version,
    load_record,
    save_record,
)
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


# ---------------------------------------------------------------------- rules stated twice

#: A version 1 record written before version 2 existed (ginrummy simulate --matches 1
#: --seed 7 --rule gin_bonus=20 --rule target=50 --records DIR, at commit 538902b).
V1_RECORD = Path(__file__).resolve().parent / "data" / "records" / (
    "v1-standard-gin20-target50-seed7.json")
V1_RULES = preset("standard").with_options({"gin_bonus": 20, "target": 50})


def test_a_record_states_its_preset_and_the_options_changed_from_it() -> None:
    doc = play_named_match(V1_RULES, ["simple", "simple"], seed=7).record
    assert doc["version"] == 2
    assert (doc["preset"], doc["options"]) == ("standard", {"gin_bonus": 20, "target": 50})
    assert list(doc)[:6] == ["format", "version", "variant", "preset", "options", "rules"]
    eaai = record_for("eaai")
    assert (eaai["preset"], eaai["options"]) == ("eaai", {})
    oklahoma = play_named_match(preset("oklahoma").with_options({"big_gin": "true"}),
                                ["simple", "simple"], seed=2).record
    assert (oklahoma["preset"], oklahoma["options"]) == ("oklahoma", {"big_gin": True})


def _without_gin(seed: int = 1) -> dict[str, Any]:
    doc = record_for("standard", seed)
    assert all(hand["end"]["outcome"] != "gin" for hand in doc["hands"])
    return doc


def test_a_record_whose_rules_alone_were_edited_is_refused_naming_the_option() -> None:
    # No hand of this match is a gin: only the rules stated twice can tell.
    doc = _without_gin()
    doc["rules"]["gin_bonus"] = 500
    assert replay_error(doc) == (
        "rules: gin_bonus is 500, but preset standard with the options stated gives 25")
    doc = _without_gin()
    doc["rules"]["shutout"] = True
    assert replay_error(doc) == (
        "rules: shutout is true, but preset standard with the options stated gives false")


def test_rules_edited_in_both_places_alike_are_other_rules_honestly_stated() -> None:
    doc = _without_gin()
    doc["rules"]["gin_bonus"] = 500
    doc["options"]["gin_bonus"] = 500
    replay(doc)
    # Stated from another preset than the nearest: the same rules, so it replays too.
    doc = _without_gin()
    doc["preset"], doc["options"] = "eaai", {"undercut_bonus": 10, "next_dealer": "winner"}
    replay(doc)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.pop("preset"), "preset: None is not a rule preset (known: standard,"),
        (lambda d: d.update(preset="Standard"), "preset: 'Standard' is not a rule preset"),
        (lambda d: d.update(preset="x" * 100_000), "preset: 'xxxxxxxx"),
        (lambda d: d.update(options=[]), "options: the options are a JSON object, not []"),
        (lambda d: d["options"].update(jokers=True), "options: unknown rule option 'jokers'"),
        (lambda d: d["options"].update(gin_bonus="25"),
         "options: rule option gin_bonus must be a whole number, not '25'"),
        (lambda d: d["rules"].update(target=10**6),
         "rules: target must be at most 10000, not 1000000"),
    ],
)
def test_a_record_s_preset_and_options_are_read_strictly(change: Any, message: str) -> None:
    doc = record_for("standard")
    change(doc)
    error = replay_error(doc)
    assert error.startswith(message), error
    assert len(error) < 200


def test_a_version_1_record_still_replays_and_is_today_s_record_without_the_new_fields(
) -> None:
    old = V1_RECORD.read_bytes()
    doc = load_record(V1_RECORD)
    assert doc["version"] == 1 and "preset" not in doc and "options" not in doc
    # Version 1 rules are taken as stated: there is nothing to check them against.
    result = replay(doc)
    assert result.match.rules == V1_RULES and result.match.totals() == doc["result"]["totals"]
    # The same match recorded today holds exactly the same, plus the preset and options.
    new = play_named_match(V1_RULES, ["simple", "simple"], seed=7).record
    assert (json.dumps(as_version(new, 1), indent=1) + "\n").encode("utf-8") == old
    assert as_version(new, 1) == doc and as_version(new, 2) == new


def test_saving_a_record_is_atomic(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    doc = record_for("standard")
    path = tmp_path / "match.json"
    save_record(doc, path)
    before = path.read_bytes()

    def interrupted(src: Any, dst: Any) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("os.replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        save_record(record_for("standard", seed=2), path)
    assert path.read_bytes() == before  # the old file whole, no temporary file left
    assert [p.name for p in tmp_path.iterdir()] == ["match.json"]
