"""A viewer's snapshot told as what changed (ginrummy.table.snapshot): at random
tables, after every command, each viewer's snapshot rebuilt from the one before
and the changes is the snapshot itself, through JSON as a client gets it; and
the changes are small where they should be (a hand's events told as the ones
added, an unchanged part left out)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy.table import SPECTATOR, Table
from ginrummy.table.snapshot import ChangesError, Shown, apply_changes
from test_table import (
    FakeClock,
    make_settings,
    random_command,
    seat_people,
    seeded,
    snapshot_for,
    status,
    viewers,
)
from test_table_leak import table_plans


def _through_json(data: Any) -> Any:
    return json.loads(json.dumps(data))


def _check_step(table: Table, held: dict[int, tuple[Shown, dict[str, Any]]]) -> int:
    """Each viewer's changes since what it holds rebuild its snapshot; the number of
    viewers whose view's events were told as the ones added."""
    added = 0
    info = table.info()
    for viewer in viewers(table):
        new = table.shown(viewer, info)
        old, snapshot = held[viewer]
        changes = _through_json(new.changes_since(old))
        rebuilt = apply_changes(snapshot, new.seq, changes)
        whole = _through_json(new.snapshot())
        assert rebuilt == whole, (viewer, changes)
        assert set(changes) <= set(whole) - {"seq"}
        for part in ("table", "view", "public"):
            inner = changes.get(part)
            if isinstance(inner, dict) and snapshot.get(part) is not None:
                # Only what changed inside is told.
                assert all(snapshot[part].get(k) != v for k, v in inner.items()
                           if k != "new_events"), (part, inner)
        if isinstance(changes.get("view"), dict) and "new_events" in changes["view"]:
            added += 1
        held[viewer] = (new, whole)
    return added


@settings(max_examples=60, deadline=None)
@given(plan=table_plans(), seed=st.integers(1 << 40, 1 << 62),
       commands=st.integers(20, 200))
def test_changes_rebuild_every_snapshot_of_every_viewer(
        plan: tuple[str, str, dict[str, Any]], seed: int, commands: int) -> None:
    system, kinds, fields = plan
    clock = FakeClock()
    table = seeded(Table.create("t", make_settings(system, kinds, **fields), seed=seed,
                                clock=clock, fair=True), seed)
    held = {v: (table.shown(v), _through_json(snapshot_for(table, v)))
            for v in viewers(table)}
    seat_people(table, kinds)
    _check_step(table, held)
    rng = random.Random(seed)
    for _ in range(commands):
        if status(table) == "over":
            break
        random_command(table, rng, clock)
        _check_step(table, held)


def test_a_draw_tells_the_view_as_what_changed_and_nothing_else() -> None:
    """After a draw the player's changes name the hand, the pile and the new event,
    never the whole list of events or the rules; a viewer shown nothing new is told
    nothing."""
    table = seeded(Table.create("t", make_settings("standard", "PP", target=100),
                                seed=5, fair=True), 5)
    seat_people(table, "PP")
    rng = random.Random(3)
    for _ in range(6):  # past the offer of the upcard: a hand in play
        random_command(table, rng)
    before = {v: table.shown(v) for v in viewers(table)}
    wait = table.awaiting()
    assert wait is not None and wait.what == "act"
    v = table.view_for(wait.player)
    assert v is not None
    table.act(wait.player, v.legal_actions()[0])
    after = table.shown(wait.player)
    changes = after.changes_since(before[wait.player])
    assert "view" in changes and "events" not in changes["view"]
    assert len(changes["view"]["new_events"]) == 1
    assert "rules" not in changes.get("table", {})
    public = table.shown(SPECTATOR).changes_since(before[SPECTATOR])
    assert "hand" not in public["public"]  # never a hidden card's list
    same = table.shown(wait.player)
    assert same.changes_since(after) == {}


@pytest.mark.parametrize(("snapshot", "seq", "changes", "message"), [
    ({"seq": 4, "view": None}, 5, {"nonsense": 1}, "unknown part"),
    ({"seq": 4, "view": None}, 5, [], "are an object"),
    ({"seq": 4, "view": None}, 3, {}, "as of entry 3 to a snapshot as of 4"),
    ({"seq": 4, "view": {"events": None}}, 5, {"view": {"new_events": []}}, "holds none"),
    ({"seq": 4, "table": None}, 5, {"table": {"status": "over"}}, "table's changes"),
])
def test_changes_that_do_not_fit_are_refused(snapshot: dict[str, Any], seq: int,
                                             changes: Any, message: str) -> None:
    with pytest.raises(ChangesError, match=message):
        apply_changes(snapshot, seq, changes)
