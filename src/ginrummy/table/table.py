"""A table: seats for people and computers around one match, kept as a log.

A :class:`Table` sits on the :class:`~ginrummy.driver.MatchDriver` and adds what a
table of people needs and a match does not: who sits where (a person, a
computer, or nobody), whose decision the table waits for (:meth:`awaiting`),
the captain's advice in three-player Gin (R11.3), undo and hints where every
other seat is a computer, turn timers, seats played by the computer while
their person is away, readiness between hands, chat, and what each viewer is
told (:meth:`messages_for`, :meth:`snapshot_for`).

Everything that changes a table is an entry of its log (docs/server.md lists
them), and :meth:`Table.restore` rebuilds a table from its log exactly: a
server appends the entries a command returns to its store before it sends
anything, and a restart loses nothing.  The table never waits, never blocks
on a clock and decides no rule: the driver's state checks every action.

>>> from ginrummy.table.settings import TableSettings
>>> table = Table.create("t1", TableSettings.make("standard"), seed=5)
>>> _ = table.sit(0, name="Ann", identity="id-ann")
>>> table.status, table.awaiting().player in (0, 1)
('playing', True)
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, NamedTuple, overload

from ginrummy.actions import Action, ActionError, Kind, action_from_json
from ginrummy.agents import Agent, make_agent
from ginrummy.agents.base import AgentFailure, agent_seed, as_agent
from ginrummy.agents.expert import RankedAction
from ginrummy.agents.helper import Helper
from ginrummy.cards import CARD_NAMES, CardError
from ginrummy.driver import ADVISED_PHASES, MatchDriver, Step
from ginrummy.errors import GinRummyError, quote
from ginrummy.fairness import commitment, fair_deck, new_salt
from ginrummy.record import end_entry
from ginrummy.state import HandState, IllegalActionError
from ginrummy.table.settings import (
    COMPUTER,
    EMPTY,
    PERSON,
    SeatKind,
    SettingsError,
    TableSettings,
)
from ginrummy.table.sight import SPECTATOR, public_extras, watched_seat
from ginrummy.table.snapshot import Shown
from ginrummy.view import SeatView, view

__all__ = [
    "MAX_CHAT",
    "Awaiting",
    "Emitted",
    "EmittedLog",
    "Seat",
    "Table",
    "TableError",
]

#: Longest chat line, in characters.
MAX_CHAT = 200
#: A seeded table's stand-in for person P draws on the seed as player P + this.
STAND_IN_OFFSET = 50

Status = Literal["waiting", "playing", "between_hands", "over", "closed"]
By = Literal["person", "computer", "timeout", "away"]
Clock = Callable[[], float]


class TableError(GinRummyError, ValueError):
    """A command the table refuses; ``code`` says which kind (docs/protocol.md's error
    codes), the message says why in one line, and nothing changed."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


#: Not worked out yet (Table._memo).
_UNKNOWN: Any = object()

#: The audience of a message told to everyone, spectators included.
EVERYONE = -1


def audience_mask(viewers: frozenset[int] | None) -> int:
    """A set of viewers (seats, :data:`SPECTATOR`) as bits: viewer ``v`` is bit
    ``v + 1``; None (everyone) is :data:`EVERYONE`, every bit."""
    if viewers is None:
        return EVERYONE
    mask = 0
    for viewer in viewers:
        mask |= 1 << (viewer + 1)
    return mask


def _text(data: dict[str, Any]) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


@dataclass(slots=True)
class Seat:
    """Who sits at one seat (a player index of the match)."""

    kind: SeatKind
    name: str | None = None
    identity: str | None = None
    """A person's identity (the server's id), None for a computer or nobody."""
    level: str | None = None
    """A computer's level; for a seat a person left, the stand-in's."""
    away: bool = False
    """The person is away: the computer plays the seat until the person is back."""
    ready: bool = False
    """Between hands: the person is ready for the next one."""
    connected: bool = False
    """The person has a connection open (the server says so; not in the log)."""
    left_by: str | None = None
    """The identity of the person who left this seat to a computer (who may sit again)."""

    def info(self, seat: int) -> dict[str, Any]:
        """The seat as anyone may know it (never the identity)."""
        return {"seat": seat, "kind": self.kind, "name": self.name, "level": self.level,
                "connected": self.connected, "away": self.away, "ready": self.ready}

    def event(self, seat: int) -> dict[str, Any]:
        """The ``seat`` event telling everyone of a change."""
        return {"type": "seat", **self.info(seat)}

    @property
    def played_by_computer(self) -> bool:
        """Whether the computer decides for this seat now."""
        return self.kind == COMPUTER or (self.kind == PERSON and self.away)


class Awaiting(NamedTuple):
    """The decision a table waits for."""

    player: int
    what: Literal["act", "advise", "ready"]
    computer: bool
    """The computer makes it now (a computer's seat, or a person away)."""


class Emitted(NamedTuple):
    """What an entry told the viewers: (audience, message) pairs, each message as its
    JSON text and its audience as a mask of viewers (:func:`audience_mask`).

    A table keeps what every entry told, for reconnects.  Kept as dicts and sets,
    that was four to five objects an entry for the garbage collector to walk at
    every full collection, which at a thousand tables paused the server for half
    a second; text and integers are not tracked by it (docs/benchmarks.md)."""

    seq: int
    items: tuple[tuple[int, str], ...]
    resync: bool = False
    """The table went back (undo): each viewer needs a new snapshot."""


#: One entry of an :class:`EmittedLog`: (seq, resync, mask, text, mask, text, ...).
_Told = tuple[Any, ...]


def _emitted(row: _Told) -> Emitted:
    pairs = zip(row[2::2], row[3::2], strict=True)
    return Emitted(row[0], tuple(pairs), row[1])


