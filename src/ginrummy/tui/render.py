"""Cards and hands as Rich markup: colour suits (10♥ in red) or the ASCII names (Th);
players' names as they may be shown."""

from __future__ import annotations

from collections.abc import Sequence

from rich.markup import escape

from ginrummy.cards import card_name, card_rank, card_suit, cards_of
from ginrummy.melds import best_arrangement
from ginrummy.names import shown_name

__all__ = [
    "SORTS",
    "card_label",
    "card_markup",
    "cards_markup",
    "face_down_markup",
    "hand_order",
    "move_card",
    "name_markup",
    "names_shown",
    "sort_hand",
]

#: Sort orders of the hand, in the order the ``o`` key cycles them.
SORTS = ("melds", "rank", "suit")
_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
_SYMBOLS = "♠♥♦♣"
_COLOURS = ("bright_white", "bright_red", "bright_red", "bright_white")


def card_label(card: int, ascii_only: bool = False) -> str:
    """``10♥`` (or ``Th`` with ``ascii_only``)."""
    if ascii_only:
        return card_name(card)
    return _RANKS[card_rank(card)] + _SYMBOLS[card_suit(card)]


def card_markup(card: int, ascii_only: bool = False, style: str = "", width: int = 0) -> str:
    """One card as Rich markup, its suit coloured (centred in ``width`` cells if given)."""
    colour = _COLOURS[card_suit(card)]
    text = card_label(card, ascii_only).center(width)
    return f"[{colour} {style}]{text}[/]" if style else f"[{colour}]{text}[/]"


def names_shown(names: Sequence[str]) -> list[str]:
    """Players' names as the screens show them (plain text): each through
    :func:`ginrummy.names.shown_name`, so that a name read from a file (a resumed
    save) can neither write to the terminal (control and bidirectional characters
    are escaped) nor stretch a line.  Names entered on the new game screen are
    checked there (``check_name``) and show unchanged."""
    return [shown_name(n) for n in names]


def name_markup(name: str) -> str:
    """A player's name as markup: shown as :func:`names_shown` shows it, escaped."""
    return escape(shown_name(name))


def face_down_markup(ascii_only: bool = False, width: int = 0) -> str:
    """A card lying face down (the knock discard, R5.3): its back, never its face."""
    back = ("##" if ascii_only else "▒▒").center(width)
    return f"[grey50 on grey23]{back}[/]"


def cards_markup(mask: int, ascii_only: bool = False) -> str:
    """Cards of a mask (rank order) as markup, or ``-`` for none."""
    cards = sort_hand(mask, "rank")
    return " ".join(card_markup(c, ascii_only) for c in cards) if cards else "-"


def sort_hand(mask: int, order: str) -> list[int]:
    """The cards of ``mask`` in display order: by ``melds`` (melds first, then
    deadwood by rank), ``rank`` or ``suit``."""
    cards = cards_of(mask)
    if order == "rank":
        return sorted(cards, key=lambda c: (card_rank(c), card_suit(c)))
    if order == "suit":
        return sorted(cards, key=lambda c: (card_suit(c), card_rank(c)))
    arr = best_arrangement(mask)
    out: list[int] = []
    for meld in arr.melds:
        out.extend(sorted(cards_of(meld), key=lambda c: (card_rank(c), card_suit(c))))
    out.extend(sorted(cards_of(arr.deadwood_mask), key=lambda c: (card_rank(c), card_suit(c))))
    return out


def meld_of(card: int, melds: Sequence[int]) -> int | None:
    """The index of the meld holding ``card``, or None."""
    for i, meld in enumerate(melds):
        if meld >> card & 1:
            return i
    return None


def hand_order(mask: int, sort: str, custom: Sequence[int] | None) -> list[int]:
    """The cards of ``mask`` as the person sees them: in the ``custom`` order they
    arranged by hand (cards no longer held dropped, new ones at the end in rank
    order), or by ``sort`` when there is no custom order."""
    if custom is None:
        return sort_hand(mask, sort)
    kept = [c for c in custom if mask >> c & 1]
    held = 0
    for c in kept:
        held |= 1 << c
    return kept + sort_hand(mask & ~held, "rank")


def move_card(order: Sequence[int], card: int, step: int) -> list[int]:
    """``order`` with ``card`` moved ``step`` places (negative: left), kept within the hand."""
    out = list(order)
    if card not in out:
        raise ValueError("the card to move is not in the hand")
    i = out.index(card)
    j = max(0, min(len(out) - 1, i + step))
    out.insert(j, out.pop(i))
    return out
