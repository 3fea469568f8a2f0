"""Plugin agents run in their own process (issue 27, item 1): what they can reach, the
time budget and the memory limit enforced from outside, dead and misbehaving
workers, and records that do not depend on where a plugin runs.

The bots are in ``tests/sandbox_bots.py``, named ``sandbox_bots:ClassName``.
"""

from __future__ import annotations

import importlib
import io
import json
import os
import random
import re
import sys
import textwrap
import time
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest

import sandbox_bots
from ginrummy.actions import action_from_json
from ginrummy.agents import SimpleAgent
from ginrummy.agents.base import agent_seed
from ginrummy.agents.sandbox import Sandboxes, SandboxOptions
from ginrummy.arena import ArenaConfig, plan_arena, run_arena
from ginrummy.arena.games import record_name
from ginrummy.cards import parse_card
from ginrummy.cli.main import main
from ginrummy.record import save_record
from ginrummy.rules import Rules, preset
from ginrummy.runner import play_match, play_named_match
from ginrummy.state import deal
from helpers import REPO_ROOT, TESTS_DIR
from sandbox_bots import REPORT, Advisor, Resign

STANDARD = preset("standard")
THREE = preset("three-player")
#: The tutorial's bot, imported by name as the arena names it (examples/ is no package).
MyBot: Any = importlib.import_module("examples.mybot").MyBot


def same_play(doc: dict[str, Any]) -> dict[str, Any]:
    """A record with the agents' names left out: what was played."""
    out: dict[str, Any] = json.loads(json.dumps(doc))
    for player in out["players"]:
        player["agent"] = "?"
    return out


def decks_of(doc: dict[str, Any]) -> list[list[str]]:
    return [hand["deck"] for hand in doc["hands"]]


def opponent_hands(doc: dict[str, Any], player: int) -> set[int]:
    """Every mask the opponent of ``player`` held during the match the record tells."""
    rules = Rules.from_dict(doc["rules"])
    held: set[int] = set()
    for hand in doc["hands"]:
        other = 1 - hand["seats"].index(player)
        state = deal(rules, hand["seats"].index(hand["dealer"]),
                     [parse_card(c) for c in hand["deck"]])
        held.add(state.hands[other])
        for entry in hand["actions"]:
            state = state.apply(action_from_json(entry))
            held.add(state.hands[other])
    return held


@pytest.mark.parametrize("seat", [0, 1])
def test_a_plugin_sees_only_its_view_and_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seat: int
) -> None:
    """The attacker walks the stack and the heap for the state, the deck and the
    seed, changes the rules of the hand in progress and replaces its opponent in
    any list of agents: it finds nothing, and its match is the honest bot's."""
    report = tmp_path / "report.jsonl"
    monkeypatch.setenv(REPORT, str(report))
    seed = 20260527 + seat
    players = ["simple", "simple"]
    players[seat] = "sandbox_bots:Attacker"
    attacked = play_named_match(STANDARD, players, seed=seed)
    players[seat] = "sandbox_bots:Honest"
    honest = play_named_match(STANDARD, players, seed=seed)
    lines = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    assert lines  # the attack ran
    decks = [[parse_card(c) for c in deck] for deck in decks_of(honest.record)]
    hidden = opponent_hands(honest.record, seat)
    for found in lines:
        assert found["frames"] > 0 and found["objects"] > 0  # it did look
        assert found["secret_types"] == []
        assert not [deck for deck in found["decks"] if deck in decks]
        assert seed not in found["ints"]
        assert not hidden & set(found["ints"])
        assert found["other_agents"] == 0 and found["replaced"] == 0
        assert found["rules_target_now"] == 1  # it changed its own copy only
    assert len(lines) == 2  # both attacks ran (the 1st and the 10th decision)
    assert attacked.forfeit is None and honest.forfeit is None
    assert same_play(attacked.record) == same_play(honest.record)
    assert attacked.record["rules"]["target"] == 100
    assert attacked.winner == honest.winner


