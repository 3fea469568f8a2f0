"""Change notification (ginrummy.server.notify): (table, version) after each
committed append, across processes on PostgreSQL (LISTEN/NOTIFY), within the
process on SQLite."""

from __future__ import annotations

import asyncio
import queue
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import select

from ginrummy.server import notify
from ginrummy.server.errors import StoreUnavailable, VersionConflict
from ginrummy.server.store import Store, migrate
from ginrummy.server.writer import Writer
from ginrummy.server.writes import Tx
from test_server_store import BACKENDS, empty_database


@pytest.fixture(params=BACKENDS)
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    for found in empty_database(request.param, tmp_path):
        migrate(found)
        yield found


def heard_in_order(heard: queue.Queue[tuple[str, int]], count: int) -> list[tuple[str, int]]:
    return [heard.get(timeout=10) for _ in range(count)]


def test_a_listener_hears_each_committed_append_and_no_refused_one(url: str) -> None:
    # On PostgreSQL two stores (two engines), as two server processes have; on
    # SQLite (one process) the store that writes is the one that tells.
    writer_store, listener_store = Store(url), Store(url)
    listener = listener_store if writer_store.postgres else writer_store
    heard: queue.Queue[tuple[str, int]] = queue.Queue()
    listening: list[bool] = []
    subscription = listener.listen(lambda t, v: heard.put((t, v)),
                                   on_listening=lambda: listening.append(True))
    try:
        assert listening == [True]
        writer_store.create_table("t1", "C1", {})
        writer_store.create_table("t2", "C2", {})
        writer_store.append("t1", 0, [{"type": "created"}, {"type": "seated"}])
        with pytest.raises(VersionConflict):
            writer_store.append("t1", 0, [{"type": "refused"}])
        writer_store.append("t2", 0, [{"type": "created"}])
        writer_store.append("t1", 2, [{"type": "chat"}])
        assert heard_in_order(heard, 3) == [("t1", 2), ("t2", 1), ("t1", 3)]
        with pytest.raises(queue.Empty):
            heard.get(timeout=0.3)
    finally:
        subscription.close()
        writer_store.close()
        listener_store.close()


def test_the_writer_notifies_after_the_batch_commits_not_for_a_failed_request(
        url: str) -> None:
    store, other = Store(url), Store(url)
    heard: queue.Queue[tuple[str, int]] = queue.Queue()
    subscription = (other if store.postgres else store).listen(
        lambda t, v: heard.put((t, v)))
    for i in range(3):
        store.create_table(f"t{i}", f"C{i}", {})

    def broken(tx: Tx) -> None:
        tx.append("t2", 0, [{"type": "x"}])
        raise RuntimeError("after the append")

    async def play(writer: Writer) -> None:
        results = await asyncio.gather(
            writer.append("t0", 0, [{"type": "x"}]),
            writer.run(broken),
            writer.append("t1", 0, [{"type": "x"}]),
            return_exceptions=True)
        assert results[0] == 1 and results[2] == 1
        assert isinstance(results[1], RuntimeError)

    writer = Writer(store)
    try:
        asyncio.run(play(writer))
        assert sorted(heard_in_order(heard, 2)) == [("t0", 1), ("t1", 1)]
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
    heard: queue.Queue[tuple[str, int]] = queue.Queue()
    subscription = store.listen(lambda t, v: heard.put((t, v)))
    try:
        with store.engine.connect() as conn:
            with conn.begin() as transaction:
                notify.send(conn, "t9", 4)
                assert conn.execute(select(1)).scalar() == 1
                transaction.rollback()
            with conn.begin():
                notify.send(conn, "t9", 5)
        assert heard.get(timeout=10) == ("t9", 5)
        with pytest.raises(queue.Empty):
            heard.get(timeout=0.3)
    finally:
        subscription.close()
        store.close()


def test_payloads() -> None:
    assert notify.parse_payload(notify.payload("a-b_c", 17)) == ("a-b_c", 17)
    for bad in ("", ":", "t:", ":3", "t:-1", "t:x", "t:١"):
        assert notify.parse_payload(bad) is None


def test_a_listener_that_cannot_connect_says_so_and_stops() -> None:
    listener = notify.Listener("postgresql://nobody@127.0.0.1:1/none?connect_timeout=1",
                               lambda t, v: None, retry=0.05)
    with pytest.raises(StoreUnavailable, match="LISTEN"):
        listener.start(timeout=0.5)
    assert not listener.listening
