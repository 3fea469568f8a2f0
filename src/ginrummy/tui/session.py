"""The match behind the full-screen game, without any drawing: a thin layer over a
:class:`~ginrummy.table.Table`, the table every face shares (docs/server.md).

The table decides what a table decides: it deals, says whose decision it waits
for, plays the computer's decisions (``Table.run_computer``), applies the
person's (``Table.act``, checked by the engine), takes them back
(``Table.undo``), asks for and passes on the captain's advice in three-player
Gin (R11.3: the person sitting out advises a computer captain, the computer
advises a person captain) and gives hints.  The table is seeded (``fair=False``),
so a seed is the same game every time: the same decks, and the computers' and
the hints' random sources drawn from it.

The session keeps only what the screens show and the table has no use for: the
words of each player's last action in the hand, the person's last suggestion to
the captain, whether the person asked to let the rest of the hand play out
unasked (done by advising nothing through the table), and the record ``end`` of
the hand just finished.  Nothing here decides a rule.
"""

from __future__ import annotations

import random
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from ginrummy import actions as A
from ginrummy.actions import Action, Kind
from ginrummy.agents import Agent
from ginrummy.agents.expert import RankedAction
from ginrummy.agents.helper import Helper
from ginrummy.driver import MatchDriver
from ginrummy.legality import default_arrangement, default_showing, knock_arrangements
from ginrummy.match import BookedHand, Match, Roles
from ginrummy.melds import Arrangement, Showing
from ginrummy.narration import action_text
from ginrummy.record import RecordWriter, end_entry
from ginrummy.rules import PLAYED_PRESETS, Rules
from ginrummy.state import HandState, IllegalActionError, Phase
from ginrummy.table import COMPUTER, PERSON, SeatPlan, Table, TableSettings
from ginrummy.view import SeatView, view

__all__ = [
    "HUMAN",
    "SYSTEMS",
    "GameSettings",
    "Session",
    "Suggestion",
    "default_computer_names",
    "role_words",
]

#: The human's player index unless a seat is chosen (``GameSettings.seat``).
HUMAN = 0
#: The person's identity at the table (the table's seats are the server's people).
PERSON_ID = "local"
#: The systems offered on the new game screen (rule presets).
SYSTEMS = PLAYED_PRESETS


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


def role_words(roles: Roles | None, player: int) -> str | None:
    """``player``'s role in words: ``in the box``, ``captain`` or ``sits out``
    (three-player, R11.1), else None."""
    if roles is None:
        return None
    if player == roles.box:
        return "in the box"
    return "captain" if player == roles.captain else "sits out"


def default_computer_names(players: int) -> tuple[str, ...]:
    """``computer``, or ``computer 1`` and ``computer 2`` for three players."""
    if players == 2:
        return ("computer",)
    return tuple(f"computer {i}" for i in range(1, players))


