"""The batch simulator (ginrummy.batch) against the scalar engine, hand by hand.

Every hand the batch plays is played again by the scalar engine (``ginrummy.state``,
and the match driver) with the real agents of ``ginrummy.agents``, fed the batch's
deck and dealer and, as their ``rng``, the batch's random streams
(:class:`ginrummy.batch.StreamRandom`): points and outcome must be equal, in every
two-player preset with options varied, between every pair of built-in players and
with policies given as functions.  The compiled solver and the ``random`` player's
counting of its choices are checked against the scalar ones on random hands.

These need the ``rl`` extra (numba): ``./run test`` runs them in .venv-extras
(``-m extras``); elsewhere they skip, saying why.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from ginrummy import actions as A
from ginrummy import melds
from ginrummy.actions import Action, Kind
from ginrummy.agents import Agent, RandomAgent, SimpleAgent
from ginrummy.driver import MatchDriver
from ginrummy.legality import Phase, Situation, default_arrangement, legal_actions, showing_of
from ginrummy.rules import Rules, preset
from ginrummy.state import HandState, deal
from ginrummy.view import SeatView, view

HAVE_NUMBA = importlib.util.find_spec("numba") is not None
# `./run test` runs the `extras` tests in .venv-extras with this set, so that a failed
# install there fails the run instead of skipping the tests.
REQUIRE_EXTRAS = os.environ.get("GINRUMMY_REQUIRE_EXTRAS") == "1"

pytestmark = [
    pytest.mark.extras,
    pytest.mark.skipif(not HAVE_NUMBA and not REQUIRE_EXTRAS,
                       reason="numba (the rl extra) is not installed; ./run test runs this in"
                              " .venv-extras"),
]

np = pytest.importorskip("numpy", reason="numpy (the rl extra) is not installed")

from ginrummy import batch  # noqa: E402 (after the skip: it needs numpy)
from ginrummy.batch import choices, solver, streams  # noqa: E402

AGENTS: dict[str, Callable[[random.Random], Agent]] = {
    "simple": SimpleAgent,
    "random": RandomAgent,
}
PAIRS = [("simple", "simple"), ("simple", "random"), ("random", "simple"), ("random", "random")]
OUTCOME = {"draw": "drawn"}


# ---------------------------------------------------------------------- the scalar side


def scalar_hand(rules: Rules, players: tuple[Agent, Agent], deck: Any, dealer: int
                ) -> HandState:
    """One hand through the scalar engine: each seat's agent acts on its view, and
    the state checks and applies the action."""
    state = deal(rules, dealer, tuple(int(c) for c in deck))
    while not state.is_over:
        seat = state.to_act
        state = state.apply(players[seat].act(view(state, seat)))
    return state


def points_of(state: HandState) -> tuple[list[int], str]:
    """Each seat's points for the hand and how it ended, as the batch reports them."""
    result = state.result
    assert result is not None
    points = [0, 0]
    if result.winner is not None:
        points[result.winner] = result.points
    return points, OUTCOME.get(result.outcome, result.outcome)


def stream_agents(names: tuple[str, str], seed: int, hand: int) -> tuple[Agent, Agent]:
    """The real agents, each with its seat's stream of hand ``hand`` as its rng."""
    a, b = (AGENTS[name](batch.StreamRandom(seed, hand, 1 + seat))
            for seat, name in enumerate(names))
    return a, b


def assert_equal_to_scalar(result: batch.BatchResult, names: tuple[str, str]) -> None:
    mismatches = []
    for i in range(len(result)):
        agents = stream_agents(names, result.seed, i)
        state = scalar_hand(result.rules, agents, result.decks[i], int(result.dealers[i]))
        points, ended = points_of(state)
        if points != result.points[i].tolist() or ended != result.ended[i]:
            mismatches.append(f"hand {i}: scalar {points} {ended}, batch"
                              f" {result.points[i].tolist()} {result.ended[i]}")
        assert int(result.turns[i]) == state.turn
    assert mismatches == []


