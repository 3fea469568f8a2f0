"""What a seat's public events tell: the cards each seat discarded face up, the pile
tops each seat passed or left to draw from the stock, and the last actions in words.

Read from :attr:`SeatView.events <ginrummy.view.SeatView.events>` alone (the public
actions, with no stock draw's card and no face-down knock discard), following the
pile from the upcard (R4.1, R4.3).  The observation tensor and the text interface
both say these things, from this one reading.
"""

from __future__ import annotations

import contextlib
from typing import NamedTuple

from ginrummy.actions import Kind
from ginrummy.cards import format_hand
from ginrummy.narration import public_text
from ginrummy.state import PublicEvent
from ginrummy.view import SeatView

__all__ = ["PileHistory", "history_text", "pile_history"]


class PileHistory(NamedTuple):
    """Card masks by seat (index 0 and 1)."""

    discarded: tuple[int, int]
    """Cards each seat discarded face up this hand."""
    declined: tuple[int, int]
    """Pile tops each seat passed (R4.3) or left to draw from the stock (R4.1)."""


#: The last hands read (see :func:`pile_history`), by the identity of their first event:
#: what was read of each, to go on from.  At most :data:`_MEMO_SIZE`, the oldest
#: forgotten first; several for the environments stepped side by side in one process.
_Read = tuple[tuple[PublicEvent, ...], int, tuple[int, ...], PileHistory]
"""The events read, the upcard, the pile they leave and what they tell."""
_memo: dict[int, _Read] = {}
_MEMO_SIZE = 64
_new_tuple = tuple.__new__


def pile_history(v: SeatView) -> PileHistory:
    """The discards and declined pile tops of both seats, from ``v``'s public events.

    A pure function of ``v.upcard`` and ``v.events``.  An environment asks it at every
    step, with the events of the step before and one or two more, so it goes on from
    what it read of the same hand last time instead of reading the hand again from
    its start (which cost more than the rest of an observation by the end of a long
    hand): a hand it read before is recognised by its first event's identity, then
    proven the same by comparing the events read then with the start of these (a
    comparison of identical objects, fast), so an answer never depends on the memo.
    """
    events = v.events
    if not events:
        return _NOTHING
    upcard = v.upcard
    key = id(events[0])
    seen = _memo.get(key)
    count = 0
    if seen is not None:
        done, done_upcard, done_pile, told = seen
        count = len(done)
        if done_upcard == upcard and count <= len(events) and events[:count] == done:
            if count == len(events):
                return told
            pile = list(done_pile)
            (d0, d1), (c0, c1) = told
        else:
            count = 0
    if not count:
        pile = [upcard]
        d0 = d1 = c0 = c1 = 0
    discard, draw_discard, pass_, draw_stock = (
        Kind.DISCARD, Kind.DRAW_DISCARD, Kind.PASS, Kind.DRAW_STOCK)
    for e in events[count:] if count else events:
        kind = e.kind
        if kind is discard and e.card is not None:
            if e.seat == 0:
                d0 |= 1 << e.card
            else:
                d1 |= 1 << e.card
            pile.append(e.card)
        elif kind is draw_discard:
            if pile:
                pile.pop()
        elif (kind is pass_ or kind is draw_stock) and pile:
            if e.seat == 0:
                c0 |= 1 << pile[-1]
            else:
                c1 |= 1 << pile[-1]
    # tuple.__new__ straight, as the engine builds its named tuples: one call fewer.
    told = _new_tuple(PileHistory, ((d0, d1), (c0, c1)))
    if key not in _memo and len(_memo) >= _MEMO_SIZE:
        # The oldest goes; should another thread change the memo meanwhile, nothing
        # goes (it is only a memo).
        with contextlib.suppress(RuntimeError, KeyError, StopIteration):
            del _memo[next(iter(_memo))]
    _memo[key] = (events, upcard, tuple(pile), told)
    return told


_NOTHING = PileHistory((0, 0), (0, 0))


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

