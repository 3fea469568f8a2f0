"""How well the expert foresees its knocks: estimated against actual undercuts.

    python benchmarks/knock_calibration.py --opponent gin-only [--deals 40] [--base expert]
        [--set discard_fit=0] [--variant eaai] [--seed 9100] [--workers 2]

Plays ``--deals`` mirrored deals (whole matches) of the level ``--base`` (with
``--set KEY=VALUE`` changes, as in ``tune.py``) against ``--opponent``.  For every
knock the expert makes that its play-outs priced, it keeps the estimate (the
undercut probability and the expected points of knocking) and, when the hand
is over, what happened.  Prints both, overall and by estimated risk: a sampler
that underrates the opponent's hand shows as more undercuts than estimated.
Not a test: a tool for judging the opponent-hand sampler.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from dataclasses import dataclass

from tune import BASES, DealsJob, mirrored_games, over_deals, parse_settings

from ginrummy.actions import Action, Kind
from ginrummy.agents.expert import ExpertAgent, ExpertSettings, _PlayoutValues
from ginrummy.agents.tracker import OpponentModel
from ginrummy.melds import Arrangement
from ginrummy.view import SeatView

_BINS = ((0.0, 0.1), (0.1, 0.2), (0.2, 0.3), (0.3, 1.01))


@dataclass(frozen=True, slots=True)
class Knock:
    """One knock: what the play-outs estimated and what the hand gave."""

    undercut_estimate: float
    points_estimate: float
    undercut: bool
    points: int


class RecordingExpert(ExpertAgent):
    """The expert, keeping the play-outs' estimate of each knock it makes."""

    def __init__(self, rng: random.Random, settings: ExpertSettings, log: list[Knock]) -> None:
        super().__init__(rng, settings)
        self.log = log
        self._estimate: tuple[float, float] | None = None
        self._knocked: tuple[float, float] | None = None

    def _playout_values(
        self,
        view: SeatView,
        model: OpponentModel,
        waits: list[int],
        knock: tuple[int, Arrangement, int] | None = None,
    ) -> _PlayoutValues:
        values = super()._playout_values(view, model, waits, knock)
        if knock is not None:  # a knock was priced (not a discard near one)
            self._estimate = (values.undercut, values.knock_points)
        return values

    def act(self, view: SeatView) -> Action:
        self._estimate = None
        action = super().act(view)
        if action.kind is Kind.KNOCK and self._estimate is not None:
            self._knocked = self._estimate
        return action

    def end_hand(self, view: SeatView) -> None:
        super().end_hand(view)
        result = view.result
        if self._knocked is not None and result is not None:
            won = result.winner == view.seat
            self.log.append(
                Knock(
                    self._knocked[0],
                    self._knocked[1],
                    result.outcome == "undercut",
                    result.points if won else -result.points,
                )
            )
        self._knocked = None


def play_deals(args: DealsJob) -> list[Knock]:
    """Play each deal from both seats; every priced knock of the expert."""
    variant, settings, opponent, seed, deals = args
    log: list[Knock] = []
    for _seat, _outcome in mirrored_games(
        variant, opponent, seed, deals, lambda rng: RecordingExpert(rng, settings, log)
    ):
        pass
    return log


def report(knocks: list[Knock]) -> str:
    """Estimated against actual, overall and by estimated undercut risk."""
    if not knocks:
        return "no priced knocks"
    mean = statistics.fmean
    lines = [
        f"{len(knocks)} priced knocks: undercut"
        f" {mean(k.undercut_estimate for k in knocks):.1%} estimated,"
        f" {mean(k.undercut for k in knocks):.1%} happened; points"
        f" {mean(k.points_estimate for k in knocks):+.1f} estimated,"
        f" {mean(k.points for k in knocks):+.1f} won"
    ]
    for lo, hi in _BINS:
        part = [k for k in knocks if lo <= k.undercut_estimate < hi]
        if part:
            lines.append(
                f"  estimated {lo:.0%}-{min(hi, 1.0):.0%}: {len(part):4d} knocks, undercut"
                f" {mean(k.undercut_estimate for k in part):.1%} estimated,"
                f" {mean(k.undercut for k in part):.1%} happened; points"
                f" {mean(k.points_estimate for k in part):+.1f} estimated,"
                f" {mean(k.points for k in part):+.1f} won"
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--opponent", default="gin-only")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--variant", default="eaai")
    parser.add_argument("--seed", type=int, default=9100)
    parser.add_argument("--base", choices=sorted(set(BASES) - {"medium"}), default="expert")
    parser.add_argument("--set", dest="changes", action="append", default=[])
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    settings = parse_settings(args.base, args.changes)
    knocks = over_deals(
        play_deals, args.variant, settings, args.opponent, args.seed, args.deals, args.workers
    )
    print(f"{args.base} {' '.join(args.changes) or '(as is)'} vs {args.opponent}, {args.variant}")
    print(report(knocks))
    return 0


if __name__ == "__main__":
    sys.exit(main())
