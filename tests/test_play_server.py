"""``ginrummy play --server``: the full-screen game at a real server's table.

The server is ``python -m ginrummy serve`` in a process of its own
(``server_harness.ServerProcess``).  The full-screen client is the real app
(:class:`ginrummy.tui.remoteapp.RemoteApp`) driven by Textual's pilot with the
keys a person presses; the other seat is the server's computer, or a plain
protocol client (``server_harness.Client``) playing the greedy person.  What the
person sees is read from the screen; what the other seat sees from its messages.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("websockets")

from textual.pilot import Pilot

from ginrummy.__main__ import main
from ginrummy.cards import card_name
from ginrummy.legality import Phase
from ginrummy.melds import best_discard
from ginrummy.remote.seating import Seated, sit_down
from ginrummy.tui.ends import HandEndScreen
from ginrummy.tui.remoteapp import RemoteApp
from ginrummy.tui.remotetable import RemoteTableScreen
from ginrummy.view import SeatView
from server_harness import (
    HUNG,
    Client,
    ServerProcess,
    join,
    new_person,
    play_greedily,
    sqlite_server,
    unique_name,
)

Json = dict[str, Any]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    with sqlite_server(tmp_path_factory.mktemp("server")) as proc:
        yield proc


def plan(against: str, system: str = "standard", level: str = "easy") -> Json:
    other = ({"kind": "computer", "level": level} if against == "computer"
             else {"kind": "person", "level": None})
    players = 3 if system == "three-player" else 2
    return {"system": system, "options": {}, "seats": [{"kind": "person", "level": None}]
            + [other] * (players - 1), "turn_seconds": None, "grace_seconds": 120,
            "computer_takes_over": False, "private": False}


def seat(server: ServerProcess, folder: Path, *, code: str | None = None,
         table: Json | None = None) -> Seated:
    return sit_down(server.base, unique_name("Tui"), code, table, folder, say=lambda _: None)


async def until(pilot: Pilot[int], done: Callable[[], bool], what: str) -> None:
    """Let the app run until ``done`` holds (the server's messages come meanwhile)."""
    deadline = time.monotonic() + HUNG
    while not done():
        assert time.monotonic() < deadline, f"waited in vain for {what}"
        await pilot.pause(0.02)


def table_screen(app: RemoteApp) -> RemoteTableScreen:
    assert app.table is not None
    return app.table


def my_decision(app: RemoteApp) -> SeatView | None:
    """The person's view when it is their decision and nothing is on its way."""
    s = app.session
    v = s.human_view()
    if v is None or not v.is_my_turn or s.in_flight or isinstance(app.screen, HandEndScreen):
        return None
    return v


async def press_turn(pilot: Pilot[int], app: RemoteApp) -> tuple[str, int | None]:
    """One decision by keys: pass the upcard, draw from the stock, discard the
    least-deadwood card (selected by its number key), never knock; lay down the
    default after the other's knock.  What was pressed, and the card discarded."""
    v = my_decision(app)
    assert v is not None
    screen = table_screen(app)
    before = len(v.events)
    card: int | None = None
    if v.phase is Phase.OFFER:
        key = "p"
        await pilot.press("p")
    elif v.phase is Phase.DRAW:
        key = "s"
        await pilot.press("s")
    elif v.phase is Phase.DISCARD:
        key = "d"
        card = best_discard(v.hand, v.taken).card
        index = screen._hand_order().index(card)
        await pilot.press(*(["0", *["right"] * (index - 9)] if index >= 10
                            else [str((index + 1) % 10)]))
        assert screen.selected == card
        await pilot.press("d")
    else:
        key = "enter"
        await pilot.press("enter")
    await until(pilot, lambda: (app.session.watch_view() is None
                                or len(app.session.watch_view().events) > before  # type: ignore[union-attr]
                                or isinstance(app.screen, HandEndScreen)),
                f"the server's answer to {key}")
    return key, card


def run(app: RemoteApp, body: Callable[[Pilot[int]], Any]) -> None:
    async def go() -> None:
        async with app.run_test(size=(100, 32)) as pilot:
            await until(pilot, lambda: app.session.snap is not None, "the first snapshot")
            await body(pilot)
            app.exit(0)

    asyncio.run(go())


# ----------------------------------------------------------------------------- the tests


def test_a_whole_hand_against_the_computer(server: ServerProcess, tmp_path: Path) -> None:
    """The person plays a hand by keys against the server's computer, sees its moves,
    the hand's end and the score, and is dealt the next hand after Continue."""
    app = RemoteApp(seat(server, tmp_path, table=plan("computer")), reconnect_delay=0.1)

    async def body(pilot: Pilot[int]) -> None:
        await until(pilot, lambda: app.session.watch_view() is not None, "the deal")
        screen = table_screen(app)
        seen_computer = False
        deadline = time.monotonic() + HUNG
        while time.monotonic() < deadline:
            if isinstance(app.screen, HandEndScreen):
                break
            if my_decision(app) is None:
                await pilot.pause(0.02)
                continue
            await press_turn(pilot, app)
            seen_computer = seen_computer or "last: -" not in screen.texts.get("opponent", "")
        end = app.screen
        assert isinstance(end, HandEndScreen), "the hand did not end"
        assert seen_computer, "the computer's moves never showed"
        told = app.session.end
        assert told is not None
        if told["outcome"] == "draw":
            assert "Hand 1 is drawn" in end.text
        else:
            assert f"scores {told['points']}" in end.text
            assert f"= {told['knocker_deadwood']}" in end.text
        score = app.session.snap.table.score  # type: ignore[union-attr]
        assert score is not None
        points = score["games"][0]["scores"]
        assert f"Score (to {app.session.rules.target})" in end.text
        assert all(f" {p}" in end.text for p in points)
        await pilot.press("space")  # Continue: ready for the next hand
        await until(pilot, lambda: app.session.snap is not None
                    and app.session.snap.hand == 2, "the second hand")
        assert isinstance(app.screen, RemoteTableScreen)
        assert "Hand 2" in screen.texts["top"]

    run(app, body)


@pytest.mark.parametrize("system", ["three-player", "hollywood"])
def test_a_hand_of_the_other_systems_at_a_server(server: ServerProcess, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch,
                                                 system: str) -> None:
    """Three-player Gin (the person in whichever role the deal gives, R11) and
    Hollywood (three games on the sheet, R10) played to the hand's end by keys; the
    client asks for no deal while a hand is in play (the server deals the first)."""
    app = RemoteApp(seat(server, tmp_path, table=plan("computer", system)),
                    reconnect_delay=0.1)
    deals: list[int | None] = []
    ready = app.session.deal

    def deal() -> None:
        deals.append(app.session.snap.hand if app.session.snap is not None else None)
        ready()

    monkeypatch.setattr(app.session, "deal", deal)

    async def body(pilot: Pilot[int]) -> None:
        await until(pilot, lambda: app.session.watch_view() is not None, "the deal")
        screen = table_screen(app)
        if system == "three-player":
            roles = app.session.snap.table.roles  # type: ignore[union-attr]
            assert roles is not None
            assert sorted((roles.box, roles.captain, roles.out)) == [0, 1, 2]
            await until(pilot, lambda: any(
                words in text for text in screen.texts.values()
                for words in ("in the box", "captain", "sits out")), "the roles shown")
        deadline = time.monotonic() + HUNG
        finishing = False
        while time.monotonic() < deadline and not isinstance(app.screen, HandEndScreen):
            if app.session.sitting_out and not finishing:
                await pilot.press("f")  # sitting out: the captain decides the rest (R11.3)
                finishing = True
            if my_decision(app) is None:
                await pilot.pause(0.02)
                continue
            await press_turn(pilot, app)
        end = app.screen
        assert isinstance(end, HandEndScreen), f"the hand did not end: {screen.texts}"
        score = app.session.snap.table.score  # type: ignore[union-attr]
        assert score is not None
        assert len(score["games"]) == (3 if system == "hollywood" else 1)
        if system == "hollywood":
            assert all(f"Game {n}" in end.text for n in (1, 2, 3)), end.text
        assert deals == [], f"asked to deal during hand {deals}"

    run(app, body)


def test_hints_come_from_the_server_with_their_reasons(server: ServerProcess,
                                                        tmp_path: Path) -> None:
    """``h`` asks the server's expert; its reasons, sent in parts (docs/protocol.md,
    hints), are written again as the engine's English, cards in the terminal's way."""
    app = RemoteApp(seat(server, tmp_path, table=plan("computer")), reconnect_delay=0.1)

    async def body(pilot: Pilot[int]) -> None:
        await until(pilot, lambda: my_decision(app) is not None, "the first decision")
        screen = table_screen(app)
        await pilot.press("h")
        await until(pilot, lambda: "after a blind draw" in screen.hint, "the server's hints")
        # a draw's hints: taking the pile top, named as the terminal names a card
        v = my_decision(app)
        assert v is not None and v.pile_top is not None
        hints = app.session.hints(3)
        assert any(h.why[0].code == "take" and h.why[0].args["card"] == v.pile_top
                   for h in hints), hints
        assert "deadwood" in screen.hint

    run(app, body)


def test_a_person_at_each_seat(server: ServerProcess, tmp_path: Path) -> None:
    """The full-screen client creates the table and shows its join code; a protocol
    client joins with it; each sees the other's moves; a refusal is one line."""
    seated = seat(server, tmp_path, table=plan("person"))
    code = seated.code
    assert code is not None
    app = RemoteApp(seated, reconnect_delay=0.1)
    rng = random.Random(3)

    async def body(pilot: Pilot[int]) -> None:
        screen = table_screen(app)
        await until(pilot, lambda: code in screen.texts.get("mine", ""), "the code")
        assert "waiting for every seat" in screen.texts["mine"].lower()
        name, token = new_person(server.base, "Web")
        assert join(server.base, token, code) == 1
        other = await Client.hello(server, token, seated.table_id, name=name)
        await until(pilot, lambda: app.session.watch_view() is not None, "the deal")
        assert name in screen.texts["opponent"]
        mine: list[tuple[str, int | None]] = []
        stop = asyncio.Event()

        player = asyncio.create_task(play_greedily(other, rng, stop))
        try:
            refused = False
            deadline = time.monotonic() + HUNG
            while time.monotonic() < deadline:
                if len([m for m in mine if m[0] == "d"]) >= 2 or isinstance(app.screen,
                                                                          HandEndScreen):
                    break
                v = my_decision(app)
                if v is None:
                    await pilot.pause(0.02)
                    continue
                if not refused:
                    # Undo where another seat is a person: the server refuses, and the
                    # refusal is one line on the table.
                    await pilot.press("u")
                    await until(pilot, lambda: "Refused:" in screen.texts["status"],
                                "the server's refusal")
                    assert "\n" not in screen.texts["status"]
                    refused = True
                mine.append(await press_turn(pilot, app))
            assert any(key == "d" for key, _ in mine)
            # The protocol client saw the person's discards, card by card.
            await asyncio.sleep(0.3)
            told = [e["action"]["card"] for e in other.events("action")
                    if e["player"] == 0 and e["action"]["action"] == "discard"]
            assert [card_name(c) for k, c in mine if k == "d" and c is not None] == told[:len(
                [k for k, _ in mine if k == "d"])]
            # ... and the person saw the other's last move.
            theirs = [e for e in app.session.last.items() if e[0] == 1]
            assert theirs, "the other's moves never reached the full-screen client"
            assert "last: -" not in screen.texts["opponent"]
        finally:
            stop.set()
            await player
            await other.close()

    run(app, body)


def test_a_dropped_connection_resumes_mid_hand(server: ServerProcess, tmp_path: Path) -> None:
    """The connection is cut in the middle of the hand: the client reconnects with
    ``last_seq``, says so, and the hand goes on from the same place."""
    app = RemoteApp(seat(server, tmp_path, table=plan("computer")), reconnect_delay=0.05)

    async def body(pilot: Pilot[int]) -> None:
        await until(pilot, lambda: my_decision(app) is not None, "the person's decision")
        await press_turn(pilot, app)
        await until(pilot, lambda: my_decision(app) is not None, "the next decision")
        v = my_decision(app)
        assert v is not None
        seq = app.link.seq
        ws = app.link.ws
        assert ws is not None
        ws.transport.abort()  # the network goes away, no close handshake
        await until(pilot, lambda: any(line.startswith("Reconnected") for line in app.said),
                    "the reconnection")
        after = app.session.human_view()
        assert after is not None and after.hand == v.hand and after.events == v.events
        assert app.link.seq >= seq
        await press_turn(pilot, app)  # and the hand goes on
        now = app.session.watch_view()
        assert now is not None and len(now.events) > len(v.events)

    run(app, body)


def test_a_wrong_join_code_is_one_line(server: ServerProcess, monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("ginrummy.cli.atserver.is_terminal", lambda stream: True)
    status = main(["play", "--server", server.base, "--name", unique_name("W"),
                   "--table", "NOSUCH9"])
    err = capsys.readouterr().err
    assert status == 2
    assert err.count("\n") == 1
    assert err.startswith("ginrummy: error: no table has the join code 'NOSUCH9'"), err


@pytest.mark.parametrize(("args", "said"), [
    (["--table", "ABC"], "--table goes with --server URL"),
    (["--server", "http://127.0.0.1:9", "--plain"], "ginrummy connect"),
    (["--server", "http://127.0.0.1:9", "--seed", "3"], "--seed is not for --server"),
    (["--server", "http://127.0.0.1:9", "--table", "A", "--against", "computer"],
     "with --table you join one"),
])
def test_options_that_do_not_go_together(args: list[str], said: str,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", *args]) == 2
    err = capsys.readouterr().err
    assert said in err and err.count("\n") == 1


def test_help(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--help"]) == 0
    out = capsys.readouterr().out
    for option in ("--server URL", "--table CODE", "--name NAME", "--against"):
        assert option in out
    assert "ginrummy play --server http://gin.example.org:8765 --name Bob --table PINE42" in out


def test_the_plan_of_a_new_table() -> None:
    """``--variant``, ``--rule``, ``--against`` and ``--opponent`` make the table's plan."""
    from ginrummy.cli.atserver import table_plan
    from ginrummy.cli.main import build_parser

    args = build_parser().parse_args(
        ["play", "--server", "x", "--variant", "three-player", "--rule", "target=50",
         "--against", "computer", "--opponent", "hard"])
    body = table_plan(args)
    assert body["system"] == "three-player" and body["options"] == {"target": 50}
    assert body["seats"] == [{"kind": "person", "level": None},
                             {"kind": "computer", "level": "hard"},
                             {"kind": "computer", "level": "hard"}]
    args = build_parser().parse_args(["play", "--server", "x"])
    assert table_plan(args)["seats"][1] == {"kind": "person", "level": None}


def test_an_update_out_of_step_makes_the_link_reconnect() -> None:
    """An update whose events are not between the snapshot held and its own ``seq``
    (a message lost or doubled) is out of step: the link reconnects with ``last_seq``.
    A seat connecting is told at the seq the table is at, which is in step."""
    from ginrummy import protocol as P
    from ginrummy.remote.link import _check_seqs
    from ginrummy.table.snapshot import ChangesError

    def update(seq: int, *events: int) -> P.Update:
        told = [{"seq": s, "event": {"type": "ready", "seat": 0}} for s in events]
        message = P.parse_server_message(
            f'{{"type": "update", "seq": {seq}, "events": {told}, "changes": {{}}}}'
            .replace("'", '"'))
        assert isinstance(message, P.Update)
        return message

    _check_seqs(7, update(7, 7))
    _check_seqs(7, update(10, 8, 10))
    for bad in (update(6), update(9, 6), update(9, 10)):
        with pytest.raises(ChangesError):
            _check_seqs(7, bad)
