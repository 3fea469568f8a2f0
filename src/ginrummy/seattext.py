"""A seat's decision in lines of text: the table as the seat sees it, its choices
numbered, and a line typed back read as one of them.

The line-by-line game against the computer (``ginrummy play --plain``) and the
line-by-line client at a game server (``ginrummy connect``) show a decision the
same way and read the same answers; this is that one way.  It says nothing a
seat may not see (everything comes from its :class:`~ginrummy.view.SeatView`)
and decides no rule: the choices are the view's legal actions, the default
lay-down the legality module's (R5.3, R6.4).
"""

from __future__ import annotations

from collections.abc import Sequence

from ginrummy import actions as A
from ginrummy.actions import Action, ActionError, Kind, parse_action
from ginrummy.cards import CardError, card_name, format_hand, hand_value, parse_card
from ginrummy.errors import GinRummyError
from ginrummy.legality import Phase, default_arrangement
from ginrummy.melds import best_arrangement, deadwood
from ginrummy.view import SeatView

__all__ = [
    "WIDTH",
    "ChoiceError",
    "advice_line",
    "choices",
    "decided_line",
    "help_text",
    "label",
    "meld_list",
    "menu_lines",
    "read_action",
    "rest",
    "status_lines",
    "suggest_line",
    "words",
]

#: The width the lines of choices are wrapped to.
WIDTH = 78


class ChoiceError(GinRummyError, ValueError):
    """A line that names none of the choices; the message says what to type."""


def rest(hand: int, action: Action) -> int:
    """The cards left as deadwood by an arrange or lay_off action."""
    left = hand
    for meld in action.melds:
        left &= ~meld
    for lo in action.layoffs:
        left &= ~(1 << lo.card)
    return left


def meld_list(melds: Sequence[int]) -> str:
    """Melds (masks) as ``7s 8s 9s | Kc Kd Kh``, or ``-`` for none."""
    return " | ".join(format_hand(m) for m in melds) if melds else "-"


def status_lines(v: SeatView, other: str, whose: str = "Your") -> list[str]:
    """The table as ``v`` shows it: the stock and pile, what is known of ``other``'s
    hand (the opponent's name), the knocker's melds while laying off, and
    ``whose`` hand it is (``Your``, or sitting out ``The captain's``, R11.3)."""
    lines: list[str] = []
    shown = other[:1].upper() + other[1:]
    if v.phase in (Phase.OFFER, Phase.DRAW, Phase.DISCARD):
        top = "empty" if v.pile_top is None else card_name(v.pile_top)
        pile = f"upcard {top}" if v.phase is Phase.OFFER else f"discard pile {top}"
        known = format_hand(v.opponent_known) or "none"
        lines.append(f"Stock {v.stock_count}, {pile}, knock limit {v.knock_limit}."
                     f" {shown}: {v.opponent_hand_size} cards, known: {known}.")
    if v.phase is Phase.LAY_OFF and v.arrangement is not None:
        arr = v.arrangement
        melds = "  ".join(f"[{i}] {format_hand(m)}" for i, m in enumerate(arr.melds, 1))
        gin = " (gin: nothing may be laid off, R6.3)" if v.knock_is_gin else ""
        lines.append(f"{shown} lays down {melds or 'no melds'};"
                     f" deadwood {format_hand(arr.deadwood_mask) or '-'} = {arr.deadwood}{gin}.")
    best = best_arrangement(v.hand)
    lines += [f"{whose} hand: {format_hand(v.hand)}",
              f"  deadwood {best.deadwood}; melds {meld_list(best.melds)}"]
    if whose == "Your" and v.phase is Phase.ARRANGE:
        lines.append("Lay down your melds (R5.3):")
    elif whose == "Your" and v.phase is Phase.LAY_OFF:
        lines.append("Lay down your melds and lay off (R6):")
    return lines


