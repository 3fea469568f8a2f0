"""The arena: seeded matches between agents in parallel, with confidence intervals,
win-rate matrices and Elo ratings (``ginrummy arena`` is its command line).

>>> from ginrummy.arena import ArenaConfig, run_arena
>>> result = run_arena(ArenaConfig(["simple", "random"], games=4, seed=1, workers=1))
>>> result.to_json()["wins"]
[4, 0]
"""

from __future__ import annotations

from ginrummy.arena.core import (
    ArenaConfig,
    ArenaError,
    ArenaPlan,
    ArenaResult,
    plan_arena,
    run_arena,
)
from ginrummy.arena.games import GameResult, GameSpec, HandEnd, deal_seed
from ginrummy.arena.stats import elo_ratings, time_stats, wilson_interval
from ginrummy.arena.tally import Tally

__all__ = [
    "ArenaConfig",
    "ArenaError",
    "ArenaPlan",
    "ArenaResult",
    "GameResult",
    "GameSpec",
    "HandEnd",
    "Tally",
    "deal_seed",
    "elo_ratings",
    "plan_arena",
    "run_arena",
    "time_stats",
    "wilson_interval",
]
