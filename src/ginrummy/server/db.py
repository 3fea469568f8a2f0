"""The store's schema: SQLAlchemy Core tables, the one description of the database.

The Alembic migrations (``migrations/versions``) create exactly this schema, and
a test compares the migrated database with :data:`metadata` (Alembic's
``compare_metadata``), so a change here without a migration fails.

Portable to SQLite and PostgreSQL on purpose: JSON values are stored as text
(written and read by :func:`dump_json` and :func:`load_json`), which both keep
byte for byte, so a log entry reads back exactly as written; times are
timezone-aware UTC (:class:`UtcDateTime`); ids are text (an identity's
random, a table's chosen by the server).
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    Boolean,
    Column,
    DateTime,
    Dialect,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    TypeDecorator,
)

from ginrummy.server.errors import StoreError

__all__ = [
    "UtcDateTime",
    "dump_json",
    "entries",
    "heartbeats",
    "identities",
    "load_json",
    "metadata",
    "played",
    "players",
    "presence",
    "quick_match",
    "ratings",
    "records",
    "tables",
    "timers",
]

# Constraint names fixed by a convention, so that the migrations name them the
# same way on both databases and a later migration can drop one by name.
NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class UtcDateTime(TypeDecorator[datetime]):
    """A point in time, always timezone-aware UTC in Python.

    PostgreSQL keeps the zone (``timestamptz``); SQLite keeps text without one,
    which is read back as UTC.  A naive datetime is refused: its zone would be
    a guess.
    """

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise StoreError("a time for the store needs a time zone")
        return value.astimezone(UTC)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


def dump_json(value: object, what: str) -> str:
    """``value`` as compact JSON text; :class:`StoreError` naming ``what`` if it
    is not JSON (a set, a NaN, a non-string key...)."""
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError) as exc:
        raise StoreError(f"{what} is not JSON: {exc}") from None


def load_json(text: str) -> Any:
    """A JSON value written by :func:`dump_json`."""
    return json.loads(text)


metadata = MetaData(naming_convention=NAMING_CONVENTION)

#: People who play on the server: a name shown to everyone, and the SHA-256 of
#: the secret token that proves who they are (the token itself is never kept).
identities = Table(
    "identities", metadata,
    # Random text (secrets), as the table layer's ``seated`` entries name it.
    Column("id", String(32), primary_key=True),
    # Text: a name is checked (names.check_name: 24 characters) before it gets here,
    # and its folded form can be longer (NFKC writes some characters as several).
    Column("name", Text, nullable=False, unique=True),
    # The name folded (NFKC, case-folded, spaces collapsed): unique, so that names
    # that look alike cannot both be taken.
    Column("name_key", Text, nullable=False, unique=True),
    # The name's confusable skeleton (server/lookalike.py, Unicode TS #39): unique (the
    # index below), so that a name that looks like one taken (``Аda``, its A
    # Cyrillic) cannot be taken.  (The default is the migration's, revision 0003.)
    Column("name_skeleton", Text, nullable=False),
    Column("token_sha256", String(64), nullable=False, unique=True),
    Column("created_at", UtcDateTime, nullable=False),
)

Index("ix_identities_name_skeleton", identities.c.name_skeleton, unique=True)

#: One row per table; ``version`` is the seq of its last log entry (0: none yet),
#: the row version every append checks and moves on.
tables = Table(
    "tables", metadata,
    Column("id", String(64), primary_key=True),
    Column("code", String(32), nullable=False, unique=True),
    Column("settings", Text, nullable=False),
    Column("status", String(16), nullable=False, index=True),
    Column("version", Integer, nullable=False),
    Column("created_at", UtcDateTime, nullable=False),
    Column("updated_at", UtcDateTime, nullable=False),
)

#: Every table's log (docs/server.md, "The table"): append-only; the primary key
#: (table, seq) makes a second entry with the same seq impossible.
entries = Table(
    "entries", metadata,
    Column("table_id", String(64), ForeignKey("tables.id"), primary_key=True),
    Column("seq", Integer, primary_key=True, autoincrement=False),
    Column("entry", Text, nullable=False),
    Column("at", UtcDateTime, nullable=False),
)

#: Who holds each seat of each table: a person's seat (the log's ``seated`` entries of
#: a person, less those a ``left`` or a computer's ``seated`` undid), kept with the
#: log in the same transaction by every append (:meth:`Tx.append
#: <ginrummy.server.writes.Tx.append>`), so that a person's games in progress are
#: found without reading every log (``GET /api/me/tables``).
players = Table(
    "players", metadata,
    Column("table_id", String(64), ForeignKey("tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True, autoincrement=False),
    # The seated entry's identity (no foreign key: the log is the truth, and names it).
    Column("identity_id", String(32), nullable=False),
)
Index("ix_players_identity_id", players.c.identity_id)

#: The record of each finished match (docs/records.md).
records = Table(
    "records", metadata,
    Column("table_id", String(64), ForeignKey("tables.id"), primary_key=True),
    Column("record", Text, nullable=False),
    Column("finished_at", UtcDateTime, nullable=False),
)

#: OpenSkill ratings, one per person and scoring system.
ratings = Table(
    "ratings", metadata,
    Column("identity_id", String(32), ForeignKey("identities.id"), primary_key=True),
    Column("system", String(32), primary_key=True),
    Column("mu", Float, nullable=False),
    Column("sigma", Float, nullable=False),
    Column("matches", Integer, nullable=False),
)
# The leaderboard reads one system's ratings.
Index("ix_ratings_system", ratings.c.system)

#: Each person's part in each finished match (server/personal.py): the player
#: they were in its record, their numbers tallied from it when it ended, and their
#: rating in its system after it (null: the match was not rated), so that a
#: person's statistics and the rating's history are read without re-reading every
#: record.  Written with the record, in its transaction (server/tablestore.py).
played = Table(
    "played", metadata,
    Column("table_id", String(64), ForeignKey("tables.id"), primary_key=True),
    Column("player", Integer, primary_key=True, autoincrement=False),
    Column("identity_id", String(32), ForeignKey("identities.id"), nullable=False),
    Column("system", String(32), nullable=False),
    Column("finished_at", UtcDateTime, nullable=False),
    Column("won", Boolean, nullable=False),
    Column("hands", Integer, nullable=False),
    Column("hands_won", Integer, nullable=False),
    Column("gins", Integer, nullable=False),
    Column("undercuts", Integer, nullable=False),
    Column("knocks", Integer, nullable=False),
    Column("knock_deadwood", Integer, nullable=False),
    Column("mu", Float, nullable=True),
    Column("sigma", Float, nullable=True),
)
# A person's statistics read their matches in the order they ended.
Index("ix_played_identity_id_finished_at", played.c.identity_id, played.c.finished_at)

#: Each table's running timers, checkpointed (not in the log): after a restart a
#: timer goes on from what it had left here.
timers = Table(
    "timers", metadata,
    Column("table_id", String(64), ForeignKey("tables.id"), primary_key=True),
    Column("checkpoint", Text, nullable=False),
    Column("at", UtcDateTime, nullable=False),
)

#: Each server process's last sign of life.
heartbeats = Table(
    "heartbeats", metadata,
    Column("process_id", String(64), primary_key=True),
    Column("at", UtcDateTime, nullable=False),
)

#: Which server process holds a connection of which seat.  With several processes
#: a person may leave one and come back through another: the grace period before
#: the seat is away counts only while no live process (a recent heartbeat) has
#: them (docs/deploy.md).
presence = Table(
    "presence", metadata,
    Column("table_id", String(64), ForeignKey("tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True, autoincrement=False),
    Column("process_id", String(64), primary_key=True),
)

#: People asking for a quick match, one row a person (``server/lobby.py``), shared
#: by every process: two people asking through different processes are paired.
quick_match = Table(
    "quick_match", metadata,
    Column("identity_id", String(32), ForeignKey("identities.id"), primary_key=True),
    Column("system", String(32), nullable=False),
    # The wait's start; an offer of the computer starts it again.
    Column("since", UtcDateTime, nullable=False),
    # The last ask: one who stopped asking (closed the client) is not paired.
    Column("asked_at", UtcDateTime, nullable=False),
    # Who is making a table for this person, and since when (a claim not followed
    # by a table in time is void: its maker died).
    Column("paired_by", String(32), nullable=True),
    Column("paired_at", UtcDateTime, nullable=True),
    # The table made for this person, until they ask again and are told.
    Column("table_id", String(64), ForeignKey("tables.id"), nullable=True),
)
Index("ix_quick_match_system_since", quick_match.c.system, quick_match.c.since)
