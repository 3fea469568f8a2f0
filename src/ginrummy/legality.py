"""What the seat to act may do, asked in one place (RULES R4-R6).

Every question about legality is answered here, from a :class:`Situation`: the
acting seat's cards and the table as that seat sees it.  A full
:class:`~ginrummy.state.HandState` and a seat's :class:`~ginrummy.view.SeatView`
both build one (``situation()``), so the engine, agents and interfaces get the
same answers and a view never needs hidden cards to get them.

Besides :func:`legal_actions` and :func:`check` (one checking function per
action kind), the questions callers ask are answered by name: which cards may
be discarded (R4.2), which discards allow a knock (R5.1) or go gin (R5.4),
whether big gin may be declared (R5.5), the deadwood limit of the arrangement
laid down (big gin included), the arrangements a knock may lay down (R5.3) and
the defender's choices, its default first (R6.4).

>>> from ginrummy.cards import card_name, parse_hand
>>> from ginrummy.rules import preset
>>> sit = Situation(preset("standard"), Phase.DISCARD,
...                 parse_hand("As 2s 3s 7h 7d 7c Jh Qh Kh 6d 4c"), (), False, None, 10, None,
...                 False)
>>> [card_name(c) for c in knock_discards(sit)]
['6d', '4c']
>>> gin_discards(sit), arrangement_limit(sit)
([], 10)
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import NamedTuple

from ginrummy import actions as A
from ginrummy.actions import Action, Kind
from ginrummy.cards import CARD_NAMES, CARD_VALUES, NUM_CARDS, card_name, iter_cards
from ginrummy.errors import GinRummyError, reason
from ginrummy.melds import (
    Arrangement,
    Layoff,
    Showing,
    arrangements_within,
    best_arrangement,
    best_layoffs,
    deadwood,
    deadwood_after_each_discard,
    is_meld,
    is_run,
    is_set,
    layoff_reach,
    layoff_targets,
    layoffs_feasible,
)
from ginrummy.rules import Rules

__all__ = [
    "IllegalActionError",
    "Phase",
    "Situation",
    "arrangement_limit",
    "barred_discard",
    "can_declare_big_gin",
    "check",
    "default_arrangement",
    "default_lay_off",
    "default_showing",
    "discard_options",
    "discardable",
    "gin_discards",
    "is_gin_knock",
    "is_legal",
    "knock_allowed",
    "knock_arrangements",
    "knock_discards",
    "legal_actions",
    "showing_of",
    "showings",
]


class IllegalActionError(GinRummyError, ValueError):
    """An action the rules do not allow here; the message says why, citing the rule,
    and its ``reason`` (:func:`ginrummy.errors.reason`) says it for a face to word:
    one code for each refusal below, its arguments the cards and numbers."""


class Phase(enum.Enum):
    """Where the hand is."""

    OFFER = "offer"
    """The first upcard is offered: take it or pass (R4.3)."""
    DRAW = "draw"
    """Draw from the stock or the discard pile (R4.1)."""
    DISCARD = "discard"
    """After drawing: discard, knock (R5) or declare big gin (R5.5)."""
    ARRANGE = "arrange"
    """The knocker lays down melds (R5.3)."""
    LAY_OFF = "lay_off"
    """The defender lays down melds and lays off (R6)."""
    OVER = "over"
    """Scored or drawn."""


class Situation(NamedTuple):
    """Everything legality depends on, as the seat to act sees it.

    A named tuple rather than a frozen dataclass: one is built for every action
    checked, and a tuple is built several times faster (it is as immutable).
    """

    rules: Rules
    phase: Phase
    hand: int
    """The acting seat's cards (mask)."""
    pile: tuple[int, ...]
    """The discard pile, bottom first."""
    stock_only: bool
    """Both players passed the upcard: the non-dealer must draw from the stock (R4.3)."""
    taken: int | None
    """The card taken from the discard pile this turn, or None (R4.2)."""
    knock_limit: int
    arrangement: Arrangement | None
    """The knocker's melds, once laid down (the defender's lay-off phase)."""
    big_gin: bool
    who: str = "this player"
    """How messages name the acting seat."""


# ---------------------------------------------------------------------- queries


