"""The exploit opponents, the expert and the difficulty levels (the search agent:
test_search.py)."""

from __future__ import annotations

import random

import pytest

from ginrummy import actions as A
from ginrummy.actions import Action, Kind
from ginrummy.agents import Agent, SimpleAgent, agent_names, make_agent
from ginrummy.agents.expert import ExpertAgent, ExpertSettings
from ginrummy.agents.exploit import CamperAgent, GinOnlyAgent
from ginrummy.agents.tracker import read_opponent
from ginrummy.cards import CARD_VALUES, parse_card
from ginrummy.melds import deadwood, deadwood_after_discard
from ginrummy.rules import preset
from ginrummy.runner import play_match
from ginrummy.state import HandState, Phase
from ginrummy.view import SeatView, view
from helpers import deal_hands, h, play


def knock_position() -> HandState:
    # Both pass the upcard; the non-dealer (seat 1) draws 3c and can knock
    # with 3 (discarding Kc), not gin.
    state = deal_hands(preset("standard"), 0, "As 2s 3s 5h 6h 7h 9c 9d 9h Kc",
                       "2h 4d 6s 8d Tc Qd Ks Jh 4c 5d", "Kd", "3c")
    return play(state, "pass", "pass", "stock")


def test_gin_only_never_knocks_without_gin() -> None:
    state = knock_position()
    assert any(a.kind is Kind.KNOCK for a in state.legal_actions())
    action = GinOnlyAgent(random.Random(1)).act(view(state, 1))
    assert action.kind is Kind.DISCARD


def test_camper_knocks_in_its_first_turns_only() -> None:
    state = knock_position()
    action = CamperAgent(random.Random(1)).act(view(state, 1))
    assert action.kind is Kind.KNOCK


def test_expert_takes_gin_and_lays_off_exactly() -> None:
    # Seat 1 holds melds plus Kc; the upcard 4s makes gin after discarding Kc.
    state = deal_hands(preset("standard"), 0, "As 2s 3s 5h 6h 7h 9c 9d 9h Kc",
                       "2h 4d 6s 8d Tc Qd Ks Jh 3c 5d", "4s", "Kd")
    expert = ExpertAgent(random.Random(3))
    take = expert.act(view(state, 1))
    assert take is A.DRAW_DISCARD
    state = state.apply(take)
    knock = expert.act(view(state, 1))
    assert knock == A.knock(h("Kc").bit_length() - 1)


def test_opponent_model_uses_only_public_events() -> None:
    state = deal_hands(preset("standard"), 0, "As 2s 3s 5h 6h 7h 9c 9d 9h Kc",
                       "2h 4d 6s 8d Tc Qd Ks Jh 3c 5d", "4s", "Qh 2c")
    state = play(state, "take", "discard Kc", "stock", "discard Qh")
    model = read_opponent(view(state, 0))
    assert model.known == h("4s")
    assert model.prob[h("4s").bit_length() - 1] == 1.0
    # The opponent's other cards are unknown: the model must not know them.
    hidden = state.hands[1] & ~h("4s")
    assert all(model.prob[c] < 1.0 for c in range(52) if hidden >> c & 1)
    assert model.unseen & state.hands[0] == 0
    # Cards near a pick-up are more likely held than cards near a discard.
    assert model.prob[h("5s").bit_length() - 1] > model.prob[h("Kh").bit_length() - 1]


@pytest.mark.parametrize("name", ["gin-only", "camper", "medium", "hard", "easy"])
def test_each_agent_finishes_matches_of_every_two_player_preset(name: str) -> None:
    for variant in ("standard", "oklahoma", "hollywood", "eaai"):
        rules = preset(variant)
        agents = [make_agent(name, random.Random(1)), make_agent("simple", random.Random(2))]
        outcome = play_match(rules, agents, seed=11)
        assert outcome.forfeit is None
        assert outcome.winner in (0, 1)


def test_three_player_match_with_strong_agents() -> None:
    agents = [make_agent(n, random.Random(i)) for i, n in enumerate(["hard", "simple", "medium"])]
    outcome = play_match(preset("three-player"), agents, seed=4)
    assert outcome.forfeit is None and outcome.winner in (0, 1, 2)


