"""The screens between hands: the end of a hand, the end of the match, and help."""

from __future__ import annotations

from rich.markup import escape
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Static

from ginrummy.cli.common import totals_text
from ginrummy.tui.controls import ActionButton
from ginrummy.tui.session import Session
from ginrummy.tui.sheets import bonus_markup, end_markup, help_markup, score_markup, sheet_markup

__all__ = ["HandEndScreen", "HelpScreen", "MatchEndScreen", "ScoreSheetScreen"]


class _TextScreen(Screen[None]):
    """A page of text with a row of buttons under it; ``text`` keeps its plain form
    (for tests).  The buttons do what the keys do, for the mouse."""

    DEFAULT_CSS = """
    _TextScreen { padding: 0 1; }
    _TextScreen Static { width: 100%; height: auto; }
    _TextScreen > Horizontal { dock: bottom; height: 1; }
    """

    #: (button id, label) of the screen's buttons.
    BUTTONS: tuple[tuple[str, str], ...] = ()

    def __init__(self, markup: str) -> None:
        super().__init__()
        self.markup = markup
        self.text = Text.from_markup(markup).plain

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(Text.from_markup(self.markup), id="body")
        with Horizontal():
            for name, label in self.BUTTONS:
                yield ActionButton(label, id=name, compact=True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.pressed(event.button.id or "")

    def pressed(self, name: str) -> None:
        """A button of BUTTONS was clicked: quit leaves, any other goes on."""
        if name == "quit":
            self.app.exit(0)
        else:
            self.dismiss(None)


class HandEndScreen(_TextScreen):
    """Both hands with melds and lay-offs, the score itemised; any key goes on."""

    BUTTONS = (("continue", "Continue"), ("quit", "Quit"))

    def __init__(self, session: Session, ascii_only: bool = False) -> None:
        more = "the match result" if session.match.is_over else "the next hand"
        super().__init__(
            end_markup(session, ascii_only) + "\n\n" + score_markup(session)
            + f"\n\n[dim]Press any key (or Continue) for {more}; q quits.[/dim]"
        )

    def on_key(self, event: events.Key) -> None:
        event.stop()
        if event.key == "q":
            self.app.exit(0)
            return
        self.dismiss(None)


class MatchEndScreen(_TextScreen):
    """Who won the match, and the final totals."""

    BUTTONS = (("quit", "Leave"),)

    def __init__(self, session: Session) -> None:
        m = session.match
        winner = m.winner
        who = escape(session.names[winner]) if winner is not None else "nobody"
        super().__init__(
            f"[b]Match over: {who} wins the match.[/b]\n\n"
            f"Final totals: {escape(totals_text(m.totals(), session.names))}\n\n"
            + (f"{bonuses}\n\n" if (bonuses := bonus_markup(session)) else "")
            + score_markup(session)
            + f"\n\nSeed {m.seed}.\n\n[dim]Press q (or Enter) to leave.[/dim]"
        )

    def on_key(self, event: events.Key) -> None:
        event.stop()
        if event.key in ("q", "enter", "escape"):
            self.app.exit(0)


class HelpScreen(ModalScreen[None]):
    """The keys and a short summary of the rules of the system being played."""

    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > VerticalScroll { width: 78; height: auto; max-height: 22;
                                  border: round $accent; background: $surface; }
    """

    def __init__(self, session: Session | None) -> None:
        super().__init__()
        self.markup = help_markup(session) + "\n\n[dim]Any key closes this help.[/dim]"
        self.text = Text.from_markup(self.markup).plain

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(Text.from_markup(self.markup))
            yield ActionButton("Close", id="close", compact=True)

    def on_key(self, event: events.Key) -> None:
        event.stop()
        self.dismiss(None)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)


class ScoreSheetScreen(_TextScreen):
    """The running score sheet, one row a hand; any key goes back to the table."""

    BUTTONS = (("back", "Back"),)

    def __init__(self, session: Session) -> None:
        super().__init__(sheet_markup(session) + "\n\n[dim]Any key goes back.[/dim]")

    def on_key(self, event: events.Key) -> None:
        event.stop()
        self.dismiss(None)
