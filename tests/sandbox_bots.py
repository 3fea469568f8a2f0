"""Plugin bots for tests/test_sandbox.py, named ``sandbox_bots:ClassName``.

Each plays exactly as ``simple`` does with the same seed, except where its
docstring says otherwise, so that a match it plays can be compared with the
same match played by :class:`Honest`.  Nothing happens at import time: the test
suite imports this module in its own process too (pytest's doctest collection).

:class:`Attacker` tries the three attacks of issue 27, item 1, from inside
``act``: it walks the call stack and ``gc.get_objects()`` for anything holding
the deck, the opponent's hand or the match seed, changes the rules of the hand
in progress with ``object.__setattr__``, and replaces its opponent in any list
of agents it can find.  It writes what it found, as one JSON line per attack,
to the file named by the environment variable ``GINRUMMY_TEST_REPORT``.
"""

from __future__ import annotations

import gc
import inspect
import json
import os
import random
import signal
import sys
import time
from types import FrameType
from typing import Any

from ginrummy.actions import Action
from ginrummy.agents import SimpleAgent
from ginrummy.agents.expert import ExpertAgent
from ginrummy.agents.levels import MEDIUM
from ginrummy.view import SeatView

#: The environment variable naming the file the attacker reports to.
REPORT = "GINRUMMY_TEST_REPORT"

#: Types whose objects hold what a seat may not see: the full state, the match
#: (its seed and deck source), the loop and the record (every card drawn).
SECRET_TYPES = {"HandState", "Match", "MatchDriver", "RecordWriter", "MatchOutcome"}


class Honest(SimpleAgent):
    """``simple``, under another name: the control of the attack tests."""

    name = "honest"


class Resign:
    """What the attacker puts in its opponent's place: an agent that returns no action
    (in the runner, a forfeit)."""

    def act(self, view: SeatView) -> Action:
        return None  # type: ignore[return-value]


class Attacker(SimpleAgent):
    """Plays as :class:`Honest` and attacks at its 1st and 10th decisions."""

    name = "attacker"

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.decisions = 0

    def act(self, view: SeatView) -> Action:
        action = super().act(view)  # decided before the attack: the same as Honest's
        self.decisions += 1
        if self.decisions in (1, 10):
            self._attack(view)
        return action

    def _attack(self, view: SeatView) -> None:
        found: dict[str, Any] = {
            "secret_types": set(),  # objects of SECRET_TYPES reached
            "decks": [],  # sequences of the 52 cards (a deck order)
            "ints": set(),  # large integers reached (a match seed, a hand's mask)
            "other_agents": 0,  # objects with act() other than this bot
            "replaced": 0,  # opponents replaced in a list of agents
            "frames": 0,
            "objects": 0,
        }
        frame: FrameType | None = inspect.currentframe()
        frames: list[FrameType] = []
        while frame is not None:
            frames.append(frame)
            frame = frame.f_back
        found["frames"] = len(frames)
        for f in frames:
            for value in list(f.f_locals.values()):
                self._look(value, found)
                if isinstance(value, dict | list | tuple):
                    for item in list(value.values() if isinstance(value, dict) else value):
                        self._look(item, found)
        objects = gc.get_objects()
        found["objects"] = len(objects)
        for obj in objects:
            self._look(obj, found)
            if type(obj) is dict:
                for item in list(obj.values()):
                    self._look(item, found)
            elif type(obj) is list:
                self._replace_opponent(obj, found)
        del objects
        # The rules of the hand in progress: the view's object is the state's in process.
        rules = view.rules
        object.__setattr__(rules, "target", 1)
        object.__setattr__(rules, "gin_bonus", 500)
        object.__setattr__(rules, "undercut_bonus", 500)
        report = {
            "secret_types": sorted(found["secret_types"]),
            "decks": found["decks"][:5],
            "ints": sorted(found["ints"])[:50000],
            "other_agents": found["other_agents"],
            "replaced": found["replaced"],
            "frames": found["frames"],
            "objects": found["objects"],
            "rules_target_now": rules.target,
            "pid": os.getpid(),
        }
        path = os.environ.get(REPORT)
        if path:
            with open(path, "a", encoding="utf-8") as out:
                out.write(json.dumps(report) + "\n")

    def _look(self, obj: object, found: dict[str, Any]) -> None:
        kind = type(obj)
        name = kind.__name__
        if name in SECRET_TYPES:
            found["secret_types"].add(name)
            return
        if kind is int:
            if obj > 1 << 24:  # type: ignore[operator]
                found["ints"].add(obj)
            return
        if kind is tuple or kind is list:
            seq: Any = obj
            ints = [x for x in seq if type(x) is int]
            if len(seq) == 52 and len(ints) == 52 and sorted(ints) == list(range(52)):
                found["decks"].append(ints)
            found["ints"].update(x for x in ints if x > 1 << 24)  # a hand's mask is one
            return
        if kind is str or kind is dict or isinstance(obj, type):
            return
        # The class's act, not the object's: an object's __getattr__ may answer anything.
        if (
            callable(_class_attr(obj, "act"))
            and obj is not self
            and not isinstance(obj, Attacker | Resign)
        ):
            found["other_agents"] += 1

    def _replace_opponent(self, items: list[Any], found: dict[str, Any]) -> None:
        """A list holding this bot (or its bound methods) and another agent (or its):
        the runner's agents.  Put a resigning agent in the other's place."""
        mine = [x is self or _bound_to(x) is self for x in items]
        if not any(mine) or len(items) > 3:
            return
        for i, item in enumerate(items):
            if mine[i]:
                continue
            owner = _bound_to(item) or item
            if callable(_class_attr(owner, "act")) and not isinstance(owner, Resign):
                resign = Resign()
                items[i] = resign.act if item is not owner else resign
                found["replaced"] += 1


