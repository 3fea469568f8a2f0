"""Plugin bots at the server's tables (issue 28, item 3: "a computer seat may be a
plugin bot, run out of process as the arena runs it").

The operator installs a bot by name (``ginrummy serve --bot NAME=module:Class``);
clients name only levels the server offers (never code), ``GET /health`` lists
them, and a bot that dies mid-match is replaced by the stand-in for the rest of
it while the match goes on.  A real server on loopback; the bots are
tests/sandbox_bots.py's.
"""

from __future__ import annotations

import asyncio
import json
import os
import secrets
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect

from ginrummy.protocol import parse_server_message
from ginrummy.wire import view_from_json
from server_harness import expand

Json = dict[str, Any]
TESTS = Path(__file__).resolve().parent


def _start(tmp_path: Path, *bots: str) -> subprocess.Popen[str]:
    env = dict(os.environ, GINRUMMY_DATA_DIR=str(tmp_path),
               PYTHONPATH=os.pathsep.join(filter(None, [str(TESTS),
                                                        os.environ.get("PYTHONPATH")])))
    args = [sys.executable, "-m", "ginrummy", "serve", "--port", "0", "--rate", "100000",
            "--identities-per-hour", "100000000", "--tables-per-hour", "100000000",
            "--database", f"sqlite:///{tmp_path / 'bots.sqlite3'}"]
    for bot in bots:
        args += ["--bot", bot]
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    proc = _start(tmp_path, "honest=sandbox_bots:Honest", "dies=sandbox_bots:Dies")
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert "serving at " in line, proc.communicate()[1] if proc.poll() is not None else line
    try:
        yield line.split("serving at ")[1].split(" ")[0]
    finally:
        proc.terminate()
        proc.communicate(timeout=30)


def _call(base: str, method: str, path: str, body: Json | None = None,
          token: str | None = None) -> tuple[int, Any]:
    request = urllib.request.Request(base + path, method=method,
                                     data=None if body is None else json.dumps(body).encode())
    request.add_header("Content-Type", "application/json")
    if token is not None:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


def _person(base: str) -> str:
    status, body = _call(base, "POST", "/api/identities", {"name": f"P{secrets.token_hex(4)}"})
    assert status == 201
    token: str = body["token"]
    return token


def test_a_bot_that_cannot_be_loaded_stops_the_start_in_one_line(tmp_path: Path) -> None:
    proc = _start(tmp_path, "ghost=no_such_module_here:Bot")
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 2 and "serving at" not in out
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("ginrummy: error: --bot ghost:"), err


def test_the_server_offers_its_bots_and_nothing_else(server: str) -> None:
    status, health = _call(server, "GET", "/health")
    assert status == 200
    assert health["levels"] == ["easy", "medium", "hard", "expert", "honest", "dies"]
    ann = _person(server)
    # A client names a level, never code: a module:Class is refused, so is a level
    # the server does not offer.
    for level in ("sandbox_bots:Honest", "godlike"):
        status, refused = _call(server, "POST", "/api/tables", {
            "system": "standard",
            "seats": [{"kind": "person"}, {"kind": "computer", "level": level}]}, ann)
        assert status == 422 and refused["code"] == "bad_message", refused
    status, created = _call(server, "POST", "/api/tables", {
        "system": "standard", "seats": [{"kind": "person"}, {"kind": "computer",
                                                             "level": "honest"}]}, ann)
    assert status == 201
    status, summary = _call(server, "GET", f"/api/tables/{created['id']}")
    assert summary["seats"][1]["level"] == "sandbox_bots:Honest"
    assert summary["status"] == "playing"


async def _play(server: str, token: str, table: str, actions: int) -> list[Json]:
    """Play ``actions`` of the person's decisions (the first legal one), and return the
    seat events seen."""
    seats: list[Json] = []
    done: tuple[int, int, str] | None = None
    played = 0
    async with connect(server.replace("http", "ws", 1) + "/ws") as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": 2, "token": token,
                                  "table": table}))
        held: Json | None = None
        while played < actions:
            raw = await asyncio.wait_for(ws.recv(), 60)
            parse_server_message(raw)
            for msg in expand(held, json.loads(raw)):
                if msg["type"] == "event" and msg["event"]["type"] == "seat":
                    seats.append(msg["event"])
                if msg["type"] == "event" and msg["event"]["type"] == "match_end":
                    return seats
                if msg["type"] != "snapshot":
                    continue
                held = msg
                if msg["table"]["status"] == "between_hands":
                    await ws.send(json.dumps({"type": "ready"}))
                elif msg["table"]["status"] == "playing" and msg["view"] is not None:
                    view = view_from_json(msg["view"])
                    choices = view.legal_actions()
                    key = (msg["hand"], len(view.events), view.phase.value)
                    if choices and key != done:
                        done = key
                        played += 1
                        await ws.send(json.dumps({"type": "act",
                                                  "action": choices[-1].to_json()}))
    return seats


def test_a_bot_that_dies_is_replaced_by_the_stand_in_and_the_match_goes_on(
        server: str) -> None:
    ann = _person(server)
    status, created = _call(server, "POST", "/api/tables", {
        "system": "standard", "seats": [{"kind": "person"}, {"kind": "computer",
                                                             "level": "dies"}]}, ann)
    assert status == 201
    # The bot ends its own process at its 5th decision; the person plays on.
    seats = asyncio.run(_play(server, ann, created["id"], 30))
    replaced = [s for s in seats if s["seat"] == 1 and s["level"] == "hard"]
    assert replaced, seats
    status, summary = _call(server, "GET", f"/api/tables/{created['id']}")
    assert summary["seats"][1]["kind"] == "computer" and summary["seats"][1]["level"] == "hard"
    assert summary["status"] in ("playing", "between_hands", "over")
