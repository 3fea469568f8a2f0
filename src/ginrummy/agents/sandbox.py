"""Plugin agents in their own process: they see their seat's view and nothing else.

A plugin agent (``package.module:ClassName``) is somebody else's code.  Run in
the process that holds the match, it could walk the call stack or the garbage
collector's objects into the real state (the deck order, the opponent's hand,
the match seed), change the rules of the hand in progress, or replace its
opponent, and so forge arena and tournament results.  So it runs here instead:

* **The worker** (:func:`main`, started as ``python -c "from
  ginrummy.agents.sandbox import main; main()"``) is a process of its own.  It
  limits its memory (``RLIMIT_AS``), imports the plugin with the parent's
  ``sys.path`` rule, builds one bot object per match with a copy of the random
  source the parent would have given it, and answers the parent's messages:
  one JSON object a line on a private pair of pipes (the protocol's file
  descriptors are duplicates; the plugin's standard output goes to standard
  error and its standard input reads ``/dev/null``, so its own ``print``
  cannot corrupt the protocol).  The worker holds the views it was sent, and
  nothing else of the match: no state, no seed, no other agent.
* **The proxy**, :class:`SandboxAgent`, is what the runner drives, like any
  agent: it sends the view (:func:`ginrummy.wire.view_update`: what changed
  since the last one), waits for the answer with the match's time budget
  enforced here (a worker that overruns is killed), and turns a dead worker, a
  broken protocol, or an exception raised in the plugin into an
  :class:`~ginrummy.agents.base.AgentFailure`, which the runner records as the
  reason of a forfeit.  Without a budget no call waits longer than
  ``hard_limit`` (default 60 s), so a hung plugin cannot hang an arena.  The
  optional methods the bot lacks are not sent at all (as :func:`as_agent`
  would call them: nothing, no advice, ``act``).
* **The pool**, :class:`Sandboxes`, keeps one worker per plugin and player
  index, from match to match (a Python start costs about as much as twenty
  matches of ``simple``), and builds a fresh bot object in it for every match.

The process that holds the match never imports or runs plugin code, not even
to check a name: :meth:`Sandboxes.check` asks a worker.

The messages (parent to worker, each answered by one reply)::

    {"op": "load", "agent": "pkg.mod:Class", "path": [...], "memory_limit": N|null}
    {"op": "new", "rng": [VERSION, [INTERNAL...], GAUSS]}      a fresh bot object
    {"op": "act", "view": UPDATE}
    {"op": "act_advised", "view": UPDATE, "advice": ACTION|null}
    {"op": "advise", "view": UPDATE}
    {"op": "begin_hand", "view": UPDATE}
    {"op": "end_hand", "view": UPDATE}

    reply: {"ok": true} (load, hooks),
           {"ok": true, "name": NAME|null, "implements": [OPTIONAL...]} (new),
           {"ok": true, "action": ACTION|null} (act, act_advised, advise),
           {"ok": false, "error": TEXT} (the bot failed: TEXT is the forfeit reason),
           or {"ok": false, "protocol": true, "error": TEXT} (a message it could
           not read: the parent ends the worker)

``UPDATE`` is :func:`~ginrummy.wire.view_update` against the last view sent to
that worker (the whole view for the first), ``ACTION`` is
:meth:`Action.to_json <ginrummy.actions.Action.to_json>`; end of input ends the
worker.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import select
import signal
import subprocess
import sys
import time
import weakref
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ginrummy import actions as A
from ginrummy.actions import Action, ActionError, Kind, action_from_json
from ginrummy.agents.base import (
    OPTIONAL,
    Agent,
    AgentFailure,
    OverBudget,
    as_agent,
    implemented,
    not_an_action,
)
from ginrummy.agents.plugin import AgentError, load_plugin, split_plugin_name
from ginrummy.cards import CARD_NAMES, mask_of, parse_card, parse_cards
from ginrummy.errors import excerpt, quote
from ginrummy.melds import Layoff
from ginrummy.view import SeatView
from ginrummy.wire import WireError, apply_update, view_update

__all__ = [
    "DEFAULT_MEMORY_LIMIT",
    "HARD_LIMIT",
    "SandboxAgent",
    "SandboxOptions",
    "Sandboxes",
    "main",
]

#: The address space a worker may use, in bytes (``RLIMIT_AS``): 2 GiB.
DEFAULT_MEMORY_LIMIT = 2 << 30
#: The longest any call to a worker may take, budget or not, in seconds: loading
#: the plugin, building a bot, a hook, a decision without a time budget.
HARD_LIMIT = 60.0
#: The longest reply a worker may send, in bytes (a reply is an action: small).
MAX_REPLY = 1 << 20
#: Bytes of a worker's standard error kept to say how it died.
_TAIL = 4096
#: How often a wait checks that the worker is still alive, in seconds (a process
#: the plugin started may keep the pipe open after the worker died).
_POLL = 0.5
#: One JSON encoder for every message (``json.dumps`` with options builds one a call).
_encode = json.JSONEncoder(separators=(",", ":"), check_circular=False).encode
_decode = json.JSONDecoder().decode


@dataclass(frozen=True, slots=True)
class SandboxOptions:
    """How plugin agents' workers are started and limited."""

    path_entry: str | None = None
    """A directory put first on the worker's ``sys.path`` (the command line passes
    the current directory, as ``python -m`` does); the rest is this process's."""
    memory_limit: int | None = DEFAULT_MEMORY_LIMIT
    """Bytes of address space a worker may use (None: no limit; ignored where the
    ``resource`` module is missing)."""
    hard_limit: float = HARD_LIMIT
    """Seconds any one call may take, with or without a time budget."""
    echo_stderr: bool = True
    """Copy what a worker writes (the plugin's ``print`` included) to this process's
    standard error, as the plugin would have written it here."""


