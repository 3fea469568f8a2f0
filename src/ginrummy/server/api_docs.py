"""The API's own page, ``/api/docs`` (Swagger UI), for ``ginrummy serve --api-docs``.

Off by default (issue 40 item 12): FastAPI's page loads Swagger UI's script from
a CDN, at a floating version (``swagger-ui-dist@5``) and with no integrity
check, so whoever serves that file runs code in the page of this server.  The
protocol's reference is docs/protocol.md and ``/api/openapi.json`` (always
served: no script), and a server that offers the page anyway gets this one:

- Swagger UI's files at one version (:data:`SWAGGER_UI_VERSION`), each with its
  Subresource Integrity hash, so a browser runs them only if they are those
  exact bytes (the hashes were taken from the npm registry's package of that
  version; jsDelivr serves the package's files as they are);
- a Content-Security-Policy that lets the page load those two files, run its
  one inline script (by its hash) and fetch the API's description, nothing more.

No PyPI package ships Swagger UI's files and is kept up to date (swagger-ui-bundle's
last release is from 2023), so none is served from the package.  The page was
checked in headless Chromium, the npm package's files served under the CDN's
name: it draws the whole API under its policy, the files' hashes accepted.
"""

from __future__ import annotations

import base64
import hashlib

from fastapi import FastAPI
from fastapi.responses import HTMLResponse

__all__ = ["DOCS_PATH", "SWAGGER_UI_VERSION", "add_api_docs", "docs_page"]

DOCS_PATH = "/api/docs"
SWAGGER_UI_VERSION = "5.35.0"
_CDN = "https://cdn.jsdelivr.net"
_BASE = f"{_CDN}/npm/swagger-ui-dist@{SWAGGER_UI_VERSION}"
#: sha384 of each file of swagger-ui-dist 5.35.0 (``openssl dgst -sha384 -binary F |
#: base64`` over the npm package's files).
_SCRIPT = (f"{_BASE}/swagger-ui-bundle.js",
           "sha384-gjRm0bEPMeTmMh5jT2cHccIwCUZSTd8YC+j0d0sXw0MdGEfScduGpSyF3ZSSLkX9")
_STYLE = (f"{_BASE}/swagger-ui.css",
          "sha384-WlYgdmXYOOBWL5apwjDEZwN+U3HmXSSu5R6V5aGxEcf7z+KuRNwBhoxKVN1i3D5I")
#: The page's one inline script: the description's address is relative to the page
#: (``/api/docs`` -> ``/api/openapi.json``), so it holds behind a path prefix too.
_START = ('SwaggerUIBundle({url: "openapi.json", dom_id: "#swagger-ui",'
          ' deepLinking: true});')


def _hash(text: str) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()


def docs_page() -> tuple[str, str]:
    """The page's HTML and its Content-Security-Policy."""
    html = f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>ginrummy: the HTTP API</title>
<link rel="stylesheet" href="{_STYLE[0]}" integrity="{_STYLE[1]}" crossorigin="anonymous">
</head>
<body>
<div id="swagger-ui"></div>
<script src="{_SCRIPT[0]}" integrity="{_SCRIPT[1]}" crossorigin="anonymous"></script>
<script>{_START}</script>
</body>
</html>
"""
    policy = "; ".join((
        "default-src 'none'", f"script-src {_SCRIPT[0]} '{_hash(_START)}'",
        f"style-src {_STYLE[0]}", "img-src 'self' data:", "connect-src 'self'",
        "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"))
    return html, policy


def add_api_docs(app: FastAPI) -> None:
    """Serve the page at :data:`DOCS_PATH`."""
    html, policy = docs_page()

    @app.get(DOCS_PATH, include_in_schema=False)
    async def api_docs() -> HTMLResponse:
        return HTMLResponse(html, headers={"content-security-policy": policy})
