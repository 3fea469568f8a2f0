"""Alembic's environment: runs the migrations on the connection that
:func:`ginrummy.server.migrations.config` put in the configuration.

Alembic runs this file for every migration command.  Imported any other way
(pytest collects doctests from every module) it does nothing: Alembic's
``context`` has no configuration outside a command.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection

from ginrummy.server.db import metadata


def run() -> None:
    config = context.config
    connection = config.attributes.get("connection")
    if not isinstance(connection, Connection):
        raise RuntimeError(
            "the store's migrations run through ginrummy.server.store.migrate(URL),"
            " which passes the connection")
    if context.is_offline_mode():
        raise RuntimeError("the store's migrations do not write SQL scripts (offline mode)")
    context.configure(
        connection=connection,
        target_metadata=metadata,
        # SQLite changes most columns by copying the table (Alembic's batch mode).
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


if hasattr(context, "config"):
    run()
