"""Matches people can trust, in the browser (issue 49, part A): a table against the
computer left and found again through "your games in progress" with nothing played
for its person; a match claimed from a person away; a rematch, against the
computer at once and between people once the other accepts.

The server is this process's (``planned_server``): its clock is a fake one the
test moves, and its tick (grace periods, clocks) runs when the test says, so
"days later" takes no time; every wait is for a condition the server or the page
shows, never for a time.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import re
import time
from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from websockets.sync.client import ClientConnection, connect

from ginrummy.table.snapshot import apply_changes
from server_harness import HUNG, InProcessServer, http, log_of, new_table, store_of
from web_harness import DESKTOP, PageOptions, Problems, check_accessibility, open_page, screenshot
from web_plans import deck_for, planned, seed_where
from web_player import (
    ProtocolSeat,
    action,
    as_person,
    draw_and_throw_back,
    knock_with,
    new_identity,
    wait_turn,
)

pytestmark = pytest.mark.browser

Json = dict[str, Any]
DAY = 86_400.0
_names = itertools.count(1)


def _name(prefix: str) -> str:
    return f"{prefix}{next(_names)}t{id(_names) % 997}"


def tick(server: InProcessServer, seconds: float = 0.0) -> None:
    """Move the server's clock on, then let it look at its tables (grace periods)."""
    server.clock.advance(seconds)
    server.call(server.hub.tick)


def until(page: Page, check: Callable[[], bool]) -> None:
    """Until ``check`` holds (the server has taken a step): polled, as at_rest is."""
    deadline = time.monotonic() + HUNG
    while not check():
        assert time.monotonic() < deadline, "never came"
        page.wait_for_timeout(50)


def seats_of(server: InProcessServer, table: str) -> list[Json]:
    reply = http(server.base, "GET", f"/api/tables/{table}")
    assert reply.status == 200, reply
    return list(reply.body["seats"])


def awaited(server: InProcessServer, table: str) -> int | None:
    """The seat whose decision the table waits for (its published summary)."""
    wait = server.hub.tables[table].table.summary.awaiting
    return None if wait is None else wait.player


class Socket:
    """A person at a table through the protocol alone, step by step (the other side
    of a table, where a test needs to say when it acts)."""

    def __init__(self, server: InProcessServer, token: str, table: str) -> None:
        self._open = contextlib.ExitStack()
        self.ws: ClientConnection = self._open.enter_context(connect(
            server.base.replace("http://", "ws://") + "/ws", open_timeout=HUNG))
        self.ws.send(json.dumps({"type": "hello", "protocol": 2, "token": token,
                                 "table": table, "as": "player"}))
        self.snapshot: Json | None = None
        self.events: list[Json] = []

    def until(self, wanted: Callable[[Json], bool]) -> Json:
        deadline = time.monotonic() + HUNG
        while self.snapshot is None or not wanted(self.snapshot):
            message = json.loads(self.ws.recv(timeout=max(0.1, deadline - time.monotonic())))
            if message["type"] == "snapshot":
                self.snapshot = {k: v for k, v in message.items() if k != "type"}
            elif message["type"] == "update":
                assert self.snapshot is not None
                self.snapshot = apply_changes(self.snapshot, message["seq"],
                                              message["changes"])
                self.events += [told["event"] for told in message["events"]]
            elif message["type"] == "error":
                raise AssertionError(message)
        return self.snapshot

    def send(self, intent: Json) -> None:
        self.ws.send(json.dumps(intent))

    def close(self) -> None:
        self._open.close()


# ----------------------------------------------------------------------------- away alone


