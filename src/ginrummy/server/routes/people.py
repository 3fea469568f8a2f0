"""Identities (a name and its token) and the ratings' leaderboard."""

from __future__ import annotations

import asyncio
from typing import Annotated

from fastapi import APIRouter, Query, Request

from ginrummy import protocol as P
from ginrummy.server.limits import address_of
from ginrummy.server.services import ServicesDep

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
