# ruff: noqa: E402 - the libraries are imported after the one-line error for a missing extra
"""Gin Rummy as an OpenSpiel game, ``python_ginrummy`` (the ``spiel`` extra;
docs/rl.md, "OpenSpiel").

``import ginrummy.rl.spiel`` registers it: ``pyspiel.load_game("python_ginrummy",
{"variant": "oklahoma", "rules": "gin_bonus=20,big_gin=true"})``.  One game is one
hand of the preset's rules (``rules``: options as the command line's ``--rule
KEY=VALUE``, comma-separated), with:

- chance nodes for the deal (21 cards: the two hands, one at a time from the
  non-dealer, then the upcard, R3.2-R3.3) and for every draw from the stock
  (uniform over the cards not seen yet), so that OpenSpiel's own algorithms and
  bots (MCTS, IS-MCTS, CFR-style tools) see the game's real chances;
- the moves and their words of :mod:`ginrummy.rl.moves` (``action_to_string``
  and ``string_to_action`` speak the text interface's words: ``draw stock``,
  ``take 7c``, ``discard Kd``, ``knock Kd``, ``gin``);
- observation strings (the text interface's view, :mod:`ginrummy.rl.text`) and
  tensors (:mod:`ginrummy.rl.observation`); information state strings (every
  action as the player saw it: its own stock draws' cards, never the other's or a
  face-down knock discard) and tensors (the observation and the cards the player
  drew from the stock);
- ``resample_from_infostate``: the hidden cards dealt again at random, consistent
  with everything the player saw (IS-MCTS uses it).

Players: two players are seats 0 and 1, ``dealer`` (1 by default, so player 0
acts first) deals.  In three-player Gin (R11) player 0 is the box (who deals,
R11.2), player 1 the captain and player 2 sits out: it never acts, observes the
captain's hand (R11.3) and scores 0.  The returns are the hand's points,
zero-sum.  Lay-downs are the engine's defaults unless ``explicit``.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from ginrummy.rl.extra import require

require("ginrummy.rl.spiel", "spiel", "pyspiel", "numpy")

import numpy as np
import pyspiel

from ginrummy import actions as A
from ginrummy.cards import NUM_CARDS, card_name
from ginrummy.legality import Phase
from ginrummy.rl.moves import DRAW_STOCK, GIN, KNOCK, NUM_ACTIONS, action_of, legal_ids, words
from ginrummy.rl.observation import OBS_SIZE, encode
from ginrummy.rl.session import Sight, default_lay_down
from ginrummy.rl.text import (
    TextMoveError,
    legal_line,
    legal_words,
    make_rules,
    read_move,
)
from ginrummy.rl.text import view_text as _view_text
from ginrummy.rules import Rules
from ginrummy.state import HAND_SIZE, HandState, deal, position
from ginrummy.view import SeatView, view

__all__ = ["GAME_NAME", "GinRummyGame", "GinRummyState"]

GAME_NAME = "python_ginrummy"
_DEALT = 2 * HAND_SIZE + 1  # the two hands and the upcard
_DEFAULTS = {"variant": "standard", "rules": "", "explicit": False, "dealer": 1}

_GAME_TYPE = pyspiel.GameType(
    short_name=GAME_NAME,
    long_name="Gin Rummy (ginrummy, exact rules)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=3,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_DEFAULTS,
)


def _rules_of(params: dict[str, Any]) -> Rules:
    options: dict[str, object] = {}
    for item in str(params.get("rules", "")).split(","):
        if item.strip():
            key, sep, value = item.partition("=")
            if not sep:
                raise ValueError(f"a rule option is KEY=VALUE, not {item.strip()[:40]!r}")
            options[key.strip()] = value.strip()
    return make_rules(str(params.get("variant", "standard")), options)


def _max_points(rules: Rules) -> float:
    """A bound on one hand's points: the largest bonus and the most deadwood (ten
    cards at most 10 each), doubled by Oklahoma's spades (R8, R9.3)."""
    bonus = max(rules.gin_bonus, rules.undercut_bonus, rules.big_gin_bonus)
    return float((bonus + 100) * (2 if rules.oklahoma_spades_double else 1))


