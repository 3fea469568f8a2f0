"""Research interfaces: Gin Rummy's exact rules in the interfaces card-game AI
research already uses (docs/rl.md).

- :func:`env` / :func:`raw_env`: a PettingZoo AEC environment for every preset
  (the ``rl`` extra: Gymnasium, PettingZoo, NumPy);
- ``gymnasium.make("ginrummy/GinRummy-v0", variant=..., opponent=...)``: one seat
  against a built-in or plugin agent, registered here when Gymnasium is installed;
  ``gymnasium.make_vec`` of the same id, ``vectorization_mode="vector_entry_point"``
  (:class:`GinRummyVectorEnv`, with numba): that seat in many hands at once, against
  the batch simulator's players;
- ``import ginrummy.rl.spiel`` registers the OpenSpiel game ``python_ginrummy``
  (the ``spiel`` extra);
- :mod:`ginrummy.rl.text`: the text interface for language-model agents (the
  standard library only), and the TextArena environment ``GinRummy-v0``,
  registered here when TextArena is installed (the ``textarena`` extra), at
  TextArena's own import.

A face like the command line: it decides no rule (:mod:`ginrummy.legality`, the
match driver) and gives each seat only its view (:mod:`ginrummy.view`).  Asking
for an interface whose libraries are missing is a one-line
:class:`~ginrummy.rl.extra.MissingExtra` naming the extra to install.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any

from ginrummy.rl.extra import MissingExtra, after_import, have, require

__all__ = ["ENV_ID", "TEXTARENA_ID", "GinRummyEnv", "GinRummyVectorEnv", "MissingExtra", "env",
           "raw_env"]

#: The Gymnasium id registered by importing this package.
ENV_ID = "ginrummy/GinRummy-v0"
#: The TextArena id registered by importing this package.
TEXTARENA_ID = "GinRummy-v0"

_ENVIRONMENTS = ("gymnasium", "pettingzoo", "numpy")


def __getattr__(name: str) -> Any:
    # The environments are imported when first asked for, so that the text interface
    # works without the rl extra, and a missing extra is one line, not a traceback.
    if name in ("env", "raw_env"):
        require("ginrummy.rl.env", "rl", *_ENVIRONMENTS)
        from ginrummy.rl import aec

        return getattr(aec, name)
    if name == "GinRummyEnv":
        require("ginrummy.rl.GinRummyEnv", "rl", *_ENVIRONMENTS)
        from ginrummy.rl import gym

        return gym.GinRummyEnv
    if name == "GinRummyVectorEnv":
        # numba is asked for when one is made (it steps the hands; without it the class
        # still imports, as the batch simulator's modules do).
        require("ginrummy.rl.GinRummyVectorEnv", "rl", *_ENVIRONMENTS)
        from ginrummy.rl import vector

        return vector.GinRummyVectorEnv
    raise AttributeError(f"module 'ginrummy.rl' has no attribute {name!r}")


def _register() -> None:
    """Register the Gymnasium and TextArena ids, for the libraries installed."""
    if have(*_ENVIRONMENTS):
        import gymnasium

        if ENV_ID not in gymnasium.registry:
            # make_vec's vector_entry_point: one environment stepping many hands at once
            # (ginrummy.rl.vector); "sync" and "async" vectorize the scalar one.
            gymnasium.register(id=ENV_ID, entry_point="ginrummy.rl.gym:GinRummyEnv",
                               vector_entry_point="ginrummy.rl.vector:GinRummyVectorEnv")
    if have("textarena"):
        # When TextArena is imported (now, if it was already): importing it here only
        # to register would cost every user of the other interfaces seconds.
        after_import("textarena", _register_textarena)


def _register_textarena() -> None:
    # Importing arena_text registers the id (at its end).  When arena_text is in
    # sys.modules already, either it registered, or it is this very module's own
    # `import textarena` that got here, and it registers once it is whole.
    if "ginrummy.rl.arena_text" not in sys.modules:
        importlib.import_module("ginrummy.rl.arena_text")


_register()
