"""The vectorized Gymnasium environment (ginrummy.rl.vector) against the scalar one,
step by step.

The reference is Gymnasium's own ``SyncVectorEnv`` over the scalar environment
(``ginrummy.rl.gym.GinRummyEnv``), each copy dealt the hands of the vector
environment's sub-environment (``ginrummy.batch.deal_of``) and its opponent, the
real ``SimpleAgent`` or ``RandomAgent``, given the sub-environment's random stream
(``ginrummy.batch.StreamRandom``), as docs/rl.md ("Same decks, same streams")
says: every observation (byte for byte), mask, reward, termination, truncation
and info must be equal, in every autoreset mode, over hundreds of hands of the
two-player presets and options, the learner choosing random legal moves from a
seeded generator, illegal ones among them.

These need the ``rl`` extra's numba: ``./run test`` runs them in .venv-extras
(``-m extras``); elsewhere they skip, saying why.
"""

from __future__ import annotations

import importlib.util
import os
import random
import warnings
import zlib
from collections.abc import Callable, Sequence
from typing import Any
from unittest import mock

import pytest

from ginrummy.actions import Kind
from ginrummy.agents import Agent, RandomAgent, SimpleAgent
from ginrummy.agents.base import as_agent
from ginrummy.legality import IllegalActionError
from ginrummy.melds import deadwood
from ginrummy.rules import Rules, RulesError

HAVE_NUMBA = importlib.util.find_spec("numba") is not None
REQUIRE_EXTRAS = os.environ.get("GINRUMMY_REQUIRE_EXTRAS") == "1"

pytestmark = [
    pytest.mark.extras,
    pytest.mark.skipif(not HAVE_NUMBA and not REQUIRE_EXTRAS,
                       reason="numba (the rl extra) is not installed; ./run test runs this in"
                              " .venv-extras"),
]

np = pytest.importorskip("numpy", reason="numpy (the rl extra) is not installed")
gymnasium = pytest.importorskip("gymnasium", reason="gymnasium (the rl extra) is not installed")

from gymnasium.utils.env_checker import data_equivalence  # noqa: E402
from gymnasium.vector import AutoresetMode, SyncVectorEnv  # noqa: E402

import ginrummy.rl as rl  # noqa: E402
from ginrummy.batch import StreamRandom, deal_of  # noqa: E402
from ginrummy.rl import moves  # noqa: E402
from ginrummy.rl.gym import GinRummyEnv  # noqa: E402
from ginrummy.rl.observation import OFFSETS  # noqa: E402
from ginrummy.rl.session import Session, SessionError  # noqa: E402
from ginrummy.rl.vector import GinRummyVectorEnv  # noqa: E402

AGENTS: dict[str, Callable[[random.Random], Agent]] = {
    "simple": SimpleAgent,
    "random": RandomAgent,
}


# ---------------------------------------------------------------------- the scalar side


class DealtSession(Session):
    """The scalar environments' session, its hand dealt from a given deck by a given
    dealer (the match's own shuffle and first dealer set aside)."""

    def __init__(self, rules: Rules, seed: int, dealt: tuple[int, tuple[int, ...]],
                 **settings: Any) -> None:
        self._dealt = dealt
        super().__init__(rules, seed, **settings)

    def _deal(self) -> None:
        dealer, deck = self._dealt
        self.driver.match.dealer = dealer
        real = self.driver.deal
        with mock.patch.object(self.driver, "deal", lambda: real(deck)):
            super()._deal()


class StreamedEnv(GinRummyEnv):
    """The scalar Gymnasium environment playing what sub-environment ``i`` of the
    vector environment plays: reset with seed ``s``, its ``j``-th hand is hand ``j``
    of the batch run seeded ``s`` (``deal_of``) and its opponent decides from that
    hand's stream for its seat."""

    run = 0
    hand = -1

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[dict[str, Any], dict[str, Any]]:
        if seed is not None:
            self.run, self.hand = seed, -1
        return super().reset(seed=seed, options=options)

    def _start(self, match_seed: int) -> float:
        self.hand += 1
        opponent = 1 - self.player
        rng = StreamRandom(self.run, self.hand, 1 + opponent)
        self._agents = {opponent: as_agent(AGENTS[self.opponents[0]](rng))}
        self.session = DealtSession(self.rules, match_seed, deal_of(self.run, self.hand))
        return self._others()


