"""The browser game's tests' harness: a real server, Debian's Chromium through
Playwright, pages that fail a test on any error they show, axe-core, screenshots.

Fixtures (offered to every test module by tests/conftest.py):

- ``web_server``: ``ginrummy serve`` in a process of its own
  (:class:`server_harness.ServerProcess`) on a free loopback port, with a new
  SQLite database in a data folder of its own; one per pytest process (so one per
  xdist worker), stopped at the end;
- ``browser``: Chromium, headless, launched once per test module from
  ``$GINRUMMY_CHROMIUM``, else ``/usr/bin/chromium``, else ``chromium`` on the
  PATH (Playwright's own browser downloads are never used: CI cannot fetch them).
  Not once per process: while Playwright's sync API is started, the thread counts
  as running an event loop, and ``asyncio.run`` (the server tests') refuses to
  start; so a module that drives the browser has no asyncio tests;
- ``page_options``: the :class:`PageOptions` of the test's page, the desktop by
  default; a test parametrizes it to change them (below);
- ``page``: a new browser context and page for each test, its base URL the
  server's (``page.goto("/")``), watched: every console error, uncaught exception
  (``pageerror``), failed request and asset answered with HTTP 400 or more fails
  the test at teardown, with the messages;
- ``page_problems``: what the ``page`` fixture watched, for a test that expects
  an error to allow it (:meth:`Problems.allow`).

Every test that uses ``browser`` (so ``page`` too) is marked ``browser``
(tests/conftest.py does it), so ``pytest -m browser`` selects them all.  When
Playwright or Chromium is missing or Chromium does not start they skip, saying
why, unless ``GINRUMMY_REQUIRE_BROWSER=1`` (CI sets it: .ci/run), when they fail.

Helpers: :func:`check_accessibility` (axe-core: no serious or critical
violation), :func:`screenshot` (``test-artifacts/screenshots/NAME.png``, kept by
CI for people to look at; never compared pixel by pixel), :func:`open_page` (a
watched page outside the fixture, for a test that needs two people's pages).

A test::

    @pytest.mark.parametrize("page_options", [PageOptions(PHONE, locale="tr")],
                             ids=["phone-tr"])
    def test_home(page: Page) -> None:
        page.goto("/")
        expect(page.locator("#app h1")).to_be_visible()
        check_accessibility(page)
        screenshot(page, "home-phone-tr")
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import shutil
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal, NoReturn

import pytest

from server_harness import HUNG, ROOT, InProcessServer, ServerProcess, sqlite_server

if TYPE_CHECKING:
    from playwright.sync_api import Browser, ConsoleMessage, Error, Page, Request, Response

CHROMIUM_ENV = "GINRUMMY_CHROMIUM"
REQUIRE_ENV = "GINRUMMY_REQUIRE_BROWSER"
#: Where the browser is looked for when ``$GINRUMMY_CHROMIUM`` is not set: Debian's
#: package, then the PATH.
CHROMIUM_PATHS = ("/usr/bin/chromium",)
SCREENSHOTS = ROOT / "test-artifacts" / "screenshots"
#: What a page loads to show itself: an HTTP error on one of these is a fault of the
#: page or the server.  API calls (fetch, xhr) are not among them: the game asks
#: for things that may be refused (a join code nobody has) and says so itself.
ASSET_TYPES = frozenset({"document", "stylesheet", "script", "image", "font", "media",
                         "manifest", "texttrack"})
#: The impacts of an axe-core violation that fail a test.
FAILING_IMPACTS = ("serious", "critical")

Json = dict[str, Any]


def browser_unavailable(reason: str) -> NoReturn:
    """Skip the test for ``reason``, or fail it if the browser is required."""
    if os.environ.get(REQUIRE_ENV) == "1":
        pytest.fail(f"{REQUIRE_ENV}=1 but {reason}", pytrace=False)
    pytest.skip(f"{reason} ({REQUIRE_ENV}=1 makes this a failure)")


def chromium_path() -> Path | None:
    """The Chromium to launch (module docstring), or None if there is none."""
    named = os.environ.get(CHROMIUM_ENV, "").strip()
    if named:
        return Path(named)
    for candidate in CHROMIUM_PATHS:
        if os.access(candidate, os.X_OK):
            return Path(candidate)
    found = shutil.which("chromium")
    return None if found is None else Path(found)


# ----------------------------------------------------------------------------- options


@dataclass(frozen=True)
class Viewport:
    """A screen: its size in CSS pixels, and whether it is a phone's (a touch
    screen, and the page's ``<meta name=viewport>`` obeyed as on a phone)."""

    width: int
    height: int
    mobile: bool = False


