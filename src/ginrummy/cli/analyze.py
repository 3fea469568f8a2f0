"""``ginrummy analyze``: least deadwood, a best arrangement and, for 11 cards, the best
discard and whether a knock or gin is possible (R2.4, R5.1, R5.4)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import IO, TYPE_CHECKING, Any

from ginrummy.cards import CardError, card_name, parse_hand
from ginrummy.cli.common import (
    CliError,
    card_list,
    knock_limit_arg,
    new_parser,
    write_json,
)
from ginrummy.legality import Phase, Situation, gin_discards, knock_discards
from ginrummy.melds import best_arrangement, best_discard
from ginrummy.narration import cards_text, melds_text
from ginrummy.rules import Rules

if TYPE_CHECKING:
    from ginrummy.cli.common import Subparsers

__all__ = ["add_parser", "analyze_hand", "run"]

#: A player holds at most 11 cards (10, plus one drawn).
MAX_CARDS = 11
#: The standard rules' knock limit (R5.1), used unless --knock-limit says otherwise.
DEFAULT_KNOCK_LIMIT = Rules().knock_limit

_EPILOG = """\
output (--json keys):
  deadwood, melds, deadwood_cards    the hand as given: least deadwood count,
                                     one best arrangement, the cards left over
  for 11 cards also:
  discard                            the discard leaving the least deadwood
                                     (ties: the highest card)
  deadwood_after_discard             the deadwood left after it
  melds_after_discard, deadwood_cards_after_discard
  can_knock                          deadwood_after_discard <= --knock-limit
  gin                                deadwood_after_discard == 0

reading standard input (CARDS is "-"):
  One hand a line; blank lines are skipped. Each other line writes one JSON
  object on one line, in order (--json is implied). A line that cannot be read
  writes {"line": N, "error": "..."} and the rest go on; at the end the command
  prints one error line on stderr and exits with status 2 if any line was bad.

examples:
  ginrummy analyze "As 3s 5s 2c 2d 3d 4d 5d 6d 2h 5h"
  ginrummy analyze Ks Kh 8h Kc Qs 5s Ah Tc Th 6s --json
  printf 'As 2s 3s 7h 7d 7c Jh Qh Kh 6d\\n' | ginrummy analyze -
"""


def add_parser(sub: Subparsers) -> None:
    """Register the subcommand."""
    p = new_parser(
        sub,
        "analyze",
        "deadwood, best melds and best discard of a hand",
        "Least deadwood and one best arrangement of a hand of 0 to 11 cards; for 11 cards "
        "also the best discard, the deadwood after it, and whether knocking and gin are "
        "possible. Cards: rank (A 2-9 T/10 J Q K) then suit (s h d c or symbols), separated "
        "by spaces or commas.",
        _EPILOG,
    )
    p.add_argument(
        "cards", nargs="+", metavar="CARDS",
        help='the hand, e.g. "As 2s 3s 7h 7d 7c" (quoted or as separate words);'
        ' "-" reads one hand a line from standard input',
    )
    p.add_argument(
        "--knock-limit", type=knock_limit_arg, default=DEFAULT_KNOCK_LIMIT, metavar="N",
        help=f"the knock limit for can_knock, 0 to 10 (default {DEFAULT_KNOCK_LIMIT}; R5.1)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


def analyze_hand(text: str, knock_limit: int = DEFAULT_KNOCK_LIMIT) -> dict[str, Any]:
    """The analysis of one hand as a JSON-ready dict (CardError if it cannot be read)."""
    mask = parse_hand(text)
    count = mask.bit_count()
    if count > MAX_CARDS:
        raise CardError(f"a hand has at most {MAX_CARDS} cards, got {count}")
    arrangement = best_arrangement(mask)
    out: dict[str, Any] = {
        "cards": card_list(mask),
        "deadwood": arrangement.deadwood,
        "melds": [card_list(m) for m in arrangement.melds],
        "deadwood_cards": card_list(arrangement.deadwood_mask),
    }
    if count == MAX_CARDS:
        choice = best_discard(mask)
        after = choice.arrangement
        # The hand as drawn, to be discarded from: the engine says whether it may knock.
        sit = Situation(Rules(knock_limit=knock_limit), Phase.DISCARD, mask, (), False, -1,
                        knock_limit, None, False)
        out.update(
            {
                "discard": card_name(choice.card),
                "deadwood_after_discard": after.deadwood,
                "melds_after_discard": [card_list(m) for m in after.melds],
                "deadwood_cards_after_discard": card_list(after.deadwood_mask),
                "knock_limit": knock_limit,
                "can_knock": bool(knock_discards(sit)),
                "gin": bool(gin_discards(sit)),
            }
        )
    return out


def _text(result: dict[str, Any], out: IO[str]) -> None:
    cards: list[str] = result["cards"]
    rows = [
        ("hand", f"{cards_text(cards)}  ({len(cards)} cards)"),
        ("deadwood", str(result["deadwood"])),
        ("melds", melds_text(result["melds"])),
        ("deadwood cards", cards_text(result["deadwood_cards"])),
    ]
    if "discard" in result:
        dw, limit = result["deadwood_after_discard"], result["knock_limit"]
        knock = f"yes ({dw} <= {limit})" if result["can_knock"] else f"no ({dw} > {limit})"
        rows += [
            ("best discard", result["discard"]),
            ("deadwood after it", str(dw)),
            ("melds after it", melds_text(result["melds_after_discard"])),
            ("deadwood cards after it", cards_text(result["deadwood_cards_after_discard"])),
            ("can knock", knock),
            ("gin", "yes" if result["gin"] else "no"),
        ]
    width = max(len(label) for label, _ in rows) + 2
    for label, value in rows:
        out.write(f"{label + ':':<{width}}{value}\n")


def _run_lines(inp: IO[str], out: IO[str], knock_limit: int) -> int:
    bad = 0
    total = 0
    first = ""
    for number, line in enumerate(inp, start=1):
        if not line.strip():
            continue
        total += 1
        result: dict[str, Any]
        try:
            result = analyze_hand(line, knock_limit)
        except CardError as exc:
            bad += 1
            first = first or f"line {number}: {exc}"
            result = {"line": number, "error": str(exc)}
        out.write(json.dumps(result) + "\n")
        out.flush()
    if bad:
        raise CliError(f"{bad} of {total} hands could not be read (first: {first})")
    return 0


def run(args: argparse.Namespace) -> int:
    """Run ``ginrummy analyze``."""
    words: list[str] = args.cards
    limit: int = args.knock_limit
    if words == ["-"]:
        return _run_lines(sys.stdin, sys.stdout, limit)
    result = analyze_hand(" ".join(words), limit)
    if args.json:
        write_json(result, sys.stdout)
    else:
        _text(result, sys.stdout)
    return 0
