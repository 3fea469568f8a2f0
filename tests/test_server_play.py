"""Whole matches through a real game server (issue 28, item 11): ``ginrummy serve``
in a process of its own, scripted people on ``websockets`` clients, and
spectators.

Every system (standard, Oklahoma, Hollywood, Oklahoma-Hollywood, three-player
with two or three people and the captain's advice, R11.3) is played to its
end; every message every client received validates against the protocol's
models; the record ``GET /api/tables/{id}/record`` serves replays through the
driver and every hand's commitment verifies; and no message leaked a card its
viewer may not see, the deck, the salt or the seed (the leak property, worked
out from the stored log and the record: server_harness.check_no_leak).  A
seeded random set of tables (random systems and seats, random decisions,
chat, hints, undo, people dropping their connection and coming back with
``last_seq``, spectators arriving mid-match) checks the leak property more
widely.  One whole match runs on PostgreSQL too (GINRUMMY_TEST_PG_URL).
"""

from __future__ import annotations

import asyncio
import random
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from ginrummy.driver import ADVISED_PHASES
from ginrummy.server.tablestore import MatchResult
from ginrummy.wire import view_from_json
from server_harness import (
    HUNG,
    Client,
    InProcessServer,
    Json,
    ServerProcess,
    check_no_leak,
    check_record_replays,
    every_client,
    http,
    log_of,
    mixed,
    moments,
    new_person,
    play_all,
    record_of,
    seat_people,
)
from test_server_store import empty_database


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    """One server process for the module, on a SQLite file of its own (each test
    makes its own people and tables)."""
    folder = tmp_path_factory.mktemp("serve")
    started = ServerProcess(f"sqlite:///{folder / 'server.sqlite3'}", folder).start()
    yield started
    started.stop()


@pytest.fixture
def pg_server(tmp_path: Path) -> Iterator[ServerProcess]:
    """A server process on a PostgreSQL schema of the test's own."""
    for url in empty_database("postgresql", tmp_path):
        started = ServerProcess(url, tmp_path).start()
        try:
            yield started
        finally:
            started.stop()


SYSTEMS = [
    ("standard", "PP"),
    ("oklahoma", "PP"),
    ("hollywood", "PP"),
    ("oklahoma-hollywood", "PP"),
    ("three-player", "PPC"),
    ("three-player", "PPP"),
]


@pytest.mark.parametrize(("system", "kinds"), SYSTEMS, ids=[f"{s}-{k}" for s, k in SYSTEMS])
def test_a_whole_match_through_the_server(server: ServerProcess, system: str, kinds: str,
                                          ) -> None:
    async def go() -> None:
        made, people, _tokens = await seat_people(server, system, kinds)
        _name, token = new_person(server.base, "Watch")
        spectator = await Client.hello(server, token, made["id"], role="spectator",
                                       name="spectator")
        watching = asyncio.create_task(spectator.until(
            lambda m: m["type"] == "snapshot" and m["table"]["status"] == "over"))
        await play_all(people)
        await asyncio.wait_for(watching, HUNG)
        record = record_of(server.base, made["id"])
        check_record_replays(record)
        clients = every_client(people, spectator)
        entries = log_of(server.database, made["id"])
        assert check_no_leak(clients, entries, record) > 0
        # Everyone was told of every hand and of the match's end, as the record has it.
        hands = len(record["hands"])
        for client in clients:
            assert len(client.events("hand_end")) == hands
            [end] = client.events("match_end")
            assert end["totals"] == record["result"]["totals"]
            assert end["winner"] == record["result"]["winner"] and end["seed"] == record["seed"]
            assert not client.errors()
            final = client.snapshot
            assert final is not None and final["table"]["status"] == "over"
        # The spectator saw the public view only, and no dealt cards.
        for _viewer, message in spectator.received:
            if message["type"] == "snapshot":
                assert message["view"] is None and message["you"]["role"] == "spectator"
            if message["type"] == "event" and message["event"]["type"] == "deal":
                assert message["event"]["cards"] is None
        # The people are rated in the system.
        board = http(server.base, "GET", f"/api/leaderboard?system={system}")
        names = {entry["name"] for entry in board.body}
        assert {p.client.name for p in people} <= names
        for person in people:
            await person.client.close()
        await spectator.close()

    asyncio.run(go())


