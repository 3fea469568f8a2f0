"""The choices a knock opens to the person, listed from the engine's legal actions.

The knocker picks the face-down discard and then an arrangement (R5.3); the
defender picks own melds and lay-offs (R6.4).  Both lists put the engine's
default first, so the default is always the first thing proposed; nothing here
decides what is legal.
"""

from __future__ import annotations

from ginrummy.actions import Action, Kind
from ginrummy.melds import Arrangement, Showing, arrangements_within, best_arrangement
from ginrummy.view import SeatView

__all__ = ["knock_arrangements", "lay_off_choices", "showing_of"]


def knock_arrangements(v: SeatView, card: int) -> list[Arrangement]:
    """The arrangements a knock discarding ``card`` may lay down: the least-deadwood
    one first (R5.3's default), then every other one within the knock limit."""
    rest = v.hand & ~(1 << card)
    best = best_arrangement(rest)
    others = arrangements_within(rest, v.knock_limit)
    return [best, *(a for a in others if a.melds != best.melds)]


def showing_of(hand: int, action: Action) -> Showing:
    """What a lay-off action lays down from ``hand``, with the deadwood it leaves."""
    if action.kind is not Kind.LAY_OFF:
        raise ValueError(f"not a lay-off action: {action.text}")
    rest = hand
    for meld in action.melds:
        rest &= ~meld
    for lo in action.layoffs:
        rest &= ~(1 << lo.card)
    return Showing(action.melds, action.layoffs, rest)


def _key(show: Showing) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
    """The same showing whatever order its melds and lay-offs are listed in."""
    return tuple(sorted(show.melds)), tuple(sorted((lo.card, lo.meld) for lo in show.layoffs))


def lay_off_choices(v: SeatView) -> list[Showing]:
    """Every legal melds-and-lay-offs choice of the defender (``v`` in the lay-off
    phase): the engine's default first (R6.4), then the others by the deadwood
    they leave, fewer lay-offs first among equals."""
    default = showing_of(v.hand, v.default_lay_off())
    seen = {_key(default)}
    others: list[Showing] = []
    for action in v.legal_actions():
        show = showing_of(v.hand, action)
        key = _key(show)
        if key not in seen:
            seen.add(key)
            others.append(show)
    others.sort(key=lambda s: (s.deadwood, len(s.layoffs), len(s.melds)))
    return [default, *others]
