"""Issue 12, part 4: bad command lines of the game and the tools are one line naming the argument
or the file, exit code 2, no traceback.

Called in-process (``parse_start`` / ``main(argv)`` with stderr captured), so each case costs
milliseconds; one subprocess checks that no traceback reaches a real terminal.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import parse_start
from game.levels.cli import main as levels_main
from game.sim.cli import main as sim_main


def one_line_exit_2(capsys: pytest.CaptureFixture[str], call, *words: str) -> str:
    """``call()`` exits (or returns) 2 with exactly one line on stderr holding ``words``."""
    try:
        code = call()
    except SystemExit as stop:
        code = stop.code
    err = capsys.readouterr().err
    assert code == 2, err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    for word in words:
        assert word in lines[0], (lines[0], word)
    return lines[0]


# ------------------------------------------------------------------ the game (python main.py)

GAME_CASES = [
    (["--seconds", "nan"], "--seconds"),
    (["--seconds", "inf"], "--seconds"),
    (["--seconds", "-1"], "--seconds"),
    (["--seconds", "0"], "--seconds"),
    (["--seconds", "ten"], "--seconds"),
    (["--size", "0x0"], "--size"),
    (["--size", "100000x100000"], "--size"),
    (["--size", "800x600x3"], "--size"),
    (["--size", "-800x600"], "--size"),
    (["--size", "８００x６００"], "--size"),
    (["--players", "99"], "--players"),
    (["--players", "four"], "--players"),
    (["--rules", "forty-five", "--players", "5"], "--players"),
    (["--rules", "bogus"], "--rules"),
    (["--seed", "9" * 40], "--seed"),
    (["--seed", "1.5"], "--seed"),
    (["--speed", "nan"], "--speed"),
    (["--speed", "0"], "--speed"),
    (["--speed", "1e9"], "--speed"),
    (["--autoplay", "-1"], "--autoplay"),
    (["--autoplay", "nan"], "--autoplay"),
    (["--bogus"], "--bogus"),
]


@pytest.mark.parametrize("argv, name", GAME_CASES, ids=[" ".join(a)[:40] for a, _ in GAME_CASES])
def test_the_games_bad_options(capsys, argv: list[str], name: str) -> None:
    one_line_exit_2(capsys, lambda: parse_start(argv), name)


def test_the_games_folders_are_checked_before_the_game_starts(capsys, tmp_path: Path) -> None:
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    for option in ("--screenshot", "--profile-dir"):
        one_line_exit_2(capsys, lambda option=option: parse_start([option, str(a_file)]), option, "a-file")
        one_line_exit_2(capsys, lambda option=option: parse_start([option, str(a_file / "below")]), option)
    if os.name == "posix" and os.geteuid() != 0:
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        try:
            one_line_exit_2(capsys, lambda: parse_start(["--screenshot", str(locked)]), "--screenshot", "write")
            one_line_exit_2(capsys, lambda: parse_start(["--screenshot", str(locked / "new")]), "--screenshot")
        finally:
            locked.chmod(0o700)


def test_the_games_good_options_still_parse(tmp_path: Path) -> None:
    shots = tmp_path / "shots" / "deeper"
    args = parse_start(["--seconds", "2.5", "--size", "1280X720", "--players", "6", "--rules", "classic",
                       "--seed", "-3", "--speed", "10", "--autoplay", "0", "--screenshot", str(shots),
                       "--profile-dir", str(tmp_path / "profile")])
    assert args.seconds == 2.5 and args.size == (1280, 720) and args.players == 6 and args.seed == -3
    assert shots.is_dir() and (tmp_path / "profile").is_dir()


# ------------------------------------------------------------------ python -m game.sim

def test_sim_play_record_into_a_missing_folder_a_folder_or_a_full_disk(capsys, tmp_path: Path) -> None:
    quick = ["play", "--games", "2", "--max-hands", "5", "--record"]
    one_line_exit_2(capsys, lambda: sim_main(quick + [str(tmp_path / "nope" / "x.jsonl")]), "nope", "--record")
    one_line_exit_2(capsys, lambda: sim_main(quick + [str(tmp_path)]), "--record", "folder")
    if Path("/dev/full").exists():   # every write there fails with "No space left on device"
        one_line_exit_2(capsys, lambda: sim_main(quick + ["/dev/full"]), "/dev/full", "cannot write")


SIM_CASES = [
    (["play", "--games", "-1"], "--games"),
    (["play", "--games", "x"], "--games"),
    (["play", "--seed", "9" * 40], "--seed"),
    (["play", "--max-hands", "0"], "--max-hands"),
    (["play", "--players", "3"], "players"),
    (["play", "--rules", "bogus"], "bogus"),
    (["play", "--agents", "bogus"], "--agents"),
    (["play", "--agents", "random,random"], "--agents"),
    (["replay", "/nonexistent/record.jsonl"], "/nonexistent/record.jsonl"),
    (["fly"], "fly"),
]


@pytest.mark.parametrize("argv, words", SIM_CASES, ids=[" ".join(a)[:40] for a, _ in SIM_CASES])
def test_sim_bad_arguments(capsys, argv: list[str], words: str) -> None:
    one_line_exit_2(capsys, lambda: sim_main(argv), words)


# ------------------------------------------------------------------ python -m game.levels

@pytest.mark.parametrize("argv, words", [
    (["question", "--trump", "X"], "--trump"),
    (["question", "--trump", ""], "--trump"),
    (["question", "--seed", "x"], "--seed"),
    (["fly"], "fly"),
])
def test_levels_bad_arguments(capsys, argv: list[str], words: str) -> None:
    one_line_exit_2(capsys, lambda: levels_main(argv), words)


def test_levels_question_with_a_good_trump(capsys) -> None:
    assert levels_main(["question", "--trump", "hearts", "--seed", "3"]) == 0
    assert capsys.readouterr().out.startswith("Trump: hearts")


def test_no_traceback_reaches_the_terminal(tmp_path: Path) -> None:
    """The real processes, through the console script's module: one line on stderr, exit 2."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    for argv in (["--seconds", "nan"], ["levels", "question", "--trump", "X"],
                 ["sim", "play", "--record", str(tmp_path / "no" / "x.jsonl")]):
        result = subprocess.run([sys.executable, "-m", "game.cli", *argv], capture_output=True, text=True,
                                timeout=120, env=env, cwd=tmp_path)
        assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1, result.stderr
