"""``ginrummy play --server URL --table CODE`` as a person runs it: the command in a
real pseudo-terminal, its screen read as text, keys typed into it; the other seat
is a plain protocol client (later, a browser).  The person plays the first draw
and discard of the hand, and each seat sees the other's moves.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("websockets")

from pty_screen import PtyCommand
from server_harness import (
    HUNG,
    ROOT,
    Client,
    ServerProcess,
    new_person,
    new_table,
    play_greedily,
    sqlite_server,
    unique_name,
)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    with sqlite_server(tmp_path_factory.mktemp("server")) as proc:
        yield proc


def actions_of(client: Client, player: int) -> list[str]:
    return [e["action"]["action"] for e in client.events("action") if e["player"] == player]


async def wait_for_action(client: Client, player: int, kind: str, count: int) -> None:
    async with asyncio.timeout(HUNG):
        while actions_of(client, player).count(kind) < count:
            await asyncio.sleep(0.02)


def test_the_first_draw_and_discard_in_a_terminal(server: ServerProcess, tmp_path: Path) -> None:
    name, token = new_person(server.base, "Web")
    table = new_table(server.base, token, "standard", "PP", target=None)
    env = dict(os.environ, GINRUMMY_DATA_DIR=str(tmp_path), TERM="xterm-256color",
               PYTHONPATH=str(ROOT / "src"), COLUMNS="110", LINES="32")
    command = PtyCommand([sys.executable, "-m", "ginrummy", "play", "--server", server.base,
                          "--table", table["code"], "--name", unique_name("Term")], env,
                         cwd=str(ROOT))
    rng = random.Random(5)

    async def main() -> None:
        other = await Client.hello(server, token, table["id"], name=name)
        stop = asyncio.Event()

        player = asyncio.create_task(play_greedily(other, rng, stop))
        try:
            screen = await asyncio.to_thread(command.wait_for, "Hand 1", HUNG)
            assert name in screen  # the other seat's name, read off the terminal
            # The upcard is offered first (R4.3): pass it when it is ours. A seat is
            # offered it once, so after the pass only the stock is waited for: the
            # screen still shows the pass button until the next update redraws it.
            screen = await asyncio.to_thread(
                command.wait_for, re.compile(r"p pass|s stock"), HUNG)
            if "s stock" not in screen:
                assert "Pass" in screen  # the button, beside its key
                command.type("p")
                await wait_for_action(other, 1, "pass", 1)
                screen = await asyncio.to_thread(command.wait_for, "s stock", HUNG)
            assert "Draw stock" in screen
            command.type("s")
            await wait_for_action(other, 1, "draw_stock", 1)
            # The card drawn is selected: d discards it.
            screen = await asyncio.to_thread(command.wait_for, "d discard", HUNG)
            command.type("d")
            await wait_for_action(other, 1, "discard", 1)
            discarded = next(e["action"]["card"] for e in other.events("action")
                         if e["player"] == 1 and e["action"]["action"] == "discard")
            screen = await asyncio.to_thread(
                command.wait_for, re.compile(r"last: discard \S+"), HUNG)
            # And the terminal shows the other seat's moves as they come.
            await wait_for_action(other, 0, "discard", 1)
            theirs = [e["action"]["card"] for e in other.events("action")
                      if e["player"] == 0 and e["action"]["action"] == "discard"]
            assert theirs and discarded
            await asyncio.to_thread(command.wait_for, re.compile(rf"{name}: 1[01] cards"),
                                    HUNG)
        finally:
            stop.set()
            await player
            await other.close()

    try:
        asyncio.run(main())
        command.type("q")  # quit: the seat stays the person's; the way back is said
        command.process.wait(HUNG)
        command.read(0.2)
        assert command.process.returncode == 0
        assert b"Come back with: ginrummy play --server" in command.raw
    finally:
        command.close()
