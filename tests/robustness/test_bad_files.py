"""Issue 12, part 4: the tools' files.  ``sim replay`` on a file that is no record file, and
``levels check`` on a level file that is no level file: a message naming the file (and line, or
key), never a traceback, never "0 divergences" or "no problems" for something wrong.

``sim replay`` answers a bad file with one line and exit code 2 (exit 1 stays "the engine
disagrees with a record"); ``levels check`` lists each problem, one line each, and exits 1 (its
documented answer for "a file has a problem").
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.engine import play_random_game, preset
from game.engine.record import RecordError, finalize, replay_file
from game.levels import DEFAULT_LEVELS_DIR
from game.levels.cli import check_path
from game.levels.cli import main as levels_main
from game.sim.cli import main as sim_main

DEEP = "[" * 100_000 + "]" * 100_000


@pytest.fixture(scope="module")
def records() -> list[dict]:
    state = play_random_game(preset("classic", 4), seed=3, max_hands=4)
    return [r.to_json() for r in finalize(state)]


def lines_of(records: list[dict]) -> str:
    return "".join(json.dumps(r) + "\n" for r in records)


def record_cases(recs: list[dict]) -> dict[str, tuple[bytes, str]]:
    """name -> (file content, words the message must hold)."""
    first, rest = recs[0], recs[1:]
    good = lines_of(recs).encode()

    def edit(**changes) -> bytes:
        return lines_of([dict(first, **changes)] + rest).encode()

    return {
        "not UTF-8": (good + b"\xff\xfe{}\n", "line 5 is not UTF-8"),
        "deep nesting": (good + (DEEP + "\n").encode(), "line 5 is nested too deeply"),
        "deep nesting in a record": (edit(actions=json.loads("[" * 900 + "]" * 900)), "line 1"),
        "a 5000-digit number": (b'{"dealer": ' + b"9" * 5000 + b"}\n", "line 1 is not a record"),
        "not JSON": (b"{not json\n", "line 1 is not JSON"),
        "a list, not an object": (b"[1, 2]\n", "line 1 is not a JSON object"),
        "null dealer": (edit(dealer=None), "'dealer'"),
        "dealer 9 at four": (edit(dealer=9), "'dealer'"),
        "dealer true": (edit(dealer=True), "'dealer'"),
        "hand_number 7 in the middle": (lines_of([first, dict(recs[1], hand_number=7)] + recs[2:]).encode(),
                                        "line 2: 'hand_number' is 7"),
        "hand_number text": (edit(hand_number="x"), "'hand_number'"),
        "hand_number negative": (edit(hand_number=-1), "'hand_number'"),
        "a preset contradicting its switches": (lines_of([dict(r, rules="cutthroat") for r in recs]).encode(),
                                                "'rules' is 'cutthroat', but its switches say 'classic'"),
        "seats contradicting the switches": (edit(seats=6), "'seats'"),
        "sides contradicting the switches": (edit(sides=[[0, 1], [2, 3]]), "'sides'"),
        "a preset at a table it is not played at": (edit(switches=dict(first["switches"], name="cutthroat"),
                                                         rules="cutthroat"),
                                                    "preset 'cutthroat' is not played by 4 players"),
        "version 99": (edit(version=99), "'version'"),
        "switches null": (edit(switches=None), "switches"),
        "switches with players as text": (edit(switches=dict(first["switches"], players="4")), "players"),
        "a deck of ten cards": (edit(deck=first["deck"][:10]), "'deck'"),
        "a deck of numbers": (edit(deck=list(range(52))), "'deck'"),
        "actions of the wrong shape": (edit(actions=[[None, 5]]), "'actions'"),
        "the rules change mid-game": (lines_of([first, dict(recs[1], switches=dict(first["switches"],
                                                                                  target=150))]).encode(),
                                      "line 2"),
        "empty": (b"", "no records"),
    }


def test_every_bad_record_file_is_one_line_and_exit_2(tmp_path: Path, records, capsys) -> None:
    for name, (content, words) in record_cases(records).items():
        path = tmp_path / "bad.jsonl"
        path.write_bytes(content)
        with pytest.raises(RecordError) as info:
            replay_file(path)
        assert str(path) in str(info.value) and words in str(info.value), (name, str(info.value))
        assert sim_main(["replay", str(path)]) == 2, name
        captured = capsys.readouterr()
        assert len(captured.err.strip().splitlines()) == 1 and "Traceback" not in captured.err, name
        assert words in captured.err and captured.out == "", name


def test_a_good_record_still_replays_and_a_real_divergence_is_exit_1(tmp_path: Path, records, capsys) -> None:
    path = tmp_path / "good.jsonl"
    path.write_text(lines_of(records), encoding="utf-8")
    assert replay_file(path) == (len(records), [])
    changed = [dict(records[0], score_change=[99, -99])] + records[1:]
    path.write_text(lines_of(changed), encoding="utf-8")
    assert sim_main(["replay", str(path)]) == 1
    assert "score_change differs" in capsys.readouterr().out


@pytest.mark.parametrize("make", ["folder", "fifo"])
def test_a_record_path_that_is_no_file(tmp_path: Path, make: str, capsys) -> None:
    path = tmp_path / "records.jsonl"
    if make == "folder":
        path.mkdir()
    elif hasattr(os, "mkfifo"):
        os.mkfifo(path)   # reading would wait for a writer forever
    else:
        pytest.skip("FIFOs are POSIX")
    assert sim_main(["replay", str(path)]) == 2
    assert "not a regular file" in capsys.readouterr().err


# ------------------------------------------------------------------ level files

@pytest.fixture(scope="module")
def one_table() -> str:
    text = (DEFAULT_LEVELS_DIR / "ladder.toml").read_text(encoding="utf-8")
    head, *tables = text.split("[[tables]]")
    # a table for two to win (the cases below edit its players and its goal)
    first = next(t for t in tables if "players = 2" in t and 'goal = { kind = "win_game" }' in t)
    return head + "[[tables]]" + first


def level_cases(table: str) -> dict[str, tuple[str, str]]:
    """name -> (file text, words the problem must hold)."""
    goal = 'goal = { kind = "win_game" }'
    assert "version = 1" in table and goal in table and "\nname = " in table
    name_line = next(line for line in table.splitlines() if line.startswith("name = "))
    return {
        "deep nesting": (table + "\nx = " + "[" * 100_000 + "]" * 100_000 + "\n", "nested too deeply"),
        "a 5000-digit integer": (table.replace("players = 2", "players = " + "9" * 5000), "not a level file"),
        "version 99": (table.replace("version = 1", "version = 99"), "version: 99 is not a version"),
        "a name of a megabyte": (table.replace(name_line, 'name = "' + "x" * 1_000_000 + '"'), "name: is 1000000"),
        "a name of 200 letters": (table.replace(name_line, 'name = "' + "x" * 200 + '"'), "at most 80"),
        "an id of 100 letters": (table.replace('id = "', 'id = "' + "a" * 100, 1), "id: is"),
        "a target of 2**63": (table.replace(goal, "switches = { target = 9223372036854775808 }\n" + goal),
                              "target score must be 5 to 1000"),
        "a target of 0": (table.replace(goal, "switches = { target = 0 }\n" + goal), "target"),
        "players as a switch": (table.replace(goal, "switches = { players = 4 }\n" + goal),
                                "'players' is not a switch: the table's own 'players' key sets it"),
        "a misspelt switch": (table.replace(goal, "switches = { renig = \"led\" }\n" + goal),
                              "did you mean 'renege'?"),
        "not UTF-8": ("\udcff", "not UTF-8"),
    }


def test_every_bad_level_file_is_a_problem_naming_the_file(tmp_path: Path, one_table: str, capsys) -> None:
    for name, (text, words) in level_cases(one_table).items():
        path = tmp_path / "ladder-bad.toml"
        if text == "\udcff":
            path.write_bytes(b"\xff\xfe = 1\n")
        else:
            path.write_text(text, encoding="utf-8")
        report = check_path(path)
        assert report.ladder == 0 and len(report.errors) == 1, (name, report.errors)
        error = report.errors[0]
        assert "ladder-bad.toml" in error and words in error, (name, error)
        assert len(error) < 300, (name, "one short line")
        assert "did you mean 'players'" not in error
        assert levels_main(["check", str(path)]) == 1
        out = capsys.readouterr()
        assert "Traceback" not in out.err and out.out.count("\n") == 2, name


def test_a_fifo_among_the_level_files_does_not_hang(tmp_path: Path, one_table: str) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("FIFOs are POSIX")
    os.mkfifo(tmp_path / "b.toml")
    (tmp_path / "a.toml").write_text(one_table, encoding="utf-8")
    report = check_path(tmp_path / "b.toml")
    assert report.errors and "not a regular file" in report.errors[0]
