"""The store's Alembic migrations, run by the program itself (no ``alembic.ini``).

:func:`upgrade` brings a database to the newest revision; the server calls it
(through :func:`ginrummy.server.store.migrate`) when it starts.  ``env.py`` takes
the connection from the :class:`alembic.config.Config` that :func:`config` makes,
so the migrations run in the caller's transaction.

A developer adding a revision writes ``versions/vNNNN_<what>.py`` (the
``script.py.mako`` template is Alembic's usual one), with ``down_revision`` the
previous one, and the test that compares the migrated schema with
:mod:`ginrummy.server.db` checks that the two agree.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection

__all__ = ["FOLDER", "config", "upgrade"]

#: This folder: env.py, the template and versions/ (package data of ginrummy).
FOLDER = Path(__file__).resolve().parent


def config(connection: Connection | None = None) -> Config:
    """An Alembic configuration of these migrations; with ``connection``, env.py
    migrates through it (the caller commits)."""
    cfg = Config()
    cfg.set_main_option("script_location", str(FOLDER))
    cfg.set_main_option("version_locations", str(FOLDER / "versions"))
    cfg.set_main_option("path_separator", "os")
    if connection is not None:
        cfg.attributes["connection"] = connection
    return cfg


def upgrade(connection: Connection, revision: str = "head") -> None:
    """Migrate the database behind ``connection`` to ``revision``, in its transaction."""
    command.upgrade(config(connection), revision)
