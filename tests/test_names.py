"""Players' names (issue 27): checked where entered, escaped where shown, and any
echoed input cut to an excerpt."""

from __future__ import annotations

import re

import pytest

from ginrummy.errors import excerpt
from ginrummy.names import MAX_NAME_LENGTH, PlayerNameError, check_name, shown_name


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("", "at least one character"),
        ("   ", "at least one character"),
        ("x" * (MAX_NAME_LENGTH + 1), f"at most {MAX_NAME_LENGTH} characters"),
        ("you\u202e", "RIGHT-TO-LEFT OVERRIDE"),
        ("a\x1b[2J", "U+001B"),
        ("tab\there", "U+0009"),
        ("zero\u200bwidth", "ZERO WIDTH SPACE"),
        ("line\u2028break", "U+2028"),
    ],
)
def test_a_name_with_a_control_or_format_character_or_too_long_is_refused(
    name: str, why: str
) -> None:
    with pytest.raises(PlayerNameError, match=re.escape(why)):
        check_name(name)


@pytest.mark.parametrize("name", [
    "Ada\u3164", "\u115fAda", "Ada\u1160", "Ada\u2800", "Ada\u034f", "Ada\ufe0f",
    "Ada\ufe00", "Ada\U000e0100", "Ada\U000e01ef", "Ada\uffa0", "A\u17b4da", "Ada\u180b",
    "Ada\u2065", "Ada\U000e0041",
])
def test_a_name_with_a_character_that_shows_as_nothing_is_refused(name: str) -> None:
    """Issue 40 item 9: ``Ada`` and a Hangul filler, a blank Braille pattern, a
    combining grapheme joiner or a variation selector look like ``Ada``."""
    bad = next(c for c in name if c not in "Ada")
    with pytest.raises(PlayerNameError, match=f"U\\+{ord(bad):04X}"):
        check_name(name)
    assert f"\\u{ord(bad):04x}" in shown_name(name) or f"\\U{ord(bad):08x}" in shown_name(name)


def test_ordinary_names_in_any_script_are_taken_trimmed() -> None:
    for name in ("Ada", "Zoë", "李雷", "Ωmega 7", "x" * MAX_NAME_LENGTH, "한글", "Аня", "😀 Ann"):
        assert check_name(f"  {name} ") == name


def test_a_name_from_a_file_is_shown_escaped_and_cut() -> None:
    assert shown_name("you\u202eemoc") == "you\\u202eemoc"
    assert shown_name("a\x1b[2Jb") == "a\\x1b[2Jb"
    assert shown_name("Zoë") == "Zoë"
    long = shown_name("n" * 10_000)
    assert len(long) == MAX_NAME_LENGTH * 2 and long.endswith("...")
    assert shown_name(12) == "12"


def test_an_excerpt_is_one_short_escaped_line() -> None:
    big = excerpt("Z" * 100_000)
    assert len(big) < 70 and "(100000 characters)" in big
    assert excerpt("two\nlines") == "'two lines'"
    assert "\x1b" not in excerpt("\x1b[31mred") and "\u202e" not in excerpt("\u202ex")
