"""Saving a match in progress and resuming it (ginrummy.tui.saves), without a screen.

A seeded session is played by a fixed policy for the human, saved, loaded, and
the two are compared: the same hand state, score sheet, record, undo and random
state; then both are played on and must stay identical.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest

from ginrummy import actions as A
from ginrummy.actions import Kind, action_from_json
from ginrummy.melds import best_discard
from ginrummy.rules import preset
from ginrummy.state import HandState, Phase
from ginrummy.tui.saves import (
    SaveError,
    read_save,
    session_from_json,
    session_json,
    set_aside,
    write_save,
)
from ginrummy.tui.session import GameSettings, Session
from helpers import DATA_DIR


def human_turn(session: Session) -> None:
    """The human's decision by a fixed policy: pass, draw from the stock, knock when
    legal, else discard the least-deadwood card; the defaults when laying down."""
    v = session.human_view()
    assert v is not None and v.is_my_turn
    if v.phase is Phase.OFFER:
        session.play(A.PASS)
    elif v.phase is Phase.DRAW:
        session.play(A.DRAW_STOCK)
    elif v.phase is Phase.DISCARD:
        knocks = [a for a in v.legal_actions() if a.kind is Kind.KNOCK]
        session.play(knocks[0] if knocks else A.discard(best_discard(v.hand, v.taken).card))
    elif v.phase is Phase.ARRANGE:
        session.arrange_default()
    else:
        session.lay_off_default()


def advance(session: Session, decisions: int) -> None:
    """Play ``decisions`` of the human's decisions (the computer in between), dealing
    the next hand when one ends, and stop at the human's next decision."""
    if session.state is None:
        session.deal()
    done = 0
    while not session.match.is_over:
        session.run_computer()
        if session.hand_over:
            if session.match.is_over:
                return
            session.deal()
            continue
        if done == decisions:
            return
        human_turn(session)
        done += 1


def same_state(a: HandState | None, b: HandState | None) -> None:
    assert a is not None and b is not None
    for slot in HandState.__slots__:
        assert getattr(a, slot) == getattr(b, slot), slot


def same_session(a: Session, b: Session, helper: bool = True) -> None:
    same_state(a.state, b.state)
    same_state(a.hand_start, b.hand_start)
    assert a.match.score_json() == b.match.score_json()
    assert a.match.hand_number == b.match.hand_number
    assert [bh.result for bh in a.match.booked] == [bh.result for bh in b.match.booked]
    assert a.record.doc == b.record.doc
    assert a.last == b.last and a.names == b.names and a.match_id == b.match_id
    assert a.end == b.end
    trail_a, trail_b = undo_trail(a), undo_trail(b)
    assert len(trail_a) == len(trail_b)
    for sa, sb in zip(trail_a, trail_b, strict=True):
        same_state(sa, sb)
    assert a._lasts == b._lasts  # the last actions each undo shows again
    assert a.advice() == b.advice() and a.table.awaiting() == b.table.awaiting()
    rngs_a, rngs_b = a.rngs(), b.rngs()
    assert rngs_a.keys() == rngs_b.keys()
    for key in rngs_a:
        if key != "helper" or helper:
            assert rngs_a[key].getstate() == rngs_b[key].getstate(), key


def undo_trail(session: Session) -> list[HandState]:
    """The hand before each decision the person may take back, as the table keeps it."""
    hand = session.table.ledger.hand
    return [] if hand is None else list(hand.undo)


