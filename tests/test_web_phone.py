"""The browser game on a phone, in a real Chromium (tests/web_harness.py): upright
(390x844), every card of an eleven-card hand a finger's target (44 px or more of it
reached by a tap) in two rows at most, tapped to choose, dragged by touch to reorder;
sideways (844x390), the hand in one row and the whole table on the screen with
nothing to scroll; the header whole and nothing scrolling sideways in the five
languages on every page; the three card sizes of the settings, kept.  The hand is the
one of tests/web_layout.py: a planned deal, the person has just drawn the Qd."""

from __future__ import annotations

import itertools
import re
import struct
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from readme_screenshots import PICTURES, take
from server_harness import InProcessServer, new_table
from web_harness import (
    PHONE,
    PHONE_LANDSCAPE,
    PageOptions,
    Problems,
    Viewport,
    at_rest,
    check_accessibility,
    open_page,
    screenshot,
)
from web_layout import (
    DRAWN,
    FINGER,
    MELDS,
    PASSES,
    eleven_cards,
    header_problems,
    keep,
    off_screen,
    rows,
    scrolls,
    sideways,
    touch_targets,
)
from web_plans import deck_for, planned, seed_where
from web_player import action, as_person, card, hand_cards, knock_with, new_identity, wait_turn

pytestmark = pytest.mark.browser

_names = itertools.count(1)
LANGUAGES = ("en", "tr", "hy", "el", "lt")
#: The language menu shows the language in use by its own name (main.tsx).
ENDONYMS = {"en": "English", "tr": "Türkçe", "hy": "Հայերեն", "el": "Ελληνικά",
            "lt": "Lietuvių"}


def _name(prefix: str) -> str:
    return f"{prefix}{next(_names)}p{id(_names) % 997}"


@pytest.fixture
def planned_page(browser: Browser, planned_server: InProcessServer,
                 page_options: PageOptions) -> Iterator[Page]:
    problems = Problems()
    with open_page(browser, page_options, problems, base_url=planned_server.base) as page:
        yield page
    assert problems.unexpected() == [], "\n".join(problems.unexpected())


def _fingers(page: Page) -> list[list[str]]:
    """Each card of the hand is a finger's target; the rows of the hand."""
    targets = touch_targets(page)
    assert len(targets) == 11, targets
    small = [f"{t['card']}: {t['width']}x{t['height']} px" for t in targets
             if t["width"] < FINGER or t["height"] < FINGER]
    assert small == [], f"cards a finger misses: {small}"
    return rows(targets)


# ----------------------------------------------------------------------------- upright


@pytest.mark.parametrize(("page_options", "size"), [
    (PageOptions(PHONE), "small"), (PageOptions(PHONE), "medium"),
    (PageOptions(PHONE), "large"), (PageOptions(Viewport(360, 740, mobile=True)), "large")],
    ids=["390-small", "390-medium", "390-large", "360-large"])
def test_upright_every_card_of_eleven_is_a_fingers_target_in_two_rows(
        planned_page: Page, planned_server: InProcessServer,
        monkeypatch: pytest.MonkeyPatch, page_options: PageOptions, size: str) -> None:
    page = planned_page
    eleven_cards(page, planned_server.base, monkeypatch, _name("Up"), {"cardSize": size})
    expect(page.locator("html")).to_have_attribute("data-card-size", size)
    lines = _fingers(page)
    assert len(lines) <= 2, f"the hand takes {len(lines)} rows: {lines}"
    assert sideways(page) == []
    check_accessibility(page)
    view = page_options.viewport
    screenshot(page, f"phone-upright-{view.width}x{view.height}-{size}")


