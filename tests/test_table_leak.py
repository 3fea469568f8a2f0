"""The leak property (docs/server.md, "Who sees what"): at random tables (random
system, seats of people and computers, decisions, advice, undo, away and back,
leaving, chat, timeouts), every message each viewer is told and every snapshot
it is given, after every entry, holds no card the viewer may not see at that
moment, no deck order or salt before the hand's reveal and no seed before the
match's end.

What a viewer may see is worked out here from the state of the hand (its hands,
the cards discarded face up, the cards taken from the pile, the melds laid
down), never with the table's own ``sight`` functions:

- a player in the hand: its own cards, the card it drew, its own face-down knock
  discard, and the cards shown at the table;
- the player sitting out (three-player Gin, R11.3): the captain's cards, draws
  and knock discard too, never the box player's hidden cards;
- a spectator, and anyone not in the hand: the cards shown at the table only;
- everyone: every card of a hand once it is over (the reveal).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ginrummy.actions import Kind
from ginrummy.cards import CARD_NAMES
from ginrummy.state import Checked, HandState
from ginrummy.table import SPECTATOR, Table
from test_table import (
    SYSTEMS,
    FakeClock,
    log_of,
    make_settings,
    messages_for,
    players_of,
    random_command,
    seat_people,
    seeded,
    snapshot_for,
    status,
    told,
    viewers,
)

CARD_OF = {card_name: card for card, card_name in enumerate(CARD_NAMES)}
EVERY_CARD = (1 << 52) - 1


def watched_seat(table: Table, viewer: int) -> int | None:
    """The seat of the hand whose cards ``viewer`` holds or watches (the captain's,
    seat 1, for the player sitting out, R11.3); None: none."""
    d = table.driver
    assert d is not None
    box_or_first, captain_or_second = d.seats
    if viewer == box_or_first:
        return 0
    if viewer == captain_or_second or (viewer == d.match.advisor and viewer != SPECTATOR):
        return 1
    return None


def shown_at_the_table(state: HandState) -> int:
    """The cards anyone may see: the first upcard, every card discarded face up,
    the cards taken from the pile and still held, and the hands laid down."""
    mask = 1 << state.upcard | state.known[0] | state.known[1]
    for _seat, action in state.history:
        if action.kind is Kind.DISCARD and action.card is not None:
            mask |= 1 << action.card
    if state.arrangement is not None:
        mask |= state.arrangement.deadwood_mask
        for meld in state.arrangement.melds:
            mask |= meld
    if state.showing is not None:
        mask |= state.showing.deadwood_mask
        for meld in state.showing.melds:
            mask |= meld
        for layoff in state.showing.layoffs:
            mask |= 1 << layoff.card
    return mask


def may_see(table: Table, viewer: int) -> int:
    """The cards ``viewer`` may see now, as a mask."""
    state = table.state
    if state is None:
        return 0
    if state.is_over:
        return EVERY_CARD  # the hand's deck is revealed at its end
    mask = shown_at_the_table(state)
    seat = watched_seat(table, viewer)
    if seat is not None:
        mask |= state.hands[seat]
        for acting, action in state.history:
            if acting == seat and action.kind is Kind.KNOCK and action.card is not None:
                mask |= 1 << action.card  # face down, but its own
    return mask


def strings(data: Any) -> Iterator[str]:
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from strings(value)
    elif isinstance(data, list | tuple):
        for item in data:
            yield from strings(item)


def integers(data: Any) -> Iterator[int]:
    if isinstance(data, int) and not isinstance(data, bool):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from integers(value)
    elif isinstance(data, list | tuple):
        for item in data:
            yield from integers(item)


def cards_in(data: Any) -> int:
    """Every card a message names (card names are strings such as ``Td``)."""
    mask = 0
    for text in strings(data):
        card = CARD_OF.get(text)
        if card is not None:
            mask |= 1 << card
    return mask


def names(mask: int) -> list[str]:
    return [CARD_NAMES[c] for c in range(52) if mask >> c & 1]


def lists(data: Any) -> Iterator[list[Any]]:
    if isinstance(data, dict):
        for value in data.values():
            yield from lists(value)
    elif isinstance(data, list | tuple):
        yield list(data)
        for item in data:
            yield from lists(item)


def secrets_of(table: Table) -> tuple[list[str] | None, str | None]:
    """The deck (top first) and salt of the hand in play while they are secret, else
    None (the salt from its ``dealt`` entry: None at a table that is not fair)."""
    state = table.state
    if state is None or state.is_over:
        return None, None
    deal = next(e for e in reversed(log_of(table)) if e["type"] == "dealt")
    return [CARD_NAMES[c] for c in state.deck], deal["salt"]


def check(table: Table, what: str, viewer: int, data: Any) -> None:
    """``data`` (a message or a snapshot) given to ``viewer`` now leaks nothing."""
    where = f"seq {table.seq}, viewer {viewer}, {what}"
    leaked = cards_in(data) & ~may_see(table, viewer)
    assert not leaked, f"{where}: shows {names(leaked)}: {data}"
    deck, salt = secrets_of(table)
    texts = list(strings(data))
    if salt is not None:
        assert not any(salt in text for text in texts), f"{where}: the salt"
    if deck is not None:
        assert deck not in lists(data), f"{where}: the deck"
    d = table.driver
    if d is None or not d.is_over:
        assert table.seed not in integers(data), f"{where}: the seed"
        assert not any(str(table.seed) in text for text in texts), f"{where}: the seed"


def check_entry(table: Table) -> None:
    """After an entry: what it told each viewer, and each viewer's snapshot."""
    emitted = table.emitted[-1]
    for viewer in viewers(table):
        for message in told(table, emitted, viewer):
            check(table, f"message {message.get('type')}", viewer, message)
        snapshot = snapshot_for(table, viewer)
        check(table, "snapshot", viewer, snapshot)
        # And not vacuously: a player in the hand is shown its own cards.
        state = table.state
        if state is not None and not state.is_over:
            seat = watched_seat(table, viewer)
            shown = snapshot["view"]
            if seat is None:
                assert shown is None and snapshot["public"] is not None
            else:
                assert shown is not None and shown["hand"] == names(state.hands[seat])


