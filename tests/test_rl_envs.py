"""The PettingZoo and Gymnasium environments (ginrummy.rl, the rl extra): the
libraries' own checks for every preset, reproducible resets, bad input, and the
proof that no observation encodes a card its seat may not know."""

from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ginrummy.rules import PRESETS, RulesError, preset

HAVE_RL = all(importlib.util.find_spec(m) is not None for m in ("gymnasium", "pettingzoo", "numpy"))
pytestmark = pytest.mark.skipif(not HAVE_RL, reason="the rl extra (gymnasium, pettingzoo,"
                                " numpy) is not installed: pip install 'ginrummy[rl]'")

if HAVE_RL:
    import gymnasium
    import numpy as np
    from gymnasium.utils.env_checker import check_env
    from pettingzoo.test import api_test, seed_test

    import ginrummy.rl as rl
    from ginrummy.legality import IllegalActionError, Phase
    from ginrummy.rl.observation import OBS_SIZE, OFFSETS, SEGMENTS, encode
    from ginrummy.rl.session import Session, SessionError
    from ginrummy.state import HandState, deal, shuffled_deck
    from ginrummy.view import view

VARIANTS = list(PRESETS)
CARD_SEGMENTS = [name for name, size, _what in SEGMENTS if size == 52]


# ---------------------------------------------------------------------- the libraries' checks


@pytest.mark.parametrize("variant", VARIANTS)
def test_pettingzoo_api_test_and_seed_test(variant: str) -> None:
    api_test(rl.env(variant), num_cycles=200)
    seed_test(lambda: rl.env(variant), num_cycles=100)


def test_pettingzoo_checks_with_every_option_over_whole_matches() -> None:
    def make() -> Any:
        return rl.env("three-player", explicit=True, advice=True, episode="match",
                      reward="match", target=15)

    api_test(make(), num_cycles=1500)
    seed_test(make, num_cycles=300)


@pytest.mark.parametrize("variant", VARIANTS)
def test_gymnasium_check_env(variant: str) -> None:
    env = gymnasium.make(rl.ENV_ID, variant=variant, opponent="simple")
    check_env(env.unwrapped)
    env.close()


# ---------------------------------------------------------------------- playing


def play_aec(env: Any, seed: int, rng: random.Random) -> list[tuple[str, int, float]]:
    """A whole episode with random legal moves: (agent, move, reward) at each step."""
    env.reset(seed=seed)
    trace = []
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _info = env.last()
        move = None
        if not (terminated or truncated):
            move = rng.choice(np.flatnonzero(obs["action_mask"]).tolist())
        trace.append((agent, -1 if move is None else move, reward))
        env.step(move)
    return trace


def test_reset_with_a_seed_replays_and_keeps_every_setting() -> None:
    env = rl.env("oklahoma", episode="match", target=12, explicit=True)
    first = play_aec(env, 5, random.Random(1))
    again = play_aec(env, 5, random.Random(1))
    assert first == again and len(first) > 50
    raw = env.unwrapped
    assert raw.rules == preset("oklahoma").with_options({"target": 12})
    assert raw.explicit and raw.episode == "match"
    # Unseeded resets after a seeded one go on from it, reproducibly too.
    env.reset(seed=9)
    env.reset()
    other = rl.env("oklahoma", episode="match", target=12, explicit=True)
    other.reset(seed=9)
    other.reset()
    assert np.array_equal(env.observe(env.agent_selection)["observation"],
                          other.observe(other.agent_selection)["observation"])


def test_hand_rewards_are_the_points_zero_sum_and_match_rewards_the_result() -> None:
    for seed in range(4):
        trace = play_aec(rl.env("standard"), seed, random.Random(seed))
        total: dict[str, float] = {}
        for agent, _move, reward in trace:
            total[agent] = total.get(agent, 0.0) + reward
        assert sum(total.values()) == 0
    session = Session(preset("three-player").with_options({"target": 10}), 3,
                      episode="match", reward="match")
    rng = random.Random(3)
    rewards = [0.0, 0.0, 0.0]
    while not session.over:
        got = session.play(rng.choice(session.legal_ids()))
        rewards = [a + b for a, b in zip(rewards, got, strict=True)]
    winner = session.driver.winner
    assert rewards == [1.0 if p == winner else -0.5 for p in range(3)]


def test_an_illegal_move_raises_naming_the_legal_ones_and_changes_nothing() -> None:
    env = rl.env("standard")
    env.reset(seed=1)
    agent = env.agent_selection
    before = env.observe(agent)["observation"]
    with pytest.raises(IllegalActionError, match=r"move 3 is not legal now; legal: 1 \(take "):
        env.step(3)
    with pytest.raises(IllegalActionError, match="legal: "):
        env.step("take")
    assert env.agent_selection == agent
    assert np.array_equal(env.observe(agent)["observation"], before)


