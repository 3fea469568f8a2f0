"""The legality authority (ginrummy.legality): its queries against the rule book and
against the list of legal actions, the same answers from a state and from a view,
and one checking function per action kind."""

from __future__ import annotations

import pytest

from ginrummy import actions as A
from ginrummy import legality as L
from ginrummy.actions import Kind
from ginrummy.legality import IllegalActionError, Phase, Situation
from ginrummy.melds import Arrangement, Layoff, best_arrangement
from ginrummy.rules import Rules, preset
from ginrummy.view import view
from helpers import brute_after_discard, brute_deadwood, c, deal_hands, h, play, random_states

STANDARD = preset("standard")


def discarding(hand: str, *, taken: str = "", limit: int = 10, rules: Rules = STANDARD,
               big_gin: bool = False) -> Situation:
    """A seat with 11 cards to discard from."""
    return Situation(rules, Phase.DISCARD, h(hand), (c("9c"),), False,
                     c(taken) if taken else None, limit, None, big_gin)


def test_knock_discards_are_those_leaving_at_most_the_knock_limit_r5_1() -> None:
    sit = discarding("As 2s 3s 7h 7d 7c Jh Qh Kh 6d 4c")
    assert L.knock_discards(sit) == [c("6d"), c("4c")]
    assert L.knock_discards(sit._replace(knock_limit=5)) == [c("6d")]  # 4 left
    assert L.knock_discards(sit._replace(knock_limit=3)) == []
    for card in range(52):
        if sit.hand >> card & 1:
            left = brute_deadwood(sit.hand & ~(1 << card))
            assert (card in L.knock_discards(sit)) == (left <= 10)


def test_gin_discards_leave_no_deadwood_r5_4() -> None:
    sit = discarding("As 2s 3s 7h 7d 7c Jh Qh Kh Th 4c")
    assert L.gin_discards(sit) == [c("4c")]
    assert c("4c") in L.knock_discards(sit) and len(L.knock_discards(sit)) > 1
    assert L.gin_discards(discarding("As 2s 3s 7h 7d 7c Jh Qh Kh 6d 4c")) == []


def test_the_card_just_taken_may_not_be_discarded_r4_2() -> None:
    sit = discarding("As 2s 3s 7h 7d 7c Jh Qh Kh 6d 4c", taken="4c")
    assert not L.discardable(sit) >> c("4c") & 1
    assert L.knock_discards(sit) == [c("6d")]
    assert c("4c") not in [card for card, _dw in L.discard_options(sit)]
    with pytest.raises(IllegalActionError, match=r"4c was just taken .* \(R4\.2\)"):
        L.check(sit, A.discard(c("4c")))
    with pytest.raises(IllegalActionError, match=r"R4\.2"):
        L.check(sit, A.knock(c("4c")))
    free = sit._replace(rules=STANDARD.with_options({"discard_drawn_upcard": True}))
    assert L.barred_discard(free.rules, c("4c")) is None
    assert L.discardable(free) == free.hand
    L.check(free, A.knock(c("4c")))


def test_discard_options_are_the_least_deadwood_after_each_allowed_discard() -> None:
    sit = discarding("As 3s 5s 2c 2d 3d 4d 5d 6d 2h 5h", taken="2h")
    options = L.discard_options(sit)
    assert [card for card, _dw in options] == [
        card for card in range(52) if L.discardable(sit) >> card & 1
    ]
    for card, dw in options:
        assert dw == brute_deadwood(sit.hand & ~(1 << card))
    assert min(dw for _c, dw in options) == brute_after_discard(sit.hand, c("2h"))


def test_big_gin_needs_the_option_and_eleven_melded_cards_r5_5() -> None:
    eleven = "As 2s 3s 4s 7h 7d 7c Jh Qh Kh Th"
    assert not L.can_declare_big_gin(discarding(eleven))  # the standard rules forbid it
    allowed = STANDARD.with_options({"big_gin": True})
    assert L.can_declare_big_gin(discarding(eleven, rules=allowed))
    assert not L.can_declare_big_gin(discarding("As 2s 3s 4s 7h 7d 7c Jh Qh Kh 2d",
                                                rules=allowed))
    with pytest.raises(IllegalActionError, match=r"not allowed by these rules \(R5\.5\)"):
        L.check(discarding(eleven), A.BIG_GIN)


