"""Gin Rummy as a vectorized Gymnasium environment: one seat of ``num_envs`` hands at
once, against the batch simulator's players (the ``rl`` extra, numba; docs/rl.md,
"Vectorized environment").

``gymnasium.make_vec("ginrummy/GinRummy-v0", num_envs=N, vectorization_mode=
"vector_entry_point", variant=..., opponent="simple")`` after ``import ginrummy.rl``,
or :class:`GinRummyVectorEnv` directly.  Each sub-environment is what
``gymnasium.make("ginrummy/GinRummy-v0", ...)`` is with its default settings (one
hand an episode, its points the reward): the same observations (layout version 1,
:mod:`ginrummy.rl.observation`), the same moves and action mask (layout version 1,
:mod:`ginrummy.rl.moves`), the same rewards and episode ends, so that a policy
trained on one runs on the other.  The hands are played by the batch simulator's
compiled loops (:mod:`ginrummy.batch.learner`), all the sub-environments in one call
a step, and the opponent is its ``simple`` or ``random`` player, the very decisions
of :class:`~ginrummy.agents.SimpleAgent` and :class:`~ginrummy.agents.RandomAgent`
given the same random streams: with the same deals and streams, every observation,
mask, reward and episode end equals the scalar environment's
(tests/test_rl_vector.py proves it, step by step).

Sub-environment ``i`` plays the hands of the batch simulator's run seeded ``seeds[i]``
in order (``reset(seed=s)`` seeds sub-environment ``i`` with ``s + i``, Gymnasium's
convention): its ``j``-th hand is dealt by ``ginrummy.batch.deal_of(seeds[i], j)``
and the opponent decides from the stream ``StreamRandom(seeds[i], j, 1 + seat)``.
Autoreset follows Gymnasium 1.x's modes (``autoreset_mode``, the next step's by
default).  An illegal move is penalised as in the scalar environment (it changes
nothing, is rewarded ``illegal_reward`` and says why in ``info["illegal"]``), or
raises with ``illegal="raise"``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from ginrummy.batch import layout as BL
from ginrummy.batch import learner as kernel
from ginrummy.batch._jit import HAVE_NUMBA
from ginrummy.batch.choices import SCRATCH_SIZE
from ginrummy.batch.simulation import BUILT_IN, rules_row, two_player_presets
from ginrummy.errors import quote
from ginrummy.legality import IllegalActionError
from ginrummy.rl import moves
from ginrummy.rl.aec import observation_space
from ginrummy.rl.extra import MissingExtra
from ginrummy.rl.moves import ACTION_LAYOUT_VERSION, NUM_ACTIONS
from ginrummy.rl.observation import OBS_SIZE, OBS_VERSION, OFFSETS
from ginrummy.rl.session import SessionError, check_settings
from ginrummy.rl.text import make_rules

__all__ = ["OPPONENTS", "GinRummyVectorEnv"]

Observation = dict[str, Any]
Moves = npt.NDArray[np.int64]

#: The opponents the vectorized environment plays: the batch simulator's players.
OPPONENTS = tuple(sorted(BUILT_IN))
_SEEDS = 1 << 64


def _layout() -> Moves:
    """Where the compiled writer puts each segment of the observation and finds each
    move: version 1 of both layouts, the one it writes."""
    if OBS_VERSION != 1 or ACTION_LAYOUT_VERSION != 1:  # pragma: no cover - a new layout
        raise RuntimeError("ginrummy.batch.learner writes layout version 1 of the"
                           " observations and moves; teach it the new one")
    return np.array([OFFSETS[name].start for name in kernel.SEGMENTS]
                    + [getattr(moves, name) for name in kernel.MOVES], dtype=np.int64)


class GinRummyVectorEnv(VectorEnv[Observation, Moves, npt.NDArray[Any]]):
    """One seat of ``num_envs`` Gin Rummy hands at once (see the module docstring).

    ``variant`` and the rule options (keywords) are the scalar environment's, two
    players only; ``opponent`` is ``random`` or ``simple``; ``player`` the learner's
    seat; ``illegal`` and ``illegal_reward`` as in the scalar environment;
    ``autoreset_mode`` one of Gymnasium's (:class:`~gymnasium.vector.AutoresetMode`
    or its value).  The scalar environment's other settings are accepted with their
    defaults only (``episode="hand"``, ``reward="points"``, ``explicit=False``, no
    ``render_mode``); ``advice`` changes nothing with two players, as there.
    """

    metadata: dict[str, Any] = {  # noqa: RUF012 - VectorEnv's
        "autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}

    def __init__(self, num_envs: int = 1, variant: str = "standard",
                 opponent: str = "random", *, player: int = 0, episode: str = "hand",
                 reward: str = "points", explicit: bool = False, advice: bool = False,
                 illegal: str = "penalty", illegal_reward: float = -1.0,
                 autoreset_mode: AutoresetMode | str = AutoresetMode.NEXT_STEP,
                 render_mode: str | None = None, **rules: Any) -> None:
        if not HAVE_NUMBA:
            raise MissingExtra("ginrummy.rl.GinRummyVectorEnv needs the optional package"
                               " numba: pip install 'ginrummy[rl]'")
        check_settings(episode, reward)
        if isinstance(num_envs, bool) or not isinstance(num_envs, int | np.integer) \
                or num_envs < 1:
            raise SessionError(f"num_envs must be a whole number from 1, not {quote(num_envs)}")
        self.rules = make_rules(variant, rules)
        if self.rules.players != 2:
            raise SessionError(
                f"the vectorized environment plays two-player hands, not {self.rules.system}"
                f" (presets: {', '.join(two_player_presets())}); for three players use"
                " vectorization_mode='sync' or 'async'")
        if not isinstance(opponent, str) or opponent.strip().lower() not in BUILT_IN:
            raise SessionError(
                f"unknown opponent {quote(opponent)} for the vectorized environment (known:"
                f" {', '.join(OPPONENTS)}, the batch simulator's players); for other agents"
                " use vectorization_mode='sync' or 'async'")
        unsupported = {"episode": (episode, "hand"), "reward": (reward, "points"),
                       "explicit": (explicit, False), "render_mode": (render_mode, None)}
        for name, (value, default) in unsupported.items():
            if value != default:
                raise SessionError(
                    f"the vectorized environment plays {name}={default!r} only, not"
                    f" {quote(value)}; use vectorization_mode='sync' or 'async' for that")
        if player not in (0, 1) or isinstance(player, bool):
            raise SessionError(f"player must be 0 or 1, not {quote(player)}")
        if illegal not in ("penalty", "raise"):
            raise SessionError(f"unknown illegal {quote(illegal)} (known: penalty, raise)")
        try:
            mode = AutoresetMode(autoreset_mode)
        except ValueError:
            known = ", ".join(m.value for m in AutoresetMode)
            raise SessionError(f"unknown autoreset_mode {quote(autoreset_mode)} (known:"
                               f" {known})") from None
        self.num_envs = int(num_envs)
        self.opponent = opponent.strip().lower()
        self.player = int(player)
        self.illegal = illegal
        self.illegal_reward = float(illegal_reward)
        self.autoreset_mode = mode
        self.metadata = {**type(self).metadata, "autoreset_mode": mode}
        self.render_mode = None
        self.single_observation_space = observation_space()
        self.single_action_space = spaces.Discrete(NUM_ACTIONS)
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)

        n = self.num_envs
        self._rules = rules_row(self.rules)
        self._layout = _layout()
        self._kind = BUILT_IN[self.opponent]
        self._state = np.zeros((n, kernel.NUM_COLUMNS), dtype=np.int64)
        self._state[:, BL.INDEX] = -1  # the first hand of each run is number 0
        self._deck = np.zeros((n, 52), dtype=np.int8)
        self._pile = np.zeros((n, 52), dtype=np.int8)
        system = random.SystemRandom()
        self.seeds = np.array([system.randrange(_SEEDS) for _ in range(n)], dtype=np.uint64)
        """Each sub-environment's run seed (drawn from the operating system until
        ``reset`` is given one)."""
        self._scratch = np.zeros(SCRATCH_SIZE, dtype=np.int64)
        self._melds = np.zeros(8, dtype=np.int64)
        self._values = np.zeros(52, dtype=np.int64)
        self._autoreset = np.zeros(n, dtype=np.bool_)
        self._masks: npt.NDArray[np.int8] | None = None
        self._no_final = np.zeros((0, OBS_SIZE), dtype=np.float32)

    # ------------------------------------------------------------------ the API

    def reset(self, *, seed: int | Sequence[int | None] | None = None,
              options: dict[str, Any] | None = None) -> tuple[Observation, dict[str, Any]]:
        """Start a new hand in every sub-environment (or in those of
        ``options["reset_mask"]``, Gymnasium's partial reset).  ``seed``: an int seeds
        sub-environment ``i`` with ``seed + i``; a list gives each its own (None
        keeps its seed); without one each plays the next hand of its run."""
        n = self.num_envs
        which = np.ones(n, dtype=np.bool_)
        if options is not None and "reset_mask" in options:
            which = self._reset_mask(options["reset_mask"])
        seeds = self._seed_list(seed)
        if isinstance(seed, int | np.integer):
            super().reset(seed=int(seed))
        for k, s in enumerate(seeds):
            if s is not None and which[k]:
                self.seeds[k] = s
                self._state[k, BL.INDEX] = -1
        obs, masks = self._blank()
        kernel.restart(self._state, self._deck, self._pile, self._rules, self.seeds, which,
                       self.player, self._kind, self._layout, obs, masks, self._scratch,
                       self._melds, self._values)
        self._autoreset[which] = False
        self._masks = masks
        return {"observation": obs, "action_mask": masks}, {}

    def step(self, actions: Any) -> tuple[Observation, npt.NDArray[np.float64],
                                          npt.NDArray[np.bool_], npt.NDArray[np.bool_],
                                          dict[str, Any]]:
        """Play each sub-environment's move (an id of :mod:`ginrummy.rl.moves`) and the
        opponent's decisions up to the learner's next one."""
        if self._masks is None:
            raise RuntimeError("call reset() first")
        n = self.num_envs
        chosen = self._moves(actions)
        starting = self._autoreset.copy()
        state = self._state
        if self.autoreset_mode is AutoresetMode.DISABLED:
            over = np.flatnonzero(state[:, BL.PHASE] == BL.OVER)
            if over.size:
                raise IllegalActionError(
                    f"sub-environment {int(over[0])}'s episode is over: reset it first"
                    " (reset(options={'reset_mask': ...}))")
        if self.illegal == "raise":
            bad = kernel.first_illegal(state, self._rules, chosen, starting, self._layout)
            if bad >= 0:
                raise IllegalActionError(f"sub-environment {bad}: "
                                         + self._illegal_text(bad, int(chosen[bad])))
        obs, masks = self._blank()
        rewards = np.zeros(n, dtype=np.float64)
        done = np.zeros(n, dtype=np.bool_)
        illegal = np.zeros(n, dtype=np.bool_)
        same_step = self.autoreset_mode is AutoresetMode.SAME_STEP
        final = np.zeros((n, OBS_SIZE), dtype=np.float32) if same_step else self._no_final
        kernel.step(state, self._deck, self._pile, self._rules, self.seeds, chosen, starting,
                    same_step, self.player, self._kind, self._layout, obs, masks, rewards,
                    done, illegal, final, self._scratch, self._melds, self._values)
        self._masks = masks
        infos: dict[str, Any] = {}
        if illegal.any():
            rewards[illegal] = self.illegal_reward
            texts = np.full(n, None, dtype=object)
            for k in np.flatnonzero(illegal):
                texts[k] = self._illegal_text(int(k), int(chosen[k]))
            infos["illegal"], infos["_illegal"] = texts, illegal
        if same_step and done.any():
            finals = np.full(n, None, dtype=object)
            for k in np.flatnonzero(done):
                finals[k] = {"observation": final[k],
                             "action_mask": np.zeros(NUM_ACTIONS, dtype=np.int8)}
            infos["final_obs"], infos["_final_obs"] = finals, done.copy()
            infos["final_info"], infos["_final_info"] = {}, done.copy()
        if self.autoreset_mode is AutoresetMode.NEXT_STEP:
            self._autoreset = done.copy()
        return ({"observation": obs, "action_mask": masks}, rewards, done,
                np.zeros(n, dtype=np.bool_), infos)

    @property
    def hand_numbers(self) -> npt.NDArray[np.int64]:
        """The number of the hand each sub-environment is playing (or has just ended) in
        its run: ``ginrummy.batch.deal_of(seeds[i], hand_numbers[i])`` dealt it.  A hand
        that ended before the learner's first decision was skipped, not counted as an
        episode, so the numbers can run ahead of the episodes."""
        return self._state[:, BL.INDEX].copy()

    @property
    def decisions(self) -> npt.NDArray[np.int64]:
        """The decisions of both seats so far in the hand each sub-environment is
        playing (or has just ended): the learner's moves and the opponent's, the
        lay-downs no one is asked about not counted (what the benchmarks count)."""
        return self._state[:, kernel.DECISIONS].copy()

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """Each sub-environment's legal moves as booleans (num_envs x 238), as the last
        observation gave them."""
        if self._masks is None:
            raise RuntimeError("call reset() first")
        return self._masks.astype(bool)

    # ------------------------------------------------------------------ the others

    def _blank(self) -> tuple[npt.NDArray[np.float32], npt.NDArray[np.int8]]:
        """New arrays for the observations and masks (the compiled writer fills every
        entry): a step's results are never written over by the next step."""
        n = self.num_envs
        return np.empty((n, OBS_SIZE), dtype=np.float32), np.empty((n, NUM_ACTIONS),
                                                                   dtype=np.int8)

    def _moves(self, actions: Any) -> Moves:
        array = np.asarray(actions)
        if array.shape != (self.num_envs,) or array.dtype.kind not in "iu":
            raise ValueError(
                f"actions must be {self.num_envs} whole move ids (one per sub-environment),"
                f" not an array of shape {array.shape} and type {array.dtype}")
        if array.dtype.kind == "u":  # beyond int64: no move, an illegal one
            array = np.where(array > NUM_ACTIONS, NUM_ACTIONS, array)
        return array.astype(np.int64)

    def _illegal_text(self, k: int, move: int) -> str:
        """What the scalar environment says of an illegal move, for sub-environment
        ``k`` (whose state the move did not change)."""
        assert self._masks is not None
        legal = np.flatnonzero(self._masks[k])
        size = int(self._state[k, BL.PILE_LEN])
        top = int(self._pile[k, size - 1]) if size else None
        if not legal.size:
            return f"move {move}: this seat has no move now"
        listed = ", ".join(f"{i} ({moves.plain_words(int(i), top)})" for i in legal)
        return f"move {move} is not legal now; legal: {listed}"

    def _seed_list(self, seed: int | Sequence[int | None] | None) -> list[int | None]:
        n = self.num_envs
        if seed is None:
            return [None] * n
        if isinstance(seed, int | np.integer) and not isinstance(seed, bool):
            seeds: list[int | None] = [int(seed) + i for i in range(n)]
        elif isinstance(seed, Sequence) and not isinstance(seed, str):
            if len(seed) != n:
                raise ValueError(f"a list of seeds needs one per sub-environment ({n}), not"
                                 f" {len(seed)}")
            seeds = list(seed)
        else:
            raise ValueError(f"seed must be a whole number, a list of them or None, not"
                             f" {quote(seed)}")
        for s in seeds:
            if s is not None and (isinstance(s, bool) or not isinstance(s, int | np.integer)
                                  or not 0 <= int(s) < _SEEDS):
                raise ValueError(f"a seed must be a whole number from 0 to 2**64 - 1, not"
                                 f" {quote(s)}")
        return [None if s is None else int(s) for s in seeds]

    def _reset_mask(self, mask: object) -> npt.NDArray[np.bool_]:
        """Gymnasium's ``options["reset_mask"]``: a boolean array, one per
        sub-environment, at least one set."""
        n = self.num_envs
        if not isinstance(mask, np.ndarray) or mask.dtype != np.bool_ or mask.shape != (n,):
            raise ValueError(f"options['reset_mask'] must be a numpy array of {n} booleans")
        if not mask.any():
            raise ValueError("options['reset_mask'] must reset at least one sub-environment")
        return mask.copy()
