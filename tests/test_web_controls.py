"""The controls players expect (issue 49, B4-B7, B10-B11), in a real Chromium: Knock
offered at 10 deadwood with no card chosen and the cards that allow it marked; the
lay-down on the felt, a lay-off made by tapping a card and a meld (and by a drag),
each card laid off shown in its meld in rank order; hints only where the table
gives them, each line saying its action once; the first upcard's offer explained;
the end of a hand in words; the hand-by-hand score sheet with Hollywood's three
games; one main landmark, the dialog and the table area named apart; no card
flying over a dialog, and none at all for a reader who asks for reduced motion;
the actions disabled while the server is down, and a click made as it went down
carried out when it is back.  Deals are planned (tests/web_plans.py)."""

from __future__ import annotations

import itertools
import json
import os
import re
import signal
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

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
    hand_cards,
    lay_down,
    new_identity,
    play_computer,
    sign_in,
    throw_back,
    wait_turn,
)

pytestmark = pytest.mark.browser

Json = dict[str, Any]
_names = itertools.count(1)


def _name(prefix: str) -> str:
    return f"{prefix}{next(_names)}x{os.getpid() % 997}"


#: Three melds and a Kc and Qh: after the upcard 9d (7d-9d), either discard leaves
#: exactly 10 deadwood, the knock limit (R5.1).
AT_TEN = "As 2s 3s 4h 5h 6h 7d 8d Kc Qh"
#: Melds nothing, takes nothing of the above (the computer passes the 9d, R4.3).
LOOSE = "Ks Jc 9s 7c Jh Qc Th 8h 6c 4c"

#: The flights of cards (Element.animate), each with whether it was drawn inside a
#: dialog or the lay-down and whether a dialog was open then.
FLIGHTS = """
window.__flights = [];
const animate = Element.prototype.animate;
Element.prototype.animate = function (frames, options) {
  window.__flights.push({
    card: this.getAttribute('data-card') || this.getAttribute('data-hand-card') || '',
    inside: !!this.closest("[role='dialog'], [data-motion='still']"),
    dialog: !!document.querySelector("[role='dialog']"),
  });
  return animate.call(this, frames, options);
};
"""


@pytest.fixture
def planned_page(browser: Browser, planned_server: InProcessServer,
                 page_options: PageOptions) -> Iterator[Page]:
    problems = Problems()
    with open_page(browser, page_options, problems, base_url=planned_server.base) as page:
        page.add_init_script(FLIGHTS)
        yield page
    assert problems.unexpected() == [], "\n".join(problems.unexpected())


def flights(page: Page) -> list[Json]:
    found: list[Json] = page.evaluate("() => window.__flights")
    return found


def _computer_deals(system: str) -> int:
    """A seed whose first dealer is the computer (seat 1): the person, at seat 0, is
    offered the upcard first (R3.1, R4.3)."""
    return seed_where(system, lambda match: match.dealer == 1)


def _cards_in(locator: Locator) -> list[str]:
    return [str(c) for c in locator.locator("[data-laydown-card]").evaluate_all(
        "cards => cards.map(c => c.dataset.laydownCard)")]


# ----------------------------------------------------------------------------- knock, hints


