"""Reading a message: checked against the models, refused in one short line
naming the field (:class:`ProtocolError`), and writing one (:func:`dump`)."""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any, get_args

import jiter
from pydantic import (
    BaseModel,
    ConfigDict,
    TypeAdapter,
    ValidationError,
)

from ginrummy.errors import GinRummyError, Reason, reason
from ginrummy.names import MAX_NAME_LENGTH, hidden_character
from ginrummy.protocol.errors import ErrorCode, ErrorReason, generic
from ginrummy.protocol.intents import Intent, _Intent
from ginrummy.protocol.limits import (
    _HEX32,
    _HEX64,
    _HIDDEN,
    _NAME_HIDDEN,
    _URLSAFE,
    CARD_PATTERN,
    MAX_CHAT_LENGTH,
    MAX_MESSAGE_BYTES,
    NAME_PATTERN,
    SUPPORTED_PROTOCOLS,
    TEXT_PATTERN,
)
from ginrummy.protocol.outgoing import ErrorMessage, ServerMessageUnion, Update
from ginrummy.protocol.values import ActionKind, RequestId, _quoted

_INTENT: TypeAdapter[Intent] = TypeAdapter(Intent)
_SERVER: TypeAdapter[ServerMessageUnion] = TypeAdapter(ServerMessageUnion)
#: Every intent, read off the one union that defines them (a list kept by hand here
#: missed ``claim`` and ``rematch``, and told clients they did not exist).
_INTENTS: tuple[type[_Intent], ...] = get_args(get_args(Intent)[0])
_INTENT_TYPES = ", ".join(str(t.model_fields["type"].default) for t in _INTENTS)
_ACTION_KINDS = frozenset(get_args(ActionKind))
#: The longest message a ProtocolError says (its quoted inputs are cut shorter).
_MAX_SAID = 200


class ProtocolError(GinRummyError, ValueError):
    """A message refused: ``code`` (one of :data:`ERROR_CODES`), one line for a
    person (``str(error)``), the ``field`` at fault (``act.action.card``) or None,
    the client's request ``id`` when the message was an object that had one, and
    the ``reason`` (the code's own when none is given)."""

    reason: Reason

    def __init__(self, code: ErrorCode, message: str, field: str | None = None,
                 request_id: str | int | None = None, why: Reason | None = None) -> None:
        line = " ".join(message.split())
        if len(line) > _MAX_SAID:
            line = line[: _MAX_SAID - 3] + "..."
        super().__init__(line, reason=why or generic(code))
        self.code: ErrorCode = code
        self.message = line
        self.field = field
        self.request_id = request_id

    def to_message(self, seq: int) -> ErrorMessage:
        """The ``error`` message that tells the client."""
        return ErrorMessage(id=self.request_id, seq=seq, code=self.code, message=self.message,
                            field=self.field, reason=ErrorReason.of(self.reason))




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


_INVALID = reason("field_invalid")
#: pydantic's words for a message that is JSON but no object (``[1]``, ``"hi"``).
_NOT_AN_OBJECT = frozenset({"union_tag_not_found", "model_type", "model_attributes_type",
                            "dict_type"})


def _pattern_words(pattern: str, value: object) -> tuple[str, Reason]:
    if pattern == CARD_PATTERN:
        return (f"{_quoted(value)} is not a card (a rank A 2-9 T J Q K, then a suit s h d c:"
                " 'Td')", _INVALID)
    if pattern in (TEXT_PATTERN, NAME_PATTERN) and isinstance(value, str):
        bad = (_HIDDEN if pattern == TEXT_PATTERN else _NAME_HIDDEN).search(value)
        if bad:
            char = bad.group()
            what = unicodedata.name(char, "a control character")
            why = hidden_character(char) if pattern == NAME_PATTERN else \
                reason("text_control_character", character=f"U+{ord(char):04X}")
            return (f"{_quoted(value)} holds U+{ord(char):04X} ({what}), which is not allowed",
                    why)
    if pattern == _URLSAFE:
        return f"{_quoted(value)} may hold only letters, digits, '-' and '_'", _INVALID
    if pattern in (_HEX32, _HEX64):
        digits = 32 if pattern == _HEX32 else 64
        return f"expected {digits} lowercase hex digits, found {_quoted(value)}", _INVALID
    return f"{_quoted(value)} does not match {pattern}", _INVALID


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