class EmittedLog(Sequence[Emitted]):
    """What every entry of a table told, read as :class:`Emitted` and kept as one flat
    tuple of integers and text an entry.

    The collector stops tracking a plain tuple of untracked things the first time
    it meets one, so a table's thousands of these cost nothing at a full
    collection.  A named tuple it tracks for ever, and a tuple of tuples only
    after as many young collections as it is deep, which are not always to be
    had: before this, 107,000 of them at 1,000 tables were a sixth of all it
    walked (docs/benchmarks.md)."""

    __slots__ = ("_rows",)

    def __init__(self) -> None:
        self._rows: list[_Told] = []

    def append(self, seq: int, items: Sequence[tuple[int, str]], resync: bool) -> None:
        self._rows.append((seq, resync, *(x for pair in items for x in pair)))

    def texts_for(self, bit: int, start: int = 0) -> list[tuple[int, str]]:
        """(seq, text) of every message from entry index ``start`` on whose audience
        mask has ``bit``."""
        return [(row[0], row[k + 1])
                for row in self._rows[start:]
                for k in range(2, len(row), 2) if row[k] & bit]

    def __len__(self) -> int:
        return len(self._rows)

    @overload
    def __getitem__(self, index: int) -> Emitted: ...

    @overload
    def __getitem__(self, index: slice) -> list[Emitted]: ...

    def __getitem__(self, index: int | slice) -> Emitted | list[Emitted]:
        if isinstance(index, slice):
            return [_emitted(row) for row in self._rows[index]]
        return _emitted(self._rows[index])

    def __iter__(self) -> Iterator[Emitted]:
        return map(_emitted, self._rows)


@dataclass(slots=True)
class _Timer:
    key: tuple[int, int, str] | None = None
    left: float = 0.0
    mark: float = 0.0
    running: bool = False


@dataclass(slots=True)
class _Hand:
    """What the table keeps of the hand in play beyond the driver's state."""

    number: int
    deck: tuple[int, ...]
    salt: str | None
    sha256: str | None
    """The commitment to the deck (docs/server.md); None at a table that is not fair."""
    undo: list[HandState] = field(default_factory=list)
    advice: tuple[int, Action | None] | None = None
    """(decision number, advice) for the captain's current decision (R11.3)."""


