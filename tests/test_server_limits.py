"""Abuse limits (issue 40 item 7; docs/protocol.md "Limits"): each attack that
worked, tried again at a real server, and shown limited.

- One person with three connections chatted at three times the rate: the rate is
  now one person's, over all their connections.
- 200 names from one address in 0.3 s (names are permanent): an address may take
  a few at once, then one a minute.
- 50 tables in 0.2 s, each played out by the computer when nobody came: a person
  and an address may make a few at once, then one every half minute, and a table
  no person connects to within its grace time is closed, not played out.
- Quick match made a new table for every ask against the computer, and paired a
  matched person again at every ask: the table made is the answer until it is over.

Refusals are 429 ``throttled`` with ``Retry-After``.  Every case runs on SQLite and
on PostgreSQL; the server is in this process with a fake clock for the tables (the
limits run on real time: a test that counts what got through allows for the time
it took)."""

from __future__ import annotations

import asyncio
import contextlib
import math
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ginrummy import protocol as P
from ginrummy.server.hub import NOBODY_CAME
from server_harness import (
    HUNG,
    Client,
    InProcessServer,
    Json,
    Reply,
    http,
    log_of,
    new_person,
    new_table,
    store_of,
    unique_name,
)
from test_server_store import BACKENDS, empty_database


@pytest.fixture(params=BACKENDS)
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    yield from empty_database(request.param, tmp_path)


@contextlib.contextmanager
def serving(url: str, **config: Any) -> Iterator[InProcessServer]:
    server = InProcessServer(url, **config).start()
    try:
        yield server
    finally:
        server.stop()


def is_throttled(reply: Reply, longest_wait: float) -> None:
    """``reply`` is a 429 ``throttled`` saying when to try again, in its header and
    its one-line message."""
    assert reply.status == 429, reply
    P.HttpError.model_validate(reply.body)
    assert reply.body["code"] == "throttled", reply.body
    wait = reply.headers["retry-after"]
    assert wait.isdigit() and 1 <= int(wait) <= math.ceil(longest_wait), reply.headers
    assert f"try again in {wait} second" in reply.body["message"]
    assert "\n" not in reply.body["message"]


# ----------------------------------------------------------------------------- messages


def test_one_person_with_three_connections_sends_at_one_persons_rate(url: str) -> None:
    """A burst of 5 then one message a second: Ann's three connections each send 5
    chat lines at once, and together they get 5 through (and one a second since),
    not 15; the rest are answered ``throttled`` and not applied."""
    burst, rate = 5, 1.0
    with serving(url, rate=rate, burst=burst) as server:
        async def go() -> None:
            _name, token = new_person(server.base, "Ann")
            made = new_table(server.base, token, "standard", "PC")
            clients = [await Client.hello(server, token, made["id"], name=f"ann {i}")
                       for i in range(3)]
            for client in clients:
                await client.until(lambda m: m["type"] == "snapshot")
            started = time.monotonic()
            for client in clients:
                for line in range(burst):
                    await client.send({"type": "chat", "text": f"hello {line}"})
            took = time.monotonic() - started
            sent = len(clients) * burst

            def refused() -> int:
                return sum(1 for c in clients for m in c.errors() if m["code"] == "throttled")

            async def reads(client: Client) -> None:
                while True:
                    await client.recv()

            # Each line is answered: a chat event to every connection, or an error to
            # its sender.
            readers = [asyncio.create_task(reads(c)) for c in clients]
            deadline = time.monotonic() + HUNG
            while refused() + len(clients[0].events("chat")) < sent:
                assert time.monotonic() < deadline, "the lines were not all answered"
                await asyncio.sleep(0.01)
            for reader in readers:
                reader.cancel()
            said = [e for _s, e in log_of(server.database, made["id"]) if e["type"] == "chat"]
            assert len(said) == len(clients[0].events("chat")) == sent - refused()
            assert 1 <= len(said) <= burst + math.ceil(took * rate), (len(said), took)
            for client in clients:
                await client.close()

        asyncio.run(go())


def test_a_throttled_message_is_answered_with_its_own_id(url: str) -> None:
    """A client that waits for the answer to its request (by ``id``) is answered
    when it is throttled too: a scripted client playing as fast as the server
    answered got ``throttled`` with no id, and waited for an answer that never came."""
    # One message every 20 seconds past a burst of 2: the rest are throttled however
    # slowly a loaded machine sends them.
    with serving(url, rate=0.05, burst=2) as server:
        async def go() -> None:
            _name, token = new_person(server.base, "Ann")
            made = new_table(server.base, token, "standard", "PC")
            client = await Client.hello(server, token, made["id"])
            await client.until(lambda m: m["type"] == "snapshot")
            for request in ("first", 2, "third", 4):
                await client.send({"type": "ping", "id": request})
            await client.send('{"type": "ping", "id": "unread"')  # no id to be read
            answers = [await client.until(lambda m: m["type"] in ("pong", "error"))
                       for _ in range(5)]
            throttled = [m for m in answers if m["type"] == "error"]
            assert len(throttled) == 3 and all(m["code"] == "throttled" for m in throttled)
            assert [m["id"] for m in answers] == ["first", 2, "third", 4, None]
            await client.close()

        asyncio.run(go())


