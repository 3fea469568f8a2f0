"""Only ``act`` is required of a bot (issue 27, item 13): ``agents.base.as_agent``
gives any object with ``act`` the optional methods (hooks that do nothing, no
advice, ``act_advised`` = ``act``), and every driver of agents uses it: the
runner, the plain game and the full-screen game's session, in three-player Gin
too, where the hooks and the advice (R11.3) are all called."""

from __future__ import annotations

import io
import random

import pytest

from ginrummy.actions import Action
from ginrummy.agents import SimpleAgent, registry
from ginrummy.agents.base import Agent, as_agent, implemented
from ginrummy.agents.expert import ExpertAgent
from ginrummy.cli.play import PlainGame
from ginrummy.rules import preset
from ginrummy.runner import play_match
from ginrummy.tui.session import GameSettings, Session
from ginrummy.view import SeatView
from sandbox_bots import OnlyAct
from test_saves import advance

THREE = preset("three-player")


class Hooked:
    """``act`` and ``end_hand`` only."""

    def __init__(self) -> None:
        self.inner = SimpleAgent(random.Random(1))
        self.ended = 0

    def act(self, view: SeatView) -> Action:
        return self.inner.act(view)

    def end_hand(self, view: SeatView) -> None:
        self.ended += 1


def test_as_agent_fills_in_what_an_object_lacks() -> None:
    expert = ExpertAgent(random.Random(0))
    assert as_agent(expert) is expert
    assert implemented(expert) == {"advise", "act_advised", "end_hand"}
    assert implemented(SimpleAgent(random.Random(0))) == set()
    bare = as_agent(OnlyAct())
    assert isinstance(bare, Agent) and implemented(bare) == set()
    assert bare.name == "OnlyAct" and isinstance(bare.rng, random.Random)
    hooked = Hooked()
    wrapped = as_agent(hooked)
    assert implemented(wrapped) == {"end_hand"}
    outcome = play_match(preset("standard"), [wrapped, SimpleAgent(random.Random(2))], seed=1)
    assert outcome.forfeit is None and hooked.ended == len(outcome.hands)
    with pytest.raises(TypeError, match="has no act"):
        as_agent(object())


def test_the_runner_plays_act_only_bots_in_three_player_gin() -> None:
    """Each sits out, advises (nothing) and is advised as captain (R11.3)."""
    outcome = play_match(THREE, [OnlyAct(), OnlyAct(), ExpertAgent(random.Random(3))], seed=4)
    assert outcome.forfeit is None and outcome.winner is not None


@pytest.fixture
def only_act(monkeypatch: pytest.MonkeyPatch) -> str:
    """``only-act``: a registered agent whose objects have ``act`` and nothing else."""
    monkeypatch.setitem(registry._BUILTIN, "only-act", lambda rng: OnlyAct())
    return "only-act"


@pytest.mark.parametrize("rules", [preset("standard"), THREE], ids=["standard", "three"])
def test_the_plain_game_plays_an_act_only_opponent(only_act: str, rules: object) -> None:
    """The person types the first choice at every prompt (sitting out: no suggestion)
    for a few hundred lines: hands begin, end and, in three-player Gin, the
    computer sitting out advises the computer captain."""
    assert isinstance(rules, type(THREE))
    script = io.StringIO("1\n" * 400)
    out = io.StringIO()
    game = PlainGame(rules, script, out, seed=6, opponent=only_act)
    try:
        assert game.run() == 0
    finally:
        game.close()
    text = out.getvalue()
    assert "--- End of hand 1 ---" in text and "--- End of hand 2 ---" in text


def test_the_session_plays_act_only_computers(only_act: str) -> None:
    session = Session(GameSettings("three-player", only_act, seed=2))
    advance(session, 120)
    assert session.match.hand_number >= 2
