"""Change notification (ginrummy.server.notify): (table, version) after each
committed append, across processes on PostgreSQL (LISTEN/NOTIFY), within the
process on SQLite."""

from __future__ import annotations

import asyncio
import queue
import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import select

from ginrummy.server import notify
from ginrummy.server.errors import StoreUnavailable, VersionConflict
from ginrummy.server.notify import Callback
from ginrummy.server.store import Store, migrate
from ginrummy.server.writer import Writer
from ginrummy.server.writes import Tx
from test_server_store import BACKENDS, empty_database


@pytest.fixture(params=BACKENDS)
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    for found in empty_database(request.param, tmp_path):
        migrate(found)
        yield found


Heard = tuple[str, int, list[str] | None]


def heard_in_order(heard: queue.Queue[Heard], count: int) -> list[Heard]:
    return [heard.get(timeout=10) for _ in range(count)]


class Own:
    """Table ids of one test's own, and what is heard of them alone.

    Every listener on a PostgreSQL database hears every NOTIFY on it, whatever the
    schema: other tests' (other pytest workers', other runs') too.  A test names
    its tables ``own("t1")`` and its callback (:meth:`put`) keeps only their
    notices, with the tag taken off again."""

    def __init__(self) -> None:
        self.tag = f"n{secrets.token_hex(5)}-"

    def __call__(self, name: str) -> str:
        return self.tag + name

    def put(self, heard: queue.Queue[Heard]) -> Callback:
        def callback(table_id: str, version: int, entries: list[str] | None) -> None:
            if table_id.startswith(self.tag):
                heard.put((table_id.removeprefix(self.tag), version, entries))
        return callback


def test_a_listener_hears_each_committed_append_and_no_refused_one(url: str) -> None:
    # On PostgreSQL two stores (two engines), as two server processes have; on
    # SQLite (one process) the store that writes is the one that tells.
    writer_store, listener_store = Store(url), Store(url)
    listener = listener_store if writer_store.postgres else writer_store
    heard: queue.Queue[Heard] = queue.Queue()
    listening: list[bool] = []
    own = Own()
    subscription = listener.listen(own.put(heard),
                                   on_listening=lambda: listening.append(True))
    try:
        assert listening == [True]
        writer_store.create_table(own("t1"), "C1", {})
        writer_store.create_table(own("t2"), "C2", {})
        writer_store.append(own("t1"), 0, [{"type": "created"}, {"type": "seated"}])
        with pytest.raises(VersionConflict):
            writer_store.append(own("t1"), 0, [{"type": "refused"}])
        writer_store.append(own("t2"), 0, [{"type": "created"}])
        writer_store.append(own("t1"), 2, [{"type": "chat"}])
        # On PostgreSQL each notice carries its entries as stored (the listener need
        # not read them); SQLite's, within the process, carry none.
        pg = writer_store.postgres
        assert heard_in_order(heard, 3) == [
            ("t1", 2, ['{"type":"created"}', '{"type":"seated"}'] if pg else None),
            ("t2", 1, ['{"type":"created"}'] if pg else None),
            ("t1", 3, ['{"type":"chat"}'] if pg else None)]
        with pytest.raises(queue.Empty):
            heard.get(timeout=0.3)
    finally:
        subscription.close()
        writer_store.close()
        listener_store.close()


def test_the_writer_notifies_after_the_batch_commits_not_for_a_failed_request(
        url: str) -> None:
    store, other = Store(url), Store(url)
    heard: queue.Queue[Heard] = queue.Queue()
    own = Own()
    subscription = (other if store.postgres else store).listen(own.put(heard))
    for i in range(3):
        store.create_table(own(f"t{i}"), f"C{i}", {})

    def broken(tx: Tx) -> None:
        tx.append(own("t2"), 0, [{"type": "x"}])
        raise RuntimeError("after the append")

    async def play(writer: Writer) -> None:
        results = await asyncio.gather(
            writer.append(own("t0"), 0, [{"type": "x"}]),
            writer.run(broken),
            writer.append(own("t1"), 0, [{"type": "x"}]),
            return_exceptions=True)
        assert results[0] == 1 and results[2] == 1
        assert isinstance(results[1], RuntimeError)

    writer = Writer(store)
    try:
        asyncio.run(play(writer))
        assert sorted(h[:2] for h in heard_in_order(heard, 2)) == [("t0", 1), ("t1", 1)]
        with pytest.raises(queue.Empty):
            heard.get(timeout=0.3)
    finally:
        writer.close()
        subscription.close()
        store.close()
        other.close()


def test_a_notification_is_sent_only_when_its_transaction_commits(url: str) -> None:
    store = Store(url)
    if not store.postgres:
        store.close()
        pytest.skip("NOTIFY is PostgreSQL's")
    heard: queue.Queue[Heard] = queue.Queue()
    own = Own()
    subscription = store.listen(own.put(heard))
    try:
        with store.engine.connect() as conn:
            with conn.begin() as transaction:
                notify.send(conn, own("t9"), 4)
                assert conn.execute(select(1)).scalar() == 1
                transaction.rollback()
            with conn.begin():
                notify.send(conn, own("t9"), 5)
        assert heard.get(timeout=10) == ("t9", 5, None)
        with pytest.raises(queue.Empty):
            heard.get(timeout=0.3)
    finally:
        subscription.close()
        store.close()


def test_payloads() -> None:
    assert notify.parse_payload(notify.payload("a-b_c", 17)) == ("a-b_c", 17, None)
    turn = ['{"type":"acted","seat":0}', '{"type":"chat","text":"héllo"}']
    assert notify.parse_payload(notify.payload("t", 9, turn)) == ("t", 9, turn)
    for bad in ("", ":", "t:", ":3", "t:-1", "t:x", "t:١", "t:1\n{}\n{}"):
        assert notify.parse_payload(bad) is None
    # Entries that do not fit in a payload are left out: the listener reads them.
    big = ['{"type":"chat","text":"' + "é" * 2000 + '"}'] * 2
    sent = notify.payload("t", 9, big)
    assert sent == "t:9" and notify.parse_payload(sent) == ("t", 9, None)
    fits = ['{"text":"' + "x" * (notify.MAX_PAYLOAD - 20) + '"}']
    assert notify.parse_payload(notify.payload("t", 9, fits)) == ("t", 9, fits)


def test_a_listener_that_cannot_connect_says_so_and_stops() -> None:
    listener = notify.Listener("postgresql://nobody@127.0.0.1:1/none?connect_timeout=1",
                               lambda t, v, e: None, retry=0.05)
    with pytest.raises(StoreUnavailable, match="LISTEN"):
        listener.start(timeout=0.5)
    assert not listener.listening
