"""A decision of a hand on one line: what the seat to act sees (RULES R4-R6, R12).

Like chess's FEN, a position line is short, exact and round-trips: a bug report
can paste it, ``ginrummy analyze`` reads it, and a test can build a position
(and, before a knock, a whole :class:`~ginrummy.state.HandState`) from it.  It
holds what legality depends on (:class:`~ginrummy.legality.Situation`) plus the
stock count, so every count can be checked, and nothing the seat cannot see.

Grammar (fields separated by ``/``, written `` / ``; the phase comes first, the
other fields in any order, each at most once; words are case-insensitive and
``-`` may stand for ``_`` in them)::

    POSITION = PHASE { " / " FIELD }
    PHASE    = "offer" | "draw" | "discard" | "arrange" | "lay_off"
    FIELD    = "hand" CARDS           the seat's cards, any order           required
             | "pile" CARDS           the discard pile, bottom first, top   required
                                      last; "-" when empty
             | "stock" N              cards left in the stock               required
             | "stock_only"           both passed the upcard: the stock is  draw only
                                      the only draw (R4.3)
             | "limit" N              the hand's knock limit, 0-10          needed when the
                                      (R5.1, R9.1)                          upcard sets it
             | "taken" CARD           taken from the pile this turn, so     discard only
                                      not to be discarded (R4.2)
             | "big_gin"              the knocker declared big gin (R5.5)   arrange, lay_off
             | "knocker_melds" MELDS  the knocker's melds as laid down,     lay_off: required
                                      in that order (lay-offs number them)
             | "knocker_deadwood" CARDS  the knocker's deadwood, "-" if     lay_off: required
                                      none
             | "rules" PRESET { KEY=VALUE }  as ``--variant`` and           default standard
                                      ``--rule``
    CARDS    = card names (R12) separated by spaces or commas, or "-"
    MELDS    = CARDS { "|" CARDS }

:func:`format_position` writes the normal form: the fields in the order above,
hands grouped by suit (``format_hand``), the limit always, the rules as the
nearest preset plus the options that differ.  Two examples (each one line)::

    discard / hand As 2s 3s 7h Jh Qh Kh 7d 4c 7c 9c / pile 5h / stock 30 / limit 9
      / taken 9c / rules oklahoma big_gin=true
    lay_off / hand 8s 9s Ks 5h 9h Th 6d Kd 7c Qc / pile 3c 5d / stock 29 / limit 10
      / knocker_melds Ts Js Qs | 2d 3d 4d | 8h 8d 8c / knocker_deadwood Ac / rules standard

Every field is checked, and a :class:`PositionError` names the field and
quotes at most 40 characters of what was written.  The checks follow the
rules: the hand has 10 cards to draw and 11 to discard (R3.2, R4.1); hand,
pile, stock, the opponent's 10 cards and whatever the knocker has put down add
up to 52; the stock is 31 at the offer (R3.3) and never under 3 to draw (R7.1);
the limit is one the rules can give (R5.1, R9.1, R9.2); a knocker's cards are
within it (R5.3).  So a :class:`Position` that exists is one a hand can reach.

>>> pos = parse_position(
...     "discard / hand As 2s 3s 7h 7d 7c Jh Qh Kh 6d 4c / pile 5h 9c / stock 29")
>>> print(pos)
discard / hand As 2s 3s 7h Jh Qh Kh 6d 7d 4c 7c / pile 5h 9c / stock 29 / limit 10 / rules standard
>>> from ginrummy.legality import knock_discards
>>> [card_name(c) for c in knock_discards(pos.situation())]
['6d', '4c']
>>> parse_position(format_position(pos)) == pos
True
>>> try:
...     parse_position("draw / hand As 2s / pile 5h / stock 30")
... except PositionError as exc:
...     print(exc.field, "|", exc.detail)
hand | the draw phase needs 10 cards in hand (R3.2, R4.1), not 2
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ginrummy.cards import (
    CARD_NAMES,
    NUM_CARDS,
    CardError,
    card_name,
    format_cards,
    format_hand,
    parse_card,
)
from ginrummy.errors import GinRummyError, excerpt
from ginrummy.legality import Phase, Situation, arrangement_limit
from ginrummy.melds import Arrangement, deadwood, is_meld
from ginrummy.rules import PRESETS, Rules, RulesError, nearest_preset, option_text, preset
from ginrummy.scoring import knock_limit_for
from ginrummy.state import DRAW_AT_STOCK, HAND_SIZE, UPCARD_INDEX, HandState
from ginrummy.state import position as state_position
from ginrummy.view import SeatView

__all__ = [
    "EXCERPT",
    "PHASE_WORDS",
    "Position",
    "PositionError",
    "format_position",
    "looks_like_position",
    "parse_position",
    "position_of",
]

#: The most characters of the user's text an error message quotes.
EXCERPT = 40
#: Cards held by the player who is not to act: 10 in every phase with a decision (R3.2).
OPPONENT_CARDS = HAND_SIZE
#: The stock after the deal: all but the two hands and the upcard (R3.3).
FULL_STOCK = NUM_CARDS - UPCARD_INDEX - 1

#: The phase words, each a phase with a decision (``over`` has none).
PHASE_WORDS: dict[str, Phase] = {p.value: p for p in Phase if p is not Phase.OVER}
_PHASE_ALIASES = {"layoff": Phase.LAY_OFF}

_FIELD_ORDER = (
    "hand", "pile", "stock", "stock_only", "limit", "taken", "big_gin",
    "knocker_melds", "knocker_deadwood", "rules",
)
_FLAGS = frozenset({"stock_only", "big_gin"})
_REQUIRED = ("hand", "pile", "stock")

#: Cards in the acting seat's hand by phase (R3.2, R4.1); the knocker holds 11
#: in the arrange phase after big gin (R5.5).
_HAND_SIZE = {
    Phase.OFFER: 10, Phase.DRAW: 10, Phase.DISCARD: 11, Phase.ARRANGE: 10, Phase.LAY_OFF: 10,
}


class PositionError(GinRummyError, ValueError):
    """A position line or :class:`Position` that cannot be, naming the field at fault.

    ``field`` is the field's name (``None`` when the line as a whole is wrong).
    A ``ValueError`` too, as a bad value; a :class:`~ginrummy.errors.GinRummyError`
    so the command line prints it as one line.
    """

    def __init__(self, field: str | None, reason: str) -> None:
        where = "position" if field is None else f"position field {field!r}"
        super().__init__(f"{where}: {reason}")
        self.field = field
        self.detail = reason


def _excerpt(text: str) -> str:
    """The user's ``text`` quoted for a message (:func:`ginrummy.errors.excerpt`)."""
    return excerpt(text, EXCERPT)


