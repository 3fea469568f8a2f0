"""The one place numba is imported: a typed ``jit`` decorator.

numba ships no type information, so a bare ``numba.njit`` would make every
compiled function untyped for mypy; :func:`jit` keeps each function's own
signature.  Compiled code is cached on disk (``cache=True``, beside the source in
``__pycache__``), so a process after the first loads it instead of compiling it
again (tens of seconds the first time).

Without numba (the ``rl`` extra not installed) the functions stay plain Python:
the modules still import (for the doctests, the layering test and mypy), and
:func:`ginrummy.batch.simulate` refuses to run with a one-line error naming the
extra (:func:`require_numba`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, TypeVar, cast

from ginrummy.errors import GinRummyError

__all__ = ["HAVE_NUMBA", "MissingExtraError", "jit", "require_numba"]

_F = TypeVar("_F", bound=Callable[..., Any])

try:
    _numba: Any = importlib.import_module("numba")
except ImportError:
    _numba = None

HAVE_NUMBA = _numba is not None
"""Whether numba is installed (the ``rl`` extra)."""


class MissingExtraError(GinRummyError, ImportError):
    """The batch simulator needs numba and numpy: the ``rl`` extra."""


def require_numba() -> None:
    """Refuse, in one line, to simulate without numba."""
    if not HAVE_NUMBA:
        raise MissingExtraError(
            "the batch simulator needs the optional numba package: pip install 'ginrummy[rl]'"
        )


def jit(fn: _F) -> _F:
    """``fn`` compiled by numba in nopython mode, cached on disk; ``fn`` itself
    without numba."""
    if _numba is None:
        return fn
    return cast(_F, _numba.njit(cache=True, nogil=True)(fn))
