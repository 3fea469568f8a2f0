"""A finished match's record as frames to step through, both hands open.

A replay shows each step of each hand with every card: both hands, the pile and
the stock.  A face must not work that out from the record itself (dealing and
applying actions are the rules' business), so this module does it with the
engine: the record is first re-played and checked whole
(:func:`ginrummy.driver.replay`), then each hand is dealt from its recorded deck
and its actions applied one by one (:meth:`HandState.apply`).  The game server
serves the result (``GET /api/tables/{id}/replay``) and the browser draws it.
"""

from __future__ import annotations

from typing import Any

from ginrummy.actions import action_from_json
from ginrummy.cards import CARD_NAMES, parse_card
from ginrummy.driver import replay
from ginrummy.record import record_rules
from ginrummy.state import HandState, deal

__all__ = ["replay_frames"]


def _names(mask: int) -> list[str]:
    return [CARD_NAMES[c] for c in range(52) if mask >> c & 1]


def _frame(state: HandState, action: dict[str, Any] | None) -> dict[str, Any]:
    return {
        "action": action,
        "hands": [_names(state.hands[0]), _names(state.hands[1])],
        "pile": [CARD_NAMES[c] for c in state.pile],
        "stock_count": state.stock_count,
        "phase": state.phase.value,
        "to_act": state.to_act,
    }


def replay_frames(doc: dict[str, Any]) -> dict[str, Any]:
    """The frames of every hand of the record ``doc`` (checked first: a
    :class:`~ginrummy.record.RecordError` says where it does not replay): for each
    hand its number, the players at hand seats 0 and 1 (``seats``), the dealer
    (a player), the upcard and knock limit, the frames (the deal, then one after
    each action, which it names as the record writes it: the player and the
    action), the hand's end and the running score as the record has them."""
    replay(doc)
    rules = record_rules(doc)
    hands = []
    for hand in doc["hands"]:
        seats = list(hand["seats"])
        deck = tuple(parse_card(str(c)) for c in hand["deck"])
        state = deal(rules, seats.index(hand["dealer"]), deck)
        frames = [_frame(state, None)]
        for entry in hand["actions"]:
            state = state.apply(action_from_json(entry))
            frames.append(_frame(state, entry))
        hands.append({"number": hand["number"], "seats": seats, "dealer": hand["dealer"],
                      "roles": hand["roles"], "upcard": hand["upcard"],
                      "knock_limit": hand["knock_limit"], "frames": frames,
                      "end": hand["end"], "score": hand.get("score")})
    return {"players": doc["players"], "rules": doc["rules"], "variant": doc.get("variant"),
            "hands": hands, "result": doc.get("result")}