def test_gymnasium_penalises_an_illegal_move_or_raises_on_request() -> None:
    env: Any = gymnasium.make(rl.ENV_ID, opponent="simple").unwrapped
    obs, _ = env.reset(seed=2)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    obs2, reward, terminated, truncated, info = env.step(illegal)
    assert reward == -1.0 and not terminated and not truncated
    assert "legal: " in info["illegal"]
    assert np.array_equal(obs["observation"], obs2["observation"])
    assert env.action_masks().tolist() == (obs["action_mask"] == 1).tolist()
    strict = gymnasium.make(rl.ENV_ID, opponent="simple", illegal="raise").unwrapped
    strict.reset(seed=2)
    with pytest.raises(IllegalActionError, match="legal: "):
        strict.step(illegal)


def test_gymnasium_plays_whole_episodes_against_a_level_and_a_plugin() -> None:
    for opponent in ("hard", "examples.mybot:MyBot"):
        env = gymnasium.make(rl.ENV_ID, variant="oklahoma", opponent=opponent,
                             episode="match", target=20)
        obs, _ = env.reset(seed=3)
        rng = random.Random(0)
        total, done, steps = 0.0, False, 0
        while not done:
            move = rng.choice(np.flatnonzero(obs["action_mask"]).tolist())
            obs, reward, done, _trunc, _info = env.step(move)
            total += float(reward)
            steps += 1
        assert steps > 5
        env.close()


def test_bad_settings_are_one_line_naming_the_valid_ones() -> None:
    with pytest.raises(RulesError, match="unknown variant 'okla-homa'"):
        rl.env("okla-homa")
    with pytest.raises(RulesError, match="unknown rule option 'gin_bonuss'"):
        rl.raw_env("standard", gin_bonuss=3)
    with pytest.raises(SessionError, match="known: hand, match"):
        rl.raw_env("standard", episode="game")
    with pytest.raises(Exception, match="unknown agent 'nobody'"):
        gymnasium.make(rl.ENV_ID, opponent="nobody")
    with pytest.raises(SessionError, match="3 players need 2 opponent"):
        gymnasium.make(rl.ENV_ID, variant="three-player", opponent=["simple"])


