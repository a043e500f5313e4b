"""Put the game in the desktop's menu for the current user, or take it out again (Linux and
other freedesktop.org desktops): ``python tools/desktop_entry.py install|uninstall [--home DIR]``.

``install`` writes ``~/.local/share/applications/forty-fives.desktop`` and the icon's PNGs as
``~/.local/share/icons/hicolor/<N>x<N>/apps/forty-fives.png`` (the folders the XDG specs name for
one user; no root, no system folders).  The entry starts the installed ``forty-fives`` command
of this Python's environment when there is one, else this checkout's ``main.py`` with this
Python, both by absolute path (a menu does not activate a virtual environment).  ``uninstall``
removes exactly those files (an entry with the same name that this tool did not write is left
alone and named), and the icon folders it leaves empty.

Progress and problems go to stderr; the files written or removed, one a line, to stdout.
"""

from __future__ import annotations

import argparse
import os
import sys
import sysconfig
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import resources  # noqa: E402  (after the checkout is on sys.path)

REPO = Path(__file__).resolve().parents[1]
APP_ID = "forty-fives"
ENTRY_NAME = f"{APP_ID}.desktop"
MARK = "X-Forty-Fives-Installed-By"   # the entry's own line saying this tool wrote it
MARK_VALUE = "tools/desktop_entry.py"


def say(message: str) -> None:
    """Progress, on stderr: stdout names only the files."""
    print(f"desktop_entry: {message}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------- where things go

def data_home(home: Path) -> Path:
    """``$XDG_DATA_HOME`` for the real home when it is set, else ``<home>/.local/share``
    (always the latter for a ``--home`` given)."""
    configured = os.environ.get("XDG_DATA_HOME", "")
    if home == Path.home() and configured and Path(configured).is_absolute():
        return Path(configured)
    return home / ".local" / "share"


def entry_path(home: Path) -> Path:
    return data_home(home) / "applications" / ENTRY_NAME


def icon_path(home: Path, size: int) -> Path:
    return data_home(home) / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


# ---------------------------------------------------------------------------- the entry

def quote_exec_argument(argument: str) -> str:
    """One argument of an ``Exec`` line: quoted when it holds a reserved character, with ``"``,
    backquote, ``$`` and backslash escaped inside the quotes, and ``%`` doubled (the spec's rules;
    the escaping of the string type then doubles each backslash again)."""
    escaped = argument.replace("%", "%%")
    if not any(char in escaped for char in ' \t\n"\'\\><~|&;$*?#()`'):
        return escaped
    for char in ("\\", '"', "`", "$"):
        escaped = escaped.replace(char, "\\" + char)
    return '"' + escaped.replace("\\", "\\\\") + '"'


def launch_command() -> list[str]:
    """What the menu runs: this environment's ``forty-fives`` command if installed, else this
    Python with the checkout's main.py."""
    script = Path(sysconfig.get_path("scripts")) / ("forty-fives.exe" if os.name == "nt" else "forty-fives")
    if script.is_file():
        return [str(script)]
    return [sys.executable, str(REPO / "main.py")]


def entry_text(command: Sequence[str]) -> str:
    """The ``.desktop`` file, as Desktop Entry Specification 1.4 (the newest that Debian 12's
    desktop-file-validate knows; nothing here needs 1.5)."""
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        "Name=Auction Forty-Fives",
        "GenericName=Card Game",
        "Comment=The trick-taking card game of Nova Scotia, New England and Ireland",
        "Exec=" + " ".join(quote_exec_argument(part) for part in command),
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;CardGame;",
        "Keywords=cards;forty-fives;45s;auction;trick-taking;trumps;",
        "StartupNotify=false",
        f"{MARK}={MARK_VALUE}",
    ]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------- install, uninstall

def install(home: Path, command: Sequence[str] | None = None) -> list[Path]:
    """Write the entry and the icons; the paths written."""
    written: list[Path] = []
    for size in resources.ICON_SIZES:
        target = icon_path(home, size)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(resources.icon_file(size).read_bytes())
        written.append(target)
    entry = entry_path(home)
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(entry_text(command or launch_command()), encoding="utf-8")
    written.append(entry)
    return written


def uninstall(home: Path) -> list[Path]:
    """Remove what ``install`` wrote, and the icon folders left empty; the paths removed."""
    removed: list[Path] = []
    entry = entry_path(home)
    if entry.is_file():
        if f"\n{MARK}={MARK_VALUE}\n" in entry.read_text(encoding="utf-8", errors="replace"):
            entry.unlink()
            removed.append(entry)
        else:
            say(f"left {entry} alone: this tool did not write it")
    hicolor = data_home(home) / "icons" / "hicolor"
    for size in resources.ICON_SIZES:
        icon = icon_path(home, size)
        if icon.is_file():
            icon.unlink()
            removed.append(icon)
        for folder in (icon.parent, icon.parent.parent):   # <N>x<N>/apps, then <N>x<N>
            if folder.is_dir() and folder.is_relative_to(hicolor) and not any(folder.iterdir()):
                folder.rmdir()
    return removed


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/desktop_entry.py",
                                     description="Add the game to the desktop's menu (or remove it) for this user.")
    parser.add_argument("action", choices=("install", "uninstall"), help="add the menu entry and icon, or remove them")
    parser.add_argument("--home", type=Path, default=Path.home(),
                        help="the home folder to install into (default: yours); for tests and packagers")
    args = parser.parse_args(argv)
    home = args.home.expanduser().resolve()
    try:
        paths = install(home) if args.action == "install" else uninstall(home)
    except (OSError, resources.DataError) as exc:
        print(f"{parser.prog}: error: {exc}", file=sys.stderr)
        return 1
    for path in paths:
        print(path)
    done = "installed" if args.action == "install" else "removed"
    say(f"{done} {len(paths)} files under {data_home(home)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
