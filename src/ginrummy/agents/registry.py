"""Agents by name: the built-in ones, or any class as ``package.module:ClassName``."""

from __future__ import annotations

import importlib
import inspect
import random
from collections.abc import Callable

from ginrummy.agents.base import Agent
from ginrummy.agents.baseline import RandomAgent, SimpleAgent
from ginrummy.agents.exploit import CamperAgent, GinOnlyAgent
from ginrummy.agents.levels import LEVELS, make_level
from ginrummy.agents.search import SearchAgent
from ginrummy.errors import GinRummyError, quote

__all__ = ["AgentError", "agent_names", "make_agent", "register_agent"]


class AgentError(GinRummyError, ValueError):
    """An agent name that names no agent."""


_BUILTIN: dict[str, Callable[[random.Random], Agent]] = {
    "random": RandomAgent,
    "simple": SimpleAgent,
    "gin-only": GinOnlyAgent,
    "camper": CamperAgent,
    "search": SearchAgent,
}


def _level_factory(level: str) -> Callable[[random.Random], Agent]:
    def factory(rng: random.Random) -> Agent:
        return make_level(level, rng)

    return factory


for _level in LEVELS:
    _BUILTIN[_level] = _level_factory(_level)


def register_agent(name: str, factory: Callable[[random.Random], Agent]) -> None:
    """Make ``factory`` available under ``name``."""
    _BUILTIN[name] = factory


def agent_names() -> list[str]:
    """The names of the built-in agents."""
    return sorted(_BUILTIN)


def make_agent(name: str, rng: random.Random) -> Agent:
    """A new agent by built-in name or ``package.module:ClassName``, seeded by ``rng``."""
    key = name.strip()
    if key in _BUILTIN:
        return _BUILTIN[key](rng)
    if ":" not in key:
        raise AgentError(
            f"unknown agent {quote(name)} (built in: {', '.join(agent_names())};"
            " or give package.module:ClassName)"
        )
    return _import_agent(key, rng)


def _import_agent(key: str, rng: random.Random) -> Agent:
    """``package.module:ClassName``: import the module, build the class with ``(rng)`` or ``()``."""
    module_name, _, class_name = key.partition(":")
    module_name, class_name = module_name.strip(), class_name.strip()
    if not module_name or not class_name:
        raise AgentError(f"agent {quote(key)}: give it as package.module:ClassName")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise AgentError(
            f"agent {quote(key)}: cannot import module {quote(module_name)}: {exc}"
            " (is it on the Python path? run from the directory that holds it)"
        ) from None
    except Exception as exc:  # the module itself is broken (SyntaxError, an error at import)
        raise AgentError(
            f"agent {quote(key)}: importing {quote(module_name)} failed:"
            f" {type(exc).__name__}: {quote(str(exc), 200)}"
        ) from None
    cls = getattr(module, class_name, None)
    if cls is None:
        raise AgentError(
            f"agent {quote(key)}: module {quote(module_name)} has no {quote(class_name)}")
    if not callable(cls):
        raise AgentError(f"agent {quote(key)}: {quote(class_name)} is not a class")
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
                    f"agent {quote(key)}: {class_name}{signature} must accept (rng) or no arguments"
                ) from None
            args = ()
    try:
        agent = cls(*args)
    except Exception as exc:
        raise AgentError(
            f"agent {quote(key)}: {class_name}() raised {type(exc).__name__}: {exc}"
        ) from None
    if not callable(getattr(agent, "act", None)):
        raise AgentError(f"agent {quote(key)}: {class_name} has no act(view) method")
    return agent  # type: ignore[no-any-return]
