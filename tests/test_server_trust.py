"""Matches people can trust, at a real server with a fake clock (issue 49, part A;
docs/protocol.md "Away, claims and adjourned matches", "claim", "rematch", "GET
/api/me/tables"; docs/server.md "Ratings"):

- a person who leaves a table against the computer comes back, days later, to
  their match as they left it: the computer decided nothing for them (nor for
  itself: the table was adjourned, its clock stopped), and their games in
  progress list it;
- ``GET /api/me/tables`` lists the tables where the token's person holds a seat
  and the match is not over;
- the one who stayed claims the match of a person away: a forfeit, rated as one;
- a match where the computer stood in for a person is not rated;
- a match every person left is adjourned, and goes on after a server restart;
- a rematch, between people once both accept, and against the computer at once.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlalchemy as sa

from ginrummy.server import db
from server_harness import (
    Client,
    FakeClock,
    InProcessServer,
    Json,
    Person,
    check_record_replays,
    http,
    log_of,
    new_person,
    new_table,
    record_of,
    seat_people,
    store_of,
)

DAY = 86_400.0


@pytest.fixture
def server(tmp_path: Path) -> Iterator[InProcessServer]:
    started = InProcessServer(f"sqlite:///{tmp_path / 'server.sqlite3'}").start()
    yield started
    started.stop()


def identity_of(database: str, token: str) -> str:
    with store_of(database) as store:
        found = store.identify(token)
        assert found is not None
        return found.id


def yours(server: InProcessServer, token: str) -> list[Json]:
    reply = http(server.base, "GET", "/api/me/tables", token=token)
    assert reply.status == 200, reply
    return list(reply.body)


def status_in_store(database: str, table_id: str) -> str:
    with store_of(database) as store:
        row = store.table(table_id)
        assert row is not None
        return row.status


def acted_since(database: str, table_id: str, seq: int) -> list[Json]:
    return [e for s, e in log_of(database, table_id) if e["type"] == "acted" and s > seq]


async def until_my_turn(person: Person) -> Json:
    """Play (as the scripted person) until the table waits for this person's action."""
    def mine(m: Json) -> bool:
        return m["type"] == "snapshot" and m["table"]["status"] == "playing" \
            and m["view"] is not None and m["view"]["to_act"] == m["view"]["seat"]
    snapshot = person.client.snapshot
    if snapshot is not None and mine(snapshot):
        return snapshot
    return await person.client.until(mine)


# ----------------------------------------------------------------------------- away alone


def test_leaving_a_computer_table_and_coming_back_finds_nothing_played(
        server: InProcessServer) -> None:
    async def go() -> None:
        made, [me], [token] = await seat_people(server, "standard", "PC", target=100,
                                                grace_seconds=10, turn_seconds=30)
        await until_my_turn(me)
        await me.client.close()  # the page closed: no leave, the seat is the person's
        await server.tick()
        left_at = log_of(server.database, made["id"])[-1][0]
        server.clock.advance(10.1)
        await server.tick()
        entries = log_of(server.database, made["id"])
        assert [e["type"] for s, e in entries if s > left_at] == ["away"]
        assert status_in_store(server.database, made["id"]) == "adjourned"
        # Nobody is there to play with, nor to watch: the lobby leaves it out.
        assert made["id"] not in {t["id"] for t in http(server.base, "GET", "/api/tables").body}
        # Days go by: nothing is decided, for the person or by the computers.
        for _ in range(3):
            server.clock.advance(DAY)
            await server.tick()
        assert log_of(server.database, made["id"]) == entries
        with store_of(server.database) as store:
            assert store.timers(made["id"]) is None  # no clock ran
        # The games in progress say where the person left.
        [listed] = yours(server, token)
        assert listed["id"] == made["id"] and listed["status"] == "adjourned"
        assert listed["seat"] == 0 and listed["seats"][0]["away"] is True
        # Back: it is the person's turn, as it was, and the log holds no decision
        # that was not theirs at their seat.
        back = await Client.hello(server, token, made["id"])
        shown = await back.until(lambda m: m["type"] == "snapshot"
                                 and m["table"]["status"] == "playing")
        assert shown["view"]["to_act"] == shown["view"]["seat"] == 0
        assert shown["timers"] == []
        entries = log_of(server.database, made["id"])
        assert [e["type"] for s, e in entries if s > left_at] == ["away", "back"]
        assert all(e["by"] == "person" for _s, e in entries
                   if e["type"] == "acted" and e["seat"] == 0)
        [listed] = yours(server, token)
        assert listed["status"] == "playing" and listed["your_turn"] is True
        await back.close()

    asyncio.run(go())


