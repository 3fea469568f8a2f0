"""A newcomer at the browser game, in a real Chromium (tests/web_harness.py): the
guided first hand from its deal to its end, skipped, and not shown again once done;
How to play for a system from the rule book's words, in two languages; one's
statistics with the rating's chart after finished matches; and the sounds, off
unless turned on, heard (through an instrumented AudioContext) on a discard."""

from __future__ import annotations

import itertools
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast
from playwright.sync_api import Browser, Locator, Page, expect

from server_harness import HUNG, ROOT, InProcessServer, ServerProcess, http, new_table
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
    draw_and_throw_back,
    knock_with,
    new_identity,
    play_computer,
    sign_in,
    throw_back,
    wait_turn,
)

pytestmark = pytest.mark.browser

LOCALES = Path(ROOT / "web" / "locales")
_names = itertools.count(1)

Json = dict[str, Any]


def _name(prefix: str) -> str:
    return f"{prefix}{next(_names)}n{id(_names) % 997}"


def _catalog(code: str) -> dict[str, str]:
    """The catalog's plain messages (no variables) by id."""
    resource = FluentParser().parse((LOCALES / f"{code}.ftl").read_text(encoding="utf-8"))
    return {entry.id.name: "".join(e.value for e in entry.value.elements  # type: ignore[union-attr]
                                   ).strip()
            for entry in resource.body
            if isinstance(entry, ast.Message) and entry.value is not None
            and all(isinstance(e, ast.TextElement) for e in entry.value.elements)}


@pytest.fixture
def planned_page(browser: Browser, planned_server: InProcessServer,
                 page_options: PageOptions) -> Iterator[Page]:
    problems = Problems()
    with open_page(browser, page_options, problems, base_url=planned_server.base) as page:
        yield page
    assert problems.unexpected() == [], "\n".join(problems.unexpected())


def _guide(page: Page) -> Locator:
    return page.get_by_test_id("guide")


def _at_step(page: Page, step: str, number: int) -> None:
    """The guide says step ``step``, numbered ``number`` of 5."""
    expect(_guide(page)).to_have_attribute("data-step", step)
    expect(_guide(page).locator(".guide-count")).to_have_text(f"Step {number} of 5")


def _ring_around(page: Page, selector: str) -> None:
    """The guide's ring is drawn around the element ``selector`` finds."""
    ring = page.get_by_test_id("guide-ring")
    expect(ring).to_be_visible()
    at_rest(page)
    deadline = time.monotonic() + HUNG
    while True:
        around, inside = ring.bounding_box(), page.locator(selector).first.bounding_box()
        assert around is not None and inside is not None
        if (around["x"] <= inside["x"] and around["y"] <= inside["y"]
                and around["x"] + around["width"] >= inside["x"] + inside["width"]
                and around["y"] + around["height"] >= inside["y"] + inside["height"]):
            return
        # the ring follows the element a frame later: read again until it has
        assert time.monotonic() < deadline, (around, inside)
        page.wait_for_timeout(50)


# The person's hand: two melds, 7-8 of diamonds and two kings (35 deadwood); the
# stock gives a loose 5♦, then 9♦ and 6♦: whichever of them comes to the person
# (the computer may take the 5♦ thrown, or draw the 9♦), 7-8♦ becomes a run and a
# king's discard leaves 10, a knock (R5.1).
NEWCOMER = "As 2s 3s 4h 5h 6h 7d 8d Kc Kd"
#: The easy computer's: nothing near a meld, no use for the 2♣ upcard (it passes).
LOOSE = "Ks Qh Jc 9s 7c Jh Qc Th 8h 6c"


