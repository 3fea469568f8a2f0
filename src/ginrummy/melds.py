"""The meld solver: least deadwood, best arrangements and lay-offs (RULES R2, R5, R6).

Every arrangement of a hand is a choice of sets (at most one per rank, since two
sets of one rank would need six cards) plus runs inside each suit on the cards
the sets leave.  Runs never cross suits, so once the sets are fixed each suit is
solved on its own, and the least-deadwood run decomposition of every 13-bit suit
pattern is precomputed in a table of 8,192 entries.  A hand with no rank held
three or four times (most hands) is then four table look-ups; otherwise the few
set choices are enumerated.  The solver is exact for any hand of 0 to 52 cards.

>>> from ginrummy.cards import parse_hand
>>> deadwood(parse_hand("3d 6h Ts Kh Ac 6d Ks 9h Js Qh"))
75
>>> best_discard(parse_hand("As 3s 5s 2c 2d 3d 4d 5d 6d 2h 5h")).deadwood
8
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product

from ginrummy.cards import (
    CARD_VALUES,
    NUM_RANKS,
    card_name,
    card_rank,
    card_suit,
    iter_cards,
)

__all__ = [
    "Arrangement",
    "Discard",
    "Layoff",
    "Showing",
    "arrangements_within",
    "assign_layoffs",
    "best_arrangement",
    "best_discard",
    "best_layoffs",
    "can_lay_off_anything",
    "deadwood",
    "deadwood_after_discard",
    "deadwood_after_each_discard",
    "is_meld",
    "is_run",
    "is_set",
    "layoff_deadwood",
    "layoff_reach",
    "layoff_targets",
    "layoffs_feasible",
    "melds_in",
]

_SUIT = 0x1FFF
_INF = 1 << 30

_RANK_VALUE: tuple[int, ...] = tuple(min(r + 1, 10) for r in range(NUM_RANKS))
# Bits of one rank in all four suits.
_RANK_COLUMN: tuple[int, ...] = tuple(
    (1 << r) | (1 << (r + 13)) | (1 << (r + 26)) | (1 << (r + 39)) for r in range(NUM_RANKS)
)
_ACES = _RANK_COLUMN[0]
_KINGS = _RANK_COLUMN[12]
# Where each suit's 13-bit pattern starts in a hand mask.
_SUIT_SHIFTS = (0, 13, 26, 39)
# The ranks present in each 13-bit suit pattern, ascending: iterating them is
# much faster than peeling bits off one at a time.
_RANKS_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(r for r in range(NUM_RANKS) if p >> r & 1) for p in range(1 << NUM_RANKS)
)


def _build_run_tables() -> tuple[list[int], list[tuple[int, ...]], list[int]]:
    """Least deadwood of each suit pattern using runs only, one best set of runs,
    and the change in that deadwood when the best single card is removed."""
    size = 1 << NUM_RANKS
    run_dw = [0] * size
    run_melds: list[tuple[int, ...]] = [()] * size
    for m in range(1, size):
        low = m & -m
        r = low.bit_length() - 1
        # Either the lowest card is deadwood, or it starts a run (it cannot be inside one).
        best = _RANK_VALUE[r] + run_dw[m ^ low]
        melds = run_melds[m ^ low]
        run = low
        nxt = r + 1
        length = 1
        while nxt < NUM_RANKS and m >> nxt & 1:
            run |= 1 << nxt
            length += 1
            nxt += 1
            if length >= 3 and run_dw[m ^ run] < best:
                best = run_dw[m ^ run]
                melds = (run, *run_melds[m ^ run])
        run_dw[m] = best
        run_melds[m] = melds
    delta = [_INF] * size
    for m in range(1, size):
        base = run_dw[m]
        rest = m
        while rest:
            low = rest & -rest
            rest ^= low
            d = run_dw[m ^ low] - base
            if d < delta[m]:
                delta[m] = d
    return run_dw, run_melds, delta


_RUN_DW, _RUN_MELDS, _RUN_DELTA = _build_run_tables()

# Set choices depend only on the cards held in ranks held 3+ times; cache them by that.
_SET_CHOICES: dict[int, tuple[int, ...]] = {}


def _set_choices(mask: int, trip: int) -> tuple[int, ...]:
    """Every way to take sets out of ``mask``, as the masks of the cards taken."""
    cols = 0
    t = trip
    while t:
        low = t & -t
        t ^= low
        cols |= _RANK_COLUMN[low.bit_length() - 1]
    key = mask & cols
    choices = _SET_CHOICES.get(key)
    if choices is None:
        per_rank: list[list[int]] = []
        t = trip
        while t:
            low = t & -t
            t ^= low
            present = mask & _RANK_COLUMN[low.bit_length() - 1]
            opts = [0, present]
            if present.bit_count() == 4:
                opts.extend(present ^ card for card in _bits(present))
            per_rank.append(opts)
        choices = tuple(sum(combo) for combo in product(*per_rank))
        _SET_CHOICES[key] = choices
    return choices


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def _triples(mask: int) -> int:
    """Ranks (as a 13-bit mask) held in three or four suits."""
    s0 = mask & _SUIT
    s1 = mask >> 13 & _SUIT
    s2 = mask >> 26 & _SUIT
    s3 = mask >> 39
    return (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1))


def deadwood(mask: int) -> int:
    """Least deadwood count of the hand ``mask`` over all arrangements (R2.4)."""
    s0 = mask & _SUIT
    s1 = mask >> 13 & _SUIT
    s2 = mask >> 26 & _SUIT
    s3 = mask >> 39
    trip = (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1))
    rd = _RUN_DW
    if not trip:
        return rd[s0] + rd[s1] + rd[s2] + rd[s3]
    best = _INF
    for taken in _set_choices(mask, trip):
        m = mask ^ taken
        v = rd[m & _SUIT] + rd[m >> 13 & _SUIT] + rd[m >> 26 & _SUIT] + rd[m >> 39]
        if v < best:
            best = v
    return best


def deadwood_after_discard(mask: int, forbidden: int | None = None) -> int:
    """Least deadwood after discarding the best card of ``mask`` (R5.1).

    ``forbidden`` is a card that may not be discarded (R4.2: the card just taken
    from the discard pile).  Returns a huge number if no card can be discarded.
    """
    if forbidden is not None and mask >> forbidden & 1:
        return min(
            (dw for _card, dw in deadwood_after_each_discard(mask, mask ^ (1 << forbidden))),
            default=_INF,
        )
    rd = _RUN_DW
    delta = _RUN_DELTA
    s0 = mask & _SUIT
    s1 = mask >> 13 & _SUIT
    s2 = mask >> 26 & _SUIT
    s3 = mask >> 39
    trip = (s0 & s1 & (s2 | s3)) | (s2 & s3 & (s0 | s1))
    if not trip:
        return rd[s0] + rd[s1] + rd[s2] + rd[s3] + min(delta[s0], delta[s1], delta[s2], delta[s3])
    best = _INF
    for taken in _set_choices(mask, trip):
        m = mask ^ taken
        a = m & _SUIT
        b = m >> 13 & _SUIT
        c = m >> 26 & _SUIT
        d = m >> 39
        v = rd[a] + rd[b] + rd[c] + rd[d] + min(delta[a], delta[b], delta[c], delta[d])
        if v < best:
            best = v
    return best


def deadwood_after_each_discard(mask: int, allowed: int) -> list[tuple[int, int]]:
    """``(card, least deadwood after discarding it)`` for each card of ``allowed & mask``.

    Cards come in card order.  A discard changes only its own suit's run-table
    entry.  With sets possible, one pass over the set choices of the whole hand
    serves every discard: the set choices of ``mask`` less a card ``c`` are
    exactly those of ``mask`` that do not take ``c`` (a set of four loses ``c``
    and leaves its other three; a set of three with ``c`` is gone), and taking
    nothing is always a choice.
    """
    allowed &= mask
    rd = _RUN_DW
    ranks_of = _RANKS_OF
    trip = _triples(mask)
    if not trip:
        # The common case, no set possible: the only choice is to take nothing.
        patterns = (mask & _SUIT, mask >> 13 & _SUIT, mask >> 26 & _SUIT, mask >> 39)
        total = rd[patterns[0]] + rd[patterns[1]] + rd[patterns[2]] + rd[patterns[3]]
        out: list[tuple[int, int]] = []
        for shift, pattern in zip(_SUIT_SHIFTS, patterns, strict=True):
            others = total - rd[pattern]
            for rank in ranks_of[allowed >> shift & _SUIT]:
                out.append((shift + rank, others + rd[pattern ^ (1 << rank)]))
        return out
    cards = [shift + rank for shift in _SUIT_SHIFTS for rank in ranks_of[allowed >> shift & _SUIT]]
    best = [_INF] * len(cards)
    for taken in _set_choices(mask, trip):
        m = mask ^ taken
        patterns = (m & _SUIT, m >> 13 & _SUIT, m >> 26 & _SUIT, m >> 39)
        total = rd[patterns[0]] + rd[patterns[1]] + rd[patterns[2]] + rd[patterns[3]]
        i = 0  # index into cards, which run in the same order as these loops
        for shift, pattern in zip(_SUIT_SHIFTS, patterns, strict=True):
            others = total - rd[pattern]
            for rank in ranks_of[allowed >> shift & _SUIT]:
                if not taken >> (shift + rank) & 1:  # else this choice melds the discard
                    dw = others + rd[pattern ^ (1 << rank)]
                    if dw < best[i]:
                        best[i] = dw
                i += 1
    return list(zip(cards, best, strict=True))


@dataclass(frozen=True, slots=True)
class Arrangement:
    """Melds laid down from a hand and the deadwood left (R2, R5.3).

    ``melds`` are card masks; ``deadwood_mask`` is the cards in no meld.
    """

    melds: tuple[int, ...]
    deadwood_mask: int

    @property
    def deadwood(self) -> int:
        """Deadwood count of the cards left out of the melds."""
        return sum(CARD_VALUES[c] for c in iter_cards(self.deadwood_mask))

    @property
    def mask(self) -> int:
        """All the cards of the arrangement."""
        m = self.deadwood_mask
        for meld in self.melds:
            m |= meld
        return m


def _runs_of(mask: int) -> list[int]:
    runs: list[int] = []
    for suit in range(4):
        shift = 13 * suit
        runs.extend(run << shift for run in _RUN_MELDS[mask >> shift & _SUIT])
    return runs


def _canonical(melds: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted(melds, key=lambda m: (m & -m, m)))


def best_arrangement(mask: int) -> Arrangement:
    """One least-deadwood arrangement of ``mask``."""
    trip = _triples(mask)
    if not trip:
        melds = _runs_of(mask)
    else:
        best = _INF
        best_taken = 0
        rd = _RUN_DW
        for taken in _set_choices(mask, trip):
            m = mask ^ taken
            v = rd[m & _SUIT] + rd[m >> 13 & _SUIT] + rd[m >> 26 & _SUIT] + rd[m >> 39]
            if v < best:
                best, best_taken = v, taken
        melds = _runs_of(mask ^ best_taken)
        t = trip
        while t:
            low = t & -t
            t ^= low
            s = best_taken & _RANK_COLUMN[low.bit_length() - 1]
            if s:
                melds.append(s)
    rest = mask
    for meld in melds:
        rest ^= meld
    return Arrangement(_canonical(melds), rest)


@dataclass(frozen=True, slots=True)
class Discard:
    """The best discard from an 11-card hand and the arrangement it leaves."""

    card: int
    arrangement: Arrangement

    @property
    def deadwood(self) -> int:
        """Deadwood count after the discard."""
        return self.arrangement.deadwood


def best_discard(mask: int, forbidden: int | None = None) -> Discard:
    """The discard that leaves the least deadwood, over every legal discard (R5.1).

    Ties go to the highest-valued card, then the highest card index, since a
    player prefers to shed points.
    """
    allowed = mask if forbidden is None else mask & ~(1 << forbidden)
    options = deadwood_after_each_discard(mask, allowed)
    if not options:
        raise ValueError("no card of the hand may be discarded")
    card, _dw = min(options, key=lambda cd: (cd[1], -CARD_VALUES[cd[0]], -cd[0]))
    return Discard(card, best_arrangement(mask ^ (1 << card)))


def is_set(mask: int) -> bool:
    """Three or four cards of one rank (R2.1)."""
    n = mask.bit_count()
    if n not in (3, 4):
        return False
    rank = card_rank((mask & -mask).bit_length() - 1)
    return mask & ~_RANK_COLUMN[rank] == 0


def is_run(mask: int) -> bool:
    """Three or more cards of one suit in consecutive rank, ace low (R2.2)."""
    if mask.bit_count() < 3:
        return False
    low = (mask & -mask).bit_length() - 1
    suit = card_suit(low)
    pattern = mask >> (13 * suit)
    if pattern > _SUIT:
        return False
    pattern >>= low - 13 * suit
    return pattern & (pattern + 1) == 0


def is_meld(mask: int) -> bool:
    """A set or a run."""
    return is_set(mask) or is_run(mask)


def melds_in(mask: int) -> list[int]:
    """Every meld (as a mask) made only of cards of ``mask``, sub-runs included."""
    out: list[int] = []
    t = _triples(mask)
    while t:
        low = t & -t
        t ^= low
        present = mask & _RANK_COLUMN[low.bit_length() - 1]
        if present.bit_count() == 4:
            out.extend(present ^ card for card in _bits(present))
        out.append(present)
    for suit in range(4):
        shift = 13 * suit
        pattern = mask >> shift & _SUIT
        for start in range(NUM_RANKS - 2):
            run = 0
            for r in range(start, NUM_RANKS):
                if not pattern >> r & 1:
                    break
                run |= 1 << r
                if r - start >= 2:
                    out.append(run << shift)
    return out


def arrangements_within(mask: int, limit: int) -> list[Arrangement]:
    """Every arrangement of ``mask`` whose deadwood count is at most ``limit`` (R5.3).

    Arrangements that lay down fewer melds than possible are included when they
    are within the limit: R5.3 lets the knocker choose any of them.  Ordered by
    deadwood, least first.
    """
    candidates = melds_in(mask)
    found: list[Arrangement] = []

    def walk(start: int, rest: int, chosen: list[int]) -> None:
        if deadwood(rest) > limit:
            return  # no further melds can bring this branch within the limit
        if sum(CARD_VALUES[c] for c in iter_cards(rest)) <= limit:
            found.append(Arrangement(_canonical(chosen), rest))
        for i in range(start, len(candidates)):
            meld = candidates[i]
            if meld & rest == meld:
                chosen.append(meld)
                walk(i + 1, rest ^ meld, chosen)
                chosen.pop()

    walk(0, mask, [])
    found.sort(key=lambda a: (a.deadwood, -len(a.melds)))
    return found


# ----------------------------------------------------------------------------- lay-offs


@dataclass(frozen=True, slots=True)
class Layoff:
    """A defender's card laid off onto the knocker's meld number ``meld`` (R6.2)."""

    card: int
    meld: int


def _adjacent(cover: int) -> int:
    """Cards next in rank, in the same suit, to a card of ``cover``."""
    return ((cover << 1) & ~_ACES) | ((cover >> 1) & ~_KINGS)


def layoff_targets(knocker_melds: tuple[int, ...]) -> tuple[int, int]:
    """(cards covered by the knocker's runs, cards that complete a set of three)."""
    runs = 0
    fourths = 0
    for meld in knocker_melds:
        if is_set(meld):
            if meld.bit_count() == 3:
                rank = card_rank((meld & -meld).bit_length() - 1)
                fourths |= _RANK_COLUMN[rank] ^ meld
        else:
            runs |= meld
    return runs, fourths


def layoff_reach(cards: int, runs: int, fourths: int) -> int:
    """The cards of ``cards`` that can be laid off, chaining along runs (R6.2)."""
    # Grow the runs to a fixed point first: a card that is also a set's fourth
    # may still carry a chain along a run (7h on T-J-Q after 9h and 8h, then 6h).
    while True:
        grown = runs | (cards & _adjacent(runs))
        if grown == runs:
            return cards & (runs | fourths)
        runs = grown


def can_lay_off_anything(defender_mask: int, knocker_melds: tuple[int, ...]) -> bool:
    """Whether any card of the defender fits a knocker's meld."""
    runs, fourths = layoff_targets(knocker_melds)
    return bool(defender_mask & (_adjacent(runs) | fourths))


def layoffs_feasible(cards: int, knocker_melds: tuple[int, ...]) -> bool:
    """Whether every card of ``cards`` can be laid off together (in some order)."""
    runs, fourths = layoff_targets(knocker_melds)
    return layoff_reach(cards, runs, fourths) == cards


def assign_layoffs(cards: int, knocker_melds: tuple[int, ...]) -> tuple[Layoff, ...]:
    """Which meld each laid-off card joins, chaining along runs; raises if one fits none."""
    extents = list(knocker_melds)
    is_three_set = [is_set(m) and m.bit_count() == 3 for m in knocker_melds]
    out: list[Layoff] = []
    left = cards
    while left:
        progressed = False
        # Runs first, until no card extends one: a card that could also complete a
        # set may be needed to carry a chain further along the run (R6.2).
        run_pass = any(
            not is_set(knocker_melds[i]) and left & _adjacent(ext) for i, ext in enumerate(extents)
        )
        for card in iter_cards(left):
            bit = 1 << card
            target: int | None = None
            for i, ext in enumerate(extents):
                if not is_set(knocker_melds[i]) and bit & _adjacent(ext):
                    target = i
                    break
            if target is None and not run_pass:
                for i, ext in enumerate(extents):
                    # The fourth card of a set of three: of the set's rank, not yet in it.
                    if is_three_set[i] and ext & _RANK_COLUMN[card_rank(card)] and not ext & bit:
                        target = i
                        is_three_set[i] = False  # a set of four takes no more cards
                        break
            if target is not None:
                extents[target] |= bit
                out.append(Layoff(card, target))
                left ^= bit
                progressed = True
        if not progressed:
            raise ValueError(f"{card_name((left & -left).bit_length() - 1)} fits no meld")
    return tuple(sorted(out, key=lambda lo: lo.card))


@dataclass(frozen=True, slots=True)
class Showing:
    """What the defender lays down: own melds, lay-offs and the deadwood left (R6)."""

    melds: tuple[int, ...]
    layoffs: tuple[Layoff, ...]
    deadwood_mask: int

    @property
    def deadwood(self) -> int:
        """Deadwood count after melds and lay-offs (R8.1's D)."""
        return sum(CARD_VALUES[c] for c in iter_cards(self.deadwood_mask))

    @property
    def layoff_mask(self) -> int:
        """The cards laid off."""
        m = 0
        for lo in self.layoffs:
            m |= 1 << lo.card
        return m


def layoff_deadwood(defender_mask: int, knocker_melds: tuple[int, ...]) -> int:
    """The defender's least deadwood after its own melds and lay-offs (R6.4).

    The number :func:`best_layoffs` reaches, without building the showing: for
    play-outs, which only need the score.  Not for gin (nothing is laid off).
    """
    runs, fourths = layoff_targets(knocker_melds)
    reach = layoff_reach(defender_mask, runs, fourths)
    best_dw = deadwood(defender_mask)
    sub = reach
    while sub:
        if layoff_reach(sub, runs, fourths) == sub:
            dw = deadwood(defender_mask ^ sub)
            if dw < best_dw:
                best_dw = dw
        sub = (sub - 1) & reach
    return best_dw


def best_layoffs(defender_mask: int, knocker_melds: tuple[int, ...], gin: bool) -> Showing:
    """The defender's least-deadwood choice of own melds and lay-offs (R6.4).

    Every feasible set of lay-offs is tried with the best melds of the cards
    left, so a defender breaks its own meld when laying off lowers its deadwood,
    and chains along a run to any length.  Nothing is laid off onto gin (R6.3).
    Among equal results the one with the fewest lay-offs is chosen.
    """
    if gin:
        arr = best_arrangement(defender_mask)
        return Showing(arr.melds, (), arr.deadwood_mask)
    runs, fourths = layoff_targets(knocker_melds)
    reach = layoff_reach(defender_mask, runs, fourths)
    best_dw = deadwood(defender_mask)
    best_sub = 0
    sub = reach
    while sub:
        if layoff_reach(sub, runs, fourths) == sub:
            dw = deadwood(defender_mask ^ sub)
            if dw < best_dw or (dw == best_dw and sub.bit_count() < best_sub.bit_count()):
                best_dw, best_sub = dw, sub
        sub = (sub - 1) & reach
    arr = best_arrangement(defender_mask ^ best_sub)
    return Showing(arr.melds, assign_layoffs(best_sub, knocker_melds), arr.deadwood_mask)
