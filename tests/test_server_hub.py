"""The hub over a store it is given: a table's restore (once, however many ask at
once, and nothing kept of it afterwards but the table: a server restores tables for
weeks), and, with several processes, where people are connected (issue 28, items 6
and 9)."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from ginrummy.server.errors import StoreUnavailable, UnknownTable
from ginrummy.server.hub import Connection, Hub
from ginrummy.server.tablestore import Loaded, MatchResult
from ginrummy.table import Table
from server_harness import FakeClock, Json
from test_table import decide, seated_table, snapshot_for


def stored_entries() -> list[dict[str, Any]]:
    table = seated_table("standard", "PP", seed=3)
    return table.take_pending()


class MemoryTables:
    """A :class:`~ginrummy.server.tablestore.TableStore` in memory: the log of one
    table ``t1`` (none when ``entries`` is None), each load counted in ``loads``."""

    def __init__(self, entries: list[dict[str, Any]] | None, loads: list[str], *,
                 shared: bool = False,
                 load_after: Callable[[str, int], Awaitable[list[Json]]] | None = None,
                 ) -> None:
        self.entries = entries
        self.loads = loads
        self._shared = shared
        self._load_after = load_after
        self.appended: list[tuple[str, int, list[Json], str | None, MatchResult | None]] = []
        self.settled: list[tuple[str, str, MatchResult | None]] = []

    @property
    def shared(self) -> bool:
        return self._shared

    async def load(self, table_id: str) -> Loaded:
        self.loads.append(table_id)
        await asyncio.sleep(0.01)  # the others ask while this one reads the store
        if self.entries is None:
            raise UnknownTable(table_id)
        return Loaded([dict(e) for e in self.entries], None, "CODE", "playing", False)

    async def create(self, table_id: str, code: str, settings: Json,
                     entries: Sequence[Json]) -> None:
        self.appended.append((table_id, 0, list(entries), None, None))

    async def load_after(self, table_id: str, seq: int) -> list[Json]:
        if self._load_after is None:  # nobody else appends
            return [dict(e) for e in (self.entries or [])[seq:]]
        return await self._load_after(table_id, seq)

    async def append(self, table_id: str, expected: int, entries: Sequence[Json], *,
                     status: str | None = None, result: MatchResult | None = None) -> None:
        # The store takes what a restore appends (a deal, if due).
        self.appended.append((table_id, expected, list(entries), status, result))

    async def settle(self, table_id: str, status: str, result: MatchResult | None) -> None:
        self.settled.append((table_id, status, result))

    async def save_timers(self, table_id: str, checkpoint: Mapping[str, object]) -> None:
        return None


@dataclass
class FakePresence:
    """Where people are, as a test says: ``held`` by other processes (the store
    failing while ``failing``); this process's marks kept in ``marks``."""

    every: float = 1.0
    held: set[tuple[str, int]] = field(default_factory=set)
    failing: bool = False
    marks: list[tuple[str, int, bool]] = field(default_factory=list)

    async def mark(self, table_id: str, seat: int, here: bool) -> None:
        self.marks.append((table_id, seat, here))

    async def elsewhere(self) -> set[tuple[str, int]]:
        if self.failing:
            raise StoreUnavailable("the store is down")
        return set(self.held)


def hub_over(entries: list[dict[str, Any]] | None, loads: list[str], *,
             clock: FakeClock | None = None, presence: FakePresence | None = None,
             **store: Any) -> Hub:
    return Hub(MemoryTables(entries, loads, **store), clock=clock or FakeClock(),
               presence=presence)


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
    presence = FakePresence()
    held = presence.held
    hub = hub_over(stored_entries(), [], clock=clock, shared=True, presence=presence)

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
        presence.failing = True
        clock.advance(grace + 1)
        await hub.tick()
        assert not table.seats[1].away
        presence.failing = False
        clock.advance(1)
        await hub.tick()
        assert table.seats[1].away
        # This process holds nobody's connection: it marked none.
        assert presence.marks == []

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
        assert reads == [len(entries)]  # the restore caught up (with nothing)
        reads.clear()
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


