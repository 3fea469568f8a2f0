"""Format arena results (``ginrummy arena --json`` files) as the strength table.

Usage: ``python benchmarks/strength_table.py DIR`` where DIR holds files named
``VARIANT-AGENT-vs-OPPONENT.json``, as written by ``benchmarks/strength.sh``.
Prints one Markdown table per variant.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

_ORDER = ("medium", "hard", "expert")
_OPPONENTS = ("simple", "gin-only", "camper")


def _cell(data: dict[str, Any]) -> str:
    lo, hi = data["win_rate_ci"]
    return f"{data['win_rate']:.1%} ({lo:.1%}–{hi:.1%}), n={data['games']}"


def _time(data: dict[str, Any]) -> str:
    ms = data["decision_ms"][0]
    return f"mean {ms['mean']:.2f} ms, p99 {ms['p99']:.1f} ms"


def table(directory: Path, variant: str) -> str:
    """The Markdown table of one variant."""
    rows = [
        f"| level | {' | '.join('against ' + o for o in _OPPONENTS)} | time per decision |",
        "|---|" + "---|" * (len(_OPPONENTS) + 1),
    ]
    for level in _ORDER:
        cells = []
        timing = "—"
        for opponent in _OPPONENTS:
            path = directory / f"{variant}-{level}-vs-{opponent}.json"
            if path.exists():
                data = json.loads(path.read_text())
                cells.append(_cell(data))
                if timing == "—":
                    timing = _time(data)
            else:
                cells.append("—")
        rows.append(f"| {level} | {' | '.join(cells)} | {timing} |")
    return "\n".join(rows)


def main(argv: list[str]) -> int:
    """Print the tables of every variant found in the directory."""
    if len(argv) != 1:
        print("usage: strength_table.py DIR", file=sys.stderr)
        return 2
    directory = Path(argv[0])
    variants = sorted({p.name.split("-")[0] for p in directory.glob("*-vs-*.json")})
    for variant in variants:
        print(f"### {variant}\n\n{table(directory, variant)}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
