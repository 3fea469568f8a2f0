"""Scoring a hand (R8.1-R8.4, R5.5, R9) and the rule settings (options, presets, R13)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ginrummy.rules import PRESETS, Rules, RulesError, preset
from ginrummy.scoring import knock_limit_for, score_knock
from helpers import c

STANDARD = preset("standard")


def test_r8_1_r8_3_knock_scores_defender_minus_knocker() -> None:
    score = score_knock(STANDARD, knocker_deadwood=4, defender_deadwood=30, gin=False)
    assert (score.outcome, score.knocker_wins, score.points) == ("knock", True, 26)
    assert (score.difference, score.bonus, score.multiplier) == (26, 0, 1)


def test_r8_2_gin_scores_bonus_plus_defender_deadwood() -> None:
    score = score_knock(STANDARD, knocker_deadwood=0, defender_deadwood=42, gin=True)
    assert (score.outcome, score.knocker_wins, score.points, score.bonus) == ("gin", True, 67, 25)
    twenty = score_knock(replace(STANDARD, gin_bonus=20), knocker_deadwood=0,
                         defender_deadwood=42, gin=True)
    assert twenty.points == 62


def test_r8_2_gin_wins_even_when_the_defender_has_zero() -> None:
    score = score_knock(STANDARD, knocker_deadwood=0, defender_deadwood=0, gin=True)
    assert score.knocker_wins and score.points == 25 and score.outcome == "gin"


def test_r8_4_undercut_scores_bonus_plus_difference() -> None:
    score = score_knock(STANDARD, knocker_deadwood=9, defender_deadwood=3, gin=False)
    assert (score.outcome, score.knocker_wins, score.points) == ("undercut", False, 16)
    eaai = score_knock(preset("eaai"), knocker_deadwood=9, defender_deadwood=3, gin=False)
    assert eaai.points == 31


def test_r8_4_ties_are_undercuts() -> None:
    score = score_knock(STANDARD, knocker_deadwood=7, defender_deadwood=7, gin=False)
    assert (score.outcome, score.knocker_wins, score.points) == ("undercut", False, 10)
    option = score_knock(replace(STANDARD, undercut_bonus=25), knocker_deadwood=7,
                         defender_deadwood=7, gin=False)
    assert option.points == 25


def test_r8_5_exactly_one_side_scores() -> None:
    for k in range(11):
        for d in range(0, 60, 7):
            score = score_knock(STANDARD, knocker_deadwood=k, defender_deadwood=d, gin=k == 0)
            assert score.points > 0
            assert score.points == (score.difference + score.bonus) * score.multiplier
            assert score.knocker_wins == (k == 0 or k < d)


def test_r5_5_big_gin_score() -> None:
    rules = replace(STANDARD, big_gin=True)
    score = score_knock(rules, knocker_deadwood=0, defender_deadwood=20, gin=True, big_gin=True)
    assert (score.outcome, score.points, score.bonus) == ("big_gin", 51, 31)


@pytest.mark.parametrize(("upcard", "limit"), [
    ("As", 1), ("2h", 2), ("3d", 3), ("4c", 4), ("5s", 5), ("6h", 6), ("7d", 7), ("8c", 8),
    ("9s", 9), ("Th", 10), ("Jd", 10), ("Qc", 10), ("Ks", 10),
])
def test_r9_1_knock_limit_from_the_upcard(upcard: str, limit: int) -> None:
    assert knock_limit_for(preset("oklahoma"), c(upcard)) == limit
    assert knock_limit_for(STANDARD, c(upcard)) == 10
    assert knock_limit_for(replace(STANDARD, knock_limit=7), c(upcard)) == 7


def test_r9_2_ace_requires_gin_sets_the_limit_to_zero() -> None:
    rules = replace(preset("oklahoma"), oklahoma_ace_requires_gin=True)
    for suit in "shdc":
        assert knock_limit_for(rules, c("A" + suit)) == 0
    assert knock_limit_for(rules, c("2s")) == 2


def test_r9_3_spade_upcard_doubles_with_the_option_only() -> None:
    okla = preset("oklahoma")
    double = replace(okla, oklahoma_spades_double=True)

    def knock(rules: Rules, upcard: str) -> int:
        return score_knock(rules, knocker_deadwood=2, defender_deadwood=30, gin=False,
                           upcard=c(upcard)).points

    assert knock(double, "5s") == 56
    assert knock(double, "5h") == 28
    assert knock(okla, "5s") == 28
    gin = score_knock(double, knocker_deadwood=0, defender_deadwood=30, gin=True, upcard=c("Ks"))
    assert gin.points == 110 and gin.multiplier == 2
    under = score_knock(double, knocker_deadwood=5, defender_deadwood=5, gin=False, upcard=c("As"))
    assert under.points == 20 and not under.knocker_wins


def test_r9_4_oklahoma_scores_like_standard_otherwise() -> None:
    okla = preset("oklahoma")
    for k, d, gin in ((3, 20, False), (0, 15, True), (8, 2, False)):
        a = score_knock(okla, knocker_deadwood=k, defender_deadwood=d, gin=gin, upcard=c("Kh"))
        b = score_knock(STANDARD, knocker_deadwood=k, defender_deadwood=d, gin=gin)
        assert a == b


# ----------------------------------------------------------------------------- rules


def test_rule_defaults_are_the_rule_book_defaults() -> None:
    r = Rules()
    assert (r.players, r.knock_limit, r.knock_limit_from_upcard) == (2, 10, False)
    assert (r.gin_bonus, r.undercut_bonus, r.big_gin, r.big_gin_bonus) == (25, 10, False, 31)
    assert (r.discard_drawn_upcard, r.next_dealer, r.target, r.max_turns) == (
        False, "winner", 100, 200)
    assert (r.line_bonus, r.game_bonus, r.shutout) == (0, 0, False)
    assert (r.oklahoma_ace_requires_gin, r.oklahoma_spades_double) == (False, False)
    assert r.scoring == "standard"


def test_r13_1_eaai_preset() -> None:
    """EAAI 2021: undercut 25, gin 25, dealer alternates, game to 100, else standard."""
    eaai = preset("eaai")
    assert (eaai.undercut_bonus, eaai.gin_bonus, eaai.next_dealer, eaai.target) == (
        25, 25, "alternate", 100)
    assert replace(eaai, undercut_bonus=10, next_dealer="winner") == Rules()


def test_presets_are_the_four_systems_and_combine() -> None:
    assert set(PRESETS) >= {"standard", "oklahoma", "hollywood", "oklahoma-hollywood",
                            "three-player", "eaai"}
    assert PRESETS["oklahoma-hollywood"].knock_limit_from_upcard
    assert PRESETS["oklahoma-hollywood"].scoring == "hollywood"
    assert PRESETS["oklahoma-hollywood"].system == "oklahoma + hollywood"
    assert PRESETS["three-player"].players == 3
    assert preset("Three_Player") is PRESETS["three-player"]
    with pytest.raises(RulesError, match="unknown variant"):
        preset("canasta")


def test_options_convert_and_validate() -> None:
    r = STANDARD.with_options({"gin-bonus": "20", "big_gin": "yes", "next_dealer": "Alternate"})
    assert (r.gin_bonus, r.big_gin, r.next_dealer) == (20, True, "alternate")
    assert Rules.from_dict(r.to_dict()) == r
    bad: list[dict[str, object]] = [
        {"knock_limit": "11"}, {"gin_bonus": "-1"}, {"target": "0"}, {"max_turns": "1"},
        {"players": "4"}, {"nonsense": "1"}, {"big_gin": "maybe"}, {"scoring": "vegas"},
        {"oklahoma_spades_double": "true"}, {"oklahoma_ace_requires_gin": "true"},
    ]
    for options in bad:
        with pytest.raises(RulesError):
            STANDARD.with_options(options)
    with pytest.raises(RulesError, match="hollywood"):
        Rules(players=3, scoring="hollywood")
    with pytest.raises(RulesError, match="box always deals"):
        Rules(players=3, next_dealer="alternate")
    with pytest.raises(RulesError, match="whole number"):
        Rules.from_dict({"gin_bonus": True})
