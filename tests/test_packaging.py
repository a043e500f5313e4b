"""A real package: the wheel carries the sounds, the levels and the expert's tables, and an
installed wheel plays from any folder, reading its data from site-packages, never the repo.

The wheel is built from a copy of the project's files (no stale ``build/`` of the checkout can
leak in), installed into a fresh virtual environment (pygame-ce comes from the environment
running the tests, through a ``.pth`` line, so no network is needed), and run from a folder
outside the repo.  It is the only proof that ``pip install .`` gives a working game, so it runs
in every test run (a few seconds; offline when setuptools 70.1+ is installed, as ``.[test]`` does).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10
    import tomli as tomllib

REPO = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.packaging

MAPPED = {"game.data.assets": REPO / "assets", "game.data.levels": REPO / "levels"}
PROJECT_FILES = ("pyproject.toml", "README.md", "LICENSE", "game", "assets", "levels")


def pyproject() -> dict:
    return tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))


def repo_data_files() -> set[str]:
    """Every data file the wheel must carry, as its path inside the wheel."""
    wanted = {f"game/data/assets/sounds/{p.name}" for p in (REPO / "assets" / "sounds").glob("*.wav")}
    wanted |= {f"game/data/levels/{p.relative_to(REPO / 'levels').as_posix()}"
               for p in (REPO / "levels").rglob("*.toml")}
    wanted |= {f"game/ai/expert/data/{p.name}" for p in (REPO / "game" / "ai" / "expert" / "data").glob("*.json")}
    wanted |= {f"game/data/assets/icon/{p.name}" for p in (REPO / "assets" / "icon").glob("*.png")}
    return wanted


def _packages_in(folder: Path, name: str) -> set[str]:
    found = {name}
    for child in folder.iterdir():
        if child.is_dir() and child.name != "__pycache__" and not child.name.startswith("."):
            found |= _packages_in(child, f"{name}.{child.name}")
    return found


def test_every_package_and_data_folder_is_listed_in_pyproject() -> None:
    """The list is explicit (a mapped folder cannot be discovered): a new package under game/
    that is not listed would be missing from the wheel."""
    config = pyproject()["tool"]["setuptools"]
    expected = _packages_in(REPO / "game", "game")
    for package, folder in MAPPED.items():
        expected |= _packages_in(folder, package)
    assert sorted(set(config["packages"]) ^ expected) == [], "add these to (or drop them from) pyproject.toml"
    assert {k: REPO / v for k, v in config["package-dir"].items()} == MAPPED
    assert pyproject()["project"]["scripts"] == {"forty-fives": "game.cli:main"}


# ---------------------------------------------------------------------------- building

def _setuptools_builds_wheels() -> bool:
    """setuptools 77+ builds this wheel by itself: then the build needs no network."""
    try:
        version = metadata.version("setuptools")
    except metadata.PackageNotFoundError:
        return False
    parts = [int(p) if p.isdigit() else 0 for p in version.split(".")[:2]]
    return tuple(parts) >= (77, 0)   # 77: builds wheels itself and reads the SPDX licence (PEP 639)


def _run(command: list, cwd: Path, timeout: float = 120, **env: str) -> subprocess.CompletedProcess:
    environment = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    environment.update(PIP_DISABLE_PIP_VERSION_CHECK="1", PIP_NO_INPUT="1", **env)
    result = subprocess.run([str(c) for c in command], cwd=cwd, capture_output=True, text=True,
                            timeout=timeout, env=environment)
    assert result.returncode == 0, f"{command}\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"
    return result


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the files a build reads (the checkout's own build/ and caches stay out)."""
    folder = tmp_path_factory.mktemp("source")
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info")
    for name in PROJECT_FILES:
        item = REPO / name
        if item.is_dir():
            shutil.copytree(item, folder / name, ignore=ignore)
        else:
            shutil.copy2(item, folder / name)
    return folder


