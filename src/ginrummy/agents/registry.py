"""Agents by name: the built-in ones, or any class as ``package.module:ClassName``
(a plugin, run in a process of its own: :mod:`ginrummy.agents.sandbox`)."""

from __future__ import annotations

import random
from collections.abc import Callable

from ginrummy.agents.base import Agent
from ginrummy.agents.baseline import RandomAgent, SimpleAgent
from ginrummy.agents.exploit import CamperAgent, GinOnlyAgent
from ginrummy.agents.levels import LEVELS, make_level
from ginrummy.agents.plugin import AgentError, split_plugin_name
from ginrummy.agents.sandbox import Sandboxes, standalone_agent
from ginrummy.agents.search import SearchAgent
from ginrummy.errors import quote

__all__ = ["AgentError", "agent_names", "make_agent", "register_agent"]


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


def make_agent(
    name: str,
    rng: random.Random,
    *,
    sandboxes: Sandboxes | None = None,
    player: int = 0,
) -> Agent:
    """A new agent by built-in name or ``package.module:ClassName``, seeded by ``rng``.

    A built-in agent is built here.  A plugin (``package.module:ClassName``) is
    built in a process of its own and driven through a
    :class:`~ginrummy.agents.sandbox.SandboxAgent` (docs/bots.md, "Isolation"):
    in ``sandboxes``' worker for ``player`` when given (a pool keeps workers
    from match to match), otherwise in a worker of its own, ended with the
    agent.  Its random source is a copy of ``rng``.  This process never imports
    the plugin: an :class:`AgentError` says why one cannot be loaded.
    """
    key = name.strip()
    if key in _BUILTIN:
        return _BUILTIN[key](rng)
    if ":" not in key:
        raise AgentError(
            f"unknown agent {quote(name)} (built in: {', '.join(agent_names())};"
            " or give package.module:ClassName)"
        )
    split_plugin_name(key)
    if sandboxes is not None:
        return sandboxes.agent(key, rng, player)
    return standalone_agent(key, rng)
