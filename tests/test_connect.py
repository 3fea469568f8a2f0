"""``ginrummy connect``: people playing each other through a real server process.

The server is ``python -m ginrummy serve`` in a process of its own; the clients are
``ginrummy connect``'s own code (``ginrummy.client.connect.connect_async``) run in
this process, each with its own data folder (two machines), driven through its
input stream by a scripted person: it waits for the client's prompt and types
what a person would (the simple strategy's move in words or as a choice's number,
Enter for the default lay-down, for being ready, or for no suggestion).
"""

from __future__ import annotations

import asyncio
import io
import os
import random
import re
import stat
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any, cast

import pytest

pytest.importorskip("websockets")

from ginrummy import protocol as P
from ginrummy.__main__ import main
from ginrummy.actions import Kind
from ginrummy.agents.baseline import SimpleAgent
from ginrummy.client.connect import Options, connect_async, listing
from ginrummy.client.table import TableClient
from ginrummy.legality import Phase
from ginrummy.narration import deal_line, hand_end_lines, role_line
from ginrummy.remote.api import Server
from ginrummy.remote.errors import ConnectError
from ginrummy.remote.identity import identity_file, take_identity
from ginrummy.seattext import help_text
from ginrummy.view import SeatView

ROOT = Path(__file__).resolve().parents[1]
#: A wait longer than this is a hung test (never a timing assertion).
HUNG = 120.0


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real server process; its base URL."""
    folder = tmp_path_factory.mktemp("server")
    env = dict(os.environ, GINRUMMY_DATA_DIR=str(folder), PYTHONUNBUFFERED="1")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), *filter(None, [env.get("PYTHONPATH")])])
    log = (folder / "server.log").open("w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "ginrummy", "serve", "--port", "0", "--database",
         f"sqlite:///{folder / 'server.sqlite3'}", "--rate", "100000",
         "--identities-per-hour", "100000000", "--tables-per-hour", "100000000"],
        stdout=subprocess.PIPE, stderr=log, text=True, env=env, cwd=str(ROOT))
    log.close()
    assert proc.stdout is not None
    line = proc.stdout.readline()
    found = re.search(r"serving at (http://\S+)", line)
    assert found is not None, line
    base = found.group(1)
    deadline = time.monotonic() + HUNG
    while True:
        try:
            with urllib.request.urlopen(base + "/health", timeout=5) as r:
                if r.status == 200:
                    break
        except OSError:
            pass
        assert proc.poll() is None and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    yield base
    proc.terminate()
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    proc.stdout.close()


_names = iter(range(1, 10_000))


def unique(prefix: str) -> str:
    return f"{prefix}{next(_names)}{random.randrange(16**4):04x}"


class Person(io.TextIOBase):
    """A person at the keyboard: the input stream ``ginrummy connect`` reads.

    ``readline`` waits until the client prompts for a decision it has not
    answered, and types the simple strategy's move."""

    def __init__(self, seed: int) -> None:
        super().__init__()
        self.client: TableClient | None = None
        self.agent = SimpleAgent(random.Random(seed))
        self.answered: tuple[Any, ...] | None = None
        self.stop = threading.Event()
        self.typed: list[str] = []
        self.first: list[str] = []  # lines typed at the first prompt, before the move

    def isatty(self) -> bool:
        return False

    def readable(self) -> bool:
        return True

    def attach(self, client: TableClient) -> None:
        self.client = client

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        deadline = time.monotonic() + HUNG
        while not self.stop.is_set() and time.monotonic() < deadline:
            c = self.client
            if c is not None and c.over:
                break
            # The client's loop runs in another thread: what it asks is read once, and
            # only a prompt whose question and view agree on a second reading is
            # answered (a new snapshot may land between two attribute reads).
            shown, asking = (c.shown, c.asking) if c is not None else (None, None)
            # A decision answered on a connection that dropped (or while none was
            # open: the client says so and sends nothing) is answered again on the
            # next, which shows it again.
            key = (shown, None if c is None else id(c.ws))
            if c is not None and c.prompting and shown is not None \
                    and key != self.answered and c.answered != shown:
                if self.first and self._everyone_here(c):
                    # Typed at the first prompt once every person's connection is open
                    # (a chat line is told to those connected; one who connects later
                    # gets the table, not its past chat).
                    line = self.first.pop(0)
                elif (shown[0] == "ready" or asking is not None) \
                        and (c.shown, c.asking) == (shown, asking):
                    self.answered = key
                    line = self.decide(c, shown, asking)
                else:
                    time.sleep(0.002)
                    continue
                self.typed.append(line)
                return line + "\n"
            time.sleep(0.002)
        return ""

    @staticmethod
    def _everyone_here(c: TableClient) -> bool:
        snap = c.snap
        return snap is not None and all(s.connected for s in snap.table.seats
                                        if s.kind == "person")

    def decide(self, c: TableClient, key: tuple[Any, ...], v: SeatView | None) -> str:
        if key[0] == "ready":
            return ""
        assert v is not None
        action = self.agent.act(v)
        if key[0] == "advise":
            return action.text  # a suggestion for the captain
        if v.phase in (Phase.ARRANGE, Phase.LAY_OFF):
            return ""  # the default lay-down (Enter)
        if v.phase is Phase.DRAW:
            return str(c.choices.index(action) + 1)  # by number
        if action.kind is Kind.DISCARD and len(v.events) % 2:
            return action.text.split()[1]  # just the card
        return action.text


