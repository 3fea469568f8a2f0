"""What the hub needs of the store, as interfaces, and their one implementation.

The hub (:mod:`ginrummy.server.hub`) serves live tables and depends on two
:class:`~typing.Protocol` s, not on the database: :class:`TableStore` keeps a
table's log (and, in the same transaction as the entries that end a match, its
record and the people's ratings) and :class:`Presence` says where people are
connected when several processes share the database.  The server wires
:class:`StoredTables` and :class:`StoredPresence` over the store and its
group-commit writer; a test may give the hub its own.

Why the record and the ratings go with the last entries: the log is the truth,
and a server killed between storing a match's last entry and its record lost
the record and the ratings for good (issue 40, defect 1).  One transaction
stores all of them or none; and a store that holds a finished match's log
without its record (written by a server of before) gets them derived again from
the log when the table is next restored (:meth:`Hub.get
<ginrummy.server.hub.Hub.get>`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Protocol

from ginrummy.server import personal, ratings
from ginrummy.server.errors import UnknownTable
from ginrummy.server.rows import Json
from ginrummy.server.store import Store
from ginrummy.server.writer import Writer
from ginrummy.server.writes import Tx

__all__ = [
    "ALIVE_HEARTBEATS",
    "Loaded",
    "MatchResult",
    "Presence",
    "StoredPresence",
    "StoredTables",
    "TableStore",
]

#: A process silent for this many heartbeats is taken for dead (its people's
#: presence with it).
ALIVE_HEARTBEATS = 4


@dataclass(frozen=True, slots=True)
class Loaded:
    """A table as the store holds it."""

    entries: list[Json]
    checkpoint: Json | None
    """The running clock's time left at the last checkpoint (not in the log)."""
    code: str
    status: str
    """The status the store holds (the lobby lists tables by it)."""
    finished: bool
    """The store keeps the finished match's record (and so has rated it)."""


@dataclass(frozen=True, slots=True)
class MatchResult:
    """A finished match as the store keeps it: its record, and the people's placings
    to rate (None: fewer than two people played, nobody is rated)."""

    record: Json
    system: str
    placings: ratings.Placings | None
    people: Mapping[int, str] = field(default_factory=dict)
    """The person of each seat, by player index (:func:`personal.people_of`): each
    gets a ``played`` row, their statistics and the rating's history."""


class TableStore(Protocol):
    """A table's log and what goes with it (see the module docstring)."""

    @property
    def shared(self) -> bool:
        """Other server processes share the store (tables change under this one)."""
        ...

    async def load(self, table_id: str) -> Loaded:
        """The table's whole log; :class:`~ginrummy.server.errors.UnknownTable`."""
        ...

    async def create(self, table_id: str, code: str, settings: Json,
                     entries: Sequence[Json]) -> None:
        """A new table and its first entries, in one transaction; nothing written, and
        :class:`~ginrummy.server.errors.TableExists`, if its id or code is taken."""
        ...

    async def load_after(self, table_id: str, seq: int) -> list[Json]:
        """The entries stored after ``seq``."""
        ...

    async def append(self, table_id: str, expected: int, entries: Sequence[Json], *,
                     status: str | None = None, result: MatchResult | None = None) -> None:
        """Store ``entries`` after version ``expected`` (else
        :class:`~ginrummy.server.errors.VersionConflict`, nothing written), with the
        table's new ``status`` and the finished match's ``result`` when they are
        given, all in one transaction."""
        ...

    async def settle(self, table_id: str, status: str, result: MatchResult | None) -> None:
        """Bring the table's status, and a finished match's record and ratings, in
        line with its log (a table restored whose store was behind it)."""
        ...

    async def save_timers(self, table_id: str, checkpoint: Mapping[str, object]) -> None:
        """Keep the running clock's time left (not in the log)."""
        ...


class Presence(Protocol):
    """Where people are connected, across the processes sharing a database.

    A person may leave one process and come back through another; the process
    they left must not set them away after the grace period, and the people at
    their table, wherever connected, should see them connected.  So each process
    records the seats it holds a connection of (:meth:`mark`), and every
    :attr:`every` seconds the hub asks which seats other live processes hold
    (:meth:`elsewhere`, which also says this process is alive): a seat held
    nowhere starts its grace period then (a process that died takes its people's
    presence with it); one held elsewhere has none.
    """

    @property
    def every(self) -> float:
        """Seconds between looks at where people are."""
        ...

    async def mark(self, table_id: str, seat: int, here: bool) -> None:
        """This process holds a connection of the seat, or no longer does."""
        ...

    async def elsewhere(self) -> set[tuple[str, int]]:
        """The (table, seat) pairs other live processes hold."""
        ...


