"""Reference engines for the benchmark: OpenSpiel and RLCard gin rummy.

Only the standard library is imported at module level.  The third-party
packages (``open-spiel`` -> module ``pyspiel``; ``rlcard``) are imported
lazily inside the functions, and every public function returns ``None`` when
its package is not installed, so the benchmark can skip a missing engine.
See ``benchmarks/REFERENCE-SETUP.md`` for how to install them.

Cards are given in our notation: rank ``A23456789TJQK`` followed by suit
``s h d c`` (e.g. ``"Ts"``, ``"Ah"``).

Each engine offers three entry points:

* ``<engine>_min_deadwood()`` -> ``Callable[[list[str]], int]``: converts and
  computes in one call (conversion is a precomputed dict lookup per card).
* ``<engine>_convert(cards)`` -> the engine's native hand object, and
  ``<engine>_min_deadwood_raw()`` -> ``Callable[[object], int]`` taking such a
  native hand, so a benchmark can convert a batch of hands once and time only
  the engine's own search.

Exactly what is timed:

* OpenSpiel: the bound pybind11 method
  ``pyspiel.gin_rummy.GinRummyUtils(13, 4, 10).min_deadwood`` (C++
  ``GinRummyUtils::MinDeadwood(const VecInt&)``), called with a ``list[int]``
  of OpenSpiel card ids (``suit * 13 + rank``, suits ordered ``s c d h``).
* RLCard (pure Python): for 10 cards, RLCard's own scoring idiom from
  ``rlcard/games/gin_rummy/round.py`` and ``utils/scorers.py``:
  ``melding.get_best_meld_clusters(hand)`` then
  ``utils.get_deadwood_count(hand, best[0] or [])``, on a ``list[Card]`` of
  RLCard's shared deck ``Card`` objects (modules
  ``rlcard.games.gin_rummy.utils.melding`` / ``.utils``).  For 11 cards
  (RLCard's deadwood functions reject anything but 10 cards) the discard
  search of ``GinRummyNoviceRuleAgent._get_best_discards``: for each of the
  11 discards, ``min(get_deadwood_count(h10, c) for c in get_meld_clusters(h10))``.

Running this file (``python benchmarks/reference_engines.py``) checks both
engines on known hands and prints the timings.
"""

from __future__ import annotations

import importlib
import random
import sys
import time
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any, TypeVar

_H = TypeVar("_H")
_Convert = Callable[[Sequence[str]], object]

RANKS = "A23456789TJQK"
SUITS = "shdc"  # our suit order
OPENSPIEL_SUITS = "scdh"  # kSuitChar in open_spiel/games/gin_rummy/gin_rummy_utils.cc
RLCARD_SUITS = "SHDC"  # rlcard.games.gin_rummy.utils.valid_suit

ALL_CARDS: tuple[str, ...] = tuple(r + s for s in SUITS for r in RANKS)

# (hand, true least deadwood; for 11 cards after the best discard)
KNOWN_HANDS: tuple[tuple[str, int], ...] = (
    ("As 3s 5s 2c 2d 3d 4d 5d 6d 2h 5h", 8),
    ("3d 6h Ts Kh Ac 6d Ks 9h Js Qh", 75),
    ("Ks Kh 8h Kc Qs 5s Ah Tc Th 6s", 50),
)

OPENSPIEL_CARD_ID: dict[str, int] = {
    r + s: OPENSPIEL_SUITS.index(s) * len(RANKS) + ri for s in SUITS for ri, r in enumerate(RANKS)
}
RLCARD_CARD_ID: dict[str, int] = {
    r + s: RLCARD_SUITS.index(s.upper()) * len(RANKS) + ri
    for s in SUITS
    for ri, r in enumerate(RANKS)
}


def _import(name: str) -> ModuleType | None:
    """Import ``name``; ``None`` if it (or a dependency) is not installed."""
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


# --------------------------------------------------------------------------
# OpenSpiel
# --------------------------------------------------------------------------

_openspiel_utils: Any = None


def _openspiel_gin_utils() -> Any:
    """The shared ``pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)``, or None."""
    global _openspiel_utils
    if _openspiel_utils is None:
        pyspiel = _import("pyspiel")
        if pyspiel is None:
            return None
        # GinRummyUtils(num_ranks, num_suits, hand_size)
        _openspiel_utils = pyspiel.gin_rummy.GinRummyUtils(13, 4, 10)
    return _openspiel_utils


def openspiel_convert(cards: Sequence[str]) -> object:
    """Our card names -> OpenSpiel's native hand: a ``list[int]`` of card ids.

    Id = ``suit * 13 + rank`` with OpenSpiel's suit order ``s c d h``; equal to
    ``GinRummyUtils.card_strings_to_card_ints`` (checked in ``_self_check``).
    Needs no OpenSpiel install.
    """
    table = OPENSPIEL_CARD_ID
    return [table[c] for c in cards]


