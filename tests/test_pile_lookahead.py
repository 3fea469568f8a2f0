"""The expert's look-ahead over the opponent's next discard (``pile_hands``,
docs/strength.md round 17): the pile top at our next draw is predicted from
posterior opponent hands, and a hand that melds it is worth more."""

from __future__ import annotations

import dataclasses
import random

import pytest

from ginrummy.actions import Kind
from ginrummy.agents.expert import ExpertAgent, ExpertSettings
from ginrummy.agents.levels import EXPERT
from ginrummy.agents.tracker import OpponentModel, read_opponent
from ginrummy.cards import CARD_NAMES, iter_cards, parse_card
from ginrummy.melds import deadwood, deadwood_after_discard
from ginrummy.rules import preset
from ginrummy.state import Phase
from ginrummy.view import SeatView, view
from helpers import deal_hands, play

PLAIN = ExpertSettings(knock_samples=0)
PILE = dataclasses.replace(PLAIN, pile_hands=32)


def pairs_position() -> SeatView:
    # The non-dealer (seat 1) takes the upcard 4d: melds As 2s 3s and 9c 9d 9h,
    # loose pairs Kc Kd and Qh Qs (4d may not be thrown).  Every king and queen
    # counts 10, so the look-ahead alone sees little between them.
    state = deal_hands(preset("standard"), 0, "As 2s 3s 9c 9d 9h Kc Kd Qh Qs",
                       "2h 4c 6s 8d Tc 5c Ks Jh 3c 5d", "4d", "7h 2c 7d")
    state = play(state, "take")
    assert state.phase is Phase.DISCARD
    return view(state, 1)


def discard_costs(agent: ExpertAgent, v: SeatView) -> dict[int, float]:
    return {r.action.card: r.cost for r in agent.rank(v)
            if r.action.kind is Kind.DISCARD and r.action.card is not None}


def test_the_expert_level_predicts_the_pile() -> None:
    assert EXPERT.pile_hands > 0
    assert ExpertSettings().pile_hands == 0  # every other level as before


def test_predicted_discards_are_cards_the_opponent_may_hold_or_draw() -> None:
    v = pairs_position()
    model = read_opponent(v, True)
    predicted = ExpertAgent(random.Random(5), PILE).next_discards(v, model)
    assert predicted
    possible = model.unseen | model.known
    total = 0.0
    for card, chance in predicted:
        assert possible >> card & 1, card
        assert not v.hand >> card & 1
        assert 0 < chance <= 1
        total += chance
    # Each posterior hand throws one card unless it knocks instead.
    assert 0.5 < total <= 1 + 1e-9
    # The same seed, the same prediction.
    assert ExpertAgent(random.Random(5), PILE).next_discards(v, model) == predicted


def _stock_term(hand: int, weights: list[tuple[int, float]]) -> float:
    now = deadwood(hand)
    return sum(w * min(deadwood_after_discard(hand | (1 << c)), now) for c, w in weights)


def test_the_hand_value_takes_the_pile_top_only_when_it_beats_the_stock() -> None:
    v = pairs_position()
    model = read_opponent(v, True)
    agent = ExpertAgent(random.Random(1), PLAIN)
    weights = agent._stock_weights(model)
    lam = PLAIN.lookahead
    rest = v.hand ^ (1 << parse_card("Qs"))  # the 10 cards kept after a discard
    stock = _stock_term(rest, weights)
    plain = agent._hand_value(rest, weights)
    assert plain == pytest.approx(lam * stock + (1 - lam) * deadwood(rest))
    helps = [c for c in iter_cards(model.unseen)
             if deadwood_after_discard(rest | (1 << c), c) < stock]
    useless = [c for c in iter_cards(model.unseen)
               if deadwood_after_discard(rest | (1 << c), c) >= stock]
    assert helps and useless
    good, bad = helps[0], useless[0]
    taken = deadwood_after_discard(rest | (1 << good), good)
    # A sure helpful top: the next draw is worth what taking it leaves.
    assert agent._hand_value(rest, weights, [(good, 1.0)]) == pytest.approx(
        lam * taken + (1 - lam) * deadwood(rest))
    # A top we would not take changes nothing.
    assert agent._hand_value(rest, weights, [(bad, 1.0)]) == pytest.approx(plain)
    # Half a chance of the good top, and half of a knock (no top): a blend.
    assert agent._hand_value(rest, weights, [(good, 0.5)]) == pytest.approx(
        lam * (0.5 * stock + 0.5 * taken) + (1 - lam) * deadwood(rest))
    # A card we hold cannot come to us from the pile.
    held = next(iter_cards(rest))
    assert agent._hand_value(rest, weights, [(held, 1.0)]) == pytest.approx(plain)


