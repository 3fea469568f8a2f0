"""Game records: any match as a versioned JSON document that replays exactly.

The format is described by ``schema/record.schema.json`` (shipped in the
package) and ``docs/records.md``.  :class:`RecordWriter` builds a record while a
match is played (the match driver writes it); :func:`ginrummy.driver.replay`
re-plays a record through the driver and fails with :class:`RecordError` saying
where and what, e.g. ``hand 3, action 17: 7h is not in player 1's hand``.
"""

from __future__ import annotations

import copy
import json
import os
import secrets
from pathlib import Path
from typing import Any

from ginrummy.actions import Action, Kind
from ginrummy.cards import card_name, cards_of
from ginrummy.errors import GinRummyError, quote
from ginrummy.fairness import Commitment
from ginrummy.match import BookedHand, Match
from ginrummy.names import shown_name
from ginrummy.rules import (
    PRESETS,
    Rules,
    RulesError,
    nearest_preset,
    option_text,
    stated_rules,
)
from ginrummy.state import HandState

__all__ = [
    "FORMAT",
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "VERSION",
    "VERSIONS",
    "RecordError",
    "RecordWriter",
    "action_entry",
    "as_version",
    "end_entry",
    "load_json",
    "load_record",
    "record_rules",
    "save_record",
]

FORMAT = "ginrummy-record"
#: The version written.  Version 2 states the rules twice: ``rules`` (every option)
#: and ``preset`` with ``options`` (the options changed from it), checked against
#: each other on replay.  Version 1 had ``rules`` only.
VERSION = 2
#: The versions replay reads: version 1's rules are taken as stated.
VERSIONS = (1, 2)
#: The largest JSON file read (a record of a match thousands of hands long is a
#: few megabytes): a bigger one, or a device that never ends, is refused unread.
MAX_FILE_BYTES = 64 * 1024 * 1024
#: The deepest nesting of lists and objects read; a record nests 7 deep.  Python's
#: JSON reader recurses, so ``[[[[...`` 100,000 deep would overflow its stack.
MAX_DEPTH = 32


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
    """Builds the record of a match as it is played.

    Each finished hand is kept as its JSON text, and :attr:`doc` builds the record
    from them when asked (at a match's end, or a save).  A game server holds a
    match for every table it serves, and a finished hand kept as dicts and lists
    is 30 to 40 objects for the garbage collector to walk at every full
    collection, which stops the server while it does (docs/benchmarks.md)."""

    def __init__(self, match: Match, agents: list[str]) -> None:
        self.match = match
        base, options = nearest_preset(match.rules)
        self._hands: list[str] = []
        """Each finished hand's entry, as JSON text."""
        self._head: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "variant": match.rules.system,
            "preset": base,
            "options": options,
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

    def begin_hand(self, state: HandState, deck_from_seed: bool = True,
                   commitment: Commitment | None = None) -> None:
        """Start the entry of the hand just dealt; ``commitment`` is the one every seat
        received before the deal (a server's deal, :mod:`ginrummy.fairness`).  Without
        one the entry has no ``commitment`` field, as before commitments existed."""
        m = self.match
        players = m.seat_players
        self._players = players
        hand: dict[str, Any] = {
            "number": m.hand_number,
            "dealer": players[state.dealer],
            "seats": list(players),
            "roles": m.roles.to_json() if m.roles is not None else None,
            "deck": [card_name(c) for c in state.deck],
            "deck_from_seed": deck_from_seed,
        }
        if commitment is not None:  # beside the deck it commits to
            hand["commitment"] = commitment.to_json()
        hand.update(upcard=card_name(state.upcard), knock_limit=state.knock_limit, actions=[])
        self._hand = hand

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
        self._keep_hand()

    def _keep_hand(self) -> None:
        assert self._hand is not None
        self._hands.append(json.dumps(self._hand, ensure_ascii=False, separators=(",", ":")))
        self._hand = None

    @property
    def doc(self) -> dict[str, Any]:
        """The record so far: the hands finished, and the result once over (a new
        document at each call: changing it changes nothing here)."""
        doc = copy.deepcopy(self._head)
        doc["hands"] = [json.loads(text) for text in self._hands]
        return doc

    def abandon_hand(self, reason: dict[str, Any]) -> None:
        """Close an unfinished hand (a player forfeited the match)."""
        if self._hand is not None:
            self._hand["end"] = {"outcome": "forfeit", **reason}
            self._keep_hand()

    def finish(self, forfeit: dict[str, Any] | None = None, winner: int | None = None) -> None:
        """Write the match result."""
        m = self.match
        self._head["result"] = {
            "winner": m.winner if forfeit is None else winner,
            "totals": m.totals(),
            "hands": m.hand_number,
            "forfeit": forfeit,
        }


