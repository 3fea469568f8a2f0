"""Connections that come and go, and the clocks, at a real server (issue 28,
items 6 and 11; docs/protocol.md "Sequence numbers and reconnecting",
docs/server.md "Time").

A server runs in this process (uvicorn on loopback) with a fake clock and no
ticker: the test moves the time and runs ``hub.tick()`` on the server's loop,
so no test waits for real time or depends on it.

- A client that reconnects with ``last_seq`` gets ``welcome``, the events it
  missed (exactly those another connection of the same seat was told), then a
  snapshot equal to what that connection holds; without ``last_seq`` none.
- A person disconnected past the grace period is away: the computer plays the
  seat (``by: "away"``) until the person is back.
- Turn timers: off against the computer; when a person's time runs out the
  computer plays that decision (``by: "timeout"``, never a forfeit), and the
  next decision has a clock of its own.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ginrummy.server import hub
from server_harness import (
    HUNG,
    Client,
    InProcessServer,
    Json,
    Person,
    comparable,
    join,
    log_of,
    new_person,
    new_table,
    store_of,
)


@pytest.fixture
def server(tmp_path: Path) -> Iterator[InProcessServer]:
    started = InProcessServer(f"sqlite:///{tmp_path / 'server.sqlite3'}").start()
    yield started
    started.stop()


async def two_people(server: InProcessServer, *, kinds: str = "PP", target: int = 500,
                     **fields: Any) -> tuple[Json, dict[int, Person], dict[int, str]]:
    """A table of ``kinds`` with a hand dealt; the people by seat, their tokens."""
    made_by = new_person(server.base, "Ann")
    made = new_table(server.base, made_by[1], "standard", kinds, target=target, **fields)
    tokens = {0: made_by[1]}
    if kinds.count("P") == 2:
        _name, token = new_person(server.base, "Bob")
        seat = join(server.base, token, made["code"])
        assert seat == 1
        tokens[1] = token
    people = {}
    for seat, token in tokens.items():
        client = await Client.hello(server, token, made["id"], name=f"seat {seat}")
        await client.until(lambda m: m["type"] == "snapshot")
        people[seat] = Person(client, seat, random.Random(seat), token=token,
                              table=made["id"], server=server)
    for person in people.values():
        await person.client.ping("synced")
    return made, people, tokens


async def play_until(people: dict[int, Person], seq: int) -> None:
    """The people play until the table's log reaches ``seq`` (each stops at the
    first snapshot at or past it, and answers nothing more)."""
    for person in people.values():
        person.stop_after = lambda m: m["type"] == "snapshot" and m["seq"] >= seq
    await asyncio.wait_for(asyncio.gather(*(p.play() for p in people.values())), 120)


def mover(people: dict[int, Person]) -> int:
    """The seat of the person whose decision the table waits for."""
    for seat, person in people.items():
        snapshot = person.client.snapshot
        assert snapshot is not None and snapshot["view"] is not None
        if snapshot["view"]["to_act"] == snapshot["view"]["seat"]:
            return seat
    raise AssertionError("no person is to act")


def my_turn(message: Json) -> bool:
    return message["type"] == "snapshot" and message["view"] is not None \
        and message["table"]["status"] == "playing" \
        and message["view"]["to_act"] == message["view"]["seat"]


def events_after(client: Client, seq: int) -> list[Json]:
    return [m for _v, m in client.received if m["type"] == "event" and m["seq"] > seq]


# ----------------------------------------------------------------------------- reconnecting


@pytest.mark.parametrize("far", [False, True], ids=["near", "far"])
def test_a_reconnect_with_last_seq_gets_the_missed_events_then_a_snapshot(
        server: InProcessServer, monkeypatch: pytest.MonkeyPatch, far: bool) -> None:
    """Far behind (more entries missed than ``MISSED_IN_FULL``), a reconnect is told
    only the hand in play: here that is all it missed, every one of them still."""
    if far:
        monkeypatch.setattr(hub, "MISSED_IN_FULL", 3)

    async def go() -> None:
        made, people, tokens = await two_people(server)
        ann = people[0].client
        # A second connection of Ann's, which goes away and comes back.
        second = await Client.hello(server, tokens[0], made["id"], name="ann 2")
        await second.until(lambda m: m["type"] == "snapshot")
        await second.ping("sync")
        last = second.seq
        await second.close()
        start = ann.seq
        assert start == last
        await play_until(people, start + 12)
        await people[1].client.send({"type": "chat", "text": "are you there?"})
        await ann.until(lambda m: m["type"] == "event" and m["event"]["type"] == "chat")
        await ann.ping("sync")
        missed = events_after(ann, last)
        assert len(missed) >= 12
        back = await Client.open(server, name="ann back")
        await back.say_hello(tokens[0], made["id"], last_seq=last)
        welcome = await back.recv()
        assert welcome["type"] == "welcome" and welcome["you"]["seat"] == 0
        # The events Ann's other connection was told after last_seq, the same and in
        # order, then a snapshot of now (docs/protocol.md: events first, then the
        # snapshot, which already holds them).
        replayed = [await back.recv() for _ in missed]
        assert replayed == missed
        snapshot = await back.recv()
        assert snapshot["type"] == "snapshot"
        assert snapshot["seq"] == ann.seq >= max(m["seq"] for m in replayed)
        assert ann.snapshot is not None and comparable(snapshot) == comparable(ann.snapshot)
        assert await back.before_pong() == []
        # Asking from now, or with no last_seq: no events, the snapshot only.
        for last_seq in (back.seq, None):
            again = await Client.hello(server, tokens[0], made["id"], last_seq=last_seq)
            first = await again.recv()
            assert first["type"] == "snapshot" and first["seq"] == back.seq
            assert await again.before_pong() == []
            await again.close()
        for client in (back, ann, people[1].client):
            await client.close()

    asyncio.run(go())


def test_a_spectator_reconnecting_gets_the_public_events_it_missed(
        server: InProcessServer) -> None:
    async def go() -> None:
        made, people, _tokens = await two_people(server)
        _name, token = new_person(server.base, "Eve")
        eve = await Client.hello(server, token, made["id"], role="spectator")
        await eve.until(lambda m: m["type"] == "snapshot")
        await eve.ping("sync")
        last = eve.seq
        await eve.close()
        await play_until(people, last + 10)
        back = await Client.hello(server, token, made["id"], role="spectator", last_seq=last)
        missed = []
        while (message := await back.recv())["type"] == "event":
            missed.append(message)
        assert message["type"] == "snapshot" and message["view"] is None
        assert len(missed) >= 10 and all(m["seq"] > last for m in missed)
        kinds = {m["event"]["type"] for m in missed}
        assert "action" in kinds
        # The public events: a stock draw's card and dealt cards are not told.
        for m in missed:
            event = m["event"]
            if event["type"] == "action" and event["action"]["action"] == "draw_stock":
                assert event["action"]["card"] is None
            if event["type"] == "deal":
                assert event["cards"] is None
        for client in (back, *(p.client for p in people.values())):
            await client.close()

    asyncio.run(go())


# ----------------------------------------------------------------------------- away and back


def test_a_person_gone_past_the_grace_period_is_away_and_the_computer_plays_until_back(
        server: InProcessServer) -> None:
    """At a table made for the computer to take over (elsewhere the table waits, and
    the match may be claimed: tests/test_server_trust.py)."""
    async def go() -> None:
        made, people, tokens = await two_people(server, grace_seconds=10,
                                                computer_takes_over=True)
        clock = server.clock
        # The person to act leaves; the other watches the seat.
        gone = mover(people)
        stays = people[1 - gone].client
        await people[gone].client.close()
        seat = await stays.until(lambda m: m["type"] == "event"
                                 and m["event"]["type"] == "seat")
        assert seat["event"]["seat"] == gone and seat["event"]["connected"] is False
        assert seat["event"]["away"] is False
        version = log_of(server.database, made["id"])[-1][0]
        clock.advance(9.9)
        await server.tick()
        assert await stays.before_pong() == []
        assert log_of(server.database, made["id"])[-1][0] == version
        clock.advance(0.2)
        await server.tick()
        # Away: the computer makes the seat's decisions, and says so.
        away = await stays.until(lambda m: m["type"] == "event"
                                 and m["event"]["type"] == "seat"
                                 and m["event"]["seat"] == gone)
        assert away["event"]["away"] is True
        played = await stays.until(lambda m: m["type"] == "event"
                                   and m["event"]["type"] == "action")
        assert played["event"]["player"] == gone and played["event"]["by"] == "away"
        # The other person plays on; the computer answers for the seat away.
        turn = await stays.until(my_turn)
        stayer = people[1 - gone]
        stayer.stop_after = lambda m: m["type"] == "event" and m["event"]["type"] == "action" \
            and m["event"]["player"] == gone and m["seq"] > turn["seq"]
        await asyncio.wait_for(stayer.play(), 60)
        entries = log_of(server.database, made["id"])
        acted = [e for s, e in entries if e["type"] == "acted" and s > turn["seq"]]
        assert {e["seat"] for e in acted} == {0, 1}
        assert {e["by"] for e in acted if e["seat"] == gone} == {"away"}
        assert {e["by"] for e in acted if e["seat"] != gone} == {"person"}
        assert [e["type"] for _s, e in entries].count("away") == 1
        # Back: the seat is the person's again, and nobody plays it for them.
        back = await Client.hello(server, tokens[gone], made["id"])
        snapshot = await back.until(lambda m: m["type"] == "snapshot")
        came = await stays.until(lambda m: m["type"] == "event"
                                 and m["event"]["type"] == "seat"
                                 and m["event"]["away"] is False)
        assert came["event"]["seat"] == gone
        entries = log_of(server.database, made["id"])
        assert entries[-1][1] == {"type": "back", "seat": gone, "seq": entries[-1][0]}
        clock.advance(1000.0)
        await server.tick()
        assert log_of(server.database, made["id"])[-1][0] == entries[-1][0]
        await back.ping("sync")
        assert back.snapshot is not None and back.snapshot["seq"] == entries[-1][0]
        assert back.snapshot["table"]["seats"][gone]["away"] is False
        assert back.snapshot["table"]["seats"][gone]["connected"] is True
        assert snapshot["you"]["seat"] == gone
        for client in (back, stays):
            await client.close()

    asyncio.run(go())


# ----------------------------------------------------------------------------- turn timers


def test_when_a_persons_time_runs_out_the_computer_plays_that_decision(
        server: InProcessServer) -> None:
    """At a table made for the computer to take over (elsewhere the match may be
    claimed: tests/test_server_trust.py)."""
    async def go() -> None:
        made, people, tokens = await two_people(server, turn_seconds=30,
                                                computer_takes_over=True)
        clock = server.clock
        slow = mover(people)
        watcher = people[1 - slow].client
        snapshot = watcher.snapshot
        assert snapshot is not None
        assert snapshot["timers"] == [{"seat": slow, "seconds_left": 30.0, "running": True,
                                       "decision": snapshot["seq"]}]
        start = watcher.seq
        clock.advance(29.9)
        await server.tick()
        assert await watcher.before_pong() == []
        # A snapshot now shows the clock running down.
        look = await Client.hello(server, tokens[1 - slow], made["id"], role="spectator")
        shown = await look.until(lambda m: m["type"] == "snapshot")
        assert shown["seq"] == start
        assert shown["timers"][0]["seat"] == slow
        assert shown["timers"][0]["seconds_left"] == pytest.approx(0.1, abs=0.051)
        await look.close()
        clock.advance(0.2)
        await server.tick()
        played = await watcher.until(lambda m: m["type"] == "event"
                                     and m["event"]["type"] == "action")
        assert played["event"]["player"] == slow and played["event"]["by"] == "timeout"
        after = await watcher.until(lambda m: m["type"] == "snapshot")
        # No forfeit: the match goes on, and the next decision has its own clock.
        assert after["table"]["status"] == "playing"
        assert all(e["type"] != "match_end" for e in watcher.events())
        [timer] = after["timers"]
        assert timer["seconds_left"] == 30.0 and timer["running"] is True
        entries = log_of(server.database, made["id"])
        assert [e for _s, e in entries if e["type"] == "acted"][-1]["by"] == "timeout"
        # The slow person is still seated and plays on.
        await people[slow].client.ping("still here")
        view = after["view"]
        if view["to_act"] == view["seat"]:
            await play_until(people, after["seq"] + 1)
        for person in people.values():
            await person.client.close()

    asyncio.run(go())


def test_a_person_slow_to_be_ready_is_made_ready_when_the_time_runs_out(
        server: InProcessServer) -> None:
    async def go() -> None:
        made, people, _tokens = await two_people(server, turn_seconds=30)
        slow, quick = people[0], people[1]
        # Play the hand out; then only one of them says ready.
        slow.stop_after = lambda m: m["type"] == "snapshot" \
            and m["table"]["status"] == "between_hands"
        quick.stop_after = lambda m: m["type"] == "snapshot" \
            and m["table"]["status"] == "between_hands" and m["table"]["seats"][1]["ready"]
        await asyncio.wait_for(asyncio.gather(slow.play(), quick.play()), 120)
        snapshot = quick.client.snapshot
        assert snapshot is not None and snapshot["table"]["seats"][0]["ready"] is False
        [timer] = snapshot["timers"]
        assert timer["seat"] == 0
        server.clock.advance(30.0)
        await server.tick()
        dealt = await quick.client.until(lambda m: m["type"] == "event"
                                         and m["event"]["type"] == "deal")
        assert dealt["event"]["hand"] == 2
        entries = log_of(server.database, made["id"])
        assert [e for _s, e in entries][-2:] == [
            {"type": "ready", "seat": 0, "seq": entries[-2][0]},
            {**entries[-1][1], "type": "dealt", "hand": 2}]
        for person in people.values():
            await person.client.close()

    asyncio.run(go())


def test_turn_timers_are_off_against_the_computer(server: InProcessServer) -> None:
    async def go() -> None:
        made, people, _tokens = await two_people(server, kinds="PC", turn_seconds=5)
        person = people[0]
        snapshot = person.client.snapshot
        assert snapshot is not None and snapshot["timers"] == []
        assert snapshot["table"]["turn_seconds"] == 5
        await play_until(people, person.client.seq + 4)
        for _ in range(3):
            await person.client.ping("sync")  # after the computer's answer to the person
            version = log_of(server.database, made["id"])[-1][0]
            server.clock.advance(1000.0)
            await server.tick()
            assert log_of(server.database, made["id"])[-1][0] == version
            assert await person.client.before_pong() == []
            await play_until(people, version + 2)
        assert all(m["timers"] == [] for _v, m in person.client.received
                   if m["type"] == "snapshot")
        entries = log_of(server.database, made["id"])
        assert all(e["by"] in ("person", "computer") for _s, e in entries
                   if e["type"] == "acted")
        with store_of(server.database) as store:
            assert store.timers(made["id"]) is None
        await person.client.close()

    asyncio.run(go())


# ----------------------------------------------------------------------------- leaving


def test_a_person_who_leaves_watches_on_and_may_take_the_seat_back(
        server: InProcessServer) -> None:
    """docs/protocol.md, "leave": at a table made for the computer to take over, the
    computer takes the seat (and keeps it for the person); the connection stays, as a
    spectator's; ``sit`` takes the seat back."""
    async def go() -> None:
        made, people, _tokens = await two_people(server, computer_takes_over=True)
        goes = people[1].client
        stays = people[0].client
        await goes.send({"type": "leave"})
        watching = await goes.until(lambda m: m["type"] == "snapshot"
                                    and m["you"]["role"] == "spectator")
        assert watching["view"] is None and watching["you"]["seat"] is None
        seat = watching["table"]["seats"][1]
        assert seat["kind"] == "computer" and seat["level"] == "hard"  # the stand-in
        pong = await goes.ping("still open")
        assert pong["seq"] >= watching["seq"]
        # The computer plays the seat: the other person's decisions are answered.
        people[0].stop_after = lambda m: m["type"] == "event" \
            and m["event"]["type"] == "action" and m["event"]["player"] == 1 \
            and m["event"]["by"] == "computer"
        await asyncio.wait_for(people[0].play(), 60)
        # A spectator has no seat to leave; the seat is kept for its person alone.
        await goes.send({"type": "leave"})
        refused = await goes.until(lambda m: m["type"] == "error")
        assert refused["code"] == "no_seat"
        _name, token = new_person(server.base, "Zed")
        zed = await Client.hello(server, token, made["id"], role="spectator")
        await zed.until(lambda m: m["type"] == "snapshot")
        await zed.refused({"type": "sit", "seat": 1}, "not_allowed")
        await zed.close()
        await stays.ping("sync")
        await goes.send({"type": "sit", "seat": 1})
        seated = await goes.until(lambda m: m["type"] == "snapshot"
                                  and m["you"]["role"] == "player")
        assert seated["you"]["seat"] == 1 and seated["view"] is not None
        assert seated["table"]["seats"][1]["kind"] == "person"
        kinds = [e["type"] for _s, e in log_of(server.database, made["id"])]
        assert kinds.count("left") == 1 and kinds[-1] == "seated"
        for client in (goes, stays):
            await client.close()

    asyncio.run(go())