CONFIGS: list[tuple[str, dict[str, Any]]] = [
    ("standard", {}),
    ("oklahoma", {}),
    ("hollywood", {}),
    ("oklahoma-hollywood", {}),
    ("eaai", {}),
    # R9.2, R9.3 and R5.5 together: an ace upcard asks for gin, a spade doubles.
    ("oklahoma", {"oklahoma_ace_requires_gin": True, "oklahoma_spades_double": True,
                  "big_gin": True, "big_gin_bonus": 40}),
    ("oklahoma-hollywood", {"oklahoma_spades_double": True, "discard_drawn_upcard": True}),
    # R8.2, R8.4, R4.2, R5.5 with other values.
    ("standard", {"gin_bonus": 20, "undercut_bonus": 0, "discard_drawn_upcard": True,
                  "big_gin": True}),
    # Gin only (a knock limit of 0), and R7.2's turn limit cutting hands short.
    ("eaai", {"knock_limit": 0, "max_turns": 14}),
    ("standard", {"knock_limit": 4, "max_turns": 2}),
    # Options that belong to a match, not a hand: accepted, and change nothing here.
    ("hollywood", {"target": 50, "line_bonus": 25, "game_bonus": 100, "shutout": True,
                   "next_dealer": "alternate"}),
]


@pytest.mark.parametrize(("variant", "options"), CONFIGS,
                         ids=[f"{v}-{'-'.join(o) or 'defaults'}" for v, o in CONFIGS])
@pytest.mark.parametrize("names", PAIRS, ids=[",".join(p) for p in PAIRS])
def test_batch_equals_the_scalar_engine_hand_by_hand(
    variant: str, options: dict[str, Any], names: tuple[str, str]
) -> None:
    """R3-R9: 120 hands of each preset, option set and pair of players (5,280 in all)
    score and end exactly as the scalar engine plays them with the real agents."""
    result = batch.simulate(120, names, variant, seed=48_004, **options)
    assert result.rules == preset(variant).with_options(options)
    assert_equal_to_scalar(result, names)


def test_the_comparison_covers_every_outcome() -> None:
    """The configurations above reach every way a hand ends, big gin and undercuts
    included (else the equality test would not have tested them)."""
    seen: set[str] = set()
    for variant, options in CONFIGS:
        for names in PAIRS:
            seen.update(batch.simulate(120, names, variant, seed=48_004, **options).ended)
    assert seen == set(batch.ENDED)


@pytest.mark.parametrize("variant", batch.two_player_presets())
def test_batch_equals_the_match_driver(variant: str) -> None:
    """The same through the match driver as the runner drives it: each hand dealt by a
    match from the batch's deck, by the batch's dealer, and booked."""
    result = batch.simulate(40, ("simple", "random"), variant, seed=3)
    for i in range(len(result)):
        driver = MatchDriver(result.rules.with_options({"target": 10_000}), seed=i,
                             record=False)
        driver.match.dealer = int(result.dealers[i])
        driver.deal(tuple(int(c) for c in result.decks[i]))
        agents = stream_agents(("simple", "random"), result.seed, i)
        booked = None
        while (turn := driver.turn()) is not None:
            booked = driver.play(agents[turn.player].act(turn.view)).booked
        assert booked is not None
        points = [0, 0]
        if booked.winner_player is not None:
            points[booked.winner_player] = booked.result.points
        assert points == result.points[i].tolist(), i


# ---------------------------------------------------------------------- streams and decks


def test_each_hand_is_dealt_from_its_own_stream() -> None:
    """R3.1, R3.2: hand i's dealer and deck are deal_of(seed, i), whatever the run's size."""
    small = batch.simulate(30, seed=12)
    large = batch.simulate(90, seed=12)
    for i in range(30):
        dealer, deck = batch.deal_of(12, i)
        assert int(small.dealers[i]) == dealer
        assert tuple(small.decks[i].tolist()) == deck
    for name in ("points", "ended", "winner", "dealers", "decks", "turns"):
        assert (getattr(large, name)[:30] == getattr(small, name)).all(), name
    other = batch.simulate(30, seed=13)
    assert (other.decks != small.decks).any()


