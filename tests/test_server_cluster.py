"""Several server processes behind one address share PostgreSQL (issue 28, item 9).

Two real ``ginrummy serve`` processes on one database (a schema of the test's
own), a table's two people connected to different processes: a hand is played
across them (each process learns the other's entries by LISTEN/NOTIFY), then
the first process is killed with SIGKILL, its person reconnects to the second
with ``last_seq``, and the match is played to its end there.  The record the
second process serves replays and every hand's commitment verifies.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import secrets
import signal
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine
from sqlalchemy.engine import make_url
from websockets.asyncio.client import connect

from ginrummy.driver import replay
from ginrummy.fairness import check_record
from ginrummy.protocol import parse_server_message
from ginrummy.wire import view_from_json
from server_harness import expand, greedy

PG_ENV = "GINRUMMY_TEST_PG_URL"
Json = dict[str, Any]

pytestmark = pytest.mark.skipif(
    not os.environ.get(PG_ENV) and os.environ.get("GINRUMMY_REQUIRE_PG") != "1",
    reason=f"{PG_ENV} is not set (GINRUMMY_REQUIRE_PG=1 makes this a failure)")


@pytest.fixture
def pg_url() -> Iterator[str]:
    """A PostgreSQL URL whose search path is a schema of this test's own."""
    base = os.environ.get(PG_ENV)
    if not base:
        pytest.fail(f"GINRUMMY_REQUIRE_PG=1 but {PG_ENV} is not set")
    url = make_url(base).set(drivername="postgresql+psycopg")
    schema = f"cluster_{secrets.token_hex(6)}"
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.exec_driver_sql(f"CREATE SCHEMA {schema}")
    try:
        yield url.update_query_dict({"options": f"-csearch_path={schema}"}).render_as_string(
            hide_password=False)
    finally:
        with engine.begin() as conn:
            conn.exec_driver_sql(f"DROP SCHEMA {schema} CASCADE")
        engine.dispose()


def _serve(database: str, data: Path, *options: str) -> tuple[subprocess.Popen[str], str]:
    env = dict(os.environ, GINRUMMY_DATA_DIR=str(data))
    data.mkdir(parents=True, exist_ok=True)
    # The log goes to a file: a pipe nobody reads fills, and a server writing to it
    # then stops (its heartbeat with it).
    with (data / "server.log").open("w") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "ginrummy", "serve", "--port", "0", "--database",
             database, "--rate", "100000", "--identities-per-hour", "100000000",
             "--tables-per-hour", "100000000", *options], stdout=subprocess.PIPE,
            stderr=log, text=True, env=env)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if "serving at " not in line:
        proc.kill()
        proc.communicate()
        raise AssertionError(f"the server did not start: {line!r} {_log_of(data)}")
    return proc, line.split("serving at ")[1].split(" ")[0]


def _log_of(data: Path) -> str:
    try:
        return (data / "server.log").read_text()[-4000:]
    except OSError:
        return ""


@contextlib.contextmanager
def _two_servers(database: str, data: Path, *options: str) -> Iterator[
        tuple[list[subprocess.Popen[str]], list[str]]]:
    """Two server processes on ``database``: the processes and their addresses;
    stopped (or reaped, if a test killed one) afterwards."""
    first, first_url = _serve(database, data / "a", *options)
    try:
        second, second_url = _serve(database, data / "b", *options)
    except BaseException:
        first.kill()
        first.communicate(timeout=30)
        raise
    try:
        yield [first, second], [first_url, second_url]
    except AssertionError as failed:
        # What the servers said, with the failure (a test here waits on them).
        raise AssertionError(f"{failed}\nfirst server's log:\n{_log_of(data / 'a')}\n"
                             f"second server's log:\n{_log_of(data / 'b')}") from failed
    finally:
        for proc in (first, second):
            if proc.poll() is None:
                proc.terminate()
            proc.communicate(timeout=30)


def _http(base: str, path: str, body: Json, token: str | None = None) -> Json:
    request = urllib.request.Request(base + path, data=json.dumps(body).encode(),
                                     method="POST")
    request.add_header("Content-Type", "application/json")
    if token is not None:
        request.add_header("Authorization", f"Bearer {token}")
    with urllib.request.urlopen(request, timeout=30) as answer:
        found: Json = json.loads(answer.read())
    return found


def _person(base: str, prefix: str) -> Json:
    """A new identity made through ``base``: its id, name and token."""
    return _http(base, "/api/identities", {"name": f"{prefix}{secrets.token_hex(3)}"})


def _get(base: str, path: str) -> Json:
    with urllib.request.urlopen(base + path, timeout=30) as answer:
        found: Json = json.loads(answer.read())
    return found


