"""``ginrummy simulate``: whole matches between agents, a summary, and one record per match."""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from ginrummy.agents import make_agent
from ginrummy.agents.sandbox import Sandboxes, SandboxOptions
from ginrummy.cli.common import (
    MAX_COUNT,
    MAX_SEED,
    CliError,
    build_rules,
    count_arg,
    new_parser,
    outcome_rates_text,
    preset_name,
    seed_arg,
    shown_path,
    write_json,
)
from ginrummy.cli.progress import Progress
from ginrummy.errors import excerpt
from ginrummy.record import save_record
from ginrummy.rules import Rules
from ginrummy.runner import MatchOutcome, play_named_match

if TYPE_CHECKING:
    from ginrummy.cli.common import Subparsers

__all__ = ["Summary", "add_parser", "run"]

_EPILOG = """\
Match i (from 0) uses seed S+i with --seed S; otherwise a seed from the operating
system, kept in the match's record so that it replays. Agents: random, simple,
or package.module:ClassName.

summary (--json keys): variant, rules, players, matches, seed, hands,
  hands_per_match, matches_won, hands_won, points, points_per_hand (lists, one
  entry per player: points scored divided by all hands played),
  knock_rate, gin_rate, big_gin_rate, undercut_rate, draw_rate (fractions of
  all hands, by how the hand ended: they add up to 1; a knock is a knocker's
  win short of gin), forfeits (matches lost by an agent's illegal action or
  error, with the reasons), seconds, interrupted (true when Ctrl-C stopped the
  run: the figures are those of the matches finished, matches_requested the
  number asked for).

Ctrl-C stops the run between two decisions: the summary of the matches finished
is printed (with --json, written) and the status is 130; the records already
written are whole (each is written to a temporary file, then renamed).

examples:
  ginrummy simulate --variant oklahoma --players simple,simple --matches 200 --seed 1 \\
      --records out/
  ginrummy simulate --variant three-player --players simple,simple,random --matches 50 --json
"""

_OUTCOMES = ("knock", "gin", "big_gin", "undercut", "draw")


def add_parser(sub: Subparsers) -> None:
    """Register the subcommand."""
    p = new_parser(
        sub,
        "simulate",
        "play matches between computer players and summarise",
        "Play whole matches between agents and print a summary: matches and hands won, "
        "points per hand, and how the hands ended.",
        _EPILOG,
    )
    p.add_argument("--variant", default="standard", metavar="NAME",
                   help="a rule preset (default standard; see 'ginrummy rules')")
    p.add_argument("--rule", action="append", metavar="KEY=VALUE",
                   help="change one rule option (repeatable; see 'ginrummy rules NAME')")
    p.add_argument("--players", metavar="A,B[,C]",
                   help="the agents, one per player (default simple for every player)")
    p.add_argument("--matches", type=count_arg, default=10, metavar="N",
                   help=f"number of matches, 1 to {MAX_COUNT:,} (default 10)")
    p.add_argument("--seed", type=seed_arg, metavar="S",
                   help="match i uses seed S+i, 0 to 2**63-1 (default: a seed from the OS"
                        " per match)")
    p.add_argument("--records", type=Path, metavar="DIR",
                   help="write each match's record to DIR/match-00001.json, ...")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help="show the progress bar on stderr (default: when stderr is a terminal)")
    p.set_defaults(run=run)


@dataclass(slots=True)
class Summary:
    """Totals over the matches played so far."""

    players: int
    matches: int = 0
    hands: int = 0
    matches_won: list[int] = field(default_factory=list)
    hands_won: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    outcomes: dict[str, int] = field(default_factory=lambda: dict.fromkeys(_OUTCOMES, 0))
    forfeits: list[dict[str, Any]] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.matches_won = [0] * self.players
        self.hands_won = [0] * self.players
        self.points = [0] * self.players

    def add(self, outcome: MatchOutcome) -> None:
        """Count one finished match."""
        self.matches += 1
        if outcome.winner is not None:
            self.matches_won[outcome.winner] += 1
        if outcome.forfeit is not None:
            self.forfeits.append({"seed": outcome.match.seed, **outcome.forfeit})
        for booked in outcome.match.booked:
            self.hands += 1
            self.outcomes[booked.result.outcome] += 1
            if booked.winner_player is not None:
                self.hands_won[booked.winner_player] += 1
                self.points[booked.winner_player] += booked.result.points

    def to_json(self) -> dict[str, Any]:
        """The figures of the summary (rates are fractions of all hands)."""
        hands = self.hands or 1
        out: dict[str, Any] = {
            "matches": self.matches,
            "hands": self.hands,
            "hands_per_match": self.hands / self.matches if self.matches else 0.0,
            "matches_won": list(self.matches_won),
            "hands_won": list(self.hands_won),
            "points": list(self.points),
            "points_per_hand": [p / hands for p in self.points],
        }
        for name in _OUTCOMES:
            out[f"{name}_rate"] = self.outcomes[name] / hands
        out["forfeits"] = list(self.forfeits)
        return out