def scalar_envs(n: int, variant: str, opponent: str, player: int, mode: AutoresetMode,
                illegal: str = "penalty", **options: Any) -> SyncVectorEnv:
    def make() -> StreamedEnv:
        return StreamedEnv(variant, opponent, player=player, illegal=illegal, **options)

    return SyncVectorEnv([make for _ in range(n)], autoreset_mode=mode)


# ---------------------------------------------------------------------- comparing


def assert_same(vector: tuple[Any, ...], scalar: tuple[Any, ...], where: str) -> None:
    """The same observations (byte for byte), rewards, ends and infos."""
    for name, ours, theirs in zip(("obs", "reward", "terminated", "truncated", "info"),
                                  vector, scalar, strict=False):
        if name == "obs":
            for key in ("observation", "action_mask"):
                a, b = ours[key], theirs[key]
                assert a.dtype == b.dtype and a.shape == b.shape, (where, key)
                if a.tobytes() != b.tobytes():
                    row = int(np.flatnonzero((a != b).any(axis=1))[0])
                    diff = np.flatnonzero(a[row] != b[row])
                    names = [n for n, s in OFFSETS.items() for i in diff if s.start <= i < s.stop]
                    raise AssertionError(f"{where}: {key} of sub-environment {row} differs at"
                                         f" {diff.tolist()} ({names})")
        else:
            assert data_equivalence(ours, theirs, exact=True), (where, name, ours, theirs)


def eager(observation: Any, mask: Any, rng: random.Random) -> int:
    """A legal move, from the observation alone: gin or big gin when legal, a knock
    most of the time when legal, else most of the time the discard that leaves the
    least deadwood, else a random legal move; so that the learner also wins hands
    and ends them in every way."""
    legal = [int(i) for i in np.flatnonzero(mask)]
    if not legal:
        return 0
    for move in (moves.BIG_GIN, moves.GIN):
        if move in legal:
            return move
    knocks = [m for m in legal if moves.KNOCK <= m < moves.GIN]
    if knocks and rng.random() < 0.8:
        return rng.choice(knocks)
    discards = [m for m in legal if moves.DISCARD <= m < moves.KNOCK]
    if discards and rng.random() < 0.8:
        hand = mask_of_cards(observation[OFFSETS["hand"]])
        return min(discards, key=lambda m: deadwood(hand & ~(1 << (m - moves.DISCARD))))
    return rng.choice(legal)


def mask_of_cards(segment: Any) -> int:
    return sum(1 << int(card) for card in np.flatnonzero(segment))


def play_both(n: int, steps: int, seed: int, variant: str, opponent: str, player: int,
              mode: AutoresetMode, illegal_share: float = 0.0, **options: Any) -> dict[str, int]:
    """``steps`` steps of both, the same moves; what happened, counted."""
    vector = GinRummyVectorEnv(n, variant, opponent, player=player, autoreset_mode=mode,
                               **options)
    scalar = scalar_envs(n, variant, opponent, player, mode, **options)
    seen = {"episodes": 0, "illegal": 0, "won": 0, "lost": 0, "drawn": 0}
    obs, info = vector.reset(seed=seed)
    assert_same((obs, info), scalar.reset(seed=seed), "reset")
    rng = random.Random(seed)
    for t in range(steps):
        actions = []
        for k in range(n):
            mask = obs["action_mask"][k]
            move = eager(obs["observation"][k], mask, rng)
            if mask.any() and rng.random() < illegal_share:
                move = rng.choice([m for m in range(moves.NUM_ACTIONS) if not mask[m]])
            actions.append(move)
        stepped = vector.step(np.array(actions))
        assert_same(stepped, scalar.step(np.array(actions)), f"step {t}")
        obs, rewards, terminated, _truncated, info = stepped
        assert (vector.action_masks() == obs["action_mask"].astype(bool)).all()
        seen["illegal"] += int(info.get("_illegal", np.zeros(n)).sum())
        for k in np.flatnonzero(terminated):
            seen["episodes"] += 1
            seen["won" if rewards[k] > 0 else "lost" if rewards[k] < 0 else "drawn"] += 1
            if mode is not AutoresetMode.SAME_STEP:  # the scalar one still holds the hand
                history = scalar.envs[k].unwrapped.session.driver.current_state().history
                assert vector.decisions[k] == sum(
                    action.kind not in (Kind.ARRANGE, Kind.LAY_OFF) for _seat, action in history)
        if mode is AutoresetMode.DISABLED and terminated.any():
            mask = terminated.copy()
            obs, info = vector.reset(options={"reset_mask": mask})
            assert_same((obs, info), scalar.reset(options={"reset_mask": mask}),
                        f"reset after {t}")
    return seen


