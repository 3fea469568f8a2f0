"""Try the expert's settings against an opponent: a quick duel for tuning.

    python benchmarks/tune.py --opponent simple --deals 500 --variant eaai --seed 7000 \
        [--base hard] [--set danger=3 --set knock_samples=60] [--workers 2]

Plays ``--deals`` deals, each from both seats (mirrored, as the arena does), between
an :class:`~ginrummy.agents.expert.ExpertAgent` with the level ``--base``'s
settings changed by ``--set KEY=VALUE`` and the agent ``--opponent``, and prints
the win rate with its 95% interval, points per hand and the outcome rates of
the tuned side.  Not a test: a tool for deciding what to measure with the arena.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

from ginrummy.agents import make_agent
from ginrummy.agents.base import Agent
from ginrummy.agents.expert import ExpertAgent, ExpertSettings
from ginrummy.agents.levels import EXPERT, HARD, MEDIUM
from ginrummy.arena import deal_seed, wilson_interval
from ginrummy.rules import preset
from ginrummy.runner import MatchOutcome, agent_seed, play_match

T = TypeVar("T")

BASES = {"medium": MEDIUM, "hard": HARD, "expert": EXPERT}


def parse_settings(base: str, changes: list[str]) -> ExpertSettings:
    """The base level's settings with ``KEY=VALUE`` changes (typed by the field)."""
    settings = BASES[base]
    fields = {f.name: f for f in dataclasses.fields(ExpertSettings)}
    updates: dict[str, Any] = {}
    for item in changes:
        key, sep, raw = item.partition("=")
        if not sep or key not in fields:
            raise SystemExit(f"tune: --set {item!r}: give KEY=VALUE, KEY one of {sorted(fields)}")
        kind = type(getattr(settings, key))
        if kind is bool:
            updates[key] = raw.lower() in ("1", "true", "yes", "on")
        else:
            updates[key] = kind(raw)
    return dataclasses.replace(settings, **updates)


DealsJob = tuple[str, ExpertSettings, str, int, list[int]]
"""What a worker plays: variant, settings, opponent, seed and its deal numbers."""


def over_deals(
    play: Callable[[DealsJob], list[T]],
    variant: str,
    settings: ExpertSettings,
    opponent: str,
    seed: int,
    deals: int,
    workers: int,
) -> list[T]:
    """``play`` run over deals 0..deals-1, split among ``workers`` processes;
    the results in worker order (the same for the same arguments)."""
    workers = max(1, workers)
    chunks = [list(range(i, deals, workers)) for i in range(workers)]
    with ProcessPoolExecutor(workers) as pool:
        parts = pool.map(play, [(variant, settings, opponent, seed, c) for c in chunks])
        return [item for part in parts for item in part]


def mirrored_games(
    variant: str,
    opponent: str,
    seed: int,
    deals: list[int],
    make_expert: Callable[[random.Random], Agent],
) -> Iterator[tuple[int, MatchOutcome]]:
    """Each deal played from both seats: the tuned seat and the match, the
    expert made by ``make_expert`` from its seat's seeded random source."""
    rules = preset(variant)
    for deal in deals:
        match_seed = deal_seed(seed, deal)
        for seat in (0, 1):
            agents: list[Agent] = [
                make_agent(opponent, random.Random(agent_seed(match_seed, p))) for p in (0, 1)
            ]
            agents[seat] = make_expert(random.Random(agent_seed(match_seed, seat)))
            yield seat, play_match(rules, agents, match_seed)


def play_deals(args: DealsJob) -> list[dict[str, Any]]:
    """Play each deal from both seats; one summary per game (the tuned agent's view)."""
    variant, settings, opponent, seed, deals = args
    out: list[dict[str, Any]] = []
    for tuned_player, outcome in mirrored_games(
        variant, opponent, seed, deals, lambda rng: ExpertAgent(rng, settings)
    ):
        hands = [h["end"] for h in outcome.record["hands"]]
        out.append(
            {
                "won": outcome.winner == tuned_player,
                "hands": len(hands),
                "points": sum(
                    (1 if e.get("winner") == tuned_player else -1) * int(e.get("points", 0))
                    for e in hands
                    if e.get("winner") is not None
                ),
                "knocks": sum(e.get("knocker") == tuned_player for e in hands),
                "undercut_us": sum(
                    e["outcome"] == "undercut" and e.get("knocker") == tuned_player
                    for e in hands
                ),
                "undercut_them": sum(
                    e["outcome"] == "undercut" and e.get("knocker") == 1 - tuned_player
                    for e in hands
                ),
                "gins": sum(
                    e["outcome"] in ("gin", "big_gin") and e.get("winner") == tuned_player
                    for e in hands
                ),
                "their_knocks": sum(
                    e["outcome"] == "knock" and e.get("winner") == 1 - tuned_player
                    for e in hands
                ),
                "their_gins": sum(
                    e["outcome"] in ("gin", "big_gin") and e.get("winner") == 1 - tuned_player
                    for e in hands
                ),
                "forfeit": outcome.forfeit is not None,
            }
        )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--opponent", default="simple")
    parser.add_argument("--deals", type=int, default=250)
    parser.add_argument("--variant", default="eaai")
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--base", choices=sorted(BASES), default="hard")
    parser.add_argument("--set", dest="changes", action="append", default=[])
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    settings = parse_settings(args.base, args.changes)
    start = time.perf_counter()
    games = over_deals(
        play_deals, args.variant, settings, args.opponent, args.seed, args.deals, args.workers
    )
    n = len(games)
    wins = sum(g["won"] for g in games)
    lo, hi = wilson_interval(wins, n)
    hands = sum(g["hands"] for g in games)
    print(f"{args.base} {' '.join(args.changes) or '(as is)'} vs {args.opponent}, {args.variant}")
    print(
        f"  won {wins}/{n} = {wins / n:.1%} [{lo:.1%}, {hi:.1%}];"
        f" {sum(g['points'] for g in games) / hands:+.2f} points a hand;"
        f" knocks {sum(g['knocks'] for g in games) / hands:.1%},"
        f" undercut {sum(g['undercut_us'] for g in games) / hands:.1%},"
        f" undercuts {sum(g['undercut_them'] for g in games) / hands:.1%},"
        f" gins {sum(g['gins'] for g in games) / hands:.1%} of {hands} hands;"
        f" lost to a knock {sum(g['their_knocks'] for g in games) / hands:.1%},"
        f" to gin {sum(g['their_gins'] for g in games) / hands:.1%};"
        f" forfeits {sum(g['forfeit'] for g in games)}; {time.perf_counter() - start:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
