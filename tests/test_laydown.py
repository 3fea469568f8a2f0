"""The knock and lay-down controller (ginrummy.laydown), without a screen.

Over random hands: what it offers is exactly what the engine accepts (the knock
discards, each knock's arrangements, the defender's choices, the buttons and
the card each names).  On hand-made deals: every command, its refusals and the
words it says.
"""

from __future__ import annotations

import random

import pytest

from ginrummy import actions as A
from ginrummy.actions import Action, Kind
from ginrummy.laydown import (
    COMMANDS,
    CONFIRM,
    KNOCK,
    PLAIN_ACTIONS,
    PLAY,
    LayDown,
    Offer,
    Outcome,
)
from ginrummy.legality import IllegalActionError, default_showing
from ginrummy.melds import deadwood
from ginrummy.rules import Rules, preset
from ginrummy.state import HandState, Phase
from ginrummy.view import SeatView, view
from helpers import c, deal_hands, play, random_states

# ---------------------------------------------------------------------- the engine's answers

#: Rules whose options change the choices: Oklahoma's limit (R9.1), the card just
#: taken allowed back (R4.2's option), big gin (R5.5).
RULES = {
    "standard": preset("standard"),
    "oklahoma": preset("oklahoma"),
    "options": preset("standard").with_options(
        {"discard_drawn_upcard": "true", "big_gin": "true"}),
}


def _states(rules: Rules, hands: int) -> list[HandState]:
    """Every state of ``hands`` hands of random play that often knocks."""
    return [s for seed in range(hands) for s in random_states(rules, seed, knock_bias=0.6)]


def _acting(state: HandState) -> SeatView:
    return view(state, state.to_act)


#: The command each action kind is offered as while playing.
KIND_COMMAND = {Kind.DRAW_DISCARD: "take", Kind.PASS: "pass", Kind.DRAW_STOCK: "stock",
                Kind.DISCARD: "discard", Kind.KNOCK: "knock", Kind.BIG_GIN: "big_gin"}


@pytest.mark.parametrize("name", sorted(RULES))
def test_the_knock_discards_and_each_knocks_arrangements_are_the_legal_actions(name: str) -> None:
    rules = RULES[name]
    rng = random.Random(name)
    checked = 0
    for state in _states(rules, 400):
        if state.phase is not Phase.DISCARD:
            continue
        v = _acting(state)
        legal = v.legal_actions()
        knocks = [a.card for a in legal if a.kind is Kind.KNOCK and a.card is not None]
        controller = LayDown()
        assert controller.knock_discards(v) == knocks  # R5.1, R4.2
        gins = [card for card in knocks if deadwood(v.hand & ~(1 << card)) == 0]
        assert controller.gin_discards(v) == gins  # R5.4
        for card in knocks:
            chosen = controller.choose(v, card)
            assert not chosen.refused and controller.mode == CONFIRM
            offered = [A.arrange(a.melds) for a in controller.arrangements]
            after = state.apply(A.knock(card))
            assert after.phase is Phase.ARRANGE
            # Exactly the legal arrange actions after that knock, each once (R5.3).
            assert len(offered) == len(set(offered))
            assert set(offered) == set(_acting(after).legal_actions())
            first = controller.arrangements[0].deadwood
            assert first == min(a.deadwood for a in controller.arrangements)
            # Confirmed, the actions given are the knock and the arrangement shown.
            for _ in range(rng.randrange(len(offered))):
                controller.step_choice("other")
            shown = controller.arrangement
            assert shown is not None
            confirmed = controller.confirm(v)
            assert confirmed.actions == (A.knock(card), A.arrange(shown.melds))
            laid = after.apply(confirmed.actions[1])
            assert laid.arrangement is not None and laid.arrangement.melds == shown.melds
            assert controller.mode == PLAY
            checked += 1
        # A card that may not knock is refused with the engine's reason.
        for card in sorted(set(range(52)) - set(knocks))[:3]:
            refused = controller.choose(v, card)
            assert refused.refused and controller.mode == PLAY
            with pytest.raises(IllegalActionError) as caught:
                v.check(A.knock(card))
            assert refused.status == str(caught.value)
    assert checked > 50