def test_a_computer_table_left_waits_and_is_continued_from_your_games_in_progress(
        browser: Browser, planned_server: InProcessServer) -> None:
    server = planned_server
    name = _name("Away")
    token = new_identity(server.base, name)
    problems = Problems()
    with open_page(browser, PageOptions(DESKTOP), problems, base_url=server.base) as page:
        as_person(page, name, token)
        made = new_table(server.base, token, "standard", "PC", target=100, grace_seconds=10)
        page.goto(f"/table/{made['id']}")
        wait_turn(page)
        until(page, lambda: awaited(server, made["id"]) == 0)
        # Gone home: the page's connection closes (no 'leave': the seat is theirs).
        page.locator("header a.brand").click()
        expect(page.get_by_test_id("your-games")).to_be_visible()
        until(page, lambda: not seats_of(server, made["id"])[0]["connected"])
        tick(server)
        left_at = log_of(server.database, made["id"])[-1][0]
        tick(server, 10.1)  # past the grace time: away, and the table waits
        for _ in range(3):
            tick(server, DAY)
        entries = log_of(server.database, made["id"])
        assert [e["type"] for s, e in entries if s > left_at] == ["away"]
        page.reload()
        games = page.get_by_test_id("your-games")
        row = games.get_by_test_id(f"your-game-{made['id']}")
        expect(row).to_contain_text("Paused: waiting for you")
        expect(row).to_contain_text("Gin")
        check_accessibility(page)
        screenshot(page, "your-games-in-progress")
        row.get_by_role("button", name="Continue").click()
        expect(page).to_have_url(re.compile(f"/table/{made['id']}$"))
        wait_turn(page)
        expect(page.locator(".actions button, .actions .prompt").first).to_be_visible()
        until(page, lambda: log_of(server.database, made["id"])[-1][1]["type"] == "back")
        after = log_of(server.database, made["id"])
        assert [e["type"] for s, e in after if s > left_at] == ["away", "back"]
        assert all(e["by"] == "person" for _s, e in after
                   if e["type"] == "acted" and e["seat"] == 0)
    assert problems.unexpected() == [], problems.unexpected()


# ----------------------------------------------------------------------------- claim


def test_the_one_who_stayed_claims_the_match_of_a_person_away(
        browser: Browser, planned_server: InProcessServer) -> None:
    server = planned_server
    me, other = _name("Stay"), _name("Gone")
    token, gone = new_identity(server.base, me), new_identity(server.base, other)
    problems = Problems()
    with open_page(browser, PageOptions(DESKTOP), problems, base_url=server.base) as page:
        as_person(page, me, token)
        made = new_table(server.base, token, "standard", "PP", target=100, grace_seconds=10)
        assert http(server.base, "POST", "/api/tables/join", {"code": made["code"]},
                    token=gone).status == 200
        with ProtocolSeat(server.base, gone, made["id"], choose=lambda _s: None):
            page.goto(f"/table/{made['id']}")
            until(page, lambda: awaited(server, made["id"]) is not None)
            if awaited(server, made["id"]) == 0:
                draw_and_throw_back(page)  # now it is the other person's decision
            until(page, lambda: awaited(server, made["id"]) == 1)
        # The other person's connection is gone: the table waits for them.
        until(page, lambda: not seats_of(server, made["id"])[1]["connected"])
        tick(server)
        expect(page.get_by_test_id("claim-banner")).to_have_count(0)
        tick(server, 10.1)
        banner = page.get_by_test_id("claim-banner")
        expect(banner).to_contain_text(f"{other} is away.")
        check_accessibility(page)
        screenshot(page, "claim-offered")
        banner.get_by_role("button", name="Wait").click()
        note = page.get_by_test_id("claim-waiting")
        expect(note).to_contain_text(f"Waiting for {other}.")
        note.get_by_role("button", name="Claim the match").click()
        expect(page.get_by_test_id("match-outcome")).to_have_text(f"{me} wins the match")
        expect(page.get_by_test_id("forfeit")).to_have_text(
            f"{other} was away: the match was claimed.")
        expect(page.get_by_test_id("rated")).to_have_text("This match counts for the ratings.")
        check_accessibility(page)
        entries = log_of(server.database, made["id"])
        assert [e for _s, e in entries if e["type"] == "forfeited"] == [
            {"type": "forfeited", "seat": 1, "why": "away", "claimed_by": 0,
             "seq": entries[-1][0]}]
        with store_of(server.database) as store:
            winner, loser = store.identify(token), store.identify(gone)
            assert winner is not None and loser is not None
            won, lost = store.rating(winner.id, "standard"), store.rating(loser.id, "standard")
        assert won is not None and lost is not None and won.mu > lost.mu
    assert problems.unexpected() == [], problems.unexpected()


# ----------------------------------------------------------------------------- rematch