PHONE = Viewport(390, 844, mobile=True)
PHONE_LANDSCAPE = Viewport(844, 390, mobile=True)
DESKTOP = Viewport(1280, 800)


@dataclass(frozen=True)
class PageOptions:
    """How the test's browser context is set up: the screen, the language the
    browser asks for (``navigator.language`` and Accept-Language), the colour scheme
    and the reduced-motion preference the page's media queries see."""

    viewport: Viewport = DESKTOP
    locale: str = "en-US"
    color_scheme: Literal["light", "dark", "no-preference"] = "light"
    reduced_motion: Literal["reduce", "no-preference"] = "no-preference"


# ----------------------------------------------------------------------------- problems


@dataclass
class Problems:
    """What went wrong in a page, as lines for a failure's message."""

    found: list[str] = field(default_factory=list)
    allowed: list[re.Pattern[str]] = field(default_factory=list)

    def allow(self, pattern: str) -> None:
        """A test that provokes an error on purpose allows the lines it matches."""
        self.allowed.append(re.compile(pattern))

    def unexpected(self) -> list[str]:
        return [line for line in self.found
                if not any(p.search(line) for p in self.allowed)]

    def on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            where = message.location
            at = f" ({where['url']}:{where.get('lineNumber')})" if where.get("url") else ""
            self.found.append(f"console error: {message.text}{at}")

    def on_page_error(self, error: Error) -> None:
        # The stack starts with "TypeError: message", then where it was thrown.
        self.found.append(f"uncaught exception: {error.stack or f'{error.name}: {error.message}'}")

    def on_request_failed(self, request: Request) -> None:
        reason = request.failure or "?"
        # ERR_ABORTED is a load the page itself gave up (it navigated away), not a fault.
        if "ERR_ABORTED" not in reason:
            self.found.append(f"request failed: {request.method} {request.url}: {reason}")

    def on_response(self, response: Response) -> None:
        if response.status >= 400 and response.request.resource_type in ASSET_TYPES:
            self.found.append(f"HTTP {response.status} for {response.request.resource_type}"
                              f" {response.url}")


@contextlib.contextmanager
def open_page(browser: Browser, options: PageOptions, problems: Problems, *,
              base_url: str | None = None) -> Iterator[Page]:
    """A page in a browser context of its own set up by ``options``, what it shows
    going wrong added to ``problems``; the context is closed afterwards.  The caller
    checks the problems (the ``page`` fixture fails the test on them)."""
    view = options.viewport
    context = browser.new_context(
        viewport={"width": view.width, "height": view.height},
        is_mobile=view.mobile, has_touch=view.mobile, locale=options.locale,
        color_scheme=options.color_scheme, reduced_motion=options.reduced_motion,
        base_url=base_url)
    # Generous, as every wait of the suite (server_harness.HUNG): the workers share
    # the cores, and a page that never shows what is awaited fails anyway.
    context.set_default_timeout(HUNG * 1000)
    try:
        page = context.new_page()
        page.on("console", problems.on_console)
        page.on("pageerror", problems.on_page_error)
        page.on("requestfailed", problems.on_request_failed)
        page.on("response", problems.on_response)
        yield page
        # Playwright hands over the page's events when it next talks to the browser:
        # a round trip lets every event sent before it arrive.
        if not page.is_closed():
            page.evaluate("0")
    finally:
        context.close()


