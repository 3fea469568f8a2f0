"""``ginrummy arena``: agents against each other over many seeded matches, in parallel,
with confidence intervals, a win-rate matrix and Elo ratings."""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from ginrummy.agents import agent_names
from ginrummy.agents.sandbox import DEFAULT_MEMORY_LIMIT
from ginrummy.arena import ArenaConfig, ArenaResult, plan_arena, run_arena
from ginrummy.cli.common import (
    MAX_COUNT,
    CliError,
    count_arg,
    new_parser,
    outcome_rates_text,
    rule_options,
    seed_arg,
    whole_number,
    workers_arg,
    write_json,
)
from ginrummy.cli.progress import Progress
from ginrummy.errors import excerpt

if TYPE_CHECKING:
    from ginrummy.cli.common import Subparsers

__all__ = ["add_parser", "run"]

_EPILOG = """\
A game is one whole match (a game to 100, a Hollywood sheet, a three-player
match). Two agents: a head-to-head, figures from the first agent's side. More
agents in a two-player variant: a round robin, N games per pair, with a
win-rate matrix and Elo ratings (maximum likelihood, mean 1500). Three agents
in three-player Gin: each game one match, the agents' seats rotating.

Game seeds come from --seed and the game's deal number only: the same seed
gives the same games whatever --workers. Without --seed a seed is taken from
the operating system and printed. --mirrored plays every deal from both seats
(A,B then B,A; three-player: all three rotations); N is rounded up to a
multiple of 2 (or 3) if needed, and the run says so.

Agents: @AGENTS@,
or package.module:ClassName, imported from the current directory as python -m
does and run in a process of its own, which sees only its seat's view (see
docs/bots.md). An agent that raises, returns an illegal action, overruns
--time-budget or, in its own process, --memory-limit or dies loses that match;
the reason is reported.

--json keys: mode (head-to-head | round-robin | three-player), variant, system,
  rules, players (as given), agents (the same made unique: simple#2), seed,
  mirrored, games_requested, time_budget, records, note, backend, workers,
  seconds, games, games_played, wins, win_rate and win_rate_ci (the first
  agent's: games won / games played, 95% Wilson interval), win_rates,
  win_rate_cis (every agent's), hands, hands_per_game, hands_won, points,
  points_per_hand, knock_rate, gin_rate, big_gin_rate, undercut_rate,
  draw_rate (fractions of all hands; they add up to 1), knocked (fraction of
  its hands each agent knocked in), won_by {knock, gin, big_gin, undercut:
  fraction of its hands each agent won that way}, forfeit_count, forfeits
  [{game, seed, agent, player, reason}], decision_ms [{decisions, mean,
  median, p99, max}] (milliseconds per call of act).
  Round robin also: games_per_pair, win_rate_matrix and win_rate_ci_matrix
  (row agent against column agent), wins_matrix, elo [{agent, elo, games,
  wins, win_rate, win_rate_ci, points_per_hand, forfeits, decision_ms}] best
  first, pairs [the figures above, per pair].

examples:
  ginrummy arena --players simple,random --games 200 --mirrored --seed 1
  ginrummy arena --players examples.mybot:MyBot,simple --games 20
  ginrummy arena --players simple,random,examples.mybot:MyBot --games 100 --plot rr.png
  ginrummy arena --variant three-player --players simple,simple,random --games 60 --json
"""


