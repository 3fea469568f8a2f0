"""Security headers on every HTTP answer (issue 40 item 12).

- ``X-Content-Type-Options: nosniff``: a browser takes each answer for the type
  it says (JSON stays JSON, never run as a script);
- ``Referrer-Policy: no-referrer``: a page of this server tells nobody, not even
  the server, which page a visitor came from (a join link holds a table's code);
- ``Content-Security-Policy`` (:func:`page_policy`): a page of this server runs
  only the server's own scripts and styles, shows its own images, talks only to
  the server and its WebSocket, and no other site may frame it
  (``frame-ancestors 'none'``, and ``X-Frame-Options: DENY`` for browsers that
  predate it).  The browser game (served from ``/``) is written to it: no inline
  script or style.

An answer that sets a header itself keeps its own (the API's docs page, which
loads Swagger UI, has a policy of its own: :mod:`ginrummy.server.api_docs`).
"""

from __future__ import annotations

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = ["SecurityHeaders", "page_policy"]


def page_policy(base_url: str) -> str:
    """The Content-Security-Policy of the server's pages.  ``'self'`` covers the
    server's own WebSocket in current browsers (CSP level 3); its address from
    ``base_url`` (``ws://`` or ``wss://``, as the page's scheme) is named too, for
    the browsers that read ``'self'`` as HTTP only."""
    socket = base_url.replace("https://", "wss://", 1).replace("http://", "ws://", 1)
    return "; ".join((
        "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self'",
        "font-src 'self'", f"connect-src 'self' {socket}", "object-src 'none'",
        "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"))


class SecurityHeaders:
    """ASGI middleware: the headers above on every HTTP answer that has not set them."""

    def __init__(self, app: ASGIApp, *, base_url: str) -> None:
        self.app = app
        self.headers = (
            ("x-content-type-options", "nosniff"),
            ("referrer-policy", "no-referrer"),
            ("x-frame-options", "DENY"),
            ("content-security-policy", page_policy(base_url)),
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                for name, value in self.headers:
                    headers.setdefault(name, value)
            await send(message)

        await self.app(scope, receive, with_headers)
