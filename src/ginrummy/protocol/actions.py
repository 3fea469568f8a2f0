"""A seat's action as the wire writes it, both ways: what an ``act`` intent
carries and what an ``action`` event tells."""

from __future__ import annotations

from typing import Annotated, Literal, TypeAlias

from pydantic import (
    Field,
)

from ginrummy.actions import (
    BIG_GIN,
    DRAW_DISCARD,
    DRAW_STOCK,
    PASS,
    Action,
    Kind,
    arrange,
    discard,
    knock,
    lay_off,
)
from ginrummy.cards import CARD_NAMES, cards_of
from ginrummy.melds import Layoff
from ginrummy.protocol.values import _CARD_INDEX, CardName, MeldCards, _Model


class PassAction(_Model):
    """Decline the first upcard (R4.3)."""

    action: Literal["pass"] = "pass"

    def to_action(self) -> Action:
        """The :class:`~ginrummy.actions.Action` this JSON names."""
        return PASS


class DrawStockAction(_Model):
    """Draw the top card of the stock (R4.1)."""

    action: Literal["draw_stock"] = "draw_stock"

    def to_action(self) -> Action:
        """The :class:`~ginrummy.actions.Action` this JSON names."""
        return DRAW_STOCK


class DrawDiscardAction(_Model):
    """Take the top of the discard pile (R4.1, R4.3)."""

    action: Literal["draw_discard"] = "draw_discard"

    def to_action(self) -> Action:
        """The :class:`~ginrummy.actions.Action` this JSON names."""
        return DRAW_DISCARD


class DiscardAction(_Model):
    """Discard a card face up (R4.1)."""

    action: Literal["discard"] = "discard"
    card: CardName

    def to_action(self) -> Action:
        """The :class:`~ginrummy.actions.Action` this JSON names."""
        return discard(_CARD_INDEX[self.card])


class KnockAction(_Model):
    """Knock, discarding a card face down (R5.1, R5.3)."""

    action: Literal["knock"] = "knock"
    card: CardName

    def to_action(self) -> Action:
        """The :class:`~ginrummy.actions.Action` this JSON names."""
        return knock(_CARD_INDEX[self.card])


class BigGinAction(_Model):
    """Declare big gin, no discard (R5.5)."""

    action: Literal["big_gin"] = "big_gin"

    def to_action(self) -> Action:
        """The :class:`~ginrummy.actions.Action` this JSON names."""
        return BIG_GIN


def _mask(cards: list[str]) -> int:
    mask = 0
    for name in cards:
        mask |= 1 << _CARD_INDEX[name]
    return mask


class ArrangeAction(_Model):
    """The knocker lays down melds; the rest is deadwood (R5.3)."""

    action: Literal["arrange"] = "arrange"
    melds: Annotated[list[MeldCards], Field(max_length=11)]

    def to_action(self) -> Action:
        """The :class:`~ginrummy.actions.Action` this JSON names."""
        return arrange([_mask(meld) for meld in self.melds])


class LayoffJson(_Model):
    """A card laid off onto the knocker's meld number ``meld`` (0-based, R6)."""

    card: CardName
    meld: Annotated[int, Field(ge=0, le=10)]


class LayOffAction(_Model):
    """The defender's melds and lay-offs (R6)."""

    action: Literal["lay_off"] = "lay_off"
    melds: Annotated[list[MeldCards], Field(max_length=11)]
    layoffs: Annotated[list[LayoffJson], Field(max_length=11)]

    def to_action(self) -> Action:
        """The :class:`~ginrummy.actions.Action` this JSON names."""
        return lay_off([_mask(meld) for meld in self.melds],
                       [Layoff(_CARD_INDEX[lo.card], lo.meld) for lo in self.layoffs])


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
    """The :class:`~ginrummy.actions.Action` a validated action model names: the
    one :func:`ginrummy.actions.action_from_json` reads from the same JSON."""
    return model.to_action()


def from_action(action: Action) -> ActionJson:
    """The model of ``action``: what :meth:`Action.to_json` writes."""
    kind = action.kind
    if kind is Kind.DISCARD or kind is Kind.KNOCK:
        assert action.card is not None
        cls = DiscardAction if kind is Kind.DISCARD else KnockAction
        return cls(card=CARD_NAMES[action.card])
    if kind is Kind.ARRANGE or kind is Kind.LAY_OFF:
        melds = [[CARD_NAMES[c] for c in cards_of(m)] for m in action.melds]
        if kind is Kind.ARRANGE:
            return ArrangeAction(melds=melds)
        layoffs = [LayoffJson(card=CARD_NAMES[lo.card], meld=lo.meld) for lo in action.layoffs]
        return LayOffAction(melds=melds, layoffs=layoffs)
    return _SIMPLE[kind]


_SIMPLE: dict[Kind, ActionJson] = {
    Kind.PASS: PassAction(), Kind.DRAW_STOCK: DrawStockAction(),
    Kind.DRAW_DISCARD: DrawDiscardAction(), Kind.BIG_GIN: BigGinAction(),
}
