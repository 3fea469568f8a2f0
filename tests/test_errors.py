"""One base class for the user's errors (issue 26): every user-facing error is a
:class:`~ginrummy.errors.GinRummyError`, and ``ginrummy`` prints any of them as one
line with exit status 2, while a program fault stays an "internal error"."""

from __future__ import annotations

import ast
import importlib

import pytest

from ginrummy.cli.main import main
from ginrummy.errors import GinRummyError
from helpers import REPO_ROOT

PACKAGE = REPO_ROOT / "src" / "ginrummy"

#: (module, class, whether it was and stays a ValueError: callers catch ValueError).
USER_FACING = [
    ("ginrummy.cards", "CardError", True),
    ("ginrummy.rules", "RulesError", True),
    ("ginrummy.actions", "ActionError", True),
    ("ginrummy.legality", "IllegalActionError", True),
    ("ginrummy.match", "MatchError", True),
    ("ginrummy.record", "RecordError", True),
    ("ginrummy.showdown", "KnockError", True),
    ("ginrummy.agents.registry", "AgentError", True),
    ("ginrummy.arena.core", "ArenaError", True),
    ("ginrummy.arena.spread", "SpreadError", True),
    ("ginrummy.rl.selfplay", "SelfPlayError", True),
    ("ginrummy.stats", "StatsError", False),
    ("ginrummy.cli.common", "CliError", False),
    ("ginrummy.tui.saves", "SaveError", True),
    ("ginrummy.fairness", "FairnessError", True),
    ("ginrummy.table.settings", "SettingsError", True),
    ("ginrummy.server.errors", "StoreError", True),
    ("ginrummy.batch.simulation", "BatchError", True),
    ("ginrummy.batch._jit", "MissingExtraError", False),
]


@pytest.mark.parametrize(("module", "name", "value_error"), USER_FACING,
                         ids=[name for _m, name, _v in USER_FACING])
def test_every_user_facing_error_is_a_ginrummy_error(
    module: str, name: str, value_error: bool
) -> None:
    cls = getattr(importlib.import_module(module), name)
    assert issubclass(cls, GinRummyError)
    assert issubclass(cls, ValueError) is value_error
    assert str(cls("a one-line message")) == "a one-line message"


def error_classes_defined_in_the_package() -> list[tuple[str, str]]:
    """(module, class) of every class named ``...Error`` in ``src/ginrummy``."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        module = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [(module, node.name) for node in tree.body
                  if isinstance(node, ast.ClassDef) and node.name.endswith("Error")]
    return found


def test_no_error_class_of_the_package_is_left_out_of_the_base_class() -> None:
    """A new ``...Error`` (a new layer's, say) cannot be forgotten, as a list could be."""
    found = error_classes_defined_in_the_package()
    assert {name for _m, name, _v in USER_FACING} <= {name for _m, name in found}
    classes = {(module, name): getattr(importlib.import_module(module), name)
               for module, name in found}
    # A class named ...Error that is not an exception is a message's body: the server
    # protocol's HttpError, what an HTTP error answers (docs/protocol.md).
    bodies = sorted(f"{m}.{n}" for (m, n), cls in classes.items()
                    if not issubclass(cls, BaseException))
    assert bodies == ["ginrummy.protocol.http.HttpError"]
    outside = [f"{module}.{name}" for (module, name), cls in classes.items()
               if issubclass(cls, BaseException) and not issubclass(cls, GinRummyError)]
    assert outside == [], f"derive these from ginrummy.errors.GinRummyError: {outside}"


def stderr_line(capsys: pytest.CaptureFixture[str]) -> str:
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert len(lines) == 1 and "Traceback" not in captured.err, captured.err
    return lines[0]


def test_a_user_error_of_any_library_layer_is_one_line_with_status_2(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not only the errors the command line knows of: any GinRummyError, such as a
    layer's error added after ``cli/main.py`` was written, raised from the record layer."""

    class NewLayerError(GinRummyError):
        pass

    def unreadable(path: str) -> None:
        raise NewLayerError(f"{path}: hand 2 is not\nwhat it claims")

    monkeypatch.setattr("ginrummy.cli.replay.load_record", unreadable)
    assert main(["replay", "game.json"]) == 2
    assert stderr_line(capsys) == "ginrummy: error: game.json: hand 2 is not what it claims"


def test_an_arena_error_reaches_the_user_as_one_line_with_status_2(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Raised in ``arena.core`` and caught by ``main`` itself (no subcommand re-wraps it)."""
    status = main(["arena", "--players", "simple,simple", "--variant", "three-player",
                   "--games", "1", "--seed", "1"])
    assert status == 2
    assert stderr_line(capsys) == "ginrummy: error: three-player needs exactly 3 agents, got 2"


def test_an_error_that_is_not_the_users_is_reported_as_an_internal_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A plain ValueError is a fault of the program, not the user's: main says so."""

    def broken(path: str) -> None:
        raise ValueError("a bug")

    monkeypatch.setattr("ginrummy.cli.replay.load_record", broken)
    monkeypatch.delenv("GINRUMMY_DEBUG", raising=False)
    assert main(["replay", "game.json"]) == 2
    assert stderr_line(capsys) == (
        "ginrummy: error: internal error: ValueError: a bug"
        " (run with GINRUMMY_DEBUG=1 for the traceback)"
    )
