"""The meld solver compiled: least deadwood, the best discard's values, the best
arrangement and the defender's least deadwood after lay-offs (RULES R2, R5, R6).

The same algorithm as :mod:`ginrummy.melds`, on its own tables
(:mod:`ginrummy.batch.tables`): a hand with no rank held three times is four
table look-ups; otherwise every choice of sets is tried.  Where the scalar solver
picks one answer among equals (:func:`best_arrangement`'s melds, which decide the
defender's lay-offs), the set choices are visited in the very order of
:func:`ginrummy.melds._set_choices` and the first best kept, so the melds laid
down are the scalar engine's.

Hands are int64 bit masks (card ``suit * 13 + rank``, R1).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ginrummy.batch._jit import jit
from ginrummy.batch.tables import PATTERN_VALUE, RANK_COLUMN, RUN_DW, RUN_MELD_COUNT, RUN_MELDS

__all__ = [
    "best_arrangement",
    "deadwood",
    "discard_values",
    "is_run",
    "is_set",
    "layoff_deadwood",
    "layoff_reach",
    "layoff_targets",
    "lowest",
    "popcount",
    "value",
]

SUIT = 0x1FFF
INF = 1 << 30
_ACES = (1 << 0) | (1 << 13) | (1 << 26) | (1 << 39)
_KINGS = _ACES << 12

Ints = npt.NDArray[np.int64]


@jit
def popcount(x: int) -> int:
    """Cards in a mask (of at most 63 bits)."""
    x = x - ((x >> 1) & 0x5555555555555555)
    x = (x & 0x3333333333333333) + ((x >> 2) & 0x3333333333333333)
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0F
    # The top byte of the product sums the eight bytes (at most 63: its top bit is clear).
    return ((x * 0x0101010101010101) >> 56) & 0x7F


@jit
def lowest(x: int) -> int:
    """The lowest card of a non-empty mask."""
    return popcount((x & -x) - 1)


@jit
def value(mask: int) -> int:
    """The summed card values of ``mask`` (R1.3)."""
    return int(PATTERN_VALUE[mask & SUIT] + PATTERN_VALUE[(mask >> 13) & SUIT]
               + PATTERN_VALUE[(mask >> 26) & SUIT] + PATTERN_VALUE[(mask >> 39) & SUIT])


@jit
def _runs_only(mask: int) -> int:
    return int(RUN_DW[mask & SUIT] + RUN_DW[(mask >> 13) & SUIT] + RUN_DW[(mask >> 26) & SUIT]
               + RUN_DW[(mask >> 39) & SUIT])


@jit
def _triples(mask: int) -> int:
    """Ranks (13-bit mask) held in three or four suits."""
    s0 = mask & SUIT
    s1 = (mask >> 13) & SUIT
    s2 = (mask >> 26) & SUIT
    s3 = (mask >> 39) & SUIT
    return (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1))


@jit
def _choice_count(mask: int, trip: int) -> int:
    """How many ways to take sets out of ``mask``: per rank held three times, none
    or all; held four times, none, all or any three."""
    n = 1
    for r in range(13):
        if (trip >> r) & 1:
            n *= 6 if (mask & RANK_COLUMN[r]) == RANK_COLUMN[r] else 2
    return n


@jit
def _set_choice(mask: int, trip: int, index: int) -> int:
    """The ``index``-th way to take sets out of ``mask`` (the cards taken), in the
    order of ``itertools.product`` over the ranks ascending (the highest rank
    varies fastest), each rank's options being none, all, then all but each card
    in card order: :func:`ginrummy.melds._set_choices`'s order."""
    taken = 0
    for r in range(12, -1, -1):
        if (trip >> r) & 1:
            present = mask & RANK_COLUMN[r]
            options = 6 if present == RANK_COLUMN[r] else 2
            option = index % options
            index //= options
            if option == 1:
                taken |= present
            elif option >= 2:
                rest = present
                for _ in range(option - 2):
                    rest &= rest - 1
                taken |= present ^ (rest & -rest)
    return taken


@jit
def deadwood(mask: int) -> int:
    """Least deadwood of ``mask`` over all arrangements (R2.4)."""
    trip = _triples(mask)
    if trip == 0:
        return _runs_only(mask)
    best = INF
    for i in range(_choice_count(mask, trip)):
        v = _runs_only(mask ^ _set_choice(mask, trip, i))
        if v < best:
            best = v
    return best


