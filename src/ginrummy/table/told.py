"""What a table told its viewers, kept for reconnects: each entry's messages as JSON
text with their audiences as bit masks.

:mod:`~ginrummy.table.sight` decides who is told what; this keeps it, in a form
the garbage collector need not walk (see :class:`EmittedLog`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, NamedTuple, TypeAlias, overload

from ginrummy.table.events import TableEvent

__all__ = [
    "EVERYONE",
    "Audience",
    "Emitted",
    "EmittedLog",
    "Told",
    "audience_mask",
    "json_text",
    "written",
]

#: The audience of a message told to everyone, spectators included.
EVERYONE = -1

#: Who is told a message: a set of viewers (seats, and the spectator's -1), None for
#: everyone.
Audience: TypeAlias = frozenset[int] | None

#: A message and who is told it.
Told: TypeAlias = tuple[Audience, TableEvent]


def audience_mask(viewers: Audience) -> int:
    """A set of viewers (seats, :data:`~ginrummy.table.sight.SPECTATOR`) as bits:
    viewer ``v`` is bit ``v + 1``; None (everyone) is :data:`EVERYONE`, every bit."""
    if viewers is None:
        return EVERYONE
    mask = 0
    for viewer in viewers:
        mask |= 1 << (viewer + 1)
    return mask


def json_text(data: Mapping[str, Any]) -> str:
    """A message or an entry as the compact JSON text a table keeps and sends."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def written(items: Iterable[Told]) -> list[tuple[int, str]]:
    """(audience mask, JSON text) of each message told."""
    return [(audience_mask(audience), json_text(message)) for audience, message in items]


class Emitted(NamedTuple):
    """What an entry told the viewers: (audience, message) pairs, each message as its
    JSON text and its audience as a mask of viewers (:func:`audience_mask`).

    A table keeps what every entry told, for reconnects.  Kept as dicts and sets,
    that was four to five objects an entry for the garbage collector to walk at
    every full collection, which at a thousand tables paused the server for half
    a second; text and integers are not tracked by it (docs/benchmarks.md)."""

    seq: int
    items: tuple[tuple[int, str], ...]
    resync: bool = False
    """The table went back (undo): each viewer needs a new snapshot."""


#: One entry of an :class:`EmittedLog`: (seq, resync, mask, text, mask, text, ...).
_Row = tuple[Any, ...]


def _emitted(row: _Row) -> Emitted:
    pairs = zip(row[2::2], row[3::2], strict=True)
    return Emitted(row[0], tuple(pairs), row[1])


class EmittedLog(Sequence[Emitted]):
    """What every entry of a table told, read as :class:`Emitted` and kept as one flat
    tuple of integers and text an entry.

    The collector stops tracking a plain tuple of untracked things the first time
    it meets one, so a table's thousands of these cost nothing at a full
    collection.  A named tuple it tracks for ever, and a tuple of tuples only
    after as many young collections as it is deep, which are not always to be
    had: before this, 107,000 of them at 1,000 tables were a sixth of all it
    walked (docs/benchmarks.md)."""

    __slots__ = ("_rows",)

    def __init__(self) -> None:
        self._rows: list[_Row] = []

    def append(self, seq: int, items: Sequence[tuple[int, str]], resync: bool) -> None:
        self._rows.append((seq, resync, *(x for pair in items for x in pair)))

    def texts_for(self, bit: int, start: int = 0) -> list[tuple[int, str]]:
        """(seq, text) of every message from entry index ``start`` on whose audience
        mask has ``bit``."""
        return [(row[0], row[k + 1])
                for row in self._rows[start:]
                for k in range(2, len(row), 2) if row[k] & bit]

    def __len__(self) -> int:
        return len(self._rows)

    @overload
    def __getitem__(self, index: int) -> Emitted: ...

    @overload
    def __getitem__(self, index: slice) -> list[Emitted]: ...

    def __getitem__(self, index: int | slice) -> Emitted | list[Emitted]:
        if isinstance(index, slice):
            return [_emitted(row) for row in self._rows[index]]
        return _emitted(self._rows[index])

    def __iter__(self) -> Iterator[Emitted]:
        return map(_emitted, self._rows)