class GinRummyGame(pyspiel.Game):  # type: ignore[misc]
    """The game (see the module docstring)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        given = {**_DEFAULTS, **(params or {})}
        self.rules = _rules_of(given)
        self.explicit = bool(given["explicit"])
        players = self.rules.players
        dealer = int(given["dealer"])
        if players == 2 and dealer not in (0, 1):
            raise ValueError(f"dealer must be 0 or 1, not {dealer}")
        self.dealer = 0 if players == 3 else dealer  # the box deals (R11.2)
        bound = _max_points(self.rules)
        info = pyspiel.GameInfo(
            num_distinct_actions=NUM_ACTIONS,
            max_chance_outcomes=NUM_CARDS,
            num_players=players,
            min_utility=-bound,
            max_utility=bound,
            utility_sum=0.0,
            # Two offers, two decisions a turn, the lay-downs; the deal and the draws.
            max_game_length=2 * self.rules.max_turns + 6 + NUM_CARDS,
        )
        super().__init__(_GAME_TYPE, info, params or {})

    def new_initial_state(self) -> GinRummyState:
        return GinRummyState(self)

    def make_py_observer(self, iig_obs_type: Any = None,
                         params: dict[str, Any] | None = None) -> GinRummyObserver:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        kind = iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False)
        return GinRummyObserver(kind)


class GinRummyState(pyspiel.State):  # type: ignore[misc]
    """One hand in progress."""

    def __init__(self, game: GinRummyGame) -> None:
        super().__init__(game)
        self.game_rules = game.rules
        self.explicit = game.explicit
        self.dealer = game.dealer
        self.players = game.rules.players
        self.dealt: list[int] = []
        """The cards in deck order so far: the deal, then each stock draw."""
        self.log: list[tuple[int, int]] = []
        """(player, move) for every player's move; chance outcomes are in ``dealt``."""
        self.hand: HandState | None = None
        self.drawing = False
        """A player chose to draw from the stock: the card is chance's next outcome."""

    # ------------------------------------------------------------------ who acts

    def current_player(self) -> int:
        if self.hand is None or self.drawing:
            return int(pyspiel.PlayerId.CHANCE)
        if self.hand.is_over:
            return int(pyspiel.PlayerId.TERMINAL)
        return self.hand.to_act  # seats are players 0 and 1 (the box and the captain)

    def is_terminal(self) -> bool:
        return self.hand is not None and self.hand.is_over

    def _legal_actions(self, player: int) -> list[int]:
        assert self.hand is not None
        if player != self.hand.to_act or self.drawing:
            return []
        return legal_ids(view(self.hand, player))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        seen = set(self.dealt)
        left = [c for c in range(NUM_CARDS) if c not in seen]
        p = 1.0 / len(left)
        return [(c, p) for c in left]

    # ------------------------------------------------------------------ playing

    def _apply_action(self, action: int) -> None:
        if self.hand is None:
            self.dealt.append(action)
            if len(self.dealt) == _DEALT:
                self.hand = deal(self.game_rules, self.dealer, self._deck())
            return
        if self.drawing:
            self.dealt.append(action)
            self.drawing = False
            self.hand = _with_stock_top(self.hand, action).apply(A.DRAW_STOCK)
            self._settle()
            return
        player = self.hand.to_act
        self.log.append((player, action))
        if action == DRAW_STOCK:
            self.drawing = True
            return
        self.hand = self.hand.apply(action_of(view(self.hand, player), action))
        self._settle()

    def _deck(self) -> tuple[int, ...]:
        seen = set(self.dealt)
        return (*self.dealt, *(c for c in range(NUM_CARDS) if c not in seen))

    def _settle(self) -> None:
        """The engine's defaults for the lay-downs, unless they are moves (R5.3, R6.4)."""
        hand = self.hand
        assert hand is not None
        while not self.explicit and hand.phase in (Phase.ARRANGE, Phase.LAY_OFF):
            hand = hand.apply(default_lay_down(view(hand, hand.to_act)))
        self.hand = hand

    def returns(self) -> list[float]:
        out = [0.0] * self.players
        result = None if self.hand is None else self.hand.result
        winner = None if result is None else result.winner
        if result is None or winner is None:
            return out
        out[winner] = float(result.points)
        out[1 - winner] = -float(result.points)
        return out

    # ------------------------------------------------------------------ words

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"card {card_name(action)}"
        if self.hand is None:
            return f"move {action}"
        return words(view(self.hand, min(player, 1)), action)

    def string_to_action(self, *args: Any) -> int:
        """The move the text names, for the player to act (OpenSpiel's
        ``string_to_action(text)`` or ``(player, text)``); the text interface's words."""
        text = args[-1]
        player = self.current_player()
        if player == pyspiel.PlayerId.CHANCE:
            word, _, name = str(text).partition(" ")
            for card, _p in self.chance_outcomes():
                if card_name(card).lower() == name.strip().lower() and word == "card":
                    return card
            raise TextMoveError(f"{str(text)[:40]!r} is not a chance outcome here")
        assert self.hand is not None
        v = view(self.hand, player)
        return read_move(text, v, legal_ids(v))

    def seat_view(self, player: int) -> SeatView | None:
        """What ``player`` sees: its seat's view, or sitting out the captain's (R11.3);
        None during the deal."""
        if self.hand is None:
            return None
        return view(self.hand, min(player, 1))

    def sight(self, player: int) -> Sight | None:
        v = self.seat_view(player)
        if v is None:
            return None
        role = None if self.players == 2 else ("box", "captain", "out")[player]
        return Sight(v, role, None, False)

    def private_draws(self, player: int) -> list[int]:
        """The cards ``player``'s seat (sitting out: the captain's) drew from the stock."""
        seat = min(player, 1)
        cards = []
        draw = _DEALT
        for actor, move in self.log:
            if move == DRAW_STOCK:
                if actor == seat and draw < len(self.dealt):
                    cards.append(self.dealt[draw])
                draw += 1
        return cards

    def dealt_to(self, seat: int) -> list[int]:
        """The cards dealt to ``seat`` so far (R3.2: one at a time, the non-dealer first)."""
        first = 1 - self.dealer
        return [c for i, c in enumerate(self.dealt[:2 * HAND_SIZE])
                if (i % 2 == 0) == (seat == first)]

    def infostate_text(self, player: int) -> str:
        """Every action as ``player`` saw it, one a line (perfect recall)."""
        seat = min(player, 1)
        who = ("box", "captain", "out")[player] if self.players == 3 else f"player {player}"
        lines = [f"{who}; dealt {' '.join(card_name(c) for c in self.dealt_to(seat))}"]
        if len(self.dealt) >= _DEALT:
            lines.append(f"upcard {card_name(self.dealt[2 * HAND_SIZE])}")
        draws = iter(self.private_draws(player))
        pile_top = self.dealt[2 * HAND_SIZE] if len(self.dealt) >= _DEALT else None
        pile: list[int] = [] if pile_top is None else [pile_top]
        for actor, move in self.log:
            said = _public_words(move, pile)
            if move == DRAW_STOCK and actor == seat:
                card = next(draws, None)
                if card is not None:
                    said = f"draw stock {card_name(card)}"
            elif KNOCK <= move < GIN and actor == seat:
                said = words_of_knock(move)
            lines.append(f"{actor}: {said}")
        if self.drawing:
            lines.append("drawing")
        return "\n".join(lines)

    # ------------------------------------------------------------------ resampling

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> GinRummyState:
        """A state ``player_id`` cannot tell from this one: the cards it never saw
        dealt again at random (``probability_sampler()`` seeds the shuffle), the same
        moves replayed.  A deal the replay refuses or that shows the player anything
        else is drawn again."""
        rng = random.Random(int(float(probability_sampler()) * (1 << 53)))
        seen = self._seen_by(player_id)
        hidden = [i for i, c in enumerate(self.dealt) if c not in seen]
        unseen = [c for c in range(NUM_CARDS) if c not in seen]
        want = self.infostate_text(player_id)
        for _ in range(200):
            cards = rng.sample(unseen, len(unseen))
            dealt = list(self.dealt)
            for i, c in zip(hidden, cards, strict=False):
                dealt[i] = c
            other = self._replayed(dealt)
            if other is not None and other.infostate_text(player_id) == want:
                return other
        raise pyspiel.SpielError("no deal consistent with this information state was found")

    def _seen_by(self, player: int) -> set[int]:
        seat = min(player, 1)
        seen = set(self.dealt_to(seat)) | set(self.private_draws(player))
        if len(self.dealt) >= _DEALT:
            seen.add(self.dealt[2 * HAND_SIZE])
        hand = self.hand
        if hand is not None:
            for e in hand.public:
                if e.card is not None:
                    seen.add(e.card)
            if hand.arrangement is not None:
                seen |= set(_cards(sum(hand.arrangement.melds) | hand.arrangement.deadwood_mask))
            if hand.showing is not None:
                seen |= set(_cards(hand.hands[1 - (hand.knocker or 0)]))
            if hand.knocker == seat and hand.knock_discard is not None:
                seen.add(hand.knock_discard)
        return seen

    def _replayed(self, dealt: list[int]) -> GinRummyState | None:
        game = self.get_game()
        other = GinRummyState(game)
        outcomes = iter(dealt)
        moves = iter(self.log)
        try:
            while len(other.dealt) < len(dealt) or len(other.log) < len(self.log):
                if other.current_player() == pyspiel.PlayerId.CHANCE:
                    other._apply_action(next(outcomes))
                else:
                    _actor, move = next(moves)
                    other._apply_action(move)
        except (ValueError, StopIteration):  # a move the new cards make illegal
            return None
        if other.drawing != self.drawing:
            return None
        return other

    def __str__(self) -> str:
        hand = self.hand
        if hand is None:
            return f"dealing: {' '.join(card_name(c) for c in self.dealt)}"
        return (f"{hand!r}; hands {' '.join(card_name(c) for c in _cards(hand.hands[0]))}"
                f" / {' '.join(card_name(c) for c in _cards(hand.hands[1]))}; pile"
                f" {' '.join(card_name(c) for c in hand.pile)}" + ("; drawing" if self.drawing
                                                                   else ""))

    def __deepcopy__(self, memo: dict[int, Any]) -> GinRummyState:
        other = GinRummyState(self.get_game())
        other.dealt = list(self.dealt)
        other.log = list(self.log)
        other.hand = self.hand  # immutable
        other.drawing = self.drawing
        return other

    def clone(self) -> GinRummyState:
        return copy.deepcopy(self)


