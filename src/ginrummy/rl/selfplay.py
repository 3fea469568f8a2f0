"""Self-play at scale: many hands between agents, every decision written as training
data in Parquet shards (``ginrummy selfplay``; docs/rl.md, "Self-play data").

Hand ``h`` of a run is dealt from :func:`hand_seed` of the run's seed and ``h``
alone, and shard ``k`` holds hands ``k * shard_hands`` to ``(k + 1) * shard_hands
- 1``, so the same seed writes the same rows in the same shards however the hands
are spread: in this process, over local worker processes or as Ray tasks (the
arena's code, :mod:`ginrummy.arena.spread`).  A worker plays a shard's hands
(:mod:`ginrummy.rl.decisions`) and returns the shard as Parquet bytes; this
process writes each under its own name as it comes (a temporary file, then
renamed), so that no shared file system is needed on a cluster and a shard on
disk is always whole.  ``_selfplay.json`` beside the shards (a name pyarrow and
pandas skip when reading the folder) describes the run and each shard.

Writing needs the ``selfplay`` extra (pyarrow); without it :func:`run_selfplay`
raises a one-line :class:`~ginrummy.rl.extra.MissingExtra`.
"""

from __future__ import annotations

import json
import os
import random
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from ginrummy.agents.sandbox import DEFAULT_MEMORY_LIMIT, Sandboxes, SandboxOptions
from ginrummy.arena.core import check_agents
from ginrummy.arena.games import close_pool, deal_seed, open_pool, shared_pool, start_worker
from ginrummy.arena.spread import run_in_processes, run_on_ray
from ginrummy.errors import GinRummyError
from ginrummy.names import shown_name
from ginrummy.rl.decisions import OUTCOMES, HandFailure, HandRows, play_hand
from ginrummy.rl.extra import require
from ginrummy.rules import PRESETS, Rules, preset

__all__ = ["DEFAULT_SHARD_HANDS", "METADATA_FILE", "SelfPlayConfig", "SelfPlayError",
           "SelfPlayRun", "hand_seed", "play_shard", "prepare_selfplay", "run_selfplay"]

#: Hands per shard unless asked otherwise: about 13,000 rows of two players, a few
#: seconds of one core's play, a few MB on disk.
DEFAULT_SHARD_HANDS = 500
#: The run's description beside the shards (``_``: pyarrow and pandas skip it when
#: they read the folder as one data set).
METADATA_FILE = "_selfplay.json"
_SHARD_PATTERN = "part-*.parquet"


class SelfPlayError(GinRummyError, ValueError):
    """A self-play run that cannot be made as asked (the message says why, in one line)."""


@dataclass(frozen=True, slots=True)
class SelfPlayConfig:
    """What to play and where to write it.  ``players``, ``hands`` and ``out`` are
    required."""

    players: Sequence[str]
    """Agents by player: built-in names or ``package.module:ClassName`` (as the arena)."""
    hands: int
    out: str | Path
    """The folder of the shards: new, empty, or (``overwrite``) of an earlier run."""
    seed: int | None = None
    """The run's seed (default: one from the operating system, kept in the data)."""
    variant: str = "standard"
    rules: Mapping[str, Any] = field(default_factory=dict)
    """Rule options changed from the variant, ``{"target": 50}`` or ``{"target": "50"}``."""
    workers: int | None = None
    """Local processes to play in (default ``os.cpu_count()``); 1 plays in this one."""
    ray_address: str | None = None
    """Play the shards as Ray tasks on this cluster (``auto``, ``local``, ``ray://...``)."""
    shard_hands: int = DEFAULT_SHARD_HANDS
    overwrite: bool = False
    """Replace the self-play data of an earlier run in ``out`` (nothing else in it)."""
    path_entry: str | None = None
    """Put first on the ``sys.path`` of plugin agents' processes (the command line
    passes the current directory, as ``python -m`` does)."""
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT
    """Bytes of memory a plugin agent's process may use; None: no limit."""


