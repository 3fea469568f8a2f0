"""The arena: schedules and seeds, the figures, forfeits, parallel runs that give
the same results as serial ones, the command line, the tutorial's example bot,
and the optional extras (Ray, matplotlib), which skip when not installed."""

from __future__ import annotations

import importlib.util
import io
import json
import math
import os
import random
import time
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest

from ginrummy import actions as A
from ginrummy.actions import Action
from ginrummy.agents import AgentError, SimpleAgent
from ginrummy.arena import (
    ArenaConfig,
    ArenaError,
    elo_ratings,
    plan_arena,
    run_arena,
    time_stats,
    wilson_interval,
)
from ginrummy.arena.games import deal_seed
from ginrummy.cli.main import main
from ginrummy.driver import replay
from ginrummy.record import load_record
from ginrummy.state import Phase
from ginrummy.view import SeatView
from helpers import REPO_ROOT

ROOT = str(REPO_ROOT)
HERE = __name__  # this module, so that its bots can be named "test_arena:CrashingBot"


# ----------------------------------------------------------------------------- bots


class CrashingBot(SimpleAgent):
    """Plays like simple, then raises at its 5th decision."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self.decisions = 0

    def act(self, view: SeatView) -> Action:
        self.decisions += 1
        if self.decisions == 5:
            raise RuntimeError("bot bug")
        return super().act(view)


class KnockCheat(SimpleAgent):
    """Knocks at its first discard, however much deadwood it holds."""

    def act(self, view: SeatView) -> Action:
        action = super().act(view)
        card = action.card
        if view.phase is Phase.DISCARD and action.kind is A.Kind.DISCARD and card is not None:
            return A.knock(card)
        return action


class ForeignCard(SimpleAgent):
    """Discards a card it does not hold."""

    def act(self, view: SeatView) -> Action:
        if view.phase is Phase.DISCARD:
            return A.discard(next(c for c in range(52) if not view.hand >> c & 1))
        return super().act(view)


class Sleepy(SimpleAgent):
    """Thinks too long about every decision."""

    def act(self, view: SeatView) -> Action:
        # Five times the budget below, which is about eight times `simple`'s
        # slowest decision on a loaded machine (5.9 ms): only this bot overruns it.
        time.sleep(0.25)
        return super().act(view)


class NoArgs:
    """The protocol without the base class, built without arguments."""

    def __init__(self) -> None:
        self.inner = SimpleAgent(random.Random(3))

    def act(self, view: SeatView) -> Action:
        return self.inner.act(view)


def arena(players: list[str], games: int = 4, **kw: Any) -> dict[str, Any]:
    kw.setdefault("seed", 7)
    kw.setdefault("workers", 1)
    result = run_arena(ArenaConfig(players, games=games, **kw), path_entry=ROOT)
    doc: dict[str, Any] = result.to_json()
    return doc


# ----------------------------------------------------------------------------- stats


def test_wilson_interval() -> None:
    lo, hi = wilson_interval(50, 100)
    assert math.isclose(lo, 0.4038, abs_tol=1e-4) and math.isclose(hi, 0.5962, abs_tol=1e-4)
    assert wilson_interval(0, 10)[0] == 0.0 and wilson_interval(10, 10)[1] == 1.0
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_elo_is_even_for_even_results_and_orders_the_rest() -> None:
    assert [round(x, 6) for x in elo_ratings([[0, 5], [5, 0]])] == [1500.0, 1500.0]
    ratings = elo_ratings([[0, 8, 10], [2, 0, 9], [0, 1, 0]])
    assert ratings[0] > ratings[1] > ratings[2]
    assert math.isclose(sum(ratings) / 3, 1500.0)
    # Beating everyone every time still gives finite ratings (the prior).
    assert all(math.isfinite(x) for x in elo_ratings([[0, 10], [0, 0]]))
    # Two agents: the fitted gap is the logistic of the (prior-smoothed) win rate.
    a, b = elo_ratings([[0, 30], [10, 0]], prior=0.0)
    assert math.isclose(a - b, 400 * math.log10(3), rel_tol=1e-6)


def test_time_stats_in_milliseconds() -> None:
    stats = time_stats([0.001, 0.002, 0.003, 0.010])
    assert stats["decisions"] == 4 and stats["median"] == 2.5 and stats["max"] == 10.0
    assert stats["mean"] == 4.0 and 9.0 < stats["p99"] <= 10.0
    assert time_stats([])["decisions"] == 0


# ----------------------------------------------------------------------------- schedules


def test_seeds_depend_on_the_run_seed_and_the_deal_only() -> None:
    plan = plan_arena(ArenaConfig(["simple", "random"], games=6, seed=5, mirrored=True))
    assert [s.agents for s in plan.specs] == [(0, 1), (1, 0)] * 3
    assert [s.seed for s in plan.specs] == [deal_seed(5, d) for d in (0, 0, 1, 1, 2, 2)]
    other = plan_arena(ArenaConfig(["simple", "random"], games=6, seed=6))
    assert not {s.seed for s in plan.specs} & {s.seed for s in other.specs}


def test_mirrored_rounds_an_odd_number_of_games_up_and_says_so() -> None:
    plan = plan_arena(ArenaConfig(["simple", "random"], games=5, seed=1, mirrored=True))
    assert len(plan.specs) == 6 and plan.note is not None and "rounded up to 6" in plan.note
    three = plan_arena(ArenaConfig(["simple"] * 3, variant="three-player", games=4, seed=1,
                                   mirrored=True))
    assert len(three.specs) == 6
    assert [s.agents for s in three.specs[:3]] == [(0, 1, 2), (1, 2, 0), (2, 0, 1)]
    assert len({s.seed for s in three.specs[:3]}) == 1


def test_round_robin_plays_every_pair_on_the_same_deals() -> None:
    plan = plan_arena(ArenaConfig(["a", "b", "c"], games=3, seed=1))
    assert plan.mode == "round-robin" and len(plan.specs) == 9
    pairs = [s.agents for s in plan.specs]
    assert pairs == [(0, 1)] * 3 + [(0, 2)] * 3 + [(1, 2)] * 3
    assert [s.seed for s in plan.specs[:3]] == [s.seed for s in plan.specs[3:6]]


@pytest.mark.parametrize(
    ("config", "message"),
    [
        (ArenaConfig(["simple"]), "at least 2 agents"),
        (ArenaConfig(["simple", "simple"], variant="three-player"), "exactly 3 agents"),
        (ArenaConfig(["simple", ""]), "empty agent name"),
        (ArenaConfig(["simple", "random"], games=0), "at least 1"),
        (ArenaConfig(["simple", "random"], time_budget=0), "positive"),
        (ArenaConfig(["simple", "random"], memory_limit=0), "memory limit must be positive"),
    ],
)
def test_bad_configurations(config: ArenaConfig, message: str) -> None:
    with pytest.raises(ArenaError, match=message):
        plan_arena(config)


# ----------------------------------------------------------------------------- runs


def test_head_to_head_figures_add_up() -> None:
    doc = arena(["simple", "random"], games=6, mirrored=True)
    assert doc["mode"] == "head-to-head" and doc["games"] == 6
    assert doc["wins"] == [6, 0] and doc["win_rate"] == 1.0
    lo, hi = doc["win_rate_ci"]
    assert 0.5 < lo < 1.0 == hi
    rates = sum(doc[f"{k}_rate"] for k in ("knock", "gin", "big_gin", "undercut", "draw"))
    assert math.isclose(rates, 1.0, abs_tol=1e-5)
    assert doc["hands"] == sum(doc["hands_won"]) + round(doc["draw_rate"] * doc["hands"])
    assert doc["points_per_hand"][0] == round(doc["points"][0] / doc["hands"], 6)
    assert [t["decisions"] > 0 for t in doc["decision_ms"]] == [True, True]
    assert doc["forfeits"] == [] and doc["forfeit_count"] == [0, 0]


def test_results_are_from_the_first_agents_side_even_when_mirrored() -> None:
    ab = arena(["simple", "random"], games=4, mirrored=True)
    ba = arena(["random", "simple"], games=4, mirrored=True)
    assert ab["wins"] == ba["wins"][::-1]
    assert ab["points"] == ba["points"][::-1] and ab["hands"] == ba["hands"]


def test_the_number_of_workers_changes_nothing_but_timings(tmp_path: Path) -> None:
    players = ["simple", "random", "simple"]
    one = run_arena(ArenaConfig(players, games=6, seed=3, workers=1, mirrored=True,
                                records=tmp_path / "one"))
    two = run_arena(ArenaConfig(players, games=6, seed=3, workers=2, mirrored=True,
                                records=tmp_path / "two"))
    a, b = one.to_json(timings=False), two.to_json(timings=False)
    a["records"] = b["records"] = None
    assert json.dumps(a) == json.dumps(b)
    assert two.config.workers == 2 and "decision_ms" in two.to_json()
    files = sorted(p.name for p in (tmp_path / "one").iterdir())
    assert files[0] == "game-000001.json" and len(files) == 18
    for name in files:
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes()


def test_round_robin_matrix_and_elo() -> None:
    doc = arena(["simple", "random", "simple"], games=4, mirrored=True)
    assert doc["mode"] == "round-robin" and doc["games_per_pair"] == 4 and doc["games"] == 12
    matrix = doc["win_rate_matrix"]
    assert matrix[0][0] is None and matrix[0][1] == 1.0 and matrix[1][0] == 0.0
    assert math.isclose(matrix[0][2] + matrix[2][0], 1.0)
    assert doc["agents"] == ["simple", "random", "simple#2"]
    assert doc["elo"][-1]["agent"] == "random"
    assert doc["elo"][0]["elo"] > doc["elo"][-1]["elo"]
    assert [e["games"] for e in doc["elo"]] == [8, 8, 8]
    assert len(doc["pairs"]) == 3 and doc["pairs"][0]["players"] == ["simple", "random"]


def test_three_player_rotates_the_seats() -> None:
    doc = arena(["simple", "simple", "random"], games=3, variant="three-player")
    assert doc["mode"] == "three-player" and doc["games_played"] == [3, 3, 3]
    assert sum(doc["wins"]) == 3 and len(doc["win_rate_cis"]) == 3


def test_the_tutorial_bot_plays(tmp_path: Path) -> None:
    doc = arena(["examples.mybot:MyBot", "simple"], games=4, mirrored=True, records=tmp_path)
    assert doc["forfeits"] == [] and sum(doc["wins"]) == 4
    record = load_record(tmp_path / "game-000001.json")
    assert record["players"][0]["agent"] == "examples.mybot:MyBot"
    replay(record)


@pytest.mark.parametrize(
    ("bot", "reason"),
    [
        ("CrashingBot", "RuntimeError: bot bug"),
        ("KnockCheat", "illegal action: cannot knock"),
        ("ForeignCard", "illegal action: "),
    ],
)
def test_crashing_and_cheating_bots_lose_with_the_reason(bot: str, reason: str) -> None:
    doc = arena([f"{HERE}:{bot}", "simple"], games=4, mirrored=True, workers=2)
    assert doc["wins"] == [0, 4] and doc["forfeit_count"] == [4, 0]
    assert [f["game"] for f in doc["forfeits"]] == [1, 2, 3, 4]
    for forfeit in doc["forfeits"]:
        assert forfeit["agent"] == f"{HERE}:{bot}" and forfeit["reason"].startswith(reason)
    if bot == "ForeignCard":
        assert all("is not in player" in f["reason"] for f in doc["forfeits"])


def test_a_time_budget_overrun_loses_the_match() -> None:
    doc = arena([f"{HERE}:Sleepy", "simple"], games=2, mirrored=True, time_budget=0.05)
    assert doc["wins"] == [0, 2] and doc["time_budget"] == 0.05
    assert all(f["reason"].startswith("time budget exceeded: ") for f in doc["forfeits"])
    assert all(f["reason"].endswith("> 50.0 ms") for f in doc["forfeits"])


def test_a_protocol_class_built_without_arguments() -> None:
    doc = arena([f"{HERE}:NoArgs", "random"], games=2)
    assert doc["forfeits"] == [] and doc["wins"][0] >= 1


def test_unknown_agents_fail_before_any_game() -> None:
    with pytest.raises(AgentError, match="unknown agent 'nobody'"):
        run_arena(ArenaConfig(["simple", "nobody"], games=2, seed=1, workers=1))


# ----------------------------------------------------------------------------- command line


def cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = main(["arena", *args])
    return status, out.getvalue(), err.getvalue()


def test_cli_json_and_text(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(REPO_ROOT)
    status, out, err = cli("--players", "examples.mybot:MyBot,simple", "--games", "3",
                           "--mirrored", "--seed", "2", "--workers", "1", "--json")
    assert status == 0, err
    doc = json.loads(out)
    assert doc["games"] == 4 and doc["note"] is not None and "rounded up to 4" in err
    assert {"win_rate", "win_rate_ci", "points_per_hand", "decision_ms", "forfeits"} <= set(doc)
    status, out, err = cli("--players", "simple,random,simple", "--games", "2", "--seed", "2",
                           "--workers", "1")
    assert status == 0 and "Elo" in out and "win rate of the row agent" in out


def test_cli_takes_a_seed_from_the_os_and_prints_it() -> None:
    status, out, err = cli("--players", "simple,random", "--games", "1", "--workers", "1",
                           "--json")
    assert status == 0
    seed = json.loads(out)["seed"]
    assert f"--seed {seed} plays these games again" in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--players", "simple,nobody"], "unknown agent 'nobody'"),
        (["--players", "simple,nowhere.mod:Bot"], "cannot import module 'nowhere.mod'"),
        (["--players", "simple"], "at least 2 agents"),
        (["--players", "simple,random", "--time-budget", "-1"], "positive number of seconds"),
        (["--players", "simple,random", "--rule", "target=oops"], "target"),
        (["--players", "simple,,random"], "empty agent name"),
    ],
)
def test_cli_errors_are_one_line_with_status_2(args: list[str], message: str) -> None:
    status, out, err = cli(*args, "--games", "1", "--seed", "1", "--workers", "1")
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("ginrummy: error: ") and message in err


HAVE_MATPLOTLIB = importlib.util.find_spec("matplotlib") is not None
HAVE_RAY = importlib.util.find_spec("ray") is not None
# `./run test` runs the `extras` tests again in .venv-extras with this set, so that a
# failed install there fails the run instead of skipping the tests.
REQUIRE_EXTRAS = os.environ.get("GINRUMMY_REQUIRE_EXTRAS") == "1"


@pytest.mark.skipif(HAVE_MATPLOTLIB, reason="matplotlib is installed")
def test_plot_without_matplotlib_is_one_line(tmp_path: Path) -> None:
    status, _out, err = cli("--players", "simple,random", "--games", "1", "--seed", "1",
                            "--plot", str(tmp_path / "x.png"))
    assert status == 2 and "pip install 'ginrummy[plot]'" in err and err.count("\n") == 1


@pytest.mark.extras
@pytest.mark.skipif(not HAVE_MATPLOTLIB and not REQUIRE_EXTRAS,
                    reason="matplotlib (optional extra) is not installed; ./run test runs "
                           "this in .venv-extras")
@pytest.mark.parametrize("players", ["simple,random", "simple,random,simple"])
def test_plot_writes_a_png(tmp_path: Path, players: str) -> None:
    path = tmp_path / "rates.png"
    status, _out, err = cli("--players", players, "--games", "2", "--seed", "1", "--workers",
                            "1", "--plot", str(path))
    assert status == 0, err
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.skipif(HAVE_RAY, reason="ray is installed")
def test_ray_without_ray_is_one_line() -> None:
    status, _out, err = cli("--players", "simple,random", "--games", "1", "--seed", "1",
                            "--ray", "auto")
    assert status == 2 and "pip install 'ginrummy[ray]'" in err and err.count("\n") == 1


@pytest.mark.extras
@pytest.mark.skipif(not HAVE_RAY and not REQUIRE_EXTRAS,
                    reason="ray (optional extra) is not installed; ./run test runs this in "
                           ".venv-extras")
def test_ray_gives_the_same_results_as_local_processes() -> None:  # pragma: no cover
    import ray  # type: ignore[import-not-found, unused-ignore]

    ray.init(num_cpus=1, include_dashboard=False)
    try:
        config = ArenaConfig(["simple", "random"], games=4, seed=9, mirrored=True)
        on_ray = run_arena(ArenaConfig(**{**_fields(config), "ray_address": "auto"}))
        local = run_arena(ArenaConfig(**{**_fields(config), "workers": 1}))
        assert on_ray.backend == "ray"
        assert on_ray.to_json(timings=False) == local.to_json(timings=False)
    finally:
        ray.shutdown()


def _fields(config: ArenaConfig) -> dict[str, Any]:
    return {name: getattr(config, name) for name in ArenaConfig.__dataclass_fields__}