def test_the_discard_keeps_what_melds_with_the_predicted_top(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    v = pairs_position()
    model = read_opponent(v, True)
    plain = discard_costs(ExpertAgent(random.Random(1), PLAIN), v)
    assert {CARD_NAMES[c] for c in plain} == {"Kc", "Kd", "Qh", "Qs"}
    first = min(plain, key=lambda c: plain[c])
    assert CARD_NAMES[first][0] == "K"
    changed = 0
    chosen_for: dict[str, str] = {}
    for top in iter_cards(model.unseen):
        agent = ExpertAgent(random.Random(1), PILE)

        def predict(_v: SeatView, _m: OpponentModel, top: int = top) -> list[tuple[int, float]]:
            return [(top, 1.0)]

        monkeypatch.setattr(agent, "next_discards", predict)
        costs = discard_costs(agent, v)
        assert costs.keys() == plain.keys()
        # A predicted top can only make a hand look better.
        assert all(costs[c] <= plain[c] + 1e-9 for c in costs)
        chosen = min(costs, key=lambda c: costs[c])
        chosen_for[CARD_NAMES[top]] = CARD_NAMES[chosen]
        if chosen != first:
            changed += 1
            # It now keeps the card that takes the predicted top better.
            keep_new = v.hand ^ (1 << chosen)
            keep_old = v.hand ^ (1 << first)
            assert deadwood_after_discard(keep_new | (1 << top), top) < deadwood_after_discard(
                keep_old | (1 << top), top)
    assert changed > 0
    # A king to come keeps the kings (a queen goes); a queen to come, the queens.
    assert chosen_for["Kh"][0] == "Q"
    assert chosen_for["Qd"][0] == "K"


def test_without_pile_hands_nothing_is_predicted(monkeypatch: pytest.MonkeyPatch) -> None:
    v = pairs_position()
    agent = ExpertAgent(random.Random(1), PLAIN)

    def fail(_v: SeatView, _m: OpponentModel) -> list[tuple[int, float]]:
        raise AssertionError("predicted without pile_hands")

    monkeypatch.setattr(agent, "next_discards", fail)
    assert agent.rank(v)


def test_r7_1_no_prediction_when_our_discard_ends_the_hand(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # R7.1: with two stock cards left, our discard ends the hand as a draw, so
    # no pile top will ever be drawn; with three, the prediction is made.
    called: list[int] = []

    def predict(v: SeatView, _m: OpponentModel) -> list[tuple[int, float]]:
        called.append(v.stock_count)
        return []

    for stock in (2, 3):
        v = pairs_position()._replace(stock_count=stock)
        agent = ExpertAgent(random.Random(1), PILE)
        monkeypatch.setattr(agent, "next_discards", predict)
        assert agent.rank(v)
    assert called == [3]


def test_the_hint_names_the_card_the_hand_waits_for(monkeypatch: pytest.MonkeyPatch) -> None:
    v = pairs_position()
    agent = ExpertAgent(random.Random(1), PILE)

    def predict(_v: SeatView, _m: OpponentModel) -> list[tuple[int, float]]:
        return [(parse_card("Kh"), 0.6), (parse_card("5c"), 0.3)]

    monkeypatch.setattr(agent, "next_discards", predict)
    reasons = {CARD_NAMES[r.action.card]: r.reason for r in agent.rank(v)
               if r.action.kind is Kind.DISCARD and r.action.card is not None}
    # Keeping both kings (throwing a queen), Kh would make a set; 5c helps no hand.
    for queen in ("Qh", "Qs"):
        assert "can take Kh if thrown next (60%)" in reasons[queen]
    for king in ("Kc", "Kd"):
        assert "if thrown next" not in reasons[king]
