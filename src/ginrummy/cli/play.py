"""``ginrummy play``: a plain line-by-line game against the computer.

The match is played on a :class:`~ginrummy.table.Table`, as the full-screen game
plays it (``tui/session.py``): seeded (``fair=False``), so a seed is the same game
every time; the table deals, says whose decision it waits for, plays the
computer's (advised as R11.3 says), and tells seat 0 what happened, which this
module writes in the words of :mod:`ginrummy.narration` and
:mod:`ginrummy.seattext` (as ``ginrummy connect`` does at a server).  The human
is player 0 and is shown only that seat's view (sitting out a three-player hand,
the captain's, whose moves the person suggests: R11.3); legality and the list of
choices come from the view, so nothing here decides a rule.  End of input or
``quit`` stops cleanly (status 0).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import sys
from collections.abc import Iterator
from typing import IO, TYPE_CHECKING, Any, Protocol, TextIO

from ginrummy.actions import Action, Kind, action_from_json
from ginrummy.agents import agent_names, make_agent
from ginrummy.agents.levels import LEVELS
from ginrummy.cards import card_name, parse_card
from ginrummy.cli.atserver import add_arguments as add_server_arguments
from ginrummy.cli.atserver import check_arguments as check_server_arguments
from ginrummy.cli.atserver import run_at_server
from ginrummy.cli.common import (
    CliError,
    build_rules,
    new_parser,
    nonnegative_int,
    preset_name,
)
from ginrummy.cli.progress import is_terminal
from ginrummy.driver import MatchDriver
from ginrummy.match import Match
from ginrummy.narration import (
    action_line,
    addressed_to_captain,
    addressed_to_you,
    deal_line,
    describe_score,
    hand_end_lines,
    match_end_lines,
    role_line,
)
from ginrummy.rules import PRESETS, Rules
from ginrummy.seattext import (
    ChoiceError,
    advice_line,
    choices,
    decided_line,
    help_text,
    menu_lines,
    read_action,
    status_lines,
    suggest_line,
)
from ginrummy.state import IllegalActionError
from ginrummy.table import COMPUTER, PERSON, SeatPlan, Table, TableSettings
from ginrummy.view import SeatView

if TYPE_CHECKING:
    from ginrummy.cli.common import Subparsers

__all__ = ["HUMAN", "FullScreen", "PlainGame", "add_parser", "run"]

#: The human's player index.
HUMAN = 0
#: Melds and lay-off choices listed before "type 'all'".
MENU_LIMIT = 10


class _Quit(Exception):
    """The player typed quit or input ended."""


class _BadInput(Exception):
    """Input that is not a choice; the message says what to type."""


@contextlib.contextmanager
def _plugins_from(folder: str) -> Iterator[None]:
    """A plugin opponent's module is found in ``folder`` (the current directory, as
    ``python -m`` finds one) while the table starts its worker, which takes this
    process's ``sys.path``; the path is as it was afterwards."""
    added = folder not in sys.path
    if added:
        sys.path.insert(0, folder)
    try:
        yield
    finally:
        if added:
            with contextlib.suppress(ValueError):
                sys.path.remove(folder)


def add_parser(sub: Subparsers) -> None:
    """Register the subcommand."""
    p = new_parser(
        sub,
        "play",
        "play against the computer: full-screen on a terminal, line by line with --plain",
        "Play a match against the computer. On a terminal this opens the full-screen game "
        "(cards, buttons and mouse; '?' shows its keys). With --plain, or when input or "
        "output is not a terminal, the game is line by line in plain text: your hand, the "
        "table, and a numbered list of your legal actions at each decision. In three-player "
        "Gin you are one player and the computer plays the other two.",
        "In the line-by-line game type 'help' for the commands; 'quit' or end of input"
        " stops.\n\n"
        "At a game server ('ginrummy serve') --server URL plays the same full-screen game"
        " against people (a browser at the other seat, or this command) or the computer:"
        " without --table it creates a table and shows its join code and link; --table CODE"
        " joins one (or brings you back to your seat). Your name's token is kept in the data"
        " folder, as 'ginrummy connect' keeps it.\n\n"
        "examples:\n  ginrummy play\n  ginrummy play --variant oklahoma --seed 7\n"
        "  ginrummy play --variant three-player --rule target=50\n"
        "  ginrummy play --server http://gin.example.org:8765 --name Ann\n"
        "  ginrummy play --server http://gin.example.org:8765 --name Bob --table PINE42\n"
        "  ginrummy play --server URL --against computer --opponent hard --variant hollywood",
    )
    p.add_argument("--variant", metavar="NAME",
                   help="a rule preset (default standard; see 'ginrummy rules')")
    p.add_argument("--rule", action="append", metavar="KEY=VALUE",
                   help="change one rule option (repeatable)")
    p.add_argument("--seed", type=nonnegative_int, metavar="S",
                   help="the match seed, 0 to 2**63-1: the same seed deals the same cards")
    p.add_argument("--opponent", default="simple", metavar="AGENT",
                   help="the computer player: a level (easy, medium, hard, expert; simple is easy,"
                        " the default) or, with --plain, any agent (random, search,"
                        " package.module:Class...)")
    p.add_argument("--plain", action="store_true",
                   help="line-by-line mode (the default when input or output is not a terminal)")
    p.add_argument("--ascii", action="store_true",
                   help="full-screen mode: cards as Th, As... instead of 10♥ with colour suits"
                        " (automatic when the terminal cannot write the suits)")
    add_server_arguments(p)
    p.set_defaults(run=run)


