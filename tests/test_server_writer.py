"""The group-commit writer (ginrummy.server.writer) on SQLite and PostgreSQL.

Commits are counted with SQLAlchemy's ``commit`` event on the store's engine,
so "one transaction" is what the database was told, not what the writer says.
To make a batch, the writer is held by a request that waits on a gate; the
requests submitted meanwhile are all waiting when the gate opens.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event

from ginrummy.names import PlayerNameError
from ginrummy.server.errors import StoreError, VersionConflict
from ginrummy.server.store import Store, migrate
from ginrummy.server.writer import Writer
from ginrummy.server.writes import Tx
from test_server_store import BACKENDS, empty_database, last_heartbeat, version_of


@pytest.fixture(params=BACKENDS)
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    for url in empty_database(request.param, tmp_path):
        migrate(url)
        opened = Store(url)
        yield opened
        opened.close()


def count_commits(store: Store) -> list[int]:
    """A one-item list holding the number of commits on the store's engine so far."""
    count = [0]

    def on_commit(_conn: Any) -> None:
        count[0] += 1

    event.listen(store.engine, "commit", on_commit)
    return count


def hold(writer: Writer) -> threading.Event:
    """Keep ``writer`` busy until the returned gate is set."""
    gate = threading.Event()
    started = threading.Event()

    def wait(_tx: Tx) -> None:
        started.set()
        assert gate.wait(30)

    writer.submit(wait)
    assert started.wait(30)
    return gate


def appending(table_id: str, version: int, **fields: object) -> Callable[[Tx], int]:
    """A write appending one entry to ``table_id`` after ``version``."""
    return lambda tx: tx.append(table_id, version, [{"type": "x", **fields}])


def test_many_tables_in_one_commit_and_a_conflict_fails_alone(store: Store) -> None:
    tables = [f"t{i}" for i in range(40)]
    for t in tables:
        store.create_table(t, f"C{t}", {})
    store.append("t0", 0, [{"type": "created"}])  # t0 is at version 1 now
    commits = count_commits(store)

    async def play(writer: Writer) -> list[Any]:
        gate = hold(writer)
        before = commits[0]
        tasks = [asyncio.ensure_future(writer.append(t, 1 if t == "t0" else 0,
                                                     [{"type": "seated", "t": t}]))
                 for t in tables]
        stale = asyncio.ensure_future(writer.append("t1", 5, [{"type": "stale"}]))
        await asyncio.sleep(0.05)  # every request is queued behind the gate
        gate.set()
        results = await asyncio.gather(*tasks, stale, return_exceptions=True)
        assert commits[0] - before == 2  # the gate's batch, then all the rest in one
        return results

    writer = Writer(store)
    try:
        results = asyncio.run(play(writer))
    finally:
        writer.close()
    *versions, refused = results
    assert versions == [2] + [1] * (len(tables) - 1)
    assert isinstance(refused, VersionConflict) and refused.actual == 1
    for t in tables:
        assert store.entries(t)[-1][1] == {"type": "seated", "t": t}
    assert [e["type"] for _, e in store.entries("t1")] == ["seated"]


def test_a_batch_holds_at_most_max_batch_requests(store: Store) -> None:
    for i in range(25):
        store.create_table(f"t{i}", f"C{i}", {})
    commits = count_commits(store)
    writer = Writer(store, max_batch=10)
    try:
        gate = hold(writer)
        before = commits[0]
        futures = [writer.submit(appending(f"t{i}", 0))
                   for i in range(25)]
        gate.set()
        assert [f.result(30) for f in futures] == [1] * 25
        assert commits[0] - before == 1 + 3  # the gate's, then 10 + 10 + 5
    finally:
        writer.close()
    assert writer.commits == commits[0]


def test_requests_for_one_table_in_one_batch_follow_each_other(store: Store) -> None:
    store.create_table("t", "C", {})
    writer = Writer(store)
    try:
        gate = hold(writer)
        futures = [writer.submit(appending("t", v, n=v))
                   for v in range(10)]
        gate.set()
        assert [f.result(30) for f in futures] == list(range(1, 11))
    finally:
        writer.close()
    assert [e["n"] for _, e in store.entries("t")] == list(range(10))


def test_a_failing_request_fails_alone_whatever_it_raises(store: Store) -> None:
    store.create_table("t", "C", {})

    def broken(tx: Tx) -> None:
        tx.append("t", 0, [{"type": "half done"}])
        raise RuntimeError("a bug after writing")

    writer = Writer(store)
    try:
        gate = hold(writer)
        bad = writer.submit(broken)
        bad_name = writer.submit(lambda tx: tx.create_identity("\u202e"))
        good = writer.submit(lambda tx: tx.append("t", 0, [{"type": "whole"}]))
        gate.set()
        with pytest.raises(RuntimeError):
            bad.result(30)
        with pytest.raises(PlayerNameError):
            bad_name.result(30)
        assert good.result(30) == 1
    finally:
        writer.close()
    assert store.entries("t") == [(1, {"type": "whole"})]


def test_close_commits_what_is_queued_then_refuses(store: Store) -> None:
    for i in range(20):
        store.create_table(f"t{i}", f"C{i}", {})
    writer = Writer(store, max_batch=7)
    gate = hold(writer)
    futures = [writer.submit(appending(f"t{i}", 0))
               for i in range(20)]
    closing = threading.Thread(target=writer.close)
    closing.start()
    gate.set()
    closing.join(30)
    assert not closing.is_alive()
    assert all(f.done() and f.result() == 1 for f in futures)
    assert all(version_of(store, f"t{i}") == 1 for i in range(20))
    late = writer.submit(lambda tx: tx.append("t0", 1, [{"type": "x"}]))
    with pytest.raises(StoreError, match="closed"):
        late.result(1)
    writer.close()  # twice is fine


def test_the_writer_serves_every_write_on_the_event_loop(store: Store) -> None:
    async def play(writer: Writer) -> None:
        ann, token = await writer.create_identity("Ann")
        assert store.identify(token) == ann
        row = await writer.create_table("t", "C", {"a": 1})
        assert row.version == 0
        assert await writer.append("t", 0, [{"type": "created"}]) == 1
        await writer.set_status("t", "playing")
        await writer.save_timers("t", {"left": 3.0})
        await writer.clear_timers("t")
        await writer.save_record("t", {"format": 2})
        await writer.heartbeat("p1")
        entries = await asyncio.to_thread(store.entries, "t")
        assert entries == [(1, {"type": "created"})]

    writer = Writer(store)
    try:
        asyncio.run(play(writer))
    finally:
        asyncio.run(writer.aclose())
    found = store.table("t")
    assert found is not None and found.status == "playing"
    assert store.timers("t") is None and store.record("t") == {"format": 2}
    assert last_heartbeat(store, "p1") is not None
