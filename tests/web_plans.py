"""Planned deals for the browser tests: a test that must see a gin, an undercut or a
knock by clicks cannot wait for the shuffle to give one.  An in-process server's
tables are made with a chosen seed (who deals first, R3.1; the three-player
roles, R11.1) and deal planned decks; the deck is still committed to before the
deal and revealed after, so the page's "deck verified" check runs on it as on
any other.  Only tests do this: the patches live for one test (monkeypatch)."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import pytest

from ginrummy.cards import parse_card, parse_hand
from ginrummy.fairness import fair_deck
from ginrummy.match import Match
from ginrummy.rules import preset
from ginrummy.table import ledger as ledger_module
from ginrummy.table.table import Table

__all__ = ["deck_for", "planned", "seed_where"]


def _cards(text: str) -> list[int]:
    mask = parse_hand(text)
    return [c for c in range(52) if mask >> c & 1]


def deck_for(non_dealer: str, dealer: str, upcard: str, stock: str = "") -> tuple[int, ...]:
    """The deck that deals ``non_dealer`` and ``dealer`` these ten cards each, turns
    ``upcard`` up and has ``stock`` on top of the stock (R3.2, R3.3: the cards go one
    at a time from the top, the non-dealer's first; the 21st is the upcard); the
    other cards follow in card order."""
    first, second = _cards(non_dealer), _cards(dealer)
    assert len(first) == 10 and len(second) == 10, "ten cards each"
    # the stock's top cards in the order written, not card order
    top = [parse_card(upcard), *(parse_card(c) for c in stock.split())]
    deck: list[int] = []
    for a, b in zip(first, second, strict=True):
        deck += [a, b]
    deck += top
    deck += [c for c in range(52) if c not in deck]
    assert sorted(deck) == list(range(52)), "each card once"
    return tuple(deck)


def seed_where(system: str, wanted: Callable[[Match], bool]) -> int:
    """The first table seed whose match starts as ``wanted`` says (its first dealer,
    its roles)."""
    rules = preset(system)
    for seed in range(10_000):
        if wanted(Match(rules, seed=seed)):
            return seed
    raise AssertionError("no seed up to 10,000 starts the match so")


@contextmanager
def planned(monkeypatch: pytest.MonkeyPatch, seed: int,
            decks: Sequence[tuple[int, ...]]) -> Iterator[None]:
    """Tables made while this is open get ``seed`` and deal ``decks`` in order (then
    decks from the operating system again)."""
    queue: deque[tuple[int, ...]] = deque(decks)
    create = Table.create.__func__  # type: ignore[attr-defined]

    def seeded(cls: type[Table], *args: Any, **kwargs: Any) -> Table:
        kwargs["seed"] = seed
        table: Table = create(cls, *args, **kwargs)
        return table

    real_deck = fair_deck

    def next_deck(rng: random.Random | None = None) -> tuple[int, ...]:
        return queue.popleft() if queue else real_deck(rng)

    monkeypatch.setattr(Table, "create", classmethod(seeded))
    monkeypatch.setattr(ledger_module, "fair_deck", next_deck)
    yield