@pytest.mark.parametrize(
    ("system", "level", "seed", "decisions", "computers", "seat"),
    [("standard", "hard", 3, 30, (), 0), ("hollywood", "medium", 5, 25, (), 0),
     ("three-player", "easy", 2, 30, (), 0), ("oklahoma", "easy", 8, 7, (), 0),
     ("three-player", "hard", 6, 20, ("Bo", "Cy"), 2)],
)
def test_a_saved_match_resumes_in_exactly_the_same_state(
    tmp_path: Path, system: str, level: str, seed: int, decisions: int,
    computers: tuple[str, ...], seat: int,
) -> None:
    session = Session(GameSettings(system, level, seed, "Ann", None, computers, seat))
    advance(session, decisions)
    assert session.match.hand_number >= 1 and not session.match.is_over
    path = tmp_path / "save.json"
    write_save(session, path)
    resumed = read_save(path)
    same_session(session, resumed)
    assert resumed.settings.seat == seat and resumed.human == seat
    # The computer goes on deciding exactly as it would have: play both to the end.
    for _ in range(400):
        if session.match.is_over:
            break
        advance(session, 3)
        advance(resumed, 3)
        same_session(session, resumed)
    assert session.match.is_over and resumed.match.is_over


def test_undone_decisions_and_an_unseeded_match_resume_exactly(tmp_path: Path) -> None:
    # No seed: the match draws one and the save keeps it.  An undo rolls the hand back
    # but not the computer's random state: the saved random state carries that over.
    session = Session(GameSettings("standard", "hard", None))
    advance(session, 5)
    for _ in range(500):
        # The match is unseeded: the computer may end the hand on the way (a gin).
        if session.hand_over:
            session.deal()
            session.run_computer()
            continue
        v = session.human_view()
        assert v is not None
        if v.phase is Phase.DISCARD and session.human_to_act:
            break
        human_turn(session)
        session.run_computer()
    v = session.human_view()
    assert v is not None and v.phase is Phase.DISCARD and session.human_to_act
    session.play(A.discard(best_discard(v.hand, v.taken).card))
    session.run_computer()
    assert session.undo()
    doc = session_json(session)
    resumed = session_from_json(json.loads(json.dumps(doc)))
    same_session(session, resumed)
    assert resumed.match.seed == session.match.seed


def test_a_save_between_hands_resumes_at_the_hands_end(tmp_path: Path) -> None:
    session = Session(GameSettings("standard", "easy", 11))
    session.deal()
    while not session.hand_over:
        session.run_computer()
        if not session.hand_over:
            human_turn(session)
    doc = session_json(session)
    assert doc["hand"] is None and len(doc["record"]["hands"]) == 1
    resumed = session_from_json(doc)
    same_session(session, resumed)
    assert resumed.hand_over and resumed.booked == session.booked


def test_the_save_is_the_record_so_far_plus_the_hand_in_progress(tmp_path: Path) -> None:
    session = Session(GameSettings("standard", "easy", 4, "Ann"))
    advance(session, 40)
    doc = session_json(session)
    assert doc["format"] == "ginrummy-save" and doc["settings"]["name"] == "Ann"
    record = doc["record"]
    assert record["format"] == "ginrummy-record" and record["result"] is None
    assert record["seed"] == 4
    assert len(record["hands"]) == session.match.hand_number - 1
    assert session.state is not None and session.state.history
    saved = [action_from_json(entry) for entry in doc["hand"]["actions"]]
    assert saved == [action for _seat, action in session.state.history]
    assert all(entry["player"] in (0, 1) for entry in doc["hand"]["actions"])


def test_the_save_is_written_atomically(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    session = Session(GameSettings("standard", "easy", 1))
    advance(session, 2)
    path = tmp_path / "deep" / "save.json"
    write_save(session, path)
    before = path.read_text()

    def fail(src: Any, dst: Any) -> None:
        raise OSError("disk full")

    advance(session, 2)
    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError, match="disk full"):
        write_save(session, path)
    assert path.read_text() == before  # the old save is intact
    assert sorted(p.name for p in path.parent.iterdir()) == ["save.json"]  # no temp file left


def _saved(tmp_path: Path) -> tuple[Path, dict[str, Any]]:
    session = Session(GameSettings("standard", "easy", 9))
    advance(session, 30)  # hand 2, 27 actions in
    path = tmp_path / "save.json"
    write_save(session, path)
    return path, json.loads(path.read_text())


