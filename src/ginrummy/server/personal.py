"""A person's statistics: each finished match tallied from its record as it ends,
and the tallies summed by system (``GET /api/people/me/stats``).

Why tallied once, at the end: a person's statistics would otherwise re-read the
record of every match they ever played (tens of kilobytes each).  The store keeps
one small row per person and finished match (``played``, written with the record
in its transaction) with their numbers and their rating after it, which is also
the rating's history.  A revision of the store (``v0005_played``) tallied the
matches finished before it from their records.

The numbers are those of the terminal game's statistics (``ginrummy.stats``):

- a match is **won** when the record's result names the person the winner (a
  drawn match is no win);
- **hands**: hands the person played, drawn ones included (three-player: the
  hands they were not sitting out, R11.3); a forfeit ends a match, not a hand;
- **gins**: hands won by gin or big gin (R5.4, R5.5); **undercuts**: hands won
  by undercutting the other's knock (R8.4);
- **knocks**: the person's knocks that were not gin (R5.1), with their deadwood
  at each (R8.1, K) summed, so a mean is ``knock_deadwood / knocks``;
- the **streak**: matches won in a row up to the latest, and the longest such run,
  in the order the matches ended.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from ginrummy.server.rows import Json, Played, Rating
from ginrummy.table import COMPUTER, PERSON, Table

__all__ = ["SystemStats", "Tally", "by_system", "people_of", "played_rows", "tally"]

#: A hand won by one of these went gin (R5.4, R5.5).
_GIN = frozenset({"gin", "big_gin"})
#: A hand that ended in one of these was a knock that was not gin (R8.3, R8.4).
_KNOCK = frozenset({"knock", "undercut"})


@dataclass(frozen=True, slots=True)
class Tally:
    """One person's numbers in one finished match (the module's docstring says
    what each counts)."""

    won: bool
    hands: int
    hands_won: int
    gins: int
    undercuts: int
    knocks: int
    knock_deadwood: int


def tally(record: Mapping[str, Any], player: int) -> Tally:
    """``player``'s numbers in the finished match of ``record`` (docs/records.md).

    >>> record = {"result": {"winner": 0}, "hands": [
    ...     {"seats": [0, 1], "end": {"outcome": "knock", "winner": 0, "knocker": 0,
    ...                               "knocker_deadwood": 6}},
    ...     {"seats": [0, 1], "end": {"outcome": "undercut", "winner": 1, "knocker": 0,
    ...                               "knocker_deadwood": 9}},
    ...     {"seats": [0, 1], "end": {"outcome": "draw", "winner": None}},
    ...     {"seats": [0, 1], "end": {"outcome": "gin", "winner": 0, "knocker": 0,
    ...                               "knocker_deadwood": 0}}]}
    >>> tally(record, 0)
    Tally(won=True, hands=4, hands_won=2, gins=1, undercuts=0, knocks=2, knock_deadwood=15)
    >>> tally(record, 1)
    Tally(won=False, hands=4, hands_won=1, gins=0, undercuts=1, knocks=0, knock_deadwood=0)
    """
    result = record.get("result") or {}
    hands = hands_won = gins = undercuts = knocks = knock_deadwood = 0
    for hand in record.get("hands", []):
        end = hand.get("end") or {}
        outcome = end.get("outcome")
        if outcome == "forfeit" or player not in hand.get("seats", []):
            continue
        hands += 1
        if end.get("winner") == player:
            hands_won += 1
            gins += outcome in _GIN
            undercuts += outcome == "undercut"
        if outcome in _KNOCK and end.get("knocker") == player:
            knocks += 1
            knock_deadwood += int(end.get("knocker_deadwood") or 0)
    return Tally(won=result.get("winner") == player, hands=hands, hands_won=hands_won,
                 gins=gins, undercuts=undercuts, knocks=knocks,
                 knock_deadwood=knock_deadwood)


def people_of(table: Table) -> dict[int, str]:
    """The person of each seat at the match's end, by player index (the record's):
    the one seated there, or the one who left the seat to the computer (their match
    went on without them; it is still theirs)."""
    people: dict[int, str] = {}
    for index, seat in enumerate(table.seats):
        if seat.kind == PERSON and seat.identity is not None:
            people[index] = seat.identity
        elif seat.kind == COMPUTER and seat.left_by is not None:
            people[index] = seat.left_by
    return people


def played_rows(table_id: str, system: str, record: Json, people: Mapping[int, str],
                rated: Mapping[str, Rating], finished_at: datetime) -> list[Played]:
    """The ``played`` rows of a finished match: one per person, with their rating
    after it when the match was rated (``rated``: :func:`ratings.rate`'s answer)."""
    rows = []
    for player, identity in sorted(people.items()):
        counted = tally(record, player)
        rating = rated.get(identity)
        rows.append(Played(
            table_id=table_id, player=player, identity_id=identity, system=system,
            finished_at=finished_at, won=counted.won, hands=counted.hands,
            hands_won=counted.hands_won, gins=counted.gins, undercuts=counted.undercuts,
            knocks=counted.knocks, knock_deadwood=counted.knock_deadwood,
            mu=None if rating is None else rating.mu,
            sigma=None if rating is None else rating.sigma))
    return rows


@dataclass(frozen=True, slots=True)
class SystemStats:
    """A person's numbers in one system, summed over their finished matches."""

    system: str
    matches: int
    wins: int
    hands: int
    hands_won: int
    gins: int
    undercuts: int
    knocks: int
    knock_deadwood: int
    streak: int
    """Matches won in a row up to the latest (0 when the latest was not won)."""
    longest_streak: int
    rating: Rating | None
    """The rating now, None when no match in this system was rated."""
    history: tuple[Played, ...]
    """The rated matches, oldest first, each with the rating after it."""

    @property
    def win_rate(self) -> float:
        return self.wins / self.matches if self.matches else 0.0

    @property
    def mean_knock_deadwood(self) -> float | None:
        return self.knock_deadwood / self.knocks if self.knocks else None


def by_system(played: Sequence[Played], ratings: Mapping[str, Rating]) -> list[SystemStats]:
    """The numbers of ``played`` (one person's rows, in the order the matches ended)
    summed per system, systems in the order first played; ``ratings``: the person's
    ratings now, by system.

    >>> from datetime import UTC
    >>> at = datetime(2026, 1, 1, tzinfo=UTC)
    >>> def row(table: str, won: bool) -> Played:
    ...     return Played(table, 0, "ann", "standard", at, won, 3, 2 if won else 1,
    ...                   0, 0, 1, 5, None, None)
    >>> [(s.matches, s.wins, s.streak, s.longest_streak, s.mean_knock_deadwood)
    ...  for s in by_system([row("a", True), row("b", True), row("c", False),
    ...                      row("d", True)], {})]
    [(4, 3, 1, 2, 5.0)]
    """
    groups: dict[str, list[Played]] = {}
    for row in played:
        groups.setdefault(row.system, []).append(row)
    out = []
    for system, rows in groups.items():
        streak = longest = 0
        for row in rows:
            streak = streak + 1 if row.won else 0
            longest = max(longest, streak)
        out.append(SystemStats(
            system=system, matches=len(rows), wins=sum(r.won for r in rows),
            hands=sum(r.hands for r in rows), hands_won=sum(r.hands_won for r in rows),
            gins=sum(r.gins for r in rows), undercuts=sum(r.undercuts for r in rows),
            knocks=sum(r.knocks for r in rows),
            knock_deadwood=sum(r.knock_deadwood for r in rows),
            streak=streak, longest_streak=longest, rating=ratings.get(system),
            history=tuple(r for r in rows if r.mu is not None)))
    return out
