"""Every write the store makes, as methods of one open transaction (:class:`Tx`).

A write is a function of a :class:`Tx`; the same functions run one to a
transaction (:meth:`ginrummy.server.store.Store.write`) or many to one
(:class:`ginrummy.server.writer.Writer`, each in its own savepoint).  A write
checks its input, refuses with a :class:`~ginrummy.server.errors.StoreError`,
and leaves the transaction usable after refusing, so one refused write never
spoils the others committed with it.
"""

from __future__ import annotations

import hashlib
import secrets
import sqlite3
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import (
    Connection,
    Executable,
    Table,
    bindparam,
    delete,
    exists,
    insert,
    select,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import IntegrityError, OperationalError

from ginrummy.names import check_name
from ginrummy.server import db, notify
from ginrummy.server.errors import (
    NameTaken,
    StoreError,
    TableExists,
    UnknownIdentity,
    UnknownTable,
    VersionConflict,
)
from ginrummy.server.lookalike import skeleton
from ginrummy.server.rows import (
    Identity,
    Json,
    Played,
    Rating,
    TableRow,
    check_code,
    check_entry,
    check_identity_id,
    check_process_id,
    check_status,
    check_system,
    check_table_id,
    check_version,
    name_key,
)

__all__ = ["MAX_APPEND", "Tx", "token_digest"]

#: The most entries one append may write (a turn writes a handful).
MAX_APPEND = 1000

#: A process with no heartbeat for this long is forgotten (its presence rows too).
FORGET_PROCESS_SECONDS = 3600.0

#: A new table's status (the table layer's, before every seat is taken).
NEW_STATUS = "waiting"


#: An append's two statements, built once: building them at every append (SQLAlchemy's
#: coercions and cache keys) was two thirds of its time, about 140 of 210 us of CPU,
#: in the writer thread that shares the interpreter with the server's event loop.
_MOVE_VERSION = (
    update(db.tables)
    .where(db.tables.c.id == bindparam("b_id"), db.tables.c.version == bindparam("b_expected"))
    .values(version=bindparam("b_version"), updated_at=bindparam("b_now")))
_INSERT_ENTRIES = insert(db.entries)
#: The same on SQLite, as the driver takes them (Tx._append_sqlite).
_SQLITE_MOVE = "UPDATE tables SET version = ?, updated_at = ? WHERE id = ? AND version = ?"
_SQLITE_INSERT = "INSERT INTO entries (table_id, seq, entry, at) VALUES (?, ?, ?, ?)"


def token_digest(token: str) -> str:
    """The SHA-256 (hex) of a token: all the store keeps of it."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class Tx:
    """The writes of one transaction on ``conn``, all stamped ``now``.

    ``notices`` gathers the (table, version) of each append: on PostgreSQL
    :meth:`finish` sends them as NOTIFYs in the transaction, on SQLite the store
    publishes them after the commit.
    """

    def __init__(self, conn: Connection, now: datetime) -> None:
        self.conn = conn
        self.now = now
        self.notices: list[tuple[str, int]] = []
        self._texts: dict[tuple[str, int], list[str]] = {}
        """On PostgreSQL, each notice's entries as written: its NOTIFY carries them."""
        self.changes = 0
        """Rows written so far: a write that raised without moving it wrote nothing,
        and the writer need not roll the others back."""
        self._postgres = conn.dialect.name == "postgresql"
        self._sqlite: Any = None
        """On SQLite, the driver's cursor for appends (see :meth:`_append_sqlite`)."""
        self._sqlite_now: Any = None
        if conn.dialect.name == "sqlite":
            self._sqlite = conn.connection.driver_connection.cursor()  # type: ignore[union-attr]
            # ``now`` as SQLAlchemy itself writes it (the column type's own conversion).
            write = db.UtcDateTime().dialect_impl(conn.dialect).bind_processor(conn.dialect)
            self._sqlite_now = now if write is None else write(now)

    def finish(self) -> None:
        """Before the commit: on PostgreSQL, NOTIFY every append of the transaction
        (in one statement), delivered by the commit."""
        if self._postgres and self.notices:
            notify.send_all(self.conn, [(table, version, self._texts.get((table, version), ()))
                                        for table, version in self.notices])

    # -- identities --------------------------------------------------------------

    def create_identity(self, name: str) -> tuple[Identity, str]:
        """A new person called ``name`` (checked by ``names.check_name``), and the
        secret token that proves it is them: shown once, only its SHA-256 kept.
        :class:`NameTaken` if a name that folds alike, or looks alike (its
        skeleton, :mod:`ginrummy.server.lookalike`), is taken."""
        key = name_key(name)
        shown = " ".join(check_name(name).split())
        look = skeleton(shown)
        i = db.identities
        if self._exists(i, i.c.name_key == key):
            raise NameTaken(shown)
        if self._exists(i, i.c.name_skeleton == look):
            raise NameTaken(shown, lookalike=True)
        token = secrets.token_urlsafe(32)
        identity = Identity(id=secrets.token_hex(8), name=shown, created_at=self.now)
        try:
            with self.conn.begin_nested():
                self._write(insert(db.identities).values(
                    id=identity.id, name=identity.name, name_key=key, name_skeleton=look,
                    token_sha256=token_digest(token), created_at=self.now))
        except IntegrityError:
            # Taken between the check and the insert (by another process).
            raise NameTaken(shown) from None
        return identity, token

    # -- tables ------------------------------------------------------------------

    def create_table(self, table_id: str, code: str, settings: Json) -> TableRow:
        """A new table at version 0, status ``waiting``; :class:`TableExists` if
        the id or the join code is taken."""
        check_table_id(table_id)
        check_code(code)
        if not isinstance(settings, dict):
            raise StoreError("a table's settings are a JSON object")
        text = db.dump_json(settings, "a table's settings")
        t = db.tables
        if self._exists(t, (t.c.id == table_id) | (t.c.code == code)):
            raise TableExists(f"a table with the id {table_id!r} or the code {code!r} exists")
        try:
            with self.conn.begin_nested():
                self._write(insert(t).values(
                    id=table_id, code=code, settings=text, status=NEW_STATUS, version=0,
                    created_at=self.now, updated_at=self.now))
        except IntegrityError:
            raise TableExists(
                f"a table with the id {table_id!r} or the code {code!r} exists") from None
        return TableRow(id=table_id, code=code, settings=settings, status=NEW_STATUS,
                        version=0, created_at=self.now, updated_at=self.now)

    def append(self, table_id: str, expected_version: int, entries: Sequence[Json]) -> int:
        """Append ``entries`` to the table's log after ``expected_version``; the new
        version.  :class:`VersionConflict` (and nothing written) if the table is
        not at ``expected_version``: another writer appended first.

        The row version is checked and moved on in one statement (``UPDATE ...
        WHERE version = expected``), which the database runs atomically against
        other writers: of two appends after the same version one moves it and
        the other finds no row.  The entries' primary key (table, seq) would
        refuse a duplicate even so.
        """
        check_table_id(table_id)
        check_version(expected_version)
        if isinstance(entries, str | bytes | dict) or not isinstance(entries, Sequence):
            raise StoreError("append takes a list of entries")
        if not 1 <= len(entries) <= MAX_APPEND:
            raise StoreError(f"an append writes 1 to {MAX_APPEND} entries, not {len(entries)}")
        texts = [db.dump_json(check_entry(e), "a log entry") for e in entries]
        version = expected_version + len(texts)
        t = db.tables
        if self._sqlite is not None:
            version = self._append_sqlite(table_id, expected_version, texts)
            self._seat_players(table_id, entries)
            return version
        moved = self._write(_MOVE_VERSION, {"b_id": table_id, "b_expected": expected_version,
                                            "b_version": version, "b_now": self.now})
        if moved != 1:
            actual = self.conn.scalar(select(t.c.version).where(t.c.id == table_id))
            if actual is None:
                raise UnknownTable(table_id)
            raise VersionConflict(table_id, expected_version, actual)
        try:
            self._write(_INSERT_ENTRIES, [
                {"table_id": table_id, "seq": expected_version + i, "entry": text,
                 "at": self.now}
                for i, text in enumerate(texts, start=1)])
        except IntegrityError:
            # Not a race (the version check serialises appends): the log holds
            # entries past the row's version, written around the store.
            raise StoreError(
                f"table {table_id!r} has entries after its version {expected_version}:"
                " its log and its row disagree") from None
        self.notices.append((table_id, version))
        self._texts[table_id, version] = texts
        self._seat_players(table_id, entries)
        return version

    def _seat_players(self, table_id: str, entries: Sequence[Json]) -> None:
        """Keep ``players`` (who holds each seat, db.py) in step with the entries just
        appended: a person seated holds the seat; a computer seated or a person who
        left frees it."""
        p = db.players
        for entry in entries:
            kind, seat = entry.get("type"), entry.get("seat")
            if kind not in ("seated", "left") or isinstance(seat, bool) \
                    or not isinstance(seat, int):
                continue
            self._write(delete(p).where(p.c.table_id == table_id, p.c.seat == seat))
            identity = entry.get("identity")
            if kind == "seated" and entry.get("kind") == "person" \
                    and isinstance(identity, str) and 0 < len(identity) <= 32:
                self._write(insert(p).values(table_id=table_id, seat=seat,
                                             identity_id=identity))

    def _append_sqlite(self, table_id: str, expected_version: int, texts: list[str]) -> int:
        """:meth:`append`'s writes on SQLite, through the driver's cursor: the same two
        statements, in the same transaction, a third of the time (the writer
        thread's Python shares the interpreter with the server's event loop, and
        SQLAlchemy's execution of even a prebuilt statement was most of an append's
        time).  A test checks the rows are those the prebuilt statements write."""
        cursor, now = self._sqlite, self._sqlite_now
        version = expected_version + len(texts)
        try:
            cursor.execute(_SQLITE_MOVE, (version, now, table_id, expected_version))
            if cursor.rowcount != 1:
                actual = self.conn.scalar(select(db.tables.c.version)
                                          .where(db.tables.c.id == table_id))
                if actual is None:
                    raise UnknownTable(table_id)
                raise VersionConflict(table_id, expected_version, actual)
            self.changes += 1
            try:
                cursor.executemany(_SQLITE_INSERT, [
                    (table_id, expected_version + i, text, now)
                    for i, text in enumerate(texts, start=1)])
            except sqlite3.IntegrityError:
                raise StoreError(
                    f"table {table_id!r} has entries after its version {expected_version}:"
                    " its log and its row disagree") from None
        except sqlite3.OperationalError as exc:
            # As SQLAlchemy raises it: the writer tells the database's failures (the
            # whole batch fails) from a request's.
            raise OperationalError(_SQLITE_MOVE, None, exc) from exc
        self.changes += len(texts)
        self.notices.append((table_id, version))
        return version

    def set_status(self, table_id: str, status: str) -> None:
        check_table_id(table_id)
        check_status(status)
        t = db.tables
        done = self._write(
            update(t).where(t.c.id == table_id).values(status=status, updated_at=self.now))
        if done != 1:
            raise UnknownTable(table_id)

    def save_record(self, table_id: str, record: Json) -> None:
        """Keep the finished match's record (docs/records.md); saving again
        replaces it."""
        self._known_table(table_id)
        if not isinstance(record, dict):
            raise StoreError("a match record is a JSON object")
        self._upsert(db.records, ["table_id"], {
            "table_id": table_id, "record": db.dump_json(record, "a match record"),
            "finished_at": self.now})

    # -- timers and heartbeats ---------------------------------------------------

    def save_timers(self, table_id: str, checkpoint: Json) -> None:
        """Keep the table's running timers (time left), replacing the last."""
        self._known_table(table_id)
        if not isinstance(checkpoint, dict):
            raise StoreError("a timers' checkpoint is a JSON object")
        self._upsert(db.timers, ["table_id"], {
            "table_id": table_id, "checkpoint": db.dump_json(checkpoint, "a checkpoint"),
            "at": self.now})

    def clear_timers(self, table_id: str) -> None:
        check_table_id(table_id)
        self._write(db.timers.delete().where(db.timers.c.table_id == table_id))

    def heartbeat(self, process_id: str) -> None:
        """Note that the server process ``process_id`` is alive now; forget the
        processes silent for :data:`FORGET_PROCESS_SECONDS` and where their people
        were connected."""
        check_process_id(process_id)
        self._upsert(db.heartbeats, ["process_id"], {"process_id": process_id, "at": self.now})
        h, p = db.heartbeats, db.presence
        silent = select(h.c.process_id).where(
            h.c.at < self.now - timedelta(seconds=FORGET_PROCESS_SECONDS))
        self._write(p.delete().where(p.c.process_id.in_(silent)))
        self._write(h.delete().where(h.c.process_id.in_(silent)))

    # -- presence ----------------------------------------------------------------

    def present(self, table_id: str, seat: int, process_id: str, here: bool) -> None:
        """Whether ``process_id`` holds a connection of ``seat`` at the table."""
        check_table_id(table_id)
        check_process_id(process_id)
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 16:
            raise StoreError(f"a seat is a small number, not {seat!r}")
        p = db.presence
        if here:
            self._write(self._insert(p).values(table_id=table_id, seat=seat,
                                               process_id=process_id)
                        .on_conflict_do_nothing())
        else:
            self._write(p.delete().where(p.c.table_id == table_id, p.c.seat == seat,
                                         p.c.process_id == process_id))

    def leave_process(self, process_id: str) -> None:
        """The process stops: it holds no connection and gives no more heartbeats."""
        check_process_id(process_id)
        self._write(db.presence.delete().where(db.presence.c.process_id == process_id))
        self._write(db.heartbeats.delete().where(db.heartbeats.c.process_id == process_id))

    # -- ratings -----------------------------------------------------------------

    def ratings_for_update(self, system: str, identity_ids: Iterable[str]) -> dict[str, Rating]:
        """The current ratings of these people in ``system`` (those who have one),
        their identities locked until the commit (PostgreSQL), so that two
        processes rating one person at once apply both matches, one after the
        other.  :class:`UnknownIdentity` for an id nobody has."""
        check_system(system)
        ids = sorted({check_identity_id(i) for i in identity_ids})
        if not ids:
            return {}
        i = db.identities
        # Locked in id order on every process, so two lockers cannot deadlock.
        found = self.conn.scalars(
            select(i.c.id).where(i.c.id.in_(ids)).order_by(i.c.id).with_for_update()).all()
        missing = sorted(set(ids) - set(found))
        if missing:
            raise UnknownIdentity(f"no identity {missing[0]!r}")
        r = db.ratings
        rows = self.conn.execute(
            select(r.c.identity_id, r.c.mu, r.c.sigma, r.c.matches)
            .where(r.c.system == system, r.c.identity_id.in_(ids)))
        return {row.identity_id: Rating(row.identity_id, system, row.mu, row.sigma, row.matches)
                for row in rows}

    def put_ratings(self, ratings: Iterable[Rating]) -> None:
        """Write these ratings, replacing each person's in its system."""
        for rating in ratings:
            check_identity_id(rating.identity_id)
            check_system(rating.system)
            self._upsert(db.ratings, ["identity_id", "system"], {
                "identity_id": rating.identity_id, "system": rating.system,
                "mu": float(rating.mu), "sigma": float(rating.sigma),
                "matches": int(rating.matches)})

    def put_played(self, rows: Iterable[Played]) -> None:
        """Keep each person's part in a finished match (server/personal.py),
        replacing a row of the same match and player (a match settled again)."""
        for row in rows:
            self._known_table(row.table_id)
            check_identity_id(row.identity_id)
            check_system(row.system)
            if isinstance(row.player, bool) or not isinstance(row.player, int) \
                    or not 0 <= row.player < 3:
                raise StoreError(f"a player is 0, 1 or 2, not {row.player!r}")
            if (row.mu is None) != (row.sigma is None):
                raise StoreError("a rating after a match has both mu and sigma, or neither")
            counts = (row.hands, row.hands_won, row.gins, row.undercuts, row.knocks,
                      row.knock_deadwood)
            if any(isinstance(n, bool) or not isinstance(n, int) or n < 0 for n in counts):
                raise StoreError("a match's counts are whole numbers from 0")
            self._upsert(db.played, ["table_id", "player"], {
                "table_id": row.table_id, "player": row.player,
                "identity_id": row.identity_id, "system": row.system,
                "finished_at": row.finished_at, "won": bool(row.won), "hands": row.hands,
                "hands_won": row.hands_won, "gins": row.gins, "undercuts": row.undercuts,
                "knocks": row.knocks, "knock_deadwood": row.knock_deadwood,
                "mu": None if row.mu is None else float(row.mu),
                "sigma": None if row.sigma is None else float(row.sigma)})

    # -- helpers -------------------------------------------------------------------

    def write(self, statement: Executable) -> int:
        """Run a statement that writes, for the writes kept in their own modules
        (``lobby``): the rows it wrote, counted as this class's own are."""
        return self._write(statement)

    def _write(self, statement: Executable,
               rows: list[dict[str, Any]] | dict[str, Any] | None = None) -> int:
        """Run a statement that writes; the rows it wrote (counted in ``changes``)."""
        result = self.conn.execute(statement, rows) if rows is not None \
            else self.conn.execute(statement)
        # A driver that does not count (-1) has written something, as far as we know.
        count = result.rowcount if result.rowcount >= 0 else 1
        self.changes += count
        return count

    def _exists(self, table: Table, condition: Any) -> bool:
        return bool(self.conn.scalar(select(exists().where(condition))))

    def _known_table(self, table_id: str) -> None:
        check_table_id(table_id)
        if not self._exists(db.tables, db.tables.c.id == table_id):
            raise UnknownTable(table_id)

    def _insert(self, table: Table) -> Any:
        """The dialect's own INSERT (the one with ``ON CONFLICT``)."""
        return postgresql.insert(table) if self._postgres else sqlite.insert(table)

    def _upsert(self, table: Table, keys: list[str], values: dict[str, Any]) -> None:
        """Insert a row, or update the one with the same ``keys``: one statement,
        atomic on both databases (``INSERT ... ON CONFLICT DO UPDATE``)."""
        stmt = self._insert(table).values(**values)
        stmt = stmt.on_conflict_do_update(
            index_elements=keys,
            set_={k: stmt.excluded[k] for k in values if k not in keys})
        self._write(stmt)
