"""The package's layering (ARCHITECTURE.md, "Layers"), checked on the source with ast.

Core modules import only the standard library and ``ginrummy`` modules, and each
imports only from its own layer or a lower one, in this order:

    errors < names < cards < melds < rules < scoring < actions < standing < legality < state
           < view < wire < laydown < notation < showdown < match < fairness < record < narration
           < driver < agents < runner < arena

This is the brief's order with one change, made to fit what the code does and
sound as a design: ``runner`` drives agents (it hands them views and applies
their actions), so ``agents`` sits below ``runner`` rather than above it.  The
agents need only ``view`` and lower; nothing below ``runner`` imports them.
Interfaces (``cli``, ``tui``, ``__main__``, and the coming ``web`` and ``rl``) and
the package root sit above every layer, so no core module may import them; ``cli``
and ``tui`` never import each other either (``__main__`` joins them).  ``errors``
(the base class of the user's errors) is below every layer, so that any layer may
raise one; ``narration``
(the words both interfaces say) is a core layer, so that ``cli`` and ``tui``
share it without importing each other.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from helpers import REPO_ROOT

PACKAGE = REPO_ROOT / "src" / "ginrummy"
LAYERS = [
    "errors", "names", "cards", "melds", "rules", "scoring", "actions", "standing", "legality",
    "state",
    "view", "wire", "laydown", "notation", "showdown",
    "match", "fairness", "record", "narration", "seattext", "driver", "frames", "agents", "runner",
    "arena",
    "datadir", "stats", "table",
]
RANK = {name: i for i, name in enumerate(LAYERS)}
PACKAGES = {"agents", "arena", "table"}
#: The faces: each turns people's or programs' input into actions and the game into
#: words or data, and none imports another (``web``'s code is the browser's; its
#: package here holds the built files).
FACES = ("cli", "tui", "server", "client", "web", "rl", "batch")
#: Above the core and below the faces, shared by them: the messages both sides of the
#: network speak, and playing at a server (the terminal client's and the full-screen
#: game's).
SHARED = ("protocol", "remote")
INTERFACES = {*FACES, *SHARED, "__main__"}


def core_files() -> list[tuple[str, Path]]:
    """(layer, file) for every core module; a package (agents, arena) is one layer."""
    files = [(name, PACKAGE / f"{name}.py") for name in LAYERS if name not in PACKAGES]
    for name in sorted(PACKAGES):
        files += [(name, path) for path in sorted((PACKAGE / name).glob("*.py"))]
    return files


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import in ``path``, lazy ones included.

    ``from ginrummy import x`` names the submodule ``ginrummy.x`` when there is one,
    and the package root ``ginrummy`` otherwise.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package_parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts[:-1])
    out: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package_parts[: len(package_parts) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            for alias in node.names:
                candidate = f"{module}.{alias.name}"
                if module.startswith("ginrummy") and is_module(candidate):
                    out.append((node.lineno, candidate))
                else:
                    out.append((node.lineno, module))
    return out


def is_module(name: str) -> bool:
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def layer_of(module: str) -> str | None:
    """The layer of a ``ginrummy`` module, or None for the root and interfaces."""
    parts = module.split(".")
    if len(parts) < 2:
        return None
    return parts[1] if parts[1] in RANK else None


def test_every_module_of_the_package_is_placed_in_a_layer() -> None:
    found = {p.stem for p in PACKAGE.glob("*.py")} | {
        p.name for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()
    }
    unplaced = found - set(LAYERS) - INTERFACES - {"__init__"}
    assert unplaced == set(), f"place these modules in LAYERS or INTERFACES: {unplaced}"
    for _layer, path in core_files():
        assert path.is_file(), path


@pytest.mark.parametrize(("layer", "path"), core_files(), ids=lambda x: str(x))
def test_core_modules_import_only_the_standard_library_and_ginrummy(
    layer: str, path: Path
) -> None:
    allowed = set(sys.stdlib_module_names) | {"__future__", "ginrummy"}
    foreign = [(line, m) for line, m in imported_modules(path) if m.split(".")[0] not in allowed]
    assert foreign == [], f"{path.name} imports third-party modules: {foreign}"


@pytest.mark.parametrize(("layer", "path"), core_files(), ids=lambda x: str(x))
def test_each_module_imports_only_its_own_or_lower_layers(layer: str, path: Path) -> None:
    bad = []
    for line, module in imported_modules(path):
        if module.split(".")[0] != "ginrummy":
            continue
        target = layer_of(module)
        if target is None or RANK[target] > RANK[layer]:
            bad.append(f"line {line}: {module} (layer {target or 'root/interface'})")
    assert bad == [], f"{path.name} (layer {layer}) imports from above: {bad}"


def test_the_import_reader_sees_package_and_submodule_imports() -> None:
    names = {m for _line, m in imported_modules(PACKAGE / "agents" / "base.py")}
    assert "ginrummy.view" in names and "ginrummy.actions" in names
    state = {m for _line, m in imported_modules(PACKAGE / "state.py")}
    assert "ginrummy.actions" in state  # from ginrummy import actions as A
    assert layer_of("ginrummy") is None and layer_of("ginrummy.cli.main") is None
    assert layer_of("ginrummy.agents.base") == "agents"


def test_only_the_tui_imports_textual() -> None:
    """The full-screen game's library stays in ginrummy/tui/ (issue 4): the rules core
    and the other interfaces (cli, which starts the tui lazily) never import it."""
    bad = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.relative_to(PACKAGE).parts[0] == "tui":
            continue
        for line, module in imported_modules(path):
            if module.split(".")[0] in ("textual", "rich"):
                bad.append(f"{path.relative_to(PACKAGE)}:{line}: {module}")
    assert bad == [], f"only ginrummy/tui/ may import textual: {bad}"


SERVER_LIBRARIES = ("fastapi", "starlette", "uvicorn", "websockets", "pydantic",
                    "pydantic_core", "sqlalchemy", "alembic", "openskill", "psycopg")
#: The libraries each package outside the server may import of those: the protocol's
#: models (both sides import them) need pydantic, the terminal client also the
#: WebSocket client (the ``client`` extra, issue 40 item 20).
ALLOWED_OUTSIDE_SERVER = {
    "protocol": {"pydantic", "pydantic_core"},
    "remote": {"pydantic", "pydantic_core", "websockets"},
    "client": {"pydantic", "pydantic_core", "websockets"},
}


def test_only_the_server_imports_its_libraries() -> None:
    """The server extra's libraries stay in ginrummy/server/ (issue 28): the rules core,
    the table layer and the other faces run without them (``ginrummy serve`` imports
    the server only when it runs, and says which extra is missing).  The protocol's
    models and the terminal client take only what the ``client`` extra installs."""
    bad = []
    for path in sorted(PACKAGE.rglob("*.py")):
        top = path.relative_to(PACKAGE).parts[0]
        if top == "server":
            continue
        allowed = ALLOWED_OUTSIDE_SERVER.get(top, set())
        for line, module in imported_modules(path):
            root = module.split(".")[0]
            if root in SERVER_LIBRARIES and root not in allowed:
                bad.append(f"{path.relative_to(PACKAGE)}:{line}: {module}")
    assert bad == [], f"only ginrummy/server/ may import the server's libraries: {bad}"
    # The reader sees the server's own imports (the test can fail).
    found = {m.split(".")[0] for _line, m in imported_modules(PACKAGE / "server" / "app.py")}
    assert "fastapi" in found


#: The rl extra's compiled-array libraries: for the research interfaces only (the batch
#: simulator; the environments of ``ginrummy.rl``).
NUMERIC_LIBRARIES = ("numpy", "numba", "llvmlite")
RL_FACES = ("batch", "rl")


def test_only_the_research_interfaces_import_numpy_and_numba() -> None:
    """The ``rl`` extra's libraries stay in ginrummy/batch/ and ginrummy/rl/ (issue 48):
    the rules core, the other faces and the server run without them."""
    bad = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.relative_to(PACKAGE).parts[0] in RL_FACES:
            continue
        for line, module in imported_modules(path):
            if module.split(".")[0] in NUMERIC_LIBRARIES:
                bad.append(f"{path.relative_to(PACKAGE)}:{line}: {module}")
    assert bad == [], f"only ginrummy/batch/ and ginrummy/rl/ may import numpy or numba: {bad}"
    # The reader sees the batch simulator's own imports (the test can fail).
    found = {m.split(".")[0] for _line, m in imported_modules(PACKAGE / "batch" / "tables.py")}
    assert "numpy" in found


def test_numba_is_imported_in_one_place() -> None:
    """ginrummy/batch/_jit.py alone imports numba (by name, so that the modules import
    without it): its typed decorator and the stamp of the compiled functions' cache."""
    users = sorted(str(path.relative_to(PACKAGE)) for path in PACKAGE.rglob("*.py")
                   if "numba" in {m.split(".")[0] for _l, m in imported_modules(path)}
                   or '"numba' in path.read_text(encoding="utf-8"))
    assert users == ["batch/_jit.py"]


