"""A seat's view as JSON, and back: what crosses a process or a network.

A :class:`~ginrummy.view.SeatView` is everything one seat may see of a hand, so
it is exactly what may leave the process that holds the match: a plugin agent
running in its own process (:mod:`ginrummy.agents.sandbox`) receives its seat's
view in this form and nothing else, and a game server will send it to a
browser.  The form is plain JSON (objects, lists, strings, integers, booleans,
null), with cards written by name as in game records (``"Td"``, RULES R12) and
the rules as :meth:`Rules.to_dict <ginrummy.rules.Rules.to_dict>` writes them;
docs/wire.md describes every field.

The round trip is exact: ``view_from_json(view_to_json(v)) == v`` for every
view of every hand, and the rebuilt view answers ``legal_actions()`` and
``check()`` as the original does.  Input is checked, field by field, and
anything that is not a view in this form is refused with a :class:`WireError`
naming the field and quoting what was found (:func:`ginrummy.errors.quote`).
The checks are of form (types, card names, ranges, no card twice in one list);
whether the view is one a hand can reach is not checked here (a process that
sends views is the one holding the match).

Views are sent for every decision, and a hand's views differ little from one to
the next, so :func:`view_update` writes only what changed since the view the
receiver holds (the events as the ones added) and :func:`apply_update` rebuilds
the new view from it: the sandbox's messages, and a server's, stay small.

>>> import random
>>> from ginrummy.rules import preset
>>> from ginrummy.state import new_hand
>>> from ginrummy.view import view
>>> v = view(new_hand(preset("standard"), 0, random.Random(1)), 1)
>>> data = view_to_json(v)
>>> data["phase"], len(data["hand"]), data["upcard"], data["taken"]
('offer', 10, 'Ks', None)
>>> view_from_json(data) == v
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ginrummy.actions import Kind
from ginrummy.cards import CARD_NAMES
from ginrummy.errors import GinRummyError, quote
from ginrummy.legality import Phase
from ginrummy.melds import Arrangement, Layoff, Showing
from ginrummy.rules import Rules, RulesError
from ginrummy.scoring import HandScore
from ginrummy.standing import GameStanding, Standing
from ginrummy.state import HandResult, PublicEvent
from ginrummy.view import SeatView

__all__ = [
    "WireError",
    "apply_update",
    "arrangement_json",
    "card_names",
    "showing_json",
    "view_from_json",
    "view_to_json",
    "view_update",
]


class WireError(GinRummyError, ValueError):
    """JSON that is not a seat's view in the wire form; the message names the field."""


_new_tuple = tuple.__new__
_CARD = {name: card for card, name in enumerate(CARD_NAMES)}
_PHASES = {phase.value: phase for phase in Phase}
_KINDS = {kind.value: kind for kind in Kind}
_OUTCOMES = ("gin", "big_gin", "knock", "undercut", "draw")
_DRAW_REASONS = ("stock", "max_turns")
_FIELDS = SeatView._fields


# ----------------------------------------------------------------------------- encoding


def _names(mask: int) -> list[str]:
    names = CARD_NAMES
    out = []
    while mask:
        low = mask & -mask
        out.append(names[low.bit_length() - 1])
        mask ^= low
    return out


def _card_or_none(card: int | None) -> str | None:
    return None if card is None else CARD_NAMES[card]


def _events_json(events: tuple[PublicEvent, ...]) -> list[dict[str, Any]]:
    names = CARD_NAMES
    return [
        {"seat": e.seat, "action": e.kind.value, "card": None if e.card is None else names[e.card]}
        for e in events
    ]


def card_names(mask: int) -> list[str]:
    """The names of the cards of ``mask``, in card order (R12.1)."""
    return _names(mask)


def arrangement_json(arr: Arrangement) -> dict[str, Any]:
    """Melds and the deadwood left, as views write a knocker's arrangement."""
    out = _arrangement_json(arr)
    assert out is not None
    return out


def showing_json(show: Showing) -> dict[str, Any]:
    """A defender's melds, lay-offs and deadwood, as views write them."""
    out = _showing_json(show)
    assert out is not None
    return out


def _arrangement_json(arr: Arrangement | None) -> dict[str, Any] | None:
    if arr is None:
        return None
    return {
        "melds": [_names(m) for m in arr.melds],
        "deadwood_cards": _names(arr.deadwood_mask),
        "deadwood": arr.deadwood,
    }


def _showing_json(show: Showing | None) -> dict[str, Any] | None:
    if show is None:
        return None
    return {
        "melds": [_names(m) for m in show.melds],
        "layoffs": [{"card": CARD_NAMES[lo.card], "meld": lo.meld} for lo in show.layoffs],
        "deadwood_cards": _names(show.deadwood_mask),
        "deadwood": show.deadwood,
    }


