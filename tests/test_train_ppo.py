"""examples/train_ppo.py: maskable PPO against random, then simple (the train extra;
`./run test` runs the training tests in .venv-extras, a few hundred steps a stage)."""

from __future__ import annotations

import importlib.util
import json
import os
import runpy
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from helpers import REPO_ROOT

EXAMPLE = REPO_ROOT / "examples" / "train_ppo.py"
HAVE_TRAIN = all(importlib.util.find_spec(m) is not None for m in ("sb3_contrib", "torch"))
# `./run test` runs the `extras` tests again in .venv-extras with this set, so that a
# failed install there fails the run instead of skipping the tests.
REQUIRE_EXTRAS = os.environ.get("GINRUMMY_REQUIRE_EXTRAS") == "1"
needs_train = pytest.mark.skipif(
    not HAVE_TRAIN and not REQUIRE_EXTRAS,
    reason="sb3-contrib and torch (the train extra) are not installed; ./run test runs this"
           " in .venv-extras")

EPISODES = 12
# Two environments of 64 steps a rollout: 256 steps a stage are two rollouts.
SHORT = ["--steps", "256", "--envs", "2", "--n-steps", "64", "--batch-size", "64",
         "--eval-episodes", str(EPISODES), "--no-progress"]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(EXAMPLE), *args], capture_output=True,
                          text=True, timeout=600, check=False)


def train(out: Path, seed: int) -> dict[str, Any]:
    done = run(*SHORT, "--seed", str(seed), "--out", str(out), "--json")
    assert done.returncode == 0, done.stderr
    summary: dict[str, Any] = json.loads(done.stdout)
    return summary


@pytest.fixture(scope="module")
def twice(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], dict[str, Any]]:
    """Two runs with the same seed (each a few seconds of CPU), for the tests below."""
    folder = tmp_path_factory.mktemp("ppo")
    return train(folder / "models" / "first.zip", 3), train(folder / "second.zip", 3)


def check_evaluation(evaluation: list[dict[str, Any]]) -> None:
    assert [e["opponent"] for e in evaluation] == ["random", "simple"]
    for e in evaluation:
        assert e["episodes"] == EPISODES
        assert e["won"] + e["lost"] + e["drawn"] == EPISODES
        # Every hand asks the learner at least its first decision (the upcard offer
        # or the draw); a whole hand against simple asks several.
        assert e["decisions"] >= EPISODES
        assert 0.0 <= e["win_rate"] <= 1.0
        assert e["win_rate"] == e["won"] / EPISODES
        low, high = e["win_rate_95"]
        assert 0.0 <= low <= e["win_rate"] <= high <= 1.0


@pytest.mark.extras
@needs_train
def test_two_stages_are_trained_evaluated_and_the_model_saved(
        twice: tuple[dict[str, Any], dict[str, Any]]) -> None:
    import gymnasium
    from sb3_contrib import MaskablePPO

    import ginrummy.rl  # noqa: F401 - registers the environment

    summary = twice[0]
    assert [s["opponent"] for s in summary["stages"]] == ["random", "simple"]
    # The second stage goes on from the first model: the steps add up.
    assert [s["total_steps"] for s in summary["stages"]] == [256, 512]
    assert summary["steps_per_stage"] == 256
    assert summary["eval_episodes"] == EPISODES
    # The evaluations ran with illegal="raise": a single illegal move would have ended
    # the run with an error, so every decision counted was a legal one.
    check_evaluation(summary["baseline"]["evaluation"])
    for stage in summary["stages"]:
        check_evaluation(stage["evaluation"])

    out = Path(summary["model"])
    assert out.name == "first.zip" and out.is_file()
    model = MaskablePPO.load(out, device="cpu")
    assert model.num_timesteps == 512
    assert model.observation_space.shape == (828,)
    # The loaded model plays a whole hand of legal moves against simple.
    env = gymnasium.make("ginrummy/GinRummy-v0", opponent="simple", illegal="raise")
    obs, _ = env.reset(seed=11)
    done, moves = False, 0
    while not done:
        mask = env.get_wrapper_attr("action_masks")()
        action, _ = model.predict(obs["observation"], action_masks=mask, deterministic=True)
        assert mask[int(action)]
        obs, _, done, _, _ = env.step(int(action))
        moves += 1
    assert moves >= 1


@pytest.mark.extras
@needs_train
def test_the_same_seed_trains_the_same_model(
        twice: tuple[dict[str, Any], dict[str, Any]]) -> None:
    first, second = (dict(summary) for summary in twice)
    assert Path(first.pop("model")).read_bytes()  # both saved, under their own names
    assert Path(second.pop("model")).read_bytes()
    for summary in (first, second):
        summary.pop("seconds")
        summary["stages"] = [{k: v for k, v in stage.items() if k != "train_seconds"}
                             for stage in summary["stages"]]
    # Every evaluation of both stages: each opponent's hands won, lost and drawn, the
    # decisions made and the points, all from the trained weights and the seed alone.
    assert first == second


@pytest.mark.extras
@needs_train
def test_the_evaluation_environment_refuses_an_illegal_move() -> None:
    """What the evaluation's completion proves rests on this: a masked-out move raises."""
    import gymnasium
    import numpy as np

    import ginrummy.rl  # noqa: F401
    from ginrummy.legality import IllegalActionError

    env = gymnasium.make("ginrummy/GinRummy-v0", opponent="random", illegal="raise")
    env.reset(seed=2)
    illegal = int(np.flatnonzero(~env.get_wrapper_attr("action_masks")())[0])
    with pytest.raises(IllegalActionError, match="is not legal now"):
        env.step(illegal)


def example() -> dict[str, Any]:
    return runpy.run_path(str(EXAMPLE))


@pytest.mark.parametrize(("args", "message"), [
    (["--steps", "0"], "--steps: must be at least 1, not 0"),
    (["--variant", "gim"], "unknown variant 'gim'"),
    (["--variant", "three-player"], "two-player presets only"),
    (["--n-steps", "100", "--envs", "3", "--batch-size", "64"], "--batch-size must divide"),
])
def test_usage_errors_are_one_line_and_status_2(args: list[str], message: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        example()["main"](args)
    assert exit_.value.code == 2
    out, err = capsys.readouterr()
    assert message in err
    assert err.strip().splitlines()[-1].startswith("train_ppo.py: error: ")
    assert out == ""


@pytest.mark.skipif(HAVE_TRAIN, reason="the train extra is installed here")
def test_without_the_train_extra_it_says_which_to_install(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert example()["main"](["--steps", "8", "--out", str(tmp_path / "m.zip")]) == 2
    out, err = capsys.readouterr()
    assert err.strip() == (
        "train_ppo.py: error: examples/train_ppo.py needs the optional packages"
        " sb3_contrib, torch: pip install 'ginrummy[train]'")
    assert out == "" and not (tmp_path / "m.zip").exists()
