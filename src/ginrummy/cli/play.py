"""``ginrummy play``: a plain line-by-line game against the computer.

The match is the :class:`~ginrummy.driver.MatchDriver`'s: it deals, says who
decides on which view, applies and books; this module adds text in and out.
The human is player 0 and is shown only that seat's view (sitting out a
three-player hand, the captain's, whose moves the person suggests: R11.3);
legality and the list of choices come from the view, so nothing here decides a
rule.  End of input or ``quit`` stops cleanly (status 0).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Callable
from typing import IO, TYPE_CHECKING, Protocol, TextIO, TypeVar

from ginrummy.actions import Action, Kind
from ginrummy.agents import Agent, make_agent
from ginrummy.agents.base import AgentFailure, agent_seed, as_agent
from ginrummy.agents.helper import Helper
from ginrummy.agents.levels import LEVELS
from ginrummy.agents.sandbox import Sandboxes, SandboxOptions
from ginrummy.cards import card_name, format_hand
from ginrummy.cli.common import (
    CliError,
    build_rules,
    new_parser,
    nonnegative_int,
    preset_name,
)
from ginrummy.cli.progress import is_terminal
from ginrummy.driver import ADVISED_PHASES, MatchDriver, Step, Turn
from ginrummy.narration import (
    addressed_to_captain,
    addressed_to_you,
    describe_end,
    describe_score,
    public_text,
    sentence,
    totals_text,
)
from ginrummy.record import end_entry
from ginrummy.rules import Rules
from ginrummy.seattext import ChoiceError, choices, label, menu_lines, read_action, status_lines
from ginrummy.state import HandState, IllegalActionError
from ginrummy.view import SeatView, view

if TYPE_CHECKING:
    from ginrummy.cli.common import Subparsers

__all__ = ["HUMAN", "FullScreen", "PlainGame", "add_parser", "run"]

#: The human's player index.
HUMAN = 0
#: Melds and lay-off choices listed before "type 'all'".
MENU_LIMIT = 10

_HELP = """\
Type the number of a choice, or an action:
  stock (s)           draw the top card of the stock
  take (t)            take the top card of the discard pile (or the upcard)
  pass (p)            pass on the first upcard
  discard Kc (d Kc)   discard Kc; in the discard step just 'Kc' also works
  knock 7h (k 7h)     knock, discarding 7h face down
  big_gin             declare big gin, when the rules allow it
  arrange 3h 4h 5h | 9c 9d 9s               lay down these melds after knocking
  lay_off 8s 9s Ts | Ad 2d 3d + 6h>1, 7h>1   your melds, then lay-offs on the
                                            knocker's meld number
  Enter               accept the default (laying down melds)
  all                 list every choice     hand   show the table again
  help                this text             quit   stop the game
