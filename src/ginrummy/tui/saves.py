"""A match in progress, saved when the person leaves and offered on the next start.

The save is one JSON document: the match's record so far (built by
:class:`~ginrummy.record.RecordWriter`: every finished hand with its deck,
actions, end and running score), the hand in progress (its deck and actions in
the record's format), the advice the person captain was given for the decision
in play (three-player, R11.3), the game settings and the random state of the
computer players and of the hints.

Loading re-plays all of it on the session's table (:meth:`Session.apply_saved`,
checked by the engine), checking every action, each hand's end and score
against what was saved, so a resumed match is exactly the match that was left:
the same cards, score sheet, last actions, undo and advice.  The computer
players keep nothing between decisions but their ``random.Random`` and what
they learn at each hand's end (which the re-play tells them again); the random
state is saved and restored exactly (the re-play applies the saved actions
without asking the agents, so it does not advance it, and decisions undone
before the save, which did advance it, are accounted for by the saved state).
The advice given at earlier decisions is not saved (the re-play passes on
none); the advice for the decision in play is, so that it is not asked for
again (a save without it, from an earlier version, has it asked for when the
game goes on).  The table's log is not what is saved: the record and the hand
in play say everything it holds that a resumed game shows.

Files are written atomically (a temporary file, then ``os.replace``), so a
crash never leaves half a save.  A save that cannot be read is renamed aside
(``saved-game.json.corrupt``), never deleted.

A save is a file anybody can edit, so it is read as untrusted input: it may name
only what the new game screen offers (a system of ``SYSTEMS``, a computer level
of :data:`~ginrummy.agents.levels.LEVELS`: never ``package.module:Class``, which
would import and run whatever the file names), names a player could take
(:func:`~ginrummy.names.check_name`), and rules its own record states
consistently (:func:`~ginrummy.record.record_rules`); anything else is refused
with one line, before anything is built or imported.
"""

from __future__ import annotations

import json
import os
import random
import re
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ginrummy.actions import action_from_json
from ginrummy.agents.levels import LEVELS
from ginrummy.cards import card_name
from ginrummy.errors import GinRummyError, quote
from ginrummy.names import PlayerNameError, check_name, shown_name
from ginrummy.record import RecordError, action_entry, load_json, record_rules
from ginrummy.tui.session import SYSTEMS, GameSettings, Session

__all__ = [
    "FILE_NAME",
    "SAVE_FORMAT",
    "SAVE_VERSION",
    "SaveError",
    "read_save",
    "remove_save",
    "session_from_json",
    "session_json",
    "set_aside",
    "write_save",
]

SAVE_FORMAT = "ginrummy-save"
_MATCH_ID = re.compile(r"[0-9a-f]{32}")
SAVE_VERSION = 1
#: The saved game's name in the data folder.
FILE_NAME = "saved-game.json"


class SaveError(GinRummyError, ValueError):
    """A saved game that cannot be read or does not re-play; the message says why."""


# ---------------------------------------------------------------------- writing


def _rng_json(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def session_json(session: Session) -> dict[str, Any]:
    """The saved form of ``session``'s match (see the module docstring)."""
    current: dict[str, Any] | None = None
    if session.state is not None and not session.hand_over and session.hand_start is not None:
        seats = session.seats
        current = {
            "deck": [card_name(c) for c in session.hand_start.deck],
            "actions": [action_entry(before, a, seats) for before, a in session.hand_steps()],
        }
    settings = session.settings
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "match_id": session.match_id,
        "settings": {"system": settings.system, "level": settings.level,
                     "name": settings.name, "computer_names": list(settings.computer_names),
                     "seat": settings.seat},
        "record": session.record.doc,
        "hand": current,
        "advice": None if (advice := session.advice()) is None else advice.to_json(),
        "random": {key: _rng_json(rng) for key, rng in session.rngs().items()},
    }


