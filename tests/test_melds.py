"""The meld solver's building blocks against the rule book's definitions (R2, R5.3, R6)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy import melds
from helpers import (
    ALL_MELDS,
    assignment_playable,
    bits,
    brute_is_meld,
    can_lay_off_all,
    h,
    mask_value,
    meld_collections,
    random_knock,
    subsets,
)


def test_r2_1_sets_are_three_or_four_of_a_rank() -> None:
    assert melds.is_set(h("7s 7h 7d"))
    assert melds.is_set(h("7s 7h 7d 7c"))
    assert not melds.is_set(h("7s 7h"))
    assert not melds.is_set(h("7s 7h 8d"))
    assert not melds.is_set(h("7s 8s 9s"))


def test_r2_2_runs_are_three_or_more_consecutive_of_a_suit() -> None:
    assert melds.is_run(h("4d 5d 6d"))
    assert melds.is_run(h("9c Tc Jc Qc Kc"))
    assert not melds.is_run(h("4d 5d"))
    assert not melds.is_run(h("4d 5d 7d"))
    assert not melds.is_run(h("4d 5d 6h"))
    assert not melds.is_run(h("Kd Ah 2h"))


def test_r2_1_r2_2_is_meld_agrees_with_the_definitions_on_every_meld_and_near_miss() -> None:
    assert len(ALL_MELDS) == 13 * 5 + 4 * 66
    for meld in ALL_MELDS:
        assert melds.is_meld(meld)
        for card in bits(meld):
            smaller = meld & ~(1 << card)
            assert melds.is_meld(smaller) == brute_is_meld(smaller)
        for card in range(52):
            bigger = meld | 1 << card
            assert melds.is_meld(bigger) == brute_is_meld(bigger)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 51), max_size=9, unique=True))
def test_r2_melds_in_lists_every_meld_of_a_hand(cards: list[int]) -> None:
    mask = sum(1 << card for card in cards)
    assert sorted(melds.melds_in(mask)) == sorted(m for m in ALL_MELDS if m & mask == m)


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.sampled_from([s * 13 + r for s in range(4) for r in range(0, 7)]),
             min_size=5, max_size=10, unique=True),
    st.integers(0, 15),
)
def test_r5_3_arrangements_within_a_limit_are_all_the_meld_collections(
    cards: list[int], limit: int
) -> None:
    """R2.3 (a card in one meld at most) and R5.3 (any arrangement within the limit)."""
    mask = sum(1 << card for card in cards)
    expected = set()
    for collection in meld_collections(mask):
        rest = mask
        for meld in collection:
            rest &= ~meld
        if mask_value(rest) <= limit:
            expected.add(tuple(sorted(collection)))
    found = melds.arrangements_within(mask, limit)
    assert {tuple(sorted(a.melds)) for a in found} == expected
    assert len(found) == len(expected)
    assert [a.deadwood for a in found] == sorted(a.deadwood for a in found)


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32))
def test_r6_2_layoffs_feasible_agrees_with_brute_force_for_every_subset(seed: int) -> None:
    knocker, defender, _gin = random_knock(seed)
    runs, fourths = melds.layoff_targets(knocker)
    reach = melds.layoff_reach(defender, runs, fourths)
    assert reach & ~defender == 0
    # Every subset of the reach plus two cards outside it (enough to show that cards
    # off the reach are infeasible without trying all 1,024 subsets).
    outside = bits(defender & ~reach)[:2]
    for sub in subsets(reach | sum(1 << card for card in outside)):
        feasible = melds.layoffs_feasible(sub, knocker)
        assert feasible == can_lay_off_all(sub, knocker), bits(sub)
        if feasible:
            assignment = melds.assign_layoffs(sub, knocker)
            assert assignment_playable([(lo.card, lo.meld) for lo in assignment], knocker)
    assert melds.can_lay_off_anything(defender, knocker) == bool(reach)


def test_r6_2_set_of_four_takes_no_lay_off_and_ace_does_not_follow_the_king() -> None:
    assert not melds.can_lay_off_anything(h("2s 3s 4s Ah"), (h("9s 9h 9d 9c"), h("Jh Qh Kh")))
    assert melds.can_lay_off_anything(h("Th"), (h("Jh Qh Kh"),))
    assert melds.layoffs_feasible(h("Th 9h"), (h("Jh Qh Kh"),))
    assert not melds.layoffs_feasible(h("9h"), (h("Jh Qh Kh"),))
