"""The screens between hands: the end of a hand, the end of the match, and help."""

from __future__ import annotations

from rich.markup import escape
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from ginrummy.narration import totals_text
from ginrummy.tui.controls import ActionButton
from ginrummy.tui.session import Session
from ginrummy.tui.sheets import bonus_markup, end_markup, help_markup, score_markup, sheet_markup
from ginrummy.tui.textscreen import TextScreen

__all__ = ["HandEndScreen", "HelpScreen", "MatchEndScreen", "ScoreSheetScreen"]


class HandEndScreen(TextScreen):
    """Both hands with melds and lay-offs, the score itemised; any key goes on."""

    BUTTONS = (("continue", "Continue"), ("quit", "Quit"))
    QUIT_KEYS = ("q",)

    def __init__(self, session: Session, ascii_only: bool = False) -> None:
        more = "the match result" if session.match.is_over else "the next hand"
        super().__init__(
            end_markup(session, ascii_only) + "\n\n" + score_markup(session)
            + f"\n\n[dim]Press any key (or Continue) for {more}; q quits.[/dim]"
        )


class MatchEndScreen(TextScreen):
    """Who won the match, and the final totals."""

    BUTTONS = (("quit", "Leave"),)
    QUIT_KEYS = ("q", "enter", "escape")
    OTHER_KEYS_GO_ON = False

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


class ScoreSheetScreen(TextScreen):
    """The running score sheet, one row a hand; any key goes back to the table."""

    BUTTONS = (("back", "Back"),)

    def __init__(self, session: Session) -> None:
        super().__init__(sheet_markup(session) + "\n\n[dim]Any key goes back.[/dim]")
