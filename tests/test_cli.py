"""``forty-fives``: one argparse tree.  Without a subcommand it is the game, with one the headless
tools; every usage and error line names the program as it was started (issue 43: ``forty-fives
--size 1x1`` once answered ``python main.py: error``), every option has help, a range is said
the same in help and error, a mistyped subcommand or level gets a suggestion; ``--version``,
``python -m game``.  The tools never load pygame; ``python -m game.sim`` / ``game.levels`` still work."""

from __future__ import annotations

import argparse
import dataclasses
import json
import logging
import os
import re
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

from game import cli, resources
from game.startup import StartConfig

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

REPO = Path(__file__).resolve().parents[1]


def run(*argv: str, cwd: Path = REPO, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(REPO)}
    return subprocess.run([sys.executable, *argv], cwd=cwd, capture_output=True, text=True,
                          timeout=timeout, env=env)


def without_pygame(argv: list[str]) -> str:
    """Python code that runs ``forty-fives ARGV`` and fails if pygame was imported."""
    return (f"import sys; from game.cli import main; code = main({argv!r}); "
            "assert 'pygame' not in sys.modules, 'pygame was imported'; sys.exit(code)")


def every_parser() -> list[tuple[list[str], argparse.ArgumentParser]]:
    """Each (sub)command's words and its parser, the root first: the whole tree, walked."""
    found: list[tuple[list[str], argparse.ArgumentParser]] = []
    todo: list[tuple[list[str], argparse.ArgumentParser]] = [([], cli.build_parser()[0])]
    while todo:
        words, parser = todo.pop(0)
        found.append((words, parser))
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                todo += [([*words, name], sub) for name, sub in action.choices.items()]
    return found


def no_game(config: StartConfig) -> int:
    """Stands in for the game where a command line should never reach it."""
    raise AssertionError(f"the game was started with {config}")


# ------------------------------------------------------------------ the tools without pygame

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


