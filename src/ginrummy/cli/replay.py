"""``ginrummy replay``: check a game record against the rules and show it hand by hand.

Everything shown comes from the record after :func:`ginrummy.driver.replay` has
re-played it and confirmed each claim (deals, actions, ends, running scores).
What replay does not check (the players' names and agents, the role draws, a
forfeit's reason) is text from a file anybody may have written: it is shown
escaped and cut (:func:`ginrummy.names.shown_name`), so a name holding a
terminal escape sequence or a bidirectional control cannot rewrite the screen.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import IO, TYPE_CHECKING, Any

from ginrummy.cli.common import CliError, new_parser, shown_path, write_json
from ginrummy.driver import replay
from ginrummy.names import shown_name
from ginrummy.narration import describe_end, describe_score, totals_text
from ginrummy.record import RecordError, load_record
from ginrummy.rules import Rules

if TYPE_CHECKING:
    from ginrummy.cli.common import Subparsers

__all__ = ["add_parser", "run"]

_EPILOG = """\
A record that does not replay is refused with status 2 and one line saying
where, e.g. "hand 3, action 17: 7h is not in player 1's hand".

--json keys: file, valid, variant, rules, seed, players, hands (count), winner,
  totals (per game, per player), forfeit, hand_results (list of {number, dealer,
  seats, roles, upcard, knock_limit, actions (count), outcome, winner, points,
  games, score}).

