"""One hand of Gin Rummy as an immutable state machine (RULES R3-R8).

A :class:`HandState` is never changed: :meth:`HandState.apply` returns the next
state.  Legality has one authority, :func:`legal_actions_for` /
:func:`check_for`, fed only with what the acting seat can see, so the full state
and a seat's :class:`~ginrummy.view.SeatView` answer "what may I do?" the same
way without the view ever holding hidden cards.

The two seats of a hand are 0 and 1.  In three-player Gin the match maps them
onto the box player and the captain (R11.4).
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass
from typing import Literal

from ginrummy import actions as A
from ginrummy.actions import Action, Kind
from ginrummy.cards import CARD_NAMES, CARD_VALUES, NUM_CARDS, card_name, iter_cards
from ginrummy.melds import (
    NO_DISCARD,
    Arrangement,
    Layoff,
    Showing,
    arrangements_within,
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
from ginrummy.scoring import HandScore, Outcome, knock_limit_for, score_knock
from ginrummy.standing import Standing

__all__ = [
    "HandResult",
    "HandState",
    "IllegalActionError",
    "Phase",
    "PublicEvent",
    "check_for",
    "deal",
    "default_lay_off",
    "is_gin_knock",
    "legal_actions_for",
    "new_hand",
    "position",
    "shuffled_deck",
]

#: Cards dealt to each player (R3.2).
HAND_SIZE = 10
#: Index in the deck order of the first upcard (R3.3).
UPCARD_INDEX = 2 * HAND_SIZE
#: Stock cards left at which a hand is drawn (R7.1).
DRAW_AT_STOCK = 2


class IllegalActionError(ValueError):
    """An action the rules do not allow here; the message says why."""


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


@dataclass(frozen=True, slots=True)
class PublicEvent:
    """An action as both players see it: ``card`` is -1 where the card is hidden
    (a draw from the stock, the face-down knock discard)."""

    seat: int
    kind: Kind
    card: int = -1


@dataclass(frozen=True, slots=True)
class HandResult:
    """How a hand ended.  ``winner`` is None only for a drawn hand (R7, R8.5)."""

    outcome: Outcome
    winner: int | None
    points: int
    knocker: int | None = None
    knocker_deadwood: int | None = None
    defender_deadwood: int | None = None
    score: HandScore | None = None
    draw_reason: Literal["stock", "max_turns"] | None = None


def shuffled_deck(rng: random.Random) -> tuple[int, ...]:
    """A shuffled deck order from ``rng`` (pass a seeded Random for reproducibility)."""
    deck = list(range(NUM_CARDS))
    rng.shuffle(deck)
    return tuple(deck)


class HandState:
    """The full state of one hand, hidden cards included.  Treat as immutable."""

    __slots__ = (
        "arrangement",
        "big_gin",
        "dealer",
        "deck",
        "hands",
        "history",
        "knock_discard",
        "knock_limit",
        "knocker",
        "known",
        "labels",
        "passes",
        "phase",
        "pile",
        "public",
        "result",
        "rules",
        "showing",
        "standing",
        "stock_only",
        "stock_pos",
        "taken",
        "to_act",
        "turn",
        "upcard",
    )

    rules: Rules
    dealer: int
    deck: tuple[int, ...]
    hands: tuple[int, int]
    pile: tuple[int, ...]
    stock_pos: int
    upcard: int
    knock_limit: int
    phase: Phase
    to_act: int
    passes: int
    stock_only: bool
    taken: int
    turn: int
    known: tuple[int, int]
    labels: tuple[str, str]
    """How messages name the two seats, e.g. ``("player 0", "player 1")``."""
    history: tuple[tuple[int, Action], ...]
    public: tuple[PublicEvent, ...]
    knocker: int
    knock_discard: int
    big_gin: bool
    arrangement: Arrangement | None
    showing: Showing | None
    result: HandResult | None
    standing: Standing | None
    """The match score when the hand was dealt (None for a hand outside a match)."""

    # ------------------------------------------------------------------ reading

    @property
    def stock_count(self) -> int:
        """Cards left in the stock."""
        return NUM_CARDS - self.stock_pos

    @property
    def is_over(self) -> bool:
        """Whether the hand is scored or drawn."""
        return self.phase is Phase.OVER

    @property
    def defender(self) -> int:
        """The seat that did not knock (only meaningful once someone knocked)."""
        return 1 - self.knocker

    def legal_actions(self) -> list[Action]:
        """Every action the player to act may take."""
        return legal_actions_for(
            self.rules, self.phase, self.hands[self.to_act], self.pile, self.stock_only,
            self.taken, self.knock_limit, self.arrangement, self.big_gin,
        )

    def check(self, action: Action, seat: int | None = None) -> None:
        """Raise :class:`IllegalActionError` with the reason if ``action`` is illegal."""
        if seat is not None and seat != self.to_act:
            if self.phase is Phase.OVER:
                raise IllegalActionError("the hand is over")
            raise IllegalActionError(
                f"it is {self.labels[self.to_act]}'s turn, not {self.labels[seat]}'s"
            )
        check_for(
            self.rules, self.phase, self.labels[self.to_act], self.hands[self.to_act], self.pile,
            self.stock_only, self.taken, self.knock_limit, self.arrangement, self.big_gin,
            action,
        )

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` is legal for the player to act."""
        try:
            self.check(action)
        except IllegalActionError:
            return False
        return True

    # ------------------------------------------------------------------ changing

    def _copy(self) -> HandState:
        # Spelled out slot by slot: over ten times faster than a loop of
        # getattr/setattr, and this runs once per action.  Every slot must be
        # listed: _check_copy_is_complete below verifies it at import.
        new = HandState.__new__(HandState)
        new.arrangement = self.arrangement
        new.big_gin = self.big_gin
        new.dealer = self.dealer
        new.deck = self.deck
        new.hands = self.hands
        new.history = self.history
        new.knock_discard = self.knock_discard
        new.knock_limit = self.knock_limit
        new.knocker = self.knocker
        new.known = self.known
        new.labels = self.labels
        new.passes = self.passes
        new.phase = self.phase
        new.pile = self.pile
        new.public = self.public
        new.result = self.result
        new.rules = self.rules
        new.showing = self.showing
        new.standing = self.standing
        new.stock_only = self.stock_only
        new.stock_pos = self.stock_pos
        new.taken = self.taken
        new.to_act = self.to_act
        new.turn = self.turn
        new.upcard = self.upcard
        return new

    def apply(self, action: Action, seat: int | None = None) -> HandState:
        """The state after the player to act takes ``action`` (checked first)."""
        self.check(action, seat)
        return self._apply(action)

    def _apply(self, action: Action) -> HandState:
        s = self._copy()
        me = self.to_act
        kind = action.kind
        s.history = (*self.history, (me, action))
        hands = list(self.hands)
        if kind is Kind.DRAW_STOCK:
            card = self.deck[self.stock_pos]
            s.stock_pos = self.stock_pos + 1
            hands[me] |= 1 << card
            s.taken = NO_DISCARD
            s.stock_only = False
            s.phase = Phase.DISCARD
            s.public = (*self.public, PublicEvent(me, kind))
        elif kind is Kind.DRAW_DISCARD:
            card = self.pile[-1]
            s.pile = self.pile[:-1]
            hands[me] |= 1 << card
            known = list(self.known)
            known[me] |= 1 << card
            s.known = (known[0], known[1])
            s.taken = card
            s.phase = Phase.DISCARD
            s.public = (*self.public, PublicEvent(me, kind, card))
        elif kind is Kind.PASS:
            s.passes = self.passes + 1
            s.public = (*self.public, PublicEvent(me, kind))
            if s.passes == 1:
                s.to_act = self.dealer
            else:
                # R4.3: both passed; the non-dealer opens from the stock.
                s.to_act = 1 - self.dealer
                s.phase = Phase.DRAW
                s.stock_only = True
        elif kind is Kind.DISCARD:
            card = action.card
            hands[me] ^= 1 << card
            known = list(self.known)
            known[me] &= ~(1 << card)
            s.known = (known[0], known[1])
            s.pile = (*self.pile, card)
            s.taken = NO_DISCARD
            s.turn = self.turn + 1
            s.public = (*self.public, PublicEvent(me, kind, card))
            if s.stock_count <= DRAW_AT_STOCK:
                s.phase = Phase.OVER
                s.result = HandResult("draw", None, 0, draw_reason="stock")
            elif s.turn >= self.rules.max_turns:
                s.phase = Phase.OVER
                s.result = HandResult("draw", None, 0, draw_reason="max_turns")
            else:
                s.phase = Phase.DRAW
                s.to_act = 1 - me
        elif kind is Kind.KNOCK:
            card = action.card
            hands[me] ^= 1 << card
            # ``known`` is left as it was: dropping the card from it would tell the
            # defender which card went face down (R5.3).
            s.knock_discard = card
            s.knocker = me
            s.taken = NO_DISCARD
            s.phase = Phase.ARRANGE
            s.public = (*self.public, PublicEvent(me, kind))
        elif kind is Kind.BIG_GIN:
            s.knocker = me
            s.big_gin = True
            s.taken = NO_DISCARD
            s.phase = Phase.ARRANGE
            s.public = (*self.public, PublicEvent(me, kind))
        elif kind is Kind.ARRANGE:
            rest = hands[me]
            for meld in action.melds:
                rest ^= meld
            s.arrangement = Arrangement(action.melds, rest)
            s.phase = Phase.LAY_OFF
            s.to_act = 1 - me
            s.public = (*self.public, PublicEvent(me, kind))
        elif kind is Kind.LAY_OFF:
            rest = hands[me]
            for meld in action.melds:
                rest ^= meld
            for lo in action.layoffs:
                rest ^= 1 << lo.card
            showing = Showing(action.melds, action.layoffs, rest)
            s.showing = showing
            s.phase = Phase.OVER
            s.public = (*self.public, PublicEvent(me, kind))
            assert self.arrangement is not None
            k_dw = self.arrangement.deadwood
            d_dw = showing.deadwood
            score = score_knock(
                self.rules,
                knocker_deadwood=k_dw,
                defender_deadwood=d_dw,
                gin=k_dw == 0,
                big_gin=self.big_gin,
                upcard=self.upcard,
            )
            winner = self.knocker if score.knocker_wins else me
            s.result = HandResult(
                score.outcome, winner, score.points, self.knocker, k_dw, d_dw, score
            )
        s.hands = (hands[0], hands[1])
        return s

    def __repr__(self) -> str:
        return (
            f"<HandState {self.phase.value} to_act={self.to_act} stock={self.stock_count}"
            f" pile_top={card_name(self.pile[-1]) if self.pile else '-'}>"
        )


