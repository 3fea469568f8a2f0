"""A match as the research environments play it: whose decision it is, what each
player sees, the engine's defaults for the lay-downs, advice in three-player Gin,
and the rewards.

A :class:`Session` sits on the match driver (:class:`~ginrummy.driver.MatchDriver`),
like every face: the driver deals, checks and applies each action and books each
hand; the session decides no rule.  It adds what the environments share:

- the knocker's arrangement and the defender's lay-off are played by the
  engine's defaults (R5.3, R6.4) unless they are ``explicit`` moves;
- in three-player Gin the player sitting out sees the captain's hand (R11.3) and,
  with ``advice``, suggests each of the captain's moves of the play before the
  captain decides (:data:`~ginrummy.driver.ADVISED_PHASES`);
- an episode is one hand (the first of a new match) or a whole match, and the
  rewards are each hand's points, zero-sum (the winner of the hand gets them,
  the other seat loses them, a player sitting out gets 0: R11.4), or the match's
  result (the winner 1, each other player ``-1 / (players - 1)``).
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from ginrummy import actions as A
from ginrummy.actions import Action
from ginrummy.driver import ADVISED_PHASES, MatchDriver
from ginrummy.errors import GinRummyError
from ginrummy.legality import IllegalActionError, Phase, default_arrangement
from ginrummy.rl.moves import NO_ADVICE, action_of, as_move, explicit_phase, legal_ids, words
from ginrummy.rules import Rules
from ginrummy.state import HandState
from ginrummy.view import SeatView, view

__all__ = ["EPISODES", "REWARDS", "ROLES", "Decision", "Session", "SessionError", "Sight",
           "default_lay_down"]

Episode = Literal["hand", "match"]
Reward = Literal["points", "match"]
EPISODES: tuple[Episode, ...] = ("hand", "match")
REWARDS: tuple[Reward, ...] = ("points", "match")
#: The three-player roles (R11.1): seat 0 is the box, seat 1 the captain.
ROLES = ("box", "captain", "out")


class SessionError(GinRummyError, ValueError):
    """A setting of an environment that does not exist or does not fit the others."""


class Sight(NamedTuple):
    """What one player sees now: a seat's view and, in three-player Gin, its role and
    the advice on the captain's decision (R11.3)."""

    view: SeatView
    """The player's own seat's view; sitting out, the captain's (R11.3)."""
    role: str | None
    """``box``, ``captain`` or ``out`` in three-player Gin; None with two players."""
    advice: Action | None
    """The advice given on the captain's pending decision (the captain and the
    player sitting out see it), or None."""
    advised: bool
    """Whether advice was asked for that decision (it may have been "no advice")."""


class Decision(NamedTuple):
    """The decision an episode waits for."""

    player: int
    view: SeatView
    """The view the player decides on: its own, or sitting out the captain's."""
    advising: bool
    """True: the player sitting out suggests the captain's move (R11.3)."""


def default_lay_down(v: SeatView) -> Action:
    """The engine's default for a lay-down decision: the knocker's least-deadwood
    arrangement (R5.3) or the defender's least-deadwood melds and lay-offs (R6.4)."""
    if v.arrangement is None:
        return A.arrange(default_arrangement(v.situation()).melds)
    return v.default_lay_off()


def check_settings(episode: str, reward: str) -> None:
    """A one-line :class:`SessionError` for an unknown episode or reward, or a match
    reward over one hand."""
    if episode not in EPISODES:
        raise SessionError(f"unknown episode {episode!r} (known: {', '.join(EPISODES)})")
    if reward not in REWARDS:
        raise SessionError(f"unknown reward {reward!r} (known: {', '.join(REWARDS)})")
    if reward == "match" and episode != "match":
        raise SessionError("reward='match' needs episode='match': a hand has no match result")


