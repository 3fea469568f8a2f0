"""The browser game's page, as the server serves it at ``/``, loads in Chromium:
a title, the app drawn into ``#app``, no error in the page (the ``page`` fixture
fails the test on any), no serious or critical accessibility violation, and a
screenshot in test-artifacts/screenshots/ for people to look at."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from web_harness import check_accessibility, screenshot


def test_the_game_page_loads_and_draws_the_app(page: Page) -> None:
    answer = page.goto("/")
    assert answer is not None and answer.status == 200, f"/ answered {answer and answer.status}"
    assert page.title().strip(), "the page has no <title>"
    # index.html's #app holds only a <noscript> until the app draws itself into it.
    expect(page.locator("#app > :not(noscript)").first).to_be_visible()
    assert page.locator("#app").inner_text().strip(), "#app shows no text"
    check_accessibility(page)
    screenshot(page, "smoke-home-desktop")
