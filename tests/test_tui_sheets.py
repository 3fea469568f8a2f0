"""The score sheet's Hollywood columns (R10: three games per player, a won game
greyed) and the match end's classic bonuses (R8.7), checked against the engine's
sheets on matches played through ``Session`` and, for the match end, by keys.
"""

from __future__ import annotations

import random

from rich.text import Text
from textual.pilot import Pilot

from ginrummy.agents import make_agent
from ginrummy.match import GameSheet
from ginrummy.rules import Rules, preset
from ginrummy.tui import GameSettings, GinApp, Session
from ginrummy.tui.sheets import bonus_markup, sheet_markup
from tui_pilot import play_match, run_app


def _play_hand(session: Session, me: random.Random) -> None:
    """One hand with the person's seat played by the ``easy`` agent."""
    agent = make_agent("easy", me)
    session.deal()
    while not session.hand_over:
        v = session.human_view()
        if session.human_to_act and v is not None:
            session.play(agent.act(v))
        else:
            session.step()


def _dim_cells(line: Text) -> list[tuple[int, str]]:
    """(start column, text) of each dim part of a line."""
    return [(span.start, line.plain[span.start:span.end]) for span in line.spans
            if "dim" in str(span.style).split()]


def test_the_hollywood_sheet_has_three_columns_per_player_and_greys_won_games() -> None:
    rules = preset("hollywood").with_options({"target": "25"})
    session = Session(GameSettings("hollywood", "easy", seed=4, rules=rules))
    me = random.Random(1)
    closed: dict[int, int] = {}  # game index -> the hand that won it
    for _ in range(30):
        _play_hand(session, me)
        for g, sheet in enumerate(session.match.sheets()):
            if sheet.winner is not None and g not in closed:
                closed[g] = session.match.hand_number
        if closed and session.match.hand_number > min(closed.values()):
            break
    assert closed, "no game was won"
    first = min(closed, key=lambda g: closed[g])
    assert session.match.hand_number > closed[first]  # a hand was played after it closed
    lines = [Text.from_markup(line) for line in sheet_markup(session).split("\n")]
    head = next(line for line in lines if line.plain.startswith("hand"))
    columns = head.plain.split("│")[1:]
    assert [c.split() for c in columns] == [["G1", "G2", "G3"]] * 2  # R10.1
    names = lines[1].plain.split("│")[1:]
    assert [n.strip() for n in names] == session.names
    rows = {int(line.plain.split()[0]): line for line in lines
            if line.plain[:4].strip().isdigit()}
    assert sorted(rows) == [b.number for b in session.match.booked]
    # The last row holds the engine's totals of each game, per player (R10.2).
    last = rows[max(rows)].plain.split("│")[1:]
    games = session.match.score_json()["games"]
    for p in range(2):
        assert last[p].split() == [str(g["scores"][p]) for g in games]
    # A won game's cells are greyed in every row after the hand that won it, and
    # only those; its header too.
    cell_starts = [len(head.plain.split("│")[0]) + 1 + k * 17 + g * 5
                   for k in range(2) for g in range(3)]
    for number, line in rows.items():
        dim = {start for start, _text in _dim_cells(line)}
        expected = {cell_starts[k * 3 + g] for k in range(2) for g in closed
                    if closed[g] < number}
        assert dim == expected, number
    assert {s for s, _t in _dim_cells(head)} == {cell_starts[k * 3 + g] for k in range(2)
                                                  for g in closed}
    # The entry that won a game is bold in its row.
    won_row = rows[closed[first]]
    winner = session.match.sheets()[first].winner
    assert winner is not None
    bold = [won_row.plain[s.start:s.end] for s in won_row.spans if "bold" in str(s.style)]
    assert bold and str(games[first]["scores"][winner]) in bold[0]


def _expected_total(sheet: GameSheet, rules: Rules, player: int) -> tuple[int, bool]:
    """R8.7 worked out from the sheet: the total with line and game bonuses, and
    whether the shutout doubles it."""
    total = sheet.scores[player] + rules.line_bonus * sheet.hands_won[player]
    if player != sheet.winner:
        return total, False
    total += rules.game_bonus
    shutout = rules.shutout and all(s == 0 for p, s in enumerate(sheet.scores) if p != player)
    return (total * 2 if shutout else total), shutout


def test_the_bonuses_are_itemised_per_game_with_the_engines_totals() -> None:
    rules = preset("hollywood").with_options(
        {"target": "20", "line_bonus": "25", "game_bonus": "100", "shutout": "true"})
    session = Session(GameSettings("hollywood", "easy", seed=3, rules=rules))
    me = random.Random(2)
    assert bonus_markup(session) == "[b]Bonuses (R8.7)[/b]"  # nothing won yet
    for _ in range(60):
        if session.match.is_over:
            break
        _play_hand(session, me)
    assert session.match.is_over
    text = Text.from_markup(bonus_markup(session)).plain.splitlines()
    assert text[0] == "Bonuses (R8.7)"
    shutouts = 0
    for g, sheet in enumerate(session.match.sheets(), 1):
        block = text[text.index(f"Game {g}:") + 1:][:2]
        for p, line in enumerate(block):
            total, shutout = _expected_total(sheet, rules, p)
            assert sheet.totals(rules)[p] == total  # the engine agrees (R8.7)
            parts = f"hands {sheet.scores[p]} + line {sheet.hands_won[p]} x 25"
            if p == sheet.winner:
                parts += " + game 100"
            if shutout:
                parts = f"({parts}) x 2 shutout"
                shutouts += 1
            assert line.split(None, 1)[1].strip() == f"{parts} = {total}", line
            assert line.split()[0] == session.names[p]
    assert shutouts >= 1, "no shutout in this match: pick another seed"


def test_no_bonus_lines_when_the_bonuses_are_off() -> None:
    session = Session(GameSettings("standard", "easy", seed=1))
    assert bonus_markup(session) == ""


def test_the_match_end_screen_itemises_the_classic_bonuses() -> None:
    rules = preset("standard").with_options(
        {"target": "10", "line_bonus": "25", "game_bonus": "100", "shutout": "true"})

    async def body(app: GinApp, pilot: Pilot[int]) -> None:
        session = app.session
        assert session is not None
        end = await play_match(app, pilot, knock="asap")
        sheet = session.match.sheets()[0]
        assert sheet.winner is not None
        lines = end.text.splitlines()
        at = lines.index("Bonuses (R8.7)")
        for p, line in enumerate(lines[at + 1:at + 3]):
            total, shutout = _expected_total(sheet, rules, p)
            assert line.split()[0] == session.names[p]
            assert line.endswith(f"= {total}") and ("shutout" in line) == shutout
            assert f"line {sheet.hands_won[p]} x 25" in line
            assert ("game 100" in line) == (p == sheet.winner)
        assert f"{session.names[sheet.winner]} {sheet.totals(rules)[sheet.winner]}" in end.text

    run_app(GameSettings("standard", "easy", seed=5, rules=rules), body)