def words_of_knock(move: int) -> str:
    return f"knock {card_name(move - KNOCK)}"


def _cards(mask: int) -> list[int]:
    return [c for c in range(NUM_CARDS) if mask >> c & 1]


def _public_words(move: int, pile: list[int]) -> str:
    """A move as every seat saw it (a knock's card face down), following the pile."""
    if move == 1:  # take
        card = pile.pop() if pile else None
        return "take" if card is None else f"take {card_name(card)}"
    if 3 <= move < KNOCK:
        pile.append(move - 3)
        return f"discard {card_name(move - 3)}"
    if KNOCK <= move < GIN:
        return "knock"
    return {0: "draw stock", 2: "pass", GIN: "gin"}.get(move, f"move {move}")


def _with_stock_top(hand: HandState, card: int) -> HandState:
    """``hand`` with ``card`` on top of the stock (a chance outcome of a draw), the
    rest of the stock in any order: nothing has seen it."""
    stock = (card, *(c for c in hand.deck[NUM_CARDS - hand.stock_count:] if c != card))
    return position(
        hand.rules, dealer=hand.dealer, hands=hand.hands, pile=hand.pile, stock=stock,
        upcard=hand.upcard, knock_limit=hand.knock_limit, phase=hand.phase,
        to_act=hand.to_act, passes=hand.passes, stock_only=hand.stock_only,
        taken=hand.taken, turn=hand.turn, known=hand.known, public=hand.public,
        standing=hand.standing,
    )


