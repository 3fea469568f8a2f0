"""Bad input to a real game server (issue 28; docs/protocol.md, "Errors" and
"Limits"), and who may do what (nobody acts for another seat, watches a hidden
hand or takes a seat by guessing).

Each WebSocket case sends one bad message to a table in play and checks the
error names what was wrong (its code, the field, one line) and that nothing
changed: the connection still answers, the table's seq in the store and in a
pong is the same, and a spectator's snapshot after it equals one before it.
The HTTP API's refusals are HttpError bodies with the status the protocol
gives.  A server runs in this process (uvicorn on loopback) over a SQLite file
of this module's own (a test that sets the server up differently starts its
own); every test makes its own people and table.
"""

from __future__ import annotations

import asyncio
import inspect
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from http.client import HTTPConnection
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from websockets.exceptions import InvalidStatus

from ginrummy import protocol as P
from ginrummy.cards import CARD_NAMES
from ginrummy.server import db, socket
from ginrummy.server.socket import FLOOD_CLOSE
from ginrummy.server.store import Store
from ginrummy.server.writes import token_digest
from server_harness import (
    HUNG,
    Client,
    Closed,
    InProcessServer,
    Json,
    comparable,
    http,
    join,
    new_person,
    new_table,
    store_of,
    unique_name,
)

# ----------------------------------------------------------------------------- the scene


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[InProcessServer]:
    """One server for the module (each test makes its own people and table; a server
    stops in a tenth of a second, which a hundred cases would add up)."""
    folder = tmp_path_factory.mktemp("server")
    started = InProcessServer(f"sqlite:///{folder / 'server.sqlite3'}").start()
    yield started
    started.stop()


@dataclass
class Scene:
    """Ann and Bob playing a standard match (hand 1 dealt), Cy watching."""

    server: InProcessServer
    table: str
    code: str
    tokens: dict[str, str]
    clients: dict[str, Client]
    mover: str
    """Who is to act now: "ann" or "bob"."""

    @property
    def waiter(self) -> str:
        return "bob" if self.mover == "ann" else "ann"

    def client(self, who: str) -> Client:
        role = {"mover": self.mover, "waiter": self.waiter}.get(who, who)
        return self.clients[role]


async def scene(server: InProcessServer) -> Scene:
    base = server.base
    tokens = {who: new_person(base, who.capitalize())[1] for who in ("ann", "bob", "cy")}
    made = new_table(base, tokens["ann"], "standard", "PP")
    assert join(base, tokens["bob"], made["code"]) == 1
    clients = {
        "ann": await Client.hello(server, tokens["ann"], made["id"], name="ann"),
        "bob": await Client.hello(server, tokens["bob"], made["id"], name="bob"),
        "cy": await Client.hello(server, tokens["cy"], made["id"], role="spectator",
                                 name="cy"),
    }
    # Every first snapshot read before any ping: a seat's snapshot is sent with its
    # "connected" seat event to the others, so no event of that comes after a pong.
    for client in clients.values():
        await client.until(lambda m: m["type"] == "snapshot")
    for client in clients.values():
        await client.ping("ready")
    snapshot = clients["ann"].snapshot
    assert snapshot is not None and snapshot["table"]["status"] == "playing"
    view = snapshot["view"]
    mover = "ann" if view["to_act"] == view["seat"] else "bob"
    return Scene(server, made["id"], made["code"], tokens, clients, mover)


async def spectator_snapshot(sc: Scene) -> Json:
    """A snapshot of the table as a new spectator gets it now."""
    watcher = await Client.hello(sc.server, sc.tokens["cy"], sc.table, role="spectator")
    snapshot = await watcher.until(lambda m: m["type"] == "snapshot")
    await watcher.close()
    return snapshot


def stored_version(sc: Scene) -> int:
    with store_of(sc.server.database) as store:
        row = store.table(sc.table)
    assert row is not None
    return row.version


async def assert_unchanged(sc: Scene, before: Json, client: Client | None = None) -> None:
    """The table is as ``before`` (a spectator's snapshot), in the store too, and
    ``client``'s connection still answers, at the same seq."""
    if client is not None:
        pong = await client.ping("after")
        assert pong["seq"] == before["seq"]
    assert stored_version(sc) == before["seq"]
    after = await spectator_snapshot(sc)
    assert comparable(after) == comparable(before)


async def close_all(sc: Scene) -> None:
    for client in sc.clients.values():
        await client.close()


# ----------------------------------------------------------------------------- refused messages


def _hand(sc: Scene, who: str) -> list[str]:
    snapshot = sc.clients[who].snapshot
    assert snapshot is not None
    return list(snapshot["view"]["hand"])


Message = Json | str | bytes | Callable[[Scene], Json | str | bytes]

