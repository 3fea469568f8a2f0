"""``ginrummy analyze``: least deadwood, a best arrangement and, for 11 cards, the best
discard and whether a knock or gin is possible (R2.4, R5.1, R5.4); given a position
line (:mod:`ginrummy.notation`), the legal actions there as well."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from typing import IO, TYPE_CHECKING, Any

from ginrummy.actions import arrange
from ginrummy.cards import CardError, card_name, parse_hand
from ginrummy.cli.common import (
    CliError,
    card_list,
    knock_limit_arg,
    new_parser,
    write_json,
)
from ginrummy.legality import (
    Phase,
    Situation,
    barred_discard,
    can_declare_big_gin,
    default_arrangement,
    default_lay_off,
    gin_discards,
    knock_discards,
    legal_actions,
)
from ginrummy.melds import best_arrangement, best_discard
from ginrummy.narration import cards_text, melds_text
from ginrummy.notation import PositionError, looks_like_position, parse_position
from ginrummy.rules import Rules
from ginrummy.state import HAND_SIZE

if TYPE_CHECKING:
    from ginrummy.cli.common import Subparsers

__all__ = ["add_parser", "analyze_hand", "analyze_position", "run"]

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

a position (CARDS holds a "/" or starts with a phase word):
  A decision of a hand on one line, as 'ginrummy hint' prints it and bug
  reports paste it (grammar: docs/records.md, "Positions"):
    PHASE / hand CARDS / pile CARDS / stock N [/ stock_only] [/ limit N]
      [/ taken CARD] [/ big_gin] [/ knocker_melds MELDS / knocker_deadwood CARDS]
      [/ rules PRESET KEY=VALUE...]
  PHASE is offer, draw, discard, arrange or lay_off; the pile is bottom first.
  The output adds: position (the line in normal form), phase, pile, stock,
  knock_limit, taken, legal_actions; in the discard phase knock_discards,
  gin_discards, can_big_gin, and the best discard keys above (the card just
  taken from the pile excluded, R4.2); after a knock default_action, the
  knocker's default arrangement (R5.3) or the defender's lay-offs (R6.4).
  The limit comes from the line: --knock-limit is for bare hands.

reading standard input (CARDS is "-"):
  One hand or position a line; blank lines are skipped. Each other line
  writes one JSON object on one line, in order (--json is implied). A line that cannot be read
  writes {"line": N, "error": "..."} and the rest go on; at the end the command
  prints one error line on stderr and exits with status 2 if any line was bad.

examples:
  ginrummy analyze "As 3s 5s 2c 2d 3d 4d 5d 6d 2h 5h"
  ginrummy analyze Ks Kh 8h Kc Qs 5s Ah Tc Th 6s --json
  printf 'As 2s 3s 7h 7d 7c Jh Qh Kh 6d\\n' | ginrummy analyze -
  ginrummy analyze "discard / hand As 2s 3s 7h 7d 7c Jh Qh Kh 6d 4c / pile 5h 9c
                    / stock 29 / limit 10 / rules standard" --json
"""


