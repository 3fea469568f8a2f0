"""A computer takes a seat no person filled, when a person at the table asks
(issue 28, item 3: "a computer takes any seat a person leaves or never fills").
A real server on loopback, over HTTP."""

from __future__ import annotations

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

Json = dict[str, Any]


@pytest.fixture
def server(tmp_path: Path) -> Iterator[str]:
    env = dict(os.environ, GINRUMMY_DATA_DIR=str(tmp_path))
    proc = subprocess.Popen(
        [sys.executable, "-m", "ginrummy", "serve", "--port", "0", "--database",
         f"sqlite:///{tmp_path / 'fill.sqlite3'}"], stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True, env=env)
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


def _person(base: str, prefix: str) -> str:
    status, body = _call(base, "POST", "/api/identities",
                         {"name": f"{prefix}{secrets.token_hex(3)}"})
    assert status == 201
    token: str = body["token"]
    return token


def test_a_seated_person_may_have_a_computer_fill_an_empty_seat(server: str) -> None:
    ann = _person(server, "Ann")
    status, table = _call(server, "POST", "/api/tables", {
        "system": "standard", "seats": [{"kind": "person"}, {"kind": "empty"}]}, ann)
    assert status == 201
    status, summary = _call(server, "GET", f"/api/tables/{table['id']}")
    assert summary["status"] == "waiting" and summary["seats"][1]["kind"] == "empty"

    # Somebody not at the table may not; nor may a seat that does not exist be filled.
    eve = _person(server, "Eve")
    status, refused = _call(server, "POST", f"/api/tables/{table['id']}/computer",
                            {"seat": 1, "level": "easy"}, eve)
    assert status == 403 and refused["code"] == "not_allowed"
    status, refused = _call(server, "POST", f"/api/tables/{table['id']}/computer",
                            {"seat": 2, "level": "easy"}, ann)
    assert status in (400, 422) and refused["code"] in ("no_seat", "bad_message")
    assert _call(server, "GET", f"/api/tables/{table['id']}")[1]["seats"][1]["kind"] == "empty"

    status, summary = _call(server, "POST", f"/api/tables/{table['id']}/computer",
                            {"seat": 1, "level": "easy"}, ann)
    assert status == 200
    assert summary["seats"][1]["kind"] == "computer" and summary["seats"][1]["level"] == "easy"
    # Every seat is filled: the first hand is dealt.
    assert summary["status"] == "playing" and summary["hand_number"] == 1
    # The seat is taken now: a second fill is refused, and changes nothing.
    status, refused = _call(server, "POST", f"/api/tables/{table['id']}/computer",
                            {"seat": 1, "level": "hard"}, ann)
    assert status >= 400 and refused["code"] == "not_allowed"
    assert _call(server, "GET", f"/api/tables/{table['id']}")[1]["seats"][1]["level"] == "easy"


def test_join_codes_cannot_be_guessed_in_a_loop(server: str) -> None:
    """Item 4: nobody takes a seat by guessing.  A code is 6 of 31 letters; a client
    address may try 10 wrong ones at once, then one every 6 seconds (429, throttled);
    a right code is not slowed."""
    eve = _person(server, "Eve")
    answers = [_call(server, "POST", "/api/tables/join", {"code": f"ZZZZ{i:02d}"}, eve)
               for i in range(12)]
    statuses = [status for status, _body in answers]
    assert statuses[:10] == [404] * 10
    assert statuses[10:] == [429, 429]
    assert answers[-1][1]["code"] == "throttled"
    # Joining with a right code is never counted, so it is not slowed: but while the
    # address has no wrong guess left, every code is refused alike (a guesser learns
    # nothing from which are refused).
    ann = _person(server, "Ann")
    status, table = _call(server, "POST", "/api/tables", {
        "system": "standard", "seats": [{"kind": "person"}, {"kind": "person"}]}, ann)
    assert status == 201
    status, _refused = _call(server, "POST", "/api/tables/join", {"code": table["code"]}, eve)
    assert status == 429
