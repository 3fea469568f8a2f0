"""A form with one field for every rule option of :class:`~ginrummy.rules.Rules`.

The fields are derived from the dataclass: a check box for a true/false option,
a drop-down for an option with named choices (a ``Literal`` type) and a whole
number box for the rest, each labelled in words, with the engine's help text
(``OPTION_HELP``) as its tooltip and the system's default shown beside it.
The form decides no rule: :meth:`RulesForm.rules` hands every value to
``Rules.with_options``, whose ``RulesError`` says what is wrong, and a choice
is greyed out only when the engine accepts no other value of it.
"""

from __future__ import annotations

import dataclasses
import typing
from typing import Any

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widget import Widget
from textual.widgets import Checkbox, Input, Label, Select, Static

from ginrummy.rules import OPTION_HELP, Rules, RulesError

__all__ = ["OPTION_WORDS", "SYSTEM_OPTIONS", "OnOffBox", "RulesForm", "option_kind"]

#: Each option in words, for its label.
OPTION_WORDS: dict[str, str] = {
    "players": "Players",
    "knock_limit": "Knock limit",
    "knock_limit_from_upcard": "Oklahoma: upcard sets limit",
    "oklahoma_ace_requires_gin": "Oklahoma: ace means gin only",
    "oklahoma_spades_double": "Oklahoma: spade doubles",
    "scoring": "Scoring",
    "gin_bonus": "Gin bonus",
    "undercut_bonus": "Undercut bonus",
    "big_gin": "Big gin allowed",
    "big_gin_bonus": "Big gin bonus",
    "discard_drawn_upcard": "May discard a card just taken",
    "next_dealer": "Next dealer",
    "target": "Points for game",
    "max_turns": "Turns before a draw",
    "line_bonus": "Line bonus (per hand won)",
    "game_bonus": "Game bonus",
    "shutout": "Shutout doubles the total",
}

#: Options the system sets and the form only shows: the number of players decides
#: the seats and names asked for, so it changes with the system alone.
SYSTEM_OPTIONS = frozenset({"players"})

_HINTS = typing.get_type_hints(Rules)


def option_kind(name: str) -> tuple[str, tuple[str, ...]]:
    """``("bool", ())``, ``("choice", choices)`` or ``("int", ())`` from the option's type."""
    hint = _HINTS[name]
    if hint is bool:
        return "bool", ()
    if typing.get_origin(hint) is typing.Literal:
        return "choice", tuple(str(a) for a in typing.get_args(hint))
    return "int", ()


class OnOffBox(Checkbox):
    """A check box whose mark is drawn only when it is on.

    Textual's check box always draws its "X" and tells on from off by colour
    alone: the theme greys the mark of a box that is off, and in a terminal
    using its own 16 colours (``:ansi``) it is merely dimmed, an "X" that reads
    as ticked.  Here a box that is off is empty, whatever the colours; the
    words beside it say "on" or "off" too.
    """

    def render(self) -> Content:
        self.BUTTON_INNER = "X" if self.value else " "
        return super().render()


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


