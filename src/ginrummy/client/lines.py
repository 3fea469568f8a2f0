"""The person's lines, read in a thread of their own so that the table's news is
printed while the person thinks."""

from __future__ import annotations

import asyncio
import threading
from typing import IO

__all__ = ["Lines", "echoes"]


def echoes(inp: IO[str]) -> bool:
    """Whether lines read from ``inp`` are written back after the prompt: piped
    input is (a transcript then reads as a dialogue); a terminal shows what is typed."""
    try:
        return not inp.isatty()
    except (AttributeError, ValueError):
        return True


class Lines:
    """The lines of ``inp`` as they are typed; None at the end of input."""

    def __init__(self, inp: IO[str], loop: asyncio.AbstractEventLoop) -> None:
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._inp = inp
        self._loop = loop
        self._thread = threading.Thread(target=self._read, name="connect-input", daemon=True)
        self._thread.start()

    def _read(self) -> None:
        while True:
            try:
                line: str | None = self._inp.readline()
            except (OSError, ValueError):
                line = ""
            if not line:
                line = None
            try:
                self._loop.call_soon_threadsafe(self.queue.put_nowait, line)
            except RuntimeError:  # the loop is closed: the client is gone
                return
            if line is None:
                return

    async def get(self) -> str | None:
        return await self.queue.get()
