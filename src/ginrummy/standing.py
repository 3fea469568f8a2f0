"""The match score as it stands when a hand is dealt, by seat: public information.

A hand is played inside a match: a game to ``target`` (R8.6), Hollywood's three
games at once (R10) or three-player Gin's roles (R11).  Players judge a hand by
what it does to the match: near the target a small sure win is worth more than
a large likely one.  :class:`Standing` tells a seat's view (and so every agent)
the score before the hand in seat terms, for the two players at the table.

In three-player Gin the seats are the box and the captain; the score shown for
seat 1 is the captain's own (R11.4: the captain scores when the team wins).
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["GameStanding", "Standing", "hollywood_games_for"]


def hollywood_games_for(entries: list[list[int]], is_open: list[bool], player: int) -> list[int]:
    """R10.2: the games a hand won by ``player`` is entered in.

    ``entries[g][p]`` counts hands entered for player ``p`` in game ``g``.  A win
    goes into every open game where the player already has a score and into
    the first open game where the player has none.
    """
    games: list[int] = []
    first_empty_taken = False
    for g in range(len(entries)):
        if not is_open[g]:
            continue
        if entries[g][player] > 0:
            games.append(g)
        elif not first_empty_taken:
            games.append(g)
            first_empty_taken = True
    return games


@dataclass(frozen=True, slots=True)
class GameStanding:
    """One game of the match, by seat."""

    scores: tuple[int, int]
    """Each seat's points in this game so far."""
    hands_won: tuple[int, int]
    """Each seat's hands entered in this game (Hollywood's entry rule, R10.2, reads it)."""
    winner: int | None
    """The seat that won this game already (Hollywood), or None while it is open."""

    @property
    def is_open(self) -> bool:
        """Whether the game still takes entries."""
        return self.winner is None


@dataclass(frozen=True, slots=True)
class Standing:
    """The match score before this hand (R8.6, R10, R11.6)."""

    target: int
    """Points that win a game."""
    games: tuple[GameStanding, ...]
    """One game, or Hollywood's three."""
    hollywood: bool
    """Whether a hand's win goes into several games (R10.2) and two games win the match."""

    def entered_in(self, seat: int) -> tuple[int, ...]:
        """The games (0-based) a hand won by ``seat`` would be entered in (R10.2)."""
        if not self.hollywood:
            return (0,) if self.games[0].is_open else ()
        return tuple(
            hollywood_games_for(
                [list(g.hands_won) for g in self.games], [g.is_open for g in self.games], seat
            )
        )

    def games_won(self, seat: int) -> int:
        """Games already won by ``seat``."""
        return sum(1 for g in self.games if g.winner == seat)

    def to_json(self) -> dict[str, object]:
        """As a JSON object (seat-indexed lists)."""
        return {
            "target": self.target,
            "hollywood": self.hollywood,
            "games": [
                {"scores": list(g.scores), "hands_won": list(g.hands_won), "winner": g.winner}
                for g in self.games
            ],
        }
