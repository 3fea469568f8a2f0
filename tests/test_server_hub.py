"""The hub's restore of a table from the store: once, however many ask at once, and
nothing kept of it afterwards but the table (a server restores tables for weeks)."""

from __future__ import annotations

import asyncio
from typing import Any

from ginrummy.server.errors import UnknownTable
from ginrummy.server.hub import Hub
from test_table import seated_table


def stored_entries() -> list[dict[str, Any]]:
    table = seated_table("standard", "PP", seed=3)
    return table.take_pending()


def hub_over(entries: list[dict[str, Any]] | None, loads: list[str]) -> Hub:
    async def load(table_id: str) -> tuple[list[dict[str, Any]], None, str]:
        loads.append(table_id)
        await asyncio.sleep(0.01)  # the others ask while this one reads the store
        if entries is None:
            raise UnknownTable(table_id)
        return [dict(e) for e in entries], None, "CODE"

    async def nothing(*_args: Any) -> None:
        return None  # the store takes what a restore appends (a deal, if due)

    return Hub(append=nothing, load=load, save_timers=nothing)


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

