"""The ``ginrummy`` command: every subcommand in-process, and ``python -m ginrummy`` once."""

from __future__ import annotations

import io
import json
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ginrummy import actions as A
from ginrummy.agents import SimpleAgent
from ginrummy.cli.main import main
from ginrummy.cli.play import PlainGame
from ginrummy.cli.progress import Progress, format_duration
from ginrummy.narration import deal_line, hand_end_lines, role_line
from ginrummy.rules import PRESETS, preset
from ginrummy.runner import agent_seed, play_named_match

Capture = pytest.CaptureFixture[str]

_ROOT = Path(__file__).resolve().parents[1]
# The shared conformance data next to the repository, else the copy kept in tests/data.
SHOWDOWNS = next(
    (
        path
        for path in (
            _ROOT.parent / "shared" / "conformance" / "showdowns.json",
            _ROOT / "tests" / "data" / "conformance" / "showdowns.json",
        )
        if path.exists()
    ),
    _ROOT.parent / "shared" / "conformance" / "showdowns.json",
)
TRAP_HAND = "As 3s 5s 2c 2d 3d 4d 5d 6d 2h 5h"


def run_json(capsys: Capture, *argv: str) -> Any:
    """Run the command, expect success and one JSON document on stdout."""
    assert main(list(argv)) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    return json.loads(captured.out)


def one_error_line(capsys: Capture) -> str:
    """The single ``ginrummy: error:`` line on stderr (no traceback, nothing else)."""
    err = capsys.readouterr().err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("ginrummy: error: "), err
    assert "Traceback" not in err
    return lines[0]


# ---------------------------------------------------------------------- usage


@pytest.mark.parametrize(
    "command", ["analyze", "showdown", "simulate", "replay", "rules", "play"]
)
def test_every_subcommand_has_help(command: str, capsys: Capture) -> None:
    assert main([command, "--help"]) == 0
    assert f"usage: ginrummy {command}" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        ([], "COMMAND"),
        (["deal"], "invalid choice: 'deal'"),
        (["analyze"], "analyze: the following arguments are required: CARDS"),
        (["analyze", "As", "--knock-limit", "11"], "a knock limit is from 0 to 10, not 11"),
        (["analyze", "As", "--knock-limit", "x"], "'x' is not a whole number"),
        (["showdown", "--knocker", "As"], "--defender"),
        (["simulate", "--matches", "0"], "must be at least 1, not 0"),
        (["play", "--seed", "-3"], "must not be negative"),
        (["rules", "standard", "--bogus"], "unrecognized arguments: --bogus"),
    ],
)
def test_usage_errors_are_one_line_with_status_2(
    argv: list[str], fragment: str, capsys: Capture
) -> None:
    assert main(argv) == 2
    assert fragment in one_error_line(capsys)


# ---------------------------------------------------------------------- analyze


def test_analyze_ten_cards(capsys: Capture) -> None:
    hand = "3d 6h Ts Kh Ac 6d Ks 9h Js Qh"
    out = run_json(capsys, "analyze", hand, "--json")
    assert out["deadwood"] == 75  # R2.4
    assert out["melds"] == []
    assert sorted(out["deadwood_cards"]) == sorted(hand.split())
    assert "discard" not in out


def test_analyze_arrangement_accounts_for_every_card(capsys: Capture) -> None:
    out = run_json(capsys, "analyze", "As 2s 3s 7h 7d 7c Jh Qh Kh 6d", "--json")
    assert out["deadwood"] == 6
    assert out["deadwood_cards"] == ["6d"]
    assert sorted(map(sorted, out["melds"])) == sorted(
        map(sorted, [["As", "2s", "3s"], ["7h", "7d", "7c"], ["Jh", "Qh", "Kh"]])
    )


