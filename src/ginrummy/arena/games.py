"""One arena game: what to play (:class:`GameSpec`), what came of it
(:class:`GameResult`), and the chunk of games a worker process or a Ray task plays.

Everything here is picklable and plain, so that a chunk can run in another
process (``concurrent.futures``) or on another machine (Ray).  A game's seed is
fixed by the schedule before any game is played, so what a game plays never
depends on which worker plays it.

Plugin agents (``package.module:ClassName``) play in processes of their own
(:mod:`ginrummy.agents.sandbox`).  A Python start costs about as much as a
dozen matches, so each process that plays chunks keeps one pool of them for
the whole run (:func:`open_pool`, one worker per plugin and player index), and
a fresh bot object is built in it for every game.
"""

from __future__ import annotations

import contextlib
import hashlib
import multiprocessing
import multiprocessing.util
import signal
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ginrummy.agents.sandbox import Sandboxes, SandboxOptions
from ginrummy.record import save_record
from ginrummy.rules import Rules
from ginrummy.runner import MatchOutcome, play_named_match

__all__ = [
    "GameResult",
    "GameSpec",
    "HandEnd",
    "close_pool",
    "deal_seed",
    "open_pool",
    "play_chunk",
    "record_name",
    "shared_pool",
    "start_worker",
]

#: This process's workers for plugin agents, kept from chunk to chunk of a run.
_pool: Sandboxes | None = None


def deal_seed(seed: int, deal: int) -> int:
    """The match seed of deal number ``deal`` of an arena run with seed ``seed``.

    A hash, so that the runs of seeds 1 and 2 share no game.
    """
    digest = hashlib.sha256(f"ginrummy-arena:{seed}:{deal}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def record_name(index: int) -> str:
    """The file name of the record of game ``index`` (0-based): ``game-000001.json``."""
    return f"game-{index + 1:06d}.json"


@dataclass(frozen=True, slots=True)
class GameSpec:
    """A game to play: its number, seed and which agent sits at each player index."""

    index: int
    """0-based over the whole run; the record is ``game-{index + 1:06d}.json``."""
    seed: int
    agents: tuple[int, ...]
    """``agents[p]`` is the index (in the arena's list of agents) of player ``p``."""
    deal: int
    """The deal number the seed comes from (mirrored games share it)."""


@dataclass(frozen=True, slots=True)
class HandEnd:
    """How one hand of a game ended, by player index."""

    outcome: str
    """``knock``, ``gin``, ``big_gin``, ``undercut`` or ``draw``."""
    winner: int | None
    points: int
    knocker: int | None


@dataclass(frozen=True, slots=True)
class GameResult:
    """A game played: the winner (player index), its hands, forfeit and decision times."""

    spec: GameSpec
    winner: int | None
    hands: tuple[HandEnd, ...]
    """Every hand played to its end (not a hand abandoned by a forfeit)."""
    forfeit: dict[str, Any] | None
    decision_times: tuple[tuple[float, ...], ...]
    """Seconds per call of ``act``, by player."""


def game_result(spec: GameSpec, outcome: MatchOutcome) -> GameResult:
    """Boil a match down to what the arena counts (from its record)."""
    hands: list[HandEnd] = []
    for hand in outcome.record["hands"]:
        end = hand["end"]
        if end["outcome"] == "forfeit":
            continue
        hands.append(
            HandEnd(end["outcome"], end.get("winner"), int(end.get("points", 0)),
                    end.get("knocker"))
        )
    return GameResult(
        spec,
        outcome.winner,
        tuple(hands),
        outcome.forfeit,
        tuple(tuple(times) for times in outcome.decision_times),
    )


def open_pool(options: SandboxOptions) -> Sandboxes:
    """This process's pool of plugin workers for the chunks it will play (a run's);
    :func:`close_pool` ends it."""
    global _pool
    close_pool()
    _pool = Sandboxes(options)
    return _pool


def close_pool() -> None:
    """End this process's pool of plugin workers, if any."""
    global _pool
    pool, _pool = _pool, None
    if pool is not None:
        pool.close()


def start_worker(sandbox: SandboxOptions) -> None:
    """Set up a worker process that plays jobs of a run (the initializer of
    :func:`~ginrummy.arena.spread.run_in_processes`): Ctrl-C is left to the parent,
    which stops the workers, and plugin agents play in one pool for every job
    this worker plays, ended when the worker process ends."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    open_pool(sandbox)
    # multiprocessing runs its finalizers at exit.
    multiprocessing.util.Finalize(None, close_pool, exitpriority=10)


@contextlib.contextmanager
def shared_pool(options: SandboxOptions) -> Iterator[Sandboxes]:
    """This process's pool of plugin workers when it was opened with ``options``
    (:func:`open_pool`), otherwise one kept for the ``with`` block alone."""
    pool = _pool
    if pool is not None and pool.options == options:
        yield pool
        return
    with Sandboxes(options) as own:
        yield own


def play_chunk(
    rules: Rules,
    names: tuple[str, ...],
    specs: list[GameSpec],
    time_budget: float | None = None,
    records: str | None = None,
    sandbox: SandboxOptions | None = None,
) -> list[GameResult]:
    """Play ``specs`` in order; write each record to ``records/game-NNNNNN.json`` if given.

    ``names`` are the arena's agents; plugin agents play in this process's pool
    (:func:`open_pool`) when it was opened with ``sandbox``, otherwise in a pool
    kept for this chunk.
    """
    results: list[GameResult] = []
    with shared_pool(sandbox or SandboxOptions()) as pool:
        for spec in specs:
            players = [names[a] for a in spec.agents]
            outcome = play_named_match(rules, players, spec.seed, time_budget=time_budget,
                                       sandboxes=pool)
            if records is not None:
                save_record(outcome.record, Path(records) / record_name(spec.index))
            results.append(game_result(spec, outcome))
    return results
