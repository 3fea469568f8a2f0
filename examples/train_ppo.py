"""Maskable PPO on Gin Rummy's Gymnasium environment: against ``random``, then
against ``simple`` (docs/rl.md, "Training with maskable PPO").

A curriculum of two stages.  sb3-contrib's MaskablePPO learns one seat of
``gymnasium.make("ginrummy/GinRummy-v0", variant=..., opponent=...)``, first
against the ``random`` agent, then, going on from the same model, against
``simple``.  Each step is one of the learner's decisions; the policy samples
only legal moves, from the environment's own ``action_masks()`` (MaskablePPO
reads it through the wrappers).  The policy sees the 828-entry observation; the
observation's ``action_mask`` is left out of the network's input, since the mask
is applied to the action distribution itself.  The environment is made with
``illegal="raise"``, so a single illegal move, in training or evaluation, stops
the run: a run that ends proves the mask was honoured.

The reward is the environment's own: the hand's points, zero-sum (docs/rl.md,
"Rewards").  For training it is divided by ``REWARD_SCALE`` (25, a gin's bonus),
so that the value network's targets are a few units rather than up to a hundred:
sb3 clips the policy's and the value's gradients together, and raw points would
let the value loss crowd out the policy's.

After each stage the model is evaluated against each opponent over the same
``--eval-episodes`` seeded hands (one hand an episode, the first of a new match,
the learner in seat 0, the dealer drawn as a match draws it), choosing its most
likely legal move.  The figure is **hands won**: a hand's reward above 0 is a
win, below 0 a loss, 0 a drawn hand (R7; with the presets' bonuses a hand's
winner always scores).  The same hands are played by a uniformly random legal
policy, the baseline.  Win rates come with a 95% Wilson interval.

Run (with the ``train`` extra: ``pip install -e '.[train]'``)::

    python examples/train_ppo.py --steps 100000 --seed 1 --eval-episodes 1000 \\
        --out ppo-ginrummy.zip

Determinism: the seed fixes the environments' deals, the opponents, PyTorch's
and NumPy's generators; with ``--threads 1`` (the default) on a CPU, two runs
with the same options give the same model and the same figures.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ginrummy.arena.stats import wilson_interval
from ginrummy.cli.common import count_arg, json_text, preset_name, seed_arg, whole_number
from ginrummy.cli.progress import Progress
from ginrummy.errors import GinRummyError

#: The curriculum: the opponent of each stage, in order.
STAGES = ("random", "simple")
#: The opponents each stage's model is evaluated against.
EVAL_OPPONENTS = ("random", "simple")
#: Training rewards are the hand's points divided by this (a gin's bonus, R8.2).
REWARD_SCALE = 25.0
#: The evaluation's hands are dealt from the run's seed plus this, a stream of deals
#: apart from the training's (each environment's from the run's seed, plus 1000 a stage).
EVAL_SEED_OFFSET = 1_000_003

Policy = Callable[[Any, "np.ndarray[Any, np.dtype[np.bool_]]"], int]


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="train_ppo.py",
        description="Maskable PPO (sb3-contrib) on ginrummy/GinRummy-v0: against random,"
                    " then against simple; win rates (hands won) after each stage.")
    p.add_argument("--steps", type=count_arg, default=100_000,
                   help="the learner's decisions to train on per stage (default 100000;"
                        " rounded up to whole rollouts of --n-steps x --envs)")
    p.add_argument("--seed", type=seed_arg, default=1, help="the run's seed (default 1)")
    p.add_argument("--eval-episodes", type=count_arg, default=1000,
                   help="hands played against each opponent after each stage (default 1000)")
    p.add_argument("--out", type=Path, default=Path("ppo-ginrummy.zip"),
                   help="where to save the trained model (default ppo-ginrummy.zip)")
    p.add_argument("--variant", default="standard",
                   help="the preset (two players; default standard)")
    p.add_argument("--envs", type=whole_number(1, 64), default=8,
                   help="environments stepped together, one batch through the network"
                        " (default 8)")
    p.add_argument("--n-steps", type=whole_number(8, 100_000), default=256,
                   help="steps per environment in each rollout (default 256)")
    p.add_argument("--batch-size", type=whole_number(2, 100_000), default=256,
                   help="minibatch size of each gradient step (default 256)")
    p.add_argument("--threads", type=whole_number(1, 256), default=1,
                   help="PyTorch's CPU threads (default 1)")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help="show the progress bar on stderr (default: when stderr is a terminal)")
    args = p.parse_args(argv)
    try:
        args.variant = preset_name(args.variant)
    except GinRummyError as exc:
        p.error(str(exc))
    if args.variant.startswith("three"):
        p.error("the example trains one seat against one opponent: two-player presets only")
    if args.envs * args.n_steps % args.batch_size:
        p.error(f"--batch-size must divide --n-steps x --envs ({args.n_steps} x {args.envs})")
    return args


# ---------------------------------------------------------------- environments


def make_env(variant: str, opponent: str, *, train: bool) -> Any:
    """One seat of ``variant`` against ``opponent``; illegal moves raise.  For training
    the policy sees the observation alone and the reward is scaled."""
    import gymnasium
    from gymnasium import spaces

    import ginrummy.rl  # noqa: F401 - registers ginrummy/GinRummy-v0

    env = gymnasium.make("ginrummy/GinRummy-v0", variant=variant, opponent=opponent,
                         illegal="raise")
    if not train:
        return env
    # The mask is read through the wrappers by MaskablePPO (env.action_masks()).
    inner = env.observation_space
    assert isinstance(inner, spaces.Dict)
    env = gymnasium.wrappers.TransformObservation(
        env, lambda obs: obs["observation"], inner["observation"])
    return gymnasium.wrappers.TransformReward(env, lambda r: float(r) / REWARD_SCALE)


def vec_env(variant: str, opponent: str, envs: int, seed: int) -> Any:
    from stable_baselines3.common.vec_env import DummyVecEnv

    venv = DummyVecEnv([lambda: make_env(variant, opponent, train=True)] * envs)
    venv.seed(seed)  # environment i deals from seed + i at its next reset
    return venv


# ---------------------------------------------------------------- evaluation


def evaluate(policy: Policy, variant: str, opponent: str, episodes: int, seed: int,
             bar: Progress) -> dict[str, Any]:
    """``episodes`` hands against ``opponent``, the same hands for any policy with the
    same seed; hands won, lost and drawn by the reward's sign."""
    env = make_env(variant, opponent, train=False)
    won = lost = drawn = decisions = 0
    points = 0.0
    obs, _ = env.reset(seed=seed)
    for episode in range(episodes):
        if episode:
            obs, _ = env.reset()  # unseeded: the next deal of the seed's run
        total, done = 0.0, False
        while not done:
            mask = env.get_wrapper_attr("action_masks")()
            obs, reward, done, truncated, _ = env.step(policy(obs["observation"], mask))
            decisions += 1
            total += float(reward)
            done = done or truncated
        won += total > 0
        lost += total < 0
        drawn += total == 0
        points += total
        bar.update()
    env.close()
    low, high = wilson_interval(won, episodes)
    return {"opponent": opponent, "episodes": episodes, "decisions": decisions,
            "won": won, "lost": lost, "drawn": drawn, "win_rate": won / episodes,
            "win_rate_95": [low, high], "points_per_hand": points / episodes}


