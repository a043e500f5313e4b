"""``python -m game.levels check``: one JSON object with --json, exit 1 on problems."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from game.levels import DEFAULT_LEVELS_DIR, load_drills, load_ladder
from game.levels.cli import check_path, main
from game.levels.lessons import load_lessons
from game.levels.schema import display_path

REPO_ROOT = Path(__file__).resolve().parents[2]


def run_json(capsys, *argv: str) -> tuple[int, dict]:
    code = main(["check", *argv, "--json"])
    out = capsys.readouterr().out
    assert out.count("\n") == 1, "exactly one JSON object on one line"
    return code, json.loads(out)


def test_shipped_levels_check_clean(capsys):
    code, report = run_json(capsys)
    assert code == 0
    lessons = load_lessons()[0]
    assert report == {"ladder": len(load_ladder()[0]), "drills": len(load_drills()[0]), "errors": [],
                      "lessons": [{"id": lesson.id, "number": lesson.number, "title": lesson.title,
                                   "steps": len(lesson.steps), "presets": list(lesson.presets)} for lesson in lessons]}
    assert report["ladder"] >= 8 and report["drills"] >= 20
    assert len(report["lessons"]) >= 8, "issue 24: the lessons (at least 8) are listed with no errors"


def test_module_entry_point():
    result = subprocess.run([sys.executable, "-m", "game.levels", "check", "--json"], cwd=REPO_ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["errors"] == []


def test_bad_file_exits_1_and_names_file_and_key(capsys, tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('[[drills]]\nid = "x"\nkind = "trick"\ntopic = "ranking"\ntitle = "t"\n'
                   'prompt = "p"\nexplanation = "e"\ntrump = "S"\ntrick = ["JS", "5S"]\nanswers = ["JS"]\n',
                   encoding="utf-8")
    code, report = run_json(capsys, str(bad))
    assert code == 1
    assert report["drills"] == 0 and len(report["errors"]) == 1
    assert "bad.toml: drills[0].answers[0]: JS does not win" in report["errors"][0]


def test_single_good_files_and_plain_output(capsys):
    code, report = run_json(capsys, str(DEFAULT_LEVELS_DIR / "ladder.toml"))
    assert code == 0 and report["ladder"] >= 8 and report["drills"] == 0
    code, report = run_json(capsys, str(DEFAULT_LEVELS_DIR / "drills"))
    assert code == 0 and report["ladder"] == 0 and report["drills"] >= 20
    assert main(["check"]) == 0
    assert "no problems" in capsys.readouterr().out


def test_missing_path_and_unrecognised_file(capsys, tmp_path):
    code, report = run_json(capsys, str(tmp_path / "nope"))
    assert code == 1 and "no such file or folder" in report["errors"][0]
    other = tmp_path / "other.toml"
    other.write_text("title = 'x'\n", encoding="utf-8")
    code, report = run_json(capsys, str(other))
    assert code == 1 and "neither a ladder" in report["errors"][0]


def test_messages_use_repo_relative_paths():
    """A shipped file is ``levels/...`` wherever the game is installed (repo or site-packages)."""
    assert display_path(DEFAULT_LEVELS_DIR / "ladder.toml") == "levels/ladder.toml"
    assert display_path(DEFAULT_LEVELS_DIR / "drills" / "01-ranking.toml") == "levels/drills/01-ranking.toml"
    assert check_path(Path(DEFAULT_LEVELS_DIR)).errors == []


def test_question_command(capsys):
    assert main(["question", "--seed", "3", "--trump", "D"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Trump: diamonds ♦") and " wins: " in out
