"""The screens between hands: the end of a hand, the end of the match, and help."""

from __future__ import annotations

from rich.markup import escape
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from ginrummy.cli.common import totals_text
from ginrummy.tui.session import Session
from ginrummy.tui.sheets import end_markup, help_markup, score_markup, sheet_markup

__all__ = ["HandEndScreen", "HelpScreen", "MatchEndScreen", "ScoreSheetScreen"]


class _TextScreen(Screen[None]):
    """A page of text; ``text`` keeps its plain form (for tests)."""

    DEFAULT_CSS = """
    _TextScreen { padding: 0 1; }
    _TextScreen Static { width: 100%; height: auto; }
    """

    def __init__(self, markup: str) -> None:
        super().__init__()
        self.markup = markup
        self.text = Text.from_markup(markup).plain

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(Text.from_markup(self.markup), id="body")


class HandEndScreen(_TextScreen):
    """Both hands with melds and lay-offs, the score itemised; any key goes on."""

    def __init__(self, session: Session, ascii_only: bool = False) -> None:
        more = "the match result" if session.match.is_over else "the next hand"
        super().__init__(
            end_markup(session, ascii_only) + "\n\n" + score_markup(session)
            + f"\n\n[dim]Press any key for {more} (q quits).[/dim]"
        )

    def on_key(self, event: events.Key) -> None:
        event.stop()
        if event.key == "q":
            self.app.exit(0)
            return
        self.dismiss(None)


class MatchEndScreen(_TextScreen):
    """Who won the match, and the final totals."""

    def __init__(self, session: Session) -> None:
        m = session.match
        winner = m.winner
        who = escape(session.names[winner]) if winner is not None else "nobody"
        super().__init__(
            f"[b]Match over: {who} wins the match.[/b]\n\n"
            f"Final totals: {escape(totals_text(m.totals(), session.names))}\n\n"
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

    def on_key(self, event: events.Key) -> None:
        event.stop()
        self.dismiss(None)


class ScoreSheetScreen(_TextScreen):
    """The running score sheet, one row a hand; any key goes back to the table."""

    def __init__(self, session: Session) -> None:
        super().__init__(sheet_markup(session) + "\n\n[dim]Any key goes back.[/dim]")

    def on_key(self, event: events.Key) -> None:
        event.stop()
        self.dismiss(None)
