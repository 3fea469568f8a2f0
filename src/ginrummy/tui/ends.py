"""The screens between hands: the end of a hand, the end of the match, and help."""

from __future__ import annotations

from rich.markup import escape
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from ginrummy.narration import to_you, totals_text
from ginrummy.tui.controls import ActionButton
from ginrummy.tui.render import name_markup, names_shown
from ginrummy.tui.seating import Seating
from ginrummy.tui.sheets import (
    HELP_WIDTH,
    bonus_markup,
    end_markup,
    help_markup,
    score_markup,
    sheet_markup,
)
from ginrummy.tui.textscreen import SCROLL_KEYS, TextScreen, scroll_by_key

__all__ = ["HandEndScreen", "HelpScreen", "MatchEndScreen", "ScoreSheetScreen"]


class HandEndScreen(TextScreen):
    """Both hands with melds and lay-offs, the score itemised; any key goes on."""

    BUTTONS = (("continue", "Continue"), ("quit", "Quit"))
    QUIT_KEYS = ("q",)

    def __init__(self, session: Seating, ascii_only: bool = False) -> None:
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

    def __init__(self, session: Seating) -> None:
        m = session.match
        winner = m.winner
        who = name_markup(session.names[winner]) if winner is not None else "nobody"
        wins = to_you("wins the match") if who == "you" else "wins the match"
        super().__init__(
            f"[b]Match over: {who} {wins}.[/b]\n\n"
            f"Final totals: {escape(totals_text(m.totals(), names_shown(session.names)))}\n\n"
            + (f"{bonuses}\n\n" if (bonuses := bonus_markup(session)) else "")
            + score_markup(session)
            + f"\n\nSeed {m.seed}.\n\n[dim]Press q (or Enter) to leave.[/dim]"
        )


class HelpScreen(ModalScreen[None]):
    """The keys and a short summary of the rules of the system being played.

    It fits the terminal (80x24 at least) and scrolls when it is longer: the
    arrows, Page Up/Down, Home and End, and the mouse wheel; any other key (or
    Close) closes it.
    """

    DEFAULT_CSS = f"""
    HelpScreen {{ align: center middle; }}
    HelpScreen #help-box {{ width: {HELP_WIDTH + 5}; max-width: 100%; height: 100%;
                            border: round $accent; background: $surface; padding: 0 1; }}
    HelpScreen #help-scroll {{ height: 1fr; scrollbar-size-vertical: 1; }}
    HelpScreen #help-body {{ width: 100%; height: auto; }}
    HelpScreen #help-bottom {{ height: 1; }}
    HelpScreen #help-keys {{ width: 1fr; color: $text-muted; }}
    """

    def __init__(self, session: Seating | None) -> None:
        super().__init__()
        self.markup = help_markup(session)
        self.text = Text.from_markup(self.markup).plain
        """The help's plain text (for tests)."""

    def compose(self) -> ComposeResult:
        with Vertical(id="help-box"):
            with VerticalScroll(id="help-scroll"):
                yield Static(Text.from_markup(self.markup), id="help-body")
            with Horizontal(id="help-bottom"):
                yield Static("↑/↓ PgUp/PgDn scroll · any other key closes", id="help-keys")
                yield ActionButton("Close", id="close", compact=True)

    def on_mount(self) -> None:
        # No taller than the help: the border, the text, the line of keys.
        lines = len(self.text.splitlines())
        self.query_one("#help-box").styles.max_height = lines + 3

    def on_key(self, event: events.Key) -> None:
        event.stop()
        if event.key in SCROLL_KEYS:  # the help's own keys, even when it fits
            scroll_by_key(self.query_one("#help-scroll", VerticalScroll), event.key)
        else:
            self.dismiss(None)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(None)


class ScoreSheetScreen(TextScreen):
    """The running score sheet, one row a hand; any key goes back to the table."""

    BUTTONS = (("back", "Back"),)

    def __init__(self, session: Seating) -> None:
        super().__init__(sheet_markup(session) + "\n\n[dim]Any key goes back.[/dim]")
