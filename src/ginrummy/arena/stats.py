"""The arithmetic of the arena: Wilson intervals, percentiles, Elo by maximum likelihood.

>>> lo, hi = wilson_interval(60, 100)
>>> round(lo, 3), round(hi, 3)
(0.502, 0.691)
>>> percentile([1.0, 2.0, 3.0, 4.0], 0.5)
2.5
"""

from __future__ import annotations

import math
from collections.abc import Sequence

__all__ = ["Z95", "elo_ratings", "percentile", "time_stats", "wilson_interval"]

#: The two-sided 95% quantile of the standard normal distribution.
Z95 = 1.959963984540054


def wilson_interval(successes: float, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default); (0, 1) with no trials."""
    if trials <= 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= trials else min(1.0, centre + half)
    return (low, high)


def percentile(ordered: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) of sorted values, interpolated linearly between ranks."""
    if not ordered:
        return 0.0
    position = q * (len(ordered) - 1)
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def time_stats(seconds: Sequence[float]) -> dict[str, float | int]:
    """Decision times in milliseconds: count, mean, median, 99th percentile and maximum."""
    ordered = sorted(seconds)
    n = len(ordered)
    if n == 0:
        return {"decisions": 0, "mean": 0.0, "median": 0.0, "p99": 0.0, "max": 0.0}
    return {
        "decisions": n,
        "mean": round(1000 * math.fsum(ordered) / n, 4),
        "median": round(1000 * percentile(ordered, 0.5), 4),
        "p99": round(1000 * percentile(ordered, 0.99), 4),
        "max": round(1000 * ordered[-1], 4),
    }


def elo_ratings(
    wins: Sequence[Sequence[float]],
    prior: float = 0.5,
    mean: float = 1500.0,
    tolerance: float = 1e-10,
    max_iterations: int = 100_000,
) -> list[float]:
    """Elo ratings fitted by maximum likelihood (the Bradley-Terry model).

    ``wins[i][j]`` is the number of games ``i`` won against ``j``.  Every pair
    that played gets ``prior`` virtual wins each way (a drawn virtual game), so
    that an agent that won or lost every game still has a finite rating.  The
    fit is Hunter's MM iteration, deterministic; ratings are on the Elo scale
    (400 points = odds of 10 to 1) and average ``mean``.  An agent that played
    no game gets ``mean``.
    """
    n = len(wins)
    games = [[wins[i][j] + wins[j][i] for j in range(n)] for i in range(n)]
    total = [[0.0] * n for _ in range(n)]
    won = [0.0] * n
    for i in range(n):
        for j in range(n):
            if i != j and games[i][j] > 0:
                total[i][j] = games[i][j] + 2 * prior
                won[i] += wins[i][j] + prior
    active = [i for i in range(n) if won[i] > 0]
    gamma = [1.0] * n
    for _ in range(max_iterations):
        new = list(gamma)
        for i in active:
            denominator = math.fsum(
                total[i][j] / (gamma[i] + gamma[j]) for j in range(n) if total[i][j] > 0
            )
            new[i] = won[i] / denominator
        if active:
            scale = math.exp(math.fsum(math.log(new[i]) for i in active) / len(active))
            new = [g / scale if i in active else 1.0 for i, g in enumerate(new)]
        change = max((abs(math.log(new[i] / gamma[i])) for i in active), default=0.0)
        gamma = new
        if change < tolerance:
            break
    return [mean + 400 * math.log10(g) for g in gamma]
