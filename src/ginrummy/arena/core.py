"""The arena: many seeded matches between agents, in parallel, and their figures.

Three kinds of run, chosen by the number of agents and the variant:

* **head-to-head**: two agents in a two-player variant;
* **round-robin**: three or more agents in a two-player variant, every pair
  playing ``games`` games, with a win-rate matrix and Elo ratings;
* **three-player**: three agents in three-player Gin, each game one match,
  the agents' player indices rotating from game to game.

A "game" is one whole match (a game to 100, a Hollywood sheet, a three-player
match) played by :func:`ginrummy.runner.play_match`.  Game ``i`` gets its seed
from the run's seed and its deal number only (:func:`deal_seed`), so a run
gives the same results whatever the number of workers.  With ``mirrored`` every
deal is played from every seat (A,B then B,A; three-player: the three
rotations), which cuts the variance of a comparison a lot.
"""

from __future__ import annotations

import itertools
import math
import os
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ginrummy.agents import make_agent
from ginrummy.agents.sandbox import DEFAULT_MEMORY_LIMIT, Sandboxes, SandboxOptions
from ginrummy.arena.games import (
    GameResult,
    GameSpec,
    close_pool,
    deal_seed,
    open_pool,
    play_chunk,
    start_worker,
)
from ginrummy.arena.spread import run_in_processes, run_on_ray
from ginrummy.arena.stats import elo_ratings
from ginrummy.arena.tally import Tally
from ginrummy.errors import GinRummyError
from ginrummy.rules import PRESETS, Rules, preset

__all__ = [
    "ArenaConfig",
    "ArenaError",
    "ArenaPlan",
    "ArenaResult",
    "check_agents",
    "plan_arena",
    "run_arena",
]

#: The most games in one chunk of work sent to a process.
_MAX_CHUNK = 25


class ArenaError(GinRummyError, ValueError):
    """A run that cannot be made as asked (the message says why, in one line)."""


@dataclass(slots=True)
class ArenaConfig:
    """What to play.  Only ``players`` is required."""

    players: Sequence[str]
    """Agent names, as in the registry or ``package.module:ClassName``."""
    games: int = 100
    """Games per run (head-to-head, three-player) or per pair (round robin)."""
    variant: str = "standard"
    rules: Mapping[str, Any] = field(default_factory=dict)
    """Rule options changed from the variant, ``{"target": 50}`` or ``{"target": "50"}``."""
    mirrored: bool = False
    workers: int | None = None
    """Processes to play in (default ``os.cpu_count()``); 1 plays in this process."""
    seed: int | None = None
    """The run's seed (default: one from the operating system, kept in the result)."""
    records: str | Path | None = None
    """A directory for every game's record, ``game-000001.json`` ..."""
    time_budget: float | None = None
    """Seconds one decision may take; an agent that takes longer forfeits the game."""
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT
    """Bytes of memory (address space) a plugin agent's process may use; None: no limit."""
    ray_address: str | None = None
    """Play the chunks as Ray tasks on this cluster (``auto``, ``local``, ``ray://...``)."""


@dataclass(slots=True)
class ArenaPlan:
    """The schedule of a run: every game's seed and seats, decided before any is played."""

    mode: str
    rules: Rules
    variant: str
    names: tuple[str, ...]
    seed: int
    games_requested: int
    games_per_group: int
    """Games per pair (round robin) or in all (otherwise), after rounding for mirroring."""
    specs: list[GameSpec]
    note: str | None = None
    """Set when ``games`` was rounded up so that every deal is played from every seat."""


def plan_arena(config: ArenaConfig) -> ArenaPlan:
    """Check the configuration and schedule every game (no agent is built)."""
    names = tuple(name.strip() for name in config.players)
    if any(not name for name in names):
        raise ArenaError("an empty agent name")
    if config.games < 1:
        raise ArenaError(f"games must be at least 1, not {config.games}")
    if config.time_budget is not None and not config.time_budget > 0:
        raise ArenaError(f"the time budget must be positive, not {config.time_budget}")
    if config.memory_limit is not None and not config.memory_limit > 0:
        raise ArenaError(f"the memory limit must be positive, not {config.memory_limit}")
    base = preset(config.variant)
    variant = next(key for key, value in PRESETS.items() if value is base)
    rules = base.with_options(dict(config.rules))
    n = len(names)
    if rules.players == 3:
        if n != 3:
            raise ArenaError(f"{rules.system} needs exactly 3 agents, got {n}")
        mode = "three-player"
    elif n == 2:
        mode = "head-to-head"
    elif n > 2:
        mode = "round-robin"
    else:
        raise ArenaError(f"an arena needs at least 2 agents, got {n}")
    seed = config.seed if config.seed is not None else random.SystemRandom().randrange(1 << 63)
    if seed < 0:
        raise ArenaError(f"the seed must not be negative, not {seed}")

    seats = 3 if mode == "three-player" else 2
    games, note = config.games, None
    if config.mirrored and games % seats:
        games = math.ceil(games / seats) * seats
        note = (
            f"mirrored: {config.games} games rounded up to {games}"
            f" ({games // seats} deals x {seats} seatings)"
        )
    specs: list[GameSpec] = []
    groups: list[tuple[int, ...]]
    if mode == "round-robin":
        groups = list(itertools.combinations(range(n), 2))
    else:
        groups = [tuple(range(n))]
    for group in groups:
        for g in range(games):
            if config.mirrored:
                deal, turn = divmod(g, seats)
            else:
                deal, turn = g, (g % seats if mode == "three-player" else 0)
            agents = tuple(group[(p + turn) % seats] for p in range(seats))
            specs.append(GameSpec(len(specs), deal_seed(seed, deal), agents, deal))
    return ArenaPlan(mode, rules, variant, names, seed, config.games, games, specs, note)


