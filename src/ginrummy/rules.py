"""Every rule option of RULES.md in one frozen, validated settings object.

Variants are presets of one set of rules, not subclasses (RULES: systems table,
R13).  Oklahoma knocking and Hollywood scoring are independent switches, so they
combine freely; three players rule out Hollywood's two-column sheet.

>>> preset("oklahoma").knock_limit_from_upcard
True
>>> preset("eaai").undercut_bonus
25
>>> preset("standard").with_options({"gin_bonus": "20"}).gin_bonus
20
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from ginrummy.errors import GinRummyError, quote, reason

__all__ = [
    "OPTION_CHOICES",
    "OPTION_HELP",
    "OPTION_RANGES",
    "PLAYED_PRESETS",
    "PRESETS",
    "PRESET_HELP",
    "Rules",
    "RulesError",
    "nearest_preset",
    "option_text",
    "preset",
    "stated_rules",
]


class RulesError(GinRummyError, ValueError):
    """A setting that does not exist, has a bad value or contradicts another."""


NextDealer = Literal["winner", "alternate"]
Scoring = Literal["standard", "hollywood"]


@dataclass(frozen=True, slots=True)
class Rules:
    """The rules of a match.  Construct through :func:`preset` or ``Rules()``;
    every instance is validated, so an object that exists is playable."""

    players: int = 2
    """2, or 3 for three-player Gin (R11)."""
    knock_limit: int = 10
    """Knock limit when it is fixed (R5.1)."""
    knock_limit_from_upcard: bool = False
    """Oklahoma: the first upcard sets the knock limit (R9.1)."""
    oklahoma_ace_requires_gin: bool = False
    """Oklahoma: an ace upcard means only gin ends the hand (R9.2)."""
    oklahoma_spades_double: bool = False
    """Oklahoma: a spade upcard doubles the hand's score (R9.3)."""
    scoring: Scoring = "standard"
    """``hollywood`` keeps three games on one sheet (R10)."""
    gin_bonus: int = 25
    """Points for gin on top of the defender's deadwood (R8.2)."""
    undercut_bonus: int = 10
    """Points for an undercut on top of the difference (R8.4)."""
    big_gin: bool = False
    """Allow big gin: all 11 cards melded, no discard (R5.5)."""
    big_gin_bonus: int = 31
    """Bonus for big gin, instead of the gin bonus (R5.5)."""
    discard_drawn_upcard: bool = False
    """Allow discarding the card just taken from the discard pile (R4.2)."""
    next_dealer: NextDealer = "winner"
    """Who deals after a scored hand: the ``winner`` or ``alternate`` (R3.1)."""
    target: int = 100
    """Points that win a game (R8.6, R10.3, R11.6)."""
    max_turns: int = 200
    """Turns after which a hand with no knock is drawn (R7.2)."""
    line_bonus: int = 0
    """Points per hand won, added when a game ends (R8.7); 0 is off."""
    game_bonus: int = 0
    """Points for winning a game (R8.7); 0 is off."""
    shutout: bool = False
    """A game won with the loser on 0 doubles the winner's total (R8.7)."""

    def __post_init__(self) -> None:
        _validate(self)

    @property
    def system(self) -> str:
        """The name of the system these rules play, e.g. ``'oklahoma + hollywood'``."""
        if self.players == 3:
            base = "three-player"
            return base + (" + oklahoma" if self.knock_limit_from_upcard else "")
        parts = []
        if self.knock_limit_from_upcard:
            parts.append("oklahoma")
        if self.scoring == "hollywood":
            parts.append("hollywood")
        return " + ".join(parts) or "standard"

    def with_options(self, options: Mapping[str, Any]) -> Rules:
        """A copy with ``options`` changed; string values are converted to the
        option's type, so command-line ``KEY=VALUE`` pairs can be passed as they are."""
        changes: dict[str, Any] = {}
        for key, raw in options.items():
            name = key.strip().replace("-", "_")
            if name not in _FIELDS:
                raise RulesError(f"unknown rule option {quote(key)} (known: {', '.join(_FIELDS)})")
            changes[name] = _convert(name, raw)
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Every option and its value, in declaration order (for records and JSON)."""
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rules:
        """Rules from :meth:`to_dict` output; options missing take their defaults."""
        unknown = [k for k in data if k not in _FIELDS]
        if unknown:
            raise RulesError(f"unknown rule option {quote(unknown[0])}")
        for key, value in data.items():
            _check_type(key, value)
        return cls(**dict(data))


_FIELDS: dict[str, dataclasses.Field[Any]] = {f.name: f for f in dataclasses.fields(Rules)}
_BOOL = {
    "knock_limit_from_upcard",
    "oklahoma_ace_requires_gin",
    "oklahoma_spades_double",
    "big_gin",
    "discard_drawn_upcard",
    "shutout",
}
#: The values a choice option may take.
OPTION_CHOICES: dict[str, tuple[str, ...]] = {
    "scoring": ("standard", "hollywood"),
    "next_dealer": ("winner", "alternate"),
}

#: The values a whole-number option may take, both ends included.  The upper ends
#: are far beyond any game a person or a study would play (a game to 10,000; a
#: bonus of 1,000; 10,000 turns in one hand), and keep every score a machine
#: integer (the statistics file stores them in SQLite's 64 bits).
OPTION_RANGES: dict[str, tuple[int, int]] = {
    "knock_limit": (0, 10),
    "gin_bonus": (0, 1000),
    "undercut_bonus": (0, 1000),
    "big_gin_bonus": (0, 1000),
    "target": (1, 10_000),
    "max_turns": (2, 10_000),
    "line_bonus": (0, 1000),
    "game_bonus": (0, 1000),
}


def _option_docs() -> dict[str, str]:
    # Attribute docstrings are not kept at run time, so the help text lives here once.
    return {
        "players": "2, or 3 for three-player Gin (R11)",
        "knock_limit": "knock limit when fixed, 0-10 (R5.1)",
        "knock_limit_from_upcard": "Oklahoma: the first upcard sets the knock limit (R9.1)",
        "oklahoma_ace_requires_gin": "Oklahoma: an ace upcard means only gin (R9.2)",
        "oklahoma_spades_double": "Oklahoma: a spade upcard doubles the hand's score (R9.3)",
        "scoring": "standard, or hollywood: three games on one sheet (R10)",
        "gin_bonus": "bonus for gin, 0-1000 (R8.2)",
        "undercut_bonus": "bonus for an undercut, 0-1000 (R8.4)",
        "big_gin": "allow big gin: 11 cards melded, no discard (R5.5)",
        "big_gin_bonus": "bonus for big gin, 0-1000 (R5.5)",
        "discard_drawn_upcard": "allow discarding the card just taken from the pile (R4.2)",
        "next_dealer": "winner or alternate: who deals after a scored hand (R3.1)",
        "target": "points that win a game, 1-10000 (R8.6)",
        "max_turns": "turns after which a hand is drawn, 2-10000 (R7.2)",
        "line_bonus": "points per hand won, added at game end, 0-1000; 0 is off (R8.7)",
        "game_bonus": "points for winning a game, 0-1000; 0 is off (R8.7)",
        "shutout": "a game won with the loser on 0 doubles the winner's total (R8.7)",
    }


OPTION_HELP: dict[str, str] = _option_docs()


def _check_type(name: str, value: Any) -> None:
    """``value`` is of option ``name``'s type (a known option's name)."""
    if name in _BOOL:
        if not isinstance(value, bool):
            raise RulesError(f"rule option {name} must be true or false, not {quote(value)}",
                             reason=reason("rule_option_invalid", option=name))
    elif name in OPTION_CHOICES:
        if value not in OPTION_CHOICES[name]:
            raise RulesError(
                f"rule option {name} must be one of {', '.join(OPTION_CHOICES[name])},"
                f" not {quote(value)}", reason=reason("rule_option_invalid", option=name)
            )
    elif not isinstance(value, int) or isinstance(value, bool):
        raise RulesError(f"rule option {name} must be a whole number, not {quote(value)}",
                         reason=reason("rule_option_invalid", option=name))


# ASCII digits only (RULES R12): int() would also read "١٠٠" or a full-width "１００".
_WHOLE_NUMBER = re.compile(r"[+-]?[0-9]+")
#: More digits than any range has (OPTION_RANGES): refused unconverted.
_MAX_DIGITS = 12


def _convert(name: str, raw: Any) -> Any:
    if not isinstance(raw, str):
        _check_type(name, raw)
        return raw
    text = raw.strip().lower()
    if name in _BOOL:
        if text in ("1", "true", "yes", "on"):
            return True
        if text in ("0", "false", "no", "off"):
            return False
        raise RulesError(f"rule option {name} must be true or false, not {quote(raw)}")
    if name in OPTION_CHOICES:
        _check_type(name, text)
        return text
    if not _WHOLE_NUMBER.fullmatch(text):
        raise RulesError(f"rule option {name} must be a whole number, not {quote(raw)}")
    if len(text.lstrip("+-")) > _MAX_DIGITS:
        low, high = OPTION_RANGES.get(name, (2, 3))
        raise RulesError(f"rule option {name} must be a whole number from {low} to {high},"
                         f" not {quote(raw)}")
    return int(text)


def _validate(rules: Rules) -> None:
    for f in dataclasses.fields(rules):
        _check_type(f.name, getattr(rules, f.name))
    if rules.players not in (2, 3):
        raise RulesError(f"players must be 2 or 3, not {quote(rules.players)}",
                         reason=reason("rule_option_range", option="players", least=2, most=3))
    for name, (low, high) in OPTION_RANGES.items():
        value = getattr(rules, name)
        if low <= value <= high:
            continue
        why = reason("rule_option_range", option=name, least=low, most=high)
        if name == "knock_limit":
            raise RulesError(f"knock_limit must be from 0 to 10, not {quote(value)}",
                             reason=why)
        if value < low:
            least = "must not be negative" if low == 0 else f"must be at least {low}"
            raise RulesError(f"{name} {least}, not {quote(value)}", reason=why)
        raise RulesError(f"{name} must be at most {high}, not {quote(value)}", reason=why)
    if not rules.knock_limit_from_upcard:
        for name in ("oklahoma_ace_requires_gin", "oklahoma_spades_double"):
            if getattr(rules, name):
                raise RulesError(
                    f"{name} is an Oklahoma option: it needs knock_limit_from_upcard=true"
                    " (R9)", reason=reason("rule_needs_oklahoma", option=name)
                )
    if rules.players == 3 and rules.scoring == "hollywood":
        raise RulesError("scoring=hollywood is for two players; three-player Gin scores one game"
                         " (R11.4)", reason=reason("rule_hollywood_two_players"))
    if rules.players == 3 and rules.next_dealer != "winner":
        raise RulesError(
            "next_dealer does not apply to three players: the box always deals (R11.2)",
            reason=reason("rule_three_player_dealer")
        )


PRESETS: dict[str, Rules] = {
    "standard": Rules(),
    "oklahoma": Rules(knock_limit_from_upcard=True),
    "hollywood": Rules(scoring="hollywood"),
    "oklahoma-hollywood": Rules(knock_limit_from_upcard=True, scoring="hollywood"),
    "three-player": Rules(players=3),
    # R13.1: the EAAI 2021 challenge rules, under which published AI figures are quoted.
    "eaai": Rules(gin_bonus=25, undercut_bonus=25, next_dealer="alternate"),
}

#: The presets people choose from to play (every one but the research preset, eaai,
#: which stays for agents and for comparing with published figures).
PLAYED_PRESETS: tuple[str, ...] = tuple(name for name in PRESETS if name != "eaai")

PRESET_HELP: dict[str, str] = {
    "standard": "Standard two-player Gin Rummy: knock with 10 or less, game to 100",
    "oklahoma": "Oklahoma Gin: the first upcard sets the knock limit (R9)",
    "hollywood": "Hollywood Gin: three games scored at once on one sheet (R10)",
    "oklahoma-hollywood": "Oklahoma knocking with Hollywood scoring",
    "three-player": "Three-player Gin: one player in the box against captain and advisor (R11)",
    "eaai": "EAAI 2021 AI challenge rules: gin 25, undercut 25, dealer alternates (R13.1)",
}


def preset(name: str) -> Rules:
    """The rules of a named preset (case-insensitive; ``_`` and ``-`` alike)."""
    key = name.strip().lower().replace("_", "-").replace(" ", "-")
    aliases = {"3p": "three-player", "three": "three-player", "okla": "oklahoma"}
    key = aliases.get(key, key)
    if key not in PRESETS:
        raise RulesError(f"unknown variant {quote(name)} (known: {', '.join(PRESETS)})")
    return PRESETS[key]


def option_text(value: object) -> str:
    """An option's value as written on the command line and in position lines
    (``true``, ``false``, ``25``, ``hollywood``)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def nearest_preset(rules: Rules) -> tuple[str, dict[str, Any]]:
    """The preset nearest ``rules`` (fewest options changed; the first in
    :data:`PRESETS` order among equals) and the options that differ from it, in
    declaration order: how position lines write rules (``rules oklahoma
    big_gin=true``) and what a record states beside them.

    >>> nearest_preset(preset("eaai").with_options({"target": 50}))
    ('eaai', {'target': 50})
    """
    names = list(_FIELDS)
    best_name, best_diff = "", names
    for name, base in PRESETS.items():
        diff = [n for n in names if getattr(base, n) != getattr(rules, n)]
        if len(diff) < len(best_diff):
            best_name, best_diff = name, diff
    return best_name, {n: getattr(rules, n) for n in best_diff}


def stated_rules(name: Any, options: Any) -> Rules:
    """The rules that preset ``name`` (its canonical name, as :data:`PRESETS` spells
    it) with ``options`` (values of the options' own types, as JSON gives them)
    make: how a record's ``preset`` and ``options`` are read.  Strict, unlike
    :func:`preset` and :meth:`Rules.with_options`, which read what people type."""
    if not isinstance(name, str) or name not in PRESETS:
        raise RulesError(f"{quote(name)} is not a rule preset (known: {', '.join(PRESETS)})")
    if not isinstance(options, Mapping):
        raise RulesError(f"the options are a JSON object, not {quote(options)}")
    return Rules.from_dict({**PRESETS[name].to_dict(), **options})
