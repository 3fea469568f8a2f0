"""Each person's part in each finished match, with their rating after it: the
statistics page and the rating's history (server/personal.py).

The matches finished before this revision are tallied from what the store kept:
each record (its hands and result) and its table's log (who sat where: the last
person seated at each seat, or the one who left it to the computer).  The ratings
kept only their latest value, so their history is worked out again: the rated
matches (two people or more still seated at the end, as the server rated them)
are rated once more, in the order they finished, from OpenSkill's prior, as the
server did.  Where that replay does not end at the rating the store holds (a
rating written some other way), the person's history in that system is not
guessed: only their last match keeps a point, the rating as held.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-08
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from alembic import op

from ginrummy.server.personal import tally
from ginrummy.server.ratings import new_ratings, placings_by_score
from ginrummy.server.rows import Rating

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | None = None
depends_on: str | None = None

_TIME = sa.DateTime(timezone=True)
_INDEX = "ix_played_identity_id_finished_at"

_tables = sa.table("tables", sa.column("id", sa.String), sa.column("settings", sa.Text))
_records = sa.table("records", sa.column("table_id", sa.String),
                    sa.column("record", sa.Text), sa.column("finished_at", _TIME))
_entries = sa.table("entries", sa.column("table_id", sa.String), sa.column("seq", sa.Integer),
                    sa.column("entry", sa.Text))
_ratings = sa.table("ratings", sa.column("identity_id", sa.String),
                    sa.column("system", sa.String), sa.column("mu", sa.Float),
                    sa.column("sigma", sa.Float), sa.column("matches", sa.Integer))
_played = sa.table("played", sa.column("finished_at", _TIME), sa.column("won", sa.Boolean),
                   *(sa.column(name) for name in (
                       "table_id", "player", "identity_id", "system", "hands", "hands_won",
                       "gins", "undercuts", "knocks", "knock_deadwood", "mu", "sigma")))


def upgrade() -> None:
    op.create_table(
        "played",
        sa.Column("table_id", sa.String(64), nullable=False),
        sa.Column("player", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("identity_id", sa.String(32), nullable=False),
        sa.Column("system", sa.String(32), nullable=False),
        sa.Column("finished_at", _TIME, nullable=False),
        sa.Column("won", sa.Boolean(), nullable=False),
        sa.Column("hands", sa.Integer(), nullable=False),
        sa.Column("hands_won", sa.Integer(), nullable=False),
        sa.Column("gins", sa.Integer(), nullable=False),
        sa.Column("undercuts", sa.Integer(), nullable=False),
        sa.Column("knocks", sa.Integer(), nullable=False),
        sa.Column("knock_deadwood", sa.Integer(), nullable=False),
        sa.Column("mu", sa.Float(), nullable=True),
        sa.Column("sigma", sa.Float(), nullable=True),
        sa.ForeignKeyConstraint(["table_id"], ["tables.id"], name="fk_played_table_id_tables"),
        sa.ForeignKeyConstraint(["identity_id"], ["identities.id"],
                                name="fk_played_identity_id_identities"),
        sa.PrimaryKeyConstraint("table_id", "player", name="pk_played"),
    )
    op.create_index(_INDEX, "played", ["identity_id", "finished_at"])
    backfill(op.get_bind())


def downgrade() -> None:
    op.drop_index(_INDEX, "played")
    op.drop_table("played")


def _utc(value: Any) -> datetime:
    """A time as read back (SQLite: text without a zone, which the store writes UTC)."""
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    assert isinstance(value, datetime)
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def _seats(conn: sa.Connection, table_id: str) -> tuple[dict[int, str], set[int]]:
    """From the table's log: the person of each seat (the last person seated there;
    one who left it to the computer keeps it) and the seats a person still held at
    the end (those the server rated)."""
    e = _entries
    # Only the seat entries are read (the log's other entries are most of it); the
    # pattern cannot match inside a chat line, whose quotes are escaped.
    rows = conn.execute(sa.select(e.c.entry).where(
        e.c.table_id == table_id,
        sa.or_(e.c.entry.like('%"type":"seated"%'), e.c.entry.like('%"type":"left"%')))
        .order_by(e.c.seq))
    people: dict[int, str] = {}
    holding: set[int] = set()
    for (text,) in rows:
        entry = json.loads(text)
        seat = entry.get("seat")
        if not isinstance(seat, int):
            continue
        if entry.get("type") == "seated":
            if entry.get("kind") == "person" and isinstance(entry.get("identity"), str):
                people[seat] = entry["identity"]
                holding.add(seat)
            else:
                holding.discard(seat)
        elif entry.get("type") == "left":
            holding.discard(seat)
    return people, holding


def _final_scores(record: Mapping[str, Any], players: int) -> list[float]:
    """results.final_scores from the record: each player's totals summed over the
    games, the winner above everyone."""
    result = record.get("result") or {}
    totals = [float(sum(game[p] for game in result.get("totals", []))) for p in range(players)]
    winner = result.get("winner")
    if isinstance(winner, int) and 0 <= winner < players:
        totals[winner] = max(totals) + 1
    return totals


def backfill(conn: sa.Connection) -> int:
    """Tally every finished match for its people and replay the ratings; the rows
    written."""
    r, t = _records, _tables
    finished = sorted(conn.execute(sa.select(r.c.table_id, r.c.finished_at, t.c.settings)
                                   .join(t, t.c.id == r.c.table_id)),
                      key=lambda row: (_utc(row.finished_at), row.table_id))
    replayed: dict[tuple[str, str], Rating] = {}
    rows: list[dict[str, Any]] = []
    for table_id, finished_at, settings in finished:
        record = json.loads(str(conn.scalar(
            sa.select(r.c.record).where(r.c.table_id == table_id))))
        system = str(json.loads(settings).get("system", record.get("preset", "standard")))
        people, holding = _seats(conn, table_id)
        players = len(record.get("players", []))
        people = {p: who for p, who in people.items() if 0 <= p < players}
        rated: dict[str, Rating] = {}
        seated = [p for p in range(players) if p in holding and p in people]
        if len(seated) >= 2:
            scores = _final_scores(record, players)
            placings = placings_by_score([(people[p] if p in seated else None, scores[p])
                                          for p in range(players)])
            current = {who: replayed[who, system] for who in people.values()
                       if (who, system) in replayed}
            rated = new_ratings(system, current, placings)
            replayed.update({(who, system): rating for who, rating in rated.items()})
        for player, identity in sorted(people.items()):
            counted = tally(record, player)
            rating = rated.get(identity)
            rows.append({
                "table_id": table_id, "player": player, "identity_id": identity,
                "system": system, "finished_at": _utc(finished_at), "won": counted.won,
                "hands": counted.hands, "hands_won": counted.hands_won, "gins": counted.gins,
                "undercuts": counted.undercuts, "knocks": counted.knocks,
                "knock_deadwood": counted.knock_deadwood,
                "mu": None if rating is None else rating.mu,
                "sigma": None if rating is None else rating.sigma})
    _keep_only_what_agrees(conn, rows, replayed)
    if rows:
        conn.execute(sa.insert(_played), rows)
    return len(rows)


def _keep_only_what_agrees(conn: sa.Connection, rows: Sequence[dict[str, Any]],
                           replayed: Mapping[tuple[str, str], Rating]) -> None:
    """Where the replay does not end at the rating held, keep no guessed history:
    the person's last match in that system holds the rating as held, the others
    none."""
    held = {(row.identity_id, row.system): row for row in conn.execute(sa.select(
        _ratings.c.identity_id, _ratings.c.system, _ratings.c.mu, _ratings.c.sigma,
        _ratings.c.matches))}
    for key, rating in held.items():
        again = replayed.get(key)
        if again is not None and again.matches == rating.matches \
                and abs(again.mu - rating.mu) < 1e-9 and abs(again.sigma - rating.sigma) < 1e-9:
            continue
        mine = [row for row in rows if (row["identity_id"], row["system"]) == key]
        for row in mine:
            row["mu"] = row["sigma"] = None
        if mine:
            mine[-1]["mu"], mine[-1]["sigma"] = rating.mu, rating.sigma
    for key in replayed.keys() - held.keys():
        # Rated again here but holding no rating: nothing to show a history of.
        for row in rows:
            if (row["identity_id"], row["system"]) == key:
                row["mu"] = row["sigma"] = None
