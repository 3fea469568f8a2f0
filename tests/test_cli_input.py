"""Hostile and careless input to the command line (issue 27, items 3, 6, 7, 8).

Every command that reads a file or a word from the user answers bad input with
one short line and status 2: a 100 kB token is quoted in a few words
(``errors.excerpt``), a file nested 100,000 deep or not in UTF-8 is named as
such, and text from a record that replay does not check (players' names, a
forfeit's reason) reaches the terminal escaped (``names.shown_name``).  Numbers
have ranges and ASCII digits; Ctrl-C during ``simulate`` keeps what was done.
"""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ginrummy.actions import ActionError, parse_action
from ginrummy.cli.common import MAX_COUNT, MAX_SEED, count_arg, seed_arg
from ginrummy.cli.main import main
from ginrummy.cli.play import PlainGame
from ginrummy.driver import replay
from ginrummy.record import load_record
from ginrummy.rules import OPTION_HELP, OPTION_RANGES, preset
from ginrummy.runner import MatchOutcome, play_named_match

Capture = pytest.CaptureFixture[str]

BIG = "Q" * 100_000
#: The most an error line may hold: the message, and the input cut to 40 characters.
SHORT = 400
TEN = "As 2s 3s 7h 7d 7c Jh Qh Kh 6d"


def short_error(capsys: Capture) -> str:
    """The one error line: short, no raw control character, no run of the big token."""
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err[:1000]
    line = lines[0]
    assert line.startswith("ginrummy: error: "), line[:1000]
    assert len(line) < SHORT, line[:1000]
    assert "Q" * 41 not in line and "\x1b" not in line and "\u202e" not in line
    assert "internal error" not in line, line
    return line


def record_file(tmp_path: Path, change: Callable[[dict[str, Any]], object] | None = None,
                seed: int = 21) -> Path:
    doc = play_named_match(preset("standard"), ["simple", "simple"], seed=seed).record
    if change is not None:
        change(doc)
    path = tmp_path / "match.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


