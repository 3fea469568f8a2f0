"""The table socket, ``/ws`` (docs/protocol.md): ``hello``, then intents in and the
table's messages out.

Each connection has two tasks: this one reads and applies the client's
intents in order, and a sender writes what the hub queued for it (a client
that reads slower than its table plays is dropped and gets a snapshot when it
comes back).  Every message in is checked by the protocol's models before
anything is done with it; every message out is written by
:mod:`ginrummy.server.messages`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from starlette.websockets import WebSocket, WebSocketDisconnect

from ginrummy import protocol as P
from ginrummy.errors import GinRummyError, Reason, reason
from ginrummy.server import messages, rematch
from ginrummy.server.config import ServerConfig
from ginrummy.server.errors import StoreError, UnknownTable
from ginrummy.server.hub import Connection, LiveTable
from ginrummy.server.refusals import code_of, reason_of
from ginrummy.server.rows import Identity
from ginrummy.server.services import Services
from ginrummy.server.ws_edge import parse_frame
from ginrummy.table import PERSON, SPECTATOR, TableError

__all__ = ["FLOOD_CLOSE", "HELLO_SECONDS", "SOCKET_PATH", "serve"]

_log = logging.getLogger(__name__)

#: The table socket's path.
SOCKET_PATH = "/ws"
#: Seconds a new WebSocket has to say ``hello``.
HELLO_SECONDS = 10.0
#: Messages refused in a row for flooding before the connection is closed.
FLOOD_CLOSE = 200


class _Refused(Exception):
    """``hello`` refused: the error to send, then the connection is closed."""

    def __init__(self, code: P.ErrorCode, message: str, request_id: str | int | None = None,
                 field: str | None = None, why: Reason | None = None) -> None:
        super().__init__(message)
        self.code: P.ErrorCode = code
        self.request_id = request_id
        self.field = field
        self.why = why


async def serve(ws: WebSocket) -> None:
    """Serve one table socket, from its handshake to its close."""
    services: Services = ws.app.state.services
    if not _origin_allowed(ws, services.config):
        await ws.close(code=1008, reason="origin not allowed")
        return
    await ws.accept()
    hub = services.hub
    conn: Connection | None = None
    live: LiveTable | None = None
    sender: asyncio.Task[None] | None = None
    try:
        try:
            hello, who, live = await _greet(ws, services)
        except _Refused as refused:
            await ws.send_text(messages.error(0, refused.code, str(refused),
                                              request_id=refused.request_id,
                                              field=refused.field, reason=refused.why))
            return
        table = live.table
        conn = Connection(who.id, who.name)
        seat = table.seat_of_identity(who.id)
        conn.viewer = seat if seat is not None and hello.role == "player" else SPECTATOR
        conn.send_text(messages.welcome(
            table.seq, name=who.name, seat=None if conn.viewer == SPECTATOR else conn.viewer,
            table_id=table.id,
            limits=P.Limits(messages_per_second=int(services.config.rate),
                            burst=services.config.burst)))
        sender = asyncio.create_task(_send_loop(ws, conn))
        await hub.connect(live, conn, hello.last_seq)
        # A rematch everyone accepted that a stopped server never named is made now,
        # for whoever comes back (the page of each is still at this table).
        await rematch.settle(services, live)
        await _read_intents(ws, services, live, conn)
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


async def _greet(ws: WebSocket, services: Services) -> tuple[P.Hello, Identity, LiveTable]:
    """The ``hello``, the person it names and the table it asks for; :class:`_Refused`."""
    try:
        raw = await asyncio.wait_for(_receive(ws), HELLO_SECONDS)
        hello = parse_frame(raw)
    except TimeoutError:
        raise _Refused("not_authenticated", f"say hello within {HELLO_SECONDS:g} seconds",
                       why=reason("hello_first")) from None
    except P.ProtocolError as exc:
        raise _Refused(exc.code, str(exc), exc.request_id, exc.field, exc.reason) from None
    if not isinstance(hello, P.Hello):
        raise _Refused("not_authenticated", "the first message is 'hello'", hello.id,
                       why=reason("hello_first"))
    who = await asyncio.to_thread(services.store.identify, hello.token)
    if who is None:
        raise _Refused("not_authenticated", "that token is not known here", hello.id,
                       why=reason("token_unknown"))
    try:
        live = await services.hub.get(hello.table)
    except (UnknownTable, StoreError):
        raise _Refused("unknown_table", "no table has that id", hello.id) from None
    table = live.table
    if hello.last_seq is not None and hello.last_seq > table.seq:
        # Entries the client saw that the table does not have (a store restored from
        # an older copy): what it holds is not this table's, and it must start again.
        raise _Refused("conflict", f"last_seq {hello.last_seq} is past this table's"
                       f" {table.seq}: say hello without last_seq, for a new snapshot",
                       hello.id, "hello.last_seq", reason("last_seq_ahead"))
    if not table.may_watch(who.id):
        raise _Refused("not_allowed", "only the people seated at this table may watch it:"
                       " join it with its code", hello.id, why=reason("watch_seated_only"))
    return hello, who, live


async def _read_intents(ws: WebSocket, services: Services, live: LiveTable,
                        conn: Connection) -> None:
    config = services.config
    identity = conn.identity
    assert identity is not None
    bucket = services.limiter.messages.bucket(identity)  # shared by their connections
    while not conn.closed:
        raw = await _receive(ws)
        if not bucket.take():
            if bucket.refused >= FLOOD_CLOSE:
                # 1008: closed for breaking the server's rules, said so in the close
                # (after what was queued to it).
                conn.close(1008, "too many messages")
                return
            # Its id still answers it (a client waiting for the answer to its request
            # is told it was not applied); reading the id alone is cheap.
            conn.send_text(messages.error(
                conn.told, "throttled",
                f"more than {config.rate:g} messages a second: this one was dropped",
                request_id=P.request_id_of(raw), reason=reason("too_many_messages")))
            continue
        try:
            intent = parse_frame(raw)
        except P.ProtocolError as exc:
            conn.send_text(messages.error(conn.told, exc.code, str(exc),
                                          request_id=exc.request_id, field=exc.field,
                                          reason=exc.reason))
            continue
        try:
            reply = await _dispatch(services, live, conn, intent)
        except GinRummyError as exc:
            conn.send_text(messages.error(conn.told, code_of(exc), str(exc),
                                          request_id=intent.id, reason=reason_of(exc)))
            continue
        except Exception:
            _log.exception("table %s: a request failed", live.table.id)
            conn.send_text(messages.error(conn.told, "internal", "the server failed to do"
                                          " that; nothing changed", request_id=intent.id))
            continue
        if reply is not None:
            conn.send_text(reply)


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
            # Closed by the server (a newer connection replaced this one, or it fell
            # too far behind): the client is told why, and the reader stops.
            with contextlib.suppress(Exception):
                await ws.close(conn.close_code, conn.close_reason)
            return
        try:
            await ws.send_text(text)
        except Exception:
            conn.close()
            return


async def _dispatch(services: Services, live: LiveTable, conn: Connection,
                    intent: P.Intent) -> str | None:
    """Do what ``intent`` asks for ``conn``'s person; the answer to send, if any."""
    hub = services.hub
    viewer = conn.viewer
    identity, name = conn.identity, conn.name
    assert identity is not None and name is not None
    match intent:
        case P.Ping():
            return messages.pong(conn.told, intent.id)
        case P.Hello():
            raise TableError("bad_message", "hello is the first message only",
                             reason("hello_once"))
        case P.Sit(seat=seat):
            table = live.table
            if table.settings.private and table.seats[seat].left_by != identity:
                raise TableError("not_allowed", "a seat at a private table is taken with"
                                 " its code or link (POST /api/tables/join)",
                                 reason("private_seat_by_code"))
            await hub.command(live, lambda t: t.sit(seat, name=name, identity=identity))
            await hub.seated(live, conn, seat)
            return None
    if viewer == SPECTATOR:
        raise TableError("no_seat", "take a seat first ('sit')", reason("take_a_seat"))
    match intent:
        case P.Act(action=action):
            chosen = P.to_action(action)
            await hub.command(live, lambda t: t.act(viewer, chosen))
        case P.Advise(action=action):
            advice = None if action is None else P.to_action(action)
            await hub.command(live, lambda t: t.advise(viewer, advice))
        case P.Undo():
            await hub.command(live, lambda t: t.undo(viewer))
        case P.Ready():
            await hub.command(live, lambda t: t.ready(viewer))
        case P.Chat(text=text):
            await hub.command(live, lambda t: t.chat(viewer, text))
        case P.Leave():
            await hub.command(live, lambda t: t.leave(viewer))
            if not any(seat.kind == PERSON for seat in live.table.seats):
                # The last person left: nobody is left to play for (the computers
                # would play the match out among themselves), nor to come to a table
                # the lobby would list as waiting.
                await hub.command(live, lambda t: t.close("everyone left"))
            conn.viewer = SPECTATOR
            await hub.resend(live, conn)
        case P.Claim():
            await hub.command(live, lambda t: t.claim(viewer))
        case P.Rematch(accept=accept):
            await rematch.offer(services, live, viewer, accept)
        case P.Hint(count=count):
            return await _hints(live, viewer, count, intent.id)
    return None


async def _hints(live: LiveTable, viewer: int, count: int,
                 request_id: str | int | None) -> str:
    async with live.lock:
        table = live.table
        ranked = await asyncio.to_thread(table.hints, viewer, count)
        seq = table.seq
    return messages.hints(seq, request_id, ranked)


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
