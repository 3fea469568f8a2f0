"""Statistics of the games against the computer, in a small SQLite file.

Standard library only (``sqlite3``).  Every finished hand and every finished
match of the full-screen game is one row, keyed by the match's id and the
hand's number, so recording the same hand twice (a resumed match re-plays its
saved hands) counts it once.  :meth:`StatsStore.totals` groups them by opponent
level and system.

The schema is versioned with ``PRAGMA user_version``: ``_MIGRATIONS[i]`` takes
a file from version ``i`` to ``i + 1``, so a later version adds a step and old
files are brought up to date when opened.  A file written by a newer version
is refused with a clear :class:`StatsError` rather than misread.

Two games may share the file (two terminals): SQLite locks it while one writes,
and the other waits up to ``timeout`` seconds.  A lock held longer (another game
stuck in the middle of a write, or holding the file open) is a
:class:`StatsLockedError`, "locked by another game", not an unreadable file:
the full-screen game keeps the hand and counts it once the file is free.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import closing, contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ginrummy.agents.levels import LEVELS
from ginrummy.errors import GinRummyError

__all__ = [
    "BUSY_TIMEOUT",
    "FILE_NAME",
    "SCHEMA_VERSION",
    "HandRow",
    "MatchRow",
    "StatsError",
    "StatsLockedError",
    "StatsStore",
    "Totals",
    "totals_json",
    "totals_table",
]

#: The statistics file's name in the data folder.
FILE_NAME = "stats.sqlite3"
#: The schema version this code writes (``PRAGMA user_version``).
SCHEMA_VERSION = 1
#: The person's player index; the others are the computer.
PERSON = 0

_MIGRATIONS: tuple[str, ...] = (
    # 0 -> 1: the first schema.
    """
    CREATE TABLE IF NOT EXISTS hands (
        match_id TEXT NOT NULL,
        number INTEGER NOT NULL,
        system TEXT NOT NULL,
        level TEXT NOT NULL,
        played INTEGER NOT NULL,
        outcome TEXT NOT NULL,
        winner INTEGER,
        knocker INTEGER,
        knock_deadwood INTEGER,
        points INTEGER NOT NULL,
        PRIMARY KEY (match_id, number)
    );
    CREATE TABLE IF NOT EXISTS matches (
        match_id TEXT PRIMARY KEY,
        system TEXT NOT NULL,
        level TEXT NOT NULL,
        winner INTEGER,
        hands INTEGER NOT NULL
    );
    """,
)
assert len(_MIGRATIONS) == SCHEMA_VERSION


class StatsError(GinRummyError):
    """The statistics file cannot be read or written; the message says why."""


class StatsLockedError(StatsError):
    """Another game holds the statistics file locked: try again later, nothing is wrong
    with the file."""


#: Seconds to wait for another game's lock before giving up (a write takes milliseconds).
BUSY_TIMEOUT = 5.0
#: SQLite's answers when another connection holds the lock (SQLITE_BUSY, SQLITE_LOCKED).
_LOCKED_CODES = frozenset({sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED})


@dataclass(frozen=True, slots=True)
class HandRow:
    """One finished hand of a match against the computer."""

    match_id: str
    number: int
    system: str
    """The rule preset's name."""
    level: str
    """The computer's level."""
    played: bool
    """Whether the person was at the table (three-player: not sitting out)."""
    outcome: str
    """As in records: ``knock``, ``gin``, ``big_gin``, ``undercut`` or ``draw``."""
    winner: int | None
    """The player who scored (0 is the person), None for a drawn hand."""
    knocker: int | None
    knock_deadwood: int | None
    """The knocker's deadwood, None for a drawn hand."""
    points: int

    @classmethod
    def from_end(
        cls, match_id: str, number: int, system: str, level: str, played: bool,
        end: Mapping[str, Any],
    ) -> HandRow:
        """The row of a hand from its record ``end`` entry (docs/records.md)."""
        drawn = end["outcome"] == "draw"
        return cls(
            match_id, number, system, level, played, str(end["outcome"]),
            end.get("winner"), None if drawn else end["knocker"],
            None if drawn else end["knocker_deadwood"], int(end["points"]),
        )


@dataclass(frozen=True, slots=True)
class MatchRow:
    """One finished match against the computer."""

    match_id: str
    system: str
    level: str
    winner: int | None
    hands: int


@dataclass(frozen=True, slots=True)
class Totals:
    """The person's totals against one level in one system (or overall: ``all``)."""

    level: str
    system: str
    matches: int
    """Matches finished."""
    matches_won: int
    hands: int
    """Hands the person played (drawn ones included)."""
    hands_won: int
    gins: int
    """Hands the person won by gin or big gin."""
    undercuts: int
    """Hands the person won by undercutting the computer's knock."""
    knocks: int
    """The person's knocks that were not gin."""
    knock_deadwood: int
    """Their deadwood, summed."""

    @property
    def average_knock_deadwood(self) -> float | None:
        """The mean deadwood of the person's knocks (gin not counted), or None."""
        return self.knock_deadwood / self.knocks if self.knocks else None