def model_policy(model: Any) -> Policy:
    def choose(observation: Any, mask: np.ndarray[Any, np.dtype[np.bool_]]) -> int:
        action, _ = model.predict(observation, action_masks=mask, deterministic=True)
        return int(action)

    return choose


def random_policy(seed: int) -> Policy:
    """The baseline: a legal move chosen uniformly at random."""
    rng = np.random.default_rng(seed)

    def choose(observation: Any, mask: np.ndarray[Any, np.dtype[np.bool_]]) -> int:
        return int(rng.choice(np.flatnonzero(mask)))

    return choose


def stage_bar(total: int, unit: str, label: str, force: bool | None) -> Progress:
    """The project's progress bar (as ``ginrummy arena``'s), under a line saying what
    it counts."""
    bar = Progress(total, unit, force=force)
    if bar.enabled:
        print(label, file=bar.stream)
    return bar


def evaluate_all(policy: Policy, args: argparse.Namespace, what: str) -> list[dict[str, Any]]:
    total = args.eval_episodes * len(EVAL_OPPONENTS)
    with stage_bar(total, "hands", f"evaluating {what}", args.progress) as bar:
        return [evaluate(policy, args.variant, opponent, args.eval_episodes,
                         args.seed + EVAL_SEED_OFFSET, bar) for opponent in EVAL_OPPONENTS]


