"""The protocol's error codes: every refusal the server sends carries one
(docs/protocol.md, "Errors")."""

from __future__ import annotations

from typing import Literal, get_args

#: Every error code, as ``error.code`` carries it (docs/protocol.md, "Errors").
ErrorCode = Literal[
    "bad_message", "too_large", "not_authenticated", "not_your_turn", "illegal", "no_seat",
    "not_allowed", "throttled", "unknown_table", "conflict", "internal", "not_found",
]
ERROR_CODES: tuple[str, ...] = get_args(ErrorCode)
