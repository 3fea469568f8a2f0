"""The match score in each seat's view (R8.6, R10, R11): what agents judge a hand by."""

from __future__ import annotations

import random

from ginrummy.agents import Agent, SimpleAgent
from ginrummy.driver import replay
from ginrummy.match import Match
from ginrummy.rules import preset
from ginrummy.runner import play_match
from ginrummy.standing import GameStanding, Standing
from ginrummy.state import new_hand
from ginrummy.view import view
from test_match import GIN_POINTS, draw, win

STANDARD = preset("standard")
HOLLYWOOD = preset("hollywood")
THREE = preset("three-player")


def test_a_hand_outside_a_match_has_no_standing() -> None:
    state = new_hand(STANDARD, 0, random.Random(1))
    assert state.standing is None and view(state, 0).standing is None


def test_r8_6_each_seat_sees_the_score_before_the_hand() -> None:
    match = Match(STANDARD, seed=3)
    assert match.standing() == Standing(100, (GameStanding((0, 0), (0, 0), None),), False)
    win(match, 1)
    state = match.deal_hand()
    for seat in (0, 1):
        st = view(state, seat).standing
        assert st is not None and st.target == 100 and not st.hollywood
        assert st.games[0].scores == (0, GIN_POINTS)
        assert st.games[0].hands_won == (0, 1)
        assert st.entered_in(seat) == (0,)


def test_r10_2_standing_predicts_the_games_a_win_is_entered_in() -> None:
    match = Match(HOLLYWOOD, seed=5)
    for seat in (0, 1, 1, 0, 1, 1, 0):
        standing = match.standing()
        booked = win(match, seat)
        assert booked.games == standing.entered_in(seat)
        if match.is_over:
            break
    st = match.standing()
    assert st.hollywood and len(st.games) == 3
    assert [g.scores for g in st.games] == [
        tuple(g.scores) for g in match.hollywood.games  # type: ignore[union-attr]
    ]


def test_r10_3_a_won_game_shows_its_winner_and_takes_no_entry() -> None:
    match = Match(HOLLYWOOD, seed=6)
    while match.hollywood is not None and match.hollywood.games[0].is_open:
        win(match, 0)
    st = match.standing()
    assert st.games[0].winner == 0 and not st.games[0].is_open
    assert st.games_won(0) == 1 and st.games_won(1) == 0
    assert 0 not in st.entered_in(1) and 0 not in st.entered_in(0)


def test_r11_4_three_player_seats_see_the_box_and_captain_scores() -> None:
    match = Match(THREE, seed=14)
    win(match, 0)  # the box scores
    roles = match.roles
    assert roles is not None
    st = match.standing()
    assert st.games[0].scores == (
        match.game.scores[roles.box], match.game.scores[roles.captain]
    )
    draw(match)
    assert match.standing() == st, "a drawn hand changes no score"


def test_replayed_hands_carry_the_standing_they_were_dealt_with() -> None:
    rules = preset("eaai")
    agents: list[Agent] = [SimpleAgent(random.Random(p)) for p in (0, 1)]
    outcome = play_match(rules, agents, seed=11)
    replayed = replay(outcome.record)
    assert len(replayed.hands) == len(outcome.hands) > 1
    for original, again in zip(outcome.hands, replayed.hands, strict=True):
        assert again.standing == original.standing
    last = replayed.hands[-1].standing
    assert last is not None and max(last.games[0].scores) < 100
