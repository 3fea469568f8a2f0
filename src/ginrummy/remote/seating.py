"""Finding a seat at a server's table over the HTTP API: a table created
(``POST /api/tables``) or joined by its join code (``POST /api/tables/join``),
each refusal said in one line.  ``ginrummy connect`` and the full-screen game at
a server (``ginrummy play --server``) both sit down here.
"""

from __future__ import annotations

import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ginrummy import protocol as P
from ginrummy.errors import excerpt
from ginrummy.names import shown_name
from ginrummy.remote.api import Server, server_urls
from ginrummy.remote.errors import ConnectError
from ginrummy.remote.identity import Identity, take_identity

__all__ = ["Seated", "create_table", "join_table", "play_command", "sit_down", "unknown_name",
           "your_tables"]


def create_table(server: Server, body: dict[str, Any]) -> P.TableCreated:
    """A new table as ``body`` (docs/protocol.md, ``POST /api/tables``) plans it."""
    status, reply = server.request("POST", "/api/tables", body, what="creating the table")
    if status != 201:
        raise server.refusal(status, reply, "creating the table")
    return P.TableCreated.model_validate(reply)


def join_table(server: Server, code: str) -> P.Joined:
    """The table of join code ``code``, and the seat taken there (None: none free)."""
    status, reply = server.request("POST", "/api/tables/join", {"code": code}, what="joining")
    if status == 404:
        raise ConnectError(f"no table has the join code {excerpt(code)} at {server.base}")
    if status != 200:
        raise server.refusal(status, reply, f"joining {excerpt(code)}")
    return P.Joined.model_validate(reply)


def your_tables(server: Server) -> list[P.YourTable]:
    """The person's games in progress at the server (``GET /api/me/tables``)."""
    status, reply = server.request("GET", "/api/me/tables", what="your games in progress")
    if status != 200:
        raise server.refusal(status, reply, "your games in progress")
    return [P.YourTable.model_validate(item) for item in reply]


def unknown_name(identity: Identity) -> str:
    """What the server not knowing a kept name's token means, in one line."""
    return (f"the server does not know the name {shown_name(identity.name, 24)} kept in"
            f" {identity.path} (was its database reset?): delete that file to take the"
            " name again, or take another with --name")


def play_command(base: str, name: str, code: str) -> str:
    """The command that seats this person (again) at the table of ``code``."""
    return f"ginrummy play --server {base} --name {shlex.quote(name)} --table {code}"


@dataclass(frozen=True, slots=True)
class Seated:
    """A person with a seat at a table, ready to say ``hello`` to it."""

    base: str
    ws_url: str
    identity: Identity
    table_id: str
    code: str | None
    """The join code (null where the server did not say it)."""
    link: str | None
    """The link to share, for a table just created."""
    created: bool
    come_back: str
    """The command that seats the person again (said on leaving)."""


def sit_down(url: str, name: str | None, code: str | None, plan: dict[str, Any] | None,
             folder: Path | None = None, say: Any = print) -> Seated:
    """Take (or reuse) the name at the server of ``url``, then join the table of
    ``code`` (or of the join link ``url`` names) or create one as ``plan`` (a
    ``POST /api/tables`` body) says.  A refusal is a :class:`ConnectError`."""
    base, ws_url, link_code = server_urls(url)
    code = code or link_code
    server = Server(base)
    identity = take_identity(server, name, folder, say)
    server.unknown = unknown_name(identity)
    if code is not None:
        joined = join_table(server, code)
        if joined.seat is None:
            raise ConnectError(f"every seat at the table of join code {excerpt(code)} is"
                               f" taken: watch it with 'ginrummy connect {base} --watch"
                               f" {joined.id}'")
        return Seated(base, ws_url, identity, joined.id, code, None, False,
                      play_command(base, identity.name, code))
    if plan is None:
        raise ConnectError("say which table: --table CODE, or what to create")
    created = create_table(server, plan)
    return Seated(base, ws_url, identity, created.id, created.code, created.link, True,
                  play_command(base, identity.name, created.code))
