"""What a seat may do now, told with its view: the snapshot's ``choices``.

A client that shows a hand has to highlight its melds, show its deadwood and
offer only the legal actions, with the knock's arrangements and the defender's
lay-offs to choose from.  Those are rule questions, so the server answers them
from the seat's view (``legality``, ``melds``) and a client decides none: the
browser game draws its buttons from this, and the terminal clients may too.

For the player sitting out (three-player Gin) the view is the captain's, and so
are the choices: what the captain may do, which the advice is chosen from.
"""

from __future__ import annotations

from typing import Any

from ginrummy.cards import CARD_NAMES
from ginrummy.legality import (
    Phase,
    arrangement_limit,
    can_declare_big_gin,
    discard_options,
    gin_discards,
    knock_allowed,
    legal_actions,
    showings,
)
from ginrummy.melds import arrangements_within, best_arrangement
from ginrummy.view import SeatView
from ginrummy.wire import arrangement_json, showing_json

__all__ = ["MAX_OPTIONS", "choices_json"]

#: The most arrangements or lay-off choices listed: the best comes first, and a
#: hand with more than this many ways to lay down is rare and the rest are worse.
MAX_OPTIONS = 24


def choices_json(v: SeatView) -> dict[str, Any]:
    """The choices of ``v``'s seat (docs/protocol.md, "choices"): its hand's least
    deadwood arrangement always (R2.4), and when it is to act the kinds of action
    it may take with each discard's deadwood (R4.2, R5.1, R5.4), the arrangements
    a knocker may lay down (R5.3) or the defender's melds and lay-offs (R6.4),
    the default first."""
    sit = v.situation()
    mine = arrangement_json(best_arrangement(v.hand))
    out: dict[str, Any] = {
        "melds": mine["melds"], "deadwood_cards": mine["deadwood_cards"],
        "deadwood": mine["deadwood"], "to_act": v.is_my_turn, "actions": [],
        "discards": [], "arrangements": [], "showings": []}
    if not v.is_my_turn:
        return out
    phase = v.phase
    if phase is Phase.DRAW or phase is Phase.OFFER:  # R4.1, R4.3
        out["actions"] = [a.kind.value for a in legal_actions(sit)]
    elif phase is Phase.DISCARD:
        options = discard_options(sit)
        gin = set(gin_discards(sit))
        out["discards"] = [{"card": CARD_NAMES[c], "deadwood": dw,
                            "knock": knock_allowed(sit, dw), "gin": c in gin}
                           for c, dw in options]
        kinds = ["discard"]
        if any(knock_allowed(sit, dw) for _c, dw in options):
            kinds.append("knock")
        if can_declare_big_gin(sit):  # R5.5
            kinds.append("big_gin")
        out["actions"] = kinds
    elif phase is Phase.ARRANGE:
        best = best_arrangement(v.hand)
        others = sorted((a for a in arrangements_within(v.hand, arrangement_limit(sit))
                         if a.melds != best.melds),
                        key=lambda a: (a.deadwood, len(a.melds)))
        out["arrangements"] = [arrangement_json(a) for a in [best, *others][:MAX_OPTIONS]]
        out["actions"] = ["arrange"]
    elif phase is Phase.LAY_OFF:
        out["showings"] = [showing_json(s) for s in showings(sit)[:MAX_OPTIONS]]
        out["actions"] = ["lay_off"]
    return out
