"""Where the game's own data files are: found through ``importlib.resources`` and nowhere else.

``assets/`` (the sounds, the icon) and ``levels/`` (the ladder, the drills, the lessons) sit at the top of the repo;
the build maps them into the package as ``game.data.assets`` and ``game.data.levels``
(``[tool.setuptools.package-dir]`` in pyproject.toml), and the expert's learned tables are
package data of ``game.ai.expert``.  A wheel and an editable install (whose import finder maps
the same package names onto the repo's folders) so read the very same names.  A file that is
not there raises ``DataMissingError`` naming it and where it was looked for: an install without
its data is broken, and saying so beats a game that quietly loses its sound or its levels.

Pure Python, no pygame: the command-line tools use it too.
"""

from __future__ import annotations

import importlib.resources
import json
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from importlib.abc import Traversable

ASSETS_PACKAGE = "game.data.assets"
LEVELS_PACKAGE = "game.data.levels"
EXPERT_PACKAGE = "game.ai.expert"
EXPERT_FOLDER = "data"

# Every sound effect the game plays (tools/make_sounds.py writes them).
SOUND_EFFECTS = ("deal", "play", "trick", "bid", "pass", "made", "set", "shuffle", "click",
                 "error", "win")
# The kinds of table the expert's bidding was trained for (tools/train_expert_bidding.py); any
# other kind has no table on purpose and the expert bids by its heuristics there.
EXPERT_TABLE_SHAPES = ("cutthroat", "kitty3", "kitty3rounds", "kitty4", "partners4", "partners6")
# The kinds of table whose auction near the target was trained (tools/train_score_pressure.py);
# elsewhere the points table above decides at every score.
EXPERT_PRESSURE_SHAPES: tuple[str, ...] = ("kitty3", "kitty3rounds", "kitty4", "partners4", "partners6")
# The icon's sizes, in pixels (tools/make_icon.py draws ``icon/forty-fives-<size>.png``, the
# sizes desktops ask for), and the one the window shows: SDL takes a single picture, which title
# bars and taskbars shrink to 16-24 pixels, so it is the small design (the five of hearts alone);
# the fan at 64, shrunk there by the window manager, was a blur (seen under openbox).
ICON_NAME = "forty-fives"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
WINDOW_ICON_SIZE = 32

REINSTALL_HINT = ("reinstall the game (pip install auction-forty-fives, or pip install -e . in a "
                  "source checkout, which maps assets/ and levels/ into the package)")
if getattr(sys, "frozen", False):   # the standalone program (tools/build_app.py): no pip there
    REINSTALL_HINT = "copy the program's whole folder again, or build it again (python tools/build_app.py)"


class DataError(ValueError):
    """The game's own data files are missing or damaged: the installation is incomplete."""


class DataMissingError(DataError):
    """A data file or folder is not where the package says it is."""


# ---------------------------------------------------------------------------- lookups

def package_root(package: str) -> Traversable:
    """The folder of a data package; missing (not installed, or not mapped) is an error."""
    try:
        root = importlib.resources.files(package)
    except ModuleNotFoundError as exc:
        raise DataMissingError(f"the game's data package {package} cannot be found ({exc}); "
                               f"{REINSTALL_HINT}") from exc
    if not root.is_dir():
        raise DataMissingError(f"the game's data package {package} has no folder (looked at {root}); "
                               f"{REINSTALL_HINT}")
    return root


def _child(parent: Traversable, name: str, what: str, *, folder: bool = False) -> Traversable:
    item = parent.joinpath(name)
    if not (item.is_dir() if folder else item.is_file()):
        kind = "folder" if folder else "file"
        raise DataMissingError(f"{what} is missing: no {kind} {item}; {REINSTALL_HINT}")
    return item


def _real_path(item: Traversable, what: str) -> Path:
    """The levels are read as files on disk (their loaders take folders, globs and paths)."""
    if isinstance(item, Path):
        return item
    raise DataMissingError(f"{what} is inside an archive ({item}), not on disk; {REINSTALL_HINT}")


def assets_dir() -> Traversable:
    """The assets folder (``assets/`` in the repo)."""
    return package_root(ASSETS_PACKAGE)


def sounds_dir() -> Traversable:
    """The folder of the sound effects' WAV files."""
    return _child(assets_dir(), "sounds", "the sounds folder", folder=True)


def sound_file(name: str) -> Traversable:
    """``sounds/<name>.wav``; open it with ``.open("rb")``."""
    return _child(sounds_dir(), f"{name}.wav", f"the sound {name!r}")


def icons_dir() -> Traversable:
    """The folder of the icon's PNGs (``assets/icon/``)."""
    return _child(assets_dir(), "icon", "the icon folder", folder=True)


def icon_file(size: int) -> Traversable:
    """``icon/forty-fives-<size>.png``, one of ``ICON_SIZES``.  Not part of the start-up check:
    the game plays without its icon (the window logs the loss and shows the default)."""
    if size not in ICON_SIZES:
        raise ValueError(f"no icon of {size} pixels; the sizes are {ICON_SIZES}")
    return _child(icons_dir(), f"{ICON_NAME}-{size}.png", f"the {size}-pixel icon")


