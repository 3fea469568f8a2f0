"""A normal client, served while a thousand slow HTTP connections are open.

    python benchmarks/slow_clients.py                      # 1,000 slow connections, 30 s
    python benchmarks/slow_clients.py --slow 1000 --duration 60 --json
    python benchmarks/slow_clients.py --python /other/venv/bin/python --no-edge-options

Starts ``python -m ginrummy serve --port 0 --database sqlite:///TMP`` (``--python``
picks the interpreter, and so the ginrummy it runs; ``--no-edge-options`` leaves
out the options a server from before issue 40 does not have), then measures a
normal client twice, for ``--duration`` seconds each: alone, then while another
process holds ``--slow`` slow connections open, re-opening each one the server
closes, so that as many are open all the time.  Four kinds of slow connection,
a quarter each:

* ``silent``: connects and sends nothing;
* ``half-headers``: sends half a request's headers, then nothing;
* ``partial-body``: sends a request's headers (``Content-Length: 100``) and ten
  bytes of its body, then nothing;
* ``trickle``: sends its headers one byte a second (slowloris).

The normal client, in this process, every 0.1 s: an HTTP ``GET /health`` on a new
connection (connect, request, whole answer) and a ``ping`` on an open WebSocket
at a table against the computer (to its ``pong``); every second, a new WebSocket
connection's ``hello`` to its ``welcome`` and first ``snapshot``.  Printed: each
one's p50, p99 and max in milliseconds and its failures; the slow connections
held (every 0.5 s: the fewest and the mean), and per kind how many the server
closed and after how long (the median).  The open-files limit is raised to the
hard one here (the server, started here, inherits it).  Timings are printed,
never asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections import defaultdict
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

ROOT = Path(__file__).resolve().parents[1]
KINDS = ("silent", "half-headers", "partial-body", "trickle")
_SERVING = re.compile(r"serving at (http://\S+)")


def _raise_file_limit() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


# ----------------------------------------------------------------------------- the slow herd


@dataclass
class Herd:
    """What the slow connections saw."""

    held: list[int] = field(default_factory=list)
    """Slow connections open, sampled every 0.5 s."""
    closed: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    """Per kind: how long each connection the server closed had been open (s)."""
    refused: int = 0
    """Connections that could not be opened (or were answered at once)."""


async def _slow_one(kind: str, host: str, port: int, herd: Herd, open_now: list[int],
                    stop: asyncio.Event) -> None:
    request = (b"POST /api/identities HTTP/1.1\r\nHost: bench\r\nContent-Type:"
               b" application/json\r\nContent-Length: 100\r\n\r\n")
    while not stop.is_set():
        try:
            reader, writer = await asyncio.open_connection(host, port)
        except OSError:
            herd.refused += 1
            await asyncio.sleep(0.5)
            continue
        opened = time.monotonic()
        open_now[0] += 1
        try:
            if kind == "half-headers":
                writer.write(request[:40])
            elif kind == "partial-body":
                writer.write(request + b'{"name": "')
            if kind == "trickle":
                sent = 0
                while not stop.is_set() and not reader.at_eof():
                    writer.write(request[sent % 60:sent % 60 + 1])  # never the blank line
                    sent += 1
                    try:
                        if await asyncio.wait_for(reader.read(4096), 1.0) == b"":
                            break
                    except TimeoutError:
                        pass
            else:
                reading = asyncio.ensure_future(reader.read(4096))
                stopping = asyncio.ensure_future(stop.wait())
                await asyncio.wait([reading, stopping], return_when=asyncio.FIRST_COMPLETED)
                stopping.cancel()
                if not reading.done():
                    reading.cancel()
                elif reading.result().startswith(b"HTTP/1.1 503"):
                    herd.refused += 1
        except (ConnectionError, OSError):
            pass
        finally:
            open_now[0] -= 1
            writer.close()
        if not stop.is_set():
            herd.closed[kind].append(time.monotonic() - opened)


async def _herd(base: str, count: int, duration: float) -> Herd:
    host, port = base.removeprefix("http://").rsplit(":", 1)
    herd = Herd()
    open_now = [0]
    stop = asyncio.Event()
    tasks = []
    for i in range(count):
        tasks.append(asyncio.create_task(
            _slow_one(KINDS[i % len(KINDS)], host, int(port), herd, open_now, stop)))
        if i % 100 == 99:
            await asyncio.sleep(0.1)  # within the listening socket's backlog
    started = time.monotonic()
    while time.monotonic() - started < duration:
        await asyncio.sleep(0.5)
        herd.held.append(open_now[0])
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    return herd


def _herd_process(base: str, count: int, duration: float, out: Connection) -> None:
    _raise_file_limit()
    herd = asyncio.run(_herd(base, count, duration))
    out.send((herd.held, dict(herd.closed), herd.refused))


# ----------------------------------------------------------------------------- the normal client


@dataclass
class Timings:
    samples: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    failures: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    async def time(self, what: str, step: Any) -> None:
        started = time.perf_counter()
        try:
            await asyncio.wait_for(step(), 10.0)
        except Exception:
            self.failures[what] += 1
            return
        self.samples[what].append((time.perf_counter() - started) * 1000)


async def _get_health(host: str, port: int) -> None:
    reader, writer = await asyncio.open_connection(host, port)
    try:
        writer.write(b"GET /health HTTP/1.1\r\nHost: bench\r\nConnection: close\r\n\r\n")
        answer = await reader.read()
        if not answer.startswith(b"HTTP/1.1 200 "):
            raise RuntimeError(answer[:80])
    finally:
        writer.close()


def _http(base: str, method: str, path: str, body: Any, token: str | None = None) -> Any:
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(),
                                     method=method)
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


async def _hello(ws_url: str, token: str, table: str) -> ClientConnection:
    ws = await connect(ws_url, compression=None, ping_interval=None, proxy=None)
    await ws.send(json.dumps({"type": "hello", "protocol": 2, "token": token,
                              "table": table, "as": "player"}))
    while json.loads(await ws.recv())["type"] != "snapshot":
        pass
    return ws


async def _client(base: str, duration: float) -> Timings:
    host, port = base.removeprefix("http://").rsplit(":", 1)
    ws_url = base.replace("http://", "ws://") + "/ws"
    name = f"Bench{os.getpid() % 100000}x{int(time.time()) % 100000}"
    who = await asyncio.to_thread(_http, base, "POST", "/api/identities", {"name": name})
    table = await asyncio.to_thread(_http, base, "POST", "/api/tables", {
        "system": "standard", "seats": [{"kind": "person", "level": None},
                                        {"kind": "computer", "level": "easy"}]}, who["token"])
    timings = Timings()
    ws = await _hello(ws_url, who["token"], table["id"])

    async def ping() -> None:
        await ws.send('{"type": "ping", "id": "b"}')
        while json.loads(await ws.recv())["type"] != "pong":
            pass

    async def hello() -> None:
        other = await _hello(ws_url, who["token"], table["id"])
        await other.close()

    started = time.monotonic()
    tick = 0
    while time.monotonic() - started < duration:
        await timings.time("GET /health (new connection)", lambda: _get_health(host, int(port)))
        await timings.time("WebSocket ping to pong", ping)
        if tick % 10 == 0:
            await timings.time("WebSocket hello to snapshot", hello)
        tick += 1
        await asyncio.sleep(0.1)
    await ws.close()
    return timings


# ----------------------------------------------------------------------------- running


def _start_server(python: str, edge_options: bool,
                  folder: Path) -> tuple[subprocess.Popen[str], str]:
    command = [python, "-m", "ginrummy", "serve", "--port", "0", "--database",
               f"sqlite:///{folder / 'server.sqlite3'}", "--rate", "100000"]
    if edge_options:
        command += ["--max-connections", "10000"]
    env = dict(os.environ, GINRUMMY_DATA_DIR=str(folder), PYTHONUNBUFFERED="1")
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True, env=env)
    assert process.stdout is not None
    found = _SERVING.search(process.stdout.readline())
    if found is None:
        process.kill()
        raise SystemExit("the server did not start")
    base = found.group(1)
    for _ in range(600):
        try:
            with urllib.request.urlopen(base + "/health", timeout=5):
                return process, base
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise SystemExit("the server did not come up")


def _summary(timings: Timings) -> dict[str, dict[str, float]]:
    out = {}
    for what in sorted(set(timings.samples) | set(timings.failures)):
        values = sorted(timings.samples.get(what, []))
        out[what] = {
            "count": len(values), "failures": timings.failures.get(what, 0),
            "p50_ms": round(statistics.median(values), 2) if values else float("nan"),
            "p99_ms": round(values[min(len(values) - 1, int(len(values) * 0.99))], 2)
            if values else float("nan"),
            "max_ms": round(values[-1], 2) if values else float("nan"),
        }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--slow", type=int, default=1000, help="slow connections (1000)")
    parser.add_argument("--duration", type=float, default=30.0,
                        help="seconds of each phase (30)")
    parser.add_argument("--python", default=sys.executable,
                        help="the interpreter that runs the server (this one)")
    parser.add_argument("--no-edge-options", action="store_true",
                        help="start the server without --max-connections (before issue 40)")
    parser.add_argument("--json", action="store_true", help="the figures as JSON only")
    args = parser.parse_args(argv)
    _raise_file_limit()
    with tempfile.TemporaryDirectory() as folder:
        process, base = _start_server(args.python, not args.no_edge_options, Path(folder))
        try:
            alone = asyncio.run(_client(base, args.duration))
            receive, send = multiprocessing.Pipe(duplex=False)
            herd = multiprocessing.Process(target=_herd_process,
                                           args=(base, args.slow, args.duration + 10, send))
            herd.start()
            time.sleep(10)  # every slow connection open
            crowded = asyncio.run(_client(base, args.duration))
            held, closed, refused = receive.recv()
            herd.join()
        finally:
            process.terminate()
            process.wait(30)
    steady = held[20:]  # after the first 10 s, while the client measured
    report = {
        "slow_connections": args.slow,
        "alone": _summary(alone),
        "with_slow_connections": _summary(crowded),
        "slow_held": {"min": min(steady), "mean": round(statistics.mean(steady), 1)},
        "slow_closed_by_server": {
            kind: {"count": len(closed.get(kind, [])),
                   "median_s": round(statistics.median(closed[kind]), 2)
                   if closed.get(kind) else None} for kind in KINDS},
        "slow_refused": refused,
    }
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"{args.slow} slow connections; the normal client for {args.duration:g} s alone,"
          f" then {args.duration:g} s among them")
    print(f"{'':34} {'alone p50/p99/max ms':>24} {'among slow p50/p99/max ms':>28}"
          f" {'failures':>9}")
    for what, a in report["alone"].items():
        c = report["with_slow_connections"].get(what, {})
        print(f"{what:34} {a['p50_ms']:>8} {a['p99_ms']:>7} {a['max_ms']:>7}"
              f" {c.get('p50_ms', '-'):>10} {c.get('p99_ms', '-'):>8} {c.get('max_ms', '-'):>8}"
              f" {a['failures']}/{c.get('failures', '-'):>3}")
    print(f"slow connections held: fewest {report['slow_held']['min']},"
          f" mean {report['slow_held']['mean']}; refused {refused}")
    for kind, got in report["slow_closed_by_server"].items():
        print(f"  {kind:14} closed by the server: {got['count']:>5}, after {got['median_s']} s"
              " (median)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
