"""Load on a real game server: round trips, actions per second, memory, lost events.

    python benchmarks/serve_load.py --scenario paced --tables 1000 --duration 60
    python benchmarks/serve_load.py --scenario flat-out --tables 100 --duration 30
    python benchmarks/serve_load.py --scenario computer --tables 100 --duration 60
    python benchmarks/serve_load.py ... --json        # the figures as JSON only
    python benchmarks/serve_load.py ... --database postgresql://USER:PASSWORD@HOST/DB
    python benchmarks/serve_load.py ... --url http://127.0.0.1:8765 [--pid PID]

Starts ``python -m ginrummy serve --port 0 --database sqlite:///TMP --rate R`` as a
subprocess (or uses the server at ``--url``), takes names and creates the tables
over its HTTP API, then plays them with scripted people on loopback WebSockets:
asyncio and the ``websockets`` client, in ``--clients`` processes (each holds
whole tables).  A person acts when a snapshot's view says the decision is its
own and the (hand, events, phase) of that view is new, choosing among the legal
actions at random (``--seed``); it sends ``ready`` once per hand (after the same
pace).  Scenarios:

* ``paced``: two people a table, each acting ``--pace`` seconds (1 by default,
  times a uniform jitter of 0.5-1.5) after its decision arrives, so a table plays
  about one action a second and the tables do not all act in one instant;
* ``flat-out``: two people a table, each acting as soon as its decision arrives;
* ``computer``: one person a table against the ``hard`` computer, the person at
  ``--pace`` (1 s by default).

A match that ends during the run is followed by a new table for the same people,
created over HTTP by the client (flat-out plays long enough for that, and random
play loses to ``hard`` in a few hands).  The open-files limit is raised to the
hard limit (two thousand connections need more than 1024; the server started
here inherits it).  ``--no-compression`` leaves out permessage-deflate, which
the ``websockets`` client (like browsers) asks for by default.

What is measured, over the ``--duration`` seconds after every client connected:

* the **round trip** of an action: from the ``act`` sent to the receipt of the
  ``action`` event that tells the actor its own action (the next action event
  of the actor's seat played by a person, checked to be the action sent);
  p50, p90, p99, max; and apart, to the first snapshot at or after that
  event's seq that the client holds (made by applying the ``update`` that tells
  the event, since protocol version 2: the same message, so the two figures
  agree; with version 1 the whole snapshot came in a message of its own after
  the events), from which a client draws the table;
* **actions per second**: people's actions completed (echoed) in the window,
  and all actions (the computer's included) seen by the clients;
* the **computer's reply** (scenario ``computer``): from the receipt of the
  event that made a decision the computer's (a person's action, the deal, the
  computer's own draw) to the receipt of the computer's action event: its
  thinking in the server's worker thread, the store and the send, told apart
  from the person's round trip (which never waits for the computer: the server
  sends a person's action before the computer thinks);
* the server's **memory**: its resident set (``/proc/PID/status`` VmRSS) before
  the tables are created, after, after every client connected, and at the end;
  memory per table is the difference divided by the tables;
* the server's **CPU**: user and system time from ``/proc/PID/stat`` and, per
  thread, ``/proc/PID/task/*/stat`` (the event loop is the main thread; the
  group-commit writer and the computer's worker threads are the others), as a
  share of one core over the window;
* each client process's own CPU (``resource.getrusage``) over the window and the
  lag of its event loop (a 50 ms sleep timed), to tell whether the clients were
  the bottleneck; and the whole machine's busy cores (``/proc/stat``), so that
  other work on a shared machine shows;
* **lost or duplicated events**, which must be zero.  Each person keeps every
  event its live connection was told (in ``update`` messages; each with its
  ``seq``), written as one text (:func:`told_text`).  After the run (no one
  acting, the tables quiet), it opens a second connection as the same seat with
  ``last_seq: 0``: the server replays every event that seat was ever told
  (``Table.message_texts_for``), then a snapshot at seq S.  The events of the live
  connection with seq in (B, S], B the seq of the live connection's first
  snapshot (from which on every event is sent live), must be exactly the
  replayed events in that range, text for text and in the same order: a replayed
  message missing live is lost, a live one received more often than replayed is
  duplicated (the same events in another order are counted as a seat out of
  order).
  The one exception is by design: a seat's ``connected`` notices are told live
  and never logged (``Table.set_connected``), so a live ``seat`` event that the
  replay does not hold is counted apart as a connection notice, not as a
  duplicate.  Errors the server sent (refused intents) are counted too.

Timings are printed, never asserted: no test depends on them.  ``--seed`` fixes
the clients' choices and delays; the server deals from ``secrets``, so no two
runs play the same cards.  ``--server-profile FILE`` runs the server with
cProfile on its event loop's thread during the measured window only (not the
set-up, nor the check of the events after it) and writes the stats to FILE
(``python -m pstats FILE``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import math
import multiprocessing as mp
import os
import platform
import random
import resource
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from multiprocessing.connection import Connection as Pipe
from multiprocessing.connection import wait as wait_pipes
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from ginrummy.agents.baseline import SimpleAgent
from ginrummy.protocol import PROTOCOL_VERSION
from ginrummy.table.snapshot import apply_changes
from ginrummy.wire import view_from_json

#: The issue's targets (issue 28, item 10).
TARGET_P99_MS = 50.0
TARGET_TABLES = 1000

SCENARIOS = ("paced", "flat-out", "computer")
COMPUTER_LEVEL = "hard"
#: Connections opened at once by one client process (the server's backlog is 512).
CONNECT_AT_ONCE = 100
#: Verification connections at once, per client process.
VERIFY_AT_ONCE = 50
#: After the window: how long in-flight actions may take to be echoed, then how
#: long the tables are left to go quiet before the events are checked.
DRAIN_SECONDS = 20.0
SETTLE_SECONDS = 1.5
LAG_PERIOD = 0.05

Json = dict[str, Any]


# ----------------------------------------------------------------------------- /proc


_TICKS = os.sysconf("SC_CLK_TCK")


def told_text(told: Json) -> str:
    """An event as told (its seq and the event), as one text whether it came in an
    update or on its own: kept as text (strings are not tracked by the garbage
    collector, so a long run's events do not slow its collections down), compared
    text for text with the events the server replays."""
    return json.dumps({"seq": told["seq"], "event": told["event"]}, sort_keys=True,
                      separators=(",", ":"))


def rss_bytes(pid: int) -> int:
    """The resident set of process ``pid`` (VmRSS), in bytes."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    return 0


def _cpu_of_stat(text: str) -> float:
    # The second field (the command) is in parentheses and may hold spaces.
    fields = text[text.rindex(")") + 2:].split()
    return (int(fields[11]) + int(fields[12])) / _TICKS  # utime, stime


def cpu_seconds(pid: int) -> tuple[float, dict[int, float]]:
    """CPU seconds (user + system) of process ``pid`` and of each of its threads."""
    total = _cpu_of_stat(Path(f"/proc/{pid}/stat").read_text())
    threads: dict[int, float] = {}
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(OSError, ValueError):
            threads[int(task.name)] = _cpu_of_stat((task / "stat").read_text())
    return total, threads


def servers_cpu(pids: Sequence[int]) -> tuple[float, float]:
    """CPU seconds of the server processes: in all, and in their event loop threads
    (each process's main thread)."""
    total = loop = 0.0
    for pid in pids:
        spent, threads = cpu_seconds(pid)
        total += spent
        loop += threads.get(pid, 0.0)
    return total, loop


def machine_busy_seconds() -> float:
    """CPU seconds every core of the machine spent busy since boot (``/proc/stat``)."""
    fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)  # idle, iowait
    return (sum(fields[:8]) - idle) / _TICKS


