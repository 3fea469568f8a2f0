"""``ginrummy stats``: the person's totals against the computer in the full-screen game."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from ginrummy.cli.common import new_parser, write_json
from ginrummy.datadir import data_dir
from ginrummy.stats import FILE_NAME, StatsStore, totals_json, totals_table

if TYPE_CHECKING:
    from ginrummy.cli.common import Subparsers

__all__ = ["add_parser", "run"]

_EPILOG = """\
The statistics are kept in stats.sqlite3 in the data folder: $GINRUMMY_DATA_DIR if
set, else $XDG_DATA_HOME/ginrummy or ~/.local/share/ginrummy (macOS:
~/Library/Application Support/ginrummy; Windows: %LOCALAPPDATA%\\ginrummy).

--json: {"file": PATH, "totals": [{"level", "system", "matches", "matches_won",
"hands", "hands_won", "gins", "undercuts", "knocks", "knock_deadwood",
"average_knock_deadwood"}]}, one object per opponent level and system.

examples:
  ginrummy stats
  ginrummy stats --json
"""


def add_parser(sub: Subparsers) -> None:
    """Register the subcommand."""
    p = new_parser(
        sub,
        "stats",
        "your statistics against the computer in the full-screen game",
        "Print your totals against the computer in the full-screen game ('ginrummy play'), "
        "by opponent level and system: matches and hands won, gins, undercuts and the "
        "average deadwood of your knocks.",
        _EPILOG,
    )
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Run ``ginrummy stats``."""
    path = data_dir() / FILE_NAME
    rows = StatsStore(path).totals()  # a StatsError is the user's: main prints it
    if args.json:
        write_json({"file": str(path), "totals": totals_json(rows)}, sys.stdout)
    else:
        sys.stdout.write(totals_table(rows) + "\n")
    return 0
