"""What a table tells its viewers, one typed dictionary each: GENERATED from the
protocol's models (``ginrummy.protocol``) by ``python -m ginrummy.protocol
--write-core-types``; do not edit (tests/test_protocol_core_types.py fails when
this file is not what the models give).

The table layer uses the standard library only, so it types what it writes with
these, and the models (which bound and check every field) are the one definition
of each shape (docs/architecture.md, "One definition of each message").
"""

from __future__ import annotations

from typing import Any, Literal, TypeAlias, TypedDict

__all__ = [
    "ActionEvent",
    "ActionJson",
    "AdviceEvent",
    "ArrangeAction",
    "ArrangementJson",
    "BigGinAction",
    "By",
    "ChatEvent",
    "Choices",
    "ClaimInfo",
    "CommitmentEvent",
    "DealEvent",
    "DiscardAction",
    "DiscardChoice",
    "DrawDiscardAction",
    "DrawDiscardPlayed",
    "DrawStockAction",
    "DrawStockPlayed",
    "Forfeit",
    "ForfeitEvent",
    "ForfeitInfo",
    "ForfeitWhy",
    "HandEndEvent",
    "HandLine",
    "KnockAction",
    "KnockPlayed",
    "LayOffAction",
    "LayoffJson",
    "MatchEndEvent",
    "PassAction",
    "PlayedAction",
    "ReadyEvent",
    "RematchEvent",
    "RematchInfo",
    "RematchedEvent",
    "Reveal",
    "RolesJson",
    "SeatEvent",
    "SeatInfo",
    "ShowingJson",
    "System",
    "TableEvent",
    "TableInfo",
    "TimerState",
    "UndoEvent",
    "YourPlace",
]


#: Who made a decision: the person, the computer at its own seat, the computer for a
#: person whose time ran out, or for a person who is away.
By: TypeAlias = Literal["person", "computer", "timeout", "away"]


#: A rule preset's name (ginrummy.rules.PRESETS).
System: TypeAlias = Literal[
    "standard", "oklahoma", "hollywood", "oklahoma-hollywood", "three-player", "eaai"
]


#: Why a person forfeits the match: claimed while away past the grace time or out of
#: time, or the person left the table while the match was on.
ForfeitWhy: TypeAlias = Literal["away", "time", "left"]


class PassAction(TypedDict):
    """Decline the first upcard (R4.3)."""

    action: Literal["pass"]


class DrawStockAction(TypedDict):
    """Draw the top card of the stock (R4.1)."""

    action: Literal["draw_stock"]


class DrawDiscardAction(TypedDict):
    """Take the top of the discard pile (R4.1, R4.3)."""

    action: Literal["draw_discard"]


class DiscardAction(TypedDict):
    """Discard a card face up (R4.1)."""

    action: Literal["discard"]
    card: str


class KnockAction(TypedDict):
    """Knock, discarding a card face down (R5.1, R5.3)."""

    action: Literal["knock"]
    card: str


class BigGinAction(TypedDict):
    """Declare big gin, no discard (R5.5)."""

    action: Literal["big_gin"]


class ArrangeAction(TypedDict):
    """The knocker lays down melds; the rest is deadwood (R5.3)."""

    action: Literal["arrange"]
    melds: list[list[str]]


class LayoffJson(TypedDict):
    """A card laid off onto the knocker's meld number ``meld`` (0-based, R6)."""

    card: str
    meld: int


class LayOffAction(TypedDict):
    """The defender's melds and lay-offs (R6)."""

    action: Literal["lay_off"]
    melds: list[list[str]]
    layoffs: list[LayoffJson]


#: An action as :meth:`ginrummy.actions.Action.to_json` writes it (an ``act``
#: intent's).
ActionJson: TypeAlias = (
      PassAction
    | DrawStockAction
    | DrawDiscardAction
    | DiscardAction
    | KnockAction
    | BigGinAction
    | ArrangeAction
    | LayOffAction
)


