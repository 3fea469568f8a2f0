"""The OpenSpiel game python_ginrummy and the TextArena environment GinRummy-v0 (the
spiel and textarena extras; `./run test` runs these in .venv-extras)."""

from __future__ import annotations

import importlib.util
import os
import random
from typing import Any

import pytest

from ginrummy.rules import PRESETS

HAVE_SPIEL = importlib.util.find_spec("pyspiel") is not None
HAVE_TEXTARENA = importlib.util.find_spec("textarena") is not None
# `./run test` runs the `extras` tests again in .venv-extras with this set, so that a
# failed install there fails the run instead of skipping the tests.
REQUIRE_EXTRAS = os.environ.get("GINRUMMY_REQUIRE_EXTRAS") == "1"
needs_spiel = pytest.mark.skipif(
    not HAVE_SPIEL and not REQUIRE_EXTRAS,
    reason="open_spiel (the spiel extra) is not installed; ./run test runs this in .venv-extras")
needs_textarena = pytest.mark.skipif(
    not HAVE_TEXTARENA and not REQUIRE_EXTRAS,
    reason="textarena (the textarena extra) is not installed; ./run test runs this in"
           " .venv-extras")
pytestmark = pytest.mark.extras


def load(variant: str, rules: str = "") -> Any:
    import pyspiel

    import ginrummy.rl.spiel  # noqa: F401 - registers the game

    return pyspiel.load_game("python_ginrummy", {"variant": variant, "rules": rules})


@needs_spiel
@pytest.mark.parametrize("variant", list(PRESETS))
def test_random_sim_test(variant: str) -> None:
    import pyspiel

    pyspiel.random_sim_test(load(variant, "max_turns=60"), num_sims=2, serialize=False,
                            verbose=False)


@needs_spiel
def test_mcts_plays_random_on_exact_rules() -> None:
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import mcts
    from open_spiel.python.bots import uniform_random

    game = load("oklahoma", "max_turns=30")
    rng = np.random.RandomState(7)
    bots = [mcts.MCTSBot(game, uct_c=2, max_simulations=4,
                         evaluator=mcts.RandomRolloutEvaluator(1, rng), random_state=rng),
            uniform_random.UniformRandomBot(1, rng)]
    state = game.new_initial_state()
    moves = 0
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(outcomes, p=probs)))
            continue
        state.apply_action(bots[state.current_player()].step(state))
        moves += 1
    assert moves > 4 and sum(state.returns()) == 0
    assert isinstance(state, pyspiel.State)


@needs_spiel
def test_words_resampling_and_information_states() -> None:
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import ismcts, mcts

    game = load("standard")
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == 52
    rng = random.Random(3)
    while state.is_chance_node():
        state.apply_action(rng.choice(state.chance_outcomes())[0])
    player = state.current_player()
    words = [state.action_to_string(player, a) for a in state.legal_actions()]
    assert words[1] == "pass" and words[0].startswith("take ")
    assert state.string_to_action(words[0].upper()) == state.legal_actions()[0]
    assert state.observation_string(player).splitlines()[-1] == (
        "Legal actions: " + ", ".join(f"[{w}]" for w in words))
    for _ in range(40):  # play on, with draws from the stock (chance nodes)
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    if state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    for p in (0, 1):
        info = state.information_state_string(p)
        other = state.resample_from_infostate(p, pyspiel.UniformProbabilitySampler(0.0, 1.0))
        assert other.information_state_string(p) == info
        assert other.observation_string(p) == state.observation_string(p)
        assert np.array_equal(other.information_state_tensor(p),
                              state.information_state_tensor(p))
        # The other seat's hidden cards were dealt again (not the same world).
        assert other.information_state_string(1 - p) != state.information_state_string(1 - p)
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, np.random.RandomState(1)),
                           uct_c=2, max_simulations=3,
                           random_state=np.random.RandomState(1))
    if not state.is_terminal():
        assert bot.step(state) in state.legal_actions()


@needs_spiel
def test_bad_parameters_are_one_line() -> None:
    from ginrummy.rules import RulesError

    with pytest.raises(RulesError, match="unknown variant 'gim'"):
        load("gim")
    with pytest.raises(RulesError, match="unknown rule option 'bonus'"):
        load("standard", "bonus=3")


@needs_textarena
def test_textarena_plays_hands_from_the_bracketed_strings() -> None:
    import textarena as ta

    import ginrummy.rl  # noqa: F401 - registers GinRummy-v0

    for seed in range(3):
        env = ta.make("GinRummy-v0")
        env.reset(num_players=2, seed=seed)
        rng = random.Random(seed)
        done, steps = False, 0
        while not done:
            player, observation = env.get_observation()
            last = observation.splitlines()[-1]
            assert last.startswith("Legal actions: [")
            choices = last.removeprefix("Legal actions: ").split(", ")
            if steps == 3:  # one invalid move is told and may be corrected (TextArena's way)
                done, _info = env.step("[knock everything]")
                assert not done
                again_player, again = env.get_observation()
                assert again_player == player and "not a legal action" in again
            done, _info = env.step(rng.choice(choices))
            steps += 1
        rewards, _game_info = env.close()
        assert set(rewards) == {0, 1} and sum(rewards.values()) == 0


@needs_textarena
def test_textarena_two_invalid_moves_lose() -> None:
    import textarena as ta

    import ginrummy.rl  # noqa: F401

    env = ta.make("GinRummy-v0", variant="oklahoma")
    env.reset(num_players=2, seed=1)
    player, _obs = env.get_observation()
    assert env.step("nonsense") == (False, {})
    done, _info = env.step("\x00" * 5000)
    assert done
    rewards, _ = env.close()
    assert rewards[player] == -1 and rewards[1 - player] == 1


@needs_textarena
def test_importing_ginrummy_rl_leaves_textarena_unimported_until_it_is_used() -> None:
    """`import ginrummy.rl` registers GinRummy-v0 at TextArena's own import: the
    other interfaces' users do not pay TextArena's seconds of imports, and
    textarena.make still finds the game, whichever of the two is imported first."""
    import subprocess
    import sys

    for order in ("import ginrummy.rl, sys; assert 'textarena' not in sys.modules;"
                  " import textarena as ta",
                  "import textarena as ta; import ginrummy.rl"):
        code = (f"{order}; env = ta.make('GinRummy-v0', variant='oklahoma');"
                " env.reset(num_players=2, seed=1);"
                " print(env.get_observation()[1].splitlines()[-1])")
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              timeout=300)
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith("Legal actions: ["), done.stdout
