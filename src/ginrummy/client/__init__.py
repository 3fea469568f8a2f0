"""The terminal client of the game server (``ginrummy connect``): a face like
``cli`` and ``tui`` that speaks only the protocol (:mod:`ginrummy.protocol`).

One job a module: :mod:`~ginrummy.client.lines` the person's input,
:mod:`~ginrummy.client.screen` the output, :mod:`~ginrummy.client.table` one person at
one table, and :mod:`~ginrummy.client.connect` the command's course from the address
to the table.  The server's HTTP API, the names kept, taking a seat and the table's
WebSocket are :mod:`ginrummy.remote`'s, which the full-screen game shares.

It never imports :mod:`ginrummy.server`, so ``pip install 'ginrummy[client]'``
runs it without the server's dependencies (SQLAlchemy, Alembic, psycopg,
OpenSkill, FastAPI, uvicorn, orjson): websockets and pydantic only.
"""
