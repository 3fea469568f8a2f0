"""``ginrummy connect``: a line-by-line client for people at a game server.

It speaks docs/protocol.md: the HTTP API (``urllib.request``) to take a name and
find a table, then one WebSocket (``websockets``) per table.  Every message the
server sends is checked with :func:`~ginrummy.protocol.parse_server_message`.
The table is drawn from the latest snapshot alone; events are told in words
(:mod:`ginrummy.narration`, as ``ginrummy play`` tells them).  The client decides
no rule: it lists the view's legal actions as choices, sends what the person
types, and prints the server's refusal as one line.

Input and output are streams passed in (tests drive the client through them).
Lines are read in a thread of their own, so the table's news is printed while
the person thinks; a dropped connection is opened again with ``last_seq``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import re
import threading
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ginrummy import protocol as P
from ginrummy.actions import Action, Kind
from ginrummy.cards import card_name, parse_card
from ginrummy.datadir import data_dir
from ginrummy.errors import GinRummyError, excerpt
from ginrummy.legality import Phase
from ginrummy.names import shown_name
from ginrummy.narration import (
    describe_end,
    describe_score,
    public_text,
    sentence,
    totals_text,
)
from ginrummy.seattext import ChoiceError, choices, label, menu_lines, read_action, status_lines
from ginrummy.table.snapshot import ChangesError, apply_changes
from ginrummy.view import SeatView
from ginrummy.wire import view_from_json

__all__ = [
    "ConnectError",
    "Options",
    "Server",
    "TableClient",
    "connect_async",
    "run_connect",
    "token_file",
]

#: The phases in which the player sitting out advises the captain (R11.3).
_ADVISED = frozenset({Phase.OFFER, Phase.DRAW, Phase.DISCARD})
#: Melds and lay-off choices listed before "type 'all'".
MENU_LIMIT = 10
#: How long one HTTP request may take.
HTTP_TIMEOUT = 30.0
#: Seconds between quick-match polls.
QUICK_POLL = 2.0

_HELP = """\
Type the number of a choice, or an action:
  stock (s)           draw the top card of the stock
  take (t)            take the top card of the discard pile (or the upcard)
  pass (p)            pass on the first upcard
  discard Kc (d Kc)   discard Kc; in the discard step just 'Kc' also works
  knock 7h (k 7h)     knock, discarding 7h face down
  big_gin             declare big gin, when the rules allow it
  arrange 3h 4h 5h | 9c 9d 9s               lay down these melds after knocking
  lay_off 8s 9s Ts | Ad 2d 3d + 6h>1, 7h>1   your melds, then lay-offs on the
                                            knocker's meld number
  Enter               the default (laying down melds); between hands: ready;
                      sitting out: no suggestion (the captain decides alone)
  hint                the expert's best choices    undo   take back your move
  chat TEXT           a line of chat               ready  ready for the next hand
  all                 list every choice            hand   show the table again
  leave               give up your seat and go     quit   go (the seat stays yours
  help                this text                           for the grace time)"""


class ConnectError(GinRummyError):
    """Why ``ginrummy connect`` cannot go on: one line for the person."""


# ----------------------------------------------------------------------------- the server's address


def server_urls(url: str) -> tuple[str, str, str | None]:
    """``(http base, ws url, join code or None)`` from what the person typed:
    ``http://host:port``, ``host:port``, ``ws://...``, or a join link
    ``http://host/join/CODE``."""
    text = url.strip()
    if "://" not in text:
        text = "http://" + text
    parts = urllib.parse.urlsplit(text)
    scheme = {"ws": "http", "wss": "https"}.get(parts.scheme, parts.scheme)
    if scheme not in ("http", "https") or not parts.netloc:
        raise ConnectError(f"{excerpt(url)} is not a server address (http://HOST:PORT)")
    path = parts.path.rstrip("/")
    code = None
    found = re.search(r"/(?:join|t)/([A-Za-z0-9_-]+)$", path)
    if found is not None:
        code = found.group(1)
        path = path[: found.start()]
    if path.endswith("/ws"):
        path = path[:-3]
    base = f"{scheme}://{parts.netloc}{path}"
    ws = ("wss" if scheme == "https" else "ws") + base[len(scheme):] + "/ws"
    return base, ws, code


def token_file(base: str, folder: Path | None = None) -> Path:
    """The file that keeps the name and token taken at the server ``base``."""
    key = re.sub(r"[^A-Za-z0-9.-]+", "_", base.split("://", 1)[-1]).strip("_") or "server"
    return (folder or data_dir()) / "servers" / f"{key}.json"


