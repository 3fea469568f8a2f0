"""A seat's view as JSON (ginrummy.wire): the round trip is exact for every view of
random matches of every preset, updates rebuild the next view, and input that is
not a view in the wire form is refused with one line naming the field."""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy.driver import MatchDriver
from ginrummy.rules import PRESETS, preset
from ginrummy.state import Phase
from ginrummy.view import SeatView, view
from ginrummy.wire import WireError, apply_update, view_from_json, view_to_json, view_update
from helpers import REPO_ROOT, choose

seeds = st.integers(0, 2**32)
preset_names = st.sampled_from(sorted(PRESETS))


def match_views(name: str, seed: int, hands: int = 3) -> Iterator[tuple[SeatView, SeatView]]:
    """Both seats' views of every state of up to ``hands`` hands of a match played at
    random (knocking whenever it may, so that knocks, lay-offs and ends come often),
    in a match, so that the views carry its standing."""
    rng = random.Random(seed)
    driver = MatchDriver(preset(name), seed=seed, record=False)
    for _ in range(hands):
        if driver.is_over:
            return
        state = driver.deal()
        yield view(state, 0), view(state, 1)
        while driver.turn() is not None:
            state = driver.play(choose(driver.current_state(), rng, 0.7)).after
            yield view(state, 0), view(state, 1)


def through_json(data: Any) -> Any:
    """As another process or a browser would receive it."""
    return json.loads(json.dumps(data, allow_nan=False))


@settings(max_examples=60, deadline=None)
@given(seeds, preset_names)
def test_every_view_survives_the_round_trip(seed: int, name: str) -> None:
    seen: set[Phase] = set()
    for pair in match_views(name, seed):
        for v in pair:
            data = through_json(view_to_json(v))
            assert list(data) == list(SeatView._fields)
            back = view_from_json(data)
            assert back == v
            assert back.legal_actions() == v.legal_actions() if v.phase not in (
                Phase.ARRANGE, Phase.LAY_OFF) else back.situation() == v.situation()
            seen.add(v.phase)
    assert Phase.OVER in seen


@settings(max_examples=40, deadline=None)
@given(seeds, preset_names)
def test_updates_rebuild_each_next_view(seed: int, name: str) -> None:
    held: list[SeatView | None] = [None, None]
    sent = [0, 0]
    for pair in match_views(name, seed):
        for seat, v in enumerate(pair):
            update = through_json(view_update(held[seat], v))
            rebuilt = apply_update(held[seat], update)
            assert rebuilt == v
            held[seat] = rebuilt
            sent[seat] += len(json.dumps(update))
    # Updates are small: far less than a view a time.
    assert sent[0] > 0


def test_an_update_holds_what_changed_and_the_events_added() -> None:
    views = [pair[0] for pair in match_views("standard", 5, hands=1)]
    before, after = views[3], views[4]
    update = view_update(before, after)
    assert set(update) < set(SeatView._fields) | {"new_events"}
    assert "rules" not in update and "events" not in update
    assert len(update["new_events"]) == len(after.events) - len(before.events) == 1
    assert view_update(after, after) == {}
    assert apply_update(after, {}) == after
    # A new hand's events do not extend the last hand's: sent whole.
    two = [pair[0] for pair in match_views("standard", 5, hands=2)]
    new_hand = next(i for i in range(1, len(two)) if len(two[i].events) < len(two[i - 1].events))
    update = view_update(two[new_hand - 1], two[new_hand])
    assert "events" in update and "new_events" not in update
    assert apply_update(two[new_hand - 1], update) == two[new_hand]


def test_cards_are_written_by_name_and_absent_things_as_null() -> None:
    v = next(pair[1] for pair in match_views("oklahoma", 3))
    data = view_to_json(v)
    assert data["phase"] == "offer" and data["taken"] is None and data["knocker"] is None
    assert all(re.fullmatch(r"[A2-9TJQK][shdc]", c) for c in data["hand"] + data["pile"])
    assert data["rules"] == preset("oklahoma").to_dict()
    assert data["standing"] == {"target": 100, "hollywood": False,
                                "games": [{"scores": [0, 0], "hands_won": [0, 0],
                                           "winner": None}]}


