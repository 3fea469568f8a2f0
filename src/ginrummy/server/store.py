"""The game server's store: SQLite in the data folder, or PostgreSQL by URL.

A synchronous :class:`Store` over a SQLAlchemy engine (Core, no ORM): reads are
methods here; every write is a method of :class:`~ginrummy.server.writes.Tx`,
run in one transaction by :meth:`Store.write` (and by the sync shortcuts
below), or many to a transaction by :class:`~ginrummy.server.writer.Writer`,
which the server uses so that its event loop never waits on the disk.
:func:`migrate` brings the schema up to date (the server runs it at start).

SQLite is opened in WAL mode with ``synchronous=NORMAL`` (readers never wait for
the writer; a commit is durable once the WAL is synced at checkpoints, and a
crash loses at most the last commits, never consistency), a busy timeout, and
foreign keys on; SQLAlchemy, not the ``sqlite3`` module, starts transactions,
so that reads are repeatable and savepoints work, and writes start with
``BEGIN IMMEDIATE`` so that a transaction that reads and then writes (a
rating) takes the write lock first instead of failing halfway.
"""

from __future__ import annotations

import contextlib
import hmac
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from sqlalchemy import URL, Connection, Engine, create_engine, event, func, select
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, OperationalError

from ginrummy.datadir import data_dir
from ginrummy.server import db, migrations
from ginrummy.server.errors import StoreError, StoreUnavailable, UnknownTable
from ginrummy.server.notify import Callback, Listener, LocalNotices, Subscription
from ginrummy.server.rows import (
    CLOSED,
    Checkpoint,
    Identity,
    Json,
    Played,
    Rating,
    Standing,
    TableRow,
    check_code,
    check_identity_id,
    check_process_id,
    check_status,
    check_system,
    check_table_id,
    check_version,
)
from ginrummy.server.writes import Tx, token_digest

__all__ = ["BUSY_TIMEOUT", "DEFAULT_FILE", "Store", "default_url", "make_engine", "migrate"]

T = TypeVar("T")

#: Seconds a SQLite connection waits for another's lock before giving up.
BUSY_TIMEOUT = 10.0
#: The SQLite file in the data folder when no URL is given.
DEFAULT_FILE = "server.sqlite3"
#: The longest token :meth:`Store.identify` hashes (ours are 43 characters).
MAX_TOKEN = 256
# Our connection option: this connection writes (SQLite: BEGIN IMMEDIATE).
_WRITES = "ginrummy_writes"
# The key of the PostgreSQL advisory lock that serialises migrations.
_MIGRATION_LOCK = 0x67696E72


def default_url() -> str:
    """``sqlite:///`` the server's file in the data folder (``GINRUMMY_DATA_DIR``)."""
    return f"sqlite:///{data_dir() / DEFAULT_FILE}"


def _parse_url(url: str | URL) -> URL:
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise StoreError(
            "a store URL is sqlite:///PATH or postgresql://USER:PASSWORD@HOST/DATABASE") from None
    # From the name alone: asking SQLAlchemy for the driver would import it.
    backend, _, driver = parsed.drivername.partition("+")
    if backend in ("postgresql", "postgres"):
        # The one PostgreSQL driver installed with the server extra.
        if not driver:
            return parsed.set(drivername="postgresql+psycopg")
        if backend == "postgres" or driver != "psycopg":
            raise StoreError(f"PostgreSQL is reached through psycopg here, not {driver}:"
                             " write postgresql:// or postgresql+psycopg://")
        return parsed
    if backend == "sqlite":
        if not parsed.database or parsed.database == ":memory:" \
                or parsed.database.startswith("file:"):
            raise StoreError("a SQLite store is a file (sqlite:///PATH): an in-memory"
                             " database is not shared by the writer and the readers")
        return parsed
    raise StoreError(f"the store is SQLite or PostgreSQL, not {backend}")


def make_engine(url: str | URL) -> Engine:
    """An engine for the store at ``url``, set up as the module's docstring says."""
    parsed = _parse_url(url)
    if parsed.get_backend_name() == "postgresql":
        # pre_ping: a connection the database closed (a restart) is replaced, not failed.
        return create_engine(parsed, pool_pre_ping=True)
    Path(parsed.database or "").expanduser().parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(parsed, connect_args={"timeout": BUSY_TIMEOUT})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # SQLAlchemy emits BEGIN itself (below): the sqlite3 module would skip it
        # before a SELECT or a SAVEPOINT.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute(f"PRAGMA busy_timeout={int(BUSY_TIMEOUT * 1000)}")
        _use_wal(cursor)
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn: Connection) -> None:
        writes = conn.get_execution_options().get(_WRITES, False)
        conn.exec_driver_sql("BEGIN IMMEDIATE" if writes else "BEGIN")

    return engine