def write_save(session: Session, path: Path) -> None:
    """Save ``session``'s match to ``path`` atomically (the folder is created)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(session_json(session), separators=(",", ":")) + "\n"
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def remove_save(path: Path) -> None:
    """Delete the save (the match is over, or the person chose a new game)."""
    path.unlink(missing_ok=True)


def set_aside(path: Path) -> Path:
    """Rename an unreadable save to ``NAME.corrupt`` (or ``NAME.N.corrupt`` if that is
    taken), keeping it for the person to look at; returns the new path."""
    target = path.with_name(path.name + ".corrupt")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.{n}.corrupt")
        n += 1
    os.replace(path, target)
    return target


# ---------------------------------------------------------------------- reading


def _get(doc: Mapping[str, Any], key: str, kind: type, where: str) -> Any:
    value = doc.get(key) if isinstance(doc, Mapping) else None
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise SaveError(f"{where}: {quote(key)} is missing or of the wrong type")
    return value


def _replay_hand(session: Session, hand: Mapping[str, Any], where: str, finished: bool) -> None:
    state = session.deal()
    deck = _get(hand, "deck", list, where)
    if deck != [card_name(c) for c in state.deck]:
        raise SaveError(f"{where}: the saved deck is not the one the match's seed deals")
    for number, entry in enumerate(_get(hand, "actions", list, where), start=1):
        at = f"{where}, action {number}"
        s = session.state
        if s is None or s.is_over:
            raise SaveError(f"{at}: the hand is already over")
        if not isinstance(entry, dict):
            raise SaveError(f"{at}: not a JSON object")
        if entry.get("player") != session.seats[s.to_act]:
            raise SaveError(f"{at}: saved for player {quote(entry.get('player'))}, but"
                            f" player {session.seats[s.to_act]} is to act")
        try:
            action = action_from_json(entry)
            # The entry must be what the engine would record (the card drawn included).
            if entry != action_entry(s, action, session.seats):
                raise SaveError(f"{at}: the saved entry {quote(entry, 80)} differs from the"
                                " replay")
            session.apply_saved(action)
        except SaveError:
            raise
        except ValueError as exc:  # bad action text, or refused by the engine
            raise SaveError(f"{at}: {exc}") from None
    if not finished:
        if session.hand_over:
            raise SaveError(f"{where}: the hand in progress is already over")
        return
    if not session.hand_over:
        raise SaveError(f"{where}: the actions stop before the hand is over")
    if hand.get("end") != session.end:
        raise SaveError(f"{where}: the saved end of the hand differs from the replay")
    if hand.get("score") != session.match.score_json():
        raise SaveError(f"{where}: the saved score differs from the replay")


def _set_rng(rng: random.Random, saved: Any, where: str) -> None:
    try:
        version, internal, gauss = saved
        rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError):
        raise SaveError(f"{where}: not a random state") from None


def session_from_json(doc: Any) -> Session:
    """Re-build the session a save was made from; :class:`SaveError` says what is wrong."""
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        raise SaveError("not a saved game of ginrummy")
    if doc.get("version") != SAVE_VERSION:
        raise SaveError(f"saved-game version {quote(doc.get('version'))} is not supported"
                        f" (this is version {SAVE_VERSION})")
    settings = _get(doc, "settings", dict, "save")
    record = _get(doc, "record", dict, "save")
    try:
        # The record's format and version, and its rules stated twice, agreeing.
        rules = record_rules(record)
    except RecordError as exc:
        raise SaveError(f"record: {exc}") from None
    system = _get(settings, "system", str, "settings")
    if system not in SYSTEMS:
        raise SaveError(f"settings: system {quote(system)} is not one the game offers"
                        f" ({', '.join(SYSTEMS)})")
    # Only the built-in levels: a save naming package.module:Class would have the
    # game import and run whatever the file says.  Checked before anything is built.
    level = _get(settings, "level", str, "settings")
    if level not in LEVELS:
        raise SaveError(f"settings: unknown level {quote(level)} (known: {', '.join(LEVELS)};"
                        " a saved game names only the computer's levels)")
    try:
        name = check_name(_get(settings, "name", str, "settings"))
        computers = tuple(check_name(n) for n in _names(settings.get("computer_names", [])))
    except PlayerNameError as exc:
        raise SaveError(f"settings: {exc}") from None
    try:
        session = Session(GameSettings(
            system, level, _get(record, "seed", int, "record"), name, rules, computers,
            _get(settings, "seat", int, "settings") if "seat" in settings else 0,
        ))
    except ValueError as exc:  # a bad seat, seed or number of names...
        raise SaveError(f"settings: {exc}") from None
    players = [p.get("name") if isinstance(p, dict) else None
               for p in _get(record, "players", list, "record")]
    if players != session.names:
        raise SaveError(f"record: players {quote(players, 80)} are not"
                        f" {quote(session.names, 80)}")
    match_id = _get(doc, "match_id", str, "save")
    if not _MATCH_ID.fullmatch(match_id):  # a uuid4's hex digits (Session.match_id)
        raise SaveError(f"save: match_id {quote(match_id)} is not a match's id")
    session.match_id = match_id
    for index, hand in enumerate(_get(record, "hands", list, "record"), start=1):
        if not isinstance(hand, dict):
            raise SaveError(f"hand {index}: not a JSON object")
        _replay_hand(session, hand, f"hand {index}", finished=True)
    current = doc.get("hand")
    if current is not None:
        if not isinstance(current, dict):
            raise SaveError("the hand in progress: not a JSON object")
        _replay_hand(session, current, f"hand {session.match.hand_number + 1}", finished=False)
    if session.match.is_over:
        raise SaveError("the saved match is already over")
    advice = doc.get("advice")
    if advice is not None:
        if not isinstance(advice, dict):
            raise SaveError("advice: not a JSON object")
        try:
            session.apply_saved_advice(action_from_json(advice))
        except ValueError as exc:  # not an action, illegal, or no decision to advise
            raise SaveError(f"advice: {exc}") from None
    saved_rngs = _get(doc, "random", dict, "save")
    for key, rng in session.rngs().items():
        if key not in saved_rngs:
            raise SaveError(f"random: no state for {key!r}")
        _set_rng(rng, saved_rngs[key], f"random {key!r}")
    return session


def _names(raw: Any) -> list[str]:
    """The computer players' saved names (a list of strings)."""
    if not isinstance(raw, list) or not all(isinstance(n, str) for n in raw):
        raise SaveError("settings: computer_names must be a list of names")
    return raw


def read_save(path: Path) -> Session:
    """Read and re-play the save at ``path``.  Whatever is wrong with the file, the
    answer is a :class:`SaveError` of one line (the game then sets the file aside
    and says why), never a traceback: not UTF-8, not JSON, nested too deep, a
    level or a name that is not allowed, an action the engine refuses..."""
    try:
        doc = load_json(path, "a saved game")
    except RecordError as exc:
        raise SaveError(str(exc)) from None
    shown = shown_name(str(path), 160)
    try:
        return session_from_json(doc)
    except SaveError as exc:
        raise SaveError(f"{shown}: {exc}") from None
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
        # A shape no check above foresaw: still the file's fault, not the game's.
        raise SaveError(f"{shown}: not a saved game this version can resume"
                        f" ({type(exc).__name__}: {quote(str(exc), 80)})") from None