class Person:
    """A scripted person who ends hands fast (server_harness.greedy: with random
    moves most hands ran the stock out, 100 actions each, and a match to 150 took
    20 of them); reconnects to the next address when the connection drops."""

    def __init__(self, name: str, token: str, table: str, urls: list[str], seed: int) -> None:
        self.name, self.token, self.table, self.urls = name, token, table, urls
        self.rng = random.Random(seed)
        self.last_seq: int | None = None
        self.hands_seen: set[int] = set()
        self.reconnects = 0
        self.totals: list[list[int]] | None = None
        self.errors: list[Json] = []
        self.done: tuple[int, int, str] | None = None
        self.readied: int | None = None

    async def play(self, on_hand: Any = None) -> None:
        url = 0
        while self.totals is None:
            try:
                await self._session(self.urls[url], on_hand)
            except (OSError, asyncio.IncompleteReadError) as exc:
                _ = exc
            except Exception as exc:  # websockets' ConnectionClosed and the like
                if "ConnectionClosed" not in type(exc).__name__:
                    raise
            if self.totals is None:
                url = min(url + 1, len(self.urls) - 1)
                self.reconnects += 1
                await asyncio.sleep(0.2)

    async def _session(self, url: str, on_hand: Any) -> None:
        # A new connection: what was decided or readied on the last may be asked again.
        self.done = None
        self.readied = None
        async with connect(url.replace("http", "ws", 1) + "/ws") as ws:
            hello: Json = {"type": "hello", "protocol": 2, "token": self.token,
                           "table": self.table}
            if self.last_seq is not None:
                hello["last_seq"] = self.last_seq
            await ws.send(json.dumps(hello))
            held: Json | None = None
            while True:
                async with asyncio.timeout(60):  # not wait_for: see Watcher.watch
                    raw = await ws.recv()
                parse_server_message(raw)  # every message valid by the protocol
                frame: Json = json.loads(raw)
                if frame["type"] in ("event", "snapshot", "update"):
                    self.last_seq = max(self.last_seq or 0, frame["seq"])
                if frame["type"] == "error":
                    self.errors.append(frame)
                for msg in expand(held, frame):
                    if msg["type"] == "event" and msg["event"]["type"] == "match_end":
                        self.totals = msg["event"]["totals"]
                        return
                    if msg["type"] == "snapshot":
                        held = msg
                        await self._on_snapshot(ws, msg, on_hand)

    async def _on_snapshot(self, ws: Any, msg: Json, on_hand: Any) -> None:
        if msg["hand"] is not None:
            self.hands_seen.add(msg["hand"])
            if on_hand is not None:
                on_hand(msg["hand"])
        status = msg["table"]["status"]
        if status == "between_hands" and self.readied != msg["hand"]:
            self.readied = msg["hand"]
            await ws.send(json.dumps({"type": "ready"}))
        elif status == "playing" and msg["view"] is not None:
            view = view_from_json(msg["view"])
            actions = view.legal_actions()
            key = (msg["hand"], len(view.events), view.phase.value)
            if actions and key != self.done:
                self.done = key
                action = greedy(view, self.rng)
                await ws.send(json.dumps({"type": "act", "action": action.to_json()}))


def test_a_table_goes_on_through_the_other_process_when_one_is_killed(
        pg_url: str, tmp_path: Path) -> None:
    with _two_servers(pg_url, tmp_path) as ([first, _second], [first_url, second_url]):
        ann = _person(first_url, "Ann")
        bob = _person(second_url, "Bob")
        table = _http(first_url, "/api/tables", {
            "system": "standard", "options": {"target": 150},
            "seats": [{"kind": "person"}, {"kind": "person"}]}, ann["token"])
        # Bob joins through the other process: the table is in the shared database.
        assert _http(second_url, "/api/tables/join", {"code": table["code"]},
                     bob["token"])["seat"] == 1
        a = Person("ann", ann["token"], table["id"], [first_url, second_url], 1)
        b = Person("bob", bob["token"], table["id"], [second_url], 2)

        def kill_at_hand_two(hand: int) -> None:
            if hand >= 2 and first.poll() is None:
                first.send_signal(signal.SIGKILL)

        async def both() -> None:
            await asyncio.wait_for(asyncio.gather(a.play(kill_at_hand_two), b.play()), 240)

        asyncio.run(both())
        assert first.wait(10) == -signal.SIGKILL
        # Hand 1 was played across the two processes; Ann then went on through the
        # second, and both saw the same end.
        assert a.reconnects >= 1 and b.reconnects == 0
        assert a.totals == b.totals and a.totals is not None
        assert max(a.hands_seen) >= 2
        record = _get(second_url, f"/api/tables/{table['id']}/record")
        result = replay(record)
        assert result.match.is_over
        assert [c.status for c in check_record(record)] == ["match"] * len(record["hands"])
        assert record["result"]["totals"] == a.totals


def test_quick_match_pairs_people_asking_through_different_processes(
        pg_url: str, tmp_path: Path) -> None:
    with _two_servers(pg_url, tmp_path) as (_procs, [first_url, second_url]):
        ann = _person(first_url, "Ann")
        bob = _person(second_url, "Bob")
        ask = {"system": "hollywood", "computer": False}
        assert _http(first_url, "/api/quickmatch", ask, ann["token"])["status"] == "waiting"
        made = _http(second_url, "/api/quickmatch", ask, bob["token"])
        assert made["status"] == "matched"
        assert _http(first_url, "/api/quickmatch", ask, ann["token"]) == made
        # Both are seated at the one table, whichever process is asked.
        for base in (first_url, second_url):
            info = _get(base, f"/api/tables/{made['table']}")
            assert info["system"] == "hollywood"
            assert {(s["kind"], s["name"]) for s in info["seats"]} == {
                ("person", ann["name"]), ("person", bob["name"])}


