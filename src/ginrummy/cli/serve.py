"""``ginrummy serve``: the game server, for people to play each other (and the
computer) over the network."""

from __future__ import annotations

import argparse
import ipaddress
import re
from typing import TYPE_CHECKING

from ginrummy.agents.levels import LEVELS
from ginrummy.cli.common import load_face, new_parser

if TYPE_CHECKING:
    from collections.abc import Callable

    from ginrummy.cli.common import Subparsers

__all__ = ["add_parser", "run"]

_EPILOG = """\
The server keeps every table in its database before it tells anyone of a move, so a
server stopped (even killed) and started again loses nothing: every table goes on
where it was, timers from the time they had left. Without --database it keeps an
SQLite file, server.sqlite3, in the data folder ($GINRUMMY_DATA_DIR if set); with a
PostgreSQL URL several servers can share the tables (docs/deploy.md).

The protocol (HTTP API and WebSocket) is docs/protocol.md; /api/openapi.json
describes the HTTP API, and --api-docs serves its page (Swagger UI) at /api/docs.
Behind a reverse proxy, name it with --trust-proxy (docs/deploy.md).

examples:
  ginrummy serve
  ginrummy serve --host 0.0.0.0 --port 8080 --public-url https://gin.example.org
  ginrummy serve --database postgresql://gin:secret@localhost/gin
  ginrummy serve --port 8001 --trust-proxy 127.0.0.1 --public-url https://gin.example.org
"""


def _port(text: str) -> int:
    if not text.isascii() or not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a port (0-65535)")
    return int(text)


def _rate(text: str) -> int:
    if not text.isascii() or not text.isdigit() or not 1 <= int(text) <= 100_000:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a rate (1-100000)")
    return int(text)


def _per_hour(text: str) -> int:
    if not text.isascii() or not text.isdigit() or not 1 <= int(text) <= 100_000_000:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a number an hour"
                                         " (1-100000000)")
    return int(text)


def _seconds(text: str) -> int:
    if not text.isascii() or not text.isdigit() or not 0 <= int(text) <= 86_400:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a number of seconds"
                                         " (0-86400)")
    return int(text)


def _seconds_from(low: float, high: float) -> Callable[[str], float]:
    """An argparse type: a number of seconds (a fraction too) from ``low`` to ``high``."""

    def seconds(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = -1.0
        if not text.isascii() or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a number of seconds"
                                             f" ({low:g}-{high:g})")
        return value

    return seconds


_heartbeat = _seconds_from(0.1, 60)
_timeout = _seconds_from(0.1, 3600)


def _connections(text: str) -> int:
    if not text.isascii() or not text.isdigit() or not 1 <= int(text) <= 1_000_000:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a number of connections"
                                         " (1-1000000)")
    return int(text)


def _proxy(text: str) -> str:
    """An address or a network (``10.0.0.0/8``), written as ipaddress writes it."""
    try:
        return str(ipaddress.ip_network(text, strict=False) if "/" in text
                   else ipaddress.ip_address(text))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:45]!r} is not an IP address or network"
                                         " (127.0.0.1, ::1, 10.0.0.0/8)") from None


def _bot(text: str) -> tuple[str, str]:
    name, sep, plugin = text.partition("=")
    if not sep or re.fullmatch(r"[a-z][a-z0-9-]{0,31}", name) is None or ":" not in plugin:
        raise argparse.ArgumentTypeError(
            f"{text[:40]!r} is not NAME=package.module:ClassName (NAME: lowercase letters,"
            " digits and '-')")
    if name in LEVELS:
        raise argparse.ArgumentTypeError(f"{name!r} is a built-in level")
    return name, plugin


