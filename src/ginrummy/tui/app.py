"""The full-screen game behind ``ginrummy play``: a Textual app."""

from __future__ import annotations

from textual.app import App

from ginrummy.tui.newgame import NewGameScreen
from ginrummy.tui.roledraw import RoleDrawScreen
from ginrummy.tui.session import GameSettings, Session
from ginrummy.tui.table import TableScreen

__all__ = ["GinApp"]


class GinApp(App[int]):
    """New game screen, then the table until the match ends or the person quits."""

    TITLE = "Gin Rummy"

    def __init__(
        self,
        defaults: GameSettings | None = None,
        *,
        ascii_only: bool = False,
        delay: float = 0.4,
    ) -> None:
        super().__init__()
        self.defaults = defaults or GameSettings()
        self.ascii_only = ascii_only
        self.delay = delay
        """Seconds between the computer's actions (0: at once)."""
        self.session: Session | None = None

    def on_mount(self) -> None:
        self.push_screen(NewGameScreen(self.defaults), self.start_game)

    def start_game(self, settings: GameSettings | None) -> None:
        """Start a match with ``settings`` (the new game screen's result)."""
        if settings is None:
            self.exit(0)
            return
        session = self.session = Session(settings)
        if session.match.roles is not None:
            # Three-player: show the draw for roles (R11.1) before the first hand.
            self.push_screen(RoleDrawScreen(session, self.ascii_only),
                             lambda _: self.push_screen(TableScreen(session)))
            return
        self.push_screen(TableScreen(session))