def hand_seed(seed: int, hand: int) -> int:
    """The seed of hand number ``hand`` of a run with seed ``seed``: its deal and its
    agents' random sources.  The arena's seed of deal ``hand`` (a hash: the runs of
    seeds 1 and 2 share no hand), so hand ``h`` is dealt as game ``h`` of ``ginrummy
    arena --seed S`` is first dealt."""
    return deal_seed(seed, hand)


class _Shard(NamedTuple):
    number: int
    first: int
    """The number of its first hand."""
    hands: int


class _Written(NamedTuple):
    """A shard played: its Parquet bytes and what the summary counts."""

    number: int
    data: bytes
    rows: int
    hands: int
    outcomes: dict[str, int]
    failures: list[HandFailure]


@dataclass(slots=True)
class _Plan:
    rules: Rules
    variant: str
    names: tuple[str, ...]
    seed: int
    shards: list[_Shard]
    settings: dict[str, Any]
    """The run's settings, as the shards' description gives them."""


def _plan(config: SelfPlayConfig) -> _Plan:
    names = tuple(name.strip() for name in config.players)
    if any(not name for name in names):
        raise SelfPlayError("an empty agent name")
    if config.hands < 1:
        raise SelfPlayError(f"hands must be at least 1, not {config.hands}")
    if config.shard_hands < 1:
        raise SelfPlayError(f"hands per shard must be at least 1, not {config.shard_hands}")
    base = preset(config.variant)
    variant = next(key for key, value in PRESETS.items() if value is base)
    rules = base.with_options(dict(config.rules))
    if len(names) != rules.players:
        raise SelfPlayError(f"{variant} is played by {rules.players} agents, not {len(names)}"
                            f" (one per player)")
    seed = config.seed if config.seed is not None else random.SystemRandom().randrange(1 << 63)
    if not 0 <= seed < 1 << 63:
        raise SelfPlayError(f"the seed must be from 0 to 2**63-1, not {seed}")
    size = config.shard_hands
    shards = [_Shard(k, first, min(size, config.hands - first))
              for k, first in enumerate(range(0, config.hands, size))]
    settings = {
        "players": list(names), "variant": variant, "system": rules.system,
        "rules": rules.to_dict(), "seed": seed, "hands": config.hands, "shard_hands": size,
        "hand_seed": "hand h's seed: the first 8 bytes of sha256(f'ginrummy-arena:{seed}:{h}')"
                     " as a big-endian integer, shifted right by 1",
        "lay_downs": "the engine's defaults: the knocker's least-deadwood arrangement"
                     " (R5.3), the defender's least-deadwood melds and lay-offs (R6.4)",
        "advice": rules.players == 3,
    }
    return _Plan(rules, variant, names, seed, shards, settings)


def _shown(path: Path) -> str:
    return shown_name(str(path), 160)


def _ours(name: str) -> bool:
    """Whether a file of a folder is self-play data: a shard, the run's description, or
    one of them being written (:func:`_write`'s temporary name, left by a crash)."""
    if name.startswith(".") and name.endswith(".tmp"):
        name = name[1:-4]
    return name == METADATA_FILE or (name.startswith("part-") and name.endswith(".parquet"))


def _prepare(out: Path, overwrite: bool) -> None:
    """Make ``out`` ready for the shards, or say in one line why it cannot be."""
    if out.exists() and not out.is_dir():
        raise SelfPlayError(f"{_shown(out)} is not a directory")
    if out.is_dir():
        try:
            entries = sorted(os.listdir(out))
        except OSError as exc:
            raise SelfPlayError(f"cannot read {_shown(out)}: {exc.strerror}") from None
        if entries and not overwrite:
            raise SelfPlayError(f"{_shown(out)} is not empty: give a new or empty directory,"
                                " or overwrite an earlier run's data (--overwrite)")
        others = [name for name in entries if not _ours(name)]
        if others:
            raise SelfPlayError(f"{_shown(out)} holds files that are not self-play data"
                                f" ({shown_name(others[0], 60)}...): not overwritten;"
                                " give a new or empty directory")
        try:
            for name in entries:
                (out / name).unlink()
        except OSError as exc:
            raise SelfPlayError(f"cannot remove {_shown(out / name)}: {exc.strerror}") from None
    try:
        out.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=out):
            pass
    except OSError as exc:
        raise SelfPlayError(f"cannot write in {_shown(out)}: {exc.strerror}") from None