# ----------------------------------------------------------------------------- the list


def test_your_games_in_progress_are_the_tables_where_you_hold_a_seat(
        server: InProcessServer) -> None:
    async def go() -> None:
        _ann, ann = new_person(server.base, "Ann")
        _bob, bob = new_person(server.base, "Bob")
        assert http(server.base, "GET", "/api/me/tables").status == 401
        assert http(server.base, "GET", "/api/me/tables", token="nobody").status == 401
        assert yours(server, ann) == []
        alone = new_table(server.base, ann, "standard", "PC")
        friends = new_table(server.base, ann, "three-player", "PPC", private=True)
        others = new_table(server.base, bob, "standard", "PC")
        listed = yours(server, ann)
        assert {t["id"] for t in listed} == {alone["id"], friends["id"]}
        by_id = {t["id"]: t for t in listed}
        assert by_id[friends["id"]]["status"] == "waiting"
        assert by_id[alone["id"]]["seat"] == 0 and by_id[alone["id"]]["status"] == "playing"
        assert [t["id"] for t in yours(server, bob)] == [others["id"]]
        # Bob joins the private table: it is his too.
        reply = http(server.base, "POST", "/api/tables/join", {"code": friends["code"]},
                     token=bob)
        assert reply.status == 200 and reply.body["seat"] == 1
        assert {t["id"] for t in yours(server, bob)} == {others["id"], friends["id"]}
        # A match that is over is no game in progress: Bob gives his up by leaving.
        client = await Client.hello(server, bob, others["id"])
        await client.until(lambda m: m["type"] == "snapshot")
        await client.send({"type": "leave"})
        await client.until(lambda m: m["type"] == "snapshot" and m["you"]["seat"] is None)
        await client.close()
        assert [t["id"] for t in yours(server, bob)] == [friends["id"]]

    asyncio.run(go())


# ----------------------------------------------------------------------------- claims


def test_a_claimed_forfeit_is_rated_as_one(server: InProcessServer) -> None:
    async def go() -> None:
        made, people, tokens = await seat_people(server, "standard", "PP", target=500,
                                                 grace_seconds=10)
        ann, bob = people
        # Bob is to act; he goes.
        gone, stays = (ann, bob) if (await until_turn_of_either(people)) == 0 else (bob, ann)
        await gone.client.close()
        await stays.client.until(lambda m: m["type"] == "snapshot"
                                 and not m["table"]["seats"][gone.seat]["connected"])
        assert stays.client.snapshot is not None
        assert stays.client.snapshot["table"]["claim"] is None
        await stays.client.ping("sync")
        await stays.client.refused({"type": "claim"}, "not_allowed")  # not yet
        server.clock.advance(10.1)
        await server.tick()
        told = await stays.client.until(lambda m: m["type"] == "snapshot"
                                        and m["table"]["claim"] is not None)
        assert told["table"]["claim"] == {"player": gone.seat, "why": "away"}
        assert acted_since(server.database, made["id"], told["seq"] - 1) == []
        await stays.client.send({"type": "claim"})
        end = await stays.client.until(lambda m: m["type"] == "event"
                                       and m["event"]["type"] == "match_end")
        assert end["event"]["winner"] == stays.seat
        forfeit = stays.client.events("forfeit")
        assert forfeit == [{"type": "forfeit", "player": gone.seat, "why": "away",
                            "by": stays.seat}]
        over = await stays.client.until(lambda m: m["type"] == "snapshot"
                                        and m["table"]["status"] == "over")
        assert over["table"]["forfeit"] == {"player": gone.seat, "why": "away"}
        assert over["table"]["rated"] is True
        record = record_of(server.base, made["id"])
        assert record["result"]["forfeit"]["player"] == gone.seat
        check_record_replays(record)
        winner = identity_of(server.database, tokens[stays.seat])
        loser = identity_of(server.database, tokens[gone.seat])
        with store_of(server.database) as store:
            won, lost = store.rating(winner, "standard"), store.rating(loser, "standard")
        assert won is not None and lost is not None
        assert won.matches == lost.matches == 1 and won.mu > lost.mu
        await stays.client.close()

    asyncio.run(go())


