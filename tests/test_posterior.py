"""The posterior over the opponent's hidden history (agents/posterior.py)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from ginrummy.agents import SimpleAgent
from ginrummy.agents.baseline import makes_meld
from ginrummy.agents.expert import ExpertAgent
from ginrummy.agents.levels import EXPERT
from ginrummy.agents.playout import STYLES
from ginrummy.agents.posterior import (
    DISCARD,
    PolicyModel,
    log_likelihood,
    meld_chances,
    read_history,
    sample_hands,
)
from ginrummy.driver import replay
from ginrummy.melds import deadwood
from ginrummy.rules import preset
from ginrummy.runner import play_match
from ginrummy.state import Phase, deal
from ginrummy.view import SeatView, view
from helpers import c, deal_hands, h, play

# A model that reads nothing into the opponent's play: every history is as likely.
BLIND = PolicyModel(take_error=0.5, discard_beta=0.0, plays_on=1.0)
STYLE = {style.name: style for style, _w in STYLES}


def declined_seven() -> SeatView:
    """Seat 0's view after seat 1 passed up 7h twice (the offer, then a stock draw
    with 7h on top) and threw the Qc it drew: seat 1's hand makes no meld with 7h."""
    state = deal_hands(preset("standard"), 0, "As 3s 5s 9c Jd 2h 4c 6d 8c Ks",
                       "2s 4s 6s Ac 3c 5c 7c Td Qh Kh", "7h", "Qc 9d")
    state = play(state, "pass", "pass", "stock", "discard Qc", "stock")
    assert state.phase is Phase.DISCARD and state.to_act == 0
    assert not makes_meld(c("7h"), state.hands[1])
    return view(state, 0)


def simple_game_views(seed: int) -> list[tuple[SeatView, int]]:
    """Every discard decision of a simple-against-simple match, with the true
    hand of the seat's opponent."""
    rng = random.Random(seed)
    outcome = play_match(preset("eaai"), [SimpleAgent(rng), SimpleAgent(rng)], seed)
    out = []
    for final in replay(outcome.record).hands:
        state = deal(final.rules, final.dealer, final.deck, final.labels, final.standing)
        for _seat, action in final.history:
            if state.phase is Phase.DISCARD:
                out.append((view(state, state.to_act), state.hands[1 - state.to_act]))
            state = state.apply(action)
    return out


def test_posterior_hands_agree_with_the_view() -> None:
    rng = random.Random(3)
    positions = simple_game_views(11)[:60]
    assert len(positions) == 60
    for v, _truth in positions:
        seen = v.hand
        for card in v.pile:
            seen |= 1 << card
        hands = sample_hands(v, PolicyModel(), rng, 100, 20)
        assert hands
        for hand in hands:
            assert hand.bit_count() == v.opponent_hand_size
            assert hand & seen == 0
            assert hand & v.opponent_known == v.opponent_known


def test_a_declined_pile_top_seldom_melds_with_the_posterior_hands() -> None:
    # simple takes every pile top that makes a meld: declining 7h twice says
    # the hand makes none with it, which the blind model does not hear.
    v = declined_seven()
    seven = c("7h")
    blind = meld_chances(v, [seven], BLIND, random.Random(1), 4000)[seven]
    told = meld_chances(v, [seven], PolicyModel(take_error=0.02), random.Random(1), 4000)[seven]
    assert blind > 0.15
    assert told < blind / 2


def test_no_knock_from_an_eager_knocker_means_more_than_the_limit() -> None:
    # After five turns of simple against simple, an opponent who knocks at the
    # first chance and has not knocked holds more than 10; one who waits for
    # gin may hold less.  The eager model's hands say so.
    positions = [(v, t) for v, t in simple_game_views(5)
                 if sum(1 for code, _c in read_history(v).steps if code == DISCARD) >= 5]
    v, truth = positions[0]
    assert deadwood(truth) > v.knock_limit  # it did not knock: simple would have
    eager = PolicyModel(plays_on=0.01, styles=((STYLE["eager"], 1.0),))
    waiter = PolicyModel(plays_on=0.01, styles=((STYLE["waiter"], 1.0),))
    low = []
    for model in (eager, waiter):
        hands = sample_hands(v, model, random.Random(2), 3000, 200)
        low.append(sum(1 for hand in hands if deadwood(hand) <= v.knock_limit) / len(hands))
    assert low[0] < 0.02
    assert low[1] > 0.04  # the same chain without the knock evidence