class AppendedWhileLoading(MemoryTables):
    """The log of ``t1`` as another process grows it: while this one reads it,
    ``during_load`` runs (the other process appends, and its notice comes)."""

    def __init__(self, log: list[Json], during_load: Callable[[], None]) -> None:
        super().__init__(log, [], shared=True)
        self._during_load = during_load

    async def load(self, table_id: str) -> Loaded:
        assert self.entries is not None
        read = [dict(e) for e in self.entries]
        self._during_load()
        await asyncio.sleep(0.01)  # the notice is delivered while the table loads
        return Loaded(read, None, "CODE", "playing", False)


def test_what_another_process_stores_while_a_table_loads_is_not_missed() -> None:
    """Another process appends just after this one read the table's log, and its
    notice comes before the table is here to follow: the restore catches up with
    the store, so the table here is the store's.  (Before, the table stayed behind
    until the next append: a person who had just taken a seat, coming through this
    process, was taken for a spectator of a seat still empty here.)"""
    entries = stored_entries()
    other = Table.restore("t1", [dict(e) for e in entries], FakeClock())
    other.code = "CODE"  # as the hub's restore sets it
    log = [dict(e) for e in entries]
    hub: Hub

    def other_process_moves() -> None:
        assert decide(other, random.Random(7))
        made = other.take_pending()
        log.extend(made)
        hub.notice("t1", len(log), [json.dumps(e, separators=(",", ":")) for e in made])

    hub = Hub(AppendedWhileLoading(log, other_process_moves), clock=FakeClock(),
              presence=FakePresence())

    async def go() -> None:
        hub.start()
        live = await hub.get("t1")
        await asyncio.sleep(0.05)  # what the dropped notice would have scheduled
        assert live.table.seq == len(log) > len(entries)
        assert snapshot_for(live.table, 0) == snapshot_for(other, 0)

    asyncio.run(go())


class FailingTables(MemoryTables):
    """The store of two tables (the same log), refusing every append to ``failing``."""

    def __init__(self, entries: list[dict[str, Any]], failing: str) -> None:
        super().__init__(entries, [])
        self.failing = failing

    async def append(self, table_id: str, expected: int, entries: Sequence[Json], *,
                     status: str | None = None, result: MatchResult | None = None) -> None:
        if table_id == self.failing:
            raise StoreUnavailable("the disk is full")
        await super().append(table_id, expected, entries, status=status, result=result)


def test_a_table_whose_tick_fails_leaves_the_others_ticked(
        caplog: pytest.LogCaptureFixture) -> None:
    """Issue 40, item 22: each table is ticked on its own.  Both tables' people never
    connected; past the grace period each is set away, but table a's store refuses
    the entry: that failure is logged, and table b is still looked at."""
    clock = FakeClock()
    tables = FailingTables(stored_entries(), failing="a")
    hub = Hub(tables, clock=clock)

    async def go() -> None:
        hub.start()
        a = await hub.get("a")
        b = await hub.get("b")
        grace = a.table.settings.grace_seconds
        await hub.tick()  # the grace periods start
        clock.advance(grace + 1)
        await hub.tick()
        assert b.table.seats[0].away and b.table.seats[1].away
        assert not a.table.seats[0].away
        assert "table a: its tick failed" in caplog.text

    asyncio.run(go())


def test_a_tick_never_acts_on_what_it_read_before_the_table_changed() -> None:
    """Issue 40, item 22: the tick reads a table under its lock.  A person gone past
    the grace period comes back while a command holds the table's lock; a tick then
    must not set them away once the lock is free (it read them gone before)."""
    clock = FakeClock()
    hub = hub_over(stored_entries(), [], clock=clock)

    async def go() -> None:
        hub.start()
        live = await hub.get("t1")
        grace = live.table.settings.grace_seconds
        await hub.tick()
        clock.advance(grace + 1)
        conn = Connection("id-1", "Ann")
        conn.viewer = next(i for i, s in enumerate(live.table.seats) if s.identity == "id-1")
        async with live.lock:  # a command in progress
            back = asyncio.create_task(hub.connect(live, conn, None))
            await asyncio.sleep(0)  # the person's connection waits for the lock first
            ticking = asyncio.create_task(hub.tick())
            await asyncio.sleep(0.01)
        await asyncio.gather(back, ticking)
        seat = live.table.seats[conn.viewer]
        assert seat.connected and not seat.away
        stored = hub.store.appended  # type: ignore[attr-defined]  # MemoryTables
        assert not any(entry["type"] == "away" for _t, _v, new, _s, _r in stored for entry in new)

    asyncio.run(go())