class PlainGame:
    """One match between the human (player 0) and computer players, on text streams,
    played on a :class:`~ginrummy.table.Table` (see the module docstring)."""

    def __init__(
        self,
        rules: Rules,
        inp: IO[str],
        out: IO[str],
        *,
        seed: int | None = None,
        opponent: str = "simple",
        variant: str = "standard",
    ) -> None:
        self.rules = rules
        self.inp = inp
        self.out = out
        # Piped input is echoed after the prompt, so that a transcript reads as a dialogue.
        self.echo = not is_terminal(inp)
        self.variant = variant
        self.opponent = opponent
        if rules.players == 2:
            self.names = ["you", "computer"]
        else:
            self.names = ["you"] + [f"computer {p}" for p in range(1, rules.players)]
        if ":" not in opponent and opponent.strip() not in agent_names():
            make_agent(opponent, random.Random(0))  # raises the registry's "unknown agent"
        seats = (SeatPlan(PERSON),) + (SeatPlan(COMPUTER, opponent),) * (rules.players - 1)
        settings = TableSettings(variant if variant in PRESETS else "standard", rules, seats)
        self.table = Table.create("plain", settings, seed=seed, fair=False,
                                  names=dict(enumerate(self.names)))
        """The table the match is played on."""
        # Every computer is built before the first line is written: a plugin that
        # cannot be loaded is an error of one line, and nothing else is said.
        with _plugins_from(os.getcwd()) if ":" in opponent else contextlib.nullcontext():
            for player in range(1, rules.players):
                self.table.agent(player)
        self.table.sit(HUMAN, name=self.names[HUMAN], identity="local")  # deals hand 1
        # The view of the human's decision being asked for (kept for tests and hooks);
        # sitting out, the captain's view the person is asked to advise on (R11.3).
        self.asking: SeatView | None = None
        # Sitting out: the person let the rest of the hand play out unasked.
        self.finishing = False
        self._told = 0
        """The table's entries told so far."""
        self._suggested: tuple[Action | None] | None = None
        """Sitting out: the person's suggestion the captain is about to decide on."""

    @property
    def driver(self) -> MatchDriver:
        """The match loop under the table."""
        driver = self.table.driver
        assert driver is not None  # the first hand was dealt when the person sat
        return driver

    @property
    def match(self) -> Match:
        return self.driver.match

    def close(self) -> None:
        """End the computers (a plugin's worker process)."""
        self.table.close_agents()

    # ------------------------------------------------------------------ text

    def say(self, *lines: str) -> None:
        for line in lines:
            self.out.write(line + "\n")
        self.out.flush()

    def _read(self, prompt: str) -> str:
        self.out.write(prompt)
        self.out.flush()
        line = self.inp.readline()
        if not line:
            self.out.write("\n")
            raise _Quit
        if self.echo:
            self.out.write(line if line.endswith("\n") else line + "\n")
        return line

    # ------------------------------------------------------------------ the match

    def run(self) -> int:
        """Play until the match is over or the player stops; returns the exit status."""
        table = self.table
        self.say(
            f"Gin Rummy: {self.variant} ({self.rules.system}), first to {self.rules.target}"
            f" points. Seed {table.seed}.",
            f"You play against {self.opponent}. Type a number or an action (stock, take, pass,"
            " discard Kc, knock 7h); 'help' lists the commands, 'quit' stops.",
        )
        if self.match.roles is not None:
            for draw in self.match.role_draws:
                self.say("Cards drawn for the roles: " + ", ".join(
                    f"{self.names[p]} {card_name(c)}" for p, c in enumerate(draw) if c is not None
                ))
        try:
            while True:
                self._tell()
                if table.awaiting() is None:
                    return 0  # the match is over (the table told its end)
                self._step()
        except _Quit:
            self.say("", f"Game stopped. To deal the same cards again: --seed {table.seed}")
            score = dict(self.match.score_json())
            if table.status == "playing":
                score.pop("next_roles", None)  # the roles of the hand stopped, not the next's
            self.say(*describe_score(score, self.names))
            return 0

    def _step(self) -> None:
        """The decision the table waits for: the computer's, or the person's."""
        table = self.table
        wait = table.awaiting()
        assert wait is not None
        if wait.what == "ready":
            table.ready(wait.player)  # the person is ready at once: the next hand is dealt
        elif wait.computer:
            self._computer()
        elif wait.what == "advise":
            v = table.view_for(HUMAN)
            assert v is not None
            advice = None if self.finishing else self._ask_suggestion(v)
            table.advise(HUMAN, advice)
            self._suggested = (advice,)
        else:
            v = table.view_for(HUMAN)
            assert v is not None
            table.act(HUMAN, self._ask(v))

    def _computer(self) -> None:
        """The computer's decision (the table asks the advice of R11.3 first); after
        the person's suggestion, what the captain made of it."""
        suggested, self._suggested = self._suggested, None
        try:
            entries = self.table.run_computer()
        except IllegalActionError as exc:
            wait = self.table.awaiting()
            who = self.names[wait.player] if wait is not None else "a computer"
            raise CliError(f"the computer player {who} ({self.opponent}) chose an illegal"
                           f" action: {exc}") from None
        for entry in entries:
            if entry["type"] == "seated" and "reason" in entry:
                # A plugin that died or answered nonsense: the table's stand-in plays on.
                self.say(f"The computer player {self.names[entry['seat']]} ({self.opponent})"
                         f" failed: {entry['reason']}; the {entry['level']} computer plays"
                         " for it from now on.")
            elif entry["type"] == "acted" and suggested is not None \
                    and suggested[0] is not None:
                self.say(decided_line(suggested[0], action_from_json(entry["action"])))

    def _tell(self) -> None:
        """Say what the table told the person since the last time."""
        for _seq, text in self.table.message_texts_for(HUMAN, after=self._told):
            self._event(json.loads(text))
        self._told = self.table.seq

    def _event(self, event: dict[str, Any]) -> None:
        names = self.names
        kind = event["type"]
        if kind == "deal":
            self.say("", deal_line(event["hand"], names[event["dealer"]], event["upcard"],
                                   event["knock_limit"]))
            self.finishing = False
            roles = event["roles"]
            if roles is not None:
                self.say(role_line(names, roles["box"], roles["captain"], roles["out"], HUMAN))
        elif kind == "action":
            played = event["action"]
            action = Kind(played["action"])
            if event["player"] == HUMAN and action is not Kind.DRAW_STOCK:
                return  # the person typed it: only the card drawn is news
            card = played.get("card")
            line = action_line(names[event["player"]], action,
                               parse_card(card) if isinstance(card, str) else None,
                               event["by"])
            if line is not None:
                self.say(line)
        elif kind == "hand_end":
            self.say(*hand_end_lines(event["hand"], event["end"], event["score"], names))
        elif kind == "match_end":
            self.say(*match_end_lines(event["winner"], event["totals"], names))

    # ------------------------------------------------------------------ the human's turn

    def _status(self, v: SeatView, whose: str = "Your") -> None:
        """The table as ``v`` shows it; ``whose`` hand it is (``Your``, or sitting out
        ``The captain's``)."""
        self.say(*status_lines(v, self.names[self.driver.seats[1 - v.seat]], whose))

    def _menu(self, v: SeatView, options: list[Action], default: Action | None,
              limit: int | None) -> None:
        self.say(*menu_lines(v, options, default, limit))

    @staticmethod
    def _interpret(text: str, v: SeatView, options: list[Action]) -> Action:
        try:
            return read_action(text, v, options)
        except ChoiceError as exc:
            raise _BadInput(str(exc)) from None

    def _ask(self, v: SeatView) -> Action:
        """The person's decision on ``v``; as captain, with the advice of the player
        sitting out (R11.3), which the table asked for."""
        self.asking = v
        self._status(v)
        options, default = choices(v)
        advice = self.table.current_advice()
        roles = self.match.roles
        if advice is not None and roles is not None:
            self.say(advice_line(v, self.names[roles.out], advice))
        self._menu(v, options, default, MENU_LIMIT)
        action = self._prompt(v, options, default, "Your")
        assert action is not None
        return action

    def _ask_suggestion(self, v: SeatView) -> Action | None:
        """Sitting out: the person's suggestion for the captain's decision on ``v``, or
        None to let the captain decide (R11.3)."""
        self.asking = v
        self._status(v, "The captain's")
        options, _default = choices(v)
        self.say(suggest_line(finish=True))
        self._menu(v, options, None, MENU_LIMIT)
        return self._prompt(v, options, None, "The captain's")

    def _prompt(self, v: SeatView, choices: list[Action], default: Action | None,
                whose: str) -> Action | None:
        """Read until a legal action is typed.  Suggesting (``whose`` is not ``Your``),
        Enter or ``finish`` gives None: the captain decides."""
        suggesting = whose != "Your"
        while True:
            text = self._read("> ").strip()
            word = text.lower()
            if word in ("quit", "exit", "q"):
                raise _Quit
            if word in ("help", "?"):
                self.say(help_text("play"))
                continue
            if word == "all":
                self._menu(v, choices, default, None)
                continue
            if word == "hand":
                self._status(v, whose)
                self._menu(v, choices, default, MENU_LIMIT)
                continue
            if suggesting and word == "finish":
                self.finishing = True
                return None
            if not text:
                if suggesting:
                    return None
                if default is None:
                    self.say(f"Type a number from 1 to {len(choices)}, or 'help'.")
                    continue
                action = default
            else:
                try:
                    action = self._interpret(text, v, choices)
                except _BadInput as exc:
                    self.say(str(exc))
                    continue
            try:
                v.check(action)
            except IllegalActionError as exc:
                said = addressed_to_captain(str(exc)) if suggesting else addressed_to_you(str(exc))
                self.say(f"Not allowed: {said}")
                continue
            return action