def is_gin_knock(arrangement: Arrangement, big: bool) -> bool:
    """Whether the knocker went gin: big gin, or no deadwood laid down (R5.4, R5.5).

    Decides that nothing may be laid off (R6.3) and the gin bonus (R8.2).
    """
    return big or arrangement.deadwood == 0


def arrangement_limit(sit: Situation) -> int:
    """The most deadwood the knocker's arrangement may leave: the knock limit, or 0
    after big gin (R5.3, R5.5)."""
    return 0 if sit.big_gin else sit.knock_limit


def barred_discard(rules: Rules, taken: int | None) -> int | None:
    """The card that may not be discarded this turn after taking ``taken`` from the
    discard pile: that card, unless the rules allow it (R4.2); None for none."""
    return None if rules.discard_drawn_upcard else taken


def discardable(sit: Situation) -> int:
    """The cards the seat may discard or knock with (mask): the whole hand but the
    barred card (R4.2)."""
    barred = barred_discard(sit.rules, sit.taken)
    return sit.hand if barred is None else sit.hand & ~(1 << barred)


def discard_options(sit: Situation) -> list[tuple[int, int]]:
    """Each card the seat may discard with the least deadwood the hand is left with,
    in card order (R4.2, R2.4)."""
    return deadwood_after_each_discard(sit.hand, discardable(sit))


def knock_allowed(sit: Situation, deadwood_left: int) -> bool:
    """Whether a discard leaving ``deadwood_left`` allows a knock: at most the
    knock limit (R5.1)."""
    return deadwood_left <= sit.knock_limit


def knock_discards(sit: Situation) -> list[int]:
    """The cards the seat may knock with: those leaving at most the knock limit in
    deadwood (R5.1), in card order; empty outside the discard phase."""
    if sit.phase is not Phase.DISCARD:
        return []
    return [c for c, dw in discard_options(sit) if knock_allowed(sit, dw)]


def gin_discards(sit: Situation) -> list[int]:
    """The knock discards that leave no deadwood: going gin (R5.4)."""
    if sit.phase is not Phase.DISCARD:
        return []
    return [c for c, dw in discard_options(sit) if dw == 0]


def can_declare_big_gin(sit: Situation) -> bool:
    """Whether the seat may declare big gin: the rules allow it and all 11 cards
    meld (R5.5)."""
    return sit.phase is Phase.DISCARD and sit.rules.big_gin and deadwood(sit.hand) == 0


def knock_arrangements(sit: Situation, card: int) -> list[Arrangement]:
    """The arrangements a knock with ``card`` may lay down: the least-deadwood one
    first (R5.3's default), then every other within the knock limit.  ``card``
    must be a legal knock discard (:func:`check` says so)."""
    rest = sit.hand & ~(1 << card)
    best = best_arrangement(rest)
    others = arrangements_within(rest, sit.knock_limit)
    return [best, *(a for a in others if a.melds != best.melds)]


def default_arrangement(sit: Situation) -> Arrangement:
    """The knocker's default: the least-deadwood arrangement of the hand (R5.3)."""
    return best_arrangement(sit.hand)


def _require_lay_off(sit: Situation) -> Arrangement:
    if sit.phase is not Phase.LAY_OFF or sit.arrangement is None:
        raise IllegalActionError("there is nothing to lay off now",
                                 reason=reason("nothing_to_lay_off"))
    return sit.arrangement


def default_showing(sit: Situation) -> Showing:
    """The defender's default: its least-deadwood melds and lay-offs (R6.4)."""
    arrangement = _require_lay_off(sit)
    return best_layoffs(sit.hand, arrangement.melds, is_gin_knock(arrangement, sit.big_gin))


def default_lay_off(sit: Situation) -> Action:
    """The defender's default as an action (R6.4)."""
    show = default_showing(sit)
    return A.lay_off(show.melds, show.layoffs)


def showing_of(hand: int, action: Action) -> Showing:
    """What a lay-off action lays down from ``hand``, with the deadwood it leaves."""
    if action.kind is not Kind.LAY_OFF:
        raise ValueError(f"not a lay-off action: {action.text}")
    rest = hand
    for meld in action.melds:
        rest &= ~meld
    for lo in action.layoffs:
        rest &= ~(1 << lo.card)
    return Showing(action.melds, action.layoffs, rest)


def _showing_key(show: Showing) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
    """The same showing whatever order its melds and lay-offs are listed in."""
    return tuple(sorted(show.melds)), tuple(sorted((lo.card, lo.meld) for lo in show.layoffs))


