"""Three-player Gin: the draw for the first hand's roles, as the match made it (R11.1).

The match draws the roles when it is created (``Match.role_draws`` keeps every
round of cards); this screen only shows them before the first hand.
"""

from __future__ import annotations

from textual import events

from ginrummy.tui.render import card_markup, name_markup
from ginrummy.tui.session import Session
from ginrummy.tui.textscreen import TextScreen

__all__ = ["RoleDrawScreen", "role_draw_markup"]


def role_draw_markup(session: Session, ascii_only: bool = False) -> str:
    """Each round of the draw (a card per player drawing) and the roles it gave."""
    m = session.match
    roles = m.roles
    if roles is None:
        raise ValueError("only three-player Gin draws for roles")
    names = [name_markup(n) for n in session.names]
    width = max(len(n) for n in names)
    lines = [
        "[b]Three-player Gin: the draw for roles (R11.1)[/b]",
        "Each player draws a card: the highest (king high, ace low) goes in the box,",
        "the middle one is captain, the lowest sits out. Players who tie draw again.",
        "",
    ]
    for number, drawn in enumerate(m.role_draws, 1):
        lines.append(f"Draw {number}" + (" (the tied players again):" if number > 1 else ":"))
        for player, card in enumerate(drawn):
            if card is not None:
                mine = player == session.human and names[player].lower() != "you"
                you = "  (you)" if mine else ""
                lines.append(f"  seat {player + 1}  {names[player]:<{width}}"
                             f"  {card_markup(card, ascii_only)}{you}")
    lines += [
        "",
        f"In the box (deals every hand, R11.2): [b]{names[roles.box]}[/b]",
        f"Captain (plays the team's hand): [b]{names[roles.captain]}[/b]",
        f"Sits out (advises the captain, R11.3): [b]{names[roles.out]}[/b]",
        "",
        _you_are(session.role_of(session.human)) + " for the first hand.",
        "",
        "[dim]Press any key (or click) for the first hand; q quits.[/dim]",
    ]
    return "\n".join(lines)


def _you_are(role: str | None) -> str:
    return "You [b]sit out[/b]" if role == "sits out" else f"You are [b]{role}[/b]"


class RoleDrawScreen(TextScreen):
    """The role draw; any key or a click goes on to the table."""

    QUIT_KEYS = ("q",)

    def __init__(self, session: Session, ascii_only: bool = False) -> None:
        super().__init__(role_draw_markup(session, ascii_only))

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.dismiss(None)
