"""README's pictures of the browser game, taken from a real game, so they can be taken
again whenever the page changes::

    .venv/bin/python tests/readme_screenshots.py

writes docs/browser-table.png (a desktop, 1280x800), docs/browser-phone.png (a phone
upright, 390x844) and docs/browser-phone-sideways.png (the phone turned, 844x390).
Each is the game of tests/web_layout.py on a server of its own (a planned deal
against the computer): the person has just drawn and chosen the Kc, whose discard
or knock the page offers.  tests/test_web_phone.py takes them into a folder of its
own, so this script is run by the suite too."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pytest
from playwright.sync_api import Browser, sync_playwright

from ginrummy.datadir import ENV_VAR
from server_harness import ROOT, InProcessServer
from web_harness import (
    DESKTOP,
    PHONE,
    PHONE_LANDSCAPE,
    PageOptions,
    Problems,
    Viewport,
    at_rest,
    chromium_path,
    open_page,
)
from web_layout import eleven_cards
from web_player import card, new_identity

#: The picture's file and the screen it shows.
PICTURES: dict[str, Viewport] = {
    "browser-table.png": DESKTOP,
    "browser-phone.png": PHONE,
    "browser-phone-sideways.png": PHONE_LANDSCAPE,
}
PLAYER = "Ada"


def take(browser: Browser, base: str, monkeypatch: pytest.MonkeyPatch, folder: Path,
         player: str = PLAYER) -> list[Path]:
    """The pictures, into ``folder``, of ``player``'s game; fails on anything the pages
    showed going wrong."""
    problems = Problems()
    token = new_identity(base, player)
    written = []
    for name, viewport in PICTURES.items():
        with open_page(browser, PageOptions(viewport), problems, base_url=base) as page:
            # A player past the guided first hand (the guide's own tests picture it).
            page.add_init_script("localStorage.setItem('ginrummy.guide', '\"done\"')")
            eleven_cards(page, base, monkeypatch, player, token=token)
            card(page, "Kc").click()
            at_rest(page)
            target = folder / name
            page.screenshot(path=str(target))
            written.append(target)
    assert problems.unexpected() == [], "\n".join(problems.unexpected())
    return written


def main() -> None:
    executable = chromium_path()
    if executable is None:
        sys.exit("readme_screenshots: no Chromium (apt-get install chromium, or set"
                 " GINRUMMY_CHROMIUM)")
    with tempfile.TemporaryDirectory() as data, pytest.MonkeyPatch.context() as monkeypatch:
        monkeypatch.setenv(ENV_VAR, data)  # the game's data folder: this run's own
        server = InProcessServer(f"sqlite:///{Path(data) / 'server.sqlite3'}").start()
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=executable, headless=True)
                try:
                    for path in take(browser, server.base, monkeypatch, ROOT / "docs"):
                        print(f"readme_screenshots: wrote {path.relative_to(ROOT)}")
                finally:
                    browser.close()
        finally:
            server.stop()


if __name__ == "__main__":
    main()
