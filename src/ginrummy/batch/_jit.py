"""The one place numba is imported: a typed ``jit`` decorator.

numba ships no type information, so a bare ``numba.njit`` would make every
compiled function untyped for mypy; :func:`jit` keeps each function's own
signature.  Compiled code is cached on disk (``cache=True``, beside the source in
``__pycache__``), so a process after the first loads it instead of compiling it
again (tens of seconds the first time).

numba checks a cached function against its own file only, while the compiled
loops inline functions of other modules and the meld tables of
:mod:`ginrummy.melds`: after an edit of ``hand.py``, ``kernel.py``'s cached loop
would still run the old rules.  So the functions of this package are stamped
with a hash of every source they are built from (:data:`SOURCES`), and any edit
of one of them invalidates them all.

Without numba (the ``rl`` extra not installed) the functions stay plain Python:
the modules still import (for the doctests, the layering test and mypy), and
:func:`ginrummy.batch.simulate` refuses to run with a one-line error naming the
extra (:func:`require_numba`).
"""

from __future__ import annotations

import hashlib
import importlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar, cast

from ginrummy.errors import GinRummyError

__all__ = ["HAVE_NUMBA", "SOURCES", "MissingExtraError", "jit", "require_numba",
           "source_fingerprint"]

_F = TypeVar("_F", bound=Callable[..., Any])

try:
    _numba: Any = importlib.import_module("numba")
except ImportError:
    _numba = None

HAVE_NUMBA = _numba is not None
"""Whether numba is installed (the ``rl`` extra)."""

_PACKAGE = Path(__file__).resolve().parent
#: What the compiled code is built from: this package, and the modules whose tables
#: it bakes in (tables.py takes the meld solver's and the simple agent's).
SOURCES: tuple[Path, ...] = (
    *sorted(_PACKAGE.glob("*.py")),
    _PACKAGE.parent / "cards.py",
    _PACKAGE.parent / "melds.py",
    _PACKAGE.parent / "agents" / "baseline.py",
)


def source_fingerprint() -> str:
    """A hash of :data:`SOURCES`' contents."""
    digest = hashlib.sha256()
    for path in SOURCES:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


def _stamp_package_caches(numba: Any) -> bool:
    """Make numba stamp this package's cached functions with :func:`source_fingerprint`
    as well as their own file: locators of its own, tried before numba's, that
    answer for this package's files only.  numba's locator classes are not a public
    API, so where they are not as expected nothing changes (and the test of this
    says so)."""
    try:
        caching = importlib.import_module("numba.core.caching")
        # CacheImpl, _CacheImpl before numba 0.61.
        impl = getattr(caching, "CacheImpl", None) or caching._CacheImpl
        classes: list[type] = impl._locator_classes
    except (ImportError, AttributeError):
        return False
    fingerprint = source_fingerprint()

    class PackageStamp:
        """Mixed into one of numba's locators."""

        def get_source_stamp(self) -> Any:
            return (super().get_source_stamp(), fingerprint)  # type: ignore[misc]

        @classmethod
        def from_function(cls, py_func: Any, py_file: str) -> Any:
            if Path(py_file).resolve().parent != _PACKAGE:
                return None
            return super().from_function(py_func, py_file)  # type: ignore[misc]

    if any(issubclass(c, PackageStamp) or c.__name__.startswith("PackageStamp") for c in classes):
        return True
    ours = [type(f"PackageStamp{base.__name__}", (PackageStamp, base), {})
            for base in classes if hasattr(base, "get_source_stamp")]
    classes[:0] = ours
    return bool(ours)


STAMPED = _numba is not None and _stamp_package_caches(_numba)
"""Whether this package's cached functions carry the sources' fingerprint."""


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
