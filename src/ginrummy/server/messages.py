"""Every message the server sends on a table's socket, written here and only here.

Each function returns the text of one WebSocket frame (docs/protocol.md, "What the
server sends").  The rare messages (``welcome``, ``error``, ``pong``, ``hints``)
are built as the protocol's models, so they are checked as they are written; the
frequent ones (``snapshot``, ``update``, ``event``) are spliced from JSON text
the table wrote once for every viewer it is the same for (a table keeps its
events as text: building and writing them per connection was most of the
server's time under load, docs/benchmarks.md).  tests/test_server_messages.py
reads every function's output back with the protocol's models and the committed
JSON schema.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import orjson

from ginrummy import protocol as P
from ginrummy.agents.expert import RankedAction
from ginrummy.agents.reasons import CARD_ARGS, Why, WhyArg
from ginrummy.cards import card_name
from ginrummy.errors import Reason
from ginrummy.narration import with_cards
from ginrummy.table.snapshot import Shown

__all__ = ["dumps", "error", "event", "hints", "pong", "snapshot", "update", "welcome"]


def dumps(value: Any) -> str:
    """JSON text as the server writes it: compact, UTF-8 as it is.  (orjson:
    json.dumps was a tenth of the event loop's time under load.)"""
    return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


def welcome(seq: int, *, name: str, seat: int | None, table_id: str,
            limits: P.Limits) -> str:
    """The answer to ``hello``: who the connection is, at which table, and the
    limits it is held to."""
    role: P.Role = "player" if seat is not None else "spectator"
    return P.dump(P.Welcome(seq=seq, you=P.You(name=name, seat=seat, role=role),
                            table=table_id, limits=limits))


def error(seq: int, code: P.ErrorCode, message: str, *, request_id: str | int | None = None,
          field: str | None = None, reason: Reason | None = None) -> str:
    """A request refused, nothing changed: ``message`` is one line for a person, in
    English; ``reason`` says why for a client to word (the code's own if none)."""
    line = " ".join(message.split()) or code
    return P.dump(P.ErrorMessage(id=request_id, seq=seq, code=code, message=line,
                                 field=field, reason=P.ErrorReason.of(reason or P.generic(code))))


def pong(seq: int, request_id: str | int | None) -> str:
    return P.dump(P.Pong(id=request_id, seq=seq))


def hints(seq: int, request_id: str | int | None, ranked: Sequence[RankedAction]) -> str:
    """The expert's best decisions, each with the words of the button that plays it
    and the reason (card names written as the narration writes them)."""
    items = [P.HintItem(action=P.from_action(r.action), words=r.action.text,
                        reason=with_cards(r.reason, card_name),
                        why=[_why(part) for part in r.why]) for r in ranked]
    return P.dump(P.Hints(id=request_id, seq=seq, hints=items))


def _why(part: Why) -> P.HintWhy:
    """A part of a reason as the protocol sends it: cards by name, numbers as they
    are (rounded here, a client's 19% could read 20% where the English says 19%)."""
    args: dict[WhyArg, int | float | str] = {}
    for key, value in part.args.items():
        args[key] = card_name(int(value)) if key in CARD_ARGS else value
    return P.HintWhy(code=part.code, args=args)


def snapshot(shown: Shown) -> str:
    """Everything a viewer may see as of ``shown.seq``."""
    return dumps({"type": "snapshot", **shown.snapshot()})


def event(seq: int, told: str) -> str:
    """One event, ``told`` being its JSON text as the table wrote it."""
    return f'{{"type":"event","seq":{seq},"event":{told}}}'


def update(seq: int, told: Iterable[tuple[int, str]], changes: dict[str, Any]) -> str:
    """The events a viewer is told since its last message, as ``(seq, JSON text)``,
    and what changed in its snapshot (:meth:`Shown.changes_since
    <ginrummy.table.snapshot.Shown.changes_since>`)."""
    events = ",".join(f'{{"seq":{n},"event":{text}}}' for n, text in told)
    return f'{{"type":"update","seq":{seq},"events":[{events}],"changes":{dumps(changes)}}}'
