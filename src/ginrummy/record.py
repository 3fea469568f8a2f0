"""Game records: any match as a versioned JSON document that replays exactly.

The format is described by ``schema/record.schema.json`` (shipped in the
package) and ``docs/records.md``.  :class:`RecordWriter` builds a record while a
match is played (the match driver writes it); :func:`ginrummy.driver.replay`
re-plays a record through the driver and fails with :class:`RecordError` saying
where and what, e.g. ``hand 3, action 17: 7h is not in player 1's hand``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ginrummy.actions import Action, Kind
from ginrummy.cards import card_name, cards_of
from ginrummy.errors import GinRummyError
from ginrummy.match import BookedHand, Match
from ginrummy.state import HandState

__all__ = [
    "FORMAT",
    "VERSION",
    "RecordError",
    "RecordWriter",
    "action_entry",
    "end_entry",
    "load_record",
    "save_record",
]

FORMAT = "ginrummy-record"
VERSION = 1


class RecordError(GinRummyError, ValueError):
    """A record that cannot be read or does not replay; the message says where."""


def _names(mask: int) -> list[str]:
    return [card_name(c) for c in cards_of(mask)]


def action_entry(state: HandState, action: Action, players: tuple[int, int]) -> dict[str, Any]:
    """The record entry of ``action`` taken in ``state`` (before it is applied)."""
    entry: dict[str, Any] = {"player": players[state.to_act]}
    entry.update(action.to_json())
    if action.kind is Kind.DRAW_STOCK:
        entry["card"] = card_name(state.deck[state.stock_pos])
    elif action.kind is Kind.DRAW_DISCARD:
        entry["card"] = card_name(state.pile[-1])
    return entry


def end_entry(state: HandState, booked: BookedHand, players: tuple[int, int]) -> dict[str, Any]:
    """How the hand ended, both hands as laid down, and who scored."""
    result = state.result
    assert result is not None
    end: dict[str, Any] = {
        "outcome": result.outcome,
        "winner": booked.winner_player,
        "points": result.points,
        "games": list(booked.games),
    }
    if result.outcome == "draw":
        end["draw_reason"] = result.draw_reason
        return end
    arr, show = state.arrangement, state.showing
    knocker, defender = state.knocker, state.defender
    assert arr is not None and show is not None and result.score is not None
    assert knocker is not None and defender is not None
    end.update(
        {
            "knocker": players[knocker],
            "knock_discard": None if state.knock_discard is None
            else card_name(state.knock_discard),
            "knocker_melds": [_names(m) for m in arr.melds],
            "knocker_deadwood_cards": _names(arr.deadwood_mask),
            "knocker_deadwood": arr.deadwood,
            "defender": players[defender],
            "defender_melds": [_names(m) for m in show.melds],
            "layoffs": [{"card": card_name(lo.card), "meld": lo.meld} for lo in show.layoffs],
            "defender_deadwood_cards": _names(show.deadwood_mask),
            "defender_deadwood": show.deadwood,
            "difference": result.score.difference,
            "bonus": result.score.bonus,
            "multiplier": result.score.multiplier,
        }
    )
    return end


class RecordWriter:
    """Builds the record of a match as it is played."""

    def __init__(self, match: Match, agents: list[str]) -> None:
        self.match = match
        self.doc: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "variant": match.rules.system,
            "rules": match.rules.to_dict(),
            "players": [
                {"name": n, "agent": a} for n, a in zip(match.names, agents, strict=True)
            ],
            "seed": match.seed,
            "first_dealer": match.dealer,
            "role_draws": [[None if c is None else card_name(c) for c in r]
                           for r in match.role_draws],
            "hands": [],
            "result": None,
        }
        self._hand: dict[str, Any] | None = None

    def begin_hand(self, state: HandState, deck_from_seed: bool = True) -> None:
        """Start the entry of the hand just dealt."""
        m = self.match
        players = m.seat_players
        self._players = players
        self._hand = {
            "number": m.hand_number,
            "dealer": players[state.dealer],
            "seats": list(players),
            "roles": m.roles.to_json() if m.roles is not None else None,
            "deck": [card_name(c) for c in state.deck],
            "deck_from_seed": deck_from_seed,
            "upcard": card_name(state.upcard),
            "knock_limit": state.knock_limit,
            "actions": [],
        }

    def action(self, state: HandState, action: Action) -> None:
        """Log ``action`` about to be applied to ``state``."""
        assert self._hand is not None
        self._hand["actions"].append(action_entry(state, action, self._players))

    @property
    def hand_in_play(self) -> dict[str, Any] | None:
        """The entry of the hand being played (its actions so far, no end), or None."""
        return self._hand

    def take_back(self, count: int) -> None:
        """Keep only the first ``count`` actions of the hand in progress (undo)."""
        assert self._hand is not None
        del self._hand["actions"][count:]

    def end_hand(self, state: HandState, booked: BookedHand) -> None:
        """Close the hand's entry with its end and the running score."""
        assert self._hand is not None
        self._hand["end"] = end_entry(state, booked, self._players)
        self._hand["score"] = self.match.score_json()
        self.doc["hands"].append(self._hand)
        self._hand = None

    def abandon_hand(self, reason: dict[str, Any]) -> None:
        """Close an unfinished hand (a player forfeited the match)."""
        if self._hand is not None:
            self._hand["end"] = {"outcome": "forfeit", **reason}
            self.doc["hands"].append(self._hand)
            self._hand = None

    def finish(self, forfeit: dict[str, Any] | None = None, winner: int | None = None) -> None:
        """Write the match result."""
        m = self.match
        self.doc["result"] = {
            "winner": m.winner if forfeit is None else winner,
            "totals": m.totals(),
            "hands": m.hand_number,
            "forfeit": forfeit,
        }


def save_record(doc: dict[str, Any], path: str | Path) -> None:
    """Write a record as JSON."""
    Path(path).write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")


def load_record(path: str | Path) -> dict[str, Any]:
    """Read a record file (not yet replayed: see :func:`replay`)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror}") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{path}: not JSON (line {exc.lineno}: {exc.msg})") from None
    if not isinstance(doc, dict):
        raise RecordError(f"{path}: a record is a JSON object")
    return doc
