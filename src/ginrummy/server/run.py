"""Running the server: uvicorn over :func:`~ginrummy.server.app.create_app`, with the
address printed once it listens."""

from __future__ import annotations

import asyncio
import gc
import logging
import math
import socket
import sys
import threading
import time
from collections.abc import Mapping
from typing import Any

import uvicorn

from ginrummy.errors import GinRummyError
from ginrummy.protocol import MAX_MESSAGE_BYTES
from ginrummy.server.app import create_app
from ginrummy.server.config import ServerConfig
from ginrummy.server.http_edge import EdgeLimits, fit_file_limit, http_protocol
from ginrummy.server.store import default_url
from ginrummy.server.ws_edge import QuietWebSocketProtocol

__all__ = ["FULL_COLLECTION_SECONDS", "serve", "uvicorn_config"]

_log = logging.getLogger(__name__)

#: Frames past this are cut by the WebSocket layer itself; below it, a message over
#: the protocol's limit gets a ``too_large`` error and the connection stays.
WS_MAX_SIZE = 4 * MAX_MESSAGE_BYTES


class ServeError(GinRummyError):
    """The server cannot start (the port is taken, the database is out of reach)."""


def uvicorn_config(config: ServerConfig, sock: socket.socket | None = None,
                   **app_options: object) -> uvicorn.Config:
    """uvicorn's settings for a server: the websockets library for WebSockets (a
    maintained implementation with per-frame size limits), no access log (one
    line per request is noise at a thousand tables).  HTTP is h11 with deadlines
    and a connection limit (:mod:`~ginrummy.server.http_edge`), WebSockets close
    quietly on a frame that is not UTF-8 (:mod:`~ginrummy.server.ws_edge`), and
    forwarded addresses are believed only from the proxies the operator named."""
    app = create_app(config, **app_options)  # type: ignore[arg-type]
    limits = EdgeLimits(idle_timeout=config.idle_timeout,
                        header_timeout=config.header_timeout,
                        body_timeout=config.body_timeout,
                        max_connections=config.max_connections)
    # No per-message compression: it was 18% of the server's time per action and
    # half the memory of a connection, for messages of a few kilobytes on fast links.
    return uvicorn.Config(app, host=config.host, port=config.port, http=http_protocol(limits),
                          ws=QuietWebSocketProtocol, ws_max_size=WS_MAX_SIZE,
                          ws_ping_interval=20.0, ws_ping_timeout=20.0,
                          ws_per_message_deflate=False,
                          # uvicorn's own keep-alive, after a response, never before ours.
                          timeout_keep_alive=max(1, math.ceil(config.idle_timeout)),
                          proxy_headers=bool(config.trusted_proxies),
                          forwarded_allow_ips=list(config.trusted_proxies) or None,
                          access_log=False, log_level="warning", lifespan="on")


def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # IPPROTO_TCP named, not 0: asyncio sets TCP_NODELAY only on sockets it knows
    # are TCP, and without it Nagle's algorithm held each snapshot up to 40 ms
    # behind its event (benchmarks/serve_load.py, docs/benchmarks.md).
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        raise ServeError(f"cannot listen on {host}:{port}: {exc.strerror}") from None
    sock.listen(512)
    sock.set_inheritable(True)
    return sock


def _check_bot(name: str, plugin: str) -> None:
    """Load a bot once, in its own process, before any table seats it: a bot that
    cannot be loaded stops the start with one line, not a table in play."""
    import random

    from ginrummy.agents import make_agent

    try:
        agent = make_agent(plugin, random.Random(0))
    except GinRummyError as exc:
        raise ServeError(f"--bot {name}: {exc}") from None
    close = getattr(agent, "close", None)
    if callable(close):
        close()


#: Seconds between the server's full garbage collections (``--full-collection-every``).
FULL_COLLECTION_SECONDS = 600.0
#: A full collection that pauses the server this long is logged.
SLOW_COLLECTION_SECONDS = 1.0
#: A third-generation threshold no count reaches: Python's own full collections off.
_NEVER = 2**31 - 1


