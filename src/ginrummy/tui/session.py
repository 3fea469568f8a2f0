"""The match behind the full-screen game, without any drawing.

A :class:`Session` holds the :class:`~ginrummy.match.Match`, the hand being
played and the computer players, and moves the hand on: the human's actions
are checked by the engine (``SeatView.check``) before they are applied, the
computer's come from its agent.  Nothing here decides a rule.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from ginrummy import actions as A
from ginrummy.actions import Action, Kind
from ginrummy.agents import Agent, make_agent
from ginrummy.agents.base import agent_seed, as_agent
from ginrummy.agents.expert import RankedAction
from ginrummy.agents.helper import Helper
from ginrummy.driver import ADVISED_PHASES, MatchDriver
from ginrummy.legality import default_arrangement, default_showing, knock_arrangements
from ginrummy.match import BookedHand, Roles
from ginrummy.melds import Arrangement, Showing
from ginrummy.narration import action_text
from ginrummy.record import RecordWriter, end_entry
from ginrummy.rules import Rules
from ginrummy.state import HandState, IllegalActionError, Phase
from ginrummy.view import SeatView, view

__all__ = [
    "HUMAN",
    "SYSTEMS",
    "GameSettings",
    "Session",
    "Suggestion",
    "default_computer_names",
]

#: The human's player index unless a seat is chosen (``GameSettings.seat``).
HUMAN = 0
#: The systems offered on the new game screen (rule presets).
SYSTEMS = ("standard", "oklahoma", "hollywood", "oklahoma-hollywood", "three-player")


@dataclass(frozen=True, slots=True)
class GameSettings:
    """What the new game screen asks for."""

    system: str = "standard"
    level: str = "easy"
    seed: int | None = None
    name: str = "you"
    rules: Rules | None = None
    """Rules to play (the preset of ``system`` when None)."""
    computer_names: tuple[str, ...] = ()
    """The computer players' names in seat order (:func:`default_computer_names` when empty)."""
    seat: int = HUMAN
    """The person's player index, 0-based: always 0 with two players; in three-player
    Gin the seat around the table (shown as 1-3), which is also the order the
    players draw for roles in (R11.1)."""




@dataclass(frozen=True, slots=True)
class Suggestion:
    """One of the captain's decisions while the person sits out (R11.3)."""

    advice: Action | None
    """The person's suggestion, or None: the captain was left to decide."""
    action: Action
    """What the captain did."""
    card: int | None = None
    """The top card of the discard pile when the captain decided (the card a take
    took), or None."""

    @property
    def followed(self) -> bool:
        """Whether the captain did what was suggested."""
        return self.advice is not None and self.advice == self.action


def default_computer_names(players: int) -> tuple[str, ...]:
    """``computer``, or ``computer 1`` and ``computer 2`` for three players."""
    if players == 2:
        return ("computer",)
    return tuple(f"computer {i}" for i in range(1, players))


