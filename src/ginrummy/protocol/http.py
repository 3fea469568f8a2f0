"""The HTTP API's request and response bodies, and the endpoints that carry
them (docs/protocol.md, "The HTTP API")."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    Field,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError

from ginrummy import __version__
from ginrummy.agents.levels import LEVELS
from ginrummy.errors import reason
from ginrummy.protocol.errors import ErrorCode, ErrorReason
from ginrummy.protocol.limits import PROTOCOL_VERSION
from ginrummy.protocol.tables import SeatInfo
from ginrummy.protocol.values import (
    Count,
    JoinCode,
    Level,
    PlayerName,
    SeatKind,
    ServerText,
    ShownName,
    System,
    TableId,
    TableSeat,
    TableStatus,
    Token,
    _Model,
    _text,
)
from ginrummy.protocol.views import RuleOptions, RulesJson
from ginrummy.rules import (
    RulesError,
    stated_rules,
)


class CreateIdentity(_Model):
    """``POST /api/identities``: take a name."""

    name: PlayerName


class IdentityCreated(_Model):
    """The name taken, and the secret token that proves it (keep it)."""

    name: ShownName
    token: Token


class SeatPlan(_Model):
    """A seat of a new table: for a person, the computer at a level, or empty."""

    kind: SeatKind
    level: Level | None = None

    @model_validator(mode="after")
    def _level_for_computer(self) -> SeatPlan:
        if (self.kind == "computer") != (self.level is not None):
            if self.kind == "computer":
                which = "needs a level (easy, medium, hard, expert or a bot of the server's)"
                why = reason("seat_needs_level")
            else:
                which = "has no level (only a computer seat has one)"
                why = reason("seat_has_no_level")
            raise PydanticCustomError("seat_plan", "a {kind} seat {which}",
                                      {"kind": self.kind, "which": which, "reason": why})
        return self


class CreateTable(_Model):
    """``POST /api/tables``: a new table."""

    system: System
    options: RuleOptions = Field(default_factory=lambda: RuleOptions())
    seats: Annotated[list[SeatPlan], Field(min_length=2, max_length=3)]
    turn_seconds: Annotated[int, Field(ge=5, le=600)] | None = None
    grace_seconds: Annotated[int, Field(ge=10, le=3600)] = 120
    computer_takes_over: bool = False
    """Between people: the computer plays for a person away or out of time, and takes
    the seat of one who leaves, while another person is there; such a match is never
    rated.  False (the default): the table waits for them, and the others may claim
    the match (``claim``).  Against the computer alone the computer never plays a
    person's seat (the table waits)."""
    private: bool = False
    """Not listed in the lobby; a seat is taken with the join code (or the link) only,
    and only the people seated are told the code."""
    spectators: bool | None = None
    """Whether people not seated may watch; null: yes at a public table, no at a
    private one."""

    @field_validator("options")
    @classmethod
    def _options_fit(cls, options: RuleOptions, info: ValidationInfo) -> RuleOptions:
        # Each option's type and range is checked above; whether they fit together
        # (an Oklahoma option without Oklahoma knocking...) is the rules module's say.
        system = info.data.get("system")
        if system is not None:
            try:
                stated_rules(system, options)
            except RulesError as exc:
                raise PydanticCustomError("rules", "{error}",
                                          {"error": str(exc), "reason": exc.reason}) from None
        return options

    @field_validator("seats")
    @classmethod
    def _one_seat_a_player(cls, seats: list[SeatPlan], info: ValidationInfo) -> list[SeatPlan]:
        system, options = info.data.get("system"), info.data.get("options")
        if system is None or options is None:
            return seats  # refused already
        players = stated_rules(system, options).players
        if len(seats) != players:
            raise PydanticCustomError("seat_count", "{system} has {players} seats, not {found}",
                                      {"system": system, "players": players,
                                       "found": len(seats),
                                       "reason": reason("seat_count", players=players,
                                                        found=len(seats))})
        if not any(seat.kind == "person" for seat in seats):
            # The person creating the table takes the first seat for a person.
            raise PydanticCustomError("seat_plan", "one seat is for you, the person creating"
                                      " the table: give one seat the kind 'person'",
                                      {"reason": reason("seat_for_you")})
        return seats


class TableCreated(_Model):
    """The new table, its join code and a link to share."""

    id: TableId
    code: JoinCode
    link: Annotated[str, _text(2048, 1)]


class TableSummary(_Model):
    """A public table as the lobby lists it (``GET /api/tables``)."""

    id: TableId
    system: System
    status: TableStatus
    seats: Annotated[list[SeatInfo], Field(min_length=2, max_length=3)]
    hand_number: Count
    turn_seconds: Annotated[int, Field(ge=5, le=600)] | None


class YourTable(TableSummary):
    """A table where you hold a seat and the match is not over (``GET
    /api/me/tables``): as the lobby lists a table, with your seat and whether the
    table waits for your decision."""

    seat: TableSeat
    your_turn: bool


class JoinTable(_Model):
    """``POST /api/tables/join``: a table by its join code."""

    code: JoinCode


class Joined(_Model):
    """The table, and the empty seat you may take with ``sit`` (null: none is
    empty; you may watch)."""

    id: TableId
    seat: TableSeat | None


class FillSeat(_Model):
    """``POST /api/tables/{id}/computer``: a computer of ``level`` takes the empty
    ``seat`` (a seat no person filled); only a person seated at the table may ask."""

    seat: TableSeat
    level: Level = "hard"


