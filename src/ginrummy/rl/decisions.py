"""One hand played by agents through a :class:`~ginrummy.rl.session.Session`, every
decision kept as the environments would show it: the self-play data's rows
(``ginrummy selfplay``, docs/rl.md, "Self-play data").

Each decision is kept with what its player saw and nothing else: the observation
is :func:`~ginrummy.rl.observation.encode` of the player's own sight (the
environments' ``observe``), the mask its legal moves (:mod:`ginrummy.rl.moves`),
the move the id of the agent's action, played by that id as an environment plays
it.  The session deals, checks and books; nothing here decides a rule.  As in the
environments, the knocker's arrangement and the defender's lay-off are the
engine's defaults (R5.3, R6.4), and in three-player Gin the player sitting out
advises each of the captain's moves of the play first (R11.3).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from ginrummy.actions import Action
from ginrummy.agents import Agent, make_agent
from ginrummy.agents.base import AgentFailure, advice_of, agent_seed, as_agent, captain_decides
from ginrummy.agents.base import not_an_action as _not_an_action
from ginrummy.agents.sandbox import Sandboxes
from ginrummy.legality import IllegalActionError
from ginrummy.rl.moves import NO_ADVICE, NUM_ACTIONS, id_of, words
from ginrummy.rl.observation import encode
from ginrummy.rl.session import Session
from ginrummy.rules import Rules
from ginrummy.view import view

__all__ = ["OUTCOMES", "HandFailure", "HandRows", "play_hand"]

#: How a hand ends, as the batch simulator names it (the engine's ``draw`` is ``drawn``).
OUTCOMES = ("knock", "gin", "big_gin", "undercut", "drawn")


class HandRows(NamedTuple):
    """A hand played: one entry per decision (in order) in each list, and the hand's
    end."""

    hand: int
    """The hand's number in the run."""
    seed: int
    """The hand's seed: its deal and its agents' random sources come from it."""
    players: list[int]
    """The player deciding."""
    seats: list[int | None]
    """That player's seat in the hand (None: sitting out, advising; R11.3)."""
    advising: list[bool]
    observations: bytes
    """The observations, one after the other: each :data:`~ginrummy.rl.observation.
    OBS_SIZE` float32 entries, in this machine's byte order."""
    masks: bytes
    """The action masks, one after the other: each :data:`~ginrummy.rl.moves.
    NUM_ACTIONS` bytes, 1 for a legal move."""
    moves: list[int]
    texts: list[str]
    rewards: list[float]
    """Each player's reward for the hand (its points, zero-sum; 0 sitting out)."""
    outcome: str
    """One of :data:`OUTCOMES`."""
    points: int
    """The hand's points, won by ``winner`` (0 when drawn)."""
    winner: int | None
    """The player who won the hand; None when it was drawn (R7)."""
    knocker: int | None
    """The player who knocked (or declared big gin); None when drawn."""


class HandFailure(NamedTuple):
    """A hand that could not be played to its end: an agent failed (a plugin raised,
    returned something illegal, or its process died).  It gives no rows."""

    hand: int
    seed: int
    player: int
    reason: str


def _reason(exc: Exception) -> str:
    # As the runner words a forfeit: a plugin's own message is the whole reason.
    return str(exc) if isinstance(exc, AgentFailure) else f"{type(exc).__name__}: {exc}"


def _agents(rules: Rules, names: Sequence[str], seed: int,
            sandboxes: Sandboxes | None) -> list[Agent]:
    # Seeded from the hand's seed as the runner and the Gymnasium environment seed a
    # match's agents, so that a hand's seed replays its agents' choices too.
    return [as_agent(make_agent(name, random.Random(agent_seed(seed, p)), sandboxes=sandboxes,
                                player=p))
            for p, name in enumerate(names[:rules.players])]


def _hooks(session: Session, agents: Sequence[Agent]) -> None:
    """The agents' begin_hand and end_hand with their seat's view, as the runner calls
    them (a player sitting out gets neither)."""
    for event, state, seats in session.hand_events:
        for seat, p in enumerate(seats):
            hook = agents[p].begin_hand if event == "begin" else agents[p].end_hand
            hook(view(state, seat))
    session.hand_events.clear()


def play_hand(rules: Rules, names: Sequence[str], hand: int, seed: int,
              sandboxes: Sandboxes | None = None) -> HandRows | HandFailure:
    """Hand number ``hand`` of a run, dealt from ``seed``: the first hand of a match of
    ``rules`` between the agents ``names`` (player ``p`` is ``names[p]``), every
    decision kept.  An agent that fails gives a :class:`HandFailure`."""
    agents = _agents(rules, names, seed, sandboxes)
    session = Session(rules, seed, advice=rules.players == 3)
    players: list[int] = []
    seats: list[int | None] = []
    advising: list[bool] = []
    observations = bytearray()
    masks = bytearray()
    moves: list[int] = []
    texts: list[str] = []
    totals = [0.0] * rules.players
    player = 0
    try:
        while True:
            _hooks(session, agents)
            d = session.decision()
            if d is None:
                break
            player = d.player
            sight = session.sight(player)
            ids = session.legal_ids()
            observations += encode(*sight).tobytes()
            mask = bytearray(NUM_ACTIONS)
            for move in ids:
                mask[move] = 1
            masks += mask
            agent = agents[player]
            if d.advising:
                advice = advice_of(agent, d.view)
                move = NO_ADVICE if advice is None else id_of(d.view, advice)
            else:
                action = captain_decides(agent, d.view, sight.advice)
                if not isinstance(action, Action):
                    raise AgentFailure(_not_an_action(
                        action, "act" if sight.advice is None else "act_advised"))
                move = id_of(d.view, action)
            players.append(player)
            seats.append(None if d.advising else d.view.seat)
            advising.append(d.advising)
            moves.append(move)
            texts.append(words(d.view, move))
            # Played by its id, as an environment plays a policy's move: the data are
            # the environments' transitions (a gin is the one move gin, moves.py).
            for p, reward in enumerate(session.play(move)):
                totals[p] += reward
    except IllegalActionError as exc:
        return HandFailure(hand, seed, player, f"illegal action: {exc}")
    except Exception as exc:  # an agent's bug must not stop the run (as the runner)
        return HandFailure(hand, seed, player, _reason(exc))
    driver = session.driver
    booked = driver.booked
    assert booked is not None  # the episode is one hand, over
    result = booked.result
    hand_seats = driver.seats
    return HandRows(
        hand, seed, players, seats, advising, bytes(observations), bytes(masks), moves, texts,
        totals, "drawn" if result.outcome == "draw" else result.outcome, result.points,
        None if result.winner is None else hand_seats[result.winner],
        None if result.knocker is None else hand_seats[result.knocker],
    )