# ---------------------------------------------------------------------- 100 kB tokens


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["analyze", BIG], "'QQQQ"),
        (["analyze", f"As 2s {BIG} 4s"], "'QQQQ"),
        (["analyze", "-", "--knock-limit", BIG], "is not a whole number"),
        (["showdown", "--knocker", BIG, "--defender", TEN], "--knocker: 'QQQQ"),
        (["rules", BIG], "unknown variant 'QQQQ"),
        (["rules", "standard", "--rule", f"{BIG}=1"], "unknown rule option 'QQQQ"),
        (["rules", "standard", "--rule", f"gin_bonus={BIG}"], "gin_bonus must be a whole"),
        (["rules", "standard", "--rule", f"target={'9' * 100_000}"],
         "target must be a whole number from 1 to 10000, not '9999"),
        (["rules", "standard", "--rule", BIG], "--rule expects KEY=VALUE, got 'QQQQ"),
        (["simulate", "--players", f"simple,{BIG}"], "unknown agent 'QQQQ"),
        (["simulate", "--variant", BIG], "unknown variant 'QQQQ"),
        (["simulate", "--matches", "9" * 100_000], "must be at most 1000000, not '9999"),
        (["simulate", "--rule", f"{BIG}=1"], "unknown rule option 'QQQQ"),
        (["arena", "--players", f"simple,{BIG}", "--games", "1", "--seed", "1"],
         "unknown agent 'QQQQ"),
        (["play", "--plain", "--opponent", BIG], "unknown agent 'QQQQ"),
        (["play", "--plain", "--seed", BIG], "is not a whole number"),
        (["hint", "x.json", "--hand", BIG, "--action", "1"], "is not a whole number"),
        ([BIG], "invalid choice: 'QQQQ"),
        (["rules", "standard", f"\x1b[2J{BIG}"], "unrecognized arguments: '\\x1b[2J"),
    ],
    ids=["analyze", "analyze in a hand", "analyze limit", "showdown", "rules name",
         "rules option", "rules value", "rules number", "rules pair", "simulate agent",
         "simulate variant", "simulate matches", "simulate rule",
         "arena agent", "play opponent", "play seed", "hint hand", "command",
         "unrecognized"],
)
def test_a_100_kb_token_is_quoted_in_a_few_words(
    argv: list[str], fragment: str, capsys: Capture
) -> None:
    assert main(argv) == 2
    assert fragment in short_error(capsys)


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        (lambda d: d["hands"][0]["deck"].__setitem__(0, BIG), "hand 1, deck: 'QQQQ"),
        (lambda d: d["hands"][0]["actions"][0].update(action=BIG), "unknown action 'QQQQ"),
        (lambda d: d["hands"][0]["actions"][2].update(card=BIG), "hand 1, action 3"),
        (lambda d: d["hands"][0]["end"].update(points=BIG), "recorded points 'QQQQ"),
        (lambda d: d["hands"][0].update(upcard=BIG), "recorded upcard 'QQQQ"),
        (lambda d: d.update(version=BIG), "record version 'QQQQ"),
        (lambda d: d.update(preset=BIG), "preset: 'QQQQ"),
        (lambda d: d["rules"].update(scoring=BIG), "scoring must be one of"),
        (lambda d: d["options"].update({BIG: 1}), "unknown rule option 'QQQQ"),
        (lambda d: d["result"].update(totals=[[BIG]]), "recorded totals \"[['QQQQ"),
        (lambda d: d["result"].update(forfeit={"player": 0, "reason": BIG}), "result: "),
        (lambda d: d["result"].update(forfeit={"player": 9}), "is not a forfeit"),
        (lambda d: d["hands"][0].pop("number"), "recorded number None, replay gives 1"),
    ],
    ids=["deck", "action", "card", "points", "upcard", "version", "preset", "rules",
         "options", "totals", "forfeit reason", "forfeit player", "number"],
)
@pytest.mark.parametrize("command", ["replay", "hint"])
def test_a_100_kb_field_of_a_record_is_quoted_in_a_few_words(
    tmp_path: Path, capsys: Capture, command: str, change: Any, fragment: str
) -> None:
    path = record_file(tmp_path, change)
    argv = [command, str(path)] + (["--hand", "1", "--action", "1"] if command == "hint" else [])
    assert main(argv) == 2
    assert fragment in short_error(capsys)


# ---------------------------------------------------------------------- hostile files


HOSTILE_FILES: dict[str, tuple[bytes, str]] = {
    "nested 100,000 deep": (b"[" * 100_000, "nested too deep for a record (at most 32"),
    "nested 40 deep, closed": (b"[" * 40 + b"]" * 40, "nested too deep for a record"),
    "latin-1": ('{"players": [{"name": "Jos\xe9"}]}'.encode("latin-1"),
                "not UTF-8 text (byte 0xe9 at offset 26): a record is JSON in UTF-8"),
    "a 5,000-digit number": (b'{"seed": ' + b"7" * 5000 + b"}", "not a record"),
}


@pytest.mark.parametrize("name", list(HOSTILE_FILES))
@pytest.mark.parametrize("command", ["replay", "hint"])
def test_a_hostile_file_is_one_line_naming_the_problem(
    tmp_path: Path, capsys: Capture, command: str, name: str
) -> None:
    content, fragment = HOSTILE_FILES[name]
    path = tmp_path / "hostile.json"
    path.write_bytes(content)
    argv = [command, str(path)] + (["--hand", "1", "--action", "1"] if command == "hint" else [])
    assert main(argv) == 2
    line = short_error(capsys)
    assert fragment in line and str(path) in line


def test_a_file_bigger_than_any_record_is_not_read(
    tmp_path: Path, capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("ginrummy.record.MAX_FILE_BYTES", 1000)
    path = tmp_path / "big.json"
    path.write_text(json.dumps({"x": "y" * 2000}))
    assert main(["replay", str(path)]) == 2
    assert "too big for a record" in short_error(capsys)


def test_analyze_reads_a_latin_1_line_as_one_bad_line(
    capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = f"{TEN}\nAs 2\xe9\n{TEN}\n".encode("latin-1")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))
    assert main(["analyze", "-"]) == 2
    captured = capsys.readouterr()
    rows = [json.loads(line) for line in captured.out.splitlines()]
    assert rows[0]["deadwood"] == rows[2]["deadwood"] == 6  # the others go on
    assert rows[1] == {"line": 2, "error": "not UTF-8 text: card names are ASCII, or the suit"
                                           " symbols"}
    assert captured.err.startswith("ginrummy: error: 1 of 3 hands could not be read")