def test_two_seats_of_one_plugin_are_two_processes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = tmp_path / "report.jsonl"
    monkeypatch.setenv(REPORT, str(report))
    outcome = play_named_match(STANDARD, ["sandbox_bots:Attacker"] * 2, seed=11)
    lines = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    assert len({found["pid"] for found in lines}) == 2
    assert os.getpid() not in {found["pid"] for found in lines}
    assert all(found["other_agents"] == 0 and found["replaced"] == 0 for found in lines)
    assert outcome.forfeit is None


# ----------------------------------------------------------------------------- limits


def arena(players: list[str], games: int = 2, **kw: Any) -> dict[str, Any]:
    kw.setdefault("seed", 7)
    kw.setdefault("workers", 1)
    result = run_arena(ArenaConfig(players, games=games, **kw), path_entry=str(TESTS_DIR))
    doc: dict[str, Any] = result.to_json()
    return doc


@pytest.mark.parametrize("workers", [1, 2])
def test_a_plugin_that_overruns_its_budget_is_stopped_and_the_arena_goes_on(
    workers: int,
) -> None:
    """Overrun sleeps an hour at its 3rd decision: its process is killed at the budget,
    it forfeits with today's reason, and the next game gets a new process."""
    started = time.perf_counter()
    doc = arena(["sandbox_bots:Overrun", "simple"], games=4, mirrored=True, time_budget=0.05,
                workers=workers)
    assert time.perf_counter() - started < 30
    assert doc["wins"] == [0, 4] and doc["forfeit_count"] == [4, 0]
    for forfeit in doc["forfeits"]:
        match = re.fullmatch(r"time budget exceeded: (\d+\.\d) ms > 50\.0 ms", forfeit["reason"])
        assert match is not None, forfeit["reason"]
        assert 50.0 <= float(match.group(1)) < 1000


def test_a_call_without_a_budget_is_stopped_at_the_hard_limit() -> None:
    """Stalls never answers begin_hand of its 2nd hand; with no time budget the hard
    limit (here 1 s) stops it."""
    started = time.perf_counter()
    with Sandboxes(SandboxOptions(hard_limit=1.0)) as pool:
        outcome = play_named_match(STANDARD, ["sandbox_bots:Stalls", "simple"], seed=3,
                                   sandboxes=pool)
    assert time.perf_counter() - started < 20
    assert outcome.forfeit == {
        "player": 0,
        "reason": "begin_hand: no answer in 1 s (the limit on any call to a plugin agent):"
                  " its process was stopped",
    }
    assert len(outcome.record["hands"]) == 2


@pytest.mark.parametrize(
    ("bot", "reason"),
    [
        ("Dies", "its process exited with status 3; its last words: about to die"),
        ("KillsItself", "its process was killed by signal 9 (SIGKILL)"),
    ],
)
def test_a_plugin_whose_process_dies_forfeits_saying_how(bot: str, reason: str) -> None:
    """Each game gets a new process: every game is forfeited the same way."""
    doc = arena([f"sandbox_bots:{bot}", "simple"], games=3)
    assert doc["forfeit_count"] == [3, 0]
    assert [forfeit["reason"] for forfeit in doc["forfeits"]] == [reason] * 3


def test_sys_exit_inside_act_is_a_forfeit() -> None:
    doc = arena(["sandbox_bots:Exits", "simple"], games=2)
    assert doc["forfeit_count"] == [2, 0]
    assert {f["reason"] for f in doc["forfeits"]} == {
        "SystemExit: the bot called sys.exit(0)"
    }


def test_a_plugin_that_prints_leaves_the_protocol_intact(
    capfd: pytest.CaptureFixture[str],
) -> None:
    printed = play_named_match(STANDARD, ["sandbox_bots:Prints", "simple"], seed=5)
    honest = play_named_match(STANDARD, ["sandbox_bots:Honest", "simple"], seed=5)
    assert printed.forfeit is None
    assert same_play(printed.record) == same_play(honest.record)
    out, err = capfd.readouterr()
    assert '"ok": true' not in out  # its output is on standard error, copied here
    assert '{"ok": true, "action": {"action": "pass"}}' in err