@pytest.mark.parametrize("page_options", [PageOptions(PHONE)], ids=["phone"])
def test_upright_a_tap_chooses_a_card_and_a_touch_drag_moves_it_kept_over_a_reload(
        planned_page: Page, planned_server: InProcessServer,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Real touches (the browser's own touch events, through the DevTools protocol): a
    tap chooses the card (and offers its discard), a finger dragging a card of the
    first row onto the end of the second moves it there (the page never takes the
    drag for a scroll), and the order made is the one shown after a reload."""
    page = planned_page
    eleven_cards(page, planned_server.base, monkeypatch, _name("Touch"))
    card(page, "Kc").tap()
    expect(card(page, "Kc")).to_have_attribute("aria-pressed", "true")
    expect(action(page, "Discard K♣")).to_be_visible()
    # (a second tap at once would be a double tap, which discards): a reload lets it go
    page.reload()
    wait_turn(page)
    expect(card(page, "Kc")).to_have_attribute("aria-pressed", "false")

    before = hand_cards(page)
    lines = _fingers(page)
    assert len(lines) == 2, lines
    moved, last = lines[0][0], lines[1][-1]
    start, end = card(page, moved).bounding_box(), card(page, last).bounding_box()
    assert start is not None and end is not None
    touch = page.context.new_cdp_session(page)
    x0, y0 = start["x"] + 12, start["y"] + start["height"] / 2
    x1, y1 = end["x"] + end["width"] - 6, end["y"] + end["height"] / 2
    touch.send("Input.dispatchTouchEvent",
               {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]})
    for step in range(1, 16):
        f = step / 15
        touch.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [
            {"x": x0 + (x1 - x0) * f, "y": y0 + (y1 - y0) * f}]})
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    expect(page.get_by_label("Sort")).to_have_value("own")
    at_rest(page)
    after = [c for c in before if c != moved] + [moved]
    assert hand_cards(page) == after, (before, hand_cards(page))
    page.reload()
    wait_turn(page)
    assert hand_cards(page) == after
    assert len(_fingers(page)) == 2


# ----------------------------------------------------------------------------- sideways


@pytest.mark.parametrize(("page_options", "language", "size"), [
    (PageOptions(PHONE_LANDSCAPE), "en", "medium"),
    (PageOptions(PHONE_LANDSCAPE), "tr", "large"),
    (PageOptions(PHONE_LANDSCAPE), "hy", "small"),
    (PageOptions(PHONE_LANDSCAPE), "el", "large"),
    (PageOptions(PHONE_LANDSCAPE), "lt", "medium")],
    ids=["en-medium", "tr-large", "hy-small", "el-large", "lt-medium"])
def test_sideways_the_whole_table_is_on_the_screen_with_the_hand_in_one_row(
        planned_page: Page, planned_server: InProcessServer,
        monkeypatch: pytest.MonkeyPatch, language: str, size: str) -> None:
    """As the commercial apps play on a phone turned: the opponent, the stock and the
    pile, the hand in one row and the actions all on the screen, nothing scrolling;
    and still so once a card is chosen (its discard and knock offered)."""
    page = planned_page
    eleven_cards(page, planned_server.base, monkeypatch, _name("Side"), {"cardSize": size})
    page.get_by_test_id("language").select_option(language)
    expect(page.locator("html")).to_have_attribute("lang", language)
    at_rest(page)
    lines = _fingers(page)
    assert len(lines) == 1, f"the hand takes {len(lines)} rows: {lines}"
    table = ["[data-testid=opponent]", ".stock", ".pile", "[data-hand-card]", ".actions",
             ".actions > *", "header.top"]
    assert scrolls(page) == []
    assert off_screen(page, table) == []
    card(page, "Kc").tap()
    expect(page.locator(".actions button")).to_have_count(2)  # discard it, or knock with it
    at_rest(page)
    assert scrolls(page) == []
    assert off_screen(page, table) == []
    assert header_problems(page) == []
    check_accessibility(page)
    screenshot(page, f"phone-sideways-{language}-{size}")


# ----------------------------------------------------------------------------- every page


@pytest.mark.parametrize("page_options", [PageOptions(PHONE), PageOptions(PHONE_LANDSCAPE)],
                         ids=["upright", "sideways"])
def test_the_header_is_whole_and_no_page_scrolls_sideways_in_any_language(
        planned_page: Page, planned_server: InProcessServer,
        monkeypatch: pytest.MonkeyPatch, page_options: PageOptions) -> None:
    """Each page (the table with its rules open, the replay of the match, the fair
    shuffles, home) in each language: the header on one line with nothing cut, its
    language menu and Settings on the screen, and nothing to scroll sideways.  The
    match is won by a gin at once (a planned deal) so that it can be replayed."""
    page = planned_page
    base = planned_server.base
    name = _name("Every")
    token = new_identity(base, name)
    as_person(page, name, token)
    view = page_options.viewport

    def whole(where: str, language: str) -> None:
        expect(page.locator("html")).to_have_attribute("lang", language)
        face = page.locator("header .language-face")
        expect(face).to_have_text(ENDONYMS[language])
        expect(face).to_be_visible()
        expect(page.locator("header .settings-button")).to_be_visible()
        at_rest(page)
        problems = header_problems(page) + sideways(page)
        assert problems == [], f"{where} in {language} at {view.width}x{view.height}: {problems}"

    seed = seed_where("standard", lambda match: match.dealer == 1)
    with planned(monkeypatch, seed, [deck_for(MELDS, PASSES, "Td")]):
        made = new_table(base, token, "standard", "PC", target=25, level="hard")
        page.goto(f"/table/{made['id']}")
        wait_turn(page)
        page.get_by_role("button", name="Rules").click()
        expect(page.get_by_test_id("rules")).to_be_visible()
        for language in LANGUAGES:
            page.get_by_test_id("language").select_option(language)
            whole("the table", language)
        page.get_by_test_id("language").select_option("en")
        action(page, "Take the upcard 10♦").click()
        knock_with(page, "Kc")  # gin: 25 and more, the match to 25 is over
        expect(page.get_by_test_id("match-outcome")).to_have_text(f"{name} wins the match")
    for path, where, shown in ((f"/replay/{made['id']}", "the replay", "replay"),
                               ("/fair", "fair shuffles", "fair"), ("/", "home", "play-computer")):
        page.goto(path)
        expect(page.get_by_test_id(shown)).to_be_visible()
        for language in LANGUAGES:
            page.get_by_test_id("language").select_option(language)
            whole(where, language)
        screenshot(page, f"{where.replace(' ', '-')}-lt-{view.width}x{view.height}")
    check_accessibility(page)


# ----------------------------------------------------------------------------- card sizes


@pytest.mark.parametrize("page_options", [PageOptions(PHONE)], ids=["phone"])
def test_three_card_sizes_each_change_the_cards_and_are_kept_over_a_reload(
        planned_page: Page, planned_server: InProcessServer,
        monkeypatch: pytest.MonkeyPatch) -> None:
    page = planned_page
    eleven_cards(page, planned_server.base, monkeypatch, _name("Size"))

    def widths() -> tuple[float, float]:
        at_rest(page)
        hand = card(page, DRAWN).bounding_box()
        pile = page.locator(".pile").bounding_box()
        assert hand is not None and pile is not None
        return hand["width"], pile["width"]

    page.get_by_role("button", name="Settings").click()
    chooser = page.get_by_label("Card size")
    expect(chooser).to_have_value("medium")
    seen = {}
    for size in ("small", "medium", "large"):
        chooser.select_option(size)
        expect(page.locator("html")).to_have_attribute("data-card-size", size)
        seen[size] = widths()
        assert len(_fingers(page)) <= 2
    for which in (0, 1):  # the hand's cards and the felt's
        assert seen["small"][which] < seen["medium"][which] < seen["large"][which], seen
    check_accessibility(page)
    page.reload()
    wait_turn(page)
    expect(page.locator("html")).to_have_attribute("data-card-size", "large")
    assert widths() == pytest.approx(seen["large"], abs=0.5)
    page.get_by_role("button", name="Settings").click()
    expect(page.get_by_label("Card size")).to_have_value("large")
    expect(page.get_by_role("option", name="Large")).to_have_count(1)


@pytest.mark.parametrize("page_options", [PageOptions(PHONE)], ids=["phone"])
def test_an_older_pages_large_high_contrast_cards_are_read_as_large_and_high_contrast(
        planned_page: Page) -> None:
    """Settings kept by the page before the sizes (one box: "large, high-contrast
    cards") still give what was chosen then."""
    page = planned_page
    keep(page, {"largeCards": True, "fourColour": True, "speed": "fast"})
    page.goto("/")
    expect(page.locator("html")).to_have_attribute("data-card-size", "large")
    expect(page.locator("html")).to_have_class(re.compile(r"\bcards-contrast\b"))
    expect(page.locator("html")).to_have_class(re.compile(r"\bfour-colour\b"))
    page.get_by_role("button", name="Settings").click()
    expect(page.get_by_label("Card size")).to_have_value("large")
    expect(page.get_by_label("High-contrast cards")).to_be_checked()
    expect(page.get_by_label("Four-colour deck")).to_be_checked()
    # once changed, the settings are kept in the new shape
    page.get_by_label("High-contrast cards").uncheck()
    kept = page.evaluate("() => JSON.parse(localStorage.getItem('ginrummy.settings'))")
    assert "largeCards" not in kept and kept["cardSize"] == "large" \
        and kept["highContrast"] is False, kept


# ----------------------------------------------------------------------------- README


def test_readmes_pictures_can_be_taken_again(browser: Browser, planned_server: InProcessServer,
                                             monkeypatch: pytest.MonkeyPatch,
                                             tmp_path: Path) -> None:
    """tests/readme_screenshots.py, as README's pictures are retaken: each of the game
    at its screen's size."""
    pictures = take(browser, planned_server.base, monkeypatch, tmp_path, player=_name("Ada"))
    for path in pictures:
        width, height = struct.unpack(">II", path.read_bytes()[16:24])  # the PNG's IHDR
        view = PICTURES[path.name]
        assert (width, height) == (view.width, view.height), path.name
