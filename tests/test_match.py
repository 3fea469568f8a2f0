"""Matches: the dealer rule (R3.1), games to a target and bonuses (R8.6, R8.7),
Hollywood's sheet (R10) and three-player roles (R11)."""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from dataclasses import replace
from typing import Any

import pytest

from ginrummy.actions import Action
from ginrummy.agents import Agent, SimpleAgent
from ginrummy.cards import card_name
from ginrummy.match import (
    BookedHand,
    GameSheet,
    HollywoodSheet,
    Match,
    MatchError,
    Roles,
    draw_roles,
    hollywood_games_for,
)
from ginrummy.rules import preset
from ginrummy.runner import play_match
from ginrummy.state import HandState
from ginrummy.view import SeatView
from helpers import c, make_deck, play

STANDARD = preset("standard")
HOLLYWOOD = preset("hollywood")
THREE = preset("three-player")

GIN_READY = "As 2s 3s 5h 6h 7h 9c 9d 9h Kc"  # gin with the upcard 4s
JUNK = "2c 4d 6s 8d Tc Qd Ks Jh 3c 5d"  # 68 deadwood
GIN_POINTS = 25 + 68
GIN_PLAY = ("knock Kc", "arrange As 2s 3s 4s | 5h 6h 7h | 9c 9d 9h", "lay_off -")


def win(match: Match, seat: int) -> BookedHand:
    """Deal the next hand so that ``seat`` goes gin on its first turn; book it."""
    dealer = match.dealer_seat
    if seat == dealer:
        state = match.deal_hand(make_deck(JUNK, GIN_READY, "4s"))
        state = play(state, "pass", "take", *GIN_PLAY)
    else:
        state = match.deal_hand(make_deck(GIN_READY, JUNK, "4s"))
        state = play(state, "take", *GIN_PLAY)
    assert state.result is not None and state.result.winner == seat
    return match.book(state)


def draw(match: Match) -> BookedHand:
    """Deal the next hand and play it out to a drawn hand (R7.1)."""
    state = play(match.deal_hand(make_deck(JUNK, GIN_READY, "Ah")), "pass", "pass")
    while not state.is_over:
        before = state
        state = state.apply(state.legal_actions()[0])  # draw from the stock
        drawn = (state.hands[before.to_act] & ~before.hands[before.to_act]).bit_length() - 1
        state = play(state, f"discard {card_name(drawn)}")
    booked = match.book(state)
    assert booked.winner_player is None and booked.result.outcome == "draw"
    return booked


# ----------------------------------------------------------------------------- R3.1 dealer


def test_r3_1_first_dealer_is_chosen_at_random_from_the_seed() -> None:
    dealers = {seed: Match(STANDARD, seed=seed).dealer for seed in range(40)}
    assert set(dealers.values()) == {0, 1}
    assert all(Match(STANDARD, seed=s).dealer == d for s, d in dealers.items())


def test_r3_1_winner_of_a_hand_deals_the_next() -> None:
    match = Match(replace(STANDARD, target=500), seed=1)
    first = match.dealer
    assert first is not None  # two players: a dealer is drawn (R3.1)
    booked = win(match, 1 - first)
    assert booked.winner_player == 1 - first and booked.games == (0,)
    assert match.dealer == 1 - first
    win(match, match.dealer)  # the dealer wins: keeps the deal
    assert match.dealer == 1 - first
    state = match.deal_hand(make_deck(JUNK, GIN_READY, "4s"))
    assert state.dealer == 1 - first


def test_r3_1_alternate_option_passes_the_deal_after_every_scored_hand() -> None:
    match = Match(replace(STANDARD, next_dealer="alternate"), seed=1)
    first = match.dealer
    assert first is not None  # two players: a dealer is drawn (R3.1)
    win(match, first)
    assert match.dealer == 1 - first
    draw(match)  # R7.1: a drawn hand is dealt again by the same dealer
    assert match.dealer == 1 - first
    win(match, 1 - first)
    assert match.dealer == first


def test_r7_1_after_a_drawn_hand_the_same_dealer_deals_again() -> None:
    match = Match(STANDARD, seed=2)
    first = match.dealer
    assert first is not None  # two players: a dealer is drawn (R3.1)
    booked = draw(match)
    assert booked.games == () and match.dealer == first
    assert match.game.scores == [0, 0] and match.game.hands_won == [0, 0]
    assert match.deal_hand(make_deck(JUNK, GIN_READY, "4s")).dealer == first


