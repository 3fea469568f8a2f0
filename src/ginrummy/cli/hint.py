"""``ginrummy hint``: the expert's ranking of the actions of a recorded position."""

from __future__ import annotations

import argparse
import random
import sys
from typing import TYPE_CHECKING, Any

from ginrummy.actions import Action
from ginrummy.agents.expert import ExpertAgent
from ginrummy.agents.levels import HARD
from ginrummy.cards import card_name, format_hand
from ginrummy.cli.common import CliError, new_parser, seed_arg, whole_number, write_json
from ginrummy.driver import replay
from ginrummy.notation import position_of
from ginrummy.record import load_record
from ginrummy.state import HandState, deal
from ginrummy.view import view

if TYPE_CHECKING:
    from ginrummy.cli.common import Subparsers

__all__ = ["MAX_TOP", "add_parser", "position_before", "run"]

#: The most choices --top shows: more than any decision has (11 discards and 11 knocks).
MAX_TOP = 100
#: A hand or action number is checked against the record (which says the numbers it
#: has); this keeps it a number of a sensible size.
_number = whole_number(-1_000_000, 1_000_000)

_EPILOG = """\
The position is the one just before the given action of the given hand (both
counted from 1, as 'ginrummy replay' numbers them); the hint is for the player
to act there and uses only what that player could see.

--json: {"hand", "action", "player", "phase", "cards", "pile_top", "stock",
"knock_limit", "position", "played", "choices": [{"action", "cost", "reason"}]};
a lower cost is better. "position" is the position on one line, for a bug
report or 'ginrummy analyze' (docs/records.md, "Positions").

examples:
  ginrummy simulate --matches 1 --seed 3 --records out/
  ginrummy hint out/match-00001.json --hand 1 --action 6
"""


def add_parser(sub: Subparsers) -> None:
    """Register the subcommand."""
    p = new_parser(
        sub,
        "hint",
        "rank the actions of a recorded position with the expert's reasons",
        "Replay a game record to the position before an action and show how the expert "
        "ranks the legal actions there, with its estimates and a few words on each.",
        _EPILOG,
    )
    p.add_argument("record", metavar="RECORD", help="a game record (JSON)")
    p.add_argument("--hand", type=_number, required=True, help="hand number, from 1")
    p.add_argument("--action", type=_number, required=True,
                   help="action number in the hand, from 1")
    p.add_argument("--top", type=whole_number(1, MAX_TOP), default=5,
                   help=f"how many choices to show, 1 to {MAX_TOP} (default 5)")
    p.add_argument("--seed", type=seed_arg, default=0,
                   help="the expert's random seed, 0 to 2**63-1 (default 0)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(run=run)


def position_before(doc: dict[str, Any], hand: int, action: int) -> tuple[HandState, Action]:
    """The state before action ``action`` of hand ``hand`` (both from 1) and that action."""
    replayed = replay(doc)
    if not 1 <= hand <= len(replayed.hands):
        raise CliError(f"--hand must be from 1 to {len(replayed.hands)}, not {hand}")
    final = replayed.hands[hand - 1]
    history = final.history
    if not 1 <= action <= len(history):
        raise CliError(f"hand {hand} has actions 1 to {len(history)}, not {action}")
    state = deal(final.rules, final.dealer, final.deck, final.labels, final.standing)
    for _seat, act in history[: action - 1]:
        state = state.apply(act)
    return state, history[action - 1][1]


def run(args: argparse.Namespace) -> int:
    """Run the subcommand."""
    doc = load_record(args.record)
    state, played = position_before(doc, args.hand, args.action)
    seat = state.to_act
    v = view(state, seat)
    ranked = ExpertAgent(random.Random(args.seed), HARD).rank(v)[: args.top]
    player = state.labels[seat]
    out = {
        "hand": args.hand,
        "action": args.action,
        "player": player,
        "phase": state.phase.value,
        "cards": format_hand(v.hand).split(),
        "pile_top": None if v.pile_top is None else card_name(v.pile_top),
        "stock": v.stock_count,
        "knock_limit": v.knock_limit,
        "position": str(position_of(v)),
        "played": played.text,
        "choices": [
            {"action": r.action.text, "cost": round(r.cost, 2), "reason": r.reason} for r in ranked
        ],
    }
    if args.json:
        write_json(out, sys.stdout)
        return 0
    print(f"Hand {args.hand}, before action {args.action}: {player} to {state.phase.value}")
    print(f"  cards: {format_hand(v.hand)}")
    print(f"  pile top: {out['pile_top'] or '-'}   stock: {v.stock_count}"
          f"   knock limit: {v.knock_limit}")
    print(f"  position: {out['position']}")
    print("The expert's choices (best first):")
    for i, r in enumerate(ranked, start=1):
        print(f"  {i}. {r.action.text:<28} {r.reason}")
    print(f"Played: {played.text}")
    return 0
