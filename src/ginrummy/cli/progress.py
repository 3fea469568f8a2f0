"""A progress bar on standard error, with the rate and the time left (standard library only).

Shown only when the stream is a terminal, unless forced on or off, so that
piped and redirected output stays clean.

>>> import io
>>> ticks = iter([0.0, 1.0, 2.0, 2.0])
>>> out = io.StringIO()
>>> with Progress(4, "matches", stream=out, force=True, clock=lambda: next(ticks)) as bar:
...     bar.update(2)
>>> "2/4" in out.getvalue() and "2.0 matches/s" in out.getvalue() and "0:01 left" in out.getvalue()
True
"""

from __future__ import annotations

import shutil
import sys
import time
from collections.abc import Callable
from types import TracebackType
from typing import IO

__all__ = ["Progress", "format_duration", "is_terminal"]


def format_duration(seconds: float) -> str:
    """``H:MM:SS`` or ``M:SS``, rounded up to the second."""
    total = int(seconds + 0.999)
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def is_terminal(stream: IO[str]) -> bool:
    """Whether ``stream`` is an open terminal."""
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # no isatty, or a closed stream
        return False


class Progress:
    """Counts ``total`` units of work done, redrawing one status line as they complete.

    ``force``: None shows the bar only when ``stream`` is a terminal; True or
    False always or never.  Redraws at most every ``interval`` seconds.
    """

    def __init__(
        self,
        total: int,
        unit: str = "items",
        *,
        stream: IO[str] | None = None,
        force: bool | None = None,
        clock: Callable[[], float] = time.monotonic,
        interval: float = 0.1,
    ) -> None:
        self.total = max(total, 0)
        self.unit = unit
        self.stream: IO[str] = stream if stream is not None else sys.stderr
        self.enabled = is_terminal(self.stream) if force is None else force
        self.clock = clock
        self.interval = interval
        self.done = 0
        self.start = clock()
        self._last_draw = -interval
        self._drawn = -1  # the count last drawn
        self._width = 0

    def line(self, now: float) -> str:
        """The status line for the count so far at time ``now``."""
        elapsed = max(now - self.start, 0.0)
        fraction = self.done / self.total if self.total else 1.0
        rate = self.done / elapsed if elapsed > 0 else 0.0
        if self.done >= self.total:
            tail = f"done in {format_duration(elapsed)}"
        elif rate > 0:
            tail = f"{format_duration((self.total - self.done) / rate)} left"
        else:
            tail = "time left unknown"
        rate_text = f"{rate:.1f} {self.unit}/s" if rate > 0 else f"-- {self.unit}/s"
        counts = f"{self.done}/{self.total} {fraction:4.0%}  {rate_text}  {tail}"
        columns = shutil.get_terminal_size((80, 24)).columns
        bar_width = max(10, min(40, columns - len(counts) - 4))
        filled = int(fraction * bar_width)
        return f"[{'#' * filled}{'.' * (bar_width - filled)}] {counts}"

    def _draw(self, now: float) -> None:
        text = self.line(now)
        pad = max(self._width - len(text), 0)
        self._width = len(text)
        self.stream.write("\r" + text + " " * pad)
        self.stream.flush()
        self._last_draw = now
        self._drawn = self.done

    def update(self, count: int = 1) -> None:
        """Record ``count`` more units done."""
        self.done += count
        if not self.enabled:
            return
        now = self.clock()
        if now - self._last_draw >= self.interval or self.done >= self.total:
            self._draw(now)

    def close(self) -> None:
        """Draw the final state and end the line."""
        if self.enabled:
            if self._drawn != self.done:
                self._draw(self.clock())
            self.stream.write("\n")
            self.stream.flush()
            self.enabled = False

    def __enter__(self) -> Progress:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()