def test_a_plugin_over_the_memory_limit_forfeits() -> None:
    doc = arena(["sandbox_bots:Hog", "simple"], games=2, memory_limit=512 << 20)
    assert doc["forfeit_count"] == [2, 0]
    for forfeit in doc["forfeits"]:
        assert forfeit["reason"].startswith("MemoryError"), forfeit["reason"]


def test_the_memory_limit_on_the_command_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(TESTS_DIR)  # plugins are imported from the current directory
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = main(["arena", "--players", "sandbox_bots:Hog,simple", "--games", "1",
                       "--seed", "1", "--workers", "1", "--memory-limit", "512", "--json"])
    assert status == 0, err.getvalue()
    doc = json.loads(out.getvalue())
    assert [f["reason"][:11] for f in doc["forfeits"]] == ["MemoryError"]
    with redirect_stdout(out), redirect_stderr(err := io.StringIO()):
        status = main(["arena", "--players", "simple,random", "--memory-limit", "10"])
    assert status == 2 and err.getvalue() == (
        "ginrummy: error: arena: argument --memory-limit: 10 MiB is too little for a Python"
        " process: give at least 64 (0: no limit) (see 'ginrummy arena --help')\n")


@pytest.mark.parametrize(
    ("bot", "reason"),
    [
        ("Garbles", "protocol error: its answer is not JSON: 'this is not JSON'"),
        ("ForgesCard", "protocol error: not an action: 'card' must be a card name"),
        ("ForgesDepth", "protocol error: its answer is not JSON: '[[[[[[[[[[[[[[[[[[[[[[[["
                        "[[[[[[[[[[[[[...' (100000 characters)"),
        ("ForgesBuild", "protocol error: not an action: an action must be a JSON object"),
    ],
)
def test_a_broken_protocol_is_a_forfeit(bot: str, reason: str) -> None:
    """Whatever the plugin writes on the protocol's pipe, the match goes on to a
    forfeit, and the next match gets a new process."""
    with Sandboxes() as pool:
        for seed in (2, 3):
            outcome = play_named_match(STANDARD, [f"sandbox_bots:{bot}", "simple"], seed=seed,
                                       sandboxes=pool)
            assert outcome.forfeit == {"player": 0, "reason": reason}


@pytest.mark.parametrize(
    ("bot", "three", "reason"),
    [
        ("Resign", False, "illegal action: act() returned None, not an Action"),
        ("FailingHook", False, "begin_hand: ValueError: no memory left"),
        ("BadAdvice", True, "advise: returned 3, neither an Action nor None"),
        ("RaisingAdvice", True, "advise: KeyError: 'oops'"),
    ],
)
def test_reasons_are_the_same_in_and_out_of_process(bot: str, three: bool, reason: str) -> None:
    """A plugin's failure reads as it would in process, and the records agree."""
    rules = THREE if three else STANDARD
    names = [f"sandbox_bots:{bot}"] + ["simple"] * (rules.players - 1)
    seed = 4
    makers: dict[str, Any] = {"Resign": lambda rng: Resign(), **{
        name: getattr(sandbox_bots, name) for name in ("FailingHook", "BadAdvice",
                                                         "RaisingAdvice")}}
    agents = [makers[bot](random.Random(agent_seed(seed, 0)))] + [
        SimpleAgent(random.Random(agent_seed(seed, p))) for p in range(1, rules.players)]
    inside = play_match(rules, agents, seed=seed, agent_names=names)
    outside = play_named_match(rules, names, seed=seed)
    assert outside.forfeit == inside.forfeit == {"player": 0, "reason": reason}
    assert json.dumps(outside.record) == json.dumps(inside.record)


# ----------------------------------------------------------------------------- same records


def simple(seed: int) -> SimpleAgent:
    return SimpleAgent(random.Random(seed))


