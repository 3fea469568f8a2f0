"""A seat's decision as plain text, and moves read back from short strings: the
interface for language-model agents (docs/rl.md, "Text").

For any seat, :func:`view_text` writes what the seat sees (its hand sorted, with
its melds and deadwood, the pile, the stock, what is known of the opponent, the
score and whose turn it is) and :func:`legal_words` its moves as short strings:
``draw stock``, ``take 7c``, ``pass``, ``discard Kd``, ``knock Kd``, ``gin``,
``big gin`` (:mod:`ginrummy.rl.moves`).  Cards are written in the project's
notation (R12): the rank ``A 2-9 T J Q K`` then the suit in lower case, as the
command line, records and position lines write them (``7c``, ``Td``); they are
read in any case (``take 7C``) and ``10`` for the ten.  :func:`read_move` reads a
string back (bracketed or not; from a longer reply, the first bracketed legal
move), and a string that names no legal move is a :class:`TextMoveError` that
lists them.

:class:`TextGame` plays a whole match from strings alone; the TextArena
environment and ``examples/llm_agent.py`` sit on it.  The standard library only.
"""

from __future__ import annotations

import functools
import random
import re
from collections.abc import Sequence

from ginrummy.actions import ActionError, parse_action
from ginrummy.cards import CardError, card_name, format_hand, parse_card
from ginrummy.errors import GinRummyError, excerpt
from ginrummy.legality import Phase
from ginrummy.melds import best_arrangement
from ginrummy.rl.history import history_text
from ginrummy.rl.moves import CHOICE, NO_ADVICE, action_of, explicit_phase, id_of, words
from ginrummy.rl.session import Session, Sight
from ginrummy.rules import Rules, preset
from ginrummy.view import SeatView

__all__ = ["TextGame", "TextMoveError", "legal_line", "legal_words", "make_rules",
           "read_move", "view_text"]


class TextMoveError(GinRummyError, ValueError):
    """A string that names no legal move; the message lists the legal ones."""


def make_rules(variant: str, options: dict[str, object]) -> Rules:
    """The rules of preset ``variant`` with ``options`` changed; an unknown variant or
    option is a one-line :class:`~ginrummy.rules.RulesError` listing the valid ones."""
    return preset(variant).with_options(options) if options else preset(variant)


def legal_line(moves: Sequence[str]) -> str:
    """``Legal actions: [draw stock], [take 7c]``: the last line of an observation."""
    return "Legal actions: " + (", ".join(f"[{m}]" for m in moves) if moves else "none")


def legal_words(view: SeatView, ids: Sequence[int]) -> list[str]:
    """The words of moves ``ids`` (legal in ``view``)."""
    return [words(view, i) for i in ids]


# ---------------------------------------------------------------------- reading a move


_BRACKETED = re.compile(r"\[([^\[\]]{1,200})\]")


def _canonical(text: str) -> str:
    """A move's words compared case-blind, with cards in canonical names (``10H`` and
    ``th`` alike), brackets, quotes and a final full stop left off."""
    text = text.strip().strip("`'\"").strip()
    if text.startswith("[") and text.endswith("]"):
        text = text[1:-1]
    text = text.strip().rstrip(".").strip()
    tokens = []
    for token in text.split():
        try:
            tokens.append(card_name(parse_card(token)).lower())
        except CardError:
            tokens.append(token.lower())
    return " ".join(tokens)


def read_move(text: object, view: SeatView, ids: Sequence[int]) -> int:
    """The move among ``ids`` (legal in ``view``) that ``text`` names: its words in any
    case, bracketed or not, ``take`` without the card, a lay-down as the engine
    writes it; or else the first bracketed legal move in a longer reply.  A
    :class:`TextMoveError` lists the legal moves otherwise (a string is never
    more than that: nothing crashes on one)."""
    if not isinstance(text, str):
        raise TextMoveError(f"an action is a string, not {excerpt(text)};"
                            f" {legal_line(legal_words(view, ids))}")
    found = _match(text, view, ids)
    if found is None:
        for inner in _BRACKETED.findall(text[:10_000]):
            found = _match(inner, view, ids)
            if found is not None:
                break
    if found is None:
        raise TextMoveError(f"{excerpt(text)} is not a legal action now;"
                            f" {legal_line(legal_words(view, ids))}")
    return found


#: The canonical form of the interface's own words, kept: a reply is compared with every
#: legal move's words, and canonicalizing them again each time (a card parse per word,
#: most of them failing) was three quarters of reading a move (docs/rl.md, "Speed").
_canonical_words = functools.lru_cache(maxsize=4096)(_canonical)


