"""Computer players: the agent protocol and the built-in agents."""

from __future__ import annotations

from ginrummy.agents.base import Agent
from ginrummy.agents.baseline import RandomAgent, SimpleAgent
from ginrummy.agents.registry import AgentError, agent_names, make_agent

__all__ = ["Agent", "AgentError", "RandomAgent", "SimpleAgent", "agent_names", "make_agent"]
