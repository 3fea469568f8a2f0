"""Shared helpers of the test suite: card shorthands, hand-made deck orders, data
paths, and an independent brute-force meld solver.

The brute-force solver uses nothing of :mod:`ginrummy.melds`: it lists every meld
of the deck from the definitions of R2.1 and R2.2 (a card is ``suit * 13 + rank``,
ace low) and tries every collection of disjoint melds, so that the engine's
table-driven solver is checked against the rule book and not against itself.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
from functools import cache, lru_cache
from pathlib import Path

from ginrummy import actions as A
from ginrummy.actions import Action
from ginrummy.cards import parse_card, parse_cards
from ginrummy.rules import Rules
from ginrummy.state import HandState, Phase, deal

REPO_ROOT = Path(__file__).resolve().parents[1]
TESTS_DIR = REPO_ROOT / "tests"
DATA_DIR = TESTS_DIR / "data"
SHARED_DIR = REPO_ROOT.parent / "shared"


def shared_or_copy(relative: str) -> Path:
    """``../shared/<relative>`` when present, else the copy in ``tests/data/``."""
    shared = SHARED_DIR / relative
    if shared.is_file():
        return shared
    return DATA_DIR / relative


# ----------------------------------------------------------------------------- cards


def c(name: str) -> int:
    """One card from its name, e.g. ``c("Td")``."""
    return parse_card(name)


def h(text: str) -> int:
    """A hand mask from card names, e.g. ``h("As 2s 3s")``."""
    mask = 0
    for card in parse_cards(text):
        mask |= 1 << card
    return mask


def bits(mask: int) -> list[int]:
    """The cards of a mask (written here, not taken from the engine)."""
    return [card for card in range(52) if mask >> card & 1]


def value(card: int) -> int:
    """R1.3 from scratch: ace 1, numbers their number, faces 10."""
    return min(card % 13 + 1, 10)


def mask_value(mask: int) -> int:
    """Sum of the point values of a mask's cards."""
    return sum(value(card) for card in bits(mask))


def make_deck(
    non_dealer: str, dealer: str, upcard: str, stock: str = ""
) -> tuple[int, ...]:
    """A deck order that deals ``non_dealer`` and ``dealer`` their 10 cards, turns
    ``upcard`` and has ``stock`` on top of the stock, the rest after it in card order.

    R3.2: cards are dealt one at a time, alternately, starting with the non-dealer,
    so the non-dealer's cards are at even positions and the dealer's at odd ones.
    """
    first = parse_cards(non_dealer, 10)
    second = parse_cards(dealer, 10)
    top = [parse_card(upcard)]
    rest = parse_cards(stock)
    order: list[int] = []
    for a, b in zip(first, second, strict=True):
        order += [a, b]
    order += top + rest
    if len(set(order)) != len(order):
        raise ValueError("a card is given twice")
    order += [card for card in range(52) if card not in order]
    return tuple(order)


def deal_hands(
    rules: Rules,
    dealer: int,
    non_dealer_cards: str,
    dealer_cards: str,
    upcard: str,
    stock: str = "",
) -> HandState:
    """The hand dealt by ``dealer`` from :func:`make_deck`."""
    return deal(rules, dealer, make_deck(non_dealer_cards, dealer_cards, upcard, stock))


def play(state: HandState, *texts: str) -> HandState:
    """Apply actions given in their text form (``"pass"``, ``"discard Kc"``...)."""
    for text in texts:
        state = state.apply(A.parse_action(text))
    return state


def snapshot(state: HandState) -> tuple[object, ...]:
    """Every slot of a state, to show that a refused action changed nothing."""
    return tuple(getattr(state, name) for name in HandState.__slots__)


def stock_cards(state: HandState) -> int:
    """The cards still in the stock, as a mask."""
    mask = 0
    for card in state.deck[state.stock_pos :]:
        mask |= 1 << card
    return mask


def pile_mask(state: HandState) -> int:
    mask = 0
    for card in state.pile:
        mask |= 1 << card
    return mask


# ----------------------------------------------------------------------------- random play