def openspiel_min_deadwood_raw() -> Callable[[object], int] | None:
    """``GinRummyUtils(13, 4, 10).min_deadwood`` itself (a pybind11 method).

    Its argument is what ``openspiel_convert`` returns.  None if OpenSpiel is
    not installed.
    """
    utils = _openspiel_gin_utils()
    if utils is None:
        return None
    fn: Callable[[object], int] = utils.min_deadwood
    return fn


def openspiel_min_deadwood() -> Callable[[list[str]], int] | None:
    """Least deadwood of a hand of our card names, computed by OpenSpiel.

    10 cards: the minimum deadwood over all meld groups (correct).

    11 cards: OpenSpiel (``GinRummyUtils::MinDeadwood``, gin_rummy_utils.cc)
    first picks the meld group that melds the most points *of all 11 cards*
    (``BestMeldGroup``), then discards the highest-ranked remaining deadwood
    card.  That is not always the best discard: on
    ``As 3s 5s 2c 2d 3d 4d 5d 6d 2h 5h`` it melds 2c 2d 2h + 3d 4d 5d 6d,
    leaves As 3s 5s 5h, discards a 5 and returns 9, while discarding 6d and
    melding 2d 3d 4d + 5s 5d 5h leaves As 3s 2c 2h = 8.  This is OpenSpiel's
    behaviour (open-spiel 2.0.2), reproduced here as is, not fixed.

    None if OpenSpiel is not installed.
    """
    utils = _openspiel_gin_utils()
    if utils is None:
        return None
    md: Callable[[list[int]], int] = utils.min_deadwood
    card_id = OPENSPIEL_CARD_ID.__getitem__

    def min_deadwood(cards: list[str]) -> int:
        return md(list(map(card_id, cards)))

    return min_deadwood


def openspiel_simple_hands_per_second(n_hands: int, seed: int) -> float | None:
    """Hands per second of OpenSpiel's gin_rummy with its simple bot on both seats.

    Game ``pyspiel.load_game("gin_rummy")`` (default parameters: 10-card
    hands, knock card 10), bots ``pyspiel.make_simple_gin_rummy_bot(params,
    player)`` (the C++ ``SimpleGinRummyBot``; there is no Python gin rummy
    bot in the package), ``restart()``-ed before each hand.  Chance outcomes
    (the deal and the stock draws) are sampled with ``random.Random(seed)``.
    A hand is one episode of the OpenSpiel game, played to its terminal
    state.  Wall time (``time.perf_counter``) covers state creation, chance
    sampling, bot steps and ``returns()``.  None if OpenSpiel is missing.
    """
    if n_hands < 1:
        raise ValueError("n_hands must be at least 1")
    pyspiel = _import("pyspiel")
    if pyspiel is None:
        return None
    game = pyspiel.load_game("gin_rummy")
    params = game.get_parameters()
    bots = [pyspiel.make_simple_gin_rummy_bot(params, p) for p in range(2)]
    rng = random.Random(seed)
    choices = rng.choices

    start = time.perf_counter()
    for _ in range(n_hands):
        for bot in bots:
            bot.restart()
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                actions = [a for a, _ in outcomes]
                weights = [p for _, p in outcomes]
                state.apply_action(choices(actions, weights)[0])
            else:
                state.apply_action(bots[state.current_player()].step(state))
        state.returns()
    elapsed = time.perf_counter() - start
    return n_hands / elapsed


# --------------------------------------------------------------------------
# RLCard
# --------------------------------------------------------------------------


def _rlcard_modules() -> tuple[Any, Any] | None:
    """``(melding, utils)`` from ``rlcard.games.gin_rummy.utils``, or None."""
    melding = _import("rlcard.games.gin_rummy.utils.melding")
    utils = _import("rlcard.games.gin_rummy.utils.utils")
    if melding is None or utils is None:
        return None
    return melding, utils


def rlcard_convert(cards: Sequence[str]) -> object:
    """Our card names -> RLCard's native hand: a ``list`` of RLCard ``Card``.

    The cards are RLCard's own shared deck objects
    (``rlcard.games.gin_rummy.utils.utils.get_card(card_id)``, id =
    ``rank + 13 * suit`` with suits ``S H D C``).  Raises ``RuntimeError``
    if RLCard is not installed.
    """
    modules = _rlcard_modules()
    if modules is None:
        raise RuntimeError("rlcard is not installed")
    get_card = modules[1].get_card
    return [get_card(RLCARD_CARD_ID[c]) for c in cards]