def levels_dir() -> Path:
    """The shipped levels folder (``levels/`` in the repo) as a real path."""
    return _real_path(package_root(LEVELS_PACKAGE), "the levels folder")


def ladder_file() -> Path:
    """``levels/ladder.toml``: the ladder's tables."""
    return _real_path(_child(levels_dir(), "ladder.toml", "the ladder"), "the ladder")


def drill_files() -> list[Path]:
    """``levels/drills/*.toml`` in name order (the order the drills are met)."""
    folder = _real_path(_child(levels_dir(), "drills", "the drills folder", folder=True), "the drills")
    files = sorted(p for p in folder.glob("*.toml") if p.is_file())
    if not files:
        raise DataMissingError(f"the drills are missing: no .toml files in {folder}; {REINSTALL_HINT}")
    return files


def lesson_files() -> list[Path]:
    """``levels/lessons/*.toml`` in name order (learn to play)."""
    folder = _real_path(_child(levels_dir(), "lessons", "the lessons folder", folder=True), "the lessons")
    files = sorted(p for p in folder.glob("*.toml") if p.is_file())
    if not files:
        raise DataMissingError(f"the lessons are missing: no .toml files in {folder}; {REINSTALL_HINT}")
    return files


def expert_dir() -> Traversable:
    """The folder of the expert's learned tables (``game/ai/expert/data``), found from the top
    package: looking for it (the start-up check) does not import the expert itself."""
    top, *below = EXPERT_PACKAGE.split(".")
    folder = package_root(top)
    for name in below:
        folder = folder.joinpath(name)
    return _child(folder, EXPERT_FOLDER, "the expert's tables folder", folder=True)


def expert_table_file(shape: str) -> Traversable:
    """``bidding_<shape>.json``: the expert's learned bidding for one kind of table."""
    return _child(expert_dir(), f"bidding_{shape}.json", f"the expert's bidding table for {shape!r}")


def expert_table(shape: str) -> dict[str, Any]:
    """The learned table, parsed; a damaged file is a ``DataError`` naming it."""
    return _expert_json(expert_table_file(shape), "bidding table", ("auction",))


def expert_pressure_file(shape: str) -> Traversable:
    """``pressure_<shape>.json``: the expert's auction near the target for one kind of table."""
    return _child(expert_dir(), f"pressure_{shape}.json", f"the expert's score-pressure table for {shape!r}")


def expert_pressure_table(shape: str) -> dict[str, Any]:
    """The score-pressure table, parsed; a damaged file is a ``DataError`` naming it."""
    return _expert_json(expert_pressure_file(shape), "score-pressure table", ("auction", "win_chances"))


def _expert_json(item: Traversable, what: str, needed: tuple[str, ...]) -> dict[str, Any]:
    """One of the expert's JSON tables with the ``needed`` objects, or a ``DataError`` naming it."""
    try:
        data = json.loads(item.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise DataError(f"the expert's {what} {item} is damaged ({exc}); {REINSTALL_HINT}") from exc
    if not isinstance(data, dict) or not all(isinstance(data.get(key), dict) for key in needed):
        raise DataError(f"the expert's {what} {item} does not hold a table; {REINSTALL_HINT}")
    return data


# ---------------------------------------------------------------------------- the whole set

def all_files() -> dict[str, list[Traversable]]:
    """Every data file the game uses, by kind (raises on the first one missing)."""
    return {
        "sounds": [sound_file(name) for name in SOUND_EFFECTS],
        "ladder": [ladder_file()],
        "drills": list(drill_files()),
        "lessons": list(lesson_files()),
        "expert": [expert_table_file(shape) for shape in EXPERT_TABLE_SHAPES],
        "expert_pressure": [expert_pressure_file(shape) for shape in EXPERT_PRESSURE_SHAPES],
        "icons": [icon_file(size) for size in ICON_SIZES],
    }


def check_installation() -> list[str]:
    """Every missing data file in words (empty when the installation is complete)."""
    checks: list[Callable[[], object]] = [partial(sound_file, name) for name in SOUND_EFFECTS]
    checks += [ladder_file, drill_files, lesson_files]
    checks += [partial(expert_table_file, shape) for shape in EXPERT_TABLE_SHAPES]
    checks += [partial(expert_pressure_file, shape) for shape in EXPERT_PRESSURE_SHAPES]
    problems: list[str] = []
    for check in checks:
        try:
            check()
        except DataError as exc:
            if str(exc) not in problems:
                problems.append(str(exc))
    return problems


__all__ = [
    "ASSETS_PACKAGE", "DataError", "DataMissingError", "EXPERT_PACKAGE", "EXPERT_PRESSURE_SHAPES",
    "EXPERT_TABLE_SHAPES", "ICON_NAME", "ICON_SIZES", "LEVELS_PACKAGE", "SOUND_EFFECTS", "WINDOW_ICON_SIZE",
    "all_files", "assets_dir", "check_installation", "drill_files", "expert_dir", "expert_pressure_file",
    "expert_pressure_table", "expert_table", "expert_table_file", "icon_file", "icons_dir", "ladder_file",
    "lesson_files", "levels_dir", "package_root", "sound_file", "sounds_dir",
]
