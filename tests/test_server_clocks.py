"""A person away and the turn clocks, at a real server with a fake clock (issue 40,
defects 5 and 6; docs/protocol.md "POST /api/tables" and "snapshot", docs/server.md
"Time").

- ``computer_takes_over`` says whether the computer plays for a person away: with
  true it does (``by: "away"``) from the grace time on; with false (the default)
  the table waits for the person, and their turn clock running out has the
  computer make nothing either: the other person may claim the match.
- Each running clock carries the ``decision`` it times (the seq of the entry that
  started it): a new decision with the same fresh time (30.0 after 30.0) still
  changes ``timers``, so every viewer's update says a new clock started.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest

from server_harness import InProcessServer, Json, log_of
from test_server_reconnect import mover, two_people


@pytest.fixture
def server(tmp_path: Path) -> Iterator[InProcessServer]:
    started = InProcessServer(f"sqlite:///{tmp_path / 'server.sqlite3'}").start()
    yield started
    started.stop()


def acted_after(entries: list[tuple[int, Json]], seq: int) -> list[Json]:
    return [e for s, e in entries if e["type"] == "acted" and s > seq]


@pytest.mark.parametrize("takes_over", [True, False], ids=["takes_over", "waits"])
def test_computer_takes_over_says_whether_the_computer_plays_a_person_away(
        server: InProcessServer, takes_over: bool) -> None:
    async def go() -> None:
        made, people, _tokens = await two_people(server, grace_seconds=10, turn_seconds=30,
                                                 computer_takes_over=takes_over)
        clock = server.clock
        gone = mover(people)
        stays = people[1 - gone].client
        await people[gone].client.close()
        await stays.until(lambda m: m["type"] == "event" and m["event"]["type"] == "seat"
                          and m["event"]["connected"] is False)
        clock.advance(10.1)  # past the grace time; 19.9 s left on the turn clock
        await server.tick()
        away = await stays.until(lambda m: m["type"] == "event"
                                 and m["event"]["type"] == "seat"
                                 and m["event"]["away"] is True)
        assert away["event"]["seat"] == gone
        entries = log_of(server.database, made["id"])
        [away_at] = [s for s, e in entries if e["type"] == "away"]
        if takes_over:
            # The computer plays the seat at once, and says so.
            played = acted_after(entries, away_at)
            assert played and played[0]["seat"] == gone and played[0]["by"] == "away"
            return
        # Nobody plays for the person away: ticks go by and the log stays.
        assert acted_after(entries, away_at) == []
        clock.advance(19.8)
        await server.tick()
        assert log_of(server.database, made["id"]) == entries
        await stays.ping("sync")
        shown = stays.snapshot
        assert shown is not None and shown["timers"][0]["seat"] == gone
        assert shown["table"]["claim"] == {"player": gone, "why": "away"}
        # Their turn clock runs out as anyone's, and the computer makes nothing then
        # either: the match may be claimed (as it could be since they were away).
        clock.advance(0.2)
        await server.tick()
        await stays.ping("sync")
        assert log_of(server.database, made["id"]) == entries
        assert stays.snapshot is not None
        assert stays.snapshot["table"]["claim"] == {"player": gone, "why": "away"}
        await stays.close()

    asyncio.run(go())


def test_a_new_turn_clock_shows_in_every_update_even_with_the_same_time_left(
        server: InProcessServer) -> None:
    """The person offered the upcard takes it, then discards: two decisions of one
    seat, each with 30.0 s when it starts.  Both people's updates carry ``timers``
    with the new clock's ``decision``."""
    async def go() -> None:
        _made, people, _tokens = await two_people(server, turn_seconds=30)
        first = mover(people)
        before = people[first].client.snapshot
        assert before is not None and before["view"]["phase"] == "offer"
        assert before["timers"] == [{"seat": first, "seconds_left": 30.0, "running": True,
                                     "decision": before["seq"]}]
        await people[first].client.send({"type": "act", "action": {"action": "draw_discard"}})
        for person in people.values():
            client = person.client
            after = await client.until(lambda m: m["type"] == "snapshot"
                                       and m["seq"] > before["seq"])
            frame = client.frames[-1][1]
            assert frame["type"] == "update" and frame["seq"] == after["seq"]
            clock = {"seat": first, "seconds_left": 30.0, "running": True,
                     "decision": after["seq"]}
            assert frame["changes"]["timers"] == [clock]
            assert after["timers"] == [clock] and after["view"]["phase"] == "discard"
        for person in people.values():
            await person.client.close()

    asyncio.run(go())
