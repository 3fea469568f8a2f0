"""Expert plus search: the ``expert`` level with its draws and discards checked
by play-outs.

:class:`SearchAgent` is the ``expert`` level (:data:`ginrummy.agents.levels.EXPERT`
by default) that, within a time budget per decision, plays the rest of the hand
out from sampled deals to check the expert's draw and discard:

- **Draw** (R4.1): taking the discard-pile top against drawing from the stock,
  when both are legal.
- **Discard**: the expert's ``candidates`` best discards.
- **Knocks are the expert's.**  When the expert's best action is a knock, gin or
  big gin, it is played unsearched: the expert already weighs a knock against
  playing on with play-outs of its own, against sampled, styled opponent hands
  and, in a match, by the chance of winning the match; a search whose play-outs
  knock by fixed styles would only undo that judgement.
- **The upcard offer** (R4.3) is the expert's too.  A pass there draws nothing:
  it hands the upcard to the other player, and only after both pass does the
  non-dealer draw from the stock.  The play-outs start from an ordinary turn
  and do not model that exchange, so an offer is not searched.
- Arranging a knock and laying off are the expert's.

**Samples.**  Each sample is one deal consistent with what this seat saw: an
opponent hand and knocking style from the expert's own
:meth:`~ExpertAgent._sample_styled_hands` (developed to a realistic deadwood for
the stage of the hand, the style drawn from the :class:`StyleBelief` learnt over
the match), and the rest of the unseen cards shuffled as the stock.  Every
candidate meets the same samples (common random numbers), so that the
difference between two candidates is far less noisy than either value.

**Play-outs** are the fast mask-level ones of :mod:`ginrummy.agents.playout`
(both sides draw and discard as ``simple`` does and knock by a style):

- discarding card *c*: the opponent moves next with *c* on the pile, exactly as
  the expert plays on after its ``wait_card`` when it prices a knock;
- taking the pile top: the seat adds it to its hand and discards as the
  play-outs do (least deadwood, not the card just taken unless
  ``discard_drawn_upcard``, R4.2), knocks if its style would, else plays on;
- drawing from the stock: the same with the sample's first stock card.

This seat's knocking in the play-outs is each of the expert's styles in turn
(``_MY_STYLES``: gin only, low, at once), and a candidate is worth its best
style's mean, as the expert values playing on; every candidate is judged so.

**Value.**  With a match score in the view (``standing``), a play-out is worth
the chance of winning the match after its result (the expert's
:class:`~ginrummy.agents.matchvalue.MatchValue`): near the target a sure small
win beats a likely large one.  Without one, it is worth its points.

**Choice.**  The expert's own choice stands unless another candidate beats it
clearly: by ``switch_margin`` points (``switch_chance`` of the match) plus
``switch_z`` standard errors of the difference, sample by sample; of those that
do, the best mean is played.  The play-out policy is far weaker than the
expert's (it never reads the opponent, for one), so its values are biased as
well as noisy, and a small edge in them is no reason to overrule the expert's
finer estimate.  The noise is large: with common random numbers, the
difference between two discards early in an eaai hand still has a standard
error of one to one and a half points after 300 samples, and the expert's
choice was seldom beaten by more than that in such positions.

**Budget.**  ``budget`` seconds cover the whole decision, the expert's ranking
(and its own knock play-outs) included; the clock is read between samples, so
a decision overruns by at most one sample (a few milliseconds).  With fewer
than ``min_samples`` samples the expert's choice stands.  When the budget,
not ``max_samples``, ends the search, the choice depends on the machine's
speed: such play is not reproducible from the seed alone.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from ginrummy import actions as A
from ginrummy.actions import Action, Kind
from ginrummy.agents.expert import _MY_STYLES, ExpertAgent, ExpertSettings
from ginrummy.agents.levels import EXPERT
from ginrummy.agents.playout import (
    after_draw,
    plays_after_draw,
    score_rules,
    turns_played,
)
from ginrummy.agents.tracker import read_opponent
from ginrummy.cards import iter_cards
from ginrummy.state import Phase
from ginrummy.view import SeatView

__all__ = ["Evaluation", "SearchAgent", "SearchSettings", "after_draw"]

_KNOCKS = (Kind.KNOCK, Kind.BIG_GIN)


@dataclass(frozen=True, slots=True)
class SearchSettings:
    """How much searching to do, and how sure it must be to overrule the expert."""

    budget: float = 1.0
    """Seconds per decision, the expert's own ranking included."""
    max_samples: int = 400
    """At most this many sampled deals per decision."""
    candidates: int = 3
    """How many of the expert's best discards are compared."""
    min_samples: int = 8
    """Below this many samples the expert's own choice stands."""
    switch_margin: float = 1.0
    """Mean points by which a candidate must beat the expert's choice to replace
    it (outside a match)."""
    switch_chance: float = 0.005
    """The same in the chance of winning the match (in a match): about what one
    point is worth early in a game to 100 (matchvalue)."""
    switch_z: float = 2.0
    """Standard errors of the difference (sample by sample, common random numbers)
    by which the candidate must beat the expert's choice on top of the margin."""


