"""The terminal client of the game server (``ginrummy connect``): a face like
``cli`` and ``tui`` that speaks only the protocol (:mod:`ginrummy.protocol`).

It never imports :mod:`ginrummy.server`, so ``pip install 'ginrummy[client]'``
runs it without the server's dependencies (SQLAlchemy, Alembic, psycopg,
OpenSkill, FastAPI, uvicorn).
"""
