"""An action is checked for turn and legality once on its way in (issue 49 item 16):
``Table.act`` checks it (the refusals' codes and words are its), and the ledger, the
driver and the hand's state apply the checked value (``ginrummy.state.Checked``)
without checking it again.  An entry the table did not check (a store's, a
computer's) is still checked where it is applied."""

from __future__ import annotations

from typing import Any

import pytest

import ginrummy.legality
import ginrummy.state
from ginrummy import actions as A
from ginrummy.cards import CARD_NAMES
from ginrummy.state import Checked
from ginrummy.table import Table, TableError
from test_table import log_of, seated_table, state_of


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Every call of the rules' legality check (the state's, and legality's own)."""
    calls: list[Any] = []
    real = ginrummy.legality.check

    def counted(sit: Any, action: Any) -> None:
        calls.append(action)
        real(sit, action)

    monkeypatch.setattr(ginrummy.state, "check", counted)
    monkeypatch.setattr(ginrummy.legality, "check", counted)
    return calls


def test_a_discard_is_checked_once_on_its_way_in(monkeypatch: pytest.MonkeyPatch) -> None:
    table = seated_table("standard", "PP")
    player = state_of(table).to_act
    table.act(player, {"action": "draw_discard"})
    held = state_of(table).hands[state_of(table).to_act]
    card = next(c for c in range(52) if held >> c & 1 and c != state_of(table).taken)
    calls = _counting(monkeypatch)
    table.act(player, {"action": "discard", "card": CARD_NAMES[card]})
    assert calls == [A.discard(card)]
    assert state_of(table).pile[-1] == card


def test_the_checked_value_is_applied_in_its_own_state_only() -> None:
    table = seated_table("standard", "PP")
    state = state_of(table)
    checked = state.checked(state.legal_actions()[0])
    assert isinstance(checked, Checked) and checked.state is state
    after = state.play(checked)
    with pytest.raises(ValueError, match="another state"):
        after.play(checked)


def test_an_entry_the_table_did_not_check_is_checked_where_it_is_applied() -> None:
    """A store's log is untrusted: an illegal action in it is refused as it is read
    back (the restore's conflict), though no command checked it."""
    table = seated_table("standard", "PP")
    player = state_of(table).to_act
    table.act(player, {"action": "pass"})
    entries = log_of(table)
    acted = next(e for e in entries if e["type"] == "acted")
    acted["action"] = {"action": "discard", "card": "As"}  # a discard in the offer
    with pytest.raises(TableError) as refused:
        Table.restore("t", entries)
    assert refused.value.code == "conflict"
