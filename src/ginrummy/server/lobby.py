"""Quick match: people asking for the same system are paired; a person left
waiting is offered the computer.

The queue is this process's (one server, or each process of several pairing its
own visitors); a pairing makes an ordinary table, so nothing else depends on
where it was made.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

__all__ = ["Pairing", "QuickMatch"]


@dataclass(slots=True)
class _Waiting:
    identity: str
    since: float


@dataclass(frozen=True, slots=True)
class Pairing:
    """What quick match says to one person."""

    status: Literal["waiting", "matched", "offer"]
    """``waiting``, ``matched`` (``table`` is yours), or ``offer`` (nobody came in
    time: ask again with ``computer`` to play the computer)."""
    table: str | None = None
    opponent: str | None = None
    """The identity to seat opposite, when the caller's request made the pairing."""


class QuickMatch:
    """The queues of people waiting, one per system."""

    def __init__(self, wait: float, clock: Callable[[], float]) -> None:
        self.wait = wait
        self._clock = clock
        self._queues: dict[str, list[_Waiting]] = {}
        self._matched: dict[str, str] = {}
        """identity -> table id, until that person asks again."""

    def ask(self, identity: str, system: str) -> Pairing:
        """``identity`` asks for a match in ``system``: matched already, paired now with
        the longest waiting (the caller makes the table, then :meth:`made`), or
        waiting."""
        table = self._matched.pop(identity, None)
        if table is not None:
            return Pairing("matched", table)
        queue = self._queues.setdefault(system, [])
        for other in queue:
            if other.identity != identity:
                queue.remove(other)
                self._drop(identity)
                return Pairing("matched", None, other.identity)
        mine = next((w for w in queue if w.identity == identity), None)
        if mine is None:
            self._drop(identity)
            queue.append(_Waiting(identity, self._clock()))
            return Pairing("waiting")
        if self._clock() - mine.since >= self.wait:
            return Pairing("offer")
        return Pairing("waiting")

    def made(self, opponent: str, table: str) -> None:
        """The table made for a pairing: the waiting person learns it when asking."""
        self._matched[opponent] = table

    def cancel(self, identity: str) -> None:
        """``identity`` stops waiting (it takes the computer, or leaves)."""
        self._drop(identity)

    def _drop(self, identity: str) -> None:
        for queue in self._queues.values():
            queue[:] = [w for w in queue if w.identity != identity]
