"""Benchmarks: the meld solver and whole hands of simple against simple.

    python benchmarks/bench.py [--quick] [--json]

Measures, on one core:

* least deadwood of 10-card hands (:func:`ginrummy.melds.deadwood`) and of
  11-card hands after the best discard
  (:func:`ginrummy.melds.deadwood_after_discard`), in microseconds per hand,
  over the same pre-generated seeded random hands for every engine;
* hands per second of two :class:`~ginrummy.agents.SimpleAgent` playing whole
  matches under the standard rules through the real engine path (deal, views,
  legality check, apply, scoring, match booking): once through
  :func:`ginrummy.runner.play_match`, which also writes the game record, and
  once through the match driver as the runner drives it, without the record;
* hands per second of the batch simulator (:func:`ginrummy.batch.simulate`,
  the ``rl`` extra), simple against simple under the standard rules, many hands
  per call, on one core (its compiled loop is single-threaded): the same hands,
  hand by hand, as the scalar engine plays them (tests/test_batch.py);
* steps per second of the research environments (the ``rl`` extra), the
  PettingZoo AEC one and the Gymnasium one, whole one-hand episodes of random
  legal moves with an observation built at each step, and the vectorized
  Gymnasium environment (numba) with :data:`VECTOR_SIZES` sub-environments,
  against RLCard's ``gin-rummy`` environment played the same way
  (``benchmarks/env_speed.py`` says exactly what each counts), and the text
  interface's cost per move (the view as text, and a reply read back).

When OpenSpiel and RLCard are importable (the ``bench`` extra: ``./run bench``
sets up ``.venv-bench`` with it; ``benchmarks/REFERENCE-SETUP.md``), the same
figures are measured for them in the same run, on the same hands, and the ratios
printed.
Every timing is the best of a few repeats of a loop timed with
``time.perf_counter``, but the research interfaces': theirs are the median of
repeats interleaved with RLCard's (the range printed too), so that others' work on
a shared machine weighs on both sides alike.  Timings are printed, never asserted:
no test depends on them.  The targets of the issue are printed next to the figures.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, TypeVar

import env_speed
import reference_engines as ref
from env_speed import EpisodeRun, Spread, spread

from ginrummy import melds
from ginrummy.agents import Agent, SimpleAgent
from ginrummy.cards import CARD_NAMES, mask_of
from ginrummy.driver import MatchDriver
from ginrummy.rules import Rules, preset
from ginrummy.runner import agent_seed, play_match
from ginrummy.view import view

_H = TypeVar("_H")

#: The issue's figure for OpenSpiel's C++ ``min_deadwood`` on 10 cards, in µs.
TARGET_OPENSPIEL_US = 1.1
#: Ours must be at least this many times faster than RLCard's meld search.
TARGET_RLCARD_FACTOR = 20.0
#: Simple-against-simple hands per second on one core.
TARGET_HANDS_PER_SECOND = 1000.0
#: The batch simulator must play at least this many times OpenSpiel's hands per second.
TARGET_BATCH_FACTOR = 100.0
#: OpenSpiel's simple-against-simple hands per second as the issue measured them (issue
#: 48), the bar when OpenSpiel is not installed for this run.
ISSUE_OPENSPIEL_HANDS_PER_SECOND = 477.0
#: The environments must step at least this many times as fast as RLCard's (issue 48).
TARGET_ENV_FACTOR = 5.0
#: The vectorized environment's numbers of sub-environments measured (one shows the cost
#: of a call alone).
VECTOR_SIZES = (1, 16, 64, 256)
#: The most calls of its step a repeat (with one sub-environment, a call is a step).
VECTOR_CALLS = 20_000

HAND_SEED = 2024
MATCH_SEED = 1


@dataclass(frozen=True, slots=True)
class Sizes:
    """How much work each measurement does."""

    hands: int
    """Random hands for our solver and OpenSpiel's."""
    rlcard_hands_10: int
    """RLCard is slow: it is timed on the first hands only."""
    rlcard_hands_11: int
    play_hands: int
    """Simple-against-simple hands per measurement of ours."""
    openspiel_play_hands: int
    rlcard_play_hands: int
    repeats: int
    play_repeats: int
    batch_hands: int
    """Hands per call of the batch simulator."""
    env_hands: int
    """One-hand episodes per repeat of each environment (and of RLCard's)."""
    env_repeats: int
    """Repeats of the environments' runs, interleaved; the median is reported."""
    vector_steps: int
    """Steps (summed over the sub-environments) per repeat of each vectorized size."""


