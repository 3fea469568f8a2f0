"""A finished match as the store keeps it: its record, and whom to rate how.

What is rated (:mod:`ginrummy.server.ratings`, docs/server.md "Ratings"): a match
between people every decision of which the people made themselves.  The table
keeps that from its log (:attr:`~ginrummy.table.ledger.Ledger.rated`: each
``acted`` entry at a person's seat says ``by: "person"``, and the table was not
made for the computer to take over), so a match the computer played any part of
for a person (away, out of time, or in a seat a person left) changes nobody's
rating.  The computers' own seats are placed (a person who lost to the computer
but beat the other person is placed between them) and are not rated.  A forfeit
is rated as one: the person who forfeited is placed last.
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
    placings = None
    if table.ledger.rated:
        scores = [(seat.identity if seat.kind == PERSON else None, float(total))
                  for seat, total in zip(table.seats, final_scores(table), strict=True)]
        placings = placings_by_score(scores)
    return MatchResult(driver.record, table.settings.system, placings, people_of(table))


def final_scores(table: Table) -> list[int]:
    """Each player's score for ranking: the winner first, the one who forfeited last,
    then by total (every game's total with its bonuses, summed over Hollywood's
    three)."""
    driver = table.driver
    assert driver is not None
    totals = [sum(row[p] for row in driver.match.totals()) for p in range(table.players)]
    winner = driver.winner
    lowest = min(totals)
    if winner is not None:
        totals[winner] = max(totals) + 1
    if driver.forfeit is not None:
        totals[driver.forfeit["player"]] = lowest - 1
    return totals
