"""The game server's store (ginrummy.server.store) on SQLite and on PostgreSQL.

Every case that touches a database runs on both: SQLite in a temporary file, and
PostgreSQL at ``GINRUMMY_TEST_PG_URL`` (each test in a schema of its own, dropped
after it).  Without that variable the PostgreSQL cases skip, unless
``GINRUMMY_REQUIRE_PG=1`` (CI sets both: .ci/run), when they fail.

The other tests/test_server_*.py files take their databases from here
(:func:`empty_database`).
"""

from __future__ import annotations

import os
import secrets
import sqlite3
import threading
import unicodedata
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory

from ginrummy.errors import GinRummyError
from ginrummy.names import PlayerNameError
from ginrummy.server import db, migrations
from ginrummy.server.errors import (
    NameTaken,
    StoreError,
    TableExists,
    UnknownTable,
    VersionConflict,
)
from ginrummy.server.store import Store, make_engine, migrate
from ginrummy.server.writes import token_digest

PG_ENV = "GINRUMMY_TEST_PG_URL"
REQUIRE_PG_ENV = "GINRUMMY_REQUIRE_PG"
BACKENDS = ["sqlite", "postgresql"]


def empty_database(backend: str, tmp_path: Path) -> Iterator[str]:
    """The URL of an empty database of ``backend`` for one test, dropped after it."""
    if backend == "sqlite":
        yield f"sqlite:///{tmp_path / 'store.sqlite3'}"
        return
    base = os.environ.get(PG_ENV, "").strip()
    if not base:
        if os.environ.get(REQUIRE_PG_ENV) == "1":
            pytest.fail(f"{REQUIRE_PG_ENV}=1 but {PG_ENV} is not set: the PostgreSQL"
                        " cases must run")
        pytest.skip(f"set {PG_ENV} to run the PostgreSQL cases")
    # A schema of the test's own, first on the search path: tests (and two runs at
    # once) never see each other's tables.
    schema = f"test_{secrets.token_hex(6)}"
    url = sa.make_url(base).set(drivername="postgresql+psycopg")
    admin = sa.create_engine(url)
    with admin.begin() as conn:
        conn.exec_driver_sql(f"CREATE SCHEMA {schema}")
    try:
        yield url.update_query_dict(
            {"options": f"-csearch_path={schema}"}).render_as_string(hide_password=False)
    finally:
        with admin.begin() as conn:
            conn.exec_driver_sql(f"DROP SCHEMA {schema} CASCADE")
        admin.dispose()


@pytest.fixture(params=BACKENDS)
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    yield from empty_database(request.param, tmp_path)


@pytest.fixture
def store(url: str) -> Iterator[Store]:
    migrate(url)
    opened = Store(url)
    yield opened
    opened.close()


def version_of(store: Store, table_id: str) -> int:
    """The table's version as the store holds it."""
    row = store.table(table_id)
    assert row is not None, table_id
    return row.version


def last_heartbeat(store: Store, process_id: str) -> datetime | None:
    """When the process last gave a heartbeat, if it did."""
    with store.engine.connect() as conn:
        found: datetime | None = conn.scalar(sa.select(db.heartbeats.c.at).where(
            db.heartbeats.c.process_id == process_id))
    return found


def table_names(url: str) -> set[str]:
    engine = make_engine(url)
    try:
        return set(sa.inspect(engine).get_table_names())
    finally:
        engine.dispose()


# -- migrations --------------------------------------------------------------------


def test_migrations_take_an_empty_database_to_the_schema_of_db_py(url: str) -> None:
    assert table_names(url) == set()
    migrate(url)
    assert table_names(url) == set(db.metadata.tables) | {"alembic_version"}
    engine = make_engine(url)
    try:
        with engine.connect() as conn:
            context = MigrationContext.configure(conn)
            head = ScriptDirectory.from_config(migrations.config()).get_current_head()
            assert context.get_current_revision() == head
            assert compare_metadata(context, db.metadata) == []
            # The comparison sees a schema that differs from db.py: a column more.
            changed = sa.MetaData()
            for table in db.metadata.tables.values():
                table.to_metadata(changed)
            changed.tables["tables"].append_column(sa.Column("extra", sa.Integer))
            assert compare_metadata(context, changed) != []
    finally:
        engine.dispose()
    migrate(url)  # at head already: nothing to do, nothing fails
    assert table_names(url) == set(db.metadata.tables) | {"alembic_version"}


