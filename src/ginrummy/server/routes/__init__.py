"""The HTTP API (docs/protocol.md, "The HTTP API"), one router per domain:
identities and ratings (:mod:`.people`), tables (:mod:`.tables`), quick match
(:mod:`.quickmatch`), the server's health (:mod:`.health`) and the share link's
page (:mod:`.pages`)."""

from ginrummy.server.routes import health, pages, people, quickmatch, tables

ROUTERS = (people.router, tables.router, quickmatch.router, health.router, pages.router)

__all__ = ["ROUTERS"]
