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
from ginrummy.cards import NUM_CARDS, card_rank
from ginrummy.legality import (
    Phase,
    can_declare_big_gin,
    default_arrangement,
    discard_options,
    knock_allowed,
)
from ginrummy.view import SeatView

__all__ = ["RandomAgent", "SimpleAgent", "makes_meld"]

# The deadwood of a (card, deadwood) pair: a C-level key for min().
_deadwood_of = itemgetter(1)

def _set_mates(card: int) -> int:
    rank = card_rank(card)
    return sum(1 << (rank + 13 * s) for s in range(4)) & ~(1 << card)


def _run_pairs(card: int) -> tuple[int, ...]:
    # The pairs of same-suit neighbours that make a run of three with ``card``.
    rank = card_rank(card)
    pairs = ((-2, -1), (-1, 1), (1, 2))
    return tuple(
        (1 << (card + a)) | (1 << (card + b))
        for a, b in pairs
        if 0 <= rank + a <= 12 and 0 <= rank + b <= 12
    )


# Per card, precomputed: makes_meld is the hottest test of the play-outs and of
# the posterior's chain.
_SET_MATES = tuple(_set_mates(c) for c in range(NUM_CARDS))
_RUN_PAIRS = tuple(_run_pairs(c) for c in range(NUM_CARDS))


def makes_meld(card: int, hand: int) -> bool:
    """Whether ``card`` forms a set or a run with two or more cards of ``hand``."""
    if (hand & _SET_MATES[card]).bit_count() >= 2:
        return True
    for pair in _RUN_PAIRS[card]:  # noqa: SIM110 (a plain loop: any() costs a generator)
        if hand & pair == pair:
            return True
    return False


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
            wants = top is not None and not view.stock_only and makes_meld(top, view.hand)
            if wants:
                return A.DRAW_DISCARD
            return A.PASS if phase is Phase.OFFER else A.DRAW_STOCK
        if phase is Phase.ARRANGE:
            return A.arrange(default_arrangement(view.situation()).melds)
        if phase is Phase.LAY_OFF:
            return view.default_lay_off()
        raise ValueError(f"no decision to make in phase {phase.value}")

    def _discard(self, view: SeatView) -> Action:
        sit = view.situation()
        if can_declare_big_gin(sit):
            return A.BIG_GIN
        options = discard_options(sit)
        least = min(options, key=_deadwood_of)[1]
        ties = [c for c, dw in options if dw == least]
        card = ties[0] if len(ties) == 1 else self.rng.choice(ties)
        if knock_allowed(sit, least):  # the first legal knock is taken
            return A.knock(card)
        return A.discard(card)