#: (what, sender, message, code, field): "mover" is the seat to act, "waiter" the
#: other, "cy" a spectator.
CASES: list[tuple[str, str, Message, str, str | None]] = [
    ("over 16 KiB", "mover", "x" * (P.MAX_MESSAGE_BYTES + 1), "too_large", None),
    ("over 16 KiB of UTF-8 in fewer characters", "mover",
     json.dumps({"type": "chat", "text": "é" * 9000}, ensure_ascii=False), "too_large", None),
    ("not JSON", "mover", "{", "bad_message", None),
    ("not UTF-8 (a binary frame)", "mover", b"\xff\xfe{}", "bad_message", None),
    ("not an object", "mover", "[1]", "bad_message", None),
    ("an unknown type", "mover", {"type": "shout"}, "bad_message", "type"),
    ("no type", "mover", {"seat": 1}, "bad_message", "type"),
    ("acting for another seat (a field act has not)", "waiter",
     {"type": "act", "seat": 0, "action": {"action": "draw_stock"}}, "bad_message", "act.seat"),
    ("not a card", "mover", {"type": "act", "action": {"action": "discard", "card": "Zz"}},
     "bad_message", "act.action.card"),
    ("an unknown action", "mover", {"type": "act", "action": {"action": "cheat"}},
     "bad_message", "act.action.action"),
    ("a seat as text", "cy", {"type": "sit", "seat": "1"}, "bad_message", "sit.seat"),
    ("true for a seat", "cy", {"type": "sit", "seat": True}, "bad_message", "sit.seat"),
    ("a seat out of range", "cy", {"type": "sit", "seat": 3}, "bad_message", "sit.seat"),
    ("hints past 5", "mover", {"type": "hint", "count": 6}, "bad_message", "hint.count"),
    ("a request id too long", "mover", {"type": "ping", "id": "x" * 33}, "bad_message",
     "ping.id"),
    ("a second hello", "mover", lambda sc: {"type": "hello", "protocol": 2,
                                            "token": sc.tokens["ann"], "table": sc.table},
     "bad_message", None),
    ("chat over 200 characters", "mover", {"type": "chat", "text": "a" * 201}, "bad_message",
     "chat.text"),
    ("chat with a control character", "waiter", {"type": "chat", "text": "hi\x1b[2J"},
     "bad_message", "chat.text"),
    ("chat with a line break", "waiter", {"type": "chat", "text": "one\ntwo"}, "bad_message",
     "chat.text"),
    ("chat with a bidirectional control", "waiter", {"type": "chat", "text": "a\u202eb"},
     "bad_message", "chat.text"),
    ("empty chat", "waiter", {"type": "chat", "text": ""}, "bad_message", "chat.text"),
    ("acting out of turn", "waiter", {"type": "act", "action": {"action": "draw_stock"}},
     "not_your_turn", None),
    ("an action the rules refuse now", "mover",
     lambda sc: {"type": "act", "action": {"action": "discard", "card": _hand(sc, sc.mover)[0]}},
     "illegal", None),
    ("discarding a card not held", "mover",
     lambda sc: {"type": "act", "action": {"action": "discard", "card": next(
         c for c in CARD_NAMES if c not in _hand(sc, sc.mover))}}, "illegal", None),
    ("acting as a spectator", "cy", {"type": "act", "action": {"action": "draw_stock"}},
     "no_seat", None),
    ("chat as a spectator", "cy", {"type": "chat", "text": "hello"}, "no_seat", None),
    ("a taken seat", "cy", {"type": "sit", "seat": 0}, "not_allowed", None),
    ("the other taken seat", "cy", {"type": "sit", "seat": 1}, "not_allowed", None),
    ("a seat this table has not", "cy", {"type": "sit", "seat": 2}, "no_seat", None),
    ("a second seat", "mover", {"type": "sit", "seat": 0}, "not_allowed", None),
    ("advice at a two-player table", "waiter", {"type": "advise", "action": None},
     "not_allowed", None),
    ("undo against a person", "mover", {"type": "undo"}, "not_allowed", None),
    ("hints against a person", "mover", {"type": "hint"}, "not_allowed", None),
    ("ready during a hand", "waiter", {"type": "ready"}, "not_allowed", None),
    ("leave as a spectator", "cy", {"type": "leave"}, "no_seat", None),
]


Reason = tuple[str, dict[str, Any]]

#: The reason each case's refusal gives (docs/protocol.md, "Reasons"): the code and
#: its arguments, for a client to say in its reader's language.
TOO_LARGE: Reason = ("message_too_large", {"most": P.MAX_MESSAGE_BYTES})
REASONS: dict[str, Reason] = {
    "over 16 KiB": TOO_LARGE,
    "over 16 KiB of UTF-8 in fewer characters": TOO_LARGE,
    "not JSON": ("message_unreadable", {}),
    "not UTF-8 (a binary frame)": ("message_unreadable", {}),
    "not an object": ("message_unreadable", {}),
    "an unknown type": ("field_invalid", {}),
    "no type": ("field_missing", {}),
    "acting for another seat (a field act has not)": ("field_unknown", {}),
    "not a card": ("field_invalid", {}),
    "an unknown action": ("field_invalid", {}),
    "a seat as text": ("field_invalid", {}),
    "true for a seat": ("field_invalid", {}),
    "a seat out of range": ("field_invalid", {}),
    "hints past 5": ("field_invalid", {}),
    "a request id too long": ("field_invalid", {}),
    "a second hello": ("hello_once", {}),
    "chat over 200 characters": ("chat_length", {"most": 200}),
    "chat with a control character": ("text_control_character", {"character": "U+001B"}),
    "chat with a line break": ("text_control_character", {"character": "U+000A"}),
    "chat with a bidirectional control": ("text_control_character", {"character": "U+202E"}),
    "empty chat": ("chat_length", {"most": 200}),
    "acting out of turn": ("not_your_turn", {}),
    # The hand has just been dealt: the non-dealer, to act, is offered the upcard (R4.3).
    "an action the rules refuse now": ("must_take_or_pass", {}),
    "discarding a card not held": ("must_take_or_pass", {}),
    "acting as a spectator": ("take_a_seat", {}),
    "chat as a spectator": ("take_a_seat", {}),
    "a taken seat": ("seat_taken", {}),
    "the other taken seat": ("seat_taken", {}),
    "a seat this table has not": ("no_seat", {}),
    "a second seat": ("already_seated", {}),
    "advice at a two-player table": ("advice_only_sitting_out", {}),
    "undo against a person": ("undo_only_against_computers", {}),
    "hints against a person": ("hints_only_against_computers", {}),
    "ready during a hand": ("no_hand_waiting", {}),
    "leave as a spectator": ("take_a_seat", {}),
}


