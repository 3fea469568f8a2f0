"""Golden hands (tests/data/golden_hands.tsv) and the meld solver against an
independent brute-force solver (tests/helpers.py), including random hands.

The golden file holds the traps an engine gets wrong: the 11-card hand that is
8 after the best discard (a naive engine says 9), ace-low runs, a four of a kind
split into a set and a run, lay-off chains, a card that fits two melds, a
defender that breaks its own meld to lay off, and nothing laid off onto gin.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy import melds
from helpers import (
    DATA_DIR,
    assignment_playable,
    bits,
    brute_after_discard,
    brute_deadwood,
    brute_defender_deadwood,
    brute_is_meld,
    disjoint_union,
    h,
    mask_value,
    random_knock,
)


@dataclass(frozen=True)
class Golden:
    kind: str
    cards: int
    knocker_melds: tuple[int, ...]
    expected: int
    note: str


def load_golden() -> list[Golden]:
    rows: list[Golden] = []
    lines = (DATA_DIR / "golden_hands.tsv").read_text(encoding="utf-8").splitlines()
    header_seen = False
    for line in lines:
        if not line or line.startswith("#"):
            continue
        if not header_seen:
            assert line.split("\t")[:4] == ["kind", "cards", "knocker_melds", "expected"]
            header_seen = True
            continue
        kind, cards, melds_text, expected, note = line.split("\t")
        knocker = () if melds_text == "-" else tuple(h(m) for m in melds_text.split("|"))
        rows.append(Golden(kind, h(cards), knocker, int(expected), note))
    return rows


GOLDEN = load_golden()


def test_golden_file_has_every_kind_of_trap() -> None:
    kinds = {row.kind for row in GOLDEN}
    assert kinds == {"deadwood", "after_discard", "layoff", "gin"}
    assert len(GOLDEN) >= 20
    trap = h("As 3s 5s 2c 2d 3d 4d 5d 6d 2h 5h")
    assert any(r.cards == trap and r.kind == "after_discard" and r.expected == 8 for r in GOLDEN)


def brute(row: Golden) -> int:
    if row.kind == "deadwood":
        return brute_deadwood(row.cards)
    if row.kind == "after_discard":
        return brute_after_discard(row.cards)
    return brute_defender_deadwood(row.cards, row.knocker_melds, gin=row.kind == "gin")


@pytest.mark.parametrize("row", GOLDEN, ids=[r.note[:60] for r in GOLDEN])
def test_golden_row_agrees_with_brute_force(row: Golden) -> None:
    """The data file itself is checked: its expected counts are the brute force's."""
    assert brute(row) == row.expected


def check_arrangement(arr: melds.Arrangement, mask: int) -> None:
    """An arrangement is real: valid disjoint melds (R2.1-R2.3) covering ``mask``."""
    for meld in arr.melds:
        assert brute_is_meld(meld), bits(meld)
    assert disjoint_union([*arr.melds, arr.deadwood_mask]) == mask
    assert arr.deadwood == mask_value(arr.deadwood_mask)


def check_showing(show: melds.Showing, defender: int, knocker: tuple[int, ...], gin: bool) -> None:
    """A defender's showing is a legal play: own melds, playable lay-offs, the rest deadwood."""
    for meld in show.melds:
        assert brute_is_meld(meld)
    laid = show.layoff_mask
    assert disjoint_union([*show.melds, laid, show.deadwood_mask]) == defender
    assert show.deadwood == mask_value(show.deadwood_mask)
    if gin:
        assert show.layoffs == ()
    assert assignment_playable([(lo.card, lo.meld) for lo in show.layoffs], knocker)


@pytest.mark.parametrize("row", GOLDEN, ids=[r.note[:60] for r in GOLDEN])
def test_r2_4_r5_1_r6_2_golden_row_engine(row: Golden) -> None:
    """R2.4 least deadwood, R5.1 after the best discard, R6.2/R6.3/R6.4 lay-offs."""
    if row.kind == "deadwood":
        assert melds.deadwood(row.cards) == row.expected
        arr = melds.best_arrangement(row.cards)
        check_arrangement(arr, row.cards)
        assert arr.deadwood == row.expected
    elif row.kind == "after_discard":
        assert melds.deadwood_after_discard(row.cards) == row.expected
        best = melds.best_discard(row.cards)
        assert best.deadwood == row.expected
        check_arrangement(best.arrangement, row.cards & ~(1 << best.card))
    else:
        gin = row.kind == "gin"
        show = melds.best_layoffs(row.cards, row.knocker_melds, gin=gin)
        assert show.deadwood == row.expected
        check_showing(show, row.cards, row.knocker_melds, gin)


