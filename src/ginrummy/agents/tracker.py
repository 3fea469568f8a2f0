"""What a seat can infer about its opponent from the public events of a hand.

Only the seat's own view is read: the cards the opponent took from the discard
pile (it keeps them for melds), the cards it discarded and the pile tops it
declined (it probably cannot use them nor their neighbours).  From these comes
a probability that each unseen card is in the opponent's hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from ginrummy.actions import Kind
from ginrummy.cards import NUM_CARDS
from ginrummy.view import SeatView

__all__ = ["OpponentModel", "read_opponent"]

_ALL = (1 << NUM_CARDS) - 1
_RANK_COLUMN = tuple(
    (1 << r) | (1 << (r + 13)) | (1 << (r + 26)) | (1 << (r + 39)) for r in range(13)
)


def _neighbours(card: int) -> int:
    """Cards of the same rank, and of the same suit one or two ranks away."""
    rank = card % 13
    base = card - rank
    out = _RANK_COLUMN[rank] & ~(1 << card)
    for d in (-2, -1, 1, 2):
        if 0 <= rank + d < 13:
            out |= 1 << (base + rank + d)
    return out


@dataclass(frozen=True, slots=True)
class OpponentModel:
    """The opponent as seen from one seat.

    ``prob[c]`` is the estimated probability that card ``c`` is in the
    opponent's hand: 1 for cards it is known to hold, 0 for cards seen elsewhere.
    """

    known: int
    """Cards the opponent took from the pile and still holds."""
    discarded: int
    declined: int
    unseen: int
    """Cards whose place this seat does not know (stock or opponent's hand)."""
    prob: tuple[float, ...]
    draws: int
    """How many cards the opponent has drawn this hand."""
    last_discard: int | None = None
    """The opponent's latest discard if it has not drawn since (its hand is then
    the one it kept when it threw that card), else None."""


def read_opponent(view: SeatView, use_evidence: bool = True) -> OpponentModel:
    """Build the opponent model of ``view``'s seat from its public events."""
    me = view.seat
    pile: list[int] = [view.upcard]
    discarded = 0
    declined = 0
    draws = 0
    last_discard: int | None = None
    for ev in view.events:
        kind = ev.kind
        if ev.seat != me:
            last_discard = ev.card if kind is Kind.DISCARD else None
        if kind is Kind.DISCARD:
            card = ev.card
            assert card is not None  # a discard is face up
            pile.append(card)
            if ev.seat != me:
                discarded |= 1 << card
        elif kind is Kind.DRAW_DISCARD:
            pile.pop()
            if ev.seat != me:
                draws += 1
        elif ev.seat != me and (kind is Kind.DRAW_STOCK or kind is Kind.PASS):
            if pile:
                declined |= 1 << pile[-1]
            if kind is Kind.DRAW_STOCK:
                draws += 1
    known = view.opponent_known
    on_table = view.hand
    for c in view.pile:
        on_table |= 1 << c
    unseen = _ALL & ~on_table & ~known
    hidden_count = view.opponent_hand_size - known.bit_count()
    weights = [0.0] * NUM_CARDS
    if use_evidence:
        wanted = 0
        for c in _iter(known):
            wanted |= _neighbours(c)
        unwanted = 0
        for c in _iter(discarded | declined):
            unwanted |= _neighbours(c)
    else:
        wanted = unwanted = 0
    total = 0.0
    for c in _iter(unseen):
        w = 1.0
        if wanted >> c & 1:
            w *= 1.8
        if unwanted >> c & 1:
            w *= 0.55
        weights[c] = w
        total += w
    prob = [0.0] * NUM_CARDS
    if total > 0 and hidden_count > 0:
        scale = hidden_count / total
        for c in _iter(unseen):
            prob[c] = min(0.95, weights[c] * scale)
    for c in _iter(known):
        prob[c] = 1.0
    return OpponentModel(known, discarded, declined, unseen, tuple(prob), draws, last_discard)


def _iter(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
