"""Invariants under random play (hypothesis): cards are conserved, legality agrees
with the list of legal actions, random play ends, a seed replays, a record replays
to the same result, and a hand's points go to exactly one player (R8.5)."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy import actions as A
from ginrummy.actions import Action
from ginrummy.driver import replay
from ginrummy.melds import Layoff, melds_in
from ginrummy.rules import PRESETS, preset
from ginrummy.runner import play_named_match
from ginrummy.state import HandState, Phase
from helpers import bits, disjoint_union, pile_mask, random_states, stock_cards

ALL = (1 << 52) - 1
seeds = st.integers(0, 2**32)
preset_names = st.sampled_from(sorted(PRESETS))


def conserved(state: HandState) -> None:
    groups = [state.hands[0], state.hands[1], pile_mask(state), stock_cards(state)]
    if state.knock_discard is not None:
        groups.append(1 << state.knock_discard)
    assert disjoint_union(groups) == ALL
    assert len(state.pile) == pile_mask(state).bit_count()


@settings(max_examples=100, deadline=None)
@given(seeds, preset_names, st.sampled_from([0.0, 0.5, 1.0]))
def test_the_52_cards_are_conserved_in_every_state(seed: int, name: str, bias: float) -> None:
    """R1.1: hands + pile + stock + face-down knock discard are the deck, once each."""
    for state in random_states(PRESETS[name], seed, bias):
        conserved(state)
        sizes = sorted(hand.bit_count() for hand in state.hands)
        if state.phase in (Phase.OFFER, Phase.DRAW):
            assert sizes == [10, 10]
        elif state.phase is Phase.DISCARD:
            assert sizes == [10, 11]


def action_pool(state: HandState, rng: random.Random) -> list[Action]:
    """Legal-looking and illegal actions for the player to act."""
    hand = state.hands[state.to_act]
    pool: list[Action] = [A.PASS, A.DRAW_STOCK, A.DRAW_DISCARD, A.BIG_GIN]
    pool += [A.discard(card) for card in range(52)] + [A.knock(card) for card in range(52)]
    own = melds_in(hand)
    cards = bits(hand)
    for _ in range(12):
        melds = rng.sample(own, min(len(own), rng.randint(0, 3)))
        if cards and rng.random() < 0.2:
            melds.append(sum(1 << card for card in rng.sample(cards, min(3, len(cards)))))
        pool.append(A.arrange(melds))
        n_targets = len(state.arrangement.melds) if state.arrangement else 1
        layoffs = [
            Layoff(card, rng.randrange(n_targets + 1))
            for card in rng.sample(cards, min(len(cards), rng.randint(0, 3)))
        ]
        pool.append(A.lay_off(melds, layoffs))
    return pool


@settings(max_examples=120, deadline=None)
@given(seeds, preset_names, st.sampled_from([0.0, 0.6]))
def test_legality_agrees_with_the_listed_legal_actions(seed: int, name: str, bias: float) -> None:
    rng = random.Random(seed ^ 0x5EED)
    for state in random_states(PRESETS[name], seed, bias):
        listed = state.legal_actions()
        assert len(set(listed)) == len(listed), "an action is listed twice"
        for action in listed:
            state.check(action)
        if state.phase is Phase.OVER:
            assert listed == []
        listed_set = set(listed)
        for action in action_pool(state, rng):
            assert state.is_legal(action) == (action in listed_set), (state, action.text)


@settings(max_examples=100, deadline=None)
@given(seeds, st.integers(2, 60), preset_names)
def test_r7_2_random_play_always_ends(seed: int, max_turns: int, name: str) -> None:
    """Pure random play (pile draws included) ends within the max_turns safeguard."""
    rules = replace(PRESETS[name], max_turns=max_turns)
    states = list(random_states(rules, seed, knock_bias=0.0))
    last = states[-1]
    assert last.is_over and last.result is not None
    assert last.turn <= max_turns
    assert len(states) <= 2 * max_turns + 8


def record_of(name: str, seed: int) -> dict[str, Any]:
    rules = replace(PRESETS[name], target=60)
    agents = ["simple"] * rules.players if rules.players == 3 else ["simple", "random"]
    return play_named_match(rules, agents, seed=seed).record


@settings(max_examples=25, deadline=None)
@given(seeds, preset_names)
def test_the_same_seed_plays_the_same_match(seed: int, name: str) -> None:
    assert record_of(name, seed) == record_of(name, seed)


@settings(max_examples=25, deadline=None)
@given(seeds, preset_names)
def test_a_record_replays_to_the_same_result(seed: int, name: str) -> None:
    rules = replace(PRESETS[name], target=60)
    agents = ["simple"] * rules.players
    outcome = play_named_match(rules, agents, seed=seed)
    assert outcome.forfeit is None, outcome.forfeit
    replayed = replay(outcome.record)
    assert replayed.match.winner == outcome.winner
    assert replayed.match.totals() == outcome.match.totals()
    assert [s.result for s in replayed.hands] == [s.result for s in outcome.hands]
    assert [s.history for s in replayed.hands] == [s.history for s in outcome.hands]


@settings(max_examples=25, deadline=None)
@given(seeds, preset_names)
def test_r8_5_each_hand_scores_for_exactly_one_player(seed: int, name: str) -> None:
    """R8.5 (and R10.2/R11.4): a scored hand adds its points to one player only."""
    rules = replace(PRESETS[name], target=60)
    outcome = play_named_match(rules, ["simple"] * rules.players, seed=seed)
    previous = [[0] * rules.players for _ in outcome.match.sheets()]
    for hand in outcome.record["hands"]:
        end = hand["end"]
        games = [g["scores"] for g in hand["score"]["games"]]
        for g, (before, after) in enumerate(zip(previous, games, strict=True)):
            gained = [a - b for a, b in zip(after, before, strict=True)]
            if end["outcome"] == "draw" or g not in end["games"]:
                assert gained == [0] * rules.players
            else:
                assert end["points"] > 0
                assert gained == [end["points"] if p == end["winner"] else 0
                                  for p in range(rules.players)]
        previous = games
        if end["outcome"] == "draw":
            assert end["winner"] is None and end["points"] == 0
    assert outcome.winner is not None


def test_standard_match_ends_with_the_winner_over_the_target() -> None:
    """R8.6 through a whole match: the winner's total reaches the target."""
    outcome = play_named_match(preset("standard"), ["simple", "simple"], seed=5)
    sheet = outcome.match.game
    assert outcome.winner == sheet.winner is not None
    assert sheet.scores[sheet.winner] >= 100 > sheet.scores[1 - sheet.winner]
