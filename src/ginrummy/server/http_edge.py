"""HTTP connections, bounded in time and number: uvicorn's h11 protocol with deadlines.

uvicorn bounds only the wait *between* requests (``timeout_keep_alive``, armed
after a response and reset by every byte), and not on a new connection: a
client that connects and says nothing, sends half its headers, or a part of its
body, holds its socket for ever, and a thousand such clients hold a thousand of
the server's file descriptors (issue 40 item 10).  uvicorn has no deadline for
receiving one request, so this module wraps its HTTP protocol class (h11's, the
one uvicorn uses without httptools, named in :func:`~ginrummy.server.run.uvicorn_config`):

- **idle**: a connection that has sent nothing since it opened, or since its last
  response, is closed after ``idle_timeout`` seconds;
- **headers**: from the first byte of a request, its request line and headers
  must be in within ``header_timeout`` seconds, however they trickle in;
- **body**: once the headers are in, the body (16 KiB at most) must be in within
  ``body_timeout`` seconds;
- **connections**: past ``max_connections`` open connections (HTTP and
  WebSocket alike: each holds a file descriptor), a new one is answered 503 and
  closed before anything of it is read.

The deadlines are whole, not reset by each byte, so a client sending a byte a
second gains nothing.  The time the application takes to answer never counts,
and a WebSocket, once upgraded, is another protocol object that none of this
touches (its own limits: ``hello`` within 10 seconds, pings every 20).  The
limits are ``ginrummy serve`` options (docs/deploy.md).
"""

from __future__ import annotations

import asyncio
import logging
import resource
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

import h11
from uvicorn.config import Config
from uvicorn.protocols.http.h11_impl import H11Protocol
from uvicorn.server import ServerState

from ginrummy import protocol as P
from ginrummy.errors import reason

__all__ = ["EdgeLimits", "GuardedH11Protocol", "fit_file_limit", "http_protocol"]

_log = logging.getLogger(__name__)

#: File descriptors kept for what is not a client's connection: the database's
#: connections, the log, bot processes' pipes, the listening socket.
FILES_KEPT = 256

Phase = Literal["idle", "headers", "body", "app", "done"]


@dataclass(frozen=True, slots=True)
class EdgeLimits:
    """How long an HTTP connection may take, and how many may be open."""

    idle_timeout: float = 5.0
    header_timeout: float = 10.0
    body_timeout: float = 10.0
    max_connections: int = 10_000


def _busy() -> bytes:
    body = P.HttpError(code="throttled", field=None,
                       message="the server has too many connections open: try again in a"
                               " few seconds",
                       reason=P.ErrorReason.of(reason("server_busy"))).model_dump_json().encode()
    return (b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\n"
            b"retry-after: 5\r\nconnection: close\r\ncontent-length: %d\r\n\r\n%s"
            % (len(body), body))


_BUSY = _busy()


class GuardedH11Protocol(H11Protocol):
    """uvicorn's h11 protocol, with one deadline at a time per connection: the phase
    it is in (waiting for a request, reading its headers, reading its body) must
    end before it, or the connection is closed.  The phase is read from h11's own
    state after each event, so pipelined requests and early answers (a 413 before
    the body is in) are followed as h11 follows them."""

    limits: ClassVar[EdgeLimits] = EdgeLimits()

    def __init__(self, config: Config, server_state: ServerState, app_state: dict[str, Any],
                 _loop: asyncio.AbstractEventLoop | None = None) -> None:
        super().__init__(config, server_state, app_state, _loop)
        self._phase: Phase = "idle"
        self._deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        if len(self.connections) > self.limits.max_connections:
            # Nothing is read: the answer goes out and the socket closes.
            self._enter("done")
            transport.write(_BUSY)
            transport.close()
            return
        self._enter("idle")

    def data_received(self, data: bytes) -> None:
        if self._phase == "idle":
            self._enter("headers")  # a request's first byte: its headers' clock starts
        super().data_received(data)
        self._settle()

    def on_response_complete(self) -> None:
        super().on_response_complete()  # may start the next, pipelined, request
        self._settle()

    def handle_websocket_upgrade(self, event: h11.Request) -> None:
        self._enter("done")  # the WebSocket protocol takes the connection over
        super().handle_websocket_upgrade(event)

    def connection_lost(self, exc: Exception | None) -> None:
        self._enter("done")
        super().connection_lost(exc)

    def _settle(self) -> None:
        """The phase h11's state says the connection is in now."""
        if self._phase == "done":
            return
        if self.transport.is_closing():
            self._enter("done")
            return
        theirs = self.conn.their_state
        if theirs is h11.SEND_BODY:
            self._enter("body")
        elif theirs is h11.IDLE:
            unread, _closed = self.conn.trailing_data
            self._enter("headers" if unread or self._phase == "headers" else "idle")
        else:
            self._enter("app")  # the request is in: the application's time is its own

    def _enter(self, phase: Phase) -> None:
        """Go to ``phase``, with its deadline; the same phase keeps the one it has."""
        if phase == self._phase and (self._deadline is not None or phase in ("app", "done")):
            return
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None
        self._phase = phase
        seconds = {"idle": self.limits.idle_timeout, "headers": self.limits.header_timeout,
                   "body": self.limits.body_timeout}.get(phase)
        if seconds is not None:
            self._deadline = self.loop.call_later(seconds, self._expired)

    def _expired(self) -> None:
        # Closed unanswered: a client this slow is not reading either.  The
        # application, if it was waiting for the body, is told the client went.
        self._deadline = None
        phase = self._phase
        self._phase = "done"
        if not self.transport.is_closing():
            _log.debug("closing a connection from %s: no %s in time", self.client,
                       "request" if phase == "idle" else phase)
            self.transport.close()


def http_protocol(limits: EdgeLimits) -> type[GuardedH11Protocol]:
    """The protocol class uvicorn makes each connection with, holding ``limits``."""
    return type("GuardedH11Protocol", (GuardedH11Protocol,), {"limits": limits})


def fit_file_limit(max_connections: int) -> int:
    """Raise this process's soft limit of open files (``ulimit -n``) towards its hard
    one until ``max_connections`` fit, with :data:`FILES_KEPT` to spare; the
    connections that fit (``max_connections`` unless the hard limit is lower).

    Many systems start a process at 1,024 files, less than a busy server's sockets;
    past it, accepting fails and asyncio logs an error for each attempt, so the
    server answers 503 itself before that (as Go's runtime, nginx's
    ``worker_rlimit_nofile`` and others raise the limit themselves)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = max_connections + FILES_KEPT
    if soft != resource.RLIM_INFINITY and soft < wanted:
        raised = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (raised, hard))
            soft = raised
        except (ValueError, OSError):
            pass
    if soft == resource.RLIM_INFINITY:
        return max_connections
    return max(1, min(max_connections, soft - FILES_KEPT))
