"""What each viewer of a table may see: a seat's view, the public view, and who is
told which cards.

The one place that decides it (docs/server.md, "Who sees what"): a player in the
hand sees its own seat's view; the player sitting out in three-player Gin sees
the captain's (R11.3); a spectator, and anyone for a hand that is not theirs,
sees the public view, which holds no hidden card.  A property test plays
random tables and checks every message against these rules.
"""

from __future__ import annotations

from typing import Any

from ginrummy.cards import CARD_NAMES
from ginrummy.state import HandState
from ginrummy.view import view
from ginrummy.wire import view_to_json

__all__ = [
    "PUBLIC_FIELDS",
    "SPECTATOR",
    "public_extras",
    "public_json",
    "public_view",
    "watched_seat",
]

#: The viewer of a table who holds no seat.
SPECTATOR = -1

#: The fields of a seat's view that are the same for every viewer (wire.md).
PUBLIC_FIELDS = (
    "phase", "to_act", "dealer", "pile", "stock_count", "upcard", "knock_limit", "events",
    "knocker", "arrangement", "showing", "result",
)


def watched_seat(seats: tuple[int, int], advisor: int | None, viewer: int) -> int | None:
    """The seat of the hand whose view ``viewer`` gets: its own, or the captain's for
    the player sitting out (R11.3); None: the public view."""
    if viewer == seats[0]:
        return 0
    if viewer == seats[1]:
        return 1
    if advisor is not None and viewer == advisor:
        return 1
    return None


def _names(mask: int) -> list[str]:
    return [CARD_NAMES[c] for c in range(52) if mask >> c & 1]


def public_view(state: HandState) -> dict[str, Any]:
    """What anyone may see of a hand: no hidden card (no hand, no stock, no face-down
    knock discard while the hand is played), the sizes of the hands and the cards
    each seat took from the pile and still holds (they were seen taken, R4.1)."""
    return public_json(view_to_json(view(state, 0)), public_extras(state))


def public_extras(state: HandState) -> dict[str, Any]:
    """The public view's fields that are not a seat view's: the hands' sizes and the
    cards each seat was seen to take from the pile and still holds."""
    return {"hand_sizes": [state.hands[0].bit_count(), state.hands[1].bit_count()],
            "taken_known": [_names(state.known[0]), _names(state.known[1])]}


def public_json(seat0: dict[str, Any], extras: dict[str, Any]) -> dict[str, Any]:
    """The public view from seat 0's view in the wire form (its public fields only)
    and :func:`public_extras`."""
    out = {name: seat0[name] for name in PUBLIC_FIELDS}
    out.update(extras)
    return out
