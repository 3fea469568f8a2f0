"""Fast play-outs of the rest of a two-player hand, and how players knock.

The expert prices "knock now" against "discard and play on" by playing the hand
out from sampled opponent hands (:meth:`ExpertAgent._price_knock`), and the
``search`` agent compares draws and discards the same way
(:mod:`ginrummy.agents.search`).  A play-out
works on card masks, not on :class:`~ginrummy.state.HandState`, because it is
run hundreds of times per decision: both sides draw as ``simple`` does (the
pile top only when it makes a meld), discard the card that leaves the least
deadwood, and knock by a :class:`KnockStyle`.

How an opponent knocks is the one thing that changes the value of waiting most:
against a player who knocks at the first chance, holding a low count collects
undercuts; against one who waits for gin, waiting only lets it get there.
:class:`StyleBelief` learns it across the hands of a match from what the rules
show: the count an opponent knocked with, and the hand it held, unknocked, when
the other player knocked.
"""

from __future__ import annotations

from dataclasses import dataclass

from ginrummy.actions import Kind
from ginrummy.agents.baseline import makes_meld
from ginrummy.cards import CARD_VALUES
from ginrummy.melds import (
    best_arrangement,
    deadwood,
    deadwood_after_each_discard,
    layoff_deadwood,
)
from ginrummy.state import DRAW_AT_STOCK
from ginrummy.view import SeatView

__all__ = [
    "STYLES",
    "KnockStyle",
    "ScoreRules",
    "StyleBelief",
    "after_draw",
    "knock_points",
    "least_deadwood_discard",
    "observe_hand_end",
    "playout",
    "playouts",
    "plays_after_draw",
    "score_rules",
    "turns_played",
]


@dataclass(frozen=True, slots=True)
class KnockStyle:
    """When a player knocks: with at most ``early_max`` in its first ``early_turns``
    turns, with at most ``late_max`` after them, and always with gin."""

    name: str
    early_max: int
    early_turns: int
    late_max: int

    def knocks(self, count: int, turns_done: int, knock_limit: int) -> bool:
        """Whether a player of this style knocks with ``count`` deadwood after
        ``turns_done`` earlier turns of the hand."""
        if count == 0:
            return True
        cap = self.early_max if turns_done < self.early_turns else self.late_max
        return count <= cap and count <= knock_limit


#: The styles an opponent is believed to play, with their prior weights: the
#: baseline that knocks at once, a selective knocker (low counts only), the
#: camper (early knocks, then gin only) and the player who waits for gin.
STYLES: tuple[tuple[KnockStyle, float], ...] = (
    (KnockStyle("eager", 10, 0, 10), 0.4),
    (KnockStyle("selective", 4, 0, 4), 0.2),
    (KnockStyle("camper", 10, 3, 0), 0.15),
    (KnockStyle("waiter", 0, 0, 0), 0.25),
)

_MAX_ROUNDS = 40

# The likelihood of an observation a style would not have made: not zero, since
# real opponents (and our own expert) follow none of the styles exactly.
_SURPRISE = 0.1


class StyleBelief:
    """A probability for each of :data:`STYLES`, updated by what an opponent did."""

    def __init__(self) -> None:
        self.weights = [w for _s, w in STYLES]

    @property
    def styles(self) -> tuple[KnockStyle, ...]:
        return tuple(s for s, _w in STYLES)

    def probabilities(self) -> list[float]:
        total = sum(self.weights)
        return [w / total for w in self.weights]

    def observe(self, knocked: bool, count: int, turns_done: int, knock_limit: int) -> None:
        """The opponent knocked (or, holding ``count``, did not) after ``turns_done``
        earlier turns.  Gin and counts above the limit tell nothing."""
        if count == 0 or count > knock_limit:
            return
        for i, (style, _w) in enumerate(STYLES):
            if style.knocks(count, turns_done, knock_limit) != knocked:
                self.weights[i] *= _SURPRISE
        total = sum(self.weights)
        self.weights = [w / total for w in self.weights]