def _check_copy_is_complete() -> None:
    """HandState._copy must copy every slot; a slot added without it fails here, at import."""
    missing = set(HandState.__slots__) - set(HandState._copy.__code__.co_names)
    if missing:
        raise RuntimeError(f"HandState._copy does not copy {', '.join(sorted(missing))}")


_check_copy_is_complete()


def deal(
    rules: Rules,
    dealer: int,
    deck: tuple[int, ...] | list[int],
    labels: tuple[str, str] = ("player 0", "player 1"),
    standing: Standing | None = None,
) -> HandState:
    """The hand dealt from ``deck`` (top card first) by ``dealer`` (R3.2, R3.3).

    Cards go one at a time, alternately, starting with the non-dealer; the 21st
    card is the upcard; the remaining 31 are the stock, top first.  ``standing``
    is the match score the players see (a match passes it; see :mod:`standing`).
    """
    deck = tuple(deck)
    if sorted(deck) != list(range(NUM_CARDS)):
        raise ValueError("a deck order must hold each of the 52 cards once")
    if dealer not in (0, 1):
        raise ValueError(f"dealer must be seat 0 or 1, not {dealer}")
    hands = [0, 0]
    first = 1 - dealer
    for i in range(2 * HAND_SIZE):
        hands[first if i % 2 == 0 else dealer] |= 1 << deck[i]
    upcard = deck[UPCARD_INDEX]
    return _assemble(
        rules, dealer, deck, UPCARD_INDEX + 1, (hands[0], hands[1]), (upcard,), upcard,
        knock_limit_for(rules, upcard), Phase.OFFER, first, labels=labels, standing=standing,
    )


