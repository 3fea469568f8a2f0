"""Cards, hands and their notation (RULES R1, R12).

A card is an ``int`` ``suit * 13 + rank`` with the ace as rank 0 and the king as
rank 12 (R1.2: the ace is always low).  A hand is an ``int`` bit mask with bit
``card`` set for each card held, so that set algebra on hands is one machine
operation and hands are hashable for free.

>>> parse_card("10h")
22
>>> card_name(parse_card("K♣"))
'Kc'
>>> format_hand(parse_hand("as 2s 3S"))
'As 2s 3s'
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from ginrummy.errors import GinRummyError, quote

__all__ = [
    "ALL_CARDS_MASK",
    "CARD_NAMES",
    "CARD_VALUES",
    "NUM_CARDS",
    "RANK_CHARS",
    "SUIT_CHARS",
    "SUIT_SYMBOLS",
    "CardError",
    "card_name",
    "card_rank",
    "card_suit",
    "card_value",
    "cards_of",
    "format_cards",
    "format_hand",
    "hand_value",
    "iter_cards",
    "make_card",
    "mask_of",
    "parse_card",
    "parse_cards",
    "parse_hand",
]

NUM_CARDS = 52
NUM_RANKS = 13
NUM_SUITS = 4
ALL_CARDS_MASK = (1 << NUM_CARDS) - 1

#: Ranks in notation order, ace low (R1.2, R12.1).
RANK_CHARS = "A23456789TJQK"
#: Suits in display order only (R1.4): spades, hearts, diamonds, clubs.
SUIT_CHARS = "shdc"
SUIT_SYMBOLS = "♠♥♦♣"

#: Point value of each card (R1.3): ace 1, number cards their number, faces 10.
CARD_VALUES: tuple[int, ...] = tuple(
    min(rank + 1, 10) for _suit in range(NUM_SUITS) for rank in range(NUM_RANKS)
)
CARD_NAMES: tuple[str, ...] = tuple(
    RANK_CHARS[rank] + SUIT_CHARS[suit] for suit in range(NUM_SUITS) for rank in range(NUM_RANKS)
)

_RANK_INPUT = {ch: i for i, ch in enumerate(RANK_CHARS)}
_RANK_INPUT.update({"10": 9, "0": 9})
_SUIT_INPUT = {ch: i for i, ch in enumerate(SUIT_CHARS)}
_SUIT_INPUT.update({ch: i for i, ch in enumerate(SUIT_SYMBOLS)})
# Emoji-style variants of the suit symbols and the outline forms some keyboards produce.
_SUIT_INPUT.update({"♤": 0, "♡": 1, "♢": 2, "♧": 3})


class CardError(GinRummyError, ValueError):
    """A card, hand or card count that cannot be read; the message names the bad token."""


def make_card(rank: int, suit: int) -> int:
    """The card of ``rank`` (0 = ace .. 12 = king) and ``suit`` (0..3, ``shdc``)."""
    if not 0 <= rank < NUM_RANKS or not 0 <= suit < NUM_SUITS:
        raise CardError(f"no card has rank {rank} and suit {suit}")
    return suit * NUM_RANKS + rank


def card_rank(card: int) -> int:
    """Rank index of ``card``: 0 for the ace up to 12 for the king."""
    return card % NUM_RANKS


def card_suit(card: int) -> int:
    """Suit index of ``card``: 0..3 in the display order ``s h d c``."""
    return card // NUM_RANKS


def card_value(card: int) -> int:
    """Deadwood points of ``card`` (R1.3)."""
    return CARD_VALUES[card]


def card_name(card: int) -> str:
    """Canonical two-character name, e.g. ``'Td'`` (R12.1)."""
    if not 0 <= card < NUM_CARDS:
        raise CardError(f"{quote(card)} is not a card index (0..51)")
    return CARD_NAMES[card]


def parse_card(token: str) -> int:
    """Read one card: rank then suit, case-insensitive, ``T``/``10``/``0`` for ten.
    The rank is ASCII (R12.1): another script's digit (``٣``, a full-width ``３``)
    is refused, not read as the number it stands for.  An error quotes at most 40
    characters of ``token`` (:func:`ginrummy.errors.quote`).

    >>> card_name(parse_card("0d")), card_name(parse_card("a♠"))
    ('Td', 'As')
    """
    text = token.strip()
    if len(text) < 2 or len(text) > 3:  # "10h" is the longest card name
        raise CardError(f"{quote(token)} is not a card: write rank then suit, e.g. 'Td' or"
                        " '10h'")
    rank_text, suit_text = text[:-1].upper(), text[-1]
    rank = _RANK_INPUT.get(rank_text)
    if rank is None:
        ascii_only = "" if rank_text.isascii() else ", in ASCII letters and digits"
        raise CardError(f"{quote(token)}: unknown rank {quote(rank_text)} (use A 2-9 T/10 J Q K"
                        f"{ascii_only})")
    suit = _SUIT_INPUT.get(suit_text.lower(), _SUIT_INPUT.get(suit_text))
    if suit is None:
        raise CardError(f"{quote(token)}: unknown suit {quote(suit_text)} (use s h d c or"
                        " ♠ ♥ ♦ ♣)")
    return suit * NUM_RANKS + rank


def _tokens(text: str) -> list[str]:
    return [tok for tok in text.replace(",", " ").split() if tok]


def parse_cards(text: str, count: int | Iterable[int] | None = None) -> list[int]:
    """Read a hand written as cards separated by spaces or commas (R12.2), in order.

    ``count`` is the number of cards required (an int or a collection of allowed
    numbers).  A duplicate card is an error, as a physical deck has one of each.
    """
    cards: list[int] = []
    seen = 0
    for token in _tokens(text):
        card = parse_card(token)
        if seen >> card & 1:
            raise CardError(f"{quote(token)}: duplicate card {CARD_NAMES[card]}")
        seen |= 1 << card
        cards.append(card)
    if count is not None:
        allowed = {count} if isinstance(count, int) else set(count)
        if len(cards) not in allowed:
            want = " or ".join(str(n) for n in sorted(allowed))
            raise CardError(f"expected {want} cards, got {len(cards)}")
    return cards


def parse_hand(text: str, count: int | Iterable[int] | None = None) -> int:
    """Like :func:`parse_cards` but returns the hand as a bit mask."""
    return mask_of(parse_cards(text, count))


def mask_of(cards: Iterable[int]) -> int:
    """Bit mask of the given cards."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def cards_of(mask: int) -> list[int]:
    """The cards of a mask in card order (suit, then rank)."""
    out: list[int] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def iter_cards(mask: int) -> Iterator[int]:
    """Iterate the cards of a mask in card order."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def hand_value(mask: int) -> int:
    """Sum of the point values of the cards in ``mask``."""
    return sum(CARD_VALUES[c] for c in iter_cards(mask))


def _display_key(card: int) -> tuple[int, int]:
    return (card % NUM_RANKS, card // NUM_RANKS)


def format_cards(cards: Iterable[int], *, by_rank: bool = False) -> str:
    """Names of ``cards`` separated by spaces, in the given order unless ``by_rank``."""
    ordered = sorted(cards, key=_display_key) if by_rank else list(cards)
    return " ".join(CARD_NAMES[c] for c in ordered)


def format_hand(mask: int) -> str:
    """A hand mask as text, grouped by suit and ascending in rank."""
    return format_cards(cards_of(mask))