def test_analyze_eleven_card_trap_hand(capsys: Capture) -> None:
    # R5.1: the best discard is not the highest deadwood card of the 11-card arrangement.
    out = run_json(capsys, "analyze", TRAP_HAND, "--json")
    assert out["deadwood_after_discard"] == 8
    assert out["can_knock"] is True
    assert out["gin"] is False
    assert out["discard"] in TRAP_HAND.split()
    after = [c for meld in out["melds_after_discard"] for c in meld]
    after += out["deadwood_cards_after_discard"]
    assert sorted([*after, out["discard"]]) == sorted(TRAP_HAND.split())


def test_analyze_knock_limit_and_text_output(capsys: Capture) -> None:
    out = run_json(capsys, "analyze", TRAP_HAND, "--json", "--knock-limit", "7")
    assert out["can_knock"] is False
    assert main(["analyze", *TRAP_HAND.split()]) == 0  # separate words work too
    text = capsys.readouterr().out
    assert "deadwood after it:" in text and "can knock:" in text and "yes (8 <= 10)" in text


def test_analyze_gin_and_short_hands(capsys: Capture) -> None:
    out = run_json(capsys, "analyze", "As 2s 3s 4s 7h 7d 7c Jh Qh Kh 6d", "--json")
    assert out["gin"] is True and out["deadwood_after_discard"] == 0  # R5.4
    out = run_json(capsys, "analyze", "As,2s,3s,K♣", "--json")
    assert out == {
        "cards": ["As", "2s", "3s", "Kc"],
        "deadwood": 10,
        "melds": [["As", "2s", "3s"]],
        "deadwood_cards": ["Kc"],
    }


def test_analyze_bad_card_names_the_token(capsys: Capture) -> None:
    assert main(["analyze", "As 2s Xq 4s"]) == 2
    line = one_error_line(capsys)
    assert "'Xq'" in line


@pytest.mark.parametrize(
    ("hand", "fragment"),
    [
        ("As As 2s", "duplicate card As"),
        ("As 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs", "at most 11 cards, got 12"),
    ],
)
def test_analyze_bad_hands(hand: str, fragment: str, capsys: Capture) -> None:
    assert main(["analyze", hand]) == 2
    assert fragment in one_error_line(capsys)


def test_analyze_stdin_one_json_object_a_line(
    capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    lines = ["As 2s 3s 7h 7d 7c Jh Qh Kh 6d", "", "   ", TRAP_HAND, "As Zz", "Ks"]
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(lines) + "\n"))
    assert main(["analyze", "-"]) == 2
    captured = capsys.readouterr()
    objects = [json.loads(line) for line in captured.out.splitlines()]
    assert len(objects) == 4  # blank lines skipped
    assert objects[0]["deadwood"] == 6
    assert objects[1]["deadwood_after_discard"] == 8 and objects[1]["can_knock"] is True
    assert objects[2]["line"] == 5 and "'Zz'" in objects[2]["error"]
    assert objects[3]["deadwood"] == 10
    err = captured.err.splitlines()
    assert len(err) == 1 and err[0].startswith("ginrummy: error: 1 of 4 hands")