@dataclass(frozen=True, slots=True)
class ScoreRules:
    """What a play-out needs of the rules (R8): the bonuses, the knock limit and
    whether a card taken from the pile may be discarded in the same turn (R4.2)."""

    gin_bonus: int
    undercut_bonus: int
    knock_limit: int
    discard_drawn_upcard: bool


def score_rules(view: SeatView) -> ScoreRules:
    """What the play-outs need of ``view``'s rules, with this hand's knock limit."""
    rules = view.rules
    return ScoreRules(
        rules.gin_bonus, rules.undercut_bonus, view.knock_limit, rules.discard_drawn_upcard
    )


def knock_points(
    rules: ScoreRules, knocker: int, defender: int, count: int, melds: tuple[int, ...] | None = None
) -> int:
    """Points of a knock with ``count`` deadwood, for the knocker (negative: the
    defender's undercut), the defender laying off on ``melds`` (R6, R8).

    :func:`ginrummy.scoring.score_knock`'s numbers without its itemised result,
    which play-outs never show; tests/test_playout.py checks the two agree.
    Oklahoma's spade double (R9.3) is left out: it scales knocking and playing
    on alike, so it cannot change which is better."""
    if count == 0:
        return rules.gin_bonus + deadwood(defender)
    if melds is None:
        melds = best_arrangement(knocker).melds
    d = layoff_deadwood(defender, melds)
    if count < d:
        return d - count
    return -(rules.undercut_bonus + count - d)  # R8.4: a tie is an undercut


def least_deadwood_discard(grown: int, allowed: int) -> tuple[int, int]:
    """The play-outs' discard from an 11-card hand: the card of ``allowed`` that
    leaves the least deadwood, ties to the higher card (less to pay if the other
    side knocks).  Returns the card and the count left."""
    options = deadwood_after_each_discard(grown, allowed)
    best_card, best = options[0]
    for card, count in options:
        if count < best or (count == best and CARD_VALUES[card] > CARD_VALUES[best_card]):
            best_card, best = card, count
    return best_card, best


def after_draw(
    hand: int, card: int, from_pile: bool, discard_drawn_upcard: bool
) -> tuple[int, int, int]:
    """This seat's hand, its discard and the count left after drawing ``card``
    and discarding as the play-outs do: the least deadwood, but not a card just
    taken from the pile unless the rules allow it (R4.2)."""
    grown = hand | (1 << card)
    allowed = hand if from_pile and not discard_drawn_upcard else grown
    discard, count = least_deadwood_discard(grown, allowed)
    return grown ^ (1 << discard), discard, count


def _turn(
    rules: ScoreRules, hand: int, top: int, stock: list[int], pos: int
) -> tuple[int, int, int, int]:
    """One draw and discard of a ``simple``-like player.

    Returns the new hand, the discarded card, the count left and the new stock
    position.
    """
    if makes_meld(top, hand):
        grown = hand | (1 << top)
        allowed = grown if rules.discard_drawn_upcard else hand
    else:
        grown = hand | (1 << stock[pos])
        pos += 1
        allowed = grown
    best_card, best = least_deadwood_discard(grown, allowed)
    return grown ^ (1 << best_card), best_card, best, pos


def playout(
    rules: ScoreRules,
    me: int,
    opponent: int,
    top: int,
    stock: list[int],
    my_style: KnockStyle,
    opponent_style: KnockStyle,
    my_turns: int,
    opponent_turns: int,
) -> int:
    """Play the hand out from the opponent's draw, with ``top`` on the pile and
    ``stock`` (top first) the stock; the points for this side (negative: for the
    opponent), 0 for a drawn hand (R7.1).

    ``my_turns`` and ``opponent_turns`` count the turns each side has played (for
    the styles' early knocks).
    """
    return playouts(
        rules, me, opponent, top, stock, (my_style,), opponent_style, my_turns, opponent_turns
    )[0]


