"""Playing whole matches between agents, with a record of each.

The runner is the match driver (:class:`~ginrummy.driver.MatchDriver`) with
agents deciding, plus time budgets and forfeits: an agent that raises (in
``act`` or in a ``begin_hand`` / ``end_hand`` hook), returns something that is
not a legal action, or takes longer than the match's per-decision time budget
forfeits its match; the reason is recorded and the caller's run goes on.

Every call of an agent's ``act`` is timed with :func:`time.perf_counter`; the
times are kept in :attr:`MatchOutcome.decision_times` (they never change what
is played, so a seeded match gives the same record whatever the timings).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ginrummy.actions import Action
from ginrummy.agents import Agent, make_agent
from ginrummy.agents.base import agent_seed
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


def _not_an_action(value: object) -> str:
    text = repr(value)
    if len(text) > 60:
        text = text[:57] + "..."
    return f"illegal action: act() returned {text}, not an Action"


def play_match(
    rules: Rules,
    agents: list[Agent],
    seed: int | None = None,
    names: list[str] | None = None,
    agent_names: list[str] | None = None,
    time_budget: float | None = None,
) -> MatchOutcome:
    """Play one match to its end.

    ``agents`` are indexed by player; any object with ``act(view) -> Action``
    will do (``begin_hand`` / ``end_hand`` and ``name`` are optional).
    ``agent_names`` are the agents' names for the record (default: each
    agent's ``name``).  ``time_budget``: the seconds one call of ``act`` may
    take; an agent that takes longer forfeits the match (checked when ``act``
    returns: a call that never returns is not interrupted).
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
    driver = MatchDriver(rules, seed=seed, names=names, agents=agent_names)
    match = driver.match
    times: list[list[float]] = [[] for _ in agents]
    outcome = MatchOutcome(match, None, decision_times=times)
    acts: list[Callable[[SeatView], Action]] = [a.act for a in agents]
    begins = [getattr(a, "begin_hand", None) for a in agents]
    ends = [getattr(a, "end_hand", None) for a in agents]
    # Three-player advice (R11.3), used only by agents that implement it.
    advises = [getattr(a, "advise", None) if match.roles is not None else None for a in agents]
    advised = [getattr(a, "act_advised", None) for a in agents]
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
            if advisor is not None and advises[advisor] is not None:
                # R11.3: the player sitting out sees the captain's hand and may advise.
                try:
                    advice = advises[advisor](seat_view)  # type: ignore[misc]
                except Exception as exc:
                    reason = f"advise: {type(exc).__name__}: {exc}"
                    return _forfeit(outcome, driver, advisor, reason)
            try:
                start = clock()
                if advice is not None and advised[player] is not None:
                    action = advised[player](seat_view, advice)  # type: ignore[misc]
                else:
                    action = acts[player](seat_view)
                elapsed = clock() - start
            except Exception as exc:  # an agent's bug must not stop the run
                return _forfeit(outcome, driver, player, f"{type(exc).__name__}: {exc}")
            times[player].append(elapsed)
            if time_budget is not None and elapsed > time_budget:
                return _forfeit(
                    outcome,
                    driver,
                    player,
                    "time budget exceeded:"
                    f" {format_seconds(elapsed)} > {format_seconds(time_budget)}",
                )
            if not isinstance(action, Action):
                return _forfeit(outcome, driver, player, _not_an_action(action))
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
    hook: Callable[[SeatView], object] | None, name: str, state: HandState, seat: int
) -> str | None:
    """Call an agent's optional hook; the forfeit reason if it raised."""
    if hook is None:
        return None
    try:
        hook(view(state, seat))
    except Exception as exc:  # an agent's bug must not stop the run
        return f"{name}: {type(exc).__name__}: {exc}"
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
) -> MatchOutcome:
    """Play a match between agents given by name; their randomness derives from the seed."""
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 63)
    agents = [
        make_agent(name, random.Random(agent_seed(seed, i))) for i, name in enumerate(agent_names)
    ]
    return play_match(rules, agents, seed=seed, agent_names=agent_names, time_budget=time_budget)
