"""The store's values: what it returns, and the checks on what it is given.

Rows come back as small frozen dataclasses, never SQLAlchemy rows, so the
server's code does not depend on the database library.  Everything the store
is given is checked here first (an id's characters, a version's type, a JSON
value), so bad input is a :class:`~ginrummy.server.errors.StoreError` saying
what is wrong rather than a database error (or, on SQLite, which does not
check lengths, a row that PostgreSQL would refuse).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from ginrummy.errors import excerpt
from ginrummy.names import check_name
from ginrummy.server.errors import StoreError

__all__ = [
    "CLOSED",
    "Checkpoint",
    "Identity",
    "Json",
    "Played",
    "Rating",
    "Standing",
    "TableRow",
    "check_code",
    "check_entry",
    "check_identity_id",
    "check_process_id",
    "check_status",
    "check_system",
    "check_table_id",
    "check_version",
    "name_key",
]

#: A JSON object as the store takes and gives it.
Json = dict[str, Any]

#: The status of a table that is over and gone: every other status is an open
#: table, which a restarted server restores.  The statuses are the table layer's
#: (``waiting``, ``playing``, ``between_hands``, ``over``, ``closed``); the store
#: keeps whichever it is given, if it is a short lowercase word.
CLOSED = "closed"

_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
_CODE = re.compile(r"[A-Za-z0-9_-]{1,32}")
_STATUS = re.compile(r"[a-z_]{1,16}")
_SYSTEM = re.compile(r"[a-z0-9][a-z0-9 +_-]{0,31}")
_IDENTITY = re.compile(r"[A-Za-z0-9_-]{1,32}")
_PROCESS = re.compile(r"[A-Za-z0-9_.:-]{1,64}")


@dataclass(frozen=True, slots=True)
class Identity:
    """A person known to the server."""

    id: str
    name: str
    created_at: datetime


@dataclass(frozen=True, slots=True)
class TableRow:
    """A table as the store keeps it: its settings, status and version (the seq
    of its last log entry)."""

    id: str
    code: str
    settings: Json
    status: str
    version: int
    created_at: datetime
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class Rating:
    """A person's OpenSkill rating in one scoring system."""

    identity_id: str
    system: str
    mu: float
    sigma: float
    matches: int

    @property
    def ordinal(self) -> float:
        """``mu - 3 sigma``: a skill the person is very likely above, so a new
        player (large sigma) starts low and rises by playing; the leaderboard's
        order."""
        return self.mu - 3 * self.sigma


@dataclass(frozen=True, slots=True)
class Played:
    """A person's part in one finished match (server/personal.py): their numbers
    tallied from its record, and their rating after it (``mu`` and ``sigma`` None
    when the match was not rated)."""

    table_id: str
    player: int
    """The player index in the match's record (docs/records.md)."""
    identity_id: str
    system: str
    finished_at: datetime
    won: bool
    hands: int
    """Hands the person played (drawn ones included; three-player: not sitting out)."""
    hands_won: int
    gins: int
    """Hands won by gin or big gin."""
    undercuts: int
    """Hands won by undercutting the other's knock."""
    knocks: int
    """The person's knocks that were not gin."""
    knock_deadwood: int
    """Their deadwood at those knocks, summed."""
    mu: float | None
    sigma: float | None

    @property
    def ordinal(self) -> float | None:
        """The rating after the match as the leaderboard orders it (mu - 3 sigma)."""
        return None if self.mu is None or self.sigma is None else self.mu - 3 * self.sigma


@dataclass(frozen=True, slots=True)
class Standing:
    """A leaderboard line: the person's name beside the rating."""

    name: str
    rating: Rating


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """A table's timers as last saved, and when."""

    table_id: str
    checkpoint: Json
    at: datetime


def _checked(pattern: re.Pattern[str], value: object, what: str, rule: str) -> str:
    if not isinstance(value, str) or pattern.fullmatch(value) is None:
        raise StoreError(f"{what} must be {rule}, not {excerpt(value)}")
    return value


def check_table_id(value: object) -> str:
    return _checked(_ID, value, "a table id", "1 to 64 letters, digits, '-' or '_'")


def check_code(value: object) -> str:
    return _checked(_CODE, value, "a join code", "1 to 32 letters, digits, '-' or '_'")


def check_status(value: object) -> str:
    return _checked(_STATUS, value, "a table status", "1 to 16 lowercase letters or '_'")


def check_system(value: object) -> str:
    return _checked(_SYSTEM, value, "a rating system",
                    "1 to 32 lowercase letters, digits, spaces, '+', '-' or '_'")


def check_identity_id(value: object) -> str:
    return _checked(_IDENTITY, value, "an identity id", "1 to 32 letters, digits, '-' or '_'")


def check_process_id(value: object) -> str:
    return _checked(_PROCESS, value, "a process id",
                    "1 to 64 letters, digits, '.', ':', '-' or '_'")


def check_version(value: object) -> int:
    """A table version: a whole number, 0 or more (``True`` is not one)."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise StoreError(f"a table version is a whole number from 0, not {excerpt(value)}")
    return value


def check_entry(value: object) -> Json:
    """A log entry: a JSON object with a string ``type`` (docs/server.md)."""
    if not isinstance(value, dict) or not isinstance(value.get("type"), str):
        raise StoreError(f"a log entry is an object with a 'type', not {excerpt(value)}")
    return value


def name_key(name: str) -> str:
    """The form of a (checked) name that two names share if they may be mistaken
    for each other: NFKC (fullwidth ``Ａ`` is ``A``), case-folded, runs of spaces
    as one.

    >>> name_key("Ann  LEE") == name_key("ann lee") == name_key("ＡＮＮ Lee")
    True
    """
    folded = unicodedata.normalize("NFKC", check_name(name)).casefold()
    return unicodedata.normalize("NFKC", " ".join(folded.split()))