class Session:
    """One match between the person (player ``settings.seat``) and computer players,
    played on a :class:`~ginrummy.table.Table` (see the module docstring)."""

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
        seats = tuple(SeatPlan(PERSON) if p == self.human else SeatPlan(COMPUTER, settings.level)
                      for p in range(players))
        self.table = Table.create(
            "full-screen", TableSettings(settings.system, self.rules, seats),
            seed=settings.seed, fair=False,
            names={p: name for p, name in enumerate(self.names) if p != self.human})
        """The table the match is played on: it decides whose decision it waits for,
        plays the computer's, takes back the person's, and asks for the advice."""
        # Every computer is built now, before the first deal (a save keeps the random
        # state of each, the one sitting out too); the table tells each its hands.
        for p in range(players):
            if p != self.human:
                self.table.agent(p)
        # The person sits, and the table deals the first hand at once; the screens
        # show it from deal() on (the new game screen and the draw for roles first).
        self.table.sit(self.human, name=self.names[self.human], identity=PERSON_ID)
        self._shown = False
        self.last: dict[int, tuple[str, int | None]] = {}
        """The last action of each player in this hand: words and the card seen (or None)."""
        self.hand_roles: Roles | None = None
        """The roles of the hand being played or just finished (three-player)."""
        self.end: dict[str, Any] | None = None
        """The record ``end`` entry of the hand just finished."""
        self._lasts: dict[int, dict[int, tuple[str, int | None]]] = {}
        """:attr:`last` as it was before each of the person's decisions of this hand, by
        the decision's number in the hand (what undo shows again)."""
        self.match_id = uuid.uuid4().hex
        """Names this match in the statistics (kept by a saved game, so that a
        resumed match's hands are counted once)."""
        self.on_booked: Callable[[Session], None] | None = None
        """Called after each hand is booked (the statistics)."""
        self.finishing = False
        """Sitting out: the person asked to let the rest of the hand play out unasked
        (the session then advises nothing at each of the captain's decisions)."""
        self.suggested: Suggestion | None = None
        """Sitting out: the captain's last decision of this hand the person was asked about."""

    # ------------------------------------------------------------------ the table's

    @property
    def driver(self) -> MatchDriver:
        """The match loop under the table (deals, applies, books and records)."""
        driver = self.table.driver
        assert driver is not None  # the table dealt the first hand when the person sat
        return driver

    @property
    def match(self) -> Match:
        return self.driver.match

    @property
    def agents(self) -> dict[int, Agent]:
        """The computer players, by player index."""
        return {p: self.table.agent(p) for p in range(len(self.names)) if p != self.human}

    @property
    def helper(self) -> Helper:
        """The expert behind hints and the advice to the person captain (not a player:
        its choices change no play)."""
        return self.table.helper

    @property
    def state(self) -> HandState | None:
        """The hand being played or just finished."""
        return self.table.state if self._shown else None

    @property
    def hand_start(self) -> HandState | None:
        """The current hand as dealt (its actions are the current state's history)."""
        return self.driver.hand_start if self._shown else None

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
        return role_words(self.match.roles, player)

    # ------------------------------------------------------------------ the hand

    def deal(self) -> HandState:
        """Deal the next hand: the person is ready for it, and the table deals (the
        first hand was dealt when the person sat: it is shown from now on)."""
        if self._shown:
            self.table.ready(self.human)
        self._shown = True
        state = self.state
        assert state is not None
        self.hand_roles = self.match.roles
        self.last = {}
        self._lasts = {}
        self.end = None
        self.finishing = False
        self.suggested = None
        return state

    @property
    def hand_over(self) -> bool:
        return self.state is not None and self.state.is_over

    def human_view(self) -> SeatView | None:
        """The human's view of the hand (None when sitting out or no hand)."""
        if self.state is None or self.human_seat is None:
            return None
        return self.table.view_for(self.human)

    def watch_view(self) -> SeatView | None:
        """What the screen shows: the human's view, or the captain's when sitting out
        (the player sitting out sees the captain's hand, R11.3)."""
        return self.table.view_for(self.human) if self._shown else None

    @property
    def sitting_out(self) -> bool:
        """Whether the human sits out the hand in play (three-player, R11.3)."""
        return self.state is not None and self.human_seat is None

    @property
    def awaiting_advice(self) -> bool:
        """Sitting out, the table waits for the person's suggestion to the captain (or
        leave to let the captain decide, :meth:`suggest`) before the captain plays
        (R11.3).  :meth:`step` does not wait: it is for callers that play the hand
        without the person, and advises nothing."""
        if not self._shown or self.finishing:
            return False
        wait = self.table.awaiting()
        return (wait is not None and wait.what == "advise" and wait.player == self.human
                and not wait.computer)

    def captain_view(self) -> SeatView | None:
        """The captain's view while the hand waits for the person's advice, else None."""
        if not self.awaiting_advice:
            return None
        return self.table.view_for(self.human)

    @property
    def human_to_act(self) -> bool:
        s = self.state
        return s is not None and not s.is_over and self.seats[s.to_act] == self.human

    @property
    def computer_to_act(self) -> bool:
        s = self.state
        return s is not None and not s.is_over and self.seats[s.to_act] != self.human

    def _took(self, entries: list[dict[str, Any]]) -> Action | None:
        """What the screens keep of a decision the table applied (``entries``: what one
        command appended, at most one decision): the player's last action in words,
        and the hand's end when it ended the hand."""
        if not any(entry["type"] == "acted" for entry in entries):
            return None
        state = self.table.state
        assert state is not None
        player, action = self.seats[state.history[-1][0]], state.history[-1][1]
        card = state.public[-1].card if action.kind is Kind.DRAW_DISCARD else None
        if action.kind not in (Kind.ARRANGE, Kind.LAY_OFF) or player not in self.last:
            self.last[player] = action_text(action, card)
        if state.is_over:
            self._book(state)
        return action

    def _book(self, state: HandState) -> None:
        booked = self.driver.booked
        assert booked is not None
        self.end = end_entry(state, booked, self.seats)
        if self.on_booked is not None:
            self.on_booked(self)

    def _settle(self) -> None:
        """The computer's advice to the person captain, when the table waits for it
        before the person's decision (R11.3)."""
        wait = self.table.awaiting() if self._shown else None
        if wait is not None and wait.what == "advise" and wait.computer:
            self.table.run_computer()

    def hand_steps(self) -> Iterator[tuple[HandState, Action]]:
        """Each action of the current hand with the state it was taken in."""
        return self.driver.hand_steps()

    def apply_saved(self, action: Action) -> None:
        """Re-play a saved action of whoever is to act, checked by the engine: the
        human's as if played again (rebuilding undo), the computer's without asking
        its agent (the saved game restores the agents' random state afterwards).
        The captain's advice is not saved: the replay passes on none (the computer's
        advice to the person captain in play is asked for when the game goes on)."""
        s = self.state
        if s is None or s.is_over:
            raise ValueError("no hand is being played")
        wait = self.table.awaiting()
        if wait is not None and wait.what == "advise":
            self.table.advise(wait.player, None)
        player = self.seats[s.to_act]
        view(s, s.to_act).check(action)
        if player == self.human:
            self._act(action)
        else:
            self._took(self.table.act(player, action, by="computer"))

    def apply_saved_advice(self, advice: Action) -> None:
        """A saved game's advice to the person captain for the decision in play (R11.3),
        given again as the computer gave it (not asked for again: the saved random
        state is the one after it).  ValueError when the table does not wait for the
        computer's advice now, or the advice is not legal for the captain."""
        wait = self.table.awaiting() if self._shown else None
        if wait is None or wait.what != "advise" or not wait.computer:
            raise ValueError("no decision of the captain waits for the computer's advice")
        self.table.advise(wait.player, advice)

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
        v.check(action)  # the engine's reason, in the words the person is told
        self._settle()
        self._act(action)

    def _act(self, action: Action) -> None:
        state = self.state
        assert state is not None
        number, last = len(state.history), dict(self.last)
        self._took(self.table.act(self.human, action))
        self._lasts[number] = last

    def undo(self) -> bool:
        """Take back the human's last decision of this hand (and the computer's moves
        after it) where the table allows it; False when there is none or the hand is
        over.  (A card drawn from the stock, once seen, stays drawn: the table says.)"""
        if not self._shown or not self.table.can_undo(self.human):
            return False
        self.table.undo(self.human)
        state = self.state
        assert state is not None
        number = len(state.history)
        self.last = self._lasts[number]
        self._lasts = {n: last for n, last in self._lasts.items() if n < number}
        self._settle()
        return True

    def step(self) -> bool:
        """Play one computer decision; False when it is not the computer's turn.  The
        person sitting out is not waited for (the captain is advised nothing); the
        computer's advice to the person captain is given before returning False."""
        if not self._shown:
            return False
        wait = self.table.awaiting()
        if wait is not None and wait.what == "advise" and not wait.computer:
            self.table.advise(wait.player, None)
            wait = self.table.awaiting()
        if wait is None or wait.what != "act" or not wait.computer:
            self._settle()
            return False
        self._took(self.table.run_computer())
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
        top = s.pile[-1] if s.pile else None
        self.table.advise(self.human, advice)
        try:
            entries = self.table.run_computer()
        except IllegalActionError as exc:
            # A bug of the agent, not of the suggestion: never report it as the person's.
            raise RuntimeError(f"the captain's agent chose an illegal action: {exc}") from exc
        action = self._took(entries)
        assert action is not None
        self.suggested = Suggestion(advice, action, top)
        return self.suggested

    def finish_hand(self) -> None:
        """Sitting out: let the rest of the hand play out without asking the person
        (:meth:`step` advises nothing at the captain's decisions)."""
        self.finishing = True

    def run_computer(self) -> None:
        """Let the computer play until the human is to act or the hand is over."""
        while self.step():
            pass

    # ------------------------------------------------------------------ help for the human

    def hints(self, count: int = 3) -> list[RankedAction]:
        """The expert's best actions for the human, with reasons (sitting out: for
        the captain, while the captain decides)."""
        return self.table.hints(self.human, count) if self._shown else []

    def advice(self) -> Action | None:
        """The advice of the player sitting out when the human is captain (R11.3):
        the expert's choice, asked for once per decision by the table."""
        if not self._shown or self.match.roles is None or self.human_seat != 1:
            return None
        return self.table.current_advice()

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
