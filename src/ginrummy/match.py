"""Matches: hands to a target, the dealer rule, Hollywood's three-game sheet and
three-player roles (RULES R3.1, R8.6, R8.7, R10, R11).

A :class:`Match` deals each hand as a :class:`~ginrummy.state.HandState` between
two seats and, when the hand is over, books its result; it says who advises
the captain in three-player Gin (:attr:`Match.advisor`, R11.3).  It does not
drive players: :class:`ginrummy.driver.MatchDriver` does.  Every random choice (first dealer, role
draws, shuffles) comes from the match's own ``random.Random``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ginrummy.cards import card_rank
from ginrummy.errors import GinRummyError
from ginrummy.rules import Rules
from ginrummy.standing import GameStanding, Standing, hollywood_games_for
from ginrummy.state import HandResult, HandState, deal, shuffled_deck

__all__ = [
    "GameSheet",
    "HollywoodSheet",
    "Match",
    "MatchError",
    "Roles",
    "draw_roles",
    "hollywood_games_for",
]


class MatchError(GinRummyError, ValueError):
    """A match used out of order (a hand dealt after the end, booked twice...)."""


@dataclass(frozen=True, slots=True)
class Roles:
    """Three-player roles by player index (R11.1)."""

    box: int
    captain: int
    out: int

    def after(self, box_won: bool) -> Roles:
        """The roles of the next hand after a scored one (R11.5)."""
        if box_won:
            return Roles(self.box, self.out, self.captain)
        return Roles(self.captain, self.out, self.box)

    def to_json(self) -> dict[str, int]:
        """As a JSON object."""
        return {"box": self.box, "captain": self.captain, "out": self.out}


def draw_roles(
    rng: random.Random, players: int = 3
) -> tuple[Roles, list[list[int | None]]]:
    """R11.1: each player draws a card; highest in the box, middle captain, lowest out.

    Players who tie draw again among themselves.  Returns the roles and every
    round of draws (card per player, None for players not drawing) for the record.
    """
    rounds: list[list[int | None]] = []

    def order(group: list[int]) -> list[int]:
        # Sort ``group`` highest first, redrawing among tied players (king high, ace low).
        if len(group) <= 1:
            return group
        deck = list(range(52))
        rng.shuffle(deck)
        drawn: list[int | None] = [None] * players
        for i, p in enumerate(group):
            drawn[p] = deck[i]
        rounds.append(drawn)
        by_rank: dict[int, list[int]] = {}
        for i, p in enumerate(group):
            by_rank.setdefault(card_rank(deck[i]), []).append(p)
        out: list[int] = []
        for rank in sorted(by_rank, reverse=True):
            out.extend(order(by_rank[rank]))
        return out

    ranked = order(list(range(players)))
    return Roles(ranked[0], ranked[1], ranked[2]), rounds


@dataclass(slots=True)
class GameSheet:
    """One game's score: points and hands won per player, and its winner (R8.6)."""

    players: int
    target: int
    scores: list[int] = field(default_factory=list)
    hands_won: list[int] = field(default_factory=list)
    winner: int | None = None

    def __post_init__(self) -> None:
        if not self.scores:
            self.scores = [0] * self.players
            self.hands_won = [0] * self.players

    @property
    def is_open(self) -> bool:
        """Whether the game is still being played."""
        return self.winner is None

    def enter(self, player: int, points: int) -> None:
        """Book a hand won; the game is won when the total reaches the target."""
        if self.winner is not None:
            raise MatchError("a won game takes no more entries")
        self.scores[player] += points
        self.hands_won[player] += 1
        if self.scores[player] >= self.target:
            self.winner = player

    def totals(self, rules: Rules) -> list[int]:
        """Final totals with the classic bonuses of R8.7 once the game is won.

        The shutout doubles the winner's whole total, bonuses included, when no
        other player scored a point (docs/rules-decisions.md).
        """
        pairs = zip(self.scores, self.hands_won, strict=True)
        totals = [s + rules.line_bonus * w for s, w in pairs]
        if self.winner is None:
            return list(self.scores)
        totals[self.winner] += rules.game_bonus
        others = [s for p, s in enumerate(self.scores) if p != self.winner]
        if rules.shutout and all(s == 0 for s in others):
            totals[self.winner] *= 2
        return totals

    def to_json(self) -> dict[str, Any]:
        """As a JSON object."""
        return {"scores": list(self.scores), "hands_won": list(self.hands_won),
                "winner": self.winner}


@dataclass(slots=True)
class HollywoodSheet:
    """Three games kept at once (R10)."""

    target: int
    games: list[GameSheet] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.games:
            self.games = [GameSheet(2, self.target) for _ in range(3)]

    def enter(self, player: int, points: int) -> list[int]:
        """Book a hand won; returns the games (0-based) it was entered in."""
        games = hollywood_games_for(
            [g.hands_won for g in self.games], [g.is_open for g in self.games], player
        )
        for g in games:
            self.games[g].enter(player, points)
        return games

    @property
    def is_over(self) -> bool:
        """All three games won (R10.3)."""
        return all(not g.is_open for g in self.games)

    @property
    def winner(self) -> int | None:
        """The player who won two or three games, once decided."""
        won = [0, 0]
        for g in self.games:
            if g.winner is not None:
                won[g.winner] += 1
        for p in (0, 1):
            if won[p] >= 2:
                return p
        return None


@dataclass(frozen=True, slots=True)
class BookedHand:
    """What booking a hand changed, for records and displays."""

    number: int
    result: HandResult
    winner_player: int | None
    games: tuple[int, ...]
    """Hollywood: the games the points went into (0-based); otherwise (0,) or ()."""


