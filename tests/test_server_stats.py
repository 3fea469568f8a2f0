"""A person's statistics (``GET /api/people/me/stats``, server/personal.py) and the
rating's history, from matches whose every hand is known: planned deals
(tests/web_plans.py) played by two people through the protocol, one match to 1
point each, so each match is the one hand planned.

Ann (seat 0, the non-dealer: offered the upcard first, R4.3) and Bob (seat 1):

- match 1: Ann takes the upcard 10♦ and goes gin with K♣ (R5.4): Ann wins;
- match 2: Ann takes the upcard 2♣ and knocks with K♣ with 2 deadwood; Bob keeps
  60 (R8.3): Ann wins;
- match 3: Ann takes the upcard K♣ and knocks with 9♣ with 10 deadwood; Bob has 1
  (R8.4, an undercut): Bob wins;
- then Ann goes gin against the computer in Oklahoma (counted, not rated).

On SQLite and on PostgreSQL (``GINRUMMY_TEST_PG_URL``); the revision that added the
statistics (``v0005_played``) tallies and rates again, from the records and logs
alone, what these matches left.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa
from alembic import command

from ginrummy import protocol as P
from ginrummy.server import db, migrations
from ginrummy.server.personal import Tally, tally
from ginrummy.server.ratings import new_ratings
from ginrummy.server.rows import Rating
from ginrummy.server.store import Store, make_engine, migrate
from server_harness import Client, InProcessServer, http, join, new_person, new_table
from test_server_store import BACKENDS, empty_database
from web_plans import deck_for, planned, seed_where

Json = dict[str, Any]

ANN = "As 2s 3s 4h 5h 6h 7d 8d 9d Kc"
LOOSE = "Ks Qh Jc 9s 7c Jh Qc Th 8h 6c"
#: Ann's three melds and the 9♣; Bob's three runs and the A♣ (one deadwood).
ANN_UNDERCUT = "As 2s 3s 4h 5h 6h 7d 8d 9d 9c"
BOB_UNDERCUT = "Qs Js Ts Kh Qh Jh Kd Qd Jd Ac"


@pytest.fixture(params=BACKENDS)
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    for url in empty_database(request.param, tmp_path):
        migrate(url)
        yield url


def _wanting(action: str) -> Any:
    def wanted(message: Json) -> bool:
        choices = message.get("choices") if message["type"] == "snapshot" else None
        return bool(choices and choices["to_act"] and action in choices["actions"])
    return wanted


async def _act(client: Client, action: str, **fields: Any) -> Json:
    """Wait until ``action`` is this seat's to take, then take it; the snapshot it
    was offered in."""
    if client.snapshot is not None and _wanting(action)(client.snapshot):
        offered = client.snapshot
    else:
        offered = await client.until(_wanting(action))
    await client.send({"type": "act", "action": {"action": action, **fields}})
    return offered


async def _knock(ann: Client, take: str, knock_with: str) -> None:
    """Ann takes the upcard, knocks (or goes gin) discarding ``knock_with`` and lays
    down the arrangement of least deadwood (R4.4, R5.3)."""
    await _act(ann, "draw_discard")
    offered = await _act(ann, "knock", card=knock_with)
    assert take in offered["view"]["hand"], offered["view"]["hand"]
    arranging = await ann.until(_wanting("arrange"))
    await ann.send({"type": "act", "action": {
        "action": "arrange", "melds": arranging["choices"]["arrangements"][0]["melds"]}})


async def _defend(bob: Client) -> None:
    offered = await bob.until(_wanting("lay_off"))
    best = offered["choices"]["showings"][0]
    await bob.send({"type": "act", "action": {"action": "lay_off", "melds": best["melds"],
                                              "layoffs": best["layoffs"]}})


async def _over(client: Client) -> Json:
    return await client.until(lambda m: m["type"] == "snapshot"
                              and m["table"]["status"] == "over")


async def _match_between(server: InProcessServer, ann: str, bob: str, deck: tuple[int, ...],
                         take: str, knock_with: str,
                         monkeypatch: pytest.MonkeyPatch) -> str:
    with planned(monkeypatch, seed_where("standard", lambda m: m.dealer == 1), [deck]):
        made = await asyncio.to_thread(new_table, server.base, ann, "standard", "PP",
                                       target=1)
    assert await asyncio.to_thread(join, server.base, bob, made["code"]) == 1
    first = await Client.hello(server, ann, made["id"], name="Ann")
    second = await Client.hello(server, bob, made["id"], name="Bob")
    try:
        await asyncio.gather(_knock(first, take, knock_with), _defend(second))
        ended = await _over(first)
        assert ended["table"]["status"] == "over"
    finally:
        await first.close()
        await second.close()
    return str(made["id"])


async def _match_against_the_computer(server: InProcessServer, ann: str,
                                      monkeypatch: pytest.MonkeyPatch) -> str:
    deck = deck_for(ANN, LOOSE, "Td")  # 10♦: the knock limit 10 (R9.1), and gin
    with planned(monkeypatch, seed_where("oklahoma", lambda m: m.dealer == 1), [deck]):
        made = await asyncio.to_thread(new_table, server.base, ann, "oklahoma", "PC",
                                       target=1)
    client = await Client.hello(server, ann, made["id"], name="Ann")
    try:
        await _knock(client, "Td", "Kc")
        await _over(client)
    finally:
        await client.close()
    return str(made["id"])


def _stats(base: str, token: str) -> Json:
    reply = http(base, "GET", "/api/people/me/stats", token=token)
    assert reply.status == 200, reply
    P.PersonStats.model_validate_json(reply.text)
    return dict(reply.body)


def _numbers(stats: Json) -> Json:
    return {key: value for key, value in stats.items() if key not in ("rating", "history")}


def _play_the_four_matches(database: str, monkeypatch: pytest.MonkeyPatch
                           ) -> tuple[str, str, str, str, list[str]]:
    server = InProcessServer(database).start()
    try:
        (ann_name, ann), (bob_name, bob) = new_person(server.base, "Ann"), \
            new_person(server.base, "Bob")

        async def play() -> list[str]:
            return [
                await _match_between(server, ann, bob, deck_for(ANN, LOOSE, "Td"), "Td",
                                     "Kc", monkeypatch),
                await _match_between(server, ann, bob, deck_for(ANN, LOOSE, "2c"), "2c",
                                     "Kc", monkeypatch),
                await _match_between(server, ann, bob,
                                     deck_for(ANN_UNDERCUT, BOB_UNDERCUT, "Kc"), "Kc", "9c",
                                     monkeypatch),
                await _match_against_the_computer(server, ann, monkeypatch),
            ]

        tables = asyncio.run(play())
    finally:
        server.stop()
    return ann_name, ann, bob_name, bob, tables


def test_the_numbers_streaks_and_rating_history_of_known_matches(
        database: str, monkeypatch: pytest.MonkeyPatch) -> None:
    ann_name, ann, bob_name, bob, tables = _play_the_four_matches(database, monkeypatch)
    server = InProcessServer(database).start()
    try:
        mine = _stats(server.base, ann)
        assert mine["name"] == ann_name
        assert [s["system"] for s in mine["systems"]] == ["standard", "oklahoma"]
        standard, oklahoma = mine["systems"]
        assert _numbers(standard) == {
            "system": "standard", "matches": 3, "wins": 2, "win_rate": pytest.approx(2 / 3),
            "hands": 3, "hands_won": 2, "gins": 1, "undercuts": 0,
            "knocks": 1 + 1, "mean_knock_deadwood": (2 + 10) / 2,  # the gin is no knock
            "streak": 0, "longest_streak": 2}
        assert _numbers(oklahoma) == {
            "system": "oklahoma", "matches": 1, "wins": 1, "win_rate": 1.0, "hands": 1,
            "hands_won": 1, "gins": 1, "undercuts": 0, "knocks": 0,
            "mean_knock_deadwood": None, "streak": 1, "longest_streak": 1}
        # Beating the computer is counted, never rated.
        assert oklahoma["rating"] is None and oklahoma["history"] == []

        # The rating after each match, as OpenSkill rates the three in order.
        points = _expected_points()["ann"]
        history = standard["history"]
        assert [point["table"] for point in history] == tables[:3]
        assert [(p["mu"], p["sigma"]) for p in history] == [
            (pytest.approx(r.mu), pytest.approx(r.sigma)) for r in points]
        assert [p["rating"] for p in history] == [
            pytest.approx(r.ordinal, abs=1e-3) for r in points]
        assert history == sorted(history, key=lambda p: p["at"])
        board = {e["name"]: e for e in http(server.base, "GET",
                                            "/api/leaderboard?system=standard").body}
        assert standard["rating"] == {key: board[ann_name][key]
                                      for key in ("rating", "mu", "sigma", "matches")}
        assert standard["rating"]["matches"] == 3

        theirs = _stats(server.base, bob)
        assert theirs["name"] == bob_name
        assert [_numbers(s) for s in theirs["systems"]] == [{
            "system": "standard", "matches": 3, "wins": 1, "win_rate": pytest.approx(1 / 3),
            "hands": 3, "hands_won": 1, "gins": 0, "undercuts": 1, "knocks": 0,
            "mean_knock_deadwood": None, "streak": 1, "longest_streak": 1}]
        assert [(p["mu"], p["sigma"]) for p in theirs["systems"][0]["history"]] == [
            (pytest.approx(r.mu), pytest.approx(r.sigma)) for r in _expected_points()["bob"]]

        # Only one's own: no token, or a wrong one, is refused; a new name has none.
        assert http(server.base, "GET", "/api/people/me/stats").status == 401
        refused = http(server.base, "GET", "/api/people/me/stats", token="not-a-token")
        assert refused.status == 401 and refused.body["code"] == "not_authenticated"
        _name, nobody = new_person(server.base, "Cat")
        assert _stats(server.base, nobody)["systems"] == []
    finally:
        server.stop()


def _expected_points() -> dict[str, list[Rating]]:
    """Each one's rating after each of the three matches between them: Ann, Ann,
    Bob won, each rated from the one before (OpenSkill, server/ratings.py)."""
    now: dict[str, Rating] = {}
    points: dict[str, list[Rating]] = {"ann": [], "bob": []}
    for placings in ([["ann"], ["bob"]], [["ann"], ["bob"]], [["bob"], ["ann"]]):
        now.update(new_ratings("standard", now, placings))
        for who, rating in now.items():
            points[who].append(rating)
    return points


def _played(database: str) -> list[tuple[Any, ...]]:
    engine = make_engine(database)
    try:
        with engine.connect() as conn:
            p = db.played
            return [tuple(row) for row in conn.execute(
                sa.select(p).order_by(p.c.finished_at, p.c.table_id, p.c.player))]
    finally:
        engine.dispose()


def test_the_revision_tallies_and_rates_again_what_the_store_kept(
        database: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A store of revision 0004 held the records, the logs and only the latest
    ratings: revision 0005 makes from them the rows the server writes as matches
    end, the rating's history included; and where the replay does not end at the
    rating held, it keeps the rating held as the only point."""
    _ann_name, ann, _bob_name, bob, tables = _play_the_four_matches(database, monkeypatch)
    written = _played(database)
    assert len(written) == 3 * 2 + 1
    engine = make_engine(database)
    try:
        with engine.begin() as conn:
            command.downgrade(migrations.config(conn), "0004")
        assert "played" not in sa.inspect(engine).get_table_names()
        migrate(database)
        again = _played(database)
        assert [row[:-2] for row in again] == [row[:-2] for row in written]
        assert [row[-2:] for row in again] == [
            (pytest.approx(mu) if mu is not None else None,
             pytest.approx(sigma) if sigma is not None else None)
            for *_rest, mu, sigma in written]

        # A rating written some other way: its history is not guessed.
        store = Store(database)
        try:
            ann_id = store.identify(ann)
            assert ann_id is not None
            store.put_ratings([Rating(ann_id.id, "standard", 31.0, 4.0, 3)])
        finally:
            store.close()
        with engine.begin() as conn:
            command.downgrade(migrations.config(conn), "0004")
        migrate(database)
    finally:
        engine.dispose()
    server = InProcessServer(database).start()
    try:
        standard = _stats(server.base, ann)["systems"][0]
        assert [(p["table"], p["mu"], p["sigma"]) for p in standard["history"]] == [
            (tables[2], 31.0, 4.0)]
        assert standard["matches"] == 3 and standard["longest_streak"] == 2
        # Bob's replay agrees with his rating: his history is whole.
        assert len(_stats(server.base, bob)["systems"][0]["history"]) == 3
    finally:
        server.stop()