def test_hands_played_in_chunks_are_the_same_hands(monkeypatch: pytest.MonkeyPatch) -> None:
    """The batch plays CHUNK hands at a time; a hand's streams are named by its number
    in the run, so the chunks change nothing, and a function policy sees the run's
    hand numbers."""
    simulate_module = importlib.import_module("ginrummy.batch.simulation")

    asked: list[list[int]] = []

    def take_then_first(obs: batch.Observation) -> Any:
        asked.append(obs.hands.tolist())
        return obs.action_mask.argmax(axis=1)

    whole = [batch.simulate(40, ("random", "simple"), seed=9),
             batch.simulate(40, (take_then_first, "random"), seed=9)]
    numbers_whole = sorted({h for call in asked for h in call})
    asked.clear()
    monkeypatch.setattr(simulate_module, "CHUNK", 7)
    chunked = [batch.simulate(40, ("random", "simple"), seed=9),
               batch.simulate(40, (take_then_first, "random"), seed=9)]
    assert max(len(call) for call in asked) <= 7
    assert sorted({h for call in asked for h in call}) == numbers_whole == list(range(40))
    for a, b in zip(whole, chunked, strict=True):
        for name in ("points", "ended", "winner", "dealers", "decks", "turns"):
            assert (getattr(a, name) == getattr(b, name)).all(), name
    given = batch.simulate(40, ("simple", "random"), seed=1, decks=whole[0].decks, dealers=1)
    assert (given.decks == whole[0].decks).all() and (given.dealers == 1).all()


def test_given_decks_and_dealers_are_played() -> None:
    first = batch.simulate(50, ("random", "simple"), seed=5)
    again = batch.simulate(50, ("random", "simple"), seed=5, decks=first.decks,
                           dealers=first.dealers)
    assert (again.points == first.points).all() and (again.ended == first.ended).all()
    # One dealer for every hand; the decks reversed.
    reversed_decks = first.decks[:, ::-1]
    played = batch.simulate(50, ("simple", "simple"), seed=5, decks=reversed_decks, dealers=1)
    assert (played.dealers == 1).all()
    for i in range(50):
        state = scalar_hand(played.rules, stream_agents(("simple", "simple"), 5, i),
                            reversed_decks[i], 1)
        assert points_of(state) == (played.points[i].tolist(), played.ended[i])


@given(st.integers(0, 2**64 - 1), st.integers(0, 10**9), st.integers(0, 2),
       st.lists(st.integers(1, 2**40), min_size=1, max_size=20))
@settings(max_examples=150, deadline=None)
def test_compiled_draws_equal_stream_random(seed: int, hand: int, lane: int,
                                            bounds: list[int]) -> None:
    key = np.uint64(streams.stream_key(np.uint64(seed), hand, lane))
    rng = batch.StreamRandom(seed, hand, lane)
    count = 0
    for n in bounds:
        value, count = streams.below(key, count, n)
        assert value == rng.below(n)
    assert count == rng.getstate()[1]


def test_stream_random_is_uniform_enough() -> None:
    rng = batch.StreamRandom(1, 2, 1)
    counts = [0] * 6
    for _ in range(60_000):
        counts[rng.choice(range(6))] += 1
    assert all(9_500 < c < 10_500 for c in counts), counts
    assert 0.49 < sum(rng.random() for _ in range(20_000)) / 20_000 < 0.51


# ---------------------------------------------------------------------- the compiled solver

dense = st.lists(st.integers(0, 51), min_size=10, max_size=12, unique=True)
# Ranks A-7 only: sets, four of a kind and long runs, where the solver has most to choose.
crowded = st.lists(st.sampled_from([s * 13 + r for s in range(4) for r in range(7)]),
                   min_size=10, max_size=11, unique=True)



