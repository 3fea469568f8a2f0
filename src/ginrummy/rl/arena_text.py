# ruff: noqa: E402 - the libraries are imported after the one-line error for a missing extra
"""Gin Rummy as a TextArena environment, ``GinRummy-v0`` (the ``textarena`` extra).

TextArena's two-player API: ``env = textarena.make("GinRummy-v0")`` (after
``import ginrummy.rl``), ``env.reset(num_players=2, seed=...)``, then while not
done ``player_id, observation = env.get_observation()`` and ``done, info =
env.step(action)``, and ``rewards, game_info = env.close()``.  The observation is
the text of :mod:`ginrummy.rl.text` (what the player to act sees), whose last line
is ``Legal actions: [draw stock], [take 7c], ...``; an action is one of those
bracketed strings (with or without its brackets, or inside a longer reply).

A string that names no legal move follows TextArena's convention for invalid
moves (``TwoPlayerState.set_invalid_move``): the player is told why, with the
legal moves, and may try again once; a second invalid move in a row loses the
game.  Nothing changes in the hand.  An episode is one hand by default (its
winner wins; a drawn hand is a draw) or, with ``episode="match"``, a match.
"""

from __future__ import annotations

from typing import Any

from ginrummy.rl.extra import require

require("the TextArena environment", "textarena", "textarena")

import textarena as ta

from ginrummy.rl.text import TextGame, TextMoveError, make_rules

__all__ = ["GinRummyTextEnv", "register_textarena"]


class GinRummyTextEnv(ta.Env):  # type: ignore[misc]
    """Two-player Gin Rummy for language-model agents (see the module docstring)."""

    def __init__(self, variant: str = "standard", *, episode: str = "hand",
                 explicit: bool = False, error_allowance: int = 1, **rules: Any) -> None:
        super().__init__()
        self.rules = make_rules(variant, rules)
        if self.rules.players != 2:
            raise ValueError("TextArena's GinRummy-v0 is for two players: three-player Gin"
                             " is in ginrummy.rl.env and ginrummy.rl.text.TextGame")
        self.variant = variant
        self.episode = episode
        self.explicit = explicit
        self.error_allowance = error_allowance
        self.options = rules
        self.game: TextGame | None = None

    def reset(self, num_players: int, seed: int | None = None) -> None:
        if num_players != 2:
            raise ValueError(f"GinRummy-v0 is for 2 players, not {num_players}")
        self.state = ta.TwoPlayerState(num_players=2, seed=seed,
                                       error_allowance=self.error_allowance)
        self.game = TextGame(self.variant, seed=seed, explicit=self.explicit,
                             episode=self.episode, **self.options)
        self.state.reset(game_state={}, player_prompt_function=None)
        player = self.game.player
        assert player is not None
        self.state.manually_set_current_player_id(player)

    def get_observation(self) -> tuple[int, str]:
        """The player to act and what it sees; the last line lists its legal moves."""
        game = self._game()
        player = self.state.current_player_id
        # TextArena's own messages to the player first (why a move was refused), so that
        # the last line stays the legal moves.
        notes = [str(message) for _sender, message, _kind
                 in self.state.get_current_player_observation()]
        return player, "\n".join([*notes, game.observation(player)])

    def step(self, action: str) -> tuple[bool, dict[str, Any]]:
        game = self._game()
        try:
            game.step(action)
        except TextMoveError as exc:
            self.state.set_invalid_move(reason=str(exc))
            return self._step_state()
        if game.over:
            self._finish(game)
            return self._step_state()
        done, info = self._step_state()
        player = game.player
        assert player is not None
        self.state.manually_set_current_player_id(player)
        return done, info

    def _step_state(self) -> tuple[bool, dict[str, Any]]:
        done, info = self.state.step(rotate_player=False)
        return bool(done), dict(info)

    def _finish(self, game: TextGame) -> None:
        totals = game.totals
        if self.episode == "match":
            winner = game.winner
        else:
            winner = None if totals[0] == totals[1] else (0 if totals[0] > totals[1] else 1)
        if winner is None:
            self.state.set_draw(reason="The hand is drawn: nobody scores (R7).")
        else:
            what = "match" if self.episode == "match" else "hand"
            self.state.set_winner(player_id=winner,
                                  reason=f"Player {winner} wins the {what}"
                                         f" ({totals[winner]:+g} points).")

    def _game(self) -> TextGame:
        if self.game is None:
            raise RuntimeError("call reset(num_players=2) first")
        return self.game


def register_textarena(env_id: str) -> None:
    """Register :class:`GinRummyTextEnv` with TextArena as ``env_id`` (once)."""
    from textarena.envs.registration import ENV_REGISTRY

    if env_id not in ENV_REGISTRY:
        ta.register(id=env_id, entry_point=GinRummyTextEnv)


# The id is registered here, once this module is whole: ginrummy.rl registers it at
# TextArena's import by importing this module, and where this module is imported
# first, its own `import textarena` above is that import.
from ginrummy.rl import TEXTARENA_ID

register_textarena(TEXTARENA_ID)