@dataclass(frozen=True, slots=True)
class Evaluation:
    """What the play-outs said of a decision's candidates."""

    actions: tuple[Action, ...]
    """The candidates, the expert's choice first."""
    means: tuple[float, ...]
    """Each candidate's value: its best knocking style's mean over the samples
    (0 for all when there were none)."""
    errors: tuple[float, ...]
    """The standard error of each candidate's mean less the expert's choice's,
    from the differences sample by sample (0 for the expert's choice itself)."""
    samples: int
    in_match: bool
    """Whether the values are match-win chances (else points)."""


class SearchAgent(ExpertAgent):
    """See the module docstring."""

    name = "search"

    def __init__(
        self,
        rng: random.Random | None = None,
        settings: ExpertSettings | None = None,
        search: SearchSettings | None = None,
    ) -> None:
        super().__init__(rng, settings or EXPERT)
        self.search = search or SearchSettings()
        self.last: Evaluation | None = None
        """The last decision's evaluation (None when it was not searched)."""

    def act(self, v: SeatView) -> Action:
        """The expert's action, or a draw or discard the play-outs find clearly better."""
        start = time.perf_counter()
        self.last = None
        if v.phase is not Phase.DRAW and v.phase is not Phase.DISCARD:
            return super().act(v)  # the offer (see the module docstring), arrange, lay off
        ranked = self.rank(v)
        best = ranked[0].action
        if best.kind in _KNOCKS:
            return best  # the expert's knock decision is its own
        if v.phase is Phase.DRAW:
            options = [r.action for r in ranked]
        else:
            discards = [r.action for r in ranked if r.action.kind is Kind.DISCARD]
            options = discards[: self.search.candidates]
        if len(options) < 2:
            return best
        ev = self.evaluate(v, options, start + self.search.budget)
        self.last = ev
        if ev.samples < self.search.min_samples:
            return best
        s = self.search
        margin = s.switch_chance if ev.in_match else s.switch_margin
        # The expert's choice (index 0) and those that beat it clearly; the best
        # mean of these.  (A negative margin lets the play-outs decide alone.)
        pool = [0] + [
            i for i in range(1, len(options))
            if ev.means[i] - ev.means[0] > margin + s.switch_z * ev.errors[i]
        ]
        return options[max(pool, key=lambda i: ev.means[i])]

    def evaluate(
        self, v: SeatView, options: Sequence[Action], deadline: float | None = None
    ) -> Evaluation:
        """Play each of ``options`` (draws from ``v``'s draw phase or discards from
        its discard phase) out over the same sampled deals until ``deadline``
        (a :func:`time.perf_counter` time; None: no limit) or ``max_samples``."""
        rules = v.rules
        score = score_rules(v)
        me = v.seat
        hand = v.hand
        my_turns = turns_played(v, me)
        opp_turns = turns_played(v, 1 - me)
        model = read_opponent(v, self.settings.opponent_model)
        value = self._match_value(v) if v.standing is not None else None
        top = v.pile_top
        # The pile top taken: the discard after it is the same in every sample.
        take: tuple[int, int, int] | None = None
        if A.DRAW_DISCARD in options:
            assert top is not None  # the pile is never empty at a draw
            take = after_draw(hand, top, True, rules.discard_drawn_upcard)
        # results[i][j]: candidate i's value in each sample, this seat knocking
        # by style j; kept per sample for the paired standard errors.
        results: list[list[list[float]]] = [[[] for _ in _MY_STYLES] for _ in options]
        rng = self.rng
        samples = 0
        limit_samples = self.search.max_samples
        while samples < limit_samples and (deadline is None or time.perf_counter() < deadline):
            ((opp, opp_style),) = self._sample_styled_hands(v, model, 1, opp_turns)
            stock = list(iter_cards(model.unseen & ~opp))
            rng.shuffle(stock)
            for i, action in enumerate(options):
                # Where the play-out starts: this seat's hand after its discard,
                # the card on the pile, the stock, and (after a draw) the count
                # it could knock with this turn.
                count: int | None = None
                rest = stock
                kind = action.kind
                if kind is Kind.DISCARD:
                    assert action.card is not None
                    mine, pile = hand ^ (1 << action.card), action.card
                elif kind is Kind.DRAW_DISCARD:
                    assert take is not None
                    mine, pile, count = take
                else:  # the stock
                    mine, pile, count = after_draw(hand, stock[0], False, False)
                    rest = stock[1:]
                row = results[i]
                played = plays_after_draw(
                    score, mine, opp, pile, rest, count, _MY_STYLES, opp_style,
                    my_turns, opp_turns,
                )
                for j, points in enumerate(played):
                    row[j].append(value(points) if value is not None else points)
            samples += 1
        return _summarise(tuple(options), results, samples, value is not None)


def _summarise(
    options: tuple[Action, ...], results: list[list[list[float]]], samples: int, in_match: bool
) -> Evaluation:
    """Each candidate's best style's mean, and the standard error of its
    difference from the first candidate's, sample by sample."""
    if samples == 0:
        zeros = tuple(0.0 for _ in options)
        return Evaluation(options, zeros, zeros, 0, in_match)
    best = [max(rows, key=sum) for rows in results]
    means = tuple(sum(b) / samples for b in best)
    errors = [0.0]
    for i in range(1, len(options)):
        diffs = [x - y for x, y in zip(best[i], best[0], strict=True)]
        mean = means[i] - means[0]
        var = sum((d - mean) ** 2 for d in diffs) / (samples - 1) if samples > 1 else 0.0
        errors.append(math.sqrt(var / samples))
    return Evaluation(options, means, tuple(errors), samples, in_match)

