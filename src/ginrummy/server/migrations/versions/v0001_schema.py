"""The first schema: identities, tables and their logs, records, ratings, timers,
heartbeats (docs/server.md, "Store").

Revision ID: 0001
Revises:
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | None = None
depends_on: str | None = None

# Written out, not imported from ginrummy.server.db: a revision is what the
# database was at that point, and db.py moves on.
_TIME = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "identities",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("name_key", sa.Text(), nullable=False),
        sa.Column("token_sha256", sa.String(64), nullable=False),
        sa.Column("created_at", _TIME, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_identities"),
        sa.UniqueConstraint("name", name="uq_identities_name"),
        sa.UniqueConstraint("name_key", name="uq_identities_name_key"),
        sa.UniqueConstraint("token_sha256", name="uq_identities_token_sha256"),
    )
    op.create_table(
        "tables",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("code", sa.String(32), nullable=False),
        sa.Column("settings", sa.Text(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", _TIME, nullable=False),
        sa.Column("updated_at", _TIME, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_tables"),
        sa.UniqueConstraint("code", name="uq_tables_code"),
    )
    op.create_index("ix_tables_status", "tables", ["status"])
    op.create_table(
        "entries",
        sa.Column("table_id", sa.String(64), nullable=False),
        sa.Column("seq", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("entry", sa.Text(), nullable=False),
        sa.Column("at", _TIME, nullable=False),
        sa.ForeignKeyConstraint(["table_id"], ["tables.id"], name="fk_entries_table_id_tables"),
        sa.PrimaryKeyConstraint("table_id", "seq", name="pk_entries"),
    )
    op.create_table(
        "records",
        sa.Column("table_id", sa.String(64), nullable=False),
        sa.Column("record", sa.Text(), nullable=False),
        sa.Column("finished_at", _TIME, nullable=False),
        sa.ForeignKeyConstraint(["table_id"], ["tables.id"], name="fk_records_table_id_tables"),
        sa.PrimaryKeyConstraint("table_id", name="pk_records"),
    )
    op.create_table(
        "ratings",
        sa.Column("identity_id", sa.String(32), nullable=False),
        sa.Column("system", sa.String(32), nullable=False),
        sa.Column("mu", sa.Float(), nullable=False),
        sa.Column("sigma", sa.Float(), nullable=False),
        sa.Column("matches", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(["identity_id"], ["identities.id"],
                                name="fk_ratings_identity_id_identities"),
        sa.PrimaryKeyConstraint("identity_id", "system", name="pk_ratings"),
    )
    op.create_index("ix_ratings_system", "ratings", ["system"])
    op.create_table(
        "timers",
        sa.Column("table_id", sa.String(64), nullable=False),
        sa.Column("checkpoint", sa.Text(), nullable=False),
        sa.Column("at", _TIME, nullable=False),
        sa.ForeignKeyConstraint(["table_id"], ["tables.id"], name="fk_timers_table_id_tables"),
        sa.PrimaryKeyConstraint("table_id", name="pk_timers"),
    )
    op.create_table(
        "heartbeats",
        sa.Column("process_id", sa.String(64), nullable=False),
        sa.Column("at", _TIME, nullable=False),
        sa.PrimaryKeyConstraint("process_id", name="pk_heartbeats"),
    )


def downgrade() -> None:
    for name in ("heartbeats", "timers", "ratings", "records", "entries", "tables",
                 "identities"):
        op.drop_table(name)
