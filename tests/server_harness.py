"""The game server's tests' harness: real servers on loopback, clients that check
every message, scripted people, and the leak check worked out from the log.

Two ways to run a server:

- :class:`ServerProcess`: ``python -m ginrummy serve --port 0 --database URL``, a
  process of its own (whole matches, and the restart after SIGKILL);
- :class:`InProcessServer`: uvicorn in a thread of this process with its own event
  loop, the tables' clock a :class:`FakeClock` and no ticker, so that a test moves
  the time and runs ``hub.tick()`` on the server's loop (timers, grace periods).

Clients (:class:`Client`) speak through ``websockets``' asyncio client and pass
every message they receive through :func:`ginrummy.protocol.parse_server_message`:
a message the protocol's models refuse fails the test.  HTTP goes through
``urllib.request`` (:func:`http`).

:func:`check_no_leak` is the leak property at the server's level: every card name
in every message a client received must be one its viewer may see at the
message's ``seq``, worked out here from the table's log (the store's entries)
and the finished match's record, never with the table's own ``sight``.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import os
import random
import re
import secrets
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections import deque
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import uvicorn
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from ginrummy import protocol as P
from ginrummy.actions import Action, Kind, action_from_json
from ginrummy.cards import CARD_NAMES, parse_card
from ginrummy.driver import ADVISED_PHASES, MatchDriver, replay
from ginrummy.fairness import MATCH, check_record
from ginrummy.legality import Phase
from ginrummy.melds import best_discard, deadwood, deadwood_after_discard
from ginrummy.record import record_rules
from ginrummy.server import run
from ginrummy.server.config import ServerConfig
from ginrummy.server.hub import Hub
from ginrummy.server.services import Services
from ginrummy.server.store import Store
from ginrummy.state import HandState
from ginrummy.table.snapshot import apply_changes
from ginrummy.view import SeatView
from ginrummy.wire import view_from_json
from test_table_leak import (
    EVERY_CARD,
    cards_in,
    integers,
    lists,
    names,
    shown_at_the_table,
    strings,
)

T = TypeVar("T")
Json = dict[str, Any]

ROOT = Path(__file__).resolve().parents[1]
#: Longest any one wait of a test may take before it fails as hung (never a timing
#: assertion: a healthy server answers in milliseconds).
HUNG = 120.0
#: The viewer of a table with no seat (as the table layer numbers it).
SPECTATOR = -1
#: The limits on new identities and tables an hour, raised out of the way of tests
#: that make them by the dozen (unless a test sets them).
UNLIMITED = 100_000_000

_counter = itertools.count(1)


def unique_name(prefix: str) -> str:
    """A person's name no other test (or run) takes: never a card's name."""
    return f"{prefix}{next(_counter)}x{secrets.token_hex(3)}"[:24]


# ----------------------------------------------------------------------------- clocks


class FakeClock:
    """The tables' clock, moved by the test (read from the server's threads)."""

    def __init__(self, start: float = 1000.0) -> None:
        self._now = start
        self._lock = threading.Lock()

    def __call__(self) -> float:
        with self._lock:
            return self._now

    def advance(self, seconds: float) -> None:
        with self._lock:
            self._now += seconds


# ----------------------------------------------------------------------------- HTTP


@dataclass(frozen=True)
class Reply:
    """An HTTP answer: status, parsed JSON body (None if not JSON), headers."""

    status: int
    body: Any
    headers: dict[str, str]
    text: str


def http(base: str, method: str, path: str, body: Any = None, *, token: str | None = None,
         raw: bytes | None = None, headers: dict[str, str] | None = None) -> Reply:
    """One HTTP request to the server at ``base`` (``http://host:port``)."""
    data = raw if raw is not None else None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data, method=method)
    if data is not None:
        request.add_header("Content-Type", "application/json")
    if token is not None:
        request.add_header("Authorization", f"Bearer {token}")
    for key, value in (headers or {}).items():
        request.add_header(key, value)
    try:
        with urllib.request.urlopen(request, timeout=HUNG) as response:
            status, payload, got = response.status, response.read(), dict(response.headers)
    except urllib.error.HTTPError as exc:
        status, payload, got = exc.code, exc.read(), dict(exc.headers)
    text = payload.decode("utf-8", "replace")
    try:
        parsed = json.loads(text)
    except ValueError:
        parsed = None
    return Reply(status, parsed, {k.lower(): v for k, v in got.items()}, text)