# ----------------------------------------------------------------------------- names


def test_one_address_takes_a_few_names_at_once_then_one_a_minute(url: str) -> None:
    """60 an hour: 10 at once (ten minutes' worth), then one a minute; a name
    refused is not taken, and the answer says when to try again."""
    with serving(url, identities_per_hour=60.0) as server:
        names = [unique_name("Sq") for _ in range(12)]
        replies = [http(server.base, "POST", "/api/identities", {"name": name})
                   for name in names]
        assert [r.status for r in replies[:10]] == [201] * 10
        for reply in replies[10:]:
            is_throttled(reply, 60)
        with store_of(server.database) as store, store.engine.connect() as conn:
            taken = {row[0] for row in conn.exec_driver_sql("SELECT name FROM identities")}
        assert taken == set(names[:10])


# ----------------------------------------------------------------------------- tables


def test_a_person_and_an_address_make_a_few_tables_at_once_then_one_each_half_minute(
        url: str) -> None:
    """120 an hour: 20 at once, then one every 30 seconds, for a person and for their
    address (another name from the same address is refused too), quick match
    against the computer included."""
    with serving(url, tables_per_hour=120.0) as server:
        _ann, ann = new_person(server.base, "Ann")
        body = {"system": "standard", "seats": [{"kind": "person"}, {"kind": "empty"}]}
        replies = [http(server.base, "POST", "/api/tables", body, token=ann)
                   for _ in range(22)]
        assert [r.status for r in replies[:20]] == [201] * 20
        for reply in replies[20:]:
            is_throttled(reply, 30)
        _bob, bob = new_person(server.base, "Bob")
        is_throttled(http(server.base, "POST", "/api/tables", body, token=bob), 30)
        is_throttled(http(server.base, "POST", "/api/quickmatch",
                          {"system": "standard", "computer": True}, token=bob), 30)
        # A refused quick match leaves nothing behind: Bob, asking for a person now, is
        # in the queue, and Cat is paired with him (a pairing's table is not counted:
        # it takes a person waiting).
        _cat, cat = new_person(server.base, "Cat")
        assert http(server.base, "POST", "/api/quickmatch", {"system": "standard"},
                    token=bob).body["status"] == "waiting"
        paired = http(server.base, "POST", "/api/quickmatch", {"system": "standard"},
                      token=cat)
        assert paired.status == 200 and paired.body["status"] == "matched", paired
        with store_of(server.database) as store, store.engine.connect() as conn:
            assert conn.exec_driver_sql("SELECT count(*) FROM tables").scalar() == 21


def test_a_wrong_join_code_refused_for_guessing_says_when_to_try_again(url: str) -> None:
    with serving(url) as server:
        _eve, eve = new_person(server.base, "Eve")
        replies = [http(server.base, "POST", "/api/tables/join", {"code": f"ZZZZ{i:02d}"},
                        token=eve) for i in range(11)]
        assert [r.status for r in replies[:10]] == [404] * 10
        is_throttled(replies[10], 6)


def kinds_logged(server: InProcessServer, table_id: str) -> list[str]:
    return [e["type"] for _s, e in log_of(server.database, table_id)]