def _quiet_collector(every: float) -> threading.Thread | None:
    """Garbage collections on the server's schedule, not when Python decides.

    Every collection stops everything while it runs, for as long as the objects it
    walks take.  Python's own schedule fits a server badly (docs/benchmarks.md):

    - It starts a young collection when allocations outnumber deallocations by
      700, and the death of any object counts, old ones too.  A server replaces
      long-lived objects all the time (the snapshot each connection holds), so at
      1,000 tables the young generation held 10,000 to 28,000 objects when one
      ran, and its middle generation 40,000 to 70,000: pauses of 4 to 43 ms,
      several a second, the whole tail of the round trips.  So the server runs a
      young collection itself every :data:`YOUNG_COLLECTION_SECONDS` (a few
      thousand objects, about a millisecond), and Python's own older
      collections are off.
    - A full collection walks every tracked object (at 1,000 tables, 350,000)
      and Python starts one each time the long-lived objects grew by a quarter,
      every few tens of seconds under load.  What exists at start is frozen out
      of them, and a full collection, which frees cycles among objects that
      outlived a young collection (a closed connection, a finished table), runs
      every ``every`` seconds (0: never).

    Returns the thread of the full collections (None with ``every`` 0).
    """
    gc.freeze()
    first, _second, _third = gc.get_threshold()
    gc.set_threshold(first, _NEVER, _NEVER)
    threading.Thread(target=_collect_young, name="ginrummy-gc-young", daemon=True).start()
    if every <= 0:
        return None
    thread = threading.Thread(target=_collect_every, args=(every,), name="ginrummy-gc",
                              daemon=True)
    thread.start()
    return thread


#: Seconds between the young collections the server runs itself (_quiet_collector).
YOUNG_COLLECTION_SECONDS = 0.05


def _collect_young() -> None:
    # A thread, not the event loop: a collection stops every thread alike, and this
    # one needs nothing from the application.
    while True:
        time.sleep(YOUNG_COLLECTION_SECONDS)
        gc.collect(0)


def _collect_every(every: float) -> None:
    while True:
        time.sleep(every)
        started = time.perf_counter()
        found = gc.collect()
        took = time.perf_counter() - started
        if took >= SLOW_COLLECTION_SECONDS:
            _log.warning("a full garbage collection paused the server %.1f s (%d objects"
                         " freed): see --full-collection-every", took, found)


def serve(*, host: str, port: int, database: str | None, public_url: str | None,
          origins: tuple[str, ...], rate: float = 20.0, burst: int = 40,
          identities_per_hour: float = 60.0, tables_per_hour: float = 120.0,
          bots: tuple[tuple[str, str], ...] = (), heartbeat: float = 5.0,
          full_collection_every: float = FULL_COLLECTION_SECONDS,
          edge: Mapping[str, Any] | None = None) -> int:
    """Listen, print the address, serve until Ctrl-C or SIGTERM.  ``edge``: the
    connections' settings of :class:`ServerConfig` (``trusted_proxies``, the
    timeouts, ``max_connections``, ``api_docs``)."""
    for name, plugin in bots:
        _check_bot(name, plugin)
    edge = dict(edge or {})
    wanted = int(edge.get("max_connections", ServerConfig().max_connections))
    edge["max_connections"] = fit_file_limit(wanted)
    if edge["max_connections"] < wanted:
        print(f"ginrummy: warning: the open file limit (ulimit -n) leaves room for"
              f" {edge['max_connections']} connections, not {wanted}", file=sys.stderr)
    sock = _bind(host, port)
    port = sock.getsockname()[1]
    _quiet_collector(full_collection_every)
    config = ServerConfig(host=host, port=port, database=database or default_url(),
                          public_url=public_url, origins=origins, rate=rate, burst=burst,
                          identities_per_hour=identities_per_hour,
                          tables_per_hour=tables_per_hour, bots=bots, heartbeat=heartbeat,
                          **edge)
    server = uvicorn.Server(uvicorn_config(config))
    shown = config.database or ""
    if "@" in shown:  # never print a password
        scheme, _, rest = shown.partition("://")
        shown = f"{scheme}://…@{rest.rpartition('@')[2]}"
    print(f"ginrummy: serving at {config.base_url} (database: {shown}); Ctrl-C stops",
          flush=True)
    try:
        asyncio.run(server.serve(sockets=[sock]))
    except KeyboardInterrupt:
        pass
    finally:
        sock.close()
    if not server.started:
        print("ginrummy: error: the server did not start (see above)", file=sys.stderr)
        return 2
    return 0
