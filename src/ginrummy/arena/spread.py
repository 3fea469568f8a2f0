"""Jobs spread over local worker processes or a Ray cluster: what ``ginrummy arena``
and ``ginrummy selfplay`` share.

A job is a module-level function and its arguments, all picklable (Ray and the
process pool send them to another process, maybe another machine).  Each result
is handed to ``on_result(index, result)`` in this process as its job finishes, in
whatever order jobs finish: the caller keeps what depends on order (the arena
sorts its games; self-play writes each shard under its own name).  Ray is an
optional extra (``ray``), imported only when asked for.
"""

from __future__ import annotations

import concurrent.futures as futures
import importlib
import multiprocessing
import sys
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from ginrummy.errors import GinRummyError

__all__ = ["SpreadError", "run_in_processes", "run_on_ray"]

R = TypeVar("R")


class SpreadError(GinRummyError, ValueError):
    """Work that cannot be spread as asked (Ray missing); one line."""


def run_in_processes(
    function: Callable[..., R],
    jobs: Sequence[tuple[Any, ...]],
    workers: int,
    on_result: Callable[[int, R], None],
    initializer: Callable[..., object] | None = None,
    initargs: tuple[Any, ...] = (),
) -> None:
    """Run ``function(*job)`` for every job in ``workers`` local processes.  Ctrl-C or
    a failure (of a job, or of ``on_result``) stops every worker at once."""
    # fork where it is the platform's way: agents registered at run time by the
    # caller (register_agent) are then known in the workers too.
    context = multiprocessing.get_context("fork" if sys.platform.startswith("linux") else None)
    pool = futures.ProcessPoolExecutor(max_workers=workers, mp_context=context,
                                       initializer=initializer, initargs=initargs)
    try:
        pending = {pool.submit(function, *job): i for i, job in enumerate(jobs)}
        for done in futures.as_completed(pending):
            on_result(pending[done], done.result())
    except BaseException:
        # Stop now, not after the jobs already handed out.
        processes = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.terminate()
        raise
    pool.shutdown(wait=True)


def run_on_ray(
    address: str,
    function: Callable[..., R],
    jobs: Sequence[tuple[Any, ...]],
    on_result: Callable[[int, R], None],
) -> None:
    """Run ``function(*job)`` for every job as Ray tasks on the cluster at ``address``
    (``auto``, ``local`` for a Ray started here, ``ray://host:port``); a Ray already
    started in this process (``ray.init``) is used as it is."""
    try:
        ray: Any = importlib.import_module("ray")
    except ImportError:
        raise SpreadError(
            "--ray needs the optional Ray package: pip install 'ginrummy[ray]'"
        ) from None
    started_here = not ray.is_initialized()
    if started_here:
        ray.init(address=None if address == "local" else address,
                 ignore_reinit_error=True, log_to_driver=False)
    try:
        task = ray.remote(function)
        pending = {task.remote(*job): i for i, job in enumerate(jobs)}
        waiting = list(pending)
        while waiting:
            ready, waiting = ray.wait(waiting, num_returns=1)
            for ref in ready:
                on_result(pending[ref], ray.get(ref))
    finally:
        if started_here:
            ray.shutdown()
