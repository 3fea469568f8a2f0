"""Abuse limits: how fast one person, and one client address, may send messages and
make identities and tables (docs/protocol.md, "Limits").

Each limit is a token bucket (:class:`~ginrummy.server.throttle.Bucket`) per key,
the person's identity or the client's address, so that opening more connections
or making more identities buys nothing:

- messages: one bucket per identity, shared by all of its connections (three
  sockets do not chat three times as fast);
- new identities: one bucket per address (names are permanent: a loop must not
  squat every name);
- new tables, quick match against the computer included: one bucket per
  identity and one per address, and a table is made only when both have a token
  (each table costs the computer's time).

Refused HTTP requests are answered 429 ``throttled`` with a ``Retry-After``
header, the seconds until the next would be taken.

Why these buckets and not a limiter library (``limits`` on PyPI, say): the server
already limits messages and join-code guesses with this token bucket, whose
rate and burst are what ``welcome`` tells clients; a library's in-memory
storage would be a second algorithm for one job, on a clock of its own that the
tests could not drive, and it shares nothing between processes without Redis
or memcached, which this server does not use (with several processes, each
keeps its own buckets: docs/deploy.md).  Memory is bounded here
(:class:`KeyedBuckets`).
"""

from __future__ import annotations

import ipaddress
import math
import time
from collections import OrderedDict
from collections.abc import Callable

from fastapi import HTTPException, Request

from ginrummy.errors import Reason, reason
from ginrummy.server.config import ServerConfig
from ginrummy.server.throttle import Bucket

__all__ = ["MAX_KEYS", "KeyedBuckets", "Limiter", "address_of", "throttled"]

#: The most keys one kind of limit remembers (see :class:`KeyedBuckets`).
MAX_KEYS = 100_000


class KeyedBuckets:
    """A token bucket per key, made on first use, at most ``most`` of them.

    A bucket that has refilled is as good as a new one, so when there are too
    many the full ones are forgotten first; if that is not enough (more than
    ``most`` keys used in the time a bucket takes to refill), the least recently
    used go, a quarter at a time, so that making room is not a walk over every
    bucket at every new key.

    >>> now = [0.0]
    >>> keyed = KeyedBuckets(rate=1.0, burst=1, clock=lambda: now[0], most=4)
    >>> [keyed.bucket(k).take() for k in "aab"]
    [True, False, True]
    >>> now[0] = 10.0  # a and b refill
    >>> for k in "cdef": _ = keyed.bucket(k).take()
    >>> sorted(keyed.keys())
    ['c', 'd', 'e', 'f']
    """

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic,
                 most: int = MAX_KEYS) -> None:
        self.rate = rate
        self.burst = burst
        self.most = most
        self._clock = clock
        self._buckets: OrderedDict[str, Bucket] = OrderedDict()

    def bucket(self, key: str) -> Bucket:
        """``key``'s bucket (a new, full one if it has none)."""
        found = self._buckets.get(key)
        if found is not None:
            self._buckets.move_to_end(key)
            return found
        if len(self._buckets) >= self.most:
            self._make_room()
        made = self._buckets[key] = Bucket(self.rate, self.burst, self._clock)
        return made

    def keys(self) -> list[str]:
        return list(self._buckets)

    def _make_room(self) -> None:
        for key in [k for k, b in self._buckets.items() if b.full()]:
            del self._buckets[key]
        while len(self._buckets) > self.most * 3 // 4:
            self._buckets.popitem(last=False)


def address_of(request: Request) -> str:
    """The key of a request's client address: the address, or for IPv6 its /64
    network (one host is given a whole /64, and would have a bucket per address)."""
    host = request.client.host if request.client is not None else "?"
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return host
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.IPv6Network((address, 64), strict=False))
    return str(address)


def throttled(message: str, bucket: Bucket,
              why: Callable[[int], Reason]) -> HTTPException:
    """The 429 ``throttled`` answer, with ``Retry-After``: the whole seconds until
    ``bucket`` has a token again; ``why`` makes its reason of those seconds."""
    wait = max(1, math.ceil(bucket.wait()))
    return HTTPException(429, {"code": "throttled", "message": f"{message}: try again in"
                               f" {wait} second{'s' if wait != 1 else ''}",
                               "reason": why(wait)},
                         headers={"Retry-After": str(wait)})


def _per_hour(per_hour: float) -> tuple[float, int]:
    """A bucket's rate (a second) and burst (ten minutes' worth, at least one) for a
    limit of ``per_hour``."""
    return per_hour / 3600.0, max(1, math.floor(per_hour / 6))


class Limiter:
    """Every limit of one server process (see the module docstring)."""

    def __init__(self, config: ServerConfig,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.messages = KeyedBuckets(config.rate, config.burst, clock)
        """Per identity: the messages its connections may send."""
        rate, burst = _per_hour(config.identities_per_hour)
        self.identities = KeyedBuckets(rate, burst, clock)
        """Per address: the identities it may make."""
        rate, burst = _per_hour(config.tables_per_hour)
        self.tables_by_identity = KeyedBuckets(rate, burst, clock)
        self.tables_by_address = KeyedBuckets(rate, burst, clock)

    def new_identity(self, address: str) -> None:
        """``address`` makes an identity, or is refused (429).  Taken before the name
        is looked at (a name taken counts too): counting only the names made would
        let a burst of requests at once all pass before the first is made."""
        bucket = self.identities.bucket(address)
        if not bucket.take():
            raise throttled("too many new names from your address", bucket,
                            lambda wait: reason("too_many_names", seconds=wait))

    def new_table(self, identity: str, address: str) -> None:
        """``identity`` at ``address`` makes a table, or is refused (429): both have
        to have a token, and neither is spent on a refusal."""
        for bucket, whose in ((self.tables_by_identity.bucket(identity), "you"),
                              (self.tables_by_address.bucket(address), "your address")):
            if bucket.empty():
                raise throttled(f"too many new tables from {whose}", bucket,
                                lambda wait: reason("too_many_tables", seconds=wait))
        self.tables_by_identity.bucket(identity).take()
        self.tables_by_address.bucket(address).take()
