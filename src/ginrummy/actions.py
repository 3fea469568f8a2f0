"""The actions of a hand, their text form and JSON form.

One frozen :class:`Action` type for every decision of the hand, so that agents,
records and interfaces speak one language.  Draw and discard actions are
interned: ``discard(c) is discard(c)``, which keeps the hot loop allocation-free.

>>> from ginrummy.cards import parse_card
>>> discard(parse_card("Kc")).text
'discard Kc'
>>> parse_action("knock 7h") == knock(parse_card("7h"))
True
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any

from ginrummy.cards import (
    CardError,
    card_name,
    cards_of,
    format_hand,
    mask_of,
    parse_card,
    parse_cards,
)
from ginrummy.errors import GinRummyError, quote
from ginrummy.melds import Layoff

__all__ = [
    "DRAW_DISCARD",
    "DRAW_STOCK",
    "PASS",
    "Action",
    "ActionError",
    "Kind",
    "action_from_json",
    "arrange",
    "big_gin",
    "discard",
    "knock",
    "lay_off",
    "parse_action",
]


class ActionError(GinRummyError, ValueError):
    """An action that cannot be read (not one that the rules refuse: see IllegalActionError)."""


class Kind(enum.Enum):
    """What an action does."""

    PASS = "pass"
    """Decline the first upcard (R4.3)."""
    DRAW_STOCK = "draw_stock"
    """Draw the top card of the stock (R4.1)."""
    DRAW_DISCARD = "draw_discard"
    """Take the top of the discard pile, the first upcard included (R4.1, R4.3)."""
    DISCARD = "discard"
    """Discard a card face up, ending the turn (R4.1)."""
    KNOCK = "knock"
    """Discard a card face down and knock (R5.1, R5.3)."""
    BIG_GIN = "big_gin"
    """Declare big gin without discarding (R5.5)."""
    ARRANGE = "arrange"
    """The knocker lays down melds; the rest is deadwood (R5.3)."""
    LAY_OFF = "lay_off"
    """The defender lays down melds and lays off cards (R6)."""


@dataclass(frozen=True, slots=True)
class Action:
    """One decision.  ``card`` for discard and knock (None for the other kinds);
    ``melds`` (card masks) for arrange and lay_off; ``layoffs`` for lay_off."""

    kind: Kind
    card: int | None = None
    melds: tuple[int, ...] = ()
    layoffs: tuple[Layoff, ...] = ()

    @property
    def text(self) -> str:
        """Short human-readable form, parseable by :func:`parse_action`."""
        k = self.kind
        if (k is Kind.DISCARD or k is Kind.KNOCK) and self.card is not None:
            return f"{k.value} {card_name(self.card)}"
        if k is Kind.ARRANGE or k is Kind.LAY_OFF:
            parts = [format_hand(m) for m in self.melds]
            text = f"{k.value} " + (" | ".join(parts) if parts else "-")
            if self.layoffs:
                text += " + " + ", ".join(
                    f"{card_name(lo.card)}>{lo.meld + 1}" for lo in self.layoffs
                )
            return text
        return str(k.value)

    def __str__(self) -> str:
        return self.text

    def to_json(self) -> dict[str, Any]:
        """The action as a JSON object with card names (game records)."""
        out: dict[str, Any] = {"action": self.kind.value}
        if self.card is not None:
            out["card"] = card_name(self.card)
        if self.kind is Kind.ARRANGE or self.kind is Kind.LAY_OFF:
            out["melds"] = [[card_name(c) for c in cards_of(m)] for m in self.melds]
        if self.kind is Kind.LAY_OFF:
            out["layoffs"] = [{"card": card_name(lo.card), "meld": lo.meld} for lo in self.layoffs]
        return out


PASS = Action(Kind.PASS)
DRAW_STOCK = Action(Kind.DRAW_STOCK)
DRAW_DISCARD = Action(Kind.DRAW_DISCARD)
_DISCARDS = tuple(Action(Kind.DISCARD, c) for c in range(52))
_KNOCKS = tuple(Action(Kind.KNOCK, c) for c in range(52))
BIG_GIN = Action(Kind.BIG_GIN)


def discard(card: int) -> Action:
    """Discard ``card`` face up."""
    return _DISCARDS[card]


def knock(card: int) -> Action:
    """Knock, discarding ``card`` face down."""
    return _KNOCKS[card]


def big_gin() -> Action:
    """Declare big gin (R5.5)."""
    return BIG_GIN


def _sorted_melds(melds: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    return tuple(sorted(melds, key=lambda m: (m & -m, m)))


def arrange(melds: tuple[int, ...] | list[int]) -> Action:
    """The knocker's melds; order does not matter (it is normalised)."""
    return Action(Kind.ARRANGE, melds=_sorted_melds(melds))


