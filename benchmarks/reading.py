"""How well the expert reads its opponent's hand, judged offline against the
true hand: the danger of each discard and the undercut risk of each knock.

    python benchmarks/reading.py --opponent simple --deals 10 [--seed 3] [--base expert]
        [--iterations 6000] [--take-error 0.05] [--beta 2] [--plays-on 0.05] [--workers 2]

Plays ``--deals`` mirrored deals of the level ``--base`` against ``--opponent``
(as ``tune.py`` does), then replays every game record through the rules
engine.  At each of the expert's discard decisions, every discard it weighs
(those within 12 of the least deadwood) is a candidate; its truth is whether
the opponent's actual hand makes a meld with it, read from the replayed state
-- outside the agent API, which never sees it.  The estimates compared, each
from the expert's seat view only:

- ``tracker``: the expert's own (``ExpertAgent.danger`` on the tracker's card
  probabilities);
- ``no evidence``: the same with the tracker's reading of pick-ups, discards
  and declines turned off (what the unseen cards alone give);
- ``posterior`` (unless ``--iterations 0``): the chance under the posterior of
  the opponent's whole hidden history given a model of its play
  (``posterior.py``; ``--take-error``, ``--beta`` and ``--plays-on`` set the model).

The figure is the area under the ROC curve.  Also printed, for scale: the
tracker's estimate blended with a little of the truth, ``(1 - a) x tracker +
a x truth``, to show what area a better estimate would reach.

Then every chance the expert had to knock (not gin): whether the opponent's
true hand, after lay-offs against the melds the expert would lay down, would
have undercut it, against the share of 64 sampled hands that do, from the
expert's developed and fitted samples and from the posterior (``--iterations``
steps, the knock evidence weighed by the styles the expert had learnt by then:
each game's hands are replayed in order through a fresh expert's ``end_hand``).

Not a test: a tool for judging estimators offline before trying them in games.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace

from tune import BASES, mirrored_games, parse_settings

from ginrummy.agents.baseline import makes_meld
from ginrummy.agents.expert import ExpertAgent, ExpertSettings
from ginrummy.agents.playout import turns_played
from ginrummy.agents.posterior import PolicyModel, meld_chances
from ginrummy.agents.tracker import OpponentModel, read_opponent
from ginrummy.driver import replay
from ginrummy.legality import discard_options
from ginrummy.melds import best_layoffs
from ginrummy.state import Phase, deal
from ginrummy.view import SeatView, view

_BLENDS = (0.01, 0.02, 0.03, 0.05)
_STAGES = ((0, 3), (3, 7), (7, 99))


@dataclass(frozen=True, slots=True)
class Candidate:
    """One discard the expert weighed, with each estimate and the truth."""

    draws: int
    """How many cards the opponent had drawn."""
    truth: bool
    estimates: dict[str, float]


@dataclass(frozen=True, slots=True)
class KnockChance:
    """A position where the expert could knock, with the undercut estimates."""

    undercut: bool
    sampled: float
    posterior: float | None


Job = tuple[str, ExpertSettings, str, int, list[int], int, PolicyModel]
_KNOCK_SAMPLES = 64


def analyse(job: Job) -> tuple[list[Candidate], list[KnockChance]]:
    """Play the deals, then score every candidate discard and knock chance of the
    expert's seat."""
    variant, settings, opponent, seed, deals, iterations, model = job
    out: list[Candidate] = []
    knocks: list[KnockChance] = []
    rng = random.Random(seed)
    for player, outcome in mirrored_games(
        variant, opponent, seed, deals, lambda r: ExpertAgent(r, settings)
    ):
        doc = outcome.record
        reader = ExpertAgent(random.Random(rng.random()),
                             replace(settings, posterior_iterations=iterations))
        finals = replay(doc).hands
        for hand_doc, final in zip(doc["hands"], finals, strict=True):
            seat = list(hand_doc["seats"]).index(player)
            state = deal(final.rules, final.dealer, final.deck, final.labels, final.standing)
            for _seat, action in final.history:
                if state.phase is Phase.DISCARD and state.to_act == seat:
                    seat_view = view(state, seat)
                    opponent_hand = state.hands[1 - seat]
                    options = _discard_options(seat_view)
                    tracker = read_opponent(seat_view, True)
                    out.extend(_candidates(seat_view, options, tracker, opponent_hand,
                                           iterations, model, rng))
                    chance = _knock_chance(reader, seat_view, options, tracker, opponent_hand)
                    if chance is not None:
                        knocks.append(chance)
                state = state.apply(action)
            reader.end_hand(view(final, seat))  # what the expert learns of its style
    return out, knocks


def _discard_options(seat_view: SeatView) -> list[tuple[int, int]]:
    """Each legal discard with the deadwood it leaves (as the expert weighs them)."""
    return discard_options(seat_view.situation())


def _knock_chance(
    reader: ExpertAgent, seat_view: SeatView, options: list[tuple[int, int]],
    model: OpponentModel, opponent: int,
) -> KnockChance | None:
    least = min(dw for _c, dw in options)
    if not 0 < least <= seat_view.knock_limit:
        return None
    # The knock the expert would price: its discard and its melds (expert.py).
    card = reader.knock_discard(options, least)
    melds = reader._least_layoff_arrangement(seat_view.hand ^ (1 << card), model, least).melds

    def undercut_share(hands: list[int]) -> float:
        return sum(best_layoffs(o, melds, False).deadwood <= least for o in hands) / len(hands)

    turns = turns_played(seat_view, 1 - seat_view.seat)
    sampled = [o for o, _s in reader._sample_styled_hands(seat_view, model, _KNOCK_SAMPLES, turns)]
    posterior = None
    if reader.settings.posterior_iterations:
        posterior = undercut_share(
            [o for o, _s in reader._posterior_styled_hands(seat_view, _KNOCK_SAMPLES, turns)]
        )
    return KnockChance(best_layoffs(opponent, melds, False).deadwood <= least,
                       undercut_share(sampled), posterior)


