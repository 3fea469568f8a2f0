"""Self-play data (``ginrummy selfplay``, issue 48 item 5): every row replays through the
scalar engine from its hand's seed alone (the observation of the deciding seat's view,
the mask of its legal moves, a legal move, the hand's end and zero-sum rewards), the
same seed writes the same rows whatever the workers or Ray, the shards read with
pandas or pyarrow and no ginrummy, and bad input is one line with status 2.

The shards need pyarrow (the ``selfplay`` extra): those tests are marked ``extras``
and run in .venv-extras; the hands themselves (``ginrummy.rl.decisions``) are replayed
here without it."""

from __future__ import annotations

import importlib.util
import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from ginrummy.__main__ import main
from ginrummy.actions import Action
from ginrummy.agents import SimpleAgent
from ginrummy.agents import registry as agent_registry
from ginrummy.arena.games import deal_seed
from ginrummy.cards import card_name
from ginrummy.driver import ADVISED_PHASES, MatchDriver
from ginrummy.legality import Phase
from ginrummy.rl.decisions import HandRows, play_hand
from ginrummy.rl.moves import DISCARD, GIN, KNOCK, NO_ADVICE, NUM_ACTIONS, action_of, legal_ids
from ginrummy.rl.observation import OBS_SIZE, OFFSETS, encode
from ginrummy.rl.selfplay import SelfPlayConfig, hand_seed, run_selfplay
from ginrummy.rl.session import ROLES, default_lay_down
from ginrummy.rules import PRESETS, Rules, preset
from ginrummy.view import SeatView

HAVE_PYARROW = importlib.util.find_spec("pyarrow") is not None
HAVE_PANDAS = importlib.util.find_spec("pandas") is not None
HAVE_RAY = importlib.util.find_spec("ray") is not None
# `./run test` runs the `extras` tests again in .venv-extras with this set, so that a
# failed install there fails the run instead of skipping the tests.
REQUIRE_EXTRAS = os.environ.get("GINRUMMY_REQUIRE_EXTRAS") == "1"
needs_pyarrow = pytest.mark.skipif(
    not HAVE_PYARROW and not REQUIRE_EXTRAS,
    reason="pyarrow (the selfplay extra) is not installed; ./run test runs this in .venv-extras")

Row = dict[str, Any]


# ------------------------------------------------------------------ the replay


def _settle(driver: MatchDriver) -> None:
    """The engine's defaults for the lay-downs (R5.3, R6.4), as no seat is asked them."""
    while (turn := driver.turn()) is not None and turn.view.phase in (Phase.ARRANGE,
                                                                        Phase.LAY_OFF):
        driver.play(default_lay_down(turn.view))


