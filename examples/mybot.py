"""A complete example bot for ``ginrummy arena`` (the tutorial is docs/bots.md).

MyBot draws like the ``simple`` baseline (it takes the discard only when the
card makes a meld with its hand), discards the card that leaves the least
deadwood, but knocks only with 5 or less deadwood (or gin), to be undercut
less often.  Run it from the repository root:

    ginrummy arena --players examples.mybot:MyBot,simple --games 20
"""

from __future__ import annotations

import random

from ginrummy import actions as A
from ginrummy.actions import Action
from ginrummy.agents import Agent
from ginrummy.agents.baseline import makes_meld
from ginrummy.legality import Phase, default_arrangement, discard_options, knock_allowed
from ginrummy.view import SeatView

#: Knock only with this much deadwood or less (the rules allow up to the knock limit).
KNOCK_AT = 5


class MyBot(Agent):
    """Draws like simple, knocks only with deadwood <= 5."""

    name = "mybot"

    def __init__(self, rng: random.Random | None = None) -> None:
        super().__init__(rng)  # self.rng: the seeded random source the arena hands in

    def act(self, view: SeatView) -> Action:
        phase = view.phase
        if phase is Phase.OFFER or phase is Phase.DRAW:
            return self._draw(view)
        if phase is Phase.DISCARD:
            return self._discard(view)
        if phase is Phase.ARRANGE:  # we knocked: lay down the least-deadwood melds (R5.3)
            return A.arrange(default_arrangement(view.situation()).melds)
        if phase is Phase.LAY_OFF:  # the opponent knocked: least deadwood after lay-offs (R6.4)
            return view.default_lay_off()
        raise ValueError(f"no decision in phase {phase.value}")  # never reached

    def _draw(self, view: SeatView) -> Action:
        top = view.pile_top  # None when the pile is empty
        if top is not None and not view.stock_only and makes_meld(top, view.hand):
            return A.DRAW_DISCARD
        return A.PASS if view.phase is Phase.OFFER else A.DRAW_STOCK

    def _discard(self, view: SeatView) -> Action:
        sit = view.situation()  # what the rules ask of this decision (ginrummy.legality)
        # (card, deadwood left) for each card we may discard: not the one just taken (R4.2).
        options = discard_options(sit)
        least = min(dw for _card, dw in options)
        card = self.rng.choice([c for c, dw in options if dw == least])
        if least <= KNOCK_AT and knock_allowed(sit, least):  # within the knock limit (R5.1)
            return A.knock(card)
        return A.discard(card)
