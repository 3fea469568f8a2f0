"""Seat views (ginrummy.view): what a seat sees holds none of the opponent's hidden
cards nor the stock, and answers "what may I do?" exactly as the full state does.

The leak check walks every field of a view recursively (dataclasses inside
tuples included) and collects every card it refers to, reading each int field
by what its name says it holds: a card, a card mask, or a count.  A field that
is not classified makes the test fail, so a new field must be looked at here.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy import actions as A
from ginrummy.actions import Action, Kind
from ginrummy.melds import Layoff
from ginrummy.rules import PRESETS, Rules, preset
from ginrummy.state import HandState, IllegalActionError, Phase
from ginrummy.view import SeatView, view
from helpers import deal_hands, h, mask_value, pile_mask, play, random_states, stock_cards

CARD_FIELDS = {"upcard", "taken", "knock_discard", "card"}
"""Fields holding one card index (None for none, the package's one convention)."""
MASK_FIELDS = {"hand", "opponent_known", "deadwood_mask"}
"""Fields holding a card mask."""
CARD_LIST_FIELDS = {"pile"}
"""Fields holding a tuple of card indexes."""
MASK_LIST_FIELDS = {"melds"}
"""Fields holding a tuple of card masks."""
COUNT_FIELDS = {
    "seat", "to_act", "dealer", "opponent_hand_size", "stock_count", "knock_limit", "passes",
    "turn", "knocker", "meld", "points", "winner", "knocker_deadwood", "defender_deadwood",
    "difference", "bonus", "multiplier",
}
"""Int fields that are numbers, not cards."""
OPAQUE_TYPES: tuple[type, ...] = (Rules, enum.Enum, bool, str, type(None))


def referenced_cards(obj: object, field: str = "<view>") -> Iterator[tuple[str, int]]:
    """Every (field, card) a view refers to, recursively."""
    if isinstance(obj, OPAQUE_TYPES):
        return
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            yield from referenced_cards(getattr(obj, f.name), f.name)
        return
    if isinstance(obj, SeatView):  # a named tuple: walked by field name
        for name in SeatView._fields:
            yield from referenced_cards(getattr(obj, name), name)
        return
    if isinstance(obj, tuple | list):
        for item in obj:
            if isinstance(item, int) and not isinstance(item, bool):
                if field in CARD_LIST_FIELDS:
                    yield field, item
                elif field in MASK_LIST_FIELDS:
                    yield from ((field, c) for c in range(52) if item >> c & 1)
                else:
                    raise AssertionError(f"unclassified int list field {field!r}")
            else:
                yield from referenced_cards(item, field)
        return
    if isinstance(obj, int):
        if field in CARD_FIELDS:
            assert 0 <= obj < 52, f"{field} = {obj}: a card index, or None for no card"
            yield field, obj
        elif field in MASK_FIELDS:
            yield from ((field, c) for c in range(52) if obj >> c & 1)
        elif field not in COUNT_FIELDS:
            raise AssertionError(f"unclassified int field {field!r}")
        return
    raise AssertionError(f"field {field!r} holds a {type(obj).__name__} the leak check can't read")


def secret_of(state: HandState, seat: int) -> int:
    """Cards ``seat`` must not see: the opponent's cards the rules have not shown,
    the stock, and the opponent's face-down knock discard (unless it was public)."""
    other = 1 - seat
    hidden = state.hands[other] & ~state.known[other]
    if state.arrangement is not None and state.knocker == other:
        hidden &= ~state.arrangement.mask
    if state.showing is not None and state.knocker == seat:
        hidden = 0  # the defender laid down its whole hand
    secret = hidden | stock_cards(state)
    if state.knocker == other and state.knock_discard is not None:
        # The face-down discard is secret unless it was seen face up before (the
        # knocker took it from the pile): then the events already showed it.
        seen = {event.card for event in state.public} | {state.upcard}
        if state.knock_discard not in seen:
            secret |= 1 << state.knock_discard
    return secret


def assert_no_leak(state: HandState, seat: int) -> SeatView:
    v = view(state, seat)
    secret = secret_of(state, seat)
    leaks = [(name, card) for name, card in referenced_cards(v) if secret >> card & 1]
    assert leaks == [], f"seat {seat} sees hidden cards in phase {state.phase.value}: {leaks}"
    return v


def test_every_field_of_a_seat_view_is_classified() -> None:
    classified = CARD_FIELDS | MASK_FIELDS | CARD_LIST_FIELDS | MASK_LIST_FIELDS | COUNT_FIELDS
    # standing holds scores only, no cards: the match score is public (R8.6).
    opaque = {"rules", "phase", "big_gin", "stock_only", "events", "arrangement", "showing",
              "result", "standing"}
    names = set(SeatView._fields)
    assert names - classified - opaque == set()


@pytest.mark.parametrize("name", ["standard", "oklahoma"])
def test_view_gives_each_field_by_its_name(name: str) -> None:
    """view() builds the tuple by position: each field must hold what its name says."""
    for seed in range(6):
        for state in random_states(preset(name), seed, knock_bias=0.5):
            for seat in (0, 1):
                other = 1 - seat
                expected = {
                    "seat": seat, "rules": state.rules, "phase": state.phase,
                    "to_act": state.to_act, "dealer": state.dealer,
                    "hand": state.hands[seat],
                    "opponent_hand_size": state.hands[other].bit_count(),
                    "pile": state.pile, "stock_count": state.stock_count,
                    "upcard": state.upcard, "knock_limit": state.knock_limit,
                    "taken": state.taken if state.to_act == seat else None,
                    "passes": state.passes, "stock_only": state.stock_only,
                    "turn": state.turn, "opponent_known": state.known[other],
                    "events": state.public, "knocker": state.knocker,
                    "big_gin": state.big_gin, "arrangement": state.arrangement,
                    "showing": state.showing, "result": state.result,
                    "knock_discard": state.knock_discard if state.knocker == seat else None,
                    "standing": state.standing,
                }
                assert view(state, seat)._asdict() == expected


def test_the_leak_check_finds_a_planted_leak() -> None:
    state = deal_hands(preset("standard"), 0, "As 2s 3s 5h 6h 7h 9c 9d 9h Kc",
                       "2c 4d 6s 8d Tc Qd Ks Jh 3c 5d", "4s")
    v = view(state, 0)
    planted = v._replace(opponent_known=state.hands[1] & -state.hands[1])
    assert any(secret_of(state, 0) >> card & 1 for _f, card in referenced_cards(planted))
    assert all(not secret_of(state, 0) >> card & 1 for _f, card in referenced_cards(v))


# The knocker (seat 1) lays 5h-6h-7h, Js-Jd-Jc, 2c-3c-4c + Ad; the defender (seat 0) holds
# 8h 9h Th Jh 5c Ks Qd 2d 3d 4d, of which 8h is public: it took it from the pile.
def lay_off_phase() -> HandState:
    knocker = "5h 6h 7h Js Jd Jc 2c 3c 4c Ad"
    defender = "8h 9h Th Jh 5c Ks Qd 2d 3d 4d"
    state = deal_hands(preset("standard"), 0, knocker, defender.replace("8h", "Kh"), "8h",
                       "Kc")
    state = play(state, "pass", "take", "discard Kh", "stock", "knock Kc",
                 "arrange 5h 6h 7h | Js Jd Jc | 2c 3c 4c")
    assert state.phase is Phase.LAY_OFF and state.hands[0] == h(defender)
    return state


def test_knocker_view_in_the_lay_off_phase_shows_no_defender_card() -> None:
    state = lay_off_phase()
    v = assert_no_leak(state, 1)
    assert v.showing is None
    assert v.arrangement == state.arrangement
    assert v.knock_discard == state.knock_discard == h("Kc").bit_length() - 1
    seen = {card for _f, card in referenced_cards(v)}
    defender = state.hands[0]
    assert {card for card in seen if defender >> card & 1} == {h("8h").bit_length() - 1}
    assert v.opponent_known == h("8h")
    assert v.opponent_hand_size == 10 and v.legal_actions() == []


def test_defender_view_shows_the_laid_down_melds_but_not_the_knock_discard() -> None:
    state = lay_off_phase()
    v = assert_no_leak(state, 0)
    assert v.arrangement == state.arrangement and v.knock_discard is None
    assert v.legal_actions() == state.legal_actions()
    over = state.apply(A.lay_off([h("8h 9h Th Jh"), h("2d 3d 4d")]))
    for seat in (0, 1):
        assert_no_leak(over, seat)
    assert view(over, 1).showing == over.showing
    assert view(over, 0).knock_discard is None


def test_views_hide_stock_draws_and_the_knock_discard_in_events() -> None:
    state = lay_off_phase()
    events = view(state, 0).events
    assert [e.kind for e in events] == [Kind.PASS, Kind.DRAW_DISCARD, Kind.DISCARD,
                                        Kind.DRAW_STOCK, Kind.KNOCK, Kind.ARRANGE]
    by_kind = {e.kind: e.card for e in events}
    assert by_kind[Kind.DRAW_STOCK] is None and by_kind[Kind.KNOCK] is None
    assert by_kind[Kind.DRAW_DISCARD] == h("8h").bit_length() - 1


def test_taken_card_shows_only_to_the_seat_that_took_it() -> None:
    state = deal_hands(preset("standard"), 0, "As 2s 3s 5h 6h 7h 9c 9d 9h Kc",
                       "2c 4d 6s 8d Tc Qd Ks Jh 3c 5d", "4s").apply(A.DRAW_DISCARD)
    assert view(state, 1).taken == state.taken == h("4s").bit_length() - 1
    assert view(state, 0).taken is None
    assert view(state, 0).opponent_known == h("4s")


def view_pool(state: HandState) -> list[Action]:
    hand = state.hands[state.to_act]
    pool: list[Action] = [A.PASS, A.DRAW_STOCK, A.DRAW_DISCARD, A.BIG_GIN]
    pool += [A.discard(card) for card in range(52)] + [A.knock(card) for card in range(52)]
    pool += [A.arrange([]), A.lay_off([]), A.lay_off([], [Layoff(hand.bit_length() - 1, 0)])]
    return pool




@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(sorted(PRESETS)), st.sampled_from([0.0, 0.7]))
def test_views_never_leak_and_agree_with_the_state_on_legality(
    seed: int, preset_name: str, knock_bias: float
) -> None:
    rules = PRESETS[preset_name]
    for state in random_states(rules, seed, knock_bias):
        for seat in (0, 1):
            v = assert_no_leak(state, seat)
            assert v.hand == state.hands[seat]
            assert v.pile == state.pile and v.stock_count == state.stock_count
            # The knock discard stays among the known cards (R5.3: it is face down).
            held = state.hands[1 - seat]
            if state.knocker == 1 - seat and state.knock_discard is not None:
                held |= 1 << state.knock_discard
            assert v.opponent_known & ~held == 0
            assert v.opponent_known & ~pile_mask(state) == v.opponent_known
        if state.is_over:
            assert view(state, 0).legal_actions() == view(state, 1).legal_actions() == []
            continue
        actor, idle = view(state, state.to_act), view(state, 1 - state.to_act)
        assert actor.is_my_turn and not idle.is_my_turn
        assert actor.legal_actions() == state.legal_actions()
        assert idle.legal_actions() == []
        for action in view_pool(state):
            assert state.is_legal(action) == _view_allows(actor, action), action.text
            with pytest.raises(IllegalActionError):
                idle.check(action)


