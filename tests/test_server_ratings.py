"""Ratings (ginrummy.server.ratings): OpenSkill's Plackett-Luce over the store."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from ginrummy.server.errors import StoreError, UnknownIdentity
from ginrummy.server.ratings import MODEL, new_ratings, placings_by_score, rate
from ginrummy.server.rows import Rating
from ginrummy.server.store import Store, migrate
from test_server_store import BACKENDS, empty_database


@pytest.fixture(params=BACKENDS)
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    for url in empty_database(request.param, tmp_path):
        migrate(url)
        opened = Store(url)
        yield opened
        opened.close()


def people(store: Store, *names: str) -> list[str]:
    return [store.create_identity(name)[0].id for name in names]


def test_the_winner_goes_up_and_the_loser_down(store: Store) -> None:
    ann, bob = people(store, "Ann", "Bob")
    store.write(lambda tx: rate(tx, "standard", [[ann], [bob]]))
    a, b = store.rating(ann, "standard"), store.rating(bob, "standard")
    assert a is not None and b is not None
    assert a.mu > MODEL.mu > b.mu
    assert a.sigma < MODEL.sigma and b.sigma < MODEL.sigma
    assert (a.matches, b.matches) == (1, 1)
    assert a.ordinal > b.ordinal
    # Another system is rated apart.
    assert store.rating(ann, "hollywood") is None
    # Bob wins the next two: he passes Ann.
    for _ in range(2):
        store.write(lambda tx: rate(tx, "standard", [[bob], [ann]]))
    a2, b2 = store.rating(ann, "standard"), store.rating(bob, "standard")
    assert a2 is not None and b2 is not None
    assert b2.ordinal > a2.ordinal and (a2.matches, b2.matches) == (3, 3)


def test_computers_are_not_rated_and_do_not_count(store: Store) -> None:
    (ann,) = people(store, "Ann")
    assert store.write(lambda tx: rate(tx, "standard", [[ann], [None]])) == {}
    assert store.write(lambda tx: rate(tx, "standard", [[None], [ann]])) == {}
    assert store.rating(ann, "standard") is None
    # Three-player Gin, placed by final score, with a computer in the middle: the
    # two people are rated as first and second between themselves.
    (bob,) = people(store, "Bob")
    placings = placings_by_score([(bob, 80), (None, 150), (ann, 120)])
    assert placings == [[None], [ann], [bob]]
    with_computer = store.write(lambda tx: rate(tx, "standard", placings))
    alone = new_ratings("standard", {}, [[ann], [bob]])
    assert with_computer == alone
    assert set(with_computer) == {ann, bob}


def test_a_tie_in_three_player_gin(store: Store) -> None:
    ann, bob, cat = people(store, "Ann", "Bob", "Cat")
    placings = placings_by_score([(ann, 100), (bob, 100), (cat, 40)])
    assert placings == [[ann, bob], [cat]]
    new = store.write(lambda tx: rate(tx, "standard", placings))
    assert new[ann].mu == pytest.approx(new[bob].mu)
    assert new[ann].mu > MODEL.mu > new[cat].mu


def test_the_leaderboard_orders_by_ordinal(store: Store) -> None:
    ann, bob, cat = people(store, "Ann", "Bob", "Cat")
    store.put_ratings([
        Rating(ann, "standard", mu=30.0, sigma=5.0, matches=4),    # ordinal 15
        Rating(bob, "standard", mu=40.0, sigma=9.0, matches=1),    # ordinal 13
        Rating(cat, "standard", mu=26.0, sigma=3.0, matches=20),   # ordinal 17
        Rating(bob, "hollywood", mu=50.0, sigma=1.0, matches=9),
    ])
    board = store.leaderboard("standard")
    assert [(s.name, s.rating.ordinal) for s in board] == [
        ("Cat", 17.0), ("Ann", 15.0), ("Bob", 13.0)]
    assert [s.name for s in store.leaderboard("standard", limit=2)] == ["Cat", "Ann"]
    assert [s.name for s in store.leaderboard("hollywood")] == ["Bob"]
    assert store.leaderboard("oklahoma") == []


def test_bad_placings_are_refused_and_nothing_is_written(store: Store) -> None:
    ann, bob = people(store, "Ann", "Bob")
    with pytest.raises(UnknownIdentity):
        store.write(lambda tx: rate(tx, "standard", [[ann], ["nobody"]]))
    with pytest.raises(StoreError, match="twice"):
        store.write(lambda tx: rate(tx, "standard", [[ann], [ann]]))
    with pytest.raises(StoreError, match="list of seats"):
        store.write(lambda tx: rate(tx, "standard", [ann, bob]))
    assert store.rating(ann, "standard") is None