@dataclass(slots=True)
class ArenaResult:
    """A finished run: the plan, every game's result (in game order) and the figures."""

    config: ArenaConfig
    """The configuration as run: ``seed`` and ``workers`` filled in."""
    plan: ArenaPlan
    results: list[GameResult]
    seconds: float
    backend: str = "local"

    @property
    def mode(self) -> str:
        """``head-to-head``, ``round-robin`` or ``three-player``."""
        return self.plan.mode

    @property
    def names(self) -> tuple[str, ...]:
        """The agents, as given."""
        return self.plan.names

    def labels(self) -> list[str]:
        """The agents' names, made unique (``simple``, ``simple#2``) for tables."""
        seen: dict[str, int] = {}
        out = []
        for name in self.names:
            seen[name] = seen.get(name, 0) + 1
            out.append(name if seen[name] == 1 else f"{name}#{seen[name]}")
        return out

    def tally(self, agents: Sequence[int] | None = None) -> Tally:
        """Figures of the games between ``agents`` (arena indices; default all)."""
        chosen = list(range(len(self.names))) if agents is None else list(agents)
        wanted = set(chosen)
        games = (r for r in self.results if set(r.spec.agents) <= wanted)
        return Tally(chosen, self.labels()).add_all(games)

    def pairs(self) -> list[tuple[int, int]]:
        """The pairs of a round robin (first-named agent first)."""
        return list(itertools.combinations(range(len(self.names)), 2))

    def win_matrix(self) -> list[list[int]]:
        """``m[i][j]``: games agent ``i`` won against agent ``j`` (two-player runs)."""
        n = len(self.names)
        m = [[0] * n for _ in range(n)]
        for r in self.results:
            if len(r.spec.agents) == 2 and r.winner is not None:
                winner = r.spec.agents[r.winner]
                m[winner][r.spec.agents[1 - r.winner]] += 1
        return m

    def elo(self) -> list[float]:
        """Elo ratings fitted to every game (two-player runs; mean 1500)."""
        return elo_ratings(self.win_matrix())

    def to_json(self, timings: bool = True) -> dict[str, Any]:
        """The figures as a JSON object; ``timings=False`` leaves out what depends on the
        machine (``decision_ms``, ``seconds``, ``workers``), so two runs of one seed compare."""
        plan, config = self.plan, self.config
        out: dict[str, Any] = {
            "mode": plan.mode,
            "variant": plan.variant,
            "system": plan.rules.system,
            "rules": plan.rules.to_dict(),
            "players": list(plan.names),
            "seed": plan.seed,
            "mirrored": config.mirrored,
            "games_requested": plan.games_requested,
            "time_budget": config.time_budget,
            "records": str(config.records) if config.records is not None else None,
            "note": plan.note,
        }
        if timings:
            out.update({"backend": self.backend, "workers": config.workers,
                        "seconds": round(self.seconds, 3)})
        labels = self.labels()
        if plan.mode != "round-robin":
            out.update(self.tally().to_json(timings))
            out.update({"players": list(plan.names), "agents": labels})
            return out
        n = len(labels)
        out["games_per_pair"] = plan.games_per_group
        pairs = [self.tally(pair).to_json(timings) for pair in self.pairs()]
        wins = self.win_matrix()
        rates: list[list[float | None]] = [[None] * n for _ in range(n)]
        cis: list[list[list[float] | None]] = [[None] * n for _ in range(n)]
        for (i, j), pair in zip(self.pairs(), pairs, strict=True):
            rates[i][j], rates[j][i] = pair["win_rates"]
            cis[i][j], cis[j][i] = pair["win_rate_cis"]
        overall = self.tally().to_json(timings)
        elo = self.elo()
        standings = []
        for a in range(n):
            entry: dict[str, Any] = {
                "agent": labels[a],
                "elo": round(elo[a], 1),
                "games": overall["games_played"][a],
                "wins": overall["wins"][a],
                "win_rate": overall["win_rates"][a],
                "win_rate_ci": overall["win_rate_cis"][a],
                "points_per_hand": overall["points_per_hand"][a],
                "forfeits": overall["forfeit_count"][a],
            }
            if timings:
                entry["decision_ms"] = overall["decision_ms"][a]
            standings.append(entry)
        out.update(overall)
        out.update(
            {
                "players": list(plan.names),
                "agents": labels,
                "win_rate_matrix": rates,
                "win_rate_ci_matrix": cis,
                "wins_matrix": wins,
                "elo": sorted(standings, key=lambda e: (-e["elo"], labels.index(e["agent"]))),
                "pairs": pairs,
            }
        )
        return out


