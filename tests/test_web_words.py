"""Every word in the player's language (issue 49, D: items 12 and 14), in a real
Chromium: the server's refusals said from their reasons (never its English), the
served page's ``lang``, title and noscript in the request's language, a change of
language redrawing every line at once, Armenian numbers where the browser has no
Armenian number data, computers named by level (a ``--bot`` too), and the replay
of a finished match in another language, its lay-offs and whose row is whose."""

from __future__ import annotations

import itertools
import json
import re
import unicodedata
from collections.abc import Iterator
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast
from playwright.sync_api import Browser, Page, WebSocketRoute, expect

from server_harness import ROOT, InProcessServer, http, new_table
from web_harness import DESKTOP, PageOptions, Problems, check_accessibility, open_page, screenshot
from web_plans import deck_for, planned, seed_where
from web_player import ProtocolSeat, as_person, new_identity, play_computer, sign_in, wait_turn

pytestmark = pytest.mark.browser

LOCALES = ROOT / "web" / "locales"
_names = itertools.count(1)
Json = dict[str, Any]


def catalog(code: str) -> dict[str, str]:
    """Each message of a catalog as its text: a term (``{ -game }``) as the term says
    it, a variable written ``{ $name }`` (for :func:`said` to fill in)."""
    resource = FluentParser().parse((LOCALES / f"{code}.ftl").read_text(encoding="utf-8"))
    terms: dict[str, str] = {}

    def text_of(pattern: ast.Pattern) -> str:
        text = ""
        for element in pattern.elements:
            if isinstance(element, ast.TextElement):
                text += element.value
            elif isinstance(element.expression, ast.VariableReference):
                text += "{ $" + element.expression.id.name + " }"
            elif isinstance(element.expression, ast.TermReference):
                text += terms[element.expression.id.name]
        return text.strip()

    out = {}
    for entry in resource.body:
        if isinstance(entry, ast.Term):
            terms[entry.id.name] = text_of(entry.value)
        elif isinstance(entry, ast.Message) and entry.value is not None:
            out[entry.id.name] = text_of(entry.value)
    return out


def said(language: str, message: str, **args: str) -> str:
    """A message of the catalog of ``language`` with its variables (plain ones) filled."""
    text = catalog(language)[message]
    for name, value in args.items():
        text = text.replace("{ $" + name + " }", value)
    assert "{ $" not in text, text
    return text


def latin_runs(text: str) -> list[str]:
    """Runs of two or more words in Latin letters on one line of ``text``: an English
    sentence (or a piece of one) shown to a reader of another language.  A single
    Latin word (a language's own name in the menu, a code point U+200B) is no
    sentence; a word is letters only, two at least."""
    runs = []
    for line in text.splitlines():
        run: list[str] = []
        for token in line.split():
            word = token.strip(".,:;!?()[]«»\"'·…—–-")
            latin = len(word) >= 2 and word.isalpha() and all(
                unicodedata.name(c, "").startswith("LATIN") for c in word)
            if latin:
                run.append(word)
                continue
            if len(run) >= 2:
                runs.append(" ".join(run))
            run = []
        if len(run) >= 2:
            runs.append(" ".join(run))
    return runs


def test_a_run_of_latin_words_is_found_and_a_lone_one_is_not() -> None:
    assert latin_runs("Το όνομα δεν μπορεί να περιέχει U+200B: δεν φαίνεται.") == []
    assert latin_runs("Ελληνικά\nEnglish\nTürkçe") == []
    assert latin_runs("Κάτι: 4d was just taken (R4.2)") == ["was just taken"]
    assert latin_runs("holds U+200B (ZERO WIDTH SPACE), which") == ["ZERO WIDTH SPACE which"]


def greek_name() -> str:
    return f"Ελένη{next(_names)}"


def card_label(card: str) -> str:
    suits = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
    return ("10" if card[0] == "T" else card[0]) + suits[card[1]]


# ----------------------------------------------------------------------------- the page served