class QuickMatch(_Model):
    """``POST /api/quickmatch``: a match against the next person who asks; with
    ``computer``, at once against the computer (what ``offer`` proposes)."""

    system: System
    computer: bool = False


class QuickMatchStatus(_Model):
    """Still waiting (ask again), or matched at ``table``."""

    status: Literal["waiting", "matched", "offer"]
    """``offer``: nobody came in time; ask again with ``computer`` to play the computer."""
    table: TableId | None


class LeaderboardEntry(_Model):
    """One player's rating in one system (OpenSkill: ``rating`` = mu - 3 sigma)."""

    name: ShownName
    rating: float
    mu: float
    sigma: Annotated[float, Field(ge=0)]
    matches: Count


class PersonRating(_Model):
    """A rating in one system now (OpenSkill: ``rating`` = mu - 3 sigma)."""

    rating: float
    mu: float
    sigma: Annotated[float, Field(ge=0)]
    matches: Count
    """Rated matches (between people) in this system."""


class RatingPoint(_Model):
    """The rating just after one rated match: a point of the rating's history."""

    table: TableId
    """The match's table (its record: ``GET /api/tables/{id}/record``)."""
    at: datetime
    """When the match ended (UTC)."""
    rating: float
    mu: float
    sigma: Annotated[float, Field(ge=0)]


class SystemStats(_Model):
    """Your numbers in one system, over the matches you finished there (against
    people and the computer alike)."""

    system: System
    matches: Count
    wins: Count
    """Matches you won (a drawn match is no win)."""
    win_rate: Annotated[float, Field(ge=0, le=1)]
    """``wins / matches``."""
    hands: Count
    """Hands you played, drawn ones included (three-player: not sitting out)."""
    hands_won: Count
    gins: Count
    """Hands you won by gin or big gin (R5.4, R5.5)."""
    undercuts: Count
    """Hands you won by undercutting the other's knock (R8.4)."""
    knocks: Count
    """Your knocks that were not gin (R5.1)."""
    mean_knock_deadwood: Annotated[float, Field(ge=0)] | None
    """Your mean deadwood at those knocks (R8.1's K); null without a knock."""
    streak: Count
    """Matches won in a row up to your latest (0 when your latest was not won)."""
    longest_streak: Count
    rating: PersonRating | None
    """Your rating now; null while no match of yours here was rated."""
    history: Annotated[list[RatingPoint], Field(max_length=100_000)]
    """Your rating after each rated match, oldest first."""


class PersonStats(_Model):
    """``GET /api/people/me/stats``: your own statistics, by system (in the order
    you first played them)."""

    name: ShownName
    systems: Annotated[list[SystemStats], Field(max_length=16)]


class HttpError(_Model):
    """The body of a refused HTTP request (status 4xx): as an ``error`` message says it."""

    code: ErrorCode
    message: ServerText
    """One line in English (a client that speaks the reader's language says
    ``reason``)."""
    field: Annotated[str, _text(200)] | None
    reason: ErrorReason
    """Why, as a code and its arguments (docs/protocol.md, "Reasons")."""


class Health(_Model):
    """``GET /health``."""

    status: Literal["ok"] = "ok"
    version: Annotated[str, _text(64)] = __version__
    protocol: Literal[2] = PROTOCOL_VERSION
    # pydantic copies a default per instance, so a list is safe here (ruff cannot
    # tell _Model, from another module, is a pydantic model).
    levels: Annotated[list[Level], Field(max_length=64)] = list(LEVELS)  # noqa: RUF012
    """The computer levels a table may seat: the built-in ones, then the bots the
    operator installed."""


#: The HTTP API: (method, path, request body, response), for the schema's
#: ``x-endpoints``.  A response of ``list`` is a JSON list of the model.
_ENDPOINTS: tuple[tuple[str, str, type[BaseModel] | None, type[BaseModel] | str], ...] = (
    ("POST", "/api/identities", CreateIdentity, IdentityCreated),
    ("POST", "/api/tables", CreateTable, TableCreated),
    ("GET", "/api/tables", None, "list:TableSummary"),
    ("GET", "/api/tables/{id}", None, TableSummary),
    ("GET", "/api/me/tables", None, "list:YourTable"),
    ("POST", "/api/tables/join", JoinTable, Joined),
    ("POST", "/api/tables/{id}/computer", FillSeat, TableSummary),
    ("POST", "/api/quickmatch", QuickMatch, QuickMatchStatus),
    ("GET", "/api/tables/{id}/record", None, "record"),
    ("GET", "/api/tables/{id}/replay", None, "replay"),
    ("GET", "/api/leaderboard?system={system}", None, "list:LeaderboardEntry"),
    ("GET", "/api/people/me/stats", None, PersonStats),
    ("GET", "/api/rules/{system}", None, RulesJson),
    ("GET", "/health", None, Health),
)
_HTTP_REQUESTS: tuple[type[BaseModel], ...] = (CreateIdentity, CreateTable, JoinTable, FillSeat,
                                               QuickMatch)
_HTTP_RESPONSES: tuple[type[BaseModel], ...] = (
    IdentityCreated, TableCreated, TableSummary, YourTable, Joined, QuickMatchStatus,
    LeaderboardEntry, PersonStats, Health, HttpError,
)