def test_the_arrangement_limit_is_the_knock_limit_or_zero_after_big_gin() -> None:
    sit = discarding("As 2s 3s 7h 7d 7c Jh Qh Kh 6d 4c", limit=7)
    assert L.arrangement_limit(sit) == 7
    assert L.arrangement_limit(sit._replace(big_gin=True)) == 0


def test_knock_arrangements_put_the_least_deadwood_first_and_stay_within_the_limit() -> None:
    # 7s 8s 9s Ts and 7h 7d 7c: the 7s can go to the run or the set (R2.3).
    sit = discarding("7s 8s 9s Ts 7h 7d 7c 2c 3c 4d Kd")
    arrangements = L.knock_arrangements(sit, c("Kd"))
    rest = sit.hand & ~(1 << c("Kd"))
    assert arrangements[0] == best_arrangement(rest)
    assert all(a.deadwood <= 10 for a in arrangements)
    assert len({a.melds for a in arrangements}) == len(arrangements) > 1
    # Each of them is a legal arrangement once the knock is made (R5.3).
    state = deal_hands(STANDARD, 1, "7s 8s 9s Ts 7h 7d 7c 2c 3c 4d",
                       "As Ah Ad 5c 6c Jh Qh 9d 8d 5h", "Qd", "Kd")
    state = play(state, "pass", "pass", "draw_stock", "knock Kd")
    assert state.phase is Phase.ARRANGE
    legal = set(state.legal_actions())
    assert {A.arrange(a.melds) for a in arrangements} == legal


def test_the_defenders_showings_are_the_legal_actions_with_the_default_first_r6_4() -> None:
    knocker = Arrangement((h("7s 8s 9s"), h("Jh Qh Kh")), h("2c 3c"))
    sit = Situation(STANDARD, Phase.LAY_OFF, h("6s Ts 9h Th Ah Ad 4d 5d 8c Kc"), (), False,
                    None, 10, knocker, False)
    choices = L.showings(sit)
    assert choices[0] == L.default_showing(sit)
    assert L.default_lay_off(sit) == A.lay_off(choices[0].melds, choices[0].layoffs)
    legal = {L.showing_of(sit.hand, a) for a in L.legal_actions(sit)}
    assert set(choices) == legal and len(choices) == len(legal)
    assert choices[0].deadwood == min(s.deadwood for s in choices)
    # 6s and Ts on the spades, Th then 9h below the hearts (R6.2: a lay-off may
    # follow another's); Ah Ad and 4d 5d stay as deadwood with 8c Kc.
    assert {lo.card for lo in choices[0].layoffs} == {c("6s"), c("Ts"), c("9h"), c("Th")}
    with pytest.raises(IllegalActionError, match="nothing to lay off"):
        L.default_showing(sit._replace(phase=Phase.DRAW))


def test_nothing_is_laid_off_on_gin_r6_3() -> None:
    gin = Arrangement((h("7s 8s 9s"), h("Jh Qh Kh"), h("2c 3c 4c 5c")), 0)
    sit = Situation(STANDARD, Phase.LAY_OFF, h("6s Ts 9h Th Ah Ad 4d 5d 8c Kc"), (), False,
                    None, 10, gin, False)
    assert all(not a.layoffs for a in L.legal_actions(sit))
    assert L.default_showing(sit).layoffs == ()
    with pytest.raises(IllegalActionError, match=r"onto gin \(R6\.3\)"):
        L.check(sit, A.lay_off([], [Layoff(c("6s"), 0)]))


@pytest.mark.parametrize(
    ("phase", "action", "message"),
    [
        (Phase.OFFER, A.DRAW_STOCK, r"must take the upcard or pass \(R4\.3\)"),
        (Phase.DRAW, A.PASS, "must draw from the stock or the discard pile now"),
        (Phase.DISCARD, A.DRAW_STOCK, "must discard or knock now, not draw_stock"),
        (Phase.ARRANGE, A.discard(0), r"knocked and must lay down melds now \(R5\.3\)"),
        (Phase.LAY_OFF, A.PASS, r"must lay down melds and lay off now \(R6\.1\)"),
        (Phase.OVER, A.PASS, "the hand is over"),
    ],
)
def test_an_action_of_the_wrong_kind_is_refused_with_the_phase_s_words(
    phase: Phase, action: A.Action, message: str
) -> None:
    sit = Situation(STANDARD, phase, h("As 2s 3s"), (c("9c"),), False, None, 10, None, False,
                    "player 1")
    with pytest.raises(IllegalActionError, match=message):
        L.check(sit, action)