def rlcard_min_deadwood_raw() -> Callable[[object], int] | None:
    """RLCard's least-deadwood search on a hand from ``rlcard_convert``.

    10 cards: ``melding.get_best_meld_clusters(hand)`` then
    ``utils.get_deadwood_count(hand, best[0] if best else [])``, as RLCard
    scores a hand (round.py ``score_player_0``, scorers.py).

    11 cards: least deadwood after the best discard, searched as RLCard's
    ``GinRummyNoviceRuleAgent._get_best_discards`` does (each discard, then
    ``get_meld_clusters`` + ``get_deadwood_count`` on the 10 left).  This is
    correct (8 on ``As 3s 5s 2c 2d 3d 4d 5d 6d 2h 5h``).

    Other sizes raise RLCard's ``GinRummyProgramError``.  None if RLCard is
    not installed.
    """
    modules = _rlcard_modules()
    if modules is None:
        return None
    melding, utils = modules
    get_best_meld_clusters = melding.get_best_meld_clusters
    get_meld_clusters = melding.get_meld_clusters
    get_deadwood_count = utils.get_deadwood_count

    def min_deadwood_10(hand: list[Any]) -> int:
        best = get_best_meld_clusters(hand)
        count: int = get_deadwood_count(hand, best[0] if best else [])
        return count

    def min_deadwood_11(hand: list[Any]) -> int:
        least = 1_000
        for discard in hand:
            rest = [c for c in hand if c is not discard]
            counts = [get_deadwood_count(rest, m) for m in get_meld_clusters(rest)]
            least = min(least, min(counts, default=get_deadwood_count(rest, [])))
        return least

    def min_deadwood(hand: object) -> int:
        assert isinstance(hand, list)
        if len(hand) == 11:
            return min_deadwood_11(hand)
        return min_deadwood_10(hand)

    return min_deadwood


def rlcard_min_deadwood() -> Callable[[list[str]], int] | None:
    """Least deadwood of a hand of our card names, computed by RLCard.

    10 or 11 cards (11: after the best discard); see
    ``rlcard_min_deadwood_raw`` for the functions used.  None if RLCard is
    not installed.
    """
    raw = rlcard_min_deadwood_raw()
    modules = _rlcard_modules()
    if raw is None or modules is None:
        return None
    get_card = modules[1].get_card
    card_of = {name: get_card(i) for name, i in RLCARD_CARD_ID.items()}.__getitem__

    def min_deadwood(cards: list[str]) -> int:
        return raw(list(map(card_of, cards)))

    return min_deadwood


def rlcard_simple_hands_per_second(n_hands: int, seed: int) -> float | None:
    """Hands per second of RLCard's gin rummy with its rule agent on both seats.

    Environment ``rlcard.make("gin-rummy", config={"seed": seed})`` (default
    settings: random dealer, knock at 10, dead hand at 2 stock cards), agents
    ``rlcard.models.gin_rummy_rule_models.GinRummyNoviceRuleAgent`` (the only
    gin rummy rule agent RLCard ships), one per seat.  A hand is one episode:
    ``env.reset()``, then ``agent.step(state)`` / ``env.step(action)`` until
    ``env.is_over()``, then ``env.get_payoffs()``.

    RLCard deals with the environment's own ``numpy`` RandomState (seeded by
    ``seed``); the agent breaks ties with the global ``numpy.random``, which
    is seeded with ``seed`` here and restored afterwards.  ``random.Random``
    cannot drive RLCard's chance events.  None if RLCard is missing.
    """
    if n_hands < 1:
        raise ValueError("n_hands must be at least 1")
    rlcard = _import("rlcard")
    models = _import("rlcard.models.gin_rummy_rule_models")
    np = _import("numpy")
    if rlcard is None or models is None or np is None:
        return None
    env = rlcard.make("gin-rummy", config={"seed": seed})
    agents = [models.GinRummyNoviceRuleAgent() for _ in range(2)]
    saved = np.random.get_state()
    np.random.seed(seed)
    try:
        start = time.perf_counter()
        for _ in range(n_hands):
            state, player = env.reset()
            while not env.is_over():
                agent = agents[player]
                state, player = env.step(agent.step(state), agent.use_raw)
            env.get_payoffs()
        elapsed = time.perf_counter() - start
    finally:
        np.random.set_state(saved)
    return n_hands / elapsed


