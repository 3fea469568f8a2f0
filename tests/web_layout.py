"""What the browser tests of the phone layout measure, and the game they measure it
in: a planned deal (tests/web_plans.py) played to an eleven-card hand by the person,
who has just drawn from the stock and is to discard.  README's pictures are taken
from the same game (tests/readme_screenshots.py).

The measures are read in the page, as a finger or an eye meets it: a card's touch
target is the part of its button that a tap at that point reaches
(``document.elementFromPoint``), not the drawn card nor the button's box, which the
next card covers in part."""

from __future__ import annotations

import json
from typing import Any, TypedDict

import pytest
from playwright.sync_api import Page, expect

from server_harness import new_table
from web_harness import at_rest
from web_plans import deck_for, planned, seed_where
from web_player import action, as_person, card, new_identity

#: Three melds (As-3s, 4h-6h, 7d-9d) and a Kc; the Qd drawn: four groups to lay out,
#: the most a hand of eleven has here, and a knock with the Kc (10 of deadwood).
MELDS = "As 2s 3s 4h 5h 6h 7d 8d 9d Kc"
#: The computer's: nothing of these melds, and it passes the 2c (R4.3).
PASSES = "Ks Qh Jc 9s 7c Jh Qc Th 8h 6c"
DRAWN = "Qd"
#: A finger's target, CSS px (WCAG 2.5.5, Apple's and Google's guides say 44 to 48).
FINGER = 44


def eleven_cards(page: Page, base: str, monkeypatch: pytest.MonkeyPatch, name: str,
                 settings: dict[str, Any] | None = None, token: str | None = None) -> str:
    """At a new table against the computer (which deals, so the person is offered the
    upcard first, R4.3), the person ``name`` (of ``token``, else new) passes the upcard
    2c, the computer passes it too, and the person draws the Qd from the stock: eleven
    cards, to discard.  The page starts with ``settings`` kept (store.ts).  The
    table's id."""
    token = token or new_identity(base, name)
    as_person(page, name, token)
    if settings is not None:
        keep(page, settings)
    seed = seed_where("standard", lambda match: match.dealer == 1)
    with planned(monkeypatch, seed, [deck_for(MELDS, PASSES, "2c", DRAWN)]):
        made = new_table(base, token, "standard", "PC", target=None, level="hard")
        page.goto(f"/table/{made['id']}")
        action(page, "Pass").click()
        draw = action(page, "Draw from the stock")
        expect(draw).to_be_visible()
        draw.click()
        expect(page.locator("[data-hand-card]")).to_have_count(11)
        expect(card(page, DRAWN)).to_be_visible()
    at_rest(page)
    return str(made["id"])


def keep(page: Page, settings: dict[str, Any]) -> None:
    """The page starts holding these settings, as a page that kept them would (on every
    load: a reload starts from them again)."""
    text = json.dumps(json.dumps(settings))
    page.add_init_script(f"localStorage.setItem('ginrummy.settings', {text})")


class Target(TypedDict):
    card: str
    width: float
    height: float
    top: float
    left: float
    right: float
    bottom: float


_TARGETS = """() => [...document.querySelectorAll('[data-hand-card]')].map((card) => {
  const box = card.getBoundingClientRect();
  const mine = (x, y) => document.elementFromPoint(x, y)?.closest('[data-hand-card]') === card;
  // across the middle, px by px: the longest run a tap there reaches this card
  let run = 0, width = 0, start = 0, from = 0;
  const y = box.top + box.height / 2;
  for (let x = Math.ceil(box.left); x < box.right; x += 1) {
    if (!mine(x, y)) { run = 0; continue; }
    if (run === 0) from = x;
    run += 1;
    if (run > width) { width = run; start = from; }
  }
  // and down the middle of that run
  run = 0; let height = 0;
  const x = start + width / 2;
  for (let yy = Math.ceil(box.top); yy < box.bottom; yy += 1) {
    if (width && mine(x, yy)) { run += 1; height = Math.max(height, run); } else run = 0;
  }
  return { card: card.dataset.handCard, width, height, top: box.top, left: box.left,
           right: box.right, bottom: box.bottom };
})"""


def touch_targets(page: Page) -> list[Target]:
    """Each card of the hand: the width and height a tap reaches it over (px)."""
    at_rest(page)
    page.locator(".hand").scroll_into_view_if_needed()
    found: list[Target] = page.evaluate(_TARGETS)
    return found


def rows(targets: list[Target]) -> list[list[str]]:
    """The hand's rows, top to bottom: cards whose tops are within 8 px share one."""
    out: list[tuple[float, list[str]]] = []
    for target in sorted(targets, key=lambda t: t["top"]):
        if out and target["top"] - out[-1][0] < 8:
            out[-1][1].append(target["card"])
        else:
            out.append((target["top"], [target["card"]]))
    return [cards for _, cards in out]


