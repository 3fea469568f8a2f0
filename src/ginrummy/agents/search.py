"""Determinized Monte Carlo search on top of the expert.

For a draw or discard decision, the expert's few best actions are compared by
playing the rest of the hand out many times: each time the opponent's hidden
cards are sampled consistent with everything this seat saw (and developed to
a realistic deadwood for the stage of the hand, see
:meth:`ExpertAgent.sample_opponent_hands`), the remaining cards are shuffled
into the stock, and both sides play on with the fast ``simple`` policy.  Every
candidate meets the same samples (common random numbers), and the one with
the best mean score wins.  The search stops at its time budget.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from ginrummy.actions import Action, Kind
from ginrummy.agents.baseline import SimpleAgent
from ginrummy.agents.expert import ExpertAgent, ExpertSettings, RankedAction
from ginrummy.agents.tracker import read_opponent
from ginrummy.cards import iter_cards
from ginrummy.state import HandState, Phase, position
from ginrummy.view import SeatView, view

__all__ = ["SearchAgent", "SearchSettings"]


@dataclass(frozen=True, slots=True)
class SearchSettings:
    """How much searching to do."""

    budget: float = 1.0
    """Seconds per decision (the search stops when they are spent)."""
    max_samples: int = 400
    """At most this many sampled deals per decision."""
    candidates: int = 3
    """How many of the expert's best actions are compared."""
    min_samples: int = 8
    """Below this many samples the expert's own choice stands."""


class SearchAgent(ExpertAgent):
    """See the module docstring."""

    name = "search"

    def __init__(
        self,
        rng: random.Random | None = None,
        settings: ExpertSettings | None = None,
        search: SearchSettings | None = None,
    ) -> None:
        super().__init__(rng, settings)
        self.search = search or SearchSettings()
        self._rollout = SimpleAgent(random.Random(self.rng.random()))

    def act(self, v: SeatView) -> Action:
        if v.phase not in (Phase.DRAW, Phase.OFFER, Phase.DISCARD):
            return super().act(v)
        ranked = self.rank(v)
        best = ranked[0]
        if best.action.kind is Kind.KNOCK and best.cost <= -1000.0:
            return best.action  # gin: nothing to search
        candidates = [r for r in ranked[: self.search.candidates]]
        if len(candidates) < 2:
            return best.action
        scores = self.evaluate(v, candidates)
        if scores is None:
            return best.action
        return max(scores, key=lambda item: item[1])[0]

    def evaluate(
        self, v: SeatView, candidates: list[RankedAction]
    ) -> list[tuple[Action, float]] | None:
        """Mean points of each candidate over sampled deals, or None if too few fit the budget."""
        deadline = time.perf_counter() + self.search.budget
        model = read_opponent(v, self.settings.opponent_model)
        totals = [0.0] * len(candidates)
        samples = 0
        rng = self.rng
        while samples < self.search.max_samples and time.perf_counter() < deadline:
            opp = self.sample_opponent_hands(v, model, 1)[0]
            stock = [c for c in iter_cards(model.unseen & ~opp)]
            rng.shuffle(stock)
            hands = (v.hand, opp) if v.seat == 0 else (opp, v.hand)
            known = (0, model.known) if v.seat == 0 else (model.known, 0)
            start = position(
                v.rules, dealer=v.dealer, hands=hands, pile=v.pile, stock=tuple(stock),
                upcard=v.upcard, knock_limit=v.knock_limit, phase=v.phase, to_act=v.seat,
                passes=v.passes, stock_only=v.stock_only, taken=v.taken, turn=v.turn,
                known=known, standing=v.standing,
            )
            for i, cand in enumerate(candidates):
                totals[i] += self._play_out(start.apply(cand.action), v.seat)
            samples += 1
        if samples < self.search.min_samples:
            return None
        return [(c.action, t / samples) for c, t in zip(candidates, totals, strict=True)]

    def _play_out(self, state: HandState, me: int) -> float:
        policy = self._rollout
        while not state.is_over:
            seat = state.to_act
            state = state._apply(policy.act(view(state, seat)))
        result = state.result
        assert result is not None
        if result.winner is None:
            return 0.0
        return float(result.points if result.winner == me else -result.points)
