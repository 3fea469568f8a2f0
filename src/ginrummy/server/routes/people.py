"""Identities (a name and its token), each one's games in progress, the ratings'
leaderboard and a person's own statistics."""

from __future__ import annotations

import asyncio
from typing import Annotated

from fastapi import APIRouter, HTTPException, Query, Request

from ginrummy import protocol as P
from ginrummy.errors import GinRummyError
from ginrummy.server import personal
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


@router.get("/people/me/stats")
async def my_stats(services: ServicesDep, who: IdentityDep) -> P.PersonStats:
    """Your own statistics (only yours: the token says whose), from the ``played``
    rows the store keeps of each finished match (server/personal.py)."""
    store = services.store

    def read() -> list[personal.SystemStats]:
        return personal.by_system(store.played(who.id), store.ratings_of(who.id))

    systems = await asyncio.to_thread(read)
    return P.PersonStats(name=who.name, systems=[_system_stats(s) for s in systems])


def _system_stats(stats: personal.SystemStats) -> P.SystemStats:
    rating = stats.rating
    mean = stats.mean_knock_deadwood
    return P.SystemStats(
        system=stats.system, matches=stats.matches, wins=stats.wins,
        win_rate=stats.win_rate, hands=stats.hands, hands_won=stats.hands_won,
        gins=stats.gins, undercuts=stats.undercuts, knocks=stats.knocks,
        mean_knock_deadwood=mean, streak=stats.streak,
        longest_streak=stats.longest_streak,
        rating=None if rating is None else P.PersonRating(
            rating=round(rating.ordinal, 3), mu=rating.mu, sigma=rating.sigma,
            matches=rating.matches),
        history=[P.RatingPoint(table=row.table_id, at=row.finished_at,
                               rating=round(row.ordinal or 0.0, 3), mu=row.mu or 0.0,
                               sigma=row.sigma or 0.0)
                 for row in stats.history])


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
