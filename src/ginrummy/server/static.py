"""Where the browser game's built files are: ``ginrummy/web/static/`` in the package
(``npm run build`` in web/ writes them; they are committed, so the server needs no
Node).  The server serves them by their place and imports nothing of the browser
game, a face of its own (tests/test_layers.py: no face imports another)."""

from __future__ import annotations

from pathlib import Path

__all__ = ["PAGE", "PAGE_WORDS", "STATIC"]

#: The built files: app.js, app.css, index.html, the icon and the licences.
STATIC = Path(__file__).resolve().parents[1] / "web" / "static"

#: The one page of the game; it reads its path to know what to show.
PAGE = STATIC / "index.html"

#: The page's title and noscript words in each language, from the catalogs (the
#: server writes them into the page in the language a request asks for).
PAGE_WORDS = STATIC / "page-words.json"
