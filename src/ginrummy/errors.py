"""The one base class of the errors a user can cause.

Every layer refuses bad input in its own words (``CardError`` names the bad
token, ``RecordError`` says where a record stops replaying...), but an
interface needs only one question answered: is this the user's mistake, to be
shown as one line, or a fault of the program?  Each user-facing error derives
from :class:`GinRummyError`, so ``ginrummy`` (``cli/main.py``) catches that one
class instead of keeping a list that a new error could be missing from.

An error may also say why in a form a face words in its reader's language: a
:class:`Reason`, a code and its arguments (the card, the deadwood, the limit),
given where the refusal is decided.  The game server sends it beside the English
line (docs/protocol.md, "Reasons"), and the browser game says it from its
catalogs; terminal faces print the line.

This is the lowest layer: it imports nothing from ``ginrummy``, so any module
may define its error on top of it.  Most errors also stay ``ValueError``
subclasses (bad values), and callers that catch ``ValueError`` keep working.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

__all__ = ["EXCERPT", "GinRummyError", "Reason", "ReasonArg", "excerpt", "quote", "reason"]

#: A reason's argument: a number, or text that names something (a card as R12.1
#: writes it, ``4d``; a rule option; a code point, ``U+200B``), never a sentence.
ReasonArg = int | str


class Reason(NamedTuple):
    """Why something was refused, for a face to say in its reader's language: a code
    from the documented list (docs/protocol.md, "Reasons") and the arguments its
    sentence uses, by name."""

    code: str
    args: Mapping[str, ReasonArg]


def reason(code: str, /, **args: ReasonArg) -> Reason:
    """A :class:`Reason`.  Every reason is made by a call to this function with the
    code written out, so a test can read every code the program gives (and their
    arguments) from the source and check each is documented and worded.

    >>> reason("discard_just_taken", card="4d")
    Reason(code='discard_just_taken', args={'card': '4d'})
    """
    return Reason(code, args)

#: The most characters of a user's input an error message quotes.
EXCERPT = 40


class GinRummyError(Exception):
    """An error the user caused: bad input, an illegal action, an unreadable file.

    Its message is one line meant for the user (``ginrummy`` prints it after
    ``ginrummy: error:`` and exits with status 2), so it says what is wrong in
    the user's terms and, where one applies, cites the rule (R5.1...).  ``reason``,
    where the refusal gave one, says it for a face to word (:class:`Reason`).
    """

    reason: Reason | None = None

    def __init__(self, *args: object, reason: Reason | None = None) -> None:
        super().__init__(*args)
        if reason is not None:
            self.reason = reason


def excerpt(text: object, limit: int = EXCERPT) -> str:
    """The user's input quoted for an error message: on one line, cut to ``limit``
    characters, and with control and format characters escaped, so that a
    100 kB card name or a terminal escape sequence pasted by mistake (or on
    purpose) cannot flood or rewrite the user's screen.

    >>> excerpt("Zq"), excerpt("x" * 100)
    ("'Zq'", "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (100 characters)")
    >>> excerpt("a\\x1b[2Jb")
    "'a\\\\x1b[2Jb'"
    """
    whole = text if isinstance(text, str) else repr(text)
    shown = " ".join(whole.split())
    if len(shown) > limit:
        # repr escapes control characters and quotes; the length says what was cut.
        return f"{shown[: limit - 3] + '...'!r} ({len(whole)} characters)"
    return repr(shown)


def quote(value: object, limit: int = EXCERPT) -> str:
    """A value read from the user's input (a file's field, an option) as an error
    message writes it: what ``{value!r}`` gives (a string quoted, a number or a
    list as Python writes it), but cut and escaped like :func:`excerpt`, so that
    a record's 100 kB field is quoted in a few words.

    >>> quote(17), quote("Zq"), quote([1, 2])
    ('17', "'Zq'", '[1, 2]')
    >>> quote("x" * 100)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (100 characters)"
    """
    if isinstance(value, str):
        return excerpt(value, limit)
    # repr escapes the control characters of the strings inside a list or a dict.
    text = repr(value)
    return text if len(text) <= limit else excerpt(text, limit)
