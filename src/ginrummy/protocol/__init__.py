"""The game server's protocol: every message as a pydantic model, for both sides.

Players and spectators talk to ``ginrummy serve`` over one WebSocket, ``/ws``:
they send **intents** (``hello``, ``sit``, ``act``, ``advise``, ``undo``,
``hint``, ``ready``, ``chat``, ``leave``, ``ping``) and receive **snapshots**
(everything their seat may see now) and **events** (what just happened), every
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
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import re
import sys
import unicodedata
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeAlias, get_args

import jiter
from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    RootModel,
    StringConstraints,
    TypeAdapter,
    ValidationError,
    ValidationInfo,
    ValidatorFunctionWrapHandler,
    WrapValidator,
    create_model,
    field_validator,
    model_validator,
    with_config,
)
from pydantic.config import JsonDict
from pydantic.fields import FieldInfo
from pydantic.json_schema import models_json_schema
from pydantic_core import PydanticCustomError
from typing_extensions import TypedDict  # pydantic reads typing's only from Python 3.12 on

from ginrummy import __version__
from ginrummy.actions import (
    BIG_GIN,
    DRAW_DISCARD,
    DRAW_STOCK,
    PASS,
    Action,
    Kind,
    arrange,
    discard,
    knock,
    lay_off,
)
from ginrummy.agents.levels import LEVELS
from ginrummy.agents.reasons import WHY_ARGS, Why, WhyArg, WhyCode
from ginrummy.cards import CARD_NAMES, cards_of, parse_card
from ginrummy.errors import GinRummyError, quote
from ginrummy.melds import Layoff
from ginrummy.names import INVISIBLE, MAX_NAME_LENGTH, check_name
from ginrummy.rules import (
    OPTION_CHOICES,
    OPTION_RANGES,
    PRESETS,
    Rules,
    RulesError,
    stated_rules,
)
from ginrummy.view import SeatView
from ginrummy.wire import view_to_json

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
    "SCHEMA_PATH",
    "SUPPORTED_PROTOCOLS",
    "TEXT_PATTERN",
    "Act",
    "ActionEvent",
    "ActionJson",
    "AdviceEvent",
    "Advise",
    "ArrangeAction",
    "ArrangementJson",
    "BigGinAction",
    "Chat",
    "ChatEvent",
    "Choices",
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
    "EventMessage",
    "FillSeat",
    "Forfeit",
    "GameStandingJson",
    "HandEndEvent",
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
    "Ping",
    "PlayedAction",
    "Pong",
    "ProtocolError",
    "PublicView",
    "PublicViewChanges",
    "QuickMatch",
    "QuickMatchStatus",
    "Ready",
    "ReadyEvent",
    "Reveal",
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
    "check_unique_keys",
    "dump",
    "from_action",
    "parse_intent",
    "parse_server_message",
    "played_action",
    "protocol_error",
    "protocol_schema",
    "schema_text",
    "seat_view",
    "to_action",
]

# ----------------------------------------------------------------------------- limits

#: The protocol this module speaks, and every version a server built on it accepts.
PROTOCOL_VERSION: Literal[2] = 2
SUPPORTED_PROTOCOLS: tuple[int, ...] = (PROTOCOL_VERSION,)

#: The largest message a client may send, in bytes of UTF-8: the biggest legal
#: intent (a lay-off of 11 cards) is under 400 bytes, so 16 KiB is generous, and
#: it bounds what one message can cost before anything is parsed.
MAX_MESSAGE_BYTES = 16 * 1024
#: A line of chat, in characters (docs/server.md: the ``chat`` entry).
MAX_CHAT_LENGTH = 200
#: A client's own request id (a string), in characters.
MAX_REQUEST_ID_LENGTH = 32
#: The most hints one ``hint`` asks for.
MAX_HINTS = 5
#: The throttle (a token bucket, enforced by the server's hub): messages a second
#: on average, and the burst allowed above it.  A client over it gets ``throttled``.
RATE_PER_SECOND = 20
RATE_BURST = 40
#: The largest integer a JavaScript client reads exactly (2**53 - 1): every
#: integer a client sends is at most this.
MAX_SAFE_INTEGER = 2**53 - 1

#: Every error code, as ``error.code`` carries it (docs/protocol.md, "Errors").
ErrorCode = Literal[
    "bad_message", "too_large", "not_authenticated", "not_your_turn", "illegal", "no_seat",
    "not_allowed", "throttled", "unknown_table", "conflict", "internal", "not_found",
]
ERROR_CODES: tuple[str, ...] = get_args(ErrorCode)

#: A card by its canonical name (RULES R12.1, as records and views write it): only
#: this form, so that one card has one spelling on the wire.
CARD_PATTERN = r"^[A2-9TJQK][shdc]$"
# Characters no text on the wire may hold: the C0 and C1 controls and DEL (a
# terminal escape sequence, a line break), the line and paragraph separators,
# and the format characters that change how text around them reads (zero-width,
# bidirectional controls: U+202E makes 'you' read as anything).  One class that
# Rust (pydantic-core), JavaScript and Python regular expressions all read, so
# the schema a client validates with says exactly what the server checks.
# Names are checked further by ginrummy.names.check_name (every format,
# private-use and unassigned character).
_HIDDEN_CLASS = (r"\x00-\x1f\x7f-\x9f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e"
                 r"\u2060-\u206f\ufeff\ufff9-\ufffb")
TEXT_PATTERN = rf"^[^{_HIDDEN_CLASS}]*$"
_HIDDEN = re.compile(f"[{_HIDDEN_CLASS}]")


def _class_of(ranges: Sequence[tuple[int, int]]) -> str:
    """A regular expression class's ranges of code points, as the three engines read
    them: ``\\uXXXX`` in the Basic Multilingual Plane, the character itself above
    it (JavaScript writes those ``\\u{...}``, Python ``\\U...``, and neither reads
    the other's)."""
    def one(code: int) -> str:
        return f"\\u{code:04x}" if code <= 0xFFFF else chr(code)
    return "".join(one(a) if a == b else f"{one(a)}-{one(b)}" for a, b in ranges)


# What a name may not hold besides: every character names.check_name refuses that a
# list can say.  The format characters (Unicode 16) the class above leaves to
# check_name, private use, and those that show as nothing (names.INVISIBLE: the
# Hangul fillers, variation selectors...).  Unassigned characters change with each
# Unicode version and surrogates are no characters: check_name alone refuses those.
# (A test checks that this pattern refuses only what check_name refuses, and every
# format, private-use and invisible character Python knows.)
_NAME_CLASS = _HIDDEN_CLASS + _class_of([
    (0x0600, 0x0605), (0x06DD, 0x06DD), (0x070F, 0x070F), (0x0890, 0x0891),
    (0x08E2, 0x08E2), (0xE000, 0xF8FF), *INVISIBLE, (0x110BD, 0x110BD), (0x110CD, 0x110CD),
    (0x13430, 0x1343F), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD)])