def choose(state: HandState, rng: random.Random, knock_bias: float) -> Action:
    """A random legal action; with probability ``knock_bias`` a knock when one is legal,
    so that random play reaches the knock phases often."""
    legal = state.legal_actions()
    if state.phase is Phase.DISCARD and rng.random() < knock_bias:
        knocks = [a for a in legal if a.kind is A.Kind.KNOCK or a.kind is A.Kind.BIG_GIN]
        if knocks:
            return rng.choice(knocks)
    return rng.choice(legal)


def random_states(
    rules: Rules, seed: int, knock_bias: float = 0.5, max_steps: int = 2000
) -> Iterator[HandState]:
    """Every state of one hand of random play, from the deal to the end."""
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    state = deal(rules, rng.randrange(2), deck)
    yield state
    for _ in range(max_steps):
        if state.is_over:
            return
        state = state.apply(choose(state, rng, knock_bias))
        yield state
    raise AssertionError(f"random play did not end in {max_steps} actions")


# ----------------------------------------------------------------------------- brute force


def _all_melds() -> tuple[int, ...]:
    """Every meld of the deck, from R2.1 and R2.2 alone."""
    out: list[int] = []
    for rank in range(13):
        column = [suit * 13 + rank for suit in range(4)]
        for leave_out in range(-1, 4):  # -1: all four; else that suit left out
            out.append(sum(1 << card for i, card in enumerate(column) if i != leave_out))
    for suit in range(4):
        for start in range(13):
            for end in range(start + 3, 14):  # ace low: a run never wraps past the king
                out.append(sum(1 << (suit * 13 + rank) for rank in range(start, end)))
    return tuple(out)


ALL_MELDS = _all_melds()


