"""The batch simulator: many two-player hands played at once, compiled with numba.

``simulate(hands, players=("simple", "simple"), variant="standard", seed=...)``
plays K hands in lockstep under the full hand rules of every two-player preset
and its options, with the ``simple`` and ``random`` players vectorized and any
policy given as a function of batched observations, and returns each hand's
points and how it ended.  Given the same decks and the same random streams
(:class:`StreamRandom`), its results are exactly the scalar engine's with the
real agents (docs/rl.md, "Batch simulator").

An optional extra (``pip install 'ginrummy[rl]'``: numpy and numba); the rules
core never imports it.
"""

from __future__ import annotations

import importlib.util

from ginrummy.batch._jit import MissingExtraError

if importlib.util.find_spec("numpy") is None:
    raise MissingExtraError(
        "ginrummy.batch needs the optional numpy and numba packages: pip install 'ginrummy[rl]'"
    )

from ginrummy.batch.layout import (
    ACTION_BIG_GIN,
    ACTION_DISCARD,
    ACTION_DRAW_STOCK,
    ACTION_KNOCK,
    ACTION_PASS,
    ACTION_TAKE,
    ENDED,
    NUM_ACTIONS,
    PHASES,
)
from ginrummy.batch.observe import Observation, action_name
from ginrummy.batch.simulation import (
    BatchError,
    BatchResult,
    Policy,
    simulate,
    two_player_presets,
)
from ginrummy.batch.streams import StreamRandom, deal_of

__all__ = [
    "ACTION_BIG_GIN",
    "ACTION_DISCARD",
    "ACTION_DRAW_STOCK",
    "ACTION_KNOCK",
    "ACTION_PASS",
    "ACTION_TAKE",
    "ENDED",
    "NUM_ACTIONS",
    "PHASES",
    "BatchError",
    "BatchResult",
    "MissingExtraError",
    "Observation",
    "Policy",
    "StreamRandom",
    "action_name",
    "deal_of",
    "simulate",
    "two_player_presets",
]
