"""``POST /api/quickmatch``: a match against the next person who asks for the same
system, or the computer when nobody comes (docs/protocol.md).

The queue is the database's: people asking through different server processes
are paired (:mod:`ginrummy.server.lobby`)."""

from __future__ import annotations

import asyncio

from fastapi import APIRouter

from ginrummy import protocol as P
from ginrummy.server import lobby
from ginrummy.server.errors import UnknownIdentity
from ginrummy.server.opening import quick_table
from ginrummy.server.services import IdentityDep, ServicesDep

router = APIRouter(prefix="/api")


@router.post("/quickmatch")
async def quick_match(body: P.QuickMatch, services: ServicesDep,
                      who: IdentityDep) -> P.QuickMatchStatus:
    writer = services.writer
    if body.computer:
        pending = await writer.run(lambda tx: lobby.leave(tx, who.id))
        if pending is not None:
            return P.QuickMatchStatus(status=pending.status, table=pending.table)
        table_id = await quick_table(services, body.system, [who])
        return P.QuickMatchStatus(status="matched", table=table_id)
    wait = services.config.quickmatch_wait
    pairing = await writer.run(lambda tx: lobby.ask(tx, who.id, body.system, wait))
    opponent = pairing.opponent
    if opponent is None:
        return P.QuickMatchStatus(status=pairing.status, table=pairing.table)
    try:
        other = await asyncio.to_thread(services.store.identity, opponent)
        if other is None:  # pragma: no cover - identities are never deleted
            raise UnknownIdentity(opponent)
        table_id = await quick_table(services, body.system, [other, who])
    except BaseException:
        await writer.run(lambda tx: lobby.release(tx, opponent, who.id))
        raise
    await writer.run(lambda tx: lobby.made(tx, opponent, who.id, table_id))
    return P.QuickMatchStatus(status="matched", table=table_id)
