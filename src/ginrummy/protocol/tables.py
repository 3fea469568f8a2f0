"""A table as the wire describes it: seats, settings, the turn clock, the
reader's own place."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import (
    Field,
)

from ginrummy.protocol.limits import MAX_SAFE_INTEGER
from ginrummy.protocol.values import (
    Count,
    ForfeitWhy,
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
    them where the table says so (``computer_takes_over``) and another person is
    there; elsewhere the table waits for them (docs/protocol.md, "Away")."""
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


class ClaimInfo(_Model):
    """The match may be claimed: the table waits for ``player``, a person away past
    the grace time (``away``) or out of time (``time``); any other person there may
    claim it (``claim``), which ``player`` forfeits."""

    player: TableSeat
    why: Literal["away", "time"]


class ForfeitInfo(_Model):
    """The match ended as ``player``'s forfeit: claimed while away or out of time, or
    ``left`` (the person left the table while it was on)."""

    player: TableSeat
    why: ForfeitWhy


class RematchInfo(_Model):
    """A rematch offered after the match (``rematch``): the seats of the people who
    offered or accepted it, the seat of one who declined it (the offer is off; a new
    ``rematch`` offers again), and the new table once every person accepted."""

    offered: Annotated[list[TableSeat], Field(max_length=3)]
    declined: TableSeat | None
    table: TableId | None


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
    computer_takes_over: bool
    """The table was made for the computer to play for a person away or out of time
    while another is here (never rated)."""
    rated: bool
    """The match changes the people's ratings when it ends: two people or more play,
    the computer does not take over, and every decision of a person's seat so far was
    theirs (docs/server.md, "Ratings")."""
    claim: ClaimInfo | None
    """What may be claimed now; null when nothing may."""
    forfeit: ForfeitInfo | None
    """How a forfeited match ended; null otherwise."""
    rematch: RematchInfo | None
    """The rematch offered after the match; null before any offer."""


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