def _win_by_gin(page: Page, monkeypatch: pytest.MonkeyPatch, server: InProcessServer,
                token: str, kinds: str, seated: Callable[[str], None]) -> Json:
    """A table of ``kinds`` to 25 where the page's person takes the upcard and goes
    gin on the first turn: the match is over.  ``seated`` (the table's id) brings
    the other seat's person, if any."""
    seed = seed_where("standard", lambda match: match.dealer == 1)
    mine, theirs = "As 2s 3s 4h 5h 6h 7d 8d 9d Kc", "Ks Qh Jc 9s 7c Jh Qc Th 8h 6c"
    with planned(monkeypatch, seed, [deck_for(mine, theirs, "Td")]):
        made = new_table(server.base, token, "standard", kinds, target=25, level="easy")
        seated(made["id"])
        page.goto(f"/table/{made['id']}")
        wait_turn(page)
        action(page, "Take the upcard 10♦").click()
        knock_with(page, "Kc")
    return made


def test_a_rematch_against_the_computer_starts_at_once(
        browser: Browser, planned_server: InProcessServer,
        monkeypatch: pytest.MonkeyPatch) -> None:
    server = planned_server
    name = _name("Again")
    token = new_identity(server.base, name)
    problems = Problems()
    with open_page(browser, PageOptions(DESKTOP), problems, base_url=server.base) as page:
        as_person(page, name, token)
        made = _win_by_gin(page, monkeypatch, server, token, "PC", lambda _id: None)
        expect(page.get_by_test_id("match-outcome")).to_have_text(f"{name} wins the match")
        button = page.get_by_test_id("rematch")
        expect(button).to_have_text("Rematch")
        check_accessibility(page)
        button.click()
        expect(page).not_to_have_url(re.compile(f"/table/{made['id']}$"))
        wait_turn(page)
        new_id = page.url.rsplit("/", 1)[-1]
        shown = http(server.base, "GET", f"/api/tables/{new_id}").body
        assert shown["system"] == "standard" and shown["status"] == "playing"
        assert [s["kind"] for s in shown["seats"]] == ["person", "computer"]
        assert shown["seats"][0]["name"] == name
    assert problems.unexpected() == [], problems.unexpected()


def test_a_rematch_between_people_is_offered_declined_and_accepted(
        browser: Browser, planned_server: InProcessServer,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Bob offers; Ann (the page) declines, then offers herself; Bob accepts and
    both land at the new table, each at the seat they had."""
    server = planned_server
    ann, bob = _name("Ann"), _name("Bob")
    token, other = new_identity(server.base, ann), new_identity(server.base, bob)
    problems = Problems()
    seats: list[ProtocolSeat] = []

    def seat_bob(table: str) -> None:
        code = server.hub.tables[table].table.code
        assert http(server.base, "POST", "/api/tables/join", {"code": code},
                    token=other).status == 200
        seats.append(ProtocolSeat(server.base, other, table).__enter__())

    with open_page(browser, PageOptions(DESKTOP), problems, base_url=server.base) as page:
        as_person(page, ann, token)
        made = _win_by_gin(page, monkeypatch, server, token, "PP", seat_bob)
        expect(page.get_by_test_id("match-outcome")).to_have_text(f"{ann} wins the match")
        for seat in seats:
            seat.__exit__()
        bob_at = Socket(server, other, made["id"])
        bob_at.until(lambda s: s["table"]["status"] == "over")
        bob_at.send({"type": "rematch"})
        offered = page.get_by_test_id("rematch-offered")
        expect(offered).to_contain_text(f"{bob} offers a rematch.")
        check_accessibility(page)
        screenshot(page, "rematch-offered")
        offered.get_by_role("button", name="Decline").click()
        expect(page.get_by_test_id("rematch-declined")).to_have_text("You declined the rematch.")
        page.get_by_test_id("rematch").click()
        expect(page.get_by_test_id("rematch-waiting")).to_have_text(
            f"Waiting for {bob} to accept the rematch…")
        bob_at.until(lambda s: (s["table"]["rematch"] or {}).get("offered") == [0])
        bob_at.send({"type": "rematch", "accept": True})
        moved = bob_at.until(lambda s: (s["table"]["rematch"] or {}).get("table") is not None)
        new_id = moved["table"]["rematch"]["table"]
        assert {"type": "rematched", "table": new_id} in bob_at.events
        bob_at.close()
        expect(page).to_have_url(re.compile(f"/table/{new_id}$"))
        wait_turn(page)
        expect(page.locator(".seats li.mine")).to_contain_text(ann)
        shown = http(server.base, "GET", f"/api/tables/{new_id}").body
        assert [s["name"] for s in shown["seats"]] == [ann, bob]
    assert problems.unexpected() == [], problems.unexpected()