def raise_file_limit() -> int:
    """Raise the soft limit of open files to the hard one (children inherit it)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY:
        hard = max(soft, 65536)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


# ----------------------------------------------------------------------------- HTTP


class HttpError(Exception):
    """The server refused a request of the set-up."""


def http(base: str, path: str, body: Json | None = None, token: str | None = None,
         ) -> Any:
    """``GET`` (no body) or ``POST`` a JSON body; the JSON answer."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data,
                                     method="GET" if body is None else "POST")
    request.add_header("Content-Type", "application/json")
    if token is not None:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=120) as answer:
            return json.loads(answer.read())
    except urllib.error.HTTPError as exc:
        raise HttpError(f"{path}: {exc.code} {exc.read()[:300]!r}") from None


def new_table(base: str, scenario: str, tokens: Sequence[str]) -> Json:
    """Create a table for the people of ``tokens`` (the first creates it, the second
    joins by code); the plan a client process plays it by."""
    seats: list[Json] = [{"kind": "person", "level": None}]
    if scenario == "computer":
        seats.append({"kind": "computer", "level": COMPUTER_LEVEL})
    else:
        seats.append({"kind": "person", "level": None})
    created = http(base, "/api/tables", {"system": "standard", "seats": seats}, tokens[0])
    people = [{"token": tokens[0], "seat": 0}]
    if len(tokens) > 1:
        joined = http(base, "/api/tables/join", {"code": created["code"]}, tokens[1])
        people.append({"token": tokens[1], "seat": joined["seat"]})
    return {"id": created["id"], "people": people}


# ----------------------------------------------------------------------------- figures


def percentile(sorted_values: Sequence[float], share: float) -> float:
    """The nearest-rank percentile of values already sorted (nan when empty)."""
    if not sorted_values:
        return math.nan
    rank = max(1, math.ceil(share * len(sorted_values)))
    return sorted_values[rank - 1]


@dataclass(slots=True)
class Spread:
    """Milliseconds: how many, p50, p90, p99, max, mean."""

    count: int
    p50: float
    p90: float
    p99: float
    max: float
    mean: float

    @classmethod
    def of(cls, seconds: Sequence[float]) -> Spread:
        ms = sorted(s * 1000.0 for s in seconds)
        mean = sum(ms) / len(ms) if ms else math.nan
        return cls(len(ms), percentile(ms, 0.5), percentile(ms, 0.9), percentile(ms, 0.99),
                   ms[-1] if ms else math.nan, mean)

    def text(self) -> str:
        if not self.count:
            return "none"
        return (f"p50 {self.p50:.1f}  p90 {self.p90:.1f}  p99 {self.p99:.1f}  "
                f"max {self.max:.1f} ms  (mean {self.mean:.1f}, {self.count:,})")


@dataclass(slots=True)
class ClientFigures:
    """What one client process measured (sent to the parent when it is done)."""

    round_trips: list[float] = field(default_factory=list)
    round_trip_at: list[float] = field(default_factory=list)
    """When each round trip began, in seconds from the window's start."""
    snapshot_trips: list[float] = field(default_factory=list)
    computer: list[float] = field(default_factory=list)
    computer_after_person: list[float] = field(default_factory=list)
    lag: list[float] = field(default_factory=list)
    actions: int = 0
    """People's actions echoed in the window."""
    all_actions: int = 0
    """Action events of every seat in the window (counted once per table)."""
    readies: int = 0
    errors: Counter[str] = field(default_factory=Counter)
    mismatched: int = 0
    matches_over: int = 0
    tables: int = 0
    cpu: float = 0.0
    """CPU seconds of the process over the window."""
    window: float = 0.0
    lost: int = 0
    duplicated: int = 0
    reordered: int = 0
    notices: int = 0
    checked_events: int = 0
    checked_seats: int = 0
    unchecked_seats: int = 0
    drained: bool = True
    failures: list[str] = field(default_factory=list)


# ----------------------------------------------------------------------------- a person


