"""What the snapshot tells so that a client decides no rule (docs/protocol.md,
"snapshot"): the target (R8.6), each hand's seats, the spade double (R9.3), the
hands played (the score sheet's lines), whether the table gives hints, and the
knock a client offers with no card chosen (R5.3).  Each is checked against what
the table's own events and the rules core say, and none of them carries a card."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ginrummy import actions as A
from ginrummy.cards import CARD_NAMES, parse_card
from ginrummy.legality import (
    Phase,
    default_showing,
    discard_options,
    is_legal,
    legal_actions,
    showings,
)
from ginrummy.melds import Layoff
from ginrummy.protocol import Snapshot, TableInfo
from ginrummy.rules import preset
from ginrummy.scoring import score_multiplier
from ginrummy.table import SPECTATOR, Table
from ginrummy.table.choices import MAX_OPTIONS, choices_json, knock_card, presented_showings
from ginrummy.table.settings import TableSettings
from ginrummy.view import view
from helpers import random_states
from test_table import (
    LEVEL,
    decide,
    events_of,
    make_settings,
    plan_of,
    play_out,
    seat_people,
    seated_table,
    seeded,
    snapshot_for,
    state_of,
    viewers,
)
from test_table_leak import cards_in


def _table_info(table: Table, viewer: int) -> dict[str, Any]:
    snapshot = snapshot_for(table, viewer)
    Snapshot.model_validate({"type": "snapshot", **snapshot})  # the protocol reads it
    info: dict[str, Any] = snapshot["table"]
    return info


# ----------------------------------------------------------------------------- target, seats


@pytest.mark.parametrize(("system", "target"), [("standard", 25), ("hollywood", 40),
                                                ("three-player", 80)])
def test_the_target_is_the_tables_r8_6(system: str, target: int) -> None:
    table = seated_table(system, "PCC" if system == "three-player" else "PC", target=target)
    for viewer in viewers(table):
        assert _table_info(table, viewer)["target"] == target
    table = Table.create("t", make_settings(system, "PP" if system != "three-player" else "PPC",
                                            target=target), seed=3)
    assert table.info()["target"] == target  # before anyone sits: no score yet
    assert table.info()["hand_seats"] is None and table.info()["hands"] == []


def test_each_hands_seats_are_the_deals_r11_2() -> None:
    """Three players: each hand's seats (the box, the captain) change with the roles;
    the snapshot has the deal's seats all through the hand and until the next deal."""
    table = seated_table("three-player", "PPC", seed=13, target=80)
    rng = random.Random(13)
    seen: list[list[int]] = []
    while table.awaiting() is not None:
        deals = events_of(table, SPECTATOR, "deal")
        info = _table_info(table, SPECTATOR)
        assert info["hand_seats"] == deals[-1]["seats"]
        if not seen or seen[-1] != info["hand_seats"]:
            seen.append(info["hand_seats"])
        decide(table, rng)
    assert len(seen) > 1, "the roles never turned"


# ----------------------------------------------------------------------------- spade double


@pytest.mark.parametrize(("upcard", "doubled"), [("7s", True), ("7h", False), ("Ks", True)])
def test_the_spade_double_is_the_scorings_r9_3(upcard: str, doubled: bool) -> None:
    rules = preset("oklahoma").with_options({"oklahoma_spades_double": True})
    assert (score_multiplier(rules, parse_card(upcard)) == 2) == doubled
    settings = TableSettings.make("oklahoma", {"target": 1000, "oklahoma_spades_double": True},
                                  seats=plan_of("PC"), stand_in=LEVEL)
    table = seat_people(seeded(Table.create("t", settings, seed=5), 5), "PC")
    found = {True: 0, False: 0}
    rng = random.Random(5)
    while table.awaiting() is not None and table.hand_number < 30:
        state = state_of(table)
        expected = score_multiplier(table.settings.rules, state.upcard) == 2
        for viewer in viewers(table):
            assert _table_info(table, viewer)["spades_double"] is expected
        found[expected] += 1
        decide(table, rng)
    assert found[True] and found[False], found


def test_no_spade_double_without_the_option() -> None:
    table = seated_table("oklahoma", "PC")
    rng = random.Random(2)
    while table.awaiting() is not None and table.hand_number < 20:
        assert _table_info(table, 0)["spades_double"] is False
        decide(table, rng)


# ----------------------------------------------------------------------------- hands played


@pytest.mark.parametrize(("system", "kinds"), [("standard", "PC"), ("hollywood", "PP"),
                                               ("oklahoma-hollywood", "PC"),
                                               ("three-player", "PPC")])
def test_the_hands_played_are_the_hand_ends_told(system: str, kinds: str) -> None:
    """Each line says what the hand's end told everyone, by table seat: the outcome,
    who scored, the knock and its deadwood, how many cards were laid off, the games
    entered (R10.2) and every game's score after it."""
    table = seated_table(system, kinds, seed=17, target=100)
    play_out(table, random.Random(system))
    ends = events_of(table, SPECTATOR, "hand_end")
    deals = events_of(table, SPECTATOR, "deal")
    for viewer in viewers(table):
        lines = _table_info(table, viewer)["hands"]
        assert len(lines) == len(ends) == table.hand_number
        for line, told, deal in zip(lines, ends, deals, strict=True):
            end = told["end"]
            assert line["hand"] == told["hand"] == deal["hand"]
            assert line["seats"] == deal["seats"]
            assert line["outcome"] == end["outcome"]
            assert line["winner"] == end["winner"]
            assert line["points"] == end["points"]
            assert line["games"] == end["games"]
            assert line["scores"] == [game["scores"] for game in told["score"]["games"]]
            if end["outcome"] == "draw":
                assert line["knocker"] is None and line["layoffs"] == 0
                continue
            assert line["knocker"] == end["knocker"]
            assert line["knocker_deadwood"] == end["knocker_deadwood"]
            assert line["defender_deadwood"] == end["defender_deadwood"]
            assert line["layoffs"] == len(end["layoffs"])
            assert line["multiplier"] == end["multiplier"]
        if system.endswith("hollywood"):
            assert any(len(line["games"]) > 1 for line in lines), "R10.2: never two games"


