"""How many sampled deals the ``search`` agent evaluates per second.

    python benchmarks/search_speed.py [--budget SECONDS] [--rules PRESET] [--seed N]

Plays one seeded match of ``search`` (at ``--budget`` seconds per decision)
against ``simple`` and times every evaluation of the search, draws and discards
apart: a sample is one sampled deal on which every candidate is played out once
per knocking style of the seat (three), so a discard sample (three candidates)
is nine play-outs and a draw sample (two) six.  The time is the evaluation's
own: sampling opponent hands and the play-outs, not the expert's ranking.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence

from ginrummy.actions import Action, Kind
from ginrummy.agents import make_agent
from ginrummy.agents.search import Evaluation, SearchAgent, SearchSettings
from ginrummy.rules import preset
from ginrummy.runner import play_match
from ginrummy.view import SeatView

_STYLES = 3  # the seat's knocking styles, each played out per candidate


class TimedSearch(SearchAgent):
    """The search agent, keeping (samples, play-outs, seconds, decisions) by phase."""

    def __init__(self, rng: random.Random, search: SearchSettings) -> None:
        super().__init__(rng, search=search)
        self.totals: dict[str, list[float]] = {"draw": [0, 0, 0.0, 0], "discard": [0, 0, 0.0, 0]}

    def evaluate(
        self, v: SeatView, options: Sequence[Action], deadline: float | None = None
    ) -> Evaluation:
        start = time.perf_counter()
        ev = super().evaluate(v, options, deadline)
        spent = time.perf_counter() - start
        key = "discard" if options[0].kind is Kind.DISCARD else "draw"
        t = self.totals[key]
        t[0] += ev.samples
        t[1] += ev.samples * len(options) * _STYLES
        t[2] += spent
        t[3] += 1
        return ev


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--budget", type=float, default=0.2)
    parser.add_argument("--rules", default="eaai")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    settings = SearchSettings(budget=args.budget, max_samples=10**9)
    agent = TimedSearch(random.Random(args.seed), settings)
    opponent = make_agent("simple", random.Random(args.seed + 1))
    start = time.perf_counter()
    play_match(preset(args.rules), [agent, opponent], seed=args.seed)
    print(f"{args.rules}, budget {args.budget:g} s: match in {time.perf_counter() - start:.1f} s")
    for key, (samples, playouts, seconds, decisions) in agent.totals.items():
        if decisions:
            print(
                f"  {key}: {int(decisions)} decisions, {int(samples)} samples in {seconds:.2f} s:"
                f" {samples / seconds:.0f} samples/s, {playouts / seconds:.0f} play-outs/s"
            )


if __name__ == "__main__":
    main()
