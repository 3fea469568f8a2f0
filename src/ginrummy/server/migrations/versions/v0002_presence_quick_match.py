"""Several processes: where each seat is connected (presence), and the quick match
queue in the database instead of each process's memory (docs/deploy.md).

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-04
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | None = None
depends_on: str | None = None

_TIME = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "presence",
        sa.Column("table_id", sa.String(64), nullable=False),
        sa.Column("seat", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("process_id", sa.String(64), nullable=False),
        sa.ForeignKeyConstraint(["table_id"], ["tables.id"],
                                name="fk_presence_table_id_tables"),
        sa.PrimaryKeyConstraint("table_id", "seat", "process_id", name="pk_presence"),
    )
    op.create_table(
        "quick_match",
        sa.Column("identity_id", sa.String(32), nullable=False),
        sa.Column("system", sa.String(32), nullable=False),
        sa.Column("since", _TIME, nullable=False),
        sa.Column("asked_at", _TIME, nullable=False),
        sa.Column("paired_by", sa.String(32), nullable=True),
        sa.Column("paired_at", _TIME, nullable=True),
        sa.Column("table_id", sa.String(64), nullable=True),
        sa.ForeignKeyConstraint(["identity_id"], ["identities.id"],
                                name="fk_quick_match_identity_id_identities"),
        sa.ForeignKeyConstraint(["table_id"], ["tables.id"],
                                name="fk_quick_match_table_id_tables"),
        sa.PrimaryKeyConstraint("identity_id", name="pk_quick_match"),
    )
    op.create_index("ix_quick_match_system_since", "quick_match", ["system", "since"])


def downgrade() -> None:
    op.drop_index("ix_quick_match_system_since", "quick_match")
    op.drop_table("quick_match")
    op.drop_table("presence")
