"""The shared conformance data: 600 hands of known deadwood and knock showdowns.

The files are read from ``../shared/conformance/`` when it is there and from the
copies in ``tests/data/conformance/`` otherwise, so the tests run in a bare clone.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import pytest

from ginrummy import melds
from ginrummy.rules import preset
from ginrummy.showdown import KnockError, showdown
from helpers import DATA_DIR, brute_is_meld, disjoint_union, h, mask_value, shared_or_copy


@dataclass(frozen=True)
class DeadwoodCase:
    text: str
    mask: int
    ten: int | None
    eleven: int | None


def load_deadwood() -> list[DeadwoodCase]:
    cases: list[DeadwoodCase] = []
    path = shared_or_copy("conformance/deadwood.tsv")
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        text, ten, eleven = line.split("\t")
        cases.append(
            DeadwoodCase(text, h(text), int(ten) if ten else None, int(eleven) if eleven else None)
        )
    return cases


def load_showdowns() -> list[dict[str, Any]]:
    data = json.loads(shared_or_copy("conformance/showdowns.json").read_text(encoding="utf-8"))
    assert isinstance(data, list)
    return data


DEADWOOD = load_deadwood()
SHOWDOWNS = load_showdowns()


def test_conformance_files_are_complete() -> None:
    assert len(DEADWOOD) == 600
    assert sum(c.ten is not None for c in DEADWOOD) == 300
    assert sum(c.eleven is not None for c in DEADWOOD) == 300
    for case in DEADWOOD:
        assert case.mask.bit_count() == (10 if case.ten is not None else 11), case.text
    assert len(SHOWDOWNS) >= 8
    assert any(not s["legal"] for s in SHOWDOWNS)


def test_conformance_copies_exist_for_a_bare_clone() -> None:
    for name in ("deadwood.tsv", "showdowns.json"):
        assert (DATA_DIR / "conformance" / name).is_file()


def test_r2_4_conformance_deadwood_of_ten_cards() -> None:
    wrong = [
        (c.text, c.ten, melds.deadwood(c.mask))
        for c in DEADWOOD
        if c.ten is not None and melds.deadwood(c.mask) != c.ten
    ]
    assert wrong == []


def test_r5_1_conformance_deadwood_after_discard_of_eleven_cards() -> None:
    wrong = [
        (c.text, c.eleven, melds.deadwood_after_discard(c.mask))
        for c in DEADWOOD
        if c.eleven is not None and melds.deadwood_after_discard(c.mask) != c.eleven
    ]
    assert wrong == []


def test_r5_1_conformance_best_discard_leaves_the_least_deadwood() -> None:
    for case in DEADWOOD:
        if case.eleven is None:
            continue
        best = melds.best_discard(case.mask)
        assert case.mask >> best.card & 1, case.text
        rest = case.mask & ~(1 << best.card)
        assert best.deadwood == case.eleven, case.text
        assert melds.deadwood(rest) == case.eleven, case.text
        arr = best.arrangement
        assert all(brute_is_meld(m) for m in arr.melds), case.text
        assert disjoint_union([*arr.melds, arr.deadwood_mask]) == rest, case.text
        assert mask_value(arr.deadwood_mask) == case.eleven, case.text


@pytest.mark.parametrize("case", SHOWDOWNS, ids=[s["name"] for s in SHOWDOWNS])
def test_r8_conformance_showdown(case: dict[str, Any]) -> None:
    """R5.1 (knock limit), R6 (lay-offs) and R8 (score) on the shared showdowns."""
    knocker, defender = h(case["knocker"]), h(case["defender"])
    rules = preset("standard")
    if not case["legal"]:
        with pytest.raises(KnockError, match="knock limit"):
            showdown(knocker, defender, rules, knock_limit=case["knock_limit"])
        return
    result = showdown(knocker, defender, rules, knock_limit=case["knock_limit"])
    assert result.knocker.deadwood == case["knocker_deadwood"]
    assert result.defender.deadwood == case["defender_deadwood"]
    assert result.score.outcome == case["outcome"]
    assert result.score.knocker_wins == (case["winner"] == "knocker")
    assert result.score.points == case["points"]
    # The laid-down hands are real: melds of the right cards, the rest deadwood.
    arr = result.knocker
    assert disjoint_union([*arr.melds, arr.deadwood_mask]) == knocker
    show = result.defender
    assert disjoint_union([*show.melds, show.layoff_mask, show.deadwood_mask]) == defender
    assert all(brute_is_meld(m) for m in (*arr.melds, *show.melds))
    if case["outcome"] == "gin":
        assert show.layoffs == ()