def _assemble(
    rules: Rules,
    dealer: int,
    deck: tuple[int, ...],
    stock_pos: int,
    hands: tuple[int, int],
    pile: tuple[int, ...],
    upcard: int,
    knock_limit: int,
    phase: Phase,
    to_act: int,
    *,
    passes: int = 0,
    stock_only: bool = False,
    taken: int = NO_DISCARD,
    turn: int = 0,
    known: tuple[int, int] = (0, 0),
    labels: tuple[str, str] = ("player 0", "player 1"),
    public: tuple[PublicEvent, ...] = (),
    standing: Standing | None = None,
) -> HandState:
    """A state before any knock, every slot set (the one place that builds one)."""
    values = {
        "rules": rules,
        "dealer": dealer,
        "deck": deck,
        "hands": hands,
        "pile": pile,
        "stock_pos": stock_pos,
        "upcard": upcard,
        "knock_limit": knock_limit,
        "phase": phase,
        "to_act": to_act,
        "passes": passes,
        "stock_only": stock_only,
        "taken": taken,
        "turn": turn,
        "known": known,
        "labels": labels,
        "history": (),
        "public": public,
        "knocker": -1,
        "knock_discard": NO_DISCARD,
        "big_gin": False,
        "arrangement": None,
        "showing": None,
        "result": None,
        "standing": standing,
    }
    s = HandState.__new__(HandState)
    for name, value in values.items():
        object.__setattr__(s, name, value)
    return s