def _result_json(result: HandResult | None) -> dict[str, Any] | None:
    if result is None:
        return None
    score = result.score
    return {
        "outcome": result.outcome,
        "winner": result.winner,
        "points": result.points,
        "knocker": result.knocker,
        "knocker_deadwood": result.knocker_deadwood,
        "defender_deadwood": result.defender_deadwood,
        "score": None if score is None else {
            "outcome": score.outcome,
            "knocker_wins": score.knocker_wins,
            "points": score.points,
            "difference": score.difference,
            "bonus": score.bonus,
            "multiplier": score.multiplier,
        },
        "draw_reason": result.draw_reason,
    }


def _standing_json(standing: Standing | None) -> dict[str, Any] | None:
    return None if standing is None else dict(standing.to_json())


def _same(value: Any) -> Any:
    return value


#: How each field of a view is written, in SeatView's field order.
_ENCODE: dict[str, Callable[[Any], Any]] = {
    "seat": _same,
    "rules": lambda rules: rules.to_dict(),
    "phase": lambda phase: phase.value,
    "to_act": _same,
    "dealer": _same,
    "hand": _names,
    "opponent_hand_size": _same,
    "pile": lambda pile: [CARD_NAMES[c] for c in pile],
    "stock_count": _same,
    "upcard": lambda card: CARD_NAMES[card],
    "knock_limit": _same,
    "taken": _card_or_none,
    "passes": _same,
    "stock_only": _same,
    "turn": _same,
    "opponent_known": _names,
    "events": _events_json,
    "knocker": _same,
    "big_gin": _same,
    "arrangement": _arrangement_json,
    "showing": _showing_json,
    "result": _result_json,
    "knock_discard": _card_or_none,
    "standing": _standing_json,
}
assert tuple(_ENCODE) == _FIELDS, "wire: a field of SeatView has no encoding"


def view_to_json(v: SeatView) -> dict[str, Any]:
    """The view as a JSON object, one key per field of :class:`SeatView`, in its order."""
    return {name: _ENCODE[name](value) for name, value in zip(_FIELDS, v, strict=True)}


# ----------------------------------------------------------------------------- decoding


def _fail(where: str, what: str) -> WireError:
    return WireError(f"view field {where}: {what}")


def _int(data: Any, where: str, low: int = 0, high: int | None = None) -> int:
    if type(data) is not int:
        raise _fail(where, f"expected an integer, found {quote(data)}")
    if data < low or (high is not None and data > high):
        limit = f"of at least {low}" if high is None else f"from {low} to {high}"
        raise _fail(where, f"expected an integer {limit}, found {data}")
    return data


def _seat(data: Any, where: str) -> int:
    return _int(data, where, 0, 1)


def _seat_or_none(data: Any, where: str) -> int | None:
    return None if data is None else _seat(data, where)


def _bool(data: Any, where: str) -> bool:
    if type(data) is not bool:
        raise _fail(where, f"expected true or false, found {quote(data)}")
    return data


def _card(data: Any, where: str) -> int:
    card = _CARD.get(data) if type(data) is str else None
    if card is None:
        raise _fail(where, f"expected a card name such as 'Td' (R12), found {quote(data)}")
    return card


def _card_or_none_in(data: Any, where: str) -> int | None:
    return None if data is None else _card(data, where)


def _list(data: Any, where: str) -> list[Any]:
    if type(data) is not list:
        raise _fail(where, f"expected a list, found {quote(data)}")
    return data


def _cards(data: Any, where: str) -> list[int]:
    get = _CARD.get
    cards = [get(item, -1) if type(item) is str else -1 for item in _list(data, where)]
    if -1 in cards:
        _card(data[cards.index(-1)], where)  # raises, saying which
    if len(set(cards)) != len(cards):
        twice = next(c for c in cards if cards.count(c) > 1)
        raise _fail(where, f"{CARD_NAMES[twice]} is listed twice")
    return cards


def _mask(data: Any, where: str) -> int:
    mask = 0
    for card in _cards(data, where):
        mask |= 1 << card
    return mask


def _object(data: Any, where: str, keys: tuple[str, ...]) -> dict[str, Any]:
    if type(data) is not dict:
        raise _fail(where, f"expected an object, found {quote(data)}")
    if len(data) != len(keys) or any(key not in data for key in keys):
        missing = [key for key in keys if key not in data]
        if missing:
            raise _fail(where, f"{missing[0]!r} is missing")
        extra = next(key for key in data if key not in keys)
        raise _fail(where, f"unknown key {quote(extra)}")
    return data


def _choice(data: Any, where: str, choices: Mapping[str, Any] | tuple[str, ...]) -> Any:
    if type(data) is not str or data not in choices:
        listed = ", ".join(choices)
        raise _fail(where, f"expected one of {listed}, found {quote(data)}")
    return choices[data] if isinstance(choices, Mapping) else data