_SIDEWAYS = """() => {
  const found = [];
  const page = document.scrollingElement;
  if (page.scrollWidth > innerWidth)
    found.push(`the page is ${page.scrollWidth} px wide in ${innerWidth}`);
  for (const element of document.querySelectorAll('body *')) {
    if (element.closest('pre')) continue;  // a command's line may scroll in its box
    const overflow = getComputedStyle(element).overflowX;
    const scroller = overflow === 'auto' || overflow === 'scroll';
    if (scroller && element.scrollWidth > element.clientWidth + 1)
      found.push(`${element.tagName.toLowerCase()}.${element.className} scrolls sideways` +
                 ` (${element.scrollWidth} px in ${element.clientWidth})`);
  }
  return found;
}"""


def sideways(page: Page) -> list[str]:
    """What scrolls sideways on the page (nothing should): the page, or a box in it."""
    found: list[str] = page.evaluate(_SIDEWAYS)
    return found


def scrolls(page: Page) -> list[str]:
    """Sideways or down: the page is taller or wider than the screen."""
    size: dict[str, float] = page.evaluate(
        "() => ({ h: document.scrollingElement.scrollHeight, w: document.scrollingElement"
        ".scrollWidth, ih: innerHeight, iw: innerWidth })")
    found = sideways(page)
    if size["h"] > size["ih"]:
        below: list[str] = page.evaluate(_BELOW)
        found.append(f"the page is {size['h']} px high in {size['ih']}"
                     f" (below the screen: {', '.join(below) or 'nothing drawn'})")
    return found


#: The outermost elements that reach below the screen, named for a failure's message.
_BELOW = """() => [...document.body.querySelectorAll('*')]
  .filter((element) => element.getBoundingClientRect().bottom > innerHeight + 0.5
    && element.parentElement.getBoundingClientRect().bottom <= innerHeight + 0.5)
  .slice(0, 4)
  .map((element) => `${element.tagName.toLowerCase()}${element.id ? '#' + element.id : ''}`
    + `${[...element.classList].map((name) => '.' + name).join('')}`
    + ` to ${Math.round(element.getBoundingClientRect().bottom)}`)"""


_OUTSIDE = """(selectors) => selectors.flatMap((selector) => {
  const all = [...document.querySelectorAll(selector)];
  if (!all.length) return [`nothing is ${selector}`];
  return all.flatMap((element) => {
    const box = element.getBoundingClientRect();
    const [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom].map(Math.round);
    const on = box.left > -0.5 && box.top > -0.5 && box.right < innerWidth + 0.5
      && box.bottom < innerHeight + 0.5;
    return on ? [] : [`${selector} at ${left},${top}-${right},${bottom}`
                      + ` is not all on the ${innerWidth}x${innerHeight} screen`];
  });
})"""


def off_screen(page: Page, selectors: list[str]) -> list[str]:
    """The elements of ``selectors`` not wholly on the screen as it is (or missing)."""
    found: list[str] = page.evaluate(_OUTSIDE, selectors)
    return found


_HEADER = """() => {
  const header = document.querySelector('header.top');
  const found = [];
  const frame = header.getBoundingClientRect();
  const cut = (element) => `${element.scrollWidth} px in ${element.clientWidth}`;
  if (header.scrollWidth > header.clientWidth + 1)
    found.push(`the header overflows (${cut(header)})`);
  const shown = [...header.children].filter((child) =>
    getComputedStyle(child).display !== 'none' && !child.matches('.settings'));
  for (const child of shown) {
    const name = child.className || child.tagName;
    const box = child.getBoundingClientRect();
    if (box.left < -0.5 || box.right > innerWidth + 0.5)
      found.push(`${name} runs off the screen (${box.left} to ${box.right})`);
    if (box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5)
      found.push(`${name} sticks out of the header`);
    for (const inner of [child, ...child.querySelectorAll('*')]) {
      // the select lies unseen over its face, the word of a gear alone is for screen readers
      if (getComputedStyle(inner).position === 'absolute') continue;
      const clips = getComputedStyle(inner).overflowX !== 'visible';
      if (clips && inner.scrollWidth > inner.clientWidth + 1)
        found.push(`${name}: ${inner.className || inner.tagName} is cut (${cut(inner)})`);
    }
    // each text on one line: a range over it has its boxes at one height
    const walker = document.createTreeWalker(child, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const holder = text.parentElement;
      if (!text.textContent.trim() || holder.closest('select')) continue;
      if (getComputedStyle(holder).position === 'absolute') continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const boxes = [...range.getClientRects()].filter((r) => r.width > 0);
      const tops = new Set(boxes.map((r) => Math.round(r.top)));
      if (tops.size > 1) found.push(`"${text.textContent.trim()}" wraps onto ${tops.size} lines`);
    }
  }
  // and all on one line: every item's box overlaps every other's height
  const boxes = shown.map((child) => child.getBoundingClientRect());
  const lowest = Math.max(...boxes.map((b) => b.top));
  if (boxes.length && lowest >= Math.min(...boxes.map((b) => b.bottom)))
    found.push('the header takes more than one line');
  return found;
}"""


def header_problems(page: Page) -> list[str]:
    """What keeps the header from being whole: an item cut, wrapped, off the screen or
    on a second line (the settings opened under it are not the header's)."""
    found: list[str] = page.evaluate(_HEADER)
    return found
