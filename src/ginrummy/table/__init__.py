"""The table every face shares: seats for people and computers around one match.

:class:`Table` (``table.py``) is the front the faces use; its jobs have rooms of
their own: :mod:`~ginrummy.table.ledger` keeps the table as a log of entries
(:mod:`~ginrummy.table.entries`) and says what it waits for;
:mod:`~ginrummy.table.sight` decides what each viewer may see and is told
(:mod:`~ginrummy.table.events`, kept by :mod:`~ginrummy.table.told`, snapshots by
:mod:`~ginrummy.table.snapshot`); :mod:`~ginrummy.table.computers` plays the
computers; :mod:`~ginrummy.table.clocks` keeps the turn clock;
:mod:`~ginrummy.table.summary` is what a table publishes for readers outside its
lock; :mod:`~ginrummy.table.settings` is how a table is set up.  docs/server.md
describes the design; the game server and the full-screen game both play on it.
"""

from ginrummy.table.entries import MAX_CHAT, By, Entry
from ginrummy.table.ledger import Awaiting, Seat, Status, TableError
from ginrummy.table.settings import COMPUTER, EMPTY, PERSON, SeatPlan, SettingsError, TableSettings
from ginrummy.table.sight import SPECTATOR
from ginrummy.table.summary import TableSummary
from ginrummy.table.table import Table
from ginrummy.table.told import Emitted

__all__ = [
    "COMPUTER",
    "EMPTY",
    "MAX_CHAT",
    "PERSON",
    "SPECTATOR",
    "Awaiting",
    "By",
    "Emitted",
    "Entry",
    "Seat",
    "SeatPlan",
    "SettingsError",
    "Status",
    "Table",
    "TableError",
    "TableSettings",
    "TableSummary",
]