def test_every_action_kind_has_one_check_and_every_phase_its_kinds() -> None:
    phases = [phase for phase, _checks, _wrong in L._PHASES]
    assert sorted(phases, key=lambda p: p.value) == sorted(set(Phase) - {Phase.OVER},
                                                           key=lambda p: p.value)
    checks = {kind: check for _phase, kinds, _wrong in L._PHASES for kind, check in kinds}
    assert set(checks) == set(Kind)
    assert len(set(checks.values())) == len(Kind)  # one function per kind
    # Taking the upcard (offer) and the discard pile's top (draw) is one check.
    offer = dict(next(kinds for phase, kinds, _wrong in L._PHASES if phase is Phase.OFFER))
    assert offer[Kind.DRAW_DISCARD] is checks[Kind.DRAW_DISCARD]


@pytest.mark.parametrize("preset_name", ["standard", "oklahoma", "hollywood"])
def test_a_state_and_the_acting_seat_s_view_give_the_same_answers(preset_name: str) -> None:
    """The view carries no hidden card, yet every query and check agrees with the
    full state's at every decision of random hands."""
    rules = preset(preset_name).with_options({"big_gin": True})
    for seed in range(12):
        for state in random_states(rules, seed, knock_bias=0.6):
            if state.is_over:
                continue
            full = state.situation()
            seen = view(state, state.to_act).situation()
            assert seen._replace(who=full.who) == full
            assert L.legal_actions(seen) == state.legal_actions()
            if state.phase is Phase.DISCARD:
                knocks = [a.card for a in state.legal_actions()
                          if a.kind is Kind.KNOCK and a.card is not None]
                assert L.knock_discards(seen) == knocks
                assert L.gin_discards(seen) == [
                    card for card in knocks if brute_deadwood(seen.hand & ~(1 << card)) == 0
                ]
                assert L.can_declare_big_gin(seen) == (A.BIG_GIN in state.legal_actions())
            for action in state.legal_actions():
                assert L.is_legal(seen, action)


# ----------------------------------------------------------------------------- reasons

KNOCKED = Arrangement((h("7s 8s 9s"), h("Jh Qh Kh")), h("2c 3c"))


def _laying_off(hand: str, knocker: Arrangement = KNOCKED) -> Situation:
    return Situation(STANDARD, Phase.LAY_OFF, h(hand), (), False, None, 10, knocker, False)


def _arranging(hand: str, limit: int = 10) -> Situation:
    return Situation(STANDARD, Phase.ARRANGE, h(hand), (), False, None, limit, None, False)


