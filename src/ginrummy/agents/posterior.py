"""The opponent's hand as a posterior over its whole hidden history.

Every complete history of the opponent's hidden cards -- the ten it was dealt
and the card each of its stock draws brought -- that agrees with what one seat
saw is equally likely a priori (the deck is shuffled uniformly), so the
posterior is proportional to how likely the opponent's observed decisions were
under a model of its play.  :class:`PolicyModel` is that model: the opponent
takes a pile top when the top makes a meld with its hand, discards a
least-deadwood card and knocks as its style says (:mod:`playout`'s styles,
weighted by what this seat has learnt of it), each rule softened by a chance
of doing otherwise.  :func:`sample_hands` walks these histories by
Metropolis-Hastings and returns the opponent's current hand at regular steps.

Why it matters: a sampler that only develops random hands does not know that
an opponent who knocks at the first chance and has not knocked holds more
than the knock limit.  Against ``simple`` such a sampler put the undercut risk
of the expert's possible knocks at 13% where 2% happened; these hands put it
at 4% (docs/strength.md, round 8).  The cost is a replay of the opponent's
history per step of the chain, so it prices knocks, not every discard.

Only the seat's view is read (``benchmarks/reading.py`` compares the result
with the true hand from outside the agent API).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ginrummy.actions import Kind
from ginrummy.agents.baseline import makes_meld
from ginrummy.agents.playout import KnockStyle
from ginrummy.cards import NUM_CARDS, iter_cards
from ginrummy.melds import deadwood_after_each_discard
from ginrummy.view import SeatView

__all__ = ["History", "PolicyModel", "log_likelihood", "meld_chances", "read_history",
           "sample_hands"]

_ALL = (1 << NUM_CARDS) - 1
_IMPOSSIBLE = -1e18

# The opponent's steps, as (code, card): the card is the pile top for the draw
# steps (the pile is never empty at a draw: every turn ends with a discard) and
# the discarded card for DISCARD.
TAKE, STOCK, PASS, DISCARD = 0, 1, 2, 3


@dataclass(frozen=True, slots=True)
class PolicyModel:
    """How likely each of the opponent's decisions is, given its hand."""

    take_error: float = 0.05
    """Chance that it takes a pile top that makes no meld, or declines one that does."""
    discard_beta: float = 2.0
    """A discard's probability goes with exp(-beta x the deadwood it leaves over the least)."""
    plays_on: float = 0.05
    """Chance that it discards without knocking when it could knock (1: no
    evidence); used when ``styles`` is empty."""
    styles: tuple[tuple[KnockStyle, float], ...] = ()
    """Knocking styles with their probabilities: a discard that could have been a
    knock is as likely as the styles that would not have knocked with that count
    at that turn (at least ``plays_on``, since no one plays a style exactly)."""

    def __post_init__(self) -> None:
        if not 0 < self.take_error < 1:
            raise ValueError(f"take_error must be between 0 and 1, not {self.take_error}")
        if self.discard_beta < 0:
            raise ValueError(f"discard_beta must be 0 or more, not {self.discard_beta}")
        if not 0 < self.plays_on <= 1:
            raise ValueError(f"plays_on must be above 0 and at most 1, not {self.plays_on}")
        if any(w < 0 for _s, w in self.styles):
            raise ValueError("style probabilities must be 0 or more")

    def log_plays_on(self, count: int, turns_done: int, knock_limit: int) -> float:
        """The log-chance of discarding without knocking, holding ``count`` (at most
        the knock limit) after ``turns_done`` earlier turns."""
        if not self.styles:
            return math.log(self.plays_on)
        total = sum(w for _s, w in self.styles)
        waits = sum(w for s, w in self.styles if not s.knocks(count, turns_done, knock_limit))
        return math.log(max(self.plays_on, waits / total if total > 0 else 1.0))


