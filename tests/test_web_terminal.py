"""A browser seat and a terminal seat at one table: the host plays in the browser
game, the friend runs ``ginrummy play --server URL --table CODE`` in a real
pseudo-terminal (tests/pty_screen.py reads its screen as text); each sees the
other's moves as they come."""

from __future__ import annotations

import os
import re
import sys
import time
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from pty_screen import PtyCommand
from server_harness import HUNG, ROOT, ServerProcess, unique_name
from web_harness import at_rest
from web_player import sign_in

pytestmark = pytest.mark.browser


def test_a_browser_and_a_terminal_play_one_table(page: Page, web_server: ServerProcess,
                                                 tmp_path: Path) -> None:
    host = unique_name("Web")
    page.goto("/")
    sign_in(page, host)
    page.get_by_test_id("play-friend").click()
    link = page.get_by_test_id("share-link")
    expect(link).to_be_visible()
    code = link.inner_text().rsplit("/", 1)[-1]
    friend = unique_name("Term")
    env = dict(os.environ, GINRUMMY_DATA_DIR=str(tmp_path), TERM="xterm-256color",
               PYTHONPATH=str(ROOT / "src"), COLUMNS="110", LINES="32")
    command = PtyCommand([sys.executable, "-m", "ginrummy", "play", "--server",
                          web_server.base, "--table", code, "--name", friend], env,
                         cwd=str(ROOT))
    try:
        command.wait_for("Hand 1", HUNG)
        expect(page.locator(".seats")).to_contain_text(friend)
        thrown: str | None = None  # the browser's last discard
        terminal_discards = 0
        deadline = time.monotonic() + HUNG
        while (thrown is None or terminal_discards < 1) and time.monotonic() < deadline:
            if page.locator(".actions button").count():
                if page.locator(".actions button", has_text="Draw from the stock").count():
                    page.locator(".actions button", has_text="Draw from the stock").click()
                    fresh = page.locator(".hand-card.fresh")
                    expect(fresh).to_have_count(1)
                    thrown = fresh.get_attribute("data-card")
                    at_rest(page)
                    fresh.dblclick()
                    expect(page.locator(".actions button")).to_have_count(0)
                elif page.locator(".actions button", has_text="Pass").count():
                    page.locator(".actions button", has_text="Pass").click()  # the upcard
                    expect(page.locator(".actions button", has_text="Pass")).to_have_count(0)
                continue
            command.read(0.1)
            screen = command.screen.text()
            if "s stock" in screen:
                command.type("s")
                command.wait_for("d discard", HUNG)
                command.type("d")
                # the browser sees the terminal's discard, on the pile and by the seat
                expect(page.locator(".seat", has_text=friend).locator(".seat-last")
                       ).to_contain_text("discarded")
                terminal_discards += 1
            elif "p pass" in screen:
                command.type("p")
                expect(page.locator(".seat", has_text=friend).locator(".seat-last")
                       ).to_contain_text("passed")
        assert thrown is not None and terminal_discards >= 1
        # and the terminal shows the browser player's discard
        shown = ("10" if thrown[0] == "T" else thrown[0]) + "♠♥♦♣"["shdc".index(thrown[1])]
        command.wait_for(re.compile(rf"{re.escape(host)}: .*last: discards {shown}"), HUNG)
        command.type("q")
        command.process.wait(HUNG)
    finally:
        command.close()
