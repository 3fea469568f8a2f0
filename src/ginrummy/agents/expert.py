"""The expert: plays by the value of its hand over the cards still unseen.

- Draws and discards by a one-step look-ahead: a hand is worth a blend of its
  deadwood now and its expected least deadwood after one more draw, the draw
  taken over the unseen cards weighted by how likely each is to come from the
  stock (not held by the opponent).  With ``pile_hands`` (the ``expert``
  level) that draw may also be the opponent's next discard, predicted from
  posterior hands of the opponent: a hand that melds the cards the opponent is
  about to throw is worth more.  A discard also pays for the chance that
  the opponent can meld it, judged from the opponent's pick-ups, discards and
  declined cards (:mod:`ginrummy.agents.tracker`).
- Takes the discard-pile top only when it joins a meld and leaves less
  deadwood than a stock draw is expected to.
- Knocks by expected value.  With ``knock_rollouts`` (the ``hard`` and
  ``expert`` levels) it samples opponent hands consistent with what it has
  seen, developed by as many draws as the opponent has made (a hand late in the
  deal is far better than a random one) -- or, with ``posterior_iterations``
  (the ``expert`` level), draws them from the posterior over the opponent's
  whole history (:mod:`posterior`) -- gives each a knocking style drawn from
  what it has learnt of the opponent over the match (:mod:`playout`: one who
  knocks at once, one who waits for gin...), and plays the hand out both ways:
  knocking now (settled exactly with lay-offs) and discarding to play on.
  Without play-outs it knocks when the sampled undercut risk and expected score
  say so.  The knock limit (Oklahoma) enters through the legal knocks and the
  play-outs' knocks.
- At a knock it lays down, among its least-deadwood arrangements, the one that
  leaves the fewest likely lay-offs.

:meth:`ExpertAgent.rank` scores every legal action with a reason; it is the
source of hints.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace

from ginrummy import actions as A
from ginrummy.actions import Action
from ginrummy.agents.base import Agent
from ginrummy.agents.matchvalue import MatchValue
from ginrummy.agents.playout import (
    KnockStyle,
    StyleBelief,
    after_draw,
    knock_points,
    least_deadwood_discard,
    observe_hand_end,
    playouts,
    plays_after_draw,
    score_rules,
    turns_played,
)
from ginrummy.agents.posterior import PolicyModel, sample_hands
from ginrummy.agents.reasons import Why, english
from ginrummy.agents.tracker import OpponentModel, read_opponent
from ginrummy.cards import CARD_VALUES, iter_cards
from ginrummy.legality import (
    Phase,
    arrangement_limit,
    barred_discard,
    can_declare_big_gin,
    discard_options,
    knock_allowed,
)
from ginrummy.melds import (
    Arrangement,
    arrangements_within,
    best_arrangement,
    best_layoffs,
    deadwood,
    deadwood_after_discard,
    deadwood_after_each_discard,
    layoff_targets,
)
from ginrummy.scoring import score_knock
from ginrummy.view import SeatView

__all__ = ["ExpertAgent", "ExpertSettings", "RankedAction"]

_ACES = sum(1 << (13 * s) for s in range(4))
_KINGS = _ACES << 12


_ALL = (1 << 52) - 1
# About a card's mean count, 85 / 13 (ace to ten, then three tens); the
# rounded figure is the one round 14 measured.
_MEAN_COUNT = 6.54
_INF = 1 << 30

# How the expert may knock after playing on, in play-outs: the best of them is
# the value of waiting (an optimistic estimate; the margin setting offsets it).
_MY_STYLES = (
    KnockStyle("gin only", 0, 0, 0),
    KnockStyle("low", 4, 0, 4),
    KnockStyle("at once", 10, 0, 10),
)


def _adjacent(cover: int) -> int:
    # Masked to the deck: a king of the last suit shifted up is no card.
    return (((cover << 1) & ~_ACES) | ((cover >> 1) & ~_KINGS)) & _ALL


@dataclass(frozen=True, slots=True)
class ExpertSettings:
    """The expert's knobs; the difficulty levels are presets of these."""

    lookahead: float = 0.7
    """Weight of the expected deadwood after one more draw against deadwood now."""
    danger: float = 6.0
    """Points charged per unit of probability that the opponent melds a discard."""
    danger_scale: float = 0.0
    """How far the price of a dangerous discard follows the card's count: the
    charge per unit of danger is ``danger`` x (1 - scale + scale x count / 6.54),
    6.54 being the mean count of a card (0: one price for every card).  Round
    14's tuning runs against ``simple`` rose as the scale fell from 1 to -0.5
    (docs/strength.md): a positive scale makes the expert keep dangerous high
    cards and lose more hands to knocks.  Round 15's -1 fell back to the
    level's own result, so below 0 the gain is within the noise and every
    level keeps 0."""
    take_margin: float = 0.5
    """How much better than a stock draw the pile top must be to take it."""
    opponent_model: bool = True
    """Read the opponent's pick-ups, discards and declines."""
    knock_samples: int = 40
    """Opponent hands sampled to price a knock; 0 knocks at the first chance."""
    max_undercut: float = 0.22
    """Highest acceptable estimated undercut probability for a knock."""
    min_knock_value: float = 4.0
    """Least expected points for a knock that is not gin."""
    development: float = 1.0
    """Greedy draws given to each sampled opponent hand per draw the opponent made."""
    knock_rollouts: int = 0
    """Sampled hands played out to price waiting against knocking; 0 prices a knock
    by ``max_undercut`` and ``min_knock_value`` alone."""
    discard_fit: int = 0
    """Tries per sampled opponent hand to find one for which the opponent's last
    discard was a least-deadwood discard (0: no such conditioning).  A player
    throws its costliest loose card, so a low discard says its deadwood is low."""
    posterior_iterations: int = 0
    """Steps of the Markov chain over the opponent's hidden history
    (:mod:`posterior`) whose hands the play-outs use instead of developed
    samples (0: developed samples).  Those hands agree with every draw, discard
    and knock the opponent passed up, by the style learnt of it."""
    knock_margin: float = 0.0
    """Points by which waiting must beat knocking (in play-outs) to wait, at an
    undercut bonus of 25 (eaai); scaled by the rules' undercut bonus over 25, since
    what the play-outs miss in waiting is mostly undercuts."""
    wait_candidates: int = 1
    """When it can knock (play-outs on), how many of its best discards to play
    out as the way of playing on; the one the play-outs value most is played
    if it waits (1: the look-ahead's best discard)."""
    wait_slack: float = 3.0
    """Only discards whose look-ahead cost is within this of the best are played out."""
    wait_zone: int = 0
    """With ``wait_candidates`` above 1, also choose the discard by play-outs when
    the least deadwood is above the knock limit by at most this (0: never), the
    opponent hands drawn as for a knock."""
    draw_zone: int = 0
    """With play-outs on, also choose between the pile top and the stock by
    play-outs (the same opponent hands, both draws on each hand and stock order)
    when the least deadwood, before taking the top or after, is above the knock
    limit by at most this (0: never).  The look-ahead prices a draw by the
    deadwood just after it; near a knock what matters is who gets there first."""
    pile_hands: int = 0
    """Opponent hands drawn from the posterior (:mod:`posterior`) at every
    discard to predict the opponent's next discard, so that the look-ahead also
    counts taking that card from the pile at the next draw (0: the look-ahead
    draws from the stock only).  Each hand draws a stock card and throws its
    least-deadwood card, unless its style (from the belief) knocks instead."""
    pile_iterations: int = 600
    """Steps of the chain that gives the ``pile_hands`` (fewer than the knock's:
    only where the opponent's next discard falls matters, not its fine detail)."""