class Person:
    """One scripted person at one table: its live connection and what it saw."""

    def __init__(self, run: ClientRun, table: str, seat: int, token: str,
                 rng: random.Random, counts_all: bool) -> None:
        self.run = run
        self.table = table
        self.seat = seat
        self.ws_url = run.ws_urls[seat % len(run.ws_urls)]
        self.token = token
        self.rng = rng
        self.simple = SimpleAgent(rng) if run.play == "knocking" else None
        """With ``--play knocking``: the project's research baseline decides."""
        self.counts_all = counts_all
        """Whether this person counts every action of its table (one a table does)."""
        self.ws: ClientConnection | None = None
        self.events: list[str] = []
        """Every event message received live, as its text."""
        self.baseline: int | None = None
        """The seq of the first snapshot: every later event is sent live."""
        self.connected = asyncio.Event()
        self.snapshot: Json | None = None
        self.last_key: tuple[Any, ...] | None = None
        self.readied: int | None = None
        self.pending: tuple[str, Json, float] | None = None
        """The intent sent and not yet echoed: (kind, action, time sent)."""
        self.shown: tuple[int, float, bool] | None = None
        """An action echoed, its snapshot not yet received: (seq, time sent, counted)."""
        self.timer: asyncio.TimerHandle | None = None
        self.last_event_at: float | None = None
        self.last_event_by_person = False
        self.over = False
        self.left = False
        """The match is over and this person closed its connection (as people leave
        a finished table); its events are still checked after the run."""
        self.next_id = 0

    async def play(self) -> None:
        """Connect, say hello, then answer every message until the connection closes."""
        run = self.run
        async with run.connecting:
            ws = await connect(self.ws_url, compression=run.compression, max_size=2 ** 24,
                               open_timeout=120, ping_interval=None, close_timeout=5)
            self.ws = ws
            await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION,
                                      "token": self.token,
                                      "table": self.table, "as": "player",
                                      "last_seq": None}))
        try:
            async for raw in ws:
                self.receive(raw, time.perf_counter())
        except ConnectionClosed:
            pass
        finally:
            self.connected.set()
            if not run.closing and not self.left:
                run.figures.failures.append(f"table {self.table} seat {self.seat}: the"
                                            " connection closed")

    def receive(self, raw: str | bytes, now: float) -> None:
        msg = json.loads(raw)
        kind = msg["type"]
        run = self.run
        if kind == "update":
            # The events it tells, then the snapshot it makes of the one held (as any
            # client: docs/protocol.md, "update").
            for told in msg["events"]:
                self.events.append(told_text(told))
                self.on_event(told["seq"], told["event"], now)
            if self.snapshot is None:
                run.figures.failures.append(f"table {self.table} seat {self.seat}: an"
                                            " update before any snapshot")
                return
            self.snapshot = apply_changes(self.snapshot, msg["seq"], msg["changes"])
            self.on_snapshot(now)
        elif kind == "event":
            self.events.append(told_text(msg))
            self.on_event(msg["seq"], msg["event"], now)
        elif kind == "snapshot":
            if self.baseline is None:
                self.baseline = msg["seq"]
                self.connected.set()
            self.snapshot = msg
            self.on_snapshot(now)
        elif kind == "error":
            run.figures.errors[msg["code"]] += 1
            if self.pending is not None and msg["id"] == self.pending[1].get("id"):
                # Refused: nothing changed; choose again.
                self.pending = None
                self.last_key = None
                self.decide()

    def on_snapshot(self, now: float) -> None:
        """The snapshot held changed: time what it shows, decide on it."""
        msg = self.snapshot
        assert msg is not None
        if self.shown is not None and msg["seq"] >= self.shown[0]:
            if self.shown[2]:
                self.run.figures.snapshot_trips.append(now - self.shown[1])
            self.shown = None
        self.decide()

    def on_event(self, seq: int, event: Json, now: float) -> None:
        run = self.run
        what = event["type"]
        if what == "action":
            in_window = run.in_window(now)
            by = event["by"]
            if self.counts_all and in_window:
                run.figures.all_actions += 1
            if event["player"] == self.seat and by == "person" and self.pending is not None:
                kind, sent, at = self.pending
                told = event["action"]
                if kind != "act" or told["action"] != sent["action"]["action"] or (
                        "card" in sent["action"] and told["action"] in ("discard", "knock")
                        and told["card"] != sent["action"]["card"]):
                    run.figures.mismatched += 1
                self.pending = None
                counted = in_window and run.in_window(at)
                self.shown = (seq, at, counted)
                if counted:
                    run.figures.round_trips.append(now - at)
                    run.figures.round_trip_at.append(at - run.start)
                    run.figures.actions += 1
                    run.progress[run.slot] += 1
            elif by == "computer" and self.last_event_at is not None and in_window:
                run.figures.computer.append(now - self.last_event_at)
                if self.last_event_by_person:
                    run.figures.computer_after_person.append(now - self.last_event_at)
            self.last_event_at = now
            self.last_event_by_person = by == "person"
        elif what == "deal":
            self.last_event_at = now
            self.last_event_by_person = False
        elif what == "ready" and event["seat"] == self.seat and self.pending is not None \
                and self.pending[0] == "ready":
            self.pending = None
            if run.in_window(now):
                run.figures.readies += 1
        elif what == "match_end":
            self.over = True
            if run.in_window(now):
                run.figures.matches_over += 1
            run.table_over(self)

    # -- deciding ------------------------------------------------------------------

    def decide(self) -> None:
        """Act (now or after the pace) if the latest snapshot awaits this person."""
        run = self.run
        msg = self.snapshot
        if not run.acting or msg is None or self.pending is not None \
                or self.timer is not None or self.over:
            return
        table = msg["table"]
        status = table["status"]
        intent: Json
        if status == "between_hands":
            hand = msg["hand"] if msg["hand"] is not None else table["hand_number"]
            if table["seats"][self.seat]["ready"] or self.readied == hand:
                return
            self.readied = hand
            intent = {"type": "ready"}
        elif status == "playing":
            view = msg["view"]
            if view is None or view["to_act"] != view["seat"]:
                return
            key = (msg["hand"], len(view["events"]), view["phase"])
            if key == self.last_key:
                return
            self.last_key = key
            seat_view = view_from_json(view)
            options = seat_view.legal_actions()
            if not options:
                return
            chosen = self.rng.choice(options) if self.simple is None \
                else self.simple.act(seat_view)
            self.next_id += 1
            intent = {"type": "act", "id": self.next_id, "action": chosen.to_json()}
        else:
            return
        delay = run.pace * self.rng.uniform(0.5, 1.5) if run.pace > 0 else 0.0
        if run.first_delay:
            delay = self.rng.uniform(0.0, max(run.pace, 0.0))
        if delay <= 0:
            self.send(intent)
        else:
            self.timer = asyncio.get_running_loop().call_later(delay, self.fire, intent)

    def fire(self, intent: Json) -> None:
        self.timer = None
        if self.run.acting:
            self.send(intent)

    def send(self, intent: Json) -> None:
        ws = self.ws
        assert ws is not None
        self.pending = (intent["type"], intent, time.perf_counter())
        self.run.spawn(ws.send(json.dumps(intent)))

    def stop(self) -> None:
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None
            self.last_key = None

    # -- checking ------------------------------------------------------------------

    async def check(self) -> None:
        """Compare the events received live with those the server replays."""
        figures = self.run.figures
        if self.baseline is None:
            figures.unchecked_seats += 1
            return
        async with self.run.verifying:
            replay: list[str] = []
            upto: int | None = None
            try:
                async with connect(self.ws_url, compression=self.run.compression,
                                   max_size=2 ** 24, open_timeout=120, ping_interval=None,
                                   close_timeout=5) as ws:
                    await ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL_VERSION,
                                              "token": self.token, "table": self.table,
                                              "as": "player", "last_seq": 0}))
                    while upto is None:
                        raw = await asyncio.wait_for(ws.recv(), 60)
                        msg = json.loads(raw)
                        if msg["type"] == "event":
                            replay.append(told_text(msg))
                        elif msg["type"] == "snapshot":
                            upto = msg["seq"]
                        elif msg["type"] == "error":
                            raise RuntimeError(f"error {msg['code']}: {msg['message']}")
            except Exception as exc:
                figures.unchecked_seats += 1
                figures.failures.append(f"table {self.table} seat {self.seat}: cannot"
                                        f" check: {exc!r}")
                return
        self.compare(replay, upto)
        self.run.progress[self.run.slot] += 1

    def compare(self, replay: list[str], upto: int) -> None:
        """Count what the live connection lost or got twice, against ``replay``."""
        figures = self.run.figures
        low = self.baseline
        assert low is not None

        def in_range(texts: list[str]) -> list[tuple[str, Json]]:
            parsed = ((text, json.loads(text)) for text in texts)
            return [(text, msg) for text, msg in parsed if low < msg["seq"] <= upto]

        want = [text for text, _msg in in_range(replay)]
        wanted = Counter(want)
        got: list[str] = []
        for text, msg in in_range(self.events):
            if msg["event"]["type"] == "seat" and text not in wanted:
                figures.notices += 1  # told live, never logged: not a duplicate
                continue
            got.append(text)
        received = Counter(got)
        figures.checked_seats += 1
        figures.checked_events += len(want)
        figures.lost += sum((wanted - received).values())
        figures.duplicated += sum((received - wanted).values())
        if wanted == received and want != got:
            figures.reordered += 1


