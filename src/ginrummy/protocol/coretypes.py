"""The table layer's types of what it tells, generated from the models.

The rules core and the table layer use the standard library only
(tests/test_layers.py), so they cannot import these pydantic models; but what the
table writes (its events, its information, a seat's choices, an action's JSON) is
what these models read.  So each shape is written once, here, and the table's
typed dictionaries are generated from the models into
``ginrummy/table/events.py`` (``python -m ginrummy.protocol --write-core-types``),
committed, with a test that fails when the file is not what the models give now
(tests/test_protocol_core_types.py).  A field's bounds and patterns stay the
models' to check; the typed dictionaries keep each field's name and type, so mypy
checks the table's code against them.
"""

from __future__ import annotations

import inspect
import json
import types
import typing
from pathlib import Path
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel

from ginrummy.protocol.actions import (
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
    UndoEvent,
)
from ginrummy.protocol.tables import (
    ClaimInfo,
    ForfeitInfo,
    HandLine,
    RematchInfo,
    RolesJson,
    SeatInfo,
    TableInfo,
    TimerState,
    YourPlace,
)
from ginrummy.protocol.values import By, ForfeitWhy, System
from ginrummy.protocol.views import ArrangementJson, Choices, DiscardChoice, ShowingJson

__all__ = ["CORE_TYPES_PATH", "core_types_text"]

#: The generated module (committed).
CORE_TYPES_PATH = Path(__file__).resolve().parents[1] / "table" / "events.py"

#: The models the table writes, in the order the module defines them (each after
#: the models its fields name).
MODELS: tuple[type[BaseModel], ...] = (
    PassAction, DrawStockAction, DrawDiscardAction, DiscardAction, KnockAction, BigGinAction,
    ArrangeAction, LayoffJson, LayOffAction, DrawStockPlayed, DrawDiscardPlayed, KnockPlayed,
    RolesJson, SeatInfo, SeatEvent, CommitmentEvent, DealEvent, ActionEvent, AdviceEvent,
    UndoEvent, Reveal, HandEndEvent, Forfeit, MatchEndEvent, ReadyEvent, ChatEvent,
    ForfeitEvent, RematchEvent, RematchedEvent, TimerState, HandLine, ClaimInfo, ForfeitInfo,
    RematchInfo, TableInfo, YourPlace, ArrangementJson, ShowingJson, DiscardChoice, Choices,
)

#: The unions the models name (pydantic's discriminated unions of the same models),
#: under the names the table uses, and the literal types worth a name.
ALIASES: tuple[tuple[str, str, Any], ...] = (
    ("ActionJson", "An action as :meth:`ginrummy.actions.Action.to_json` writes it"
     " (an ``act`` intent's).", "protocol.actions.ActionJson"),
    ("PlayedAction", "An action as an ``action`` event tells it: a draw's card and a"
     " knock's discard only to those who may see them.", "protocol.actions.PlayedAction"),
    ("TableEvent", "Any event a table tells.", "protocol.events.TableEvent"),
    ("By", "Who made a decision: the person, the computer at its own seat, the computer"
     " for a person whose time ran out, or for a person who is away.", By),
    ("System", "A rule preset's name (ginrummy.rules.PRESETS).", System),
    ("ForfeitWhy", "Why a person forfeits the match: claimed while away past the grace"
     " time or out of time, or the person left the table while the match was on.",
     ForfeitWhy),
)

#: The literal types the module names (the others are written where they are used).
_LITERALS = ("By", "System", "ForfeitWhy")


def _alias_value(target: Any) -> Any:
    if isinstance(target, str):
        module, name = target.rsplit(".", 1)
        found: Any = __import__(f"ginrummy.{module}", fromlist=[name])
        return getattr(found, name)
    return target


def _type_text(tp: Any, named: dict[Any, str]) -> str:
    """The Python type expression of ``tp`` without its constraints."""
    if tp in named:
        return named[tp]
    origin = get_origin(tp)
    if origin is typing.Annotated:
        return _type_text(get_args(tp)[0], named)
    if origin is Literal:
        return "Literal[" + ", ".join(json.dumps(a) for a in get_args(tp)) + "]"
    if origin is Union or origin is types.UnionType:
        return " | ".join(_type_text(a, named) for a in get_args(tp))
    if origin is list:
        return f"list[{_type_text(get_args(tp)[0], named)}]"
    if origin is dict:
        key, value = get_args(tp)
        return f"dict[{_type_text(key, named)}, {_type_text(value, named)}]"
    if tp is type(None):
        return "None"
    if tp is Any:
        return "Any"
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        # A model that is not generated (the rule options): an object.
        return "dict[str, Any]"
    if tp in (int, str, bool, float):
        return str(tp.__name__)
    raise TypeError(f"no type text for {tp!r}")