def choices(v: SeatView) -> tuple[list[Action], Action | None]:
    """The seat's legal actions in the order they are numbered, and the default (the
    least-deadwood lay-down, first, R5.3 and R6.4), or None."""
    legal = v.legal_actions()
    default: Action | None = None
    if v.phase is Phase.ARRANGE:
        default = A.arrange(default_arrangement(v.situation()).melds)
    elif v.phase is Phase.LAY_OFF and v.arrangement is not None:
        default = v.default_lay_off()
        legal.sort(key=lambda a: (hand_value(rest(v.hand, a)), len(a.layoffs)))
    if default is not None:
        legal = [default, *(a for a in legal if a != default)]
    return legal, default


def label(v: SeatView, action: Action) -> str:
    """A choice in words: ``stock``, ``take 7h``, ``knock 5c (deadwood 4)``, a lay-down
    with the deadwood it leaves."""
    kind = action.kind
    if kind is Kind.DRAW_STOCK:
        return "stock"
    if kind is Kind.DRAW_DISCARD and v.pile_top is not None:
        return f"take {card_name(v.pile_top)}"
    if kind is Kind.KNOCK and action.card is not None:
        left = deadwood(v.hand & ~(1 << action.card))
        return f"knock {card_name(action.card)} (deadwood {left})"
    if kind is Kind.BIG_GIN:
        return "big gin"
    if kind is Kind.ARRANGE or kind is Kind.LAY_OFF:
        left = rest(v.hand, action)
        text = f"melds {meld_list(action.melds)}"
        if action.layoffs and v.arrangement is not None:
            targets = v.arrangement.melds
            text += "; lay off " + ", ".join(
                f"{card_name(lo.card)} on [{lo.meld + 1}] {format_hand(targets[lo.meld])}"
                for lo in action.layoffs)
        return f"{text}; deadwood {format_hand(left) or '-'} = {hand_value(left)}"
    return action.text


def menu_lines(v: SeatView, options: Sequence[Action], default: Action | None,
               limit: int | None) -> list[str]:
    """The choices numbered from 1: lay-downs one a line (``limit`` of them, the
    default marked), discards and knocks a line or more per kind, others on one
    line, wrapped to :data:`WIDTH`."""
    items = [f"[{i}] {label(v, a)}" for i, a in enumerate(options, 1)]
    if v.phase in (Phase.ARRANGE, Phase.LAY_OFF):
        shown = items if limit is None else items[:limit]
        lines = [f"  {item}" + ("   <- Enter" if i == 0 and default is not None else "")
                 for i, item in enumerate(shown)]
        if len(shown) < len(items):
            lines.append(f"  ... and {len(items) - len(shown)} more: type 'all' to list them")
        return lines
    if v.phase is Phase.DISCARD:
        # A line or more per kind: "discard [1] 7s [2] Js ...", "knock [12] 5h (deadwood 4)".
        groups: dict[str, list[str]] = {}
        for i, action in enumerate(options, 1):
            if action.kind is Kind.BIG_GIN:
                kind, words = "big gin", ""
            else:
                kind, _, words = label(v, action).partition(" ")
            groups.setdefault(kind, []).append(f"[{i}] {words}".rstrip())
        width = max(len(kind) for kind in groups)
        return [line for kind, entries in groups.items()
                for line in _wrapped(entries, f"  {kind:<{width}}  ")]
    return _wrapped(items, "  ")


def _wrapped(items: list[str], lead: str) -> list[str]:
    lines: list[str] = []
    line = lead
    for item in items:
        if line.strip() and len(line) + 2 + len(item) > WIDTH:
            lines.append(line.rstrip())
            line = " " * len(lead)
        line += item + "  "
    lines.append(line.rstrip())
    return lines


def read_action(text: str, v: SeatView | None, options: Sequence[Action]) -> Action:
    """The action a typed line names: a choice's number, the action's words (as
    :func:`~ginrummy.actions.parse_action` reads them), or, when discarding, a card
    alone.  A :class:`ChoiceError` says what to type instead."""
    if text.isascii() and text.isdigit():  # not "٣": int() would read it as 3
        number = int(text) if len(text) <= 3 else 0
        if 1 <= number <= len(options):
            return options[number - 1]
        raise ChoiceError(f"choose a number from 1 to {len(options)}" if options
                          else "there is nothing to choose now")
    try:
        return parse_action(text)
    except ActionError as exc:
        if v is not None and v.phase is Phase.DISCARD and len(text.split()) == 1:
            try:
                return A.discard(parse_card(text))
            except CardError:
                pass
        raise ChoiceError(f"{exc}: type a number, or e.g. 'stock', 'take', 'discard Kc'"
                          " ('help' lists all)") from None


