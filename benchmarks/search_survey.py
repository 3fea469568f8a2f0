"""Where the search agent overrules the expert, and by how much.

    python benchmarks/search_survey.py --opponent simple [--deals 3] [--samples 400]
        [--variant eaai] [--seed 500] [--workers 2] [--json]

Plays ``--deals`` mirrored deals (whole matches) of ``search`` against
``--opponent``; every draw and discard is searched with exactly ``--samples``
sampled deals (no time limit, so the survey repeats from its seed on any
machine).  Prints how many decisions were searched and overruled, and each
overruled one: the stock left, the expert's choice and the search's (with
the expert's reasons), and the play-outs' gain with its standard error
(match-win chance in a match).  Not a test: a tool for finding which of the
expert's draws and discards the play-outs disagree with.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import asdict, dataclass
from functools import partial

from tune import DealsJob, mirrored_games, over_deals

from ginrummy.actions import Action
from ginrummy.agents.expert import RankedAction
from ginrummy.agents.levels import EXPERT
from ginrummy.agents.search import SearchAgent, SearchSettings
from ginrummy.view import SeatView

# The budget is far beyond what 400 samples take: the sample count ends every
# search, so the survey does not depend on the machine's speed.
_BUDGET = 600.0


@dataclass(frozen=True, slots=True)
class Decision:
    """One searched draw or discard."""

    phase: str
    stock: int
    expert: str
    reason: str
    chosen: str
    chosen_reason: str
    gain: float
    """The chosen action's mean less the expert's choice's (0 when kept)."""
    error: float
    samples: int
    in_match: bool

    @property
    def overruled(self) -> bool:
        return self.chosen != self.expert


class SurveyedSearch(SearchAgent):
    """The search agent, logging each searched decision."""

    def __init__(self, rng: random.Random, samples: int, log: list[Decision]) -> None:
        super().__init__(rng, EXPERT, SearchSettings(budget=_BUDGET, max_samples=samples))
        self.log = log
        self._ranked: list[RankedAction] = []

    def rank(self, view: SeatView) -> list[RankedAction]:
        self._ranked = super().rank(view)
        return self._ranked

    def act(self, view: SeatView) -> Action:
        action = super().act(view)
        ev = self.last
        if ev is not None and self._ranked:
            i = ev.actions.index(action)
            why = next((r.reason for r in self._ranked if r.action == action), "")
            self.log.append(
                Decision(
                    view.phase.name.lower(),
                    view.stock_count,
                    str(ev.actions[0]),
                    self._ranked[0].reason,
                    str(action),
                    why,
                    ev.means[i] - ev.means[0],
                    ev.errors[i],
                    ev.samples,
                    ev.in_match,
                )
            )
        return action


def play_deals(samples: int, job: DealsJob) -> list[Decision]:
    """Play each deal from both seats; every searched decision (the job's
    settings are ignored: the search always stands on the ``expert`` level)."""
    variant, _settings, opponent, seed, deals = job
    log: list[Decision] = []
    for _seat, _outcome in mirrored_games(
        variant, opponent, seed, deals, lambda rng: SurveyedSearch(rng, samples, log)
    ):
        pass
    return log


def report(decisions: list[Decision]) -> str:
    """Counts by phase, then each overruled decision."""
    lines = []
    for phase in ("draw", "discard"):
        part = [d for d in decisions if d.phase == phase]
        over = sum(d.overruled for d in part)
        lines.append(f"{phase}: {len(part)} searched, {over} overruled")
    for d in decisions:
        if d.overruled:
            unit = "match-win chance" if d.in_match else "points"
            lines.append(
                f"  stock {d.stock:2d}: {d.expert} ({d.reason}) -> {d.chosen} ({d.chosen_reason}),"
                f" {d.gain:+.4f} ± {d.error:.4f} {unit}"
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--opponent", default="simple")
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--samples", type=int, default=400)
    parser.add_argument("--variant", default="eaai")
    parser.add_argument("--seed", type=int, default=500)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", action="store_true", help="each decision as JSON")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.samples < 1:
        parser.error("--deals and --samples must be at least 1")
    # A partial of a module-level function pickles, so the workers get the samples.
    decisions = over_deals(
        partial(play_deals, args.samples),
        args.variant,
        EXPERT,
        args.opponent,
        args.seed,
        args.deals,
        args.workers,
    )
    if args.json:
        rows = [asdict(d) | {"overruled": d.overruled} for d in decisions]
        print(json.dumps(rows, indent=1))
    else:
        print(f"search ({args.samples} samples) vs {args.opponent}, {args.variant}")
        print(report(decisions))
    return 0


if __name__ == "__main__":
    sys.exit(main())