class Screen(io.StringIO):
    """The client's output, kept."""

    def wait_for(self, pattern: str) -> re.Match[str]:
        deadline = time.monotonic() + HUNG
        while time.monotonic() < deadline:
            found = re.search(pattern, self.getvalue())
            if found is not None:
                return found
            time.sleep(0.01)
        raise AssertionError(f"never printed {pattern!r}:\n{self.getvalue()[-3000:]}")


async def _run(opts: Options, person: Person, screen: Screen) -> int:
    opts.on_client = person.attach
    try:
        return await asyncio.wait_for(connect_async(opts, cast(IO[str], person), screen), HUNG)
    finally:
        person.stop.set()


async def _wait_for(screen: Screen, pattern: str) -> re.Match[str]:
    return await asyncio.to_thread(screen.wait_for, pattern)


def _play_match(server: str, tmp_path: Path, system: str, seats: list[dict[str, Any]],
                target: int = 25, first: list[str] | None = None,
                ) -> tuple[Screen, Screen, str]:
    """Ann creates a table, Bob joins it by its code; both play to the end (Ann types
    ``first`` too, once both are connected)."""
    ann_name, bob_name = unique("Ann"), unique("Bob")
    ann, bob = Person(1), Person(2)
    ann.first = ["chat hello Bob", *(first or [])]
    ann_screen, bob_screen = Screen(), Screen()

    async def both() -> tuple[int, int]:
        a = asyncio.create_task(_run(Options(
            url=server, name=ann_name, create=system, options={"target": target}, seats=seats,
            folder=tmp_path / "ann"), ann, ann_screen))
        code = (await _wait_for(ann_screen, r"Join code: (\w+)")).group(1)
        b = asyncio.create_task(_run(Options(
            url=server, name=bob_name, join=code, folder=tmp_path / "bob"), bob, bob_screen))
        return await a, await b

    statuses = asyncio.run(both())
    if os.environ.get("CONNECT_TRANSCRIPT"):
        Path(os.environ["CONNECT_TRANSCRIPT"] + ".ann").write_text(ann_screen.getvalue())
        Path(os.environ["CONNECT_TRANSCRIPT"] + ".bob").write_text(bob_screen.getvalue())
    a_text, b_text = ann_screen.getvalue(), bob_screen.getvalue()
    assert statuses == (0, 0), (a_text[-3000:], b_text[-3000:])
    table = re.search(r"Connected to table (\S+) ", a_text)
    assert table is not None
    return ann_screen, bob_screen, table.group(1)


