"""The match value: a hand result judged by the chance of winning the match (R8.6, R10.3)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from ginrummy.agents.expert import ExpertAgent
from ginrummy.agents.levels import HARD
from ginrummy.agents.matchvalue import MatchValue, game_win_table, hand_outcomes
from ginrummy.cards import parse_card
from ginrummy.rules import preset
from ginrummy.standing import GameStanding, Standing
from ginrummy.state import HandState
from ginrummy.view import view
from helpers import deal_hands, play

EAAI = preset("eaai")


def one_game(mine: int, theirs: int, seat: int = 0, target: int = 100) -> Standing:
    scores = (mine, theirs) if seat == 0 else (theirs, mine)
    return Standing(target, (GameStanding(scores, (1, 1), None),), False)


def test_hand_outcomes_are_a_distribution_with_the_bonuses_in_it() -> None:
    outcomes = hand_outcomes(25, 25)
    assert sum(p for _pts, p in outcomes) == pytest.approx(1.0)
    assert all(pts > 0 and p > 0 for pts, p in outcomes)
    points = dict(outcomes)
    assert 25 in points and 25 + 25 in points  # undercut and gin with the bonus
    assert max(points) <= 25 + 70


@pytest.mark.parametrize("target", [100, 150, 500])
def test_the_game_table_is_symmetric_and_monotone(target: int) -> None:
    table = game_win_table(target, 25, 25)
    assert len(table) == target + 1
    assert table[target][target] == pytest.approx(0.5, abs=1e-9)
    for a in range(1, target + 1, max(1, target // 20)):
        for b in range(1, target + 1, max(1, target // 20)):
            # Between equal players, my chance and the opponent's add to one.
            assert table[a][b] + table[b][a] == pytest.approx(1.0, abs=1e-9)
            if a > 1:
                assert table[a - 1][b] >= table[a][b] - 1e-12
            if b > 1:
                assert table[a][b - 1] <= table[a][b] + 1e-12


def test_r8_6_a_win_that_reaches_the_target_is_the_game() -> None:
    value = MatchValue(one_game(95, 40), 0, EAAI)
    assert value(5) == 1.0 and value(30) == 1.0
    assert value(-60) == 0.0
    assert 0.5 < value(0) < 1.0
    assert value(4) < value(5)
    assert value(-59) < value(0)


def test_the_seat_reads_its_own_column() -> None:
    as_seat_1 = MatchValue(one_game(95, 40, seat=1), 1, EAAI)
    assert as_seat_1(5) == 1.0 and as_seat_1(-60) == 0.0


def test_r10_3_hollywood_two_games_of_three_win_the_match() -> None:
    standing = Standing(
        100,
        (
            GameStanding((110, 20), (5, 1), 0),  # won by seat 0
            GameStanding((90, 20), (4, 1), None),
            GameStanding((30, 0), (2, 0), None),
        ),
        True,
    )
    value = MatchValue(standing, 0, preset("hollywood"))
    assert value(10) == 1.0  # game 2 reaches 100: two games won
    assert value(9) < 1.0
    # A win by the other seat goes into games 2 and into 3 (its first entry there).
    assert standing.entered_in(1) == (1, 2)
    assert value(-80) < value(-79)


def test_r9_3_the_spade_double_counts_in_the_match_value() -> None:
    rules = replace(preset("oklahoma"), oklahoma_spades_double=True)
    standing = one_game(90, 0)
    doubled = MatchValue(standing, 0, rules, upcard=parse_card("7s"))
    single = MatchValue(standing, 0, rules, upcard=parse_card("7h"))
    assert doubled(5) == 1.0
    assert single(5) < 1.0


def eager_knock_position(standing: Standing | None) -> HandState:
    """Seat 1 can knock with 8 on its first turn against a junk hand (eaai)."""
    state = deal_hands(EAAI, 0, "As 2s 3s 5h 6h 7h 9c 9d 9h Kc",
                       "2h 4d 6s 8d Tc Qd Ks Jh 4c 5d", "Kd", "8c")
    state = play(state, "pass", "pass", "stock")
    object.__setattr__(state, "standing", standing)
    return state


def knocks(standing: Standing | None) -> tuple[bool, str]:
    agent = ExpertAgent(random.Random(5), HARD)
    ranked = agent.rank(view(eager_knock_position(standing), 1))
    best = ranked[0]
    knock = next(r for r in ranked if r.action.kind.value == "knock")
    return best.action.kind.value == "knock", knock.reason


def test_the_expert_waits_for_more_early_in_a_game() -> None:
    knocked, reason = knocks(one_game(0, 0, seat=1))
    assert not knocked
    assert "to win the match" in reason and reason.endswith("(wait)")


@pytest.mark.parametrize("score", [(95, 0), (90, 90)])
def test_the_expert_knocks_when_the_knock_wins_the_game(score: tuple[int, int]) -> None:
    """Playing on is worth more points, but a sure knock already reaches the target."""
    knocked, reason = knocks(one_game(*score, seat=1))
    assert knocked, reason


def test_outside_a_match_the_expert_decides_by_points() -> None:
    knocked, reason = knocks(None)
    assert not knocked and "to win the match" not in reason


@pytest.mark.parametrize(("preset_name", "margin"), [("eaai", -6.0), ("standard", -2.4)])
def test_the_knock_margin_scales_with_the_undercut_bonus(preset_name: str, margin: float) -> None:
    """What play-outs miss in waiting is mostly undercuts (R8.4): worth 25 under
    eaai and 10 under standard, so the margin shrinks with the bonus."""
    state = deal_hands(preset(preset_name), 0, "As 2s 3s 5h 6h 7h 9c 9d 9h Kc",
                       "2h 4d 6s 8d Tc Qd Ks Jh 4c 5d", "Kd", "8c")
    agent = ExpertAgent(random.Random(1), HARD)
    assert agent._knock_margin(view(state, 1)) == pytest.approx(margin)
