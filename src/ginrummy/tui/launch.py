"""Starting the full-screen game from the command line's arguments.

``ginrummy play`` parses and checks its arguments (``cli/play.py``) and, on a
terminal, hands them here through the entry point (``ginrummy/__main__.py``),
so that neither the command line nor the full-screen game imports the other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ginrummy.rules import Rules
from ginrummy.tui.app import GinApp
from ginrummy.tui.session import SYSTEMS, GameSettings

if TYPE_CHECKING:
    from ginrummy.remote.seating import Seated

__all__ = ["run_full_screen", "run_remote"]


def run_full_screen(
    *, variant: str, rules: Rules, customised: bool, level: str, seed: int | None,
    ascii_only: bool,
) -> int:
    """Open the new game screen filled in: the system of preset ``variant`` (standard
    when the screen does not offer that preset, with ``rules`` as custom rules),
    ``rules`` as custom rules when ``customised`` (options changed), the computer's
    ``level``, the ``seed``; returns the exit status."""
    system = variant if variant in SYSTEMS else "standard"
    custom = rules if (customised or variant not in SYSTEMS) else None
    app = GinApp(GameSettings(system, level, seed, "you", custom), ascii_only=ascii_only)
    status = app.run()
    return status if isinstance(status, int) else 0


def run_remote(*, seated: Seated, ascii_only: bool) -> int:
    """The full-screen game at the seat ``seated`` of a server's table (``ginrummy
    play --server``); returns the exit status."""
    from ginrummy.tui.remoteapp import RemoteApp  # the client's libraries: on use only

    status = RemoteApp(seated, ascii_only=ascii_only).run()
    return status if isinstance(status, int) else 0