# ---------------------------------------------------------------------- names from a record


def test_replay_shows_the_record_s_names_escaped_and_cut(tmp_path: Path, capsys: Capture) -> None:
    def names(doc: dict[str, Any]) -> None:
        doc["players"][0]["name"] = "Eve\x1b[2J\u202eevil"
        doc["players"][1]["name"] = "N" * 10_000
        doc["players"][1]["agent"] = "\x07bell"

    path = record_file(tmp_path, names)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\u202e" not in out and "\x07" not in out
    legend = next(line for line in out.splitlines() if line.startswith("Players:"))
    assert "P0 = Eve\\x1b[2J\\u202eevil (simple)" in legend
    assert "N" * 45 + "..." in legend and "N" * 50 not in legend
    assert "(\\x07bell)" in legend and len(legend) < 200


def test_replay_shows_a_forfeit_s_reason_escaped(tmp_path: Path, capsys: Capture) -> None:
    rules = preset("standard")
    outcome = play_named_match(rules, ["simple", "simple"], seed=3)
    doc = outcome.record
    # Cut the match short as a forfeit of player 1 in hand 2, with a hostile reason.
    hand = doc["hands"][1]
    hand.pop("score")
    hand["actions"] = hand["actions"][:3]
    reason = "crashed\x1b[31m" + "R" * 500
    hand["end"] = {"outcome": "forfeit", "player": 1, "reason": reason}
    del doc["hands"][2:]
    doc["result"] = {"winner": 0, "totals": [[doc["hands"][0]["score"]["games"][0]["scores"][0],
                                              doc["hands"][0]["score"]["games"][0]["scores"][1]]],
                     "hands": 2, "forfeit": {"player": 1, "reason": reason}}
    replay(doc)  # a valid record of a forfeit
    path = tmp_path / "forfeit.json"
    path.write_text(json.dumps(doc))
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "crashed\\x1b[31m" in out and "R" * 250 not in out


# ---------------------------------------------------------------------- bounds (item 7)


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["simulate", "--matches", str(MAX_COUNT + 1)], "must be at most 1000000, not 1000001"),
        (["simulate", "--seed", str(MAX_SEED + 1)], f"must be at most {MAX_SEED}"),
        (["simulate", "--seed", str(MAX_SEED), "--matches", "2"], "over 2**63-1"),
        (["arena", "--players", "simple,random", "--games", str(MAX_COUNT + 1)],
         "must be at most 1000000"),
        (["arena", "--players", "simple,random", "--workers", "1025"], "must be at most 1024"),
        (["arena", "--players", "simple,random", "--seed", str(2**64)], "must be at most"),
        (["arena", "--players", "simple,random", "--time-budget", "3601"], "at most 3600"),
        (["arena", "--players", "simple,random", "--time-budget", "nan"], "at most 3600"),
        (["play", "--plain", "--seed", str(MAX_SEED + 1)], "must be at most"),
        (["hint", "x.json", "--hand", "1", "--action", "1", "--top", "101"],
         "must be at most 100, not 101"),
        (["hint", "x.json", "--hand", "1", "--action", "1", "--top", "0"],
         "must be at least 1, not 0"),
        (["hint", "x.json", "--hand", "1000001", "--action", "1"], "must be at most 1000000"),
        (["hint", "x.json", "--hand", "1", "--action", "1", "--seed", "-1"],
         "must not be negative"),
        (["showdown", "--knocker", TEN, "--defender", "x", "--gin-bonus", "1001"],
         "must be at most 1000, not 1001"),
        (["showdown", "--knocker", TEN, "--defender", "x", "--undercut-bonus", "1001"],
         "must be at most 1000, not 1001"),
    ],
)
def test_every_numeric_option_has_a_bound(argv: list[str], fragment: str,
                                          capsys: Capture) -> None:
    assert main(argv) == 2
    assert fragment in short_error(capsys)