# ----------------------------------------------------------------------------- a client process


class ClientRun:
    """One client process's tables and people, on one event loop."""

    def __init__(self, spec: Json, progress: Any, slot: int) -> None:
        self.base: str = spec["urls"][0]
        self.ws_urls = [url.replace("http", "ws", 1) + "/ws" for url in spec["urls"]]
        """One a server process: with several, a table's seats are on different ones
        (seat 0 on the first, seat 1 on the second, ...), so that every action reaches
        the other seat through the database (LISTEN/NOTIFY)."""
        self.scenario: str = spec["scenario"]
        self.play: str = spec["play"]
        self.pace: float = spec["pace"]
        self.compression: str | None = spec["compression"]
        self.seed: int = spec["seed"]
        self.tables: list[Json] = spec["tables"]
        self.progress = progress
        self.slot = slot
        self.figures = ClientFigures()
        self.people: list[Person] = []
        self.acting = False
        self.first_delay = False
        self.closing = False
        self.start = math.inf
        self.end = math.inf
        self.tasks: set[asyncio.Task[Any]] = set()
        self.connecting = asyncio.Semaphore(CONNECT_AT_ONCE)
        self.verifying = asyncio.Semaphore(VERIFY_AT_ONCE)
        self.rollover = 0

    def in_window(self, at: float) -> bool:
        return self.start <= at <= self.end

    def spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def seat_people(self, plan: Json, number: int) -> list[Person]:
        made = []
        for index, person in enumerate(plan["people"]):
            rng = random.Random(f"{self.seed}:{number}:{person['seat']}:{self.rollover}")
            made.append(Person(self, plan["id"], person["seat"], person["token"], rng,
                               counts_all=index == 0))
        self.people.extend(made)
        self.figures.tables += 1
        return made

    def table_over(self, person: Person) -> None:
        """A match ended: once every person of the table saw it, a new table for them."""
        same = [p for p in self.people if p.table == person.table]
        if not all(p.over for p in same) or self.closing:
            return
        self.rollover += 1
        tokens = [p.token for p in sorted(same, key=lambda p: p.seat)]
        self.spawn(self._new_table(tokens, self.rollover))
        # They leave the finished table (the server then lets it go): connections
        # kept open would pile up, a finished table's each, over a long run.
        for p in same:
            if p.ws is not None:
                p.left = True
                self.spawn(p.ws.close())

    async def _new_table(self, tokens: list[str], number: int) -> None:
        try:
            plan = await asyncio.to_thread(new_table, self.base, self.scenario, tokens)
        except Exception as exc:
            self.figures.failures.append(f"a new table after a match: {exc!r}")
            return
        for person in self.seat_people(plan, 1_000_000 + number):
            self.spawn(person.play())

    async def lag_probe(self) -> None:
        while not self.closing:
            at = time.perf_counter()
            await asyncio.sleep(LAG_PERIOD)
            late = time.perf_counter() - at - LAG_PERIOD
            if self.in_window(at):
                self.figures.lag.append(late)

    async def main(self, pipe: Pipe) -> ClientFigures:
        for number, plan in enumerate(self.tables):
            self.seat_people(plan, number)
        players = [asyncio.ensure_future(p.play()) for p in self.people]
        for p in list(self.people):
            await p.connected.wait()
            self.progress[self.slot] += 1
        # What exists now lives to the end: out of the collector's way.
        gc.collect()
        gc.freeze()
        pipe.send("connected")
        start_wall: float = await asyncio.to_thread(pipe.recv)
        duration: float = await asyncio.to_thread(pipe.recv)
        await asyncio.sleep(max(0.0, start_wall - time.time()))
        self.progress[self.slot] = 0
        self.start = time.perf_counter()
        self.end = self.start + duration
        cpu0 = resource.getrusage(resource.RUSAGE_SELF)
        probe = asyncio.ensure_future(self.lag_probe())
        self.acting = True
        # The first decisions spread over one pace, so the tables do not act at once.
        self.first_delay = self.pace > 0
        for p in list(self.people):
            p.decide()
        self.first_delay = False
        await asyncio.sleep(max(0.0, self.end - time.perf_counter()))
        self.acting = False
        cpu1 = resource.getrusage(resource.RUSAGE_SELF)
        self.figures.cpu = (cpu1.ru_utime + cpu1.ru_stime) - (cpu0.ru_utime + cpu0.ru_stime)
        self.figures.window = time.perf_counter() - self.start
        for p in self.people:
            p.stop()
        pipe.send("stopped")
        # Let the actions in flight be echoed, then the tables go quiet.
        deadline = time.perf_counter() + DRAIN_SECONDS
        while any(p.pending is not None and not p.over for p in self.people):
            if time.perf_counter() > deadline:
                self.figures.drained = False
                self.figures.failures.append(
                    f"{sum(p.pending is not None for p in self.people)} intents not echoed"
                    f" {DRAIN_SECONDS:g} s after the window")
                break
            await asyncio.sleep(0.1)
        await asyncio.sleep(SETTLE_SECONDS)
        self.progress[self.slot] = 0
        await asyncio.gather(*(p.check() for p in self.people))
        self.closing = True
        probe.cancel()
        for p in self.people:
            if p.ws is not None:
                with contextlib.suppress(Exception):
                    await p.ws.close()
        await asyncio.gather(*players, return_exceptions=True)
        for task in list(self.tasks):
            task.cancel()
        return self.figures


