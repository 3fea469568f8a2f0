"""The browser's snapshot fixtures, written by the server's own code (issue 49 item 17).

Real tables (``ginrummy.table``) are played with seeded decks, computers and
commands, and every viewer (each seat and a spectator) is sent what the game
server sends it: a ``snapshot`` when it connects, then after every change an
``update`` with the events it is told and what changed in its snapshot
(:meth:`Shown.changes_since <ginrummy.table.snapshot.Shown.changes_since>`),
written by ``ginrummy.server.messages`` as the hub writes them; a viewer that
reconnects is sent the events it missed and a whole snapshot again, as the hub
does after ``hello`` with ``last_seq``.  Each fixture is those messages and the
snapshot the viewer must hold after some of them (what Python's
:func:`~ginrummy.table.snapshot.apply_changes` rebuilds, checked here to be the
table's own snapshot).  ``web/test/changes.test.ts`` feeds the same messages to the
page's code and checks it holds the same snapshots.

``python tests/web_fixtures.py`` writes them into web/test/fixtures/;
tests/test_web_fixtures.py fails when the committed ones are not what this writes
now (a change to the messages or their changes means writing them again).
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from unittest import mock

from ginrummy import protocol as P
from ginrummy.server import messages
from ginrummy.table import SPECTATOR, Emitted, Table
from ginrummy.table.snapshot import Shown, apply_changes
from test_table import FakeClock, make_settings, random_command, seat_people, seeded, viewers

FIXTURES = Path(__file__).resolve().parents[1] / "web" / "test" / "fixtures"


@dataclass(frozen=True)
class Plan:
    """A table to play: its system and seats (``P`` a person, ``C`` a computer), the
    seed of its decks and commands, how many commands, and when (after which
    command) every viewer's connection drops and comes back."""

    name: str
    system: str
    kinds: str
    seed: int
    commands: int
    reconnect_after: int | None = None
    turn_seconds: int | None = None


PLANS = (
    Plan("standard-person-and-computer", "standard", "PC", seed=6, commands=90,
         reconnect_after=40),
    Plan("hollywood-two-people", "hollywood", "PP", seed=8, commands=110, turn_seconds=30),
    Plan("three-player", "three-player", "PPC", seed=6, commands=200, reconnect_after=55),
    Plan("oklahoma-two-people", "oklahoma", "PP", seed=47, commands=80),
)


class Viewer:
    """One viewer's connection: what it was sent, and the snapshot it holds."""

    def __init__(self, viewer: int, shown: Shown) -> None:
        self.viewer = viewer
        self.held = shown
        self.messages: list[str] = []
        self.checks: list[dict[str, Any]] = []
        self.connect(shown, [])

    def connect(self, shown: Shown, missed: list[tuple[int, str]]) -> None:
        """(Re)connected: the events missed on their own, then the whole snapshot."""
        self.messages += [messages.event(seq, text) for seq, text in missed]
        self.messages.append(messages.snapshot(shown))
        self.held = shown
        self.check()

    def publish(self, table: Table, emitted: list[Emitted]) -> None:
        """As ``Hub._publish``: one update with the events told and the changes."""
        now = table.shown(self.viewer, table.info())
        told = [(item.seq, text) for item in emitted
                for text in table.told_texts(item, self.viewer)]
        changes = now.changes_since(self.held)
        sent = told or changes or now.seq > self.held.seq
        self.held = now
        if sent:
            self.messages.append(messages.update(now.seq, told, changes))
            if any(json.loads(text)["type"] in ("deal", "hand_end", "match_end")
                   for _seq, text in told):
                self.check()

    def check(self) -> None:
        """The snapshot to hold after the last message: the table's own."""
        self.checks.append({"after": len(self.messages) - 1,
                            "snapshot": json.loads(json.dumps(self.held.snapshot()))})

    def fixture(self) -> dict[str, Any]:
        if self.checks[-1]["after"] != len(self.messages) - 1:
            self.check()
        return {"viewer": "spectator" if self.viewer == SPECTATOR else f"seat {self.viewer}",
                "messages": [json.loads(text) for text in self.messages],
                "checks": self.checks}


def play(plan: Plan) -> dict[str, Any]:
    """The messages every viewer of ``plan``'s table is sent, and its snapshots: the
    same each time, the decks, the computers and (here only) the commitments' salts
    drawn from the plan's seed."""
    salts = random.Random(plan.seed)
    with mock.patch("ginrummy.table.ledger.new_salt", lambda: salts.randbytes(16).hex()):
        return _play(plan)


