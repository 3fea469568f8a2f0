"""Who is told what at a table: each viewer's sight of the hand, and the audience of
every message an entry makes.

The one place that decides it (docs/server.md, "Who sees what"): a player in the
hand sees its own seat's view; the player sitting out in three-player Gin sees
the captain's (R11.3), and with the captain the advice; a spectator, and anyone
for a hand that is not theirs, sees the public view, which holds no hidden card.
A stock draw's card and a face-down knock discard are told to those who see
that seat's hand; the deal's cards likewise.  Everything else is told to
everyone.  A property test plays random tables and checks every message and
snapshot against these rules (tests/test_table_leak.py).

Like boardgame.io's player view, this is a module of its own: the ledger
(:mod:`~ginrummy.table.ledger`) applies entries and knows nothing of viewers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, cast

from ginrummy.actions import Action, Kind
from ginrummy.cards import CARD_NAMES
from ginrummy.record import end_entry
from ginrummy.state import HandState
from ginrummy.table.entries import MAX_CHAT, By, ForfeitWhy
from ginrummy.table.events import (
    ActionEvent,
    ActionJson,
    DealEvent,
    Forfeit,
    HandEndEvent,
    MatchEndEvent,
    PlayedAction,
    RolesJson,
    TableInfo,
    YourPlace,
)
from ginrummy.table.told import Told
from ginrummy.view import SeatView, view

if TYPE_CHECKING:
    from ginrummy.driver import Step
    from ginrummy.match import Roles
    from ginrummy.table.ledger import Applied, Ledger

__all__ = [
    "PUBLIC_FIELDS",
    "SPECTATOR",
    "HandSight",
    "advice_audience",
    "hand_sight",
    "holders",
    "public_extras",
    "public_json",
    "seat_told",
    "seat_view",
    "table_seen",
    "told",
    "viewers",
    "watched_seat",
    "your_place",
]

#: The viewer of a table who holds no seat.
SPECTATOR = -1

#: The fields of a seat's view that are the same for every viewer (wire.md).
PUBLIC_FIELDS = (
    "phase", "to_act", "dealer", "pile", "stock_count", "upcard", "knock_limit", "events",
    "knocker", "arrangement", "showing", "result",
)


# ---------------------------------------------------------------------- the hand's seats


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


def holders(seats: tuple[int, int], advisor: int | None, seat: int) -> frozenset[int]:
    """The viewers who see hand seat ``seat``'s cards: its player and, for the captain's
    (seat 1), the player sitting out (R11.3).  The inverse of :func:`watched_seat`."""
    if seat == 1 and advisor is not None:
        return frozenset({seats[1], advisor})
    return frozenset({seats[seat]})


def viewers(players: int) -> frozenset[int]:
    """Every viewer of a table of ``players`` seats: each seat, and the spectators."""
    return frozenset({*range(players), SPECTATOR})


def advice_audience(seats: tuple[int, int], advisor: int) -> frozenset[int]:
    """Who is told the advice (R11.3): the player sitting out and the captain; never
    the box player."""
    return frozenset({advisor, seats[1]})


# ---------------------------------------------------------------------- views


def _names(mask: int) -> list[str]:
    return [CARD_NAMES[c] for c in range(52) if mask >> c & 1]


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


class HandSight(NamedTuple):
    """What one viewer may see of the hand in play."""

    view: SeatView | None
    """Its seat's view (the captain's for the player sitting out), or None."""
    public: SeatView | None
    """For everyone else: seat 0's view, of which only :data:`PUBLIC_FIELDS` are shown,
    with ``extras``; None when the viewer has a seat's view or no hand is in play."""
    extras: dict[str, Any] | None
    advice: ActionJson | None
    """The advice the captain has, to the captain and the player sitting out."""


def seat_view(ledger: Ledger, viewer: int) -> SeatView | None:
    """The seat view ``viewer`` gets of the hand in play (its own, or the captain's when
    sitting out, R11.3); None for the public view or with no hand."""
    state = ledger.state
    if state is None:
        return None
    seats, advisor = ledger.hand_seats()
    seat = watched_seat(seats, advisor, viewer)
    return None if seat is None else view(state, seat)


