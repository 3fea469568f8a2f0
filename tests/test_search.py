"""The search agent: the expert level with its draws and discards checked by play-outs."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from ginrummy import actions as A
from ginrummy.actions import Action, Kind
from ginrummy.agents import make_agent
from ginrummy.agents.expert import ExpertAgent, ExpertSettings
from ginrummy.agents.levels import EXPERT
from ginrummy.agents.search import SearchAgent, SearchSettings, after_draw
from ginrummy.rules import preset
from ginrummy.runner import play_match
from ginrummy.standing import GameStanding, Standing
from ginrummy.state import HandState, Phase, deal
from ginrummy.view import SeatView, view
from helpers import c, deal_hands, h, make_deck, play
from test_agents_strong import knock_position


# The play-outs' best is played whatever the margin: shows the search's own choices.
def forced(**changes: Any) -> SearchSettings:
    """Settings whose switching rule always plays the search's own best pick."""
    base = SearchSettings(switch_margin=-1e9, switch_chance=-1e9, switch_z=0.0)
    return replace(base, **changes)


# knock_position's knock (3 points, early) is a close call that the expert's
# play-outs decide by their seed; the tests of the search itself need it to play
# on (the search never judges a knock), so it waits here whatever the seed.
WAITING = replace(EXPERT, knock_margin=-100.0)


class _Recording(SearchAgent):
    """Counts the decisions searched and those where the search overruled the expert."""

    def __init__(self, rng: random.Random, search: SearchSettings) -> None:
        super().__init__(rng, search=search)
        self.searched: dict[Phase, int] = {Phase.DRAW: 0, Phase.DISCARD: 0}
        self.switched = 0

    def act(self, v: SeatView) -> Action:
        action = super().act(v)
        ev = self.last
        if ev is not None and ev.samples >= self.search.min_samples:
            self.searched[v.phase] += 1
            self.switched += action != ev.actions[0]
        return action


def gin_draw_position() -> HandState:
    """Seat 0 (the dealer) to draw, 4s on the pile: taking it and discarding Kc is gin."""
    state = deal_hands(preset("eaai"), 0, "4s 2h 4d 6s 8d Tc Qd Jh 4c 5d",
                       "As 2s 3s 5h 6h 7h 9c 9d 9h Kc", "Ks", "8c")
    state = play(state, "pass", "pass", "stock", "discard 4s")
    assert state.phase is Phase.DRAW and state.to_act == 0
    return state


# An expert that never takes the pile top: in gin_draw_position it draws from the
# stock, a clearly worse choice.
NO_TAKE = replace(EXPERT, take_margin=100.0)


def test_search_is_the_expert_level_plus_search() -> None:
    agent = make_agent("search", random.Random(0))
    assert isinstance(agent, SearchAgent)
    assert agent.settings == EXPERT
    assert agent.name == "search"


@pytest.mark.parametrize("variant", ["eaai", "oklahoma"])
def test_plays_whole_matches_legally_on_its_own_picks(variant: str) -> None:
    # min_samples 1 and the forced margins: the search's own picks are played
    # (the runner forfeits a match on an illegal action).  The samples are capped
    # by max_samples, not by the clock, so the match is the same on any machine:
    # a time budget left the discards unsearched on a slow one, where the
    # expert's own ranking used up 10 ms before the first sample.
    agent = _Recording(random.Random(5), forced(budget=1e9, max_samples=2, min_samples=1))
    outcome = play_match(preset(variant), [agent, make_agent("simple", random.Random(6))], seed=3)
    assert outcome.forfeit is None
    assert outcome.winner in (0, 1)
    assert agent.searched[Phase.DRAW] > 0 and agent.searched[Phase.DISCARD] > 0
    assert agent.switched > 0


