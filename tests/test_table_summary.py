"""A table's published summary (issue 40 item 22): what a reader outside the table's
lock reads (the server's clock tick, its lobby) while the table changes in another
thread (the computer thinking).  It is immutable, replaced whole at the end of each
command (never in the middle of one), and says what the table says."""

from __future__ import annotations

import copy
import dataclasses
import random
import sys
import threading
import time
from collections.abc import Mapping
from typing import Any

import pytest

from ginrummy.state import Checked
from ginrummy.table import COMPUTER, Table, TableSummary
from test_table import (
    FakeClock,
    decide,
    identity,
    log_of,
    make_settings,
    random_command,
    seat_people,
    seated_table,
    seeded,
    state_of,
)


def agrees(summary: TableSummary, table: Table) -> None:
    """The summary says what the table says now."""
    assert summary.seq == table.seq and summary.status == table.status
    assert summary.hand_number == table.hand_number
    assert summary.seats == table.seats
    assert summary.awaiting == table.awaiting()
    assert summary.settings is table.settings and summary.id == table.id
    assert summary.expired(table.clock()) == table.expired()
    for index, seat in enumerate(table.seats):
        if seat.identity is not None:
            assert summary.seat_of_identity(seat.identity) == index
    assert summary.seat_infos() == table.info()["seats"]


class Watched(Table):
    """A table that checks, at each entry it appends, that the summary it holds is the
    one published before the command began: never one of half a command."""

    published: list[TableSummary]

    def _publish(self) -> None:
        super()._publish()
        self.published = [*getattr(self, "published", []), self.summary]

    def _append(self, entry: Mapping[str, Any], *, restoring: bool = False,
                checked: Checked | None = None) -> None:
        before = self.summary
        super()._append(entry, restoring=restoring, checked=checked)
        assert self.summary is before, "a summary published in the middle of a command"


@pytest.mark.parametrize(("system", "kinds"), [
    ("standard", "PP"), ("standard", "PC"), ("three-player", "PPC"), ("hollywood", "PP"),
])
def test_the_summary_after_every_command_is_what_the_table_says(system: str,
                                                                 kinds: str) -> None:
    clock = FakeClock()
    table = Watched.create("t", make_settings(system, kinds, turn_seconds=30,
                                              computer_takes_over=False),
                           seed=11, clock=clock)
    assert isinstance(table, Watched)
    seeded(table, 11)
    seat_people(table, kinds)
    rng = random.Random(11)
    agrees(table.summary, table)
    for _ in range(400):
        if table.awaiting() is None and table.status not in ("waiting", "adjourned"):
            break
        random_command(table, rng, clock)
        agrees(table.summary, table)
    assert len(table.published) > 50


def test_a_summary_is_immutable_and_a_later_one_replaces_it() -> None:
    table = seated_table("standard", "PP", seed=3)
    first = table.summary
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.status = "closed"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.seats[0].away = True  # type: ignore[misc]
    snapshot = copy.deepcopy(first)
    player = state_of(table).to_act
    table.set_away(player, True)
    assert first == snapshot  # what a reader holds never changes under it
    assert table.summary is not first and table.summary.seats[player].away
    assert not first.seats[player].away


def test_connections_and_a_resumed_clock_are_published_too() -> None:
    """Not entries, but what the tick reads: whether a person is connected, and when
    the awaited person's clock runs out."""
    clock = FakeClock()
    table = seated_table("standard", "PP", clock=clock, turn_seconds=30,
                         computer_takes_over=True)
    assert table.summary.deadline == clock() + 30
    assert table.set_connected(0, True) is not None
    assert table.summary.seats[0].connected and not table.summary.seats[1].connected
    clock.advance(12)
    checkpoint = table.timer_checkpoint()
    later = FakeClock(start=5000.0)
    restored = Table.restore("t", log_of(table), clock=later)
    assert restored.summary.deadline == 5030.0
    assert restored.resume_timer(checkpoint)
    assert restored.summary.deadline == 5018.0
    assert restored.summary.expired(5017.9) is None
    assert restored.summary.expired(5018.0) == restored.awaiting() is not None


def test_a_reader_in_another_thread_reads_only_published_summaries() -> None:
    """A whole match is played in a worker thread (the computers, and the person's
    decisions made for them) while this one reads the summary over and over: each
    read is a summary the table published whole, and each agrees with itself (its
    awaiting is one its seats allow)."""
    table = Watched.create("t", make_settings("three-player", "PCC", target=100), seed=5)
    assert isinstance(table, Watched)
    seeded(table, 5)
    table.sit(0, name="Ann", identity=identity(0))
    done = threading.Event()

    def play() -> None:
        try:
            rng = random.Random(5)
            while table.awaiting() is not None:
                decide(table, rng)
                time.sleep(0.0002)  # the reader gets its turns between commands too
        finally:
            done.set()

    worker = threading.Thread(target=play)
    switching = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)  # the two threads take turns often
    try:
        worker.start()
        seen: list[TableSummary] = []
        while not done.is_set():
            summary = table.summary
            if not seen or seen[-1] is not summary:
                seen.append(summary)
            wait = summary.awaiting
            if wait is not None:
                # The computer plays its seats, the person (decided there) theirs.
                assert wait.computer == (summary.seats[wait.player].kind == COMPUTER)
                assert summary.status in ("playing", "between_hands")
        worker.join()
    finally:
        sys.setswitchinterval(switching)
    published = {id(s) for s in table.published}
    assert all(id(s) in published for s in seen)
    assert table.summary.status == "over" and len(seen) > 1  # not vacuous