@pytest.mark.parametrize("name", sorted(RULES))
def test_the_defenders_choices_are_the_legal_lay_offs_with_the_default_first(name: str) -> None:
    checked = 0
    for state in _states(RULES[name], 300):
        if state.phase is not Phase.LAY_OFF:
            continue
        v = _acting(state)
        controller = LayDown()
        controller.see(v)
        offered = [A.lay_off(s.melds, s.layoffs) for s in controller.showings]
        legal = v.legal_actions()
        assert len(offered) == len(set(offered))  # each choice once (R6.4)
        assert set(offered) == set(legal)
        assert controller.showings[0] == default_showing(v.situation())
        # Each choice, stepped to, is what lay down gives.
        for i in range(min(len(offered), 4)):
            assert controller.lay_down(v).actions == (offered[i],)
            controller.step_choice("other")
        checked += 1
    assert checked > 10


@pytest.mark.parametrize("name", sorted(RULES))
def test_the_offers_are_the_legal_action_kinds_and_name_only_legal_cards(name: str) -> None:
    taken_seen = 0
    for state in _states(RULES[name], 25):
        if state.is_over:
            continue
        v = _acting(state)
        legal = v.legal_actions()
        kinds = {a.kind for a in legal}
        controller = LayDown()
        idle = view(state, 1 - state.to_act)
        assert controller.offers(idle) == [] and controller.play_offers(idle) == []
        for selected in [None, *range(52)]:
            offers = controller.offers(v, selected)
            commands = [o.command for o in offers]
            assert len(commands) == len(set(commands))
            if state.phase in (Phase.ARRANGE, Phase.LAY_OFF):
                assert commands[0] == "lay_down"
                assert (len(commands) > 1) == (state.phase is Phase.LAY_OFF
                                               and len(controller.showings) > 1)
                break
            expected = {KIND_COMMAND[k] for k in kinds}
            if controller.gin_discards(v):
                expected.add("gin")
            assert set(commands) == expected
            cards = {o.command: o.card for o in offers}
            if "take" in cards:
                assert cards["take"] == v.pile_top
            if "discard" in cards:
                legal_card = selected is not None and A.discard(selected) in legal
                assert cards["discard"] == (selected if legal_card else None)
        if state.phase is Phase.DISCARD and v.taken is not None:
            taken_seen += 1
            offers = controller.offers(v, v.taken)
            allowed = RULES[name].discard_drawn_upcard
            assert Offer("discard", v.taken if allowed else None) in offers  # R4.2
    assert taken_seen > 5


# ---------------------------------------------------------------------- hand-made deals

#: Seat 0 (the non-dealer) holds As 2s 3s, three sevens and Jh Qh Kh with 4c; the
#: upcard 7s makes four sevens.  Seat 1 can lay off 4s 5s and 9h Th.
KNOCKER = "As 2s 3s 7h 7d 7c Jh Qh Kh 4c"
DEFENDER = "4s 5s Th 9h 2c 3c 8d Ad 5d Kd"


def _dealt(rules: Rules | None = None) -> HandState:
    return deal_hands(rules or preset("standard"), 1, KNOCKER, DEFENDER, "7s")


def _taken(rules: Rules | None = None) -> SeatView:
    """Seat 0 has taken the upcard 7s (R4.3) and is to discard or knock."""
    state = play(_dealt(rules), "take")
    v = view(state, 0)
    assert v.phase is Phase.DISCARD and v.taken == c("7s")
    return v


def _defending() -> tuple[HandState, SeatView]:
    """Seat 0 knocked with 7h (melds As 2s 3s, the sevens, Jh Qh Kh; 4c left);
    seat 1 is to lay down and lay off."""
    state = play(_dealt(), "take", "knock 7h", "arrange As 2s 3s | 7s 7d 7c | Jh Qh Kh")
    v = view(state, 1)
    assert v.phase is Phase.LAY_OFF and v.is_my_turn
    return state, v


def test_a_knock_is_refused_before_drawing_with_the_engines_reason_for_a_selected_card() -> None:
    v = view(_dealt(), 0)
    controller = LayDown()
    assert controller.start_knock(v) == Outcome(
        status="no knock is legal now (draw first, R4.1).", refused=True)
    said = controller.start_knock(v, c("4c"))
    assert said.refused and said.status == "this player must take the upcard or pass (R4.3)"
    assert controller.mode == PLAY
    not_mine = controller.start_knock(view(_dealt(), 1), c("4s"))
    assert not_mine.refused and not_mine.status == "it is not this seat's turn"
    assert controller.start_knock(None).refused


