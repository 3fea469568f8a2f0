"""The ``ginrummy`` command (and ``python -m ginrummy``): the command line, with the
other faces plugged in: the full-screen game for ``ginrummy play`` on a terminal (and
at a server's table), the game server for ``ginrummy serve``, the terminal client for
``ginrummy connect``, the research interfaces' self-play for ``ginrummy selfplay``.

This is the composition root, the one place that knows every face: no face imports
another (``tests/test_layers.py`` checks it), so each is handed to the command line
here, and imported only when it starts.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TextIO

from ginrummy.cli.main import main as cli_main
from ginrummy.rules import Rules

if TYPE_CHECKING:
    from ginrummy.remote.seating import Seated

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


def _serve() -> Callable[..., int]:
    from ginrummy.server.run import serve  # the server's libraries: on use only

    return serve


def _connect() -> Callable[..., int]:
    from ginrummy.client.connect import Options, run_connect  # the client's libraries

    def connect(stdin: TextIO, stdout: TextIO, **options: Any) -> int:
        return run_connect(Options(**options), stdin, stdout)

    return connect


def _selfplay() -> Callable[..., Any]:
    # The research interfaces (numpy; pyarrow, checked by prepare_selfplay): on use only.
    from ginrummy.rl.selfplay import SelfPlayConfig, SelfPlayRun, prepare_selfplay

    def selfplay(**options: Any) -> SelfPlayRun:
        return prepare_selfplay(SelfPlayConfig(**options))

    return selfplay


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``ginrummy`` with ``argv`` (default: the process's arguments)."""
    return cli_main(argv, full_screen=_full_screen, at_server=_at_server, serve=_serve,
                    connect=_connect, selfplay=_selfplay)


if __name__ == "__main__":
    sys.exit(main())