def hand_sight(ledger: Ledger, viewer: int) -> HandSight:
    """What ``viewer`` (a player, or :data:`SPECTATOR`) may see of the hand in play."""
    state = ledger.state
    if state is None:
        return HandSight(None, None, None, None)
    seats, advisor = ledger.hand_seats()
    seat = watched_seat(seats, advisor, viewer)
    advice = ledger.current_advice()
    sees_advice = advisor is not None and viewer in advice_audience(seats, advisor)
    advice_json = action_json(advice) if advice is not None and sees_advice else None
    if seat is not None:
        return HandSight(view(state, seat), None, None, advice_json)
    return HandSight(None, view(state, 0), public_extras(state), advice_json)


def table_seen(info: TableInfo, viewer: int, *, private: bool) -> TableInfo:
    """The table's information as ``viewer`` is told it: a private table's join code
    is its key, told to the people seated only (docs/protocol.md, "Private
    tables")."""
    if viewer == SPECTATOR and private and info["code"] is not None:
        seen = info.copy()
        seen["code"] = None
        return seen
    return info


def your_place(viewer: int, *, hints: bool = False) -> YourPlace:
    """A snapshot's ``you``; ``hints``: the table gives this seated viewer hints and
    undo (never a spectator)."""
    if viewer == SPECTATOR:
        return {"seat": None, "role": "spectator", "hints": False}
    return {"seat": viewer, "role": "player", "hints": hints}


# ---------------------------------------------------------------------- what an entry tells


def told(ledger: Ledger, applied: Applied) -> list[Told]:
    """The messages the entry just applied makes, each with its audience."""
    entry = applied.entry
    if entry["type"] == "seated" or entry["type"] == "left" or entry["type"] == "away" \
            or entry["type"] == "back":
        return seat_told(ledger, entry["seat"])
    if entry["type"] == "dealt":
        assert applied.dealt is not None
        return _deal(ledger, applied.dealt)
    if entry["type"] == "acted":
        assert applied.step is not None
        return _action(ledger, applied.step, entry["seat"], entry.get("by", "person"))
    if entry["type"] == "advised":
        seats, advisor = ledger.hand_seats()
        assert advisor is not None
        advice = applied.advice
        return [(advice_audience(seats, advisor), {
            "type": "advice", "player": entry["seat"],
            "action": None if advice is None else action_json(advice)})]
    if entry["type"] == "undone":
        return [(None, {"type": "undo", "player": entry["seat"]})]
    if entry["type"] == "ready":
        return [(None, {"type": "ready", "seat": entry["seat"]})]
    if entry["type"] == "forfeited":
        return _forfeit(ledger, entry["seat"], entry["why"], entry["claimed_by"])
    if entry["type"] == "rematch":
        return [(None, {"type": "rematch", "seat": entry["seat"],
                        "accept": entry["accept"]})]
    if entry["type"] == "rematched":
        return [(None, {"type": "rematched", "table": entry["table"]})]
    if entry["type"] == "chat":
        index = entry["seat"]
        name = ledger.seats[index].name
        assert name is not None  # a person's seat (the ledger checked it)
        return [(None, {"type": "chat", "seat": index, "name": name,
                        "text": str(entry["text"])[:MAX_CHAT]})]
    return []  # created, ended: nothing to tell


def seat_told(ledger: Ledger, index: int) -> list[Told]:
    """A seat changed (taken, left, away or back, connected or not): everyone is told
    it as anyone may know it (never a person's identity)."""
    return [(None, ledger.seats[index].event(index))]


