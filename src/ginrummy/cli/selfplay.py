"""``ginrummy selfplay``: hands between agents written as training data, Parquet shards
of every decision (the research interfaces' self-play, :mod:`ginrummy.rl.selfplay`,
handed in by the entry point: the command line imports no other face)."""

from __future__ import annotations

import argparse
import os
import random
import sys
from typing import IO, TYPE_CHECKING, Any

from ginrummy.agents import agent_names
from ginrummy.cli.common import (
    MAX_COUNT,
    CliError,
    count_arg,
    load_face,
    new_parser,
    rule_options,
    seed_arg,
    shown_path,
    whole_number,
    workers_arg,
    write_json,
)
from ginrummy.cli.progress import Progress
from ginrummy.errors import excerpt

if TYPE_CHECKING:
    from ginrummy.cli.common import Subparsers

__all__ = ["add_parser", "run"]

#: The most hands in one shard: 100,000 hands are some 350 MB of rows to hold at once.
MAX_SHARD_HANDS = 100_000

_EPILOG = """\
One row per decision: the deciding player's observation (the research
environments' layout, version 1: 828 float32), its action mask (238 moves,
layout version 1), the move made (its id and its words: take 7c, discard Kd),
the reward the player got for the hand (its points, zero-sum), and the hand's
number, seed, outcome (knock, gin, big_gin, undercut, drawn) and points. Each
hand is the first of a new match, played as the environments play it: the
knocker's arrangement and the defender's lay-off are the engine's defaults;
in three-player Gin the player sitting out advises the captain first (its
rows have advising true). Nothing a player may not see is in its row.

Shards: DIR/part-00000.parquet, ... (--shard-hands hands each, default 500),
and DIR/_selfplay.json describing the run, the columns, the observation's
segments and the move names (every shard also carries it in its Parquet
metadata, key ginrummy.selfplay). Read them with pandas or pyarrow alone:
pandas.read_parquet(DIR). Hand h's seed comes from --seed and h only, so the
same seed writes the same rows in the same shards whatever --workers or
--ray. Without --seed a seed is taken from the operating system and printed.
DIR must be new or empty; --overwrite replaces an earlier run's data in it
(and refuses if anything else is there). Ctrl-C stops the run: the shards
written are whole and _selfplay.json lists them (complete: false).

Agents: @AGENTS@,
or package.module:ClassName, run in a process of its own (docs/bots.md). A
hand in which an agent fails (raises, returns an illegal action) gives no
rows and is listed under failures.

--json keys: format, format_version, ginrummy_version, observation_layout,
  observation_size, action_layout, num_actions, settings {players, variant,
  system, rules, seed, hands, shard_hands, ...}, out, complete, shards [{file,
  first_hand, hands_planned, hands, rows}], hands_played, rows, outcomes
  {knock, gin, big_gin, undercut, drawn: hands}, failures [{hand, seed,
  player, agent, reason}], backend (local | ray), workers, seconds,
  hands_per_second, rows_per_second.

Needs the selfplay extra: pip install 'ginrummy[selfplay]' (pyarrow).

examples:
  ginrummy selfplay --players simple,random --hands 10000 --out data/ --seed 1
  ginrummy selfplay --players expert,simple --variant oklahoma --hands 2000 --out ok/ --workers 2
  ginrummy selfplay --players simple,simple --hands 100000 --out big/ --ray auto
"""


