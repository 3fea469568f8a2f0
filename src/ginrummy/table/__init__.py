"""The table every face shares: seats for people and computers around one match.

:class:`Table` (``table.py``) keeps a table as a log of entries and says what it
waits for; :mod:`~ginrummy.table.settings` is how a table is set up;
:mod:`~ginrummy.table.sight` decides what each viewer may see.  docs/server.md
describes the design; the game server and the full-screen game both play on it.
"""

from ginrummy.table.settings import COMPUTER, EMPTY, PERSON, SeatPlan, SettingsError, TableSettings
from ginrummy.table.sight import SPECTATOR, public_view
from ginrummy.table.table import MAX_CHAT, Awaiting, Emitted, Seat, Table, TableError

__all__ = [
    "COMPUTER",
    "EMPTY",
    "MAX_CHAT",
    "PERSON",
    "SPECTATOR",
    "Awaiting",
    "Emitted",
    "Seat",
    "SeatPlan",
    "SettingsError",
    "Table",
    "TableError",
    "TableSettings",
    "public_view",
]