def test_a_save_that_is_not_json_is_refused_with_the_place(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_text('{"format": "ginrummy-save",')
    with pytest.raises(SaveError, match=r"save\.json: not JSON \(line 1"):
        read_save(path)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(version=99), "version 99 is not supported"),
        (lambda d: d.update(format="other"), "not a saved game"),
        (lambda d: d["settings"].update(level="grandmaster"), "settings: unknown"),
        (lambda d: d["record"]["hands"][0]["actions"][2].update(card="Zz"), "hand 1, action 3"),
        (lambda d: d["record"]["hands"][0]["deck"].reverse(), "hand 1: the saved deck"),
        (lambda d: d["record"]["hands"][0].update(score={}), "hand 1: the saved score"),
        (lambda d: d["hand"]["actions"].append(d["hand"]["actions"][-1]), "action"),
        (lambda d: d["random"].update({"1": [3, [1, 2], None]}), "random '1': not a random"),
        (lambda d: d.pop("match_id"), "'match_id' is missing"),
    ],
)
def test_a_tampered_save_is_refused_saying_where(
    tmp_path: Path, change: Any, message: str
) -> None:
    path, doc = _saved(tmp_path)
    assert len(doc["record"]["hands"]) >= 1 and doc["hand"]["actions"]
    read_save(path)  # the untouched save loads
    change(doc)
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match=message):
        read_save(path)


def test_a_corrupt_save_is_renamed_aside_not_deleted(tmp_path: Path) -> None:
    path = tmp_path / "saved-game.json"
    path.write_text("garbage 1")
    first = set_aside(path)
    assert first.name == "saved-game.json.corrupt" and first.read_text() == "garbage 1"
    assert not path.exists()
    path.write_text("garbage 2")
    second = set_aside(path)
    assert second.name == "saved-game.json.1.corrupt" and second.read_text() == "garbage 2"
    assert first.read_text() == "garbage 1"


def test_a_finished_match_is_not_resumed(tmp_path: Path) -> None:
    rules = preset("standard").with_options({"target": "1"})
    session = Session(GameSettings("standard", "easy", 7, rules=rules))
    advance(session, 10_000)
    assert session.match.is_over
    with pytest.raises(SaveError, match="already over"):
        session_from_json(session_json(session))


# ---------------------------------------------------------------------- earlier versions


def _undo_scenario() -> Session:
    """The moves of tests/data/saves/v1-standard-undo.json (see its README)."""
    session = Session(GameSettings("standard", "hard", 3, "Ann"))
    advance(session, 30)
    while True:
        v = session.human_view()
        assert v is not None
        if v.phase is Phase.DISCARD and session.human_to_act:
            break
        human_turn(session)
        session.run_computer()
        if session.hand_over:
            session.deal()
            session.run_computer()
    for again in (False, True):
        v = session.human_view()
        assert v is not None
        session.play(A.discard(best_discard(v.hand, v.taken).card))
        session.run_computer()
        if not again:
            assert session.undo()
    return session


def _three_player_scenario() -> Session:
    session = Session(GameSettings("three-player", "medium", 6, "Ann", None, ("Bo", "Cy"), 2))
    advance(session, 20)
    return session


def _between_hands_scenario() -> Session:
    session = Session(GameSettings("hollywood", "easy", 5))
    session.deal()
    while not session.hand_over:
        session.run_computer()
        if not session.hand_over:
            human_turn(session)
    return session


