"""What one seat may see of a hand: all that agents and interfaces are given.

A :class:`SeatView` is built from a state by :func:`view` and holds no reference
to it.  It never contains the opponent's hidden cards nor the stock order; the
opponent's cards appear only as the rules put them on the table: cards taken
from the discard pile (``opponent_known``), the knocker's melds once laid down,
and the defender's hand once the defender has laid it down (R5.3, R6.1).
"""

from __future__ import annotations

from typing import NamedTuple

from ginrummy import legality
from ginrummy.actions import Action
from ginrummy.errors import reason
from ginrummy.legality import IllegalActionError, Phase, Situation, is_gin_knock
from ginrummy.melds import Arrangement, Showing
from ginrummy.rules import Rules
from ginrummy.standing import Standing
from ginrummy.state import HandResult, HandState, PublicEvent

__all__ = ["SeatView", "view"]

_new_tuple = tuple.__new__


class SeatView(NamedTuple):
    """One seat's view of a hand.

    A named tuple, immutable like the state it is taken from: one is built for
    every decision (and for each hand's start and end), and building a tuple
    is several times faster than setting the 24 slots of a frozen dataclass
    (measured: a simple-against-simple hand 8% faster).  ``_replace`` gives a
    changed copy; ``_fields`` names the fields.
    """

    seat: int
    rules: Rules
    phase: Phase
    to_act: int
    dealer: int
    hand: int
    """This seat's cards (mask)."""
    opponent_hand_size: int
    pile: tuple[int, ...]
    """The discard pile, bottom first; its last card is the top."""
    stock_count: int
    upcard: int
    """The first upcard of the hand (it set the knock limit in Oklahoma)."""
    knock_limit: int
    taken: int | None
    """The card this seat took from the discard pile this turn, or None (R4.2)."""
    passes: int
    stock_only: bool
    turn: int
    opponent_known: int
    """Cards the opponent took from the discard pile and still holds."""
    events: tuple[PublicEvent, ...]
    """Every action so far as both players saw it."""
    knocker: int | None
    """The seat that knocked (or declared big gin), None before."""
    big_gin: bool
    arrangement: Arrangement | None
    """The knocker's melds and deadwood, once laid down."""
    showing: Showing | None
    """The defender's melds, lay-offs and deadwood, once laid down."""
    result: HandResult | None
    knock_discard: int | None
    """The knocker's face-down discard: known to the knocker only (None otherwise)."""
    standing: Standing | None
    """The match score when the hand was dealt, by seat (None outside a match)."""

    @property
    def is_my_turn(self) -> bool:
        """Whether this seat is to act."""
        return self.to_act == self.seat and self.phase is not Phase.OVER

    @property
    def pile_top(self) -> int | None:
        """The top card of the discard pile, or None if it is empty."""
        return self.pile[-1] if self.pile else None

    @property
    def knock_is_gin(self) -> bool:
        """Whether the knocker's laid-down melds are gin (False before they are laid)."""
        return self.arrangement is not None and is_gin_knock(self.arrangement, self.big_gin)

    def situation(self) -> Situation:
        """What legality depends on, for this seat (see :mod:`ginrummy.legality`:
        its queries answer which discards knock or go gin, the arrangements a
        knock may lay down, the defender's choices...).  Meaningful on this
        seat's turn."""
        return _new_tuple(Situation, (
            self.rules, self.phase, self.hand, self.pile, self.stock_only, self.taken,
            self.knock_limit, self.arrangement, self.big_gin, "this player",
        ))

    def default_lay_off(self) -> Action:
        """The defender's default melds and lay-offs (R6.4); only in the lay-off phase."""
        if not self.is_my_turn or self.phase is not Phase.LAY_OFF or self.arrangement is None:
            raise IllegalActionError("there is nothing to lay off now",
                                     reason=reason("nothing_to_lay_off"))
        return legality.default_lay_off(self.situation())

    def legal_actions(self) -> list[Action]:
        """This seat's legal actions (empty when it is not this seat's turn)."""
        if not self.is_my_turn:
            return []
        return legality.legal_actions(self.situation())

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalActionError` with the reason unless ``action`` is legal."""
        if not self.is_my_turn:
            raise IllegalActionError("it is not this seat's turn",
                                     reason=reason("not_your_turn"))
        legality.check(self.situation(), action)


def view(state: HandState, seat: int) -> SeatView:
    """What ``seat`` (0 or 1) sees of ``state``."""
    if seat not in (0, 1):
        raise ValueError(f"seat must be 0 or 1, not {seat}")
    other = 1 - seat
    # tuple.__new__ straight, in SeatView's field order (tests/test_view.py checks
    # each field by name): the named tuple's own __new__ is one more Python call,
    # and a view is built for every decision.
    return _new_tuple(SeatView, (
        seat,  # seat
        state.rules,  # rules
        state.phase,  # phase
        state.to_act,  # to_act
        state.dealer,  # dealer
        state.hands[seat],  # hand
        state.hands[other].bit_count(),  # opponent_hand_size
        state.pile,  # pile
        state.stock_count,  # stock_count
        state.upcard,  # upcard
        state.knock_limit,  # knock_limit
        state.taken if state.to_act == seat else None,  # taken
        state.passes,  # passes
        state.stock_only,  # stock_only
        state.turn,  # turn
        state.known[other],  # opponent_known
        state.public,  # events
        state.knocker,  # knocker
        state.big_gin,  # big_gin
        state.arrangement,  # arrangement
        state.showing,  # showing
        state.result,  # result
        state.knock_discard if state.knocker == seat else None,  # knock_discard
        state.standing,  # standing
    ))