class RulesForm(Vertical):
    """One row per rule option: words, the field, and ``(default ...)``."""

    DEFAULT_CSS = """
    RulesForm { height: auto; }
    RulesForm > Horizontal { height: auto; }
    RulesForm .words { width: 30; }
    RulesForm .field { width: 16; }
    RulesForm .default { width: 1fr; color: $text-muted; padding: 0 0 0 1; }
    """

    def __init__(self, rules: Rules, defaults: Rules, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._initial = rules
        self.defaults = defaults
        """The system's preset: what "default" means beside each field."""
        self._syncing = False

    @property
    def names(self) -> list[str]:
        """Every option, in the dataclass's order."""
        return [f.name for f in dataclasses.fields(Rules)]

    def compose(self) -> ComposeResult:
        for name in self.names:
            value = getattr(self._initial, name)
            tip = OPTION_HELP[name]
            kind, choices = option_kind(name)
            field: Widget
            if kind == "bool":
                field = OnOffBox(_text(bool(value)), bool(value), compact=True, tooltip=tip)
            elif kind == "choice":
                field = Select([(c, c) for c in choices], value=value, allow_blank=False,
                               compact=True, tooltip=tip)
            else:
                field = Input(str(value), type="integer", compact=True, tooltip=tip)
            field.id = f"opt-{name}"
            field.add_class("field")
            field.disabled = name in SYSTEM_OPTIONS
            with Horizontal(id=f"row-{name}"):
                yield Label(OPTION_WORDS.get(name, name.replace("_", " ")), classes="words")
                yield field
                yield Static(self._default_text(name), id=f"default-{name}", classes="default")

    def on_mount(self) -> None:
        self._sync()

    def _default_text(self, name: str) -> str:
        if name in SYSTEM_OPTIONS:
            return f"({_text(getattr(self.defaults, name))}: set by the system)"
        return f"(default {_text(getattr(self.defaults, name))})"

    # ------------------------------------------------------------------ values

    def field(self, name: str) -> Widget:
        """The field of option ``name``."""
        return self.query_one(f"#opt-{name}")

    def value(self, name: str) -> str:
        """The field's value as the text ``Rules.with_options`` reads."""
        widget = self.field(name)
        if isinstance(widget, Checkbox):
            return "true" if widget.value else "false"
        if isinstance(widget, Select):
            return str(widget.value)
        assert isinstance(widget, Input)
        return widget.value

    def set_value(self, name: str, value: Any) -> None:
        """Show ``value`` (a rule value, or its text as :meth:`value` gives it)."""
        widget = self.field(name)
        if isinstance(widget, Checkbox):
            widget.value = value in (True, "true")
        elif isinstance(widget, (Select, Input)):
            widget.value = str(value)

    def reset(self, defaults: Rules, rules: Rules | None = None) -> None:
        """Show ``rules`` (default: ``defaults``), with ``defaults`` as each field's default."""
        self.defaults = defaults
        shown = rules or defaults
        self._syncing = True
        try:
            for name in self.names:
                self.set_value(name, getattr(shown, name))
                self.query_one(f"#default-{name}", Static).update(self._default_text(name))
        finally:
            self._syncing = False
        self._sync()

    def rules(self) -> Rules:
        """The rules entered; ``RulesError`` (the engine's words) when they are refused."""
        return self.defaults.with_options({name: self.value(name) for name in self.names})

    # ------------------------------------------------------------------ what may change

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        # The words say it too: the box's mark alone is only a colour in some terminals.
        event.checkbox.label = _text(event.value)
        if not self._syncing:
            self._sync()

    def on_select_changed(self, event: Select.Changed) -> None:
        if not self._syncing:
            self._sync()

    def _accepted(self, name: str, before: dict[str, str]) -> list[str]:
        """The values of ``name`` the engine accepts with the choices ``before`` it
        as entered and every later option at the system's default."""
        _, choices = option_kind(name)
        ok = []
        for candidate in choices or ("false", "true"):
            try:
                self.defaults.with_options({**before, name: candidate})
            except RulesError:
                continue
            ok.append(candidate)
        return ok

    def _sync(self) -> None:
        """Grey out each true/false or named choice the engine allows only one value
        of (the Oklahoma options without Oklahoma knocking, Hollywood scoring with
        three players...), set to that value; the others are free.

        An option is judged against the options declared before it in ``Rules``,
        which lists every option after the ones it needs: so unticking Oklahoma
        knocking clears the Oklahoma options rather than the spade double holding
        Oklahoma knocking on.
        """
        self._syncing = True
        try:
            before: dict[str, str] = {}
            for name in self.names:
                if option_kind(name)[0] == "int":
                    continue
                if name not in SYSTEM_OPTIONS:
                    accepted = self._accepted(name, before)
                    fixed = len(accepted) == 1
                    if fixed and self.value(name) != accepted[0]:
                        self.set_value(name, accepted[0])
                    self.field(name).disabled = fixed
                before[name] = self.value(name)
        finally:
            self._syncing = False
