"""The share link, ``/join/CODE``: what a person who was sent it sees in a browser.

The link a new table's creator shares (``POST /api/tables`` answers it) must
open something: this page names the table and says how to take the seat with
the terminal client, the one client this server ships so far (the browser game
will serve this same path)."""

from __future__ import annotations

import asyncio
import html

from fastapi import APIRouter
from fastapi.responses import HTMLResponse

from ginrummy.server.errors import StoreError
from ginrummy.server.services import ServicesDep

router = APIRouter()

_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title></head>
<body>
<h1>{title}</h1>
<p>{what}</p>
{how}
</body></html>
"""


@router.get("/join/{code}", response_class=HTMLResponse)
async def join_page(code: str, services: ServicesDep) -> HTMLResponse:
    shown = html.escape(code.upper()[:32])
    try:
        row = await asyncio.to_thread(services.store.table_by_code, code.upper())
    except StoreError:  # not a code's form at all
        row = None
    if row is None:
        return HTMLResponse(_PAGE.format(
            title="No such table", what=f"No table here has the code {shown}.",
            how="<p>Ask for the link again: a code is six letters and digits.</p>"), 404)
    base = html.escape(services.config.base_url)
    system = html.escape(str(row.settings.get("system", "gin")))
    how = ("<p>To take your seat from a terminal, install ginrummy"
           " (<code>pip install 'ginrummy[client]'</code>) and type:</p>"
           f"<pre>ginrummy connect {base} --name YOUR_NAME --join {shown}</pre>")
    return HTMLResponse(_PAGE.format(title=f"Table {shown}",
                                     what=f"A {system} table at {base}.", how=how))
