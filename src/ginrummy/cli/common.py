"""What the subcommands share: the user-error type, argument types, rule options
and JSON output.  The words of the game (hand ends, scores, actions) are
:mod:`ginrummy.narration`'s, shared with the full-screen game."""

from __future__ import annotations

import argparse
import json
import re
import textwrap
from collections.abc import Callable, Sequence
from typing import IO, TYPE_CHECKING, Any

from ginrummy.cards import card_name, cards_of
from ginrummy.errors import GinRummyError, excerpt
from ginrummy.names import shown_name
from ginrummy.rules import OPTION_RANGES, PRESETS, Rules, preset

if TYPE_CHECKING:
    Subparsers = argparse._SubParsersAction[argparse.ArgumentParser]

__all__ = [
    "MAX_COUNT",
    "MAX_SEED",
    "CliError",
    "bonus_arg",
    "build_rules",
    "card_list",
    "count_arg",
    "json_text",
    "knock_limit_arg",
    "new_parser",
    "nonnegative_int",
    "outcome_rates_text",
    "positive_int",
    "preset_name",
    "seed_arg",
    "shown_path",
    "whole_number",
    "workers_arg",
    "write_json",
]

#: The most matches or games one run plays (--matches, --games): a million, days
#: of play for the strongest agents, far past what any study needs from one run.
MAX_COUNT = 1_000_000
#: The largest seed: a match draws its own seeds below 2**63 (Match), and a seed
#: stays a signed 64-bit integer for any program that reads a record.
MAX_SEED = 2**63 - 1


class CliError(GinRummyError):
    """A user error of the command line itself (a bad option, a missing argument):
    ``main`` prints ``ginrummy: error: <message>`` and exits with status 2, as for
    every :class:`~ginrummy.errors.GinRummyError`."""


#: Another face a command starts (the game server for ``serve``, the terminal client
#: for ``connect``, self-play for ``selfplay``), handed in by the entry point
#: (``ginrummy/__main__.py``) so that the command line imports no other face: called,
#: it imports that face (ImportError when its extra is not installed) and gives the
#: function that runs it (which returns an exit status, or for ``selfplay`` the run).
FaceLoader = Callable[[], Callable[..., Any]]


def load_face(args: argparse.Namespace, attribute: str, extra: str,
              what: str) -> Callable[..., Any]:
    """The runner of the face ``args.<attribute>`` loads; :class:`CliError` when the
    entry point gave none, or its extra is not installed."""
    loader: FaceLoader | None = getattr(args, attribute, None)
    if loader is None:
        raise CliError(f"{what} is started by the ginrummy command (python -m ginrummy)")
    try:
        return loader()
    except ImportError as exc:
        missing = (exc.name or "a library").split(".")[0]
        raise CliError(f"{what} needs the '{extra}' extra ({missing} is missing):"
                       f" pip install 'ginrummy[{extra}]'") from None


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


# ASCII digits only: int() would also read "٣" (Arabic-Indic) or a full-width "３",
# and "1_000".
_WHOLE = re.compile(r"[+-]?[0-9]+")
#: More digits than any bound here has: read as out of range, not converted.
_MAX_DIGITS = 30
_TOO_BIG = int("1" + "0" * _MAX_DIGITS)


def _int(text: str) -> int:
    digits = text.strip()
    if not _WHOLE.fullmatch(digits):
        raise argparse.ArgumentTypeError(f"{excerpt(text)} is not a whole number")
    if len(digits.lstrip("+-")) > _MAX_DIGITS:
        # Past every range: a sign's worth of value is all the message needs.
        return -_TOO_BIG if digits.startswith("-") else _TOO_BIG
    return int(digits)


def whole_number(low: int, high: int, what: str = "") -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``; the error says the
    range (``what`` names the value: ``a knock limit``)."""

    def read(text: str) -> int:
        value = _int(text)
        if low <= value <= high:
            return value
        shown = excerpt(text.strip()) if abs(value) >= _TOO_BIG else str(value)
        if what:
            raise argparse.ArgumentTypeError(f"{what} is from {low} to {high}, not {shown}")
        if value < low:
            least = "must not be negative" if low == 0 else f"must be at least {low}"
            raise argparse.ArgumentTypeError(f"{least}, not {shown}")
        raise argparse.ArgumentTypeError(f"must be at most {high}, not {shown}")

    return read


def positive_int(text: str) -> int:
    """An argparse type: a whole number of at least 1 (and at most :data:`MAX_COUNT`)."""
    return count_arg(text)


def nonnegative_int(text: str) -> int:
    """An argparse type: a whole number from 0 to :data:`MAX_SEED`."""
    return seed_arg(text)


#: --matches, --games: 1 to MAX_COUNT.
count_arg = whole_number(1, MAX_COUNT)
#: --seed: 0 to MAX_SEED.
seed_arg = whole_number(0, MAX_SEED)
#: A knock limit, 0 to 10 (R5.1, R9.1).
knock_limit_arg = whole_number(*OPTION_RANGES["knock_limit"], "a knock limit")
#: --workers: 1 to 1024 processes (the default is one per core).
workers_arg = whole_number(1, 1024)
#: A bonus (--gin-bonus, --undercut-bonus): the rule options' range (R8.2, R8.4).
bonus_arg = whole_number(*OPTION_RANGES["gin_bonus"])


def shown_path(path: object) -> str:
    """A path the user gave, as an error message shows it: escaped, at most 160
    characters (a path is longer than a card name, but 100 kB of one is not shown)."""
    return shown_name(str(path), 160)


# ---------------------------------------------------------------- rules


def preset_name(name: str) -> str:
    """The canonical preset name for ``name`` (aliases and case allowed)."""
    rules = preset(name)
    return next(key for key, value in PRESETS.items() if value is rules)


def rule_options(options: Sequence[str] | None) -> dict[str, str]:
    """The ``--rule KEY=VALUE`` options as a mapping (not yet checked against the
    rules: RulesError says what is wrong with a key or a value)."""
    changes: dict[str, str] = {}
    for item in options or ():
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise CliError(f"--rule expects KEY=VALUE, got {excerpt(item)}")
        changes[key.strip()] = value
    return changes


def build_rules(variant: str, options: Sequence[str] | None) -> Rules:
    """A preset changed by ``KEY=VALUE`` options (RulesError says what is wrong)."""
    return preset(variant).with_options(rule_options(options))


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
