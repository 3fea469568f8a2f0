"""The browser game's pages and files (``ginrummy.web``), served from ``/``.

The game is one page that reads its own path: ``/`` (home), ``/join/CODE`` (the
share link: it takes the seat), ``/table/ID`` (a table to play at or watch),
``/replay/ID`` (a finished match step by step), ``/fair`` (what "deck
verified" proves), ``/how-to-play/SYSTEM`` (a system's rules, from RULES.md's
words) and ``/stats`` (your own statistics).  Its script and style sheet are under ``/static/``; the
page names them with a hash of their contents (web/build.mjs), so they may be
cached for good while the page itself is checked on every visit.

The page is served in the language the request's ``Accept-Language`` asks for,
of the game's five (English when it asks for none of them): its ``lang``, its
title and what it says to a browser without JavaScript, from the catalogs'
words the build wrote beside it (``page-words.json``); the script then speaks
the language chosen in the page, or the browser's.
"""

from __future__ import annotations

import asyncio
import html
import json
import re
from collections.abc import Mapping
from functools import lru_cache
from typing import Annotated

from fastapi import APIRouter, Header
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

from ginrummy.server.errors import StoreError
from ginrummy.server.services import ServicesDep
from ginrummy.server.static import PAGE, PAGE_WORDS, STATIC

__all__ = ["LANGUAGES", "StaticAssets", "negotiate", "router", "static_files"]

#: The game's languages, the first the one a request that asks for none gets.
LANGUAGES = ("en", "tr", "hy", "el", "lt")
#: A language range of Accept-Language (RFC 9110, 12.5.4) and its weight.
_RANGE = re.compile(r"\s*([A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)\s*"
                    r"(?:;\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?))?\s*")

AcceptLanguage = Annotated[str | None, Header(alias="accept-language")]

router = APIRouter()

#: The page is small and changes with every build: always asked again (an ETag
#: answers 304 when it did not change).
_PAGE_CACHE = "no-cache"
_FOREVER = "public, max-age=31536000, immutable"


def negotiate(accept_language: str | None) -> str:
    """The game's language a request's ``Accept-Language`` prefers: its ranges by
    weight (the first of equal weights first), each matched as RFC 4647's lookup
    does (``el-GR`` is Greek, ``el`` too; ``*`` is any, so the first of ours), a
    range of weight 0 never; English when none matches or the header is missing
    or unreadable.

    >>> negotiate("de-CH, el-GR;q=0.8, en;q=0.5"), negotiate("hy;q=0, *;q=0.1")
    ('el', 'en')
    >>> negotiate("lt-LT"), negotiate(None), negotiate("xx, tr;q=0.2")
    ('lt', 'en', 'tr')
    """
    if not accept_language:
        return LANGUAGES[0]
    ranges: list[tuple[float, int, str]] = []
    for index, part in enumerate(accept_language[:1000].split(",")):
        found = _RANGE.fullmatch(part)
        if found is None:
            continue
        weight = 1.0 if found.group(2) is None else float(found.group(2))
        if weight > 0:
            ranges.append((-weight, index, found.group(1).lower()))
    for _weight, _index, tag in sorted(ranges):
        if tag == "*":
            return LANGUAGES[0]
        subtags = tag.split("-")
        while subtags:
            if "-".join(subtags) in LANGUAGES:
                return "-".join(subtags)
            subtags.pop()
    return LANGUAGES[0]


@lru_cache(maxsize=1)
def _page_text() -> str:
    return PAGE.read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def _page_words() -> Mapping[str, Mapping[str, object]]:
    words: Mapping[str, Mapping[str, object]] = json.loads(PAGE_WORDS.read_text(encoding="utf-8"))
    return words


def _said(language: str, key: str) -> str:
    return str(_page_words()[language][key])


@lru_cache(maxsize=len(LANGUAGES))
def _page_in(language: str) -> str:
    """index.html with its ``lang``, title and noscript in ``language``."""
    text = _page_text()
    text = re.sub(r'<html lang="[^"]*"', f'<html lang="{language}"', text, count=1)
    text = re.sub(r"<title>[^<]*</title>", f"<title>{html.escape(_said(language, 'title'))}"
                  "</title>", text, count=1)
    return _with_noscript(text, html.escape(_said(language, "noscript")))


