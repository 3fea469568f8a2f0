"""The batch simulator without its extra: one line naming it (the project's
convention for a missing extra), whether numpy or numba is the one missing.

Run in a subprocess each, with the missing module blocked (``sys.modules[name] =
None``), so they test the same thing in every environment, with the extra or
without it."""

from __future__ import annotations

import subprocess
import sys

import pytest

from helpers import REPO_ROOT


def run_without(module: str, code: str) -> subprocess.CompletedProcess[str]:
    program = f"import sys\nsys.modules[{module!r}] = None\n{code}"
    return subprocess.run([sys.executable, "-c", program], cwd=REPO_ROOT, capture_output=True,
                          text=True, check=False, timeout=120)


@pytest.mark.parametrize(
    ("module", "code"),
    [
        ("numpy", "import ginrummy.batch"),
        ("numba", "from ginrummy.batch import simulate\nsimulate(10)"),
    ],
)
def test_the_batch_simulator_without_its_extra_says_so_in_one_line(module: str, code: str
                                                                    ) -> None:
    out = run_without(module, code)
    assert out.returncode != 0
    last = out.stderr.strip().splitlines()[-1]
    assert last.startswith("ginrummy.batch._jit.MissingExtraError: ")
    assert last.endswith("pip install 'ginrummy[rl]'")
    assert module in last


def test_without_numba_the_modules_still_import_and_answer_in_plain_python() -> None:
    """What the doctests and mypy rely on: the compiled functions are plain Python."""
    hand = "3d 6h Ts Kh Ac 6d Ks 9h Js Qh"
    out = run_without("numba", "from ginrummy.batch import solver\n"
                               "from ginrummy.cards import parse_hand\n"
                               f"print(solver.deadwood(parse_hand({hand!r})))")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "75"


def test_the_vectorized_environment_without_numba_says_so_in_one_line() -> None:
    """Built on the batch simulator, it needs numba too; its class still imports."""
    pytest.importorskip("gymnasium", reason="gymnasium (the rl extra) is not installed")
    out = run_without("numba", "import ginrummy.rl\n"
                               "env = ginrummy.rl.GinRummyVectorEnv\n"
                               "env(4)")
    assert out.returncode != 0
    last = out.stderr.strip().splitlines()[-1]
    assert last == ("ginrummy.rl.extra.MissingExtra: ginrummy.rl.GinRummyVectorEnv needs the"
                    " optional package numba: pip install 'ginrummy[rl]'")
