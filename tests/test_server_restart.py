"""A server killed and started again (issue 28, items 4, 6 and 11; docs/server.md
"Time"): every table resumes exactly, and time while the server was down never
counts against anyone.

- ``ginrummy serve`` killed with SIGKILL mid-hand, on SQLite and on PostgreSQL,
  and started again on the same database: each table is where it was (the cards,
  the score sheet, whose turn, who is ready), a running turn clock goes on from
  the time it had left at its last checkpoint (a real clock here: bounded by
  the time measured around the restart, never by a guess at how fast a machine
  is), the clients come back by themselves with their token and ``last_seq``,
  and the matches are played to their end: the records replay, the commitments
  verify, and nothing leaked across the restart.
- The same on a fake clock (a server in this process, stopped and started
  again after a long time down): the clock resumes at exactly its checkpoint,
  and a person's grace period starts again from the restart.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from server_harness import (
    Client,
    FakeClock,
    InProcessServer,
    Json,
    Person,
    ServerProcess,
    check_no_leak,
    check_record_replays,
    comparable,
    every_client,
    join,
    log_of,
    new_person,
    new_table,
    play_all,
    record_of,
    seat_people,
    store_of,
)
from test_server_store import BACKENDS, empty_database

TURN = 600


@pytest.fixture(params=BACKENDS)
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    yield from empty_database(request.param, tmp_path)


async def play_to(people: list[Person], wanted: Any) -> None:
    """The people play until a snapshot satisfies ``wanted`` (each stops there and
    answers nothing more); then every message of theirs is answered."""
    for person in people:
        person.stop_after = wanted
    await asyncio.wait_for(asyncio.gather(*(p.play() for p in people)), 120)
    for person in people:
        await person.client.ping("settled")


def playing_past(seq: int) -> Any:
    return lambda m: m["type"] == "snapshot" and m["seq"] >= seq \
        and m["table"]["status"] == "playing"


def checkpoint_of(database: str, table: str) -> Json | None:
    with store_of(database) as store:
        found = store.timers(table)
    return None if found is None else dict(found.checkpoint)


async def wait_for_checkpoint(database: str, table: str, key: list[Any]) -> None:
    """Until the server has kept the running clock of decision ``key`` with at least
    a second and a half gone (checkpoints come every two seconds)."""
    deadline = time.monotonic() + 120
    while True:
        found = checkpoint_of(database, table)
        if found is not None and found["key"] == key and found["left"] <= TURN - 1.5:
            return
        assert time.monotonic() < deadline, f"no checkpoint of {key}: {found}"
        await asyncio.sleep(0.2)


def awaited_key(snapshot: Json) -> list[Any]:
    """The timer key of the decision a snapshot shows awaited (table.timer_checkpoint)."""
    [timer] = snapshot["timers"]
    return [snapshot["hand"], len(snapshot["view"]["events"]), f"act:{timer['seat']}"]


def test_a_server_killed_mid_hand_resumes_every_table_exactly(database: str,
                                                               tmp_path: Path) -> None:
    async def go() -> None:
        first = ServerProcess(database, tmp_path).start()
        second: ServerProcess | None = None
        try:
            # Table A: two people, a turn clock. B: a person against the computer.
            # C: two people between hands, one of them ready.
            a, a_people, _ = await seat_people(first, "standard", "PP", target=50, seed=1,
                                               turn_seconds=TURN)
            b, b_people, _ = await seat_people(first, "oklahoma", "PC", target=50, seed=2)
            c, c_people, _ = await seat_people(first, "standard", "PP", target=500, seed=3)
            await play_to(a_people, playing_past(a_people[0].client.seq + 5))
            await play_to(b_people, playing_past(b_people[0].client.seq + 4))
            c_people[0].stop_after = lambda m: m["type"] == "snapshot" \
                and m["table"]["status"] == "between_hands"
            c_people[1].stop_after = lambda m: m["type"] == "snapshot" \
                and m["table"]["status"] == "between_hands" \
                and m["table"]["seats"][1]["ready"]
            await asyncio.wait_for(asyncio.gather(*(p.play() for p in c_people)), 120)
            for person in c_people:
                await person.client.ping("settled")
            before = {id(p): p.client.snapshot for p in a_people + b_people + c_people}
            a_snapshot = a_people[0].client.snapshot
            assert a_snapshot is not None and a_snapshot["table"]["status"] == "playing"
            assert c_people[1].client.snapshot is not None
            assert c_people[1].client.snapshot["table"]["seats"][1]["ready"] is True
            key = awaited_key(a_snapshot)
            await wait_for_checkpoint(database, a["id"], key)
            versions = {t["id"]: log_of(database, t["id"])[-1][0] for t in (a, b, c)}

            first.kill()
            assert first.process is not None and first.process.returncode == -9
            checkpoint = checkpoint_of(database, a["id"])
            assert checkpoint is not None and checkpoint["key"] == key
            left = float(checkpoint["left"])
            assert left <= TURN - 1.5
            await asyncio.sleep(2.0)  # down: this time must not count

            launched = time.monotonic()
            second = ServerProcess(database, tmp_path).start()
            assert second.base != "" and {t["id"]: log_of(database, t["id"])[-1][0]
                                          for t in (a, b, c)} == versions
            for person in a_people + b_people + c_people:
                person.server = second
                await person.come_back()
            shown_at = time.monotonic()
            a_after = a_people[0].client.snapshot
            assert a_after is not None
            for person in a_people + b_people + c_people:
                after = person.client.snapshot
                assert after is not None and after["seq"] == versions[person.table]
                earlier = before[id(person)]
                assert earlier is not None
                # The cards, the score sheet, whose turn, who is ready: all as they were.
                assert comparable(after) == comparable(earlier)
                assert after["view"] == earlier["view"] and after["table"]["score"] == \
                    earlier["table"]["score"]
                # Nothing happened: no missed events, no new entry.
                assert [m for _v, m in person.client.received if m["type"] == "event"
                        and m["event"]["type"] != "seat"] == []
            # The clock goes on from what it had left: the time down did not count, and
            # at most the time since the new server was launched did.
            [timer] = a_after["timers"]
            assert timer["seat"] == a_snapshot["timers"][0]["seat"] and timer["running"]
            assert left - (shown_at - launched) - 0.1 <= timer["seconds_left"] <= left + 0.1

            # C deals its next hand once the other person is ready too.
            await c_people[0].client.send({"type": "ready"})
            dealt = await c_people[1].client.until(lambda m: m["type"] == "event"
                                                   and m["event"]["type"] == "deal")
            assert dealt["event"]["hand"] == 2
            # And the matches go on to their end on the new server.
            for person in a_people + b_people:
                person.stop_after = None
            await play_all(a_people + b_people)
            for table, people in ((a, a_people), (b, b_people)):
                record = record_of(second.base, table["id"])
                check_record_replays(record)
                entries = log_of(database, table["id"])
                assert [seq for seq, _e in entries] == list(range(1, len(entries) + 1))
                assert check_no_leak(every_client(people), entries, record) > 0
            for person in a_people + b_people + c_people:
                await person.client.close()
        finally:
            first.stop()
            if second is not None:
                second.stop()

    asyncio.run(go())


# ----------------------------------------------------------------------------- a fake clock


def test_after_a_restart_the_clocks_go_on_from_their_checkpoint_and_grace_starts_again(
        tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'server.sqlite3'}"
    clock = FakeClock()

    async def before_the_stop(server: InProcessServer) -> tuple[Json, Json, dict[str, str]]:
        base = server.base
        tokens = {}
        tables = []
        for label in ("timed", "left"):
            _n, ann = new_person(base, "Ann")
            _n, bob = new_person(base, "Bob")
            made = new_table(base, ann, "standard", "PP", target=25 if label == "left" else 200,
                             turn_seconds=60, grace_seconds=30)
            assert join(base, bob, made["code"]) == 1
            tokens[f"{label} 0"], tokens[f"{label} 1"] = ann, bob
            tables.append(made)
        timed = tables[0]
        watcher = await Client.hello(server, tokens["timed 0"], timed["id"], role="spectator")
        shown = await watcher.until(lambda m: m["type"] == "snapshot")
        assert shown["timers"][0]["seconds_left"] == 60.0
        clock.advance(20.0)
        await server.tick()  # a checkpoint: 40 s left
        checkpoint = checkpoint_of(database, timed["id"])
        assert checkpoint is not None and checkpoint["left"] == 40.0
        await watcher.close()
        return timed, tables[1], tokens

    first = InProcessServer(database, clock=clock).start()
    try:
        timed, left, tokens = asyncio.run(before_the_stop(first))
    finally:
        first.stop()
    clock.advance(5000.0)  # the server is down for well over an hour
    second = InProcessServer(database, clock=clock).start()
    try:
        async def after_the_start() -> None:
            # The timed table's people come back; the other table's do not.
            people = []
            for seat in (0, 1):
                client = await Client.hello(second, tokens[f"timed {seat}"], timed["id"])
                await client.until(lambda m: m["type"] == "snapshot")
                people.append(client)
            snapshot = people[0].snapshot
            assert snapshot is not None
            [timer] = snapshot["timers"]
            assert timer["seconds_left"] == 40.0 and timer["running"] is True
            slow = timer["seat"]
            left_version = log_of(database, left["id"])[-1][0]
            timed_version = log_of(database, timed["id"])[-1][0]
            # 29.9 s after the restart: nobody away (their grace is 30 s from the
            # restart, not from when they left), the clock not out.
            clock.advance(29.9)
            await second.tick()
            assert log_of(database, left["id"])[-1][0] == left_version
            assert log_of(database, timed["id"])[-1][0] == timed_version
            clock.advance(0.2)
            await second.tick()
            entries = log_of(database, left["id"])
            assert [e["type"] for _s, e in entries[left_version:]] == ["away", "away"]
            # Everyone away: adjourned, not played out by the computer.
            with store_of(database) as store:
                row = store.table(left["id"])
                assert row is not None and row.status == "adjourned"
            # The clock: 40 s from the restart, 30.1 gone.
            assert log_of(database, timed["id"])[-1][0] == timed_version
            clock.advance(9.8)
            await second.tick()
            assert log_of(database, timed["id"])[-1][0] == timed_version
            clock.advance(0.2)
            await second.tick()
            # Out of time: nothing is played for the person (the table does not take
            # over); the other may claim the match.
            told = await people[0].until(lambda m: m["type"] == "snapshot"
                                         and m["table"]["claim"] is not None)
            assert told["table"]["claim"] == {"player": slow, "why": "time"}
            assert log_of(database, timed["id"])[-1][0] == timed_version
            for client in people:
                await client.close()

        asyncio.run(after_the_start())
    finally:
        second.stop()
