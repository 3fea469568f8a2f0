"""Actions: text and JSON forms round-trip for every action random play meets."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy import actions as A
from ginrummy.actions import ActionError, Kind, action_from_json, parse_action
from ginrummy.melds import Layoff
from ginrummy.rules import PRESETS
from helpers import c, h, random_states


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(sorted(PRESETS)))
def test_every_legal_action_round_trips_through_text_and_json(seed: int, name: str) -> None:
    for state in random_states(PRESETS[name], seed, knock_bias=0.6):
        for action in state.legal_actions():
            assert parse_action(action.text) == action, action.text
            assert action_from_json(action.to_json()) == action, action.to_json()


def test_action_text_forms() -> None:
    assert A.discard(c("Kc")).text == "discard Kc"
    assert A.knock(c("7h")).text == "knock 7h"
    assert parse_action("d 10h") == A.discard(c("Th"))
    assert parse_action("k 7h") == A.knock(c("7h"))
    assert parse_action("take") == A.DRAW_DISCARD and parse_action("s") == A.DRAW_STOCK
    assert parse_action("PASS") == A.PASS and parse_action("big-gin") == A.BIG_GIN
    lay = A.lay_off([h("8h 9h Th")], [Layoff(c("5c"), 2), Layoff(c("Jh"), 0)])
    assert lay.text == "lay_off 8h 9h Th + Jh>1, 5c>3"
    assert parse_action(lay.text) == lay
    assert A.arrange([h("5h 6h 7h"), h("As 2s 3s")]) == A.arrange([h("As 2s 3s"), h("5h 6h 7h")])
    assert A.arrange([]).text == "arrange -"
    assert A.discard(5) is A.discard(5), "simple actions are interned"
    assert A.lay_off([]).kind is Kind.LAY_OFF


@pytest.mark.parametrize("text", ["", "fly", "discard", "discard Zz", "knock 1s", "lay_off 8h>x"])
def test_unreadable_action_text(text: str) -> None:
    with pytest.raises(ActionError):
        parse_action(text)


@pytest.mark.parametrize("data", [
    [], {"action": "jump"}, {"action": "discard"}, {"action": "discard", "card": 5},
    {"action": "arrange", "melds": "As 2s 3s"}, {"action": "lay_off", "layoffs": {}},
    {"action": "lay_off", "layoffs": [{"card": "8h"}]}, {"action": "knock", "card": "Xq"},
])
def test_unreadable_action_json(data: object) -> None:
    with pytest.raises(ActionError):
        action_from_json(data)
