"""The server's tables in play: each one's lock, its connections, and the loop that
applies a command, stores its entries, then tells every viewer.

One rule orders everything here: an entry is in the store before anything
about it is sent (docs/server.md).  A command runs under its table's lock: the
table applies it (and refuses it, changing nothing, with a
:class:`~ginrummy.table.TableError`), the entries it appended are written
through the group-commit writer, and only then are the messages queued to the
connections.  The computer's decisions follow the same way, thought out in a
worker thread so that the event loop goes on serving the other tables.

Time is the hub's clock (monotonic seconds; tests pass a fake one): a ticker
calls :meth:`Hub.tick` a few times a second, which plays the decisions whose
time ran out where the table lets the computer (elsewhere it tells every viewer
that the match may be claimed: no entry says so), sets away the people whose
grace period ended, closes the tables
made here that no person connected to within their grace time (nobody came: the
computer does not play them out for nobody), and keeps each running timer's time
left in the store, so that after a restart the timers go on from there (the time
the server was down never counts).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import orjson

from ginrummy.server import messages
from ginrummy.server.errors import VersionConflict
from ginrummy.server.results import match_result
from ginrummy.server.tablestore import Loaded, Presence, TableStore
from ginrummy.table import SPECTATOR, Emitted, Table, TableError
from ginrummy.table.snapshot import Shown
from ginrummy.table.table import Claim

__all__ = ["Connection", "Hub", "LiveTable"]

_log = logging.getLogger(__name__)

Clock = Callable[[], float]
#: Longest a connection's queue of messages not yet sent may grow: a client that
#: reads slower than its table plays is dropped, and gets a snapshot when back.
MAX_QUEUED = 2000
#: Entries missed that a reconnect is told all of; past this many, only those of the
#: hand in play (docs/protocol.md, "Reconnecting"). An entry tells a viewer at most
#: three messages (an action that ends the match: it, the hand's end and the match's),
#: so these fit MAX_QUEUED.
MISSED_IN_FULL = 500
#: How often the ticker looks at timers and grace periods, and checkpoints timers.
TICK_SECONDS = 0.25
#: A command refused by the row version (another process stored first) is tried
#: again on the table as reloaded this many times.
CONFLICT_RETRIES = 3
#: With several processes, a computer's decision pending this long was lost with the
#: process thinking it: this one makes it.
STALLED_SECONDS = 5.0
CHECKPOINT_SECONDS = 2.0
#: The reason a table is closed with when no person connected to it in its grace time.
NOBODY_CAME = "nobody came"


class Connection:
    """One client's connection to one table: what it is, and its outgoing queue."""

    def __init__(self, identity: str | None, name: str | None) -> None:
        self.identity = identity
        self.name = name
        self.viewer = SPECTATOR
        self.table_id: str | None = None
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(MAX_QUEUED)
        self.closed = False
        self.close_code = 1000
        self.close_reason = ""
        self.told = 0
        """The highest seq of the events, snapshots and updates queued to this
        connection: the seq an answer (pong, error) carries.  The table's own may be
        ahead, an entry applied whose events wait for the store: a client that kept
        that seq and reconnected with it would never be sent them."""
        self.held: Shown | None = None
        """The snapshot this connection's client holds (the last one sent, with every
        update since): the next update tells what changed since it."""

    def send_text(self, text: str, seq: int | None = None) -> None:
        """Queue a message (:mod:`ginrummy.server.messages` wrote it), told as of
        ``seq`` if it tells of the table (never waits; a client too far behind is
        closed)."""
        if self.closed:
            return
        if seq is not None:
            self.told = max(self.told, seq)
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            self.close(1008, "too far behind: reconnect with last_seq")

    def send_snapshot(self, shown: Shown) -> None:
        """The whole snapshot: from now on, updates tell what changed since it."""
        self.held = shown
        self.send_text(messages.snapshot(shown), shown.seq)

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Stop sending: the sender closes the socket with ``code`` and ``reason``."""
        if not self.closed:
            self.closed = True
            self.close_code, self.close_reason = code, reason
            with contextlib.suppress(asyncio.QueueFull):
                self.queue.put_nowait(None)


@dataclass(eq=False)
class LiveTable:
    """A table the hub holds: the table, its lock and who is connected to it."""

    table: Table
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    connections: set[Connection] = field(default_factory=set)
    gone_since: dict[int, float] = field(default_factory=dict)
    """A person's seat with no connection: since when (the grace period's start)."""
    checkpoint_at: float = 0.0
    owed_since: float | None = None
    """Since when the computer owes a decision (a stalled one is made by the ticker)."""
    status: str = ""
    """The status the store holds (the lobby lists tables by it): each append that
    changes the table's status writes the new one with its entries."""
    visited: bool = True
    """A person has been connected to one of its seats (here, or through another
    process), or may have been: a table restored from the store counts as one (a
    restart must not close a game whose people come back late).  Only a table made
    here starts unvisited (:meth:`Hub.close_unvisited`)."""
    made_at: float = 0.0
    """When it was made here (the hub's clock)."""
    claim_told: Claim | None = None
    """What its viewers were last told may be claimed: a person's time running out is
    no entry, so the tick tells them (docs/protocol.md, ``table.claim``)."""