class DrawStockPlayed(TypedDict):
    """A stock draw as the table tells it: ``card`` to the one who drew it, else null."""

    action: Literal["draw_stock"]
    card: str | None


class DrawDiscardPlayed(TypedDict):
    """A draw from the pile as the table tells it: the card is public."""

    action: Literal["draw_discard"]
    card: str


class KnockPlayed(TypedDict):
    """A knock as the table tells it: the face-down discard to the knocker, else null."""

    action: Literal["knock"]
    card: str | None


#: An action as an ``action`` event tells it: a draw's card and a knock's discard only
#: to those who may see them.
PlayedAction: TypeAlias = (
      PassAction
    | DrawStockPlayed
    | DrawDiscardPlayed
    | DiscardAction
    | KnockPlayed
    | BigGinAction
    | ArrangeAction
    | LayOffAction
)


class RolesJson(TypedDict):
    """Three-player roles by table seat (R11.1)."""

    box: int
    captain: int
    out: int


class SeatInfo(TypedDict):
    """A seat of the table and who is at it."""

    seat: int
    kind: Literal["person", "computer", "empty"]
    name: str | None
    level: str | None
    """The computer's level (or plugin) at a computer seat; null otherwise."""
    connected: bool
    away: bool
    """The person is away (disconnected past the grace time): the computer plays for
    them where the table says so (``computer_takes_over``) and another person is
    there; elsewhere the table waits for them (docs/protocol.md, "Away")."""
    ready: bool


class SeatEvent(TypedDict):
    """A seat changed: taken, left, away or back, connected or not."""

    type: Literal["seat"]
    seat: int
    kind: Literal["person", "computer", "empty"]
    name: str | None
    level: str | None
    connected: bool
    away: bool
    ready: bool
    """Between hands: the person is ready for the next one."""


class CommitmentEvent(TypedDict):
    """The next hand's deck is fixed: its SHA-256 commitment, before the deal
    (docs/server.md, "Fair shuffles")."""

    type: Literal["commitment"]
    hand: int
    sha256: str


class DealEvent(TypedDict):
    """A hand is dealt."""

    type: Literal["deal"]
    hand: int
    dealer: int
    """The dealing player (a table seat)."""
    seats: list[int]
    """The players at hand seats 0 and 1."""
    roles: RolesJson | None
    upcard: str
    knock_limit: int
    cards: list[str] | None
    """The receiver's own ten cards (the captain's to the player sitting out);
    null for everyone else."""


class ActionEvent(TypedDict):
    """A decision was applied."""

    type: Literal["action"]
    player: int
    seat: int
    action: PlayedAction
    by: By
    """Who decided: the person, the computer (its seat), or the computer for a
    person whose time ran out (``timeout``) or who is away."""


class AdviceEvent(TypedDict):
    """The player sitting out advised the captain (null: took it back); sent to
    those two only."""

    type: Literal["advice"]
    player: int
    action: ActionJson | None


class UndoEvent(TypedDict):
    """The player took back their last decision."""

    type: Literal["undo"]
    player: int


class Reveal(TypedDict):
    """A hand's deck and salt, after the hand: SHA-256 of
    ``ginrummy-deck-v1:<deck joined by ','>:<salt>`` is the hand's commitment."""

    deck: list[str]
    salt: str | None
    """null where the table deals from its seed, with no commitment (a local game's;
    a server's tables deal fair decks)."""


class HandEndEvent(TypedDict):
    """A hand ended."""

    type: Literal["hand_end"]
    hand: int
    end: dict[str, Any]
    """The record's ``end`` of the hand (docs/records.md, "The end of a hand")."""
    score: dict[str, Any] | None
    """The running score after it (docs/records.md); null after a forfeit."""
    reveal: Reveal