def _load_identity(path: Path) -> tuple[str, str] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        name, token = data["name"], data["token"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if isinstance(name, str) and isinstance(token, str):
        return name, token
    return None


def _save_identity(path: Path, base: str, name: str, token: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump({"server": base, "name": name, "token": token}, f)
        f.write("\n")
    os.chmod(path, 0o600)


# ----------------------------------------------------------------------------- HTTP


class Server:
    """The server's HTTP API, as one person (``token``) uses it."""

    def __init__(self, base: str, token: str | None = None) -> None:
        self.base = base
        self.token = token

    def request(self, method: str, path: str, body: Any = None, *,
                what: str = "the server") -> tuple[int, Any]:
        """``(status, parsed body)``; an unreachable server is a :class:`ConnectError`,
        a refusal (4xx) is returned for the caller to word."""
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data=data, method=method)
        if data is not None:
            req.add_header("Content-Type", "application/json")
        if self.token is not None:
            req.add_header("Authorization", f"Bearer {self.token}")
        try:
            with urllib.request.urlopen(req, timeout=HTTP_TIMEOUT) as response:
                status, payload = response.status, response.read()
        except urllib.error.HTTPError as exc:
            status, payload = exc.code, exc.read()
        except (urllib.error.URLError, OSError) as exc:
            reason = getattr(exc, "reason", exc)
            raise ConnectError(f"cannot reach the server at {self.base}: {reason}") from None
        try:
            parsed = json.loads(payload.decode("utf-8"))
        except ValueError:
            parsed = None
        if status >= 500:
            raise ConnectError(f"{what}: the server failed (HTTP {status})")
        return status, parsed

    def refusal(self, status: int, body: Any, what: str) -> ConnectError:
        """A refused request in one line."""
        try:
            error = P.HttpError.model_validate(body)
            said = error.message
        except ValueError:
            said = f"HTTP {status}"
        if status == 401:
            said = "the server does not know your saved name (give --name to take a new one)"
        return ConnectError(f"{what}: {shown_name(said, 200)}")


def take_identity(server: Server, name: str | None, folder: Path | None,
                  say: Callable[[str], None]) -> str:
    """The person's token at ``server``: the saved one, or a new name taken
    (``POST /api/identities``) and saved in the data folder (mode 0600)."""
    path = token_file(server.base, folder)
    saved = _load_identity(path)
    if saved is not None and (name is None or name == saved[0]):
        server.token = saved[1]
        return saved[0]
    if name is None:
        raise ConnectError(f"first time at {server.base}: give your name with --name NAME")
    status, body = server.request("POST", "/api/identities", {"name": name},
                                  what="taking the name")
    if status == 409:
        raise ConnectError(f"the name {name!r} is taken at {server.base}: choose another"
                           " with --name")
    if status != 201:
        raise server.refusal(status, body, f"taking the name {excerpt(name)}")
    created = P.IdentityCreated.model_validate(body)
    _save_identity(path, server.base, created.name, created.token)
    server.token = created.token
    say(f"You are {created.name} at {server.base} (kept in {path}).")
    return created.name


# ----------------------------------------------------------------------------- input


class Lines:
    """The person's lines, read in a thread so the table's news is printed meanwhile."""

    def __init__(self, inp: IO[str], loop: asyncio.AbstractEventLoop) -> None:
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._inp = inp
        self._loop = loop
        self._thread = threading.Thread(target=self._read, name="connect-input", daemon=True)
        self._thread.start()

    def _read(self) -> None:
        while True:
            try:
                line: str | None = self._inp.readline()
            except (OSError, ValueError):
                line = ""
            if not line:
                line = None
            try:
                self._loop.call_soon_threadsafe(self.queue.put_nowait, line)
            except RuntimeError:  # the loop is closed: the client is gone
                return
            if line is None:
                return

    async def get(self) -> str | None:
        return await self.queue.get()


# ----------------------------------------------------------------------------- options



def _expand(held: dict[str, Any] | None, msg: Any, raw: str | bytes,
            ) -> tuple[dict[str, Any] | None, list[Any]]:
    """The snapshot held after ``msg``, and the messages it tells: an ``update`` is
    the events it tells and then the snapshot it makes of the one held
    (docs/protocol.md, "update"); a snapshot is kept as JSON for the next."""
    if isinstance(msg, P.Snapshot):
        return json.loads(raw), [msg]
    if not isinstance(msg, P.Update):
        return held, [msg]
    if held is None:
        raise ChangesError("an update before any snapshot")
    made = apply_changes(held, msg.seq, json.loads(raw)["changes"])
    snapshot = P.parse_server_message(json.dumps(made))
    told = [P.EventMessage(seq=t.seq, event=t.event) for t in msg.events]
    return made, [*told, snapshot]

@dataclass
class Options:
    """What ``ginrummy connect`` was asked to do."""

    url: str
    name: str | None = None
    create: str | None = None
    options: dict[str, Any] = field(default_factory=dict)
    seats: list[dict[str, Any]] | None = None
    turn_seconds: int | None = None
    private: bool = False
    join: str | None = None
    table: str | None = None
    quick: str | None = None
    watch: str | None = None
    list_tables: bool = False
    folder: Path | None = None
    """The data folder (default: :func:`ginrummy.datadir.data_dir`)."""
    reconnect_delay: float = 0.5
    on_client: Callable[[TableClient], None] | None = None
    """Told the table's client once it exists (tests watch it)."""


def _seat_plans(system: str, seats: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
    if seats is not None:
        return seats
    if system == "three-player":
        return [{"kind": "person", "level": None}, {"kind": "person", "level": None},
                {"kind": "computer", "level": "hard"}]
    return [{"kind": "person", "level": None}, {"kind": "person", "level": None}]


# ----------------------------------------------------------------------------- the table


def _words(action: Action) -> str:
    """An action in the words the person types: ``stock``, ``take``, ``discard Kc``."""
    return {Kind.DRAW_STOCK: "stock", Kind.DRAW_DISCARD: "take", Kind.PASS: "pass",
            Kind.BIG_GIN: "big gin"}.get(action.kind, action.text)


class _Stop(Exception):
    """The client is done: ``status`` is the exit status."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class TableClient:
    """One person (or spectator) at one table, through one WebSocket at a time."""

    def __init__(self, ws_url: str, token: str, table_id: str, out: IO[str], lines: Lines, *,
                 spectator: bool = False, command: str = "ginrummy connect",
                 reconnect_delay: float = 0.5, echo: bool = False) -> None:
        self.ws_url = ws_url
        self.token = token
        self.table_id = table_id
        self.out = out
        self.lines = lines
        self.spectator = spectator
        self.command = command
        self.reconnect_delay = reconnect_delay
        self.echo = echo
        self.seq = 0
        self.ws: ClientConnection | None = None
        self.welcomed = False
        self.snap: P.Snapshot | None = None
        self.me: int | None = None
        self.my_name = ""
        # The decision shown (hand and choices printed), and the one answered.
        self.shown: tuple[Any, ...] | None = None
        self.answered: tuple[Any, ...] | None = None
        self.prompting = False
        #: The view of the decision being asked for (tests read it), and its choices.
        self.asking: SeatView | None = None
        self.choices: list[Action] = []
        self.default: Action | None = None
        self.seat_info: dict[int, P.SeatInfo] = {}
        self.over = False
        self.closing = False
        self._queue: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()
        self._ids = 0
        self._reader: asyncio.Task[None] | None = None

    # ------------------------------------------------------------------ text

    def say(self, *lines: str) -> None:
        if self.prompting:
            self.out.write("\n")
            self.prompting = False
        for line in lines:
            self.out.write(line + "\n")
        self.out.flush()

    def _prompt(self) -> None:
        if not self.prompting:
            self.out.write("> ")
            self.out.flush()
            self.prompting = True

    def names(self) -> list[str]:
        snap = self.snap
        seats = snap.table.seats if snap is not None else list(self.seat_info.values())
        out = []
        for s in sorted(seats, key=lambda s: s.seat):
            if s.seat == self.me:
                out.append("you")
            elif s.kind == "computer" and not s.name:
                out.append(f"computer ({s.level})" if s.level else "computer")
            else:
                out.append(shown_name(s.name or f"seat {s.seat + 1}", 24))
        return out

    def name(self, player: int | None) -> str:
        names = self.names()
        if player is None:
            return "a spectator"
        return names[player] if 0 <= player < len(names) else f"seat {player + 1}"

    # ------------------------------------------------------------------ running

    async def run(self) -> int:
        """Play until the match ends, the person leaves or quits; the exit status."""
        conn = asyncio.create_task(self._connection())
        try:
            while True:
                kind, payload = await self._queue.get()
                try:
                    if kind == "msg":
                        self._on_message(payload)
                    elif kind == "line":
                        await self._on_line(payload)
                    elif kind == "lost":
                        self.say(f"Connection lost ({payload}); reconnecting...")
                    elif kind == "fatal":
                        raise ConnectError(payload)
                    elif kind == "closed":
                        if self.over:
                            return 0
                        raise ConnectError("the server closed the connection")
                except _Stop as stop:
                    return stop.status
                if self.over:
                    return 0
                self._maybe_prompt()
        finally:
            self.closing = True
            if self._reader is not None:
                self._reader.cancel()
            conn.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await conn
            if self.ws is not None:
                with contextlib.suppress(Exception):
                    await self.ws.close()

    async def _forward_lines(self) -> None:
        while True:
            line = await self.lines.get()
            await self._queue.put(("line", line))
            if line is None:
                return

    async def _connection(self) -> None:
        """Keep one WebSocket open: hello (with ``last_seq`` after the first), then
        every message to the queue; a drop is followed by a new connection."""
        delay = self.reconnect_delay
        while not self.closing:
            welcomed_here = False
            reason = "closed"
            try:
                async with connect(self.ws_url, open_timeout=HTTP_TIMEOUT,
                                   max_size=4 * 1024 * 1024) as ws:
                    self.ws = ws
                    hello: dict[str, Any] = {
                        "type": "hello", "protocol": P.PROTOCOL_VERSION, "token": self.token,
                        "table": self.table_id,
                        "as": "spectator" if self.spectator else "player",
                        "last_seq": self.seq if self.welcomed else None}
                    await ws.send(json.dumps(hello))
                    held: dict[str, Any] | None = None
                    async for raw in ws:
                        try:
                            msg = P.parse_server_message(raw)
                            held, told = _expand(held, msg, raw)
                        except ChangesError as exc:
                            # Out of step with the server: a new connection brings a
                            # whole snapshot.
                            await self._queue.put(("msg", P.ProtocolError(
                                "bad_message", f"update: {exc}")))
                            break
                        except P.ProtocolError as exc:
                            await self._queue.put(("msg", exc))
                            continue
                        if isinstance(msg, P.ErrorMessage) and not welcomed_here:
                            await self._queue.put(("fatal", self._hello_refused(msg)))
                            return
                        if isinstance(msg, P.Welcome):
                            welcomed_here = True
                            delay = self.reconnect_delay
                        self.seq = max(self.seq, msg.seq)
                        for item in told:
                            await self._queue.put(("msg", item))
            except (OSError, TimeoutError, InvalidHandshake, InvalidURI) as exc:
                reason = str(exc) or type(exc).__name__
                if not self.welcomed:
                    await self._queue.put(("fatal", f"cannot open the table's connection at"
                                                    f" {self.ws_url}: {reason}"))
                    return
            except ConnectionClosed as exc:
                reason = f"code {exc.rcvd.code}" if exc.rcvd is not None else "dropped"
            finally:
                self.ws = None
            if self.closing:
                return
            if self.over:
                await self._queue.put(("closed", None))
                return
            if not self.welcomed:
                await self._queue.put(("fatal", "the server closed the connection"))
                return
            await self._queue.put(("lost", reason))
            await asyncio.sleep(delay)
            delay = min(delay * 2, 5.0)

    def _hello_refused(self, msg: P.ErrorMessage) -> str:
        if msg.code == "not_authenticated":
            return ("the server does not know your saved name: take a new one with"
                    " --name NAME")
        if msg.code == "unknown_table":
            return f"no table has the id {self.table_id!r} at this server"
        return f"the server refused: {msg.message}"

    async def send(self, message: dict[str, Any]) -> bool:
        ws = self.ws
        if ws is None:
            self.say("Not connected just now (reconnecting): try again in a moment.")
            return False
        try:
            await ws.send(json.dumps(message))
        except ConnectionClosed:
            self.say("Not connected just now (reconnecting): try again in a moment.")
            return False
        return True

    # ------------------------------------------------------------------ messages

    def _on_message(self, msg: Any) -> None:
        if isinstance(msg, P.ProtocolError):
            self.say(f"(a message from the server this client cannot read: {msg})")
            return
        if isinstance(msg, P.Welcome):
            self._on_welcome(msg)
        elif isinstance(msg, P.Snapshot):
            self._on_snapshot(msg)
        elif isinstance(msg, P.EventMessage):
            self._on_event(msg.event)
        elif isinstance(msg, P.Hints):
            if not msg.hints:
                self.say("No hint.")
            for i, h in enumerate(msg.hints, 1):
                self.say(f"Hint {i}: {_words(h.action.to_action())}"
                         f" ({shown_name(h.reason, 200)})")
        elif isinstance(msg, P.ErrorMessage):
            self.answered = None
            self.say(f"Refused: {shown_name(msg.message, 300)}")

    def _on_welcome(self, msg: P.Welcome) -> None:
        again = self.welcomed
        self.welcomed = True

        self.me = msg.you.seat
        self.my_name = msg.you.name
        if again:
            self.say(f"Reconnected (as of entry {msg.seq}).")
            self.shown = None  # show the decision again
            return
        where = f"at seat {msg.you.seat + 1}" if msg.you.seat is not None else "watching"
        self.say(f"Connected to table {msg.table} as {shown_name(msg.you.name, 24)}, {where}"
                 f" ({msg.server}). Type 'help' for the commands.")

    def _on_snapshot(self, snap: P.Snapshot) -> None:
        first = self.snap is None
        self.snap = snap
        if self._reader is None:
            # The person's lines are read once the table is known (an unknown table
            # is said before an end of input is, and a line typed ahead is read
            # against the table).
            self._reader = asyncio.create_task(self._forward_lines())
        self.me = snap.you.seat
        for s in snap.table.seats:
            self.seat_info[s.seat] = s
        if first:
            t = snap.table
            seats = ", ".join(self._seat_words(s) for s in t.seats)
            self.say(f"{t.system} table, first to {t.rules.target}: {seats}.")
            if t.status == "waiting":
                self.say("Waiting for every seat to be taken.")
            elif t.status == "playing" and snap.hand is not None:
                self.say(f"Hand {snap.hand} is in play.")
            if t.score is not None and t.hand_number:
                self.say(*describe_score(t.score, self.names()))

    def _seat_words(self, s: P.SeatInfo) -> str:
        if s.kind == "empty":
            return f"seat {s.seat + 1} empty"
        who = "you" if s.seat == self.me else self.name(s.seat)
        extra = "" if s.kind != "person" or s.connected or s.seat == self.me \
            else " (not connected)"
        return f"seat {s.seat + 1} {who}{extra}"

    def _on_event(self, event: Any) -> None:
        names = self.names()
        if isinstance(event, P.SeatEvent):
            old = self.seat_info.get(event.seat)
            info = P.SeatInfo(seat=event.seat, kind=event.kind, name=event.name,
                              level=event.level, connected=event.connected, away=event.away,
                              ready=event.ready)
            self.seat_info[event.seat] = info
            if event.seat == self.me:
                return
            who = shown_name(event.name or f"seat {event.seat + 1}", 24)
            if old is None or old.kind != event.kind or old.name != event.name:
                if event.kind == "empty":
                    self.say(f"Seat {event.seat + 1} is empty now.")
                else:
                    what = "a computer" if event.kind == "computer" else who
                    self.say(f"{what.capitalize() if what[0].islower() else what} sits at"
                             f" seat {event.seat + 1}.")
            elif old.away != event.away:
                self.say(f"{who} is away: the computer plays for them." if event.away
                         else f"{who} is back.")
            elif old.connected != event.connected and event.kind == "person":
                self.say(f"{who} {'connected' if event.connected else 'lost the connection'}.")
        elif isinstance(event, P.DealEvent):
            dealer = names[event.dealer] if event.dealer < len(names) else "?"
            self.say("", f"=== Hand {event.hand}: {sentence(dealer, 'deals')}, upcard"
                         f" {event.upcard}, knock limit {event.knock_limit} ===")
            roles = event.roles
            if roles is not None and self.me is not None:
                if roles.out == self.me:
                    self.say(f"You sit out this hand: {names[roles.box]} (in the box) plays"
                             f" {names[roles.captain]} (captain). You see the captain's hand"
                             " and suggest moves; the captain decides (R11.3).")
                else:
                    role = "in the box" if roles.box == self.me else "the captain"
                    other = names[roles.captain if roles.box == self.me else roles.box]
                    self.say(f"You are {role}, against {other}; {names[roles.out]} sits out.")
        elif isinstance(event, P.ActionEvent):
            self._on_action(event, names)
        elif isinstance(event, P.AdviceEvent):
            if event.action is None:
                self.say(sentence(names[event.player], "leaves the decision to the captain")
                         + ".")
            else:
                text = _words(event.action.to_action())
                verb = "suggest" if event.player == self.me else "suggests"
                self.say(sentence(names[event.player], f"{verb}: {text}") + ".")
        elif isinstance(event, P.UndoEvent):
            self.say(sentence(names[event.player], "takes back the last decision") + ".")
        elif isinstance(event, P.HandEndEvent):
            self.say("", f"--- End of hand {event.hand} ---")
            self.say(*describe_end(event.end, names))
            if event.score is not None:
                games = event.end.get("games") or ()
                self.say(*describe_score(event.score, names, list(games)))
        elif isinstance(event, P.MatchEndEvent):
            if event.forfeit is not None:
                self.say(f"{names[event.forfeit.player]} forfeits: {event.forfeit.reason}")
            self.say("", "Match over. " + sentence(names[event.winner], "wins the match."),
                     f"Final totals: {totals_text(event.totals, names)}")
            self.over = True
        elif isinstance(event, P.ReadyEvent):
            if event.seat != self.me:
                self.say(sentence(names[event.seat], "is ready for the next hand") + ".")
        elif isinstance(event, P.ChatEvent):
            self.say(f"[{shown_name(event.name, 24)}] {shown_name(event.text, 200)}")

    def _on_action(self, event: P.ActionEvent, names: list[str]) -> None:
        played = event.action
        kind = Kind(played.action)
        who = names[event.player]
        by = {"timeout": " (the computer, as time ran out)",
              "away": " (the computer, while away)"}.get(event.by, "")
        if kind in (Kind.ARRANGE, Kind.LAY_OFF):
            return  # the end of the hand shows both hands as laid down
        card_text = getattr(played, "card", None)
        card = parse_card(card_text) if isinstance(card_text, str) else None
        if kind is Kind.DRAW_STOCK and card is not None:
            self.say(sentence(who, f"draws {card_name(card)}") + f"{by}.")
            return
        if kind is Kind.KNOCK:
            card = None  # face down (R5.3); the end of the hand tells it
        self.say(sentence(who, public_text(kind, card)) + f"{by}.")

    # ------------------------------------------------------------------ decisions

    def _pending(self) -> tuple[Any, ...] | None:
        """What the person is to answer now, as a key: ``("act", ...)``,
        ``("advise", ...)``, ``("ready", hand)``, or None."""
        snap = self.snap
        if snap is None or self.me is None or snap.you.role != "player" or self.over:
            return None
        table = snap.table
        if table.status == "between_hands":
            mine = next((s for s in table.seats if s.seat == self.me), None)
            if mine is not None and not mine.ready:
                return ("ready", table.hand_number)
            return None
        if table.status != "playing" or snap.view is None:
            return None
        v = snap.view
        if v.result is not None or v.phase == "over":
            return None
        key = (snap.hand, len(v.events), v.phase, v.to_act)
        sitting_out = table.roles is not None and table.roles.out == self.me
        if sitting_out:
            if v.to_act == v.seat and Phase(v.phase) in _ADVISED:
                return ("advise", *key)
            return None
        if v.to_act == v.seat:
            return ("act", *key)
        return None

    def _maybe_prompt(self) -> None:
        key = self._pending()
        if key is None:
            self.asking = None
            return
        if key != self.shown:
            self.shown = key
            self.answered = None
            self._show(key)
        if key != self.answered:
            self._prompt()

    def _show(self, key: tuple[Any, ...]) -> None:
        snap = self.snap
        assert snap is not None
        if key[0] == "ready":
            self.say("Press Enter (or type 'ready') for the next hand.")
            self.asking = None
            return
        assert snap.view is not None
        v = view_from_json(snap.view.model_dump(mode="json"))
        self.asking = v
        suggesting = key[0] == "advise"
        self._status(v, "The captain's" if suggesting else "Your")
        self.choices, self.default = choices(v)
        if snap.advice is not None and not suggesting:
            self.say(f"Advice of the player sitting out (R11.3): "
                     f"{label(v, snap.advice.to_action())}")
        if suggesting:
            self.default = None
            self.say("Suggest the captain's move (Enter: the captain decides alone):")
        timer = next((t for t in snap.timers if t.seat == self.me and t.running), None)
        if timer is not None:
            self.say(f"({int(timer.seconds_left)} seconds to decide)")
        self._menu(v, MENU_LIMIT)

    def _opponent(self) -> str:
        snap = self.snap
        names = self.names()
        if snap is None or snap.table.roles is None:
            others = [n for i, n in enumerate(names) if i != self.me]
            return others[0] if len(others) == 1 else "opponent"
        roles = snap.table.roles
        if roles.out == self.me:
            return names[roles.box]
        return names[roles.captain if roles.box == self.me else roles.box]

    def _status(self, v: SeatView, whose: str) -> None:
        self.say(*status_lines(v, self._opponent(), whose))

    def _menu(self, v: SeatView, limit: int | None) -> None:
        self.say(*menu_lines(v, self.choices, self.default, limit))

    def _interpret(self, text: str, v: SeatView | None) -> Action:
        """The action ``text`` names: a choice's number or the action's words."""
        try:
            return read_action(text, v, self.choices if v is not None else [])
        except ChoiceError as exc:
            raise ConnectError(str(exc)) from None

    # ------------------------------------------------------------------ the person's lines

    def _next_id(self) -> int:
        self._ids += 1
        return self._ids

    async def _on_line(self, line: str | None) -> None:
        watching = self.spectator or self.me is None
        if line is None:
            self.say("", "End of input: you stopped watching." if watching else
                     "End of input: you left the table for now; your seat stays yours"
                     " for the grace time.")
            raise _Stop(0)
        if self.echo and self.prompting:
            self.out.write(line if line.endswith("\n") else line + "\n")
            self.prompting = False
        text = line.strip()
        word, _, rest = text.partition(" ")
        word = word.lower()
        key = self._pending()
        if word in ("quit", "exit", "q") and watching:
            self.say("You stopped watching.")
            raise _Stop(0)
        if word in ("quit", "exit", "q"):
            self.say(f"You left for now; your seat stays yours for the grace time. Come back"
                     f" with: {self.command} --table {self.table_id}")
            raise _Stop(0)
        if word == "leave":
            await self.send({"type": "leave"})
            self.say("You left the table.")
            raise _Stop(0)
        if word in ("help", "?"):
            self.say(_HELP)
            return
        if word == "chat":
            if rest.strip():
                await self.send({"type": "chat", "text": rest.strip()[:200]})
            else:
                self.say("Type 'chat' and the line to send.")
            return
        if word == "hint":
            await self.send({"type": "hint", "id": self._next_id(), "count": 3})
            return
        if word == "undo":
            await self.send({"type": "undo"})
            return
        if word == "ready" or (not text and key is not None and key[0] == "ready"):
            await self.send({"type": "ready"})
            self.answered = key
            return
        if word == "hand" or word == "all":
            if key is not None and key[0] != "ready" and self.asking is not None:
                if word == "hand":
                    self._status(self.asking, "The captain's" if key[0] == "advise" else "Your")
                self._menu(self.asking, None if word == "all" else MENU_LIMIT)
            elif self.snap is not None:
                self.say(*self._table_lines())
            return
        if self.spectator or self.me is None:
            self.say("You are watching: 'chat TEXT', 'quit' or 'help'.")
            return
        suggesting = key is not None and key[0] == "advise"
        if not text:
            if suggesting:
                await self.send({"type": "advise", "action": None})
                self.answered = key
                return
            if key is not None and self.default is not None:
                await self._act(self.default, key)
                return
            if key is not None:
                self.say(f"Type a number from 1 to {len(self.choices)}, or 'help'.")
            return
        try:
            action = self._interpret(text, self.asking if key is not None else None)
        except ConnectError as exc:
            self.say(str(exc))
            return
        if suggesting:
            await self.send({"type": "advise", "action": action.to_json()})
            self.answered = key
            return
        await self._act(action, key)

    async def _act(self, action: Action, key: tuple[Any, ...] | None) -> None:
        if await self.send({"type": "act", "id": self._next_id(), "action": action.to_json()}):
            self.answered = key

    def _table_lines(self) -> list[str]:
        snap = self.snap
        assert snap is not None
        t = snap.table
        lines = [f"Table {t.id} ({t.system}), {t.status}: "
                 + ", ".join(self._seat_words(s) for s in t.seats) + "."]
        if t.score is not None:
            lines += describe_score(t.score, self.names())
        pub = snap.public
        if pub is not None:
            top = pub.pile[-1] if pub.pile else "empty"
            lines.append(f"Hand {snap.hand}: stock {pub.stock_count}, discard pile {top},"
                         f" hands of {pub.hand_sizes[0]} and {pub.hand_sizes[1]} cards.")
        return lines


# ----------------------------------------------------------------------------- the command


def _echo(inp: IO[str]) -> bool:
    try:
        return not inp.isatty()
    except (AttributeError, ValueError):
        return True


async def _ask(lines: Lines, out: IO[str], question: str) -> str | None:
    out.write(question)
    out.flush()
    line = await lines.get()
    if line is not None:
        out.write(line if line.endswith("\n") else line + "\n")
    return None if line is None else line.strip().lower()


async def _quick(server: Server, system: str, lines: Lines, out: IO[str]) -> str:
    """Quick match: ask until matched; when offered, ask the person about the computer."""
    computer = False
    told = False
    while True:
        status, body = await asyncio.to_thread(
            server.request, "POST", "/api/quickmatch", {"system": system, "computer": computer},
            what="quick match")
        if status != 200:
            raise server.refusal(status, body, "quick match")
        answer = P.QuickMatchStatus.model_validate(body)
        if answer.status == "matched" and answer.table is not None:
            return answer.table
        if answer.status == "offer":
            reply = await _ask(lines, out, "Nobody came yet. Play the computer instead? [y/N] ")
            if reply is None:
                raise _Stop(0)
            if reply in ("y", "yes"):
                computer = True
                continue
            told = False
        if not told:
            out.write(f"Waiting for another person to ask for {system}...\n")
            out.flush()
            told = True
        await asyncio.sleep(QUICK_POLL)


async def connect_async(opts: Options, inp: IO[str], out: IO[str]) -> int:
    base, ws_url, link_code = server_urls(opts.url)
    server = Server(base)

    def say(line: str) -> None:
        out.write(line + "\n")
        out.flush()

    if opts.list_tables:
        status, body = await asyncio.to_thread(server.request, "GET", "/api/tables",
                                               what="listing tables")
        if status != 200:
            raise server.refusal(status, body, "listing tables")
        tables = [P.TableSummary.model_validate(t) for t in body]
        if not tables:
            say("No open tables.")
        for t in tables:
            seats = ", ".join("empty" if s.kind == "empty" else
                              shown_name(s.name or s.level or s.kind, 24) for s in t.seats)
            say(f"{t.id}  {t.system:<18} {t.status:<13} hand {t.hand_number}  {seats}")
        return 0
    name = await asyncio.to_thread(take_identity, server, opts.name, opts.folder, say)
    command = f"ginrummy connect {base}"
    loop = asyncio.get_running_loop()
    lines = Lines(inp, loop)
    spectator = False
    join = opts.join or (link_code if not (opts.create or opts.table or opts.quick
                                           or opts.watch) else None)
    if opts.create is not None:
        body = {"system": opts.create, "options": opts.options,
                "seats": _seat_plans(opts.create, opts.seats),
                "turn_seconds": opts.turn_seconds, "grace_seconds": 120,
                "computer_takes_over": True, "private": opts.private}
        status, reply = await asyncio.to_thread(server.request, "POST", "/api/tables", body,
                                                what="creating the table")
        if status != 201:
            raise server.refusal(status, reply, "creating the table")
        created = P.TableCreated.model_validate(reply)
        table_id = created.id
        say(f"Table created. Join code: {created.code}   link: {created.link}")
        say(f"The other person types: ginrummy connect {base} --name NAME --join"
            f" {created.code}")
    elif join is not None:
        status, reply = await asyncio.to_thread(server.request, "POST", "/api/tables/join",
                                                {"code": join}, what="joining")
        if status == 404:
            raise ConnectError(f"no table has the join code {excerpt(join)} at {base}")
        if status != 200:
            raise server.refusal(status, reply, f"joining {excerpt(join)}")
        joined = P.Joined.model_validate(reply)
        table_id = joined.id
        if joined.seat is None:
            say("Every seat is taken: you watch.")
            spectator = True
    elif opts.quick is not None:
        try:
            table_id = await _quick(server, opts.quick, lines, out)
        except _Stop as stop:
            return stop.status
    elif opts.watch is not None:
        table_id, spectator = opts.watch, True
    elif opts.table is not None:
        table_id = opts.table
    else:
        raise ConnectError("say what to do: --create SYSTEM, --join CODE, --table ID,"
                           " --quick SYSTEM, --watch ID or --list")
    _ = name
    assert server.token is not None
    client = TableClient(ws_url, server.token, table_id, out, lines, spectator=spectator,
                         command=command, reconnect_delay=opts.reconnect_delay,
                         echo=_echo(inp))
    if opts.on_client is not None:
        opts.on_client(client)
    return await client.run()


def run_connect(opts: Options, inp: IO[str], out: IO[str]) -> int:
    """Run ``ginrummy connect`` on these streams; the exit status.  Ctrl-C leaves
    the table for now (the seat stays the person's for the grace time)."""
    try:
        return asyncio.run(connect_async(opts, inp, out))
    except KeyboardInterrupt:
        out.write("\nDisconnected: your seat stays yours for the grace time"
                  " (come back with --table).\n")
        out.flush()
        return 130