# The machine this runs on may be shared: the best of several repeats is the
# figure least disturbed by other work.
FULL = Sizes(100_000, 20_000, 1_000, 1_500, 1_000, 200, 7, 5, 200_000, 150, 5, 200_000)
QUICK = Sizes(10_000, 2_000, 200, 300, 200, 60, 7, 2, 20_000, 20, 3, 20_000)


@dataclass(slots=True)
class DeadwoodFigures:
    """Microseconds per hand for one hand size; None where an engine is missing."""

    cards: int
    hands: int
    ours_us: float
    openspiel_us: float | None = None
    rlcard_us: float | None = None
    rlcard_hands: int = 0
    openspiel_disagreements: int | None = None
    rlcard_disagreements: int | None = None


@dataclass(slots=True)
class PlayFigures:
    """Simple-against-simple hands per second."""

    rules: str
    ours_with_records: float
    ours_without_records: float
    hands: int
    openspiel: float | None = None
    openspiel_hands: int = 0
    rlcard: float | None = None
    rlcard_hands: int = 0


@dataclass(slots=True)
class BatchFigures:
    """The batch simulator's simple-against-simple hands per second."""

    rules: str
    hands: int
    """Hands per call."""
    hands_per_second: float | None
    """Best over the repeats; None when the rl extra is missing."""
    first_call_seconds: float | None = None
    """The first call of the process (10 hands): loading the compiled code from the
    disk cache, or compiling it when there is none."""
    missing: str | None = None
    """Why it was not measured."""


@dataclass(slots=True)
class EnvRates:
    """One environment's rates over the repeats: the median and the range."""

    steps_per_second: Spread
    moves_per_second: Spread
    hands_per_second: Spread
    steps_per_hand: float
    moves_per_hand: float


@dataclass(slots=True)
class VectorRates:
    """The vectorized environment's rates with ``num_envs`` sub-environments, over the
    repeats: the median and the range."""

    num_envs: int
    calls: int
    """Calls of ``step`` a repeat."""
    steps_per_second: Spread
    """Gymnasium's steps: ``num_envs`` a call."""
    decisions_per_second: Spread
    """The learner's decisions: the steps but the autoresets."""
    moves_per_second: Spread
    """Decisions of both players."""


@dataclass(slots=True)
class EnvFigures:
    """The research environments against RLCard's, random legal moves, one-hand
    episodes (benchmarks/env_speed.py: what each counts)."""

    rules: str
    hands: int
    """Episodes per repeat, for each."""
    repeats: int
    aec: EnvRates | None = None
    gym: EnvRates | None = None
    rlcard: EnvRates | None = None
    missing: str | None = None
    """Why ours were not measured (the rl extra missing)."""
    vector: list[VectorRates] = field(default_factory=list)
    vector_missing: str | None = None
    """Why the vectorized environment was not measured (numba missing)."""


@dataclass(slots=True)
class TextFigures:
    """The text interface's cost per move (medians over the repeats, µs)."""

    hands: int
    moves: int
    """Moves per repeat."""
    render_us: Spread
    parse_us: Spread
    step_us: Spread
    per_move_us: Spread
    """Render and parse: the interface's own part of a move."""


@dataclass(slots=True)
class Report:
    """Everything measured, as printed and as ``--json`` writes it."""

    python: str
    machine: str
    repeats: int
    hand_seed: int
    deadwood: list[DeadwoodFigures] = field(default_factory=list)
    play: PlayFigures | None = None
    batch: BatchFigures | None = None
    envs: EnvFigures | None = None
    text: TextFigures | None = None
    load_average: tuple[float, float, float] | None = None
    """The machine's load average (1, 5, 15 minutes) when the run ended: others' work
    on a shared machine slows every figure."""
    targets: dict[str, dict[str, Any]] = field(default_factory=dict)


# ----------------------------------------------------------------------------- timing