class Table:
    """One table (see the module docstring).  Build with :meth:`create` or
    :meth:`restore`; each command returns the entries it appended (also kept in
    :attr:`pending` until the caller has stored them)."""

    def __init__(self, table_id: str, settings: TableSettings, seed: int,
                 clock: Clock | None = None, *, fair: bool = True) -> None:
        import time

        self.id = table_id
        self.settings = settings
        self.seed = seed
        self.fair = fair
        """Decks from the operating system with a commitment each (a table of people);
        False: decks, computers and hints all follow the seed, so a seeded game
        against the computer is the same game every time (the full-screen game)."""
        self.clock: Clock = clock or time.monotonic
        self.seats = [Seat(EMPTY) for _ in settings.seats]
        self._entries: list[str] = []
        """Every entry, in order, as its JSON text (see :class:`Emitted` for why text)."""
        self.pending: list[dict[str, Any]] = []
        """Entries appended since the caller last took them (:meth:`take_pending`)."""
        self.emitted = EmittedLog()
        """What every entry told the viewers, in order (for reconnects)."""
        self.driver: MatchDriver | None = None
        self.closed = False
        self.code: str | None = None
        """The join code the server gave the table (not in the log: the server's)."""
        self._hand: _Hand | None = None
        self._agents: dict[int, Agent] = {}
        self._helper: Helper | None = None
        self._rules_written: dict[str, Any] | None = None
        self._memo: tuple[int, Status, Any] | None = None
        """(seq, status, awaiting or _UNKNOWN) as of entry seq (:meth:`awaiting`)."""
        self._timer = _Timer()
        self._rng = random.SystemRandom()

    # ------------------------------------------------------------------ building

    @classmethod
    def create(cls, table_id: str, settings: TableSettings, *, seed: int | None = None,
               clock: Clock | None = None, fair: bool = True,
               names: Mapping[int, str] | None = None) -> Table:
        """A new table: its computers seated, its ``created`` entry pending.  ``names``:
        computer seats' names by seat (the others ``computer N (level)``)."""
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 63)
        table = cls(table_id, settings, seed, clock, fair=fair)
        table._append({"type": "created", "settings": settings.to_json(), "seed": seed,
                       "fair": fair})
        for index, plan in enumerate(settings.seats):
            if plan.kind == COMPUTER:
                assert plan.level is not None
                table._append({"type": "seated", "seat": index, "kind": COMPUTER,
                               "name": (names or {}).get(index)
                               or table._computer_name(index, plan.level),
                               "level": plan.level})
        table.advance()
        return table

    @classmethod
    def restore(cls, table_id: str, entries: list[dict[str, Any]],
                clock: Clock | None = None) -> Table:
        """The table its log's entries built, exactly (a :class:`TableError` with code
        ``conflict`` names an entry that does not apply)."""
        if not entries or entries[0].get("type") != "created":
            raise TableError("conflict", "a table's log starts with its 'created' entry")
        first = entries[0]
        try:
            settings = TableSettings.from_json(first.get("settings"))
        except SettingsError as exc:
            raise TableError("conflict", f"entry 1 ('created'): {exc}") from None
        seed = first.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TableError("conflict", "entry 1 ('created'): the seed is missing")
        table = cls(table_id, settings, seed, clock, fair=first.get("fair", True) is not False)
        table._replay(entries)
        table._restart_agents()
        return table

    def follow(self, entries: list[dict[str, Any]]) -> list[Emitted]:
        """Apply entries another process stored after this table's last (several
        servers sharing one database): the table catches up exactly as
        :meth:`restore` would build it, and returns what they told the viewers.
        Nothing unasked follows (the process that stored them did that)."""
        start = len(self.emitted)
        self._replay(entries)
        if entries:
            # The computers may have missed a deal: built again when next asked.
            self._restart_agents()
        return self.emitted[start:]

    def _replay(self, entries: list[dict[str, Any]]) -> None:
        """Apply stored entries, each checked; a :class:`TableError` ``conflict`` names
        the first that does not apply."""
        for entry in entries:
            if not isinstance(entry, dict):
                raise TableError("conflict", f"entry {self.seq + 1}: not a JSON object")
            try:
                self._append(dict(entry), restoring=True)
            except (GinRummyError, LookupError, TypeError, ValueError) as exc:
                raise TableError("conflict", f"entry {self.seq + 1}"
                                 f" ({quote(entry.get('type'))}): {exc}") from None
        self.pending.clear()

    def take_pending(self) -> list[dict[str, Any]]:
        """The entries appended since the last call, for the caller to store."""
        out, self.pending = self.pending, []
        return out

    # ------------------------------------------------------------------ reading

    @property
    def seq(self) -> int:
        """The number of the last entry."""
        return len(self._entries)

    @property
    def log(self) -> list[dict[str, Any]]:
        """Every entry, in order (entry ``seq`` is ``log[seq - 1]``): new objects,
        read from the text the table keeps."""
        return [json.loads(text) for text in self._entries]

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def status(self) -> Status:
        memo = self._memo
        if memo is not None and memo[0] == len(self._entries):
            return memo[1]
        status = self._status()
        self._memo = (len(self._entries), status, _UNKNOWN)
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
        if d.state is None or d.hand_over:
            return "between_hands"
        return "playing"

    @property
    def hand_number(self) -> int:
        return 0 if self.driver is None else self.driver.match.hand_number

    @property
    def state(self) -> HandState | None:
        return None if self.driver is None else self.driver.state

    def seat_of_identity(self, identity: str) -> int | None:
        """The seat ``identity`` holds at this table, if any."""
        for index, seat in enumerate(self.seats):
            if seat.kind == PERSON and seat.identity == identity:
                return index
        return None

    def _hand_seats(self) -> tuple[tuple[int, int], int | None]:
        d = self.driver
        if d is None:
            return (0, 1), None
        return d.seats, d.match.advisor

    def _decision(self) -> int:
        s = self.state
        return -1 if s is None else len(s.history)

    def awaiting(self) -> Awaiting | None:
        """The decision the table waits for, or None (waiting for seats, over)."""
        # Both are asked many times an entry (the server, each viewer's snapshot),
        # and only an entry changes them: kept until the next (Table._append).
        status = self.status
        memo = self._memo
        if memo is not None and memo[2] is not _UNKNOWN:
            known: Awaiting | None = memo[2]
            return known
        wait = self._awaiting(status)
        self._memo = (len(self._entries), status, wait)
        return wait

    def _awaiting(self, status: Status) -> Awaiting | None:
        if status == "between_hands":
            for index, seat in enumerate(self.seats):
                if seat.kind == PERSON and not seat.away and not seat.ready:
                    return Awaiting(index, "ready", False)
            return None
        if status != "playing":
            return None
        state = self.state
        assert state is not None and self.driver is not None
        seats, advisor = self._hand_seats()
        player = seats[state.to_act]
        if self._advice_due(state, advisor):
            assert advisor is not None
            return Awaiting(advisor, "advise", self.seats[advisor].played_by_computer)
        return Awaiting(player, "act", self.seats[player].played_by_computer)

    def _advice_due(self, state: HandState, advisor: int | None) -> bool:
        """Whether the captain's decision waits for advice first: a person sitting out
        advises a captain the computer plays; the computer advises a person captain
        (R11.3).  People on both sides: the captain does not wait."""
        if advisor is None or state.to_act != 1 or state.phase not in ADVISED_PHASES:
            return False
        hand = self._hand
        assert hand is not None
        if hand.advice is not None and hand.advice[0] == len(state.history):
            return False
        captain = self.seats[self.driver.seats[1]] if self.driver else None
        assert captain is not None
        adviser = self.seats[advisor]
        if adviser.kind == EMPTY:
            return False
        return captain.played_by_computer != adviser.played_by_computer

    # ------------------------------------------------------------------ timers

    def _timed(self) -> bool:
        """Turn timers are on: the table has them and two people play at it (they are
        off against the computer)."""
        people = sum(1 for s in self.seats if s.kind == PERSON)
        return self.settings.turn_seconds is not None and people >= 2

    def _sync_timer(self) -> None:
        """Start the timer of a new decision a person makes; stop it otherwise."""
        timer = self._timer
        wait = self.awaiting()
        if wait is None or wait.computer or not self._timed():
            timer.key, timer.running = None, False
            return
        key = (self.hand_number, self._decision(), f"{wait.what}:{wait.player}")
        if key != timer.key:
            assert self.settings.turn_seconds is not None
            timer.key, timer.left, timer.mark = key, float(self.settings.turn_seconds), \
                self.clock()
            timer.running = True

    def time_left(self) -> float | None:
        """Seconds left for the decision awaited, None when no timer runs."""
        timer = self._timer
        if not timer.running:
            return None
        return max(0.0, timer.left - (self.clock() - timer.mark))

    def deadline(self) -> float | None:
        """When (on the table's clock) the awaited person's time runs out."""
        left = self.time_left()
        return None if left is None else self.clock() + left

    def timer_checkpoint(self) -> dict[str, Any] | None:
        """The running timer's time left, for the server to keep (not in the log)."""
        left = self.time_left()
        if left is None or self._timer.key is None:
            return None
        return {"key": list(self._timer.key), "left": left}

    def resume_timer(self, checkpoint: Any) -> bool:
        """After a restart: the timer goes on from what it had left at the checkpoint,
        so time while the server was down never counts.  False when the checkpoint
        is not of the decision awaited now (it was taken before a later entry)."""
        timer = self._timer
        if not isinstance(checkpoint, dict) or not timer.running:
            return False
        key, left = checkpoint.get("key"), checkpoint.get("left")
        if not isinstance(key, list) or tuple(key) != timer.key \
                or not isinstance(left, int | float):
            return False
        timer.left, timer.mark = max(0.0, min(float(left), timer.left)), self.clock()
        return True

    def timers(self) -> list[dict[str, Any]]:
        """The running timers as a snapshot states them."""
        wait = self.awaiting()
        left = self.time_left()
        if wait is None or left is None:
            return []
        return [{"seat": wait.player, "seconds_left": round(left, 1), "running": True}]

    def expired(self) -> Awaiting | None:
        """The awaited person's decision when its time ran out (the computer makes it,
        :meth:`run_computer` with ``by="timeout"``); None otherwise."""
        left = self.time_left()
        if left is None or left > 0:
            return None
        return self.awaiting()

    # ------------------------------------------------------------------ commands

    def sit(self, seat: int, *, name: str, identity: str) -> list[dict[str, Any]]:
        """A person takes ``seat``: an empty one, or one they left to a computer."""
        self._check_open()
        self._check_seat(seat)
        held = self.seat_of_identity(identity)
        if held is not None:
            raise TableError("not_allowed", f"you already sit at seat {held + 1}")
        target = self.seats[seat]
        # A person takes an empty seat, or comes back to the seat they left to a computer.
        if target.kind != EMPTY and not (target.kind == COMPUTER and target.left_by == identity):
            raise TableError("not_allowed", f"seat {seat + 1} is taken")
        return self._commit([{"type": "seated", "seat": seat, "kind": PERSON, "name": name,
                              "identity": identity}])

    def leave(self, seat: int) -> list[dict[str, Any]]:
        """The person at ``seat`` leaves: a computer takes the seat when the table says
        so (and the match has begun), otherwise it is empty."""
        self._check_person(seat)
        return self._commit([{"type": "left", "seat": seat}])

    def fill(self, seat: int, level: str | None = None) -> list[dict[str, Any]]:
        """A computer takes an empty seat no person filled (quick match's offer)."""
        self._check_open()
        self._check_seat(seat)
        if self.seats[seat].kind != EMPTY:
            raise TableError("not_allowed", f"seat {seat + 1} is taken")
        level = level or self.settings.stand_in
        return self._commit([{"type": "seated", "seat": seat, "kind": COMPUTER,
                              "name": self._computer_name(seat, level), "level": level}])

    def set_away(self, seat: int, away: bool) -> list[dict[str, Any]]:
        """The person at ``seat`` is away (the computer plays the seat) or back."""
        self._check_person(seat)
        if self.seats[seat].away == away:
            return []
        return self._commit([{"type": "away" if away else "back", "seat": seat}])

    def set_connected(self, seat: int, connected: bool) -> Emitted | None:
        """The server says whether the person at ``seat`` has a connection; told to
        every viewer, not logged (a restart starts with nobody connected)."""
        target = self.seats[seat]
        if target.kind != PERSON or target.connected == connected:
            return None
        target.connected = connected
        return Emitted(self.seq, ((EVERYONE, _text(target.event(seat))),))

    def act(self, seat: int, action: Action | dict[str, Any], by: By = "person",
            ) -> list[dict[str, Any]]:
        """The decision of the player at ``seat`` (a player index)."""
        self._check_open()
        self._check_seat(seat)
        wait = self.awaiting()
        state = self.state
        if wait is None or state is None or wait.what == "ready":
            raise TableError("not_your_turn", "no decision is awaited now")
        seats, _advisor = self._hand_seats()
        player = seats[state.to_act]
        if seat != player:
            raise TableError("not_your_turn", self._whose_turn(seat))
        if wait.what == "advise":
            raise TableError("not_your_turn", "the captain waits for the advice of the player"
                             " sitting out (R11.3)")
        chosen = self._action(action)
        try:
            view(state, state.to_act).check(chosen)
        except IllegalActionError as exc:
            raise TableError("illegal", str(exc)) from None
        return self._commit([{"type": "acted", "seat": seat, "action": chosen.to_json(),
                              "by": by}])

    def advise(self, seat: int, action: Action | dict[str, Any] | None,
               ) -> list[dict[str, Any]]:
        """The player sitting out advises the captain's decision (R11.3); None: leaves
        it to the captain."""
        self._check_open()
        self._check_seat(seat)
        state = self.state
        _seats, advisor = self._hand_seats()
        if advisor is None or seat != advisor:
            raise TableError("not_allowed", "only the player sitting out advises (R11.3)")
        if state is None or self.status != "playing" or state.to_act != 1 \
                or state.phase not in ADVISED_PHASES:
            raise TableError("not_your_turn", "the captain is not deciding now")
        chosen = None if action is None else self._action(action)
        if chosen is not None:
            try:
                view(state, 1).check(chosen)
            except IllegalActionError as exc:
                raise TableError("illegal", f"the captain cannot: {exc}") from None
        return self._commit([{"type": "advised", "seat": seat,
                              "action": None if chosen is None else chosen.to_json()}])

    def undo(self, seat: int) -> list[dict[str, Any]]:
        """Take back the person's last decision of this hand and the computer's after
        it, at a table where every other seat is a computer."""
        self._check_person(seat)
        if not self.undo_allowed(seat):
            raise TableError("not_allowed", "undo is only for a table where every other seat"
                             " is a computer")
        hand = self._hand
        if hand is None or self.status != "playing" or not hand.undo:
            raise TableError("not_allowed", "there is no decision of yours to take back")
        return self._commit([{"type": "undone", "seat": seat}])

    def ready(self, seat: int) -> list[dict[str, Any]]:
        """The person at ``seat`` is ready for the next hand."""
        self._check_person(seat)
        if self.status != "between_hands":
            raise TableError("not_allowed", "no hand is waiting to be dealt")
        if self.seats[seat].ready:
            return []
        return self._commit([{"type": "ready", "seat": seat}])

    def chat(self, seat: int, text: str) -> list[dict[str, Any]]:
        """A line of chat from the person at ``seat``: plain text, shown as text by
        every client (never as markup)."""
        self._check_person(seat)
        line = " ".join(text.split())
        if not line or len(line) > MAX_CHAT:
            raise TableError("bad_message", f"a chat line has 1 to {MAX_CHAT} characters")
        if any(not ch.isprintable() for ch in line):
            raise TableError("bad_message", "a chat line has no control characters")
        return self._commit([{"type": "chat", "seat": seat, "text": line}])

    def close(self, reason: str) -> list[dict[str, Any]]:
        """Close the table (nobody left, or an operator)."""
        if self.closed:
            return []
        return self._commit([{"type": "ended", "reason": reason}])

    def run_computer(self, by: By | None = None) -> list[dict[str, Any]]:
        """Let the computer make the decision awaited, when it is the computer's (or,
        with ``by="timeout"``, a person's whose time ran out); nothing otherwise.
        This is where the computer thinks: a server calls it off its event loop."""
        wait = self.awaiting()
        if wait is None or wait.what == "ready":
            if wait is not None and by == "timeout":
                # A person slow to be ready: the next hand is dealt without them.
                return self._commit([{"type": "ready", "seat": wait.player}])
            return []
        if not wait.computer and by != "timeout":
            return []
        reason: By = by or ("computer" if self.seats[wait.player].kind == COMPUTER
                            else "away")
        state = self.state
        assert state is not None
        v = view(state, 1 if wait.what == "advise" else state.to_act)
        if wait.what == "advise":
            # Out of time, a person's advice is none: the captain decides alone.  The
            # computer advises a person captain with the expert's choice (the helper's,
            # as hints are), whatever its level (R11.3): the advice a person is given
            # does not depend on the opponent's level, and asking the computer's own
            # agent would draw on the random source it plays with.
            advice = None if by == "timeout" else self._help().advice(v)
            return self._commit([{"type": "advised", "seat": wait.player,
                                  "action": None if advice is None else advice.to_json()}])
        try:
            action = self._decide(wait.player, v)
        except (AgentFailure, IllegalActionError) as exc:
            # A plugin bot that overran, died or answered nonsense (it runs in a
            # process of its own, docs/bots.md): at a table of people the stand-in
            # takes its seat for the rest of the match, and the match goes on.  A
            # built-in computer's failure is a bug, and is raised.
            seat = self.seats[wait.player]
            if seat.kind != COMPUTER or ":" not in (seat.level or ""):
                raise
            return self._commit([{"type": "seated", "seat": wait.player, "kind": COMPUTER,
                                  "name": seat.name, "level": self.settings.stand_in,
                                  "reason": str(exc)[:200]}])
        return self._commit([{"type": "acted", "seat": wait.player, "action": action.to_json(),
                              "by": reason}])

    def _decide(self, player: int, v: SeatView) -> Action:
        """The computer's decision for ``player`` on view ``v`` (checked: an agent's bug
        is not a player's illegal move)."""
        state = self.state
        assert state is not None
        agent = self._agent(player)
        advice = self._current_advice()
        _seats, advisor = self._hand_seats()
        if advice is None and advisor is not None and state.to_act == 1 \
                and state.phase in ADVISED_PHASES and self.seats[advisor].played_by_computer:
            advice = self._agent(advisor).advise(v)  # R11.3, the computer advising itself
        action = agent.act_advised(v, advice) if advice is not None else agent.act(v)
        v.check(action)
        return action

    def close_agents(self) -> None:
        """End the computers' agents (a plugin bot's worker process): the table is
        over, or leaves this process's memory.  They are built again if asked."""
        for index in list(self._agents):
            self._drop_agent(index)

    def _drop_agent(self, index: int) -> None:
        agent = self._agents.pop(index, None)
        close = getattr(agent, "close", None)
        if callable(close):
            close()

    def advance(self) -> list[dict[str, Any]]:
        """What the table does unasked: deal when every seat is filled and every person
        ready.  (Decisions of the computer are :meth:`run_computer`'s.)"""
        if self.closed or any(s.kind == EMPTY for s in self.seats):
            return []
        d = self.driver
        if d is not None and (d.is_over or (d.state is not None and not d.hand_over)):
            return []
        if d is not None and any(s.kind == PERSON and not s.away and not s.ready
                                 for s in self.seats):
            return []
        number = self.hand_number + 1
        if not self.fair:
            return self._commit([{"type": "dealt", "hand": number, "deck": None, "salt": None}])
        deck = fair_deck(self._rng)
        return self._commit([{"type": "dealt", "hand": number,
                              "deck": [CARD_NAMES[c] for c in deck], "salt": new_salt()}])

    # ------------------------------------------------------------------ help

    def undo_allowed(self, seat: int) -> bool:
        """Undo and hints are for a person whose every opponent and partner is a computer."""
        return all(s.kind == COMPUTER for i, s in enumerate(self.seats) if i != seat)

    def can_undo(self, seat: int) -> bool:
        hand = self._hand
        return (self.undo_allowed(seat) and hand is not None and bool(hand.undo)
                and self.status == "playing")

    def hints(self, seat: int, count: int = 3) -> list[RankedAction]:
        """The expert's best actions for the person's decision (or, sitting out, for the
        captain's), with reasons; only where undo is allowed."""
        if not self.undo_allowed(seat):
            raise TableError("not_allowed", "hints are only for a table where every other"
                             " seat is a computer")
        state = self.state
        seats, advisor = self._hand_seats()
        if state is None or self.status != "playing":
            return []
        if seats[state.to_act] == seat:
            v = view(state, state.to_act)
        elif advisor == seat and state.to_act == 1 and state.phase in ADVISED_PHASES:
            v = view(state, 1)
        else:
            return []
        return self._help().hints(v, count)

    def agent(self, player: int) -> Agent:
        """The computer that decides for ``player`` (its seat's level, or the stand-in
        for a person), built when first asked.  A seeded table's computers draw on
        random sources the log does not hold: a face that saves such a table (the
        full-screen game) keeps each one's ``rng`` state."""
        self._check_seat(player)
        return self._agent(player)

    @property
    def helper(self) -> Helper:
        """The expert behind hints and the computer's advice to a person captain, built
        when first asked (its ``rng``, like a computer's, is not in the log)."""
        return self._help()

    def current_advice(self) -> Action | None:
        """The advice given for the captain's decision in play (R11.3), None when
        there is none (not advised yet, advised none, or no captain deciding)."""
        return self._current_advice()

    def _help(self) -> Helper:
        if self._helper is None:
            # A fair table's hints draw on the operating system, not on its secret seed.
            self._helper = Helper(self._rng.randrange(1 << 63) if self.fair else self.seed)
        return self._helper

    def view_for(self, viewer: int) -> SeatView | None:
        """The seat view ``viewer`` gets of the hand (its own, or the captain's when
        sitting out, R11.3), None for the public view."""
        state = self.state
        if state is None:
            return None
        seats, advisor = self._hand_seats()
        seat = watched_seat(seats, advisor, viewer)
        return None if seat is None else view(state, seat)

    # ------------------------------------------------------------------ telling

    def messages_for(self, viewer: int, after: int = 0) -> list[dict[str, Any]]:
        """Every message ``viewer`` (a player, or :data:`SPECTATOR`) was told since entry
        ``after``, as ``{"seq": n, "event": {...}}``."""
        return [{"seq": seq, "event": json.loads(text)}
                for seq, text in self.message_texts_for(viewer, after)]

    def message_texts_for(self, viewer: int, after: int = 0) -> list[tuple[int, str]]:
        """:meth:`messages_for` as (seq, the event's JSON text)."""
        return self.emitted.texts_for(1 << (viewer + 1), max(after, 0))

    def told(self, emitted: Emitted, viewer: int) -> list[dict[str, Any]]:
        """The messages of one entry for ``viewer``."""
        return [json.loads(text) for text in self.told_texts(emitted, viewer)]

    def told_texts(self, emitted: Emitted, viewer: int) -> list[str]:
        """:meth:`told` as the messages' JSON texts."""
        bit = 1 << (viewer + 1)
        return [text for audience, text in emitted.items if audience & bit]

    def _rules_json(self) -> dict[str, Any]:
        # The rules never change at a table: written once (a snapshot is built after
        # every change, and Rules.to_dict was a tenth of the time of building one).
        if self._rules_written is None:
            self._rules_written = self.settings.rules.to_dict()
        return self._rules_written

    def info(self) -> dict[str, Any]:
        """What anyone may know of the table (the lobby's and every snapshot's)."""
        d = self.driver
        roles = d.match.roles if d is not None else None
        return {
            "id": self.id,
            "code": self.code,
            "system": self.settings.system,
            "rules": self._rules_json(),
            "status": self.status,
            "seats": [s.info(i) for i, s in enumerate(self.seats)],
            "roles": None if roles is None else roles.to_json(),
            "score": None if d is None else d.match.score_json(),
            "hand_number": self.hand_number,
            "turn_seconds": self.settings.turn_seconds,
            "grace_seconds": self.settings.grace_seconds,
        }

    def snapshot_for(self, viewer: int) -> dict[str, Any]:
        """Everything ``viewer`` may see now."""
        return self.shown(viewer).snapshot()

    def shown(self, viewer: int, info: dict[str, Any] | None = None) -> Shown:
        """What ``viewer`` may see now, as :class:`~ginrummy.table.snapshot.Shown`
        (a snapshot, and what changed since another); ``info`` is :meth:`info` when
        the caller has it (it is the same for every viewer)."""
        state = self.state
        seats, advisor = self._hand_seats()
        seat = None if state is None else watched_seat(seats, advisor, viewer)
        hand = self._hand
        advice = self._current_advice()
        sees_advice = advisor is not None and viewer in (advisor, seats[1])
        public = state is not None and seat is None
        table = self.info() if info is None else info
        if viewer == SPECTATOR and self.settings.private and table["code"] is not None:
            table = {**table, "code": None}  # a private table's code is for its seated
        return Shown(
            seq=self.seq,
            table=table,
            view=None if state is None or seat is None else view(state, seat),
            public=view(state, 0) if public and state is not None else None,
            extras=public_extras(state) if public and state is not None else None,
            hand=None if hand is None else hand.number,
            commitment=None if hand is None else hand.sha256,
            timers=self.timers(),
            advice=advice.to_json() if advice is not None and sees_advice else None,
            you={"seat": None if viewer == SPECTATOR else viewer,
                 "role": "spectator" if viewer == SPECTATOR else "player"},
        )

    # ------------------------------------------------------------------ the log

    def _commit(self, entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Append ``entries`` and whatever follows unasked; return all appended."""
        start = len(self.pending)
        for entry in entries:
            self._append(entry)
        self.advance()
        return self.pending[start:]

    def _append(self, entry: dict[str, Any], *, restoring: bool = False) -> None:
        self._memo = None
        try:
            self._apply_entry(entry, restoring)
        finally:
            self._memo = None

    def _apply_entry(self, entry: dict[str, Any], restoring: bool) -> None:
        kind = entry.get("type")
        handler = _HANDLERS.get(kind) if isinstance(kind, str) else None
        if handler is None:
            raise TableError("conflict", f"unknown entry {quote(kind)}")
        seq = self.seq + 1
        if restoring and entry.get("seq", seq) != seq:
            raise TableError("conflict", f"entry numbered {quote(entry.get('seq'))}, expected"
                             f" {seq}")
        entry["seq"] = seq
        items = handler(self, entry, restoring)
        self._entries.append(_text(entry))
        self.pending.append(entry)
        self.emitted.append(seq, [(audience_mask(audience), _text(message))
                                  for audience, message in items], kind == "undone")
        self._sync_timer()

    def _on_created(self, entry: dict[str, Any], restoring: bool) -> _Items:
        if self._entries:
            raise TableError("conflict", "a second 'created' entry")
        return []

    def _on_seated(self, entry: dict[str, Any], restoring: bool) -> _Items:
        index = entry["seat"]
        self._check_seat(index)
        kind = entry["kind"]
        previous = self.seats[index]
        if kind == PERSON:
            seat = Seat(PERSON, str(entry["name"]), identity=str(entry["identity"]))
            self._drop_agent(index)
        elif kind == COMPUTER:
            seat = Seat(COMPUTER, str(entry["name"]), level=str(entry["level"]),
                        left_by=previous.left_by)
            self._drop_agent(index)
        else:
            raise TableError("conflict", f"seated: kind {quote(kind)}")
        self.seats[index] = seat
        return [(None, seat.event(index))]

    def _on_left(self, entry: dict[str, Any], restoring: bool) -> _Items:
        index = entry["seat"]
        person = self.seats[index]
        if person.kind != PERSON:
            raise TableError("conflict", f"left: seat {index + 1} holds no person")
        if self.driver is not None and self.settings.computer_takes_over \
                and not self.driver.is_over:
            level = self.settings.stand_in
            seat = Seat(COMPUTER, person.name, level=level, left_by=person.identity)
        else:
            seat = Seat(EMPTY)
        self.seats[index] = seat
        self._drop_agent(index)
        return [(None, seat.event(index))]

    def _on_away(self, entry: dict[str, Any], restoring: bool) -> _Items:
        index = entry["seat"]
        self._check_person(index)
        seat = self.seats[index]
        seat.away = entry["type"] == "away"
        return [(None, seat.event(index))]

    def _on_dealt(self, entry: dict[str, Any], restoring: bool) -> _Items:
        from ginrummy.cards import parse_card

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
            self._hand = _Hand(d.match.hand_number, state.deck, None, None)
        else:
            try:
                deck = tuple(parse_card(str(c)) for c in entry["deck"])
            except CardError as exc:
                raise TableError("conflict", f"dealt: {exc}") from None
            salt = str(entry["salt"])
            state = d.deal(deck, salt=salt)
            self._hand = _Hand(d.match.hand_number, deck, salt, commitment(deck, salt))
        for seat in self.seats:
            seat.ready = False
        # A person's stand-in is built afresh each hand, when first needed; a
        # computer's agent plays the whole match and is told each hand (R11: the
        # hand's two seats), as the runner tells agents.
        for index, seat in enumerate(self.seats):
            if seat.kind == PERSON:
                self._drop_agent(index)
        if not restoring:
            for index in d.seats:
                if self.seats[index].played_by_computer:
                    agent = self._agents.get(index)
                    if agent is None:
                        self._agent(index)  # a new one is told the hand as it is built
                    else:
                        agent.begin_hand(view(state, d.seats.index(index)))
        return self._deal_items(state)

    def _deal_items(self, state: HandState) -> _Items:
        d = self.driver
        hand = self._hand
        assert d is not None and hand is not None
        seats, advisor = d.seats, d.match.advisor
        roles = d.match.roles
        base = {"type": "deal", "hand": hand.number, "dealer": seats[state.dealer],
                "seats": list(seats), "roles": None if roles is None else roles.to_json(),
                "upcard": CARD_NAMES[state.upcard], "knock_limit": state.knock_limit,
                "cards": None}
        everyone = self._viewers()
        items: _Items = [] if hand.sha256 is None else [
            (None, {"type": "commitment", "hand": hand.number, "sha256": hand.sha256})]
        private: set[int] = set()
        for seat_index in (0, 1):
            holders = {seats[seat_index]}
            if seat_index == 1 and advisor is not None:
                holders.add(advisor)
            cards = [CARD_NAMES[c] for c in range(52) if state.hands[seat_index] >> c & 1]
            items.append((frozenset(holders), base | {"cards": cards}))
            private |= holders
        items.append((frozenset(everyone - private), dict(base)))
        return items

    def _on_acted(self, entry: dict[str, Any], restoring: bool) -> _Items:
        d = self.driver
        state = self.state
        if d is None or state is None or self.status != "playing":
            raise TableError("conflict", "acted: no hand is being played")
        seats, advisor = d.seats, d.match.advisor
        player = entry["seat"]
        if player != seats[state.to_act]:
            raise TableError("conflict", f"acted: seat {player + 1} is not to act")
        action = self._action(entry["action"])
        by = entry.get("by", "person")
        hand = self._hand
        assert hand is not None
        if by == "person":
            if action.kind is Kind.DRAW_STOCK:
                # The card drawn is seen now: taking back this decision or an earlier
                # one would let the person look at the stock and choose again.
                hand.undo.clear()
            else:
                hand.undo.append(state)
        step = d.play(action)
        return self._action_items(step, player, advisor, by)

    def _action_items(self, step: Step, player: int, advisor: int | None, by: str) -> _Items:
        action = step.action
        event = step.event
        # ``card``: the card the action showed (the one taken from the pile, the
        # discard); ``action``: the action as the player chose it.
        # The action as the table saw it (docs/protocol.md, "action"): a take names the
        # card taken from the pile; a stock draw and the face-down knock discard name
        # their card to the player and to the adviser who sees the captain's hand
        # (R11.3), and null to everyone else.
        seen = {"type": "action", "player": player, "seat": step.seat,
                "action": action.to_json(), "by": by}
        items: _Items
        kind = action.kind
        if kind is Kind.DRAW_DISCARD:
            assert event.card is not None
            seen["action"] = {"action": kind.value, "card": CARD_NAMES[event.card]}
            items = [(None, seen)]
        elif kind is Kind.DRAW_STOCK or (kind is Kind.KNOCK and event.card is None):
            holders = {player}
            if step.seat == 1 and advisor is not None:
                holders.add(advisor)
            card = action.card if action.card is not None else self._drawn(step)
            told = seen | {"action": {"action": kind.value, "card": CARD_NAMES[card]}}
            public = seen | {"action": {"action": kind.value, "card": None}}
            items = [(frozenset(holders), told),
                     (frozenset(self._viewers() - holders), public)]
        else:
            items = [(None, seen)]
        if step.booked is not None:
            items.extend(self._hand_end_items(step))
        return items

    @staticmethod
    def _drawn(step: Step) -> int:
        diff = step.after.hands[step.seat] & ~step.before.hands[step.seat]
        return diff.bit_length() - 1

    def _hand_end_items(self, step: Step) -> _Items:
        d = self.driver
        hand = self._hand
        assert d is not None and hand is not None and step.booked is not None
        end = end_entry(step.after, step.booked, d.seats)
        items: _Items = [(None, {
            "type": "hand_end", "hand": hand.number, "end": end,
            "score": d.match.score_json(),
            "reveal": {"deck": [CARD_NAMES[c] for c in hand.deck], "salt": hand.salt},
        })]
        if d.is_over:
            items.append((None, {"type": "match_end", "winner": d.winner,
                                 "totals": d.match.totals(), "forfeit": d.forfeit,
                                 "seed": self.seed}))
        for index, agent in self._agents.items():
            if index in d.seats:
                agent.end_hand(view(step.after, d.seats.index(index)))
        return items

    def _on_advised(self, entry: dict[str, Any], restoring: bool) -> _Items:
        state = self.state
        d = self.driver
        hand = self._hand
        advisor = None if d is None else d.match.advisor
        if state is None or d is None or hand is None or advisor is None \
                or advisor != entry["seat"]:
            raise TableError("conflict", "advised: no captain's decision to advise")
        raw = entry["action"]
        advice = None if raw is None else self._action(raw)
        hand.advice = (len(state.history), advice)
        team = frozenset({advisor, d.seats[1]})
        return [(team, {"type": "advice", "player": entry["seat"],
                        "action": None if advice is None else advice.to_json()})]

    def _on_undone(self, entry: dict[str, Any], restoring: bool) -> _Items:
        hand = self._hand
        d = self.driver
        if hand is None or d is None or not hand.undo:
            raise TableError("conflict", "undone: nothing to take back")
        earlier = hand.undo.pop()
        d.rewind(earlier)
        hand.advice = None
        return [(None, {"type": "undo", "player": entry["seat"]})]

    def _on_ready(self, entry: dict[str, Any], restoring: bool) -> _Items:
        index = entry["seat"]
        self._check_person(index)
        self.seats[index].ready = True
        return [(None, {"type": "ready", "seat": index})]

    def _on_chat(self, entry: dict[str, Any], restoring: bool) -> _Items:
        index = entry["seat"]
        self._check_person(index)
        return [(None, {"type": "chat", "seat": index, "name": self.seats[index].name,
                        "text": str(entry["text"])[:MAX_CHAT]})]

    def _on_ended(self, entry: dict[str, Any], restoring: bool) -> _Items:
        self.closed = True
        return []

    # ------------------------------------------------------------------ computers

    def _agent(self, player: int) -> Agent:
        """The computer that decides for ``player``: its seat's level, or the stand-in
        for a person; a new one is told the hand in play as dealt."""
        agent = self._agents.get(player)
        if agent is None:
            seat = self.seats[player]
            level = seat.level if seat.kind == COMPUTER and seat.level else \
                self.settings.stand_in
            agent = as_agent(make_agent(level, self._agent_rng(player), player=player))
            self._agents[player] = agent
            d = self.driver
            if d is not None and d.state is not None and not d.hand_over \
                    and player in d.seats and d.hand_start is not None:
                agent.begin_hand(view(d.hand_start, d.seats.index(player)))
        return agent

    def _agent_rng(self, player: int) -> random.Random:
        if self.fair:
            return random.Random(self._rng.getrandbits(64))
        # The runner's and the full-screen game's seeding: the same seed, the same game.
        offset = 0 if self.seats[player].kind == COMPUTER else STAND_IN_OFFSET
        return random.Random(agent_seed(self.seed, player + offset))

    def _restart_agents(self) -> None:
        """After a restore: computers are built again when first asked (:meth:`_agent`
        tells a new one the hand in play)."""
        for index in list(self._agents):
            self._drop_agent(index)

    def _current_advice(self) -> Action | None:
        hand = self._hand
        state = self.state
        if hand is None or state is None or hand.advice is None:
            return None
        number, advice = hand.advice
        return advice if number == len(state.history) else None

    # ------------------------------------------------------------------ checks

    def _viewers(self) -> set[int]:
        return {*range(self.players), SPECTATOR}

    def _computer_name(self, seat: int, level: str) -> str:
        shown = level if ":" not in level else level.rsplit(":", 1)[-1]
        return f"computer {seat + 1} ({shown})"

    def _check_open(self) -> None:
        if self.closed:
            raise TableError("not_allowed", "the table is closed")
        if self.driver is not None and self.driver.is_over:
            raise TableError("not_allowed", "the match is over")

    def _check_seat(self, seat: Any) -> None:
        if not isinstance(seat, int) or isinstance(seat, bool) \
                or not 0 <= seat < self.players:
            raise TableError("no_seat", f"seat {quote(seat)} does not exist: this table has"
                             f" seats 0 to {self.players - 1}")

    def _check_person(self, seat: int) -> None:
        self._check_seat(seat)
        if self.seats[seat].kind != PERSON:
            raise TableError("no_seat", f"no person sits at seat {seat + 1}")

    def _whose_turn(self, seat: int) -> str:
        seats, _advisor = self._hand_seats()
        state = self.state
        if seat not in seats:
            return "you sit out this hand (R11.3): the captain decides"
        assert state is not None
        return f"it is {self.seats[seats[state.to_act]].name}'s turn"

    @staticmethod
    def _action(action: Action | dict[str, Any]) -> Action:
        if isinstance(action, Action):
            return action
        try:
            return action_from_json(action)
        except (ActionError, CardError) as exc:
            raise TableError("illegal", str(exc)) from None


_Items = list[tuple[frozenset[int] | None, dict[str, Any]]]

_HANDLERS: dict[str, Callable[[Table, dict[str, Any], bool], _Items]] = {
    "created": Table._on_created,
    "seated": Table._on_seated,
    "left": Table._on_left,
    "away": Table._on_away,
    "back": Table._on_away,
    "dealt": Table._on_dealt,
    "acted": Table._on_acted,
    "advised": Table._on_advised,
    "undone": Table._on_undone,
    "ready": Table._on_ready,
    "chat": Table._on_chat,
    "ended": Table._on_ended,
}
