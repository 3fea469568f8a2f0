"""A match's end is kept whatever happens to the server (issue 40, defect 1).

The log is the truth: the entry that ends a match, the match's record, the
people's ratings and the table's status are written in one transaction, so a
server killed the moment after a match's last action has stored all of them or
none.  And a store that holds a finished match's log without its record (a
server of before this change, killed at that moment) gets the record and the
ratings derived again from the log when the server starts.

On SQLite and on PostgreSQL (``GINRUMMY_TEST_PG_URL``).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from ginrummy.legality import Phase
from ginrummy.server import db
from ginrummy.table import Table
from ginrummy.view import SeatView
from server_harness import (
    Closed,
    Person,
    ServerProcess,
    check_record_replays,
    greedy,
    http,
    log_of,
    play_all,
    record_of,
    seat_people,
    store_of,
)
from test_server_store import BACKENDS, empty_database

#: Kills at the defender's lay-off, one server after another: the issue saw the
#: record lost 12 times in 12 on SQLite and 9 in 9 on PostgreSQL, so three tries
#: land after the match's last entry was stored often enough to fail without the fix.
KILLS = 3


@pytest.fixture(params=BACKENDS)
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    yield from empty_database(request.param, tmp_path)


def ratings_of(base: str, system: str) -> dict[str, int]:
    """Each rated person's number of rated matches in ``system``."""
    board = http(base, "GET", f"/api/leaderboard?system={system}")
    assert board.status == 200, board
    return {entry["name"]: entry["matches"] for entry in board.body}


def ended_in_log(database: str, table_id: str) -> bool:
    """Whether the table's stored log ends its match."""
    table = Table.restore(table_id, [entry for _seq, entry in log_of(database, table_id)])
    return table.status == "over"


async def play_until_killed(server: ServerProcess, people: list[Person]) -> None:
    """The people play; the defender's lay-off (a match to 1 point ends with it, but
    for a drawn hand) is sent and the server killed at once, a few milliseconds after
    it, before any answer comes back."""
    fired = False

    def kill_after_the_lay_off(v: SeatView, rng: Any) -> Any:
        nonlocal fired
        action = greedy(v, rng)
        if v.phase is Phase.LAY_OFF and not fired:
            fired = True
            asyncio.get_running_loop().call_later(0.003, server.kill)
        return action

    for person in people:
        person.choose = kill_after_the_lay_off
    with contextlib.suppress(Closed):
        await asyncio.wait_for(asyncio.gather(*(p.play() for p in people)), 120)
    assert fired, "no hand reached the defender's lay-off"
    assert server.process is not None and server.process.poll() == -9


def test_a_server_killed_just_after_a_match_ends_keeps_its_record_and_ratings(
        database: str, tmp_path: Path) -> None:
    async def go() -> None:
        landed = 0
        for attempt in range(KILLS):
            first = ServerProcess(database, tmp_path).start()
            second: ServerProcess | None = None
            try:
                made, people, _ = await seat_people(first, "standard", "PP", target=1,
                                                    seed=attempt)
                await play_until_killed(first, people)
                # Where the kill landed: after the match's last entry was stored, or
                # before (then the match goes on after the restart).
                landed += ended_in_log(database, made["id"])
                second = ServerProcess(database, tmp_path).start()
                for person in people:
                    person.server = second
                    person.acted.clear()  # a lay-off never stored is sent again
                    person.choose = greedy
                    await person.come_back()
                await play_all(people)
                record = record_of(second.base, made["id"])
                check_record_replays(record)
                rated = ratings_of(second.base, "standard")
                # Each person rated once for this match, and once for each before it.
                assert [rated.get(p.client.name) for p in people] == [1, 1], rated
                for person in people:
                    await person.client.close()
            finally:
                first.stop()
                if second is not None:
                    second.stop()
        print(f"{landed} of {KILLS} kills landed after the match's end was stored")

    asyncio.run(go())


def test_a_finished_match_without_its_record_gets_it_again_at_start_up(
        database: str, tmp_path: Path) -> None:
    """A store as a server of before this change left it when killed between the
    match's last entry and its record: the log says the match ended, and there is no
    record, no rating and the status is still 'playing'.  The next server derives
    the record and the ratings from the log, once."""
    async def go() -> None:
        first = ServerProcess(database, tmp_path).start()
        try:
            made, people, _ = await seat_people(first, "standard", "PP", target=1, seed=7)
            await play_all(people)
            names = [p.client.name for p in people]
            before = record_of(first.base, made["id"])
            assert ratings_of(first.base, "standard") == dict.fromkeys(names, 1)
            for person in people:
                await person.client.close()
        finally:
            first.kill()
        with store_of(database) as store, store.engine.begin() as conn:
            conn.execute(sa.delete(db.records).where(db.records.c.table_id == made["id"]))
            conn.execute(sa.delete(db.ratings))
            conn.execute(sa.update(db.tables).where(db.tables.c.id == made["id"])
                         .values(status="playing"))
        for restart in range(2):  # the second start finds nothing more to do
            again = ServerProcess(database, tmp_path).start()
            try:
                record = record_of(again.base, made["id"])
                assert record == before
                assert ratings_of(again.base, "standard") == dict.fromkeys(names, 1), restart
                summary = http(again.base, "GET", f"/api/tables/{made['id']}")
                assert summary.status == 200 and summary.body["status"] == "over"
            finally:
                again.stop()
        with store_of(database) as store:
            row = store.table(made["id"])
            assert row is not None and row.status == "over"

    asyncio.run(go())