@st.composite
def four_of_a_kind(draw: st.DrawFn) -> list[int]:
    """Four of a rank and cards of the ranks beside it: which three of the four to
    meld ties often, and the scalar solver's order of trying them decides."""
    rank = draw(st.integers(0, 12))
    near = [s * 13 + r for s in range(4) for r in range(max(0, rank - 2), min(13, rank + 3))
            if r != rank]
    extra = draw(st.lists(st.sampled_from(near), min_size=6, max_size=7, unique=True))
    return [s * 13 + rank for s in range(4)] + extra


def mask(cards: list[int]) -> int:
    return sum(1 << c for c in cards)


@given(st.one_of(dense, crowded, four_of_a_kind()))
# 7s 7h 7d 7c 5s 6s 5h 6h: 5-6-7s with the other three sevens, or 5-6-7h with theirs.
@example([6, 19, 32, 45, 4, 5, 17, 18])
@settings(max_examples=600, deadline=None)
def test_compiled_solver_equals_the_scalar_one(cards: list[int]) -> None:
    """R2.4, R5.1, R5.3: least deadwood, the deadwood after each discard and the
    best arrangement's very melds."""
    hand = mask(cards)
    assert solver.deadwood(hand) == melds.deadwood(hand)
    values = np.zeros(52, dtype=np.int64)
    solver.discard_values(hand, hand, values)
    for card, dw in melds.deadwood_after_each_discard(hand, hand):
        assert values[card] == dw
    out = np.zeros(8, dtype=np.int64)
    n, dw = solver.best_arrangement(hand, out)
    best = melds.best_arrangement(hand)
    assert sorted(out[:n].tolist()) == sorted(best.melds) and dw == best.deadwood


def knocker_and_defender(draw: st.DrawFn) -> tuple[int, melds.Arrangement, int]:
    """A knocker's arrangement (any within 10) and a defender's ten other cards."""
    cards = draw(st.permutations(range(52) if draw(st.booleans()) else
                                 [s * 13 + r for s in range(4) for r in range(9)]))
    knocker = mask(cards[:10])
    options = melds.arrangements_within(knocker, 10)
    arrangement = options[draw(st.integers(0, len(options) - 1))] if options else \
        melds.Arrangement((), knocker)
    return knocker, arrangement, mask(cards[10:20])


@given(st.composite(knocker_and_defender)())
@settings(max_examples=300, deadline=None)
def test_compiled_layoffs_equal_the_scalar_ones(case: tuple[int, melds.Arrangement, int]
                                                ) -> None:
    """R6.2, R6.4: the defender's least deadwood after lay-offs, chains included."""
    _knocker, arrangement, defender = case
    targets = np.array([*arrangement.melds, 0, 0, 0, 0][:8], dtype=np.int64)
    runs, fourths = solver.layoff_targets(targets, len(arrangement.melds))
    assert (runs, fourths) == melds.layoff_targets(arrangement.melds)
    assert solver.layoff_deadwood(defender, runs, fourths) == \
        melds.layoff_deadwood(defender, arrangement.melds)


# ---------------------------------------------------------------------- the random player's choices


def knock_situation(hand: int, arrangement: melds.Arrangement | None, phase: Phase,
                    limit: int, big: bool = False) -> Situation:
    return Situation(preset("standard"), phase, hand, (), False, None, limit, arrangement, big)


@given(st.composite(knocker_and_defender)(), st.integers(0, 2**32))
@settings(max_examples=200, deadline=None)
def test_random_knocker_picks_the_arrangement_random_agent_picks(
    case: tuple[int, melds.Arrangement, int], seed: int
) -> None:
    """R5.3: the random knocker's arrangement is the entry of legal_actions that
    RandomAgent's choice takes from the same stream."""
    knocker, _arrangement, _defender = case
    limit = melds.deadwood(knocker) + seed % 6  # some hands with many arrangements
    listed = legal_actions(knock_situation(knocker, None, Phase.ARRANGE, limit))
    chosen = batch.StreamRandom(seed, 0, 1).choice(listed)
    scratch = np.zeros(choices.SCRATCH_SIZE, dtype=np.int64)
    out = np.zeros(8, dtype=np.int64)
    key = np.uint64(streams.stream_key(np.uint64(seed), 0, 1))
    n, dw, count = choices.random_arrangement(knocker, limit, key, 0, scratch, out)
    assert sorted(out[:n].tolist()) == sorted(chosen.melds)
    rest = knocker
    for meld in chosen.melds:
        rest ^= meld
    assert dw == sum(min(c % 13 + 1, 10) for c in range(52) if rest >> c & 1)
    assert count == 1


