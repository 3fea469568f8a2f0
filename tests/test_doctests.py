"""The doctests in ``src/ginrummy``'s docstrings are part of the test run.

pyproject.toml's pytest settings give ``--doctest-modules`` and ``src/ginrummy`` in
``testpaths``; this fails if either goes, or if any docstring with examples is left out.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil
import subprocess
import sys

import ginrummy
from ginrummy.rl.extra import MissingExtra
from helpers import REPO_ROOT


def docstrings_with_examples() -> set[str]:
    """``path::name`` of every docstring with examples in the package, as pytest names it."""
    found: set[str] = set()
    finder = doctest.DocTestFinder()
    modules = ["ginrummy"] + [info.name for info in pkgutil.walk_packages(
        ginrummy.__path__, "ginrummy.") if not info.name.endswith(".__main__")]
    for name in modules:
        try:
            module = importlib.import_module(name)
        except MissingExtra:  # an interface whose optional extra is not installed
            continue
        assert module.__file__ is not None
        path = "src/" + name.replace(".", "/")
        if module.__file__.endswith("__init__.py"):
            path += "/__init__"
        found.update(f"{path}.py::{test.name}" for test in finder.find(module) if test.examples)
    return found


def test_the_default_run_collects_every_doctest() -> None:
    # The default run: no paths given, so pyproject.toml's testpaths and addopts decide.
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-p", "no:cacheprovider"],
        cwd=REPO_ROOT, capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stdout + out.stderr
    collected = {line for line in out.stdout.splitlines() if line.startswith("src/")}
    expected = docstrings_with_examples()
    assert len(expected) >= 13  # cards, melds, scoring, showdown, legality, ...
    assert collected == expected