# ----------------------------------------------------------------------------- seq of answers


def test_no_answer_carries_a_seq_whose_events_the_client_was_not_sent(
        server: InProcessServer) -> None:
    """A pong (or an error) answered while another person's entry is being stored
    carries the seq the client has been told of, not the entry's: otherwise a
    client that keeps the highest seq it saw (docs/protocol.md) and reconnects
    with it never gets that entry's events."""
    async def go() -> None:
        made, people, tokens = await two_people(server)
        ann, bob = people[0].client, people[1].client
        gate: asyncio.Event | None = None
        tables = server.hub.store
        append = tables.append

        async def held_append(*args: Any, **kwargs: Any) -> Any:
            assert gate is not None
            await gate.wait()
            return await append(*args, **kwargs)

        async def hold() -> None:
            nonlocal gate
            gate = asyncio.Event()
            tables.append = held_append  # type: ignore[method-assign]

        async def release() -> None:
            assert gate is not None
            tables.append = append  # type: ignore[method-assign]
            gate.set()

        await server.acall(hold)
        try:
            told = bob.seq
            await ann.send({"type": "chat", "text": "one moment"})
            # Ann's chat is applied and waits to be stored; Bob asks where the table is.
            live = server.hub.tables[made["id"]]
            for _ in range(int(HUNG / 0.01)):
                if live.table.seq > told:
                    break
                await asyncio.sleep(0.01)
            assert live.table.seq == told + 1
            pong = await bob.ping("while the chat is stored")
            assert pong["seq"] == told
            error = await bob.refused({"type": "chat", "text": ""}, "bad_message")
            assert error["seq"] == told
            await bob.close()
        finally:
            await server.acall(release)
        await ann.until(lambda m: m["type"] == "event" and m["event"]["type"] == "chat")
        back = await Client.hello(server, tokens[1], made["id"], last_seq=bob.seq)
        missed = await back.recv()
        assert missed["type"] == "event" and missed["event"]["type"] == "chat"
        for client in (back, ann):
            await client.close()

    asyncio.run(go())