CONFIGS: list[tuple[str, str, int, AutoresetMode, dict[str, Any]]] = [
    ("standard", "simple", 0, AutoresetMode.NEXT_STEP, {}),
    ("standard", "random", 1, AutoresetMode.SAME_STEP, {}),
    ("oklahoma", "random", 1, AutoresetMode.DISABLED,
     {"oklahoma_ace_requires_gin": True, "oklahoma_spades_double": True}),
    ("oklahoma-hollywood", "random", 0, AutoresetMode.NEXT_STEP,
     {"discard_drawn_upcard": True}),
    ("hollywood", "simple", 0, AutoresetMode.SAME_STEP,
     {"gin_bonus": 20, "undercut_bonus": 0, "big_gin": True}),
    ("eaai", "simple", 1, AutoresetMode.NEXT_STEP, {"knock_limit": 0, "max_turns": 14}),
    ("standard", "simple", 0, AutoresetMode.DISABLED, {"knock_limit": 4, "max_turns": 10}),
]


@pytest.mark.parametrize(("variant", "opponent", "player", "mode", "options"), CONFIGS,
                         ids=[f"{v}-{o}-p{p}-{m.value}-{'-'.join(x) or 'defaults'}"
                              for v, o, p, m, x in CONFIGS])
def test_the_vector_env_equals_the_scalar_env_step_by_step(
        variant: str, opponent: str, player: int, mode: AutoresetMode,
        options: dict[str, Any]) -> None:
    seen = play_both(8, 400, 11, variant, opponent, player, mode, illegal_share=0.03,
                     **options)
    # Whole hands, the learner's wins (and against simple its losses), and penalties.
    assert seen["episodes"] >= 50, seen
    assert seen["won"] and seen["illegal"], seen
    if opponent == "simple":
        assert seen["lost"], seen
    if options.get("max_turns", 200) < 20:
        assert seen["drawn"], seen  # R7.2


# ---------------------------------------------------------------------- rare endings


def steady(obs: dict[str, Any]) -> Any:
    """A policy that is a function of each observation alone (so that a sub-environment
    replayed alone makes the same moves): gin or big gin when legal, else a knock,
    else the discard leaving the least deadwood, else a move picked by the
    observation's checksum."""
    chosen = []
    for observation, mask in zip(obs["observation"], obs["action_mask"], strict=True):
        legal = [int(i) for i in np.flatnonzero(mask)]
        checksum = zlib.crc32(observation.tobytes())
        knocks = [m for m in legal if moves.KNOCK <= m < moves.GIN]
        discards = [m for m in legal if moves.DISCARD <= m < moves.KNOCK]
        if not legal:
            move = 0
        elif moves.BIG_GIN in legal or moves.GIN in legal:
            move = moves.BIG_GIN if moves.BIG_GIN in legal else moves.GIN
        elif knocks:
            move = knocks[checksum % len(knocks)]
        elif discards:
            hand = mask_of_cards(observation[OFFSETS["hand"]])
            move = min(discards, key=lambda m: (deadwood(hand & ~(1 << (m - moves.DISCARD))), m))
        else:
            move = legal[checksum % len(legal)]
        chosen.append(move)
    return np.array(chosen)