def wants_ascii(asked: bool, stream: TextIO) -> bool:
    """Cards in ASCII (``Th``) when asked, or when the terminal's encoding cannot
    write the suit symbols (a C or Latin-1 locale, say)."""
    if asked:
        return True
    try:
        "♥♦♣♠".encode(getattr(stream, "encoding", None) or "ascii")
    except (LookupError, UnicodeEncodeError):
        return True
    return False


class FullScreen(Protocol):
    """How ``ginrummy play`` starts the full-screen game (``tui/launch.py``): handed in
    by the entry point, so that the command line never imports the full-screen game."""

    def __call__(self, *, variant: str, rules: Rules, customised: bool, level: str,
                 seed: int | None, ascii_only: bool) -> int: ...


def _run_tui(args: argparse.Namespace, rules: Rules) -> int:
    """The full-screen game, its new game screen filled from the arguments."""
    # simple is the easy level; other agents play only in the line-by-line mode.
    level = {"simple": "easy"}.get(args.opponent, args.opponent)
    if level not in LEVELS:
        raise CliError(f"--opponent {args.opponent}: the full-screen game offers the levels"
                       f" {', '.join(LEVELS)}; add --plain to play against other agents")
    full_screen: FullScreen | None = getattr(args, "full_screen", None)
    if full_screen is None:
        raise CliError("the full-screen game is not available here; add --plain")
    return full_screen(variant=preset_name(args.variant), rules=rules,
                       customised=bool(args.rule), level=level, seed=args.seed,
                       ascii_only=wants_ascii(args.ascii, sys.stdout))


def run(args: argparse.Namespace) -> int:
    """Run ``ginrummy play``: full screen on a terminal, line by line with ``--plain``
    or when input or output is not a terminal."""
    check_server_arguments(args)
    if args.server is not None:
        return run_at_server(args, wants_ascii(args.ascii, sys.stdout))
    args.variant = args.variant or "standard"
    rules = build_rules(args.variant, args.rule)
    if not args.plain and is_terminal(sys.stdin) and is_terminal(sys.stdout):
        return _run_tui(args, rules)
    game = PlainGame(
        rules,
        sys.stdin,
        sys.stdout,
        seed=args.seed,
        opponent=args.opponent,
        variant=preset_name(args.variant),
    )
    try:
        return game.run()
    finally:
        game.close()
