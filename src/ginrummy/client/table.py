"""One person (or spectator) at one table: the table drawn from the snapshot held,
what happened told in words, each decision shown with its choices, and the
person's lines sent as intents.

The client decides no rule: it lists the view's legal actions as choices
(:mod:`ginrummy.seattext`, as ``ginrummy play --plain`` does), sends what the
person types, and prints the server's refusal as one line.  Everything it says
of the table comes from the one snapshot it holds (:class:`~ginrummy.remote.link.Shown`:
the events of an update are told after its changes are applied), in the words of
:mod:`ginrummy.narration` and :mod:`ginrummy.seattext`.
"""

from __future__ import annotations

import asyncio
import shlex
from dataclasses import dataclass
from typing import Any

from ginrummy import protocol as P
from ginrummy.actions import Action, Kind
from ginrummy.cards import parse_card
from ginrummy.client.lines import Lines
from ginrummy.client.screen import Screen
from ginrummy.legality import Phase
from ginrummy.names import shown_name
from ginrummy.narration import (
    action_line,
    deal_line,
    describe_score,
    hand_end_lines,
    match_end_lines,
    role_line,
    sentence,
)
from ginrummy.remote.errors import ConnectError, Stop
from ginrummy.remote.link import Closed, Fatal, Item, Link, Lost, Shown
from ginrummy.seattext import (
    ChoiceError,
    advice_line,
    choices,
    help_text,
    menu_lines,
    read_action,
    status_lines,
    suggest_line,
    words,
)
from ginrummy.view import SeatView
from ginrummy.wire import view_from_json

__all__ = ["MENU_LIMIT", "TableClient", "come_back_command"]

#: The phases in which the player sitting out advises the captain (R11.3).
_ADVISED = frozenset({Phase.OFFER, Phase.DRAW, Phase.DISCARD})
#: What happens to a seat while its person is gone (docs/protocol.md, "Away, claims
#: and adjourned matches"), said when they go.
_AWAY = ("against the computer the match waits for you; between people the others may"
         " claim it once the grace time is over")
#: Melds and lay-off choices listed before "type 'all'".
MENU_LIMIT = 10


@dataclass(frozen=True, slots=True)
class Typed:
    """A line the person typed (None: the end of input), in the queue beside the link's."""

    line: str | None


def come_back_command(base: str, name: str, table_id: str) -> str:
    """The command that brings this person back to this table (their name: two
    people may keep names for one server in one data folder)."""
    return f"ginrummy connect {base} --name {shlex.quote(name)} --table {table_id}"


