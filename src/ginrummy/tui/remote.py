"""A seat at a game server's table, as the full-screen game draws it.

:class:`RemoteSession` is what :class:`~ginrummy.tui.table.SeatTable` reads and
commands, like the local :class:`~ginrummy.tui.session.Session`, but the match
is the server's: everything drawn comes from the one snapshot the connection
holds (``ginrummy.remote.link`` applies each update to it), and every decision
goes to the server as an intent (docs/protocol.md).  The server is the
authority: it deals, plays the computer seats, checks every action and says
why it refuses one (an ``error``, shown as one line).

Like ``ginrummy connect``, the session builds a ``SeatView`` from the wire JSON
only to draw it and to offer what may be done (``SeatView.legal_actions``, the
knock's steps of ``laydown``); an action is checked on that view before it is
sent so a refusal is said at once, and the server checks it again.  The rest
(the words of each player's last action, the end of the hand, the rows of the
score sheet) is kept from the events the server sends.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, cast

from ginrummy import protocol as P
from ginrummy.actions import Action, Kind
from ginrummy.agents.expert import RankedAction
from ginrummy.cards import parse_card
from ginrummy.legality import Phase
from ginrummy.match import BookedHand, GameSheet, Roles
from ginrummy.narration import action_text
from ginrummy.rules import Rules, preset
from ginrummy.scoring import Outcome
from ginrummy.state import HandResult
from ginrummy.tui.session import Suggestion, role_words
from ginrummy.view import SeatView
from ginrummy.wire import view_from_json

__all__ = ["RemoteMatch", "RemoteSession", "seat_names"]

#: The phases in which the player sitting out advises the captain (R11.3).
_ADVISED = frozenset({Phase.OFFER, Phase.DRAW, Phase.DISCARD})

#: Sends an intent (a JSON object) to the server.
Send = Callable[[dict[str, Any]], None]


def seat_names(table: P.TableInfo) -> list[str]:
    """Each seat's name as the table shows it: the person's, a computer's level."""
    out = []
    for s in sorted(table.seats, key=lambda s: s.seat):
        if s.name:
            out.append(s.name)
        elif s.kind == "computer":
            out.append(f"computer ({s.level})" if s.level else "computer")
        else:
            out.append(f"seat {s.seat + 1}")
    return out


def _roles(roles: P.RolesJson | None) -> Roles | None:
    return None if roles is None else Roles(roles.box, roles.captain, roles.out)


def _played(action: Any) -> Action:
    """An ``action`` event's action as far as it is told (a card only where shown)."""
    name = getattr(action, "card", None)
    card = parse_card(name) if isinstance(name, str) else None
    kind = Kind(action.action)
    return Action(kind, card if kind in (Kind.DISCARD, Kind.KNOCK) else None)


def _booked(end: dict[str, Any], number: int, seats: tuple[int, int]) -> BookedHand:
    """A finished hand's row of the score sheet, from the record's ``end`` the
    server sent (docs/records.md, "The end of a hand")."""
    winner = end.get("winner")
    seat = seats.index(winner) if winner in seats else None
    result = HandResult(cast(Outcome, end["outcome"]), seat, int(end.get("points", 0)))
    return BookedHand(number, result, winner, tuple(end.get("games", ())))


class RemoteMatch:
    """The match as the score line, the score sheet and the end screens show it,
    from the snapshot's score, the hands ended while connected and the match's end."""

    def __init__(self, session: RemoteSession) -> None:
        self._session = session

    @property
    def _table(self) -> P.TableInfo | None:
        snap = self._session.snap
        return None if snap is None else snap.table

    @property
    def hand_number(self) -> int:
        table = self._table
        return 0 if table is None else table.hand_number

    @property
    def roles(self) -> Roles | None:
        table = self._table
        return None if table is None else _roles(table.roles)

    @property
    def is_over(self) -> bool:
        table = self._table
        return self._session.match_end is not None or (table is not None
                                                       and table.status == "over")

    @property
    def winner(self) -> int | None:
        end = self._session.match_end
        return None if end is None else end.winner

    @property
    def seed(self) -> int | None:
        end = self._session.match_end
        return None if end is None else end.seed

    @property
    def booked(self) -> Sequence[BookedHand]:
        """The hands that ended while this client was connected (the server tells a
        reconnecting client the events of the hand in play only)."""
        return self._session.booked

    def score_json(self) -> dict[str, Any]:
        table = self._table
        if table is not None and table.score:
            return dict(table.score)
        players = self._session.rules.players
        games = 3 if self._session.rules.scoring == "hollywood" else 1
        return {"games": [{"scores": [0] * players, "hands_won": [0] * players,
                           "winner": None} for _ in range(games)]}

    def sheets(self) -> list[GameSheet]:
        target = self._session.rules.target
        return [GameSheet(len(g["scores"]), target, list(g["scores"]), list(g["hands_won"]),
                          g["winner"]) for g in self.score_json()["games"]]

    def totals(self) -> list[list[int]]:
        """The match's totals as the server gave them at its end; before, the scores."""
        end = self._session.match_end
        if end is not None:
            return [list(game) for game in end.totals]
        return [list(sheet.scores) for sheet in self.sheets()]