def _names(mask: int) -> str:
    return format_hand(mask) or "-"


# ---------------------------------------------------------------------- the position


@dataclass(frozen=True, slots=True)
class Position:
    """The decision of the seat to act, checked when built: any instance is one a
    hand can reach (see the module docstring for the rules checked).

    The conventions are :class:`~ginrummy.legality.Situation`'s: cards are ints
    0-51, a hand is a bit mask, "no card" is None.
    """

    rules: Rules
    phase: Phase
    hand: int
    """The acting seat's cards (mask)."""
    pile: tuple[int, ...]
    """The discard pile, bottom first."""
    stock_count: int
    knock_limit: int
    stock_only: bool = False
    """Both players passed the upcard: the non-dealer must draw from the stock (R4.3)."""
    taken: int | None = None
    """The card taken from the discard pile this turn, or None (R4.2)."""
    arrangement: Arrangement | None = None
    """The knocker's melds and deadwood: in the lay-off phase only (R6.1)."""
    big_gin: bool = False
    """The knocker declared big gin (R5.5): the arrange and lay-off phases only."""

    def __post_init__(self) -> None:
        if not isinstance(self.pile, tuple):
            object.__setattr__(self, "pile", tuple(self.pile))
        _validate(self)

    def __str__(self) -> str:
        return format_position(self)

    @classmethod
    def from_view(cls, v: SeatView) -> Position:
        """The position of ``v``'s seat, which must be the seat to act: a position is a
        decision, and only the acting seat's view holds what deciding needs."""
        if v.phase is Phase.OVER:
            raise PositionError("phase", "the hand is over: there is no decision to write")
        if not v.is_my_turn:
            raise PositionError(
                "phase", f"seat {v.seat} is not to act: a position is the acting seat's decision"
            )
        return cls(
            v.rules, v.phase, v.hand, v.pile, v.stock_count, v.knock_limit, v.stock_only,
            v.taken, v.arrangement if v.phase is Phase.LAY_OFF else None, v.big_gin,
        )

    def situation(self) -> Situation:
        """What legality depends on (:mod:`ginrummy.legality` answers every question
        from it), the same as the acting seat's ``SeatView.situation()``."""
        return Situation(
            self.rules, self.phase, self.hand, self.pile, self.stock_only, self.taken,
            self.knock_limit, self.arrangement, self.big_gin,
        )

    def state(self, rng: random.Random) -> HandState:
        """A full hand at this position, for tests and searches: the cards the seat
        cannot see (the opponent's 10 and the stock) dealt from ``rng``.

        The acting seat is seat 0 and the dealer seat 1, which fits every phase
        (the non-dealer is first offered the upcard and opens from the stock after
        two passes, R4.3).  The upcard, which only Oklahoma's spade double reads
        (R9.3), is taken to be the pile's bottom card, or the card taken when the
        pile is empty.  Phases after a knock cannot be built: ``state.position``
        sets up hands before a knock only (a knock is settled within the turn).
        """
        if self.phase in (Phase.ARRANGE, Phase.LAY_OFF):
            raise PositionError(
                "phase",
                f"cannot build a HandState in the {self.phase.value} phase: state.position()"
                " sets up hands before a knock only",
            )
        seen = self.hand
        for card in self.pile:
            seen |= 1 << card
        unseen = [c for c in range(NUM_CARDS) if not seen >> c & 1]
        rng.shuffle(unseen)
        opponent = 0
        for card in unseen[:OPPONENT_CARDS]:
            opponent |= 1 << card
        upcard = self.pile[0] if self.pile else self.taken
        # A pile is empty only just after its one card was taken (_check_taken says so).
        assert upcard is not None
        return state_position(
            self.rules,
            dealer=1,
            hands=(self.hand, opponent),
            pile=self.pile,
            stock=tuple(unseen[OPPONENT_CARDS:]),
            upcard=upcard,
            knock_limit=self.knock_limit,
            phase=self.phase,
            to_act=0,
            passes=2 if self.stock_only else 0,
            stock_only=self.stock_only,
            taken=self.taken,
            # The opponent saw the card taken from the pile (what SeatView.opponent_known says).
            known=(0 if self.taken is None else 1 << self.taken, 0),
        )


