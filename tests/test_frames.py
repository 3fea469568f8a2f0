"""``ginrummy.frames``: a finished match's record as frames, both hands open (the
browser's replay draws them; docs/protocol.md, GET /api/tables/{id}/replay)."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from ginrummy.agents.baseline import SimpleAgent
from ginrummy.cards import parse_card
from ginrummy.frames import replay_frames
from ginrummy.record import RecordError
from ginrummy.rules import preset
from ginrummy.runner import play_match


def _record(system: str, seed: int) -> dict[str, Any]:
    rules = preset(system)
    agents = [SimpleAgent(random.Random(seed + i)) for i in range(rules.players)]
    return play_match(rules, agents, seed=seed).record


@pytest.mark.parametrize("system", ["standard", "oklahoma", "hollywood", "three-player"])
def test_every_hand_steps_from_the_deal_through_each_action(system: str) -> None:
    doc = _record(system, 7)
    frames = replay_frames(doc)
    assert len(frames["hands"]) == len(doc["hands"])
    for hand, recorded in zip(frames["hands"], doc["hands"], strict=True):
        steps = hand["frames"]
        assert len(steps) == len(recorded["actions"]) + 1
        deal = steps[0]
        assert deal["action"] is None
        assert [len(h) for h in deal["hands"]] == [10, 10]  # R3.2
        assert deal["pile"] == [recorded["upcard"]] and deal["stock_count"] == 31  # R3.3
        for step, action in zip(steps[1:], recorded["actions"], strict=True):
            assert step["action"] == action
            held = [parse_card(c) for c in step["hands"][0] + step["hands"][1] + step["pile"]]
            assert len(set(held)) == len(held)  # no card in two places
            assert len(held) + step["stock_count"] <= 52
        assert steps[-1]["phase"] == "over"
        assert hand["end"] == recorded["end"] and hand["seats"] == recorded["seats"]


def test_a_draw_from_the_stock_shows_the_card_drawn_in_the_hand() -> None:
    doc = _record("standard", 3)
    hand = replay_frames(doc)["hands"][0]
    for before, after in zip(hand["frames"], hand["frames"][1:], strict=False):
        action = after["action"]
        if action["action"] == "draw_stock":
            seat = hand["seats"].index(action["player"])
            assert action["card"] in after["hands"][seat]
            assert action["card"] not in before["hands"][seat]
            assert after["stock_count"] == before["stock_count"] - 1
            return
    pytest.fail("no stock draw in the first hand")


def test_a_record_that_does_not_replay_is_refused_with_where() -> None:
    doc = copy.deepcopy(_record("standard", 5))
    doc["hands"][0]["actions"][0]["player"] = 1 - doc["hands"][0]["actions"][0]["player"]
    with pytest.raises(RecordError, match="hand 1, action 1"):
        replay_frames(doc)
