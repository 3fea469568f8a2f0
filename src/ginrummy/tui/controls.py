"""The table's mouse targets: the hand, the stock, the pile and rows of buttons.

Each widget only reports what was clicked to its :class:`Commands` screen (the
table), which turns it into the same command a key gives; so mouse and keys
can never disagree about what an action does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Protocol, runtime_checkable

from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Button, Static

from ginrummy.actions import Action, Kind
from ginrummy.cards import cards_of
from ginrummy.tui.render import card_label

__all__ = ["CARD_WIDTH", "LABELS", "ActionBar", "Commands", "HandView", "PileView", "StockView",
           "action_label"]

#: Cells per card in the drawn hand.
CARD_WIDTH = 5

#: The words of the game's buttons that name no card, by command.  Hints and
#: advice say the same words (:func:`action_label`), so that the person finds
#: the button a hint means.
LABELS = {"pass": "Pass", "stock": "Draw stock", "knock": "Knock", "gin": "Gin",
          "big_gin": "Big gin", "lay_down": "Lay down", "previous": "Previous",
          "cancel": "Cancel"}


def action_label(action: Action, top: int | None, ascii_only: bool = False) -> str:
    """``action`` in the words of the button that plays it, its card as the table
    writes it: ``Draw stock``, ``Take 5♠`` (``top``: the pile's top card, None
    when unknown), ``Discard K♠``, ``Knock with K♠``; the melds of a lay-down
    (R5.3, R6)."""
    kind, card = action.kind, action.card
    if kind is Kind.DRAW_DISCARD:
        return "Take" if top is None else f"Take {card_label(top, ascii_only)}"
    if kind is Kind.DISCARD and card is not None:
        return f"Discard {card_label(card, ascii_only)}"
    if kind is Kind.KNOCK and card is not None:
        return f"Knock with {card_label(card, ascii_only)}"
    if kind in (Kind.ARRANGE, Kind.LAY_OFF):
        melds = " | ".join(" ".join(card_label(c, ascii_only) for c in cards_of(m))
                           for m in action.melds) or "no melds"
        offs = ", ".join(card_label(lo.card, ascii_only) for lo in action.layoffs)
        return f"{LABELS['lay_down']} {melds}" + (f", lay off {offs}" if offs else "")
    if kind is Kind.DISCARD:
        return "Discard"
    return LABELS[{Kind.PASS: "pass", Kind.DRAW_STOCK: "stock", Kind.BIG_GIN: "big_gin"}.get(
        kind, "knock")]


@runtime_checkable
class Commands(Protocol):
    """What the table does with clicks (implemented by ``TableScreen``)."""

    def command(self, name: str) -> None: ...

    def click_card(self, index: int) -> None: ...

    def drag_card(self, start: int, end: int) -> None: ...


def _commands(widget: Static | Horizontal) -> Commands | None:
    screen = widget.screen
    return screen if isinstance(screen, Commands) else None


class HandView(Static):
    """The hand as cards.  A click selects a card (a click on the selected card
    discards it); dragging a card to another place moves it there."""

    def __init__(self, content: str = "", *, id: str | None = None) -> None:
        super().__init__(content, id=id)
        self._down: int | None = None
        """The card place where the mouse button went down, or None."""
        self._dragged = False
        """The button came up on another place: the click that follows is no click."""

    def on_mouse_down(self, event: events.MouseDown) -> None:
        self._down = event.x // CARD_WIDTH
        self._dragged = False

    def on_mouse_up(self, event: events.MouseUp) -> None:
        end = event.x // CARD_WIDTH
        target = _commands(self)
        if self._down is not None and end != self._down and target is not None:
            self._dragged = True
            target.drag_card(self._down, end)
        self._down = None

    def on_click(self, event: events.Click) -> None:
        event.stop()
        target = _commands(self)
        if self._dragged or target is None:
            self._dragged = False
            return
        target.click_card(event.x // CARD_WIDTH)


class _CommandView(Static):
    """A part of the table whose click is the table's command COMMAND."""

    COMMAND: ClassVar[str]

    def on_click(self, event: events.Click) -> None:
        event.stop()
        target = _commands(self)
        if target is not None:
            target.command(self.COMMAND)


class PileView(_CommandView):
    """The discard pile: a click takes its top card, or discards the selected card
    onto it once the person has drawn."""

    COMMAND = "pile"


class StockView(_CommandView):
    """The stock: a click draws its top card."""

    COMMAND = "stock"


class ActionButton(Button):
    """A one-line button that never takes the keyboard focus: keys stay the table's."""

    DEFAULT_CSS = """
    ActionButton { min-width: 0; height: 1; margin: 0 1 0 0; }
    """

    can_focus = False

    def __init__(self, label: str, *, id: str | None = None, compact: bool = True) -> None:
        super().__init__(label, id=id, compact=compact)
        # Every click counts: Textual ignores clicks during its 0.2 s press animation,
        # which would swallow a quick second "Next arrangement".
        self.active_effect_duration = 0


class ActionBar(Horizontal):
    """A row of buttons, one per command; only the ones given to :meth:`show` are shown."""

    DEFAULT_CSS = """
    ActionBar { height: 1; width: 100%; }
    """

    def __init__(self, commands: Sequence[str], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.commands = tuple(commands)

    def compose(self) -> ComposeResult:
        for name in self.commands:
            button = ActionButton(name, id=f"do-{name}", compact=True)
            button.display = False
            yield button

    def show(self, labels: dict[str, str]) -> None:
        """Show the buttons of ``labels`` (command -> label) and hide the others."""
        for name in self.commands:
            button = self.query_one(f"#do-{name}", ActionButton)
            label = labels.get(name)
            button.display = label is not None
            if label is not None and str(button.label) != label:
                button.label = label
                # A new label may need another width (Textual keeps the old one).
                button.refresh(layout=True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        target = _commands(self)
        name = (event.button.id or "").removeprefix("do-")
        if target is not None and name in self.commands:
            target.command(name)
