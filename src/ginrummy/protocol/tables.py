"""A table as the wire describes it: seats, settings, the turn clock, the
reader's own place."""

from __future__ import annotations

from typing import Annotated

from pydantic import (
    Field,
)

from ginrummy.protocol.limits import MAX_SAFE_INTEGER
from ginrummy.protocol.values import (
    Count,
    JoinCode,
    JsonObject,
    Outcome,
    Points,
    Role,
    SeatKind,
    ShownName,
    System,
    TableId,
    TableSeat,
    TableStatus,
    _Model,
    _text,
)
from ginrummy.protocol.views import RulesJson


class RolesJson(_Model):
    """Three-player roles by table seat (R11.1)."""

    box: TableSeat
    captain: TableSeat
    out: TableSeat


class SeatInfo(_Model):
    """A seat of the table and who is at it."""

    seat: TableSeat
    kind: SeatKind
    name: ShownName | None
    level: Annotated[str, _text(64)] | None
    """The computer's level (or plugin) at a computer seat; null otherwise."""
    connected: bool
    away: bool
    """The person is away (disconnected past the grace time): the computer plays for
    them where the table says so (``computer_takes_over``)."""
    ready: bool


class HandLine(_Model):
    """One hand played, by table seat: a line of the score sheet
    (``ginrummy.table.history``).  It holds no card."""

    hand: Annotated[int, Field(ge=1, le=MAX_SAFE_INTEGER)]
    seats: Annotated[list[TableSeat], Field(min_length=2, max_length=2)]
    """The table seats at hand seats 0 and 1 (three players: the box, the captain)."""
    outcome: Outcome
    winner: TableSeat | None
    """The table seat that scored; null for a drawn hand (R8.5)."""
    points: Count
    knocker: TableSeat | None
    knocker_deadwood: Count | None
    defender_deadwood: Count | None
    """The defender's deadwood after lay-offs (R8.1's D)."""
    layoffs: Annotated[int, Field(ge=0, le=10)]
    """How many cards the defender laid off (R6.2)."""
    multiplier: Annotated[int, Field(ge=1, le=2)]
    """2 when Oklahoma's spade upcard doubled the hand (R9.3)."""
    games: Annotated[list[Annotated[int, Field(ge=0, le=2)]], Field(max_length=3)]
    """The games (0-based) the points went into: Hollywood's (R10.2), else [0], or []
    for a drawn hand."""
    scores: Annotated[list[Annotated[list[Points], Field(min_length=2, max_length=3)]],
                      Field(min_length=1, max_length=3)]
    """Each game's score by table seat after this hand."""


class TableInfo(_Model):
    """A table: its settings, seats and score."""

    id: TableId
    code: JoinCode | None
    """The join code; null where the receiver may not be told it."""
    system: System
    rules: RulesJson
    status: TableStatus
    seats: Annotated[list[SeatInfo], Field(min_length=2, max_length=3)]
    roles: RolesJson | None
    """Three-player roles of the hand in play (or the next); null with two players."""
    score: JsonObject | None
    """The running score as :meth:`ginrummy.match.Match.score_json` writes it
    (docs/records.md, "The running score"); null before the first deal."""
    hand_number: Count
    turn_seconds: Annotated[int, Field(ge=5, le=600)] | None
    grace_seconds: Annotated[int, Field(ge=10, le=3600)]
    target: Annotated[int, Field(ge=1, le=MAX_SAFE_INTEGER)]
    """The points a game is played to (R8.6)."""
    hand_seats: Annotated[list[TableSeat], Field(min_length=2, max_length=2)] | None
    """The table seats at hand seats 0 and 1 of the hand in play, or of the last one
    between hands (three players: the box, the captain); null before the first deal."""
    spades_double: bool
    """Oklahoma's spade upcard doubles the score of the hand in play (or the last)
    (R9.3)."""
    hands: Annotated[list[HandLine], Field(max_length=100_000)]
    """The hands played, in order: the score sheet's lines."""


class TimerState(_Model):
    """A seat's decision clock, as of the message's ``seq``."""

    seat: TableSeat
    seconds_left: Annotated[float, Field(ge=0, le=3600)]
    running: bool
    decision: Annotated[int, Field(ge=1, le=MAX_SAFE_INTEGER)]
    """The seq of the entry that started this clock: each new clock has a new one, so
    a client restarts its countdown when it changes (``seconds_left`` may repeat)."""


class YourPlace(_Model):
    """Where the receiver is: a seat (null for a spectator) and a role."""

    seat: TableSeat | None
    role: Role
    hints: bool
    """Whether the table gives you hints and undo: a person whose every other seat is
    a computer (never a spectator)."""


class You(_Model):
    """Who the receiver is: the identity's name, its seat and role."""

    name: ShownName
    seat: TableSeat | None
    role: Role