# ---------------------------------------------------------------- training


def train(args: argparse.Namespace) -> dict[str, Any]:
    import torch
    from sb3_contrib import MaskablePPO
    from stable_baselines3.common.callbacks import BaseCallback

    torch.set_num_threads(args.threads)
    torch.use_deterministic_algorithms(True)
    rollout = args.envs * args.n_steps
    steps = -(-args.steps // rollout) * rollout

    # BaseCallback is Any where mypy runs (.venv has no sb3) and a class in .venv-extras.
    class ProgressCallback(BaseCallback):  # type: ignore[misc, unused-ignore]
        """The project's progress bar, a tick per environment step."""

        def __init__(self, bar: Progress) -> None:
            super().__init__()
            self.bar = bar

        def _on_step(self) -> bool:
            self.bar.update(args.envs)
            return True

    summary: dict[str, Any] = {
        "variant": args.variant, "seed": args.seed, "steps_per_stage": steps,
        "envs": args.envs, "n_steps": args.n_steps, "batch_size": args.batch_size,
        "threads": args.threads, "eval_episodes": args.eval_episodes,
        "win_rate_counts": "hands won (a hand's reward above 0)",
        "baseline": {"policy": "random legal move"}, "stages": []}
    started = time.monotonic()
    summary["baseline"]["evaluation"] = evaluate_all(random_policy(args.seed), args,
                                                     "random legal moves")
    model: Any = None
    for index, opponent in enumerate(STAGES):
        env = vec_env(args.variant, opponent, args.envs, args.seed + 1000 * index)
        if model is None:
            model = MaskablePPO("MlpPolicy", env, n_steps=args.n_steps,
                                batch_size=args.batch_size, seed=args.seed, device="cpu",
                                verbose=0)
        else:
            model.set_env(env)  # the next learn() resets it, from its seeds
        stage_start = time.monotonic()
        with stage_bar(steps, "steps", f"training against {opponent}", args.progress) as bar:
            model.learn(total_timesteps=steps, callback=ProgressCallback(bar),
                        reset_num_timesteps=False)
        seconds = time.monotonic() - stage_start
        env.close()
        summary["stages"].append({
            "opponent": opponent, "steps": steps, "total_steps": int(model.num_timesteps),
            "train_seconds": round(seconds, 1),
            "evaluation": evaluate_all(model_policy(model), args, f"after {opponent}")})
    args.out.parent.mkdir(parents=True, exist_ok=True)
    model.save(args.out)
    summary["model"] = str(args.out)
    summary["seconds"] = round(time.monotonic() - started, 1)
    return summary


def report(summary: dict[str, Any]) -> str:
    def line(e: dict[str, Any]) -> str:
        low, high = e["win_rate_95"]
        return (f"  against {e['opponent']:<7} {e['win_rate']:6.1%} of hands won"
                f" (95% {low:.1%}-{high:.1%}), {e['drawn']} drawn,"
                f" {e['points_per_hand']:+.1f} points a hand")

    lines = [f"{summary['variant']}, seed {summary['seed']}, {summary['steps_per_stage']}"
             f" steps a stage, {summary['eval_episodes']} hands an evaluation",
             "random legal moves (baseline):"]
    lines += [line(e) for e in summary["baseline"]["evaluation"]]
    for stage in summary["stages"]:
        lines.append(f"after training against {stage['opponent']}"
                     f" ({stage['total_steps']} steps, {stage['train_seconds']:.0f} s):")
        lines += [line(e) for e in stage["evaluation"]]
    lines.append(f"model saved to {summary['model']} ({summary['seconds']:.0f} s in all)")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    # Imported after the options are read: ginrummy.rl registers its environments, and
    # with textarena installed that takes seconds that a usage error should not wait.
    from ginrummy.rl.extra import MissingExtra, require

    try:
        require("examples/train_ppo.py", "train", "sb3_contrib", "torch", "gymnasium")
    except MissingExtra as exc:
        print(f"train_ppo.py: error: {exc}", file=sys.stderr)
        return 2
    summary = train(args)
    print(json_text(summary) if args.json else report(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