def test_every_case_says_its_reason() -> None:
    assert sorted(REASONS) == sorted(what for what, *_rest in CASES)


def test_the_cases_cover_every_refusal_code_a_message_can_get() -> None:
    codes = {code for *_rest, code, _field in CASES}
    assert codes >= set(P.ERROR_CODES) - {"not_authenticated", "unknown_table", "throttled",
                                          "conflict", "internal", "not_found"}


@pytest.mark.parametrize(("what", "sender", "message", "code", "field"), CASES,
                         ids=[c[0] for c in CASES])
def test_a_bad_message_gets_an_error_naming_it_and_changes_nothing(
        server: InProcessServer, what: str, sender: str, message: Message, code: str,
        field: str | None) -> None:
    async def go() -> None:
        sc = await scene(server)
        before = await spectator_snapshot(sc)
        client = sc.client(sender)
        sent = message(sc) if callable(message) else message
        error = await client.refused(sent, code, field)
        assert error["seq"] == before["seq"]
        expected, args = REASONS[what]
        assert error["reason"] == {"code": expected, "args": args}, error
        assert len(error["message"]) <= 200 or code not in ("bad_message", "too_large")
        await assert_unchanged(sc, before, client)
        # Nobody else was told anything of it.
        for other in sc.clients.values():
            if other is not client:
                assert await other.before_pong() == []
        await close_all(sc)

    asyncio.run(go())


def test_a_refused_message_echoes_its_request_id(server: InProcessServer) -> None:
    async def go() -> None:
        sc = await scene(server)
        client = sc.client("mover")
        # Refused by the protocol: the id is read from the message all the same.
        error = await client.refused(
            {"type": "act", "id": 17, "action": {"action": "discard", "card": "Zz"}},
            "bad_message", "act.action.card")
        assert error["id"] == 17
        error = await client.refused({"type": "chat", "id": "c-1", "text": "x" * 201},
                                     "bad_message", "chat.text")
        assert error["id"] == "c-1"
        # Refused by the table.
        error = await sc.client("waiter").refused(
            {"type": "act", "id": "mine", "action": {"action": "draw_stock"}}, "not_your_turn")
        assert error["id"] == "mine"
        await close_all(sc)

    asyncio.run(go())


def test_an_illegal_move_gives_the_rules_reason_with_its_card(server: InProcessServer) -> None:
    """The non-dealer takes the upcard, then discards it at once (R4.2 forbids it):
    ``illegal``, its reason discard_just_taken naming the card, for a client to
    word; the English line cites the rule."""
    async def go() -> None:
        sc = await scene(server)
        client = sc.client("mover")
        assert client.snapshot is not None
        upcard = client.snapshot["view"]["upcard"]
        await client.send({"type": "act", "action": {"action": "draw_discard"}})
        await client.until(lambda m: m["type"] == "snapshot" and upcard in m["view"]["hand"])
        error = await client.refused(
            {"type": "act", "action": {"action": "discard", "card": upcard}}, "illegal")
        assert error["reason"] == {"code": "discard_just_taken", "args": {"card": upcard}}
        assert "(R4.2)" in error["message"]
        await close_all(sc)

    asyncio.run(go())


def test_an_error_quotes_a_long_input_cut_and_escaped(server: InProcessServer) -> None:
    async def go() -> None:
        sc = await scene(server)
        text = "\x1b[2J" + "<b>" * 3000
        error = await sc.client("mover").refused({"type": "chat", "text": text}, "bad_message",
                                                 "chat.text")
        assert "\x1b" not in error["message"] and "(9004 characters)" in error["message"]
        assert len(error["message"]) <= 200
        await close_all(sc)

    asyncio.run(go())


# ----------------------------------------------------------------------------- before hello


FIRST_MESSAGES: list[tuple[str, Callable[[Scene], Json | str], str, str | None]] = [
    ("a message before hello", lambda sc: {"type": "ping", "id": 1}, "not_authenticated", None),
    ("an act before hello", lambda sc: {"type": "act", "action": {"action": "draw_stock"}},
     "not_authenticated", None),
    ("another protocol version", lambda sc: {"type": "hello", "protocol": 1,
                                             "token": sc.tokens["ann"], "table": sc.table},
     "bad_message", "hello.protocol"),
    ("a wrong token", lambda sc: {"type": "hello", "protocol": 2,
                                  "token": sc.tokens["ann"][:-1]
                                  + ("A" if sc.tokens["ann"][-1] != "A" else "B"),
                                  "table": sc.table}, "not_authenticated", None),
    ("a made-up token", lambda sc: {"type": "hello", "protocol": 2, "token": "x" * 43,
                                    "table": sc.table}, "not_authenticated", None),
    ("a guessed table id", lambda sc: {"type": "hello", "protocol": 2,
                                       "token": sc.tokens["cy"], "table": "AAAAAAAAAAAAAAAA"},
     "unknown_table", None),
    ("a hello with an unknown field", lambda sc: {"type": "hello", "protocol": 2,
                                                  "token": sc.tokens["cy"], "table": sc.table,
                                                  "seat": 0}, "bad_message", "hello.seat"),
    ("not JSON", lambda sc: "hello?", "bad_message", None),
]