def _write(out: Path, name: str, data: bytes) -> None:
    """Write a file whole: to a temporary name, then renamed."""
    temporary = out / f".{name}.tmp"
    try:
        temporary.write_bytes(data)
        os.replace(temporary, out / name)
    except OSError as exc:
        raise SelfPlayError(f"cannot write {_shown(out / name)}: {exc.strerror}") from None


def play_shard(rules: Rules, names: tuple[str, ...], shard: _Shard, seed: int,
               meta: dict[str, Any], sandbox: SandboxOptions,
               progress: Callable[[int], None] | None = None) -> _Written:
    """Play the hands of ``shard`` and make its Parquet file (a job of a worker
    process or a Ray task; ``progress(1)`` after each hand)."""
    from ginrummy.rl.shards import shard_bytes, shard_table  # pyarrow: the selfplay extra

    played: list[HandRows] = []
    failures: list[HandFailure] = []
    with shared_pool(sandbox) as pool:
        for hand in range(shard.first, shard.first + shard.hands):
            result = play_hand(rules, names, hand, hand_seed(seed, hand), pool)
            if isinstance(result, HandFailure):
                failures.append(result)
            else:
                played.append(result)
            if progress is not None:
                progress(1)
    table = shard_table(played, names, meta)
    outcomes = Counter(h.outcome for h in played)
    return _Written(shard.number, shard_bytes(table), table.num_rows, len(played),
                    dict(outcomes), failures)


class SelfPlayRun:
    """A run checked and its folder ready (:func:`prepare_selfplay`): :meth:`run` plays
    it."""

    def __init__(self, config: SelfPlayConfig, plan: _Plan, workers: int,
                 sandbox: SandboxOptions) -> None:
        self.config = config
        self.plan = plan
        self.workers = workers
        self.sandbox = sandbox
        self.out = Path(config.out)

    @property
    def seed(self) -> int:
        """The run's seed (the one given, or the one drawn from the operating system)."""
        return self.plan.seed

    def run(self, progress: Callable[[int], None] | None = None) -> dict[str, Any]:
        """Play every shard, write it and ``_selfplay.json``; the run's summary (as
        ``ginrummy selfplay --json`` prints it).  ``progress(n)`` is called as hands
        finish.  Interrupted (Ctrl-C), the shards written so far are whole and
        ``_selfplay.json`` lists them, with ``complete`` false."""
        from ginrummy.rl.shards import description

        started = time.perf_counter()
        plan, out, sandbox = self.plan, self.out, self.sandbox
        # Every shard carries the description in its metadata (shards.py): readable alone.
        meta = description(plan.settings)
        jobs = [(plan.rules, plan.names, shard, plan.seed, meta, sandbox)
                for shard in plan.shards]
        ray_address = self.config.ray_address
        local = ray_address is None and (self.workers == 1 or len(jobs) == 1)
        report = progress or (lambda n: None)
        written: dict[int, _Written] = {}

        def done(index: int, shard: _Written) -> None:
            _write(out, _shard_name(index), shard.data)
            written[index] = shard._replace(data=b"")  # kept for the summary, not the bytes
            if not local:  # played here, the hands were counted one by one
                report(plan.shards[index].hands)

        complete = False
        try:
            if ray_address is not None:
                run_on_ray(ray_address, play_shard, jobs, done)
            elif local:
                try:
                    open_pool(sandbox)  # one pool of plugin processes for every shard
                    for index, job in enumerate(jobs):
                        done(index, play_shard(*job, progress=report))
                finally:
                    close_pool()
            else:
                run_in_processes(play_shard, jobs, min(self.workers, len(jobs)), done,
                                 initializer=start_worker, initargs=(sandbox,))
            complete = True
        finally:
            # Written whatever happened (Ctrl-C, a failure), so that the shards on disk
            # are always described; complete is false unless every shard was written.
            summary = _summary(self.config, plan, meta, written, self.workers,
                               "ray" if ray_address is not None else "local",
                               time.perf_counter() - started, complete)
            _write(out, METADATA_FILE, (json.dumps(summary, indent=1) + "\n").encode())
        return {key: value for key, value in summary.items()
                if key not in ("columns", "segments", "moves", "cards")}