def _view_allows(v: SeatView, action: Action) -> bool:
    try:
        v.check(action)
    except IllegalActionError:
        return False
    return True


def test_r5_3_knock_discard_of_a_card_taken_earlier_is_not_revealed_by_known_cards() -> None:
    """R5.3: the knock discard is face down; the defender's record of the cards the
    knocker took from the pile must not shrink and so give it away."""
    state = deal_hands(preset("standard"), 0, "As 2s 3s 5h 6h 7h 9c 9d 9h Kc",
                       "2h 4d 6s 8d Tc Qd Ks Jh 3c 5d", "4s", "Qh 2c")
    state = play(state, "take", "discard Kc", "stock", "discard Qh", "stock")
    before = view(state, 0).opponent_known
    assert before == h("4s")
    knocked = play(state, "knock 4s")
    assert knocked.knock_discard == h("4s").bit_length() - 1
    assert view(knocked, 0).opponent_known == before
    assert view(knocked, 0).knock_discard is None


def test_r6_4_the_views_default_lay_off_is_legal_and_least_deadwood() -> None:
    """R6.4: the defender is offered its least-deadwood melds and lay-offs; R6.3 and
    R5.4 decide gin in one place (state.is_gin_knock), read through the view."""
    state = lay_off_phase()
    defender = view(state, 0)
    assert not defender.knock_is_gin
    default = defender.default_lay_off()
    state.check(default)
    after = state.apply(default)
    assert after.showing is not None
    assert after.showing.deadwood == min(
        mask_value(state.hands[0] ^ sum(a.melds) ^ sum(1 << lo.card for lo in a.layoffs))
        for a in state.legal_actions()
    )
    assert h("5c") & after.showing.layoff_mask  # 5c goes onto 2c 3c 4c
    with pytest.raises(IllegalActionError, match="there is nothing to lay off now"):
        view(state, 1).default_lay_off()


def test_r6_3_a_gin_knock_is_seen_as_gin_and_its_default_lays_off_nothing() -> None:
    """R6.3: nothing is laid off onto gin."""
    defender = "8h 9h Th Jh 5c Ks Qd 2d 3d 4d"
    state = deal_hands(preset("standard"), 0, "5h 6h 7h Js Jd Jc 2c 3c 4c Kc",
                       defender.replace("8h", "Kh"), "8h", "Ac")
    state = play(state, "pass", "take", "discard Kh", "stock", "knock Kc",
                 "arrange 5h 6h 7h | Js Jd Jc | Ac 2c 3c 4c")
    v = view(state, 0)
    assert v.knock_is_gin
    assert v.default_lay_off().layoffs == ()
