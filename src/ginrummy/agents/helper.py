"""Help for a person at the table: the expert's hints, and its advice to a person
who is captain in three-player Gin (R11.3).

The helper is not a player: its choices change no play.  It has its own random
source, seeded from the match seed like a player's (as player 99), so a seeded
match gives the same hints and advice every time, and a saved game keeps its
state.
"""

from __future__ import annotations

import random

from ginrummy.actions import Action
from ginrummy.agents.base import agent_seed
from ginrummy.agents.expert import ExpertAgent, RankedAction
from ginrummy.agents.levels import HARD
from ginrummy.view import SeatView

__all__ = ["HELPER_PLAYER", "Helper"]

#: The player index the helper's random source is derived from.
HELPER_PLAYER = 99


class Helper:
    """The ``hard`` level's expert, ranking a person's choices with its reasons."""

    def __init__(self, match_seed: int) -> None:
        self._expert = ExpertAgent(random.Random(agent_seed(match_seed, HELPER_PLAYER)), HARD)
        self._advised: tuple[SeatView | None, Action | None] = (None, None)

    @property
    def rng(self) -> random.Random:
        """The helper's random source (a saved game saves and restores it)."""
        return self._expert.rng

    def hints(self, view: SeatView, count: int = 3) -> list[RankedAction]:
        """The ``count`` best actions for the seat of ``view``, best first, with
        reasons; none when it is not that seat's decision."""
        if not view.is_my_turn:
            return []
        return self._expert.rank(view)[:count]

    def advice(self, view: SeatView) -> Action | None:
        """What the helper suggests to a person who is captain (R11.3), worked out once
        per decision: asking again about an equal view gives the same answer
        without drawing on the random source again."""
        if not view.is_my_turn:
            return None
        if self._advised[0] != view:
            self._advised = (view, self._expert.advise(view))
        return self._advised[1]