def _rules_in(data: Any, where: str) -> Rules:
    if type(data) is not dict:
        raise _fail(where, f"expected an object, found {quote(data)}")
    try:
        return Rules.from_dict(data)
    except RulesError as exc:
        raise _fail(where, str(exc)) from None
    except TypeError as exc:  # an option's value of a type from_dict does not read
        raise _fail(where, str(exc)) from None


def _pile_in(data: Any, where: str) -> tuple[int, ...]:
    return tuple(_cards(data, where))


#: Every public event, by its JSON's seat, action and card: most of a view's input is
#: events, and a look-up reads one (the checked way below says what is wrong).
_EVENTS: dict[tuple[object, object, object], PublicEvent] = {
    (seat, kind.value, None if card is None else CARD_NAMES[card]): PublicEvent(seat, kind, card)
    for seat in (0, 1) for kind in Kind for card in (None, *range(52))
}


def _events_in(data: Any, where: str) -> tuple[PublicEvent, ...]:
    events = []
    known = _EVENTS
    for i, item in enumerate(_list(data, where)):
        if type(item) is dict and len(item) == 3 and "card" in item:
            event = known.get((item.get("seat"), item.get("action"), item["card"]))
            if event is not None and type(item["seat"]) is int:
                events.append(event)
                continue
        at = f"{where}[{i}]"
        entry = _object(item, at, ("seat", "action", "card"))
        events.append(PublicEvent(
            _seat(entry["seat"], f"{at}.seat"),
            _choice(entry["action"], f"{at}.action", _KINDS),
            _card_or_none_in(entry["card"], f"{at}.card"),
        ))
    return tuple(events)


def _melds_in(data: Any, where: str) -> tuple[int, ...]:
    return tuple(
        _mask(meld, f"{where}[{i}]") for i, meld in enumerate(_list(data, where))
    )


def _deadwood_in(entry: dict[str, Any], where: str, counted: int) -> None:
    given = _int(entry["deadwood"], f"{where}.deadwood")
    if given != counted:
        raise _fail(f"{where}.deadwood", f"the deadwood cards count {counted}, not {given}")


def _arrangement_in(data: Any, where: str) -> Arrangement | None:
    if data is None:
        return None
    entry = _object(data, where, ("melds", "deadwood_cards", "deadwood"))
    arr = Arrangement(
        _melds_in(entry["melds"], f"{where}.melds"),
        _mask(entry["deadwood_cards"], f"{where}.deadwood_cards"),
    )
    _deadwood_in(entry, where, arr.deadwood)
    return arr


def _showing_in(data: Any, where: str) -> Showing | None:
    if data is None:
        return None
    entry = _object(data, where, ("melds", "layoffs", "deadwood_cards", "deadwood"))
    layoffs = []
    for i, item in enumerate(_list(entry["layoffs"], f"{where}.layoffs")):
        at = f"{where}.layoffs[{i}]"
        lo = _object(item, at, ("card", "meld"))
        layoffs.append(Layoff(_card(lo["card"], f"{at}.card"), _int(lo["meld"], f"{at}.meld")))
    show = Showing(
        _melds_in(entry["melds"], f"{where}.melds"),
        tuple(layoffs),
        _mask(entry["deadwood_cards"], f"{where}.deadwood_cards"),
    )
    _deadwood_in(entry, where, show.deadwood)
    return show


_RESULT_KEYS = ("outcome", "winner", "points", "knocker", "knocker_deadwood",
                "defender_deadwood", "score", "draw_reason")
_SCORE_KEYS = ("outcome", "knocker_wins", "points", "difference", "bonus", "multiplier")


def _int_or_none(data: Any, where: str) -> int | None:
    return None if data is None else _int(data, where)


def _result_in(data: Any, where: str) -> HandResult | None:
    if data is None:
        return None
    entry = _object(data, where, _RESULT_KEYS)
    score: HandScore | None = None
    if entry["score"] is not None:
        at = f"{where}.score"
        raw = _object(entry["score"], at, _SCORE_KEYS)
        score = HandScore(
            _choice(raw["outcome"], f"{at}.outcome", _OUTCOMES),
            _bool(raw["knocker_wins"], f"{at}.knocker_wins"),
            _int(raw["points"], f"{at}.points"),
            _int(raw["difference"], f"{at}.difference"),
            _int(raw["bonus"], f"{at}.bonus"),
            _int(raw["multiplier"], f"{at}.multiplier", 1),
        )
    reason = entry["draw_reason"]
    return HandResult(
        _choice(entry["outcome"], f"{where}.outcome", _OUTCOMES),
        _seat_or_none(entry["winner"], f"{where}.winner"),
        _int(entry["points"], f"{where}.points"),
        _seat_or_none(entry["knocker"], f"{where}.knocker"),
        _int_or_none(entry["knocker_deadwood"], f"{where}.knocker_deadwood"),
        _int_or_none(entry["defender_deadwood"], f"{where}.defender_deadwood"),
        score,
        None if reason is None else _choice(reason, f"{where}.draw_reason", _DRAW_REASONS),
    )


