"""The knock and the lay-down as a person chooses them: a controller for any face.

A computer player hands the engine one finished action; a person gets there in
steps.  To knock, the person picks the card to discard face down (R5.3), looks
at the arrangements that knock may lay down and picks one, then confirms: two
actions, the knock and the arrangement.  Defending, the person steps through
the ways to lay down melds and lay off (R6.4) and lays one down.
:class:`LayDown` holds those steps and nothing else, so the full-screen game
(``tui``) and a browser behind a game server share one copy of them, and tests
run them without a screen.

It decides no rule: every list and every check comes from
:mod:`ginrummy.legality` (the knock discards, the gin discards, the
arrangements of a knock, the defender's showings, the default of each), asked on
the seat's :class:`~ginrummy.view.SeatView`.  The engine still checks each
action when it is played; what the controller offers is exactly what the engine
accepts (tests/test_laydown.py checks it over random hands).

Plain data in and out, for a face that is not Python: a command is a name
(:data:`COMMANDS`, the same names as the table's buttons) with the card the
person has selected (a card index, None for none); each answer is an
:class:`Outcome`: the actions to play, a card to select, and a short status
text.  A refusal's text is the engine's words, about "this player" (say it to
the person with :func:`ginrummy.narration.addressed_to_you`).

>>> from ginrummy.state import deal
>>> from ginrummy.rules import preset
>>> from ginrummy.view import view
>>> controller = LayDown()
>>> state = deal(preset("standard"), 0, list(range(52)))
>>> refused = controller.command(view(state, state.to_act), "knock")
>>> refused.refused, refused.status
(True, 'no knock is legal now (draw first, R4.1).')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from ginrummy import actions as A
from ginrummy import legality
from ginrummy.actions import Action, Kind
from ginrummy.cards import card_name, cards_of, iter_cards
from ginrummy.legality import IllegalActionError, Phase, Situation
from ginrummy.melds import Arrangement, Showing, best_discard
from ginrummy.view import SeatView

__all__ = [
    "CHOICE_COMMANDS",
    "COMMANDS",
    "CONFIRM",
    "KNOCK",
    "PLAIN_ACTIONS",
    "PLAY",
    "LayDown",
    "Offer",
    "Outcome",
]

PLAY = "play"
"""No knock under way: the seat plays (or defends) as usual."""
KNOCK = "knock"
"""The person is choosing the card to discard face down (R5.3)."""
CONFIRM = "confirm"
"""The knock discard is chosen: choosing the arrangement, then confirming (R5.3)."""

#: The commands that are one action each, whatever is under way.
PLAIN_ACTIONS: dict[str, Action] = {
    "stock": A.DRAW_STOCK,
    "take": A.DRAW_DISCARD,
    "pass": A.PASS,
    "big_gin": A.BIG_GIN,
}
#: Step through the choices of the moment: the knock's arrangements, or the
#: defender's melds and lay-offs.
CHOICE_COMMANDS = ("other", "previous", "default")
#: Every command :meth:`LayDown.command` takes.
COMMANDS = (*PLAIN_ACTIONS, "discard", "knock", "gin", "choose", *CHOICE_COMMANDS, "cancel",
            "confirm", "lay_down")

CardText = Callable[[int], str]
"""How a face writes one card (a card index to its text)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """The answer to one command.

    Exactly one of three things: actions to play (``actions``), a refusal
    (``refused``, with the reason in ``status``), or a change of the choice
    under way (``status`` says what is chosen now; empty when nothing changed).
    """

    actions: tuple[Action, ...] = ()
    """What to play, in order; each must be played only if the one before was
    accepted (a confirmed knock is the knock, then the arrangement)."""
    status: str = ""
    """A refusal's reason in the engine's words (about "this player", a fragment
    to follow "Not allowed: "), or else a sentence saying what is chosen now."""
    refused: bool = False
    """The command was refused: nothing changed."""
    select: int | None = None
    """The card the face should select now (the knock discard proposed), or None."""


class Offer(NamedTuple):
    """One command open to the seat now, as a face shows it (a button)."""

    command: str
    """A name of :data:`COMMANDS`."""
    card: int | None = None
    """The card the command would play and a label may name, or None: the pile's top
    for ``take``, the knock discard for ``confirm``, and for ``discard`` and
    ``choose`` the selected card only when it may be discarded there (R4.2, R5.1),
    so that a face never offers a card the engine would refuse."""


def _refuse(reason: str) -> Outcome:
    return Outcome(status=reason, refused=True)


