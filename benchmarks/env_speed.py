"""The research interfaces' speed: the PettingZoo and Gymnasium environments' steps
per second with random legal moves, and the text interface's cost per move.

    python benchmarks/env_speed.py [--hands N] [--repeats R] [--num-envs 1,16,64,256]
        [--steps S] [--profile aec|gym|vector|text|rlcard]

``./run bench`` prints these figures next to RLCard's ``gin-rummy`` environment
(:func:`reference_engines.rlcard_random_run`); this file runs them alone, and
with ``--profile`` runs one of them under cProfile to show where the time goes
(cProfile slows Python calls several times: read the shares, not the figures).

What each run counts and times (docs/benchmarks.md, "The research environments"):

* :func:`aec_random`: ``ginrummy.rl.env(variant)`` (PettingZoo's order-enforcing
  wrapper around ``raw_env``, as users get it), played by PettingZoo's own loop,
  ``for agent in env.agent_iter(): obs, ... = env.last(); env.step(move)``, whole
  one-hand episodes one after another, ``env.reset()`` included.  ``env.last()``
  builds the acting agent's observation (the tensor and the action mask) at every
  step.  A step is an ``env.step`` with a move: one decision of one player; the
  steps PettingZoo asks for after the end of an episode (``env.step(None)``, one
  per agent) are timed but not counted.
* :func:`gym_random`: ``gymnasium.make("ginrummy/GinRummy-v0", variant=...,
  opponent="random")`` (with Gymnasium's wrappers), whole one-hand episodes,
  ``env.reset()`` included.  A step is an ``env.step``: one decision of the
  learner, its observation built after it, and the decisions of the opponent (the
  built-in ``random`` agent) that come before the learner's next one, played
  inside the step.  ``moves`` counts every decision of both players.
* :func:`vector_random`: ``gymnasium.make_vec("ginrummy/GinRummy-v0", num_envs=N,
  vectorization_mode="vector_entry_point", variant=..., opponent="random")``, the
  vectorized environment (:class:`ginrummy.rl.vector.GinRummyVectorEnv`, numba),
  stepped ``calls`` times after a seeded ``reset``, Gymnasium's next-step autoreset
  starting each sub-environment's next hand.  A call of ``env.step`` is ``N``
  steps, one per sub-environment, and that is what it counts as steps, as
  Gymnasium's training loops do: each is one decision of the learner with the
  opponent's decisions up to its next one played inside it, as the scalar
  Gymnasium environment's step, except the one step in a hand (or fewer) that
  only starts the sub-environment's next hand (autoreset), counted apart as
  ``resets``.  ``moves`` counts every decision of both players (``env.decisions``
  of each hand when it ends, and of the hands in play at the end).  The moves are
  drawn in numpy for all the sub-environments at once (a uniform pick among each
  row's legal moves), timed with the steps, as the other runs time their draws.
* :func:`text_random`: a :class:`~ginrummy.rl.text.TextGame` played from strings
  as a language model plays it: at each decision the view as text with its legal
  moves (``observation()``, timed as *render*), a reply chosen at random among
  the moves of that text's last line (not timed: the model's part), the reply
  read back (:func:`~ginrummy.rl.text.read_move`, timed as *parse*), then
  ``step(reply)``, which reads it again and plays it (timed as *step*).

Each run's moves are random legal ones, drawn with one ``random.Random`` from the
legal ids as the library gives them (the mask's ``np.flatnonzero``), so runs
with the same seed play the same hands.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import reference_engines as ref

from ginrummy.actions import Kind

__all__ = ["EpisodeRun", "Spread", "TextRun", "VectorRun", "aec_random", "gym_random", "spread",
           "text_random", "vector_random"]

#: The engine's default lay-downs are not decisions of a player (docs/rl.md, "Moves").
_LAY_DOWNS = (Kind.ARRANGE, Kind.LAY_OFF)


@dataclass(frozen=True, slots=True)
class EpisodeRun:
    """Whole episodes played with random legal moves."""

    seconds: float
    hands: int
    steps: int
    """The library's own steps (see each run)."""
    moves: int
    """Decisions of every player (the engine's default lay-downs not counted)."""

    @property
    def steps_per_second(self) -> float:
        return self.steps / self.seconds

    @property
    def moves_per_second(self) -> float:
        return self.moves / self.seconds

    @property
    def hands_per_second(self) -> float:
        return self.hands / self.seconds


@dataclass(frozen=True, slots=True)
class VectorRun:
    """Calls of the vectorized environment's ``step`` (see :func:`vector_random`)."""

    seconds: float
    num_envs: int
    calls: int
    resets: int
    """Steps that only started a sub-environment's next hand (autoreset)."""
    hands: int
    """Hands that ended."""
    moves: int
    """Decisions of both players in the hands that ended."""

    @property
    def steps(self) -> int:
        """Gymnasium's steps: one per sub-environment a call."""
        return self.calls * self.num_envs

    @property
    def steps_per_second(self) -> float:
        return self.steps / self.seconds

    @property
    def decisions_per_second(self) -> float:
        """The learner's decisions (the steps but the autoresets)."""
        return (self.steps - self.resets) / self.seconds

    @property
    def moves_per_second(self) -> float:
        return self.moves / self.seconds


