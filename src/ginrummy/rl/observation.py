"""A seat's view as a tensor: the observation layout of the research environments
(version :data:`OBS_VERSION`, docs/rl.md, "Observations").

:func:`encode` is a pure function of a :class:`~ginrummy.view.SeatView` (and, in
three-player Gin, the observer's role and the advice it sees), so it can encode
nothing a seat may not see: the view holds no hidden card (:mod:`ginrummy.view`).
The environments, the OpenSpiel game and anyone else (self-play data, a batch of
views) build observations with it.

The tensor is ``float32``, every entry in ``[0, 1]``, laid out as the
:data:`SEGMENTS` listed in order; :data:`OFFSETS` gives each one's slice.  A card
segment has 52 entries indexed by card (``suit * 13 + rank``, suits ``s h d c``,
the ace low, :mod:`ginrummy.cards`).  "Me" is the seat whose view it is (sitting
out, the captain's, R11.3); "the opponent" the other seat.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

from ginrummy.actions import Action, Kind
from ginrummy.cards import NUM_CARDS, iter_cards
from ginrummy.legality import Phase
from ginrummy.melds import deadwood
from ginrummy.rl.history import pile_history
from ginrummy.view import SeatView

__all__ = ["OBS_SIZE", "OBS_VERSION", "OFFSETS", "SEGMENTS", "encode", "segment"]

#: The version of this layout; it changes whenever an entry changes meaning.
OBS_VERSION = 1

_PHASES = (Phase.OFFER, Phase.DRAW, Phase.DISCARD, Phase.ARRANGE, Phase.LAY_OFF, Phase.OVER)
_ADVICE_KINDS = (Kind.PASS, Kind.DRAW_STOCK, Kind.DRAW_DISCARD, Kind.DISCARD, Kind.KNOCK,
                 Kind.BIG_GIN)
_ROLES = ("box", "captain", "out")
#: The most Hollywood games on a sheet (R10); other systems use the first.
_GAMES = 3
_GAME_FIELDS = 6

#: (name, size, what it holds), in order.
SEGMENTS: tuple[tuple[str, int, str], ...] = (
    ("hand", 52, "my cards"),
    ("pile_top", 52, "the top card of the discard pile (the upcard while it is offered)"),
    ("pile", 52, "every card in the discard pile"),
    ("opponent_known", 52, "cards the opponent took from the pile and still holds"),
    ("discarded_by_me", 52, "cards I discarded face up this hand"),
    ("discarded_by_opponent", 52, "cards the opponent discarded face up this hand"),
    ("declined_by_me", 52, "pile tops I passed or left to draw from the stock"),
    ("declined_by_opponent", 52, "pile tops the opponent passed or left to draw from the stock"),
    ("taken", 52, "the card I just took from the pile (R4.2: not to be discarded this turn)"),
    ("knocker_melds", 52, "the knocker's melds, once laid down (R5.3)"),
    ("knocker_deadwood", 52, "the knocker's deadwood, once laid down"),
    ("defender_melds", 52, "the defender's melds, once laid down (R6.1)"),
    ("defender_laid_off", 52, "the cards the defender laid off (R6.2)"),
    ("defender_deadwood", 52, "the defender's deadwood, once laid down"),
    ("advice_card", 52, "three players: the card of the advice on the captain's decision"),
    ("advice_kind", 7, "the advice's kind: pass, draw stock, take, discard, knock, big gin,"
                       " or none given (R11.3)"),
    ("phase", 6, "offer, draw, discard, arrange, lay_off, over"),
    ("role", 3, "three players: box, captain, sitting out (R11.1); zeros with two"),
    ("flags", 7, "my turn, I dealt, stock only (R4.3), I knocked, the opponent knocked,"
                 " big gin declared (R5.5), the knock is gin"),
    ("numbers", 7, "stock count / 31, knock limit / 10, passes / 2, turn / max_turns,"
                   " opponent's card count / 11, my least deadwood / 100, pile size / 52"),
    ("scores", _GAMES * _GAME_FIELDS,
     "per game (Hollywood's three, R10; otherwise the first): my score and the"
     " opponent's / target (at most 1), hands won by me and by the opponent / 20"
     " (at most 1), won by me, won by the opponent"),
)

OFFSETS: dict[str, slice] = {}
_at = 0
for _name, _size, _what in SEGMENTS:
    OFFSETS[_name] = slice(_at, _at + _size)
    _at += _size
OBS_SIZE = _at
"""The length of an observation."""
del _at, _name, _size, _what


def segment(obs: npt.NDArray[Any], name: str) -> npt.NDArray[Any]:
    """The entries of segment ``name`` in observation ``obs``."""
    return obs[OFFSETS[name]]


def _cards(out: npt.NDArray[np.float32], name: str, mask: int) -> None:
    base = OFFSETS[name].start
    for card in iter_cards(mask):
        out[base + card] = 1.0


def encode(view: SeatView, role: str | None = None, advice: Action | None = None,
           advised: bool = False) -> npt.NDArray[np.float32]:
    """The observation of ``view``: :data:`OBS_SIZE` entries laid out as
    :data:`SEGMENTS`.  ``role`` (three players): ``box``, ``captain`` or ``out``
    (then ``view`` is the captain's, R11.3); ``advice``/``advised``: the advice on
    the captain's decision, when one was asked for."""
    out = np.zeros(OBS_SIZE, dtype=np.float32)
    v = view
    me, other = v.seat, 1 - v.seat
    _cards(out, "hand", v.hand)
    if v.pile:
        out[OFFSETS["pile_top"].start + v.pile[-1]] = 1.0
    for card in v.pile:
        out[OFFSETS["pile"].start + card] = 1.0
    _cards(out, "opponent_known", v.opponent_known)
    history = pile_history(v)
    _cards(out, "discarded_by_me", history.discarded[me])
    _cards(out, "discarded_by_opponent", history.discarded[other])
    _cards(out, "declined_by_me", history.declined[me])
    _cards(out, "declined_by_opponent", history.declined[other])
    if v.taken is not None:
        out[OFFSETS["taken"].start + v.taken] = 1.0
    if v.arrangement is not None:
        for meld in v.arrangement.melds:
            _cards(out, "knocker_melds", meld)
        _cards(out, "knocker_deadwood", v.arrangement.deadwood_mask)
    if v.showing is not None:
        for meld in v.showing.melds:
            _cards(out, "defender_melds", meld)
        for lo in v.showing.layoffs:
            out[OFFSETS["defender_laid_off"].start + lo.card] = 1.0
        _cards(out, "defender_deadwood", v.showing.deadwood_mask)
    if advised:
        kinds = OFFSETS["advice_kind"].start
        if advice is None:
            out[kinds + len(_ADVICE_KINDS)] = 1.0
        else:
            out[kinds + _ADVICE_KINDS.index(advice.kind)] = 1.0
            if advice.card is not None:
                out[OFFSETS["advice_card"].start + advice.card] = 1.0
    out[OFFSETS["phase"].start + _PHASES.index(v.phase)] = 1.0
    if role is not None:
        out[OFFSETS["role"].start + _ROLES.index(role)] = 1.0
    flags = OFFSETS["flags"].start
    out[flags:flags + 7] = (
        v.is_my_turn, v.dealer == me, v.stock_only, v.knocker == me, v.knocker == other,
        v.big_gin, v.knock_is_gin,
    )
    numbers = OFFSETS["numbers"].start
    least = deadwood(v.hand) if v.hand else 0
    out[numbers:numbers + 7] = (
        min(v.stock_count / 31, 1.0), v.knock_limit / 10, v.passes / 2,
        min(v.turn / v.rules.max_turns, 1.0), v.opponent_hand_size / 11,
        min(least / 100, 1.0), len(v.pile) / NUM_CARDS,
    )
    if v.standing is not None:
        scores = OFFSETS["scores"].start
        target = v.standing.target
        for g, game in enumerate(v.standing.games[:_GAMES]):
            at = scores + g * _GAME_FIELDS
            out[at:at + _GAME_FIELDS] = (
                min(game.scores[me] / target, 1.0), min(game.scores[other] / target, 1.0),
                min(game.hands_won[me] / 20, 1.0), min(game.hands_won[other] / 20, 1.0),
                game.winner == me, game.winner == other,
            )
    return out