def showings(sit: Situation, legal: list[Action] | None = None) -> list[Showing]:
    """Every legal melds-and-lay-offs choice of the defender: the default first
    (R6.4), then the others by the deadwood they leave, fewer lay-offs first
    among equals.  ``legal``: :func:`legal_actions` of ``sit``, when the caller
    has them."""
    default = default_showing(sit)
    seen = {_showing_key(default)}
    others: list[Showing] = []
    for action in legal_actions(sit) if legal is None else legal:
        show = showing_of(sit.hand, action)
        key = _showing_key(show)
        if key not in seen:
            seen.add(key)
            others.append(show)
    others.sort(key=lambda s: (s.deadwood, len(s.layoffs), len(s.melds)))
    return [default, *others]


# ---------------------------------------------------------------------- legal actions


def legal_actions(sit: Situation) -> list[Action]:
    """Every legal action of the seat to act, in a fixed order."""
    phase = sit.phase
    if phase is Phase.DISCARD:
        options = discard_options(sit)
        out = [A.discard(c) for c, _dw in options]
        out.extend(A.knock(c) for c, dw in options if knock_allowed(sit, dw))
        if sit.rules.big_gin and deadwood(sit.hand) == 0:
            out.append(A.BIG_GIN)
        return out
    if phase is Phase.DRAW:
        if sit.pile and not sit.stock_only:
            return [A.DRAW_STOCK, A.DRAW_DISCARD]
        return [A.DRAW_STOCK]
    if phase is Phase.OFFER:
        return [A.DRAW_DISCARD, A.PASS]
    if phase is Phase.ARRANGE:
        return [A.arrange(a.melds) for a in arrangements_within(sit.hand, arrangement_limit(sit))]
    if phase is Phase.LAY_OFF:
        assert sit.arrangement is not None
        return _lay_off_actions(sit.hand, sit.arrangement, sit.big_gin)
    return []


def _lay_off_actions(hand: int, arrangement: Arrangement, big: bool) -> list[Action]:
    own_all = 1 << 60  # no limit: every arrangement of the cards left
    if is_gin_knock(arrangement, big):
        return [A.lay_off(a.melds) for a in arrangements_within(hand, own_all)]
    targets = arrangement.melds
    runs, fourths = layoff_targets(targets)
    reach = layoff_reach(hand, runs, fourths)
    out: list[Action] = []
    subsets = []
    sub = reach
    while True:
        if layoffs_feasible(sub, targets):
            subsets.append(sub)
        if sub == 0:
            break
        sub = (sub - 1) & reach
    for sub in subsets:
        for assignment in _assignments(sub, targets):
            for a in arrangements_within(hand ^ sub, own_all):
                out.append(A.lay_off(a.melds, assignment))
    return out


def _assignments(cards: int, targets: tuple[int, ...]) -> list[tuple[Layoff, ...]]:
    """Every valid way to say which meld each card of ``cards`` joins."""
    card_list = list(iter_cards(cards))
    options: list[list[int]] = []
    for card in card_list:
        options.append([i for i in range(len(targets)) if _could_join(card, targets[i])])
    out: list[tuple[Layoff, ...]] = []

    def walk(i: int, chosen: list[int]) -> None:
        if i == len(card_list):
            layoffs = tuple(Layoff(c, m) for c, m in zip(card_list, chosen, strict=True))
            if _assignment_error(layoffs, targets) is None:
                out.append(layoffs)
            return
        for m in options[i]:
            chosen.append(m)
            walk(i + 1, chosen)
            chosen.pop()

    walk(0, [])
    return out


def _could_join(card: int, meld: int) -> bool:
    bit = 1 << card
    if is_set(meld):
        return meld.bit_count() == 3 and is_set(meld | bit)
    low = (meld & -meld).bit_length() - 1
    return card // 13 == low // 13