def _clean(text: str, limit: int = 300) -> str:
    """Text a worker sent, fit for a one-line message: control and format characters
    escaped, cut to ``limit`` characters."""
    shown = " ".join(text.split())
    if not shown.isprintable():
        shown = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in shown)
    return shown if len(shown) <= limit else shown[: limit - 3] + "..."


class _WorkerGone(Exception):
    """The worker cannot be used any more; the message says why (a forfeit reason)."""


class _Overran(Exception):
    """No reply within the limit: the worker was killed after ``elapsed`` seconds."""

    def __init__(self, elapsed: float) -> None:
        super().__init__(f"{elapsed} s")
        self.elapsed = elapsed


class _Worker:
    """One worker process and its pipes (POSIX: waits use ``select``)."""

    def __init__(self, agent: str, options: SandboxOptions) -> None:
        self.agent = agent
        self.options = options
        self.generation = 0
        """Counts the bot objects built in this worker (one per match)."""
        self.last_view: SeatView | None = None
        """The last view sent: the next is sent as what changed since."""
        self._buffer = bytearray()
        self._tail = bytearray()
        self.gone: str | None = None
        env = dict(os.environ)
        root = str(Path(__file__).resolve().parents[2])  # the directory holding ginrummy
        env["PYTHONPATH"] = os.pathsep.join(
            [root, *filter(None, [env.get("PYTHONPATH")])]
        )
        env["PYTHONUNBUFFERED"] = "1"  # the plugin's last words reach us before it dies
        try:
            self.process = subprocess.Popen(
                [sys.executable, "-c", "from ginrummy.agents.sandbox import main; main()"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                env=env,
                close_fds=True,
                start_new_session=True,  # the terminal's Ctrl-C is the parent's to handle
            )
        except OSError as exc:
            raise AgentError(
                f"agent {excerpt(agent)}: cannot start its process ({sys.executable}):"
                f" {exc.strerror}"
            ) from None
        assert self.process.stdin and self.process.stdout and self.process.stderr
        self._out = self.process.stdin.fileno()
        self._in = self.process.stdout.fileno()
        self._err: int | None = self.process.stderr.fileno()
        for fd in (self._out, self._in, self._err):
            os.set_blocking(fd, False)

    # ------------------------------------------------------------------ talking

    def request(self, message: Mapping[str, Any], limit: float) -> tuple[dict[str, Any], float]:
        """Send ``message`` and wait at most ``limit`` seconds for the reply: the reply
        and the seconds it took.  Raises :class:`_Overran` (the worker is then
        killed) or :class:`_WorkerGone` saying what happened.  A reply that reports
        a protocol error of ours (``"protocol": true``) ends the worker too: the
        two sides no longer agree on the last view."""
        if self.gone is not None:
            raise _WorkerGone(self.gone)
        data = _encode(message).encode() + b"\n"
        start = time.perf_counter()
        deadline = start + limit
        try:
            self._send(data, deadline)
            line = self._receive(deadline)
        except TimeoutError:
            elapsed = time.perf_counter() - start
            self.kill("stopped")
            raise _Overran(elapsed) from None
        elapsed = time.perf_counter() - start
        try:
            reply = _decode(line.decode())
        except (ValueError, RecursionError):  # not UTF-8, not JSON, nested too deep
            text = line.decode(errors="replace")
            raise self._broken(f"its answer is not JSON: {excerpt(text)}") from None
        if type(reply) is not dict or type(reply.get("ok")) is not bool:
            raise self._broken(f"its answer is not a reply: {quote(reply)}")
        if reply.get("protocol") is True:
            raise self._broken(_clean(str(reply.get("error")), 200))
        return reply, elapsed

    def _broken(self, what: str) -> _WorkerGone:
        return _WorkerGone(self.broken(what))

    def broken(self, what: str) -> str:
        """End the worker for breaking the protocol; the forfeit reason."""
        self.kill("stopped")
        self.gone = f"protocol error: {what}"
        return self.gone

    def _send(self, data: bytes, deadline: float) -> None:
        view = memoryview(data)
        while view:
            try:
                written = os.write(self._out, view)
            except BlockingIOError:
                self._wait(deadline, write=True)
                continue
            except OSError:  # a broken pipe: the worker is gone
                raise _WorkerGone(self._died()) from None
            view = view[written:]

    def _receive(self, deadline: float) -> bytes:
        buffer = self._buffer
        while True:
            end = buffer.find(b"\n")
            if end >= 0:
                line = bytes(buffer[:end])
                del buffer[: end + 1]
                return line
            if len(buffer) > MAX_REPLY:
                raise self._broken(f"its answer is longer than {MAX_REPLY} bytes")
            self._wait(deadline, write=False)
            try:
                chunk = os.read(self._in, 65536)
            except BlockingIOError:
                continue
            if not chunk:
                raise _WorkerGone(self._died())
            buffer += chunk

    def _wait(self, deadline: float, write: bool) -> None:
        """Until the protocol's pipe is ready (readable, or writable with ``write``),
        copying the worker's standard error meanwhile."""
        while True:
            left = deadline - time.perf_counter()
            if left <= 0:
                raise TimeoutError
            readers = [self._in] if not write else []
            if self._err is not None:
                readers.append(self._err)
            ready_r, ready_w, _ = select.select(
                readers, [self._out] if write else [], [], min(left, _POLL)
            )
            if self._err is not None and self._err in ready_r:
                self._drain_stderr()
            if ready_w or (not write and self._in in ready_r):
                return
            if not ready_r and self.process.poll() is not None:
                raise _WorkerGone(self._died())

    def _drain_stderr(self) -> None:
        assert self._err is not None
        try:
            chunk = os.read(self._err, 65536)
        except BlockingIOError:
            return
        except OSError:
            chunk = b""
        if not chunk:
            self._err = None
            return
        self._tail += chunk
        del self._tail[:-_TAIL]
        if self.options.echo_stderr:
            try:
                sys.stderr.write(chunk.decode(errors="replace"))
                sys.stderr.flush()
            except (OSError, ValueError):
                pass

    def _died(self) -> str:
        """Why the worker is gone, once its process has ended: its exit status or
        signal and its last words on standard error."""
        try:
            status = self.process.wait(timeout=2)
        except subprocess.TimeoutExpired:  # the pipe closed but the process lives on
            self.kill("stopped")
            status = self.process.returncode
        while self._err is not None:
            ready, _, _ = select.select([self._err], [], [], 0.2)
            if not ready:
                break
            self._drain_stderr()
        if status is not None and status < 0:
            try:
                what = f"was killed by signal {-status} ({signal.Signals(-status).name})"
            except ValueError:
                what = f"was killed by signal {-status}"
        else:
            what = f"exited with status {status}"
        words = self._last_words()
        self.gone = f"its process {what}" + (f"; its last words: {words}" if words else "")
        return self.gone

    def _last_words(self) -> str:
        lines = [line for line in self._tail.decode(errors="replace").splitlines() if line.strip()]
        text = " | ".join(line.strip() for line in lines[-3:])
        if len(text) > 200:
            text = "..." + text[-197:]
        return _clean(text, 210)

    # ------------------------------------------------------------------ ending

    def kill(self, why: str) -> None:
        """End the worker now (and any process it started in its session)."""
        if self.gone is None:
            self.gone = f"its process was {why}"
        if self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except OSError:
                self.process.kill()
        self._close_pipes()

    def close(self) -> None:
        """End the worker: it reads end of input and exits; killed if it does not."""
        if self.process.poll() is None and self.gone is None:
            self.gone = "its process was closed"
            with contextlib.suppress(OSError):
                assert self.process.stdin is not None
                self.process.stdin.close()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=1)
        self.kill("closed")

    def _close_pipes(self) -> None:
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=5)