class StatsStore:
    """The statistics file at ``path``; each call opens and closes it, waiting up to
    ``timeout`` seconds for another game's lock."""

    def __init__(self, path: Path, timeout: float | None = None) -> None:
        self.path = path
        self.timeout = BUSY_TIMEOUT if timeout is None else timeout

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        """A connection to an up-to-date file (created if missing), in one transaction."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with closing(sqlite3.connect(self.path, timeout=self.timeout)) as db, db:
                self._migrate(db)
                yield db
        except sqlite3.OperationalError as exc:
            if getattr(exc, "sqlite_errorcode", None) in _LOCKED_CODES \
                    or "locked" in str(exc):
                raise StatsLockedError(
                    f"{self.path} is locked by another game (still so after"
                    f" {self.timeout:g} s)") from None
            raise StatsError(f"{self.path} is not a readable statistics file ({exc})") from None
        except sqlite3.DatabaseError as exc:
            raise StatsError(f"{self.path} is not a readable statistics file ({exc})") from None
        except OSError as exc:
            raise StatsError(f"cannot open {self.path}: {exc.strerror or exc}") from None

    def _migrate(self, db: sqlite3.Connection) -> None:
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        if version > SCHEMA_VERSION:
            raise StatsError(
                f"{self.path} was written by a newer version of ginrummy (statistics format"
                f" {version}; this version reads format {SCHEMA_VERSION} and older):"
                " upgrade ginrummy, or move the file aside to start new statistics"
            )
        for step in range(version, SCHEMA_VERSION):
            for statement in _MIGRATIONS[step].split(";"):
                if statement.strip():
                    db.execute(statement)
            # PRAGMA takes no parameters; the value is our own integer.
            db.execute(f"PRAGMA user_version = {step + 1}")

    def record_hand(self, row: HandRow) -> None:
        """Count a finished hand (once: the same match and number again is ignored)."""
        self.record([row])

    def record_match(self, row: MatchRow) -> None:
        """Count a finished match (once)."""
        self.record([row])

    def record(self, rows: Sequence[HandRow | MatchRow]) -> None:
        """Count finished hands and matches, all in one transaction (each once): the
        hands a game kept while another game held the file locked, and the new one."""
        with self._connect() as db:
            for row in rows:
                if isinstance(row, HandRow):
                    db.execute(
                        "INSERT OR IGNORE INTO hands VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (row.match_id, row.number, row.system, row.level, int(row.played),
                         row.outcome, row.winner, row.knocker, row.knock_deadwood,
                         row.points),
                    )
                else:
                    db.execute(
                        "INSERT OR IGNORE INTO matches VALUES (?, ?, ?, ?, ?)",
                        (row.match_id, row.system, row.level, row.winner, row.hands),
                    )

    def totals(self) -> list[Totals]:
        """The person's totals by opponent level (easiest first) and system;
        none when there is no file yet (reading creates nothing)."""
        if not self.path.exists():
            return []
        with self._connect() as db:
            matches = {
                (level, system): (count, won)
                for level, system, count, won in db.execute(
                    "SELECT level, system, COUNT(*), COALESCE(SUM(winner = ?), 0)"
                    " FROM matches GROUP BY level, system", (PERSON,))
            }
            hands = {
                (level, system): tuple(int(v or 0) for v in values)
                for level, system, *values in db.execute(
                    "SELECT level, system, SUM(played), SUM(winner = :p),"
                    " SUM(winner = :p AND outcome IN ('gin', 'big_gin')),"
                    " SUM(winner = :p AND outcome = 'undercut'),"
                    " SUM(knocker = :p AND outcome IN ('knock', 'undercut')),"
                    " SUM(CASE WHEN knocker = :p AND outcome IN ('knock', 'undercut')"
                    "     THEN knock_deadwood ELSE 0 END)"
                    " FROM hands GROUP BY level, system", {"p": PERSON})
            }
        out = []
        def order(key: tuple[str, str]) -> tuple[int, str, str]:
            level, system = key
            return (LEVELS.index(level) if level in LEVELS else len(LEVELS), level, system)

        for key in sorted(matches.keys() | hands.keys(), key=order):
            count, won = matches.get(key, (0, 0))
            played, h_won, gins, undercuts, knocks, dw = hands.get(key, (0, 0, 0, 0, 0, 0))
            out.append(Totals(key[0], key[1], count, won, played, h_won, gins, undercuts,
                              knocks, dw))
        return out


def overall(rows: list[Totals]) -> Totals:
    """Every row added up (level and system ``all``)."""
    sums = [sum(getattr(r, f) for r in rows) for f in (
        "matches", "matches_won", "hands", "hands_won", "gins", "undercuts", "knocks",
        "knock_deadwood")]
    return Totals("all", "all", *sums)


def totals_table(rows: list[Totals]) -> str:
    """The totals as a plain text table of at most 78 columns, with an overall row."""
    if not rows:
        return "No hands against the computer yet."
    head = (f"{'Level':<8}{'System':<19}{'Matches':>9}{'Hands':>10}{'Gins':>6}"
            f"{'Undercuts':>11}{'Avg knock':>11}")
    sub = f"{'':<8}{'':<19}{'won/all':>9}{'won/all':>10}{'':>6}{'':>11}{'deadwood':>11}"
    lines = [head, sub]
    shown = [*rows, overall(rows)] if len(rows) > 1 else rows
    for r in shown:
        avg = r.average_knock_deadwood
        lines.append(
            f"{r.level:<8}{r.system:<19}{f'{r.matches_won}/{r.matches}':>9}"
            f"{f'{r.hands_won}/{r.hands}':>10}{r.gins:>6}{r.undercuts:>11}"
            f"{'-' if avg is None else f'{avg:.1f}':>11}"
        )
    return "\n".join(lines)


def totals_json(rows: list[Totals]) -> list[dict[str, Any]]:
    """The totals as JSON objects (the average knock deadwood included, or null)."""
    return [{**asdict(r), "average_knock_deadwood": r.average_knock_deadwood} for r in rows]
