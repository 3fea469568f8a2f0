"""Counting arena games: per agent and overall, from any subset of the games."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ginrummy.arena.games import GameResult
from ginrummy.arena.stats import time_stats, wilson_interval

__all__ = ["OUTCOMES", "WON_BY", "Tally"]

#: How a hand ends; the ``*_rate`` keys are fractions of all hands and add up to 1.
OUTCOMES = ("knock", "gin", "big_gin", "undercut", "draw")
#: The outcomes that have a winner.
WON_BY = ("knock", "gin", "big_gin", "undercut")


def _r(x: float) -> float:
    return round(x, 6)


@dataclass(slots=True)
class _Agent:
    games: int = 0
    wins: int = 0
    hands: int = 0
    hands_won: int = 0
    points: int = 0
    knocked: int = 0
    won_by: dict[str, int] = field(default_factory=lambda: dict.fromkeys(WON_BY, 0))
    forfeits: int = 0
    times: list[float] = field(default_factory=list)


class Tally:
    """Totals over games, for the agents ``agents`` (arena indices), in that order.

    Each agent's figures count only the games it played in (all of them in a
    pair or a three-player run); the outcome rates count every hand added.
    """

    def __init__(self, agents: Sequence[int], names: Sequence[str]) -> None:
        self.agents = list(agents)
        self.names = list(names)
        self._slot = {a: i for i, a in enumerate(self.agents)}
        self.per = [_Agent() for _ in self.agents]
        self.games = 0
        self.hands = 0
        self.outcomes = dict.fromkeys(OUTCOMES, 0)
        self.forfeits: list[dict[str, Any]] = []

    def add_all(self, results: Iterable[GameResult]) -> Tally:
        """Add games in order; returns ``self``."""
        for result in results:
            self.add(result)
        return self

    def add(self, result: GameResult) -> None:
        """Count one game."""
        seats = result.spec.agents
        self.games += 1
        self.hands += len(result.hands)
        slots = [self._slot.get(a) for a in seats]
        for slot in slots:
            if slot is not None:
                self.per[slot].games += 1
                self.per[slot].hands += len(result.hands)
        winner = result.winner
        if winner is not None and slots[winner] is not None:
            self.per[slots[winner]].wins += 1  # type: ignore[index]
        for hand in result.hands:
            self.outcomes[hand.outcome] += 1
            if hand.knocker is not None and (k := slots[hand.knocker]) is not None:
                self.per[k].knocked += 1
            if hand.winner is not None and (w := slots[hand.winner]) is not None:
                agent = self.per[w]
                agent.hands_won += 1
                agent.points += hand.points
                agent.won_by[hand.outcome] += 1
        for player, times in enumerate(result.decision_times):
            slot = slots[player]
            if slot is not None:
                self.per[slot].times.extend(times)
        if result.forfeit is not None:
            player = int(result.forfeit["player"])
            slot = slots[player]
            if slot is not None:
                self.per[slot].forfeits += 1
            self.forfeits.append(
                {
                    "game": result.spec.index + 1,
                    "seed": result.spec.seed,
                    "agent": self.names[seats[player]],
                    "player": player,
                    "reason": result.forfeit["reason"],
                }
            )

    # ---------------------------------------------------------------- figures

    def win_rate(self, slot: int) -> float:
        """Games won by the agent in ``slot`` over the games it played."""
        agent = self.per[slot]
        return agent.wins / agent.games if agent.games else 0.0

    def win_rate_ci(self, slot: int) -> tuple[float, float]:
        """The 95% Wilson interval of :meth:`win_rate`."""
        agent = self.per[slot]
        return wilson_interval(agent.wins, agent.games)

    def to_json(self, timings: bool = True) -> dict[str, Any]:
        """Figures of these games, lists in the order of ``agents``.

        ``win_rate`` and ``win_rate_ci`` are the first agent's; ``win_rates``
        and ``win_rate_cis`` every agent's.
        """
        hands = self.hands or 1
        per = self.per
        cis = [self.win_rate_ci(i) for i in range(len(per))]
        out: dict[str, Any] = {
            "players": [self.names[a] for a in self.agents],
            "games": self.games,
            "games_played": [a.games for a in per],
            "wins": [a.wins for a in per],
            "win_rate": _r(self.win_rate(0)),
            "win_rate_ci": [_r(cis[0][0]), _r(cis[0][1])],
            "win_rates": [_r(self.win_rate(i)) for i in range(len(per))],
            "win_rate_cis": [[_r(lo), _r(hi)] for lo, hi in cis],
            "hands": self.hands,
            "hands_per_game": _r(self.hands / self.games) if self.games else 0.0,
            "hands_won": [a.hands_won for a in per],
            "points": [a.points for a in per],
            "points_per_hand": [_r(a.points / a.hands) if a.hands else 0.0 for a in per],
        }
        for name in OUTCOMES:
            out[f"{name}_rate"] = _r(self.outcomes[name] / hands)
        out["knocked"] = [_r(a.knocked / a.hands) if a.hands else 0.0 for a in per]
        out["won_by"] = {
            name: [_r(a.won_by[name] / a.hands) if a.hands else 0.0 for a in per]
            for name in WON_BY
        }
        out["forfeit_count"] = [a.forfeits for a in per]
        out["forfeits"] = list(self.forfeits)
        if timings:
            out["decision_ms"] = [time_stats(a.times) for a in per]
        return out