def new_hand(rules: Rules, dealer: int, rng: random.Random | None = None) -> HandState:
    """Shuffle and deal; without ``rng`` the operating system's randomness is used."""
    return deal(rules, dealer, shuffled_deck(rng or random.SystemRandom()))


# ---------------------------------------------------------------------- legality


def is_gin_knock(arrangement: Arrangement, big: bool) -> bool:
    """Whether the knocker went gin: big gin, or no deadwood laid down (R5.4, R5.5).

    Decides that nothing may be laid off (R6.3) and the gin bonus (R8.2).
    """
    return big or arrangement.deadwood == 0


def default_lay_off(hand: int, arrangement: Arrangement, big: bool) -> Action:
    """The defender's default: its least-deadwood melds and lay-offs (R6.4)."""
    show = best_layoffs(hand, arrangement.melds, is_gin_knock(arrangement, big))
    return A.lay_off(show.melds, show.layoffs)


def _limit(knock_limit: int, big: bool) -> int:
    return 0 if big else knock_limit


def legal_actions_for(
    rules: Rules,
    phase: Phase,
    hand: int,
    pile: tuple[int, ...],
    stock_only: bool,
    taken: int,
    knock_limit: int,
    arrangement: Arrangement | None,
    big: bool,
) -> list[Action]:
    """Every legal action of the player to act, from what that player can see."""
    if phase is Phase.DISCARD:
        allowed = hand if taken < 0 or rules.discard_drawn_upcard else hand & ~(1 << taken)
        out = [A.discard(c) for c in iter_cards(allowed)]
        out.extend(
            A.knock(c) for c, dw in deadwood_after_each_discard(hand, allowed) if dw <= knock_limit
        )
        if rules.big_gin and deadwood(hand) == 0:
            out.append(A.BIG_GIN)
        return out
    if phase is Phase.DRAW:
        if pile and not stock_only:
            return [A.DRAW_STOCK, A.DRAW_DISCARD]
        return [A.DRAW_STOCK]
    if phase is Phase.OFFER:
        return [A.DRAW_DISCARD, A.PASS]
    if phase is Phase.ARRANGE:
        return [A.arrange(a.melds) for a in arrangements_within(hand, _limit(knock_limit, big))]
    if phase is Phase.LAY_OFF:
        assert arrangement is not None
        return _lay_off_actions(hand, arrangement, big)
    return []


