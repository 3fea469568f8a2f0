"""``pip install 'ginrummy[client]'`` runs ``ginrummy connect`` without the server's
libraries (issue 40, item 20).

A fresh virtual environment gets the package with the ``client`` extra, built from
this checkout (its dependencies come from PyPI, or pip's cache); none of the
server's libraries may be there, and its ``ginrummy connect`` plays a whole match
against the computer at a real server run from this environment.  It takes about
a minute on a 2-core machine, most of it pip (a warm cache makes it quicker).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from server_harness import HUNG, ROOT, ServerProcess, sqlite_server, unique_name

#: The server extra's libraries (import names): none is installed with the client extra.
SERVER_ONLY = ("sqlalchemy", "alembic", "psycopg", "openskill", "fastapi", "starlette",
               "uvicorn", "orjson")
#: How long pip may take to install the extra (a slow link to PyPI).
PIP_TIMEOUT = 900


@pytest.fixture(scope="module")
def client_venv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A new venv with ``.[client]`` installed from a copy of the source (pip builds
    in the tree it is given: the checkout stays clean)."""
    work = tmp_path_factory.mktemp("client-venv")
    source = work / "source"
    source.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    shutil.copytree(ROOT / "src", source / "src",
                    ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
    venv = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=HUNG)
    pip = subprocess.run(
        [str(venv / "bin" / "python"), "-m", "pip", "install", "-q",
         "--disable-pip-version-check", f"{source}[client]"],
        capture_output=True, text=True, timeout=PIP_TIMEOUT)
    assert pip.returncode == 0, pip.stdout + pip.stderr
    return venv


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    with sqlite_server(tmp_path_factory.mktemp("server")) as proc:
        yield proc


def test_the_client_extra_installs_none_of_the_server_libraries(client_venv: Path) -> None:
    probe = ("import importlib.util, json, sys; print(json.dumps("
             "[m for m in sys.argv[1:] if importlib.util.find_spec(m) is not None]))")
    found = subprocess.run([str(client_venv / "bin" / "python"), "-c", probe, *SERVER_ONLY,
                            "websockets", "pydantic", "ginrummy"],
                           capture_output=True, text=True, check=True, timeout=HUNG)
    assert found.stdout.strip() == '["websockets", "pydantic", "ginrummy"]', found.stdout


class _Person:
    """``ginrummy connect`` from the fresh venv, its input typed by a person who
    answers each prompt with the first choice, and 'ready' between hands."""

    def __init__(self, command: list[str], data: Path) -> None:
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
        env.update(GINRUMMY_DATA_DIR=str(data), PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, env=env, cwd=str(data))
        self.text = ""
        self._lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        while data := os.read(self.proc.stdout.fileno(), 65536):
            with self._lock:
                self.text += data.decode("utf-8", "replace")

    def play(self) -> int:
        """Answer every prompt until the client ends: its exit status."""
        assert self.proc.stdin is not None
        answered = 0
        deadline = time.monotonic() + HUNG * 3
        while self.proc.poll() is None:
            assert time.monotonic() < deadline, self.text[-3000:]
            with self._lock:
                text = self.text
            if text.endswith("> ") and len(text) > answered:
                asked = text[answered:]
                line = "ready" if "Press Enter (or type 'ready')" in asked else "1"
                answered = len(text)
                try:
                    self.proc.stdin.write((line + "\n").encode())
                    self.proc.stdin.flush()
                except BrokenPipeError:
                    break
            time.sleep(0.01)
        return self.proc.wait(HUNG)


def test_ginrummy_connect_from_the_client_extra_plays_a_match(
        client_venv: Path, server: ServerProcess, tmp_path: Path) -> None:
    command = [str(client_venv / "bin" / "ginrummy"), "connect", server.base,
               "--name", unique_name("Venv"), "--create", "standard",
               "--seats", "person,computer:easy", "--option", "target=10"]
    person = _Person(command, tmp_path)
    status = person.play()
    text = person.text
    assert status == 0, text[-3000:]
    assert "Your hand:" in text and "Match over." in text, text[-3000:]
    assert "Traceback" not in text and "cannot read" not in text
    assert re.search(r"--- End of hand 1 ---", text)