def position_of(v: SeatView) -> Position:
    """The position of the acting seat's view (:meth:`Position.from_view`)."""
    return Position.from_view(v)


# ---------------------------------------------------------------------- checks


def _validate(p: Position) -> None:
    """Refuse a position no hand can reach, naming the field at fault."""
    if not isinstance(p.rules, Rules):
        raise PositionError("rules", f"expected a Rules, not {type(p.rules).__name__}")
    if not isinstance(p.phase, Phase) or p.phase is Phase.OVER:
        raise PositionError("phase", f"must be one of {', '.join(PHASE_WORDS)}")
    if not isinstance(p.hand, int) or not 0 <= p.hand < 1 << NUM_CARDS:
        raise PositionError("hand", "a hand is a mask of the cards 0-51")
    for card in p.pile:
        if not isinstance(card, int) or not 0 <= card < NUM_CARDS:
            raise PositionError("pile", f"{card!r} is not a card index (0-51)")
    phase = p.phase
    _check_hand(p)
    seen = p.hand
    for card in p.pile:
        if seen >> card & 1:
            where = "hand" if p.hand >> card & 1 else "pile"
            raise PositionError("pile", f"{card_name(card)} is already in the {where}")
        seen |= 1 << card
    _check_limit(p)
    laid = _check_knocker(p, seen)
    _check_stock(p, laid)
    if p.stock_only and not (
        phase is Phase.DRAW and p.stock_count == FULL_STOCK and len(p.pile) == 1
    ):
        raise PositionError(
            "stock_only",
            "both passing the upcard (R4.3) leaves the draw phase with the full stock (31)"
            " and the upcard alone on the pile",
        )
    _check_taken(p)


def _check_hand(p: Position) -> None:
    want = _HAND_SIZE[p.phase] + (1 if p.big_gin and p.phase is Phase.ARRANGE else 0)
    got = p.hand.bit_count()
    if got == want:
        return
    if p.phase is Phase.ARRANGE and got == 11:
        raise PositionError(
            "hand", "a knocker holding 11 cards declared big gin (R5.5): add the big_gin field"
        )
    if p.phase is Phase.ARRANGE and p.big_gin:
        rule = "R5.5: big gin lays down all 11 cards"
    elif p.phase is Phase.ARRANGE:
        rule = "R5.3: the knocker discarded face down"
    elif p.phase is Phase.LAY_OFF:
        rule = "R3.2, R6.1"
    else:
        rule = "R3.2, R4.1"
    raise PositionError(
        "hand", f"the {p.phase.value} phase needs {want} cards in hand ({rule}), not {got}"
    )


