"""One hand of Gin Rummy as an immutable state machine (RULES R3-R8).

A :class:`HandState` is never changed: :meth:`HandState.apply` checks an action
with the legality authority (:mod:`ginrummy.legality`, fed with the acting
seat's :class:`~ginrummy.legality.Situation`) and returns the next state, built
by one function per action kind.  A seat's :class:`~ginrummy.view.SeatView`
builds the same situation without hidden cards, so both answer "what may I
do?" identically.

The two seats of a hand are 0 and 1.  In three-player Gin the match maps them
onto the box player and the captain (R11.4).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, NamedTuple

from ginrummy.actions import Action, Kind
from ginrummy.cards import NUM_CARDS, card_name
from ginrummy.errors import reason
from ginrummy.legality import IllegalActionError, Phase, Situation, check, legal_actions
from ginrummy.melds import Arrangement, Showing
from ginrummy.rules import Rules
from ginrummy.scoring import HandScore, Outcome, knock_limit_for, score_knock
from ginrummy.standing import Standing

__all__ = [
    "Checked",
    "HandResult",
    "HandState",
    "IllegalActionError",
    "Phase",
    "PublicEvent",
    "deal",
    "new_hand",
    "position",
    "shuffled_deck",
]

_new_tuple = tuple.__new__

#: Cards dealt to each player (R3.2).
HAND_SIZE = 10
#: Index in the deck order of the first upcard (R3.3).
UPCARD_INDEX = 2 * HAND_SIZE
#: Stock cards left at which a hand is drawn (R7.1).
DRAW_AT_STOCK = 2


@dataclass(frozen=True, slots=True)
class PublicEvent:
    """An action as both players see it: ``card`` is None where no card is seen (a
    draw from the stock, the face-down knock discard, a pass)."""

    seat: int
    kind: Kind
    card: int | None = None


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
    """The full state of one hand, hidden cards included.  Treat as immutable.

    Not a frozen dataclass because :meth:`apply` builds every state by setting the
    25 slots of a fresh copy, and a frozen class's ``object.__setattr__`` makes that
    copy 8 times slower (1.9 µs against 0.24 µs, a tenth of a simple-against-simple
    hand); nothing outside this module assigns a slot.
    """

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
    taken: int | None
    """The card taken from the discard pile this turn, or None (R4.2)."""
    turn: int
    known: tuple[int, int]
    labels: tuple[str, str]
    """How messages name the two seats, e.g. ``("player 0", "player 1")``."""
    history: tuple[tuple[int, Action], ...]
    public: tuple[PublicEvent, ...]
    knocker: int | None
    """The seat that knocked (or declared big gin), None before."""
    knock_discard: int | None
    """The knocker's face-down discard, None before a knock (and after big gin)."""
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
    def defender(self) -> int | None:
        """The seat that did not knock, None before a knock."""
        return None if self.knocker is None else 1 - self.knocker

    def situation(self) -> Situation:
        """What legality depends on, for the seat to act (see :mod:`ginrummy.legality`)."""
        me = self.to_act
        # tuple.__new__ straight: the named tuple's own __new__ is one more Python call.
        return _new_tuple(Situation, (
            self.rules, self.phase, self.hands[me], self.pile, self.stock_only, self.taken,
            self.knock_limit, self.arrangement, self.big_gin, self.labels[me],
        ))

    def legal_actions(self) -> list[Action]:
        """Every action the player to act may take."""
        return legal_actions(self.situation())

    def check(self, action: Action, seat: int | None = None) -> None:
        """Raise :class:`IllegalActionError` with the reason if ``action`` is illegal
        (for ``seat``, when given: acting out of turn is refused too)."""
        if seat is not None and seat != self.to_act:
            if self.phase is Phase.OVER:
                raise IllegalActionError("the hand is over", reason=reason("hand_over"))
            raise IllegalActionError(
                f"it is {self.labels[self.to_act]}'s turn, not {self.labels[seat]}'s",
                reason=reason("not_your_turn"))
        check(self.situation(), action)

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

    def checked(self, action: Action, seat: int | None = None) -> Checked:
        """``action`` checked legal here (for ``seat``, when given), as the value that
        :meth:`play` applies without checking it again; :class:`IllegalActionError`
        says why it is refused."""
        if seat is not None:
            self.check(action, seat)
        else:
            check(self.situation(), action)
        return _new_tuple(Checked, (self, action))

    def apply(self, action: Action, seat: int | None = None) -> HandState:
        """The state after the player to act takes ``action``, checked first
        (:class:`IllegalActionError` says why an action is refused)."""
        return self.play(self.checked(action, seat))

    def play(self, checked: Checked) -> HandState:
        """The state after the player to act takes the action :meth:`checked` found
        legal in this very state (one checked in another is refused: ValueError)."""
        if checked.state is not self:
            raise ValueError("an action checked in another state of the hand")
        action = checked.action
        s = self._copy()
        s.history = (*self.history, (self.to_act, action))
        kind = action.kind
        for kind_, apply_kind in _APPLY:
            if kind_ is kind:
                apply_kind(self, s, action)
                break
        return s

    def __repr__(self) -> str:
        return (
            f"<HandState {self.phase.value} to_act={self.to_act} stock={self.stock_count}"
            f" pile_top={card_name(self.pile[-1]) if self.pile else '-'}>"
        )