def _over_the_limit() -> SeatView:
    """Seat 0 broke its heart run and drew 8s: no discard leaves 10 or less."""
    state = play(_dealt(), "take", "discard Jh", "draw_stock", "discard 6s", "draw_stock")
    v = view(state, 0)
    assert v.phase is Phase.DISCARD and v.taken is None and v.hand >> c("8s") & 1
    assert not LayDown.knock_discards(v)
    return v


def test_a_knock_over_the_limit_is_refused_r5_1() -> None:
    v = _over_the_limit()
    controller = LayDown()
    said = controller.start_knock(v)
    assert said.refused and said.status == ("no knock is legal now (deadwood must be at most 10"
                                            " after the discard, R5.1).")
    said = controller.start_knock(v, c("Qh"))
    assert said.refused and said.status.startswith("cannot knock discarding Qh: least deadwood")
    assert said.status.endswith("over the knock limit of 10 (R5.1)")


def test_start_knock_proposes_the_selected_card_if_it_may_knock_else_the_least_deadwood() -> None:
    v = _taken()
    controller = LayDown()
    started = controller.start_knock(v, c("7h"))
    assert started == Outcome(status="Knock: choose the card to discard face down.",
                              select=c("7h"))
    assert controller.mode == KNOCK and controller.describe() == started.status
    # The card just taken may not knock (R4.2): the least deadwood is proposed, 4c (gin).
    assert controller.start_knock(v, c("7s")).select == c("4c")
    assert controller.start_knock(v).select == c("4c")
    assert LayDown.default_knock_discard(v) == c("4c")
    assert LayDown.default_knock_discard(v, gin=True) == c("4c")
    assert LayDown.default_knock_discard(None) is None


def test_choose_lists_the_knocks_arrangements_least_deadwood_first_r5_3() -> None:
    v = _taken()
    controller = LayDown()
    controller.start_knock(v)
    refused = controller.choose(v, c("7s"))
    assert refused.refused and refused.status == (
        "7s was just taken from the discard pile and may not be discarded this turn (R4.2)")
    assert controller.mode == KNOCK  # still choosing
    assert controller.choose(v, None).refused and controller.choose(None, c("7h")).refused
    chosen = controller.choose(v, c("7h"))
    assert not chosen.refused and chosen.select == c("7h") and controller.mode == CONFIRM
    assert controller.knock_card == c("7h")
    # The sevens with the spade run (4 left), or without it (As 2s 3s 4c: 10).
    assert [a.deadwood for a in controller.arrangements] == [4, 10]
    assert chosen.status == ("Knock discarding 7h face down; melds As 2s 3s | 7s 7d 7c |"
                             " Jh Qh Kh; deadwood 4 (arrangement 1 of 2).")
    offers = controller.offers(v, c("2s"))
    assert offers == [Offer("confirm", c("7h")), Offer("other"), Offer("previous"),
                      Offer("cancel")]


def test_other_previous_and_default_step_through_the_arrangements() -> None:
    v = _taken()
    controller = LayDown()
    controller.choose(v, c("7h"))
    assert controller.step_choice("other").status.endswith("deadwood 10 (arrangement 2 of 2).")
    assert controller.arrangement_index == 1 and controller.choice_index == 1
    assert Offer("default") in controller.offers(v)
    controller.step_choice("other")
    assert controller.arrangement_index == 0  # wraps round
    controller.step_choice("previous")
    assert controller.arrangement_index == 1
    controller.step_choice("default")
    assert controller.arrangement_index == 0 and controller.choices == 2
    with pytest.raises(ValueError, match="no such choice command"):
        controller.step_choice("sideways")
    idle = LayDown()
    assert idle.step_choice("other") == Outcome(status="there is nothing to choose now",
                                                refused=True)


def test_cancel_drops_the_knock_and_is_a_no_op_otherwise() -> None:
    v = _taken()
    controller = LayDown()
    assert controller.cancel() == Outcome()
    controller.start_knock(v)
    assert controller.cancel() == Outcome(status="Knock cancelled.") and controller.mode == PLAY
    controller.choose(v, c("7h"))
    assert controller.cancel().status == "Knock cancelled." and controller.mode == PLAY
    assert controller.arrangement is None
    assert controller.confirm(v).refused  # nothing to confirm any more


