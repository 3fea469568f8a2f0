"""The meld solver's and the simple agent's precomputed tables, as numpy arrays.

Taken from :mod:`ginrummy.melds` and :mod:`ginrummy.agents.baseline` themselves,
not rebuilt, so that the compiled solver cannot drift from the scalar one: the
least run deadwood of every 13-bit suit pattern and one best set of runs for it
(the very runs :func:`ginrummy.melds.best_arrangement` lays down), the four cards
of each rank, each card's value (R1.3), and the cards that make a meld with a
given card.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ginrummy import melds
from ginrummy.agents import baseline
from ginrummy.cards import CARD_VALUES, NUM_CARDS, NUM_RANKS

__all__ = [
    "CARD_VALUE",
    "PATTERN_VALUE",
    "RANK_COLUMN",
    "RUN_DW",
    "RUN_MELDS",
    "RUN_MELD_COUNT",
    "RUN_PAIRS",
    "RUN_PAIR_COUNT",
    "SET_MATES",
]

_PATTERNS = 1 << NUM_RANKS

RUN_DW: npt.NDArray[np.int16] = np.array(melds._RUN_DW, dtype=np.int16)
"""Least deadwood of each suit pattern using runs only (R2.2, R2.4)."""

_most_runs = max(len(runs) for runs in melds._RUN_MELDS)
RUN_MELDS: npt.NDArray[np.int64] = np.zeros((_PATTERNS, _most_runs), dtype=np.int64)
"""The runs (13-bit patterns) of one least-deadwood decomposition of each pattern."""
RUN_MELD_COUNT: npt.NDArray[np.int64] = np.zeros(_PATTERNS, dtype=np.int64)
for _pattern, _runs in enumerate(melds._RUN_MELDS):
    RUN_MELD_COUNT[_pattern] = len(_runs)
    RUN_MELDS[_pattern, : len(_runs)] = _runs

PATTERN_VALUE: npt.NDArray[np.int16] = np.array(
    [sum(min(r + 1, 10) for r in range(NUM_RANKS) if p >> r & 1) for p in range(_PATTERNS)],
    dtype=np.int16,
)
"""The summed card values of each suit pattern (R1.3)."""

RANK_COLUMN: npt.NDArray[np.int64] = np.array(melds._RANK_COLUMN, dtype=np.int64)
"""The four cards of each rank (mask)."""
CARD_VALUE: npt.NDArray[np.int64] = np.array(CARD_VALUES, dtype=np.int64)

SET_MATES: npt.NDArray[np.int64] = np.array(baseline._SET_MATES, dtype=np.int64)
"""The other three cards of each card's rank."""
RUN_PAIR_COUNT: npt.NDArray[np.int64] = np.array(
    [len(p) for p in baseline._RUN_PAIRS], dtype=np.int64
)
RUN_PAIRS: npt.NDArray[np.int64] = np.zeros((NUM_CARDS, 3), dtype=np.int64)
"""The pairs of same-suit neighbours that make a run of three with each card
(the first RUN_PAIR_COUNT[card] entries)."""
for _card, _pairs in enumerate(baseline._RUN_PAIRS):
    RUN_PAIRS[_card, : len(_pairs)] = _pairs