def test_a_database_of_the_first_schema_is_upgraded_with_its_rows_kept(url: str) -> None:
    """A server's database made at revision 0001 (before presence and the shared
    quick match queue) is brought to the newest by the next start, its rows kept;
    revision 0002 also goes down again, and up."""
    engine = make_engine(url)
    try:
        with engine.begin() as conn:
            migrations.upgrade(conn, "0001")
        assert table_names(url) == {"identities", "tables", "entries", "records", "ratings",
                                    "timers", "heartbeats", "alembic_version"}
        # An identity as the first schema kept it (Store writes today's columns).
        ann_token = _old_identity(engine, "a1", "Ann", datetime(2026, 1, 1, tzinfo=UTC))
        store = Store(url)
        try:
            store.create_table("t-old", "OLDONE", {"system": "standard"})
        finally:
            store.close()
        migrate(url)
        assert table_names(url) == set(db.metadata.tables) | {"alembic_version"}
        store = Store(url)
        try:
            ann = store.identify(ann_token)
            assert ann is not None and (ann.id, ann.name) == ("a1", "Ann")
            row = store.table("t-old")
            assert row is not None and row.code == "OLDONE"
        finally:
            store.close()
        with engine.begin() as conn:
            command.downgrade(migrations.config(conn), "0001")
        assert "presence" not in table_names(url) and "quick_match" not in table_names(url)
        migrate(url)
        assert table_names(url) == set(db.metadata.tables) | {"alembic_version"}
    finally:
        engine.dispose()


def _old_identity(engine: sa.Engine, identity: str, name: str, at: datetime) -> str:
    """An identity written as revisions 0001 and 0002 wrote it (names folded, no
    skeleton; taken under the rules of then): its token."""
    token = f"token-{identity}"
    folded = unicodedata.normalize("NFKC", name).casefold()
    with engine.begin() as conn:
        conn.execute(sa.table("identities", *map(sa.column, (
            "id", "name", "name_key", "token_sha256", "created_at"))).insert().values(
            id=identity, name=name, name_key=unicodedata.normalize("NFKC", " ".join(
                folded.split())), token_sha256=token_digest(token),
            created_at=at.isoformat() if engine.dialect.name == "sqlite" else at))
    return token


def test_revision_0003_keeps_the_older_of_names_that_look_alike_and_renumbers_the_newer(
        url: str) -> None:
    """Issue 40 item 9: a database of revision 0002 may hold names that look alike
    (``Ada`` and ``Аda``, its A Cyrillic) or show a character that shows as nothing
    (``Ada`` and a Hangul filler).  The upgrade never fails on them: the older keeps
    its name, every name loses its invisible characters, and each newer one that
    then clashes is numbered; every row and rating is kept, every token still
    works, and from then on no lookalike is taken.  Down to 0002 and up again."""
    engine = make_engine(url)
    try:
        with engine.begin() as conn:
            migrations.upgrade(conn, "0002")
        names = {
            "i1": "Ada",
            "i2": "\u0410da",  # Cyrillic A: renamed
            "i3": "Ada\u3164",  # Hangul filler: loses it, then clashes: renamed
            "i4": "Ada 2",  # a name of its own, older than the renaming: kept
            "i5": "\u3164",  # nothing but a filler
            "i6": "\u0391DA 2",  # Greek A, and ADA 2 looks like Ada 2: renamed
            "i7": "Zo\u00eb",
        }
        tokens = {identity: _old_identity(engine, identity, name,
                                          datetime(2026, 1, 1, 12, n, tzinfo=UTC))
                  for n, (identity, name) in enumerate(names.items())}
        with engine.begin() as conn:
            conn.execute(db.ratings.insert().values(identity_id="i2", system="standard",
                                                    mu=30.0, sigma=5.0, matches=3))
        migrate(url)
        store = Store(url)
        try:
            shown = {identity: store.identify(token) for identity, token in tokens.items()}
            assert {i: who.name for i, who in shown.items() if who is not None} == {
                "i1": "Ada", "i2": "\u0410da 3", "i3": "Ada 4", "i4": "Ada 2",
                "i5": "Player", "i6": "\u0391DA 2 2", "i7": "Zo\u00eb"}
            assert store.rating("i2", "standard") is not None
            for lookalike in ("\u0391da", "ADA", "Ada 3", "Zoe\u0308", "player"):
                with pytest.raises(NameTaken):
                    store.create_identity(lookalike)
            assert store.create_identity("Ada 6")[0].name == "Ada 6"
        finally:
            store.close()
        with engine.begin() as conn:
            command.downgrade(migrations.config(conn), "0002")
        columns = {c["name"] for c in sa.inspect(engine).get_columns("identities")}
        assert "name_skeleton" not in columns
        migrate(url)
        with engine.connect() as conn:
            context = MigrationContext.configure(conn)
            assert compare_metadata(context, db.metadata) == []
        store = Store(url)
        try:
            assert store.identify(tokens["i2"]).name == "\u0410da 3"  # type: ignore[union-attr]
            with pytest.raises(NameTaken):
                store.create_identity("\u0410DA 3")
        finally:
            store.close()
    finally:
        engine.dispose()


