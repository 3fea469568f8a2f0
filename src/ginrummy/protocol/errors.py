"""The protocol's error codes and reasons: every refusal the server sends carries a
code (docs/protocol.md, "Errors") and a reason, a code of its own with the
arguments its sentence uses (docs/protocol.md, "Reasons"), for a client to say in
its reader's language (the browser's catalogs have ``error-CODE``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Literal, TypeAlias, get_args

from pydantic import Field, model_validator
from pydantic_core import PydanticCustomError

from ginrummy.errors import Reason
from ginrummy.protocol.limits import MAX_SAFE_INTEGER
from ginrummy.protocol.values import _Model, _text

#: Every error code, as ``error.code`` carries it (docs/protocol.md, "Errors").
ErrorCode = Literal[
    "bad_message", "too_large", "not_authenticated", "not_your_turn", "illegal", "no_seat",
    "not_allowed", "throttled", "unknown_table", "conflict", "internal", "not_found",
]
ERROR_CODES: tuple[str, ...] = get_args(ErrorCode)

#: Every reason a refusal may give, by its code: the names of its arguments.  Each
#: error code is a reason too, with none, said when nothing more specific applies.
#: Where a reason's code is decided: the rules (legality, names, rules), the table,
#: the server, the reading of a message; the code is written out where it is
#: (``reason("knock_over_limit", ...)``), and tests/test_server_reasons.py checks
#: each one there is listed here with its arguments, documented, and worded in
#: every catalog of the browser game.
REASONS: Mapping[str, tuple[str, ...]] = {
    **{code: () for code in ERROR_CODES},
    # The rules of play (ginrummy.legality, ginrummy.state, ginrummy.driver).
    "card_not_named": (),
    "card_not_in_hand": ("card",),
    "discard_just_taken": ("card",),
    "knock_over_limit": ("card", "deadwood", "limit"),
    "big_gin_not_played": (),
    "big_gin_needs_melds": (),
    "meld_not_in_hand": ("cards",),
    "not_a_meld": ("cards",),
    "meld_card_twice": ("cards",),
    "arrangement_over_limit": ("deadwood", "limit"),
    "layoff_onto_gin": (),
    "layoff_in_meld": ("card",),
    "layoff_twice": ("card",),
    "no_such_meld": ("meld",),
    "layoff_does_not_fit": ("cards", "meld"),
    "nothing_to_lay_off": (),
    "stock_only": (),
    "pile_empty": (),
    "must_discard": (),
    "must_draw": (),
    "must_take_or_pass": (),
    "must_arrange": (),
    "must_lay_off": (),
    "hand_over": (),
    "sitting_out": (),
    # Names (ginrummy.names) and the store's check that a name is free.
    "name_empty": (),
    "name_too_long": ("most", "length"),
    "name_invisible_character": ("character",),
    "name_direction_character": ("character",),
    "name_control_character": ("character",),
    "name_taken": (),
    "name_lookalike": (),
    # The rules a table is made with (ginrummy.rules) and its seats.
    "rule_option_invalid": ("option",),
    "rule_option_range": ("option", "least", "most"),
    "rule_needs_oklahoma": ("option",),
    "rule_hollywood_two_players": (),
    "rule_three_player_dealer": (),
    "seat_count": ("players", "found"),
    "seat_needs_level": (),
    "seat_has_no_level": (),
    "seat_for_you": (),
    "level_not_offered": ("level",),
    # The table (ginrummy.table).
    "table_closed": (),
    "match_over": (),
    "already_seated": (),
    "seat_taken": (),
    "no_decision_awaited": (),
    "captain_waits_for_advice": (),
    "advice_only_sitting_out": (),
    "captain_not_deciding": (),
    "advice_only_for_play": (),
    "undo_only_against_computers": (),
    "nothing_to_undo": (),
    "no_hand_waiting": (),
    "chat_length": ("most",),
    "chat_control_character": (),
    "hints_only_against_computers": (),
    "nothing_to_claim": (),
    "claim_by_others": (),
    "rematch_after_match": (),
    "no_rematch_offered": (),
    "rematch_made": (),
    # The server (ginrummy.server).
    "hello_first": (),
    "hello_once": (),
    "token_missing": (),
    "token_unknown": (),
    "last_seq_ahead": (),
    "watch_seated_only": (),
    "private_seat_by_code": (),
    "take_a_seat": (),
    "join_code_unknown": (),
    "seat_computer_seated_only": (),
    "match_not_finished": (),
    "too_many_messages": (),
    "too_many_names": ("seconds",),
    "too_many_tables": ("seconds",),
    "too_many_join_codes": ("seconds",),
    "server_busy": (),
    # Reading a message (ginrummy.protocol.reading).
    "message_unreadable": (),
    "message_too_large": ("most",),
    "protocol_unsupported": ("supported",),
    "field_missing": (),
    "field_unknown": (),
    "field_invalid": (),
    "key_twice": (),
    "card_twice": ("card",),
    "text_control_character": ("character",),
}

if TYPE_CHECKING:
    ReasonCode: TypeAlias = str
else:
    ReasonCode = Literal[tuple(REASONS)]

#: The arguments that hold cards, as R12.1 writes them (``cards``: several, by spaces).
CARD_ARGUMENTS = frozenset({"card", "cards"})


def generic(code: ErrorCode) -> Reason:
    """The reason of a refusal that gives none of its own: its error code's."""
    return Reason(code, {})


def reason_of(exc: BaseException, code: ErrorCode) -> Reason:
    """The reason ``exc`` gives, else its code's.  (A reason not listed here, or
    with other arguments, would be refused by :class:`ErrorReason`: a test reads
    every reason the source gives, so this is only a guard that the refusal is
    still sent, with its code's reason.)"""
    given: Reason | None = getattr(exc, "reason", None)
    if given is None or given.code not in REASONS \
            or set(given.args) != set(REASONS[given.code]):
        return generic(code)
    return given


_ARG_NAMES = sorted({name for names in REASONS.values() for name in names})
if TYPE_CHECKING:
    ReasonArgName: TypeAlias = str
else:
    ReasonArgName = Literal[tuple(_ARG_NAMES)]


class ErrorReason(_Model):
    """Why a request was refused, for a client to say in its reader's language:
    ``code`` names the sentence (the browser's catalogs have ``error-CODE``) and
    ``args`` what it says, by name (docs/protocol.md, "Reasons"): ``card`` a card
    and ``cards`` several (R12.1's names, by spaces), ``character`` a code point
    (``U+200B``), ``option`` a rule option's name, ``level`` a computer's level,
    the others whole numbers."""

    code: ReasonCode
    args: Annotated[dict[ReasonArgName, Annotated[int, Field(ge=-MAX_SAFE_INTEGER,
                                                             le=MAX_SAFE_INTEGER)]
                         | Annotated[str, _text(64)]],
                    Field(max_length=len(_ARG_NAMES))]

    @model_validator(mode="after")
    def _args_of_the_code(self) -> ErrorReason:
        expected = REASONS[self.code]
        if set(self.args) != set(expected):
            raise PydanticCustomError(
                "reason_args", "reason {code} has the arguments {expected}, not {found}",
                {"code": self.code, "expected": ", ".join(expected) or "none",
                 "found": ", ".join(sorted(self.args)) or "none"})
        return self

    @classmethod
    def of(cls, why: Reason) -> ErrorReason:
        return cls(code=why.code, args=dict(why.args))


__all__ = ["CARD_ARGUMENTS", "ERROR_CODES", "REASONS", "ErrorCode", "ErrorReason", "ReasonCode",
           "generic", "reason_of"]
