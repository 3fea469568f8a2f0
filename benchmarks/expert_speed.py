"""Time the expert's decisions, and fingerprint the games it plays.

    python benchmarks/expert_speed.py [--level expert] [--opponent simple] \
        [--deals 2] [--seed 9000] [--variant eaai]

Plays ``--deals`` deals from both seats (as ``tune.py`` and the arena's
``--mirrored`` do) between a difficulty level and an opponent, in this process,
and prints the level's time per decision (mean, p99, longest; the ranking of
draws and discards, the knock's play-outs and the posterior's chain
included) and a SHA-256 over the records.  An optimisation must leave the
digest as it was: the same digest at two commits means the same games, so the
time is the only thing that changed.  Run the two commits one after the other
on an idle machine; the figures are noisy beside other work.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import time

from tune import BASES, mirrored_games

from ginrummy.actions import Action
from ginrummy.agents.base import Agent
from ginrummy.agents.expert import ExpertAgent
from ginrummy.view import SeatView


class TimedExpert(ExpertAgent):
    """The expert, keeping the time of every decision."""

    def __init__(self, rng: random.Random, times: list[float], level: str) -> None:
        super().__init__(rng, BASES[level])
        self.times = times

    def act(self, view: SeatView) -> Action:
        start = time.perf_counter()
        action = super().act(view)
        self.times.append(time.perf_counter() - start)
        return action


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--level", choices=sorted(BASES), default="expert")
    parser.add_argument("--opponent", default="simple", help="any agent name (default simple)")
    parser.add_argument("--deals", type=int, default=2, help="deals, each played from both seats")
    parser.add_argument("--seed", type=int, default=9000)
    parser.add_argument("--variant", default="eaai")
    args = parser.parse_args(argv)
    if args.deals < 1:
        parser.error("--deals must be 1 or more")
    times: list[float] = []
    digest = hashlib.sha256()

    def make(rng: random.Random) -> Agent:
        return TimedExpert(rng, times, args.level)

    start = time.perf_counter()
    games = 0
    for _seat, outcome in mirrored_games(
        args.variant, args.opponent, args.seed, list(range(args.deals)), make
    ):
        digest.update(json.dumps(outcome.record, sort_keys=True).encode())
        games += 1
    wall = time.perf_counter() - start
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
    print(
        f"{args.level} against {args.opponent}, {args.variant}, {games} games, seed {args.seed}:"
        f" {len(times)} decisions, mean {1000 * sum(times) / len(times):.2f} ms,"
        f" p99 {1000 * p99:.1f} ms, longest {1000 * ordered[-1]:.1f} ms; {wall:.1f} s in all"
    )
    print(f"records sha256 {digest.hexdigest()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
