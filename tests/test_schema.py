"""The record JSON schema: ``schema/record.schema.json`` and its packaged copy.

The schema (JSON Schema draft 2020-12) describes exactly what
:class:`ginrummy.record.RecordWriter` writes.  These tests check that the two
copies are the same file, that the schema is itself valid, that the records of
seeded matches of every preset (and of a few option mixes, a forfeit, drawn
hands) validate against it, and that it is strict enough to reject a record
with a typical mistake.  ``jsonschema`` is a dev dependency: these tests never skip.
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from collections.abc import Callable
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema  # type: ignore[import-untyped]
import pytest

from ginrummy.actions import Action
from ginrummy.agents import Agent, SimpleAgent
from ginrummy.rules import PRESETS, Rules, preset
from ginrummy.runner import play_match, play_named_match
from ginrummy.view import SeatView

REPO_SCHEMA = Path(__file__).resolve().parents[1] / "schema" / "record.schema.json"
PACKAGED_SCHEMA = resources.files("ginrummy") / "schema" / "record.schema.json"


def load_schema() -> dict[str, Any]:
    schema: dict[str, Any] = json.loads(REPO_SCHEMA.read_text(encoding="utf-8"))
    return schema


VALIDATOR = jsonschema.Draft202012Validator(load_schema())


def errors_of(doc: dict[str, Any]) -> list[str]:
    """Every schema violation of ``doc``, as 'path: message' lines."""
    return [
        f"{'/'.join(str(p) for p in err.absolute_path)}: {err.message[:200]}"
        for err in VALIDATOR.iter_errors(doc)
    ]


def record_of(rules: Rules, agents: list[str], seed: int) -> dict[str, Any]:
    """The record of a seeded match, through JSON and back as a file would be."""
    doc: dict[str, Any] = play_named_match(rules, agents, seed).record
    loaded: dict[str, Any] = json.loads(json.dumps(doc))
    return loaded


# ----------------------------------------------------------------------------- the files


def test_repository_and_packaged_copies_are_identical() -> None:
    assert PACKAGED_SCHEMA.is_file(), "src/ginrummy/schema/record.schema.json is missing"
    assert PACKAGED_SCHEMA.read_bytes() == REPO_SCHEMA.read_bytes()


def test_schema_is_valid_draft_2020_12() -> None:
    schema = load_schema()
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(schema)


# ----------------------------------------------------------------------------- real records


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("name", sorted(PRESETS))
def test_simple_agents_records_of_every_preset_validate(name: str, seed: int) -> None:
    rules = preset(name)
    doc = record_of(rules, ["simple"] * rules.players, seed)
    assert doc["result"]["forfeit"] is None
    assert errors_of(doc) == []


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_simple_against_random_records_validate(name: str) -> None:
    # The random agent lays down other arrangements than the least deadwood.
    rules = preset(name)
    doc = record_of(rules, ["simple", "random", "random"][: rules.players], 7)
    assert errors_of(doc) == []


OPTION_MIXES: dict[str, dict[str, object]] = {
    "big gin, discard the drawn upcard": {"big_gin": True, "discard_drawn_upcard": True},
    "bonuses, short hands": {
        "line_bonus": 25, "game_bonus": 100, "shutout": True, "target": 50, "max_turns": 12,
    },
    "alternate dealer, gin 20": {"next_dealer": "alternate", "gin_bonus": 20},
}


@pytest.mark.parametrize("options", list(OPTION_MIXES.values()), ids=list(OPTION_MIXES))
def test_records_with_rule_options_validate(options: dict[str, object]) -> None:
    rules = preset("standard").with_options(options)
    for seed in (1, 2):
        assert errors_of(record_of(rules, ["simple", "simple"], seed)) == []


def test_oklahoma_options_records_validate() -> None:
    rules = preset("oklahoma-hollywood").with_options(
        {"oklahoma_ace_requires_gin": True, "oklahoma_spades_double": True}
    )
    doc = record_of(rules, ["simple", "simple"], 4)
    assert errors_of(doc) == []
    assert {h["end"]["multiplier"] for h in doc["hands"] if "multiplier" in h["end"]} <= {1, 2}


def test_records_cover_every_way_a_hand_ends() -> None:
    short = preset("standard").with_options(OPTION_MIXES["bonuses, short hands"])
    docs = [
        record_of(short, ["simple", "simple"], 1),  # drawn at max_turns, an undercut
        record_of(preset("standard"), ["simple", "simple"], 2),  # a gin
        record_of(preset("hollywood"), ["simple", "random"], 7),  # lay-offs
        record_of(preset("standard").with_options({"target": 25}), ["random", "random"], 3),
    ]
    outcomes: Counter[str] = Counter()
    actions: Counter[str] = Counter()
    for doc in docs:
        assert errors_of(doc) == []
        for hand in doc["hands"]:
            end = hand["end"]
            reason = ":" + end["draw_reason"] if "draw_reason" in end else ""
            outcomes[end["outcome"] + reason] += 1
            for entry in hand["actions"]:
                actions[entry["action"] + ("+layoffs" if entry.get("layoffs") else "")] += 1
    assert {"draw:stock", "draw:max_turns", "knock", "gin", "undercut"} <= set(outcomes)
    assert {"pass", "draw_stock", "draw_discard", "discard", "knock", "arrange", "lay_off",
            "lay_off+layoffs"} <= set(actions)


class _Crashing(Agent):
    """Plays like ``simple`` for a few decisions, then raises: the match is forfeited."""

    name = "crashing"

    def __init__(self, after: int) -> None:
        super().__init__(random.Random(7))
        self.inner = SimpleAgent(random.Random(8))
        self.left = after

    def act(self, view: SeatView) -> Action:
        self.left -= 1
        if self.left < 0:
            raise RuntimeError("agent bug")
        return self.inner.act(view)


@pytest.mark.parametrize("players", [2, 3])
def test_forfeit_record_validates(players: int) -> None:
    rules = preset("three-player" if players == 3 else "standard")
    agents: list[Agent] = [SimpleAgent(random.Random(p)) for p in range(players)]
    agents[1] = _Crashing(after=5)
    outcome = play_match(rules, agents, seed=5)
    assert outcome.forfeit is not None
    doc: dict[str, Any] = json.loads(json.dumps(outcome.record))
    assert doc["hands"][-1]["end"]["outcome"] == "forfeit"
    assert "score" not in doc["hands"][-1]
    assert errors_of(doc) == []


# ----------------------------------------------------------------------------- strictness


def _first_action(doc: dict[str, Any], kind: str) -> dict[str, Any]:
    for hand in doc["hands"]:
        for entry in hand["actions"]:
            if entry["action"] == kind:
                found: dict[str, Any] = entry
                return found
    raise AssertionError(f"no {kind} action in the record")


def _first_hand_ending(doc: dict[str, Any], outcomes: set[str]) -> dict[str, Any]:
    for hand in doc["hands"]:
        if hand["end"]["outcome"] in outcomes:
            found: dict[str, Any] = hand
            return found
    raise AssertionError(f"no hand ending in {outcomes}")


Mutation = Callable[[dict[str, Any]], None]

MUTATIONS: dict[str, Mutation] = {
    "unknown version": lambda d: d.update(version=3),  # 2 is written, 1 still read
    "seed missing": lambda d: d.pop("seed"),
    "extra top-level field": lambda d: d.update(comment="hello"),
    "card not in canonical form": lambda d: d["hands"][0]["deck"].__setitem__(0, "10h"),
    "deck of 51 cards": lambda d: d["hands"][0]["deck"].pop(),
    "unknown rule option": lambda d: d["rules"].update(jokers=True),
    "knock limit 11": lambda d: d["rules"].update(knock_limit=11),
    "Oklahoma option without Oklahoma": lambda d: d["rules"].update(oklahoma_spades_double=True),
    "unknown action": lambda d: _first_action(d, "discard").update(action="throw"),
    "stock draw without its card": lambda d: _first_action(d, "draw_stock").pop("card"),
    "discard with melds": lambda d: _first_action(d, "discard").update(melds=[]),
    "scored hand without score": lambda d: d["hands"][0].pop("score"),
    "knock without defender": lambda d: _first_hand_ending(d, {"knock", "gin", "undercut"})[
        "end"
    ].pop("defender"),
    "lay-off meld index negative": lambda d: _first_action(d, "lay_off")["layoffs"].append(
        {"card": "As", "meld": -1}
    ),
    "score with both next dealer and next roles": lambda d: d["hands"][0]["score"].update(
        next_roles={"box": 0, "captain": 1, "out": 2}
    ),
    "two-player record with three players": lambda d: d["players"].append(
        {"name": "player 2", "agent": "simple"}
    ),
    "result without totals": lambda d: d["result"].pop("totals"),
}


@cache
def _valid_standard_record() -> dict[str, Any]:
    doc = record_of(preset("standard"), ["simple", "simple"], 1)
    assert errors_of(doc) == []
    return doc


@pytest.mark.parametrize("mutation", list(MUTATIONS.values()), ids=list(MUTATIONS))
def test_schema_rejects_a_broken_record(mutation: Mutation) -> None:
    broken = copy.deepcopy(_valid_standard_record())
    mutation(broken)
    assert not VALIDATOR.is_valid(broken)


def test_three_player_record_needs_role_draws_and_no_first_dealer() -> None:
    doc = record_of(preset("three-player"), ["simple"] * 3, 1)
    assert errors_of(doc) == []
    changes: list[dict[str, object]] = [{"first_dealer": 0}, {"role_draws": []}]
    for change in changes:
        broken = copy.deepcopy(doc)
        broken.update(change)
        assert not VALIDATOR.is_valid(broken), change


def test_version_1_records_validate_and_version_2_needs_its_preset_and_options() -> None:
    old: dict[str, Any] = json.loads(
        (Path(__file__).resolve().parent / "data" / "records"
         / "v1-standard-gin20-target50-seed7.json").read_text(encoding="utf-8"))
    assert old["version"] == 1 and errors_of(old) == []
    doc = _valid_standard_record()
    assert doc["version"] == 2 and (doc["preset"], doc["options"]) == ("standard", {})
    changes: list[Mutation] = [
        lambda d: d.pop("options"),
        lambda d: d.update(preset="canasta"),
        lambda d: d.update(options={"gin_bonus": "25"}),
        lambda d: d.update(options={"target": 10_001}),
    ]
    for broken_change in changes:
        broken = copy.deepcopy(doc)
        broken_change(broken)
        assert not VALIDATOR.is_valid(broken)
    v1_with_preset = copy.deepcopy(old)
    v1_with_preset["preset"] = "standard"
    assert not VALIDATOR.is_valid(v1_with_preset)
