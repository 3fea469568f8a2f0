"""The browser game: the files ``ginrummy serve`` serves at ``/``.

They are built from ``web/`` at the repository's root (Preact and TypeScript,
``npm run build`` there) into ``static/`` here, and committed, so that an
installed package and a fresh clone serve the game without Node.  This package
holds no Python logic: the game speaks only the server's documented protocol
(docs/protocol.md), and the server decides every rule.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["PAGE", "PAGE_WORDS", "STATIC"]

#: The built files: app.js, app.css, index.html, the icon and the licences.
STATIC = Path(__file__).resolve().parent / "static"

#: The one page of the game; it reads its path to know what to show.
PAGE = STATIC / "index.html"

#: The page's title and noscript words in each language, from the catalogs (the
#: server writes them into the page in the language a request asks for).
PAGE_WORDS = STATIC / "page-words.json"
