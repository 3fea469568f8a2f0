"""The HTTP API (docs/protocol.md, "The HTTP API"), one router per domain:
identities and ratings (:mod:`.people`), tables (:mod:`.tables`), quick match
(:mod:`.quickmatch`), the server's health (:mod:`.health`), a system's rules
(:mod:`.rules`) and the share link's page (:mod:`.pages`)."""

from ginrummy.server.routes import health, pages, people, quickmatch, rules, tables

ROUTERS = (people.router, tables.router, quickmatch.router, health.router, rules.router,
           pages.router)

__all__ = ["ROUTERS"]
