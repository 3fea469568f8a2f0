"""``ginrummy connect``'s course: the server's address, the person's name there,
then the table (listed, created, joined by its code, matched, watched or come
back to), and the table's client until the person is done.

It speaks docs/protocol.md: the HTTP API (:mod:`~ginrummy.remote.api`) to take
a name and find a table, then one WebSocket per table (:mod:`~ginrummy.remote.link`).
Input and output are streams passed in (tests drive the client through them).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from ginrummy import protocol as P
from ginrummy.client.lines import Lines, echoes
from ginrummy.client.screen import Screen
from ginrummy.client.table import TableClient, come_back_command
from ginrummy.names import shown_name
from ginrummy.remote.api import Server, server_urls
from ginrummy.remote.errors import ConnectError, Stop
from ginrummy.remote.identity import take_identity
from ginrummy.remote.link import Link
from ginrummy.remote.seating import create_table, join_table, unknown_name, your_tables

__all__ = ["QUICK_POLL", "Options", "connect_async", "listing", "run_connect", "seat_plans",
           "your_games"]

#: Seconds between quick-match polls.
QUICK_POLL = 2.0


@dataclass
class Options:
    """What ``ginrummy connect`` was asked to do."""

    url: str
    name: str | None = None
    create: str | None = None
    options: dict[str, Any] = field(default_factory=dict)
    seats: list[dict[str, Any]] | None = None
    turn_seconds: int | None = None
    private: bool = False
    join: str | None = None
    table: str | None = None
    quick: str | None = None
    watch: str | None = None
    list_tables: bool = False
    folder: Path | None = None
    """The data folder (default: :func:`ginrummy.datadir.data_dir`)."""
    reconnect_delay: float = 0.5
    on_client: Callable[[TableClient], None] | None = None
    """Told the table's client once it exists (tests watch it)."""
    come_back: list[str] = field(default_factory=list)
    """Set to the command that brings the person back, once there is a table."""