NAME_PATTERN = rf"^[^{_NAME_CLASS}]*$"
_NAME_HIDDEN = re.compile(f"[{_NAME_CLASS}]")
_URLSAFE = r"^[A-Za-z0-9_-]+$"
_HEX64 = r"^[0-9a-f]{64}$"
_HEX32 = r"^[0-9a-f]{32}$"

# ----------------------------------------------------------------------------- base

_CONFIG = ConfigDict(
    extra="forbid",  # a misspelt field is an error, not silently dropped
    strict=True,  # no coercion: "1" is not a seat, 1.0 not a count, true not 1
    frozen=True,  # a message is a value: built once, sent to many
    use_attribute_docstrings=True,  # a field's docstring is its description in the schema
    # The server writes every field (null for absent), so the schema of what it
    # sends says every field is required, defaults included.
    json_schema_serialization_defaults_required=True,
)


def _tags_required(schema: JsonDict) -> None:
    # A tag (``type``, ``action``) has a default so that Python code need not
    # repeat it, but on the wire it is what says which message this is: the
    # schema says it is required, as the discriminated unions require it.
    properties = schema.get("properties")
    if not isinstance(properties, dict):
        return
    tags = [name for name, prop in properties.items() if isinstance(prop, dict) and "const" in prop]
    required = schema.get("required")
    names = [n for n in required if isinstance(n, str)] if isinstance(required, list) else []
    schema["required"] = [*tags, *(n for n in names if n not in tags)]


class _Model(BaseModel):
    """The configuration every message shares (see ``_CONFIG``)."""

    model_config = ConfigDict(**_CONFIG, json_schema_extra=_tags_required)


# ----------------------------------------------------------------------------- values

def _text(max_length: int, min_length: int = 0) -> Any:
    return StringConstraints(min_length=min_length, max_length=max_length, pattern=TEXT_PATTERN)


CardName: TypeAlias = Annotated[str, StringConstraints(pattern=CARD_PATTERN)]
#: A seat of the table: the match's player index (0-2; 2 only in three-player Gin).
TableSeat: TypeAlias = Annotated[int, Field(ge=0, le=2)]
#: A seat of the hand (0 or 1), as views write seats (docs/wire.md).
HandSeat: TypeAlias = Annotated[int, Field(ge=0, le=1)]
Count: TypeAlias = Annotated[int, Field(ge=0, le=MAX_SAFE_INTEGER)]
Points: TypeAlias = Annotated[int, Field(ge=-MAX_SAFE_INTEGER, le=MAX_SAFE_INTEGER)]
Seq: TypeAlias = Annotated[int, Field(ge=0, le=MAX_SAFE_INTEGER)]
FiniteFloat: TypeAlias = Annotated[float, Field(allow_inf_nan=False)]
TableId: TypeAlias = Annotated[str, StringConstraints(min_length=1, max_length=64,
                                                      pattern=_URLSAFE)]
JoinCode: TypeAlias = Annotated[str, StringConstraints(min_length=1, max_length=32,
                                                       pattern=_URLSAFE)]
Token: TypeAlias = Annotated[str, StringConstraints(min_length=1, max_length=128,
                                                    pattern=_URLSAFE)]
Sha256: TypeAlias = Annotated[str, StringConstraints(pattern=_HEX64)]
#: A name as the server shows it (checked where it was entered: ginrummy.names).
ShownName: TypeAlias = Annotated[str, _text(64)]
#: Text the server writes (a reason, a hint's words): one line, any length.
ServerText: TypeAlias = Annotated[str, StringConstraints(pattern=TEXT_PATTERN)]
#: A name a person takes: names.check_name's rule (1-24 characters once the
#: surrounding spaces are stripped, no control or format character, none that shows
#: as nothing), the schema saying all of it a pattern can.
PlayerName: TypeAlias = Annotated[
    str, StringConstraints(min_length=1, max_length=MAX_NAME_LENGTH, pattern=NAME_PATTERN),
    AfterValidator(check_name)]
ChatText: TypeAlias = Annotated[str, _text(MAX_CHAT_LENGTH, 1)]
JsonObject: TypeAlias = dict[str, Any]

Role = Literal["player", "spectator"]
SeatKind = Literal["person", "computer", "empty"]
By = Literal["person", "computer", "timeout", "away"]
TableStatus = Literal["waiting", "playing", "between_hands", "over", "closed"]
#: The rule presets, by name (ginrummy.rules.PRESETS, the one list of them).
if TYPE_CHECKING:
    System: TypeAlias = str
else:
    System = Literal[tuple(PRESETS)]
#: The computer's levels (ginrummy.agents.levels.LEVELS; a test checks they agree).
Level = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9-]{0,31}$")]
"""A computer's level: a built-in one (easy, medium, hard, expert) or the name of a
bot the server's operator installed (``ginrummy serve --bot NAME=module:Class``);
``GET /health`` lists the levels a server offers."""
ActionKind = Literal["pass", "draw_stock", "draw_discard", "discard", "knock", "big_gin",
                     "arrange", "lay_off"]
Phase = Literal["offer", "draw", "discard", "arrange", "lay_off", "over"]
Outcome = Literal["gin", "big_gin", "knock", "undercut", "draw"]


def _one_request_id_error(value: Any, handler: ValidatorFunctionWrapHandler) -> Any:
    # A union's refusal lists each member's (string: ..., int: ...); one line says it.
    try:
        return handler(value)
    except ValidationError:
        raise PydanticCustomError(
            "request_id",
            "expected a string of 1 to {most} characters or a whole number from 0 to 2^53-1,"
            " found {found}",
            {"most": MAX_REQUEST_ID_LENGTH, "found": _quoted(value)},
        ) from None