class Sandboxes:
    """Worker processes for plugin agents, kept from match to match: one per plugin
    and player index, so that the two seats of a match never share a process.

    Use as a context manager, or call :meth:`close`; a worker also ends when this
    process does (it reads end of input).
    """

    def __init__(self, options: SandboxOptions | None = None) -> None:
        self.options = options or SandboxOptions()
        self._workers: dict[tuple[str, int], _Worker] = {}
        # Forgotten without close(): the workers end when this is collected.
        weakref.finalize(self, _end_workers, self._workers)

    def __enter__(self) -> Sandboxes:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """End every worker."""
        _end_workers(self._workers)

    def _worker(self, name: str, slot: int) -> _Worker:
        key = (name, slot)
        worker = self._workers.get(key)
        if worker is not None and worker.gone is None:
            return worker
        if worker is not None:
            worker.kill("replaced")
        if os.name != "posix":
            raise AgentError(
                f"agent {quote(name)}: plugin agents run in a process of their own, which"
                " needs a POSIX system (Linux, macOS) for now"
            )
        worker = _Worker(name, self.options)
        self._workers[key] = worker
        path = list(sys.path)
        entry = self.options.path_entry
        if entry is not None and entry not in path:
            path.insert(0, entry)
        message = {"op": "load", "agent": name, "path": path,
                   "memory_limit": self.options.memory_limit}
        self._ask(worker, message)
        return worker

    def _ask(self, worker: _Worker, message: Mapping[str, Any]) -> dict[str, Any]:
        """A load or a new bot: AgentError unless the worker says it is done."""
        name = excerpt(worker.agent)
        limit = self.options.hard_limit
        try:
            reply, _ = worker.request(message, limit)
        except (_Overran, _WorkerGone) as exc:
            worker.kill("stopped")
            why = f"no answer in {limit:g} s" if isinstance(exc, _Overran) else str(exc)
            raise AgentError(
                f"agent {name}: {why} (while loading the plugin and building its bot)"
            ) from None
        if not reply["ok"]:
            raise AgentError(_clean(str(reply.get("error")), 400))
        return reply

    def agent(self, name: str, rng: random.Random, slot: int = 0) -> SandboxAgent:
        """A new bot object of plugin ``name`` for player ``slot`` of a match, built in
        that player's worker with a copy of ``rng``.  Raises :class:`AgentError` when
        the plugin cannot be loaded or built, saying why."""
        split_plugin_name(name)
        worker = self._worker(name, slot)
        version, internal, gauss = rng.getstate()
        reply = self._ask(worker, {"op": "new", "rng": [version, list(internal), gauss]})
        worker.generation += 1
        shown = reply.get("name")
        listed = reply.get("implements")
        has = frozenset(name for name in OPTIONAL if type(listed) is list and name in listed)
        return SandboxAgent(worker, shown if isinstance(shown, str) else name, has)

    def check(self, name: str) -> None:
        """Load plugin ``name`` and build one bot, in a worker: :class:`AgentError` if
        that fails."""
        self.agent(name, random.Random(0))