def test_the_guided_first_hand_walks_a_real_hand_to_its_end_once(
        planned_page: Page, monkeypatch: pytest.MonkeyPatch) -> None:
    page = planned_page
    seed = seed_where("standard", lambda match: match.dealer == 1)
    with planned(monkeypatch, seed, [deck_for(NEWCOMER, LOOSE, "2c", "5d 9d 6d")]):
        page.goto("/")
        sign_in(page, _name("New"))
        page.get_by_test_id("guide-start").click()
        expect(page.locator(".felt")).to_be_visible()

        # 1. the first upcard offered (R4.3): the ring on the pile
        _at_step(page, "offer", 1)
        expect(page.get_by_test_id("guide-text")).to_contain_text("The first upcard, 2♣")
        _ring_around(page, "[data-anchor='pile']")
        check_accessibility(page)
        screenshot(page, "guide-offer")
        action(page, "Pass").click()

        # 2. the computer passes too; the person draws first (R4.3): the stock
        _at_step(page, "draw", 2)
        _ring_around(page, "[data-anchor='stock']")
        page.locator("[data-anchor='stock']").click()

        # 3. melds, deadwood, a discard
        _at_step(page, "discard", 3)
        guide_text = page.get_by_test_id("guide-text")
        expect(guide_text).to_contain_text("your deadwood, 30 points after your best discard")
        _ring_around(page, ".hand")
        at_rest(page)
        card(page, "5d").click()
        action(page, "Discard 5♦").click()
        expect(card(page, "5d")).to_have_count(0)

        # the computer's turn, then the person draws again: not a new step
        wait_turn(page)
        expect(_guide(page)).to_have_attribute("data-step", "draw")
        expect(_guide(page).locator(".guide-count")).to_have_text("Step 3 of 5")
        page.locator("[data-anchor='stock']").click()

        # 4. a knock is possible: the ring on the king to knock with
        _at_step(page, "knock", 4)
        expect(guide_text).to_contain_text("You can knock")
        expect(guide_text).to_contain_text("10 deadwood, no more than the knock limit of 10")
        named = re.search(r"discarding (K[♣♦])", guide_text.inner_text())
        assert named is not None, guide_text.inner_text()
        king = "Kc" if named.group(1) == "K♣" else "Kd"
        _ring_around(page, f"[data-hand-card='{king}']")
        screenshot(page, "guide-knock")
        knock_with(page, king)

        # 5. the hand's end: what happened, and the score sheet's part
        expect(page.get_by_test_id("outcome")).to_contain_text("knocked and won")
        _at_step(page, "end", 5)
        expect(guide_text).to_contain_text("knocked and won. ")
        expect(guide_text).to_contain_text("points. Each hand's points are added")
        expect(page.get_by_test_id("guide-ring")).to_be_hidden()  # nothing over a dialog
        page.get_by_test_id("ready").click()
        # the next hand is dealt; the guide's last step stays until it is read
        expect(page.get_by_test_id("ready")).to_have_count(0)
        _at_step(page, "end", 5)
        check_accessibility(page)
        page.get_by_test_id("guide-finish").click()
        expect(_guide(page)).to_have_count(0)

        page.reload()
        expect(page.locator(".felt")).to_be_visible()
        wait_turn(page)
        expect(_guide(page)).to_have_count(0)


@pytest.mark.parametrize("page_options", [PageOptions(PHONE, locale="el-GR")], ids=["el-phone"])
def test_the_guide_is_skipped_kept_skipped_and_asked_for_again(
        planned_page: Page, monkeypatch: pytest.MonkeyPatch) -> None:
    page = planned_page
    greek = _catalog("el")
    page.goto("/")
    sign_in(page, _name("Skip"))
    # the computer far from a knock: no dialog comes over the page's buttons
    seed = seed_where("standard", lambda match: match.dealer == 1)
    with planned(monkeypatch, seed, [deck_for(NEWCOMER, LOOSE, "2c")]):
        play_computer(page, "standard", "easy")
    guide = _guide(page)
    expect(guide.locator("h2")).to_contain_text(greek["guide-title"])
    expect(guide).not_to_contain_text("Skip")
    check_accessibility(page)
    screenshot(page, "guide-el-phone")
    page.get_by_test_id("guide-skip").click()
    expect(guide).to_have_count(0)
    page.reload()
    wait_turn(page)
    expect(guide).to_have_count(0)
    # Settings ask for it again: the next table against the computer shows it
    page.get_by_role("button", name=greek["settings"]).click()
    again = page.get_by_test_id("guide-again")
    expect(again).to_have_text(greek["guide-again"])
    again.click()
    expect(again).to_have_text(greek["guide-asked"])
    expect(again).to_be_disabled()
    play_computer(page, "standard", "easy")
    expect(guide).to_be_visible()
    expect(guide.locator(".guide-count")).to_have_text(re.compile(r"^Βήμα \d από 5$"))


