"""A seat's sight of the hand as the wire carries it: the seat's view, the
public view, and the choices the seat may make."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import (
    ConfigDict,
    Field,
    create_model,
    with_config,
)
from typing_extensions import TypedDict  # pydantic reads typing's only from Python 3.12 on

from ginrummy.protocol.actions import LayoffJson
from ginrummy.protocol.limits import MAX_SAFE_INTEGER
from ginrummy.protocol.values import (
    ActionKind,
    CardName,
    Cards,
    Count,
    HandSeat,
    Outcome,
    Phase,
    _Model,
)
from ginrummy.rules import (
    OPTION_CHOICES,
    OPTION_RANGES,
    Rules,
)
from ginrummy.view import SeatView
from ginrummy.wire import view_to_json


def _rule_type(name: str) -> Any:
    """The JSON type of rule option ``name``, read from :class:`ginrummy.rules.Rules`
    and the rules module's ranges and choices (the one definition of the options)."""
    if name == "players":
        return Literal[2, 3]
    if name in OPTION_RANGES:
        low, high = OPTION_RANGES[name]
        return Annotated[int, Field(ge=low, le=high)]
    if name in OPTION_CHOICES:
        return Literal[OPTION_CHOICES[name]]
    return bool


_RULE_TYPES: dict[str, Any] = {f.name: _rule_type(f.name) for f in dataclasses.fields(Rules)}

if TYPE_CHECKING:
    class RulesJson(_Model):
        """Every rule option (built from the rules module below, for pydantic)."""

        def __getattr__(self, name: str) -> Any: ...

    RuleOptions = dict[str, Any]
else:
    RulesJson = create_model(
        "RulesJson", __base__=_Model,
        __doc__="Every rule option, as :meth:`ginrummy.rules.Rules.to_dict` writes them"
                " (RULES.md).",
        **{name: (kind, ...) for name, kind in _RULE_TYPES.items()})
    # Strict as every message is: an option not of the rules, or of the wrong type,
    # is refused.
    RuleOptions = with_config(ConfigDict(extra="forbid", strict=True))(
        TypedDict("RuleOptions", _RULE_TYPES, total=False))
    RuleOptions.__doc__ = ("Rule options changed from the preset: each option's name and a"
                           " value of its type (RULES.md; ``ginrummy rules``), checked by the"
                           " rules module.")


class ViewEvent(_Model):
    """An action as both seats of the hand saw it (docs/wire.md, ``events``)."""

    seat: HandSeat
    action: ActionKind
    card: CardName | None


class ArrangementJson(_Model):
    """The knocker's hand laid down (docs/wire.md, ``arrangement``)."""

    melds: Annotated[list[Cards], Field(max_length=11)]
    deadwood_cards: Cards
    deadwood: Count


class ShowingJson(_Model):
    """The defender's hand laid down (docs/wire.md, ``showing``)."""

    melds: Annotated[list[Cards], Field(max_length=11)]
    layoffs: Annotated[list[LayoffJson], Field(max_length=11)]
    deadwood_cards: Cards
    deadwood: Count


class HandScoreJson(_Model):
    """A scored hand itemised: points = (difference + bonus) x multiplier (R8, R9.3)."""

    outcome: Outcome
    knocker_wins: bool
    points: Count
    difference: Count
    bonus: Count
    multiplier: Annotated[int, Field(ge=1, le=MAX_SAFE_INTEGER)]


class HandResultJson(_Model):
    """How the hand ended (docs/wire.md, ``result``)."""

    outcome: Outcome
    winner: HandSeat | None
    points: Count
    knocker: HandSeat | None
    knocker_deadwood: Count | None
    defender_deadwood: Count | None
    score: HandScoreJson | None
    draw_reason: Literal["stock", "max_turns"] | None


class GameStandingJson(_Model):
    """One game's score by hand seat (docs/wire.md, ``standing``)."""

    scores: Annotated[list[Count], Field(min_length=2, max_length=2)]
    hands_won: Annotated[list[Count], Field(min_length=2, max_length=2)]
    winner: HandSeat | None