def _check_knocker(p: Position, seen: int) -> int:
    """Check the knocker's big gin and laid-down melds; the cards it put aside or laid
    down where the acting seat does not hold them (the face-down discard included)."""
    phase = p.phase
    arrangement = p.arrangement
    if arrangement is not None and phase is not Phase.LAY_OFF:
        raise PositionError("knocker_melds", "the knocker's melds are on the table in the"
                            " lay_off phase only (R6.1)")
    if p.big_gin:
        if phase not in (Phase.ARRANGE, Phase.LAY_OFF):
            raise PositionError("big_gin", "big gin is declared in place of a discard: only the"
                                " arrange and lay_off phases follow it (R5.5)")
        if not p.rules.big_gin:
            raise PositionError("big_gin", "these rules do not allow big gin (R5.5): add"
                                " big_gin=true to the rules")
    if phase is Phase.ARRANGE:
        limit = arrangement_limit(p.situation())  # R5.3, R5.5
        left = deadwood(p.hand)
        if left > limit:
            raise PositionError(
                "hand", f"the knocker's cards leave {left} deadwood at best, over the"
                f" {'big gin' if p.big_gin else 'knock'} limit of {limit}: no knock leaves"
                " them (R5.1, R5.5)")
        return 0 if p.big_gin else 1
    if phase is not Phase.LAY_OFF:
        return 0
    if arrangement is None:
        raise PositionError("knocker_melds", "the lay_off phase needs the knocker's melds"
                            " and deadwood (R6.1)")
    rest = arrangement.deadwood_mask
    if not isinstance(rest, int) or not 0 <= rest < 1 << NUM_CARDS:
        raise PositionError("knocker_deadwood", "deadwood is a mask of the cards 0-51")
    for meld in arrangement.melds:
        if not isinstance(meld, int) or not 0 < meld < 1 << NUM_CARDS or not is_meld(meld):
            shown = _names(meld) if isinstance(meld, int) and 0 <= meld < 1 << NUM_CARDS else meld
            raise PositionError("knocker_melds", f"{shown} is not a meld (R2.1, R2.2)")
    knocker = 0
    for name, mask in [("knocker_melds", m) for m in arrangement.melds] + [
        ("knocker_deadwood", rest)
    ]:
        twice = mask & (seen | knocker)
        if twice:
            raise PositionError(name, f"{_names(twice)} already placed elsewhere"
                                " (each card is in one place)")
        knocker |= mask
    count = knocker.bit_count()
    if count != (11 if p.big_gin else 10):
        if count == 11 and not p.big_gin:
            raise PositionError("knocker_melds", "a knocker laying down 11 cards declared big"
                                " gin (R5.5): add the big_gin field")
        want = "11 (R5.5: big gin)" if p.big_gin else "10 (R5.3)"
        raise PositionError("knocker_melds", f"the knocker lays down {want} cards, not {count}")
    limit = arrangement_limit(p.situation())  # R5.3, R5.5
    if arrangement.deadwood > limit:
        raise PositionError(
            "knocker_deadwood", f"{arrangement.deadwood} deadwood is over the knocker's limit"
            f" of {limit} (R5.3, R5.5)")
    return count + (0 if p.big_gin else 1)


def _limits(rules: Rules) -> list[int]:
    """The knock limits a hand under ``rules`` can have (R5.1, R9.1, R9.2)."""
    return sorted({knock_limit_for(rules, card) for card in range(NUM_CARDS)})


def _check_limit(p: Position) -> None:
    limit = p.knock_limit
    if not isinstance(limit, int) or not 0 <= limit <= 10:
        raise PositionError("limit", f"a knock limit is from 0 to 10, not {limit!r}")
    allowed = _limits(p.rules)
    if limit in allowed:
        return
    if not p.rules.knock_limit_from_upcard:
        raise PositionError(
            "limit", f"these rules knock at {p.rules.knock_limit} (R5.1), not {limit}: add"
            f" knock_limit={limit} to the rules, or take the limit from the upcard (oklahoma)")
    raise PositionError(
        "limit", f"no upcard sets a limit of {limit} under these rules (R9.1, R9.2):"
        f" {' '.join(map(str, allowed))}")


