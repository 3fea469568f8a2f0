"""The optional libraries each research interface needs, and the one-line error
when one is missing (the project's convention for extras, as ``ginrummy arena
--plot`` without matplotlib).

``ginrummy.rl`` itself needs none of them: the text interface
(:mod:`ginrummy.rl.text`) is the standard library only.  The environments need
the ``rl`` extra (Gymnasium, PettingZoo, NumPy), the OpenSpiel game the
``spiel`` extra and the TextArena environment the ``textarena`` extra.
"""

from __future__ import annotations

import importlib.util

from ginrummy.errors import GinRummyError

__all__ = ["MissingExtra", "have", "require"]


class MissingExtra(GinRummyError, ImportError):
    """An interface whose optional libraries are not installed; the message says
    which extra to install, in one line."""


def have(*modules: str) -> bool:
    """Whether every one of ``modules`` can be imported (without importing it)."""
    return all(importlib.util.find_spec(name) is not None for name in modules)


def require(what: str, extra: str, *modules: str) -> None:
    """Raise :class:`MissingExtra` unless ``modules`` are installed: ``what`` needs
    the optional ``extra``."""
    missing = [name for name in modules if importlib.util.find_spec(name) is None]
    if missing:
        raise MissingExtra(
            f"{what} needs the optional package{'s' if len(missing) > 1 else ''}"
            f" {', '.join(missing)}: pip install 'ginrummy[{extra}]'"
        )