def _deal(ledger: Ledger, state: HandState) -> list[Told]:
    """The commitment (to everyone), then the deal: each hand's cards to its holders,
    the deal without cards to everyone else."""
    d = ledger.driver
    hand = ledger.hand
    assert d is not None and hand is not None
    seats, advisor = ledger.hand_seats()
    roles = d.match.roles
    base: DealEvent = {
        "type": "deal", "hand": hand.number, "dealer": seats[state.dealer],
        "seats": list(seats), "roles": None if roles is None else roles_json(roles),
        "upcard": CARD_NAMES[state.upcard], "knock_limit": state.knock_limit, "cards": None}
    items: list[Told] = [] if hand.sha256 is None else [
        (None, {"type": "commitment", "hand": hand.number, "sha256": hand.sha256})]
    private: frozenset[int] = frozenset()
    for seat in (0, 1):
        who = holders(seats, advisor, seat)
        items.append((who, base | {"cards": _names(state.hands[seat])}))
        private |= who
    items.append((viewers(ledger.players) - private, base))
    return items


def _action(ledger: Ledger, step: Step, player: int, by: By) -> list[Told]:
    """The action as the table saw it (docs/protocol.md, "action"): a take names the
    card taken from the pile; a stock draw and the face-down knock discard name
    their card to those who see the player's hand and null to everyone else; then
    the hand's end and the match's, when it ended them."""
    action = step.action
    event = step.event
    seen: ActionEvent = {"type": "action", "player": player, "seat": step.seat,
                         "action": cast(PlayedAction, action_json(action)), "by": by}
    items: list[Told]
    kind = action.kind
    if kind is Kind.DRAW_DISCARD:
        assert event.card is not None
        items = [(None, seen | {"action": {"action": kind.value,
                                           "card": CARD_NAMES[event.card]}})]
    elif kind is Kind.DRAW_STOCK or (kind is Kind.KNOCK and event.card is None):
        seats, advisor = ledger.hand_seats()
        who = holders(seats, advisor, step.seat)
        card = action.card if action.card is not None else _drawn(step)
        told_card = seen | {"action": {"action": kind.value, "card": CARD_NAMES[card]}}
        public = seen | {"action": {"action": kind.value, "card": None}}
        items = [(who, told_card), (viewers(ledger.players) - who, public)]
    else:
        items = [(None, seen)]
    if step.booked is not None:
        items.extend(_hand_end(ledger, step))
    return items


def _forfeit(ledger: Ledger, player: int, why: ForfeitWhy, by: int | None) -> list[Told]:
    """A forfeit, then the match's end (the hand in play, abandoned, reveals nothing:
    its deck is in the match's record)."""
    return [(None, {"type": "forfeit", "player": player, "why": why, "by": by}),
            (None, _match_end(ledger))]


def _match_end(ledger: Ledger) -> MatchEndEvent:
    d = ledger.driver
    assert d is not None
    winner, forfeit = d.winner, d.forfeit
    assert winner is not None  # a match over has its winner
    return {"type": "match_end", "winner": winner, "totals": d.match.totals(),
            "forfeit": None if forfeit is None else Forfeit(
                player=int(forfeit["player"]), reason=str(forfeit["reason"])),
            "seed": ledger.seed}


def _drawn(step: Step) -> int:
    diff = step.after.hands[step.seat] & ~step.before.hands[step.seat]
    return diff.bit_length() - 1


def _hand_end(ledger: Ledger, step: Step) -> list[Told]:
    """The hand's end, with the reveal of its deck; the match's end, with its seed."""
    d = ledger.driver
    hand = ledger.hand
    assert d is not None and hand is not None and step.booked is not None
    end: HandEndEvent = {
        "type": "hand_end", "hand": hand.number, "end": end_entry(step.after, step.booked,
                                                                  d.seats),
        "score": d.match.score_json(),
        "reveal": {"deck": [CARD_NAMES[c] for c in hand.deck], "salt": hand.salt},
    }
    items: list[Told] = [(None, end)]
    if d.is_over:
        items.append((None, _match_end(ledger)))
    return items


def action_json(action: Action) -> ActionJson:
    """``action`` as :meth:`~ginrummy.actions.Action.to_json` writes it, typed as the
    protocol's shape of it (the protocol's tests read every action so written)."""
    return cast(ActionJson, action.to_json())


def roles_json(roles: Roles) -> RolesJson:
    """Three-player roles by table seat (R11.1), as the protocol writes them."""
    return {"box": roles.box, "captain": roles.captain, "out": roles.out}
