"""A full screen of text: the base of the screens between hands, the role draw
and the statistics, which differ only in their text, buttons and quit keys.

A text longer than the terminal (a Hollywood match's end at 80x24) scrolls: by
the mouse wheel and by the arrows, Page Up/Down, Home and End, which then
scroll rather than go on.
"""

from __future__ import annotations

import contextlib

from rich.text import Text
from textual import events
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Static

from ginrummy.tui.controls import ActionButton

__all__ = ["SCROLL_KEYS", "TextScreen", "scroll_by_key"]

#: The keys that scroll a text, and the scroll view's action each runs.
SCROLL_KEYS: dict[str, str] = {
    "up": "scroll_up", "down": "scroll_down", "pageup": "page_up", "pagedown": "page_down",
    "home": "scroll_home", "end": "scroll_end"}


def scroll_by_key(scroll: VerticalScroll, key: str) -> bool:
    """Scroll ``scroll`` by ``key`` if it is a scrolling key and the text is longer
    than the view; whether the key was taken."""
    action = SCROLL_KEYS.get(key)
    if action is None or not scroll.max_scroll_y:
        return False
    with contextlib.suppress(SkipAction):  # already at that end
        getattr(scroll, f"action_{action}")()
    return True


class TextScreen(Screen[None]):
    """A page of text with a row of buttons under it; ``text`` keeps its plain form
    (for tests).  The buttons do what the keys do, for the mouse."""

    DEFAULT_CSS = """
    TextScreen { padding: 0 1; }
    TextScreen Static { width: 100%; height: auto; }
    TextScreen > Horizontal { dock: bottom; height: 1; }
    """

    #: (button id, label) of the screen's buttons.
    BUTTONS: tuple[tuple[str, str], ...] = ()
    #: The keys that leave the game.
    QUIT_KEYS: tuple[str, ...] = ()
    #: Whether every other key goes on (dismisses the screen) or does nothing.
    OTHER_KEYS_GO_ON = True

    def __init__(self, markup: str) -> None:
        super().__init__()
        self.markup = markup
        self.text = Text.from_markup(markup).plain
        """The screen's plain text (for tests)."""

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(Text.from_markup(self.markup), id="body")
        if self.BUTTONS:  # no empty row for a screen without buttons
            with Horizontal():
                for name, label in self.BUTTONS:
                    yield ActionButton(label, id=name, compact=True)

    # A subclass sets QUIT_KEYS and OTHER_KEYS_GO_ON rather than its own on_key:
    # Textual would call this handler after the subclass's as well.
    def on_key(self, event: events.Key) -> None:
        event.stop()
        if scroll_by_key(self.query_one(VerticalScroll), event.key):
            return
        if event.key in self.QUIT_KEYS:
            self.app.exit(0)
        elif self.OTHER_KEYS_GO_ON:
            self.dismiss(None)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.pressed(event.button.id or "")

    def pressed(self, name: str) -> None:
        """A button of BUTTONS was clicked: quit leaves, any other goes on."""
        if name == "quit":
            self.app.exit(0)
        else:
            self.dismiss(None)
