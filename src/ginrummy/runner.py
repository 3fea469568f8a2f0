"""Playing whole matches between agents, with a record of each.

The runner is the match driver (:class:`~ginrummy.driver.MatchDriver`) with
agents deciding, plus time budgets and forfeits: an agent that raises (in
``act`` or in a ``begin_hand`` / ``end_hand`` hook), returns something that is
not a legal action, or takes longer than the match's per-decision time budget
forfeits its match; the reason is recorded and the caller's run goes on.

Agents are any objects with ``act`` (:func:`~ginrummy.agents.base.as_agent`
supplies the optional methods).  A plugin agent named ``package.module:Class``
runs in a process of its own (:mod:`ginrummy.agents.sandbox`): its time budget
is enforced from here (the overrunning process is killed), and its process
dying, or breaking the protocol, is a forfeit like an exception.  An agent
object handed to :func:`play_match` runs in this process: the caller trusts
its own code.

Every call of an agent's ``act`` is timed with :func:`time.perf_counter`; the
times are kept in :attr:`MatchOutcome.decision_times` (they never change what
is played, so a seeded match gives the same record whatever the timings).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ginrummy.actions import Action
from ginrummy.agents import Agent, make_agent
from ginrummy.agents.base import (
    AgentFailure,
    OverBudget,
    advice_of,
    agent_seed,
    as_agent,
    captain_decides,
    not_an_action,
)
from ginrummy.agents.sandbox import SandboxAgent, Sandboxes
from ginrummy.driver import MatchDriver
from ginrummy.match import Match, MatchError
from ginrummy.rules import Rules
from ginrummy.state import HandState, IllegalActionError
from ginrummy.view import SeatView, view

__all__ = [
    "MatchOutcome",
    "agent_seed",
    "format_seconds",
    "play_match",
    "play_named_match",
]


@dataclass(slots=True)
class MatchOutcome:
    """A finished match: who won, every hand's final state and the record."""

    match: Match
    winner: int | None
    hands: list[HandState] = field(default_factory=list)
    record: dict[str, Any] = field(default_factory=dict)
    forfeit: dict[str, Any] | None = None
    """``{"player": P, "reason": "..."}`` when a player's agent forfeited the match."""
    decision_times: list[list[float]] = field(default_factory=list)
    """Seconds each call of ``act`` took, in order, one list per player."""


def format_seconds(seconds: float) -> str:
    """A duration for a forfeit reason: ``0.73 s``, or ``4.2 ms`` under a tenth of a second."""
    if seconds >= 0.1:
        return f"{seconds:.2f} s"
    return f"{seconds * 1000:.1f} ms"


def _budget_reason(elapsed: float, budget: float) -> str:
    return f"time budget exceeded: {format_seconds(elapsed)} > {format_seconds(budget)}"


def _failure_reason(exc: Exception) -> str:
    """An agent's exception as a forfeit reason: an AgentFailure's message is the
    whole reason (a plugin's process says what happened, or what it raised)."""
    if isinstance(exc, AgentFailure):
        return str(exc)
    return f"{type(exc).__name__}: {exc}"


