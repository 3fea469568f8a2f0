"""The research interfaces' moves and text interface (ginrummy.rl.moves, .text):
the standard library only, so these run everywhere."""

from __future__ import annotations

import random

import pytest

from ginrummy import actions as A
from ginrummy.cards import parse_card, parse_hand
from ginrummy.legality import IllegalActionError, Phase, gin_discards
from ginrummy.rl import history, moves
from ginrummy.rl.session import Session, SessionError
from ginrummy.rl.text import TextGame, TextMoveError, read_move
from ginrummy.rules import PRESETS, RulesError, preset
from ginrummy.state import deal, shuffled_deck
from ginrummy.view import SeatView, view


def random_states(hands: int, seed: int, variant: str = "standard"):  # type: ignore[no-untyped-def]
    """Every state of ``hands`` random hands (random legal actions)."""
    rng = random.Random(seed)
    for _ in range(hands):
        state = deal(preset(variant), rng.randrange(2), shuffled_deck(rng))
        while not state.is_over:
            yield state
            state = state.apply(rng.choice(state.legal_actions()))


def test_the_layout_is_fixed() -> None:
    assert (moves.DRAW_STOCK, moves.TAKE, moves.PASS) == (0, 1, 2)
    assert (moves.DISCARD, moves.KNOCK) == (3, 55)
    assert (moves.GIN, moves.BIG_GIN, moves.CHOICE, moves.NO_ADVICE) == (107, 108, 109, 237)
    assert moves.NUM_ACTIONS == 238 and moves.ACTION_LAYOUT_VERSION == 1


@pytest.mark.parametrize("variant", ["standard", "oklahoma"])
def test_the_moves_are_the_legal_actions_numbered(variant: str) -> None:
    """Over random hands: each move stands for a legal action, every legal action has its
    move (a knock going gin is the move gin, R5.4), and the words name it."""
    for state in random_states(40, 7, variant):
        v = view(state, state.to_act)
        ids = moves.legal_ids(v)
        assert ids == sorted(set(ids)) and ids
        actions = [moves.action_of(v, i) for i in ids]
        for action in actions:
            v.check(action)
        legal = v.legal_actions()
        if v.phase in (Phase.ARRANGE, Phase.LAY_OFF):
            assert len(ids) == min(len(legal), moves.MAX_CHOICES)
            continue
        gin = set(gin_discards(v.situation()))
        expected = {a for a in legal if not (a.kind is A.Kind.KNOCK and a.card in gin)}
        assert set(actions) - expected <= {A.knock(min(gin))} if gin else set(actions) == expected
        assert expected <= set(actions)
        assert (moves.GIN in ids) == bool(gin)
        for i in ids:
            assert moves.id_of(v, moves.action_of(v, i)) == i
            assert read_move(moves.words(v, i), v, ids) == i


@pytest.mark.parametrize("variant", [*PRESETS, "big-gin"])
def test_the_discard_phase_moves_are_the_legal_actions_numbered(variant: str) -> None:
    """legal_ids numbers the discard phase from legality's queries without building its
    actions (for speed): over random hands of every preset (and big gin), the very
    ids of numbering view.legal_actions() one by one, a knock going gin as gin."""
    rules = preset("standard").with_options({"big_gin": True}) if variant == "big-gin" \
        else preset(variant)
    def numbered(v: SeatView) -> list[int]:
        gin = set(gin_discards(v.situation()))
        ids = set()
        for action in v.legal_actions():
            if action.kind is A.Kind.KNOCK and action.card in gin:
                ids.add(moves.GIN)
            else:
                ids.add(moves.id_of(v, action))
        return sorted(ids)

    rng = random.Random(variant)
    checked = 0
    for _ in range(60):
        state = deal(rules, rng.randrange(2), shuffled_deck(rng))
        while not state.is_over:
            for seat in (0, 1):
                v = view(state, seat)
                ids = moves.legal_ids(v)
                if v.phase is Phase.DISCARD and v.is_my_turn:
                    assert ids == numbered(v)
                    checked += 1
                    # Random play seldom goes gin and never holds big gin: the same
                    # position with hands that do (and one taken card barred, R4.2).
                    for hand, taken in (("As 2s 3s 4h 4d 4c 7h 8h 9h Th Jh", None),
                                        ("As 2s 3s 4h 4d 4c 7h 8h 9h Th Kc", "Th"),
                                        ("As 2s 3s 4s 4d 4c 7h 8h 9h Th Kc", "4s")):
                        crafted = v._replace(hand=parse_hand(hand),
                                             taken=None if taken is None else parse_card(taken))
                        assert moves.legal_ids(crafted) == numbered(crafted), hand
                elif not v.is_my_turn:
                    assert ids == []
            state = state.apply(rng.choice(state.legal_actions()))
    assert checked > 1000