class StandingJson(_Model):
    """The match score when the hand was dealt, by hand seat (R10: three games)."""

    target: Annotated[int, Field(ge=1, le=MAX_SAFE_INTEGER)]
    hollywood: bool
    games: Annotated[list[GameStandingJson], Field(min_length=1, max_length=3)]


class SeatViewJson(_Model):
    """One seat's view of the hand, as :func:`ginrummy.wire.view_to_json` writes it
    (docs/wire.md describes every field)."""

    seat: HandSeat
    rules: RulesJson
    phase: Phase
    to_act: HandSeat
    dealer: HandSeat
    hand: Annotated[list[CardName], Field(max_length=11)]
    opponent_hand_size: Annotated[int, Field(ge=0, le=11)]
    pile: Cards
    stock_count: Annotated[int, Field(ge=0, le=52)]
    upcard: CardName
    knock_limit: Annotated[int, Field(ge=0, le=10)]
    taken: CardName | None
    passes: Annotated[int, Field(ge=0, le=2)]
    stock_only: bool
    turn: Count
    opponent_known: Cards
    events: Annotated[list[ViewEvent], Field(max_length=100_000)]
    knocker: HandSeat | None
    big_gin: bool
    arrangement: ArrangementJson | None
    showing: ShowingJson | None
    result: HandResultJson | None
    knock_discard: CardName | None
    standing: StandingJson | None


def seat_view(view: SeatView) -> SeatViewJson:
    """A seat's view as a model: :func:`ginrummy.wire.view_to_json`, checked against
    :class:`SeatViewJson` in Rust (about 20 us for a view with 40 events: less than
    building the nested models in Python would take)."""
    return SeatViewJson.model_validate(view_to_json(view))


class PublicView(_Model):
    """The hand as a spectator sees it: no hidden card (docs/server.md, "Who sees
    what").  Seats are the hand's (0 and 1); ``hand_sizes`` and ``taken_known``
    are by hand seat."""

    phase: Phase
    to_act: HandSeat
    dealer: HandSeat
    hand_sizes: Annotated[list[Annotated[int, Field(ge=0, le=11)]], Field(min_length=2,
                                                                         max_length=2)]
    pile: Cards
    stock_count: Annotated[int, Field(ge=0, le=52)]
    upcard: CardName
    knock_limit: Annotated[int, Field(ge=0, le=10)]
    taken_known: Annotated[list[Cards], Field(min_length=2, max_length=2)]
    """The cards each seat took from the pile and still holds."""
    events: Annotated[list[ViewEvent], Field(max_length=100_000)]
    knocker: HandSeat | None
    arrangement: ArrangementJson | None
    showing: ShowingJson | None
    result: HandResultJson | None


class DiscardChoice(_Model):
    """A card the seat may discard, with the least deadwood the hand keeps (R4.2,
    R2.4), whether it may knock with it (R5.1) and whether that is gin (R5.4)."""

    card: CardName
    deadwood: Count
    knock: bool
    gin: bool


class Choices(_Model):
    """What the seat of the receiver's view may do now (``ginrummy.table.choices``):
    the rules' answers a client shows, so that it decides no rule itself."""

    melds: Annotated[list[Cards], Field(max_length=11)]
    """The held hand's least-deadwood melds (R2.4)."""
    deadwood_cards: Cards
    deadwood: Count
    to_act: bool
    """Whether the view's seat is to act now."""
    actions: Annotated[list[ActionKind], Field(max_length=8)]
    """The kinds of action it may take now (empty when it is not to act)."""
    discards: Annotated[list[DiscardChoice], Field(max_length=11)]
    """In the discard phase: every card it may discard (R4.2)."""
    arrangements: Annotated[list[ArrangementJson], Field(max_length=24)]
    """The knocker's: the arrangements it may lay down, least deadwood first (R5.3)."""
    showings: Annotated[list[ShowingJson], Field(max_length=24)]
    """The defender's: its melds and lay-offs, the default first (R6.4), then the best
    of each other way to lay off, then the rest; each once."""
    knock_card: CardName | None
    """In the discard phase: the card a knock with no card chosen discards face down,
    the one leaving the least deadwood (R5.1, R5.3); null when no knock is legal."""
