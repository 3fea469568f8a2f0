"""The doctest collection of src/ginrummy (pyproject.toml: --doctest-modules) leaves
out the research interfaces whose optional extra is not installed: importing one
says which extra is missing (ginrummy.rl.extra), and has no doctest to lose."""

from __future__ import annotations

from ginrummy.rl.extra import have

collect_ignore = []
if not have("pyspiel"):
    collect_ignore.append("src/ginrummy/rl/spiel.py")
if not have("textarena"):
    collect_ignore.append("src/ginrummy/rl/arena_text.py")
if not have("gymnasium", "pettingzoo", "numpy"):
    collect_ignore += ["src/ginrummy/rl/aec.py", "src/ginrummy/rl/gym.py"]
if not have("numpy"):
    collect_ignore.append("src/ginrummy/rl/observation.py")
if not have("pyarrow", "numpy"):
    collect_ignore.append("src/ginrummy/rl/shards.py")
if not have("numpy"):
    collect_ignore += ["src/ginrummy/rl/decisions.py", "src/ginrummy/rl/selfplay.py"]