@dataclass(frozen=True, slots=True)
class History:
    """What one seat knows of its opponent's hand since the deal."""

    steps: tuple[tuple[int, int], ...]
    entry: tuple[int, ...]
    """When each hidden slot was filled, as a step index: the stock-draw step's, or
    -1 (before the first step) for the ten dealt."""
    deadline: dict[int, int]
    """Each card the opponent discarded from its hidden cards -> that step's index:
    it must have entered through a slot filled before."""
    unseen: int
    """Cards in the stock or the opponent's hidden hand now."""
    knock_limit: int


def read_history(view: SeatView) -> History:
    """The opponent's steps and hidden slots as ``view``'s seat saw them."""
    me = view.seat
    pile = [view.upcard]
    steps: list[tuple[int, int]] = []
    for ev in view.events:
        mine = ev.seat == me
        kind = ev.kind
        if kind is Kind.DISCARD:
            card = ev.card
            assert card is not None  # a discard is face up
            if not mine:
                steps.append((DISCARD, card))
            pile.append(card)
        elif kind is Kind.DRAW_DISCARD:
            card = pile.pop()
            if not mine:
                steps.append((TAKE, card))
        elif not mine and kind in (Kind.DRAW_STOCK, Kind.PASS):
            steps.append((STOCK if kind is Kind.DRAW_STOCK else PASS, pile[-1]))
    entry = [-1] * 10
    deadline: dict[int, int] = {}
    taken = 0
    for i, (code, card) in enumerate(steps):
        if code == STOCK:
            entry.append(i)
        elif code == TAKE:
            taken |= 1 << card
        elif code == DISCARD:
            if taken >> card & 1:
                taken &= ~(1 << card)
            else:
                deadline[card] = i
    on_table = view.hand
    for c in view.pile:
        on_table |= 1 << c
    unseen = _ALL & ~on_table & ~view.opponent_known
    return History(tuple(steps), tuple(entry), deadline, unseen, view.knock_limit)


def log_likelihood(
    history: History,
    slots: list[int],
    model: PolicyModel,
    memo: dict[tuple[int, int | None, int, int], tuple[float, float]] | None = None,
) -> tuple[float, int]:
    """The log-probability of the opponent's decisions if ``slots`` were the cards
    of its hidden slots, and the hand it would hold now.

    ``memo`` keeps each discard's terms, by hand, card taken, card thrown and
    turn, across calls with the same ``model`` and knock limit."""
    hand = 0
    for c in slots[:10]:
        hand |= 1 << c
    nxt = 10
    taken: int | None = None
    miss, hit = math.log(model.take_error), math.log(1 - model.take_error)
    turns_done = 0
    beta = model.discard_beta
    limit = history.knock_limit
    total = 0.0
    for code, card in history.steps:
        if code != DISCARD:
            total += hit if makes_meld(card, hand) == (code == TAKE) else miss
            if code == STOCK:
                hand |= 1 << slots[nxt]
                nxt += 1
                taken = None
            elif code == TAKE:
                hand |= 1 << card
                taken = card
            continue
        if not hand >> card & 1:
            return _IMPOSSIBLE, hand
        key = (hand, taken, card, turns_done)
        terms = memo.get(key) if memo is not None else None
        if terms is None:
            terms = _discard_terms(hand, taken, card, beta, model, turns_done, limit)
            if memo is not None:
                memo[key] = terms
        choice, plays_on = terms
        if choice == _IMPOSSIBLE:
            return _IMPOSSIBLE, hand
        total += choice
        total += plays_on
        hand &= ~(1 << card)
        taken = None
        turns_done += 1
    return total, hand