def _play(plan: Plan) -> dict[str, Any]:
    clock = FakeClock()
    fields: dict[str, Any] = {} if plan.turn_seconds is None else \
        {"turn_seconds": plan.turn_seconds}
    table = seeded(Table.create(plan.name, make_settings(plan.system, plan.kinds, **fields),
                                seed=plan.seed, clock=clock, fair=True), plan.seed)
    rng = random.Random(plan.seed)
    conns = [Viewer(v, table.shown(v)) for v in viewers(table)]

    away: set[int] = set()  # viewers whose connection is down: sent nothing

    def step(command: Any) -> None:
        start = len(table.emitted)
        command()
        for conn in conns:
            if conn.viewer not in away:
                conn.publish(table, table.emitted[start:])

    step(lambda: seat_people(table, plan.kinds))
    for n in range(plan.commands):
        if table.status == "over":
            break
        step(lambda: random_command(table, rng, clock))
        if n == plan.reconnect_after:
            # Every connection drops (a person's seat is told disconnected), the table
            # goes on one command, and they come back with the seq each held.
            last = {conn.viewer: conn.held.seq for conn in conns}
            people = [i for i, seat in enumerate(table.seats) if seat.kind == "person"]
            away.update(conn.viewer for conn in conns)
            for seat in people:
                step(lambda seat=seat: table.set_connected(seat, False))
            step(lambda: random_command(table, rng, clock))
            for seat in people:
                step(lambda seat=seat: table.set_connected(seat, True))
            away.clear()
            for conn in conns:
                conn.connect(table.shown(conn.viewer),
                             table.message_texts_for(conn.viewer, last[conn.viewer]))
    return {"table": plan.name, "system": plan.system, "seats": plan.kinds,
            "viewers": [conn.fixture() for conn in conns]}


def checked(fixture: dict[str, Any]) -> dict[str, Any]:
    """``fixture``, after checking that every message reads as the protocol says and
    that Python's apply_changes holds each checked snapshot after its message."""
    for viewer in fixture["viewers"]:
        held: dict[str, Any] | None = None
        checks = {check["after"]: check["snapshot"] for check in viewer["checks"]}
        for index, message in enumerate(viewer["messages"]):
            P.parse_server_message(json.dumps(message))
            if message["type"] == "snapshot":
                held = {key: value for key, value in message.items() if key != "type"}
            elif message["type"] == "update":
                assert held is not None, "an update before any snapshot"
                held = apply_changes(held, message["seq"], message["changes"])
            if index in checks:
                assert held == checks[index], (fixture["table"], viewer["viewer"], index)
    return fixture


def fixture_text(fixture: dict[str, Any]) -> str:
    """A fixture as the committed file holds it: one message or check a line, so
    that a change shows in a diff as the messages it changed."""
    head = {key: fixture[key] for key in ("table", "system", "seats")}
    lines = [json.dumps(head)[:-1] + ', "viewers": [']
    for i, viewer in enumerate(fixture["viewers"]):
        lines.append(f'{{"viewer": {json.dumps(viewer["viewer"])}, "messages": [')
        lines.append(",\n".join(json.dumps(m, ensure_ascii=False, separators=(",", ":"))
                                for m in viewer["messages"]))
        lines.append('], "checks": [')
        lines.append(",\n".join(json.dumps(c, ensure_ascii=False, separators=(",", ":"))
                                for c in viewer["checks"]))
        lines.append("]}" + ("," if i < len(fixture["viewers"]) - 1 else ""))
    lines.append("]}")
    return "\n".join(lines) + "\n"


def fixtures() -> dict[str, str]:
    """Every fixture's file name and text, as this code writes them now."""
    return {f"{plan.name}.json": fixture_text(checked(play(plan))) for plan in PLANS}


def main() -> int:
    FIXTURES.mkdir(parents=True, exist_ok=True)
    written = fixtures()
    for old in FIXTURES.glob("*.json"):
        if old.name not in written:
            old.unlink()
    for name, text in written.items():
        (FIXTURES / name).write_text(text, encoding="utf-8")
        print(f"wrote {FIXTURES / name} ({len(text) // 1024} kB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
