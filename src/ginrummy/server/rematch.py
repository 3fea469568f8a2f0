"""A rematch: the same people, the same settings, a new table (docs/protocol.md,
"rematch").

The finished table keeps the offers in its log (``rematch`` entries); the
offer that completes them (every person at the table accepted; against the
computer, the one person's own) is answered here by making the new table, with
each person at the seat they had, and then the ``rematched`` entry names it to
everyone at the old one, whose pages go there.  Only the command whose entry
completed the offers makes the table (:meth:`Table.offer_rematch
<ginrummy.table.Table.offer_rematch>` says which), so two people accepting at once
make one table.
"""

from __future__ import annotations

import asyncio
from functools import partial

from ginrummy.server.errors import UnknownIdentity
from ginrummy.server.hub import LiveTable
from ginrummy.server.opening import open_table
from ginrummy.server.rows import Identity
from ginrummy.server.services import Services
from ginrummy.table import Table

__all__ = ["offer"]


async def offer(services: Services, live: LiveTable, seat: int, accept: bool) -> None:
    """The person at ``seat`` of ``live`` (a finished match) offers, accepts or
    declines a rematch; the new table made when that completed the offers."""
    agreed = await services.hub.command(
        live, partial(Table.offer_rematch, seat=seat, accept=accept))
    if agreed:
        await _make(services, live)


async def _make(services: Services, live: LiveTable) -> None:
    settings, plan = live.table.rematch_plan()
    people: dict[int, Identity] = {}
    for index, (identity, _name) in plan.items():
        # The name as it is now (the identity's, which the table copied when seated).
        found = await asyncio.to_thread(services.store.identity, identity)
        if found is None:  # pragma: no cover - identities are never deleted
            raise UnknownIdentity(identity)
        people[index] = found
    table = await open_table(services, settings, people)
    await services.hub.command(live, partial(Table.rematched, table_id=table.id))