def _check_stock(p: Position, laid: int) -> None:
    phase, stock = p.phase, p.stock_count
    if not isinstance(stock, int):
        raise PositionError("stock", f"a count of cards, not {stock!r}")
    low = DRAW_AT_STOCK + (1 if phase in (Phase.OFFER, Phase.DRAW) else 0)
    if phase is Phase.OFFER and stock != FULL_STOCK:
        raise PositionError("stock", f"the upcard is offered with the full stock of"
                            f" {FULL_STOCK} (R3.3), not {stock}")
    if not low <= stock <= FULL_STOCK:
        why = "a discard leaving 2 draws the hand (R7.1)" if low > DRAW_AT_STOCK else (
            "the hand is drawn once 2 are left (R7.1)")
        raise PositionError("stock", f"{stock} is not from {low} to {FULL_STOCK} in the"
                            f" {phase.value} phase: {why}")
    hand, pile = p.hand.bit_count(), len(p.pile)
    # In the lay-off phase the opponent is the knocker, whose cards are all laid down
    # or discarded face down (``laid``); before, the opponent holds 10 unseen.
    hidden = 0 if phase is Phase.LAY_OFF else OPPONENT_CARDS
    total = hand + pile + stock + hidden + laid
    if total != NUM_CARDS:
        parts = f"hand {hand} + pile {pile} + stock {stock}"
        if phase is Phase.LAY_OFF:
            parts += f" + knocker's {laid} (laid down and discarded)"
        else:
            parts += f" + opponent's {OPPONENT_CARDS}"
            if laid:
                parts += " + the knock discard 1"
        raise PositionError("stock", f"the cards do not add up: {parts} = {total}, not 52")


def _check_taken(p: Position) -> None:
    taken = p.taken
    if taken is None:
        if p.phase is Phase.DISCARD and p.stock_count == FULL_STOCK:
            raise PositionError(
                "taken", "with the stock untouched the 11th card came from the discard pile:"
                " say which (R4.2)")
        return
    if not isinstance(taken, int) or not 0 <= taken < NUM_CARDS:
        raise PositionError("taken", f"{taken!r} is not a card index (0-51) or None")
    if p.phase is not Phase.DISCARD:
        raise PositionError("taken", "a card taken from the pile matters in the discard phase"
                            " only, the same turn (R4.2)")
    if not p.hand >> taken & 1:
        raise PositionError("taken", f"{card_name(taken)} is not in the hand")


# ---------------------------------------------------------------------- writing


def _rules_text(rules: Rules) -> str:
    """The preset nearest ``rules`` and the options that differ (:func:`nearest_preset`)."""
    name, options = nearest_preset(rules)
    return " ".join([name, *(f"{k}={option_text(v)}" for k, v in options.items())])


def format_position(p: Position) -> str:
    """The normal form of a position: one line that :func:`parse_position` reads back
    as an equal :class:`Position`."""
    parts = [
        p.phase.value,
        f"hand {format_hand(p.hand)}",
        f"pile {format_cards(p.pile) or '-'}",
        f"stock {p.stock_count}",
    ]
    if p.stock_only:
        parts.append("stock_only")
    parts.append(f"limit {p.knock_limit}")
    if p.taken is not None:
        parts.append(f"taken {card_name(p.taken)}")
    if p.big_gin:
        parts.append("big_gin")
    if p.arrangement is not None:
        melds = " | ".join(format_hand(m) for m in p.arrangement.melds) or "-"
        parts.append(f"knocker_melds {melds}")
        parts.append(f"knocker_deadwood {_names(p.arrangement.deadwood_mask)}")
    parts.append(f"rules {_rules_text(p.rules)}")
    return " / ".join(parts)


# ---------------------------------------------------------------------- reading


def _word(text: str) -> str:
    return text.strip().lower().replace("-", "_")


def looks_like_position(text: str) -> bool:
    """Whether ``text`` is meant as a position line rather than a hand: it holds a
    ``/`` or starts with a phase word (neither can begin or be part of a card)."""
    words = text.split()
    return "/" in text or (bool(words) and _phase_of(words[0]) is not None)


def _phase_of(word: str) -> Phase | None:
    key = _word(word)
    return PHASE_WORDS.get(key) or _PHASE_ALIASES.get(key)


def _cards(field: str, text: str) -> list[int]:
    """Card names (R12) separated by spaces or commas; ``-`` (or nothing) for none."""
    tokens = text.replace(",", " ").split()
    if tokens == ["-"]:
        return []
    out: list[int] = []
    for token in tokens:
        if len(token) > 3:  # "10h" is the longest card name
            raise PositionError(field, f"{_excerpt(token)} is not a card (write rank then"
                                " suit: As, Td, 10h)")
        try:
            card = parse_card(token)
        except CardError as exc:
            raise PositionError(field, str(exc)) from None
        if card in out:
            raise PositionError(field, f"{CARD_NAMES[card]} is written twice")
        out.append(card)
    return out