FIRST_REASONS: dict[str, Reason] = {
    "a message before hello": ("hello_first", {}),
    "an act before hello": ("hello_first", {}),
    "another protocol version": ("protocol_unsupported", {"supported": "2"}),
    "a wrong token": ("token_unknown", {}),
    "a made-up token": ("token_unknown", {}),
    "a guessed table id": ("unknown_table", {}),
    "a hello with an unknown field": ("field_unknown", {}),
    "not JSON": ("message_unreadable", {}),
}


@pytest.mark.parametrize(("what", "first", "code", "field"), FIRST_MESSAGES,
                         ids=[c[0] for c in FIRST_MESSAGES])
def test_a_bad_first_message_is_refused_and_the_connection_closed(
        server: InProcessServer, what: str, first: Callable[[Scene], Json | str], code: str,
        field: str | None) -> None:
    async def go() -> None:
        sc = await scene(server)
        before = await spectator_snapshot(sc)
        client = await Client.open(server)
        error = await client.refused(first(sc), code, field)
        assert error["seq"] == 0 and error["id"] in (None, 1)
        expected, args = FIRST_REASONS[what]
        assert error["reason"] == {"code": expected, "args": args}, error
        with pytest.raises(Closed):
            await client.recv()
        await assert_unchanged(sc, before)
        await close_all(sc)

    asyncio.run(go())


def test_a_connection_that_never_says_hello_is_told_so_and_closed(
        server: InProcessServer, monkeypatch: pytest.MonkeyPatch) -> None:
    """Silence is answered as a message before ``hello`` is (not_authenticated,
    ``hello_first``: docs/protocol.md, "Connecting"), not as a malformed message."""
    monkeypatch.setattr(socket, "HELLO_SECONDS", 0.3)

    async def go() -> None:
        client = await Client.open(server)
        error = await client.recv()
        assert error["type"] == "error" and error["code"] == "not_authenticated", error
        assert error["reason"] == {"code": "hello_first", "args": {}}, error
        with pytest.raises(Closed):
            await client.recv()

    asyncio.run(go())


def test_a_frame_over_the_websocket_limit_closes_the_connection(server: InProcessServer,
                                                                 ) -> None:
    async def go() -> None:
        sc = await scene(server)
        before = await spectator_snapshot(sc)
        client = sc.client("mover")
        await client.send("x" * (4 * P.MAX_MESSAGE_BYTES + 1))
        with pytest.raises(Closed):
            await client.until(lambda m: False)
        assert client.ws.close_code == 1009  # message too big
        await assert_unchanged(sc, before)
        await close_all(sc)

    asyncio.run(go())


# ----------------------------------------------------------------------------- origins


def test_a_websocket_from_a_foreign_origin_is_refused(server: InProcessServer) -> None:
    async def go() -> None:
        sc = await scene(server)
        for origin in ("http://evil.example", "null", server.base + ".evil.example",
                       server.base.replace("127.0.0.1", "localhost")):
            with pytest.raises(InvalidStatus) as refused:
                await Client.open(server, origin=origin)
            assert refused.value.response.status_code == 403
        # The server's own page, and a client that is not a browser (no Origin), may.
        allowed: tuple[str | None, ...] = (server.base, None)
        for origin_or_none in allowed:
            client = await Client.open(server, origin=origin_or_none)
            await client.say_hello(sc.tokens["cy"], sc.table, role="spectator")
            assert (await client.recv())["type"] == "welcome"
            await client.close()
        await close_all(sc)

    asyncio.run(go())


def test_origins_the_operator_allows_may_connect(tmp_path: Path) -> None:
    started = InProcessServer(f"sqlite:///{tmp_path / 'server.sqlite3'}",
                              origins=("https://gin.example.org",)).start()
    try:
        async def go() -> None:
            client = await Client.open(started, origin="https://gin.example.org")
            await client.send({"type": "ping"})
            assert (await client.recv())["code"] == "not_authenticated"
            with pytest.raises(InvalidStatus):
                await Client.open(started, origin="https://other.example.org")

        asyncio.run(go())
    finally:
        started.stop()


# ----------------------------------------------------------------------------- flooding