def random_hands(count: int, size: int, seed: int) -> list[list[str]]:
    """``count`` random hands of ``size`` distinct cards, as card names."""
    rng = random.Random(seed)
    return [[CARD_NAMES[c] for c in rng.sample(range(52), size)] for _ in range(count)]


def best_us_per_call(fn: Callable[[_H], int], hands: Sequence[_H], repeats: int) -> float:
    """Best over ``repeats`` of the mean µs per ``fn(hand)``, loop included.

    The loop is the same plain ``for`` for every engine, so its overhead (some
    tens of nanoseconds per call) is in every figure alike.
    """
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        for hand in hands:
            fn(hand)
        best = min(best, time.perf_counter() - start)
    return best / len(hands) * 1e6


def _disagreements(ours: Callable[[int], int], masks: Sequence[int],
                   theirs: Callable[[object], int], native: Sequence[object]) -> int:
    return sum(ours(m) != theirs(n) for m, n in zip(masks, native, strict=False))


def measure_deadwood(cards: int, sizes: Sizes) -> DeadwoodFigures:
    """Least deadwood of ``cards``-card hands: ours, OpenSpiel's and RLCard's."""
    names = random_hands(sizes.hands, cards, HAND_SEED + cards)
    masks = [mask_of(CARD_NAMES.index(c) for c in hand) for hand in names]
    ours: Callable[[int], int] = melds.deadwood if cards == 10 else melds.deadwood_after_discard
    figures = DeadwoodFigures(cards, len(masks), best_us_per_call(ours, masks, sizes.repeats))

    openspiel = ref.openspiel_min_deadwood_raw()
    if openspiel is not None:
        native = [ref.openspiel_convert(h) for h in names]
        figures.openspiel_us = best_us_per_call(openspiel, native, sizes.repeats)
        figures.openspiel_disagreements = _disagreements(ours, masks, openspiel, native)

    rlcard = ref.rlcard_min_deadwood_raw()
    if rlcard is not None:
        count = sizes.rlcard_hands_10 if cards == 10 else sizes.rlcard_hands_11
        native = [ref.rlcard_convert(h) for h in names[:count]]
        figures.rlcard_hands = count
        figures.rlcard_us = best_us_per_call(rlcard, native, sizes.repeats)
        figures.rlcard_disagreements = _disagreements(ours, masks[:count], rlcard, native)
    return figures


# ----------------------------------------------------------------------------- hands


def simple_agents(players: int, seed: int) -> list[Agent]:
    """Simple agents seeded as :func:`ginrummy.runner.play_named_match` seeds them."""
    return [SimpleAgent(random.Random(agent_seed(seed, i))) for i in range(players)]


def play_match_without_record(rules: Rules, agents: list[Agent], seed: int) -> int:
    """The runner's loop minus the record; returns hands played.

    Every step the runner takes for the game itself is here, through the match
    driver as the runner drives it (``record=False``): deal, a turn and its view
    per decision, the agent, the legality check, apply, booking the hand, and
    the views of the hand's start and end.  Only the record and the forfeit
    handling (simple agents never forfeit) are left out.
    """
    driver = MatchDriver(rules, seed=seed, record=False)
    while not driver.is_over:
        state = driver.deal()
        seats = driver.seats
        for seat in (0, 1):
            agents[seats[seat]].begin_hand(view(state, seat))
        while (turn := driver.turn()) is not None:
            driver.play(agents[turn.player].act(turn.view))  # checked, then applied
        state = driver.current_state()
        for seat in (0, 1):
            agents[seats[seat]].end_hand(view(state, seat))
    return driver.match.hand_number


def play_match_with_record(rules: Rules, agents: list[Agent], seed: int) -> int:
    """:func:`ginrummy.runner.play_match` itself; returns hands played."""
    outcome = play_match(rules, agents, seed=seed)
    hands: list[Any] = outcome.record["hands"]
    return len(hands)


def best_hands_per_second(
    play: Callable[[Rules, list[Agent], int], int], rules: Rules, min_hands: int, repeats: int
) -> tuple[float, int]:
    """Best hands/s over ``repeats`` of seeded matches until ``min_hands`` hands are played.

    Every repeat plays the same matches (seeds ``MATCH_SEED``, ``MATCH_SEED + 1``...).
    """
    best = 0.0
    played = 0
    for _ in range(repeats):
        played = 0
        seed = MATCH_SEED
        start = time.perf_counter()
        while played < min_hands:
            played += play(rules, simple_agents(rules.players, seed), seed)
            seed += 1
        best = max(best, played / (time.perf_counter() - start))
    return best, played


