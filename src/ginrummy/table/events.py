"""What a table tells its viewers, one typed dictionary each (docs/protocol.md, "event"
and "snapshot").

The table writes these and keeps them as JSON text (:mod:`~ginrummy.table.told`);
:mod:`~ginrummy.table.sight` decides who is told each.  They mirror the
protocol's models (``ginrummy.protocol``: ``SeatEvent``, ``DealEvent``...,
``TableInfo``, ``TimerState``), which check what a client reads; the table layer
uses the standard library only, so it types its own side here, and the server's
tests pass every message it sends through those models.
"""

from __future__ import annotations

from typing import Any, Literal, TypeAlias, TypedDict

from ginrummy.table.entries import ActionJson, By, ForfeitWhy
from ginrummy.table.settings import SeatKind

__all__ = [
    "ActionEvent",
    "AdviceEvent",
    "ChatEvent",
    "ClaimInfo",
    "CommitmentEvent",
    "DealEvent",
    "ForfeitEvent",
    "ForfeitInfo",
    "HandEndEvent",
    "MatchEndEvent",
    "ReadyEvent",
    "RematchEvent",
    "RematchInfo",
    "RematchedEvent",
    "Reveal",
    "SeatEvent",
    "SeatInfo",
    "TableEvent",
    "TableInfo",
    "TimerState",
    "UndoEvent",
    "YourPlace",
]


class SeatInfo(TypedDict):
    """A seat as anyone may know it (never a person's identity)."""

    seat: int
    kind: SeatKind
    name: str | None
    level: str | None
    connected: bool
    away: bool
    ready: bool


class SeatEvent(TypedDict):
    """A seat was taken or left, its person went away or came back, connected or not."""

    type: Literal["seat"]
    seat: int
    kind: SeatKind
    name: str | None
    level: str | None
    connected: bool
    away: bool
    ready: bool


class CommitmentEvent(TypedDict):
    """The next hand's deck is fixed: its SHA-256, before the deal."""

    type: Literal["commitment"]
    hand: int
    sha256: str


class DealEvent(TypedDict):
    """A hand dealt; ``cards``: the receiver's own ten (the captain's, to the player
    sitting out), None for everyone else."""

    type: Literal["deal"]
    hand: int
    dealer: int
    seats: list[int]
    roles: dict[str, int] | None
    upcard: str
    knock_limit: int
    cards: list[str] | None


class ActionEvent(TypedDict):
    """A decision applied; a stock draw's and a face-down knock discard's card only to
    those who may see it (null to the others)."""

    type: Literal["action"]
    player: int
    seat: int
    action: ActionJson
    by: By


class AdviceEvent(TypedDict):
    """The player sitting out advised the captain (R11.3), or took it back (None)."""

    type: Literal["advice"]
    player: int
    action: ActionJson | None


class UndoEvent(TypedDict):
    """A player took back their last decision."""

    type: Literal["undo"]
    player: int


class Reveal(TypedDict):
    """A hand's deck and salt, which give its commitment (None: a seeded table's)."""

    deck: list[str]
    salt: str | None


class HandEndEvent(TypedDict):
    """A hand ended: how (the record's end entry), the running score, the reveal."""

    type: Literal["hand_end"]
    hand: int
    end: dict[str, Any]
    score: dict[str, Any]
    reveal: Reveal


class MatchEndEvent(TypedDict):
    """The match is over: the winner, the totals, a forfeit, the seed (secret until now)."""

    type: Literal["match_end"]
    winner: int | None
    totals: list[list[int]]
    forfeit: dict[str, Any] | None
    seed: int


class ReadyEvent(TypedDict):
    """A person is ready for the next hand."""

    type: Literal["ready"]
    seat: int


class ChatEvent(TypedDict):
    """A line of chat, plain text."""

    type: Literal["chat"]
    seat: int
    name: str | None
    text: str


class ForfeitEvent(TypedDict):
    """``player`` forfeits the match: the others claimed it (``by``: the claimer) while
    the player was away or out of time, or the player left the table (``by`` None)."""

    type: Literal["forfeit"]
    player: int
    why: ForfeitWhy
    by: int | None


class RematchEvent(TypedDict):
    """After the match, a person offered or accepted a rematch (``accept``), or
    declined it."""

    type: Literal["rematch"]
    seat: int
    accept: bool


class RematchedEvent(TypedDict):
    """Every person accepted: the rematch is the table ``table``."""

    type: Literal["rematched"]
    table: str


#: Any event a table tells.
TableEvent: TypeAlias = (SeatEvent | CommitmentEvent | DealEvent | ActionEvent | AdviceEvent
                         | UndoEvent | HandEndEvent | MatchEndEvent | ReadyEvent | ChatEvent
                         | ForfeitEvent | RematchEvent | RematchedEvent)


class TimerState(TypedDict):
    """A running decision clock, as a snapshot states it.  ``decision`` is the ``seq``
    of the entry that started it: a new clock, a new number, so a client restarts
    its countdown when it changes (``seconds_left`` alone may repeat: 30.0 after
    30.0)."""

    seat: int
    seconds_left: float
    running: bool
    decision: int


class ClaimInfo(TypedDict):
    """The match may be claimed against ``player``, away or out of time."""

    player: int
    why: ForfeitWhy


class ForfeitInfo(TypedDict):
    """The match ended as ``player``'s forfeit, and why."""

    player: int
    why: ForfeitWhy


class RematchInfo(TypedDict):
    """A rematch after the match: who offered or accepted it, who declined it, and the
    new table once every person accepted."""

    offered: list[int]
    declined: int | None
    table: str | None


class TableInfo(TypedDict):
    """What anyone may know of the table (a snapshot's ``table``)."""

    id: str
    code: str | None
    system: str
    rules: dict[str, Any]
    status: str
    seats: list[SeatInfo]
    roles: dict[str, int] | None
    score: dict[str, Any] | None
    hand_number: int
    turn_seconds: int | None
    grace_seconds: int
    computer_takes_over: bool
    rated: bool
    claim: ClaimInfo | None
    forfeit: ForfeitInfo | None
    rematch: RematchInfo | None


class YourPlace(TypedDict):
    """A snapshot's ``you``: the receiver's seat (None for a spectator) and role."""

    seat: int | None
    role: Literal["player", "spectator"]