def _candidates(
    seat_view: SeatView, options: list[tuple[int, int]], tracker: OpponentModel,
    opponent: int, iterations: int, model: PolicyModel, rng: random.Random,
) -> list[Candidate]:
    hand = seat_view.hand
    least = min(dw for _c, dw in options)
    cards = [c for c, dw in options if dw <= least + 12]
    blind = read_opponent(seat_view, False)
    posterior = meld_chances(seat_view, cards, model, rng, iterations) if iterations else {}
    out = []
    for c in cards:
        rest = hand ^ (1 << c)
        estimates = {
            "tracker": ExpertAgent.danger(c, rest, tracker),
            "no evidence": ExpertAgent.danger(c, rest, blind),
        }
        if iterations:
            estimates["posterior"] = posterior[c]
        out.append(Candidate(tracker.draws, makes_meld(c, opponent), estimates))
    return out


def roc_area(pairs: list[tuple[float, bool]]) -> float:
    """The area under the ROC curve (Mann-Whitney, ties counted half)."""
    pos = sum(1 for _e, t in pairs if t)
    neg = len(pairs) - pos
    if pos == 0 or neg == 0:
        return float("nan")
    ordered = sorted(pairs, key=lambda p: p[0])
    rank_sum = 0.0
    i = 0
    while i < len(ordered):
        j = i
        while j < len(ordered) and ordered[j][0] == ordered[i][0]:
            j += 1
        mid_rank = (i + j + 1) / 2  # ranks i+1..j share their mean
        rank_sum += mid_rank * sum(1 for k in range(i, j) if ordered[k][1])
        i = j
    return (rank_sum - pos * (pos + 1) / 2) / (pos * neg)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--opponent", default="simple")
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--variant", default="eaai")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--base", choices=sorted(BASES), default="expert")
    parser.add_argument("--set", dest="changes", action="append", default=[])
    parser.add_argument("--iterations", type=int, default=6000,
                        help="posterior chain length per position (0: no posterior)")
    parser.add_argument("--take-error", type=float, default=0.05)
    parser.add_argument("--beta", type=float, default=2.0)
    parser.add_argument("--plays-on", type=float, default=0.05)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    if args.deals < 1 or args.workers < 1 or args.iterations < 0:
        parser.error("--deals and --workers must be 1 or more, --iterations 0 or more")
    if 0 < args.iterations < 5:
        parser.error("--iterations must be 0 or at least 5")
    try:
        model = PolicyModel(args.take_error, args.beta, args.plays_on)
    except ValueError as exc:
        parser.error(str(exc))
    settings = parse_settings(args.base, args.changes)
    start = time.perf_counter()
    chunks = [list(range(i, args.deals, args.workers)) for i in range(args.workers)]
    jobs: list[Job] = [
        (args.variant, settings, args.opponent, args.seed, c, args.iterations, model)
        for c in chunks if c
    ]
    with ProcessPoolExecutor(len(jobs)) as pool:
        parts = list(pool.map(analyse, jobs))
    found = [c for cands, _k in parts for c in cands]
    knocks = [k for _c, ks in parts for k in ks]
    names = list(found[0].estimates) if found else []
    meldable = sum(c.truth for c in found)
    print(f"{args.base} vs {args.opponent}, {args.variant}, {args.deals} mirrored deals"
          f" (seed {args.seed}); {time.perf_counter() - start:.0f} s")
    print(f"  {len(found)} candidate discards, {meldable / max(1, len(found)):.1%} meldable"
          " by the opponent")
    for name in names:
        pairs = [(c.estimates[name], c.truth) for c in found]
        pos = [e for e, t in pairs if t]
        neg = [e for e, t in pairs if not t]
        by_stage = []
        for lo, hi in _STAGES:
            area = roc_area([(c.estimates[name], c.truth) for c in found if lo <= c.draws < hi])
            span = f"{lo}+" if hi == 99 else f"{lo}-{hi - 1}"
            by_stage.append(f"after {span} draws {area:.3f}")
        print(f"  {name:12} area {roc_area(pairs):.4f}; mean {sum(pos) / max(1, len(pos)):.3f}"
              f" meldable, {sum(neg) / max(1, len(neg)):.3f} safe; " + ", ".join(by_stage))
    for a in _BLENDS:
        pairs = [((1 - a) * c.estimates["tracker"] + a * c.truth, c.truth) for c in found]
        print(f"  tracker blended with {a:.0%} of the truth: area {roc_area(pairs):.4f}")
    undercuts = sum(k.undercut for k in knocks)
    print(f"  {len(knocks)} chances to knock (not gin); the opponent's hand would undercut"
          f" {undercuts / max(1, len(knocks)):.1%} of them")
    rows = [("developed samples", [k.sampled for k in knocks])]
    if iterations := args.iterations:
        rows.append((f"posterior ({iterations})", [k.posterior or 0.0 for k in knocks]))
    for name, estimates in rows:
        truth = [k.undercut for k in knocks]
        brier = sum((e - t) ** 2 for e, t in zip(estimates, truth, strict=True))
        print(f"  {name:18} mean estimate {sum(estimates) / max(1, len(knocks)):.1%},"
              f" Brier score {brier / max(1, len(knocks)):.4f},"
              f" area {roc_area(list(zip(estimates, truth, strict=True))):.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