def client_process(spec: Json, progress: Any, slot: int, pipe: Pipe) -> None:
    """A client process: play its tables, then send its figures up ``pipe``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops the run
    raise_file_limit()
    try:
        run = ClientRun(spec, progress, slot)
        figures = asyncio.run(run.main(pipe))
        pipe.send(("figures", asdict(figures)))
    except BaseException as exc:
        pipe.send(("failed", repr(exc)))
        raise


# ----------------------------------------------------------------------------- the server


#: ``ginrummy serve`` with cProfile on the event loop's thread between SIGUSR1 and
#: SIGUSR2 (the measured window), its stats written to the file named first.
PROFILED_SERVER = """
import cProfile, signal, sys
from ginrummy.__main__ import main
out = sys.argv.pop(1)
profile = cProfile.Profile()
def start(*_):
    profile.enable()
def stop(*_):
    profile.disable()
    profile.dump_stats(out)
signal.signal(signal.SIGUSR1, start)
signal.signal(signal.SIGUSR2, stop)
sys.exit(main(sys.argv[1:]))
"""


@dataclass(slots=True)
class Server:
    url: str
    pid: int | None
    process: subprocess.Popen[str] | None = None
    folder: Path | None = None
    log: Path | None = None

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            # SIGINT: uvicorn shuts down, then serve() returns (cProfile writes its stats).
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(60)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def log_tail(self) -> str:
        if self.log is None or not self.log.exists():
            return ""
        return self.log.read_text(errors="replace")[-3000:]


def start_server(database: str | None, rate: int, profile: Path | None, keep: bool,
                 full_collection_every: int | None = None,
                 heartbeat: float | None = None) -> Server:
    folder = Path(tempfile.mkdtemp(prefix="serve_load-"))
    url = database or f"sqlite:///{folder / 'server.sqlite3'}"
    log = folder / "server.log"
    command = [sys.executable]
    if profile is not None:
        command += ["-c", PROFILED_SERVER, str(profile)]
    else:
        command += ["-m", "ginrummy"]
    command += ["serve", "--port", "0", "--database", url, "--rate", str(rate),
                # The load makes thousands of names and tables from one address.
                "--identities-per-hour", "100000000", "--tables-per-hour", "100000000"]
    if full_collection_every is not None:
        command += ["--full-collection-every", str(full_collection_every)]
    if heartbeat is not None:
        command += ["--heartbeat", str(heartbeat)]
    with log.open("w") as err:
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=err, text=True)
    assert process.stdout is not None
    line = process.stdout.readline()
    if "serving at " not in line:
        process.wait(10)
        raise SystemExit(f"serve_load: the server did not start:\n{log.read_text()[-3000:]}")
    base = line.split("serving at ", 1)[1].split()[0]
    return Server(base, process.pid, process, None if keep else folder, log)


# ----------------------------------------------------------------------------- the report


@dataclass(slots=True)
class Report:
    """Everything measured, as printed and as ``--json`` writes it."""

    scenario: str
    tables: int
    people: int
    duration: float
    pace: float
    clients: int
    seed: int
    compression: bool
    database: str
    machine: str
    cores: int
    python: str
    servers: int = 1
    """Server processes on the one database (``--servers``); memory and CPU are
    their sums."""
    window: float = 0.0
    round_trip: Spread | None = None
    over_target: int = 0
    """Round trips longer than the target's p99 (TARGET_P99_MS)."""
    by_period: list[Json] = field(default_factory=list)
    """The round trips' p99 and max in each period of the window (a minute, or ten
    seconds in a window under two minutes): whether the tail is spread or bunched."""
    worst_second: Json | None = None
    """The second of the window that began the most round trips over the target."""
    snapshot_trip: Spread | None = None
    actions: int = 0
    actions_per_second: float = 0.0
    all_actions_per_second: float = 0.0
    readies: int = 0
    computer: Spread | None = None
    computer_after_person: Spread | None = None
    rss_before: int | None = None
    rss_tables: int | None = None
    rss_connected: int | None = None
    rss_end: int | None = None
    per_table_created: float | None = None
    per_table_connected: float | None = None
    server_cpu: float | None = None
    server_loop_cpu: float | None = None
    server_other_threads_cpu: float | None = None
    client_cpu: list[float] = field(default_factory=list)
    machine_cpu: float | None = None
    """Cores busy on the whole machine over the window (ours and anyone else's)."""
    other_cpu: float | None = None
    """... less the server's and the clients': other work on the machine."""
    client_lag: Spread | None = None
    setup_seconds: float = 0.0
    lost: int = 0
    duplicated: int = 0
    reordered: int = 0
    connection_notices: int = 0
    checked_events: int = 0
    checked_seats: int = 0
    unchecked_seats: int = 0
    mismatched: int = 0
    errors: dict[str, int] = field(default_factory=dict)
    matches_over: int = 0
    tables_played: int = 0
    failures: list[str] = field(default_factory=list)
    targets: dict[str, Json] = field(default_factory=dict)