class Session:
    """One episode: a hand or a match (see the module docstring)."""

    def __init__(self, rules: Rules, seed: int, *, explicit: bool = False,
                 advice: bool = False, episode: str = "hand", reward: str = "points") -> None:
        check_settings(episode, reward)
        self.rules = rules
        self.players = rules.players
        self.explicit = explicit
        self.advice = advice and rules.players == 3
        self.episode = episode
        self.reward = reward
        self.driver = MatchDriver(rules, seed=seed, record=False)
        self.over = False
        """Whether the episode is over."""
        self.hands = 0
        """Hands finished so far."""
        self._advice: Action | None = None
        self._advised = False
        # The decision waited for and its legal moves, kept for the state (and the
        # advice asked or not) they were worked out for: an environment asks for them
        # several times a step (the observation, the mask, the move's check), and the
        # moves of a discard are the costly part (docs/rl.md, "Speed").
        self._known_state: HandState | None = None
        self._known_advised = False
        self._known_decision: Decision | None = None
        self._known_ids: tuple[int, ...] | None = None
        self.hand_events: list[tuple[str, HandState, tuple[int, int]]] = []
        """("begin" or "end", the hand's state, its seats' players) as hands are dealt
        and end, for an environment to call its agents' hooks; it empties the list."""
        self._deal()
        self._settle()  # a deal ends no hand: this only checks that a decision is waiting

    # ------------------------------------------------------------------ reading

    def decision(self) -> Decision | None:
        """The decision the episode waits for; None once it is over."""
        if self.over:
            return None
        state = self.driver.state
        if state is self._known_state and self._advised == self._known_advised:
            return self._known_decision
        turn = self.driver.turn()
        assert turn is not None  # _settle leaves a decision or the episode over
        if (self.advice and turn.advisor is not None and not self._advised
                and turn.view.phase in ADVISED_PHASES):
            d = Decision(turn.advisor, turn.view, True)
        else:
            d = Decision(turn.player, turn.view, False)
        self._known_state, self._known_advised = state, self._advised
        self._known_decision, self._known_ids = d, None
        return d

    def legal_ids(self) -> list[int]:
        """The moves of the player to decide, ascending (with :data:`NO_ADVICE` when
        advising); empty once the episode is over."""
        d = self.decision()
        return [] if d is None else list(self._ids(d))

    def _ids(self, d: Decision) -> tuple[int, ...]:
        """The legal moves of ``d``, the decision now (kept with it)."""
        ids = self._known_ids
        if ids is None:
            ids = self._known_ids = (*legal_ids(d.view), *((NO_ADVICE,) if d.advising else ()))
        return ids

    def sight(self, player: int) -> Sight:
        """What ``player`` sees now (the end of the last hand once the episode is over)."""
        s = self.driver.current_state()
        seats = self.driver.seats
        if player in seats:
            seat = seats.index(player)
            role = ROLES[seat] if self.players == 3 else None
        else:  # sitting out: the captain's hand (R11.3)
            seat, role = 1, "out"
        shown = self._advised and role in ("captain", "out")
        known = self._known_decision
        # The view of the seat deciding is the decision's own (a view is a function of
        # the state and the seat): not built twice.
        seen = known.view if (s is self._known_state and known is not None
                              and known.view.seat == seat) else view(s, seat)
        return Sight(seen, role, self._advice if shown else None, shown)

    # ------------------------------------------------------------------ playing

    def play(self, move: object) -> list[float]:
        """Play move ``move`` (an id of :mod:`ginrummy.rl.moves`) for the player to
        decide; the rewards it brings each player.  An illegal move raises
        :class:`~ginrummy.legality.IllegalActionError` naming the legal ones, and
        changes nothing."""
        d = self._decision()
        if d.advising:
            number = as_move(move)
            if number == NO_ADVICE:
                return self.advise(None)
            try:
                advice = action_of(d.view, move)
            except IllegalActionError:
                listed = ", ".join(f"{i} ({words(d.view, i)})" for i in self.legal_ids())
                shown = str(number) if number is not None else repr(move)[:40]
                raise IllegalActionError(
                    f"move {shown} is not a legal advice now; legal: {listed}") from None
            return self.advise(advice)
        return self._apply(action_of(d.view, move, self._ids(d)))

    def act(self, action: Action) -> list[float]:
        """Play the engine action ``action`` for the player to decide (not advising)."""
        d = self._decision()
        if d.advising:
            raise IllegalActionError("the player sitting out is to advise first (R11.3)")
        return self._apply(action)

    def _apply(self, action: Action) -> list[float]:
        self.driver.play(action)  # checked by the engine, as every face's actions
        self._advice, self._advised = None, False
        return self._settle()

    def advise(self, advice: Action | None) -> list[float]:
        """The advice of the player sitting out on the captain's decision (R11.3): one
        of the captain's legal actions, or None for none."""
        d = self._decision()
        if not d.advising:
            raise IllegalActionError("no advice is asked now")
        if advice is not None:
            d.view.check(advice)
        self._advice, self._advised = advice, True
        return [0.0] * self.players

    def _decision(self) -> Decision:
        d = self.decision()
        if d is None:
            raise IllegalActionError("the episode is over: reset to play again")
        return d

    def _settle(self) -> list[float]:
        """Play the engine's defaults for the lay-downs (unless explicit), book the
        hands that end and deal the next (a match), until a player is to decide
        or the episode is over; the rewards on the way."""
        rewards = [0.0] * self.players
        driver = self.driver
        while True:
            state = driver.state
            assert state is not None and driver.forfeit is None  # a session never forfeits
            phase = state.phase
            if phase is not Phase.OVER:  # a decision is waited for (driver.turn())
                if self.explicit or (phase is not Phase.ARRANGE and phase is not Phase.LAY_OFF):
                    return rewards
                turn = driver.turn()
                assert turn is not None and explicit_phase(turn.view)
                driver.play(default_lay_down(turn.view))
                continue
            booked = driver.booked
            assert booked is not None
            self.hands += 1
            result = booked.result
            seats = driver.seats
            if self.reward == "points" and result.winner is not None:
                rewards[seats[result.winner]] += result.points
                rewards[seats[1 - result.winner]] -= result.points
            self.hand_events.append(("end", driver.current_state(), seats))
            if self.episode == "hand" or driver.is_over:
                self.over = True
                if self.reward == "match":
                    winner = driver.winner
                    assert winner is not None
                    for p in range(self.players):
                        rewards[p] += 1.0 if p == winner else -1.0 / (self.players - 1)
                return rewards
            self._deal()

    def _deal(self) -> None:
        state = self.driver.deal()
        self._advice, self._advised = None, False
        self.hand_events.append(("begin", state, self.driver.seats))