def test_knock_is_offered_at_ten_deadwood_with_no_card_chosen(
        planned_page: Page, monkeypatch: pytest.MonkeyPatch) -> None:
    """R5.1: 10 deadwood after the best discard allows a knock.  With no card chosen the
    bar offers Knock with the server's least-deadwood card (Qh, first of two equal),
    the cards that allow it are marked with a legend; the first upcard's offer is
    explained, and each hint line says its action once."""
    page = planned_page
    with planned(monkeypatch, _computer_deals("standard"), [deck_for(AT_TEN, LOOSE, "9d")]):
        page.goto("/")
        sign_in(page, _name("Ten"))
        play_computer(page, "standard")
        wait_turn(page)
        note = page.get_by_test_id("offer-note")
        expect(note).to_have_text(
            "First turn: take the upcard 9♦ or pass. If you pass, Computer (Hard) may take"
            " it; if you both pass, you draw first from the stock.")
        # Hints against the computer: the action once, then why (no "Pass pass", no
        # "Take 9♦" beside "Take the upcard 9♦").
        page.get_by_role("button", name="Hint").click()
        lines = page.get_by_test_id("hint-line")
        expect(lines.first).to_be_visible()
        texts = lines.all_inner_texts()
        assert any(text.startswith("Take the upcard 9♦") for text in texts), texts
        for text in texts:
            assert text.count("9♦") <= 1, text
            assert len(re.findall(r"\bpass\b", text, re.I)) <= 1, text
            assert len(re.findall(r"\btake\b", text, re.I)) <= 1, text
        screenshot(page, "controls-hints-offer")
        action(page, "Take the upcard 9♦").click()
        expect(card(page, "9d")).to_be_visible()
        expect(page.get_by_test_id("deadwood")).to_have_text(
            "Deadwood 10 after your best discard")
        # No card chosen: the prompt, and Knock with the least-deadwood card.
        expect(page.locator(".actions .prompt")).to_have_text("Choose a card to discard")
        knock = page.get_by_test_id("knock")
        expect(knock).to_have_text("Knock, discarding Q♥ face down")
        expect(page.locator(".hand-card.knock-card")).to_have_count(2)
        for name in ("Qh", "Kc"):
            expect(card(page, name)).to_have_class(re.compile(r"\bknock-card\b"))
            expect(card(page, name)).to_have_attribute(
                "aria-label", re.compile("you may knock with it"))
        expect(page.get_by_test_id("knock-legend")).to_have_text(
            "Discard a marked card to knock")
        check_accessibility(page)
        screenshot(page, "controls-knock-at-ten")
        knock.click()
        expect(page.get_by_role("dialog")).to_contain_text(
            "Knock by discarding Q♥ face down, with 10 deadwood?")
        confirm(page)
        lay_down(page, "Lay down your melds")
    expect(page.get_by_test_id("outcome")).to_contain_text("knocked and won")
    expect(page.get_by_test_id("story")).to_contain_text(re.compile(r"knocks with 10 · .* scores"))
    # The knocker's melds were laid down on the felt: no card flew over a dialog or
    # inside the lay-down, and some did fly (the deal), so the check can fail.
    seen = flights(page)
    assert seen, "no card ever flew: the check below would pass whatever the page does"
    assert [f for f in seen if f["inside"] or f["dialog"]] == []


def test_a_card_chosen_that_allows_no_knock_keeps_knock_on_screen(
        planned_page: Page, monkeypatch: pytest.MonkeyPatch) -> None:
    page = planned_page
    with planned(monkeypatch, _computer_deals("standard"), [deck_for(AT_TEN, LOOSE, "9d")]):
        page.goto("/")
        sign_in(page, _name("Keep"))
        play_computer(page, "standard")
        wait_turn(page)
        action(page, "Take the upcard 9♦").click()
        at_rest(page)
        card(page, "As").click()  # breaks a meld: no knock with it
        expect(action(page, "Discard A♠")).to_be_visible()
        expect(page.get_by_test_id("knock")).to_have_text("Knock, discarding Q♥ face down")
        at_rest(page)
        card(page, "Kc").click()  # a card that knocks: Knock with it
        expect(page.get_by_test_id("knock")).to_have_text("Knock, discarding K♣ face down")


# ----------------------------------------------------------------------------- laying down

#: The knocker (a protocol seat) takes the upcard Kd and knocks with the Ah: melds
#: 4c-6c, 7s-9s and three jacks, 10 deadwood (the Kd).
KNOCKER = "4c 5c 6c 7s 8s 9s Jh Jd Js Ah"
#: The defender (the browser) melds nothing and can lay off 3c then 2c on 4c-6c (R6.2's
#: chain), the Ts on 7s-9s and the Jc on the jacks.
DEFENDER = "2c 3c Ts Jc Qh Kh 9d 7d 5h 3d"


def _knock_choice(snapshot: Json) -> Json | None:
    choices, view = snapshot["choices"], snapshot["view"]
    if choices and choices["to_act"] and view is not None:
        actions = choices["actions"]
        if view["phase"] == "offer" and "draw_discard" in actions:
            return {"type": "act", "action": {"action": "draw_discard"}}
        if "knock" in actions:
            return {"type": "act", "action": {"action": "knock", "card": choices["knock_card"]}}
        if "arrange" in actions:
            return {"type": "act", "action": {"action": "arrange",
                                              "melds": choices["arrangements"][0]["melds"]}}
    return throw_back(snapshot)


