"""What the server sends on the table socket: welcome, snapshot, update,
event, hints, error, pong (docs/protocol.md, "Server messages")."""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypeAlias

from pydantic import (
    ConfigDict,
    Field,
    RootModel,
    create_model,
)
from pydantic.fields import FieldInfo

from ginrummy import __version__
from ginrummy.agents.reasons import WHY_ARGS, Why, WhyArg, WhyCode
from ginrummy.cards import parse_card
from ginrummy.names import MAX_NAME_LENGTH
from ginrummy.protocol.actions import ActionJson
from ginrummy.protocol.errors import ErrorCode, ErrorReason
from ginrummy.protocol.events import TableEvent
from ginrummy.protocol.limits import (
    MAX_CHAT_LENGTH,
    MAX_HINTS,
    MAX_MESSAGE_BYTES,
    MAX_SAFE_INTEGER,
    PROTOCOL_VERSION,
    RATE_BURST,
    RATE_PER_SECOND,
)
from ginrummy.protocol.tables import TableInfo, TimerState, You, YourPlace
from ginrummy.protocol.values import (
    CardName,
    FiniteFloat,
    RequestId,
    Seq,
    ServerText,
    Sha256,
    TableId,
    _Model,
    _text,
)
from ginrummy.protocol.views import Choices, PublicView, SeatViewJson, ViewEvent


class Limits(_Model):
    """The limits this server enforces (docs/protocol.md, "Limits")."""

    max_message_bytes: int = MAX_MESSAGE_BYTES
    messages_per_second: int = RATE_PER_SECOND
    burst: int = RATE_BURST
    max_chat_length: int = MAX_CHAT_LENGTH
    max_name_length: int = MAX_NAME_LENGTH


class Welcome(_Model):
    """The answer to ``hello``: you are in."""

    type: Literal["welcome"] = "welcome"
    seq: Seq
    protocol: Literal[2] = PROTOCOL_VERSION
    server: Annotated[str, _text(64)] = f"ginrummy {__version__}"
    you: You
    table: TableId
    limits: Limits = Limits()


class Snapshot(_Model):
    """Everything the receiver may see now, as of ``seq``: it replaces what the
    client held."""

    type: Literal["snapshot"] = "snapshot"
    seq: Seq
    table: TableInfo
    view: SeatViewJson | None
    """The receiver's seat's view (the captain's for the player sitting out); null
    for a spectator, or with no hand in play."""
    public: PublicView | None
    """The hand as a spectator sees it; null with no hand in play."""
    choices: Choices | None
    """What the view's seat may do; null when there is no view."""
    hand: Annotated[int, Field(ge=1, le=MAX_SAFE_INTEGER)] | None
    commitment: Sha256 | None
    """The hand in play's commitment (or the next hand's, once fixed)."""
    timers: Annotated[list[TimerState], Field(max_length=3)]
    advice: ActionJson | None
    """The advice the captain has been given (to the captain's side only)."""
    you: YourPlace


class EventMessage(_Model):
    """Something happened at the table."""

    type: Literal["event"] = "event"
    seq: Seq
    event: TableEvent


class _Changes(_Model):
    """A model of changes: a field left out did not change, so none is required
    (:func:`dump` writes the fields given only, where it writes every field of
    the server's other messages).  A field that may not be null has the default
    None all the same (marked for mypy): a default is never validated, so left
    out is read as unchanged, while null given is refused."""

    model_config = ConfigDict(json_schema_serialization_defaults_required=False)


def _every_field_optional(model: type[_Model]) -> type[_Model]:
    """``model`` with every field optional: left out, it did not change.  A field
    given is checked as in ``model`` (null only where the field may be null)."""
    fields: dict[str, Any] = {
        name: (info.annotation, FieldInfo.merge_field_infos(info, default=None))
        for name, info in model.model_fields.items()}
    made: type[_Model] = create_model(f"_{model.__name__}Fields", __base__=_Changes, **fields)
    return made


class SeatViewChanges(_every_field_optional(SeatViewJson)):  # type: ignore[misc]
    """What changed in a seat's view: the fields of :class:`SeatViewJson` that
    changed, each whole, and the hand's events added as ``new_events`` (all of the
    view when the receiver held none)."""

    new_events: Annotated[list[ViewEvent], Field(max_length=100_000)] = \
        Field(default=None)  # type: ignore[arg-type]
    """Events to add after the view's ``events`` (when the events only grew)."""