def _end_workers(workers: dict[tuple[str, int], _Worker]) -> None:
    ending = list(workers.values())
    workers.clear()
    for worker in ending:
        worker.close()


class SandboxAgent(Agent):
    """A plugin's bot object in its worker, driven like any agent (the runner's view of
    it); built by :meth:`Sandboxes.agent` (or :func:`ginrummy.agents.make_agent`).

    ``time_budget``: the seconds one decision (``act``, ``act_advised``) may take,
    measured here from sending the view to reading the answer; the runner sets it
    for the match.  A decision that overruns raises
    :class:`~ginrummy.agents.base.OverBudget` and the worker is killed.  Any other
    failure raises :class:`~ginrummy.agents.base.AgentFailure` with the reason.
    The bot's random source lives in its process: ``rng`` here is unused.
    """

    def __init__(self, worker: _Worker, name: str, implements: frozenset[str]) -> None:
        super().__init__(random.Random(0))
        self.implements = implements
        """The optional methods the bot has: the others are not sent (as :func:`as_agent`
        would call them: nothing, no advice, ``act``)."""
        self._worker = worker
        self._generation = worker.generation
        self.name = _clean(name, 60)
        self.time_budget: float | None = None
        self._owner: Sandboxes | None = None

    def close(self) -> None:
        """End the worker, when this agent has one of its own (from ``make_agent``
        without a pool)."""
        if self._owner is not None:
            self._owner.close()

    def _call(self, op: str, view: SeatView, timed: bool, **extra: Any) -> dict[str, Any]:
        worker = self._worker
        if worker.generation != self._generation:
            raise AgentFailure("this agent's process now plays another match")
        budget = self.time_budget if timed else None
        hard = worker.options.hard_limit
        message = {"op": op, "view": view_update(worker.last_view, view), **extra}
        worker.last_view = None  # unknown to the worker until it answers
        try:
            reply, elapsed = worker.request(message, hard if budget is None else budget)
        except _Overran as exc:
            if budget is not None:
                raise OverBudget(exc.elapsed, budget) from None
            raise AgentFailure(
                f"no answer in {hard:g} s (the limit on any call to a plugin agent):"
                " its process was stopped"
            ) from None
        except _WorkerGone as exc:
            raise AgentFailure(str(exc)) from None
        worker.last_view = view
        if budget is not None and elapsed > budget:
            raise OverBudget(elapsed, budget)
        if not reply["ok"]:
            error = reply.get("error")
            raise AgentFailure(str(error)[:2000] if isinstance(error, str) else "failed")
        return reply

    def _action(self, reply: dict[str, Any], optional: bool) -> Action | None:
        data = reply.get("action")
        if data is None and optional:
            return None
        try:
            return _action_in(data)
        except Exception as exc:  # ActionError, or anything a forged reply may cause
            what = str(exc) if isinstance(exc, ActionError) else type(exc).__name__
            raise AgentFailure(self._worker.broken(f"not an action: {_clean(what, 200)}")) \
                from None

    def act(self, view: SeatView) -> Action:
        action = self._action(self._call("act", view, True), False)
        assert action is not None
        return action

    def act_advised(self, view: SeatView, advice: Action | None) -> Action:
        if "act_advised" not in self.implements:
            return self.act(view)
        advice_json = None if advice is None else advice.to_json()
        reply = self._call("act_advised", view, True, advice=advice_json)
        action = self._action(reply, False)
        assert action is not None
        return action

    def advise(self, view: SeatView) -> Action | None:
        if "advise" not in self.implements:
            return None
        return self._action(self._call("advise", view, False), True)

    def begin_hand(self, view: SeatView) -> None:
        if "begin_hand" in self.implements:
            self._call("begin_hand", view, False)

    def end_hand(self, view: SeatView) -> None:
        if "end_hand" in self.implements:
            self._call("end_hand", view, False)

    def __repr__(self) -> str:
        return f"SandboxAgent({self._worker.agent!r})"


