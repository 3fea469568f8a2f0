"""The ``random`` player's choices after a knock, compiled: which arrangement the
knocker lays down and which melds and lay-offs the defender shows (R5.3, R6).

:class:`ginrummy.agents.RandomAgent` picks uniformly among
:func:`ginrummy.legality.legal_actions`: every arrangement within the limit
(:func:`ginrummy.melds.arrangements_within`, sorted by deadwood then by more melds
first, otherwise in the order its search finds them), and for the defender every
feasible set of lay-offs (largest first, as ``(sub - 1) & reach`` counts down),
every way to say which meld each card joins, every arrangement of the cards
left.  Listing them would be slow, so this counts them instead, with the same
search in the same order: the chosen number picks the same list entry the scalar
agent's ``choice`` picks, and only that entry is built.

A search's state lives in ``scratch``, one array per call of the compiled loop
(the offsets are below), so nothing is allocated per hand.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ginrummy.batch._jit import jit
from ginrummy.batch.solver import (
    deadwood,
    is_run,
    is_set,
    layoff_reach,
    layoff_targets,
    lowest,
    popcount,
    value,
)
from ginrummy.batch.streams import below
from ginrummy.batch.tables import RANK_COLUMN

__all__ = ["SCRATCH_SIZE", "random_arrangement", "random_showing"]

Ints = npt.NDArray[np.int64]

# Offsets into the scratch array.
_CAND = 0
"""Every meld of the hand searched (at most 45 for 11 cards of one suit)."""
_MAX_CAND = 64
_REST = _CAND + _MAX_CAND
"""The search's stack: cards left, melds chosen (bits of _CAND), next candidate."""
_CHOSEN = _REST + 16
_NEXT = _CHOSEN + 16
_HIST = _NEXT + 16
"""Arrangements found, by deadwood (up to 127) and number of melds (up to 7)."""
_HIST_SIZE = 128 * 8
_SUBS = _HIST + _HIST_SIZE
"""The defender's feasible lay-off sets and how many actions each stands for."""
_MAX_SUBS = 1 << 11
_WEIGHTS = _SUBS + _MAX_SUBS
_GROWN = _WEIGHTS + _MAX_SUBS
"""The knocker's melds grown by an assignment of lay-offs."""
_CARDS = _GROWN + 16
_OPTIONS = _CARDS + 16
SCRATCH_SIZE = _OPTIONS + 16
_UNLIMITED = 1 << 60
"""arrangements_within's limit for the defender's own melds: none."""


@jit
def _melds_in(mask: int, scratch: Ints) -> int:
    """:func:`ginrummy.melds.melds_in` into scratch: sets (by rank; for four of a kind
    the four threes, then the four), then runs by suit, start and length."""
    n = 0
    s0 = mask & 0x1FFF
    s1 = (mask >> 13) & 0x1FFF
    s2 = (mask >> 26) & 0x1FFF
    s3 = (mask >> 39) & 0x1FFF
    trip = (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1))
    for r in range(13):
        if (trip >> r) & 1:
            present = mask & RANK_COLUMN[r]
            if popcount(present) == 4:
                rest = present
                while rest:
                    low = rest & -rest
                    scratch[_CAND + n] = present ^ low
                    n += 1
                    rest ^= low
            scratch[_CAND + n] = present
            n += 1
    for shift in range(0, 52, 13):
        pattern = (mask >> shift) & 0x1FFF
        for start in range(11):
            run = 0
            for r in range(start, 13):
                if not (pattern >> r) & 1:
                    break
                run |= 1 << r
                if r - start >= 2:
                    scratch[_CAND + n] = run << shift
                    n += 1
    return n


@jit
def _walk(mask: int, limit: int, n: int, scratch: Ints, want_dw: int, want_melds: int,
          want_rank: int) -> int:
    """The search of :func:`ginrummy.melds.arrangements_within` over the ``n``
    candidates in scratch, in its order.  With ``want_rank < 0`` it counts the
    arrangements into the histogram (by deadwood and number of melds) and returns
    how many; otherwise it returns the melds chosen (bits of the candidates) of
    the ``want_rank``-th arrangement found with ``want_dw`` deadwood and
    ``want_melds`` melds."""
    counting = want_rank < 0
    if limit < _UNLIMITED and deadwood(mask) > limit:
        return 0
    total = 0
    v = value(mask)
    if v <= limit:
        if counting:
            scratch[_HIST + v * 8] += 1
            total += 1
        elif v == want_dw and want_melds == 0:
            if want_rank == 0:
                return 0
            want_rank -= 1
    depth = 0
    scratch[_REST] = mask
    scratch[_CHOSEN] = 0
    scratch[_NEXT] = 0
    while depth >= 0:
        i = int(scratch[_NEXT + depth])
        rest = int(scratch[_REST + depth])
        while i < n and (scratch[_CAND + i] & rest) != scratch[_CAND + i]:
            i += 1
        if i >= n:
            depth -= 1
            continue
        scratch[_NEXT + depth] = i + 1
        child = rest ^ scratch[_CAND + i]
        chosen = int(scratch[_CHOSEN + depth]) | (1 << i)
        if limit < _UNLIMITED and deadwood(child) > limit:
            continue  # no arrangement of what is left comes within the limit
        v = value(child)
        if v <= limit:
            if counting:
                scratch[_HIST + v * 8 + depth + 1] += 1
                total += 1
            elif v == want_dw and want_melds == depth + 1:
                if want_rank == 0:
                    return chosen
                want_rank -= 1
        depth += 1
        scratch[_REST + depth] = child
        scratch[_CHOSEN + depth] = chosen
        scratch[_NEXT + depth] = i + 1
    return total