def _assignment_error(layoffs: tuple[Layoff, ...], targets: tuple[int, ...],
                      ) -> IllegalActionError | None:
    """Why the lay-offs cannot be made as assigned, or None (R6.2)."""
    grown = list(targets)
    for lo in layoffs:
        if not 0 <= lo.meld < len(targets):
            return IllegalActionError(f"there is no knocker's meld number {lo.meld + 1} (R6.2)",
                                      reason=reason("no_such_meld", meld=lo.meld + 1))
        grown[lo.meld] |= 1 << lo.card
    for i, meld in enumerate(grown):
        if meld == targets[i]:
            continue
        ok = is_set(meld) if is_set(targets[i]) else is_run(meld)
        if not ok:
            names = " ".join(CARD_NAMES[lo.card] for lo in layoffs if lo.meld == i)
            return IllegalActionError(
                f"{names} cannot be laid off on meld {i + 1} ({_names(targets[i])}) (R6.2)",
                reason=reason("layoff_does_not_fit", cards=names, meld=i + 1))
    return None


def _names(mask: int) -> str:
    return " ".join(CARD_NAMES[c] for c in iter_cards(mask))


# ---------------------------------------------------------------------- checks


def check(sit: Situation, action: Action) -> None:
    """Raise :class:`IllegalActionError` saying why, unless ``action`` is legal."""
    phase = sit.phase
    kind = action.kind
    for phase_, checks, wrong_kind in _PHASES:
        if phase_ is phase:
            for kind_, check_kind in checks:
                if kind_ is kind:
                    check_kind(sit, action)
                    return
            raise wrong_kind(sit.who, kind)
    raise IllegalActionError("the hand is over", reason=reason("hand_over"))


def is_legal(sit: Situation, action: Action) -> bool:
    """Whether ``action`` is legal for the seat to act."""
    try:
        check(sit, action)
    except IllegalActionError:
        return False
    return True


def _check_draw_stock(sit: Situation, action: Action) -> None:
    """Drawing from the stock is always open in the draw phase (R4.1)."""


def _check_draw_discard(sit: Situation, action: Action) -> None:
    if sit.stock_only:
        raise IllegalActionError(
            "both players passed the upcard: the non-dealer must draw from the stock (R4.3)",
            reason=reason("stock_only"))
    if not sit.pile:
        raise IllegalActionError("the discard pile is empty (R4.1)",
                                 reason=reason("pile_empty"))


def _check_pass(sit: Situation, action: Action) -> None:
    """Passing is open whenever the upcard is offered (R4.3)."""


def _check_card_to_discard(sit: Situation, card: int | None) -> int:
    """A card may leave the hand face up or face down: held, and not just taken
    (R4.2).  Returns the card."""
    if card is None:
        raise IllegalActionError("a discard or a knock names the card it lets go of (R4.1)",
                                 reason=reason("card_not_named"))
    if not 0 <= card < NUM_CARDS or not sit.hand >> card & 1:
        name = card_name(card) if 0 <= card < NUM_CARDS else str(card)
        raise IllegalActionError(f"{name} is not in {sit.who}'s hand (R4.1)",
                                 reason=reason("card_not_in_hand", card=name))
    if card == barred_discard(sit.rules, sit.taken):
        raise IllegalActionError(
            f"{card_name(card)} was just taken from the discard pile and may not be"
            " discarded this turn (R4.2)", reason=reason("discard_just_taken", card=card_name(card))
        )
    return card


def _check_discard(sit: Situation, action: Action) -> None:
    _check_card_to_discard(sit, action.card)


def _check_knock(sit: Situation, action: Action) -> None:
    card = _check_card_to_discard(sit, action.card)
    dw = deadwood(sit.hand ^ (1 << card))
    if not knock_allowed(sit, dw):
        raise IllegalActionError(
            f"cannot knock discarding {card_name(card)}: least deadwood would be"
            f" {dw}, over the knock limit of {sit.knock_limit} (R5.1)",
            reason=reason("knock_over_limit", card=card_name(card), deadwood=dw,
                          limit=sit.knock_limit))


def _check_big_gin(sit: Situation, action: Action) -> None:
    if not sit.rules.big_gin:
        raise IllegalActionError("big gin is not allowed by these rules (R5.5)",
                                 reason=reason("big_gin_not_played"))
    if deadwood(sit.hand) != 0:
        raise IllegalActionError("big gin needs all 11 cards in melds (R5.5)",
                                 reason=reason("big_gin_needs_melds"))


