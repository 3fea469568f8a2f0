"""Quick match: people asking for the same system are paired; a person left
waiting is offered the computer.

The queue is the database's (``db.quick_match``), not a process's memory, so
that with several server processes behind one address two people asking through
different processes are paired.  Each function here is a write run in one
transaction of the store (``writer.run(lambda tx: ask(tx, ...))``), so the
processes cannot pair one person twice:

1. the asker finds the longest waiting other person (a plain read), then locks
   both rows in identity order (``FOR UPDATE`` on PostgreSQL; SQLite has one
   writer at a time) and checks again what it read: two people pairing each
   other at once lock in the same order, so one waits for the other and then
   finds it paired;
2. the asker *claims* the other (``paired_by``), leaves the queue, and makes the
   table outside the transaction; then :func:`made` gives the other the table,
   or :func:`release` frees them if making it failed.  A claim with no table
   after :data:`CLAIM_SECONDS` is void (its maker died), so nobody waits on it
   for ever;
3. the other learns of the table at their next ask.

A pairing makes an ordinary table, so nothing else depends on where it was made.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Literal

from sqlalchemy import delete, or_, select, update

from ginrummy.server import db
from ginrummy.server.rows import check_identity_id, check_system, check_table_id
from ginrummy.server.writes import Tx

__all__ = ["ALIVE_SECONDS", "CLAIM_SECONDS", "Pairing", "ask", "leave", "made", "release"]

#: A person who has not asked for this long has stopped waiting (closed the
#: client: ours asks every 2 seconds) and is not paired.
ALIVE_SECONDS = 15.0
#: A claim that has not become a table in this long is void.
CLAIM_SECONDS = 30.0
#: Rows nobody asked about for this long are deleted (a table never collected).
FORGET_SECONDS = 3600.0


@dataclass(frozen=True, slots=True)
class Pairing:
    """What quick match says to one person."""

    status: Literal["waiting", "matched", "offer"]
    """``waiting``, ``matched`` (``table`` is yours), or ``offer`` (nobody came in
    time: ask again with ``computer`` to play the computer)."""
    table: str | None = None
    opponent: str | None = None
    """The identity to seat opposite, when the caller's request made the pairing:
    the caller makes the table, then calls :func:`made` (or :func:`release`)."""


def ask(tx: Tx, identity: str, system: str, wait: float) -> Pairing:
    """``identity`` asks for a match in ``system``: the table made for them, a
    person to play (claimed for the caller), an offer of the computer when they
    have waited ``wait`` seconds (the wait then starts again), or waiting."""
    check_identity_id(identity)
    check_system(system)
    q = db.quick_match
    now = tx.now
    # Rows nobody asked about for long go; those another request holds are left to
    # a later ask (two askers deleting the same rows could deadlock).
    forgotten = select(q.c.identity_id).where(
        q.c.asked_at < now - timedelta(seconds=FORGET_SECONDS)).with_for_update(skip_locked=True)
    tx.write(delete(q).where(q.c.identity_id.in_(forgotten)))
    other = tx.conn.scalar(
        select(q.c.identity_id)
        .where(q.c.system == system, q.c.identity_id != identity, *_available(now))
        .order_by(q.c.since, q.c.identity_id).limit(1))
    wanted = sorted({identity} if other is None else {identity, other})
    rows = {row.identity_id: row for row in tx.conn.execute(
        select(q).where(q.c.identity_id.in_(wanted)).order_by(q.c.identity_id)
        .with_for_update())}
    mine = rows.get(identity)
    if mine is not None and mine.table_id is not None:
        tx.write(delete(q).where(q.c.identity_id == identity))
        return Pairing("matched", mine.table_id)
    if mine is not None and _claimed(mine, now):
        # Someone is making our table now: the next ask will have it.
        tx.write(update(q).where(q.c.identity_id == identity).values(asked_at=now))
        return Pairing("waiting")
    theirs = rows.get(other) if other is not None else None
    if theirs is not None and _waiting(theirs, now):  # still, now that it is locked
        tx.write(update(q).where(q.c.identity_id == other)
                 .values(paired_by=identity, paired_at=now))
        tx.write(delete(q).where(q.c.identity_id == identity))
        return Pairing("matched", None, other)
    if mine is None or mine.system != system or mine.paired_by is not None:
        # New in the queue (or asking for another system, or a void claim: queued again).
        tx.write(delete(q).where(q.c.identity_id == identity))
        tx.write(q.insert().values(identity_id=identity, system=system, since=now,
                                   asked_at=now))
        return Pairing("waiting")
    if (now - mine.since).total_seconds() >= wait:
        tx.write(update(q).where(q.c.identity_id == identity)
                 .values(since=now, asked_at=now))
        return Pairing("offer")
    tx.write(update(q).where(q.c.identity_id == identity).values(asked_at=now))
    return Pairing("waiting")


def made(tx: Tx, opponent: str, maker: str, table_id: str) -> None:
    """The table ``maker`` made for its claim on ``opponent``: the opponent is told
    at their next ask."""
    q = db.quick_match
    check_table_id(table_id)
    tx.write(update(q).where(q.c.identity_id == opponent, q.c.paired_by == maker)
             .values(table_id=table_id))


def release(tx: Tx, opponent: str, maker: str) -> None:
    """``maker`` could not make the table: ``opponent`` waits on, where they were."""
    q = db.quick_match
    tx.write(update(q).where(q.c.identity_id == opponent, q.c.paired_by == maker)
             .values(paired_by=None, paired_at=None))


def leave(tx: Tx, identity: str) -> Pairing | None:
    """``identity`` stops waiting (to play the computer instead, or to go): the
    match made or being made for them, if there is one (a person who came in
    time is the better match), else None and they are out of the queue."""
    check_identity_id(identity)
    q = db.quick_match
    mine = tx.conn.execute(select(q).where(q.c.identity_id == identity)
                           .with_for_update()).first()
    if mine is not None and mine.table_id is not None:
        tx.write(delete(q).where(q.c.identity_id == identity))
        return Pairing("matched", mine.table_id)
    if mine is not None and _claimed(mine, tx.now):
        return Pairing("waiting")
    tx.write(delete(q).where(q.c.identity_id == identity))
    return None


def _available(now: datetime) -> list[Any]:
    """A person who may be paired now, as SQL: :func:`_waiting` is the same for a
    row read."""
    q = db.quick_match
    return [q.c.table_id.is_(None),
            q.c.asked_at >= now - timedelta(seconds=ALIVE_SECONDS),
            or_(q.c.paired_by.is_(None),
                q.c.paired_at < now - timedelta(seconds=CLAIM_SECONDS))]


def _waiting(row: Any, now: datetime) -> bool:
    """A person who may be paired now (:func:`_available`, for a row read)."""
    return row.table_id is None and not _claimed(row, now) \
        and row.asked_at >= now - timedelta(seconds=ALIVE_SECONDS)


def _claimed(row: Any, now: datetime) -> bool:
    return row.paired_by is not None and row.paired_at is not None \
        and row.paired_at >= now - timedelta(seconds=CLAIM_SECONDS)
