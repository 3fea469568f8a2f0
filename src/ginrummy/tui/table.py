"""The table: your hand as cards, the pile, the stock, the score, keys and buttons.

Every action the person asks for, by key or by mouse, becomes one command
(:meth:`TableScreen.command`) and goes to the engine (``Session.play``, which
checks it on the seat's view); a refusal shows the engine's reason in the
status line and changes nothing.  The buttons shown are the actions legal now
(``SeatView.legal_actions``).

The knock and the lay-down are chosen in steps (the knock discard, then the
arrangement; the defender's melds and lay-offs): those steps are
:class:`~ginrummy.laydown.LayDown`'s, which the table only draws and feeds with
keys and clicks, so that every choice it offers comes from
:mod:`ginrummy.legality`.  What the table says is :mod:`ginrummy.narration`'s.

Sitting out a three-player hand, the person sees the captain's hand and the
same keys and buttons make suggestions to the computer captain, who decides
(``Session.suggest``, R11.3); the hand waits at each of the captain's play
decisions until the person suggests, leaves it to the captain (``n``) or lets
the rest of the hand play out (``f``).
"""

from __future__ import annotations

from typing import Generic, TypeVar

from rich.markup import escape
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Static

from ginrummy import actions as A
from ginrummy.actions import Action, Kind
from ginrummy.cards import cards_of
from ginrummy.laydown import (
    CHOICE_COMMANDS,
    COMMANDS,
    CONFIRM,
    KNOCK,
    PLAIN_ACTIONS,
    PLAY,
    LayDown,
    Offer,
)
from ginrummy.melds import Showing, best_arrangement
from ginrummy.narration import (
    addressed_to_captain,
    addressed_to_you,
    sentence,
    to_you,
    with_cards,
)
from ginrummy.state import IllegalActionError, Phase
from ginrummy.tui.advising import suggestion_markup, waiting_markup
from ginrummy.tui.controls import (
    CARD_WIDTH,
    LABELS,
    ActionBar,
    HandView,
    PileView,
    StockView,
    action_label,
)
from ginrummy.tui.hints import hint_markup
from ginrummy.tui.render import (
    SORTS,
    card_label,
    card_markup,
    cards_markup,
    face_down_markup,
    hand_order,
    meld_of,
    move_card,
    name_markup,
)
from ginrummy.tui.seating import Seating
from ginrummy.tui.session import Session
from ginrummy.tui.sheets import score_markup
from ginrummy.view import SeatView

__all__ = ["CARD_WIDTH", "SeatTable", "TableScreen", "plain"]

_MELD_STYLES = ("on dark_green", "on dark_blue", "on purple4", "on dark_cyan")

#: The game's buttons, in the order shown; each is shown only while it is legal.
ACTIONS = ("take", "pass", "stock", "discard", "knock", "gin", "big_gin", "choose", "confirm",
           "lay_down", "other", "previous", "default", "cancel", "no_advice", "finish")
#: The second row: moving the selected card, sorting and the screens.
TOOLS = ("move_left", "move_right", "sort", "undo", "hint", "scores", "help", "quit")


def plain(markup: str) -> str:
    """The text of Rich markup without its styles."""
    return Text.from_markup(markup).plain


#: The session a table draws: the match played here, or a seat at a server's table.
S = TypeVar("S", bound=Seating)


