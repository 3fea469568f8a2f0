"""How a refusal is answered: one map from each error the server's layers raise to
its protocol code and HTTP status (docs/protocol.md, "Errors").

Every refusal's body is the protocol's ``HttpError`` (``{"code", "message",
"field", "reason"}``); on the table's socket the same codes go in ``error``
messages.  The reason is the one the refusing layer gave (``reason`` of a
:class:`~ginrummy.errors.GinRummyError`, ``problem(..., why=...)``), else the
code's own.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import cast

from fastapi import FastAPI, HTTPException, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from ginrummy import protocol as P
from ginrummy.errors import GinRummyError, Reason, reason
from ginrummy.server.errors import (
    NameTaken,
    StoreUnavailable,
    TableExists,
    UnknownIdentity,
    UnknownTable,
)
from ginrummy.table import SettingsError, TableError

__all__ = ["STATUS", "code_of", "http_error", "install", "problem", "reason_of"]

#: The HTTP status of each code.
STATUS: Mapping[P.ErrorCode, int] = {
    "bad_message": 422,
    "too_large": 413,
    "not_authenticated": 401,
    "unknown_table": 404,
    "not_found": 404,
    "no_seat": 422,
    "not_your_turn": 409,
    "illegal": 409,
    "not_allowed": 403,
    "throttled": 429,
    "conflict": 409,
    "internal": 500,
}

#: The code of each error a layer below raises (a TableError carries its own); the
#: first class in this order that an error is an instance of decides.
_CODES: tuple[tuple[type[GinRummyError], P.ErrorCode], ...] = (
    (NameTaken, "conflict"),
    (TableExists, "conflict"),
    (UnknownTable, "unknown_table"),
    (UnknownIdentity, "not_authenticated"),
    (StoreUnavailable, "internal"),
    (SettingsError, "bad_message"),
)


def code_of(exc: GinRummyError) -> P.ErrorCode:
    """The protocol's code for an error the game or the store raised."""
    if isinstance(exc, TableError):
        # The table's codes are the protocol's (a test checks every one it raises).
        return cast(P.ErrorCode, exc.code) if exc.code in STATUS else "internal"
    for cls, code in _CODES:
        if isinstance(exc, cls):
            return code
    return "bad_message"


def reason_of(exc: GinRummyError) -> Reason:
    """The reason to send for ``exc``: its own, else its code's."""
    return P.reason_of(exc, code_of(exc))


def http_error(status: int, code: P.ErrorCode, message: str, field: str | None = None,
               headers: Mapping[str, str] | None = None, why: Reason | None = None,
               ) -> JSONResponse:
    """A refused request's answer: an HttpError body (docs/protocol.md)."""
    said = why or P.generic(code)
    body = P.HttpError(code=code, message=" ".join(message.split()), field=field,
                       reason=P.ErrorReason.of(said))
    return JSONResponse(body.model_dump(), status, headers=headers)


def problem(code: P.ErrorCode, message: str, status: int | None = None,
            why: Reason | None = None) -> HTTPException:
    """An HTTPException a handler raises to refuse: ``code``'s status unless given;
    ``why`` its reason (the code's own if none)."""
    return HTTPException(status or STATUS[code], {"code": code, "message": message,
                                                  "reason": why or P.generic(code)})


def install(app: FastAPI) -> None:
    """Answer every refusal of ``app`` with an HttpError body."""

    @app.exception_handler(GinRummyError)
    async def _refused(_request: Request, exc: GinRummyError) -> JSONResponse:
        code = code_of(exc)
        return http_error(STATUS[code], code, str(exc), why=reason_of(exc))

    @app.exception_handler(StarletteHTTPException)
    async def _http_refused(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        detail = exc.detail
        if isinstance(detail, dict):
            return http_error(exc.status_code, detail["code"], detail["message"],
                              headers=exc.headers, why=detail.get("reason"))
        if exc.status_code == 400:
            # FastAPI's answer to a body it could not decode (not UTF-8): a message
            # that is no message of the protocol, 422 as every bad_message is.
            return http_error(422, "bad_message", "the body is not UTF-8 JSON",
                              headers=exc.headers, why=reason("message_unreadable"))
        codes: dict[int, P.ErrorCode] = {401: "not_authenticated", 404: "not_found",
                                         413: "too_large"}
        code = codes.get(exc.status_code, "bad_message")
        return http_error(exc.status_code, code, str(detail), headers=exc.headers)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        # FastAPI's locations start with where the value was ("body", "query"): the
        # field is named as in the body itself, as the WebSocket's errors name them.
        errors = [{**e, "loc": tuple(e["loc"])[1:] or tuple(e["loc"])} for e in exc.errors()]
        if any(tuple(e["loc"]) == ("body",) and isinstance(e.get("input"), bytes)
               for e in exc.errors()):
            # FastAPI reads a body as JSON only when it is said to be JSON: any other
            # body (curl -d sends a form) reached the model as bytes.
            return http_error(422, "bad_message", "the body was not read as JSON: send it"
                              " with 'Content-Type: application/json'",
                              why=reason("message_unreadable"))
        refused = P.protocol_error(errors)
        return http_error(422, refused.code, refused.message, refused.field,
                          why=refused.reason)
