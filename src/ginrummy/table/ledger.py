"""A table's event-sourced state: its log of entries and what they build.

A :class:`Ledger` holds what the entries of a table's log (docs/server.md, "The
table"; :mod:`~ginrummy.table.entries`) have made: who sits where, the match on
its :class:`~ginrummy.driver.MatchDriver`, the hand in play's deck, undo and
advice.  :meth:`Ledger.apply` checks one entry and applies it, one handler per
entry type, and says what happened (:class:`Applied`); from that, the other
rooms of the table do their jobs: :mod:`~ginrummy.table.sight` says who is told
what, :mod:`~ginrummy.table.computers` tells the computers, and
:mod:`~ginrummy.table.clocks` starts and stops the turn clock.  Applied in order,
the same entries build the same ledger, which is how a table is restored.

It also answers what the state decides: the table's status and the decision it
waits for (:meth:`Ledger.awaiting`).  No rule is decided here: every action goes
through the driver's state.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Literal, NamedTuple, cast

from ginrummy.actions import Action, ActionError, Kind, action_from_json
from ginrummy.cards import CARD_NAMES, CardError, parse_card
from ginrummy.driver import ADVISED_PHASES, MatchDriver, Step
from ginrummy.errors import GinRummyError, Reason, quote, reason
from ginrummy.fairness import commitment, fair_deck, new_salt
from ginrummy.state import Checked, HandState
from ginrummy.table.entries import (
    ActedEntry,
    ActionJson,
    AdvisedEntry,
    AwayEntry,
    ChatEntry,
    CreatedEntry,
    DealtEntry,
    EndedEntry,
    Entry,
    ForfeitedEntry,
    ForfeitWhy,
    LeftEntry,
    ReadyEntry,
    RematchedEntry,
    RematchEntry,
    SeatedEntry,
    StoredEntry,
    UndoneEntry,
)
from ginrummy.table.events import SeatEvent, SeatInfo
from ginrummy.table.settings import COMPUTER, EMPTY, PERSON, SeatKind, TableSettings

__all__ = [
    "FORFEIT_REASONS",
    "Applied",
    "Awaiting",
    "HandInPlay",
    "Ledger",
    "Rematch",
    "Seat",
    "Status",
    "TableError",
]

#: ``adjourned``: the match is on and every person at the table is away; nothing is
#: played (not even the computers' own seats) until one of them is back.
Status = Literal["waiting", "playing", "between_hands", "adjourned", "over", "closed"]

#: A forfeit's reason as the match's record states it (docs/records.md), by why.
FORFEIT_REASONS: dict[str, str] = {
    "away": "away past the grace time: the match claimed",
    "time": "out of time: the match claimed",
    "left": "left the table during the match",
}


class TableError(GinRummyError, ValueError):
    """A command the table refuses; ``code`` says which kind (docs/protocol.md's error
    codes), the message says why in one line, its ``reason`` says it for a face to
    word (none: the code's own), and nothing changed."""

    def __init__(self, code: str, message: str, why: Reason | None = None) -> None:
        super().__init__(message, reason=why)
        self.code = code


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits at one seat (a player index of the match).  Immutable: a change is a
    new :class:`Seat` in the ledger's list, so a published summary of the seats
    is never changed under its reader."""

    kind: SeatKind
    name: str | None = None
    identity: str | None = None
    """A person's identity (the server's id), None for a computer or nobody."""
    level: str | None = None
    """A computer's level; for a seat a person left, the stand-in's."""
    away: bool = False
    """The person is away (disconnected past the grace time)."""
    ready: bool = False
    """Between hands: the person is ready for the next one."""
    connected: bool = False
    """The person has a connection open (the server says so; not in the log)."""
    left_by: str | None = None
    """The identity of the person who left this seat to a computer (who may sit again)."""

    def info(self, seat: int) -> SeatInfo:
        """The seat as anyone may know it (never the identity)."""
        return {"seat": seat, "kind": self.kind, "name": self.name, "level": self.level,
                "connected": self.connected, "away": self.away, "ready": self.ready}

    def event(self, seat: int) -> SeatEvent:
        """The ``seat`` event telling everyone of a change."""
        return {"type": "seat", "seat": seat, "kind": self.kind, "name": self.name,
                "level": self.level, "connected": self.connected, "away": self.away,
                "ready": self.ready}


@dataclass(frozen=True, slots=True)
class Rematch:
    """After the match: who offered (or accepted) a rematch, who declined it, and the
    new table once every person accepted."""

    offered: frozenset[int] = frozenset()
    declined: int | None = None
    table: str | None = None


class Awaiting(NamedTuple):
    """The decision a table waits for."""

    player: int
    what: Literal["act", "advise", "ready"]
    computer: bool
    """The computer makes it now (a computer's seat, or a person away at a table
    where the computer takes over)."""


@dataclass(slots=True)
class HandInPlay:
    """What the table keeps of the hand in play beyond the driver's state."""

    number: int
    deck: tuple[int, ...]
    salt: str | None
    sha256: str | None
    """The commitment to the deck (docs/server.md); None at a table that is not fair."""
    undo: list[HandState] = field(default_factory=list)
    advice: tuple[int, Action | None] | None = None
    """(decision number, advice) for the captain's current decision (R11.3)."""


