"""The full-screen game behind ``ginrummy play``: a Textual app.

On start a saved match (left by quitting mid-match) is offered first; then the
new game screen and the table.  Leaving with a match in progress saves it;
every finished hand and match goes into the statistics.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.console import RenderableType
from textual.app import App
from textual.binding import Binding, BindingType

from ginrummy.datadir import data_dir
from ginrummy.stats import FILE_NAME as STATS_FILE
from ginrummy.stats import HandRow, MatchRow, StatsError, StatsLockedError, StatsStore
from ginrummy.tui.newgame import NewGameScreen
from ginrummy.tui.resume import ResumeScreen, SaveProblemScreen
from ginrummy.tui.roledraw import RoleDrawScreen
from ginrummy.tui.saves import FILE_NAME as SAVE_FILE
from ginrummy.tui.saves import SaveError, read_save, remove_save, set_aside, write_save
from ginrummy.tui.session import GameSettings, Session
from ginrummy.tui.statsscreen import StatsScreen
from ginrummy.tui.table import TableScreen

__all__ = ["GinApp"]


class GinApp(App[int]):
    """The saved match or the new game screen, then the table until the match ends
    or the person quits."""

    TITLE = "Gin Rummy"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f2", "statistics", "Statistics", priority=True),
    ]

    def __init__(
        self,
        defaults: GameSettings | None = None,
        *,
        ascii_only: bool = False,
        delay: float = 0.4,
        folder: Path | None = None,
    ) -> None:
        super().__init__()
        self.defaults = defaults or GameSettings()
        self.ascii_only = ascii_only
        self.delay = delay
        """Seconds between the computer's actions (0: at once)."""
        self.session: Session | None = None
        folder = folder if folder is not None else data_dir()
        self.save_path = folder / SAVE_FILE
        """Where a match in progress is saved on leaving."""
        self.stats = StatsStore(folder / STATS_FILE)
        self.uncounted: list[HandRow | MatchRow] = []
        """Finished hands and matches not yet in the statistics (the file was locked)."""

    def on_mount(self) -> None:
        if not self.save_path.exists():
            self.new_game()
            return
        try:
            session = read_save(self.save_path)
        except SaveError as exc:
            # Never delete what cannot be read: rename it aside and say where it is.
            try:
                kept = f"The file was kept as {set_aside(self.save_path)}."
            except OSError as err:
                kept = f"The file could not be renamed ({err.strerror or err}); it was left."
            self.push_screen(SaveProblemScreen(str(exc), kept), lambda _: self.new_game())
            return
        self.push_screen(ResumeScreen(session), self._resume_chosen)

    def _resume_chosen(self, session: Session | None) -> None:
        if session is not None:
            self.begin(session)
            return
        self._remove_save()
        self.new_game()

    def new_game(self) -> None:
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
                             lambda _: self.begin(session))
            return
        self.begin(session)

    def begin(self, session: Session) -> None:
        """Play ``session`` (new, or resumed in the middle of a hand) at the table."""
        self.session = session
        session.on_booked = self.hand_booked
        self.push_screen(TableScreen(session))

    def action_statistics(self) -> None:
        """F2 (and S at the table): the statistics screen."""
        if not isinstance(self.screen, StatsScreen):
            self.push_screen(StatsScreen(self.stats))

    # ------------------------------------------------------------------ saving

    def hand_booked(self, session: Session) -> None:
        """Count the hand (and the match, once over) in the statistics, and save the
        match (a terminal closed without quitting loses at most the hand in play)."""
        end, booked = session.end, session.booked
        assert end is not None and booked is not None
        s = session.settings
        roles = session.hand_roles
        played = roles is None or roles.out != session.human
        self.uncounted.append(HandRow.from_end(
            session.match_id, booked.number, s.system, s.level, played, end))
        if session.match.is_over:
            self.uncounted.append(MatchRow(
                session.match_id, s.system, s.level, session.match.winner,
                session.match.hand_number))
        problem = self.count_uncounted()
        if problem is not None:
            # The game goes on; the person is told once per hand.
            self.notify(problem, severity="warning", timeout=8)
        problem = self.save_game()  # removes the save once the match is over
        if problem is not None:
            self.notify(problem, severity="warning", timeout=8)

    def count_uncounted(self) -> str | None:
        """Write the hands (and matches) not yet in the statistics; what went wrong, if
        anything.  While another game holds the file locked they are kept, and counted
        at the next hand's end or when the game is left (each once: a row is keyed by
        match and hand)."""
        if not self.uncounted:
            return None
        try:
            self.stats.record(self.uncounted)
        except StatsLockedError as exc:
            hands = sum(isinstance(row, HandRow) for row in self.uncounted)
            return (f"Statistics not recorded yet: {exc}. {hands} hand"
                    f"{'' if hands == 1 else 's'} kept, to be counted when the file is free"
                    " (at the next hand's end, or when you leave).")
        except StatsError as exc:
            self.uncounted.clear()
            return f"Statistics not recorded: {exc}"
        self.uncounted.clear()
        return None

    def _remove_save(self) -> None:
        try:
            remove_save(self.save_path)
        except OSError as exc:
            self.notify(f"The save could not be removed: {exc}", severity="warning", timeout=8)

    def save_game(self) -> str | None:
        """Save the match in progress (or remove the save of a finished one);
        a message if it could not be saved."""
        session = self.session
        if session is None:
            return None
        try:
            if session.match.is_over:
                remove_save(self.save_path)
                return None
            write_save(session, self.save_path)
        except OSError as exc:
            return f"ginrummy: the match could not be saved to {self.save_path}: {exc}"
        return None

    def exit(
        self,
        result: int | None = None,
        return_code: int = 0,
        message: RenderableType | None = None,
    ) -> None:
        """Leave the app; a match in progress is saved first (every way out comes here),
        and hands kept while the statistics were locked are counted if they can be."""
        problem = self.save_game()
        self.count_uncounted()
        hands = sum(isinstance(row, HandRow) for row in self.uncounted)
        if self.uncounted and problem is None:
            problem = (f"ginrummy: {hands} hand{'' if hands == 1 else 's'} could not be counted"
                       f" in the statistics: {self.stats.path} is locked by another game")
        super().exit(result, return_code, message or problem)