def _pair(data: Any, where: str) -> tuple[int, int]:
    items = _list(data, where)
    if len(items) != 2:
        raise _fail(where, f"expected two numbers, one per seat, found {len(items)}")
    return (_int(items[0], f"{where}[0]"), _int(items[1], f"{where}[1]"))


def _standing_in(data: Any, where: str) -> Standing | None:
    if data is None:
        return None
    entry = _object(data, where, ("target", "hollywood", "games"))
    games = []
    for i, item in enumerate(_list(entry["games"], f"{where}.games")):
        at = f"{where}.games[{i}]"
        game = _object(item, at, ("scores", "hands_won", "winner"))
        games.append(GameStanding(
            _pair(game["scores"], f"{at}.scores"),
            _pair(game["hands_won"], f"{at}.hands_won"),
            _seat_or_none(game["winner"], f"{at}.winner"),
        ))
    if not games:
        raise _fail(f"{where}.games", "expected at least one game")
    return Standing(
        _int(entry["target"], f"{where}.target", 1),
        tuple(games),
        _bool(entry["hollywood"], f"{where}.hollywood"),
    )


#: How each field of a view is read and checked, in SeatView's field order.
_DECODE: dict[str, Callable[[Any, str], Any]] = {
    "seat": _seat,
    "rules": _rules_in,
    "phase": lambda data, where: _choice(data, where, _PHASES),
    "to_act": _seat,
    "dealer": _seat,
    "hand": _mask,
    "opponent_hand_size": lambda data, where: _int(data, where, 0, 11),
    "pile": _pile_in,
    "stock_count": lambda data, where: _int(data, where, 0, 52),
    "upcard": _card,
    "knock_limit": lambda data, where: _int(data, where, 0, 10),
    "taken": _card_or_none_in,
    "passes": lambda data, where: _int(data, where, 0, 2),
    "stock_only": _bool,
    "turn": _int,
    "opponent_known": _mask,
    "events": _events_in,
    "knocker": _seat_or_none,
    "big_gin": _bool,
    "arrangement": _arrangement_in,
    "showing": _showing_in,
    "result": _result_in,
    "knock_discard": _card_or_none_in,
    "standing": _standing_in,
}
assert tuple(_DECODE) == _FIELDS, "wire: a field of SeatView has no decoding"


def view_from_json(data: Any) -> SeatView:
    """The view :func:`view_to_json` wrote; raises :class:`WireError` naming the first
    field that is missing, unknown or not in the wire form."""
    entry = _object(data, "(the view)", _FIELDS)
    return _new_tuple(SeatView, [_DECODE[name](entry[name], repr(name)) for name in _FIELDS])


# ----------------------------------------------------------------------------- updates


def view_update(old: SeatView | None, new: SeatView) -> dict[str, Any]:
    """What the holder of view ``old`` needs to rebuild ``new``: the fields that differ,
    written as in :func:`view_to_json`, with the events that ``new`` adds to
    ``old``'s as ``new_events`` (all of ``new`` when ``old`` is None)."""
    if old is None:
        return view_to_json(new)
    out: dict[str, Any] = {}
    encode = _ENCODE
    before: Any
    after: Any
    for name, before, after in zip(_FIELDS, old, new, strict=True):
        if before is after or before == after:
            continue
        if name == "events":
            count = len(before)
            if after[:count] == before:
                out["new_events"] = _events_json(after[count:])
                continue
        out[name] = encode[name](after)
    return out


def apply_update(old: SeatView | None, update: Any) -> SeatView:
    """The view ``update`` (from :func:`view_update`) describes, given ``old``, the view
    it was written against; raises :class:`WireError` as :func:`view_from_json` does."""
    if old is None:
        return view_from_json(update)
    if type(update) is not dict:
        raise _fail("(the update)", f"expected an object, found {quote(update)}")
    values: list[Any] = list(old)
    for key, data in update.items():
        if key == "new_events":
            index = _INDEX["events"]
            values[index] = values[index] + _events_in(data, repr(key))
            continue
        index = _INDEX.get(key, -1)
        if index < 0:
            raise _fail("(the update)", f"unknown key {quote(key)}")
        values[index] = _DECODE[key](data, repr(key))
    return _new_tuple(SeatView, values)


_INDEX = {name: i for i, name in enumerate(_FIELDS)}
