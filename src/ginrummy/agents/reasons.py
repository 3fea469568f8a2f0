"""Why the expert ranks an action as it does, in parts a face can say in its own
language.

A reason is a tuple of :class:`Why` parts: a code from :data:`WHY_CODES` and its
numbers (cards as indices, chances as fractions of one, points and deadwood as
numbers).  :func:`english` writes the parts as the engine's English sentence (the
command line's ``hint``, the terminal, the protocol's ``reason``); the browser
writes the same parts from its catalogs (``why-CODE``), so a hint reads in
Armenian as well as in English.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final, Literal, get_args

from ginrummy.cards import CARD_NAMES

__all__ = ["CARD_ARGS", "WHY_ARGS", "WHY_CODES", "WHY_PARTS", "Why", "WhyArg", "WhyCode", "english"]

WhyCode = Literal[
    "least-deadwood", "blind-draw", "pass", "take", "joins-meld", "can-knock",
    "better-by-playouts", "big-gin", "discard", "take-next", "opponent-uses",
    "play-on-best", "best-by-playouts", "gin", "knock", "knock-or-play-on",
    "match-chance", "knock-expected", "wait",
]
WHY_CODES: Final[tuple[WhyCode, ...]] = get_args(WhyCode)

WhyArg = Literal["card", "deadwood", "expected", "chance", "points", "wait_points",
                 "undercut", "knock", "wait"]
"""The numbers a part may carry: ``card`` a card; ``deadwood`` a count of points;
``expected``, ``points`` and ``wait_points`` expected points; ``chance``,
``undercut``, ``knock`` and ``wait`` chances, as fractions of one."""
WHY_ARGS: Final[tuple[WhyArg, ...]] = get_args(WhyArg)

CARD_ARGS: Final[frozenset[WhyArg]] = frozenset({"card"})
"""The arguments that hold a card index (sent as the card's name, ``Kc``)."""

WHY_PARTS: Final[dict[WhyCode, frozenset[WhyArg]]] = {
    "least-deadwood": frozenset(), "blind-draw": frozenset({"expected"}),
    "pass": frozenset({"expected"}), "take": frozenset({"card", "deadwood"}),
    "joins-meld": frozenset(), "can-knock": frozenset(), "better-by-playouts": frozenset(),
    "big-gin": frozenset(), "discard": frozenset({"card", "deadwood", "expected"}),
    "take-next": frozenset({"card", "chance"}), "opponent-uses": frozenset({"chance"}),
    "play-on-best": frozenset(), "best-by-playouts": frozenset(), "gin": frozenset(),
    "knock": frozenset({"deadwood"}),
    "knock-or-play-on": frozenset({"deadwood", "points", "wait_points", "undercut"}),
    "match-chance": frozenset({"knock", "wait"}),
    "knock-expected": frozenset({"deadwood", "points", "undercut"}), "wait": frozenset(),
}
"""The numbers each part carries (what a catalog's ``why-CODE`` may use)."""

Number = int | float


@dataclass(frozen=True, slots=True)
class Why:
    """One part of a reason: what it says (``code``) and its numbers."""

    code: WhyCode
    args: Mapping[WhyArg, Number] = field(default_factory=dict)


def _pct(x: Number) -> str:
    return f"{x:.0%}"


_ENGLISH: Final[dict[WhyCode, Callable[[Mapping[WhyArg, Number]], str]]] = {
    "least-deadwood": lambda a: "least deadwood, fewest lay-offs",
    "blind-draw": lambda a: f"expected deadwood {a['expected']:.1f} after a blind draw",
    "pass": lambda a: f"pass: expected deadwood {a['expected']:.1f} after a blind draw",
    "take": lambda a: (f"take {CARD_NAMES[int(a['card'])]}: deadwood {a['deadwood']}"
                       " after the best discard"),
    "joins-meld": lambda a: "joins a meld",
    "can-knock": lambda a: "can knock",
    "better-by-playouts": lambda a: "better by play-outs",
    "big-gin": lambda a: "all eleven cards meld: big gin",
    "discard": lambda a: (f"discard {CARD_NAMES[int(a['card'])]}: deadwood {a['deadwood']},"
                          f" expected {a['expected']:.1f}"),
    "take-next": lambda a: (f"can take {CARD_NAMES[int(a['card'])]} if thrown next"
                            f" ({_pct(a['chance'])})"),
    "opponent-uses": lambda a: f"{_pct(a['chance'])} the opponent can use it",
    "play-on-best": lambda a: "best to play on by play-outs",
    "best-by-playouts": lambda a: "best by play-outs",
    "gin": lambda a: "gin",
    "knock": lambda a: f"knock with {a['deadwood']}",
    "knock-or-play-on": lambda a: (
        f"knock with {a['deadwood']}: expected {a['points']:+.1f} points against"
        f" {a['wait_points']:+.1f} for playing on, {_pct(a['undercut'])} undercut risk"),
    "match-chance": lambda a: (f"{_pct(a['knock'])} against {_pct(a['wait'])}"
                               " to win the match"),
    "knock-expected": lambda a: (f"knock with {a['deadwood']}: expected {a['points']:+.1f}"
                                 f" points, {_pct(a['undercut'])} undercut risk"),
    "wait": lambda a: "(wait)",
}

_JOINS: Final[dict[WhyCode, str]] = {"match-chance": "; ", "wait": " "}
"""How a part follows the one before it (a comma unless named here)."""


def english(parts: Sequence[Why]) -> str:
    """The reason as one English sentence.

    >>> english([Why("discard", {"card": 51, "deadwood": 12, "expected": 7.25}),
    ...          Why("opponent-uses", {"chance": 0.4})])
    'discard Kc: deadwood 12, expected 7.2, 40% the opponent can use it'
    >>> english([Why("knock", {"deadwood": 8}), Why("wait")])
    'knock with 8 (wait)'
    """
    text = ""
    for i, part in enumerate(parts):
        if i:
            text += _JOINS.get(part.code, ", ")
        text += _ENGLISH[part.code](part.args)
    return text