class RemoteSession:
    """The person's seat at a server's table (see the module docstring)."""

    def __init__(self, send: Send) -> None:
        self._send = send
        self.snap: P.Snapshot | None = None
        """The snapshot held: the one copy of the table everything is drawn from."""
        self._view: SeatView | None = None
        self.match = RemoteMatch(self)
        self.last: dict[int, tuple[str, int | None]] = {}
        """The last action of each player in this hand: words and the card seen."""
        self.suggested: Suggestion | None = None
        self.finishing = False
        self.end: dict[str, Any] | None = None
        """The record ``end`` of the hand just finished (from its ``hand_end``)."""
        self.ended: int | None = None
        """The number of the hand :attr:`end` is of."""
        self.hand_roles: Roles | None = None
        self.booked: list[BookedHand] = []
        self.match_end: P.MatchEndEvent | None = None
        self.in_flight = False
        """An action was sent and its update has not come: a second one (the knock's
        arrangement after the knock) is sent unchecked, the server checks it."""
        self._advised: tuple[int, Action | None] | None = None
        """Sitting out: the advice sent for the captain's decision (its number of events)."""
        self._hints: tuple[tuple[Any, ...], list[RankedAction]] | None = None
        self._ids = 0

    # ------------------------------------------------------------------ the snapshot held

    @property
    def rules(self) -> Rules:
        if self.snap is None:
            return preset("standard")
        return Rules.from_dict(self.snap.table.rules.model_dump(mode="json"))

    @property
    def names(self) -> list[str]:
        return [] if self.snap is None else seat_names(self.snap.table)

    @property
    def human(self) -> int:
        seat = None if self.snap is None else self.snap.you.seat
        return 0 if seat is None else seat

    @property
    def seats(self) -> tuple[int, int]:
        """The players at hand seats 0 and 1: in three-player Gin the box and the
        captain (docs/protocol.md, "Seats")."""
        roles = self.match.roles
        return (0, 1) if roles is None else (roles.box, roles.captain)

    @property
    def human_seat(self) -> int | None:
        v = self.watch_view()
        if v is None or self.sitting_out:
            return None
        return v.seat

    def role_of(self, player: int) -> str | None:
        return role_words(self.match.roles, player)

    def watch_view(self) -> SeatView | None:
        """The snapshot's view: the person's, or the captain's when sitting out."""
        return self._view

    @property
    def sitting_out(self) -> bool:
        roles = self.match.roles
        return self._view is not None and roles is not None and roles.out == self.human

    def human_view(self) -> SeatView | None:
        return None if self.sitting_out else self._view

    @property
    def hand_over(self) -> bool:
        v = self._view
        return v is not None and (v.result is not None or v.phase is Phase.OVER)

    @property
    def computer_to_act(self) -> bool:
        v = self._view
        if v is None or self.snap is None or self.hand_over:
            return False
        player = self.seats[v.to_act]
        return any(s.seat == player and s.kind == "computer" for s in self.snap.table.seats)

    def _decision(self) -> tuple[Any, ...]:
        v = self._view
        return (None,) if v is None or self.snap is None else (
            self.snap.hand, len(v.events), v.phase, v.to_act)

    @property
    def _captain_deciding(self) -> bool:
        v = self._view
        return (self.sitting_out and v is not None and not self.hand_over
                and v.to_act == v.seat and v.phase in _ADVISED)

    @property
    def awaiting_advice(self) -> bool:
        """Sitting out, the captain decides a move of the play and the person has
        not advised on it yet (R11.3)."""
        v = self._view
        if self.finishing or not self._captain_deciding or v is None:
            return False
        return self._advised is None or self._advised[0] != len(v.events)

    def captain_view(self) -> SeatView | None:
        return self._view if self.awaiting_advice else None

    def advice(self) -> Action | None:
        """The advice of the player sitting out, to the person captain (R11.3)."""
        if self.snap is None or self.snap.advice is None or self.human_seat != 1:
            return None
        return P.to_action(self.snap.advice)

    def hints(self, count: int = 3) -> list[RankedAction]:
        """The server's hints for the decision in play (asked with :meth:`ask_hints`)."""
        if self._hints is None or self._hints[0] != self._decision():
            return []
        return self._hints[1][:count]

    # ------------------------------------------------------------------ what the server tells

    def apply(self, snapshot: P.Snapshot, events: Sequence[Any]) -> None:
        """The snapshot now held, and the events that led to it (in order)."""
        before = self._view
        self.snap = snapshot
        self._view = (None if snapshot.view is None
                      else view_from_json(snapshot.view.model_dump(mode="json")))
        if self._view is None or before is None or len(self._view.events) != len(before.events):
            self.in_flight = False
        for event in events:
            self._on_event(event, before)
        if self.hand_roles is None:
            self.hand_roles = self.match.roles
        self._advise_if_finishing()

    def _on_event(self, event: Any, before: SeatView | None) -> None:
        if isinstance(event, P.DealEvent):
            self.last = {}
            self.suggested = None
            self.finishing = False
            self._advised = None
            self.hand_roles = _roles(event.roles)
        elif isinstance(event, P.ActionEvent):
            action = _played(event.action)
            top = before.pile_top if before is not None else None
            taken = action.card if action.kind is Kind.DRAW_DISCARD else None
            name = getattr(event.action, "card", None)
            if action.kind is Kind.DRAW_DISCARD and isinstance(name, str):
                taken = parse_card(name)
            if action.kind not in (Kind.ARRANGE, Kind.LAY_OFF) or event.player not in self.last:
                self.last[event.player] = action_text(action, taken)
            roles = self.hand_roles
            if (self._advised is not None and roles is not None
                    and event.player == roles.captain and self.sitting_out):
                self.suggested = Suggestion(self._advised[1], action, top)
                self._advised = None
        elif isinstance(event, P.UndoEvent):
            self.last.pop(event.player, None)
        elif isinstance(event, P.HandEndEvent):
            self.end = dict(event.end)
            self.ended = event.hand
            self.booked.append(_booked(self.end, event.hand, self.seats))
        elif isinstance(event, P.MatchEndEvent):
            self.match_end = event

    def refused(self) -> None:
        """The server refused the last message: nothing is in flight any more."""
        self.in_flight = False

    def hints_came(self, hints: P.Hints) -> None:
        ranked = [RankedAction(P.to_action(h.action), float(i),
                               tuple(part.to_why() for part in h.why))
                  for i, h in enumerate(hints.hints)]
        self._hints = (self._decision(), ranked)

    # ------------------------------------------------------------------ the person's commands

    def _next_id(self) -> int:
        self._ids += 1
        return self._ids

    def play(self, action: Action) -> None:
        """Send the person's action; checked on the view first (IllegalActionError
        with the engine's reason) unless one is on its way already."""
        v = self.human_view()
        if v is None:
            raise ValueError("you have no seat in this hand")
        if not self.in_flight:
            v.check(action)
        self.in_flight = True
        self._send({"type": "act", "id": self._next_id(), "action": action.to_json()})

    def suggest(self, advice: Action | None) -> Suggestion | None:
        """Sitting out: advise the captain (None: no advice), who decides (R11.3).  What
        the captain did comes later, as :attr:`suggested`."""
        v = self.captain_view()
        if v is None:
            raise ValueError("the captain is not deciding now")
        if advice is not None:
            v.check(advice)
        self._advised = (len(v.events), advice)
        self._send({"type": "advise", "action": None if advice is None else advice.to_json()})
        return None

    def finish_hand(self) -> None:
        """Sitting out: advise nothing at each of the captain's decisions left."""
        self.finishing = True
        self._advise_if_finishing()

    def _advise_if_finishing(self) -> None:
        v = self._view
        if not self.finishing or not self._captain_deciding or v is None:
            return
        if self._advised is None or self._advised[0] != len(v.events):
            self._advised = (len(v.events), None)
            self._send({"type": "advise", "action": None})

    def deal(self) -> None:
        """Ready for the next hand: the server deals once every person is."""
        self._send({"type": "ready"})

    def step(self) -> bool:
        """The computer's decisions are the server's: none is played here."""
        return False

    def undo(self) -> bool:
        """Ask to take back the last decision (the server says if it may not)."""
        self._send({"type": "undo"})
        return True

    def ask_hints(self, count: int = 3) -> None:
        self._send({"type": "hint", "id": self._next_id(), "count": count})