def knock_at_once() -> Callable[[Json], Json | None]:
    """A person who takes the upcard, knocks with the card the server offers, lays
    down the least deadwood (R5.3) and is ready between hands: each decision sent
    once, though other updates (a seat connecting) come before its own."""
    sent: set[str] = set()

    def choose(snapshot: Json) -> Json | None:
        intent = _knock_choice(snapshot)
        if intent is None:
            return None
        view = snapshot["view"] or {}
        key = json.dumps([snapshot["hand"], snapshot["table"]["status"], view.get("turn"),
                          view.get("phase"), intent])
        if key in sent:
            return None
        sent.add(key)
        return intent

    return choose


def _meld_with(page: Page, card_name: str) -> Locator:
    return page.get_by_test_id("knocker-melds").locator(".laydown-group").filter(
        has=page.locator(f'[data-laydown-card="{card_name}"]'))


@pytest.mark.parametrize("page_options", [PageOptions(DESKTOP), PageOptions(PHONE)],
                         ids=["desktop", "phone"])
def test_a_lay_off_by_tapping_a_card_and_a_meld_at_a_people_table(
        planned_page: Page, planned_server: InProcessServer,
        monkeypatch: pytest.MonkeyPatch, page_options: PageOptions) -> None:
    page = planned_page
    base = planned_server.base
    me, other = _name("Def"), _name("Kno")
    mine, theirs = new_identity(base, me), new_identity(base, other)
    as_person(page, me, mine)
    where = "phone" if page_options.viewport.mobile else "desktop"
    # The browser's person deals (seat 0): the protocol seat is offered the upcard.
    with planned(monkeypatch, seed_where("standard", lambda match: match.dealer == 0),
                 [deck_for(KNOCKER, DEFENDER, "Kd")]):
        made = new_table(base, mine, "standard", "PP", target=100)
        joined = http(base, "POST", "/api/tables/join", {"code": made["code"]}, token=theirs)
        assert joined.status == 200, joined
    with ProtocolSeat(base, theirs, made["id"], knock_at_once()) as seat:
        page.goto(f"/table/{made['id']}")
        laydown = page.get_by_test_id("laydown")
        expect(laydown.locator("h3")).to_have_text("Lay down your melds and lay off")
        # Between people: no hint, no undo (the table gives them against the computer).
        expect(page.get_by_role("button", name="Hint")).to_have_count(0)
        expect(page.get_by_role("button", name="Undo")).to_have_count(0)
        # The least deadwood first: everything laid off; the clubs in rank order, the
        # cards laid off outlined and said so, with the legend.
        expect(laydown.get_by_test_id("laydown-deadwood")).to_have_text("Deadwood: 44")
        clubs = _meld_with(page, "4c")
        assert _cards_in(clubs) == ["2c", "3c", "4c", "5c", "6c"]
        expect(clubs.locator(".laid-off")).to_have_count(2)
        expect(clubs.locator('[data-laydown-card="2c"]')).to_have_attribute(
            "aria-label", re.compile(r"laid off$"))
        expect(page.get_by_test_id("laid-off-legend")).to_have_text("laid off")
        spades = _meld_with(page, "7s")
        assert _cards_in(spades) == ["7s", "8s", "9s", "Ts"]
        check_accessibility(page)
        screenshot(page, f"controls-laydown-{where}")
        # Take the Ts back: tap it, then the deadwood.
        deadwood = laydown.locator(".laydown-group.deadwood")
        laydown.locator('[data-laydown-card="Ts"]').click()
        expect(laydown.locator(".laydown-help")).to_have_text("10♠ chosen: now tap where it goes.")
        deadwood.get_by_role("button", name="Put 10♠ here").click()
        expect(laydown.get_by_test_id("laydown-deadwood")).to_have_text("Deadwood: 54")
        assert "Ts" in _cards_in(deadwood)
        assert _cards_in(_meld_with(page, "7s")) == ["7s", "8s", "9s"]
        # And lay it off again: tap it, then a card of the spades meld.
        laydown.locator('[data-laydown-card="Ts"]').click()
        laydown.locator('[data-laydown-card="8s"]').click()
        expect(laydown.get_by_test_id("laydown-deadwood")).to_have_text("Deadwood: 44")
        assert _cards_in(_meld_with(page, "7s")) == ["7s", "8s", "9s", "Ts"]
        expect(_meld_with(page, "7s").locator(".laid-off")).to_have_count(1)
        # A card that fits no meld there is refused, visibly.
        laydown.locator('[data-laydown-card="Qh"]').click()
        laydown.locator('[data-laydown-card="5c"]').click()
        expect(laydown.locator(".laydown-help")).to_have_text("Q♥ cannot go there.")
        # A drag does what a tap and a meld do: the Jc from the jacks to the deadwood.
        laydown.locator('[data-laydown-card="Jc"]').drag_to(deadwood)
        expect(laydown.get_by_test_id("laydown-deadwood")).to_have_text("Deadwood: 54")
        assert "Jc" in _cards_in(deadwood)
        laydown.get_by_test_id("laydown-submit").click()
        # The end of the hand, in words, in a dialog named apart from the table area.
        dialog = page.get_by_role("dialog", name="Hand 1 is over")
        expect(dialog).to_be_visible()
        expect(page.get_by_role("region", name="Hand 1", exact=True)).to_have_count(1)
        expect(dialog.get_by_test_id("story")).to_have_text(
            f"{other} knocks with 10 · {me} lays off 3 cards · {other} scores 44")
        expect(page.get_by_role("main")).to_have_count(1)
        # The knocker's melds with the lay-offs, in rank order, laid off outlined.
        end_clubs = dialog.locator(".meld-row").filter(has=page.locator('[data-card="4c"]'))
        assert end_clubs.locator("[data-card]").evaluate_all(
            "cards => cards.map(c => c.dataset.card)") == ["2c", "3c", "4c", "5c", "6c"]
        expect(end_clubs.locator(".laid-off")).to_have_count(2)
        expect(dialog.get_by_test_id("laid-off-legend").first).to_be_visible()
        rows = dialog.get_by_test_id("score-hand-row")
        expect(rows).to_have_count(1)
        expect(rows.first).to_contain_text(f"{other} scores 44")
        expect(dialog.get_by_test_id("score-sheet")).to_contain_text("44 of 100")
        check_accessibility(page)
        screenshot(page, f"controls-hand-end-{where}")
        assert seat.errors == []


