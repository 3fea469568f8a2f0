"""The full-screen game at a game server: ``ginrummy play --server URL``.

The person has a seat already (``ginrummy.remote.seating``: a table created or
joined by its code, with the name kept in the data folder).  The app keeps the
table's WebSocket open (:class:`ginrummy.remote.link.Link`: ``hello``, the
snapshot held and each update applied to it, a dropped connection opened again
with ``last_seq``) and draws the table with the local game's screens
(:class:`~ginrummy.tui.remotetable.RemoteTableScreen`).  Nothing is saved here:
the server keeps the match, and the same command brings the person back.
"""

from __future__ import annotations

import asyncio
from typing import Any

from rich.console import RenderableType
from rich.markup import escape
from textual.app import App

from ginrummy import protocol as P
from ginrummy.names import shown_name
from ginrummy.remote.link import Closed, Fatal, Item, Link, Lost, Shown
from ginrummy.remote.seating import Seated, unknown_name
from ginrummy.tui.remote import RemoteSession
from ginrummy.tui.remotetable import RemoteTableScreen

__all__ = ["RemoteApp", "invite_markup"]


def invite_markup(seated: Seated) -> str:
    """How the others come to a table the person created: its code and link."""
    if not seated.created or seated.code is None:
        return ""
    code = escape(seated.code)
    link = f" · link {escape(seated.link)}" if seated.link else ""
    return (f"Join code [b]{code}[/b]{link}\nThe other person opens the link in a browser,"
            f" or types: ginrummy play --server {escape(seated.base)} --name NAME"
            f" --table {code}")


class RemoteApp(App[int]):
    """One person's seat at a server's table, full screen, until they quit or the
    match ends (its result is the exit status: 0, or 2 when the table cannot be
    reached or refused the person)."""

    TITLE = "Gin Rummy"

    def __init__(self, seated: Seated, *, ascii_only: bool = False,
                 reconnect_delay: float = 0.5) -> None:
        super().__init__()
        self.seated = seated
        self.ascii_only = ascii_only
        self.delay = 0.0
        self.link = Link(seated.ws_url, seated.identity.token, seated.table_id,
                         reconnect_delay=reconnect_delay, unknown=unknown_name(seated.identity))
        self.session = RemoteSession(self._send)
        self.table: RemoteTableScreen | None = None
        self.said: list[str] = []
        """Lines told beside the table (chat, reconnections), for tests."""
        self._sending: set[asyncio.Task[None]] = set()
        self._lost = False

    def on_mount(self) -> None:
        self.table = RemoteTableScreen(self.session, invite=invite_markup(self.seated))
        self.push_screen(self.table)
        self.run_worker(self._pump(), exclusive=True)

    async def _pump(self) -> None:
        """Bring each thing the link brings to the screen, in order."""
        runner = asyncio.create_task(self.link.run())
        try:
            while not runner.done() or not self.link.queue.empty():
                getter = asyncio.ensure_future(self.link.queue.get())
                await asyncio.wait({getter, runner}, return_when=asyncio.FIRST_COMPLETED)
                if not getter.done():
                    getter.cancel()
                    continue
                self.on_item(getter.result())
        finally:
            await self.link.stop(runner)

    def _send(self, message: dict[str, Any]) -> None:
        task = asyncio.get_running_loop().create_task(self._send_now(message))
        self._sending.add(task)  # kept until done: the loop holds tasks weakly
        task.add_done_callback(self._sending.discard)

    async def _send_now(self, message: dict[str, Any]) -> None:
        if not await self.link.send(message) and self.table is not None:
            self.session.refused()
            self.table.refused("not connected just now (reconnecting): try again in a moment")

    def tell(self, line: str) -> None:
        """A line told beside the table (it fades)."""
        self.said.append(line)
        self.notify(escape(line), timeout=6)

    def on_item(self, item: Item) -> None:
        table = self.table
        assert table is not None
        if isinstance(item, Shown):
            self.session.apply(item.snapshot, item.events)
            for event in item.events:
                if isinstance(event, P.ChatEvent):
                    self.tell(f"{shown_name(event.name, 24)}: {shown_name(event.text, 200)}")
            table.changed()
        elif isinstance(item, P.Welcome):
            if self._lost:
                self._lost = False
                table.connection = ""
                self.tell(f"Reconnected (as of entry {item.seq}).")
        elif isinstance(item, Lost):
            self._lost = True
            tries = "" if item.attempt == 1 else f" (attempt {item.attempt})"
            table.connection = (f"Connection lost ({escape(item.reason)});"
                                f" reconnecting…{tries}")
            table.redraw()
        elif isinstance(item, Fatal):
            self.exit(2, message=f"ginrummy: error: {item.reason}")
        elif isinstance(item, Closed):
            if not self.session.match.is_over:
                self.exit(2, message="ginrummy: error: the server closed the connection")
        elif isinstance(item, P.Hints):
            self.session.hints_came(item)
            table.hints_came()
        elif isinstance(item, P.ErrorMessage):
            self.session.refused()
            table.refused(item.message)
        elif isinstance(item, P.ProtocolError):
            table.refused(f"a message from the server this client cannot read: {item}")

    def exit(self, result: int | None = None, return_code: int = 0,
             message: RenderableType | None = None) -> None:
        """Leave; before the match's end, say how to come back (the seat stays the
        person's: against the computer the match waits for them; between people the
        others may claim it once the grace time is over)."""
        if message is None and not self.session.match.is_over:
            message = ("Your seat stays yours (between people, the others may claim the"
                       " match once the grace time is over).\nCome back with: "
                       + self.seated.come_back)
        super().exit(result, return_code, message)
