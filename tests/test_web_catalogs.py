"""The browser game's message catalogs (web/locales/*.ftl) agree with English.

en.ftl is the reference.  Every catalog parses with Project Fluent's own parser (a
line @fluent/bundle could not read becomes a Junk entry there, and the game would
show the message's id instead), and each has exactly en.ftl's messages and terms,
each message with en.ftl's attributes, and each message and attribute uses the same
variables (``{ $name }``, selectors of select expressions and arguments included)
as its English: the game passes the same arguments to every language, so a
variable a translation lacks is a fact it drops and one it adds shows as an error.

Terms' attributes (``-game.gender``) are a language's own grammar, used only inside
that catalog, and so are their variables: they are not compared.

The checker's functions are tested here against small catalogs with one fault
each, written to ``tmp_path``, so every kind of mismatch is known to be caught.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

from helpers import REPO_ROOT

LOCALES_DIR = REPO_ROOT / "web" / "locales"
REFERENCE = "en"
#: The game's languages: English, Turkish, Armenian, Greek, Lithuanian.
LOCALES = ("en", "tr", "hy", "el", "lt")


# ----------------------------------------------------------------------------- the checker


class _Variables(visitor.Visitor):
    """The names of the variables a pattern refers to, at any depth."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


def variables(pattern: ast.Pattern | None) -> frozenset[str]:
    if pattern is None:
        return frozenset()
    found = _Variables()
    found.visit(pattern)
    return frozenset(found.names)


@dataclass(frozen=True)
class Entry:
    """A message (``id``) or term (``-id``): its line, its attributes, and the
    variables of its value (key None) and of each attribute (a message's only)."""

    line: int
    attributes: frozenset[str]
    variables: dict[str | None, frozenset[str]]


@dataclass(frozen=True)
class Catalog:
    name: str
    entries: dict[str, Entry]
    #: What keeps it from being read as written: syntax errors, ids given twice.
    errors: list[str]


def read_catalog(path: Path) -> Catalog:
    text = path.read_text(encoding="utf-8")
    name = path.name

    def line(offset: int) -> int:
        return text.count("\n", 0, offset) + 1

    entries: dict[str, Entry] = {}
    errors: list[str] = []
    for entry in FluentParser().parse(text).body:
        if isinstance(entry, ast.Junk):
            for note in entry.annotations:
                at = note.span.start if note.span is not None else (
                    entry.span.start if entry.span is not None else 0)
                errors.append(f"{name}:{line(at)}: {note.code} {note.message}"
                              f" in {(entry.content or '').strip()[:60]!r}")
            continue
        if not isinstance(entry, ast.Message | ast.Term):
            continue  # comments
        # The id's own place: an entry's span starts at the comment above it.
        assert entry.id.span is not None  # the parser gives spans unless told not to
        at = line(entry.id.span.start)
        key = entry.id.name if isinstance(entry, ast.Message) else f"-{entry.id.name}"
        if key in entries:
            # @fluent/bundle keeps the first and reports the second: one is lost.
            errors.append(f"{name}:{at}: {key} is given again"
                          f" (first on line {entries[key].line})")
            continue
        attributes = {a.id.name: a.value for a in entry.attributes}
        used: dict[str | None, frozenset[str]] = {None: variables(entry.value)}
        if isinstance(entry, ast.Message):
            used.update((attr, variables(value)) for attr, value in attributes.items())
        entries[key] = Entry(at, frozenset(attributes), used)
    return Catalog(name, entries, errors)


def _names(names: frozenset[str] | set[str]) -> str:
    return ", ".join(sorted(names))


def _vars(names: frozenset[str]) -> str:
    return " ".join(f"{{ ${n} }}" for n in sorted(names))


