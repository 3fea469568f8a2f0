"""The JSON schema of every message, generated from the models
(``python -m ginrummy.protocol --write-schema``)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import (
    BaseModel,
)
from pydantic.json_schema import models_json_schema

from ginrummy.protocol.coretypes import CORE_TYPES_PATH, core_types_text
from ginrummy.protocol.http import _ENDPOINTS, _HTTP_REQUESTS, _HTTP_RESPONSES
from ginrummy.protocol.intents import ClientMessage
from ginrummy.protocol.limits import PROTOCOL_VERSION
from ginrummy.protocol.outgoing import ServerMessage

#: Where the repository keeps the schema (schema/protocol.schema.json).
SCHEMA_PATH = Path(__file__).resolve().parents[3] / "schema" / "protocol.schema.json"


def protocol_schema() -> dict[str, Any]:
    """The JSON schema (draft 2020-12) of every message: what a client sends
    (``ClientMessage``), what the server sends (``ServerMessage``), and the HTTP
    API's bodies (``x-endpoints`` says which goes where)."""
    entries: list[tuple[type[BaseModel], Literal["validation", "serialization"]]] = [
        (ClientMessage, "validation"),
        (ServerMessage, "serialization"),
        *((model, "validation") for model in _HTTP_REQUESTS),
        *((model, "serialization") for model in _HTTP_RESPONSES),
    ]
    _, top = models_json_schema(entries, ref_template="#/$defs/{model}")

    def ref(model: type[BaseModel] | str | None) -> dict[str, Any] | None:
        if model is None:
            return None
        if model == "record":
            return {"type": "object",
                    "description": "a game record: docs/records.md, schema/record.schema.json"}
        if model == "replay":
            return {"type": "object",
                    "description": "a finished match's frames, both hands open:"
                                   " docs/protocol.md, GET /api/tables/{id}/replay"}
        if isinstance(model, str):
            return {"type": "array", "items": {"$ref": f"#/$defs/{model.split(':')[1]}"}}
        return {"$ref": f"#/$defs/{model.__name__}"}

    endpoints: list[dict[str, Any]] = [
        {"method": "GET", "path": "/ws", "websocket": True,
         "send": ref(ClientMessage), "receive": ref(ServerMessage)},
    ]
    endpoints += [{"method": method, "path": path, "request": ref(request),
                   "response": ref(response)}
                  for method, path, request, response in _ENDPOINTS]
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"ginrummy game server protocol, version {PROTOCOL_VERSION}",
        "description": ("Every message of the game server's WebSocket protocol and HTTP API"
                        " (docs/protocol.md). Generated from ginrummy.protocol by"
                        " `python -m ginrummy.protocol --write-schema`; do not edit."),
        "x-protocol": PROTOCOL_VERSION,
        "x-endpoints": endpoints,
        "oneOf": [ref(ClientMessage), ref(ServerMessage)],
        "$defs": top["$defs"],
    }


def schema_text() -> str:
    """:func:`protocol_schema` as the committed file holds it."""
    return json.dumps(protocol_schema(), indent=2) + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m ginrummy.protocol [--write-schema [PATH]]``: print the
    schema, or write it (by default to the repository's schema/protocol.schema.json)."""
    parser = argparse.ArgumentParser(prog="python -m ginrummy.protocol",
                                     description="The game server protocol's JSON schema.")
    parser.add_argument("--write-schema", nargs="?", const=str(SCHEMA_PATH), metavar="PATH",
                        help=f"write it to PATH (default: {SCHEMA_PATH})")
    parser.add_argument("--write-core-types", action="store_true",
                        help="write the table layer's typed dictionaries generated from the"
                             f" models ({CORE_TYPES_PATH})")
    args = parser.parse_args(argv)
    if args.write_core_types:
        CORE_TYPES_PATH.write_text(core_types_text(), encoding="utf-8")
        print(f"wrote {CORE_TYPES_PATH}")
        if args.write_schema is None:
            return 0
    text = schema_text()
    if args.write_schema is None:
        sys.stdout.write(text)
    else:
        Path(args.write_schema).write_text(text, encoding="utf-8")
        print(f"wrote {args.write_schema}")
    return 0
