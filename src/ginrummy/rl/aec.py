"""Gin Rummy as a PettingZoo AEC environment (the ``rl`` extra): :func:`env` and
:func:`raw_env`, for every preset (docs/rl.md, "PettingZoo").

Agents are ``player_0``, ``player_1`` (and ``player_2`` in three-player Gin), the
match's players.  Each observes ``{"observation": ..., "action_mask": ...}``: the
tensor of :mod:`ginrummy.rl.observation` built from what that player sees
(its seat's view; sitting out a three-player hand, the captain's, R11.3) and the
mask of its legal moves (:mod:`ginrummy.rl.moves`; zeros when it is not to
act).  The knocker's arrangement and the defender's lay-off are the engine's
defaults unless ``explicit=True`` makes them moves; ``advice=True`` lets the
player sitting out advise each of the captain's moves of the play first.

Rewards are each hand's points, zero-sum, and an episode is one hand; with
``episode="match"`` a whole match, and ``reward="match"`` gives 1 to its winner
and ``-1 / (players - 1)`` to each other player at its end.  An illegal move
raises :class:`~ginrummy.legality.IllegalActionError` naming the legal ones and
changes nothing (PettingZoo's ``TerminateIllegalWrapper`` turns that into a
loss, for those who want it).
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers
from pettingzoo.utils.wrappers.order_enforcing import (
    AECOrderEnforcingIterable,
    AECOrderEnforcingIterator,
)

from ginrummy.rl.moves import NUM_ACTIONS
from ginrummy.rl.observation import OBS_SIZE, encode
from ginrummy.rl.session import Session, check_settings
from ginrummy.rl.text import legal_line, legal_words, make_rules, view_text

__all__ = ["OrderEnforcing", "env", "raw_env"]

Observation = dict[str, npt.NDArray[Any]]


def observation_space() -> spaces.Dict:
    """The space of one agent's observation: the tensor and the mask of its moves."""
    return spaces.Dict({
        "observation": spaces.Box(0.0, 1.0, (OBS_SIZE,), np.float32),
        "action_mask": spaces.Box(0, 1, (NUM_ACTIONS,), np.int8),
    })


def mask_of(ids: list[int]) -> npt.NDArray[np.int8]:
    """The action mask with ``ids`` set."""
    # Set in a bytearray, then seen by numpy without a copy (writable, the array's own:
    # the bytearray is new): half the time of numpy's zeros and a fancy assignment,
    # and a mask is built at every step.
    mask = bytearray(NUM_ACTIONS)
    for move in ids:
        mask[move] = 1
    return np.frombuffer(mask, dtype=np.int8)


