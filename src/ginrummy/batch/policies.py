"""The built-in players, compiled: ``simple`` and ``random``, deciding exactly as
:class:`ginrummy.agents.SimpleAgent` and :class:`ginrummy.agents.RandomAgent` do.

``simple`` takes the upcard or the pile's top only when it makes a meld with two
cards of its hand, declares big gin when it can (R5.5), discards the card that
leaves the least deadwood (ties broken by one draw from its stream among the tied
cards in card order), and knocks at the first legal chance (R5.1).  ``random``
draws one of its legal actions, listed in :func:`ginrummy.legality.legal_actions`'
order.  Both draw from their seat's stream (:mod:`ginrummy.batch.streams`) exactly
when and as the agents' ``rng.choice`` does.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ginrummy.batch import layout as L
from ginrummy.batch._jit import jit
from ginrummy.batch.hand import allowed_discards
from ginrummy.batch.solver import deadwood, discard_values, lowest, popcount
from ginrummy.batch.streams import below, stream_key
from ginrummy.batch.tables import RUN_PAIR_COUNT, RUN_PAIRS, SET_MATES

__all__ = ["random_action", "simple_action"]

Ints = npt.NDArray[np.int64]
Small = npt.NDArray[np.int8]


@jit
def _makes_meld(card: int, hand: int) -> bool:
    """:func:`ginrummy.agents.baseline.makes_meld`: ``card`` forms a set or a run with
    two or more cards of ``hand``."""
    if popcount(hand & SET_MATES[card]) >= 2:
        return True
    for i in range(RUN_PAIR_COUNT[card]):
        pair = RUN_PAIRS[card, i]
        if (hand & pair) == pair:
            return True
    return False


@jit
def simple_action(row: Ints, k: int, pile: Small, rules: Ints, seed: np.uint64,
                  values: Ints) -> int:
    """The simple player's action for the seat to act in hand ``k``."""
    me = row[L.TO_ACT]
    hand = row[L.HAND0 + me]
    phase = row[L.PHASE]
    if phase != L.DISCARD:
        length = row[L.PILE_LEN]
        if length > 0 and not row[L.STOCK_ONLY] and _makes_meld(int(pile[k, length - 1]),
                                                                 hand):
            return L.ACTION_TAKE
        return L.ACTION_PASS if phase == L.OFFER else L.ACTION_DRAW_STOCK
    if rules[L.R_BIG_GIN] and deadwood(hand) == 0:
        return L.ACTION_BIG_GIN
    allowed = allowed_discards(row, rules)
    discard_values(hand, allowed, values)
    least = 1 << 30
    ties = 0
    a = allowed
    while a:
        low = a & -a
        dw = values[lowest(low)]
        if dw < least:
            least = dw
            ties = low
        elif dw == least:
            ties |= low
        a ^= low
    n = popcount(ties)
    if n > 1:
        key = stream_key(seed, row[L.INDEX], 1 + me)
        pick, draws = below(key, row[L.DRAWS0 + me], n)
        row[L.DRAWS0 + me] = draws
        for _ in range(pick):
            ties &= ties - 1
    card = lowest(ties)
    if least <= row[L.KNOCK_LIMIT]:  # the first legal knock is taken (R5.1)
        return L.ACTION_KNOCK + card
    return L.ACTION_DISCARD + card


@jit
def random_action(row: Ints, k: int, rules: Ints, seed: np.uint64, values: Ints) -> int:
    """The random player's action for the seat to act in hand ``k``: uniform over its
    legal actions, in legal_actions' order."""
    me = row[L.TO_ACT]
    key = stream_key(seed, row[L.INDEX], 1 + me)
    count = row[L.DRAWS0 + me]
    phase = row[L.PHASE]
    if phase == L.OFFER:  # [take, pass]
        pick, draws = below(key, count, 2)
        row[L.DRAWS0 + me] = draws
        return L.ACTION_TAKE if pick == 0 else L.ACTION_PASS
    if phase == L.DRAW:  # [stock, take], or [stock] alone
        can_take = row[L.PILE_LEN] > 0 and not row[L.STOCK_ONLY]
        pick, draws = below(key, count, 2 if can_take else 1)
        row[L.DRAWS0 + me] = draws
        return L.ACTION_DRAW_STOCK if pick == 0 else L.ACTION_TAKE
    # Every discard in card order, every knock in card order, then big gin.
    hand = row[L.HAND0 + me]
    allowed = allowed_discards(row, rules)
    discard_values(hand, allowed, values)
    limit = row[L.KNOCK_LIMIT]
    knocks = 0
    a = allowed
    while a:
        low = a & -a
        if values[lowest(low)] <= limit:
            knocks |= low
        a ^= low
    discards = popcount(allowed)
    big = 1 if rules[L.R_BIG_GIN] and deadwood(hand) == 0 else 0
    pick, draws = below(key, count, discards + popcount(knocks) + big)
    row[L.DRAWS0 + me] = draws
    if pick < discards:
        for _ in range(pick):
            allowed &= allowed - 1
        return L.ACTION_DISCARD + lowest(allowed)
    pick -= discards
    if pick < popcount(knocks):
        for _ in range(pick):
            knocks &= knocks - 1
        return L.ACTION_KNOCK + lowest(knocks)
    return L.ACTION_BIG_GIN