@pytest.mark.parametrize("variant", ["eaai", "oklahoma"])
def test_a_tiny_budget_still_plays_whole_matches_legally(variant: str) -> None:
    # How many samples fit in 10 ms depends on the machine, so only what holds
    # on any machine is asserted: every decision legal and the match finished.
    agent = SearchAgent(random.Random(5), search=forced(budget=0.01, min_samples=1))
    outcome = play_match(preset(variant), [agent, make_agent("simple", random.Random(6))], seed=3)
    assert outcome.forfeit is None
    assert outcome.winner in (0, 1)


def assert_search_keeps(v: SeatView, action: Action, seed: int) -> None:
    """The expert plays ``action`` here, and the search plays it unsearched."""
    assert ExpertAgent(random.Random(seed), EXPERT).act(v) == action
    search = SearchAgent(random.Random(seed), search=forced(max_samples=20))
    assert search.act(v) == action
    assert search.last is None


def test_never_changes_the_experts_gin() -> None:
    state = deal_hands(preset("standard"), 0, "As 2s 3s 5h 6h 7h 9c 9d 9h Kc",
                       "2h 4d 6s 8d Tc Qd Ks Jh 3c 5d", "4s", "Kd")
    assert_search_keeps(view(play(state, "take"), 1), A.knock(c("Kc")), seed=3)


def test_never_changes_the_experts_knock() -> None:
    # At 95 of 100 a knock with 1 wins the match unless undercut: the expert
    # knocks (with this seed; the assertion below checks it).
    standing = Standing(100, (GameStanding((40, 95), (2, 6), None),), hollywood=False)
    state = deal(preset("standard"), 0, make_deck("As 2s 3s 5h 6h 7h 9c 9d 9h Kc",
                                                  "2h 4d 6s 8d Tc Qd Ks Jh 4c 5d", "Kd", "Ac"),
                 standing=standing)
    v = view(play(state, "pass", "pass", "stock"), 1)
    assert_search_keeps(v, A.knock(c("Kc")), seed=0)


def test_the_upcard_offer_is_left_to_the_expert() -> None:
    state = deal_hands(preset("eaai"), 0, "As 2s 3s 5h 6h 7h 9c 9d 9h Kc",
                       "2h 4d 6s 8d Tc Qd Ks Jh 4c 5d", "4s")
    v = view(state, 1)
    assert v.phase is Phase.OFFER
    search = SearchAgent(random.Random(2), search=forced(max_samples=20))
    assert search.act(v) == ExpertAgent(random.Random(2), EXPERT).act(v)
    assert search.last is None


def test_overrules_a_draw_that_is_clearly_worse_in_play_outs() -> None:
    v = view(gin_draw_position(), 0)
    assert ExpertAgent(random.Random(1), NO_TAKE).act(v) is A.DRAW_STOCK
    search = SearchAgent(random.Random(1), NO_TAKE, SearchSettings(budget=60.0, max_samples=40))
    assert search.act(v) is A.DRAW_DISCARD
    ev = search.last
    assert ev is not None and ev.samples == 40 and not ev.in_match
    assert ev.actions == (A.DRAW_STOCK, A.DRAW_DISCARD)
    # Taken, the 4s makes gin in every sample: at least the gin bonus (eaai 25).
    assert ev.means[1] >= 25
    assert ev.means[1] - ev.means[0] > 1.0 + 2.0 * ev.errors[1]


def test_without_enough_samples_it_plays_the_experts_choice() -> None:
    v = view(gin_draw_position(), 0)
    # Budget 0: no sample at all.
    zero = SearchAgent(random.Random(1), NO_TAKE, forced(budget=0.0))
    assert zero.act(v) is A.DRAW_STOCK
    assert zero.last is not None and zero.last.samples == 0
    # min_samples out of reach of max_samples.
    few = SearchAgent(random.Random(1), NO_TAKE,
                      forced(budget=60.0, max_samples=10, min_samples=11))
    assert few.act(v) is A.DRAW_STOCK
    assert few.last is not None and few.last.samples == 10
    # With them, the same search takes the 4s (the test above).
    enough = SearchAgent(random.Random(1), NO_TAKE,
                         forced(budget=60.0, max_samples=10))
    assert enough.act(v) is A.DRAW_DISCARD


