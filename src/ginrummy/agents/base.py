"""The agent protocol: what a computer player is given and must return.

An agent is asked for an action only when its seat is to act, and is given only
its seat's :class:`~ginrummy.view.SeatView`.  Everything an agent may know of the
hand is in the view: its own cards, the discard pile, the public events (the
opponent's draws from the pile, its discards and passes) and, at the end, the
cards the rules lay on the table.

Only ``act`` is required (docs/bots.md): :func:`as_agent` gives any object with
``act`` the whole protocol, so that whoever drives agents (the runner, the
plain game, the full-screen game's session) calls the optional methods without
asking which ones an object has.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from ginrummy.actions import Action
from ginrummy.driver import ADVISED_PHASES
from ginrummy.view import SeatView

__all__ = [
    "OPTIONAL",
    "Agent",
    "AgentFailure",
    "OverBudget",
    "advice_of",
    "agent_seed",
    "as_agent",
    "captain_decides",
    "implemented",
    "not_an_action",
]

#: The protocol's optional methods: an agent without one behaves as :class:`Agent`'s.
OPTIONAL = ("begin_hand", "end_hand", "advise", "act_advised")


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


class AgentFailure(Exception):
    """An agent failed in a way its own exception cannot say: a plugin agent whose
    process died, overran, broke the protocol, or raised in its own process.  The
    message is the whole reason a forfeit records (the runner adds no type name
    to it)."""


class OverBudget(AgentFailure):
    """A decision that took longer than the match's time budget and was stopped
    (a plugin's process is killed): the runner records today's reason,
    ``time budget exceeded: X > Y``, with ``elapsed`` as X."""

    def __init__(self, elapsed: float, budget: float) -> None:
        super().__init__(f"{elapsed:.6f} s > {budget:.6f} s")
        self.elapsed = elapsed
        self.budget = budget


def not_an_action(value: object, method: str = "act") -> str:
    """The forfeit reason when ``method`` (``act``, ``act_advised``) returns
    ``value``, which is not an Action; for ``advise``, what follows ``advise:``
    in the reason (advice may also be None)."""
    text = repr(value)
    if len(text) > 60:
        text = text[:57] + "..."
    if method == "advise":
        return f"returned {text}, neither an Action nor None"
    return f"illegal action: {method}() returned {text}, not an Action"


def advice_of(advisor: Agent, view: SeatView) -> Action | None:
    """The advice of a computer sitting out (R11.3) on the captain's decision whose view
    this is: asked on the decisions of the play (the upcard offer, draws and discards,
    :data:`~ginrummy.driver.ADVISED_PHASES`), never on the knocker's arrangement or
    the lay-offs, which are the captain's own.  :class:`AgentFailure` when the
    advisor answers something that is neither an action nor None (what it raises
    goes through).  The runner and the table both ask through here."""
    if view.phase not in ADVISED_PHASES:
        return None
    advice = advisor.advise(view)
    if advice is not None and not isinstance(advice, Action):
        raise AgentFailure(not_an_action(advice, "advise"))
    return advice


def captain_decides(agent: Agent, view: SeatView, advice: Action | None) -> Action:
    """The decision of ``agent`` on ``view``; as captain with advice (R11.3: the captain
    decides), through ``act_advised``, otherwise ``act``.  What it returns is not
    checked here: the caller checks it as its own rules say (the runner forfeits
    the match, the table puts the stand-in in a failed plugin's seat)."""
    if advice is None:
        return agent.act(view)
    return agent.act_advised(view, advice)


def as_agent(obj: object) -> Agent:
    """``obj`` with the whole agent protocol: an :class:`Agent` as it is, any other
    object with ``act(view)`` wrapped so that its missing hooks do nothing,
    ``advise`` gives no advice and ``act_advised`` is ``act`` (R11.3: the captain
    decides).  Raises TypeError for an object without ``act``."""
    if isinstance(obj, Agent):
        return obj
    return _Adapted(obj)


def implemented(agent: Agent) -> frozenset[str]:
    """The optional methods ``agent`` has of its own (not :class:`Agent`'s defaults,
    which do nothing, advise nothing and act alone): the others need not be
    called at all."""
    if isinstance(agent, _Adapted):
        return agent.implemented
    kind = type(agent)
    return frozenset(name for name in OPTIONAL if getattr(kind, name) is not getattr(Agent, name))


class _Adapted(Agent):
    """An object with ``act`` and any of the optional methods, as an Agent."""

    def __init__(self, inner: object) -> None:
        act = getattr(inner, "act", None)
        if not callable(act):
            raise TypeError(f"{type(inner).__name__} has no act(view) method")
        rng = getattr(inner, "rng", None)
        super().__init__(rng if isinstance(rng, random.Random) else None)
        self.inner = inner
        self.name = str(getattr(inner, "name", type(inner).__name__))
        self._act: Callable[[SeatView], Action] = act
        self._advise: Callable[[SeatView], Action | None] | None = _method(inner, "advise")
        self._act_advised: Callable[[SeatView, Action | None], Action] | None = _method(
            inner, "act_advised"
        )
        self._begin: Callable[[SeatView], object] | None = _method(inner, "begin_hand")
        self._end: Callable[[SeatView], object] | None = _method(inner, "end_hand")
        self.implemented = frozenset(name for name in OPTIONAL if _method(inner, name))

    def act(self, view: SeatView) -> Action:
        return self._act(view)

    def advise(self, view: SeatView) -> Action | None:
        return None if self._advise is None else self._advise(view)

    def act_advised(self, view: SeatView, advice: Action | None) -> Action:
        if self._act_advised is None:
            return self._act(view)
        return self._act_advised(view, advice)

    def begin_hand(self, view: SeatView) -> None:
        if self._begin is not None:
            self._begin(view)

    def end_hand(self, view: SeatView) -> None:
        if self._end is not None:
            self._end(view)

    def __repr__(self) -> str:
        return f"as_agent({self.inner!r})"


def _method(obj: object, name: str) -> Callable[..., Any] | None:
    method = getattr(obj, name, None)
    return method if callable(method) else None