def judge(report: Report) -> None:
    rt = report.round_trip
    clean = (report.lost == 0 and report.duplicated == 0 and report.reordered == 0
             and report.unchecked_seats == 0 and report.checked_seats > 0)
    report.targets["events"] = {
        "target": "no lost or duplicated events", "met": clean,
        "detail": f"{report.lost} lost, {report.duplicated} duplicated, {report.reordered}"
                  f" seats out of order over {report.checked_events:,} events of"
                  f" {report.checked_seats:,} seats ({report.unchecked_seats} not checked)"}
    if report.scenario == "paced" and rt is not None:
        report.targets["paced"] = {
            "target": f"{TARGET_TABLES:,} two-person tables at one action a second,"
                      f" p99 round trip at most {TARGET_P99_MS:g} ms",
            "met": report.tables >= TARGET_TABLES and rt.p99 <= TARGET_P99_MS,
            "detail": f"{report.tables:,} tables, p99 {rt.p99:.1f} ms"}


def _mb(value: float | None) -> str:
    return "n/a" if value is None else f"{value / 2 ** 20:,.1f} MiB"


def print_report(r: Report) -> None:
    print(f"ginrummy serve under load: scenario {r.scenario}, {r.tables:,} tables,"
          f" {r.people:,} people, pace {r.pace:g} s, {r.window:.1f} s measured")
    print(f"  {r.machine}, {r.cores} cores, Python {r.python}; database {r.database};"
          f" {r.clients} client process(es); compression {'on' if r.compression else 'off'};"
          f" seed {r.seed}")
    if r.servers > 1:
        print(f"  {r.servers} server processes on the one database, a table's seats on"
              " different ones; memory and CPU are their sums")
    print()
    rt = r.round_trip
    print("  round trip of an action (act sent -> own action event received):")
    print(f"    {rt.text() if rt else 'none'}")
    if rt and rt.count:
        share = 100.0 * r.over_target / rt.count
        print(f"    over {TARGET_P99_MS:g} ms: {r.over_target:,} ({share:.2f}%)", end="")
        if r.worst_second is not None:
            print(f"; the worst second, from {r.worst_second['from']:.0f} s, began"
                  f" {r.worst_second['over_target']:,} of them", end="")
        print()
        print("    p99 / max by period: " + ", ".join(
            f"{p['from']:.0f}-{p['to']:.0f} s {p['p99']:.0f}/{p['max']:.0f}"
            for p in r.by_period))
    st = r.snapshot_trip
    print("  ... to the snapshot that shows it (what a client draws):")
    print(f"    {st.text() if st else 'none'}")
    print(f"  people's actions per second:   {r.actions_per_second:,.1f}"
          f"  ({r.actions:,} in the window; {r.readies:,} ready)")
    print(f"  all actions per second:        {r.all_actions_per_second:,.1f}")
    if r.computer is not None:
        print("  the computer's reply (event before it -> the computer's action event):")
        print(f"    every decision:       {r.computer.text()}")
        if r.computer_after_person is not None:
            print(f"    after a person's act: {r.computer_after_person.text()}")
    print("  server memory (resident set):")
    print(f"    before the tables {_mb(r.rss_before)}, tables created {_mb(r.rss_tables)},"
          f" clients connected {_mb(r.rss_connected)}, at the end {_mb(r.rss_end)}")
    if r.per_table_created is not None:
        print(f"    per table: {r.per_table_created / 1024:,.1f} KiB created,"
              f" {(r.per_table_connected or 0.0) / 1024:,.1f} KiB with its connections")
    if r.server_cpu is not None:
        print(f"  server CPU: {r.server_cpu:.2f} cores (event loop thread"
              f" {r.server_loop_cpu or 0.0:.2f}, other threads"
              f" {r.server_other_threads_cpu or 0.0:.2f})")
    cpus = ", ".join(f"{c:.2f}" for c in r.client_cpu)
    print(f"  client CPU: {cpus} cores (per client process);"
          f" event loop lag {r.client_lag.text() if r.client_lag else 'n/a'}")
    if r.machine_cpu is not None:
        print(f"  the machine: {r.machine_cpu:.2f} of {r.cores} cores busy; other work than"
              f" this benchmark's: {r.other_cpu or 0.0:.2f} cores")
    print(f"  events checked: {r.checked_events:,} of {r.checked_seats:,} seats;"
          f" {r.lost} lost, {r.duplicated} duplicated, {r.reordered} out of order,"
          f" {r.unchecked_seats} seats not checked; {r.connection_notices:,} connection"
          " notices (live only, by design)")
    errors = ", ".join(f"{k} {v}" for k, v in sorted(r.errors.items())) or "none"
    print(f"  errors from the server: {errors}; echoes not matching the act: {r.mismatched}")
    print(f"  matches finished in the window: {r.matches_over}; tables played:"
          f" {r.tables_played:,}; set-up {r.setup_seconds:.1f} s")
    for failure in r.failures[:10]:
        print(f"  failure: {failure}")
    if len(r.failures) > 10:
        print(f"  ... and {len(r.failures) - 10} more failures")
    if r.targets:
        print()
        print("Targets (issue 28, item 10):")
        for t in r.targets.values():
            print(f"  {t['target']}: {'met' if t['met'] else 'NOT met'} ({t['detail']})")


# ----------------------------------------------------------------------------- the run


class Progress:
    """One line on stderr, rewritten (only when stderr is a terminal, else every 5 s)."""

    def __init__(self, quiet: bool) -> None:
        self.quiet = quiet
        self.tty = sys.stderr.isatty()
        self.last = 0.0

    def show(self, text: str, force: bool = False) -> None:
        if self.quiet:
            return
        now = time.monotonic()
        if self.tty:
            sys.stderr.write(f"\r\x1b[K{text}")
            sys.stderr.flush()
        elif force or now - self.last >= 5.0:
            self.last = now
            print(text, file=sys.stderr, flush=True)

    def done(self) -> None:
        if self.tty and not self.quiet:
            sys.stderr.write("\r\x1b[K")
            sys.stderr.flush()