def seat_plans(system: str, seats: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
    """The seats of a table created without ``--seats``: a person at each (a table
    is created to play friends; ``--seats person,person,computer:hard`` seats a computer)."""
    if seats is not None:
        return seats
    players = 3 if system == "three-player" else 2
    return [{"kind": "person", "level": None}] * players


def _others_line(base: str, code: str, seats: list[dict[str, Any]]) -> str | None:
    """Who else is to come to a new table, and what they type (the creator takes the
    first seat for a person)."""
    others = sum(1 for s in seats if s["kind"] == "person") - 1
    if others <= 0:
        return None
    typed = f"ginrummy connect {base} --name NAME --join {code}"
    if others == 1:
        return f"The other person types: {typed}"
    return f"Each of the other {others} people types (with a name of their own): {typed}"


def your_games(games: list[P.YourTable]) -> list[str]:
    """Your games in progress as numbered lines under a header: the table, the system,
    who else sits there, the hand, and whether it waits for you."""
    lines = ["Your games in progress:"]
    for number, game in enumerate(games, 1):
        others = ", ".join(shown_name(s.name or s.level or s.kind, 24)
                           for s in game.seats if s.seat != game.seat and s.kind != "empty")
        state = "your turn" if game.your_turn else \
            "waiting for you" if game.status == "adjourned" else game.status.replace("_", " ")
        hand = f", hand {game.hand_number}" if game.hand_number else ""
        lines.append(f"  {number}. {game.system} with {others or 'nobody yet'}{hand}"
                     f" ({state}): table {game.id}")
    return lines


async def _choose_game(games: list[P.YourTable], lines: Lines, screen: Screen) -> str:
    """The table of the game in progress the person chooses by its number."""
    screen.say(*your_games(games))
    while True:
        screen.prompt(f"Continue which? [1-{len(games)}, Enter for none] ")
        reply = await lines.get()
        if reply is None or not reply.strip():
            raise Stop(0)
        screen.typed(reply)
        text = reply.strip()
        if text.isascii() and text.isdigit() and 1 <= int(text) <= len(games):
            return games[int(text) - 1].id
        screen.say(f"Type a number from 1 to {len(games)}, or Enter for none.")


def listing(tables: list[P.TableSummary]) -> list[str]:
    """The lobby's tables as lines under a header.  A table with nobody at it (every
    person left, or none came) is left out: there is no one to play or to watch."""
    shown = [t for t in tables if any(s.kind == "person" for s in t.seats)]
    if not shown:
        return ["No open tables."]
    wide = max(len("TABLE"), *(len(t.id) for t in shown))  # ids are 16 characters
    lines = [f"{'TABLE':<{wide}} {'SYSTEM':<18} {'STATUS':<13} {'HAND':>4}  SEATS"]
    for t in shown:
        seats = ", ".join("empty" if s.kind == "empty" else
                          shown_name(s.name or s.level or s.kind, 24)
                          + ("" if s.kind != "person" or s.connected else " (not connected)")
                          for s in t.seats)
        lines.append(f"{t.id:<{wide}} {t.system:<18} {t.status:<13} {t.hand_number:>4}  {seats}")
    return lines


async def _quick(server: Server, system: str, lines: Lines, screen: Screen) -> str:
    """Quick match: ask until matched; when offered, ask the person about the computer."""
    computer = False
    told = False
    while True:
        status, body = await asyncio.to_thread(
            server.request, "POST", "/api/quickmatch", {"system": system, "computer": computer},
            what="quick match")
        if status != 200:
            raise server.refusal(status, body, "quick match")
        answer = P.QuickMatchStatus.model_validate(body)
        if answer.status == "matched" and answer.table is not None:
            return answer.table
        if answer.status == "offer":
            screen.prompt("Nobody came yet. Play the computer instead? [y/N] ")
            reply = await lines.get()
            if reply is None:
                raise Stop(0)
            screen.typed(reply)
            if reply.strip().lower() in ("y", "yes"):
                computer = True
                continue
            told = False
        if not told:
            screen.say(f"Waiting for another person to ask for {system}...")
            told = True
        await asyncio.sleep(QUICK_POLL)


async def connect_async(opts: Options, inp: IO[str], out: IO[str]) -> int:
    """Run ``ginrummy connect`` on these streams; the exit status."""
    base, ws_url, link_code = server_urls(opts.url)
    server = Server(base)
    screen = Screen(out, echo=echoes(inp))
    if opts.list_tables:
        status, body = await asyncio.to_thread(server.request, "GET", "/api/tables",
                                               what="listing tables")
        if status != 200:
            raise server.refusal(status, body, "listing tables")
        screen.say(*listing([P.TableSummary.model_validate(t) for t in body]))
        return 0
    identity = await asyncio.to_thread(take_identity, server, opts.name, opts.folder,
                                       screen.say, watching=opts.watch is not None)
    server.unknown = unknown_name(identity)
    lines = Lines(inp, asyncio.get_running_loop())
    spectator = False
    join = opts.join or (link_code if not (opts.create or opts.table or opts.quick
                                           or opts.watch) else None)
    if opts.create is not None:
        seats = seat_plans(opts.create, opts.seats)
        body = {"system": opts.create, "options": opts.options, "seats": seats,
                "turn_seconds": opts.turn_seconds, "grace_seconds": 120,
                "computer_takes_over": False, "private": opts.private}
        created = await asyncio.to_thread(create_table, server, body)
        table_id = created.id
        screen.say(f"Table created. Join code: {created.code}   link: {created.link}")
        others = _others_line(base, created.code, seats)
        if others is not None:
            screen.say(others)
    elif join is not None:
        joined = await asyncio.to_thread(join_table, server, join)
        table_id = joined.id
        if joined.seat is None:
            screen.say("Every seat is taken: you watch.")
            spectator = True
    elif opts.quick is not None:
        try:
            table_id = await _quick(server, opts.quick, lines, screen)
        except Stop as stop:
            return stop.status
    elif opts.watch is not None:
        table_id, spectator = opts.watch, True
    elif opts.table is not None:
        table_id = opts.table
    else:
        games = await asyncio.to_thread(your_tables, server)
        if not games:
            raise ConnectError("say what to do: --create SYSTEM, --join CODE, --table ID,"
                               " --quick SYSTEM, --watch ID or --list (you have no game in"
                               " progress here)")
        try:
            table_id = await _choose_game(games, lines, screen)
        except Stop as stop:
            return stop.status
    come_back = come_back_command(base, identity.name, table_id)
    opts.come_back[:] = [come_back]
    link = Link(ws_url, identity.token, table_id, spectator=spectator,
                reconnect_delay=opts.reconnect_delay, unknown=server.unknown)
    client = TableClient(link, screen, lines, come_back=come_back)
    if opts.on_client is not None:
        opts.on_client(client)
    return await client.run()


def run_connect(opts: Options, inp: IO[str], out: IO[str]) -> int:
    """Run ``ginrummy connect`` on these streams; the exit status.  Ctrl-C leaves
    the table for now (the seat stays the person's)."""
    try:
        return asyncio.run(connect_async(opts, inp, out))
    except KeyboardInterrupt:
        back = f": {opts.come_back[0]}" if opts.come_back else ""
        out.write(f"\nDisconnected: your seat stays yours (come back"
                  f" with{back or ' --table'}).\n")
        out.flush()
        return 130
