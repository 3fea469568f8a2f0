"""``GET /health``: the server's version, protocol and the levels it offers."""

from __future__ import annotations

from fastapi import APIRouter

from ginrummy import protocol as P
from ginrummy.server.services import ServicesDep

router = APIRouter()


@router.get("/health")
async def health(services: ServicesDep) -> P.Health:
    return P.Health(levels=services.config.levels)
