"""The protocol's version, its limits, and the patterns of its text and cards."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Literal

from ginrummy.names import INVISIBLE

#: The protocol this module speaks, and every version a server built on it accepts.
PROTOCOL_VERSION: Literal[2] = 2
SUPPORTED_PROTOCOLS: tuple[int, ...] = (PROTOCOL_VERSION,)

#: The largest message a client may send, in bytes of UTF-8: the biggest legal
#: intent (a lay-off of 11 cards) is under 400 bytes, so 16 KiB is generous, and
#: it bounds what one message can cost before anything is parsed.
MAX_MESSAGE_BYTES = 16 * 1024
#: A line of chat, in characters (docs/server.md: the ``chat`` entry).
MAX_CHAT_LENGTH = 200
#: A client's own request id (a string), in characters.
MAX_REQUEST_ID_LENGTH = 32
#: The most hints one ``hint`` asks for.
MAX_HINTS = 5
#: The throttle (a token bucket, enforced by the server's hub): messages a second
#: on average, and the burst allowed above it.  A client over it gets ``throttled``.
RATE_PER_SECOND = 20
RATE_BURST = 40
#: The largest integer a JavaScript client reads exactly (2**53 - 1): every
#: integer a client sends is at most this.
MAX_SAFE_INTEGER = 2**53 - 1


#: A card by its canonical name (RULES R12.1, as records and views write it): only
#: this form, so that one card has one spelling on the wire.
CARD_PATTERN = r"^[A2-9TJQK][shdc]$"
# Characters no text on the wire may hold: the C0 and C1 controls and DEL (a
# terminal escape sequence, a line break), the line and paragraph separators,
# and the format characters that change how text around them reads (zero-width,
# bidirectional controls: U+202E makes 'you' read as anything).  One class that
# Rust (pydantic-core), JavaScript and Python regular expressions all read, so
# the schema a client validates with says exactly what the server checks.
# Names are checked further by ginrummy.names.check_name (every format,
# private-use and unassigned character).
_HIDDEN_CLASS = (r"\x00-\x1f\x7f-\x9f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e"
                 r"\u2060-\u206f\ufeff\ufff9-\ufffb")
TEXT_PATTERN = rf"^[^{_HIDDEN_CLASS}]*$"
_HIDDEN = re.compile(f"[{_HIDDEN_CLASS}]")


def _class_of(ranges: Sequence[tuple[int, int]]) -> str:
    """A regular expression class's ranges of code points, as the three engines read
    them: ``\\uXXXX`` in the Basic Multilingual Plane, the character itself above
    it (JavaScript writes those ``\\u{...}``, Python ``\\U...``, and neither reads
    the other's)."""
    def one(code: int) -> str:
        return f"\\u{code:04x}" if code <= 0xFFFF else chr(code)
    return "".join(one(a) if a == b else f"{one(a)}-{one(b)}" for a, b in ranges)


# What a name may not hold besides: every character names.check_name refuses that a
# list can say.  The format characters (Unicode 16) the class above leaves to
# check_name, private use, and those that show as nothing (names.INVISIBLE: the
# Hangul fillers, variation selectors...).  Unassigned characters change with each
# Unicode version and surrogates are no characters: check_name alone refuses those.
# (A test checks that this pattern refuses only what check_name refuses, and every
# format, private-use and invisible character Python knows.)
_NAME_CLASS = _HIDDEN_CLASS + _class_of([
    (0x0600, 0x0605), (0x06DD, 0x06DD), (0x070F, 0x070F), (0x0890, 0x0891),
    (0x08E2, 0x08E2), (0xE000, 0xF8FF), *INVISIBLE, (0x110BD, 0x110BD), (0x110CD, 0x110CD),
    (0x13430, 0x1343F), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD)])
NAME_PATTERN = rf"^[^{_NAME_CLASS}]*$"
_NAME_HIDDEN = re.compile(f"[{_NAME_CLASS}]")
_URLSAFE = r"^[A-Za-z0-9_-]+$"
_HEX64 = r"^[0-9a-f]{64}$"
_HEX32 = r"^[0-9a-f]{32}$"
