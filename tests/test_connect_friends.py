"""``ginrummy connect`` as two (or three) friends use it on one machine (issue 40,
items 14-16): each client is the command itself, ``python -m ginrummy connect``, in
a process of its own with its input and output piped (or on a pseudo-terminal),
against a real server process; friends on one machine share one data folder.

The server is reached through a TCP relay the test can cut (a network that drops),
so that a client's attempts to connect again fail until the relay is restored.
"""

from __future__ import annotations

import contextlib
import os
import pty
import re
import shlex
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("websockets")

from server_harness import HUNG, ROOT, ServerProcess, http, sqlite_server, unique_name


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    with sqlite_server(tmp_path_factory.mktemp("server")) as proc:
        yield proc


class Relay:
    """A TCP relay on loopback to ``target``: cut, it closes every connection and
    refuses new ones (each is accepted and closed at once) until restored."""

    def __init__(self, target: tuple[str, int]) -> None:
        self.target = target
        self.up = True
        self.refused = 0
        """Connections refused while cut (a client's attempts to connect again)."""
        self._open: set[socket.socket] = set()
        self._lock = threading.Lock()
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.listener.accept()
            except OSError:
                return
            if not self.up:
                conn.close()
                self.refused += 1
                continue
            try:
                upstream = socket.create_connection(self.target)
            except OSError:
                conn.close()
                continue
            with self._lock:
                self._open |= {conn, upstream}
            for a, b in ((conn, upstream), (upstream, conn)):
                threading.Thread(target=self._pump, args=(a, b), daemon=True).start()

    def _pump(self, src: socket.socket, dst: socket.socket) -> None:
        try:
            while data := src.recv(65536):
                dst.sendall(data)
        except OSError:
            pass
        for s in (src, dst):
            with contextlib.suppress(OSError):
                s.shutdown(socket.SHUT_RDWR)

    def cut(self) -> None:
        self.up = False
        with self._lock:
            for s in self._open:
                with contextlib.suppress(OSError):
                    s.shutdown(socket.SHUT_RDWR)
            self._open.clear()

    def restore(self) -> None:
        self.up = True

    def close(self) -> None:
        self.cut()
        self.listener.close()


