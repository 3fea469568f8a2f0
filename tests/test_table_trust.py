"""Matches people can trust, at the table layer (issue 49, part A; docs/server.md
"Time" and "Ratings", docs/rules-decisions.md "Claims"):

- against the computer alone, or with every person away, the computer never plays a
  person's seat: the table is adjourned, with no clock running, until one is back;
- between people, the computer plays for a person away only at a table made with
  ``computer_takes_over``, whose match is never rated; elsewhere the one who stayed
  may claim the match once the other is away past the grace time or out of time
  (a forfeit), and leaving the table during the match gives it up;
- a rating counts only matches every decision of which the people made themselves
  (the log's ``by``);
- after the match a rematch is offered, accepted or declined, and made once every
  person accepted.

Every new entry restores exactly (``Table.restore``), and a log written before
these entries existed restores as it was played.
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from ginrummy.driver import replay
from ginrummy.table import COMPUTER, EMPTY, PERSON, Awaiting, SeatPlan, Table, TableError
from ginrummy.table.ledger import FORFEIT_REASONS
from ginrummy.table.table import Claim
from test_table import (
    FakeClock,
    assert_refused,
    decide,
    entries_of,
    events_of,
    legal,
    log_of,
    play_out,
    seated_table,
    snapshot_for,
    state_of,
    status,
    viewers,
)
from test_table_play import captains_decision, three_player


def restored(table: Table) -> Table:
    """The table rebuilt from its log, checked to show every viewer the same."""
    again = Table.restore("t", copy.deepcopy(log_of(table)), clock=table.clock)
    assert again.awaiting() == table.awaiting() and status(again) == status(table)
    for viewer in viewers(table):
        assert snapshot_for(again, viewer) == snapshot_for(table, viewer)
    return again


def over(table: Table, rng: random.Random) -> Table:
    play_out(table, rng)
    assert status(table) == "over"
    return table



def assert_said(table: Table, why: str, command: Any, *args: Any) -> None:
    """``command`` is refused (``not_allowed``, nothing changed) with the reason
    ``why``: the page says each in the player's language (docs/protocol.md,
    "Reasons"), where the generic "that is not allowed here" told nothing."""
    assert_refused(table, "not_allowed", command, *args)
    with pytest.raises(TableError) as refused:
        command(*args)
    assert refused.value.reason is not None and refused.value.reason.code == why, refused.value


# ---------------------------------------------------------------------- adjourned


@pytest.mark.parametrize("takes_over", [False, True], ids=["waits", "takes_over"])
def test_against_the_computer_a_person_away_is_never_played_for(takes_over: bool) -> None:
    """Even at a table made with ``computer_takes_over``: nobody is there to play
    against, so the match waits for its person (adjourned), the computers' own seats
    included, and nothing is decided while the clock moves on for days."""
    clock = FakeClock()
    table = seated_table("three-player", "PCC", clock=clock, computer_takes_over=takes_over,
                         turn_seconds=30)
    rng = random.Random(3)
    while (wait := table.awaiting()) is None or wait.computer or wait.what != "act":
        decide(table, rng)
    me = wait.player
    before = table.seq
    assert [e["type"] for e in table.set_away(me, True)] == ["away"]
    assert status(table) == "adjourned" and table.awaiting() is None
    for _ in range(5):
        clock.advance(86_400)
        assert table.run_computer() == [] and table.run_computer(by="timeout") == []
        assert table.expired() is None and table.claimable() is None
        assert table.timers() == [] and table.advance() == []
    assert table.seq == before + 1
    assert snapshot_for(table, me)["table"]["status"] == "adjourned"
    again = restored(table)
    assert status(again) == "adjourned"
    # Back: the person's own decision, with nothing played for them meanwhile.
    table.set_away(me, False)
    assert table.awaiting() == Awaiting(me, "act", False)
    assert not [e for e in entries_of(table, "acted") if e["seat"] == me
                and e["by"] != "person"]


def test_between_people_a_match_everyone_left_is_adjourned_with_its_clock_stopped() -> None:
    """Both away: nobody plays, not even where the computer takes over (it stands in
    for one person only while another is there)."""
    clock = FakeClock()
    table = seated_table("standard", "PP", clock=clock, turn_seconds=30,
                         computer_takes_over=True)
    table.set_away(0, True)
    assert status(table) == "playing"
    table.set_away(1, True)
    assert status(table) == "adjourned" and table.awaiting() is None
    assert table.timers() == [] and table.turn_clock.time_left() is None
    clock.advance(1_000_000)
    assert table.run_computer() == [] and table.run_computer(by="timeout") == []
    restored(table)
    table.set_away(1, False)
    wait = table.awaiting()
    assert status(table) == "playing" and wait is not None
    # The clock starts again with the whole time for the decision awaited.
    if not wait.computer:
        assert table.turn_clock.time_left() == 30


def test_a_log_where_the_computer_played_for_a_person_away_alone_still_restores() -> None:
    """Before adjournments, a person away at a table against the computer was played
    for (``by: "away"``): such a log restores as it was played, and from then on the
    table waits for its person."""
    table = seated_table("standard", "PC", computer_takes_over=True)
    rng = random.Random(5)
    while table.awaiting() != Awaiting(0, "act", False):
        decide(table, rng)
    table.set_away(0, True)
    wait = Awaiting(0, "act", True)  # what the table of before awaited
    # How a table of before wrote it (the computer for the person away):
    table._commit(*table.computers.decide(wait, None))
    [played] = [e for e in entries_of(table, "acted") if e["by"] == "away"]
    assert played["seat"] == 0
    again = Table.restore("t", copy.deepcopy(log_of(table)))
    assert status(again) == "adjourned" and again.seq == table.seq
    assert again.ledger.stood_in


def test_a_left_entry_without_stand_in_reads_as_the_table_said_then() -> None:
    """A log of before ``stand_in``: the table's setting decided, once the match began."""
    table = seated_table("standard", "PP", computer_takes_over=True)
    log = log_of(table)
    log.append({"type": "left", "seat": 0, "seq": len(log) + 1})
    again = Table.restore("t", log)
    assert again.seats[0].kind == COMPUTER and again.seats[0].left_by == "id-0"
    log[-1]["stand_in"] = False
    assert Table.restore("t", log).seats[0].kind == EMPTY


