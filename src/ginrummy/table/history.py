"""The hands a table has played, one line each: what a score sheet shows.

A client draws the hand-by-hand score sheet (and says how the last hand ended)
from these lines, which the snapshot's ``table.hands`` holds; it works out
nothing from the events.  A line holds no card: who knocked with how much
deadwood, how many cards the defender laid off, who scored what and in which
games (Hollywood, R10.2), and every game's running score after it.  All of it
was told to everyone at the hand's end, so every viewer gets the same lines.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypedDict

if TYPE_CHECKING:
    from ginrummy.driver import Step
    from ginrummy.match import Match

__all__ = ["HandLine", "hand_line"]


class HandLine(TypedDict):
    """One hand played, by table seat (docs/protocol.md, "snapshot": ``table.hands``)."""

    hand: int
    seats: list[int]
    """The table seats at hand seats 0 and 1 (three players: the box, the captain)."""
    outcome: str
    """``knock``, ``gin``, ``big_gin``, ``undercut`` or ``draw`` (R7, R8)."""
    winner: int | None
    """The table seat that scored; None for a drawn hand (R8.5)."""
    points: int
    knocker: int | None
    knocker_deadwood: int | None
    defender_deadwood: int | None
    """After lay-offs (R8.1's D)."""
    layoffs: int
    """How many cards the defender laid off (R6.2)."""
    multiplier: int
    """2 when Oklahoma's spade upcard doubled the hand (R9.3), else 1."""
    games: list[int]
    """The games (0-based) the points went into: Hollywood's (R10.2), else [0] or []."""
    scores: list[list[int]]
    """Each game's score by table seat after this hand."""


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
