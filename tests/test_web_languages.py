"""The browser game in its five languages (web/locales): the browser's language by
default, a switch kept in the browser, every word from the catalog (no message id
ever shown), the server's refusals said from their code, Armenian and Greek
rendered; and the replay of a finished match."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path
from typing import Literal

import pytest
from fluent.syntax import FluentParser, ast
from playwright.sync_api import Browser, Page, expect
from websockets.sync.client import connect

from server_harness import HUNG, ROOT, InProcessServer, http, new_table
from web_harness import (
    DESKTOP,
    PHONE,
    PHONE_LANDSCAPE,
    PageOptions,
    Problems,
    at_rest,
    check_accessibility,
    open_page,
    screenshot,
)
from web_plans import deck_for, planned, seed_where
from web_player import (
    action,
    as_person,
    card,
    knock_with,
    new_identity,
    play_computer,
    sign_in,
    wait_turn,
)

pytestmark = pytest.mark.browser

LOCALES = Path(ROOT / "web" / "locales")
_names = itertools.count(1)


def _catalog(code: str) -> dict[str, str]:
    """The catalog's plain messages (no variables) by id, as text."""
    resource = FluentParser().parse((LOCALES / f"{code}.ftl").read_text(encoding="utf-8"))
    out = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message) and entry.value is not None and \
                all(isinstance(e, ast.TextElement) for e in entry.value.elements):
            out[entry.id.name] = "".join(e.value for e in entry.value.elements  # type: ignore[union-attr]
                                         ).strip()
    return out


IDS = re.compile(r"\b(?:" + "|".join(sorted(
    (re.escape(i) for i in _catalog("en") if "-" in i), key=len, reverse=True)) + r")\b")


def _no_ids_shown(page: Page) -> None:
    """A message missing from a catalog shows as its id: none may."""
    text = page.locator("body").inner_text()
    assert IDS.search(text) is None, f"a message id is shown: {IDS.search(text)}"


def _in_the_language_only(page: Page, text: str, english: str, shot: str) -> None:
    """``text`` (what the page shows) has no message id and none of the ``english``
    words; the page passes axe, and its screenshot is taken as ``shot``."""
    _no_ids_shown(page)
    found = re.findall(rf"\b(?:{english})\b", text)
    assert found == [], f"English on {shot}: {found}"
    check_accessibility(page)
    screenshot(page, shot)


@pytest.mark.parametrize(("code", "locale", "viewport"), [
    ("en", "en-US", DESKTOP), ("tr", "tr-TR", PHONE), ("hy", "hy-AM", DESKTOP),
    ("hy", "hy-AM", PHONE), ("el", "el-GR", DESKTOP), ("el", "el-GR", PHONE_LANDSCAPE),
    ("lt", "lt-LT", DESKTOP)],
    ids=["en-desktop", "tr-phone", "hy-desktop", "hy-phone", "el-desktop", "el-phone-landscape",
         "lt-desktop"])
def test_the_table_in_the_browsers_language(browser: Browser, web_server: object,
                                            code: str, locale: str, viewport: object) -> None:
    from web_harness import Viewport
    assert isinstance(viewport, Viewport)
    words = _catalog(code)
    problems = Problems()
    base = web_server.base  # type: ignore[attr-defined]
    # Turkish in the dark theme too: the system's preference, checked by axe as well
    scheme: Literal["light", "dark"] = "dark" if code == "tr" else "light"
    with open_page(browser, PageOptions(viewport, locale=locale, color_scheme=scheme), problems,
                   base_url=base) as page:
        page.goto("/")
        expect(page.locator("html")).to_have_attribute("lang", code)
        expect(page.locator("form.name-prompt label")).to_have_text(words["name-prompt"])
        check_accessibility(page)
        screenshot(page, f"home-{code}-{viewport.width}x{viewport.height}")
        sign_in(page, f"Lang{code}{next(_names)}{viewport.width}")
        play_computer(page, "oklahoma")
        wait_turn(page)
        expect(page.locator(".stock")).to_be_visible()
        _no_ids_shown(page)
        check_accessibility(page)
        screenshot(page, f"table-{code}-{viewport.width}x{viewport.height}")
        if code in ("hy", "el"):
            # the script is drawn with a font that has it, not as boxes: the system's
            # fonts (DejaVu) cover both, and the page names them in its font list
            has = page.evaluate(
                "t => document.fonts.check('16px system-ui, DejaVu Sans', t)",
                words["settings"])
            assert has, f"no font for {words['settings']!r}"
    assert problems.unexpected() == [], problems.unexpected()


