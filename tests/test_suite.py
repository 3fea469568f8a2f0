"""The test suite's own housekeeping.

syrupy fails a serial run that leaves a snapshot file no test used (a test renamed
or deleted), but under pytest-xdist, as ``./run test`` runs, it cannot tell: each
worker sees only some tests.  So the check is made here from the files."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from helpers import TESTS_DIR

SNAPSHOTS = TESTS_DIR / "__snapshots__"


def defined_tests(module: Path) -> set[str]:
    """The names of the test functions defined at the top of ``module``."""
    tree = ast.parse(module.read_text(encoding="utf-8"))
    return {node.name for node in tree.body
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            and node.name.startswith("test")}


def test_every_snapshot_belongs_to_a_test_that_compares_screens() -> None:
    files = sorted(SNAPSHOTS.glob("*/*"))
    assert files, "tests/__snapshots__ has no snapshots"
    orphans = []
    for path in files:
        module = TESTS_DIR / f"{path.parent.name}.py"
        # syrupy's single-file names: <test>.svg, <test>[<params>].svg, <test>.<n>.svg
        test = re.split(r"[.\[]", path.name, maxsplit=1)[0]
        if not module.is_file() or test not in defined_tests(module) \
                or "snap_compare" not in module.read_text(encoding="utf-8"):
            orphans.append(str(path.relative_to(TESTS_DIR)))
    assert orphans == [], f"snapshots no test makes (delete them): {orphans}"