def measure_play(sizes: Sizes) -> PlayFigures:
    """Simple against simple under the standard rules: ours, OpenSpiel's and RLCard's."""
    rules = preset("standard")
    with_records, hands = best_hands_per_second(
        play_match_with_record, rules, sizes.play_hands, sizes.play_repeats
    )
    without_records, _ = best_hands_per_second(
        play_match_without_record, rules, sizes.play_hands, sizes.play_repeats
    )
    figures = PlayFigures("standard", with_records, without_records, hands)
    for _ in range(sizes.play_repeats):
        hps = ref.openspiel_simple_hands_per_second(sizes.openspiel_play_hands, MATCH_SEED)
        if hps is None:
            break
        figures.openspiel = max(figures.openspiel or 0.0, hps)
        figures.openspiel_hands = sizes.openspiel_play_hands
    for _ in range(sizes.play_repeats):
        hps = ref.rlcard_simple_hands_per_second(sizes.rlcard_play_hands, MATCH_SEED)
        if hps is None:
            break
        figures.rlcard = max(figures.rlcard or 0.0, hps)
        figures.rlcard_hands = sizes.rlcard_play_hands
    return figures


def measure_batch(sizes: Sizes, seed: int = MATCH_SEED) -> BatchFigures:
    """The batch simulator, simple against simple under the standard rules: the best
    hands per second over ``sizes.play_repeats`` calls of ``sizes.batch_hands`` hands
    (each call a new seed, so new hands), after a first call that loads or compiles
    the code."""
    start = time.perf_counter()
    try:
        from ginrummy import batch
        batch.simulate(10, seed=seed)  # says so when numba is missing
    except ImportError as error:
        return BatchFigures("standard", sizes.batch_hands, None, missing=str(error))
    first = time.perf_counter() - start
    best = 0.0
    for repeat in range(sizes.play_repeats):
        start = time.perf_counter()
        result = batch.simulate(sizes.batch_hands, ("simple", "simple"), "standard",
                                seed=seed + repeat)
        best = max(best, len(result) / (time.perf_counter() - start))
    return BatchFigures("standard", sizes.batch_hands, best, first)


def _rates(runs: list[EpisodeRun]) -> EnvRates:
    first = runs[0]
    return EnvRates(
        spread([r.steps_per_second for r in runs]),
        spread([r.moves_per_second for r in runs]),
        spread([r.hands_per_second for r in runs]),
        first.steps / first.hands,
        first.moves / first.hands,
    )