def test_the_hands_played_reach_every_viewer_as_a_change() -> None:
    """A new list at each hand's end: the update that ends a hand carries it."""
    table = seated_table("standard", "PC", seed=4)
    rng = random.Random(4)
    held = table.shown(0)
    while table.hand_number < 3 and table.awaiting() is not None:
        before = len(held.table["hands"])
        decide(table, rng)
        now = table.shown(0)
        changes = now.changes_since(held)
        if len(now.table["hands"]) != before:
            assert changes["table"]["hands"] == now.table["hands"]
        else:
            assert "hands" not in changes.get("table", {})
        held = now


@pytest.mark.parametrize("system", ["standard", "oklahoma", "three-player"])
def test_the_new_facts_hold_no_card(system: str) -> None:
    """Not one card name in the lines, the seats, the target or the double, for any
    viewer at any moment (the leak property, tests/test_table_leak.py, checks the
    whole snapshot; this checks these fields hold no card at all)."""
    table = seated_table(system, "PCC" if system == "three-player" else "PC", seed=9)
    rng = random.Random(9)
    while table.awaiting() is not None:
        for viewer in viewers(table):
            info = _table_info(table, viewer)
            facts = {key: info[key] for key in ("target", "hand_seats", "spades_double",
                                                "hands")}
            assert cards_in(facts) == 0, facts
        decide(table, rng)
    assert table.info()["hands"]


# ----------------------------------------------------------------------------- hints


def test_hints_are_offered_only_against_the_computer() -> None:
    alone = seated_table("standard", "PC")
    assert snapshot_for(alone, 0)["you"]["hints"] is True
    assert snapshot_for(alone, SPECTATOR)["you"]["hints"] is False
    people = seated_table("standard", "PP")
    assert [snapshot_for(people, seat)["you"]["hints"] for seat in (0, 1)] == [False, False]
    three = seated_table("three-player", "PPC")
    assert [snapshot_for(three, seat)["you"]["hints"] for seat in (0, 1)] == [False, False]
    TableInfo.model_validate(alone.info())


# ----------------------------------------------------------------------------- choices


@pytest.mark.parametrize("seed", range(30))
def test_the_knock_offered_with_no_card_is_the_least_deadwood_r5_3(seed: int) -> None:
    rules = preset("oklahoma" if seed % 2 else "standard")
    for state in random_states(rules, seed, knock_bias=0.3):
        v = view(state, state.to_act)
        got = choices_json(v)
        sit = v.situation()
        knocks = [d for d in got["discards"] if d["knock"]]
        if v.phase is not Phase.DISCARD or not knocks:
            assert got["knock_card"] is None
            continue
        # Worked out here from the legal actions alone: the legal knock leaving the
        # least deadwood, the first in card order among equals.
        legal_knocks = sorted(a.card for a in legal_actions(sit)
                              if a.kind is A.Kind.KNOCK and a.card is not None)
        left = dict(discard_options(sit))
        assert got["knock_card"] == CARD_NAMES[min(legal_knocks, key=lambda c: left[c])]
        assert got["knock_card"] == knock_card(got["discards"])
        assert is_legal(sit, A.knock(parse_card(got["knock_card"])))


@pytest.mark.parametrize("seed", range(200))
def test_each_way_to_lay_off_is_offered_once_best_first_r6_4(seed: int) -> None:
    for state in random_states(preset("standard"), seed, knock_bias=0.9):
        v = view(state, state.to_act)
        if v.phase is not Phase.LAY_OFF:
            continue
        sit = v.situation()
        offered = presented_showings(sit, legal_actions(sit))
        every = showings(sit)
        assert offered[0] == default_showing(sit)
        keys = [(tuple(sorted(s.melds)), tuple(sorted((lo.card, lo.meld) for lo in s.layoffs)))
                for s in offered]
        assert len(set(keys)) == len(keys), "a showing offered twice"
        assert len(offered) == min(len(every), MAX_OPTIONS)
        assert set(offered) <= set(every)
        ways = {frozenset((lo.card, lo.meld) for lo in s.layoffs) for s in every}
        offered_ways = [frozenset((lo.card, lo.meld) for lo in s.layoffs) for s in offered]
        # every way to lay off comes before any second showing of one way
        first_repeat = next((i for i, w in enumerate(offered_ways)
                             if w in offered_ways[:i]), len(offered_ways))
        assert set(offered_ways[:first_repeat]) == ways or first_repeat == MAX_OPTIONS
        for show in choices_json(v)["showings"]:
            melds = tuple(sum(1 << parse_card(c) for c in m) for m in show["melds"])
            layoffs = tuple(Layoff(parse_card(lo["card"]), lo["meld"]) for lo in show["layoffs"])
            assert is_legal(sit, A.lay_off(melds, layoffs))


def test_a_people_table_starts_with_no_hands_and_no_seats() -> None:
    table = Table.create("t", make_settings("standard", "PP"), seed=1)
    seat_people(table, "P")  # one of two: not dealt yet
    info = _table_info(table, 0)
    assert info["hand_seats"] is None and info["hands"] == [] and not info["spades_double"]
