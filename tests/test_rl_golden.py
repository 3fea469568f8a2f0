"""The research environments' observations, masks, rewards and text, pinned to golden
digests of seeded episodes (tests/data/rl_golden.json).

Written before the environments were made faster (docs/rl.md, "Speed"), so that
any change to how an observation is built proves it builds the very same one: the
same float32 bytes of every observation of every agent at every step, the same
action masks, rewards, terminations and ``info``, and the same text of the view
and of the legal moves.  A change that is meant to change an observation changes
the layout's version (``OBS_VERSION``) and the digests with it:

    .venv/bin/python tests/test_rl_golden.py --write
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

HAVE_RL = all(importlib.util.find_spec(m) is not None for m in ("gymnasium", "pettingzoo", "numpy"))
pytestmark = pytest.mark.skipif(not HAVE_RL, reason="the rl extra (gymnasium, pettingzoo,"
                                " numpy) is not installed: pip install 'ginrummy[rl]'")

GOLDEN = Path(__file__).resolve().parent / "data" / "rl_golden.json"


def _obs_bytes(obs: dict[str, Any]) -> bytes:
    import numpy as np

    o, m = obs["observation"], obs["action_mask"]
    # The dtype and shape are part of what is pinned, not only the values.
    assert o.dtype == np.float32 and m.dtype == np.int8
    pinned: bytes = f"{o.shape}{m.shape}".encode() + o.tobytes() + m.tobytes()
    return pinned


def aec_episode(settings: dict[str, Any], seed: int) -> str:
    """One seeded episode of the PettingZoo environment with random legal moves (its
    first ``steps`` steps, when given): the digest of every agent's observation at
    every step, the step's reward, flags and info, and the rendered text of the
    decision."""
    import numpy as np

    import ginrummy.rl as rl

    settings = dict(settings)
    steps = settings.pop("steps", 20_000)
    env = rl.env(render_mode="ansi", **settings)
    env.reset(seed=seed)
    rng = random.Random(seed)
    digest = hashlib.sha256()
    for agent in env.agent_iter(steps):
        obs, reward, terminated, truncated, info = env.last()
        digest.update(repr((agent, reward, terminated, truncated, info)).encode())
        for other in env.agents:
            digest.update(other.encode() + _obs_bytes(env.observe(other)))
        digest.update(str(env.render()).encode())
        move = None
        if not (terminated or truncated):
            move = rng.choice(np.flatnonzero(obs["action_mask"]).tolist())
        env.step(move)
    return digest.hexdigest()


def gym_episode(settings: dict[str, Any], seed: int) -> str:
    """One seeded episode of the Gymnasium environment, a random legal move at each step
    and now and then an illegal one (the penalty and its ``info``)."""
    import numpy as np

    from ginrummy.rl.gym import GinRummyEnv

    env = GinRummyEnv(render_mode="ansi", **settings)
    obs, info = env.reset(seed=seed)
    rng = random.Random(seed)
    digest = hashlib.sha256()
    digest.update(_obs_bytes(obs) + repr(info).encode() + str(env.render()).encode())
    done = False
    while not done:
        mask = obs["action_mask"]
        pool = np.flatnonzero(mask == 0) if rng.random() < 0.05 else np.flatnonzero(mask)
        obs, reward, terminated, truncated, info = env.step(rng.choice(pool.tolist()))
        assert env.action_masks().tolist() == (obs["action_mask"] == 1).tolist()
        digest.update(_obs_bytes(obs) + repr((reward, terminated, truncated, info)).encode())
        digest.update(str(env.render()).encode())
        done = terminated or truncated
    env.close()
    return digest.hexdigest()


def text_episode(settings: dict[str, Any], seed: int) -> str:
    """One seeded match of the text interface played from strings alone."""
    from ginrummy.rl.text import TextGame

    game = TextGame(seed=seed, **settings)
    rng = random.Random(seed)
    digest = hashlib.sha256()
    while not game.over:
        legal = game.legal_actions()
        digest.update(game.observation().encode())
        rewards = game.step(rng.choice(legal).upper())
        digest.update(repr(rewards).encode())
    digest.update(repr(game.totals).encode())
    return digest.hexdigest()


PLAYERS: dict[str, Callable[[dict[str, Any], int], str]] = {
    "aec": aec_episode, "gym": gym_episode, "text": text_episode,
}

#: (name, interface, settings, seeds): every preset, explicit lay-downs, three-player
#: advice, hand and match episodes and rewards.
CASES: list[tuple[str, str, dict[str, Any], list[int]]] = [
    ("aec-standard", "aec", {"variant": "standard"}, [0, 1, 2, 3]),
    ("aec-oklahoma-explicit", "aec", {"variant": "oklahoma", "explicit": True}, [0, 1, 2]),
    ("aec-hollywood-match", "aec", {"variant": "hollywood", "episode": "match", "steps": 1500},
     [0]),
    ("aec-oklahoma-hollywood", "aec", {"variant": "oklahoma-hollywood"}, [0, 1]),
    ("aec-eaai", "aec", {"variant": "eaai"}, [0, 1]),
    ("aec-three-player-advice-match", "aec",
     {"variant": "three-player", "explicit": True, "advice": True, "episode": "match",
      "reward": "match", "target": 10}, [0]),
    ("aec-big-gin-spades", "aec",
     {"variant": "oklahoma", "big_gin": True, "oklahoma_spades_double": True}, [4, 5]),
    ("gym-standard-random", "gym", {"variant": "standard", "opponent": "random"}, [0, 1, 2, 3]),
    ("gym-oklahoma-simple-match", "gym",
     {"variant": "oklahoma", "opponent": "simple", "episode": "match", "target": 25}, [0]),
    ("gym-three-player-advice", "gym",
     {"variant": "three-player", "opponent": "random", "advice": True, "player": 2}, [0, 1]),
    ("gym-standard-explicit-seat1", "gym",
     {"variant": "standard", "opponent": "simple", "explicit": True, "player": 1}, [0, 1]),
    ("text-standard", "text", {"variant": "standard", "episode": "hand"}, [0, 1]),
    ("text-three-player", "text", {"variant": "three-player", "advice": True, "target": 10},
     [0]),
]


def digests() -> dict[str, list[str]]:
    return {name: [PLAYERS[kind](settings, seed) for seed in seeds]
            for name, kind, settings, seeds in CASES}


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_observations_are_the_golden_ones(case: tuple[str, str, dict[str, Any], list[int]]
                                          ) -> None:
    name, kind, settings, seeds = case
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    got = [PLAYERS[kind](settings, seed) for seed in seeds]
    assert got == golden[name], f"{name}: episodes {seeds} differ from the golden digests"


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/test_rl_golden.py --write")
    GOLDEN.write_text(json.dumps(digests(), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN}")