# ---------------------------------------------------------------------- claims


def test_the_one_who_stayed_may_claim_the_match_of_a_person_away() -> None:
    table = seated_table("standard", "PP", seed=4)
    gone = state_of(table).to_act
    stays = 1 - gone
    assert table.claimable() is None
    assert_said(table, "nothing_to_claim", table.claim, stays)  # nothing to claim yet
    table.set_away(gone, True)
    assert table.claimable() == Claim(gone, "away")
    assert table.awaiting() == Awaiting(gone, "act", False)  # the table waits
    assert table.run_computer() == []
    assert_said(table, "claim_by_others", table.claim, gone)  # not against oneself
    for viewer in viewers(table):
        assert snapshot_for(table, viewer)["table"]["claim"] == {"player": gone, "why": "away"}
    entries = table.claim(stays)
    assert [(e["type"], e["seat"], e["why"], e["claimed_by"]) for e in entries] == \
        [("forfeited", gone, "away", stays)]
    assert status(table) == "over" and table.driver is not None
    assert table.driver.winner == stays
    assert table.driver.forfeit == {"player": gone, "reason": FORFEIT_REASONS["away"]}
    assert table.ledger.rated  # a forfeit between people is rated as one
    for viewer in viewers(table):
        [forfeit] = events_of(table, viewer, "forfeit")
        assert forfeit == {"type": "forfeit", "player": gone, "why": "away", "by": stays}
        [end] = events_of(table, viewer, "match_end")
        assert end["winner"] == stays and end["forfeit"]["player"] == gone
    info = snapshot_for(table, stays)["table"]
    assert info["claim"] is None and info["forfeit"] == {"player": gone, "why": "away"}
    assert_refused(table, "not_allowed", table.claim, stays)
    restored(table)
    replay(table.driver.record)