#: A client's id for a request, echoed in the answer (``error``, ``hints``, ``pong``).
RequestId: TypeAlias = Annotated[
    Annotated[str, _text(MAX_REQUEST_ID_LENGTH, 1)] | Annotated[int, Field(ge=0,
                                                                           le=MAX_SAFE_INTEGER)],
    WrapValidator(_one_request_id_error),
]

_CARD_INDEX = {name: card for card, name in enumerate(CARD_NAMES)}


def _distinct(cards: list[str]) -> list[str]:
    # As actions.action_from_json reads a meld (cards.parse_cards): no card twice.
    if len(set(cards)) != len(cards):
        twice = next(c for c in cards if cards.count(c) > 1)
        raise PydanticCustomError("duplicate_card", "{card} is listed twice",
                                  {"card": quote(twice)})
    return cards


#: A meld as an action names it: distinct cards (whether they make a meld is the
#: rules' question, answered by the table as ``illegal``).
MeldCards: TypeAlias = Annotated[
    list[CardName], Field(min_length=1, max_length=11, json_schema_extra={"uniqueItems": True}),
    AfterValidator(_distinct),
]
Cards: TypeAlias = Annotated[list[CardName], Field(max_length=52)]

# ----------------------------------------------------------------------------- actions


class PassAction(_Model):
    """Decline the first upcard (R4.3)."""

    action: Literal["pass"] = "pass"

    def to_action(self) -> Action:
        """The :class:`~ginrummy.actions.Action` this JSON names."""
        return PASS


class DrawStockAction(_Model):
    """Draw the top card of the stock (R4.1)."""

    action: Literal["draw_stock"] = "draw_stock"

    def to_action(self) -> Action:
        """The :class:`~ginrummy.actions.Action` this JSON names."""
        return DRAW_STOCK


class DrawDiscardAction(_Model):
    """Take the top of the discard pile (R4.1, R4.3)."""

    action: Literal["draw_discard"] = "draw_discard"

    def to_action(self) -> Action:
        """The :class:`~ginrummy.actions.Action` this JSON names."""
        return DRAW_DISCARD


class DiscardAction(_Model):
    """Discard a card face up (R4.1)."""

    action: Literal["discard"] = "discard"
    card: CardName

    def to_action(self) -> Action:
        """The :class:`~ginrummy.actions.Action` this JSON names."""
        return discard(_CARD_INDEX[self.card])


class KnockAction(_Model):
    """Knock, discarding a card face down (R5.1, R5.3)."""

    action: Literal["knock"] = "knock"
    card: CardName

    def to_action(self) -> Action:
        """The :class:`~ginrummy.actions.Action` this JSON names."""
        return knock(_CARD_INDEX[self.card])


class BigGinAction(_Model):
    """Declare big gin, no discard (R5.5)."""

    action: Literal["big_gin"] = "big_gin"

    def to_action(self) -> Action:
        """The :class:`~ginrummy.actions.Action` this JSON names."""
        return BIG_GIN


def _mask(cards: list[str]) -> int:
    mask = 0
    for name in cards:
        mask |= 1 << _CARD_INDEX[name]
    return mask


class ArrangeAction(_Model):
    """The knocker lays down melds; the rest is deadwood (R5.3)."""

    action: Literal["arrange"] = "arrange"
    melds: Annotated[list[MeldCards], Field(max_length=11)]

    def to_action(self) -> Action:
        """The :class:`~ginrummy.actions.Action` this JSON names."""
        return arrange([_mask(meld) for meld in self.melds])


class LayoffJson(_Model):
    """A card laid off onto the knocker's meld number ``meld`` (0-based, R6)."""

    card: CardName
    meld: Annotated[int, Field(ge=0, le=10)]


class LayOffAction(_Model):
    """The defender's melds and lay-offs (R6)."""

    action: Literal["lay_off"] = "lay_off"
    melds: Annotated[list[MeldCards], Field(max_length=11)]
    layoffs: Annotated[list[LayoffJson], Field(max_length=11)]

    def to_action(self) -> Action:
        """The :class:`~ginrummy.actions.Action` this JSON names."""
        return lay_off([_mask(meld) for meld in self.melds],
                       [Layoff(_CARD_INDEX[lo.card], lo.meld) for lo in self.layoffs])


#: An action as :meth:`ginrummy.actions.Action.to_json` writes it, by its ``action``.
ActionJson: TypeAlias = Annotated[
    PassAction | DrawStockAction | DrawDiscardAction | DiscardAction | KnockAction
    | BigGinAction | ArrangeAction | LayOffAction,
    Field(discriminator="action"),
]


class DrawStockPlayed(_Model):
    """A stock draw as the table tells it: ``card`` to the one who drew it, else null."""

    action: Literal["draw_stock"] = "draw_stock"
    card: CardName | None


class DrawDiscardPlayed(_Model):
    """A draw from the pile as the table tells it: the card is public."""

    action: Literal["draw_discard"] = "draw_discard"
    card: CardName


class KnockPlayed(_Model):
    """A knock as the table tells it: the face-down discard to the knocker, else null."""

    action: Literal["knock"] = "knock"
    card: CardName | None


#: An action as an ``action`` event tells it: :data:`ActionJson`, with the card a
#: draw took and a knock's face-down discard where the receiver may see them.
PlayedAction: TypeAlias = Annotated[
    PassAction | DrawStockPlayed | DrawDiscardPlayed | DiscardAction | KnockPlayed
    | BigGinAction | ArrangeAction | LayOffAction,
    Field(discriminator="action"),
]


def to_action(model: PassAction | DrawStockAction | DrawDiscardAction | DiscardAction
              | KnockAction | BigGinAction | ArrangeAction | LayOffAction) -> Action:
    """The :class:`~ginrummy.actions.Action` a validated action model names: the
    one :func:`ginrummy.actions.action_from_json` reads from the same JSON."""
    return model.to_action()


def from_action(action: Action) -> ActionJson:
    """The model of ``action``: what :meth:`Action.to_json` writes."""
    kind = action.kind
    if kind is Kind.DISCARD or kind is Kind.KNOCK:
        assert action.card is not None
        cls = DiscardAction if kind is Kind.DISCARD else KnockAction
        return cls(card=CARD_NAMES[action.card])
    if kind is Kind.ARRANGE or kind is Kind.LAY_OFF:
        melds = [[CARD_NAMES[c] for c in cards_of(m)] for m in action.melds]
        if kind is Kind.ARRANGE:
            return ArrangeAction(melds=melds)
        layoffs = [LayoffJson(card=CARD_NAMES[lo.card], meld=lo.meld) for lo in action.layoffs]
        return LayOffAction(melds=melds, layoffs=layoffs)
    return _SIMPLE[kind]


