"""The game server's protocol: every message as a pydantic model, for both sides.

Players and spectators talk to ``ginrummy serve`` over one WebSocket, ``/ws``:
they send **intents** (``hello``, ``sit``, ``act``, ``advise``, ``undo``,
``hint``, ``ready``, ``chat``, ``leave``, ``claim``, ``rematch``, ``ping``) and
receive **snapshots** (everything their seat may see now) and **events** (what just happened), every
server message with the ``seq`` of the table's log it reflects.  A small HTTP
API (identities, tables, the lobby, records, ratings, health) comes beside it.
docs/protocol.md is the protocol for client authors (the browser game, the
terminal client), with an example of every message; ``schema/protocol.schema.json``
is :func:`protocol_schema`, the JSON schema of every message, written by
``python -m ginrummy.protocol --write-schema``.

Why pydantic: a message is checked in Rust (pydantic-core) in one pass with the
JSON parsing, the JSON schema that client authors read is generated from the
same models that check the messages (so the two cannot disagree), and FastAPI
takes these models as its request and response types.  The models are strict:
no unknown field, no type coercion (``"1"`` is not a seat), every string and
list length-limited and every integer bounded, so a message's cost to the
server is bounded too.

Reading: :func:`parse_intent` enforces :data:`MAX_MESSAGE_BYTES` before it
parses, and turns every refusal into a :class:`ProtocolError` with a code and
ONE short line naming the field (``act.action.card: 'Zz' is not a card ...``),
the input quoted with :func:`ginrummy.errors.quote`, so a 10 kB field is quoted
in a few words.  Nothing else escapes it (tests/test_server_protocol.py checks
random JSON with hypothesis).

Writing: the server builds outgoing messages as models (typed) and writes them
with :func:`dump`.  Build them with the constructors: they validate, in Rust,
and are the cheap way too (measured with pydantic 2.14: an ``action`` event in
its ``event`` message 4 us, its JSON 2 us; a whole view, :func:`seat_view`,
25 us), while ``model_construct``, which skips validation, runs in Python and
is slower for these small models (7 us for the same event), so nothing here
uses it.  A server test should still pass every message the server sends
through :func:`parse_server_message` (what a client reads with): it catches a
message built with ``model_construct`` or changed after it was built.

The package keeps one module per direction and job, as lila-ws keeps one file
per direction: ``intents`` (what a client sends), ``outgoing`` (what the server
sends on the socket), ``events`` (what happened, inside those), ``views`` and
``tables`` (a seat's sight and a table's description, inside those), ``http``
(the HTTP API's bodies), ``errors`` (the error codes), with ``limits`` and
``values`` (the limits and the value types everything is built of), ``actions``
(an action both ways), ``reading`` (parsing, the refusals' words, writing) and
``schema`` (the JSON schema).  This module re-exports their public names.
"""

from __future__ import annotations

from ginrummy.protocol.actions import (
    ActionJson,
    ArrangeAction,
    BigGinAction,
    DiscardAction,
    DrawDiscardAction,
    DrawDiscardPlayed,
    DrawStockAction,
    DrawStockPlayed,
    KnockAction,
    KnockPlayed,
    LayOffAction,
    LayoffJson,
    PassAction,
    PlayedAction,
    from_action,
    to_action,
)
from ginrummy.protocol.errors import (
    ERROR_CODES,
    REASONS,
    ErrorCode,
    ErrorReason,
    ReasonCode,
    generic,
    reason_of,
)
from ginrummy.protocol.events import (
    ActionEvent,
    AdviceEvent,
    ChatEvent,
    CommitmentEvent,
    DealEvent,
    Forfeit,
    ForfeitEvent,
    HandEndEvent,
    MatchEndEvent,
    ReadyEvent,
    RematchedEvent,
    RematchEvent,
    Reveal,
    SeatEvent,
    TableEvent,
    UndoEvent,
    played_action,
)
from ginrummy.protocol.http import (
    CreateIdentity,
    CreateTable,
    FillSeat,
    Health,
    HttpError,
    IdentityCreated,
    Joined,
    JoinTable,
    LeaderboardEntry,
    PersonRating,
    PersonStats,
    QuickMatch,
    QuickMatchStatus,
    RatingPoint,
    SeatPlan,
    SystemStats,
    TableCreated,
    TableSummary,
    YourTable,
)
from ginrummy.protocol.intents import (
    Act,
    Advise,
    Chat,
    Claim,
    ClientMessage,
    Hello,
    Hint,
    Intent,
    Leave,
    Ping,
    Ready,
    Rematch,
    Sit,
    Undo,
)
from ginrummy.protocol.limits import (
    CARD_PATTERN,
    MAX_CHAT_LENGTH,
    MAX_HINTS,
    MAX_MESSAGE_BYTES,
    MAX_REQUEST_ID_LENGTH,
    MAX_SAFE_INTEGER,
    NAME_PATTERN,
    PROTOCOL_VERSION,
    RATE_BURST,
    RATE_PER_SECOND,
    SUPPORTED_PROTOCOLS,
    TEXT_PATTERN,
)
from ginrummy.protocol.outgoing import (
    ErrorMessage,
    EventMessage,
    HintItem,
    Hints,
    HintWhy,
    Limits,
    Pong,
    PublicViewChanges,
    SeatViewChanges,
    ServerMessage,
    ServerMessageUnion,
    Snapshot,
    SnapshotChanges,
    TableInfoChanges,
    Told,
    Update,
    Welcome,
)
from ginrummy.protocol.reading import (
    ProtocolError,
    check_unique_keys,
    dump,
    parse_intent,
    parse_server_message,
    protocol_error,
    request_id_of,
)
from ginrummy.protocol.schema import SCHEMA_PATH, protocol_schema, schema_text
from ginrummy.protocol.tables import (
    ClaimInfo,
    ForfeitInfo,
    HandLine,
    RematchInfo,
    RolesJson,
    SeatInfo,
    TableInfo,
    TimerState,
    You,
    YourPlace,
)
from ginrummy.protocol.values import ActionKind, Phase, PlayerName, Role, System
from ginrummy.protocol.views import (
    ArrangementJson,
    Choices,
    DiscardChoice,
    GameStandingJson,
    HandResultJson,
    HandScoreJson,
    PublicView,
    RuleOptions,
    RulesJson,
    SeatViewJson,
    ShowingJson,
    StandingJson,
    ViewEvent,
    seat_view,
)