@pytest.mark.parametrize(("code", "accept", "locale"), [
    ("el", "el-GR,el;q=0.9,en;q=0.5", "el-GR"), ("tr", "de-DE,tr;q=0.8,en;q=0.3", "tr-TR")],
    ids=["el", "tr"])
def test_the_page_is_served_in_the_requests_language(
        browser: Browser, web_server: object, code: str, accept: str, locale: str) -> None:
    """index.html as served (before any script runs): its lang, title and noscript in
    the language Accept-Language prefers (German first for Turkish: a language the
    game has not is passed over), its assets still named by their hashes and its
    security headers kept; so a browser without JavaScript shows it."""
    base = web_server.base  # type: ignore[attr-defined]
    words = catalog(code)
    served = http(base, "GET", "/", headers={"Accept-Language": accept})
    assert served.status == 200
    assert f'<html lang="{code}"' in served.text
    assert f"<title>{words['app-title']}</title>" in served.text
    noscript = said(code, "page-noscript")
    assert f"<noscript>{noscript}</noscript>" in served.text
    assert re.search(r'src="/static/app\.js\?v=[0-9a-f]{12}"', served.text)
    assert re.search(r'href="/static/app\.css\?v=[0-9a-f]{12}"', served.text)
    assert "script-src 'self'" in served.headers["content-security-policy"]
    assert served.headers["content-language"] == code
    assert "accept-language" in served.headers["vary"].lower()
    # a browser that runs no script: the page as served (Chromium keeps a noscript's
    # words as its text when scripts are only switched off, so they are read so)
    context = browser.new_context(java_script_enabled=False, base_url=base,
                                  extra_http_headers={"Accept-Language": accept})
    try:
        page = context.new_page()
        page.goto("/table/whatever")
        assert page.title() == words["app-title"]
        expect(page.locator("html")).to_have_attribute("lang", code)
        assert page.locator("noscript").text_content() == noscript
        # a share link's page says how to join from a terminal, in the language too
        missing = page.goto("/join/ZZZZZZ")
        assert missing is not None and missing.status == 404
        assert page.locator("noscript").text_content() == said(
            code, "page-noscript-unknown-code", code="ZZZZZZ")
    finally:
        context.close()
    # with its script, the page keeps the language (and passes axe)
    problems = Problems()
    with open_page(browser, PageOptions(DESKTOP, locale=locale), problems,
                   base_url=base) as page:
        page.goto("/")
        expect(page.locator("html")).to_have_attribute("lang", code)
        expect(page.locator("form.name-prompt label")).to_have_text(words["name-prompt"])
        assert page.title() == words["app-title"]
        check_accessibility(page)
    assert problems.unexpected() == [], problems.unexpected()


# ----------------------------------------------------------------------------- refusals


def test_a_refused_name_is_said_in_greek_and_again_in_turkish_at_once(
        browser: Browser, web_server: object) -> None:
    """The server refuses a name holding U+200B (it shows as nothing): the page says
    so from the reason, in Greek, no English; switched to Turkish it says it in
    Turkish at once, without asking again."""
    problems = Problems()
    problems.allow(r"status of 422 \(Unprocessable (Content|Entity)\)")
    base = web_server.base  # type: ignore[attr-defined]
    with open_page(browser, PageOptions(DESKTOP, locale="el-GR"), problems,
                   base_url=base) as page:
        page.goto("/")
        page.locator("#name").fill("Ελένη\u200b")
        page.locator("form.name-prompt button[type=submit]").click()
        refusal = page.locator("form.name-prompt .refusal")
        expect(refusal).to_have_text(said("el", "error-name_invisible_character",
                                          character="U+200B"))
        text = page.locator("body").inner_text()
        assert latin_runs(text) == [], latin_runs(text)
        assert "ZERO WIDTH" not in text and "not allowed" not in text
        check_accessibility(page)
        screenshot(page, "refused-name-el")
        page.get_by_test_id("language").select_option("tr")
        expect(refusal).to_have_text(said("tr", "error-name_invisible_character",
                                          character="U+200B"))
    assert problems.unexpected() == [], problems.unexpected()


