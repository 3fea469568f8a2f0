"""The table: your hand as cards, the pile, the stock, the score, and the keys.

Every action the person asks for goes to the engine (``Session.play``, which
checks it on the seat's view); a refusal shows the engine's reason in the
status line and changes nothing.
"""

from __future__ import annotations

from rich.markup import escape
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from ginrummy import actions as A
from ginrummy.actions import Action, Kind
from ginrummy.cards import cards_of
from ginrummy.cli.common import sentence
from ginrummy.melds import Arrangement, Showing, arrangements_within, best_arrangement
from ginrummy.state import IllegalActionError, Phase
from ginrummy.tui.render import SORTS, card_markup, cards_markup, meld_of, sort_hand
from ginrummy.tui.session import Session
from ginrummy.tui.sheets import score_markup

__all__ = ["TableScreen", "plain"]

_MELD_STYLES = ("on dark_green", "on dark_blue", "on purple4", "on dark_cyan")


def plain(markup: str) -> str:
    """The text of Rich markup without its styles."""
    return Text.from_markup(markup).plain


#: Cells per card in the drawn hand.
CARD_WIDTH = 5


class HandView(Static):
    """The hand as cards: a click selects a card; a click on the selected card discards it."""

    def on_click(self, event: events.Click) -> None:
        screen = self.screen
        if isinstance(screen, TableScreen):
            event.stop()
            screen.click_card(event.x // CARD_WIDTH)


class PileView(Static):
    """The discard pile: a click takes its top card (or the upcard)."""

    def on_click(self, event: events.Click) -> None:
        screen = self.screen
        if isinstance(screen, TableScreen):
            event.stop()
            screen.act(A.DRAW_DISCARD)


def _you(message: str) -> str:
    return (message.replace("this player's hand", "your hand").replace("this player", "you")
            .replace("this seat's turn", "your turn"))


class TableScreen(Screen[None]):
    """One match in play."""

    DEFAULT_CSS = """
    TableScreen { layout: vertical; padding: 0 1; }
    TableScreen Static { width: 100%; height: auto; }
    #hand { margin: 1 0 0 0; }
    #status { color: $warning; }
    #keys { dock: bottom; color: $text-muted; }
    """

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.sort = SORTS[0]
        self.selected = -1
        """The selected card (a card index), or -1."""
        self.mode = "play"
        """``play``, ``knock`` (choosing the knock discard) or ``confirm`` (the knock)."""
        self.knock_card = -1
        self.arrangements: list[Arrangement] = []
        """The knock's legal arrangements, the least-deadwood one first (R5.3)."""
        self.arrangement_index = 0
        self.status = ""
        self.hint = ""
        self.texts: dict[str, str] = {}
        """The plain text of each part of the screen, as last drawn (for tests)."""

    @property
    def app_ascii(self) -> bool:
        return bool(getattr(self.app, "ascii_only", False))

    @property
    def delay(self) -> float:
        return float(getattr(self.app, "delay", 0.0))

    def compose(self) -> ComposeResult:
        for part in ("top", "score", "opponent", "pile", "hand", "mine", "hint", "status", "keys"):
            kind = {"hand": HandView, "pile": PileView}.get(part, Static)
            yield kind("", id=part)

    def on_mount(self) -> None:
        if self.session.state is None:
            self.start_hand()
        else:  # a resumed match: go on from where it was left (a hand's end shows again)
            self.after_action()

    # ------------------------------------------------------------------ flow

    def start_hand(self) -> None:
        """Deal the next hand and let the computer play until it is the human's turn."""
        self.session.deal()
        self.mode = "play"
        self.hint = ""
        self.status = ""
        self.selected = -1
        self.after_action()

    def after_action(self) -> None:
        """Run the computer's turns (with the app's delay), then redraw."""
        s = self.session
        if s.computer_to_act and self.delay > 0:
            self.redraw()
            self.set_timer(self.delay, self._tick)
            return
        s.run_computer()
        self.redraw()
        self._check_end()

    def _tick(self) -> None:
        if self.session.step():
            self.after_action()

    def _check_end(self) -> None:
        s = self.session
        if not s.hand_over:
            return
        from ginrummy.tui.ends import HandEndScreen, MatchEndScreen

        def next_hand(_: None = None) -> None:
            if s.match.is_over:
                self.app.push_screen(MatchEndScreen(s))
            else:
                self.start_hand()

        self.app.push_screen(HandEndScreen(s, self.app_ascii), next_hand)

    def act(self, action: Action) -> bool:
        """Ask the engine to apply the human's action; show its reason if refused."""
        before = self.session.human_view()
        try:
            self.session.play(action)
        except (IllegalActionError, ValueError) as exc:
            self.status = f"Not allowed: {_you(str(exc))}"
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

    # ------------------------------------------------------------------ keys

    def _hand_order(self) -> list[int]:
        v = self.session.human_view()
        return sort_hand(v.hand, self.sort) if v is not None else []

    def _select_index(self, index: int) -> None:
        order = self._hand_order()
        if 0 <= index < len(order):
            self.selected = order[index]
        else:
            self.status = f"There is no card {index + 1}."

    def _selected_card(self) -> int:
        order = self._hand_order()
        if self.selected in order:
            return self.selected
        return -1

    def click_card(self, index: int) -> None:
        """A click on the card at ``index``: select it, or discard it if it is selected
        (in the knock's first step: choose it as the knock discard)."""
        order = self._hand_order()
        if not 0 <= index < len(order):
            return
        card = order[index]
        if card != self.selected or self.mode == "confirm":
            self.selected = card
            self.redraw()
        elif self.mode == "knock":
            self.choose_knock_discard()
            self.redraw()
        else:
            self.act(A.discard(card))

    def on_key(self, event: events.Key) -> None:
        key = event.key
        event.stop()
        s = self.session
        v = s.human_view()
        if key == "q":
            self.app.exit(0)
            return
        if key in ("question_mark", "f1"):
            from ginrummy.tui.ends import HelpScreen

            self.app.push_screen(HelpScreen(s))
            return
        if key == "u":
            self.mode = "play"
            self.hint = ""
            if s.undo():
                self.status = "Took back your last decision."
            else:
                self.status = "Nothing to take back (only this hand's decisions, before it ends)."
            self.redraw()
            return
        if key == "S":
            show = getattr(self.app, "action_statistics", None)
            if callable(show):
                show()
            return
        if key == "c":
            from ginrummy.tui.ends import ScoreSheetScreen

            self.app.push_screen(ScoreSheetScreen(s))
            return
        if key == "o":
            self.sort = SORTS[(SORTS.index(self.sort) + 1) % len(SORTS)]
            self.status = f"Sorted by {self.sort}."
        elif key in ("left", "right"):
            order = self._hand_order()
            if order:
                i = order.index(self.selected) if self.selected in order else -1
                i = (i + (1 if key == "right" else -1)) % len(order)
                self.selected = order[i]
        elif key.isdigit() and len(key) == 1:
            self._select_index(int(key) - 1 if key != "0" else 9)
        elif key == "h":
            self.show_hint()
        elif key == "escape":
            if self.mode != "play":
                self.mode = "play"
                self.status = "Knock cancelled."
        elif self.mode == "knock" and key in ("enter", "d", "k"):
            self.choose_knock_discard()
        elif self.mode == "confirm":
            if key in ("enter", "y"):
                self.confirm_knock()
                return
            if key == "a":
                self.next_arrangement()
            else:
                self.status = "Enter (or y) knocks, a: another arrangement, Esc cancels."
        elif v is not None and v.phase is Phase.LAY_OFF and key in ("enter", "d"):
            self.status = ""
            s.lay_off_default()
            self.after_action()
            return
        elif v is not None and v.phase is Phase.ARRANGE and key in ("enter", "d"):
            self.status = ""
            s.arrange_default()
            self.after_action()
            return
        elif key == "s":
            self.act(A.DRAW_STOCK)
            return
        elif key == "t":
            self.act(A.DRAW_DISCARD)
            return
        elif key == "p":
            self.act(A.PASS)
            return
        elif key == "g":
            self.act(A.big_gin())
            return
        elif key in ("d", "enter"):
            card = self._selected_card()
            if card < 0:
                self.status = "Select a card first (arrows or 1-9, 0)."
            else:
                self.act(A.discard(card))
                return
        elif key == "k":
            self.start_knock()
        self.redraw()

    # ------------------------------------------------------------------ knocking

    def _legal_knocks(self) -> list[Action]:
        v = self.session.human_view()
        if v is None:
            return []
        return [a for a in v.legal_actions() if a.kind is Kind.KNOCK]

    def start_knock(self) -> None:
        """``k``: choose the discard of a knock (only when a knock is legal)."""
        v = self.session.human_view()
        knocks = self._legal_knocks()
        if v is None or not knocks:
            # Not offered; say why, in the engine's words where it has them.
            card = self._selected_card()
            if v is not None and card >= 0:
                try:
                    v.check(A.knock(card))
                except IllegalActionError as exc:
                    self.status = f"Not allowed: {_you(str(exc))}"
                    return
            self.status = "Not allowed: no knock is legal now" + (
                f" (deadwood must be at most {v.knock_limit} after the discard, R5.1)."
                if v is not None and v.phase is Phase.DISCARD else " (draw first, R4.1)."
            )
            return
        cards = {a.card for a in knocks}
        if self._selected_card() not in cards:
            best = min(cards, key=lambda c: self.session.knock_arrangement(c).deadwood)
            self.selected = best
        self.mode = "knock"
        self.status = "Knock: choose the card to discard face down, then Enter (Esc cancels)."

    def choose_knock_discard(self) -> None:
        card = self._selected_card()
        v = self.session.human_view()
        if v is None or card < 0:
            return
        try:
            v.check(A.knock(card))
        except IllegalActionError as exc:
            self.status = f"Not allowed: {_you(str(exc))}"
            return
        self.knock_card = card
        self.mode = "confirm"
        # The least-deadwood arrangement first (R5.3), then every other one within the limit.
        best = self.session.knock_arrangement(card)
        others = arrangements_within(v.hand & ~(1 << card), v.knock_limit)
        self.arrangements = [best, *(a for a in others if a.melds != best.melds)]
        self.arrangement_index = 0
        self._confirm_status()

    def _confirm_status(self) -> None:
        arr = self.arrangements[self.arrangement_index]
        ascii_only = self.app_ascii
        melds = " | ".join(cards_markup(m, ascii_only) for m in arr.melds) or "-"
        gin = "[b]Gin![/b] " if arr.deadwood == 0 else ""
        count = len(self.arrangements)
        choice = ""
        if count > 1:
            choice = f" (arrangement {self.arrangement_index + 1} of {count}, a: next)"
        self.status = (
            f"{gin}Knock discarding {card_markup(self.knock_card, ascii_only)} face down;"
            f" melds {melds}; deadwood {arr.deadwood}{choice}. Enter confirms, Esc cancels."
        )

    def next_arrangement(self) -> None:
        """``a`` while confirming a knock: the next legal arrangement (R5.3)."""
        self.arrangement_index = (self.arrangement_index + 1) % len(self.arrangements)
        self._confirm_status()

    def confirm_knock(self) -> None:
        card = self.knock_card
        arr = self.arrangements[self.arrangement_index]
        self.mode = "play"
        if not self.act(A.knock(card)):
            return
        v = self.session.human_view()
        if v is not None and v.phase is Phase.ARRANGE:
            # The arrangement confirmed: the least-deadwood one unless another was chosen.
            self.act(A.arrange(arr.melds))

    # ------------------------------------------------------------------ hints

    def show_hint(self) -> None:
        hints = self.session.hints(3)
        if not hints:
            self.hint = "No hint: it is not your decision."
            return
        lines = ["Hint (expert):"]
        for i, r in enumerate(hints, 1):
            # Most reasons already name the action ("take 9s: deadwood 57 ...").
            said = r.reason if ":" in r.reason else f"{r.action.text}: {r.reason}"
            lines.append(f"  {i}. {escape(said)}")
        self.hint = "\n".join(lines)

    # ------------------------------------------------------------------ drawing

    def _set(self, part: str, markup: str) -> None:
        self.texts[part] = plain(markup)
        self.query_one(f"#{part}", Static).update(Text.from_markup(markup))

    def redraw(self) -> None:
        s = self.session
        state = s.state
        v = s.watch_view()
        if state is None or v is None:
            return
        ascii_only = self.app_ascii
        m = s.match
        seats = s.seats
        me = s.human_seat
        watch_seat = 1 if me is None else me
        other = seats[1 - watch_seat]
        names = [escape(n) for n in s.names]
        dealer = sentence(names[seats[state.dealer]], "deals")
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
                opp = (f"You sit out: {names[roles.box]} (in the box) plays {names[roles.captain]}"
                       f" (captain); you see the captain's hand (R11.3).\n") + opp
            else:
                opp += f"\nYou are {s.role_of(s.human)}; {names[roles.out]} sits out."
        self._set("opponent", opp)
        top = v.pile_top
        pile = "Upcard" if v.phase is Phase.OFFER else "Discard pile"
        top_text = card_markup(top, ascii_only, "b") if top >= 0 else "empty"
        pile_text = f"{pile}: {top_text}   ({len(v.pile)} in the pile"
        if v.phase is not Phase.OFFER:
            pile_text += f"; the hand's upcard was {card_markup(v.upcard, ascii_only)}"
        self._set("pile", pile_text + ")")
        self._draw_hand(v.hand, ascii_only)
        arr = best_arrangement(v.hand)
        whose = "Your" if me is not None else f"{names[seats[watch_seat]]}'s"
        mine = f"{whose} deadwood: [b]{arr.deadwood}[/b] · last: {self._last(seats[watch_seat])}"
        advice = s.advice()
        if advice is not None:
            mine += f"\nAdvice of {names[roles.out if roles else 0]}: {escape(advice.text)}"
        self._set("mine", mine)
        self._set("hint", self.hint)
        show = s.default_showing()
        if show is not None and not self.status:
            self.status = self._showing_text(show)
        self._set("status", escape(self.status) if "[" not in self.status else self.status)
        self._set("keys", self._keys_line())

    def _last(self, player: int) -> str:
        words, card = self.session.last.get(player, ("-", -1))
        return words + (f" {card_markup(card, self.app_ascii)}" if card >= 0 else "")

    def _draw_hand(self, hand: int, ascii_only: bool) -> None:
        order = sort_hand(hand, self.sort)
        melds = best_arrangement(hand).melds
        numbers, row = [], []
        for i, card in enumerate(order):
            meld = meld_of(card, melds)
            style = _MELD_STYLES[meld % len(_MELD_STYLES)] if meld >= 0 else ""
            if card == self.selected and self.session.human_seat is not None:
                style = "reverse b"
            number = str(i + 1) if i < 9 else ("0" if i == 9 else " ")
            numbers.append(f"{number:^{CARD_WIDTH}}")
            row.append(card_markup(card, ascii_only, style, CARD_WIDTH))
        self._set("hand", "".join(numbers) + "\n" + "".join(row))

    def _keys_line(self) -> str:
        s = self.session
        v = s.human_view()
        if self.mode == "knock":
            return "←/→ 1-0 choose the knock discard · Enter next · Esc cancel"
        if self.mode == "confirm":
            return "Enter/y knock · a other arrangement · Esc cancel"
        keys: list[str] = []
        if v is not None and v.is_my_turn:
            kinds = {a.kind for a in v.legal_actions()}
            if Kind.PASS in kinds:
                keys.append("p pass")
            if Kind.DRAW_STOCK in kinds:
                keys.append("s stock")
            if Kind.DRAW_DISCARD in kinds:
                keys.append("t take")
            if Kind.DISCARD in kinds:
                keys.append("d discard")
            if Kind.KNOCK in kinds:
                keys.append("k knock")
            if Kind.BIG_GIN in kinds:
                keys.append("g big gin")
            if v.phase in (Phase.LAY_OFF, Phase.ARRANGE):
                keys.append("Enter lay down")
        elif not s.hand_over:
            keys.append("(computer's turn)")
        keys += ["u undo", "o sort", "h hint", "c scores", "? help", "q quit"]
        return " · ".join(keys)

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
        return (f"Knocked: melds {knocker}. Your melds {mine}; lay-offs {offs};"
                f" deadwood {show.deadwood}. Enter lays down.")
