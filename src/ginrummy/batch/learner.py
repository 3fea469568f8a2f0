"""One seat of many hands played from outside, a decision at a time: the compiled
part of the vectorized Gymnasium environment (:mod:`ginrummy.rl.vector`).

Each row is a sub-environment: a hand in which seat ``learner`` decides from
outside and the other seat is a built-in player (``simple`` or ``random``, the
very players of :func:`ginrummy.batch.simulate`).  A step applies the learner's
move in every hand, plays the opponent's decisions up to the learner's next one or
the end of the hand, and writes the learner's observation and legal moves in the
research interfaces' layouts, version 1 (:mod:`ginrummy.rl.observation`,
:mod:`ginrummy.rl.moves`): what the scalar environments give, entry for entry.
The caller passes where each segment and move starts (:data:`SEGMENTS`,
:data:`MOVES`, in that order, one int64 array), so that the layout is written
down in one place; inside a segment the order is version 1's (the phases offer,
draw, discard, arrange, lay_off, over; the flags and the numbers as
:data:`ginrummy.rl.observation.SEGMENTS` lists them).

As in the scalar environments, the knocker's arrangement and the defender's melds
and lay-offs are the engine's defaults for both seats (R5.3, R6.4: no player is
asked), and every knock that goes gin is the one move ``gin``, played with the
lowest card that goes gin.  Beside the simulator's columns a row keeps what the
observation shows and the simulator does not need: the cards each seat discarded
face up and the pile tops each passed or left for the stock (what
:func:`ginrummy.rl.history.pile_history` reads from the public events), and once a
knock is settled the cards laid down (:data:`KNOCKER_MELDS` to
:data:`DEFENDER_DEADWOOD`).
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt

from ginrummy.batch import layout as L
from ginrummy.batch._jit import jit
from ginrummy.batch.hand import allowed_discards, apply_action
from ginrummy.batch.kernel import deal_from_streams
from ginrummy.batch.policies import random_action, simple_action
from ginrummy.batch.solver import (
    best_arrangement,
    deadwood,
    discard_values,
    layoff_reach,
    layoff_targets,
    lowest,
    popcount,
)

__all__ = ["DECISIONS", "MOVES", "NUM_COLUMNS", "SEGMENTS", "first_illegal", "restart", "step",
           "to_action", "write_mask", "write_observation"]

Ints = npt.NDArray[np.int64]
Small = npt.NDArray[np.int8]
Seeds = npt.NDArray[np.uint64]
Floats = npt.NDArray[np.float32]
Flags = npt.NDArray[np.bool_]

# ---------------------------------------------------------------------- state columns
# After the simulator's own (layout.NUM_COLUMNS); masks of cards.

DISCARDED0 = L.NUM_COLUMNS
"""Cards seat 0 discarded face up this hand (seat 1's: DISCARDED0 + 1)."""
DECLINED0 = DISCARDED0 + 2
"""Pile tops seat 0 passed or left to draw from the stock (seat 1's: DECLINED0 + 1)."""
KNOCKER_MELDS = DECLINED0 + 2
"""Once a knock is settled: the knocker's melds (R5.3)."""
KNOCKER_DEADWOOD = KNOCKER_MELDS + 1
DEFENDER_MELDS = KNOCKER_DEADWOOD + 1
"""The defender's own melds (R6.1)."""
DEFENDER_LAID_OFF = DEFENDER_MELDS + 1
"""The cards the defender laid off (R6.2)."""
DEFENDER_DEADWOOD = DEFENDER_LAID_OFF + 1
DECISIONS = DEFENDER_DEADWOOD + 1
"""Decisions of both seats so far this hand (the lay-downs, which no one is asked
about, not counted): for the benchmarks, which compare decisions per second."""
NUM_COLUMNS = DECISIONS + 1

# ---------------------------------------------------------------------- the caller's layout

SEGMENTS = (
    "hand", "pile_top", "pile", "opponent_known", "discarded_by_me", "discarded_by_opponent",
    "declined_by_me", "declined_by_opponent", "taken", "knocker_melds", "knocker_deadwood",
    "defender_melds", "defender_laid_off", "defender_deadwood", "phase", "flags", "numbers",
)
"""The observation's segments this writes, by the names of
:data:`ginrummy.rl.observation.SEGMENTS`: the layout array starts with their
offsets, in this order.  The others (advice, role, scores) stay zero: two players,
no advice, and the score of a match that has just begun."""
MOVES = ("DRAW_STOCK", "TAKE", "PASS", "DISCARD", "KNOCK", "GIN", "BIG_GIN")
"""The move ids it reads and marks, by their names in :mod:`ginrummy.rl.moves`:
the layout array ends with them, in this order."""
(_HAND, _PILE_TOP, _PILE, _OPPONENT_KNOWN, _DISCARDED_BY_ME, _DISCARDED_BY_OPPONENT,
 _DECLINED_BY_ME, _DECLINED_BY_OPPONENT, _TAKEN, _KNOCKER_MELDS, _KNOCKER_DEADWOOD,
 _DEFENDER_MELDS, _DEFENDER_LAID_OFF, _DEFENDER_DEADWOOD, _PHASE, _FLAGS,
 _NUMBERS) = range(len(SEGMENTS))
(_M_DRAW_STOCK, _M_TAKE, _M_PASS, _M_DISCARD, _M_KNOCK, _M_GIN, _M_BIG_GIN) = range(
    len(SEGMENTS), len(SEGMENTS) + len(MOVES))
#: The phase segment's entry of each of the simulator's phases (offer, draw, discard;
#: over is the sixth, after arrange and lay_off, which no player is asked about here).
_PHASE_ENTRY = np.array([0, 1, 2, 5], dtype=np.int64)
#: Both seats' lay-downs are the engine's defaults: apply_action's players kinds
#: (anything but RANDOM).
_DEFAULTS = np.array([L.SIMPLE, L.SIMPLE], dtype=np.int64)


# ---------------------------------------------------------------------- playing


@jit
def _best_laid_off(hand: int, runs: int, fourths: int) -> int:
    """The cards :func:`ginrummy.melds.best_layoffs` lays off: the feasible set that
    leaves the least deadwood, the fewest cards among equals, the first found
    counting down from every card that can be laid off."""
    reach = layoff_reach(hand, runs, fourths)
    best_dw = deadwood(hand)
    best = 0
    sub = reach
    while sub:
        if layoff_reach(sub, runs, fourths) == sub:
            dw = deadwood(hand ^ sub)
            if dw < best_dw or (dw == best_dw and popcount(sub) < popcount(best)):
                best_dw = dw
                best = sub
        sub = (sub - 1) & reach
    return best


@jit
def _melded(hand: int, melds: Ints) -> int:
    """The cards of ``hand``'s least-deadwood arrangement's melds (R5.3's default)."""
    n, _dw = best_arrangement(hand, melds)
    cards = 0
    for i in range(n):
        cards |= melds[i]
    return cards


@jit
def _lay_downs(row: Ints, melds: Ints) -> None:
    """Keep what a settled knock laid down, as the engine's defaults lay it down: the
    knocker's least-deadwood arrangement (R5.3), the defender's least-deadwood melds
    and lay-offs, nothing laid off onto gin (R6.3, R6.4)."""
    knocker = row[L.KNOCKER]
    hand = row[L.HAND0 + knocker]
    n, dw = best_arrangement(hand, melds)
    melded = 0
    for i in range(n):
        melded |= melds[i]
    row[KNOCKER_MELDS] = melded
    row[KNOCKER_DEADWOOD] = hand & ~melded
    defending = row[L.HAND0 + 1 - knocker]
    laid_off = 0
    if row[L.ENDED_COL] != L.ENDED_BIG_GIN and dw != 0:
        runs, fourths = layoff_targets(melds, n)
        laid_off = _best_laid_off(defending, runs, fourths)
    rest = defending & ~laid_off
    own = _melded(rest, melds)
    row[DEFENDER_MELDS] = own
    row[DEFENDER_LAID_OFF] = laid_off
    row[DEFENDER_DEADWOOD] = rest & ~own


@jit
def _apply(row: Ints, k: int, deck: Small, pile: Small, rules: Ints, seed: np.uint64,
           action: int, scratch: Ints, melds: Ints) -> None:
    """Apply a legal simulator ``action`` of the seat to act in hand ``k``, keeping
    what the observation shows of it."""
    me = row[L.TO_ACT]
    row[DECISIONS] += 1
    if action == L.ACTION_PASS or action == L.ACTION_DRAW_STOCK:
        size = row[L.PILE_LEN]
        if size > 0:
            row[DECLINED0 + me] |= 1 << int(pile[k, size - 1])
    elif L.ACTION_DISCARD <= action < L.ACTION_KNOCK:
        row[DISCARDED0 + me] |= 1 << (action - L.ACTION_DISCARD)
    apply_action(row, k, deck, pile, action, rules, _DEFAULTS, seed, scratch, melds)
    if row[L.KNOCKER] >= 0:  # a knock or big gin: settled at once
        _lay_downs(row, melds)


@jit
def _play_opponent(row: Ints, k: int, deck: Small, pile: Small, rules: Ints,
                   seed: np.uint64, learner: int, opponent: int, scratch: Ints,
                   melds: Ints, values: Ints) -> None:
    """The opponent's decisions until the learner is to decide or the hand is over."""
    while row[L.PHASE] != L.OVER and row[L.TO_ACT] != learner:
        if opponent == L.SIMPLE:
            action = simple_action(row, k, pile, rules, seed, values)
        else:
            action = random_action(row, k, rules, seed, values)
        _apply(row, k, deck, pile, rules, seed, action, scratch, melds)


@jit
def _start(state: Ints, k: int, deck: Small, pile: Small, rules: Ints, seed: np.uint64,
           learner: int, opponent: int, scratch: Ints, melds: Ints, values: Ints) -> None:
    """Deal row ``k`` its run's next hand and play the opponent up to the learner's
    first decision.  A hand that ends before it (the opponent takes the upcard and
    knocks) asks the learner nothing: the next hand is dealt instead, as the scalar
    environment's ``reset`` deals the next match."""
    row = state[k]
    while True:
        row[L.INDEX] += 1
        deal_from_streams(state, k, deck, pile, rules, seed, True, True)
        for column in range(L.NUM_COLUMNS, NUM_COLUMNS):
            row[column] = 0
        _play_opponent(row, k, deck, pile, rules, seed, learner, opponent, scratch, melds,
                       values)
        if row[L.PHASE] != L.OVER:
            return


@jit
def to_action(row: Ints, rules: Ints, move: int, layout: Ints) -> int:
    """The simulator's action for the learner's ``move`` (an id of the moves layout), or
    -1 when that move is not legal now (:func:`ginrummy.rl.moves.legal_ids`)."""
    phase = row[L.PHASE]
    if phase == L.OFFER:
        if move == layout[_M_TAKE]:
            return L.ACTION_TAKE
        if move == layout[_M_PASS]:
            return L.ACTION_PASS
        return -1
    if phase == L.DRAW:
        if move == layout[_M_DRAW_STOCK]:
            return L.ACTION_DRAW_STOCK
        if move == layout[_M_TAKE] and row[L.PILE_LEN] > 0 and not row[L.STOCK_ONLY]:
            return L.ACTION_TAKE
        return -1
    if phase != L.DISCARD:
        return -1
    hand = int(row[L.HAND0 + row[L.TO_ACT]])
    if move == layout[_M_BIG_GIN]:
        return L.ACTION_BIG_GIN if rules[L.R_BIG_GIN] and deadwood(hand) == 0 else -1  # R5.5
    allowed = allowed_discards(row, rules)
    card = move - layout[_M_DISCARD]
    if 0 <= card < 52:
        return L.ACTION_DISCARD + card if (allowed >> card) & 1 else -1
    card = move - layout[_M_KNOCK]
    if 0 <= card < 52:
        if not (allowed >> card) & 1:
            return -1
        left = deadwood(hand & ~(1 << card))
        # R5.1; a knock leaving no deadwood is the move gin.
        return L.ACTION_KNOCK + card if 0 < left <= row[L.KNOCK_LIMIT] else -1
    if move == layout[_M_GIN]:  # R5.4: with the lowest card that goes gin
        a = allowed
        while a:
            low = a & -a
            if deadwood(hand ^ low) == 0:
                return L.ACTION_KNOCK + lowest(low)
            a ^= low
    return -1


# ---------------------------------------------------------------------- what the learner sees


@jit
def _put(out: Floats, at: int, cards: int) -> None:
    while cards:
        low = cards & -cards
        out[at + lowest(low)] = 1.0
        cards ^= low


@jit
def _fraction(x: float) -> float:
    return x if x < 1.0 else 1.0


@jit
def write_observation(row: Ints, k: int, pile: Small, rules: Ints, learner: int,
                      layout: Ints, out: Floats) -> None:
    """The learner's observation of hand ``k`` into ``out``: the entries
    :func:`ginrummy.rl.observation.encode` gives its seat's view, from what that seat
    may see only (never the opponent's hidden cards, the stock's order, or the
    knocker's face-down discard)."""
    out[:] = 0.0
    me = learner
    other = 1 - me
    hand = int(row[L.HAND0 + me])
    _put(out, layout[_HAND], hand)
    size = int(row[L.PILE_LEN])
    on_pile = 0
    for i in range(size):
        on_pile |= 1 << int(pile[k, i])
    if size > 0:
        out[layout[_PILE_TOP] + int(pile[k, size - 1])] = 1.0
    _put(out, layout[_PILE], on_pile)
    _put(out, layout[_OPPONENT_KNOWN], row[L.KNOWN0 + other])
    _put(out, layout[_DISCARDED_BY_ME], row[DISCARDED0 + me])
    _put(out, layout[_DISCARDED_BY_OPPONENT], row[DISCARDED0 + other])
    _put(out, layout[_DECLINED_BY_ME], row[DECLINED0 + me])
    _put(out, layout[_DECLINED_BY_OPPONENT], row[DECLINED0 + other])
    phase = row[L.PHASE]
    to_act = row[L.TO_ACT]
    if to_act == me and row[L.TAKEN] >= 0:  # a seat sees the card it took this turn
        out[layout[_TAKEN] + row[L.TAKEN]] = 1.0
    knocker = row[L.KNOCKER]
    big = row[L.ENDED_COL] == L.ENDED_BIG_GIN
    if knocker >= 0:
        _put(out, layout[_KNOCKER_MELDS], row[KNOCKER_MELDS])
        _put(out, layout[_KNOCKER_DEADWOOD], row[KNOCKER_DEADWOOD])
        _put(out, layout[_DEFENDER_MELDS], row[DEFENDER_MELDS])
        _put(out, layout[_DEFENDER_LAID_OFF], row[DEFENDER_LAID_OFF])
        _put(out, layout[_DEFENDER_DEADWOOD], row[DEFENDER_DEADWOOD])
    out[layout[_PHASE] + _PHASE_ENTRY[phase]] = 1.0
    flags = layout[_FLAGS]
    # my turn, I dealt, stock only (R4.3), I knocked, the opponent knocked, big gin
    # (R5.5), the knock is gin (R5.4)
    out[flags] = 1.0 if to_act == me and phase != L.OVER else 0.0
    out[flags + 1] = 1.0 if row[L.DEALER] == me else 0.0
    out[flags + 2] = 1.0 if row[L.STOCK_ONLY] else 0.0
    out[flags + 3] = 1.0 if knocker == me else 0.0
    out[flags + 4] = 1.0 if knocker == other else 0.0
    out[flags + 5] = 1.0 if big else 0.0
    out[flags + 6] = 1.0 if knocker >= 0 and (big or row[KNOCKER_DEADWOOD] == 0) else 0.0
    numbers = layout[_NUMBERS]
    least = deadwood(hand) if hand else 0
    out[numbers] = _fraction((52 - row[L.STOCK_POS]) / 31)
    out[numbers + 1] = row[L.KNOCK_LIMIT] / 10
    out[numbers + 2] = row[L.PASSES] / 2
    out[numbers + 3] = _fraction(row[L.TURN] / rules[L.R_MAX_TURNS])
    out[numbers + 4] = popcount(row[L.HAND0 + other]) / 11
    out[numbers + 5] = _fraction(least / 100)
    out[numbers + 6] = size / 52


@jit
def write_mask(row: Ints, rules: Ints, layout: Ints, values: Ints, out: Small) -> None:
    """The learner's legal moves in ``out``, when it is to decide: what
    :func:`ginrummy.rl.moves.legal_ids` lists (``values``: scratch for 52 numbers)."""
    out[:] = 0
    phase = row[L.PHASE]
    if phase == L.OFFER:
        out[layout[_M_TAKE]] = 1
        out[layout[_M_PASS]] = 1
    elif phase == L.DRAW:
        out[layout[_M_DRAW_STOCK]] = 1
        if row[L.PILE_LEN] > 0 and not row[L.STOCK_ONLY]:
            out[layout[_M_TAKE]] = 1
    elif phase == L.DISCARD:
        hand = int(row[L.HAND0 + row[L.TO_ACT]])
        allowed = allowed_discards(row, rules)
        discard_values(hand, allowed, values)
        limit = row[L.KNOCK_LIMIT]
        a = allowed
        while a:
            low = a & -a
            card = lowest(low)
            out[layout[_M_DISCARD] + card] = 1
            left = values[card]
            if left == 0:  # every knock going gin is the one move gin (R5.4)
                out[layout[_M_GIN]] = 1
            elif left <= limit:  # R5.1
                out[layout[_M_KNOCK] + card] = 1
            a ^= low
        if rules[L.R_BIG_GIN] and deadwood(hand) == 0:  # R5.5
            out[layout[_M_BIG_GIN]] = 1


# ---------------------------------------------------------------------- the environment's calls


@jit
def restart(state: Ints, deck: Small, pile: Small, rules: Ints, seeds: Seeds, which: Flags,
            learner: int, opponent: int, layout: Ints, obs: Floats, masks: Small,
            scratch: Ints, melds: Ints, values: Ints) -> None:
    """Start the next hand in each row of ``which``; write every row's observation and
    mask into ``obs`` and ``masks``."""
    for k in range(state.shape[0]):
        row = state[k]
        if which[k]:
            _start(state, k, deck, pile, rules, seeds[k], learner, opponent, scratch, melds,
                   values)
        write_observation(row, k, pile, rules, learner, layout, obs[k])
        write_mask(row, rules, layout, values, masks[k])


@jit
def first_illegal(state: Ints, rules: Ints, moves: Ints, skip: Flags, layout: Ints) -> int:
    """The first row (not in ``skip``) whose move is not legal, or -1."""
    for k in range(state.shape[0]):
        if not skip[k] and to_action(state[k], rules, moves[k], layout) < 0:
            return k
    return -1


@jit
def step(state: Ints, deck: Small, pile: Small, rules: Ints, seeds: Seeds, moves: Ints,
         starting: Flags, same_step: bool, learner: int, opponent: int, layout: Ints,
         obs: Floats, masks: Small, rewards: npt.NDArray[np.float64], done: Flags,
         illegal: Flags, final_obs: Floats, scratch: Ints, melds: Ints,
         values: Ints) -> None:
    """One step of every row: rows of ``starting`` start their next hand (the move is
    not read); the others play the learner's move, then the opponent's decisions up to
    the learner's next one.  A move that is not legal changes nothing and is marked
    in ``illegal``.  A hand that ends marks ``done`` with the learner's points in
    ``rewards`` (the winner's points, lost by the other seat, R8; 0 for a drawn
    hand, R7); with ``same_step`` its last observation goes to ``final_obs`` and the
    row starts its next hand at once.  Then every row's observation and mask are
    written into ``obs`` and ``masks``."""
    for k in range(state.shape[0]):
        row = state[k]
        seed = seeds[k]
        if starting[k]:
            _start(state, k, deck, pile, rules, seed, learner, opponent, scratch, melds,
                   values)
        else:
            action = to_action(row, rules, moves[k], layout)
            if action < 0:
                illegal[k] = True
            else:
                _apply(row, k, deck, pile, rules, seed, action, scratch, melds)
                _play_opponent(row, k, deck, pile, rules, seed, learner, opponent, scratch,
                               melds, values)
                if row[L.PHASE] == L.OVER:
                    done[k] = True
                    rewards[k] = row[L.POINTS0 + learner] - row[L.POINTS0 + 1 - learner]
                    if same_step:
                        write_observation(row, k, pile, rules, learner, layout, final_obs[k])
                        _start(state, k, deck, pile, rules, seed, learner, opponent,
                               scratch, melds, values)
        write_observation(row, k, pile, rules, learner, layout, obs[k])
        write_mask(row, rules, layout, values, masks[k])
