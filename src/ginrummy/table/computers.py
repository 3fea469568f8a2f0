"""The computers at a table: the agents that play its computer seats and stand in for
people, the helper behind hints and advice, and the decisions they make.

The table says what it waits for (:meth:`~ginrummy.table.ledger.Ledger.awaiting`);
when that is the computer's (a computer's seat, a person away where the computer
takes over, or anyone's decision out of time), :meth:`Computers.decide` makes it
and returns the entry to append.  This is where the computer thinks: a server
calls it off its event loop.  :meth:`Computers.follow` tells the agents what the
log did (a new hand, a hand's end, a seat changing hands), as the runner tells
agents, after the ledger has applied each entry.

An agent is built when first asked: a computer's at its seat's level, a person's
stand-in at the table's ``stand_in``.  At a fair table each draws its random
source from the table's (the operating system's); at a seeded one from the seed,
as the runner seeds them, so a seeded game is the same game every time.
"""

from __future__ import annotations

import random

from ginrummy.agents import Agent, make_agent
from ginrummy.agents.base import AgentFailure, advice_of, agent_seed, as_agent, captain_decides
from ginrummy.agents.expert import RankedAction
from ginrummy.agents.helper import Helper
from ginrummy.state import Checked, IllegalActionError
from ginrummy.table.entries import By, Entry
from ginrummy.table.ledger import Applied, Awaiting, Ledger
from ginrummy.table.settings import COMPUTER, PERSON
from ginrummy.table.sight import action_json
from ginrummy.view import SeatView, view

__all__ = ["STAND_IN_OFFSET", "Computers"]

#: A seeded table's stand-in for person P draws on the seed as player P + this.
STAND_IN_OFFSET = 50