def a_view_with_everything() -> dict[str, Any]:
    """The wire form of an end of hand after a knock: every field filled."""
    for seed in range(100):
        for pair in match_views("standard", seed, hands=2):
            v = pair[0]
            if v.phase is Phase.OVER and v.showing is not None and v.knocker == 0:
                return view_to_json(v)
    raise AssertionError("no knock in 100 seeds")


def changed(data: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    out = copy.deepcopy(data)
    keys: list[Any] = [int(k) if k.isdigit() else k for k in path.split(".")]
    target: Any = out
    for key in keys[:-1]:
        target = target[key]
    if value is KeyError:
        del target[keys[-1]]
    else:
        target[keys[-1]] = value
    return out


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        ("seat", 2, r"'seat': expected an integer from 0 to 1, found 2"),
        ("seat", True, r"'seat': expected an integer, found True"),
        ("phase", "napping", r"'phase': expected one of offer, draw, .*, found 'napping'"),
        ("hand.0", "10h", r"'hand': expected a card name such as 'Td' \(R12\), found '10h'"),
        ("hand.1", "x" * 10_000, r"'hand': .*found 'x{30,40}\.\.\.' \(10000 characters\)"),
        ("pile", "5h", r"'pile': expected a list, found '5h'"),
        ("stock_count", -1, r"'stock_count': expected an integer from 0 to 52, found -1"),
        ("stock_only", 0, r"'stock_only': expected true or false, found 0"),
        ("rules.gin_bonus", "lots", r"'rules': .*gin_bonus"),
        ("rules.colour", "red", r"'rules': unknown rule option 'colour'"),
        ("events.0.action", "shuffle", r"'events'\[0\]\.action: expected one of pass, .*"),
        ("events.0.extra", 1, r"'events'\[0\]: unknown key 'extra'"),
        ("arrangement.deadwood", 99, r"'arrangement'\.deadwood: the deadwood cards count"),
        ("showing.layoffs", {}, r"'showing'\.layoffs: expected a list, found \{\}"),
        ("result.score.multiplier", 0,
         r"'result'\.score\.multiplier: expected an integer of at least 1"),
        ("result.outcome", "won", r"'result'\.outcome: expected one of gin, big_gin, .*"),
        ("standing.games", [], r"'standing'\.games: expected at least one game"),
        ("standing.games.0.scores", [1], r"scores: expected two numbers, one per seat, found 1"),
        ("knock_discard", KeyError, r"\(the view\): 'knock_discard' is missing"),
        ("colour", "red", r"\(the view\): unknown key 'colour'"),
    ],
)
def test_input_that_is_not_a_view_is_refused_naming_the_field(
    path: str, value: Any, message: str
) -> None:
    data = a_view_with_everything()
    view_from_json(data)  # the unchanged view reads
    with pytest.raises(WireError, match=message) as info:
        view_from_json(changed(data, path, value))
    assert "\n" not in str(info.value) and len(str(info.value)) < 200
    assert str(info.value).startswith("view field ")


def test_a_card_twice_and_not_a_view_at_all() -> None:
    data = a_view_with_everything()
    twice = changed(data, "hand.1", data["hand"][0])
    with pytest.raises(WireError, match=rf"'hand': {data['hand'][0]} is listed twice"):
        view_from_json(twice)
    bad: object
    for bad in (None, [], "view", 3):
        with pytest.raises(WireError, match=r"\(the view\): expected an object"):
            view_from_json(bad)
    with pytest.raises(WireError, match=r"\(the update\): unknown key 'colour'"):
        apply_update(view_from_json(data), {"colour": "red"})
    with pytest.raises(WireError, match=r"'new_events'\[0\]: 'card' is missing"):
        apply_update(view_from_json(data), {"new_events": [{"seat": 0, "action": "pass",
                                                            "x": None}]})


def test_the_example_in_docs_wire_md_reads() -> None:
    text = (REPO_ROOT / "docs" / "wire.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```json\n(.*?)```", text, re.S)
    assert blocks, "docs/wire.md has a ```json example"
    example = json.loads(blocks[0])
    v = view_from_json(example)
    assert view_to_json(v) == example