class SeatTable(Screen[None], Generic[S]):
    """One match in play, drawn for the person's seat (``S``: what kind of session)."""

    DEFAULT_CSS = """
    SeatTable { layout: vertical; padding: 0 1; }
    SeatTable Static { width: 100%; height: auto; }
    #table { height: auto; margin: 1 0 0 0; }
    #table #stock { width: auto; margin: 0 3 0 0; }
    #table #pile { width: 1fr; }
    #hand { margin: 1 0 0 0; }
    #actions { margin: 1 0 0 0; }
    #status { color: $warning; }
    #keys { dock: bottom; color: $text-muted; }
    """

    def __init__(self, session: S) -> None:
        super().__init__()
        self.session: S = session
        self.sort = SORTS[0]
        self.custom: list[int] | None = None
        """The order the person arranged the hand in by hand, or None (sorted by ``sort``)."""
        self.selected: int | None = None
        """The selected card (a card index), or None."""
        self.laydown = LayDown()
        """The person's knock and lay-down as they are chosen (the steps of a knock,
        the defender's choices); the table draws it and feeds it keys and clicks."""
        self.status = ""
        """The status line, as markup (engine text goes through :meth:`engine_markup`)."""
        self.hint = ""
        """The hint lines, as markup."""
        self.texts: dict[str, str] = {}
        """The plain text of each part of the screen, as last drawn (for tests)."""

    @property
    def app_ascii(self) -> bool:
        return bool(getattr(self.app, "ascii_only", False))

    def engine_markup(self, text: str) -> str:
        """Text of the engine's (a refusal's reason) as markup, each card in it
        written as the table writes cards (suit symbols, or ASCII names)."""
        ascii_only = self.app_ascii
        return with_cards(escape(text), lambda card: card_markup(card, ascii_only))

    @property
    def delay(self) -> float:
        return float(getattr(self.app, "delay", 0.0))

    def compose(self) -> ComposeResult:
        for part in ("top", "score", "opponent"):
            yield Static("", id=part)
        with Horizontal(id="table"):
            yield StockView("", id="stock")
            yield PileView("", id="pile")
        yield HandView("", id="hand")
        yield Static("", id="mine")
        yield ActionBar(ACTIONS, id="actions")
        yield ActionBar(TOOLS, id="tools")
        for part in ("hint", "status", "keys"):
            yield Static("", id=part)

    def on_mount(self) -> None:
        # Textual calls every class's on_mount along the MRO: a face of its own
        # overrides opened(), not on_mount (the server's table must not ask to deal).
        self.opened()

    def opened(self) -> None:
        """The screen is up: deal the first hand, or go on with a resumed match."""
        if self.session.watch_view() is None:
            self.start_hand()
        else:  # a resumed match: go on from where it was left (a hand's end shows again)
            self.after_action()

    # ------------------------------------------------------------------ flow

    def start_hand(self) -> None:
        """Deal the next hand and let the computer play until it is the human's turn."""
        self.session.deal()
        self.laydown.reset()
        self.hint = ""
        self.status = ""
        self.selected = None
        self.custom = None  # a new hand: the person's order of the last one means nothing
        self.after_action()

    def after_action(self) -> None:
        """Run the computer's turns (with the app's delay), then redraw."""
        s = self.session
        if s.computer_to_act and not s.awaiting_advice and self.delay > 0:
            self.redraw()
            self.set_timer(self.delay, self._tick)
            return
        # Sitting out, the hand stops at the captain's decisions for advice (R11.3).
        while not s.awaiting_advice and s.step():
            pass
        self.redraw()
        self._check_end()

    def _tick(self) -> None:
        if not self.session.awaiting_advice and self.session.step():
            self.after_action()

    def _check_end(self) -> None:
        s = self.session
        if not s.hand_over:
            return
        self.show_end()

    def show_end(self) -> None:
        """The hand's end, then the next hand (or the match's end)."""
        from ginrummy.tui.ends import HandEndScreen, MatchEndScreen

        s = self.session

        def next_hand(_: None = None) -> None:
            if s.match.is_over:
                self.app.push_screen(MatchEndScreen(s))
            else:
                self.start_hand()

        self.app.push_screen(HandEndScreen(s, self.app_ascii), next_hand)

    def act(self, action: Action) -> bool:
        """Ask the engine to apply the human's action; show its reason if refused.
        Sitting out, the action is a suggestion to the captain instead."""
        if self.session.sitting_out:
            return self.suggest(action)
        before = self.session.human_view()
        try:
            self.session.play(action)
        except (IllegalActionError, ValueError) as exc:
            self.status = f"Not allowed: {self.engine_markup(addressed_to_you(str(exc)))}"
            self.redraw()
            return False
        self.status = ""
        self.hint = ""
        after = self.session.human_view()
        if before is not None and after is not None and action.kind in (
            Kind.DRAW_STOCK, Kind.DRAW_DISCARD
        ):
            new = cards_of(after.hand & ~before.hand)
            if new:
                self.selected = new[0]
        self.after_action()
        return True

    # ------------------------------------------------------------------ sitting out

    def suggest(self, advice: Action | None) -> bool:
        """Sitting out: suggest ``advice`` (None: none) and let the captain decide
        (R11.3); an illegal suggestion gets the engine's reason and changes nothing."""
        s = self.session
        before = s.watch_view()
        try:
            s.suggest(advice)
        except IllegalActionError as exc:
            said = self.engine_markup(addressed_to_captain(str(exc)))
            self.status = f"Not a legal suggestion: {said}"
            self.redraw()
            return False
        except ValueError as exc:  # the hand is not waiting for advice
            self.status = self.engine_markup(f"{str(exc).capitalize()}.")
            self.redraw()
            return False
        self.status = ""
        self.hint = ""
        after = s.watch_view()
        # The captain's drawn card is selected, ready for a discard suggestion.
        new = cards_of(after.hand & ~before.hand) if before and after else []
        self.selected = new[0] if new else None
        self.after_action()
        return True

    def suggest_knock(self, gin: bool = False) -> None:
        """``k`` (or Gin) sitting out: suggest the knock :meth:`LayDown.suggest_knock`
        proposes (the selected card, else the least deadwood); with no knock legal
        the engine says why."""
        v = self.session.captain_view()
        if v is None:
            self.status = "The captain is not deciding now."
            return
        self.suggest(self.laydown.suggest_knock(v, self._selected_card(), gin).actions[0])

    def finish_hand(self) -> None:
        """``f`` sitting out: the rest of the hand is played without asking again."""
        s = self.session
        if not s.sitting_out or s.hand_over:
            self.status = "Only while sitting out: f lets the rest of the hand play out."
            return
        waiting = s.awaiting_advice
        s.finish_hand()
        self.status = "The rest of the hand plays out: the captain decides alone."
        if waiting:  # otherwise the computer's moves are already under way
            self.after_action()

    # ------------------------------------------------------------------ the hand's order

    def _hand_order(self) -> list[int]:
        v = self.session.watch_view()
        return hand_order(v.hand, self.sort, self.custom) if v is not None else []

    def _select_index(self, index: int) -> None:
        order = self._hand_order()
        if 0 <= index < len(order):
            self.selected = order[index]
        else:
            self.status = f"There is no card {index + 1}."

    def _selected_card(self) -> int | None:
        order = self._hand_order()
        if self.selected in order:
            return self.selected
        return None

    def pick_sort(self, sort: str | None = None) -> None:
        """Sort the hand by ``sort``; the person's own order is given up.  Without
        ``sort``: back to the sort in use before the person's own order, or else the
        next of SORTS."""
        if sort is None:
            sort = SORTS[(SORTS.index(self.sort) + 1) % len(SORTS)] if self.custom is None \
                else self.sort
        self.sort = sort
        self.custom = None
        self.status = f"Sorted by {sort}."

    def move_selected(self, step: int) -> None:
        """Move the selected card ``step`` places (negative: left); from then on the
        hand keeps the person's order until a sort is picked."""
        card = self._selected_card()
        if card is None:
            self.status = "Select a card to move first (arrows or 1-9, 0)."
            return
        self.custom = move_card(self._hand_order(), card, step)

    def click_card(self, index: int) -> None:
        """A click on the card at ``index``: select it, or discard it if it is selected
        (in the knock's first step: choose it as the knock discard)."""
        order = self._hand_order()
        if not 0 <= index < len(order):
            return
        card = order[index]
        if card != self.selected or self.laydown.mode == CONFIRM:
            self.selected = card
            self.redraw()
        elif self.laydown.mode == KNOCK:
            self.laydown_command("choose")
        else:
            self.act(A.discard(card))

    def drag_card(self, start: int, end: int) -> None:
        """A card dragged from place ``start`` to place ``end`` of the hand."""
        order = self._hand_order()
        if not 0 <= start < len(order):
            return
        self.selected = order[start]
        self.custom = move_card(order, order[start], end - start)
        self.redraw()

    def quit_game(self) -> None:
        """``q`` or the Quit button: leave the game (the one way out of the table)."""
        self.app.exit(0)

    # ------------------------------------------------------------------ keys

    def on_key(self, event: events.Key) -> None:
        key = event.key
        event.stop()
        s = self.session
        if key == "q":
            self.quit_game()
            return
        if key in ("question_mark", "f1"):
            self.command("help")
            return
        if key == "u":
            self.command("undo")
            return
        if key == "c":
            self.command("scores")
            return
        if key == "S":
            show = getattr(self.app, "action_statistics", None)
            if callable(show):
                show()
            return
        command = self._key_command(key, s.watch_view())
        if command is None:
            if self.laydown.mode == CONFIRM:
                self.status = ("Enter (or y) knocks, a/A: another arrangement, r: the least"
                               " deadwood, Esc cancels.")
            self.redraw()
            return
        self.command(command)

    def _key_command(self, key: str, v: SeatView | None) -> str | None:
        """The command a key gives now (keys mean different things while knocking)."""
        fixed = {"o": "sort", "h": "hint", "escape": "cancel", "left": "select_left",
                 "right": "select_right", "shift+left": "move_left",
                 "shift+right": "move_right", "less_than_sign": "move_left",
                 "greater_than_sign": "move_right"}
        if key in fixed:
            return fixed[key]
        if self.session.sitting_out and key in ("n", "f"):
            return "no_advice" if key == "n" else "finish"
        if key.isdigit() and len(key) == 1:
            self._select_index(int(key) - 1 if key != "0" else 9)
            return "redraw"
        choosing = self.laydown.mode == CONFIRM or (
            v is not None and v.is_my_turn and v.phase is Phase.LAY_OFF)
        if choosing and key in ("a", "A", "r"):
            return {"a": "other", "A": "previous", "r": "default"}[key]
        if self.laydown.mode == KNOCK:
            return "choose" if key in ("enter", "d", "k") else None
        if self.laydown.mode == CONFIRM:
            return "confirm" if key in ("enter", "y") else None
        if v is not None and v.phase in (Phase.LAY_OFF, Phase.ARRANGE) and key in ("enter", "d"):
            return "lay_down"
        return {"s": "stock", "t": "take", "p": "pass", "g": "big_gin", "d": "discard",
                "enter": "discard", "k": "knock"}.get(key)

    # ------------------------------------------------------------------ commands

    def command(self, name: str) -> None:
        """Do what a key or a button asked for (``name``: a command of ACTIONS or TOOLS,
        ``pile``, ``select_left``/``select_right`` or ``redraw``)."""
        s = self.session
        if s.sitting_out and name in ("knock", "gin", "no_advice", "finish", "undo"):
            self._advising_command(name)
            self.redraw()
            return
        if name in PLAIN_ACTIONS:
            self.act(PLAIN_ACTIONS[name])
            return
        if name == "pile":
            self._pile_clicked()
            return
        if name == "discard":
            card = self._selected_card()
            if card is not None:
                self.act(A.discard(card))
                return
            self.status = "Select a card first (arrows or 1-9, 0)."
        elif name in COMMANDS:  # the other commands are the knock's and the lay-down's
            self.laydown_command(name)
            return
        elif name == "quit":
            self.quit_game()
            return
        elif name in ("help", "scores"):
            from ginrummy.tui.ends import HelpScreen, ScoreSheetScreen

            self.app.push_screen(HelpScreen(s) if name == "help" else ScoreSheetScreen(s))
            return
        elif name == "undo":
            self.laydown.reset()
            self.hint = ""
            if s.undo():
                self.status = "Took back your last decision."
            else:
                # A card drawn from the stock, once seen, stays drawn (Session.play).
                self.status = ("Nothing to take back: only this hand's decisions since your"
                               " last draw from the stock.")
        elif name == "sort":
            self.pick_sort()
        elif name == "hint":
            self.show_hint()
        elif name in ("move_left", "move_right"):
            self.move_selected(-1 if name == "move_left" else 1)
        elif name in ("select_left", "select_right"):
            order = self._hand_order()
            if order:
                i = order.index(self.selected) if self.selected in order else -1
                i = (i + (1 if name == "select_right" else -1)) % len(order)
                self.selected = order[i]
        self.redraw()

    def _advising_command(self, name: str) -> None:
        """The commands that differ while sitting out (R11.3)."""
        if name == "knock" or name == "gin":
            self.suggest_knock(gin=name == "gin")
        elif name == "no_advice":
            self.suggest(None)
        elif name == "finish":
            self.finish_hand()
        else:
            self.status = ("Nothing to take back: you sit out this hand, the captain decides"
                           " (R11.3).")

    def _pile_clicked(self) -> None:
        """A click on the pile: once drawn, the selected card goes there (face down
        while knocking); before, the pile's top card is taken."""
        v = self.session.watch_view()
        card = self._selected_card()
        if v is not None and v.phase is Phase.DISCARD and card is not None:
            if self.laydown.mode == KNOCK:
                self.laydown_command("choose")
            elif self.laydown.mode == PLAY:
                self.act(A.discard(card))
            return
        self.act(A.DRAW_DISCARD)

    # ------------------------------------------------------------------ knocking and laying down

    def laydown_command(self, name: str) -> None:
        """A step of the knock or the lay-down (``knock``, ``gin``, ``choose``,
        ``other``/``previous``/``default``, ``cancel``, ``confirm``, ``lay_down``):
        :class:`LayDown` decides, on the person's view and selected card; the table
        selects the card it proposes, says a refusal in the engine's words, plays
        the actions it gives, or words the choice now under way."""
        laydown = self.laydown
        view = self.session.human_view()
        card = self._selected_card()
        if name == "choose" and card is None:
            self.redraw()  # nothing selected to knock with: the knock waits for a card
            return
        outcome = laydown.command(view, name, card)
        if outcome.select is not None:
            self.selected = outcome.select
        if outcome.refused:
            self.status = f"Not allowed: {self.engine_markup(addressed_to_you(outcome.status))}"
        elif outcome.actions:
            for action in outcome.actions:  # the knock, then its arrangement (R5.3)
                if not self.act(action):
                    return
            return
        elif laydown.mode == KNOCK:
            self.status = "Knock: choose the card to discard face down, then Enter (Esc cancels)."
        elif laydown.mode == CONFIRM:
            self._confirm_status()
        elif name in CHOICE_COMMANDS:
            self.status = ""  # the defender's choice: redraw words it
        elif outcome.status:
            self.status = self.engine_markup(outcome.status)
        self.redraw()

    def _confirm_status(self) -> None:
        arr, chosen = self.laydown.arrangement, self.laydown.knock_card
        assert arr is not None and chosen is not None  # a knock discard is chosen
        ascii_only = self.app_ascii
        melds = " | ".join(cards_markup(m, ascii_only) for m in arr.melds) or "-"
        gin = "[b]Gin![/b] " if arr.deadwood == 0 else ""
        count = len(self.laydown.arrangements)
        choice = ""
        if count > 1:
            choice = f" (arrangement {self.laydown.arrangement_index + 1} of {count}, a: next)"
        card = card_markup(chosen, ascii_only)
        self.status = (
            f"{gin}Knock discarding {card} face down;"
            f" melds {melds}; deadwood {arr.deadwood}{choice}. Enter confirms, Esc cancels."
        )

    # ------------------------------------------------------------------ hints

    def show_hint(self) -> None:
        """``h``: the expert's top three for the person's decision (sitting out: the
        captain's), in the words of the buttons."""
        s = self.session
        v = s.watch_view()
        top = v.pile_top if v is not None else None
        self.hint = hint_markup(s.hints(3), top, self.app_ascii, captain=s.sitting_out)

    # ------------------------------------------------------------------ drawing

    def _set(self, part: str, markup: str) -> None:
        self.texts[part] = plain(markup)
        self.query_one(f"#{part}", Static).update(Text.from_markup(markup))

    def redraw(self) -> None:
        s = self.session
        v = s.watch_view()
        if v is None:
            return
        self.laydown.see(s.human_view())
        ascii_only = self.app_ascii
        m = s.match
        seats = s.seats
        me = s.human_seat
        watch_seat = 1 if me is None else me
        other = seats[1 - watch_seat]
        names = [name_markup(n) for n in s.names]
        dealer = sentence(names[seats[v.dealer]], "deals")
        self._set(
            "top",
            f"[b]Hand {m.hand_number}[/b] · {escape(s.rules.system)} · {dealer} ·"
            f" knock limit [b]{v.knock_limit}[/b] · stock [b]{v.stock_count}[/b]",
        )
        self._set("score", score_markup(s))
        roles = m.roles
        opp = f"{names[other]}: {v.opponent_hand_size} cards"
        if roles is not None:
            opp += f" ({s.role_of(other)})"
        opp += f" · known: {cards_markup(v.opponent_known, ascii_only)}"
        opp += f" · last: {self._last(other)}"
        if roles is not None:
            if me is None:
                opp = (f"[b]You sit out[/b] and advise the captain, {names[roles.captain]},"
                       " whose hand you see (R11.3).\n") + opp
            else:
                opp += f"\nYou are {s.role_of(s.human)}; {names[roles.out]} sits out."
        self._set("opponent", opp)
        self._set("stock", f"{face_down_markup(ascii_only)} Stock [b]{v.stock_count}[/b]")
        self._set("pile", self._pile_markup(v, ascii_only))
        self._draw_hand(v.hand, ascii_only)
        arr = best_arrangement(v.hand)
        whose = "Your" if me is not None else f"{names[seats[watch_seat]]}'s"
        last = self._last(seats[watch_seat], you=me is not None)
        mine = f"{whose} deadwood: [b]{arr.deadwood}[/b] · last: {last}"
        advice = s.advice()
        if advice is not None:
            said = escape(action_label(advice, v.pile_top, ascii_only))
            mine += f"\nAdvice of {names[roles.out if roles else 0]}: {said}"
        if me is None and s.suggested is not None:
            mine += "\n" + suggestion_markup(s, s.suggested, ascii_only)
        self._set("mine", mine)
        if s.awaiting_advice and not self.status:
            self.status = waiting_markup(s)
        self._set("hint", self.hint)
        showing = self.laydown.showing
        if showing is not None and not self.status:
            self.status = self._showing_text(showing)
        self._set("status", self.status)
        self._set("keys", self._keys_line())
        self.query_one("#actions", ActionBar).show(self._action_labels())
        self.query_one("#tools", ActionBar).show(self._tool_labels())

    def _pile_markup(self, v: SeatView, ascii_only: bool) -> str:
        """The pile's top card; after a knock, the knock discard lying face down on it
        (its face shown to the knocker alone, R5.3)."""
        top = v.pile_top
        pile = "Upcard" if v.phase is Phase.OFFER else "Discard pile"
        top_text = "empty" if top is None else card_markup(top, ascii_only, "b")
        if v.knocker is not None and not v.big_gin:
            own = v.knock_discard
            whose = "the knock discard" if own is None \
                else f"your knock discard {card_markup(own, ascii_only)}"
            return f"{pile}: {face_down_markup(ascii_only)} ({whose}, face down) on {top_text}"
        chosen = self.laydown.knock_card
        if self.laydown.mode == CONFIRM and chosen is not None:
            return (f"{pile}: {top_text} ← your knock discard"
                    f" {card_markup(chosen, ascii_only)} goes here face down")
        text = f"{pile}: {top_text}   ({len(v.pile)} in the pile"
        if v.phase is not Phase.OFFER:
            text += f"; the hand's upcard was {card_markup(v.upcard, ascii_only)}"
        return text + ")"

    def _last(self, player: int, you: bool = False) -> str:
        """The last action of ``player`` in this hand, third person; ``you``: the
        person's own, the verb agreeing ("last: draw from the stock")."""
        words, card = self.session.last.get(player, ("-", None))
        if you:
            words = to_you(words)
        return words + ("" if card is None else f" {card_markup(card, self.app_ascii)}")

    def _draw_hand(self, hand: int, ascii_only: bool) -> None:
        order = hand_order(hand, self.sort, self.custom)
        layoffs = 0
        arrangement, showing = self.laydown.arrangement, self.laydown.showing
        if arrangement is not None:
            melds = arrangement.melds
        elif showing is not None:
            melds, layoffs = showing.melds, showing.layoff_mask
        else:
            melds = best_arrangement(hand).melds
        numbers, row = [], []
        for i, card in enumerate(order):
            meld = meld_of(card, melds)
            style = "" if meld is None else _MELD_STYLES[meld % len(_MELD_STYLES)]
            if layoffs >> card & 1:
                style = "underline on grey35"  # goes onto the knocker's melds
            if card == self.selected:
                style = "reverse b"
            if arrangement is not None and card == self.laydown.knock_card:
                style = "dim strike"  # leaves the hand face down
            number = str(i + 1) if i < 9 else ("0" if i == 9 else " ")
            numbers.append(f"{number:^{CARD_WIDTH}}")
            row.append(card_markup(card, ascii_only, style, CARD_WIDTH))
        self._set("hand", "".join(numbers) + "\n" + "".join(row))

    def _action_labels(self) -> dict[str, str]:
        """The game's buttons to show now: the commands :class:`LayDown` offers (the
        actions legal now, the steps of a knock or a lay-down); sitting out, the
        suggestions and the advising steps."""
        s = self.session
        card = self._selected_card()
        if s.sitting_out:
            advice = s.captain_view()
            out = self._labels(self.laydown.play_offers(advice, card))
            if advice is not None:
                out["no_advice"] = "Captain decides"
            if not s.finishing and not s.hand_over:
                out["finish"] = "Finish hand"
            return out
        return self._labels(self.laydown.offers(s.human_view(), card))

    def _labels(self, offers: list[Offer]) -> dict[str, str]:
        """Each offer's button label; a card is named only where the offer names one
        (a legal discard or knock discard, the pile's top)."""
        ascii_only = self.app_ascii
        confirming = self.laydown.mode == CONFIRM
        arrangement = self.laydown.arrangement

        def named(text: str, card: int | None, none: str) -> str:
            return none if card is None else f"{text} {card_label(card, ascii_only)}"

        fixed = {**LABELS,
                 "other": "Next arrangement" if confirming else "Next choice",
                 "default": "Least deadwood" if confirming else "Default",
                 "confirm": "Go gin" if arrangement is not None and arrangement.deadwood == 0
                 else "Knock"}
        out: dict[str, str] = {}
        for offer in offers:
            name, card = offer.command, offer.card
            if name == "take":
                out[name] = named("Take", card, "Take")
            elif name == "discard":
                out[name] = named("Discard", card, "Discard")
            elif name == "choose":
                out[name] = named("Knock with", card, "Knock with…")
            else:
                out[name] = fixed[name]
        return out

    def _tool_labels(self) -> dict[str, str]:
        out: dict[str, str] = {}
        if self._selected_card() is not None:
            left, right = ("<", ">") if self.app_ascii else ("◀", "▶")
            out.update(move_left=f"{left} Move", move_right=f"Move {right}")
        # Each with its key: the keys line has room only for the game's actions.
        out.update(sort="o Sort", undo="u Undo", hint="h Hint", scores="c Scores",
                   help="? Help", quit="q Quit")
        if self.session.sitting_out:
            del out["undo"]  # only advice is given: there is nothing of the person's to undo
        return out

    def _keys_line(self) -> str:
        s = self.session
        v = s.human_view()
        if self.laydown.mode == KNOCK:
            return "←/→ 1-0 choose the knock discard · Enter next · Esc cancel"
        if self.laydown.mode == CONFIRM:
            return "Enter/y knock · a/A other arrangement · r least deadwood · Esc cancel"
        if s.sitting_out:
            return self._advising_keys()
        keys: list[str] = []
        if v is not None and v.is_my_turn:
            keys.extend(self._play_keys(v))
            if v.phase is Phase.LAY_OFF:
                keys.append("Enter lay down · a/A other choice · r default")
            elif v.phase is Phase.ARRANGE:
                keys.append("Enter lay down")
        elif not s.hand_over:
            keys.append(self.others_turn())
        if s.human_seat is not None:
            keys.append("←/→ 1-0 select · </> move")
        return " · ".join(keys)

    def others_turn(self) -> str:
        """The keys line while another player decides."""
        return "(computer's turn)"

    @staticmethod
    def _play_keys(v: SeatView) -> list[str]:
        """The keys of the draw and discard actions legal on ``v``."""
        kinds = {a.kind for a in v.legal_actions()}
        keys = {Kind.PASS: "p pass", Kind.DRAW_STOCK: "s stock", Kind.DRAW_DISCARD: "t take",
                Kind.DISCARD: "d discard", Kind.KNOCK: "k knock", Kind.BIG_GIN: "g big gin"}
        return [text for kind, text in keys.items() if kind in kinds]

    def _advising_keys(self) -> str:
        """The keys line while sitting out (R11.3)."""
        s = self.session
        v = s.captain_view()
        if v is not None:
            return " · ".join(["Suggest: " + " · ".join(self._play_keys(v)),
                               "n captain decides", "f finish hand", "1-0 select"])
        if s.hand_over:
            return ""
        return "(the hand plays on)" + ("" if s.finishing else " · f finish the hand unasked")

    def _showing_text(self, show: Showing) -> str:
        v = self.session.human_view()
        assert v is not None and v.arrangement is not None
        ascii_only = self.app_ascii
        targets = v.arrangement.melds
        knocker = " | ".join(cards_markup(m, ascii_only) for m in targets) or "-"
        mine = " | ".join(cards_markup(m, ascii_only) for m in show.melds) or "-"
        offs = ", ".join(
            f"{card_markup(lo.card, ascii_only)} on {cards_markup(targets[lo.meld], ascii_only)}"
            for lo in show.layoffs
        ) or "none"
        count = len(self.laydown.showings)
        index = self.laydown.showing_index
        which = "the default" if index == 0 else f"choice {index + 1}"
        of = f" ({which} of {count})" if count > 1 else ""
        s = self.session
        name = name_markup(s.names[s.seats[1 - (s.human_seat or 0)]])
        return (f"{sentence(name, 'knocked')}: melds {knocker}. Your melds {mine};"
                f" lay-offs {offs}; deadwood {show.deadwood}{of}. Enter lays down.")


class TableScreen(SeatTable[Session]):
    """The match played here against the computer (the table deals and plays the
    computer's decisions as the person's come)."""