class Forfeit(TypedDict):
    """The player who forfeited the match, and why."""

    player: int
    reason: str
    """As the record says it (any text: show it escaped)."""


class MatchEndEvent(TypedDict):
    """The match is over (docs/records.md, "The result")."""

    type: Literal["match_end"]
    winner: int
    totals: list[list[int]]
    forfeit: Forfeit | None
    seed: int
    """The match's seed, secret until now (it can exceed 2^53: read it exactly)."""


class ReadyEvent(TypedDict):
    """A person is ready for the next hand."""

    type: Literal["ready"]
    seat: int


class ChatEvent(TypedDict):
    """A line of chat."""

    type: Literal["chat"]
    seat: int
    """The speaker's seat (spectators do not chat)."""
    name: str
    text: str


class ForfeitEvent(TypedDict):
    """``player`` forfeits the match (a ``match_end`` follows): the person ``by``
    claimed it while ``player`` was away past the grace time (``away``) or out of
    time (``time``), or ``player`` left the table during the match (``left``, ``by``
    null)."""

    type: Literal["forfeit"]
    player: int
    why: ForfeitWhy
    by: int | None


class RematchEvent(TypedDict):
    """After the match, the person at ``seat`` offered or accepted a rematch
    (``accept``), or declined it."""

    type: Literal["rematch"]
    seat: int
    accept: bool


class RematchedEvent(TypedDict):
    """Every person accepted the rematch: it is the table ``table``, where each of
    them holds the seat they had here."""

    type: Literal["rematched"]
    table: str


#: Any event a table tells.
TableEvent: TypeAlias = (
      SeatEvent
    | CommitmentEvent
    | DealEvent
    | ActionEvent
    | AdviceEvent
    | UndoEvent
    | HandEndEvent
    | MatchEndEvent
    | ReadyEvent
    | ChatEvent
    | ForfeitEvent
    | RematchEvent
    | RematchedEvent
)


class TimerState(TypedDict):
    """A seat's decision clock, as of the message's ``seq``."""

    seat: int
    seconds_left: float
    running: bool
    decision: int
    """The seq of the entry that started this clock: each new clock has a new one, so
    a client restarts its countdown when it changes (``seconds_left`` may repeat)."""


class HandLine(TypedDict):
    """One hand played, by table seat: a line of the score sheet
    (``ginrummy.table.history``).  It holds no card."""

    hand: int
    seats: list[int]
    """The table seats at hand seats 0 and 1 (three players: the box, the captain)."""
    outcome: Literal["gin", "big_gin", "knock", "undercut", "draw"]
    winner: int | None
    """The table seat that scored; null for a drawn hand (R8.5)."""
    points: int
    knocker: int | None
    knocker_deadwood: int | None
    defender_deadwood: int | None
    """The defender's deadwood after lay-offs (R8.1's D)."""
    layoffs: int
    """How many cards the defender laid off (R6.2)."""
    multiplier: int
    """2 when Oklahoma's spade upcard doubled the hand (R9.3)."""
    games: list[int]
    """The games (0-based) the points went into: Hollywood's (R10.2), else [0], or []
    for a drawn hand."""
    scores: list[list[int]]
    """Each game's score by table seat after this hand."""


class ClaimInfo(TypedDict):
    """The match may be claimed: the table waits for ``player``, a person away past
    the grace time (``away``) or out of time (``time``); any other person there may
    claim it (``claim``), which ``player`` forfeits."""

    player: int
    why: Literal["away", "time"]


class ForfeitInfo(TypedDict):
    """The match ended as ``player``'s forfeit: claimed while away or out of time, or
    ``left`` (the person left the table while it was on)."""

    player: int
    why: ForfeitWhy


class RematchInfo(TypedDict):
    """A rematch offered after the match (``rematch``): the seats of the people who
    offered or accepted it, the seat of one who declined it (the offer is off; a new
    ``rematch`` offers again), and the new table once every person accepted."""

    offered: list[int]
    declined: int | None
    table: str | None


