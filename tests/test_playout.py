"""The expert's play-outs and its belief about how the opponent knocks."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy import actions as A
from ginrummy.agents.expert import ExpertAgent, ExpertSettings
from ginrummy.agents.exploit import GinOnlyAgent
from ginrummy.agents.playout import (
    STYLES,
    KnockStyle,
    ScoreRules,
    StyleBelief,
    knock_points,
    observe_hand_end,
    playout,
    playouts,
    plays_after_draw,
)
from ginrummy.agents.tracker import read_opponent
from ginrummy.cards import parse_cards
from ginrummy.melds import best_arrangement, best_layoffs, deadwood, layoff_deadwood
from ginrummy.rules import preset
from ginrummy.runner import play_match
from ginrummy.scoring import score_knock
from ginrummy.view import SeatView, view
from helpers import deal_hands, play
from test_agents_strong import knock_position

EAAI = ScoreRules(gin_bonus=25, undercut_bonus=25, knock_limit=10, discard_drawn_upcard=False)


def mask(text: str) -> int:
    return sum(1 << c for c in parse_cards(text))


def two_hands(seed: int) -> tuple[int, int, list[int]]:
    cards = list(range(52))
    random.Random(seed).shuffle(cards)
    a = sum(1 << c for c in cards[:10])
    b = sum(1 << c for c in cards[10:20])
    return a, b, cards[20:]


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32))
def test_layoff_deadwood_is_the_deadwood_of_the_best_layoffs(seed: int) -> None:
    knocker, defender, _ = two_hands(seed)
    melds = best_arrangement(knocker).melds
    assert layoff_deadwood(defender, melds) == best_layoffs(defender, melds, False).deadwood


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(["eaai", "standard"]))
def test_knock_points_agree_with_the_scoring_of_the_engine(seed: int, name: str) -> None:
    """R8: the play-out's score of a knock is the engine's, signed for the knocker."""
    rules = preset(name)
    score_rules = ScoreRules(rules.gin_bonus, rules.undercut_bonus, 99, False)
    knocker, defender, _ = two_hands(seed)
    count = deadwood(knocker)
    arr = best_arrangement(knocker)
    gin = count == 0
    d = best_layoffs(defender, arr.melds, gin).deadwood
    engine = score_knock(rules, knocker_deadwood=count, defender_deadwood=d, gin=gin)
    expected = engine.points if engine.knocker_wins else -engine.points
    assert knock_points(score_rules, knocker, defender, count, arr.melds) == expected


def test_r8_4_a_tie_in_a_play_out_is_an_undercut() -> None:
    knocker = mask("As 2s 3s 4h 5h 6h 7c 7d 7h 5c")  # 5 deadwood
    defender = mask("Ks Kh Kd Qs Qh Qd 9c 9d 9h 5d")  # 5 deadwood, nothing to lay off
    assert deadwood(knocker) == deadwood(defender) == 5
    assert knock_points(EAAI, knocker, defender, 5) == -25


def test_knock_styles_follow_the_exploit_players() -> None:
    eager, selective, camper, waiter = (s for s, _w in STYLES)
    assert eager.knocks(10, 7, 10) and not eager.knocks(11, 0, 10)
    assert selective.knocks(4, 9, 10) and not selective.knocks(5, 0, 10)
    # The camper knocks in its first three turns (as CamperAgent), then only with gin.
    assert camper.knocks(9, 2, 10) and not camper.knocks(9, 3, 10) and camper.knocks(0, 9, 10)
    assert not waiter.knocks(1, 0, 10) and waiter.knocks(0, 0, 10)
    # R9.1: a lower knock limit binds every style.
    assert not eager.knocks(4, 0, 3) and eager.knocks(3, 0, 3)


def test_belief_moves_toward_the_styles_that_explain_what_was_seen() -> None:
    belief = StyleBelief()
    before = belief.probabilities()
    belief.observe(True, 8, 6, 10)  # a knock with 8 in the seventh turn
    after = belief.probabilities()
    names = [s.name for s in belief.styles]
    assert after[names.index("eager")] > before[names.index("eager")]
    assert after[names.index("waiter")] < before[names.index("waiter")]
    belief = StyleBelief()
    for _ in range(3):
        belief.observe(False, 3, 5, 10)  # held 3 after the sixth turn and went on
    p = dict(zip(names, belief.probabilities(), strict=True))
    assert p["eager"] < 0.01 and p["selective"] < 0.01
    assert p["camper"] + p["waiter"] > 0.98
    assert abs(sum(p.values()) - 1) < 1e-9


def test_gin_and_counts_above_the_limit_tell_nothing() -> None:
    belief = StyleBelief()
    before = belief.probabilities()
    belief.observe(True, 0, 4, 10)
    belief.observe(False, 14, 4, 10)
    assert belief.probabilities() == before


def test_a_play_out_ends_with_the_score_of_the_knock_it_reaches() -> None:
    me = mask("As 2s 3s 4h 5h 6h 7c 7d 7h Kc")  # 10 deadwood: knocks "at once" at its turn
    opp = mask("Ks Kh Qs Qh Jc Jd 9c 8d 2c 3d")
    stock = [c for c in range(52) if not (me | opp) >> c & 1]
    stock.remove(parse_cards("Td")[0])
    stock.insert(1, parse_cards("Td")[0])  # the opponent draws stock[0], then me Td
    top = parse_cards("Ac")[0]
    stock.remove(top)
    at_once = KnockStyle("at once", 10, 0, 10)
    waiter = KnockStyle("waiter", 0, 0, 0)
    points = playout(EAAI, me, opp, top, stock, at_once, waiter, 3, 3)
    assert points != 0
    # Played again from the same cards, a play-out gives the same result.
    assert playout(EAAI, me, opp, top, stock, at_once, waiter, 3, 3) == points


def test_a_play_out_with_too_small_a_stock_is_a_drawn_hand() -> None:
    """R7.1: the hand is drawn when two cards are left after a discard."""
    me, opp, rest = two_hands(5)
    stock = rest[1:3]
    eager = KnockStyle("eager", 10, 0, 10)
    assert playout(EAAI, me, opp, rest[0], stock, eager, eager, 0, 0) == 0


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32))
def test_play_outs_always_end_within_bounds(seed: int) -> None:
    me, opp, rest = two_hands(seed)
    top, stock = rest[0], rest[1:]
    waiter = KnockStyle("waiter", 0, 0, 0)
    points = playout(EAAI, me, opp, top, stock, waiter, waiter, 0, 0)
    # A gin scores at most the bonus and 10 cards of deadwood (R8.2).
    assert abs(points) <= 25 + 100


def test_the_expert_learns_that_a_gin_only_opponent_does_not_knock() -> None:
    """After a match against gin-only, the belief has moved away from the eager style:
    only what the rules showed (the opponent's hand when the expert knocked) was read."""
    rules = preset("eaai")
    names = [s.name for s in StyleBelief().styles]
    expert = ExpertAgent(random.Random(3), ExpertSettings(knock_rollouts=8))
    play_match(rules, [expert, GinOnlyAgent(random.Random(4))], seed=11)
    p = dict(zip(names, expert.belief.probabilities(), strict=True))
    prior = dict(zip(names, (w for _s, w in STYLES), strict=True))
    assert p["eager"] < prior["eager"]


def test_observe_hand_end_reads_the_defenders_hand_when_we_knocked() -> None:
    """The defender went on with 1 deadwood after its discard, where it could have
    knocked (R5.1): only the waiting style explains that."""
    state = deal_hands(preset("eaai"), 0, "As 2s 3s 5h 6h 7h 9c 9d 9h Kc",
                       "2h 3h 4h 8d 8c 8s Jc Jd Js Qc", "Kd", "5c Ac 3c")
    state = play(state, "pass", "pass", "stock", "discard 5c", "stock", "discard Qc",
                 "stock", "knock Kc")
    state = state.apply(A.arrange(best_arrangement(view(state, 1).hand).melds))
    state = state.apply(view(state, 0).default_lay_off())
    v = view(state, 1)
    assert v.result is not None and v.showing is not None and v.showing.deadwood == 1
    belief = StyleBelief()
    before = dict(zip([s.name for s in belief.styles], belief.probabilities(), strict=True))
    observe_hand_end(belief, v)
    after = dict(zip([s.name for s in belief.styles], belief.probabilities(), strict=True))
    assert after["waiter"] > before["waiter"]
    for name in ("eager", "selective", "camper"):
        assert after[name] < before[name]
    # The defender's view of the same end tells it nothing about the knocker's
    # waiting: the knocker knocked.
    other = StyleBelief()
    observe_hand_end(other, view(state, 0))
    assert other.probabilities()[0] > before["eager"]


@pytest.mark.parametrize("rollouts", [0, 8])
def test_the_expert_says_why_it_knocks_or_waits(rollouts: int) -> None:
    state = knock_position()
    agent = ExpertAgent(random.Random(2), ExpertSettings(knock_rollouts=rollouts))
    ranked = agent.rank(view(state, 1))
    knocks = [r for r in ranked if r.action.kind.value == "knock"]
    assert len(knocks) == 1
    reason = knocks[0].reason
    assert reason.startswith("knock with 3")
    assert ("playing on" in reason) == (rollouts > 0)


def test_playing_on_by_several_discards_is_the_best_of_each_alone() -> None:
    # The ways of playing on share the sampled hands and stock orders (common
    # random numbers), so pricing three discards at once gives, for each, what
    # pricing it alone from the same random state gives; the best is returned.
    v = view(knock_position(), 1)
    settings = ExpertSettings(knock_rollouts=12)
    model = read_opponent(v, True)
    hand = v.hand ^ (1 << parse_cards("Kc")[0])
    arrangement = best_arrangement(hand)
    waits = parse_cards("Kc 3c As")

    def price(cards: list[int]) -> tuple[float, float, int]:
        agent = ExpertAgent(random.Random(9), settings)
        pv = agent._playout_values(v, model, cards, (hand, arrangement, 3))
        return pv.knock_points, pv.wait_points, pv.wait_card

    alone = [price([w]) for w in waits]
    together = price(waits)
    assert {k for k, _w, _c in alone} == {together[0]}
    best = max(range(3), key=lambda i: (alone[i][1], -i))
    assert together[1] == alone[best][1]
    assert together[2] == waits[best]


def zone_position() -> SeatView:
    # Seat 1 drew 3c: its least deadwood is 18 (throwing Kc), 8 above the limit.
    state = deal_hands(preset("standard"), 0, "As 2s 3s 5h 6h 7h 2c 8d 5c Kc",
                       "2h 4d 6s 8s Tc Qd Ks Jh 4h 5d", "Kd", "3c")
    return view(play(state, "pass", "pass", "stock"), 1)


def test_near_a_knock_the_play_outs_choose_the_discard_to_play_on() -> None:
    v = zone_position()
    plain = ExpertSettings(knock_rollouts=16)
    lookahead = [r.action for r in ExpertAgent(random.Random(1), plain).rank(v)]
    assert lookahead[0] == A.discard(parse_cards("Kc")[0])
    # Out of the zone (18 > 10 + 5), or one candidate only: the look-ahead's order.
    for candidates, zone in ((3, 5), (1, 15)):
        settings = dataclasses.replace(
            plain, wait_candidates=candidates, wait_zone=zone, wait_slack=30.0
        )
        ranked = ExpertAgent(random.Random(1), settings).rank(v)
        assert [r.action for r in ranked] == lookahead
    zoned = dataclasses.replace(plain, wait_candidates=3, wait_zone=15, wait_slack=30.0)
    model = read_opponent(v, True)
    waits = [a.card for a in lookahead[:3] if a.card is not None]
    switched = 0
    for seed in range(8):
        ranked = ExpertAgent(random.Random(seed), zoned).rank(v)
        chosen = ExpertAgent(random.Random(seed), zoned)._playout_values(v, model, waits).wait_card
        assert ranked[0].action.card == chosen
        ranked_cards = [r.action.card for r in ranked if r.action.card is not None]
        assert len(ranked_cards) == len(ranked) and len(waits) == min(3, len(lookahead))
        assert sorted(ranked_cards) == sorted(a.card for a in lookahead if a.card is not None)
        switched += ranked[0].action != lookahead[0]
        assert ("by play-outs" in ranked[0].reason) == (ranked[0].action != lookahead[0])
    assert switched > 0


def draw_position(discard: str) -> SeatView:
    # Seat 1 threw Kc (least deadwood 18: 2c 3c 8d 5c loose) and seat 0 threw
    # ``discard``; seat 1 is to draw.
    state = deal_hands(preset("standard"), 0, "As 2s 3s 5h 6h 7h 2c 8d 5c Kc",
                       "2h 4d 6s 8s Tc Qd Ks Jh 4h 5d", "Kd", "3c")
    state = play(state, "pass", "pass", "stock", "discard Kc", "stock", f"discard {discard}")
    return view(state, 1)


@pytest.mark.parametrize(("discard", "better"), [("4h", A.DRAW_DISCARD), ("Qd", A.DRAW_STOCK)])
def test_near_a_knock_the_play_outs_choose_the_draw(discard: str, better: A.Action) -> None:
    v = draw_position(discard)
    # 4h runs 4-7h and leaves 10 after throwing 8d, a knock at once; Qd joins
    # nothing.  (200 play-outs: at 24 the Qd case's values are within the noise.)
    plain = ExpertSettings(knock_rollouts=200)
    model = read_opponent(v, True)
    take, stock = ExpertAgent(random.Random(3), plain)._draw_playout_values(v, model)
    assert (take > stock) == (better is A.DRAW_DISCARD)
    expect = ExpertAgent(random.Random(3), plain).rank(v)
    assert expect[0].action == better  # the look-ahead agrees in these plain cases
    # Off, or out of the zone (least deadwood 18 before the draw and 20 after
    # taking Qd, above 10 + 2): the look-ahead's order, costs and reasons.  With
    # 4h (10 after taking it) the play-outs decide, and agree.
    assert ExpertAgent(random.Random(3), dataclasses.replace(plain, draw_zone=0)).rank(v) == expect
    zoned = ExpertAgent(random.Random(3), dataclasses.replace(plain, draw_zone=2)).rank(v)
    assert zoned == expect


def test_the_play_outs_overrule_the_look_ahead_draw_only_when_they_disagree() -> None:
    v = draw_position("5d")  # a set of 5s for seat 1, its 6h 7h loose: a close call
    plain = ExpertSettings(knock_rollouts=16)
    zoned = dataclasses.replace(plain, draw_zone=10)
    model = read_opponent(v, True)
    lookahead = [r.action for r in ExpertAgent(random.Random(1), plain).rank(v)]
    assert lookahead[0] == A.DRAW_STOCK
    switched = 0
    for seed in range(6):
        ranked = ExpertAgent(random.Random(seed), zoned).rank(v)
        take, stock = ExpertAgent(random.Random(seed), zoned)._draw_playout_values(v, model)
        assert ranked[0].action == (A.DRAW_DISCARD if take > stock else A.DRAW_STOCK)
        assert sorted(map(str, (r.action for r in ranked))) == sorted(map(str, lookahead))
        assert ranked[0].cost < ranked[1].cost
        assert ("by play-outs" in ranked[0].reason) == (ranked[0].action != lookahead[0])
        switched += ranked[0].action != lookahead[0]
    assert switched > 0


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 6), st.integers(0, 6), st.integers(-1, 12))
def test_one_pass_for_several_styles_is_each_style_played_alone(
    seed: int, my_turns: int, opp_turns: int, count: int
) -> None:
    """A style decides only when its side knocks, so ``playouts`` and
    ``plays_after_draw`` play every style in one pass; each result must be what
    the style's own play-out gives."""
    me, opp, rest = two_hands(seed)
    top, stock = rest[0], rest[1:]
    mine = (*(s for s, _w in STYLES), KnockStyle("at once", 10, 0, 10))
    for theirs, _w in STYLES:
        assert playouts(EAAI, me, opp, top, stock, mine, theirs, my_turns, opp_turns) == [
            playout(EAAI, me, opp, top, stock, s, theirs, my_turns, opp_turns) for s in mine
        ]
        assert plays_after_draw(
            EAAI, me, opp, top, stock, count, mine, theirs, my_turns, opp_turns
        ) == [
            plays_after_draw(EAAI, me, opp, top, stock, count, (s,), theirs, my_turns, opp_turns)[0]
            for s in mine
        ]
