"""Starting the full-screen game from the command line's arguments.

``ginrummy play`` parses and checks its arguments (``cli/play.py``) and, on a
terminal, hands them here through the entry point (``ginrummy/__main__.py``),
so that neither the command line nor the full-screen game imports the other.
"""

from __future__ import annotations

from ginrummy.rules import Rules
from ginrummy.tui.app import GinApp
from ginrummy.tui.session import SYSTEMS, GameSettings

__all__ = ["run_full_screen"]


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
