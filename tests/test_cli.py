"""``forty-fives``: the game without a subcommand, the headless tools with one; the tools never
load pygame, and ``python main.py`` / ``python -m game.sim`` / ``python -m game.levels`` still work."""

from __future__ import annotations

import json
import logging
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import cli, resources

REPO = Path(__file__).resolve().parents[1]


def run(*argv: str, cwd: Path = REPO, timeout: float = 120) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, *argv], cwd=cwd, capture_output=True, text=True,
                          timeout=timeout, env=env)


def without_pygame(argv: list[str]) -> str:
    """Python code that runs ``forty-fives ARGV`` and fails if pygame was imported."""
    return (f"import sys; from game.cli import main; code = main({argv!r}); "
            "assert 'pygame' not in sys.modules, 'pygame was imported'; sys.exit(code)")


def test_levels_check_json_never_loads_pygame(tmp_path: Path) -> None:
    result = run("-c", without_pygame(["levels", "check", "--json"]), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["errors"] == [] and report["ladder"] >= 8 and report["drills"] >= 20


def test_sim_and_duel_never_load_pygame(tmp_path: Path) -> None:
    result = run("-c", without_pygame(["sim", "play", "--games", "1", "--seed", "3", "--max-hands", "20"]),
                 cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["games"] == 1
    result = run("-c", without_pygame(["duel", "--a", "random", "--b", "random", "--deals", "2"]), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert isinstance(json.loads(result.stdout), dict)


def test_the_module_entry_points_keep_working(tmp_path: Path) -> None:
    result = run("-m", "game.cli", "levels", "check", "--json", cwd=tmp_path)
    assert result.returncode == 0 and json.loads(result.stdout)["errors"] == []
    result = run("-m", "game.levels", "check", "--json", cwd=tmp_path)
    assert result.returncode == 0 and json.loads(result.stdout)["errors"] == []
    result = run("-m", "game.sim", "play", "--games", "1", "--max-hands", "5", cwd=tmp_path)
    assert result.returncode == 0, result.stderr


def test_the_installed_console_script(tmp_path: Path) -> None:
    script = shutil.which("forty-fives", path=str(Path(sys.executable).parent))
    if script is None:
        pytest.skip("the package is not installed in this environment (pip install -e .)")
    result = subprocess.run([script, "levels", "check", "--json"], cwd=tmp_path, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["errors"] == []


def test_help_lists_the_subcommands_and_the_game_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: forty-fives [GAME OPTIONS]")
    for word in ("sim", "duel", "levels", "--demo", "--profile-dir", "--seconds"):
        assert word in out
    assert "python main.py" not in out


def test_subcommand_help_is_named_for_the_console_script(capsys: pytest.CaptureFixture[str]) -> None:
    for argv, prog in ((["levels", "--help"], "forty-fives levels"), (["sim", "--help"], "forty-fives sim"),
                       (["duel", "--help"], "forty-fives sim duel")):
        with pytest.raises(SystemExit) as stop:
            cli.main(argv)
        assert stop.value.code == 0
        assert capsys.readouterr().out.startswith(f"usage: {prog} ")


def test_no_subcommand_is_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[list[str]] = []
    monkeypatch.setitem(cli.RUNNERS, "levels", lambda argv: seen.append(["levels", *argv]) or 0)
    monkeypatch.setattr(cli, "_game", lambda argv: seen.append(["game", *argv]) or 0)
    assert cli.main(["--demo", "--seconds", "1"]) == 0
    assert cli.main(["levels", "check"]) == 0
    assert seen == [["game", "--demo", "--seconds", "1"], ["levels", "check"]]


def test_missing_data_is_one_clear_error(monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    def broken(argv: list[str]) -> int:
        raise resources.DataMissingError("the sounds folder is missing: no folder /x/sounds")

    monkeypatch.setattr(cli, "_game", broken)
    monkeypatch.setattr(logging.getLogger(), "handlers", [])   # as before the game sets up its log
    assert cli.main([]) == 1
    assert "forty-fives: error: the installation is incomplete: the sounds folder is missing" in capsys.readouterr().err


def test_main_py_runs_a_short_headless_game(tmp_path: Path) -> None:
    result = run(str(REPO / "main.py"), "--demo", "--seconds", "1", "--windowed", "--size", "640x480",
                 "--profile-dir", str(tmp_path / "profile"), "--fast-clock", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "profile" / "forty-fives.log").is_file()
