"""Change notification between server processes: "table T is at version V now".

Each process keeps the tables it serves in memory; when several processes share
one PostgreSQL database, a process must learn that another appended to a table,
to reload its entries and tell its own viewers.

On PostgreSQL every append sends ``NOTIFY ginrummy_table, 'T:V'`` in the
append's own transaction, and each process runs a :class:`Listener`: a thread
with its own connection doing ``LISTEN ginrummy_table``.  The notice carries the
appended entries themselves, one a line after the first, when they fit in a
payload (:data:`MAX_PAYLOAD`; a turn's entries are a few hundred bytes): the
listener applies them without reading the store, which it does only for a notice
without them or one that does not follow on from what it has.  Why LISTEN/NOTIFY and
not Redis (or another broker):

- no second service to deploy, secure and watch: the database is needed anyway;
- the notification is transactional with the append: PostgreSQL delivers it
  when, and only if, the transaction commits (a rolled-back savepoint drops
  its notifications too), so a listener never hears of an entry it cannot read
  yet, and never of one that was refused;
- notifications are delivered in commit order, and duplicates within one
  transaction are folded.

What it does not do: a listener that is not connected misses what is sent
meanwhile (PostgreSQL keeps no backlog for it).  So a :class:`Listener` calls
``on_listening`` each time it starts listening (the first time and after a
reconnection), and the server then compares each table's version with the
store's instead of trusting that it heard everything.

On SQLite there is one server process (SQLite has no notifications between
processes), and :class:`LocalNotices` calls the callbacks itself once the
append has committed.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

import psycopg
from sqlalchemy import Connection, text

from ginrummy.server.errors import StoreUnavailable

__all__ = [
    "CHANNEL",
    "Callback",
    "Listener",
    "LocalNotices",
    "Subscription",
    "parse_payload",
    "payload",
    "send",
    "send_all",
]

#: The channel every append notifies.
CHANNEL = "ginrummy_table"

#: Called with (table id, version, the appended entries' texts or None) once that
#: version is committed.
Callback = Callable[[str, int, list[str] | None], None]
#: The longest payload sent with its entries (PostgreSQL takes 8000 bytes); a
#: longer one is sent as ``'T:V'`` alone.
MAX_PAYLOAD = 7900

_log = logging.getLogger(__name__)


def payload(table_id: str, version: int, entries: Sequence[str] = ()) -> str:
    """``'T:V'``, then the entries that took the table to V, a line each, if they fit
    in :data:`MAX_PAYLOAD` bytes.  Table ids hold no ``:`` (rows.check_table_id),
    and an entry's JSON text no line break (the store writes it compact)."""
    head = f"{table_id}:{version}"
    if not entries:
        return head
    whole = "\n".join((head, *entries))
    return whole if len(whole.encode("utf-8")) <= MAX_PAYLOAD else head


def parse_payload(text: str) -> tuple[str, int, list[str] | None] | None:
    r"""(table id, version, the entries or None) from a payload, or None if it is
    not one of ours.

    >>> parse_payload("t1:42"), parse_payload('t1:43\n{"type":"chat"}')
    (('t1', 42, None), ('t1', 43, ['{"type":"chat"}']))
    >>> parse_payload("nonsense"), parse_payload("t1:1\n{}\n{}")
    (None, None)
    """
    head, _, rest = text.partition("\n")
    table_id, sep, version = head.rpartition(":")
    if not sep or not table_id or not version.isascii() or not version.isdigit():
        return None
    if not rest:
        return table_id, int(version), None
    entries = rest.split("\n")
    if len(entries) > int(version):
        return None  # more entries than the table has: not ours
    return table_id, int(version), entries


def send(conn: Connection, table_id: str, version: int, entries: Sequence[str] = ()) -> None:
    """Notify (table, version) on PostgreSQL, in ``conn``'s transaction: it is
    delivered when that transaction commits."""
    send_all(conn, [(table_id, version, entries)])


def send_all(conn: Connection, notices: Sequence[tuple[str, int, Sequence[str]]]) -> None:
    """:func:`send` for many, in one statement (one round trip for a whole batch)."""
    conn.execute(text("SELECT pg_notify(:channel, p) FROM unnest(CAST(:payloads AS text[])) p"),
                 {"channel": CHANNEL, "payloads": [payload(*notice) for notice in notices]})


