"""Difficulty levels, each a preset of the built-in players.

Measured strength is in docs/strength.md.

- ``easy``: the ``simple`` baseline.
- ``medium``: the expert's look-ahead draws and discards, but no reading of the
  opponent and a knock at the first legal chance.
- ``hard``: the full expert (opponent model, knocks priced by sampling).
- ``expert``: the full expert with knocks priced on more, better-developed
  sampled hands and decided by expected value alone.

The ``search`` agent (determinized Monte Carlo, a time budget per decision) is
not a level: at its default one second per decision it is for analysis and
patient players.
"""

from __future__ import annotations

import random

from ginrummy.agents.base import Agent
from ginrummy.agents.baseline import SimpleAgent
from ginrummy.agents.expert import ExpertAgent, ExpertSettings

__all__ = ["LEVELS", "make_level"]

LEVELS = ("easy", "medium", "hard", "expert")

MEDIUM = ExpertSettings(opponent_model=False, knock_samples=0)
HARD = ExpertSettings()
EXPERT = ExpertSettings(knock_samples=60, development=1.5, max_undercut=1.0, min_knock_value=0.0)


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
        agent = ExpertAgent(rng, EXPERT)
    else:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    agent.name = level
    return agent
