"""The hub over a store it is given: a table's restore (once, however many ask at
once, and nothing kept of it afterwards but the table: a server restores tables for
weeks), and, with several processes, where people are connected (issue 28, items 6
and 9)."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

from ginrummy.server.errors import StoreUnavailable, UnknownTable
from ginrummy.server.hub import Hub, Presence
from ginrummy.table import Table
from server_harness import FakeClock
from test_table import decide, seated_table, snapshot_for


def stored_entries() -> list[dict[str, Any]]:
    table = seated_table("standard", "PP", seed=3)
    return table.take_pending()


def hub_over(entries: list[dict[str, Any]] | None, loads: list[str], **options: Any) -> Hub:
    async def load(table_id: str) -> tuple[list[dict[str, Any]], None, str]:
        loads.append(table_id)
        await asyncio.sleep(0.01)  # the others ask while this one reads the store
        if entries is None:
            raise UnknownTable(table_id)
        return [dict(e) for e in entries], None, "CODE"

    async def nothing(*_args: Any) -> None:
        return None  # the store takes what a restore appends (a deal, if due)

    return Hub(append=nothing, load=load, save_timers=nothing, **options)


def test_a_table_asked_for_at_once_is_restored_once_and_its_lock_forgotten() -> None:
    loads: list[str] = []
    hub = hub_over(stored_entries(), loads)

    async def go() -> None:
        hub.start()
        lives = await asyncio.gather(*(hub.get("t1") for _ in range(5)))
        assert all(live is lives[0] for live in lives)
        assert lives[0].table.code == "CODE" and lives[0].table.seq > 0
        assert await hub.get("t1") is lives[0]

    asyncio.run(go())
    assert loads == ["t1"]
    assert hub._loading == {}


def test_a_table_the_store_does_not_have_is_refused_to_all_and_nothing_kept() -> None:
    loads: list[str] = []
    hub = hub_over(None, loads)

    async def go() -> None:
        hub.start()
        asked = await asyncio.gather(*(hub.get("gone") for _ in range(3)),
                                     return_exceptions=True)
        assert all(isinstance(a, UnknownTable) for a in asked), asked

    asyncio.run(go())
    assert "gone" not in hub.tables and hub._loading == {}
    # Each asked the store in turn (none was served a table that does not exist).
    assert loads == ["gone"] * 3



def test_with_other_processes_the_grace_period_runs_only_while_no_process_holds_the_seat(
        ) -> None:
    """Shared (several processes): seat 1's person is connected through another
    process, seat 0's nowhere.  Seat 1 shows connected and is never set away; seat
    0 is set away after its grace period; when seat 1's process dies (its seats held
    nowhere) seat 1's grace period starts; and while the store cannot say where
    people are, nobody is set away on a guess."""
    clock = FakeClock()
    held: set[tuple[str, int]] = set()
    failing = [False]
    marks: list[tuple[str, int, bool]] = []

    async def mark(table_id: str, seat: int, here: bool) -> None:
        marks.append((table_id, seat, here))

    async def elsewhere() -> set[tuple[str, int]]:
        if failing[0]:
            raise StoreUnavailable("the store is down")
        return set(held)

    hub = hub_over(stored_entries(), [], clock=clock, shared=True,
                   presence=Presence(mark, elsewhere, 1.0))

    async def go() -> None:
        hub.start()
        live = await hub.get("t1")
        table = live.table
        grace = table.settings.grace_seconds
        held.add(("t1", 1))
        await hub.tick()
        assert table.seats[1].connected and not table.seats[0].connected
        clock.advance(grace + 1)
        await hub.tick()
        assert table.seats[0].away and not table.seats[1].away
        held.clear()  # seat 1's process died
        clock.advance(1)
        await hub.tick()
        assert not table.seats[1].connected and not table.seats[1].away
        failing[0] = True
        clock.advance(grace + 1)
        await hub.tick()
        assert not table.seats[1].away
        failing[0] = False
        clock.advance(1)
        await hub.tick()
        assert table.seats[1].away
        # This process holds nobody's connection: it marked none.
        assert marks == []

    asyncio.run(go())


def test_entries_a_notice_carries_are_applied_without_reading_the_store() -> None:
    """Another process appended: its notice's entries (texts as stored) are applied
    as they are when they follow on from the table here; after a gap (a notice
    missed) the table reads the store instead."""
    entries = stored_entries()
    other = Table.restore("t1", [dict(e) for e in entries], FakeClock())
    other.code = "CODE"  # as the hub's restore sets it
    reads: list[int] = []

    async def load_after(table_id: str, seq: int) -> list[dict[str, Any]]:
        reads.append(seq)
        return [dict(e) for e in other_log[seq:]]

    other_log = list(entries)

    def moves(count: int) -> list[str]:
        """``count`` decisions at the other process's copy: the texts it stored."""
        rng = random.Random(len(other_log))
        made: list[dict[str, Any]] = []
        for _ in range(count):
            assert decide(other, rng)
            made += other.take_pending()
        other_log.extend(made)
        return [json.dumps(e, separators=(",", ":")) for e in made]

    hub = hub_over(entries, [], shared=True, load_after=load_after)

    async def go() -> None:
        hub.start()
        live = await hub.get("t1")
        texts = moves(1)
        await hub.follow("t1", len(other_log), texts)
        assert reads == [] and live.table.seq == len(other_log)
        before = live.table.seq
        moves(1)  # this notice was missed ...
        texts = moves(1)
        await hub.follow("t1", len(other_log), texts)  # ... so the next one reads
        assert reads == [before]
        assert live.table.seq == len(other_log)
        for viewer in (0, 1, -1):
            assert live.table.message_texts_for(viewer) == other.message_texts_for(viewer)
        assert snapshot_for(live.table, 0) == snapshot_for(other, 0)
        await hub.follow("t1", len(other_log), texts)  # told twice: nothing more
        assert reads == [before] and live.table.seq == len(other_log)

    asyncio.run(go())
