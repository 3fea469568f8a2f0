"""The entries of a table's log, one typed dictionary each (docs/server.md, "The table").

Everything that changes a table is an entry, kept as JSON by the server's store
and applied by :class:`~ginrummy.table.ledger.Ledger`.  These are their shapes,
so that the code that writes an entry and the handler that reads it agree on
its fields (mypy checks both).  An entry read back from a store is untrusted:
the ledger checks what it uses, and an entry that does not read is a
``conflict`` naming it.

Every entry has its ``type`` and, once appended, its ``seq`` (its number in the
log, from 1).  An entry's action (``ActionJson``) and who decided it (``By``) are the
protocol's shapes, generated from its models (:mod:`~ginrummy.table.events`).
"""

from __future__ import annotations

from typing import Any, Literal, NotRequired, TypeAlias, TypedDict

from ginrummy.table.events import ActionJson, By, ForfeitWhy

__all__ = [
    "MAX_CHAT",
    "ActedEntry",
    "ActionJson",
    "AdvisedEntry",
    "AwayEntry",
    "By",
    "ChatEntry",
    "CreatedEntry",
    "DealtEntry",
    "EndedEntry",
    "Entry",
    "ForfeitWhy",
    "ForfeitedEntry",
    "LeftEntry",
    "ReadyEntry",
    "RematchEntry",
    "RematchedEntry",
    "SeatedEntry",
    "StoredEntry",
    "UndoneEntry",
]

#: Longest chat line, in characters.
MAX_CHAT = 200


class CreatedEntry(TypedDict):
    """The table, its rules and seat plan; the match's seed, secret until it ends;
    ``fair``: decks from the operating system with commitments, else from the seed."""

    type: Literal["created"]
    seq: NotRequired[int]
    settings: dict[str, Any]
    """:meth:`~ginrummy.table.settings.TableSettings.to_json`."""
    seed: int
    fair: bool


class SeatedEntry(TypedDict):
    """A seat taken: by a person (``identity``) or a computer (``level``); ``reason``:
    why a stand-in took a failed plugin bot's seat."""

    type: Literal["seated"]
    seq: NotRequired[int]
    seat: int
    kind: Literal["person", "computer"]
    name: str
    identity: NotRequired[str]
    level: NotRequired[str]
    reason: NotRequired[str]


class LeftEntry(TypedDict):
    """A person left the seat.  ``stand_in``: the computer takes it over (for the
    person to come back to) rather than it being left empty; a log of before this
    field let the table's ``computer_takes_over`` decide (once the match had begun)."""

    type: Literal["left"]
    seq: NotRequired[int]
    seat: int
    stand_in: NotRequired[bool]


class AwayEntry(TypedDict):
    """A person is away (``away``) or back (``back``)."""

    type: Literal["away", "back"]
    seq: NotRequired[int]
    seat: int


class DealtEntry(TypedDict):
    """A hand dealt from ``deck`` (52 card names) with ``salt``; both None at a table
    that deals from its seed."""

    type: Literal["dealt"]
    seq: NotRequired[int]
    hand: int
    deck: list[str] | None
    salt: str | None


class ActedEntry(TypedDict):
    """A decision applied through the driver."""

    type: Literal["acted"]
    seq: NotRequired[int]
    seat: int
    action: ActionJson
    by: By


class AdvisedEntry(TypedDict):
    """The player sitting out advised the captain's decision (R11.3); None: no advice."""

    type: Literal["advised"]
    seq: NotRequired[int]
    seat: int
    action: ActionJson | None


class UndoneEntry(TypedDict):
    """The person's last decision taken back."""

    type: Literal["undone"]
    seq: NotRequired[int]
    seat: int


class ReadyEntry(TypedDict):
    """A person is ready for the next hand."""

    type: Literal["ready"]
    seq: NotRequired[int]
    seat: int


class ChatEntry(TypedDict):
    """A line of chat."""

    type: Literal["chat"]
    seq: NotRequired[int]
    seat: int
    text: str


class ForfeitedEntry(TypedDict):
    """The person at ``seat`` forfeits the match (docs/rules-decisions.md, "Claims"):
    the match is over, won as a forfeit (the driver's ``forfeit_match``).
    ``claimed_by``: the person who claimed it, None when the person left."""

    type: Literal["forfeited"]
    seq: NotRequired[int]
    seat: int
    why: ForfeitWhy
    claimed_by: int | None


class RematchEntry(TypedDict):
    """After the match: the person at ``seat`` offers (or accepts) a rematch with the
    same settings (``accept``), or declines it."""

    type: Literal["rematch"]
    seq: NotRequired[int]
    seat: int
    accept: bool


class RematchedEntry(TypedDict):
    """Every person accepted: the rematch is the new table ``table``."""

    type: Literal["rematched"]
    seq: NotRequired[int]
    table: str


class EndedEntry(TypedDict):
    """The table was closed."""

    type: Literal["ended"]
    seq: NotRequired[int]
    reason: str


#: An entry as JSON, as the table hands it to be stored and a store gives it back to
#: :meth:`~ginrummy.table.Table.restore`: the shape is one of the TypedDicts here, but
#: one read back is untrusted until the ledger has applied it.
StoredEntry: TypeAlias = dict[str, Any]

#: Any entry of a table's log.
Entry: TypeAlias = (CreatedEntry | SeatedEntry | LeftEntry | AwayEntry | DealtEntry
                    | ActedEntry | AdvisedEntry | UndoneEntry | ReadyEntry | ChatEntry
                    | ForfeitedEntry | RematchEntry | RematchedEntry | EndedEntry)