def add_parser(sub: Subparsers) -> None:
    """Register the subcommand."""
    p = new_parser(
        sub,
        "serve",
        "run the game server: people play each other and the computer",
        "Run the game server: tables for two or three people, the computer at any seat, "
        "spectators, quick match, ratings; browsers and terminal clients connect to it "
        "(docs/protocol.md).",
        _EPILOG,
    )
    p.add_argument("--host", default="127.0.0.1",
                   help="the address to listen on (default 127.0.0.1: this machine only;"
                        " 0.0.0.0 for every network)")
    p.add_argument("--port", type=_port, default=8765, help="the port (default 8765; 0: any"
                   " free port, printed)")
    p.add_argument("--database", metavar="URL",
                   help="sqlite:///PATH or postgresql://USER:PASSWORD@HOST/DB (default: an"
                        " SQLite file in the data folder)")
    p.add_argument("--public-url", metavar="URL",
                   help="the address people reach the server at, for join links")
    p.add_argument("--origin", action="append", default=[], metavar="ORIGIN",
                   help="a web origin allowed to open WebSockets besides the server's own"
                        " (repeatable; '*' allows any)")
    p.add_argument("--rate", type=_rate, default=20, metavar="N",
                   help="messages a second one person may send over all their connections,"
                        " on average (default 20; twice as many in a burst); scripted"
                        " clients and load tests raise it")
    p.add_argument("--identities-per-hour", type=_per_hour, default=60, metavar="N",
                   help="new names one client address may take in an hour (default 60;"
                        " ten minutes' worth at once)")
    p.add_argument("--tables-per-hour", type=_per_hour, default=120, metavar="N",
                   help="new tables one person, and one client address, may make in an"
                        " hour, quick match against the computer included (default 120;"
                        " ten minutes' worth at once)")
    p.add_argument("--bot", action="append", default=[], type=_bot, metavar="NAME=MODULE:CLASS",
                   help="offer a plugin bot as a computer level NAME (repeatable); it plays"
                        " in a process of its own (docs/bots.md)")
    p.add_argument("--heartbeat", type=_heartbeat, default=5.0, metavar="SECONDS",
                   help="with PostgreSQL: seconds between this process's signs of life and"
                        " its looks at where people are connected through the others"
                        " (default 5; 0.1-60; docs/deploy.md)")
    p.add_argument("--full-collection-every", type=_seconds, default=600, metavar="SECONDS",
                   help="seconds between full garbage collections (default 600; 0: never):"
                        " each pauses the server, about half a second at 1,000 busy tables"
                        " (docs/deploy.md)")
    p.add_argument("--trust-proxy", action="append", default=[], type=_proxy,
                   metavar="ADDRESS",
                   help="a reverse proxy in front (an IP address or network; repeatable):"
                        " its X-Forwarded-For and X-Forwarded-Proto are believed. None by"
                        " default: a client's address is the one it connects from"
                        " (docs/deploy.md)")
    p.add_argument("--idle-timeout", type=_timeout, default=5.0, metavar="SECONDS",
                   help="close an HTTP connection silent this long, new or between requests"
                        " (default 5)")
    p.add_argument("--header-timeout", type=_timeout, default=10.0, metavar="SECONDS",
                   help="close an HTTP connection whose request line and headers take"
                        " longer, from their first byte (default 10)")
    p.add_argument("--body-timeout", type=_timeout, default=10.0, metavar="SECONDS",
                   help="close an HTTP connection whose request body takes longer once the"
                        " headers are in (default 10); WebSockets are never timed out so")
    p.add_argument("--max-connections", type=_connections, default=10_000, metavar="N",
                   help="connections open at once, HTTP and WebSocket (default 10000); past"
                        " it a new one is answered 503")
    p.add_argument("--api-docs", action="store_true",
                   help="serve the API's page, Swagger UI, at /api/docs (off by default: its"
                        " files come from a CDN, checked by their hashes)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Run ``ginrummy serve`` until interrupted."""
    serve = load_face(args, "serve", "server", "the server")
    status: int = serve(host=args.host, port=args.port, database=args.database,
                        public_url=args.public_url, origins=tuple(args.origin), rate=args.rate,
                        burst=2 * args.rate, identities_per_hour=args.identities_per_hour,
                        tables_per_hour=args.tables_per_hour, bots=tuple(args.bot),
                        heartbeat=args.heartbeat, full_collection_every=args.full_collection_every,
                        edge={"trusted_proxies": tuple(args.trust_proxy),
                              "idle_timeout": args.idle_timeout,
                              "header_timeout": args.header_timeout,
                              "body_timeout": args.body_timeout,
                              "max_connections": args.max_connections, "api_docs": args.api_docs})
    return status
