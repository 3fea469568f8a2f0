"""The runner's agent API: forfeits (exceptions, illegal or malformed actions,
time budgets, failing hooks), decision timing, protocol classes that do not
subclass :class:`Agent`, and ``package.module:ClassName`` agents."""

from __future__ import annotations

import json
import random
import re
import sys
import textwrap
import time
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema  # type: ignore[import-untyped]
import pytest

from ginrummy import actions as A
from ginrummy.actions import Action
from ginrummy.agents import Agent, AgentError, SimpleAgent, make_agent
from ginrummy.agents.plugin import load_plugin
from ginrummy.agents.sandbox import SandboxAgent
from ginrummy.driver import replay
from ginrummy.rules import preset
from ginrummy.runner import format_seconds, play_match, play_named_match
from ginrummy.state import Phase
from ginrummy.view import SeatView

STANDARD = preset("standard")
THREE = preset("three-player")
SCHEMA = json.loads(
    (resources.files("ginrummy") / "schema" / "record.schema.json").read_text(encoding="utf-8")
)
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def check_record(doc: dict[str, Any]) -> None:
    """The record validates against the schema and replays."""
    loaded = json.loads(json.dumps(doc))
    errors = [e.message for e in VALIDATOR.iter_errors(loaded)]
    assert errors == []
    replay(loaded)


class Simple(SimpleAgent):
    """``simple`` that misbehaves at its ``after``-th decision (``how``)."""

    def __init__(self, how: str = "", after: int = 0) -> None:
        super().__init__(random.Random(1))
        self.how, self.left = how, after

    def act(self, view: SeatView) -> Action:
        self.left -= 1
        if self.left < 0 and self.how:
            if self.how == "raise":
                raise RuntimeError("agent bug")
            if self.how == "sleep":
                # Five times the budgets below, which are about eight times
                # `simple`'s slowest decision on a loaded machine (5.9 ms): only
                # this agent overruns them.
                time.sleep(0.25)
            if self.how == "none":
                return None  # type: ignore[return-value]
            if self.how == "foreign" and view.phase is Phase.DISCARD:
                missing = next(c for c in range(52) if not view.hand >> c & 1)
                return A.discard(missing)
        return super().act(view)


def simple(seed: int) -> SimpleAgent:
    return SimpleAgent(random.Random(seed))


@pytest.mark.parametrize(
    ("how", "reason"),
    [
        ("raise", r"RuntimeError: agent bug"),
        ("none", r"illegal action: act\(\) returned None, not an Action"),
        ("foreign", r"illegal action: \w\w is not in player \d's hand \(R4\.1\)"),
    ],
)
def test_a_failing_agent_forfeits_and_the_reason_is_recorded(how: str, reason: str) -> None:
    outcome = play_match(STANDARD, [simple(0), Simple(how, after=7)], seed=3)
    assert outcome.forfeit is not None
    assert outcome.forfeit["player"] == 1 and re.fullmatch(reason, outcome.forfeit["reason"])
    assert outcome.winner == 0
    assert outcome.record["result"]["forfeit"] == outcome.forfeit
    check_record(outcome.record)


def test_overrunning_the_time_budget_forfeits() -> None:
    outcome = play_match(STANDARD, [Simple("sleep", after=3), simple(1)], seed=4,
                         time_budget=0.05)
    assert outcome.forfeit is not None and outcome.forfeit["player"] == 0
    # format_seconds: a quarter of a second reads "0.25 s" (below, its own test).
    match = re.fullmatch(r"time budget exceeded: (\d+\.\d\d) s > 50\.0 ms",
                         outcome.forfeit["reason"])
    assert match is not None and float(match.group(1)) >= 0.25
    assert outcome.winner == 1
    assert outcome.decision_times[0][-1] > 0.05
    check_record(outcome.record)


def test_the_time_budget_in_three_player_gin() -> None:
    agents: list[Agent] = [simple(0), simple(1), Simple("sleep", after=0)]
    outcome = play_match(THREE, agents, seed=2, time_budget=0.05)
    assert outcome.forfeit is not None and outcome.forfeit["player"] == 2
    assert outcome.winner in (0, 1)
    check_record(outcome.record)


def test_format_seconds() -> None:
    assert format_seconds(0.7312) == "0.73 s" and format_seconds(0.5) == "0.50 s"
    assert format_seconds(0.0042) == "4.2 ms"


def test_time_budget_must_be_positive() -> None:
    with pytest.raises(ValueError, match="positive"):
        play_match(STANDARD, [simple(0), simple(1)], seed=1, time_budget=0)


def test_timing_changes_nothing_and_counts_every_decision() -> None:
    plain = play_named_match(STANDARD, ["simple", "random"], seed=11)
    timed = play_named_match(STANDARD, ["simple", "random"], seed=11, time_budget=60.0)
    assert plain.forfeit is None and timed.forfeit is None
    assert json.dumps(plain.record) == json.dumps(timed.record)
    decisions = [0, 0]
    for hand in timed.record["hands"]:
        for entry in hand["actions"]:
            decisions[entry["player"]] += 1
    assert [len(t) for t in timed.decision_times] == decisions
    assert all(t >= 0 for times in timed.decision_times for t in times)


