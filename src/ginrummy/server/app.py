"""The game server's ASGI application: the HTTP API and the WebSocket (FastAPI).

:func:`create_app` builds the application over a store (migrated on start), the
group-commit writer, the :class:`~ginrummy.server.hub.Hub` of live tables and
the quick match queue.  Every request body and every WebSocket message is a
model of :mod:`ginrummy.protocol` and is checked before anything is done
with it; everything below this module decides the game (the table layer and
the rules), and this module only carries messages (docs/protocol.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections.abc import AsyncIterator, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from functools import partial
from typing import Annotated, Any

from fastapi import Depends, FastAPI, Header, HTTPException, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from starlette.websockets import WebSocket, WebSocketDisconnect

from ginrummy import __version__
from ginrummy import protocol as P
from ginrummy.cards import card_name
from ginrummy.errors import GinRummyError
from ginrummy.narration import with_cards
from ginrummy.rules import preset
from ginrummy.server import lobby
from ginrummy.server.api_docs import add_api_docs
from ginrummy.server.bodies import UniqueKeys
from ginrummy.server.config import ServerConfig
from ginrummy.server.errors import (
    NameTaken,
    StoreError,
    TableExists,
    UnknownIdentity,
    UnknownTable,
)
from ginrummy.server.headers import SecurityHeaders
from ginrummy.server.hub import Connection, Hub, LiveTable, Presence
from ginrummy.server.ratings import placings_by_score
from ginrummy.server.rows import Identity
from ginrummy.server.store import Store, default_url, migrate
from ginrummy.server.throttle import Bucket
from ginrummy.server.writer import Writer
from ginrummy.server.ws_edge import parse_frame
from ginrummy.table import SPECTATOR, SeatPlan, SettingsError, Table, TableError, TableSettings

__all__ = ["Services", "create_app"]

_log = logging.getLogger(__name__)

#: Seconds a new WebSocket has to say ``hello``.
HELLO_SECONDS = 10.0
#: Messages refused in a row for flooding before the connection is closed.
FLOOD_CLOSE = 200
#: Join codes a client address may try: a burst of 10, then one every 6 seconds.
GUESS_BURST = 10
GUESS_RATE = 1 / 6
MAX_GUESSERS = 100_000
#: A process silent for this many heartbeats is taken for dead (its people's
#: presence with it).
ALIVE_HEARTBEATS = 4

#: Join codes: no 0/O or 1/I/L to misread.
_CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
_CODE_LENGTH = 6
#: New id and code drawn for a table whose code was taken, at most this many times.
_NEW_TABLE_TRIES = 5


@dataclass(eq=False)
class Services:
    """What the handlers share."""

    config: ServerConfig
    store: Store
    writer: Writer
    hub: Hub
    clock: Callable[[], float]
    guesses: dict[str, Bucket] = field(default_factory=dict)
    """Per client address: the wrong join codes it may still try (a code is 6 of 31
    letters; a guesser gets a few a minute, not the thousands a second a loop
    would)."""

    def guessing(self, address: str) -> Bucket:
        """The bucket of wrong join codes ``address`` may still try."""
        bucket = self.guesses.get(address)
        if bucket is None:
            if len(self.guesses) > MAX_GUESSERS:
                self.guesses.clear()  # bounded memory; the buckets refill anyway
            bucket = self.guesses[address] = Bucket(GUESS_RATE, GUESS_BURST, time.monotonic)
        return bucket


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
        length = dict(scope.get("headers") or []).get(b"content-length", b"")
        if length.isdigit() and int(length) > self.limit:
            await _http_error(413, "too_large", too_large)(scope, receive, send)
            return
        size = 0

        async def limited() -> Message:
            nonlocal size
            message = await receive()
            size += len(message.get("body", b""))
            if size > self.limit:
                raise HTTPException(413, {"code": "too_large", "message": too_large})
            return message

        await self.app(scope, limited, send)


def _problem(status: int, code: str, message: str) -> HTTPException:
    return HTTPException(status, {"code": code, "message": message})


def _http_error(status: int, code: str, message: str, field: str | None = None,
                headers: Mapping[str, str] | None = None) -> JSONResponse:
    """A refused request's answer: an HttpError body (docs/protocol.md)."""
    body = P.HttpError.model_validate({"code": code, "message": " ".join(message.split()),
                                       "field": field})
    return JSONResponse(body.model_dump(), status, headers=headers)


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
        services: Services

        async def load(table_id: str) -> tuple[list[dict[str, Any]], Any, str]:
            row = await asyncio.to_thread(store.table, table_id)
            rows = await asyncio.to_thread(store.entries, table_id)
            if row is None or not rows:
                raise UnknownTable(table_id)
            checkpoint = await asyncio.to_thread(store.timers, table_id)
            return [entry for _seq, entry in rows], \
                None if checkpoint is None else checkpoint.checkpoint, row.code

        async def over(table: Table) -> None:
            await _finish(services, table)

        async def status(table: Table) -> None:
            await writer.set_status(table.id, table.status)

        async def load_after(table_id: str, seq: int) -> list[dict[str, Any]]:
            rows = await asyncio.to_thread(store.entries, table_id, seq)
            return [entry for _seq, entry in rows]

        presence: Presence | None = None
        if store.postgres:
            me = config.process_id

            async def mark(table_id: str, seat: int, here: bool) -> None:
                await writer.present(table_id, seat, me, here)

            async def elsewhere() -> set[tuple[str, int]]:
                # Alive now, then who else is: a process silent for a few heartbeats
                # died, and its people are connected nowhere.
                await writer.heartbeat(me)
                alive_since = datetime.now(UTC) - timedelta(
                    seconds=ALIVE_HEARTBEATS * config.heartbeat)
                return await asyncio.to_thread(store.present_elsewhere, me, alive_since)

            presence = Presence(mark, elsewhere, config.heartbeat)
            await writer.heartbeat(me)
        hub = Hub(append=writer.append, load=load, load_after=load_after,
                  save_timers=writer.save_timers, on_over=over, on_status=status,
                  clock=clock, shared=store.postgres, presence=presence)
        hub.start()
        # Every append notifies (PostgreSQL: LISTEN/NOTIFY between processes; SQLite:
        # within this one); a table another process changed is caught up.
        subscription = store.listen(hub.notice, on_listening=hub.check_all)
        services = Services(config, store, writer, hub, clock)
        app.state.services = services
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
                    await writer.leave_process(config.process_id)
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
    _routes(app)
    return app


