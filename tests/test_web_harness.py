"""The browser tests' harness (tests/web_harness.py) catches what it is there to
catch: console errors, uncaught exceptions, failed requests and assets answered
with an HTTP error, accessibility violations; sets the page up as asked; writes
screenshots; and skips or fails as ``GINRUMMY_REQUIRE_BROWSER`` says.

Pages here are drawn with ``set_content`` (and a route for a failed request), so
these tests need the browser and the harness's server, not the game."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

import web_harness
from server_harness import HUNG, ROOT, ServerProcess, http
from web_harness import (
    PHONE,
    PHONE_LANDSCAPE,
    PageOptions,
    Problems,
    check_accessibility,
    open_page,
    screenshot,
)

#: A page axe-core finds nothing serious in.
CLEAN = ("<!doctype html><html lang='en'><head><title>Clean</title></head>"
         "<body><main><h1>Clean</h1><p>Nothing wrong here.</p></main></body></html>")


def shown(browser: Browser, body: str, *, base: str | None = None,
          refused: str | None = None) -> list[str]:
    """What goes wrong in a page of ``body``, drawn at ``base`` (a page of the
    server there, so of its origin) or else at about:blank; requests to ``refused``
    end as a refused connection."""
    problems = Problems()
    with open_page(browser, PageOptions(), problems) as page:
        if refused is not None:
            page.route(refused, lambda route: route.abort("connectionrefused"))
        if base is not None:
            page.goto(f"{base}/health")
        page.set_content(body)
        page.wait_for_load_state("load")
    return problems.unexpected()


def test_a_console_error_is_caught(browser: Browser) -> None:
    found = shown(browser, CLEAN + "<script>console.error('the deck is gone')</script>")
    assert found == ["console error: the deck is gone"], found


def test_console_messages_other_than_errors_are_not(browser: Browser) -> None:
    assert shown(browser, CLEAN + "<script>console.log('a'); console.warn('b');"
                              " console.info('c')</script>") == []


def test_an_uncaught_exception_is_caught(browser: Browser) -> None:
    found = shown(browser, CLEAN + "<script>throw new TypeError('no card here')</script>")
    assert len(found) == 1, found
    assert found[0].startswith("uncaught exception: TypeError: no card here\n    at "), found


def test_an_unhandled_promise_rejection_is_caught(browser: Browser) -> None:
    found = shown(browser, CLEAN + "<script>Promise.reject(new Error('lost'))</script>")
    assert len(found) == 1 and found[0].startswith("uncaught exception: Error: lost"), found


def test_a_failed_request_is_caught(browser: Browser) -> None:
    found = shown(browser, CLEAN + "<script src='http://harness.invalid/app.js'></script>",
                  refused="http://harness.invalid/app.js")
    assert "request failed: GET http://harness.invalid/app.js: net::ERR_CONNECTION_REFUSED" \
        in found, found


def test_an_asset_answered_with_an_http_error_is_caught(browser: Browser,
                                                        web_server: ServerProcess) -> None:
    base = web_server.base
    assert http(base, "GET", "/static/no-such-file.css").status == 404
    # From a page of the server's own origin, as the game's assets are (the browser
    # would block a foreign origin's error answer before the page saw its status).
    found = shown(browser, CLEAN.replace(
        "</main>", f"<img alt='' src='{base}/static/no-such-image.png'></main>").replace(
        "</head>", f"<link rel=stylesheet href='{base}/static/no-such-file.css'></head>"),
        base=base)
    assert f"HTTP 404 for image {base}/static/no-such-image.png" in found, found
    # A style sheet (or script) answered with an error never reaches the page as an
    # answer (it is JSON, and the server says nosniff): the console says so.
    assert any(line.startswith("console error: Refused to apply style from"
                               f" '{base}/static/no-such-file.css'") for line in found), found


def test_a_page_answered_with_an_http_error_is_caught(browser: Browser,
                                                      web_server: ServerProcess) -> None:
    problems = Problems()
    with open_page(browser, PageOptions(), problems, base_url=web_server.base) as page:
        page.goto("/no-such-page")
    assert f"HTTP 404 for document {web_server.base}/no-such-page" in problems.found


def test_an_api_call_refused_is_left_to_the_page(browser: Browser,
                                                 web_server: ServerProcess) -> None:
    # The game asks for things that may be refused (a code nobody has) and says so
    # itself: only the console's line about it is reported, which a test allows.
    problems = Problems()
    with open_page(browser, PageOptions(), problems, base_url=web_server.base) as page:
        page.goto("/health")
        status = page.evaluate("fetch('/api/no-such-thing').then(r => r.status)")
    assert status == 404
    assert not any(line.startswith("HTTP") for line in problems.found), problems.found


def test_allowed_lines_are_not_unexpected() -> None:
    problems = Problems(found=["console error: expected 404", "console error: boom"])
    problems.allow(r"expected 404")
    assert problems.unexpected() == ["console error: boom"]


def test_the_page_fixture_fails_a_test_whose_page_went_wrong(browser: Browser,
                                                             tmp_path: Path) -> None:
    # A pytest run of its own over two tests, one of them with a noisy page: that one
    # errs at teardown, naming what went wrong; the quiet one passes.  (``browser``
    # here: this test skips where the inner run's browser could not start either.)
    (tmp_path / "conftest.py").write_text(
        "from web_harness import browser, page, page_options, page_problems, web_server"
        "  # noqa: F401\n")
    (tmp_path / "test_noisy.py").write_text(textwrap.dedent(f"""\
        def test_quiet(page):
            page.set_content({CLEAN!r})

        def test_noisy(page):
            page.set_content({CLEAN!r} + "<script>console.error('noisy page')</script>")
        """))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(ROOT / "tests"), str(ROOT / "src"), *filter(None, [os.environ.get("PYTHONPATH")])]))
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:xdist",
         "-c", os.devnull, "--rootdir", str(tmp_path), "--basetemp", str(tmp_path / "tmp"),
         "-q", str(tmp_path)],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=HUNG)
    out = run.stdout + run.stderr
    assert run.returncode == 1, out
    assert "2 passed, 1 error" in out, out  # the noisy test ran, and erred at teardown
    assert "ERROR at teardown of test_noisy" in out, out
    assert "the page went wrong:\nconsole error: noisy page" in out, out


def test_a_serious_accessibility_violation_fails(browser: Browser) -> None:
    with open_page(browser, PageOptions(), Problems()) as page:
        # An image with no text alternative (critical) and a page with no language
        # (serious).
        page.set_content("<!doctype html><html><head><title>Bad</title></head><body>"
                         "<main><h1>Bad</h1><img src='data:image/gif;base64,"
                         "R0lGODlhAQABAAAAACw='></main></body></html>")
        with pytest.raises(AssertionError) as failed:
            check_accessibility(page)
    report = str(failed.value)
    assert "- image-alt (critical)" in report, report
    assert "- html-has-lang (serious)" in report, report
    assert "    img:" in report, report


def test_a_clean_page_passes_axe(browser: Browser) -> None:
    with open_page(browser, PageOptions(), Problems()) as page:
        page.set_content(CLEAN)
        assert all(v["impact"] not in ("serious", "critical") for v in check_accessibility(page))


@pytest.mark.parametrize("page_options", [
    PageOptions(PHONE_LANDSCAPE, locale="hy", color_scheme="dark", reduced_motion="reduce"),
], ids=["phone-landscape-hy-dark-still"])
def test_the_page_is_set_up_as_its_options_say(page: Page, web_server: ServerProcess) -> None:
    answer = page.goto("/health")  # the base URL is the harness's server
    assert answer is not None and answer.status == 200 and page.url.startswith(web_server.base)
    # A phone lays a page out at its own width only where the page asks it to.
    page.set_content(CLEAN.replace("<title>", "<meta name=viewport"
                                              " content='width=device-width'><title>"))
    seen = page.evaluate("""() => ({
        width: innerWidth, height: innerHeight, language: navigator.language,
        dark: matchMedia('(prefers-color-scheme: dark)').matches,
        still: matchMedia('(prefers-reduced-motion: reduce)').matches,
        touch: navigator.maxTouchPoints > 0})""")
    assert seen == {"width": 844, "height": 390, "language": "hy", "dark": True,
                    "still": True, "touch": True}


def test_the_default_page_is_a_desktop_in_english(page: Page) -> None:
    page.set_content(CLEAN)
    seen = page.evaluate("""() => ({width: innerWidth, height: innerHeight,
        language: navigator.language, touch: navigator.maxTouchPoints > 0})""")
    assert seen == {"width": 1280, "height": 800, "language": "en-US", "touch": False}
    assert (PHONE.width, PHONE.height) == (390, 844)


def test_a_screenshot_is_a_png_of_the_name_given(page: Page, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(web_harness, "SCREENSHOTS", tmp_path / "shots")
    page.set_content(CLEAN)
    path = screenshot(page, "harness-self-test")
    assert path == tmp_path / "shots" / "harness-self-test.png"
    assert path.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")
    assert sorted(p.name for p in path.parent.iterdir()) == ["harness-self-test.png"]
    with pytest.raises(ValueError, match="a screenshot's name"):
        screenshot(page, "../escape")


def test_a_missing_browser_skips_unless_it_is_required(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(web_harness.REQUIRE_ENV, raising=False)
    with pytest.raises(pytest.skip.Exception, match=r"no Chromium here .*GINRUMMY_REQUIRE_BROWSER"):
        web_harness.browser_unavailable("no Chromium here")
    monkeypatch.setenv(web_harness.REQUIRE_ENV, "1")
    with pytest.raises(pytest.fail.Exception,
                       match="GINRUMMY_REQUIRE_BROWSER=1 but no Chromium here"):
        web_harness.browser_unavailable("no Chromium here")


def test_the_chromium_named_in_the_environment_comes_first(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(web_harness.CHROMIUM_ENV, str(tmp_path / "my-chromium"))
    assert web_harness.chromium_path() == tmp_path / "my-chromium"
    monkeypatch.delenv(web_harness.CHROMIUM_ENV)
    monkeypatch.setattr(web_harness, "CHROMIUM_PATHS", ())
    monkeypatch.setenv("PATH", str(tmp_path))
    assert web_harness.chromium_path() is None
    (tmp_path / "chromium").write_text("#!/bin/sh\n")
    (tmp_path / "chromium").chmod(0o755)
    assert web_harness.chromium_path() == tmp_path / "chromium"


def test_browser_tests_are_marked(request: pytest.FixtureRequest, browser: Browser) -> None:
    assert request.node.get_closest_marker("browser") is not None
    assert browser.is_connected()