def _record(server: str, table: str) -> dict[str, Any]:
    import json
    with urllib.request.urlopen(f"{server}/api/tables/{table}/record", timeout=30) as r:
        doc: dict[str, Any] = json.loads(r.read())
    return doc


def test_two_people_play_a_whole_standard_match(server: str, tmp_path: Path) -> None:
    ann, bob, table = _play_match(server, tmp_path, "standard", [
        {"kind": "person", "level": None}, {"kind": "person", "level": None}], target=100)
    a, b = ann.getvalue(), bob.getvalue()
    for text in (a, b):
        assert "Match over." in text
        assert "Press Enter (or type 'ready') for the next hand." in text
        assert "Refused" not in text, text[-3000:]
        assert "cannot read" not in text
        assert "Your hand:" in text
    # Both saw the same hands end, and the same winner.
    hands = len(re.findall(r"--- End of hand", a))
    assert hands >= 1 and hands == len(re.findall(r"--- End of hand", b))
    record = _record(server, table)
    assert len(record["hands"]) == hands
    a_won, b_won = "You win the match." in a, "You win the match." in b
    assert a_won != b_won
    # Ann's chat reached Bob; Bob's moves were told to Ann in words.
    assert re.search(r"\[Ann\w+\] hello Bob", b)
    assert re.search(r"Bob\w+ (discards|draws|takes|knocks|goes gin|passes)", a)


@pytest.mark.parametrize("system", ["oklahoma", "hollywood"])
def test_two_people_play_a_whole_match_of_the_other_systems(
        server: str, tmp_path: Path, system: str) -> None:
    """Oklahoma (the upcard sets the knock limit) and Hollywood (three games scored
    at once) through the same client: both people see the match to its end."""
    ann, bob, table = _play_match(server, tmp_path, system, [
        {"kind": "person", "level": None}, {"kind": "person", "level": None}], target=50)
    a, b = ann.getvalue(), bob.getvalue()
    for text in (a, b):
        assert "Match over." in text and "Refused" not in text, text[-3000:]
    record = _record(server, table)
    assert record["preset"] == system and record["hands"]
    assert ("You win the match." in a) != ("You win the match." in b)


def test_two_people_meet_by_quick_match_and_play_it_out(server: str, tmp_path: Path) -> None:
    """``connect --quick``: Ann waits, Bob asks for the same system, the server pairs
    them at one table and both play the match to its end."""
    ann, bob = Person(4), Person(5)
    ann_screen, bob_screen = Screen(), Screen()

    async def both() -> tuple[int, int]:
        a = asyncio.create_task(_run(Options(
            url=server, name=unique("Ann"), quick="standard", folder=tmp_path / "ann"),
            ann, ann_screen))
        await _wait_for(ann_screen, r"Waiting for another person to ask for standard")
        b = asyncio.create_task(_run(Options(
            url=server, name=unique("Bob"), quick="standard", folder=tmp_path / "bob"),
            bob, bob_screen))
        return await a, await b

    statuses = asyncio.run(both())
    a, b = ann_screen.getvalue(), bob_screen.getvalue()
    assert statuses == (0, 0), (a[-3000:], b[-3000:])
    tables = [re.search(r"Connected to table (\S+) ", text) for text in (a, b)]
    assert tables[0] is not None and tables[1] is not None
    assert tables[0].group(1) == tables[1].group(1)
    assert "Waiting for another person" not in b  # Ann was waiting: paired at once
    for text in (a, b):
        assert "Match over." in text and "Refused" not in text, text[-3000:]
    assert ("You win the match." in a) != ("You win the match." in b)
    assert _record(server, tables[0].group(1))["hands"]


