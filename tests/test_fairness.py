"""Provably fair shuffles (issue 28, docs/server.md "Fair shuffles"): decks from
``secrets``, SHA-256 commitments to them, the driver recording them, replay and
resume refusing a record whose commitment does not match, and ``ginrummy verify``.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
import re
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema  # type: ignore[import-untyped]
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy.actions import action_from_json
from ginrummy.agents import SimpleAgent
from ginrummy.agents.base import agent_seed
from ginrummy.cards import parse_card
from ginrummy.cli.main import main
from ginrummy.driver import MatchDriver, replay, resume
from ginrummy.errors import GinRummyError
from ginrummy.fairness import (
    MATCH,
    MISMATCH,
    NONE,
    Commitment,
    FairnessError,
    check_hand,
    check_record,
    check_salt,
    commit,
    commitment,
    committed_text,
    fair_deck,
    new_salt,
)
from ginrummy.record import RecordError
from ginrummy.rules import preset
from ginrummy.runner import play_named_match

REPO_SCHEMA = Path(__file__).resolve().parents[1] / "schema" / "record.schema.json"
VALIDATOR = jsonschema.Draft202012Validator(json.loads(REPO_SCHEMA.read_text(encoding="utf-8")))

Capture = pytest.CaptureFixture[str]

SALT = "000102030405060708090a0b0c0d0e0f"
# Every card in card order (suits s h d c, ranks A..K), written out by hand.
CARD_ORDER_TEXT = (
    "As,2s,3s,4s,5s,6s,7s,8s,9s,Ts,Js,Qs,Ks,"
    "Ah,2h,3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh,"
    "Ad,2d,3d,4d,5d,6d,7d,8d,9d,Td,Jd,Qd,Kd,"
    "Ac,2c,3c,4c,5c,6c,7c,8c,9c,Tc,Jc,Qc,Kc"
)
# The same, with the top two cards swapped and the 10 of diamonds moved to the bottom.
MOVED_TEXT = (
    "2s,As,3s,4s,5s,6s,7s,8s,9s,Ts,Js,Qs,Ks,"
    "Ah,2h,3h,4h,5h,6h,7h,8h,9h,Th,Jh,Qh,Kh,"
    "Ad,2d,3d,4d,5d,6d,7d,8d,9d,Jd,Qd,Kd,"
    "Ac,2c,3c,4c,5c,6c,7c,8c,9c,Tc,Jc,Qc,Kc,Td"
)


def sha256_hex(text: str) -> str:
    return hashlib.sha256(text.encode("ascii")).hexdigest()


# ---------------------------------------------------------------- the commitment


def test_commitment_known_answer() -> None:
    deck = tuple(range(52))
    text = "ginrummy-deck-v1:" + CARD_ORDER_TEXT + ":" + SALT
    assert committed_text(deck, SALT) == text
    assert commitment(deck, SALT) == sha256_hex(text)
    # The example of docs/records.md, "Commitments: fair shuffles".
    assert commitment(deck, SALT) == \
        "2011bc2e0e0942e4d5fa6ad0e1fd93bbee092a4ae3dcf1c77b17a164a170aabd"


def test_commitment_of_a_deck_in_another_order_known_answer() -> None:
    deck = [1, 0, *range(2, 35), *range(36, 52), 35]  # 35 is Td
    expected = sha256_hex(f"ginrummy-deck-v1:{MOVED_TEXT}:{SALT}")
    assert commitment(deck, SALT) == expected
    assert expected != commitment(tuple(range(52)), SALT)


def test_the_salt_changes_the_commitment() -> None:
    deck = tuple(range(52))
    other = SALT[:-1] + "e"
    assert commitment(deck, other) == sha256_hex(f"ginrummy-deck-v1:{CARD_ORDER_TEXT}:{other}")
    assert commitment(deck, other) != commitment(deck, SALT)


def test_commit_gives_the_named_tuple_and_a_fresh_salt_when_none_is_given() -> None:
    deck = fair_deck(random.Random(3))
    given_salt = commit(deck, SALT)
    assert given_salt == Commitment(commitment(deck, SALT), SALT)
    assert given_salt.to_json() == {"sha256": commitment(deck, SALT), "salt": SALT}
    fresh = commit(deck)
    assert re.fullmatch(r"[0-9a-f]{32}", fresh.salt) and fresh.salt != SALT
    assert fresh.sha256 == commitment(deck, fresh.salt)


@settings(max_examples=200, deadline=None)
@given(
    deck=st.permutations(range(52)),
    source=st.integers(0, 51),
    target=st.integers(0, 51),
    salt=st.binary(min_size=16, max_size=16).map(bytes.hex),
)
def test_moving_any_one_card_changes_the_commitment(
    deck: list[int], source: int, target: int, salt: str
) -> None:
    moved = list(deck)
    moved.insert(target, moved.pop(source))
    if source == target:  # the card went back where it was
        assert commitment(moved, salt) == commitment(deck, salt)
    else:
        assert moved != list(deck)
        assert commitment(moved, salt) != commitment(deck, salt)


# ---------------------------------------------------------------- decks and salts


def test_a_fair_deck_is_the_52_cards_once_each() -> None:
    deck = fair_deck()
    assert isinstance(deck, tuple) and len(deck) == 52 and sorted(deck) == list(range(52))
    assert fair_deck() != deck  # 1 chance in 52! of failing


def test_a_fair_deck_is_shuffled_by_secrets_unless_a_random_is_passed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[int] = []

    class Reverser(random.Random):
        def shuffle(self, x: Any) -> None:
            calls.append(len(x))
            x.reverse()

    monkeypatch.setattr("ginrummy.fairness.secrets.SystemRandom", Reverser)
    assert fair_deck() == tuple(range(51, -1, -1)) and calls == [52]
    # A seeded random.Random (for tests) gives the same deck every time.
    assert fair_deck(random.Random(11)) == fair_deck(random.Random(11))
    assert calls == [52]


def test_new_salt_is_32_hex_digits_from_secrets() -> None:
    salts = {new_salt() for _ in range(20)}
    assert len(salts) == 20
    assert all(re.fullmatch(r"[0-9a-f]{32}", s) for s in salts)


@pytest.mark.parametrize(
    ("salt", "fragment"),
    [
        ("abc", "salt 'abc' is not 32 lower-case hex digits"),
        (SALT.upper(), "is not 32 lower-case hex digits"),
        (SALT + "0", "is not 32 lower-case hex digits"),
        (12, "salt 12 is not"),
        ("\x1b[2J" + "0" * 28, "\\x1b[2J"),
        ("x" * 5000, "(5000 characters)"),
    ],
)
def test_a_bad_salt_is_one_line_quoting_it(salt: Any, fragment: str) -> None:
    with pytest.raises(FairnessError) as caught:
        check_salt(salt)
    with pytest.raises(FairnessError):
        commitment(tuple(range(52)), salt)
    message = str(caught.value)
    assert fragment in message and "\n" not in message and len(message) < 120
    assert isinstance(caught.value, GinRummyError) and isinstance(caught.value, ValueError)
    assert "\x1b" not in message


@pytest.mark.parametrize(
    "deck",
    [list(range(51)), [0, *range(51)], [*range(51), 52], [True, *range(1, 52)], []],
    ids=["51 cards", "a duplicate", "no card 52", "a bool", "empty"],
)
def test_a_deck_that_is_not_the_52_cards_is_refused(deck: list[int]) -> None:
    with pytest.raises(FairnessError, match="is not the 52 cards once each"):
        commitment(deck, SALT)


# ---------------------------------------------------------------- matches dealt fairly


def play_fair_match(name: str, seed: int, deck_seed: int) -> MatchDriver:
    """A match dealt as a server deals it: each deck from ``fair_deck`` (seeded here,
    so that the test is repeatable) with a fresh salt, simple agents deciding."""
    rules = preset(name)
    decks = random.Random(deck_seed)
    agents = [SimpleAgent(random.Random(agent_seed(seed, p))) for p in range(rules.players)]
    driver = MatchDriver(rules, seed=seed, agents=["simple"] * rules.players)
    while not driver.is_over:
        driver.deal(fair_deck(decks), salt=new_salt())
        while (turn := driver.turn()) is not None:
            driver.play(agents[turn.player].act(turn.view), player=turn.player)
    return driver


@cache
def _fair_record_text(name: str) -> str:
    return json.dumps(play_fair_match(name, seed=4, deck_seed=9).record)


def fair_record(name: str = "standard") -> dict[str, Any]:
    """A finished fair match's record, as read back from a file (a fresh copy)."""
    doc: dict[str, Any] = json.loads(_fair_record_text(name))
    assert len(doc["hands"]) >= 3
    return doc