def play_match(
    rules: Rules,
    agents: Sequence[object],
    seed: int | None = None,
    names: list[str] | None = None,
    agent_names: list[str] | None = None,
    time_budget: float | None = None,
) -> MatchOutcome:
    """Play one match to its end.

    ``agents`` are indexed by player; any object with ``act(view) -> Action``
    will do (``begin_hand`` / ``end_hand``, ``advise`` / ``act_advised`` and
    ``name`` are optional: :func:`~ginrummy.agents.base.as_agent`).
    ``agent_names`` are the agents' names for the record (default: each
    agent's ``name``).  ``time_budget``: the seconds one call of ``act`` may
    take; an agent that takes longer forfeits the match.  A plugin's
    :class:`~ginrummy.agents.sandbox.SandboxAgent` is stopped when it overruns;
    an agent object running in this process is checked when ``act`` returns (a
    call that never returns is not interrupted).
    """
    if time_budget is not None and not time_budget > 0:
        raise ValueError(f"the time budget must be positive, not {time_budget}")
    players = rules.players
    if names is not None and len(names) != players:
        raise MatchError(f"{players} players need {players} names")
    if len(agents) != players:
        raise ValueError(f"{players} players need {players} agents, got {len(agents)}")
    if agent_names is None:
        agent_names = [str(getattr(a, "name", type(a).__name__)) for a in agents]
    elif len(agent_names) != len(agents):
        raise ValueError(f"{len(agents)} agents need {len(agents)} names, got {len(agent_names)}")
    full: list[Agent] = [as_agent(a) for a in agents]
    for agent in full:
        if isinstance(agent, SandboxAgent):
            agent.time_budget = time_budget  # enforced where the plugin cannot reach
    driver = MatchDriver(rules, seed=seed, names=names, agents=agent_names)
    match = driver.match
    times: list[list[float]] = [[] for _ in agents]
    outcome = MatchOutcome(match, None, decision_times=times)
    begins = [a.begin_hand for a in full]
    ends = [a.end_hand for a in full]
    clock = time.perf_counter
    while not driver.is_over:
        state = driver.deal()
        seats = driver.seats
        for seat in (0, 1):
            reason = _call_hook(begins[seats[seat]], "begin_hand", state, seat)
            if reason is not None:
                return _forfeit(outcome, driver, seats[seat], reason)
        while (turn := driver.turn()) is not None:
            player = turn.player
            seat_view = turn.view
            advisor = turn.advisor
            advice: Action | None = None
            if advisor is not None:
                # R11.3: the player sitting out sees the captain's hand and may advise.
                try:
                    advice = advice_of(full[advisor], seat_view)
                except Exception as exc:
                    return _forfeit(outcome, driver, advisor, f"advise: {_failure_reason(exc)}")
            method = "act" if advice is None else "act_advised"
            try:
                start = clock()
                action = captain_decides(full[player], seat_view, advice)
                elapsed = clock() - start
            except OverBudget as exc:  # a plugin's process stopped at the budget
                times[player].append(exc.elapsed)
                return _forfeit(outcome, driver, player, _budget_reason(exc.elapsed, exc.budget))
            except Exception as exc:  # an agent's bug must not stop the run
                return _forfeit(outcome, driver, player, _failure_reason(exc))
            times[player].append(elapsed)
            if time_budget is not None and elapsed > time_budget:
                return _forfeit(outcome, driver, player, _budget_reason(elapsed, time_budget))
            if not isinstance(action, Action):
                return _forfeit(outcome, driver, player, not_an_action(action, method))
            try:
                driver.play(action)
            except IllegalActionError as exc:
                return _forfeit(outcome, driver, player, f"illegal action: {exc}")
            except Exception as exc:  # a malformed Action the checks cannot read
                return _forfeit(
                    outcome, driver, player, f"illegal action: {type(exc).__name__}: {exc}"
                )
        state = driver.current_state()
        outcome.hands.append(state)
        for seat in (0, 1):
            reason = _call_hook(ends[seats[seat]], "end_hand", state, seat)
            if reason is not None:
                return _forfeit(outcome, driver, seats[seat], reason)
    outcome.winner = driver.winner
    outcome.record = driver.record
    return outcome


def _call_hook(
    hook: Callable[[SeatView], object], name: str, state: HandState, seat: int
) -> str | None:
    """Call an agent's hook; the forfeit reason if it raised."""
    try:
        hook(view(state, seat))
    except Exception as exc:  # an agent's bug must not stop the run
        return f"{name}: {_failure_reason(exc)}"
    return None


def _forfeit(outcome: MatchOutcome, driver: MatchDriver, player: int, reason: str) -> MatchOutcome:
    outcome.winner = driver.forfeit_match(player, reason)
    outcome.forfeit = driver.forfeit
    outcome.record = driver.record
    return outcome


def play_named_match(
    rules: Rules,
    agent_names: list[str],
    seed: int | None = None,
    time_budget: float | None = None,
    sandboxes: Sandboxes | None = None,
) -> MatchOutcome:
    """Play a match between agents given by name; their randomness derives from the seed.

    Plugin agents (``package.module:ClassName``) play in ``sandboxes``' workers
    (one per player), kept for the caller's next match; without a pool, in
    workers started for this match and ended after it.
    """
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 63)
    if sandboxes is None and any(":" in name for name in agent_names):
        with Sandboxes() as pool:
            return play_named_match(rules, agent_names, seed, time_budget, pool)
    agents = [
        make_agent(name, random.Random(agent_seed(seed, i)), sandboxes=sandboxes, player=i)
        for i, name in enumerate(agent_names)
    ]
    return play_match(rules, agents, seed=seed, agent_names=agent_names, time_budget=time_budget)
