"""A seat's action as the wire writes it, both ways: what an ``act`` intent
carries and what an ``action`` event tells.

The models are the shapes (and the bounds) only: an action is read from its JSON
and written to it by :mod:`ginrummy.actions` alone (:func:`to_action`,
:func:`from_action`), so the two cannot disagree."""

from __future__ import annotations

from typing import Annotated, Literal, TypeAlias

from pydantic import (
    Field,
    TypeAdapter,
)

from ginrummy.actions import Action, action_from_json
from ginrummy.protocol.values import CardName, MeldCards, _Model


class PassAction(_Model):
    """Decline the first upcard (R4.3)."""

    action: Literal["pass"] = "pass"


class DrawStockAction(_Model):
    """Draw the top card of the stock (R4.1)."""

    action: Literal["draw_stock"] = "draw_stock"


class DrawDiscardAction(_Model):
    """Take the top of the discard pile (R4.1, R4.3)."""

    action: Literal["draw_discard"] = "draw_discard"


class DiscardAction(_Model):
    """Discard a card face up (R4.1)."""

    action: Literal["discard"] = "discard"
    card: CardName


class KnockAction(_Model):
    """Knock, discarding a card face down (R5.1, R5.3)."""

    action: Literal["knock"] = "knock"
    card: CardName


class BigGinAction(_Model):
    """Declare big gin, no discard (R5.5)."""

    action: Literal["big_gin"] = "big_gin"


class ArrangeAction(_Model):
    """The knocker lays down melds; the rest is deadwood (R5.3)."""

    action: Literal["arrange"] = "arrange"
    melds: Annotated[list[MeldCards], Field(max_length=11)]


class LayoffJson(_Model):
    """A card laid off onto the knocker's meld number ``meld`` (0-based, R6)."""

    card: CardName
    meld: Annotated[int, Field(ge=0, le=10)]


class LayOffAction(_Model):
    """The defender's melds and lay-offs (R6)."""

    action: Literal["lay_off"] = "lay_off"
    melds: Annotated[list[MeldCards], Field(max_length=11)]
    layoffs: Annotated[list[LayoffJson], Field(max_length=11)]


#: An action as :meth:`ginrummy.actions.Action.to_json` writes it, by its ``action``.
ActionJson: TypeAlias = Annotated[
    PassAction | DrawStockAction | DrawDiscardAction | DiscardAction | KnockAction
    | BigGinAction | ArrangeAction | LayOffAction,
    Field(discriminator="action"),
]


class DrawStockPlayed(_Model):
    """A stock draw as the table tells it: ``card`` to the one who drew it, else null."""

    action: Literal["draw_stock"] = "draw_stock"
    card: CardName | None


class DrawDiscardPlayed(_Model):
    """A draw from the pile as the table tells it: the card is public."""

    action: Literal["draw_discard"] = "draw_discard"
    card: CardName


class KnockPlayed(_Model):
    """A knock as the table tells it: the face-down discard to the knocker, else null."""

    action: Literal["knock"] = "knock"
    card: CardName | None


#: An action as an ``action`` event tells it: :data:`ActionJson`, with the card a
#: draw took and a knock's face-down discard where the receiver may see them.
PlayedAction: TypeAlias = Annotated[
    PassAction | DrawStockPlayed | DrawDiscardPlayed | DiscardAction | KnockPlayed
    | BigGinAction | ArrangeAction | LayOffAction,
    Field(discriminator="action"),
]


def to_action(model: PassAction | DrawStockAction | DrawDiscardAction | DiscardAction
              | KnockAction | BigGinAction | ArrangeAction | LayOffAction) -> Action:
    """The :class:`~ginrummy.actions.Action` a validated action model names, read by
    :func:`ginrummy.actions.action_from_json`, the one reader of an action's JSON (the
    model checked its shape and bounds; what it means is the actions module's)."""
    return action_from_json(model.model_dump())


_ACTION: TypeAdapter[ActionJson] = TypeAdapter(ActionJson)


def from_action(action: Action) -> ActionJson:
    """The model of ``action``: what :meth:`Action.to_json`, the one writer of an
    action's JSON, writes, read by the model."""
    return _ACTION.validate_python(action.to_json())