def prepare_selfplay(config: SelfPlayConfig) -> SelfPlayRun:
    """Check the run ``config`` describes and make its folder ready, before any hand is
    played.  Errors the caller can fix (a missing extra, agent names, rules, the
    folder) raise :class:`SelfPlayError`, :class:`~ginrummy.rl.extra.MissingExtra`,
    :class:`~ginrummy.agents.AgentError` or :class:`~ginrummy.rules.RulesError`."""
    plan = _plan(config)
    workers = config.workers if config.workers is not None else (os.cpu_count() or 1)
    if workers < 1:
        raise SelfPlayError(f"workers must be at least 1, not {workers}")
    sandbox = SandboxOptions(path_entry=config.path_entry, memory_limit=config.memory_limit)
    with Sandboxes(sandbox) as pool:  # plugins loaded in their own process, not here
        check_agents(plan.names, pool)
    # After the checks that need no extra (a wrong agent name is said with or without
    # pyarrow), before the folder is touched.
    require("ginrummy selfplay", "selfplay", "numpy", "pyarrow")
    _prepare(Path(config.out), config.overwrite)
    return SelfPlayRun(config, plan, workers, sandbox)


def run_selfplay(config: SelfPlayConfig,
                 progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    """:func:`prepare_selfplay`, then :meth:`SelfPlayRun.run`: the run's summary."""
    return prepare_selfplay(config).run(progress)


def _shard_name(index: int) -> str:
    from ginrummy.rl.shards import shard_name

    return shard_name(index)


def _summary(config: SelfPlayConfig, plan: _Plan, meta: dict[str, Any],
             written: dict[int, _Written], workers: int, backend: str, seconds: float,
             complete: bool) -> dict[str, Any]:
    outcomes: Counter[str] = Counter()
    failures: list[HandFailure] = []
    shards: list[dict[str, Any]] = []
    for index in sorted(written):
        shard = written[index]
        outcomes.update(shard.outcomes)
        failures += shard.failures
        planned = plan.shards[index]
        shards.append({"file": _shard_name(index), "first_hand": planned.first,
                       "hands_planned": planned.hands, "hands": shard.hands,
                       "rows": shard.rows})
    hands = sum(s["hands"] for s in shards)
    rows = sum(s["rows"] for s in shards)
    failures.sort(key=lambda f: f.hand)
    return {
        **meta,
        "out": str(config.out),
        "complete": complete,
        "shards": shards,
        "hands_played": hands,
        "rows": rows,
        "outcomes": {name: outcomes.get(name, 0) for name in OUTCOMES},
        "failures": [{"hand": f.hand, "seed": f.seed, "player": f.player,
                      "agent": plan.names[f.player], "reason": f.reason} for f in failures],
        "backend": backend,
        "workers": workers,
        "seconds": round(seconds, 3),
        "hands_per_second": round(hands / seconds, 1) if seconds > 0 else None,
        "rows_per_second": round(rows / seconds, 1) if seconds > 0 else None,
    }
