"""Loading a plugin agent, ``package.module:ClassName``, in this process.

This runs the plugin's code (its module's top level, its constructor), so only
the sandbox worker (:mod:`ginrummy.agents.sandbox`) calls it: the process that
holds a match never imports a plugin.  Every way a plugin can fail to load
(no such module or class, a module that raises or calls ``sys.exit`` at import,
a constructor that needs other arguments or raises, a class without ``act``)
is an :class:`AgentError` saying which and why, in one line.
"""

from __future__ import annotations

import importlib
import inspect
import random

from ginrummy.errors import GinRummyError, quote

__all__ = ["AgentError", "load_plugin", "split_plugin_name"]


class AgentError(GinRummyError, ValueError):
    """An agent name that names no agent, or a plugin that cannot be loaded."""


def split_plugin_name(key: str) -> tuple[str, str]:
    """``("package.module", "ClassName")`` from ``package.module:ClassName``."""
    module_name, sep, class_name = key.partition(":")
    module_name, class_name = module_name.strip(), class_name.strip()
    if not sep or not module_name or not class_name:
        raise AgentError(f"agent {quote(key)}: give it as package.module:ClassName")
    return module_name, class_name


def _exit_text(exc: SystemExit) -> str:
    code = exc.code
    return f"sys.exit({quote(code)})"


def load_plugin(key: str, rng: random.Random) -> object:
    """Import ``package.module`` and build ``ClassName`` with ``(rng)`` or ``()``.

    Runs the plugin's code in this process: the sandbox worker's job alone.
    """
    module_name, class_name = split_plugin_name(key)
    name = quote(key)
    module, cls_name = quote(module_name), quote(class_name)
    try:
        imported = importlib.import_module(module_name)
    except ImportError as exc:
        raise AgentError(
            f"agent {name}: cannot import module {module}: {exc}"
            " (is it on the Python path? run from the directory that holds it)"
        ) from None
    except SystemExit as exc:
        raise AgentError(f"agent {name}: importing {module} called {_exit_text(exc)}") from None
    except BaseException as exc:  # the module itself is broken (SyntaxError, an error at import)
        raise AgentError(
            f"agent {name}: importing {module} failed:"
            f" {type(exc).__name__}: {quote(str(exc), 200)}"
        ) from None
    cls = getattr(imported, class_name, None)
    if cls is None:
        raise AgentError(f"agent {name}: module {module} has no {cls_name}")
    if not callable(cls):
        raise AgentError(f"agent {name}: {cls_name} is not a class")
    try:
        signature = inspect.signature(cls)
    except (TypeError, ValueError):
        signature = None
    args: tuple[random.Random, ...] = (rng,)
    if signature is not None:
        try:
            signature.bind(rng)
        except TypeError:
            try:
                signature.bind()
            except TypeError:
                raise AgentError(
                    f"agent {name}: {class_name}{signature} must accept (rng) or no arguments"
                ) from None
            args = ()
    try:
        agent = cls(*args)
    except SystemExit as exc:
        raise AgentError(f"agent {name}: {class_name}() called {_exit_text(exc)}") from None
    except BaseException as exc:
        raise AgentError(
            f"agent {name}: {class_name}() raised {type(exc).__name__}: {exc}"
        ) from None
    if not callable(getattr(agent, "act", None)):
        raise AgentError(f"agent {name}: {class_name} has no act(view) method")
    return agent
