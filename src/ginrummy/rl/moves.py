"""The moves of the research interfaces: a fixed id for each, the engine action it
stands for, and its words.

Every interface of :mod:`ginrummy.rl` (the PettingZoo and Gymnasium environments,
the OpenSpiel game, the text interface for language models) offers a seat the same
moves, numbered the same way (layout version :data:`ACTION_LAYOUT_VERSION`,
docs/rl.md, "Actions"):

======  ==========================  ==========================================
id      words                       the move
======  ==========================  ==========================================
0       ``draw stock``              draw the top card of the stock (R4.1)
1       ``take 7c``                 take the top of the discard pile, or the
                                    upcard when it is offered (R4.1, R4.3)
2       ``pass``                    pass the first upcard (R4.3)
3-54    ``discard Kc``              discard card ``id - 3`` face up (R4.1)
55-106  ``knock Kc``                knock with card ``id - 55`` face down,
                                    leaving deadwood (R5.1)
107     ``gin``                     knock leaving no deadwood (R5.4)
108     ``big gin``                 declare big gin (R5.5)
109-236 ``arrange ...``,            the ``id - 109``-th lay-down when they are
        ``lay_off ...``             explicit moves (R5.3, R6): the default first
237     ``no advice``               sitting out, advise nothing (R11.3)
======  ==========================  ==========================================

Cards are numbered as :mod:`ginrummy.cards` does, ``suit * 13 + rank`` with the
suits ``s h d c`` and the ace low, and written in the project's notation
(R12: rank ``A 2-9 T J Q K``, then the suit in lower case: ``Td``, ``7c``).

Nothing here decides a rule: the legal moves are the view's legal actions
(:mod:`ginrummy.legality`), numbered.  Two engine actions share one id: every
knock that goes gin is the move ``gin``, played with the gin discard the
full-screen game proposes (the lowest card, :meth:`LayDown.default_knock_discard
<ginrummy.laydown.LayDown.default_knock_discard>`), since the face-down card
changes nothing (nothing is laid off onto gin, R6.3, and the defender never sees
it).  The knocker's arrangement and the defender's lay-off are, by default,
played by the engine's default (R5.3 :func:`~ginrummy.legality.default_arrangement`,
R6.4 :func:`~ginrummy.legality.default_lay_off`) and no seat is asked; with
``explicit`` they are moves, the first :data:`MAX_CHOICES` of
:func:`ginrummy.seattext.choices` (the default first, then by the deadwood they
leave).

>>> from ginrummy.cards import parse_card
>>> DISCARD + parse_card("Kc"), KNOCK + parse_card("As")
(54, 55)
"""

from __future__ import annotations

import operator
from collections.abc import Sequence

from ginrummy import actions as A
from ginrummy import legality
from ginrummy.actions import Action, Kind
from ginrummy.cards import card_name
from ginrummy.errors import excerpt
from ginrummy.laydown import LayDown
from ginrummy.legality import IllegalActionError, Phase
from ginrummy.seattext import choices
from ginrummy.view import SeatView

__all__ = [
    "ACTION_LAYOUT_VERSION",
    "BIG_GIN",
    "CHOICE",
    "DISCARD",
    "DRAW_STOCK",
    "GIN",
    "KNOCK",
    "MAX_CHOICES",
    "NO_ADVICE",
    "NUM_ACTIONS",
    "PASS",
    "TAKE",
    "action_of",
    "as_move",
    "explicit_phase",
    "id_of",
    "legal_ids",
    "plain_words",
    "words",
]

#: The version of this numbering; it changes whenever an id changes meaning.
ACTION_LAYOUT_VERSION = 1

DRAW_STOCK = 0
TAKE = 1
PASS = 2
DISCARD = 3
"""Discard card ``c``: ``DISCARD + c``."""
KNOCK = DISCARD + 52
"""Knock with card ``c``, leaving deadwood: ``KNOCK + c``."""
GIN = KNOCK + 52
BIG_GIN = GIN + 1
CHOICE = BIG_GIN + 1
"""The ``k``-th lay-down, when lay-downs are explicit moves: ``CHOICE + k``."""
MAX_CHOICES = 128
"""The most lay-downs offered as moves (random and simple play in 3,000 hands
never had more than 36: docs/rl.md)."""
NO_ADVICE = CHOICE + MAX_CHOICES
NUM_ACTIONS = NO_ADVICE + 1


def explicit_phase(view: SeatView) -> bool:
    """Whether ``view`` is a lay-down decision (the knocker's arrangement, R5.3, or the
    defender's melds and lay-offs, R6), which are moves only with ``explicit``."""
    return view.phase is Phase.ARRANGE or view.phase is Phase.LAY_OFF


def _lay_downs(view: SeatView) -> list[Action]:
    return choices(view)[0][:MAX_CHOICES]


def legal_ids(view: SeatView) -> list[int]:
    """The ids of the moves the seat whose view this is may make now, ascending
    (empty when it is not its turn).  In a lay-down phase, the lay-downs as
    :data:`CHOICE` ids."""
    if not view.is_my_turn:
        return []
    phase = view.phase
    if phase is Phase.DISCARD:
        return _discard_ids(view.situation())
    if explicit_phase(view):
        return [CHOICE + k for k in range(len(_lay_downs(view)))]
    # The offer and the draw: no knock among them, so no gin to number.
    return sorted([_id(action, _NO_GIN) for action in view.legal_actions()])


