"""What a table publishes for readers outside its lock: a small immutable summary.

A server changes a table under the table's lock, and lets the computer think in a
worker thread; its clock tick and its lobby read many tables without taking each
lock.  Reading the table itself there could see it half-changed (a seat list
being replaced, a decision not yet worked out).  So at the end of every command
(and of a restore, a catch-up, a connection change, a clock resumed) the table
builds a :class:`TableSummary` and replaces the one it holds: one reference,
replaced whole, so a reader that takes ``table.summary`` once reads one
consistent moment of the table, however the table changes meanwhile.
"""

from __future__ import annotations

from dataclasses import dataclass

from ginrummy.table.events import SeatInfo
from ginrummy.table.ledger import Awaiting, Seat, Status
from ginrummy.table.settings import PERSON, TableSettings

__all__ = ["TableSummary"]


@dataclass(frozen=True, slots=True)
class TableSummary:
    """A table as of one entry (see the module docstring)."""

    id: str
    settings: TableSettings
    seq: int
    """The last entry applied."""
    status: Status
    hand_number: int
    seats: tuple[Seat, ...]
    """Each seat (immutable), with its person's identity and whether connected."""
    awaiting: Awaiting | None
    """The decision the table waits for, and whether the computer makes it."""
    deadline: float | None
    """When (on the table's clock) the awaited person's turn clock runs out; None when
    no clock runs."""

    def expired(self, now: float) -> Awaiting | None:
        """The awaited decision when its clock ran out by ``now`` and the computer makes
        it (``run_computer(by="timeout")``; :meth:`Table.expired
        <ginrummy.table.Table.expired>`), else None."""
        wait = self.awaiting
        if self.deadline is None or now < self.deadline or wait is None:
            return None
        if wait.what == "act" and not self.settings.computer_takes_over:
            return None  # out of time, the match may be claimed instead
        return wait

    def seat_of_identity(self, identity: str) -> int | None:
        """The seat ``identity`` holds, if any."""
        for index, seat in enumerate(self.seats):
            if seat.kind == PERSON and seat.identity == identity:
                return index
        return None

    def seat_infos(self) -> list[SeatInfo]:
        """The seats as anyone may know them (the lobby's, a snapshot's)."""
        return [seat.info(index) for index, seat in enumerate(self.seats)]
