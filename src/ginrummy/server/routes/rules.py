"""``GET /api/rules/{system}``: a system's rules as a new table of it starts with
(every option, RULES.md), so that a page about a system (the browser game's "How to
play") says its numbers as the server plays them and decides none itself."""

from __future__ import annotations

from fastapi import APIRouter

from ginrummy import protocol as P
from ginrummy.rules import preset

router = APIRouter(prefix="/api")


@router.get("/rules/{system}")
async def rules_of(system: P.System) -> P.RulesJson:
    return P.RulesJson.model_validate(preset(system).to_dict())
