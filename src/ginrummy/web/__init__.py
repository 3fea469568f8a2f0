"""The browser game: the files ``ginrummy serve`` serves at ``/``.

They are built from ``web/`` at the repository's root (Preact and TypeScript,
``npm run build`` there) into ``static/`` here, and committed, so that an
installed package and a fresh clone serve the game without Node.  This package
holds no Python logic: the game speaks only the server's documented protocol
(docs/protocol.md), and the server decides every rule.  The server finds these
files by their place (``ginrummy.server.static``): no face imports another.
"""
