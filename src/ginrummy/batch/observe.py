"""What a policy given as a function sees: one seat's observations of a batch of
hands, as numpy arrays, and the names of the action ids it answers with.

An :class:`Observation` holds, for every hand waiting on that seat, only what the
seat may see (the view of :mod:`ginrummy.view`, as arrays): its own cards, the
discard pile, the cards it saw the opponent take from the pile and still holds,
every card seen face up, the counts, and which action ids are legal.  Never the
opponent's hidden cards nor the stock's order.

>>> action_name(ACTION_DISCARD + 22), action_name(ACTION_KNOCK + 0), action_name(ACTION_PASS)
('discard Th', 'knock As', 'pass')
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from ginrummy.batch import layout as L
from ginrummy.batch.kernel import observe
from ginrummy.batch.layout import (
    ACTION_BIG_GIN,
    ACTION_DISCARD,
    ACTION_DRAW_STOCK,
    ACTION_KNOCK,
    ACTION_PASS,
    ACTION_TAKE,
    NUM_ACTIONS,
)
from ginrummy.cards import CARD_NAMES

__all__ = ["Observation", "action_name", "observation_of"]


class Observation(NamedTuple):
    """One seat's view of the hands waiting on its decision; row ``i`` of each array
    is hand ``hands[i]`` of the run.  -1 stands for "no card" in the card columns
    (numpy arrays have no None)."""

    seat: int
    """The seat deciding (0 or 1)."""
    hands: npt.NDArray[np.int64]
    """Which hands of the run (their numbers, as in the result's arrays)."""
    phase: npt.NDArray[np.int8]
    """0 offer (take the upcard or pass, R4.3), 1 draw, 2 discard (or knock)."""
    hand: npt.NDArray[np.bool_]
    """(n, 52): the seat's own cards (card ``suit * 13 + rank``, suits s h d c)."""
    opponent_known: npt.NDArray[np.bool_]
    """(n, 52): cards the opponent took from the pile and still holds."""
    seen: npt.NDArray[np.bool_]
    """(n, 52): every card that has been face up on the pile (the upcard, each
    discard), taken back or not."""
    pile: npt.NDArray[np.int8]
    """(n, 52): the discard pile, bottom first; -1 after its last card."""
    pile_size: npt.NDArray[np.int8]
    pile_top: npt.NDArray[np.int8]
    """The pile's top card, -1 when the pile is empty."""
    stock_count: npt.NDArray[np.int8]
    knock_limit: npt.NDArray[np.int8]
    """The hand's knock limit (R5.1; the upcard's in Oklahoma, R9.1)."""
    taken: npt.NDArray[np.int8]
    """The card the seat took from the pile this turn, -1 if none (R4.2)."""
    turn: npt.NDArray[np.int64]
    """Discards made in the hand so far."""
    dealer: npt.NDArray[np.bool_]
    """Whether the seat deals this hand."""
    action_mask: npt.NDArray[np.bool_]
    """(n, NUM_ACTIONS): the legal action ids."""


def observation_of(state: npt.NDArray[np.int64], pile: npt.NDArray[np.int8],
                   rules: npt.NDArray[np.int64], hands: npt.NDArray[np.int64],
                   seat: int, first: int) -> Observation:
    """The observation of ``seat``, to act in each of the rows ``hands`` of ``state``,
    hand numbers ``first + hands`` of the run."""
    n = hands.shape[0]

    def flags(width: int = 52) -> npt.NDArray[np.bool_]:
        return np.zeros((n, width), dtype=np.bool_)

    def small() -> npt.NDArray[np.int8]:
        return np.zeros(n, dtype=np.int8)

    obs = Observation(
        seat=seat, hands=hands + first, phase=small(), hand=flags(), opponent_known=flags(),
        seen=flags(), pile=pile[hands], pile_size=small(), pile_top=small(),
        stock_count=small(), knock_limit=small(), taken=small(),
        turn=np.zeros(n, dtype=np.int64), dealer=np.zeros(n, dtype=np.bool_),
        action_mask=flags(NUM_ACTIONS),
    )
    observe(state, pile, rules, hands, obs.phase, obs.hand, obs.opponent_known, obs.seen,
            obs.pile_top, obs.pile_size, obs.stock_count, obs.knock_limit, obs.taken,
            obs.turn, obs.dealer, obs.action_mask)
    # A pile row keeps cards taken back beyond its end: blank them.
    obs.pile[np.arange(52)[None, :] >= obs.pile_size[:, None]] = -1
    return obs


def action_name(action: int) -> str:
    """An action id in words, with cards in the project's notation (R12.1)."""
    if action == ACTION_DRAW_STOCK:
        return "draw_stock"
    if action == ACTION_TAKE:
        return "take"
    if action == ACTION_PASS:
        return "pass"
    if ACTION_DISCARD <= action < ACTION_KNOCK:
        return f"discard {CARD_NAMES[action - ACTION_DISCARD]}"
    if ACTION_KNOCK <= action < ACTION_BIG_GIN:
        return f"knock {CARD_NAMES[action - ACTION_KNOCK]}"
    if action == ACTION_BIG_GIN:
        return "big_gin"
    raise ValueError(f"{action} is not an action id (0 to {L.NUM_ACTIONS - 1})")
