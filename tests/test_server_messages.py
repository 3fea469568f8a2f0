"""Every message the server writes (:mod:`ginrummy.server.messages`, the one module
that writes them: issue 40, item 19) read back with the protocol's models and the
committed JSON schema, for tables in every system at many moments.

The server's other tests pass everything a client receives through the models
as well (tests/server_harness.py); this one checks each writer directly, on
inputs a live server may never happen to give (a spectator mid-hand of a
three-player table, hints at every decision, a long chat line)."""

from __future__ import annotations

import json
import random
from typing import get_args

import pytest

from ginrummy import protocol as P
from ginrummy.server import messages
from ginrummy.table import SPECTATOR, Table
from test_server_protocol import schema_validator
from test_table import decide, seated_table

PLANS = [("standard", "PC"), ("oklahoma", "PP"), ("hollywood", "PC"),
         ("three-player", "PPC"), ("three-player", "PCC"), ("eaai", "PP")]


def read_back(text: str) -> P.ServerMessageUnion:
    """The message as a client reads it: the models, then the schema."""
    message = P.parse_server_message(text)
    schema_validator("ServerMessage").validate(json.loads(text))
    return message


def viewers(table: Table) -> list[int]:
    return [*range(table.players), SPECTATOR]


@pytest.mark.parametrize(("system", "kinds"), PLANS)
def test_snapshots_updates_and_events_read_back_at_every_moment(system: str,
                                                                kinds: str) -> None:
    table = seated_table(system, kinds, seed=11)
    rng = random.Random(5)
    held = {v: table.shown(v) for v in viewers(table)}
    for viewer in viewers(table):
        assert isinstance(read_back(messages.snapshot(held[viewer])), P.Snapshot)
    for _ in range(160):
        start = table.seq
        if not decide(table, rng):
            break
        for viewer in viewers(table):
            told = [(item.seq, text) for item in table.emitted[start:]
                    for text in table.told_texts(item, viewer)]
            for seq, text in told:
                assert isinstance(read_back(messages.event(seq, text)), P.EventMessage)
            now = table.shown(viewer)
            update = read_back(messages.update(now.seq, told, now.changes_since(held[viewer])))
            assert isinstance(update, P.Update) and update.seq == table.seq
            held[viewer] = now
            assert isinstance(read_back(messages.snapshot(now)), P.Snapshot)


@pytest.mark.parametrize(("system", "kinds"), [("standard", "PC"), ("three-player", "PCC")])
def test_hints_read_back_at_every_decision_of_a_person(system: str, kinds: str) -> None:
    table = seated_table(system, kinds, seed=3)
    rng = random.Random(2)
    asked = 0
    for _ in range(60):
        wait = table.awaiting()
        if wait is not None and not wait.computer and wait.what in ("act", "advise"):
            ranked = table.hints(wait.player, P.MAX_HINTS)
            hints = read_back(messages.hints(table.seq, f"h-{asked}", ranked))
            assert isinstance(hints, P.Hints) and hints.id == f"h-{asked}"
            assert len(hints.hints) == len(ranked)
            asked += 1
        if not decide(table, rng):
            break
    assert asked > 5


def test_the_rare_messages_read_back() -> None:
    welcome = read_back(messages.welcome(7, name="Ада", seat=None, table_id="t-1",
                                         limits=P.Limits()))
    assert isinstance(welcome, P.Welcome) and welcome.you.role == "spectator"
    seated = read_back(messages.welcome(0, name="Bo", seat=2, table_id="t-1",
                                        limits=P.Limits(messages_per_second=5, burst=9)))
    assert isinstance(seated, P.Welcome) and seated.you.role == "player"
    for code in get_args(P.ErrorCode):
        error = read_back(messages.error(3, code, "a reason\nover two lines",
                                         request_id=17, field="act.action.card"))
        assert isinstance(error, P.ErrorMessage) and error.message == "a reason over two lines"
    pong = read_back(messages.pong(9, "p-1"))
    assert isinstance(pong, P.Pong) and pong.id == "p-1" and pong.seq == 9
