"""The full-screen game (Textual): the only part of the package that imports textual.

``ginrummy play`` starts :class:`GinApp` when its output is a terminal and
``--plain`` is not given.  The screens draw what the seat's view holds and send
the person's actions to the engine, which decides every rule.
"""

from __future__ import annotations

from ginrummy.tui.app import GinApp
from ginrummy.tui.session import GameSettings, Session

__all__ = ["GameSettings", "GinApp", "Session"]
