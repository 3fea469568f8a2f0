"""The one match loop: deal, say who decides on what view, apply, book, record.

A :class:`MatchDriver` plays a match through to its end without knowing who
decides: it deals each hand, says which player is to decide (a :class:`Turn`:
the player, the seat, that seat's view and, in three-player Gin, who advises,
R11.3), applies the decision through the state's public API (which checks it),
books each finished hand on the match's score sheet and writes the record as it
goes.  Agents (the runner), a person at a terminal (the plain game, the
full-screen game), a record being replayed (:func:`replay`) and, next, a game
server or a reinforcement-learning environment each sit on it and differ only
in where decisions come from and what they do with time, hints and undo.

The driver never waits and never calls a player: a caller asks :meth:`turn`,
gets a decision from wherever it likes (an agent now, a person's message a
minute later), and hands it to :meth:`play`.  It holds no clock and nothing
that cannot be rebuilt from its record, so a server can keep one per table and
restore it by replaying the table's record.

>>> from ginrummy.rules import preset
>>> driver = MatchDriver(preset("standard"), seed=3)
>>> state = driver.deal()
>>> turn = driver.turn()
>>> turn.seat == state.to_act, [a.text for a in turn.view.legal_actions()]
(True, ['draw_discard', 'pass'])
>>> step = driver.play(turn.view.legal_actions()[1])
>>> step.action.text, step.event.kind.value
('pass', 'pass')
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Sequence
from typing import Any, NamedTuple

from ginrummy.actions import Action, ActionError, Kind, action_from_json
from ginrummy.cards import CardError, card_name, parse_card
from ginrummy.errors import quote, reason
from ginrummy.fairness import Commitment, FairnessError, check_salt, commit, mismatch_text
from ginrummy.match import BookedHand, Match, MatchError
from ginrummy.record import (
    RecordError,
    RecordWriter,
    action_entry,
    as_version,
    end_entry,
    record_rules,
)
from ginrummy.rules import Rules
from ginrummy.state import Checked, HandState, IllegalActionError, Phase, PublicEvent
from ginrummy.view import SeatView, view

__all__ = [
    "ADVISED_PHASES",
    "MatchDriver",
    "ReplayResult",
    "Step",
    "Turn",
    "replay",
    "resume",
]

_new_tuple = tuple.__new__

#: The captain's decisions a person sitting out is asked to advise on (R11.3): the
#: play.  The arrangement and lay-offs after a knock are the captain's own choice.
ADVISED_PHASES = frozenset({Phase.OFFER, Phase.DRAW, Phase.DISCARD})


class Turn(NamedTuple):
    """A decision the match waits for.  (A named tuple: one is built per decision.)"""

    player: int
    """The player to decide (a match's player index)."""
    seat: int
    """That player's seat in the hand (0 or 1)."""
    view: SeatView
    """All the player may see; its ``legal_actions()`` are the choices."""
    advisor: int | None
    """Three-player Gin: the player sitting out, who sees the captain's hand and may
    advise the captain's decisions (R11.3); None otherwise."""


class Step(NamedTuple):
    """An action applied: what every face narrates."""

    player: int
    seat: int
    action: Action
    before: HandState
    after: HandState
    booked: BookedHand | None
    """The hand's booking, when the action ended the hand."""

    @property
    def event(self) -> PublicEvent:
        """The action as every seat saw it (the card of a stock draw hidden)."""
        return self.after.public[-1]


class MatchDriver:
    """One match in progress, driven by whoever decides (see the module docstring).

    ``agents`` names each player's agent for the record (``"human"`` for a person);
    ``record=False`` keeps no record (benchmarks and replays that have one).
    """

    def __init__(
        self,
        rules: Rules,
        *,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        agents: Sequence[str] | None = None,
        record: bool = True,
    ) -> None:
        self.match = Match(rules, seed=seed, names=list(names) if names is not None else None)
        players = self.match.players
        agent_names = list(agents) if agents is not None else ["unknown"] * players
        if len(agent_names) != players:
            raise MatchError(f"{players} players need {players} agent names, not"
                             f" {len(agent_names)}")
        self.writer: RecordWriter | None = RecordWriter(self.match, agent_names) if record \
            else None
        self.state: HandState | None = None
        """The hand being played (or just finished), None before the first deal."""
        self.hand_start: HandState | None = None
        """The current hand as dealt."""
        self.booked: BookedHand | None = None
        """The booking of the current hand, once it is over."""
        self.forfeit: dict[str, Any] | None = None
        """``{"player": P, "reason": "..."}`` once a player forfeited the match."""
        self.commitment: Commitment | None = None
        """The current hand's commitment to its deck, when it was dealt with a salt."""
        self._winner: int | None = None
        self._seats: tuple[int, int] = self.match.seat_players
        self._advisors: tuple[int | None, int | None] = (None, None)

    # ------------------------------------------------------------------ reading

    @property
    def rules(self) -> Rules:
        return self.match.rules

    @property
    def seed(self) -> int:
        return self.match.seed

    @property
    def names(self) -> list[str]:
        return self.match.names

    @property
    def record(self) -> dict[str, Any]:
        """The match's record so far (the hands finished, and the result once over)."""
        if self.writer is None:
            raise MatchError("this match keeps no record")
        return self.writer.doc

    @property
    def is_over(self) -> bool:
        """Whether the match is won or forfeited."""
        return self.forfeit is not None or self.match.is_over

    @property
    def winner(self) -> int | None:
        """The winning player once the match is over (after a forfeit, the best placed
        of the others)."""
        return self._winner if self.forfeit is not None else self.match.winner

    @property
    def hand_over(self) -> bool:
        """Whether the current hand is finished (booked or abandoned)."""
        return self.state is not None and (self.state.is_over or self.forfeit is not None)

    @property
    def seats(self) -> tuple[int, int]:
        """The players at seat 0 and seat 1 of the current hand (of the next one before
        the first deal).  In three-player Gin seat 0 is the box, seat 1 the captain."""
        return self._seats

    def seat_of(self, player: int) -> int | None:
        """``player``'s seat in the current hand, None when sitting it out (R11.3)."""
        seats = self._seats
        return 0 if seats[0] == player else 1 if seats[1] == player else None

    def turn(self) -> Turn | None:
        """The decision the match waits for; None when no hand is in play."""
        s = self.state
        if s is None or s.phase is Phase.OVER or self.forfeit is not None:
            return None
        seat = s.to_act
        # tuple.__new__ straight: the named tuple's own __new__ is one more Python call,
        # and a turn is built for every decision.
        return _new_tuple(Turn, (self._seats[seat], seat, view(s, seat), self._advisors[seat]))

    def current_state(self) -> HandState:
        """The current hand's state (:class:`MatchError` before the first deal)."""
        if self.state is None:
            raise MatchError("no hand has been dealt")
        return self.state

    def snapshot(self) -> dict[str, Any]:
        """The match so far as JSON-ready data, ``{"record": ..., "hand": ...}``: the
        record of the hands finished (with the result once the match is over) and
        the entry of the hand in play (its deal and actions so far, or None).
        :func:`resume` rebuilds the driver from it, exactly where it was; nothing
        else is needed (a game server keeps one per table)."""
        if self.writer is None:
            raise MatchError("this match keeps no record")
        # The writer's doc is built anew at each call: only the hand in play is shared.
        return {"record": self.writer.doc, "hand": copy.deepcopy(self.writer.hand_in_play)}

    def hand_steps(self) -> Iterator[tuple[HandState, Action]]:
        """Each action of the current hand with the state it was taken in."""
        state = self.hand_start
        if state is None or self.state is None:
            return
        for _seat, action in self.state.history:
            yield state, action
            state = state.apply(action)

    # ------------------------------------------------------------------ playing

    def deal(self, deck: tuple[int, ...] | None = None, salt: str | None = None) -> HandState:
        """Deal the next hand (from the match's seeded shuffle, or ``deck``).

        A server deals ``deck`` from :func:`ginrummy.fairness.fair_deck` with a
        ``salt`` (:func:`~ginrummy.fairness.new_salt`): the hand's commitment to its
        deck is then :attr:`commitment`, for the server to send every seat before
        anything else, and the record keeps it, so that ``ginrummy verify`` can
        show the deck was not chosen.  A bad salt is refused before anything
        changes (:class:`~ginrummy.fairness.FairnessError`)."""
        if self.forfeit is not None:
            raise MatchError("the match was forfeited")
        if salt is not None:
            check_salt(salt)
        state = self.match.deal_hand(deck)
        self._seats = self.match.seat_players
        self._advisors = (None, self.match.advisor)
        self.commitment = None if salt is None else commit(state.deck, salt)
        if self.writer is not None:
            self.writer.begin_hand(state, deck_from_seed=deck is None,
                                   commitment=self.commitment)
        self.state = self.hand_start = state
        self.booked = None
        return state

    def play(self, action: Action | Checked, player: int | None = None) -> Step:
        """Apply the decision of the player to act (of ``player``, when given: acting
        out of turn is refused).  :class:`IllegalActionError` says why an action is
        refused, and nothing changes; an action already :meth:`checked
        <ginrummy.state.HandState.checked>` in the hand's state is applied as it is.
        The hand is booked when the action ends it."""
        s = self.state
        if s is None or self.forfeit is not None or s.phase is Phase.OVER:
            raise MatchError("no hand is being played")
        seat = s.to_act
        seats = self._seats
        if player is not None and player != seats[seat]:
            names = self.match.names
            if player not in seats:
                raise IllegalActionError(f"{names[player]} sits out this hand (R11.3)",
                                         reason=reason("sitting_out"))
            raise IllegalActionError(f"it is {names[seats[seat]]}'s turn, not {names[player]}'s",
                                     reason=reason("not_your_turn"))
        chosen = action if isinstance(action, Checked) else s.checked(action)
        after = s.play(chosen)
        action = chosen.action
        if self.writer is not None:
            self.writer.action(s, action)
        self.state = after
        booked = self._book(after) if after.phase is Phase.OVER else None
        return _new_tuple(Step, (seats[seat], seat, action, s, after, booked))

    def _book(self, state: HandState) -> BookedHand:
        booked = self.booked = self.match.book(state)
        if self.writer is not None:
            self.writer.end_hand(state, booked)
            if self.match.is_over:
                self.writer.finish()
        return booked

    def rewind(self, earlier: HandState) -> None:
        """Take the current hand back to ``earlier``, a state it passed through (undo);
        the record forgets the actions taken back."""
        s = self.state
        if s is None or self.hand_over:
            raise MatchError("no hand in play to take back")
        count = len(earlier.history)
        if earlier.deck != s.deck or s.history[:count] != earlier.history:
            raise MatchError("that is not an earlier state of this hand")
        self.state = earlier
        if self.writer is not None:
            self.writer.take_back(count)

    def forfeit_match(self, player: int, reason: str) -> int:
        """``player`` forfeits the match (an agent failed); returns the winner: the
        other player, or with three the best placed of the other two.  The hand in
        play is recorded as abandoned.  A player's agent may fail after the last
        hand too (in its ``end_hand``): the forfeit then stands over the result."""
        if self.forfeit is not None:
            raise MatchError("the match was already forfeited")
        match = self.match
        others = [p for p in range(match.players) if p != player]
        winner = max(others, key=lambda p: (match.game.scores[p], -p))
        self.forfeit = {"player": player, "reason": reason}
        self._winner = winner
        if self.writer is not None:
            self.writer.abandon_hand(self.forfeit)
            self.writer.finish(forfeit=self.forfeit, winner=winner)
        return winner


# ---------------------------------------------------------------------- replay


class ReplayResult(NamedTuple):
    """What a record replayed to."""

    match: Match
    hands: list[HandState]
    """The final state of every hand, in order."""


def _require(doc: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str) -> Any:
    if key not in doc:
        raise RecordError(f"{where}: missing {quote(key)}")
    value = doc[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise RecordError(f"{where}: {quote(key)} has the wrong type")
    return value


def _restore(doc: dict[str, Any], *, record: bool,
             commitments: bool = True) -> tuple[MatchDriver, list[HandState]]:
    """A driver that has re-played every hand of record ``doc``, each checked; the
    final state of each hand."""
    rules = record_rules(doc)  # the format, the version, and the rules stated twice
    players = _require(doc, "players", list, "record")
    if len(players) != rules.players:
        raise RecordError(f"players: {len(players)} listed, the rules need {rules.players}")
    seed = _require(doc, "seed", int, "record")
    names = [str(p.get("name", f"player {i}")) if isinstance(p, dict) else f"player {i}"
             for i, p in enumerate(players)]
    agents = [str(p.get("agent", "unknown")) if isinstance(p, dict) else "unknown"
              for p in players]
    driver = MatchDriver(rules, seed=seed, names=names, agents=agents, record=record)
    match = driver.match
    if match.roles is None and doc.get("first_dealer") != match.dealer:
        raise RecordError(
            f"first_dealer is {quote(doc.get('first_dealer'))}, the seed chooses {match.dealer}"
        )
    hands_doc = _require(doc, "hands", list, "record")
    finals: list[HandState] = []
    for index, hand_doc in enumerate(hands_doc):
        where = f"hand {index + 1}"
        if not isinstance(hand_doc, dict):
            raise RecordError(f"{where}: not a JSON object")
        if driver.forfeit is not None:
            raise RecordError(f"{where}: a hand after the match was forfeited")
        if match.is_over:
            raise RecordError(f"{where}: the match was already over")
        finals.append(_replay_hand(driver, hand_doc, where, commitments))
    return driver, finals


def _check_forfeit(driver: MatchDriver, result: dict[str, Any]) -> None:
    """A result after a forfeit: the forfeit of the last hand, or one between hands
    (an agent failing in its ``end_hand``, the last hand's too), and the winner it
    gives."""
    forfeit = result.get("forfeit")
    match = driver.match
    if driver.forfeit is None:
        player = forfeit.get("player") if isinstance(forfeit, dict) else None
        if not isinstance(player, int) or isinstance(player, bool) \
                or not 0 <= player < match.players or not isinstance(forfeit, dict) \
                or not isinstance(forfeit.get("reason"), str) or len(forfeit) != 2:
            raise RecordError(f"result: {quote(forfeit)} is not a forfeit"
                              " ({\"player\": P, \"reason\": \"...\"})")
        driver.forfeit_match(player, forfeit["reason"])
    if forfeit != driver.forfeit:
        raise RecordError(f"result: recorded forfeit {quote(forfeit)}, replay gives"
                          f" {quote(driver.forfeit)}")
    if result.get("winner") != driver.winner:
        raise RecordError(
            f"result: recorded winner {quote(result.get('winner'))}, replay gives {driver.winner}"
        )


def _check_result(driver: MatchDriver, result: Any) -> None:
    match = driver.match
    if not isinstance(result, dict):
        raise RecordError("result: missing")
    if result.get("forfeit") is not None or driver.forfeit is not None:
        _check_forfeit(driver, result)
        if result.get("totals") != match.totals():
            raise RecordError(f"result: recorded totals {quote(result.get('totals'))},"
                              f" replay gives {match.totals()}")
    else:
        if not match.is_over:
            raise RecordError("result: the record ends before the match is over")
        if result.get("winner") != match.winner:
            raise RecordError(
                f"result: recorded winner {quote(result.get('winner'))},"
                f" replay gives {match.winner}"
            )
        if result.get("totals") != match.totals():
            raise RecordError(
                f"result: recorded totals {quote(result.get('totals'))},"
                f" replay gives {match.totals()}"
            )


def replay(doc: dict[str, Any], *, check_commitments: bool = True) -> ReplayResult:
    """Re-play a finished match's record through the driver and check everything it
    claims; a :class:`~ginrummy.record.RecordError` says where and what differs.

    A hand's ``commitment``, when it has one, must be what its deck and salt give
    (:mod:`ginrummy.fairness`).  ``check_commitments=False`` leaves commitments
    out, for ``ginrummy verify``, which reports them hand by hand itself and
    asks the replay only about the game."""
    driver, finals = _restore(doc, record=False, commitments=check_commitments)
    _check_result(driver, doc.get("result"))
    return ReplayResult(driver.match, finals)


def resume(snapshot: dict[str, Any]) -> MatchDriver:
    """The match a :meth:`MatchDriver.snapshot` was taken of, re-played through the
    rules and going on from where it was: the same cards, score sheet, whose turn
    and record.  Every action is checked again, and so is every claim of the
    snapshot (:class:`~ginrummy.record.RecordError` says where and what differs),
    so a snapshot edited by hand cannot change the game.  This is how a game
    server restores its tables after a restart."""
    if not isinstance(snapshot, dict) or not isinstance(snapshot.get("record"), dict):
        raise RecordError("a snapshot is a JSON object with a 'record'")
    doc = snapshot["record"]
    driver, _finals = _restore(doc, record=True)
    if doc.get("result") is not None:
        _check_result(driver, doc["result"])
    elif driver.is_over:
        raise RecordError("result: the match is over but the snapshot says no result")
    hand = snapshot.get("hand")
    if hand is not None:
        if not isinstance(hand, dict):
            raise RecordError("hand: not a JSON object")
        if driver.is_over:
            raise RecordError("hand: a hand in play after the match was over")
        where = f"hand {driver.match.hand_number + 1} (in play)"
        _deal_recorded(driver, hand, where)
        _play_recorded(driver, _require(hand, "actions", list, where), where)
        if driver.hand_over:
            raise RecordError(f"{where}: its actions end the hand: it is not in play")
    # A snapshot taken in an earlier record version goes on in this one; it is
    # compared as its own version would have written the match.
    ours = driver.snapshot()
    if as_version(ours["record"], doc["version"]) != doc or ours["hand"] != hand:
        raise RecordError("the snapshot says more than its actions give (a changed entry)")
    return driver


def _replay_hand(driver: MatchDriver, hand_doc: dict[str, Any], where: str,
                 commitments: bool) -> HandState:
    _deal_recorded(driver, hand_doc, where, commitments)
    _play_recorded(driver, _require(hand_doc, "actions", list, where), where)
    match = driver.match
    players = driver.seats
    state = driver.current_state()
    end = hand_doc.get("end")
    if not isinstance(end, dict):
        raise RecordError(f"{where}: missing 'end'")
    if end.get("outcome") == "forfeit":
        loser = end.get("player")
        if not isinstance(loser, int) or isinstance(loser, bool) \
                or not 0 <= loser < match.players:
            raise RecordError(f"{where}, end: {quote(loser)} is not a player of the match")
        if state.is_over:
            raise RecordError(f"{where}: the hand was over before it was forfeited")
        driver.forfeit_match(loser, str(end.get("reason", "")))
        return state
    if not state.is_over:
        raise RecordError(f"{where}: the actions stop before the hand is over")
    booked = driver.booked
    assert booked is not None
    expected_end = end_entry(state, booked, players)
    for key, want in expected_end.items():
        if end.get(key) != want:
            raise RecordError(
                f"{where}, end: recorded {key} {quote(end.get(key))}, replay gives {want!r}"
            )
    if hand_doc.get("score") != match.score_json():
        raise RecordError(f"{where}: the running score differs from the replay")
    return state


def _recorded_commitment(hand_doc: dict[str, Any], where: str) -> Commitment | None:
    """The commitment a hand entry records (None without one), read strictly."""
    if "commitment" not in hand_doc:
        return None
    try:
        return Commitment.from_json(hand_doc["commitment"])
    except FairnessError as exc:
        raise RecordError(f"{where}, commitment: {exc}") from None


def _deal_recorded(driver: MatchDriver, hand_doc: dict[str, Any], where: str,
                   commitments: bool = True) -> None:
    """Deal the hand an entry records, checking its deck, its commitment (unless
    ``commitments`` is false), dealer, seats and limit."""
    match = driver.match
    recorded = _recorded_commitment(hand_doc, where) if commitments else None
    deck_names = _require(hand_doc, "deck", list, where)
    try:
        deck = tuple(parse_card(str(c)) for c in deck_names)
    except CardError as exc:
        raise RecordError(f"{where}, deck: {exc}") from None
    if sorted(deck) != list(range(52)):
        raise RecordError(f"{where}, deck: not the 52 cards once each")
    try:
        state = driver.deal(None if hand_doc.get("deck_from_seed", True) else deck,
                            salt=None if recorded is None else recorded.salt)
    except MatchError as exc:
        raise RecordError(f"{where}: {exc}") from None
    if state.deck != deck:
        raise RecordError(f"{where}, deck: not the order the record's seed deals")
    if recorded is not None and driver.commitment != recorded:
        assert driver.commitment is not None
        raise RecordError(f"{where}, commitment: "
                          f"{mismatch_text(driver.commitment.sha256, recorded.sha256)}")
    players = driver.seats
    for key, want in (
        ("number", match.hand_number),
        ("dealer", players[state.dealer]),
        ("seats", list(players)),
        ("roles", match.roles.to_json() if match.roles is not None else None),
        ("upcard", card_name(state.upcard)),
        ("knock_limit", state.knock_limit),
    ):
        if hand_doc.get(key) != want:
            raise RecordError(
                f"{where}: recorded {key} {quote(hand_doc.get(key))}, replay gives {want!r}"
            )


def _play_recorded(driver: MatchDriver, actions: list[Any], where: str) -> None:
    """Play the recorded actions of the hand in play, each checked by the engine."""
    players = driver.seats
    for number, entry in enumerate(actions, start=1):
        at = f"{where}, action {number}"
        state = driver.current_state()
        if state.is_over:
            raise RecordError(f"{at}: the hand is already over")
        if not isinstance(entry, dict):
            raise RecordError(f"{at}: not a JSON object")
        try:
            action = action_from_json(entry)
        except (ActionError, CardError) as exc:
            raise RecordError(f"{at}: {exc}") from None
        player = entry.get("player")
        if player != players[state.to_act]:
            raise RecordError(
                f"{at}: recorded for player {quote(player)},"
                f" but player {players[state.to_act]} is to act"
            )
        if action.kind in (Kind.DRAW_STOCK, Kind.DRAW_DISCARD) and state.phase.value in (
            "draw",
            "offer",
        ):
            real = action_entry(state, action, players).get("card")
            if entry.get("card") != real:
                raise RecordError(
                    f"{at}: the card drawn is {real}, not {quote(entry.get('card'))}")
        try:
            driver.play(action)
        except IllegalActionError as exc:
            raise RecordError(f"{at}: {exc}") from None