def _lay_off_actions(hand: int, arrangement: Arrangement, big: bool) -> list[Action]:
    gin = is_gin_knock(arrangement, big)
    own_all = 1 << 60  # no limit: every arrangement of the cards left
    if gin:
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


def _assignment_error(layoffs: tuple[Layoff, ...], targets: tuple[int, ...]) -> str | None:
    """Why the lay-offs cannot be made as assigned, or None (R6.2)."""
    grown = list(targets)
    for lo in layoffs:
        if not 0 <= lo.meld < len(targets):
            return f"there is no knocker's meld number {lo.meld + 1}"
        grown[lo.meld] |= 1 << lo.card
    for i, meld in enumerate(grown):
        if meld == targets[i]:
            continue
        ok = is_set(meld) if is_set(targets[i]) else is_run(meld)
        if not ok:
            names = " ".join(CARD_NAMES[lo.card] for lo in layoffs if lo.meld == i)
            return f"{names} cannot be laid off on meld {i + 1} ({_names(targets[i])})"
    return None


def _names(mask: int) -> str:
    return " ".join(CARD_NAMES[c] for c in iter_cards(mask))


def _check_melds(melds: tuple[int, ...], hand: int, who: str) -> int:
    """Validate melds laid down from ``hand``; returns the cards left."""
    rest = hand
    for meld in melds:
        if meld & ~hand:
            missing = _names(meld & ~hand)
            raise IllegalActionError(f"{missing} not in {who}'s hand")
        if not is_meld(meld):
            raise IllegalActionError(f"{_names(meld)} is not a meld (R2.1, R2.2)")
        if meld & ~rest:
            raise IllegalActionError(f"{_names(meld & ~rest)} used in two melds (R2.3)")
        rest ^= meld
    return rest