def standalone_agent(name: str, rng: random.Random, options: SandboxOptions | None = None,
                     ) -> SandboxAgent:
    """A plugin agent with a worker of its own, ended by :meth:`SandboxAgent.close` or
    when the agent is garbage collected."""
    pool = Sandboxes(options)
    try:
        agent = pool.agent(name, rng)
    except BaseException:
        pool.close()
        raise
    agent._owner = pool  # the pool (and its worker) lives as long as the agent
    return agent


#: The actions without melds by their JSON's action and card: read by one look-up.
_PLAIN_ACTIONS: dict[tuple[object, object], Action] = {
    **{(a.kind.value, None): a for a in (A.PASS, A.DRAW_STOCK, A.DRAW_DISCARD, A.BIG_GIN)},
    **{("discard", CARD_NAMES[c]): A.discard(c) for c in range(52)},
    **{("knock", CARD_NAMES[c]): A.knock(c) for c in range(52)},
}


def _action_in(data: Any) -> Action:
    """The action a worker sent, exactly: melds and lay-offs in the order the bot gave
    them, as the record would have written them in process."""
    if type(data) is dict:
        kind, card = data.get("action"), data.get("card")
        if type(kind) is str and (card is None or type(card) is str):
            plain = _PLAIN_ACTIONS.get((kind, card))
            if plain is not None and len(data) == (1 if card is None else 2):
                return plain
    action = action_from_json(data)
    if action.kind is Kind.ARRANGE or action.kind is Kind.LAY_OFF:
        melds = tuple(mask_of(parse_cards(" ".join(meld))) for meld in data["melds"])
        layoffs = action.layoffs
        if action.kind is Kind.LAY_OFF:
            layoffs = tuple(Layoff(parse_card(lo["card"]), lo["meld"]) for lo in data["layoffs"])
        action = Action(action.kind, None, melds, layoffs)
    return action