def new_person(base: str, prefix: str = "P") -> tuple[str, str]:
    """A new identity: (name, token)."""
    name = unique_name(prefix)
    reply = http(base, "POST", "/api/identities", {"name": name})
    assert reply.status == 201, reply
    P.IdentityCreated.model_validate(reply.body)
    return name, str(reply.body["token"])


def new_table(base: str, token: str, system: str, kinds: str, *, target: int | None = 25,
              level: str = "easy", **fields: Any) -> Json:
    """A table made by ``token``'s person: ``kinds`` one letter a seat (``P`` person,
    ``C`` computer of ``level``, ``E`` empty).  The answer (id, code, link)."""
    seats = [{"kind": "person", "level": None} if k == "P" else
             {"kind": "computer", "level": level} if k == "C" else
             {"kind": "empty", "level": None} for k in kinds]
    body: Json = {"system": system, "seats": seats,
                  "options": {} if target is None else {"target": target}, **fields}
    reply = http(base, "POST", "/api/tables", body, token=token)
    assert reply.status == 201, reply
    P.TableCreated.model_validate(reply.body)
    return dict(reply.body)


def join(base: str, token: str, code: str) -> int | None:
    reply = http(base, "POST", "/api/tables/join", {"code": code}, token=token)
    assert reply.status == 200, reply
    seat = reply.body["seat"]
    return None if seat is None else int(seat)


def record_of(base: str, table_id: str) -> Json:
    reply = http(base, "GET", f"/api/tables/{table_id}/record")
    assert reply.status == 200, reply
    return dict(reply.body)


def check_record_replays(record: Json) -> None:
    """The finished match's record replays through the driver and every hand's
    commitment verifies (``ginrummy replay`` and ``ginrummy verify``)."""
    replay(record)
    checks = check_record(record)
    assert checks and all(c.status == MATCH for c in checks), checks


# ----------------------------------------------------------------------------- servers


class Server:
    """What a test needs of a running server."""

    base: str
    database: str

    @property
    def ws_url(self) -> str:
        return self.base.replace("http://", "ws://", 1) + "/ws"


_SERVING = re.compile(r"serving at (http://\S+)")