_SIMPLE: dict[Kind, ActionJson] = {
    Kind.PASS: PassAction(), Kind.DRAW_STOCK: DrawStockAction(),
    Kind.DRAW_DISCARD: DrawDiscardAction(), Kind.BIG_GIN: BigGinAction(),
}

# ----------------------------------------------------------------------------- intents


class _Intent(_Model):
    id: RequestId | None = None
    """The client's id for this request, echoed in the answer (``error``, ``hints``,
    ``pong``); optional."""


class Hello(_Intent):
    """The first message: who you are (a token from ``POST /api/identities``), the
    protocol you speak, and the table you watch or play at."""

    type: Literal["hello"] = "hello"
    protocol: Literal[2]
    token: Token
    table: TableId
    last_seq: Seq | None = None
    """The highest ``seq`` you saw, when reconnecting: the events after it come
    before the snapshot."""
    role: Role = Field(default="player", alias="as")
    """Play (take a seat with ``sit``, or the one you hold) or only watch. The wire
    name is ``as``, a Python keyword: build one with ``Hello.model_validate``."""


class Sit(_Intent):
    """Take an empty seat at the table this connection watches."""

    type: Literal["sit"] = "sit"
    seat: TableSeat


class Act(_Intent):
    """A decision for your seat."""

    type: Literal["act"] = "act"
    action: ActionJson


class Advise(_Intent):
    """The player sitting out advises the captain (three-player, R11.3); null
    takes the advice back."""

    type: Literal["advise"] = "advise"
    action: ActionJson | None


class Undo(_Intent):
    """Take back your last decision (at a table where every other seat is a computer)."""

    type: Literal["undo"] = "undo"


class Hint(_Intent):
    """Ask the expert for its best ``count`` decisions (answered by ``hints``)."""

    type: Literal["hint"] = "hint"
    count: Annotated[int, Field(ge=1, le=MAX_HINTS)] = 3


class Ready(_Intent):
    """Ready for the next hand."""

    type: Literal["ready"] = "ready"


class Chat(_Intent):
    """A line of chat to the table."""

    type: Literal["chat"] = "chat"
    text: ChatText


class Leave(_Intent):
    """Leave your seat (or stop watching)."""

    type: Literal["leave"] = "leave"


class Ping(_Intent):
    """Ask for a ``pong`` (a client's keep-alive and round-trip clock)."""

    type: Literal["ping"] = "ping"


#: Every message a client sends, by its ``type``.
Intent: TypeAlias = Annotated[
    Hello | Sit | Act | Advise | Undo | Hint | Ready | Chat | Leave | Ping,
    Field(discriminator="type"),
]


class ClientMessage(RootModel[Intent]):
    """Any message a client sends (the schema's entry point for them)."""

    model_config = ConfigDict(frozen=True)


# ----------------------------------------------------------------------------- views


def _rule_type(name: str) -> Any:
    """The JSON type of rule option ``name``, read from :class:`ginrummy.rules.Rules`
    and the rules module's ranges and choices (the one definition of the options)."""
    if name == "players":
        return Literal[2, 3]
    if name in OPTION_RANGES:
        low, high = OPTION_RANGES[name]
        return Annotated[int, Field(ge=low, le=high)]
    if name in OPTION_CHOICES:
        return Literal[OPTION_CHOICES[name]]
    return bool


_RULE_TYPES: dict[str, Any] = {f.name: _rule_type(f.name) for f in dataclasses.fields(Rules)}

if TYPE_CHECKING:
    class RulesJson(_Model):
        """Every rule option (built from the rules module below, for pydantic)."""

        def __getattr__(self, name: str) -> Any: ...

    RuleOptions = dict[str, Any]
else:
    RulesJson = create_model(
        "RulesJson", __base__=_Model,
        __doc__="Every rule option, as :meth:`ginrummy.rules.Rules.to_dict` writes them"
                " (RULES.md).",
        **{name: (kind, ...) for name, kind in _RULE_TYPES.items()})
    # Strict as every message is: an option not of the rules, or of the wrong type,
    # is refused.
    RuleOptions = with_config(ConfigDict(extra="forbid", strict=True))(
        TypedDict("RuleOptions", _RULE_TYPES, total=False))
    RuleOptions.__doc__ = ("Rule options changed from the preset: each option's name and a"
                           " value of its type (RULES.md; ``ginrummy rules``), checked by the"
                           " rules module.")


class ViewEvent(_Model):
    """An action as both seats of the hand saw it (docs/wire.md, ``events``)."""

    seat: HandSeat
    action: ActionKind
    card: CardName | None


class ArrangementJson(_Model):
    """The knocker's hand laid down (docs/wire.md, ``arrangement``)."""

    melds: Annotated[list[Cards], Field(max_length=11)]
    deadwood_cards: Cards
    deadwood: Count


class ShowingJson(_Model):
    """The defender's hand laid down (docs/wire.md, ``showing``)."""

    melds: Annotated[list[Cards], Field(max_length=11)]
    layoffs: Annotated[list[LayoffJson], Field(max_length=11)]
    deadwood_cards: Cards
    deadwood: Count


class HandScoreJson(_Model):
    """A scored hand itemised: points = (difference + bonus) x multiplier (R8, R9.3)."""

    outcome: Outcome
    knocker_wins: bool
    points: Count
    difference: Count
    bonus: Count
    multiplier: Annotated[int, Field(ge=1, le=MAX_SAFE_INTEGER)]


class HandResultJson(_Model):
    """How the hand ended (docs/wire.md, ``result``)."""

    outcome: Outcome
    winner: HandSeat | None
    points: Count
    knocker: HandSeat | None
    knocker_deadwood: Count | None
    defender_deadwood: Count | None
    score: HandScoreJson | None
    draw_reason: Literal["stock", "max_turns"] | None


class GameStandingJson(_Model):
    """One game's score by hand seat (docs/wire.md, ``standing``)."""

    scores: Annotated[list[Count], Field(min_length=2, max_length=2)]
    hands_won: Annotated[list[Count], Field(min_length=2, max_length=2)]
    winner: HandSeat | None