def test_a_missing_extra_is_one_line() -> None:
    """Without PettingZoo the environment's constructor says which extra to install
    (the text interface, standard library only, still imports)."""
    code = (
        "import sys, importlib.abc\n"
        "class Block(importlib.abc.MetaPathFinder):\n"
        "    def find_spec(self, name, path, target=None):\n"
        "        if name.split('.')[0] == 'pettingzoo': raise ModuleNotFoundError(name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "import importlib.util\n"
        "importlib.util.find_spec = lambda name, *a: None if name == 'pettingzoo' else"
        " __import__('importlib.machinery').machinery.PathFinder.find_spec(name)\n"
        "import ginrummy.rl, ginrummy.rl.text\n"
        "try:\n"
        "    ginrummy.rl.env('standard')\n"
        "except ginrummy.rl.MissingExtra as e:\n"
        "    print(e)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=60)
    assert out.stdout == ("ginrummy.rl.env needs the optional package pettingzoo:"
                          " pip install 'ginrummy[rl]'\n")


# ---------------------------------------------------------------------- no leak


def test_the_layout_is_documented_and_sized() -> None:
    assert OBS_SIZE == sum(size for _n, size, _w in SEGMENTS) == 828
    assert OFFSETS["hand"] == slice(0, 52)
    from helpers import REPO_ROOT

    text = (REPO_ROOT / "docs" / "rl.md").read_text(encoding="utf-8")
    for name, size, _what in SEGMENTS:
        assert f"| `{name}` | {OFFSETS[name].start} | {size} |" in text, name


def seen_positions(state: HandState, seat: int) -> set[int]:
    """The deck positions whose card ``seat`` has seen by ``state``: its own deal, the
    upcard, its own stock draws, and every card shown to both (discards, takes, the
    lay-downs)."""
    dealer = state.dealer
    first = 1 - dealer
    seen = {i for i in range(20) if (i % 2 == 0) == (seat == first)} | {20}
    draws = [e.seat for e in state.public if e.kind is A_DRAW_STOCK]
    seen |= {21 + j for j, who in enumerate(draws) if who == seat}
    shown = {e.card for e in state.public if e.card is not None}
    if state.arrangement is not None:
        shown |= set(_cards(sum(state.arrangement.melds) | state.arrangement.deadwood_mask))
    if state.showing is not None:
        shown |= set(_cards(state.hands[1 - (state.knocker or 0)]))
    if state.knocker == seat and state.knock_discard is not None:
        shown.add(state.knock_discard)
    seen |= {i for i, card in enumerate(state.deck) if card in shown}
    return seen


def _cards(mask: int) -> list[int]:
    return [c for c in range(52) if mask >> c & 1]


A_DRAW_STOCK = __import__("ginrummy.actions", fromlist=["Kind"]).Kind.DRAW_STOCK


def replayed(state: HandState, deck: tuple[int, ...]) -> HandState | None:
    """``state``'s actions replayed on another deck; None if one becomes illegal."""
    other = deal(state.rules, state.dealer, deck)
    try:
        for _seat, action in state.history:
            other = other.apply(action)
    except IllegalActionError:
        return None
    return other


def leaks(observe: Callable[[HandState, int], Any], hands: int, seed: int) -> int:
    """Over ``hands`` random hands, how many observations change when the cards their
    seat never saw are dealt again (the same actions replayed on the new deck)."""
    rng = random.Random(seed)
    changed = tried = 0
    for h in range(hands):
        rules = preset(VARIANTS[h % len(VARIANTS)] if h % 6 != 4 else "standard")
        state = deal(rules, rng.randrange(2), shuffled_deck(rng))
        while True:
            for seat in (0, 1):
                hidden = [i for i in range(52) if i not in seen_positions(state, seat)]
                cards = [state.deck[i] for i in hidden]
                rng.shuffle(cards)
                deck = list(state.deck)
                for i, card in zip(hidden, cards, strict=True):
                    deck[i] = card
                other = replayed(state, tuple(deck))
                if other is None:
                    continue
                tried += 1
                if not np.array_equal(observe(state, seat), observe(other, seat)):
                    changed += 1
            if state.is_over:
                break
            state = state.apply(rng.choice(state.legal_actions()))
    assert tried > hands * 20
    return changed


def test_no_observation_changes_when_hidden_cards_change() -> None:
    """The adversarial check: deal again every card a seat never saw (the opponent's
    hidden cards, the stock order, a face-down knock discard), replay the hand's
    actions, and the seat's observation must not change, at every decision of many
    random hands of every preset, through the knock and the lay-downs."""
    def observe(state: HandState, seat: int) -> Any:
        return encode(view(state, seat))

    assert leaks(observe, hands=30, seed=1) == 0


def test_the_adversarial_check_finds_a_leak() -> None:
    """The check fails an observation that reads a hidden card (so it can fail)."""
    def leaky(state: HandState, seat: int) -> Any:
        obs = encode(view(state, seat))
        obs[OFFSETS["opponent_known"]] = [state.hands[1 - seat] >> c & 1 for c in range(52)]
        return obs

    assert leaks(leaky, hands=5, seed=2) > 0


def test_every_card_encoded_is_one_the_seat_may_know() -> None:
    """In sessions of every preset (lay-downs explicit, three-player advice on), every
    card segment of every player's observation holds only cards the player's sight
    allows: its seat's hand, the pile, the cards shown to both, the opponent's cards
    known from the pile, and no card of the opponent's hidden hand."""
    rng = random.Random(4)
    for variant in VARIANTS:
        for seed in range(6):
            session = Session(PRESETS[variant], seed, explicit=True, advice=True)
            while not session.over:
                state = session.driver.current_state()
                for player in range(session.players):
                    sight = session.sight(player)
                    v = sight.view
                    obs = encode(*sight)
                    shown = {e.card for e in state.public if e.card is not None}
                    allowed = set(_cards(v.hand | v.opponent_known)) | set(v.pile) | shown
                    if v.arrangement is not None:
                        allowed |= set(_cards(state.hands[state.knocker or 0]))
                    if v.showing is not None:
                        allowed |= set(_cards(state.hands[1 - (state.knocker or 0)]))
                    hidden = state.hands[1 - v.seat] & ~v.opponent_known
                    if v.phase is Phase.OVER or v.showing is not None:
                        hidden = 0
                    elif v.arrangement is not None:
                        hidden &= ~(sum(v.arrangement.melds) | v.arrangement.deadwood_mask)
                    for name in CARD_SEGMENTS:
                        cards = set(np.flatnonzero(obs[OFFSETS[name]]).tolist())
                        assert cards <= allowed, (variant, name, cards - allowed)
                        assert not cards & set(_cards(hidden)), (variant, name)
                session.play(rng.choice(session.legal_ids()))


def test_after_import_runs_once_at_a_modules_first_import(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """ginrummy.rl.extra.after_import (how TextArena's id is registered without
    importing TextArena): not before the module's import, once after it, with the
    module whole and its own loader; at once for a module already imported."""
    import importlib

    from ginrummy.rl.extra import after_import

    (tmp_path / "gr_after_probe.py").write_text("VALUE = 42\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "gr_after_probe", raising=False)
    seen: list[int] = []

    def then() -> None:
        seen.append(sys.modules["gr_after_probe"].VALUE)

    before = list(sys.meta_path)
    after_import("gr_after_probe", then)
    assert importlib.util.find_spec("gr_after_probe") is not None  # asked, not imported
    assert seen == []
    module = importlib.import_module("gr_after_probe")
    assert seen == [42]
    assert type(module.__loader__).__name__ == "SourceFileLoader"
    assert sys.meta_path == before
    importlib.reload(module)
    assert seen == [42]
    after_import("gr_after_probe", then)
    assert seen == [42, 42]
    monkeypatch.delitem(sys.modules, "gr_after_probe")