# ----------------------------------------------------------------------------- the worker


def _exception_text(exc: BaseException) -> str:
    if isinstance(exc, SystemExit):
        return f"SystemExit: the bot called sys.exit({quote(exc.code)})"
    return f"{type(exc).__name__}: {exc}"


def _set_memory_limit(limit: int | None) -> None:
    if limit is None:
        return
    try:
        import resource
    except ImportError:  # not on this platform: no limit (docs/bots.md says so)
        return
    _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))


def _rng_in(data: Any) -> random.Random:
    if (
        type(data) is not list
        or len(data) != 3
        or type(data[1]) is not list
        or not all(type(x) is int for x in data[1])
    ):
        raise ValueError("not a random state")
    rng = random.Random()
    rng.setstate((data[0], tuple(data[1]), data[2]))
    return rng


class _Host:
    """The worker's side: the plugin's bot object and the last view it was sent."""

    def __init__(self) -> None:
        self.name: str | None = None
        self.bot: Agent | None = None
        self.view: SeatView | None = None

    def handle(self, message: Any) -> dict[str, Any]:
        op = message.get("op") if type(message) is dict else None
        if op == "load":
            return self._load(message)
        if op == "new":
            return self._new(message)
        bot = self.bot
        if bot is None or op not in _CALLS:
            return _protocol_error(f"unexpected {quote(op)}")
        try:
            self.view = view = apply_update(self.view, message.get("view"))
            raw = message.get("advice")
            advice = None if raw is None else action_from_json(raw)
        except (WireError, ActionError) as exc:
            self.view = None
            return _protocol_error(str(exc))
        result: object
        try:
            if op == "act":
                result = bot.act(view)
            elif op == "act_advised":
                result = bot.act_advised(view, advice)
            elif op == "advise":
                result = bot.advise(view)
                if result is None:
                    return {"ok": True, "action": None}
            elif op == "begin_hand":
                bot.begin_hand(view)
                return {"ok": True}
            else:
                bot.end_hand(view)
                return {"ok": True}
        except BaseException as exc:  # the bot's failure is its forfeit, not the worker's end
            # The runner names the method before a hook's or advice's reason, as in process.
            return {"ok": False, "error": _exception_text(exc)}
        if not isinstance(result, Action):
            return {"ok": False, "error": not_an_action(result, op)}
        try:
            return {"ok": True, "action": result.to_json()}
        except Exception as exc:  # an Action built by hand with a card that is no card
            return {"ok": False, "error": f"illegal action: {type(exc).__name__}: {exc}"}

    def _load(self, message: dict[str, Any]) -> dict[str, Any]:
        name = message.get("agent")
        path = message.get("path")
        if type(name) is not str or type(path) is not list or self.name is not None:
            return _protocol_error("load needs an agent and a path, once")
        # Before any of the plugin's code runs: its memory, then where it is found.
        _set_memory_limit(message.get("memory_limit"))
        sys.path[:] = [str(p) for p in path]
        self.name = name
        return {"ok": True}

    def _new(self, message: dict[str, Any]) -> dict[str, Any]:
        if self.name is None:
            return _protocol_error("new before load")
        try:
            rng = _rng_in(message.get("rng"))
        except (ValueError, TypeError) as exc:
            return _protocol_error(str(exc))
        self.bot = None
        try:
            self.bot = as_agent(load_plugin(self.name, rng))
        except AgentError as exc:
            return {"ok": False, "error": str(exc)}
        shown = getattr(self.bot, "name", None)
        return {"ok": True, "name": shown if isinstance(shown, str) else None,
                "implements": sorted(implemented(self.bot))}


_CALLS = ("act", "act_advised", "advise", "begin_hand", "end_hand")


def _protocol_error(what: str) -> dict[str, Any]:
    return {"ok": False, "protocol": True, "error": f"protocol error: {what}"}


def main() -> int:
    """The worker: answer the parent's messages until end of input."""
    proto_in = os.fdopen(os.dup(0), "rb")
    proto_out = os.dup(1)
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)  # the plugin's standard input: nothing
    os.close(devnull)
    os.dup2(2, 1)  # the plugin's standard output: our standard error
    host = _Host()
    while True:
        line = proto_in.readline()
        if not line:
            return 0
        try:
            message = _decode(line.decode())
        except ValueError:
            reply: dict[str, Any] = {"ok": False, "error": "protocol error: not JSON"}
        else:
            reply = host.handle(message)
        data = _encode(reply).encode() + b"\n"
        view = memoryview(data)
        try:
            while view:
                view = view[os.write(proto_out, view):]
        except OSError:  # the parent is gone
            return 0