class Session:
    """One match between the human (player ``settings.seat``) and computer players."""

    def __init__(self, settings: GameSettings) -> None:
        from ginrummy.rules import preset

        self.settings = settings
        self.rules = settings.rules or preset(settings.system)
        players = self.rules.players
        if not 0 <= settings.seat < players:
            raise ValueError(f"seat {settings.seat + 1} does not exist: {players} players"
                             f" sit at seats 1 to {players}")
        computers = list(settings.computer_names or default_computer_names(players))
        if len(computers) != players - 1:
            raise ValueError(f"{players} players need {players - 1} computer names,"
                             f" not {len(computers)}")
        self.human = settings.seat
        """The human's player index."""
        self.names = [n.strip() for n in computers]
        self.names.insert(self.human, settings.name.strip() or "you")
        self.driver = MatchDriver(self.rules, seed=settings.seed, names=self.names,
                                  agents=["human", *[settings.level] * (players - 1)])
        """The match loop (deals, applies, books and records); the session adds undo,
        hints, advice and saves."""
        self.match = self.driver.match
        # as_agent: a computer player may have act alone (hooks and advice are optional).
        self.agents: dict[int, Agent] = {
            p: as_agent(make_agent(settings.level, random.Random(agent_seed(self.match.seed, p))))
            for p in range(players) if p != self.human
        }
        self.last: dict[int, tuple[str, int | None]] = {}
        """The last action of each player in this hand: words and the card seen (or None)."""
        self.hand_roles: Roles | None = None
        """The roles of the hand being played or just finished (three-player)."""
        self.end: dict[str, Any] | None = None
        """The record ``end`` entry of the hand just finished."""
        self.helper = Helper(self.match.seed)
        """Hints and the captain's advice (not a player: its choices change no play)."""
        self._undo: list[tuple[HandState, dict[int, tuple[str, int | None]]]] = []
        """The hand before each of the human's decisions, for undo."""
        self.match_id = uuid.uuid4().hex
        """Names this match in the statistics (kept by a saved game, so that a
        resumed match's hands are counted once)."""
        self.on_booked: Callable[[Session], None] | None = None
        """Called after each hand is booked (the statistics)."""
        self.finishing = False
        """Sitting out: the person asked to let the rest of the hand play out unasked."""
        self.suggested: Suggestion | None = None
        """Sitting out: the captain's last decision of this hand the person was asked about."""

    # ------------------------------------------------------------------ the driver's

    @property
    def state(self) -> HandState | None:
        """The hand being played or just finished."""
        return self.driver.state

    @property
    def hand_start(self) -> HandState | None:
        """The current hand as dealt (its actions are the current state's history)."""
        return self.driver.hand_start

    @property
    def booked(self) -> BookedHand | None:
        """The booking of the hand just finished."""
        return self.driver.booked

    @property
    def record(self) -> RecordWriter:
        """The match's record so far (undo takes actions back out of it)."""
        assert self.driver.writer is not None
        return self.driver.writer

    # ------------------------------------------------------------------ seats

    @property
    def seats(self) -> tuple[int, int]:
        """The players at seat 0 and seat 1 of the current hand."""
        return self.driver.seats

    @property
    def human_seat(self) -> int | None:
        """The human's seat in this hand, or None when sitting out (three-player)."""
        seats = self.seats
        return seats.index(self.human) if self.human in seats else None

    def role_of(self, player: int) -> str | None:
        """``in the box``, ``captain`` or ``sits out`` (three-player), else None."""
        roles = self.match.roles
        if roles is None:
            return None
        if player == roles.box:
            return "in the box"
        return "captain" if player == roles.captain else "sits out"

    # ------------------------------------------------------------------ the hand

    def deal(self) -> HandState:
        """Deal the next hand."""
        state = self.driver.deal()
        self._undo = []
        self.hand_roles = self.match.roles
        self.last = {}
        self.end = None
        self.finishing = False
        self.suggested = None
        for seat in (0, 1):
            player = self.seats[seat]
            if player != self.human:
                self.agents[player].begin_hand(view(state, seat))
        return state

    @property
    def hand_over(self) -> bool:
        return self.state is not None and self.state.is_over

    def human_view(self) -> SeatView | None:
        """The human's view of the hand (None when sitting out or no hand)."""
        seat = self.human_seat
        if self.state is None or seat is None:
            return None
        return view(self.state, seat)

    def watch_view(self) -> SeatView | None:
        """What the screen shows: the human's view, or the captain's when sitting out
        (the player sitting out sees the captain's hand, R11.3)."""
        if self.state is None:
            return None
        seat = self.human_seat
        return view(self.state, 1 if seat is None else seat)

    @property
    def sitting_out(self) -> bool:
        """Whether the human sits out the hand in play (three-player, R11.3)."""
        return self.state is not None and self.human_seat is None

    @property
    def awaiting_advice(self) -> bool:
        """Sitting out, the captain is to decide and the table waits for the person's
        suggestion (or leave to let the captain decide, :meth:`suggest`) before the
        captain plays (R11.3).  :meth:`step` does not wait: it is for callers that
        play the hand without the person."""
        s = self.state
        roles = self.match.roles
        return (s is not None and not s.is_over and roles is not None
                and self.human_seat is None and not self.finishing
                and self.seats[s.to_act] == roles.captain and s.phase in ADVISED_PHASES)

    def captain_view(self) -> SeatView | None:
        """The captain's view while the hand waits for the person's advice, else None."""
        if not self.awaiting_advice:
            return None
        assert self.state is not None
        return view(self.state, self.state.to_act)

    @property
    def human_to_act(self) -> bool:
        s = self.state
        return s is not None and not s.is_over and self.seats[s.to_act] == self.human

    @property
    def computer_to_act(self) -> bool:
        s = self.state
        return s is not None and not s.is_over and self.seats[s.to_act] != self.human

    def _apply(self, action: Action) -> None:
        step = self.driver.play(action)
        card = step.event.card if action.kind is Kind.DRAW_DISCARD else None
        if action.kind not in (Kind.ARRANGE, Kind.LAY_OFF) or step.player not in self.last:
            self.last[step.player] = action_text(action, card)
        if step.booked is not None:
            self._book(step.after, step.booked)

    def _book(self, state: HandState, booked: BookedHand) -> None:
        seats = self.seats
        self.end = end_entry(state, booked, seats)
        for seat in (0, 1):
            player = seats[seat]
            if player != self.human:
                self.agents[player].end_hand(view(state, seat))
        if self.on_booked is not None:
            self.on_booked(self)

    def hand_steps(self) -> Iterator[tuple[HandState, Action]]:
        """Each action of the current hand with the state it was taken in."""
        return self.driver.hand_steps()

    def apply_saved(self, action: Action) -> None:
        """Re-play a saved action of whoever is to act, checked by the engine: the
        human's as if played again (rebuilding undo), the computer's without asking
        its agent (the saved game restores the agents' random state afterwards)."""
        if self.human_to_act:
            self.play(action)
            return
        s = self.state
        if s is None or s.is_over:
            raise ValueError("no hand is being played")
        view(s, s.to_act).check(action)
        self._apply(action)

    def rngs(self) -> dict[str, random.Random]:
        """The random sources of the computer players (by player) and of the hints."""
        out = {str(p): agent.rng for p, agent in self.agents.items()}
        out["helper"] = self.helper.rng
        return out

    def play(self, action: Action) -> None:
        """The human's action: raises IllegalActionError with the engine's reason."""
        v = self.human_view()
        if v is None:
            raise ValueError("you have no seat in this hand")
        v.check(action)
        assert self.state is not None
        if action.kind is Kind.DRAW_STOCK:
            # The drawn card is now seen: taking back this or any earlier decision
            # would let the player peek at the stock and choose again.
            self._undo.clear()
        else:
            self._undo.append((self.state, dict(self.last)))
        self._apply(action)

    def undo(self) -> bool:
        """Take back the human's last decision of this hand (and the computer's moves
        after it); False when there is none or the hand is over."""
        if not self._undo or self.hand_over:
            return False
        state, self.last = self._undo.pop()
        self.driver.rewind(state)
        return True

    def step(self) -> bool:
        """Play one computer decision; False when it is not the computer's turn."""
        turn = self.driver.turn()
        if turn is None or turn.player == self.human:
            return False
        v = turn.view
        agent = self.agents[turn.player]
        if turn.advisor is not None and turn.advisor != self.human:
            # R11.3: the player sitting out (a computer here) advises the captain.
            advice = self.agents[turn.advisor].advise(v)
            action = agent.act_advised(v, advice) if advice is not None else agent.act(v)
        else:
            action = agent.act(v)
        self._apply(action)
        return True

    def suggest(self, advice: Action | None) -> Suggestion:
        """Sitting out: suggest ``advice`` to the computer captain (None: no suggestion),
        who then decides and plays (R11.3).  An illegal suggestion raises
        IllegalActionError with the engine's reason and changes nothing."""
        v = self.captain_view()
        if v is None:
            raise ValueError("the captain is not deciding now")
        if advice is not None:
            v.check(advice)
        s = self.state
        assert s is not None
        agent = self.agents[self.seats[s.to_act]]
        action = agent.act_advised(v, advice) if advice is not None else agent.act(v)
        try:
            v.check(action)
        except IllegalActionError as exc:
            # A bug of the agent, not of the suggestion: never report it as the person's.
            raise RuntimeError(f"the captain's agent chose {action.text}: {exc}") from exc
        top = s.pile[-1] if s.pile else None
        self._apply(action)
        self.suggested = Suggestion(advice, action, top)
        return self.suggested

    def finish_hand(self) -> None:
        """Sitting out: let the rest of the hand play out without asking the person."""
        self.finishing = True

    def run_computer(self) -> None:
        """Let the computer play until the human is to act or the hand is over."""
        while self.step():
            pass

    # ------------------------------------------------------------------ help for the human

    def hints(self, count: int = 3) -> list[RankedAction]:
        """The expert's best actions for the human, with reasons (sitting out: for
        the captain, while the hand waits for the person's advice)."""
        v = self.human_view() or self.captain_view()
        return [] if v is None else self.helper.hints(v, count)

    def advice(self) -> Action | None:
        """The advice of the player sitting out when the human is captain (R11.3):
        the expert's choice, worked out once per decision."""
        roles = self.match.roles
        v = self.human_view()
        if roles is None or v is None or roles.captain != self.human:
            return None
        return self.helper.advice(v)

    def knock_arrangement(self, card: int) -> Arrangement:
        """The least-deadwood arrangement left after knocking with ``card`` (R5.3)."""
        v = self.human_view()
        assert v is not None
        return knock_arrangements(v.situation(), card)[0]

    def default_showing(self) -> Showing | None:
        """The defender's least-deadwood melds and lay-offs (R6.4)."""
        v = self.human_view()
        if v is None or v.phase is not Phase.LAY_OFF or v.arrangement is None:
            return None
        return default_showing(v.situation())

    def arrange_default(self) -> None:
        """Lay down the least-deadwood arrangement (the knocker's default, R5.3)."""
        v = self.human_view()
        assert v is not None and v.phase is Phase.ARRANGE
        self.play(A.arrange(default_arrangement(v.situation()).melds))

    def lay_off_default(self) -> None:
        """Lay down the defender's default melds and lay-offs (R6.4)."""
        show = self.default_showing()
        assert show is not None
        self.play(A.lay_off(show.melds, show.layoffs))
