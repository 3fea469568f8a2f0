"""The words of the game: what the command line and the full-screen game both say.

``ginrummy play`` and ``ginrummy replay`` (``cli``) and the full-screen game
(``tui``) tell the same story: who did what ("Computer takes 5s"), how a hand
ended and how its points add up, the running score and the totals, and why an
action was refused.  Each sentence is written here once, so the two faces
cannot drift apart and a rule's words are corrected in one place.

Everything here is plain text from plain data (record entries, ``Match``
scores, actions), standard library and ``ginrummy`` only: no Textual, no Rich.
A caller that draws markup escapes the names it passes in and marks up what it
gets back.  Where the faces write cards differently (the command line writes
card names, ``7h``; the full-screen game suit symbols or ASCII, as markup), the
function takes ``card_text``, a card index to its text, defaulting to the
command line's :func:`~ginrummy.cards.card_name`.

Players are named in the third person ("computer knocks"); a player called
``you`` gets the verb in the second person (:func:`sentence`), so the same
words serve the person at the keyboard and the computer players.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ginrummy.actions import Action, Kind
from ginrummy.cards import card_name, parse_card

__all__ = [
    "ACTION_WORDS",
    "CardText",
    "action_line",
    "action_text",
    "addressed_to_captain",
    "addressed_to_you",
    "cards_text",
    "deal_line",
    "describe_end",
    "describe_score",
    "draw_reason_text",
    "hand_end_lines",
    "knock_words",
    "match_end_lines",
    "melds_text",
    "outcome_name",
    "points_text",
    "public_text",
    "role_line",
    "sentence",
    "to_you",
    "totals_text",
    "with_cards",
]

CardText = Callable[[int], str]
"""How a face writes one card (a card index to its text): ``card_name`` by default."""


# ---------------------------------------------------------------- people and verbs


#: The second person of the verbs used with a player's name, for the player called "you".
_YOU_VERBS = {
    "knocks": "knock",
    "goes": "go",
    "declares": "declare",
    "scores": "score",
    "wins": "win",
    "deals": "deal",
    "passes": "pass",
    "takes": "take",
    "draws": "draw",
    "discards": "discard",
    "sits": "sit",
    "lays": "lay",
}


def sentence(name: str, predicate: str) -> str:
    """``name`` then ``predicate`` (third person), the verb agreeing with "you";
    capitalised as the start of a sentence.

    The words are written once, in the third person, for every player; the
    person at the keyboard is called ``you`` and must not read "You knocks".

    >>> sentence("you", "knocks, discarding 7h"), sentence("computer", "scores 12")
    ('You knock, discarding 7h', 'Computer scores 12')
    >>> sentence("you", "draws from the stock"), sentence("you", "lays off")
    ('You draw from the stock', 'You lay off')
    """
    if name == "you":
        predicate = to_you(predicate)
    text = f"{name} {predicate}"
    return text[:1].upper() + text[1:]


#: The engine names an action of the wrong kind by its kind (``not draw_stock``);
#: a person reads what it does (the kinds named by one plain word stay as they are).
_KIND_INFINITIVES = {
    Kind.DRAW_STOCK.value: "draw from the stock",
    Kind.DRAW_DISCARD.value: "take from the discard pile",
    Kind.BIG_GIN.value: "declare big gin",
    Kind.ARRANGE.value: "lay down melds",
    Kind.LAY_OFF.value: "lay off",
}
_WRONG_KIND = re.compile(r"\bnot (" + "|".join(_KIND_INFINITIVES) + r")\b")


def to_you(predicate: str) -> str:
    """``predicate`` (third person) with its verb agreeing with "you": what the
    person did, without the name (a label's "last: draw from the stock").

    >>> to_you("draws from the stock"), to_you("discards 7h"), to_you("lays off")
    ('draw from the stock', 'discard 7h', 'lay off')
    """
    verb = predicate.split(" ", 1)[0].rstrip(",.;:")
    return _YOU_VERBS.get(verb, verb) + predicate[len(verb):]


def _addressed(message: str, whose: str, who: str) -> str:
    message = _WRONG_KIND.sub(lambda m: "not " + _KIND_INFINITIVES[m.group(1)], message)
    return (message.replace("this player's hand", f"{whose} hand")
            .replace("this player", who)
            .replace("this seat's turn", f"{whose} turn"))


def addressed_to_you(message: str) -> str:
    """An engine refusal said to the person whose action it refused.

    Legality speaks from a seat's view, of "this player" and "this seat's turn"
    (it does not know who sits there); the person reads "you".

    >>> addressed_to_you("Kc is not in this player's hand")
    'Kc is not in your hand'
    >>> addressed_to_you("this player must take the upcard or pass (R4.3)")
    'you must take the upcard or pass (R4.3)'
    >>> addressed_to_you("it is not this seat's turn")
    'it is not your turn'

    An action of the wrong kind is named in words, not by its kind:

    >>> addressed_to_you("this player must discard or knock now, not draw_stock")
    'you must discard or knock now, not draw from the stock'
    """
    return _addressed(message, "your", "you")


def addressed_to_captain(message: str) -> str:
    """An engine refusal of a suggestion, said to the person advising the captain.

    Sitting out a three-player hand, the person suggests the captain's moves
    (R11.3); a refused suggestion is about the captain's hand, not the person's.

    >>> addressed_to_captain("Kc is not in this player's hand")
    "Kc is not in the captain's hand"
    >>> addressed_to_captain("this player must draw from the stock or the discard pile now")
    'the captain must draw from the stock or the discard pile now'
    >>> addressed_to_captain("it is not this seat's turn")
    "it is not the captain's turn"
    """
    return _addressed(message, "the captain's", "the captain")


# ---------------------------------------------------------------- cards and melds


def _card(name: str, card_text: CardText) -> str:
    # Records and JSON hold card_name's notation already: the default keeps it as written.
    return name if card_text is card_name else card_text(parse_card(name))


def cards_text(names: Sequence[str], card_text: CardText = card_name) -> str:
    """Cards separated by spaces, or ``-`` for none.

    ``names`` are card names as records and JSON hold them; ``card_text`` writes each.

    >>> cards_text(["Th", "Js"]), cards_text([])
    ('Th Js', '-')
    >>> cards_text(["Th", "Js"], lambda card: f"<{card}>")
    '<22> <10>'
    """
    return " ".join(_card(n, card_text) for n in names) if names else "-"


def melds_text(melds: Sequence[Sequence[str]], card_text: CardText = card_name) -> str:
    """Melds as ``As 2s 3s | 7h 7d 7c``, or ``-`` for none (names as in :func:`cards_text`).

    >>> melds_text([["As", "2s", "3s"], ["7h", "7d", "7c"]]), melds_text([])
    ('As 2s 3s | 7h 7d 7c', '-')
    """
    if not melds:
        return "-"
    return " | ".join(" ".join(_card(n, card_text) for n in meld) for meld in melds)


#: A card name as the engine writes it (``5s``, ``Th``) standing as a word of a message.
_CARD_TOKEN = re.compile(r"(?<![\w'])([A2-9TJQK][shdc])(?![\w'])")
#: Card names that are also English words, which start a sentence capitalised.
_WORDS_LIKE_CARDS = frozenset({"As", "Ah", "Ad"})
#: What the engine writes after a card name that begins its sentence ("As is not
#: in your hand"); after any other word, "As" begins an English sentence.
_AFTER_A_CARD = frozenset({"is", "was", "not", "cannot", "on", "used", "fits", "may", "would",
                           "goes", "leaves", "and", "or", "in"})


def _sentence_start(message: str, start: int) -> bool:
    before = message[:start].rstrip()
    return not before or before[-1] in ".!?:;(\n"


def with_cards(message: str, card_text: CardText) -> str:
    """``message`` with each card name in it (``5s``, ``Th``) written by
    ``card_text``: an engine message (a refusal, a reason) in a face's notation.

    A card name is a rank (``A 2-9 T J Q K``) and a suit (``s h d c``) standing
    as a word.  ``As``, ``Ah`` and ``Ad`` are English words too: at the start of
    a sentence they are cards only before another card or before a word the
    engine writes after a card ("As is not in your hand").  Markup a caller
    escapes first (Rich's ``escape``) keeps card names as they are.

    >>> symbols = {"5s": "5♠", "Th": "10♥", "As": "A♠", "2s": "2♠", "3s": "3♠", "Ad": "A♦"}
    >>> from ginrummy.cards import card_name
    >>> def write(card: int) -> str:
    ...     return symbols[card_name(card)]
    >>> with_cards("5s was just taken from the discard pile (R4.2)", write)
    '5♠ was just taken from the discard pile (R4.2)'
    >>> with_cards("Discard Th: As 2s 3s stays (R4.2, 7s8)", write)
    'Discard 10♥: A♠ 2♠ 3♠ stays (R4.2, 7s8)'
    >>> with_cards("As is not in your hand. As the stock runs out, take Ad", write)
    'A♠ is not in your hand. As the stock runs out, take A♦'
    """

    def card(match: re.Match[str]) -> str:
        name = match.group(1)
        if name in _WORDS_LIKE_CARDS and _sentence_start(message, match.start()):
            after = message[match.end():].lstrip().split(" ", 1)[0].rstrip(",.;:")
            before_card = after in _AFTER_A_CARD or _CARD_TOKEN.fullmatch(after) is not None
            if not before_card:
                return name
        return card_text(parse_card(name))

    return _CARD_TOKEN.sub(card, message)


# ---------------------------------------------------------------- public actions


#: A public action in words, third person (what every player sees it do).
ACTION_WORDS: Mapping[Kind, str] = {
    Kind.PASS: "passes",
    Kind.DRAW_STOCK: "draws from the stock",
    Kind.DRAW_DISCARD: "takes",
    Kind.DISCARD: "discards",
    Kind.KNOCK: "knocks",
    Kind.BIG_GIN: "declares big gin",
    Kind.ARRANGE: "lays down melds",
    Kind.LAY_OFF: "lays off",
}


def action_text(action: Action, card: int | None = None) -> tuple[str, int | None]:
    """A public action in words (third person) and the card seen with it, or None.

    ``card`` is the card a take took from the pile (the action names only its
    kind).  A discard shows its card; a draw from the stock and the knock's
    face-down discard (R5.3) show none.

    >>> from ginrummy import actions as A
    >>> action_text(A.DRAW_DISCARD, 4), action_text(A.discard(4)), action_text(A.knock(4))
    (('takes', 4), ('discards', 4), ('knocks', None))
    """
    kind = action.kind
    if kind is Kind.DRAW_DISCARD:
        return ACTION_WORDS[kind], card
    if kind is Kind.DISCARD:
        return ACTION_WORDS[kind], action.card
    return ACTION_WORDS[kind], None


def public_text(kind: Kind, card: int | None = None, card_text: CardText = card_name) -> str:
    """A public action in words with the card seen, if any: ``takes 5s``.

    ``kind`` and ``card`` are a :class:`~ginrummy.state.PublicEvent`'s, or what
    :func:`action_text` gives; :func:`sentence` puts a name in front.

    >>> public_text(Kind.DRAW_DISCARD, 17), public_text(Kind.DRAW_STOCK)
    ('takes 5h', 'draws from the stock')
    >>> sentence("you", public_text(Kind.DISCARD, 0, lambda card: "A♠"))
    'You discard A♠'
    """
    words = ACTION_WORDS[kind]
    return words if card is None else f"{words} {card_text(card)}"


# ---------------------------------------------------------------- the end of a hand


_OUTCOME_NAMES = {"knock": "Knock", "gin": "Gin", "big_gin": "Big gin", "undercut": "Undercut"}


def outcome_name(outcome: str) -> str:
    """A hand's outcome as a heading (R8.2-R8.4, R5.5): ``big_gin`` is ``Big gin``.

    >>> outcome_name("big_gin"), outcome_name("undercut"), outcome_name("draw")
    ('Big gin', 'Undercut', 'draw')
    """
    return _OUTCOME_NAMES.get(outcome, outcome)


def knock_words(outcome: str) -> str:
    """What the knocker did, third person, from the hand's outcome: gin (R8.2),
    big gin (R5.5), or a knock (an undercut is a knock that lost, R8.4).

    >>> knock_words("gin"), knock_words("big_gin"), knock_words("undercut")
    ('goes gin', 'declares big gin', 'knocks')
    """
    return {"gin": "goes gin", "big_gin": "declares big gin"}.get(outcome, "knocks")


def draw_reason_text(reason: str | None) -> str:
    """Why a hand was drawn, from a record end's ``draw_reason``: the stock ran
    down (R7.1) or the turn limit was reached (R7.2).

    >>> draw_reason_text("stock")
    'only two cards are left in the stock (R7.1)'
    """
    if reason == "stock":
        return "only two cards are left in the stock (R7.1)"
    return "the turn limit was reached (R7.2)"


def points_text(end: Mapping[str, Any]) -> str:
    """How a knocked hand's points add up (R8.2-R8.4, R9.3), from a record ``end``
    entry (or the same keys).

    >>> points_text({"outcome": "knock", "difference": 5, "bonus": 0,
    ...              "knocker_deadwood": 3, "defender_deadwood": 8})
    '8 - 3'
    >>> points_text({"outcome": "gin", "difference": 8, "bonus": 25, "multiplier": 2})
    '(gin bonus 25 + deadwood 8) x 2, spade upcard (R9.3)'
    """
    outcome = end["outcome"]
    diff, bonus = end["difference"], end["bonus"]
    if outcome == "knock":
        text = f"{end['defender_deadwood']} - {end['knocker_deadwood']}"
    elif outcome == "undercut":
        text = f"undercut bonus {bonus} + {end['knocker_deadwood']} - {end['defender_deadwood']}"
    else:
        text = f"{outcome.replace('_', ' ')} bonus {bonus} + deadwood {diff}"
    if end.get("multiplier", 1) != 1:
        text = f"({text}) x {end['multiplier']}, spade upcard (R9.3)"
    return text


def describe_end(end: Mapping[str, Any], names: Sequence[str]) -> list[str]:
    """Lines telling how a hand ended, from a record's ``end`` entry.

    >>> print(*describe_end({"outcome": "draw", "draw_reason": "max_turns"}, ["you", "computer"]))
    Drawn hand: the turn limit was reached (R7.2). Nobody scores; the same dealer deals again.
    >>> end = {"outcome": "knock", "knocker": 1, "defender": 0, "winner": 1, "points": 5,
    ...        "difference": 5, "bonus": 0, "knocker_deadwood": 3, "defender_deadwood": 8,
    ...        "knock_discard": "Kc", "knocker_melds": [["As", "2s", "3s"]],
    ...        "knocker_deadwood_cards": ["3h"], "defender_melds": [],
    ...        "defender_deadwood_cards": ["8d"], "layoffs": [{"card": "4s", "meld": 0}]}
    >>> print("\\n".join(describe_end(end, ["you", "computer"])))
    Computer knocks, discarding Kc face down.
      computer: melds As 2s 3s; deadwood 3h = 3
      you: melds -; deadwood 8d = 8
        laid off: 4s on As 2s 3s
    Knock: Computer scores 5 (8 - 3).
    """
    outcome = end.get("outcome")
    if outcome == "draw":
        why = draw_reason_text(end.get("draw_reason"))
        return [f"Drawn hand: {why}. Nobody scores; the same dealer deals again."]
    if outcome == "forfeit":
        return [f"Forfeit by {names[end['player']]}: {end.get('reason', 'no reason given')}"]
    knocker, defender = names[end["knocker"]], names[end["defender"]]
    act = knock_words(str(outcome))
    if outcome != "big_gin" and end.get("knock_discard"):
        act += f", discarding {end['knock_discard']} face down"
    k_melds: list[list[str]] = end["knocker_melds"]
    lines = [
        sentence(knocker, act) + ".",
        f"  {knocker}: melds {melds_text(k_melds)}; deadwood"
        f" {cards_text(end['knocker_deadwood_cards'])} = {end['knocker_deadwood']}",
        f"  {defender}: melds {melds_text(end['defender_melds'])}; deadwood"
        f" {cards_text(end['defender_deadwood_cards'])} = {end['defender_deadwood']}",
    ]
    if end["layoffs"]:
        lines.append(
            "    laid off: "
            + ", ".join(f"{lo['card']} on {' '.join(k_melds[lo['meld']])}" for lo in end["layoffs"])
        )
    scores = sentence(names[end["winner"]], f"scores {end['points']}")
    lines.append(f"{outcome_name(str(outcome))}: {scores} ({points_text(end)}).")
    return lines


# ---------------------------------------------------------------- the score


def describe_score(
    score: Mapping[str, Any], names: Sequence[str], entered: Sequence[int] = ()
) -> list[str]:
    """Lines of a running score (``Match.score_json`` / a record hand's ``score``).

    ``entered``: the games the last hand's points went into (Hollywood, R10.2).

    >>> describe_score({"games": [{"scores": [12, 30], "winner": None}]}, ["you", "computer"])
    ['Score: you 12, computer 30']
    """
    games: list[dict[str, Any]] = score["games"]
    lines: list[str] = []
    for number, game in enumerate(games, start=1):
        parts = ", ".join(f"{names[p]} {s}" for p, s in enumerate(game["scores"]))
        label = "Score" if len(games) == 1 else f"Game {number}"
        line = f"{label}: {parts}"
        if game["winner"] is not None:
            line += f" (won by {names[game['winner']]})"
        elif len(games) > 1 and number - 1 in entered:
            line += " (entered this hand)"
        lines.append(line)
    roles = score.get("next_roles")
    if roles is not None:
        lines.append(
            f"Next hand: in the box (dealing) {names[roles['box']]},"
            f" captain {names[roles['captain']]}, sitting out {names[roles['out']]}."
        )
    return lines


def totals_text(totals: Sequence[Sequence[int]], names: Sequence[str]) -> str:
    """Final totals (``Match.totals()``: per game, per player) on one line.

    >>> totals_text([[112, 40]], ["you", "computer"])
    'you 112, computer 40'
    >>> totals_text([[100, 20], [40, 100]], ["you", "computer"])
    'game 1: you 100, computer 20; game 2: you 40, computer 100'
    """
    games = [", ".join(f"{names[p]} {t}" for p, t in enumerate(game)) for game in totals]
    if len(games) == 1:
        return games[0]
    return "; ".join(f"game {i}: {text}" for i, text in enumerate(games, start=1))


# ---------------------------------------------------------------- a hand as it is played


#: Who decided for a player, when not the player: a table's ``by`` (docs/protocol.md).
_BY_WORDS = {"timeout": " (the computer, as time ran out)", "away": " (the computer, while away)"}


def deal_line(hand: int, dealer: str, upcard: str, knock_limit: int) -> str:
    """The heading of a hand as it is dealt (R3, R2.2: Oklahoma's knock limit).

    >>> deal_line(3, "you", "Kc", 10)
    '=== Hand 3: You deal, upcard Kc, knock limit 10 ==='
    """
    return f"=== Hand {hand}: {sentence(dealer, 'deals')}, upcard {upcard}, knock limit" \
           f" {knock_limit} ==="


def role_line(names: Sequence[str], box: int, captain: int, out: int,
              me: int | None) -> str:
    """A three-player hand's roles (R11.1) as the player ``me`` (None: a spectator)
    is told them: who plays whom and who sits out, and what sitting out means (R11.3).

    >>> role_line(["you", "Bo", "Cy"], 1, 2, 0, 0)[:59]
    'You sit out this hand: Bo (in the box) plays Cy (captain). '
    >>> role_line(["you", "Bo", "Cy"], 0, 2, 1, 0)
    'You are in the box, against Cy; Bo sits out.'
    >>> role_line(["Ann", "Bo", "Cy"], 0, 2, 1, None)
    'Ann (in the box) plays Cy (captain); Bo sits out.'
    """
    if me == out:
        return (f"You sit out this hand: {names[box]} (in the box) plays {names[captain]}"
                " (captain). You see the captain's hand and suggest each move; the captain"
                " decides (R11.3).")
    if me in (box, captain):
        role = "in the box" if me == box else "the captain"
        return f"You are {role}, against {names[captain if me == box else box]};" \
               f" {names[out]} sits out."
    return f"{names[box]} (in the box) plays {names[captain]} (captain); {names[out]} sits out."


def action_line(name: str, kind: Kind, card: int | None = None, by: str = "person",
                ) -> str | None:
    """A decision as a player is told it: ``card`` is the card it showed this player
    (the one taken, the discard, a stock draw to the player who drew it or who sees
    the captain's hand, R11.3); ``by`` the table's who-decided.  None for a lay-down
    (the end of the hand shows both hands as laid down).

    >>> action_line("you", Kind.DRAW_STOCK, 51), action_line("Bo", Kind.DRAW_STOCK)
    ('You draw Kc.', 'Bo draws from the stock.')
    >>> action_line("Bo", Kind.KNOCK, 5, by="timeout")
    'Bo knocks (the computer, as time ran out).'
    """
    if kind in (Kind.ARRANGE, Kind.LAY_OFF):
        return None
    if kind is Kind.DRAW_STOCK and card is not None:
        predicate = f"draws {card_name(card)}"
    else:
        # The knock's discard is face down (R5.3): the end of the hand tells it.
        predicate = public_text(kind, None if kind is Kind.KNOCK else card)
    return sentence(name, predicate) + _BY_WORDS.get(by, "") + "."


def hand_end_lines(hand: int, end: Mapping[str, Any], score: Mapping[str, Any] | None,
                   names: Sequence[str]) -> list[str]:
    """A hand's end told line by line: its heading, how it ended (:func:`describe_end`)
    and the score after it (the games its points went into, Hollywood, R10.2).

    >>> hand_end_lines(2, {"outcome": "draw", "draw_reason": "stock"}, None, ["you", "Bo"])[:2]
    ['', '--- End of hand 2 ---']
    """
    lines = ["", f"--- End of hand {hand} ---", *describe_end(end, names)]
    if score is not None:
        lines += describe_score(score, names, list(end.get("games") or ()))
    return lines


def match_end_lines(winner: int | None, totals: Sequence[Sequence[int]],
                    names: Sequence[str]) -> list[str]:
    """The match's end told line by line: who won, and the final totals.

    >>> match_end_lines(0, [[112, 40]], ["you", "Bo"])
    ['', 'Match over. You win the match.', 'Final totals: you 112, Bo 40']
    """
    who = names[winner] if winner is not None else "nobody"
    return ["", "Match over. " + sentence(who, "wins the match."),
            f"Final totals: {totals_text(totals, names)}"]
