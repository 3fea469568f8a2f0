"""The server's address and its HTTP API (docs/protocol.md, "HTTP"), as one person
uses it: ``urllib.request`` (the standard library: a few small JSON requests need
no HTTP library), each answer's body read as JSON and a refusal worded in one line."""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.parse
import urllib.request
from typing import Any

from ginrummy import protocol as P
from ginrummy.errors import excerpt
from ginrummy.names import shown_name
from ginrummy.remote.errors import ConnectError

__all__ = ["HTTP_TIMEOUT", "Server", "server_urls"]

#: How long one HTTP request may take.
HTTP_TIMEOUT = 30.0


def server_urls(url: str) -> tuple[str, str, str | None]:
    """``(http base, ws url, join code or None)`` from what the person typed:
    ``http://host:port``, ``host:port``, ``ws://...``, or a join link
    ``http://host/join/CODE``.

    >>> server_urls("gin.example.org:8765/join/PINE42")
    ('http://gin.example.org:8765', 'ws://gin.example.org:8765/ws', 'PINE42')
    """
    text = url.strip()
    if "://" not in text:
        text = "http://" + text
    parts = urllib.parse.urlsplit(text)
    scheme = {"ws": "http", "wss": "https"}.get(parts.scheme, parts.scheme)
    if scheme not in ("http", "https") or not parts.netloc:
        raise ConnectError(f"{excerpt(url)} is not a server address (http://HOST:PORT)")
    path = parts.path.rstrip("/")
    code = None
    found = re.search(r"/(?:join|t)/([A-Za-z0-9_-]+)$", path)
    if found is not None:
        code = found.group(1)
        path = path[: found.start()]
    if path.endswith("/ws"):
        path = path[:-3]
    base = f"{scheme}://{parts.netloc}{path}"
    ws = ("wss" if scheme == "https" else "ws") + base[len(scheme):] + "/ws"
    return base, ws, code


class Server:
    """The server's HTTP API, as one person (``token``) uses it."""

    def __init__(self, base: str, token: str | None = None) -> None:
        self.base = base
        self.token = token
        self.unknown = "the server does not know your name"
        """What a 401 (the token refused) means to the person, in one line."""

    def request(self, method: str, path: str, body: Any = None, *,
                what: str = "the server") -> tuple[int, Any]:
        """``(status, parsed body)``; an unreachable server is a :class:`ConnectError`,
        a refusal (4xx) is returned for the caller to word."""
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.base + path, data=data, method=method)
        if data is not None:
            req.add_header("Content-Type", "application/json")
        if self.token is not None:
            req.add_header("Authorization", f"Bearer {self.token}")
        try:
            with urllib.request.urlopen(req, timeout=HTTP_TIMEOUT) as response:
                status, payload = response.status, response.read()
        except urllib.error.HTTPError as exc:
            status, payload = exc.code, exc.read()
        except (urllib.error.URLError, OSError) as exc:
            reason = getattr(exc, "reason", exc)
            raise ConnectError(f"cannot reach the server at {self.base}: {reason}") from None
        try:
            parsed = json.loads(payload.decode("utf-8"))
        except ValueError:
            parsed = None
        if status >= 500:
            raise ConnectError(f"{what}: the server failed (HTTP {status})")
        return status, parsed

    def refusal(self, status: int, body: Any, what: str) -> ConnectError:
        """A refused request in one line."""
        try:
            said = P.HttpError.model_validate(body).message
        except ValueError:
            said = f"HTTP {status}"
        if status == 401:
            said = self.unknown
        return ConnectError(f"{what}: {shown_name(said, 300)}")