def _part(page: Page, rule: str) -> Locator:
    return page.locator(".howto-part", has=page.locator(".rule-id", has_text=re.compile(
        rf"^{re.escape(rule)}$")))


@pytest.mark.parametrize(("code", "locale", "system", "own", "other"), [
    ("tr", "tr-TR", "oklahoma", "R9", "R10"),
    ("hy", "hy-AM", "hollywood", "R10", "R9"),
], ids=["oklahoma-tr", "hollywood-hy"])
def test_how_to_play_a_system_in_the_page_language(
        browser: Browser, web_server: ServerProcess, code: str, locale: str, system: str,
        own: str, other: str) -> None:
    words = _catalog(code)
    problems = Problems()
    with open_page(browser, PageOptions(DESKTOP, locale=locale), problems,
                   base_url=web_server.base) as page:
        page.goto(f"/how-to-play/{system}")
        howto = page.get_by_test_id("how-to-play")
        expect(howto).to_have_attribute("data-system", system)
        expect(howto.locator("h1")).to_contain_text(words[f"system-{system}"])
        # the rule book's parts, each with its rule id, in the page's language
        for rule, title in (("R1, R2", "howto-cards-title"), ("R3", "howto-deal-title"),
                            ("R4", "howto-turn-title"), ("R6", "howto-layoff-title"),
                            ("R7", "howto-drawn-title"), ("R8", "howto-score-title")):
            expect(_part(page, rule).locator("h2")).to_contain_text(words[title])
        expect(_part(page, "R4")).to_contain_text(words["howto-upcard"])
        expect(_part(page, "R6")).to_contain_text(words["howto-layoff-gin"])
        expect(_part(page, own)).to_have_count(1)
        expect(_part(page, other)).to_have_count(0)
        if system == "oklahoma":
            expect(_part(page, "R9")).to_contain_text(words["howto-oklahoma"])
            expect(_part(page, "R5, R9")).to_contain_text(words["howto-knock-upcard"])
        else:
            expect(_part(page, "R10")).to_contain_text(words["howto-hollywood-entries"])
            expect(_part(page, "R5")).to_contain_text(words["rules-no-big-gin"])
        # the numbers are the server's (GET /api/rules/SYSTEM): a game to 100
        rules = http(web_server.base, "GET", f"/api/rules/{system}").body
        expect(_part(page, "R2, R5, R8")).to_contain_text(str(rules["target"]))
        expect(page.get_by_test_id("rules")).to_be_visible()
        # (Turkish players say "knock" and "undercut", as the glossary keeps them)
        english = "deadwood|meld|the stock|discard pile" if code == "tr" \
            else "deadwood|knock|meld|the stock|discard pile|undercut"
        assert re.findall(rf"\b(?:{english})\b", howto.inner_text()) == []
        check_accessibility(page)
        screenshot(page, f"how-to-play-{system}-{code}")
        # another system from the page's own choice
        page.locator("#howto-system").select_option("three-player")
        expect(howto).to_have_attribute("data-system", "three-player")
        expect(_part(page, "R11")).to_contain_text(words["howto-three-roles"])
    assert problems.unexpected() == [], problems.unexpected()


def test_how_to_play_is_reached_from_home_and_from_the_table(page: Page) -> None:
    page.goto("/")
    sign_in(page, _name("Rules"))
    page.locator("#system-computer").select_option("hollywood")
    page.get_by_test_id("how-to-play").click()
    expect(page).to_have_url(re.compile(r"/how-to-play/hollywood$"))
    expect(page.get_by_test_id("how-to-play")).to_have_attribute("data-system", "hollywood")
    page.go_back()
    play_computer(page, "oklahoma")
    link = page.locator("a.how-to-play-link")
    expect(link).to_have_attribute("href", "/how-to-play/oklahoma")
    expect(link).to_have_attribute("target", "_blank")