class Checked(NamedTuple):
    """An action :meth:`HandState.checked` found legal in ``state``: what a face, the
    table or the driver carries on the way in once the action was checked, so that
    :meth:`HandState.play` applies it without checking it a second time."""

    state: HandState
    action: Action


def _check_copy_is_complete() -> None:
    """HandState._copy must copy every slot; a slot added without it fails here, at import."""
    missing = set(HandState.__slots__) - set(HandState._copy.__code__.co_names)
    if missing:
        raise RuntimeError(f"HandState._copy does not copy {', '.join(sorted(missing))}")


_check_copy_is_complete()


# ---------------------------------------------------------------------- one function per action
#
# Each takes the state the action was taken in and its fresh copy (history
# already extended), and sets on the copy what the action changes.  Only
# HandState.apply calls them, after the check, before the copy is returned.


def _apply_draw_stock(old: HandState, s: HandState, action: Action) -> None:
    me = old.to_act
    bit = 1 << old.deck[old.stock_pos]
    h0, h1 = old.hands
    s.hands = (h0 | bit, h1) if me == 0 else (h0, h1 | bit)
    s.stock_pos = old.stock_pos + 1
    s.taken = None
    s.stock_only = False
    s.phase = Phase.DISCARD
    s.public = (*old.public, PublicEvent(me, Kind.DRAW_STOCK))


def _apply_draw_discard(old: HandState, s: HandState, action: Action) -> None:
    me = old.to_act
    card = old.pile[-1]
    bit = 1 << card
    s.pile = old.pile[:-1]
    h0, h1 = old.hands
    k0, k1 = old.known  # the opponent saw it taken
    if me == 0:
        s.hands, s.known = (h0 | bit, h1), (k0 | bit, k1)
    else:
        s.hands, s.known = (h0, h1 | bit), (k0, k1 | bit)
    s.taken = card
    s.phase = Phase.DISCARD
    s.public = (*old.public, PublicEvent(me, Kind.DRAW_DISCARD, card))


def _apply_pass(old: HandState, s: HandState, action: Action) -> None:
    me = old.to_act
    s.passes = old.passes + 1
    s.public = (*old.public, PublicEvent(me, Kind.PASS))
    if s.passes == 1:
        s.to_act = old.dealer
    else:
        # R4.3: both passed; the non-dealer opens from the stock.
        s.to_act = 1 - old.dealer
        s.phase = Phase.DRAW
        s.stock_only = True