def test_analyze_stdin_all_good_is_status_0(
    capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(TRAP_HAND + "\n"))
    assert main(["analyze", "-", "--knock-limit", "5"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["can_knock"] is False


# ---------------------------------------------------------------------- analyze a position

POSITION = "discard / hand As 2s 3s 7h 7d 7c Jh Qh Kh 6d 4c / pile 5h 9c / stock 29"
NORMAL_POSITION = (
    "discard / hand As 2s 3s 7h Jh Qh Kh 6d 7d 4c 7c / pile 5h 9c / stock 29 / limit 10"
    " / rules standard"
)


def test_analyze_position_json(capsys: Capture) -> None:
    out = run_json(capsys, "analyze", POSITION, "--json")
    assert out["position"] == NORMAL_POSITION
    assert out["phase"] == "discard" and out["stock"] == 29 and out["knock_limit"] == 10
    assert out["pile"] == ["5h", "9c"] and out["taken"] is None
    assert out["deadwood"] == 10 and out["deadwood_cards"] == ["6d", "4c"]
    # R5.1: discarding 6d leaves 4, 4c leaves 6; both knock, neither is gin.
    assert out["discard"] == "6d" and out["deadwood_after_discard"] == 4
    assert out["knock_discards"] == ["6d", "4c"] and out["can_knock"] is True
    assert out["gin_discards"] == [] and out["gin"] is False and out["can_big_gin"] is False
    assert out["legal_actions"][-2:] == ["knock 6d", "knock 4c"]
    assert len(out["legal_actions"]) == 13
    # The normal form reads back the same.
    assert run_json(capsys, "analyze", out["position"], "--json") == out


def test_analyze_position_keeps_the_taken_card(capsys: Capture) -> None:
    # R4.2: 9c was just taken from the pile, so the best discard is the next best card.
    line = "discard / hand As 2s 3s 7h 7d 7c Jh Qh Kh 6d 9c / pile 5h / stock 30 / taken 9c"
    out = run_json(capsys, "analyze", line, "--json")
    assert out["taken"] == "9c"
    assert out["discard"] == "6d" and out["deadwood_after_discard"] == 9
    assert out["knock_discards"] == ["6d"]
    assert "discard 9c" not in out["legal_actions"]
    assert analyze_bare_discard(capsys, line) == "9c"


def analyze_bare_discard(capsys: Capture, line: str) -> str:
    """The best discard of the same 11 cards as a bare hand, where nothing is barred."""
    hand = line.split(" / ")[1].removeprefix("hand ")
    out = run_json(capsys, "analyze", hand, "--json")
    return str(out["discard"])


def test_analyze_position_text_and_separate_words(capsys: Capture) -> None:
    assert main(["analyze", *POSITION.split()]) == 0  # unquoted words work too
    text = capsys.readouterr().out
    assert f"position:                {NORMAL_POSITION}\n" in text
    assert "knock discards:          6d 4c\n" in text and "gin discards:            -\n" in text
    assert "legal actions (13):\n  discard As 2s 3s 7h Jh Qh Kh 6d 7d 4c 7c\n" in text
    assert text.endswith("  knock 6d 4c\n")


def test_analyze_position_after_a_knock(capsys: Capture) -> None:
    line = (
        "lay_off / hand 8s 9s Ks 5h 9h Th 6d Kd 7c Qc / pile 3c 5d / stock 29"
        " / knocker_melds Ts Js Qs | 2d 3d 4d | 8h 8d 8c / knocker_deadwood Ac"
    )
    out = run_json(capsys, "analyze", line, "--json")
    assert out["phase"] == "lay_off" and "discard" not in out
    # R6.4: the default lays off the most: 8s 9s and Ks on the spade run.
    assert out["default_action"] == "lay_off - + 8s>1, 9s>1, Ks>1"
    assert out["default_action"] == out["legal_actions"][0] and len(out["legal_actions"]) == 10
    assert main(["analyze", line]) == 0
    assert "default:        lay_off - + 8s>1, 9s>1, Ks>1\n" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["analyze", POSITION.replace("stock 29", "stock 30")],
         "position field 'stock': the cards do not add up"),
        (["analyze", POSITION + " / limit 7"], "these rules knock at 10 (R5.1), not 7"),
        (["analyze", POSITION, "--knock-limit", "7"], "carries its own knock limit"),
        (["analyze", "offer / pile 3c / stock 31 / hand " + "Z" * 300],
         "position field 'hand': 'ZZZZ"),
    ],
)
def test_analyze_position_errors_are_one_line(
    argv: list[str], fragment: str, capsys: Capture
) -> None:
    assert main(argv) == 2
    line = one_error_line(capsys)
    assert fragment in line
    assert "Z" * 41 not in line


def test_analyze_stdin_mixes_hands_and_positions(
    capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    lines = [TRAP_HAND, POSITION, POSITION + " / limit 99"]
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(lines) + "\n"))
    assert main(["analyze", "-"]) == 2
    captured = capsys.readouterr()
    objects = [json.loads(line) for line in captured.out.splitlines()]
    assert "position" not in objects[0] and objects[0]["deadwood_after_discard"] == 8
    assert objects[1]["position"] == NORMAL_POSITION
    assert objects[2]["line"] == 3 and "from 0 to 10, not 99" in objects[2]["error"]
    assert captured.err.startswith("ginrummy: error: 1 of 3 hands could not be read")