class Subscription(Protocol):
    """What :meth:`ginrummy.server.store.Store.listen` returns: close it to stop
    hearing."""

    def close(self) -> None: ...


class LocalNotices:
    """Notifications within one process (SQLite): the store calls
    :meth:`publish` after each commit."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._callbacks: list[Callback] = []

    def subscribe(self, callback: Callback) -> Subscription:
        with self._lock:
            self._callbacks.append(callback)
        return _LocalSubscription(self, callback)

    def unsubscribe(self, callback: Callback) -> None:
        with self._lock:
            if callback in self._callbacks:
                self._callbacks.remove(callback)

    def publish(self, notices: Iterable[tuple[str, int]]) -> None:
        """Call every callback with each (table, version), in order.  A callback
        that raises is logged and does not stop the others: the write has
        committed whatever a listener does."""
        with self._lock:
            callbacks = list(self._callbacks)
        for table_id, version in notices:
            for callback in callbacks:
                try:
                    callback(table_id, version, None)
                except Exception:
                    _log.exception("a table notification's callback failed")


class _LocalSubscription:
    def __init__(self, notices: LocalNotices, callback: Callback) -> None:
        self._notices = notices
        self._callback = callback

    def close(self) -> None:
        self._notices.unsubscribe(self._callback)


class Listener:
    """A thread listening on PostgreSQL for (table, version) notifications.

    ``callback`` runs on the listener's thread (the server hops it onto its event
    loop with ``loop.call_soon_threadsafe``).  The thread reconnects when the
    connection is lost, waiting ``retry`` seconds (doubled up to 30) between
    tries, and calls ``on_listening`` each time it is listening again, since what
    was sent in between is lost.  :meth:`start` returns once it listens.
    """

    def __init__(self, conninfo: str, callback: Callback, *,
                 on_listening: Callable[[], None] | None = None,
                 retry: float = 0.5, poll: float = 0.5) -> None:
        self._conninfo = conninfo
        self._callback = callback
        self._on_listening = on_listening
        self._retry = retry
        self._poll = poll
        self._stop = threading.Event()
        self._listening = threading.Event()
        self._thread = threading.Thread(target=self._run, name="ginrummy-listener", daemon=True)

    def start(self, timeout: float = 10.0) -> Listener:
        """Start the thread and wait until it listens; if it could not within
        ``timeout`` seconds, stop it and raise :class:`StoreUnavailable`."""
        self._thread.start()
        if not self._listening.wait(timeout):
            self.close()
            raise StoreUnavailable(f"could not LISTEN on PostgreSQL within {timeout} s")
        return self

    @property
    def listening(self) -> bool:
        return self._listening.is_set()

    def close(self) -> None:
        """Stop listening; returns once the thread has ended (within ``poll`` s)."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join()

    def _run(self) -> None:
        delay = self._retry
        while not self._stop.is_set():
            try:
                with psycopg.connect(self._conninfo, autocommit=True) as conn:
                    conn.execute(f"LISTEN {CHANNEL}")
                    self._listening.set()
                    delay = self._retry
                    self._called(self._on_listening)
                    while not self._stop.is_set():
                        for note in conn.notifies(timeout=self._poll):
                            self._deliver(note.channel, note.payload)
            except psycopg.Error as exc:
                self._listening.clear()
                _log.warning("table notifications lost (%s); reconnecting in %.1f s",
                             exc, delay)
                self._stop.wait(delay)
                delay = min(delay * 2, 30.0)
        self._listening.clear()

    def _deliver(self, channel: str, text: str) -> None:
        parsed = parse_payload(text) if channel == CHANNEL else None
        if parsed is None:
            _log.warning("ignored a notification that is not a table's: %.80r", text)
            return
        try:
            self._callback(*parsed)
        except Exception:
            _log.exception("a table notification's callback failed")

    @staticmethod
    def _called(hook: Callable[[], None] | None) -> None:
        if hook is None:
            return
        try:
            hook()
        except Exception:
            _log.exception("the listener's on_listening hook failed")