def _match(text: str, view: SeatView, ids: Sequence[int]) -> int | None:
    if len(text) > 2000:
        return None
    key = _canonical(text)
    for move in ids:
        said = _canonical_words(words(view, move))
        if key == said or (key == "take" and said.startswith("take ")):
            return move
    lay_downs = [m for m in ids if CHOICE <= m < NO_ADVICE]
    if lay_downs and explicit_phase(view):
        try:
            action = parse_action(text.strip().strip("[]"))
        except (ActionError, CardError):
            return None
        for move in lay_downs:
            if action_of(view, move) == action:
                return move
    return None


# ---------------------------------------------------------------------- writing a view


def _hand_lines(v: SeatView, whose: str) -> list[str]:
    if not v.hand:
        return [f"{whose} hand: none"]
    best = best_arrangement(v.hand)
    melds = " | ".join(format_hand(m) for m in best.melds) or "none"
    return [f"{whose} hand ({v.hand.bit_count()} cards): {format_hand(v.hand)}",
            f"  melds: {melds}; deadwood: {format_hand(best.deadwood_mask) or 'none'}"
            f" = {best.deadwood}"]


def _score_line(v: SeatView, me: str, them: str) -> str | None:
    standing = v.standing
    if standing is None:
        return None
    games = []
    for game in standing.games:
        games.append(f"{me} {game.scores[v.seat]}, {them} {game.scores[1 - v.seat]}")
    if standing.hollywood:
        body = "; ".join(f"game {i + 1}: {g}" for i, g in enumerate(games))
        return f"Score when this hand was dealt (Hollywood, games to {standing.target}): {body}."
    return f"Score when this hand was dealt (game to {standing.target}): {games[0]}."


def _names(sight: Sight) -> tuple[str, str, str]:
    """How the text names this seat, its opponent and whose hand is shown."""
    if sight.role == "out":
        return "the captain", "the box", "The captain's"
    if sight.role == "box":
        return "you", "the captain", "Your"
    if sight.role == "captain":
        return "you", "the box", "Your"
    return "you", "the opponent", "Your"


def view_text(sight: Sight, *, advising: bool = False) -> str:
    """What a player sees, in plain text (without the legal moves: :func:`legal_line`)."""
    v = sight.view
    me, them, whose = _names(sight)
    rules = v.rules
    lines = [f"Gin Rummy ({rules.system}); knock limit {v.knock_limit}."]
    if sight.role == "out":
        lines.append("You sit out this hand: you see the captain's hand and may advise"
                     " (R11.3).")
    elif sight.role is not None:
        partner = "the captain and the player sitting out" if sight.role == "box" else \
            "the box; the player sitting out advises you"
        lines.append(f"You are {'in the box' if sight.role == 'box' else 'the captain'},"
                     f" playing against {partner} (R11.3).")
    score = _score_line(v, me, them)
    if score:
        lines.append(score)
    lines += _hand_lines(v, whose)
    top = "empty" if v.pile_top is None else card_name(v.pile_top)
    count = f"{len(v.pile)} card{'' if len(v.pile) == 1 else 's'}"
    lines.append(f"Discard pile ({count}, bottom first): "
                 f"{' '.join(card_name(c) for c in v.pile) or 'none'}; top {top}."
                 f" Stock: {v.stock_count} cards.")
    known = format_hand(v.opponent_known) or "none"
    lines.append(f"{_cap(them)} holds {v.opponent_hand_size} cards; known among them"
                 f" (taken from the pile): {known}.")
    lines += history_text(v, me, them)
    lines += _lay_down_lines(v, me, them)
    lines.append(_turn_line(sight, me, them, advising))
    return "\n".join(lines)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _lay_down_lines(v: SeatView, me: str, them: str) -> list[str]:
    lines = []
    knocker = me if v.knocker == v.seat else them
    if v.arrangement is not None:
        melds = " | ".join(format_hand(m) for m in v.arrangement.melds) or "none"
        gin = " (gin: nothing may be laid off, R6.3)" if v.knock_is_gin else ""
        lines.append(f"{_cap(knocker)} laid down melds {melds}; deadwood"
                     f" {format_hand(v.arrangement.deadwood_mask) or 'none'}"
                     f" = {v.arrangement.deadwood}{gin}.")
    if v.showing is not None:
        defender = them if knocker == me else me
        melds = " | ".join(format_hand(m) for m in v.showing.melds) or "none"
        off = ", ".join(card_name(lo.card) for lo in v.showing.layoffs) or "none"
        lines.append(f"{_cap(defender)} laid down melds {melds}, laid off {off}; deadwood"
                     f" {format_hand(v.showing.deadwood_mask) or 'none'}"
                     f" = {v.showing.deadwood}.")
    result = v.result
    if result is not None:
        if result.winner is None:
            lines.append("The hand is drawn: nobody scores (R7).")
        else:
            winner = me if result.winner == v.seat else them
            lines.append(f"The hand is over ({result.outcome.replace('_', ' ')}):"
                         f" {winner} {'score' if winner == 'you' else 'scores'}"
                         f" {result.points}.")
    return lines