def ending(observation: Any, reward: float, skipped: bool) -> list[str]:
    """How a hand ended, from the learner's last observation and reward."""
    flags = observation[OFFSETS["flags"]]
    knocker, opponent_knocked, big, gin = (bool(flags[i]) for i in (3, 4, 5, 6))
    if big:
        found = ["big gin by the learner" if knocker else "big gin by the opponent"]
    elif gin:
        found = ["gin by the learner" if knocker else "gin by the opponent"]
    elif knocker or opponent_knocked:
        undercut = (reward < 0) == knocker
        found = [("the learner knocked" if knocker else "the opponent knocked")
                 + (" and was undercut" if undercut else "")]
    else:
        found = ["drawn"]
    if observation[OFFSETS["defender_laid_off"]].any():
        found.append("the learner laid off" if opponent_knocked else "the opponent laid off")
    if skipped:
        found.append("a hand ended before the learner's first decision")
    return found


ENDINGS = {
    "big gin by the learner", "big gin by the opponent", "gin by the learner",
    "gin by the opponent", "the learner knocked", "the opponent knocked",
    "the learner knocked and was undercut", "the opponent knocked and was undercut",
    "drawn", "the learner laid off", "the opponent laid off",
    "a hand ended before the learner's first decision",
}


def test_every_ending_equals_the_scalar_env() -> None:
    """R5.4, R5.5, R6, R7.1, R8.4, and the hand that asks the learner nothing: the
    first sub-environment of a large run that ends each way is replayed alone against
    the scalar environment, step by step, up to that ending."""
    seed = 100
    options: dict[str, Any] = {"big_gin": True}
    wide = GinRummyVectorEnv(1000, "standard", "simple", **options)
    obs = wide.reset(seed=seed)[0]
    episodes = np.zeros(1000, dtype=np.int64)
    first: dict[str, tuple[int, int]] = {}
    for _ in range(40):
        obs, rewards, terminated, _truncated, _info = wide.step(steady(obs))
        for k in np.flatnonzero(terminated):
            hand = int(wide.hand_numbers[k])
            skipped = hand > episodes[k]
            episodes[k] = hand + 1
            for name in ending(obs["observation"][k], rewards[k], skipped):
                first.setdefault(name, (int(k), hand))
    assert set(first) == ENDINGS
    for name, (k, hand) in sorted(first.items()):
        vector = GinRummyVectorEnv(1, "standard", "simple", **options)
        scalar = scalar_envs(1, "standard", "simple", 0, AutoresetMode.NEXT_STEP, **options)
        obs, info = vector.reset(seed=seed + k)
        assert_same((obs, info), scalar.reset(seed=seed + k), f"{name}: reset")
        played = 0
        while True:
            move = steady(obs)
            stepped = vector.step(move)
            assert_same(stepped, scalar.step(move), name)
            (obs, rewards, terminated, _truncated, _info), number = (stepped,
                                                                     vector.hand_numbers[0])
            if terminated[0] and number == hand:
                assert name in ending(obs["observation"][0], rewards[0], number > played)
                break
            played = number + 1 if terminated[0] else played


# ---------------------------------------------------------------------- Gymnasium's API


