"""Before the new game screen: the saved match offered (resume or discard), or why a
save could not be read."""

from __future__ import annotations

from typing import ClassVar

from rich.markup import escape
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Static

from ginrummy.tui.session import Session
from ginrummy.tui.sheets import score_markup

__all__ = ["ResumeScreen", "SaveProblemScreen"]


def _where(session: Session) -> str:
    m = session.match
    if session.state is not None and session.hand_over:
        return f"hand {m.hand_number} just finished"
    return f"hand {m.hand_number} in play"


class ResumeScreen(Screen[Session | None]):
    """Offers the saved match: dismisses with it (resume) or None (discard it)."""

    DEFAULT_CSS = """
    ResumeScreen { align: center middle; }
    ResumeScreen > Vertical { width: 76; height: auto; border: round $accent; padding: 0 1; }
    ResumeScreen Static { width: 100%; height: auto; }
    ResumeScreen Horizontal { height: auto; margin: 1 0 0 0; }
    ResumeScreen Button { margin: 0 2 0 0; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "resume", "Resume"),
        Binding("d", "discard", "Discard"),
        Binding("escape", "app.quit", "Quit"),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        s = session.settings
        opponent = "two computer players" if session.rules.players == 3 else "the computer"
        self.markup = (
            "[b]Gin Rummy: a match is waiting[/b]\n\n"
            f"Saved: {escape(s.system)} against {opponent}"
            f" ({escape(s.level)}), {_where(session)}.\n"
            + score_markup(session) + f"\nSeed {session.match.seed}."
        )
        self.text = Text.from_markup(self.markup).plain
        """The offer's plain text (for tests)."""

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text.from_markup(self.markup), id="offer")
            with Horizontal():
                yield Button("Resume", variant="primary", id="resume")
                yield Button("Discard", id="discard")
            yield Static("[dim]r resume · d discard, new game · F2 statistics ·"
                         " Esc quit (save kept)[/dim]")

    def action_resume(self) -> None:
        self.dismiss(self.session)

    def action_discard(self) -> None:
        self.dismiss(None)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "resume":
            self.action_resume()
        else:
            self.action_discard()


class SaveProblemScreen(Screen[None]):
    """Says why the saved match could not be read and where the file was kept."""

    DEFAULT_CSS = """
    SaveProblemScreen { align: center middle; }
    SaveProblemScreen > Static { width: 76; height: auto; border: round $error; padding: 0 1; }
    """

    def __init__(self, problem: str, kept: str) -> None:
        super().__init__()
        self.markup = (
            "[b]The saved match could not be resumed[/b]\n\n"
            f"{escape(problem)}\n\n{escape(kept)}\n\n"
            "[dim]Press any key for a new game.[/dim]"
        )
        self.text = Text.from_markup(self.markup).plain
        """The message's plain text (for tests)."""

    def compose(self) -> ComposeResult:
        yield Static(Text.from_markup(self.markup))

    def on_key(self, event: events.Key) -> None:
        event.stop()
        self.dismiss(None)