def _finish(tx: Tx, table_id: str, result: MatchResult) -> None:
    tx.save_record(table_id, result.record)
    tx.clear_timers(table_id)
    rated = {} if result.placings is None else ratings.rate(tx, result.system,
                                                             result.placings)
    tx.put_played(personal.played_rows(table_id, result.system, result.record,
                                       result.people, rated, tx.now))


class StoredTables:
    """:class:`TableStore` over the server's store (reads, in worker threads) and its
    writer (writes, committed in groups)."""

    def __init__(self, store: Store, writer: Writer) -> None:
        self._store = store
        self._writer = writer

    @property
    def shared(self) -> bool:
        return self._store.postgres

    async def load(self, table_id: str) -> Loaded:
        store = self._store

        def read() -> Loaded:
            row = store.table(table_id)
            rows = store.entries(table_id)
            if row is None or not rows:
                raise UnknownTable(table_id)
            checkpoint = store.timers(table_id)
            return Loaded([entry for _seq, entry in rows],
                          None if checkpoint is None else checkpoint.checkpoint,
                          row.code, row.status, store.record(table_id) is not None)

        return await asyncio.to_thread(read)

    async def create(self, table_id: str, code: str, settings: Json,
                     entries: Sequence[Json]) -> None:
        # One transaction: a server killed while a table was made (its row written,
        # its log not yet) left a row every lookup took for no table, holding its id
        # and code for good; a rematch, whose table's id is fixed, could then never
        # be made (server/rematch.py).
        def write(tx: Tx) -> None:
            tx.create_table(table_id, code, settings)
            tx.append(table_id, 0, entries)

        await self._writer.run(write)

    async def load_after(self, table_id: str, seq: int) -> list[Json]:
        rows = await asyncio.to_thread(self._store.entries, table_id, seq)
        return [entry for _seq, entry in rows]

    async def append(self, table_id: str, expected: int, entries: Sequence[Json], *,
                     status: str | None = None, result: MatchResult | None = None) -> None:
        if status is None and result is None:
            await self._writer.append(table_id, expected, entries)
            return

        def write(tx: Tx) -> None:
            tx.append(table_id, expected, entries)
            if status is not None:
                tx.set_status(table_id, status)
            if result is not None:
                _finish(tx, table_id, result)

        await self._writer.run(write)

    async def settle(self, table_id: str, status: str, result: MatchResult | None) -> None:
        def write(tx: Tx) -> None:
            tx.set_status(table_id, status)
            if result is not None:
                _finish(tx, table_id, result)

        await self._writer.run(write)

    async def save_timers(self, table_id: str, checkpoint: Mapping[str, object]) -> None:
        await self._writer.save_timers(table_id, dict(checkpoint))


class StoredPresence:
    """:class:`Presence` in the store's ``presence`` and ``heartbeats`` tables, for the
    process ``process_id`` (its heartbeat every ``every`` seconds)."""

    def __init__(self, store: Store, writer: Writer, process_id: str, every: float) -> None:
        self._store = store
        self._writer = writer
        self._me = process_id
        self._every = every

    @property
    def every(self) -> float:
        return self._every

    async def mark(self, table_id: str, seat: int, here: bool) -> None:
        await self._writer.present(table_id, seat, self._me, here)

    async def elsewhere(self) -> set[tuple[str, int]]:
        # Alive now, then who else is: a process silent for a few heartbeats died,
        # and its people are connected nowhere.
        await self._writer.heartbeat(self._me)
        alive_since = datetime.now(UTC) - timedelta(seconds=ALIVE_HEARTBEATS * self._every)
        return await asyncio.to_thread(self._store.present_elsewhere, self._me, alive_since)

    async def start(self) -> None:
        """The process is alive (its first heartbeat)."""
        await self._writer.heartbeat(self._me)

    async def stop(self) -> None:
        """The process stops: it holds no connection and gives no more heartbeats."""
        await self._writer.leave_process(self._me)
