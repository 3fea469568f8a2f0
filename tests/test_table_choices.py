"""The snapshot's ``choices`` (docs/protocol.md): what the seat of a view may do,
checked against ``legality`` over every state of random hands, so a client that
shows only these offers exactly the legal actions (R4-R6)."""

from __future__ import annotations

import pytest

from ginrummy import actions as A
from ginrummy.actions import Kind
from ginrummy.cards import CARD_NAMES, parse_card
from ginrummy.legality import Phase, check, default_showing, is_legal
from ginrummy.melds import Layoff, best_arrangement
from ginrummy.protocol import Choices
from ginrummy.rules import preset
from ginrummy.table.choices import MAX_OPTIONS, choices_json
from ginrummy.view import view
from helpers import random_states


def _mask(names: list[str]) -> int:
    out = 0
    for name in names:
        out |= 1 << parse_card(name)
    return out


@pytest.mark.parametrize("system", ["standard", "oklahoma", "hollywood", "three-player"])
@pytest.mark.parametrize("seed", range(12))
def test_choices_are_the_legal_actions_of_every_state(system: str, seed: int) -> None:
    rules = preset(system).with_options({"big_gin": True}) if seed % 3 == 0 else preset(system)
    for state in random_states(rules, seed, knock_bias=0.9):
        for seat in (0, 1):
            v = view(state, seat)
            got = choices_json(v)
            Choices.model_validate(got)  # the protocol's model reads it
            best = best_arrangement(v.hand)  # R2.4: always, to act or not
            assert got["deadwood"] == best.deadwood
            assert _mask(got["deadwood_cards"]) == best.deadwood_mask
            assert got["to_act"] == v.is_my_turn
            legal = v.legal_actions()
            assert set(got["actions"]) == {a.kind.value for a in legal}
            sit = v.situation()
            if v.phase is Phase.DISCARD and v.is_my_turn:
                discards = {a.card for a in legal if a.kind is Kind.DISCARD}
                knocks = {a.card for a in legal if a.kind is Kind.KNOCK}
                assert {parse_card(d["card"]) for d in got["discards"]} == discards  # R4.2
                assert {parse_card(d["card"]) for d in got["discards"] if d["knock"]} == knocks
                for d in got["discards"]:
                    rest = v.hand & ~(1 << parse_card(d["card"]))
                    assert d["deadwood"] == best_arrangement(rest).deadwood
                    assert d["gin"] == (d["knock"] and d["deadwood"] == 0)  # R5.4
            else:
                assert got["discards"] == []
            if v.phase is Phase.ARRANGE and v.is_my_turn:
                arrangements = got["arrangements"]
                assert 1 <= len(arrangements) <= MAX_OPTIONS
                assert arrangements[0]["deadwood"] == best.deadwood  # R5.3: least first
                for arr in arrangements:
                    check(sit, A.arrange(tuple(_mask(m) for m in arr["melds"])))
            else:
                assert got["arrangements"] == []
            if v.phase is Phase.LAY_OFF and v.is_my_turn:
                showings = got["showings"]
                default = default_showing(sit)
                assert showings[0]["deadwood"] == default.deadwood  # R6.4: default first
                for show in showings:
                    melds = tuple(_mask(m) for m in show["melds"])
                    layoffs = tuple(Layoff(parse_card(lo["card"]), lo["meld"])
                                    for lo in show["layoffs"])
                    assert is_legal(sit, A.lay_off(melds, layoffs))
            else:
                assert got["showings"] == []


def test_the_card_just_taken_is_not_offered_as_a_discard_r4_2() -> None:
    for state in random_states(preset("standard"), 5):
        for seat in (0, 1):
            v = view(state, seat)
            if v.is_my_turn and v.phase is Phase.DISCARD and v.taken is not None:
                offered = {d["card"] for d in choices_json(v)["discards"]}
                assert CARD_NAMES[v.taken] not in offered
                return
    pytest.fail("no hand of seed 5 took a card from the pile")


def test_choices_are_derived_from_legal_actions_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 49 item 16: knock, gin and big gin are not worked out beside
    ``legal_actions``: with the knocks taken out of its answer, no knock and no gin
    is offered, and with big gin added to it, big gin is."""
    from ginrummy.legality import legal_actions as real
    from ginrummy.table import choices as module

    v = next(v for seed in range(100) for state in random_states(preset("standard"), seed,
                                                               knock_bias=0.9)
             for v in [view(state, state.to_act)]
             if v.phase is Phase.DISCARD and any(a.kind is Kind.KNOCK for a in v.legal_actions()))
    assert "knock" in choices_json(v)["actions"]
    monkeypatch.setattr(module, "legal_actions",
                        lambda sit: [a for a in real(sit) if a.kind is not Kind.KNOCK])
    got = choices_json(v)
    assert "knock" not in got["actions"]
    assert not any(d["knock"] or d["gin"] for d in got["discards"])
    monkeypatch.setattr(module, "legal_actions", lambda sit: [*real(sit), A.BIG_GIN])
    assert "big_gin" in choices_json(v)["actions"]
