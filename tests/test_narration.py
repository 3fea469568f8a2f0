"""The words both faces say (``ginrummy.narration``): one copy, right for "you",
and worded from the engine's own messages.

The command line's exact output is pinned by test_cli.py's expected transcripts
and replays, and the module's docstring examples run with the suite
(``--doctest-modules``); these tests pin what the two faces share and the
choices they make.
"""

from __future__ import annotations

import random

import pytest

from ginrummy import actions as A
from ginrummy import narration
from ginrummy.actions import Kind
from ginrummy.cards import card_name, parse_card
from ginrummy.narration import (
    ACTION_WORDS,
    action_text,
    addressed_to_captain,
    addressed_to_you,
    cards_text,
    describe_end,
    melds_text,
    public_text,
    sentence,
)
from ginrummy.rules import Rules
from ginrummy.state import IllegalActionError, deal, shuffled_deck
from ginrummy.view import view
from helpers import h


@pytest.mark.parametrize(
    ("kind", "card", "said_to_you", "said_of_computer"),
    [
        (Kind.PASS, None, "You pass", "Computer passes"),
        (Kind.DRAW_STOCK, None, "You draw from the stock", "Computer draws from the stock"),
        (Kind.DRAW_DISCARD, 17, "You take 5h", "Computer takes 5h"),
        (Kind.DISCARD, 0, "You discard As", "Computer discards As"),
        (Kind.KNOCK, None, "You knock", "Computer knocks"),
        (Kind.BIG_GIN, None, "You declare big gin", "Computer declares big gin"),
        (Kind.ARRANGE, None, "You lay down melds", "Computer lays down melds"),
        (Kind.LAY_OFF, None, "You lay off", "Computer lays off"),
    ],
)
def test_every_public_action_is_worded_for_you_and_for_the_others(
    kind: Kind, card: int | None, said_to_you: str, said_of_computer: str
) -> None:
    assert sentence("you", public_text(kind, card)) == said_to_you
    assert sentence("computer", public_text(kind, card)) == said_of_computer


def test_only_the_player_called_you_is_addressed_in_the_second_person() -> None:
    assert sentence("You", "knocks") == "You knocks"  # a name, not the pronoun
    assert sentence("yourself", "knocks") == "Yourself knocks"
    assert sentence("you", "scores 25, and wins.") == "You score 25, and wins."


def test_the_action_words_cover_every_kind_of_action() -> None:
    assert set(ACTION_WORDS) == set(Kind)


def test_an_action_shows_only_the_card_every_player_saw() -> None:
    """A take shows the card taken, a discard its card; the stock card and the
    knock's face-down discard (R5.3) stay hidden."""
    card = parse_card("Qd")
    assert action_text(A.DRAW_DISCARD, card) == ("takes", card)
    assert action_text(A.discard(card), parse_card("2c")) == ("discards", card)
    assert action_text(A.knock(card)) == ("knocks", None)
    assert action_text(A.DRAW_STOCK, card) == ("draws from the stock", None)
    assert action_text(A.PASS) == ("passes", None)
    assert action_text(A.arrange((h("As 2s 3s"),))) == ("lays down melds", None)


def test_the_caller_chooses_how_cards_are_written() -> None:
    names = ["Th", "Js"]
    assert cards_text(names) == "Th Js"
    assert melds_text([["As", "2s", "3s"], names]) == "As 2s 3s | Th Js"
    suits = {0: "♠", 1: "♥", 2: "♦", 3: "♣"}

    def symbols(card: int) -> str:
        return card_name(card)[0].replace("T", "10") + suits[card // 13]

    assert cards_text(names, symbols) == "10♥ J♠"
    assert melds_text([["As", "2s", "3s"], names], symbols) == "A♠ 2♠ 3♠ | 10♥ J♠"
    assert public_text(Kind.DISCARD, parse_card("Th"), symbols) == "discards 10♥"
    assert cards_text([], symbols) == "-" and melds_text([], symbols) == "-"


def test_the_engines_refusals_are_said_to_you_and_to_the_captain() -> None:
    """Worded from the messages the engine really gives, so a change of its
    wording ("this player", "this seat's turn") cannot go unnoticed."""
    state = deal(Rules(), 0, shuffled_deck(random.Random(3)))
    to_act, waiting = view(state, state.to_act), view(state, 1 - state.to_act)
    messages = []
    for seat_view, action in [(waiting, A.PASS), (to_act, A.discard(0)),
                              (to_act, A.knock(0))]:
        with pytest.raises(IllegalActionError) as caught:
            seat_view.check(action)
        messages.append(str(caught.value))
    assert any("this seat's turn" in m for m in messages)
    assert any("this player" in m for m in messages)
    for message in messages:
        to_you, to_captain = addressed_to_you(message), addressed_to_captain(message)
        assert "this player" not in to_you + to_captain
        assert "this seat" not in to_you + to_captain
    assert addressed_to_you(messages[0]) == "it is not your turn"
    assert addressed_to_captain(messages[0]) == "it is not the captain's turn"


def test_a_knock_is_told_with_its_face_down_discard_and_big_gin_without_one() -> None:
    end = {"outcome": "gin", "knocker": 0, "defender": 1, "winner": 0, "points": 31,
           "difference": 6, "bonus": 25, "knocker_deadwood": 0, "defender_deadwood": 6,
           "knock_discard": "Kc", "knocker_melds": [["As", "2s", "3s"]],
           "knocker_deadwood_cards": [], "defender_melds": [],
           "defender_deadwood_cards": ["6d"], "layoffs": []}
    lines = describe_end(end, ["you", "computer"])
    assert lines[0] == "You go gin, discarding Kc face down."
    assert lines[-1] == "Gin: You score 31 (gin bonus 25 + deadwood 6)."
    big = {**end, "outcome": "big_gin", "knock_discard": None}
    assert describe_end(big, ["computer", "you"])[0] == "Computer declares big gin."
    assert describe_end({**end, "knock_discard": "Kc", "outcome": "big_gin"},
                        ["you", "computer"])[0] == "You declare big gin."


def test_the_command_line_and_the_full_screen_game_share_one_copy() -> None:
    """The words live in narration alone: no face keeps (or re-exports) a copy."""
    from ginrummy.cli import common, play
    from ginrummy.tui import advising, session, table

    for name in ("describe_end", "describe_score", "sentence", "totals_text", "points_text"):
        assert not hasattr(common, name), f"cli.common still has {name}"
    assert not hasattr(advising, "captain_words")
    assert not hasattr(play, "_you") and not hasattr(table, "_you")
    # Where a face uses a word of narration's, it is narration's own function.
    for face, name in ((session, "action_text"), (play, "addressed_to_you"),
                       (table, "addressed_to_you"), (table, "addressed_to_captain")):
        assert getattr(face, name) is getattr(narration, name)
