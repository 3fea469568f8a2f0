"""Game records: any match as a versioned JSON document that replays exactly.

The format is described by ``schema/record.schema.json`` (shipped in the
package) and ``docs/records.md``.  :class:`RecordWriter` builds a record while a
match is played; :func:`replay` re-plays a record through the rules engine and
fails with :class:`RecordError` saying where and what, e.g.
``hand 3, action 17: 7h is not in player 1's hand``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ginrummy.actions import Action, ActionError, Kind, action_from_json
from ginrummy.cards import CardError, card_name, cards_of, parse_card
from ginrummy.errors import GinRummyError
from ginrummy.match import BookedHand, Match, MatchError
from ginrummy.rules import Rules, RulesError
from ginrummy.state import HandState, IllegalActionError

__all__ = [
    "FORMAT",
    "VERSION",
    "RecordError",
    "RecordWriter",
    "ReplayResult",
    "load_record",
    "replay",
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
    assert arr is not None and show is not None and result.score is not None
    end.update(
        {
            "knocker": players[state.knocker],
            "knock_discard": card_name(state.knock_discard) if state.knock_discard >= 0 else None,
            "knocker_melds": [_names(m) for m in arr.melds],
            "knocker_deadwood_cards": _names(arr.deadwood_mask),
            "knocker_deadwood": arr.deadwood,
            "defender": players[state.defender],
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
            "first_dealer": match.dealer if match.roles is None else None,
            "role_draws": [[card_name(c) if c >= 0 else None for c in r] for r in match.role_draws],
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


@dataclass(frozen=True, slots=True)
class ReplayResult:
    """What a record replayed to."""

    match: Match
    hands: list[HandState]
    """The final state of every hand, in order."""


def _require(doc: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in doc:
        raise RecordError(f"{where}: missing {key!r}")
    value = doc[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise RecordError(f"{where}: {key!r} has the wrong type")
    return value


def replay(doc: dict[str, Any]) -> ReplayResult:
    """Re-play a record through the rules engine and check everything it claims."""
    if doc.get("format") != FORMAT:
        raise RecordError(f"not a {FORMAT} document")
    version = doc.get("version")
    if version != VERSION:
        raise RecordError(
            f"record version {version!r} is not supported (this is version {VERSION})"
        )
    try:
        rules = Rules.from_dict(_require(doc, "rules", dict, "record"))
    except RulesError as exc:
        raise RecordError(f"rules: {exc}") from None
    players = _require(doc, "players", list, "record")
    if len(players) != rules.players:
        raise RecordError(f"players: {len(players)} listed, the rules need {rules.players}")
    seed = _require(doc, "seed", int, "record")
    names = [str(p.get("name", f"player {i}")) if isinstance(p, dict) else f"player {i}"
             for i, p in enumerate(players)]
    match = Match(rules, seed=seed, names=names)
    if match.roles is None and doc.get("first_dealer") != match.dealer:
        raise RecordError(
            f"first_dealer is {doc.get('first_dealer')!r}, the seed chooses {match.dealer}"
        )
    hands_doc = _require(doc, "hands", list, "record")
    finals: list[HandState] = []
    forfeit_seen = False
    for index, hand_doc in enumerate(hands_doc):
        where = f"hand {index + 1}"
        if not isinstance(hand_doc, dict):
            raise RecordError(f"{where}: not a JSON object")
        if forfeit_seen:
            raise RecordError(f"{where}: a hand after the match was forfeited")
        if match.is_over:
            raise RecordError(f"{where}: the match was already over")
        state, forfeited = _replay_hand(match, hand_doc, where)
        finals.append(state)
        forfeit_seen = forfeited
    result = doc.get("result")
    if not isinstance(result, dict):
        raise RecordError("result: missing")
    if result.get("forfeit") is None:
        if not match.is_over:
            raise RecordError("result: the record ends before the match is over")
        if result.get("winner") != match.winner:
            raise RecordError(
                f"result: recorded winner {result.get('winner')!r}, replay gives {match.winner}"
            )
        if result.get("totals") != match.totals():
            raise RecordError(
                f"result: recorded totals {result.get('totals')}, replay gives {match.totals()}"
            )
    return ReplayResult(match, finals)


def _replay_hand(match: Match, hand_doc: dict[str, Any], where: str) -> tuple[HandState, bool]:
    deck_names = _require(hand_doc, "deck", list, where)
    try:
        deck = tuple(parse_card(str(c)) for c in deck_names)
    except CardError as exc:
        raise RecordError(f"{where}, deck: {exc}") from None
    if sorted(deck) != list(range(52)):
        raise RecordError(f"{where}, deck: not the 52 cards once each")
    if hand_doc.get("deck_from_seed", True):
        try:
            state = match.deal_hand()
        except MatchError as exc:
            raise RecordError(f"{where}: {exc}") from None
        if state.deck != deck:
            raise RecordError(f"{where}, deck: not the order the record's seed deals")
    else:
        state = match.deal_hand(deck)
    players = match.seat_players
    for key, want in (
        ("dealer", players[state.dealer]),
        ("seats", list(players)),
        ("roles", match.roles.to_json() if match.roles is not None else None),
        ("upcard", card_name(state.upcard)),
        ("knock_limit", state.knock_limit),
    ):
        if hand_doc.get(key) != want:
            raise RecordError(
                f"{where}: recorded {key} {hand_doc.get(key)!r}, replay gives {want!r}"
            )
    actions = _require(hand_doc, "actions", list, where)
    for number, entry in enumerate(actions, start=1):
        at = f"{where}, action {number}"
        if state.is_over:
            raise RecordError(f"{at}: the hand is already over")
        if not isinstance(entry, dict):
            raise RecordError(f"{at}: not a JSON object")
        try:
            action = action_from_json(entry)
        except (ActionError, CardError) as exc:
            raise RecordError(f"{at}: {exc}") from None
        player = entry.get("player")
        if player != players[state.to_act]:
            raise RecordError(
                f"{at}: recorded for player {player!r},"
                f" but player {players[state.to_act]} is to act"
            )
        if action.kind in (Kind.DRAW_STOCK, Kind.DRAW_DISCARD) and state.phase.value in (
            "draw",
            "offer",
        ):
            real = action_entry(state, action, players).get("card")
            if entry.get("card") != real:
                raise RecordError(f"{at}: the card drawn is {real}, not {entry.get('card')}")
        try:
            state = state.apply(action)
        except IllegalActionError as exc:
            raise RecordError(f"{at}: {exc}") from None
    end = hand_doc.get("end")
    if not isinstance(end, dict):
        raise RecordError(f"{where}: missing 'end'")
    if end.get("outcome") == "forfeit":
        match.current = None
        return state, True
    if not state.is_over:
        raise RecordError(f"{where}: the actions stop before the hand is over")
    booked = match.book(state)
    expected_end = end_entry(state, booked, players)
    for key, want in expected_end.items():
        if end.get(key) != want:
            raise RecordError(
                f"{where}, end: recorded {key} {end.get(key)!r}, replay gives {want!r}"
            )
    if hand_doc.get("score") != match.score_json():
        raise RecordError(f"{where}: the running score differs from the replay")
    return state, False