def test_the_language_chosen_is_kept_and_refusals_are_said_in_it(
        page: Page, page_problems: Problems) -> None:
    greek = _catalog("el")
    # the browser itself logs the 404s of an unknown code (the page's and the API's)
    page_problems.allow(r"status of 404 \(Not Found\) \(http://[^)]*/(join/ZZZZZZ|api/tables/join)")
    page_problems.allow(r"^HTTP 404 for document http://\S*/join/ZZZZZZ$")
    page.goto("/")
    sign_in(page, f"Switch{next(_names)}")
    page.get_by_test_id("language").select_option("el")
    expect(page.locator("html")).to_have_attribute("lang", "el")
    page.reload()
    expect(page.locator("html")).to_have_attribute("lang", "el")
    expect(page.get_by_test_id("play-computer")).to_have_text(greek["play-computer-start"])
    # a join code nobody has: the server's unknown_table, said from its reason
    # (join_code_unknown), in Greek
    page.goto("/join/ZZZZZZ")
    expect(page.locator(".refusal")).to_have_text(greek["error-join_code_unknown"])


def test_a_finished_match_replays_step_by_step_with_both_hands(
        browser: Browser, planned_server: InProcessServer,
        monkeypatch: pytest.MonkeyPatch) -> None:
    mine = "As 2s 3s 4h 5h 6h 7d 8d 9d Kc"
    theirs = "Ks Qh Jc 9s 7c Jh Qc Th 8h 6c"
    name = f"Replay{next(_names)}"
    token = new_identity(planned_server.base, name)
    problems = Problems()
    with open_page(browser, PageOptions(), problems, base_url=planned_server.base) as page:
        as_person(page, name, token)
        seed = seed_where("standard", lambda match: match.dealer == 1)
        with planned(monkeypatch, seed, [deck_for(mine, theirs, "Td")]):
            made = new_table(planned_server.base, token, "standard", "PC", target=25)
            page.goto(f"/table/{made['id']}")
            wait_turn(page)
            action(page, "Take the upcard 10♦").click()
            knock_with(page, "Kc")  # gin: 25 and more, the match to 25 is over
        expect(page.get_by_test_id("match-outcome")).to_have_text(f"{name} wins the match")
        record = page.get_by_role("link", name="Download the game record")
        expect(record).to_have_attribute("href", f"/api/tables/{made['id']}/record")
        page.get_by_role("link", name="Replay the match").click()
        expect(page.get_by_test_id("replay")).to_be_visible()
        hands = page.locator(".replay-hand")
        expect(hands).to_have_count(2)
        first = hands.nth(0).locator(".mini")
        expect(first).to_have_count(10)
        expect(page.get_by_test_id("replay-step")).to_contain_text("Step 0 of 4")
        page.get_by_test_id("replay-next").click()
        expect(page.get_by_test_id("replay-step")).to_contain_text(f"{name} · Take 10♦")
        expect(hands.nth(0).locator(".mini")).to_have_count(11)
        check_accessibility(page)
        screenshot(page, "replay")
        for _ in range(3):
            page.keyboard.press("ArrowRight")
        expect(page.get_by_test_id("replay-step")).to_contain_text("Step 4 of 4")
    assert problems.unexpected() == []


