"""``simulate``: K hands played at once, and what they scored.

Everything here is Python around the compiled loops (:mod:`ginrummy.batch.kernel`):
reading and checking the arguments, the rules as an array of the options that
change a hand, the seed, the loop that asks a function policy for its decisions,
and the result.  See docs/rl.md, "Batch simulator", for the whole interface and
how its results are made to equal the scalar engine's.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from ginrummy.batch import layout as L
from ginrummy.batch._jit import require_numba
from ginrummy.batch.kernel import advance, apply_external, deal_all
from ginrummy.batch.observe import Observation, action_name, observation_of
from ginrummy.errors import GinRummyError, quote
from ginrummy.rules import PRESETS, Rules, RulesError, preset

__all__ = ["BUILT_IN", "BatchError", "BatchResult", "Policy", "rules_row", "simulate",
           "two_player_presets"]

Policy = Callable[[Observation], "npt.ArrayLike"]
"""A policy given as a function: the observations of one seat for the hands waiting
on it, to one action id per hand (docs/rl.md)."""

#: The built-in players, vectorized: each decides as the agent of the same name.
BUILT_IN = {"simple": L.SIMPLE, "random": L.RANDOM}

_SEEDS = 1 << 64
#: Hands played at a time: their working state (about 300 bytes a hand) stays a few
#: megabytes however many hands are asked for, and a function policy is asked about
#: at most this many hands at once.  The result does not depend on it: a hand's
#: streams are named by its number in the run.
CHUNK = 1 << 16


class BatchError(GinRummyError, ValueError):
    """An argument the batch simulator cannot play with; the message says which and
    lists the valid values."""


def two_player_presets() -> list[str]:
    """The presets the batch simulator plays: every two-player one."""
    return [name for name, rules in PRESETS.items() if rules.players == 2]


@dataclass(frozen=True, slots=True)
class BatchResult:
    """The hands a :func:`simulate` run played, one row per hand."""

    points: npt.NDArray[np.int64]
    """(hands, 2): each seat's points for the hand: the loser's are 0 (R8.5; the
    winner's too after a gin or an undercut worth nothing when its bonus is set to
    0), and both are 0 in a drawn hand (R7)."""
    ended: npt.NDArray[np.str_]
    """How each hand ended: "knock", "gin", "big_gin", "undercut" or "drawn"."""
    winner: npt.NDArray[np.int8]
    """The seat that won each hand, -1 for a drawn one."""
    dealers: npt.NDArray[np.int8]
    """The seat that dealt each hand."""
    decks: npt.NDArray[np.int8]
    """(hands, 52): each hand's deck, top card first (R3.2)."""
    turns: npt.NDArray[np.int64]
    """Discards made in each hand."""
    seed: int
    """The run's seed (drawn from the operating system when none was given)."""
    rules: Rules
    players: tuple[str, str]

    def __len__(self) -> int:
        return int(self.points.shape[0])

    def counts(self) -> dict[str, int]:
        """How many hands ended each way."""
        return {name: int(np.count_nonzero(self.ended == name)) for name in L.ENDED}


def simulate(
    hands: int,
    players: Sequence[str | Policy] | str = ("simple", "simple"),
    variant: str | Rules = "standard",
    seed: int | None = None,
    *,
    decks: npt.ArrayLike | None = None,
    dealers: npt.ArrayLike | None = None,
    **options: Any,
) -> BatchResult:
    """Play ``hands`` hands at once between ``players`` (seat 0's, seat 1's), under
    the two-player ``variant`` (a preset's name or a :class:`~ginrummy.rules.Rules`)
    with rule ``options`` changed (``gin_bonus=20, big_gin=True``...).

    A player is ``"simple"``, ``"random"`` or a function of a batch of
    :class:`~ginrummy.batch.observe.Observation` returning one action id per hand.
    Hand ``i`` is dealt from the streams of ``(seed, i)``
    (:mod:`ginrummy.batch.streams`) unless ``decks`` (hands x 52, top card first)
    and ``dealers`` (one seat, or one per hand) are given.
    """
    require_numba()
    count = _hand_count(hands)
    rules = _rules(variant, options)
    kinds, functions, names = _players(players)
    run_seed = _seed(seed)
    given_decks = None if decks is None else _decks(decks, count)
    given_dealers = None if dealers is None else _dealers(dealers, count)
    row = rules_row(rules)
    deck = np.zeros((count, 52), dtype=np.int8)
    columns = np.zeros((count, len(_KEPT)), dtype=np.int64)
    for first in range(0, count, CHUNK):
        last = min(count, first + CHUNK)
        if given_decks is not None:
            deck[first:last] = given_decks[first:last]
        state = _play(deck[first:last], first, given_decks is None, given_dealers, row,
                      kinds, functions, np.uint64(run_seed))
        columns[first:last] = state[:, _KEPT]
    return BatchResult(
        points=columns[:, 0:2].copy(),
        ended=np.array(L.ENDED)[columns[:, 2]],
        winner=columns[:, 3].astype(np.int8),
        dealers=columns[:, 4].astype(np.int8),
        decks=deck,
        turns=columns[:, 5].copy(),
        seed=run_seed,
        rules=rules,
        players=names,
    )