# ---------------------------------------------------------------------- showdown


def _showdown_cases() -> list[dict[str, Any]]:
    if not SHOWDOWNS.exists():
        return []
    cases: list[dict[str, Any]] = json.loads(SHOWDOWNS.read_text(encoding="utf-8"))
    return cases


@pytest.mark.skipif(not SHOWDOWNS.exists(), reason="shared conformance data not present")
@pytest.mark.parametrize("case", _showdown_cases(), ids=lambda c: str(c["name"]))
def test_showdown_conformance(case: dict[str, Any], capsys: Capture) -> None:
    argv = [
        "showdown", "--knocker", case["knocker"], "--defender", case["defender"],
        "--knock-limit", str(case["knock_limit"]), "--json",
    ]
    if not case["legal"]:
        assert main(argv) == 2  # R5.1
        assert "over the knock limit" in one_error_line(capsys)
        return
    out = run_json(capsys, *argv)
    for key in ("knocker_deadwood", "defender_deadwood", "outcome", "winner", "points"):
        assert out[key] == case[key], key
    for layoff in out["layoffs"]:
        assert layoff["meld_cards"] == out["knocker_melds"][layoff["meld"]]
    shown = [c for meld in out["knocker_melds"] for c in meld] + out["knocker_deadwood_cards"]
    assert sorted(shown) == sorted(case["knocker"].split())


def test_showdown_layoffs_and_text(capsys: Capture) -> None:
    knocker, defender = "8h 8c 8d Ts Js Qs 2d 3d 4d Ac", "8s 9s Ks 5h 7c 9h Th Qc Kd 6d"
    out = run_json(capsys, "showdown", "--knocker", knocker, "--defender", defender, "--json")
    laid = {lo["card"]: lo["meld_cards"] for lo in out["layoffs"]}
    assert set(laid) == {"8s", "9s", "Ks"}  # R6.2: both ends of a run, and 8s on either meld
    assert laid["9s"] == laid["Ks"] == ["Ts", "Js", "Qs"]
    assert main(["showdown", "--knocker", knocker, "--defender", defender]) == 0
    text = capsys.readouterr().out
    assert "lays off 8s on" in text and "Outcome: knock; the knocker scores 56" in text


def test_showdown_bonus_options(capsys: Capture) -> None:
    gin = ["--knocker", "Ac 2c 3c 4c 5d 5h 5s 9d Td Jd",
           "--defender", "6c 8d Qd 5c Kh 2h 3h 7s 8s Qs"]
    assert run_json(capsys, "showdown", *gin, "--gin-bonus", "20", "--json")["points"] == 89
    under = ["--knocker", "2s 3s 4s 7h 7d 7c Jh Qh Kh 6d",
             "--defender", "6h 6c 6s 8c 9c Tc Ad 2d 3d 5h"]
    out = run_json(capsys, "showdown", *under, "--undercut-bonus", "25", "--json")
    assert (out["outcome"], out["winner"], out["points"]) == ("undercut", "defender", 26)


def test_showdown_knock_over_the_limit(capsys: Capture) -> None:
    argv = ["showdown", "--knocker", "5c 6c 7c Jh Jd Js 9h 9s 9d 4h",
            "--defender", "Ac 2s 3d 6h Kc Qd Tc 8s 7d 5s", "--knock-limit", "3"]
    assert main(argv) == 2
    assert "least deadwood is 4, over the knock limit of 3" in one_error_line(capsys)


def test_showdown_overlapping_or_short_hands(capsys: Capture) -> None:
    assert main(["showdown", "--knocker", "5c 6c 7c Jh Jd Js 9h 9s 9d 4h",
                 "--defender", "5c 2s 3d 6h Kc Qd Tc 8s 7d 4h"]) == 2
    assert "share 4h 5c" in one_error_line(capsys)
    assert main(["showdown", "--knocker", "5c 6c 7c Jh Jd Js 9h 9s 9d",
                 "--defender", "Ac 2s 3d 6h Kc Qd Tc 8s 7d 5s"]) == 2
    assert "--knocker: expected 10 cards, got 9" in one_error_line(capsys)