@dataclass(frozen=True, slots=True)
class TextRun:
    """Moves of the text interface: seconds spent on each part, over ``moves`` moves."""

    moves: int
    hands: int
    render: float
    """``TextGame.observation()``: the view as text and the legal moves' line."""
    parse: float
    """``read_move``: the reply read back into a move."""
    step: float
    """``TextGame.step(reply)``: the reply read again and the move played."""


@dataclass(frozen=True, slots=True)
class Spread:
    """The median of repeated measurements, with the lowest and the highest."""

    median: float
    low: float
    high: float


def spread(values: Sequence[float]) -> Spread:
    """The :class:`Spread` of ``values``: the median, since the machine is shared and a
    repeat slowed by others' work should weigh no more than one that was not."""
    return Spread(statistics.median(values), min(values), max(values))


def _moves_of(state: Any) -> int:
    return sum(1 for _seat, action in state.history if action.kind not in _LAY_DOWNS)


def aec_random(hands: int, seed: int, variant: str = "standard") -> EpisodeRun:
    """``hands`` one-hand episodes of the PettingZoo environment, random legal moves."""
    import numpy as np

    import ginrummy.rl as rl

    flatnonzero = np.flatnonzero
    env = rl.env(variant)
    rng = random.Random(seed)
    randrange = rng.randrange
    steps = moves = 0
    start = time.perf_counter()
    for hand in range(hands):
        env.reset(seed=seed if hand == 0 else None)
        for _agent in env.agent_iter():
            obs, _reward, terminated, truncated, _info = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            legal = flatnonzero(obs["action_mask"])
            env.step(legal[randrange(len(legal))])
            steps += 1
        moves += _moves_of(env.unwrapped.session.driver.current_state())
    seconds = time.perf_counter() - start
    return EpisodeRun(seconds, hands, steps, moves)


def gym_random(hands: int, seed: int, variant: str = "standard") -> EpisodeRun:
    """``hands`` one-hand episodes of the Gymnasium environment against ``random``,
    random legal moves."""
    import gymnasium
    import numpy as np

    import ginrummy.rl as rl

    flatnonzero = np.flatnonzero
    env = gymnasium.make(rl.ENV_ID, variant=variant, opponent="random")
    rng = random.Random(seed)
    randrange = rng.randrange
    steps = moves = 0
    start = time.perf_counter()
    for hand in range(hands):
        obs, _info = env.reset(seed=seed if hand == 0 else None)
        done = False
        while not done:
            legal = flatnonzero(obs["action_mask"])
            obs, _reward, terminated, truncated, _info = env.step(legal[randrange(len(legal))])
            done = terminated or truncated
            steps += 1
        moves += _moves_of(env.unwrapped.session.driver.current_state())  # type: ignore[attr-defined]
    seconds = time.perf_counter() - start
    env.close()
    return EpisodeRun(seconds, hands, steps, moves)


def vector_random(num_envs: int, calls: int, seed: int,
                  variant: str = "standard") -> VectorRun:
    """``calls`` steps of the vectorized environment of ``num_envs`` sub-environments
    against ``random``, random legal moves."""
    import gymnasium
    import numpy as np

    import ginrummy.rl as rl

    env: Any = gymnasium.make_vec(rl.ENV_ID, num_envs=num_envs,
                                  vectorization_mode="vector_entry_point", variant=variant,
                                  opponent="random")
    draw = np.random.default_rng(seed).random
    resets = hands = moves = 0
    start = time.perf_counter()
    obs, _info = env.reset(seed=seed)
    for _ in range(calls):
        # The legal moves of every row in one list, row by row (np.nonzero's order); a
        # uniform pick among each row's (a row with none, autoresetting, gets move 0,
        # which is not read).
        rows, legal = np.nonzero(obs["action_mask"])
        counts = np.bincount(rows, minlength=num_envs)
        picks = np.cumsum(counts) - counts + (draw(num_envs) * counts).astype(np.int64)
        actions = np.where(counts > 0, legal[np.minimum(picks, legal.size - 1)], 0) \
            if legal.size else np.zeros(num_envs, dtype=np.int64)
        obs, _reward, terminated, _truncated, _info = env.step(actions)
        resets += num_envs - int(np.count_nonzero(counts))
        if terminated.any():
            hands += int(np.count_nonzero(terminated))
            moves += int(env.decisions[terminated].sum())
    # The decisions of the hands still in play count too (those that just ended are
    # counted above, and no next hand has started: next-step autoreset).
    moves += int(env.decisions[~terminated].sum()) if calls else 0
    seconds = time.perf_counter() - start
    env.close()
    return VectorRun(seconds, num_envs, calls, resets, hands, moves)