# ----------------------------------------------------------------------------- R8.6, R8.7


def test_r8_6_game_is_won_on_reaching_the_target() -> None:
    match = Match(STANDARD, seed=3)
    win(match, 0)
    assert not match.is_over and match.winner is None
    assert match.game.scores == [GIN_POINTS, 0]
    win(match, 0)
    assert match.is_over and match.winner == 0
    assert match.game.scores == [2 * GIN_POINTS, 0]
    with pytest.raises(MatchError, match="over"):
        match.deal_hand()


def test_r8_6_exactly_the_target_wins() -> None:
    sheet = GameSheet(2, 100)
    sheet.enter(1, 99)
    assert sheet.is_open
    sheet.enter(1, 1)
    assert sheet.winner == 1 and not sheet.is_open
    with pytest.raises(MatchError):
        sheet.enter(0, 5)


def finished_elsewhere() -> HandState:
    other = Match(STANDARD, seed=4)
    return play(other.deal_hand(make_deck(GIN_READY, JUNK, "4s")), "take", *GIN_PLAY)


def test_match_refuses_hands_out_of_order() -> None:
    match = Match(STANDARD, seed=4)
    with pytest.raises(MatchError, match="no hand"):
        match.book(finished_elsewhere())
    state = match.deal_hand()
    with pytest.raises(MatchError, match="not over"):
        match.deal_hand()
    with pytest.raises(MatchError, match="not over"):
        match.book(state)
    with pytest.raises(MatchError, match="not the hand this match dealt"):
        match.book(finished_elsewhere())


def test_r8_7_bonuses_line_game_and_shutout() -> None:
    rules = replace(STANDARD, line_bonus=25, game_bonus=100)
    sheet = GameSheet(2, 100)
    sheet.enter(0, 40)
    sheet.enter(1, 30)
    assert sheet.totals(rules) == [40, 30], "bonuses count only when the game is won"
    sheet.enter(0, 70)
    assert sheet.winner == 0
    assert sheet.totals(rules) == [110 + 2 * 25 + 100, 30 + 25]
    assert sheet.totals(replace(rules, shutout=True)) == [260, 55], "the loser scored: no shutout"
    shut = GameSheet(2, 100)
    shut.enter(1, 60)
    shut.enter(1, 60)
    assert shut.totals(replace(STANDARD, shutout=True)) == [0, 240]
    assert shut.totals(replace(rules, shutout=True)) == [0, (120 + 50 + 100) * 2]
    assert shut.totals(STANDARD) == [0, 120], "all bonuses are off by default"


def test_r8_7_bonuses_through_a_match() -> None:
    match = Match(replace(STANDARD, line_bonus=25, game_bonus=100, shutout=True), seed=5)
    win(match, 1)
    win(match, 1)
    assert match.totals() == [[0, (2 * GIN_POINTS + 50 + 100) * 2]]


# ----------------------------------------------------------------------------- R10 Hollywood


def test_r10_1_three_games_on_one_sheet_with_a_column_per_player() -> None:
    sheet = HollywoodSheet(100)
    assert len(sheet.games) == 3
    assert all(g.players == 2 and g.scores == [0, 0] and g.is_open for g in sheet.games)
    assert len(Match(HOLLYWOOD, seed=1).sheets()) == 3
    assert len(Match(STANDARD, seed=1).sheets()) == 1


def test_r10_4_worked_example() -> None:
    """Bob 10, Alexandra 18, Bob 30, Bob 4: Alexandra 18/0/0, Bob 44/34/4."""
    alexandra, bob = 0, 1
    sheet = HollywoodSheet(100)
    assert sheet.enter(bob, 10) == [0]
    assert sheet.enter(alexandra, 18) == [0]
    assert sheet.enter(bob, 30) == [0, 1]
    assert sheet.enter(bob, 4) == [0, 1, 2]
    assert [g.scores[alexandra] for g in sheet.games] == [18, 0, 0]
    assert [g.scores[bob] for g in sheet.games] == [44, 34, 4]
    assert not sheet.is_over and sheet.winner is None


