"""What the subcommands share: the user-error type, argument types, rule options,
JSON output and the text of hand ends and running scores (used by both
``replay`` and ``play``, from the same record entries)."""

from __future__ import annotations

import argparse
import json
import textwrap
from collections.abc import Mapping, Sequence
from typing import IO, TYPE_CHECKING, Any

from ginrummy.actions import ActionError
from ginrummy.agents import AgentError
from ginrummy.cards import CardError, card_name, cards_of
from ginrummy.match import MatchError
from ginrummy.record import RecordError
from ginrummy.rules import PRESETS, Rules, RulesError, preset
from ginrummy.showdown import KnockError
from ginrummy.state import IllegalActionError

if TYPE_CHECKING:
    Subparsers = argparse._SubParsersAction[argparse.ArgumentParser]

__all__ = [
    "USER_ERRORS",
    "CliError",
    "build_rules",
    "card_list",
    "cards_text",
    "describe_end",
    "describe_score",
    "json_text",
    "knock_limit_arg",
    "melds_text",
    "new_parser",
    "nonnegative_int",
    "outcome_rates_text",
    "points_text",
    "positive_int",
    "preset_name",
    "sentence",
    "totals_text",
    "write_json",
]


class CliError(Exception):
    """A user error: ``main`` prints ``ginrummy: error: <message>`` and exits with status 2."""


#: Library errors that are the user's (bad cards, options, records...), reported as one line.
USER_ERRORS: tuple[type[Exception], ...] = (
    CliError,
    CardError,
    RulesError,
    RecordError,
    KnockError,
    AgentError,
    ActionError,
    MatchError,
    IllegalActionError,
)


def new_parser(sub: Subparsers, name: str, summary: str, description: str,
               epilog: str | None = None) -> argparse.ArgumentParser:
    """A subcommand parser: the description is wrapped, the epilog keeps its line breaks."""
    return sub.add_parser(
        name,
        help=summary,
        description=textwrap.fill(description, 79),
        epilog=epilog,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )


# ---------------------------------------------------------------- argument types


def _int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def positive_int(text: str) -> int:
    """An argparse type: a whole number of at least 1."""
    value = _int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def nonnegative_int(text: str) -> int:
    """An argparse type: a whole number of at least 0."""
    value = _int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must not be negative, not {value}")
    return value


def knock_limit_arg(text: str) -> int:
    """An argparse type: a knock limit, 0 to 10 (R5.1, R9.1)."""
    value = _int(text)
    if not 0 <= value <= 10:
        raise argparse.ArgumentTypeError(f"a knock limit is from 0 to 10, not {value}")
    return value


# ---------------------------------------------------------------- rules


def preset_name(name: str) -> str:
    """The canonical preset name for ``name`` (aliases and case allowed)."""
    rules = preset(name)
    return next(key for key, value in PRESETS.items() if value is rules)


def build_rules(variant: str, options: Sequence[str] | None) -> Rules:
    """A preset changed by ``KEY=VALUE`` options (RulesError says what is wrong)."""
    changes: dict[str, str] = {}
    for item in options or ():
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise CliError(f"--rule expects KEY=VALUE, got {item!r}")
        changes[key.strip()] = value
    return preset(variant).with_options(changes)


# ---------------------------------------------------------------- output


def json_text(data: Any, indent: int = 2, level: int = 0) -> str:
    """``data`` as JSON, objects indented one key a line and lists without objects
    (card names, melds, scores) kept on one line."""
    inner = " " * (indent * (level + 1))
    if isinstance(data, dict) and data:
        items = [
            f"{inner}{json.dumps(str(k))}: {json_text(v, indent, level + 1)}"
            for k, v in data.items()
        ]
    elif isinstance(data, list) and any(isinstance(x, dict) for x in data):
        items = [inner + json_text(x, indent, level + 1) for x in data]
    else:
        return json.dumps(data)
    brackets = "{}" if isinstance(data, dict) else "[]"
    body = ",\n".join(items)
    return f"{brackets[0]}\n{body}\n{' ' * (indent * level)}{brackets[1]}"


def outcome_rates_text(doc: dict[str, Any]) -> str:
    """How hands ended, as rates: ``knock 91.9%, gin 3.5%, ...`` (big gin only when
    the rules allow it), from a summary with ``*_rate`` keys and ``rules``."""
    return ", ".join(
        f"{label} {doc[key]:.1%}"
        for label, key in (
            ("knock", "knock_rate"),
            ("gin", "gin_rate"),
            ("big gin", "big_gin_rate"),
            ("undercut", "undercut_rate"),
            ("drawn", "draw_rate"),
        )
        if key != "big_gin_rate" or doc["rules"]["big_gin"]
    )


def write_json(data: Any, out: IO[str]) -> None:
    """``data`` as JSON (see :func:`json_text`) and a newline."""
    out.write(json_text(data) + "\n")


def card_list(mask: int) -> list[str]:
    """Card names of a mask, in card order (grouped by suit)."""
    return [card_name(c) for c in cards_of(mask)]


def cards_text(names: Sequence[str]) -> str:
    """Card names separated by spaces, or ``-`` for none."""
    return " ".join(names) if names else "-"


