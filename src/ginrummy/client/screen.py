"""What ``ginrummy connect`` writes: lines, the prompt, and one status line.

The status line (reconnecting) is rewritten in place on a terminal, so that a
connection tried again and again is one line that updates; on a pipe or a file
the first status of a run is written as a line and the rest are left out until
something else is said.
"""

from __future__ import annotations

from typing import IO

__all__ = ["Screen", "is_terminal"]

#: Back to the start of the line and clear it (VT100; every terminal emulator).
_REWRITE = "\r\x1b[K"


def is_terminal(stream: IO[str]) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


class Screen:
    """The output stream, with the prompt (``> ``) and the status line tracked."""

    def __init__(self, out: IO[str], *, echo: bool = False,
                 terminal: bool | None = None) -> None:
        self.out = out
        self.echo = echo
        """Write each line read back after the prompt (piped input)."""
        self.terminal = is_terminal(out) if terminal is None else terminal
        self.prompting = False
        """The prompt is written and nothing after it."""
        self._status: str | None = None
        """The status line shown (a terminal: the cursor is at its end), or None."""

    def _end_line(self) -> None:
        if self.prompting or (self._status is not None and self.terminal):
            self.out.write("\n")
        self.prompting = False
        self._status = None

    def say(self, *lines: str) -> None:
        """Lines, each on a line of its own (after the prompt or status line)."""
        self._end_line()
        for line in lines:
            self.out.write(line + "\n")
        self.out.flush()

    def prompt(self, question: str = "> ") -> None:
        """Ask for a line: the prompt, or a question, with the cursor after it."""
        if not self.prompting:
            self._end_line()
            self.out.write(question)
            self.out.flush()
            self.prompting = True

    def typed(self, line: str) -> None:
        """A line the person typed: written back after the prompt when echoing."""
        if self.echo and self.prompting:
            self.out.write(line if line.endswith("\n") else line + "\n")
            self.prompting = False

    def status(self, text: str) -> None:
        """A line that replaces the status line shown, if any (see the module docstring)."""
        if self.terminal:
            if self.prompting:
                self.out.write("\n")
                self.prompting = False
            self.out.write(_REWRITE + text)
        elif self._status is None:
            self._end_line()
            self.out.write(text + "\n")
        self._status = text
        self.out.flush()