def test_revision_0004_finds_who_holds_each_seat_of_the_open_tables_in_their_logs(
        url: str) -> None:
    """Issue 49, item 1: ``players`` is filled from the logs of the tables still open
    (a person seated, less a seat left or given to a computer), and from then on
    every append keeps it; a person's games in progress are read from it."""
    engine = make_engine(url)
    when = datetime(2026, 1, 1, 12, tzinfo=UTC)

    def seated(seat: int, identity: str) -> dict[str, object]:
        return {"type": "seated", "seat": seat, "kind": "person", "name": identity,
                "identity": identity}

    logs = {
        "open1": ("playing", [seated(0, "ann"), seated(1, "bob"), {"type": "left", "seat": 1},
                              {"type": "seated", "seat": 1, "kind": "computer",
                               "name": "c", "level": "easy"}]),
        "open2": ("waiting", [seated(0, "cat"), {"type": "left", "seat": 0},
                              seated(0, "dan")]),
        "done": ("over", [seated(0, "ann"), seated(1, "dan")]),
    }
    try:
        with engine.begin() as conn:
            migrations.upgrade(conn, "0003")
            for n, (table_id, (status, entries)) in enumerate(logs.items()):
                conn.execute(db.tables.insert().values(
                    id=table_id, code=f"CODE{n}", settings="{}", status=status,
                    version=len(entries), created_at=when, updated_at=when))
                conn.execute(db.entries.insert(), [
                    {"table_id": table_id, "seq": seq, "entry": db.dump_json(entry, "entry"),
                     "at": when} for seq, entry in enumerate(entries, start=1)])
        migrate(url)
        store = Store(url)
        try:
            found = {who: [(row.id, seat) for row, seat in store.seats_of(who)]
                     for who in ("ann", "bob", "cat", "dan")}
            assert found == {"ann": [("open1", 0)], "bob": [], "cat": [],
                             "dan": [("open2", 0)]}
            # Each append keeps it: Ann leaves, Eve sits.
            store.append("open1", 4, [{"type": "left", "seat": 0}, seated(0, "eve")])
            assert store.seats_of("ann") == []
            assert [(row.id, seat) for row, seat in store.seats_of("eve")] == [("open1", 0)]
            store.set_status("open1", "over")
            assert store.seats_of("eve") == []
        finally:
            store.close()
        with engine.begin() as conn:
            command.downgrade(migrations.config(conn), "0003")
        assert "players" not in sa.inspect(engine).get_table_names()
    finally:
        engine.dispose()


def test_migrations_run_by_two_processes_at_once_leave_one_schema(url: str) -> None:
    errors: list[BaseException] = []

    def run() -> None:
        try:
            migrate(url)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=run) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert table_names(url) == set(db.metadata.tables) | {"alembic_version"}


def test_a_new_sqlite_file_is_switched_to_wal_once_another_writer_lets_go(
        tmp_path: Path) -> None:
    """Two servers starting on one new SQLite file: while one holds the write lock
    (switching the file to WAL, or migrating), the other's switch to WAL waits its
    turn, as any write does, instead of failing "database is locked" at once
    (SQLite never waits on the busy handler to upgrade a read lock: the store
    tries again)."""
    path = tmp_path / "new.sqlite3"
    held, release = threading.Event(), threading.Event()

    def other_server() -> None:
        conn = sqlite3.connect(path, isolation_level=None)
        try:
            conn.execute("BEGIN IMMEDIATE")  # the write lock, the file not in WAL mode
            held.set()
            release.wait(60)
            conn.execute("COMMIT")
        finally:
            conn.close()

    holder = threading.Thread(target=other_server)
    holder.start()
    try:
        assert held.wait(60)
        # Let go a moment after this server starts its migration (which, before
        # the fix, had failed by then).
        threading.Timer(0.5, release.set).start()
        migrate(f"sqlite:///{path}")
    finally:
        release.set()
        holder.join()
    assert table_names(f"sqlite:///{path}") == set(db.metadata.tables) | {"alembic_version"}
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    finally:
        conn.close()


