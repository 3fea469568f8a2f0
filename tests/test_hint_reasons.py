"""The expert's reasons in parts (ginrummy.agents.reasons): each part carries the
numbers its code names, the protocol sends them so that the English sentence can be
written again from them, and the browser's catalogs and docs/protocol.md have every
code with the same numbers."""

from __future__ import annotations

import random
import re

from fluent.syntax import FluentParser, ast

from ginrummy import protocol as P
from ginrummy.actions import Action
from ginrummy.agents import SimpleAgent
from ginrummy.agents.expert import ExpertAgent, RankedAction
from ginrummy.agents.reasons import WHY_CODES, WHY_PARTS, Why, english
from ginrummy.legality import Phase
from ginrummy.rules import preset
from ginrummy.runner import play_match
from ginrummy.server import messages
from ginrummy.view import SeatView
from server_harness import ROOT
from test_web_catalogs import variables


class _Ranking(ExpertAgent):
    """The expert, keeping every ranking it made on the way."""

    def __init__(self, seed: int) -> None:
        super().__init__(random.Random(seed))
        self.ranked: list[list[RankedAction]] = []

    def act(self, view: SeatView) -> Action:
        # laying down, rank() asks act() itself: only the decisions of play here
        if view.phase not in (Phase.ARRANGE, Phase.LAY_OFF):
            self.ranked.append(self.rank(view))
        return super().act(view)


def _rankings() -> list[list[RankedAction]]:
    found: list[list[RankedAction]] = []
    for system, seed in (("standard", 3), ("oklahoma", 5)):
        expert = _Ranking(seed)
        play_match(preset(system), [expert, SimpleAgent(random.Random(seed))], seed=seed)
        found += expert.ranked
    return found


RANKINGS = _rankings()


def test_every_part_carries_the_numbers_its_code_names() -> None:
    seen: set[str] = set()
    for ranked in RANKINGS:
        for r in ranked:
            assert r.why, r
            for part in r.why:
                assert set(part.args) == WHY_PARTS[part.code], part
                seen.add(part.code)
            assert r.reason == english(r.why)
    # the decisions of two matches say at least these
    assert {"discard", "take", "blind-draw", "pass"} <= seen, seen


def test_a_hint_sent_writes_its_english_again_from_its_parts() -> None:
    sent = 0
    for seq, every in enumerate(RANKINGS):
        ranked = every[:P.MAX_HINTS]
        message = P.parse_server_message(messages.hints(seq, "h", ranked))
        assert isinstance(message, P.Hints)
        for hint, r in zip(message.hints, ranked, strict=True):
            parts = [part.to_why() for part in hint.why]
            assert english(parts) == hint.reason == r.reason
            cards = [part.args["card"] for part in hint.why if "card" in part.args]
            assert all(isinstance(c, str) and re.fullmatch(r"[A2-9TJQK][shdc]", c)
                       for c in cards), cards
            sent += 1
    assert sent > 50


def test_a_part_with_an_unknown_code_or_number_is_refused() -> None:
    good = {"code": "discard", "args": {"card": "Kc", "deadwood": 12, "expected": 7.5}}
    assert P.HintWhy.model_validate(good).to_why() == Why(
        "discard", {"card": 51, "deadwood": 12, "expected": 7.5})
    for bad in ({"code": "bluff", "args": {}},
                {"code": "gin", "args": {"mood": 1}},
                {"code": "discard", "args": {"card": "Zz"}},
                {"code": "discard", "args": {"expected": float("nan")}}):
        try:
            P.HintWhy.model_validate(bad)
        except ValueError:
            continue
        raise AssertionError(f"accepted {bad}")


def test_every_code_is_in_the_browsers_catalog_with_its_numbers() -> None:
    text = (ROOT / "web" / "locales" / "en.ftl").read_text(encoding="utf-8")
    found = {entry.id.name: variables(entry.value)
             for entry in FluentParser().parse(text).body
             if isinstance(entry, ast.Message) and entry.id.name.startswith("why-")}
    assert found == {f"why-{code}": WHY_PARTS[code] for code in WHY_CODES}


def test_every_code_is_in_the_protocol_docs_with_its_numbers() -> None:
    docs = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| `([a-z-]+)` \|([^|]*)\|", docs, flags=re.M)
    table = {code: frozenset(re.findall(r"`([a-z_]+)`", args)) for code, args in rows
             if code in WHY_CODES}
    assert table == WHY_PARTS