def measure_envs(sizes: Sizes, seed: int = MATCH_SEED) -> EnvFigures:
    """The PettingZoo and Gymnasium environments and RLCard's, ``sizes.env_hands``
    one-hand episodes of random legal moves a repeat, the repeats interleaved (ours,
    then RLCard's, and again) so that a slow stretch of the shared machine falls on
    both alike.  Every repeat plays the same seeded hands."""
    figures = EnvFigures("standard", sizes.env_hands, sizes.env_repeats)
    try:
        env_speed.aec_random(1, seed)  # imports the libraries outside the timing
        env_speed.gym_random(1, seed)
    except ImportError as error:
        figures.missing = str(error)
    if figures.missing is None:
        try:
            for n in VECTOR_SIZES:
                env_speed.vector_random(n, 2, seed)  # loads (or compiles) the code
        except ImportError as error:
            figures.vector_missing = str(error)
    have_rlcard = ref.rlcard_random_run(1, seed) is not None
    aec: list[EpisodeRun] = []
    gym: list[EpisodeRun] = []
    vector: dict[int, list[env_speed.VectorRun]] = {n: [] for n in VECTOR_SIZES}
    rlcard: list[EpisodeRun] = []
    for _ in range(sizes.env_repeats):
        if figures.missing is None:
            aec.append(env_speed.aec_random(sizes.env_hands, seed))
            gym.append(env_speed.gym_random(sizes.env_hands, seed))
        if figures.missing is None and figures.vector_missing is None:
            for n in VECTOR_SIZES:
                calls = min(VECTOR_CALLS, max(1, sizes.vector_steps // n))
                vector[n].append(env_speed.vector_random(n, calls, seed))
        if have_rlcard:
            run = ref.rlcard_random_run(sizes.env_hands, seed)
            assert run is not None
            seconds, steps = run
            rlcard.append(EpisodeRun(seconds, sizes.env_hands, steps, steps))
    figures.aec = _rates(aec) if aec else None
    figures.gym = _rates(gym) if gym else None
    figures.rlcard = _rates(rlcard) if rlcard else None
    figures.vector = [
        VectorRates(n, runs[0].calls, spread([r.steps_per_second for r in runs]),
                    spread([r.decisions_per_second for r in runs]),
                    spread([r.moves_per_second for r in runs]))
        for n, runs in vector.items() if runs]
    return figures


def measure_text(sizes: Sizes, seed: int = MATCH_SEED) -> TextFigures:
    """The text interface's cost per move over ``sizes.env_hands // 5`` one-hand games
    (at least 4), the median of ``sizes.env_repeats`` repeats."""
    hands = max(4, sizes.env_hands // 5)
    runs = [env_speed.text_random(hands, seed) for _ in range(sizes.env_repeats)]

    def us(part: Callable[[env_speed.TextRun], float]) -> Spread:
        return spread([part(r) / r.moves * 1e6 for r in runs])

    return TextFigures(hands, runs[0].moves, us(lambda r: r.render), us(lambda r: r.parse),
                       us(lambda r: r.step), us(lambda r: r.render + r.parse))


# ----------------------------------------------------------------------------- report


def ratio_text(ours: float, theirs: float, *, higher_is_better: bool) -> str:
    """``'3.1x faster'`` or ``'1.4x slower'``: ours against theirs."""
    factor = ours / theirs if higher_is_better else theirs / ours
    if factor >= 1:
        return f"ours {factor:.1f}x faster"
    return f"ours {1 / factor:.1f}x slower"


def judge_targets(report: Report) -> None:
    """Fill ``report.targets``: each target, the figures it is judged on, met or not."""
    ten = next(f for f in report.deadwood if f.cards == 10)
    # Judged against OpenSpiel as measured in this run when it is installed (the
    # same hands, the same machine), else against the issue's figure.
    bar = ten.openspiel_us if ten.openspiel_us is not None else TARGET_OPENSPIEL_US
    measured = "OpenSpiel not installed"
    if ten.openspiel_us is not None:
        measured = f"OpenSpiel {ten.openspiel_us:.2f} µs in this run"
    report.targets["deadwood10_vs_openspiel"] = {
        "target": "10-card deadwood no slower than OpenSpiel's C++ call"
        f" (~{TARGET_OPENSPIEL_US} µs in the issue)",
        "detail": f"ours {ten.ours_us:.2f} µs, {measured}",
        "ours_us": ten.ours_us,
        "openspiel_us": ten.openspiel_us,
        "met": ten.ours_us <= bar,
        "under_issue_figure": ten.ours_us <= TARGET_OPENSPIEL_US,
    }
    factor = ten.rlcard_us / ten.ours_us if ten.rlcard_us is not None else None
    report.targets["deadwood10_vs_rlcard"] = {
        "target": f"at least {TARGET_RLCARD_FACTOR:.0f}x faster than RLCard's meld search",
        "detail": f"{factor:.1f}x" if factor is not None else "RLCard missing",
        "factor": factor,
        "met": None if factor is None else factor >= TARGET_RLCARD_FACTOR,
    }
    assert report.play is not None
    judge_batch(report)
    judge_envs(report)
    report.targets["simple_hands_per_second"] = {
        "target": f"at least {TARGET_HANDS_PER_SECOND:,.0f} simple-vs-simple hands/s on one core",
        "detail": f"{report.play.ours_with_records:,.0f} with records,"
        f" {report.play.ours_without_records:,.0f} without",
        "ours_with_records": report.play.ours_with_records,
        "met": report.play.ours_with_records >= TARGET_HANDS_PER_SECOND,
    }


def judge_batch(report: Report) -> None:
    """The batch simulator's target: at least TARGET_BATCH_FACTOR times OpenSpiel's
    simple-against-simple hands per second, OpenSpiel as measured in this run when it
    is installed, else as the issue measured it."""
    b = report.batch
    play = report.play
    assert b is not None and play is not None
    bar_name = "OpenSpiel in this run"
    bar = play.openspiel
    if bar is None:
        bar_name = "OpenSpiel as the issue measured it"
        bar = ISSUE_OPENSPIEL_HANDS_PER_SECOND
    factor = None
    detail = f"not measured: {b.missing}"
    if b.hands_per_second is not None:
        factor = b.hands_per_second / bar
        detail = (f"{b.hands_per_second:,.0f} hands/s, {factor:.0f}x {bar_name}"
                  f" ({bar:,.0f} hands/s)")
    report.targets["batch_vs_openspiel"] = {
        "target": f"batch simulator at least {TARGET_BATCH_FACTOR:.0f}x OpenSpiel's"
        " simple-vs-simple hands/s on one core",
        "detail": detail,
        "factor": factor,
        "openspiel_measured": play.openspiel is not None,
        "met": None if factor is None else factor >= TARGET_BATCH_FACTOR,
    }


def judge_envs(report: Report) -> None:
    """The environments' target: at least TARGET_ENV_FACTOR times RLCard's steps per
    second, each library's own step (benchmarks/env_speed.py), medians of this run."""
    e = report.envs
    assert e is not None
    for name, rates in (("aec", e.aec), ("gym", e.gym)):
        factor = None
        if rates is None:
            detail = f"not measured: {e.missing}"
        elif e.rlcard is None:
            detail = f"{rates.steps_per_second.median:,.0f} steps/s; RLCard not installed"
        else:
            factor = rates.steps_per_second.median / e.rlcard.steps_per_second.median
            detail = (f"{rates.steps_per_second.median:,.0f} steps/s,"
                      f" {factor:.1f}x RLCard's {e.rlcard.steps_per_second.median:,.0f}")
        label = "PettingZoo AEC" if name == "aec" else "Gymnasium"
        report.targets[f"{name}_vs_rlcard"] = {
            "target": f"{label} environment at least {TARGET_ENV_FACTOR:.0f}x RLCard's"
            " steps/s (random legal moves, medians)",
            "detail": detail,
            "factor": factor,
            "met": None if factor is None else factor >= TARGET_ENV_FACTOR,
        }
    for v in e.vector:
        factor = per_decision = None
        detail = f"{v.steps_per_second.median:,.0f} steps/s; RLCard not installed"
        if e.rlcard is not None:
            theirs = e.rlcard.steps_per_second.median
            factor = v.steps_per_second.median / theirs
            per_decision = v.moves_per_second.median / theirs
            detail = (f"{v.steps_per_second.median:,.0f} steps/s, {factor:.1f}x RLCard's"
                      f" {theirs:,.0f}; {per_decision:.1f}x per decision of either seat")
        report.targets[f"vector{v.num_envs}_vs_rlcard"] = {
            "target": f"vectorized Gymnasium environment, num_envs={v.num_envs}, at least"
            f" {TARGET_ENV_FACTOR:.0f}x RLCard's steps/s (random legal moves, medians)",
            "detail": detail,
            "factor": factor,
            "factor_per_decision": per_decision,
            "met": None if factor is None else factor >= TARGET_ENV_FACTOR,
        }
    if not e.vector:
        report.targets["vector_vs_rlcard"] = {
            "target": f"vectorized Gymnasium environment at least {TARGET_ENV_FACTOR:.0f}x"
            " RLCard's steps/s",
            "detail": f"not measured: {e.vector_missing or e.missing}",
            "factor": None,
            "met": None,
        }


def _met(flag: object) -> str:
    return {True: "met", False: "NOT met", None: "not measured"}[
        flag if isinstance(flag, bool) else None
    ]


def _row(label: str, value: str, note: str = "") -> None:
    print(f"  {label:<52} {value:>12}   {note}".rstrip())


def print_report(report: Report, sizes: Sizes) -> None:
    """The human-readable report."""
    print(f"ginrummy benchmarks: Python {report.python} on {report.machine}, one core,")
    print(f"best of {report.repeats} repeats (hand loops: best of {sizes.play_repeats})")
    print()
    print(f"Least deadwood, µs per hand (random hands, seed {HAND_SEED} + hand size):")
    for f in report.deadwood:
        what = "deadwood" if f.cards == 10 else "deadwood_after_discard"
        print(f" {f.cards} cards")
        _row(f"ours: melds.{what} ({f.hands:,} hands)", f"{f.ours_us:.2f} µs")
        if f.openspiel_us is not None:
            note = ratio_text(f.ours_us, f.openspiel_us, higher_is_better=False)
            _row(f"OpenSpiel: C++ min_deadwood ({f.hands:,} hands)", f"{f.openspiel_us:.2f} µs",
                 note)
            if f.openspiel_disagreements:
                print(f"    OpenSpiel differs from ours on {f.openspiel_disagreements:,} hands"
                      " (its known 11-card discard bug: REFERENCE-SETUP.md)")
            else:
                print(f"    same answers as ours on all {f.hands:,} hands")
        else:
            _row("OpenSpiel", "not installed")
        if f.rlcard_us is not None:
            note = ratio_text(f.ours_us, f.rlcard_us, higher_is_better=False)
            _row(f"RLCard: meld search (first {f.rlcard_hands:,} hands)", f"{f.rlcard_us:.2f} µs",
                 note)
            if f.rlcard_disagreements:
                print(f"    RLCard differs from ours on {f.rlcard_disagreements:,} hands")
            else:
                print(f"    same answers as ours on all {f.rlcard_hands:,} hands")
        else:
            _row("RLCard", "not installed")
    print()
    p = report.play
    assert p is not None
    print(f"Simple against simple, {p.rules} rules, hands per second:")
    _row(f"ours, with records (runner.play_match, {p.hands:,} hands)",
         f"{p.ours_with_records:.0f}")
    _row("ours, without records (the driver, record=False)",
         f"{p.ours_without_records:.0f}")
    for name, hps, count in (("OpenSpiel: C++ game and simple bot", p.openspiel, p.openspiel_hands),
                             ("RLCard: novice rule agent", p.rlcard, p.rlcard_hands)):
        if hps is None:
            _row(name, "not installed")
        else:
            note = ratio_text(p.ours_with_records, hps, higher_is_better=True)
            _row(f"{name} ({count:,} hands)", f"{hps:.0f}", note + " (with records)")
    b = report.batch
    assert b is not None
    print()
    print(f"Batch simulator (ginrummy.batch), simple against simple, {b.rules} rules,"
          " one core:")
    if b.hands_per_second is None:
        _row("ours: ginrummy.batch.simulate", "not installed", b.missing or "")
    else:
        _row(f"ours: simulate({b.hands:,} hands), hands per second",
             f"{b.hands_per_second:,.0f}")
        if p.openspiel is not None:
            note = ratio_text(b.hands_per_second, p.openspiel, higher_is_better=True)
            _row("OpenSpiel: C++ game and simple bot (above)", f"{p.openspiel:.0f}", note)
        else:
            factor = b.hands_per_second / ISSUE_OPENSPIEL_HANDS_PER_SECOND
            _row("OpenSpiel as the issue measured it (not installed)",
                 f"{ISSUE_OPENSPIEL_HANDS_PER_SECOND:.0f}", f"ours {factor:.0f}x faster")
        assert b.first_call_seconds is not None
        print("    first call of the process (cache load or compile):"
              f" {b.first_call_seconds:.2f} s")
    print_envs(report)
    if report.load_average is not None:
        print()
        print("Load average at the end (1, 5, 15 min): "
              + ", ".join(f"{x:.2f}" for x in report.load_average))
    print()
    print("Targets (from the issue):")
    for target in report.targets.values():
        print(f"  {target['target']}: {_met(target['met'])} ({target['detail']})")


def _spread_text(s: Spread, fmt: str = ",.0f") -> str:
    return f"{s.low:{fmt}}-{s.high:{fmt}}"


def print_envs(report: Report) -> None:
    """The environments' and the text interface's part of the report."""
    e, t = report.envs, report.text
    assert e is not None and t is not None
    print()
    print(f"Research environments, {e.rules} rules, random legal moves, one-hand episodes,"
          f" resets included;")
    print(f"median of {e.repeats} interleaved repeats of {e.hands} episodes each"
          " (range in brackets):")
    rl = e.rlcard
    rows: list[tuple[str, EnvRates | None, str]] = [
        ("ours: PettingZoo AEC, steps/s (one decision)", e.aec, "aec"),
        ("ours: Gymnasium vs random, steps/s (the learner's)", e.gym, "gym"),
        ("RLCard: gin-rummy env, steps/s (one decision)", rl, "rlcard"),
    ]
    for label, rates, name in rows:
        if rates is None:
            _row(label, "not installed", (e.missing or "") if name != "rlcard" else "")
            continue
        note = f"({_spread_text(rates.steps_per_second)})"
        if rl is not None and name != "rlcard":
            note += "   " + ratio_text(rates.steps_per_second.median,
                                       rl.steps_per_second.median, higher_is_better=True)
        _row(label, f"{rates.steps_per_second.median:,.0f}", note)
    if e.gym is not None:
        note = ""
        if rl is not None:
            note = ratio_text(e.gym.moves_per_second.median, rl.steps_per_second.median,
                              higher_is_better=True) + " (per decision)"
        _row("ours: Gymnasium, decisions of both seats/s", f"{e.gym.moves_per_second.median:,.0f}",
             note)
    for v in e.vector:
        note = f"({_spread_text(v.steps_per_second)})"
        if rl is not None:
            note += "   " + ratio_text(v.steps_per_second.median, rl.steps_per_second.median,
                                       higher_is_better=True)
        _row(f"ours: vectorized Gymnasium, num_envs={v.num_envs}, steps/s",
             f"{v.steps_per_second.median:,.0f}", note)
        note = ""
        if rl is not None:
            note = ratio_text(v.moves_per_second.median, rl.steps_per_second.median,
                              higher_is_better=True) + " (per decision)"
        _row("    its decisions of both seats/s", f"{v.moves_per_second.median:,.0f}", note)
    if e.vector:
        v = e.vector[-1]
        share = v.decisions_per_second.median / v.steps_per_second.median
        calls = ", ".join(f"{r.calls:,}" for r in e.vector)
        print(f"    vectorized: {calls} calls of step a repeat; with num_envs={v.num_envs}"
              f" {share:.1%} of its steps are the learner's decisions, the others"
              " autoresets")
    elif e.vector_missing is not None:
        _row("ours: vectorized Gymnasium", "not installed", e.vector_missing)
    for label, rates in (("AEC", e.aec), ("Gymnasium", e.gym), ("RLCard", rl)):
        if rates is not None:
            print(f"    {label}: {rates.hands_per_second.median:,.1f} episodes/s,"
                  f" {rates.steps_per_hand:.1f} steps and {rates.moves_per_hand:.1f}"
                  " decisions an episode")
    print()
    print(f"Text interface, {t.moves:,} moves of {t.hands} random one-hand games, µs a move"
          f" (median of {e.repeats}):")
    _row("render: TextGame.observation() (view and legal moves)", f"{t.render_us.median:.1f}",
         f"({_spread_text(t.render_us, '.1f')})")
    _row("parse: read_move(reply)", f"{t.parse_us.median:.1f}",
         f"({_spread_text(t.parse_us, '.1f')})")
    _row("the interface's cost a move: render + parse", f"{t.per_move_us.median:.1f}",
         f"({_spread_text(t.per_move_us, '.1f')})")
    _row("step: TextGame.step(reply) (parse and play)", f"{t.step_us.median:.1f}",
         f"({_spread_text(t.step_us, '.1f')})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="ginrummy benchmarks (timings, not tests)")
    parser.add_argument("--quick", action="store_true", help="fewer hands: a rough figure fast")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON only")
    args = parser.parse_args(argv)
    sizes = QUICK if args.quick else FULL
    report = Report(
        python=platform.python_version(),
        machine=f"{platform.system()} {platform.machine()}",
        repeats=sizes.repeats,
        hand_seed=HAND_SEED,
    )
    report.deadwood = [measure_deadwood(10, sizes), measure_deadwood(11, sizes)]
    report.play = measure_play(sizes)
    report.batch = measure_batch(sizes)
    report.envs = measure_envs(sizes)
    report.text = measure_text(sizes)
    report.load_average = os.getloadavg()
    judge_targets(report)
    if args.json:
        print(json.dumps(asdict(report), indent=2))
    else:
        print_report(report, sizes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