class ServerProcess(Server):
    """``python -m ginrummy serve`` in a process of its own."""

    def __init__(self, database: str, data_dir: Path, *, rate: int = 100_000,
                 port: int = 0) -> None:
        self.database = database
        self.data_dir = data_dir
        self.rate = rate
        self.port = port
        """0: any free port; a test that restarts the server at the same address
        (a page reconnecting by itself) passes the first one's."""
        self.process: subprocess.Popen[str] | None = None
        self.base = ""
        self.log = data_dir / f"server-{secrets.token_hex(3)}.log"

    def start(self) -> ServerProcess:
        env = dict(os.environ, GINRUMMY_DATA_DIR=str(self.data_dir), PYTHONUNBUFFERED="1")
        env["PYTHONPATH"] = os.pathsep.join(
            [str(ROOT / "src"), *filter(None, [env.get("PYTHONPATH")])])
        self.log = self.data_dir / f"server-{secrets.token_hex(3)}.log"
        errors = self.log.open("w")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "ginrummy", "serve", "--port", str(self.port), "--database",
             self.database, "--rate", str(self.rate), "--identities-per-hour", str(UNLIMITED),
             "--tables-per-hour", str(UNLIMITED)],
            stdout=subprocess.PIPE, stderr=errors, text=True, env=env, cwd=str(ROOT))
        errors.close()
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        found = _SERVING.search(line)
        if found is None:
            self.process.kill()
            self.process.wait()
            raise AssertionError(f"the server did not start: {line!r}\n{self.stderr()}")
        self.base = found.group(1)
        # Listening is printed before uvicorn's start-up (migrations, restoring tables):
        # ready once /health answers.
        deadline = time.monotonic() + HUNG
        while True:
            try:
                if http(self.base, "GET", "/health").status == 200:
                    break
            except OSError:
                pass
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"the server did not come up\n{self.stderr()}")
            time.sleep(0.05)
        return self

    def stderr(self) -> str:
        try:
            return self.log.read_text()
        except OSError:
            return ""

    def kill(self) -> None:
        """SIGKILL: no shutdown of any kind."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(HUNG)

    def stop(self) -> None:
        if self.process is None:
            return
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.process.stdout is not None:
            self.process.stdout.close()


class InProcessServer(Server):
    """uvicorn serving the app in a thread of this process, on its own event loop,
    with a fake clock and no ticker: :meth:`tick` runs ``hub.tick()`` there.

    The flood throttle is raised out of the way (as for :class:`ServerProcess`)
    unless a test passes ``rate``: scripted people answer at machine speed, and at
    the default 20 a second one of them was now and then told ``throttled``.  So are
    the limits on new identities and tables (``identities_per_hour``,
    ``tables_per_hour``): tests make them by the dozen."""

    def __init__(self, database: str, *, clock: FakeClock | None = None,
                 **config: Any) -> None:
        config.setdefault("rate", 100_000.0)
        config.setdefault("identities_per_hour", float(UNLIMITED))
        config.setdefault("tables_per_hour", float(UNLIMITED))
        self.database = database
        self.clock = clock or FakeClock()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(("127.0.0.1", 0))
        sock.listen(128)
        self.sock = sock
        port = sock.getsockname()[1]
        self.config = ServerConfig(host="127.0.0.1", port=port, database=database, **config)
        uv = run.uvicorn_config(self.config, clock=self.clock, ticker=False)
        self.app: Any = uv.app
        self.server = uvicorn.Server(uv)
        self.base = f"http://127.0.0.1:{port}"
        self.loop: asyncio.AbstractEventLoop | None = None
        self.thread = threading.Thread(target=self._serve, name="test-server", daemon=True)
        self.failure: BaseException | None = None

    def _serve(self) -> None:
        loop = asyncio.new_event_loop()
        self.loop = loop
        try:
            loop.run_until_complete(self.server.serve(sockets=[self.sock]))
        except BaseException as exc:  # kept for the test to see
            self.failure = exc
        finally:
            loop.close()

    def start(self) -> InProcessServer:
        self.thread.start()
        deadline = time.monotonic() + HUNG
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise AssertionError(f"the server did not start: {self.failure!r}")
            time.sleep(0.01)
        return self

    @property
    def services(self) -> Services:
        services: Services = self.app.state.services
        return services

    @property
    def hub(self) -> Hub:
        return self.services.hub

    def call(self, make: Callable[[], Awaitable[T]]) -> T:
        """Run a coroutine on the server's loop and wait for its result (from a
        thread that is not the server's: use :meth:`acall` from a test's loop)."""
        assert self.loop is not None
        future = asyncio.run_coroutine_threadsafe(_awaited(make), self.loop)
        return future.result(HUNG)

    async def acall(self, make: Callable[[], Awaitable[T]]) -> T:
        return await asyncio.to_thread(self.call, make)

    async def tick(self) -> None:
        """One ``hub.tick()`` on the server's loop (timers, grace periods)."""
        await self.acall(self.hub.tick)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(HUNG)
        self.sock.close()
        if self.failure is not None:
            raise self.failure


async def _awaited(make: Callable[[], Awaitable[T]]) -> T:
    return await make()


# ----------------------------------------------------------------------------- clients


class Closed(Exception):
    """The server closed the connection."""


