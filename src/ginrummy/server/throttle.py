"""A token bucket: ``rate`` takes a second on average, with bursts of ``burst``; past
that a take is refused.  The server keeps one per person for their messages (a
client flooding past it is told ``throttled``, then disconnected), and others
for what people make (server/limits.py).

>>> clock = iter([0.0, 0.0, 0.0, 0.0, 1.0, 1.0, 1.0]).__next__
>>> bucket = Bucket(rate=1.0, burst=2, clock=clock)
>>> bucket.take(), bucket.take(), bucket.take(), bucket.take(), bucket.wait()
(True, True, False, True, 1.0)
"""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["Bucket"]


class Bucket:
    """Tokens refill at ``rate`` a second up to ``burst``; each message takes one."""

    # Slots: a server may keep a hundred thousand of them (limits.KeyedBuckets).
    __slots__ = ("_at", "_clock", "_tokens", "burst", "rate", "refused")

    def __init__(self, rate: float, burst: int,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._tokens = float(burst)
        self._at = clock()
        self.refused = 0
        """Messages refused in a row (reset by one that is taken)."""

    def _now_tokens(self) -> float:
        return min(float(self.burst), self._tokens + (self._clock() - self._at) * self.rate)

    def empty(self) -> bool:
        """Whether the next message would be refused (nothing is taken)."""
        return self._now_tokens() < 1.0

    def full(self) -> bool:
        """Whether the bucket has refilled: it is then as good as a new one."""
        return self._now_tokens() >= self.burst

    def wait(self) -> float:
        """Seconds until the next take would go through (0: now)."""
        return max(0.0, (1.0 - self._now_tokens()) / self.rate)

    def take(self) -> bool:
        """Whether one more message may go through now."""
        now = self._clock()
        self._tokens = min(float(self.burst), self._tokens + (now - self._at) * self.rate)
        self._at = now
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            self.refused = 0
            return True
        self.refused += 1
        return False