def _agents(text: str | None, rules: Rules, pool: Sandboxes) -> list[str]:
    if text is None:
        return ["simple"] * rules.players
    names = [name.strip() for name in text.split(",")]
    if any(not name for name in names):
        raise CliError(f"--players: an empty agent name in {excerpt(text)}")
    if len(names) != rules.players:
        listed = f"{len(names)} agent" + ("s" if len(names) != 1 else "")
        raise CliError(f"--players names {listed}; {rules.system} needs {rules.players}")
    for name in set(names):
        # Fail now, not after the first matches (a plugin: in a process of its own).
        make_agent(name, random.Random(0), sandboxes=pool)
    return names


def _records_dir(path: Path | None) -> Path | None:
    if path is None:
        return None
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CliError(f"--records: cannot create {shown_path(path)}: {exc.strerror}") from None
    return path


def _text(doc: dict[str, Any], out: IO[str]) -> None:
    seed = doc["seed"]
    seeds = f"seeds {seed}..{seed + doc['matches'] - 1}" if seed is not None else "OS seeds"
    if doc["interrupted"]:
        seeds += f"; interrupted: {doc['matches']} of {doc['matches_requested']} finished"
    out.write(
        f"{doc['matches']} matches of {doc['variant']} ({doc['system']}, {seeds})"
        f" in {doc['seconds']:.1f} s\n"
    )
    names = [f"{i} {name}" for i, name in enumerate(doc["players"])]
    width = max(len("player"), *(len(n) for n in names))
    out.write(f"{'player':<{width}}  {'matches won':>14}  {'hands won':>9}  {'points/hand':>11}\n")
    for i, name in enumerate(names):
        won = doc["matches_won"][i]
        share = won / doc["matches"] if doc["matches"] else 0.0
        out.write(
            f"{name:<{width}}  {won:>6} ({share:6.1%})  {doc['hands_won'][i]:>9}"
            f"  {doc['points_per_hand'][i]:>11.2f}\n"
        )
    out.write(f"hands: {doc['hands']} ({doc['hands_per_match']:.1f} per match)\n")
    rates = outcome_rates_text(doc)
    out.write(f"hands ended by: {rates}\n")
    for forfeit in doc["forfeits"]:
        out.write(
            f"forfeit: player {forfeit['player']} in the match of seed {forfeit['seed']}:"
            f" {forfeit['reason']}\n"
        )
    if doc["records"] is not None:
        out.write(f"records: {doc['records']}\n")


def run(args: argparse.Namespace) -> int:
    """Run ``ginrummy simulate``."""
    # Plugin agents play in processes of their own, kept from match to match and
    # importing from the current directory as python -m does (docs/bots.md).
    with Sandboxes(SandboxOptions(path_entry=os.getcwd())) as pool:
        return _run(args, pool)


def _run(args: argparse.Namespace, pool: Sandboxes) -> int:
    rules = build_rules(args.variant, args.rule)
    variant = preset_name(args.variant)
    agents = _agents(args.players, rules, pool)
    records = _records_dir(args.records)
    matches: int = args.matches
    seed: int | None = args.seed
    if seed is not None and seed + matches - 1 > MAX_SEED:
        raise CliError(f"--seed: match {matches} would use seed {seed + matches - 1},"
                       f" over 2**63-1: give --seed at most {MAX_SEED - matches + 1}")
    summary = Summary(rules.players)
    started = time.monotonic()
    interrupted = False
    with Progress(matches, "matches", force=args.progress) as bar:
        try:
            for i in range(matches):
                outcome = play_named_match(rules, agents, None if seed is None else seed + i,
                                           sandboxes=pool)
                if records is not None:
                    path = records / f"match-{i + 1:05d}.json"
                    try:
                        save_record(outcome.record, path)  # whole or absent, even on Ctrl-C
                    except OSError as exc:
                        raise CliError(
                            f"cannot write {shown_path(path)}: {exc.strerror}") from None
                summary.add(outcome)
                bar.update()
        except KeyboardInterrupt:
            # As after the last match: the summary of the matches finished, then 130.
            interrupted = True
    doc: dict[str, Any] = {
        "variant": variant,
        "system": rules.system,
        "rules": rules.to_dict(),
        "players": agents,
        "seed": seed,
        **summary.to_json(),
        "records": str(records) if records is not None else None,
        "seconds": round(time.monotonic() - started, 3),
        "interrupted": interrupted,
        "matches_requested": matches,
    }
    if args.json:
        write_json(doc, sys.stdout)
    else:
        _text(doc, sys.stdout)
    if interrupted:
        print(f"ginrummy: interrupted after {summary.matches} of {matches} matches",
              file=sys.stderr)
        return 130
    return 0