class _Hooked(SimpleAgent):
    def __init__(self, where: str) -> None:
        super().__init__(random.Random(2))
        self.where = where
        self.hands = 0

    def begin_hand(self, view: SeatView) -> None:
        self.hands += 1
        if self.where == "begin" and self.hands == 2:
            raise ValueError("no memory left")

    def end_hand(self, view: SeatView) -> None:
        if self.where == "end":
            raise KeyError("oops")


@pytest.mark.parametrize("where", ["begin", "end"])
def test_a_failing_hook_forfeits(where: str) -> None:
    outcome = play_match(STANDARD, [_Hooked(where), simple(1)], seed=8)
    assert outcome.forfeit is not None and outcome.forfeit["player"] == 0
    expected = "begin_hand: ValueError: no memory left" if where == "begin" else (
        "end_hand: KeyError: 'oops'"
    )
    assert outcome.forfeit["reason"] == expected
    assert outcome.winner == 1
    check_record(outcome.record)


class Bare:
    """The protocol without the base class: only ``act``, no name, no hooks."""

    def __init__(self, rng: random.Random) -> None:
        self.inner = SimpleAgent(rng)

    def act(self, view: SeatView) -> Action:
        return self.inner.act(view)


def test_a_protocol_class_without_the_base_class_plays() -> None:
    bare: Any = Bare(random.Random(5))
    outcome = play_match(STANDARD, [bare, simple(6)], seed=9)
    assert outcome.forfeit is None
    assert outcome.record["players"][0]["agent"] == "Bare"
    named = play_match(STANDARD, [Bare(random.Random(5)), simple(6)],
                       seed=9, agent_names=["mine", "simple"])
    assert [p["agent"] for p in named.record["players"]] == ["mine", "simple"]
    with pytest.raises(ValueError, match="names"):
        play_match(STANDARD, [simple(0), simple(1)], seed=1, agent_names=["one"])


# ----------------------------------------------------------------- package.module:ClassName

MODULE = textwrap.dedent(
    """
    import random
    from ginrummy.agents import SimpleAgent

    class WithRng(SimpleAgent):
        pass

    class NoArgs:
        def __init__(self):
            self.inner = SimpleAgent(random.Random(0))

        def act(self, view):
            return self.inner.act(view)

    class TwoArgs:
        def __init__(self, rng, depth):
            pass

    class Explodes(SimpleAgent):
        def __init__(self, rng):
            raise RuntimeError("no weights file")

    class NoAct:
        pass

    NOT_A_CLASS = 3
    """
)


@pytest.fixture
def agent_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    (tmp_path / "runner_test_bots.py").write_text(MODULE, encoding="utf-8")
    (tmp_path / "runner_test_broken.py").write_text("def (:\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    return "runner_test_bots"


def test_module_class_agents(agent_module: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delitem(sys.modules, agent_module, raising=False)
    rng = random.Random(0)
    # make_agent never imports a plugin here: it plays in a process of its own.
    no_args = make_agent(f"{agent_module}:NoArgs", rng)
    assert isinstance(no_args, SandboxAgent) and agent_module not in sys.modules
    outcome = play_match(STANDARD, [no_args, simple(1)], seed=1)
    assert outcome.forfeit is None
    no_args.close()
    # The loader, which the plugin's own process runs: built with the rng given, or none.
    with_rng = load_plugin(f"{agent_module}:WithRng", rng)
    assert isinstance(with_rng, SimpleAgent) and with_rng.rng is rng
    assert not isinstance(load_plugin(f"{agent_module}:NoArgs", rng), Agent)


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("runner_test_bots:TwoArgs", r"must accept \(rng\) or no arguments"),
        ("runner_test_bots:Explodes", r"Explodes\(\) raised RuntimeError: no weights file"),
        ("runner_test_bots:NoAct", r"has no act\(view\) method"),
        ("runner_test_bots:NOT_A_CLASS", r"is not a class"),
        ("runner_test_bots:Missing", r"module 'runner_test_bots' has no 'Missing'"),
        ("runner_test_nowhere:Bot", r"cannot import module 'runner_test_nowhere'"),
        ("runner_test_broken:Bot", r"importing 'runner_test_broken' failed: SyntaxError"),
        ("runner_test_bots:", r"give it as package.module:ClassName"),
        ("nobody", r"unknown agent 'nobody'"),
    ],
)
def test_module_class_errors_are_clear(agent_module: str, name: str, message: str) -> None:
    with pytest.raises(AgentError, match=message) as info:
        make_agent(name, random.Random(0))
    assert "\n" not in str(info.value)
