"""The table's WebSocket (``websockets``), kept open: ``hello`` (with ``last_seq``
after the first connection), then every message the server sends, checked with
:func:`~ginrummy.protocol.parse_server_message` and put in a queue for the
table's client; a dropped connection is opened again.

An ``update`` is applied here, to the snapshot the connection holds, and handed
on as the snapshot it makes with the events it tells (docs/protocol.md,
"update"): the client shows the table, and tells what happened, from the new
snapshot alone.  The events missed while away come before a whole snapshot
after reconnecting; they are handed on with that snapshot, likewise.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ginrummy import protocol as P
from ginrummy.remote.api import HTTP_TIMEOUT
from ginrummy.table.snapshot import ChangesError, apply_changes

__all__ = ["Closed", "Fatal", "Link", "Lost", "Shown"]

#: The longest wait between two attempts to connect again (seconds).
MAX_DELAY = 5.0


@dataclass(frozen=True, slots=True)
class Shown:
    """A snapshot to show, and the events it tells (in order), each already in it."""

    snapshot: P.Snapshot
    events: list[P.TableEvent]


@dataclass(frozen=True, slots=True)
class Lost:
    """The connection dropped (``attempt`` 1) or an attempt to open it again failed."""

    reason: str
    attempt: int


@dataclass(frozen=True, slots=True)
class Fatal:
    """The table cannot be reached or refused this person: one line why."""

    reason: str


@dataclass(frozen=True, slots=True)
class Closed:
    """The server closed the connection after the match ended."""


#: What a link puts in its queue: a welcome, something to show, a message
#: (hints, an error, a message it could not read), or news of the connection.
Item = P.Welcome | Shown | P.Hints | P.ErrorMessage | P.ProtocolError | Lost | Fatal | Closed


class Link:
    """One person's (or spectator's) connection to one table."""

    def __init__(self, ws_url: str, token: str, table_id: str, *,
                 spectator: bool = False, reconnect_delay: float = 0.5,
                 unknown: str = "the server does not know your name") -> None:
        self.ws_url = ws_url
        self.token = token
        self.table_id = table_id
        self.spectator = spectator
        self.reconnect_delay = reconnect_delay
        self.unknown = unknown
        """What the server not knowing the token means to the person (said in one line)."""
        self.queue: asyncio.Queue[Any] = asyncio.Queue()
        """What the link brings (:data:`Item`), in order; the client puts the person's
        lines in it too, so that one loop handles both."""
        self.seq = 0
        """The highest ``seq`` seen (sent as ``last_seq`` when connecting again)."""
        self.welcomed = False
        self.ws: ClientConnection | None = None
        """The open connection, or None."""
        self.over = False
        """The match ended: a closed connection is not opened again."""
        self.closing = False

    async def send(self, message: dict[str, Any]) -> bool:
        """Send an intent; False when no connection is open just now."""
        ws = self.ws
        if ws is None:
            return False
        try:
            await ws.send(json.dumps(message))
        except ConnectionClosed:
            return False
        return True

    async def stop(self, runner: asyncio.Task[None]) -> None:
        """End the connection that ``runner`` (a task of :meth:`run`) keeps open."""
        self.closing = True
        runner.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await runner
        ws = self.ws
        if ws is not None:
            with contextlib.suppress(Exception):
                await ws.close()

    async def run(self) -> None:
        """Keep the connection open until :attr:`closing`, the match's end, or a refusal."""
        delay = self.reconnect_delay
        attempt = 0
        while not self.closing:
            reason = "closed"
            try:
                async with connect(self.ws_url, open_timeout=HTTP_TIMEOUT,
                                   max_size=4 * 1024 * 1024) as ws:
                    self.ws = ws
                    if await self._session(ws):
                        delay, attempt = self.reconnect_delay, 0
            except _Refused:
                return
            except (OSError, TimeoutError, InvalidHandshake, InvalidURI) as exc:
                reason = str(exc) or type(exc).__name__
                if not self.welcomed:
                    await self.queue.put(Fatal(f"cannot open the table's connection at"
                                               f" {self.ws_url}: {reason}"))
                    return
            except ConnectionClosed as exc:
                reason = f"code {exc.rcvd.code}" if exc.rcvd is not None else "dropped"
            finally:
                self.ws = None
            if self.closing:
                return
            if self.over:
                await self.queue.put(Closed())
                return
            if not self.welcomed:
                await self.queue.put(Fatal("the server closed the connection"))
                return
            attempt += 1
            await self.queue.put(Lost(reason, attempt))
            await asyncio.sleep(delay)
            delay = min(delay * 2, MAX_DELAY)

    async def _session(self, ws: ClientConnection) -> bool:
        """One connection, until it closes; whether the server welcomed it."""
        await ws.send(json.dumps({
            "type": "hello", "protocol": P.PROTOCOL_VERSION, "token": self.token,
            "table": self.table_id, "as": "spectator" if self.spectator else "player",
            "last_seq": self.seq if self.welcomed else None}))
        welcomed = False
        held: dict[str, Any] | None = None
        missed: list[P.TableEvent] = []
        async for raw in ws:
            try:
                msg = P.parse_server_message(raw)
                if isinstance(msg, P.Update):
                    if held is None:
                        raise ChangesError("an update before any snapshot")
                    _check_seqs(held["seq"], msg)
                    held = apply_changes(held, msg.seq, json.loads(raw)["changes"])
                    snapshot = P.parse_server_message(json.dumps(held))
                    assert isinstance(snapshot, P.Snapshot)
                    item: Item | None = Shown(snapshot, [t.event for t in msg.events])
                elif isinstance(msg, P.Snapshot):
                    held = json.loads(raw)
                    item, missed = Shown(msg, missed), []
                elif isinstance(msg, P.EventMessage):
                    missed.append(msg.event)  # told with the snapshot that follows
                    item = None
                elif isinstance(msg, P.Pong):
                    item = None
                else:
                    item = msg
            except ChangesError as exc:
                # Out of step with the server: a new connection brings a whole snapshot.
                await self.queue.put(P.ProtocolError("bad_message", f"update: {exc}"))
                break
            except P.ProtocolError as exc:
                await self.queue.put(exc)
                continue
            if isinstance(msg, P.ErrorMessage) and not welcomed:
                await self.queue.put(Fatal(self._refused(msg)))
                raise _Refused
            if isinstance(msg, P.Welcome):
                welcomed = True
                self.welcomed = True
            self.seq = max(self.seq, msg.seq)
            if item is not None:
                await self.queue.put(item)
        return welcomed

    def _refused(self, msg: P.ErrorMessage) -> str:
        """Why the server refused the ``hello``, in one line."""
        if msg.code == "not_authenticated":
            return self.unknown
        if msg.code == "unknown_table":
            return f"no table has the id {self.table_id!r} at this server"
        return f"the server refused: {msg.message}"


class _Refused(Exception):
    """The server refused the hello: the link ends (the client was told why)."""


def _check_seqs(held: int, update: P.Update) -> None:
    """An update follows the snapshot held: its ``seq`` does not go back, and the
    events it tells are between the two.  (Its ``seq`` may move on by several at
    once, with or without events: one command of the table can append several
    entries; and a seat connecting is told at the ``seq`` the table is at.)
    Otherwise a message was lost or came twice: the client is out of step, and a
    new connection with ``last_seq`` brings what was missed."""
    if update.seq < held:
        raise ChangesError(f"an update at seq {update.seq} after the snapshot at {held}")
    for told in update.events:
        if not held <= told.seq <= update.seq:
            raise ChangesError(f"an event at seq {told.seq} in an update from {held}"
                               f" to {update.seq}: a message was missed")
