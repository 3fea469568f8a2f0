"""Every rule of the rule book is named by at least one test.

The rule ids are read from ``../shared/RULES.md`` (beside the repository) when it
is there, and from the copy ``tests/data/rule_ids.txt`` otherwise; when both
exist they must agree, so that a new rule in the book is noticed here.  A test
names a rule by its function name (``test_r4_2_...``) or its docstring
(``R4.2``).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from helpers import DATA_DIR, SHARED_DIR, TESTS_DIR

RULE_LINE = re.compile(r"^- (R\d+\.\d+)\b", re.MULTILINE)
IN_NAME = re.compile(r"(?:^|_)r(\d+)_(\d+)(?![0-9])")
IN_DOC = re.compile(r"\bR(\d+)\.(\d+)(?![0-9])")
STORED = DATA_DIR / "rule_ids.txt"
RULES_MD = SHARED_DIR / "RULES.md"


def ids_from_rules_md(text: str) -> list[str]:
    """The ids the rule book defines: list items that start with an id."""
    return RULE_LINE.findall(text)


def stored_ids() -> list[str]:
    lines = STORED.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip()]


def rule_ids() -> list[str]:
    if RULES_MD.is_file():
        return ids_from_rules_md(RULES_MD.read_text(encoding="utf-8"))
    return stored_ids()


def ids_named_by_tests(path: Path) -> dict[str, list[str]]:
    """Rule id -> names of the tests of ``path`` that name it."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: dict[str, list[str]] = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        if not node.name.startswith("test"):
            continue
        named = {f"R{a}.{b}" for a, b in IN_NAME.findall(node.name)}
        named |= {f"R{a}.{b}" for a, b in IN_DOC.findall(ast.get_docstring(node) or "")}
        for rule in named:
            found.setdefault(rule, []).append(f"{path.name}::{node.name}")
    return found


def all_named() -> dict[str, list[str]]:
    named: dict[str, list[str]] = {}
    for path in sorted(TESTS_DIR.glob("test_*.py")):
        if path.name == Path(__file__).name:
            continue
        for rule, tests in ids_named_by_tests(path).items():
            named.setdefault(rule, []).extend(tests)
    return named


def test_rule_ids_parse_from_the_rule_book() -> None:
    ids = rule_ids()
    assert len(ids) >= 50
    assert len(set(ids)) == len(ids), "an id is defined twice"
    for first in ("R1.1", "R4.2", "R10.4", "R13.1"):
        assert first in ids


def test_stored_rule_ids_match_the_rule_book() -> None:
    """tests/data/rule_ids.txt is the rule book's list, kept for a clone without shared/."""
    stored = stored_ids()
    assert stored, "tests/data/rule_ids.txt is empty"
    if RULES_MD.is_file():
        assert stored == ids_from_rules_md(RULES_MD.read_text(encoding="utf-8")), (
            "RULES.md changed: update tests/data/rule_ids.txt (and test the new rules)"
        )


def test_every_rule_is_named_by_a_test() -> None:
    named = all_named()
    missing = [rule for rule in rule_ids() if rule not in named]
    assert missing == [], f"rules no test names: {missing}"


def test_tests_name_no_rule_that_does_not_exist() -> None:
    """A typo in a rule id (``test_r4_9``) would count for nothing: catch it."""
    known = set(rule_ids())
    unknown = {rule: tests for rule, tests in all_named().items() if rule not in known}
    assert unknown == {}


def test_the_coverage_parser_reads_names_and_docstrings(tmp_path: Path) -> None:
    sample = tmp_path / "test_sample.py"
    sample.write_text(
        'def test_r4_2_and_r10_4_x() -> None:\n    """Also R5.3, not R5.30."""\n'
        "def helper_r9_9() -> None:\n    pass\n",
        encoding="utf-8",
    )
    found = ids_named_by_tests(sample)
    assert set(found) == {"R4.2", "R10.4", "R5.3", "R5.30"}
    assert ids_from_rules_md("- R1.1 x\n  - R9.9 not an item\n- R2.3 y\nsee R4.4\n") == [
        "R1.1", "R2.3"
    ]