# ---------------------------------------------------------------------- simulate and replay


def test_simulate_records_replay(tmp_path: Path, capsys: Capture) -> None:
    records = tmp_path / "records"
    summary = run_json(
        capsys, "simulate", "--variant", "standard", "--players", "simple,random",
        "--matches", "3", "--seed", "11", "--records", str(records), "--json",
    )
    assert summary["matches"] == 3 and summary["seed"] == 11
    assert sum(summary["matches_won"]) == 3
    assert sum(summary["hands_won"]) + round(summary["draw_rate"] * summary["hands"]) == (
        summary["hands"]
    )
    rates = ("knock_rate", "gin_rate", "big_gin_rate", "undercut_rate", "draw_rate")
    assert sum(summary[r] for r in rates) == pytest.approx(1.0)
    assert len(summary["points_per_hand"]) == 2 and summary["forfeits"] == []
    files = sorted(records.iterdir())
    assert [f.name for f in files] == ["match-00001.json", "match-00002.json", "match-00003.json"]
    seeds = [json.loads(f.read_text())["seed"] for f in files]
    assert seeds == [11, 12, 13]
    hands = 0
    for f in files:
        assert main(["replay", str(f)]) == 0
        text = capsys.readouterr().out
        assert "Hand 1:" in text and "Result: P" in text
        replayed = run_json(capsys, "replay", str(f), "--json")
        assert replayed["valid"] is True
        hands += replayed["hands"]
    assert hands == summary["hands"]


def test_simulate_same_seed_same_summary(capsys: Capture) -> None:
    argv = ["simulate", "--matches", "2", "--seed", "5", "--json"]
    first, second = run_json(capsys, *argv), run_json(capsys, *argv)
    first.pop("seconds")
    second.pop("seconds")
    assert first == second


def test_simulate_three_player_and_hollywood(tmp_path: Path, capsys: Capture) -> None:
    for variant, players in (("three-player", "simple,simple,simple"), ("hollywood", None)):
        argv = ["simulate", "--variant", variant, "--matches", "1", "--seed", "2",
                "--records", str(tmp_path / variant)]
        argv += ["--players", players] if players else []
        assert main(argv) == 0
        text = capsys.readouterr().out
        assert "matches won" in text and "hands ended by:" in text
        record = tmp_path / variant / "match-00001.json"
        assert main(["replay", str(record)]) == 0
        shown = capsys.readouterr().out
        if variant == "three-player":
            assert "in the box" in shown and "sits out" in shown  # R11
        else:
            assert "Game 3:" in shown  # R10


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["--players", "simple"], "--players names 1 agent; standard needs 2"),
        (["--variant", "three-player", "--players", "simple,simple"], "needs 3"),
        (["--players", "simple,nobody"], "unknown agent 'nobody'"),
        (["--rule", "gin_bonus=lots"], "gin_bonus must be a whole number"),
        (["--rule", "no_such=1"], "unknown rule option 'no_such'"),
        (["--rule", "gin_bonus"], "--rule expects KEY=VALUE"),
        (["--variant", "canasta"], "unknown variant 'canasta'"),
    ],
)
def test_simulate_errors(argv: list[str], fragment: str, capsys: Capture) -> None:
    assert main(["simulate", "--matches", "1", *argv]) == 2
    assert fragment in one_error_line(capsys)


def test_replay_refuses_a_tampered_record(tmp_path: Path, capsys: Capture) -> None:
    outcome = play_named_match(preset("standard"), ["simple", "simple"], seed=21)
    doc = outcome.record
    hand = doc["hands"][0]
    # The bottom card of the stock is never drawn (R7.1), so no hand holds it.
    entry = next(a for a in hand["actions"] if a["action"] == "discard")
    entry["card"] = hand["deck"][-1]
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    line = one_error_line(capsys)
    assert re.search(r"hand 1, action \d+: \w\w is not in player \d's hand", line), line


