"""What one seat may see of a hand: all that agents and interfaces are given.

A :class:`SeatView` is built from a state by :func:`view` and holds no reference
to it.  It never contains the opponent's hidden cards nor the stock order; the
opponent's cards appear only as the rules put them on the table: cards taken
from the discard pile (``opponent_known``), the knocker's melds once laid down,
and the defender's hand once the defender has laid it down (R5.3, R6.1).
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from ginrummy import legality
from ginrummy.actions import Action
from ginrummy.legality import IllegalActionError, Phase, Situation, is_gin_knock
from ginrummy.melds import Arrangement, Showing
from ginrummy.rules import Rules
from ginrummy.standing import Standing
from ginrummy.state import HandResult, HandState, PublicEvent

__all__ = ["SeatView", "view"]


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's view of a hand."""

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
        return Situation(
            self.rules, self.phase, self.hand, self.pile, self.stock_only, self.taken,
            self.knock_limit, self.arrangement, self.big_gin,
        )

    def default_lay_off(self) -> Action:
        """The defender's default melds and lay-offs (R6.4); only in the lay-off phase."""
        if not self.is_my_turn or self.phase is not Phase.LAY_OFF or self.arrangement is None:
            raise IllegalActionError("there is nothing to lay off now")
        return legality.default_lay_off(self.situation())

    def legal_actions(self) -> list[Action]:
        """This seat's legal actions (empty when it is not this seat's turn)."""
        if not self.is_my_turn:
            return []
        return legality.legal_actions(self.situation())

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalActionError` with the reason unless ``action`` is legal."""
        if not self.is_my_turn:
            raise IllegalActionError("it is not this seat's turn")
        legality.check(self.situation(), action)


def view(state: HandState, seat: int) -> SeatView:
    """What ``seat`` (0 or 1) sees of ``state``."""
    if seat not in (0, 1):
        raise ValueError(f"seat must be 0 or 1, not {seat}")
    other = 1 - seat
    # The runner builds a view for every decision, so this is SeatView's own
    # __init__ spelled out: setting the frozen slots directly is almost twice
    # as fast as the generated __init__ called with 23 keyword arguments.
    # _check_view_is_complete below verifies at import that no field is missed.
    v = object.__new__(SeatView)
    set_ = object.__setattr__
    set_(v, "seat", seat)
    set_(v, "rules", state.rules)
    set_(v, "phase", state.phase)
    set_(v, "to_act", state.to_act)
    set_(v, "dealer", state.dealer)
    set_(v, "hand", state.hands[seat])
    set_(v, "opponent_hand_size", state.hands[other].bit_count())
    set_(v, "pile", state.pile)
    set_(v, "stock_count", state.stock_count)
    set_(v, "upcard", state.upcard)
    set_(v, "knock_limit", state.knock_limit)
    set_(v, "taken", state.taken if state.to_act == seat else None)
    set_(v, "passes", state.passes)
    set_(v, "stock_only", state.stock_only)
    set_(v, "turn", state.turn)
    set_(v, "opponent_known", state.known[other])
    set_(v, "events", state.public)
    set_(v, "knocker", state.knocker)
    set_(v, "big_gin", state.big_gin)
    set_(v, "arrangement", state.arrangement)
    set_(v, "showing", state.showing)
    set_(v, "result", state.result)
    set_(v, "knock_discard", state.knock_discard if state.knocker == seat else None)
    set_(v, "standing", state.standing)
    return v


def _check_view_is_complete() -> None:
    """view() must set every field of SeatView; a field added without it fails here."""
    missing = {f.name for f in fields(SeatView)} - set(view.__code__.co_consts)
    if missing:
        raise RuntimeError(f"view() does not set SeatView.{', '.join(sorted(missing))}")


_check_view_is_complete()