async def until_turn_of_either(people: list[Person]) -> int:
    """The seat of the person whose action the table waits for, once it does."""
    while True:
        for person in people:
            snapshot = person.client.snapshot
            if snapshot is not None and snapshot["view"] is not None \
                    and snapshot["table"]["status"] == "playing" \
                    and snapshot["view"]["to_act"] == snapshot["view"]["seat"]:
                return person.seat
        await people[0].client.until(lambda m: m["type"] == "snapshot")


def test_a_match_the_computer_stood_in_for_is_not_rated(server: InProcessServer) -> None:
    async def go() -> None:
        made, people, tokens = await seat_people(server, "standard", "PP", target=10,
                                                 grace_seconds=10, computer_takes_over=True)
        gone = people[1]
        stays = people[0]
        await gone.client.close()
        await stays.client.until(lambda m: m["type"] == "snapshot"
                                 and not m["table"]["seats"][1]["connected"])
        assert stays.client.snapshot is not None
        assert stays.client.snapshot["table"]["rated"] is False  # never, at such a table
        server.clock.advance(10.1)
        await server.tick()
        await asyncio.wait_for(stays.play(), 300)
        entries = log_of(server.database, made["id"])
        assert {e["by"] for _s, e in entries if e["type"] == "acted" and e["seat"] == 1} \
            >= {"away"}
        assert status_in_store(server.database, made["id"]) == "over"
        check_record_replays(record_of(server.base, made["id"]))
        with store_of(server.database) as store:
            for token in tokens:
                assert store.rating(identity_of(server.database, token), "standard") is None
        await stays.client.close()

    asyncio.run(go())


# ----------------------------------------------------------------------------- adjourned


def test_a_match_everyone_left_is_adjourned_and_goes_on_after_a_restart(
        tmp_path: Path) -> None:
    database = f"sqlite:///{tmp_path / 'server.sqlite3'}"
    clock = FakeClock()
    first = InProcessServer(database, clock=clock).start()
    try:
        async def leave_it() -> tuple[Json, list[str], int]:
            made, people, tokens = await seat_people(first, "standard", "PP", target=15,
                                                     grace_seconds=10, turn_seconds=60,
                                                     computer_takes_over=True)
            await until_turn_of_either(people)
            for person in people:
                await person.client.close()
            await first.tick()
            clock.advance(10.1)
            await first.tick()
            left_at = log_of(database, made["id"])[-1][0]
            clock.advance(DAY)
            await first.tick()
            assert log_of(database, made["id"])[-1][0] == left_at
            return made, tokens, left_at

        made, tokens, left_at = asyncio.run(leave_it())
    finally:
        first.stop()
    entries = log_of(database, made["id"])
    assert [e["type"] for _s, e in entries][-2:] == ["away", "away"]
    assert status_in_store(database, made["id"]) == "adjourned"
    clock.advance(7 * DAY)
    second = InProcessServer(database, clock=clock).start()
    try:
        async def come_back() -> None:
            for _ in range(3):
                clock.advance(DAY)
                await second.tick()
            assert log_of(database, made["id"])[-1][0] == left_at
            people = []
            for seat, token in enumerate(tokens):
                client = await Client.hello(second, token, made["id"])
                await client.until(lambda m: m["type"] == "snapshot")
                people.append(Person(client, seat, random.Random(seat),
                                     server=second, token=token, table=made["id"]))
            await people[0].client.until(lambda m: m["type"] == "snapshot"
                                         and m["table"]["status"] == "playing")
            await asyncio.wait_for(asyncio.gather(*(p.play() for p in people)), 300)
            later = log_of(database, made["id"])
            # Nothing was played while everyone was gone: the first entry after they
            # left is one of them coming back.
            assert later[left_at][1]["type"] == "back"
            check_record_replays(record_of(second.base, made["id"]))
            for person in people:
                await person.client.close()

        asyncio.run(come_back())
    finally:
        second.stop()


