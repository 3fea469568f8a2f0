"""Playing whole matches between agents, with a record of each.

The runner is the only place that hands views to agents and their actions to
the rules engine.  An agent that raises or returns an illegal action forfeits
its match; the reason is recorded and the caller's run goes on.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ginrummy.actions import Action
from ginrummy.agents import Agent, make_agent
from ginrummy.match import Match
from ginrummy.record import RecordWriter
from ginrummy.rules import Rules
from ginrummy.state import HandState, IllegalActionError
from ginrummy.view import view

__all__ = ["MatchOutcome", "agent_seed", "play_match", "play_named_match"]


@dataclass(slots=True)
class MatchOutcome:
    """A finished match: who won, every hand's final state and the record."""

    match: Match
    winner: int | None
    hands: list[HandState] = field(default_factory=list)
    record: dict[str, Any] = field(default_factory=dict)
    forfeit: dict[str, Any] | None = None


def agent_seed(match_seed: int, player: int) -> str:
    """The seed of a player's own random source, derived from the match seed."""
    return f"{match_seed}:agent:{player}"


def _forfeit_winner(match: Match, loser: int) -> int:
    # The other player; with three, the best-placed of the other two.
    others = [p for p in range(match.players) if p != loser]
    return max(others, key=lambda p: (match.game.scores[p], -p))


def play_match(
    rules: Rules,
    agents: list[Agent],
    seed: int | None = None,
    names: list[str] | None = None,
    agent_names: list[str] | None = None,
) -> MatchOutcome:
    """Play one match to its end."""
    match = Match(rules, seed=seed, names=names)
    if len(agents) != match.players:
        raise ValueError(f"{match.players} players need {match.players} agents, got {len(agents)}")
    writer = RecordWriter(match, agent_names or [a.name for a in agents])
    outcome = MatchOutcome(match, None)
    while not match.is_over:
        state = match.deal_hand()
        writer.begin_hand(state)
        seats = match.seat_players
        for seat in (0, 1):
            agents[seats[seat]].begin_hand(view(state, seat))
        while not state.is_over:
            seat = state.to_act
            player = seats[seat]
            try:
                action: Action = agents[player].act(view(state, seat))
                state.check(action)
            except IllegalActionError as exc:
                return _forfeit(outcome, writer, player, f"illegal action: {exc}")
            except Exception as exc:  # an agent's bug must not stop the run
                return _forfeit(outcome, writer, player, f"{type(exc).__name__}: {exc}")
            writer.action(state, action)
            state = state._apply(action)
        booked = match.book(state)
        writer.end_hand(state, booked)
        outcome.hands.append(state)
        for seat in (0, 1):
            agents[seats[seat]].end_hand(view(state, seat))
    writer.finish()
    outcome.winner = match.winner
    outcome.record = writer.doc
    return outcome


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
) -> MatchOutcome:
    """Play a match between agents given by name; their randomness derives from the seed."""
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 63)
    agents = [
        make_agent(name, random.Random(agent_seed(seed, i))) for i, name in enumerate(agent_names)
    ]
    return play_match(rules, agents, seed=seed, agent_names=agent_names)
