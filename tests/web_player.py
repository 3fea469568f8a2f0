"""A person at the browser game, for the tests: each step done as a player does it
(clicks, taps or keys on what the page shows), and a protocol seat for the other
side of a table (a plain WebSocket client, as the docs describe)."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from typing import Any

from playwright.sync_api import Locator, Page, expect
from websockets.sync.client import connect

from ginrummy.table.snapshot import apply_changes
from server_harness import HUNG, http
from web_harness import at_rest

Json = dict[str, Any]

SIGN_IN = "#name"


def sign_in(page: Page, name: str) -> None:
    """The name asked once on the first visit; the page keeps it in the browser."""
    page.locator(SIGN_IN).fill(name)
    page.locator("form.name-prompt button[type=submit]").click()
    expect(page.locator("header .me")).to_have_text(name)


def as_person(page: Page, name: str, token: str) -> None:
    """The page starts already holding this name and token (for a table a test made
    through the API with options the home page does not offer)."""
    value = json.dumps({"name": name, "token": token})
    page.add_init_script(f"localStorage.setItem('ginrummy.identity', {json.dumps(value)})")


def play_computer(page: Page, system: str, level: str = "hard") -> None:
    page.goto("/")
    page.locator("#system-computer").select_option(system)
    page.locator("#level").select_option(level)
    page.get_by_test_id("play-computer").click()
    expect(page.locator(".felt")).to_be_visible()


def card(page: Page, name: str) -> Locator:
    return page.locator(f'[data-hand-card="{name}"]')


def hand_cards(page: Page) -> list[str]:
    return [c for c in page.locator("[data-hand-card]").evaluate_all(
        "cards => cards.map(c => c.dataset.handCard)")]


def action(page: Page, words: str) -> Locator:
    """A button of the action bar by (the start of) its words."""
    return page.locator(".actions button", has_text=words).first


LAY_DOWN = "[data-testid=laydown-submit]"


def wait_turn(page: Page) -> None:
    """Until the page offers this player something to do (a button of the action bar,
    the prompt to choose a discard, the lay-down on the felt) or a hand's end."""
    expect(page.locator(f".actions button, .actions .prompt, .modal, {LAY_DOWN}").first
           ).to_be_visible()


def confirm(page: Page) -> None:
    page.locator(".modal button.primary").click()


def knock_with(page: Page, name: str) -> None:
    """Choose the face-down discard, knock (or go gin), confirm, then lay down the
    arrangement proposed on the felt (the least deadwood)."""
    at_rest(page)
    card(page, name).click()
    knock = page.locator(".actions button.knock, .actions button.gin")
    expect(knock).to_contain_text(name_short(name))
    knock.click()
    confirm(page)
    lay_down(page, "Lay down your melds")


def lay_down(page: Page, title: str) -> None:
    """Lay down what the felt proposes (the least deadwood, R5.3, R6.4)."""
    laydown = page.get_by_test_id("laydown")
    expect(laydown.locator("h3")).to_have_text(title)
    laydown.locator(LAY_DOWN).click()
    expect(laydown).to_have_count(0)


def name_short(name: str) -> str:
    """A card as the page writes it in text: 'Kc' is 'K♣', 'Td' is '10♦'."""
    rank = "10" if name[0] == "T" else name[0]
    return rank + {"s": "\u2660", "h": "\u2665", "d": "\u2666", "c": "\u2663"}[name[1]]


def draw_and_throw_back(page: Page) -> None:
    """One turn that changes nothing: pass the upcard, or draw from the stock and
    discard the card drawn; as the defender, lay down what is proposed."""
    # Each step waits until the server has taken it (what was offered is gone): the
    # page keeps offering the step until its update comes, and the next turn must not
    # be read from it (a hand that ends then offers nothing more: no draw to wait for).
    wait_turn(page)
    if page.locator(LAY_DOWN).count():
        # the opponent knocked: lay down the melds and lay-offs proposed (R6.4)
        lay_down(page, "Lay down your melds and lay off")
        return
    passing = page.locator(".actions button", has_text="Pass")
    if passing.count():
        passing.first.click()
        expect(passing).to_have_count(0)
        return
    action(page, "Draw from the stock").click()
    fresh = page.locator(".hand-card.fresh")
    expect(fresh).to_have_count(1)
    drawn = fresh.get_attribute("data-hand-card")
    at_rest(page)  # the card drawn flies in, and the hand makes room for it
    fresh.dblclick()
    expect(card(page, str(drawn))).to_have_count(0)


class ProtocolSeat:
    """The other person at a table: a WebSocket client that holds the snapshot as the
    docs say and plays by a rule given (draws from the stock and throws the card
    back, passes the upcard, is ready for the next hand): never knocking."""

    def __init__(self, base: str, token: str, table: str,
                 choose: Callable[[Json], Json | None] | None = None) -> None:
        self.url = base.replace("http://", "ws://") + "/ws"
        self.token = token
        self.table = table
        self.choose = choose or throw_back
        self.snapshot: Json | None = None
        self.events: list[Json] = []
        self.errors: list[Json] = []
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> ProtocolSeat:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self.thread.join(HUNG)

    def _run(self) -> None:
        with connect(self.url, open_timeout=HUNG) as ws:
            ws.send(json.dumps({"type": "hello", "protocol": 2, "token": self.token,
                                "table": self.table, "as": "player"}))
            while not self.stop.is_set():
                try:
                    raw = ws.recv(timeout=0.2)
                except TimeoutError:
                    continue
                message = json.loads(raw)
                kind = message["type"]
                if kind == "snapshot":
                    self.snapshot = {k: v for k, v in message.items() if k != "type"}
                elif kind == "update":
                    assert self.snapshot is not None
                    self.snapshot = apply_changes(self.snapshot, message["seq"],
                                                  message["changes"])
                    self.events.extend(told["event"] for told in message["events"])
                elif kind == "error":
                    self.errors.append(message)
                    continue
                else:
                    continue
                intent = self.choose(self.snapshot)
                if intent is not None:
                    ws.send(json.dumps(intent))


def throw_back(snapshot: Json) -> Json | None:
    """Never knock: pass the upcard, draw from the stock, discard the card drawn; as
    the defender, lay down what is proposed; be ready between hands."""
    table = snapshot["table"]
    you = snapshot["you"]["seat"]
    if table["status"] == "between_hands" and you is not None and \
            not table["seats"][you]["ready"]:
        return {"type": "ready"}
    choices = snapshot["choices"]
    view = snapshot["view"]
    if not choices or not choices["to_act"] or view is None:
        return None
    actions = choices["actions"]
    if "pass" in actions:
        return {"type": "act", "action": {"action": "pass"}}
    if "draw_stock" in actions:
        return {"type": "act", "action": {"action": "draw_stock"}}
    if "lay_off" in actions:  # the other knocked: the melds and lay-offs of R6.4
        showing = choices["showings"][0]
        return {"type": "act", "action": {"action": "lay_off", "melds": showing["melds"],
                                          "layoffs": showing["layoffs"]}}
    if "discard" in actions:
        drawn = view["events"][-1]["card"]
        card_name = drawn if any(d["card"] == drawn for d in choices["discards"]) \
            else choices["discards"][-1]["card"]
        return {"type": "act", "action": {"action": "discard", "card": card_name}}
    return None


def new_identity(base: str, name: str) -> str:
    reply = http(base, "POST", "/api/identities", {"name": name})
    assert reply.status == 201, reply
    token: str = reply.body["token"]
    return token
