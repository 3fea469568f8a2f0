"""The one-line position notation (ginrummy.notation): round trips over played
hands, every check with its error, and hands built from a position."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from ginrummy import actions as A
from ginrummy.agents import SimpleAgent
from ginrummy.legality import Phase, legal_actions
from ginrummy.melds import Arrangement
from ginrummy.notation import (
    EXCERPT,
    Position,
    PositionError,
    format_position,
    looks_like_position,
    parse_position,
    position_of,
)
from ginrummy.rules import Rules, preset
from ginrummy.state import HandState, deal
from ginrummy.view import view
from helpers import c, deal_hands, h, play, random_states

#: Rules whose every option the notation must carry: presets, and options off the presets.
RULE_SETS = [
    preset("standard"),
    preset("oklahoma").with_options(
        {"oklahoma_ace_requires_gin": "true", "oklahoma_spades_double": "true"}
    ),
    preset("eaai"),
    preset("oklahoma-hollywood"),
    preset("three-player"),
    preset("standard").with_options(
        {"big_gin": "true", "discard_drawn_upcard": "true", "gin_bonus": "20"}
    ),
]
RULE_IDS = ["standard", "oklahoma-ace-spades", "eaai", "oklahoma-hollywood", "three-player",
            "big-gin-options"]

DISCARD = "discard / hand As 2s 3s 7h 7d 7c Jh Qh Kh 6d 4c / pile 5h 9c / stock 29"
KNOCKER = "Ts Js Qs | 2d 3d 4d | 8h 8d 8c"
LAY_OFF = (
    f"lay_off / hand 8s 9s Ks 5h 9h Th 6d Kd 7c Qc / pile 3c 5d / stock 29"
    f" / knocker_melds {KNOCKER} / knocker_deadwood Ac"
)


def simple_states(rules: Rules, seed: int) -> Iterator[HandState]:
    """Every state of a hand between two simple agents: unlike uniform random play,
    they knock, so the arrange and lay-off phases (and big gin) are reached."""
    rng = random.Random(seed)
    deck = list(range(52))
    rng.shuffle(deck)
    state = deal(rules, rng.randrange(2), deck)
    agents = [SimpleAgent(random.Random(seed)), SimpleAgent(random.Random(seed + 1))]
    yield state
    while not state.is_over:
        state = state.apply(agents[state.to_act].act(view(state, state.to_act)))
        yield state


def decisions(rules: Rules, seed: int) -> Iterator[HandState]:
    yield from random_states(rules, seed)
    yield from simple_states(rules, seed)


# ---------------------------------------------------------------------- round trips


@pytest.mark.parametrize("rules", RULE_SETS, ids=RULE_IDS)
def test_every_decision_of_played_hands_round_trips(rules: Rules) -> None:
    phases: set[Phase] = set()
    for seed in range(30):
        for state in decisions(rules, seed):
            if state.is_over:
                continue
            v = view(state, state.to_act)
            pos = Position.from_view(v)
            line = format_position(pos)
            assert parse_position(line) == pos, line
            assert format_position(parse_position(line)) == line
            # What legality reads is the view's, so the legal actions are the state's.
            assert pos.situation() == v.situation()
            assert legal_actions(parse_position(line).situation()) == state.legal_actions()
            phases.add(state.phase)
    assert phases == set(Phase) - {Phase.OVER}


def test_big_gin_round_trips_in_both_phases_after_it() -> None:
    # R5.5: the simple agent declares big gin whenever the rules allow it.
    rules = preset("standard").with_options({"big_gin": "true"})
    non_dealer = "As 2s 3s 4s 5s 7h 7d 7c Jh Qh"
    dealer = "2c 3c 5c 6c 8c 9c Jc Qc Kc 4d"
    state = play(deal_hands(rules, 1, non_dealer, dealer, "Kh"), "draw_discard")
    assert legal_actions(Position.from_view(view(state, 0)).situation())[-1] is A.BIG_GIN
    state = play(state, "big_gin")
    arrange = Position.from_view(view(state, 0))
    assert arrange.big_gin and arrange.hand.bit_count() == 11
    assert "/ big_gin /" in str(arrange)
    assert parse_position(str(arrange)) == arrange
    state = state.apply(state.legal_actions()[0])
    lay_off = Position.from_view(view(state, 1))
    assert lay_off.big_gin and lay_off.arrangement is not None
    assert parse_position(str(lay_off)) == lay_off
    assert legal_actions(lay_off.situation()) == state.legal_actions()


def test_the_normal_form() -> None:
    pos = parse_position(
        "DISCARD/hand 4c,6d,Kh,Qh,Jh,7c,7d,7h,3s,2s,As/pile 5h 9c/stock 29/limit 10"
        "/rules STANDARD"
    )
    assert str(pos) == (
        "discard / hand As 2s 3s 7h Jh Qh Kh 6d 7d 4c 7c / pile 5h 9c / stock 29 / limit 10"
        " / rules standard"
    )
    # The pile keeps its order: bottom first, top last.
    assert pos.pile == (c("5h"), c("9c"))
    # The rules: the nearest preset, then the options that differ, in declaration order.
    rules = preset("eaai").with_options({"target": "150", "big_gin": "true"})
    assert str(parse_position(f"{DISCARD} / rules standard undercut_bonus=25"
                              " next_dealer=alternate target=150 big_gin=true")).endswith(
        "/ rules eaai big_gin=true target=150"
    )
    assert parse_position(f"{DISCARD} / rules eaai big_gin=true target=150").rules == rules


def test_optional_fields_take_their_defaults() -> None:
    pos = parse_position(DISCARD)
    assert pos.rules == preset("standard") and pos.knock_limit == 10
    assert pos.taken is None and not pos.stock_only and pos.arrangement is None
    assert parse_position(DISCARD + " / rules standard knock_limit=7").knock_limit == 7


def test_lay_off_keeps_the_knockers_melds_in_the_order_laid_down() -> None:
    pos = parse_position(LAY_OFF)
    assert pos.arrangement == Arrangement((h("Ts Js Qs"), h("2d 3d 4d"), h("8h 8d 8c")), h("Ac"))
    assert f"/ knocker_melds {KNOCKER} / knocker_deadwood Ac /" in str(pos)
    # Lay-offs name the knocker's melds by number (R6.2), so their order is kept.
    actions = {a.text for a in legal_actions(pos.situation())}
    assert "lay_off - + 8s>3, 9s>1, Ks>1" in actions
    swapped = parse_position(LAY_OFF.replace(KNOCKER, "8h 8d 8c | 2d 3d 4d | Ts Js Qs"))
    assert "lay_off - + 8s>1, 9s>3, Ks>3" in {a.text for a in legal_actions(swapped.situation())}


def test_stock_only_after_both_passed() -> None:
    # R4.3: both passed the upcard, so the non-dealer must draw from the stock.
    state = play(deal(preset("standard"), 1, list(range(52))), "pass", "pass")
    pos = position_of(view(state, state.to_act))
    assert pos.stock_only and "/ stock 31 / stock_only /" in str(pos)
    assert legal_actions(pos.situation()) == [A.DRAW_STOCK]
    assert legal_actions(parse_position(str(pos).replace(" / stock_only", "")).situation()) == [
        A.DRAW_STOCK, A.DRAW_DISCARD
    ]


def test_the_taken_card_may_not_be_discarded() -> None:
    pos = parse_position(
        "discard / hand As 2s 3s 9c Jh Qh Kh 7h 7d 7c 4c / pile 5h / stock 30 / taken 9c"
    )
    assert A.discard(c("9c")) not in legal_actions(pos.situation())  # R4.2
    allowed = parse_position(str(pos).replace("rules standard",
                                              "rules standard discard_drawn_upcard=true"))
    assert A.discard(c("9c")) in legal_actions(allowed.situation())


def test_looks_like_position() -> None:
    assert looks_like_position(DISCARD)
    assert looks_like_position("Draw hand As")  # a phase word first
    assert looks_like_position("lay-off")
    assert not looks_like_position("As 2s 3s Kc")
    assert not looks_like_position("")


def test_a_position_is_checked_when_built_not_only_when_read() -> None:
    pos = parse_position(DISCARD)
    with pytest.raises(PositionError, match="'hand'"):
        Position(pos.rules, Phase.DRAW, pos.hand, pos.pile, pos.stock_count, 10)
    listed = Position(pos.rules, pos.phase, pos.hand, list(pos.pile), 29, 10)  # type: ignore[arg-type]
    assert listed == pos and isinstance(listed.pile, tuple)
    with pytest.raises(ValueError):  # a PositionError is a ValueError too
        Position(pos.rules, Phase.OVER, pos.hand, pos.pile, 29, 10)


def test_from_view_needs_the_seat_to_act() -> None:
    state = deal(preset("standard"), 0, list(range(52)))
    with pytest.raises(PositionError, match="seat 0 is not to act"):
        Position.from_view(view(state, 0))  # the non-dealer (seat 1) is offered the upcard
    over = next(s for s in simple_states(preset("standard"), 1) if s.is_over)
    with pytest.raises(PositionError, match="the hand is over"):
        position_of(view(over, 0))


# ---------------------------------------------------------------------- errors

OFFER = "offer / hand 8s 9s Ks 5h 9h Th 6d Kd 7c Qc / pile 3c / stock 31"
ARRANGE = "arrange / hand Ts Js Qs 2d 3d 4d 8h 8d 8c Ac / pile 3c 5d / stock 29"
BIG_GIN_ARRANGE = "arrange / hand Ts Js Qs 2d 3d 4d 8h 8d 8c Ac 2c / pile 3c 5d / stock 29"


@pytest.mark.parametrize(
    ("line", "field", "fragment"),
    [
        ("", "phase", "starts with its phase"),
        ("hand As / pile 5h", "phase", "not 'hand As'"),
        ("over / hand As", "phase", "the hand is over"),
        ("discard hand As / pile 5h", "phase", "the phase stands alone"),
        (DISCARD + " / colour red", None, "unknown field 'colour'"),
        (DISCARD + " / stock 29", "stock", "given twice"),
        (DISCARD + " / / limit 10", None, "field 5 is empty"),
        (DISCARD + " / stock_only yes", "stock_only", "takes no value"),
        ("discard / pile 5h / stock 29", "hand", "missing"),
        ("discard / hand As", "pile", "missing"),
        (DISCARD.replace(" / stock 29", ""), "stock", "missing"),
        (DISCARD.replace("6d", "Xq"), "hand", "'Xq'"),
        (DISCARD.replace("6d", "As"), "hand", "As is written twice"),
        (DISCARD.replace("6d 4c", "6d"), "hand", "needs 11 cards in hand (R3.2, R4.1), not 10"),
        (DISCARD.replace("9c", "4c"), "pile", "4c is already in the hand"),
        (DISCARD.replace("stock 29", "stock many"), "stock", "'many' is not a whole number"),
        (DISCARD.replace("stock 29", "stock -3"), "stock", "is not a whole number"),
        (DISCARD.replace("stock 29", "stock 28"), "stock",
         "hand 11 + pile 2 + stock 28 + opponent's 10 = 51, not 52"),
        (DISCARD.replace("stock 29", "stock 1"), "stock", "not from 2 to 31"),
        (OFFER.replace("stock 31", "stock 30"), "stock", "full stock of 31 (R3.3)"),
        (OFFER.replace("offer", "draw").replace("stock 31", "stock 2"), "stock",
         "2 is not from 3 to 31 in the draw phase: a discard leaving 2 draws the hand (R7.1)"),
        (DISCARD + " / limit 11", "limit", "from 0 to 10, not 11"),
        (DISCARD + " / limit 7", "limit", "these rules knock at 10 (R5.1), not 7"),
        (DISCARD + " / rules oklahoma", "limit", "missing: under these rules the upcard"),
        (DISCARD + " / limit 1 / rules oklahoma oklahoma_ace_requires_gin=true", "limit",
         "no upcard sets a limit of 1"),
        (DISCARD + " / taken 5h", "taken", "5h is not in the hand"),
        (DISCARD + " / taken 6d 4c", "taken", "one card"),
        (OFFER + " / taken 6d", "taken", "the discard phase only"),
        ("discard / hand As 2s 3s 7h 7d 7c Jh Qh Kh 6d 4c / pile - / stock 31", "taken",
         "the 11th card came from the discard pile"),
        (DISCARD + " / stock_only", "stock_only", "leaves the draw phase with the full stock"),
        (DISCARD + " / big_gin", "big_gin", "only the arrange and lay_off phases"),
        (BIG_GIN_ARRANGE.replace("2c", "Kc"), "hand", "declared big gin (R5.5)"),
        (BIG_GIN_ARRANGE + " / big_gin", "big_gin", "these rules do not allow big gin"),
        (BIG_GIN_ARRANGE.replace("2c", "Kc") + " / big_gin / rules standard big_gin=true",
         "hand", "over the big gin limit of 0"),
        (ARRANGE.replace("8c", "Kc"), "hand", "leave 27 deadwood at best"),
        (ARRANGE.replace("Ac", "Kc") + " / limit 9 / rules standard knock_limit=9", "hand",
         "over the knock limit of 9"),
        (ARRANGE + " / knocker_melds As 2s 3s / knocker_deadwood -", "knocker_melds",
         "in the lay_off phase only"),
        (LAY_OFF.replace(f" / knocker_melds {KNOCKER}", ""), "knocker_melds",
         "melds and deadwood go together"),
        ("lay_off / hand 8s 9s Ks 5h 9h Th 6d Kd 7c Qc / pile 3c 5d / stock 29", "knocker_melds",
         "needs the knocker's melds"),
        (LAY_OFF.replace("8h 8d 8c", "8h 8d 9c"), "knocker_melds", "8h 8d 9c is not a meld"),
        (LAY_OFF.replace("8h 8d 8c", "8h 8d 8s"), "knocker_melds", "8s already placed"),
        (LAY_OFF.replace("knocker_deadwood Ac", "knocker_deadwood Ac 2c"), "knocker_melds",
         "a knocker laying down 11 cards declared big gin"),
        (LAY_OFF.replace("knocker_deadwood Ac", "knocker_deadwood -"), "knocker_melds",
         "lays down 10 (R5.3) cards, not 9"),
        (LAY_OFF.replace("knocker_deadwood Ac", "knocker_deadwood Kc") + " / limit 9"
         " / rules standard knock_limit=9", "knocker_deadwood", "10 deadwood is over"),
        (DISCARD + " / rules chess", "rules", "unknown preset 'chess'"),
        (DISCARD + " / rules", "rules", "name a preset"),
        (DISCARD + " / rules standard gin_bonus", "rules", "KEY=VALUE, not 'gin_bonus'"),
        (DISCARD + " / rules standard gin_bonus=many", "rules", "gin_bonus must be a whole"),
        (DISCARD + " / rules standard colour=red", "rules", "unknown rule option 'colour'"),
    ],
)
def test_each_error_names_its_field(line: str, field: str | None, fragment: str) -> None:
    with pytest.raises(PositionError) as info:
        parse_position(line)
    assert info.value.field == field
    message = str(info.value)
    where = "position" if field is None else f"position field {field!r}"
    assert message.startswith(where + ": "), message
    assert fragment in message, message


@pytest.mark.parametrize(
    "line",
    [
        "x" * 500,
        "discard " + "y" * 500,
        DISCARD.replace("6d", "Q" * 500),
        DISCARD + " / " + "k" * 500 + " 3",
        DISCARD + " / stock_only " + "v" * 500,
        DISCARD + " / rules " + "p" * 500,
        DISCARD + " / rules standard " + "o" * 500 + "=1",
        DISCARD + " / rules standard gin_bonus=" + "9" * 500,
        DISCARD.replace("stock 29", "stock " + "9" * 500),
    ],
)
def test_errors_quote_a_short_excerpt_of_the_input(line: str) -> None:
    with pytest.raises(PositionError) as info:
        parse_position(line)
    message = str(info.value)
    longest = max(len(run) for run in message.replace("'", " ").split())
    assert longest <= EXCERPT, message
    assert len(message) < 300 and "\n" not in message


# ---------------------------------------------------------------------- building a hand


@pytest.mark.parametrize("rules", RULE_SETS[:3], ids=RULE_IDS[:3])
def test_a_state_built_from_a_position_is_at_that_position(rules: Rules) -> None:
    rng = random.Random(5)
    for seed in range(10):
        for state in random_states(rules, seed):
            if state.phase in (Phase.OVER, Phase.ARRANGE, Phase.LAY_OFF):
                continue
            pos = position_of(view(state, state.to_act))
            built = pos.state(rng)
            assert built.to_act == 0 and built.dealer == 1
            assert Position.from_view(view(built, 0)) == pos
            assert built.legal_actions() == state.legal_actions()
            # The unseen cards are dealt: the opponent holds 10, the stock the rest.
            assert built.hands[1].bit_count() == 10
            assert built.hands[0] | built.hands[1] | sum(1 << x for x in built.pile) | sum(
                1 << x for x in built.deck[built.stock_pos:]) == (1 << 52) - 1


def test_a_built_state_plays_on_by_the_rules() -> None:
    offer = parse_position("offer / hand 8s 9s Ks 5h 9h Th 6d Kd 7c Qc / pile 3c / stock 31")
    state = offer.state(random.Random(1))
    # R4.3: the non-dealer passes, the dealer is offered it, then both passed.
    state = play(state, "pass")
    assert state.phase is Phase.OFFER and state.to_act == 1
    state = play(state, "pass")
    again = position_of(view(state, state.to_act))
    assert again.stock_only and again.hand == offer.hand
    # A card taken from the pile is known to the opponent, as in a played hand.
    taken = parse_position(
        "discard / hand As 2s 3s 9c Jh Qh Kh 7h 7d 7c 4c / pile 5h / stock 30 / taken 9c"
    ).state(random.Random(2))
    assert view(taken, 1).opponent_known == 1 << c("9c")
    # Different generators deal the unseen cards differently.
    assert offer.state(random.Random(1)).hands[1] != offer.state(random.Random(2)).hands[1]


@pytest.mark.parametrize("line", [ARRANGE, LAY_OFF])
def test_no_state_is_built_after_a_knock(line: str) -> None:
    with pytest.raises(PositionError, match="before a knock only") as info:
        parse_position(line).state(random.Random(0))
    assert info.value.field == "phase"