@given(st.composite(knocker_and_defender)(), st.integers(0, 2**32), st.booleans())
@settings(max_examples=200, deadline=None)
def test_random_defender_shows_what_random_agent_shows(
    case: tuple[int, melds.Arrangement, int], seed: int, big: bool
) -> None:
    """R6: the random defender's deadwood is that of the melds-and-lay-offs action
    RandomAgent's choice takes from legal_actions, gin or not (R6.3)."""
    _knocker, arrangement, defender = case
    sit = knock_situation(defender, arrangement, Phase.LAY_OFF, 10, big)
    listed = legal_actions(sit)
    chosen = batch.StreamRandom(seed, 0, 2).choice(listed)
    scratch = np.zeros(choices.SCRATCH_SIZE, dtype=np.int64)
    targets = np.array([*arrangement.melds, 0, 0, 0, 0][:8], dtype=np.int64)
    key = np.uint64(streams.stream_key(np.uint64(seed), 0, 2))
    gin = big or arrangement.deadwood == 0
    dw, count = choices.random_showing(defender, targets, len(arrangement.melds), gin, key, 0,
                                       scratch)
    assert dw == showing_of(defender, chosen).deadwood
    assert count == 1


# ---------------------------------------------------------------------- policies as functions

ID_OF_KIND = {Kind.DRAW_STOCK: batch.ACTION_DRAW_STOCK, Kind.DRAW_DISCARD: batch.ACTION_TAKE,
              Kind.PASS: batch.ACTION_PASS, Kind.BIG_GIN: batch.ACTION_BIG_GIN}


def action_id(action: Action) -> int:
    if action.kind is Kind.DISCARD:
        assert action.card is not None
        return batch.ACTION_DISCARD + action.card
    if action.kind is Kind.KNOCK:
        assert action.card is not None
        return batch.ACTION_KNOCK + action.card
    return ID_OF_KIND[action.kind]


def hashed_pick(hand: int, turn: int, phase: int, legal: list[int]) -> int:
    """A deterministic choice among legal ids that both sides can make."""
    return sorted(legal)[(hand * 7_919 + turn * 31 + phase * 7) % len(legal)]


PHASE_CODE = {Phase.OFFER: 0, Phase.DRAW: 1, Phase.DISCARD: 2}


class HashedAgent(Agent):
    """The scalar twin of ``hashed_policy``: the same pick among the legal ids; after
    a knock, the engine's defaults (R5.3, R6.4), as the batch takes them for a
    function seat.  Records every view it decides on."""

    def __init__(self, hand: int) -> None:
        super().__init__()
        self.hand = hand
        self.views: list[SeatView] = []

    def act(self, view: SeatView) -> Action:
        if view.phase is Phase.ARRANGE:
            return A.arrange(default_arrangement(view.situation()).melds)
        if view.phase is Phase.LAY_OFF:
            return view.default_lay_off()
        self.views.append(view)
        legal = {action_id(a): a for a in view.legal_actions()}
        return legal[hashed_pick(self.hand, view.turn, PHASE_CODE[view.phase], list(legal))]


def hashed_policy(seen: dict[int, list[Any]]) -> batch.Policy:
    def policy(obs: batch.Observation) -> Any:
        picks = []
        for i, hand in enumerate(obs.hands.tolist()):
            legal = np.flatnonzero(obs.action_mask[i]).tolist()
            seen.setdefault(hand, []).append({name: value[i] if name not in ("seat",) else value
                                              for name, value in obs._asdict().items()})
            picks.append(hashed_pick(hand, int(obs.turn[i]), int(obs.phase[i]), legal))
        return np.array(picks)
    return policy