def differences(reference: Catalog, other: Catalog) -> list[str]:
    """How ``other`` differs from ``reference``, one line each, naming the catalog,
    the id and what differs."""
    out: list[str] = []
    where = other.name
    missing = reference.entries.keys() - other.entries.keys()
    extra = other.entries.keys() - reference.entries.keys()
    out += [f"{where}: {key} is missing (it is on line {reference.entries[key].line}"
            f" of {reference.name})" for key in sorted(missing)]
    out += [f"{where}:{other.entries[key].line}: {key} is not in {reference.name}"
            for key in sorted(extra)]
    for key in sorted(reference.entries.keys() & other.entries.keys()):
        if key.startswith("-"):
            continue  # a term's attributes and variables are the language's own
        ours, theirs = reference.entries[key], other.entries[key]
        at = f"{where}:{theirs.line}: {key}"
        if theirs.attributes != ours.attributes:
            if ours.attributes - theirs.attributes:
                out.append(f"{at} lacks the attributes"
                           f" .{_names(ours.attributes - theirs.attributes)}")
            if theirs.attributes - ours.attributes:
                out.append(f"{at} has attributes {reference.name} does not:"
                           f" .{_names(theirs.attributes - ours.attributes)}")
        for part in sorted(ours.variables.keys() & theirs.variables.keys(),
                           key=lambda p: "" if p is None else p):
            mine, yours = ours.variables[part], theirs.variables[part]
            what = key if part is None else f"{key}.{part}"
            if mine - yours:
                out.append(f"{where}:{theirs.line}: {what} does not use {_vars(mine - yours)}"
                           f" as {reference.name} does")
            if yours - mine:
                out.append(f"{where}:{theirs.line}: {what} uses {_vars(yours - mine)},"
                           f" which {reference.name} does not")
    return out


def check_catalogs(folder: Path, locales: tuple[str, ...] = LOCALES,
                   reference: str = REFERENCE) -> list[str]:
    """Every fault of the catalogs in ``folder``: one missing, one that does not
    parse, one that differs from the reference."""
    problems: list[str] = []
    catalogs: dict[str, Catalog] = {}
    for locale in locales:
        path = folder / f"{locale}.ftl"
        if not path.is_file():
            problems.append(f"{path.name}: there is no such catalog in {folder}")
            continue
        catalogs[locale] = read_catalog(path)
        problems += catalogs[locale].errors
    strays = sorted(p.name for p in folder.glob("*.ftl") if p.stem not in locales)
    problems += [f"{name}: a catalog of no language the game has ({', '.join(locales)})"
                 for name in strays]
    if reference in catalogs:
        for locale, catalog in catalogs.items():
            if locale != reference:
                problems += differences(catalogs[reference], catalog)
    return problems


# ----------------------------------------------------------------------------- web/locales


def test_the_five_catalogs_are_there() -> None:
    missing = [f"{locale}.ftl" for locale in LOCALES
               if not (LOCALES_DIR / f"{locale}.ftl").is_file()]
    assert missing == [], f"{LOCALES_DIR} lacks {', '.join(missing)}"


@pytest.mark.parametrize("locale", LOCALES)
def test_the_catalog_parses_and_agrees_with_english(locale: str) -> None:
    path = LOCALES_DIR / f"{locale}.ftl"
    assert path.is_file(), f"{path} is missing"
    catalog = read_catalog(path)
    problems = list(catalog.errors)
    if locale == REFERENCE:
        assert catalog.entries, f"{path.name} has no messages"
    else:
        problems += differences(read_catalog(LOCALES_DIR / f"{REFERENCE}.ftl"), catalog)
    assert problems == [], "\n".join(problems)


# ----------------------------------------------------------------------------- the checker's tests

ENGLISH = """\
# A comment, which is no entry.
-game = Gin Rummy
    .short = Gin
hello = Hello, { $name }!
stock = { $count ->
    [one] One card
   *[other] { $count } cards
  }
score = { $who } scored { NUMBER($points, maximumFractionDigits: 0) }
knock = Knock
    .title = Knock with { $deadwood } deadwood
    .aria-label = Knock
"""


def write(folder: Path, **catalogs: str) -> Path:
    folder.mkdir(exist_ok=True)
    for locale, text in catalogs.items():
        (folder / f"{locale}.ftl").write_text(text, encoding="utf-8")
    return folder


def faults(tmp_path: Path, translation: str) -> list[str]:
    """The faults of a two-language set: ENGLISH and ``translation`` as tr.ftl."""
    return check_catalogs(write(tmp_path / "locales", en=ENGLISH, tr=translation),
                          ("en", "tr"))


def test_a_faithful_translation_has_no_fault(tmp_path: Path) -> None:
    translation = """\
-game = Cin Remi
    .gender = masculine
hello = Merhaba { $name }!
stock = { $count ->
   *[other] { $count } kart
  }
score = { $who }: { NUMBER($points) } puan
knock = Vur
    .title = { $deadwood } ölü kartla vur
    .aria-label = Vur
"""
    assert faults(tmp_path, translation) == []


def test_english_itself_has_no_fault(tmp_path: Path) -> None:
    assert check_catalogs(write(tmp_path, en=ENGLISH), ("en",)) == []
    assert set(read_catalog(tmp_path / "en.ftl").entries) == {
        "-game", "hello", "stock", "score", "knock"}


