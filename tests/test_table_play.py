"""Playing at a table (docs/server.md, "The table", "Who sees what", "Time"):
three-player advice (R11.3), undo where every other seat is a computer, turn
timers on a fake clock, people away, leaving and sitting again."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from ginrummy.actions import Action, Kind
from ginrummy.driver import ADVISED_PHASES, replay
from ginrummy.match import Roles
from ginrummy.state import HandState, Phase
from ginrummy.table import (
    COMPUTER,
    EMPTY,
    PERSON,
    SPECTATOR,
    Awaiting,
    SeatPlan,
    Table,
    TableError,
    TableSettings,
)
from ginrummy.table.ledger import FORFEIT_REASONS
from ginrummy.table.table import Claim
from test_table import (
    FakeClock,
    assert_refused,
    decide,
    entries_of,
    events_of,
    identity,
    legal,
    log_of,
    make_settings,
    name,
    plan_for_roles,
    play_out,
    seat_people,
    seated_table,
    snapshot_for,
    state_of,
    status,
    viewers,
)

# ---------------------------------------------------------------------- helpers


def three_player(kinds_by_role: dict[str, str], seed: int = 21, **fields: Any,
                 ) -> tuple[Table, Roles]:
    """A three-player table whose first hand gives each role a seat of the kind asked
    (``P`` person, ``C`` computer), dealt."""
    kinds, roles = plan_for_roles(seed, kinds_by_role)
    table = seated_table("three-player", kinds, seed=seed, **fields)
    assert table.driver is not None and table.driver.match.roles == roles
    return table, roles


def captains_decision(table: Table) -> HandState:
    """The state at the captain's first decision: the captain is the non-dealer
    (the box deals every hand, R11.2) and is offered the upcard first (R4.3)."""
    state = state_of(table)
    assert state.to_act == 1 and state.phase is Phase.OFFER
    return state


def first_action(state: HandState) -> Action:
    return legal(state)[0]


# ---------------------------------------------------------------------- advice (R11.3)


def test_r11_3_a_person_sitting_out_is_waited_for_before_a_computer_captain_decides() -> None:
    table, roles = three_player({"box": "C", "captain": "C", "out": "P"})
    state = captains_decision(table)
    assert table.awaiting() == Awaiting(roles.out, "advise", False)
    # The computer captain does not decide before the advice, nor may anyone for it.
    assert table.run_computer() == []
    assert_refused(table, "not_your_turn", table.act, roles.captain, first_action(state))
    # Only the player sitting out advises, and only what the captain may do.
    assert_refused(table, "not_allowed", table.advise, roles.box, None)
    assert_refused(table, "illegal", table.advise, roles.out, {"action": "draw_stock"})
    advice = first_action(state)
    entries = table.advise(roles.out, advice)
    assert [e["type"] for e in entries] == ["advised"]
    assert entries[0]["action"] == advice.to_json() and entries[0]["seat"] == roles.out
    assert table.awaiting() == Awaiting(roles.captain, "act", True)
    assert snapshot_for(table, roles.out)["advice"] == advice.to_json()
    assert snapshot_for(table, roles.box)["advice"] is None
    # The captain then decides.
    acted = table.run_computer()
    assert [(e["type"], e["seat"], e["by"]) for e in acted] == \
        [("acted", roles.captain, "computer")]


def test_r11_3_a_person_sitting_out_may_leave_the_decision_to_the_captain() -> None:
    table, roles = three_player({"box": "P", "captain": "C", "out": "P"})
    captains_decision(table)
    assert table.awaiting() == Awaiting(roles.out, "advise", False)
    assert table.advise(roles.out, None)[0]["action"] is None
    assert table.awaiting() == Awaiting(roles.captain, "act", True)
    assert events_of(table, roles.out, "advice")[-1]["action"] is None


def test_r11_3_the_box_decides_without_advice() -> None:
    """Advice is on the captain's decisions only: the box's are not waited on."""
    table, roles = three_player({"box": "C", "captain": "C", "out": "P"})
    rng = random.Random(2)
    while True:
        state = state_of(table)
        wait = table.awaiting()
        assert wait is not None
        if state.to_act == 0:
            assert wait == Awaiting(roles.box, "act", True)
            assert_refused(table, "not_your_turn", table.advise, roles.out, None)
            break
        decide(table, rng)


def test_r11_3_a_computer_sitting_out_advises_a_person_captain_who_alone_sees_it() -> None:
    """The computer's advice is entered before the captain decides; the captain and
    the player sitting out see it, the box player never does (neither told nor in a
    snapshot), nor a spectator."""
    table, roles = three_player({"box": "P", "captain": "P", "out": "C"})
    state = captains_decision(table)
    assert table.awaiting() == Awaiting(roles.out, "advise", True)
    # The person captain waits for it.
    assert_refused(table, "not_your_turn", table.act, roles.captain, first_action(state))
    entries = table.run_computer()
    assert [e["type"] for e in entries] == ["advised"]
    advice = entries[0]["action"]
    assert advice in [a.to_json() for a in legal(state)]
    assert table.awaiting() == Awaiting(roles.captain, "act", False)
    assert snapshot_for(table, roles.captain)["advice"] == advice
    assert snapshot_for(table, roles.out)["advice"] == advice
    assert snapshot_for(table, roles.box)["advice"] is None
    assert snapshot_for(table, SPECTATOR)["advice"] is None
    assert events_of(table, roles.captain, "advice") == \
        [{"type": "advice", "player": roles.out, "action": advice}]
    assert events_of(table, roles.box, "advice") == []
    assert events_of(table, SPECTATOR, "advice") == []
    # The captain decides (not necessarily as advised); the advice was for that decision.
    table.act(roles.captain, legal(state)[-1])
    assert snapshot_for(table, roles.captain)["advice"] is None
    assert events_of(table, roles.box, "advice") == []


def test_r11_3_with_people_on_both_sides_the_captain_does_not_wait() -> None:
    table, roles = three_player({"box": "C", "captain": "P", "out": "P"})
    state = captains_decision(table)
    assert table.awaiting() == Awaiting(roles.captain, "act", False)
    # The player sitting out may still advise, and the captain sees it.
    advice = first_action(state)
    table.advise(roles.out, advice)
    assert table.awaiting() == Awaiting(roles.captain, "act", False)
    assert snapshot_for(table, roles.captain)["advice"] == advice.to_json()
    assert snapshot_for(table, roles.box)["advice"] is None
    table.act(roles.captain, legal(state)[-1])
    # And without advice the captain decides just the same.
    rng = random.Random(5)
    while state_of(table).to_act != 1 or state_of(table).phase not in ADVISED_PHASES:
        decide(table, rng, volunteer_advice=False)
    wait = table.awaiting()
    assert wait is not None and wait.player == roles.captain and wait.what == "act"


def test_r11_3_a_person_sitting_out_who_is_away_is_not_waited_for() -> None:
    """Where the computer takes over (the table's option), and the box is there."""
    table, roles = three_player({"box": "P", "captain": "C", "out": "P"},
                                computer_takes_over=True)
    captains_decision(table)
    table.set_away(roles.out, True)
    assert table.awaiting() == Awaiting(roles.captain, "act", True)
    table.set_away(roles.out, False)
    assert table.awaiting() == Awaiting(roles.out, "advise", False)


def test_r11_3_a_plugin_sitting_out_whose_advice_fails_gives_its_seat_to_the_stand_in(
        ) -> None:
    """A plugin bot sitting out that raises when asked for advice (in its own process:
    docs/bots.md) is replaced by the stand-in, as one that fails at its own decision
    is; the captain is not blamed for it, and the match goes on."""
    kinds, roles = plan_for_roles(21, {"box": "P", "captain": "C", "out": "C"})
    seats = tuple(SeatPlan(PERSON) if kind == "P" else SeatPlan(
        COMPUTER, "sandbox_bots:RaisingAdvice" if index == roles.out else "easy")
        for index, kind in enumerate(kinds))
    settings = TableSettings.make("three-player", {"target": 25}, seats=seats,
                                  stand_in="easy")
    table = seat_people(Table.create("t", settings, seed=21), kinds)
    try:
        captains_decision(table)
        assert table.awaiting() == Awaiting(roles.captain, "act", True)
        [entry] = table.run_computer()
        assert entry["type"] == "seated" and entry["seat"] == roles.out
        assert entry["level"] == "easy" and "oops" in entry["reason"]
        assert table.seats[roles.out].level == "easy"
        assert table.seats[roles.captain].level == "easy"
        played = table.run_computer()
        assert played[0]["type"] == "acted" and played[0]["seat"] == roles.captain
    finally:
        table.close_agents()


# ---------------------------------------------------------------------- undo


def persons_turn(table: Table, seat: int, rng: random.Random) -> HandState:
    """Decide (the computer's, and the person's first) until ``seat`` is to act in
    the draw or offer phase."""
    while True:
        wait = table.awaiting()
        state = state_of(table)
        if wait == Awaiting(seat, "act", False) and state.phase in (Phase.DRAW, Phase.OFFER):
            return state
        decide(table, rng)


def test_undo_takes_back_the_person_s_decision_and_the_computer_s_after_it() -> None:
    table = seated_table("standard", "PC", seed=8)
    rng = random.Random(8)
    before = persons_turn(table, 0, rng)
    shown = snapshot_for(table, 0)
    if before.phase is Phase.OFFER:
        table.act(0, {"action": "pass"})
    else:
        table.act(0, {"action": "draw_discard"})
        state = state_of(table)
        table.act(0, next(a for a in legal(state) if a.kind is Kind.DISCARD))
    while table.awaiting() != Awaiting(0, "act", False):
        assert table.run_computer()
    assert table.can_undo(0)
    seq = table.seq
    entries = table.undo(0)
    assert [e["type"] for e in entries] == ["undone"] and entries[0]["seq"] == seq + 1
    assert table.emitted[-1].resync and table.emitted[-1].seq == seq + 1
    assert not any(e.resync for e in table.emitted[:-1])
    # The hand is where it was before the person's decision: the same view.
    if before.phase is Phase.DRAW:
        table.undo(0)  # the discard, then the draw from the pile
    assert state_of(table).history == before.history
    assert snapshot_for(table, 0)["view"] == shown["view"]
    for viewer in viewers(table):
        assert events_of(table, viewer, "undo")
    assert not table.can_undo(0)
    assert_refused(table, "not_allowed", table.undo, 0)


def test_undo_after_a_stock_draw_is_refused_the_card_was_seen() -> None:
    table = seated_table("standard", "PC", seed=8)
    rng = random.Random(8)
    state = persons_turn(table, 0, rng)
    while state.phase is not Phase.DRAW:
        table.act(0, {"action": "pass"})
        state = persons_turn(table, 0, rng)
    table.act(0, {"action": "draw_stock"})
    drawn = state_of(table)
    assert not table.can_undo(0)
    assert_refused(table, "not_allowed", table.undo, 0)
    # The discard after it may be taken back, to the card drawn still in the hand.
    table.act(0, next(a for a in legal(drawn) if a.kind is Kind.DISCARD))
    table.undo(0)
    assert state_of(table).history == drawn.history
    assert state_of(table).hands == drawn.hands
    assert_refused(table, "not_allowed", table.undo, 0)


@pytest.mark.parametrize(("system", "kinds", "person"), [
    ("standard", "PP", 0), ("three-player", "PPC", 0), ("three-player", "CPP", 2),
])
def test_undo_is_refused_where_another_seat_is_a_person(system: str, kinds: str,
                                                        person: int) -> None:
    table = seated_table(system, kinds, seed=3)
    rng = random.Random(3)
    for _ in range(12):
        decide(table, rng)
    assert not table.ledger.undo_allowed(person) and not table.can_undo(person)
    assert_refused(table, "not_allowed", table.undo, person)
    with pytest.raises(TableError) as refused:
        table.hints(person)
    assert refused.value.code == "not_allowed"


def test_undo_is_allowed_to_the_one_person_of_a_three_player_table() -> None:
    table = seated_table("three-player", "CPC", seed=4)
    rng = random.Random(4)
    while not table.can_undo(1):
        decide(table, rng)
    before = table.seq
    table.undo(1)
    assert table.seq == before + 1 and table.emitted[-1].resync
    # Back at the person's decision (after the computer's advice, R11.3), with hints
    # (where undo is allowed) to choose by.
    if table.awaiting() == Awaiting(0, "advise", True) or \
            table.awaiting() == Awaiting(2, "advise", True):
        table.run_computer()
    wait = table.awaiting()
    assert wait is not None and wait.player == 1 and not wait.computer
    hints = table.hints(1)
    assert hints and all(h.action in legal(state_of(table)) for h in hints)


# ---------------------------------------------------------------------- timers


def test_turn_timers_are_off_against_the_computer() -> None:
    clock = FakeClock()
    table = seated_table("standard", "PC", clock=clock, turn_seconds=30)
    rng = random.Random(1)
    for _ in range(20):
        clock.advance(1000)
        assert table.turn_clock.time_left() is None and table.expired() is None
        assert table.timers() == [] and table.timer_checkpoint() is None
        assert snapshot_for(table, 0)["timers"] == []
        decide(table, rng)


def test_a_person_out_of_time_is_played_by_the_computer_where_the_table_takes_over(
        ) -> None:
    """docs/server.md, "Time": at a table made for the computer to take over, the
    computer makes a decision out of time, and the match goes on (never rated)."""
    clock = FakeClock()
    table = seated_table("standard", "PP", clock=clock, turn_seconds=30, target=60,
                         computer_takes_over=True)
    wait = table.awaiting()
    assert wait is not None and not wait.computer
    assert table.turn_clock.time_left() == 30
    assert snapshot_for(table, SPECTATOR)["timers"] == \
        [{"seat": wait.player, "seconds_left": 30.0, "running": True, "decision": table.seq}]
    clock.advance(29.5)
    assert table.expired() is None and table.turn_clock.time_left() == 0.5
    # Without by="timeout" the computer does not take a person's decision.
    assert table.run_computer() == []
    clock.advance(0.5)
    assert table.expired() == wait
    entries = table.run_computer(by="timeout")
    assert [(e["type"], e["seat"], e["by"]) for e in entries][:1] == \
        [("acted", wait.player, "timeout")]
    assert status(table) == "playing" and table.turn_clock.time_left() == 30
    # Every decision out of time, readiness too: the match is played to its end.
    for _ in range(5000):
        if table.awaiting() is None:
            break
        clock.advance(30)
        assert table.expired() == table.awaiting()
        assert table.run_computer(by="timeout")
    assert table.driver is not None and status(table) == "over"
    assert table.driver.forfeit is None and table.hand_number > 1
    assert {e["by"] for e in entries_of(table, "acted")} == {"timeout"}
    assert entries_of(table, "ready")
    assert not table.ledger.rated
    replay(table.driver.record)


def test_a_person_out_of_time_may_have_the_match_claimed_where_the_table_does_not_take_over(
        ) -> None:
    """docs/rules-decisions.md, "Claims": a person's decisions are theirs alone; out of
    time, the computer does not make one for them (that would leave the match not
    theirs, and unrated), the other person may claim the match, or wait."""
    clock = FakeClock()
    table = seated_table("standard", "PP", clock=clock, turn_seconds=30)
    wait = table.awaiting()
    assert wait is not None and table.claimable() is None
    clock.advance(30)
    assert table.turn_clock.time_left() == 0 and table.expired() is None
    assert table.run_computer(by="timeout") == [] and table.run_computer() == []
    assert table.claimable() == Claim(wait.player, "time")
    assert table.info()["claim"] == {"player": wait.player, "why": "time"}
    # Late is not gone: while nobody claims, the person may still decide.
    table.act(wait.player, legal(state_of(table))[0])
    assert table.claimable() is None and table.ledger.rated

def test_a_timer_starts_afresh_for_each_decision() -> None:
    clock = FakeClock()
    table = seated_table("standard", "PP", clock=clock, turn_seconds=20)
    state = state_of(table)
    clock.advance(15)
    table.act(state.to_act, {"action": "pass"})
    assert table.turn_clock.time_left() == 20 and table.claimable() is None
    clock.advance(20)
    claim = table.claimable()
    assert claim is not None and claim.why == "time"


def test_r11_3_advice_out_of_time_is_no_advice() -> None:
    clock = FakeClock()
    table, roles = three_player({"box": "P", "captain": "C", "out": "P"}, clock=clock,
                                turn_seconds=30)
    captains_decision(table)
    assert table.awaiting() == Awaiting(roles.out, "advise", False)
    assert table.turn_clock.time_left() == 30
    clock.advance(30)
    assert table.expired() == Awaiting(roles.out, "advise", False)
    entries = table.run_computer(by="timeout")
    assert [(e["type"], e["seat"], e["action"]) for e in entries] == \
        [("advised", roles.out, None)]
    assert table.awaiting() == Awaiting(roles.captain, "act", True)
    assert table.turn_clock.time_left() is None  # the computer's decision: no timer
    table.run_computer()
    # The box's decision, a person's: timed again.
    assert table.turn_clock.time_left() == 30


def test_a_timer_resumed_after_a_restore_goes_on_from_its_checkpoint() -> None:
    """docs/server.md, "Time": time while the server was down never counts."""
    clock = FakeClock()
    table = seated_table("standard", "PP", clock=clock, turn_seconds=30,
                         computer_takes_over=True)
    clock.advance(12)
    checkpoint = table.timer_checkpoint()
    assert checkpoint is not None and checkpoint["left"] == 18
    later = FakeClock(start=99_999.0)  # the restarted server's clock
    restored = Table.restore("t", log_of(table), clock=later)
    assert restored.turn_clock.time_left() == 30  # not yet resumed: the whole time
    assert restored.resume_timer(copy.deepcopy(checkpoint))
    assert restored.turn_clock.time_left() == 18
    later.advance(17.5)
    assert restored.expired() is None
    later.advance(0.5)
    assert restored.expired() == restored.awaiting() == table.awaiting()


def test_a_checkpoint_of_an_earlier_decision_is_ignored() -> None:
    clock = FakeClock()
    table = seated_table("standard", "PP", clock=clock, turn_seconds=30)
    clock.advance(25)
    earlier = table.timer_checkpoint()
    assert earlier is not None
    table.act(state_of(table).to_act, {"action": "pass"})
    clock.advance(3)
    later = FakeClock(start=5.0)
    restored = Table.restore("t", log_of(table), clock=later)
    assert not restored.resume_timer(earlier)
    assert restored.turn_clock.time_left() == 30
    # Nor is a checkpoint that is not one.
    current = table.timer_checkpoint()
    assert current is not None
    for bad in (None, {}, {"key": current["key"]}, {"key": "x", "left": 3},
                {"key": current["key"], "left": "3"}, {"key": tuple(current["key"]),
                                                       "left": 3}):
        assert not restored.resume_timer(bad)
    assert restored.turn_clock.time_left() == 30
    # A checkpoint says no more than the whole time.
    assert restored.resume_timer(current | {"left": 500})
    assert restored.turn_clock.time_left() == 30


# ---------------------------------------------------------------------- away, leave, sit


def test_a_person_away_is_played_by_the_computer_until_back() -> None:
    """Where the table takes over, while the other person is there."""
    table = seated_table("standard", "PP", seed=6, computer_takes_over=True)
    state = state_of(table)
    player = state.to_act
    assert [e["type"] for e in table.set_away(player, True)] == ["away"]
    assert table.set_away(player, True) == []
    assert table.awaiting() == Awaiting(player, "act", True)
    assert snapshot_for(table, SPECTATOR)["table"]["seats"][player]["away"]
    other = 1 - player
    while table.awaiting() == Awaiting(player, "act", True):
        entries = table.run_computer()
        assert [(e["type"], e["seat"], e["by"]) for e in entries] == [("acted", player, "away")]
    assert table.awaiting() == Awaiting(other, "act", False)
    while table.awaiting() == Awaiting(other, "act", False):
        table.act(other, legal(state_of(table))[0])
    assert table.awaiting() == Awaiting(player, "act", True)
    assert [e["type"] for e in table.set_away(player, False)] == ["back"]
    assert table.awaiting() == Awaiting(player, "act", False)
    assert table.run_computer() == []


def test_without_computer_takes_over_a_person_away_is_waited_for() -> None:
    """docs/protocol.md, CreateTable: ``computer_takes_over: false`` means the computer
    never plays for a person away; the table waits for them as for anyone."""
    table = seated_table("standard", "PP", seed=6, computer_takes_over=False)
    player = state_of(table).to_act
    assert [e["type"] for e in table.set_away(player, True)] == ["away"]
    assert table.seats[player].away
    assert table.awaiting() == Awaiting(player, "act", False)
    assert table.summary.awaiting == Awaiting(player, "act", False)
    assert table.run_computer() == [] and table.expired() is None
    # The person, back or not, makes the decision; nobody else does.
    table.act(player, legal(state_of(table))[0])
    assert all(e["by"] == "person" for e in entries_of(table, "acted"))


def test_without_computer_takes_over_an_away_person_s_clock_plays_nothing() -> None:
    """The turn clock of a person away runs as anyone's, and running out has the
    computer make nothing: the match may be claimed (away, as it was already)."""
    clock = FakeClock()
    table = seated_table("standard", "PP", seed=6, clock=clock, turn_seconds=30,
                         computer_takes_over=False)
    player = state_of(table).to_act
    clock.advance(10)
    table.set_away(player, True)
    assert table.turn_clock.time_left() == 20  # the same decision's clock goes on
    assert table.claimable() == Claim(player, "away")
    clock.advance(20)
    assert table.expired() is None and table.run_computer(by="timeout") == []
    assert table.claimable() == Claim(player, "away")
    assert not entries_of(table, "acted")


def test_with_computer_takes_over_the_computer_plays_a_person_away() -> None:
    """The table's option, the other side of the two tests above."""
    clock = FakeClock()
    table = seated_table("standard", "PP", seed=6, clock=clock, turn_seconds=30,
                         computer_takes_over=True)
    player = state_of(table).to_act
    table.set_away(player, True)
    assert table.awaiting() == Awaiting(player, "act", True)
    assert table.turn_clock.time_left() is None  # the computer's decision: no clock
    assert [(e["type"], e["by"]) for e in table.run_computer()][:1] == [("acted", "away")]


def test_without_computer_takes_over_the_next_hand_waits_for_a_person_away() -> None:
    table = seated_table("standard", "PP", seed=6, computer_takes_over=False)
    rng = random.Random(6)
    while status(table) == "playing":
        decide(table, rng)
    table.set_away(0, True)
    assert table.awaiting() == Awaiting(0, "ready", False)
    assert [e["type"] for e in table.ready(1)] == ["ready"]
    assert status(table) == "between_hands"
    assert [e["type"] for e in table.ready(0)] == ["ready", "dealt"]


def test_r11_3_without_computer_takes_over_a_person_sitting_out_away_is_not_waited_for(
        ) -> None:
    """Advice is the person's to give or not: away, they give none (as out of time),
    and the computer captain decides alone; nobody advises for them."""
    table, roles = three_player({"box": "P", "captain": "C", "out": "P"},
                                computer_takes_over=False)
    captains_decision(table)
    assert table.awaiting() == Awaiting(roles.out, "advise", False)
    table.set_away(roles.out, True)
    assert table.awaiting() == Awaiting(roles.captain, "act", True)
    assert table.claimable() is None
    table.run_computer()
    assert entries_of(table, "advised") == []


def test_a_person_away_is_not_waited_for_between_hands() -> None:
    table = seated_table("standard", "PP", seed=6, computer_takes_over=True)
    rng = random.Random(6)
    while status(table) == "playing":
        decide(table, rng)
    table.set_away(0, True)
    assert table.awaiting() == Awaiting(1, "ready", False)
    assert [e["type"] for e in table.ready(1)] == ["ready", "dealt"]


def test_a_person_who_leaves_is_replaced_by_the_computer_and_may_come_back() -> None:
    """Where the table takes over, while another person is there."""
    table = seated_table("standard", "PP", seed=6, computer_takes_over=True)
    state = state_of(table)
    player = state.to_act
    entries = table.leave(player)
    assert [e["type"] for e in entries] == ["left"]
    seat = table.seats[player]
    assert seat.kind == COMPUTER and seat.name == name(player)
    assert seat.level == table.settings.stand_in and seat.left_by == identity(player)
    assert status(table) == "playing"
    assert table.awaiting() == Awaiting(player, "act", True)
    assert table.run_computer()[0]["by"] == "computer"
    # The seat is kept for the person who left it: nobody else sits there.
    assert_refused(table, "not_allowed", table.sit, player, name="Zed", identity="id-z")
    table.sit(player, name="Ann again", identity=identity(player))
    assert table.seats[player].kind == PERSON and table.seats[player].left_by is None
    assert table.seat_of_identity(identity(player)) == player


def test_a_person_who_leaves_a_match_between_people_forfeits_it() -> None:
    """docs/rules-decisions.md, "Claims": leaving the table during a match between
    people (where the computer does not take over) is giving it up; the person keeps
    the seat of the match they lost (its record and rating name them)."""
    table = seated_table("standard", "PP", seed=6, computer_takes_over=False)
    player = state_of(table).to_act
    entries = table.leave(player)
    assert [(e["type"], e["seat"], e["why"], e["claimed_by"]) for e in entries] == \
        [("forfeited", player, "left", None)]
    assert table.seats[player].kind == PERSON and status(table) == "over"
    assert table.driver is not None and table.driver.winner == 1 - player
    assert table.driver.forfeit == {"player": player, "reason": FORFEIT_REASONS["left"]}
    assert table.info()["forfeit"] == {"player": player, "why": "left"}
    assert table.awaiting() is None and table.run_computer() == []
    replay(table.driver.record)


def test_a_person_who_leaves_a_table_against_the_computer_leaves_it_empty() -> None:
    """The computer never plays a person's seat for nobody: even at a table made to
    take over, the seat of the one person there is left empty, not to a stand-in."""
    table = seated_table("standard", "PC", seed=6, computer_takes_over=True)
    entries = table.leave(0)
    assert [(e["type"], e["stand_in"]) for e in entries] == [("left", False)]
    assert table.seats[0].kind == EMPTY and status(table) == "waiting"
    assert table.awaiting() is None and table.run_computer() == []


def test_leaving_before_the_match_begins_empties_the_seat() -> None:
    table = Table.create("t", make_settings("standard", "PP"), seed=1)
    table.sit(0, name="Ann", identity="a")
    table.leave(0)
    assert table.seats[0].kind == EMPTY and table.driver is None
    table.sit(0, name="Bea", identity="b")
    assert table.seats[0].name == "Bea"


def test_sit_refuses_a_taken_seat_and_a_second_seat_for_one_identity() -> None:
    table = Table.create("t", make_settings("three-player", "PPC"), seed=1)
    table.sit(0, name="Ann", identity="a")
    assert_refused(table, "not_allowed", table.sit, 0, name="Bob", identity="b")
    assert_refused(table, "not_allowed", table.sit, 1, name="Ann", identity="a")
    assert_refused(table, "not_allowed", table.sit, 2, name="Bob", identity="b")
    table.sit(1, name="Bob", identity="b")
    assert status(table) == "playing"
    assert_refused(table, "not_allowed", table.fill, 1)
    assert_refused(table, "no_seat", table.leave, 2)  # a computer does not leave


def test_a_computer_fills_an_empty_seat() -> None:
    table = Table.create("t", make_settings("standard", "PE"), seed=1)
    table.sit(0, name="Ann", identity="a")
    assert status(table) == "waiting"
    entries = table.fill(1, "easy")
    assert [e["type"] for e in entries] == ["seated", "dealt"]
    assert table.seats[1].kind == COMPUTER and table.seats[1].level == "easy"
    play_out(table, random.Random(1))
    assert status(table) == "over"


def test_each_new_turn_clock_has_a_new_decision_number_even_with_the_same_time() -> None:
    """Defect 6 of issue 40: a person who takes the upcard then discards makes two
    decisions in a row, each starting with the whole 30 s; the second clock is told
    as a change (``timers`` in the update), by its ``decision``."""
    clock = FakeClock()
    table = seated_table("standard", "PP", clock=clock, turn_seconds=30)
    state = state_of(table)
    player = state.to_act
    assert state.phase is Phase.OFFER
    before = {v: table.shown(v) for v in viewers(table)}
    assert before[SPECTATOR].timers == [
        {"seat": player, "seconds_left": 30.0, "running": True, "decision": table.seq}]
    table.act(player, {"action": "draw_discard"})
    assert state_of(table).phase is Phase.DISCARD and state_of(table).to_act == state.to_act
    for viewer, old in before.items():
        changes = table.shown(viewer).changes_since(old)
        assert changes["timers"] == [
            {"seat": player, "seconds_left": 30.0, "running": True, "decision": table.seq}]
    # A restore gives the same clock its same number.
    restored = Table.restore("t", log_of(table), clock=FakeClock())
    assert restored.timers() == table.timers()