def _use_wal(cursor: sqlite3.Cursor) -> None:
    """``PRAGMA journal_mode=WAL``, tried again while another connection holds the
    write lock, for up to :data:`BUSY_TIMEOUT` seconds.

    On a file not yet in WAL mode (a new one) the switch reads the header under a
    read lock and then upgrades to the write lock to rewrite it.  SQLite never
    waits on the busy handler for such an upgrade (two upgraders waiting for each
    other would deadlock): it answers SQLITE_BUSY at once.  So two server
    processes starting on one new file failed with "database is locked" whatever
    the busy timeout.  Once the file is in WAL mode the pragma writes nothing.
    """
    deadline = time.monotonic() + BUSY_TIMEOUT
    pause = 0.005
    while True:
        try:
            cursor.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            busy = exc.sqlite_errorcode & 0xFF == sqlite3.SQLITE_BUSY
            if not busy or time.monotonic() + pause > deadline:
                raise
        time.sleep(pause)
        pause = min(pause * 2, 0.1)


@contextlib.contextmanager
def database_errors(engine: Engine) -> Iterator[None]:
    """Turn the database being out of reach (or locked past the busy timeout) into
    :class:`StoreUnavailable`, naming the database without its password."""
    try:
        yield
    except OperationalError as exc:
        where = engine.url.render_as_string(hide_password=True)
        reason = str(exc.orig).strip().splitlines()[0] if exc.orig else "unknown"
        raise StoreUnavailable(f"the store {where} cannot be used: {reason}") from exc


def migrate(url: str | URL) -> None:
    """Bring the store at ``url`` to the newest schema (creating it if empty).

    Safe when several server processes start at once: on PostgreSQL they take
    turns by an advisory lock, on SQLite by the write lock, and each finds what
    the one before did.
    """
    engine = make_engine(url)
    try:
        with database_errors(engine), engine.connect() as conn:
            conn.execution_options(**{_WRITES: True})
            with conn.begin():
                if conn.dialect.name == "postgresql":
                    conn.execute(select(func.pg_advisory_xact_lock(_MIGRATION_LOCK)))
                migrations.upgrade(conn)
    finally:
        engine.dispose()


def _table_row(row: Any) -> TableRow:
    return TableRow(id=row.id, code=row.code, settings=db.load_json(row.settings),
                    status=row.status, version=row.version, created_at=row.created_at,
                    updated_at=row.updated_at)