def rlcard_random_run(n_hands: int, seed: int) -> tuple[float, int] | None:
    """Seconds and steps of ``n_hands`` episodes of RLCard's gin-rummy environment with
    random legal actions on both seats.

    Environment ``rlcard.make("gin-rummy", config={"seed": seed})`` (default settings),
    played as RLCard's own ``Env.run`` plays it: ``env.reset()``, then ``env.step(action)``
    until ``env.is_over()``, then ``env.get_payoffs()``.  Each ``reset`` and ``step``
    builds the next player's state as RLCard does (its ``5 x 52`` observation, the legal
    actions' ids and the raw ones).  A step is one ``env.step``: one decision of either
    player, the two forced score steps that end each of RLCard's hands
    (``score_player_0``, ``score_player_1``) included.

    The actions are drawn with ``random.Random(seed).randrange`` from the legal ids of
    the state (``state["legal_actions"]``), as the benchmark draws ours: RLCard's own
    ``RandomAgent`` draws with ``numpy.random.choice``, which costs several times more
    than the draw, so the agents' share stays the same on both sides.  The dealer and
    the deal come from the environment's own numpy RandomState (``seed``).  None if
    RLCard is missing.
    """
    if n_hands < 1:
        raise ValueError("n_hands must be at least 1")
    rlcard = _import("rlcard")
    if rlcard is None:
        return None
    env = rlcard.make("gin-rummy", config={"seed": seed})
    randrange = random.Random(seed).randrange
    steps = 0
    start = time.perf_counter()
    for _ in range(n_hands):
        state, _player = env.reset()
        while not env.is_over():
            legal = list(state["legal_actions"])
            state, _player = env.step(legal[randrange(len(legal))])
            steps += 1
        env.get_payoffs()
    return time.perf_counter() - start, steps


# --------------------------------------------------------------------------
# Self-check and timings: python benchmarks/reference_engines.py
# --------------------------------------------------------------------------


def _time_per_call(fn: Callable[[_H], int], hands: Sequence[_H]) -> float:
    """Mean µs per ``fn(hand)`` over ``hands``."""
    start = time.perf_counter()
    for hand in hands:
        fn(hand)
    return (time.perf_counter() - start) / len(hands) * 1e6


def _self_check(n_calls: int = 100_000, n_hands: int = 200) -> int:
    """Check both engines on KNOWN_HANDS and print timings; returns an exit code."""
    failures = 0
    utils = _openspiel_gin_utils()
    if utils is not None:
        names = list(ALL_CARDS)
        if utils.card_strings_to_card_ints(names) != openspiel_convert(names):
            print("openspiel: card id table disagrees with card_strings_to_card_ints")
            failures += 1
    modules = _rlcard_modules()
    if modules is not None:
        deck = rlcard_convert(sorted(ALL_CARDS, key=RLCARD_CARD_ID.__getitem__))
        assert isinstance(deck, list)
        if deck != modules[1].get_deck():
            print("rlcard: card id table disagrees with the RLCard deck")
            failures += 1

    engines: list[tuple[str, Callable[[list[str]], int] | None]] = [
        ("openspiel", openspiel_min_deadwood()),
        ("rlcard", rlcard_min_deadwood()),
    ]
    for name, fn in engines:
        if fn is None:
            print(f"{name}: not installed")
            continue
        for hand, want_dw in KNOWN_HANDS:
            got_dw = fn(hand.split())
            ok = got_dw == want_dw
            note = ""
            if not ok and name == "openspiel" and len(hand.split()) == 11 and got_dw == 9:
                note = " (known OpenSpiel 11-card discard bug)"
            else:
                failures += 0 if ok else 1
            print(f"{name}: {hand}: {got_dw} (true {want_dw}){note}")

    rng = random.Random(12345)
    hands = [rng.sample(ALL_CARDS, 10) for _ in range(n_calls)]
    pairs: list[tuple[str, Callable[[object], int] | None, _Convert | None]] = [
        ("openspiel", openspiel_min_deadwood_raw(), openspiel_convert),
        ("rlcard", rlcard_min_deadwood_raw(), rlcard_convert if modules else None),
    ]
    results: dict[str, list[int]] = {}
    for name, raw, convert in pairs:
        wrapped = dict(engines)[name]
        if raw is None or convert is None or wrapped is None:
            continue
        native = [convert(h) for h in hands]
        raw_us = _time_per_call(raw, native)
        str_us = _time_per_call(wrapped, hands)
        results[name] = [raw(h) for h in native]
        print(
            f"{name}: 10-card random hands, {n_calls} calls: raw {raw_us:.2f} µs/call, "
            f"with conversion {str_us:.2f} µs/call"
        )
    if len(results) == 2 and results["openspiel"] != results["rlcard"]:
        bad = sum(a != b for a, b in zip(results["openspiel"], results["rlcard"], strict=True))
        print(f"openspiel and rlcard disagree on {bad} of {n_calls} 10-card hands")
        failures += 1

    for name, bench in (
        ("openspiel", openspiel_simple_hands_per_second),
        ("rlcard", rlcard_simple_hands_per_second),
    ):
        hps = bench(n_hands, 1)
        if hps is not None:
            print(f"{name}: simple bots, {n_hands} hands: {hps:.1f} hands/s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(_self_check())