Sitting out a three-player hand you suggest the captain's moves (R11.3): Enter
lets the captain decide alone, 'finish' plays the rest of the hand unasked."""


_T = TypeVar("_T")
_R = TypeVar("_R")


class _Quit(Exception):
    """The player typed quit or input ended."""


class _BadInput(Exception):
    """Input that is not a choice; the message says what to type."""


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
        "examples:\n  ginrummy play\n  ginrummy play --variant oklahoma --seed 7\n"
        "  ginrummy play --variant three-player --rule target=50",
    )
    p.add_argument("--variant", default="standard", metavar="NAME",
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
    p.set_defaults(run=run)


class PlainGame:
    """One match between the human (player 0) and computer players, on text streams."""

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
        self.driver = MatchDriver(rules, seed=seed, names=self.names,
                                  agents=["human", *[opponent] * (rules.players - 1)])
        self.match = self.driver.match
        # The view of the human's decision being asked for (kept for tests and hooks);
        # sitting out, the captain's view the person is asked to advise on (R11.3).
        self.asking: SeatView | None = None
        # A plugin opponent plays in a process of its own (one per computer player),
        # imported from the current directory as python -m does (docs/bots.md).
        self.sandboxes = Sandboxes(SandboxOptions(path_entry=os.getcwd()))
        # Seeded as the runner seeds agents, so that a seed replays the computer's play too;
        # as_agent: a bot may have act alone (the hooks and advice are optional).
        self.agents: dict[int, Agent] = {
            p: as_agent(make_agent(opponent, random.Random(agent_seed(self.match.seed, p)),
                                   sandboxes=self.sandboxes, player=p))
            for p in range(1, rules.players)
        }
        # The expert's advice to the person as captain (three-player, R11.3).
        self.helper = Helper(self.match.seed)
        # Sitting out: the person let the rest of the hand play out unasked.
        self.finishing = False

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
        m = self.match
        self.say(
            f"Gin Rummy: {self.variant} ({self.rules.system}), first to {self.rules.target}"
            f" points. Seed {m.seed}.",
            f"You play against {self.opponent}. Type a number or an action (stock, take, pass,"
            " discard Kc, knock 7h); 'help' lists the commands, 'quit' stops.",
        )
        if m.roles is not None:
            for draw in m.role_draws:
                self.say("Cards drawn for the roles: " + ", ".join(
                    f"{self.names[p]} {card_name(c)}" for p, c in enumerate(draw) if c is not None
                ))
        try:
            while not m.is_over:
                self._play_hand()
        except _Quit:
            self.say("", f"Game stopped. To deal the same cards again: --seed {m.seed}")
            self.say(*describe_score(m.score_json(), self.names))
            return 0
        winner = m.winner
        self.say(
            "",
            "Match over. " + sentence(self.names[winner] if winner is not None else "nobody",
                                      "wins the match."),
            f"Final totals: {totals_text(m.totals(), self.names)}",
        )
        return 0

    def _play_hand(self) -> None:
        d = self.driver
        state = d.deal()
        seats = d.seats
        human_seat = d.seat_of(HUMAN)
        self.finishing = False
        self._header(state, seats, human_seat)
        for seat in (0, 1):
            if seats[seat] != HUMAN:
                self._agent_call(seats[seat], self.agents[seats[seat]].begin_hand,
                                 view(state, seat))
        while (turn := d.turn()) is not None:
            if turn.player == HUMAN:
                action = self._ask(turn.view, turn.advisor)
            else:
                action = self._agent_call(turn.player, self._computer, turn)
            try:
                step = d.play(action)
            except IllegalActionError as exc:
                raise CliError(
                    f"the computer player {self.names[turn.player]} ({self.opponent}) chose an"
                    f" illegal action: {exc}"
                ) from None
            self._announce(step, watching=human_seat is None)
        booked = d.booked
        assert booked is not None
        state = d.current_state()
        self.say("", f"--- End of hand {self.match.hand_number} ---")
        self.say(*describe_end(end_entry(state, booked, seats), self.names))
        self.say(*describe_score(self.match.score_json(), self.names, booked.games))
        for seat in (0, 1):
            if seats[seat] != HUMAN:
                self._agent_call(seats[seat], self.agents[seats[seat]].end_hand,
                                 view(state, seat))

    def _agent_call(self, player: int, call: Callable[[_T], _R], arg: _T) -> _R:
        """A computer player's call; a plugin's process that failed (it died, broke
        the protocol, raised: AgentFailure) ends the game in one line."""
        try:
            return call(arg)
        except AgentFailure as exc:
            raise CliError(f"the computer player {self.names[player]} ({self.opponent})"
                           f" failed: {exc}") from None

    def _computer(self, turn: Turn) -> Action:
        """The computer's decision; as captain, after the advice of the player sitting
        out (R11.3): the person's suggestion, or a computer's."""
        agent = self.agents[turn.player]
        advice: Action | None = None
        if turn.advisor == HUMAN:
            if not self.finishing and turn.view.phase in ADVISED_PHASES:
                advice = self._ask_suggestion(turn.view)
        elif turn.advisor is not None:
            advice = self.agents[turn.advisor].advise(turn.view)
        action = agent.act_advised(turn.view, advice) if advice is not None \
            else agent.act(turn.view)
        if advice is not None and turn.advisor == HUMAN:
            followed = "as you suggested" if action == advice \
                else f"you suggested {advice.text}"
            self.say(f"The captain decides ({followed}).")
        return action

    def _header(self, state: HandState, seats: tuple[int, int], human_seat: int | None) -> None:
        names = self.names
        head = (
            f"=== Hand {self.match.hand_number}: {sentence(names[seats[state.dealer]], 'deals')},"
            f" upcard {card_name(state.upcard)}, knock limit {state.knock_limit} ==="
        )
        self.say("", head)
        roles = self.match.roles
        if roles is not None:
            if human_seat is None:
                self.say(
                    f"You sit out this hand: {names[roles.box]} (in the box) plays"
                    f" {names[roles.captain]} (captain). You see the captain's hand and"
                    " suggest each move; the captain decides (R11.3)."
                )
            else:
                role = "in the box" if roles.box == HUMAN else "the captain"
                other = names[seats[1 - human_seat]]
                self.say(f"You are {role}, against {other}; {names[roles.out]} sits out.")

    def _announce(self, step: Step, watching: bool) -> None:
        """Say what a player did, as everyone saw it (``watching``: the person sits
        out and follows both players)."""
        event = step.event
        kind = event.kind
        if step.player == HUMAN:
            if kind is Kind.DRAW_STOCK:
                drawn = step.after.hands[event.seat] & ~step.before.hands[event.seat]
                self.say(f"You draw {format_hand(drawn)}.")
            return
        if kind in (Kind.ARRANGE, Kind.LAY_OFF):
            return  # the end of the hand shows both hands as laid down
        if kind is Kind.DRAW_STOCK and watching and step.seat == 1:
            # Sitting out, the person sees the captain's hand (R11.3): the card drawn too.
            drawn = step.after.hands[1] & ~step.before.hands[1]
            self.say(sentence(self.names[step.player], f"draws {format_hand(drawn)}") + ".")
            return
        self.say(sentence(self.names[step.player], public_text(kind, event.card)) + ".")

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

    def _ask(self, v: SeatView, advisor: int | None) -> Action:
        """The person's decision on ``v``; as captain, with the advice of the player
        sitting out (R11.3)."""
        self.asking = v
        self._status(v)
        options, default = choices(v)
        advice = self.helper.advice(v) if advisor is not None else None
        if advisor is not None and advice is not None:
            self.say(f"Advice of {self.names[advisor]}, sitting out (R11.3):"
                     f" {label(v, advice)}")
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
        self.say("Suggest the captain's move (Enter: the captain decides alone; 'finish':"
                 " the rest of the hand without asking):")
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
                self.say(_HELP)
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
        game.sandboxes.close()