def _turn_line(sight: Sight, me: str, them: str, advising: bool) -> str:
    v = sight.view
    if v.phase is Phase.OVER:
        return "Nobody is to act."
    if advising:
        return "The captain is to decide: suggest a move, or [no advice] (R11.3)."
    if sight.advised:
        said = "no advice" if sight.advice is None else words(v, id_of(v, sight.advice))
        advice = f" Advice from the player sitting out: {said}."
    else:
        advice = ""
    if not v.is_my_turn:
        who = "the captain" if sight.role == "out" else them
        return f"Waiting for {who}.{advice}"
    top = "" if v.pile_top is None else card_name(v.pile_top)
    what = {
        Phase.OFFER: f"the upcard {top} is offered: take it or pass (R4.3)",
        Phase.DRAW: "draw from the stock" + (f" or take {top}" if top and not v.stock_only
                                              else ""),
        Phase.DISCARD: "discard a card, or knock with one (deadwood at most"
                       f" {v.knock_limit} after it, R5.1)",
        Phase.ARRANGE: "lay down your melds (R5.3)",
        Phase.LAY_OFF: "lay down your melds and lay off (R6)",
    }[v.phase]
    if sight.role == "out":
        return f"The captain's turn: {what}.{advice}"
    return f"Your turn: {what}.{advice}"


# ---------------------------------------------------------------------- a match in strings


class TextGame:
    """A whole match (or one hand) played from strings alone: for each decision the
    player to decide, its observation (ending with the legal moves), and a string
    back.  ``variant`` and ``rules`` as everywhere (:func:`make_rules`); ``seed``
    deals and chooses reproducibly; ``explicit`` makes the lay-downs moves;
    ``advice``, in three-player Gin, asks the player sitting out for advice."""

    def __init__(self, variant: str = "standard", *, seed: int | None = None,
                 explicit: bool = False, advice: bool = False, episode: str = "match",
                 reward: str = "points", **rules: object) -> None:
        self.rules = make_rules(variant, rules)
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 63)
        self.session = Session(self.rules, seed, explicit=explicit, advice=advice,
                               episode=episode, reward=reward)
        self.totals = [0.0] * self.rules.players
        """Each player's rewards so far."""

    @property
    def over(self) -> bool:
        """Whether the match (or hand) is over."""
        return self.session.over

    @property
    def player(self) -> int | None:
        """The player to decide, None once over."""
        d = self.session.decision()
        return None if d is None else d.player

    @property
    def winner(self) -> int | None:
        """The winner of the match once it is over (None for one hand)."""
        return self.session.driver.winner if self.over else None

    def legal_actions(self) -> list[str]:
        """The moves of the player to decide, as strings."""
        d = self.session.decision()
        if d is None:
            return []
        return legal_words(d.view, self.session.legal_ids())

    def observation(self, player: int | None = None) -> str:
        """What ``player`` (default: the one to decide) sees; when it is to decide, the
        last line lists its legal moves (:func:`legal_line`)."""
        d = self.session.decision()
        if player is None:
            if d is None:
                raise TextMoveError("the match is over: nobody is to decide")
            player = d.player
        text = view_text(self.session.sight(player),
                         advising=d is not None and d.advising and d.player == player)
        if d is not None and d.player == player:
            text += "\n" + legal_line(self.legal_actions())
        return text

    def step(self, text: object) -> list[float]:
        """Play the move ``text`` names for the player to decide; each player's reward.
        A string that names no legal move is a :class:`TextMoveError` listing them,
        and changes nothing."""
        d = self.session.decision()
        if d is None:
            raise TextMoveError("the match is over: nobody is to decide")
        move = read_move(text, d.view, self.session.legal_ids())
        rewards = self.session.play(move)
        self.totals = [t + r for t, r in zip(self.totals, rewards, strict=True)]
        return rewards
