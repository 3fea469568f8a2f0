"""Playing whole matches between agents, with a record of each.

The runner is the only place that hands views to agents and their actions to
the rules engine.  An agent that raises (in ``act`` or in a ``begin_hand`` /
``end_hand`` hook), returns something that is not a legal action, or takes
longer than the match's per-decision time budget forfeits its match; the
reason is recorded and the caller's run goes on.

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
from ginrummy.match import Match
from ginrummy.record import RecordWriter
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


def agent_seed(match_seed: int, player: int) -> str:
    """The seed of a player's own random source, derived from the match seed."""
    return f"{match_seed}:agent:{player}"


def format_seconds(seconds: float) -> str:
    """A duration for a forfeit reason: ``0.73 s``, or ``4.2 ms`` under a tenth of a second."""
    if seconds >= 0.1:
        return f"{seconds:.2f} s"
    return f"{seconds * 1000:.1f} ms"


def _forfeit_winner(match: Match, loser: int) -> int:
    # The other player; with three, the best-placed of the other two.
    others = [p for p in range(match.players) if p != loser]
    return max(others, key=lambda p: (match.game.scores[p], -p))


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
    match = Match(rules, seed=seed, names=names)
    if len(agents) != match.players:
        raise ValueError(f"{match.players} players need {match.players} agents, got {len(agents)}")
    if agent_names is None:
        agent_names = [str(getattr(a, "name", type(a).__name__)) for a in agents]
    elif len(agent_names) != len(agents):
        raise ValueError(f"{len(agents)} agents need {len(agents)} names, got {len(agent_names)}")
    writer = RecordWriter(match, agent_names)
    times: list[list[float]] = [[] for _ in agents]
    outcome = MatchOutcome(match, None, decision_times=times)
    acts: list[Callable[[SeatView], Action]] = [a.act for a in agents]
    begins = [getattr(a, "begin_hand", None) for a in agents]
    ends = [getattr(a, "end_hand", None) for a in agents]
    # Three-player advice (R11.3), used only by agents that implement it.
    advises = [getattr(a, "advise", None) if match.roles is not None else None for a in agents]
    advised = [getattr(a, "act_advised", None) for a in agents]
    clock = time.perf_counter
    while not match.is_over:
        state = match.deal_hand()
        writer.begin_hand(state)
        seats = match.seat_players
        for seat in (0, 1):
            reason = _call_hook(begins[seats[seat]], "begin_hand", state, seat)
            if reason is not None:
                return _forfeit(outcome, writer, seats[seat], reason)
        while not state.is_over:
            seat = state.to_act
            player = seats[seat]
            seat_view = view(state, seat)
            advisor = match.roles.out if match.roles is not None and seat == 1 else -1
            advice: Action | None = None
            if advisor >= 0 and advises[advisor] is not None:
                # R11.3: the player sitting out sees the captain's hand and may advise.
                try:
                    advice = advises[advisor](seat_view)  # type: ignore[misc]
                except Exception as exc:
                    reason = f"advise: {type(exc).__name__}: {exc}"
                    return _forfeit(outcome, writer, advisor, reason)
            try:
                start = clock()
                if advice is not None and advised[player] is not None:
                    action = advised[player](seat_view, advice)  # type: ignore[misc]
                else:
                    action = acts[player](seat_view)
                elapsed = clock() - start
            except Exception as exc:  # an agent's bug must not stop the run
                return _forfeit(outcome, writer, player, f"{type(exc).__name__}: {exc}")
            times[player].append(elapsed)
            if time_budget is not None and elapsed > time_budget:
                return _forfeit(
                    outcome,
                    writer,
                    player,
                    "time budget exceeded:"
                    f" {format_seconds(elapsed)} > {format_seconds(time_budget)}",
                )
            if not isinstance(action, Action):
                return _forfeit(outcome, writer, player, _not_an_action(action))
            try:
                after = state.apply(action)
            except IllegalActionError as exc:
                return _forfeit(outcome, writer, player, f"illegal action: {exc}")
            except Exception as exc:  # a malformed Action the checks cannot read
                return _forfeit(
                    outcome, writer, player, f"illegal action: {type(exc).__name__}: {exc}"
                )
            writer.action(state, action)
            state = after
        booked = match.book(state)
        writer.end_hand(state, booked)
        outcome.hands.append(state)
        for seat in (0, 1):
            reason = _call_hook(ends[seats[seat]], "end_hand", state, seat)
            if reason is not None:
                return _forfeit(outcome, writer, seats[seat], reason)
    writer.finish()
    outcome.winner = match.winner
    outcome.record = writer.doc
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


def _forfeit(outcome: MatchOutcome, writer: RecordWriter, player: int, reason: str) -> MatchOutcome:
    match = outcome.match
    forfeit = {"player": player, "reason": reason}
    winner = _forfeit_winner(match, player)
    writer.abandon_hand(forfeit)
    writer.finish(forfeit=forfeit, winner=winner)
    outcome.forfeit = forfeit
    outcome.winner = winner
    outcome.record = writer.doc
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
