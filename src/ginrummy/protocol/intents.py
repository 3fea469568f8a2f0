"""What a client sends on the table socket: the intents (docs/protocol.md,
"Intents")."""

from __future__ import annotations

from typing import Annotated, Literal, TypeAlias

from pydantic import (
    ConfigDict,
    Field,
    RootModel,
)

from ginrummy.protocol.actions import ActionJson
from ginrummy.protocol.limits import MAX_HINTS
from ginrummy.protocol.values import (
    ChatText,
    RequestId,
    Role,
    Seq,
    TableId,
    TableSeat,
    Token,
    _Model,
)


class _Intent(_Model):
    id: RequestId | None = None
    """The client's id for this request, echoed in the answer (``error``, ``hints``,
    ``pong``); optional."""


class Hello(_Intent):
    """The first message: who you are (a token from ``POST /api/identities``), the
    protocol you speak, and the table you watch or play at."""

    type: Literal["hello"] = "hello"
    protocol: Literal[2]
    token: Token
    table: TableId
    last_seq: Seq | None = None
    """The highest ``seq`` you saw, when reconnecting: the events after it come
    before the snapshot."""
    role: Role = Field(default="player", alias="as")
    """Play (take a seat with ``sit``, or the one you hold) or only watch. The wire
    name is ``as``, a Python keyword: build one with ``Hello.model_validate``."""


class Sit(_Intent):
    """Take an empty seat at the table this connection watches."""

    type: Literal["sit"] = "sit"
    seat: TableSeat


class Act(_Intent):
    """A decision for your seat."""

    type: Literal["act"] = "act"
    action: ActionJson


class Advise(_Intent):
    """The player sitting out advises the captain (three-player, R11.3); null
    takes the advice back."""

    type: Literal["advise"] = "advise"
    action: ActionJson | None


class Undo(_Intent):
    """Take back your last decision (at a table where every other seat is a computer)."""

    type: Literal["undo"] = "undo"


class Hint(_Intent):
    """Ask the expert for its best ``count`` decisions (answered by ``hints``)."""

    type: Literal["hint"] = "hint"
    count: Annotated[int, Field(ge=1, le=MAX_HINTS)] = 3


class Ready(_Intent):
    """Ready for the next hand."""

    type: Literal["ready"] = "ready"


class Chat(_Intent):
    """A line of chat to the table."""

    type: Literal["chat"] = "chat"
    text: ChatText


class Leave(_Intent):
    """Leave your seat (or stop watching).  During a match between people where the
    computer does not take over, leaving forfeits the match."""

    type: Literal["leave"] = "leave"


class Claim(_Intent):
    """Claim the match: the person the table waits for is away past the grace time or
    out of time (the snapshot's ``table.claim``), and forfeits it."""

    type: Literal["claim"] = "claim"


class Rematch(_Intent):
    """After the match: offer the same opponents a new match with the same settings,
    or accept theirs (``accept``: true, the default); decline it (false).  Against
    the computer the new table is made at once; between people once every person
    accepted (the ``rematched`` event names it)."""

    type: Literal["rematch"] = "rematch"
    accept: bool = True


class Ping(_Intent):
    """Ask for a ``pong`` (a client's keep-alive and round-trip clock)."""

    type: Literal["ping"] = "ping"


#: Every message a client sends, by its ``type``.
Intent: TypeAlias = Annotated[
    Hello | Sit | Act | Advise | Undo | Hint | Ready | Chat | Leave | Claim | Rematch | Ping,
    Field(discriminator="type"),
]


class ClientMessage(RootModel[Intent]):
    """Any message a client sends (the schema's entry point for them)."""

    model_config = ConfigDict(frozen=True)