#: The state's columns a result keeps, in BatchResult's order.
_KEPT = [L.POINTS0, L.POINTS0 + 1, L.ENDED_COL, L.WINNER, L.DEALER, L.TURN]


def _play(deck: npt.NDArray[np.int8], first: int, make_decks: bool,
          dealers: npt.NDArray[np.int64] | None,
          rules_array: npt.NDArray[np.int64], kinds: npt.NDArray[np.int64],
          functions: list[Policy | None], seed: np.uint64) -> npt.NDArray[np.int64]:
    """Deal and play hands ``first`` to ``first + len(deck) - 1`` of the run (their
    decks given in ``deck``, or dealt into it), asking the function policies for
    their seats' decisions, all their waiting hands at once; returns their state.
    ``make_decks``: deal the decks from the streams, else play those in ``deck``."""
    count = deck.shape[0]
    state = np.zeros((count, L.NUM_COLUMNS), dtype=np.int64)
    if dealers is not None:
        state[:, L.DEALER] = dealers[first:first + count]
    pile = np.zeros((count, 52), dtype=np.int8)
    deal_all(state, deck, pile, rules_array, seed, first, make_decks, dealers is None)
    active = np.arange(count, dtype=np.int64)
    while advance(state, deck, pile, rules_array, kinds, seed, active):
        for seat in (0, 1):
            policy = functions[seat]
            if policy is None:
                continue
            live = state[:, L.PHASE] != L.OVER
            waiting = np.flatnonzero(live & (state[:, L.TO_ACT] == seat)).astype(np.int64)
            if waiting.size:
                obs = observation_of(state, pile, rules_array, waiting, seat, first)
                actions = _answers(policy, obs, seat)
                bad = apply_external(state, deck, pile, rules_array, kinds, seed, waiting,
                                     actions)
                if bad >= 0:
                    raise _illegal(obs, actions, bad, seat)
        active = np.flatnonzero(state[:, L.PHASE] != L.OVER).astype(np.int64)
    return state


# ---------------------------------------------------------------------- arguments


def _hand_count(hands: object) -> int:
    if isinstance(hands, bool) or not isinstance(hands, int | np.integer):
        raise BatchError(f"hands must be a whole number of hands, not {quote(hands)}")
    count = int(hands)
    if count <= 0:
        raise BatchError(f"hands must be at least 1, not {count}")
    return int(count)


def _rules(variant: str | Rules, options: Mapping[str, Any]) -> Rules:
    known = ", ".join(two_player_presets())
    if isinstance(variant, Rules):
        rules = variant
    elif isinstance(variant, str):
        try:
            rules = preset(variant)
        except RulesError:
            raise BatchError(f"unknown variant {quote(variant)} (known: {known})") from None
    else:
        raise BatchError(f"variant must be a preset's name or a Rules, not {quote(variant)}"
                         f" (presets: {known})")
    if rules.players != 2:
        raise BatchError(f"the batch simulator plays two-player hands, not {rules.system}"
                         f" (presets: {known})")
    if options:
        # RulesError names an unknown option and lists the known ones.
        rules = rules.with_options(options)
    return rules


def rules_row(rules: Rules) -> npt.NDArray[np.int64]:
    """The options that change how a single hand is played or scored.  The others
    (target, scoring, next_dealer, line_bonus, game_bonus, shutout) belong to a
    match, not a hand."""
    row = np.zeros(L.NUM_RULES, dtype=np.int64)
    row[L.R_KNOCK_LIMIT] = rules.knock_limit
    row[L.R_FROM_UPCARD] = rules.knock_limit_from_upcard
    row[L.R_ACE_GIN] = rules.oklahoma_ace_requires_gin
    row[L.R_SPADES_DOUBLE] = rules.oklahoma_spades_double
    row[L.R_GIN_BONUS] = rules.gin_bonus
    row[L.R_UNDERCUT_BONUS] = rules.undercut_bonus
    row[L.R_BIG_GIN] = rules.big_gin
    row[L.R_BIG_GIN_BONUS] = rules.big_gin_bonus
    row[L.R_DISCARD_DRAWN] = rules.discard_drawn_upcard
    row[L.R_MAX_TURNS] = rules.max_turns
    return row