def test_a_person_coming_back_is_shown_connected_in_their_first_snapshot(
        server: InProcessServer) -> None:
    """A client may draw the table from the latest snapshot alone (docs/protocol.md):
    the snapshot a person gets on coming back shows them connected, and the others
    are told they are back."""
    async def go() -> None:
        made, people, tokens = await two_people(server)
        ann, bob = people[0].client, people[1].client
        await bob.close()
        gone = await ann.until(lambda m: m["type"] == "event" and m["event"]["type"] == "seat")
        assert gone["event"]["connected"] is False
        back = await Client.hello(server, tokens[1], made["id"], last_seq=bob.seq)
        snapshot = await back.until(lambda m: m["type"] == "snapshot")
        assert snapshot["table"]["seats"][1]["connected"] is True
        assert snapshot["table"]["seats"][0]["connected"] is True
        told = await ann.until(lambda m: m["type"] == "event" and m["event"]["type"] == "seat")
        assert told["event"]["seat"] == 1 and told["event"]["connected"] is True
        for client in (back, ann):
            await client.close()

    asyncio.run(go())


def test_a_person_seated_who_never_connects_is_away_after_the_grace_period(
        server: InProcessServer) -> None:
    """Bob takes a seat by its code and never opens the table's connection: his grace
    period runs from then, and the table does not wait for him for ever (the computer
    plays for him where the table says so)."""
    async def go() -> None:
        _ann_name, ann_token = new_person(server.base, "Ann")
        _bob_name, bob_token = new_person(server.base, "Bob")
        made = new_table(server.base, ann_token, "standard", "PP", target=25,
                         grace_seconds=10, computer_takes_over=True)
        assert join(server.base, bob_token, made["code"]) == 1
        ann = await Client.hello(server, ann_token, made["id"])
        await ann.until(lambda m: m["type"] == "snapshot")
        await server.tick()  # the first look at the table
        server.clock.advance(9.9)
        await server.tick()
        assert "away" not in [e["type"] for _s, e in log_of(server.database, made["id"])]
        server.clock.advance(0.2)
        await server.tick()
        entries = log_of(server.database, made["id"])
        assert {"type": "away", "seat": 1} in [
            {k: v for k, v in e.items() if k != "seq"} for _s, e in entries]
        away = await ann.until(lambda m: m["type"] == "event" and m["event"]["type"] == "seat"
                               and m["event"]["away"] is True)
        assert away["event"]["seat"] == 1
        # Ann plays on; the computer plays Bob's seat.
        person = Person(ann, 0, random.Random(1))
        person.stop_after = lambda m: m["type"] == "event" and m["event"]["type"] == "action" \
            and m["event"]["player"] == 1
        await asyncio.wait_for(person.play(), 60)
        acted = [e for _s, e in log_of(server.database, made["id"]) if e["type"] == "acted"]
        assert {e["by"] for e in acted if e["seat"] == 1} == {"away"}
        await ann.close()

    asyncio.run(go())