def add_parser(sub: Subparsers) -> None:
    """Register the subcommand."""
    p = new_parser(
        sub,
        "analyze",
        "deadwood, best melds and best discard of a hand",
        "Least deadwood and one best arrangement of a hand: 10 cards, or 11 before the "
        "discard, for which also the best discard, the deadwood after it, and whether "
        "knocking and gin are possible. Fewer cards (1 to 9) are analysed as part of a "
        "hand; no cards, or more than 11, are refused. Cards: rank (A 2-9 T/10 J Q K, "
        "ASCII) then suit (s h d c or symbols), separated by spaces or commas.",
        _EPILOG,
    )
    p.add_argument(
        "cards", nargs="+", metavar="CARDS",
        help='the hand, e.g. "As 2s 3s 7h 7d 7c" (quoted or as separate words), or a'
        ' position line (see below); "-" reads one a line from standard input',
    )
    p.add_argument(
        # None: not given, so a position line's own limit is not contradicted.
        "--knock-limit", type=knock_limit_arg, default=None, metavar="N",
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
    if count == 0:
        raise CardError("no cards: give a hand of 10 cards, or 11 before the discard"
                        " (1 to 9 are analysed as part of a hand)")
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
        sit = Situation(Rules(knock_limit=knock_limit), Phase.DISCARD, mask, (), False, None,
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


def analyze_position(text: str) -> dict[str, Any]:
    """The analysis of a position line (:mod:`ginrummy.notation`) as a JSON-ready dict:
    the keys of :func:`analyze_hand` where they mean the same, the position's legal
    actions, and in the discard phase its knock and gin discards, all from the
    legality authority (PositionError if the line cannot be read)."""
    pos = parse_position(text)
    sit = pos.situation()
    arrangement = best_arrangement(pos.hand)
    out: dict[str, Any] = {
        "position": str(pos),
        "phase": pos.phase.value,
        "cards": card_list(pos.hand),
        "deadwood": arrangement.deadwood,
        "melds": [card_list(m) for m in arrangement.melds],
        "deadwood_cards": card_list(arrangement.deadwood_mask),
        "pile": [card_name(c) for c in pos.pile],
        "stock": pos.stock_count,
        "knock_limit": pos.knock_limit,
        "taken": None if pos.taken is None else card_name(pos.taken),
        "legal_actions": [a.text for a in legal_actions(sit)],
    }
    if pos.phase is Phase.DISCARD:
        # The best discard among those allowed: not the card just taken (R4.2).
        choice = best_discard(pos.hand, barred_discard(pos.rules, pos.taken))
        after = choice.arrangement
        knocks, gins = knock_discards(sit), gin_discards(sit)
        out.update(
            {
                "discard": card_name(choice.card),
                "deadwood_after_discard": after.deadwood,
                "melds_after_discard": [card_list(m) for m in after.melds],
                "deadwood_cards_after_discard": card_list(after.deadwood_mask),
                "can_knock": bool(knocks),
                "knock_discards": [card_name(c) for c in knocks],
                "gin": bool(gins),
                "gin_discards": [card_name(c) for c in gins],
                "can_big_gin": can_declare_big_gin(sit),
            }
        )
    elif pos.phase is Phase.ARRANGE:
        out["default_action"] = arrange(default_arrangement(sit).melds).text  # R5.3
    elif pos.phase is Phase.LAY_OFF:
        out["default_action"] = default_lay_off(sit).text  # R6.4
    return out


def _position_rows(result: dict[str, Any]) -> list[tuple[str, str]]:
    pile: list[str] = result["pile"]
    rows = [
        ("position", result["position"]),
        ("phase", result["phase"]),
        ("pile", f"{cards_text(pile)}  (top {pile[-1]})" if pile else "-"),
        ("stock", str(result["stock"])),
        ("knock limit", str(result["knock_limit"])),
    ]
    if result["taken"]:
        rows.append(("taken", f"{result['taken']} (not to be discarded this turn, R4.2)"))
    return rows


def _grouped_actions(texts: list[str]) -> list[str]:
    """Legal actions one a line, the discards (and the knocks) of a card each on one
    line: ``discard As 2s 3s``."""
    lines: list[str] = []
    for text in texts:
        kind, _sep, card = text.partition(" ")
        if kind in ("discard", "knock") and lines and lines[-1].split(" ", 1)[0] == kind:
            lines[-1] += f" {card}"
        else:
            lines.append(text)
    return lines


def _count_text(count: int) -> str:
    """``10 cards``, ``1 card``; a partial hand is said to be one (R3.2: a hand is 10)."""
    words = "1 card" if count == 1 else f"{count} cards"
    if count < HAND_SIZE:
        words += ": part of a hand, which holds 10 cards, or 11 before the discard"
    return words


def _text(result: dict[str, Any], out: IO[str]) -> None:
    cards: list[str] = result["cards"]
    position = _position_rows(result) if "position" in result else []
    rows = [
        *position[:2],
        ("hand", f"{cards_text(cards)}  ({_count_text(len(cards))})"),
        *position[2:],
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
    if "knock_discards" in result:
        rows[-1:-1] = [("knock discards", cards_text(result["knock_discards"]))]
        rows.append(("gin discards", cards_text(result["gin_discards"])))
        if result["can_big_gin"]:
            rows.append(("big gin", "may be declared: all 11 cards meld (R5.5)"))
    if "default_action" in result:
        rows.append(("default", result["default_action"]))
    width = max(len(label) for label, _ in rows) + 2
    for label, value in rows:
        out.write(f"{label + ':':<{width}}{value}\n")
    if "legal_actions" in result:
        actions: list[str] = result["legal_actions"]
        out.write(f"legal actions ({len(actions)}):\n")
        for line in _grouped_actions(actions):
            out.write(f"  {line}\n")


def _analyze(text: str, knock_limit: int | None) -> dict[str, Any]:
    """A position line's analysis, or a hand's with ``knock_limit`` (None: the default)."""
    if looks_like_position(text):
        if knock_limit is not None:
            raise CliError("a position line carries its own knock limit (its limit field):"
                           " --knock-limit is for a bare hand")
        return analyze_position(text)
    return analyze_hand(text, DEFAULT_KNOCK_LIMIT if knock_limit is None else knock_limit)


def _lines(inp: IO[str]) -> Iterator[str | None]:
    """The lines of ``inp``, each decoded on its own where the stream has bytes
    underneath (standard input), so that a line that is not UTF-8 is one bad line
    (None) rather than the end of the run."""
    raw: IO[bytes] | None = getattr(inp, "buffer", None)
    if raw is None:
        yield from inp
        return
    for data in raw:
        try:
            yield data.decode("utf-8")
        except UnicodeDecodeError:
            yield None


def _run_lines(inp: IO[str], out: IO[str], knock_limit: int | None) -> int:
    bad = 0
    total = 0
    first = ""
    for number, line in enumerate(_lines(inp), start=1):
        if line is not None and not line.strip():
            continue
        total += 1
        result: dict[str, Any]
        try:
            if line is None:
                raise CliError("not UTF-8 text: card names are ASCII, or the suit symbols")
            result = _analyze(line, knock_limit)
        except (CardError, PositionError, CliError) as exc:
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
    limit: int | None = args.knock_limit
    if words == ["-"]:
        return _run_lines(sys.stdin, sys.stdout, limit)
    try:
        result = _analyze(" ".join(words), limit)
    except PositionError as exc:
        raise CliError(str(exc)) from None
    if args.json:
        write_json(result, sys.stdout)
    else:
        _text(result, sys.stdout)
    return 0