def _players(
    players: Sequence[str | Policy] | str,
) -> tuple[npt.NDArray[np.int64], list[Policy | None], tuple[str, str]]:
    known = f"{', '.join(sorted(BUILT_IN))}, or a function of a batch of observations"
    seats: Sequence[str | Policy] = players.split(",") if isinstance(players, str) else players
    if len(seats) != 2:
        raise BatchError(f"two players are needed, one per seat, not {len(seats)}"
                         f" (each one of: {known})")
    kinds = np.zeros(2, dtype=np.int64)
    functions: list[Policy | None] = [None, None]
    names: list[str] = []
    for seat, player in enumerate(seats):
        if isinstance(player, str):
            name = player.strip().lower()
            if name not in BUILT_IN:
                raise BatchError(f"unknown player {quote(player)} (known: {known})")
            kinds[seat] = BUILT_IN[name]
            names.append(name)
        elif callable(player):
            kinds[seat] = L.EXTERNAL
            functions[seat] = player
            names.append(str(getattr(player, "__name__", type(player).__name__)))
        else:
            raise BatchError(f"unknown player {quote(player)} (known: {known})")
    return kinds, functions, (names[0], names[1])


def _seed(seed: object) -> int:
    if seed is None:
        return random.SystemRandom().randrange(_SEEDS)
    if isinstance(seed, bool) or not isinstance(seed, int | np.integer):
        raise BatchError(f"seed must be a whole number from 0 to 2**64 - 1, not {quote(seed)}")
    if not 0 <= int(seed) < _SEEDS:
        raise BatchError(f"seed must be from 0 to 2**64 - 1, not {int(seed)}")
    return int(seed)


def _decks(decks: npt.ArrayLike, count: int) -> npt.NDArray[np.int8]:
    array = np.asarray(decks)
    if array.shape != (count, 52) or not np.issubdtype(array.dtype, np.integer):
        raise BatchError(f"decks must be {count} x 52 whole numbers (each hand's deck, top"
                         f" card first), not an array of shape {array.shape} and type"
                         f" {array.dtype}")
    wrong = np.flatnonzero((np.sort(array, axis=1) != np.arange(52)).any(axis=1))
    if wrong.size:
        raise BatchError(f"the deck of hand {int(wrong[0])} does not hold each card 0-51 once")
    return array.astype(np.int8)


def _dealers(dealers: npt.ArrayLike, count: int) -> npt.NDArray[np.int64]:
    array = np.asarray(dealers)
    if array.ndim == 0:
        array = np.full(count, array)
    if array.shape != (count,) or not np.issubdtype(array.dtype, np.integer) \
            or not np.isin(array, (0, 1)).all():
        raise BatchError(f"dealers must be seat 0 or 1, or one of them for each of the"
                         f" {count} hands")
    return array.astype(np.int64)


# ---------------------------------------------------------------------- function policies


def _answers(policy: Policy, obs: Observation, seat: int) -> npt.NDArray[np.int64]:
    answer = np.asarray(policy(obs))
    n = obs.hands.shape[0]
    if answer.shape != (n,) or not np.issubdtype(answer.dtype, np.integer):
        raise BatchError(f"seat {seat}'s policy must return {n} whole action ids (one per"
                         f" hand), not an array of shape {answer.shape} and type {answer.dtype}")
    return answer.astype(np.int64)


def _illegal(obs: Observation, actions: npt.NDArray[np.int64], i: int, seat: int) -> BatchError:
    action = int(actions[i])
    legal = np.flatnonzero(obs.action_mask[i])
    what = action_name(action) if 0 <= action < L.NUM_ACTIONS else "no action"
    listed = ", ".join(f"{a} ({action_name(int(a))})" for a in legal)
    return BatchError(
        f"seat {seat}'s policy chose action {action} ({what}) in hand {int(obs.hands[i])},"
        f" which is not legal there (phase {L.PHASES[int(obs.phase[i])]}; legal: {listed})"
    )