@dataclass(eq=False)
class Client:
    """One WebSocket client: every message it receives is checked against the
    protocol's models and kept (with the viewer it was sent to)."""

    ws: ClientConnection
    name: str = ""
    received: list[tuple[int, Json]] = field(default_factory=list)
    """(viewer when received, message), with each ``update`` read as the events it
    tells and the snapshot it makes (:func:`expand`): for the leak check, and what
    the tests reason about."""
    frames: list[tuple[int, Json]] = field(default_factory=list)
    """(viewer when received, message): every message as it came."""
    pending: deque[Json] = field(default_factory=deque)
    """Messages of an ``update`` read and not yet returned by :meth:`recv`."""
    viewer: int = SPECTATOR
    seq: int = 0
    """The highest ``seq`` received."""
    snapshot: Json | None = None
    """The latest snapshot."""
    closed: bool = False
    sent: list[tuple[int, Any]] = field(default_factory=list)
    """(the highest seq received when sent, message): what this client sent."""

    @classmethod
    async def open(cls, server: Server, *, name: str = "", origin: str | None = None,
                   max_size: int | None = 1 << 22) -> Client:
        ws = await connect(server.ws_url, origin=None if origin is None else origin,  # type: ignore[arg-type]
                           max_size=max_size, open_timeout=HUNG, close_timeout=5,
                           ping_interval=None, compression=None, proxy=None)
        return cls(ws, name)

    @classmethod
    async def hello(cls, server: Server, token: str, table: str, *, role: str = "player",
                    last_seq: int | None = None, name: str = "") -> Client:
        """Connected and greeted: the ``welcome`` and first snapshot read."""
        client = await cls.open(server, name=name)
        await client.say_hello(token, table, role=role, last_seq=last_seq)
        welcome = await client.recv()
        assert welcome["type"] == "welcome", welcome
        return client

    async def say_hello(self, token: str, table: str, *, role: str = "player",
                        last_seq: int | None = None) -> None:
        message: Json = {"type": "hello", "protocol": 2, "token": token, "table": table,
                         "as": role}
        if last_seq is not None:
            message["last_seq"] = last_seq
        await self.send(message)

    async def send(self, message: Json | str | bytes) -> None:
        self.sent.append((self.seq, message))
        await self.ws.send(message if isinstance(message, str | bytes)
                           else json.dumps(message))

    async def recv(self, timeout: float = HUNG) -> Json:
        """The next message, checked by the protocol's models; :class:`Closed` when
        the server closed the connection.  An ``update`` is returned as the events
        it tells, then the snapshot it makes of the one held (:func:`expand`)."""
        if not self.pending:
            try:
                raw = await asyncio.wait_for(self.ws.recv(), timeout)
            except ConnectionClosed as exc:
                self.closed = True
                raise Closed(str(exc)) from None
            assert isinstance(raw, str), f"a binary frame: {raw!r:.80}"
            frame = checked(raw, self.name)
            self.frames.append((self.viewer, frame))
            self.pending.extend(expand(self.snapshot, frame, self.name))
        message = self.pending.popleft()
        kind = message["type"]
        if kind in ("welcome", "snapshot"):
            you = message["you"]
            self.viewer = SPECTATOR if you["seat"] is None else int(you["seat"])
        if kind == "snapshot":
            self.snapshot = message
        self.seq = max(self.seq, int(message["seq"]))
        self.received.append((self.viewer, message))
        return message

    async def until(self, wanted: Callable[[Json], bool], timeout: float = HUNG) -> Json:
        """Read until a message ``wanted`` says yes to; that message."""
        deadline = time.monotonic() + timeout
        while True:
            message = await self.recv(max(0.01, deadline - time.monotonic()))
            if wanted(message):
                return message

    async def ping(self, request: int | str = "p") -> Json:
        """A ``pong`` for ``request``: every message before it is read."""
        await self.send({"type": "ping", "id": request})
        return await self.until(lambda m: m["type"] == "pong" and m["id"] == request)

    async def before_pong(self) -> list[Json]:
        """The messages the server sent this client before it answered a ping now,
        from now on: the rest of an update already read (its snapshot after the
        event a test waited for) is read first and not counted."""
        while self.pending:
            await self.recv()
        start = len(self.received)
        await self.ping("before-pong")
        return [m for _v, m in self.received[start:-1]]

    async def refused(self, message: Json | str | bytes, code: str,
                      field: str | None = None) -> Json:
        """Send ``message``; the ``error`` that refuses it (with ``code`` and
        ``field``), read before a pong that shows no message came between."""
        await self.send(message)
        error = await self.recv()
        assert error["type"] == "error", error
        assert error["code"] == code, error
        if field is not None:
            assert error["field"] == field, error
        assert "\n" not in error["message"] and error["message"], error
        return error

    async def close(self) -> None:
        with contextlib.suppress(Exception):
            await self.ws.close()
        self.closed = True

    def events(self, kind: str | None = None) -> list[Json]:
        return [m["event"] for _v, m in self.received if m["type"] == "event"
                and (kind is None or m["event"]["type"] == kind)]

    def errors(self) -> list[Json]:
        return [m for _v, m in self.received if m["type"] == "error"]


def checked(raw: str, who: str = "") -> Json:
    """A message from the server, checked by the protocol's models."""
    try:
        P.parse_server_message(raw)
    except P.ProtocolError as exc:
        raise AssertionError(f"{who}: the server sent an invalid message ({exc}):"
                             f" {raw[:400]}") from None
    message: Json = json.loads(raw)
    return message