def add_parser(sub: Subparsers) -> None:
    """Register the subcommand."""
    p = new_parser(
        sub,
        "arena",
        "pit agents against each other: win rates with intervals, Elo",
        "Play seeded matches between computer players in parallel and report games won "
        "with a 95% confidence interval, points per hand, how hands ended, decision "
        "times and forfeits; with more than two agents, a round robin with Elo ratings.",
        _EPILOG.replace("@AGENTS@", ", ".join(agent_names())),
    )
    p.add_argument("--players", required=True, metavar="A,B[,C...]",
                   help="the agents, comma-separated (the first is the one reported on)")
    p.add_argument("--games", type=count_arg, default=100, metavar="N",
                   help=f"games (per pair in a round robin; default 100, at most {MAX_COUNT:,})")
    p.add_argument("--variant", default="standard", metavar="NAME",
                   help="a rule preset (default standard; see 'ginrummy rules')")
    p.add_argument("--rule", action="append", metavar="KEY=VALUE",
                   help="change one rule option (repeatable; see 'ginrummy rules NAME')")
    p.add_argument("--mirrored", action="store_true",
                   help="play every deal from every seat")
    p.add_argument("--workers", type=workers_arg, metavar="K",
                   help=f"processes to play in, 1-1024 (default: all cores, {os.cpu_count()}"
                        " here)")
    p.add_argument("--seed", type=seed_arg, metavar="S",
                   help="the run's seed, 0 to 2**63-1 (default: one from the OS, printed)")
    p.add_argument("--time-budget", type=_seconds, metavar="SECONDS",
                   help="the longest one decision may take, at most 3600; longer forfeits"
                        " the match")
    p.add_argument("--memory-limit", type=_mebibytes, default=DEFAULT_MEMORY_LIMIT >> 20,
                   metavar="MIB",
                   help="the memory a plugin agent's process may use, in MiB (default"
                        f" {DEFAULT_MEMORY_LIMIT >> 20}; 0: no limit); more is a forfeit")
    p.add_argument("--records", type=Path, metavar="DIR",
                   help="write every game's record to DIR/game-000001.json, ...")
    p.add_argument("--plot", type=Path, metavar="FILE",
                   help="a PNG of the win rates with their intervals (needs matplotlib)")
    p.add_argument("--ray", metavar="ADDRESS",
                   help="play on a Ray cluster (auto, local, ray://host:port; needs ray)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help="show the progress bar on stderr (default: when stderr is a terminal)")
    p.set_defaults(run=run)


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{excerpt(text)} is not a number of seconds") from None
    if not 0 < value <= 3600:  # NaN fails too; an hour a decision is more than any bot needs
        raise argparse.ArgumentTypeError(
            f"must be a positive number of seconds, at most 3600, not {excerpt(text)}")
    return value


def _mebibytes(text: str) -> int:
    value = whole_number(0, 1 << 30)(text)
    if 0 < value < 64:
        raise argparse.ArgumentTypeError(
            f"{value} MiB is too little for a Python process: give at least 64 (0: no limit)")
    return value


def run(args: argparse.Namespace) -> int:
    """Run ``ginrummy arena``."""
    names = [name.strip() for name in str(args.players).split(",")]
    if any(not name for name in names):
        raise CliError(f"--players: an empty agent name in {excerpt(args.players)}")
    seed: int | None = args.seed
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 63)
        print(f"ginrummy arena: seed {seed} (from the OS; --seed {seed} plays these games again)",
              file=sys.stderr)
    config = ArenaConfig(
        players=names,
        games=args.games,
        variant=args.variant,
        rules=rule_options(args.rule),
        mirrored=args.mirrored,
        workers=args.workers,
        seed=seed,
        records=args.records,
        time_budget=args.time_budget,
        memory_limit=(args.memory_limit << 20) or None,
        ray_address=args.ray,
    )
    # An ArenaError (a run that cannot be made as asked) is the user's: main prints it.
    if args.plot is not None:
        from ginrummy.arena.plot import require_matplotlib

        require_matplotlib()  # fail before the games, not after
    plan = plan_arena(config)
    if plan.note is not None:
        print(f"ginrummy arena: {plan.note}", file=sys.stderr)
    with Progress(len(plan.specs), "games", force=args.progress) as bar:
        result = run_arena(config, progress=bar.update, path_entry=os.getcwd())
    if args.plot is not None:
        from ginrummy.arena.plot import plot_result

        plot_result(result, args.plot)
    doc = result.to_json()
    if args.json:
        write_json(doc, sys.stdout)
    else:
        write_text(result, doc, sys.stdout)
        if args.plot is not None:
            print(f"plot: {args.plot}")
    return 0


# ------------------------------------------------------------------------------ text


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _ci(ci: list[float]) -> str:
    return f"{_pct(ci[0])} to {_pct(ci[1])}"


def _table(header: list[str], rows: list[list[str]], out: IO[str]) -> None:
    widths = [max(len(header[c]), *(len(r[c]) for r in rows)) for c in range(len(header))]
    def line(cells: list[str]) -> str:
        first = cells[0].ljust(widths[0])
        rest = [cell.rjust(w) for cell, w in zip(cells[1:], widths[1:], strict=True)]
        return "  ".join([first, *rest]).rstrip()
    out.write(line(header) + "\n")
    for row in rows:
        out.write(line(row) + "\n")


