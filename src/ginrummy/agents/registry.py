"""Agents by name: the built-in ones, or any class as ``package.module:ClassName``."""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable

from ginrummy.agents.base import Agent
from ginrummy.agents.baseline import RandomAgent, SimpleAgent

__all__ = ["AgentError", "agent_names", "make_agent", "register_agent"]


class AgentError(ValueError):
    """An agent name that names no agent."""


_BUILTIN: dict[str, Callable[[random.Random], Agent]] = {
    "random": RandomAgent,
    "simple": SimpleAgent,
}


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
            f"unknown agent {name!r} (built in: {', '.join(agent_names())};"
            " or give package.module:ClassName)"
        )
    module_name, _, class_name = key.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise AgentError(f"cannot import agent module {module_name!r}: {exc}") from None
    cls = getattr(module, class_name, None)
    if cls is None:
        raise AgentError(f"module {module_name!r} has no {class_name!r}")
    try:
        agent = cls(rng)
    except TypeError:
        agent = cls()
    if not callable(getattr(agent, "act", None)):
        raise AgentError(f"{name!r} has no act(view) method")
    return agent  # type: ignore[no-any-return]