def test_a_client_flooding_messages_is_throttled_then_disconnected(tmp_path: Path) -> None:
    """One message a second, bursts of 5: a client sending chat as fast as it can
    gets ``throttled`` for each message past that (which is not applied), and is
    disconnected after FLOOD_CLOSE refused in a row."""
    started = InProcessServer(f"sqlite:///{tmp_path / 'server.sqlite3'}", rate=1.0,
                              burst=5).start()
    try:
        async def go() -> None:
            sc = await scene(started)
            flooder = sc.client("waiter")
            start = stored_version(sc)
            received: list[Json] = []
            why: list[str] = []

            async def read() -> None:
                with pytest.raises(Closed) as closed:
                    while True:
                        received.append(await flooder.recv())
                why.append(str(closed.value))

            reader = asyncio.create_task(read())
            sent = 0
            # As fast as it can, until the server closes (which the reader sees).
            while sent < 50 * FLOOD_CLOSE and not reader.done():
                try:
                    await flooder.send({"type": "chat", "text": f"spam {sent}"})
                except Exception:
                    break
                sent += 1
                if sent % 50 == 0:
                    await asyncio.sleep(0)  # let the reader keep up
            await asyncio.wait_for(reader, HUNG)
            throttled = [m for m in received if m["type"] == "error"]
            assert throttled and all(m["code"] == "throttled" for m in throttled)
            assert all("\n" not in m["message"] for m in throttled)
            # The last messages before the close were refusals, FLOOD_CLOSE - 1 in a row
            # (the last refused message is not answered: the connection closes).
            tail = [m for m in received if m["type"] != "snapshot"][-(FLOOD_CLOSE - 1):]
            assert all(m["type"] == "error" for m in tail)
            # Only the chat lines let through were applied.
            chats = [m for m in received if m["type"] == "event"
                     and m["event"]["type"] == "chat"]
            assert 1 <= len(chats) < sent - FLOOD_CLOSE
            assert stored_version(sc) == start + len(chats)
            # Closed as a breach of the rules, saying so (a close with 1000, "normal",
            # told a client's log nothing of why).
            assert "1008" in why[0] and "too many messages" in why[0], why
            await close_all(sc)

        asyncio.run(go())
    finally:
        started.stop()


def test_welcome_states_the_limits_the_server_enforces(tmp_path: Path) -> None:
    started = InProcessServer(f"sqlite:///{tmp_path / 'server.sqlite3'}", rate=7.0,
                              burst=9).start()
    try:
        async def go() -> None:
            _name, token = new_person(started.base)
            made = new_table(started.base, token, "standard", "PC")
            client = await Client.open(started)
            await client.say_hello(token, made["id"])
            welcome = await client.recv()
            assert welcome["limits"] == {
                "max_message_bytes": P.MAX_MESSAGE_BYTES, "messages_per_second": 7,
                "burst": 9, "max_chat_length": 200, "max_name_length": 24}
            await client.close()

        asyncio.run(go())
    finally:
        started.stop()


# ----------------------------------------------------------------------------- identity


def test_nobody_watches_a_hidden_hand_or_plays_a_seat_they_do_not_hold(
        server: InProcessServer) -> None:
    async def go() -> None:
        sc = await scene(server)
        # Cy says she plays: she holds no seat, so she watches, and sees no hand.
        cy = await Client.open(server)
        await cy.say_hello(sc.tokens["cy"], sc.table, role="player")
        welcome = await cy.recv()
        assert welcome["you"] == {"name": welcome["you"]["name"], "seat": None,
                                  "role": "spectator"}
        snapshot = await cy.until(lambda m: m["type"] == "snapshot")
        assert snapshot["view"] is None and snapshot["public"] is not None
        assert "hand" not in snapshot["public"]
        await cy.refused({"type": "act", "action": {"action": "draw_stock"}}, "no_seat")
        # Ann, at seat 0, who says she watches, watches: no hand of hers either.
        ann = await Client.hello(server, sc.tokens["ann"], sc.table, role="spectator")
        watched = await ann.until(lambda m: m["type"] == "snapshot")
        assert watched["view"] is None and watched["you"]["role"] == "spectator"
        # Each player is shown its own hand only.
        for who in ("ann", "bob"):
            shown = sc.clients[who].snapshot
            assert shown is not None and shown["view"]["seat"] == shown["you"]["seat"]
            assert shown["public"] is None
        hands = [set(_hand(sc, "ann")), set(_hand(sc, "bob"))]
        assert not hands[0] & hands[1]
        await ann.close()
        await cy.close()
        await close_all(sc)

    asyncio.run(go())


def test_a_seat_is_not_taken_by_guessing(server: InProcessServer) -> None:
    async def go() -> None:
        sc = await scene(server)
        base = server.base
        # Table ids and join codes are drawn from secrets: guesses find nothing.
        assert len(sc.table) >= 16
        for guess in ("AAAAAAAAAAAAAAAA", sc.table[:-1] + ("A" if sc.table[-1] != "A" else "B")):
            reply = http(base, "GET", f"/api/tables/{guess}")
            assert reply.status == 404 and reply.body["code"] == "unknown_table"
        reply = http(base, "POST", "/api/tables/join",
                     {"code": "ZZZZZZ" if sc.code != "ZZZZZZ" else "YYYYYY"},
                     token=sc.tokens["cy"])
        assert reply.status == 404 and reply.body["code"] == "unknown_table"
        # The right code gives no seat at a full table: Cy may only watch.
        reply = http(base, "POST", "/api/tables/join", {"code": sc.code},
                     token=sc.tokens["cy"])
        assert reply.status == 200 and reply.body == {"id": sc.table, "seat": None}
        # Joining without a name, or with a token nobody has, is refused.
        for token in (None, "x" * 43):
            reply = http(base, "POST", "/api/tables/join", {"code": sc.code}, token=token)
            assert reply.status == 401 and reply.body["code"] == "not_authenticated"
        await close_all(sc)

    asyncio.run(go())


