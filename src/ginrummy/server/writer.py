"""The group-commit writer: every write of the server, many to one commit.

A commit is the costly part of a write (a sync to disk on SQLite, a round trip
and a WAL flush on PostgreSQL), and a thousand tables acting once a second are
a thousand appends a second.  So one thread owns the write connection, takes
every request waiting (up to ``max_batch``) and commits them in one
transaction: the appends of many tables cost one commit, and the event loop
never waits on the disk: it awaits a future that is resolved once the
transaction holding its request has committed.

A refused request (a :class:`~ginrummy.server.errors.VersionConflict`, a bad
name) fails only its own future; the others commit: a request refused before
it wrote (as those are) is left out, and one that fails after writing has the
transaction rolled back and the batch run again without it.  If the commit itself fails
(the database went away), every request of the batch fails with that error:
none of them was written.

Requests are run in the order they were submitted, so two appends to one table
submitted in turn see each other (the second's expected version is the
first's result).  Reads do not go through the writer: ``await
asyncio.to_thread(store.entries, ...)`` and the like.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, TypeVar

from sqlalchemy import Connection
from sqlalchemy.exc import OperationalError

from ginrummy.errors import GinRummyError
from ginrummy.server import ratings
from ginrummy.server.errors import StoreError
from ginrummy.server.rows import Identity, Json, Rating, TableRow
from ginrummy.server.store import Store, database_errors
from ginrummy.server.writes import Tx

__all__ = ["MAX_BATCH", "Writer"]

T = TypeVar("T")

#: The most requests one transaction commits: enough for a thousand busy tables,
#: few enough that one transaction never holds the write lock long.
MAX_BATCH = 500

_log = logging.getLogger(__name__)


@dataclass(slots=True)
class _Request:
    op: Callable[[Tx], Any]
    future: Future[Any]


class Writer:
    """The writer thread over ``store``, started at once; :meth:`close` it."""

    def __init__(self, store: Store, *, max_batch: int = MAX_BATCH) -> None:
        if max_batch < 1:
            raise ValueError("max_batch is at least 1")
        self.store = store
        self.max_batch = max_batch
        self.commits = 0
        """Transactions committed so far (one per batch)."""
        self._queue: queue.SimpleQueue[_Request | None] = queue.SimpleQueue()
        self._closing = False
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name="ginrummy-writer", daemon=True)
        self._thread.start()

    # -- submitting ------------------------------------------------------------------

    def submit(self, op: Callable[[Tx], T]) -> Future[T]:
        """Queue ``op`` (from any thread); the future is resolved after the commit.

        A future cancelled before its batch starts is not run; once it has
        started, it is committed even if the caller stopped waiting.
        """
        future: Future[T] = Future()
        with self._lock:
            if self._closing:
                future.set_exception(StoreError("the store's writer is closed"))
                return future
            self._queue.put(_Request(op, future))
        return future

    async def run(self, op: Callable[[Tx], T]) -> T:
        """``op``'s result, awaited on the event loop until it is committed."""
        return await asyncio.wrap_future(self.submit(op))

    async def create_identity(self, name: str) -> tuple[Identity, str]:
        return await self.run(lambda tx: tx.create_identity(name))

    async def create_table(self, table_id: str, code: str, settings: Json) -> TableRow:
        return await self.run(lambda tx: tx.create_table(table_id, code, settings))

    async def append(self, table_id: str, expected_version: int,
                     entries: Sequence[Json]) -> int:
        """Append after ``expected_version``; the new version once committed, or
        :class:`~ginrummy.server.errors.VersionConflict`."""
        return await self.run(lambda tx: tx.append(table_id, expected_version, entries))

    async def set_status(self, table_id: str, status: str) -> None:
        await self.run(lambda tx: tx.set_status(table_id, status))

    async def save_record(self, table_id: str, record: Json) -> None:
        await self.run(lambda tx: tx.save_record(table_id, record))

    async def rate(self, system: str, placings: ratings.Placings) -> dict[str, Rating]:
        """Rate a finished match between people (:func:`ratings.rate`)."""
        return await self.run(lambda tx: ratings.rate(tx, system, placings))

    async def save_timers(self, table_id: str, checkpoint: Json) -> None:
        await self.run(lambda tx: tx.save_timers(table_id, checkpoint))

    async def clear_timers(self, table_id: str) -> None:
        await self.run(lambda tx: tx.clear_timers(table_id))

    async def heartbeat(self, process_id: str) -> None:
        await self.run(lambda tx: tx.heartbeat(process_id))

    async def present(self, table_id: str, seat: int, process_id: str, here: bool) -> None:
        await self.run(lambda tx: tx.present(table_id, seat, process_id, here))

    async def leave_process(self, process_id: str) -> None:
        await self.run(lambda tx: tx.leave_process(process_id))

    # -- closing -------------------------------------------------------------------------

    def close(self) -> None:
        """Refuse new requests, commit every one queued, and end the thread."""
        with self._lock:
            if not self._closing:
                self._closing = True
                self._queue.put(None)
        self._thread.join()

    async def aclose(self) -> None:
        """:meth:`close` without blocking the event loop."""
        await asyncio.to_thread(self.close)

    # -- the thread ---------------------------------------------------------------------

    def _run(self) -> None:
        conn: Connection | None = None
        done = False
        while not done:
            batch: list[_Request] = []
            item = self._queue.get()
            while item is not None:
                batch.append(item)
                if len(batch) >= self.max_batch:
                    break
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
            done = item is None
            live = [r for r in batch if r.future.set_running_or_notify_cancel()]
            if not live:
                continue
            if conn is None:
                conn = self._connect(live)
                if conn is None:
                    continue
            if not self._commit(conn, live):
                # The connection may be broken: the next batch takes a new one.
                conn.close()
                conn = None
        if conn is not None:
            conn.close()

    def _connect(self, batch: list[_Request]) -> Connection | None:
        try:
            with database_errors(self.store.engine):
                return self.store.write_connection()
        except Exception as exc:
            for r in batch:
                r.future.set_exception(exc)
            return None

    def _commit(self, conn: Connection, batch: list[_Request]) -> bool:
        """Run ``batch`` in one transaction and resolve the futures after the
        commit; False if the transaction failed (every future then fails)."""
        failed: dict[int, BaseException] = {}
        while True:
            try:
                tx, values = self._attempt(conn, batch, failed)
            except _Again:
                continue  # rolled back: again, without the request that failed
            except Exception as exc:
                for k, r in enumerate(batch):
                    r.future.set_exception(failed.get(k, exc))
                return False
            break
        self.commits += 1
        for k, r in enumerate(batch):
            if k in failed:
                r.future.set_exception(failed[k])
            else:
                r.future.set_result(values[k])
        self.store.published(tx.notices)
        return True

    def _attempt(self, conn: Connection, batch: list[_Request],
                 failed: dict[int, BaseException]) -> tuple[Tx, dict[int, Any]]:
        """One try at committing ``batch`` without the requests in ``failed``.

        A request refused before it wrote anything (a version conflict, a bad
        name: most refusals) is simply left out.  One that fails after writing
        is added to ``failed`` and the transaction rolled back (:class:`_Again`):
        the others are run again without it.  Savepoints would spare the rerun
        but cost two more round trips for every request, and a rerun is rare.
        """
        values: dict[int, Any] = {}
        with database_errors(self.store.engine), conn.begin():
            tx = Tx(conn, self.store.clock())
            for k, r in enumerate(batch):
                if k in failed:
                    continue
                changes = tx.changes
                try:
                    values[k] = r.op(tx)
                except OperationalError:
                    raise  # the database, not the request: the whole batch fails
                except Exception as exc:
                    failed[k] = exc
                    if not isinstance(exc, GinRummyError):
                        _log.exception("a write failed")
                    elif tx.changes == changes:
                        continue  # refused before writing: nothing to undo
                    raise _Again from exc
            tx.finish()
        return tx, values


class _Again(Exception):
    """Roll the batch back and run it again (a request failed after writing)."""
