"""How a server is set up: where it listens, its database, who may connect."""

from __future__ import annotations

import os
import socket
from dataclasses import dataclass, field

__all__ = ["ServerConfig"]


def _process_id() -> str:
    return f"{socket.gethostname()[:40]}:{os.getpid()}"


@dataclass(frozen=True, slots=True)
class ServerConfig:
    """A server's settings (``ginrummy serve``'s options)."""

    host: str = "127.0.0.1"
    port: int = 8765
    database: str | None = None
    """A SQLAlchemy URL (``sqlite:///path`` or ``postgresql://...``); None: SQLite in
    the data folder."""
    public_url: str | None = None
    """The address people reach the server at, for join links (default: the one
    it listens on)."""
    origins: tuple[str, ...] = ()
    """Web origins besides the server's own that may open a WebSocket (a browser
    game served elsewhere); ``*`` allows any."""
    rate: float = 20.0
    """Messages a second one person may send on average, over all their connections
    (a token bucket)."""
    burst: int = 40
    """... and in a burst."""
    identities_per_hour: float = 60.0
    """New identities one client address may make in an hour, ten minutes' worth at
    once (names are permanent: server/limits.py)."""
    tables_per_hour: float = 120.0
    """New tables one person, and one client address, may make in an hour (quick
    match against the computer included), ten minutes' worth at once."""
    bots: tuple[tuple[str, str], ...] = ()
    """Plugin bots the operator installed: (level name, ``package.module:ClassName``);
    each plays in a process of its own (docs/bots.md, "Isolation")."""
    quickmatch_wait: float = 30.0
    """Seconds a person waits in quick match before the computer is offered."""
    heartbeat: float = 5.0
    """With several processes (PostgreSQL): seconds between a process's heartbeats
    and its looks at where people are connected; a process silent for four is
    taken for dead."""
    process_id: str = field(default_factory=_process_id)
    trusted_proxies: tuple[str, ...] = ()
    """Addresses or networks (``10.0.0.0/8``) of the reverse proxies in front, whose
    ``X-Forwarded-For`` and ``X-Forwarded-Proto`` are believed; none by default,
    when a client's address is the one it connects from (docs/deploy.md)."""
    idle_timeout: float = 5.0
    """Seconds an HTTP connection may stay silent (new, or between requests)."""
    header_timeout: float = 10.0
    """Seconds a request's line and headers may take, from its first byte."""
    body_timeout: float = 10.0
    """Seconds a request's body may take, once its headers are in."""
    max_connections: int = 10_000
    """Connections open at once (HTTP and WebSocket); past it a new one gets 503."""
    api_docs: bool = False
    """Serve Swagger UI at ``/api/docs`` (its files come from a CDN, checked by
    their hashes: :mod:`ginrummy.server.api_docs`)."""

    def level(self, name: str) -> str | None:
        """The agent a computer seat of level ``name`` gets (a built-in level, or a
        bot's ``module:Class``), None for a level this server does not offer."""
        from ginrummy.agents.levels import LEVELS

        if name in LEVELS:
            return name
        return dict(self.bots).get(name)

    @property
    def levels(self) -> list[str]:
        """The levels a table here may seat: the built-in ones, then the bots."""
        from ginrummy.agents.levels import LEVELS

        return [*LEVELS, *(name for name, _plugin in self.bots)]

    @property
    def base_url(self) -> str:
        if self.public_url:
            return self.public_url.rstrip("/")
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"
