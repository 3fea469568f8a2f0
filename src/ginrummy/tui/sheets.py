"""Text of the score sheet, the end of a hand and the help page, as Rich markup."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import Any

from rich.markup import escape

from ginrummy.match import BookedHand
from ginrummy.narration import (
    cards_text,
    draw_reason_text,
    knock_words,
    melds_text,
    outcome_name,
    points_text,
    sentence,
)
from ginrummy.tui.render import card_markup, name_markup, names_shown
from ginrummy.tui.seating import Seating

__all__ = ["HELP_WIDTH", "bonus_markup", "end_markup", "help_markup", "score_markup",
           "sheet_markup"]


def _name(session: Seating, player: int) -> str:
    return name_markup(session.names[player])


def _viewer(session: Seating) -> int:
    """Whose hand the person saw in the hand just played: their own, or the
    captain's while sitting out (R11.3)."""
    roles = session.hand_roles
    if roles is None or session.human in (roles.box, roles.captain):
        return session.human
    return roles.captain


def score_markup(session: Seating) -> str:
    """The running score: one line (standard), Hollywood's three game columns,
    or three-player roles and totals."""
    m = session.match
    games: list[dict[str, Any]] = m.score_json()["games"]
    target = session.rules.target
    width = max(len(n) for n in names_shown(session.names)) + 2
    if len(games) == 1:
        scores = games[0]["scores"]
        parts = []
        for p, score in enumerate(scores):
            role = session.role_of(p)
            short = {"in the box": "box", "captain": "captain", "sits out": "out"}.get(role or "")
            label = _name(session, p) + (f" ({short})" if short else "")
            parts.append(f"{label} [b]{score}[/b]")
        return f"Score (to {target}): " + " · ".join(parts)
    head = " " * width + "".join(f"{f'Game {i}':>9}" for i in range(1, len(games) + 1))
    lines = [f"Score (Hollywood, each game to {target}):", head]
    for p in range(len(session.names)):
        row = f"{_name(session, p):<{width}}"
        for game in games:
            cell = f"{game['scores'][p]:>9}"
            if game["winner"] is not None:
                cell = f"[dim]{cell}[/dim]" if game["winner"] != p else f"[dim b]{cell}[/]"
            row += cell
        lines.append(row)
    won = [f"game {i} won by {_name(session, g['winner'])}"
           for i, g in enumerate(games, 1) if g["winner"] is not None]
    if won:
        lines.append("[dim]" + "; ".join(won) + "[/dim]")
    return "\n".join(lines)


def _melds(names: Sequence[Sequence[str]], ascii_only: bool) -> str:
    return melds_text(names, lambda card: card_markup(card, ascii_only))


def _cards(names: Sequence[str], ascii_only: bool) -> str:
    return cards_text(names, lambda card: card_markup(card, ascii_only))


def _deadwood(names: Sequence[str], ascii_only: bool) -> str:
    """A hand's deadwood cards, or "none" (gin)."""
    return _cards(names, ascii_only) if names else "none"


def _whose(session: Seating, player: int) -> str:
    """Whose hand a label is about: "Your" for the person's own, else the name."""
    return "Your" if player == session.human else _name(session, player)


def end_markup(session: Seating, ascii_only: bool = False) -> str:
    """How the hand ended: both hands with melds, the lay-offs and the score itemised."""
    end = session.end
    assert end is not None
    names = [name_markup(n) for n in session.names]
    number = session.match.hand_number
    if end["outcome"] == "draw":
        why = draw_reason_text(end.get("draw_reason"))
        lines = [f"[b]Hand {number} is drawn[/b]: {why}.",
                 "Nobody scores; the same dealer deals again."]
    else:
        knocker = names[end["knocker"]]
        outcome = end["outcome"]
        lines = [f"[b]Hand {number}: {sentence(knocker, knock_words(outcome))}.[/b]"]
        if end.get("knock_discard"):
            # R5.3: the face-down discard stays hidden from the defender, even now.
            shown = (_cards([end["knock_discard"]], ascii_only)
                     if end["knocker"] == _viewer(session) else "not shown")
            lines.append(f"  discard (face down): {shown}")
        k_melds = end["knocker_melds"]
        lines.append(f"{_whose(session, end['knocker'])} melds: {_melds(k_melds, ascii_only)}")
        lines.append(f"  deadwood {_deadwood(end['knocker_deadwood_cards'], ascii_only)}"
                     f" = {end['knocker_deadwood']}")
        lines.append(f"{_whose(session, end['defender'])} melds:"
                     f" {_melds(end['defender_melds'], ascii_only)}")
        for lo in end["layoffs"]:
            lines.append(f"  laid off {_cards([lo['card']], ascii_only)} on"
                         f" {_melds([k_melds[lo['meld']]], ascii_only)}")
        lines.append(f"  deadwood {_deadwood(end['defender_deadwood_cards'], ascii_only)}"
                     f" = {end['defender_deadwood']}")
        winner = names[end["winner"]]
        label = outcome_name(outcome)
        lines.append(f"[b]{label}: {sentence(winner, 'scores ' + str(end['points']))}[/b]"
                     f" ({escape(points_text(end))})")
        lines.append(f"  difference {end['difference']} + bonus {end['bonus']},"
                     f" x {end['multiplier']} = {end['points']}")
        if len(end["games"]) > 0 and len(session.match.sheets()) > 1:
            lines.append("  entered in game " + ", ".join(str(g + 1) for g in end["games"]))
    return "\n".join(lines)