def test_make_vec_builds_it_from_the_registered_vector_entry_point() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # make_vec warns of a missing autoreset mode
        env = gymnasium.make_vec(rl.ENV_ID, num_envs=3, vectorization_mode="vector_entry_point",
                                 variant="oklahoma", opponent="simple", gin_bonus=20)
    assert isinstance(env, GinRummyVectorEnv)
    assert env.num_envs == 3 and env.rules.gin_bonus == 20 and env.opponent == "simple"
    assert env.spec is not None and env.spec.id == rl.ENV_ID
    assert env.metadata["autoreset_mode"] is AutoresetMode.NEXT_STEP
    # Without a mode Gymnasium takes the vector entry point; "sync" vectorizes the scalar
    # environment as before.
    assert isinstance(gymnasium.make_vec(rl.ENV_ID, num_envs=2), GinRummyVectorEnv)
    sync = gymnasium.make_vec(rl.ENV_ID, num_envs=2, vectorization_mode="sync")
    assert isinstance(sync, SyncVectorEnv)
    # The same spaces, one sub-environment's being the scalar environment's.
    assert env.single_observation_space == sync.single_observation_space
    assert env.single_action_space == sync.single_action_space
    assert env.observation_space == gymnasium.vector.utils.batch_space(
        sync.single_observation_space, 3)
    assert env.action_space == gymnasium.spaces.MultiDiscrete([moves.NUM_ACTIONS] * 3)
    assert rl.GinRummyVectorEnv is GinRummyVectorEnv
    mode = gymnasium.make_vec(rl.ENV_ID, num_envs=2, autoreset_mode="SameStep")
    assert mode.metadata["autoreset_mode"] is AutoresetMode.SAME_STEP


def test_observations_are_in_the_space_and_never_written_over() -> None:
    env = GinRummyVectorEnv(5, "standard", "random")
    obs, info = env.reset(seed=3)
    assert info == {}
    rng = random.Random(3)
    kept: list[tuple[Any, bytes]] = []
    for _ in range(60):
        assert env.observation_space.contains(obs)
        kept.append((obs, obs["observation"].tobytes() + obs["action_mask"].tobytes()))
        actions = [eager(o, m, rng) for o, m in zip(obs["observation"], obs["action_mask"],
                                                     strict=True)]
        assert env.action_space.contains(np.array(actions))
        obs, rewards, terminated, truncated, _info = env.step(np.array(actions))
        assert rewards.dtype == np.float64 and terminated.dtype == truncated.dtype == np.bool_
        assert not truncated.any()
    assert all(o["observation"].tobytes() + o["action_mask"].tobytes() == b for o, b in kept)


def test_seeds_give_each_sub_environment_its_own_run() -> None:
    """reset(seed=s) plays sub-environment i's hands from seed s + i, whatever the number
    of sub-environments; a list seeds each; without a seed, the next hands."""
    def run(env: GinRummyVectorEnv, seed: int | Sequence[int | None] | None,
            steps: int = 30) -> list[Any]:
        obs = env.reset(seed=seed)[0]
        out = [obs["observation"].copy()]
        for _ in range(steps):
            obs, rewards, *_rest = env.step(steady(obs))
            out += [obs["observation"].copy(), rewards]
        return out

    three, five = GinRummyVectorEnv(3), GinRummyVectorEnv(5)
    small, large = run(three, 40), run(five, 40)
    assert all(np.array_equal(a, b[:3]) for a, b in zip(small, large, strict=True))
    assert all(np.array_equal(a, b) for a, b in zip(small, run(three, 40), strict=True))
    assert all(np.array_equal(a, b[1:]) for a, b in
               zip(run(GinRummyVectorEnv(4), [41, 42, 43, 44]), large, strict=True))
    assert three.seeds.tolist() == [40, 41, 42]
    numbers = three.hand_numbers
    later = run(three, None)  # the next hands of the same runs
    assert (three.hand_numbers > numbers).all() and three.seeds.tolist() == [40, 41, 42]
    assert not np.array_equal(later[0], small[0])
    # Without any seed each run's seed comes from the operating system.
    assert len({int(s) for s in GinRummyVectorEnv(4).seeds}) == 4


