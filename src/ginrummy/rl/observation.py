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

import struct
from typing import Any

import numpy as np
import numpy.typing as npt

from ginrummy.actions import Action, Kind
from ginrummy.cards import NUM_CARDS
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


# How encode() lays an observation out: every entry up to the numbers is 0 or 1 (the card
# segments, each 52 entries, the advice's kind, the phase, the role, the flags), so they
# are bits of one integer, each at its entry's index, which numpy unpacks in one call;
# the numbers and the scores (fractions) follow, one list.  Checked here, so that a
# change of the layout that breaks this fails at import, not in an observation.
_CARD_SEGMENTS = tuple(name for name, size, _what in SEGMENTS if size == NUM_CARDS)
_BINARY_END = OFFSETS["numbers"].start
assert [name for name, _size, _what in SEGMENTS if OFFSETS[name].start < _BINARY_END] == [
    *_CARD_SEGMENTS, "advice_kind", "phase", "role", "flags"], "encode() must follow the layout"
assert OFFSETS["scores"].start == OFFSETS["numbers"].stop and OFFSETS["scores"].stop == OBS_SIZE
(_HAND, _PILE_TOP, _PILE, _OPPONENT_KNOWN, _DISCARDED_BY_ME, _DISCARDED_BY_OPPONENT,
 _DECLINED_BY_ME, _DECLINED_BY_OPPONENT, _TAKEN, _KNOCKER_MELDS, _KNOCKER_DEADWOOD,
 _DEFENDER_MELDS, _DEFENDER_LAID_OFF, _DEFENDER_DEADWOOD, _ADVICE_CARD) = (
    OFFSETS[name].start for name in _CARD_SEGMENTS)
_ADVICE_KIND = OFFSETS["advice_kind"].start
_PHASE_BIT = {phase: 1 << (OFFSETS["phase"].start + i) for i, phase in enumerate(_PHASES)}
_ROLE_BIT = {role: 1 << (OFFSETS["role"].start + i) for i, role in enumerate(_ROLES)}
_FLAGS = OFFSETS["flags"].start
_FRACTIONS = OBS_SIZE - _BINARY_END
_NO_SCORES = [0.0] * (_GAMES * _GAME_FIELDS)
_BYTES = (OBS_SIZE + 7) // 8
#: Row b: the bits of the byte b as 0.0 and 1.0, the lowest first.
_UNPACKED = np.unpackbits(np.arange(256, dtype=np.uint8)[:, None], axis=1,
                          bitorder="little").astype(np.float32)
_FRACTIONS_PACKING = struct.Struct(f"={_FRACTIONS}f")
_BIT = tuple(1 << card for card in range(NUM_CARDS))
_frombuffer, _rows, _uint8 = np.frombuffer, _UNPACKED.take, np.uint8


def encode(view: SeatView, role: str | None = None, advice: Action | None = None,
           advised: bool = False) -> npt.NDArray[np.float32]:
    """The observation of ``view``: :data:`OBS_SIZE` entries laid out as
    :data:`SEGMENTS`.  ``role`` (three players): ``box``, ``captain`` or ``out``
    (then ``view`` is the captain's, R11.3); ``advice``/``advised``: the advice on
    the captain's decision, when one was asked for."""
    # Built for speed: an environment builds one at every step (docs/rl.md, "Speed").
    # The 0-or-1 entries are the bits of one integer, made floats by numpy in one call,
    # and the fractions are packed in after them, rather than each entry written alone
    # (several times slower).  tests/test_rl_golden.py proves the bytes unchanged.
    v = view
    me, other = v.seat, 1 - v.seat
    pile = v.pile
    # The pile's cards are distinct, so the sum of their bits is their mask (in C,
    # where a loop of ``|=`` ran in Python).
    pile_mask = sum(map(_BIT.__getitem__, pile))
    discarded, declined = pile_history(v)
    knocker = v.knocker
    bits = (v.hand << _HAND | pile_mask << _PILE | v.opponent_known << _OPPONENT_KNOWN
            | discarded[me] << _DISCARDED_BY_ME | discarded[other] << _DISCARDED_BY_OPPONENT
            | declined[me] << _DECLINED_BY_ME | declined[other] << _DECLINED_BY_OPPONENT
            | _PHASE_BIT[v.phase]
            | (v.is_my_turn | (v.dealer == me) << 1 | v.stock_only << 2 | (knocker == me) << 3
               | (knocker == other) << 4 | v.big_gin << 5 | v.knock_is_gin << 6) << _FLAGS)
    if pile:
        bits |= 1 << (_PILE_TOP + pile[-1])
    if v.taken is not None:
        bits |= 1 << (_TAKEN + v.taken)
    arrangement, showing = v.arrangement, v.showing
    if arrangement is not None:
        melded = 0
        for meld in arrangement.melds:
            melded |= meld
        bits |= melded << _KNOCKER_MELDS | arrangement.deadwood_mask << _KNOCKER_DEADWOOD
    if showing is not None:
        melded = laid_off = 0
        for meld in showing.melds:
            melded |= meld
        for lo in showing.layoffs:
            laid_off |= 1 << lo.card
        bits |= (melded << _DEFENDER_MELDS | laid_off << _DEFENDER_LAID_OFF
                 | showing.deadwood_mask << _DEFENDER_DEADWOOD)
    if advised:
        if advice is None:
            bits |= 1 << (_ADVICE_KIND + len(_ADVICE_KINDS))
        else:
            bits |= 1 << (_ADVICE_KIND + _ADVICE_KINDS.index(advice.kind))
            if advice.card is not None:
                bits |= 1 << (_ADVICE_CARD + advice.card)
    if role is not None:
        bits |= _ROLE_BIT[role]
    # Each fraction as before: a Python float made float32 once (the same bytes).
    least = deadwood(v.hand) if v.hand else 0
    stock = v.stock_count / 31
    turn = v.turn / v.rules.max_turns
    least_part = least / 100
    fractions = [
        stock if stock < 1.0 else 1.0, v.knock_limit / 10, v.passes / 2,
        turn if turn < 1.0 else 1.0, v.opponent_hand_size / 11,
        least_part if least_part < 1.0 else 1.0, len(pile) / NUM_CARDS,
    ]
    standing = v.standing
    if standing is None:
        fractions += _NO_SCORES
    else:
        target = standing.target
        games = standing.games[:_GAMES]
        for game in games:
            mine, theirs = game.scores[me] / target, game.scores[other] / target
            won, lost = game.hands_won[me] / 20, game.hands_won[other] / 20
            fractions += (mine if mine < 1.0 else 1.0, theirs if theirs < 1.0 else 1.0,
                          won if won < 1.0 else 1.0, lost if lost < 1.0 else 1.0,
                          game.winner == me, game.winner == other)
        fractions += _NO_SCORES[:(_GAMES - len(games)) * _GAME_FIELDS]
    # Each byte of the integer picks its row of eight floats: the whole observation in
    # one numpy call (a fraction's place gets zeros, written over just below).
    out = _rows(_frombuffer(bits.to_bytes(_BYTES, "little"), _uint8),
                axis=0).reshape(_BYTES * 8)[:OBS_SIZE]
    # Packed as C floats straight into the array's memory: the same rounding from
    # double as numpy's (IEEE round to nearest), without numpy reading a list.  (An
    # ndarray is a writable buffer; numpy's stubs do not say so before Python 3.12.)
    _FRACTIONS_PACKING.pack_into(out, _BINARY_END * 4, *fractions)  # type: ignore[arg-type]
    return out