def test_a_table_nobody_connects_to_is_closed_after_its_grace_time_not_played_out(
        url: str) -> None:
    """Ann makes a table against the computer and never connects: when its grace
    time has passed the table is closed (``ended``, "nobody came"), and the
    computer never played a card of it for her; the lobby does not list it, and the
    server's memory lets it go.  Her table that she did open, then left, is
    played on for her as before."""
    with serving(url) as server:
        async def go() -> None:
            _ann, ann = new_person(server.base, "Ann")
            nobody = new_table(server.base, ann, "standard", "PC", grace_seconds=10)
            left = new_table(server.base, ann, "standard", "PC", grace_seconds=10)
            client = await Client.hello(server, ann, left["id"])
            await client.until(lambda m: m["type"] == "snapshot")
            await client.close()
            await server.tick()
            server.clock.advance(9.9)
            await server.tick()
            assert "ended" not in kinds_logged(server, nobody["id"])
            server.clock.advance(0.2)
            await server.tick()
            log = log_of(server.database, nobody["id"])
            assert (log[-1][1]["type"], log[-1][1]["reason"]) == ("ended", NOBODY_CAME)
            # Only the computer's own first decisions, if it was to act at the deal:
            # Ann's seat was never set away nor played for her.
            assert "away" not in kinds_logged(server, nobody["id"])
            assert {e["by"] for _s, e in log if e["type"] == "acted"} <= {"computer"}
            assert not any(e["type"] == "acted" and e["seat"] == 0 for _s, e in log)
            assert nobody["id"] not in server.hub.tables
            listed = {t["id"] for t in http(server.base, "GET", "/api/tables").body}
            assert nobody["id"] not in listed
            summary = http(server.base, "GET", f"/api/tables/{nobody['id']}").body
            assert summary["status"] == "closed"
            with store_of(server.database) as store:
                row = store.table(nobody["id"])
                assert row is not None and row.status == "closed"
            # Ann, opening it at last, is shown the closed table.
            late = await Client.hello(server, ann, nobody["id"])
            snapshot = await late.until(lambda m: m["type"] == "snapshot")
            assert snapshot["table"]["status"] == "closed"
            await late.close()
            # The table she opened: away, and the computer plays for her.
            assert "ended" not in kinds_logged(server, left["id"])
            assert "away" in kinds_logged(server, left["id"])

        asyncio.run(go())


def test_a_table_whose_person_is_connected_through_another_process_is_not_closed(
        tmp_path: Path) -> None:
    """With several processes (PostgreSQL) Ann may open her table through another
    one: this process, which made it, sees her there (presence) and does not close
    it."""
    for database in empty_database("postgresql", tmp_path):
        with serving(database) as server:
            async def go() -> None:
                _ann, ann = new_person(server.base, "Ann")
                made = new_table(server.base, ann, "standard", "PC", grace_seconds=10)
                with store_of(server.database) as store:
                    store.heartbeat("elsewhere:1")
                    store.write(lambda tx: tx.present(made["id"], 0, "elsewhere:1", True))
                server.clock.advance(11)
                await server.tick()
                assert "ended" not in kinds_logged(server, made["id"])
                assert server.hub.tables[made["id"]].visited

            asyncio.run(go())


# ----------------------------------------------------------------------------- quick match


def test_quick_match_asked_again_answers_the_table_already_made(url: str) -> None:
    """Against the computer, asking twice makes one table; two people matched are
    told their table at every ask while it is open (nobody is paired again: Cat,
    asking then, waits); one who left the table asks anew."""
    with serving(url, quickmatch_wait=0.0) as server:
        async def go() -> None:
            def quick(token: str, computer: bool = False) -> Json:
                reply = http(server.base, "POST", "/api/quickmatch",
                             {"system": "standard", "computer": computer}, token=token)
                assert reply.status == 200, reply
                return dict(reply.body)

            _dan, dan = new_person(server.base, "Dan")
            first = quick(dan, computer=True)
            assert first["status"] == "matched"
            assert quick(dan, computer=True) == first
            assert quick(dan) == first

            (_ann, ann), (_bob, bob) = new_person(server.base, "Ann"), \
                new_person(server.base, "Bob")
            assert quick(ann)["status"] == "waiting"
            made = quick(bob)
            assert made["status"] == "matched"
            for _ in range(3):
                assert quick(ann) == made
                assert quick(bob) == made
                assert quick(ann, computer=True) == made
            _cat, cat = new_person(server.base, "Cat")
            assert quick(cat)["status"] == "waiting"
            # Ann leaves her seat (giving up the match, which is over): her next ask is
            # a new one, and Cat is waiting; so is Bob's.
            client = await Client.hello(server, ann, str(made["table"]))
            await client.until(lambda m: m["type"] == "snapshot")
            await client.send({"type": "leave"})
            await client.until(lambda m: m["type"] == "snapshot" and m["you"]["seat"] is None)
            await client.close()
            again = quick(ann)
            assert again["status"] == "matched" and again["table"] != made["table"]
            assert quick(cat) == again
            assert quick(bob) == {"status": "waiting", "table": None}
            with store_of(server.database) as store, store.engine.connect() as conn:
                assert conn.exec_driver_sql("SELECT count(*) FROM tables").scalar() == 3

        asyncio.run(go())


# ----------------------------------------------------------------------------- options


@pytest.mark.parametrize("option", ["--identities-per-hour", "--tables-per-hour"])
def test_a_bad_limit_is_one_line_and_status_2(option: str,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    from ginrummy.__main__ import main

    for value in ("x", "0", "-5", "1.5", "100000001", "٣"):
        assert main(["serve", option, value]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and option in err, err
        assert "is not a number an hour (1-100000000)" in err, err
