"""The names a person took at game servers, kept in the data folder, one file each.

Two people may share one computer, and so one data folder: each name taken at a
server is kept in a file of its own, ``servers/HOST_PORT/NAME-HASH.json``
(readable by its owner alone: the token is the name's password), so taking a
second name never replaces the first.  ``--name`` says which to use; without it
the one name kept for the server is used, and with several the person is asked
to say which.  (Before issue 40 one file per server, ``servers/HOST_PORT.json``,
held one name; such a file is moved into the folder when first read.)
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ginrummy import protocol as P
from ginrummy.datadir import data_dir
from ginrummy.errors import excerpt
from ginrummy.names import shown_name
from ginrummy.remote.api import Server
from ginrummy.remote.errors import ConnectError

__all__ = [
    "Identity",
    "identity_file",
    "name_key",
    "saved_identities",
    "server_folder",
    "take_identity",
]


@dataclass(frozen=True, slots=True)
class Identity:
    """A name taken at a server, and the token that proves it."""

    server: str
    name: str
    token: str
    path: Path
    """The file it is kept in."""


def name_key(name: str) -> str:
    """A name as the server compares names (case, width and spacing aside): the
    name typed with ``--name`` finds the name kept whichever way it is typed.

    >>> name_key("  Ann  LEE ") == name_key("ann lee") == name_key("ＡＮＮ Lee")
    True
    """
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def _server_key(base: str) -> str:
    return re.sub(r"[^A-Za-z0-9.-]+", "_", base.split("://", 1)[-1]).strip("_") or "server"


def server_folder(base: str, folder: Path | None = None) -> Path:
    """The folder of the names kept for the server at ``base``."""
    return (folder or data_dir()) / "servers" / _server_key(base)


def identity_file(base: str, name: str, folder: Path | None = None) -> Path:
    """The file that keeps the name ``name`` taken at ``base``: the name's letters
    (for a person looking at the folder) and a hash of it (names differ in any
    character, and may be written in any script)."""
    key = name_key(name)
    readable = re.sub(r"[^A-Za-z0-9_-]+", "_", key).strip("_")[:32] or "name"
    digest = hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]
    return server_folder(base, folder) / f"{readable}-{digest}.json"


def _read(path: Path, base: str) -> Identity | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        name, token = data["name"], data["token"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if isinstance(name, str) and isinstance(token, str):
        return Identity(base, name, token, path)
    return None


def _write(base: str, name: str, token: str, folder: Path | None) -> Identity:
    """Keep ``name``'s token in its file (mode 0600), written whole or not at all."""
    path = identity_file(base, name, folder)
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=".new-", suffix=".json")  # mode 0600
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump({"server": base, "name": name, "token": token}, f)
            f.write("\n")
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    return Identity(base, name, token, path)


def _move_old_file(base: str, folder: Path | None) -> None:
    """The one name a server's file kept before issue 40, moved into its folder."""
    old = (folder or data_dir()) / "servers" / f"{_server_key(base)}.json"
    kept = _read(old, base)
    if kept is None:
        return
    if not identity_file(base, kept.name, folder).exists():
        _write(base, kept.name, kept.token, folder)
    old.unlink(missing_ok=True)


def saved_identities(base: str, folder: Path | None = None) -> list[Identity]:
    """Every name kept for the server at ``base``, by name."""
    _move_old_file(base, folder)
    found = (_read(path, base) for path in sorted(server_folder(base, folder).glob("*.json")))
    return sorted((i for i in found if i is not None), key=lambda i: name_key(i.name))


def _names(identities: list[Identity]) -> str:
    return ", ".join(shown_name(i.name, 24) for i in identities)


def take_identity(server: Server, name: str | None, folder: Path | None,
                  say: Callable[[str], None], *, watching: bool = False) -> Identity:
    """The person's name at ``server``, whose token ``server`` then uses: the name
    kept for ``name`` (or the one name kept when ``name`` is None), or ``name``
    taken now (``POST /api/identities``) and kept beside the others."""
    kept = saved_identities(server.base, folder)
    if name is None:
        if len(kept) == 1:
            server.token = kept[0].token
            return kept[0]
        if kept:
            raise ConnectError(f"you have names at {server.base} ({_names(kept)}): say which"
                               " with --name NAME")
        if watching:
            raise ConnectError(f"to watch at {server.base} you need a name there (the server"
                               " knows everyone at a table by one, spectators too): give it"
                               " with --name NAME")
        raise ConnectError(f"first time at {server.base}: give your name with --name NAME")
    key = name_key(name)
    mine = next((i for i in kept if name_key(i.name) == key), None)
    if mine is not None:
        server.token = mine.token
        return mine
    status, body = server.request("POST", "/api/identities", {"name": name},
                                  what="taking the name")
    if status == 409:
        yours = f" (yours here: {_names(kept)})" if kept else ""
        raise ConnectError(f"the name {name!r} is taken at {server.base}: choose another"
                           f" with --name{yours}")
    if status != 201:
        raise server.refusal(status, body, f"taking the name {excerpt(name)}")
    created = P.IdentityCreated.model_validate(body)
    identity = _write(server.base, created.name, created.token, folder)
    server.token = created.token
    say(f"You are {shown_name(created.name, 24)} at {server.base} (kept in {identity.path}).")
    return identity
