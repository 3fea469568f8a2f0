"""A table: seats for people and computers around one match, kept as a log.

A :class:`Table` sits on the :class:`~ginrummy.driver.MatchDriver` and adds what a
table of people needs and a match does not: who sits where (a person, a
computer, or nobody), whose decision the table waits for (:meth:`awaiting`),
the captain's advice in three-player Gin (R11.3), undo and hints where every
other seat is a computer, turn clocks, seats played by the computer while
their person is away, readiness between hands, chat, and what each viewer is
told.

Everything that changes a table is an entry of its log (docs/server.md lists
them), and :meth:`Table.restore` rebuilds a table from its log exactly: a
server appends the entries a command returns to its store before it sends
anything, and a restart loses nothing.  The table never waits, never blocks
on a clock and decides no rule: the driver's state checks every action.

``Table`` is the front the faces use (the game server, the full-screen game);
each of its jobs has a room of its own, which it only strings together:

- :mod:`~ginrummy.table.ledger`: the event-sourced state, entries applied;
- :mod:`~ginrummy.table.sight`: who is told what (:mod:`~ginrummy.table.told`
  keeps what was told, :mod:`~ginrummy.table.snapshot` a viewer's snapshot);
- :mod:`~ginrummy.table.computers`: the agents, the stand-ins and the helper;
- :mod:`~ginrummy.table.clocks`: the turn clock;
- :mod:`~ginrummy.table.summary`: what it publishes for readers outside its lock.

Here are the commands: each checks that it may be done (a :class:`TableError`
otherwise, and nothing changes), appends its entries and returns them (also
kept in :attr:`pending` until the caller has stored them).

>>> from ginrummy.table.settings import TableSettings
>>> table = Table.create("t1", TableSettings.make("standard"), seed=5)
>>> _ = table.sit(0, name="Ann", identity="id-ann")
>>> table.status, table.awaiting().player in (0, 1)
('playing', True)
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, Literal, NamedTuple, cast

from ginrummy.actions import Action
from ginrummy.agents import Agent
from ginrummy.agents.expert import RankedAction
from ginrummy.agents.helper import Helper
from ginrummy.driver import ADVISED_PHASES, MatchDriver
from ginrummy.errors import GinRummyError, quote, reason
from ginrummy.names import shows_nothing
from ginrummy.scoring import score_multiplier
from ginrummy.state import Checked, HandState, IllegalActionError
from ginrummy.table import sight
from ginrummy.table.choices import choices_json
from ginrummy.table.clocks import Checkpoint, Clock, TurnClock
from ginrummy.table.computers import Computers
from ginrummy.table.entries import (
    MAX_CHAT,
    ActionJson,
    By,
    CreatedEntry,
    Entry,
    SeatedEntry,
    StoredEntry,
)
from ginrummy.table.events import ClaimInfo, RematchInfo, System, TableInfo, TimerState
from ginrummy.table.history import HandLine, hand_line
from ginrummy.table.ledger import Awaiting, Ledger, Rematch, Seat, Status, TableError
from ginrummy.table.settings import (
    COMPUTER,
    EMPTY,
    PERSON,
    SeatPlan,
    SettingsError,
    TableSettings,
)
from ginrummy.table.snapshot import Shown
from ginrummy.table.summary import TableSummary
from ginrummy.table.told import Emitted, EmittedLog, written
from ginrummy.view import SeatView, view

__all__ = ["Claim", "Table"]


class Table:
    """One table (see the module docstring).  Build with :meth:`create` or
    :meth:`restore`."""

    def __init__(self, table_id: str, settings: TableSettings, seed: int,
                 clock: Clock | None = None, *, fair: bool = True) -> None:
        self.id = table_id
        self.ledger = Ledger(settings, seed, fair)
        """The entries applied: seats, the match, the hand in play."""
        self.computers = Computers(self.ledger)
        self.turn_clock = TurnClock(clock or time.monotonic)
        self.emitted = EmittedLog()
        """What every entry told the viewers, in order (for reconnects)."""
        self._dealt_at = 0
        """The ``seq`` of the hand in play's deal (0 before the first): a reconnect is
        told what it missed from there on (docs/protocol.md, "Reconnecting")."""
        self.code: str | None = None
        """The join code the server gave the table (not in the log: the server's)."""
        self._rules_written: dict[str, Any] | None = None
        self._hands: list[HandLine] = []
        """A line for each hand played (:mod:`~ginrummy.table.history`); a new list at
        each hand's end, never changed in place, so a snapshot that holds the old
        one still tells the change."""
        self.summary = self._summarize()
        """The table as of the last command, replaced whole after each (and after a
        restore, a catch-up, a connection change, a clock resumed): what a reader
        outside the table's lock reads (:class:`~ginrummy.table.summary.TableSummary`)."""

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
        created: CreatedEntry = {"type": "created", "settings": settings.to_json(),
                                 "seed": seed, "fair": fair}
        table._append(created)
        for index, plan in enumerate(settings.seats):
            if plan.kind == COMPUTER:
                assert plan.level is not None
                seated: SeatedEntry = {
                    "type": "seated", "seat": index, "kind": COMPUTER,
                    "name": (names or {}).get(index) or _computer_name(index, plan.level),
                    "level": plan.level}
                table._append(seated)
        table.advance()
        table._publish()
        return table

    @classmethod
    def restore(cls, table_id: str, entries: list[StoredEntry],
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
        # The computers are built again when first asked, and told the hand in play.
        table.computers.close()
        table._publish()
        return table

    def follow(self, entries: list[StoredEntry]) -> list[Emitted]:
        """Apply entries another process stored after this table's last (several
        servers sharing one database): the table catches up exactly as
        :meth:`restore` would build it, and returns what they told the viewers.
        Nothing unasked follows (the process that stored them did that)."""
        start = len(self.emitted)
        self._replay(entries)
        if entries:
            # The computers may have missed a deal: built again when next asked.
            self.computers.close()
        self._publish()
        return self.emitted[start:]

    def _replay(self, entries: list[StoredEntry]) -> None:
        """Apply stored entries, each checked; a :class:`TableError` ``conflict`` names
        the first that does not apply."""
        for entry in entries:
            if not isinstance(entry, dict):
                raise TableError("conflict", f"entry {self.seq + 1}: not a JSON object")
            try:
                self._append(entry, restoring=True)
            except (GinRummyError, LookupError, TypeError, ValueError) as exc:
                raise TableError("conflict", f"entry {self.seq + 1}"
                                 f" ({quote(entry.get('type'))}): {exc}") from None
        self.ledger.pending.clear()

    def take_pending(self) -> list[StoredEntry]:
        """The entries appended since the last call, for the caller to store."""
        ledger = self.ledger
        out, ledger.pending = ledger.pending, []
        return out

    # ------------------------------------------------------------------ reading

    @property
    def settings(self) -> TableSettings:
        return self.ledger.settings

    @property
    def seed(self) -> int:
        return self.ledger.seed

    @property
    def fair(self) -> bool:
        """Decks from the operating system with commitments (False: from the seed)."""
        return self.ledger.fair

    @property
    def clock(self) -> Clock:
        return self.turn_clock.clock

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Each seat, as of now (outside the table's lock, read :attr:`summary`)."""
        return tuple(self.ledger.seats)

    @property
    def driver(self) -> MatchDriver | None:
        return self.ledger.driver

    @property
    def closed(self) -> bool:
        return self.ledger.closed

    @property
    def pending(self) -> list[StoredEntry]:
        """Entries appended since the caller last took them (:meth:`take_pending`)."""
        return self.ledger.pending

    @property
    def seq(self) -> int:
        """The number of the last entry."""
        return self.ledger.seq

    @property
    def players(self) -> int:
        return self.ledger.players

    @property
    def status(self) -> Status:
        return self.ledger.status

    @property
    def hand_number(self) -> int:
        return self.ledger.hand_number

    @property
    def state(self) -> HandState | None:
        return self.ledger.state

    def seat_of_identity(self, identity: str) -> int | None:
        """The seat ``identity`` holds at this table, if any."""
        return self.ledger.seat_of_identity(identity)

    def may_watch(self, identity: str | None) -> bool:
        """Whether the person ``identity`` (None: nobody known) may see this table: anyone
        where the table lets strangers watch, else the people seated at it and those
        who left a seat there to a computer."""
        return self.settings.spectators or (identity is not None and (
            self.seat_of_identity(identity) is not None
            or any(seat.left_by == identity for seat in self.seats)))

    def awaiting(self) -> Awaiting | None:
        """The decision the table waits for, or None (waiting for seats, over)."""
        return self.ledger.awaiting()

    # ------------------------------------------------------------------ clocks

    def timers(self) -> list[TimerState]:
        """The running turn clocks as a snapshot states them."""
        return self.turn_clock.timers(self.ledger.awaiting())

    def expired(self) -> Awaiting | None:
        """The awaited person's decision when its time ran out and the computer makes it
        (:meth:`run_computer` with ``by="timeout"``): readiness (the next hand is
        dealt), advice (none is given), or any decision where the table lets the
        computer take over.  Elsewhere the person's decisions are theirs alone: out
        of time, the match may be claimed (:meth:`claimable`); None."""
        wait = self.turn_clock.expired(self.ledger.awaiting())
        if wait is None or wait.what != "act" or self.settings.computer_takes_over:
            return wait
        return None

    def timer_checkpoint(self) -> Checkpoint | None:
        """The running clock's time left, for the server to keep (not in the log)."""
        return self.turn_clock.checkpoint()

    def resume_timer(self, checkpoint: Any) -> bool:
        """After a restart: the clock goes on from what it had left at the checkpoint,
        so time while the server was down never counts.  False when the checkpoint
        is not of the decision awaited now (it was taken before a later entry)."""
        resumed = self.turn_clock.resume(checkpoint)
        if resumed:
            self._publish()
        return resumed

    # ------------------------------------------------------------------ commands

    def sit(self, seat: int, *, name: str, identity: str) -> list[StoredEntry]:
        """A person takes ``seat``: an empty one, or one they left to a computer."""
        ledger = self.ledger
        ledger.check_open()
        ledger.check_seat(seat)
        held = ledger.seat_of_identity(identity)
        if held is not None:
            raise TableError("not_allowed", f"you already sit at seat {held}",
                             reason("already_seated"))
        target = ledger.seats[seat]
        # A person takes an empty seat, or comes back to the seat they left to a computer.
        if target.kind != EMPTY and not (target.kind == COMPUTER and target.left_by == identity):
            raise TableError("not_allowed", f"seat {seat} is taken", reason("seat_taken"))
        return self._commit([{"type": "seated", "seat": seat, "kind": PERSON, "name": name,
                              "identity": identity}])

    def leave(self, seat: int) -> list[StoredEntry]:
        """The person at ``seat`` leaves.  While the match is on at a table between
        people where the computer does not take over, leaving is forfeiting it
        (docs/rules-decisions.md, "Claims"): the person keeps the seat of the match
        they lost.  Otherwise a computer takes the seat where the table says so and
        another person is there to play against (never for nobody), or it is empty."""
        ledger = self.ledger
        ledger.check_person(seat)
        d = ledger.driver
        playing = d is not None and not d.is_over and not ledger.closed
        if playing and ledger.between_people() and not self.settings.computer_takes_over:
            return self._commit([{"type": "forfeited", "seat": seat, "why": "left",
                                  "claimed_by": None}])
        stand_in = playing and self.settings.computer_takes_over \
            and ledger.someone_here(seat)
        return self._commit([{"type": "left", "seat": seat, "stand_in": stand_in}])

    def claimable(self) -> Claim | None:
        """What may be claimed now (docs/rules-decisions.md, "Claims"): the table waits
        for a person's decision that the computer will not make for them, that
        person is away past the grace time (``away``) or out of their turn clock's
        time (``time``), and another person is here to claim it.  None otherwise."""
        ledger = self.ledger
        wait = ledger.awaiting()
        if wait is None or wait.computer:
            return None
        seat = ledger.seats[wait.player]
        if seat.kind != PERSON or not ledger.someone_here(wait.player):
            return None
        if seat.away:
            return Claim(wait.player, "away")
        if wait.what == "act" and self.turn_clock.time_left() == 0:
            return Claim(wait.player, "time")
        return None

    def claim(self, seat: int) -> list[StoredEntry]:
        """The person at ``seat`` claims the match: the person the table waits for,
        away or out of time, forfeits it (:meth:`claimable`)."""
        ledger = self.ledger
        ledger.check_person(seat)
        ledger.check_open()
        claim = self.claimable()
        if claim is None:
            raise TableError("not_allowed", "there is nothing to claim: the match may be"
                             " claimed when the person it waits for is away past the"
                             " grace time or out of time", reason("nothing_to_claim"))
        if claim.player == seat or ledger.seats[seat].away:
            raise TableError("not_allowed", "the match is claimed by another person at"
                             " the table, not by the one it waits for",
                             reason("claim_by_others"))
        return self._commit([{"type": "forfeited", "seat": claim.player, "why": claim.why,
                              "claimed_by": seat}])

    def offer_rematch(self, seat: int, accept: bool = True) -> bool:
        """After the match: the person at ``seat`` offers (or accepts) a rematch with the
        same settings, or declines one.  Whether every person has now accepted and
        the new table is still to be made (the caller makes it, then
        :meth:`rematched`): True for the call whose offer completed it, and for an
        offer said again while the table is still owed (a server that stopped between
        the two left it so: :meth:`rematch_owed`)."""
        ledger = self.ledger
        ledger.check_person(seat)
        if ledger.status != "over":
            raise TableError("not_allowed", "a rematch is offered once the match is over",
                             reason("rematch_after_match"))
        held = ledger.rematch
        if held is not None and held.table is not None:
            raise TableError("not_allowed", "the rematch was made already",
                             reason("rematch_made"))
        if held is not None and (seat in held.offered if accept else held.declined == seat):
            return self.rematch_owed() if accept else False  # said already
        if not accept and (held is None or not held.offered):
            raise TableError("not_allowed", "no rematch was offered",
                             reason("no_rematch_offered"))
        self._commit([{"type": "rematch", "seat": seat, "accept": accept}])
        return accept and ledger.rematch_agreed()

    def rematch_owed(self) -> bool:
        """Every person accepted the rematch and its table is not named yet."""
        held = self.ledger.rematch
        return held is not None and held.table is None and self.ledger.rematch_agreed()

    def rematched(self, table_id: str) -> list[StoredEntry]:
        """The rematch every person accepted is the new table ``table_id``."""
        held = self.ledger.rematch
        if held is not None and held.table is not None:
            raise TableError("not_allowed", "the rematch was made already",
                             reason("rematch_made"))
        if not self.ledger.rematch_agreed():
            raise TableError("not_allowed", "not every person accepted the rematch")
        return self._commit([{"type": "rematched", "table": table_id}])

    def rematch_plan(self) -> tuple[TableSettings, dict[int, tuple[str, str]]]:
        """The rematch's settings (this table's, the seats as they are now: each
        computer at its level, each person's seat for the same person) and its
        people: seat to (identity, name)."""
        people: dict[int, tuple[str, str]] = {}
        plans = []
        for index, (seat, plan) in enumerate(zip(self.seats, self.settings.seats,
                                                 strict=True)):
            if seat.kind == PERSON and seat.identity is not None and seat.name is not None:
                people[index] = (seat.identity, seat.name)
                plans.append(SeatPlan(PERSON))
            elif seat.kind == COMPUTER and seat.left_by is None and seat.level is not None:
                plans.append(SeatPlan(COMPUTER, seat.level))
            else:
                plans.append(plan if plan.kind != COMPUTER else SeatPlan(EMPTY))
        return replace(self.settings, seats=tuple(plans)), people

    def fill(self, seat: int, level: str | None = None) -> list[StoredEntry]:
        """A computer takes an empty seat no person filled (quick match's offer)."""
        ledger = self.ledger
        ledger.check_open()
        ledger.check_seat(seat)
        if ledger.seats[seat].kind != EMPTY:
            raise TableError("not_allowed", f"seat {seat} is taken", reason("seat_taken"))
        level = level or self.settings.stand_in
        return self._commit([{"type": "seated", "seat": seat, "kind": COMPUTER,
                              "name": _computer_name(seat, level), "level": level}])

    def set_away(self, seat: int, away: bool) -> list[StoredEntry]:
        """The person at ``seat`` is away (gone past the grace time: the computer plays
        the seat where the table says so, ``computer_takes_over``) or back."""
        self.ledger.check_person(seat)
        if self.ledger.seats[seat].away == away:
            return []
        return self._commit([{"type": "away" if away else "back", "seat": seat}])

    def set_connected(self, seat: int, connected: bool) -> Emitted | None:
        """The server says whether the person at ``seat`` has a connection; told to
        every viewer, not logged (a restart starts with nobody connected)."""
        if self.ledger.set_connected(seat, connected) is None:
            return None
        self._publish()
        return Emitted(self.seq, tuple(written(sight.seat_told(self.ledger, seat))))

    def act(self, seat: int, action: Action | ActionJson, by: By = "person",
            ) -> list[StoredEntry]:
        """The decision of the player at ``seat`` (a player index)."""
        ledger = self.ledger
        ledger.check_open()
        ledger.check_seat(seat)
        wait = ledger.awaiting()
        state = ledger.state
        if wait is None or state is None or wait.what == "ready":
            raise TableError("not_your_turn", "no decision is awaited now",
                             reason("no_decision_awaited"))
        seats, _advisor = ledger.hand_seats()
        if seat != seats[state.to_act]:
            if seat not in seats:
                raise TableError("not_your_turn", "you sit out this hand (R11.3): the captain"
                                 " decides", reason("sitting_out"))
            raise TableError("not_your_turn", self._whose_turn(), reason("not_your_turn"))
        if wait.what == "advise":
            raise TableError("not_your_turn", "the captain waits for the advice of the player"
                             " sitting out (R11.3)", reason("captain_waits_for_advice"))
        # The one check of the action on its way in (R4-R6): the ledger, the driver
        # and the hand's state apply the checked value without checking it again.
        try:
            checked = state.checked(ledger.action(action))
        except IllegalActionError as exc:
            raise TableError("illegal", str(exc), exc.reason) from None
        return self._commit([{"type": "acted", "seat": seat,
                              "action": sight.action_json(checked.action), "by": by}], checked)

    def _whose_turn(self) -> str:
        seats, _advisor = self.ledger.hand_seats()
        state = self.ledger.state
        assert state is not None
        return f"it is {self.ledger.seats[seats[state.to_act]].name}'s turn"

    def advise(self, seat: int, action: Action | ActionJson | None) -> list[StoredEntry]:
        """The player sitting out advises the captain's decision (R11.3); None: leaves
        it to the captain."""
        ledger = self.ledger
        ledger.check_open()
        ledger.check_seat(seat)
        state = ledger.state
        _seats, advisor = ledger.hand_seats()
        if advisor is None or seat != advisor:
            raise TableError("not_allowed", "only the player sitting out advises (R11.3)",
                             reason("advice_only_sitting_out"))
        if state is None or ledger.status != "playing" or state.to_act != 1:
            raise TableError("not_your_turn", "the captain is not deciding now",
                             reason("captain_not_deciding"))
        if state.phase not in ADVISED_PHASES:
            # docs/rules-decisions.md, R11.3: advice is for the play.
            raise TableError("not_allowed", "the captain lays down the melds and lay-offs"
                             " alone: advice is for the play (R11.3)",
                             reason("advice_only_for_play"))
        chosen = None if action is None else ledger.action(action)
        if chosen is not None:
            try:
                view(state, 1).check(chosen)
            except IllegalActionError as exc:
                raise TableError("illegal", f"the captain cannot: {exc}", exc.reason) from None
        return self._commit([{"type": "advised", "seat": seat,
                              "action": None if chosen is None else sight.action_json(chosen)}])

    def undo(self, seat: int) -> list[StoredEntry]:
        """Take back the person's last decision of this hand and the computer's after
        it, at a table where every other seat is a computer."""
        ledger = self.ledger
        ledger.check_person(seat)
        if not ledger.undo_allowed(seat):
            raise TableError("not_allowed", "undo is only for a table where every other seat"
                             " is a computer", reason("undo_only_against_computers"))
        hand = ledger.hand
        if hand is None or ledger.status != "playing" or not hand.undo:
            raise TableError("not_allowed", "there is no decision of yours to take back",
                             reason("nothing_to_undo"))
        return self._commit([{"type": "undone", "seat": seat}])

    def ready(self, seat: int) -> list[StoredEntry]:
        """The person at ``seat`` is ready for the next hand."""
        ledger = self.ledger
        ledger.check_person(seat)
        if ledger.status != "between_hands":
            raise TableError("not_allowed", "no hand is waiting to be dealt",
                             reason("no_hand_waiting"))
        if ledger.seats[seat].ready:
            return []
        return self._commit([{"type": "ready", "seat": seat}])

    def chat(self, seat: int, text: str) -> list[StoredEntry]:
        """A line of chat from the person at ``seat``: plain text, shown as text by
        every client (never as markup)."""
        self.ledger.check_person(seat)
        line = " ".join(text.split())
        if not line or len(line) > MAX_CHAT or shows_nothing(line):
            raise TableError("bad_message", f"a chat line has 1 to {MAX_CHAT} characters"
                             " that show", reason("chat_length", most=MAX_CHAT))
        if any(not ch.isprintable() for ch in line):
            raise TableError("bad_message", "a chat line has no control characters",
                             reason("chat_control_character"))
        return self._commit([{"type": "chat", "seat": seat, "text": line}])

    def close(self, reason: str) -> list[StoredEntry]:
        """Close the table (nobody left, or an operator)."""
        if self.ledger.closed:
            return []
        return self._commit([{"type": "ended", "reason": reason}])

    def advance(self) -> list[StoredEntry]:
        """What the table does unasked: deal when every seat is filled and every person
        it waits for is ready.  (Decisions of the computer are :meth:`run_computer`'s.)"""
        deal = self.ledger.next_deal()
        return [] if deal is None else self._commit([deal])

    # ------------------------------------------------------------------ computers

    def run_computer(self, by: By | None = None) -> list[StoredEntry]:
        """Let the computer make the decision awaited, when it is the computer's (or,
        with ``by="timeout"``, a person's whose time ran out); nothing otherwise.
        This is where the computer thinks: a server calls it off its event loop."""
        wait = self.ledger.awaiting()
        if wait is None or wait.what == "ready":
            if wait is not None and by == "timeout":
                # A person slow to be ready: the next hand is dealt without them.
                return self._commit([{"type": "ready", "seat": wait.player}])
            return []
        if not wait.computer and (by != "timeout" or (
                wait.what == "act" and not self.settings.computer_takes_over)):
            # Out of time at a table that does not take over, a person's decision is
            # theirs alone: the match may be claimed instead (claimable).
            return []
        return self._commit(*self.computers.decide(wait, by))

    def agent(self, player: int) -> Agent:
        """The computer that decides for ``player`` (its seat's level, or the stand-in
        for a person), built when first asked.  A seeded table's computers draw on
        random sources the log does not hold: a face that saves such a table (the
        full-screen game) keeps each one's ``rng`` state."""
        self.ledger.check_seat(player)
        return self.computers.agent(player)

    @property
    def helper(self) -> Helper:
        """The expert behind hints and the computer's advice to a person captain, built
        when first asked (its ``rng``, like a computer's, is not in the log)."""
        return self.computers.helper

    def close_agents(self) -> None:
        """End the computers' agents (a plugin bot's worker process): the table is
        over, or leaves this process's memory.  They are built again if asked."""
        self.computers.close()

    # ------------------------------------------------------------------ help

    def can_undo(self, seat: int) -> bool:
        """Whether ``seat``'s person may take back a decision now."""
        return self.ledger.can_undo(seat)

    def current_advice(self) -> Action | None:
        """The advice given for the captain's decision in play (R11.3), None when
        there is none (not advised yet, advised none, or no captain deciding)."""
        return self.ledger.current_advice()

    def hints(self, seat: int, count: int = 3) -> list[RankedAction]:
        """The expert's best actions for the person's decision (or, sitting out, for the
        captain's), with reasons; only where undo is allowed."""
        ledger = self.ledger
        if not ledger.undo_allowed(seat):
            raise TableError("not_allowed", "hints are only for a table where every other"
                             " seat is a computer", reason("hints_only_against_computers"))
        state = ledger.state
        seats, advisor = ledger.hand_seats()
        if state is None or ledger.status != "playing":
            return []
        if seats[state.to_act] == seat:
            v = view(state, state.to_act)
        elif advisor == seat and state.to_act == 1 and state.phase in ADVISED_PHASES:
            v = view(state, 1)
        else:
            return []
        return self.computers.hints(v, count)

    # ------------------------------------------------------------------ telling

    def view_for(self, viewer: int) -> SeatView | None:
        """The seat view ``viewer`` gets of the hand (its own, or the captain's when
        sitting out, R11.3), None for the public view."""
        return sight.seat_view(self.ledger, viewer)

    def message_texts_for(self, viewer: int, after: int = 0, *,
                          hand_in_play: bool = False) -> list[tuple[int, str]]:
        """(seq, the event's JSON text) of every message ``viewer`` (a player, or
        :data:`~ginrummy.table.sight.SPECTATOR`) was told since entry ``after``; with
        ``hand_in_play``, none from before the hand in play's deal (what came before
        is in the snapshot: the score, the seats)."""
        start = max(after, self._dealt_at - 1) if hand_in_play else after
        # Entry n (seq n) is row n - 1 of the emitted log.
        return self.emitted.texts_for(1 << (viewer + 1), max(start, 0))

    def told_texts(self, emitted: Emitted, viewer: int) -> list[str]:
        """The JSON texts of the messages of one entry for ``viewer``."""
        bit = 1 << (viewer + 1)
        return [text for audience, text in emitted.items if audience & bit]

    def _rules_json(self) -> dict[str, Any]:
        # The rules never change at a table: written once (a snapshot is built after
        # every change, and Rules.to_dict was a tenth of the time of building one).
        if self._rules_written is None:
            self._rules_written = self.settings.rules.to_dict()
        return self._rules_written

    def info(self) -> TableInfo:
        """What anyone may know of the table (the lobby's and every snapshot's)."""
        d = self.ledger.driver
        roles = d.match.roles if d is not None else None
        state = None if d is None else d.state
        rules = self.settings.rules
        return {
            "id": self.id,
            "code": self.code,
            # A preset's name: TableSettings takes no other.
            "system": cast(System, self.settings.system),
            "rules": self._rules_json(),
            "status": self.status,
            "seats": [s.info(i) for i, s in enumerate(self.ledger.seats)],
            "roles": None if roles is None else sight.roles_json(roles),
            "score": None if d is None else d.match.score_json(),
            "hand_number": self.hand_number,
            "turn_seconds": self.settings.turn_seconds,
            "grace_seconds": self.settings.grace_seconds,
            # What a client would otherwise work out by the rules: the target (R8.6),
            # the table seats of the hand in play (or the last) at hand seats 0 and 1,
            # whether a spade upcard doubles its score (R9.3), and the hands played.
            "target": rules.target,
            "hand_seats": None if d is None or state is None else list(d.seats),
            "spades_double": state is not None and score_multiplier(rules, state.upcard) == 2,
            "hands": self._hands,
            "computer_takes_over": self.settings.computer_takes_over,
            "rated": self.ledger.rated,
            "claim": None if (claim := self.claimable()) is None
            else ClaimInfo(player=claim.player, why=claim.why),
            "forfeit": None if (why := self.ledger.forfeit_why) is None or d is None
            or d.forfeit is None else {"player": d.forfeit["player"], "why": why},
            "rematch": _rematch_json(self.ledger.rematch),
        }

    def shown(self, viewer: int, info: TableInfo | None = None) -> Shown:
        """What ``viewer`` may see now, as :class:`~ginrummy.table.snapshot.Shown`
        (a snapshot, and what changed since another); ``info`` is :meth:`info` when
        the caller has it (it is the same for every viewer)."""
        seen = sight.hand_sight(self.ledger, viewer)
        hand = self.ledger.hand
        return Shown(
            seq=self.seq,
            table=sight.table_seen(self.info() if info is None else info, viewer,
                                   private=self.settings.private),
            view=seen.view,
            public=seen.public,
            extras=seen.extras,
            choices=None if seen.view is None else choices_json(seen.view),
            hand=None if hand is None else hand.number,
            commitment=None if hand is None else hand.sha256,
            timers=self.timers(),
            advice=seen.advice,
            you=sight.your_place(viewer, hints=viewer != sight.SPECTATOR
                                 and self.ledger.undo_allowed(viewer)),
        )

    # ------------------------------------------------------------------ the log

    def _commit(self, entries: Sequence[Entry], checked: Checked | None = None,
                ) -> list[StoredEntry]:
        """Append ``entries`` and whatever follows unasked; publish the summary; return
        every entry appended.  ``checked``: the one entry's action, as :meth:`act`
        checked it."""
        pending = self.ledger.pending
        start = len(pending)
        for entry in entries:
            self._append(entry, checked=checked)
        deal = self.ledger.next_deal()
        if deal is not None:
            self._append(deal)
        self._publish()
        return self.ledger.pending[start:]

    def _append(self, entry: Mapping[str, Any], *, restoring: bool = False,
                checked: Checked | None = None) -> None:
        """Apply one entry (a copy of it); the computers follow it, the viewers are told
        it (kept in :attr:`emitted`), the turn clock starts or stops."""
        applied = self.ledger.apply(dict(entry), restoring, checked)
        self.computers.follow(applied, restoring)
        self.emitted.append(self.ledger.seq, written(sight.told(self.ledger, applied)),
                            applied.entry["type"] == "undone")
        if applied.entry["type"] == "dealt":
            self._dealt_at = self.ledger.seq
        step = applied.step
        if step is not None and step.booked is not None:
            d = self.ledger.driver
            assert d is not None
            self._hands = [*self._hands, hand_line(step, d.seats, d.match)]
        self.turn_clock.sync(self.ledger)

    def _publish(self) -> None:
        self.summary = self._summarize()

    def _summarize(self) -> TableSummary:
        ledger = self.ledger
        return TableSummary(self.id, ledger.settings, ledger.seq, ledger.status,
                            ledger.hand_number, tuple(ledger.seats), ledger.awaiting(),
                            self.turn_clock.deadline())


#: Why a match may be claimed (ClaimInfo's ``why``): its person away, or out of time.
ClaimWhy = Literal["away", "time"]


class Claim(NamedTuple):
    """What may be claimed: the person the table waits for, and why (``away`` past
    the grace time, out of ``time``)."""

    player: int
    why: ClaimWhy


def _rematch_json(rematch: Rematch | None) -> RematchInfo | None:
    if rematch is None:
        return None
    return {"offered": sorted(rematch.offered), "declined": rematch.declined,
            "table": rematch.table}


def _computer_name(seat: int, level: str) -> str:
    shown = level if ":" not in level else level.rsplit(":", 1)[-1]
    return f"computer {seat + 1} ({shown})"
