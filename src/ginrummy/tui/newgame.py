"""The new game screen: system, opponent level, optional seed, player name; Start."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static

from ginrummy.agents.levels import LEVELS
from ginrummy.rules import RulesError, preset
from ginrummy.tui.session import SYSTEMS, GameSettings

__all__ = ["NewGameScreen"]


class NewGameScreen(Screen[GameSettings]):
    """Asks for the game's settings and dismisses with them."""

    DEFAULT_CSS = """
    NewGameScreen { align: center middle; }
    NewGameScreen > Vertical { width: 60; height: auto; border: round $accent; padding: 0 1; }
    NewGameScreen Horizontal { height: auto; }
    NewGameScreen Label { width: 16; padding: 1 0 0 0; }
    NewGameScreen Select, NewGameScreen Input { width: 1fr; }
    #error { color: $error; height: auto; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "app.quit", "Quit")]

    def __init__(self, defaults: GameSettings) -> None:
        super().__init__()
        self.defaults = defaults

    def compose(self) -> ComposeResult:
        d = self.defaults
        with Vertical():
            yield Static("[b]Gin Rummy: new game[/b]")
            with Horizontal():
                yield Label("System")
                yield Select([(s, s) for s in SYSTEMS], value=d.system, allow_blank=False,
                             id="system")
            with Horizontal():
                yield Label("Opponent level")
                yield Select([(lv, lv) for lv in LEVELS], value=d.level, allow_blank=False,
                             id="level")
            with Horizontal():
                yield Label("Seed (optional)")
                yield Input("" if d.seed is None else str(d.seed), placeholder="random",
                            type="integer", id="seed")
            with Horizontal():
                yield Label("Your name")
                yield Input(d.name, id="name")
            with Horizontal():
                yield Label("Rule options")
                yield Input("", placeholder="KEY=VALUE, e.g. gin_bonus=20",
                            id="options")
            yield Static("", id="error")
            yield Button("Start", variant="primary", id="start")

    def settings(self) -> GameSettings | None:
        """The settings entered, or None (with the error shown) if the seed is bad."""
        system = self.query_one("#system", Select).value
        level = self.query_one("#level", Select).value
        seed_text = self.query_one("#seed", Input).value.strip()
        name = self.query_one("#name", Input).value.strip() or "you"
        seed: int | None = None
        if seed_text:
            try:
                seed = int(seed_text)
            except ValueError:
                seed = -1
            if seed < 0:
                self.query_one("#error", Static).update("The seed is a whole number, 0 or more.")
                return None
        rules = self.defaults.rules if system == self.defaults.system else None
        options = self.query_one("#options", Input).value.split()
        if options:
            # The engine reads and checks the options (RulesError says what is wrong).
            changes: dict[str, str] = {}
            for item in options:
                key, sep, value = item.partition("=")
                if not sep or not key:
                    self.query_one("#error", Static).update(
                        f"Rule options are KEY=VALUE, not {item!r} (see 'ginrummy rules').")
                    return None
                changes[key] = value
            try:
                rules = (rules or preset(str(system))).with_options(changes)
            except RulesError as exc:
                self.query_one("#error", Static).update(str(exc))
                return None
        return GameSettings(str(system), str(level), seed, name, rules)

    def start(self) -> None:
        settings = self.settings()
        if settings is not None:
            self.dismiss(settings)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.start()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.start()