def replay_hand(rules: Rules, seed: int, rows: Sequence[Row]) -> None:
    """Deal hand ``seed`` again with the match driver and play the rows' moves: each row
    holds exactly the deciding seat's observation and legal moves, its move is legal,
    no decision is missing, and the hand ends as the rows say, rewards zero-sum."""
    driver = MatchDriver(rules, seed=seed, record=False)
    driver.deal()
    three = rules.players == 3
    advice: Action | None = None
    advised = False
    totals = [0.0] * rules.players
    for step, row in enumerate(rows):
        assert row["step"] == step
        _settle(driver)
        turn = driver.turn()
        assert turn is not None, "a row after the hand's end"
        decider: SeatView = turn.view
        if three and not advised and turn.advisor is not None \
                and decider.phase in ADVISED_PHASES:
            # The player sitting out advises first (R11.3), seeing the captain's view.
            assert row["advising"] and row["player"] == turn.advisor and row["seat"] is None
            expected = encode(decider, "out")
            legal = [*legal_ids(decider), NO_ADVICE]
        else:
            assert not row["advising"]
            assert row["player"] == turn.player and row["seat"] == turn.seat
            role = ROLES[turn.seat] if three else None
            shown = advised and role == "captain"
            expected = encode(decider, role, advice if shown else None, shown)
            legal = legal_ids(decider)
        assert np.array_equal(row["observation"], expected), f"step {step}: observation"
        mask = np.zeros(NUM_ACTIONS, dtype=np.int8)
        mask[legal] = 1
        assert np.array_equal(row["action_mask"], mask), f"step {step}: mask"
        move = row["action"]
        assert mask[move] == 1, f"step {step}: move {move} is not legal"
        if row["advising"]:
            advice = None if move == NO_ADVICE else action_of(decider, move)
            advised = True
        else:
            driver.play(action_of(decider, move))
            advice, advised = None, False
    _settle(driver)
    assert driver.turn() is None, "a decision of the hand has no row"
    booked = driver.booked
    assert booked is not None
    result = booked.result
    seats = driver.seats
    outcome = "drawn" if result.outcome == "draw" else result.outcome
    winner = None if result.winner is None else seats[result.winner]
    for p in range(rules.players):
        if winner is None or p not in seats:
            totals[p] = 0.0
        else:
            totals[p] = float(result.points if p == winner else -result.points)
    assert sum(totals) == 0
    last = {row["player"]: i for i, row in enumerate(rows)}
    for i, row in enumerate(rows):
        assert (row["outcome"], row["points"], row["winner"]) == (outcome, result.points, winner)
        assert row["knocker"] == (None if result.knocker is None else seats[result.knocker])
        assert row["reward"] == totals[row["player"]]
        assert row["last"] == (last[row["player"]] == i)


def rows_of_hand(h: HandRows) -> list[Row]:
    obs = np.frombuffer(h.observations, dtype=np.float32).reshape(-1, OBS_SIZE)
    masks = np.frombuffer(h.masks, dtype=np.int8).reshape(-1, NUM_ACTIONS)
    last = {p: i for i, p in enumerate(h.players)}
    return [{"step": i, "player": p, "seat": h.seats[i], "advising": h.advising[i],
             "observation": obs[i], "action_mask": masks[i], "action": h.moves[i],
             "action_text": h.texts[i], "reward": h.rewards[p], "last": last[p] == i,
             "outcome": h.outcome, "points": h.points, "winner": h.winner,
             "knocker": h.knocker} for i, p in enumerate(h.players)]


def players_for(rules: Rules) -> list[str]:
    # Three players: levels that advise the captain (simple and random give no advice).
    return ["hard", "random", "medium"] if rules.players == 3 else ["simple", "random"]


@pytest.mark.parametrize("variant", sorted(PRESETS))
def test_every_decision_of_a_hand_replays_through_the_engine(variant: str) -> None:
    rules = preset(variant)
    names = players_for(rules)
    for hand in range(3):
        seed = hand_seed(7, hand)
        h = play_hand(rules, names, hand, seed)
        assert isinstance(h, HandRows), h
        assert (h.hand, h.seed) == (hand, seed)
        replay_hand(rules, seed, rows_of_hand(h))
        # The words are the move's (as the text interface offers it).
        for move, text in zip(h.moves, h.texts, strict=True):
            if DISCARD <= move < KNOCK:
                assert text == f"discard {card_name(move - DISCARD)}"
            elif move == GIN:
                assert text == "gin"


def test_the_replay_catches_a_changed_row() -> None:
    """The check above can fail: a row whose observation, mask or move is not the
    engine's is refused."""
    rules = preset("standard")
    seed = hand_seed(1, 0)
    h = play_hand(rules, ["simple", "simple"], 0, seed)
    assert isinstance(h, HandRows)
    rows = rows_of_hand(h)
    replay_hand(rules, seed, rows)
    hand_bits = rows[3]["observation"].copy()
    hand_bits[OFFSETS["hand"].start + next(c for c in range(52)
                                           if hand_bits[OFFSETS["hand"].start + c] == 0)] = 1
    for changed in ({"observation": hand_bits}, {"action": NO_ADVICE}, {"reward": 1.0},
                    {"action_mask": np.zeros(NUM_ACTIONS, dtype=np.int8)}):
        bad = [dict(row) for row in rows]
        bad[3].update(changed)
        with pytest.raises(AssertionError):
            replay_hand(rules, seed, bad)
    with pytest.raises(AssertionError):
        replay_hand(rules, seed, rows[:-1])  # a decision missing