# -- identities ---------------------------------------------------------------------


def test_names_clash_when_they_look_alike(store: Store) -> None:
    """Issue 40 item 9: with ``Ada`` taken, a name a reader could take for it is
    refused (its confusable skeleton is taken), and so is one that adds a character
    that shows as nothing."""
    store.create_identity("Ada")
    for lookalike in ("\u0410da", "\u0391da", "\u0391DA", "A\u0501a", "\u0410\u0501\u0430"):
        with pytest.raises(NameTaken, match="looks like a name taken"):
            store.create_identity(lookalike)
    for hidden in ("Ada\u3164", "Ada\u2800", "Ada\u034f", "Ada\ufe0f", "\u115fAda"):
        with pytest.raises(PlayerNameError, match="U\\+"):
            store.create_identity(hidden)
    assert store.create_identity("Ida")[0].name == "Ida"
    with store.engine.connect() as conn:
        assert conn.scalar(sa.select(sa.func.count()).select_from(db.identities)) == 2


def test_names_clash_when_they_fold_alike(store: Store) -> None:
    ann, _token = store.create_identity("  Ann ")
    assert ann.name == "Ann"
    for same in ("ann", "ANN", "Ａｎｎ", " aNn  "):
        with pytest.raises(NameTaken):
            store.create_identity(same)
    bob, _ = store.create_identity("Bob")
    assert bob.id != ann.id
    with pytest.raises(PlayerNameError):
        store.create_identity("a\u202eb")
    with pytest.raises(PlayerNameError):
        store.create_identity("   ")


def test_a_token_proves_who_you_are_and_only_its_digest_is_kept(store: Store) -> None:
    ann, ann_token = store.create_identity("Ann")
    bob, bob_token = store.create_identity("Bob")
    assert len(ann_token) >= 43 and ann_token != bob_token
    assert store.identify(ann_token) == ann
    assert store.identify(bob_token) == bob
    assert store.identify(ann_token[:-1] + ("A" if ann_token[-1] != "A" else "B")) is None
    assert store.identify("") is None
    assert store.identify("x" * 10_000) is None
    assert store.identify(None) is None
    assert store.identify(token_digest(ann_token)) is None  # the digest is not a token
    with store.engine.connect() as conn:
        rows = [tuple(str(v) for v in row) for row in conn.execute(sa.select(db.identities))]
    assert not any(ann_token in value for row in rows for value in row)
    assert any(token_digest(ann_token) in row for row in rows)


# -- tables and their logs ----------------------------------------------------------------


def test_append_with_a_stale_version_conflicts_and_writes_nothing(store: Store) -> None:
    store.create_table("t1", "CODE1", {"system": "standard"})
    assert store.append("t1", 0, [{"type": "created"}, {"type": "seated", "seat": 0}]) == 2
    with pytest.raises(VersionConflict) as refused:
        store.append("t1", 1, [{"type": "chat", "text": "late"}])
    assert (refused.value.expected, refused.value.actual) == (1, 2)
    with pytest.raises(VersionConflict):
        store.append("t1", 3, [{"type": "chat", "text": "early"}])
    assert [seq for seq, _ in store.entries("t1")] == [1, 2]
    assert version_of(store, "t1") == 2
    assert store.append("t1", 2, [{"type": "chat", "text": "on time"}]) == 3
    with pytest.raises(UnknownTable):
        store.append("nope", 0, [{"type": "created"}])


