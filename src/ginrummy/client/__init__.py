"""The terminal client of the game server (``ginrummy connect``): a face like
``cli`` and ``tui`` that speaks only the protocol (:mod:`ginrummy.protocol`).

One job a module: :mod:`~ginrummy.client.api` the server's address and HTTP API,
:mod:`~ginrummy.client.identity` the names kept in the data folder,
:mod:`~ginrummy.client.lines` the person's input, :mod:`~ginrummy.client.screen`
the output, :mod:`~ginrummy.client.link` the table's WebSocket,
:mod:`~ginrummy.client.table` one person at one table, and
:mod:`~ginrummy.client.connect` the command's course from the address to the table.

It never imports :mod:`ginrummy.server`, so ``pip install 'ginrummy[client]'``
runs it without the server's dependencies (SQLAlchemy, Alembic, psycopg,
OpenSkill, FastAPI, uvicorn, orjson): websockets and pydantic only.
"""