def _rewriting(page: Page) -> dict[str, WebSocketRoute]:
    """The page's table socket, passed through to the server as it is, with a handle
    for the test to send the server messages of its own on it (as a client that
    got out of step would): their answers come to the page."""
    held: dict[str, WebSocketRoute] = {}

    def route(ws: WebSocketRoute) -> None:
        held["server"] = ws.connect_to_server()

    page.route_web_socket(re.compile(r"/ws$"), route)
    return held


def test_an_illegal_move_is_said_in_greek_with_its_card(
        browser: Browser, planned_server: InProcessServer,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The page's socket takes the upcard, then discards it at once, which R4.2
    forbids: the server refuses with the reason discard_just_taken and the card, and
    the Greek page says it in Greek, the card as 10♦, no English."""
    mine = "As 2s 3s 4h 5h 6h 7d 8d 9d Kc"
    theirs = "Ks Qh Jc 9s 7c Jh Qc Th 8h 6c"
    name = greek_name()
    token = new_identity(planned_server.base, name)
    problems = Problems()
    with open_page(browser, PageOptions(DESKTOP, locale="el-GR"), problems,
                   base_url=planned_server.base) as page:
        as_person(page, name, token)
        held = _rewriting(page)
        seed = seed_where("standard", lambda match: match.dealer == 1)
        with planned(monkeypatch, seed, [deck_for(mine, theirs, "Td")]):
            made = new_table(planned_server.base, token, "standard", "PC", target=None)
            page.goto(f"/table/{made['id']}")
            wait_turn(page)  # offered the upcard 10♦ (R4.3)
            server = held["server"]
            server.send(json.dumps({"type": "act", "action": {"action": "draw_discard"}}))
            expect(page.locator('[data-hand-card="Td"]')).to_be_visible()
            illegal = json.dumps({"type": "act", "action": {"action": "discard", "card": "Td"}})
            server.send(illegal)
            refusal = page.get_by_test_id("refusal")
            expected = said("el", "error-discard_just_taken", card="10♦")
            expect(refusal).to_have_text(expected)
            text = page.locator("body").inner_text()
            assert expected in text
            assert latin_runs(text) == [], latin_runs(text)
            assert "discard pile" not in text and "R4.2" not in text
            server.send(illegal)  # said again: the refusal stays in view for axe
            expect(refusal).to_be_visible()
            check_accessibility(page)
            screenshot(page, "illegal-move-el")
    assert problems.unexpected() == [], problems.unexpected()


# ----------------------------------------------------------------------------- redrawn at once


@pytest.mark.parametrize("page_options", [PageOptions(DESKTOP, locale="en-US")], ids=["en"])
def test_switching_language_redraws_the_last_lines_at_once(page: Page) -> None:
    english, greek = catalog("en"), catalog("el")
    page.goto("/")
    sign_in(page, f"Switch{next(_names)}")
    play_computer(page, "standard")
    wait_turn(page)
    # one decision of this player's: its "Last:" line appears beside the seat
    button = page.locator(".actions button").first
    button.click()
    mine = page.locator(".seat.mine .seat-last")
    expect(mine).to_contain_text(english["last-action"].split("{")[0].strip())
    page.get_by_test_id("language").select_option("el")
    prefix = greek["last-action"].split("{")[0].strip()
    lines = page.locator(".seat-last")
    expect(mine).to_contain_text(prefix)
    for text in lines.all_inner_texts():
        assert text.startswith(prefix), text
    expect(page.locator(".log")).not_to_contain_text("Last:")
    log = page.get_by_test_id("log").inner_text()
    assert latin_runs(log.replace(page.locator("header .me").inner_text(), "")) == [], log
    check_accessibility(page)


# ----------------------------------------------------------------------------- Armenian numbers

#: A browser without Armenian number data, as some builds are: Intl resolves "hy" to
#: the default language and writes 29.0 (installed before the page's own script).
NO_ARMENIAN_NUMBERS = """
(() => {
  const Real = Intl.NumberFormat;
  const notArmenian = (locales) => [].concat(locales ?? [])
    .filter((l) => !String(l).toLowerCase().startsWith("hy"));
  function NumberFormat(locales, options) {
    const kept = notArmenian(locales);
    return new Real(kept.length ? kept : "en-US", options);
  }
  NumberFormat.prototype = Real.prototype;
  NumberFormat.supportedLocalesOf = (locales, options) =>
    Real.supportedLocalesOf(notArmenian(locales), options);
  Intl.NumberFormat = NumberFormat;
})();
"""


@pytest.mark.parametrize("page_options", [PageOptions(DESKTOP, locale="hy-AM")], ids=["hy"])
def test_armenian_numbers_use_the_catalogs_separators_without_the_browsers_data(
        page: Page) -> None:
    page.add_init_script(NO_ARMENIAN_NUMBERS)
    armenian = catalog("hy")
    page.goto("/")
    # the browser here has no Armenian number data: Intl alone would write 29.0
    assert page.evaluate("Intl.NumberFormat.supportedLocalesOf(['hy']).length") == 0
    assert page.evaluate(
        "new Intl.NumberFormat('hy', {minimumFractionDigits: 1}).format(29)") == "29.0"
    sign_in(page, f"Թիվ{next(_names)}")
    play_computer(page, "standard")
    wait_turn(page)
    # the first decision's hints speak of the deadwood expected after a blind draw,
    # a number with one decimal: the catalog's decimal separator, the comma
    page.get_by_role("button", name=armenian["hint"], exact=True).click()
    reasons = page.locator(".hints li .reason")
    expect(reasons.first).to_be_visible()
    texts = reasons.all_inner_texts()
    assert armenian["number-decimal"] == ","
    assert any(re.search(r"\d,\d", text) for text in texts), texts
    assert not any(re.search(r"\d\.\d", text) for text in texts), texts
    check_accessibility(page)
    screenshot(page, "hints-hy-no-number-data")


# ----------------------------------------------------------------------------- the replay


def _knock_with_kc(snapshot: Json) -> Json | None:
    """The person's plan: take the upcard 2c, knock discarding Kc face down (2
    deadwood), lay down the melds proposed; ready between hands."""
    choices, view = snapshot["choices"], snapshot["view"]
    if not choices or not choices["to_act"] or view is None:
        return None
    actions = choices["actions"]
    if "draw_discard" in actions and view["phase"] == "offer":
        return {"type": "act", "action": {"action": "draw_discard"}}
    if "knock" in actions:
        return {"type": "act", "action": {"action": "knock", "card": "Kc"}}
    if "arrange" in actions:
        return {"type": "act", "action": {"action": "arrange",
                                          "melds": choices["arrangements"][0]["melds"]}}
    return None


def test_the_replay_in_greek_names_the_players_shows_the_layoffs_and_whose_row(
        browser: Browser, planned_server: InProcessServer,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A match ended by one knock on which the computer lays off 4♠ and 7♥: its
    replay in Greek names the computer by its level in Greek, heads each row of
    cards with its owner, and shows the knocker's melds with the cards laid off on
    them, and the list of lay-offs."""
    mine = "As 2s 3s 4h 5h 6h 7d 8d 9d Kc"
    theirs = "4s 7h Ks Qd Jc 9c 7c Jh 5c 3d"  # no meld; 4s and 7h extend two of mine
    name = greek_name()
    token = new_identity(planned_server.base, name)
    seed = seed_where("standard", lambda match: match.dealer == 1)
    with planned(monkeypatch, seed, [deck_for(mine, theirs, "2c")]):
        made = new_table(planned_server.base, token, "standard", "PC", target=25)
        with ProtocolSeat(planned_server.base, token, made["id"], _knock_with_kc) as seat:
            record: Json = {}
            for _ in range(600):
                reply = http(planned_server.base, "GET", f"/api/tables/{made['id']}/record")
                if reply.status == 200:
                    record = dict(reply.body)
                    break
                seat.stop.wait(0.1)
            assert record, f"the match did not end: {seat.errors}"
    end = record["hands"][0]["end"]
    assert end["outcome"] == "knock" and {lo["card"] for lo in end["layoffs"]} == {"4s", "7h"}
    greek = catalog("el")
    computer = said("el", "seat-computer", level=greek["level-easy"])
    problems = Problems()
    with open_page(browser, PageOptions(DESKTOP, locale="el-GR"), problems,
                   base_url=planned_server.base) as page:
        as_person(page, name, token)
        page.goto(f"/replay/{made['id']}")
        expect(page.get_by_test_id("replay")).to_be_visible()
        seats = record["hands"][0]["seats"]
        owners = [name if player == 0 else computer for player in seats]
        for hand_seat, owner in enumerate(owners):
            row = page.get_by_test_id(f"replay-hand-{hand_seat}")
            expect(row.locator("h2")).to_contain_text(said("el", "replay-cards-of", name=owner))
        page.get_by_role("button", name=greek["replay-last"], exact=True).click()
        knocker = page.get_by_test_id("replay-knocker")
        expect(knocker.locator("h3")).to_contain_text(said("el", "end-knocker", name=name))
        expect(page.get_by_test_id("replay-defender").locator("h3")).to_contain_text(
            said("el", "end-defender", name=computer))
        for layoff in end["layoffs"]:
            meld = knocker.locator(".meld-row").nth(layoff["meld"])
            expect(meld.locator(f'.laid-off[data-card="{layoff["card"]}"]')).to_have_count(1)
        expected = ", ".join(said("el", "layoff-on", card=card_label(lo["card"]),
                                  meld=str(lo["meld"] + 1)) for lo in end["layoffs"])
        expect(page.get_by_test_id("replay-layoffs")).to_have_text(
            f"{greek['end-layoffs']}: {expected}")
        text = page.get_by_test_id("replay").inner_text()
        assert "computer" not in text.lower() and latin_runs(text) == [], text
        check_accessibility(page)
        screenshot(page, "replay-el")
    assert problems.unexpected() == [], problems.unexpected()