class Match:
    """A match in progress.  Player indices are 0..players-1; each hand has two seats."""

    def __init__(
        self,
        rules: Rules,
        seed: int | None = None,
        names: list[str] | None = None,
    ) -> None:
        self.rules = rules
        self.players = rules.players
        if seed is None:
            # No seed given: take one from the operating system, and keep it, so
            # that even an unseeded match can be replayed from its record.
            seed = random.SystemRandom().randrange(1 << 63)
        self.seed = seed
        self.rng = random.Random(seed)
        self.names = names or [f"player {i}" for i in range(self.players)]
        if len(self.names) != self.players:
            raise MatchError(f"{self.players} players need {self.players} names")
        self.hand_number = 0
        self.current: HandState | None = None
        self.role_draws: list[list[int | None]] = []
        self.roles: Roles | None = None
        self.dealer: int | None = None
        """The player who deals the next hand; None in three-player Gin, where the
        box deals every hand (R11.2)."""
        if self.players == 3:
            self.roles, self.role_draws = draw_roles(self.rng)
        else:
            self.dealer = self.rng.randrange(2)  # R3.1: the first dealer is chosen at random
        self.game = GameSheet(self.players, rules.target)
        self.hollywood = HollywoodSheet(rules.target) if rules.scoring == "hollywood" else None
        self.booked: list[BookedHand] = []

    # ------------------------------------------------------------------ seats

    @property
    def seat_players(self) -> tuple[int, int]:
        """The player at seat 0 and seat 1 of the next (or current) hand.

        Two players sit at their own index.  In three-player Gin seat 0 is the
        box player, who deals every hand (R11.2), and seat 1 the captain.
        """
        if self.roles is not None:
            return (self.roles.box, self.roles.captain)
        return (0, 1)

    @property
    def advisor(self) -> int | None:
        """Three-player Gin: the player sitting out the next (or current) hand, who sees
        the captain's hand and may advise the captain (R11.3); None with two players."""
        return self.roles.out if self.roles is not None else None

    @property
    def dealer_seat(self) -> int:
        """The seat that deals the next hand: with three players the box's, seat 0."""
        if self.dealer is None:
            return 0
        return self.dealer

    @property
    def is_over(self) -> bool:
        """Whether the match has a winner."""
        if self.hollywood is not None:
            return self.hollywood.is_over
        return self.game.winner is not None

    @property
    def winner(self) -> int | None:
        """The winning player, once the match is over."""
        if self.hollywood is not None:
            return self.hollywood.winner if self.hollywood.is_over else None
        return self.game.winner

    # ------------------------------------------------------------------ hands

    def deal_hand(self, deck: tuple[int, ...] | None = None) -> HandState:
        """Shuffle (or use ``deck``) and deal the next hand."""
        if self.is_over:
            raise MatchError("the match is over")
        if self.current is not None:
            raise MatchError("the current hand is not over yet")
        if deck is None:
            deck = shuffled_deck(self.rng)
        a, b = self.seat_players
        state = deal(
            self.rules, self.dealer_seat, deck, (f"player {a}", f"player {b}"), self.standing()
        )
        self.current = state
        self.hand_number += 1
        return state

    def book(self, state: HandState) -> BookedHand:
        """Score a finished hand and set up the next (dealer, roles)."""
        if self.current is None:
            raise MatchError("no hand is being played")
        if not state.is_over or state.result is None:
            raise MatchError("the hand is not over")
        if state.deck != self.current.deck:
            raise MatchError("that is not the hand this match dealt")
        self.current = None
        result = state.result
        seats = self.seat_players
        games: tuple[int, ...] = ()
        winner_player: int | None = None
        if result.winner is not None:
            winner_player = seats[result.winner]
            if self.hollywood is not None:
                games = tuple(self.hollywood.enter(winner_player, result.points))
            else:
                self.game.enter(winner_player, result.points)
                games = (0,)
            self._next_deal(winner_player)
        booked = BookedHand(self.hand_number, result, winner_player, games)
        self.booked.append(booked)
        return booked

    def _next_deal(self, winner_player: int) -> None:
        if self.roles is not None:
            self.roles = self.roles.after(box_won=winner_player == self.roles.box)  # R11.5
        elif self.rules.next_dealer == "alternate" and self.dealer is not None:
            self.dealer = 1 - self.dealer
        else:
            self.dealer = winner_player  # R3.1: the winner of a hand deals the next
        # After a drawn hand nothing changes: the same dealer (or box) deals again (R7.1).

    # ------------------------------------------------------------------ scores

    def standing(self) -> Standing:
        """The score as the two seats of the next (or current) hand see it."""
        a, b = self.seat_players
        seat_of = {a: 0, b: 1}

        def by_seat(g: GameSheet) -> GameStanding:
            return GameStanding(
                (g.scores[a], g.scores[b]),
                (g.hands_won[a], g.hands_won[b]),
                # With three players the one game's win ends the match (R11.6): no
                # hand follows it, so a game's winner always sits at this hand.
                None if g.winner is None else seat_of[g.winner],
            )

        return Standing(
            self.rules.target,
            tuple(by_seat(g) for g in self.sheets()),
            self.hollywood is not None,
        )

    def sheets(self) -> list[GameSheet]:
        """The game sheets: one, or Hollywood's three."""
        return self.hollywood.games if self.hollywood is not None else [self.game]

    def totals(self) -> list[list[int]]:
        """Each game's totals per player, with the R8.7 bonuses for games won."""
        return [g.totals(self.rules) for g in self.sheets()]

    def score_json(self) -> dict[str, Any]:
        """The running score as recorded after each hand."""
        out: dict[str, Any] = {"games": [g.to_json() for g in self.sheets()]}
        if self.roles is not None:
            out["next_roles"] = self.roles.to_json()
        else:
            out["next_dealer"] = self.dealer
        return out
