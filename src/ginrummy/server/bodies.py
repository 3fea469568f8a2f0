"""Request bodies with a key given twice are refused (issue 40 item 12).

FastAPI reads a JSON body with the standard library, which keeps the last of two
equal keys, so ``{"name": "Ada", "name": "Bob"}`` took the name Bob.  The
WebSocket refuses such a message (:func:`ginrummy.protocol.check_unique_keys`);
this middleware refuses such a body likewise, 422 ``bad_message`` naming the
key, before any route reads it.

It reads the body whole first, at most :data:`ginrummy.protocol.MAX_MESSAGE_BYTES`
of it: a longer one is passed on unchecked, as it came, to the body limit
behind, which refuses it (413 ``too_large``).
"""

from __future__ import annotations

from fastapi.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ginrummy import protocol as P

__all__ = ["UniqueKeys"]


class UniqueKeys:
    """ASGI middleware: a request body with a repeated key gets 422 ``bad_message``."""

    def __init__(self, app: ASGIApp, *, limit: int = P.MAX_MESSAGE_BYTES) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] in ("GET", "HEAD", "OPTIONS"):
            await self.app(scope, receive, send)
            return
        read: list[Message] = []
        size = 0
        while True:
            message = await receive()
            read.append(message)
            size += len(message.get("body", b""))
            if message["type"] != "http.request" or not message.get("more_body") \
                    or size > self.limit:
                break
        whole = read[-1]["type"] == "http.request" and not read[-1].get("more_body")
        if whole and size <= self.limit:
            try:
                P.check_unique_keys(b"".join(m.get("body", b"") for m in read))
            except P.ProtocolError as exc:
                body = P.HttpError(code=exc.code, message=exc.message, field=exc.field,
                                   reason=P.ErrorReason.of(exc.reason))
                await JSONResponse(body.model_dump(), 422)(scope, receive, send)
                return

        async def replay() -> Message:
            return read.pop(0) if read else await receive()

        await self.app(scope, replay, send)