class StandingJson(_Model):
    """The match score when the hand was dealt, by hand seat (R10: three games)."""

    target: Annotated[int, Field(ge=1, le=MAX_SAFE_INTEGER)]
    hollywood: bool
    games: Annotated[list[GameStandingJson], Field(min_length=1, max_length=3)]


class SeatViewJson(_Model):
    """One seat's view of the hand, as :func:`ginrummy.wire.view_to_json` writes it
    (docs/wire.md describes every field)."""

    seat: HandSeat
    rules: RulesJson
    phase: Phase
    to_act: HandSeat
    dealer: HandSeat
    hand: Annotated[list[CardName], Field(max_length=11)]
    opponent_hand_size: Annotated[int, Field(ge=0, le=11)]
    pile: Cards
    stock_count: Annotated[int, Field(ge=0, le=52)]
    upcard: CardName
    knock_limit: Annotated[int, Field(ge=0, le=10)]
    taken: CardName | None
    passes: Annotated[int, Field(ge=0, le=2)]
    stock_only: bool
    turn: Count
    opponent_known: Cards
    events: Annotated[list[ViewEvent], Field(max_length=100_000)]
    knocker: HandSeat | None
    big_gin: bool
    arrangement: ArrangementJson | None
    showing: ShowingJson | None
    result: HandResultJson | None
    knock_discard: CardName | None
    standing: StandingJson | None


def seat_view(view: SeatView) -> SeatViewJson:
    """A seat's view as a model: :func:`ginrummy.wire.view_to_json`, checked against
    :class:`SeatViewJson` in Rust (about 20 us for a view with 40 events: less than
    building the nested models in Python would take)."""
    return SeatViewJson.model_validate(view_to_json(view))


class PublicView(_Model):
    """The hand as a spectator sees it: no hidden card (docs/server.md, "Who sees
    what").  Seats are the hand's (0 and 1); ``hand_sizes`` and ``taken_known``
    are by hand seat."""

    phase: Phase
    to_act: HandSeat
    dealer: HandSeat
    hand_sizes: Annotated[list[Annotated[int, Field(ge=0, le=11)]], Field(min_length=2,
                                                                         max_length=2)]
    pile: Cards
    stock_count: Annotated[int, Field(ge=0, le=52)]
    upcard: CardName
    knock_limit: Annotated[int, Field(ge=0, le=10)]
    taken_known: Annotated[list[Cards], Field(min_length=2, max_length=2)]
    """The cards each seat took from the pile and still holds."""
    events: Annotated[list[ViewEvent], Field(max_length=100_000)]
    knocker: HandSeat | None
    arrangement: ArrangementJson | None
    showing: ShowingJson | None
    result: HandResultJson | None


class DiscardChoice(_Model):
    """A card the seat may discard, with the least deadwood the hand keeps (R4.2,
    R2.4), whether it may knock with it (R5.1) and whether that is gin (R5.4)."""

    card: CardName
    deadwood: Count
    knock: bool
    gin: bool


class Choices(_Model):
    """What the seat of the receiver's view may do now (``ginrummy.table.choices``):
    the rules' answers a client shows, so that it decides no rule itself."""

    melds: Annotated[list[Cards], Field(max_length=11)]
    """The held hand's least-deadwood melds (R2.4)."""
    deadwood_cards: Cards
    deadwood: Count
    to_act: bool
    """Whether the view's seat is to act now."""
    actions: Annotated[list[ActionKind], Field(max_length=8)]
    """The kinds of action it may take now (empty when it is not to act)."""
    discards: Annotated[list[DiscardChoice], Field(max_length=11)]
    """In the discard phase: every card it may discard (R4.2)."""
    arrangements: Annotated[list[ArrangementJson], Field(max_length=24)]
    """The knocker's: the arrangements it may lay down, least deadwood first (R5.3)."""
    showings: Annotated[list[ShowingJson], Field(max_length=24)]
    """The defender's: its melds and lay-offs, the default first (R6.4)."""


# ----------------------------------------------------------------------------- tables


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


# ----------------------------------------------------------------------------- events


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
    salt: Annotated[str, StringConstraints(pattern=_HEX32)]


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


#: What an ``event`` message carries, by its ``type``.
TableEvent: TypeAlias = Annotated[
    SeatEvent | CommitmentEvent | DealEvent | ActionEvent | AdviceEvent | UndoEvent
    | HandEndEvent | MatchEndEvent | ReadyEvent | ChatEvent,
    Field(discriminator="type"),
]


def played_action(data: Mapping[str, Any]) -> PlayedAction:
    """An action event's ``action`` from JSON (a record's action entry without its
    ``player``), checked: ``{"action": "draw_stock", "card": null}``."""
    return _PLAYED.validate_python(dict(data))


# ----------------------------------------------------------------------------- server messages


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
    """One line, for a person."""
    field: Annotated[str, _text(200)] | None
    """The field at fault (``act.action.card``), or null."""


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


# ----------------------------------------------------------------------------- HTTP API


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
            which = "needs a level (easy, medium, hard, expert or a bot of the server's)" \
                if self.kind == "computer" \
                else "has no level (only a computer seat has one)"
            raise PydanticCustomError("seat_plan", "a {kind} seat {which}",
                                      {"kind": self.kind, "which": which})
        return self


class CreateTable(_Model):
    """``POST /api/tables``: a new table."""

    system: System
    options: RuleOptions = Field(default_factory=lambda: RuleOptions())
    seats: Annotated[list[SeatPlan], Field(min_length=2, max_length=3)]
    turn_seconds: Annotated[int, Field(ge=5, le=600)] | None = None
    grace_seconds: Annotated[int, Field(ge=10, le=3600)] = 120
    computer_takes_over: bool = True
    """Whether the computer plays for a person away and takes the seat of one who
    leaves; false: the table waits for them (a turn clock still runs out)."""
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
                raise PydanticCustomError("rules", "{error}", {"error": str(exc)}) from None
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
                                       "found": len(seats)})
        if not any(seat.kind == "person" for seat in seats):
            # The person creating the table takes the first seat for a person.
            raise PydanticCustomError("seat_plan", "one seat is for you, the person creating"
                                      " the table: give one seat the kind 'person'")
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


class HttpError(_Model):
    """The body of a refused HTTP request (status 4xx): as an ``error`` message says it."""

    code: ErrorCode
    message: ServerText
    field: Annotated[str, _text(200)] | None


