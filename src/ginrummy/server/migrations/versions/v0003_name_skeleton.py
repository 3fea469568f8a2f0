"""Names that look alike: each identity's confusable skeleton, unique
(server/lookalike.py, Unicode TS #39), and no name holding a character that shows
as nothing (names.INVISIBLE).

Names taken before this revision may clash (``Ada`` and ``Аda``, its A Cyrillic)
or hold such a character (``Ada`` and a Hangul filler).  The upgrade never fails
on them: the older identity keeps its name (by ``created_at``, then id), the
characters that show as nothing are taken out of every name, and each newer
identity whose name then clashes with an older one's (its skeleton, or its name
key) is renamed with the first number that makes it free: ``Аda 2``.  The token,
ratings and tables of a renamed identity are its own as before; the records of
matches it played keep the name it played under.  A downgrade drops the column
and leaves the names as they are.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-05
"""

from __future__ import annotations

import unicodedata

import sqlalchemy as sa
from alembic import op

from ginrummy.names import INVISIBLE, MAX_NAME_LENGTH
from ginrummy.server.lookalike import skeleton

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | None = None
depends_on: str | None = None

_INDEX = "ix_identities_name_skeleton"
_identities = sa.table("identities", sa.column("id", sa.String), sa.column("name", sa.Text),
                       sa.column("name_key", sa.Text), sa.column("name_skeleton", sa.Text),
                       sa.column("created_at", sa.DateTime(timezone=True)))
_INVISIBLE = {c: None for first, last in INVISIBLE for c in range(first, last + 1)}
#: A name that was nothing but characters that show as nothing becomes this (numbered).
_NOBODY = "Player"


def upgrade() -> None:
    # Added with a default so that SQLite adds it in place (a NOT NULL column needs
    # one there), rather than copying the table that ratings and the quick match
    # queue refer to; every row is then given its own, and the unique index comes
    # last.  (PostgreSQL drops the default after; SQLite cannot, and no write
    # leaves the column out.)
    op.add_column("identities", sa.Column("name_skeleton", sa.Text(), nullable=False,
                                          server_default=""))
    settle(op.get_bind())
    if op.get_bind().dialect.name != "sqlite":
        op.alter_column("identities", "name_skeleton", server_default=None)
    op.create_index(_INDEX, "identities", ["name_skeleton"], unique=True)


def downgrade() -> None:
    op.drop_index(_INDEX, "identities")
    op.drop_column("identities", "name_skeleton")


def _key(name: str) -> str:
    """rows.name_key, as it was at this revision (without its check: the names here
    were checked when taken, under older rules)."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    return unicodedata.normalize("NFKC", " ".join(folded.split()))


def settle(conn: sa.Connection) -> dict[str, str]:
    """Give every identity its skeleton, renaming the newer of names that clash;
    the names changed (identity id: new name)."""
    i = _identities
    rows = conn.execute(sa.select(i.c.id, i.c.name).order_by(i.c.created_at, i.c.id)).all()
    keys: set[str] = set()
    looks: set[str] = set()
    final: dict[str, tuple[str, str, str]] = {}
    later: list[tuple[str, str]] = []
    # The older names first: each keeps its name if nothing older looks like it.
    for row in rows:
        name = " ".join(str(row.name).translate(_INVISIBLE).split()) or _NOBODY
        key, look = _key(name), skeleton(name)
        if key in keys or look in looks:
            later.append((row.id, name))
            continue
        keys.add(key)
        looks.add(look)
        final[row.id] = (name, key, look)
    # Then the newer ones that clash, numbered (a number no name kept has).
    for identity, name in later:
        for number in range(2, len(rows) + 3):
            suffix = f" {number}"
            candidate = name[:MAX_NAME_LENGTH - len(suffix)].rstrip() + suffix
            key, look = _key(candidate), skeleton(candidate)
            if key not in keys and look not in looks:
                break
        keys.add(key)
        looks.add(look)
        final[identity] = (candidate, key, look)
    renamed = {row.id: final[row.id][0] for row in rows if final[row.id][0] != row.name}
    # Names and keys are unique: the renamed rows step aside first (their id is
    # unique), so that no row takes a name another still holds.
    for identity in renamed:
        conn.execute(sa.update(i).where(i.c.id == identity)
                     .values(name=f"{identity} (renaming)", name_key=f"{identity} (renaming)"))
    for identity, (name, key, look) in final.items():
        conn.execute(sa.update(i).where(i.c.id == identity)
                     .values(name=name, name_key=key, name_skeleton=look))
    return renamed
