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


class You(_Model):
    """Who the receiver is: the identity's name, its seat and role."""

    name: ShownName
    seat: TableSeat | None
    role: Role
