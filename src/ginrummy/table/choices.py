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

from typing import cast

from ginrummy.actions import Action, Kind
from ginrummy.cards import CARD_NAMES
from ginrummy.legality import Phase, Situation, discard_options, legal_actions, showings
from ginrummy.melds import Arrangement, Showing, best_arrangement
from ginrummy.table.events import ArrangementJson, Choices, DiscardChoice, ShowingJson
from ginrummy.view import SeatView
from ginrummy.wire import arrangement_json, showing_json

__all__ = ["MAX_OPTIONS", "choices_json", "knock_card", "presented_showings"]

#: The most arrangements or lay-off choices listed: the best comes first, and a
#: hand with more than this many ways to lay down is rare and the rest are worse.
MAX_OPTIONS = 24


def choices_json(v: SeatView) -> Choices:
    """The choices of ``v``'s seat (docs/protocol.md, "choices"): its hand's least
    deadwood arrangement always (R2.4), and when it is to act what
    :func:`~ginrummy.legality.legal_actions` says it may do, told by kind: each
    discard with the deadwood it leaves and whether it knocks or goes gin (R4.2,
    R5.1, R5.4), the arrangements a knocker may lay down (R5.3) or the defender's
    melds and lay-offs (R6.4), the default first.  Nothing here decides what is
    legal: the one list of legal actions does."""
    mine = _arrangement_json(best_arrangement(v.hand))
    out: Choices = {
        "melds": mine["melds"], "deadwood_cards": mine["deadwood_cards"],
        "deadwood": mine["deadwood"], "to_act": v.is_my_turn, "actions": [],
        "discards": [], "arrangements": [], "showings": [], "knock_card": None}
    if not v.is_my_turn:
        return out
    sit = v.situation()
    legal = legal_actions(sit)
    out["actions"] = list(dict.fromkeys(a.kind.value for a in legal))  # in legal's order
    if v.phase is Phase.DISCARD:
        out["discards"] = _discards(sit, legal)
        out["knock_card"] = knock_card(out["discards"])
    elif v.phase is Phase.ARRANGE:
        out["arrangements"] = _arrangements(v.hand, legal)
    elif v.phase is Phase.LAY_OFF:
        out["showings"] = [_showing_json(s) for s in presented_showings(sit, legal)]
    return out


def _discards(sit: Situation, legal: list[Action]) -> list[DiscardChoice]:
    """Each legal discard, with the least deadwood it leaves (R2.4); it knocks where
    a knock with that card is legal (R5.1), and a knock leaving none is gin (R5.4)."""
    left = dict(discard_options(sit))
    knocks = {a.card for a in legal if a.kind is Kind.KNOCK}
    return [{"card": CARD_NAMES[a.card], "deadwood": left[a.card], "knock": a.card in knocks,
             "gin": a.card in knocks and left[a.card] == 0}
            for a in legal if a.kind is Kind.DISCARD and a.card is not None]


def _arrangements(hand: int, legal: list[Action]) -> list[ArrangementJson]:
    """The legal arrangements, the least-deadwood one first (R5.3's default), then by
    deadwood and fewest melds."""
    best = best_arrangement(hand)
    others = sorted((_arrangement(hand, a) for a in legal
                     if a.kind is Kind.ARRANGE and set(a.melds) != set(best.melds)),
                    key=lambda a: (a.deadwood, len(a.melds)))
    return [_arrangement_json(a) for a in [best, *others][:MAX_OPTIONS]]


def _arrangement(hand: int, action: Action) -> Arrangement:
    rest = hand
    for meld in action.melds:
        rest &= ~meld
    return Arrangement(action.melds, rest)


def knock_card(discards: list[DiscardChoice]) -> str | None:
    """The card a knock with no card chosen discards face down: of the discards a
    knock is legal with, the one that leaves the least deadwood (so gin whenever a
    discard makes it, R5.4), the first in card order among equals; None when no
    discard allows a knock (R5.1).  A client offers Knock with it, as R5.3 has
    software offer the least-deadwood choice."""
    knocks = [d for d in discards if d["knock"]]  # in card order
    return min(knocks, key=lambda d: d["deadwood"])["card"] if knocks else None


def presented_showings(sit: Situation, legal: list[Action]) -> list[Showing]:
    """The defender's showings as offered (at most :data:`MAX_OPTIONS`), every one
    distinct (:func:`ginrummy.legality.showings` lists each once): the default of
    R6.4 first, then the best of each other way to lay off (which cards on which
    meld), then the rest by the deadwood they leave.  A client that lets a card be
    moved onto a meld finds every lay-off among the first, even when the ways to
    arrange the defender's own melds are many."""
    first: list[Showing] = []
    rest: list[Showing] = []
    seen: set[frozenset[tuple[int, int]]] = set()
    for show in showings(sit, legal):
        layoffs = frozenset((lo.card, lo.meld) for lo in show.layoffs)
        (rest if layoffs in seen else first).append(show)
        seen.add(layoffs)
    return [*first, *rest][:MAX_OPTIONS]


# wire writes the rules core's JSON, below the table layer and its typed dictionaries:
# the shapes are the protocol's (its tests read every snapshot's choices).
def _arrangement_json(arrangement: Arrangement) -> ArrangementJson:
    return cast(ArrangementJson, arrangement_json(arrangement))


def _showing_json(showing: Showing) -> ShowingJson:
    return cast(ShowingJson, showing_json(showing))
