"""Counter-based random streams: the same draws in compiled code and in Python.

Every random choice of a batch run comes from a stream named by ``(seed, hand,
lane)``: lane 0 deals hand number ``hand`` (first the dealer, R3.1, then the
shuffle, R3.2), lane 1 is seat 0's player and lane 2 seat 1's.  A stream's n-th
draw is a pure function of its name and n (SplitMix64's mixing function applied
to a key and a counter), so the hands of a run are independent of each other
and of how many are played at once: hand 7 of seed 1 is the same hand in a run
of 10 hands and in a run of a million.

:class:`StreamRandom` is a :class:`random.Random` whose ``choice`` takes its draws
from such a stream exactly as the compiled players do, so the scalar engine's
own agents (:class:`ginrummy.agents.RandomAgent`, :class:`ginrummy.agents.SimpleAgent`)
given one make the same choices as the batch simulator: that is how the tests
compare the two, hand by hand.

>>> a, b = StreamRandom(seed=1, hand=0, lane=1), StreamRandom(seed=1, hand=0, lane=1)
>>> [a.choice("abcdef") for _ in range(8)] == [b.choice("abcdef") for _ in range(8)]
True
>>> dealer, deck = deal_of(1, 0)
>>> dealer in (0, 1) and sorted(deck) == list(range(52))
True
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np

from ginrummy.batch._jit import jit

if TYPE_CHECKING:
    from _typeshed import SupportsLenAndGetItem

__all__ = ["LANES", "StreamRandom", "below", "deal_of", "stream_key"]

_T = TypeVar("_T")

_MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
#: Streams per hand: the deal, seat 0, seat 1.
LANES = 3

# The same constants as numpy scalars: compiled code keeps all of this in uint64.
_U_GOLDEN = np.uint64(_GOLDEN)
_U_MIX1 = np.uint64(_MIX1)
_U_MIX2 = np.uint64(_MIX2)
_U30 = np.uint64(30)
_U27 = np.uint64(27)
_U31 = np.uint64(31)
_U_LANES = np.uint64(LANES)
_U_ONE = np.uint64(1)
_U_ZERO = np.uint64(0)


# ---------------------------------------------------------------------- Python


def _mix(z: int) -> int:
    z = (z ^ (z >> 30)) * _MIX1 & _MASK64
    z = (z ^ (z >> 27)) * _MIX2 & _MASK64
    return z ^ (z >> 31)


def _key(seed: int, hand: int, lane: int) -> int:
    return _mix((_mix(seed) + (hand * LANES + lane + 1) * _GOLDEN) & _MASK64)


def _draw(key: int, count: int) -> int:
    return _mix((key + (count + 1) * _GOLDEN) & _MASK64)


class StreamRandom(random.Random):
    """The stream ``(seed, hand, lane)`` as a :class:`random.Random`.

    ``choice(seq)`` takes one number below ``len(seq)`` from the stream (a draw
    ``x``, redrawn while ``x < 2**64 % n``, then ``x % n``: unbiased), exactly as
    the compiled players do; ``random`` and ``getrandbits`` (hence ``shuffle``,
    ``randrange``...) read the same stream.  Reseeding starts it again.
    """

    def __init__(self, seed: int, hand: int, lane: int) -> None:
        self._stream_key = _key(seed & _MASK64, hand, lane)
        self._count = 0
        super().__init__()

    def seed(self, a: Any = None, version: int = 2) -> None:
        """Start the stream again (it is named by its seed, hand and lane alone)."""
        self._count = 0

    def _next(self) -> int:
        x = _draw(self._stream_key, self._count)
        self._count += 1
        return x

    def below(self, n: int) -> int:
        """A whole number from 0 to ``n - 1``, uniformly."""
        if n < 1:
            raise ValueError(f"below() needs a positive bound, not {n}")
        threshold = ((1 << 64) - n) % n
        x = self._next()
        while x < threshold:
            x = self._next()
        return x % n

    def choice(self, seq: SupportsLenAndGetItem[_T]) -> _T:
        if not len(seq):
            raise IndexError("Cannot choose from an empty sequence")
        return seq[self.below(len(seq))]

    def random(self) -> float:
        return (self._next() >> 11) * 2.0**-53

    def getrandbits(self, k: int) -> int:
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        out = 0
        for shift in range(0, k, 64):
            out |= self._next() << shift
        return out & ((1 << k) - 1)

    def getstate(self) -> tuple[Any, ...]:
        return (self._stream_key, self._count)

    def setstate(self, state: tuple[Any, ...]) -> None:
        self._stream_key, self._count = state


def deal_of(seed: int, hand: int) -> tuple[int, tuple[int, ...]]:
    """The dealer (R3.1) and deck order (top card first, R3.2) of hand number
    ``hand`` of a run seeded ``seed``: lane 0's first draw, then a Fisher-Yates
    shuffle (from the last place down, each swapped with a place drawn below it)."""
    rng = StreamRandom(seed, hand, 0)
    dealer = rng.below(2)
    deck = list(range(52))
    for i in range(51, 0, -1):
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return dealer, tuple(deck)


# ---------------------------------------------------------------------- compiled


@jit
def _mix_u(z: np.uint64) -> np.uint64:
    z = (z ^ (z >> _U30)) * _U_MIX1
    z = (z ^ (z >> _U27)) * _U_MIX2
    return z ^ (z >> _U31)


@jit
def stream_key(seed: np.uint64, hand: int, lane: int) -> np.uint64:
    """The key of stream ``(seed, hand, lane)`` (compiled; :class:`StreamRandom`'s)."""
    return _mix_u(_mix_u(seed) + (np.uint64(hand) * _U_LANES + np.uint64(lane) + _U_ONE)
                  * _U_GOLDEN)


@jit
def below(key: np.uint64, count: int, n: int) -> tuple[int, int]:
    """A whole number below ``n`` from the stream ``key`` whose draws so far number
    ``count``, and the new count: :meth:`StreamRandom.below`, compiled."""
    key = np.uint64(key)  # a key passed from Python arrives as an int
    bound = np.uint64(n)
    threshold = (_U_ZERO - bound) % bound
    x = _mix_u(key + np.uint64(count + 1) * _U_GOLDEN)
    count += 1
    while x < threshold:
        x = _mix_u(key + np.uint64(count + 1) * _U_GOLDEN)
        count += 1
    return int(x % bound), count
