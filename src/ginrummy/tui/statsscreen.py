"""The statistics screen: the person's totals against the computer, by level and system."""

from __future__ import annotations

from rich.markup import escape
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from ginrummy.stats import StatsError, StatsStore, totals_table

__all__ = ["StatsScreen"]

_NOTES = (
    "Matches: finished ones. Hands: the hands you played (drawn ones included).\n"
    "Gins: hands you won by gin or big gin. Undercuts: knocks you undercut.\n"
    "Avg knock deadwood: the deadwood of your knocks (gins not counted)."
)


class StatsScreen(Screen[None]):
    """The totals of the statistics file (or why it cannot be read); any key goes back."""

    DEFAULT_CSS = """
    StatsScreen { padding: 0 1; }
    StatsScreen Static { width: 100%; height: auto; }
    """

    def __init__(self, store: StatsStore) -> None:
        super().__init__()
        try:
            body = escape(totals_table(store.totals()))
        except StatsError as exc:
            body = f"[red]The statistics cannot be shown: {escape(str(exc))}[/red]"
        self.markup = (
            "[b]Statistics against the computer[/b]\n\n" + body
            + f"\n\n[dim]{_NOTES}\n\nAny key goes back.[/dim]"
        )
        self.text = Text.from_markup(self.markup).plain
        """The screen's plain text (for tests)."""

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(Text.from_markup(self.markup), id="body")

    def on_key(self, event: events.Key) -> None:
        event.stop()
        self.dismiss(None)