def check_for(
    rules: Rules,
    phase: Phase,
    who: str,
    hand: int,
    pile: tuple[int, ...],
    stock_only: bool,
    taken: int,
    knock_limit: int,
    arrangement: Arrangement | None,
    big: bool,
    action: Action,
) -> None:
    """Raise :class:`IllegalActionError` saying why, unless ``action`` is legal."""
    kind = action.kind
    if phase is Phase.OVER:
        raise IllegalActionError("the hand is over")
    if phase is Phase.DISCARD:
        if kind is Kind.DISCARD or kind is Kind.KNOCK:
            card = action.card
            if not 0 <= card < NUM_CARDS or not hand >> card & 1:
                name = card_name(card) if 0 <= card < NUM_CARDS else str(card)
                raise IllegalActionError(f"{name} is not in {who}'s hand")
            if card == taken and not rules.discard_drawn_upcard:
                raise IllegalActionError(
                    f"{card_name(card)} was just taken from the discard pile and may not be"
                    " discarded this turn (R4.2)"
                )
            if kind is Kind.KNOCK:
                dw = deadwood(hand ^ (1 << card))
                if dw > knock_limit:
                    raise IllegalActionError(
                        f"cannot knock discarding {card_name(card)}: least deadwood would be"
                        f" {dw}, over the knock limit of {knock_limit} (R5.1)"
                    )
            return
        if kind is Kind.BIG_GIN:
            if not rules.big_gin:
                raise IllegalActionError("big gin is not allowed by these rules (R5.5)")
            if deadwood(hand) != 0:
                raise IllegalActionError("big gin needs all 11 cards in melds (R5.5)")
            return
        raise IllegalActionError(f"{who} must discard or knock now, not {kind.value}")
    if phase is Phase.DRAW:
        if kind is Kind.DRAW_STOCK:
            return
        if kind is Kind.DRAW_DISCARD:
            if stock_only:
                raise IllegalActionError(
                    "both players passed the upcard: the non-dealer must draw from the stock"
                    " (R4.3)"
                )
            if not pile:
                raise IllegalActionError("the discard pile is empty")
            return
        raise IllegalActionError(f"{who} must draw from the stock or the discard pile now")
    if phase is Phase.OFFER:
        if kind is Kind.DRAW_DISCARD or kind is Kind.PASS:
            return
        raise IllegalActionError(f"{who} must take the upcard or pass (R4.3)")
    if phase is Phase.ARRANGE:
        if kind is not Kind.ARRANGE:
            raise IllegalActionError(f"{who} knocked and must lay down melds now (R5.3)")
        rest = _check_melds(action.melds, hand, who)
        limit = _limit(knock_limit, big)
        dw = sum(CARD_VALUES[c] for c in iter_cards(rest))
        if dw > limit:
            raise IllegalActionError(
                f"that arrangement leaves {dw} deadwood, over the knock limit of {limit} (R5.3)"
            )
        return
    if phase is Phase.LAY_OFF:
        if kind is not Kind.LAY_OFF:
            raise IllegalActionError(f"{who} must lay down melds and lay off now (R6.1)")
        assert arrangement is not None
        rest = _check_melds(action.melds, hand, who)
        if action.layoffs:
            if is_gin_knock(arrangement, big):
                raise IllegalActionError("nothing may be laid off onto gin (R6.3)")
            seen = 0
            for lo in action.layoffs:
                bit = 1 << lo.card
                if not rest & bit:
                    reason = "is in a meld" if hand & bit else f"is not in {who}'s hand"
                    raise IllegalActionError(f"{card_name(lo.card)} {reason}, cannot lay it off")
                if seen & bit:
                    raise IllegalActionError(f"{card_name(lo.card)} is laid off twice")
                seen |= bit
            error = _assignment_error(action.layoffs, arrangement.melds)
            if error:
                raise IllegalActionError(error + " (R6.2)")
        return



def position(
    rules: Rules,
    *,
    dealer: int,
    hands: tuple[int, int],
    pile: tuple[int, ...],
    stock: tuple[int, ...],
    upcard: int,
    knock_limit: int,
    phase: Phase,
    to_act: int,
    passes: int = 0,
    stock_only: bool = False,
    taken: int = NO_DISCARD,
    turn: int = 0,
    known: tuple[int, int] = (0, 0),
    public: tuple[PublicEvent, ...] = (),
    standing: Standing | None = None,
) -> HandState:
    """A hand in progress from its parts, for search over guessed hidden cards.

    ``stock`` lists the stock top first.  The parts must hold each card once;
    phases after a knock are not supported (a knock is settled at once).
    """
    if phase in (Phase.ARRANGE, Phase.LAY_OFF, Phase.OVER):
        raise ValueError(f"cannot set up a hand in phase {phase.value}")
    seen = hands[0] | hands[1]
    if hands[0] & hands[1]:
        raise ValueError("the two hands share a card")
    for card in (*pile, *stock):
        if seen >> card & 1:
            raise ValueError(f"{card_name(card)} is placed twice")
        seen |= 1 << card
    if seen != (1 << NUM_CARDS) - 1:
        raise ValueError("the hands, pile and stock must hold the 52 cards")
    placed = set(stock)
    deck = tuple(c for c in range(NUM_CARDS) if c not in placed) + tuple(stock)
    return _assemble(
        rules, dealer, deck, NUM_CARDS - len(stock), hands, pile, upcard, knock_limit, phase,
        to_act, passes=passes, stock_only=stock_only, taken=taken, turn=turn, known=known,
        public=public, standing=standing,
    )
