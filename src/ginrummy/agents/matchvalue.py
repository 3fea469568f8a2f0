"""What a hand's result is worth to the match: the chance of winning it.

A game is won by reaching the target (R8.6), not by points as such: at 95 to 40
a knock for 5 wins the game, and waiting for gin only gives the opponent time.
The expert therefore weighs its knock decision (knock now or play on, both
played out) by the chance of winning the match after each result, not by the
points alone.

The chance of winning a game from a score is computed once per rule set by
dynamic programming over a simple model of a hand between equal players: each
side wins the hand half the time, with points spread as knocks, undercuts and
gins are under those rules (:func:`hand_outcomes`).  The model is rough; what
matters is its shape near the target, which follows from the rules alone.
Hollywood (R10) combines its open games as if independent; three-player Gin
(R11) reads the two seats' own scores.
"""

from __future__ import annotations

import math
from functools import lru_cache

from ginrummy.rules import Rules
from ginrummy.scoring import score_multiplier
from ginrummy.standing import Standing

__all__ = ["MatchValue", "game_win_table", "hand_outcomes"]

# Shares of the hands a player wins by a plain knock, an undercut and gin, near
# what strong play against strong play gives (AI-NOTES: undercuts are about a
# quarter of knocks against early knockers; gin a few percent of hands).
_KNOCK_SHARE = 0.72
_UNDERCUT_SHARE = 0.18
_GIN_SHARE = 0.10
_KNOCK_MEAN = 9.0  # points of a plain knock: the defender's count less the knocker's
_GIN_DEADWOOD_MEAN = 25.0  # the defender's count when the other side goes gin


def _spread(values: range, centre: float, scale: float) -> list[tuple[int, float]]:
    weights = [(v, math.exp(-abs(v - centre) / scale)) for v in values]
    total = sum(w for _v, w in weights)
    return [(v, w / total) for v, w in weights]


def hand_outcomes(gin_bonus: int, undercut_bonus: int) -> tuple[tuple[int, float], ...]:
    """The points of a won hand with their probabilities (summing to 1)."""
    out: dict[int, float] = {}
    for share, dist in (
        (_KNOCK_SHARE, _spread(range(1, 41), 0.0, _KNOCK_MEAN)),
        (_UNDERCUT_SHARE, _spread(range(undercut_bonus, undercut_bonus + 16), undercut_bonus, 3.0)),
        (_GIN_SHARE, _spread(range(gin_bonus, gin_bonus + 71), gin_bonus + _GIN_DEADWOOD_MEAN, 10)),
    ):
        for points, p in dist:
            if points > 0:
                out[points] = out.get(points, 0.0) + share * p
    total = sum(out.values())
    return tuple(sorted((pts, p / total) for pts, p in out.items()))


@lru_cache(maxsize=8)
def game_win_table(
    target: int, gin_bonus: int, undercut_bonus: int
) -> tuple[tuple[float, ...], ...]:
    """``table[a][b]``: the chance of winning a game needing ``a`` more points
    against an opponent needing ``b`` (both 1..target; row and column 0 unused).

    Large targets are computed on a coarser grid (points rounded to a step) so
    that the table never has more than about 150 x 150 cells.
    """
    step = max(1, math.ceil(target / 150))
    size = math.ceil(target / step)
    outcomes = [
        (max(1, round(pts / step)), p) for pts, p in hand_outcomes(gin_bonus, undercut_bonus)
    ]
    rows: list[list[float]] = [[0.0] * (size + 1) for _ in range(size + 1)]
    for a in range(1, size + 1):
        row = rows[a]
        for b in range(1, size + 1):
            mine = 0.0
            theirs = 0.0
            for pts, p in outcomes:
                mine += p * (1.0 if pts >= a else rows[a - pts][b])
                if pts < b:
                    theirs += p * row[b - pts]
            row[b] = 0.5 * mine + 0.5 * theirs
    if step == 1:
        return tuple(tuple(r) for r in rows)
    # Expand to whole points, each point reading its step's cell.
    return tuple(
        tuple(rows[math.ceil(a / step)][math.ceil(b / step)] for b in range(target + 1))
        for a in range(target + 1)
    )


class MatchValue:
    """The chance that a seat wins the match after a hand result.

    Called with the hand's points for the seat (negative: points for the other
    seat; 0: a drawn hand), before any Oklahoma doubling (applied here, R9.3).
    """

    def __init__(
        self, standing: Standing, seat: int, rules: Rules, upcard: int | None = None
    ) -> None:
        self.standing = standing
        self.seat = seat
        self.upcard = upcard
        target = standing.target
        self._table = game_win_table(target, rules.gin_bonus, rules.undercut_bonus)
        self._multiplier = score_multiplier(rules, upcard)  # R9.3
        self._cache: dict[int, float] = {}

    def _game(self, mine: int, theirs: int) -> float:
        target = self.standing.target
        if mine >= target:
            return 1.0
        if theirs >= target:
            return 0.0
        return self._table[target - mine][target - theirs]

    def __call__(self, points: int) -> float:
        key = points
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        points *= self._multiplier
        st = self.standing
        me = self.seat
        winner = me if points > 0 else 1 - me
        entered = st.entered_in(winner) if points != 0 else ()
        chances: list[float] = []
        for g, game in enumerate(st.games):
            if game.winner is not None:
                chances.append(1.0 if game.winner == me else 0.0)
                continue
            mine, theirs = game.scores[me], game.scores[1 - me]
            if g in entered:
                if winner == me:
                    mine += points
                else:
                    theirs -= points
            chances.append(self._game(mine, theirs))
        if len(chances) == 3:
            p1, p2, p3 = chances  # two games of three win (R10.3)
            value = p1 * p2 + p1 * p3 + p2 * p3 - 2 * p1 * p2 * p3
        else:
            value = chances[0]
        self._cache[key] = value
        return value