@pytest.mark.parametrize(
    ("name", "scenario", "hand", "actions", "undo"),
    [("v1-standard-undo.json", _undo_scenario, 2, 22, 1),
     ("v1-three-player-seat3.json", _three_player_scenario, 2, 13, 0),
     ("v1-hollywood-between-hands.json", _between_hands_scenario, 1, 17, 2)],
)
def test_a_save_of_the_session_before_the_table_resumes_where_the_same_moves_lead(
    name: str, scenario: Any, hand: int, actions: int, undo: int,
) -> None:
    """Saves written before the session played on the table (commit c6ce2c0) load,
    and stand exactly where the same moves lead today: the same game (cards,
    computers' decisions, score, record) and undo; both then play on alike."""
    path = DATA_DIR / "saves" / name
    saved = json.loads(path.read_text())
    resumed = read_save(path)
    assert resumed.match.hand_number == hand and resumed.state is not None
    assert len(resumed.state.history) == actions and len(undo_trail(resumed)) == undo
    assert resumed.match_id == saved["match_id"] and "advice" not in saved
    assert resumed.helper.rng.getstate() == read_save(path).rngs()["helper"].getstate()
    session: Session = scenario()
    session.match_id = resumed.match_id
    # The hints' random source is left out: the earlier session asked the helper
    # for a person captain's advice only when a screen showed it.
    same_session(session, resumed, helper=False)
    for _ in range(3):
        if session.match.is_over:
            break
        advance(session, 3)
        advance(resumed, 3)
        same_session(session, resumed, helper=False)


def _at_the_captains_advice() -> Session:
    """Three-player, seed 2: played on until the person is captain and the computer's
    advice for the decision in play has been given."""
    session = Session(GameSettings("three-player", "easy", 2, "Ann"))
    advance(session, 0)
    for _ in range(200):
        if session.advice() is not None:
            return session
        advance(session, 1)
    raise AssertionError("the person was never captain")


def test_the_advice_in_play_is_saved_and_not_asked_for_again(tmp_path: Path) -> None:
    session = _at_the_captains_advice()
    advice = session.advice()
    assert advice is not None
    doc = session_json(session)
    assert doc["advice"] == advice.to_json()
    resumed = session_from_json(json.loads(json.dumps(doc)))
    same_session(session, resumed)  # the advice, and the helper's random state after it
    for _ in range(3):
        advance(session, 2)
        advance(resumed, 2)
        same_session(session, resumed)
    # A save without it (an earlier version's) has it asked for when the game goes on.
    del doc["advice"]
    earlier = session_from_json(doc)
    assert earlier.advice() is None and not earlier.step() and earlier.advice() is not None


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(advice={"action": "discard", "card": "Zz"}), "advice: 'Zz': unknown"),
        (lambda d: d.update(advice=[1]), "advice: not a JSON object"),
        (lambda d: d.update(advice={"action": "knock", "card": "Ks"}),
         "advice: the captain cannot: "),
    ],
    ids=["not a card", "not an object", "illegal"],
)
def test_saved_advice_is_checked(change: Any, message: str) -> None:
    session = _at_the_captains_advice()
    doc = json.loads(json.dumps(session_json(session)))
    change(doc)
    with pytest.raises(SaveError, match=message):
        session_from_json(doc)


def test_saved_advice_where_no_decision_waits_for_it_is_refused() -> None:
    session = Session(GameSettings("standard", "easy", 9))
    advance(session, 3)
    doc = json.loads(json.dumps(session_json(session)))
    assert doc["advice"] is None
    doc["advice"] = A.DRAW_STOCK.to_json()
    with pytest.raises(SaveError, match="advice: no decision of the captain waits"):
        session_from_json(doc)


# ---------------------------------------------------------------------- untrusted saves

EVIL_MODULE = '''
from pathlib import Path
Path(__file__).with_name("imported.txt").write_text("the save ran my code")

class Bot:
    def __init__(self, rng=None):
        pass

    def act(self, view):
        return view.legal_actions()[0]
'''