def flags_of(cards: int) -> list[bool]:
    return [bool(cards >> c & 1) for c in range(52)]


@pytest.mark.parametrize(("variant", "options"), CONFIGS[:6],
                         ids=[f"{v}-{'-'.join(o) or 'defaults'}" for v, o in CONFIGS[:6]])
@pytest.mark.parametrize("other", ["simple", "random", "function"])
def test_a_function_policy_sees_its_seat_s_view_and_plays_as_the_scalar_engine(
    variant: str, options: dict[str, Any], other: str
) -> None:
    """A function seat gets, per waiting hand, exactly its seat's view (no hidden
    card) with the legal ids of legal_actions, and its answers play as the same
    choices do through the scalar engine."""
    seen0: dict[int, list[Any]] = {}
    seen1: dict[int, list[Any]] = {}
    opponent: str | batch.Policy = other if other != "function" else hashed_policy(seen1)
    result = batch.simulate(60, (hashed_policy(seen0), opponent), variant, seed=21, **options)
    for i in range(len(result)):
        twins: list[HashedAgent | Agent] = [HashedAgent(i)]
        if other == "function":
            twins.append(HashedAgent(i))
        else:
            twins.append(AGENTS[other](batch.StreamRandom(21, i, 2)))
        state = scalar_hand(result.rules, (twins[0], twins[1]), result.decks[i],
                            int(result.dealers[i]))
        assert points_of(state) == (result.points[i].tolist(), result.ended[i]), i
        for twin, seen in zip(twins, (seen0, seen1), strict=False):
            if not isinstance(twin, HashedAgent):
                continue
            observed = seen.get(i, [])
            assert len(observed) == len(twin.views)
            for obs, v in zip(observed, twin.views, strict=True):
                assert obs["hand"].tolist() == flags_of(v.hand)
                assert obs["opponent_known"].tolist() == flags_of(v.opponent_known)
                pile = obs["pile"].tolist()
                assert pile[: int(obs["pile_size"])] == list(v.pile)
                assert set(pile[int(obs["pile_size"]):]) <= {-1}
                assert int(obs["pile_top"]) == (v.pile_top if v.pile_top is not None else -1)
                assert int(obs["stock_count"]) == v.stock_count
                assert int(obs["knock_limit"]) == v.knock_limit
                assert int(obs["taken"]) == (v.taken if v.taken is not None else -1)
                assert bool(obs["dealer"]) == (v.dealer == v.seat)
                assert obs["seat"] == v.seat
                faced = {e.card for e in v.events if e.card is not None and
                         e.kind in (Kind.DISCARD,)} | {v.upcard}
                assert obs["seen"].tolist() == flags_of(sum(1 << c for c in faced))
                legal = sorted(action_id(a) for a in v.legal_actions())
                assert np.flatnonzero(obs["action_mask"]).tolist() == legal


def test_a_function_policy_may_be_both_seats_and_is_asked_in_batches() -> None:
    calls: list[int] = []

    def first_legal(obs: batch.Observation) -> Any:
        calls.append(len(obs.hands))
        return obs.action_mask.argmax(axis=1)

    result = batch.simulate(500, (first_legal, first_legal), seed=1)
    assert len(result) == 500 and max(calls) == 500
    # The first legal id: take the upcard, then draw from the stock and discard the
    # lowest card; nobody knocks, so every hand is drawn.
    assert set(result.ended) == {"drawn"} and (result.points == 0).all()


# ---------------------------------------------------------------------- the result


def test_the_result_is_consistent() -> None:
    """R8.5: exactly the winner scores; a drawn hand has no winner and no points."""
    result = batch.simulate(3_000, ("simple", "random"), "oklahoma", seed=8,
                            oklahoma_spades_double=True)
    drawn = result.ended == "drawn"
    assert (result.winner[drawn] == -1).all() and (result.points[drawn] == 0).all()
    won = ~drawn
    rows = np.flatnonzero(won)
    assert (result.points[rows, result.winner[won]] > 0).all()
    assert (result.points[rows, 1 - result.winner[won]] == 0).all()
    assert sum(result.counts().values()) == 3_000 and result.counts()["knock"] > 0
    assert result.players == ("simple", "random") and result.seed == 8
    assert batch.simulate(5).seed != batch.simulate(5).seed  # a seed from the system