#: Four sevens, 5h 6h, As-3s and a Kc: with the upcard 4h the 7h goes in the run
#: 4h-7h or in the set of sevens, gin either way (R5.3: the knocker chooses).
SEVENS = "7s 7d 7c 7h 5h 6h As 2s 3s Kc"
#: Melds nothing of the above, nor takes the 4h (R4.3: it is offered it second).
NONE = "Ks Qh Jc 9s 8c Jh Qc Td 8h 6c"


def test_the_knockers_melds_are_changed_by_tapping_a_card_and_a_meld(
        planned_page: Page, monkeypatch: pytest.MonkeyPatch) -> None:
    page = planned_page
    with planned(monkeypatch, _computer_deals("standard"), [deck_for(SEVENS, NONE, "4h")]):
        page.goto("/")
        sign_in(page, _name("Arr"))
        play_computer(page, "standard")
        wait_turn(page)
        action(page, "Take the upcard 4♥").click()
        gin = page.get_by_test_id("knock")
        expect(gin).to_have_text("Go gin, discarding K♣")
        at_rest(page)
        gin.click()
        confirm(page)
        laydown = page.get_by_test_id("laydown")
        expect(laydown.locator("h3")).to_have_text("Lay down your melds")
        expect(laydown.get_by_test_id("knocker-melds")).to_have_count(0)
        own = laydown.get_by_test_id("own-melds")
        groups = own.locator(".laydown-group.meld")
        expect(groups).to_have_count(3)
        sevens = groups.filter(has=page.locator('[data-laydown-card="7s"]'))
        run = groups.filter(has=page.locator('[data-laydown-card="5h"]'))
        had = _cards_in(sevens)
        # The 7h to the other meld: tap it, then a card of that meld.
        laydown.locator('[data-laydown-card="7h"]').click()
        if "7h" in had:  # in the sevens: send it to the run
            run.locator('[data-laydown-card="5h"]').click()
            expect(run.locator('[data-laydown-card="7h"]')).to_have_count(1)
            wanted = (["7c", "7d", "7s"], ["4h", "5h", "6h", "7h"])
        else:  # in the run: send it to the sevens
            sevens.locator('[data-laydown-card="7s"]').click()
            expect(sevens.locator('[data-laydown-card="7h"]')).to_have_count(1)
            wanted = (["7s", "7h", "7d", "7c"], ["4h", "5h", "6h"])
        assert sorted(_cards_in(sevens)) == sorted(wanted[0])
        assert _cards_in(run) == wanted[1]  # in rank order
        expect(laydown.get_by_test_id("laydown-deadwood")).to_have_text("Deadwood: 0")
        expect(laydown.get_by_role("button", name="Back to the proposal")).to_be_visible()
        check_accessibility(page)
        laydown.get_by_test_id("laydown-submit").click()
    expect(page.get_by_test_id("outcome")).to_contain_text("went gin")
    # What was laid down is what was chosen.
    dialog = page.get_by_role("dialog")
    end_run = dialog.locator(".meld-row").filter(has=page.locator('[data-card="5h"]'))
    assert end_run.locator("[data-card]").evaluate_all(
        "cards => cards.map(c => c.dataset.card)") == wanted[1]