def _with_noscript(text: str, noscript: str) -> str:
    start = text.index("<noscript>") + len("<noscript>")
    end = text.index("</noscript>")
    return text[:start] + noscript + text[end:]


def _page(accept_language: str | None, status: int = 200,
          noscript: str | None = None) -> HTMLResponse:
    """The page in the request's language (``noscript``: what it says without
    JavaScript instead, already in that language and escaped)."""
    language = negotiate(accept_language)
    text = _page_in(language)
    if noscript is not None:
        text = _with_noscript(text, noscript)
    return HTMLResponse(text, status, headers={
        "cache-control": _PAGE_CACHE, "content-language": language,
        # The same address answers in five languages: a cache keeps one per language.
        "vary": "Accept-Language"})


@router.get("/", response_class=HTMLResponse, include_in_schema=False)
async def home(accept_language: AcceptLanguage = None) -> HTMLResponse:
    return _page(accept_language)


@router.get("/fair", response_class=HTMLResponse, include_in_schema=False)
async def fairness(accept_language: AcceptLanguage = None) -> HTMLResponse:
    return _page(accept_language)


@router.get("/how-to-play", response_class=HTMLResponse, include_in_schema=False)
@router.get("/how-to-play/{system}", response_class=HTMLResponse, include_in_schema=False)
async def how_to_play(system: str = "", accept_language: AcceptLanguage = None) -> HTMLResponse:
    return _page(accept_language)


@router.get("/stats", response_class=HTMLResponse, include_in_schema=False)
async def stats_page(accept_language: AcceptLanguage = None) -> HTMLResponse:
    return _page(accept_language)


@router.get("/table/{table_id}", response_class=HTMLResponse, include_in_schema=False)
async def table_page(table_id: str, accept_language: AcceptLanguage = None) -> HTMLResponse:
    return _page(accept_language)


@router.get("/replay/{table_id}", response_class=HTMLResponse, include_in_schema=False)
async def replay_page(table_id: str, accept_language: AcceptLanguage = None) -> HTMLResponse:
    return _page(accept_language)


def _filled(template: str, values: Mapping[str, str]) -> str:
    """A page's words with its ``{name}`` slots filled: the words escaped, each value
    escaped once (the slots are filled in one pass, so a value is never read as
    a slot)."""
    return re.sub(r"\{([a-z]+)\}", lambda m: html.escape(values.get(m.group(1), m.group(0))),
                  html.escape(template))


@router.get("/join/{code}", response_class=HTMLResponse, include_in_schema=False)
async def join_page(code: str, services: ServicesDep,
                    accept_language: AcceptLanguage = None) -> HTMLResponse:
    """The share link: the game takes the seat.  Without JavaScript the page says
    how to take it from a terminal instead; an unknown code is a 404 (the game
    says so too)."""
    language = negotiate(accept_language)
    shown = code.upper()[:32]
    try:
        row = await asyncio.to_thread(services.store.table_by_code, code.upper())
    except StoreError:  # not a code's form at all
        row = None
    if row is None:
        return _page(accept_language, 404,
                     _filled(_said(language, "unknown_code"), {"code": shown}))
    system = str(row.settings.get("system", "standard"))
    systems = _page_words()[language]["systems"]
    named = systems.get(system, system) if isinstance(systems, dict) else system
    return _page(accept_language, 200, _filled(_said(language, "join"), {
        "code": shown, "system": str(named), "base": services.config.base_url}))


@router.get("/favicon.ico", include_in_schema=False)
async def favicon() -> RedirectResponse:
    """Browsers ask for ``/favicon.ico`` on any page that names no icon (the JSON
    of ``/health``, the API's answers): they are sent to the game's icon rather
    than a 404, which a browser reports as a console error."""
    return RedirectResponse("/static/icon.svg", status_code=301)


class StaticAssets(StaticFiles):
    """The built files.  One asked for with its content hash (``?v=``) never
    changes at that address and is cached for good; anything else is checked
    again each time."""

    async def get_response(self, path: str, scope: Scope) -> Response:
        response = await super().get_response(path, scope)
        if response.status_code == 200:
            versioned = b"v=" in scope.get("query_string", b"")
            response.headers["cache-control"] = _FOREVER if versioned else _PAGE_CACHE
        return response


def static_files() -> StaticAssets:
    """The app to mount at ``/static``."""
    return StaticAssets(directory=STATIC, check_dir=False)