def set_up(base: str, scenario: str, tables: int, progress: Progress) -> list[Json]:
    """Take names and create the tables over HTTP, 16 requests at a time."""
    tag = secrets.token_hex(3)
    per_table = 1 if scenario == "computer" else 2
    count = tables * per_table
    done = [0]

    def identity(i: int) -> str:
        token: str = http(base, "/api/identities", {"name": f"L{tag}-{i}"})["token"]
        done[0] += 1
        if done[0] % 50 == 0:
            progress.show(f"set-up: {done[0]:,}/{count:,} names")
        return token

    def table(i: int) -> Json:
        plan = new_table(base, scenario, tokens[i * per_table:(i + 1) * per_table])
        done[0] += 1
        if done[0] % 50 == 0:
            progress.show(f"set-up: {done[0]:,}/{tables:,} tables")
        return plan

    with ThreadPoolExecutor(16) as pool:
        tokens = list(pool.map(identity, range(count)))
        done[0] = 0
        return list(pool.map(table, range(tables)))


def ready_pipes(pipes: list[Pipe], among: set[int]) -> list[int]:
    """The indices of the pipes among ``among`` with a message, waiting up to 1 s."""
    ready = wait_pipes([pipes[k] for k in among], timeout=1.0)
    return [k for k in among if any(pipes[k] is r for r in ready)]


def measure(args: argparse.Namespace) -> Report:
    raise_file_limit()
    progress = Progress(args.json)
    pace = args.pace if args.pace is not None else (0.0 if args.scenario == "flat-out"
                                                    else 1.0)
    servers: list[Server] = []
    if args.url:
        servers.append(Server(args.url.rstrip("/"), args.pid))
        database = "(the server at --url)"
    else:
        try:
            for _ in range(args.servers):
                servers.append(start_server(args.database, args.rate, args.server_profile,
                                            args.keep, args.full_collection_every,
                                            args.heartbeat))
        except BaseException:
            for one in servers:
                one.stop()
            raise
        database = args.database or "SQLite (a temporary file)"
        if database.count("@"):
            database = database.split("://")[0] + "://…@" + database.rpartition("@")[2]
    server = servers[0]
    report = Report(args.scenario, args.tables,
                    args.tables * (1 if args.scenario == "computer" else 2), args.duration,
                    pace, args.clients, args.seed, not args.no_compression, database,
                    f"{platform.system()} {platform.machine()}", os.cpu_count() or 0,
                    platform.python_version(), len(servers))
    pid = server.pid
    pids = [one.pid for one in servers if one.pid is not None]
    children: list[Any] = []
    try:
        http(server.url, "/health")
        if pid is not None:
            report.rss_before = sum(rss_bytes(p) for p in pids)
        started = time.monotonic()
        plans = set_up(server.url, args.scenario, args.tables, progress)
        report.setup_seconds = time.monotonic() - started
        if pid is not None:
            report.rss_tables = sum(rss_bytes(p) for p in pids)
        ctx = mp.get_context("spawn")
        counters = ctx.Array("q", args.clients, lock=False)
        pipes: list[Pipe] = []
        for k in range(args.clients):
            spec = {"urls": [one.url for one in servers],
                    "scenario": args.scenario, "pace": pace,
                    "play": args.play,
                    "compression": None if args.no_compression else "deflate",
                    "seed": args.seed * 1000 + k, "tables": plans[k::args.clients]}
            here, there = ctx.Pipe()
            child = ctx.Process(target=client_process, args=(spec, counters, k, there),
                                name=f"serve_load-client-{k}")
            child.start()
            children.append(child)
            pipes.append(here)
        # Every client connected.
        waiting = set(range(args.clients))
        while waiting:
            for k in ready_pipes(pipes, waiting):
                message = pipes[k].recv()
                if message != "connected":
                    raise SystemExit(f"serve_load: client {k} failed: {message!r}")
                waiting.discard(k)
            progress.show(f"connecting: {sum(counters):,}/{report.people:,} people")
        if pid is not None:
            report.rss_connected = sum(rss_bytes(p) for p in pids)
            report.per_table_created = ((report.rss_tables or 0) - report.rss_before
                                        ) / args.tables if report.rss_before else None
            report.per_table_connected = ((report.rss_connected or 0) - report.rss_before
                                          ) / args.tables if report.rss_before else None
        start_wall = time.time() + 1.0
        for pipe in pipes:
            pipe.send(start_wall)
            pipe.send(float(args.duration))
        time.sleep(max(0.0, start_wall - time.time()))
        profiling = args.server_profile is not None and server.process is not None
        if profiling:
            os.kill(server.process.pid, signal.SIGUSR1)  # type: ignore[union-attr]
        cpu0 = servers_cpu(pids) if pid is not None else None
        busy0 = machine_busy_seconds()
        at0 = time.monotonic()
        stopped: set[int] = set()
        figures: dict[int, Json] = {}
        while len(figures) < args.clients:
            for k in ready_pipes(pipes, set(range(args.clients)) - set(figures)):
                try:
                    message = pipes[k].recv()
                except EOFError:
                    raise SystemExit(f"serve_load: client {k} died") from None
                if message == "stopped":
                    stopped.add(k)
                    if len(stopped) == args.clients and profiling:
                        os.kill(server.process.pid, signal.SIGUSR2)  # type: ignore[union-attr]
                    if len(stopped) == args.clients:
                        report.machine_cpu = (machine_busy_seconds() - busy0) / (
                            time.monotonic() - at0)
                    if len(stopped) == args.clients and cpu0 is not None and pid is not None:
                        cpu1 = servers_cpu(pids)
                        spent = time.monotonic() - at0
                        report.server_cpu = (cpu1[0] - cpu0[0]) / spent
                        loop = cpu1[1] - cpu0[1]
                        report.server_loop_cpu = loop / spent
                        report.server_other_threads_cpu = report.server_cpu - loop / spent
                        report.rss_end = sum(rss_bytes(p) for p in pids)
                elif isinstance(message, tuple) and message[0] == "figures":
                    figures[k] = message[1]
                elif isinstance(message, tuple) and message[0] == "failed":
                    raise SystemExit(f"serve_load: client {k} failed: {message[1]}")
            elapsed = time.monotonic() - at0
            if len(stopped) < args.clients:
                done = sum(counters)
                progress.show(f"{args.scenario}: {min(elapsed, args.duration):.0f}/"
                              f"{args.duration:g} s, {done:,} actions,"
                              f" {done / max(elapsed, 1e-9):,.0f}/s")
            else:
                progress.show(f"checking events: {sum(counters):,}/{report.people:,}"
                              " seats")
        progress.done()
        combine(report, [figures[k] for k in range(args.clients)])
    finally:
        for child in children:
            child.join(30)
            if child.is_alive():
                child.terminate()
        for one in servers:
            one.stop()
            code = None if one.process is None else one.process.returncode
            if code not in (0, None, -2):
                report.failures.append(f"a server exited with {code}: {one.log_tail()}")
            if one.folder is not None and not args.database:
                shutil.rmtree(one.folder, ignore_errors=True)
    judge(report)
    return report