def add_parser(sub: Subparsers) -> None:
    """Register the subcommand."""
    p = new_parser(
        sub,
        "selfplay",
        "write agents' decisions as training data (Parquet shards)",
        "Play seeded hands between computer players, locally or on a Ray cluster, and "
        "write every decision as training data: the deciding player's observation, its "
        "action mask, the move made, its reward for the hand, and how the hand ended.",
        _EPILOG.replace("@AGENTS@", ", ".join(agent_names())),
    )
    p.add_argument("--players", required=True, metavar="A,B[,C]",
                   help="the agents, comma-separated, one per player (three in three-player"
                        " Gin)")
    p.add_argument("--hands", type=count_arg, required=True, metavar="N",
                   help=f"hands to play, at most {MAX_COUNT:,}")
    p.add_argument("--out", required=True, metavar="DIR",
                   help="the folder of the shards (new or empty, or see --overwrite)")
    p.add_argument("--variant", default="standard", metavar="NAME",
                   help="a rule preset (default standard; see 'ginrummy rules')")
    p.add_argument("--rule", action="append", metavar="KEY=VALUE",
                   help="change one rule option (repeatable; see 'ginrummy rules NAME')")
    p.add_argument("--workers", type=workers_arg, metavar="K",
                   help=f"processes to play in, 1-1024 (default: all cores, {os.cpu_count()}"
                        " here)")
    p.add_argument("--ray", metavar="ADDRESS",
                   help="play on a Ray cluster (auto, local, ray://host:port; needs ray)")
    p.add_argument("--seed", type=seed_arg, metavar="S",
                   help="the run's seed, 0 to 2**63-1 (default: one from the OS, printed)")
    p.add_argument("--shard-hands", type=whole_number(1, MAX_SHARD_HANDS), default=500,
                   metavar="N", help="hands per shard (default 500)")
    p.add_argument("--overwrite", action="store_true",
                   help="replace the self-play data of an earlier run in DIR")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help="show the progress bar on stderr (default: when stderr is a terminal)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    """Run ``ginrummy selfplay``."""
    names = [name.strip() for name in str(args.players).split(",")]
    if any(not name for name in names):
        raise CliError(f"--players: an empty agent name in {excerpt(args.players)}")
    rules = rule_options(args.rule)
    prepare = load_face(args, "selfplay", "selfplay", "ginrummy selfplay")
    seed: int | None = args.seed
    drawn = seed is None
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 63)
    # Every check (the extra, the agents, the rules, the folder) before any hand.
    selfplay = prepare(players=names, hands=args.hands, out=args.out, seed=seed,
                       variant=args.variant, rules=rules, workers=args.workers,
                       ray_address=args.ray, shard_hands=args.shard_hands,
                       overwrite=args.overwrite, path_entry=os.getcwd())
    if drawn:
        print(f"ginrummy selfplay: seed {seed} (from the OS; --seed {seed} writes these rows"
              " again)", file=sys.stderr)
    with Progress(args.hands, "hands", force=args.progress) as bar:
        summary: dict[str, Any] = selfplay.run(bar.update)
    if args.json:
        write_json(summary, sys.stdout)
    else:
        write_text(summary, sys.stdout)
    return 0


def write_text(summary: dict[str, Any], out: IO[str]) -> None:
    """The summary for people."""
    settings = summary["settings"]
    where = "on Ray" if summary["backend"] == "ray" else (
        "1 worker" if summary["workers"] == 1 else f"{summary['workers']} workers")
    shards = len(summary["shards"])
    out.write(
        f"{summary['rows']:,} decisions of {summary['hands_played']:,} hands"
        f" ({' vs '.join(settings['players'])}, {settings['variant']}, seed {settings['seed']})"
        f" in {shards} shard{'s' if shards != 1 else ''}: {shown_path(summary['out'])}\n"
        f"{where}, {summary['seconds']:.1f} s: {summary['hands_per_second'] or 0:,.1f} hands/s,"
        f" {summary['rows_per_second'] or 0:,.0f} decisions/s\n")
    played = summary["hands_played"] or 1
    ends = ", ".join(f"{name.replace('_', ' ')} {count / played:.1%}"
                     for name, count in summary["outcomes"].items()
                     if count or name != "big_gin")
    out.write(f"hands ended by: {ends}\n")
    for failure in summary["failures"]:
        out.write(f"failed: hand {failure['hand']} (seed {failure['seed']}), {failure['agent']}"
                  f" as player {failure['player']}: {failure['reason']}\n")
    out.write(f"read with: pandas.read_parquet({str(summary['out'])!r})\n")