def test_a_hand_is_the_same_from_the_same_seed_and_hand_seeds_are_the_arenas() -> None:
    rules = preset("oklahoma")
    a = play_hand(rules, ["simple", "random"], 4, hand_seed(3, 4))
    b = play_hand(rules, ["simple", "random"], 4, hand_seed(3, 4))
    assert a == b
    assert hand_seed(3, 4) == deal_seed(3, 4) and hand_seed(3, 4) != hand_seed(4, 4)


class Crasher(SimpleAgent):
    """Plays like simple, and raises at its third decision of a hand whose seed is odd."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self.decisions = 0
        self.odd = False

    def begin_hand(self, view: SeatView) -> None:
        self.odd = self.rng.random() < 0.5

    def act(self, view: SeatView) -> Action:
        self.decisions += 1
        if self.odd and self.decisions == 3:
            raise RuntimeError("bot bug")
        return super().act(view)


# ------------------------------------------------------------------ the command line


def run_cli(*args: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(["selfplay", *args])
    out, err = capsys.readouterr()
    return status, out, err


def one_line_error(status: int, out: str, err: str, *words: str) -> None:
    assert status == 2 and out == "", (status, out, err)
    assert err.count("\n") == 1 and err.startswith("ginrummy: error: "), err
    for word in words:
        assert word in err, err


@pytest.mark.parametrize(("args", "words"), [
    (["--players", "simple,nobody"], ["unknown agent 'nobody'"]),
    (["--players", "simple,random", "--hands", "0"], ["--hands", "at least 1"]),
    (["--players", "simple,random", "--hands", "-3"], ["--hands"]),
    (["--players", "simple,,random"], ["empty agent name"]),
    (["--players", "simple,random,simple"], ["standard is played by 2 agents, not 3"]),
    (["--players", "simple,random", "--variant", "three-player"], ["3 agents, not 2"]),
    (["--players", "simple,random", "--variant", "gim"], ["unknown variant"]),
    (["--players", "simple,random", "--rule", "target=oops"], ["target"]),
    (["--players", "simple,random", "--shard-hands", "0"], ["--shard-hands"]),
    (["--players", "simple,random", "--workers", "0"], ["--workers"]),
])
def test_bad_input_is_one_line_with_status_2(args: list[str], words: list[str],
                                             tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    out_dir = tmp_path / "data"
    full = ["--hands", "2", *args] if "--hands" not in args else args
    one_line_error(*run_cli(*full, "--out", str(out_dir), "--seed", "1", capsys=capsys),
                   *words)
    assert not out_dir.exists()  # nothing written, not even the folder


@pytest.mark.skipif(HAVE_PYARROW, reason="pyarrow is installed")
def test_without_pyarrow_the_command_names_the_extra(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    out_dir = tmp_path / "data"
    one_line_error(*run_cli("--players", "simple,random", "--hands", "2", "--out", str(out_dir),
                            capsys=capsys), "pip install 'ginrummy[selfplay]'", "pyarrow")
    assert not out_dir.exists()


# ------------------------------------------------------------------ the shards


def read_rows(out: Path) -> list[Row]:
    """Every row of the shards, in file and row order, as Python values."""
    import pyarrow.parquet as pq

    rows: list[Row] = []
    for path in sorted(out.glob("part-*.parquet")):
        table = pq.read_table(path)
        obs = table.column("observation").combine_chunks().flatten().to_numpy()
        masks = table.column("action_mask").combine_chunks().flatten().to_numpy()
        plain = table.drop_columns(["observation", "action_mask"]).to_pylist()
        for i, row in enumerate(plain):
            row["observation"] = obs[i * OBS_SIZE:(i + 1) * OBS_SIZE]
            row["action_mask"] = masks[i * NUM_ACTIONS:(i + 1) * NUM_ACTIONS]
            row["file"] = path.name
            rows.append(row)
    return rows


def by_hand(rows: Sequence[Row]) -> Iterator[tuple[int, list[Row]]]:
    hands: dict[int, list[Row]] = {}
    for row in rows:
        hands.setdefault(row["hand"], []).append(row)
    yield from hands.items()


def same_rows(a: Sequence[Row], b: Sequence[Row]) -> bool:
    if len(a) != len(b):
        return False
    for x, y in zip(a, b, strict=True):
        if x.keys() != y.keys():
            return False
        for key in x:
            if isinstance(x[key], np.ndarray):
                if not np.array_equal(x[key], y[key]):
                    return False
            elif x[key] != y[key]:
                return False
    return True


@pytest.mark.extras
@needs_pyarrow
@pytest.mark.parametrize("variant", ["standard", "three-player"])
def test_a_local_run_writes_shards_that_replay_through_the_engine(
        variant: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = preset(variant)
    names = players_for(rules)
    out = tmp_path / "data"
    status, text, err = run_cli("--players", ",".join(names), "--variant", variant,
                                "--hands", "7", "--shard-hands", "3", "--workers", "1",
                                "--seed", "11", "--out", str(out), "--json", capsys=capsys)
    assert status == 0, err
    summary = json.loads(text)
    assert summary["complete"] and summary["hands_played"] == 7 and summary["failures"] == []
    assert [(s["file"], s["first_hand"], s["hands"]) for s in summary["shards"]] == [
        ("part-00000.parquet", 0, 3), ("part-00001.parquet", 3, 3), ("part-00002.parquet", 6, 1)]
    rows = read_rows(out)
    assert summary["rows"] == len(rows)
    hands = dict(by_hand(rows))
    assert sorted(hands) == list(range(7))
    for hand, hand_rows in hands.items():
        assert {row["file"] for row in hand_rows} == {f"part-{hand // 3:05d}.parquet"}
        seed = hand_rows[0]["seed"]
        assert seed == hand_seed(11, hand)
        assert {row["agent"] for row in hand_rows} <= set(names)
        assert all(row["agent"] == names[row["player"]] for row in hand_rows)
        replay_hand(rules, seed, hand_rows)
    outcomes = [rows_[0]["outcome"] for rows_ in hands.values()]
    assert summary["outcomes"] == {name: outcomes.count(name)
                                   for name in ("knock", "gin", "big_gin", "undercut", "drawn")}
    if variant == "three-player":
        # Advice given, and seen by the captain (R11.3): the replay checked it so.
        assert any(row["advising"] and row["action"] != NO_ADVICE for row in rows)
        kinds = OFFSETS["advice_kind"]
        assert any(row["seat"] == 1 and row["observation"][kinds][:-1].any() for row in rows)


def _run(out: Path, **settings: Any) -> dict[str, Any]:
    config: dict[str, Any] = {"players": ["simple", "random"], "hands": 10, "seed": 5,
                              "shard_hands": 3, "out": out}
    config.update(settings)
    return run_selfplay(SelfPlayConfig(**config))


@pytest.mark.extras
@needs_pyarrow
def test_two_workers_write_the_same_rows_as_one(tmp_path: Path) -> None:
    one = _run(tmp_path / "one", workers=1)
    two = _run(tmp_path / "two", workers=2)
    assert one["backend"] == two["backend"] == "local" and two["workers"] == 2
    assert one["shards"] == two["shards"] and len(one["shards"]) == 4
    assert same_rows(read_rows(tmp_path / "one"), read_rows(tmp_path / "two"))
    # Another seed writes other rows (the comparison can fail).
    other = _run(tmp_path / "other", workers=1, seed=6)
    assert not same_rows(read_rows(tmp_path / "one"), read_rows(tmp_path / "other"))
    assert other["settings"]["seed"] == 6


@pytest.mark.extras
@needs_pyarrow
def test_the_shards_describe_themselves(tmp_path: Path) -> None:
    import pyarrow.parquet as pq

    out = tmp_path / "data"
    _run(out, workers=1, hands=4, variant="oklahoma", rules={"gin_bonus": "20"})
    written = json.loads((out / "_selfplay.json").read_text())
    meta = json.loads(pq.read_schema(out / "part-00000.parquet").metadata[b"ginrummy.selfplay"])
    for key in ("format_version", "observation_layout", "action_layout", "segments", "moves",
                "columns", "settings"):
        assert meta[key] == written[key], key
    assert meta["observation_layout"] == 1 and meta["action_layout"] == 1
    assert meta["settings"]["rules"]["gin_bonus"] == 20
    assert meta["settings"]["variant"] == "oklahoma" and meta["settings"]["seed"] == 5
    assert {s["name"]: (s["offset"], s["size"]) for s in meta["segments"]} == {
        name: (part.start, part.stop - part.start) for name, part in OFFSETS.items()}
    moves = meta["moves"]
    assert len(moves) == NUM_ACTIONS and moves[DISCARD + 12] == "discard Ks"
    assert moves[GIN] == "gin" and moves[NO_ADVICE] == "no advice"
    assert set(meta["columns"]) == set(pq.read_schema(out / "part-00000.parquet").names)
    for row in read_rows(out):
        # The move's name, as a reader decodes it, is its words but the taken card's.
        assert row["action_text"].startswith(moves[row["action"]])


@pytest.mark.extras
@needs_pyarrow
def test_pandas_and_pyarrow_read_the_shards_without_ginrummy(tmp_path: Path) -> None:
    out = tmp_path / "data"
    summary = _run(out, workers=1, hands=5)
    code = f"""