_SYSTEM_RULES = {
    "standard": "Standard Gin: draw from the stock or the discard pile, then discard. Knock "
    "with {limit} or less deadwood (R5); gin (0 deadwood) scores a bonus of {gin} plus the "
    "defender's deadwood; an undercut gives the defender {undercut} plus the difference. "
    "Game to {target}.",
    "oklahoma": "Oklahoma: as standard, but the first upcard sets the knock limit: a 10 or "
    "face card 10, a number card its number, an ace 1 (R9).",
    "hollywood": "Hollywood: three games scored at once. Your first hand won goes in game 1, "
    "the second in games 1 and 2, every later one in all three open games; the match goes to "
    "whoever wins two of the three (R10).",
    "three-player": "Three-player: one player in the box against a team; the captain plays the "
    "team's hand, the one sitting out advises. The box stays while winning; if the box loses, "
    "the captain moves into the box (R11).",
}

#: The widest line of the help: it fits an 80-column terminal inside the
#: overlay's border, padding and scroll bar, so no line wraps.
HELP_WIDTH = 75


def help_markup(session: Seating | None) -> str:
    """The keys and a short summary of the chosen system's rules, no line wider
    than HELP_WIDTH."""
    keys = [
        "[b]Keys[/b]",
        "  s  draw from the stock           t  take the discard (or the upcard)",
        "  p  pass on the first upcard      d or Enter  discard the selected card",
        "  ←/→ or 1-9, 0  select a card     k  knock: choose the discard, confirm",
        "  shift+←/→ or < >  move the selected card (kept until you sort again)",
        "  a / A / r  next / previous / default arrangement, or melds and lay-offs",
        "  g  big gin (when the rules allow it)      Esc  cancel a knock",
        "  o  sort by melds / rank / suit   h  hints (the expert's top 3)",
        "  u  take back your last decision  c  the score sheet",
        "  ?  this help                     S or F2  your statistics",
        "  q  quit (a match in progress is saved for next time)",
        "  Mouse: the buttons; click the stock or the pile to draw; click a card",
        "  to select it, again (or the pile) to discard it; drag a card to move it.",
    ]
    if session is None:
        return "\n".join(keys)
    if session.rules.players == 3:
        keys += [
            "[b]Sitting out[/b] (three-player, R11.3): you see the captain's hand and",
            "  advise. At each of the captain's draws and discards the hand waits:",
            "  suggest a move with the keys or buttons above (an illegal one is",
            "  refused with the reason), or n  no suggestion: the captain decides.",
            "  The captain decides either way and the table says whether your",
            "  suggestion was followed.  h  hints for the captain.",
            "  f  finish the hand without being asked again.  No undo.",
        ]
    rules = session.rules
    fmt = {"gin": rules.gin_bonus, "undercut": rules.undercut_bonus, "target": rules.target,
           "limit": rules.knock_limit}
    text = [_SYSTEM_RULES["standard"].format(**fmt)]
    system = session.rules.system  # the rules played: the form may turn Oklahoma on or off
    for part in ("oklahoma", "hollywood", "three-player"):
        if part in system:
            text.append(_SYSTEM_RULES[part])
    wrapped = [line for paragraph in text for line in textwrap.wrap(paragraph, HELP_WIDTH)]
    return "\n".join([*keys, "", f"[b]Rules: {escape(rules.system)}[/b]", *wrapped])


def sheet_markup(session: Seating) -> str:
    """The running score sheet: one row a hand (outcome, winner, points, the totals
    after it); Hollywood: three columns per player, a game greyed once it is won."""
    m = session.match
    if len(m.sheets()) > 1:
        return _hollywood_sheet(session)
    names = names_shown(session.names)
    width = max(len(n) for n in names)
    head = f"{'hand':>4}  {'outcome':<9} {'winner':<{width}} {'points':>6}   totals"
    lines = [f"[b]Score sheet[/b] (to {session.rules.target})", head]
    totals = [0] * len(names)
    for booked in m.booked:
        r = booked.result
        if booked.winner_player is not None:
            totals[booked.winner_player] += r.points
        after = " · ".join(f"{names[p]} {t}" for p, t in enumerate(totals))
        lines.append(escape(_row_start(booked.number, str(r.outcome), _winner(names, booked),
                                       width, r.points) + f"   {after}"))
    if not m.booked:
        lines.append("  (no hand finished yet)")
    return "\n".join(lines)