@dataclass(slots=True)
class _Look:
    """Where other processes hold connections, as asked once in a tick."""

    asked: bool = False
    held: set[tuple[str, int]] | None = None


class Hub:
    """Every table this process serves (see the module docstring)."""

    def __init__(self, store: TableStore, *, clock: Clock = time.monotonic,
                 presence: Presence | None = None) -> None:
        self.store = store
        """Where the tables' logs are kept."""
        self.shared = store.shared
        """Other server processes share the database (PostgreSQL): tables change under
        this one, and a person may be connected to another process."""
        self._loop: asyncio.AbstractEventLoop | None = None
        self.clock = clock
        self.tables: dict[str, LiveTable] = {}
        self._following: set[asyncio.Task[None]] = set()
        self._loading: dict[str, tuple[asyncio.Lock, int]] = {}
        """Tables being restored: the lock their loaders share, and how many there are."""
        self._presence = presence
        """With other processes (shared): where people are connected (:class:`Presence`)."""
        self._presence_at = -float("inf")

    # ------------------------------------------------------------------ tables

    async def get(self, table_id: str) -> LiveTable:
        """The live table ``table_id``, restored from the store on first use."""
        live = self.tables.get(table_id)
        if live is not None:
            return live
        lock, users = self._loading.get(table_id, (asyncio.Lock(), 0))
        self._loading[table_id] = (lock, users + 1)
        try:
            async with lock:
                live = self.tables.get(table_id)
                if live is None:
                    live, loaded = await self._restore(table_id)
                    self.tables[table_id] = live
                    await self._settle(live, loaded)
        finally:
            # The last one out forgets the lock (a server restores tables for weeks).
            lock, users = self._loading[table_id]
            if users == 1:
                del self._loading[table_id]
            else:
                self._loading[table_id] = (lock, users - 1)
        return live

    async def _restore(self, table_id: str) -> tuple[LiveTable, Loaded]:
        loaded = await self.store.load(table_id)
        table = await asyncio.to_thread(Table.restore, table_id, loaded.entries, self.clock)
        table.code = loaded.code
        if loaded.checkpoint is not None:
            table.resume_timer(loaded.checkpoint)
        live = LiveTable(table, status=loaded.status)
        if not self.shared:
            # Nobody is connected to a table just restored: each person has the grace
            # period to come back before the computer plays for them.  (With other
            # processes, a person may be connected to one of them: the look at
            # presence starts the grace period of those no process holds.)
            now = self.clock()
            for index, seat in enumerate(table.seats):
                if seat.kind == "person" and not seat.away:
                    live.gone_since[index] = now
        return live, loaded

    async def add(self, table: Table) -> LiveTable:
        """A table just created (with its join code): stored with its entries, then
        served; :class:`~ginrummy.server.errors.TableExists` (nothing stored) if its
        id or code is taken."""
        if table.code is None:
            raise ValueError("a table is stored with its join code")
        live = LiveTable(table, status=table.status, visited=False, made_at=self.clock())
        async with live.lock:
            entries = table.take_pending()
            await self.store.create(table.id, table.code, table.settings.to_json(), entries)
            self.tables[table.id] = live
        return live

    # ------------------------------------------------------------------ commands

    async def command(self, live: LiveTable, do: Callable[[Table], object]) -> Any:
        """Run ``do`` on the table under its lock, store what it appended, tell the
        viewers, then let the computer play what it must.  A TableError from ``do``
        changed nothing and is raised to the caller."""
        async with live.lock:
            for attempt in range(CONFLICT_RETRIES + 1):
                try:
                    result = await self._apply(live, do)
                    break
                except VersionConflict:
                    # Another process stored an entry first: the table was reloaded
                    # from the store (its entries told), and the command is tried
                    # again on it (it may now be refused: not your turn any more).
                    if attempt == CONFLICT_RETRIES:
                        raise
            await self._computers(live)
        return result

    async def _apply(self, live: LiveTable, do: Callable[[Table], object]) -> Any:
        table = live.table
        start = table.seq
        try:
            result = do(table)
        except TableError:
            if table.seq != start:  # pragma: no cover - the table refuses before changing
                await self._reload(live)
            raise
        except Exception:
            _log.exception("table %s: a command failed; reloading it from the store", table.id)
            await self._reload(live)
            raise
        await self._store_and_tell(live, start)
        return result

    async def _store_and_tell(self, live: LiveTable, start: int) -> None:
        table = live.table
        entries = table.take_pending()
        if not entries:
            return
        # The status the entries give the table, and the record and the ratings of a
        # match they end, are stored with them, in one transaction: a server killed
        # the moment after cannot have stored the end of a match without its record
        # (and a client told of the end may fetch the record at once).
        status = table.status
        changed = status if status != live.status else None
        result = match_result(table) if changed == "over" else None
        try:
            await self.store.append(table.id, start, entries, status=changed, result=result)
        except VersionConflict:
            await self._reload(live, start)
            raise
        except Exception:
            _log.exception("table %s: storing entries %d.. failed; reloading", table.id,
                           start + 1)
            await self._reload(live)
            raise
        live.status = status
        self._publish(live, table.emitted[start:])

    def _publish(self, live: LiveTable, emitted: Sequence[Emitted]) -> None:
        """Tell every connection of ``live`` what happened and what it now sees: one
        ``update`` message with the events of ``emitted`` its viewer is told and what
        changed in its snapshot since the one its client holds (a client renders
        the snapshot and narrates the events, and never has to work out a view
        from them).  A connection holding no snapshot gets the events and a whole one.

        Connections of one viewer hold the same snapshot (each update moves them all
        on together), so the update is written once for them all."""
        table = live.table
        info = table.info()
        shown: dict[int, Shown] = {}
        written: dict[tuple[int, int], str | None] = {}
        for conn in list(live.connections):
            viewer = conn.viewer
            now = shown.get(viewer)
            if now is None:
                now = shown[viewer] = table.shown(viewer, info)
            held = conn.held
            if held is None:
                for item in emitted:
                    for text in table.told_texts(item, viewer):
                        conn.send_text(messages.event(item.seq, text), item.seq)
                conn.send_snapshot(now)
                continue
            key = (viewer, id(held))
            if key not in written:
                # The events are kept as text by the table: spliced in as they are.
                told = [(item.seq, text) for item in emitted
                        for text in table.told_texts(item, viewer)]
                changes = now.changes_since(held)
                # An update after every change, even one this viewer is told nothing
                # of (the captain advised): its seq moves on with the table's, so a
                # client never sees a hole in the numbers (docs/protocol.md).
                moved = now.seq > held.seq
                written[key] = messages.update(now.seq, told, changes) \
                    if told or changes or moved else None
            update = written[key]
            if update is not None:
                conn.send_text(update, now.seq)
            conn.held = now

    async def _reload(self, live: LiveTable, told: int | None = None) -> None:
        """The store is the truth: rebuild the table from it, tell the viewers the
        entries after ``told`` (the last they were told of), and resend snapshots."""
        fresh, _loaded = await self._restore(live.table.id)
        connected = {i for i, s in enumerate(live.table.seats) if s.connected}
        live.table = fresh.table
        live.status = fresh.status
        for seat in connected:
            live.table.set_connected(seat, True)
        if told is None:
            for conn in live.connections:
                conn.held = None  # what it holds is not known: a whole snapshot
        self._publish(live, () if told is None else live.table.emitted[told:])

    # ------------------------------------------------------------------ other processes

    def start(self) -> None:
        """Called on the event loop: notices from other threads are brought to it."""
        self._loop = asyncio.get_running_loop()

    def notice(self, table_id: str, version: int, entries: list[str] | None = None) -> None:
        """A table reached ``version`` in the store (any thread: the listener's), by
        ``entries`` (their texts as stored) when the notice carried them."""
        loop = self._loop
        live = self.tables.get(table_id)
        if loop is None or live is None or live.table.seq >= version:
            return
        loop.call_soon_threadsafe(self._schedule_follow, table_id, version, entries)

    def check_all(self) -> None:
        """The listener (re)started and may have missed notices: catch every table up."""
        loop = self._loop
        if loop is not None:
            for table_id in list(self.tables):
                loop.call_soon_threadsafe(self._schedule_follow, table_id)

    def _schedule_follow(self, table_id: str, version: int | None = None,
                         entries: list[str] | None = None) -> None:
        task = asyncio.ensure_future(self.follow(table_id, version, entries))
        self._following.add(task)
        task.add_done_callback(self._following.discard)

    async def follow(self, table_id: str, version: int | None = None,
                     texts: list[str] | None = None) -> None:
        """Bring a live table up to the store: apply the entries another process
        stored, and tell this process's viewers.  The entries a notice carried
        (``texts``, taking the table to ``version``) are applied as they are when
        they follow on from the table here; else they are read from the store."""
        live = self.tables.get(table_id)
        if live is None:
            return
        async with live.lock:
            table = live.table
            start = table.seq
            if version is not None and start >= version:
                return  # told already (an earlier notice's read went past it)
            try:
                if texts is not None and version is not None \
                        and start == version - len(texts):
                    entries = [orjson.loads(text) for text in texts]
                else:
                    entries = await self.store.load_after(table_id, start)
                if not entries:
                    return
                emitted = table.follow(entries)
            except Exception:
                _log.exception("table %s: following the store failed; reloading", table_id)
                await self._reload(live, start)
                return
            self._publish(live, emitted)
            if table.status != live.status:
                live.status = table.status

    async def _computers(self, live: LiveTable) -> None:
        """Let the computer make every decision that is its own now."""
        for _ in range(10_000):
            wait = live.table.awaiting()
            if wait is None or not wait.computer:
                break
            try:
                await self._apply_thread(live, live.table.run_computer)
            except VersionConflict:
                return  # another process played it first; the table was reloaded

    async def _apply_thread(self, live: LiveTable, do: Callable[[], object]) -> None:
        """Like :meth:`_apply`, the table's work in a worker thread (the computer thinks)."""
        table = live.table
        start = table.seq
        try:
            await asyncio.to_thread(do)
        except Exception:
            _log.exception("table %s: the computer failed; reloading it", table.id)
            await self._reload(live)
            raise
        await self._store_and_tell(live, start)

    async def _settle(self, live: LiveTable, loaded: Loaded) -> None:
        """After a restore: caught up with the store, the store's status (and a
        finished match's record and ratings, which a server of before could lose:
        issue 40, defect 1) brought in line with the log, then deal if due, and let
        the computer play its decisions."""
        async with live.lock:
            table = live.table
            # Entries another process stored while this one read the log: their notices
            # came before the table was here to follow, and were dropped (a person came
            # through this process and was taken for a spectator of a seat still empty
            # here).  Notices after this read find the table here.  (Alone on its
            # store, nobody else appends: no read.)
            missed = await self.store.load_after(table.id, table.seq) if self.shared \
                else []
            if missed:
                self._publish(live, table.follow(missed))
            status = table.status
            result = match_result(table) if status == "over" and not loaded.finished \
                else None
            if status != live.status or result is not None:
                await self.store.settle(table.id, status, result)
                live.status = status
            await self._apply(live, lambda t: t.advance())
            await self._computers(live)

    # ------------------------------------------------------------------ connections

    async def connect(self, live: LiveTable, conn: Connection, last_seq: int | None) -> None:
        """``conn`` watches ``live``: it gets the messages it missed after ``last_seq``
        (when it gives one), then a snapshot of now, its own seat connected in it."""
        async with live.lock:
            conn.table_id = live.table.id
            if conn.viewer != SPECTATOR:
                # The others are told first; this connection's snapshot shows it.
                await self._seat_connected(live, conn.viewer, True)
            table = live.table
            live.connections.add(conn)
            if last_seq is not None and 0 <= last_seq < table.seq:
                # Away for long (many hands), told only the hand in play: all of it
                # could outgrow the queue, closing the client at every reconnect.
                far = table.seq - last_seq > MISSED_IN_FULL
                for seq, text in table.message_texts_for(conn.viewer, after=last_seq,
                                                         hand_in_play=far):
                    conn.send_text(messages.event(seq, text), seq)
            conn.send_snapshot(table.shown(conn.viewer))

    async def disconnect(self, live: LiveTable, conn: Connection) -> None:
        async with live.lock:
            live.connections.discard(conn)
            viewer = conn.viewer
            if viewer != SPECTATOR and not any(c.viewer == viewer for c in live.connections):
                await self._seat_connected(live, viewer, False)
            if not live.connections and live.table.status in ("over", "closed"):
                # Nobody is looking at a finished table any more: it leaves memory
                # (its log and record stay in the store), and so do its computers.
                self.tables.pop(live.table.id, None)
                live.table.close_agents()

    def close(self) -> None:
        """The server stops: end every table's computers (a bot's worker process)."""
        for live in self.tables.values():
            live.table.close_agents()

    async def _seat_connected(self, live: LiveTable, seat: int, connected: bool) -> None:
        table = live.table
        emitted = table.set_connected(seat, connected)
        if emitted is not None:
            self._publish(live, (emitted,))
        if connected:
            live.gone_since.pop(seat, None)
            live.visited = True
        else:
            live.gone_since[seat] = self.clock()
        if self._presence is not None:
            try:
                await self._presence.mark(table.id, seat, connected)
            except Exception:  # soft state: the next look at presence puts it right
                _log.exception("table %s: presence of seat %d not recorded", table.id, seat)
        if connected and table.seats[seat].away:
            await self._apply(live, lambda t: t.set_away(seat, False))
            # Back at a table that was adjourned: the computers play on.
            await self._computers(live)

    async def seated(self, live: LiveTable, conn: Connection, seat: int) -> None:
        """``conn``'s person took ``seat``: from now on it sees as that seat."""
        async with live.lock:
            conn.viewer = seat
            conn.send_snapshot(live.table.shown(seat))
            await self._seat_connected(live, seat, True)

    async def resend(self, live: LiveTable, conn: Connection) -> None:
        """A whole snapshot to ``conn`` (its viewer changed: it left its seat)."""
        async with live.lock:
            conn.send_snapshot(live.table.shown(conn.viewer))

    # ------------------------------------------------------------------ time

    async def tick(self) -> None:
        """Play decisions out of time, set away people gone past their grace period,
        checkpoint the running timers.

        Each table is looked at under its lock, so nothing read of it can change
        before it is acted on (the computer changes a table from a worker thread,
        under the lock), and on its own: a table's failure is logged and the other
        tables are still looked at.  A table whose lock is held is left to the next
        tick (a command is being applied there, and its computers play after it)."""
        now = self.clock()
        look = _Look()
        if self._presence is not None and now - self._presence_at >= self._presence.every:
            self._presence_at = now
            # What the look read is fresh for this tick's grace periods too.
            look.held = await self._look_at_presence(now)
            look.asked = True
        for live in list(self.tables.values()):
            if live.lock.locked():
                continue
            try:
                async with live.lock:
                    await self._tick_table(live, now, look)
            except VersionConflict:
                continue  # another process stored first; the table was reloaded
            except Exception:
                _log.exception("table %s: its tick failed", live.table.id)

    async def _tick_table(self, live: LiveTable, now: float, look: _Look) -> None:
        table = live.table
        if table.status in ("over", "closed"):
            return
        if not live.visited and await self.close_unvisited(live, now):
            return
        if not self.shared:
            # A person seated with no connection here (who took the seat by its code
            # and never came) has the grace period from now, as one who left.  (With
            # other processes, the look at presence does this.)
            for index, place in enumerate(table.seats):
                if place.kind == "person" and not place.connected and not place.away:
                    live.gone_since.setdefault(index, now)
        gone = [seat for seat, since in live.gone_since.items()
                if now - since >= table.settings.grace_seconds
                and table.seats[seat].kind == "person" and not table.seats[seat].away]
        wait = table.awaiting()
        owed = wait is not None and wait.computer
        if not owed:
            live.owed_since = None
        elif live.owed_since is None:
            live.owed_since = now
        # A computer's decision nobody is making: its process died thinking (with
        # several processes, one still thinking is given a few seconds first).
        stalled = owed and live.owed_since is not None \
            and now - live.owed_since >= (STALLED_SECONDS if self.shared else 0.0)
        claim = table.claimable()
        if claim != live.claim_told:
            # Out of time is no entry: every viewer is told what may be claimed now.
            live.claim_told = claim
            self._publish(live, ())
        if not gone and table.expired() is None and not stalled \
                and now - live.checkpoint_at < CHECKPOINT_SECONDS:
            return
        if gone and self._presence is not None:
            # Asked again now (once a tick): the person may have come back through
            # another process since the last look.
            if not look.asked:
                look.asked, look.held = True, await self._held_elsewhere()
            held = look.held
            if held is None:
                gone = []  # the store cannot say: nobody is set away on a guess
            else:
                for seat in [s for s in gone if (table.id, s) in held]:
                    live.gone_since.pop(seat, None)
                gone = [seat for seat in gone if (table.id, seat) not in held]
        for seat in gone:
            live.gone_since.pop(seat, None)
            await self._apply(live, partial(Table.set_away, seat=seat, away=True))
        if live.table.expired() is not None:
            await self._apply_thread(live, partial(live.table.run_computer, by="timeout"))
        await self._computers(live)
        if now - live.checkpoint_at >= CHECKPOINT_SECONDS:
            live.checkpoint_at = now
            checkpoint = live.table.timer_checkpoint()
            if checkpoint is not None:
                await self.store.save_timers(live.table.id, checkpoint)

    async def close_unvisited(self, live: LiveTable, now: float) -> bool:
        """(Under the table's lock.)  Close ``live`` if no person has connected to it
        since it was made, and its
        grace time has passed since: whether it was closed.  Nobody came, and the
        computer would otherwise play every seat out, the people's as away, for
        nobody (a loop making tables would make the server play them all).  With
        other processes, one of them may hold a connection: they are asked first
        (if the store cannot say, the table is not closed on a guess)."""
        table = live.table
        if live.visited or now - live.made_at < table.settings.grace_seconds:
            return False
        if self._presence is not None:
            held = await self._held_elsewhere()
            if held is None:
                return False
            if any(where == table.id for where, _seat in held):
                live.visited = True
                return False
        try:
            await self._apply(live, lambda t: t.close(NOBODY_CAME))
        except VersionConflict:
            return False  # another process stored first; the table was reloaded
        if not live.connections:  # nobody watches: it leaves memory
            self.tables.pop(live.table.id, None)
            live.table.close_agents()
        return True

    async def _held_elsewhere(self) -> set[tuple[str, int]] | None:
        """The seats other live processes hold a connection of; None if the store
        cannot say now (nobody is set away on a guess)."""
        assert self._presence is not None
        try:
            return await self._presence.elsewhere()
        except Exception:
            _log.exception("where people are connected could not be read")
            return None

    async def _look_at_presence(self, now: float) -> set[tuple[str, int]] | None:
        """Each person's seat of each table here: connected if this process or
        another live one holds a connection of it (the viewers here are told),
        else gone since now, if not gone already (its grace period runs).  What
        other processes hold (None: the store cannot say)."""
        held = await self._held_elsewhere()
        if held is None:
            return None
        for live in list(self.tables.values()):
            async with live.lock:  # read, and told, in order with the table's changes
                self._mark_presence(live, held, now)
        return held

    def _mark_presence(self, live: LiveTable, held: set[tuple[str, int]], now: float) -> None:
        table = live.table
        if table.status in ("over", "closed"):
            return
        here = {conn.viewer for conn in live.connections}
        for index, place in enumerate(table.seats):
            if place.kind != "person" or index in here:
                continue
            there = (table.id, index) in held
            if there:
                live.gone_since.pop(index, None)
                live.visited = True
            elif not place.away:
                live.gone_since.setdefault(index, now)
            emitted = table.set_connected(index, there)
            if emitted is not None:
                self._publish(live, (emitted,))

    async def run_ticker(self, stop: asyncio.Event) -> None:
        """Call :meth:`tick` until ``stop`` is set."""
        while not stop.is_set():
            try:
                await self.tick()
            except Exception:  # a table's failure must not stop every table's clock
                _log.exception("tick failed")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), TICK_SECONDS)