def services_of(request: Request) -> Services:
    services: Services = request.app.state.services
    return services


ServicesDep = Annotated[Services, Depends(services_of)]


async def identity_of(services: ServicesDep,
                      authorization: Annotated[str | None, Header()] = None) -> Identity:
    """The person a request's ``Authorization: Bearer TOKEN`` names."""
    if authorization is None or not authorization.startswith("Bearer "):
        raise _problem(401, "not_authenticated", "send 'Authorization: Bearer TOKEN' (the"
                       " token POST /api/identities gave you)")
    found = await asyncio.to_thread(services.store.identify, authorization[7:].strip())
    if found is None:
        raise _problem(401, "not_authenticated", "that token is not known here")
    return found


IdentityDep = Annotated[Identity, Depends(identity_of)]


def _routes(app: FastAPI) -> None:
    # Every refusal's body is docs/protocol.md's HttpError: {"code", "message", "field"}.
    @app.exception_handler(GinRummyError)
    async def _refused(_request: Request, exc: GinRummyError) -> JSONResponse:
        code = exc.code if isinstance(exc, TableError) else "conflict" if isinstance(
            exc, NameTaken) else "unknown_table" if isinstance(exc, UnknownTable) \
            else "bad_message"
        status = {"unknown_table": 404, "conflict": 409, "bad_message": 422}.get(code, 400)
        return _http_error(status, code, str(exc))

    @app.exception_handler(StarletteHTTPException)
    async def _http_refused(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        detail = exc.detail
        if isinstance(detail, dict):
            return _http_error(exc.status_code, detail["code"], detail["message"],
                               headers=exc.headers)
        code = {401: "not_authenticated", 404: "not_found", 413: "too_large"}.get(
            exc.status_code, "bad_message")
        return _http_error(exc.status_code, code, str(detail), headers=exc.headers)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        # FastAPI's locations start with where the value was ("body", "query"): the
        # field is named as in the body itself, as the WebSocket's errors name them.
        errors = [{**e, "loc": tuple(e["loc"])[1:] or tuple(e["loc"])} for e in exc.errors()]
        refused = P.protocol_error(errors)
        return _http_error(422, refused.code, refused.message, refused.field)

    @app.get("/health")
    async def health(services: ServicesDep) -> P.Health:
        return P.Health(levels=services.config.levels)

    @app.post("/api/identities", status_code=201)
    async def create_identity(body: P.CreateIdentity,
                              services: ServicesDep) -> P.IdentityCreated:
        identity, token = await services.writer.create_identity(body.name)
        return P.IdentityCreated(name=identity.name, token=token)

    @app.post("/api/tables", status_code=201)
    async def create_table(body: P.CreateTable, services: ServicesDep,
                           who: IdentityDep) -> P.TableCreated:
        try:
            settings = TableSettings.make(
                body.system, dict(body.options),
                seats=tuple(SeatPlan(s.kind, _agent_of(services, s.level)) for s in body.seats),
                turn_seconds=body.turn_seconds, grace_seconds=body.grace_seconds,
                computer_takes_over=body.computer_takes_over, private=body.private)
        except SettingsError as exc:
            raise _problem(422, "bad_message", str(exc)) from None
        first = next(i for i, s in enumerate(settings.seats) if s.kind == "person")
        table = await _open_table(services, settings, {first: who})
        code = table.code
        assert code is not None  # _open_table gives every table its code
        return P.TableCreated(id=table.id, code=code,
                              link=f"{services.config.base_url}/join/{code}")

    @app.get("/api/tables")
    async def list_tables(services: ServicesDep) -> list[P.TableSummary]:
        out = []
        for live in services.hub.tables.values():
            table = live.table
            if table.settings.private or table.status in ("over", "closed"):
                continue
            out.append(_summary(table))
        return out

    @app.get("/api/tables/{table_id}")
    async def get_table(table_id: str, services: ServicesDep) -> P.TableSummary:
        live = await _live(services, table_id)
        return _summary(live.table)

    @app.post("/api/tables/join")
    async def join(body: P.JoinTable, request: Request, services: ServicesDep,
                   who: IdentityDep) -> P.Joined:
        address = request.client.host if request.client is not None else "?"
        guesses = services.guessing(address)
        if guesses.empty():
            raise _problem(429, "throttled", "too many wrong join codes: wait a minute")
        row = await asyncio.to_thread(services.store.table_by_code, body.code.upper())
        if row is None:
            guesses.take()  # only wrong codes count: people joining are never slowed
            raise _problem(404, "unknown_table", "no table has that code")
        live = await _live(services, row.id)
        table = live.table
        held = table.seat_of_identity(who.id)
        if held is not None:
            return P.Joined(id=table.id, seat=held)
        for index, seat in enumerate(table.seats):
            if seat.kind == "empty" or (seat.kind == "computer" and seat.left_by == who.id):
                await services.hub.command(
                    live, partial(Table.sit, seat=index, name=who.name, identity=who.id))
                return P.Joined(id=table.id, seat=index)
        return P.Joined(id=table.id, seat=None)

    @app.post("/api/quickmatch")
    async def quick_match(body: P.QuickMatch, services: ServicesDep,
                          who: IdentityDep) -> P.QuickMatchStatus:
        # The queue is the database's: people asking through different server
        # processes are paired (lobby.py).
        writer = services.writer
        if body.computer:
            pending = await writer.run(lambda tx: lobby.leave(tx, who.id))
            if pending is not None:
                return P.QuickMatchStatus(status=pending.status, table=pending.table)
            table_id = await _quick_table(services, body.system, [who])
            return P.QuickMatchStatus(status="matched", table=table_id)
        wait = services.config.quickmatch_wait
        pairing = await writer.run(lambda tx: lobby.ask(tx, who.id, body.system, wait))
        opponent = pairing.opponent
        if opponent is None:
            return P.QuickMatchStatus(status=pairing.status, table=pairing.table)
        try:
            other = await asyncio.to_thread(services.store.identity, opponent)
            if other is None:  # pragma: no cover - identities are never deleted
                raise UnknownIdentity(opponent)
            table_id = await _quick_table(services, body.system, [other, who])
        except BaseException:
            await writer.run(lambda tx: lobby.release(tx, opponent, who.id))
            raise
        await writer.run(lambda tx: lobby.made(tx, opponent, who.id, table_id))
        return P.QuickMatchStatus(status="matched", table=table_id)

    @app.post("/api/tables/{table_id}/computer")
    async def fill_seat(table_id: str, body: P.FillSeat, services: ServicesDep,
                        who: IdentityDep) -> P.TableSummary:
        """A computer takes a seat no person filled, asked by a person at the table."""
        live = await _live(services, table_id)
        if live.table.seat_of_identity(who.id) is None:
            raise _problem(403, "not_allowed", "only a person seated at the table may seat a"
                           " computer")
        await services.hub.command(live, partial(Table.fill, seat=body.seat,
                                                 level=_agent_of(services, body.level)))
        return _summary(live.table)

    @app.get("/api/tables/{table_id}/record")
    async def record(table_id: str, services: ServicesDep) -> JSONResponse:
        doc = await asyncio.to_thread(services.store.record, table_id)
        if doc is None:
            raise _problem(404, "unknown_table", "no finished match has that table id")
        return JSONResponse(doc)

    @app.get("/api/leaderboard")
    async def leaderboard(services: ServicesDep,
                          system: Annotated[P.System, Query()] = "standard",
                          ) -> list[P.LeaderboardEntry]:
        rows = await asyncio.to_thread(services.store.leaderboard, system, 50)
        return [P.LeaderboardEntry(name=s.name, rating=round(s.rating.ordinal, 3),
                                   mu=s.rating.mu, sigma=s.rating.sigma,
                                   matches=s.rating.matches) for s in rows]

    app.add_api_websocket_route("/ws", _websocket)


#: The table socket's path: :class:`_App` serves it before FastAPI's routing.
SOCKET_PATH = "/ws"


async def _websocket(ws: WebSocket) -> None:
    services: Services = ws.app.state.services
    if not _origin_allowed(ws, services.config):
        await ws.close(code=1008, reason="origin not allowed")
        return
    await ws.accept()
    await _serve_socket(ws, services)


class _App(FastAPI):
    """FastAPI, with the table socket served straight, not through its middleware and
    routing: each of those layers is a coroutine, with closures and exit stacks,
    held for the whole life of a connection (a match, or hours), about 70 objects
    a connection for the garbage collector to walk at every full collection, which
    stops the server while it does (docs/benchmarks.md).  The socket's handler
    checks its origin and every message itself, and HTTP takes the usual way.
    The route stays registered too, for a path with a root path before it."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "websocket" and scope["path"] == SOCKET_PATH:
            scope["app"] = self
            await _websocket(WebSocket(scope, receive, send))
            return
        await super().__call__(scope, receive, send)


def _agent_of(services: Services, level: str | None) -> str | None:
    """The agent behind a level a client named: a built-in level, or the plugin of a
    bot the operator installed; any other name is refused (a client never names
    code to run)."""
    if level is None:
        return None
    agent = services.config.level(level)
    if agent is None:
        raise _problem(422, "bad_message", f"level: {level!r} is not offered here (levels:"
                       f" {', '.join(services.config.levels)})")
    return agent


def _summary(table: Table) -> P.TableSummary:
    info = table.info()
    return P.TableSummary.model_validate({
        "id": table.id, "system": table.settings.system, "status": info["status"],
        "seats": info["seats"], "hand_number": info["hand_number"],
        "turn_seconds": info["turn_seconds"]})


async def _live(services: Services, table_id: str) -> LiveTable:
    try:
        return await services.hub.get(table_id)
    except (UnknownTable, StoreError):
        raise _problem(404, "unknown_table", "no table has that id") from None


async def _quick_table(services: Services, system: str, people: list[Identity]) -> str:
    """A quick match's table: ``people`` seated, computers (``hard``) at the rest."""
    players = preset(system).players
    plans = [SeatPlan("person") for _ in people]
    plans += [SeatPlan("computer", "hard") for _ in range(players - len(plans))]
    settings = TableSettings.make(system, seats=tuple(plans))
    table = await _open_table(services, settings, dict(enumerate(people)))
    return table.id


async def _open_table(services: Services, settings: TableSettings,
                      people: dict[int, Identity]) -> Table:
    """A new table with ``people`` at their seats and a join code, stored, then served
    (and dealt when every seat is filled)."""
    for attempt in range(_NEW_TABLE_TRIES):
        table = Table.create(secrets.token_urlsafe(12), settings, clock=services.clock)
        for seat, person in people.items():
            table.sit(seat, name=person.name, identity=person.id)
        table.code = "".join(secrets.choice(_CODE_LETTERS) for _ in range(_CODE_LENGTH))
        try:
            await services.writer.create_table(table.id, table.code, settings.to_json())
            break
        except TableExists:
            # The code drawn is another table's (one chance in 887 million for each
            # table there is): draw again.
            if attempt == _NEW_TABLE_TRIES - 1:
                raise
    live = await services.hub.add(table)
    await services.hub.command(live, lambda t: t.advance())
    return table


async def _finish(services: Services, table: Table) -> None:
    """A match over: keep its record, and rate it when people played it."""
    driver = table.driver
    if driver is None:
        return
    await services.writer.save_record(table.id, driver.record)
    await services.writer.clear_timers(table.id)
    people = [(seat.identity, float(total)) for seat, total in
              zip(table.seats, _final_scores(table), strict=True) if seat.kind == "person"]
    if len(people) >= 2:
        scores = [(seat.identity if seat.kind == "person" else None, float(total))
                  for seat, total in zip(table.seats, _final_scores(table), strict=True)]
        await services.writer.rate(table.settings.system, placings_by_score(scores))


def _final_scores(table: Table) -> list[int]:
    """Each player's score for ranking: the winner first, then by total."""
    driver = table.driver
    assert driver is not None
    totals = [sum(row[p] for row in driver.match.totals()) for p in range(table.players)]
    winner = driver.winner
    if winner is not None:
        totals[winner] = max(totals) + 1
    return totals


def _origin_allowed(ws: WebSocket, config: ServerConfig) -> bool:
    """A browser sends its page's origin: only the server's own (and those the
    operator allows) may open a table's socket, so another site cannot act for
    a visitor.  Clients that are not browsers send none."""
    origin = ws.headers.get("origin")
    if origin is None or "*" in config.origins or origin in config.origins:
        return True
    host = ws.headers.get("host", "")
    return origin.rstrip("/") in (f"http://{host}", f"https://{host}",
                                  config.base_url)


async def _serve_socket(ws: WebSocket, services: Services) -> None:
    hub = services.hub
    sender: asyncio.Task[None] | None = None
    conn: Connection | None = None
    live: LiveTable | None = None
    seq = 0

    def error(code: str, message: str, request: Any = None, field: str | None = None,
              ) -> dict[str, Any]:
        told = conn.told if conn is not None else live.table.seq if live else seq
        return {"type": "error", "id": request, "seq": told, "code": code,
                "message": message, "field": field}

    try:
        try:
            raw = await asyncio.wait_for(_receive(ws), HELLO_SECONDS)
            hello = parse_frame(raw)
        except TimeoutError:
            await ws.send_json(error("bad_message", "say hello first"))
            return
        except P.ProtocolError as exc:
            await ws.send_json(error(exc.code, str(exc), exc.request_id, exc.field))
            return
        if not isinstance(hello, P.Hello):
            await ws.send_json(error("not_authenticated", "the first message is 'hello'",
                                     hello.id))
            return
        who = await asyncio.to_thread(services.store.identify, hello.token)
        if who is None:
            await ws.send_json(error("not_authenticated", "that token is not known here",
                                     hello.id))
            return
        try:
            live = await hub.get(hello.table)
        except (UnknownTable, StoreError):
            await ws.send_json(error("unknown_table", "no table has that id", hello.id))
            return
        conn = Connection(who.id, who.name)
        seat = live.table.seat_of_identity(who.id)
        conn.viewer = seat if seat is not None and hello.role == "player" else SPECTATOR
        conn.send({"type": "welcome", "seq": live.table.seq, "protocol": P.PROTOCOL_VERSION,
                   "server": f"ginrummy {__version__}",
                   "you": {"name": who.name,
                           "seat": None if conn.viewer == SPECTATOR else conn.viewer,
                           "role": "spectator" if conn.viewer == SPECTATOR else "player"},
                   "table": live.table.id,
                   "limits": P.Limits(messages_per_second=int(services.config.rate),
                                      burst=services.config.burst).model_dump()})
        sender = asyncio.create_task(_send_loop(ws, conn))
        await hub.connect(live, conn, hello.last_seq)
        config = services.config
        bucket = Bucket(config.rate, config.burst, time.monotonic)
        while not conn.closed:
            raw = await _receive(ws)
            if not bucket.take():
                if bucket.refused >= FLOOD_CLOSE:
                    break
                conn.send(error("throttled", f"more than {config.rate:g} messages a second:"
                                " this one was dropped"))
                continue
            try:
                intent = parse_frame(raw)
            except P.ProtocolError as exc:
                conn.send(error(exc.code, str(exc), exc.request_id, exc.field))
                continue
            try:
                reply = await _dispatch(services, live, conn, intent)
            except TableError as exc:
                conn.send(error(exc.code, str(exc), intent.id))
                continue
            except GinRummyError as exc:
                conn.send(error("bad_message", str(exc), intent.id))
                continue
            except Exception:
                _log.exception("table %s: a request failed", live.table.id)
                conn.send(error("internal", "the server failed to do that; nothing changed",
                                intent.id))
                continue
            if reply is not None:
                conn.send(reply)
    except WebSocketDisconnect:
        pass
    finally:
        if conn is not None and live is not None:
            conn.close()
            with contextlib.suppress(Exception):
                await hub.disconnect(live, conn)
        if sender is not None:
            with contextlib.suppress(Exception):
                await sender
        with contextlib.suppress(Exception):
            await ws.close()


async def _receive(ws: WebSocket) -> str | bytes:
    """The next message as it came: a text frame's text, a binary frame's bytes
    (parse_frame refuses them with ``bad_message``)."""
    message = await ws.receive()
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000), message.get("reason"))
    text: str | None = message.get("text")
    if text is not None:
        return text
    data: bytes = message.get("bytes") or b""
    return data