def _count(field: str, text: str) -> int:
    if not (text.isascii() and text.isdigit()) or len(text) > 3:
        raise PositionError(field, f"{_excerpt(text)} is not a whole number")
    return int(text)


def _mask(cards: list[int]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def _parse_rules(text: str) -> Rules:
    words = text.split()
    if not words:
        raise PositionError("rules", f"name a preset: {', '.join(PRESETS)}")
    try:
        base = preset(words[0]) if len(words[0]) <= EXCERPT else None
    except RulesError:
        base = None
    if base is None:
        raise PositionError(
            "rules", f"unknown preset {_excerpt(words[0])} (known: {', '.join(PRESETS)})")
    changes: dict[str, str] = {}
    for item in words[1:]:
        key, sep, value = item.partition("=")
        if not sep or not key or len(item) > EXCERPT:
            raise PositionError("rules", f"options are KEY=VALUE, not {_excerpt(item)}")
        changes[key] = value
    try:
        return base.with_options(changes)
    except RulesError as exc:
        raise PositionError("rules", str(exc)) from None


def parse_position(text: str) -> Position:
    """Read a position line (grammar in the module docstring); :class:`PositionError`
    names the field at fault."""
    parts = [part.strip() for part in text.split("/")]
    if not parts[0]:
        raise PositionError("phase", f"a position starts with its phase: {', '.join(PHASE_WORDS)}")
    first = parts[0].split()
    phase = _phase_of(first[0])
    if phase is not None and len(first) > 1:
        raise PositionError("phase", f"the phase stands alone, fields follow after ' / ':"
                            f" {_excerpt(parts[0])}")
    if phase is None:
        if _word(parts[0]) == Phase.OVER.value:
            raise PositionError("phase", "the hand is over: there is no decision to write")
        raise PositionError("phase", f"a position starts with its phase ({', '.join(PHASE_WORDS)}),"
                            f" not {_excerpt(parts[0])}")
    raw: dict[str, str] = {}
    for number, part in enumerate(parts[1:], start=2):
        if not part:
            raise PositionError(None, f"field {number} is empty (fields are separated by ' / ')")
        key, _sep, value = part.partition(" ")
        name = _word(key)
        if name not in _FIELD_ORDER:
            raise PositionError(None, f"unknown field {_excerpt(key)} (known: "
                                f"{', '.join(_FIELD_ORDER)})")
        if name in raw:
            raise PositionError(name, "given twice")
        if name in _FLAGS and value.strip():
            raise PositionError(name, f"takes no value, not {_excerpt(value)}")
        raw[name] = value.strip()
    for name in _REQUIRED:
        if name not in raw:
            raise PositionError(name, "missing")
    rules = _parse_rules(raw["rules"]) if "rules" in raw else preset("standard")
    if "limit" in raw:
        limit = _count("limit", raw["limit"])
    elif rules.knock_limit_from_upcard:
        raise PositionError("limit", "missing: under these rules the upcard sets the knock"
                            " limit (R9.1)")
    else:
        limit = rules.knock_limit
    taken: int | None = None
    if "taken" in raw:
        cards = _cards("taken", raw["taken"])
        if len(cards) != 1:
            raise PositionError("taken", f"one card, not {_excerpt(raw['taken'])}")
        taken = cards[0]
    arrangement = None
    if "knocker_melds" in raw or "knocker_deadwood" in raw:
        for name in ("knocker_melds", "knocker_deadwood"):
            if name not in raw:
                raise PositionError(name, "missing: the knocker's melds and deadwood go"
                                    " together")
        melds_text = raw["knocker_melds"]
        groups = [] if melds_text in ("", "-") else melds_text.split("|")
        melds = tuple(_mask(_cards("knocker_melds", group)) for group in groups)
        rest = _mask(_cards("knocker_deadwood", raw["knocker_deadwood"]))
        arrangement = Arrangement(melds, rest)
    return Position(
        rules=rules,
        phase=phase,
        hand=_mask(_cards("hand", raw["hand"])),
        pile=tuple(_cards("pile", raw["pile"])),
        stock_count=_count("stock", raw["stock"]),
        knock_limit=limit,
        stock_only="stock_only" in raw,
        taken=taken,
        arrangement=arrangement,
        big_gin="big_gin" in raw,
    )
