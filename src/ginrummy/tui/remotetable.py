"""The table at a game server: the local table's screen (:class:`SeatTable`), drawn
from the snapshot the connection holds and redrawn when the server says
something changed, rather than after the person's decision and the computer's.

What differs from the match played here: the person's action goes to the server
and the table changes when its update comes (the drawn card is selected then);
the other players decide at their own pace; the hand's end comes as the server
ends it, and Continue says the person is ready for the next hand; undo and
hints are asked of the server, which answers or refuses (one line); and while
the table waits for people to sit, its join code and link are shown.
"""

from __future__ import annotations

from rich.markup import escape

from ginrummy.cards import cards_of
from ginrummy.names import shown_name
from ginrummy.tui.hints import hint_markup
from ginrummy.tui.remote import RemoteSession, seat_names
from ginrummy.tui.render import name_markup
from ginrummy.tui.table import SeatTable

__all__ = ["RemoteTableScreen"]


class RemoteTableScreen(SeatTable[RemoteSession]):
    """The person's seat at a server's table (see the module docstring)."""

    def __init__(self, session: RemoteSession, *, invite: str = "") -> None:
        super().__init__(session)
        self.invite = invite
        """Markup saying how others join (the code and the link), shown while waiting."""
        self.connection = ""
        """The connection's state when it is not simply open (reconnecting...)."""
        self._hand: int | None = None
        self._held: int | None = None
        self._ended: int | None = None

    def opened(self) -> None:
        # The server deals; a ready here would be refused ("no hand is waiting").
        self.changed()

    def changed(self) -> None:
        """The snapshot changed: a new hand starts afresh, a card just drawn is
        selected, the hand's end is shown once."""
        s = self.session
        snap = s.snap
        hand = None if snap is None else snap.hand
        if hand != self._hand:
            self._hand = hand
            self.laydown.reset()
            self.hint = ""
            self.status = ""
            self.selected = None
            self.custom = None
        v = s.watch_view()
        held = None if v is None else v.hand
        if held is not None and self._held is not None and held != self._held:
            new = cards_of(held & ~self._held)
            if len(new) == 1 and len(cards_of(held)) == 11:
                self.selected = new[0]
        self._held = held
        self.redraw()
        self._check_end()

    # ------------------------------------------------------------------ the flow

    def start_hand(self) -> None:
        """Ready for the next hand: the server deals it once everyone is."""
        self.session.deal()
        self.status = "Ready: waiting for the next hand."
        self.redraw()

    def after_action(self) -> None:
        self.redraw()  # the server's update brings the change

    def _check_end(self) -> None:
        s = self.session
        if s.end is None or s.ended is None or s.ended == self._ended:
            return
        self._ended = s.ended
        self.show_end()

    def show_hint(self) -> None:
        """``h``: the server's expert is asked; its answer is drawn when it comes."""
        s = self.session
        hints = s.hints(3)
        if hints:
            v = s.watch_view()
            top = v.pile_top if v is not None else None
            self.hint = hint_markup(hints, top, self.app_ascii, captain=s.sitting_out)
            return
        s.ask_hints(3)
        self.hint = "Asking the server for hints…"

    def command(self, name: str) -> None:
        if name == "undo" and not self.session.sitting_out:
            self.laydown.reset()
            self.hint = ""
            self.session.undo()
            self.status = "Asked to take back your last decision."
            self.redraw()
            return
        super().command(name)

    # ------------------------------------------------------------------ what the server says

    def hints_came(self) -> None:
        self.hint = ""
        self.show_hint()
        if not self.session.hints(3):
            self.hint = "No hint for this decision."
        self.redraw()

    def refused(self, message: str) -> None:
        """The server's refusal, as one line."""
        self.status = f"Refused: {self.engine_markup(shown_name(message, 300))}"
        self.redraw()

    def others_turn(self) -> str:
        s = self.session
        v = s.watch_view()
        if v is None:
            return ""
        name = s.names[s.seats[v.to_act]]
        return f"({escape(shown_name(name, 24))}'s turn)"

    # ------------------------------------------------------------------ drawing

    def redraw(self) -> None:
        if not self.is_mounted:
            return  # the first snapshot came before the screen: on_mount draws it
        if self.session.watch_view() is None:
            self._draw_waiting()
        else:
            super().redraw()
        if self.connection:
            self._set("status", self.connection)

    def _draw_waiting(self) -> None:
        """No hand in play: the seats, and how others join."""
        snap = self.session.snap
        if snap is None:
            self._set("top", "Connecting…")
            return
        table = snap.table
        names = seat_names(table)
        seats = " · ".join(
            f"seat {s.seat + 1}: " + ("[i]empty[/i]" if s.kind == "empty" else
                                      name_markup(names[s.seat])
                                      + (" (you)" if s.seat == snap.you.seat else ""))
            for s in table.seats)
        self._set("top", f"[b]Table {escape(table.id)}[/b] · {escape(table.system)} ·"
                         f" {escape(table.status.replace('_', ' '))}")
        self._set("opponent", seats)
        waiting = "Waiting for every seat to be taken." if table.status == "waiting" else ""
        self._set("mine", "\n".join(part for part in (waiting, self.invite) if part))
        self._set("status", self.status)
        self._set("keys", "q quit (your seat stays yours) · ? help")