def test_large_high_contrast_cards_and_the_four_colour_deck_are_kept(page: Page) -> None:
    """The settings older players asked for: large cards (and the hand still fits a
    phone's width), high contrast, a four-colour deck; kept in the browser."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto("/")
    sign_in(page, f"Large{next(_names)}")
    page.get_by_role("button", name="Settings").click()
    page.get_by_label("Card size").select_option("large")
    page.get_by_label("High-contrast cards").check()
    page.get_by_label("Four-colour deck").check()
    expect(page.locator("html")).to_have_attribute("data-card-size", "large")
    expect(page.locator("html")).to_have_class(re.compile(r"\bcards-contrast\b"))
    play_computer(page, "standard")
    wait_turn(page)
    expect(page.locator(".hand-card .card--four").first).to_be_visible()
    at_rest(page)  # the deal's cards fly in from the stock, drawn at its size
    large = page.locator(".hand-card").first.bounding_box()
    assert large is not None and large["width"] >= 76  # over medium's 72 px on a phone
    page.reload()
    expect(page.locator("html")).to_have_attribute("data-card-size", "large")
    expect(page.locator("html")).to_have_class(re.compile(r"\bcards-contrast\b"))
    wait_turn(page)
    right = page.evaluate(
        "() => Math.max(...[...document.querySelectorAll('.hand-card')]"
        ".map(c => c.getBoundingClientRect().right))")
    assert right <= 390, f"the hand runs off a phone's screen (to {right} px)"
    check_accessibility(page)
    screenshot(page, "table-large-four-colour-phone")


def test_hints_give_their_reasons_in_greek_and_undo_takes_a_draw_back(
        browser: Browser, web_server: object) -> None:
    """Hints and undo at a table where the other seat is a computer: the expert's
    reasons are said from the hint's parts in the page's language (docs/protocol.md,
    hints), with Greek numbers; undo takes back the card taken from the pile."""
    greek = _catalog("el")
    problems = Problems()
    base = web_server.base  # type: ignore[attr-defined]
    with open_page(browser, PageOptions(DESKTOP, locale="el-GR"), problems,
                   base_url=base) as page:
        page.goto("/")
        sign_in(page, f"Hint{next(_names)}")
        play_computer(page, "standard")
        wait_turn(page)
        # the first decision is a draw (the upcard offered, or the pile after it): its
        # reasons speak of the deadwood expected, in Greek, a decimal comma included
        page.get_by_role("button", name=greek["hint"], exact=True).click()
        hints = page.locator(".hints li")
        expect(hints.first).to_be_visible()
        reasons = hints.locator(".reason").all_inner_texts()
        assert reasons and all("ασύνδετα" in reason for reason in reasons), reasons
        # each suggestion names its action: taking the pile names the card on it
        # (el.ftl: action-draw-discard = Πάρε { $card }), never "draw from the stock"
        top = page.locator("button.pile .pile-top").get_attribute("data-card")
        assert top is not None
        suits = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
        label = ("10" if top[0] == "T" else top[0]) + suits[top[1]]
        # a draw's hints are always the two ways to draw, taking the pile one of them,
        # said as its button says it (the upcard offered: "Πάρε το ανοιχτό φύλλο"), once
        take = hints.filter(has=page.locator("strong", has_text=re.compile(
            rf"^Πάρε (το ανοιχτό φύλλο )?{re.escape(label)}$")))
        expect(take).to_have_count(1)
        expect(take.locator(".reason")).not_to_contain_text(re.compile("πάρε", re.I))
        assert any(re.search(r"\d,\d", reason) for reason in reasons), reasons
        assert not any(re.search(r"deadwood|expected|discard", reason) for reason in reasons)
        _no_ids_shown(page)
        check_accessibility(page)
        screenshot(page, "hints-el")
        page.locator(".hints").get_by_role("button", name=greek["action-cancel"]).click()
        expect(page.locator(".hints")).to_have_count(0)

        pile = page.locator("button.pile")
        top = pile.locator(".pile-top").get_attribute("data-card")
        assert top is not None
        at_rest(page)
        pile.click()
        expect(page.locator("[data-hand-card]")).to_have_count(11)
        expect(card(page, top)).to_be_visible()
        page.get_by_role("button", name=greek["undo"], exact=True).click()
        expect(page.locator("[data-hand-card]")).to_have_count(10)
        expect(card(page, top)).to_have_count(0)
        expect(pile.locator(".pile-top")).to_have_attribute("data-card", top)
        expect(pile).to_be_enabled()
    assert problems.unexpected() == [], problems.unexpected()


@pytest.mark.parametrize(("code", "locale"), [
    ("tr", "tr-TR"), ("hy", "hy-AM"), ("el", "el-GR"), ("lt", "lt-LT")])
def test_the_hands_end_is_said_in_the_page_language(
        browser: Browser, planned_server: InProcessServer,
        monkeypatch: pytest.MonkeyPatch, code: str, locale: str) -> None:
    """A knock's end (both hands, the itemised score, the deck verified) in each of the
    source texts' languages: every word from the catalog, none of the English ones."""
    words = _catalog(code)
    mine = "As 2s 3s 4h 5h 6h 7d 8d 9d Kc"
    theirs = "Ks Qh Jc 9s 7c Jh Qc Th 8h 6c"  # melds nothing, passes the 2c (R4.3)
    name = f"End{code}{next(_names)}"
    token = new_identity(planned_server.base, name)
    problems = Problems()
    with open_page(browser, PageOptions(DESKTOP, locale=locale), problems,
                   base_url=planned_server.base) as page:
        as_person(page, name, token)
        seed = seed_where("standard", lambda match: match.dealer == 1)
        with planned(monkeypatch, seed, [deck_for(mine, theirs, "2c")]):
            made = new_table(planned_server.base, token, "standard", "PC", target=None)
            page.goto(f"/table/{made['id']}")
            wait_turn(page)
            at_rest(page)
            page.locator("button.pile").click()  # the upcard 2c
            expect(card(page, "2c")).to_be_visible()
            at_rest(page)
            card(page, "Kc").click()
            page.locator(".actions button.knock").click()
            page.locator(".modal button.primary").click()  # knock, face down
            page.get_by_test_id("laydown-submit").click()  # the melds proposed, on the felt
        expect(page.get_by_test_id("outcome")).to_be_visible()
        expect(page.get_by_test_id("verdict")).to_contain_text(words["end-verified"])
        expect(page.get_by_test_id("itemised")).to_contain_text(words["end-score-difference"])
        _in_the_language_only(page, page.get_by_role("dialog").inner_text(),
                              r"Deadwood|deadwood|points|Score|scores|wins|knocked|defended|"
                              r"Melds|Next hand|Deck verified", f"hand-end-{code}")
    assert problems.unexpected() == [], problems.unexpected()


