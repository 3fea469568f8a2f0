"""The hand state machine, rule by rule (R3-R9), on hand-made deck orders.

Each position is dealt with :func:`helpers.deal_hands` from the two hands, the
upcard and the top of the stock, so the cards of every test are in plain sight.
Seat 0 deals unless a test says otherwise, so seat 1 is the non-dealer.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from ginrummy import actions as A
from ginrummy.actions import Action, Kind
from ginrummy.melds import Layoff, assign_layoffs, layoffs_feasible
from ginrummy.rules import Rules, preset
from ginrummy.state import HandState, IllegalActionError, Phase, deal
from helpers import (
    brute_deadwood,
    c,
    deal_hands,
    h,
    make_deck,
    mask_value,
    meld_collections,
    play,
    snapshot,
)

STANDARD = preset("standard")
OKLAHOMA = preset("oklahoma")

# A non-dealer one card from gin (As-2s-3s, 5h-6h-7h, 9s 9d 9h and Kc) and a dealer
# with no meld at all (68 deadwood); the upcard 4s makes the non-dealer's gin.
GIN_READY = "As 2s 3s 5h 6h 7h 9c 9d 9h Kc"
JUNK = "2c 4d 6s 8d Tc Qd Ks Jh 3c 5d"


def refused(state: HandState, action: Action, *fragments: str) -> str:
    """Assert ``action`` is refused with a message holding ``fragments`` and that
    the state is unchanged; return the message."""
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, message
    assert snapshot(state) == before
    assert not state.is_legal(action)
    assert action not in state.legal_actions()
    return message


def new_card(before: HandState, after: HandState, seat: int) -> int:
    gained = after.hands[seat] & ~before.hands[seat]
    assert gained.bit_count() == 1
    return gained.bit_length() - 1


# ----------------------------------------------------------------------------- R3 dealing


@pytest.mark.parametrize("dealer", [0, 1])
def test_r3_2_deal_alternates_starting_with_the_non_dealer(dealer: int) -> None:
    deck = list(range(52))
    random.Random(7).shuffle(deck)
    state = deal(STANDARD, dealer, deck)
    non_dealer = 1 - dealer
    assert state.hands[non_dealer] == sum(1 << card for card in deck[0:20:2])
    assert state.hands[dealer] == sum(1 << card for card in deck[1:20:2])
    assert state.hands[0].bit_count() == state.hands[1].bit_count() == 10
    assert state.dealer == dealer
    assert state.to_act == non_dealer


def test_r3_3_upcard_starts_the_pile_and_31_cards_are_the_stock_in_order() -> None:
    deck = list(range(52))
    random.Random(11).shuffle(deck)
    state = deal(STANDARD, 0, deck)
    assert state.upcard == deck[20]
    assert state.pile == (deck[20],)
    assert state.stock_count == 31
    state = play(state, "pass", "pass")
    first = state.apply(A.DRAW_STOCK)
    assert new_card(state, first, 1) == deck[21]
    assert first.stock_count == 30
    second = first.apply(A.discard(deck[21])).apply(A.DRAW_STOCK)
    assert new_card(first, second, 0) == deck[22]


def test_r3_2_deal_refuses_a_deck_that_is_not_52_cards_once() -> None:
    with pytest.raises(ValueError, match="52"):
        deal(STANDARD, 0, [*range(51), 0])
    with pytest.raises(ValueError, match="dealer"):
        deal(STANDARD, 2, list(range(52)))


def test_make_deck_helper_deals_what_it_says() -> None:
    state = deal_hands(STANDARD, 0, GIN_READY, JUNK, "4s", "Kd 8c")
    assert state.hands[1] == h(GIN_READY)
    assert state.hands[0] == h(JUNK)
    assert state.upcard == c("4s")
    assert state.deck[21:23] == (c("Kd"), c("8c"))
    state = deal(STANDARD, 1, make_deck(GIN_READY, JUNK, "4s"))
    assert state.hands[0] == h(GIN_READY)


# ----------------------------------------------------------------------------- R4 the turn


def test_r4_3_first_turn_offer_goes_to_the_non_dealer_then_the_dealer() -> None:
    state = deal_hands(STANDARD, 0, JUNK, GIN_READY, "4s")
    assert state.phase is Phase.OFFER and state.to_act == 1
    assert set(state.legal_actions()) == {A.DRAW_DISCARD, A.PASS}
    refused(state, A.DRAW_STOCK, "upcard or pass", "R4.3")
    refused(state, A.discard(c("2c")), "R4.3")
    state = state.apply(A.PASS)
    assert state.phase is Phase.OFFER and state.to_act == 0
    assert set(state.legal_actions()) == {A.DRAW_DISCARD, A.PASS}


def test_r4_3_both_pass_then_the_non_dealer_must_draw_from_the_stock() -> None:
    state = play(deal_hands(STANDARD, 0, JUNK, GIN_READY, "4s", "Kd"), "pass", "pass")
    assert state.phase is Phase.DRAW and state.to_act == 1
    assert state.legal_actions() == [A.DRAW_STOCK]
    refused(state, A.DRAW_DISCARD, "non-dealer must draw from the stock", "R4.3")
    state = state.apply(A.DRAW_STOCK)
    assert state.hands[1] & h("Kd")
    # After that, play goes on normally: the dealer may take the discard.
    state = state.apply(A.discard(c("Kd")))
    assert state.to_act == 0
    assert set(state.legal_actions()) == {A.DRAW_STOCK, A.DRAW_DISCARD}


def test_r4_3_dealer_takes_the_upcard_after_a_pass_then_the_non_dealer_has_a_normal_turn() -> None:
    state = play(deal_hands(STANDARD, 0, JUNK, GIN_READY, "4s"), "pass")
    state = state.apply(A.DRAW_DISCARD)
    assert state.hands[0] & h("4s") and state.pile == ()
    assert state.phase is Phase.DISCARD and state.to_act == 0
    state = state.apply(A.discard(c("Kc")))
    assert state.to_act == 1 and state.phase is Phase.DRAW
    assert set(state.legal_actions()) == {A.DRAW_STOCK, A.DRAW_DISCARD}


def test_r4_3_non_dealer_takes_the_upcard_then_the_dealer_has_a_normal_turn() -> None:
    state = deal_hands(STANDARD, 0, GIN_READY, JUNK, "4s")
    state = play(state, "take", "discard 9h")
    assert state.to_act == 0 and state.phase is Phase.DRAW
    assert set(state.legal_actions()) == {A.DRAW_STOCK, A.DRAW_DISCARD}


def test_r4_4_non_dealer_takes_the_upcard_and_knocks_with_gin() -> None:
    state = deal_hands(STANDARD, 0, GIN_READY, JUNK, "4s")
    state = state.apply(A.DRAW_DISCARD)
    assert A.knock(c("Kc")) in state.legal_actions()
    state = state.apply(A.knock(c("Kc")))
    assert state.phase is Phase.ARRANGE and state.knocker == 1 and state.to_act == 1
    state = state.apply(A.arrange([h("As 2s 3s 4s"), h("5h 6h 7h"), h("9c 9d 9h")]))
    assert state.phase is Phase.LAY_OFF and state.to_act == 0
    state = state.apply(A.lay_off([]))
    assert state.result is not None
    assert state.result.outcome == "gin" and state.result.winner == 1
    assert state.result.points == 25 + 68


def test_r4_4_dealer_takes_the_passed_upcard_and_knocks() -> None:
    state = play(deal_hands(STANDARD, 0, JUNK, GIN_READY, "4s"), "pass", "take")
    assert A.knock(c("Kc")) in state.legal_actions()
    state = play(state, "knock Kc", "arrange As 2s 3s 4s | 5h 6h 7h | 9c 9d 9h", "lay_off -")
    assert state.result is not None and state.result.winner == 0
    assert state.result.outcome == "gin"


def test_r4_1_a_turn_is_a_draw_then_a_discard_or_a_knock() -> None:
    state = play(deal_hands(STANDARD, 0, JUNK, GIN_READY, "4s", "Kd"), "pass", "pass")
    refused(state, A.discard(c("2c")), "must draw")
    refused(state, A.knock(c("2c")), "must draw")
    state = state.apply(A.DRAW_STOCK)
    assert state.phase is Phase.DISCARD and state.hands[1].bit_count() == 11
    refused(state, A.DRAW_STOCK, "must discard or knock")
    refused(state, A.DRAW_DISCARD, "must discard or knock")
    discards = [a for a in state.legal_actions() if a.kind is Kind.DISCARD]
    assert {a.card for a in discards} == set(h_cards(state.hands[1]))
    state = state.apply(A.discard(c("2c")))
    assert state.hands[1].bit_count() == 10 and state.pile[-1] == c("2c")
    assert state.to_act == 0 and state.phase is Phase.DRAW
    refused(state, A.discard(c("2c")), "must draw")


def h_cards(mask: int) -> list[int]:
    return [card for card in range(52) if mask >> card & 1]


def test_r4_2_cannot_discard_card_taken_from_pile() -> None:
    state = deal_hands(STANDARD, 0, GIN_READY, JUNK, "4s").apply(A.DRAW_DISCARD)
    assert state.taken == c("4s")
    refused(state, A.discard(c("4s")), "4s", "just taken", "R4.2")
    refused(state, A.knock(c("4s")), "R4.2")
    assert {a.card for a in state.legal_actions() if a.kind is Kind.DISCARD} == set(
        h_cards(h(GIN_READY))
    )


def test_r4_2_also_later_in_the_hand_but_a_stock_card_may_be_discarded() -> None:
    state = play(deal_hands(STANDARD, 0, JUNK, GIN_READY, "4s", "Kd"), "pass", "pass", "stock")
    assert state.taken is None
    assert state.is_legal(A.discard(c("Kd")))  # drawn from the stock: may go straight back
    state = play(state, "discard Kd", "take")
    refused(state, A.discard(c("Kd")), "R4.2")
    assert state.is_legal(A.discard(c("Kc")))


def test_r4_2_option_discard_drawn_upcard_allows_it() -> None:
    rules = replace(STANDARD, discard_drawn_upcard=True)
    state = deal_hands(rules, 0, GIN_READY, JUNK, "4s").apply(A.DRAW_DISCARD)
    assert A.discard(c("4s")) in state.legal_actions()
    state = state.apply(A.discard(c("4s")))
    assert state.pile == (c("4s"),) and state.hands[1] == h(GIN_READY)


# ----------------------------------------------------------------------------- R5 knocking

# After both pass, the non-dealer draws Kc: melds As-4s and 5h-8h, deadwood 2d + 8c
# (or 9c) + Kc.
def knock_position(deadwood_cards: str, rules: Rules = STANDARD, upcard: str = "Qc") -> HandState:
    hand = "As 2s 3s 4s 5h 6h 7h 8h " + deadwood_cards
    return play(deal_hands(rules, 0, hand, JUNK, upcard, "Kc"), "pass", "pass", "stock")


def test_r5_1_knock_allowed_at_exactly_the_limit() -> None:
    state = knock_position("2d 8c")
    knocks = {a.card for a in state.legal_actions() if a.kind is Kind.KNOCK}
    assert knocks == {c("Kc")}  # 2d + 8c = 10; any other discard leaves more
    refused(state, A.knock(c("8c")), "12", "over the knock limit of 10", "R5.1")
    refused(state, A.knock(c("2d")), "18", "R5.1")
    state = state.apply(A.knock(c("Kc")))
    assert state.phase is Phase.ARRANGE and state.knock_discard == c("Kc")
    assert state.pile == (c("Qc"),), "the knock discard is face down, not on the pile"


def test_r5_1_knock_refused_one_over_the_limit() -> None:
    state = knock_position("2d 9c")
    assert not [a for a in state.legal_actions() if a.kind is Kind.KNOCK]
    refused(state, A.knock(c("Kc")), "11", "knock limit of 10")


def test_r5_1_knock_limit_option() -> None:
    state = knock_position("2d 8c", replace(STANDARD, knock_limit=9))
    assert state.knock_limit == 9
    refused(state, A.knock(c("Kc")), "knock limit of 9")


def test_r5_2_knocking_is_never_required() -> None:
    state = knock_position("2d 8c")
    assert A.discard(c("Kc")) in state.legal_actions()
    state = state.apply(A.discard(c("Kc")))
    assert state.phase is Phase.DRAW and state.to_act == 0 and state.knocker is None


# The knocker holds As-4s, 5h-8h, Ac and 2d after knocking Kc: least deadwood 3,
# and several other arrangements within the limit of 10.
ARRANGER = "As 2s 3s 4s 5h 6h 7h 8h Ac 2d"


def arrange_position(rules: Rules = STANDARD) -> HandState:
    state = play(deal_hands(rules, 0, ARRANGER, JUNK, "Qc", "Kc"), "pass", "pass", "stock")
    return state.apply(A.knock(c("Kc")))


def test_r5_3_every_arrangement_within_the_limit_is_legal() -> None:
    state = arrange_position()
    hand = state.hands[1]
    expected = set()
    for melds in meld_collections(hand):
        rest = hand
        for meld in melds:
            rest &= ~meld
        if mask_value(rest) <= 10:
            expected.add(A.arrange(list(melds)))
    listed = state.legal_actions()
    assert set(listed) == expected and len(listed) == len(expected)
    assert len(expected) > 3
    for action in expected:
        state.check(action)


def test_r5_3_default_arrangement_is_the_least_deadwood() -> None:
    state = arrange_position()
    first = state.legal_actions()[0]
    after = state.apply(first)
    assert after.arrangement is not None
    assert after.arrangement.deadwood == brute_deadwood(state.hands[1]) == 3


def test_r5_3_knocker_may_choose_a_worse_arrangement_within_the_limit() -> None:
    state = arrange_position()
    state = state.apply(A.arrange([h("2s 3s 4s"), h("5h 6h 7h 8h")]))  # As Ac 2d: 4
    assert state.arrangement is not None and state.arrangement.deadwood == 4
    state = state.apply(A.lay_off([]))
    assert state.result is not None and state.result.knocker_deadwood == 4


def test_r5_3_arrangement_over_the_limit_is_refused() -> None:
    state = arrange_position()
    refused(state, A.arrange([h("As 2s 3s 4s"), h("5h 6h 7h")]), "leaves 11", "R5.3")
    refused(state, A.arrange([]), "over the knock limit")


def test_r2_1_r2_2_r2_3_arrangement_must_be_real_disjoint_melds() -> None:
    state = arrange_position()
    refused(state, A.arrange([h("As 2s 3s 4s"), h("5h 6h 7h 8h"), h("Ac 2d 3d")]), "not in")
    refused(state, A.arrange([h("As 2s 3s 4s"), h("5h 6h 8h")]), "not a meld", "R2.2")
    refused(state, A.arrange([h("As Ac 2d")]), "not a meld")
    refused(
        state,
        Action(Kind.ARRANGE, melds=(h("As 2s 3s 4s"), h("2s 3s 4s"), h("5h 6h 7h 8h"))),
        "used in two melds", "R2.3",
    )


def test_r5_4_gin_is_zero_deadwood_after_the_discard() -> None:
    state = play(deal_hands(STANDARD, 0, GIN_READY, JUNK, "4s"), "take", "knock Kc")
    state = state.apply(state.legal_actions()[0])
    assert state.arrangement is not None and state.arrangement.deadwood == 0
    state = state.apply(A.lay_off([]))
    assert state.result is not None and state.result.outcome == "gin"
    assert state.result.score is not None and state.result.score.bonus == 25


# R5.5: the non-dealer takes 8h and holds 11 melded cards.
BIG = "As 2s 3s 4s 5h 6h 7h 9c 9d 9h"
BIG_DEFENDER = "5s Tc Jc Qd Kd 2d 3c 4d 6c 8d"


def test_r5_5_big_gin_option() -> None:
    rules = replace(STANDARD, big_gin=True)
    state = deal_hands(rules, 0, BIG, BIG_DEFENDER, "8h").apply(A.DRAW_DISCARD)
    assert A.BIG_GIN in state.legal_actions()
    state = state.apply(A.BIG_GIN)
    assert state.phase is Phase.ARRANGE and state.big_gin and state.hands[1].bit_count() == 11
    refused(state, A.arrange([h("As 2s 3s 4s"), h("5h 6h 7h 8h")]), "over the knock limit of 0")
    state = state.apply(A.arrange([h("As 2s 3s 4s"), h("5h 6h 7h 8h"), h("9c 9d 9h")]))
    # 5s would extend As-4s, but nothing is laid off onto big gin either (R6.3).
    spade = state.arrangement.melds.index(h("As 2s 3s 4s")) if state.arrangement else -1
    refused(state, A.lay_off([], [Layoff(c("5s"), spade)]), "R6.3")
    state = state.apply(A.lay_off([]))
    assert state.result is not None
    assert state.result.outcome == "big_gin" and state.result.winner == 1
    defender_dw = mask_value(h(BIG_DEFENDER))
    assert state.result.points == 31 + defender_dw


def test_r5_5_big_gin_bonus_option_and_off_by_default() -> None:
    state = deal_hands(STANDARD, 0, BIG, BIG_DEFENDER, "8h").apply(A.DRAW_DISCARD)
    refused(state, A.BIG_GIN, "not allowed", "R5.5")
    rules = replace(STANDARD, big_gin=True, big_gin_bonus=50)
    state = deal_hands(rules, 0, BIG, BIG_DEFENDER, "8h").apply(A.DRAW_DISCARD)
    state = play(state, "big_gin", "arrange As 2s 3s 4s | 5h 6h 7h 8h | 9c 9d 9h", "lay_off -")
    assert state.result is not None and state.result.points == 50 + mask_value(h(BIG_DEFENDER))


def test_r5_5_big_gin_needs_all_eleven_cards_melded() -> None:
    rules = replace(STANDARD, big_gin=True)
    state = deal_hands(rules, 0, BIG, BIG_DEFENDER, "Kh").apply(A.DRAW_DISCARD)
    assert A.BIG_GIN not in state.legal_actions()
    refused(state, A.BIG_GIN, "all 11 cards", "R5.5")


# ----------------------------------------------------------------------------- R6 laying off

# The knocker (seat 1) lays 5h-6h-7h, Js-Jd-Jc, 2c-3c-4c and Ad; the defender (seat 0)
# holds 8h 9h Th Jh, 5c, 2d-3d-4d and Ks Qd.
KNOCKER = "5h 6h 7h Js Jd Jc 2c 3c 4c Ad"
DEFENDER = "8h 9h Th Jh 5c Ks Qd 2d 3d 4d"


def layoff_position() -> tuple[HandState, int, int, int]:
    state = play(deal_hands(STANDARD, 0, KNOCKER, DEFENDER, "Qs", "Kc"), "pass", "pass", "stock")
    state = play(state, "knock Kc", "arrange 5h 6h 7h | Js Jd Jc | 2c 3c 4c")
    assert state.phase is Phase.LAY_OFF and state.to_act == 0
    assert state.arrangement is not None
    melds = state.arrangement.melds
    return state, melds.index(h("5h 6h 7h")), melds.index(h("Js Jd Jc")), melds.index(h("2c 3c 4c"))


def lay(card: str, meld: int) -> Layoff:
    return Layoff(c(card), meld)


def test_r6_2_lay_off_chain_of_three_onto_a_run() -> None:
    state, run, jacks, clubs = layoff_position()
    action = A.lay_off(
        [h("2d 3d 4d")],
        [lay("8h", run), lay("9h", run), lay("Th", run), lay("Jh", jacks), lay("5c", clubs)],
    )
    assert action in state.legal_actions()
    state = state.apply(action)
    assert state.showing is not None and state.showing.deadwood_mask == h("Ks Qd")
    assert state.result is not None and state.result.defender_deadwood == 20
    assert state.result.outcome == "knock" and state.result.points == 19


def test_r6_2_lay_off_chain_of_four_including_the_card_that_fits_the_set() -> None:
    state, run, _jacks, _clubs = layoff_position()
    action = A.lay_off([], [lay("8h", run), lay("9h", run), lay("Th", run), lay("Jh", run)])
    state.check(action)
    assert action in state.legal_actions()


def test_r6_1_defender_lays_down_own_melds() -> None:
    state, _run, _jacks, clubs = layoff_position()
    action = A.lay_off([h("8h 9h Th Jh"), h("2d 3d 4d")], [lay("5c", clubs)])
    assert action in state.legal_actions()
    state = state.apply(action)
    assert state.showing is not None and state.showing.melds == action.melds
    assert state.result is not None and state.result.defender_deadwood == 20


def test_r6_2_bad_lay_offs_are_refused_with_a_reason() -> None:
    state, run, jacks, clubs = layoff_position()
    refused(state, A.lay_off([], [lay("5c", jacks)]), "5c cannot be laid off on meld", "R6.2")
    refused(state, A.lay_off([], [lay("Ks", run)]), "Ks cannot be laid off", "R6.2")
    refused(state, A.lay_off([], [lay("8h", clubs)]), "8h cannot be laid off", "(2c 3c 4c)")
    refused(state, A.lay_off([], [lay("9h", run)]), "9h cannot be laid off")  # no 8h before it
    refused(state, A.lay_off([], [lay("4h", run)]), "4h", "not in")
    refused(state, A.lay_off([h("2d 3d 4d")], [lay("2d", run)]), "2d is in a meld")
    refused(state, A.lay_off([], [lay("5c", 7)]), "no knocker's meld number 8")
    refused(
        state,
        Action(Kind.LAY_OFF, layoffs=(lay("8h", run), lay("8h", run))),
        "8h is laid off twice",
    )
    refused(state, A.lay_off([h("Ks Qd 2d")]), "not a meld")
    refused(state, A.arrange([]), "must lay down melds and lay off", "R6.1")


def test_r6_2_fourth_card_onto_a_set_of_three_but_no_fifth() -> None:
    knocker = "7s 7d 7c 2c 3c 4c 5c Ah 2h Ad"  # deadwood 4 after knocking Kc
    defender = "7h 6c Ks Kd Qh Jh 9d 8s 4s 3d"
    state = play(deal_hands(STANDARD, 0, knocker, defender, "Qc", "Kc"), "pass", "pass", "stock")
    state = play(state, "knock Kc", "arrange 7s 7d 7c | 2c 3c 4c 5c")
    assert state.arrangement is not None
    sevens = state.arrangement.melds.index(h("7s 7d 7c"))
    clubs = state.arrangement.melds.index(h("2c 3c 4c 5c"))
    assert A.lay_off([], [lay("7h", sevens), lay("6c", clubs)]) in state.legal_actions()
    refused(state, A.lay_off([], [lay("7h", clubs)]), "7h cannot be laid off")
    refused(state, A.lay_off([], [lay("6c", sevens)]), "6c cannot be laid off")


def test_r6_2_chain_through_a_card_that_also_completes_a_set_is_listed() -> None:
    """7h completes 7s-7d-7c and also carries 6h onto T-J-Q after 9h and 8h.

    (Bug fixed: melds.layoff_reach never let a card first reached as a set's
    fourth carry a run further, so the listed legal actions lacked a lay-off that
    check() accepts.)
    """
    knocker = "7s 7d 7c Th Jh Qh 2c 3c 4c Ad"
    defender = "6h 7h 8h 9h Ks Qd 8s 2d 5s 3d"
    state = play(deal_hands(STANDARD, 0, knocker, defender, "Qc", "Kc"), "pass", "pass", "stock")
    state = play(state, "knock Kc", "arrange 7s 7d 7c | Th Jh Qh | 2c 3c 4c")
    assert state.arrangement is not None
    run = state.arrangement.melds.index(h("Th Jh Qh"))
    action = A.lay_off([], [lay("6h", run), lay("7h", run), lay("8h", run), lay("9h", run)])
    state.check(action)
    assert layoffs_feasible(h("6h 7h 8h 9h"), state.arrangement.melds)
    assert action in state.legal_actions()
    assignment = assign_layoffs(h("6h 7h 8h 9h"), state.arrangement.melds)
    assert {lo.meld for lo in assignment} == {run}


def test_r6_3_nothing_is_laid_off_onto_gin() -> None:
    # 5s, 4h, 8h and 9s would fit the knocker's melds if it had not gone gin.
    defender = "5s 8h 4h 9s Kd Qd 2d Tc Jh 3c"
    state = play(deal_hands(STANDARD, 0, GIN_READY, defender, "4s"), "take", "knock Kc")
    state = state.apply(A.arrange([h("As 2s 3s 4s"), h("5h 6h 7h"), h("9c 9d 9h")]))
    assert state.arrangement is not None
    spades = state.arrangement.melds.index(h("As 2s 3s 4s"))
    hearts = state.arrangement.melds.index(h("5h 6h 7h"))
    refused(state, A.lay_off([], [lay("5s", spades)]), "nothing may be laid off onto gin", "R6.3")
    refused(state, A.lay_off([], [lay("8h", hearts)]), "R6.3")
    assert all(not a.layoffs for a in state.legal_actions())
    state = state.apply(A.lay_off([]))
    assert state.result is not None
    assert state.result.defender_deadwood == mask_value(h(defender))


def test_r6_3_knocker_never_lays_off_onto_the_defender() -> None:
    """The knocker's Ad would fit the defender's 2d-3d-4d: it stays deadwood."""
    state, _run, _jacks, clubs = layoff_position()
    state = state.apply(A.lay_off([h("2d 3d 4d"), h("8h 9h Th Jh")], [lay("5c", clubs)]))
    assert state.is_over and state.result is not None
    assert state.result.knocker_deadwood == 1
    assert state.legal_actions() == []


def test_r6_4_the_best_listed_lay_off_is_the_least_deadwood() -> None:
    state, _run, _jacks, _clubs = layoff_position()
    results = []
    for action in state.legal_actions():
        after = state.apply(action)
        assert after.showing is not None
        results.append(after.showing.deadwood)
    assert min(results) == 20
    assert max(results) == mask_value(h(DEFENDER))  # laying down nothing is legal too


# ----------------------------------------------------------------------------- R7 drawn hands


def draw_and_discard(state: HandState) -> HandState:
    """The player to act draws from the stock and discards the card drawn."""
    after = state.apply(A.DRAW_STOCK)
    return after.apply(A.discard(new_card(state, after, state.to_act)))


def test_r7_1_hand_is_drawn_when_two_stock_cards_remain_after_a_discard() -> None:
    state = play(deal_hands(STANDARD, 0, GIN_READY.replace("Kc", "Qc"), JUNK, "Kc"), "pass", "pass")
    while state.stock_count > 3:
        state = draw_and_discard(state)
        assert not state.is_over, "a hand with more than two stock cards goes on"
    assert state.stock_count == 3 and state.to_act == 1
    before = state
    state = state.apply(A.DRAW_STOCK)
    assert state.stock_count == 2
    # R7.1: the player who drew the third-to-last card may still knock.
    assert A.knock(c("Qc")) in state.legal_actions()
    knocked = state.apply(A.knock(c("Qc")))
    assert knocked.phase is Phase.ARRANGE
    drawn = state.apply(A.discard(new_card(before, state, 1)))
    assert drawn.is_over and drawn.result is not None
    assert drawn.result.outcome == "draw" and drawn.result.winner is None
    assert drawn.result.points == 0 and drawn.result.draw_reason == "stock"
    assert drawn.stock_count == 2
    assert drawn.legal_actions() == []


def test_r7_2_max_turns_ends_a_hand_as_a_draw() -> None:
    rules = replace(STANDARD, max_turns=10)
    state = play(deal_hands(rules, 0, JUNK, GIN_READY, "Kh"), "pass", "pass", "stock")
    state = state.apply(A.discard(state.deck[21]))
    turns = 1
    # Each player then takes the other's discard and throws another card: the stock
    # never shrinks, which is what the safeguard is for.
    while not state.is_over:
        state = state.apply(A.DRAW_DISCARD)
        other = next(a for a in state.legal_actions() if a.kind is Kind.DISCARD)
        state = state.apply(other)
        turns += 1
    assert turns == 10 and state.turn == 10
    assert state.stock_count == 30
    assert state.result is not None and state.result.outcome == "draw"
    assert state.result.draw_reason == "max_turns"


def test_r7_2_default_max_turns_is_200() -> None:
    assert STANDARD.max_turns == 200
    state = play(deal_hands(replace(STANDARD, max_turns=2), 0, JUNK, GIN_READY, "Kh"),
                 "pass", "pass")
    state = draw_and_discard(state)
    assert not state.is_over
    state = draw_and_discard(state)
    assert state.result is not None and state.result.draw_reason == "max_turns"


# ----------------------------------------------------------------------------- R8 via the state


def test_r8_3_knock_scores_the_difference() -> None:
    state, _run, jacks, _clubs = layoff_position()
    state = state.apply(A.lay_off([h("2d 3d 4d"), h("8h 9h Th")], [lay("Jh", jacks)]))
    result = state.result
    assert result is not None
    assert (result.knocker_deadwood, result.defender_deadwood) == (1, 10 + 10 + 5)
    assert result.outcome == "knock" and result.winner == 1 and result.points == 24


@pytest.mark.parametrize(
    ("last_two", "defender_deadwood", "outcome", "winner", "points"),
    [("As 2d", 3, "undercut", 0, 10), ("As Ad", 2, "undercut", 0, 11), ("2s 2d", 4, "knock", 1, 1)],
)
def test_r8_4_tie_is_an_undercut_through_the_state(
    last_two: str, defender_deadwood: int, outcome: str, winner: int, points: int
) -> None:
    """The knocker has 3; the defender lays off down to 3 (a tie), 2 or 4."""
    knocker = "5h 6h 7h Js Jd Jc 2c 3c 4c 3s"
    defender = "8h 9h Th Jh 5c Qd Qs Qc " + last_two
    state = play(deal_hands(STANDARD, 0, knocker, defender, "Kh", "Kc"), "pass", "pass", "stock")
    state = play(state, "knock Kc", "arrange 5h 6h 7h | Js Jd Jc | 2c 3c 4c")
    assert state.arrangement is not None
    clubs = state.arrangement.melds.index(h("2c 3c 4c"))
    state = state.apply(A.lay_off([h("8h 9h Th Jh"), h("Qd Qs Qc")], [lay("5c", clubs)]))
    result = state.result
    assert result is not None
    assert (result.knocker_deadwood, result.defender_deadwood) == (3, defender_deadwood)
    assert (result.outcome, result.winner, result.points) == (outcome, winner, points)


# ----------------------------------------------------------------------------- R9 Oklahoma


@pytest.mark.parametrize(
    ("upcard", "limit"),
    [("Ah", 1), ("2h", 2), ("5h", 5), ("9h", 9), ("Th", 10), ("Jh", 10), ("Qh", 10), ("Kh", 10)],
)
def test_r9_1_upcard_sets_the_knock_limit(upcard: str, limit: int) -> None:
    spades, clubs = "As 2s 3s 4s 5s 6s 7s 8s 9s Ts", "Ac 2c 3c 4c 5c 6c 7c 8c 9c Tc"
    state = deal_hands(OKLAHOMA, 0, spades, clubs, upcard)
    assert state.knock_limit == limit
    standard = deal_hands(STANDARD, 0, spades, clubs, upcard)
    assert standard.knock_limit == 10


def test_r9_1_oklahoma_knock_within_and_over_the_upcard_limit() -> None:
    # Upcard 5c: limit 5. Deadwood after knocking Kc: 2d + 3d = 5, or 2d + 4c = 6.
    ok = knock_position("2d 3d", OKLAHOMA, upcard="5c")
    assert ok.knock_limit == 5 and A.knock(c("Kc")) in ok.legal_actions()
    over = knock_position("2d 4c", OKLAHOMA, upcard="5c")
    refused(over, A.knock(c("Kc")), "knock limit of 5")


def test_r9_2_ace_requires_gin_option() -> None:
    rules = replace(OKLAHOMA, oklahoma_ace_requires_gin=True)
    state = knock_position("9h Ad", rules, upcard="Ah")  # As-4s 5h-9h Ad + Kc
    assert state.knock_limit == 0
    assert not [a for a in state.legal_actions() if a.kind is Kind.KNOCK]
    refused(state, A.knock(c("Kc")), "knock limit of 0")
    plain = knock_position("9h Ad", OKLAHOMA, upcard="Ah")
    assert plain.knock_limit == 1 and A.knock(c("Kc")) in plain.legal_actions()
    gin = play(deal_hands(rules, 0, GIN_READY.replace("Kc", "4s"), JUNK, "Ah", "Kc"),
               "pass", "pass", "stock")
    assert A.knock(c("Kc")) in gin.legal_actions()


def oklahoma_knock(rules: Rules, upcard: str) -> HandState:
    state = knock_position("9h 2d", rules, upcard=upcard)  # As-4s 5h-9h 2d + Kc: knock with 2
    state = play(state, "knock Kc", "arrange As 2s 3s 4s | 5h 6h 7h 8h 9h", "lay_off -")
    assert state.result is not None
    return state


def test_r9_3_spade_upcard_doubles_the_score_with_the_option() -> None:
    doubled = replace(OKLAHOMA, oklahoma_spades_double=True)
    plain = oklahoma_knock(OKLAHOMA, "5s").result
    double = oklahoma_knock(doubled, "5s").result
    clubs = oklahoma_knock(doubled, "5c").result
    assert plain is not None and double is not None and clubs is not None
    assert double.points == 2 * plain.points and plain.points == mask_value(h(JUNK)) - 2
    assert double.score is not None and double.score.multiplier == 2
    assert clubs.points == plain.points


def test_r9_4_oklahoma_with_a_ten_count_upcard_plays_like_standard() -> None:
    def run(rules: Rules) -> tuple[object, ...]:
        state = knock_position("2d 8c", rules, upcard="Kd")
        listed = state.legal_actions()
        state = play(state, "knock Kc", "arrange As 2s 3s 4s | 5h 6h 7h 8h", "lay_off -")
        assert state.result is not None
        return (state.knock_limit, listed, state.result)

    assert run(OKLAHOMA) == run(STANDARD)


# ----------------------------------------------------------------------------- refusals


def test_illegal_actions_are_refused_and_leave_the_state_unchanged() -> None:
    state = deal_hands(STANDARD, 0, GIN_READY, JUNK, "4s")
    refused(state, A.discard(c("As")), "R4.3")
    refused(state, A.arrange([]), "R4.3")
    before = snapshot(state)
    with pytest.raises(IllegalActionError, match="turn"):
        state.apply(A.PASS, seat=0)
    assert snapshot(state) == before
    state = state.apply(A.DRAW_DISCARD)
    refused(state, A.discard(c("2c")), "2c is not in player 1's hand")
    refused(state, A.knock(c("9h")), "over the knock limit")
    refused(state, A.lay_off([]), "must discard or knock")
    refused(state, A.PASS, "must discard or knock")
    over = play(state, "knock Kc", "arrange As 2s 3s 4s | 5h 6h 7h | 9c 9d 9h", "lay_off -")
    for action in (A.PASS, A.DRAW_STOCK, A.discard(c("2c")), A.lay_off([])):
        refused(over, action, "the hand is over")
    with pytest.raises(IllegalActionError, match="over"):
        over.apply(A.PASS, seat=0)


def test_apply_returns_a_new_state_and_keeps_the_old_one() -> None:
    state = deal_hands(STANDARD, 0, GIN_READY, JUNK, "4s")
    before = snapshot(state)
    after = state.apply(A.DRAW_DISCARD)
    assert after is not state and snapshot(state) == before
    assert after.history == ((1, A.DRAW_DISCARD),)