class Connect:
    """``python -m ginrummy connect ARGS`` with the data folder ``data``: its output
    kept as it comes (from a pipe, or a pseudo-terminal with ``terminal``)."""

    def __init__(self, data: Path, *args: str, terminal: bool = False) -> None:
        env = dict(os.environ, GINRUMMY_DATA_DIR=str(data), PYTHONUNBUFFERED="1")
        env["PYTHONPATH"] = os.pathsep.join(
            [str(ROOT / "src"), *filter(None, [env.get("PYTHONPATH")])])
        self.argv = [sys.executable, "-m", "ginrummy", "connect", *args]
        self.text = ""
        self._lock = threading.Lock()
        if terminal:
            leader, follower = pty.openpty()
            self.proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE, stdout=follower,
                                         stderr=follower, env=env, cwd=str(ROOT))
            os.close(follower)
            self._fd = leader
        else:
            self.proc = subprocess.Popen(self.argv, stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                         env=env, cwd=str(ROOT))
            assert self.proc.stdout is not None
            self._fd = self.proc.stdout.fileno()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        while True:
            try:
                data = os.read(self._fd, 65536)
            except OSError:  # a pseudo-terminal whose process ended
                return
            if not data:
                return
            with self._lock:
                self.text += data.decode("utf-8", "replace")

    def output(self) -> str:
        with self._lock:
            return self.text

    def wait_for(self, pattern: str) -> re.Match[str]:
        deadline = time.monotonic() + HUNG
        while time.monotonic() < deadline:
            found = re.search(pattern, self.output())
            if found is not None:
                return found
            if self.proc.poll() is not None:
                self._reader.join(5)
                found = re.search(pattern, self.output())
                if found is not None:
                    return found
                raise AssertionError(f"ended before printing {pattern!r}:\n{self.output()}")
            time.sleep(0.02)
        raise AssertionError(f"never printed {pattern!r}:\n{self.output()[-3000:]}")

    def type(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write((line + "\n").encode())
        self.proc.stdin.flush()

    def finish(self) -> int:
        """Close its input and wait for it to end: the exit status."""
        if self.proc.stdin is not None:
            with contextlib.suppress(OSError):
                self.proc.stdin.close()
        try:
            status = self.proc.wait(HUNG)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise AssertionError(f"did not end:\n{self.output()[-3000:]}") from None
        self._reader.join(5)
        if self._fd != (self.proc.stdout.fileno() if self.proc.stdout else -1):
            with contextlib.suppress(OSError):
                os.close(self._fd)
        return status


def _connected(c: Connect) -> tuple[str, str, str]:
    """(table, name, where) from the client's "Connected to table ..." line."""
    found = c.wait_for(r"Connected to table (\S+) as (\S+), (at seat \d|watching)")
    return found.group(1), found.group(2), found.group(3)


def _quit(c: Connect) -> str:
    """The person types quit: the command that brings them back."""
    c.type("quit")
    back = c.wait_for(r"Come back with: (.+?)\r?\n").group(1)
    assert c.finish() == 0, c.output()
    return back


def _run_typed(data: Path, command: str) -> Connect:
    """A command line as the client printed it (``ginrummy connect ...``), run."""
    argv = shlex.split(command)
    assert argv[:2] == ["ginrummy", "connect"], command
    return Connect(data, *argv[2:])


# ----------------------------------------------------------------------------- item 14


def test_two_friends_on_one_machine_each_keep_their_name(
        server: ServerProcess, tmp_path: Path) -> None:
    """Ann creates a table and goes; Bob, on the same machine (one data folder), takes
    a name of his own and joins.  Ann's come-back command then brings back Ann, at
    her seat; ``--name`` picks either; with two names kept and no ``--name`` the
    client asks which, in one line."""
    shared = tmp_path / "one-machine"
    ann_name, bob_name = unique_name("Ann"), unique_name("Bob")
    ann = Connect(shared, server.base, "--name", ann_name, "--create", "standard")
    code = ann.wait_for(r"Join code: (\w+)").group(1)
    table, _, where = _connected(ann)
    assert where == "at seat 1"
    ann_back = _quit(ann)
    bob = Connect(shared, server.base, "--name", bob_name, "--join", code)
    assert _connected(bob) == (table, bob_name, "at seat 2")
    bob_back = _quit(bob)

    again = _run_typed(shared, ann_back)  # Ann's own words, as her client printed them
    assert _connected(again) == (table, ann_name, "at seat 1"), again.output()
    _quit(again)
    for name, seat in ((ann_name, 1), (bob_name, 2)):
        chosen = Connect(shared, server.base, "--name", name, "--table", table)
        assert _connected(chosen) == (table, name, f"at seat {seat}"), chosen.output()
        _quit(chosen)
    assert _connected(_run_typed(shared, bob_back))[1] == bob_name

    which = Connect(shared, server.base, "--table", table)
    assert which.finish() == 2
    error = which.output()
    assert error.count("\n") == 1 and error.startswith("ginrummy: error: "), error
    assert ann_name in error and bob_name in error and "--name" in error


# ----------------------------------------------------------------------------- item 15


def test_the_first_deal_names_the_person_who_just_sat_down(
        server: ServerProcess, tmp_path: Path) -> None:
    """Eve takes the last seat of a three-player table, and the first hand is dealt
    at once: everyone is told the deal and the roles with Eve's name, never as
    "seat 3" (the client tells an update's events from the snapshot they make)."""
    names = [unique_name(p) for p in ("Ann", "Bob", "Eve")]
    ann = Connect(tmp_path / "ann", server.base, "--name", names[0], "--create",
                  "three-player", "--seats", "person,person,person")
    code = ann.wait_for(r"Join code: (\w+)").group(1)
    _connected(ann)
    bob = Connect(tmp_path / "bob", server.base, "--name", names[1], "--join", code)
    _connected(bob)
    bob.wait_for(r"Waiting for every seat")
    eve = Connect(tmp_path / "eve", server.base, "--name", names[2], "--join", code)
    try:
        for c in (ann, bob):
            found = c.wait_for(r"(=== Hand 1: .*)\r?\n(You (?:sit out|are) .*)\r?\n")
            deal, roles = found.group(1), found.group(2)
            assert "seat 3" not in deal.lower() and "seat 3" not in roles, c.output()
            assert names[2] in roles, roles
    finally:
        for c in (ann, bob, eve):
            c.finish()


# ----------------------------------------------------------------------------- item 16


def test_a_three_player_table_is_created_for_three_people(
        server: ServerProcess, tmp_path: Path) -> None:
    """Without ``--seats`` every seat is for a person, and the creator is told that
    two more people are to join, and how."""
    ann = Connect(tmp_path, server.base, "--name", unique_name("Ann"), "--create",
                  "three-player")
    code = ann.wait_for(r"Join code: (\w+)").group(1)
    table, _, _ = _connected(ann)
    said = ann.wait_for(r"\n(.*--join \w+)\r?\n").group(1)
    ann.finish()
    seats = http(server.base, "GET", f"/api/tables/{table}").body["seats"]
    assert [s["kind"] for s in seats] == ["person", "empty", "empty"]
    assert said.startswith("Each of the other 2 people types") and code in said, said


def test_joining_during_the_first_hand_says_the_hand_in_play(
        server: ServerProcess, tmp_path: Path) -> None:
    """A spectator arriving during hand 1 of three-player Gin is told the roles of
    the hand in play, never "Next hand: ..." about it."""
    ann = Connect(tmp_path / "ann", server.base, "--name", unique_name("Ann"), "--create",
                  "three-player", "--seats", "person,person,computer:easy")
    code = ann.wait_for(r"Join code: (\w+)").group(1)
    table, _, _ = _connected(ann)
    bob = Connect(tmp_path / "bob", server.base, "--name", unique_name("Bob"), "--join", code)
    _connected(bob)
    ann.wait_for(r"=== Hand 1")  # the hand is in play; nobody answers, so it stays so
    eve = Connect(tmp_path / "eve", server.base, "--name", unique_name("Eve"), "--watch",
                  table)
    try:
        eve.wait_for(r"Hand 1 is in play\.")
        text = eve.wait_for(r"Score: [^\n]*\n[\s\S]*")
        assert "Next hand" not in text.group(0), eve.output()
        assert "(in the box) plays" in eve.output()
    finally:
        for c in (ann, bob, eve):
            c.finish()


def test_watching_without_a_name_says_why_a_name_is_needed(
        server: ServerProcess, tmp_path: Path) -> None:
    ann = Connect(tmp_path / "ann", server.base, "--name", unique_name("Ann"), "--create",
                  "standard")
    table, _, _ = _connected(ann)
    eve = Connect(tmp_path / "eve", server.base, "--watch", table)
    assert eve.finish() == 2
    error = eve.output()
    ann.finish()
    assert error.count("\n") == 1 and error.startswith("ginrummy: error: "), error
    assert "to watch" in error and "--name" in error, error


def test_the_list_has_a_header_and_no_table_everyone_left(
        server: ServerProcess, tmp_path: Path) -> None:
    """Ann creates a table and gives her seat up before anyone comes: nobody is at
    it, and the list leaves it out; Cy's table, where Cy waits, is listed."""
    ann = Connect(tmp_path / "ann", server.base, "--name", unique_name("Ann"), "--create",
                  "standard")
    left, _, _ = _connected(ann)
    ann.type("leave")
    ann.wait_for(r"You left the table\.")
    assert ann.finish() == 0
    cy = Connect(tmp_path / "cy", server.base, "--name", unique_name("Cy"), "--create",
                 "standard")
    waiting, _, _ = _connected(cy)
    try:
        listed = Connect(tmp_path / "lister", server.base, "--list")
        assert listed.finish() == 0
        lines = listed.output().splitlines()
        assert re.match(r"TABLE\s+SYSTEM\s+STATUS\s+HAND\s+SEATS$", lines[0]), lines
        assert any(line.startswith(waiting) for line in lines[1:]), lines
        assert not any(left in line for line in lines), lines
    finally:
        cy.finish()


@pytest.mark.parametrize("terminal", [True, False], ids=["terminal", "pipe"])
def test_attempts_to_reconnect_are_one_line(
        server: ServerProcess, tmp_path: Path, terminal: bool) -> None:
    """The network drops and stays down for several attempts: on a terminal the
    client rewrites one status line for them all; on a pipe it says it once."""
    port = int(server.base.rsplit(":", 1)[1])
    relay = Relay(("127.0.0.1", port))
    try:
        cy = Connect(tmp_path, f"http://127.0.0.1:{relay.port}", "--name", unique_name("Cy"),
                     "--create", "standard", "--seats", "person,computer:easy",
                     terminal=terminal)
        cy.wait_for(r"Your hand:")
        relay.cut()
        deadline = time.monotonic() + HUNG
        while relay.refused < 3:  # three attempts failed
            assert time.monotonic() < deadline, cy.output()
            time.sleep(0.05)
        cy.wait_for(r"attempt 3" if terminal else r"Connection lost")
        relay.restore()
        cy.wait_for(r"Reconnected \(as of entry")
        cy.type("quit")
        cy.wait_for(r"Come back with")
        text = cy.output()
        cy.finish()
    finally:
        relay.close()
    lost = text[text.index("Connection lost"):text.index("Reconnected")]
    assert lost.count("\n") == 1, repr(lost)
    if terminal:
        assert "\x1b[K" in lost and "attempt 3" in lost, repr(lost)