@jit
def discard_values(mask: int, allowed: int, out: Ints) -> None:
    """``out[card]``: the least deadwood left after discarding ``card``, for each card
    of ``allowed & mask`` (the others are left as they were)."""
    allowed &= mask
    trip = _triples(mask)
    if trip == 0:
        total = _runs_only(mask)
        for shift in range(0, 52, 13):
            pattern = (mask >> shift) & SUIT
            others = total - int(RUN_DW[pattern])
            a = (allowed >> shift) & SUIT
            while a:
                low = a & -a
                out[shift + lowest(low)] = others + int(RUN_DW[pattern ^ low])
                a ^= low
        return
    a = allowed
    while a:
        low = a & -a
        out[lowest(low)] = INF
        a ^= low
    for i in range(_choice_count(mask, trip)):
        taken = _set_choice(mask, trip, i)
        m = mask ^ taken
        total = _runs_only(m)
        free = allowed & ~taken  # a card in a set taken is not discarded by this choice
        for shift in range(0, 52, 13):
            pattern = (m >> shift) & SUIT
            others = total - int(RUN_DW[pattern])
            a = (free >> shift) & SUIT
            while a:
                low = a & -a
                card = shift + lowest(low)
                dw = others + int(RUN_DW[pattern ^ low])
                if dw < out[card]:
                    out[card] = dw
                a ^= low


@jit
def best_arrangement(mask: int, melds: Ints) -> tuple[int, int]:
    """:func:`ginrummy.melds.best_arrangement`: writes its melds into ``melds`` and
    returns their number and the deadwood left (R5.3's default)."""
    trip = _triples(mask)
    taken = 0
    if trip != 0:
        best = INF
        for i in range(_choice_count(mask, trip)):
            choice = _set_choice(mask, trip, i)
            v = _runs_only(mask ^ choice)
            if v < best:
                best = v
                taken = choice
    m = mask ^ taken
    n = 0
    for shift in range(0, 52, 13):
        pattern = (m >> shift) & SUIT
        for j in range(RUN_MELD_COUNT[pattern]):
            melds[n] = RUN_MELDS[pattern, j] << shift
            n += 1
    for r in range(13):
        s = taken & RANK_COLUMN[r]
        if s:
            melds[n] = s
            n += 1
    return n, _runs_only(m)


@jit
def is_set(meld: int) -> bool:
    """Three or four cards of one rank (R2.1)."""
    n = popcount(meld)
    if n != 3 and n != 4:
        return False
    return bool((meld & ~RANK_COLUMN[lowest(meld) % 13]) == 0)


@jit
def is_run(meld: int) -> bool:
    """Three or more cards of one suit in consecutive rank, ace low (R2.2)."""
    if popcount(meld) < 3:
        return False
    low = lowest(meld)
    base = 13 * (low // 13)
    pattern = meld >> base
    if pattern > SUIT:
        return False
    pattern >>= low - base
    return (pattern & (pattern + 1)) == 0


@jit
def layoff_targets(melds: Ints, n: int) -> tuple[int, int]:
    """(cards covered by the knocker's runs, cards that complete one of its sets of
    three): :func:`ginrummy.melds.layoff_targets` (R6.2)."""
    runs = 0
    fourths = 0
    for i in range(n):
        meld = melds[i]
        if is_set(meld):
            if popcount(meld) == 3:
                fourths |= RANK_COLUMN[lowest(meld) % 13] ^ meld
        else:
            runs |= meld
    return runs, fourths


@jit
def layoff_reach(cards: int, runs: int, fourths: int) -> int:
    """The cards of ``cards`` that can be laid off, chaining along runs (R6.2)."""
    while True:
        adjacent = ((runs << 1) & ~_ACES) | ((runs >> 1) & ~_KINGS)
        grown = runs | (cards & adjacent)
        if grown == runs:
            return cards & (runs | fourths)
        runs = grown


@jit
def layoff_deadwood(hand: int, runs: int, fourths: int) -> int:
    """The defender's least deadwood after its own melds and lay-offs (R6.4):
    :func:`ginrummy.melds.layoff_deadwood`."""
    reach = layoff_reach(hand, runs, fourths)
    best = deadwood(hand)
    sub = reach
    while sub:
        if layoff_reach(sub, runs, fourths) == sub:
            dw = deadwood(hand ^ sub)
            if dw < best:
                best = dw
        sub = (sub - 1) & reach
    return best