def _headline(result: ArenaResult, doc: dict[str, Any]) -> str:
    plan, config = result.plan, result.config
    labels = result.labels()
    if plan.mode == "head-to-head":
        who = f"{labels[0]} vs {labels[1]}"
    elif plan.mode == "round-robin":
        who = f"round robin of {len(labels)} agents"
    else:
        who = ", ".join(labels)
    per = " per pair" if plan.mode == "round-robin" else ""
    seats = 3 if plan.mode == "three-player" else 2
    mirrored = (
        f" (mirrored: {plan.games_per_group // seats} deals x {seats} seatings)"
        if config.mirrored else ""
    )
    where = "on Ray" if doc["backend"] == "ray" else _workers(doc["workers"])
    budget = f", time budget {config.time_budget:g} s" if config.time_budget else ""
    system = f" ({plan.rules.system})" if plan.rules.system != plan.variant else ""
    return (
        f"{who}: {plan.games_per_group} games{per} of {plan.variant}{system}"
        f"{mirrored}, seed {plan.seed}{budget}; {where}, {doc['seconds']:.1f} s\n"
    )


def _workers(n: int) -> str:
    return "1 worker" if n == 1 else f"{n} workers"


def _agent_rows(doc: dict[str, Any], slots: list[int]) -> list[list[str]]:
    won_by = doc["won_by"]
    rows = [
        ["games won", *(f"{doc['wins'][i]}/{doc['games_played'][i]}" for i in slots)],
        ["win rate", *(_pct(doc["win_rates"][i]) for i in slots)],
        ["95% interval", *(_ci(doc["win_rate_cis"][i]) for i in slots)],
        ["points per hand", *(f"{doc['points_per_hand'][i]:.2f}" for i in slots)],
        ["hands won", *(str(doc["hands_won"][i]) for i in slots)],
        ["knocked (% of hands)", *(_pct(doc["knocked"][i]) for i in slots)],
    ]
    for name in ("knock", "gin", "big_gin", "undercut"):
        if name == "big_gin" and not doc["rules"]["big_gin"]:
            continue
        label = name.replace("_", " ")
        rows.append([f"won by {label} (%)", *(_pct(won_by[name][i]) for i in slots)])
    times = doc["decision_ms"]
    for key in ("mean", "median", "p99"):
        rows.append([f"decision ms, {key}", *(f"{times[i][key]:.3f}" for i in slots)])
    rows.append(["forfeits", *(str(doc["forfeit_count"][i]) for i in slots)])
    return rows


def _hands_line(doc: dict[str, Any]) -> str:
    rates = outcome_rates_text(doc)
    return f"{doc['hands_per_game']:.1f} hands per game; hands ended by: {rates}\n"


def write_text(result: ArenaResult, doc: dict[str, Any], out: IO[str]) -> None:
    """The figures for people."""
    out.write(_headline(result, doc))
    labels = result.labels()
    if result.mode == "round-robin":
        out.write("\n")
        _table(
            ["agent", "Elo", "games", "win rate", "95% interval", "points/hand",
             "decision ms mean/p99", "forfeits"],
            [
                [e["agent"], f"{e['elo']:.0f}", str(e["games"]), _pct(e["win_rate"]),
                 _ci(e["win_rate_ci"]), f"{e['points_per_hand']:.2f}",
                 f"{e['decision_ms']['mean']:.3f}/{e['decision_ms']['p99']:.3f}",
                 str(e["forfeits"])]
                for e in doc["elo"]
            ],
            out,
        )
        out.write("\nwin rate of the row agent against the column agent:\n")
        matrix = doc["win_rate_matrix"]
        _table(
            ["", *labels],
            [[labels[i], *("-" if x is None else _pct(x) for x in matrix[i])]
             for i in range(len(labels))],
            out,
        )
    else:
        first = labels[0]
        wins, games = doc["wins"][0], doc["games_played"][0]
        out.write(
            f"{first} won {wins} of {games} games: {_pct(doc['win_rate'])}"
            f" (95% interval {_ci(doc['win_rate_ci'])})\n\n"
        )
        _table(["", *labels], _agent_rows(doc, list(range(len(labels)))), out)
    out.write("\n" + _hands_line(doc))
    for forfeit in doc["forfeits"]:
        out.write(
            f"forfeit: game {forfeit['game']} (seed {forfeit['seed']}), {forfeit['agent']}"
            f" as player {forfeit['player']}: {forfeit['reason']}\n"
        )
    if doc["records"] is not None:
        out.write(f"records: {doc['records']}\n")