def test_the_protocol_and_the_client_never_import_the_server() -> None:
    """``pip install 'ginrummy[client]'`` runs ``ginrummy connect`` without the
    server's dependencies: neither package reaches into ginrummy/server/."""
    bad = [f"{path.relative_to(PACKAGE)}:{line}: {module}"
           for top in ("protocol", "remote", "client")
           for path in sorted((PACKAGE / top).rglob("*.py"))
           for line, module in imported_modules(path)
           if module == "ginrummy.server" or module.startswith("ginrummy.server.")]
    assert bad == [], bad


#: The one face built on another: the research interfaces' vectorized Gymnasium
#: environment (``rl/vector.py``) steps its hands with the batch simulator's compiled
#: loops (issue 48), a face over a face as the environments are over the driver; the
#: batch simulator never imports ``rl``.
FACE_OVER_FACE = {("rl", "batch")}


def _imports_of_faces(face: str) -> list[str]:
    """Where ``face``'s modules import another face (lazy imports included), but
    :data:`FACE_OVER_FACE`."""
    found = []
    for path in sorted((PACKAGE / face).rglob("*.py")):
        for line, module in imported_modules(path):
            parts = module.split(".")
            if parts[0] == "ginrummy" and len(parts) > 1 and parts[1] in FACES \
                    and parts[1] != face and (face, parts[1]) not in FACE_OVER_FACE:
                found.append(f"{path.relative_to(PACKAGE)}:{line}: {module}")
    return found


