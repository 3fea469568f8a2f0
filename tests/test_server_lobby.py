"""Quick match in the database (server/lobby.py): pairing, offers, claims, and two
people pairing each other at once, on SQLite and on PostgreSQL (issue 28, items 3
and 9: people asking through different server processes are paired)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from ginrummy.server import db, lobby
from ginrummy.server.lobby import Pairing
from ginrummy.server.store import Store, migrate
from ginrummy.server.writes import Tx
from server_harness import InProcessServer, http, new_person
from test_server_store import BACKENDS, empty_database

Json = dict[str, Any]

START = datetime(2026, 12, 4, 12, 0, tzinfo=UTC)
WAIT = 30.0


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now

    def pass_(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


@pytest.fixture(params=BACKENDS)
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    yield from empty_database(request.param, tmp_path)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def store(url: str, clock: Clock) -> Iterator[Store]:
    migrate(url)
    opened = Store(url, clock=clock)
    yield opened
    opened.close()


def person(store: Store, name: str) -> str:
    return store.create_identity(name)[0].id


def ask(store: Store, who: str, system: str = "standard") -> Pairing:
    return store.write(lambda tx: lobby.ask(tx, who, system, WAIT))


def table(store: Store, table_id: str) -> str:
    store.create_table(table_id, table_id[-6:].upper(), {"system": "standard"})
    return table_id


def test_two_people_asking_for_one_system_are_paired_and_both_told(
        store: Store, clock: Clock) -> None:
    ann, bob = person(store, "Ann"), person(store, "Bob")
    assert ask(store, ann) == Pairing("waiting")
    clock.pass_(2)
    pairing = ask(store, bob)
    # Bob's request made the pairing: Bob's server makes the table, Ann is told.
    assert pairing == Pairing("matched", None, ann)
    clock.pass_(0.1)
    assert ask(store, ann) == Pairing("waiting")  # claimed: the table is being made
    made = table(store, "t-ann-bob")
    store.write(lambda tx: lobby.made(tx, bob, made, ann))
    assert ask(store, ann) == Pairing("matched", made)
    # Asking again while the table is open is told the same table (issue 40 item 7:
    # not paired again, and again): Bob too.
    assert ask(store, ann) == Pairing("matched", made)
    assert ask(store, bob) == Pairing("matched", made)
    cat = person(store, "Cat")
    assert ask(store, cat) == Pairing("waiting")
    # Once the match is over, asking is a new wait.
    store.set_status(made, "over")
    assert ask(store, ann) == Pairing("matched", None, cat)
    assert ask(store, bob) == Pairing("waiting")


def test_people_asking_for_different_systems_are_not_paired(store: Store) -> None:
    ann, bob = person(store, "Ann"), person(store, "Bob")
    assert ask(store, ann, "standard") == Pairing("waiting")
    assert ask(store, bob, "oklahoma") == Pairing("waiting")
    assert ask(store, ann, "standard") == Pairing("waiting")
    # Ann changes her mind: her wait is for the new system, and she meets Bob there.
    assert ask(store, ann, "oklahoma") == Pairing("matched", None, bob)


def test_the_one_still_asking_is_paired_not_one_who_left_earlier(
        store: Store, clock: Clock) -> None:
    bob, cat, dan = person(store, "Bob"), person(store, "Cat"), person(store, "Dan")
    ask(store, bob)
    clock.pass_(lobby.ALIVE_SECONDS + 1)  # Bob closed his client; his row is older
    assert ask(store, cat) == Pairing("waiting")
    clock.pass_(1)
    assert ask(store, dan) == Pairing("matched", None, cat)


def test_the_computer_is_offered_after_the_wait_and_the_wait_starts_again(
        store: Store, clock: Clock) -> None:
    ann = person(store, "Ann")
    assert ask(store, ann) == Pairing("waiting")
    clock.pass_(WAIT - 1)
    assert ask(store, ann) == Pairing("waiting")
    clock.pass_(1)
    assert ask(store, ann) == Pairing("offer")
    # Declined (she asks on without the computer): offered again after another wait,
    # not at every ask.
    clock.pass_(2)
    assert ask(store, ann) == Pairing("waiting")
    clock.pass_(WAIT)
    assert ask(store, ann) == Pairing("offer")


def test_one_who_stopped_asking_is_not_paired(store: Store, clock: Clock) -> None:
    ann, bob = person(store, "Ann"), person(store, "Bob")
    ask(store, ann)
    clock.pass_(lobby.ALIVE_SECONDS + 1)  # Ann closed her client
    assert ask(store, bob) == Pairing("waiting")
    clock.pass_(1)
    # Ann comes back: Bob is waiting, and she is paired with him.
    assert ask(store, ann) == Pairing("matched", None, bob)


def test_a_claim_never_followed_by_a_table_is_void(store: Store, clock: Clock) -> None:
    ann, bob, cat = person(store, "Ann"), person(store, "Bob"), person(store, "Cat")
    ask(store, ann)
    assert ask(store, bob) == Pairing("matched", None, ann)  # Bob's server dies now
    for _ in range(int(lobby.CLAIM_SECONDS // 10)):
        clock.pass_(10)
        assert ask(store, ann) == Pairing("waiting")
    clock.pass_(1)
    assert ask(store, ann) == Pairing("waiting")  # the claim is void: queued again
    assert ask(store, cat) == Pairing("matched", None, ann)
    # The dead claim's table, if it ever came, is not Ann's any more.
    late = table(store, "t-late")
    store.write(lambda tx: lobby.made(tx, bob, late, ann))
    made = table(store, "t-ann-cat")
    store.write(lambda tx: lobby.made(tx, cat, made, ann))
    assert ask(store, ann) == Pairing("matched", made)


def test_a_table_that_could_not_be_made_leaves_the_other_waiting(store: Store) -> None:
    ann, bob, cat = person(store, "Ann"), person(store, "Bob"), person(store, "Cat")
    ask(store, ann)
    assert ask(store, bob) == Pairing("matched", None, ann)
    store.write(lambda tx: lobby.release(tx, bob, ann))
    assert ask(store, cat) == Pairing("matched", None, ann)


def alone(store: Store, who: str) -> Pairing | None:
    return store.write(lambda tx: lobby.alone(tx, who, "standard"))


def test_taking_the_computer_gives_the_person_who_came_instead(store: Store) -> None:
    ann, bob, cat = person(store, "Ann"), person(store, "Bob"), person(store, "Cat")
    ask(store, ann)
    assert ask(store, bob) == Pairing("matched", None, ann)
    # Ann says yes to the computer while Bob's table is being made: she waits for it.
    assert alone(store, ann) == Pairing("waiting")
    made = table(store, "t-ann-bob")
    store.write(lambda tx: lobby.made(tx, bob, made, ann))
    assert alone(store, ann) == Pairing("matched", made)
    store.set_status(made, "over")
    # With nothing pending she leaves the queue for her table against the computer:
    # nobody is paired with her.
    ask(store, ann)
    assert alone(store, ann) is None
    assert ask(store, cat) == Pairing("waiting")


def test_a_table_against_the_computer_is_made_once_for_every_ask(store: Store) -> None:
    """Issue 40 item 7: asking for the computer again (twice at once, or again later)
    is answered with the table made for the first ask, until its match is over."""
    ann = person(store, "Ann")
    assert alone(store, ann) is None  # this request makes the table
    assert alone(store, ann) == Pairing("waiting")  # the same ask again, meanwhile
    assert ask(store, ann) == Pairing("waiting")
    made = table(store, "t-ann-cpu")
    store.write(lambda tx: lobby.made(tx, ann, made))
    assert alone(store, ann) == Pairing("matched", made)
    assert ask(store, ann) == Pairing("matched", made)
    # She left the table (the server forgets it for her): the next ask is new.
    store.write(lambda tx: lobby.forget(tx, ann, made))
    assert alone(store, ann) is None
    store.write(lambda tx: lobby.release(tx, ann))  # that table was not made
    assert ask(store, ann) == Pairing("waiting")


def queued(tx: Tx, who: str) -> int:
    """``who`` waiting in the standard queue, put there directly."""
    return tx.write(db.quick_match.insert().values(
        identity_id=who, system="standard", since=tx.now, asked_at=tx.now))


def test_two_people_asking_at_once_are_paired_once(url: str) -> None:
    """Each round two people ask at the same moment, each in a transaction of its own
    (two connections, as two server processes would): exactly one request pairs them,
    never both (two tables for one pair) and never neither."""
    migrate(url)
    store = Store(url)
    try:
        for round_ in range(12):
            ann = person(store, f"Ann{round_}")
            bob = person(store, f"Bob{round_}")
            # Both waiting already (put there directly: asking in turn would pair
            # them), so each request finds the other.
            for who in (ann, bob):
                store.write(partial(queued, who=who))
            results: dict[str, Pairing] = {}
            barrier = threading.Barrier(2)

            def asks(who: str, results: dict[str, Pairing] = results,
                     barrier: threading.Barrier = barrier) -> None:
                barrier.wait()
                results[who] = ask(store, who)

            threads = [threading.Thread(target=asks, args=(who,)) for who in (ann, bob)]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            pairings = [p for p in results.values() if p.opponent is not None]
            assert len(pairings) == 1, results
            maker = ann if results[ann].opponent is not None else bob
            assert pairings[0].opponent == (bob if maker == ann else ann)
            assert results[pairings[0].opponent] == Pairing("waiting")
    finally:
        store.close()


def test_quick_match_over_http_seats_the_pair_and_offers_the_computer(tmp_path: Path) -> None:
    """The endpoint on a real server: the pair meets at one table, both seated as
    people; one alone is offered the computer and gets a table with it."""
    server = InProcessServer(f"sqlite:///{tmp_path / 'server.sqlite3'}",
                             quickmatch_wait=0.0).start()
    try:
        base = server.base
        (ann, ann_token), (bob, bob_token) = new_person(base, "Ann"), new_person(base, "Bob")

        def quick(token: str, computer: bool = False, system: str = "standard") -> Json:
            reply = http(base, "POST", "/api/quickmatch",
                         {"system": system, "computer": computer}, token=token)
            assert reply.status == 200, reply
            return dict(reply.body)

        assert quick(ann_token) == {"status": "waiting", "table": None}
        made = quick(bob_token)
        assert made["status"] == "matched" and made["table"]
        assert quick(ann_token) == {"status": "matched", "table": made["table"]}
        info = http(base, "GET", f"/api/tables/{made['table']}").body
        seated = {(s["kind"], s["name"]) for s in info["seats"]}
        assert seated == {("person", ann), ("person", bob)}, info

        cat, cat_token = new_person(base, "Cat")
        assert quick(cat_token, system="oklahoma")["status"] == "waiting"
        assert quick(cat_token, system="oklahoma")["status"] == "offer"  # the wait is 0
        alone = quick(cat_token, computer=True, system="oklahoma")
        assert alone["status"] == "matched"
        info = http(base, "GET", f"/api/tables/{alone['table']}").body
        assert info["system"] == "oklahoma"
        assert sorted((s["kind"], s["level"] or s["name"]) for s in info["seats"]) == \
            [("computer", "hard"), ("person", cat)], info
        # Cat left the queue for the computer: nobody is paired with her now.
        _dan, dan_token = new_person(base, "Dan")
        assert quick(dan_token, system="oklahoma")["status"] == "waiting"
    finally:
        server.stop()
