"""Where the time of simple-against-simple play goes: cProfile over whole matches.

    python benchmarks/profile_hands.py [--hands N] [--rules PRESET] [--no-records]

Plays seeded matches between two ``simple`` agents through
:func:`ginrummy.runner.play_match` (or, with ``--no-records``, the same loop
without the record writer: ``bench.play_match_without_record``) until ``--hands``
hands are played, then prints the top 25 functions by cumulative time and by
total (own) time.  cProfile slows Python calls down several times, so read the
shares, not the absolute figures; ``bench.py`` gives the real speed.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import sys

from bench import (
    MATCH_SEED,
    play_match_with_record,
    play_match_without_record,
    simple_agents,
)

from ginrummy.rules import preset

TOP = 25


def play(rules_name: str, hands: int, records: bool) -> int:
    """Play seeded simple-vs-simple matches until ``hands`` hands; returns hands played."""
    rules = preset(rules_name)
    run = play_match_with_record if records else play_match_without_record
    played = 0
    seed = MATCH_SEED
    while played < hands:
        played += run(rules, simple_agents(rules.players, seed), seed)
        seed += 1
    return played


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="cProfile of simple-vs-simple hands")
    parser.add_argument("--hands", type=int, default=2000, help="hands to play (default 2000)")
    parser.add_argument("--rules", default="standard", help="rules preset (default standard)")
    parser.add_argument("--no-records", action="store_true", help="leave the record writer out")
    args = parser.parse_args(argv)

    profiler = cProfile.Profile()
    profiler.enable()
    played = play(args.rules, args.hands, not args.no_records)
    profiler.disable()

    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.strip_dirs()
    print(f"{played} hands of simple against simple, {args.rules} rules,"
          f" {'without' if args.no_records else 'with'} records")
    for order, title in (("cumulative", "cumulative time"), ("tottime", "total (own) time")):
        out.seek(0)
        out.truncate()
        stats.sort_stats(order).print_stats(TOP)
        print(f"\n=== top {TOP} by {title} ===")
        # Skip pstats' header lines up to the column titles.
        text = out.getvalue()
        print(text[text.index("   ncalls"):].rstrip())
    return 0


if __name__ == "__main__":
    sys.exit(main())