@pytest.mark.parametrize("kinds", ["PPP", "PCP", "CPP"])
def test_three_player_advice_goes_to_the_captain_and_never_to_the_box(
        server: ServerProcess, kinds: str) -> None:
    """R11.3: the player sitting out sees the captain's hand and advises; the captain
    sees the advice; the box player is told neither the advice nor the captain's
    cards.  People advise, and the computer advises a person captain."""
    async def go() -> None:
        made, people, _tokens = await seat_people(server, "three-player", kinds, seed=3,
                                                  target=60)
        await play_all(people)
        record = record_of(server.base, made["id"])
        check_record_replays(record)
        entries = log_of(server.database, made["id"])
        at = moments(entries, record)
        advised = [seq for seq, entry in entries if entry["type"] == "advised"]
        assert advised, "nobody advised"
        # Each person who sat out a hand advised its captain (the scripted people
        # always do); the computer sitting out advised a person captain.
        by_person = {entry["seat"] for _seq, entry in entries if entry["type"] == "advised"
                     and kinds[entry["seat"]] == "P"}
        advised_kinds = {"pass", "draw_stock", "draw_discard", "discard", "knock", "big_gin"}
        sat_out = {hand["roles"]["out"] for hand in record["hands"]
                   if any(a["player"] == hand["roles"]["captain"]
                          and a["action"] in advised_kinds for a in hand["actions"])}
        assert by_person == {seat for seat in sat_out if kinds[seat] == "P"}
        told = 0
        for person in people:
            for viewer, message in person.client.received:
                moment = at[message["seq"]]
                captain, box, advisor = moment.seats[1], moment.seats[0], moment.advisor
                if message["type"] == "event" and message["event"]["type"] == "advice":
                    assert viewer in (captain, advisor) and viewer != box
                    told += 1
                if message["type"] == "snapshot" and message["advice"] is not None:
                    assert viewer in (captain, advisor)
                    view = view_from_json(message["view"])
                    assert view.seat == 1 and view.to_act == 1
                    assert view.phase in ADVISED_PHASES
        assert told
        assert check_no_leak(every_client(people), entries, record) > 0
        for person in people:
            await person.client.close()

    asyncio.run(go())


def test_a_whole_match_on_postgresql(pg_server: ServerProcess) -> None:
    async def go() -> None:
        made, people, _tokens = await seat_people(pg_server, "standard", "PP", target=50)
        await play_all(people)
        record = record_of(pg_server.base, made["id"])
        check_record_replays(record)
        entries = log_of(pg_server.database, made["id"])
        assert check_no_leak(every_client(people), entries, record) > 0
        for person in people:
            await person.client.close()

    asyncio.run(go())


# ----------------------------------------------------------------------------- the leak property

#: (system, seats) of the random tables: people and computers, two and three players.
PLANS = [
    ("standard", "PP"), ("standard", "PC"), ("standard", "CP"), ("oklahoma", "PP"),
    ("oklahoma", "PC"), ("hollywood", "PC"), ("oklahoma-hollywood", "PP"),
    ("three-player", "PPP"), ("three-player", "PCC"), ("three-player", "CPC"),
    ("three-player", "PPC"), ("eaai", "PC"),
]


@pytest.mark.parametrize("seed", [1, 2])
def test_no_message_to_a_seat_or_a_spectator_holds_a_card_it_may_not_see(
        server: ServerProcess, seed: int) -> None:
    """The leak property at the server (docs/server.md, "Who sees what"): random
    tables, played at once by people making random decisions, chatting, asking for
    hints and taking decisions back, dropping their connection and coming back
    with ``last_seq`` (missed events then a snapshot), with a spectator from the
    start and one arriving mid-match.  Every message every connection received,
    the first snapshot included, is checked against what its viewer may see at
    the message's seq, worked out from the log and the record."""
    rng = random.Random(seed)
    plans = rng.sample(PLANS, 4)

    async def one(system: str, kinds: str, table_seed: int) -> None:
        made, people, _tokens = await seat_people(server, system, kinds, seed=table_seed)
        for person in people:
            person.choose = mixed
            person.extras = 0.15
            person.reconnect = 0.03
        _name, token = new_person(server.base, "Eye")
        early = await Client.hello(server, token, made["id"], role="spectator", name="early")

        async def watch(client: Client) -> None:
            await client.until(lambda m: m["type"] == "snapshot"
                               and m["table"]["status"] == "over")

        async def late() -> Client:
            # Arrives once the first hand has ended (any of the people says so).
            while not any(c.events("hand_end") for p in people for c in p.clients):
                await asyncio.sleep(0.05)
            client = await Client.hello(server, token, made["id"], role="spectator",
                                        name="late")
            await watch(client)
            return client

        watching = asyncio.create_task(watch(early))
        arriving = asyncio.create_task(late())
        await play_all(people)
        await asyncio.wait_for(watching, HUNG)
        latecomer = await asyncio.wait_for(arriving, HUNG)
        record = record_of(server.base, made["id"])
        check_record_replays(record)
        entries = log_of(server.database, made["id"])
        clients = every_client(people, early, latecomer)
        assert check_no_leak(clients, entries, record) > 0
        assert latecomer.received[0][1]["type"] == "welcome"
        for client in clients:
            await client.close()

    async def go() -> None:
        await asyncio.gather(*(one(system, kinds, rng.randrange(1 << 30))
                               for system, kinds in plans))

    asyncio.run(go())


