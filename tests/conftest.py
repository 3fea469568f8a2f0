"""Every test gets its own data folder: the game's save and statistics never touch
the real one (and a save left by one test is never offered to another).

The suite runs in parallel (``./run test``: pytest-xdist, several worker processes
at once, a file's tests possibly split between them, in any order), and other
runs may share the machine and the PostgreSQL database.  So a test:

- writes files only under ``tmp_path`` / ``tmp_path_factory`` (each worker has its
  own), never into the repository, the current folder or a fixed path in /tmp;
  the game's data folder is the test's own (below) and subprocesses inherit it;
- listens on port 0 and reads the port back (``--port 0``, as
  ``server_harness.ServerProcess`` and ``InProcessServer`` do), never a fixed port;
- takes a PostgreSQL database from ``test_server_store.empty_database`` (a schema of
  its own, dropped after it) and creates no fixed-name schema, role or database;
  LISTEN hears every NOTIFY on the database, other workers' too: a test that
  counts notices keeps only its own tables' (test_server_notify.Own);
- uses random names for anything shared beyond its own schema or folder
  (``server_harness.unique_name``, ``secrets.token_hex``);
- counts only its own children (by pid) and its own threads, never processes
  machine-wide (``ps``, /proc), and measures memory only of objects it made;
- changes the environment, the current folder or a module's attributes only
  through ``monkeypatch`` (put back after the test), and depends on no other test
  having run before it in the same process;
- asserts no timing, and waits with generous limits (``server_harness.HUNG``):
  the workers share the cores (a server's heartbeat of 0.2 s was missed so);
- stops a loop it started by an event the loop checks, not by cancelling it, and
  bounds a wait with ``asyncio.timeout`` rather than ``asyncio.wait_for``, which
  in Python 3.11 swallows a cancel that comes as its awaitable finishes (a watcher
  so cancelled ran for ever: test_server_cluster.Watcher);
- compares screens with ``snap_compare`` (tests/__snapshots__/<module>/<test>.svg);
  syrupy cannot tell unused snapshots apart under xdist, so
  tests/test_suite.py checks that every snapshot file belongs to a test;
- drives the browser game through the fixtures of tests/web_harness.py (a server
  and a Chromium per worker, a browser context per test); its screenshots are the
  one thing written into the repository (test-artifacts/, git-ignored), under names
  the test makes its own.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ginrummy.datadir import ENV_VAR

# The browser tests' fixtures, for every test module (web_harness's docstring).
from web_harness import (  # noqa: F401
    browser,
    page,
    page_options,
    page_problems,
    planned_server,
    web_server,
)


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path_factory: pytest.TempPathFactory,
                     monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv(ENV_VAR, str(folder))
    return folder


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test that drives the browser is marked ``browser`` (``-m browser``
    selects them, ``-m 'not browser'`` leaves them out), by the fixture it uses
    rather than by each module remembering to."""
    for item in items:
        if "browser" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.browser)