@pytest.mark.parametrize(("system", "code", "locale"), [
    ("three-player", "lt", "lt-LT"), ("three-player", "hy", "hy-AM"),
    ("hollywood", "el", "el-GR"), ("hollywood", "tr", "tr-TR")])
def test_three_player_roles_and_hollywoods_sheet_in_the_page_language(
        browser: Browser, web_server: object, system: str, code: str, locale: str) -> None:
    """The systems with words of their own: the three-player roles (the box, the
    captain, the advisor) and Hollywood's three games on the score sheet."""
    words = _catalog(code)
    problems = Problems()
    base = web_server.base  # type: ignore[attr-defined]
    with open_page(browser, PageOptions(DESKTOP, locale=locale), problems,
                   base_url=base) as page:
        page.goto("/")
        sign_in(page, f"Sys{code}{next(_names)}")
        play_computer(page, system)
        expect(page.locator(".stock")).to_be_visible()
        sheet = page.get_by_test_id("score-sheet")
        expect(sheet).to_contain_text(words["score-title"])
        if system == "three-player":
            for role in ("role-box", "role-captain", "role-out"):
                expect(sheet.locator(".flag", has_text=words[role])).to_have_count(1)
        else:
            expect(sheet.locator("thead th")).to_have_count(4)  # the name, three games
        _in_the_language_only(page, page.locator("body").inner_text(),
                              r"In the box|Captain|Advisor|sitting out|Score|Game [123]|"
                              r"Player|Your turn|Draw from the stock", f"table-{system}-{code}")
    assert problems.unexpected() == [], problems.unexpected()


def test_a_preset_chat_line_is_read_in_the_readers_language(
        browser: Browser, web_server: object) -> None:
    """The protocol's chat is text: a preset line goes in the sender's language, and a
    page shows a line that is some language's preset in its own (the line as sent in
    its title); any other line exactly as sent."""
    greek, english = _catalog("el"), _catalog("en")
    base = web_server.base  # type: ignore[attr-defined]
    name, other = f"Chat{next(_names)}", f"Talk{next(_names)}"
    token, other_token = new_identity(base, name), new_identity(base, other)
    made = new_table(base, token, "standard", "PP", target=None)
    joined = http(base, "POST", "/api/tables/join", {"code": made["code"]}, token=other_token)
    assert joined.status == 200, joined
    problems = Problems()
    with open_page(browser, PageOptions(DESKTOP, locale="el-GR"), problems,
                   base_url=base) as page:
        as_person(page, name, token)
        page.goto(f"/table/{made['id']}")
        expect(page.locator(".felt")).to_be_visible()
        with connect(base.replace("http://", "ws://") + "/ws", open_timeout=HUNG) as ws:
            ws.send(json.dumps({"type": "hello", "protocol": 2, "token": other_token,
                                "table": made["id"], "as": "player"}))
            while json.loads(ws.recv(timeout=HUNG))["type"] != "snapshot":
                pass
            ws.send(json.dumps({"type": "chat", "text": english["chat-preset-good-luck"]}))
            ws.send(json.dumps({"type": "chat", "text": "Good luck, Ada!"}))
            lines = page.get_by_test_id("chat-lines").locator("li")
            expect(lines).to_have_count(2)
        expect(lines.nth(0)).to_have_text(f"{other}: {greek['chat-preset-good-luck']}")
        expect(lines.nth(0)).to_have_attribute("title", english["chat-preset-good-luck"])
        expect(lines.nth(1)).to_have_text(f"{other}: Good luck, Ada!")
    assert problems.unexpected() == [], problems.unexpected()
