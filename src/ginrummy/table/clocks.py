"""A table's turn clock: how long a person has for the decision the table waits for.

A table with ``turn_seconds`` gives each decision a person makes (an action, the
advice of the player sitting out, readiness between hands) that many seconds
on a clock passed in (seconds, monotonic; tests pass a fake one); when they run
out the computer makes that one decision (``by: "timeout"``), never a forfeit.
The clock is off where fewer than two people sit (against the computer) and for
a decision the computer makes.  docs/server.md, "Time".

Nothing here is in the log: a restarted server resumes each clock from the time
it had left at its last checkpoint (:meth:`TurnClock.checkpoint`,
:meth:`TurnClock.resume`), so time while the server was down never counts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypedDict

from ginrummy.table.events import TimerState
from ginrummy.table.settings import PERSON

if TYPE_CHECKING:
    from ginrummy.table.ledger import Awaiting, Ledger

__all__ = ["Checkpoint", "Clock", "TurnClock", "timed"]

#: Seconds, monotonic: ``time.monotonic`` or a test's fake clock.
Clock = Callable[[], float]


class Checkpoint(TypedDict):
    """A running clock's time left, as a server keeps it: ``key`` names the decision
    (hand, decision number, "what:player"), so a checkpoint of an earlier one is
    never applied to a later."""

    key: list[int | str]
    left: float


def timed(ledger: Ledger) -> bool:
    """Turn clocks are on: the table has them and two people play at it (they are off
    against the computer)."""
    people = sum(1 for s in ledger.seats if s.kind == PERSON)
    return ledger.settings.turn_seconds is not None and people >= 2


class TurnClock:
    """The clock of the decision a table waits for (see the module docstring)."""

    __slots__ = ("_key", "_left", "_mark", "clock", "running", "started")

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self._key: tuple[int, int, str] | None = None
        """(hand, decision number, "what:player") of the decision timed."""
        self._left = 0.0
        """Seconds left at ``_mark`` (on the clock)."""
        self._mark = 0.0
        self.running = False
        self.started = 0
        """The seq of the entry that started the running clock: a new clock, a new
        number (what a client restarts its countdown on)."""

    def sync(self, ledger: Ledger) -> None:
        """After an entry: start the clock of a new decision a person makes, with the
        whole time; stop it for none, or for the computer's."""
        wait = ledger.awaiting()
        if wait is None or wait.computer or not timed(ledger):
            self._key, self.running = None, False
            return
        key = (ledger.hand_number, ledger.decision(), f"{wait.what}:{wait.player}")
        if key != self._key:
            seconds = ledger.settings.turn_seconds
            assert seconds is not None
            self._key, self._left, self._mark = key, float(seconds), self.clock()
            self.running, self.started = True, ledger.seq

    def time_left(self) -> float | None:
        """Seconds left for the decision awaited, None when no clock runs."""
        if not self.running:
            return None
        return max(0.0, self._left - (self.clock() - self._mark))

    def deadline(self) -> float | None:
        """When (on the clock) the running clock's time runs out, None when none runs."""
        return self._mark + self._left if self.running else None

    def expired(self, wait: Awaiting | None) -> Awaiting | None:
        """``wait`` (the decision awaited) when its time ran out; None otherwise."""
        left = self.time_left()
        if left is None or left > 0:
            return None
        return wait

    def timers(self, wait: Awaiting | None) -> list[TimerState]:
        """The running clocks as a snapshot states them."""
        left = self.time_left()
        if wait is None or left is None:
            return []
        return [{"seat": wait.player, "seconds_left": round(left, 1), "running": True,
                 "decision": self.started}]

    def checkpoint(self) -> Checkpoint | None:
        """The running clock's time left, for the server to keep (not in the log)."""
        left = self.time_left()
        if left is None or self._key is None:
            return None
        return {"key": list(self._key), "left": left}

    def resume(self, checkpoint: Any) -> bool:
        """After a restart: the clock goes on from what it had left at the checkpoint.
        False when the checkpoint is not of the decision awaited now (it was taken
        before a later entry), or is not one."""
        if not isinstance(checkpoint, dict) or not self.running:
            return False
        key, left = checkpoint.get("key"), checkpoint.get("left")
        if not isinstance(key, list) or tuple(key) != self._key \
                or not isinstance(left, int | float):
            return False
        self._left, self._mark = max(0.0, min(float(left), self._left)), self.clock()
        return True