import json, sys
sys.modules["ginrummy"] = None  # importing ginrummy now fails
import numpy as np
import pyarrow.dataset as ds, pyarrow.parquet as pq
folder = {str(out)!r}
table = ds.dataset(folder, format="parquet").to_table()
obs = table.column("observation").combine_chunks().flatten().to_numpy().reshape(-1, 828)
meta = json.loads(pq.read_schema(folder + "/part-00000.parquet").metadata[b"ginrummy.selfplay"])
hand = next(s for s in meta["segments"] if s["name"] == "hand")
held = obs[:, hand["offset"]:hand["offset"] + hand["size"]].sum(axis=1)
assert set(held.tolist()) <= {{10.0, 11.0}}, set(held.tolist())
answer = {{"pyarrow": table.num_rows}}
try:
    import pandas as pd
except ImportError:
    pass
else:
    df = pd.read_parquet(folder)
    masks = np.stack(df["action_mask"].to_numpy())
    assert masks.shape == (len(df), 238)
    assert all(masks[i, a] == 1 for i, a in enumerate(df["action"]))
    first = df.groupby("hand").first()
    assert (first["reward"].abs() == first["points"]).all()
    answer["pandas"] = len(df)
print(json.dumps(answer))
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["pyarrow"] == summary["rows"]
    if HAVE_PANDAS or REQUIRE_EXTRAS:
        assert answer["pandas"] == summary["rows"]