def evil_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A module that, imported, writes ``imported.txt`` beside itself; the marker."""
    folder = tmp_path / "mods"
    folder.mkdir()
    (folder / "evil_save_bot.py").write_text(EVIL_MODULE)
    monkeypatch.syspath_prepend(str(folder))
    return folder / "imported.txt"


@pytest.mark.parametrize("level", ["evil_save_bot:Bot", "os:system", "random", "search"])
def test_a_save_names_only_the_built_in_levels_and_imports_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, level: str
) -> None:
    marker = evil_module(tmp_path, monkeypatch)
    path, doc = _saved(tmp_path)
    doc["settings"]["level"] = level
    doc["record"]["players"][1]["agent"] = level
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError) as info:
        read_save(path)
    message = str(info.value)
    assert f"settings: unknown level '{level}' (known: easy, medium, hard, expert" in message
    assert "\n" not in message
    assert not marker.exists() and "evil_save_bot" not in sys.modules  # nothing imported


def test_a_save_whose_record_rules_were_edited_is_refused(tmp_path: Path) -> None:
    path, doc = _saved(tmp_path)
    assert all(h["end"]["outcome"] != "gin" for h in doc["record"]["hands"])
    doc["record"]["rules"]["gin_bonus"] = 500  # no hand used it: only the rules tell
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match="record: rules: gin_bonus is 500, but preset standard"
                       " with the options stated gives 25"):
        read_save(path)
    doc["record"]["options"]["gin_bonus"] = 500  # stated alike: other rules, and they play
    path.write_text(json.dumps(doc))
    assert read_save(path).rules.gin_bonus == 500


@pytest.mark.parametrize(
    ("names", "message"),
    [
        (["Bo\x1b[2J"], r"U\+001B"),
        (["\u202eBo"], r"U\+202E"),
        (["B" * 10_000], "a name has at most 24 characters, not 10000"),
    ],
)
def test_the_names_in_a_save_are_names_a_player_could_take(
    tmp_path: Path, names: list[str], message: str
) -> None:
    path, doc = _saved(tmp_path)
    doc["settings"]["computer_names"] = names
    doc["record"]["players"][1]["name"] = names[0]
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match=message) as info:
        read_save(path)
    assert len(str(info.value)) < 300 and "\x1b" not in str(info.value)
    doc["settings"]["computer_names"] = []
    doc["settings"]["name"] = names[0]
    doc["record"]["players"] = [{"name": names[0], "agent": "human"},
                                {"name": "computer", "agent": "easy"}]
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match=message):
        read_save(path)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"[" * 100_000, "nested too deep for a saved game"),
        ('{"format": "ginrummy-save", "name": "Jos\xe9"}'.encode("latin-1"),
         r"not UTF-8 text \(byte 0xe9 at offset 40\)"),
        (b'{"format": "ginrummy-save", "version": ' + b"1" * 5000 + b"}", "not a saved game"),
    ],
    ids=["nested 100,000 deep", "latin-1", "a number of 5,000 digits"],
)
def test_a_hostile_save_file_is_refused_in_one_line(
    tmp_path: Path, content: bytes, message: str
) -> None:
    path = tmp_path / "saved-game.json"
    path.write_bytes(content)
    with pytest.raises(SaveError, match=message) as info:
        read_save(path)
    assert "\n" not in str(info.value) and len(str(info.value)) < 300


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["settings"].update(system="canasta"), "settings: system 'canasta' is not"),
        (lambda d: d.update(match_id="\x1b[2J" * 10), "match_id '\\\\x1b\\[2J"),
        (lambda d: d["record"].update(version=7), "record: record version 7 is not supported"),
        (lambda d: d["record"].update(preset="x" * 100_000), "record: preset: 'xxxx"),
        (lambda d: d["hand"]["actions"][0].update(card="Z" * 100_000), "action 1"),
    ],
    ids=["system", "match id", "record version", "preset", "card"],
)
def test_other_settings_of_a_save_are_checked_and_quoted_short(
    tmp_path: Path, change: Any, message: str
) -> None:
    path, doc = _saved(tmp_path)
    change(doc)
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveError, match=message) as info:
        read_save(path)
    assert len(str(info.value)) < 300 and "\x1b" not in str(info.value)