def test_a_three_player_match_counts_only_the_hands_one_was_not_sitting_out() -> None:
    """R11.3: the player sitting out plays no hand; a forfeit ends the match, not a
    hand (docs/records.md), and its winner is the record's result's."""
    record = {"result": {"winner": 2, "forfeit": {"player": 0, "reason": "left"}}, "hands": [
        {"seats": [0, 1], "end": {"outcome": "knock", "winner": 0, "knocker": 0,
                                  "knocker_deadwood": 4}},
        {"seats": [0, 2], "end": {"outcome": "undercut", "winner": 2, "knocker": 0,
                                  "knocker_deadwood": 8}},
        {"seats": [2, 1], "end": {"outcome": "big_gin", "winner": 2, "knocker": 2,
                                  "knocker_deadwood": 0}},
        {"seats": [2, 0], "end": {"outcome": "forfeit", "player": 0, "reason": "left"}},
    ]}
    assert tally(record, 0) == Tally(won=False, hands=2, hands_won=1, gins=0, undercuts=0,
                                     knocks=2, knock_deadwood=12)
    assert tally(record, 1) == Tally(won=False, hands=2, hands_won=0, gins=0, undercuts=0,
                                     knocks=0, knock_deadwood=0)
    assert tally(record, 2) == Tally(won=True, hands=2, hands_won=2, gins=1, undercuts=1,
                                     knocks=0, knock_deadwood=0)
