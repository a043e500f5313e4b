"""Build the standalone game with PyInstaller: ``python tools/build_app.py`` makes
``dist/forty-fives/`` (``--onefile``: the single file ``dist/forty-fives``), a program that plays
on a machine without Python or pygame, with the sounds, levels and expert's tables inside.

PyInstaller builds for the machine it runs on: build on Linux for Linux, on Windows for Windows,
on macOS for macOS.  It comes from the project's ``build`` extra (``pip install -e ".[build]"``;
the ``test`` extra brings it too, since the tests build the program).

The game's data lives at the top of the repo (``assets/``, ``levels/``) and is mapped into the
package by pyproject.toml, so the bundle is built from a staged copy laid out as the wheel is
(``game/data/assets``, ``game/data/levels``, ``game/ai/expert/data``), read from the same
``[tool.setuptools]`` tables the wheel is: ``game.resources`` then finds every file through
``importlib.resources`` in the frozen program exactly as in an installed one.  Every module of
``game`` is collected (the app imports its screens and the expert by name at run time), and the
build is checked afterwards: every data file and every module must be inside, or it fails.

The program is windowed (no console window behind the game on Windows; its command-line tools
still answer when their output is piped or redirected) and carries the game's icon: the ``.ico``
on Windows, the ``.icns`` on macOS (both made by tools/make_icon.py).  Linux programs have no
built-in icon (PyInstaller ignores one there): the window sets its own from the bundled PNGs,
and ``tools/desktop_entry.py`` gives the menu entry one.

Progress goes to stderr; the result (the program's path, then the build's size) to stdout; every
message names this tool as it was started (``python tools/build_app.py``).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10 (tomli is a dependency there)
    import tomli as tomllib

REPO = Path(__file__).resolve().parents[1]
NAME = "forty-fives"
TOP_PACKAGE = "game"
CONTENTS = "_internal"   # PyInstaller's folder beside the program in a one-folder build
MISSING_PYINSTALLER = ('PyInstaller is not installed; install the build extra: pip install -e ".[build]" '
                       '(or ".[test]", which includes it)')
# Pulled in only by optional imports of pygame or the standard library; the game never uses them.
ICON_FOLDER = REPO / "assets" / "icon"
# The icon PyInstaller builds into the program, by platform (none on Linux: see above).
PLATFORM_ICONS = {"win32": "forty-fives.ico", "darwin": "forty-fives.icns"}
EXCLUDED = ("tkinter", "numpy", "pytest", "hypothesis", "IPython", "PIL", "setuptools", "pkg_resources")

# The program's entry: the ``forty-fives`` command (game.cli), as main.py is.  freeze_support
# lets ``forty-fives duel --workers 2`` start worker copies of the program (Windows, macOS).  A
# windowed program started from a Windows shortcut has no stdout or stderr: writes go nowhere
# then instead of failing (the game's log file still has everything).
ENTRY_SCRIPT = '''"""The standalone program's entry (written by tools/build_app.py): the forty-fives command."""
import multiprocessing
import os
import sys

if __name__ == "__main__":
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")
    multiprocessing.freeze_support()
    from game.cli import main
    sys.exit(main())