def _discard_terms(
    hand: int, taken: int | None, card: int, beta: float, model: PolicyModel, turns_done: int,
    limit: int,
) -> tuple[float, float]:
    """The log-chances of discarding ``card`` from ``hand`` (not ``taken``, the card
    just taken from the pile) and of then playing on; ``_IMPOSSIBLE`` first if
    ``card`` may not be discarded."""
    allowed = hand if taken is None else hand & ~(1 << taken)
    options = deadwood_after_each_discard(hand, allowed)
    least = min(dw for _c, dw in options)
    norm = 0.0
    left: int | None = None
    for c, dw in options:
        norm += math.exp(-beta * (dw - least))
        if c == card:
            left = dw
    if left is None:
        return _IMPOSSIBLE, 0.0
    choice = -beta * (left - least) - math.log(norm)
    plays_on = model.log_plays_on(left, turns_done, limit) if left <= limit else 0.0
    return choice, plays_on


def sample_hands(
    view: SeatView,
    model: PolicyModel,
    rng: random.Random,
    iterations: int = 6000,
    samples: int = 800,
) -> list[int]:
    """Opponent hands (hidden and known cards) from the posterior: a chain of
    ``iterations`` Metropolis-Hastings steps, the first fifth discarded, then
    about ``samples`` hands taken at even intervals."""
    if iterations < 5:
        raise ValueError(f"iterations must be 5 or more, not {iterations}")
    h = read_history(view)
    entry, deadline = h.entry, h.deadline
    n = len(entry)
    # A first history that agrees with the view: each hidden discard in a slot
    # filled before it was thrown, the rest from the unseen cards.
    placed: dict[int, int] = {}
    free = list(range(n))
    for card, step in sorted(deadline.items(), key=lambda kv: kv[1]):
        j = rng.choice([j for j in free if entry[j] < step])
        placed[j] = card
        free.remove(j)
    pool = list(iter_cards(h.unseen))
    rng.shuffle(pool)
    for j, card in zip(free, pool, strict=False):  # the rest of the pool is the stock
        placed[j] = card
    slots = [placed[j] for j in range(n)]  # the unseen cards always fill every slot
    used = set(slots)
    spare = [c for c in pool if c not in used]
    # Scoring a discard (every option's deadwood) is most of the chain's cost, and
    # a proposal changes only one or two slots: most hands it replays were scored
    # at earlier steps (about 70% in the expert's chains).
    terms: dict[tuple[int, int | None, int, int], tuple[float, float]] = {}
    current, hand = log_likelihood(h, slots, model, terms)
    burn = iterations // 5
    thin = max(1, (iterations - burn) // samples)
    out: list[int] = []
    for it in range(iterations):
        # Two symmetric moves: a slot's card replaced by a spare unseen card (not
        # for hidden discards: they must stay in the history), or two slots'
        # cards exchanged (when both still enter before they are thrown).
        if spare and rng.random() < 0.5:
            j = rng.randrange(n)
            k = rng.randrange(len(spare))
            if slots[j] not in deadline:
                new = list(slots)
                new[j], old = spare[k], slots[j]
                ll, new_hand = log_likelihood(h, new, model, terms)
                if ll > _IMPOSSIBLE and math.log(1.0 - rng.random()) < ll - current:
                    slots, spare[k], current, hand = new, old, ll, new_hand
        else:
            a, b = rng.randrange(n), rng.randrange(n)
            ca, cb = slots[a], slots[b]
            if a != b and (ca not in deadline or entry[b] < deadline[ca]) and (
                cb not in deadline or entry[a] < deadline[cb]
            ):
                new = list(slots)
                new[a], new[b] = cb, ca
                ll, new_hand = log_likelihood(h, new, model, terms)
                if ll > _IMPOSSIBLE and math.log(1.0 - rng.random()) < ll - current:
                    slots, current, hand = new, ll, new_hand
        if it >= burn and (it - burn) % thin == 0:
            out.append(hand)
    return out


def meld_chances(
    view: SeatView,
    cards: list[int],
    model: PolicyModel,
    rng: random.Random,
    iterations: int = 6000,
) -> dict[int, float]:
    """For each of ``cards``, the posterior chance that the opponent's hand melds it."""
    hands = sample_hands(view, model, rng, iterations)
    return {c: sum(1 for hand in hands if makes_meld(c, hand)) / len(hands) for c in cards}