# ----------------------------------------------------------------- the words around a decision


_ACTIONS_HELP = """\
Type the number of a choice, or an action:
  stock (s)           draw the top card of the stock
  take (t)            take the top card of the discard pile (or the upcard)
  pass (p)            pass on the first upcard
  discard Kc (d Kc)   discard Kc; in the discard step just 'Kc' also works
  knock 7h (k 7h)     knock, discarding 7h face down
  big_gin             declare big gin, when the rules allow it
  arrange 3h 4h 5h | 9c 9d 9s               lay down these melds after knocking
  lay_off 8s 9s Ts | Ad 2d 3d + 6h>1, 7h>1   your melds, then lay-offs on the
                                            knocker's meld number"""

#: The commands of each line-by-line face beside the actions, two to a line.
_COMMANDS = {
    "play": """\
  Enter               accept the default (laying down melds)
  all                 list every choice     hand   show the table again
  help                this text             quit   stop the game""",
    "connect": """\
  Enter               accept the default (laying down melds); between hands: ready
  hint                the expert's best choices    undo   take back your move
  chat TEXT           a line of chat               ready  ready for the next hand
  all                 list every choice            hand   show the table again
  leave               give up your seat and go     quit   go (the seat stays yours:
  claim               claim the match of a player         come back to it later)
                      away or out of time          help   this text""",
}

_SITTING_OUT_HELP = ("Sitting out a three-player hand you suggest each of the captain's"
                     " moves (R11.3):\nEnter lets the captain decide alone")


_HINT_LINE = "  hint                the expert's best choices    undo   take back your move\n"


def help_text(face: str, *, hints: bool = True) -> str:
    """What 'help' prints in the line-by-line game against the computer (``play``)
    or at a game server (``connect``): the actions both read, then the face's commands.
    ``hints``: whether the table gives hints and takes moves back (a server's table
    between people does neither, so its help does not offer them).

    >>> print(help_text("play").splitlines()[-1])
    Enter lets the captain decide alone, 'finish' plays the rest of the hand unasked.
    >>> "undo" in help_text("connect", hints=False)
    False
    """
    commands = _COMMANDS[face] if hints else _COMMANDS[face].replace(_HINT_LINE, "")
    finish = ", 'finish' plays the rest of the hand unasked" if face == "play" else ""
    return f"{_ACTIONS_HELP}\n{commands}\n{_SITTING_OUT_HELP}{finish}."


def advice_line(v: SeatView, advisor: str, advice: Action) -> str:
    """The advice of the player sitting out (``advisor``, a name) to the person who is
    captain (R11.3), as a choice's words."""
    return f"Advice of {advisor}, sitting out (R11.3): {label(v, advice)}"


def suggest_line(finish: bool) -> str:
    """The question put to the person sitting out before each of the captain's
    decisions (R11.3); ``finish``: the face lets the rest of the hand play out unasked."""
    rest = "; 'finish': the rest of the hand without asking" if finish else ""
    return f"Suggest the captain's move (Enter: the captain decides alone{rest}):"


def decided_line(advice: Action, action: Action) -> str:
    """What the captain did with the person's suggestion (R11.3: the captain decides).

    >>> decided_line(A.DRAW_STOCK, A.DRAW_STOCK), decided_line(A.DRAW_STOCK, A.PASS)
    ('The captain decides (as you suggested).', 'The captain decides (you suggested stock).')
    """
    followed = "as you suggested" if action == advice else f"you suggested {words(advice)}"
    return f"The captain decides ({followed})."


def words(action: Action) -> str:
    """An action in the words a person types for it (:func:`read_action` reads them).

    >>> words(A.DRAW_STOCK), words(A.DRAW_DISCARD), words(A.discard(51)), words(A.BIG_GIN)
    ('stock', 'take', 'discard Kc', 'big_gin')
    """
    return {Kind.DRAW_STOCK: "stock", Kind.DRAW_DISCARD: "take"}.get(action.kind, action.text)