@dataclass(frozen=True, slots=True)
class _PlayoutValues:
    """What the play-outs say of a knock against playing on."""

    knock_points: float
    wait_points: float
    undercut: float
    knock_chance: float | None
    """The chance of winning the match after knocking (None outside a match)."""
    wait_chance: float | None
    wait_card: int
    """The discard that plays on best."""


@dataclass(frozen=True, slots=True)
class RankedAction:
    """A legal action with the expert's estimate (lower cost is better) and why."""

    action: Action
    cost: float
    why: tuple[Why, ...]
    """The reason in parts a face can say in its own language (reasons.py)."""

    @property
    def reason(self) -> str:
        """The reason as an English sentence."""
        return english(self.why)


class ExpertAgent(Agent):
    """See the module docstring."""

    name = "expert"

    def __init__(
        self, rng: random.Random | None = None, settings: ExpertSettings | None = None
    ) -> None:
        super().__init__(rng)
        self.settings = settings or ExpertSettings()
        self.belief = StyleBelief()
        """How the opponent knocks, learnt over the hands of the match."""
        self._value: MatchValue | None = None

    # ------------------------------------------------------------------ protocol

    def act(self, view: SeatView) -> Action:
        phase = view.phase
        if phase is Phase.ARRANGE:
            return A.arrange(self.choose_arrangement(view).melds)
        if phase is Phase.LAY_OFF:
            return view.default_lay_off()
        return self.rank(view)[0].action

    def end_hand(self, view: SeatView) -> None:
        """Learn how the opponent knocks from what the hand's end showed."""
        observe_hand_end(self.belief, view)

    def advise(self, view: SeatView) -> Action | None:
        """The expert's own choice, offered to the captain (R11.3)."""
        return self.act(view)

    def act_advised(self, view: SeatView, advice: Action | None) -> Action:
        """Decide as captain: follow the advice when it is as good as our own choice
        by our estimate (within half a point), so that the team plays as one."""
        if advice is None or view.phase in (Phase.ARRANGE, Phase.LAY_OFF):
            return self.act(view)
        ranked = self.rank(view)
        for r in ranked:
            if r.action == advice and r.cost <= ranked[0].cost + 0.5:
                return advice
        return ranked[0].action

    # ------------------------------------------------------------------ ranking

    def rank(self, view: SeatView) -> list[RankedAction]:
        """Every action this agent would consider, best first, with reasons.

        In the arrange and lay-off phases only the chosen action is returned.
        """
        phase = view.phase
        if phase is Phase.ARRANGE or phase is Phase.LAY_OFF:
            return [RankedAction(self.act(view), 0.0, (Why("least-deadwood"),))]
        model = read_opponent(view, self.settings.opponent_model)
        if phase is Phase.DISCARD:
            return self._rank_discard(view, model)
        if phase is Phase.DRAW or phase is Phase.OFFER:
            return self._rank_draw(view, model)
        return []

    # ------------------------------------------------------------------ estimates

    def _stock_weights(self, model: OpponentModel) -> list[tuple[int, float]]:
        """Unseen cards with the chance that each is the next stock card."""
        prob = model.prob
        pairs = [(c, 1.0 - prob[c]) for c in iter_cards(model.unseen)]
        total = sum(w for _c, w in pairs)
        if total <= 0:
            return []
        return [(c, w / total) for c, w in pairs]

    def _expected_next(self, hand: int, weights: list[tuple[int, float]]) -> float:
        """Expected least deadwood of a 10-card hand after one more draw and discard."""
        now = deadwood(hand)
        exp = 0.0
        for c, w in weights:
            after = deadwood_after_discard(hand | (1 << c))
            exp += w * (after if after < now else now)
        return exp

    def _hand_value(
        self, hand: int, weights: list[tuple[int, float]],
        pile: list[tuple[int, float]] | None = None,
    ) -> float:
        return self._valued(hand, weights, pile)[0]

    def _valued(
        self, hand: int, weights: list[tuple[int, float]],
        pile: list[tuple[int, float]] | None = None,
    ) -> tuple[float, int | None, float]:
        """The look-ahead value of a 10-card hand, and the likeliest predicted pile
        top it would take at the next draw with that top's chance (None and 0: none)."""
        lam = self.settings.lookahead
        if not weights or lam <= 0:
            return float(deadwood(hand)), None, 0.0
        stock = self._expected_next(hand, weights)
        wanted: int | None = None
        wanted_p = 0.0
        if pile:
            # At our next draw the pile top is the opponent's discard, taken when
            # it leaves less than a stock draw is expected to.  The chances sum to
            # less than 1 when the opponent may knock; then the stock term stands.
            mass = 0.0
            best = 0.0
            for c, p in pile:
                if hand >> c & 1:
                    continue
                mass += p
                taken = deadwood_after_discard(hand | (1 << c), c)
                if taken < stock:
                    best += p * taken
                    if p > wanted_p:
                        wanted, wanted_p = c, p
                else:
                    best += p * stock
            stock = (1 - mass) * stock + best
        return lam * stock + (1 - lam) * deadwood(hand), wanted, wanted_p

    def next_discards(self, view: SeatView, model: OpponentModel) -> list[tuple[int, float]]:
        """The opponent's next discard, card by card with its chance, if it draws
        from the stock and throws its least-deadwood card (``pile_hands``
        posterior hands); a knock leaves no pile top, so the chances may sum to
        less than 1.  Our own discard is not taken into account: whether the
        opponent melds it is what :meth:`danger` prices."""
        s = self.settings
        styles = self.belief.styles
        probs = self.belief.probabilities()
        hands = sample_hands(
            view, self._policy_model(), self.rng, s.pile_iterations, s.pile_hands
        )
        rng = self.rng
        limit = view.knock_limit
        opp_turns = turns_played(view, 1 - view.seat)
        counts: dict[int, float] = {}
        unseen = model.unseen
        for opp in hands:
            pool = list(iter_cards(unseen & ~opp))
            if not pool:
                continue
            grown = opp | (1 << rng.choice(pool))
            card, left = least_deadwood_discard(grown, grown)
            style = rng.choices(styles, probs)[0]
            if left <= limit and style.knocks(left, opp_turns, limit):
                continue
            counts[card] = counts.get(card, 0.0) + 1.0
        total = len(hands)
        return [(c, k / total) for c, k in counts.items()]

    @staticmethod
    def danger(card: int, hand: int, model: OpponentModel) -> float:
        """Probability that the opponent can meld ``card`` with cards it may hold."""
        prob = model.prob
        rank = card % 13
        base = card - rank

        def p(c: int) -> float:
            return 0.0 if hand >> c & 1 else prob[c]

        others = [p(rank + 13 * s) for s in range(4) if rank + 13 * s != card]
        q1, q2, q3 = others
        p_set = q1 * q2 + q1 * q3 + q2 * q3 - 2 * q1 * q2 * q3
        lo1 = p(base + rank - 1) if rank >= 1 else 0.0
        lo2 = p(base + rank - 2) if rank >= 2 else 0.0
        hi1 = p(base + rank + 1) if rank <= 11 else 0.0
        hi2 = p(base + rank + 2) if rank <= 10 else 0.0
        p_run = 1 - (1 - lo1 * lo2) * (1 - lo1 * hi1) * (1 - hi1 * hi2)
        return 1 - (1 - p_set) * (1 - p_run)

    # ------------------------------------------------------------------ draws

    def _rank_draw(self, view: SeatView, model: OpponentModel) -> list[RankedAction]:
        hand = view.hand
        other = A.PASS if view.phase is Phase.OFFER else A.DRAW_STOCK
        weights = self._stock_weights(model)
        exp_stock = sum(w * deadwood_after_discard(hand | (1 << c)) for c, w in weights)
        stock_reason = (Why("pass" if other is A.PASS else "blind-draw",
                            {"expected": exp_stock}),)
        top = view.pile_top
        if top is None or view.stock_only:
            return [RankedAction(other, exp_stock, stock_reason)]
        forbid = barred_discard(view.rules, top)
        with_top = hand | (1 << top)
        take_dw = deadwood_after_discard(with_top, forbid)
        melds_it = any(m >> top & 1 for m in best_arrangement(with_top).melds)
        take_cost = take_dw + self.settings.take_margin
        can_knock = knock_allowed(view.situation(), take_dw)
        if not melds_it and not can_knock:
            take_cost += 5.0  # a card that joins no meld only tells the opponent our plan
        take_reason = (Why("take", {"card": top, "deadwood": take_dw}),
                       *([Why("joins-meld")] if melds_it else []),
                       *([Why("can-knock")] if can_knock else []))
        ranked = [
            RankedAction(A.DRAW_DISCARD, take_cost, take_reason),
            RankedAction(other, exp_stock, stock_reason),
        ]
        ranked.sort(key=lambda r: r.cost)
        s = self.settings
        if (
            other is A.DRAW_STOCK  # the upcard offer's pass is another matter (R4.3)
            and s.draw_zone > 0
            and s.knock_rollouts > 0
            and min(deadwood(hand), take_dw) <= view.knock_limit + s.draw_zone
        ):
            take_value, stock_value = self._draw_playout_values(view, model)
            best = A.DRAW_DISCARD if take_value > stock_value else A.DRAW_STOCK
            if ranked[0].action != best:
                first, second = ranked
                ranked = [
                    replace(second, cost=first.cost - 0.01,
                            why=(*second.why, Why("better-by-playouts"))),
                    first,
                ]
        return ranked

    def _draw_playout_values(self, view: SeatView, model: OpponentModel) -> tuple[float, float]:
        """The value of taking the pile top and of drawing from the stock, by
        play-outs over the opponent hands the knock uses: points, or in a match the
        chance of winning it.  Each draw is followed by the play-outs' discard and
        knock (the best of three ways to knock, as for playing on)."""
        score = score_rules(view)
        me = view.seat
        my_turns = turns_played(view, me)
        opp_turns = turns_played(view, 1 - me)
        n = self.settings.knock_rollouts
        pairs = self._styled_hands(view, model, n, opp_turns)
        value = self._match_value(view) if view.standing is not None else None
        hand = view.hand
        top = view.pile_top
        assert top is not None  # the pile is never empty at a draw
        taken = after_draw(hand, top, True, score.discard_drawn_upcard)
        # totals[0]: the pile top, totals[1]: the stock; one total per style.
        totals = [[0.0 for _ in _MY_STYLES] for _ in range(2)]
        rng = self.rng
        for opp, style in pairs:
            stock = list(iter_cards(model.unseen & ~opp))
            rng.shuffle(stock)
            drawn = after_draw(hand, stock[0], False, False)
            for option, ((mine, pile, count), rest) in enumerate(
                ((taken, stock), (drawn, stock[1:]))
            ):
                row = totals[option]
                played = plays_after_draw(
                    score, mine, opp, pile, rest, count, _MY_STYLES, style, my_turns, opp_turns
                )
                for j, points in enumerate(played):
                    row[j] += value(points) if value is not None else points
        return max(totals[0]) / n, max(totals[1]) / n

    # ------------------------------------------------------------------ discards

    def _rank_discard(self, view: SeatView, model: OpponentModel) -> list[RankedAction]:
        hand = view.hand
        sit = view.situation()
        ranked: list[RankedAction] = []
        if can_declare_big_gin(sit):
            return [RankedAction(A.BIG_GIN, -100.0, (Why("big-gin"),))]
        options = discard_options(sit)
        least = min(dw for _c, dw in options)
        weights = self._stock_weights(model)
        danger_weight = self.settings.danger if self.settings.opponent_model else 0.0
        scale = self.settings.danger_scale
        # With two stock cards or fewer our discard ends the hand as a draw
        # (R7.1): there is no next draw to predict for.
        pile = (
            self.next_discards(view, model)
            if self.settings.pile_hands > 0 and view.stock_count > 2 else None
        )
        for card, dw in options:
            if dw > least + 12:
                continue  # breaking a good meld is never the best discard
            rest = hand ^ (1 << card)
            value, wanted, wanted_p = self._valued(rest, weights, pile)
            risk = self.danger(card, rest, model) if danger_weight else 0.0
            price = danger_weight * (1 - scale + scale * CARD_VALUES[card] / _MEAN_COUNT)
            cost = value + price * risk
            why = [Why("discard", {"card": card, "deadwood": dw, "expected": value})]
            if wanted is not None and wanted_p >= 0.15:
                why.append(Why("take-next", {"card": wanted, "chance": wanted_p}))
            if risk > 0.15:
                why.append(Why("opponent-uses", {"chance": risk}))
            ranked.append(RankedAction(A.discard(card), cost, tuple(why)))
        ranked.sort(key=lambda r: r.cost)
        s = self.settings
        if knock_allowed(sit, least):
            knock_card = self.knock_discard(options, least)
            waits = self._wait_candidates(ranked)
            knock, wait_card = self._price_knock(view, model, knock_card, least, waits)
            self._put_first(ranked, wait_card, Why("play-on-best"))
            ranked.append(knock)
        elif (
            s.wait_zone > 0
            and s.knock_rollouts > 0
            and least <= view.knock_limit + s.wait_zone
        ):
            # Close to a knock: the same play-outs choose how to play on.
            waits = self._wait_candidates(ranked)
            if len(waits) > 1:
                pv = self._playout_values(view, model, waits)
                self._put_first(ranked, pv.wait_card, Why("best-by-playouts"))
        ranked.sort(key=lambda r: r.cost)
        return ranked

    def _wait_candidates(self, ranked: list[RankedAction]) -> list[int]:
        """The discards to compare by play-outs, the look-ahead's best first: up
        to ``wait_candidates`` of them, each within ``wait_slack`` of the best."""
        s = self.settings
        slack = ranked[0].cost + s.wait_slack
        return [card for r in ranked[: max(1, s.wait_candidates)]
                if r.cost <= slack and (card := r.action.card) is not None]

    @staticmethod
    def _put_first(ranked: list[RankedAction], card: int, why: Why) -> None:
        """Move the discard of ``card`` to the head of ``ranked`` (sorted by cost)."""
        if ranked[0].action.card == card:
            return
        i = next(j for j, r in enumerate(ranked) if r.action.card == card)
        r = ranked.pop(i)
        ranked.insert(0, replace(r, cost=ranked[0].cost - 0.01, why=(*r.why, why)))

    # ------------------------------------------------------------------ knocking

    @staticmethod
    def knock_discard(options: list[tuple[int, int]], least: int) -> int:
        """The discard to knock with among ``(card, deadwood left)`` options: the
        highest card of those that leave the least deadwood."""
        return min((c for c, dw in options if dw == least), key=lambda c: (-CARD_VALUES[c], c))

    def _price_knock(
        self, view: SeatView, model: OpponentModel, card: int, knock_dw: int, waits: list[int]
    ) -> tuple[RankedAction, int]:
        """The knock as a ranked action: very good (cost far below any discard)
        when the settings accept it, very bad otherwise; and the discard to play
        on with instead, of ``waits`` (the look-ahead's best first)."""
        action = A.knock(card)
        wait_card = waits[0]
        if knock_dw == 0:
            return RankedAction(action, -1000.0, (Why("gin"),)), wait_card
        s = self.settings
        if s.knock_samples <= 0:
            return RankedAction(action, -500.0, (Why("knock", {"deadwood": knock_dw}),)), wait_card
        hand = view.hand ^ (1 << card)
        arrangement = self._least_layoff_arrangement(hand, model, knock_dw)
        if s.knock_rollouts > 0:
            pv = self._playout_values(view, model, waits, (hand, arrangement, knock_dw))
            wait_card = pv.wait_card
            ev = pv.knock_points
            reason: tuple[Why, ...] = (Why("knock-or-play-on", {
                "deadwood": knock_dw, "points": ev, "wait_points": pv.wait_points,
                "undercut": pv.undercut}),)
            if pv.knock_chance is not None and pv.wait_chance is not None:
                # In a match, decide by the chance of winning it (matchvalue.py).
                reason += (Why("match-chance", {"knock": pv.knock_chance,
                                                "wait": pv.wait_chance}),)
                knock = pv.knock_chance >= pv.wait_chance
            else:
                knock = ev + self._knock_margin(view) >= pv.wait_points
            if knock:
                return RankedAction(action, -500.0 - ev, reason), wait_card
            return RankedAction(action, 500.0 - ev, (*reason, Why("wait"))), wait_card
        ev, p_under = self._knock_value(view, model, arrangement, knock_dw)
        reason = (Why("knock-expected",
                      {"deadwood": knock_dw, "points": ev, "undercut": p_under}),)
        if p_under <= s.max_undercut and ev >= s.min_knock_value:
            return RankedAction(action, -500.0 - ev, reason), wait_card
        return RankedAction(action, 500.0 - ev, (*reason, Why("wait"))), wait_card

    def _knock_value(
        self, view: SeatView, model: OpponentModel, arrangement: Arrangement, knock_dw: int
    ) -> tuple[float, float]:
        """Expected points of knocking now and the undercut probability, by sampling."""
        rules = view.rules
        melds = arrangement.melds
        total = 0.0
        undercuts = 0
        n = self.settings.knock_samples
        for opp in self.sample_opponent_hands(view, model, n):
            d = best_layoffs(opp, melds, False).deadwood
            # Without the upcard: the spade double (R9.3) is left out of the estimate.
            score = score_knock(rules, knocker_deadwood=knock_dw, defender_deadwood=d, gin=False)
            if score.knocker_wins:
                total += score.points
            else:
                undercuts += 1
                total -= score.points
        return total / n, undercuts / n

    def _playout_values(
        self,
        view: SeatView,
        model: OpponentModel,
        waits: list[int],
        knock: tuple[int, Arrangement, int] | None = None,
    ) -> _PlayoutValues:
        """Expected points and match chances of knocking now and of playing on by
        each discard of ``waits`` (the best of three ways to knock later), and the
        undercut probability, over sampled opponent hands and styles, each played
        out to the end.  The ways of playing on share the hands and stock orders
        (common random numbers); the best of them is returned.  ``knock`` is the
        hand, melds and count of the knock to price; without it the knock's
        figures are 0."""
        score = score_rules(view)
        me = view.seat
        my_turns = turns_played(view, me) + 1
        opp_turns = turns_played(view, 1 - me)
        n = self.settings.knock_rollouts
        # results[w][j]: play-out points of playing on by waits[w] in style j.
        results: list[list[list[int]]] = [[[] for _ in _MY_STYLES] for _ in waits]
        knock_results: list[int] = []
        rng = self.rng
        pairs = self._styled_hands(view, model, n, opp_turns)
        wait_hands = [view.hand ^ (1 << w) for w in waits]
        for opp, style in pairs:
            if knock is not None:
                hand, arrangement, knock_dw = knock
                knock_results.append(knock_points(score, hand, opp, knock_dw, arrangement.melds))
            stock = list(iter_cards(model.unseen & ~opp))
            rng.shuffle(stock)
            for w, wait_card in enumerate(waits):
                played = playouts(
                    score, wait_hands[w], opp, wait_card, stock, _MY_STYLES, style,
                    my_turns, opp_turns,
                )
                for j, points in enumerate(played):
                    results[w][j].append(points)
        knock_mean = sum(knock_results) / n  # 0 without a knock to price
        undercut = sum(1 for p in knock_results if p < 0) / n
        wait_means = [max(sum(r) for r in res) / n for res in results]
        if view.standing is None:
            best = max(range(len(waits)), key=lambda w: (wait_means[w], -w))
            return _PlayoutValues(
                knock_mean, wait_means[best], undercut, None, None, waits[best]
            )
        value = self._match_value(view)
        knock_chance = sum(value(p) for p in knock_results) / n
        # The margin in points becomes a bonus on the play-outs that waiting wins,
        # as large in total as the margin on their mean: the expert wins more than
        # the play-outs' own play when it waits.  Near the target a bigger win is
        # worth nothing more, and neither is the bonus.  (Capped at three margins
        # a win, so that a rare win is not made a large one.)
        margin = -self._knock_margin(view)
        chances: list[float] = []
        for res in results:
            wait_chance = 0.0
            for r in res:
                wins = sum(1 for p in r if p > 0)
                bonus = round(min(margin * n / wins, 3 * margin)) if wins else 0
                chance = sum(value(p + bonus if p > 0 else p) for p in r) / n
                wait_chance = max(wait_chance, chance)
            chances.append(wait_chance)
        best = max(range(len(waits)), key=lambda w: (chances[w], -w))
        return _PlayoutValues(
            knock_mean, wait_means[best], undercut, knock_chance, chances[best], waits[best]
        )

    def _knock_margin(self, view: SeatView) -> float:
        """The knock margin for these rules (see :attr:`ExpertSettings.knock_margin`)."""
        return self.settings.knock_margin * view.rules.undercut_bonus / 25

    def _match_value(self, view: SeatView) -> MatchValue:
        """The chance of winning the match after a hand result (see :mod:`matchvalue`)."""
        assert view.standing is not None
        value = self._value
        if value is None or (value.standing, value.seat, value.upcard) != (
            view.standing, view.seat, view.upcard
        ):
            value = self._value = MatchValue(view.standing, view.seat, view.rules, view.upcard)
        return value

    def _styled_hands(
        self, view: SeatView, model: OpponentModel, n: int, opp_turns: int
    ) -> list[tuple[int, KnockStyle]]:
        """The play-outs' ``n`` opponent hands and styles: from the posterior
        with ``posterior_iterations``, else developed samples."""
        if self.settings.posterior_iterations > 0:
            return self._posterior_styled_hands(view, n, opp_turns)
        return self._sample_styled_hands(view, model, n, opp_turns)

    def _sample_styled_hands(
        self, view: SeatView, model: OpponentModel, n: int, opp_turns: int
    ) -> list[tuple[int, KnockStyle]]:
        """Opponent hands with a knocking style each, drawn from the belief; a hand
        with which its style would have knocked at its last discard is drawn
        again (up to a few times): that opponent would not still be playing."""
        styles = self.belief.styles
        probs = self.belief.probabilities()
        limit = view.knock_limit
        sampler = self._hand_sampler(view, model)
        out: list[tuple[int, KnockStyle]] = []
        for style in self.rng.choices(styles, probs, k=n):
            opp = sampler()
            for _retry in range(6):
                if opp_turns == 0 or not style.knocks(deadwood(opp), opp_turns - 1, limit):
                    break
                opp = sampler()
            out.append((opp, style))
        return out

    def _posterior_styled_hands(
        self, view: SeatView, n: int, opp_turns: int
    ) -> list[tuple[int, KnockStyle]]:
        """``n`` opponent hands from the posterior over its history (the knock
        evidence weighed by the learnt styles), each with a style drawn from the
        belief; a style that would have knocked with its hand at the last discard
        is drawn again (up to a few times), as in :meth:`_sample_styled_hands`."""
        styles = self.belief.styles
        probs = self.belief.probabilities()
        hands = sample_hands(
            view, self._policy_model(), self.rng, self.settings.posterior_iterations, n
        )
        rng = self.rng
        limit = view.knock_limit
        out: list[tuple[int, KnockStyle]] = []
        for _k in range(n):
            opp = rng.choice(hands)
            for _retry in range(6):
                style = rng.choices(styles, probs)[0]
                if opp_turns == 0 or not style.knocks(deadwood(opp), opp_turns - 1, limit):
                    break
            out.append((opp, style))
        return out

    def _policy_model(self) -> PolicyModel:
        """The posterior's model of the opponent's play, its knocks weighed by the
        styles learnt of it so far."""
        styles = self.belief.styles
        probs = self.belief.probabilities()
        return PolicyModel(styles=tuple(zip(styles, probs, strict=True)))

    def sample_opponent_hands(
        self, view: SeatView, model: OpponentModel, n: int
    ) -> list[int]:
        """Opponent hands consistent with what this seat saw, each developed by as
        many greedy draws as the opponent has made, so that their deadwood is
        realistic for the stage of the hand."""
        sampler = self._hand_sampler(view, model)
        return [sampler() for _ in range(n)]

    def _hand_sampler(self, view: SeatView, model: OpponentModel) -> Callable[[], int]:
        """A function drawing one opponent hand (see :meth:`sample_opponent_hands`)."""
        rng = self.rng
        prob = model.prob
        pool = list(iter_cards(model.unseen))
        pool_weights = [max(prob[c], 1e-3) for c in pool]
        need = view.opponent_hand_size - model.known.bit_count()
        steps = min(int(model.draws * self.settings.development + 0.5), 24)
        known = model.known
        tries = self.settings.discard_fit
        last = model.last_discard if tries > 0 else None

        def sample() -> int:
            if last is None:
                return develop()
            # The hand the opponent kept when it threw ``last``: for a player who
            # discards by least deadwood (most do, most of the time), throwing
            # ``last`` left no more deadwood than any other discard would have.
            # The best fit of a few tries is kept, so a player who discards
            # otherwise still gets hands.
            bit = 1 << last
            best_hand, best_gap = 0, _INF
            for _try in range(tries):
                hand = develop()
                gap = deadwood(hand) - deadwood_after_discard(hand | bit)
                if gap <= 0:
                    return hand
                if gap < best_gap:
                    best_hand, best_gap = hand, gap
            return best_hand

        def develop() -> int:
            hand = known
            cards = list(pool)
            weights = list(pool_weights)
            for _k in range(min(need, len(cards))):
                i = rng.choices(range(len(cards)), weights)[0]
                hand |= 1 << cards[i]
                cards[i] = cards[-1]
                weights[i] = weights[-1]
                cards.pop()
                weights.pop()
            # Development: the opponent has kept what improved its hand.
            for _k in range(steps):
                if not cards:
                    break
                j = rng.randrange(len(cards))
                new = cards[j]
                grown = hand | (1 << new)
                now = deadwood(hand)
                if deadwood_after_discard(grown) >= now:
                    continue  # a quick test first: most draws do not help a hand
                options = deadwood_after_each_discard(grown, grown & ~known)
                best_card, best_dw = min(options, key=lambda cd: cd[1])
                if best_card != new and best_dw < now:
                    hand = grown ^ (1 << best_card)
                    cards[j] = best_card
            return hand

        return sample

    def _least_layoff_arrangement(
        self, hand: int, model: OpponentModel, least: int | None = None
    ) -> Arrangement:
        """Among the least-deadwood arrangements, the one with the fewest likely lay-offs."""
        if least is None:
            least = deadwood(hand)
        options = [a for a in arrangements_within(hand, least) if a.deadwood == least]
        if len(options) <= 1:
            return options[0] if options else best_arrangement(hand)
        prob = model.prob

        def exposure(a: Arrangement) -> float:
            runs, fourths = layoff_targets(a.melds)
            fits = (_adjacent(runs) | fourths) & ~hand
            return sum(prob[c] for c in iter_cards(fits))

        return min(options, key=exposure)

    def choose_arrangement(self, view: SeatView) -> Arrangement:
        """The knocker's melds: least deadwood, then fewest likely lay-offs (R5.3)."""
        model = read_opponent(view, self.settings.opponent_model)
        limit = arrangement_limit(view.situation())
        arr = self._least_layoff_arrangement(view.hand, model)
        if arr.deadwood > limit:  # cannot happen after a legal knock; be safe
            return best_arrangement(view.hand)
        return arr