def test_r10_2_entries_follow_the_hands_won() -> None:
    entries = [[0, 0], [0, 0], [0, 0]]
    assert hollywood_games_for(entries, [True] * 3, 0) == [0]
    assert hollywood_games_for([[1, 0], [0, 0], [0, 0]], [True] * 3, 0) == [0, 1]
    assert hollywood_games_for([[2, 0], [1, 0], [0, 0]], [True] * 3, 0) == [0, 1, 2]
    assert hollywood_games_for([[5, 3], [4, 0], [3, 0]], [True] * 3, 1) == [0, 1]


def test_r10_2_only_open_games_get_an_entry() -> None:
    # Game 1 is won: a first win goes into game 2 only, a later one into 2 and 3.
    assert hollywood_games_for([[3, 1], [0, 0], [0, 0]], [False, True, True], 0) == [1]
    assert hollywood_games_for([[3, 1], [1, 0], [0, 0]], [False, True, True], 0) == [1, 2]
    assert hollywood_games_for([[3, 1], [2, 1], [1, 0]], [False, False, True], 1) == [2]
    assert hollywood_games_for([[3, 1], [2, 1], [1, 0]], [False, False, False], 1) == []


def test_r10_3_each_game_is_won_separately_and_play_goes_on_until_all_three_are() -> None:
    sheet = HollywoodSheet(100)
    sheet.enter(0, 60)
    sheet.enter(0, 60)  # game 1: 120, won; game 2: 60
    assert [g.winner for g in sheet.games] == [0, None, None]
    sheet.enter(0, 60)  # game 2: 120, won; game 3: 60
    assert [g.winner for g in sheet.games] == [0, 0, None]
    assert not sheet.is_over, "two games won, but the third is still open"
    assert sheet.enter(1, 50) == [2], "player 1's first win goes into the first open game"
    assert sheet.enter(0, 40) == [2]
    assert sheet.is_over and sheet.winner == 0
    assert [g.scores for g in sheet.games] == [[120, 0], [120, 0], [100, 50]]


def test_r10_3_hollywood_match_ends_when_all_three_games_are_won() -> None:
    match = Match(HOLLYWOOD, seed=7)
    assert win(match, 1).games == (0,)
    assert win(match, 1).games == (0, 1)  # game 1 won (186)
    assert win(match, 1).games == (1, 2)  # game 2 won
    assert not match.is_over and match.winner is None
    assert win(match, 0).games == (2,)
    assert not match.is_over
    assert win(match, 1).games == (2,)
    assert match.is_over and match.winner == 1
    assert [g.winner for g in match.sheets()] == [1, 1, 1]
    with pytest.raises(MatchError):
        match.deal_hand()


def test_r10_3_bonuses_are_counted_per_game() -> None:
    rules = replace(HOLLYWOOD, line_bonus=25, game_bonus=100)
    match = Match(rules, seed=8)
    for seat in (0, 1, 0, 0, 0):
        win(match, seat)
    assert match.is_over and match.winner == 0
    won = 2 * GIN_POINTS + 2 * 25 + 100
    assert match.totals() == [[won, GIN_POINTS + 25], [won, 0], [won, 0]]


def test_r10_5_hollywood_hands_deal_and_draw_as_standard() -> None:
    match = Match(HOLLYWOOD, seed=9)
    first = match.dealer
    assert first is not None  # two players: a dealer is drawn (R3.1)
    draw(match)
    assert match.dealer == first
    win(match, 1 - first)
    assert match.dealer == 1 - first


# ----------------------------------------------------------------------------- R11 three players


class ScriptedRandom(random.Random):
    """A Random whose shuffles put given cards on top, one script per shuffle."""

    def __init__(self, *rounds: str) -> None:
        super().__init__(0)
        self.rounds = [[c(name) for name in text.split()] for text in rounds]

    def shuffle(self, x: MutableSequence[Any]) -> None:
        top = self.rounds.pop(0)
        rest = [card for card in range(52) if card not in top]
        x[:] = top + rest


def test_r11_1_highest_card_is_in_the_box_middle_captain_lowest_sits_out() -> None:
    roles, rounds = draw_roles(ScriptedRandom("5h Kd As"))
    assert roles == Roles(box=1, captain=0, out=2)
    assert rounds == [[c("5h"), c("Kd"), c("As")]]