async def _send_loop(ws: WebSocket, conn: Connection) -> None:
    while True:
        text = await conn.queue.get()
        if text is None:
            return
        try:
            await ws.send_text(text)
        except Exception:
            conn.close()
            return


async def _dispatch(services: Services, live: LiveTable, conn: Connection,
                    intent: P.Intent) -> dict[str, Any] | None:
    """Do what ``intent`` asks for ``conn``'s person; the answer to send, if any."""
    hub = services.hub
    viewer = conn.viewer
    identity, name = conn.identity, conn.name
    assert identity is not None and name is not None
    if isinstance(intent, P.Ping):
        return {"type": "pong", "id": intent.id, "seq": conn.told}
    if isinstance(intent, P.Hello):
        raise TableError("bad_message", "hello is the first message only")
    if isinstance(intent, P.Sit):
        seat = intent.seat
        await hub.command(live, lambda t: t.sit(seat, name=name, identity=identity))
        await hub.seated(live, conn, seat)
        return None
    if viewer == SPECTATOR:
        raise TableError("no_seat", "take a seat first ('sit')")
    if isinstance(intent, P.Act):
        action = P.to_action(intent.action)
        await hub.command(live, lambda t: t.act(viewer, action))
    elif isinstance(intent, P.Advise):
        advice = None if intent.action is None else P.to_action(intent.action)
        await hub.command(live, lambda t: t.advise(viewer, advice))
    elif isinstance(intent, P.Undo):
        await hub.command(live, lambda t: t.undo(viewer))
    elif isinstance(intent, P.Ready):
        await hub.command(live, lambda t: t.ready(viewer))
    elif isinstance(intent, P.Chat):
        text = intent.text
        await hub.command(live, lambda t: t.chat(viewer, text))
    elif isinstance(intent, P.Leave):
        await hub.command(live, lambda t: t.leave(viewer))
        conn.viewer = SPECTATOR
        await hub.resend(live, conn)
    elif isinstance(intent, P.Hint):
        return await _hints(live, viewer, intent)
    return None


async def _hints(live: LiveTable, viewer: int, intent: P.Hint) -> dict[str, Any]:
    async with live.lock:
        table = live.table
        ranked = await asyncio.to_thread(table.hints, viewer, intent.count)
        seq = table.seq
    return {"type": "hints", "id": intent.id, "seq": seq, "hints": [
        {"action": r.action.to_json(), "words": r.action.text,
         "reason": with_cards(r.reason, card_name)} for r in ranked]}