class Health(_Model):
    """``GET /health``."""

    status: Literal["ok"] = "ok"
    version: Annotated[str, _text(64)] = __version__
    protocol: Literal[2] = PROTOCOL_VERSION
    levels: Annotated[list[Level], Field(max_length=64)] = list(LEVELS)
    """The computer levels a table may seat: the built-in ones, then the bots the
    operator installed."""


#: The HTTP API: (method, path, request body, response), for the schema's
#: ``x-endpoints``.  A response of ``list`` is a JSON list of the model.
_ENDPOINTS: tuple[tuple[str, str, type[BaseModel] | None, type[BaseModel] | str], ...] = (
    ("POST", "/api/identities", CreateIdentity, IdentityCreated),
    ("POST", "/api/tables", CreateTable, TableCreated),
    ("GET", "/api/tables", None, "list:TableSummary"),
    ("POST", "/api/tables/join", JoinTable, Joined),
    ("POST", "/api/tables/{id}/computer", FillSeat, TableSummary),
    ("POST", "/api/quickmatch", QuickMatch, QuickMatchStatus),
    ("GET", "/api/tables/{id}/record", None, "record"),
    ("GET", "/api/tables/{id}/replay", None, "replay"),
    ("GET", "/api/leaderboard?system={system}", None, "list:LeaderboardEntry"),
    ("GET", "/health", None, Health),
)
_HTTP_REQUESTS: tuple[type[BaseModel], ...] = (CreateIdentity, CreateTable, JoinTable, FillSeat,
                                               QuickMatch)
_HTTP_RESPONSES: tuple[type[BaseModel], ...] = (
    IdentityCreated, TableCreated, TableSummary, Joined, QuickMatchStatus, LeaderboardEntry,
    Health, HttpError,
)

# ----------------------------------------------------------------------------- reading

_INTENT: TypeAdapter[Intent] = TypeAdapter(Intent)
_SERVER: TypeAdapter[ServerMessageUnion] = TypeAdapter(ServerMessageUnion)
_PLAYED: TypeAdapter[PlayedAction] = TypeAdapter(PlayedAction)
_INTENTS: tuple[type[_Intent], ...] = (Hello, Sit, Act, Advise, Undo, Hint, Ready, Chat, Leave,
                                        Ping)
_INTENT_TYPES = ", ".join(str(t.model_fields["type"].default) for t in _INTENTS)
_ACTION_KINDS = frozenset(get_args(ActionKind))
#: The longest message a ProtocolError says (its quoted inputs are cut shorter).
_MAX_SAID = 200


class ProtocolError(GinRummyError, ValueError):
    """A message refused: ``code`` (one of :data:`ERROR_CODES`), one line for a
    person (``str(error)``), the ``field`` at fault (``act.action.card``) or None,
    and the client's request ``id`` when the message was an object that had one."""

    def __init__(self, code: ErrorCode, message: str, field: str | None = None,
                 request_id: str | int | None = None) -> None:
        line = " ".join(message.split())
        if len(line) > _MAX_SAID:
            line = line[: _MAX_SAID - 3] + "..."
        super().__init__(line)
        self.code: ErrorCode = code
        self.message = line
        self.field = field
        self.request_id = request_id

    def to_message(self, seq: int) -> ErrorMessage:
        """The ``error`` message that tells the client."""
        return ErrorMessage(id=self.request_id, seq=seq, code=self.code, message=self.message,
                            field=self.field)


def _quoted(value: object) -> str:
    # quote() writes repr(); an integer of thousands of digits has a repr too long
    # to write (and Python refuses to convert one over 4300 digits).
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return f"a {value.bit_length()}-bit number"
    try:
        return quote(value)
    except ValueError:
        return "(a value too large to quote)"


_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,39}")


def _path(loc: Sequence[int | str]) -> str:
    """``('act', 'action', 'discard', 'card')`` as ``act.action.card``: the tag of
    a nested action union (its kind) is not a field, so it is left out.  A key
    that is not a name (an unknown field's, as the client wrote it) is quoted,
    cut and escaped, as ``sit['\\x1b[2J']``: the path is shown to people."""
    out = ""
    previous: int | str | None = None
    for item in loc:
        if isinstance(item, int):
            out += f"[{item}]"
        elif not _NAME.fullmatch(item):
            out += f"[{_quoted(item)}]"
        elif not (previous == "action" and item in _ACTION_KINDS):
            out += f".{item}" if out else item
        previous = item
    return out


def _joined(path: str, name: str) -> str:
    return f"{path}.{name}" if path else name


def _pattern_words(pattern: str, value: object) -> str:
    if pattern == CARD_PATTERN:
        return (f"{_quoted(value)} is not a card (a rank A 2-9 T J Q K, then a suit s h d c:"
                " 'Td')")
    if pattern in (TEXT_PATTERN, NAME_PATTERN) and isinstance(value, str):
        bad = (_HIDDEN if pattern == TEXT_PATTERN else _NAME_HIDDEN).search(value)
        if bad:
            char = bad.group()
            what = unicodedata.name(char, "a control character")
            return f"{_quoted(value)} holds U+{ord(char):04X} ({what}), which is not allowed"
    if pattern == _URLSAFE:
        return f"{_quoted(value)} may hold only letters, digits, '-' and '_'"
    if pattern in (_HEX32, _HEX64):
        digits = 32 if pattern == _HEX32 else 64
        return f"expected {digits} lowercase hex digits, found {_quoted(value)}"
    return f"{_quoted(value)} does not match {pattern}"


_TYPE_WORDS = {
    "string_type": "a string",
    "int_type": "a whole number",
    "float_type": "a number",
    "bool_type": "true or false",
    "list_type": "a list",
    "dict_type": "an object",
    "model_type": "an object",
    "model_attributes_type": "an object",
    "typed_dict_type": "an object",
    "none_required": "null",
}


