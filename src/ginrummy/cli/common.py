"""What the subcommands share: the user-error type, argument types, rule options
and JSON output.  The words of the game (hand ends, scores, actions) are
:mod:`ginrummy.narration`'s, shared with the full-screen game."""

from __future__ import annotations

import argparse
import json
import textwrap
from collections.abc import Sequence
from typing import IO, TYPE_CHECKING, Any

from ginrummy.cards import card_name, cards_of
from ginrummy.errors import GinRummyError
from ginrummy.rules import PRESETS, Rules, preset

if TYPE_CHECKING:
    Subparsers = argparse._SubParsersAction[argparse.ArgumentParser]

__all__ = [
    "CliError",
    "build_rules",
    "card_list",
    "json_text",
    "knock_limit_arg",
    "new_parser",
    "nonnegative_int",
    "outcome_rates_text",
    "positive_int",
    "preset_name",
    "write_json",
]


class CliError(GinRummyError):
    """A user error of the command line itself (a bad option, a missing argument):
    ``main`` prints ``ginrummy: error: <message>`` and exits with status 2, as for
    every :class:`~ginrummy.errors.GinRummyError`."""


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