def _pile_history_afresh(v: SeatView) -> tuple[tuple[int, int], tuple[int, int]]:
    """What pile_history read from every event, as it did before it kept a memo."""
    pile, discarded, declined = [v.upcard], [0, 0], [0, 0]
    for e in v.events:
        if e.kind is A.Kind.DISCARD and e.card is not None:
            discarded[e.seat] |= 1 << e.card
            pile.append(e.card)
        elif e.kind is A.Kind.DRAW_DISCARD:
            if pile:
                pile.pop()
        elif e.kind in (A.Kind.PASS, A.Kind.DRAW_STOCK) and pile:
            declined[e.seat] |= 1 << pile[-1]
    return (discarded[0], discarded[1]), (declined[0], declined[1])


def test_pile_history_goes_on_from_its_memo_only_for_the_same_events() -> None:
    """pile_history goes on from what it read of a hand before (for speed): over hands
    read in turn, interleaved, more of them than its memo holds, and branches of one
    hand that part after the same first events, it answers as reading every event."""
    rng = random.Random(9)
    hands = []
    for _ in range(80):
        state = deal(preset("oklahoma"), rng.randrange(2), shuffled_deck(rng))
        states = [state]
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
            states.append(state)
        hands.append(states)
    # Branches: from the middle of a hand, other moves than the ones played.
    for states in hands[:20]:
        state = states[len(states) // 2]
        branch = [state]
        while not state.is_over:
            state = state.apply(rng.choice(state.legal_actions()))
            branch.append(state)
        hands.append(branch)
    order = [(h, i) for h, states in enumerate(hands) for i in range(len(states))]
    for sequence in (order, sorted(order, key=lambda hi: (hi[1], hi[0])), order[::-1]):
        for h, i in sequence:
            v = view(hands[h][i], i % 2)
            assert tuple(history.pile_history(v)) == _pile_history_afresh(v)


def test_an_illegal_move_names_the_legal_ones() -> None:
    state = next(random_states(1, 3))
    v = view(state, state.to_act)
    for bad in (moves.DISCARD, 9999, -1, "pass", 2.0, True, None):
        with pytest.raises(IllegalActionError, match=r"legal: 1 \(take \w\w\), 2 \(pass\)"):
            moves.action_of(v, bad)


def test_read_move_takes_any_case_brackets_and_a_longer_reply() -> None:
    state = next(random_states(1, 5))
    v = view(state, state.to_act)
    ids = moves.legal_ids(v)
    top = v.pile_top
    assert top is not None
    name = moves.words(v, moves.TAKE).split()[1]
    for text in (f"take {name}", f"TAKE {name.upper()}", f"[take {name}]", "take",
                 f"I will [take {name}].", f"  `take {name}`  "):
        assert read_move(text, v, ids) == moves.TAKE, text
    assert read_move("[pass]", v, ids) == moves.PASS
    # Not legal, or not an action at all: one line listing the legal ones, never a crash.
    bad: tuple[object, ...] = ("draw stock", "discard Kc", "", "x" * 100_000, "\x1b[2J",
                               "٣c", "[[[", 42, None, "take 10z", "[pass")
    for wrong in bad:
        with pytest.raises(TextMoveError) as info:
            read_move(wrong, v, ids)
        message = str(info.value)
        assert "\n" not in message and len(message) < 200
        assert message.endswith(f"Legal actions: [take {name}], [pass]")


def test_a_ten_is_read_as_10_or_t() -> None:
    ten = parse_card("Th")
    for state in random_states(30, 11):
        v = view(state, state.to_act)
        ids = moves.legal_ids(v)
        if moves.DISCARD + ten in ids:
            assert read_move("discard 10h", v, ids) == moves.DISCARD + ten
            assert read_move("DISCARD TH", v, ids) == moves.DISCARD + ten
            return
    pytest.fail("no hand held the ten of hearts to discard")


@pytest.mark.parametrize("variant", list(PRESETS))
def test_whole_matches_are_played_from_strings_alone(variant: str) -> None:
    rng = random.Random(variant)
    game = TextGame(variant, seed=4, target=25, advice=True, explicit=True)
    steps = 0
    while not game.over:
        text = game.observation()
        last = text.splitlines()[-1]
        legal = game.legal_actions()
        assert last == "Legal actions: " + ", ".join(f"[{m}]" for m in legal)
        game.step(rng.choice([f"[{m}]" for m in legal]))
        steps += 1
    assert game.winner is not None and steps > 10
    assert sum(game.totals) == 0  # zero-sum hand points


def test_a_bad_string_changes_nothing() -> None:
    game = TextGame("standard", seed=1)
    before = game.observation()
    with pytest.raises(TextMoveError, match="Legal actions: "):
        game.step("knock everything")
    assert game.observation() == before


def test_the_view_text_shows_the_hand_with_melds_and_the_known_cards() -> None:
    game = TextGame("oklahoma", seed=2)
    text = game.observation()
    assert "Your hand (10 cards): " in text and "melds: " in text and "deadwood: " in text
    assert "knock limit" in text and "Score when this hand was dealt (game to 100)" in text
    assert "Your turn: the upcard" in text


def test_the_player_sitting_out_sees_the_captains_hand_and_advises() -> None:
    game = TextGame("three-player", seed=3, advice=True)
    session = game.session
    d = session.decision()
    assert d is not None and d.advising
    text = game.observation()
    assert "You sit out this hand" in text and "[no advice]" in text.splitlines()[-1]
    captain = session.driver.seats[1]
    captain_hand = session.sight(captain).view.hand
    assert session.sight(d.player).view.hand == captain_hand
    game.step("no advice")
    assert game.player == captain
    assert "Advice from the player sitting out: no advice." in game.observation()


def test_unknown_settings_are_one_line_listing_the_valid_ones() -> None:
    with pytest.raises(RulesError, match=r"unknown variant 'gin' \(known: standard, oklahoma"):
        TextGame("gin")
    with pytest.raises(RulesError, match=r"unknown rule option 'bonus' \(known: players,"):
        TextGame("standard", bonus=3)
    with pytest.raises(SessionError, match=r"unknown episode 'set' \(known: hand, match"):
        Session(preset("standard"), 1, episode="set")
    with pytest.raises(SessionError, match="reward='match' needs episode='match'"):
        Session(preset("standard"), 1, reward="match")


def test_the_llm_example_plays_a_whole_match_from_strings() -> None:
    import runpy

    from helpers import REPO_ROOT

    example = runpy.run_path(str(REPO_ROOT / "examples" / "llm_agent.py"))
    rng = random.Random(2)
    asked: list[str] = []

    def stubborn_then_legal(observation: str) -> str:
        asked.append(observation)
        if len(asked) == 1:
            return "I fold."  # names no move: answered with the legal ones, asked again
        return str(example["random_chooser"](rng)(observation))

    game = example["play_match"]([stubborn_then_legal, example["random_chooser"](rng)],
                                 "oklahoma", 3, target=30)
    assert game.over and game.winner in (0, 1)
    assert asked[1].startswith("'I fold.' is not a legal action now; Legal actions: [")