def test_expert_ranks_every_discard_with_a_reason() -> None:
    state = knock_position()
    ranked = ExpertAgent(random.Random(1)).rank(view(state, 1))
    kinds = {r.action.kind for r in ranked}
    assert kinds <= {Kind.DISCARD, Kind.KNOCK}
    assert all(r.reason for r in ranked)
    costs = [r.cost for r in ranked]
    assert costs == sorted(costs)
    legal = set(state.legal_actions())
    assert all(r.action in legal for r in ranked)


def test_knock_pricing_waits_when_undercut_risk_is_high() -> None:
    state = knock_position()
    v = view(state, 1)
    cautious = ExpertAgent(random.Random(1), ExpertSettings(max_undercut=0.0,
                                                             min_knock_value=1000.0))
    assert cautious.act(v).kind is Kind.DISCARD
    eager = ExpertAgent(random.Random(1), ExpertSettings(knock_samples=0))
    assert eager.act(v).kind is Kind.KNOCK


def test_levels_are_registered() -> None:
    names = agent_names()
    for level in ("easy", "medium", "hard", "expert", "gin-only", "camper", "search"):
        assert level in names
    assert make_agent("hard", random.Random(0)).name == "hard"


def test_sampled_opponent_hands_are_consistent_with_the_view() -> None:
    state = deal_hands(preset("standard"), 0, "As 2s 3s 5h 6h 7h 9c 9d 9h Kc",
                       "2h 4d 6s 8d Tc Qd Ks Jh 3c 5d", "4s", "Qh 2c 7d")
    state = play(state, "take", "discard Kc", "stock", "discard Qh", "stock")
    assert state.phase is Phase.DISCARD
    v = view(state, 0)
    expert = ExpertAgent(random.Random(9))
    model = read_opponent(v)
    seen = v.hand
    for c in v.pile:
        seen |= 1 << c
    for sample in expert.sample_opponent_hands(v, model, 30):
        assert sample.bit_count() == v.opponent_hand_size
        assert sample & seen == 0
        assert sample & model.known == model.known


def test_r11_3_expert_captain_follows_advice_only_when_it_is_as_good() -> None:
    """R11.3: the player sitting out advises, the captain decides."""
    state = knock_position()
    v = view(state, 1)
    captain = ExpertAgent(random.Random(1))
    own = captain.act(v)
    assert captain.act_advised(v, None) == own
    assert captain.act_advised(v, own) == own
    worst = captain.rank(v)[-1]
    if worst.cost > captain.rank(v)[0].cost + 0.5:
        assert captain.act_advised(v, worst.action) == own
    assert ExpertAgent(random.Random(2)).advise(v) in state.legal_actions()



class _AdvisedCaptain(SimpleAgent):
    """Records the advice it gets and follows it."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self.advice: list[Action] = []
        self.seats: set[int] = set()

    def act_advised(self, view: SeatView, advice: Action | None) -> Action:
        assert advice is not None
        self.advice.append(advice)
        self.seats.add(view.seat)
        return advice


def test_r11_3_runner_passes_the_sitting_out_players_advice_to_the_captain() -> None:
    """R11.3: in computer-only three-player matches the advisor's move reaches the captain."""
    agents: list[Agent] = [_AdvisedCaptain(random.Random(i)) for i in range(2)]
    agents.append(ExpertAgent(random.Random(7)))
    outcome = play_match(preset("three-player"), agents, seed=21)
    assert outcome.forfeit is None
    advised = [a for a in agents[:2] if isinstance(a, _AdvisedCaptain) and a.advice]
    assert advised, "an expert sitting out advised nobody"
    # Advice only ever goes to the captain, who sits at seat 1 (the box is seat 0).
    assert all(a.seats == {1} for a in advised)


def _fit_gap(hand: int, discard: int) -> int:
    """How much less deadwood another discard than ``discard`` would have left."""
    return deadwood(hand) - deadwood_after_discard(hand | (1 << discard))