def expand(snapshot: Json | None, message: Json, who: str = "") -> list[Json]:
    """``message`` as the messages a client reasons about: an ``update`` is the
    events it tells (as ``event`` messages) and then the snapshot it makes of
    ``snapshot``, the one held (``ginrummy.table.snapshot.apply_changes``), itself
    checked by the protocol's models; any other message is itself."""
    if message["type"] != "update":
        return [message]
    assert snapshot is not None, f"{who}: an update before any snapshot: {message}"
    made = apply_changes(snapshot, message["seq"], message["changes"])
    checked(json.dumps(made), f"{who} (the snapshot an update made)")
    return [*({"type": "event", **told} for told in message["events"]), made]


# ----------------------------------------------------------------------------- scripted people


def greedy(v: SeatView, rng: random.Random) -> Action:
    """A person who ends hands fast: big gin and knocks when legal, the pile's card
    when it lowers the deadwood, the discard that leaves the least deadwood; any
    legal lay-down.  ``rng`` picks among what it does not care about."""
    legal = v.legal_actions()
    assert legal, "not this seat's decision"
    kinds = {a.kind: a for a in legal}
    for kind in (Kind.BIG_GIN, Kind.KNOCK):
        if kind in kinds:
            knocks = [a for a in legal if a.kind is kind]
            return min(knocks, key=lambda a: deadwood(v.hand & ~(1 << a.card))
                       if a.card is not None else 0)
    if v.phase in (Phase.ARRANGE, Phase.LAY_OFF):
        return legal[0]
    if Kind.DISCARD in kinds:
        forbidden = None if v.taken is None else v.taken
        choice = best_discard(v.hand, forbidden)
        wanted = [a for a in legal if a.kind is Kind.DISCARD and a.card == choice.card]
        return wanted[0] if wanted else rng.choice(legal)
    if Kind.DRAW_DISCARD in kinds and v.pile:
        top = v.pile[-1]
        if deadwood_after_discard(v.hand | 1 << top, top) < deadwood(v.hand):
            return kinds[Kind.DRAW_DISCARD]
    for kind in (Kind.DRAW_STOCK, Kind.PASS):
        if kind in kinds:
            return kinds[kind]
    return rng.choice(legal)


async def play_greedily(client: Client, rng: random.Random, stop: asyncio.Event) -> None:
    """``client``'s seat played by :func:`greedy` until ``stop``: every message read
    (kept in ``client.received``), and an action sent whenever a snapshot says the
    seat is to act."""
    while not stop.is_set():
        try:
            message = await client.recv(0.05)
        except TimeoutError:
            continue
        snap = client.snapshot
        if message["type"] != "snapshot" or snap is None or snap["view"] is None:
            continue
        v = view_from_json(snap["view"])
        if v.is_my_turn and v.result is None:
            await client.send({"type": "act", "action": greedy(v, rng).to_json()})


def random_choice(v: SeatView, rng: random.Random) -> Action:
    """Any legal action, but a knock (or gin) half the time it is legal."""
    legal = v.legal_actions()
    knocks = [a for a in legal if a.kind in (Kind.KNOCK, Kind.BIG_GIN)]
    if knocks and rng.random() < 0.5:
        return rng.choice(knocks)
    return rng.choice(legal)


def mixed(v: SeatView, rng: random.Random) -> Action:
    """Any legal action a quarter of the time, else :func:`greedy`'s (hands end
    soon, and the decisions still vary: takes, passes, odd discards)."""
    return random_choice(v, rng) if rng.random() < 0.25 else greedy(v, rng)


Chooser = Callable[[SeatView, random.Random], Action]


#: Chat lines a scripted person may say: none is a card's name.
CHAT = ("hello", "nice one", "hmm...", "good luck", "<b>bold</b> & co", "well played")


