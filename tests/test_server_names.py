"""Names that look alike (issue 40 item 9): the server's skeleton of a name
(ginrummy.server.lookalike, Unicode TS #39 by ICU), and the characters that show
as nothing (ginrummy.names.INVISIBLE) checked against ICU's own list.

The store refusing a lookalike is in tests/test_server_store.py, the HTTP answer
in tests/test_server_input.py."""

from __future__ import annotations

import unicodedata

import icu  # type: ignore[import-untyped]
import pytest

from ginrummy.names import INVISIBLE, PlayerNameError, check_name
from ginrummy.server.lookalike import skeleton


@pytest.mark.parametrize(("name", "like"), [
    ("\u0410da", "Ada"),  # Cyrillic capital A
    ("\u0391da", "Ada"),  # Greek capital alpha
    ("\u0391DA", "ada"),  # and of another case
    ("\u0397ello", "HELLO"),  # Greek capital eta: its small letter looks like n
    ("\u0410nn L\u0435\u0435", "Ann Lee"),  # Cyrillic a and e
    ("\uff21\uff4e\uff4e", "Ann"),  # fullwidth
    ("Ann  Lee", "ann lee"),  # spaces collapsed
    ("Sam", "Sarn"),  # rn looks like m (UTS #39)
    ("Ian", "lan"),  # capital I looks like small l
    ("Zo\u00eb", "Zoe\u0308"),  # composed or not
])
def test_names_a_reader_could_take_for_one_another_have_one_skeleton(
        name: str, like: str) -> None:
    assert skeleton(name) == skeleton(like)


@pytest.mark.parametrize(("name", "other"), [
    ("Ada", "Ida"), ("Ann", "Anne"), ("Zoë", "Zoe"), ("李雷", "李雪"), ("Bo", "Bob"),
])
def test_names_that_differ_to_the_eye_have_different_skeletons(name: str, other: str) -> None:
    assert skeleton(name) != skeleton(other)


def test_the_invisible_characters_are_icus_default_ignorables_and_the_blank_braille() -> None:
    """names.INVISIBLE is a list (the rules core uses the standard library only, whose
    unicodedata does not give the property): it is ICU's Default_Ignorable_Code_Point
    set, with U+2800 BRAILLE PATTERN BLANK, which is drawn as nothing too."""
    listed = {c for first, last in INVISIBLE for c in range(first, last + 1)}
    ignorable = {c for c in range(0x110000)
                 if icu.Char.hasBinaryProperty(c, icu.UProperty.DEFAULT_IGNORABLE_CODE_POINT)}
    assert listed == ignorable | {0x2800}


def test_every_character_the_skeleton_drops_is_refused_in_a_name() -> None:
    """A character the skeleton drops makes a name that looks like the name without
    it: the skeleton would catch ``Ada`` + U+3164 as ``Ada``, but a name taken first
    with it would show as ``Ada`` itself.  check_name refuses each of them."""
    for code in range(0x20, 0x110000):
        char = chr(code)
        if unicodedata.category(char) in ("Cs", "Cn") or char.isspace():
            continue
        if skeleton(f"a{char}b") == skeleton("ab"):
            with pytest.raises(PlayerNameError):
                check_name(f"a{char}b")
