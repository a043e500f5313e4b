"""Where the player's profile lives, and whether it can be read and written there.

``profile_dir`` asks SDL for the platform's folder for an app's user data (keeping an older
profile where earlier versions put it, so nothing is lost); ``check_folder`` tries it for real
once, before anything is read or written.  Reading and writing the files in it is
``settings_store``'s.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from game.profile.settings_store import PROFILE_FILES, os_reason

log = logging.getLogger(__name__)

APP_DIR_NAME = "auction-forty-fives"


def profile_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """Where settings and saves live: ``override`` (``--profile-dir``), else the platform's
    folder for an app's user data (SDL's pref path, which creates it), unless a profile already
    sits in the folder earlier versions worked out by hand and the platform's folder holds none:
    then that one is used where it is, so no one's settings, statistics or game are lost."""
    if override:
        return Path(override).expanduser()
    legacy = legacy_profile_dir()
    folder = platform_profile_dir()
    if folder is None:
        log.warning("the platform's folder for user data is unknown; the profile is in %s", legacy)
        return legacy
    if folder != legacy and has_profile(legacy) and not has_profile(folder):
        log.info("using the existing profile in %s (the platform's folder is %s)", legacy, folder)
        return legacy
    return folder


def platform_profile_dir() -> Path | None:
    """``pygame.system.get_pref_path``: ~/.local/share/auction-forty-fives (or under
    $XDG_DATA_HOME), ~/Library/Application Support/auction-forty-fives, or
    %APPDATA%\\auction-forty-fives.  None when SDL cannot tell (logged)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        import pygame.system
    except ImportError:
        log.warning("pygame is not available to find the profile folder", exc_info=True)
        return None
    try:
        with _xdg_spec_respected():
            text = pygame.system.get_pref_path("", APP_DIR_NAME)
    except (pygame.error, OSError, UnicodeError):
        log.warning("SDL could not find or create the profile folder", exc_info=True)
        return None
    return Path(text)


@contextlib.contextmanager
def _xdg_spec_respected() -> Iterator[None]:
    """The XDG spec says to ignore an empty or relative $XDG_DATA_HOME; SDL would use it (a
    profile under the current folder), so it is hidden from SDL for the call."""
    value = os.environ.get("XDG_DATA_HOME")
    if value is None or os.path.isabs(value):
        yield
        return
    del os.environ["XDG_DATA_HOME"]
    try:
        yield
    finally:
        os.environ["XDG_DATA_HOME"] = value


def legacy_profile_dir() -> Path:
    """The folder the game worked out by hand before it asked SDL: kept only to find (and keep
    using) a profile already there.  It matches SDL's choice on every platform but a Windows
    whose %APPDATA% variable points away from the real Roaming folder."""
    home = Path.home()
    if sys.platform == "win32":
        base = os.environ.get("APPDATA")
        return (Path(base) if base else home / "AppData" / "Roaming") / APP_DIR_NAME
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / APP_DIR_NAME
    xdg = os.environ.get("XDG_DATA_HOME", "")
    base_dir = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".local" / "share"
    return base_dir / APP_DIR_NAME


def has_profile(folder: Path) -> bool:
    """Whether ``folder`` holds any of the player's files (a folder that cannot be looked in
    holds none that can be used)."""
    try:
        return any((folder / name).is_file() for name in PROFILE_FILES)
    except OSError:
        return False


@dataclass(frozen=True)
class FolderCheck:
    """What the profile folder allows: reading the player's files, keeping them, and if not why."""

    readable: bool
    writable: bool
    reason: str = ""


def check_folder(folder: Path) -> FolderCheck:
    """Whether ``folder`` can hold the player's files, tried for real: made if missing, a file
    written, synced and removed (a full disk, a read-only or foreign folder, a name too long,
    a file in the folder's place all fail here, once, before anything is loaded or saved)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if not folder.is_dir():
            return FolderCheck(False, False, "it is not a folder")
        os.listdir(folder)
    except OSError as exc:
        return FolderCheck(False, False, os_reason(exc))
    try:
        handle, name = tempfile.mkstemp(prefix=".write-check.", suffix=".tmp", dir=str(folder))
    except OSError as exc:
        return FolderCheck(True, False, os_reason(exc))
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(b"{}\n" * 64)
            stream.flush()
            os.fsync(stream.fileno())
    except OSError as exc:
        return FolderCheck(True, False, os_reason(exc))
    finally:
        with contextlib.suppress(OSError):
            os.unlink(name)
    return FolderCheck(True, True)
