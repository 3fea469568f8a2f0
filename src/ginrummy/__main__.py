"""The ``ginrummy`` command (and ``python -m ginrummy``): the command line, with the
full-screen game plugged in for ``ginrummy play`` on a terminal.

This is the one place that knows both faces: ``cli`` and ``tui`` never import
each other (``tests/test_layers.py`` checks it), so the full-screen game is
handed to the command line here, and imported only when it starts.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ginrummy.cli.main import main as cli_main
from ginrummy.rules import Rules

if TYPE_CHECKING:
    from ginrummy.client.seating import Seated

__all__ = ["main"]


def _full_screen(*, variant: str, rules: Rules, customised: bool, level: str,
                 seed: int | None, ascii_only: bool) -> int:
    # Imported on use: Textual takes a while to load, and only `play` needs it.
    from ginrummy.tui.launch import run_full_screen

    return run_full_screen(variant=variant, rules=rules, customised=customised, level=level,
                           seed=seed, ascii_only=ascii_only)


def _at_server(*, seated: Seated, ascii_only: bool) -> int:
    from ginrummy.tui.launch import run_remote

    return run_remote(seated=seated, ascii_only=ascii_only)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``ginrummy`` with ``argv`` (default: the process's arguments)."""
    return cli_main(argv, full_screen=_full_screen, at_server=_at_server)


if __name__ == "__main__":
    sys.exit(main())
