"""Players' names: what a name may be where one is entered, and how one is shown.

A name is typed by a person (the new game screen, next a game server's lobby)
and then shown to every player, in records replayed on other machines too, so
it must not be able to do anything but name: no control characters (a
terminal escape sequence could rewrite the screen), no bidirectional controls
(U+202E can make ``you`` read as anything), no characters that show as nothing
(``Ada`` and a Hangul filler would look like ``Ada``), and a bounded length.  Names are
checked where they are entered (:func:`check_name`) and escaped wherever they
are shown from a file nobody checked (:func:`shown_name`).

>>> check_name("  Ada ")
'Ada'
>>> shown_name("\\u202eevil")
'\\\\u202eevil'
"""

from __future__ import annotations

import unicodedata

from ginrummy.errors import GinRummyError, Reason, excerpt, reason

__all__ = [
    "INVISIBLE",
    "MAX_NAME_LENGTH",
    "PlayerNameError",
    "check_name",
    "hidden_character",
    "shown_name",
    "shows_nothing",
]

#: The longest name a player may take (a table row, a score sheet column).
MAX_NAME_LENGTH = 24

# Unicode categories that are not text to show: controls (Cc), format characters
# (Cf: the bidirectional controls, zero-width joiners...), line and paragraph
# separators (Zl, Zp), private use (Co), unassigned (Cn) and surrogates (Cs).
_HIDDEN = frozenset({"Cc", "Cf", "Zl", "Zp", "Co", "Cn", "Cs"})

#: Characters that show as nothing, though their category says they are letters or
#: marks (so the categories above let them through): Unicode's default-ignorable
#: code points (DerivedCoreProperties.txt, Default_Ignorable_Code_Point, as of
#: Unicode 16: the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, the combining
#: grapheme joiner U+034F, the variation selectors...; a test checks the list
#: against ICU's), and the blank Braille pattern U+2800, which is drawn as a blank
#: though it is a symbol.  ``Ada`` followed by any of them looks like ``Ada``.
#: First and last code point of each range.
INVISIBLE: tuple[tuple[int, int], ...] = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160),
    (0x17B4, 0x17B5), (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E),
    (0x2060, 0x206F), (0x2800, 0x2800), (0x3164, 0x3164), (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF),
)
_INVISIBLE = frozenset(chr(c) for first, last in INVISIBLE for c in range(first, last + 1))
# The bidirectional classes of the controls that embed, override or isolate a run of
# text (UAX #9): U+202E makes "you" read as "uoy".
_DIRECTION = frozenset({"LRE", "RLE", "PDF", "LRO", "RLO", "LRI", "RLI", "FSI", "PDI"})


class PlayerNameError(GinRummyError, ValueError):
    """A name that cannot be taken; the message says why, and so does its reason."""


def _hidden(char: str) -> bool:
    return unicodedata.category(char) in _HIDDEN or char in _INVISIBLE


def hidden_character(char: str) -> Reason:
    """Why a name may not hold ``char``, a character :func:`check_name` refuses:
    it changes the direction the text around it reads in (a bidirectional control:
    ``name_direction_character``), it shows as nothing (:data:`INVISIBLE`:
    ``name_invisible_character``), or it is a control, format, private-use or
    unassigned character, no text to show (``name_control_character``).  The
    character is named by its code point, ``U+200B``.

    >>> [hidden_character(c).code for c in "\u202e\u200b\x1b"]
    ['name_direction_character', 'name_invisible_character', 'name_control_character']
    >>> hidden_character("\u3164").args
    {'character': 'U+3164'}
    """
    point = f"U+{ord(char):04X}"
    if unicodedata.bidirectional(char) in _DIRECTION or char in "\u200e\u200f\u061c":
        return reason("name_direction_character", character=point)
    if char in _INVISIBLE:
        return reason("name_invisible_character", character=point)
    return reason("name_control_character", character=point)


def shows_nothing(text: str) -> bool:
    """Whether ``text`` is drawn as nothing: only spaces and :data:`INVISIBLE`
    characters (a chat line of Hangul fillers looks like an empty one).

    >>> shows_nothing("\u3164 \u2800"), shows_nothing("hi\ufe0f")
    (True, False)
    """
    return all(char.isspace() or char in _INVISIBLE for char in text)


def check_name(name: str) -> str:
    """``name`` without its surrounding spaces, if a player may take it: 1 to
    :data:`MAX_NAME_LENGTH` characters, none of them a control or format
    character (bidirectional controls included) or one that shows as nothing
    (:data:`INVISIBLE`); else :class:`PlayerNameError`."""
    text = name.strip()
    if not text:
        raise PlayerNameError("a name needs at least one character",
                              reason=reason("name_empty"))
    if len(text) > MAX_NAME_LENGTH:
        raise PlayerNameError(
            f"a name has at most {MAX_NAME_LENGTH} characters, not {len(text)}",
            reason=reason("name_too_long", most=MAX_NAME_LENGTH, length=len(text)))
    bad = next((c for c in text if _hidden(c)), None)
    if bad is not None:
        raise PlayerNameError(
            f"{excerpt(text)} holds U+{ord(bad):04X} ({unicodedata.name(bad, 'a control')}),"
            " which a name may not", reason=hidden_character(bad))
    return text


def shown_name(name: object, limit: int = MAX_NAME_LENGTH * 2) -> str:
    """A name from a file (a record, a save) as it may be shown: control and format
    characters escaped (``\\u202e``), cut to ``limit`` characters with ``...``."""
    text = name if isinstance(name, str) else str(name)
    shown = "".join(c.encode("unicode_escape").decode("ascii") if _hidden(c) else c
                    for c in text)
    if len(shown) > limit:
        shown = shown[: limit - 3] + "..."
    return shown
