"""Opening tables: a table made by a person, or by quick match, with its join code,
stored, then served (and dealt when every seat is filled)."""

from __future__ import annotations

import secrets
from collections.abc import Mapping

from ginrummy import protocol as P
from ginrummy.errors import reason
from ginrummy.rules import preset
from ginrummy.server.errors import TableExists
from ginrummy.server.refusals import problem
from ginrummy.server.rows import Identity
from ginrummy.server.services import Services
from ginrummy.table import COMPUTER, PERSON, SeatPlan, Table, TableSettings

__all__ = ["QUICK_LEVEL", "agent_of", "open_table", "quick_table", "summary"]

#: Join codes: no 0/O or 1/I/L to misread.
_CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
_CODE_LENGTH = 6
#: New id and code drawn for a table whose code was taken, at most this many times.
_NEW_TABLE_TRIES = 5
#: The computer at a quick match's seats that no person fills.
QUICK_LEVEL = "hard"


def agent_of(services: Services, level: str | None) -> str | None:
    """The agent behind a level a client named: a built-in level, or the plugin of a
    bot the operator installed; any other name is refused (a client never names
    code to run)."""
    if level is None:
        return None
    agent = services.config.level(level)
    if agent is None:
        raise problem("bad_message", f"level: {level!r} is not offered here (levels:"
                      f" {', '.join(services.config.levels)})",
                      why=reason("level_not_offered", level=level))
    return agent


def summary(table: Table) -> P.TableSummary:
    """The table as the lobby lists it (never its join code), read from the summary the
    table publishes at each change: a handler reads it without the table's lock,
    while the computer may be changing the table in a worker thread."""
    published = table.summary
    return P.TableSummary.model_validate({
        "id": published.id, "system": published.settings.system,
        "status": published.status, "seats": published.seat_infos(),
        "hand_number": published.hand_number,
        "turn_seconds": published.settings.turn_seconds})


async def quick_table(services: Services, system: str, people: list[Identity]) -> str:
    """A quick match's table: ``people`` seated, computers at the rest."""
    players = preset(system).players
    plans = [SeatPlan(PERSON) for _ in people]
    plans += [SeatPlan(COMPUTER, QUICK_LEVEL) for _ in range(players - len(plans))]
    settings = TableSettings.make(system, seats=tuple(plans))
    table = await open_table(services, settings, dict(enumerate(people)))
    return table.id


async def open_table(services: Services, settings: TableSettings,
                     people: Mapping[int, Identity], *, table_id: str | None = None,
                     ) -> Table:
    """A new table with ``people`` at their seats and a join code, stored, then served
    (and dealt when every seat is filled); its id ``table_id`` when given (a rematch's),
    else a new one.  :class:`TableExists` if the id is taken."""
    for attempt in range(_NEW_TABLE_TRIES):
        table = Table.create(table_id or secrets.token_urlsafe(12), settings,
                             clock=services.clock)
        for seat, person in people.items():
            table.sit(seat, name=person.name, identity=person.id)
        table.code = "".join(secrets.choice(_CODE_LETTERS) for _ in range(_CODE_LENGTH))
        try:
            live = await services.hub.add(table)
            break
        except TableExists:
            table.close_agents()
            # The code drawn is another table's (one chance in 887 million for each
            # table there is; or the id given is taken): draw again.
            if attempt == _NEW_TABLE_TRIES - 1:
                raise
    await services.hub.command(live, lambda t: t.advance())
    return table
