"""Around the browser game's table: quick match, the open tables to watch, chat (always
shown as text), an away seat, the turn clock, the rules panel, sorting and dragging
the hand, and the leaderboard with one's rating."""

from __future__ import annotations

import itertools
import re

import pytest
from playwright.sync_api import Browser, Page, expect

from server_harness import InProcessServer, ServerProcess, http, new_table
from web_harness import DESKTOP, PageOptions, Problems, at_rest, open_page, screenshot
from web_plans import deck_for, planned, seed_where
from web_player import (
    ProtocolSeat,
    action,
    as_person,
    card,
    hand_cards,
    knock_with,
    new_identity,
    play_computer,
    sign_in,
    wait_turn,
)

pytestmark = pytest.mark.browser

_names = itertools.count(1)
RANKS = "A23456789TJQK"


def _name(prefix: str) -> str:
    return f"{prefix}{next(_names)}y{id(_names) % 997}"


def test_quick_match_pairs_two_browsers_who_chat_and_a_third_watches(
        browser: Browser, web_server: ServerProcess) -> None:
    """Two people ask for a quick match and land at one table; a preset line and a
    typed one reach the other as text (markup never runs); a third person finds the
    table among the open ones and watches it without seeing a card of either hand;
    a player who leaves shows as gone."""
    problems = Problems()
    options = PageOptions()
    with open_page(browser, options, problems, base_url=web_server.base) as first, \
            open_page(browser, options, problems, base_url=web_server.base) as second, \
            open_page(browser, options, problems, base_url=web_server.base) as watcher:
        names = [_name("Quick"), _name("Match")]
        for page, name in zip((first, second), names, strict=True):
            page.goto("/")
            sign_in(page, name)
            page.get_by_role("button", name=re.compile(r"^Find an opponent")).click()
        # the first waits and asks again; the second is matched at once
        for page in (first, second):
            expect(page.locator(".felt")).to_be_visible()
        assert first.url == second.url, (first.url, second.url)
        table_id = first.url.rsplit("/", 1)[-1]

        first.get_by_role("button", name="Good luck!").click()
        lines = second.get_by_test_id("chat-lines")
        expect(lines).to_contain_text("Good luck!")
        typed = "<b>gg</b> & <img src=x onerror=alert(1)>"
        second.get_by_role("textbox", name="Say something").fill(typed)
        second.get_by_role("button", name="Send").click()
        chat = first.get_by_test_id("chat-lines")
        expect(chat).to_contain_text(typed)
        expect(chat.locator("b, img")).to_have_count(0)

        watcher.goto("/")
        sign_in(watcher, _name("Watch"))
        listed = watcher.locator(".lobby li", has_text=names[0])
        expect(listed).to_have_count(1)
        expect(listed).to_contain_text(names[1])
        listed.get_by_role("button", name="Watch").click()
        expect(watcher).to_have_url(re.compile(f"/table/{table_id}"))
        expect(watcher.locator(".felt")).to_be_visible()
        expect(watcher.locator(".stock")).to_be_visible()
        # a spectator holds no hand and is shown no card of either (only backs)
        expect(watcher.locator("[data-hand-card]")).to_have_count(0)
        faces = watcher.evaluate(
            "() => [...document.querySelectorAll('.felt [data-card]')]"
            ".filter(c => !c.closest('.pile') && !c.classList.contains('mini'))"
            ".map(c => c.dataset.card)")
        assert faces == [], f"a spectator sees {faces}"
        # the spectator sees who deals and who is to play, as the players do
        expect(watcher.locator(".seats .flag", has_text="dealer")).to_have_count(1)
        expect(watcher.locator(".seats .flag", has_text="to play")).to_have_count(1)
        # what is said from now on reaches the spectator too (a spectator does not chat)
        first.get_by_role("button", name="Thanks!").click()
        expect(watcher.get_by_test_id("chat-lines")).to_contain_text("Thanks!")
        expect(watcher.get_by_role("textbox", name="Say something")).to_have_count(0)
        screenshot(watcher, "watching")

        second.close()  # shown at once as gone; "away" once the grace time is over
        seat = first.locator(".seats li", has_text=names[1])
        expect(seat.locator(".flag", has_text=re.compile("^(disconnected|away)$"))).to_have_count(1)
    assert problems.unexpected() == [], problems.unexpected()


def test_the_turn_clock_counts_down(page: Page, web_server: ServerProcess) -> None:
    """Between two people (against the computer the clock is off, docs/server.md)."""
    name = _name("Clock")
    token, other = new_identity(web_server.base, name), new_identity(web_server.base,
                                                                       _name("Tick"))
    as_person(page, name, token)
    made = new_table(web_server.base, token, "standard", "PP", target=None,
                     turn_seconds=90)
    joined = http(web_server.base, "POST", "/api/tables/join", {"code": made["code"]},
                  token=other)
    assert joined.status == 200, joined
    with ProtocolSeat(web_server.base, other, made["id"]):
        page.goto(f"/table/{made['id']}")
        wait_turn(page)
        clock = page.get_by_role("timer")
        expect(clock).to_be_visible()
        first = int(re.findall(r"\d+", clock.inner_text())[0])
        assert 0 < first <= 90
        expect(clock).not_to_have_text(re.compile(rf"\b{first}\b"))
        later = int(re.findall(r"\d+", clock.inner_text())[0])
        assert later < first


