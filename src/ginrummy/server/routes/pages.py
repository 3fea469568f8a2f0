"""The browser game's pages and files (``ginrummy.web``), served from ``/``.

The game is one page that reads its own path: ``/`` (home), ``/join/CODE`` (the
share link: it takes the seat), ``/table/ID`` (a table to play at or watch),
``/replay/ID`` (a finished match step by step), ``/fair`` (what "deck
verified" proves), ``/how-to-play/SYSTEM`` (a system's rules, from RULES.md's
words) and ``/stats`` (your own statistics).  Its script and style sheet are under ``/static/``; the
page names them with a hash of their contents (web/build.mjs), so they may be
cached for good while the page itself is checked on every visit.
"""

from __future__ import annotations

import asyncio
import html
from functools import lru_cache

from fastapi import APIRouter
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

from ginrummy.server.errors import StoreError
from ginrummy.server.services import ServicesDep
from ginrummy.server.static import PAGE, STATIC

__all__ = ["StaticAssets", "router", "static_files"]

router = APIRouter()

#: The page is small and changes with every build: always asked again (an ETag
#: answers 304 when it did not change).
_PAGE_CACHE = "no-cache"
_FOREVER = "public, max-age=31536000, immutable"


@lru_cache(maxsize=1)
def _page_text() -> str:
    return PAGE.read_text(encoding="utf-8")


def _page(status: int = 200, noscript: str | None = None) -> HTMLResponse:
    text = _page_text()
    if noscript is not None:
        start = text.index("<noscript>") + len("<noscript>")
        end = text.index("</noscript>")
        text = text[:start] + noscript + text[end:]
    return HTMLResponse(text, status, headers={"cache-control": _PAGE_CACHE})


@router.get("/", response_class=HTMLResponse, include_in_schema=False)
async def home() -> HTMLResponse:
    return _page()


@router.get("/fair", response_class=HTMLResponse, include_in_schema=False)
async def fairness() -> HTMLResponse:
    return _page()


@router.get("/how-to-play", response_class=HTMLResponse, include_in_schema=False)
@router.get("/how-to-play/{system}", response_class=HTMLResponse, include_in_schema=False)
async def how_to_play(system: str = "") -> HTMLResponse:
    return _page()


@router.get("/stats", response_class=HTMLResponse, include_in_schema=False)
async def stats_page() -> HTMLResponse:
    return _page()


@router.get("/table/{table_id}", response_class=HTMLResponse, include_in_schema=False)
async def table_page(table_id: str) -> HTMLResponse:
    return _page()


@router.get("/replay/{table_id}", response_class=HTMLResponse, include_in_schema=False)
async def replay_page(table_id: str) -> HTMLResponse:
    return _page()


@router.get("/join/{code}", response_class=HTMLResponse, include_in_schema=False)
async def join_page(code: str, services: ServicesDep) -> HTMLResponse:
    """The share link: the game takes the seat.  Without JavaScript the page says
    how to take it from a terminal instead; an unknown code is a 404 (the game
    says so too)."""
    shown = html.escape(code.upper()[:32])
    try:
        row = await asyncio.to_thread(services.store.table_by_code, code.upper())
    except StoreError:  # not a code's form at all
        row = None
    if row is None:
        return _page(404, f"No table here has the code {shown}.")
    base = html.escape(services.config.base_url)
    system = html.escape(str(row.settings.get("system", "gin")))
    return _page(200, f"Table {shown}: a {system} table at {base}. This game runs in the"
                      " page and needs JavaScript; from a terminal, install ginrummy"
                      " (pip install 'ginrummy[client]') and type: ginrummy connect"
                      f" {base} --name YOUR_NAME --join {shown}")


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