def test_replay_unreadable_files(tmp_path: Path, capsys: Capture) -> None:
    assert main(["replay", str(tmp_path / "missing.json")]) == 2
    assert "cannot read" in one_error_line(capsys)
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert main(["replay", str(bad)]) == 2
    assert "not JSON" in one_error_line(capsys)


# ---------------------------------------------------------------------- rules


def test_rules_listing_and_one_preset(capsys: Capture) -> None:
    assert main(["rules"]) == 0
    listing = capsys.readouterr().out
    for name in PRESETS:
        assert name in listing
    assert main(["rules", "hollywood"]) == 0
    shown = capsys.readouterr().out
    assert re.search(r"^scoring\s+hollywood\s+\*", shown, re.MULTILINE)
    assert "target" in shown and "(R8.6)" in shown
    out = run_json(capsys, "rules", "okla", "--rule", "oklahoma_spades_double=on", "--json")
    assert out["name"] == "oklahoma" and out["options"]["oklahoma_spades_double"] is True
    assert set(out["option_help"]) == set(out["options"])
    listed = run_json(capsys, "rules", "--json")
    assert [p["name"] for p in listed["presets"]] == list(PRESETS)


def test_rules_errors(capsys: Capture) -> None:
    assert main(["rules", "rummy500"]) == 2
    assert "unknown variant 'rummy500'" in one_error_line(capsys)
    assert main(["rules", "three-player", "--rule", "scoring=hollywood"]) == 2
    assert "two players" in one_error_line(capsys)


# ---------------------------------------------------------------------- play


