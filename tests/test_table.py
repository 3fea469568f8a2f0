"""The table layer (issue 28, docs/server.md "The table"): whole matches of every
system played by scripted people through :class:`Table`'s commands, with and
without computers, whose records replay and whose commitments verify; the
settings a table is set up with; bad input refused with nothing changed.

The helpers here (a fake clock, scripted people, tables set up by a short
code) are shared by the other ``tests/test_table_*.py`` files: restore and
conflicts (``test_table_restore``), three-player advice, undo, timers and seats
(``test_table_play``), and the leak property (``test_table_leak``).
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
from collections.abc import Iterable
from typing import Any

import pytest

from ginrummy.actions import Action, Kind
from ginrummy.cards import CARD_NAMES
from ginrummy.driver import ADVISED_PHASES, MatchDriver, replay
from ginrummy.fairness import MATCH, check_record
from ginrummy.match import Roles
from ginrummy.rules import PRESETS, preset
from ginrummy.state import HandState
from ginrummy.table import (
    COMPUTER,
    EMPTY,
    MAX_CHAT,
    PERSON,
    SPECTATOR,
    Emitted,
    SeatPlan,
    SettingsError,
    Table,
    TableError,
    TableSettings,
)
from ginrummy.view import view

SYSTEMS = ("standard", "oklahoma", "hollywood", "oklahoma-hollywood", "three-player")
#: The level of every computer in these tests, and of every stand-in: fast.
LEVEL = "easy"


# ---------------------------------------------------------------------- helpers


class FakeClock:
    """A clock the test moves by hand: the time is the last item of ``times``."""

    def __init__(self, start: float = 1000.0) -> None:
        self.times = [start]

    def __call__(self) -> float:
        return self.times[-1]

    def advance(self, seconds: float) -> None:
        self.times.append(self.times[-1] + seconds)


def players_of(system: str) -> int:
    return 3 if system == "three-player" else 2


def plan_of(kinds: str, level: str = LEVEL) -> tuple[SeatPlan, ...]:
    """A seat plan from a code: ``P`` a person, ``C`` a computer, ``E`` empty."""
    plans = {"P": SeatPlan(PERSON), "C": SeatPlan(COMPUTER, level), "E": SeatPlan(EMPTY)}
    return tuple(plans[k] for k in kinds)


def make_settings(system: str, kinds: str, *, target: int = 25, **fields: Any,
                  ) -> TableSettings:
    fields.setdefault("stand_in", LEVEL)
    return TableSettings.make(system, {"target": target}, seats=plan_of(kinds), **fields)


def identity(seat: int) -> str:
    return f"id-{seat}"


def name(seat: int) -> str:
    return ("Ann", "Bob", "Cem", "Dee")[seat]


def seeded(table: Table, seed: int) -> Table:
    """A fair table whose decks (and computers) draw on a seeded random source instead
    of the operating system's, so that a test plays the same deals each run; the
    commitments and salts are made as at any fair table."""
    assert isinstance(table.ledger.rng, random.SystemRandom)
    table.ledger.rng = random.Random(seed)
    return table


def seat_people(table: Table, kinds: str) -> Table:
    for seat, kind in enumerate(kinds):
        if kind == "P":
            table.sit(seat, name=name(seat), identity=identity(seat))
    return table


def seated_table(system: str, kinds: str, *, seed: int = 7, clock: FakeClock | None = None,
                 fair: bool = True, target: int = 25, **fields: Any) -> Table:
    """A table of ``kinds`` (``plan_of``) with its people seated (the first hand is
    dealt as the last sits); a fair one deals from a random source seeded by ``seed``."""
    table = Table.create("t", make_settings(system, kinds, target=target, **fields),
                         seed=seed, clock=clock, fair=fair)
    return seat_people(seeded(table, seed) if fair else table, kinds)


def plan_for_roles(seed: int, kinds_by_role: dict[str, str]) -> tuple[str, Roles]:
    """The seat plan that gives, in the first hand of three-player Gin with ``seed``
    (roles drawn by R11.1), each role of ``kinds_by_role`` ("box", "captain", "out")
    to a seat of that kind (``plan_of``'s codes); the roles."""
    roles = MatchDriver(preset("three-player"), seed=seed).match.roles
    assert roles is not None
    kinds = [""] * 3
    for role in ("box", "captain", "out"):
        kinds[getattr(roles, role)] = kinds_by_role[role]
    return "".join(kinds), roles


def state_of(table: Table) -> HandState:
    state = table.state
    assert state is not None
    return state


def legal(state: HandState, seat: int | None = None) -> list[Action]:
    return view(state, state.to_act if seat is None else seat).legal_actions()


def choose(state: HandState, rng: random.Random) -> Action:
    """A scripted person's decision: a random legal action, knocking (or big gin) most
    of the times it may, so that hands end."""
    actions = legal(state)
    ends = [a for a in actions if a.kind in (Kind.KNOCK, Kind.BIG_GIN)]
    if ends and rng.random() < 0.9:
        return rng.choice(ends)
    return rng.choice(actions)


def decide(table: Table, rng: random.Random, *, volunteer_advice: bool = True) -> bool:
    """Make the decision the table waits for: the computer's through ``run_computer``, a
    person's readiness through ``ready``, advice through ``advise`` (R11.3), an action
    through ``act``.  False when the table waits for nothing."""
    wait = table.awaiting()
    if wait is None:
        return False
    if wait.computer:
        assert table.run_computer(), "the computer's decision made nothing"
        return True
    if wait.what == "ready":
        table.ready(wait.player)
        return True
    state = state_of(table)
    if wait.what == "advise":
        table.advise(wait.player, rng.choice([*legal(state, 1), None]))
        return True
    d = table.driver
    assert d is not None
    advisor = d.match.advisor
    if volunteer_advice and advisor is not None and state.to_act == 1 \
            and state.phase in ADVISED_PHASES and table.seats[advisor].kind == PERSON \
            and not table.seats[advisor].away and rng.random() < 0.5:
        # People on both sides: the captain does not wait, but may be advised (R11.3).
        table.advise(advisor, rng.choice(legal(state, 1)))
    table.act(wait.player, choose(state, rng))
    return True


def play_out(table: Table, rng: random.Random, limit: int = 200_000) -> None:
    """Decide until the table waits for nothing (the match over)."""
    for _ in range(limit):
        if not decide(table, rng):
            return
    raise AssertionError("the match did not end")  # pragma: no cover


#: Chat lines of the random tables: no card names in them (the leak check reads every
#: string of a message that names a card).
CHAT = ("good luck", "well played!", "hmm...", "one more hand?", "<b>bold</b> & 'quotes'")


def random_command(table: Table, rng: random.Random, clock: FakeClock | None = None,
                   ) -> None:
    """One command a table might get from its people: mostly the decision it waits for
    (``decide``), sometimes chat, away and back, undo, leaving and sitting again, or a
    person's time running out (with ``clock``).  A command the table refuses must
    change nothing."""
    people = [i for i, s in enumerate(table.seats) if s.kind == PERSON]
    # Someone may sit at an empty seat, or come back to the seat they left.
    free = [i for i, s in enumerate(table.seats)
            if s.kind == EMPTY or (s.kind == COMPUTER and s.left_by == identity(i))]
    timed = clock is not None and table.settings.turn_seconds is not None
    r = rng.random()
    before = table.seq
    try:
        if r < 0.04 and people:
            table.chat(rng.choice(people), rng.choice(CHAT))
        elif r < 0.10 and people:
            seat = rng.choice(people)
            table.set_away(seat, not table.seats[seat].away)
        elif r < 0.16 and people:
            table.undo(rng.choice(people))
        elif r < 0.18 and people:
            # Leaving a match between people gives it up: seldom, so that the random
            # matches still go on long.
            d = table.driver
            forfeits = d is not None and not d.is_over and len(people) >= 2 \
                and not table.settings.computer_takes_over
            if not forfeits or rng.random() < 0.05:
                table.leave(rng.choice(people))
            else:
                r = 1.0
        elif r < 0.185 and people:
            table.claim(rng.choice(people))
        elif r < 0.24 and free:
            seat = rng.choice(free)
            table.sit(seat, name=name(seat), identity=identity(seat))
        elif r < 0.28 and timed:
            assert clock is not None and table.settings.turn_seconds is not None
            clock.advance(table.settings.turn_seconds)
            if table.expired() is not None:
                assert table.run_computer(by="timeout")
            elif table.claimable() is not None and rng.random() < 0.1:
                table.claim(rng.choice(people))
        else:
            r = 1.0
    except TableError:
        assert table.seq == before, "a refused command changed the log"
    if r == 1.0:
        decide(table, rng)


def log_of(table: Table) -> list[dict[str, Any]]:
    """A copy of every entry the table appended, in order: what it holds for its
    caller to store (``pending``; a table keeps no log of its own: the store does).
    These tests take none, so none is missing."""
    entries = table.pending
    assert [e["seq"] for e in entries] == list(range(1, table.seq + 1)), "entries taken"
    return copy.deepcopy(entries)


def snapshot_for(table: Table, viewer: int) -> dict[str, Any]:
    """Everything ``viewer`` (a player, or SPECTATOR) may see now, as a snapshot."""
    return table.shown(viewer).snapshot()


def messages_for(table: Table, viewer: int, after: int = 0) -> list[dict[str, Any]]:
    """Every message ``viewer`` was told since entry ``after``, as ``{"seq", "event"}``
    (what a reconnecting client is sent)."""
    return [{"seq": seq, "event": json.loads(text)}
            for seq, text in table.message_texts_for(viewer, after)]


def told(table: Table, emitted: Emitted, viewer: int) -> list[dict[str, Any]]:
    """The messages of one entry for ``viewer``."""
    return [json.loads(text) for text in table.told_texts(emitted, viewer)]


def status(table: Table) -> str:
    """The table's status (read again after each command: a plain ``str`` for mypy)."""
    return table.status


def viewers(table: Table) -> list[int]:
    return [*range(table.players), SPECTATOR]


def events_of(table: Table, viewer: int, kind: str) -> list[dict[str, Any]]:
    return [m["event"] for m in messages_for(table, viewer) if m["event"]["type"] == kind]


def entries_of(table: Table, kind: str) -> list[dict[str, Any]]:
    return [e for e in log_of(table) if e["type"] == kind]


def everything(table: Table) -> dict[str, Any]:
    """All a table shows and keeps, to compare before and after a refused command."""
    return {
        "seq": table.seq,
        "log": log_of(table),
        "pending": len(table.pending),
        "status": table.status,
        "awaiting": table.awaiting(),
        "snapshots": {v: snapshot_for(table, v) for v in viewers(table)},
        "messages": {v: messages_for(table, v) for v in viewers(table)},
    }


def sha256_of(deck: Iterable[str], salt: str) -> str:
    """docs/server.md, "Fair shuffles", written out here."""
    text = f"ginrummy-deck-v1:{','.join(deck)}:{salt}"
    return hashlib.sha256(text.encode("ascii")).hexdigest()


# ---------------------------------------------------------------------- whole matches

MATCHES = [
    (system, kinds)
    for system in SYSTEMS
    for kinds in (("PP", "PC", "CP") if system != "three-player" else ("PPP", "PCC", "PPC"))
]


def test_oklahoma_hollywood_is_a_preset() -> None:
    """Oklahoma and Hollywood combine (RULES.md, the systems table); the table offers it."""
    assert "oklahoma-hollywood" in PRESETS
    settings = make_settings("oklahoma-hollywood", "PC")
    assert settings.rules.knock_limit_from_upcard and settings.rules.scoring == "hollywood"


@pytest.mark.parametrize(("system", "kinds"), MATCHES)
def test_a_match_played_to_its_end_replays_and_every_commitment_verifies(
        system: str, kinds: str) -> None:
    """R8.6, R10.3, R11.6: scripted people (and computers) play a match to its end
    through the table's commands; its record replays and its hands verify."""
    table = seated_table(system, kinds, seed=11)
    play_out(table, random.Random(f"{system}/{kinds}"))
    d = table.driver
    assert d is not None and d.is_over and d.forfeit is None
    assert status(table) == "over" and table.awaiting() is None
    record = d.record
    result = replay(record)
    assert result.match.winner == d.winner
    assert record["result"]["winner"] == d.winner
    # Each person is recorded as one, each computer by its level.
    assert [p["agent"] for p in record["players"]] == \
        ["human" if k == "P" else LEVEL for k in kinds]
    checks = check_record(record)
    assert len(checks) == table.hand_number == len(record["hands"])
    assert [c.status for c in checks] == [MATCH] * len(checks)
    # What every viewer was told of fairness is what the record keeps: the commitment
    # before each deal, then the deck and salt that hash to it.
    for viewer in viewers(table):
        sent = [e["sha256"] for e in events_of(table, viewer, "commitment")]
        assert sent == [h["commitment"]["sha256"] for h in record["hands"]]
        reveals = [e["reveal"] for e in events_of(table, viewer, "hand_end")]
        assert [sha256_of(r["deck"], r["salt"]) for r in reveals] == sent
        assert [r["deck"] for r in reveals] == [h["deck"] for h in record["hands"]]
        ends = events_of(table, viewer, "match_end")
        assert len(ends) == 1 and ends[0]["seed"] == table.seed
        assert ends[0]["winner"] == d.winner
    if system == "three-player":
        # R11.3: a hand whose captain and player sitting out are a person and a
        # computer has advice in the log (the person's, or the computer's for the
        # person); one of two computers has none (the computer advises itself).
        advised: set[int] = set()
        hand = 0
        for entry in log_of(table):
            if entry["type"] == "dealt":
                hand = entry["hand"]
            advised |= {hand} if entry["type"] == "advised" else set()
        for number, hand_doc in enumerate(record["hands"], start=1):
            captain, out = (kinds[hand_doc["roles"][role]] for role in ("captain", "out"))
            if captain != out:
                assert number in advised
            elif captain == "C":
                assert number not in advised


def test_r11_2_r11_5_the_box_deals_every_hand_and_the_roles_turn_at_the_table() -> None:
    """Each deal tells everyone its seats (box, captain) and roles; the box deals
    (R11.2); after a hand the roles follow R11.5 (the same after a drawn hand)."""
    table = seated_table("three-player", "PPC", seed=13, target=80)
    play_out(table, random.Random(13))
    deals = events_of(table, SPECTATOR, "deal")
    ends = events_of(table, SPECTATOR, "hand_end")
    assert len(deals) == len(ends) == table.hand_number > 3
    for deal, end, following in zip(deals, ends, [*deals[1:], None], strict=True):
        roles = deal["roles"]
        assert deal["seats"] == [roles["box"], roles["captain"]]
        assert deal["dealer"] == roles["box"]
        assert sorted(roles.values()) == [0, 1, 2]
        if following is None:
            continue
        box, captain, out = roles["box"], roles["captain"], roles["out"]
        if end["end"]["outcome"] == "draw":
            expected = roles
        elif end["end"]["winner"] == box:
            expected = {"box": box, "captain": out, "out": captain}
        else:
            expected = {"box": captain, "captain": out, "out": box}
        assert following["roles"] == expected


@pytest.mark.parametrize("system", ["standard", "three-player"])
def test_a_seeded_table_plays_the_same_match_every_time(system: str) -> None:
    """A table that is not fair (the full-screen game) follows its seed: the same
    decisions give the same log and record; its hands have no commitment."""
    kinds = "PC" if system == "standard" else "PCC"
    logs = []
    for _ in range(2):
        table = seated_table(system, kinds, seed=5, fair=False)
        play_out(table, random.Random(3))
        assert table.driver is not None
        replay(table.driver.record)
        assert all(e["deck"] is None for e in entries_of(table, "dealt"))
        assert {c.status for c in check_record(table.driver.record)} == {"none"}
        logs.append(json.dumps(log_of(table)))
    assert logs[0] == logs[1]


def test_a_fair_table_deals_a_new_deck_each_hand_that_the_seed_does_not_give() -> None:
    """docs/server.md "Fair shuffles": decks come from the operating system, so the
    same seed and decisions do not give the same decks."""
    decks = []
    for _ in range(2):
        table = seat_people(Table.create("t", make_settings("standard", "PC"), seed=5), "PC")
        decks.append(entries_of(table, "dealt")[0]["deck"])
        assert sorted(decks[-1]) == sorted(CARD_NAMES)
    assert decks[0] != decks[1]


def test_the_first_hand_is_dealt_when_the_last_seat_is_filled() -> None:
    table = Table.create("t", make_settings("three-player", "PCP"), seed=3)
    assert status(table) == "waiting" and table.awaiting() is None and table.driver is None
    assert [e["type"] for e in log_of(table)] == ["created", "seated"]
    table.sit(0, name="Ann", identity="a")
    assert status(table) == "waiting" and table.hand_number == 0
    entries = table.sit(2, name="Cem", identity="c")
    assert [e["type"] for e in entries] == ["seated", "dealt"]
    assert status(table) == "playing" and table.hand_number == 1
    assert [e["seq"] for e in entries] == [4, 5] and table.seq == 5
    logged = log_of(table)
    assert table.take_pending() == logged and table.take_pending() == []


def test_people_say_they_are_ready_before_the_next_hand() -> None:
    """Between hands the table waits for each person who is not away to be ready;
    the next hand is dealt when the last one is."""
    table = seated_table("standard", "PP", seed=4)
    rng = random.Random(4)
    while status(table) == "playing":
        decide(table, rng)
    assert status(table) == "between_hands"
    wait = table.awaiting()
    assert wait is not None and wait.what == "ready"
    first = wait.player
    with pytest.raises(TableError) as refused:
        table.act(first, {"action": "pass"})
    assert refused.value.code == "not_your_turn"
    assert [e["type"] for e in table.ready(first)] == ["ready"]
    assert table.ready(first) == []  # ready twice: nothing more
    wait = table.awaiting()
    assert wait is not None and wait.what == "ready" and wait.player == 1 - first
    assert [e["type"] for e in table.ready(1 - first)] == ["ready", "dealt"]
    assert status(table) == "playing" and table.hand_number == 2
    with pytest.raises(TableError) as refused:
        table.ready(first)
    assert refused.value.code == "not_allowed"


def test_a_reconnect_may_be_told_only_the_hand_in_play() -> None:
    """``hand_in_play``: the events from the hand in play's deal on (its commitment
    first), none of an earlier hand; without it, everything after ``after``."""
    table = seated_table("standard", "PP", seed=4, target=500)
    rng = random.Random(4)
    while table.hand_number < 2 or status(table) != "playing":
        decide(table, rng)
    for _ in range(3):
        decide(table, rng)
    for viewer in viewers(table):
        everything = messages_for(table, viewer)
        in_play = [{"seq": seq, "event": json.loads(text)} for seq, text
                   in table.message_texts_for(viewer, 0, hand_in_play=True)]
        first = next(i for i, m in enumerate(everything) if m["event"]["type"] == "commitment"
                     and m["event"]["hand"] == 2)
        assert in_play == everything[first:]
        assert in_play[0]["event"]["type"] == "commitment"
        assert {m["event"]["type"] for m in everything[:first]} >= {"deal", "hand_end"}
        # asked from within the hand, the same as without it
        late = everything[first + 2]["seq"]
        assert table.message_texts_for(viewer, late, hand_in_play=True) == \
            table.message_texts_for(viewer, late)


# ---------------------------------------------------------------------- bad input


def assert_refused(table: Table, code: str, command: Any, *args: Any, **kwargs: Any) -> None:
    """``command`` raises a TableError of ``code`` and nothing of the table changed."""
    before = everything(table)
    with pytest.raises(TableError) as refused:
        command(*args, **kwargs)
    assert refused.value.code == code, str(refused.value)
    assert str(refused.value)
    assert everything(table) == before


def test_acting_out_of_turn_is_refused() -> None:
    table = seated_table("standard", "PP")
    state = state_of(table)
    other = 1 - state.to_act
    assert_refused(table, "not_your_turn", table.act, other, {"action": "pass"})
    assert_refused(table, "not_your_turn", table.act, other, {"action": "draw_stock"})


def test_r4_2_discarding_the_card_just_taken_from_the_pile_is_refused() -> None:
    """R4.2 (option discard_drawn_upcard off): the taken card may not be discarded
    in the same turn."""
    table = seated_table("standard", "PP")
    state = state_of(table)
    player = state.to_act
    upcard = CARD_NAMES[state.upcard]
    table.act(player, {"action": "draw_discard"})
    assert_refused(table, "illegal", table.act, player, {"action": "discard", "card": upcard})
    # A card not in the hand, and a draw in the discard phase, neither.
    held = view(state_of(table), player).hand
    outside = next(c for c in range(52) if not held >> c & 1)
    assert_refused(table, "illegal", table.act, player,
                   {"action": "discard", "card": CARD_NAMES[outside]})
    assert_refused(table, "illegal", table.act, player, {"action": "draw_stock"})


@pytest.mark.parametrize("action", [
    {"action": "fly"}, {}, {"action": None}, {"action": "discard"},
    {"action": "discard", "card": "Zz"}, {"action": "discard", "card": 5},
    {"action": "knock", "card": ["As"]}, "pass", None, 5, [],
])
def test_a_malformed_action_is_refused(action: Any) -> None:
    table = seated_table("standard", "PP")
    assert_refused(table, "illegal", table.act, state_of(table).to_act, action)


@pytest.mark.parametrize("text", [
    "x" * (MAX_CHAT + 1), "bell\x07", "nul\x00here", "\x1b[31mred", "del\x7f",
    "right\u202eto left", "", "   ",
])
def test_a_chat_line_too_long_or_with_control_characters_is_refused(text: str) -> None:
    table = seated_table("standard", "PC")
    assert_refused(table, "bad_message", table.chat, 0, text)


def test_a_chat_line_is_told_to_everyone_as_plain_text() -> None:
    table = seated_table("standard", "PC")
    longest = "y" * MAX_CHAT
    assert [e["type"] for e in table.chat(0, longest)] == ["chat"]
    table.chat(0, "  good \t luck  ")
    for viewer in viewers(table):
        said = events_of(table, viewer, "chat")
        assert [e["text"] for e in said] == [longest, "good luck"]
        assert {e["seat"] for e in said} == {0} and {e["name"] for e in said} == {"Ann"}
    # A computer does not chat.
    assert_refused(table, "no_seat", table.chat, 1, "hello")


@pytest.mark.parametrize("seat", [2, 3, -1, 99, "0", None, True])
def test_a_seat_that_does_not_exist_is_refused(seat: Any) -> None:
    table = seated_table("standard", "PC")
    assert_refused(table, "no_seat", table.sit, seat, name="Zed", identity="z")
    assert_refused(table, "no_seat", table.chat, seat, "hello")
    assert_refused(table, "no_seat", table.leave, seat)
    assert_refused(table, "no_seat", table.set_away, seat, True)
    assert_refused(table, "no_seat", table.ready, seat)
    assert_refused(table, "no_seat", table.undo, seat)
    # Even on a decision awaited: not "it is Ann's turn", nor "you sit out (R11.3)".
    assert_refused(table, "no_seat", table.act, seat, {"action": "pass"})
    assert_refused(table, "no_seat", table.advise, seat, None)


def test_commands_after_the_match_is_over_are_refused() -> None:
    table = seated_table("standard", "PC", target=5)
    play_out(table, random.Random(1))
    assert status(table) == "over"
    assert_refused(table, "not_allowed", table.act, 0, {"action": "pass"})
    assert_refused(table, "not_allowed", table.sit, 1, name="Zed", identity="z")
    assert_refused(table, "not_allowed", table.ready, 0)
    assert table.run_computer() == [] and table.advance() == []
    assert [e["type"] for e in table.close("over")] == ["ended"]
    assert status(table) == "closed" and table.close("again") == []


# ---------------------------------------------------------------------- settings


@pytest.mark.parametrize(("system", "kinds"), [
    ("standard", "P"), ("standard", "PPP"), ("hollywood", "PCC"), ("three-player", "PC"),
    ("three-player", "PPPP"), ("standard", ""),
])
def test_settings_refuse_a_seat_count_the_rules_do_not_play(system: str, kinds: str) -> None:
    """Two seats, or three for three-player Gin (R11.2)."""
    with pytest.raises(SettingsError, match="seats"):
        make_settings(system, kinds)


@pytest.mark.parametrize(("system", "kinds"), [("standard", "CC"), ("three-player", "CCC")])
def test_settings_refuse_a_table_of_computers_only(system: str, kinds: str) -> None:
    with pytest.raises(SettingsError, match="person"):
        make_settings(system, kinds)


@pytest.mark.parametrize(("field", "value"), [
    ("turn_seconds", 4), ("turn_seconds", 0), ("turn_seconds", -30), ("turn_seconds", 601),
    ("grace_seconds", 9), ("grace_seconds", 3601), ("grace_seconds", -1),
])
def test_settings_refuse_timers_out_of_range(field: str, value: int) -> None:
    with pytest.raises(SettingsError, match=field):
        make_settings("standard", "PP", **{field: value})
    with pytest.raises(SettingsError, match=field):
        TableSettings.from_json(make_settings("standard", "PP").to_json() | {field: value})


@pytest.mark.parametrize(("field", "value"), [
    ("turn_seconds", 5), ("turn_seconds", 600), ("grace_seconds", 10),
    ("grace_seconds", 3600),
])
def test_settings_take_timers_at_the_ends_of_their_range(field: str, value: int) -> None:
    assert getattr(make_settings("standard", "PP", **{field: value}), field) == value


def test_settings_refuse_unknown_systems_rules_and_seat_kinds() -> None:
    with pytest.raises(SettingsError, match="gin-of-the-month"):
        TableSettings.make("gin-of-the-month")
    with pytest.raises(SettingsError, match="system"):
        TableSettings("gin-of-the-month", preset("standard"), plan_of("PC"))
    with pytest.raises(SettingsError, match="rules"):
        TableSettings.make("standard", {"target": 0})
    with pytest.raises(SettingsError, match="rules"):
        TableSettings.make("three-player", {"scoring": "hollywood"})
    rules = preset("standard")
    with pytest.raises(SettingsError, match="level"):
        TableSettings("standard", rules, (SeatPlan(PERSON), SeatPlan(COMPUTER)))
    with pytest.raises(SettingsError, match="level"):
        TableSettings("standard", rules, (SeatPlan(PERSON, "easy"), SeatPlan(COMPUTER, "easy")))
    with pytest.raises(SettingsError, match="kind"):
        TableSettings("standard", rules, (SeatPlan(PERSON), SeatPlan("robot", None)))  # type: ignore[arg-type]


@pytest.mark.parametrize("level", [5, "", "grandmaster", "nomodule:", ":Class", None])
def test_settings_refuse_a_computer_level_that_is_none(level: Any) -> None:
    """A computer's level and the stand-in are a built-in agent's name or a plugin's
    ``module:Class``; anything else is refused on the way in, not when the computer
    is first asked to play (which left a hand dealt with no ``dealt`` entry)."""
    data = make_settings("standard", "PC").to_json()
    data["seats"][1]["level"] = level
    with pytest.raises(SettingsError, match="level"):
        TableSettings.from_json(data)
    if level is not None:
        with pytest.raises(SettingsError, match="stand_in"):
            make_settings("standard", "PC", stand_in=level)


@pytest.mark.parametrize("level", ["easy", "hard", "random", " simple ", "bots.mine:Bot"])
def test_settings_take_a_built_in_level_or_a_plugin(level: str) -> None:
    data = make_settings("standard", "PC").to_json()
    data["seats"][1]["level"] = level
    assert TableSettings.from_json(data).seats[1].level == level


def test_settings_default_to_one_person_against_the_computer() -> None:
    settings = TableSettings.make("three-player")
    assert [s.kind for s in settings.seats] == [PERSON, COMPUTER, COMPUTER]
    assert settings.turn_seconds is None and not settings.computer_takes_over


@pytest.mark.parametrize("settings", [
    make_settings("standard", "PC"),
    make_settings("oklahoma-hollywood", "PP", turn_seconds=45, grace_seconds=300,
                  computer_takes_over=False, private=True),
    TableSettings.make("three-player", {"gin_bonus": 20, "undercut_bonus": 15},
                       seats=plan_of("PEC"), stand_in="medium", turn_seconds=5),
    TableSettings.make("oklahoma", {"oklahoma_spades_double": True, "big_gin": True},
                       seats=plan_of("EP")),
])
def test_settings_round_trip_through_json(settings: TableSettings) -> None:
    data = settings.to_json()
    again = TableSettings.from_json(json.loads(json.dumps(data)))
    assert again == settings and again.to_json() == data


@pytest.mark.parametrize("data", [
    None, [], "standard", {},
    {"system": "standard", "seats": [{"kind": "person"}, {"kind": "person"}]},
    {"system": "standard", "rules": {"target": "x"},
     "seats": [{"kind": "person"}, {"kind": "person"}]},
    {"system": "standard", "rules": {"players": 2}, "seats": 5},
    {"system": "standard", "rules": {}, "seats": [{"kind": "person"}, {"kind": "person"}],
     "turn_seconds": "soon"},
])
def test_settings_from_bad_json_are_refused(data: Any) -> None:
    with pytest.raises(SettingsError):
        TableSettings.from_json(data)
