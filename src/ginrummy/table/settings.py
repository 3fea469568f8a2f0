"""What a table is set up with: the rules, who sits where, and its clocks.

A :class:`TableSettings` is written into the table's first log entry and read
back when the table is restored, so every field has a JSON form and is checked
on the way in (a settings object from a file or a client is untrusted input).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from ginrummy.agents import AgentError, agent_names
from ginrummy.agents.plugin import split_plugin_name
from ginrummy.errors import GinRummyError, quote
from ginrummy.rules import PRESETS, Rules, RulesError, preset

__all__ = [
    "COMPUTER",
    "EMPTY",
    "PERSON",
    "SeatPlan",
    "SettingsError",
    "TableSettings",
]

PERSON: Literal["person"] = "person"
COMPUTER: Literal["computer"] = "computer"
EMPTY: Literal["empty"] = "empty"

SeatKind = Literal["person", "computer", "empty"]

#: Longest a turn timer may be, and the grace period before a disconnected person is
#: away (seconds): beyond an hour a table is abandoned, not slow.
MAX_TURN_SECONDS = 600
MIN_TURN_SECONDS = 5
MIN_GRACE_SECONDS = 10
MAX_GRACE_SECONDS = 3600


class SettingsError(GinRummyError, ValueError):
    """Table settings that cannot be played; the message names the field."""


def _check_level(where: str, level: object) -> None:
    """A computer's level is a built-in agent's name or a plugin's ``module:Class``:
    anything else would fail only when the computer is first asked to play."""
    if not isinstance(level, str):
        raise SettingsError(f"{where}: {quote(level)} is not a level's name")
    if ":" in level:
        try:
            split_plugin_name(level)
        except AgentError as exc:
            raise SettingsError(f"{where}: {exc}") from None
    elif level.strip() not in agent_names():
        raise SettingsError(f"{where}: unknown level {quote(level)} (known:"
                            f" {', '.join(agent_names())}; or package.module:ClassName)")


@dataclass(frozen=True, slots=True)
class SeatPlan:
    """A seat as the table is set up: for a person, or a computer of a level."""

    kind: SeatKind
    level: str | None = None
    """A computer's level (``easy`` ... ``expert``, or a plugin ``module:Class``)."""

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "level": self.level}


@dataclass(frozen=True, slots=True)
class TableSettings:
    """A table's rules, seat plan and clocks."""

    system: str
    """The rule preset the rules start from (its name is shown in the lobby)."""
    rules: Rules
    seats: tuple[SeatPlan, ...]
    turn_seconds: int | None = None
    """A person's time for one decision; None: no timer.  Out of time, the person may
    have the match claimed from them, or the computer plays that one decision where
    the table takes over (``computer_takes_over``); readiness and advice out of time
    are given up (the next hand is dealt, the captain decides alone)."""
    grace_seconds: int = 120
    """How long a disconnected person has before they are away."""
    computer_takes_over: bool = False
    """Between people: the computer (``stand_in``) plays for a person away
    (disconnected past the grace time) or out of time, and takes the seat of one who
    leaves, while another person is there; such a match is never rated.  False (the
    default): the table waits for a person away as for anyone, and the others may
    claim the match once they are away or out of time (docs/rules-decisions.md,
    "Claims").  Against the computer alone, or with every person away, the computer
    never plays a person's seat: the table waits, adjourned."""
    stand_in: str = "hard"
    """The level that plays for a person away, out of time or gone."""
    private: bool = False
    """Not listed in the lobby: a seat is taken with its code or link only, and only
    the people seated are told the code."""
    spectators: bool = True
    """People not seated may watch."""

    def __post_init__(self) -> None:
        if self.system not in PRESETS:
            raise SettingsError(f"system: unknown {quote(self.system)} (known:"
                                f" {', '.join(PRESETS)})")
        if len(self.seats) != self.rules.players:
            raise SettingsError(f"seats: {len(self.seats)} given, the rules need"
                                f" {self.rules.players}")
        for i, seat in enumerate(self.seats):
            if seat.kind not in (PERSON, COMPUTER, EMPTY):
                raise SettingsError(f"seats[{i}].kind: {quote(seat.kind)} is not person,"
                                    " computer or empty")
            if (seat.kind == COMPUTER) != (seat.level is not None):
                raise SettingsError(f"seats[{i}]: a computer seat and only one has a level")
            if seat.kind == COMPUTER:
                _check_level(f"seats[{i}].level", seat.level)
        _check_level("stand_in", self.stand_in)
        if not any(s.kind != COMPUTER for s in self.seats):
            raise SettingsError("seats: a table needs at least one seat for a person")
        if self.turn_seconds is not None and not (
                MIN_TURN_SECONDS <= self.turn_seconds <= MAX_TURN_SECONDS):
            raise SettingsError(f"turn_seconds: {self.turn_seconds} is not between"
                                f" {MIN_TURN_SECONDS} and {MAX_TURN_SECONDS}")
        if not MIN_GRACE_SECONDS <= self.grace_seconds <= MAX_GRACE_SECONDS:
            raise SettingsError(f"grace_seconds: {self.grace_seconds} is not between"
                                f" {MIN_GRACE_SECONDS} and {MAX_GRACE_SECONDS}")

    @classmethod
    def make(cls, system: str, options: dict[str, Any] | None = None, **fields: Any,
             ) -> TableSettings:
        """Settings from a preset's name and rule options changed from it."""
        try:
            rules = preset(system).with_options(options or {})
        except (RulesError, KeyError, ValueError) as exc:
            raise SettingsError(f"rules: {exc}", reason=getattr(exc, "reason", None)) from None
        seats = fields.pop("seats", None)
        if seats is None:
            seats = (SeatPlan(PERSON),) + (SeatPlan(COMPUTER, "hard"),) * (rules.players - 1)
        return cls(system, rules, tuple(seats), **fields)

    def to_json(self) -> dict[str, Any]:
        return {
            "system": self.system,
            "rules": self.rules.to_dict(),
            "seats": [s.to_json() for s in self.seats],
            "turn_seconds": self.turn_seconds,
            "grace_seconds": self.grace_seconds,
            "computer_takes_over": self.computer_takes_over,
            "stand_in": self.stand_in,
            "private": self.private,
            "spectators": self.spectators,
        }

    @classmethod
    def from_json(cls, data: Any) -> TableSettings:
        """Settings as :meth:`to_json` wrote them; anything else is a SettingsError."""
        if not isinstance(data, dict):
            raise SettingsError("settings: not a JSON object")
        try:
            rules = Rules.from_dict(data["rules"])
            seats = tuple(SeatPlan(s["kind"], s.get("level")) for s in data["seats"])
            turn = data.get("turn_seconds")
            return cls(
                system=str(data["system"]),
                rules=rules,
                seats=seats,
                turn_seconds=None if turn is None else int(turn),
                grace_seconds=int(data.get("grace_seconds", 120)),
                # Every log writes it; one without it is from before the default
                # changed, when the computer took over.
                computer_takes_over=bool(data.get("computer_takes_over", True)),
                stand_in=str(data.get("stand_in", "hard")),
                private=bool(data.get("private", False)),
                # A table stored before the setting existed let anyone watch.
                spectators=bool(data.get("spectators", True)),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            if isinstance(exc, SettingsError):
                raise
            raise SettingsError(f"settings: {exc}") from None
