"""A rematch: the same people, the same settings, a new table (docs/protocol.md,
"rematch").

The finished table keeps the offers in its log (``rematch`` entries); the
offer that completes them (every person at the table accepted; against the
computer, the one person's own) is answered here by making the new table, with
each person at the seat they had, and then the ``rematched`` entry names it to
everyone at the old one, whose pages go there.

Making it is two writes (the new table, then the entry naming it), and a server
can stop between them, or between the acceptance and both: the finished table
then says everyone accepted and names no table.  So the new table's id is fixed
by the old table (:func:`rematch_id`), and making it is done again until the
entry is stored: by an offer said again, and by whoever comes back to the
finished table (:func:`settle`, at ``hello``).  The table made before the stop,
if it was, is found and named, never made twice; two people accepting at once, or
coming back at once, make one table.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import logging
import weakref
from functools import partial

from ginrummy.server.errors import TableExists, UnknownIdentity, UnknownTable
from ginrummy.server.hub import LiveTable
from ginrummy.server.opening import open_table
from ginrummy.server.rows import Identity
from ginrummy.server.services import Services
from ginrummy.table import Table, TableError

__all__ = ["offer", "rematch_id", "settle"]

_log = logging.getLogger(__name__)

#: One maker at a time for each finished table (this process's; another process
#: finds the table made by its fixed id, and its ``rematched`` refused).
_making: weakref.WeakKeyDictionary[LiveTable, asyncio.Lock] = weakref.WeakKeyDictionary()


def rematch_id(table_id: str, code: str) -> str:
    """The id of the rematch of the table ``table_id`` whose join code is ``code``:
    the same every time it is asked for, and no guess for whoever knows the id alone
    (the code is told to the people seated only, at a private table)."""
    digest = hashlib.sha256(f"ginrummy-rematch:{table_id}:{code}".encode()).digest()
    return base64.urlsafe_b64encode(digest).decode("ascii")[:16]


async def offer(services: Services, live: LiveTable, seat: int, accept: bool) -> None:
    """The person at ``seat`` of ``live`` (a finished match) offers, accepts or
    declines a rematch; the new table made when that completed the offers."""
    owed = await services.hub.command(
        live, partial(Table.offer_rematch, seat=seat, accept=accept))
    if owed:
        await _make(services, live)


async def settle(services: Services, live: LiveTable) -> None:
    """A rematch every person accepted whose table no entry names yet (a server
    stopped in between): made, or found made, and named now."""
    if live.table.rematch_owed():
        try:
            await _make(services, live)
        except Exception:
            # The person still gets the finished table; the next to come tries again.
            _log.exception("table %s: the rematch could not be made", live.table.id)


async def _make(services: Services, live: LiveTable) -> None:
    lock = _making.setdefault(live, asyncio.Lock())
    async with lock:
        old = live.table
        if not old.rematch_owed():
            return  # made meanwhile
        code = old.code
        if code is None:  # pragma: no cover - every server table has its code
            raise ValueError(f"table {old.id} has no join code")
        new_id = rematch_id(old.id, code)
        try:
            await services.hub.get(new_id)  # made before the server stopped
        except UnknownTable:
            settings, plan = old.rematch_plan()
            people: dict[int, Identity] = {}
            for index, (identity, _name) in plan.items():
                # The name as it is now (the identity's, which the table copied when
                # seated).
                found = await asyncio.to_thread(services.store.identity, identity)
                if found is None:  # pragma: no cover - identities are never deleted
                    raise UnknownIdentity(identity) from None
                people[index] = found
            try:
                await open_table(services, settings, people, table_id=new_id)
            except TableExists:
                await services.hub.get(new_id)  # another process made it just now
        try:
            await services.hub.command(live, partial(Table.rematched, table_id=new_id))
        except TableError:
            if old.rematch_owed():
                raise
            # Named by another process meanwhile (its entry came first).