# ----------------------------------------------------------------------------- rematch


async def finish(people: list[Person]) -> None:
    await asyncio.wait_for(asyncio.gather(*(p.play() for p in people)), 300)


def test_a_rematch_against_the_computer_starts_at_once(server: InProcessServer) -> None:
    async def go() -> None:
        made, [me], [token] = await seat_people(server, "three-player", "PCC", target=10)
        await finish([me])
        await me.client.send({"type": "rematch"})
        moved = await me.client.until(lambda m: m["type"] == "event"
                                      and m["event"]["type"] == "rematched")
        new_id = moved["event"]["table"]
        assert new_id != made["id"]
        again = await Client.hello(server, token, new_id)
        shown = await again.until(lambda m: m["type"] == "snapshot")
        table = shown["table"]
        assert shown["you"] == {"seat": 0, "role": "player", "hints": True}  # all others computers
        assert table["status"] == "playing" and table["system"] == "three-player"
        assert table["rules"]["target"] == 10
        assert [s["kind"] for s in table["seats"]] == ["person", "computer", "computer"]
        assert [s["level"] for s in table["seats"][1:]] == ["easy", "easy"]
        await me.client.ping("sync")
        await me.client.refused({"type": "rematch"}, "not_allowed")  # made already
        assert [t["id"] for t in yours(server, token)] == [new_id]
        for client in (me.client, again):
            await client.close()

    asyncio.run(go())


def test_a_rematch_between_people_is_made_when_the_other_accepts(
        server: InProcessServer) -> None:
    async def go() -> None:
        made, people, tokens = await seat_people(server, "standard", "PP", target=10)
        ann, bob = people
        await ann.client.ping("sync")
        await ann.client.refused({"type": "rematch"}, "not_allowed")  # not before the end
        await finish(people)
        await ann.client.send({"type": "rematch"})
        offered = await bob.client.until(lambda m: m["type"] == "snapshot"
                                         and m["table"]["rematch"] is not None)
        assert offered["table"]["rematch"] == {"offered": [0], "declined": None,
                                               "table": None}
        # Bob declines; Ann offers again; Bob accepts.
        await bob.client.send({"type": "rematch", "accept": False})
        await ann.client.until(lambda m: m["type"] == "snapshot"
                               and m["table"]["rematch"]["declined"] == 1)
        await ann.client.send({"type": "rematch"})
        await bob.client.until(lambda m: m["type"] == "snapshot"
                               and m["table"]["rematch"]["offered"] == [0])
        await bob.client.send({"type": "rematch", "accept": True})
        tables = set()
        for person in people:
            moved = await person.client.until(lambda m: m["type"] == "event"
                                              and m["event"]["type"] == "rematched")
            tables.add(moved["event"]["table"])
        [new_id] = tables
        with store_of(server.database) as store:
            assert store.table(new_id) is not None
        for seat, token in enumerate(tokens):
            again = await Client.hello(server, token, new_id)
            shown = await again.until(lambda m: m["type"] == "snapshot")
            assert shown["you"] == {"seat": seat, "role": "player", "hints": False}
            assert shown["table"]["status"] == "playing"
            assert [s["name"] for s in shown["table"]["seats"]] == \
                [s["name"] for s in offered["table"]["seats"]]
            await again.close()
        kinds = [e["type"] for _s, e in log_of(server.database, made["id"])]
        assert kinds[-5:] == ["rematch", "rematch", "rematch", "rematch", "rematched"]
        for person in people:
            await person.client.close()

    asyncio.run(go())