def _said(error: Mapping[str, Any], root: str) -> tuple[str | None, str, Reason]:
    """The field, the one line that says what is wrong and its reason, from one
    pydantic error."""
    field, line = _said_in_english(error, root)
    return field, line, _reason(error)


def _reason(error: Mapping[str, Any]) -> Reason:
    """The reason of one pydantic error: the one a validator of ours gave (in its
    context, or its exception's), or what kind of fault it is."""
    kind: str = error["type"]
    ctx: Mapping[str, Any] = error.get("ctx") or {}
    given = ctx.get("reason")
    if isinstance(given, Reason):
        return given
    cause = ctx.get("error")
    if isinstance(cause, GinRummyError) and cause.reason is not None:
        return cause.reason
    path = _path(error["loc"])
    value = error.get("input")
    if kind == "missing" or (kind == "union_tag_not_found" and isinstance(value, dict)):
        return reason("field_missing")
    if kind == "json_invalid" or (not path and kind in _NOT_AN_OBJECT):
        return reason("message_unreadable")
    if path == "chat.text" and kind in ("string_too_long", "string_too_short"):
        return reason("chat_length", most=MAX_CHAT_LENGTH)
    if path == "name" and kind == "string_too_long" and isinstance(value, str):
        # The HTTP API's one name, a person's (CreateIdentity).
        return reason("name_too_long", most=MAX_NAME_LENGTH, length=len(value))
    if kind == "extra_forbidden":
        return reason("field_unknown")
    if kind == "literal_error" and path.endswith("protocol") and path.startswith("hello"):
        return reason("protocol_unsupported",
                      supported=", ".join(str(v) for v in SUPPORTED_PROTOCOLS))
    if kind == "string_pattern_mismatch":
        return _pattern_words(str(ctx.get("pattern")), error.get("input"))[1]
    return _INVALID


def _said_in_english(error: Mapping[str, Any], root: str) -> tuple[str | None, str]:
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
        return path, f"{where}: {_pattern_words(str(ctx.get('pattern')), value)[0]}"
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
    field, message, why = _said(first, "message")
    return ProtocolError(code, message, field, request_id, why)


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


def request_id_of(raw: str | bytes) -> str | int | None:
    """The request ``id`` of a text frame not otherwise read (a message refused
    before it is parsed, as for flooding), so that its refusal answers it; None for
    a binary frame, one over :data:`MAX_MESSAGE_BYTES` or one without a readable id.

    >>> request_id_of('{"type": "ping", "id": 7}'), request_id_of('{"type": "ping"')
    (7, None)
    """
    if isinstance(raw, bytes) or len(raw) > MAX_MESSAGE_BYTES:
        return None
    try:
        data = raw.encode("utf-8")
    except UnicodeEncodeError:
        return None
    return None if len(data) > MAX_MESSAGE_BYTES else _request_id(data)


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
        raise ProtocolError("too_large", f"the message is over {MAX_MESSAGE_BYTES} bytes",
                            why=reason("message_too_large", most=MAX_MESSAGE_BYTES))
    if isinstance(raw, str):
        try:
            data = raw.encode("utf-8")
        except UnicodeEncodeError as exc:  # a lone surrogate: not text a client sends
            raise ProtocolError("bad_message", f"not UTF-8 text: {exc.reason} at character"
                                               f" {exc.start}",
                                why=reason("message_unreadable")) from None
        if len(data) > MAX_MESSAGE_BYTES:
            raise ProtocolError("too_large", f"the message is over {MAX_MESSAGE_BYTES} bytes",
                                why=reason("message_too_large", most=MAX_MESSAGE_BYTES))
    else:
        data = bytes(raw)
        try:
            data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ProtocolError("bad_message", f"not UTF-8 text: byte 0x{data[exc.start]:02x}"
                                               f" at offset {exc.start}",
                                why=reason("message_unreadable")) from None
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
    ginrummy.protocol.reading.ProtocolError: ping.id: the key 'id' is given twice
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
                            " given twice", field, request_id, reason("key_twice")) from None


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
