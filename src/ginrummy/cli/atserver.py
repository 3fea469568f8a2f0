"""``ginrummy play --server URL``: the full-screen game at a game server's table.

The command line finds the seat (``ginrummy.remote.seating``: the name kept for
the server, then the table joined by its code or created as the options say)
and hands it to the full-screen game, which the entry point passes in
(:class:`AtServer`), as it does the local game: the command line never imports
the full-screen game, and a refusal before the game starts is one line with
status 2.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any, Protocol

from ginrummy.agents.levels import LEVELS
from ginrummy.cli.common import CliError, build_rules, preset_name
from ginrummy.cli.progress import is_terminal
from ginrummy.rules import preset

if TYPE_CHECKING:
    from ginrummy.remote.seating import Seated

__all__ = ["AGAINST", "AtServer", "add_arguments", "check_arguments", "run_at_server",
           "table_plan"]

#: Who sits at the other seats of a table created with ``--server``.
AGAINST = ("person", "computer")


class AtServer(Protocol):
    """How ``ginrummy play --server`` starts the full-screen game at a seat
    (``tui/launch.py``), handed in by the entry point."""

    def __call__(self, *, seated: Seated, ascii_only: bool) -> int: ...


def add_arguments(p: argparse.ArgumentParser) -> None:
    """``play``'s options for playing at a server."""
    p.add_argument("--server", metavar="URL",
                   help="play full screen at the game server at URL ('ginrummy serve'):"
                        " create a table, or join one with --table")
    p.add_argument("--table", metavar="CODE",
                   help="with --server: join the table of this join code (or come back"
                        " to your seat there)")
    p.add_argument("--name", help="with --server: your name there (needed the first time;"
                   " kept in the data folder, as 'ginrummy connect' keeps it)")
    p.add_argument("--against", choices=AGAINST,
                   help="with --server, creating a table: who sits at the other seats"
                        " (default person: the join code is shown to give them; computer:"
                        " the computer of --opponent's level)")


def check_arguments(args: argparse.Namespace) -> None:
    """The options that go with ``--server`` only, and those that do not go with it."""
    if args.server is None:
        given = [flag for flag, value in (("--table", args.table), ("--name", args.name),
                                          ("--against", args.against)) if value is not None]
        if given:
            raise CliError(f"play: {given[0]} goes with --server URL")
        return
    if args.plain:
        raise CliError(f"play: --server is the full-screen game; line by line at a server:"
                       f" ginrummy connect {args.server}")
    if args.seed is not None:
        raise CliError("play: --seed is not for --server: the server shuffles every deck"
                       " (and commits to it, 'ginrummy verify')")
    if args.table is not None and (args.variant is not None or args.rule
                                   or args.against is not None):
        raise CliError("play: --variant, --rule and --against say what table to create;"
                       " with --table you join one")


def _level(opponent: str) -> str:
    level = {"simple": "easy"}.get(opponent, opponent)
    if level not in LEVELS:
        raise CliError(f"--opponent {opponent}: a computer at a server plays one of the"
                       f" levels {', '.join(LEVELS)}")
    return level


def table_plan(args: argparse.Namespace) -> dict[str, Any]:
    """The ``POST /api/tables`` body of the table ``args`` asks for: the preset and the
    options changed from it (checked here first, as the local game checks them), the
    person first and the others as ``--against`` says."""
    variant = preset_name(args.variant or "standard")
    rules = build_rules(variant, args.rule)
    base = preset(variant).to_dict()
    options = {key: value for key, value in rules.to_dict().items() if value != base[key]}
    if args.against == "computer":
        other: dict[str, str | None] = {"kind": "computer", "level": _level(args.opponent)}
    else:
        other = {"kind": "person", "level": None}
    seats = [{"kind": "person", "level": None}] + [other] * (rules.players - 1)
    return {"system": variant, "options": options, "seats": seats, "turn_seconds": None,
            "grace_seconds": 120, "computer_takes_over": False, "private": False}


def run_at_server(args: argparse.Namespace, ascii_only: bool) -> int:
    """Find the seat, then play it full screen."""
    if not (is_terminal(sys.stdin) and is_terminal(sys.stdout)):
        raise CliError(f"play --server is the full-screen game and needs a terminal; line"
                       f" by line: ginrummy connect {args.server}")
    at_server: AtServer | None = getattr(args, "at_server", None)
    if at_server is None:
        raise CliError("the full-screen game is not available here: use ginrummy connect")
    plan = None if args.table is not None else table_plan(args)
    try:
        from ginrummy.remote.seating import sit_down
    except ImportError as exc:
        missing = (exc.name or "a library").split(".")[0]
        raise CliError(f"play --server needs the 'client' extra ({missing} is missing):"
                       " pip install 'ginrummy[client]'") from None
    seated = sit_down(args.server, args.name, args.table, plan)
    return at_server(seated=seated, ascii_only=ascii_only)