def test_r11_1_r1_4_ties_draw_again_suits_do_not_break_them() -> None:
    roles, rounds = draw_roles(ScriptedRandom("7s 7h 2c", "3d Qc"))
    assert roles == Roles(box=1, captain=0, out=2)
    assert rounds == [[c("7s"), c("7h"), c("2c")], [c("3d"), c("Qc"), None]]
    roles, rounds = draw_roles(ScriptedRandom("Kd 4s 4h", "9c Jc"))
    assert roles == Roles(box=0, captain=2, out=1)
    assert rounds[1] == [None, c("9c"), c("Jc")]
    roles, _ = draw_roles(ScriptedRandom("Ts Th Td", "2s 2h 2d", "Ac Kc Qc"))
    assert roles == Roles(box=1, captain=2, out=0)


def test_r11_1_role_draw_comes_from_the_match_seed() -> None:
    first = Match(THREE, seed=12)
    again = Match(THREE, seed=12)
    assert first.roles == again.roles and first.role_draws == again.role_draws
    assert first.roles is not None
    assert sorted([first.roles.box, first.roles.captain, first.roles.out]) == [0, 1, 2]


def test_r11_2_box_deals_every_hand_and_plays_the_captain() -> None:
    match = Match(THREE, seed=13)
    assert match.roles is not None
    for hand in range(4):
        roles = match.roles
        assert roles is not None
        assert match.dealer_seat == 0 and match.seat_players == (roles.box, roles.captain)
        if hand == 2:
            draw(match)
        else:
            win(match, hand % 2)


def test_r11_4_box_win_scores_for_the_box_team_win_for_the_captain() -> None:
    match = Match(THREE, seed=14)
    roles = match.roles
    assert roles is not None
    booked = win(match, 0)
    assert booked.winner_player == roles.box
    expected = [0, 0, 0]
    expected[roles.box] = GIN_POINTS
    assert match.game.scores == expected
    roles = match.roles
    assert roles is not None
    booked = win(match, 1)
    assert booked.winner_player == roles.captain
    expected[roles.captain] += GIN_POINTS
    assert match.game.scores == expected


def test_r11_5_rotation_when_the_box_wins_and_when_it_loses() -> None:
    roles = Roles(box=0, captain=1, out=2)
    assert roles.after(box_won=True) == Roles(box=0, captain=2, out=1)
    assert roles.after(box_won=False) == Roles(box=1, captain=2, out=0)
    match = Match(THREE, seed=15)
    start = match.roles
    assert start is not None
    win(match, 0)
    assert match.roles == start.after(box_won=True)
    draw(match)
    assert match.roles == start.after(box_won=True), "a drawn hand keeps the roles"
    now = match.roles
    assert now is not None
    win(match, 1)
    assert match.roles == now.after(box_won=False)


def test_r11_6_first_player_to_the_target_wins() -> None:
    match = Match(THREE, seed=16)
    winners = []
    while not match.is_over:
        booked = win(match, 1)  # the team always wins: the captain changes each hand
        winners.append(booked.winner_player)
    assert match.winner is not None
    assert match.game.scores[match.winner] >= 100
    assert all(s < 100 for p, s in enumerate(match.game.scores) if p != match.winner)
    assert winners[-1] == match.winner


class Recording(Agent):
    """Plays like the simple agent and logs every call it gets."""

    def __init__(self, player: int, log: list[tuple[str, int, int]]) -> None:
        super().__init__(random.Random(player))
        self.player, self.log, self.inner = player, log, SimpleAgent(random.Random(player))

    def act(self, view: SeatView) -> Action:
        self.log.append(("act", self.player, view.seat))
        return self.inner.act(view)

    def begin_hand(self, view: SeatView) -> None:
        self.log.append(("begin", self.player, view.seat))


def test_r11_3_the_captain_plays_the_team_hand_the_one_sitting_out_never_acts() -> None:
    log: list[tuple[str, int, int]] = []
    outcome = play_match(replace(THREE, target=60), [Recording(p, log) for p in range(3)],
                         seed=17)
    assert outcome.forfeit is None
    hands = outcome.record["hands"]
    begins = [entry for entry in log if entry[0] == "begin"]
    assert len(begins) == 2 * len(hands)
    for number, hand in enumerate(hands):
        roles = hand["roles"]
        pair = begins[2 * number : 2 * number + 2]
        assert {(p, seat) for _kind, p, seat in pair} == {(roles["box"], 0),
                                                          (roles["captain"], 1)}
        assert hand["end"]["winner"] in (None, roles["box"], roles["captain"])
        assert hand["dealer"] == roles["box"]
    acting = {(p, seat) for kind, p, seat in log if kind == "act"}
    assert all(seat in (0, 1) for _p, seat in acting)
