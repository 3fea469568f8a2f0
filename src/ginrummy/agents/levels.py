"""Difficulty levels, each a preset of the built-in players.

Measured strength is in docs/strength.md.

- ``easy``: the ``simple`` baseline.
- ``medium``: the expert's look-ahead draws and discards, but no reading of the
  opponent and a knock at the first legal chance.
- ``hard``: the full expert (opponent model, knocks priced by sampling).
- ``expert``: the expert refined by a short determinized search per decision.
"""

from __future__ import annotations

import random

from ginrummy.agents.base import Agent
from ginrummy.agents.baseline import SimpleAgent
from ginrummy.agents.expert import ExpertAgent, ExpertSettings
from ginrummy.agents.search import SearchAgent, SearchSettings

__all__ = ["LEVELS", "make_level"]

LEVELS = ("easy", "medium", "hard", "expert")

MEDIUM = ExpertSettings(opponent_model=False, knock_samples=0)
HARD = ExpertSettings()
EXPERT_SEARCH = SearchSettings(budget=0.04, max_samples=60, candidates=2)


def make_level(level: str, rng: random.Random) -> Agent:
    """A player of the given difficulty level."""
    agent: Agent
    if level == "easy":
        agent = SimpleAgent(rng)
    elif level == "medium":
        agent = ExpertAgent(rng, MEDIUM)
    elif level == "hard":
        agent = ExpertAgent(rng, HARD)
    elif level == "expert":
        agent = SearchAgent(rng, HARD, EXPERT_SEARCH)
    else:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    agent.name = level
    return agent