def _wrapped(head: str, parts: list[str], indent: str = "    ") -> list[str]:
    """``head`` then ``parts`` joined by `` | ``, on lines of at most 92 characters."""
    line = head + " | ".join(parts)
    if len(line) <= 92:
        return [line]
    return [head + "(", *(f"{indent}{'| ' if i else '  '}{p}" for i, p in enumerate(parts)),
            ")"]


def _docstring(text: str | None, indent: str) -> list[str]:
    if not text:
        return []
    lines = [ln.rstrip() for ln in inspect.cleandoc(text).splitlines()]
    lines[0] = '"""' + lines[0]
    lines[-1] += '"""'
    return [indent + ln if ln else "" for ln in lines]


def core_types_text() -> str:
    """The generated module, as the committed file holds it."""
    named: dict[Any, str] = {model: model.__name__ for model in MODELS}
    aliases = {alias: _alias_value(target) for alias, _doc, target in ALIASES}
    for alias, value in aliases.items():
        named[value] = alias
        if get_origin(value) is typing.Annotated:  # a field's annotation is the union inside
            named[get_args(value)[0]] = alias
    out = [
        '"""What a table tells its viewers, one typed dictionary each: GENERATED from the',
        "protocol's models (``ginrummy.protocol``) by ``python -m ginrummy.protocol",
        "--write-core-types``; do not edit (tests/test_protocol_core_types.py fails when",
        "this file is not what the models give).",
        "",
        "The table layer uses the standard library only, so it types what it writes with",
        "these, and the models (which bound and check every field) are the one definition",
        "of each shape (docs/architecture.md, \"One definition of each message\").",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "from typing import Any, Literal, TypeAlias, TypedDict",
        "",
        "__all__ = [",
        *(f'    "{name}",' for name in sorted([*aliases, *(m.__name__ for m in MODELS)])),
        "]",
    ]
    literals = {aliases[name]: name for name in _LITERALS}
    for alias, doc, _target in ALIASES:
        if alias in _LITERALS:
            out += ["", "", *(f"#: {ln}" for ln in _comment(doc))]
            out += _field_lines(f"{alias}: TypeAlias = ", _type_text(aliases[alias], {}), "")
    done: set[str] = set()
    for model in MODELS:
        out += ["", "", f"class {model.__name__}(TypedDict):"]
        out += _docstring(model.__doc__, "    ")
        out.append("")
        for name, field in model.model_fields.items():
            out += _field_lines(f"    {name}: ", _type_text(field.annotation,
                                                           {**named, **literals}), "    ")
            out += _docstring(field.description, "    ")
        done.add(model.__name__)
        for alias, doc, _target in ALIASES:
            members = get_args(get_args(aliases[alias])[0]) if alias not in _LITERALS else ()
            ready = members and all(m.__name__ in done for m in members)
            if ready and alias not in done:
                done.add(alias)
                out += ["", "", *(f"#: {ln}" for ln in _comment(doc))]
                out += _wrapped(f"{alias}: TypeAlias = ", [m.__name__ for m in members])
    return "\n".join(out).replace("\n\n\n\n", "\n\n\n") + "\n"


def _field_lines(head: str, text: str, indent: str) -> list[str]:
    """``head`` and type ``text``, broken after its first bracket when the line would
    be over 100 characters (the literal types of many names)."""
    if len(head) + len(text) <= 100 or "[" not in text:
        return [head + text]
    opening = text.index("[") + 1
    lines, line = [head + text[:opening]], indent + "    "
    for word in text[opening:-1].split(" "):
        if len(line) + len(word) + 1 > 100:
            lines.append(line.rstrip())
            line = indent + "    "
        line += word + " "
    return [*lines, line.rstrip(), indent + "]"]


def _comment(text: str) -> list[str]:
    words, lines, line = text.split(), [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > 84:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*lines, line]