__all__ = [
    "CARD_PATTERN",
    "ERROR_CODES",
    "MAX_CHAT_LENGTH",
    "MAX_HINTS",
    "MAX_MESSAGE_BYTES",
    "MAX_REQUEST_ID_LENGTH",
    "MAX_SAFE_INTEGER",
    "NAME_PATTERN",
    "PROTOCOL_VERSION",
    "RATE_BURST",
    "RATE_PER_SECOND",
    "REASONS",
    "SCHEMA_PATH",
    "SUPPORTED_PROTOCOLS",
    "TEXT_PATTERN",
    "Act",
    "ActionEvent",
    "ActionJson",
    "ActionKind",
    "AdviceEvent",
    "Advise",
    "ArrangeAction",
    "ArrangementJson",
    "BigGinAction",
    "Chat",
    "ChatEvent",
    "Choices",
    "Claim",
    "ClaimInfo",
    "ClientMessage",
    "CommitmentEvent",
    "CreateIdentity",
    "CreateTable",
    "DealEvent",
    "DiscardAction",
    "DiscardChoice",
    "DrawDiscardAction",
    "DrawDiscardPlayed",
    "DrawStockAction",
    "DrawStockPlayed",
    "ErrorCode",
    "ErrorMessage",
    "ErrorReason",
    "EventMessage",
    "FillSeat",
    "Forfeit",
    "ForfeitEvent",
    "ForfeitInfo",
    "GameStandingJson",
    "HandEndEvent",
    "HandLine",
    "HandResultJson",
    "HandScoreJson",
    "Health",
    "Hello",
    "Hint",
    "HintItem",
    "HintWhy",
    "Hints",
    "HttpError",
    "IdentityCreated",
    "Intent",
    "JoinTable",
    "Joined",
    "KnockAction",
    "KnockPlayed",
    "LayOffAction",
    "LayoffJson",
    "LeaderboardEntry",
    "Leave",
    "Limits",
    "MatchEndEvent",
    "PassAction",
    "PersonRating",
    "PersonStats",
    "Phase",
    "Ping",
    "PlayedAction",
    "PlayerName",
    "Pong",
    "ProtocolError",
    "PublicView",
    "PublicViewChanges",
    "QuickMatch",
    "QuickMatchStatus",
    "RatingPoint",
    "Ready",
    "ReadyEvent",
    "ReasonCode",
    "Rematch",
    "RematchEvent",
    "RematchInfo",
    "RematchedEvent",
    "Reveal",
    "Role",
    "RolesJson",
    "RuleOptions",
    "RulesJson",
    "SeatEvent",
    "SeatInfo",
    "SeatPlan",
    "SeatViewChanges",
    "SeatViewJson",
    "ServerMessage",
    "ServerMessageUnion",
    "ShowingJson",
    "Sit",
    "Snapshot",
    "SnapshotChanges",
    "StandingJson",
    "System",
    "SystemStats",
    "TableCreated",
    "TableEvent",
    "TableInfo",
    "TableInfoChanges",
    "TableSummary",
    "TimerState",
    "Told",
    "Undo",
    "UndoEvent",
    "Update",
    "ViewEvent",
    "Welcome",
    "You",
    "YourPlace",
    "YourTable",
    "check_unique_keys",
    "dump",
    "from_action",
    "generic",
    "parse_intent",
    "parse_server_message",
    "played_action",
    "protocol_error",
    "protocol_schema",
    "reason_of",
    "request_id_of",
    "schema_text",
    "seat_view",
    "to_action",
]