class PublicViewChanges(_every_field_optional(PublicView)):  # type: ignore[misc]
    """What changed in the public view, as :class:`SeatViewChanges` for a seat's."""

    new_events: Annotated[list[ViewEvent], Field(max_length=100_000)] = \
        Field(default=None)  # type: ignore[arg-type]


class TableInfoChanges(_every_field_optional(TableInfo)):  # type: ignore[misc]
    """The keys of :class:`TableInfo` that changed, each whole."""


class SnapshotChanges(_Changes):
    """What changed in the receiver's snapshot since the one it holds: a part left
    out did not change (docs/protocol.md, ``update``; ``ginrummy.table.snapshot``
    writes and applies them)."""

    table: TableInfoChanges = None  # type: ignore[assignment]
    view: SeatViewChanges | None = None
    """null: no seat view now."""
    public: PublicViewChanges | None = None
    """null: no public view now."""
    choices: Choices | None = None
    """null: no view now."""
    hand: Annotated[int, Field(ge=1, le=MAX_SAFE_INTEGER)] | None = None
    commitment: Sha256 | None = None
    timers: Annotated[list[TimerState], Field(max_length=3)] = \
        Field(default=None)  # type: ignore[arg-type]
    advice: ActionJson | None = None
    you: YourPlace = None  # type: ignore[assignment]


class Told(_Model):
    """One event of an update, with the seq of the entry that told it."""

    seq: Seq
    event: TableEvent


class Update(_Model):
    """What happened at the table and what the receiver now sees, as of ``seq``:
    the events it is told (in order) and its snapshot's changes since the one it
    holds.  Sent after every change, in place of the events and a whole snapshot."""

    type: Literal["update"] = "update"
    seq: Seq
    events: Annotated[list[Told], Field(max_length=1000)]
    changes: SnapshotChanges


class HintWhy(_Model):
    """One part of a hint's reason, for a client to say in its own language:
    ``code`` names the sentence (the browser's catalogs have ``why-CODE``) and
    ``args`` its numbers: ``card`` a card; ``deadwood`` a count; ``expected``,
    ``points`` and ``wait_points`` expected points; ``chance``, ``undercut``,
    ``knock`` and ``wait`` chances as fractions of one."""

    code: WhyCode
    args: Annotated[dict[WhyArg, int | FiniteFloat | CardName], Field(max_length=len(WHY_ARGS))]

    def to_why(self) -> Why:
        """The part as the agents write it (cards as indices), for a client that
        writes the reason with :func:`ginrummy.agents.reasons.english`."""
        args: dict[WhyArg, int | float] = {
            key: parse_card(value) if isinstance(value, str) else value
            for key, value in self.args.items()}
        return Why(self.code, args)


class HintItem(_Model):
    """One of the expert's suggestions, best first."""

    action: ActionJson
    words: ServerText
    """The action in a button's words ("Discard K♠")."""
    reason: ServerText
    """Why, in English: ``why``'s parts written as one sentence."""
    why: Annotated[list[HintWhy], Field(max_length=8)]


class Hints(_Model):
    """The answer to ``hint``."""

    type: Literal["hints"] = "hints"
    id: RequestId | None
    seq: Seq
    hints: Annotated[list[HintItem], Field(max_length=MAX_HINTS)]


class ErrorMessage(_Model):
    """A request refused: nothing changed."""

    type: Literal["error"] = "error"
    id: RequestId | None
    seq: Seq
    code: ErrorCode
    message: ServerText
    """One line in English, for a person at a terminal and for logs; a client that
    speaks the reader's language says ``reason`` instead."""
    field: Annotated[str, _text(200)] | None
    """The field at fault (``act.action.card``), or null."""
    reason: ErrorReason
    """Why, as a code and its arguments (docs/protocol.md, "Reasons")."""


class Pong(_Model):
    """The answer to ``ping``."""

    type: Literal["pong"] = "pong"
    id: RequestId | None
    seq: Seq


#: Every message the server sends, by its ``type``.
ServerMessageUnion: TypeAlias = Annotated[
    Welcome | Snapshot | Update | EventMessage | Hints | ErrorMessage | Pong,
    Field(discriminator="type"),
]


class ServerMessage(RootModel[ServerMessageUnion]):
    """Any message the server sends (the schema's entry point for them)."""

    model_config = ConfigDict(frozen=True)