class Watched(Table):
    """A table that checks every entry it appends (not restoring) as it is appended:
    the first snapshot too."""

    def _append(self, entry: Mapping[str, Any], *, restoring: bool = False,
                checked: Checked | None = None) -> None:
        super()._append(entry, restoring=restoring, checked=checked)
        if not restoring:
            check_entry(self)


@st.composite
def table_plans(draw: st.DrawFn) -> tuple[str, str, dict[str, Any]]:
    system = draw(st.sampled_from(SYSTEMS))
    players = players_of(system)
    kinds = draw(st.lists(st.sampled_from("PC"), min_size=players, max_size=players)
                 .filter(lambda k: "P" in k))
    fields = {
        "target": draw(st.sampled_from([10, 30, 60])),
        "computer_takes_over": draw(st.booleans()),
        "turn_seconds": draw(st.sampled_from([None, 30])),
    }
    return system, "".join(kinds), fields


@settings(max_examples=100, deadline=None)
@given(plan=table_plans(), seed=st.integers(1 << 40, 1 << 62), fair=st.booleans(),
       commands=st.integers(20, 250))
def test_no_viewer_is_ever_told_what_it_may_not_see(
        plan: tuple[str, str, dict[str, Any]], seed: int, fair: bool, commands: int) -> None:
    system, kinds, fields = plan
    clock = FakeClock()
    table = Watched.create("t", make_settings(system, kinds, **fields), seed=seed,
                           clock=clock, fair=fair)
    if fair:
        seeded(table, seed)
    for viewer in viewers(table):
        check(table, "first snapshot", viewer, snapshot_for(table, viewer))
    seat_people(table, kinds)
    rng = random.Random(seed)
    for _ in range(commands):
        if status(table) == "over":
            break
        random_command(table, rng, clock)
    # Spectators and players were all shown something all along.
    assert messages_for(table, SPECTATOR)


SEED = 987_654_321_987


def test_the_check_finds_a_hidden_card_a_deck_a_salt_and_a_seed() -> None:
    """The check is not vacuous: it catches a message naming the opponent's card, the
    stock's top card, the deck, the salt or the seed, and lets the viewer's own cards
    and the upcard through."""
    table = seat_people(seeded(Table.create("t", make_settings("standard", "PP"), seed=SEED),
                               3), "PP")
    state = table.state
    assert state is not None
    deal = log_of(table)[-1]
    hidden = [
        {"card": CARD_NAMES[next(c for c in range(52) if state.hands[1] >> c & 1)]},
        {"card": CARD_NAMES[state.deck[21]]},  # the stock's top card
        {"deck": [CARD_NAMES[c] for c in state.deck]},
        {"commitment": {"salt": deal["salt"]}},
        {"seed": table.seed},
        {"text": f"seed {table.seed}"},
    ]
    for data in hidden:
        try:
            check(table, "test", 0, data)
        except AssertionError:
            continue
        raise AssertionError(f"not caught: {data}")
    check(table, "test", 0, {"cards": names(state.hands[0]), "pile": [deal["deck"][20]]})


def _random_table(system: str, kinds: str, seed: int) -> None:
    table = Watched.create("t", make_settings(system, kinds, target=30), seed=seed)
    seat_people(seeded(table, seed), kinds)
    rng = random.Random(seed)
    for _ in range(150):
        random_command(table, rng)


def test_the_property_fails_on_a_public_view_with_the_hands(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import ginrummy.table.sight as sight_module
    from ginrummy.table.sight import public_extras as real

    def leaky(state: HandState) -> dict[str, Any]:
        return real(state) | {"hands": [names(state.hands[0]), names(state.hands[1])]}

    monkeypatch.setattr(sight_module, "public_extras", leaky)
    with pytest.raises(AssertionError, match="viewer -1, snapshot: shows"):
        _random_table("standard", "PC", SEED)


def test_the_property_fails_when_the_player_sitting_out_watches_the_box_r11_3(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import ginrummy.table.sight as sight_module

    def box_watcher(seats: tuple[int, int], advisor: int | None, viewer: int) -> int | None:
        return 0 if viewer in (seats[0], advisor) else 1 if viewer == seats[1] else None

    monkeypatch.setattr(sight_module, "watched_seat", box_watcher)
    with pytest.raises(AssertionError, match="snapshot: shows"):
        _random_table("three-player", "PPP", SEED)