#: (situation, action, the reason's code and arguments, the rule its line cites)
REFUSALS: list[tuple[str, Situation, A.Action, tuple[str, dict[str, object]], str]] = [
    ("discard just taken", discarding("As 2s 3s 7h 7d 7c Jh Qh Kh 6d 4c", taken="4c"),
     A.discard(c("4c")), ("discard_just_taken", {"card": "4c"}), "R4.2"),
    ("discard not held", discarding("As 2s 3s 7h 7d 7c Jh Qh Kh 6d 4c"), A.discard(c("Ks")),
     ("card_not_in_hand", {"card": "Ks"}), "R4.1"),
    ("discard no card", discarding("As 2s 3s 7h 7d 7c Jh Qh Kh 6d 4c"),
     A.Action(Kind.DISCARD), ("card_not_named", {}), "R4.1"),
    ("knock over the limit", discarding("As 2s 3s 7h 7d 7c Jh Qh Kh 6d 4c"),
     A.knock(c("Jh")), ("knock_over_limit", {"card": "Jh", "deadwood": 30, "limit": 10}),
     "R5.1"),
    ("big gin not played", discarding("As 2s 3s 7h 7d 7c Jh Qh Kh Th 9h"), A.BIG_GIN,
     ("big_gin_not_played", {}), "R5.5"),
    ("big gin with deadwood", discarding("As 2s 3s 7h 7d 7c Jh Qh Kh 6d 4c",
                                         rules=STANDARD.with_options({"big_gin": True})),
     A.BIG_GIN, ("big_gin_needs_melds", {}), "R5.5"),
    ("arrangement over the limit", _arranging("As 2s 3s 7h 7d 7c Jh Qh 6d 4c"),
     A.arrange([h("As 2s 3s")]), ("arrangement_over_limit", {"deadwood": 51, "limit": 10}),
     "R5.3"),
    ("not a meld", _arranging("As 2s 3s 7h 7d 7c Jh Qh 6d 4c"), A.arrange([h("Jh Qh 6d")]),
     ("not_a_meld", {"cards": "Jh Qh 6d"}), "R2.1"),
    ("a meld not held", _arranging("As 2s 3s 7h 7d 7c Jh Qh 6d 4c"),
     A.arrange([h("Jh Qh Kh")]), ("meld_not_in_hand", {"cards": "Kh"}), "R5.3"),
    ("a card in two melds", _arranging("As 2s 3s 4s 7h 7d 7c Jh Qh 6d"),
     A.arrange([h("As 2s 3s"), h("3s 4s 2s")]), ("meld_card_twice", {"cards": "2s 3s"}),
     "R2.3"),
    ("a lay-off from a meld", _laying_off("6s Ts 9h Th Ah Ad Ac 5d 8c Kc"),
     A.lay_off([h("Ah Ad Ac")], [Layoff(c("Ah"), 1)]), ("layoff_in_meld", {"card": "Ah"}),
     "R6.2"),
    ("a lay-off not held", _laying_off("6s Ts 9h Th Ah Ad Ac 5d 8c Kc"),
     A.lay_off([], [Layoff(c("Ks"), 0)]), ("card_not_in_hand", {"card": "Ks"}), "R6.2"),
    ("a lay-off twice", _laying_off("6s Ts 9h Th Ah Ad 4d 5d 8c Kc"),
     A.lay_off([], [Layoff(c("6s"), 0), Layoff(c("6s"), 0)]), ("layoff_twice", {"card": "6s"}),
     "R6.2"),
    ("a lay-off on no meld", _laying_off("6s Ts 9h Th Ah Ad 4d 5d 8c Kc"),
     A.lay_off([], [Layoff(c("6s"), 5)]), ("no_such_meld", {"meld": 6}), "R6.2"),
    ("a lay-off that does not fit", _laying_off("6s Ts 9h Th Ah Ad 4d 5d 8c Kc"),
     A.lay_off([], [Layoff(c("8c"), 0)]), ("layoff_does_not_fit", {"cards": "8c", "meld": 1}),
     "R6.2"),
    ("a lay-off on gin", _laying_off("6s Ts 9h Th Ah Ad 4d 5d 8c Kc",
                                     Arrangement((h("7s 8s 9s"), h("Jh Qh Kh")), 0)),
     A.lay_off([], [Layoff(c("6s"), 0)]), ("layoff_onto_gin", {}), "R6.3"),
    ("the pile after two passes", Situation(STANDARD, Phase.DRAW, h("As 2s 3s"), (c("9c"),),
                                            True, None, 10, None, False),
     A.DRAW_DISCARD, ("stock_only", {}), "R4.3"),
    ("an empty pile", Situation(STANDARD, Phase.DRAW, h("As 2s 3s"), (), False, None, 10, None,
                                False), A.DRAW_DISCARD, ("pile_empty", {}), "R4.1"),
    ("a draw when discarding", discarding("As 2s 3s 7h 7d 7c Jh Qh Kh 6d 4c"), A.DRAW_STOCK,
     ("must_discard", {}), "R4.1"),
]


@pytest.mark.parametrize(("sit", "action", "reason", "rule"), [r[1:] for r in REFUSALS],
                         ids=[r[0] for r in REFUSALS])
def test_each_refusal_gives_its_reason_and_cites_its_rule(
        sit: Situation, action: A.Action, reason: tuple[str, dict[str, object]],
        rule: str) -> None:
    """The reason a face words in its reader's language (docs/protocol.md,
    "Reasons"): a code for each refusal and the cards and numbers it names; the
    English line cites the rule."""
    with pytest.raises(IllegalActionError) as refused:
        L.check(sit, action)
    assert refused.value.reason is not None
    assert (refused.value.reason.code, dict(refused.value.reason.args)) == reason
    assert rule in str(refused.value)
