"""The statistics screen: the person's totals against the computer, by level and system."""

from __future__ import annotations

from rich.markup import escape

from ginrummy.stats import StatsError, StatsStore, totals_table
from ginrummy.tui.textscreen import TextScreen

__all__ = ["StatsScreen"]

_NOTES = (
    "Matches: finished ones. Hands: the hands you played (drawn ones included).\n"
    "Gins: hands you won by gin or big gin. Undercuts: knocks you undercut.\n"
    "Avg knock deadwood: the deadwood of your knocks (gins not counted)."
)


class StatsScreen(TextScreen):
    """The totals of the statistics file (or why it cannot be read); any key goes back."""

    def __init__(self, store: StatsStore) -> None:
        try:
            body = escape(totals_table(store.totals()))
        except StatsError as exc:
            body = f"[red]The statistics cannot be shown: {escape(str(exc))}[/red]"
        super().__init__(
            "[b]Statistics against the computer[/b]\n\n" + body
            + f"\n\n[dim]{_NOTES}\n\nAny key goes back.[/dim]"
        )