def _play(monkeypatch: pytest.MonkeyPatch, capsys: Capture, text: str, *argv: str) -> str:
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    assert main(["play", "--plain", *argv]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    return captured.out


def test_play_to_the_end_of_a_hand(monkeypatch: pytest.MonkeyPatch, capsys: Capture) -> None:
    # Always the first choice: take the upcard, discard the first card, draw from the stock.
    out = _play(monkeypatch, capsys, "1\n" * 300, "--seed", "3")
    assert "=== Hand 1:" in out and "--- End of hand 1 ---" in out
    assert "Your hand:" in out and "knock limit 10" in out
    assert re.search(r"^Score: you \d+, computer \d+$", out, re.MULTILINE)


def test_play_quit_eof_and_illegal_input(
    monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    assert "Game stopped" in _play(monkeypatch, capsys, "", "--seed", "3")
    out = _play(monkeypatch, capsys, "knock 6s\nnonsense\n99\nhelp\nquit\n", "--seed", "3")
    assert "Not allowed: you must take the upcard or pass (R4.3)" in out
    assert "'nonsense' is not an action" in out
    assert "choose a number from 1 to 2" in out
    assert "stock (s)" in out  # the help text
    assert "Game stopped. To deal the same cards again: --seed 3" in out


def test_play_refuses_a_card_just_taken(monkeypatch: pytest.MonkeyPatch, capsys: Capture) -> None:
    # Seed 3: the computer passes the upcard 6s and the player takes it (R4.2).
    out = _play(monkeypatch, capsys, "take\n6s\nquit\n", "--seed", "3")
    assert "upcard 6s" in out
    assert "Not allowed: 6s was just taken from the discard pile" in out


def test_play_three_player_runs(monkeypatch: pytest.MonkeyPatch, capsys: Capture) -> None:
    out = _play(monkeypatch, capsys, "1\n" * 400, "--variant", "three-player", "--seed", "1")
    assert "Cards drawn for the roles:" in out
    assert "--- End of hand 1 ---" in out
    assert "Next hand: in the box (dealing)" in out  # R11.5


def test_play_sitting_out_suggests_the_captain_s_moves(
    monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    """R11.3 in the line-by-line game: sitting out (seed 2: the person sits out hand
    1, computer 1 is captain), the person sees the captain's hand and suggests; the
    captain decides; an illegal suggestion is refused in the captain's words;
    'finish' lets the rest of the hand play out unasked."""
    typed = "knock 2s\npass\n\nfinish\n" + "1\n" * 300
    out = _play(monkeypatch, capsys, typed, "--variant", "three-player", "--seed", "2",
                "--opponent", "medium")
    assert "You sit out this hand" in out
    assert "The captain's hand: 2s 4s 5s Ks 2h 6h 2d 2c Qc Kc" in out
    assert "Not allowed: the captain must take the upcard or pass (R4.3)" in out
    # The expert captain follows a suggestion as good as its own choice.
    assert "The captain decides (as you suggested)." in out
    hand_1 = out.split("--- End of hand 1 ---")[0]
    # Asked at the offer (pass), the draw (Enter) and the discard (finish), then never.
    assert hand_1.count("Suggest the captain's move") == 3
    assert "Computer 1 draws " in hand_1  # the captain's drawn card is seen (R11.3)
    assert "--- End of hand 1 ---" in out


def test_play_as_captain_shows_the_advice_of_the_player_sitting_out(
    monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    # Seed 1: the person is captain in hand 1 and computer 1 sits out (R11.3).
    out = _play(monkeypatch, capsys, "1\n" * 40, "--variant", "three-player", "--seed", "1")
    assert "You are the captain, against computer 2; computer 1 sits out." in out
    assert re.search(r"^Advice of computer 1, sitting out \(R11\.3\): (take|pass|stock|discard"
                     r"|knock)", out, re.MULTILINE)


def test_the_plain_game_takes_its_words_from_narration_and_seattext() -> None:
    """Issue 40, item 24: the help, the deal, the roles, the suggestion asked for and
    the hand's end are narration's and seattext's lines (as ``ginrummy connect``
    says them), for the hands the record holds."""
    from ginrummy.seattext import decided_line, help_text, suggest_line

    out = io.StringIO()
    typed = "help\npass\n\nfinish\n" + "1\n" * 300
    game = PlainGame(preset("three-player"), io.StringIO(typed), out, seed=2)
    assert game.run() == 0
    text = out.getvalue()
    names = ["you", "computer 1", "computer 2"]
    assert help_text("play") in text
    assert suggest_line(finish=True) in text
    assert decided_line(A.PASS, A.PASS) in text
    writer = game.driver.writer
    assert writer is not None
    hands = writer.doc["hands"]
    assert len(hands) >= 2
    for hand in hands:
        roles = hand["roles"]
        dealt = deal_line(hand["number"], names[hand["dealer"]], hand["upcard"],
                          hand["knock_limit"])
        assert f"\n{dealt}\n{role_line(names, roles['box'], roles['captain'], roles['out'], 0)}" \
            f"\n" in text
    ended = "\n".join(hand_end_lines(1, hands[0]["end"], hands[0]["score"], names))
    assert ended in text


class _TypingSimple(PlainGame):
    """Answers every prompt by typing what the simple agent would do (the first
    lay-down by pressing Enter), so the whole text path is exercised."""

    def __init__(self, rules_name: str, seed: int) -> None:
        super().__init__(preset(rules_name), io.StringIO(), io.StringIO(), seed=seed)
        self.me = SimpleAgent(random.Random(agent_seed(self.match.seed, 0)))
        self.pressed_enter = False

    def _read(self, prompt: str) -> str:
        asking = self.asking
        assert asking is not None
        if self.driver.seat_of(0) is None:
            return "\n"  # sitting out (R11.3): no suggestion, the captain decides alone
        if not self.pressed_enter and asking.phase.value in ("arrange", "lay_off"):
            self.pressed_enter = True
            return "\n"
        return self.me.act(asking).text + "\n"


@pytest.mark.parametrize("variant", ["standard", "oklahoma", "hollywood", "three-player"])
def test_play_matches_the_runner(variant: str) -> None:
    # The player typing simple's moves plays exactly the match the runner plays
    # between simple agents with the same seed: same deals, legality and scoring.
    game = _TypingSimple(variant, seed=4)
    assert game.run() == 0
    rules = preset(variant)
    expected = play_named_match(rules, ["simple"] * rules.players, seed=4)
    assert game.match.totals() == expected.match.totals()
    assert game.match.winner == expected.winner
    assert game.pressed_enter


# ---------------------------------------------------------------------- progress


def test_progress_bar_forced_shows_rate_and_time_left() -> None:
    ticks = iter([0.0, 2.0, 4.0, 4.0])
    out = io.StringIO()
    with Progress(4, "matches", stream=out, force=True, clock=lambda: next(ticks)) as bar:
        bar.update()
        bar.update()
    text = out.getvalue()
    assert "1/4" in text and "0.5 matches/s" in text and "0:06 left" in text
    assert "4/4" not in text and text.endswith("\n")
    assert "2/4" in text


def test_progress_bar_hidden_when_not_a_terminal() -> None:
    out = io.StringIO()
    with Progress(3, stream=out) as bar:
        for _ in range(3):
            bar.update()
    assert out.getvalue() == ""
    assert format_duration(59.2) == "1:00" and format_duration(3725) == "1:02:05"


# ---------------------------------------------------------------------- python -m ginrummy


def test_python_m_ginrummy() -> None:
    ok = subprocess.run(
        [sys.executable, "-m", "ginrummy", "analyze", TRAP_HAND, "--json"],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["deadwood_after_discard"] == 8
    bad = subprocess.run(
        [sys.executable, "-m", "ginrummy", "analyze", "As 1x"],
        capture_output=True, text=True, timeout=60, check=False,
    )
    assert bad.returncode == 2
    assert bad.stdout == ""
    assert bad.stderr.count("\n") == 1 and bad.stderr.startswith("ginrummy: error: '1x'")


def test_play_writes_cards_in_ascii_when_the_terminal_cannot_write_suits() -> None:
    """Issue 4: an ASCII fallback when the terminal lacks Unicode."""
    import io

    from ginrummy.cli.play import wants_ascii

    latin = io.TextIOWrapper(io.BytesIO(), encoding="latin-1")
    utf8 = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    assert wants_ascii(False, latin) is True
    assert wants_ascii(False, utf8) is False
    assert wants_ascii(True, utf8) is True


def test_the_entry_point_hands_play_the_full_screen_game(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """On a terminal, ``ginrummy play`` starts the full-screen game that the entry point
    (``ginrummy/__main__.py``) hands in: the command line never imports it."""
    import ginrummy.__main__ as entry
    import ginrummy.cli.play as play_module
    import ginrummy.tui.launch as launch

    asked: dict[str, object] = {}

    def fake(**kwargs: object) -> int:
        asked.update(kwargs)
        return 0

    monkeypatch.setattr(launch, "run_full_screen", fake)
    monkeypatch.setattr(play_module, "is_terminal", lambda stream: True)
    argv = ["play", "--variant", "oklahoma", "--rule", "target=50", "--opponent", "hard",
            "--seed", "9", "--ascii"]
    assert entry.main(argv) == 0
    rules = asked.pop("rules")
    assert isinstance(rules, type(preset("oklahoma"))) and rules.target == 50
    assert asked == {"variant": "oklahoma", "customised": True, "level": "hard", "seed": 9,
                     "ascii_only": True}
    # Without the entry point's hand-over the command says how to play anyway.
    assert main(argv) == 2


def test_the_full_screen_game_refuses_an_agent_that_is_not_a_level() -> None:
    """No silent substitution: gin-only is not offered full-screen (only with --plain)."""
    import argparse

    from ginrummy.cli.common import CliError
    from ginrummy.cli.play import _run_tui
    from ginrummy.rules import preset

    args = argparse.Namespace(variant="standard", opponent="gin-only", rule=None, seed=None,
                              ascii=False)
    with pytest.raises(CliError, match="--plain"):
        _run_tui(args, preset("standard"))