class Applied(NamedTuple):
    """What one entry did, for the rooms that follow it (sight, computers, clocks)."""

    entry: Entry
    """The entry, numbered."""
    step: Step | None = None
    """An ``acted`` entry's step (the hand's booking when it ended the hand)."""
    dealt: HandState | None = None
    """A ``dealt`` entry's new hand."""
    advice: Action | None = None
    """An ``advised`` entry's advice."""


#: Not worked out yet (Ledger._memo).
_UNKNOWN: Any = object()


class Ledger:
    """A table's state as its log built it (see the module docstring)."""

    def __init__(self, settings: TableSettings, seed: int, fair: bool) -> None:
        self.settings = settings
        self.seed = seed
        self.fair = fair
        """Decks from the operating system with a commitment each (a table of people);
        False: decks, computers and hints all follow the seed, so a seeded game
        against the computer is the same game every time (the full-screen game)."""
        self.seats: list[Seat] = [Seat(EMPTY) for _ in settings.seats]
        self.driver: MatchDriver | None = None
        self.hand: HandInPlay | None = None
        self.closed = False
        self.seq = 0
        """The number of the last entry applied."""
        self.pending: list[StoredEntry] = []
        """Entries appended since the caller last took them."""
        self.rng: random.Random = random.SystemRandom()
        """A fair table's source of decks and of its computers' and helper's seeds: the
        operating system's (a test may put a seeded one here)."""
        self._memo: tuple[int, Status, Any] | None = None
        """(seq, status, awaiting or _UNKNOWN) as of entry seq (:meth:`awaiting`)."""
        self.stood_in = False
        """A decision of a person's seat was made by someone else: the computer for a
        person away, out of time or gone (a stand-in at the seat a person left).
        Such a match is not the people's own and is never rated
        (:attr:`rated`)."""
        self.forfeit_why: ForfeitWhy | None = None
        """Why the match was forfeited, when a ``forfeited`` entry ended it."""
        self.rematch: Rematch | None = None
        """The rematch offered after the match (None: none yet)."""

    # ------------------------------------------------------------------ reading

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def state(self) -> HandState | None:
        return None if self.driver is None else self.driver.state

    @property
    def hand_number(self) -> int:
        return 0 if self.driver is None else self.driver.match.hand_number

    def hand_seats(self) -> tuple[tuple[int, int], int | None]:
        """The players at hand seats 0 and 1, and the one sitting out (R11.3)."""
        d = self.driver
        if d is None:
            return (0, 1), None
        return d.seats, d.match.advisor

    def decision(self) -> int:
        """The number of the decision in the hand (its history's length), -1 with none."""
        s = self.state
        return -1 if s is None else len(s.history)

    def seat_of_identity(self, identity: str) -> int | None:
        """The seat ``identity`` holds at this table, if any."""
        for index, seat in enumerate(self.seats):
            if seat.kind == PERSON and seat.identity == identity:
                return index
        return None

    def played_by_computer(self, index: int) -> bool:
        """Whether the computer decides for seat ``index`` now: a computer's seat, or a
        person away at a table where the computer takes over (``computer_takes_over``)
        while another person is there to play against.  The computer never plays a
        person's seat for nobody: against the computer alone, or with every person
        away, the table waits (it is adjourned); where the table does not take over,
        it waits for the person away as for anyone."""
        seat = self.seats[index]
        if seat.kind == COMPUTER:
            return True
        return seat.kind == PERSON and seat.away and self.settings.computer_takes_over \
            and self.someone_here(index)

    def someone_here(self, index: int) -> bool:
        """Whether a person other than the one at ``index`` sits here and is not away."""
        return any(s.kind == PERSON and not s.away
                   for i, s in enumerate(self.seats) if i != index)

    def between_people(self) -> bool:
        """Whether two people or more sit at the table."""
        return sum(1 for s in self.seats if s.kind == PERSON) >= 2

    @property
    def rated(self) -> bool:
        """Whether the match, once over, changes ratings (docs/server.md, "Ratings"):
        two people or more played it, the table was not made for the computer to
        play for a person away (``computer_takes_over``), and every decision of a
        person's seat was the person's own (the log's ``by``)."""
        return self.between_people() and not self.settings.computer_takes_over \
            and not self.stood_in

    def waits_for_ready(self, index: int) -> bool:
        """Whether the next hand waits for the person at ``index`` to say ready."""
        seat = self.seats[index]
        return seat.kind == PERSON and not seat.ready and not self.played_by_computer(index)

    @property
    def status(self) -> Status:
        memo = self._memo
        if memo is not None and memo[0] == self.seq:
            return memo[1]
        status = self._status()
        self._memo = (self.seq, status, _UNKNOWN)
        return status

    def _status(self) -> Status:
        if self.closed:
            return "closed"
        d = self.driver
        if d is None:
            return "waiting"
        if d.is_over:
            return "over"
        if any(s.kind == EMPTY for s in self.seats):
            return "waiting"
        people = [s for s in self.seats if s.kind == PERSON]
        if people and all(s.away for s in people):
            # Everyone left: the match waits for them, played by nobody.
            return "adjourned"
        if d.state is None or d.hand_over:
            return "between_hands"
        return "playing"

    def awaiting(self) -> Awaiting | None:
        """The decision the table waits for, or None (waiting for seats, over)."""
        # Both are asked many times an entry (the server, each viewer's snapshot),
        # and only an entry changes them: kept until the next (Ledger.apply).
        status = self.status
        memo = self._memo
        if memo is not None and memo[2] is not _UNKNOWN:
            known: Awaiting | None = memo[2]
            return known
        wait = self._awaiting(status)
        self._memo = (self.seq, status, wait)
        return wait

    def _awaiting(self, status: Status) -> Awaiting | None:
        if status == "between_hands":
            for index in range(self.players):
                if self.waits_for_ready(index):
                    return Awaiting(index, "ready", False)
            return None
        if status != "playing":
            return None
        state = self.state
        assert state is not None and self.driver is not None
        seats, advisor = self.hand_seats()
        player = seats[state.to_act]
        if self._advice_due(state, advisor):
            assert advisor is not None
            return Awaiting(advisor, "advise", self.played_by_computer(advisor))
        return Awaiting(player, "act", self.played_by_computer(player))

    def _advice_due(self, state: HandState, advisor: int | None) -> bool:
        """Whether the captain's decision waits for advice first: a person sitting out
        advises a captain the computer plays; the computer advises a person captain
        (R11.3).  People on both sides: the captain does not wait; nor for a person
        sitting out who is away and whom nobody stands in for: advice is theirs to
        give or not (none, as when its time runs out), never a reason to stop the
        match (docs/rules-decisions.md, "Claims")."""
        if advisor is None or state.to_act != 1 or state.phase not in ADVISED_PHASES:
            return False
        hand = self.hand
        assert hand is not None and self.driver is not None
        if hand.advice is not None and hand.advice[0] == len(state.history):
            return False
        seat = self.seats[advisor]
        if seat.kind == EMPTY or (seat.kind == PERSON and seat.away
                                  and not self.played_by_computer(advisor)):
            return False
        return self.played_by_computer(self.driver.seats[1]) != \
            self.played_by_computer(advisor)

    def current_advice(self) -> Action | None:
        """The advice given for the captain's decision in play (R11.3), None when
        there is none (not advised yet, advised none, or no captain deciding)."""
        hand = self.hand
        state = self.state
        if hand is None or state is None or hand.advice is None:
            return None
        number, advice = hand.advice
        return advice if number == len(state.history) else None

    def undo_allowed(self, seat: int) -> bool:
        """Undo and hints are for a person whose every opponent and partner is a computer."""
        return all(s.kind == COMPUTER for i, s in enumerate(self.seats) if i != seat)

    def can_undo(self, seat: int) -> bool:
        hand = self.hand
        return (self.undo_allowed(seat) and hand is not None and bool(hand.undo)
                and self.status == "playing")

    # ------------------------------------------------------------------ checks

    def check_open(self) -> None:
        if self.closed:
            raise TableError("not_allowed", "the table is closed", reason("table_closed"))
        if self.driver is not None and self.driver.is_over:
            raise TableError("not_allowed", "the match is over", reason("match_over"))

    def check_seat(self, seat: Any) -> None:
        if not isinstance(seat, int) or isinstance(seat, bool) \
                or not 0 <= seat < self.players:
            raise TableError("no_seat", f"seat {quote(seat)} does not exist: this table has"
                             f" seats 0 to {self.players - 1}")

    def check_person(self, seat: int) -> None:
        self.check_seat(seat)
        if self.seats[seat].kind != PERSON:
            raise TableError("no_seat", f"no person sits at seat {seat}")

    @staticmethod
    def action(action: Action | ActionJson) -> Action:
        """An action, read from its JSON form when it is not one (``illegal`` if it
        does not read)."""
        if isinstance(action, Action):
            return action
        try:
            return action_from_json(action)
        except (ActionError, CardError) as exc:
            raise TableError("illegal", str(exc)) from None

    # ------------------------------------------------------------------ changing

    def set_connected(self, index: int, connected: bool) -> Seat | None:
        """The server says whether the person at ``index`` has a connection (not an
        entry: a restart starts with nobody connected); the seat when it changed."""
        seat = self.seats[index]
        if seat.kind != PERSON or seat.connected == connected:
            return None
        self.seats[index] = seat = replace(seat, connected=connected)
        return seat

    def next_deal(self) -> DealtEntry | None:
        """The ``dealt`` entry the table appends unasked: when every seat is filled and
        every person it waits for is ready.  None otherwise."""
        if self.closed or any(s.kind == EMPTY for s in self.seats):
            return None
        d = self.driver
        if d is not None and (d.is_over or (d.state is not None and not d.hand_over)):
            return None
        if d is not None and any(self.waits_for_ready(i) for i in range(self.players)):
            return None
        number = self.hand_number + 1
        if not self.fair:
            return {"type": "dealt", "hand": number, "deck": None, "salt": None}
        deck = fair_deck(self.rng)
        return {"type": "dealt", "hand": number, "deck": [CARD_NAMES[c] for c in deck],
                "salt": new_salt()}

    def apply(self, entry: StoredEntry, restoring: bool = False,
              checked: Checked | None = None) -> Applied:
        """Check ``entry`` and apply it (numbered, and pending for the caller to store:
        the store keeps the log, the ledger only what it built); what it did.  A
        :class:`TableError` ``conflict`` when it does not apply (an entry the
        table's commands never write, or a store's that is not this table's).
        ``checked``: an ``acted`` entry's action as the table checked it on its way
        in (its turn and its legality), trusted rather than checked again."""
        self._memo = None
        try:
            kind = entry.get("type")
            handler = _HANDLERS.get(kind) if isinstance(kind, str) else None
            if handler is None:
                raise TableError("conflict", f"unknown entry {quote(kind)}")
            seq = self.seq + 1
            if restoring and entry.get("seq", seq) != seq:
                raise TableError("conflict", f"entry numbered {quote(entry.get('seq'))},"
                                 f" expected {seq}")
            entry["seq"] = seq
            applied = handler(self, entry, restoring) if checked is None \
                else self._on_acted(cast(ActedEntry, entry), restoring, checked)
            self.seq = seq
            self.pending.append(entry)
            return applied
        finally:
            self._memo = None

    # The handlers: each checks every field of its entry that it, the sight or the
    # computers read (a store's entry is untrusted: a field missing or of the wrong
    # type is a LookupError or a TypeError, which the restore reports as a
    # conflict), before the entry is kept, and changes the ledger.

    def _on_created(self, entry: CreatedEntry, restoring: bool) -> Applied:
        if self.seq:
            raise TableError("conflict", "a second 'created' entry")
        return Applied(entry)

    def _on_seated(self, entry: SeatedEntry, restoring: bool) -> Applied:
        index = entry["seat"]
        self.check_seat(index)
        kind = entry["kind"]
        previous = self.seats[index]
        if kind == PERSON:
            seat = Seat(PERSON, str(entry["name"]), identity=str(entry["identity"]))
        elif kind == COMPUTER:
            seat = Seat(COMPUTER, str(entry["name"]), level=str(entry["level"]),
                        left_by=previous.left_by)
        else:
            raise TableError("conflict", f"seated: kind {quote(kind)}")
        self.seats[index] = seat
        return Applied(entry)

    def _on_left(self, entry: LeftEntry, restoring: bool) -> Applied:
        index = entry["seat"]
        person = self.seats[index]
        if person.kind != PERSON:
            raise TableError("conflict", f"left: seat {index} holds no person")
        stand_in = entry.get("stand_in")
        if stand_in is None:
            # A log of before the field: the table's setting said, once the match began.
            stand_in = self.driver is not None and self.settings.computer_takes_over \
                and not self.driver.is_over
        elif not isinstance(stand_in, bool):
            raise TableError("conflict", "left: stand_in is true or false")
        if stand_in:
            seat = Seat(COMPUTER, person.name, level=self.settings.stand_in,
                        left_by=person.identity)
        else:
            seat = Seat(EMPTY)
        self.seats[index] = seat
        return Applied(entry)

    def _on_away(self, entry: AwayEntry, restoring: bool) -> Applied:
        index = entry["seat"]
        self.check_person(index)
        self.seats[index] = replace(self.seats[index], away=entry["type"] == "away")
        return Applied(entry)

    def _on_dealt(self, entry: DealtEntry, restoring: bool) -> Applied:
        if self.driver is None:
            names = [s.name or f"player {i + 1}" for i, s in enumerate(self.seats)]
            agents = ["human" if s.kind == PERSON else str(s.level) for s in self.seats]
            self.driver = MatchDriver(self.settings.rules, seed=self.seed, names=names,
                                      agents=agents)
        d = self.driver
        if entry["hand"] != d.match.hand_number + 1:
            raise TableError("conflict", f"dealt: hand {quote(entry['hand'])}, expected"
                             f" {d.match.hand_number + 1}")
        if entry["deck"] is None:
            if self.fair:
                raise TableError("conflict", "dealt: a fair table's deal states its deck")
            state = d.deal()
            self.hand = HandInPlay(d.match.hand_number, state.deck, None, None)
        else:
            try:
                deck = tuple(parse_card(str(c)) for c in entry["deck"])
            except CardError as exc:
                raise TableError("conflict", f"dealt: {exc}") from None
            salt = str(entry["salt"])
            state = d.deal(deck, salt=salt)
            self.hand = HandInPlay(d.match.hand_number, deck, salt, commitment(deck, salt))
        self.seats = [replace(s, ready=False) if s.ready else s for s in self.seats]
        return Applied(entry, dealt=state)

    def _on_acted(self, entry: ActedEntry, restoring: bool,
                  checked: Checked | None = None) -> Applied:
        d = self.driver
        state = self.state
        # Adjourned too: a log of before adjournments has the computer play on for
        # a person away at a table against the computer.
        if d is None or state is None or self.status not in ("playing", "adjourned"):
            raise TableError("conflict", "acted: no hand is being played")
        player = entry["seat"]
        if checked is None or checked.state is not state:
            # A stored entry (or a computer's): its seat and its action are checked
            # here, its legality by the driver.
            if player != d.seats[state.to_act]:
                raise TableError("conflict", f"acted: seat {player} is not to act")
            checked = None
            action = self.action(entry["action"])
        else:
            action = checked.action
        by = entry.get("by", "person")
        seat = self.seats[player]
        if (seat.kind == PERSON and by != "person") or seat.left_by is not None:
            self.stood_in = True
        hand = self.hand
        assert hand is not None
        if by == "person":
            if action.kind is Kind.DRAW_STOCK:
                # The card drawn is seen now: taking back this decision or an earlier
                # one would let the person look at the stock and choose again.
                hand.undo.clear()
            else:
                hand.undo.append(state)
        return Applied(entry, step=d.play(action if checked is None else checked))

    def _on_advised(self, entry: AdvisedEntry, restoring: bool) -> Applied:
        state = self.state
        hand = self.hand
        _seats, advisor = self.hand_seats()
        if state is None or hand is None or advisor is None or advisor != entry["seat"]:
            raise TableError("conflict", "advised: no captain's decision to advise")
        given = entry["action"]
        advice = None if given is None else self.action(given)
        hand.advice = (len(state.history), advice)
        return Applied(entry, advice=advice)

    def _on_undone(self, entry: UndoneEntry, restoring: bool) -> Applied:
        self.check_seat(entry["seat"])
        hand = self.hand
        d = self.driver
        if hand is None or d is None or not hand.undo:
            raise TableError("conflict", "undone: nothing to take back")
        d.rewind(hand.undo.pop())
        hand.advice = None
        return Applied(entry)

    def _on_ready(self, entry: ReadyEntry, restoring: bool) -> Applied:
        index = entry["seat"]
        self.check_person(index)
        self.seats[index] = replace(self.seats[index], ready=True)
        return Applied(entry)

    def _on_chat(self, entry: ChatEntry, restoring: bool) -> Applied:
        self.check_person(entry["seat"])
        if not isinstance(entry["text"], str):
            raise TableError("conflict", "chat: the text is not text")
        return Applied(entry)

    def _on_forfeited(self, entry: ForfeitedEntry, restoring: bool) -> Applied:
        d = self.driver
        index = entry["seat"]
        self.check_person(index)
        why = entry["why"]
        if d is None or d.is_over or self.closed:
            raise TableError("conflict", "forfeited: no match is being played")
        if why not in FORFEIT_REASONS:
            raise TableError("conflict", f"forfeited: why {quote(why)}")
        claimer = entry["claimed_by"]
        if claimer is not None:
            self.check_person(claimer)
            if claimer == index:
                raise TableError("conflict", "forfeited: a person claims against another")
        d.forfeit_match(index, FORFEIT_REASONS[why])
        if self.hand is not None:
            self.hand.undo.clear()
        self.forfeit_why = why
        return Applied(entry)

    def _on_rematch(self, entry: RematchEntry, restoring: bool) -> Applied:
        index = entry["seat"]
        self.check_person(index)
        accept = entry["accept"]
        if self.status != "over" or not isinstance(accept, bool):
            raise TableError("conflict", "rematch: offered after the match only")
        held = self.rematch or Rematch()
        if held.table is not None:
            raise TableError("conflict", "rematch: the rematch was made already")
        if not accept:
            self.rematch = Rematch(declined=index)
        elif held.declined is not None:
            self.rematch = Rematch(frozenset({index}))  # a new offer after a refusal
        else:
            self.rematch = Rematch(held.offered | {index})
        return Applied(entry)

    def _on_rematched(self, entry: RematchedEntry, restoring: bool) -> Applied:
        table = entry["table"]
        held = self.rematch
        if held is None or held.table is not None or not self.rematch_agreed() \
                or not isinstance(table, str) or not table:
            raise TableError("conflict", "rematched: not every person accepted a rematch")
        self.rematch = replace(held, table=table)
        return Applied(entry)

    def rematch_agreed(self) -> bool:
        """Every person at the table offered or accepted the rematch (none declined)."""
        held = self.rematch
        people = {i for i, s in enumerate(self.seats) if s.kind == PERSON}
        return held is not None and held.declined is None and bool(people) \
            and people <= held.offered

    def _on_ended(self, entry: EndedEntry, restoring: bool) -> Applied:
        self.closed = True
        return Applied(entry)


#: The handler of each entry type.  An entry read from a store is untrusted JSON: it
#: is given to the handler of its ``type`` as that type's TypedDict, and the handler
#: checks what it reads.
_HANDLERS: dict[str, Callable[[Ledger, Any, bool], Applied]] = {
    "created": Ledger._on_created,
    "seated": Ledger._on_seated,
    "left": Ledger._on_left,
    "away": Ledger._on_away,
    "back": Ledger._on_away,
    "dealt": Ledger._on_dealt,
    "acted": Ledger._on_acted,
    "advised": Ledger._on_advised,
    "undone": Ledger._on_undone,
    "ready": Ledger._on_ready,
    "chat": Ledger._on_chat,
    "forfeited": Ledger._on_forfeited,
    "rematch": Ledger._on_rematch,
    "rematched": Ledger._on_rematched,
    "ended": Ledger._on_ended,
}
