"""The WebSocket's frames: text only, and UTF-8, refused without noise.

The protocol is UTF-8 JSON in text frames (docs/protocol.md, "Conventions"):

- a **text frame that is not UTF-8** breaks the WebSocket standard itself (RFC
  6455, 8.1): the connection is closed with code 1007, unanswered.  uvicorn
  does close it so, but first logs the decoding error's whole traceback at
  ERROR, once per connection: one bad frame a connection was a free flood of
  the server's log (issue 40 item 11).  :class:`QuietWebSocketProtocol` closes
  it the same way and logs one line at DEBUG;
- a **binary frame** is not a message of the protocol: :func:`parse_frame`
  refuses it with ``bad_message`` and the connection goes on, as for any other
  malformed message.
"""

from __future__ import annotations

import logging

from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from websockets.frames import CloseCode

from ginrummy import protocol as P
from ginrummy.errors import reason

__all__ = ["QuietWebSocketProtocol", "parse_frame"]

_log = logging.getLogger(__name__)

#: The close reason a client is given for a text frame that is not UTF-8.
NOT_UTF8 = "a text frame that is not UTF-8"


class QuietWebSocketProtocol(WebSocketsSansIOProtocol):
    """uvicorn's sans-I/O websockets protocol, closing on a text frame that is not
    UTF-8 (1007) without the traceback."""

    def send_receive_event_to_app(self) -> None:
        # uvicorn 0.55's method, with its UnicodeDecodeError branch made quiet: the
        # one place a complete message is decoded.
        if self.curr_msg_data_type != "text" or self.close_sent:
            super().send_receive_event_to_app()
            return
        data = self.frames[0] if len(self.frames) == 1 else b"".join(self.frames)
        self.frames = []
        try:
            text = data.decode()
        except UnicodeDecodeError as exc:
            _log.debug("closing a WebSocket from %s: %s (byte %d)", self.client, NOT_UTF8,
                       exc.start)
            self.conn.send_close(CloseCode.INVALID_DATA, NOT_UTF8)
            self.handle_parser_exception()
            return
        self.queue.put_nowait({"type": "websocket.receive", "text": text})
        if not self.read_paused:
            self.read_paused = True
            self.transport.pause_reading()


def parse_frame(raw: str | bytes) -> P.Intent:
    """The intent a frame holds: a text frame's text through
    :func:`ginrummy.protocol.parse_intent`; a binary frame refused."""
    if isinstance(raw, bytes):
        raise P.ProtocolError("bad_message", "a binary frame: send each message as a text"
                                             " frame (UTF-8 JSON)",
                              why=reason("message_unreadable"))
    return P.parse_intent(raw)