def _gin_at_once(snapshot: Json) -> Json | None:
    """Take the upcard and go gin with the king (the planned deal allows it), lay down
    the best melds; otherwise as throw_back."""
    choices = snapshot["choices"]
    if choices and choices["to_act"]:
        actions = choices["actions"]
        if "draw_discard" in actions and snapshot["view"]["phase"] == "offer":
            return {"type": "act", "action": {"action": "draw_discard"}}
        gin = [d for d in choices["discards"] if d["gin"]]
        if "knock" in actions and gin:
            return {"type": "act", "action": {"action": "knock", "card": gin[0]["card"]}}
        if "arrange" in actions:
            return {"type": "act", "action": {"action": "arrange",
                                              "melds": choices["arrangements"][0]["melds"]}}
    return throw_back(snapshot)


def _once(choose: Any) -> Any:
    """``choose``, deciding each decision once: a second update before the server
    applied the intent (a seat connecting) must not send it again."""
    decided: set[tuple[Any, ...]] = set()

    def once(snapshot: Json) -> Json | None:
        view = snapshot["view"]
        key = (snapshot["hand"], snapshot["table"]["status"], snapshot["table"]["hand_number"],
               None if view is None else (view["phase"], len(view["events"]), view["to_act"]))
        if key in decided:
            return None
        intent: Json | None = choose(snapshot)
        if intent is not None:
            decided.add(key)
        return intent

    return once


def _finished(base: str, table: str) -> None:
    deadline = time.monotonic() + HUNG
    while http(base, "GET", f"/api/tables/{table}").body["status"] != "over":
        assert time.monotonic() < deadline, f"the match at {table} did not end"
        time.sleep(0.05)