class Computers:
    """The agents and the helper of one table (see the module docstring)."""

    def __init__(self, ledger: Ledger) -> None:
        self.ledger = ledger
        self._agents: dict[int, Agent] = {}
        self._helper: Helper | None = None

    # ------------------------------------------------------------------ the agents

    def agent(self, player: int) -> Agent:
        """The computer that decides for ``player``: its seat's level, or the stand-in
        for a person; a new one is told the hand in play as dealt."""
        agent = self._agents.get(player)
        if agent is None:
            ledger = self.ledger
            seat = ledger.seats[player]
            level = seat.level if seat.kind == COMPUTER and seat.level else \
                ledger.settings.stand_in
            agent = as_agent(make_agent(level, self._rng_for(player), player=player))
            self._agents[player] = agent
            d = ledger.driver
            if d is not None and d.state is not None and not d.hand_over \
                    and player in d.seats and d.hand_start is not None:
                agent.begin_hand(view(d.hand_start, d.seats.index(player)))
        return agent

    def _rng_for(self, player: int) -> random.Random:
        ledger = self.ledger
        if ledger.fair:
            return random.Random(ledger.rng.getrandbits(64))
        # The runner's and the full-screen game's seeding: the same seed, the same game.
        offset = 0 if ledger.seats[player].kind == COMPUTER else STAND_IN_OFFSET
        return random.Random(agent_seed(ledger.seed, player + offset))

    @property
    def helper(self) -> Helper:
        """The expert behind hints and the computer's advice to a person captain."""
        if self._helper is None:
            ledger = self.ledger
            # A fair table's hints draw on the operating system, not on its secret seed.
            self._helper = Helper(ledger.rng.randrange(1 << 63) if ledger.fair
                                  else ledger.seed)
        return self._helper

    def drop(self, index: int) -> None:
        """Forget ``index``'s agent (ending a plugin bot's worker process)."""
        agent = self._agents.pop(index, None)
        close = getattr(agent, "close", None)
        if callable(close):
            close()

    def close(self) -> None:
        """End every agent; they are built again when next asked (after a restore, an
        agent new to the hand in play is told it as dealt)."""
        for index in list(self._agents):
            self.drop(index)

    # ------------------------------------------------------------------ telling them

    def follow(self, applied: Applied, restoring: bool) -> None:
        """Tell the agents what an entry the ledger applied did.  Restoring, nobody is
        told: the agents are built again afterwards."""
        entry = applied.entry
        if entry["type"] == "seated" or entry["type"] == "left":
            self.drop(entry["seat"])
        elif entry["type"] == "dealt":
            self._dealt(restoring)
        elif entry["type"] == "acted" and not restoring:
            step = applied.step
            d = self.ledger.driver
            if step is not None and step.booked is not None and d is not None:
                for index, agent in self._agents.items():
                    if index in d.seats:
                        agent.end_hand(view(step.after, d.seats.index(index)))

    def _dealt(self, restoring: bool) -> None:
        # A person's stand-in is built afresh each hand, when first needed; a
        # computer's agent plays the whole match and is told each hand (R11: the
        # hand's two seats), as the runner tells agents.
        ledger = self.ledger
        for index, seat in enumerate(ledger.seats):
            if seat.kind == PERSON:
                self.drop(index)
        d = ledger.driver
        if restoring or d is None or d.state is None:
            return
        for index in d.seats:
            if ledger.played_by_computer(index):
                agent = self._agents.get(index)
                if agent is None:
                    self.agent(index)  # a new one is told the hand as it is built
                else:
                    agent.begin_hand(view(d.state, d.seats.index(index)))

    # ------------------------------------------------------------------ deciding

    def decide(self, wait: Awaiting, by: By | None) -> tuple[list[Entry], Checked | None]:
        """The entry of the computer's decision for ``wait`` (an action or advice), made
        ``by`` the computer at its own seat, for a person away, or (``timeout``) for
        a person out of time; with an action, the action as it was checked here (the
        one check on its way in, as :meth:`Table.act <ginrummy.table.Table.act>`'s)."""
        ledger = self.ledger
        seat = ledger.seats[wait.player]
        reason: By = by or ("computer" if seat.kind == COMPUTER else "away")
        state = ledger.state
        assert state is not None
        v = view(state, 1 if wait.what == "advise" else state.to_act)
        if wait.what == "advise":
            # Out of time, a person's advice is none: the captain decides alone.  The
            # computer advises a person captain with the expert's choice (the helper's,
            # as hints are), whatever its level (R11.3): the advice a person is given
            # does not depend on the opponent's level, and asking the computer's own
            # agent would draw on the random source it plays with.
            advice = None if by == "timeout" else self.helper.advice(v)
            return [{"type": "advised", "seat": wait.player,
                     "action": None if advice is None else action_json(advice)}], None
        agent = self.agent(wait.player)
        _seats, advisor = ledger.hand_seats()
        given = ledger.current_advice()
        if given is None and advisor is not None and state.to_act == 1 \
                and ledger.played_by_computer(advisor):
            try:
                given = advice_of(self.agent(advisor), v)  # the computer advising itself
            except AgentFailure as exc:
                return self._stand_in(advisor, exc), None
        try:
            action = captain_decides(agent, v, given)
            checked = state.checked(action)  # an agent's bug is not a player's illegal move
        except (AgentFailure, IllegalActionError) as exc:
            return self._stand_in(wait.player, exc), None
        return [{"type": "acted", "seat": wait.player, "action": action_json(action),
                 "by": reason}], checked

    def _stand_in(self, player: int, exc: Exception) -> list[Entry]:
        """A plugin bot that overran, died or answered nonsense (it runs in a process of
        its own, docs/bots.md): at a table of people the stand-in takes its seat for
        the rest of the match, and the match goes on.  A built-in computer's failure
        is a bug, and is raised."""
        seat = self.ledger.seats[player]
        if seat.kind != COMPUTER or ":" not in (seat.level or ""):
            raise exc
        assert seat.name is not None
        return [{"type": "seated", "seat": player, "kind": COMPUTER, "name": seat.name,
                 "level": self.ledger.settings.stand_in, "reason": str(exc)[:200]}]

    def hints(self, v: SeatView, count: int) -> list[RankedAction]:
        """The helper's best actions on ``v``, with reasons."""
        return self.helper.hints(v, count)
