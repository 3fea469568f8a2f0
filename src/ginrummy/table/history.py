"""The hands a table has played, one line each: what a score sheet shows.

A client draws the hand-by-hand score sheet (and says how the last hand ended)
from these lines, which the snapshot's ``table.hands`` holds; it works out
nothing from the events.  A line holds no card: who knocked with how much
deadwood, how many cards the defender laid off, who scored what and in which
games (Hollywood, R10.2), and every game's running score after it.  All of it
was told to everyone at the hand's end, so every viewer gets the same lines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ginrummy.table.events import HandLine

if TYPE_CHECKING:
    from ginrummy.driver import Step
    from ginrummy.match import Match

__all__ = ["HandLine", "hand_line"]

# HandLine is the protocol's model (protocol/tables.py), generated into table/events.py.


def hand_line(step: Step, seats: tuple[int, int], match: Match) -> HandLine:
    """The line of the hand ``step`` just ended and booked (``match`` as booked)."""
    booked = step.booked
    assert booked is not None, "a hand's line is written when its end is booked"
    result = booked.result
    state = step.after
    score = result.score
    showing = state.showing

    def at(hand_seat: int | None) -> int | None:
        return None if hand_seat is None else seats[hand_seat]

    return {
        "hand": booked.number,
        "seats": list(seats),
        "outcome": result.outcome,
        "winner": booked.winner_player,
        "points": result.points,
        "knocker": at(result.knocker),
        "knocker_deadwood": result.knocker_deadwood,
        "defender_deadwood": result.defender_deadwood,
        "layoffs": 0 if showing is None else len(showing.layoffs),
        "multiplier": 1 if score is None else score.multiplier,
        "games": list(booked.games),
        "scores": [list(sheet.scores) for sheet in match.sheets()],
    }