class Watcher:
    """A person connected to a table, keeping the snapshot as the server's messages
    change it, and every event it is told."""

    def __init__(self) -> None:
        self.snapshot: Json | None = None
        self.events: list[Json] = []

    async def watch(self, url: str, token: str, table: str, until: asyncio.Event) -> None:
        """Until ``until`` is set (or the connection is lost).  Stop it so, not by
        cancelling: Python 3.11's ``asyncio.wait_for`` swallows a cancellation that
        comes as its awaitable finishes, and a watcher cancelled so watched on for
        ever (a hang seen in a parallel run); ``asyncio.timeout`` does not."""
        async with connect(url.replace("http", "ws", 1) + "/ws") as ws:
            await ws.send(json.dumps({"type": "hello", "protocol": 2, "token": token,
                                      "table": table}))
            while not until.is_set():
                try:
                    async with asyncio.timeout(0.2):
                        raw = await ws.recv()
                except TimeoutError:
                    continue
                parse_server_message(raw)
                for msg in expand(self.snapshot, json.loads(raw)):
                    if msg["type"] == "snapshot":
                        self.snapshot = msg
                    elif msg["type"] == "event":
                        self.events.append(msg["event"])

    def seat(self, index: int) -> Json:
        assert self.snapshot is not None
        seat: Json = self.snapshot["table"]["seats"][index]
        return seat

    def went_away(self, index: int) -> int:
        """How many times the person at ``index`` was told to have gone away."""
        times, away = 0, False
        for event in self.events:
            if event["type"] == "seat" and event["seat"] == index:
                times += event["away"] and not away
                away = event["away"]
        return times


def test_a_person_who_moves_to_another_process_is_not_set_away(
        pg_url: str, tmp_path: Path) -> None:
    """Bob leaves the first process and comes back through the second: the first
    does not set him away when his grace period would have ended, and Ann, on the
    first, sees him connected.  Then the second process dies with Bob on it: once it
    has been silent a few heartbeats Bob is connected nowhere, and the first sets
    him away after his grace period.

    A heartbeat a second: a process is taken for dead after four silent ones, and at
    0.2 s (dead after 0.8 s) a second process merely starved of the CPU, on a
    loaded machine or beside other tests, was taken for dead and Bob set away."""
    grace = 10
    with _two_servers(pg_url, tmp_path, "--heartbeat", "1") as (
            [_first, second], [first_url, second_url]):
        ann = _person(first_url, "Ann")
        bob = _person(first_url, "Bob")
        table = _http(first_url, "/api/tables", {
            "system": "standard", "grace_seconds": grace,
            "seats": [{"kind": "person"}, {"kind": "person"}]}, ann["token"])
        assert _http(first_url, "/api/tables/join", {"code": table["code"]},
                     bob["token"])["seat"] == 1

        async def scene() -> None:
            ann_sees, on_first, on_second = Watcher(), asyncio.Event(), asyncio.Event()
            done = asyncio.Event()
            watching = asyncio.create_task(
                ann_sees.watch(first_url, ann["token"], table["id"], done))
            bob_first = asyncio.create_task(
                Watcher().watch(first_url, bob["token"], table["id"], on_first))
            await _until(lambda: ann_sees.snapshot is not None
                         and ann_sees.seat(1)["connected"], 60)
            on_first.set()  # Bob leaves the first process ...
            await bob_first
            await _until(lambda: not ann_sees.seat(1)["connected"], 60)
            bob_second = asyncio.create_task(  # ... and comes back through the second
                Watcher().watch(second_url, bob["token"], table["id"], on_second))
            await _until(lambda: ann_sees.seat(1)["connected"], 60)
            await asyncio.sleep(grace + 3)
            assert ann_sees.went_away(1) == 0, ann_sees.events
            assert ann_sees.seat(1)["connected"] and not ann_sees.seat(1)["away"]
            second.send_signal(signal.SIGKILL)  # Bob's process dies; Bob never returns
            await _until(lambda: not ann_sees.seat(1)["connected"], 60)
            await _until(lambda: ann_sees.seat(1)["away"], grace + 60)
            assert ann_sees.went_away(1) == 1
            on_second.set()
            done.set()
            await asyncio.gather(bob_second, watching, return_exceptions=True)

        asyncio.run(scene())


async def _until(holds: Any, timeout: float) -> None:
    """Wait until ``holds()`` is true; fail after ``timeout`` seconds."""
    deadline = asyncio.get_running_loop().time() + timeout
    while not holds():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"not within {timeout} s")
        await asyncio.sleep(0.05)