@pytest.mark.parametrize(
    ("option", "value", "fragment"),
    [
        ("target", "10001", "target must be at most 10000, not 10001"),
        ("max_turns", "10001", "max_turns must be at most 10000, not 10001"),
        ("gin_bonus", "1001", "gin_bonus must be at most 1000, not 1001"),
        ("undercut_bonus", "1001", "undercut_bonus must be at most 1000, not 1001"),
        ("big_gin_bonus", "1001", "big_gin_bonus must be at most 1000, not 1001"),
        ("line_bonus", "1001", "line_bonus must be at most 1000, not 1001"),
        ("game_bonus", "1001", "game_bonus must be at most 1000, not 1001"),
    ],
)
@pytest.mark.parametrize("command", ["rules", "simulate", "play"])
def test_every_numeric_rule_option_has_an_upper_bound(
    command: str, option: str, value: str, fragment: str, capsys: Capture
) -> None:
    argv = {"rules": ["rules", "standard"], "simulate": ["simulate", "--matches", "1"],
            "play": ["play", "--plain"]}[command]
    assert main([*argv, "--rule", f"{option}={value}"]) == 2
    assert fragment in short_error(capsys)


def test_the_bounds_themselves_are_allowed_and_documented(capsys: Capture) -> None:
    high = {name: str(top) for name, (_low, top) in OPTION_RANGES.items()}
    argv = ["rules", "standard", "--json"]
    for name, value in high.items():
        argv += ["--rule", f"{name}={value}"]
    options = json.loads(_out(capsys, argv))["options"]
    assert {name: str(options[name]) for name in high} == high
    assert count_arg(str(MAX_COUNT)) == MAX_COUNT and seed_arg(str(MAX_SEED)) == MAX_SEED
    shown = _out(capsys, ["rules", "standard"])
    for name, (low, top) in OPTION_RANGES.items():
        assert f"{low}-{top}" in OPTION_HELP[name], name
        assert f"{low}-{top}" in shown, name
    assert "1 to 1,000,000" in _help(capsys, "simulate")
    arena_help = _help(capsys, "arena")
    assert "at most 1,000,000" in arena_help and "1-1024" in arena_help
    assert "at most 3600" in arena_help
    assert "1 to 100" in _help(capsys, "hint")
    assert "0 to 1000" in _help(capsys, "showdown")


def _out(capsys: Capture, argv: list[str]) -> str:
    assert main(argv) == 0
    return capsys.readouterr().out


def _help(capsys: Capture, command: str) -> str:
    """A command's --help, its lines joined (argparse wraps them)."""
    return " ".join(_out(capsys, [command, "--help"]).split())


# ---------------------------------------------------------------------- ASCII and counts (item 8)


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["analyze", "٣s " + TEN.removeprefix("As ")], "unknown rank '٣' (use A 2-9 T/10 J Q K,"
                                                      " in ASCII letters and digits)"),
        (["analyze", "３s"], "unknown rank '３' (use A 2-9 T/10 J Q K, in ASCII letters"),
        (["analyze", "discard / hand ٣s / pile - / stock 3"],
         "unknown rank '٣' (use A 2-9 T/10 J Q K, in ASCII letters and digits)"),
        (["simulate", "--matches", "３"], "'３' is not a whole number"),
        (["simulate", "--seed", "٣"], "'٣' is not a whole number"),
        (["rules", "standard", "--rule", "target=１００"], "target must be a whole number"),
        (["rules", "standard", "--rule", "target=1_000"], "target must be a whole number"),
        (["analyze", ""], "no cards: give a hand of 10 cards, or 11 before the discard"),
        (["analyze", " , "], "no cards"),
    ],
)
def test_cards_and_numbers_are_ascii_and_a_hand_has_cards(
    argv: list[str], fragment: str, capsys: Capture
) -> None:
    assert main(argv) == 2
    assert fragment in short_error(capsys)


