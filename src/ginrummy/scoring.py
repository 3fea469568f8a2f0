"""Scoring one hand (RULES R8, R9.3) and the Oklahoma knock limit (R9.1, R9.2).

>>> from ginrummy.rules import preset
>>> score_knock(preset("standard"), knocker_deadwood=6, defender_deadwood=5, gin=False)
HandScore(outcome='undercut', knocker_wins=False, points=11, difference=1, bonus=10, multiplier=1)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ginrummy.cards import card_rank, card_suit
from ginrummy.rules import Rules

__all__ = ["HandScore", "Outcome", "knock_limit_for", "score_knock", "score_multiplier"]

Outcome = Literal["gin", "big_gin", "knock", "undercut", "draw"]


def knock_limit_for(rules: Rules, upcard: int) -> int:
    """The knock limit of a hand whose first upcard is ``upcard`` (R5.1, R9.1, R9.2)."""
    if not rules.knock_limit_from_upcard:
        return rules.knock_limit
    rank = card_rank(upcard)
    if rank == 0 and rules.oklahoma_ace_requires_gin:
        return 0
    return min(rank + 1, 10)


@dataclass(frozen=True, slots=True)
class HandScore:
    """The score of a knocked hand, itemised for display.

    ``points == (difference + bonus) * multiplier`` and go to the knocker when
    ``knocker_wins``, otherwise to the defender (R8.5: exactly one side scores).
    """

    outcome: Outcome
    knocker_wins: bool
    points: int
    difference: int
    bonus: int
    multiplier: int


def score_multiplier(rules: Rules, upcard: int | None) -> int:
    """R9.3: 2 when Oklahoma's spade double is on and the hand's upcard is a spade, else 1."""
    if (
        rules.knock_limit_from_upcard
        and rules.oklahoma_spades_double
        and upcard is not None
        and card_suit(upcard) == 0
    ):
        return 2
    return 1


def score_knock(
    rules: Rules,
    *,
    knocker_deadwood: int,
    defender_deadwood: int,
    gin: bool,
    big_gin: bool = False,
    upcard: int | None = None,
) -> HandScore:
    """Score a hand that ended with a knock (R8.1-R8.4, R5.5, R9.3)."""
    multiplier = score_multiplier(rules, upcard)
    if big_gin:
        diff = defender_deadwood
        return HandScore(
            "big_gin", True, (diff + rules.big_gin_bonus) * multiplier, diff,
            rules.big_gin_bonus, multiplier,
        )
    if gin:
        diff = defender_deadwood
        return HandScore(
            "gin", True, (diff + rules.gin_bonus) * multiplier, diff, rules.gin_bonus, multiplier
        )
    if knocker_deadwood < defender_deadwood:
        diff = defender_deadwood - knocker_deadwood
        return HandScore("knock", True, diff * multiplier, diff, 0, multiplier)
    # R8.4: a tie is an undercut too.
    diff = knocker_deadwood - defender_deadwood
    return HandScore(
        "undercut", False, (diff + rules.undercut_bonus) * multiplier, diff,
        rules.undercut_bonus, multiplier,
    )