def test_a_person_away_between_hands_may_have_the_match_claimed() -> None:
    table = seated_table("standard", "PP", seed=6)
    rng = random.Random(6)
    while status(table) == "playing":
        decide(table, rng)
    table.ready(1)
    table.set_away(0, True)
    assert table.awaiting() == Awaiting(0, "ready", False)
    assert table.claimable() == Claim(0, "away")
    table.claim(1)
    assert status(table) == "over" and table.driver is not None
    assert table.driver.winner == 1
    restored(table)
    replay(table.driver.record)


def test_r11_three_people_a_claim_forfeits_the_one_away_and_places_the_others_by_points(
        ) -> None:
    """docs/rules-decisions.md, "Claims": the person away forfeits; either of the two
    who stayed may claim; the match's winner is the better placed of them (the
    record's forfeit rule)."""
    table = seated_table("three-player", "PPP", seed=8, target=100)
    rng = random.Random(8)
    for _ in range(6):
        decide(table, rng)
    wait = table.awaiting()
    assert wait is not None and wait.what == "act"
    gone = wait.player
    table.set_away(gone, True)
    claimer = next(i for i in range(3) if i != gone)
    table.claim(claimer)
    d = table.driver
    assert d is not None and d.forfeit is not None and d.forfeit["player"] == gone
    assert d.winner != gone and status(table) == "over"
    restored(table)


def test_r11_3_an_away_person_sitting_out_is_claimed_against_only_at_their_own_turn(
        ) -> None:
    """Sitting out, a person away gives no advice (the captain decides alone): the
    match goes on, and may be claimed once it waits for their own decision."""
    table, roles = three_player({"box": "P", "captain": "C", "out": "P"}, target=500)
    captains_decision(table)
    table.set_away(roles.out, True)
    assert table.awaiting() == Awaiting(roles.captain, "act", True)
    assert table.claimable() is None
    rng = random.Random(21)
    while (wait := table.awaiting()) is not None and wait.player != roles.out:
        assert_said(table, "nothing_to_claim", table.claim, roles.box)
        decide(table, rng)
    assert wait is not None and table.claimable() == Claim(roles.out, "away")
    table.claim(roles.box)
    assert table.driver is not None and table.driver.forfeit is not None
    assert table.driver.forfeit["player"] == roles.out
    restored(table)


def test_a_person_away_at_a_table_that_takes_over_is_played_for_and_never_claimed() -> None:
    table = seated_table("standard", "PP", seed=4, computer_takes_over=True)
    gone = state_of(table).to_act
    table.set_away(gone, True)
    assert table.awaiting() == Awaiting(gone, "act", True) and table.claimable() is None
    table.run_computer()
    assert_said(table, "nothing_to_claim", table.claim, 1 - gone)
    assert not table.ledger.rated


# ---------------------------------------------------------------------- rated


def test_a_match_is_rated_only_when_every_decision_was_a_person_s_own() -> None:
    """From the log: ``by`` other than the person at a person's seat, or any table made
    for the computer to take over, makes the match unrated; against the computer
    alone nothing is rated."""
    rng = random.Random(2)
    mine = over(seated_table("standard", "PP", seed=2), rng)
    assert mine.ledger.rated and mine.info()["rated"]
    assert {e["by"] for e in entries_of(mine, "acted")} == {"person"}
    assert restored(mine).ledger.rated

    option = seated_table("standard", "PP", seed=2, computer_takes_over=True)
    assert not option.ledger.rated and not option.info()["rated"]  # never, from the start

    stood_in = seated_table("standard", "PP", seed=2, computer_takes_over=True)
    gone = state_of(stood_in).to_act
    stood_in.set_away(gone, True)
    stood_in.run_computer()
    assert stood_in.ledger.stood_in and restored(stood_in).ledger.stood_in

    alone = over(seated_table("standard", "PC", seed=2), rng)
    assert not alone.ledger.rated