@pytest.fixture(scope="module")
def wheel(source: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    offline = ["--no-build-isolation", "--no-index"] if _setuptools_builds_wheels() else []
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", *offline, "-w", out, source], cwd=source)
    wheels = list(out.glob("*.whl"))
    assert len(wheels) == 1
    return wheels[0]


def test_the_wheel_carries_every_data_file_and_the_console_script(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        entry_points = next(archive.read(n).decode() for n in names if n.endswith("entry_points.txt"))
    missing = repo_data_files() - names
    assert missing == set()
    assert sum(n.endswith(".wav") for n in names) == 11
    assert sum(n.endswith(".toml") for n in names) == 1 + len(list((REPO / "levels" / "drills").glob("*.toml"))) \
        + len(list((REPO / "levels" / "lessons").glob("*.toml")))
    assert sum(n.endswith(".json") for n in names) >= 2
    assert "forty-fives = game.cli:main" in entry_points
    assert "game/py.typed" in names, "the package says it is typed (PEP 561)"
    assert sum(n.startswith("game/data/assets/icon/") for n in names) == 8
    stray = sorted({n.split("/")[0] for n in names} - {"game"} - {n.split("/")[0] for n in names
                                                                   if ".dist-info/" in n})
    assert stray == [], "nothing but the game package at the top of site-packages"


def test_the_wheel_introduces_the_game(wheel: Path) -> None:
    """Issue 43: the licence (its text inside), the authors, the classifiers and the keywords."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        meta = archive.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode()
        licence = [n for n in names if n.endswith(".dist-info/licenses/LICENSE")]
        assert licence and "MIT License" in archive.read(licence[0]).decode()
    headers = [line for line in meta.split("\n\n", 1)[0].splitlines()]
    assert "License-Expression: MIT" in headers
    assert "Author: The Auction Forty-Fives developers" in headers
    assert "Classifier: Topic :: Games/Entertainment" in headers
    assert "Classifier: Typing :: Typed" in headers
    assert any(line.startswith("Keywords:") and "forty-fives" in line for line in headers)


def test_the_source_distribution_keeps_the_repo_layout(source: Path, tmp_path: Path) -> None:
    """``python -m build`` makes the wheel from the sdist: the data must be in it too."""
    if not _setuptools_builds_wheels():
        pytest.skip("needs setuptools 77+ in this environment")
    _run([sys.executable, "-c", f"from setuptools import build_meta; build_meta.build_sdist({str(tmp_path)!r})"],
         cwd=source)
    import tarfile
    with tarfile.open(next(tmp_path.glob("*.tar.gz"))) as archive:
        names = {n.split("/", 1)[1] for n in archive.getnames() if "/" in n}
    assert {"assets/sounds/deal.wav", "levels/ladder.toml", "levels/drills/01-ranking.toml",
            "game/ai/expert/data/bidding_partners4.json", "game/data/__init__.py"} <= names


# ---------------------------------------------------------------------------- installed

@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """A fresh venv with only the wheel installed; pygame-ce from this environment by a .pth."""
    root = tmp_path_factory.mktemp("installed")
    venv = root / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", venv], cwd=root)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    _run([sys.executable, "-m", "pip", "--python", python, "install", "--no-deps", "--no-index", wheel],
         cwd=root)
    paths = json.loads(_run([python, "-c", "import json, sysconfig; print(json.dumps(sysconfig.get_paths()))"],
                            cwd=root).stdout)
    outer = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    Path(paths["purelib"], "zz_outer_site_packages.pth").write_text("\n".join(sorted(outer)) + "\n")
    elsewhere = root / "elsewhere"   # not the repo, not the venv: where a player might start it
    elsewhere.mkdir()
    script = Path(paths["scripts"]) / ("forty-fives.exe" if os.name == "nt" else "forty-fives")
    return {"python": python, "site": Path(paths["purelib"]), "cwd": elsewhere, "script": script}


LOAD_EVERYTHING = """
import json, os, sys
import game, game.resources as r
report = {"game": game.__file__, "problems": r.check_installation(),
          "files": {k: [str(p) for p in v] for k, v in r.all_files().items()}}
from game.levels import load_drills, load_ladder
report["ladder"], report["drills"] = len(load_ladder()[0]), len(load_drills()[0])
report["level_problems"] = load_ladder()[1] + load_drills()[1]
from game.ai.expert.bidding_model import load_table
report["expert"] = [sorted(load_table(shape)) for shape in r.EXPERT_TABLE_SHAPES]
from game.ai.expert.bidding_model import load_pressure_table
report["pressure"] = [sorted(load_pressure_table(shape)) for shape in r.EXPERT_PRESSURE_SHAPES]
report["pygame_before_ui"] = "pygame" in sys.modules
import pygame
pygame.init()
from game.ui.kit.sound import SoundBoard
board = SoundBoard()
report["sounds"], report["sound_source"] = list(board.loaded), str(board.source)
report["sound_problems"] = board.problems
print(json.dumps(report))
"""


def test_the_installed_wheel_finds_every_file_in_site_packages(installed: dict[str, Path]) -> None:
    result = _run(
        [installed["python"], "-c", LOAD_EVERYTHING],
        cwd=installed["cwd"],
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
    )
    report = json.loads(result.stdout.strip().splitlines()[-1])
    site = installed["site"].resolve()
    assert Path(report["game"]).resolve().is_relative_to(site)
    assert report["problems"] == [] and report["level_problems"] == []
    files = [Path(p).resolve() for paths in report["files"].values() for p in paths]
    assert len(files) == len(repo_data_files())
    assert all(f.is_relative_to(site) and not f.is_relative_to(REPO) for f in files)
    assert report["ladder"] >= 8 and report["drills"] >= 20 and all(report["expert"])
    assert report["pressure"] and all(report["pressure"])
    assert not report["pygame_before_ui"], "data and levels load without pygame"
    assert len(report["sounds"]) == 11 and report["sound_problems"] == []
    assert Path(report["sound_source"]).resolve().is_relative_to(site)


def test_the_console_script_checks_the_levels_without_pygame(installed: dict[str, Path]) -> None:
    result = _run([installed["script"], "levels", "check", "--json"], cwd=installed["cwd"])
    report = json.loads(result.stdout)
    assert report["errors"] == [] and report["ladder"] >= 8 and report["drills"] >= 20
    probe = (
        "import sys; from game.cli import main; code = main(['levels', 'check']); "
        "assert 'pygame' not in sys.modules, 'pygame was imported'; sys.exit(code)"
    )
    _run([installed["python"], "-c", probe], cwd=installed["cwd"])


def test_the_installed_game_runs_a_short_demo(installed: dict[str, Path], tmp_path: Path) -> None:
    profile = tmp_path / "profile"
    _run(
        [
            installed["script"],
            "--demo",
            "--seconds",
            "2",
            "--windowed",
            "--size",
            "640x480",
            "--profile-dir",
            profile,
            "--fast-clock",
        ],
        cwd=installed["cwd"],
        timeout=180,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
    )
    assert (profile / "settings.json").is_file()
    log = (profile / "forty-fives.log").read_text(encoding="utf-8")
    assert "Traceback" not in log
    site = str(installed["site"].resolve())
    loaded = [line for line in log.splitlines() if "sounds loaded from" in line]
    no_audio = any("no audio" in line for line in log.splitlines())
    assert loaded or no_audio, "the game says where its sounds came from (or that there is no audio)"
    for line in loaded:
        assert site in line and str(REPO) not in line, line