@pytest.mark.parametrize("stopped", ["before the new table was stored",
                                     "after the new table was stored"])
def test_a_rematch_accepted_just_before_the_server_died_is_made_when_someone_comes_back(
        tmp_path: Path, stopped: str) -> None:
    """Killed between the acceptance that completes a rematch (stored, and told to
    both) and the ``rematched`` entry naming the new table, a server left the finished
    table stuck: both had accepted, no table came, and a rematch sent again changed
    nothing; killed after the new table was stored, that table also sat in both
    people's games in progress, a match nobody was sent to.  Now whoever comes back
    to the finished table finds the rematch made, the one table it always is."""
    database = f"sqlite:///{tmp_path / 'server.sqlite3'}"
    first = InProcessServer(database).start()
    try:
        async def agree() -> tuple[Json, list[str], str]:
            made, people, tokens = await seat_people(first, "standard", "PP", target=1)
            await finish(people)
            await people[0].client.send({"type": "rematch"})
            await people[1].client.until(lambda m: m["type"] == "snapshot"
                                         and m["table"]["rematch"] is not None)
            await people[1].client.send({"type": "rematch"})
            moved = await people[1].client.until(lambda m: m["type"] == "event"
                                                 and m["event"]["type"] == "rematched")
            for person in people:
                await person.client.close()
            return made, tokens, moved["event"]["table"]

        made, tokens, new_id = asyncio.run(agree())
    finally:
        first.stop()
    # The store as the kill left it: the old table's log without its last entry (and,
    # killed earlier, no new table).
    [(last, entry)] = log_of(database, made["id"])[-1:]
    assert entry["type"] == "rematched"
    with store_of(database) as store, store.engine.begin() as conn:
        conn.execute(sa.delete(db.entries).where((db.entries.c.table_id == made["id"])
                                                 & (db.entries.c.seq == last)))
        conn.execute(sa.update(db.tables).where(db.tables.c.id == made["id"])
                     .values(version=last - 1))
        if stopped == "before the new table was stored":
            for kind in (db.entries, db.players, db.timers):
                conn.execute(sa.delete(kind).where(kind.c.table_id == new_id))
            conn.execute(sa.delete(db.tables).where(db.tables.c.id == new_id))
    second = InProcessServer(database).start()
    try:
        async def come_back() -> None:
            ann = await Client.hello(second, tokens[0], made["id"])
            shown = await ann.until(lambda m: m["type"] == "snapshot")
            assert set(shown["table"]["rematch"]["offered"]) == {0, 1}
            moved = await ann.until(lambda m: m["type"] == "event"
                                    and m["event"]["type"] == "rematched", timeout=20)
            made_now = moved["event"]["table"]
            for seat, token in enumerate(tokens):
                # One rematch, where each has the seat they had: no table beside it.
                assert [t["id"] for t in yours(second, token)] == [made_now]
                again = await Client.hello(second, token, made_now)
                there = await again.until(lambda m: m["type"] == "snapshot")
                assert there["you"]["seat"] == seat
                await again.close()
            if stopped == "after the new table was stored":
                assert made_now == new_id
            await ann.ping("sync")
            await ann.refused({"type": "rematch"}, "not_allowed")  # made already
            await ann.close()

        asyncio.run(come_back())
    finally:
        second.stop()
