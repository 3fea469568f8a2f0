"""The agent protocol: what a computer player is given and must return.

An agent is asked for an action only when its seat is to act, and is given only
its seat's :class:`~ginrummy.view.SeatView`.  Everything an agent may know of the
hand is in the view: its own cards, the discard pile, the public events (the
opponent's draws from the pile, its discards and passes) and, at the end, the
cards the rules lay on the table.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from ginrummy.actions import Action
from ginrummy.view import SeatView

__all__ = ["Agent", "agent_seed"]


def agent_seed(match_seed: int, player: int) -> str:
    """The seed of a player's own random source, derived from the match seed, so that
    a match's seed replays the computer players' choices too."""
    return f"{match_seed}:agent:{player}"


class Agent(ABC):
    """Base class of computer players.

    Subclasses implement :meth:`act`.  ``rng`` is the agent's own source of
    randomness: seeded by the runner so that matches replay exactly.
    """

    name: str = "agent"

    def __init__(self, rng: random.Random | None = None) -> None:
        self.rng = rng if rng is not None else random.Random()

    @abstractmethod
    def act(self, view: SeatView) -> Action:
        """Choose a legal action for the seat whose view this is."""

    def advise(self, view: SeatView) -> Action | None:
        """Three-player Gin (R11.3): suggest a move for the captain, whose view this is.

        Called on the agent of the player sitting out; None means no advice.
        """
        return None

    def act_advised(self, view: SeatView, advice: Action | None) -> Action:
        """Choose an action as captain, given the sitting-out player's advice.

        The captain decides (R11.3); by default the advice is ignored.
        """
        return self.act(view)

    def begin_hand(self, view: SeatView) -> None:  # noqa: B027 - optional hook
        """Called once at the start of each hand with the seat's first view."""

    def end_hand(self, view: SeatView) -> None:  # noqa: B027 - optional hook
        """Called once when a hand is over, with the seat's final view (both hands shown)."""