@dataclass(eq=False)
class Person:
    """A scripted person at one seat: acts when a snapshot's view says it is this
    seat's decision and (hand, events, phase, undos) is new, says ``ready`` once a
    hand, advises the captain when sitting out (R11.3), and as captain waits for
    the advice of a person sitting out.

    With ``extras``, after a snapshot it may also chat, ask for hints or take back
    its last decision (sent with ids ``x-N``: their refusals are expected, as for
    ``undo`` with nothing to take back); with ``reconnect``, it may drop its
    connection when nothing of its own is awaited and come back with its token
    and ``last_seq`` (each connection kept in ``clients``, for the leak check)."""

    client: Client
    seat: int
    rng: random.Random
    choose: Chooser = greedy
    advise: bool = True
    extras: float = 0.0
    reconnect: float = 0.0
    server: Server | None = None
    token: str = ""
    table: str = ""
    acted: set[tuple[Any, ...]] = field(default_factory=set)
    readied: set[int] = field(default_factory=set)
    advised: set[tuple[Any, ...]] = field(default_factory=set)
    undos: int = 0
    undoing: str | None = None
    """The id of an ``undo`` sent and not yet answered: no decision until it is (it
    may take back the decision awaited now)."""
    clients: list[Client] = field(default_factory=list)
    stop_after: Callable[[Json], bool] | None = None
    """Stop playing (and return) once a message says so (default: the match over)."""
    _extra: int = 0

    def __post_init__(self) -> None:
        self.clients.append(self.client)

    async def on(self, message: Json) -> bool:
        """React to one message; whether nothing of this person's is awaited now
        (a moment it may drop its connection)."""
        if message["type"] == "error":
            if not str(message["id"]).startswith("x-"):
                raise AssertionError(f"{self.client.name}: refused: {message}; {self.story()}")
            if message["id"] == self.undoing:
                self.undoing = None  # nothing taken back: decide on the last snapshot
                if self.client.snapshot is not None:
                    return await self.on(self.client.snapshot)
            return False
        if message["type"] == "event" and message["event"]["type"] == "undo":
            self.undos += 1
            if message["event"]["player"] == self.seat:
                self.undoing = None
        if message["type"] != "snapshot":
            return False
        table = message["table"]
        status = table["status"]
        me = table["seats"][self.seat]
        if status == "between_hands" and me["kind"] == "person" and not me["ready"] \
                and table["hand_number"] not in self.readied:
            self.readied.add(table["hand_number"])
            await self.client.send({"type": "ready"})
            return False
        raw = message["view"]
        if status != "playing" or raw is None:
            return False
        v = view_from_json(raw)
        key = (message["hand"], len(v.events), v.phase.value, v.to_act, self.undos)
        roles = table["roles"]
        out = roles is not None and roles["out"] == self.seat
        if out:
            if self.advise and v.to_act == 1 and v.phase in ADVISED_PHASES \
                    and message["advice"] is None:
                if key not in self.advised:
                    self.advised.add(key)
                    action = self.choose(v, self.rng)
                    await self.client.send({"type": "advise", "action": action.to_json()})
                return False
            return True
        if v.to_act != v.seat or not v.legal_actions():
            await self._extras(table)
            return True
        if key in self.acted or self.undoing is not None:
            return False
        if roles is not None and roles["captain"] == self.seat and v.phase in ADVISED_PHASES \
                and message["advice"] is None \
                and table["seats"][roles["out"]]["kind"] == "person" \
                and not table["seats"][roles["out"]]["away"]:
            return False  # the person sitting out advises first (this script's manners)
        self.acted.add(key)
        action = self.choose(v, self.rng)
        await self.client.send({"type": "act", "action": action.to_json()})
        await self._extras(table)  # after the act: an undo takes it back
        return False

    def story(self) -> str:
        """What this person last received and sent (for a failure's message)."""
        def brief(message: Any) -> str:
            if isinstance(message, dict) and message.get("type") == "snapshot":
                view = message["view"] or {}
                return (f"snapshot seq {message['seq']} {message['table']['status']} hand"
                        f" {message['hand']} phase {view.get('phase')} to_act"
                        f" {view.get('to_act')} seat {view.get('seat')} roles"
                        f" {message['table']['roles']} advice {message['advice']}")
            return json.dumps(message)[:200]

        got = "\n".join(brief(m) for _v, m in self.client.received[-10:])
        sent = "\n".join(f"at {seq}: {brief(m)}" for seq, m in self.client.sent[-6:])
        return (f"undos {self.undos}, undoing {self.undoing}; received last:\n{got}\n"
                f"sent last:\n{sent}")

    async def _extras(self, table: Json) -> None:
        if not self.extras or self.rng.random() >= self.extras:
            return
        self._extra += 1
        request = f"x-{self._extra}"
        alone = all(s["kind"] == "computer" for i, s in enumerate(table["seats"])
                    if i != self.seat)
        kind = self.rng.choice(["chat", "hint", "undo"] if alone else ["chat"])
        if kind == "undo" and self.undoing is not None:
            kind = "chat"  # one undo at a time: its answer says which one was taken back
        if kind == "chat":
            await self.client.send({"type": "chat", "id": request,
                                    "text": self.rng.choice(CHAT)})
        elif kind == "hint":
            await self.client.send({"type": "hint", "id": request,
                                    "count": self.rng.randint(1, 5)})
        else:
            self.undoing = request
            await self.client.send({"type": "undo", "id": request})

    async def come_back(self, done: Callable[[Json], bool] = lambda m: False) -> bool:
        """Drop the connection and open another, with the token and ``last_seq``: read
        the events missed (an undo among them counts) up to the snapshot; whether one
        of them was ``done``."""
        assert self.server is not None
        old = self.client
        await old.close()
        self.client = await Client.hello(self.server, self.token, self.table,
                                         last_seq=old.seq, name=old.name)
        self.clients.append(self.client)
        finished = False
        while (message := await self.client.recv())["type"] != "snapshot":
            finished = finished or done(message)
            await self.on(message)
        return finished or done(message)

    async def play(self, timeout: float = HUNG) -> None:
        """Play until the match is over (or ``stop_after`` says so)."""
        done = self.stop_after or (lambda m: m["type"] == "snapshot"
                                   and m["table"]["status"] == "over")
        if self.client.snapshot is not None:
            if done(self.client.snapshot):
                return
            await self.on(self.client.snapshot)
        while True:
            try:
                message = await self.client.recv(timeout)
            except TimeoutError:
                raise AssertionError(f"{self.client.name}: nothing came for {timeout} s;"
                                     f" {self.story()}") from None
            if done(message):
                return
            idle = await self.on(message)
            if idle and self.undoing is None and self.reconnect \
                    and self.rng.random() < self.reconnect:
                if await self.come_back(done):
                    return
                assert self.client.snapshot is not None
                await self.on(self.client.snapshot)


