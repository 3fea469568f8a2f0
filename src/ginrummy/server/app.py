"""The game server's ASGI application: the HTTP API and the table socket (FastAPI).

:func:`create_app` builds the application over a store (migrated on start), the
group-commit writer, the :class:`~ginrummy.server.hub.Hub` of live tables and
the quick match queue.  The HTTP API is a router per domain
(:mod:`ginrummy.server.routes`), each handler taking what it needs as FastAPI
dependencies (:mod:`ginrummy.server.services`); a refusal is answered from one
map of errors to codes (:mod:`ginrummy.server.refusals`); the table socket is
:mod:`ginrummy.server.socket`.  Every request body and every WebSocket message
is a model of :mod:`ginrummy.protocol`, checked before anything is done with it;
everything below this package decides the game (the table layer and the rules).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from fastapi import FastAPI, HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket

from ginrummy import __version__
from ginrummy import protocol as P
from ginrummy.errors import GinRummyError, reason
from ginrummy.server import refusals, socket
from ginrummy.server.api_docs import add_api_docs
from ginrummy.server.bodies import UniqueKeys
from ginrummy.server.config import ServerConfig
from ginrummy.server.headers import SecurityHeaders
from ginrummy.server.hub import Hub
from ginrummy.server.routes import ROUTERS
from ginrummy.server.routes.pages import static_files
from ginrummy.server.services import Services
from ginrummy.server.store import Store, default_url, migrate
from ginrummy.server.tablestore import StoredPresence, StoredTables
from ginrummy.server.writer import Writer

__all__ = ["Services", "create_app"]

_log = logging.getLogger(__name__)


class _BodyLimit:
    """A request body is limited as a WebSocket message is (docs/protocol.md): one
    longer is refused, 413 too_large, as it comes: never read whole."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        too_large = f"the request body is over {self.limit} bytes"
        why = reason("message_too_large", most=self.limit)
        length = dict(scope.get("headers") or []).get(b"content-length", b"")
        if length.isdigit() and int(length) > self.limit:
            await refusals.http_error(413, "too_large", too_large, why=why)(scope, receive, send)
            return
        size = 0

        async def limited() -> Message:
            nonlocal size
            message = await receive()
            size += len(message.get("body", b""))
            if size > self.limit:
                raise HTTPException(413, {"code": "too_large", "message": too_large,
                                          "reason": why})
            return message

        await self.app(scope, limited, send)


class _App(FastAPI):
    """FastAPI, with the table socket served straight, not through its middleware and
    routing: each of those layers is a coroutine, with closures and exit stacks,
    held for the whole life of a connection (a match, or hours), about 70 objects
    a connection for the garbage collector to walk at every full collection, which
    stops the server while it does (docs/benchmarks.md).  The socket's handler
    checks its origin and every message itself, and HTTP takes the usual way.
    The route stays registered too, for a path with a root path before it."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket" and scope["path"] == socket.SOCKET_PATH:
            scope["app"] = self
            await socket.serve(WebSocket(scope, receive, send))
            return
        await super().__call__(scope, receive, send)


def create_app(config: ServerConfig | None = None, *,
               clock: Callable[[], float] = time.monotonic,
               ticker: bool = True) -> FastAPI:
    """The server's application.  ``clock`` is the tables' time (tests pass a fake
    one, and ``ticker=False`` to call ``hub.tick()`` themselves)."""
    config = config or ServerConfig()
    url = config.database or default_url()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await asyncio.to_thread(migrate, url)
        store = Store(url)
        writer = Writer(store)
        presence = StoredPresence(store, writer, config.process_id, config.heartbeat) \
            if store.postgres else None
        if presence is not None:
            await presence.start()
        hub = Hub(StoredTables(store, writer), clock=clock, presence=presence)
        hub.start()
        # Every append notifies (PostgreSQL: LISTEN/NOTIFY between processes; SQLite:
        # within this one); a table another process changed is caught up.
        subscription = store.listen(hub.notice, on_listening=hub.check_all)
        app.state.services = Services(config, store, writer, hub, clock)
        for row in await asyncio.to_thread(store.tables_by_status, "waiting", "playing",
                                           "between_hands"):
            try:
                await hub.get(row.id)
            except GinRummyError as exc:
                _log.error("table %s cannot be restored: %s", row.id, exc)
        stop = asyncio.Event()
        task = asyncio.create_task(hub.run_ticker(stop)) if ticker else None
        try:
            yield
        finally:
            stop.set()
            if task is not None:
                await task
            await asyncio.to_thread(subscription.close)
            hub.close()
            if presence is not None:
                with contextlib.suppress(GinRummyError):  # the database may be gone
                    await presence.stop()
            await writer.aclose()
            store.close()

    app = _App(title="ginrummy", version=__version__, lifespan=lifespan,
               docs_url=None, openapi_url="/api/openapi.json", redoc_url=None)
    if config.api_docs:
        add_api_docs(app)
    # Outermost last: the headers on every answer, then repeated keys refused,
    # then the body's limit.
    app.add_middleware(_BodyLimit, limit=P.MAX_MESSAGE_BYTES)
    app.add_middleware(UniqueKeys)
    app.add_middleware(SecurityHeaders, base_url=config.base_url)
    refusals.install(app)
    for router in ROUTERS:
        app.include_router(router)
    app.mount("/static", static_files(), name="static")  # the browser game's files
    app.add_api_websocket_route(socket.SOCKET_PATH, socket.serve)
    return app