def _winner(names: Sequence[str], booked: BookedHand) -> str:
    return names[booked.winner_player] if booked.winner_player is not None else "-"


def _row_start(number: int, outcome: str, winner: str, width: int, points: int) -> str:
    return f"{number:>4}  {outcome.replace('_', ' '):<9} {winner:<{width}} {points:>6}"


#: Cells per game column on the Hollywood score sheet.
_CELL = 5


def _hollywood_sheet(session: Seating) -> str:
    """R10: each player's three game columns, the totals after every hand.  A game's
    cells are greyed after the hand that won it (bold in that hand's row): nothing
    more is entered in a won game (R10.2)."""
    m = session.match
    names = names_shown(session.names)
    games = len(m.sheets())
    width = max(len(n) for n in names)
    # The hand that closed each won game: the last one entered in it (R10.2).
    closed_at = [
        max((b.number for b in m.booked if g in b.games), default=0)
        if sheet.winner is not None else None
        for g, sheet in enumerate(m.sheets())
    ]
    start = len(_row_start(0, "", "", width, 0))
    block = _CELL * games
    lines = [f"[b]Score sheet[/b] (Hollywood: games 1 to {games}, each to"
             f" {session.rules.target}; a won game is greyed)"]
    lines.append(" " * start + "".join(f" │{escape(n[:block]):^{block}}" for n in names))
    head = f"{'hand':>4}  {'outcome':<9} {'winner':<{width}} {'points':>6}"
    columns = "".join(_game_cell(f"G{g + 1}", closed_at[g] is not None) for g in range(games))
    lines.append(head + f" │{columns}" * len(names))
    totals = [[0] * len(names) for _ in range(games)]
    for booked in m.booked:
        r = booked.result
        if booked.winner_player is not None:
            for g in booked.games:
                totals[g][booked.winner_player] += r.points
        row = escape(_row_start(booked.number, str(r.outcome), _winner(names, booked),
                                width, r.points))
        for p in range(len(names)):
            row += " │"
            for g in range(games):
                closed = closed_at[g]
                done = closed is not None and closed < booked.number
                row += _game_cell(str(totals[g][p]), done,
                                  won=closed == booked.number and m.sheets()[g].winner == p)
        lines.append(row)
    if not m.booked:
        lines.append("  (no hand finished yet)")
    # Each game is won on its own (R10.3); say which are closed.
    state = []
    for i, sheet in enumerate(m.sheets(), 1):
        won = sheet.winner
        state.append(f"game {i} " + (f"won by {escape(names[won])}" if won is not None
                                     else "open"))
    lines.append("")
    lines.append("Games: " + " · ".join(state) + ".")
    return "\n".join(lines)


def _game_cell(text: str, closed: bool, won: bool = False) -> str:
    """One game column's cell: greyed when the game was won before, bold for the
    entry that won it."""
    cell = f"{text:>{_CELL}}"
    if won:
        return f"[b]{cell}[/b]"
    return f"[dim]{cell}[/dim]" if closed else cell


def bonus_markup(session: Seating) -> str:
    """The classic bonuses of each won game itemised (R8.7; per game in Hollywood,
    R10.3), or "" when none is on.  The totals are the engine's
    (``GameSheet.totals``); the shutout is shown where it doubled one."""
    rules = session.rules
    if not (rules.line_bonus or rules.game_bonus or rules.shutout):
        return ""
    names = names_shown(session.names)
    width = max(len(n) for n in names)
    sheets = session.match.sheets()
    lines = ["[b]Bonuses (R8.7)[/b]"]
    for g, sheet in enumerate(sheets, 1):
        if sheet.winner is None:
            continue
        totals = sheet.totals(rules)
        if len(sheets) > 1:
            lines.append(f"Game {g}:")
        for p, total in enumerate(totals):
            parts = [f"hands {sheet.scores[p]}"]
            base = sheet.scores[p]
            if rules.line_bonus:
                parts.append(f"line {sheet.hands_won[p]} x {rules.line_bonus}")
                base += sheet.hands_won[p] * rules.line_bonus
            if p == sheet.winner and rules.game_bonus:
                parts.append(f"game {rules.game_bonus}")
                base += rules.game_bonus
            text = " + ".join(parts)
            if total != base:  # only the shutout changes a total otherwise (R8.7)
                text = f"({text}) x 2 shutout"
            lines.append(f"  {escape(names[p]):<{width}}  {text} = [b]{total}[/b]")
    return "\n".join(lines)
