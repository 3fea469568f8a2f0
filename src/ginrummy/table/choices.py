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
    Situation,
    arrangement_limit,
    can_declare_big_gin,
    discard_options,
    gin_discards,
    knock_allowed,
    legal_actions,
    showings,
)
from ginrummy.melds import Showing, arrangements_within, best_arrangement
from ginrummy.view import SeatView
from ginrummy.wire import arrangement_json, showing_json

__all__ = ["MAX_OPTIONS", "choices_json", "knock_card", "presented_showings"]

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
        "discards": [], "arrangements": [], "showings": [], "knock_card": None}
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
        out["knock_card"] = knock_card(sit)
    elif phase is Phase.ARRANGE:
        best = best_arrangement(v.hand)
        others = sorted((a for a in arrangements_within(v.hand, arrangement_limit(sit))
                         if a.melds != best.melds),
                        key=lambda a: (a.deadwood, len(a.melds)))
        out["arrangements"] = [arrangement_json(a) for a in [best, *others][:MAX_OPTIONS]]
        out["actions"] = ["arrange"]
    elif phase is Phase.LAY_OFF:
        out["showings"] = [showing_json(s) for s in presented_showings(sit)]
        out["actions"] = ["lay_off"]
    return out


def knock_card(sit: Situation) -> str | None:
    """The card a knock with no card chosen discards face down: the one that leaves
    the least deadwood (so gin whenever a discard makes it, R5.4), the first in
    card order among equals; None when no discard allows a knock (R5.1).  A client
    offers Knock with it, as R5.3 has software offer the least-deadwood choice."""
    best: tuple[int, int] | None = None
    for card, deadwood in discard_options(sit):  # in card order
        if knock_allowed(sit, deadwood) and (best is None or deadwood < best[1]):
            best = (card, deadwood)
    return None if best is None else CARD_NAMES[best[0]]


def presented_showings(sit: Situation) -> list[Showing]:
    """The defender's showings as offered (at most :data:`MAX_OPTIONS`), every one
    distinct (:func:`ginrummy.legality.showings` lists each once): the default of
    R6.4 first, then the best of each other way to lay off (which cards on which
    meld), then the rest by the deadwood they leave.  A client that lets a card be
    moved onto a meld finds every lay-off among the first, even when the ways to
    arrange the defender's own melds are many."""
    listed = showings(sit)
    first: list[Showing] = []
    rest: list[Showing] = []
    seen: set[frozenset[tuple[int, int]]] = set()
    for show in listed:
        layoffs = frozenset((lo.card, lo.meld) for lo in show.layoffs)
        (rest if layoffs in seen else first).append(show)
        seen.add(layoffs)
    return [*first, *rest][:MAX_OPTIONS]
