"""The table layer's typed dictionaries (ginrummy/table/events.py) are generated from
the protocol's models (ginrummy.protocol.coretypes, issue 49 item 15): each shape is
written once, in the models, and a stale copy fails here.  After changing a model:
``.venv/bin/python -m ginrummy.protocol --write-core-types``."""

from __future__ import annotations

import typing

import pytest
from pydantic import create_model

from ginrummy.protocol import coretypes
from ginrummy.protocol.views import Choices
from ginrummy.table import events


def test_the_committed_module_is_what_the_models_give_now() -> None:
    text = coretypes.CORE_TYPES_PATH.read_text(encoding="utf-8")
    assert text == coretypes.core_types_text(), \
        "stale: run .venv/bin/python -m ginrummy.protocol --write-core-types"


def test_a_changed_model_makes_the_committed_module_stale(monkeypatch: pytest.MonkeyPatch,
                                                          ) -> None:
    """A field added to a model (as another engineer might add one to ``choices``)
    changes the generated text, so the test above fails until it is written again."""
    grown = create_model("Choices", __base__=Choices, __doc__=Choices.__doc__,
                         lay_down_hint=(int, ...))
    monkeypatch.setattr(coretypes, "MODELS",
                        tuple(grown if m is Choices else m for m in coretypes.MODELS))
    text = coretypes.core_types_text()
    assert text != coretypes.CORE_TYPES_PATH.read_text(encoding="utf-8")
    assert "    lay_down_hint: int\n" in text


@pytest.mark.parametrize("model", coretypes.MODELS, ids=lambda m: m.__name__)
def test_each_typed_dictionary_has_its_models_fields(model: type) -> None:
    typed = getattr(events, model.__name__)
    assert list(typing.get_type_hints(typed)) == list(model.model_fields)  # type: ignore[attr-defined]


def test_the_generated_module_reads_as_python_the_table_imports() -> None:
    """Its unions are the models' discriminated unions, under the table's names."""
    members = {t.__name__ for t in typing.get_args(events.TableEvent)}
    assert members == {"SeatEvent", "CommitmentEvent", "DealEvent", "ActionEvent", "AdviceEvent",
                       "UndoEvent", "HandEndEvent", "MatchEndEvent", "ReadyEvent", "ChatEvent",
                       "ForfeitEvent", "RematchEvent", "RematchedEvent"}
    assert typing.get_args(events.By) == ("person", "computer", "timeout", "away")