def test_an_illegal_move_is_penalised_or_raises_and_changes_nothing() -> None:
    penalised = GinRummyVectorEnv(2, opponent="simple")
    raising = GinRummyVectorEnv(2, opponent="simple", illegal="raise")
    untouched = GinRummyVectorEnv(2, opponent="simple")
    first = [env.reset(seed=8)[0] for env in (penalised, raising, untouched)]
    legal = steady(first[0])
    bad = legal.copy()
    bad[1] = next(m for m in range(moves.NUM_ACTIONS) if not first[0]["action_mask"][1][m])
    obs, rewards, terminated, _truncated, info = penalised.step(bad)
    assert rewards[1] == -1.0 and not terminated[1]
    assert info["_illegal"].tolist() == [False, True] and info["illegal"][0] is None
    assert info["illegal"][1].startswith(f"move {bad[1]} is not legal now; legal: ")
    assert obs["observation"][1].tobytes() == first[0]["observation"][1].tobytes()
    with pytest.raises(IllegalActionError, match=rf"^sub-environment 1: move {bad[1]} is not"
                                                 r" legal now; legal: \d+ \("):
        raising.step(bad)
    # Nothing was played, not even sub-environment 0's legal move.
    assert_same(raising.step(legal), untouched.step(legal), "after the error")
    assert raising.hand_numbers.tolist() == untouched.hand_numbers.tolist()


def test_a_finished_episode_is_reset_before_it_is_stepped_without_autoreset() -> None:
    env = GinRummyVectorEnv(2, opponent="simple", autoreset_mode=AutoresetMode.DISABLED)
    obs = env.reset(seed=2)[0]
    terminated = np.zeros(2, dtype=np.bool_)
    while not terminated.any():
        obs, _rewards, terminated, _truncated, _info = env.step(steady(obs))
    with pytest.raises(IllegalActionError, match=r"sub-environment \d's episode is over: reset"):
        env.step(steady(obs))
    obs = env.reset(options={"reset_mask": terminated})[0]
    assert obs["action_mask"].any(axis=1).all()
    env.step(steady(obs))


@pytest.mark.parametrize(
    ("settings", "error", "message"),
    [
        ({"opponent": "hard"}, SessionError,
         "unknown opponent 'hard' for the vectorized environment (known: random, simple, the"
         " batch simulator's players); for other agents use vectorization_mode='sync' or"
         " 'async'"),
        ({"variant": "three-player"}, SessionError,
         "the vectorized environment plays two-player hands, not three-player (presets:"
         " standard, oklahoma, hollywood, oklahoma-hollywood, eaai); for three players use"
         " vectorization_mode='sync' or 'async'"),
        ({"variant": "gim"}, RulesError, "unknown variant 'gim'"),
        ({"gin_bonsu": 3}, RulesError, "unknown rule option 'gin_bonsu'"),
        ({"episode": "match"}, SessionError,
         "the vectorized environment plays episode='hand' only, not 'match'; use"
         " vectorization_mode='sync' or 'async' for that"),
        ({"explicit": True}, SessionError, "plays explicit=False only"),
        ({"autoreset_mode": "sometimes"}, SessionError,
         "unknown autoreset_mode 'sometimes' (known: NextStep, SameStep, Disabled)"),
        ({"num_envs": 0}, SessionError, "num_envs must be a whole number from 1, not 0"),
        ({"player": 2}, SessionError, "player must be 0 or 1, not 2"),
        ({"illegal": "ignore"}, SessionError, "unknown illegal 'ignore' (known: penalty, raise)"),
    ],
)
def test_bad_settings_are_one_line_naming_the_valid_ones(
        settings: dict[str, Any], error: type[Exception], message: str) -> None:
    with pytest.raises(error) as caught:
        GinRummyVectorEnv(**settings)
    assert message in str(caught.value) and "\n" not in str(caught.value)


def test_bad_actions_and_seeds_are_one_line() -> None:
    env = GinRummyVectorEnv(3)
    with pytest.raises(RuntimeError, match="call reset"):
        env.step(np.zeros(3, dtype=np.int64))
    env.reset(seed=1)
    for actions in (np.zeros(2, dtype=np.int64), np.zeros(3), np.zeros(3, dtype=bool), "abc"):
        with pytest.raises(ValueError, match="actions must be 3 whole move ids"):
            env.step(actions)
    for seed in ([1, 2], -1, "seed", 1 << 64):
        with pytest.raises(ValueError, match="seed"):
            env.reset(seed=seed)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="reset_mask"):
        env.reset(options={"reset_mask": np.zeros(3, dtype=np.bool_)})