def _chunks(specs: list[GameSpec], workers: int) -> list[list[GameSpec]]:
    # Small enough for a smooth progress bar and an even load, large enough that
    # the cost of sending a chunk to a process is small next to playing it.
    size = max(1, min(_MAX_CHUNK, math.ceil(len(specs) / (workers * 8))))
    return [specs[i : i + size] for i in range(0, len(specs), size)]


def check_agents(names: Sequence[str], pool: Sandboxes) -> None:
    """Fail now, in one line, not in a worker: built-in names here, plugins by
    loading each and building a bot in a worker of ``pool`` (never here)."""
    for name in dict.fromkeys(names):
        make_agent(name, random.Random(0), sandboxes=pool)


def run_arena(
    config: ArenaConfig,
    progress: Callable[[int], None] | None = None,
    path_entry: str | None = None,
) -> ArenaResult:
    """Play the run ``config`` describes and return its figures.

    ``progress(n)`` is called as games finish (``n`` games at a time).
    ``path_entry``: a directory put first on the ``sys.path`` of the processes
    ``package.module:ClassName`` agents run in (the command line passes the
    current directory, as ``python -m`` does); this process never imports them.
    Errors the caller can fix (agent names, rules, options) raise
    :class:`ArenaError`, :class:`~ginrummy.agents.AgentError` or
    :class:`~ginrummy.rules.RulesError`.
    """
    started = time.perf_counter()
    plan = plan_arena(config)
    workers = config.workers if config.workers is not None else (os.cpu_count() or 1)
    if workers < 1:
        raise ArenaError(f"workers must be at least 1, not {workers}")
    sandbox = SandboxOptions(path_entry=path_entry, memory_limit=config.memory_limit)
    # A Ray cluster may have many more cores than this machine: smaller chunks.
    chunks = _chunks(plan.specs, workers if config.ray_address is None else max(workers, 32))
    if config.ray_address is None and (workers == 1 or len(chunks) == 1):
        # Played here: the plugins' processes of the check play the games too.
        try:
            check_agents(plan.names, open_pool(sandbox))
            return _run(config, plan, sandbox, chunks, workers, progress, started)
        finally:
            close_pool()
    with Sandboxes(sandbox) as pool:  # ended before the worker processes start
        check_agents(plan.names, pool)
    return _run(config, plan, sandbox, chunks, workers, progress, started)


def _run(
    config: ArenaConfig,
    plan: ArenaPlan,
    sandbox: SandboxOptions,
    chunks: list[list[GameSpec]],
    workers: int,
    progress: Callable[[int], None] | None,
    started: float,
) -> ArenaResult:
    records = None
    if config.records is not None:
        try:
            Path(config.records).mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise ArenaError(f"cannot create {config.records}: {exc.strerror}") from None
        records = str(config.records)
    jobs = [(plan.rules, plan.names, chunk, config.time_budget, records, sandbox)
            for chunk in chunks]
    report = progress or (lambda n: None)
    results: list[GameResult] = []

    def done(index: int, chunk_results: list[GameResult]) -> None:
        results.extend(chunk_results)
        report(len(chunks[index]))

    backend = "local"
    if config.ray_address is not None:
        run_on_ray(config.ray_address, play_chunk, jobs, done)
        backend = "ray"
    elif workers == 1 or len(chunks) == 1:
        for index, job in enumerate(jobs):
            done(index, play_chunk(*job))
    else:
        run_in_processes(play_chunk, jobs, min(workers, len(chunks)), done,
                         initializer=start_worker, initargs=(sandbox,))
    results.sort(key=lambda r: r.spec.index)
    ran = replace(config, seed=plan.seed, workers=workers, players=list(plan.names))
    return ArenaResult(ran, plan, results, time.perf_counter() - started, backend)
