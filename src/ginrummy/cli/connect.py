"""``ginrummy connect``: play at a game server, line by line (the client is
:mod:`ginrummy.client`, imported only when the command runs: it needs the
``client`` extra)."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from ginrummy.cli.common import CliError, load_face, new_parser

if TYPE_CHECKING:
    from ginrummy.cli.common import Subparsers

__all__ = ["add_parser", "run"]

SYSTEMS = ("standard", "oklahoma", "hollywood", "oklahoma-hollywood", "three-player", "eaai")
LEVELS = ("easy", "medium", "hard", "expert")

_EPILOG = """\
The first time at a server give your name with --name: the name's token is kept in
the data folder ($GINRUMMY_DATA_DIR if set), one small file per name (mode 0600),
and used again next time. Two people sharing a computer each give their own --name;
whoever keeps one name only at a server may leave --name out. Watching a table needs
a name too. With none of --create, --join, --table, --quick, --watch, --list, it
lists your games in progress there and continues the one you choose. While
playing, type 'help' for the commands; 'quit' or Ctrl-C goes away for now (your
seat stays yours: against the computer the match waits for you, between people
the others may claim it once the grace time is over; the client prints the
command that brings you back), 'leave' gives the seat up (during a match between
people, the match with it), 'claim' claims a match whose other player is away.

examples:
  ginrummy connect http://gin.example.org:8765 --name Ann --create standard
  ginrummy connect http://gin.example.org:8765 --name Bob --join PINE42
  ginrummy connect URL --name Ann --create three-player
  ginrummy connect URL --create three-player --seats person,person,computer:hard
  ginrummy connect URL --create standard --option target=50 --turn-seconds 60
  ginrummy connect URL --quick oklahoma
  ginrummy connect URL --list
  ginrummy connect URL --name Ann          (your games in progress)
"""


def _option(text: str) -> tuple[str, Any]:
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not NAME=VALUE")
    low = value.strip().lower()
    parsed: Any
    if low in ("true", "yes", "on"):
        parsed = True
    elif low in ("false", "no", "off"):
        parsed = False
    elif low.isascii() and low.isdigit():
        parsed = int(low)
    else:
        parsed = value.strip()
    return key.strip(), parsed


def _seats(text: str) -> list[dict[str, Any]]:
    plans: list[dict[str, Any]] = []
    for part in text.split(","):
        kind, _, level = part.strip().partition(":")
        if kind in ("person", "empty") and not level:
            plans.append({"kind": kind, "level": None})
        elif kind == "computer" and (level or "hard") in LEVELS:
            plans.append({"kind": "computer", "level": level or "hard"})
        else:
            raise argparse.ArgumentTypeError(
                f"{part[:40]!r} is not a seat (person, empty, computer:LEVEL with a level of"
                f" {', '.join(LEVELS)})")
    return plans


def _seconds(text: str) -> int:
    if not text.isascii() or not text.isdigit() or not 5 <= int(text) <= 600:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a number of seconds (5-600)")
    return int(text)


def add_parser(sub: Subparsers) -> None:
    """Register the subcommand."""
    p = new_parser(
        sub,
        "connect",
        "play at a game server, line by line: create or join a table, quick match, watch",
        "Play Gin Rummy against other people at a game server ('ginrummy serve'), line by "
        "line: create a table and give the other person its join code, join one by its code, "
        "come back to your table, ask for a quick match, watch a table, or list the open "
        "tables.",
        _EPILOG,
    )
    p.add_argument("url", metavar="URL", help="the server's address (http://HOST:PORT), or a"
                   " join link")
    p.add_argument("--name", help="your name at this server: needed the first time, and to"
                   " say which is yours when several names are kept for this server")
    what = p.add_mutually_exclusive_group()
    what.add_argument("--create", metavar="SYSTEM", choices=SYSTEMS,
                      help=f"create a table: {', '.join(SYSTEMS)}")
    what.add_argument("--join", metavar="CODE", help="join a table by its join code")
    what.add_argument("--table", metavar="ID", help="come back to your table")
    what.add_argument("--quick", metavar="SYSTEM", choices=SYSTEMS,
                      help="quick match: play the next person who asks for SYSTEM")
    what.add_argument("--watch", metavar="ID", help="watch a table (with a name at this"
                      " server, as for playing)")
    what.add_argument("--list", action="store_true", help="list the open tables")
    p.add_argument("--option", action="append", type=_option, default=[],
                   metavar="NAME=VALUE",
                   help="with --create: change one rule option, e.g. target=50 (repeatable)")
    p.add_argument("--seats", type=_seats, metavar="PLAN",
                   help="with --create: the seats, e.g. person,person or person,computer:hard"
                        " (default: a person at each seat)")
    p.add_argument("--turn-seconds", type=_seconds, metavar="N",
                   help="with --create: a turn clock of N seconds (default none)")
    p.add_argument("--private", action="store_true",
                   help="with --create: leave the table out of the lobby's list")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Run ``ginrummy connect``."""
    # Nothing chosen: the client lists the person's games in progress (or says what
    # to do when there are none).
    if args.create is None and (args.option or args.seats or args.turn_seconds
                                or args.private):
        raise CliError("connect: --option, --seats, --turn-seconds and --private go with"
                       " --create")
    connect = load_face(args, "connect", "client", "connect")
    status: int = connect(sys.stdin, sys.stdout, url=args.url, name=args.name, create=args.create,
                   options=dict(args.option), seats=args.seats,
                   turn_seconds=args.turn_seconds, private=args.private, join=args.join,
                   table=args.table, quick=args.quick, watch=args.watch,
                   list_tables=args.list)
    return status
