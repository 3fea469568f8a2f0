"""What the HTTP handlers and the table socket share, and FastAPI's dependencies
that hand it to them: the services, the person a request's token names, and a
live table by its id."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Annotated

from fastapi import Depends, Header, Request

from ginrummy.errors import reason
from ginrummy.server.config import ServerConfig
from ginrummy.server.errors import StoreError, UnknownTable
from ginrummy.server.hub import Hub, LiveTable
from ginrummy.server.limits import Limiter
from ginrummy.server.refusals import problem
from ginrummy.server.rows import Identity
from ginrummy.server.store import Store
from ginrummy.server.throttle import Bucket
from ginrummy.server.writer import Writer

__all__ = [
    "GUESS_BURST",
    "GUESS_RATE",
    "IdentityDep",
    "LiveDep",
    "MaybeIdentityDep",
    "Services",
    "ServicesDep",
    "identity_of",
    "live_table",
    "services_of",
]

#: Join codes a client address may try: a burst of 10, then one every 6 seconds.
GUESS_BURST = 10
GUESS_RATE = 1 / 6
MAX_GUESSERS = 100_000


@dataclass(eq=False)
class Services:
    """What the handlers share."""

    config: ServerConfig
    store: Store
    writer: Writer
    hub: Hub
    clock: Callable[[], float]
    guesses: dict[str, Bucket] = field(default_factory=dict)
    """Per client address: the wrong join codes it may still try (a code is 6 of 31
    letters; a guesser gets a few a minute, not the thousands a second a loop
    would)."""
    limiter: Limiter = field(init=False)
    """How fast a person or an address may send messages and make identities and
    tables (server/limits.py)."""

    def __post_init__(self) -> None:
        self.limiter = Limiter(self.config)

    def guessing(self, address: str) -> Bucket:
        """The bucket of wrong join codes ``address`` may still try."""
        bucket = self.guesses.get(address)
        if bucket is None:
            if len(self.guesses) > MAX_GUESSERS:
                self.guesses.clear()  # bounded memory; the buckets refill anyway
            bucket = self.guesses[address] = Bucket(GUESS_RATE, GUESS_BURST, time.monotonic)
        return bucket

    async def live(self, table_id: str) -> LiveTable:
        """The live table ``table_id``, restored if need be; 404 ``unknown_table``."""
        try:
            return await self.hub.get(table_id)
        except (UnknownTable, StoreError):
            raise problem("unknown_table", "no table has that id") from None


def services_of(request: Request) -> Services:
    services: Services = request.app.state.services
    return services


ServicesDep = Annotated[Services, Depends(services_of)]


async def identity_of(services: ServicesDep,
                      authorization: Annotated[str | None, Header()] = None) -> Identity:
    """The person a request's ``Authorization: Bearer TOKEN`` names (the scheme in any
    case, as HTTP's schemes are: RFC 9110, 11.1)."""
    scheme, _, token = (authorization or "").strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise problem("not_authenticated", "send 'Authorization: Bearer TOKEN' (the token"
                      " POST /api/identities gave you)", why=reason("token_missing"))
    found = await asyncio.to_thread(services.store.identify, token.strip())
    if found is None:
        raise problem("not_authenticated", "that token is not known here",
                      why=reason("token_unknown"))
    return found


IdentityDep = Annotated[Identity, Depends(identity_of)]


async def maybe_identity_of(services: ServicesDep,
                            authorization: Annotated[str | None, Header()] = None,
                            ) -> Identity | None:
    """The person a request's token names, or None for a request without one (a
    token given must be known: 401 as for :func:`identity_of`)."""
    if authorization is None:
        return None
    return await identity_of(services, authorization)


MaybeIdentityDep = Annotated[Identity | None, Depends(maybe_identity_of)]


async def live_table(table_id: str, services: ServicesDep) -> LiveTable:
    """The table a path's ``{table_id}`` names."""
    return await services.live(table_id)


LiveDep = Annotated[LiveTable, Depends(live_table)]
