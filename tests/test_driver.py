"""The match driver: the one loop every face sits on (deal, turn, play, book, record),
three-player advising decided once (R11.3), undo, forfeits, and replay through it."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from ginrummy import actions as A
from ginrummy.actions import Kind
from ginrummy.agents import SimpleAgent
from ginrummy.agents.base import agent_seed
from ginrummy.driver import MatchDriver, replay, resume
from ginrummy.match import MatchError
from ginrummy.record import RecordError, as_version
from ginrummy.rules import preset
from ginrummy.runner import play_named_match
from ginrummy.state import IllegalActionError, Phase
from ginrummy.view import view


def drive_with_simple_agents(name: str, seed: int) -> MatchDriver:
    """A whole match driven by hand, as any face would: ask the turn, decide, play."""
    rules = preset(name)
    agents = [SimpleAgent(random.Random(agent_seed(seed, p))) for p in range(rules.players)]
    driver = MatchDriver(rules, seed=seed, agents=["simple"] * rules.players)
    while not driver.is_over:
        state = driver.deal()
        for seat in (0, 1):
            agents[driver.seats[seat]].begin_hand(view(state, seat))
        while (turn := driver.turn()) is not None:
            step = driver.play(agents[turn.player].act(turn.view), player=turn.player)
            assert step.player == turn.player and step.before.history == state.history
            state = step.after
        for seat in (0, 1):
            agents[driver.seats[seat]].end_hand(view(state, seat))
    return driver


@pytest.mark.parametrize("name", ["standard", "hollywood", "three-player"])
def test_driving_by_hand_gives_the_runner_s_record(name: str) -> None:
    """The runner is the driver with agents: the same seed gives the same record."""
    driver = drive_with_simple_agents(name, seed=5)
    rules = preset(name)
    expected = play_named_match(rules, ["simple"] * rules.players, seed=5)
    assert driver.record == expected.record
    assert driver.winner == expected.winner
    replay(driver.record)


def test_a_turn_names_the_player_the_seat_its_view_and_no_advisor_with_two() -> None:
    driver = MatchDriver(preset("standard"), seed=3)
    assert driver.turn() is None  # nothing dealt yet
    state = driver.deal()
    turn = driver.turn()
    assert turn is not None
    assert turn.seat == state.to_act and turn.player == driver.seats[turn.seat]
    assert turn.view.seat == turn.seat and turn.view.hand == state.hands[turn.seat]
    assert turn.advisor is None


def test_in_three_player_gin_the_player_sitting_out_advises_the_captain_only_r11_3() -> None:
    driver = MatchDriver(preset("three-player"), seed=2)
    driver.deal()
    roles = driver.match.roles
    assert roles is not None and driver.seats == (roles.box, roles.captain)
    advisors = set()
    while (turn := driver.turn()) is not None:
        advisors.add((turn.seat, turn.advisor))
        driver.play(turn.view.legal_actions()[0])
    assert advisors == {(0, None), (1, roles.out)}
    # The player sitting out has no seat of the hand; what they watch (the
    # captain's hand, R11.3) is the table's to decide (table.sight.watched_seat).
    assert driver.seat_of(roles.out) is None and driver.match.advisor == roles.out


def test_acting_out_of_turn_or_sitting_out_is_refused_and_changes_nothing() -> None:
    driver = MatchDriver(preset("three-player"), seed=2)
    state = driver.deal()
    roles = driver.match.roles
    assert roles is not None
    turn = driver.turn()
    assert turn is not None
    other = driver.seats[1 - turn.seat]
    with pytest.raises(IllegalActionError, match="turn"):
        driver.play(A.PASS, player=other)
    with pytest.raises(IllegalActionError, match=r"sits out this hand \(R11\.3\)"):
        driver.play(A.PASS, player=roles.out)
    with pytest.raises(IllegalActionError, match=r"R4\.3"):
        driver.play(A.DRAW_STOCK)
    assert driver.state is state
    assert driver.record["hands"] == [] and driver.writer is not None
    assert driver.writer._hand is not None and driver.writer._hand["actions"] == []


def test_rewind_takes_the_hand_back_and_the_record_forgets_the_actions() -> None:
    driver = MatchDriver(preset("standard"), seed=3)
    start = driver.deal()
    driver.play(A.PASS)
    middle = driver.current_state()
    driver.play(A.PASS)
    driver.play(A.DRAW_STOCK)
    assert driver.writer is not None and driver.writer._hand is not None
    assert len(driver.writer._hand["actions"]) == 3
    driver.rewind(middle)
    assert driver.state is middle and len(driver.writer._hand["actions"]) == 1
    other = MatchDriver(preset("standard"), seed=4).deal()
    with pytest.raises(MatchError, match="not an earlier state"):
        driver.rewind(other)
    driver.rewind(start)
    assert driver.writer._hand["actions"] == []


def test_a_forfeit_ends_the_match_for_the_best_placed_other_player() -> None:
    driver = MatchDriver(preset("three-player"), seed=2)
    driver.deal()
    turn = driver.turn()
    assert turn is not None
    winner = driver.forfeit_match(turn.player, "crashed")
    assert driver.is_over and driver.winner == winner != turn.player
    assert driver.turn() is None
    record = driver.record
    assert record["result"]["forfeit"] == {"player": turn.player, "reason": "crashed"}
    assert record["hands"][-1]["end"]["outcome"] == "forfeit"
    with pytest.raises(MatchError):
        driver.deal()
    with pytest.raises(MatchError):
        driver.play(turn.view.legal_actions()[0])
    replay(record)


def test_the_step_says_what_every_seat_saw_and_the_booking_ends_the_hand() -> None:
    driver = MatchDriver(preset("standard"), seed=3)
    driver.deal()
    step = driver.play(A.DRAW_DISCARD)
    assert step.event.kind is Kind.DRAW_DISCARD and step.event.card == step.before.pile[-1]
    assert step.booked is None
    while (turn := driver.turn()) is not None:
        if turn.view.phase is Phase.DISCARD:
            knocks = [a for a in turn.view.legal_actions() if a.kind is Kind.KNOCK]
            action = knocks[0] if knocks else turn.view.legal_actions()[0]
        elif turn.view.phase is Phase.LAY_OFF:
            action = turn.view.default_lay_off()
        else:
            action = turn.view.legal_actions()[0]
        step = driver.play(action)
    assert step.booked is not None and step.booked is driver.booked
    assert driver.hand_over and driver.record["hands"][0]["end"]["outcome"] == \
        step.after.result.outcome  # type: ignore[union-attr]


def test_a_driver_without_a_record_says_so() -> None:
    driver = MatchDriver(preset("standard"), seed=1, record=False)
    driver.deal()
    with pytest.raises(MatchError, match="keeps no record"):
        _ = driver.record


def _half_played(name: str, seed: int, decisions: int) -> tuple[MatchDriver, list[SimpleAgent]]:
    """A driver after ``decisions`` decisions of simple agents (hands dealt as needed)."""
    rules = preset(name)
    agents = [SimpleAgent(random.Random(agent_seed(seed, p))) for p in range(rules.players)]
    driver = MatchDriver(rules, seed=seed, agents=["simple"] * rules.players)
    for _ in range(decisions):
        if driver.turn() is None:
            driver.deal()
        turn = driver.turn()
        assert turn is not None
        driver.play(agents[turn.player].act(turn.view))
    return driver, agents


def _finish(driver: MatchDriver, seed: int) -> dict[str, object]:
    """Play the rest of the match with fresh simple agents; the record."""
    rules = driver.rules
    agents = [SimpleAgent(random.Random(f"{seed}:rest:{p}")) for p in range(rules.players)]
    while not driver.is_over:
        if driver.turn() is None:
            driver.deal()
        turn = driver.turn()
        assert turn is not None
        driver.play(agents[turn.player].act(turn.view))
    return driver.record


@pytest.mark.parametrize(("name", "decisions"), [("standard", 7), ("hollywood", 180),
                                                 ("three-player", 95)])
def test_a_snapshot_resumes_exactly_where_the_match_was(name: str, decisions: int) -> None:
    """What a game server needs after a restart: the snapshot (JSON) gives back the
    same cards, whose turn, score sheet and record, and the match goes on the same."""
    driver, _agents = _half_played(name, seed=8, decisions=decisions)
    saved = json.loads(json.dumps(driver.snapshot()))
    again = resume(saved)
    state, back = driver.current_state(), again.current_state()
    assert back.deck == state.deck and back.history == state.history
    assert back.hands == state.hands and back.to_act == state.to_act
    assert again.match.score_json() == driver.match.score_json()
    assert again.match.hand_number == driver.match.hand_number
    assert again.seats == driver.seats and again.snapshot() == driver.snapshot()
    assert _finish(again, 8) == _finish(driver, 8)


def test_a_snapshot_between_hands_and_after_the_end_resumes_too() -> None:
    driver = drive_with_simple_agents("standard", seed=5)
    over = resume(driver.snapshot())
    assert over.is_over and over.winner == driver.winner and over.turn() is None
    fresh = MatchDriver(preset("standard"), seed=5)
    assert resume(fresh.snapshot()).turn() is None  # nothing dealt yet
    forfeited = MatchDriver(preset("standard"), seed=5)
    forfeited.deal()
    forfeited.forfeit_match(0, "crashed")
    assert resume(forfeited.snapshot()).forfeit == {"player": 0, "reason": "crashed"}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda s: s["hand"]["actions"][1].update(card="Kc"), "action 2"),
        (lambda s: s["hand"]["actions"].append({"player": 9, "action": "pass"}), "player 9"),
        (lambda s: s["hand"].update(knock_limit=3), "knock_limit"),
        (lambda s: s["hand"].update(note="mine"), "says more than its actions give"),
        (lambda s: s["record"]["hands"][0]["end"].update(points=99), "hand 1, end"),
        (lambda s: s["record"].update(seed=s["record"]["seed"] + 1), "the seed"),
        (lambda s: s.update(hand=[]), "hand: not a JSON object"),
    ],
)
def test_a_changed_snapshot_is_refused_saying_where(
    change: Callable[[dict[str, Any]], object], message: str
) -> None:
    driver, _agents = _half_played("standard", seed=8, decisions=60)
    assert driver.record["hands"], "the test needs a finished hand and one in play"
    snap = driver.snapshot()
    assert snap["hand"] is not None and len(snap["hand"]["actions"]) >= 2
    change(snap)
    with pytest.raises(RecordError, match=message):
        resume(snap)


def test_a_version_1_snapshot_resumes_and_goes_on_in_version_2() -> None:
    """A game server's tables stored before record version 2 are not lost."""
    driver, _agents = _half_played("hollywood", seed=8, decisions=60)
    snap = json.loads(json.dumps(driver.snapshot()))
    snap["record"] = as_version(snap["record"], 1)
    assert "preset" not in snap["record"] and snap["record"]["version"] == 1
    again = resume(snap)
    assert again.record["version"] == 2 and again.record["preset"] == "hollywood"
    assert again.snapshot() == driver.snapshot()
    assert _finish(again, 8) == _finish(driver, 8)
