"""The standalone build (issue 28): ``python tools/build_app.py`` makes a program with PyInstaller
that plays on a machine without Python or pygame, with every data file inside.

The build is made once for the module (about 20-30 s on two cores) into a temporary folder and
run the way a player would: from a folder outside the repo, with an environment that hides this
Python, its packages and the checkout (only PATH=/usr/bin:/bin, a fresh HOME and the SDL drivers),
so nothing can be imported from anywhere but the bundle.  Marked ``standalone`` so that
``-m "not standalone"`` skips it while working; the normal run (and so CI) includes it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10
    import tomli as tomllib

from tests.tools.tool_modules import load_tool

REPO = Path(__file__).resolve().parents[2]




builder = load_tool("build_app")


def repo_data_files() -> set[str]:
    """Every data file the game ships, as its path inside the package tree (as in the wheel)."""
    wanted = {f"game/data/assets/sounds/{p.name}" for p in (REPO / "assets" / "sounds").glob("*.wav")}
    wanted |= {f"game/data/levels/{p.relative_to(REPO / 'levels').as_posix()}"
               for p in (REPO / "levels").rglob("*.toml")}
    wanted |= {f"game/ai/expert/data/{p.name}" for p in (REPO / "game" / "ai" / "expert" / "data").glob("*.json")}
    wanted |= {f"game/data/assets/icon/{p.name}" for p in (REPO / "assets" / "icon").glob("*.png")}
    return wanted | {"game/py.typed"}


def game_modules() -> set[str]:
    """Every module of the game package, from its files (the app imports some by name)."""
    names = set()
    for path in (REPO / "game").rglob("*.py"):
        parts = path.relative_to(REPO).with_suffix("").parts
        names.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


# ---------------------------------------------------------------------------- without building

def test_a_missing_pyinstaller_is_one_line_naming_the_extra(monkeypatch: pytest.MonkeyPatch,
                                                           capsys: pytest.CaptureFixture[str],
                                                           tmp_path: Path) -> None:
    monkeypatch.setattr(builder, "pyinstaller_available", lambda: False)
    assert builder.main(["--dist", str(tmp_path / "dist"), "--work", str(tmp_path / "work")]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and "PyInstaller" in err and '".[build]"' in err
    assert err.startswith(f"{builder.PROG}: error: ")
    assert not (tmp_path / "work").exists(), "nothing is made before the check"


def test_the_messages_name_the_tool_as_it_was_started() -> None:
    """Issue 43: the build's messages say ``python tools/build_app.py`` (or ``python -m
    tools.build_app``), never a bare ``build_app``, so the line can be typed again as it reads."""
    for started in (["tools/build_app.py"], ["-m", "tools.build_app"]):
        result = subprocess.run([sys.executable, *started, "--no-such-option"], cwd=REPO, capture_output=True,
                                text=True, timeout=60)
        prog = "python " + " ".join(started)
        assert result.returncode == 2 and result.stdout == ""
        assert result.stderr.startswith(f"usage: {prog} "), result.stderr
        assert f"{prog}: error: unrecognized arguments: --no-such-option" in result.stderr
    assert builder.started_as("tools/build_app.py", "") == "python tools/build_app.py"
    assert builder.started_as("/x/build_app.py", "tools.build_app") == "python -m tools.build_app"


def test_the_program_is_windowed_with_each_platforms_icon(tmp_path: Path) -> None:
    """Issue 43: no console window behind the game, and the game's icon built into the program
    where the platform has such a thing (Windows' .ico, macOS's .icns; Linux has none)."""
    headers = {"win32": b"\x00\x00\x01\x00", "darwin": b"icns"}
    for platform in ("win32", "darwin", "linux"):
        command = builder.pyinstaller_command(tmp_path / "stage", ["game"], ["game/py.typed"], tmp_path / "dist",
                                              tmp_path / "work", onefile=False, platform=platform)
        assert "--windowed" in command and "--console" not in command, platform
        if platform == "linux":
            assert "--icon" not in command, "PyInstaller ignores an icon on Linux, with a warning"
            continue
        icon = Path(command[command.index("--icon") + 1])
        assert icon.is_file() and icon.read_bytes().startswith(headers[platform]), icon


def test_the_extras_bring_pyinstaller_to_whoever_builds_and_to_ci() -> None:
    """CI installs ``.[test]`` and runs this module, so the test extra must bring PyInstaller."""
    extras = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    for extra in ("build", "test"):
        assert any(dep.lower().startswith("pyinstaller") for dep in extras[extra]), extra


def test_the_stage_is_laid_out_as_the_installed_package(tmp_path: Path) -> None:
    modules, data = builder.stage(tmp_path / "stage")
    assert set(data) == repo_data_files()
    assert set(modules) == game_modules() | {"game.data.assets", "game.data.levels"}   # the mapped folders
    for item in data:
        assert (tmp_path / "stage" / item).is_file()
    assert (tmp_path / "stage" / "game" / "data" / "assets" / "__init__.py").is_file()
    assert (tmp_path / "stage" / f"{builder.NAME}.py").is_file()


# ---------------------------------------------------------------------------- the build

@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """``python tools/build_app.py`` into a temporary folder: the program, its folder, its stdout."""
    root = tmp_path_factory.mktemp("standalone")
    result = subprocess.run([sys.executable, str(REPO / "tools" / "build_app.py"), "--dist", str(root / "dist"),
                             "--work", str(root / "work")], capture_output=True, text=True, timeout=1200,
                            cwd=root)
    assert result.returncode == 0, f"{result.stdout[-3000:]}\n{result.stderr[-5000:]}"
    lines = result.stdout.splitlines()
    assert len(lines) == 2, result.stdout
    program = Path(lines[0])
    assert program == builder.program_path(root / "dist", onefile=False).resolve()
    assert lines[1].endswith(f"MiB in {program.parent}")
    spec = root / "work" / f"{builder.NAME}.spec"   # what PyInstaller built from
    return {"program": program, "folder": program.parent, "root": root, "spec": spec}


def bare_environment(home: Path) -> dict[str, str]:
    """What a player's machine without Python has: system folders on PATH, a home, no venv."""
    env = {"HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    if sys.platform == "win32":
        system_root = os.environ.get("SYSTEMROOT", r"C:\Windows")
        env.update(SYSTEMROOT=system_root, PATH=os.path.join(system_root, "System32"),
                   APPDATA=str(home / "AppData" / "Roaming"), USERPROFILE=str(home))
    else:
        env["PATH"] = "/usr/bin:/bin"
    return env


def run_program(built: dict[str, Path], args: list[str], home: Path, timeout: float = 120,
                ) -> subprocess.CompletedProcess:
    elsewhere = home / "elsewhere"   # not the repo, not the build: where a player might start it
    elsewhere.mkdir(parents=True, exist_ok=True)
    return subprocess.run([str(built["program"]), *args], cwd=elsewhere, env=bare_environment(home),
                          capture_output=True, text=True, timeout=timeout)


def check_log(log_file: Path, built: dict[str, Path]) -> str:
    """The game's log: no error, and the sounds read from inside the build, never the repo."""
    log = log_file.read_text(encoding="utf-8")
    assert "Traceback" not in log and " ERROR " not in log and "CRITICAL" not in log, log
    loaded = [line for line in log.splitlines() if "sounds loaded from" in line]
    assert loaded or "no audio" in log, log
    for line in loaded:
        assert "11 of 11" in line and str(built["folder"]) in line and str(REPO) not in line, line
    return log


@pytest.mark.standalone
def test_the_build_carries_every_data_file_and_module(built: dict[str, Path]) -> None:
    inside = built["folder"] / builder.CONTENTS
    for item in sorted(repo_data_files()):
        assert inside.joinpath(*item.split("/")).is_file(), item
    assert len(list(inside.joinpath("game", "data", "assets", "sounds").glob("*.wav"))) == 11
    missing = game_modules() - builder.bundle_contents(built["program"])
    assert missing == set(), "modules the app imports by name must be inside"
    modules, data = builder.stage(built["root"] / "restaged")
    assert builder.check_build(built["program"], modules, data, onefile=False) == []
    problems = builder.check_build(built["program"], [*modules, "game.nowhere"],
                                   [*data, "game/data/levels/nowhere.toml"], onefile=False)
    assert len(problems) == 2 and "nowhere.toml" in problems[0] and "game.nowhere" in problems[1]


@pytest.mark.standalone
def test_the_spec_is_windowed_and_has_the_icon(built: dict[str, Path]) -> None:
    """The spec PyInstaller built from: no console, the platform's icon in the program, and the
    icon's PNGs among the data (the window's own icon, on every platform)."""
    spec = built["spec"].read_text(encoding="utf-8")
    assert "console=False" in spec and "console=True" not in spec
    icon = builder.platform_icon()
    if icon is not None:
        assert f"icon=[{str(icon)!r}]" in spec, spec
    assert repr(os.path.join("game", "data", "assets", "icon")) in spec or "'game/data/assets/icon'" in spec
    inside = built["folder"] / builder.CONTENTS / "game" / "data" / "assets" / "icon"
    shipped = sorted(p.name for p in (REPO / "assets" / "icon").glob("*.png"))
    assert sorted(p.name for p in inside.glob("*.png")) == shipped


@pytest.mark.standalone
def test_a_build_missing_a_table_says_so_and_never_reads_the_repo(built: dict[str, Path], tmp_path: Path) -> None:
    """The program finds its data in its own folder only: with one of the expert's tables taken
    out it refuses to start (exit 1), naming the file, though the repo still has it."""
    broken = tmp_path / "broken"
    shutil.copytree(built["folder"], broken, symlinks=True)
    table = broken / builder.CONTENTS / "game" / "ai" / "expert" / "data" / "pressure_kitty4.json"
    table.unlink()
    program = broken / built["program"].name
    result = run_program({**built, "program": program, "folder": broken}, ["--demo", "--seconds", "1",
                         "--profile-dir", str(tmp_path / "profile")], tmp_path / "home")
    assert result.returncode == 1
    assert "pressure_kitty4.json" in result.stderr and "Traceback" not in result.stderr
    assert "build it again" in result.stderr, "the standalone program is not reinstalled with pip"


@pytest.mark.standalone
def test_the_program_plays_a_demo_without_python(built: dict[str, Path], tmp_path: Path) -> None:
    profile = tmp_path / "profile"
    result = run_program(built, ["--demo", "--seconds", "5", "--windowed", "--size", "1280x720",
                                 "--profile-dir", str(profile)], tmp_path / "home")
    assert result.returncode == 0, result.stderr[-3000:]
    assert "Traceback" not in result.stderr
    assert (profile / "settings.json").is_file()
    check_log(profile / "forty-fives.log", built)


def platform_profile(home: Path) -> Path:
    """Where the installed game keeps its profile (SDL's pref path) for this HOME."""
    if sys.platform == "win32":
        return home / "AppData" / "Roaming" / "auction-forty-fives"
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / "auction-forty-fives"
    return home / ".local" / "share" / "auction-forty-fives"


@pytest.mark.standalone
def test_the_program_opens_the_title_and_keeps_its_profile_where_the_installed_game_does(
        built: dict[str, Path], tmp_path: Path) -> None:
    home = tmp_path / "home"
    result = run_program(built, ["--title", "--demo", "--seconds", "5"], home)
    assert result.returncode == 0, result.stderr[-3000:]
    profile = platform_profile(home)
    assert (profile / "settings.json").is_file()
    check_log(profile / "forty-fives.log", built)


@pytest.mark.standalone
def test_the_program_runs_the_tools_and_the_expert(built: dict[str, Path], tmp_path: Path) -> None:
    """The subcommands are inside too: the level files check clean, and the expert (its learned
    tables read from the bundle) plays a short duel."""
    levels = run_program(built, ["levels", "check", "--json"], tmp_path)
    assert levels.returncode == 0 and '"errors": []' in levels.stdout, levels.stderr
    duel = run_program(built, ["duel", "--a", "expert", "--b", "normal", "--deals", "2", "--seed", "1"], tmp_path)
    assert duel.returncode == 0 and '"a": "expert"' in duel.stdout, duel.stderr[-3000:]
