"""A viewer's snapshot of a table, and what changed from one snapshot to the next.

A client draws the table from a snapshot: everything its viewer may see as of
one entry of the log (:meth:`Table.snapshot_for <ginrummy.table.Table.snapshot_for>`).
After every change a server could send each viewer the whole snapshot again,
but a hand's snapshots differ little from one to the next (a card moved, the
turn passed) and the whole one is a few kilobytes, most of it the hand's events
so far; so the server sends it once, when a client connects, and then only
:meth:`Shown.changes_since` the last one it sent.  The client rebuilds each
snapshot with :func:`apply_changes`.  The two are written here side by side and
a property test checks, over random tables, that
``apply_changes(old.snapshot(), new.changes_since(old)) == new.snapshot()``.

The changes are an object with a key for each of the snapshot's parts that
changed (``table``, ``view``, ``public``, ``choices``, ``hand``, ``commitment``,
``timers``, ``advice``, ``you``); a part that did not change is left out.  Three parts are
themselves objects and are told by what changed inside them:

- ``table``: the keys of the table's information that changed, each whole;
- ``view`` and ``public`` (a seat's view, the public view): null when there is
  none now; the whole view when there was none; otherwise its fields that
  changed, each whole, except the hand's events: the ones added are
  ``new_events`` (when the events only grew; ``events`` whole otherwise, as
  after an undo or a new hand).  These are :func:`ginrummy.wire.view_update`'s.

Everything else is replaced whole.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ginrummy.errors import GinRummyError, quote
from ginrummy.table.entries import ActionJson
from ginrummy.table.events import Choices, TableInfo, TimerState, YourPlace
from ginrummy.table.sight import PUBLIC_FIELDS, public_json
from ginrummy.view import SeatView
from ginrummy.wire import view_to_json, view_update

__all__ = ["PARTS", "ChangesError", "Shown", "apply_changes"]

#: The parts of a snapshot (besides its ``seq``), in the order they are written.
PARTS = ("table", "view", "public", "choices", "hand", "commitment", "timers", "advice", "you")

#: The parts told by what changed inside them (the others are replaced whole).
_VIEWS = ("view", "public")


class ChangesError(GinRummyError, ValueError):
    """Changes that cannot apply to the snapshot held (a client out of step)."""


@dataclass(frozen=True, slots=True)
class Shown:
    """What one viewer is shown of a table as of entry ``seq``.

    The views are kept as :class:`~ginrummy.view.SeatView` (the public one as
    seat 0's view, of which it shows the public fields, with its ``extras``) so
    that the next snapshot is told as what changed without writing either whole.
    """

    seq: int
    table: TableInfo
    view: SeatView | None
    public: SeatView | None
    extras: dict[str, Any] | None
    """The public view's own fields (the hands' sizes, the cards seen taken)."""
    choices: Choices | None
    """What the view's seat may do (:mod:`ginrummy.table.choices`), with the view."""
    hand: int | None
    commitment: str | None
    timers: list[TimerState]
    advice: ActionJson | None
    you: YourPlace

    def snapshot(self) -> dict[str, Any]:
        """The whole snapshot, as JSON (without the message's ``type``)."""
        return {
            "seq": self.seq,
            "table": self.table,
            "view": None if self.view is None else view_to_json(self.view),
            "public": None if self.public is None or self.extras is None
            else public_json(view_to_json(self.public), self.extras),
            "choices": self.choices,
            "hand": self.hand,
            "commitment": self.commitment,
            "timers": self.timers,
            "advice": self.advice,
            "you": self.you,
        }

    def changes_since(self, old: Shown) -> dict[str, Any]:
        """What a holder of ``old``'s snapshot needs to rebuild this one (see the
        module docstring); empty when nothing it is shown changed."""
        out: dict[str, Any] = {}
        if self.table is not old.table:
            table = {key: value for key, value in self.table.items()
                     if old.table.get(key, _MISSING) != value}
            if table:
                out["table"] = table
        if self.view is not old.view and self.view != old.view:
            out["view"] = None if self.view is None else view_update(old.view, self.view)
        public = _public_changes(old, self)
        if public is not _MISSING:
            out["public"] = public
        for name in ("choices", "hand", "commitment", "timers", "advice", "you"):
            value = getattr(self, name)
            if value != getattr(old, name):
                out[name] = value
        return out


_MISSING: Any = object()


def _public_changes(old: Shown, new: Shown) -> Any:
    """The public view's changes, or _MISSING when it did not change."""
    if new.public is None or new.extras is None:
        return _MISSING if old.public is None else None
    if old.public is None or old.extras is None:
        return public_json(view_to_json(new.public), new.extras)
    if new.public is old.public and new.extras == old.extras:
        return _MISSING
    changed = {key: value for key, value in view_update(old.public, new.public).items()
               if key in PUBLIC_FIELDS or key == "new_events"}
    changed.update({key: value for key, value in new.extras.items()
                    if old.extras.get(key) != value})
    return changed or _MISSING


def apply_changes(snapshot: dict[str, Any], seq: int, changes: Any) -> dict[str, Any]:
    """The snapshot as of ``seq``: ``snapshot`` (as of an earlier entry) with
    ``changes`` applied.  A new object; ``snapshot`` is left as it was.
    :class:`ChangesError` if the changes do not fit it (a part unknown, a view's
    changes with no view held, events added to none)."""
    if not isinstance(changes, dict):
        raise ChangesError(f"changes are an object, not {quote(changes)}")
    held = snapshot.get("seq")
    if not isinstance(held, int) or seq < held:
        raise ChangesError(f"changes as of entry {seq} to a snapshot as of {quote(held)}")
    out = dict(snapshot)
    out["seq"] = seq
    for part, value in changes.items():
        if part not in PARTS:
            raise ChangesError(f"unknown part {quote(part)} of a snapshot")
        if part == "table":
            if not isinstance(value, dict) or not isinstance(out.get("table"), dict):
                raise ChangesError("the table's changes are an object")
            out["table"] = {**out["table"], **value}
        elif part in _VIEWS and value is not None and out.get(part) is not None:
            out[part] = _apply_view(out[part], value, part)
        else:
            out[part] = value
    return out


def _apply_view(held: Any, changed: Any, part: str) -> dict[str, Any]:
    if not isinstance(held, dict) or not isinstance(changed, dict):
        raise ChangesError(f"the {part}'s changes are an object")
    view = dict(held)
    for key, value in changed.items():
        if key == "new_events":
            events = view.get("events")
            if not isinstance(events, list) or not isinstance(value, list):
                raise ChangesError(f"events added to a {part} that holds none")
            view["events"] = events + value
        else:
            view[key] = value
    return view
