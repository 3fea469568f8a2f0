"""A command run in a real pseudo-terminal (``pty``), and the text of its screen.

The command's output is read as a terminal would: a small emulator keeps a grid
of characters, writes printable text at the cursor and follows the cursor
moves and erasures full-screen programs (Textual) write; colours and modes are
read and ignored.  A test types keys into the terminal and reads lines of text
back, as a person reads the screen.
"""

from __future__ import annotations

import codecs
import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import termios
import time
from collections.abc import Sequence

__all__ = ["PtyCommand", "Terminal"]

_CSI = re.compile(r"\x1b\[([0-9;?<>=]*)([ -/]*)([@-~])")
_OSC = re.compile(r"\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)")
_OTHER_ESC = re.compile(r"\x1b[()*+][0-9A-Za-z]|\x1b[=>78cDEHMNOZ]")


class Terminal:
    """A grid of ``rows`` by ``cols`` characters written by a byte stream."""

    def __init__(self, rows: int, cols: int) -> None:
        self.rows, self.cols = rows, cols
        self.grid = [[" "] * cols for _ in range(rows)]
        self.y = self.x = 0
        self._pending = ""
        self._decoder = codecs.getincrementaldecoder("utf-8")("replace")

    def feed(self, data: bytes) -> None:
        text = self._pending + self._decoder.decode(data)
        self._pending = ""
        i = 0
        while i < len(text):
            ch = text[i]
            if ch == "\x1b":
                for pattern in (_CSI, _OSC, _OTHER_ESC):
                    found = pattern.match(text, i)
                    if found is not None:
                        if pattern is _CSI:
                            self._csi(found.group(1), found.group(3))
                        i = found.end()
                        break
                else:
                    if len(text) - i < 32:  # an escape cut in two: wait for the rest
                        self._pending = text[i:]
                        return
                    i += 1
                continue
            if ch == "\r":
                self.x = 0
            elif ch == "\n":
                self.y = min(self.y + 1, self.rows - 1)
            elif ch == "\b":
                self.x = max(self.x - 1, 0)
            elif ch >= " ":
                if self.x < self.cols and self.y < self.rows:
                    self.grid[self.y][self.x] = ch
                self.x += 1
            i += 1

    def _csi(self, params: str, final: str) -> None:
        if params.startswith("?") or params.startswith(">"):
            return  # private modes (the alternate screen, the mouse): nothing drawn
        numbers = [int(p) if p.isdigit() else 0 for p in params.split(";")] if params else []

        def arg(index: int, default: int) -> int:
            return numbers[index] if len(numbers) > index and numbers[index] else default

        if final in "Hf":
            self.y = min(arg(0, 1) - 1, self.rows - 1)
            self.x = min(arg(1, 1) - 1, self.cols - 1)
        elif final == "A":
            self.y = max(self.y - arg(0, 1), 0)
        elif final == "B":
            self.y = min(self.y + arg(0, 1), self.rows - 1)
        elif final == "C":
            self.x = min(self.x + arg(0, 1), self.cols - 1)
        elif final == "D":
            self.x = max(self.x - arg(0, 1), 0)
        elif final == "G":
            self.x = min(arg(0, 1) - 1, self.cols - 1)
        elif final == "K":
            start, end = {0: (self.x, self.cols), 1: (0, self.x + 1)}.get(arg(0, 0),
                                                                         (0, self.cols))
            for x in range(start, min(end, self.cols)):
                self.grid[self.y][x] = " "
        elif final == "J" and arg(0, 0) == 2:
            self.grid = [[" "] * self.cols for _ in range(self.rows)]

    def lines(self) -> list[str]:
        return ["".join(row).rstrip() for row in self.grid]

    def text(self) -> str:
        return "\n".join(self.lines())


class PtyCommand:
    """``argv`` run with a pseudo-terminal as its stdin, stdout and stderr."""

    def __init__(self, argv: Sequence[str], env: dict[str, str], *, rows: int = 32,
                 cols: int = 110, cwd: str | None = None) -> None:
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.process = subprocess.Popen(list(argv), stdin=slave, stdout=slave, stderr=slave,
                                        env=env, cwd=cwd, start_new_session=True)
        os.close(slave)
        self.master = master
        self.screen = Terminal(rows, cols)
        self.raw = bytearray()

    def read(self, seconds: float = 0.05) -> None:
        """What the command wrote within ``seconds``, fed to the screen."""
        deadline = time.monotonic() + seconds
        while True:
            left = max(0.0, deadline - time.monotonic())
            ready, _, _ = select.select([self.master], [], [], left)
            if not ready:
                return
            try:
                data = os.read(self.master, 65536)
            except OSError:  # the command ended and the terminal closed
                return
            if not data:
                return
            self.raw += data
            self.screen.feed(data)

    def wait_for(self, wanted: str | re.Pattern[str], timeout: float) -> str:
        """Read until ``wanted`` is on the screen; the screen's text."""
        deadline = time.monotonic() + timeout
        while True:
            self.read()
            text = self.screen.text()
            if (wanted.search(text) if isinstance(wanted, re.Pattern) else wanted in text):
                return text
            if time.monotonic() > deadline or self.process.poll() is not None:
                self.read()
                raise AssertionError(f"{wanted!r} never came on the screen:\n{text}")

    def type(self, keys: str) -> None:
        os.write(self.master, keys.encode())

    def close(self) -> None:
        """Stop the command (it was started here) and close the terminal."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        os.close(self.master)