def playouts(
    rules: ScoreRules,
    me: int,
    opponent: int,
    top: int,
    stock: list[int],
    my_styles: tuple[KnockStyle, ...],
    opponent_style: KnockStyle,
    my_turns: int,
    opponent_turns: int,
) -> list[int]:
    """:func:`playout` for each of ``my_styles`` at once, in their order.

    A style decides only when this side knocks, never what it draws or
    discards, so every style follows the same play until it knocks: one pass
    serves them all (the expert prices three ways of knocking later on every
    sampled hand, and this is its hottest loop).
    """
    results = [0] * len(my_styles)
    pos = 0
    floor = len(stock) - DRAW_AT_STOCK
    if floor <= 0:
        return results  # the discard before the play-out left too few cards: drawn hand
    limit = rules.knock_limit
    playing = list(range(len(my_styles)))  # the styles that have not knocked yet
    # Both sides may keep taking each other's discards without touching the stock
    # (R7.2's loop); such a play-out is called a draw after this many rounds.
    for _round in range(_MAX_ROUNDS):
        opponent, top, count, pos = _turn(rules, opponent, top, stock, pos)
        if opponent_style.knocks(count, opponent_turns, limit):
            points = -knock_points(rules, opponent, me, count)
            for j in playing:
                results[j] = points
            return results
        opponent_turns += 1
        if pos >= floor:
            return results
        me, top, count, pos = _turn(rules, me, top, stock, pos)
        still: list[int] = []
        mine: int | None = None  # the knock's points, scored once for every style
        for j in playing:
            if my_styles[j].knocks(count, my_turns, limit):
                if mine is None:
                    mine = knock_points(rules, me, opponent, count)
                results[j] = mine
            else:
                still.append(j)
        if not still:
            return results
        playing = still
        my_turns += 1
        if pos >= floor:
            return results
    return results


def plays_after_draw(
    rules: ScoreRules,
    me: int,
    opponent: int,
    top: int,
    stock: list[int],
    count: int | None,
    my_styles: tuple[KnockStyle, ...],
    opponent_style: KnockStyle,
    my_turns: int,
    opponent_turns: int,
) -> list[int]:
    """The points of this seat's turn once it has drawn and discarded ``top``,
    keeping ``me`` with ``count`` deadwood (None: not to be knocked with), for
    each of ``my_styles`` (one pass, as in :func:`playouts`): a knock if the
    style knocks with it, else :func:`playouts` from the opponent's draw.
    ``my_turns`` counts this seat's turns before this one."""
    if count is None:
        knocking = [False] * len(my_styles)
    else:
        knocking = [style.knocks(count, my_turns, rules.knock_limit) for style in my_styles]
    results = [0] * len(my_styles)
    if count is not None and any(knocking):
        points = knock_points(rules, me, opponent, count)
        for j, knocks in enumerate(knocking):
            if knocks:
                results[j] = points
    rest = tuple(style for style, knocks in zip(my_styles, knocking, strict=True) if not knocks)
    if rest:
        played = iter(
            playouts(
                rules, me, opponent, top, stock, rest, opponent_style, my_turns + 1,
                opponent_turns,
            )
        )
        for j, knocks in enumerate(knocking):
            if not knocks:
                results[j] = next(played)
    return results


def turns_played(view: SeatView, seat: int) -> int:
    """How many turns ``seat`` has finished with a discard this hand."""
    return sum(1 for ev in view.events if ev.seat == seat and ev.kind is Kind.DISCARD)


def observe_hand_end(belief: StyleBelief, view: SeatView) -> None:
    """Update ``belief`` from a finished hand: the count the opponent knocked with,
    or the hand it held without knocking when this seat knocked (R6.1 shows it)."""
    if view.result is None or view.knocker is None:
        return
    opponent = 1 - view.seat
    turns = turns_played(view, opponent)
    if view.knocker == opponent and view.arrangement is not None:
        belief.observe(True, view.arrangement.deadwood, turns, view.knock_limit)
    elif view.knocker == view.seat and view.showing is not None and turns > 0:
        show = view.showing
        hand = show.layoff_mask | show.deadwood_mask
        for meld in show.melds:
            hand |= meld
        # Its last discard left this hand, after turns - 1 earlier turns.
        belief.observe(False, deadwood(hand), turns - 1, view.knock_limit)
