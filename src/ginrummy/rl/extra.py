"""The optional libraries each research interface needs, and the one-line error
when one is missing (the project's convention for extras, as ``ginrummy arena
--plot`` without matplotlib).

``ginrummy.rl`` itself needs none of them: the text interface
(:mod:`ginrummy.rl.text`) is the standard library only.  The environments need
the ``rl`` extra (Gymnasium, PettingZoo, NumPy), the OpenSpiel game the
``spiel`` extra and the TextArena environment the ``textarena`` extra.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import sys
from collections.abc import Callable, Sequence
from types import ModuleType

from ginrummy.errors import GinRummyError

__all__ = ["MissingExtra", "after_import", "have", "require"]


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


def after_import(name: str, then: Callable[[], None]) -> None:
    """Call ``then`` once the top-level module ``name`` is imported: now, if it is
    already; otherwise right after its first import, whoever imports it.

    Why: ``import ginrummy.rl`` registers the TextArena environment, and importing
    TextArena to do so took 2 to 4 s (its model clients), paid by every process that
    only wanted the other interfaces (each self-play worker, each Ray worker).
    Registered on TextArena's own import, ``textarena.make("GinRummy-v0")`` works the
    same and nobody else pays.
    """
    if name in sys.modules:
        then()
        return
    sys.meta_path.insert(0, _AfterImport(name, then))


class _AfterImport(importlib.abc.MetaPathFinder):
    """Finds ``name`` through the other finders, and runs ``then`` once its module
    has been executed, taking itself off ``sys.meta_path`` then.  (Not before: a
    ``find_spec`` that only asks whether the module is there, as :func:`have` does,
    imports nothing.)"""

    def __init__(self, name: str, then: Callable[[], None]) -> None:
        self.name = name
        self.then = then
        self.looking = False

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> importlib.machinery.ModuleSpec | None:
        if fullname != self.name or self.looking:
            return None
        self.looking = True  # the other finders' answer, not this one's again
        try:
            spec = importlib.util.find_spec(fullname)
        finally:
            self.looking = False
        if spec is None or spec.loader is None:
            return spec
        spec.loader = _ThenLoader(spec.loader, self)
        return spec

    def loaded(self) -> None:
        if self in sys.meta_path:
            sys.meta_path.remove(self)
            self.then()


class _ThenLoader(importlib.abc.Loader):
    """A module's own loader, then the finder's ``then``."""

    def __init__(self, loader: importlib.abc.Loader, finder: _AfterImport) -> None:
        self.loader = loader
        self.finder = finder

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return self.loader.create_module(spec)

    def exec_module(self, module: ModuleType) -> None:
        # The module's own __loader__ stays the real one, as its code may read it.
        module.__loader__ = self.loader
        if module.__spec__ is not None:
            module.__spec__.loader = self.loader
        self.loader.exec_module(module)
        self.finder.loaded()