def _class_attr(obj: object, name: str) -> object:
    try:
        return getattr(type(obj), name, None)
    except BaseException:
        return None


def _bound_to(obj: object) -> object:
    """The object a bound method is bound to (None for anything else)."""
    if type(obj).__name__ != "method":
        return None
    return getattr(obj, "__self__", None)


class Overrun(SimpleAgent):
    """At its 3rd decision, thinks for an hour."""

    name = "overrun"

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.decisions = 0

    def act(self, view: SeatView) -> Action:
        self.decisions += 1
        if self.decisions == 3:
            time.sleep(3600)
        return super().act(view)


class Dies(SimpleAgent):
    """At its 5th decision, its process ends at once (``os._exit(3)``)."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.decisions = 0

    def act(self, view: SeatView) -> Action:
        self.decisions += 1
        if self.decisions == 5:
            sys.stderr.write("about to die\n")
            sys.stderr.flush()
            os._exit(3)
        return super().act(view)


class Exits(SimpleAgent):
    """At its 4th decision, calls ``sys.exit(0)`` inside ``act``."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.decisions = 0

    def act(self, view: SeatView) -> Action:
        self.decisions += 1
        if self.decisions == 4:
            sys.exit(0)
        return super().act(view)


class Prints(SimpleAgent):
    """Plays as Honest and writes to its standard output at every decision, with
    ``print`` and straight to file descriptor 1, and reads its standard input."""

    def act(self, view: SeatView) -> Action:
        print('{"ok": true, "action": {"action": "pass"}}')
        os.write(1, b'{"ok": true, "action": {"action": "draw_stock"}}\n')
        sys.stdout.flush()
        line = sys.stdin.readline()  # at end of file: nothing to read, nothing to wait for
        assert line == ""
        return super().act(view)


class Hog(SimpleAgent):
    """At its 2nd decision, allocates 4 GiB (more than the test's memory limit) and
    keeps it."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.decisions = 0
        self.hoard: list[bytearray] = []

    def act(self, view: SeatView) -> Action:
        self.decisions += 1
        if self.decisions == 2:
            for _ in range(64):
                self.hoard.append(bytearray(64 << 20))
        return super().act(view)


class OnlyAct:
    """The protocol at its least: ``act`` and nothing else (no hooks, no name, no
    advice), built without arguments; plays as simple seeded with 5."""

    def __init__(self) -> None:
        self.inner = SimpleAgent(random.Random(5))

    def act(self, view: SeatView) -> Action:
        return self.inner.act(view)


class Stalls(SimpleAgent):
    """Never answers ``begin_hand`` of its 2nd hand (hooks have no time budget)."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.hands = 0

    def begin_hand(self, view: SeatView) -> None:
        self.hands += 1
        if self.hands == 2:
            time.sleep(3600)


def _protocol_fd() -> int:
    """The worker's end of the protocol's pipe, found in its frames (main's locals)."""
    frame = inspect.currentframe()
    while frame is not None and "proto_out" not in frame.f_locals:
        frame = frame.f_back
    assert frame is not None
    fd: int = frame.f_locals["proto_out"]
    return fd


class Garbles(SimpleAgent):
    """At its 3rd decision, writes ``payload`` on the protocol's own pipe before
    answering: a line that is not JSON."""

    payload = b"this is not JSON\n"

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.decisions = 0

    def act(self, view: SeatView) -> Action:
        self.decisions += 1
        if self.decisions == 3:
            os.write(_protocol_fd(), self.payload)
        return super().act(view)


class ForgesCard(Garbles):
    """Forges a reply whose card is a list (a key no dictionary can hold)."""

    payload = b'{"ok": true, "action": {"action": "discard", "card": ["7h"]}}\n'


class ForgesDepth(Garbles):
    """Forges a reply nested 100,000 deep."""

    payload = b"[" * 100_000 + b"\n"


class ForgesBuild(SimpleAgent):
    """Answers its own construction with a forged reply, listing a dictionary among
    its methods; the worker's true reply then arrives where an action is awaited."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        os.write(_protocol_fd(), b'{"ok": true, "name": "x", "implements": [{}]}\n')


class Advisor(ExpertAgent):
    """The ``medium`` level's expert, which advises the captain and weighs advice as
    captain (R11.3): every method of the protocol crosses the process boundary."""

    name = "advisor"

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng, MEDIUM)


class KillsItself(SimpleAgent):
    """At its 2nd decision, its process is killed by a signal (SIGKILL, as the kernel's
    out-of-memory killer would)."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.decisions = 0

    def act(self, view: SeatView) -> Action:
        self.decisions += 1
        if self.decisions == 2:
            os.kill(os.getpid(), signal.SIGKILL)
        return super().act(view)


class FailingHook(SimpleAgent):
    """Raises in ``begin_hand`` of its 2nd hand."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.hands = 0

    def begin_hand(self, view: SeatView) -> None:
        self.hands += 1
        if self.hands == 2:
            raise ValueError("no memory left")


class BadAdvice(SimpleAgent):
    """Three-player Gin: advises the captain with something that is not an action."""

    def advise(self, view: SeatView) -> Action | None:
        return 3  # type: ignore[return-value]


class RaisingAdvice(SimpleAgent):
    """Three-player Gin: raises when asked for advice."""

    def advise(self, view: SeatView) -> Action | None:
        raise KeyError("oops")
