"""The two baseline players used to simulate and to measure strength against.

``simple`` is the classic research baseline (OpenSpiel's simple bot, the EAAI
kit's SimpleGinRummyPlayer): take the upcard only when it makes a meld with the
hand; discard the card that leaves the least deadwood, ties at random; knock at
the first legal chance; lay down and lay off for the least deadwood.
"""

from __future__ import annotations

from operator import itemgetter

from ginrummy import actions as A
from ginrummy.actions import Action
from ginrummy.agents.base import Agent
from ginrummy.cards import card_rank, card_suit
from ginrummy.melds import (
    NO_DISCARD,
    best_arrangement,
    deadwood,
    deadwood_after_each_discard,
)
from ginrummy.state import Phase
from ginrummy.view import SeatView

__all__ = ["RandomAgent", "SimpleAgent", "makes_meld"]

# The deadwood of a (card, deadwood) pair: a C-level key for min().
_deadwood_of = itemgetter(1)

_RANK_COLUMN = tuple(
    (1 << r) | (1 << (r + 13)) | (1 << (r + 26)) | (1 << (r + 39)) for r in range(13)
)


def makes_meld(card: int, hand: int) -> bool:
    """Whether ``card`` forms a set or a run with two or more cards of ``hand``."""
    rank = card_rank(card)
    if (hand & _RANK_COLUMN[rank] & ~(1 << card)).bit_count() >= 2:
        return True
    base = card_suit(card) * 13
    pattern = hand >> base & 0x1FFF
    below1 = rank >= 1 and pattern >> (rank - 1) & 1
    below2 = rank >= 2 and pattern >> (rank - 2) & 1
    above1 = rank <= 11 and pattern >> (rank + 1) & 1
    above2 = rank <= 10 and pattern >> (rank + 2) & 1
    return bool((below1 and (below2 or above1)) or (above1 and above2))


class RandomAgent(Agent):
    """Uniformly random over the legal actions."""

    name = "random"

    def act(self, view: SeatView) -> Action:
        return self.rng.choice(view.legal_actions())


class SimpleAgent(Agent):
    """The classic research baseline (see the module docstring)."""

    name = "simple"

    def act(self, view: SeatView) -> Action:
        phase = view.phase
        if phase is Phase.DISCARD:
            return self._discard(view)
        if phase is Phase.DRAW or phase is Phase.OFFER:
            top = view.pile_top
            wants = top >= 0 and not view.stock_only and makes_meld(top, view.hand)
            if wants:
                return A.DRAW_DISCARD
            return A.PASS if phase is Phase.OFFER else A.DRAW_STOCK
        if phase is Phase.ARRANGE:
            return A.arrange(best_arrangement(view.hand).melds)
        if phase is Phase.LAY_OFF:
            return view.default_lay_off()
        raise ValueError(f"no decision to make in phase {phase.value}")

    def _discard(self, view: SeatView) -> Action:
        hand = view.hand
        if view.rules.big_gin and deadwood(hand) == 0:
            return A.BIG_GIN
        forbidden = view.taken if not view.rules.discard_drawn_upcard else NO_DISCARD
        allowed = hand if forbidden < 0 else hand & ~(1 << forbidden)
        options = deadwood_after_each_discard(hand, allowed)
        least = min(options, key=_deadwood_of)[1]
        ties = [c for c, dw in options if dw == least]
        card = ties[0] if len(ties) == 1 else self.rng.choice(ties)
        if least <= view.knock_limit:
            return A.knock(card)
        return A.discard(card)
