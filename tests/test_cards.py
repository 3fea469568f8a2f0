"""Cards, point values and notation (RULES R1, R12)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy import cards as C
from ginrummy.melds import deadwood, is_run
from ginrummy.state import shuffled_deck
from helpers import h


def test_r1_1_one_deck_of_52_distinct_cards() -> None:
    assert C.NUM_CARDS == 52
    assert len(set(C.CARD_NAMES)) == 52
    assert C.ALL_CARDS_MASK == (1 << 52) - 1
    assert sorted(shuffled_deck(random.Random(3))) == list(range(52))
    ranks = {C.card_rank(card) for card in range(52)}
    suits = {C.card_suit(card) for card in range(52)}
    assert ranks == set(range(13)) and suits == set(range(4))
    with pytest.raises(C.CardError):
        C.card_name(52)
    with pytest.raises(C.CardError):
        C.make_card(13, 0)


def test_r1_2_ranks_run_ace_low_to_king_high() -> None:
    order = [C.parse_card(r + "s") for r in "A23456789TJQK"]
    assert [C.card_rank(card) for card in order] == list(range(13))
    assert is_run(h("As 2s 3s"))
    assert is_run(h("Jd Qd Kd"))
    assert not is_run(h("Qs Ks As")), "Q-K-A is not a run"
    assert not is_run(h("Ks As 2s")), "K-A-2 is not a run"
    assert not is_run(h("Kh Ad 2c"))


def test_r1_3_point_values() -> None:
    expected = {"A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9,
                "T": 10, "J": 10, "Q": 10, "K": 10}
    for rank, points in expected.items():
        for suit in "shdc":
            assert C.card_value(C.parse_card(rank + suit)) == points
    assert C.hand_value(h("As Td Jh Qc Ks 5d")) == 46
    assert C.hand_value(0) == 0


permutations = st.permutations([0, 1, 2, 3])


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(0, 51), max_size=11, unique=True), permutations)
def test_r1_4_suits_have_no_order_deadwood_is_the_same_under_any_suit_renaming(
    hand: list[int], perm: list[int]
) -> None:
    renamed = [perm[card // 13] * 13 + card % 13 for card in hand]
    assert deadwood(C.mask_of(hand)) == deadwood(C.mask_of(renamed))


def test_r1_4_suit_order_is_display_only() -> None:
    assert C.SUIT_CHARS == "shdc"
    assert C.format_hand(h("2c 2d 2h 2s")) == "2s 2h 2d 2c"
    assert C.format_cards([C.parse_card(x) for x in ("Kc", "2s", "2h")], by_rank=True) == "2s 2h Kc"


def test_r12_1_card_notation() -> None:
    assert C.parse_card("Td") == C.parse_card("10d") == C.make_card(9, 2)
    assert C.parse_card("As") == 0 and C.parse_card("Kc") == 51
    assert C.parse_card("as") == C.parse_card("AS") == C.parse_card("A♠")
    for symbol, letter in zip("♠♥♦♣", "shdc", strict=True):
        assert C.parse_card("7" + symbol) == C.parse_card("7" + letter)
    assert C.parse_card("kH") == C.parse_card("Kh")
    assert C.card_name(C.parse_card("10h")) == "Th"
    for card in range(52):
        assert C.parse_card(C.card_name(card)) == card


@pytest.mark.parametrize(("token", "fragment"), [
    ("1s", "unknown rank"), ("Zs", "unknown rank"), ("Ax", "unknown suit"), ("A", "not a card"),
    ("", "not a card"), ("11h", "unknown rank"),
])
def test_r12_1_bad_cards_say_which_token(token: str, fragment: str) -> None:
    with pytest.raises(C.CardError, match=fragment) as info:
        C.parse_card(token)
    assert repr(token) in str(info.value)


def test_r12_2_hand_notation_spaces_commas_any_order() -> None:
    a = C.parse_hand("As 2s 3s")
    assert C.parse_hand("3s,As, 2s") == a
    assert C.parse_hand("  2s  3s\tAs ") == a
    assert C.parse_cards("Kc, 10h") == [51, 22]
    assert C.format_hand(a) == "As 2s 3s"
    with pytest.raises(C.CardError, match="duplicate card As"):
        C.parse_hand("As 2s as")
    with pytest.raises(C.CardError, match="expected 10 cards, got 3"):
        C.parse_hand("As 2s 3s", count=10)
    assert C.parse_hand("As 2s 3s", count=(3, 4)) == a


def test_r12_masks_and_card_lists_round_trip() -> None:
    cards = [51, 0, 22, 13]
    mask = C.mask_of(cards)
    assert C.cards_of(mask) == sorted(cards)
    assert list(C.iter_cards(mask)) == sorted(cards)
    assert C.cards_of(0) == []
