"""Identities (a name and its token), each one's games in progress, and the ratings'
leaderboard."""

from __future__ import annotations

import asyncio
from typing import Annotated

from fastapi import APIRouter, HTTPException, Query, Request

from ginrummy import protocol as P
from ginrummy.errors import GinRummyError
from ginrummy.server.limits import address_of
from ginrummy.server.opening import summary
from ginrummy.server.services import IdentityDep, ServicesDep

#: The most games in progress listed (the most recently played first).
MAX_YOURS = 20

router = APIRouter(prefix="/api")


@router.post("/identities", status_code=201)
async def create_identity(body: P.CreateIdentity, request: Request,
                          services: ServicesDep) -> P.IdentityCreated:
    services.limiter.new_identity(address_of(request))
    identity, token = await services.writer.create_identity(body.name)
    return P.IdentityCreated(name=identity.name, token=token)


@router.get("/leaderboard")
async def leaderboard(services: ServicesDep,
                      system: Annotated[P.System, Query()] = "standard",
                      ) -> list[P.LeaderboardEntry]:
    rows = await asyncio.to_thread(services.store.leaderboard, system, 50)
    return [P.LeaderboardEntry(name=s.name, rating=round(s.rating.ordinal, 3),
                               mu=s.rating.mu, sigma=s.rating.sigma,
                               matches=s.rating.matches) for s in rows]


@router.get("/me/tables")
async def your_tables(services: ServicesDep, who: IdentityDep) -> list[P.YourTable]:
    """The tables where the token's person holds a seat and the match is not over,
    the most recently played first: to continue one (docs/protocol.md)."""
    out = []
    for row, seat in await asyncio.to_thread(services.store.seats_of, who.id, MAX_YOURS):
        try:
            live = await services.live(row.id)
        except (GinRummyError, HTTPException):  # one that cannot be restored is left out
            continue
        published = live.table.summary
        if published.seat_of_identity(who.id) != seat or published.status in ("over",
                                                                              "closed"):
            continue  # changed since the store was read
        wait = published.awaiting
        out.append(P.YourTable.model_validate({
            **summary(live.table).model_dump(), "seat": seat,
            "your_turn": wait is not None and wait.player == seat and not wait.computer}))
    return out