def _said(error: Mapping[str, Any], root: str) -> tuple[str | None, str]:
    """The field and the one line that say what is wrong, from one pydantic error."""
    kind: str = error["type"]
    ctx: Mapping[str, Any] = error.get("ctx") or {}
    value = error.get("input")
    path = _path(error["loc"])
    where = path or root
    if kind == "json_invalid":
        reason = str(ctx.get("error", ""))
        if "recursion limit" in reason:
            return None, f"the JSON is nested too deeply ({reason})"
        return None, f"not JSON the server can read: {reason}"
    if kind in ("union_tag_not_found", "union_tag_invalid"):
        name = str(ctx.get("discriminator", "type")).strip("'")
        field = _joined(path, name)
        if not path and name == "type":
            known = _INTENT_TYPES
        elif name == "action":
            known = ", ".join(get_args(ActionKind))
        else:
            known = ", ".join(t.strip("'") for t in str(ctx.get("expected_tags", "")).split(", "))
        if kind == "union_tag_not_found":
            if not isinstance(value, dict):
                return path or None, f"{where}: expected an object, found {_quoted(value)}"
            if known:
                return field, f"{field}: missing (one of {known})"
            return field, f"{field}: missing"
        # The tag as sent (pydantic's ctx has it as text: 5 would read as '5').
        tag = value.get(name, ctx.get("tag")) if isinstance(value, dict) else ctx.get("tag")
        return field, f"{field}: unknown {name} {_quoted(tag)} (known: {known})"
    if kind == "missing":
        return path, f"{where}: missing"
    if kind == "extra_forbidden":
        return path, f"{where}: unknown field"
    if kind in _TYPE_WORDS:
        return path or None, f"{where}: expected {_TYPE_WORDS[kind]}, found {_quoted(value)}"
    if kind == "literal_error":
        if path.endswith("protocol") and path.startswith("hello"):
            supported = ", ".join(str(v) for v in SUPPORTED_PROTOCOLS)
            return path, (f"{where}: protocol version {_quoted(value)} is not supported"
                          f" (supported: {supported})")
        return path, f"{where}: expected {ctx.get('expected')}, found {_quoted(value)}"
    if kind == "string_pattern_mismatch":
        return path, f"{where}: {_pattern_words(str(ctx.get('pattern')), value)}"
    if kind == "string_too_long":
        return path, (f"{where}: longer than {ctx.get('max_length')} characters:"
                      f" {_quoted(value)}")
    if kind == "string_too_short":
        if ctx.get("min_length") == 1:
            return path, f"{where}: empty"
        return path, (f"{where}: shorter than {ctx.get('min_length')} characters:"
                      f" {_quoted(value)}")
    if kind == "too_long":
        return path, f"{where}: more than {ctx.get('max_length')} items"
    if kind == "too_short":
        return path, f"{where}: fewer than {ctx.get('min_length')} items"
    bounds = {"greater_than_equal": ("less than", "ge"), "less_than_equal": ("more than", "le"),
              "greater_than": ("not more than", "gt"), "less_than": ("not less than", "lt")}
    if kind in bounds:
        words, key = bounds[kind]
        return path, f"{where}: {_quoted(value)} is {words} {ctx.get(key)}"
    if kind in ("value_error", "assertion_error"):
        return path, f"{where}: {ctx.get('error')}"
    # Our own PydanticCustomErrors (request_id, duplicate_card, seat_plan, rules...)
    # already say it in our words; anything else is pydantic's, with the input.
    message = str(error.get("msg", kind))
    if kind in ("request_id", "duplicate_card", "seat_plan", "rules", "seat_count"):
        return path, f"{where}: {message}"
    return path, f"{where}: {message}: {_quoted(value)}"


def protocol_error(errors: ValidationError | Sequence[Mapping[str, Any]],
                   code: ErrorCode = "bad_message",
                   request_id: str | int | None = None) -> ProtocolError:
    """A :class:`ProtocolError` saying the first thing pydantic found wrong (a
    protocol version before anything else: a client of another version learns
    which versions this server speaks).  Also for the HTTP API's bodies."""
    details = list(errors.errors() if isinstance(errors, ValidationError) else errors)
    if not details:
        return ProtocolError(code, "the message is not valid", None, request_id)
    first = next((e for e in details if tuple(e["loc"])[-1:] == ("protocol",)), details[0])
    field, message = _said(first, "message")
    return ProtocolError(code, message, field, request_id)


class _IdOnly(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True)
    id: RequestId | None = None


_ID_ONLY = TypeAdapter(_IdOnly)


def _request_id(data: bytes) -> str | int | None:
    # Only to echo it in the error: a message refused may still say its id.
    try:
        return _ID_ONLY.validate_json(data).id
    except ValidationError:
        return None


def parse_intent(raw: str | bytes) -> Intent:
    """A client's message, checked: at most :data:`MAX_MESSAGE_BYTES` (else
    ``too_large``, before it is parsed), UTF-8 JSON, one of the intents exactly.
    Raises :class:`ProtocolError` and nothing else.

    >>> parse_intent('{"type": "act", "action": {"action": "discard", "card": "Ks"}}').action
    DiscardAction(action='discard', card='Ks')
    >>> try:
    ...     parse_intent('{"type": "act", "action": {"action": "discard", "card": "Zz"}}')
    ... except ProtocolError as exc:
    ...     print(exc.code, exc.field)
    ...     print(exc)
    bad_message act.action.card
    act.action.card: 'Zz' is not a card (a rank A 2-9 T J Q K, then a suit s h d c: 'Td')
    """
    # Size first: a str's characters are at most its UTF-8 bytes, so a long one is
    # refused without encoding it.
    if len(raw) > MAX_MESSAGE_BYTES:
        raise ProtocolError("too_large", f"the message is over {MAX_MESSAGE_BYTES} bytes")
    if isinstance(raw, str):
        try:
            data = raw.encode("utf-8")
        except UnicodeEncodeError as exc:  # a lone surrogate: not text a client sends
            raise ProtocolError("bad_message", f"not UTF-8 text: {exc.reason} at character"
                                               f" {exc.start}") from None
        if len(data) > MAX_MESSAGE_BYTES:
            raise ProtocolError("too_large", f"the message is over {MAX_MESSAGE_BYTES} bytes")
    else:
        data = bytes(raw)
        try:
            data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ProtocolError("bad_message", f"not UTF-8 text: byte 0x{data[exc.start]:02x}"
                                               f" at offset {exc.start}") from None
    try:
        intent = _INTENT.validate_json(data)
    except ValidationError as exc:
        raise protocol_error(exc, request_id=_request_id(data)) from None
    check_unique_keys(data, intent.type, intent.id)
    return intent


#: jiter's words for a key given twice in one object (jiter 0.x).
_DUPLICATE = re.compile(r'Detected duplicate key "(.*)" at line \d+ column \d+', re.DOTALL)