@pytest.mark.extras
@needs_pyarrow
def test_the_folder_is_checked_before_any_hand(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    base = ["--players", "simple,random", "--hands", "2", "--seed", "1", "--workers", "1"]
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    one_line_error(*run_cli(*base, "--out", str(a_file / "data"), capsys=capsys),
                   "cannot write in", "a-file")
    one_line_error(*run_cli(*base, "--out", str(a_file), capsys=capsys), "not a directory")
    out = tmp_path / "data"
    assert run_cli(*base, "--out", str(out), capsys=capsys)[0] == 0
    before = {path.name: path.read_bytes() for path in out.iterdir()}
    one_line_error(*run_cli(*base, "--out", str(out), capsys=capsys), "is not empty",
                   "--overwrite")
    assert {path.name: path.read_bytes() for path in out.iterdir()} == before  # untouched
    # --overwrite replaces an earlier run's data, files a crash left half written
    # included: a 1-hand run leaves one shard.
    (out / ".part-00007.parquet.tmp").write_bytes(b"half")
    (out / "._selfplay.json.tmp").write_bytes(b"half")
    status, _out, err = run_cli(*base[:2], "--hands", "1", "--seed", "2", "--out", str(out),
                                "--overwrite", capsys=capsys)
    assert status == 0, err
    assert sorted(path.name for path in out.iterdir()) == ["_selfplay.json", "part-00000.parquet"]
    assert json.loads((out / "_selfplay.json").read_text())["settings"]["seed"] == 2
    # ...but nothing else: a folder with other files is refused, even so.
    (out / "notes.txt").write_text("mine")
    one_line_error(*run_cli(*base, "--out", str(out), "--overwrite", capsys=capsys),
                   "not self-play data", "notes.txt")
    assert (out / "notes.txt").read_text() == "mine" and (out / "part-00000.parquet").exists()


@pytest.mark.extras
@needs_pyarrow
def test_a_hand_whose_agent_fails_gives_no_rows_and_is_listed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(agent_registry._BUILTIN, "crasher", Crasher)
    out = tmp_path / "data"
    summary = _run(out, players=["crasher", "simple"], hands=8, workers=1)
    failed = {f["hand"] for f in summary["failures"]}
    assert failed and len(failed) < 8
    assert all(f["agent"] == "crasher" and f["player"] == 0 and "RuntimeError: bot bug"
               in f["reason"] for f in summary["failures"])
    rows = read_rows(out)
    assert {row["hand"] for row in rows} == set(range(8)) - failed
    assert summary["hands_played"] == 8 - len(failed) and summary["rows"] == len(rows)
    rules = preset("standard")
    for _hand, hand_rows in by_hand(rows):
        replay_hand(rules, hand_rows[0]["seed"], hand_rows)


@pytest.mark.extras
@needs_pyarrow
def test_the_text_summary_says_what_was_written(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "data"
    status, text, err = run_cli("--players", "simple,random", "--hands", "3", "--out",
                                str(out), "--workers", "1", "--progress", capsys=capsys)
    assert status == 0
    # The project's progress bar (as ginrummy arena's), counting hands.
    assert "3/3 100%" in err and "hands/s" in err and "done in" in err
    # Without --seed the seed is drawn and printed, so that the run can be made again.
    assert "ginrummy selfplay: seed " in err and "--seed" in err
    seed = int(err.split("seed ")[1].split()[0])
    assert json.loads((out / "_selfplay.json").read_text())["settings"]["seed"] == seed
    assert "decisions of 3 hands (simple vs random, standard, seed" in text
    assert "hands ended by:" in text and "read with: pandas.read_parquet(" in text


@pytest.mark.extras
@pytest.mark.skipif((not HAVE_RAY or not HAVE_PYARROW) and not REQUIRE_EXTRAS,
                    reason="ray and pyarrow (optional extras) are not installed; ./run test"
                           " runs this in .venv-extras")
def test_a_local_ray_writes_the_same_shards(tmp_path: Path) -> None:  # pragma: no cover
    import ray  # type: ignore[import-not-found, unused-ignore]

    ray.init(num_cpus=1, include_dashboard=False)
    try:
        on_ray = _run(tmp_path / "ray", hands=5, ray_address="auto")
    finally:
        ray.shutdown()
    local = _run(tmp_path / "local", hands=5, workers=1)
    assert on_ray["backend"] == "ray" and on_ray["complete"]
    assert on_ray["shards"] == local["shards"]
    assert same_rows(read_rows(tmp_path / "ray"), read_rows(tmp_path / "local"))