def test_statistics_and_the_rating_chart_after_finished_matches(
        planned_page: Page, planned_server: InProcessServer,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Two matches to 25 won by a gin against another person, and one against the
    computer: the page shows the numbers the server counted and the rating after
    each rated match, as a chart with a text alternative and as a table."""
    page = planned_page
    base = planned_server.base
    name, rival = _name("Stats"), _name("Rival")
    token, other = new_identity(base, name), new_identity(base, rival)
    mine, theirs = "As 2s 3s 4h 5h 6h 7d 8d 9d Kc", "Ks Qh Jc 9s 7c Jh Qc Th 8h 6c"
    seed = seed_where("standard", lambda match: match.dealer == 1)
    for kinds in ("PP", "PP", "PC"):
        with planned(monkeypatch, seed, [deck_for(mine, theirs, "Td")]):
            made = new_table(base, token, "standard", kinds, target=25)
        if kinds == "PP":
            assert http(base, "POST", "/api/tables/join", {"code": made["code"]},
                        token=other).status == 200
        seats = [ProtocolSeat(base, token, made["id"], _once(_gin_at_once))]
        if kinds == "PP":
            seats.append(ProtocolSeat(base, other, made["id"], _once(throw_back)))
        for seat in seats:
            seat.__enter__()
        try:
            _finished(base, made["id"])
        finally:
            for seat in seats:
                seat.__exit__()
        assert [seat.errors for seat in seats] == [[] for _ in seats]
    served = http(base, "GET", "/api/people/me/stats", token=token).body["systems"][0]

    as_person(page, name, token)
    page.goto("/")
    page.get_by_test_id("stats-link").click()
    part = page.locator(".stats-system[data-system='standard']")
    expect(part.locator("h2")).to_have_text("Gin")
    numbers = {dt: dd for dt, dd in zip(part.locator("dt").all_inner_texts(),
                                        part.locator("dd").all_inner_texts(), strict=True)}
    assert numbers["Matches"] == "3"
    assert numbers["Won"] == "3 (100%)"
    assert numbers["Gins"] == "3"
    assert numbers["Knocks (not gin)"] == "0"
    assert numbers["Mean deadwood at a knock"] == "—"
    assert numbers["Wins in a row now"] == numbers["Longest run of wins"] == "3"
    rating = served["rating"]
    assert numbers["Rating"] == f"{rating['rating']:.1f} after 2 rated matches"

    chart = part.get_by_test_id("rating-chart")
    svg = chart.locator("svg[role=img]")
    expect(svg.locator("title").first).to_have_text("Your rating in Gin, match by match")
    history = served["history"]
    assert len(history) == 2
    expect(svg.locator("desc")).to_have_text(
        f"2 rated matches: from {history[0]['rating']:.1f} to {history[1]['rating']:.1f},"
        f" highest {max(p['rating'] for p in history):.1f},"
        f" lowest {min(p['rating'] for p in history):.1f}.")
    points = svg.locator("circle.chart-point")
    expect(points).to_have_count(2)
    # each point where its rating is: the higher rating drawn higher up the chart
    heights = [float(points.nth(i).get_attribute("cy") or "nan") for i in range(2)]
    assert (heights[0] > heights[1]) == (history[1]["rating"] > history[0]["rating"]), heights
    chart.locator("summary").click()
    rows = chart.get_by_test_id("rating-history").locator("tbody tr")
    expect(rows).to_have_count(2)
    expect(rows.nth(1).locator("td").last).to_have_text(f"{history[1]['rating']:.1f}")
    check_accessibility(page)
    screenshot(page, "stats")
    # in Greek: a decimal comma
    page.get_by_test_id("language").select_option("el")
    expect(rows.nth(1).locator("td").last).to_have_text(
        f"{history[1]['rating']:.1f}".replace(".", ","))


#: Records each tone the page starts (its wave and pitch) and each AudioContext made.
AUDIO_PROBE = """
window.__tones = [];
window.__contexts = 0;
window.__hidden = false;
Object.defineProperty(Document.prototype, 'visibilityState',
  { configurable: true, get() { return window.__hidden ? 'hidden' : 'visible'; } });
const Real = window.AudioContext;
window.AudioContext = class extends Real {
  constructor(...args) { super(...args); window.__contexts += 1; }
  createOscillator() {
    const tone = super.createOscillator();
    const start = tone.start.bind(tone);
    tone.start = (...when) => {
      window.__tones.push(tone.type + ' ' + tone.frequency.value);
      return start(...when);
    };
    return tone;
  }
};
"""


def _tones(page: Page) -> list[str]:
    return [str(tone) for tone in page.evaluate("() => window.__tones")]


def test_sounds_are_off_unless_chosen_then_a_discard_is_heard(
        planned_page: Page, monkeypatch: pytest.MonkeyPatch) -> None:
    page = planned_page
    page.add_init_script(AUDIO_PROBE)
    page.goto("/")
    sign_in(page, _name("Sound"))
    page.get_by_role("button", name="Settings").click()
    sound = page.get_by_test_id("sound")
    expect(sound).not_to_be_checked()
    page.get_by_role("button", name="Settings").click()
    # A deal where the computer is far from a knock: the turns below are draws and
    # discards only, no dialog comes between them.
    seed = seed_where("standard", lambda match: match.dealer == 1)
    with planned(monkeypatch, seed, [deck_for(NEWCOMER, LOOSE, "2c")]):
        play_computer(page, "standard", "easy")
    draw_and_throw_back(page)
    draw_and_throw_back(page)
    wait_turn(page)
    assert _tones(page) == [] and page.evaluate("() => window.__contexts") == 0

    page.get_by_role("button", name="Settings").click()
    sound.check()
    page.get_by_role("button", name="Settings").click()
    # turning them on lets one hear what they are like (the turn's chime)
    deadline = time.monotonic() + HUNG
    while "sine 1175" not in _tones(page):
        assert time.monotonic() < deadline, _tones(page)
        page.wait_for_timeout(50)
    page.evaluate("() => { window.__tones = []; }")
    draw_and_throw_back(page)
    # a discard: the low tap (sound.ts), for the person's own and the computer's
    deadline = time.monotonic() + HUNG
    while "triangle 330" not in _tones(page):
        assert time.monotonic() < deadline, _tones(page)
        page.wait_for_timeout(50)

    # kept after a reload; and nothing is heard while the page is not seen
    page.reload()
    wait_turn(page)
    page.get_by_role("button", name="Settings").click()
    expect(sound).to_be_checked()
    page.get_by_role("button", name="Settings").click()
    page.evaluate("() => { window.__hidden = true; window.__tones = []; }")
    draw_and_throw_back(page)
    wait_turn(page)
    assert _tones(page) == []