@pytest.mark.parametrize("phase", [Phase.DRAW, Phase.DISCARD])
def test_every_candidate_meets_the_same_samples(phase: Phase) -> None:
    """Common random numbers: the same action twice gets the very same value."""
    if phase is Phase.DRAW:
        v, action = view(gin_draw_position(), 0), A.DRAW_STOCK
    else:
        v, action = view(knock_position(), 1), A.discard(c("3c"))
    agent = SearchAgent(random.Random(8), search=SearchSettings(max_samples=25))
    ev = agent.evaluate(v, [action, action])
    assert ev.samples == 25
    assert ev.means[0] == ev.means[1]
    assert ev.errors[1] == 0.0


def test_the_same_seed_gives_the_same_choice() -> None:
    v = view(knock_position(), 1)
    settings = forced(budget=60.0, max_samples=30)
    first = SearchAgent(random.Random(11), WAITING, search=settings)
    second = SearchAgent(random.Random(11), WAITING, search=settings)
    assert first.act(v) == second.act(v)
    assert first.last is not None and second.last is not None
    assert first.last.actions == second.last.actions and len(first.last.actions) >= 2
    assert first.last.means == second.last.means
    # The values do depend on the sampled deals: another seed gives others.
    other = SearchAgent(random.Random(12), WAITING, search=settings)
    other.act(v)
    assert other.last is not None and other.last.means != first.last.means


class _Clock:
    """A stand-in for the search module's ``time``: every reading is one tick
    (1/64 s, exact in binary) later than the last, so that the number of samples
    a budget allows is the same on any machine."""

    TICK = 1 / 64

    def __init__(self) -> None:
        self.readings = 0

    def perf_counter(self) -> float:
        self.readings += 1
        return (self.readings - 1) * self.TICK


@pytest.mark.parametrize("ticks", [1, 2, 16])
def test_a_decision_keeps_to_its_budget(monkeypatch: pytest.MonkeyPatch, ticks: int) -> None:
    """The budget covers the whole decision, from the first reading of the clock
    (before the expert's ranking) to the last, which is read before each sample:
    a budget of n ticks leaves room for n - 1 samples, and no more."""
    clock = _Clock()
    monkeypatch.setattr("ginrummy.agents.search.time", clock)
    v = view(knock_position(), 1)
    agent = SearchAgent(
        random.Random(6), WAITING,
        search=SearchSettings(budget=ticks * _Clock.TICK, max_samples=5_000),
    )
    agent.act(v)
    assert agent.last is not None and agent.last.samples == ticks - 1
    # One reading at the start, one per sample, and the one that ends the search.
    assert clock.readings == ticks + 1


def test_rank_is_the_experts() -> None:
    v = view(knock_position(), 1)
    search = SearchAgent(random.Random(9))
    expert = ExpertAgent(random.Random(9), EXPERT)
    assert search.rank(v) == expert.rank(v)
    waiting = SearchAgent(random.Random(9), WAITING)
    assert waiting.rank(v) == ExpertAgent(random.Random(9), WAITING).rank(v)
    assert waiting.rank(v)[0].action.kind is Kind.DISCARD


def test_other_expert_settings_are_kept() -> None:
    settings = ExpertSettings(knock_samples=0)
    assert SearchAgent(random.Random(0), settings).settings is settings


@pytest.mark.parametrize(
    ("from_pile", "allowed", "discard", "count"),
    [(True, False, "2c", 10), (True, True, "Kd", 2), (False, False, "Kd", 2)],
)
def test_after_a_draw_the_seat_discards_as_the_play_outs_do(
    from_pile: bool, allowed: bool, discard: str, count: int
) -> None:
    """Least deadwood, but R4.2: not the card just taken from the pile unless allowed."""
    hand = h("As 2s 3s 5h 6h 7h 9c 9d 9h 2c")
    after, card, left = after_draw(hand, c("Kd"), from_pile, allowed)
    assert (card, left) == (c(discard), count)
    assert after == (hand | h("Kd")) & ~h(discard)