def combine(report: Report, parts: list[Json]) -> None:
    rts: list[float] = []
    rts_at: list[float] = []
    snaps: list[float] = []
    comp: list[float] = []
    comp_person: list[float] = []
    lag: list[float] = []
    windows = []
    errors: Counter[str] = Counter()
    for f in parts:
        rts += f["round_trips"]
        rts_at += f["round_trip_at"]
        snaps += f["snapshot_trips"]
        comp += f["computer"]
        comp_person += f["computer_after_person"]
        lag += f["lag"]
        windows.append(f["window"])
        report.actions += f["actions"]
        report.readies += f["readies"]
        report.client_cpu.append(f["cpu"] / f["window"] if f["window"] else 0.0)
        for name in ("lost", "duplicated", "reordered", "checked_events", "checked_seats",
                     "unchecked_seats", "mismatched", "matches_over"):
            setattr(report, name, getattr(report, name) + f[name])
        report.connection_notices += f["notices"]
        report.tables_played += f["tables"]
        errors.update(f["errors"])
        report.failures += f["failures"]
    window = max(windows) if windows else 0.0
    report.window = window
    report.round_trip = Spread.of(rts)
    spread_in_time(report, rts, rts_at)
    report.snapshot_trip = Spread.of(snaps)
    report.actions_per_second = report.actions / window if window else 0.0
    report.all_actions_per_second = sum(f["all_actions"] for f in parts) / window \
        if window else 0.0
    if report.scenario == "computer":
        report.computer = Spread.of(comp)
        report.computer_after_person = Spread.of(comp_person)
    report.client_lag = Spread.of(lag)
    if report.machine_cpu is not None:
        report.other_cpu = max(0.0, report.machine_cpu - (report.server_cpu or 0.0)
                               - sum(report.client_cpu))
    report.errors = dict(errors)


def spread_in_time(report: Report, rts: list[float], rts_at: list[float]) -> None:
    """The round trips over the target, by period and by second of the window."""
    target = TARGET_P99_MS / 1000.0
    period = 60.0 if report.window >= 120.0 else 10.0
    periods: dict[int, list[float]] = {}
    slow_seconds: Counter[int] = Counter()
    for rt, at in zip(rts, rts_at, strict=True):
        periods.setdefault(int(at // period), []).append(rt)
        if rt > target:
            report.over_target += 1
            slow_seconds[int(at)] += 1
    for k in sorted(periods):
        spread = Spread.of(periods[k])
        report.by_period.append({"from": k * period, "to": (k + 1) * period,
                                 "count": spread.count, "p99": spread.p99,
                                 "max": spread.max})
    if slow_seconds:
        second, count = slow_seconds.most_common(1)[0]
        report.worst_second = {"from": float(second), "over_target": count}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Load on a real ginrummy server: round trips, actions per second,"
                    " memory per table, lost events (timings, not tests).",
        epilog="Each scenario once at the issue's size: --scenario paced --tables 1000"
               " --duration 60; --scenario flat-out --tables 100; --scenario computer"
               " --tables 100.")
    parser.add_argument("--scenario", choices=SCENARIOS, default="paced",
                        help="paced (default): people at one action a second; flat-out:"
                             " as fast as the server answers; computer: against hard")
    parser.add_argument("--tables", type=int, default=100, help="tables (default 100)")
    parser.add_argument("--duration", type=float, default=30.0,
                        help="seconds measured after every client connected (default 30)")
    parser.add_argument("--pace", type=float, default=None,
                        help="mean seconds a person takes to act (default 1; flat-out 0)")
    parser.add_argument("--clients", type=int, default=1,
                        help="client processes (default 1)")
    parser.add_argument("--seed", type=int, default=1,
                        help="the clients' choices and delays (default 1)")
    parser.add_argument("--play", choices=("random", "knocking"), default="random",
                        help="how the scripted people choose: any legal action (default;"
                             " they seldom knock, so hands run to the stock and a match"
                             " hardly ends), or as the research baseline (agents 'simple':"
                             " best discard, knock when they may; hands and matches end"
                             " and a new table follows)")
    parser.add_argument("--full-collection-every", type=int, metavar="SECONDS",
                        help="the server's own option (default: the server's default, 600 s):"
                             " a shorter one puts full garbage collections in a short run")
    parser.add_argument("--rate", type=int, default=10_000,
                        help="the server's --rate: messages a second per person"
                             " (default 10000: no throttling)")
    parser.add_argument("--database", metavar="URL",
                        help="the server's database (default: SQLite in a temporary folder)")
    parser.add_argument("--servers", type=int, default=1, metavar="N",
                        help="server processes on the one --database (PostgreSQL), each"
                             " table's seats on different ones (default 1)")
    parser.add_argument("--heartbeat", type=float, metavar="SECONDS",
                        help="the servers' --heartbeat (several processes)")
    parser.add_argument("--url", help="use the server already running at this address")
    parser.add_argument("--pid", type=int,
                        help="with --url: the server's process id, for its memory and CPU")
    parser.add_argument("--no-compression", action="store_true",
                        help="no permessage-deflate (browsers use it; default on)")
    parser.add_argument("--server-profile", type=Path, metavar="FILE",
                        help="profile the server's event loop over the window (cProfile),"
                             " its stats written to FILE")
    parser.add_argument("--keep", action="store_true",
                        help="keep the temporary folder (database, server log)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON only")
    args = parser.parse_args(argv)
    if args.tables < 1 or args.duration <= 0 or args.clients < 1:
        parser.error("--tables and --clients are at least 1, --duration above 0")
    if args.servers < 1:
        parser.error("--servers is at least 1")
    if args.servers > 1 and (args.url or args.server_profile
                             or not (args.database or "").startswith("postgresql")):
        parser.error("--servers above 1 needs a PostgreSQL --database (several processes"
                     " share only PostgreSQL), and neither --url nor --server-profile")
    args.clients = min(args.clients, args.tables)
    report = measure(args)
    if args.json:
        print(json.dumps(asdict(report), indent=2))
    else:
        print_report(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