def record_rules(doc: dict[str, Any]) -> Rules:
    """The rules of record ``doc``, after checking its ``format`` and ``version``.

    Version 2 states the rules twice: ``rules`` holds every option, ``preset`` and
    ``options`` the preset they come from and the options changed from it.  The
    two must agree, so that an edit of one option (a gin bonus changed to 500 in
    ``rules``) is refused even when no hand used it; rules changed in both places
    alike are other rules, honestly stated.  Version 1 records have ``rules``
    only: they are taken as stated, there being nothing to check them against.
    :class:`RecordError` says what is wrong."""
    if doc.get("format") != FORMAT:
        raise RecordError(f"not a {FORMAT} document")
    version = doc.get("version")
    if version not in VERSIONS or isinstance(version, bool):
        raise RecordError(
            f"record version {quote(version)} is not supported (this is version {VERSION};"
            f" versions {', '.join(map(str, VERSIONS))} are read)"
        )
    raw = doc.get("rules")
    if not isinstance(raw, dict):
        raise RecordError("record: 'rules' is missing or not a JSON object")
    try:
        rules = Rules.from_dict(raw)
    except RulesError as exc:
        raise RecordError(f"rules: {exc}") from None
    if version == 1:
        return rules
    base = doc.get("preset")
    if not isinstance(base, str) or base not in PRESETS:
        raise RecordError(f"preset: {quote(base)} is not a rule preset"
                          f" (known: {', '.join(PRESETS)})")
    try:
        stated = stated_rules(base, doc.get("options"))
    except RulesError as exc:
        raise RecordError(f"options: {exc}") from None
    for key, value in rules.to_dict().items():
        want = getattr(stated, key)
        if value != want:
            raise RecordError(
                f"rules: {key} is {option_text(value)}, but preset {base} with the options"
                f" stated gives {option_text(want)}"
            )
    return rules


def as_version(doc: dict[str, Any], version: int) -> dict[str, Any]:
    """A copy of record ``doc`` as version ``version`` writes it: for version 1,
    without ``preset`` and ``options`` (the rest is the same, in the same order).
    A snapshot taken in version 1 is compared with a match resumed in version 2 so."""
    if version == VERSION:
        return dict(doc)
    if version != 1:
        raise RecordError(f"record version {quote(version)} is not supported")
    out = {k: v for k, v in doc.items() if k not in ("preset", "options")}
    out["version"] = 1
    return out


def save_record(doc: dict[str, Any], path: str | Path) -> None:
    """Write a record as JSON, atomically: a temporary file in the same folder,
    then renamed over ``path``, so that a run stopped (Ctrl-C) or failing while
    it writes leaves the file whole or absent, never half written."""
    target = Path(path)
    text = json.dumps(doc, indent=1) + "\n"
    # Not tempfile.mkstemp: its file is private (0600); a record is made like any file.
    tmp = target.with_name(f".{target.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    try:
        with open(tmp, "x", encoding="utf-8") as out:
            out.write(text)
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def _too_deep(doc: Any, limit: int) -> bool:
    """Whether lists and objects nest in ``doc`` deeper than ``limit`` (no recursion)."""
    stack: list[tuple[Any, int]] = [(doc, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children: Any = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


def load_json(path: str | Path, what: str = "a record") -> Any:
    """The JSON document in file ``path``, read defensively: a file that is not
    UTF-8, too big, nested too deep, or holding a number too long to read is
    refused with one line (a :class:`RecordError`) saying so, never a traceback.
    ``what`` names the document in the messages."""
    shown = shown_name(str(path), 160)
    try:
        with open(path, "rb") as file:
            data = file.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise RecordError(f"cannot read {shown}: {exc.strerror or exc}") from None
    if len(data) > MAX_FILE_BYTES:
        raise RecordError(f"{shown}: more than {MAX_FILE_BYTES // (1024 * 1024)} MB:"
                          f" too big for {what}")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError(f"{shown}: not UTF-8 text (byte 0x{data[exc.start]:02x} at offset"
                          f" {exc.start}): {what} is JSON in UTF-8") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{shown}: not JSON (line {exc.lineno}: {exc.msg})") from None
    except RecursionError:
        raise RecordError(f"{shown}: lists or objects nested too deep for {what}"
                          f" (at most {MAX_DEPTH} levels)") from None
    except ValueError as exc:  # a number of more than 4,300 digits, say
        raise RecordError(f"{shown}: not {what}: {quote(str(exc), 80)}") from None
    if _too_deep(doc, MAX_DEPTH):
        raise RecordError(f"{shown}: lists or objects nested too deep for {what}"
                          f" (at most {MAX_DEPTH} levels)")
    return doc


def load_record(path: str | Path) -> dict[str, Any]:
    """Read a record file (not yet replayed: see :func:`ginrummy.driver.replay`)."""
    doc = load_json(path)
    if not isinstance(doc, dict):
        raise RecordError(f"{shown_name(str(path), 160)}: a record is a JSON object")
    return doc