def _apply_discard(old: HandState, s: HandState, action: Action) -> None:
    me = old.to_act
    card = action.card
    assert card is not None  # checked
    bit = 1 << card
    h0, h1 = old.hands
    k0, k1 = old.known
    if me == 0:
        s.hands, s.known = (h0 ^ bit, h1), (k0 & ~bit, k1)
    else:
        s.hands, s.known = (h0, h1 ^ bit), (k0, k1 & ~bit)
    s.pile = (*old.pile, card)
    s.taken = None
    s.turn = old.turn + 1
    s.public = (*old.public, PublicEvent(me, Kind.DISCARD, card))
    if s.stock_count <= DRAW_AT_STOCK:
        s.phase = Phase.OVER
        s.result = HandResult("draw", None, 0, draw_reason="stock")  # R7.1
    elif s.turn >= old.rules.max_turns:
        s.phase = Phase.OVER
        s.result = HandResult("draw", None, 0, draw_reason="max_turns")  # R7.2
    else:
        s.phase = Phase.DRAW
        s.to_act = 1 - me


def _apply_knock(old: HandState, s: HandState, action: Action) -> None:
    me = old.to_act
    card = action.card
    assert card is not None  # checked
    h0, h1 = old.hands
    s.hands = (h0 ^ 1 << card, h1) if me == 0 else (h0, h1 ^ 1 << card)
    # ``known`` is left as it was: dropping the card from it would tell the
    # defender which card went face down (R5.3).
    s.knock_discard = card
    s.knocker = me
    s.taken = None
    s.phase = Phase.ARRANGE
    s.public = (*old.public, PublicEvent(me, Kind.KNOCK))


def _apply_big_gin(old: HandState, s: HandState, action: Action) -> None:
    me = old.to_act
    s.knocker = me
    s.big_gin = True
    s.taken = None
    s.phase = Phase.ARRANGE
    s.public = (*old.public, PublicEvent(me, Kind.BIG_GIN))


def _apply_arrange(old: HandState, s: HandState, action: Action) -> None:
    me = old.to_act
    rest = old.hands[me]
    for meld in action.melds:
        rest ^= meld
    s.arrangement = Arrangement(action.melds, rest)
    s.phase = Phase.LAY_OFF
    s.to_act = 1 - me
    s.public = (*old.public, PublicEvent(me, Kind.ARRANGE))


def _apply_lay_off(old: HandState, s: HandState, action: Action) -> None:
    me = old.to_act
    rest = old.hands[me]
    for meld in action.melds:
        rest ^= meld
    for lo in action.layoffs:
        rest ^= 1 << lo.card
    showing = Showing(action.melds, action.layoffs, rest)
    s.showing = showing
    s.phase = Phase.OVER
    s.public = (*old.public, PublicEvent(me, Kind.LAY_OFF))
    assert old.arrangement is not None
    k_dw = old.arrangement.deadwood
    d_dw = showing.deadwood
    score = score_knock(
        old.rules,
        knocker_deadwood=k_dw,
        defender_deadwood=d_dw,
        gin=k_dw == 0,
        big_gin=old.big_gin,
        upcard=old.upcard,
    )
    winner = old.knocker if score.knocker_wins else me
    s.result = HandResult(score.outcome, winner, score.points, old.knocker, k_dw, d_dw, score)


#: Each kind of action and what it does, the most frequent first: scanned by
#: identity rather than looked up in a dict, since hashing an enum member runs
#: Python code (Enum.__hash__) and this runs for every action applied.
_APPLY: tuple[tuple[Kind, Callable[[HandState, HandState, Action], None]], ...] = (
    (Kind.DISCARD, _apply_discard),
    (Kind.DRAW_STOCK, _apply_draw_stock),
    (Kind.DRAW_DISCARD, _apply_draw_discard),
    (Kind.PASS, _apply_pass),
    (Kind.KNOCK, _apply_knock),
    (Kind.ARRANGE, _apply_arrange),
    (Kind.LAY_OFF, _apply_lay_off),
    (Kind.BIG_GIN, _apply_big_gin),
)


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
    taken: int | None = None,
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
        "knocker": None,
        "knock_discard": None,
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
    taken: int | None = None,
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
