"""The expert's hints as the table shows them: each in the words of the button
that plays it ("Take 5♠", "Draw stock", "Discard K♠"), then the expert's reason
with its cards written as the table writes them.

The expert (``agents.expert``) words its reasons for every face, in the
engine's card names and naming its own action first ("take 9s: deadwood 57
..."); this module only rewords them for the table: the action's own words are
replaced by the button's and the cards rewritten (:func:`narration.with_cards`),
so the person reads one notation and finds the button a hint means.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rich.markup import escape

from ginrummy.actions import Kind
from ginrummy.agents.expert import RankedAction
from ginrummy.narration import with_cards
from ginrummy.tui.controls import action_label
from ginrummy.tui.render import card_markup

__all__ = ["hint_markup", "hint_words"]

#: The words a reason starts with when it names its own action ("take 9s: ...").
_OWN_WORDS = {Kind.PASS: "pass", Kind.DRAW_DISCARD: "take", Kind.DISCARD: "discard"}
#: A knock's reason: the deadwood it knocks with, then why ("knock with 5: ...").
_KNOCK_WITH = re.compile(r"knock with (\d+)(?:: )?(.*)", re.DOTALL)


def hint_words(ranked: RankedAction, top: int | None, ascii_only: bool = False) -> str:
    """One hint as markup: the button's words, then the reason (``top``: the
    pile's top card, which a take takes)."""
    action = ranked.action
    reason = ranked.reason
    own = _OWN_WORDS.get(action.kind)
    head, colon, rest = reason.partition(": ")
    if own is not None and colon and head.split(" ", 1)[0] == own:
        reason = rest  # the button's words say it: "take 9s: deadwood 57" -> "deadwood 57"
    elif action.kind is Kind.KNOCK and (knock := _KNOCK_WITH.fullmatch(reason)):
        reason = f"deadwood {knock.group(1)}" + (f", {knock.group(2)}" if knock.group(2) else "")
    elif action.kind is Kind.KNOCK and reason == "gin":
        reason = "gin, no deadwood (R5.4)"
    # " (wait)": the expert ranks the knock below playing on.
    reason = reason.replace(" (wait)", " (better to play on)")
    said = with_cards(escape(reason), lambda card: card_markup(card, ascii_only))
    return f"{escape(action_label(action, top, ascii_only))}: {said}"


def hint_markup(hints: Sequence[RankedAction], top: int | None, ascii_only: bool = False,
                captain: bool = False) -> str:
    """The hint lines under the table: a heading (for the captain while sitting
    out, R11.3), then the hints best first, numbered; or why there is none."""
    if not hints:
        return ("No hint: the captain is not deciding now." if captain
                else "No hint: it is not your decision.")
    lines = ["Hint (expert) for the captain:" if captain else "Hint (expert):"]
    lines += [f"  {i}. {hint_words(r, top, ascii_only)}" for i, r in enumerate(hints, 1)]
    return "\n".join(lines)
