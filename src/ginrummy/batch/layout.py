"""The batch simulator's fixed numbers: action ids, phases, outcomes, players, and
the columns of its per-hand state and rules arrays.

Plain integers, so that the compiled code reads them as constants.  The action
ids and phases are part of the interface (docs/rl.md, "Batch simulator"): a
policy given as a function receives them in its observations and returns
action ids.
"""

from __future__ import annotations

__all__ = [
    "ACTION_BIG_GIN",
    "ACTION_DISCARD",
    "ACTION_DRAW_STOCK",
    "ACTION_KNOCK",
    "ACTION_PASS",
    "ACTION_TAKE",
    "ENDED",
    "NUM_ACTIONS",
    "PHASES",
]

# ---------------------------------------------------------------------- action ids

ACTION_DRAW_STOCK = 0
"""Draw the top card of the stock (R4.1)."""
ACTION_TAKE = 1
"""Take the upcard when it is offered, or the top of the discard pile (R4.1, R4.3)."""
ACTION_PASS = 2
"""Pass the offered upcard (R4.3)."""
ACTION_DISCARD = 3
"""``ACTION_DISCARD + card``: discard ``card`` (0-51, ``suit * 13 + rank``)."""
ACTION_KNOCK = ACTION_DISCARD + 52
"""``ACTION_KNOCK + card``: knock, discarding ``card`` face down (R5.1); gin when
no deadwood is left (R5.4).  The arrangement laid down is the least-deadwood one
(R5.3's default) and the defender's lay-offs its best (R6.4)."""
ACTION_BIG_GIN = ACTION_KNOCK + 52
"""Declare big gin (R5.5), when the rules allow it."""
NUM_ACTIONS = ACTION_BIG_GIN + 1

# ---------------------------------------------------------------------- phases

OFFER = 0
"""The first upcard is offered: take it or pass (R4.3)."""
DRAW = 1
"""Draw from the stock or the discard pile (R4.1)."""
DISCARD = 2
"""After drawing: discard, knock or declare big gin."""
OVER = 3
"""Scored or drawn."""
PHASES = ("offer", "draw", "discard", "over")

# ---------------------------------------------------------------------- outcomes

ENDED_KNOCK = 0
ENDED_GIN = 1
ENDED_BIG_GIN = 2
ENDED_UNDERCUT = 3
ENDED_DRAWN = 4
ENDED = ("knock", "gin", "big_gin", "undercut", "drawn")
"""How a hand ended, by code: ``BatchResult.ended`` holds these strings."""

# ---------------------------------------------------------------------- players

SIMPLE = 0
RANDOM = 1
EXTERNAL = 2
"""A policy given as a function: the compiled loop stops for its decisions."""

# ---------------------------------------------------------------------- state columns
# One int64 row per hand.  Cards are 0-51; masks are bit masks of cards; -1 stands for
# "no card" or "no seat" inside the arrays only (numpy has no None).

DEALER = 0
HAND0 = 1
"""Seat 0's cards (mask); seat 1's are in HAND0 + 1."""
KNOWN0 = 3
"""Cards seat 0 took from the pile and still holds, which seat 1 knows of (mask)."""
SEEN = 5
"""Every card that has been face up on the pile: the upcard and each discard (mask)."""
STOCK_POS = 6
"""Index in the deck of the stock's top card (21 after the deal)."""
UPCARD = 7
KNOCK_LIMIT = 8
PHASE = 9
TO_ACT = 10
PASSES = 11
STOCK_ONLY = 12
"""Both passed the upcard: the non-dealer must draw from the stock (R4.3)."""
TAKEN = 13
"""The card taken from the pile this turn, or -1 (R4.2)."""
TURN = 14
"""Discards so far (R7.2 counts these)."""
PILE_LEN = 15
DRAWS0 = 16
"""Draws seat 0's random stream has given (seat 1's: DRAWS0 + 1)."""
KNOCKER = 18
"""The seat that knocked, or -1."""
POINTS0 = 19
"""Seat 0's points for the hand (seat 1's: POINTS0 + 1)."""
ENDED_COL = 21
WINNER = 22
"""The seat that won the hand, or -1 for a drawn hand (R8.5)."""
INDEX = 23
"""The hand's number in the run: its random streams are keyed by it."""
NUM_COLUMNS = 24

# ---------------------------------------------------------------------- rules columns
# The options of ginrummy.rules.Rules that change how a single hand is played or scored.

R_KNOCK_LIMIT = 0
R_FROM_UPCARD = 1
R_ACE_GIN = 2
R_SPADES_DOUBLE = 3
R_GIN_BONUS = 4
R_UNDERCUT_BONUS = 5
R_BIG_GIN = 6
R_BIG_GIN_BONUS = 7
R_DISCARD_DRAWN = 8
R_MAX_TURNS = 9
NUM_RULES = 10