class GinRummyObserver:
    """OpenSpiel's observer: the observation (``perfect_recall=False``) or the
    information state (``True``) of one player, as a string and a tensor."""

    def __init__(self, kind: Any) -> None:
        self.perfect_recall = bool(kind.perfect_recall)
        size = OBS_SIZE + (NUM_CARDS if self.perfect_recall else 0)
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor[:OBS_SIZE]}
        if self.perfect_recall:
            self.dict["drawn_from_stock"] = self.tensor[OBS_SIZE:]

    def set_from(self, state: GinRummyState, player: int) -> None:
        self.tensor.fill(0)
        sight = state.sight(player)
        if sight is None:
            for c in state.dealt_to(min(player, 1)):
                self.tensor[c] = 1.0  # the cards dealt so far: the hand segment
            return
        self.tensor[:OBS_SIZE] = encode(*sight)
        if self.perfect_recall:
            for c in state.private_draws(player):
                self.tensor[OBS_SIZE + c] = 1.0

    def string_from(self, state: GinRummyState, player: int) -> str:
        if self.perfect_recall:
            return state.infostate_text(player)
        sight = state.sight(player)
        if sight is None:
            return "dealing: " + " ".join(card_name(c) for c in state.dealt_to(min(player, 1)))
        text = _view_text(sight)
        if state.current_player() == player:
            text += "\n" + legal_line(legal_words(sight.view, state.legal_actions(player)))
        return text


pyspiel.register_game(_GAME_TYPE, GinRummyGame)
