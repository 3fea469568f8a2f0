"""Ratings of people, per scoring system, with OpenSkill's Plackett-Luce model.

Why OpenSkill's :class:`~openskill.models.PlackettLuce`: a Bayesian rating (a
skill ``mu`` and an uncertainty ``sigma``, like TrueSkill, without its patent
and licence questions) that rates a ranking of any number of players in one
update, ties included, which three-player Gin needs (placed by final score)
and two-player Gin is the simplest case of.  It is the library's default and,
in the Weng-Lin paper's and OpenSkill's own benchmarks, as accurate as the
Thurstone-Mosteller and Bradley-Terry models while linear in the number of
players (the "full" pairwise models are quadratic).  With two or three
players the choice matters little; the default keeps us on the path the
library documents and tests most.

What is rated: a finished match between people.  Computer seats are not rated
and do not count: the people are rated by their order among themselves, and a
match with fewer than two people changes nothing (beating the computer is in
the statistics, not on the leaderboard).  The leaderboard orders by the
ordinal ``mu - 3 sigma`` (:attr:`~ginrummy.server.rows.Rating.ordinal`), so a
newcomer starts at 0 and climbs by playing, rather than topping the board
after one lucky win.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from openskill.models import PlackettLuce

from ginrummy.server.errors import StoreError
from ginrummy.server.rows import Rating, check_identity_id, check_system
from ginrummy.server.writes import Tx

__all__ = ["MODEL", "Placings", "new_ratings", "placings_by_score", "rate"]

#: The model, with OpenSkill's defaults (mu 25, sigma 25/3, beta 25/6, tau 25/300).
MODEL = PlackettLuce()

#: A match's result: groups of seats, best first, each seat an identity id or None
#: for a computer; the seats of one group tied.  Two players: ``[[winner], [loser]]``.
Placings = Sequence[Sequence[str | None]]


def placings_by_score(scores: Sequence[tuple[str | None, float]]) -> list[list[str | None]]:
    """Placings from (seat, final score) pairs: higher scores first, equal scores
    tied (three-player Gin).

    >>> placings_by_score([("a", 90), (None, 120), ("b", 90)])
    [[None], ['a', 'b']]
    """
    order = sorted({score for _seat, score in scores}, reverse=True)
    return [[seat for seat, score in scores if score == best] for best in order]


def _people(placings: Placings) -> list[list[str]]:
    """The placings without computers (and without groups left empty); each
    person at most once."""
    if isinstance(placings, str) or not isinstance(placings, Sequence):
        raise StoreError("placings are a list of groups of seats, best first")
    seen: set[str] = set()
    groups: list[list[str]] = []
    for group in placings:
        if isinstance(group, str) or not isinstance(group, Sequence):
            raise StoreError("each place is a list of seats (identity ids, or None)")
        people = [check_identity_id(seat) for seat in group if seat is not None]
        if seen.intersection(people) or len(set(people)) != len(people):
            raise StoreError("a person is placed twice in one match")
        seen.update(people)
        if people:
            groups.append(people)
    return groups


def new_ratings(system: str, current: Mapping[str, Rating],
                placings: Placings) -> dict[str, Rating]:
    """The people's ratings after the match (a person with no rating in
    ``current`` starts at the model's prior); empty when fewer than two people
    played."""
    check_system(system)
    groups = _people(placings)
    if sum(len(g) for g in groups) < 2:
        return {}
    people = [person for group in groups for person in group]
    ranks = [float(place) for place, group in enumerate(groups) for _ in group]
    teams = []
    for person in people:
        known = current.get(person)
        teams.append([MODEL.rating() if known is None
                      else MODEL.rating(mu=known.mu, sigma=known.sigma)])
    rated = MODEL.rate(teams, ranks=ranks)
    return {
        person: Rating(person, system, team[0].mu, team[0].sigma,
                       (current[person].matches if person in current else 0) + 1)
        for person, team in zip(people, rated, strict=True)
    }


def rate(tx: Tx, system: str, placings: Placings) -> dict[str, Rating]:
    """Rate a finished match in ``tx`` (a write: ``store.write(lambda tx: rate(tx,
    ...))`` or ``await writer.rate(...)``); the people's new ratings.  The
    people's rows are locked while read and written, so that two matches that
    end at once for one person are both counted."""
    groups = _people(placings)
    current = tx.ratings_for_update(system, [p for g in groups for p in g])
    updated = new_ratings(system, current, placings)
    tx.put_ratings(updated.values())
    return updated