def test_confirm_gives_the_knock_then_the_chosen_arrangement() -> None:
    v = _taken()
    controller = LayDown()
    assert controller.confirm(v) == Outcome(status="choose the knock discard first",
                                            refused=True)
    controller.choose(v, c("7h"))
    controller.step_choice("other")
    chosen = controller.arrangements[1]
    done = controller.confirm(v)
    assert done.actions == (A.knock(c("7h")), A.arrange(chosen.melds))
    assert controller.mode == PLAY
    # What was chosen stays readable once confirmed.
    assert controller.arrangement_index == 1 and controller.knock_card == c("7h")
    state = play(_dealt(), "take").apply(done.actions[0]).apply(done.actions[1])
    assert state.arrangement is not None and state.arrangement.melds == chosen.melds


def test_gin_goes_straight_to_the_confirmation_r5_4() -> None:
    v = _taken()
    controller = LayDown()
    done = controller.start_gin(v, c("7h"))  # 7h does not go gin: 4c does
    assert done.select == c("4c") and controller.mode == CONFIRM
    assert done.status.startswith("Gin! Knock discarding 4c face down;")
    arrangement = controller.arrangement
    assert arrangement is not None and arrangement.deadwood == 0
    v = _over_the_limit()
    assert not LayDown.gin_discards(v)
    refused = LayDown().command(v, "gin")
    assert refused == Outcome(status="no discard leaves this player without deadwood (R5.4).",
                              refused=True)


def test_the_defender_lays_down_the_choice_shown_default_first_r6_4() -> None:
    _state, v = _defending()
    controller = LayDown()
    assert controller.lay_down(v).actions == (v.default_lay_off(),)
    assert len(controller.showings) > 2 and controller.knocker_melds
    assert controller.offers(v) == [Offer("lay_down"), Offer("other"), Offer("previous")]
    assert controller.describe() == (
        "Melds -; lay-offs 4s on As 2s 3s, 5s on As 2s 3s, 9h on Jh Qh Kh, Th on Jh Qh Kh;"
        f" deadwood 29 (the default of {len(controller.showings)}).")
    stepped = controller.command(v, "other")
    assert "(choice 2 of" in stepped.status and controller.showing_index == 1
    second = controller.showings[1]
    # The choice stays while the same decision is seen again (a redraw).
    controller.see(v)
    assert controller.showing_index == 1
    assert controller.lay_down(v).actions == (A.lay_off(second.melds, second.layoffs),)


def test_lay_down_after_big_gin_is_the_least_deadwood_and_refused_elsewhere() -> None:
    rules = preset("standard").with_options({"big_gin": "true"})
    state = deal_hands(rules, 1, "As 2s 3s 4s 7h 7d 7c Jh Qh Kh", "5s 6s Th 9h 2c 3c 8d Ad 5d Kd",
                       "7s")
    state = play(state, "take")
    v = view(state, 0)
    controller = LayDown()
    assert Offer("big_gin") in controller.offers(v)
    assert controller.command(v, "big_gin") == Outcome(actions=(A.BIG_GIN,))
    state = state.apply(A.BIG_GIN)
    v = view(state, 0)
    assert v.phase is Phase.ARRANGE
    assert controller.offers(v) == [Offer("lay_down")]
    laid = controller.lay_down(v)
    assert len(laid.actions) == 1
    v.check(laid.actions[0])  # the least deadwood, within big gin's 0 (R5.5)
    refused = controller.lay_down(_taken())
    assert refused == Outcome(status="there is nothing to lay down now.", refused=True)
    assert controller.lay_down(None).refused


def test_a_knock_under_way_is_dropped_when_the_position_changes() -> None:
    v = _taken()
    controller = LayDown()
    controller.choose(v, c("7h"))
    controller.see(v)
    assert controller.mode == CONFIRM  # the same position: kept
    controller.see(view(play(_dealt(), "take", "discard 7h"), 0))  # no longer to act
    assert controller.mode == PLAY
    controller.start_knock(v)
    controller.see(None)
    assert controller.mode == PLAY
    controller.choose(v, c("7h"))
    assert controller.confirm(view(_dealt(), 0)).refused  # another position: nothing to confirm