@jit
def _clear_histogram(scratch: Ints) -> None:
    for i in range(_HIST_SIZE):
        scratch[_HIST + i] = 0


@jit
def _count_arrangements(mask: int, limit: int, scratch: Ints) -> tuple[int, int]:
    """How many arrangements of ``mask`` come within ``limit`` (the histogram
    filled), and the number of candidate melds."""
    n = _melds_in(mask, scratch)
    _clear_histogram(scratch)
    return _walk(mask, limit, n, scratch, 0, 0, -1), n


@jit
def _nth_deadwood(scratch: Ints, index: int) -> int:
    """The deadwood of the ``index``-th arrangement once sorted by deadwood."""
    for dw in range(128):
        for melds in range(8):
            count = scratch[_HIST + dw * 8 + melds]
            if index < count:
                return dw
            index -= count
    return -1


@jit
def random_arrangement(mask: int, limit: int, key: np.uint64, count: int, scratch: Ints,
                       melds: Ints) -> tuple[int, int, int]:
    """The random knocker's arrangement of ``mask`` (R5.3): one of those within
    ``limit``, as ``choice`` over :func:`ginrummy.melds.arrangements_within`'s list
    picks it.  Writes its melds into ``melds``; returns their number, the deadwood
    left and the stream's new count."""
    total, n = _count_arrangements(mask, limit, scratch)
    index, count = below(key, count, total)
    # The list is sorted by deadwood, then more melds first; stable, so among
    # equals the search's order stands.
    for dw in range(128):
        for k in range(7, -1, -1):
            found = scratch[_HIST + dw * 8 + k]
            if index < found:
                chosen = _walk(mask, limit, n, scratch, dw, k, index)
                m = 0
                for i in range(n):
                    if (chosen >> i) & 1:
                        melds[m] = scratch[_CAND + i]
                        m += 1
                return m, dw, count
            index -= found
    return 0, value(mask), count  # not reached: a legal knock has an arrangement


@jit
def _could_join(card: int, meld: int) -> bool:
    """:func:`ginrummy.legality._could_join`: the fourth card of a set of three, or
    a card of a run's suit."""
    if is_set(meld):
        return popcount(meld) == 3 and card % 13 == lowest(meld) % 13
    return card // 13 == lowest(meld) // 13


@jit
def _assignments(cards: int, melds: Ints, n_melds: int, scratch: Ints) -> int:
    """How many ways to say which of the knocker's melds each card of ``cards``
    joins, leaving every meld a meld: :func:`ginrummy.legality._assignments`."""
    k = 0
    combos = 1
    rest = cards
    while rest:
        low = rest & -rest
        card = lowest(low)
        options = 0
        for i in range(n_melds):
            if _could_join(card, melds[i]):
                options |= 1 << i
        if options == 0:
            return 0
        scratch[_CARDS + k] = card
        scratch[_OPTIONS + k] = options
        combos *= popcount(options)
        k += 1
        rest ^= low
    valid = 0
    for combo in range(combos):
        for i in range(n_melds):
            scratch[_GROWN + i] = melds[i]
        c = combo
        for j in range(k):
            options = scratch[_OPTIONS + j]
            pick = c % popcount(options)
            c //= popcount(options)
            for _ in range(pick):
                options &= options - 1
            scratch[_GROWN + lowest(options)] |= 1 << scratch[_CARDS + j]
        ok = True
        for i in range(n_melds):
            grown = scratch[_GROWN + i]
            if grown != melds[i]:
                ok = ok and (is_set(grown) if is_set(melds[i]) else is_run(grown))
        if ok:
            valid += 1
    return valid


@jit
def random_showing(hand: int, melds: Ints, n_melds: int, gin: bool, key: np.uint64,
                   count: int, scratch: Ints) -> tuple[int, int]:
    """The random defender's showing (R6): one of its legal melds-and-lay-offs
    actions, as ``choice`` over :func:`ginrummy.legality.legal_actions` picks it.
    Returns the deadwood it leaves (R8.1's D) and the stream's new count."""
    if gin:  # R6.3: nothing is laid off onto gin; any arrangement of its own cards
        total, _n = _count_arrangements(hand, _UNLIMITED, scratch)
        index, count = below(key, count, total)
        return _nth_deadwood(scratch, index), count
    runs, fourths = layoff_targets(melds, n_melds)
    reach = layoff_reach(hand, runs, fourths)
    subs = 0
    total = 0
    sub = reach
    while True:
        if layoff_reach(sub, runs, fourths) == sub:
            ways = _assignments(sub, melds, n_melds, scratch)
            if ways:
                arrangements, _n = _count_arrangements(hand ^ sub, _UNLIMITED, scratch)
                scratch[_SUBS + subs] = sub
                scratch[_WEIGHTS + subs] = ways * arrangements
                total += ways * arrangements
                subs += 1
        if sub == 0:
            break
        sub = (sub - 1) & reach
    index, count = below(key, count, total)
    for s in range(subs):
        weight = scratch[_WEIGHTS + s]
        if index < weight:
            left = hand ^ scratch[_SUBS + s]
            arrangements, _n = _count_arrangements(left, _UNLIMITED, scratch)
            # For each assignment the list holds every arrangement of the cards left.
            return _nth_deadwood(scratch, index % arrangements), count
        index -= weight
    return deadwood(hand), count  # not reached: laying off nothing is always legal