def text_random(hands: int, seed: int, variant: str = "standard") -> TextRun:
    """``hands`` one-hand games of the text interface, each move a random one of the
    legal moves its observation lists (as ``examples/llm_agent.py``'s stand-in)."""
    from ginrummy.rl.text import TextGame, read_move

    rng = random.Random(seed)
    clock = time.perf_counter
    render = parse = step = 0.0
    moves = 0
    for hand in range(hands):
        game = TextGame(variant, seed=seed + hand, episode="hand")
        session = game.session
        while not game.over:
            t0 = clock()
            prompt = game.observation()
            t1 = clock()
            last = prompt[prompt.rindex("\n") + 1:].removeprefix("Legal actions: ")
            reply = rng.choice(last.split(", "))
            d = session.decision()
            assert d is not None
            ids = session.legal_ids()
            t2 = clock()
            read_move(reply, d.view, ids)
            t3 = clock()
            game.step(reply)
            t4 = clock()
            render += t1 - t0
            parse += t3 - t2
            step += t4 - t3
            moves += 1
    return TextRun(moves, hands, render, parse, step)


# ---------------------------------------------------------------------- alone


def _rlcard(hands: int, seed: int) -> EpisodeRun:
    run = ref.rlcard_random_run(hands, seed)
    if run is None:
        sys.exit("rlcard is not installed (the bench extra: ./run bench sets it up)")
    seconds, steps = run
    return EpisodeRun(seconds, hands, steps, steps)


def _profile(fn: Callable[[], object]) -> None:
    profiler = cProfile.Profile()
    profiler.enable()
    fn()
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.strip_dirs()
    for order in ("cumulative", "tottime"):
        stats.sort_stats(order).print_stats(30)
    print(out.getvalue())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="the research interfaces' speed")
    parser.add_argument("--hands", type=int, default=100, help="hands a repeat (default 100)")
    parser.add_argument("--repeats", type=int, default=3, help="repeats (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", default="standard")
    parser.add_argument("--num-envs", default="1,16,64,256",
                        help="the vectorized environment's sizes (default 1,16,64,256)")
    parser.add_argument("--steps", type=int, default=50_000,
                        help="the vectorized environment's steps a repeat (default 50,000)")
    parser.add_argument("--profile", choices=("aec", "gym", "vector", "text", "rlcard"),
                        help="run that one under cProfile instead (vector: the first size)")
    args = parser.parse_args(argv)
    sizes = [int(n) for n in args.num_envs.split(",")]

    def runs(hands: int) -> dict[str, Callable[[], object]]:
        return {
            "aec": lambda: aec_random(hands, args.seed, args.variant),
            "gym": lambda: gym_random(hands, args.seed, args.variant),
            "vector": lambda: vector_random(sizes[0], max(1, args.steps // sizes[0]),
                                            args.seed, args.variant),
            "text": lambda: text_random(hands, args.seed, args.variant),
            "rlcard": lambda: _rlcard(hands, args.seed),
        }

    if args.profile:
        runs(1)[args.profile]()  # the imports and first calls, outside the profile
        _profile(runs(args.hands)[args.profile])
        return 0
    for name in ("aec", "gym", "rlcard"):
        if name == "rlcard" and ref.rlcard_random_run(1, args.seed) is None:
            print("rlcard: not installed")
            continue
        results = [runs(args.hands)[name]() for _ in range(args.repeats)]
        assert all(isinstance(r, EpisodeRun) for r in results)
        episodes = [r for r in results if isinstance(r, EpisodeRun)]
        s = spread([r.steps_per_second for r in episodes])
        m = spread([r.moves_per_second for r in episodes])
        print(f"{name:>6}: {s.median:9,.0f} steps/s ({s.low:,.0f}-{s.high:,.0f}),"
              f" {m.median:9,.0f} moves/s, {episodes[0].steps / args.hands:.1f} steps a hand")
    for n in sizes:
        vector_random(n, 2, args.seed, args.variant)  # loads the compiled code
        calls = max(1, min(20_000, args.steps // n))
        vectors = [vector_random(n, calls, args.seed, args.variant) for _ in range(args.repeats)]
        s = spread([r.steps_per_second for r in vectors])
        d = spread([r.decisions_per_second for r in vectors])
        m = spread([r.moves_per_second for r in vectors])
        print(f"vector: {s.median:9,.0f} steps/s ({s.low:,.0f}-{s.high:,.0f}) with"
              f" num_envs={n}, {d.median:9,.0f} of them the learner's decisions,"
              f" {m.median:9,.0f} moves/s")
    texts = [text_random(args.hands, args.seed, args.variant) for _ in range(args.repeats)]
    for part in ("render", "parse", "step"):
        us = spread([getattr(t, part) / t.moves * 1e6 for t in texts])
        print(f"  text: {part:>6} {us.median:7.1f} µs a move ({us.low:.1f}-{us.high:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
