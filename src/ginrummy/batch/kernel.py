"""The compiled loops over a batch of hands: deal them all, play them in lockstep
until each is over or waits for a policy given as a function, read the waiting
seats' observations, and apply the actions such a policy returns.

With only built-in players (``simple``, ``random``) one call of :func:`advance`
plays every hand to its end.  With a function seat, :func:`advance` stops each
hand at that seat's decisions; the caller (:mod:`ginrummy.batch.simulation`) asks
the function for all the waiting hands at once, applies its answers
(:func:`apply_external`), and advances again.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ginrummy.batch import layout as L
from ginrummy.batch._jit import jit
from ginrummy.batch.choices import SCRATCH_SIZE
from ginrummy.batch.hand import apply_action, deal_hand, legal_mask
from ginrummy.batch.policies import random_action, simple_action
from ginrummy.batch.streams import below, stream_key

__all__ = ["advance", "apply_external", "deal_all", "deal_from_streams", "observe"]

Ints = npt.NDArray[np.int64]
Small = npt.NDArray[np.int8]
Flags = npt.NDArray[np.bool_]


@jit
def deal_from_streams(state: Ints, k: int, deck: Small, pile: Small, rules: Ints,
                      seed: np.uint64, make_deck: bool, make_dealer: bool) -> None:
    """Deal row ``k``, hand number ``state[k, INDEX]`` of the run: its dealer and deck
    from its deal stream where not given (:func:`ginrummy.batch.streams.deal_of`),
    then the deal."""
    row = state[k]
    key = stream_key(seed, row[L.INDEX], 0)
    draws = 0
    dealer, draws = below(key, draws, 2)  # R3.1: the first dealer at random
    if make_dealer:
        row[L.DEALER] = dealer
    if make_deck:
        for i in range(52):
            deck[k, i] = i
        for i in range(51, 0, -1):  # R3.2: the shuffle
            j, draws = below(key, draws, i + 1)
            card = deck[k, i]
            deck[k, i] = deck[k, j]
            deck[k, j] = card
    deal_hand(state, k, deck, pile, rules)


@jit
def deal_all(state: Ints, deck: Small, pile: Small, rules: Ints, seed: np.uint64,
             first: int, make_decks: bool, make_dealers: bool) -> None:
    """Set up every hand, row ``k`` being hand number ``first + k`` of the run
    (:func:`deal_from_streams`)."""
    for k in range(state.shape[0]):
        state[k, L.INDEX] = first + k
        deal_from_streams(state, k, deck, pile, rules, seed, make_decks, make_dealers)


@jit
def advance(state: Ints, deck: Small, pile: Small, rules: Ints, kinds: Ints,
            seed: np.uint64, active: Ints) -> int:
    """Play each hand of ``active`` until it is over or its seat to act is a function
    policy's; returns how many wait for one."""
    scratch = np.zeros(SCRATCH_SIZE, dtype=np.int64)
    values = np.zeros(52, dtype=np.int64)
    melds = np.zeros(8, dtype=np.int64)
    waiting = 0
    for k in active:
        row = state[k]
        while row[L.PHASE] != L.OVER:
            kind = kinds[row[L.TO_ACT]]
            if kind == L.SIMPLE:
                action = simple_action(row, k, pile, rules, seed, values)
            elif kind == L.RANDOM:
                action = random_action(row, k, rules, seed, values)
            else:
                waiting += 1
                break
            apply_action(row, k, deck, pile, action, rules, kinds, seed, scratch, melds)
    return waiting


@jit
def _mask_to_flags(mask: int, out: Flags) -> None:
    for card in range(52):
        out[card] = (mask >> card) & 1 == 1


@jit
def observe(state: Ints, pile: Small, rules: Ints, hands: Ints, phase: Small,
            hand: Flags, opponent_known: Flags, seen: Flags, pile_top: Small,
            pile_size: Small, stock_count: Small, knock_limit: Small, taken: Small,
            turn: Ints, dealer: Flags, action_mask: Flags) -> None:
    """Fill the observation arrays (row ``i`` for hand ``hands[i]``) of the seat to
    act in each hand: only what that seat may see (its cards, the pile, the cards
    it saw the opponent take, the counts), never the opponent's hidden cards or
    the stock's order."""
    values = np.zeros(52, dtype=np.int64)
    for i in range(hands.shape[0]):
        k = hands[i]
        row = state[k]
        me = row[L.TO_ACT]
        phase[i] = row[L.PHASE]
        _mask_to_flags(row[L.HAND0 + me], hand[i])
        _mask_to_flags(row[L.KNOWN0 + 1 - me], opponent_known[i])
        _mask_to_flags(row[L.SEEN], seen[i])
        size = row[L.PILE_LEN]
        pile_size[i] = size
        pile_top[i] = pile[k, size - 1] if size > 0 else -1
        stock_count[i] = 52 - row[L.STOCK_POS]
        knock_limit[i] = row[L.KNOCK_LIMIT]
        taken[i] = row[L.TAKEN]
        turn[i] = row[L.TURN]
        dealer[i] = row[L.DEALER] == me
        legal_mask(row, rules, values, action_mask[i])


@jit
def apply_external(state: Ints, deck: Small, pile: Small, rules: Ints, kinds: Ints,
                   seed: np.uint64, hands: Ints, actions: Ints) -> int:
    """Apply ``actions[i]`` to hand ``hands[i]`` for each ``i``, after checking each is
    legal; returns the index of the first illegal one (nothing applied), or -1."""
    legal = np.zeros(L.NUM_ACTIONS, dtype=np.bool_)
    values = np.zeros(52, dtype=np.int64)
    for i in range(hands.shape[0]):
        action = actions[i]
        if action < 0 or action >= L.NUM_ACTIONS:
            return i
        legal_mask(state[hands[i]], rules, values, legal)
        if not legal[action]:
            return i
    scratch = np.zeros(SCRATCH_SIZE, dtype=np.int64)
    melds = np.zeros(8, dtype=np.int64)
    for i in range(hands.shape[0]):
        k = hands[i]
        apply_action(state[k], k, deck, pile, actions[i], rules, kinds, seed, scratch, melds)
    return -1