# ----------------------------------------------------------------------------- the sheet

#: Melds As-3s, 4h-6h, 7d-9d and a Kc (tests/test_web_play.py's).
MINE = "As 2s 3s 4h 5h 6h 7d 8d 9d Kc"
#: Nothing of the computer's melds, nor takes a 2d or Td (R4.3: it passes).
OPEN = "Ks Qh Jc 9s 7c Jh Qc Th 8h 6c"


def _play_to_my_knock(page: Page) -> None:
    """Pass the upcard, or draw, until a knock is offered; knock with the card the
    page offers, then lay down what the felt proposes."""
    for _turn in range(10):
        wait_turn(page)
        knock = page.get_by_test_id("knock")
        if knock.count():
            at_rest(page)
            knock.click()
            confirm(page)
            lay_down(page, "Lay down your melds")
            return
        passing = page.locator(".actions button", has_text="Pass")
        if passing.count():
            passing.first.click()
            expect(passing).to_have_count(0)
            continue
        draw = action(page, "Draw from the stock")
        if draw.count():
            draw.click()
            expect(page.locator(".hand-card.fresh")).to_have_count(1)
    pytest.fail("no knock was offered in ten turns")


def test_the_score_sheet_has_a_row_a_hand_and_hollywoods_three_games(
        planned_page: Page, planned_server: InProcessServer,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """R10.2: the first hand won goes into game 1, the second into games 1 and 2; each
    row says what happened, the games' scores after it and the points it added; the
    totals show their way to the target."""
    page = planned_page
    name = _name("Holly")
    token = new_identity(planned_server.base, name)
    as_person(page, name, token)
    decks = [deck_for(MINE, OPEN, "Td"),  # the computer deals: gin with the Td
             deck_for(OPEN, MINE, "2d")]  # then the person deals (R3.1) and knocks
    with planned(monkeypatch, _computer_deals("hollywood"), decks):
        made = new_table(planned_server.base, token, "hollywood", "PC", target=300)
        page.goto(f"/table/{made['id']}")
        wait_turn(page)
        action(page, "Take the upcard 10♦").click()
        _play_to_my_knock(page)
        dialog = page.get_by_role("dialog", name="Hand 1 is over")
        expect(dialog.get_by_test_id("story")).to_contain_text(f"{name} goes gin")
        page.get_by_test_id("ready").click()
        expect(page.get_by_role("dialog")).to_have_count(0)
        _play_to_my_knock(page)
    dialog = page.get_by_role("dialog", name="Hand 2 is over")
    hands = dialog.get_by_test_id("score-hands")
    expect(hands.locator("th[scope=colgroup]")).to_have_text(["Game 1", "Game 2", "Game 3"])
    rows = hands.get_by_test_id("score-hand-row")
    expect(rows).to_have_count(2)
    # My cells: game 1, game 2, game 3 are the 1st, 3rd and 5th score cells of a row.
    first, second = (row.locator("td").all_inner_texts() for row in rows.all())
    assert "+" in first[1] and "+" not in first[3] and "+" not in first[5], first
    assert "+" in second[1] and "+" in second[3] and "+" not in second[5], second
    expect(rows.nth(1)).to_contain_text(f"{name} knocks with")
    sheet = dialog.get_by_test_id("score-sheet")
    expect(sheet.get_by_test_id("score-points").first).to_contain_text(" of 300")
    check_accessibility(page)
    screenshot(page, "controls-score-sheet-hollywood")


# ----------------------------------------------------------------------------- motion


@pytest.mark.parametrize(("page_options", "moves"),
                         [(PageOptions(reduced_motion="reduce"), False),
                          (PageOptions(reduced_motion="no-preference"), True)],
                         ids=["reduce", "motion"])
def test_reduced_motion_moves_no_card(planned_page: Page, monkeypatch: pytest.MonkeyPatch,
                                      page_options: PageOptions, moves: bool) -> None:
    """prefers-reduced-motion: no card flies (the deal, a take); with motion they do,
    so the count is the page's doing."""
    page = planned_page
    with planned(monkeypatch, _computer_deals("standard"), [deck_for(AT_TEN, LOOSE, "9d")]):
        page.goto("/")
        sign_in(page, _name("Still"))
        play_computer(page, "standard")
        wait_turn(page)
        action(page, "Take the upcard 9♦").click()
        expect(card(page, "9d")).to_be_visible()
        at_rest(page)
    assert bool(flights(page)) is moves, flights(page)


# ----------------------------------------------------------------------------- the connection


def test_actions_wait_for_the_server_and_a_click_as_it_went_down_is_not_lost(
        browser: Browser, tmp_path: Path) -> None:
    """The server stops answering (stopped, then killed) just as the player draws: the
    click went out but was never read.  While it is down the actions are disabled
    under the banner; when it is back the draw is made (it was not, and the table
    still waits for it), without a second click."""
    first = ServerProcess(f"sqlite:///{tmp_path / 'server.sqlite3'}", tmp_path).start()
    port = int(first.base.rsplit(":", 1)[1])
    problems = Problems()
    problems.allow(r"WebSocket connection to .* failed")
    problems.allow(r"ERR_CONNECTION_REFUSED")
    second: ServerProcess | None = None
    try:
        with open_page(browser, PageOptions(), problems, base_url=first.base) as page:
            page.goto("/")
            sign_in(page, _name("Down"))
            play_computer(page, "standard")
            draw = action(page, "Draw from the stock")
            laydown = page.get_by_test_id("laydown")
            ready = page.get_by_test_id("ready")
            for _turn in range(20):  # pass the upcard until a draw from the stock is offered
                wait_turn(page)
                if draw.count():
                    break
                if laydown.count():
                    # The computer took the upcard and knocked at once (a deal from the
                    # operating system can allow it): this hand ends, the next is dealt.
                    lay_down(page, "Lay down your melds and lay off")
                    continue
                if ready.count():
                    ready.click()
                    expect(ready).to_have_count(0)
                    continue
                passing = page.locator(".actions button", has_text="Pass")
                if passing.count():
                    passing.first.click()
                    expect(passing).to_have_count(0)
            expect(draw).to_be_enabled()
            before = sorted(hand_cards(page))
            at_rest(page)
            assert first.process is not None
            os.kill(first.process.pid, signal.SIGSTOP)  # reads nothing more
            try:
                draw.click()
                assert sorted(hand_cards(page)) == before  # a stopped server answers nothing
            finally:
                first.kill()  # SIGKILL ends a stopped process too
            expect(page.get_by_test_id("reconnecting")).to_be_visible()
            expect(page.get_by_test_id("reconnecting")).to_contain_text(
                "Moves are paused until it is back.")
            expect(draw).to_be_disabled()
            check_accessibility(page)
            second = ServerProcess(f"sqlite:///{tmp_path / 'server.sqlite3'}", tmp_path,
                                   port=port).start()
            expect(page.get_by_test_id("reconnecting")).to_have_count(0, timeout=HUNG * 1000)
            # The draw clicked as the server went down, made once it came back.
            expect(page.locator("[data-hand-card]")).to_have_count(11)
            expect(page.locator(".hand-card.fresh")).to_have_count(1)
            expect(page.get_by_test_id("unsent")).to_have_count(0)
        assert problems.unexpected() == []
    finally:
        first.stop()
        if second is not None:
            second.stop()


def test_a_click_the_connection_lost_while_the_game_moved_on_is_said_not_made(
        browser: Browser, planned_server: InProcessServer,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The draw clicked is lost with the connection (the socket closes before the
    server reads it), and while the page cannot reconnect the turn clock runs out: the
    computer draws for the person (by timeout).  Back, the page does not send the draw
    again (the table no longer waits for it) and says it was not made."""
    base = planned_server.base
    me, other = _name("Lost"), _name("Seat")
    mine, theirs = new_identity(base, me), new_identity(base, other)
    state = {"drop": False, "blocked": False}

    def route(ws: Any) -> None:
        if state["blocked"]:
            ws.close()  # the server cannot be reached
            return
        server = ws.connect_to_server()

        def from_page(message: str | bytes) -> None:
            if state["drop"] and json.loads(message).get("type") == "act":
                state["drop"], state["blocked"] = False, True
                ws.close()  # the act went out and never arrived
                server.close()
                return
            server.send(message)

        ws.on_message(from_page)

    problems = Problems()
    problems.allow(r"WebSocket connection to .* failed")
    with planned(monkeypatch, seed_where("standard", lambda match: match.dealer == 0), []):
        # Made for the computer to play for a person out of time (docs/rules-decisions.md,
        # "Claims"): elsewhere the table would wait for a claim, and the click be resent.
        made = new_table(base, mine, "standard", "PP", target=100, turn_seconds=30,
                         computer_takes_over=True)
        assert http(base, "POST", "/api/tables/join", {"code": made["code"]},
                    token=theirs).status == 200
    with open_page(browser, PageOptions(), problems, base_url=base) as page, \
            ProtocolSeat(base, theirs, made["id"]) as seat:
        page.route_web_socket(re.compile(r"/ws$"), route)
        as_person(page, me, mine)
        page.goto(f"/table/{made['id']}")
        draw = action(page, "Draw from the stock")
        for _turn in range(4):  # the other passes the upcard (throw_back), and so do I
            wait_turn(page)
            if draw.count():
                break
            passing = page.locator(".actions button", has_text="Pass")
            if passing.count():
                passing.first.click()
                expect(passing).to_have_count(0)
        state["drop"] = True
        draw.click()
        expect(page.get_by_test_id("reconnecting")).to_be_visible()
        expect(draw).to_be_disabled()
        # The person's time runs out while the page is away: the computer draws.
        planned_server.clock.advance(31)
        planned_server.call(planned_server.hub.tick)
        deadline = time.monotonic() + HUNG
        while not any(e["type"] == "action" and e["player"] == 0 and e["by"] == "timeout"
                      for e in list(seat.events)):
            assert time.monotonic() < deadline, "the turn clock never ran out"
            page.wait_for_timeout(100)
        state["blocked"] = False
        expect(page.get_by_test_id("reconnecting")).to_have_count(0)
        unsent = page.get_by_test_id("unsent")
        expect(unsent).to_have_text("Not made: Draw from the stock. The connection dropped and"
                                    " the game moved on: look again and decide.")
        expect(page.get_by_test_id("log")).to_contain_text("(time ran out: the computer played)")
        check_accessibility(page)
        assert seat.errors == []
    assert problems.unexpected() == [], problems.unexpected()


def test_one_main_landmark(page: Page) -> None:
    page.goto("/")
    sign_in(page, _name("Main"))
    expect(page.get_by_role("main")).to_have_count(1)
    play_computer(page, "standard")
    expect(page.get_by_role("main")).to_have_count(1)
    expect(page.locator("main")).to_have_count(1)