def melds_text(melds: Sequence[Sequence[str]]) -> str:
    """Melds as ``As 2s 3s | 7h 7d 7c``, or ``-`` for none."""
    return " | ".join(" ".join(m) for m in melds) if melds else "-"


#: The second person of the verbs used with a player's name, for the player called "you".
_YOU_VERBS = {
    "knocks": "knock",
    "goes": "go",
    "declares": "declare",
    "scores": "score",
    "wins": "win",
    "deals": "deal",
    "passes": "pass",
    "takes": "take",
    "draws": "draw",
    "discards": "discard",
    "sits": "sit",
}


def sentence(name: str, predicate: str) -> str:
    """``name`` then ``predicate`` (third person), the verb agreeing with "you";
    capitalised as the start of a sentence.

    >>> sentence("you", "knocks, discarding 7h"), sentence("computer", "scores 12")
    ('You knock, discarding 7h', 'Computer scores 12')
    """
    if name == "you":
        verb = predicate.split(" ", 1)[0].rstrip(",.;:")
        predicate = _YOU_VERBS.get(verb, verb) + predicate[len(verb):]
    text = f"{name} {predicate}"
    return text[:1].upper() + text[1:]


_OUTCOME = {"knock": "Knock", "gin": "Gin", "big_gin": "Big gin", "undercut": "Undercut"}


def points_text(end: Mapping[str, Any]) -> str:
    """How a knocked hand's points add up, from a record ``end`` entry (or the same keys)."""
    outcome = end["outcome"]
    diff, bonus = end["difference"], end["bonus"]
    if outcome == "knock":
        text = f"{end['defender_deadwood']} - {end['knocker_deadwood']}"
    elif outcome == "undercut":
        text = f"undercut bonus {bonus} + {end['knocker_deadwood']} - {end['defender_deadwood']}"
    else:
        text = f"{outcome.replace('_', ' ')} bonus {bonus} + deadwood {diff}"
    if end.get("multiplier", 1) != 1:
        text = f"({text}) x {end['multiplier']}, spade upcard (R9.3)"
    return text


def describe_end(end: Mapping[str, Any], names: Sequence[str]) -> list[str]:
    """Lines telling how a hand ended, from a record's ``end`` entry."""
    outcome = end.get("outcome")
    if outcome == "draw":
        why = (
            "only two cards are left in the stock (R7.1)"
            if end.get("draw_reason") == "stock"
            else "the turn limit was reached (R7.2)"
        )
        return [f"Drawn hand: {why}. Nobody scores; the same dealer deals again."]
    if outcome == "forfeit":
        return [f"Forfeit by {names[end['player']]}: {end.get('reason', 'no reason given')}"]
    knocker, defender = names[end["knocker"]], names[end["defender"]]
    if outcome == "big_gin":
        act = "declares big gin"
    else:
        act = ("goes gin" if outcome == "gin" else "knocks") + (
            f", discarding {end['knock_discard']} face down" if end.get("knock_discard") else ""
        )
    k_melds: list[list[str]] = end["knocker_melds"]
    lines = [
        sentence(knocker, act) + ".",
        f"  {knocker}: melds {melds_text(k_melds)}; deadwood"
        f" {cards_text(end['knocker_deadwood_cards'])} = {end['knocker_deadwood']}",
        f"  {defender}: melds {melds_text(end['defender_melds'])}; deadwood"
        f" {cards_text(end['defender_deadwood_cards'])} = {end['defender_deadwood']}",
    ]
    if end["layoffs"]:
        lines.append(
            "    laid off: "
            + ", ".join(f"{lo['card']} on {' '.join(k_melds[lo['meld']])}" for lo in end["layoffs"])
        )
    scores = sentence(names[end["winner"]], f"scores {end['points']}")
    outcome_name = _OUTCOME.get(str(outcome), str(outcome))
    lines.append(f"{outcome_name}: {scores} ({points_text(end)}).")
    return lines


def describe_score(
    score: Mapping[str, Any], names: Sequence[str], entered: Sequence[int] = ()
) -> list[str]:
    """Lines of a running score (``Match.score_json`` / a record hand's ``score``).

    ``entered``: the games the last hand's points went into (Hollywood, R10.2).
    """
    games: list[dict[str, Any]] = score["games"]
    lines: list[str] = []
    for number, game in enumerate(games, start=1):
        parts = ", ".join(f"{names[p]} {s}" for p, s in enumerate(game["scores"]))
        label = "Score" if len(games) == 1 else f"Game {number}"
        line = f"{label}: {parts}"
        if game["winner"] is not None:
            line += f" (won by {names[game['winner']]})"
        elif len(games) > 1 and number - 1 in entered:
            line += " (entered this hand)"
        lines.append(line)
    roles = score.get("next_roles")
    if roles is not None:
        lines.append(
            f"Next hand: in the box (dealing) {names[roles['box']]},"
            f" captain {names[roles['captain']]}, sitting out {names[roles['out']]}."
        )
    return lines


def totals_text(totals: Sequence[Sequence[int]], names: Sequence[str]) -> str:
    """Final totals (``Match.totals()``: per game, per player) on one line."""
    games = [", ".join(f"{names[p]} {t}" for p, t in enumerate(game)) for game in totals]
    if len(games) == 1:
        return games[0]
    return "; ".join(f"game {i}: {text}" for i, text in enumerate(games, start=1))