def test_tokens_are_kept_as_digests_and_compared_in_constant_time(
        server: InProcessServer) -> None:
    # Structure: the store looks the digest up by its index and compares it again
    # with hmac.compare_digest, never the token itself with ==.
    source = inspect.getsource(Store.identify)
    assert "hmac.compare_digest(" in source and "token_digest(" in source
    name, token = new_person(server.base)
    with store_of(server.database) as store:
        assert store.identify(token) is not None
        assert store.identify(token[:-1] + ("A" if token[-1] != "A" else "B")) is None
        with store.engine.connect() as conn:
            rows = conn.execute(sa.select(db.identities)).all()
    # Only the token's SHA-256 is kept: the token is in no column of any row.
    assert any(row.token_sha256 == token_digest(token) for row in rows)
    assert not any(token in str(value) for row in rows for value in row)
    assert name in {row.name for row in rows}


# ----------------------------------------------------------------------------- names, chat, HTML


def test_names_and_chat_come_back_as_text_never_as_html(server: InProcessServer) -> None:
    async def go() -> None:
        base = server.base
        name = "<b>Bo</b>&amp;"
        reply = http(base, "POST", "/api/identities", {"name": name})
        assert reply.status == 201 and reply.body["name"] == name
        assert reply.headers["content-type"].startswith("application/json")
        bo = str(reply.body["token"])
        _ann, ann = new_person(base)
        made = new_table(base, ann, "standard", "PP")
        join(base, bo, made["code"])
        lobby = http(base, "GET", "/api/tables")
        assert lobby.headers["content-type"].startswith("application/json")
        assert name in [s["name"] for t in lobby.body for s in t["seats"]]
        assert "&lt;" not in lobby.text
        client = await Client.hello(server, bo, made["id"])
        line = "<script>alert('x')</script> & <i>hi</i>"
        await client.send({"type": "chat", "text": line})
        event = await client.until(lambda m: m["type"] == "event"
                                   and m["event"]["type"] == "chat")
        assert event["event"]["text"] == line and event["event"]["name"] == name
        await client.close()

    asyncio.run(go())


# ----------------------------------------------------------------------------- HTTP


def _count(database: str, table: sa.Table) -> int:
    with store_of(database) as store, store.engine.connect() as conn:
        return int(conn.scalar(sa.select(sa.func.count()).select_from(table)) or 0)


HTTP_CASES: list[tuple[str, str, str, Any, str, int, str, str | None]] = [
    # (what, method, path, body, auth, status, code, field); auth: "" none, "bad",
    # "ok"; a body of bytes is sent as it is.
    ("a name over 24 characters", "POST", "/api/identities", {"name": "A" * 25}, "",
     422, "bad_message", "name"),
    ("a name with a control character", "POST", "/api/identities", {"name": "Bo\x1b[31m"}, "",
     422, "bad_message", "name"),
    ("a name with a bidirectional control", "POST", "/api/identities",
     {"name": "Bo\u202eevil"}, "", 422, "bad_message", "name"),
    ("a name of spaces", "POST", "/api/identities", {"name": "   "}, "", 422, "bad_message",
     "name"),
    ("a name that is not text", "POST", "/api/identities", {"name": 5}, "", 422,
     "bad_message", "name"),
    ("a field too many", "POST", "/api/identities", {"name": "Al", "admin": True}, "", 422,
     "bad_message", "admin"),
    ("no body", "POST", "/api/identities", None, "", 422, "bad_message", "body"),
    ("a body that is not JSON", "POST", "/api/identities", b"{name: Al}", "", 422,
     "bad_message", None),
    ("an unknown system", "POST", "/api/tables", {"system": "poker", "seats": [
        {"kind": "person"}, {"kind": "person"}]}, "ok", 422, "bad_message", "system"),
    ("rule options that do not fit", "POST", "/api/tables", {
        "system": "standard", "options": {"oklahoma_spades_double": True},
        "seats": [{"kind": "person"}, {"kind": "person"}]}, "ok", 422, "bad_message",
     "options"),
    ("an option out of range", "POST", "/api/tables", {
        "system": "standard", "options": {"target": 0},
        "seats": [{"kind": "person"}, {"kind": "person"}]}, "ok", 422, "bad_message",
     "options.target"),
    ("too few seats", "POST", "/api/tables", {"system": "three-player", "seats": [
        {"kind": "person"}, {"kind": "person"}]}, "ok", 422, "bad_message", "seats"),
    ("a computer with no level", "POST", "/api/tables", {"system": "standard", "seats": [
        {"kind": "person"}, {"kind": "computer"}]}, "ok", 422, "bad_message", "seats[1]"),
    ("a turn clock too short", "POST", "/api/tables", {
        "system": "standard", "seats": [{"kind": "person"}, {"kind": "person"}],
        "turn_seconds": 1}, "ok", 422, "bad_message", "turn_seconds"),
    ("a table with no token", "POST", "/api/tables", {"system": "standard", "seats": [
        {"kind": "person"}, {"kind": "person"}]}, "", 401, "not_authenticated", None),
    ("a table with a wrong token", "POST", "/api/tables", {"system": "standard", "seats": [
        {"kind": "person"}, {"kind": "person"}]}, "bad", 401, "not_authenticated", None),
    ("a code that is no code", "POST", "/api/tables/join", {"code": "../x"}, "ok", 422,
     "bad_message", "code"),
    ("quick match for an unknown system", "POST", "/api/quickmatch", {"system": "go"}, "ok",
     422, "bad_message", "system"),
    ("a guessed table", "GET", "/api/tables/AAAAAAAAAAAAAAAA", None, "", 404,
     "unknown_table", None),
    ("the record of a guessed table", "GET", "/api/tables/AAAAAAAAAAAAAAAA/record", None, "",
     404, "unknown_table", None),
    ("the leaderboard of an unknown system", "GET", "/api/leaderboard?system=chess", None, "",
     422, "bad_message", "system"),
]


