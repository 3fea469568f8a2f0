"""Sitting out a three-player hand (R11.3): what the table says while the person
advises the captain.

The person sitting out sees the captain's hand and, at each of the captain's
play decisions, suggests a move with the keys and mouse of playing, or leaves
the captain to decide; the computer captain decides (``Session.suggest``).  The
table turns keys into commands; this module only words the result.
"""

from __future__ import annotations

from rich.markup import escape

from ginrummy.actions import Action, Kind
from ginrummy.narration import action_text, public_text, sentence
from ginrummy.tui.render import card_markup, name_markup
from ginrummy.tui.seating import Seating
from ginrummy.tui.session import Suggestion

__all__ = ["advice_words", "suggestion_markup", "waiting_markup"]


def advice_words(action: Action, top: int | None, ascii_only: bool = False) -> str:
    """A suggested action in words (``top``: the pile's top card when it was suggested)."""
    k = action.kind
    if k is Kind.DRAW_STOCK:
        return "draw from the stock"
    if k is Kind.DRAW_DISCARD:
        return "take the top card" if top is None else f"take {card_markup(top, ascii_only)}"
    if k is Kind.PASS:
        return "pass"
    if k is Kind.DISCARD and action.card is not None:
        return f"discard {card_markup(action.card, ascii_only)}"
    if k is Kind.KNOCK and action.card is not None:
        return f"knock discarding {card_markup(action.card, ascii_only)} face down"
    if k is Kind.BIG_GIN:
        return "declare big gin"
    return escape(action.text)


def _did(action: Action, top: int | None, ascii_only: bool) -> str:
    """What the captain did, third person.  The knock discard is named: the player
    sitting out is on the captain's side and sees the captain's hand (R11.3)."""
    if action.kind is Kind.KNOCK and action.card is not None:
        return f"knocks, discarding {card_markup(action.card, ascii_only)} face down"
    _words, card = action_text(action, top)
    return public_text(action.kind, card, lambda c: card_markup(c, ascii_only))


def suggestion_markup(session: Seating, suggestion: Suggestion, ascii_only: bool = False) -> str:
    """The captain's last decision and whether it followed the person's suggestion."""
    roles = session.hand_roles
    assert roles is not None
    captain = name_markup(session.names[roles.captain])
    done = _did(suggestion.action, suggestion.card, ascii_only)
    did = sentence(captain, done)
    if suggestion.advice is None:
        return f"No suggestion from you: {did}."
    said = f"You suggested: {advice_words(suggestion.advice, suggestion.card, ascii_only)}."
    if suggestion.followed:
        return f"{said} {did}: [b]followed[/b]."
    return f"{said} {sentence(captain, 'decided otherwise: ' + done)}."


def waiting_markup(session: Seating) -> str:
    """The prompt while the hand waits for the person's advice."""
    roles = session.hand_roles
    assert roles is not None
    captain = name_markup(session.names[roles.captain])
    return sentence(captain, "is to decide: suggest a move, or n for no suggestion.")