def _samples_after_discard(card: str, fit: int) -> tuple[int, list[int]]:
    """Seat 0 (the dealer) draws ``card`` from the stock and throws it; seat 1's
    sampled hands of seat 0, with ``discard_fit`` = ``fit``."""
    state = deal_hands(preset("standard"), 0, "As 2s 3s 5h 6h 7h 9c 9d 9h Kc",
                       "2h 4d 6s 8d Tc Qd Ks Jh 3c 5d", "4s", card + " 7c")
    state = play(state, "take", "discard Kc", "stock", "discard " + card)
    v = view(state, 1)
    thrown = h(card).bit_length() - 1
    assert read_opponent(v).last_discard == thrown
    expert = ExpertAgent(random.Random(5), ExpertSettings(development=1.0, discard_fit=fit))
    samples = expert.sample_opponent_hands(v, read_opponent(v), 60)
    seen = v.hand
    for c in v.pile:
        seen |= 1 << c
    for sample in samples:
        assert sample.bit_count() == v.opponent_hand_size
        assert sample & seen == 0
    return thrown, samples


def test_sampled_hands_fit_the_opponents_last_discard() -> None:
    # A player who discards by least deadwood and throws 8c keeps no loose card
    # above 8 (or a hand where 8c is the costliest to keep): with discard_fit the
    # sampled hands mostly have that shape, and much less deadwood.
    thrown, free = _samples_after_discard("8c", 0)
    _thrown, fit = _samples_after_discard("8c", 8)
    fits = [sum(_fit_gap(s, thrown) == 0 for s in hands) for hands in (free, fit)]
    mean_dw = [sum(deadwood(s) for s in hands) / 60 for hands in (free, fit)]
    assert fits[1] >= 3 * fits[0] and fits[1] >= 30
    assert mean_dw[1] < mean_dw[0] - 8


def test_a_high_discard_says_little_of_the_hand() -> None:
    # Throwing a queen is what nearly every hand would do: the fit hardly moves it.
    _thrown, free = _samples_after_discard("Qc", 0)
    _thrown, fit = _samples_after_discard("Qc", 8)
    mean_dw = [sum(deadwood(s) for s in hands) / 60 for hands in (free, fit)]
    assert abs(mean_dw[1] - mean_dw[0]) < 3


def test_no_discard_fit_once_the_opponent_has_drawn_again() -> None:
    state = deal_hands(preset("standard"), 0, "As 2s 3s 5h 6h 7h 9c 9d 9h Kc",
                       "2h 4d 6s 8d Tc Qd Ks Jh 3c 5d", "4s", "Ad 7c")
    state = play(state, "take", "discard Kc", "stock")
    assert read_opponent(view(state, 1)).last_discard is None  # seat 0 holds 11 cards now
    assert read_opponent(view(state, 0)).last_discard == h("Kc").bit_length() - 1
    state = play(state, "discard Ad", "stock")
    # Seat 1's own draw since does not hide seat 0's discard.
    assert read_opponent(view(state, 1)).last_discard == h("Ad").bit_length() - 1


def test_danger_scale_prices_a_discard_by_its_count() -> None:
    # danger_scale s: the charge per unit of danger is danger x (1 - s + s x
    # count / 6.54); below zero a dangerous king costs less to throw than a
    # dangerous three (docs/strength.md, round 14).
    state = knock_position()
    v = view(state, 1)
    model = read_opponent(v, True)
    flat = ExpertSettings(knock_samples=0)
    scaled = ExpertSettings(knock_samples=0, danger_scale=-0.5)
    costs = {
        s.danger_scale: {
            r.action.card: r.cost
            for r in ExpertAgent(random.Random(1), s).rank(v)
            if r.action.kind is Kind.DISCARD and r.action.card is not None
        }
        for s in (flat, scaled)
    }
    assert costs[0.0].keys() == costs[-0.5].keys()
    risky = 0
    for card, cost in costs[0.0].items():
        risk = ExpertAgent.danger(card, v.hand ^ (1 << card), model)
        count = CARD_VALUES[card]
        expected = flat.danger * 0.5 * (1 - count / 6.54) * risk
        assert costs[-0.5][card] - cost == pytest.approx(expected)
        risky += risk > 0
    assert risky >= 2  # the position tests the charge, not only a zero risk
    king, three = parse_card("Kc"), parse_card("3c")
    assert costs[-0.5][king] < costs[0.0][king]  # both at some risk here
    assert costs[-0.5][three] > costs[0.0][three]
