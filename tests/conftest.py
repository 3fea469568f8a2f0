"""Every test gets its own data folder: the game's save and statistics never touch
the real one (and a save left by one test is never offered to another)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ginrummy.datadir import ENV_VAR


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path_factory: pytest.TempPathFactory,
                     monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv(ENV_VAR, str(folder))
    return folder