def test_analyze_says_which_counts_it_takes(capsys: Capture) -> None:
    assert "hand:           As  (1 card: part of a hand, which holds 10 cards, or 11 before" \
        " the discard)\n" in _out(capsys, ["analyze", "As"])
    nine = " ".join(TEN.split()[:9])
    assert "(9 cards: part of a hand" in _out(capsys, ["analyze", nine])
    assert "(10 cards)\n" in _out(capsys, ["analyze", TEN])
    assert "(11 cards)\n" in _out(capsys, ["analyze", TEN + " 4c"])
    assert "a hand: 10 cards, or 11 before the discard" in _help(capsys, "analyze")


def test_an_action_s_numbers_are_ascii() -> None:
    assert parse_action("lay_off - + 2c>1").layoffs[0].meld == 0
    for text in ("lay_off - + 2c>٣", "lay_off - + 2c>３", "lay_off - + 2c>" + "1" * 5000):
        with pytest.raises(ActionError, match="names its meld by number"):
            parse_action(text)


def test_the_plain_game_takes_ascii_numbers_only() -> None:
    out = io.StringIO()
    game = PlainGame(preset("standard"), io.StringIO("٣\n" + "9" * 5000 + "\nquit\n"), out,
                     seed=3)
    assert game.run() == 0
    text = out.getvalue()
    assert text.count("choose a number from 1 to") + text.count("is not an action") >= 2
    assert "Traceback" not in text


# ---------------------------------------------------------------------- Ctrl-C (item 6)


def _interrupt_after(monkeypatch: pytest.MonkeyPatch, finished: int) -> None:
    """The match function raises KeyboardInterrupt when match ``finished + 1`` starts."""
    calls = {"n": 0}

    def play(*args: Any, **kwargs: Any) -> MatchOutcome:
        calls["n"] += 1
        if calls["n"] > finished:
            raise KeyboardInterrupt
        return play_named_match(*args, **kwargs)

    monkeypatch.setattr("ginrummy.cli.simulate.play_named_match", play)


def test_ctrl_c_during_simulate_prints_the_summary_of_the_matches_finished(
    tmp_path: Path, capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    _interrupt_after(monkeypatch, 3)
    records = tmp_path / "records"
    assert main(["simulate", "--matches", "10", "--seed", "4", "--records", str(records)]) == 130
    captured = capsys.readouterr()
    assert captured.out.startswith("3 matches of standard (standard, seeds 4..6; interrupted:"
                                   " 3 of 10 finished)")
    assert "hands ended by:" in captured.out and f"records: {records}" in captured.out
    assert captured.err.strip() == "ginrummy: interrupted after 3 of 10 matches"
    files = sorted(p.name for p in records.iterdir())
    assert files == ["match-00001.json", "match-00002.json", "match-00003.json"]
    for name in files:
        replay(load_record(records / name))  # whole and valid


def test_ctrl_c_during_simulate_json_writes_the_summary(
    tmp_path: Path, capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    whole = json.loads(_out(capsys, ["simulate", "--matches", "2", "--seed", "4", "--json"]))
    assert whole["interrupted"] is False
    _interrupt_after(monkeypatch, 2)
    assert main(["simulate", "--matches", "5", "--seed", "4", "--json"]) == 130
    captured = capsys.readouterr()
    summary = json.loads(captured.out)
    assert summary["interrupted"] is True and summary["matches"] == 2
    assert summary["matches_requested"] == 5 and sum(summary["matches_won"]) == 2
    for key in ("hands", "matches_won", "hands_won", "points"):
        assert summary[key] == whole[key], key


def test_ctrl_c_while_a_record_is_written_leaves_no_half_record(
    tmp_path: Path, capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    import os

    real_replace = os.replace
    calls = {"n": 0}

    def replace(src: Any, dst: Any) -> None:
        calls["n"] += 1
        if calls["n"] == 3:
            raise KeyboardInterrupt
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    records = tmp_path / "records"
    assert main(["simulate", "--matches", "5", "--seed", "1", "--records", str(records)]) == 130
    assert "2 matches of standard" in capsys.readouterr().out
    assert sorted(p.name for p in records.iterdir()) == ["match-00001.json", "match-00002.json"]
