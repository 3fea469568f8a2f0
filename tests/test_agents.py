"""The built-in agents: the simple baseline's three rules, checked decision by
decision, and a loose statistical sanity check of simple against itself."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy import actions as A
from ginrummy.actions import Kind
from ginrummy.agents import AgentError, RandomAgent, SimpleAgent, agent_names, make_agent
from ginrummy.agents.baseline import makes_meld
from ginrummy.agents.sandbox import SandboxAgent
from ginrummy.rules import PRESETS, preset
from ginrummy.runner import play_named_match
from ginrummy.state import HandState, Phase
from ginrummy.view import view
from helpers import (
    ALL_MELDS,
    brute_deadwood,
    brute_defender_deadwood,
    deal_hands,
    h,
    play,
    random_states,
)

STANDARD = preset("standard")
# No meld; 5h-6h wait for 4h or 7h, 9c-9d for another nine.
WAITING = "5h 6h Kc Qd 2s 4d 9c 9d 3c Js"
OTHER = "2c 4s 6s 8d Tc Jd Ks Jh Ac 5d"


def simple_action(state: HandState, seed: int = 0) -> A.Action:
    return SimpleAgent(random.Random(seed)).act(view(state, state.to_act))


@pytest.mark.parametrize(("upcard", "takes"), [
    ("7h", True), ("4h", True), ("9s", True), ("9h", True), ("8h", False), ("Kh", False),
    ("3h", False), ("Th", False),
])
def test_simple_takes_the_upcard_only_when_it_makes_a_meld(upcard: str, takes: bool) -> None:
    state = deal_hands(STANDARD, 0, WAITING, OTHER, upcard)
    assert simple_action(state) == (A.DRAW_DISCARD if takes else A.PASS)
    # The dealer decides the same way after the non-dealer's pass.
    dealer_first = deal_hands(STANDARD, 1, OTHER, WAITING, upcard).apply(A.PASS)
    assert dealer_first.to_act == 1
    assert simple_action(dealer_first) == (A.DRAW_DISCARD if takes else A.PASS)


def test_simple_takes_a_melding_discard_later_and_else_draws_from_the_stock() -> None:
    # The upcard Jc would make a set with the non-dealer's Jd Jh.
    state = play(deal_hands(STANDARD, 0, OTHER, WAITING, "Jc", "7h 2h"), "pass", "pass")
    assert state.pile == (h("Jc").bit_length() - 1,)
    assert simple_action(state) == A.DRAW_STOCK, "after two passes only the stock (R4.3)"
    state = play(state, "stock", "discard 7h")
    assert simple_action(state) == A.DRAW_DISCARD
    state = play(state, "stock", "discard 2h")
    assert simple_action(state) == A.DRAW_STOCK


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 51), st.lists(st.integers(0, 51), max_size=11, unique=True))
def test_makes_meld_agrees_with_the_meld_definitions(card: int, cards: list[int]) -> None:
    hand = sum(1 << x for x in cards if x != card)
    bit = 1 << card
    expected = any(meld & bit and meld & ~bit & ~hand == 0 for meld in ALL_MELDS)
    assert makes_meld(card, hand) == expected


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from(sorted(PRESETS)))
def test_simple_discards_least_deadwood_and_knocks_at_the_first_chance(
    seed: int, name: str
) -> None:
    rules = PRESETS[name]
    for state in random_states(rules, seed, knock_bias=0.3):
        if state.is_over:
            continue
        action = simple_action(state, seed)
        state.check(action)  # always legal
        hand = state.hands[state.to_act]
        if state.phase is Phase.DISCARD:
            if rules.big_gin and brute_deadwood(hand) == 0:
                assert action == A.BIG_GIN
                continue
            allowed = [c for c in range(52) if hand >> c & 1 and c != state.taken]
            after = {c: brute_deadwood(hand & ~(1 << c)) for c in allowed}
            least = min(after.values())
            assert action.kind in (Kind.DISCARD, Kind.KNOCK) and action.card is not None
            assert after[action.card] == least, "a card that leaves the least deadwood"
            can_knock = any(a.kind is Kind.KNOCK for a in state.legal_actions())
            assert (action.kind is Kind.KNOCK) == can_knock, "knock at the first legal chance"
        elif state.phase is Phase.ARRANGE:
            arranged = state.apply(action).arrangement
            assert arranged is not None and arranged.deadwood == brute_deadwood(hand)
        elif state.phase is Phase.LAY_OFF:
            assert state.arrangement is not None
            gin = state.big_gin or state.arrangement.deadwood == 0
            shown = state.apply(action).showing
            assert shown is not None
            assert shown.deadwood == brute_defender_deadwood(hand, state.arrangement.melds, gin)


def test_simple_breaks_discard_ties_at_random_but_reproducibly() -> None:
    # Kc, Qd, Js, Ks all leave the same deadwood after drawing Ks.
    dealer = "2c 5s 6s 8d Tc Jd Th Jh Ac 5d"
    state = deal_hands(STANDARD, 0, "Kc Qd Js 2s 3s 4s 5h 6h 7h 9d", dealer, "8c", "Ks")
    state = play(state, "pass", "pass", "stock")
    choices = {simple_action(state, seed).card for seed in range(30)}
    assert choices == {h(x).bit_length() - 1 for x in ("Kc", "Qd", "Js", "Ks")}
    assert simple_action(state, 5) == simple_action(state, 5)


def test_simple_against_itself_looks_like_the_published_baseline() -> None:
    """About 10 hands per game and gin in a few percent of hands (AI-NOTES), loosely."""
    rules = preset("eaai")
    outcomes: Counter[str] = Counter()
    knockers: Counter[int] = Counter()
    winners: Counter[int] = Counter()
    hands = games = 0
    seed = 1000
    while hands < 200:
        outcome = play_named_match(rules, ["simple", "simple"], seed=seed)
        seed += 1
        assert outcome.forfeit is None, outcome.forfeit
        games += 1
        assert outcome.winner is not None
        winners[outcome.winner] += 1
        for state in outcome.hands:
            assert state.result is not None
            hands += 1
            outcomes[state.result.outcome] += 1
            if state.result.knocker is not None:
                knockers[state.result.knocker] += 1
    assert 6 <= hands / games <= 16
    assert outcomes["gin"] / hands < 0.08
    assert outcomes["draw"] / hands < 0.03
    assert 0.01 <= outcomes["undercut"] / hands <= 0.25
    assert outcomes["knock"] / hands >= 0.7
    assert 0.3 <= knockers[0] / sum(knockers.values()) <= 0.7
    assert min(winners.values()) >= 3


def test_random_agent_plays_only_legal_actions() -> None:
    agent = RandomAgent(random.Random(2))
    for state in random_states(STANDARD, 9, knock_bias=0.5):
        if not state.is_over:
            state.check(agent.act(view(state, state.to_act)))


def test_agent_registry() -> None:
    assert {"random", "simple"} <= set(agent_names())
    assert isinstance(make_agent("simple", random.Random(1)), SimpleAgent)
    # package.module:ClassName: a plugin, in a process of its own (tests/test_sandbox.py).
    plugin = make_agent("ginrummy.agents:RandomAgent", random.Random(1))
    assert isinstance(plugin, SandboxAgent) and plugin.name == "random"
    plugin.close()
    with pytest.raises(AgentError, match="unknown agent"):
        make_agent("grandmaster", random.Random(1))
    with pytest.raises(AgentError):
        make_agent("ginrummy.agents:Nobody", random.Random(1))
    with pytest.raises(AgentError):
        make_agent("no_such_module_xyz:Agent", random.Random(1))
