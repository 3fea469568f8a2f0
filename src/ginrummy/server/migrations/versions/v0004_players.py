"""Who holds each seat: the ``players`` table, so that a person's games in progress
are found without reading every log (``GET /api/me/tables``).

The upgrade fills it from the logs of the tables still open (not over, not
closed): each person's ``seated`` entry, less the seats a ``left`` entry or a
computer's ``seated`` entry took back, as every append keeps it from now on
(:meth:`ginrummy.server.writes.Tx.append`).

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-08
"""

from __future__ import annotations

import json

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | None = None
depends_on: str | None = None

_INDEX = "ix_players_identity_id"
_tables = sa.table("tables", sa.column("id", sa.String), sa.column("status", sa.String))
_entries = sa.table("entries", sa.column("table_id", sa.String), sa.column("seq", sa.Integer),
                    sa.column("entry", sa.Text))
_players = sa.table("players", sa.column("table_id", sa.String), sa.column("seat", sa.Integer),
                    sa.column("identity_id", sa.String))


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("table_id", sa.String(64), nullable=False),
        sa.Column("seat", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("identity_id", sa.String(32), nullable=False),
        sa.ForeignKeyConstraint(["table_id"], ["tables.id"],
                                name="fk_players_table_id_tables"),
        sa.PrimaryKeyConstraint("table_id", "seat", name="pk_players"),
    )
    op.create_index(_INDEX, "players", ["identity_id"])
    fill(op.get_bind())


def downgrade() -> None:
    op.drop_index(_INDEX, "players")
    op.drop_table("players")


def fill(conn: sa.Connection) -> int:
    """The seats of the open tables' people, from their logs; how many rows."""
    open_tables = [row.id for row in conn.execute(
        sa.select(_tables.c.id).where(_tables.c.status.not_in(["over", "closed"])))]
    rows = []
    for table_id in open_tables:
        seats: dict[int, str] = {}
        for (text,) in conn.execute(sa.select(_entries.c.entry)
                                    .where(_entries.c.table_id == table_id)
                                    .order_by(_entries.c.seq)):
            entry = json.loads(text)
            seat = entry.get("seat")
            if not isinstance(seat, int):
                continue
            if entry.get("type") == "seated" and entry.get("kind") == "person" \
                    and isinstance(entry.get("identity"), str):
                seats[seat] = entry["identity"]
            elif entry.get("type") in ("seated", "left"):
                seats.pop(seat, None)
        rows += [{"table_id": table_id, "seat": seat, "identity_id": identity}
                 for seat, identity in seats.items()]
    if rows:
        conn.execute(sa.insert(_players), rows)
    return len(rows)