# ---------------------------------------------------------------------- rematch


def test_between_people_a_rematch_is_made_once_every_person_accepted() -> None:
    rng = random.Random(3)
    table = seated_table("standard", "PP", seed=3)
    assert_said(table, "rematch_after_match", table.offer_rematch, 0)  # not before the end
    over(table, rng)
    assert_said(table, "no_rematch_offered", table.offer_rematch, 0, False)  # none offered
    assert table.offer_rematch(0) is False
    assert table.offer_rematch(0) is False and entries_of(table, "rematch") == \
        [{"type": "rematch", "seat": 0, "accept": True, "seq": table.seq}]  # said once
    assert snapshot_for(table, 1)["table"]["rematch"] == \
        {"offered": [0], "declined": None, "table": None}
    # Declined: the offer is off; a new one starts afresh.
    table.offer_rematch(1, accept=False)
    assert table.info()["rematch"] == {"offered": [], "declined": 1, "table": None}
    assert_refused(table, "not_allowed", table.rematched, "t2")
    assert table.offer_rematch(1) is False
    assert table.info()["rematch"] == {"offered": [1], "declined": None, "table": None}
    assert table.offer_rematch(0) is True  # this offer completed it
    again = restored(table)
    assert again.ledger.rematch_agreed()
    table.rematched("t2")
    assert table.info()["rematch"] == {"offered": [0, 1], "declined": None, "table": "t2"}
    for viewer in viewers(table):
        assert events_of(table, viewer, "rematched") == [{"type": "rematched", "table": "t2"}]
        assert [e["accept"] for e in events_of(table, viewer, "rematch")] == \
            [True, False, True, True]
    assert_said(table, "rematch_made", table.offer_rematch, 0)
    assert_said(table, "rematch_made", table.rematched, "t3")
    restored(table)


def test_against_the_computer_a_rematch_is_agreed_at_once_with_the_same_settings() -> None:
    table = over(seated_table("three-player", "PCC", seed=4, target=50, turn_seconds=30),
                 random.Random(4))
    assert table.offer_rematch(0) is True
    settings, people = table.rematch_plan()
    assert people == {0: ("id-0", "Ann")}
    assert settings.seats == (SeatPlan(PERSON),) + (SeatPlan(COMPUTER, "easy"),) * 2
    assert (settings.rules, settings.system, settings.turn_seconds) == \
        (table.settings.rules, table.settings.system, table.settings.turn_seconds)
    assert not settings.computer_takes_over


def test_a_rematch_entry_that_does_not_fit_the_log_is_a_conflict() -> None:
    table = seated_table("standard", "PP", seed=3)
    log = log_of(table)
    for bad in ({"type": "rematch", "seat": 0, "accept": True},
                {"type": "rematched", "table": "t2"},
                {"type": "forfeited", "seat": 0, "why": "bored", "claimed_by": None},
                {"type": "forfeited", "seat": 0, "why": "away", "claimed_by": 0},
                {"type": "left", "seat": 0, "stand_in": "yes"}):
        with pytest.raises(Exception, match="entry") as refused:
            Table.restore("t", [*log, {**bad, "seq": len(log) + 1}])
        assert getattr(refused.value, "code", None) == "conflict"


def test_acting_after_a_claim_is_refused_and_nothing_is_played() -> None:
    table = seated_table("standard", "PP", seed=4)
    gone = state_of(table).to_act
    table.set_away(gone, True)
    table.claim(1 - gone)
    table.set_away(gone, False)
    assert table.awaiting() is None
    action = legal(state_of(table))[0] if state_of(table).phase.value != "over" else None
    if action is not None:
        assert_refused(table, "not_allowed", table.act, gone, action)
