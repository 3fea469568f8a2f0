"""What a seat's public events tell: the cards each seat discarded face up, the pile
tops each seat passed or left to draw from the stock, and the last actions in words.

Read from :attr:`SeatView.events <ginrummy.view.SeatView.events>` alone (the public
actions, with no stock draw's card and no face-down knock discard), following the
pile from the upcard (R4.1, R4.3).  The observation tensor and the text interface
both say these things, from this one reading.
"""

from __future__ import annotations

from typing import NamedTuple

from ginrummy.actions import Kind
from ginrummy.cards import format_hand
from ginrummy.narration import public_text
from ginrummy.view import SeatView

__all__ = ["PileHistory", "history_text", "pile_history"]


class PileHistory(NamedTuple):
    """Card masks by seat (index 0 and 1)."""

    discarded: tuple[int, int]
    """Cards each seat discarded face up this hand."""
    declined: tuple[int, int]
    """Pile tops each seat passed (R4.3) or left to draw from the stock (R4.1)."""


def pile_history(v: SeatView) -> PileHistory:
    """The discards and declined pile tops of both seats, from ``v``'s public events."""
    pile: list[int] = [v.upcard]
    discarded = [0, 0]
    declined = [0, 0]
    for e in v.events:
        kind = e.kind
        if kind is Kind.DISCARD and e.card is not None:
            discarded[e.seat] |= 1 << e.card
            pile.append(e.card)
        elif kind is Kind.DRAW_DISCARD:
            if pile:
                pile.pop()
        elif (kind is Kind.PASS or kind is Kind.DRAW_STOCK) and pile:
            declined[e.seat] |= 1 << pile[-1]
    return PileHistory((discarded[0], discarded[1]), (declined[0], declined[1]))


def history_text(v: SeatView, me: str, them: str) -> list[str]:
    """Lines for the text interface: the discards and declined tops of each seat (``me``
    and ``them`` name them) and the actions since this seat last acted."""
    h = pile_history(v)
    mine, theirs = v.seat, 1 - v.seat
    lines = [
        f"Discarded by {me}: {format_hand(h.discarded[mine]) or 'none'};"
        f" by {them}: {format_hand(h.discarded[theirs]) or 'none'}.",
        f"Pile tops {them} passed or left for the stock:"
        f" {format_hand(h.declined[theirs]) or 'none'}.",
    ]
    recent: list[str] = []
    for e in reversed(v.events):
        if e.seat == mine and recent:
            break
        if e.seat == mine:
            continue
        recent.append(f"{them} {public_text(e.kind, e.card)}")
    if recent:
        lines.append("Since your last action: " + "; ".join(reversed(recent)) + ".")
    return lines