def write(tmp_path: Path, doc: dict[str, Any], name: str = "record.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return str(path)


def test_the_driver_records_the_commitment_beside_the_deck() -> None:
    driver = MatchDriver(preset("standard"), seed=1)
    deck = fair_deck(random.Random(2))
    state = driver.deal(deck, salt=SALT)
    assert state.deck == deck
    assert driver.commitment == Commitment(commitment(deck, SALT), SALT)
    entry = driver.snapshot()["hand"]
    assert entry["commitment"] == {"sha256": commitment(deck, SALT), "salt": SALT}
    assert list(entry)[:8] == ["number", "dealer", "seats", "roles", "deck", "deck_from_seed",
                               "commitment", "upcard"]
    assert entry["deck_from_seed"] is False


def test_a_deal_without_a_salt_records_no_commitment() -> None:
    driver = MatchDriver(preset("standard"), seed=1)
    driver.deal(fair_deck(random.Random(2)))
    hand = driver.snapshot()["hand"]
    assert driver.commitment is None and "commitment" not in hand
    doc = play_named_match(preset("standard"), ["simple", "simple"], seed=3).record
    assert all("commitment" not in hand for hand in doc["hands"])


def test_a_bad_salt_is_refused_before_the_hand_is_dealt() -> None:
    driver = MatchDriver(preset("standard"), seed=1)
    with pytest.raises(FairnessError, match="salt 'nope'"):
        driver.deal(fair_deck(random.Random(2)), salt="nope")
    assert driver.state is None and driver.match.hand_number == 0
    driver.deal(fair_deck(random.Random(2)), salt=SALT)
    assert driver.match.hand_number == 1


@pytest.mark.parametrize("name", ["standard", "hollywood", "three-player"])
def test_a_fair_match_replays_verifies_and_fits_the_schema(name: str) -> None:
    doc = fair_record(name)
    replay(doc)
    checks = check_record(doc)
    assert [c.status for c in checks] == [MATCH] * len(doc["hands"])
    assert [c.number for c in checks] == list(range(1, len(doc["hands"]) + 1))
    for hand, check in zip(doc["hands"], checks, strict=True):
        assert check.commitment is not None and check.computed == check.commitment.sha256
        assert check.commitment.to_json() == hand["commitment"]
    errors = list(VALIDATOR.iter_errors(doc))
    assert errors == []


@pytest.mark.parametrize(
    ("field", "bad"),
    [("salt", "0" * 31), ("salt", "A" * 32), ("sha256", "f" * 63), ("extra", "x")],
)
def test_the_schema_refuses_a_malformed_commitment(field: str, bad: str) -> None:
    doc = fair_record()
    doc["hands"][0]["commitment"][field] = bad
    with pytest.raises(jsonschema.ValidationError):
        VALIDATOR.validate(doc)


def _flip_hex(text: str, at: int = 5) -> str:
    return text[:at] + ("1" if text[at] == "0" else "0") + text[at + 1:]


def _swap_two_cards(hand: dict[str, Any]) -> None:
    """Swap two stock cards near the bottom that nobody drew, so that the hand still
    replays: only its commitment can tell."""
    deck = hand["deck"]
    deck[-1], deck[-2] = deck[-2], deck[-1]


TAMPERING: dict[str, Callable[[dict[str, Any]], None]] = {
    "deck": _swap_two_cards,
    "salt": lambda hand: hand["commitment"].update(salt=_flip_hex(hand["commitment"]["salt"])),
    "sha256": lambda hand: hand["commitment"].update(
        sha256=_flip_hex(hand["commitment"]["sha256"], 60)),
}


@pytest.mark.parametrize("what", list(TAMPERING))
def test_one_hand_changed_fails_replay_naming_the_hand(what: str) -> None:
    doc = fair_record()
    TAMPERING[what](doc["hands"][1])
    with pytest.raises(RecordError, match=r"^hand 2, commitment: the deck and salt give sha256"):
        replay(doc)
    # Without the commitment check, the game itself still replays: only the
    # commitment tells that this hand was changed.
    replay(doc, check_commitments=False)


@pytest.mark.parametrize("what", list(TAMPERING))
def test_one_hand_changed_fails_check_record_for_that_hand_only(what: str) -> None:
    doc = fair_record()
    TAMPERING[what](doc["hands"][1])
    statuses = [c.status for c in check_record(doc)]
    assert statuses[1] == MISMATCH
    assert statuses[:1] + statuses[2:] == [MATCH] * (len(statuses) - 1)
    detail = check_record(doc)[1].detail
    assert re.fullmatch(r"the deck and salt give sha256 [0-9a-f]+(\.\.\.)?,"
                        r" the commitment says [0-9a-f]+(\.\.\.)?", detail), detail


def test_a_mismatch_in_the_last_digits_is_shown_in_full() -> None:
    doc = fair_record()
    hand = doc["hands"][0]
    hand["commitment"]["sha256"] = _flip_hex(hand["commitment"]["sha256"], 63)
    detail = check_hand(hand).detail
    assert hand["commitment"]["sha256"] in detail and "..." not in detail


@pytest.mark.parametrize(
    ("commitment_field", "fragment"),
    [
        ({"sha256": "0" * 64}, "is not a commitment"),
        ({"sha256": "0" * 64, "salt": SALT, "deck": "x"}, "is not a commitment"),
        ("0" * 64, "is not a commitment"),
        (None, "None is not a commitment"),
        ({"sha256": "0" * 64, "salt": "xyz"}, "salt 'xyz' is not 32 lower-case hex digits"),
        ({"sha256": "XYZ", "salt": SALT}, "sha256 'XYZ' is not 64 lower-case hex digits"),
    ],
)
def test_a_malformed_commitment_fails_replay_and_check(
    commitment_field: Any, fragment: str
) -> None:
    doc = fair_record()
    doc["hands"][2]["commitment"] = commitment_field
    with pytest.raises(RecordError) as caught:
        replay(doc)
    assert str(caught.value).startswith("hand 3, commitment: ") and fragment in str(caught.value)
    check = check_record(doc)[2]
    assert check.status == MISMATCH and fragment in check.detail


def test_check_hand_never_raises_on_a_broken_entry() -> None:
    assert check_hand([1, 2], 4).status == MISMATCH
    assert check_hand([1, 2], 4).number == 4
    entry = {"deck": ["As"] * 52, "commitment": {"sha256": "0" * 64, "salt": SALT}}
    assert check_hand(entry).detail == "deck: not the 52 cards once each"
    entry = {"deck": ["Zz"], "commitment": {"sha256": "0" * 64, "salt": SALT}}
    assert check_hand(entry).detail.startswith("deck: ")
    assert check_hand({"deck": "As"}).status == NONE  # no commitment: nothing to check
    assert check_record({"hands": "x"}) == []


# ---------------------------------------------------------------- resume


def _half_played_fair_snapshot() -> tuple[MatchDriver, dict[str, Any]]:
    driver = play_fair_match("standard", seed=4, deck_seed=9)
    doc = driver.record
    # The same match stopped after hand 2 and three actions of hand 3.
    live = MatchDriver(preset("standard"), seed=4, agents=["simple", "simple"])
    for hand in doc["hands"][:2]:
        _play_entry(live, hand, len(hand["actions"]))
    _play_entry(live, doc["hands"][2], 3)
    return live, json.loads(json.dumps(live.snapshot()))


def _play_entry(driver: MatchDriver, hand: dict[str, Any], actions: int) -> None:
    deck = tuple(parse_card(c) for c in hand["deck"])
    driver.deal(deck, salt=hand["commitment"]["salt"])
    for entry in hand["actions"][:actions]:
        driver.play(action_from_json(entry))


def test_resume_keeps_the_commitments_and_goes_on() -> None:
    live, snap = _half_played_fair_snapshot()
    resumed = resume(snap)
    assert live.commitment is not None and resumed.commitment == live.commitment
    assert resumed.snapshot() == live.snapshot()


@pytest.mark.parametrize("where", ["finished", "in play"])
def test_resume_refuses_a_changed_commitment_naming_the_hand(where: str) -> None:
    _live, snap = _half_played_fair_snapshot()
    hand = snap["hand"] if where == "in play" else snap["record"]["hands"][1]
    hand["commitment"]["salt"] = _flip_hex(hand["commitment"]["salt"])
    expected = "hand 3 (in play), commitment: " if where == "in play" else "hand 2, commitment: "
    with pytest.raises(RecordError) as caught:
        resume(copy.deepcopy(snap))
    assert str(caught.value).startswith(expected)


# ---------------------------------------------------------------- ginrummy verify


def test_verify_a_fair_record(tmp_path: Path, capsys: Capture) -> None:
    doc = fair_record()
    path = write(tmp_path, doc)
    assert main(["verify", path]) == 0
    out = capsys.readouterr().out.splitlines()
    hands = len(doc["hands"])
    assert out[0] == f"{path}: {hands} hands"
    for number, line in enumerate(out[1:-1], start=1):
        sha = doc["hands"][number - 1]["commitment"]["sha256"]
        assert line == f"hand {number}: committed, and the deck matches (sha256 {sha[:16]}...)"
    assert out[-1] == (f"verified: {hands} of {hands} hands committed and matching;"
                       " the record replays")


def test_verify_json_of_a_fair_record(tmp_path: Path, capsys: Capture) -> None:
    doc = fair_record("three-player")
    assert main(["verify", write(tmp_path, doc), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    hands = len(doc["hands"])
    assert report["verified"] is True and report["replays"] is True
    assert report["replay_error"] is None
    assert report["counts"] == {"match": hands, "none": 0, "mismatch": 0}
    first = report["hands"][0]
    assert first == {"number": 1, "status": "match", "detail": "",
                     "sha256": doc["hands"][0]["commitment"]["sha256"],
                     "salt": doc["hands"][0]["commitment"]["salt"],
                     "computed": doc["hands"][0]["commitment"]["sha256"]}


@pytest.mark.parametrize("what", list(TAMPERING))
def test_verify_names_the_hand_changed(tmp_path: Path, capsys: Capture, what: str) -> None:
    doc = fair_record()
    TAMPERING[what](doc["hands"][1])
    path = write(tmp_path, doc)
    assert main(["verify", path]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[2].startswith("hand 2: MISMATCH: the deck and salt give sha256 ")
    assert out[1].startswith("hand 1: committed") and out[3].startswith("hand 3: committed")
    assert out[-1].startswith("NOT verified: ") and "MISMATCH: hand 2;" in out[-1]
    assert out[-1].endswith("the record replays")
    assert main(["verify", path, "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["verified"] is False
    assert [h["number"] for h in report["hands"] if h["status"] == "mismatch"] == [2]
    assert report["counts"]["mismatch"] == 1
    # replay refuses the same record in one line naming the hand.
    assert main(["replay", path]) == 2
    assert "hand 2, commitment: " in capsys.readouterr().err


def test_verify_a_record_without_commitments(tmp_path: Path, capsys: Capture) -> None:
    doc = play_named_match(preset("standard"), ["simple", "simple"], seed=3).record
    hands = len(doc["hands"])
    path = write(tmp_path, doc)
    assert main(["verify", path]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[1:-1] == [f"hand {n}: no commitment" for n in range(1, hands + 1)]
    assert out[-1] == (f"NOT verified: 0 of {hands} hands committed and matching;"
                       f" no commitment: hands {', '.join(map(str, range(1, hands + 1)))};"
                       " the record replays")
    assert main(["verify", path, "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["counts"] == {"match": 0, "none": hands, "mismatch": 0}
    assert {h["status"] for h in report["hands"]} == {"none"}


def test_verify_one_hand_without_a_commitment(tmp_path: Path, capsys: Capture) -> None:
    doc = fair_record()
    del doc["hands"][2]["commitment"]
    replay(doc)  # a hand without a commitment is a valid record...
    assert main(["verify", write(tmp_path, doc)]) == 1  # ...but not a verified one
    out = capsys.readouterr().out.splitlines()
    assert out[3] == "hand 3: no commitment"
    assert "no commitment: hand 3;" in out[-1]


def test_verify_a_record_that_does_not_replay(tmp_path: Path, capsys: Capture) -> None:
    """Every commitment matches, but the game was changed: not verified."""
    doc = fair_record()
    doc["result"]["totals"] = [[0, 0]]
    assert main(["verify", write(tmp_path, doc), "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["counts"]["match"] == len(doc["hands"])
    assert report["replays"] is False and report["verified"] is False
    assert report["replay_error"].startswith("result: recorded totals")
    assert main(["verify", write(tmp_path, doc)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[-2].startswith("replay: result: recorded totals")
    assert out[-1].endswith("the record does not replay")


@pytest.mark.parametrize("bogus", [False, True], ids=["no record", "an unknown option"])
def test_verify_usage_errors(tmp_path: Path, capsys: Capture, bogus: bool) -> None:
    args = [write(tmp_path, fair_record()), "--bogus"] if bogus else []
    assert main(["verify", *args]) == 2
    err = capsys.readouterr().err.splitlines()
    fragment = "unrecognized arguments: --bogus" if bogus \
        else "verify: the following arguments are required: RECORD"
    assert len(err) == 1 and err[0].startswith("ginrummy: error: ") and fragment in err[0]


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (None, "cannot read"),
        (b"{", "not JSON"),
        (b"[1, 2]", "a record is a JSON object"),
        (b"[" * 100_000, "nested too deep"),
        (b'{"format": "something else"}', "not a ginrummy-record document"),
        (b'{"format": "ginrummy-record", "version": 9}', "record version 9 is not read"),
    ],
    ids=["missing", "not JSON", "a list", "deep", "another format", "another version"],
)
def test_verify_an_unreadable_file_is_status_2_in_one_line(
    tmp_path: Path, capsys: Capture, content: bytes | None, fragment: str
) -> None:
    path = tmp_path / "record.json"
    if content is not None:
        path.write_bytes(content)
    assert main(["verify", str(path)]) == 2
    captured = capsys.readouterr()
    err = captured.err.splitlines()
    assert captured.out == "" and len(err) == 1
    assert err[0].startswith("ginrummy: error: ") and fragment in err[0]


def test_verify_has_help(capsys: Capture) -> None:
    assert main(["verify", "--help"]) == 0
    out = capsys.readouterr().out
    assert "usage: ginrummy verify" in out and "Exit status: 0" in out
    assert main(["--help"]) == 0
    assert "verify" in capsys.readouterr().out