class TableClient:
    """One person (or spectator) at one table, through one :class:`Link` at a time."""

    def __init__(self, link: Link, screen: Screen, lines: Lines, *,
                 come_back: str = "ginrummy connect") -> None:
        self.link = link
        self.screen = screen
        self.lines = lines
        self.come_back = come_back
        """The command that brings the person back (said when they quit)."""
        self.table_id = link.table_id
        self.spectator = link.spectator
        self.snap: P.Snapshot | None = None
        """The snapshot held: the one copy of the table this client tells from."""
        # The decision shown (hand and choices printed), and the one answered.
        self.shown: tuple[Any, ...] | None = None
        self.answered: tuple[Any, ...] | None = None
        #: The view of the decision being asked for (tests read it), and its choices.
        self.asking: SeatView | None = None
        self.choices: list[Action] = []
        self.default: Action | None = None
        self.over = False
        self._ids = 0
        self._reader: asyncio.Task[None] | None = None
        self._lost: Lost | None = None

    # ------------------------------------------------------------------ the snapshot held

    @property
    def ws(self) -> Any:
        """The open WebSocket, or None (tests cut it)."""
        return self.link.ws

    @property
    def prompting(self) -> bool:
        return self.screen.prompting

    @property
    def me(self) -> int | None:
        """The person's seat, or None watching."""
        return None if self.snap is None else self.snap.you.seat

    def _hints(self) -> bool:
        """Whether the table gives the person hints and takes moves back (the
        snapshot's ``you.hints``: only where every other seat is a computer)."""
        return self.snap is not None and self.snap.you.hints

    def say(self, *lines: str) -> None:
        self.screen.say(*lines)

    def names(self, before: P.Snapshot | None = None) -> list[str]:
        """The seats' names as the snapshot held has them ("you" for the person's);
        a seat emptied by the update being told keeps its name from ``before``
        (the one who just left is named in what is said of it)."""
        snap = self.snap
        if snap is None:
            return []
        earlier = {s.seat: s for s in before.table.seats} if before is not None else {}
        out = []
        for s in sorted(snap.table.seats, key=lambda s: s.seat):
            if s.kind == "empty" and s.seat in earlier and earlier[s.seat].kind != "empty":
                s = earlier[s.seat]
            if s.seat == self.me:
                out.append("you")
            elif s.kind == "computer" and not s.name:
                out.append(f"computer ({s.level})" if s.level else "computer")
            else:
                out.append(shown_name(s.name or f"seat {s.seat + 1}", 24))
        return out

    # ------------------------------------------------------------------ running

    async def run(self) -> int:
        """Play until the match ends, the person leaves or quits; the exit status."""
        conn = asyncio.create_task(self.link.run())
        queue = self.link.queue
        try:
            while True:
                item = await queue.get()
                try:
                    if isinstance(item, Typed):
                        await self._on_line(item.line)
                    else:
                        self._on_item(item)
                except Stop as stop:
                    return stop.status
                if self.over:
                    return 0
                if self._lost is None:  # reconnecting: the decision is shown again after
                    self._maybe_prompt()
        finally:
            if self._reader is not None:
                self._reader.cancel()
            await self.link.stop(conn)

    async def _forward_lines(self) -> None:
        while True:
            line = await self.lines.get()
            await self.link.queue.put(Typed(line))
            if line is None:
                return

    async def send(self, message: dict[str, Any]) -> bool:
        if await self.link.send(message):
            return True
        self.say("Not connected just now (reconnecting): try again in a moment.")
        return False

    # ------------------------------------------------------------------ what the link brings

    def _on_item(self, item: Item) -> None:
        if isinstance(item, Shown):
            self._on_shown(item)
        elif isinstance(item, P.Welcome):
            self._on_welcome(item)
        elif isinstance(item, Lost):
            self._on_lost(item)
        elif isinstance(item, Fatal):
            raise ConnectError(item.reason)
        elif isinstance(item, Closed):
            if not self.over:
                raise ConnectError("the server closed the connection")
        elif isinstance(item, P.ProtocolError):
            self.say(f"(a message from the server this client cannot read: {item})")
        elif isinstance(item, P.Hints):
            if not item.hints:
                self.say("No hint.")
            for i, h in enumerate(item.hints, 1):
                self.say(f"Hint {i}: {words(P.to_action(h.action))}"
                         f" ({shown_name(h.reason, 200)})")
        elif isinstance(item, P.ErrorMessage):
            self.answered = None
            self.say(f"Refused: {shown_name(item.message, 300)}")

    def _on_lost(self, lost: Lost) -> None:
        """One status line for a run of attempts (rewritten in place on a terminal)."""
        first = self._lost if self._lost is not None else lost
        self._lost = first
        tries = "" if lost.attempt == 1 else f" (attempt {lost.attempt}: {lost.reason})"
        self.screen.status(f"Connection lost ({first.reason}); reconnecting...{tries}")

    def _on_welcome(self, msg: P.Welcome) -> None:
        if self._lost is not None:
            self._lost = None
            self.say(f"Reconnected (as of entry {msg.seq}).")
            self.shown = None  # show the decision again
            return
        where = f"at seat {msg.you.seat + 1}" if msg.you.seat is not None else "watching"
        self.say(f"Connected to table {msg.table} as {shown_name(msg.you.name, 24)}, {where}"
                 f" ({msg.server}). Type 'help' for the commands.")

    def _on_shown(self, shown: Shown) -> None:
        before, self.snap = self.snap, shown.snapshot
        if self._reader is None:
            # The person's lines are read once the table is known (an unknown table
            # is said before an end of input is, and a line typed ahead is read
            # against the table).
            self._reader = asyncio.create_task(self._forward_lines())
        if before is None:
            self._first_snapshot()
        names = self.names(before)
        for event in shown.events:
            self._on_event(event, names, before)
        self._tell_claim(before)

    def _tell_claim(self, before: P.Snapshot | None) -> None:
        """Say once that the match may be claimed (docs/protocol.md, "claim")."""
        snap = self.snap
        assert snap is not None
        claim = snap.table.claim
        if claim is None or self.me is None or claim.player == self.me or self.over \
                or (before is not None and before.table.claim == claim):
            return
        who = self.names()[claim.player]
        why = "is away" if claim.why == "away" else "is out of time"
        self.say(f"{who} {why}: type 'claim' to claim the match (they forfeit it), or wait"
                 " for them.")

    def _first_snapshot(self) -> None:
        snap = self.snap
        assert snap is not None
        t = snap.table
        names = self.names()
        seats = ", ".join(self._seat_words(s) for s in t.seats)
        self.say(f"{t.system} table, first to {t.rules.target}: {seats}.")
        if t.status == "waiting":
            self.say("Waiting for every seat to be taken.")
        elif t.status == "playing" and snap.hand is not None:
            self.say(f"Hand {snap.hand} is in play.")
            if t.roles is not None:
                self.say(role_line(names, t.roles.box, t.roles.captain, t.roles.out, self.me))
        if t.score is not None and t.hand_number:
            score = dict(t.score)
            if t.status == "playing":
                # The score's roles are the hand in play's (said above), not the next's.
                score.pop("next_roles", None)
            self.say(*describe_score(score, names))

    def _seat_words(self, s: P.SeatInfo) -> str:
        if s.kind == "empty":
            return f"seat {s.seat + 1} empty"
        who = self.names()[s.seat]
        extra = "" if s.kind != "person" or s.connected or s.seat == self.me \
            else " (not connected)"
        return f"seat {s.seat + 1} {who}{extra}"

    # ------------------------------------------------------------------ events

    def _on_event(self, event: Any, names: list[str], before: P.Snapshot | None) -> None:
        if isinstance(event, P.SeatEvent):
            self._on_seat(event, before)
        elif isinstance(event, P.DealEvent):
            self.say("", deal_line(event.hand, names[event.dealer], event.upcard,
                                   event.knock_limit))
            roles = event.roles
            if roles is not None:
                self.say(role_line(names, roles.box, roles.captain, roles.out, self.me))
        elif isinstance(event, P.ActionEvent):
            played = event.action
            card = getattr(played, "card", None)
            line = action_line(names[event.player], Kind(played.action),
                               parse_card(card) if isinstance(card, str) else None, event.by)
            if line is not None:
                self.say(line)
        elif isinstance(event, P.AdviceEvent):
            if event.action is None:
                self.say(sentence(names[event.player], "leaves the decision to the captain")
                         + ".")
            else:
                verb = "suggest" if event.player == self.me else "suggests"
                self.say(sentence(names[event.player],
                                  f"{verb}: {words(P.to_action(event.action))}") + ".")
        elif isinstance(event, P.UndoEvent):
            self.say(sentence(names[event.player], "takes back the last decision") + ".")
        elif isinstance(event, P.HandEndEvent):
            self.say(*hand_end_lines(event.hand, event.end, event.score, names))
        elif isinstance(event, P.MatchEndEvent):
            if event.forfeit is not None:
                self.say(f"{names[event.forfeit.player]} forfeits: {event.forfeit.reason}")
            self.say(*match_end_lines(event.winner, event.totals, names))
            self.over = self.link.over = True  # the server closes the connection now
        elif isinstance(event, P.ReadyEvent):
            if event.seat != self.me:
                self.say(sentence(names[event.seat], "is ready for the next hand") + ".")
        elif isinstance(event, P.ChatEvent):
            self.say(f"[{shown_name(event.name, 24)}] {shown_name(event.text, 200)}")

    def _on_seat(self, event: P.SeatEvent, before: P.Snapshot | None) -> None:
        """A seat taken, emptied, away or back: said against the seat as it was."""
        if event.seat == self.me:
            return
        old = None if before is None else next(
            (s for s in before.table.seats if s.seat == event.seat), None)
        who = shown_name(event.name or f"seat {event.seat + 1}", 24)
        if old is None or old.kind != event.kind or old.name != event.name:
            if event.kind == "empty":
                self.say(f"Seat {event.seat + 1} is empty now.")
            else:
                what = "A computer" if event.kind == "computer" else who
                self.say(f"{what} sits at seat {event.seat + 1}.")
        elif old.away != event.away:
            stands_in = self.snap is not None and self.snap.table.computer_takes_over
            self.say(f"{who} is back." if not event.away else
                     f"{who} is away: the computer plays for them." if stands_in else
                     f"{who} is away: the table waits for them.")
        elif old.connected != event.connected and event.kind == "person":
            self.say(f"{who} {'connected' if event.connected else 'lost the connection'}.")

    # ------------------------------------------------------------------ decisions

    def _pending(self) -> tuple[Any, ...] | None:
        """What the person is to answer now, as a key: ``("act", ...)``,
        ``("advise", ...)``, ``("ready", hand)``, or None."""
        snap = self.snap
        if snap is None or self.me is None or snap.you.role != "player" or self.over:
            return None
        table = snap.table
        if table.status == "between_hands":
            mine = next((s for s in table.seats if s.seat == self.me), None)
            if mine is not None and not mine.ready:
                return ("ready", table.hand_number)
            return None
        if table.status != "playing" or snap.view is None:
            return None
        v = snap.view
        if v.result is not None or v.phase == "over":
            return None
        key = (snap.hand, len(v.events), v.phase, v.to_act)
        sitting_out = table.roles is not None and table.roles.out == self.me
        if sitting_out:
            if v.to_act == v.seat and Phase(v.phase) in _ADVISED:
                return ("advise", *key)
            return None
        if v.to_act == v.seat:
            return ("act", *key)
        return None

    def _maybe_prompt(self) -> None:
        key = self._pending()
        if key is None:
            self.asking = None
            return
        if key != self.shown:
            self.shown = key
            self.answered = None
            self._show(key)
        if key != self.answered:
            self.screen.prompt()

    def _show(self, key: tuple[Any, ...]) -> None:
        snap = self.snap
        assert snap is not None
        if key[0] == "ready":
            self.say("Press Enter (or type 'ready') for the next hand.")
            self.asking = None
            return
        assert snap.view is not None
        v = view_from_json(snap.view.model_dump(mode="json"))
        self.asking = v
        suggesting = key[0] == "advise"
        self._status(v, "The captain's" if suggesting else "Your")
        self.choices, self.default = choices(v)
        roles = snap.table.roles
        if snap.advice is not None and not suggesting and roles is not None:
            self.say(advice_line(v, self.names()[roles.out], P.to_action(snap.advice)))
        if suggesting:
            self.default = None
            self.say(suggest_line(finish=False))
        timer = next((t for t in snap.timers if t.seat == self.me and t.running), None)
        if timer is not None:
            self.say(f"({int(timer.seconds_left)} seconds to decide)")
        self._menu(v, MENU_LIMIT)

    def _opponent(self) -> str:
        snap = self.snap
        names = self.names()
        if snap is None or snap.table.roles is None:
            others = [n for i, n in enumerate(names) if i != self.me]
            return others[0] if len(others) == 1 else "opponent"
        roles = snap.table.roles
        if roles.out == self.me:
            return names[roles.box]
        return names[roles.captain if roles.box == self.me else roles.box]

    def _status(self, v: SeatView, whose: str) -> None:
        self.say(*status_lines(v, self._opponent(), whose))

    def _menu(self, v: SeatView, limit: int | None) -> None:
        self.say(*menu_lines(v, self.choices, self.default, limit))

    def _interpret(self, text: str, v: SeatView | None) -> Action:
        """The action ``text`` names: a choice's number or the action's words."""
        try:
            return read_action(text, v, self.choices if v is not None else [])
        except ChoiceError as exc:
            raise ConnectError(str(exc)) from None

    # ------------------------------------------------------------------ the person's lines

    def _next_id(self) -> int:
        self._ids += 1
        return self._ids

    async def _on_line(self, line: str | None) -> None:
        watching = self.spectator or self.me is None
        if line is None:
            self.say("", "End of input: you stopped watching." if watching else
                     "End of input: you left the table for now; your seat stays yours"
                     f" ({_AWAY}). Come back with: {self.come_back}")
            raise Stop(0)
        self.screen.typed(line)
        text = line.strip()
        word, _, rest = text.partition(" ")
        word = word.lower()
        key = self._pending()
        if word in ("quit", "exit", "q") and watching:
            self.say("You stopped watching.")
            raise Stop(0)
        if word in ("quit", "exit", "q"):
            self.say(f"You left for now; your seat stays yours ({_AWAY}). Come back"
                     f" with: {self.come_back}")
            raise Stop(0)
        if word == "leave":
            await self.send({"type": "leave"})
            self.say("You left the table.")
            raise Stop(0)
        if word == "claim" and not watching:
            await self.send({"type": "claim", "id": self._next_id()})
            return
        if word in ("help", "?"):
            self.say(help_text("connect", hints=self._hints()))
            return
        if word == "chat":
            if rest.strip():
                await self.send({"type": "chat", "text": rest.strip()[:200]})
            else:
                self.say("Type 'chat' and the line to send.")
            return
        if word in ("hint", "undo") and not self._hints():
            # Said here rather than sent: the snapshot already tells (you.hints) that
            # the server would refuse it at a table between people.
            self.say("Hints and undo are only for a table against the computer.")
            return
        if word == "hint":
            await self.send({"type": "hint", "id": self._next_id(), "count": 3})
            return
        if word == "undo":
            await self.send({"type": "undo"})
            return
        if word == "ready" or (not text and key is not None and key[0] == "ready"):
            await self.send({"type": "ready"})
            self.answered = key
            return
        if word == "hand" or word == "all":
            if key is not None and key[0] != "ready" and self.asking is not None:
                if word == "hand":
                    self._status(self.asking, "The captain's" if key[0] == "advise" else "Your")
                self._menu(self.asking, None if word == "all" else MENU_LIMIT)
            elif self.snap is not None:
                self.say(*self._table_lines())
            return
        if watching:
            self.say("You are watching: 'chat TEXT', 'quit' or 'help'.")
            return
        suggesting = key is not None and key[0] == "advise"
        if not text:
            if suggesting:
                await self.send({"type": "advise", "action": None})
                self.answered = key
                return
            if key is not None and self.default is not None:
                await self._act(self.default, key)
                return
            if key is not None:
                self.say(f"Type a number from 1 to {len(self.choices)}, or 'help'.")
            return
        try:
            action = self._interpret(text, self.asking if key is not None else None)
        except ConnectError as exc:
            self.say(str(exc))
            return
        if suggesting:
            await self.send({"type": "advise", "action": action.to_json()})
            self.answered = key
            return
        await self._act(action, key)

    async def _act(self, action: Action, key: tuple[Any, ...] | None) -> None:
        if await self.send({"type": "act", "id": self._next_id(), "action": action.to_json()}):
            self.answered = key

    def _table_lines(self) -> list[str]:
        snap = self.snap
        assert snap is not None
        t = snap.table
        lines = [f"Table {t.id} ({t.system}), {t.status}: "
                 + ", ".join(self._seat_words(s) for s in t.seats) + "."]
        if t.score is not None:
            lines += describe_score(t.score, self.names())
        pub = snap.public
        if pub is not None:
            top = pub.pile[-1] if pub.pile else "empty"
            lines.append(f"Hand {snap.hand}: stock {pub.stock_count}, discard pile {top},"
                         f" hands of {pub.hand_sizes[0]} and {pub.hand_sizes[1]} cards.")
        return lines
