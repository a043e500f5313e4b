"""The desktop entry (issue 43): ``python tools/desktop_entry.py install --home DIR`` puts a valid
freedesktop.org entry and the icon at every size into DIR's ``.local/share``; ``uninstall`` takes
out exactly those files and nothing of anyone else's.

The entry is checked by ``desktop-file-validate`` where it is installed (desktop-file-utils), and
always by the spec's own rules for the keys it must have and the form of each line.
"""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import resources
from tests.tools.tool_modules import load_tool

REPO = Path(__file__).resolve().parents[2]




desktop = load_tool("desktop_entry")


def files_under(folder: Path) -> set[Path]:
    return {path for path in folder.rglob("*") if path.is_file()} if folder.exists() else set()


def run_tool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(REPO / "tools" / "desktop_entry.py"), *args], capture_output=True,
                          text=True, timeout=60)


def parse_entry(text: str) -> dict[str, str]:
    """The ``[Desktop Entry]`` group's keys, checking the file's form as it goes: a first group
    header, then only ``Key=Value`` lines (keys of A-Za-z0-9-), comments or blank lines, no key
    twice (Desktop Entry Specification, "Basic format of the file")."""
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]", "the first group is [Desktop Entry]"
    keys: dict[str, str] = {}
    for line in lines[1:]:
        if not line or line.startswith("#"):
            continue
        assert not line.startswith("["), "one group only"
        match = re.fullmatch(r"([A-Za-z0-9-]+)(\[[^\]]+\])?\s*=\s*(.*)", line)
        assert match, f"not a Key=Value line: {line!r}"
        assert match.group(1) not in keys, f"{match.group(1)} appears twice"
        keys[match.group(1)] = match.group(3)
    return keys


def check_entry(path: Path) -> dict[str, str]:
    """The spec's required keys and values, and the form of the lists and the Exec line."""
    keys = parse_entry(path.read_text(encoding="utf-8"))
    assert keys["Type"] == "Application"
    assert keys["Name"] == "Auction Forty-Fives"
    assert keys["Icon"] == "forty-fives"
    assert keys["Terminal"] == "false"
    assert keys["Categories"] == "Game;CardGame;"
    for name in ("Categories", "Keywords"):
        assert keys[name].endswith(";") and ";;" not in keys[name], f"{name} is a ;-terminated list"
    assert keys["Comment"] and keys["Comment"] != keys["Name"]
    assert keys["Exec"].strip()
    return keys


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A home with something of someone else's in the same folders, which must survive."""
    folder = tmp_path / "home"
    (folder / ".local" / "share" / "applications").mkdir(parents=True)
    (folder / ".local" / "share" / "applications" / "other.desktop").write_text("[Desktop Entry]\n")
    return folder


def test_install_writes_a_valid_entry_and_every_icon_and_uninstall_takes_them_out(home: Path) -> None:
    before = files_under(home)
    installed = run_tool("install", "--home", str(home))
    assert installed.returncode == 0, installed.stderr
    written = {Path(line) for line in installed.stdout.splitlines()}
    entry = home / ".local" / "share" / "applications" / "forty-fives.desktop"
    icons = {home / ".local" / "share" / "icons" / "hicolor" / f"{n}x{n}" / "apps" / "forty-fives.png"
             for n in resources.ICON_SIZES}
    assert written == icons | {entry}
    assert files_under(home) == before | written, "nothing else is written"
    for size in resources.ICON_SIZES:
        icon = home / ".local" / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "forty-fives.png"
        assert icon.read_bytes() == (REPO / "assets" / "icon" / f"forty-fives-{size}.png").read_bytes()
    keys = check_entry(entry)
    program = shlex.split(keys["Exec"])[0]
    assert Path(program).is_absolute() and Path(program).exists(), "a menu has no virtual environment: full paths"
    validator = shutil.which("desktop-file-validate")
    if validator is not None:
        checked = subprocess.run([validator, str(entry)], capture_output=True, text=True, timeout=60)
        assert checked.returncode == 0 and checked.stdout.strip() == "", checked.stdout + checked.stderr

    removed = run_tool("uninstall", "--home", str(home))
    assert removed.returncode == 0, removed.stderr
    assert {Path(line) for line in removed.stdout.splitlines()} == written
    assert files_under(home) == before, "uninstall leaves exactly what was there before"
    assert not (home / ".local" / "share" / "icons" / "hicolor" / "16x16").exists(), "no empty icon folders left"


def test_uninstall_leaves_an_entry_it_did_not_write(home: Path) -> None:
    entry = home / ".local" / "share" / "applications" / "forty-fives.desktop"
    entry.write_text("[Desktop Entry]\nType=Application\nName=Someone else's\nExec=true\n", encoding="utf-8")
    result = run_tool("uninstall", "--home", str(home))
    assert result.returncode == 0 and result.stdout == ""
    assert entry.is_file() and "did not write it" in result.stderr


def test_the_exec_line_quotes_as_the_spec_says() -> None:
    """Exec: an argument with a reserved character is quoted; inside quotes ", `, $ and \\ take a
    backslash, and the string escape then doubles every backslash; a literal % is %%."""
    quote = desktop.quote_exec_argument
    assert quote("/usr/bin/forty-fives") == "/usr/bin/forty-fives"
    assert quote("/home/a b/main.py") == '"/home/a b/main.py"'
    assert quote('/x/"q"') == '"/x/\\\\"q\\\\""'
    assert quote("/x/$HOME") == '"/x/\\\\$HOME"'
    assert quote("/x/100%") == "/x/100%%"
    text = desktop.entry_text(["/opt/my games/python3", "/opt/my games/main.py"])
    assert 'Exec="/opt/my games/python3" "/opt/my games/main.py"\n' in text
