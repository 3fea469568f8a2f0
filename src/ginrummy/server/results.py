"""A finished match as the store keeps it: its record, and whom to rate how.

What is rated (:mod:`ginrummy.server.ratings`): a match between people; the
computers' seats are placed too (a person who lost to the computer but beat the
other person is placed between them) and are not rated.
"""

from __future__ import annotations

from ginrummy.server.personal import people_of
from ginrummy.server.ratings import placings_by_score
from ginrummy.server.tablestore import MatchResult
from ginrummy.table import PERSON, Table

__all__ = ["final_scores", "match_result"]


def match_result(table: Table) -> MatchResult | None:
    """The result of the table's match, None while it is not over."""
    driver = table.driver
    if driver is None or not driver.is_over:
        return None
    people = [seat.identity for seat in table.seats if seat.kind == PERSON]
    placings = None
    if len(people) >= 2:
        scores = [(seat.identity if seat.kind == PERSON else None, float(total))
                  for seat, total in zip(table.seats, final_scores(table), strict=True)]
        placings = placings_by_score(scores)
    return MatchResult(driver.record, table.settings.system, placings, people_of(table))


def final_scores(table: Table) -> list[int]:
    """Each player's score for ranking: the winner first, then by total (every game's
    total with its bonuses, summed over Hollywood's three)."""
    driver = table.driver
    assert driver is not None
    totals = [sum(row[p] for row in driver.match.totals()) for p in range(table.players)]
    winner = driver.winner
    if winner is not None:
        totals[winner] = max(totals) + 1
    return totals