# ----------------------------------------------------------------------------- fixtures


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    try:
        from playwright.sync_api import Error, expect, sync_playwright
    except ImportError:
        browser_unavailable("Playwright is not installed (the dev extra has it:"
                            " pip install -e '.[dev]')")
    executable = chromium_path()
    if executable is None or not os.access(executable, os.X_OK):
        browser_unavailable(
            f"no Chromium at {executable or ', '.join(CHROMIUM_PATHS) + ' or on the PATH'}"
            f" (apt-get install chromium, or set {CHROMIUM_ENV})")
    # expect()'s own default is 5 s: too short when the workers share the cores.
    expect.set_options(timeout=HUNG * 1000)
    with sync_playwright() as playwright:
        try:
            # Chromium refuses to run as root inside its sandbox: without it then
            # (Playwright passes --no-sandbox), with it for everyone else.
            launched = playwright.chromium.launch(
                executable_path=executable, headless=True,
                chromium_sandbox=os.geteuid() != 0)
        except Error as exc:
            browser_unavailable(f"Chromium at {executable} did not start: {exc.message}")
        try:
            yield launched
        finally:
            launched.close()


@pytest.fixture(scope="session")
def web_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    with sqlite_server(tmp_path_factory.mktemp("web-server")) as proc:
        yield proc


@pytest.fixture(scope="module")
def planned_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[InProcessServer]:
    """A server in this process, where a test may plan its tables' deals
    (tests/web_plans.py: ``planned`` monkeypatches the shuffle of this process)."""
    folder = tmp_path_factory.mktemp("planned")
    server = InProcessServer(f"sqlite:///{folder / 'server.sqlite3'}").start()
    yield server
    server.stop()


@pytest.fixture
def page_options() -> PageOptions:
    """The desktop, in English, light, with motion: a test parametrizes
    ``page_options`` for others."""
    return PageOptions()


@pytest.fixture
def page_problems() -> Problems:
    return Problems()


@pytest.fixture
def page(browser: Browser, web_server: ServerProcess, page_options: PageOptions,
         page_problems: Problems) -> Iterator[Page]:
    with open_page(browser, page_options, page_problems, base_url=web_server.base) as opened:
        yield opened
    unexpected = page_problems.unexpected()
    if unexpected:
        pytest.fail("the page went wrong:\n" + "\n".join(unexpected) +
                    f"\n(server log: {web_server.log})", pytrace=False)


# ----------------------------------------------------------------------------- helpers


def check_accessibility(page: Page) -> list[Json]:
    """Run axe-core in ``page`` as it is now; fail listing every violation of
    impact serious or critical (rule, impact, help, and each element's selector and
    what is wrong with it).  The lesser violations, for a test to look at."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    violations: list[Json] = list(results.response["violations"])
    bad = [v for v in violations if v.get("impact") in FAILING_IMPACTS]
    if bad:
        lines = [f"axe-core: {len(bad)} serious or critical violations at {page.url}:"]
        for violation in bad:
            lines.append(f"- {violation['id']} ({violation['impact']}): {violation['help']}"
                         f" {violation.get('helpUrl', '')}")
            for node in violation["nodes"]:
                lines.append(f"    {', '.join(map(str, node['target']))}:"
                             f" {node.get('failureSummary', '')}".replace("\n", " "))
        raise AssertionError("\n".join(lines))
    return violations


_SCREENSHOT_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")


def at_rest(page: Page) -> None:
    """Until no card is moving (no animation or transition runs): a click aimed at a
    card still flying, or at a hand being laid out again, lands on whatever is under
    the pointer then.  Polled from here: wait_for_function evaluates a string, which
    the page's Content-Security-Policy refuses, as it should."""
    deadline = time.monotonic() + HUNG
    while page.evaluate("() => document.getAnimations().length") and \
            time.monotonic() < deadline:
        page.wait_for_timeout(50)


def screenshot(page: Page, name: str) -> Path:
    """The whole page as ``test-artifacts/screenshots/NAME.png`` at the repository's
    root (git ignores it; CI keeps the folder for people to look at).  The one place
    a test writes into the repository: a name of letters, digits, ``.``, ``_`` and
    ``-``, which a test makes its own (the parameters' ids in it)."""
    if not _SCREENSHOT_NAME.fullmatch(name):
        raise ValueError(f"a screenshot's name is letters, digits, '.', '_', '-': {name!r}")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    # The cards at rest: a deal or a move still flying would be caught halfway.
    at_rest(page)
    target = SCREENSHOTS / f"{name}.png"
    # Written beside it and renamed: a reader (or another worker's run) never sees half.
    partial = SCREENSHOTS / f".{name}.{secrets.token_hex(4)}.png"
    partial.write_bytes(page.screenshot(full_page=True))
    partial.replace(target)
    return target