'''


class BuildError(RuntimeError):
    """The build failed or is incomplete (a data file or module is not inside)."""


def started_as(argv0: str | None = None, main_module: str | None = None) -> str:
    """How this tool was started, for its messages: ``python -m tools.build_app``, or ``python``
    and the script's path as it was typed (``python tools/build_app.py``)."""
    if main_module is None:
        spec = getattr(sys.modules.get("__main__"), "__spec__", None)
        main_module = spec.name if spec is not None else ""
    if main_module.endswith("build_app"):
        return f"python -m {main_module}"
    argv0 = sys.argv[0] if argv0 is None else argv0
    return f"python {argv0}" if argv0.endswith(".py") else "python tools/build_app.py"


PROG = started_as()


def say(message: str) -> None:
    """Progress, on stderr: stdout carries only the result."""
    print(f"{PROG}: {message}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------- the package layout

def setuptools_config(repo: Path = REPO) -> dict:
    """``[tool.setuptools]`` of pyproject.toml: the packages, their folders and their data."""
    with open(repo / "pyproject.toml", "rb") as handle:
        return tomllib.load(handle)["tool"]["setuptools"]


def source_folder(package: str, package_dir: dict[str, str], repo: Path = REPO) -> Path:
    """Where a package's files are in the repo: its own mapping, else its nearest mapped
    parent's folder and the rest of its name, else the name as a path (setuptools' rule)."""
    parts = package.split(".")
    for cut in range(len(parts), 0, -1):
        prefix = ".".join(parts[:cut])
        if prefix in package_dir:
            return repo.joinpath(package_dir[prefix], *parts[cut:])
    return repo.joinpath(*parts)


def stage(folder: Path, repo: Path = REPO) -> tuple[list[str], list[str]]:
    """Copy the packages into ``folder`` laid out as installed; the module names and the data
    files (paths inside the package tree, with ``/``) staged."""
    config = setuptools_config(repo)
    package_dir: dict[str, str] = config.get("package-dir", {})
    package_data: dict[str, list[str]] = config.get("package-data", {})
    if folder.exists():
        shutil.rmtree(folder)
    modules: list[str] = []
    data: list[str] = []
    for package in config["packages"]:
        source = source_folder(package, package_dir, repo)
        target = folder.joinpath(*package.split("."))
        target.mkdir(parents=True, exist_ok=True)
        for module in sorted(source.glob("*.py")):
            shutil.copy2(module, target / module.name)
            modules.append(package if module.stem == "__init__" else f"{package}.{module.stem}")
        for pattern in package_data.get(package, []):
            for item in sorted(source.glob(pattern)):
                if item.is_file():
                    shutil.copy2(item, target / item.name)
                    data.append((target / item.name).relative_to(folder).as_posix())
    (folder / f"{NAME}.py").write_text(ENTRY_SCRIPT, encoding="utf-8")
    return modules, data


# ---------------------------------------------------------------------------- PyInstaller

def pyinstaller_available() -> bool:
    """Checked before anything is made, so a missing extra is one line, not a traceback."""
    return importlib.util.find_spec("PyInstaller") is not None


def platform_icon(platform: str = sys.platform) -> Path | None:
    """The icon file PyInstaller builds into the program on ``platform`` (None on Linux)."""
    name = PLATFORM_ICONS.get(platform)
    return None if name is None else ICON_FOLDER / name


def pyinstaller_command(staged: Path, modules: Sequence[str], data: Sequence[str], dist: Path,
                        work: Path, onefile: bool, platform: str = sys.platform) -> list[str]:
    """The PyInstaller command line: windowed, with the platform's icon, the staged entry
    script, every module of the game as a hidden import, each data folder's files at their
    place in the package tree."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--name", NAME, "--onefile" if onefile else "--onedir", "--windowed",
               "--distpath", str(dist), "--workpath", str(work / "pyinstaller"), "--specpath", str(work),
               "--paths", str(staged)]
    icon = platform_icon(platform)
    if icon is not None:
        command += ["--icon", str(icon)]
    for module in modules:
        command += ["--hidden-import", module]
    for folder in sorted({item.rsplit("/", 1)[0] for item in data}):
        suffixes = sorted({Path(item).suffix for item in data if item.rsplit("/", 1)[0] == folder})
        for suffix in suffixes:   # a glob per kind of file: only the data, never stray files
            command += ["--add-data", f"{staged / folder}{os.sep}*{suffix}{os.pathsep}{folder}"]
    for module in EXCLUDED:
        command += ["--exclude-module", module]
    command.append(str(staged / f"{NAME}.py"))
    return command


def program_path(dist: Path, onefile: bool) -> Path:
    """The built program: ``dist/forty-fives/forty-fives`` (one folder) or ``dist/forty-fives``."""
    exe = NAME + (".exe" if sys.platform == "win32" else "")
    return dist / exe if onefile else dist / NAME / exe


def bundle_contents(program: Path) -> set[str]:
    """The names in the program's own archive: its Python modules, and in a one-file build the
    data files too (PyInstaller's reader; empty when it cannot read the archive)."""
    try:
        from PyInstaller.archive.readers import pkg_archive_contents
        return {name.replace("\\", "/") for name in pkg_archive_contents(str(program), recursive=True)}
    except Exception as exc:   # a newer PyInstaller's archive is read here best-effort only
        say(f"cannot list the program's archive ({exc})")
        return set()


def check_build(program: Path, modules: Sequence[str], data: Sequence[str], onefile: bool) -> list[str]:
    """What is missing from the build, in words (empty when complete)."""
    if not program.is_file():
        return [f"no program at {program}"]
    contents = bundle_contents(program)
    problems = []
    if onefile:
        missing_data = [item for item in data if item not in contents]
    else:
        inside = program.parent / CONTENTS
        missing_data = [item for item in data if not inside.joinpath(*item.split("/")).is_file()]
    if missing_data:
        problems.append(f"{len(missing_data)} data files are not inside: {', '.join(missing_data[:5])}")
    if contents:
        missing_modules = [module for module in modules if module not in contents]
        if missing_modules:
            problems.append(f"{len(missing_modules)} modules are not inside: {', '.join(missing_modules[:5])}")
    return problems


def size_of(path: Path) -> int:
    """Bytes in a file or a folder (every file under it)."""
    if path.is_file():
        return path.stat().st_size
    return sum(item.stat().st_size for item in path.rglob("*") if item.is_file() and not item.is_symlink())


def build(dist: Path, work: Path, onefile: bool = False) -> Path:
    """Stage, run PyInstaller, check the result; the built program's path."""
    started = time.monotonic()
    staged = work / "stage"
    modules, data = stage(staged)
    say(f"staged {len(modules)} modules and {len(data)} data files in {staged}")
    command = pyinstaller_command(staged, modules, data, dist, work, onefile)
    say("running PyInstaller (10-30 s on two cores) ...")
    quiet = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}   # no pygame banner per hook run
    result = subprocess.run(command, stdout=sys.stderr, stderr=sys.stderr, cwd=work, env=quiet)
    if result.returncode != 0:
        raise BuildError(f"PyInstaller failed (exit code {result.returncode})")
    program = program_path(dist, onefile)
    problems = check_build(program, modules, data, onefile)
    if problems:
        raise BuildError("the build is incomplete: " + "; ".join(problems))
    say(f"built and checked in {time.monotonic() - started:.0f} s")
    return program


# ---------------------------------------------------------------------------- command line

def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The options; the defaults keep the build in dist/ and its scraps in build/ (both ignored by git)."""
    parser = argparse.ArgumentParser(prog=PROG, description="Build the standalone game with PyInstaller.")
    parser.add_argument("--onefile", action="store_true",
                        help="one file instead of a folder (starts slower: it unpacks itself each time)")
    parser.add_argument("--dist", type=Path, default=REPO / "dist", help="where the build goes (default: dist/)")
    parser.add_argument("--work", type=Path, default=REPO / "build" / "app",
                        help="PyInstaller's working folder (default: build/app/)")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Build; 0 and the result on stdout, 1 when the build failed or is incomplete, 2 without PyInstaller."""
    args = parse_args(argv)
    if not pyinstaller_available():
        print(f"{PROG}: error: {MISSING_PYINSTALLER}", file=sys.stderr)
        return 2
    dist, work = args.dist.resolve(), args.work.resolve()
    work.mkdir(parents=True, exist_ok=True)
    try:
        program = build(dist, work, args.onefile)
    except BuildError as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 1
    built = program if args.onefile else program.parent
    print(program)
    print(f"{size_of(built) / 2**20:.1f} MiB in {built}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
