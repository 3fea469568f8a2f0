"""Every reason a refusal can give is listed, documented and worded (issue 49, item 12).

A refusal's ``reason`` (docs/protocol.md, "Reasons") is a code and its arguments,
for a client to say in its reader's language: the browser game says it from its
catalogs (``error-CODE``) and never shows the server's English.  The reasons are
made where the refusal is decided, always by a call ``reason("code", arg=...)``
with the code written out, so this test reads every one from the source:

- each reason the source gives is listed in ``protocol.REASONS`` with exactly the
  arguments it gives, and each listed reason is given somewhere (or is an error
  code, said when nothing more specific applies);
- each is in docs/protocol.md's table of reasons, with its arguments;
- each has a sentence in every catalog of the browser game that uses exactly its
  arguments.

The checker's own functions are tried on small sources with one fault each.
"""

from __future__ import annotations

import ast
import re

import pytest

from ginrummy import protocol as P
from helpers import REPO_ROOT
from test_web_catalogs import LOCALES, LOCALES_DIR, read_catalog

SOURCE = REPO_ROOT / "src" / "ginrummy"
PROTOCOL_DOC = REPO_ROOT / "docs" / "protocol.md"


def reasons_given(source: str, where: str) -> list[tuple[str, str, frozenset[str]]]:
    """Every ``reason("code", ...)`` call in ``source``: (where, code, its arguments'
    names).  A call whose code is not written out is reported as code ``?``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else \
            node.func.attr if isinstance(node.func, ast.Attribute) else None
        if name != "reason":
            continue
        first = node.args[0] if node.args else None
        code = first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) \
            else "?"
        args = frozenset(k.arg or "**" for k in node.keywords)
        found.append((f"{where}:{node.lineno}", code, args))
    return found


def every_reason_given() -> list[tuple[str, str, frozenset[str]]]:
    out = []
    for path in sorted(SOURCE.rglob("*.py")):
        out += reasons_given(path.read_text(encoding="utf-8"),
                             str(path.relative_to(REPO_ROOT)))
    return out


def faults_of(given: list[tuple[str, str, frozenset[str]]],
              listed: dict[str, tuple[str, ...]], plain: frozenset[str]) -> list[str]:
    """How the reasons ``given`` differ from those ``listed`` (the ``plain`` ones,
    the error codes, need not be given)."""
    out = []
    for where, code, args in given:
        if code == "?":
            out.append(f"{where}: a reason whose code is not written out")
        elif code not in listed:
            out.append(f"{where}: reason {code!r} is not listed in protocol.REASONS")
        elif args != frozenset(listed[code]):
            out.append(f"{where}: reason {code!r} gives {sorted(args)},"
                       f" listed with {sorted(listed[code])}")
    used = {code for _, code, _ in given}
    out += [f"reason {code!r} is listed but never given"
            for code in sorted(listed.keys() - used - plain)]
    return out


def documented(text: str) -> dict[str, frozenset[str]]:
    """The reasons of docs/protocol.md's "Reasons" table: code -> arguments."""
    section = text.split("\n## Reasons\n", 1)[1].split("\n## ", 1)[0]
    out: dict[str, frozenset[str]] = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 3 or not cells[0].startswith("`"):
            continue
        args = frozenset(re.findall(r"`([a-z_]+)`", cells[1]))
        for code in re.findall(r"`([a-z_]+)`", cells[0]):
            out[code] = args
    return out


def test_every_reason_given_is_listed_with_its_arguments_and_each_listed_is_given() -> None:
    given = every_reason_given()
    assert len(given) > 50  # the scan finds them: legality alone gives twenty
    assert faults_of(given, dict(P.REASONS), frozenset(P.ERROR_CODES)) == []


def test_every_error_code_is_a_reason_without_arguments() -> None:
    assert all(P.REASONS[code] == () for code in P.ERROR_CODES)


def test_every_reason_is_documented_with_its_arguments() -> None:
    doc = documented(PROTOCOL_DOC.read_text(encoding="utf-8"))
    listed = {code: frozenset(args) for code, args in P.REASONS.items()}
    assert {c: sorted(a) for c, a in doc.items() if listed.get(c) != a} == {}
    assert sorted(listed.keys() - doc.keys()) == []


@pytest.mark.parametrize("locale", LOCALES)
def test_every_reason_is_said_in_every_catalog_with_exactly_its_arguments(locale: str) -> None:
    catalog = read_catalog(LOCALES_DIR / f"{locale}.ftl")
    faults = []
    for code, args in P.REASONS.items():
        entry = catalog.entries.get(f"error-{code}")
        if entry is None:
            faults.append(f"{locale}.ftl: error-{code} is missing")
        elif entry.variables[None] != frozenset(args):
            faults.append(f"{locale}.ftl:{entry.line}: error-{code} uses"
                          f" {sorted(entry.variables[None])}, the reason gives {sorted(args)}")
    assert faults == []


# ----------------------------------------------------------------------------- the checker


def test_the_scan_reads_codes_and_arguments_and_flags_a_code_not_written_out() -> None:
    source = ("from ginrummy.errors import reason\n"
              "a = reason('knock_over_limit', card='4d', deadwood=12, limit=10)\n"
              "b = errors.reason('pile_empty')\n"
              "c = reason(code)\n")
    assert reasons_given(source, "x.py") == [
        ("x.py:2", "knock_over_limit", frozenset({"card", "deadwood", "limit"})),
        ("x.py:3", "pile_empty", frozenset()),
        ("x.py:4", "?", frozenset())]


@pytest.mark.parametrize(("given", "expected"), [
    ([("a.py:1", "one", frozenset({"card"})), ("a.py:2", "two", frozenset())], []),
    ([("a.py:1", "one", frozenset()), ("a.py:2", "two", frozenset())],
     ["a.py:1: reason 'one' gives [], listed with ['card']"]),
    ([("a.py:1", "one", frozenset({"card"})), ("a.py:2", "three", frozenset())],
     ["a.py:2: reason 'three' is not listed in protocol.REASONS",
      "reason 'two' is listed but never given"]),
    ([("a.py:1", "?", frozenset()), ("a.py:2", "one", frozenset({"card"})),
      ("a.py:3", "two", frozenset())],
     ["a.py:1: a reason whose code is not written out"]),
], ids=["agree", "arguments-differ", "unlisted-and-unused", "code-not-written"])
def test_the_checker_finds_each_kind_of_fault(given: list[tuple[str, str, frozenset[str]]],
                                              expected: list[str]) -> None:
    listed = {"one": ("card",), "two": (), "plain": ()}
    assert faults_of(given, listed, frozenset({"plain"})) == expected


def test_the_documented_table_is_read_row_by_row() -> None:
    text = ("\n## Reasons\n\n| reason | args | why |\n|---|---|---|\n"
            "| `a`, `b` | | codes |\n| `knock_over_limit` | `card`, `limit` | over (R5.1) |\n"
            "\n## Limits\n| `not_a_reason` | `x` | y |\n")
    assert documented(text) == {"a": frozenset(), "b": frozenset(),
                                "knock_over_limit": frozenset({"card", "limit"})}