HTTP_REASONS: dict[str, Reason] = {
    "a name over 24 characters": ("name_too_long", {"most": 24, "length": 25}),
    "a name with a control character": ("name_control_character", {"character": "U+001B"}),
    "a name with a bidirectional control": ("name_direction_character",
                                            {"character": "U+202E"}),
    "a name of spaces": ("name_empty", {}),
    "a name that is not text": ("field_invalid", {}),
    "a field too many": ("field_unknown", {}),
    "no body": ("field_missing", {}),
    "a body that is not JSON": ("message_unreadable", {}),
    "an unknown system": ("field_invalid", {}),
    "rule options that do not fit": ("rule_needs_oklahoma",
                                     {"option": "oklahoma_spades_double"}),
    "an option out of range": ("field_invalid", {}),
    "too few seats": ("seat_count", {"players": 3, "found": 2}),
    "a computer with no level": ("seat_needs_level", {}),
    "a turn clock too short": ("field_invalid", {}),
    "a table with no token": ("token_missing", {}),
    "a table with a wrong token": ("token_unknown", {}),
    "a code that is no code": ("field_invalid", {}),
    "quick match for an unknown system": ("field_invalid", {}),
    "a guessed table": ("unknown_table", {}),
    "the record of a guessed table": ("match_not_finished", {}),
    "the leaderboard of an unknown system": ("field_invalid", {}),
}


def test_every_http_case_and_first_message_says_its_reason() -> None:
    assert sorted(HTTP_REASONS) == sorted(what for what, *_rest in HTTP_CASES)
    assert sorted(FIRST_REASONS) == sorted(what for what, *_rest in FIRST_MESSAGES)


@pytest.mark.parametrize(("what", "method", "path", "body", "auth", "status", "code", "field"),
                         HTTP_CASES, ids=[c[0] for c in HTTP_CASES])
def test_a_bad_http_request_gets_an_http_error_and_changes_nothing(
        server: InProcessServer, what: str, method: str, path: str, body: Any, auth: str,
        status: int, code: str, field: str | None) -> None:
    _name, token = new_person(server.base)
    before = (_count(server.database, db.identities), _count(server.database, db.tables))
    reply = http(server.base, method, path, None if isinstance(body, bytes) else body,
                 raw=body if isinstance(body, bytes) else None,
                 token={"": None, "bad": "x" * 43, "ok": token}[auth])
    assert reply.status == status, reply
    P.HttpError.model_validate(reply.body)
    assert reply.body["code"] == code and reply.body["field"] == field, reply.body
    expected, args = HTTP_REASONS[what]
    assert reply.body["reason"] == {"code": expected, "args": args}, reply.body
    assert reply.body["message"] and "\n" not in reply.body["message"]
    assert len(reply.body["message"]) <= 200
    assert reply.headers["content-type"].startswith("application/json")
    after = (_count(server.database, db.identities), _count(server.database, db.tables))
    assert after == before


def test_a_body_sent_without_the_json_content_type_is_told_how_to_send_it(
        server: InProcessServer) -> None:
    """``curl -d '{"name": "Ada"}'`` (form-encoded, as curl sends by default) was
    answered "body: expected an object, found b'{...}'", the server's own Python
    showing through; the refusal now says what to send."""
    before = _count(server.database, db.identities)
    for kind in ("application/x-www-form-urlencoded", "text/plain"):
        reply = http(server.base, "POST", "/api/identities",
                     raw=json.dumps({"name": unique_name("Ada")}).encode(),
                     headers={"Content-Type": kind})
        assert reply.status == 422, reply
        assert reply.body["code"] == "bad_message", reply.body
        assert "Content-Type: application/json" in reply.body["message"], reply.body
        assert "b'" not in reply.body["message"], reply.body
        assert reply.body["reason"] == {"code": "message_unreadable", "args": {}}
    assert _count(server.database, db.identities) == before


def test_a_body_that_is_not_utf8_is_422_bad_message_as_documented(
        server: InProcessServer) -> None:
    """A body with a byte that is not UTF-8 was answered 400, a status docs/protocol.md
    gives no code (bad_message is 422), with FastAPI's words."""
    before = _count(server.database, db.identities)
    reply = http(server.base, "POST", "/api/identities", raw=b'{"name": "Ad\xe9"}')
    assert reply.status == 422, reply
    P.HttpError.model_validate(reply.body)
    assert reply.body["code"] == "bad_message", reply.body
    assert reply.body["reason"] == {"code": "message_unreadable", "args": {}}, reply.body
    assert "UTF-8" in reply.body["message"], reply.body
    assert _count(server.database, db.identities) == before


def test_the_bearer_scheme_is_read_in_any_case(server: InProcessServer) -> None:
    """HTTP's authentication schemes are case-insensitive (RFC 9110, 11.1): a client
    library that writes ``bearer`` was refused as if it sent no token."""
    _name, token = new_person(server.base)
    for scheme in ("Bearer", "bearer", "BEARER"):
        reply = http(server.base, "GET", "/api/me/tables",
                     headers={"Authorization": f"{scheme} {token}"})
        assert reply.status == 200, (scheme, reply)
    reply = http(server.base, "GET", "/api/me/tables", headers={"Authorization": f"Basic {token}"})
    assert reply.status == 401 and reply.body["reason"]["code"] == "token_missing", reply


