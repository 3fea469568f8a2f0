"""The protocol's base model and the value types its messages are built of."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeAlias

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    ValidationError,
    ValidatorFunctionWrapHandler,
    WrapValidator,
)
from pydantic.config import JsonDict
from pydantic_core import PydanticCustomError

from ginrummy.cards import CARD_NAMES
from ginrummy.errors import quote, reason
from ginrummy.names import MAX_NAME_LENGTH, check_name
from ginrummy.protocol.limits import (
    _HEX64,
    _URLSAFE,
    CARD_PATTERN,
    MAX_CHAT_LENGTH,
    MAX_REQUEST_ID_LENGTH,
    MAX_SAFE_INTEGER,
    NAME_PATTERN,
    TEXT_PATTERN,
)
from ginrummy.rules import (
    PRESETS,
)

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
TableStatus = Literal["waiting", "playing", "between_hands", "adjourned", "over", "closed"]
#: Why a person forfeits a match: claimed while away or out of time, or left the table.
ForfeitWhy = Literal["away", "time", "left"]
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
                                  {"card": quote(twice),
                                   "reason": reason("card_twice", card=twice)})
    return cards


#: A meld as an action names it: distinct cards (whether they make a meld is the
#: rules' question, answered by the table as ``illegal``).
MeldCards: TypeAlias = Annotated[
    list[CardName], Field(min_length=1, max_length=11, json_schema_extra={"uniqueItems": True}),
    AfterValidator(_distinct),
]
Cards: TypeAlias = Annotated[list[CardName], Field(max_length=52)]

def _quoted(value: object) -> str:
    # quote() writes repr(); an integer of thousands of digits has a repr too long
    # to write (and Python refuses to convert one over 4300 digits).
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return f"a {value.bit_length()}-bit number"
    try:
        return quote(value)
    except ValueError:
        return "(a value too large to quote)"