def test_command_takes_every_command_by_name() -> None:
    v = _taken()
    controller = LayDown()
    for name, action in PLAIN_ACTIONS.items():
        assert controller.command(v, name) == Outcome(actions=(action,))
    assert controller.command(v, "discard", c("4c")).actions == (A.discard(c("4c")),)
    assert controller.command(v, "discard").refused
    assert controller.command(v, "knock", c("7h")).select == c("7h")
    assert controller.command(v, "choose", c("7h")).select == c("7h")
    assert controller.command(v, "previous").status.endswith("(arrangement 2 of 2).")
    assert controller.command(v, "default").status.endswith("(arrangement 1 of 2).")
    assert controller.command(v, "confirm").actions[0] == A.knock(c("7h"))
    assert controller.command(v, "gin").select == c("4c")
    assert controller.command(v, "cancel").status == "Knock cancelled."
    assert controller.command(v, "lay_down").refused
    assert set(COMMANDS) >= {"knock", "gin", "choose", "other", "previous", "default",
                             "cancel", "confirm", "lay_down", *PLAIN_ACTIONS}
    with pytest.raises(ValueError, match="no such command"):
        controller.command(v, "shuffle")


def test_the_knock_step_names_only_a_card_that_may_knock() -> None:
    v = _taken()
    controller = LayDown()
    controller.start_knock(v)
    assert controller.offers(v, c("7h")) == [Offer("choose", c("7h")), Offer("cancel")]
    # The card just taken, or one over the limit, is not offered (R4.2, R5.1).
    assert controller.offers(v, c("7s")) == [Offer("choose"), Offer("cancel")]
    assert controller.offers(v, c("Kh")) == [Offer("choose"), Offer("cancel")]


def test_right_after_taking_the_upcard_it_is_not_offered_as_a_discard_r4_2() -> None:
    v = _taken()
    offers = LayDown().offers(v, c("7s"))
    assert Offer("discard") in offers and Offer("discard", c("7s")) not in offers
    assert Offer("discard", c("4c")) in LayDown().offers(v, c("4c"))
    assert [o.command for o in offers] == ["discard", "knock", "gin"]
    # With the option that allows it, it is (R4.2's option).
    allowed = _taken(preset("standard").with_options({"discard_drawn_upcard": "true"}))
    assert Offer("discard", c("7s")) in LayDown().offers(allowed, c("7s"))
    assert c("7s") in LayDown.knock_discards(allowed)


def test_suggest_knock_sitting_out_gives_a_knock_the_engine_judges_r11_3() -> None:
    v = _taken()
    controller = LayDown()
    assert controller.suggest_knock(v, c("7h")).actions == (A.knock(c("7h")),)
    assert controller.suggest_knock(v).actions == (A.knock(c("4c")),)
    assert controller.suggest_knock(v, c("7h"), gin=True).actions == (A.knock(c("4c")),)
    # No knock legal: the least-deadwood discard, which the engine refuses with why.
    over = _over_the_limit()
    suggested = controller.suggest_knock(over).actions[0]
    assert suggested.kind is Kind.KNOCK
    with pytest.raises(IllegalActionError, match=r"over the knock limit of 10 \(R5\.1\)"):
        over.check(suggested)
    # Before drawing, a card of the hand: the engine says to draw first.
    before = view(_dealt(), 0)
    assert controller.suggest_knock(before).actions == (A.knock(c("As")),)
    assert controller.mode == PLAY


def test_describe_writes_cards_with_the_faces_card_text() -> None:
    v = _taken()
    controller = LayDown()
    assert controller.describe() == ""
    controller.choose(v, c("4c"))
    text = controller.describe(lambda card: f"<{card}>")
    assert text.startswith(f"Gin! Knock discarding <{c('4c')}> face down; melds <0> <1> <2> |")
    # Gin's other arrangements within the knock limit may be laid down too (R5.3).
    assert text.endswith("; deadwood 0 (arrangement 1 of 6).")


def _action_texts(actions: tuple[Action, ...]) -> list[str]:
    return [a.text for a in actions]


def test_a_whole_knock_and_lay_down_played_through_the_controller_alone() -> None:
    """A face's loop: commands in, actions out to the engine, until the hand ends."""
    state = _dealt()
    knocker, defender = LayDown(), LayDown()
    state = play(state, "take")
    knocker.command(view(state, 0), "knock")
    knocker.command(view(state, 0), "choose", c("7h"))
    done = knocker.command(view(state, 0), "confirm")
    assert _action_texts(done.actions) == ["knock 7h",
                                           "arrange As 2s 3s | 7s 7d 7c | Jh Qh Kh"]
    for action in done.actions:
        state = state.apply(action)
    default = default_showing(view(state, 1).situation())
    laid = defender.command(view(state, 1), "lay_down")
    state = state.apply(laid.actions[0])
    assert state.is_over and state.showing is not None
    assert state.showing.deadwood == default.deadwood == 29
