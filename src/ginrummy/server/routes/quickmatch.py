"""``POST /api/quickmatch``: a match against the next person who asks for the same
system, or the computer when nobody comes (docs/protocol.md).

The queue is the database's: people asking through different server processes
are paired (:mod:`ginrummy.server.lobby`).  A table made for a person, still open,
is the answer to every ask of theirs until it is over (or they leave it)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from fastapi import APIRouter, Request

from ginrummy import protocol as P
from ginrummy.server import lobby
from ginrummy.server.errors import UnknownIdentity
from ginrummy.server.limits import address_of
from ginrummy.server.lobby import Pairing
from ginrummy.server.opening import quick_table
from ginrummy.server.rows import Identity
from ginrummy.server.services import IdentityDep, Services, ServicesDep
from ginrummy.server.writes import Tx

router = APIRouter(prefix="/api")


@router.post("/quickmatch")
async def quick_match(body: P.QuickMatch, request: Request, services: ServicesDep,
                      who: IdentityDep) -> P.QuickMatchStatus:
    writer = services.writer
    if body.computer:
        pending = await _asked(services, who, lambda tx: lobby.alone(tx, who.id, body.system))
        if pending is not None:
            return P.QuickMatchStatus(status=pending.status, table=pending.table)
        try:
            services.limiter.new_table(who.id, address_of(request))
            table_id = await quick_table(services, body.system, [who])
        except BaseException:
            await writer.run(lambda tx: lobby.release(tx, who.id))
            raise
        await writer.run(lambda tx: lobby.made(tx, who.id, table_id))
        return P.QuickMatchStatus(status="matched", table=table_id)
    wait = services.config.quickmatch_wait
    pairing = await _asked(services, who, lambda tx: lobby.ask(tx, who.id, body.system, wait))
    assert pairing is not None  # ask always answers
    opponent = pairing.opponent
    if opponent is None:
        return P.QuickMatchStatus(status=pairing.status, table=pairing.table)
    try:
        other = await asyncio.to_thread(services.store.identity, opponent)
        if other is None:  # pragma: no cover - identities are never deleted
            raise UnknownIdentity(opponent)
        table_id = await quick_table(services, body.system, [other, who])
    except BaseException:
        await writer.run(lambda tx: lobby.release(tx, who.id, opponent))
        raise
    await writer.run(lambda tx: lobby.made(tx, who.id, table_id, opponent))
    return P.QuickMatchStatus(status="matched", table=table_id)


async def _asked(services: Services, who: Identity,
                 ask: Callable[[Tx], Pairing | None]) -> Pairing | None:
    """The quick match queue's answer to ``ask``; a table made for ``who`` that they
    have left since is forgotten, and the ask made again."""
    pairing = await services.writer.run(ask)
    table_id = pairing.table if pairing is not None else None
    if table_id is not None:
        live = await services.live(table_id)
        if live.table.seat_of_identity(who.id) is None:
            await services.writer.run(lambda tx: lobby.forget(tx, who.id, table_id))
            pairing = await services.writer.run(ask)
    return pairing
