"""The game server (``ginrummy serve``): people against people, and the computer.

A face like ``cli`` and ``tui``: it decides no rule.  The tables are the table
layer's (:mod:`ginrummy.table`); this package adds the network (FastAPI on
uvicorn, the versioned WebSocket protocol of :mod:`ginrummy.protocol`), the
store (SQLAlchemy Core with Alembic migrations; SQLite or PostgreSQL), the
identities and the ratings.  docs/server.md is the design, docs/protocol.md the
protocol.  Its dependencies are the ``server`` extra.
"""
