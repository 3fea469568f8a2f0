"""What the table and the screens between hands read of the match they show.

Two sessions are drawn by the same screens: :class:`~ginrummy.tui.session.Session`,
the match played here against the computer, and
:class:`~ginrummy.tui.remote.RemoteSession`, a seat at a game server's table,
told what it may see by the server.  The screens are written against these
protocols, so a screen cannot use what only one of them has; each session
satisfies them as it is (structurally), and mypy checks both.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from ginrummy.actions import Action
from ginrummy.agents.expert import RankedAction
from ginrummy.match import BookedHand, GameSheet, Roles
from ginrummy.rules import Rules
from ginrummy.tui.session import Suggestion
from ginrummy.view import SeatView

__all__ = ["MatchShown", "Seating"]


class MatchShown(Protocol):
    """The match as the score line, the score sheet and the end screens show it."""

    @property
    def hand_number(self) -> int: ...

    @property
    def roles(self) -> Roles | None: ...

    @property
    def is_over(self) -> bool: ...

    @property
    def winner(self) -> int | None: ...

    @property
    def seed(self) -> int | None: ...

    @property
    def booked(self) -> Sequence[BookedHand]: ...

    def sheets(self) -> list[GameSheet]: ...

    def totals(self) -> list[list[int]]: ...

    def score_json(self) -> dict[str, Any]: ...


class Seating(Protocol):
    """The person's seat at a match: what the table draws, and where its commands go."""

    @property
    def names(self) -> list[str]: ...

    @property
    def rules(self) -> Rules: ...

    @property
    def human(self) -> int: ...

    @property
    def match(self) -> MatchShown: ...

    @property
    def seats(self) -> tuple[int, int]: ...

    @property
    def human_seat(self) -> int | None: ...

    @property
    def hand_roles(self) -> Roles | None: ...

    @property
    def last(self) -> dict[int, tuple[str, int | None]]: ...

    @property
    def suggested(self) -> Suggestion | None: ...

    @property
    def finishing(self) -> bool: ...

    @property
    def end(self) -> dict[str, Any] | None: ...

    @property
    def hand_over(self) -> bool: ...

    @property
    def sitting_out(self) -> bool: ...

    @property
    def awaiting_advice(self) -> bool: ...

    @property
    def computer_to_act(self) -> bool: ...

    def role_of(self, player: int) -> str | None: ...

    def human_view(self) -> SeatView | None: ...

    def watch_view(self) -> SeatView | None: ...

    def captain_view(self) -> SeatView | None: ...

    def advice(self) -> Action | None: ...

    def hints(self, count: int = 3) -> list[RankedAction]: ...

    def deal(self) -> object: ...

    def step(self) -> bool: ...

    def play(self, action: Action) -> None: ...

    def suggest(self, advice: Action | None) -> Suggestion | None: ...

    def finish_hand(self) -> None: ...

    def undo(self) -> bool: ...