def _check_melds(melds: tuple[int, ...], hand: int, who: str) -> int:
    """Validate melds laid down from ``hand``; returns the cards left."""
    rest = hand
    for meld in melds:
        if meld & ~hand:
            missing = _names(meld & ~hand)
            raise IllegalActionError(f"{missing} not in {who}'s hand (R5.3, R6.1)",
                                     reason=reason("meld_not_in_hand", cards=missing))
        if not is_meld(meld):
            raise IllegalActionError(f"{_names(meld)} is not a meld (R2.1, R2.2)",
                                     reason=reason("not_a_meld", cards=_names(meld)))
        if meld & ~rest:
            raise IllegalActionError(f"{_names(meld & ~rest)} used in two melds (R2.3)",
                                     reason=reason("meld_card_twice",
                                                   cards=_names(meld & ~rest)))
        rest ^= meld
    return rest


def _check_arrange(sit: Situation, action: Action) -> None:
    rest = _check_melds(action.melds, sit.hand, sit.who)
    limit = arrangement_limit(sit)
    dw = sum(CARD_VALUES[c] for c in iter_cards(rest))
    if dw > limit:
        raise IllegalActionError(
            f"that arrangement leaves {dw} deadwood, over the knock limit of {limit} (R5.3)",
            reason=reason("arrangement_over_limit", deadwood=dw, limit=limit))


def _check_lay_off(sit: Situation, action: Action) -> None:
    arrangement = sit.arrangement
    assert arrangement is not None
    who = sit.who
    hand = sit.hand
    rest = _check_melds(action.melds, hand, who)
    if not action.layoffs:
        return
    if is_gin_knock(arrangement, sit.big_gin):
        raise IllegalActionError("nothing may be laid off onto gin (R6.3)",
                                 reason=reason("layoff_onto_gin"))
    seen = 0
    for lo in action.layoffs:
        bit = 1 << lo.card
        name = card_name(lo.card)
        if not rest & bit:
            if hand & bit:
                raise IllegalActionError(f"{name} is in a meld, cannot lay it off (R6.2)",
                                         reason=reason("layoff_in_meld", card=name))
            raise IllegalActionError(f"{name} is not in {who}'s hand, cannot lay it off (R6.2)",
                                     reason=reason("card_not_in_hand", card=name))
        if seen & bit:
            raise IllegalActionError(f"{name} is laid off twice (R6.2)",
                                     reason=reason("layoff_twice", card=name))
        seen |= bit
    error = _assignment_error(action.layoffs, arrangement.melds)
    if error:
        raise error


#: What each phase takes, most frequent first: its kinds of action, each with its
#: check (R4.1, R4.3, R5, R6), and its refusal of an action of another kind.
#: Tuples scanned by identity rather than dicts: hashing an enum member runs
#: Python code (Enum.__hash__), and this runs for every action the engine checks.
_PHASES: tuple[tuple[Phase, tuple[tuple[Kind, Callable[[Situation, Action], None]], ...],
                     Callable[[str, Kind], IllegalActionError]], ...] = (
    (Phase.DISCARD,
     ((Kind.DISCARD, _check_discard), (Kind.KNOCK, _check_knock), (Kind.BIG_GIN, _check_big_gin)),
     lambda who, kind: IllegalActionError(
         f"{who} must discard or knock now, not {kind.value} (R4.1)",
         reason=reason("must_discard"))),
    (Phase.DRAW,
     ((Kind.DRAW_STOCK, _check_draw_stock), (Kind.DRAW_DISCARD, _check_draw_discard)),
     lambda who, kind: IllegalActionError(
         f"{who} must draw from the stock or the discard pile now (R4.1)",
         reason=reason("must_draw"))),
    (Phase.OFFER,
     ((Kind.DRAW_DISCARD, _check_draw_discard), (Kind.PASS, _check_pass)),
     lambda who, kind: IllegalActionError(f"{who} must take the upcard or pass (R4.3)",
                                          reason=reason("must_take_or_pass"))),
    (Phase.ARRANGE,
     ((Kind.ARRANGE, _check_arrange),),
     lambda who, kind: IllegalActionError(f"{who} knocked and must lay down melds now (R5.3)",
                                          reason=reason("must_arrange"))),
    (Phase.LAY_OFF,
     ((Kind.LAY_OFF, _check_lay_off),),
     lambda who, kind: IllegalActionError(
         f"{who} must lay down melds and lay off now (R6.1)",
         reason=reason("must_lay_off"))),
)
