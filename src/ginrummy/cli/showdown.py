"""``ginrummy showdown``: a knock settled exactly (R5.3, R6, R8)."""

from __future__ import annotations

import argparse
import sys
from typing import IO, TYPE_CHECKING, Any

from ginrummy.cards import CardError, card_name, parse_hand
from ginrummy.cli.common import (
    CliError,
    bonus_arg,
    card_list,
    knock_limit_arg,
    new_parser,
    write_json,
)
from ginrummy.narration import cards_text, melds_text, points_text
from ginrummy.rules import preset
from ginrummy.showdown import showdown

if TYPE_CHECKING:
    from ginrummy.cli.common import Subparsers

__all__ = ["add_parser", "run", "settle"]

_EPILOG = """\
The knocker lays down a least-deadwood arrangement (R5.3; among several, the one
leaving the defender the most deadwood); the defender its best melds and lay-offs
(R6.4). A knock over the limit is refused with status 2.

--json keys: knocker_melds, knocker_deadwood, knocker_deadwood_cards,
  defender_melds, layoffs (list of {"card", "meld", "meld_cards"}; meld is a
  0-based index into knocker_melds, meld_cards that meld as laid down),
  defender_deadwood, defender_deadwood_cards, outcome (gin, knock, undercut),
  winner (knocker, defender), points, knock_limit.

examples:
  ginrummy showdown --knocker "8h 8c 8d Ts Js Qs 2d 3d 4d Ac" \\
                    --defender "8s 9s Ks 5h 7c 9h Th Qc Kd 6d"
  ginrummy showdown --knocker "5c 6c 7c Jh Jd Js 9h 9s 9d 3h" \\
                    --defender "Ac 2s 4d 6h Kc Qd Tc 8s 7d 5s" --knock-limit 3 --json
"""


def add_parser(sub: Subparsers) -> None:
    """Register the subcommand."""
    p = new_parser(
        sub,
        "showdown",
        "settle a knock: arrangements, lay-offs and score",
        "Settle a knock between the knocker's 10 cards (after the discard) and the "
        "defender's 10 cards: the knocker's arrangement, the defender's melds and "
        "lay-offs, and the score.",
        _EPILOG,
    )
    p.add_argument("--knocker", required=True, metavar="CARDS",
                   help="the knocker's 10 cards after the discard")
    p.add_argument("--defender", required=True, metavar="CARDS", help="the defender's 10 cards")
    p.add_argument("--knock-limit", type=knock_limit_arg, metavar="N",
                   help="the knock limit, 0 to 10 (default 10; in Oklahoma the upcard's, R9.1)")
    p.add_argument("--gin-bonus", type=bonus_arg, metavar="N",
                   help="bonus for gin, 0 to 1000 (default 25; R8.2)")
    p.add_argument("--undercut-bonus", type=bonus_arg, metavar="N",
                   help="bonus for an undercut, 0 to 1000 (default 10; R8.4)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


def _hand(option: str, text: str) -> int:
    try:
        return parse_hand(text, 10)
    except CardError as exc:
        raise CliError(f"{option}: {exc}") from None


def settle(
    knocker: str,
    defender: str,
    knock_limit: int | None = None,
    gin_bonus: int | None = None,
    undercut_bonus: int | None = None,
) -> dict[str, Any]:
    """The showdown as a JSON-ready dict; KnockError if the knock is over the limit."""
    k_mask = _hand("--knocker", knocker)
    d_mask = _hand("--defender", defender)
    shared = k_mask & d_mask
    if shared:
        raise CliError(
            f"the knocker's and the defender's hands share {cards_text(card_list(shared))}"
        )
    options = {
        key: value
        for key, value in (
            ("knock_limit", knock_limit),
            ("gin_bonus", gin_bonus),
            ("undercut_bonus", undercut_bonus),
        )
        if value is not None
    }
    rules = preset("standard").with_options(options)
    result = showdown(k_mask, d_mask, rules)
    melds = [card_list(m) for m in result.knocker.melds]
    score = result.score
    return {
        "knocker_melds": melds,
        "knocker_deadwood": result.knocker.deadwood,
        "knocker_deadwood_cards": card_list(result.knocker.deadwood_mask),
        "defender_melds": [card_list(m) for m in result.defender.melds],
        "layoffs": [
            {"card": card_name(lo.card), "meld": lo.meld, "meld_cards": melds[lo.meld]}
            for lo in result.defender.layoffs
        ],
        "defender_deadwood": result.defender.deadwood,
        "defender_deadwood_cards": card_list(result.defender.deadwood_mask),
        "outcome": score.outcome,
        "winner": "knocker" if score.knocker_wins else "defender",
        "points": score.points,
        "difference": score.difference,
        "bonus": score.bonus,
        "knock_limit": rules.knock_limit,
    }


def _text(r: dict[str, Any], out: IO[str]) -> None:
    numbered = "  ".join(f"[{i}] {' '.join(m)}" for i, m in enumerate(r["knocker_melds"], 1))
    out.write(f"Knocker: melds {numbered or '-'}\n")
    out.write(
        f"         deadwood {cards_text(r['knocker_deadwood_cards'])} = {r['knocker_deadwood']}"
        f" (knock limit {r['knock_limit']})\n"
    )
    out.write(f"Defender: melds {melds_text(r['defender_melds'])}\n")
    for lo in r["layoffs"]:
        out.write(f"          lays off {lo['card']} on [{lo['meld'] + 1}]"
                  f" {' '.join(lo['meld_cards'])}\n")
    out.write(
        f"          deadwood {cards_text(r['defender_deadwood_cards'])}"
        f" = {r['defender_deadwood']}\n"
    )
    out.write(
        f"Outcome: {r['outcome']}; the {r['winner']} scores {r['points']} ({points_text(r)})\n"
    )


def run(args: argparse.Namespace) -> int:
    """Run ``ginrummy showdown``."""
    result = settle(
        args.knocker, args.defender, args.knock_limit, args.gin_bonus, args.undercut_bonus
    )
    if args.json:
        write_json(result, sys.stdout)
    else:
        _text(result, sys.stdout)
    return 0
