"""What happened at a table, as the server tells it (docs/protocol.md,
"Events")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal, TypeAlias

from pydantic import (
    Field,
    StringConstraints,
    TypeAdapter,
)

from ginrummy.protocol.actions import ActionJson, PlayedAction
from ginrummy.protocol.limits import _HEX32, MAX_SAFE_INTEGER
from ginrummy.protocol.tables import RolesJson
from ginrummy.protocol.values import (
    By,
    CardName,
    ChatText,
    ForfeitWhy,
    HandSeat,
    JsonObject,
    Points,
    SeatKind,
    Sha256,
    ShownName,
    TableId,
    TableSeat,
    _Model,
    _text,
)


class SeatEvent(_Model):
    """A seat changed: taken, left, away or back, connected or not."""

    type: Literal["seat"] = "seat"
    seat: TableSeat
    kind: SeatKind
    name: ShownName | None
    level: Annotated[str, _text(64)] | None
    connected: bool
    away: bool
    ready: bool
    """Between hands: the person is ready for the next one."""


class CommitmentEvent(_Model):
    """The next hand's deck is fixed: its SHA-256 commitment, before the deal
    (docs/server.md, "Fair shuffles")."""

    type: Literal["commitment"] = "commitment"
    hand: Annotated[int, Field(ge=1, le=MAX_SAFE_INTEGER)]
    sha256: Sha256


class DealEvent(_Model):
    """A hand is dealt."""

    type: Literal["deal"] = "deal"
    hand: Annotated[int, Field(ge=1, le=MAX_SAFE_INTEGER)]
    dealer: TableSeat
    """The dealing player (a table seat)."""
    seats: Annotated[list[TableSeat], Field(min_length=2, max_length=2)]
    """The players at hand seats 0 and 1."""
    roles: RolesJson | None
    upcard: CardName
    knock_limit: Annotated[int, Field(ge=0, le=10)]
    cards: Annotated[list[CardName], Field(min_length=10, max_length=10)] | None
    """The receiver's own ten cards (the captain's to the player sitting out);
    null for everyone else."""


class ActionEvent(_Model):
    """A decision was applied."""

    type: Literal["action"] = "action"
    player: TableSeat
    seat: HandSeat
    action: PlayedAction
    by: By
    """Who decided: the person, the computer (its seat), or the computer for a
    person whose time ran out (``timeout``) or who is away."""


class AdviceEvent(_Model):
    """The player sitting out advised the captain (null: took it back); sent to
    those two only."""

    type: Literal["advice"] = "advice"
    player: TableSeat
    action: ActionJson | None


class UndoEvent(_Model):
    """The player took back their last decision."""

    type: Literal["undo"] = "undo"
    player: TableSeat


class Reveal(_Model):
    """A hand's deck and salt, after the hand: SHA-256 of
    ``ginrummy-deck-v1:<deck joined by ','>:<salt>`` is the hand's commitment."""

    deck: Annotated[list[CardName], Field(min_length=52, max_length=52)]
    salt: Annotated[str, StringConstraints(pattern=_HEX32)] | None
    """null where the table deals from its seed, with no commitment (a local game's;
    a server's tables deal fair decks)."""


class HandEndEvent(_Model):
    """A hand ended."""

    type: Literal["hand_end"] = "hand_end"
    hand: Annotated[int, Field(ge=1, le=MAX_SAFE_INTEGER)]
    end: JsonObject
    """The record's ``end`` of the hand (docs/records.md, "The end of a hand")."""
    score: JsonObject | None
    """The running score after it (docs/records.md); null after a forfeit."""
    reveal: Reveal


class Forfeit(_Model):
    """The player who forfeited the match, and why."""

    player: TableSeat
    reason: str
    """As the record says it (any text: show it escaped)."""


class MatchEndEvent(_Model):
    """The match is over (docs/records.md, "The result")."""

    type: Literal["match_end"] = "match_end"
    winner: TableSeat
    totals: Annotated[list[Annotated[list[Points], Field(min_length=2, max_length=3)]],
                      Field(min_length=1, max_length=3)]
    forfeit: Forfeit | None
    seed: Annotated[int, Field(ge=0)]
    """The match's seed, secret until now (it can exceed 2^53: read it exactly)."""


class ReadyEvent(_Model):
    """A person is ready for the next hand."""

    type: Literal["ready"] = "ready"
    seat: TableSeat


class ChatEvent(_Model):
    """A line of chat."""

    type: Literal["chat"] = "chat"
    seat: TableSeat
    """The speaker's seat (spectators do not chat)."""
    name: ShownName
    text: ChatText


class ForfeitEvent(_Model):
    """``player`` forfeits the match (a ``match_end`` follows): the person ``by``
    claimed it while ``player`` was away past the grace time (``away``) or out of
    time (``time``), or ``player`` left the table during the match (``left``, ``by``
    null)."""

    type: Literal["forfeit"] = "forfeit"
    player: TableSeat
    why: ForfeitWhy
    by: TableSeat | None


class RematchEvent(_Model):
    """After the match, the person at ``seat`` offered or accepted a rematch
    (``accept``), or declined it."""

    type: Literal["rematch"] = "rematch"
    seat: TableSeat
    accept: bool


class RematchedEvent(_Model):
    """Every person accepted the rematch: it is the table ``table``, where each of
    them holds the seat they had here."""

    type: Literal["rematched"] = "rematched"
    table: TableId


#: What an ``event`` message carries, by its ``type``.
TableEvent: TypeAlias = Annotated[
    SeatEvent | CommitmentEvent | DealEvent | ActionEvent | AdviceEvent | UndoEvent
    | HandEndEvent | MatchEndEvent | ReadyEvent | ChatEvent | ForfeitEvent | RematchEvent
    | RematchedEvent,
    Field(discriminator="type"),
]


_PLAYED: TypeAdapter[PlayedAction] = TypeAdapter(PlayedAction)


def played_action(data: Mapping[str, Any]) -> PlayedAction:
    """An action event's ``action`` from JSON (a record's action entry without its
    ``player``), checked: ``{"action": "draw_stock", "card": null}``."""
    return _PLAYED.validate_python(dict(data))
