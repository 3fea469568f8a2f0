"""Why ``ginrummy connect`` stops: a line for the person, or the exit status."""

from __future__ import annotations

from ginrummy.errors import GinRummyError

__all__ = ["ConnectError", "Stop"]


class ConnectError(GinRummyError):
    """Why ``ginrummy connect`` cannot go on: one line for the person."""


class Stop(Exception):
    """The client is done (the person quit, left, or input ended): ``status`` is
    the exit status."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status
