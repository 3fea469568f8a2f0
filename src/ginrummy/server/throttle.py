"""A token bucket per connection: a client may send ``rate`` messages a second on
average, with bursts of ``burst``; past that its messages are refused (with a
``throttled`` error) and a client that keeps flooding is disconnected.

>>> clock = iter([0.0, 0.0, 0.0, 0.0, 1.0]).__next__
>>> bucket = Bucket(rate=1.0, burst=2, clock=clock)
>>> bucket.take(), bucket.take(), bucket.take(), bucket.take()
(True, True, False, True)
"""

from __future__ import annotations

import time
from collections.abc import Callable

__all__ = ["Bucket"]


class Bucket:
    """Tokens refill at ``rate`` a second up to ``burst``; each message takes one."""

    def __init__(self, rate: float, burst: int,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self._clock = clock
        self._tokens = float(burst)
        self._at = clock()
        self.refused = 0
        """Messages refused in a row (reset by one that is taken)."""

    def empty(self) -> bool:
        """Whether the next message would be refused (nothing is taken)."""
        now = self._clock()
        return min(float(self.burst), self._tokens + (now - self._at) * self.rate) < 1.0

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