async def seat_people(server: Server, system: str, kinds: str, *, target: int = 25,
                      seed: int = 1, **fields: Any) -> tuple[Json, list[Person], list[str]]:
    """A table of ``kinds`` (``P`` a person, ``C`` a computer), every person seated
    and connected; (the table, the people, their tokens)."""
    people = [new_person(server.base, f"S{seat}") for seat, k in enumerate(kinds) if k == "P"]
    made = new_table(server.base, people[0][1], system, kinds, target=target, **fields)
    for _name, token in people[1:]:
        assert join(server.base, token, made["code"]) is not None
    rng = random.Random(seed)
    persons = []
    for name, token in people:
        client = await Client.hello(server, token, made["id"], name=name)
        await client.until(lambda m: m["type"] == "snapshot")
        persons.append(Person(client, client.viewer, random.Random(rng.random()),
                              server=server, token=token, table=made["id"]))
    seats = sorted(p.seat for p in persons)
    assert seats == [i for i, k in enumerate(kinds) if k == "P"]
    return made, persons, [token for _name, token in people]


def every_client(people: list[Person], *others: Client) -> list[Client]:
    return [c for p in people for c in p.clients] + list(others)


async def play_all(people: Sequence[Person], timeout: float = 300.0) -> None:
    """Every person plays at once until each is done."""
    await asyncio.wait_for(asyncio.gather(*(p.play() for p in people)), timeout)


# ----------------------------------------------------------------------------- the leak check


@dataclass(frozen=True)
class Moment:
    """The table as of one seq: the hand in play (or None), who sits where in it,
    the deck and salt while they are secret, and whether the match is over."""

    state: HandState | None
    seats: tuple[int, int]
    advisor: int | None
    deck: list[str] | None
    salt: str | None
    over: bool