In the text, P0, P1, P2 are the players in the record's order; a turn reads
"P0 stock 9d, discard Kd" (the card drawn from the stock is shown: a record
knows every card).
"""

_WIDTH = 100


def add_parser(sub: Subparsers) -> None:
    """Register the subcommand."""
    p = new_parser(
        sub,
        "replay",
        "check a game record and show it hand by hand",
        "Re-play a game record (as written by 'ginrummy simulate --records') through the "
        "rules engine, checking every deal, action, hand end and running score, and show "
        "the match hand by hand.",
        _EPILOG,
    )
    p.add_argument("file", metavar="FILE", help="the record (JSON)")
    p.add_argument("--json", action="store_true", help="print a summary as JSON")
    p.set_defaults(run=run)


def _action_text(entry: dict[str, Any]) -> str | None:
    kind = entry.get("action")
    card = entry.get("card", "?")
    if kind == "pass":
        return "pass"
    if kind == "draw_stock":
        return f"stock {card}"
    if kind == "draw_discard":
        return f"take {card}"
    if kind in ("discard", "knock"):
        return f"{kind} {card}"
    if kind == "big_gin":
        return "big gin"
    return None  # arrange and lay_off: shown with the end of the hand


def _turn_lines(actions: Sequence[dict[str, Any]], names: Sequence[str]) -> list[str]:
    turns: list[str] = []
    last_player: object = None
    last_drew = False
    for entry in actions:
        text = _action_text(entry)
        if text is None:
            continue
        player = entry.get("player")
        if last_drew and player == last_player:
            turns[-1] += f", {text}"  # a draw and its discard make one turn
        else:
            name = names[player] if isinstance(player, int) else str(player)
            turns.append(f"{name} {text}")
        last_player = player
        last_drew = entry.get("action") in ("draw_stock", "draw_discard")
    lines: list[str] = []
    line = ""
    for turn in turns:
        if line and len(line) + 2 + len(turn) > _WIDTH - 2:
            lines.append(line + ";")
            line = turn
        else:
            line = f"{line}; {turn}" if line else turn
    if line:
        lines.append(line)
    return lines


def _roles_text(roles: dict[str, int], names: Sequence[str]) -> str:
    return (
        f"{names[roles['box']]} in the box, captain {names[roles['captain']]},"
        f" {names[roles['out']]} sits out"
    )


def _shown(value: object, limit: int = 48) -> str:
    """Unchecked text of the record (a name, an agent, a reason), escaped and cut."""
    return shown_name(value, limit)


def _show(path: str, doc: dict[str, Any], rules: Rules, out: IO[str]) -> None:
    players: list[dict[str, Any]] = doc["players"]
    names = [f"P{i}" for i in range(len(players))]
    out.write(f"{shown_path(path)}: a valid record of {rules.system}, seed {doc['seed']},"
              f" game to {rules.target}\n")
    legend = ", ".join(
        f"{names[i]} = {_shown(p.get('name', f'player {i}'))} ({_shown(p.get('agent', '?'))})"
        if isinstance(p, dict) else f"{names[i]} = player {i}"
        for i, p in enumerate(players)
    )
    out.write(f"Players: {legend}\n")
    draws = doc.get("role_draws")
    for draw in draws if isinstance(draws, list) else []:
        if not isinstance(draw, list):
            continue
        cards = ", ".join(f"{names[i]} {_shown(c, 8)}" for i, c in enumerate(draw[:len(names)])
                          if c is not None)
        out.write(f"Role draw: {cards}\n")
    for hand in doc["hands"]:
        out.write("\n")
        head = (
            f"Hand {hand['number']}: {names[hand['dealer']]} deals, upcard {hand['upcard']},"
            f" knock limit {hand['knock_limit']}"
        )
        if hand.get("roles"):
            head += f"; {_roles_text(hand['roles'], names)}"
        out.write(head + "\n")
        for line in _turn_lines(hand["actions"], names):
            out.write(f"  {line}\n")
        end = hand["end"]
        if end.get("outcome") == "forfeit":  # the reason is not checked: text from the file
            end = {**end, "reason": _shown(end.get("reason"), 200)}
        for line in describe_end(end, names):
            out.write(f"  {line}\n")
        if "score" in hand:
            for line in describe_score(hand["score"], names, end.get("games", ())):
                out.write(f"  {line}\n")
    result: dict[str, Any] = doc["result"]
    out.write("\n")
    winner = result.get("winner")
    forfeit = result.get("forfeit")
    if forfeit is not None:
        out.write(f"{names[forfeit['player']]} forfeited the match:"
                  f" {_shown(forfeit.get('reason'), 200)}\n")
    won = f"{names[winner]} wins" if isinstance(winner, int) else "no winner"
    out.write(
        f"Result: {won} after {len(doc['hands'])} hands"
        f" (totals: {totals_text(result['totals'], names)})\n"
    )


def _summary(path: str, doc: dict[str, Any]) -> dict[str, Any]:
    result: dict[str, Any] = doc["result"]
    hands = []
    for hand in doc["hands"]:
        end = hand["end"]
        hands.append(
            {
                "number": hand["number"],
                "dealer": hand["dealer"],
                "seats": hand["seats"],
                "roles": hand.get("roles"),
                "upcard": hand["upcard"],
                "knock_limit": hand["knock_limit"],
                "actions": len(hand["actions"]),
                "outcome": end.get("outcome"),
                "winner": end.get("winner"),
                "points": end.get("points"),
                "games": end.get("games"),
                "score": hand.get("score"),
            }
        )
    return {
        "file": path,
        "valid": True,
        "variant": doc.get("variant"),
        "rules": doc["rules"],
        "seed": doc["seed"],
        "players": doc["players"],
        "hands": len(hands),
        "winner": result.get("winner"),
        "totals": result.get("totals"),
        "forfeit": result.get("forfeit"),
        "hand_results": hands,
    }


def run(args: argparse.Namespace) -> int:
    """Run ``ginrummy replay``."""
    path: str = args.file
    doc = load_record(path)
    try:
        replayed = replay(doc)
    except RecordError as exc:
        raise CliError(f"{shown_path(path)}: {exc}") from None
    if args.json:
        write_json(_summary(path, doc), sys.stdout)
    else:
        _show(path, doc, replayed.match.rules, sys.stdout)
    return 0