def test_the_leak_check_fails_on_a_planted_leak(server: ServerProcess) -> None:
    """The check above can fail: the same messages with a hidden card, the deck or
    the seed put in one of them are refused."""
    async def go() -> None:
        made, people, _tokens = await seat_people(server, "standard", "PC", seed=9)
        _name, token = new_person(server.base, "Spy")
        spy = await Client.hello(server, token, made["id"], role="spectator", name="spy")
        watching = asyncio.create_task(spy.until(
            lambda m: m["type"] == "snapshot" and m["table"]["status"] == "over"))
        await play_all(people)
        await asyncio.wait_for(watching, HUNG)
        record = record_of(server.base, made["id"])
        entries = log_of(server.database, made["id"])
        clients = every_client(people, spy)
        assert check_no_leak(clients, entries, record) > 0
        # The spectator's first snapshot of a hand in play.
        at = next(i for i, (_v, m) in enumerate(spy.received) if m["type"] == "snapshot"
                  and m["table"]["status"] == "playing")
        viewer, message = spy.received[at]
        hand = record["hands"][message["hand"] - 1]
        plants: list[object] = [hand["deck"][:10], hand["deck"], hand["commitment"]["salt"],
                                record["seed"]]
        for planted in plants:
            spy.received[at] = (viewer, {**message, "planted": planted})
            with pytest.raises(AssertionError):
                check_no_leak(clients, entries, record)
        spy.received[at] = (viewer, message)
        assert check_no_leak(clients, entries, record) > 0
        for client in clients:
            await client.close()

    asyncio.run(go())


def test_the_record_is_kept_before_anyone_is_told_the_match_is_over(tmp_path: Path) -> None:
    """A client told ``match_end`` may fetch the record and the ratings at once: they
    are stored (with the match's last entries) before the match's end is sent.  That
    transaction is held back here, and a spectator must not hear of the end while
    it is."""
    server = InProcessServer(f"sqlite:///{tmp_path / 'server.sqlite3'}").start()
    saving = threading.Event()
    release: asyncio.Event | None = None
    tables = server.hub.store
    append = tables.append

    async def held_append(table_id: str, expected: int, entries: Sequence[Json], *,
                          status: str | None = None, result: MatchResult | None = None,
                          ) -> None:
        # The match's end, its record and ratings are one transaction: held here.
        if result is not None:
            assert release is not None
            saving.set()
            await release.wait()
        await append(table_id, expected, entries, status=status, result=result)

    async def hold() -> None:
        nonlocal release
        release = asyncio.Event()
        tables.append = held_append  # type: ignore[method-assign]

    async def let_go() -> None:
        assert release is not None
        release.set()

    try:
        async def go() -> None:
            made, people, _tokens = await seat_people(server, "standard", "PP", seed=4)
            _name, token = new_person(server.base, "Eve")
            eve = await Client.hello(server, token, made["id"], role="spectator")
            await server.acall(hold)
            playing = asyncio.create_task(play_all(people))
            try:
                while not saving.is_set():
                    assert not playing.done()
                    await asyncio.sleep(0.01)
                told = await eve.before_pong()
                assert not [m for m in told if m["type"] == "event"
                            and m["event"]["type"] == "match_end"]
            finally:
                await server.acall(let_go)
            await playing
            end = await eve.until(lambda m: m["type"] == "event"
                                  and m["event"]["type"] == "match_end")
            assert end["event"]["winner"] is not None
            check_record_replays(record_of(server.base, made["id"]))
            for client in every_client(people, eve):
                await client.close()

        asyncio.run(go())
    finally:
        server.stop()