class LayDown:
    """One seat's knock and lay-down as a person chooses them.

    Every method that takes the seat's view first catches up with it
    (:meth:`see`): a knock under way is dropped when the position it was started
    on is gone (undo, a new hand), and the defender's choices are listed once
    per lay-off decision.  The attributes are for faces to draw; change them
    only through the commands.

    It keeps what the person has chosen between commands, so a face keeps one
    per person at the table (a game server, one per connected player) and
    passes it the seat's latest view with each command.
    """

    def __init__(self) -> None:
        self.mode = PLAY
        """:data:`PLAY`, :data:`KNOCK` or :data:`CONFIRM`."""
        self.knock_card: int | None = None
        """The knock discard chosen last, or None.  It, ``arrangements`` and
        ``arrangement_index`` stay as they were when the knock is confirmed or
        dropped, until the next knock discard is chosen: what was chosen last."""
        self.arrangements: list[Arrangement] = []
        """The arrangements the chosen knock may lay down: the least deadwood first
        (R5.3's default), from :func:`ginrummy.legality.knock_arrangements`."""
        self.arrangement_index = 0
        """The arrangement chosen, in ``arrangements``."""
        self.showings: list[Showing] = []
        """The defender's melds and lay-offs, the default first (R6.4), from
        :func:`ginrummy.legality.showings`; empty unless the seat defends now."""
        self.showing_index = 0
        """The showing chosen, in ``showings``."""
        self.knocker_melds: tuple[int, ...] = ()
        """The knocker's melds the showings lay off onto (their ``Layoff.meld`` indices)."""
        self._knock_at: Situation | None = None
        """The position the knock under way was started on."""
        self._showings_at: Situation | None = None
        """The position ``showings`` were listed for."""

    # ------------------------------------------------------------------ the view

    def reset(self) -> None:
        """Drop the knock under way, saying nothing (a new hand, an undo)."""
        self.mode = PLAY
        self._knock_at = None

    def see(self, view: SeatView | None) -> None:
        """Catch up with the seat's view (None: the seat has no view now).

        A knock under way belongs to the position it was started on; any other
        position drops it.  On the seat's lay-off decision the defender's choices
        are listed, once for that decision, so the one chosen stays chosen while
        the face redraws.
        """
        sit = view.situation() if view is not None and view.is_my_turn else None
        if self.mode != PLAY and (sit is None or sit != self._knock_at):
            self.reset()
        if sit is None or sit.phase is not Phase.LAY_OFF or sit.arrangement is None:
            self.showings = []
            self.showing_index = 0
            self.knocker_melds = ()
            self._showings_at = None
        elif sit != self._showings_at:
            self.showings = legality.showings(sit)
            self.showing_index = 0
            self.knocker_melds = sit.arrangement.melds
            self._showings_at = sit

    # ------------------------------------------------------------------ questions

    @staticmethod
    def knock_discards(view: SeatView | None) -> list[int]:
        """The cards the seat may knock with now, in card order (R5.1, R4.2)."""
        if view is None or not view.is_my_turn:
            return []
        return legality.knock_discards(view.situation())

    @staticmethod
    def gin_discards(view: SeatView | None) -> list[int]:
        """The knock discards that leave no deadwood: going gin (R5.4)."""
        if view is None or not view.is_my_turn:
            return []
        return legality.gin_discards(view.situation())

    @staticmethod
    def default_knock_discard(view: SeatView | None, gin: bool = False) -> int | None:
        """The knock (``gin``: gin) discard leaving the least deadwood, the lowest
        card among equals; None when there is none.  What a knock proposes when the
        person has not selected a legal one."""
        if view is None or not view.is_my_turn:
            return None
        sit = view.situation()
        allowed = set(legality.gin_discards(sit) if gin else legality.knock_discards(sit))
        options = [(dw, card) for card, dw in legality.discard_options(sit) if card in allowed]
        return min(options)[1] if options else None

    @property
    def arrangement(self) -> Arrangement | None:
        """The arrangement chosen for the knock (:data:`CONFIRM`), else None."""
        return self.arrangements[self.arrangement_index] if self.mode == CONFIRM else None

    @property
    def showing(self) -> Showing | None:
        """The defender's choice shown now, else None."""
        return self.showings[self.showing_index] if self.showings else None

    @property
    def choices(self) -> int:
        """How many choices the other/previous/default commands step through now."""
        return len(self.arrangements) if self.mode == CONFIRM else len(self.showings)

    @property
    def choice_index(self) -> int:
        """The choice shown now, 0 being the default (R5.3, R6.4)."""
        return self.arrangement_index if self.mode == CONFIRM else self.showing_index

    # ------------------------------------------------------------------ offers

    def play_offers(self, view: SeatView | None, selected: int | None = None) -> list[Offer]:
        """The commands of the draw and discard actions legal on ``view`` (also a
        captain's, sitting out, R11.3).  ``discard`` names the selected card only
        when discarding it is legal (R4.2: not the card just taken); ``gin`` is
        offered when a knock can go gin (R5.4)."""
        if view is None or not view.is_my_turn:
            return []
        legal = view.legal_actions()
        kinds = {a.kind for a in legal}
        out: list[Offer] = []
        if Kind.DRAW_DISCARD in kinds:
            out.append(Offer("take", view.pile_top))
        if Kind.PASS in kinds:
            out.append(Offer("pass"))
        if Kind.DRAW_STOCK in kinds:
            out.append(Offer("stock"))
        if Kind.DISCARD in kinds:
            card = selected if selected is not None and 0 <= selected < 52 \
                and A.discard(selected) in legal else None
            out.append(Offer("discard", card))
        if Kind.KNOCK in kinds:
            out.append(Offer("knock"))
            if self.gin_discards(view):
                out.append(Offer("gin"))
        if Kind.BIG_GIN in kinds:
            out.append(Offer("big_gin"))
        return out

    def offers(self, view: SeatView | None, selected: int | None = None) -> list[Offer]:
        """Every command open to the seat now: the steps of a knock under way, the
        lay-down after a knock, or else :meth:`play_offers`.  Each shown as a
        button, they are the table's buttons."""
        self.see(view)
        if view is None or not view.is_my_turn:
            return []
        if self.mode == KNOCK:
            card = selected if selected in self.knock_discards(view) else None
            return [Offer("choose", card), Offer("cancel")]
        if self.mode == CONFIRM:
            return [Offer("confirm", self.knock_card), *self._choice_offers(), Offer("cancel")]
        if view.phase is Phase.LAY_OFF:
            return [Offer("lay_down"), *self._choice_offers()]
        if view.phase is Phase.ARRANGE:
            return [Offer("lay_down")]
        return self.play_offers(view, selected)

    def _choice_offers(self) -> list[Offer]:
        if self.choices < 2:
            return []
        out = [Offer("other"), Offer("previous")]
        if self.choice_index:
            out.append(Offer("default"))
        return out

    # ------------------------------------------------------------------ commands

    def command(self, view: SeatView | None, name: str, selected: int | None = None) -> Outcome:
        """Do command ``name`` (one of :data:`COMMANDS`) on the seat's ``view`` with
        the card the person has selected (None: none).  Raises ValueError for a
        name that is no command."""
        self.see(view)
        if name in PLAIN_ACTIONS:
            return Outcome(actions=(PLAIN_ACTIONS[name],))
        if name == "discard":
            if selected is None:
                return _refuse("select the card to discard first")
            return Outcome(actions=(A.discard(selected),))
        if name == "knock":
            return self.start_knock(view, selected)
        if name == "gin":
            return self.start_gin(view, selected)
        if name == "choose":
            return self.choose(view, selected)
        if name in CHOICE_COMMANDS:
            return self.step_choice(name)
        if name == "cancel":
            return self.cancel()
        if name == "confirm":
            return self.confirm(view)
        if name == "lay_down":
            return self.lay_down(view)
        raise ValueError(f"no such command: {name!r} (one of {', '.join(COMMANDS)})")

    def start_knock(self, view: SeatView | None, selected: int | None = None) -> Outcome:
        """Begin a knock: choose the card to discard face down.  Open only when a
        knock is legal (R5.1); the selected card is proposed if it may knock,
        else :meth:`default_knock_discard`.  Refused otherwise, with the engine's
        reason for the selected card where there is one."""
        self.see(view)
        knocks = self.knock_discards(view)
        if view is None or not knocks:
            if view is not None and selected is not None:
                try:
                    view.check(A.knock(selected))
                except IllegalActionError as exc:
                    return _refuse(str(exc))
            if view is not None and view.phase is Phase.DISCARD:
                return _refuse(f"no knock is legal now (deadwood must be at most"
                               f" {view.knock_limit} after the discard, R5.1).")
            return _refuse("no knock is legal now (draw first, R4.1).")
        card = selected if selected in knocks else self.default_knock_discard(view)
        self.mode = KNOCK
        self._knock_at = view.situation()
        return Outcome(status="Knock: choose the card to discard face down.", select=card)

    def start_gin(self, view: SeatView | None, selected: int | None = None) -> Outcome:
        """Knock going gin, straight to the confirmation: with the selected card if
        it goes gin, else the first that does (R5.4)."""
        self.see(view)
        gins = self.gin_discards(view)
        if not gins:
            return _refuse("no discard leaves this player without deadwood (R5.4).")
        return self.choose(view, selected if selected in gins else gins[0])

    def choose(self, view: SeatView | None, card: int | None) -> Outcome:
        """Choose ``card`` as the knock discard and list the arrangements that knock
        may lay down, the least deadwood first (R5.3).  The engine refuses a card
        that may not knock, and says why (R4.2, R5.1)."""
        self.see(view)
        if card is None:
            return _refuse("select the card to discard face down first")
        if view is None:
            return _refuse("there is no knock to choose now")
        try:
            view.check(A.knock(card))
        except IllegalActionError as exc:
            return _refuse(str(exc))
        sit = view.situation()
        self.mode = CONFIRM
        self.knock_card = card
        self.arrangements = legality.knock_arrangements(sit, card)
        self.arrangement_index = 0
        self._knock_at = sit
        return Outcome(status=self.describe(), select=card)

    def step_choice(self, which: str) -> Outcome:
        """``other``, ``previous`` or ``default``: the next, previous (both wrap
        round) or default (first) of the knock's arrangements while confirming, or
        of the defender's choices."""
        count = self.choices
        if not count:
            return _refuse("there is nothing to choose now")
        step = {"other": self.choice_index + 1, "previous": self.choice_index - 1, "default": 0}
        if which not in step:
            raise ValueError(f"no such choice command: {which!r}")
        if self.mode == CONFIRM:
            self.arrangement_index = step[which] % count
        else:
            self.showing_index = step[which] % count
        return Outcome(status=self.describe())

    def cancel(self) -> Outcome:
        """Give up the knock under way; nothing to do when there is none."""
        if self.mode == PLAY:
            return Outcome()
        self.reset()
        return Outcome(status="Knock cancelled.")

    def confirm(self, view: SeatView | None) -> Outcome:
        """Knock as chosen: the actions are the knock with the chosen discard, then
        the chosen arrangement (R5.3).  The knock under way ends either way."""
        self.see(view)
        arrangement = self.arrangement
        if arrangement is None:
            return _refuse("choose the knock discard first")
        card = self.knock_card
        assert card is not None  # an arrangement is chosen for a knock discard
        self.reset()
        return Outcome(actions=(A.knock(card), A.arrange(arrangement.melds)))

    def lay_down(self, view: SeatView | None) -> Outcome:
        """After a knock: the defender lays down the choice shown (the default
        unless another was chosen, R6.4); a knocker still to arrange (after big
        gin) lays down the least deadwood (R5.3)."""
        self.see(view)
        if view is None or not view.is_my_turn or view.phase not in (Phase.LAY_OFF,
                                                                      Phase.ARRANGE):
            return _refuse("there is nothing to lay down now.")
        if view.phase is Phase.ARRANGE:
            arrangement = legality.default_arrangement(view.situation())
            return Outcome(actions=(A.arrange(arrangement.melds),))
        show = self.showing
        assert show is not None  # see() listed them: the default always exists
        return Outcome(actions=(A.lay_off(show.melds, show.layoffs),))

    def suggest_knock(self, view: SeatView, selected: int | None = None,
                      gin: bool = False) -> Outcome:
        """Sitting out (R11.3), a knock is suggested in one step: with the selected
        card (``gin``: only if it goes gin), else the legal knock (gin) discard
        leaving the least deadwood.  With none legal the knock is still given, on
        the least-deadwood discard (R4.2's barred card excluded), so that the
        engine says why it may not be made."""
        card = selected
        if card is None or (gin and card not in self.gin_discards(view)):
            card = self.default_knock_discard(view, gin)
        if card is None:
            if view.phase is Phase.DISCARD:
                barred = legality.barred_discard(view.rules, view.taken)
                card = best_discard(view.hand, barred).card
            else:
                card = min(cards_of(view.hand))
        return Outcome(actions=(A.knock(card),))

    # ------------------------------------------------------------------ words

    def describe(self, card_text: CardText = card_name) -> str:
        """The choice under way in a sentence (plain text; ``card_text`` writes a
        card), or "" when there is none."""

        def cards(mask: int) -> str:
            return " ".join(card_text(c) for c in iter_cards(mask))

        def melds(masks: tuple[int, ...]) -> str:
            return " | ".join(cards(m) for m in masks) or "-"

        if self.mode == KNOCK:
            return "Knock: choose the card to discard face down."
        arrangement = self.arrangement
        if arrangement is not None and self.knock_card is not None:
            gin = "Gin! " if arrangement.deadwood == 0 else ""
            count = len(self.arrangements)
            which = f" (arrangement {self.arrangement_index + 1} of {count})" if count > 1 else ""
            return (f"{gin}Knock discarding {card_text(self.knock_card)} face down;"
                    f" melds {melds(arrangement.melds)}; deadwood {arrangement.deadwood}{which}.")
        show = self.showing
        if show is not None:
            offs = ", ".join(f"{card_text(lo.card)} on {cards(self.knocker_melds[lo.meld])}"
                             for lo in show.layoffs) or "none"
            count = len(self.showings)
            which = "the default" if self.showing_index == 0 else f"choice {self.showing_index + 1}"
            of = f" ({which} of {count})" if count > 1 else ""
            return (f"Melds {melds(show.melds)}; lay-offs {offs}; deadwood {show.deadwood}{of}.")
        return ""