#: One fault each: (what it is, the edits that make a translation of ENGLISH, what the
#: checker must say).  Each edit is (old, new), made in turn.
FAULTS: list[tuple[str, list[tuple[str, str]], list[str]]] = [
    ("syntax-error", [("Hello, { $name }!", "Hello, { $name }!}")], [
        "tr.ftl:4: E0027 Unbalanced closing brace in TextElement."
        " in 'hello = Hello, { $name }!}'",
        # The message the junk swallowed counts as missing too.
        "tr.ftl: hello is missing (it is on line 4 of en.ftl)"]),
    ("id-given-twice", [("    .aria-label = Knock\n",
                         "    .aria-label = Knock\nhello = Again { $name }\n")], [
        "tr.ftl:13: hello is given again (first on line 4)"]),
    ("missing-message-and-term", [("hello = Hello, { $name }!\n", ""),
                                  ("-game = Gin Rummy\n    .short = Gin\n", "")], [
        "tr.ftl: -game is missing (it is on line 2 of en.ftl)",
        "tr.ftl: hello is missing (it is on line 4 of en.ftl)"]),
    ("ids-english-lacks", [("    .aria-label = Knock\n",
                            "    .aria-label = Knock\ngoodbye = Hoşça kal\n-brand = Gin\n")], [
        "tr.ftl:14: -brand is not in en.ftl", "tr.ftl:13: goodbye is not in en.ftl"]),
    ("attributes-differ", [("    .aria-label = Knock\n", "    .label = Vur\n")], [
        "tr.ftl:10: knock lacks the attributes .aria-label",
        "tr.ftl:10: knock has attributes en.ftl does not: .label"]),
    ("a-terms-attributes-are-its-own", [("    .short = Gin\n", "    .case = nominative\n")],
     []),
    ("variable-dropped", [("Hello, { $name }!", "Merhaba!")], [
        "tr.ftl:4: hello does not use { $name } as en.ftl does"]),
    ("variable-misspelt", [("{ $who } scored", "{ $player } scored")], [
        "tr.ftl:9: score does not use { $who } as en.ftl does",
        "tr.ftl:9: score uses { $player }, which en.ftl does not"]),
    # The selector alone still uses $count.
    ("selector-only", [("*[other] { $count } cards", "*[other] many cards")], []),
    ("variable-in-a-variant", [("*[other] { $count } cards", "*[other] { $number } cards")], [
        "tr.ftl:5: stock uses { $number }, which en.ftl does not"]),
    ("variable-in-the-selector", [("stock = { $count ->", "stock = { $n ->"),
                                  ("*[other] { $count } cards", "*[other] cards")], [
        "tr.ftl:5: stock does not use { $count } as en.ftl does",
        "tr.ftl:5: stock uses { $n }, which en.ftl does not"]),
    ("variable-in-a-function", [("NUMBER($points,", "NUMBER($score,")], [
        "tr.ftl:9: score does not use { $points } as en.ftl does",
        "tr.ftl:9: score uses { $score }, which en.ftl does not"]),
    # $deadwood moved from .title to the value: each is compared with its own.
    ("variable-moved-out-of-an-attribute", [("knock = Knock\n", "knock = Vur { $deadwood }\n"),
                                            ("Knock with { $deadwood } deadwood", "Vur")], [
        "tr.ftl:10: knock uses { $deadwood }, which en.ftl does not",
        "tr.ftl:10: knock.title does not use { $deadwood } as en.ftl does"]),
]


@pytest.mark.parametrize(("edits", "expected"), [(e, x) for _, e, x in FAULTS],
                         ids=[name for name, _, _ in FAULTS])
def test_each_kind_of_fault_is_reported(tmp_path: Path, edits: list[tuple[str, str]],
                                        expected: list[str]) -> None:
    translation = ENGLISH
    for old, new in edits:
        assert old in translation, f"the edit finds no {old!r}"
        translation = translation.replace(old, new)
    assert faults(tmp_path, translation) == expected


def test_a_missing_catalog_and_a_stray_one_are_reported(tmp_path: Path) -> None:
    folder = write(tmp_path / "locales", en=ENGLISH, xx=ENGLISH)
    assert check_catalogs(folder, ("en", "tr")) == [
        f"tr.ftl: there is no such catalog in {folder}",
        "xx.ftl: a catalog of no language the game has (en, tr)"]
