"""A table rebuilt from its log (docs/server.md, "The table"): ``Table.restore``
after every single entry of a played table gives what the table itself showed
then (every viewer's snapshot and messages, the decision awaited), a restored
table plays on to the end of the match, and a log with a changed entry is
refused with code ``conflict`` naming the entry."""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Mapping
from typing import Any

import pytest

from ginrummy.actions import Kind
from ginrummy.cards import CARD_NAMES
from ginrummy.driver import replay
from ginrummy.fairness import MATCH, check_record
from ginrummy.state import Checked
from ginrummy.table import SPECTATOR, Awaiting, Table, TableError
from ginrummy.view import view
from test_table import (
    FakeClock,
    decide,
    log_of,
    make_settings,
    messages_for,
    play_out,
    random_command,
    seat_people,
    seated_table,
    seeded,
    snapshot_for,
    state_of,
    status,
    viewers,
)


class Recorded(Table):
    """A table that keeps, after each entry it appends (not restoring), every viewer's
    snapshot, the decision awaited and the status: what a restore must give back."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seen: list[tuple[dict[int, dict[str, Any]], Awaiting | None, str,
                              list[bool]]] = []

    def _append(self, entry: Mapping[str, Any], *, restoring: bool = False,
                checked: Checked | None = None) -> None:
        super()._append(entry, restoring=restoring, checked=checked)
        if not restoring:
            self.seen.append(({v: snapshot_for(self, v) for v in viewers(self)},
                              self.awaiting(), self.status, undoable(self)))


def undoable(table: Table) -> list[bool]:
    return [table.can_undo(seat) for seat in range(table.players)]


def played(system: str, kinds: str, seed: int, commands: int, **fields: Any) -> Recorded:
    """A table of ``kinds`` after ``commands`` random commands (decisions, advice,
    chat, away and back, undo, leaving and sitting again: ``random_command``), or
    fewer when the match is over."""
    clock = FakeClock()  # never moved: a restore's timers are the table's own
    table = Recorded.create("t", make_settings(system, kinds, **fields), seed=seed,
                            clock=clock)
    assert isinstance(table, Recorded)
    seeded(table, seed)
    seat_people(table, kinds)
    rng = random.Random(seed)
    for _ in range(commands):
        if table.awaiting() is None and status(table) not in ("waiting", "adjourned"):
            break
        random_command(table, rng)
    return table


RESTORED = [
    ("standard", "PC", 3, {"target": 250}, {"undone", "away", "back", "left"}),
    ("three-player", "PPC", 4, {"computer_takes_over": True, "target": 150},
     {"advised", "ready", "undone", "away", "back", "left"}),
    # Leaving or a claim ends a match between people: a short one, with its forfeit.
    ("hollywood", "PP", 5, {"target": 10}, {"away", "forfeited"}),
    ("three-player", "PCP", 6, {"turn_seconds": 30, "target": 150},
     {"advised", "ready", "away", "back"}),
]


@pytest.mark.parametrize(("system", "kinds", "seed", "fields", "entries"), RESTORED)
def test_a_restore_after_every_entry_shows_what_the_table_showed(
        system: str, kinds: str, seed: int, fields: dict[str, Any], entries: set[str],
) -> None:
    """After each single entry (those a command appends unasked too: a deal after
    the last seat or readiness, a computer's seat after a person leaves), the table
    restored from the log up to it tells every viewer the same messages, gives the
    same snapshot and waits for the same decision."""
    table = played(system, kinds, seed, commands=300, **fields)
    log = log_of(table)
    assert len(table.seen) == table.seq == len(log)
    kinds_seen = {e["type"] for e in log}
    assert {"created", "seated", "dealt", "acted", "chat"} | entries <= kinds_seen
    for seq in range(1, len(log) + 1):
        restored = Table.restore("t", copy.deepcopy(log[:seq]), clock=FakeClock())
        snapshots, awaiting, was, undo = table.seen[seq - 1]
        assert restored.seq == seq
        assert status(restored) == was and restored.awaiting() == awaiting, seq
        assert undoable(restored) == undo, seq
        assert restored.pending == []
        for viewer in viewers(table):
            told = [m for m in messages_for(table, viewer) if m["seq"] <= seq]
            assert messages_for(restored, viewer) == told, (seq, viewer)
            assert snapshot_for(restored, viewer) == snapshots[viewer], (seq, viewer)
        # Messages since an entry are the tail of the same list.
        assert messages_for(restored, SPECTATOR, seq - 1) == [
            m for m in messages_for(table, SPECTATOR) if m["seq"] == seq]


@pytest.mark.parametrize(("system", "kinds"), [
    ("standard", "PC"), ("oklahoma", "PP"), ("three-player", "PCC"), ("three-player", "PPC"),
])
def test_a_table_restored_in_the_middle_of_a_hand_plays_on_to_the_end(
        system: str, kinds: str) -> None:
    """The computers are rebuilt after a restore and told the hand in play; the match
    goes on to its end, and its record replays with every commitment verified."""
    table = seated_table(system, kinds, seed=9, target=15)
    rng = random.Random(9)
    while len(state_of(table).history) < 5:
        decide(table, rng)
    again = Table.restore("t", log_of(table))
    assert snapshot_for(again, 0) == snapshot_for(table, 0)
    play_out(again, rng)
    assert again.driver is not None and status(again) == "over"
    record = again.driver.record
    replay(record)
    assert {c.status for c in check_record(record)} == {MATCH}


def test_a_restore_refuses_a_log_without_its_created_entry() -> None:
    table = seated_table("standard", "PC")
    for entries in ([], log_of(table)[1:]):
        with pytest.raises(TableError) as refused:
            Table.restore("t", copy.deepcopy(entries))
        assert refused.value.code == "conflict"


@pytest.mark.parametrize("change", [
    {"settings": None}, {"settings": {"system": "standard"}}, {"seed": None},
    {"seed": "7"}, {"seed": True},
])
def test_a_restore_refuses_a_created_entry_that_does_not_read(change: dict[str, Any]) -> None:
    """The settings and seed are read like any other entry: a conflict naming entry 1
    (not a SettingsError from deeper down)."""
    log = log_of(seated_table("standard", "PC"))
    log[0] |= change
    _refused(log, 1)


def _log() -> list[dict[str, Any]]:
    """A played table's log: two people, a few hands."""
    table = seated_table("standard", "PP", seed=12, target=200)
    rng = random.Random(12)
    while table.hand_number < 3:
        decide(table, rng)
    while len(state_of(table).history) < 6:
        decide(table, rng)
    return log_of(table)


def _refused(log: list[dict[str, Any]], seq: int) -> str:
    """The restore of ``log`` is refused naming entry ``seq``; the message."""
    with pytest.raises(TableError) as refused:
        Table.restore("t", log)
    assert refused.value.code == "conflict"
    text = str(refused.value)
    assert re.match(rf"entry {seq}\b", text), text
    return text


def _second_deal(log: list[dict[str, Any]]) -> dict[str, Any]:
    return [e for e in log if e["type"] == "dealt"][1]


def test_a_restore_refuses_a_deal_with_a_card_changed() -> None:
    """R1.1: one deck of the 52 cards; a deal with a card twice (or one that is not a
    card) is refused at that entry."""
    log = _log()
    deal = _second_deal(log)
    deal["deck"][3] = deal["deck"][30]
    _refused(log, deal["seq"])
    log = _log()
    deal = _second_deal(log)
    deal["deck"][0] = "Zz"
    _refused(log, deal["seq"])
    log = _log()
    deal = _second_deal(log)
    deal["salt"] = "not a salt"
    _refused(log, deal["seq"])
    log = _log()
    deal = _second_deal(log)
    deal["hand"] = 5
    _refused(log, deal["seq"])


def test_a_restore_refuses_an_illegal_action() -> None:
    """R4.2 and R4.1: a decision the rules do not allow in the state the log gives."""
    log = _log()
    first = next(e for e in log if e["type"] == "acted")
    first["action"] = {"action": "discard", "card": "As"}  # no discard in the offer, R4.3
    _refused(log, first["seq"])
    log = _log()
    state = state_of(Table.restore("t", copy.deepcopy(log)))
    last = next(e for e in reversed(log) if e["type"] == "acted")
    # The last decision taken again by the other player: not its turn (R4.1).
    log.append(last | {"seq": len(log) + 1, "seat": 1 - state.to_act})
    _refused(log, len(log))
    # A card the player to act does not hold.
    held = view(state, state.to_act).hand
    outside = next(c for c in range(52) if not held >> c & 1)
    log[-1] = {"type": "acted", "seq": len(log), "seat": state.to_act,
               "action": {"action": "discard", "card": CARD_NAMES[outside]}, "by": "person"}
    _refused(log, len(log))
    # A malformed action.
    log[-1]["action"] = {"action": "fly"}
    _refused(log, len(log))


def test_a_restore_refuses_entries_out_of_order() -> None:
    log = _log()
    log[7]["seq"] = 9
    _refused(log, 8)
    log = _log()
    log[5], log[6] = log[6], log[5]
    _refused(log, 6)
    log = _log()
    del log[4]
    _refused(log, 5)


def test_a_restore_refuses_an_unknown_entry() -> None:
    log = _log()
    log.insert(6, {"type": "teleported", "seq": 7})
    for entry in log[7:]:
        entry["seq"] += 1
    assert "teleported" in _refused(log, 7)
    log = _log()
    log.insert(6, {"seq": 7})
    for entry in log[7:]:
        entry["seq"] += 1
    _refused(log, 7)


def test_a_restore_refuses_a_second_created_entry_and_advice_with_two_players_r11_3() -> None:
    log = _log()
    log.append(dict(log[0], seq=len(log) + 1))
    _refused(log, len(log))
    log = _log()
    log.append({"type": "advised", "seq": len(log) + 1, "seat": 0, "action": None})
    _refused(log, len(log))


def test_a_restore_refuses_an_action_whose_stock_draw_is_not_a_draw() -> None:
    """A stock draw in the offer is not a draw the rules allow (R4.3)."""
    table = seated_table("standard", "PP", seed=2)
    log = log_of(table)
    state = state_of(table)
    log.append({"type": "acted", "seq": len(log) + 1, "seat": state.to_act,
                "action": {"action": Kind.DRAW_STOCK.value}, "by": "person"})
    _refused(log, len(log))


@pytest.mark.parametrize("entry", [
    None, [], "acted", 5,
    {"type": "away", "seat": 9}, {"type": "away", "seat": -1}, {"type": "back", "seat": 1},
    {"type": "ready", "seat": "0"}, {"type": "ready", "seat": 1},
    {"type": "chat", "seat": 1, "text": "hello"}, {"type": "chat", "seat": 0},
    {"type": "acted", "seat": 0}, {"type": "seated", "seat": 0, "kind": "robot"},
    {"type": "left", "seat": 1},
])
def test_a_restore_refuses_an_entry_that_does_not_read(entry: Any) -> None:
    """An entry that is not an object, names a seat that does not exist or holds no
    person (seat 1 is a computer's), or lacks a field: a conflict naming it, not an
    error from deeper down, and never applied to another seat (-1 is not the last)."""
    log = log_of(seated_table("standard", "PC"))
    if isinstance(entry, dict):
        entry = entry | {"seq": len(log) + 1}
    _refused([*log, entry], len(log) + 1)
