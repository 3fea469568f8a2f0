"""The browser game played by clicks, against the computer and between people, in a
real Chromium (tests/web_harness.py).  Each scenario the issue names: a knock, a
gin, an undercut, a drawn hand, a Hollywood game closed, the three-player roles
rotating with an advisor's suggestion, a private table from its link, a reload and
a server restart mid-hand, a phone, keyboard-only play.  Deals that must give a
knock, a gin or an undercut are planned (tests/web_plans.py): the server commits
to them and reveals them as to any other deck, and the page checks them."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from server_harness import HUNG, InProcessServer, ServerProcess, http, new_table
from web_harness import (
    DESKTOP,
    PHONE,
    PageOptions,
    Problems,
    at_rest,
    check_accessibility,
    open_page,
    screenshot,
)
from web_plans import deck_for, planned, seed_where
from web_player import (
    ProtocolSeat,
    action,
    as_person,
    card,
    confirm,
    draw_and_throw_back,
    hand_cards,
    knock_with,
    lay_down,
    new_identity,
    play_computer,
    sign_in,
    wait_turn,
)

pytestmark = pytest.mark.browser

_names = itertools.count(1)


def _name(prefix: str) -> str:
    return f"{prefix}{next(_names)}x{id(_names) % 997}"


# Melds As-3s, 4h-6h, 7d-9d and a Kc: the other hands are the computer's.
MINE = "As 2s 3s 4h 5h 6h 7d 8d 9d Kc"
#: Nothing of the computer's melds, nor takes a 2c, 5c or Td (R4.3: it passes).
LOOSE = "Ks Qh Jc 9s 7c Jh Qc Th 8h 6c"
#: Three melds and the Ac: one point of deadwood, under any knock of mine.
TIGHT = "Ks Qs Js Kh Qh Jh Kd Qd Jd Ac"


@pytest.fixture
def planned_page(browser: Browser, planned_server: InProcessServer,
                 page_options: PageOptions) -> Iterator[Page]:
    problems = Problems()
    with open_page(browser, page_options, problems, base_url=planned_server.base) as page:
        yield page
    assert problems.unexpected() == [], "\n".join(problems.unexpected())


def _computer_deals(system: str) -> int:
    """A seed whose first dealer is the computer (seat 1): the person, at seat 0,
    is offered the upcard first (R3.1, R4.3)."""
    return seed_where(system, lambda match: match.dealer == 1)


def _hand_end(page: Page) -> None:
    expect(page.get_by_test_id("outcome")).to_be_visible()
    expect(page.get_by_test_id("verdict")).to_contain_text("Deck verified")


# ----------------------------------------------------------------------------- outcomes


@pytest.mark.parametrize("page_options", [PageOptions(DESKTOP), PageOptions(PHONE)],
                         ids=["desktop", "phone"])
def test_a_knock_by_clicks_is_scored_itemised_and_its_deck_verified(
        planned_page: Page, monkeypatch: pytest.MonkeyPatch, page_options: PageOptions) -> None:
    page = planned_page
    with planned(monkeypatch, _computer_deals("standard"), [deck_for(MINE, LOOSE, "2c")]):
        page.goto("/")
        sign_in(page, _name("Knock"))
        play_computer(page, "standard")
        wait_turn(page)
        expect(page.locator(".badge.knock-limit")).to_have_text("Knock at 10 or less")
        action(page, "Take the upcard 2♣").click()
        expect(card(page, "2c")).to_be_visible()
        # 2c just taken from the pile may not go back on it (R4.2): not offered
        at_rest(page)
        card(page, "2c").click()
        expect(page.locator(".actions button.primary")).to_have_count(0)
        knock_with(page, "Kc")
    _hand_end(page)
    expect(page.get_by_test_id("outcome")).to_contain_text("knocked and won")
    itemised = page.get_by_test_id("itemised")
    expect(itemised).to_contain_text("Deadwood difference")
    check_accessibility(page)
    screenshot(page, f"hand-end-knock-{'phone' if page_options.viewport.mobile else 'desktop'}")
    page.get_by_test_id("ready").click()
    expect(page.get_by_test_id("ready")).to_have_count(0)


def test_a_browser_without_web_crypto_says_how_to_check_the_deck(
        planned_page: Page, monkeypatch: pytest.MonkeyPatch) -> None:
    """On plain HTTP from another machine the browser has no crypto.subtle (a secure
    context only): the page says so and where to check, and claims no verdict."""
    page = planned_page
    # What the browser is like there; loopback is itself a secure context.
    page.add_init_script("Object.defineProperty(globalThis.crypto, 'subtle', "
                         "{ value: undefined, configurable: true });")
    with planned(monkeypatch, _computer_deals("standard"), [deck_for(MINE, LOOSE, "2c")]):
        page.goto("/")
        sign_in(page, _name("Plain"))
        play_computer(page, "standard")
        wait_turn(page)
        action(page, "Take the upcard 2♣").click()
        knock_with(page, "Kc")
    expect(page.get_by_test_id("outcome")).to_contain_text("knocked and won")
    verdict = page.get_by_test_id("verdict")
    expect(verdict).to_contain_text("check this one with ginrummy verify")
    expect(verdict).not_to_contain_text("Deck verified")
    expect(verdict).not_to_contain_text("does not match")


def test_gin_in_oklahoma_is_announced_confirmed_and_scores_its_bonus(
        planned_page: Page, monkeypatch: pytest.MonkeyPatch) -> None:
    page = planned_page
    # The upcard Td sets the knock limit at 10 (R9.1) and completes 7d-Td.
    with planned(monkeypatch, _computer_deals("oklahoma"), [deck_for(MINE, LOOSE, "Td")]):
        page.goto("/")
        sign_in(page, _name("Gin"))
        play_computer(page, "oklahoma")
        wait_turn(page)
        action(page, "Take the upcard 10♦").click()
        at_rest(page)
        card(page, "Kc").click()
        gin = page.locator(".actions button.gin")
        expect(gin).to_have_text("Go gin, discarding K♣")
        gin.click()
        expect(page.get_by_role("dialog")).to_contain_text(
            "All ten cards of your hand are in melds")
        confirm(page)
        lay_down(page, "Lay down your melds")
    _hand_end(page)
    expect(page.get_by_test_id("outcome")).to_contain_text("went gin")
    expect(page.get_by_test_id("itemised")).to_contain_text("+25")  # R8.2
    screenshot(page, "hand-end-gin-oklahoma")


def test_an_undercut_goes_to_the_defender(planned_page: Page,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    page = planned_page
    with planned(monkeypatch, _computer_deals("standard"), [deck_for(MINE, TIGHT, "5c")]):
        page.goto("/")
        sign_in(page, _name("Under"))
        play_computer(page, "standard")
        wait_turn(page)
        action(page, "Take the upcard 5♣").click()
        knock_with(page, "Kc")  # 5 of deadwood against the computer's 1 (R8.3)
    _hand_end(page)
    expect(page.get_by_test_id("outcome")).to_contain_text("Undercut!")
    expect(page.get_by_test_id("itemised")).to_contain_text("+10")


def test_a_hollywood_game_closes_and_is_greyed_on_the_sheet(
        planned_page: Page, planned_server: InProcessServer,
        monkeypatch: pytest.MonkeyPatch) -> None:
    page = planned_page
    name = _name("Holly")
    token = new_identity(planned_server.base, name)
    as_person(page, name, token)
    with planned(monkeypatch, _computer_deals("hollywood"), [deck_for(MINE, LOOSE, "Td")]):
        made = new_table(planned_server.base, token, "hollywood", "PC", target=25)
        page.goto(f"/table/{made['id']}")
        wait_turn(page)
        action(page, "Take the upcard 10♦").click()
        knock_with(page, "Kc")  # gin: 25 + the computer's deadwood closes game 1 (R10)
    _hand_end(page)
    sheet = page.get_by_role("dialog").get_by_test_id("score-sheet")
    expect(sheet.locator("th.finished")).to_have_count(1)
    expect(sheet.locator("th.finished")).to_contain_text("Game 1")
    expect(sheet.locator("thead th")).to_have_count(4)  # the names, then three games
    screenshot(page, "hand-end-hollywood-game-closed")


def test_a_drawn_hand_when_the_stock_runs_out(browser: Browser, web_server: ServerProcess,
                                              page: Page) -> None:
    """Two people who never knock: both draw and throw back until two cards are left
    in the stock (R7.1)."""
    page.goto("/")
    me = _name("Draw")
    sign_in(page, me)
    page.get_by_test_id("play-friend").click()
    link = page.get_by_test_id("share-link")
    expect(link).to_be_visible()
    code = link.inner_text().rsplit("/", 1)[-1]
    other = new_identity(web_server.base, _name("Bot"))
    joined = http(web_server.base, "POST", "/api/tables/join", {"code": code}, token=other)
    assert joined.status == 200, joined
    with ProtocolSeat(web_server.base, other, joined.body["id"]) as seat:
        for _turn in range(40):
            wait_turn(page)
            if page.get_by_test_id("outcome").count():
                break
            draw_and_throw_back(page)
        expect(page.get_by_test_id("outcome")).to_have_text("A drawn hand: nobody scores")
        expect(page.get_by_role("dialog")).to_contain_text("Only two cards were left")
        assert seat.errors == []


# ----------------------------------------------------------------------------- three players


def test_three_player_roles_rotate_and_the_advisor_suggests(
        planned_page: Page, monkeypatch: pytest.MonkeyPatch) -> None:
    """Captain in the first hand (the computer sitting out advises: the page shows
    its suggestion), then the roles rotate (R11.5) until the person sits out and
    suggests to the computer captain."""
    page = planned_page
    seed = seed_where("three-player", lambda match: match.roles is not None
                      and match.roles.captain == 0)
    me = _name("Three")
    with planned(monkeypatch, seed, []):
        page.goto("/")
        sign_in(page, me)
        play_computer(page, "three-player")
    expect(page.locator(".role-note")).to_have_text(
        "You are the captain: your advisor suggests, you decide.")
    expect(page.get_by_test_id("advice")).to_contain_text("Your advisor suggests:")
    roles_seen = {"captain"}
    hands = 1
    while hands <= 6:
        wait_turn(page)
        ready = page.get_by_test_id("ready")
        if ready.count():
            ready.click()
            expect(ready).to_have_count(0)
            hands += 1
            continue
        if page.get_by_test_id("outcome").count():  # the panel is being drawn
            page.wait_for_timeout(100)
            continue
        note = page.locator(".role-note").inner_text()
        if note.startswith("You are sitting out"):
            offered = page.locator(".actions button")
            if not offered.count():  # the box plays: the captain is not to act yet
                page.wait_for_timeout(100)
                continue
            roles_seen.add("out")
            # the captain's choices, offered to suggest (R11.3)
            offered.first.click()
            # the computer captain acts on it at once, which clears the table's advice
            # for the next decision: the log keeps it
            expect(page.get_by_test_id("log")).to_contain_text(f"{me} suggested:")
            screenshot(page, "three-player-advisor")
            assert len(roles_seen) >= 2, roles_seen
            return
        roles_seen.add("box" if note.startswith("You are in the box") else "captain")
        draw_and_throw_back(page)
    pytest.fail(f"never sat out in six hands (roles: {sorted(roles_seen)})")


# ----------------------------------------------------------------------------- people, reloads


def test_two_browsers_play_each_other_at_a_private_table_from_its_link(
        browser: Browser, web_server: ServerProcess, page: Page) -> None:
    page.goto("/")
    sign_in(page, _name("Host"))
    page.get_by_test_id("play-friend").click()
    link = page.get_by_test_id("share-link")
    expect(link).to_be_visible()
    href = link.get_attribute("href")
    assert href is not None and "/join/" in href
    problems = Problems()
    with open_page(browser, PageOptions(), problems, base_url=web_server.base) as friend:
        friend.goto(href)
        sign_in(friend, _name("Guest"))
        expect(friend.locator(".felt")).to_be_visible()
        expect(page.locator(".felt")).to_be_visible()
        # once both hold the deal (its update brings the choices too), whoever is
        # offered the upcard first passes; the other sees it
        expect(page.locator("[data-hand-card]")).to_have_count(10)
        expect(friend.locator("[data-hand-card]")).to_have_count(10)
        first, second = (page, friend) if page.locator(".actions button").count() else \
            (friend, page)
        wait_turn(first)
        action(first, "Pass").click()
        wait_turn(second)
        expect(second.locator(".seat-last").first).to_contain_text("passed")
        action(second, "Pass").click()
        wait_turn(first)
        action(first, "Draw from the stock").click()
        fresh = first.locator(".hand-card.fresh")
        drawn = fresh.get_attribute("data-card")
        at_rest(first)
        fresh.dblclick()
        expect(second.locator(".pile .pile-top")).to_have_attribute("data-card", str(drawn))
        screenshot(second, "two-browsers-friend")
    assert problems.unexpected() == []


def test_a_reload_mid_hand_resumes_the_hand(page: Page) -> None:
    page.goto("/")
    sign_in(page, _name("Reload"))
    play_computer(page, "standard")
    draw_and_throw_back(page)
    wait_turn(page)
    before = sorted(hand_cards(page))
    url = page.url
    page.reload()
    expect(page.locator(".felt")).to_be_visible()
    assert page.url == url
    expect(page.locator("[data-hand-card]")).to_have_count(len(before))
    assert sorted(hand_cards(page)) == before


def test_the_page_resumes_by_itself_when_the_server_is_killed_and_started_again(
        browser: Browser, tmp_path: Path) -> None:
    first = ServerProcess(f"sqlite:///{tmp_path / 'server.sqlite3'}", tmp_path).start()
    port = int(first.base.rsplit(":", 1)[1])
    problems = Problems()
    # the page's own reconnecting (a WebSocket refused while the server is down) is
    # what this test is about: those lines are expected
    problems.allow(r"WebSocket connection to .* failed")
    problems.allow(r"ERR_CONNECTION_REFUSED")
    second: ServerProcess | None = None
    try:
        with open_page(browser, PageOptions(), problems, base_url=first.base) as page:
            page.goto("/")
            sign_in(page, _name("Kill"))
            play_computer(page, "standard")
            draw_and_throw_back(page)
            wait_turn(page)
            before = sorted(hand_cards(page))
            first.kill()
            expect(page.get_by_test_id("reconnecting")).to_be_visible()
            second = ServerProcess(f"sqlite:///{tmp_path / 'server.sqlite3'}", tmp_path,
                                   port=port).start()
            expect(page.get_by_test_id("reconnecting")).to_have_count(0, timeout=HUNG * 1000)
            assert sorted(hand_cards(page)) == before
            draw_and_throw_back(page)  # and the game goes on
            wait_turn(page)
        assert problems.unexpected() == []
    finally:
        first.stop()
        if second is not None:
            second.stop()


def test_keyboard_alone_plays_a_knock(planned_page: Page,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Every step reached with Tab and done with Enter: no mouse."""
    page = planned_page

    def tab_to(selector: str) -> None:
        target = page.locator(selector).first
        expect(target).to_be_visible()
        for _ in range(120):
            if target.evaluate("element => element === document.activeElement"):
                return
            page.keyboard.press("Tab")
        pytest.fail(f"Tab never reached {selector}")

    with planned(monkeypatch, _computer_deals("standard"), [deck_for(MINE, LOOSE, "2c")]):
        page.goto("/")
        page.locator("#name").focus()
        page.keyboard.type(_name("Keys"))
        page.keyboard.press("Enter")
        tab_to("[data-testid=play-computer]")
        page.keyboard.press("Enter")
        wait_turn(page)
        tab_to(".actions button:has-text('Take the upcard')")
        page.keyboard.press("Enter")
        tab_to('[data-hand-card="Kc"]')
        page.keyboard.press("Enter")
        tab_to(".actions button.knock")
        page.keyboard.press("Enter")
        # the dialog takes the focus: confirm, then lay down the arrangement proposed
        dialog = page.get_by_role("dialog")
        expect(dialog).to_be_visible()
        expect(dialog.locator(":focus")).to_have_count(1)
        page.keyboard.press("Enter")
        expect(page.get_by_test_id("laydown").locator("h3")).to_have_text("Lay down your melds")
        tab_to("[data-testid=laydown-submit]")
        page.keyboard.press("Enter")
    _hand_end(page)
