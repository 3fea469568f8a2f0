"""Gin Rummy as a Gymnasium environment: one seat against built-in or plugin agents
(the ``rl`` extra; docs/rl.md, "Gymnasium").

``gymnasium.make("ginrummy/GinRummy-v0", variant="oklahoma", opponent="simple")``
after ``import ginrummy.rl``.  The learner is ``player`` (0 by default) of a match;
the other players are agents of :func:`ginrummy.agents.make_agent` (a level such
as ``simple`` or ``hard``, or a plugin ``package.module:Class``, run in a process
of its own), seeded from the episode's seed.  Each step is one of the learner's
decisions; the other players' decisions in between are played by their agents,
with their hooks called as the runner calls them (``begin_hand``, ``end_hand``,
and in three-player Gin ``advise`` and ``act_advised``, R11.3).

Observations, moves and rewards are those of the PettingZoo environment
(:mod:`ginrummy.rl.aec`), the learner's share of the rewards.  Gymnasium has no
action masks in its API, and ``check_env`` steps with any id of the action
space: following the convention of masked Gymnasium environments, an illegal id
changes nothing and is penalised (``illegal_reward``, -1 by default), with the
reason and the legal ids in ``info["illegal"]``; ``illegal="raise"`` raises
instead.  ``action_masks()`` gives the mask (sb3-contrib's MaskablePPO reads it).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from ginrummy.agents import Agent, make_agent
from ginrummy.agents.base import advice_of, agent_seed, as_agent, captain_decides
from ginrummy.agents.sandbox import Sandboxes
from ginrummy.legality import IllegalActionError
from ginrummy.rl.aec import mask_of, observation_space
from ginrummy.rl.moves import NUM_ACTIONS
from ginrummy.rl.observation import encode
from ginrummy.rl.session import Session, SessionError, check_settings
from ginrummy.rl.text import legal_line, legal_words, make_rules, view_text
from ginrummy.view import view

__all__ = ["GinRummyEnv"]

Observation = dict[str, Any]


class GinRummyEnv(gymnasium.Env[Observation, np.int64]):
    """One seat of Gin Rummy against agents (see the module docstring)."""

    metadata: dict[str, Any] = {"render_modes": ["ansi", "human"]}  # noqa: RUF012 - Env's

    def __init__(self, variant: str = "standard", opponent: str | Sequence[str] = "random", *,
                 player: int = 0, explicit: bool = False, advice: bool = False,
                 episode: str = "hand", reward: str = "points", illegal: str = "penalty",
                 illegal_reward: float = -1.0, render_mode: str | None = None,
                 **rules: Any) -> None:
        check_settings(episode, reward)
        self.rules = make_rules(variant, rules)
        players = self.rules.players
        if not isinstance(player, int) or not 0 <= player < players:
            raise SessionError(f"player must be 0 to {players - 1}, not {player!r}")
        names = [opponent] * (players - 1) if isinstance(opponent, str) else list(opponent)
        if len(names) != players - 1:
            raise SessionError(f"{players} players need {players - 1} opponent(s), not"
                               f" {len(names)}")
        if illegal not in ("penalty", "raise"):
            raise SessionError(f"unknown illegal {illegal!r} (known: penalty, raise)")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise SessionError(f"unknown render_mode {render_mode!r} (known: ansi, human)")
        self.player = player
        self.opponents = names
        self.explicit, self.advice = explicit, advice
        self.episode, self.reward = episode, reward
        self.illegal = illegal
        self.illegal_reward = float(illegal_reward)
        self.render_mode = render_mode
        self.observation_space = observation_space()
        self.action_space = spaces.Discrete(NUM_ACTIONS)
        self._seeds = random.Random()
        self._sandboxes: Sandboxes | None = None
        self._agents: dict[int, Agent] = {}
        self.session: Session | None = None
        # An unknown agent name is refused now, in one line, not at the first reset.
        for name in names:
            if ":" not in name:
                make_agent(name, random.Random(0))

    # ------------------------------------------------------------------ the API

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        if seed is not None:
            self._seeds = random.Random(seed)
        while True:
            self._start(self._seeds.randrange(1 << 63))
            # A three-player hand the learner sits out without advising asks it nothing:
            # a one-hand episode starts again from the next seed (docs/rl.md).
            if not self._session().over:
                return self._observation(), {}
            self.close()

    def _start(self, match_seed: int) -> float:
        """Set up the agents and the session of a match; the learner's rewards until its
        first decision."""
        self._agents = {}
        others = [p for p in range(self.rules.players) if p != self.player]
        for p, name in zip(others, self.opponents, strict=True):
            if ":" in name and self._sandboxes is None:
                self._sandboxes = Sandboxes()
            self._agents[p] = as_agent(make_agent(
                name, random.Random(agent_seed(match_seed, p)), sandboxes=self._sandboxes,
                player=p))
        self.session = Session(self.rules, match_seed, explicit=self.explicit,
                               advice=self.advice, episode=self.episode, reward=self.reward)
        return self._others()

    def step(self, action: Any) -> tuple[Observation, float, bool, bool, dict[str, Any]]:
        session = self._session()
        try:
            rewards = session.play(action)
        except IllegalActionError as exc:
            if self.illegal == "raise":
                raise
            return self._observation(), self.illegal_reward, False, False, {"illegal": str(exc)}
        total = rewards[self.player] + self._others()
        return self._observation(), total, session.over, False, {}

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The learner's legal moves as booleans (sb3-contrib's MaskablePPO asks this)."""
        return self._mask().astype(bool)

    def render(self) -> str | None:
        """The learner's view as the text interface writes it (``ansi`` returns it,
        ``human`` prints it)."""
        if self.render_mode is None or self.session is None:
            return None
        session = self.session
        d = session.decision()
        deciding = d is not None and d.player == self.player
        text = view_text(session.sight(self.player), advising=deciding and d is not None
                         and d.advising)
        if deciding and d is not None:
            text += "\n" + legal_line(legal_words(d.view, session.legal_ids()))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """End the plugin agents' processes, if any."""
        if self._sandboxes is not None:
            self._sandboxes.close()
            self._sandboxes = None
        super().close()

    # ------------------------------------------------------------------ the others

    def _session(self) -> Session:
        if self.session is None:
            raise RuntimeError("call reset() first")
        return self.session

    def _mask(self) -> npt.NDArray[np.int8]:
        session = self._session()
        d = session.decision()
        return mask_of(session.legal_ids() if d is not None and d.player == self.player
                       else [])

    def _observation(self) -> Observation:
        return {"observation": encode(*self._session().sight(self.player)),
                "action_mask": self._mask()}

    def _others(self) -> float:
        """Play the other players' decisions until the learner is to decide or the
        episode is over; the learner's rewards on the way."""
        session = self._session()
        total = 0.0
        while True:
            self._hooks()
            d = session.decision()
            if d is None or d.player == self.player:
                return total
            agent = self._agents[d.player]
            if d.advising:
                rewards = session.advise(advice_of(agent, d.view))
            else:
                # Advice is given only when the session asks for it (three players);
                # otherwise there is none to read, and no sight to build for it.
                advice = session.sight(d.player).advice if session.advice else None
                rewards = session.act(captain_decides(agent, d.view, advice))
            total += rewards[self.player]

    def _hooks(self) -> None:
        """The agents' begin_hand and end_hand, with their seat's view (as the runner)."""
        session = self._session()
        for event, state, seats in session.hand_events:
            for seat, p in enumerate(seats):
                agent = self._agents.get(p)
                if agent is not None:
                    hook = agent.begin_hand if event == "begin" else agent.end_hand
                    hook(view(state, seat))
        session.hand_events.clear()