def test_the_same_seed_gives_the_same_hands() -> None:
    v = declined_seven()
    first = sample_hands(v, PolicyModel(), random.Random(7), 500, 50)
    second = sample_hands(v, PolicyModel(), random.Random(7), 500, 50)
    assert first == second


def test_a_history_that_never_held_a_discard_is_impossible() -> None:
    v = declined_seven()
    history = read_history(v)
    assert history.deadline == {c("Qc"): 2}  # its steps: pass, stock (7h on top), discard
    dealt = [c(x) for x in ("2s", "4s", "6s", "Ac", "3c", "5c", "7c", "Td", "Qh", "Kh")]
    possible, hand = log_likelihood(history, [*dealt, c("Qc")], PolicyModel())
    assert possible > -1e9
    assert hand == h("2s 4s 6s Ac 3c 5c 7c Td Qh Kh")
    impossible, _hand = log_likelihood(history, [*dealt, c("9d")], PolicyModel())
    assert impossible < -1e17


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="take_error"):
        PolicyModel(take_error=0.0)
    with pytest.raises(ValueError, match="discard_beta"):
        PolicyModel(discard_beta=-1.0)
    with pytest.raises(ValueError, match="plays_on"):
        PolicyModel(plays_on=0.0)
    with pytest.raises(ValueError, match="style"):
        PolicyModel(styles=((STYLE["eager"], -1.0),))
    with pytest.raises(ValueError, match="iterations"):
        sample_hands(declined_seven(), PolicyModel(), random.Random(0), 2)


def test_the_expert_can_price_knocks_with_posterior_hands() -> None:
    expert = ExpertAgent(random.Random(4), replace(EXPERT, posterior_iterations=300))
    outcome = play_match(preset("eaai"), [expert, SimpleAgent(random.Random(5))], 4)
    assert outcome.forfeit is None
    assert outcome.winner in (0, 1)


@pytest.mark.parametrize("seed", [3, 8])
def test_the_chain_s_memo_of_discard_scores_changes_no_likelihood(seed: int) -> None:
    """The memo that ``sample_hands`` keeps across the chain's steps (scores of
    each discard by hand, card taken, card thrown and turn) returns exactly the
    log-likelihood scored afresh, over proposals like the chain's (one slot's
    card changed at a time) and a knock-aware model."""
    views = [v for v, _true in simple_game_views(seed)]
    model = PolicyModel(styles=tuple(STYLES))
    rng = random.Random(seed)
    checked = lookups = scored = 0
    for v in views[len(views) // 2 :: 3]:
        history = read_history(v)
        memo = _CountingMemo()
        n = len(history.entry)
        slots = [-1] * n
        free = list(range(n))
        for card, step in sorted(history.deadline.items(), key=lambda kv: kv[1]):
            j = rng.choice([j for j in free if history.entry[j] < step])
            slots[j] = card
            free.remove(j)
        pool = [card for card in range(52) if history.unseen >> card & 1]
        rng.shuffle(pool)
        for j, card in zip(free, pool, strict=False):
            slots[j] = card
        spare = pool[len(free) :]
        for _step in range(40):
            j = rng.choice(free)
            k = rng.randrange(len(spare))
            slots[j], spare[k] = spare[k], slots[j]
            assert log_likelihood(history, slots, model, memo) == log_likelihood(
                history, slots, model
            )
            checked += 1
        lookups += memo.lookups
        scored += len(memo)
    assert checked > 100
    assert scored < lookups  # the memo was used, not only filled


class _CountingMemo(dict[tuple[int, int | None, int, int], tuple[float, float]]):
    lookups = 0

    def get(  # type: ignore[override]
        self, key: tuple[int, int | None, int, int], default: tuple[float, float] | None = None
    ) -> tuple[float, float] | None:
        self.lookups += 1
        return super().get(key, default)