def check_unique_keys(data: bytes, root: str = "",
                      request_id: str | int | None = None) -> None:
    """Refuse JSON ``data`` (already read as valid) in which an object holds a key
    twice: JSON parsers keep one of the two, pydantic's the last, so a message
    could mean one thing to the server and another to a proxy or a log reader.
    ``bad_message`` naming the key and its field (under ``root``, the message's
    type; "" for an HTTP body).  Also for the HTTP API's bodies.

    jiter (the pydantic team's JSON parser, the one pydantic-core is built on)
    catches the repeat in one pass in Rust, 0.3 to 1 us for an intent, against
    about 4 us for the standard library's ``object_pairs_hook`` (docs/benchmarks.md).

    >>> check_unique_keys(b'{"type": "ping", "id": 1, "id": 2}', "ping")
    Traceback (most recent call last):
    ...
    ginrummy.protocol.ProtocolError: ping.id: the key 'id' is given twice
    """
    try:
        jiter.from_json(data, catch_duplicate_keys=True)
    except ValueError as exc:
        found = _DUPLICATE.fullmatch(str(exc))
        if found is None:  # not JSON after all: the caller's parser says so
            return
        inside = _duplicate_path(data)
        key = inside[-1] if inside else found.group(1)
        field = _path((root, *inside) if root else inside) or None
        raise ProtocolError("bad_message", f"{field or 'message'}: the key {_quoted(key)} is"
                            " given twice", field, request_id) from None


class _Repeated(dict[str, Any]):
    """An object that had a key twice (the first repeated: ``key``)."""

    key = ""


def _keep_repeats(items: list[tuple[str, Any]]) -> dict[str, Any]:
    made = dict(items)
    if len(made) == len(items):
        return made
    repeated = _Repeated(made)
    seen: set[str] = set()
    for key, _value in items:
        if key in seen:
            repeated.key = key
            break
        seen.add(key)
    return repeated


def _first_repeat(value: Any) -> tuple[str | int, ...] | None:
    if isinstance(value, _Repeated):
        return (value.key,)
    children: Any = value.items() if isinstance(value, dict) else \
        enumerate(value) if isinstance(value, list) else ()
    for name, child in children:
        below = _first_repeat(child)
        if below is not None:
            return (name, *below)
    return None


def _duplicate_path(data: bytes) -> tuple[str | int, ...]:
    """The keys and indexes down to the first object holding a key twice, then that
    key: only for a message refused (the standard library's parser, slower, keeps
    every pair)."""
    try:
        return _first_repeat(json.loads(data, object_pairs_hook=_keep_repeats)) or ()
    except (ValueError, RecursionError):
        return ()


def parse_server_message(raw: str | bytes) -> ServerMessageUnion:
    """A server's message, checked against the models (a client reads with this;
    the server's tests check everything it sends with it).  Raises
    :class:`ProtocolError`."""
    try:
        return _SERVER.validate_json(raw)
    except ValidationError as exc:
        raise protocol_error(exc) from None


def dump(message: BaseModel) -> str:
    """A message as the JSON text sent: compact, every field written (null for
    absent; an update's changes only those given), UTF-8 text as it is."""
    if isinstance(message, Update):
        # Changes leave out what did not change: only the fields given are written.
        data = message.model_dump(mode="json", by_alias=True)
        data["changes"] = message.changes.model_dump(mode="json", by_alias=True,
                                                     exclude_unset=True)
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return message.model_dump_json(by_alias=True)


# ----------------------------------------------------------------------------- the schema

#: Where the repository keeps the schema (schema/protocol.schema.json).
SCHEMA_PATH = Path(__file__).resolve().parents[3] / "schema" / "protocol.schema.json"


def protocol_schema() -> dict[str, Any]:
    """The JSON schema (draft 2020-12) of every message: what a client sends
    (``ClientMessage``), what the server sends (``ServerMessage``), and the HTTP
    API's bodies (``x-endpoints`` says which goes where)."""
    entries: list[tuple[type[BaseModel], Literal["validation", "serialization"]]] = [
        (ClientMessage, "validation"),
        (ServerMessage, "serialization"),
        *((model, "validation") for model in _HTTP_REQUESTS),
        *((model, "serialization") for model in _HTTP_RESPONSES),
    ]
    _, top = models_json_schema(entries, ref_template="#/$defs/{model}")

    def ref(model: type[BaseModel] | str | None) -> dict[str, Any] | None:
        if model is None:
            return None
        if model == "record":
            return {"type": "object",
                    "description": "a game record: docs/records.md, schema/record.schema.json"}
        if model == "replay":
            return {"type": "object",
                    "description": "a finished match's frames, both hands open:"
                                   " docs/protocol.md, GET /api/tables/{id}/replay"}
        if isinstance(model, str):
            return {"type": "array", "items": {"$ref": f"#/$defs/{model.split(':')[1]}"}}
        return {"$ref": f"#/$defs/{model.__name__}"}

    endpoints: list[dict[str, Any]] = [
        {"method": "GET", "path": "/ws", "websocket": True,
         "send": ref(ClientMessage), "receive": ref(ServerMessage)},
    ]
    endpoints += [{"method": method, "path": path, "request": ref(request),
                   "response": ref(response)}
                  for method, path, request, response in _ENDPOINTS]
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"ginrummy game server protocol, version {PROTOCOL_VERSION}",
        "description": ("Every message of the game server's WebSocket protocol and HTTP API"
                        " (docs/protocol.md). Generated from ginrummy.protocol by"
                        " `python -m ginrummy.protocol --write-schema`; do not edit."),
        "x-protocol": PROTOCOL_VERSION,
        "x-endpoints": endpoints,
        "oneOf": [ref(ClientMessage), ref(ServerMessage)],
        "$defs": top["$defs"],
    }


def schema_text() -> str:
    """:func:`protocol_schema` as the committed file holds it."""
    return json.dumps(protocol_schema(), indent=2) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m ginrummy.protocol [--write-schema [PATH]]``: print the
    schema, or write it (by default to the repository's schema/protocol.schema.json)."""
    parser = argparse.ArgumentParser(prog="python -m ginrummy.protocol",
                                     description="The game server protocol's JSON schema.")
    parser.add_argument("--write-schema", nargs="?", const=str(SCHEMA_PATH), metavar="PATH",
                        help=f"write it to PATH (default: {SCHEMA_PATH})")
    args = parser.parse_args(argv)
    text = schema_text()
    if args.write_schema is None:
        sys.stdout.write(text)
    else:
        Path(args.write_schema).write_text(text, encoding="utf-8")
        print(f"wrote {args.write_schema}")
    return 0