def lay_off(
    melds: tuple[int, ...] | list[int], layoffs: tuple[Layoff, ...] | list[Layoff] = ()
) -> Action:
    """The defender's own melds and lay-offs onto the knocker's melds (by index)."""
    return Action(
        Kind.LAY_OFF,
        melds=_sorted_melds(melds),
        layoffs=tuple(sorted(layoffs, key=lambda lo: (lo.card, lo.meld))),
    )


_SIMPLE = {
    "pass": PASS,
    "p": PASS,
    "draw_stock": DRAW_STOCK,
    "stock": DRAW_STOCK,
    "s": DRAW_STOCK,
    "draw_discard": DRAW_DISCARD,
    "take": DRAW_DISCARD,
    "pile": DRAW_DISCARD,
    "t": DRAW_DISCARD,
    "big_gin": BIG_GIN,
}


def _parse_meld_list(text: str) -> list[int]:
    text = text.strip()
    if text in ("", "-"):
        return []
    return [mask_of(parse_cards(part)) for part in text.split("|")]


def parse_action(text: str) -> Action:
    """Read the text form of an action (as :attr:`Action.text` writes it)."""
    words = text.strip().split(None, 1)
    if not words:
        raise ActionError("empty action")
    verb = words[0].lower().replace("-", "_")
    rest = words[1] if len(words) > 1 else ""
    try:
        if verb in _SIMPLE and not rest:
            return _SIMPLE[verb]
        if verb in ("discard", "d", "knock", "k"):
            card = parse_card(rest)
            return discard(card) if verb[0] == "d" else knock(card)
        if verb == "arrange":
            return arrange(_parse_meld_list(rest))
        if verb == "lay_off":
            melds_text, _, lay_text = rest.partition("+")
            layoffs = []
            for item in lay_text.split(","):
                if item.strip():
                    card_text, _, meld_text = item.partition(">")
                    meld_text = meld_text.strip()
                    # ASCII digits only (R12): int() would also read "٣" or "３".
                    if not (meld_text.isascii() and meld_text.isdigit()) or len(meld_text) > 2:
                        raise ActionError(f"a lay-off names its meld by number (card>1),"
                                          f" not {quote(item.strip())}")
                    layoffs.append(Layoff(parse_card(card_text), int(meld_text) - 1))
            return lay_off(_parse_meld_list(melds_text), layoffs)
    except (CardError, ValueError) as exc:
        raise ActionError(f"{quote(text)}: {exc}") from None
    raise ActionError(f"{quote(text)} is not an action")


def _card_field(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if not isinstance(value, str):
        raise ActionError(f"{quote(key)} must be a card name")
    return parse_card(value)


def _melds_field(data: dict[str, Any]) -> list[int]:
    melds = data.get("melds", [])
    if not isinstance(melds, list) or not all(isinstance(m, list) for m in melds):
        raise ActionError("'melds' must be a list of lists of card names")
    out = []
    for meld in melds:
        if not all(isinstance(c, str) for c in meld):
            raise ActionError("'melds' must be a list of lists of card names")
        out.append(mask_of(parse_cards(" ".join(meld))))
    return out


def action_from_json(data: Any) -> Action:
    """The inverse of :meth:`Action.to_json`; raises :class:`ActionError` saying what is wrong."""
    if not isinstance(data, dict):
        raise ActionError("an action must be a JSON object")
    name = data.get("action")
    try:
        kind = Kind(name)
    except ValueError:
        raise ActionError(f"unknown action {quote(name)}") from None
    try:
        if kind is Kind.DISCARD:
            return discard(_card_field(data, "card"))
        if kind is Kind.KNOCK:
            return knock(_card_field(data, "card"))
        if kind is Kind.ARRANGE:
            return arrange(_melds_field(data))
        if kind is Kind.LAY_OFF:
            raw = data.get("layoffs", [])
            if not isinstance(raw, list):
                raise ActionError("'layoffs' must be a list")
            layoffs = []
            for item in raw:
                if not isinstance(item, dict) or not isinstance(item.get("meld"), int):
                    raise ActionError("each lay-off needs 'card' and an integer 'meld'")
                layoffs.append(Layoff(_card_field(item, "card"), item["meld"]))
            return lay_off(_melds_field(data), layoffs)
    except CardError as exc:
        raise ActionError(str(exc)) from None
    return {Kind.PASS: PASS, Kind.DRAW_STOCK: DRAW_STOCK, Kind.DRAW_DISCARD: DRAW_DISCARD,
            Kind.BIG_GIN: BIG_GIN}[kind]