def test_r6_2_one_card_fitting_two_melds_goes_on_the_run() -> None:
    """9h completes the set of nines and extends T-J-Q; only on the run can 8h follow."""
    knocker = (h("9s 9d 9c"), h("Th Jh Qh"))
    show = melds.best_layoffs(h("9h 8h Kc Qd 2s 4d 6c 3c 5d Ks"), knocker, gin=False)
    assert show.layoff_mask == h("9h 8h")
    assert {(lo.card, lo.meld) for lo in show.layoffs} == {(h("9h").bit_length() - 1, 1),
                                                           (h("8h").bit_length() - 1, 1)}


def test_r6_2_assign_layoffs_never_puts_a_card_on_a_set_of_another_rank() -> None:
    """8h can only reach T-J-Q through 9h; it must not be put on the set of sevens.

    (Bug fixed: the set test compared the card's rank column with itself, so any
    card that was not yet next to a run was assigned to the first set of three.)
    """
    knocker = (h("7s 7d 7c"), h("Th Jh Qh"))
    cards = h("8h 9h")
    assignment = melds.assign_layoffs(cards, knocker)
    assert assignment_playable([(lo.card, lo.meld) for lo in assignment], knocker)
    show = melds.best_layoffs(h("8h 9h Kc Qd 2s 4d 6c 8s 3c 5d"), knocker, gin=False)
    check_showing(show, h("8h 9h Kc Qd 2s 4d 6c 8s 3c 5d"), knocker, gin=False)
    assert show.deadwood == 48


# ----------------------------------------------------------------------------- properties

any_hand = st.lists(st.integers(0, 51), min_size=0, max_size=11, unique=True)
# Cards from few ranks and suits make meld-rich hands: sets, runs and overlaps.
rich_hand = st.lists(
    st.sampled_from([s * 13 + r for s in range(4) for r in range(2, 9)]),
    min_size=0, max_size=11, unique=True,
)


def mask(cards: list[int]) -> int:
    return sum(1 << card for card in cards)


@settings(max_examples=1000, deadline=None)
@given(st.one_of(any_hand, rich_hand))
def test_r2_4_deadwood_equals_brute_force(cards: list[int]) -> None:
    m = mask(cards)
    assert melds.deadwood(m) == brute_deadwood(m)
    check_arrangement(melds.best_arrangement(m), m)
    assert melds.best_arrangement(m).deadwood == brute_deadwood(m)


@settings(max_examples=400, deadline=None)
@given(st.one_of(any_hand, rich_hand).filter(lambda cs: len(cs) >= 2), st.integers(0, 10))
def test_r5_1_deadwood_after_discard_equals_brute_force(cards: list[int], pick: int) -> None:
    m = mask(cards)
    forbidden = cards[pick % len(cards)]
    assert melds.deadwood_after_discard(m) == brute_after_discard(m)
    assert melds.deadwood_after_discard(m, forbidden) == brute_after_discard(m, forbidden)
    best = melds.best_discard(m, forbidden)
    assert best.card != forbidden and m >> best.card & 1
    assert best.deadwood == brute_after_discard(m, forbidden)
    for card, dw in melds.deadwood_after_each_discard(m, m):
        assert dw == brute_deadwood(m & ~(1 << card))


@settings(max_examples=400, deadline=None)
@given(st.integers(0, 2**32))
def test_r6_4_best_layoffs_equals_brute_force_over_layoff_subsets(seed: int) -> None:
    knocker, defender, gin = random_knock(seed)
    show = melds.best_layoffs(defender, knocker, gin=gin)
    assert show.deadwood == brute_defender_deadwood(defender, knocker, gin)
    check_showing(show, defender, knocker, gin)