def test_two_threads_appending_at_once_win_once_each_version(store: Store) -> None:
    store.create_table("race", "RACE", {})
    rounds = 25
    barrier = threading.Barrier(2)
    won: dict[int, list[str]] = {}
    errors: list[BaseException] = []
    lock = threading.Lock()

    def contend(name: str) -> None:
        try:
            for version in range(rounds):
                barrier.wait(timeout=30)
                try:
                    store.append("race", version, [{"type": "chat", "text": name}])
                except VersionConflict:
                    continue
                with lock:
                    won.setdefault(version, []).append(name)
        except BaseException as exc:
            errors.append(exc)
            barrier.abort()

    threads = [threading.Thread(target=contend, args=(n,)) for n in ("a", "b")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert sorted(won) == list(range(rounds))
    assert all(len(winners) == 1 for winners in won.values()), won
    log = store.entries("race")
    assert [seq for seq, _ in log] == list(range(1, rounds + 1))
    assert [entry["text"] for _, entry in log] == [won[v][0] for v in range(rounds)]
    assert version_of(store, "race") == rounds


def test_entries_read_back_in_order_and_after_a_seq(store: Store) -> None:
    store.create_table("t1", "C1", {})
    store.create_table("t2", "C2", {})
    version = 0
    for i in range(12):
        version = store.append("t1", version, [{"type": "chat", "text": f"{i}", "n": i,
                                                  "deep": {"cards": ["7h", "As"]}}])
        store.append("t2", i, [{"type": "chat", "text": "other"}])
    got = store.entries("t1")
    assert [seq for seq, _ in got] == list(range(1, 13))
    assert [e["n"] for _, e in got] == list(range(12))
    assert got[0][1] == {"type": "chat", "text": "0", "n": 0, "deep": {"cards": ["7h", "As"]}}
    assert [seq for seq, _ in store.entries("t1", after=9)] == [10, 11, 12]
    assert store.entries("t1", after=12) == []
    with pytest.raises(UnknownTable):
        store.entries("nope")


def test_tables_by_id_code_and_status(store: Store) -> None:
    row = store.create_table("t1", "JOIN1", {"system": "standard", "seats": [1, 2]})
    assert (row.version, row.status, row.settings) == (
        0, "waiting", {"system": "standard", "seats": [1, 2]})
    store.create_table("t2", "JOIN2", {})
    with pytest.raises(TableExists):
        store.create_table("t1", "OTHER", {})
    with pytest.raises(TableExists):
        store.create_table("t3", "JOIN1", {})
    assert store.table_by_code("JOIN2") == store.table("t2")
    assert store.table_by_code("NONE") is None and store.table("none") is None
    store.set_status("t1", "playing")
    store.set_status("t2", "closed")
    assert [t.id for t in store.tables_by_status("waiting", "playing", "between_hands")] \
        == ["t1"]
    assert [t.id for t in store.tables_by_status("closed", "over")] == ["t2"]
    with pytest.raises(UnknownTable):
        store.set_status("none", "playing")
    found = store.table("t1")
    assert found is not None and found.updated_at.tzinfo is not None


def test_records_timers_and_heartbeats(store: Store) -> None:
    store.create_table("t1", "C1", {})
    assert store.record("t1") is None
    store.save_record("t1", {"format": 2, "hands": []})
    store.save_record("t1", {"format": 2, "hands": [1]})
    assert store.record("t1") == {"format": 2, "hands": [1]}
    with pytest.raises(UnknownTable):
        store.save_record("none", {})
    assert store.timers("t1") is None
    store.save_timers("t1", {"key": [1, 2], "left": 12.5})
    store.save_timers("t1", {"key": [1, 3], "left": 3.25})
    saved = store.timers("t1")
    assert saved is not None and saved.checkpoint == {"key": [1, 3], "left": 3.25}
    with store.engine.connect() as conn:
        assert conn.scalars(sa.select(db.timers.c.table_id)).all() == ["t1"]
    store.clear_timers("t1")
    assert store.timers("t1") is None
    before = datetime.now(UTC)
    assert last_heartbeat(store, "host:1") is None
    store.heartbeat("host:1")
    beat = last_heartbeat(store, "host:1")
    assert beat is not None and beat.tzinfo is not None
    assert before <= beat <= datetime.now(UTC)


@pytest.mark.parametrize(("call", "words"), [
    (lambda s: s.append("t1", 0, [{"type": "x", "bad": {1, 2}}]), "not JSON"),
    (lambda s: s.append("t1", 0, [{"type": "x", "nan": float("nan")}]), "not JSON"),
    (lambda s: s.append("t1", 0, [{"no": "type"}]), "'type'"),
    (lambda s: s.append("t1", 0, [["a", "list"]]), "'type'"),
    (lambda s: s.append("t1", 0, []), "1 to"),
    (lambda s: s.append("t1", 0, {"type": "x"}), "list of entries"),
    (lambda s: s.append("t1", -1, [{"type": "x"}]), "whole number"),
    (lambda s: s.append("t1", True, [{"type": "x"}]), "whole number"),
    (lambda s: s.append("t1", "0", [{"type": "x"}]), "whole number"),
    (lambda s: s.append("t" * 65, 0, [{"type": "x"}]), "table id"),
    (lambda s: s.append("t 1", 0, [{"type": "x"}]), "table id"),
    (lambda s: s.create_table("t2", "c" * 33, {}), "join code"),
    (lambda s: s.create_table("t2", "ok", ["not", "an", "object"]), "JSON object"),
    (lambda s: s.set_status("t1", "Playing!"), "status"),
    (lambda s: s.entries("t1", after=-1), "whole number"),
    (lambda s: s.heartbeat("a b"), "process id"),
    (lambda s: s.leaderboard("standard", limit=0), "leaderboard"),
    (lambda s: s.rating("x", "NOT A SYSTEM"), "rating system"),
], ids=lambda x: x if isinstance(x, str) else "")
def test_bad_input_is_a_clear_store_error(store: Store, call: object, words: str) -> None:
    store.create_table("t1", "C1", {})
    assert callable(call)
    with pytest.raises(StoreError, match=words) as refused:
        call(store)
    assert isinstance(refused.value, GinRummyError)
    assert store.entries("t1", after=0) == []


# -- engines and URLs ------------------------------------------------------------------------


def test_urls() -> None:
    assert make_engine("postgresql://u:p@localhost/db").dialect.driver == "psycopg"
    assert make_engine("postgres://u:p@localhost/db").dialect.driver == "psycopg"
    for bad, words in [("sqlite://", "file"), ("sqlite:///:memory:", "file"),
                       ("mysql://u@h/db", "SQLite or PostgreSQL"),
                       ("postgresql+psycopg2://u@h/db", "psycopg"),
                       ("not a url", "store URL")]:
        with pytest.raises(StoreError, match=words):
            make_engine(bad)


def test_sqlite_is_in_wal_mode_with_normal_sync_and_foreign_keys(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'deep' / 'er' / 'store.sqlite3'}"
    migrate(url)
    store = Store(url)
    try:
        with store.engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 1  # NORMAL
            assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
            assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() == 10_000
    finally:
        store.close()


def test_an_unreachable_database_is_a_clear_error() -> None:
    with pytest.raises(StoreError, match="cannot be used") as refused:
        migrate("postgresql://nobody:secret-word@127.0.0.1:1/none?connect_timeout=2")
    assert "secret-word" not in str(refused.value)


def test_an_append_on_sqlite_writes_the_rows_sqlalchemy_writes(tmp_path: Path) -> None:
    """On SQLite an append goes through the driver's cursor (writes.Tx._append_sqlite):
    its rows, read as the database holds them, are those SQLAlchemy's own statements
    write for the same append at the same time, and read back alike."""
    from ginrummy.server import writes

    url = f"sqlite:///{tmp_path / 'x.sqlite3'}"
    migrate(url)
    store = Store(url)
    try:
        for name in ("fast", "core"):
            store.create_table(name, name.upper(), {})
        now = datetime(2026, 12, 3, 19, 30, 5, 123456, tzinfo=UTC)
        texts = ['{"type":"created"}', '{"type":"chat","text":"é"}']
        with store.engine.connect() as conn, conn.begin():
            tx = writes.Tx(conn, now)
            assert tx.append("fast", 0, [{"type": "created"}, {"type": "chat", "text": "é"}]) == 2
            conn.execute(writes._MOVE_VERSION, {"b_id": "core", "b_expected": 0,
                                                "b_version": 2, "b_now": now})
            conn.execute(writes._INSERT_ENTRIES, [
                {"table_id": "core", "seq": i, "entry": text, "at": now}
                for i, text in enumerate(texts, start=1)])
        with store.engine.connect() as conn:
            rows = {name: conn.exec_driver_sql(
                "SELECT e.seq, e.entry, e.at, t.version, t.updated_at FROM entries e JOIN"
                " tables t ON t.id = e.table_id WHERE t.id = ? ORDER BY e.seq",
                (name,)).all() for name in ("fast", "core")}
        assert rows["fast"] == rows["core"] and len(rows["fast"]) == 2
        assert store.entries("fast") == store.entries("core")
        assert store.table("fast").updated_at == now  # type: ignore[union-attr]
        with pytest.raises(VersionConflict):
            store.append("fast", 1, [{"type": "chat", "text": "late"}])
        assert version_of(store, "fast") == 2
    finally:
        store.close()
