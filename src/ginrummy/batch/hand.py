"""One hand's rules, compiled: the deal, each action applied, the knock settled and
scored (RULES R3-R9), on one row of the batch's state array.

The same transitions as :mod:`ginrummy.state` (which the tests hold this to, hand
by hand): the deal alternates from the non-dealer and turns the 21st card up
(R3.2, R3.3); the upcard is offered to the non-dealer, then the dealer, and if
both pass the non-dealer draws from the stock (R4.3); a card taken from the pile
may not be discarded that turn unless the rules say so (R4.2); after a discard
that leaves two cards in the stock, or the turn limit, the hand is drawn (R7.1,
R7.2).  A knock is settled at once: the knocker's arrangement, the defender's
melds and lay-offs (by each seat's player: the best ones, R5.3 and R6.4, or the
``random`` player's pick), then the score (R8, R5.5, R9.3).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ginrummy.batch import layout as L
from ginrummy.batch._jit import jit
from ginrummy.batch.choices import random_arrangement, random_showing
from ginrummy.batch.solver import (
    best_arrangement,
    deadwood,
    discard_values,
    layoff_deadwood,
    layoff_targets,
    lowest,
)
from ginrummy.batch.streams import stream_key

__all__ = ["allowed_discards", "apply_action", "deal_hand", "knock_limit_of", "legal_mask"]

Ints = npt.NDArray[np.int64]
Small = npt.NDArray[np.int8]

_HAND_SIZE = 10
_UPCARD_INDEX = 20
_DRAW_AT_STOCK = 2


@jit
def knock_limit_of(rules: Ints, upcard: int) -> int:
    """The hand's knock limit: fixed, or set by the upcard in Oklahoma (R5.1, R9.1,
    R9.2)."""
    if not rules[L.R_FROM_UPCARD]:
        return int(rules[L.R_KNOCK_LIMIT])
    rank = upcard % 13
    if rank == 0 and rules[L.R_ACE_GIN]:
        return 0
    return min(rank + 1, 10)


@jit
def deal_hand(state: Ints, k: int, deck: Small, pile: Small, rules: Ints) -> None:
    """Deal hand ``k`` from its deck row by its dealer (R3.2, R3.3); the upcard is
    offered to the non-dealer first (R4.3)."""
    row = state[k]
    dealer = row[L.DEALER]
    first = 1 - dealer
    hand_of_first = 0
    hand_of_dealer = 0
    for i in range(0, 2 * _HAND_SIZE, 2):
        hand_of_first |= 1 << int(deck[k, i])
        hand_of_dealer |= 1 << int(deck[k, i + 1])
    upcard = int(deck[k, _UPCARD_INDEX])
    row[L.HAND0 + first] = hand_of_first
    row[L.HAND0 + dealer] = hand_of_dealer
    row[L.KNOWN0] = 0
    row[L.KNOWN0 + 1] = 0
    row[L.SEEN] = 1 << upcard
    row[L.STOCK_POS] = _UPCARD_INDEX + 1
    row[L.UPCARD] = upcard
    row[L.KNOCK_LIMIT] = knock_limit_of(rules, upcard)
    row[L.PHASE] = L.OFFER
    row[L.TO_ACT] = first
    row[L.PASSES] = 0
    row[L.STOCK_ONLY] = 0
    row[L.TAKEN] = -1
    row[L.TURN] = 0
    row[L.PILE_LEN] = 1
    pile[k, 0] = upcard
    row[L.DRAWS0] = 0
    row[L.DRAWS0 + 1] = 0
    row[L.KNOCKER] = -1
    row[L.POINTS0] = 0
    row[L.POINTS0 + 1] = 0
    row[L.ENDED_COL] = L.ENDED_DRAWN
    row[L.WINNER] = -1


@jit
def allowed_discards(row: Ints, rules: Ints) -> int:
    """The cards the seat to act may discard or knock with: its hand but the card
    just taken from the pile, unless the rules allow it (R4.2)."""
    hand = int(row[L.HAND0 + row[L.TO_ACT]])
    taken = int(row[L.TAKEN])
    if taken >= 0 and not rules[L.R_DISCARD_DRAWN]:
        return hand & ~(1 << taken)
    return hand


@jit
def legal_mask(row: Ints, rules: Ints, values: Ints, out: npt.NDArray[np.bool_]) -> None:
    """``out[action]`` set for each legal action id of the seat to act
    (:func:`ginrummy.legality.legal_actions`); ``values`` is scratch for 52 numbers."""
    for a in range(L.NUM_ACTIONS):
        out[a] = False
    phase = row[L.PHASE]
    if phase == L.OFFER:
        out[L.ACTION_TAKE] = True
        out[L.ACTION_PASS] = True
    elif phase == L.DRAW:
        out[L.ACTION_DRAW_STOCK] = True
        out[L.ACTION_TAKE] = row[L.PILE_LEN] > 0 and not row[L.STOCK_ONLY]
    elif phase == L.DISCARD:
        hand = row[L.HAND0 + row[L.TO_ACT]]
        allowed = allowed_discards(row, rules)
        discard_values(hand, allowed, values)
        limit = row[L.KNOCK_LIMIT]
        a = allowed
        while a:
            low = a & -a
            card = lowest(low)
            out[L.ACTION_DISCARD + card] = True
            out[L.ACTION_KNOCK + card] = values[card] <= limit  # R5.1
            a ^= low
        out[L.ACTION_BIG_GIN] = bool(rules[L.R_BIG_GIN]) and deadwood(hand) == 0  # R5.5


@jit
def _score(row: Ints, rules: Ints, knocker_dw: int, defender_dw: int, big: bool) -> None:
    """Score the knock (R8.1-R8.4, R5.5, R9.3): exactly one seat scores (R8.5)."""
    knocker = row[L.KNOCKER]
    upcard = row[L.UPCARD]
    multiplier = 1
    if rules[L.R_FROM_UPCARD] and rules[L.R_SPADES_DOUBLE] and upcard // 13 == 0:
        multiplier = 2
    if big:
        ended = L.ENDED_BIG_GIN
        winner = knocker
        points = (defender_dw + rules[L.R_BIG_GIN_BONUS]) * multiplier
    elif knocker_dw == 0:
        ended = L.ENDED_GIN
        winner = knocker
        points = (defender_dw + rules[L.R_GIN_BONUS]) * multiplier
    elif knocker_dw < defender_dw:
        ended = L.ENDED_KNOCK
        winner = knocker
        points = (defender_dw - knocker_dw) * multiplier
    else:  # R8.4: a tie is an undercut too
        ended = L.ENDED_UNDERCUT
        winner = 1 - knocker
        points = (knocker_dw - defender_dw + rules[L.R_UNDERCUT_BONUS]) * multiplier
    row[L.ENDED_COL] = ended
    row[L.WINNER] = winner
    row[L.POINTS0 + winner] = points
    row[L.PHASE] = L.OVER


@jit
def _settle(row: Ints, rules: Ints, kinds: Ints, seed: np.uint64, big: bool,
            scratch: Ints, melds: Ints) -> None:
    """The knocker lays down, the defender shows and lays off, and the hand is
    scored.  Each seat's ``random`` player picks as RandomAgent does; any other
    takes the engine's default: the least-deadwood arrangement (R5.3) and the
    least-deadwood melds and lay-offs (R6.4)."""
    knocker = row[L.KNOCKER]
    defender = 1 - knocker
    hand = row[L.HAND0 + knocker]
    limit = 0 if big else row[L.KNOCK_LIMIT]  # R5.5: big gin lays down all 11 cards
    if kinds[knocker] == L.RANDOM:
        key = stream_key(seed, row[L.INDEX], 1 + knocker)
        n_melds, knocker_dw, draws = random_arrangement(
            hand, limit, key, row[L.DRAWS0 + knocker], scratch, melds)
        row[L.DRAWS0 + knocker] = draws
    else:
        n_melds, knocker_dw = best_arrangement(hand, melds)
    gin = big or knocker_dw == 0  # R6.3: nothing is laid off onto gin
    defending = row[L.HAND0 + defender]
    if kinds[defender] == L.RANDOM:
        key = stream_key(seed, row[L.INDEX], 1 + defender)
        defender_dw, draws = random_showing(
            defending, melds, n_melds, gin, key, row[L.DRAWS0 + defender], scratch)
        row[L.DRAWS0 + defender] = draws
    elif gin:
        defender_dw = deadwood(defending)
    else:
        runs, fourths = layoff_targets(melds, n_melds)
        defender_dw = layoff_deadwood(defending, runs, fourths)
    _score(row, rules, knocker_dw, defender_dw, big)


@jit
def apply_action(row: Ints, k: int, deck: Small, pile: Small, action: int, rules: Ints,
                 kinds: Ints, seed: np.uint64, scratch: Ints, melds: Ints) -> None:
    """Apply a legal ``action`` of the seat to act to hand ``k`` (row ``row``)."""
    me = row[L.TO_ACT]
    if action == L.ACTION_TAKE:
        top = row[L.PILE_LEN] - 1
        card = int(pile[k, top])
        row[L.PILE_LEN] = top
        row[L.HAND0 + me] |= 1 << card
        row[L.KNOWN0 + me] |= 1 << card  # the opponent saw it taken
        row[L.TAKEN] = card
        row[L.PHASE] = L.DISCARD
    elif action == L.ACTION_DRAW_STOCK:
        card = int(deck[k, row[L.STOCK_POS]])
        row[L.STOCK_POS] += 1
        row[L.HAND0 + me] |= 1 << card
        row[L.TAKEN] = -1
        row[L.STOCK_ONLY] = 0
        row[L.PHASE] = L.DISCARD
    elif action == L.ACTION_PASS:
        row[L.PASSES] += 1
        if row[L.PASSES] == 1:
            row[L.TO_ACT] = row[L.DEALER]
        else:  # R4.3: both passed; the non-dealer opens from the stock
            row[L.TO_ACT] = 1 - row[L.DEALER]
            row[L.PHASE] = L.DRAW
            row[L.STOCK_ONLY] = 1
    elif action < L.ACTION_KNOCK:
        card = action - L.ACTION_DISCARD
        bit = 1 << card
        row[L.HAND0 + me] ^= bit
        row[L.KNOWN0 + me] &= ~bit
        pile[k, row[L.PILE_LEN]] = card
        row[L.PILE_LEN] += 1
        row[L.SEEN] |= bit
        row[L.TAKEN] = -1
        row[L.TURN] += 1
        # R7.1: two cards left in the stock; R7.2: the turn limit.
        if 52 - row[L.STOCK_POS] <= _DRAW_AT_STOCK or row[L.TURN] >= rules[L.R_MAX_TURNS]:
            row[L.PHASE] = L.OVER
            row[L.ENDED_COL] = L.ENDED_DRAWN
        else:
            row[L.PHASE] = L.DRAW
            row[L.TO_ACT] = 1 - me
    elif action < L.ACTION_BIG_GIN:
        # The knock discard goes face down (R5.3): the pile and what was seen stay.
        row[L.HAND0 + me] ^= 1 << (action - L.ACTION_KNOCK)
        row[L.KNOCKER] = me
        row[L.TAKEN] = -1
        _settle(row, rules, kinds, seed, False, scratch, melds)
    else:
        row[L.KNOCKER] = me
        row[L.TAKEN] = -1
        _settle(row, rules, kinds, seed, True, scratch, melds)
