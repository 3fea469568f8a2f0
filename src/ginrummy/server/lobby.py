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
2. the asker *claims* the other (``paired_by``) and itself, and makes the table
   outside the transaction; then :func:`made` gives both the table, or
   :func:`release` frees the other if making it failed.  A claim with no table
   after :data:`CLAIM_SECONDS` is void (its maker died), so nobody waits on it
   for ever;
3. the other learns of the table at their next ask.

Each of the two keeps the table made for them while it is open (not over or
closed): asking again, with or without the computer, answers that table, never
a second one (one person cannot be paired again and again, each time leaving a
table of two behind).  One who left its seat is forgotten (:func:`forget`) and
asks anew.  Playing the computer (:func:`alone`) claims the asker the same way,
so that two asks at once make one table.

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

__all__ = ["ALIVE_SECONDS", "CLAIM_SECONDS", "Pairing", "alone", "ask", "forget", "made",
           "release"]

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
        if _open(tx, mine.table_id):
            tx.write(update(q).where(q.c.identity_id == identity).values(asked_at=now))
            return Pairing("matched", mine.table_id)
        # That match is over: this is a new ask.
        tx.write(delete(q).where(q.c.identity_id == identity))
        mine = None
    if mine is not None and _claimed(mine, now):
        # Someone is making our table now: the next ask will have it.
        tx.write(update(q).where(q.c.identity_id == identity).values(asked_at=now))
        return Pairing("waiting")
    theirs = rows.get(other) if other is not None else None
    if theirs is not None and _waiting(theirs, now):  # still, now that it is locked
        tx.write(update(q).where(q.c.identity_id == other)
                 .values(paired_by=identity, paired_at=now))
        _claim_self(tx, identity, system)
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


def made(tx: Tx, maker: str, table_id: str, opponent: str | None = None) -> None:
    """The table ``maker`` made for its claim (on ``opponent``, or alone against the
    computer): the maker keeps it, and the opponent is told at their next ask."""
    q = db.quick_match
    check_table_id(table_id)
    tx.write(update(q).where(q.c.identity_id == maker, q.c.paired_by == maker)
             .values(table_id=table_id))
    if opponent is not None:
        tx.write(update(q).where(q.c.identity_id == opponent, q.c.paired_by == maker)
                 .values(table_id=table_id))


def release(tx: Tx, maker: str, opponent: str | None = None) -> None:
    """``maker`` could not make the table: ``opponent`` waits on, where they were,
    and the maker is out of the queue (its request failed)."""
    q = db.quick_match
    tx.write(delete(q).where(q.c.identity_id == maker, q.c.paired_by == maker))
    if opponent is not None:
        tx.write(update(q).where(q.c.identity_id == opponent, q.c.paired_by == maker)
                 .values(paired_by=None, paired_at=None))


def alone(tx: Tx, identity: str, system: str) -> Pairing | None:
    """``identity`` takes the computer instead of waiting: the match made or being
    made for them, if there is one (a person who came in time is the better
    match; a table against the computer asked for before is the same table), else
    None: they are claimed for the caller, who makes the table and calls
    :func:`made` (or :func:`release`)."""
    check_identity_id(identity)
    check_system(system)
    q = db.quick_match
    mine = tx.conn.execute(select(q).where(q.c.identity_id == identity)
                           .with_for_update()).first()
    if mine is not None and mine.table_id is not None and _open(tx, mine.table_id):
        tx.write(update(q).where(q.c.identity_id == identity).values(asked_at=tx.now))
        return Pairing("matched", mine.table_id)
    if mine is not None and mine.table_id is None and _claimed(mine, tx.now):
        return Pairing("waiting")
    _claim_self(tx, identity, system)
    return None


def forget(tx: Tx, identity: str, table_id: str) -> None:
    """``identity`` no longer sits at the table quick match made for them (they
    left it): their next ask is a new one."""
    q = db.quick_match
    tx.write(delete(q).where(q.c.identity_id == identity, q.c.table_id == table_id))


def _claim_self(tx: Tx, identity: str, system: str) -> None:
    """``identity``'s own row, claimed by itself: out of the queue (nobody pairs with
    them) while its request makes their table."""
    q = db.quick_match
    tx.write(delete(q).where(q.c.identity_id == identity))
    tx.write(q.insert().values(identity_id=identity, system=system, since=tx.now,
                               asked_at=tx.now, paired_by=identity, paired_at=tx.now))


def _open(tx: Tx, table_id: str) -> bool:
    """Whether the table is still to be played (not over, not closed)."""
    status = tx.conn.scalar(select(db.tables.c.status).where(db.tables.c.id == table_id))
    return status is not None and status not in ("over", "closed")


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