def test_challenge_never_loads_pygame(tmp_path: Path) -> None:
    result = run("-c", without_pygame(["challenge", "--code", "ff2 20261201 7", "--json"]), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    shown = json.loads(result.stdout)
    assert (shown["code"], shown["rules"], shown["players"], shown["date"]) == ("FF2-20261201-7", "forty-five", 2,
                                                                                 "2026-12-01")


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
    result = subprocess.run([script, "--size", "1x1"], cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert result.returncode == 2 and result.stderr.startswith("forty-fives: error: argument --size"), result.stderr


# ------------------------------------------------------------------ help

def test_help_lists_the_subcommands_and_the_game_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: forty-fives [GAME OPTIONS]")
    for word in ("sim", "duel", "levels", "--demo", "--profile-dir", "--seconds", "--version"):
        assert word in out
    assert "python main.py" not in out


def test_every_subcommands_help_is_named_for_the_program(capsys: pytest.CaptureFixture[str]) -> None:
    """``duel --help`` once said ``forty-fives sim duel``; ``sim --help`` showed ``python -m
    game.sim`` in reStructuredText backticks."""
    tree = every_parser()
    assert len(tree) >= 10   # the root, sim and its four, duel, levels and its two
    for words, _ in tree:
        assert cli.main([*words, "--help"]) == 0, words
        out = capsys.readouterr().out
        assert out.startswith(f"usage: {' '.join(['forty-fives', *words])} "), (words, out[:80])
        assert "``" not in out and "python -m" not in out, (words, out)


def test_every_option_has_help() -> None:
    """``duel --seed`` and ``sim play --rules/--players/--games/--seed`` had none."""
    missing = [(" ".join(words), action.option_strings or action.dest)
               for words, parser in every_parser() for action in parser._actions
               if not action.help or action.help == argparse.SUPPRESS]
    assert missing == []


SPAN = re.compile(r"from (-?[\d.]+(?:x\d+)?) to (-?[\d.]+(?:x\d+)?)|(-?[\d.]+) to (-?[\d.]+)")


def past(high: str) -> str:
    """A value just past the top of a range as the help says it."""
    if "x" in high:
        width, height = high.split("x")
        return f"{int(width) + 1}x{int(height) + 1}"
    return str(int(high) + 1) if high.lstrip("-").isdigit() else str(float(high) * 2 + 1)


def test_each_range_is_the_same_in_help_and_error(capsys: pytest.CaptureFixture[str],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """``--speed`` said "0.5 to 3" in its help and "0.25 to 10" in its error: now every option
    whose help states a range is refused past it with the very same range."""
    monkeypatch.setattr(cli, "_game", no_game)
    checked = set()
    for words, parser in every_parser():
        for action in parser._actions:
            found = SPAN.search(action.help or "")
            if not found or not action.option_strings:
                continue
            low, high = (found[1], found[2]) if found[1] else (found[3], found[4])
            option = action.option_strings[0]
            assert cli.main([*words, option, past(high)]) == 2, (words, option)
            err = capsys.readouterr().err
            assert f"{low} to {high}" in err and option in err, (words, option, action.help, err)
            checked.add(option)
    assert {"--speed", "--size", "--autoplay", "--games", "--deals", "--workers", "--max-hands"} <= checked


# ------------------------------------------------------------------ bad command lines

BAD_LINES = [
    (["--size", "1x1"], ["forty-fives:", "--size"]),
    (["simm"], ["forty-fives:", "'simm'", "did you mean 'sim'?"]),
    (["duel", "--a", "grandmaster"], ["forty-fives duel:", "--a", "did you mean 'master'?"]),
    (["--speed", "20"], ["forty-fives:", "--speed", "from 0.25 to 10"]),
    (["sim", "plya"], ["forty-fives sim:", "'plya'", "did you mean 'play'?"]),
    (["levels", "chek"], ["forty-fives levels:", "did you mean 'check'?"]),
    (["--rules", "clasic"], ["forty-fives:", "--rules", "did you mean 'classic'?"]),
    (["--seed", "3", "sim", "play"], ["forty-fives:", "--seed", "'sim'"]),
    (["--seconds", "0"], ["forty-fives:", "--seconds"]),
    (["--autoplay", "99"], ["forty-fives:", "--autoplay"]),
    (["--rules", "forty-five", "--players", "5"], ["forty-fives:", "--players"]),
    (["sim", "play", "--games", "0"], ["forty-fives sim play:", "--games"]),
    (["sim", "play", "--seed", "x"], ["forty-fives sim play:", "--seed"]),
    (["sim", "play", "--players", "9"], ["forty-fives sim play:", "--players"]),
    (["sim", "play", "--rules", "bogus"], ["forty-fives sim play:", "--rules"]),
    (["sim", "play", "--agents", "wizard"], ["forty-fives sim play:", "--agents", "'wizard'"]),
    (["sim", "play", "--bogus"], ["forty-fives", "--bogus"]),
    (["sim", "replay"], ["forty-fives sim replay:", "FILE"]),
    (["duel", "--deals", "0"], ["forty-fives duel:", "--deals"]),
    (["duel", "--seed", "1.5"], ["forty-fives duel:", "--seed"]),
    (["duel", "--workers", "0"], ["forty-fives duel:", "--workers"]),
    (["duel", "--rules", "cutthroat", "--players", "4"], ["forty-fives duel:", "--players"]),
    (["sim", "match", "--b", "expret"], ["forty-fives sim match:", "--b", "did you mean 'expert'?"]),
    (["sim", "match", "--rules", "cutthroat"], ["forty-fives sim match:", "--rules", "two sides"]),
    (["levels", "question", "--trump", "X"], ["forty-fives levels question:", "--trump"]),
    (["levels", "question", "--seed", "x"], ["forty-fives levels question:", "--seed"]),
    (["challenge", "--date", "2026-13-01"], ["forty-fives challenge:", "--date", "not a date"]),
    (["challenge", "--date", "1 December"], ["forty-fives challenge:", "--date", "YYYY-MM-DD"]),
    (["challenge", "--code", "CL4-20261201-Q"], ["forty-fives challenge:", "--code", "mistyped"]),
    (["challenge", "--code", "CL4-2026"], ["forty-fives challenge:", "--code", "not like CL4-20261201-K"]),
    (["challenge", "--date", "2026-12-01", "--code", "CL4-20261201-P"], ["forty-fives challenge:", "--code"]),
    (["challenge", "--code", "CL4-20261201-P", "--rules", "cutthroat"], ["forty-fives challenge:", "--rules"]),
    (["challenge", "--rules", "new-england", "--players", "6"], ["forty-fives challenge:", "--players"]),
    (["challenge", "--rules", "clasic"], ["forty-fives challenge:", "--rules", "did you mean 'classic'?"]),
    (["challenge", "--levels", "easy,expret"], ["forty-fives challenge:", "--levels", "did you mean 'expert'?"]),
]


@pytest.mark.parametrize("argv, words", BAD_LINES, ids=[" ".join(a) for a, _ in BAD_LINES])
def test_a_bad_command_line_is_one_line_naming_the_program_and_the_option(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, argv: list[str], words: list[str]) -> None:
    monkeypatch.setattr(cli, "_game", no_game)
    assert cli.main(argv) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and captured.out == "", captured.err
    assert lines[0].startswith("forty-fives") and ": error: " in lines[0], lines[0]
    for word in words:
        assert word in lines[0], (word, lines[0])


def test_errors_name_the_program_as_it_was_started(tmp_path: Path) -> None:
    for start, name in ((["main.py"], "python main.py"), (["-m", "game"], "python -m game")):
        result = run(*[str(REPO / start[0])] if start == ["main.py"] else start, "--size", "1x1", cwd=tmp_path)
        assert result.returncode == 2 and result.stderr.startswith(f"{name}: error: argument --size"), result.stderr
        assert len(result.stderr.strip().splitlines()) == 1


# ------------------------------------------------------------------ the version, the game's entry points

def test_version_is_the_packages(capsys: pytest.CaptureFixture[str]) -> None:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    try:
        expected = metadata.version(project["name"])
    except metadata.PackageNotFoundError:   # a checkout never installed: pyproject.toml says it
        expected = project["version"]
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out == f"forty-fives {expected}\n"


def test_the_start_configuration_is_frozen() -> None:
    config = cli.parse_start(["--seed", "7", "--rules", "classic", "--players", "6", "--demo"])
    assert config == StartConfig(seed=7, rules="classic", players=6, demo=True)
    with pytest.raises(dataclasses.FrozenInstanceError):
        config.seed = 8  # type: ignore[misc]
    assert cli.parse_start([]) == StartConfig()


def test_no_subcommand_is_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[StartConfig] = []

    def game(config: StartConfig) -> int:
        seen.append(config)
        return 0

    monkeypatch.setattr(cli, "_game", game)
    assert cli.main(["--demo", "--seconds", "1"]) == 0
    assert seen == [StartConfig(demo=True, seconds=1.0)]


def test_missing_data_is_one_clear_error(monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    def broken(config: StartConfig) -> int:
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


def test_python_m_game_runs_the_game(tmp_path: Path) -> None:
    result = run("-m", "game", "--seconds", "1", "--size", "640x480", "--profile-dir", str(tmp_path / "profile"),
                 "--fast-clock", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "profile" / "forty-fives.log").is_file()