class Store:
    """The store at ``url`` (migrated already: see :func:`migrate`).

    Thread-safe: each call takes a pooled connection.  ``clock`` gives the time
    written with each row (timezone-aware; tests pass a fixed one).
    """

    def __init__(self, url: str | URL, *,
                 clock: Callable[[], datetime] = lambda: datetime.now(UTC)) -> None:
        self.engine = make_engine(url)
        self.clock = clock
        self._local = LocalNotices()

    @property
    def postgres(self) -> bool:
        return self.engine.dialect.name == "postgresql"

    def close(self) -> None:
        self.engine.dispose()

    # -- writing -------------------------------------------------------------------

    def write_connection(self) -> Connection:
        """A new connection whose transactions write (the writer thread's own)."""
        conn = self.engine.connect()
        conn.execution_options(**{_WRITES: True})
        return conn

    def write(self, op: Callable[[Tx], T]) -> T:
        """Run ``op`` in a transaction of its own and commit; its result."""
        with database_errors(self.engine), self.write_connection() as conn, conn.begin():
            tx = Tx(conn, self.clock())
            result = op(tx)
            tx.finish()
        self.published(tx.notices)
        return result

    def published(self, notices: Sequence[tuple[str, int]]) -> None:
        """After a commit: tell this process's listeners (SQLite; on PostgreSQL the
        commit delivered the NOTIFYs)."""
        if notices and not self.postgres:
            self._local.publish(notices)

    def create_identity(self, name: str) -> tuple[Identity, str]:
        return self.write(lambda tx: tx.create_identity(name))

    def create_table(self, table_id: str, code: str, settings: Json) -> TableRow:
        return self.write(lambda tx: tx.create_table(table_id, code, settings))

    def append(self, table_id: str, expected_version: int, entries: Sequence[Json]) -> int:
        return self.write(lambda tx: tx.append(table_id, expected_version, entries))

    def set_status(self, table_id: str, status: str) -> None:
        self.write(lambda tx: tx.set_status(table_id, status))

    def save_record(self, table_id: str, record: Json) -> None:
        self.write(lambda tx: tx.save_record(table_id, record))

    def put_ratings(self, ratings: Sequence[Rating]) -> None:
        self.write(lambda tx: tx.put_ratings(ratings))

    def save_timers(self, table_id: str, checkpoint: Json) -> None:
        self.write(lambda tx: tx.save_timers(table_id, checkpoint))

    def clear_timers(self, table_id: str) -> None:
        self.write(lambda tx: tx.clear_timers(table_id))

    def heartbeat(self, process_id: str) -> None:
        self.write(lambda tx: tx.heartbeat(process_id))

    # -- reading -------------------------------------------------------------------

    @contextlib.contextmanager
    def _reading(self) -> Iterator[Connection]:
        with database_errors(self.engine), self.engine.connect() as conn:
            yield conn

    def identify(self, token: object) -> Identity | None:
        """The identity whose token this is, or None (a wrong token, or not one)."""
        if not isinstance(token, str) or not 0 < len(token) <= MAX_TOKEN:
            return None
        digest = token_digest(token)
        i = db.identities
        with self._reading() as conn:
            row = conn.execute(select(i).where(i.c.token_sha256 == digest)).first()
        # The index finds the row; the digest is compared again, in constant time,
        # so that who gets in never rests on how a database compares strings.
        if row is None or not hmac.compare_digest(row.token_sha256, digest):
            return None
        return Identity(id=row.id, name=row.name, created_at=row.created_at)

    def identity(self, identity_id: str) -> Identity | None:
        check_identity_id(identity_id)
        i = db.identities
        with self._reading() as conn:
            row = conn.execute(select(i).where(i.c.id == identity_id)).first()
        return None if row is None else Identity(row.id, row.name, row.created_at)

    def table(self, table_id: str) -> TableRow | None:
        check_table_id(table_id)
        return self._one_table(db.tables.c.id == table_id)

    def table_by_code(self, code: str) -> TableRow | None:
        check_code(code)
        return self._one_table(db.tables.c.code == code)

    def _one_table(self, condition: Any) -> TableRow | None:
        with self._reading() as conn:
            row = conn.execute(select(db.tables).where(condition)).first()
        return None if row is None else _table_row(row)

    def tables_by_status(self, *statuses: str) -> list[TableRow]:
        t = db.tables
        return self._tables(t.c.status.in_([check_status(s) for s in statuses]))

    def seats_of(self, identity_id: str, limit: int = 50) -> list[tuple[TableRow, int]]:
        """The tables still open (not over, not closed) where ``identity_id`` holds a
        seat, and the seat: the most recently changed first, at most ``limit``."""
        check_identity_id(identity_id)
        t, p = db.tables, db.players
        query = (select(t, p.c.seat).join(p, p.c.table_id == t.c.id)
                 .where(p.c.identity_id == identity_id,
                        t.c.status.not_in([CLOSED, "over"]))
                 .order_by(t.c.updated_at.desc(), t.c.id).limit(limit))
        with self._reading() as conn:
            return [(_table_row(row), row.seat) for row in conn.execute(query)]

    def _tables(self, condition: Any) -> list[TableRow]:
        t = db.tables
        with self._reading() as conn:
            rows = conn.execute(select(t).where(condition).order_by(t.c.created_at, t.c.id))
            return [_table_row(row) for row in rows]

    def entries(self, table_id: str, after: int = 0) -> list[tuple[int, Json]]:
        """The table's log entries after seq ``after``, in order: (seq, entry)."""
        check_table_id(table_id)
        check_version(after)
        e = db.entries
        with self._reading() as conn:
            rows = conn.execute(select(e.c.seq, e.c.entry)
                                .where(e.c.table_id == table_id, e.c.seq > after)
                                .order_by(e.c.seq)).all()
            if not rows and conn.scalar(
                    select(db.tables.c.id).where(db.tables.c.id == table_id)) is None:
                raise UnknownTable(table_id)
        return [(row.seq, db.load_json(row.entry)) for row in rows]

    def record(self, table_id: str) -> Json | None:
        check_table_id(table_id)
        r = db.records
        with self._reading() as conn:
            found = conn.scalar(select(r.c.record).where(r.c.table_id == table_id))
        return None if found is None else dict(db.load_json(found))

    def rating(self, identity_id: str, system: str) -> Rating | None:
        check_identity_id(identity_id)
        check_system(system)
        r = db.ratings
        with self._reading() as conn:
            row = conn.execute(select(r).where(r.c.identity_id == identity_id,
                                               r.c.system == system)).first()
        return None if row is None else Rating(row.identity_id, row.system, row.mu,
                                               row.sigma, row.matches)

    def ratings_of(self, identity_id: str) -> dict[str, Rating]:
        """The person's ratings now, by system."""
        check_identity_id(identity_id)
        r = db.ratings
        with self._reading() as conn:
            rows = conn.execute(select(r).where(r.c.identity_id == identity_id))
            return {row.system: Rating(row.identity_id, row.system, row.mu, row.sigma,
                                       row.matches) for row in rows}

    def played(self, identity_id: str) -> list[Played]:
        """The person's part in each finished match (server/personal.py), in the
        order the matches ended."""
        check_identity_id(identity_id)
        p = db.played
        with self._reading() as conn:
            rows = conn.execute(select(p).where(p.c.identity_id == identity_id)
                                .order_by(p.c.finished_at, p.c.table_id))
            return [Played(row.table_id, row.player, row.identity_id, row.system,
                           row.finished_at, bool(row.won), row.hands, row.hands_won,
                           row.gins, row.undercuts, row.knocks, row.knock_deadwood,
                           row.mu, row.sigma) for row in rows]

    def leaderboard(self, system: str, limit: int = 20) -> list[Standing]:
        """The ``limit`` best-rated people in ``system``, by ordinal (mu - 3 sigma),
        then by matches played, then by name."""
        check_system(system)
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 1000:
            raise StoreError("a leaderboard shows 1 to 1000 people")
        r, i = db.ratings, db.identities
        ordinal = (r.c.mu - 3 * r.c.sigma).label("ordinal")
        query = (select(r, i.c.name, ordinal)
                 .join(i, i.c.id == r.c.identity_id)
                 .where(r.c.system == system)
                 .order_by(ordinal.desc(), r.c.matches.desc(), i.c.name)
                 .limit(limit))
        with self._reading() as conn:
            return [Standing(row.name, Rating(row.identity_id, row.system, row.mu,
                                              row.sigma, row.matches))
                    for row in conn.execute(query)]

    def timers(self, table_id: str) -> Checkpoint | None:
        check_table_id(table_id)
        found = self._checkpoints(db.timers.c.table_id == table_id)
        return found[0] if found else None

    def _checkpoints(self, condition: Any) -> list[Checkpoint]:
        t = db.timers
        with self._reading() as conn:
            rows = conn.execute(select(t).where(condition).order_by(t.c.table_id))
            return [Checkpoint(row.table_id, db.load_json(row.checkpoint), row.at)
                    for row in rows]

    # -- notifications ---------------------------------------------------------------

    def present_elsewhere(self, process_id: str, alive_since: datetime) -> set[tuple[str, int]]:
        """The (table, seat) pairs with a connection held by a process other than
        ``process_id`` that gave a heartbeat at ``alive_since`` or later."""
        check_process_id(process_id)
        p, h = db.presence, db.heartbeats
        with self._reading() as conn:
            rows = conn.execute(
                select(p.c.table_id, p.c.seat).distinct()
                .join(h, h.c.process_id == p.c.process_id)
                .where(p.c.process_id != process_id, h.c.at >= alive_since))
            return {(row.table_id, row.seat) for row in rows}

    def listen(self, callback: Callback, *,
               on_listening: Callable[[], None] | None = None) -> Subscription:
        """Call ``callback(table_id, version, entries)`` after each append commits
        (``entries``: the appended entries' texts when a PostgreSQL notice carried
        them, else None), from any
        process on PostgreSQL (a :class:`~ginrummy.server.notify.Listener`, started
        and listening when this returns), from this one on SQLite.  Close what it
        returns to stop."""
        if not self.postgres:
            if on_listening is not None:
                on_listening()
            return self._local.subscribe(callback)
        conninfo = self.engine.url.set(drivername="postgresql")
        return Listener(conninfo.render_as_string(hide_password=False), callback,
                        on_listening=on_listening).start()