def brute_is_meld(mask: int) -> bool:
    """R2.1/R2.2 decided from the cards themselves."""
    cards = bits(mask)
    if len(cards) < 3:
        return False
    ranks = sorted(card % 13 for card in cards)
    suits = {card // 13 for card in cards}
    if len(set(ranks)) == 1:
        return len(cards) <= 4
    return len(suits) == 1 and ranks == list(range(ranks[0], ranks[0] + len(ranks)))


def meld_collections(mask: int) -> Iterator[tuple[int, ...]]:
    """Every collection of disjoint melds inside ``mask`` (the empty one included)."""
    candidates = [m for m in ALL_MELDS if m & mask == m]

    def walk(start: int, free: int, chosen: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        yield chosen
        for i in range(start, len(candidates)):
            meld = candidates[i]
            if meld & free == meld:
                yield from walk(i + 1, free & ~meld, (*chosen, meld))

    yield from walk(0, mask, ())


@lru_cache(maxsize=200_000)
def brute_deadwood(mask: int) -> int:
    """R2.4: the least deadwood over every collection of melds."""
    best = mask_value(mask)
    for melds in meld_collections(mask):
        rest = mask
        for meld in melds:
            rest &= ~meld
        best = min(best, mask_value(rest))
    return best


def brute_after_discard(mask: int, forbidden: int | None = None) -> int:
    """R5.1: least deadwood after the best discard other than ``forbidden``."""
    return min(brute_deadwood(mask & ~(1 << card)) for card in bits(mask) if card != forbidden)


def _fits(card: int, meld: int) -> bool:
    return brute_is_meld(meld | 1 << card)


def can_lay_off_all(cards: int, knocker_melds: tuple[int, ...]) -> bool:
    """Whether every card of ``cards`` can be laid off, one at a time in some order,
    each onto a knocker's meld as it stands then (R6.2, chains included)."""

    @cache
    def search(left: int, melds: tuple[int, ...]) -> bool:
        if not left:
            return True
        for card in bits(left):
            for i, meld in enumerate(melds):
                if _fits(card, meld):
                    grown = (*melds[:i], meld | 1 << card, *melds[i + 1 :])
                    if search(left & ~(1 << card), grown):
                        return True
        return False

    return search(cards, tuple(knocker_melds))


def subsets(mask: int) -> Iterator[int]:
    """Every subset of ``mask``."""
    sub = mask
    while True:
        yield sub
        if sub == 0:
            return
        sub = (sub - 1) & mask


def brute_defender_deadwood(defender: int, knocker_melds: tuple[int, ...], gin: bool) -> int:
    """R6: the defender's least deadwood over every feasible set of lay-offs (none
    onto gin) with the best own melds of the cards left."""
    if gin:
        return brute_deadwood(defender)
    # Only a card of a run's suit or of a set's rank could ever be laid off.
    candidates = 0
    for card in bits(defender):
        for meld in knocker_melds:
            same_rank = all(other % 13 == card % 13 for other in bits(meld))
            same_suit = all(other // 13 == card // 13 for other in bits(meld))
            if same_rank or same_suit:
                candidates |= 1 << card
    return min(
        brute_deadwood(defender & ~sub)
        for sub in subsets(candidates)
        if can_lay_off_all(sub, knocker_melds)
    )


def disjoint_union(masks: Iterable[int]) -> int:
    """The union of masks, asserting that no two share a card."""
    out = 0
    for mask in masks:
        assert out & mask == 0, "two groups share a card"
        out |= mask
    return out


def assignment_playable(layoffs: Iterable[tuple[int, int]], knocker_melds: tuple[int, ...]) -> bool:
    """Whether the lay-offs ``(card, meld index)`` can be made one at a time in some
    order, each card joining its own meld as it stands then (R6.2)."""
    todo = list(layoffs)
    if any(not 0 <= meld < len(knocker_melds) for _card, meld in todo):
        return False
    if len({card for card, _meld in todo}) != len(todo):
        return False
    grown = list(knocker_melds)
    while todo:
        for item in todo:
            card, meld = item
            if _fits(card, grown[meld]):
                grown[meld] |= 1 << card
                todo.remove(item)
                break
        else:
            return False
    return True


def random_knock(seed: int) -> tuple[tuple[int, ...], int, bool]:
    """Random knocker melds and a defender hand drawn mostly near them."""
    rng = random.Random(seed)
    used = 0
    chain = 0
    knocker: list[int] = []
    if rng.random() < 0.3:
        # A set of three and a run in the set's missing suit, a gap apart: the cards
        # between may chain along the run through the card that completes the set.
        rank, missing = rng.randrange(13), rng.randrange(4)
        knocker.append(sum(1 << (s * 13 + rank) for s in range(4) if s != missing))
        gap = rng.randint(1, 3)
        start = rank + gap + 1 if rank + gap + 3 < 13 else rank - gap - 3
        if start >= 0:
            knocker.append(sum(1 << (missing * 13 + r) for r in range(start, start + 3)))
        for meld in knocker:
            used |= meld
        for r in range(max(rank - gap - 1, 0), min(rank + gap + 2, 13)):
            card = missing * 13 + r
            if not used >> card & 1 and rng.random() < 0.8:
                chain |= 1 << card
    for _ in range(rng.randint(1, 3) - len(knocker)):
        for _attempt in range(20):
            if rng.random() < 0.5:
                rank = rng.randrange(13)
                suits = rng.sample(range(4), rng.choice((3, 3, 4)))
                meld = sum(1 << (s * 13 + rank) for s in suits)
            else:
                suit, length = rng.randrange(4), rng.randint(3, 5)
                start = rng.randint(0, 13 - length)
                meld = sum(1 << (suit * 13 + r) for r in range(start, start + length))
            if not meld & (used | chain):
                knocker.append(meld)
                used |= meld
                break
    near = [card for card in range(52) if not used >> card & 1 and any(
        (card // 13 == m_card // 13 and abs(card % 13 - m_card % 13) <= 5)
        or card % 13 == m_card % 13 for m_card in bits(used))]
    far = [card for card in range(52) if not used >> card & 1 and card not in near]
    defender = chain
    while defender.bit_count() < 10:
        pool = near if near and (rng.random() < 0.6 or not far) else far
        defender |= 1 << rng.choice(pool)
    return tuple(knocker), defender, rng.random() < 0.1
