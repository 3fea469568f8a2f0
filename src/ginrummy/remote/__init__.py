"""Playing at a game server, below the faces that do it: the terminal client
(``ginrummy connect``, :mod:`ginrummy.client`), the full-screen game at a server's
table (``ginrummy play --server``, :mod:`ginrummy.tui`) and the command line that
seats a person there (:mod:`ginrummy.cli`) share it, so that no face imports
another (tests/test_layers.py).  It decides no rule and writes no words for a
person: it speaks the protocol (:mod:`ginrummy.protocol`).

One job a module: :mod:`~ginrummy.remote.api` the server's address and HTTP API,
:mod:`~ginrummy.remote.identity` the names kept in the data folder,
:mod:`~ginrummy.remote.seating` taking a seat (a table created, joined or found),
:mod:`~ginrummy.remote.link` the table's WebSocket, with the snapshot it holds, and
:mod:`~ginrummy.remote.errors` what goes wrong on the way.

Like the client, it never imports :mod:`ginrummy.server`: websockets and pydantic
only (the ``client`` extra).
"""