@pytest.mark.parametrize("workers", [1, 2])
def test_the_tutorial_bot_plays_the_same_games_in_and_out_of_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, workers: int
) -> None:
    """examples.mybot:MyBot through the arena (in its own process) and the same games
    with MyBot objects played here: byte-identical records."""
    monkeypatch.chdir(REPO_ROOT)
    config = ArenaConfig(["examples.mybot:MyBot", "simple"], games=6, mirrored=True, seed=3,
                         workers=workers, records=tmp_path / "arena")
    run_arena(config, path_entry=str(REPO_ROOT))
    plan = plan_arena(config)
    makers = {"examples.mybot:MyBot": MyBot, "simple": SimpleAgent}
    for spec in plan.specs:
        names = [plan.names[a] for a in spec.agents]
        agents = [makers[name](random.Random(agent_seed(spec.seed, p)))
                  for p, name in enumerate(names)]
        outcome = play_match(plan.rules, agents, seed=spec.seed, agent_names=names)
        here = tmp_path / "here.json"
        save_record(outcome.record, here)
        arena_record = tmp_path / "arena" / record_name(spec.index)
        assert arena_record.read_bytes() == here.read_bytes()


def test_three_player_advice_crosses_the_boundary_unchanged() -> None:
    """Advisor has advise and act_advised (R11.3): two of them, each advising the other
    as the player sitting out, in their own processes, play what they play here."""
    for seed in (1, 2):
        names = ["sandbox_bots:Advisor", "sandbox_bots:Advisor", "simple"]
        outside = play_named_match(THREE, names, seed=seed)
        agents = [Advisor(random.Random(agent_seed(seed, 0))),
                  Advisor(random.Random(agent_seed(seed, 1))),
                  SimpleAgent(random.Random(agent_seed(seed, 2)))]
        inside = play_match(THREE, agents, seed=seed, agent_names=names)
        assert outside.forfeit is None
        assert json.dumps(outside.record) == json.dumps(inside.record)


# ----------------------------------------------------------------------------- loading


def write_module(folder: Path, name: str, text: str) -> None:
    (folder / f"{name}.py").write_text(textwrap.dedent(text), encoding="utf-8")


def test_the_parent_never_imports_a_plugin(tmp_path: Path) -> None:
    """Even the arena's check of the names before any game loads it in a worker."""
    marks = tmp_path / "imported-by"
    write_module(tmp_path, "sandbox_marks", f"""
        import os
        from ginrummy.agents import SimpleAgent
        with open({str(marks)!r}, "a") as out:
            out.write(f"{{os.getpid()}}\\n")

        class Bot(SimpleAgent):
            pass
    """)
    result = run_arena(ArenaConfig(["sandbox_marks:Bot", "simple"], games=2, seed=1,
                                   workers=1), path_entry=str(tmp_path))
    assert result.to_json()["forfeits"] == []
    pids = {int(line) for line in marks.read_text(encoding="utf-8").split()}
    assert pids and os.getpid() not in pids
    assert "sandbox_marks" not in sys.modules


EXITS = {
    "sys.exit(0)": "agent 'sandbox_exits:Bot': importing 'sandbox_exits' called sys.exit(0)",
    "os._exit(0)": "agent 'sandbox_exits:Bot': its process exited with status 0 (while"
                   " loading the plugin and building its bot)",
}


@pytest.mark.parametrize("how", sorted(EXITS))
@pytest.mark.parametrize(
    "command",
    [
        ["arena", "--players", "sandbox_exits:Bot,simple", "--games", "1", "--seed", "1"],
        ["simulate", "--players", "sandbox_exits:Bot,simple", "--matches", "1"],
        ["play", "--plain", "--opponent", "sandbox_exits:Bot", "--seed", "1"],
    ],
    ids=["arena", "simulate", "play"],
)
def test_a_plugin_that_exits_on_import_is_an_error_naming_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str, command: list[str]
) -> None:
    """Issue 27, item 5: not a silent status 0 but one line and status 2."""
    write_module(tmp_path, "sandbox_exits", f"""
        import os, sys
        {how}
    """)
    monkeypatch.chdir(tmp_path)  # the command line imports plugins from here
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        status = main(command)
    assert status == 2 and out.getvalue() == ""
    assert err.getvalue() == f"ginrummy: error: {EXITS[how]}\n"