def test_a_name_taken_is_409_conflict_whatever_its_case(server: InProcessServer) -> None:
    name = unique_name("Dee")
    assert http(server.base, "POST", "/api/identities", {"name": name}).status == 201
    before = _count(server.database, db.identities)
    for taken in (name, name.upper(), f"  {name}  "):
        reply = http(server.base, "POST", "/api/identities", {"name": taken})
        assert reply.status == 409, reply
        P.HttpError.model_validate(reply.body)
        assert reply.body["code"] == "conflict" and "taken" in reply.body["message"]
    assert _count(server.database, db.identities) == before


def test_a_name_that_looks_like_one_taken_is_409_and_one_with_a_filler_422(
        server: InProcessServer) -> None:
    """Issue 40 item 9: with a name taken, the same with its A Cyrillic or Greek is
    refused (409 conflict: it looks like a name taken), and so is the name with a
    character that shows as nothing before or after it (422 bad_message, naming
    the character): the seat list never shows two of one name."""
    name = unique_name("Ada")
    assert http(server.base, "POST", "/api/identities", {"name": name}).status == 201
    before = _count(server.database, db.identities)
    for lookalike in ("\u0410" + name[1:], "\u0391" + name[1:], name.replace("a", "\u0430")):
        reply = http(server.base, "POST", "/api/identities", {"name": lookalike})
        assert reply.status == 409, reply
        assert reply.body["code"] == "conflict" and "looks like" in reply.body["message"]
    for filler, hidden in ((name + "\u3164", 0x3164), (name + "\u2800", 0x2800),
                           (name + "\u034f", 0x034F), (name + "\ufe0f", 0xFE0F),
                           ("\u115f" + name, 0x115F), (name + "\U000e0100", 0xE0100)):
        reply = http(server.base, "POST", "/api/identities", {"name": filler})
        assert reply.status == 422, reply
        assert (reply.body["code"], reply.body["field"]) == ("bad_message", "name")
        assert f"U+{hidden:04X}" in reply.body["message"]
    assert _count(server.database, db.identities) == before


def _chunked_post(base: str, path: str, body: bytes) -> tuple[int, Any]:
    """POST ``body`` in chunks, with no Content-Length (the server cannot tell its
    size before it reads it)."""
    host, port = base.removeprefix("http://").rsplit(":", 1)
    conn = HTTPConnection(host, int(port), timeout=HUNG)
    try:
        conn.putrequest("POST", path)
        conn.putheader("Content-Type", "application/json")
        conn.putheader("Transfer-Encoding", "chunked")
        conn.endheaders()
        for start in range(0, len(body), 4096):
            chunk = body[start:start + 4096]
            conn.send(b"%x\r\n%s\r\n" % (len(chunk), chunk))
        conn.send(b"0\r\n\r\n")
        response = conn.getresponse()
        return response.status, json.loads(response.read())
    finally:
        conn.close()


def test_an_http_body_over_16_kib_is_refused_too_large(server: InProcessServer) -> None:
    """docs/protocol.md: JSON bodies are length-limited as WebSocket messages are."""
    before = _count(server.database, db.identities)
    at_most = b'{"name": "%s"}' % unique_name("Big").encode()
    at_most += b" " * (P.MAX_MESSAGE_BYTES - len(at_most))
    over = at_most + b" "
    reply = http(server.base, "POST", "/api/identities", raw=over)
    assert reply.status == 413, reply
    P.HttpError.model_validate(reply.body)
    assert reply.body["code"] == "too_large" and reply.body["field"] is None
    status, body = _chunked_post(server.base, "/api/identities", over)
    assert status == 413 and body["code"] == "too_large"
    assert _count(server.database, db.identities) == before
    # The limit itself is allowed.
    assert http(server.base, "POST", "/api/identities", raw=at_most).status == 201


def test_a_new_table_whose_code_is_taken_draws_another(
        server: InProcessServer, monkeypatch: pytest.MonkeyPatch) -> None:
    """Join codes are drawn at random: one drawn again (however unlikely) is drawn
    anew, never a refusal of the person creating the table."""
    import secrets

    import ginrummy.server.opening as app_module

    _name, token = new_person(server.base)
    first = new_table(server.base, token, "standard", "PC")
    taken = iter(first["code"])  # the next code drawn is first's, letter for letter

    class Drawing:
        token_urlsafe = staticmethod(secrets.token_urlsafe)

        @staticmethod
        def choice(letters: str) -> str:
            return next(taken, None) or secrets.choice(letters)

    monkeypatch.setattr(app_module, "secrets", Drawing)
    second = new_table(server.base, token, "standard", "PC")
    assert next(taken, None) is None  # the taken code was drawn
    assert second["code"] != first["code"] and second["id"] != first["id"]
    assert http(server.base, "GET", f"/api/tables/{second['id']}").status == 200


def test_a_bad_heartbeat_is_one_line_and_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    from ginrummy.__main__ import main

    for value in ("x", "0", "0.05", "61", "nan", "inf", "٣"):
        assert main(["serve", "--heartbeat", value]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "--heartbeat" in err, err
        assert "is not a number of seconds (0.1-60)" in err, err
