"""ginrummy: Gin Rummy, exactly.

Standard, Oklahoma, Hollywood and three-player Gin (see RULES.md), with an
exact meld solver, a hand state machine with one legality authority, per-seat
views that never leak hidden cards, matches, replayable game records and
computer players.

>>> from ginrummy import parse_hand, deadwood
>>> deadwood(parse_hand("As 2s 3s 7h 7d 7c Jh Qh Kh 6d"))
6
"""

from __future__ import annotations

from ginrummy.cards import CardError, card_name, format_hand, parse_card, parse_hand
from ginrummy.melds import best_arrangement, best_discard, best_layoffs, deadwood
from ginrummy.rules import PRESETS, Rules, RulesError, preset
from ginrummy.showdown import KnockError, showdown
from ginrummy.state import HandState, IllegalActionError, Phase, deal, new_hand
from ginrummy.view import SeatView, view

__version__ = "0.1.0"

__all__ = [
    "PRESETS",
    "CardError",
    "HandState",
    "IllegalActionError",
    "KnockError",
    "Phase",
    "Rules",
    "RulesError",
    "SeatView",
    "best_arrangement",
    "best_discard",
    "best_layoffs",
    "card_name",
    "deadwood",
    "deal",
    "format_hand",
    "new_hand",
    "parse_card",
    "parse_hand",
    "preset",
    "showdown",
    "view",
]