def moments(entries: Sequence[tuple[int, Json]], record: Json) -> dict[int, Moment]:
    """The table at every seq of its log, worked out with the match driver alone
    from the log's ``dealt``, ``acted`` and ``undone`` entries (an undo takes the
    hand back to before the person's last decision, never past a stock draw of
    theirs), checked against the record's decks and actions hand by hand."""
    rules = record_rules(record)
    driver = MatchDriver(rules, seed=int(record["seed"]))
    out: dict[int, Moment] = {0: Moment(None, (0, 1), None, None, None, False)}
    dealt_decks: list[list[str]] = []
    actions: list[list[Json]] = []
    undo: list[HandState] = []
    salt: str | None = None
    for seq, entry in entries:
        kind = entry["type"]
        if kind == "dealt":
            deck = [str(c) for c in entry["deck"]]
            salt = str(entry["salt"])
            driver.deal(tuple(parse_card(c) for c in deck), salt=salt)
            dealt_decks.append(deck)
            actions.append([])
            undo.clear()
        elif kind == "acted":
            action = action_from_json(entry["action"])
            before = driver.state
            assert before is not None
            if entry["by"] == "person":
                if action.kind is Kind.DRAW_STOCK:
                    undo.clear()  # the card drawn is seen: nothing before it is taken back
                else:
                    undo.append(before)
            driver.play(action)
            actions[-1].append(entry["action"])
        elif kind == "undone":
            earlier = undo.pop()
            driver.rewind(earlier)
            del actions[-1][len(earlier.history):]
        state = driver.state
        secret = state is not None and not state.is_over
        out[seq] = Moment(state, driver.seats, driver.match.advisor,
                          [CARD_NAMES[c] for c in state.deck] if secret and state else None,
                          salt if secret else None, driver.is_over)
    hands = record["hands"]
    assert [h["deck"] for h in hands] == dealt_decks
    for hand, taken in zip(hands, actions, strict=True):
        assert len(hand["actions"]) == len(taken)
        for recorded, played in zip(hand["actions"], taken, strict=True):
            assert recorded["action"] == played["action"]
    assert driver.is_over and driver.match.totals() == record["result"]["totals"]
    return out


def may_see(moment: Moment, viewer: int) -> int:
    """The cards ``viewer`` may see at ``moment`` (a mask): the cards shown at the
    table; a player in the hand its own cards and face-down knock discard; the
    player sitting out the captain's (R11.3); every card once the hand is over."""
    state = moment.state
    if state is None:
        return 0
    if state.is_over:
        return EVERY_CARD
    mask = shown_at_the_table(state)
    seats, advisor = moment.seats, moment.advisor
    seat = 0 if viewer == seats[0] else 1 if viewer == seats[1] or (
        advisor is not None and viewer == advisor) else None
    if viewer == SPECTATOR:
        seat = None
    if seat is not None:
        mask |= state.hands[seat]
        for acting, action in state.history:
            if acting == seat and action.kind is Kind.KNOCK and action.card is not None:
                mask |= 1 << action.card
    return mask


def check_no_leak(clients: Sequence[Client], entries: Sequence[tuple[int, Json]],
                  record: Json) -> int:
    """No message any client received holds a card its viewer may not see at the
    message's seq, the deck or salt of the hand in play, or the match's seed before
    the match is over.  The number of messages checked."""
    at = moments(entries, record)
    seed = int(record["seed"])
    checked = 0
    for client in clients:
        for viewer, message in client.received:
            moment = at[int(message["seq"])]
            where = f"{client.name} (viewer {viewer}), seq {message['seq']}"
            leaked = cards_in(message) & ~may_see(moment, viewer)
            assert not leaked, f"{where}: shows {names(leaked)}: {message}"
            texts = list(strings(message))
            if moment.salt is not None:
                assert not any(moment.salt in t for t in texts), f"{where}: the salt"
            if moment.deck is not None:
                assert moment.deck not in lists(message), f"{where}: the deck"
            if not moment.over:
                assert seed not in integers(message), f"{where}: the seed"
                assert not any(str(seed) in t for t in texts), f"{where}: the seed"
            checked += 1
    return checked


def log_of(database: str, table_id: str) -> list[tuple[int, Json]]:
    """The table's log as the server stored it."""
    store = Store(database)
    try:
        return store.entries(table_id)
    finally:
        store.close()


@contextlib.contextmanager
def sqlite_server(folder: Path) -> Iterator[ServerProcess]:
    """A server process on a new SQLite database in ``folder``, stopped afterwards."""
    proc = ServerProcess(f"sqlite:///{folder / 'server.sqlite3'}", folder).start()
    try:
        yield proc
    finally:
        proc.stop()


@contextlib.contextmanager
def store_of(database: str) -> Iterator[Store]:
    store = Store(database)
    try:
        yield store
    finally:
        store.close()


def comparable(snapshot: Json) -> Json:
    """A snapshot without what changes with no entry (who is connected, a running
    clock's time left, the viewer)."""
    out: Json = json.loads(json.dumps(snapshot))
    for seat in out["table"]["seats"]:
        seat.pop("connected", None)
    for timer in out.get("timers", []):
        timer.pop("seconds_left", None)
    out.pop("you", None)
    out.pop("type", None)
    return out