def test_a_spectator_watches_a_match_to_its_end_without_a_hand(
        server: str, tmp_path: Path) -> None:
    """``connect --watch ID``: Eve watches Ann play the computer; she is told every
    move in words, never has a hand of her own shown, and is told the match's end."""
    ann, eve = Person(7), Person(8)
    ann_screen, eve_screen = Screen(), Screen()
    ann_name = unique("Ann")

    async def both() -> tuple[int, int]:
        a = asyncio.create_task(_run(Options(
            url=server, name=ann_name, create="standard", options={"target": 25},
            seats=[{"kind": "person", "level": None}, {"kind": "computer", "level": "easy"}],
            folder=tmp_path / "ann"), ann, ann_screen))
        table = (await _wait_for(ann_screen, r"Connected to table (\S+) ")).group(1)
        e = asyncio.create_task(_run(Options(
            url=server, name=unique("Eve"), watch=table, folder=tmp_path / "eve"),
            eve, eve_screen))
        return await a, await e

    statuses = asyncio.run(both())
    a, e = ann_screen.getvalue(), eve_screen.getvalue()
    assert statuses == (0, 0), (a[-3000:], e[-3000:])
    assert re.search(r"Connected to table \S+ as Eve\w+, watching", e), e[:2000]
    assert "Match over." in e and "Your hand:" not in e and "Refused" not in e, e[-3000:]
    assert re.search(rf"{ann_name} (discards|draws|takes|knocks|goes gin|passes)", e)
    assert eve.typed == []  # a spectator is never asked for a decision


def test_three_player_match_with_a_computer_and_advice(server: str, tmp_path: Path) -> None:
    ann, bob, table = _play_match(server, tmp_path, "three-player", [
        {"kind": "person", "level": None}, {"kind": "person", "level": None},
        {"kind": "computer", "level": "easy"}], target=75, first=["help"])
    a, b = ann.getvalue(), bob.getvalue()
    both = a + b
    for text in (a, b):
        assert "Match over." in text
        assert "cannot read" not in text
    assert "You sit out this hand" in both
    assert "Suggest the captain's move" in both
    assert "The captain's hand:" in both
    # A suggestion was sent and told back (advice event to advisor and captain).
    assert re.search(r"You suggest: (stock|take|pass|discard \w\w|knock \w\w)\.", both)
    record = _record(server, table)
    assert record["hands"]
    # Issue 40, item 24: the client says narration's and seattext's words (as the
    # plain game does): the help, each deal and its roles, each hand's end.  Two
    # people at the table: no hints nor undo in the help (issue 49, item 6).
    assert help_text("connect", hints=False) in a
    assert "take back your move" not in a
    names = ["you", *(p["name"] for p in record["players"][1:])]
    for hand in record["hands"]:
        roles = hand["roles"]
        dealt = deal_line(hand["number"], names[hand["dealer"]], hand["upcard"],
                          hand["knock_limit"])
        told = role_line(names, roles["box"], roles["captain"], roles["out"], 0)
        assert f"\n{dealt}\n{told}\n" in a
        ended = hand_end_lines(hand["number"], hand["end"], hand["score"], names)
        assert "\n".join(ended) in a


def test_a_cut_connection_reconnects_and_the_match_goes_on(server: str, tmp_path: Path) -> None:
    person, screen = Person(3), Screen()
    cut = threading.Event()

    async def play() -> int:
        # To 150: no one hand can end the match (at 25 the computer once knocked at its
        # first turn and won the match before the person's first discard, the moment of
        # the cut).
        task = asyncio.create_task(_run(Options(
            url=server, name=unique("Cy"), create="standard", options={"target": 150},
            seats=[{"kind": "person", "level": None}, {"kind": "computer", "level": "easy"}],
            folder=tmp_path, reconnect_delay=0.05), person, screen))
        await _wait_for(screen, r"Your hand:")
        await _wait_for(screen, r"You (discard|knock)")
        client = person.client
        assert client is not None and client.ws is not None
        client.ws.transport.abort()  # the network drops: no closing handshake
        cut.set()
        return await task

    try:
        status = asyncio.run(play())
    except TimeoutError:
        raise AssertionError(f"the client hung:\n{screen.getvalue()[-3000:]}") from None
    text = screen.getvalue()
    assert cut.is_set() and status == 0, text[-3000:]
    lost = text.index("Connection lost")
    back = text.index("Reconnected (as of entry")
    assert lost < back < text.index("Match over.")
    assert "Your hand:" in text[back:]


