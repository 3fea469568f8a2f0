"""Tables: create one, list the public ones, look one up, join one by its code, seat
a computer at an empty seat, and read a finished match's record."""

from __future__ import annotations

import asyncio
from functools import partial

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse

from ginrummy import protocol as P
from ginrummy.errors import reason
from ginrummy.frames import replay_frames
from ginrummy.server.limits import address_of, throttled
from ginrummy.server.opening import agent_of, open_table, summary
from ginrummy.server.refusals import problem
from ginrummy.server.services import IdentityDep, LiveDep, MaybeIdentityDep, ServicesDep
from ginrummy.table import COMPUTER, EMPTY, PERSON, SeatPlan, Table, TableSettings

router = APIRouter(prefix="/api/tables")


@router.post("", status_code=201)
async def create_table(body: P.CreateTable, request: Request, services: ServicesDep,
                       who: IdentityDep) -> P.TableCreated:
    settings = TableSettings.make(
        body.system, dict(body.options),
        seats=tuple(SeatPlan(s.kind, agent_of(services, s.level)) for s in body.seats),
        turn_seconds=body.turn_seconds, grace_seconds=body.grace_seconds,
        computer_takes_over=body.computer_takes_over, private=body.private,
        spectators=not body.private if body.spectators is None else body.spectators)
    # The creator takes the first seat for a person (CreateTable requires one).
    first = next(i for i, s in enumerate(settings.seats) if s.kind == PERSON)
    services.limiter.new_table(who.id, address_of(request))
    table = await open_table(services, settings, {first: who})
    code = table.code
    assert code is not None  # open_table gives every table its code
    return P.TableCreated(id=table.id, code=code,
                          link=f"{services.config.base_url}/join/{code}")


@router.get("")
async def list_tables(services: ServicesDep) -> list[P.TableSummary]:
    out = []
    for live in list(services.hub.tables.values()):
        published = live.table.summary
        # A match every person left (adjourned) has nobody to play with or to watch.
        if published.settings.private or published.status in ("over", "closed",
                                                               "adjourned"):
            continue
        out.append(summary(live.table))
    return out


@router.get("/{table_id}")
async def get_table(live: LiveDep, who: MaybeIdentityDep) -> P.TableSummary:
    """The table as the lobby lists it; at a table strangers may not watch (a private
    one, by default), only to the people of the table (as ``hello`` is)."""
    if not live.table.may_watch(None if who is None else who.id):
        raise problem("not_allowed", "only the people seated at this table may look at it",
                      why=reason("watch_seated_only"))
    return summary(live.table)


@router.post("/join")
async def join(body: P.JoinTable, request: Request, services: ServicesDep,
               who: IdentityDep) -> P.Joined:
    """The code's table: the seat held there, or the person takes the first empty one
    (or the one they left to a computer); null when none is free."""
    guesses = services.guessing(address_of(request))
    if guesses.empty():
        raise throttled("too many wrong join codes", guesses,
                        lambda wait: reason("too_many_join_codes", seconds=wait))
    row = await asyncio.to_thread(services.store.table_by_code, body.code.upper())
    if row is None:
        guesses.take()  # only wrong codes count: people joining are never slowed
        raise problem("unknown_table", "no table has that code",
                      why=reason("join_code_unknown"))
    live = await services.live(row.id)
    published = live.table.summary  # read without the lock: the sit below is checked
    held = published.seat_of_identity(who.id)
    if held is not None:
        return P.Joined(id=published.id, seat=held)
    for index, seat in enumerate(published.seats):
        if seat.kind == EMPTY or (seat.kind == COMPUTER and seat.left_by == who.id):
            await services.hub.command(
                live, partial(Table.sit, seat=index, name=who.name, identity=who.id))
            return P.Joined(id=published.id, seat=index)
    return P.Joined(id=published.id, seat=None)


@router.post("/{table_id}/computer")
async def fill_seat(body: P.FillSeat, live: LiveDep, services: ServicesDep,
                    who: IdentityDep) -> P.TableSummary:
    """A computer takes a seat no person filled, asked by a person at the table."""
    if live.table.summary.seat_of_identity(who.id) is None:
        raise problem("not_allowed", "only a person seated at the table may seat a"
                      " computer", why=reason("seat_computer_seated_only"))
    await services.hub.command(live, partial(Table.fill, seat=body.seat,
                                             level=agent_of(services, body.level)))
    return summary(live.table)


@router.get("/{table_id}/replay")
async def replay(table_id: str, services: ServicesDep) -> JSONResponse:
    """The finished match step by step, both hands open (ginrummy.frames): what the
    browser's replay draws, worked out by the engine rather than by the page."""
    doc = await asyncio.to_thread(services.store.record, table_id)
    if doc is None:
        raise problem("unknown_table", "no finished match has that table id",
                      why=reason("match_not_finished"))
    return JSONResponse(await asyncio.to_thread(replay_frames, doc))


@router.get("/{table_id}/record")
async def record(table_id: str, services: ServicesDep) -> JSONResponse:
    doc = await asyncio.to_thread(services.store.record, table_id)
    if doc is None:
        raise problem("unknown_table", "no finished match has that table id",
                      why=reason("match_not_finished"))
    return JSONResponse(doc)