_NO_GIN: set[int] = set()


def _discard_ids(sit: legality.Situation) -> list[int]:
    """The discard phase's moves, ascending: what :func:`legality.legal_actions` lists
    there, numbered, from the same queries (the discards and the deadwood each leaves,
    which of them allow a knock, big gin), without building its actions: the moves
    are asked for at every step of an environment, and this is the phase where they
    are many (docs/rl.md, "Speed").  tests/test_rl_text.py holds it to the actions."""
    options = legality.discard_options(sit)
    ids = [DISCARD + card for card, _left in options]
    gin = False
    knock_allowed = legality.knock_allowed
    for card, left in options:
        if knock_allowed(sit, left):
            if left == 0:  # every knock going gin is the one move gin
                gin = True
            else:
                ids.append(KNOCK + card)
    if gin:
        ids.append(GIN)
    if legality.can_declare_big_gin(sit):
        ids.append(BIG_GIN)
    return ids


def _id(action: Action, gin: set[int]) -> int:
    kind = action.kind
    if kind is Kind.DISCARD and action.card is not None:
        return DISCARD + action.card
    if kind is Kind.KNOCK and action.card is not None:
        return GIN if action.card in gin else KNOCK + action.card
    if kind is Kind.DRAW_STOCK:
        return DRAW_STOCK
    if kind is Kind.DRAW_DISCARD:
        return TAKE
    if kind is Kind.PASS:
        return PASS
    if kind is Kind.BIG_GIN:
        return BIG_GIN
    raise ValueError(f"{action.text} has no id outside the lay-down choices")


def id_of(view: SeatView, action: Action) -> int:
    """The id of ``action``, a legal action of the seat whose view this is."""
    view.check(action)
    if explicit_phase(view):
        return CHOICE + _lay_downs(view).index(action)
    gin = set(legality.gin_discards(view.situation())) if view.phase is Phase.DISCARD else set()
    return _id(action, gin)


def action_of(view: SeatView, move: object, legal: Sequence[int] | None = None) -> Action:
    """The engine action that move ``move`` stands for, for the seat whose view this is;
    :class:`~ginrummy.legality.IllegalActionError` names the legal moves otherwise.
    ``legal``: :func:`legal_ids` of ``view``, when the caller has them."""
    if legal is None:
        legal = legal_ids(view)
    number = as_move(move)
    if number is None or number not in legal:
        shown = excerpt(move) if number is None else str(number)
        if not legal:
            raise IllegalActionError(f"move {shown}: this seat has no move now")
        listed = ", ".join(f"{i} ({words(view, i)})" for i in legal)
        raise IllegalActionError(f"move {shown} is not legal now; legal: {listed}")
    move = number
    if move >= CHOICE:
        return _lay_downs(view)[move - CHOICE]
    if move == GIN:
        card = LayDown.default_knock_discard(view, gin=True)
        assert card is not None  # GIN is legal
        return A.knock(card)
    return _FIXED[move] if move < DISCARD else _card_action(move)


def as_move(move: object) -> int | None:
    """``move`` as a move number (a Python or NumPy integer), or None when it is not
    one (a float, a bool, a string...)."""
    if isinstance(move, bool):
        return None
    try:
        return operator.index(move)  # type: ignore[arg-type]
    except TypeError:
        return None


_FIXED = (A.DRAW_STOCK, A.DRAW_DISCARD, A.PASS)


def _card_action(move: int) -> Action:
    if move < KNOCK:
        return A.discard(move - DISCARD)
    if move < GIN:
        return A.knock(move - KNOCK)
    return A.BIG_GIN


def words(view: SeatView, move: int) -> str:
    """Move ``move`` in words, as the text interface offers and reads it: ``draw
    stock``, ``take 7c`` (the card on the pile in ``view``), ``pass``, ``discard
    Kc``, ``knock Kc``, ``gin``, ``big gin``, a lay-down in the engine's text
    (``arrange 7s 8s 9s | Kc Kd Kh``) and ``no advice``."""
    if CHOICE <= move < NO_ADVICE:
        lay_downs = _lay_downs(view) if explicit_phase(view) else []
        k = move - CHOICE
        return lay_downs[k].text if k < len(lay_downs) else f"lay-down {k + 1}"
    return plain_words(move, view.pile_top)


def plain_words(move: int, pile_top: int | None) -> str:
    """:func:`words` of a move that is not a lay-down, knowing only the card on the
    pile (``take 7c``); a lay-down is ``lay-down k``."""
    if move == DRAW_STOCK:
        return "draw stock"
    if move == TAKE:
        return "take" if pile_top is None else f"take {card_name(pile_top)}"
    if move == PASS:
        return "pass"
    if DISCARD <= move < KNOCK:
        return f"discard {card_name(move - DISCARD)}"
    if KNOCK <= move < GIN:
        return f"knock {card_name(move - KNOCK)}"
    if move == GIN:
        return "gin"
    if move == BIG_GIN:
        return "big gin"
    if move == NO_ADVICE:
        return "no advice"
    if CHOICE <= move < NO_ADVICE:
        return f"lay-down {move - CHOICE + 1}"
    raise ValueError(f"{move} is not a move id (0..{NUM_ACTIONS - 1})")