class raw_env(AECEnv):  # type: ignore[misc]  # PettingZoo names it so: raw_env
    """The environment without PettingZoo's wrappers (see the module docstring)."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "ginrummy_v1", "render_modes": ["ansi", "human"], "is_parallelizable": False,
    }

    def __init__(self, variant: str = "standard", *, explicit: bool = False,
                 advice: bool = False, episode: str = "hand", reward: str = "points",
                 render_mode: str | None = None, **rules: Any) -> None:
        super().__init__()
        check_settings(episode, reward)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"unknown render_mode {render_mode!r} (known: ansi, human)")
        self.rules = make_rules(variant, rules)
        self.variant = variant
        self.explicit, self.advice = explicit, advice
        self.episode, self.reward = episode, reward
        self.render_mode = render_mode
        self.possible_agents = [f"player_{p}" for p in range(self.rules.players)]
        self._observation_space = observation_space()
        self._action_space = spaces.Discrete(NUM_ACTIONS)
        self._seeds = random.Random()
        self.session: Session | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self._action_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new episode: a match dealt from ``seed`` (or from the seeds of the last seeded
        reset, in turn, so a run of resets replays), every setting kept."""
        if seed is not None:
            self._seeds = random.Random(seed)
        self.session = Session(self.rules, self._seeds.randrange(1 << 63),
                               explicit=self.explicit, advice=self.advice,
                               episode=self.episode, reward=self.reward)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def _session(self) -> Session:
        if self.session is None:
            raise RuntimeError("call reset() first")
        return self.session

    def _select(self) -> None:
        d = self._session().decision()
        if d is not None:
            self.agent_selection = self.possible_agents[d.player]

    def observe(self, agent: str) -> Observation:
        session = self._session()
        player = self.possible_agents.index(agent)
        d = session.decision()  # first: the sight then reuses its view
        sight = session.sight(player)
        ids = session.legal_ids() if d is not None and d.player == player else []
        return {"observation": encode(*sight), "action_mask": mask_of(ids)}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        session = self._session()
        rewards = session.play(action)
        self._cumulative_rewards[agent] = 0.0
        for p, name in enumerate(self.possible_agents):
            self.rewards[name] = rewards[p]
        if session.over:
            for name in self.agents:
                self.terminations[name] = True
        else:
            self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The decision at hand as the text interface writes it (``ansi`` returns it,
        ``human`` prints it)."""
        if self.render_mode is None or self.session is None:
            return None
        d = self.session.decision()
        player = self.possible_agents.index(self.agent_selection) if d is None else d.player
        text = view_text(self.session.sight(player), advising=d is not None and d.advising)
        if d is not None:
            text += "\n" + legal_line(legal_words(d.view, self.session.legal_ids()))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""


class OrderEnforcing(wrappers.OrderEnforcingWrapper):  # type: ignore[misc]
    """PettingZoo's order check, with the attributes of a step read from the environment
    itself.

    The wrapper reads each attribute it does not hold (the agent to act, the agents
    left, the rewards and flags that ``last`` returns...) through its two
    ``__getattr__``, a few Python calls each, several times a step: an eighth of a
    step went there (docs/rl.md, "Speed").  Here ``last``, ``step`` and the
    iterator of ``agent_iter`` read them from the environment at once, after the
    same checks; before ``reset``, or with no agent left, the wrapper's own code
    runs, with its errors and warnings.  The answers are the same.
    """

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        if not self._has_reset:
            raise AttributeError("agent_selection cannot be accessed before reset")
        answer: tuple[Any, float, bool, bool, dict[str, Any]] = self.env.last(observe)
        return answer

    def step(self, action: Any) -> None:
        if self._has_reset and self.env.agents:
            self._has_updated = True
            self.env.step(action)
        else:
            super().step(action)

    def agent_iter(self, max_iter: int = 2**63) -> AECOrderEnforcingIterable:
        if not self._has_reset:
            super().agent_iter(max_iter)  # PettingZoo's error before reset
        return _Agents(self, max_iter)

    def __str__(self) -> str:
        return str(self.env)  # as PettingZoo's own wrapper names itself: ginrummy_v1


class _Agents(AECOrderEnforcingIterable):  # type: ignore[misc]
    def __iter__(self) -> AECOrderEnforcingIterator:
        return _AgentIterator(self.env, self.max_iter)


class _AgentIterator(AECOrderEnforcingIterator):  # type: ignore[misc]
    """PettingZoo's iterator of agents (AECIterator, AECOrderEnforcingIterator), reading
    the agents from the environment inside the wrapper."""

    def __next__(self) -> str:
        wrapper = self.env
        inner = wrapper.env
        if not inner.agents or self.iters_til_term <= 0:
            raise StopIteration
        self.iters_til_term -= 1
        assert wrapper._has_updated, "need to call step() or reset() in a loop over `agent_iter`"
        wrapper._has_updated = False
        agent: str = inner.agent_selection
        return agent


def env(variant: str = "standard", **settings: Any) -> Any:
    """The environment with PettingZoo's order check (:class:`raw_env`'s arguments)."""
    return OrderEnforcing(raw_env(variant, **settings))
