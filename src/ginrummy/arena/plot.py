"""A PNG of an arena run's win rates with their 95% intervals (matplotlib, optional).

matplotlib is an optional extra (``pip install 'ginrummy[plot]'``), imported
only here and only when a plot is asked for, with the Agg backend (no display).
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from ginrummy.arena.core import ArenaError, ArenaResult

__all__ = ["plot_result", "require_matplotlib"]


def require_matplotlib() -> Any:
    """``matplotlib.pyplot`` with the Agg backend, or :class:`ArenaError` in one line."""
    try:
        matplotlib: Any = importlib.import_module("matplotlib")
    except ImportError:
        raise ArenaError(
            "--plot needs the optional matplotlib package: pip install 'ginrummy[plot]'"
        ) from None
    matplotlib.use("Agg")
    return importlib.import_module("matplotlib.pyplot")


def _rows(result: ArenaResult) -> tuple[list[str], list[float], list[tuple[float, float]], float]:
    """Bar labels, win rates, intervals and the rate of an even contest."""
    labels = result.labels()
    if result.mode == "round-robin":
        names, rates, cis = [], [], []
        for i, j in result.pairs():
            tally = result.tally((i, j))
            names.append(f"{labels[i]} vs {labels[j]}")
            rates.append(tally.win_rate(0))
            cis.append(tally.win_rate_ci(0))
        return names, rates, cis, 0.5
    tally = result.tally()
    if result.mode == "head-to-head":
        return [f"{labels[0]} vs {labels[1]}"], [tally.win_rate(0)], [tally.win_rate_ci(0)], 0.5
    slots = range(len(labels))
    return labels, [tally.win_rate(i) for i in slots], [tally.win_rate_ci(i) for i in slots], 1 / 3


def plot_result(result: ArenaResult, path: str | Path) -> None:
    """Write the win rates of ``result`` (first-named agent of each pair) to a PNG."""
    plt = require_matplotlib()
    names, rates, cis, even = _rows(result)
    height = 1.2 + 0.45 * len(names)
    fig, ax = plt.subplots(figsize=(7.0, height))
    try:
        ys = list(range(len(names)))[::-1]
        low = [r - lo for r, (lo, _hi) in zip(rates, cis, strict=True)]
        high = [hi - r for r, (_lo, hi) in zip(rates, cis, strict=True)]
        ax.errorbar(rates, ys, xerr=[low, high], fmt="o", capsize=4, color="tab:blue")
        ax.axvline(even, color="grey", linestyle="--", linewidth=1)
        ax.set_yticks(ys)
        ax.set_yticklabels(names)
        ax.set_xlim(-0.02, 1.02)
        ax.set_ylim(-0.7, len(names) - 0.3)
        ax.set_xlabel("games won (95% Wilson interval)")
        games = result.plan.games_per_group
        per = " per pair" if result.mode == "round-robin" else ""
        mirrored = ", mirrored" if result.config.mirrored else ""
        title = f"{result.plan.variant}: {games} games{per}{mirrored}, seed {result.plan.seed}"
        ax.set_title(title, fontsize=10)
        fig.tight_layout()
        try:
            fig.savefig(str(path), dpi=120)
        except OSError as exc:
            raise ArenaError(f"cannot write {path}: {exc.strerror}") from None
    finally:
        plt.close(fig)