def test_the_token_is_kept_mode_0600_and_reused(server: str, tmp_path: Path) -> None:
    name = unique("Di")
    said: list[str] = []
    first = Server(server)
    assert take_identity(first, name, tmp_path, said.append).name == name
    path = identity_file(server, name, tmp_path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert said and str(path) in said[0]
    again = Server(server)
    assert take_identity(again, None, tmp_path, said.append).name == name  # no --name: reused
    assert again.token == first.token and len(said) == 1  # no new name taken
    # The saved token works: it creates a table.
    status, _body = again.request("POST", "/api/tables", {
        "system": "standard", "options": {}, "seats": [{"kind": "person", "level": None},
                                                       {"kind": "person", "level": None}],
        "turn_seconds": None, "grace_seconds": 120, "computer_takes_over": False,
        "private": True})
    assert status == 201
    with pytest.raises(ConnectError, match="is taken"):
        take_identity(Server(server), name, tmp_path / "elsewhere", said.append)
    with pytest.raises(ConnectError, match="give your name with --name"):
        take_identity(Server(server), None, tmp_path / "new", said.append)


def _one_line_error(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("ginrummy: error: "), err
    return err


def test_usage_errors_are_one_line(server: str, capsys: pytest.CaptureFixture[str],
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert "no table has the join code" in _one_line_error(
        capsys, ["connect", server, "--name", unique("Ed"), "--join", "NOSUCH"])
    assert "cannot reach the server at http://127.0.0.1:9" in _one_line_error(
        capsys, ["connect", "http://127.0.0.1:9", "--name", "Gil", "--create", "standard"])
    assert "say what to do" in _one_line_error(capsys, ["connect", server, "--name", unique("Hal")])
    assert "unrecognized arguments" in _one_line_error(
        capsys, ["connect", server, "--table", "x", "--nonsense"])
    assert "no table has the id" in _one_line_error(
        capsys, ["connect", server, "--name", unique("Ib"), "--table", "nosuchtable"])
    assert "go with --create" in _one_line_error(
        capsys, ["connect", server, "--join", "ABC", "--option", "target=50"])


def test_a_taken_name_is_one_line(server: str, capsys: pytest.CaptureFixture[str],
                                  tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    name = unique("Jo")
    take_identity(Server(server), name, tmp_path / "first", lambda _line: None)
    monkeypatch.setenv("GINRUMMY_DATA_DIR", str(tmp_path / "second"))
    err = _one_line_error(capsys, ["connect", server, "--name", name, "--create", "standard"])
    assert f"the name '{name}' is taken" in err


def test_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["connect", "--help"]) == 0
    out = capsys.readouterr().out
    assert "--create SYSTEM" in out and "--join CODE" in out and "--quick SYSTEM" in out


def test_connect_without_the_client_extra_names_it(capsys: pytest.CaptureFixture[str],
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Without websockets (or pydantic) the command says which extra to install."""
    for name in [m for m in sys.modules
                 if m.startswith(("ginrummy.client", "ginrummy.remote", "websockets."))]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "websockets", None)  # import websockets: ImportError
    err = _one_line_error(capsys, ["connect", "http://127.0.0.1:9", "--list"])
    assert "connect needs the 'client' extra (websockets is missing)" in err
    assert "pip install 'ginrummy[client]'" in err


def test_a_name_the_server_does_not_know_is_one_line_naming_its_file(
        server: str, capsys: pytest.CaptureFixture[str], tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A token kept from a server whose database was reset: the person is told which
    file holds it and what to do."""
    import json
    monkeypatch.setenv("GINRUMMY_DATA_DIR", str(tmp_path))
    path = identity_file(server, "Zed", tmp_path)
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"server": server, "name": "Zed", "token": "x" * 43}))
    err = _one_line_error(capsys, ["connect", server, "--name", "Zed", "--create", "standard"])
    assert "does not know the name Zed" in err and str(path) in err, err


def test_the_one_name_an_older_client_kept_is_moved_in_and_used(tmp_path: Path) -> None:
    """Before issue 40 one file per server held one name: it is read as that server's
    name, moved into the server's folder, and kept beside the names taken later."""
    import json
    base = "http://gin.example.org:8765"
    old = tmp_path / "servers" / "gin.example.org_8765.json"
    old.parent.mkdir(parents=True)
    old.write_text(json.dumps({"server": base, "name": "Ann", "token": "t" * 43}))
    server = Server(base)
    identity = take_identity(server, None, tmp_path, lambda _line: None)
    assert (identity.name, server.token) == ("Ann", "t" * 43)
    assert not old.exists() and identity.path == identity_file(base, "ann", tmp_path)
    assert take_identity(Server(base), "ANN", tmp_path, lambda _line: None).name == "Ann"


def test_with_nothing_chosen_connect_lists_your_games_in_progress_to_continue_one(
        server: str, tmp_path: Path) -> None:
    """Issue 49, item 1: ``ginrummy connect URL`` with no table chosen lists the
    person's games in progress (``GET /api/me/tables``); a number continues one."""
    name = unique("Una")
    client = Server(server)
    take_identity(client, name, tmp_path, lambda *_: None)
    status, made = client.request("POST", "/api/tables", {
        "system": "standard", "options": {},
        "seats": [{"kind": "person", "level": None}, {"kind": "computer", "level": "easy"}]})
    assert status == 201
    screen = Screen()
    typed = io.StringIO("1\n")  # then the end of input: away for now, the seat kept
    code = asyncio.run(asyncio.wait_for(connect_async(
        Options(url=server, name=name, folder=tmp_path), typed, screen), HUNG))
    text = screen.getvalue()
    assert code == 0, text
    assert "Your games in progress:" in text
    assert re.search(rf"1\. standard with computer 2 \(easy\), hand 1 \(.*\): table {made['id']}",
                     text), text
    assert f"Connected to table {made['id']} as {name}, at seat 1" in text
    # Someone with no game in progress is told what to do.
    other = Server(server)
    take_identity(other, unique("Vic"), tmp_path / "vic", lambda *_: None)
    with pytest.raises(ConnectError, match="say what to do"):
        asyncio.run(connect_async(Options(url=server, folder=tmp_path / "vic"),
                                  io.StringIO(""), Screen()))


def test_the_terminal_client_says_once_that_a_match_may_be_claimed() -> None:
    """docs/protocol.md, "claim": the person who stayed is told, once, that the other
    is away and that 'claim' claims the match; the one claimed against is not."""
    from ginrummy import protocol as P
    from ginrummy.client.screen import Screen as ClientScreen
    from ginrummy.remote.link import Link, Shown
    from test_table import seated_table, state_of

    table = seated_table("standard", "PP", seed=4)
    gone = state_of(table).to_act

    def snapshot(viewer: int) -> P.Snapshot:
        return P.Snapshot.model_validate({"type": "snapshot", **table.shown(viewer).snapshot()})

    class NoLines:
        """Nobody types (the client reads lines once it has a table)."""

        async def get(self) -> str | None:
            await asyncio.Event().wait()
            return None

    async def go() -> dict[int, str]:
        said = {viewer: io.StringIO() for viewer in (0, 1)}
        clients = {viewer: TableClient(Link("ws://x/ws", "token", "t"),
                                       ClientScreen(said[viewer], terminal=False),
                                       cast(Any, NoLines()))
                   for viewer in (0, 1)}
        try:
            for viewer, client in clients.items():
                client._on_shown(Shown(snapshot(viewer), []))
            table.set_away(gone, True)
            for _ in range(2):  # the same snapshot twice: said once
                for viewer, client in clients.items():
                    client._on_shown(Shown(snapshot(viewer), []))
        finally:
            for client in clients.values():
                if client._reader is not None:
                    client._reader.cancel()
        return {viewer: out.getvalue() for viewer, out in said.items()}

    said = asyncio.run(go())
    stays = said[1 - gone]
    assert stays.count("type 'claim' to claim the match") == 1, stays
    assert "is away" in stays
    assert "claim" not in said[gone]


def test_the_list_of_tables_keeps_its_columns_under_their_headings() -> None:
    """A table id is 16 characters, and the list's first column was 12 wide: every
    row's system, status and seats stood four places right of their headings."""
    def table(table_id: str, system: str) -> P.TableSummary:
        return P.TableSummary.model_validate({
            "id": table_id, "system": system, "status": "waiting", "hand_number": 0,
            "turn_seconds": None,
            "seats": [{"seat": 0, "kind": "person", "name": "Ann", "level": None,
                       "connected": True, "away": False, "ready": False},
                      {"seat": 1, "kind": "empty", "name": None, "level": None,
                       "connected": False, "away": False, "ready": False}]})

    lines = listing([table("k3Jx9Qw2n0cZ4yR7", "oklahoma-hollywood"), table("t1", "standard")])
    for heading in ("SYSTEM", "STATUS", "SEATS"):
        column = lines[0].index(heading)
        for row in lines[1:]:
            assert row[column - 1] == " " and row[column] != " ", (heading, lines)
    end = lines[0].index("HAND") + len("HAND") - 1  # a number, to the right
    assert all(row[end] == "0" for row in lines[1:]), lines
    assert [row[lines[0].index("SYSTEM"):].split()[0] for row in lines[1:]] == \
        ["oklahoma-hollywood", "standard"]
    assert [row[lines[0].index("SEATS"):] for row in lines[1:]] == ["Ann, empty"] * 2


@pytest.mark.parametrize(("kinds", "offered"), [("PC", True), ("PP", False)])
def test_help_offers_hint_and_undo_only_where_the_table_gives_them(kinds: str,
                                                                    offered: bool) -> None:
    """Issue 49, item 6: hints (and taking a move back) only at a table against the
    computer; between people the client's help does not offer them, and 'hint' or
    'undo' typed there is answered at once, never sent to be refused."""
    from ginrummy import protocol as P
    from ginrummy.client.screen import Screen as ClientScreen
    from ginrummy.remote.link import Link, Shown
    from test_table import seated_table

    table = seated_table("standard", kinds, seed=4)
    snapshot = P.Snapshot.model_validate({"type": "snapshot", **table.shown(0).snapshot()})
    assert snapshot.you.hints is offered

    class NoLines:
        async def get(self) -> str | None:
            await asyncio.Event().wait()
            return None

    async def go() -> tuple[str, list[dict[str, Any]]]:
        out = io.StringIO()
        client = TableClient(Link("ws://x/ws", "token", "t"),
                             ClientScreen(out, terminal=False), cast(Any, NoLines()))
        sent: list[dict[str, Any]] = []

        async def send(message: dict[str, Any]) -> bool:
            sent.append(message)
            return True

        client.send = send  # type: ignore[method-assign]
        try:
            client._on_shown(Shown(snapshot, []))
            for line in ("help", "hint", "undo"):
                await client._on_line(line)
        finally:
            if client._reader is not None:
                client._reader.cancel()
        return out.getvalue(), sent

    said, sent = asyncio.run(go())
    assert ("the expert's best choices" in said) is offered, said
    assert [m["type"] for m in sent] == (["hint", "undo"] if offered else [])
    assert ("only for a table against the computer" in said) is not offered