@pytest.mark.parametrize("face", [f for f in FACES if (PACKAGE / f).is_dir()])
def test_no_face_imports_another(face: str) -> None:
    """Issues 26 and 49: the faces share what is below them (``narration``, the
    ``driver``, the ``table``; ``protocol`` and ``remote`` for playing at a server),
    never each other (but :data:`FACE_OVER_FACE`); ``__main__`` alone knows them all
    (it hands the full-screen game, the game server and the terminal client to the
    command line)."""
    assert _imports_of_faces(face) == [], f"{face} imports another face"


def test_the_composition_root_knows_the_faces() -> None:
    """The reader sees a face's import (the test above can fail): ``__main__``'s."""
    found = {m.split(".")[1] for _line, m in imported_modules(PACKAGE / "__main__.py")
             if m.startswith("ginrummy.") and m.split(".")[1] in FACES}
    assert {"cli", "tui", "server", "client"} <= found


#: The libraries each module of the research interfaces may import (issue 48): the text
#: interface and the session need none (they run without the extras); the environments
#: take the rl extra's, the OpenSpiel game the spiel extra's, the TextArena environment
#: textarena alone, the self-play data's Parquet shards the selfplay extra's.
RL_LIBRARIES = {
    "observation": {"numpy"},
    "aec": {"numpy", "gymnasium", "pettingzoo"},
    "gym": {"numpy", "gymnasium"},
    "vector": {"numpy", "gymnasium"},
    "spiel": {"numpy", "pyspiel"},
    "shards": {"numpy", "pyarrow"},
    "arena_text": {"textarena"},
}


def test_each_rl_module_imports_only_the_libraries_of_its_extra() -> None:
    allowed_base = set(sys.stdlib_module_names) | {"__future__", "ginrummy"}
    bad = []
    for path in sorted((PACKAGE / "rl").glob("*.py")):
        allowed = allowed_base | RL_LIBRARIES.get(path.stem, set())
        for line, module in imported_modules(path):
            if module.split(".")[0] not in allowed and path.stem != "__init__":
                bad.append(f"rl/{path.name}:{line}: {module}")
            if path.stem == "__init__" and module.split(".")[0] not in allowed_base | {
                    "gymnasium"}:
                bad.append(f"rl/{path.name}:{line}: {module}")
    assert bad == [], bad
    # The reader sees the environments' imports (the test can fail).
    found = {m.split(".")[0] for _line, m in imported_modules(PACKAGE / "rl" / "aec.py")}
    assert {"pettingzoo", "gymnasium"} <= found


def test_no_module_outside_rl_imports_the_research_libraries() -> None:
    bad = [f"{path.relative_to(PACKAGE)}:{line}: {module}"
           for path in sorted(PACKAGE.rglob("*.py"))
           if path.relative_to(PACKAGE).parts[0] != "rl"
           for line, module in imported_modules(path)
           if module.split(".")[0] in ("gymnasium", "pettingzoo", "pyspiel", "open_spiel",
                                       "textarena")]
    assert bad == [], bad