def test_the_rules_panel_sorting_and_dragging_the_hand(page: Page) -> None:
    page.goto("/")
    sign_in(page, _name("Sort"))
    play_computer(page, "standard")
    wait_turn(page)
    page.get_by_role("button", name="Rules").click()
    expect(page.locator(".rules")).to_contain_text("You may knock with 10 deadwood or less.")

    sort = page.get_by_label("Sort")
    sort.select_option("rank")
    at_rest(page)
    ranks = [RANKS.index(c[0]) for c in hand_cards(page)]
    assert ranks == sorted(ranks), hand_cards(page)
    sort.select_option("suit")
    at_rest(page)
    suits = [c[1] for c in hand_cards(page)]
    runs = [s for i, s in enumerate(suits) if i == 0 or suits[i - 1] != s]
    assert len(runs) == len(set(runs)), suits  # each suit together

    # drag the first card past the last: it goes to the end, and the order is one's own
    before = hand_cards(page)
    first, last = card(page, before[0]), card(page, before[-1])
    box, target = first.bounding_box(), last.bounding_box()
    assert box is not None and target is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(box["x"] + 40, box["y"] + box["height"] / 2, steps=4)
    page.mouse.move(target["x"] + target["width"] - 4, target["y"] + target["height"] / 2,
                    steps=12)
    page.mouse.up()
    expect(sort).to_have_value("own")
    at_rest(page)
    assert hand_cards(page) == [*before[1:], before[0]], (before, hand_cards(page))
    page.reload()  # the order one made is kept
    wait_turn(page)
    assert hand_cards(page) == [*before[1:], before[0]]


def test_a_match_between_people_puts_both_on_the_leaderboard(
        browser: Browser, planned_server: InProcessServer,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A match to 25 won by a gin against another person (a protocol seat): the home
    page's leaderboard lists both, the winner above, with the winner's rating said
    in the page's language (Greek: a decimal comma)."""
    base = planned_server.base
    winner, loser = _name("Top"), _name("Low")
    token, other = new_identity(base, winner), new_identity(base, loser)
    problems = Problems()
    with open_page(browser, PageOptions(DESKTOP), problems, base_url=base) as page:
        as_person(page, winner, token)
        seed = seed_where("standard", lambda match: match.dealer == 1)
        mine, theirs = "As 2s 3s 4h 5h 6h 7d 8d 9d Kc", "Ks Qh Jc 9s 7c Jh Qc Th 8h 6c"
        with planned(monkeypatch, seed, [deck_for(mine, theirs, "Td")]):
            made = new_table(base, token, "standard", "PP", target=25)
            joined = http(base, "POST", "/api/tables/join", {"code": made["code"]},
                          token=other)
            assert joined.status == 200, joined
            with ProtocolSeat(base, other, made["id"]) as seat:
                page.goto(f"/table/{made['id']}")
                wait_turn(page)
                action(page, "Take the upcard 10♦").click()
                knock_with(page, "Kc")  # gin: 25 and more, the match is over
                expect(page.get_by_test_id("match-outcome")).to_have_text(
                    f"{winner} wins the match")
                assert seat.errors == []
        page.goto("/")
        board = page.locator("section", has=page.locator("#leaderboard"))
        rows = board.locator("tbody tr")
        expect(rows.filter(has_text=winner)).to_have_count(1)
        expect(rows.filter(has_text=loser)).to_have_count(1)
        names = [row.locator("td").first.inner_text() for row in rows.all()]
        assert names.index(winner) < names.index(loser), names
        expect(board.locator("tr.mine")).to_contain_text(winner)
        # one's own row is marked, and still a row: its cells side by side
        tops = [box["y"] for cell in board.locator("tr.mine td").all()
                if (box := cell.bounding_box()) is not None]
        assert len(tops) == 3 and max(tops) - min(tops) < 2, tops
        expect(board).to_contain_text(re.compile(r"Your rating: -?\d"))
        page.get_by_test_id("language").select_option("el")
        expect(board.locator("tr.mine td").nth(1)).to_have_text(re.compile(r"^-?\d+,\d$"))
        screenshot(page, "leaderboard-el")
    assert problems.unexpected() == [], problems.unexpected()


def test_a_reload_keeps_the_chat_and_the_log_of_the_hand(page: Page) -> None:
    """The page opens with last_seq 0 (docs/protocol.md, "Reconnecting"): what was
    said and what happened before a reload are still there after it."""
    page.goto("/")
    sign_in(page, _name("Reload"))
    play_computer(page, "standard")
    wait_turn(page)
    page.get_by_role("textbox", name="Say something").fill("still here after a reload?")
    page.get_by_role("button", name="Send").click()
    chat = page.get_by_test_id("chat-lines")
    expect(chat).to_contain_text("still here after a reload?")
    log = page.get_by_test_id("log")
    expect(log).to_contain_text("Hand 1")
    before = log.locator("li").count()
    page.reload()
    wait_turn(page)
    expect(chat).to_have_count(1)
    expect(chat.locator("li")).to_have_count(1)
    expect(chat).to_contain_text("still here after a reload?")
    expect(log).to_contain_text("Hand 1")
    assert log.locator("li").count() >= before
