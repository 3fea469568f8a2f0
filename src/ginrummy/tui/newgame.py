"""The new game screen: system, opponent level, optional seed, the players' names
and, in three-player Gin, the person's seat; then every rule option; Start.

The form scrolls (it is longer than 24 lines); the line at the bottom explains
the focused field, and the error line, Start and the keys that start (Ctrl+S or
F10 from any field, Enter in a text box) stay in view.  Names are checked here,
where they are typed (:func:`ginrummy.names.check_name`).
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Select, Static

from ginrummy.agents.levels import LEVELS
from ginrummy.names import PlayerNameError, check_name
from ginrummy.rules import RulesError, preset
from ginrummy.tui.ruleform import RulesForm
from ginrummy.tui.session import SYSTEMS, GameSettings, default_computer_names

__all__ = ["NewGameScreen"]

#: The most players a system seats (three-player Gin): one name box per computer.
_MAX_COMPUTERS = 2

_HELP = {
    "system": "The rules preset: changing it resets every rule option to its defaults",
    "level": "How strongly the computer plays: easy, medium, hard or expert",
    "seed": "A whole number replays the same deals; empty: new deals every game",
    "name": "Your name on the score sheet",
    "seat": "Your place around the table: players draw for roles in seat order (R11.1)",
    "computer-1": "The name of a computer player",
    "computer-2": "The name of a computer player",
}

#: The keys that start the game, shown beside Start (80 columns hold both).
START_KEYS = "(Ctrl+S or F10, or Enter in a text box) · Tab: next field · Esc: quit"


class NewGameScreen(Screen[GameSettings]):
    """Asks for the game's settings and dismisses with them."""

    DEFAULT_CSS = """
    NewGameScreen { layout: vertical; padding: 0 1; }
    NewGameScreen #form { height: 1fr; }
    NewGameScreen Horizontal { height: auto; }
    NewGameScreen .game-label { width: 30; }
    NewGameScreen .game-field { width: 1fr; max-width: 40; }
    NewGameScreen .heading { margin: 1 0 0 0; }
    NewGameScreen #help { height: 2; color: $text-muted; }
    NewGameScreen #error { color: $error; height: auto; }
    NewGameScreen #bottom { height: auto; dock: bottom; }
    NewGameScreen #start-row { height: 1; }
    NewGameScreen #start { min-width: 0; width: auto; margin: 0 1 0 0; }
    NewGameScreen #start-keys { width: 1fr; color: $text-muted; }
    """

    # Priority: the keys start the game whichever field has the focus.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start", priority=True),
        Binding("f10", "start", "Start", show=False, priority=True),
        Binding("escape", "app.quit", "Quit"),
    ]

    def __init__(self, defaults: GameSettings) -> None:
        super().__init__()
        self.defaults = defaults
        self._system = defaults.system
        """The system whose defaults the rule fields show."""

    def compose(self) -> ComposeResult:
        d = self.defaults
        base = preset(d.system)
        rules = d.rules or base
        computers = d.computer_names or default_computer_names(rules.players)
        yield Static("[b]Gin Rummy: new game[/b]")
        with VerticalScroll(id="form", can_focus=False):
            yield from self._row("System", Select([(s, s) for s in SYSTEMS], value=d.system,
                                                  allow_blank=False, compact=True, id="system"))
            yield from self._row("Opponent level",
                                 Select([(lv, lv) for lv in LEVELS], value=d.level,
                                        allow_blank=False, compact=True, id="level"))
            yield from self._row("Seed (optional)",
                                 Input("" if d.seed is None else str(d.seed), placeholder="random",
                                       type="integer", compact=True, id="seed"))
            yield from self._row("Your name", Input(d.name, compact=True, id="name"))
            yield from self._row("Your seat", Select(
                [(f"seat {i + 1}", i) for i in range(3)], value=d.seat if d.seat < 3 else 0,
                allow_blank=False, compact=True, id="seat"))
            for i in range(_MAX_COMPUTERS):
                name = computers[i] if i < len(computers) else f"computer {i + 1}"
                yield from self._row(self._computer_label(i, rules.players),
                                     Input(name, compact=True, id=f"computer-{i + 1}"))
            yield Static("[b]Rules[/b] [dim](each option's default for the system in"
                         " brackets)[/dim]", classes="heading")
            yield RulesForm(rules, base, id="rules")
        with Vertical(id="bottom"):
            yield Static("", id="help")
            yield Static("", id="error")
            with Horizontal(id="start-row"):
                yield Button("Start", variant="primary", compact=True, id="start")
                yield Static(START_KEYS, id="start-keys", markup=False)

    @staticmethod
    def _row(words: str, field: Widget) -> ComposeResult:
        field.add_class("game-field")
        field.tooltip = _HELP.get(field.id or "", "")
        with Horizontal(id=f"{field.id}-row"):
            yield Label(words, classes="game-label", id=f"{field.id}-label")
            yield field

    @staticmethod
    def _computer_label(index: int, players: int) -> str:
        return "Computer's name" if players == 2 else f"Computer {index + 1}'s name"

    def on_mount(self) -> None:
        self._show_seats(self.form.defaults.players)
        self.error("")

    @property
    def form(self) -> RulesForm:
        return self.query_one("#rules", RulesForm)

    # ------------------------------------------------------------------ changes

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id != "system" or event.value == self._system:
            return
        # A new system: every rule option back to that system's defaults.
        self._system = str(event.value)
        rules = preset(self._system)
        before = self.form.defaults.players
        self.form.reset(rules)
        if rules.players != before:
            for i, name in enumerate(default_computer_names(rules.players)):
                box = self.query_one(f"#computer-{i + 1}", Input)
                if box.value.strip() in ("", *default_computer_names(before)):
                    box.value = name  # a name typed by the person is kept
        self._show_seats(rules.players)
        self.error("")

    def _show_seats(self, players: int) -> None:
        """The seat and the second computer's name are asked for only with three players."""
        self.query_one("#seat-row").display = players == 3
        for i in range(_MAX_COMPUTERS):
            self.query_one(f"#computer-{i + 1}-row").display = i < players - 1
            self.query_one(f"#computer-{i + 1}-label", Label).update(
                self._computer_label(i, players))

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        tip = event.widget.tooltip
        self.query_one("#help", Static).update(tip if isinstance(tip, str) else "")

    # ------------------------------------------------------------------ the result

    def error(self, message: str) -> None:
        """Say what is wrong (plain text: a name typed may hold brackets); the line
        takes room only while it says something."""
        line = self.query_one("#error", Static)
        line.update(Text(message))
        line.display = bool(message)

    def _checked_name(self, box_id: str, label: str, default: str) -> str | None:
        """The name typed in box ``box_id`` (``default`` when empty) if a player may
        take it (``check_name``); else None, with the reason shown and the box
        focused to put it right."""
        box = self.query_one(f"#{box_id}", Input)
        if not box.value.strip():
            return default
        try:
            return check_name(box.value)
        except PlayerNameError as exc:
            self.error(f"{label}: {exc}.")
            box.focus()
            return None

    def settings(self) -> GameSettings | None:
        """The settings entered, or None with the reason shown (a bad seed or name,
        or rules the engine refuses)."""
        seed_text = self.query_one("#seed", Input).value.strip()
        seed: int | None = None
        if seed_text:
            try:
                seed = int(seed_text)
            except ValueError:
                seed = None
            if seed is None or seed < 0:
                self.error("The seed is a whole number, 0 or more.")
                return None
        try:
            rules = self.form.rules()
        except RulesError as exc:
            self.error(str(exc))
            return None
        name = self._checked_name("name", "Your name", "you")
        if name is None:
            return None
        defaults = default_computer_names(rules.players)
        computers: list[str] = []
        for i in range(rules.players - 1):
            label = self._computer_label(i, rules.players)
            computer = self._checked_name(f"computer-{i + 1}", label, defaults[i])
            if computer is None:
                return None
            computers.append(computer)
        if len({name, *computers}) != rules.players:
            self.error("Each player needs a different name.")
            return None
        seat = self.query_one("#seat", Select).value if rules.players == 3 else 0
        assert isinstance(seat, int)
        self.error("")
        return GameSettings(
            system=self._system,
            level=str(self.query_one("#level", Select).value),
            seed=seed,
            name=name,
            rules=rules,
            computer_names=tuple(computers),
            seat=seat,
        )

    def start(self) -> None:
        """Start the game with the settings entered, or say what is wrong."""
        settings = self.settings()
        if settings is not None:
            self.dismiss(settings)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.start()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.start()

    def action_start(self) -> None:
        """Ctrl+S or F10, from any field."""
        self.start()