# ----------------------------------------------------------------------------- a --bot level


@pytest.fixture(scope="module")
def bot_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[InProcessServer]:
    """A server whose operator installed a bot (``--bot honest=sandbox_bots:Honest``);
    the bot's process finds tests/sandbox_bots.py on PYTHONPATH."""
    folder = tmp_path_factory.mktemp("bots")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PYTHONPATH", f"{ROOT / 'tests'}:{ROOT / 'src'}")
        server = InProcessServer(f"sqlite:///{folder / 'server.sqlite3'}",
                                 bots=(("honest", "sandbox_bots:Honest"),)).start()
        try:
            yield server
        finally:
            server.stop()


def test_a_bot_and_a_built_in_level_are_named_in_the_readers_language(
        browser: Browser, bot_server: InProcessServer) -> None:
    """At a three-player table of a person, a bot the operator installed and the hard
    computer, read in Lithuanian: each computer "Kompiuteris (...)" with its level
    in Lithuanian (the bot by its own name), numbered as there are two; never the
    server's English "computer 2 (hard)"."""
    lithuanian = catalog("lt")
    name = f"Rūta{next(_names)}"
    token = new_identity(bot_server.base, name)
    made = http(bot_server.base, "POST", "/api/tables", {
        "system": "three-player", "seats": [
            {"kind": "person"}, {"kind": "computer", "level": "honest"},
            {"kind": "computer", "level": "hard"}]}, token=token)
    assert made.status == 201, made
    problems = Problems()
    with open_page(browser, PageOptions(DESKTOP, locale="lt-LT"), problems,
                   base_url=bot_server.base) as page:
        as_person(page, name, token)
        page.goto(f"/table/{made.body['id']}")
        bot = said("lt", "seat-computer", level="Honest") + " 2"
        hard = said("lt", "seat-computer", level=lithuanian["level-hard"]) + " 3"
        expect(page.get_by_test_id("seat-1").locator(".seat-name")).to_have_text(bot)
        expect(page.get_by_test_id("seat-2").locator(".seat-name")).to_have_text(hard)
        seats = page.locator(".seats").inner_text()
        assert "computer" not in seats and "hard" not in seats, seats
        check_accessibility(page)
    assert problems.unexpected() == [], problems.unexpected()
