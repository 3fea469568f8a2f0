"""Fingerprint the engine's behaviour: the records of seeded matches, hashed.

An optimisation must not change what the engine does.  This script plays
``--matches`` seeded matches of every preset with two (or three) ``simple``
agents, and ``--random-matches`` with ``random`` agents (they reach the arrange
and lay-off enumerations that ``simple`` skips), plus a few option mixes,
serialises each record exactly as :func:`ginrummy.record.save_record` does and
prints one SHA-256 per group and one over everything.  Run it before and after a
change: identical digests mean byte-identical records.  ``--out DIR`` also writes
every record, so that a difference can be diffed.

    python benchmarks/records_digest.py                 # 50 simple + 5 random per preset
    python benchmarks/records_digest.py --out /tmp/before
    python benchmarks/records_digest.py --as-version 1  # as record version 1 wrote them

A change of the record format changes the digests by design; ``--as-version 1``
writes each record as version 1 did (``record.as_version``: without the
``preset`` and ``options`` of version 2), so that its digest can be compared
with one taken before version 2 (1420e250... for the defaults).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

from ginrummy.record import VERSION, VERSIONS, as_version
from ginrummy.rules import PRESETS, Rules, preset
from ginrummy.runner import play_named_match

#: Option mixes beyond the presets, so that rarely used branches are covered too.
EXTRA_RULES: dict[str, Rules] = {
    "standard+big_gin+discard_drawn_upcard": preset("standard").with_options(
        {"big_gin": True, "discard_drawn_upcard": True}
    ),
    "oklahoma+ace_gin+spades_double": preset("oklahoma").with_options(
        {"oklahoma_ace_requires_gin": True, "oklahoma_spades_double": True}
    ),
    "standard+bonuses+short": preset("standard").with_options(
        {"line_bonus": 25, "game_bonus": 100, "shutout": True, "target": 50, "max_turns": 12}
    ),
}


def record_bytes(rules: Rules, agent: str, seed: int, version: int = VERSION) -> bytes:
    """The record of one seeded match, serialised as ``save_record`` writes it (as
    record version ``version`` wrote it)."""
    doc = as_version(play_named_match(rules, [agent] * rules.players, seed).record, version)
    return (json.dumps(doc, indent=1) + "\n").encode("utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--matches", type=int, default=50, help="simple-agent matches per rule set")
    parser.add_argument(
        "--random-matches", type=int, default=5, help="random-agent matches per rule set"
    )
    parser.add_argument("--out", type=Path, help="also write every record into this directory")
    parser.add_argument("--as-version", type=int, choices=VERSIONS, default=VERSION,
                        help=f"write the records as this record version did (default {VERSION})")
    args = parser.parse_args(argv)

    everything = hashlib.sha256()
    groups: list[tuple[str, Rules]] = [(name, preset(name)) for name in PRESETS]
    groups.extend(EXTRA_RULES.items())
    for name, rules in groups:
        for agent, count in (("simple", args.matches), ("random", args.random_matches)):
            digest = hashlib.sha256()
            for seed in range(count):
                data = record_bytes(rules, agent, seed, args.as_version)
                digest.update(data)
                everything.update(data)
                if args.out is not None:
                    args.out.mkdir(parents=True, exist_ok=True)
                    (args.out / f"{name}-{agent}-{seed}.json").write_bytes(data)
            print(f"{name:40} {agent:7} {count:3} matches  {digest.hexdigest()[:16]}")
    print(f"{'all':40} {'':7} {'':3}          {everything.hexdigest()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