class TableInfo(TypedDict):
    """A table: its settings, seats and score."""

    id: str
    code: str | None
    """The join code; null where the receiver may not be told it."""
    system: System
    rules: dict[str, Any]
    status: Literal["waiting", "playing", "between_hands", "adjourned", "over", "closed"]
    seats: list[SeatInfo]
    roles: RolesJson | None
    """Three-player roles of the hand in play (or the next); null with two players."""
    score: dict[str, Any] | None
    """The running score as :meth:`ginrummy.match.Match.score_json` writes it
    (docs/records.md, "The running score"); null before the first deal."""
    hand_number: int
    turn_seconds: int | None
    grace_seconds: int
    target: int
    """The points a game is played to (R8.6)."""
    hand_seats: list[int] | None
    """The table seats at hand seats 0 and 1 of the hand in play, or of the last one
    between hands (three players: the box, the captain); null before the first deal."""
    spades_double: bool
    """Oklahoma's spade upcard doubles the score of the hand in play (or the last)
    (R9.3)."""
    hands: list[HandLine]
    """The hands played, in order: the score sheet's lines."""
    computer_takes_over: bool
    """The table was made for the computer to play for a person away or out of time
    while another is here (never rated)."""
    rated: bool
    """The match changes the people's ratings when it ends: two people or more play,
    the computer does not take over, and every decision of a person's seat so far was
    theirs (docs/server.md, "Ratings")."""
    claim: ClaimInfo | None
    """What may be claimed now; null when nothing may."""
    forfeit: ForfeitInfo | None
    """How a forfeited match ended; null otherwise."""
    rematch: RematchInfo | None
    """The rematch offered after the match; null before any offer."""


class YourPlace(TypedDict):
    """Where the receiver is: a seat (null for a spectator) and a role."""

    seat: int | None
    role: Literal["player", "spectator"]
    hints: bool
    """Whether the table gives you hints and undo: a person whose every other seat is
    a computer (never a spectator)."""


class ArrangementJson(TypedDict):
    """The knocker's hand laid down (docs/wire.md, ``arrangement``)."""

    melds: list[list[str]]
    deadwood_cards: list[str]
    deadwood: int


class ShowingJson(TypedDict):
    """The defender's hand laid down (docs/wire.md, ``showing``)."""

    melds: list[list[str]]
    layoffs: list[LayoffJson]
    deadwood_cards: list[str]
    deadwood: int


class DiscardChoice(TypedDict):
    """A card the seat may discard, with the least deadwood the hand keeps (R4.2,
    R2.4), whether it may knock with it (R5.1) and whether that is gin (R5.4)."""

    card: str
    deadwood: int
    knock: bool
    gin: bool


class Choices(TypedDict):
    """What the seat of the receiver's view may do now (``ginrummy.table.choices``):
    the rules' answers a client shows, so that it decides no rule itself."""

    melds: list[list[str]]
    """The held hand's least-deadwood melds (R2.4)."""
    deadwood_cards: list[str]
    deadwood: int
    to_act: bool
    """Whether the view's seat is to act now."""
    actions: list[
        Literal["pass", "draw_stock", "draw_discard", "discard", "knock", "big_gin", "arrange",
        "lay_off"]
    ]
    """The kinds of action it may take now (empty when it is not to act)."""
    discards: list[DiscardChoice]
    """In the discard phase: every card it may discard (R4.2)."""
    arrangements: list[ArrangementJson]
    """The knocker's: the arrangements it may lay down, least deadwood first (R5.3)."""
    showings: list[ShowingJson]
    """The defender's: its melds and lay-offs, the default first (R6.4), then the best
    of each other way to lay off, then the rest; each once."""
    knock_card: str | None
    """In the discard phase: the card a knock with no card chosen discards face down,
    the one leaving the least deadwood (R5.1, R5.3); null when no knock is legal."""
