"""The game server's protocol (ginrummy.protocol, docs/protocol.md).

Every intent's example parses to its model, and an action back to the Action that
``actions.action_from_json`` reads; every kind of bad message is refused with the
right code and one line naming the field, its input quoted and cut; random JSON
never raises anything but ProtocolError; the model literals agree with the code
they mirror (action kinds, phases, presets, levels, rule options and ranges);
every example in docs/protocol.md validates against the model it documents and
against the committed schema, which must equal the generated one.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
import unicodedata
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, get_args

import jsonschema  # type: ignore[import-untyped]
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, TypeAdapter, ValidationError

from ginrummy import protocol as P
from ginrummy.actions import BIG_GIN, Action, Kind, action_from_json
from ginrummy.agents.levels import LEVELS
from ginrummy.driver import MatchDriver
from ginrummy.legality import Phase
from ginrummy.names import PlayerNameError, check_name
from ginrummy.rules import OPTION_RANGES, PRESETS, Rules, preset
from ginrummy.view import SeatView, view
from ginrummy.wire import view_to_json
from helpers import REPO_ROOT, choose

DOC = REPO_ROOT / "docs" / "protocol.md"
SCHEMA_FILE = REPO_ROOT / "schema" / "protocol.schema.json"
REGENERATE = "python -m ginrummy.protocol --write-schema"


def raw(data: Any) -> str:
    return json.dumps(data)


def refused(message: str | bytes) -> P.ProtocolError:
    """The ProtocolError that parse_intent raises for ``message`` (fails if none)."""
    with pytest.raises(P.ProtocolError) as info:
        P.parse_intent(message)
    return info.value


def is_one_short_line(text: str) -> bool:
    return "\n" not in text and "\r" not in text and 0 < len(text) <= 200


# ----------------------------------------------------------------------------- valid intents

TOKEN = "q8V2xkQ1n0cZ4yR7mT3bH6wL9sJ5dF2aE8gU1pK0oIc"

VALID_INTENTS: list[tuple[dict[str, Any], type[BaseModel]]] = [
    ({"type": "hello", "protocol": 2, "token": TOKEN, "table": "k3Jx9Qw2"}, P.Hello),
    ({"type": "hello", "protocol": 2, "token": "a-_9", "table": "t", "last_seq": 0,
      "as": "spectator", "id": "c1"}, P.Hello),
    ({"type": "sit", "seat": 2}, P.Sit),
    ({"type": "act", "action": {"action": "pass"}}, P.Act),
    ({"type": "act", "action": {"action": "draw_stock"}}, P.Act),
    ({"type": "act", "action": {"action": "draw_discard"}, "id": 0}, P.Act),
    ({"type": "act", "action": {"action": "discard", "card": "Ks"}}, P.Act),
    ({"type": "act", "action": {"action": "knock", "card": "Td"}}, P.Act),
    ({"type": "act", "action": {"action": "big_gin"}}, P.Act),
    # Melds out of card order: the Action is normalised as action_from_json's is.
    ({"type": "act", "action": {"action": "arrange",
                                "melds": [["9h", "7h", "8h"], ["As", "Ac", "Ad"]]}}, P.Act),
    ({"type": "act", "action": {"action": "arrange", "melds": []}}, P.Act),
    ({"type": "act", "action": {"action": "lay_off", "melds": [["4s", "4h", "4d"]],
                                "layoffs": [{"card": "3c", "meld": 1},
                                            {"card": "2c", "meld": 1}]}}, P.Act),
    ({"type": "act", "action": {"action": "lay_off",
                                "melds": [["Kd", "Kc", "Kh"], ["9s", "Ts", "Js"]],
                                "layoffs": []}}, P.Act),
    ({"type": "advise", "action": None}, P.Advise),
    ({"type": "advise", "action": {"action": "discard", "card": "Qh"}}, P.Advise),
    ({"type": "undo"}, P.Undo),
    ({"type": "hint"}, P.Hint),
    ({"type": "hint", "count": 5, "id": "h-1"}, P.Hint),
    ({"type": "ready"}, P.Ready),
    ({"type": "chat", "text": "gg ♠ héllo, 你好"}, P.Chat),
    ({"type": "chat", "text": "x" * P.MAX_CHAT_LENGTH}, P.Chat),
    ({"type": "leave"}, P.Leave),
    ({"type": "ping", "id": 2**53 - 1}, P.Ping),
]


@pytest.mark.parametrize(("data", "model"), VALID_INTENTS,
                         ids=[f"{d['type']}-{i}" for i, (d, _) in enumerate(VALID_INTENTS)])
def test_each_valid_intent_parses_to_its_model(data: dict[str, Any],
                                               model: type[BaseModel]) -> None:
    for message in (raw(data), raw(data).encode("utf-8")):
        intent = P.parse_intent(message)
        assert type(intent) is model
        # Written back, it says the same (defaults filled in), with 'as' as the wire says it.
        written = json.loads(P.dump(intent))
        assert {k: v for k, v in written.items() if k in data} == data
        assert P.parse_intent(P.dump(intent)) == intent


def test_defaults_are_the_documented_ones() -> None:
    hello = P.parse_intent(raw({"type": "hello", "protocol": 2, "token": "t", "table": "x"}))
    assert isinstance(hello, P.Hello)
    assert (hello.role, hello.last_seq, hello.id) == ("player", None, None)
    assert json.loads(P.dump(hello))["as"] == "player"
    hint = P.parse_intent(raw({"type": "hint"}))
    assert isinstance(hint, P.Hint) and hint.count == 3


@pytest.mark.parametrize("data", [d for d, m in VALID_INTENTS if m in (P.Act, P.Advise)
                                  and d["action"] is not None],
                         ids=lambda d: str(d["action"]["action"]))
def test_actions_read_as_action_from_json_reads_them(data: dict[str, Any]) -> None:
    intent = P.parse_intent(raw(data))
    assert isinstance(intent, P.Act | P.Advise) and intent.action is not None
    action = P.to_action(intent.action)
    assert isinstance(action, Action)
    assert action == action_from_json(data["action"])


def legal_actions_of_random_matches(seed: int) -> Iterator[Action]:
    """Every legal action of every state of a hand of each preset, played at random
    (knocking often, so that arrange and lay_off come up)."""
    rng = random.Random(seed)
    for name in sorted(PRESETS):
        driver = MatchDriver(preset(name), seed=seed, record=False)
        driver.deal()
        while driver.turn() is not None:
            state = driver.current_state()
            yield from state.legal_actions()
            driver.play(choose(state, rng, 0.8))


def test_every_legal_action_round_trips_through_the_models() -> None:
    kinds: set[Kind] = set()
    for seed in range(4):
        for action in [*legal_actions_of_random_matches(seed), BIG_GIN]:
            kinds.add(action.kind)
            model = P.from_action(action)
            # from_action builds without validation: what it writes must still validate,
            # be what Action.to_json writes, and read back to the same Action.
            written = json.loads(P.dump(model))
            assert written == action.to_json()
            intent = P.parse_intent(raw({"type": "act", "action": written}))
            assert isinstance(intent, P.Act)
            assert intent.action == model
            assert P.to_action(intent.action) == action == action_from_json(written)
    assert kinds == set(Kind)


# ----------------------------------------------------------------------------- bad intents

ACT = {"type": "act", "action": {"action": "discard", "card": "Ks"}}


def act(**action: Any) -> str:
    return raw({"type": "act", "action": action})


BAD: list[tuple[str, str | bytes, str, str | None, list[str]]] = [
    # (case, message, code, field, words the message says)
    ("unknown type", raw({"type": "shuffle"}), "bad_message", "type",
     ["unknown type 'shuffle'", "hello, sit, act", "claim, rematch"]),
    ("no type", raw({"seat": 1}), "bad_message", "type", ["type: missing", "hello", "claim"]),
    ("type not a string", raw({"type": 5}), "bad_message", "type", ["unknown type 5"]),
    ("missing field", raw({"type": "sit"}), "bad_message", "sit.seat", ["sit.seat: missing"]),
    ("missing card", act(action="discard"), "bad_message", "act.action.card",
     ["act.action.card: missing"]),
    ("missing action kind", act(card="Ks"), "bad_message", "act.action.action",
     ["missing", "draw_stock"]),
    ("unknown action", act(action="shuffle"), "bad_message", "act.action.action",
     ["unknown action 'shuffle'", "lay_off"]),
    ("extra field", raw({"type": "sit", "seat": 1, "colour": "red"}), "bad_message",
     "sit.colour", ["sit.colour: unknown field"]),
    ("extra field named with an escape", raw({"type": "sit", "seat": 1, "\u001b[2J": 1}),
     "bad_message", "sit['\\x1b[2J']", ["unknown field"]),
    ("a draw with a card", act(action="draw_stock", card="Ks"), "bad_message",
     "act.action.card", ["act.action.card: unknown field"]),
    ("bad card", act(action="discard", card="Zz"), "bad_message", "act.action.card",
     ["act.action.card: 'Zz' is not a card"]),
    ("ten written 10", act(action="knock", card="10h"), "bad_message", "act.action.card",
     ["'10h' is not a card"]),
    ("lowercase rank", act(action="discard", card="ks"), "bad_message", "act.action.card",
     ["'ks' is not a card"]),
    ("card not a string", act(action="discard", card=7), "bad_message", "act.action.card",
     ["expected a string, found 7"]),
    ("bad card in a meld", act(action="arrange", melds=[["As", "2s", "Zz"]]), "bad_message",
     "act.action.melds[0][2]", ["'Zz' is not a card"]),
    ("a card twice in a meld", act(action="arrange", melds=[["As", "2s", "As"]]),
     "bad_message", "act.action.melds[0]", ["'As' is listed twice"]),
    ("empty meld", act(action="arrange", melds=[[]]), "bad_message", "act.action.melds[0]",
     ["fewer than 1 items"]),
    ("negative meld index", act(action="lay_off", melds=[], layoffs=[{"card": "2c", "meld": -1}]),
     "bad_message", "act.action.layoffs[0].meld", ["-1 is less than 0"]),
    ("lay_off without layoffs", act(action="lay_off", melds=[]), "bad_message",
     "act.action.layoffs", ["missing"]),
    ("bad advice", raw({"type": "advise", "action": {"action": "knock", "card": "1s"}}),
     "bad_message", "advise.action.card", ["'1s' is not a card"]),
    ("advice missing", raw({"type": "advise"}), "bad_message", "advise.action", ["missing"]),
    ("seat as a string", raw({"type": "sit", "seat": "1"}), "bad_message", "sit.seat",
     ["expected a whole number, found '1'"]),
    ("seat as true", raw({"type": "sit", "seat": True}), "bad_message", "sit.seat",
     ["found True"]),
    ("seat as 1.0", raw({"type": "sit", "seat": 1.0}), "bad_message", "sit.seat",
     ["found 1.0"]),
    ("seat out of range", raw({"type": "sit", "seat": 3}), "bad_message", "sit.seat",
     ["3 is more than 2"]),
    ("seat a huge number", '{"type": "sit", "seat": ' + "9" * 4000 + "}", "bad_message",
     "sit.seat", ["-bit number is more than 2"]),
    ("hint count 0", raw({"type": "hint", "count": 0}), "bad_message", "hint.count",
     ["0 is less than 1"]),
    ("hint count 6", raw({"type": "hint", "count": 6}), "bad_message", "hint.count",
     ["6 is more than 5"]),
    ("empty chat", raw({"type": "chat", "text": ""}), "bad_message", "chat.text",
     ["chat.text: empty"]),
    ("chat too long", raw({"type": "chat", "text": "y" * 201}), "bad_message", "chat.text",
     ["longer than 200 characters", "(201 characters)"]),
    ("chat with an escape sequence", raw({"type": "chat", "text": "hi\u001b[2J"}),
     "bad_message", "chat.text", ["U+001B", "not allowed"]),
    ("chat with a line break", raw({"type": "chat", "text": "one\ntwo"}), "bad_message",
     "chat.text", ["U+000A"]),
    ("chat with a right-to-left override", raw({"type": "chat", "text": "a\u202eb"}),
     "bad_message", "chat.text", ["U+202E", "RIGHT-TO-LEFT OVERRIDE"]),
    ("chat with a zero-width space", raw({"type": "chat", "text": "a\u200bb"}),
     "bad_message", "chat.text", ["U+200B"]),
    ("chat with C1 control", raw({"type": "chat", "text": "a\u009bb"}), "bad_message",
     "chat.text", ["U+009B"]),
    ("request id too long", raw({"type": "ping", "id": "i" * 33}), "bad_message", "ping.id",
     ["1 to 32 characters", "found 'iii"]),
    ("request id negative", raw({"type": "ping", "id": -1}), "bad_message", "ping.id",
     ["found -1"]),
    ("request id over 2^53", raw({"type": "ping", "id": 2**53}), "bad_message", "ping.id",
     ["found 9007199254740992"]),
    ("request id a list", raw({"type": "ping", "id": [1]}), "bad_message", "ping.id",
     ["found [1]"]),
    ("token with a space", raw({"type": "hello", "protocol": 2, "token": "a b", "table": "t"}),
     "bad_message", "hello.token", ["only letters, digits"]),
    ("wrong protocol version", raw({"type": "hello", "protocol": 1, "token": "t",
                                    "table": "t"}),
     "bad_message", "hello.protocol", ["version 1 is not supported", "supported: 2"]),
    # A client of another version may send fields this one does not know: the version
    # is what it needs to hear about.
    ("another version's hello", raw({"type": "hello", "id": {"n": 1}, "color": "red",
                                     "protocol": 3, "token": "t", "table": "t",
                                     "resume": True}),
     "bad_message", "hello.protocol", ["version 3 is not supported", "supported: 2"]),
    ("not an object", raw([1, 2]), "bad_message", None, ["message: expected an object"]),
    ("not JSON", '{"type": "ping",', "bad_message", None, ["not JSON"]),
    ("empty", "", "bad_message", None, ["not JSON"]),
    ("nested deeply", '{"type": "chat", "text": ' + "[" * 5000 + "]" * 5000 + "}",
     "bad_message", None, ["nested too deeply"]),
    ("nested a little", raw({"type": "chat", "text": [[[[[["x"]]]]]]}), "bad_message",
     "chat.text", ["expected a string, found [[[[[['x']]]]]]"]),
    ("not UTF-8 bytes", b'{"type": "chat", "text": "\xff\xfe"}', "bad_message", None,
     ["not UTF-8", "0xff", "offset 26"]),
    ("a lone surrogate", '{"type": "chat", "text": "\ud800"}', "bad_message", None,
     ["not UTF-8"]),
    ("an escaped lone surrogate", '{"type": "chat", "text": "\\ud800"}', "bad_message", None,
     ["not JSON"]),
    ("oversize", raw({"type": "chat", "text": "z" * 100_000}), "too_large", None,
     ["over 16384 bytes"]),
    # 6,000 characters but 18,000 bytes: the limit is on bytes.
    ("oversize in bytes", raw({"type": "chat", "text": "♠" * 6000}).replace("\\u2660", "♠"),
     "too_large", None, ["over 16384 bytes"]),
]


@pytest.mark.parametrize(("case", "message", "code", "field", "words"), BAD,
                         ids=[case for case, *_ in BAD])
def test_each_bad_message_is_refused_in_one_line(case: str, message: str | bytes, code: str,
                                                 field: str | None, words: list[str]) -> None:
    error = refused(message)
    text = str(error)
    assert (error.code, error.field) == (code, field), text
    assert is_one_short_line(text), text
    assert error.message == text
    if field is not None:
        assert text.startswith(f"{field}: "), text
    for word in words:
        assert word in text, f"{word!r} not in {text!r}"


def test_oversize_bytes_are_counted_not_characters() -> None:
    head = '{"type": "chat", "text": "'
    fits = head + "é" * ((P.MAX_MESSAGE_BYTES - len(head) - 2) // 2) + '"}'
    assert len(fits.encode()) <= P.MAX_MESSAGE_BYTES
    assert refused(fits).code == "bad_message"  # read (and refused as too long a chat)
    over = head + "é" * ((P.MAX_MESSAGE_BYTES - len(head)) // 2 + 1) + '"}'
    assert len(over) < P.MAX_MESSAGE_BYTES < len(over.encode())
    assert refused(over).code == "too_large"
    assert refused(over.encode()).code == "too_large"


def test_a_long_field_is_quoted_cut_not_echoed() -> None:
    # Under the size limit, so it is read: the message quotes 40 characters of it.
    text = "ab" * 5000
    error = refused(raw({"type": "chat", "text": text}))
    assert "(10000 characters)" in str(error)
    assert "ab" * 30 not in str(error)
    assert len(str(error)) < 120
    token = "t" * 15_000
    error = refused(raw({"type": "hello", "protocol": 2, "token": token, "table": "x"}))
    assert error.field == "hello.token" and "(15000 characters)" in str(error)
    assert "t" * 50 not in str(error)


def test_a_100_kB_field_is_never_echoed() -> None:
    secret = "s3cr3t" * 17_000
    error = refused(raw({"type": "chat", "text": secret}))
    assert error.code == "too_large" and "s3cr3t" not in str(error)
    # The HTTP API's bodies have no size check of this module's: the quote is cut.
    with pytest.raises(ValidationError) as info:
        P.CreateIdentity.model_validate_json(raw({"name": secret}))
    said = P.protocol_error(info.value)
    assert said.field == "name" and is_one_short_line(str(said))
    assert "(102000 characters)" in str(said) and "s3cr3t" * 8 not in str(said)


def test_the_request_id_of_a_refused_message_is_kept() -> None:
    error = refused(raw({"type": "sit", "seat": 9, "id": "abc"}))
    assert error.request_id == "abc"
    assert refused(raw({"type": "nonsense", "id": 12})).request_id == 12
    assert refused(raw({"type": "sit", "seat": 9, "id": ["no"]})).request_id is None
    assert refused('{"id": 3, ').request_id is None
    message = error.to_message(seq=41)
    sent = json.loads(P.dump(message))
    assert sent == {"type": "error", "id": "abc", "seq": 41, "code": "bad_message",
                    "message": str(error), "field": "sit.seat",
                    "reason": {"code": "field_invalid", "args": {}}}
    assert P.parse_server_message(P.dump(message)) == message


@pytest.mark.parametrize(("name", "field", "words"), [
    ("A" * 25, "name", "longer than 24 characters"),
    ("   ", "name", "at least one character"),
    ("", "name", "name: empty"),
    ("Ada\u202e", "name", "U+202E"),
    ("Ada\u0007", "name", "U+0007"),
    ("Ad\ue000a", "name", "U+E000"),  # private use: names.check_name's rule
    (7, "name", "expected a string, found 7"),
])
def test_names_are_checked_by_the_names_module_rule(name: Any, field: str, words: str) -> None:
    with pytest.raises(ValidationError) as info:
        P.CreateIdentity.model_validate_json(raw({"name": name}))
    said = P.protocol_error(info.value)
    assert (said.code, said.field) == ("bad_message", field)
    assert words in str(said) and is_one_short_line(str(said)), str(said)


def test_the_schema_of_a_name_refuses_what_the_server_refuses_where_a_pattern_can() -> None:
    """Issue 40 item 9: a client that checks a name with the schema is told no for
    the names the server refuses, the invisible fillers included: the pattern
    refuses every control, format, private-use and invisible character Python knows
    (check_name's rule, less the unassigned characters and surrogates, which a
    list cannot say), and nothing check_name takes.  Checked with Python's regular
    expressions (as a client's jsonschema reads the schema) and pydantic's."""
    pattern = re.compile(P.NAME_PATTERN)
    adapter = TypeAdapter(P.PlayerName)
    hidden = set()
    for code in range(0x110000):
        char = chr(code)
        if unicodedata.category(char) in ("Cs", "Cn"):
            continue
        name = f"A{char}a"
        try:
            check_name(name)
            taken = True
        except PlayerNameError:
            taken = False
        assert (pattern.match(name) is not None) == taken, f"U+{code:04X}"
        if not taken:
            hidden.add(code)
    assert {0x3164, 0x115F, 0x2800, 0x034F, 0xFE0F, 0xE0100, 0xFFA0} <= hidden
    for code in (0x3164, 0x2800, 0xE0100, 0x1D173):
        with pytest.raises(ValidationError) as info:
            adapter.validate_python(f"Ada{chr(code)}")
        assert f"U+{code:04X}" in str(P.protocol_error(info.value))
    schema = schema_validator("CreateIdentity")
    assert not schema.is_valid({"name": "Ada\u3164"})
    assert not schema.is_valid({"name": "Ada\U000e0100"})
    assert schema.is_valid({"name": "Ада"})


def test_a_name_is_stripped_as_names_check_name_strips_it() -> None:
    assert P.CreateIdentity.model_validate_json(raw({"name": "  Ada "})).name == "Ada"


# ----------------------------------------------------------------------------- random input

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=20,
)
INTENT_TYPES = [str(m.model_fields["type"].default) for m in get_args(get_args(P.Intent)[0])]
FIELDS = sorted({name for m in get_args(get_args(P.Intent)[0]) for name in m.model_fields}
                | {"as", "card", "melds", "layoffs", "meld"})
actions = st.fixed_dictionaries(
    {"action": st.sampled_from([k.value for k in Kind])},
    optional={"card": st.sampled_from(["As", "Td", "Zz", "10h", ""]) | json_values,
              "melds": st.lists(st.lists(st.sampled_from(["As", "2s", "3s", "x"]),
                                         max_size=4), max_size=3) | json_values,
              "layoffs": st.lists(st.fixed_dictionaries(
                  {"card": st.sampled_from(["2c", "Zz"]), "meld": st.integers(-2, 12)}),
                  max_size=2) | json_values},
)
messages = st.builds(
    lambda kind, fields: {"type": kind, **fields},
    st.sampled_from(INTENT_TYPES) | json_values,
    st.dictionaries(st.sampled_from(FIELDS), actions | json_values, max_size=5),
)


def parses_or_refuses(message: str | bytes) -> None:
    try:
        intent = P.parse_intent(message)
    except P.ProtocolError as error:
        assert error.code in P.ERROR_CODES
        assert is_one_short_line(str(error)), str(error)
        # It makes an error message the schema allows: no control or format
        # character in the message or the field, whatever the client sent.
        sent = P.dump(error.to_message(seq=0))
        assert P.parse_server_message(sent) == error.to_message(seq=0)
    else:
        # What was read writes back to what reads the same.
        assert P.parse_intent(P.dump(intent)) == intent


@settings(max_examples=400, deadline=None)
@given(json_values)
def test_random_json_values_raise_only_protocol_errors(value: Any) -> None:
    parses_or_refuses(json.dumps(value))


@settings(max_examples=400, deadline=None)
@given(messages)
def test_random_messages_raise_only_protocol_errors(value: dict[str, Any]) -> None:
    parses_or_refuses(json.dumps(value))
    parses_or_refuses(json.dumps(value, ensure_ascii=False).encode("utf-8"))


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=64) | st.text(max_size=64))
def test_random_bytes_and_text_raise_only_protocol_errors(message: str | bytes) -> None:
    parses_or_refuses(message)


# ----------------------------------------------------------------------------- the code it mirrors


def test_literals_agree_with_the_code_they_mirror() -> None:
    assert list(get_args(P.ActionKind)) == [k.value for k in Kind]
    assert list(get_args(P.Phase)) == [p.value for p in Phase]
    assert list(get_args(P.System)) == list(PRESETS)
    assert P.Health().levels == list(LEVELS)  # built-in levels first; then the operator's bots
    assert P.SUPPORTED_PROTOCOLS == (P.PROTOCOL_VERSION,) == (2,)
    options = list(Rules().to_dict())
    assert list(P.RulesJson.model_fields) == options
    assert list(P.RuleOptions.__annotations__) == options


@pytest.mark.parametrize("option", sorted(OPTION_RANGES))
def test_option_ranges_are_the_rules_modules(option: str) -> None:
    low, high = OPTION_RANGES[option]
    base = Rules().to_dict()
    options = TypeAdapter(P.RuleOptions)

    def accepted(value: int) -> tuple[bool, bool]:
        def ok(check: Callable[[], object]) -> bool:
            try:
                check()
            except ValidationError:
                return False
            return True

        return (ok(lambda: P.RulesJson.model_validate({**base, option: value})),
                ok(lambda: options.validate_python({option: value})))

    assert accepted(low) == accepted(high) == (True, True)
    assert accepted(low - 1) == accepted(high + 1) == (False, False)


def views_of_every_preset(seed: int) -> Iterator[SeatView]:
    """Both seats' views of every state of two hands of each preset, in a match (so
    that the views carry its standing), played at random and knocking often."""
    rng = random.Random(seed)
    for name in sorted(PRESETS):
        driver = MatchDriver(preset(name), seed=seed, record=False)
        for _ in range(2):
            if driver.is_over:
                break
            state = driver.deal()
            yield view(state, 0)
            while driver.turn() is not None:
                state = driver.play(choose(driver.current_state(), rng, 0.8)).after
                yield view(state, 0)
                yield view(state, 1)


def test_seat_view_models_every_wire_view() -> None:
    phases: set[Phase] = set()
    for seed in range(3):
        for v in views_of_every_preset(seed):
            model = P.seat_view(v)
            assert json.loads(P.dump(model)) == json.loads(json.dumps(view_to_json(v)))
            phases.add(v.phase)
    assert phases == set(Phase)


def test_a_view_the_wire_form_does_not_allow_is_refused() -> None:
    v = next(views_of_every_preset(1))
    data = view_to_json(v)
    for key, bad in (("hand", ["10h"]), ("seat", 2), ("phase", "shuffle"), ("extra", 1)):
        with pytest.raises(ValidationError):
            P.SeatViewJson.model_validate({**data, key: bad})


def test_played_actions_carry_the_cards_seen() -> None:
    assert P.played_action({"action": "draw_stock", "card": None}) == P.DrawStockPlayed(card=None)
    assert P.played_action({"action": "knock", "card": "3h"}) == P.KnockPlayed(card="3h")
    for bad in ({"action": "discard", "card": None}, {"action": "draw_discard", "card": None},
                {"action": "draw_stock"}):
        with pytest.raises(ValidationError):
            P.played_action(bad)


# ----------------------------------------------------------------------------- HTTP bodies

SEATS = [{"kind": "person"}, {"kind": "computer", "level": "hard"}]


@pytest.mark.parametrize(("body", "field", "words"), [
    ({"system": "standard", "options": {"oklahoma_spades_double": True}, "seats": SEATS},
     "options", "needs knock_limit_from_upcard=true"),
    ({"system": "standard", "options": {"players": 3, "scoring": "hollywood"},
      "seats": [*SEATS, {"kind": "empty"}]}, "options", "three-player Gin scores one game"),
    ({"system": "standard", "options": {"gin": 20}, "seats": SEATS}, "options.gin",
     "unknown field"),
    ({"system": "standard", "options": {"target": 0}, "seats": SEATS}, "options.target",
     "0 is less than 1"),
    ({"system": "standard", "options": {"big_gin": "yes"}, "seats": SEATS}, "options.big_gin",
     "expected true or false"),
    ({"system": "three-player", "seats": SEATS}, "seats", "three-player has 3 seats, not 2"),
    ({"system": "standard", "options": {"players": 3}, "seats": SEATS}, "seats",
     "standard has 3 seats, not 2"),
    ({"system": "standard", "seats": [{"kind": "person"}, {"kind": "computer"}]}, "seats[1]",
     "a computer seat needs a level"),
    ({"system": "standard", "seats": [{"kind": "person", "level": "easy"}, {"kind": "empty"}]},
     "seats[0]", "a person seat has no level"),
    ({"system": "standard", "seats": [{"kind": "person"}, {"kind": "computer",
                                                           "level": "God Like!"}]},
     "seats[1].level", "'God Like!'"),
    ({"system": "gin", "seats": SEATS}, "system", "found 'gin'"),
    ({"system": "standard", "seats": SEATS, "turn_seconds": 4}, "turn_seconds",
     "4 is less than 5"),
    ({"system": "standard", "seats": SEATS, "grace_seconds": 3601}, "grace_seconds",
     "3601 is more than 3600"),
])
def test_create_table_is_checked_by_the_rules_module(body: dict[str, Any], field: str,
                                                     words: str) -> None:
    with pytest.raises(ValidationError) as info:
        P.CreateTable.model_validate_json(raw(body))
    said = P.protocol_error(info.value)
    assert said.field == field, str(said)
    assert words in str(said) and is_one_short_line(str(said)), str(said)


def test_a_good_table_is_accepted_with_its_defaults() -> None:
    table = P.CreateTable.model_validate_json(raw(
        {"system": "three-player", "options": {"target": 150},
         "seats": [*SEATS, {"kind": "empty"}]}))
    assert (table.turn_seconds, table.grace_seconds, table.computer_takes_over,
            table.private) == (None, 120, False, False)
    assert table.options == {"target": 150}


# ----------------------------------------------------------------------------- sent by the server


def test_parse_server_message_catches_what_model_construct_lets_through() -> None:
    you = P.You.model_construct(name="Ada", seat=0, role="player")
    welcome = P.Welcome.model_construct(seq=0, you=you, table="t1")
    assert P.parse_server_message(P.dump(welcome)) == welcome
    event = P.EventMessage.model_construct(seq=3, event=P.AdviceEvent.model_construct(
        player=2, action=P.from_action(BIG_GIN)))
    assert P.parse_server_message(P.dump(event)) == event
    # model_construct trusts the caller; parse_server_message is the check.
    for wrong in (P.Pong.model_construct(id=None, seq=-1),
                  P.Welcome.model_construct(seq=0, you=you, table="t 1"),
                  P.EventMessage.model_construct(seq=1, event=P.ChatEvent.model_construct(
                      seat=0, name="Ada", text="a\nb"))):
        with pytest.raises(P.ProtocolError):
            P.parse_server_message(P.dump(wrong))


def test_dump_writes_every_field_compactly() -> None:
    pong = P.Pong(id=None, seq=4)
    assert P.dump(pong) == '{"type":"pong","id":null,"seq":4}'
    assert P.dump(P.Hints(id="h", seq=1, hints=[])) == \
        '{"type":"hints","id":"h","seq":1,"hints":[]}'


# ----------------------------------------------------------------------------- docs/protocol.md

EXAMPLE = re.compile(r"^```json model=(\w+)( list)?\n(.*?)^```$", re.M | re.S)


def doc_examples() -> list[tuple[str, bool, str]]:
    return [(m.group(1), bool(m.group(2)), m.group(3))
            for m in EXAMPLE.finditer(DOC.read_text(encoding="utf-8"))]


def schema_validator(name: str) -> jsonschema.Draft202012Validator:
    schema = json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))
    return jsonschema.Draft202012Validator(
        {"$ref": f"#/$defs/{name}", "$defs": schema["$defs"]})


def test_docs_have_examples() -> None:
    # The label is what the test finds: a block without it would go unchecked.
    text = DOC.read_text(encoding="utf-8")
    assert len(doc_examples()) == text.count("```json") >= 40


@pytest.mark.parametrize(("name", "is_list", "text"), doc_examples(),
                         ids=[f"{n}-{i}" for i, (n, _, _) in enumerate(doc_examples())])
def test_every_doc_example_validates_against_its_model(name: str, is_list: bool,
                                                       text: str) -> None:
    model = getattr(P, name)
    assert isinstance(model, type) and issubclass(model, BaseModel)
    data = json.loads(text)
    items = data if is_list else [data]
    assert isinstance(items, list) and items
    validator = schema_validator(name)
    is_intent = model in get_args(get_args(P.Intent)[0])
    for item in items:
        parsed = model.model_validate_json(json.dumps(item))
        validator.validate(item)
        written = json.loads(P.dump(parsed))
        if is_intent:
            # A client may leave out what has a default; what it wrote reads as written.
            assert {k: v for k, v in written.items() if k in item} == item
            assert P.parse_intent(json.dumps(item)) == parsed
        else:
            # The server writes every field: so must the examples of what it sends.
            assert written == item, "an example leaves out a field, or orders a list"
        if model in get_args(get_args(P.ServerMessageUnion)[0]):
            assert P.parse_server_message(json.dumps(item)) == parsed


def test_every_message_has_an_example() -> None:
    examples = doc_examples()
    named = {name for name, _, _ in examples}
    intents = {m.__name__ for m in get_args(get_args(P.Intent)[0])}
    server = {m.__name__ for m in get_args(get_args(P.ServerMessageUnion)[0])}
    http = {"CreateIdentity", "IdentityCreated", "CreateTable", "TableCreated",
            "TableSummary", "JoinTable", "Joined", "QuickMatch", "QuickMatchStatus",
            "LeaderboardEntry", "Health", "HttpError", "YourTable"}
    assert intents | server | http <= named, sorted(intents | server | http - named)
    events = {json.loads(text)["event"]["type"] for name, _, text in examples
              if name == "EventMessage"}
    assert events == {str(m.model_fields["type"].default)
                      for m in get_args(get_args(P.TableEvent)[0])}
    kinds = {json.loads(text)["action"]["action"] for name, _, text in examples
             if name == "Act"}
    assert {"discard", "draw_stock", "knock", "arrange", "lay_off"} <= kinds


def test_the_doc_error_example_is_what_the_server_says() -> None:
    said = {json.loads(text)["message"] for name, _, text in doc_examples()
            if name == "ErrorMessage"}
    assert str(refused(act(action="discard", card="Zz"))) in said
    assert str(refused(raw({"type": "hello", "protocol": 1, "token": "t",
                            "table": "t"}))) in said


def test_the_doc_states_the_limits_the_code_has() -> None:
    text = DOC.read_text(encoding="utf-8")
    for words in (f"{P.RATE_PER_SECOND} messages a second",
                  f"bursts of up to {P.RATE_BURST}",
                  f"16 KiB ({P.MAX_MESSAGE_BYTES:,} bytes",
                  f"1 to {P.MAX_CHAT_LENGTH} characters", "1 to 24 characters",
                  "schema/protocol.schema.json", REGENERATE):
        assert words in text, words
    welcome = json.loads(next(t for n, _, t in doc_examples() if n == "Welcome"))
    assert welcome["limits"] == json.loads(P.dump(P.Limits()))


# ----------------------------------------------------------------------------- the schema


def test_the_committed_schema_is_up_to_date() -> None:
    assert SCHEMA_FILE.is_file(), f"schema/protocol.schema.json is missing: run {REGENERATE}"
    assert SCHEMA_FILE.read_text(encoding="utf-8") == P.schema_text(), (
        f"schema/protocol.schema.json is out of date: run {REGENERATE}")


def test_the_schema_is_valid_and_self_contained() -> None:
    schema = P.protocol_schema()
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    jsonschema.Draft202012Validator.check_schema(schema)
    defs = schema["$defs"]
    # One definition a model: none split into an -Input and an -Output form.
    assert not [name for name in defs if name.endswith(("-Input", "-Output"))]
    refs = set(re.findall(r'"\$ref": "#/\$defs/(\w+)"', json.dumps(schema)))
    assert refs <= set(defs)
    assert {"ClientMessage", "ServerMessage"} <= refs
    paths = {(e["method"], e["path"]) for e in schema["x-endpoints"]}
    assert ("GET", "/ws") in paths and ("POST", "/api/tables") in paths
    # What the server writes has every field required (it never leaves one out).
    assert set(defs["Welcome"]["required"]) == set(P.Welcome.model_fields)
    assert set(defs["Limits"]["required"]) == set(P.Limits.model_fields)
    # What a client writes must say its type; the rest may take defaults.
    assert defs["Hint"]["required"] == ["type"]
    assert defs["DiscardAction"]["required"] == ["action", "card"]


def test_every_api_path_the_server_serves_is_in_the_schema_and_the_docs() -> None:
    """A client written from the docs finds every path: ``GET /api/tables/{id}`` was
    served (and used by the tests) but named nowhere a client author reads."""
    from fastapi.routing import APIRoute

    from ginrummy.server.routes import ROUTERS

    def path(route: str) -> str:
        return re.sub(r"\{\w+\}", "{id}", route) if "/tables/" in route else route

    served = {(method, path(route.path)) for router in ROUTERS for route in router.routes
              if isinstance(route, APIRoute)
              and route.path.startswith(("/api/", "/health"))
              for method in route.methods or ()}
    listed = {(e["method"], e["path"].split("?")[0]) for e in P.protocol_schema()["x-endpoints"]}
    headings = {(m.group(1), m.group(2).split("?")[0]) for m in
                re.finditer(r"^### (GET|POST) (\S+)$", DOC.read_text(encoding="utf-8"), re.M)}
    assert served - listed == set(), "served, not in the schema's x-endpoints"
    assert served - headings == set(), "served, without a section in docs/protocol.md"
    assert (listed | headings) - served - {("GET", "/ws")} == set(), "listed, not served"


def test_the_schema_refuses_what_the_models_refuse() -> None:
    validator = schema_validator("ClientMessage")
    for case, message, _code, _field, _words in BAD:
        # Not JSON a schema validator reads; and JSON Schema counts 1.0 as an integer
        # (the server, strict, does not).
        if isinstance(message, bytes) or "surrogate" in case or "huge" in case \
                or case == "seat as 1.0":
            continue
        try:
            data = json.loads(message)
        except (ValueError, RecursionError):  # not JSON, or deeper than Python reads
            continue
        if len(message) > P.MAX_MESSAGE_BYTES:
            continue
        assert not validator.is_valid(data), case
    for data, _model in VALID_INTENTS:
        validator.validate(data)


def test_write_schema_writes_the_schema(tmp_path: Path) -> None:
    target = tmp_path / "protocol.schema.json"
    done = subprocess.run([sys.executable, "-m", "ginrummy.protocol", "--write-schema",
                           str(target)], capture_output=True, text=True, check=True)
    assert str(target) in done.stdout
    assert target.read_text(encoding="utf-8") == P.schema_text()


def test_an_updates_changes_tell_left_out_from_null() -> None:
    """A part left out did not change; null is read only where a part may be none
    (no view now), and refused where it may not (the timers, the table)."""
    def update(changes: dict[str, Any]) -> str:
        return json.dumps({"type": "update", "seq": 9, "events": [], "changes": changes})

    parsed = P.parse_server_message(update({"view": None}))
    assert isinstance(parsed, P.Update) and parsed.changes.model_fields_set == {"view"}
    assert json.loads(P.dump(parsed))["changes"] == {"view": None}
    assert json.loads(P.dump(P.parse_server_message(update({}))))["changes"] == {}
    for part in ("timers", "table", "you"):
        with pytest.raises(P.ProtocolError, match=re.escape(f"update.changes.{part}")):
            P.parse_server_message(update({part: None}))
    with pytest.raises(P.ProtocolError, match=re.escape("update.changes.view.hand")):
        P.parse_server_message(update({"view": {"hand": None}}))
    with pytest.raises(P.ProtocolError, match=re.escape("update.changes.colour")):
        P.parse_server_message(update({"colour": 1}))
