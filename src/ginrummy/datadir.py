"""Where the game keeps the person's files: the saved game and the statistics.

``GINRUMMY_DATA_DIR`` overrides the place (tests point it at a temporary
folder); otherwise the platform's usual data folder: ``$XDG_DATA_HOME/ginrummy``
or ``~/.local/share/ginrummy`` on Linux and other Unix systems,
``~/Library/Application Support/ginrummy`` on macOS and
``%LOCALAPPDATA%\\ginrummy`` on Windows.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

__all__ = ["ENV_VAR", "data_dir"]

#: The environment variable that overrides the data folder.
ENV_VAR = "GINRUMMY_DATA_DIR"


def data_dir() -> Path:
    """The folder of the person's game files (not created here)."""
    override = os.environ.get(ENV_VAR, "").strip()
    if override:
        return Path(override).expanduser()
    home = Path.home()
    if sys.platform == "win32":
        local = os.environ.get("LOCALAPPDATA") or os.environ.get("APPDATA")
        return (Path(local) if local else home / "AppData" / "Local") / "ginrummy"
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / "ginrummy"
    xdg = os.environ.get("XDG_DATA_HOME", "")
    # The XDG base directory spec says a relative path is invalid and to be ignored.
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
    return base / "ginrummy"