# ---------------------------------------------------------------------- bad input


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"hands": 0}, "hands must be at least 1, not 0"),
        ({"hands": -3}, "hands must be at least 1, not -3"),
        ({"hands": 2.5}, "hands must be a whole number"),
        ({"hands": True}, "hands must be a whole number"),
        ({"variant": "gin"}, "unknown variant 'gin' (known: standard, oklahoma, hollywood,"
                             " oklahoma-hollywood, eaai)"),
        ({"variant": "three-player"}, "two-player hands, not three-player (presets: standard"),
        ({"variant": 3}, "variant must be a preset's name or a Rules"),
        ({"players": ("simple", "expert")}, "unknown player 'expert' (known: random, simple, or"
                                            " a function of a batch of observations)"),
        ({"players": ("simple",)}, "two players are needed, one per seat, not 1"),
        ({"players": ("simple", 7)}, "unknown player 7"),
        ({"seed": -1}, "seed must be from 0 to 2**64 - 1, not -1"),
        ({"seed": "x"}, "seed must be a whole number"),
        ({"decks": [list(range(52))]}, "decks must be 2 x 52 whole numbers"),
        ({"decks": [[0] * 52] * 2}, "the deck of hand 0 does not hold each card 0-51 once"),
        ({"dealers": 2}, "dealers must be seat 0 or 1"),
        ({"gin_bonuss": 3}, "unknown rule option 'gin_bonuss' (known: players, knock_limit,"),
        ({"gin_bonus": -3}, "gin_bonus must not be negative"),
    ],
)
def test_bad_input_is_refused_with_the_valid_values(kwargs: dict[str, Any], message: str
                                                    ) -> None:
    # BatchError, or the rules' own RulesError for a rule option: both ValueErrors.
    with pytest.raises(ValueError) as info:
        batch.simulate(**{"hands": 2, **kwargs})
    assert message in str(info.value) and "\n" not in str(info.value)


def test_a_policy_s_illegal_or_malformed_answer_is_refused_naming_the_legal_ones() -> None:
    def always_knock(obs: batch.Observation) -> Any:
        return np.full(len(obs.hands), batch.ACTION_KNOCK)

    with pytest.raises(batch.BatchError) as info:
        batch.simulate(3, (always_knock, "simple"), seed=1)
    text = str(info.value)
    assert "seat 0's policy chose action 55 (knock As)" in text
    assert "phase offer; legal: 1 (take), 2 (pass)" in text or \
        "phase draw; legal: 0 (draw_stock)" in text

    def wrong_shape(obs: batch.Observation) -> Any:
        return np.zeros((len(obs.hands), 2), dtype=np.int64)

    with pytest.raises(batch.BatchError, match="must return 3 whole action ids"):
        batch.simulate(3, ("simple", wrong_shape), seed=1)

    def out_of_range(obs: batch.Observation) -> Any:
        return np.full(len(obs.hands), 999)

    with pytest.raises(batch.BatchError, match="chose action 999 \\(no action\\)"):
        batch.simulate(3, (out_of_range, "random"), seed=1)



def test_compiled_functions_are_stamped_with_every_source_they_are_built_from() -> None:
    """numba checks a cached function against its own file only; the batch's are also
    stamped with a hash of every module they inline and every table they bake in,
    so an edit of hand.py cannot leave kernel.py's cached loop on the old rules."""
    from ginrummy.batch import _jit, kernel

    assert _jit.STAMPED, "numba's cache locators changed: see ginrummy/batch/_jit.py"
    locator = kernel.advance._cache._impl.locator  # type: ignore[attr-defined]
    assert locator.get_source_stamp()[1] == _jit.source_fingerprint()
    names = {path.name for path in _jit.SOURCES}
    assert {"hand.py", "solver.py", "kernel.py", "melds.py", "baseline.py"} <= names
