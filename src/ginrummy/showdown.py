"""A knock showdown settled exactly: both hands laid down, lay-offs, score (R5-R8).

>>> from ginrummy.cards import parse_hand
>>> from ginrummy.rules import preset
>>> r = showdown(parse_hand("2s 3s 4s 7h 7d 7c Jh Qh Kh 6d"),
...              parse_hand("6h 6c 6s 8c 9c Tc Ad 2d 3d 5h"), preset("standard"))
>>> r.score.outcome, r.score.points
('undercut', 11)
"""

from __future__ import annotations

from dataclasses import dataclass

from ginrummy.errors import GinRummyError
from ginrummy.melds import Arrangement, Showing, arrangements_within, best_layoffs, deadwood
from ginrummy.rules import Rules
from ginrummy.scoring import HandScore, score_knock

__all__ = ["KnockError", "ShowdownResult", "knocker_arrangements", "showdown"]


class KnockError(GinRummyError, ValueError):
    """A knock the rules do not allow (deadwood over the knock limit)."""


@dataclass(frozen=True, slots=True)
class ShowdownResult:
    """Both sides of a knock and its score."""

    knocker: Arrangement
    defender: Showing
    score: HandScore


def knocker_arrangements(knocker_mask: int, knock_limit: int) -> list[Arrangement]:
    """The knocker's least-deadwood arrangements (R5.3's default choice)."""
    least = deadwood(knocker_mask)
    if least > knock_limit:
        raise KnockError(
            f"cannot knock: least deadwood is {least}, over the knock limit of {knock_limit} (R5.1)"
        )
    return [a for a in arrangements_within(knocker_mask, least) if a.deadwood == least]


def showdown(
    knocker_mask: int,
    defender_mask: int,
    rules: Rules,
    knock_limit: int | None = None,
    upcard: int | None = None,
) -> ShowdownResult:
    """Settle a knock: the knocker's 10 cards after its discard against the defender's 10.

    The knocker lays down a least-deadwood arrangement (R5.3); when several
    exist, the one that leaves the defender the most deadwood after its best
    melds and lay-offs, as a knocker would choose.  The defender then lays down
    its best melds and lay-offs (R6.4).
    """
    if knocker_mask & defender_mask:
        raise ValueError("the two hands share a card")
    limit = rules.knock_limit if knock_limit is None else knock_limit
    best: tuple[Arrangement, Showing] | None = None
    for arr in knocker_arrangements(knocker_mask, limit):
        show = best_layoffs(defender_mask, arr.melds, gin=arr.deadwood == 0)
        if best is None or show.deadwood > best[1].deadwood:
            best = (arr, show)
    assert best is not None
    arr, show = best
    score = score_knock(
        rules,
        knocker_deadwood=arr.deadwood,
        defender_deadwood=show.deadwood,
        gin=arr.deadwood == 0,
        upcard=upcard,
    )
    return ShowdownResult(arr, show, score)
