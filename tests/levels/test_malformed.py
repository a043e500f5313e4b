"""Bad level files: each problem names the file, the key and what is wrong, and the loaders
skip the bad file while keeping the good ones."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.levels import DEFAULT_LEVELS_DIR, load_drills, load_ladder

GOOD_TABLE = '''
[[tables]]
id = "kitchen"
name = "A Kitchen"
blurb = "Tea and cards."
preset = "classic"
players = 4
levels = { 1 = "easy", 2 = "normal", 3 = "easy" }
names = { 1 = "Dougie", 2 = "Angus", 3 = "Sadie" }
goal = { kind = "win_game" }
goal_text = "Win a game."
'''

GOOD_DRILL = '''
[[drills]]
id = "hold-it"
kind = "position"
topic = "bidding"
title = "Hold"
preset = "classic"
players = 4
dealer = 0
seat = 0
phase = "auction"
hands = { 0 = "5C JC AC KC 2D" }
auction = ["bid 20", "pass", "pass"]
answers = ["hold"]
prompt = "Hold or bid?"
explanation = "Hold."
'''

TRICK_DRILL = '''
[[drills]]
id = "five-wins"
kind = "trick"
topic = "ranking"
title = "Five"
trump = "S"
trick = ["JS", "5S", "AH", "KS"]
answers = ["5S"]
prompt = "Which wins?"
explanation = "The five."
'''


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def ladder_errors(tmp_path: Path, text: str) -> list[str]:
    path = write(tmp_path, "ladder.toml", text)
    tables, errors = load_ladder(path)
    assert tables == []
    assert errors and all(str(path.name) in e for e in errors)
    return errors


def drill_errors(tmp_path: Path, text: str) -> list[str]:
    path = write(tmp_path, "drills/bad.toml", text)
    drills, errors = load_drills(path)
    assert drills == []
    assert errors and all("bad.toml" in e for e in errors)
    return errors


def test_good_fixtures_load(tmp_path):
    assert len(load_ladder(write(tmp_path, "ladder.toml", GOOD_TABLE))[0]) == 1
    assert len(load_drills(write(tmp_path, "d.toml", GOOD_DRILL + TRICK_DRILL))[0]) == 2


def test_bad_toml_syntax_names_the_file_and_line(tmp_path):
    errors = ladder_errors(tmp_path, GOOD_TABLE + "\nplayers = = 4\n")
    assert "not valid TOML" in errors[0] and "line" in errors[0]


def test_wrong_type_names_the_key(tmp_path):
    errors = ladder_errors(tmp_path, GOOD_TABLE.replace("players = 4", 'players = "four"'))
    assert any("tables[0].players: must be a whole number, not 'four'" in e for e in errors)


def test_bool_is_not_a_number(tmp_path):
    errors = ladder_errors(tmp_path, GOOD_TABLE.replace("players = 4", "players = true"))
    assert any("tables[0].players: must be a whole number" in e for e in errors)


def test_unknown_key_is_reported_with_a_suggestion(tmp_path):
    errors = ladder_errors(tmp_path, GOOD_TABLE.replace('goal_text', 'blurbb = "x"\ngoal_text'))
    assert any("tables[0].blurbb: unknown key 'blurbb'" in e and "did you mean 'blurb'" in e for e in errors)


def test_unknown_preset(tmp_path):
    errors = ladder_errors(tmp_path, GOOD_TABLE.replace('"classic"', '"clasic"'))
    assert any("tables[0].preset: unknown preset 'clasic' (expected one of classic," in e for e in errors)


def test_wrong_table_size_for_the_preset(tmp_path):
    errors = ladder_errors(tmp_path, GOOD_TABLE.replace("players = 4", "players = 5"))
    assert any("tables[0].players: preset 'classic' is played by 4 or 6 players, not 5" in e for e in errors)


def test_unknown_goal_names_the_path_and_the_choices(tmp_path):
    errors = ladder_errors(tmp_path, GOOD_TABLE.replace('"win_game"', '"win_big"'))
    message = [e for e in errors if "tables[0].goal.kind" in e][0]
    assert message.startswith(f"{tmp_path.as_posix()}/ladder.toml: tables[0].goal.kind: unknown goal 'win_big' "
                              "(expected one of win_game, win_by, win_clean, win_within, make_bids, "
                              "set_bidder, score_at_least, take_all_five)")


def test_goal_needs_its_numbers(tmp_path):
    errors = ladder_errors(tmp_path, GOOD_TABLE.replace('{ kind = "win_game" }', '{ kind = "make_bids" }'))
    assert any("tables[0].goal.count: missing" in e for e in errors)


def test_bid_goal_needs_an_auction(tmp_path):
    text = GOOD_TABLE.replace('"classic"', '"forty-five"').replace("players = 4", "players = 2") \
        .replace('{ 1 = "easy", 2 = "normal", 3 = "easy" }', '{ 1 = "easy" }') \
        .replace('{ 1 = "Dougie", 2 = "Angus", 3 = "Sadie" }', '{ 1 = "Nan" }') \
        .replace('{ kind = "win_game" }', '{ kind = "set_bidder", count = 2 }')
    errors = ladder_errors(tmp_path, text)
    assert any("tables[0].goal.kind: goal 'set_bidder' needs an auction" in e for e in errors)


def test_missing_seat_and_unknown_level(tmp_path):
    text = GOOD_TABLE.replace('{ 1 = "easy", 2 = "normal", 3 = "easy" }', '{ 1 = "easy", 2 = "grand" }')
    errors = ladder_errors(tmp_path, text)
    assert any("tables[0].levels.2: unknown player level 'grand'" in e for e in errors)
    assert any("tables[0].levels.3: missing" in e for e in errors)


def test_bad_switch_and_bad_personality(tmp_path):
    text = GOOD_TABLE.replace('goal =', 'switches = { reneg = "led" }\ngoal =')
    assert any("tables[0].switches.reneg: unknown rule switch 'reneg'" in e for e in ladder_errors(tmp_path, text))
    text = GOOD_TABLE.replace('goal =', 'personalities = { 1 = { boldness = "very" } }\ngoal =')
    assert any("tables[0].personalities.1" in e for e in ladder_errors(tmp_path, text))


def test_switch_combination_the_engine_refuses(tmp_path):
    text = GOOD_TABLE.replace('goal =', 'switches = { kitty_size = 7 }\ngoal =')
    assert any("tables[0].switches" in e and "kitty size must be 0, 3 or 4" in e
               for e in ladder_errors(tmp_path, text))


def test_illegal_expected_answer_is_explained_by_the_engine(tmp_path):
    errors = drill_errors(tmp_path, GOOD_DRILL.replace('answers = ["hold"]', 'answers = ["bid 15"]'))
    assert any("drills[0].answers[0]: 'bid 15' is not legal here: A bid must be higher" in e for e in errors)


def test_answer_that_is_not_an_action(tmp_path):
    errors = drill_errors(tmp_path, GOOD_DRILL.replace('answers = ["hold"]', 'answers = ["shout"]'))
    assert any("drills[0].answers[0]: 'shout' is not an action" in e for e in errors)


def test_trick_answer_that_does_not_win(tmp_path):
    errors = drill_errors(tmp_path, TRICK_DRILL.replace('answers = ["5S"]', 'answers = ["JS"]'))
    assert any("drills[0].answers[0]: JS does not win: the engine says 5S wins" in e for e in errors)


def test_unreachable_position_names_the_key(tmp_path):
    errors = drill_errors(tmp_path, GOOD_DRILL.replace('auction = ["bid 20", "pass", "pass"]',
                                                        'auction = ["bid 20", "bid 15", "pass"]'))
    assert any("drills[0].auction[1]: 'bid 15' by seat 2 is not legal here" in e for e in errors)


def test_card_listed_twice(tmp_path):
    text = GOOD_DRILL.replace('hands = { 0 = "5C JC AC KC 2D" }', 'hands = { 0 = "5C JC AC KC 2D", 1 = "5C" }')
    assert any("drills[0].hands.1: 5C is also in hands.0" in e for e in drill_errors(tmp_path, text))


def test_wrong_hand_for_the_deciding_seat(tmp_path):
    text = GOOD_DRILL.replace('"5C JC AC KC 2D"', '"5C JC AC KC"')
    assert any("drills[0].hands.0: seat 0 holds" in e for e in drill_errors(tmp_path, text))


def test_drill_with_every_legal_answer_teaches_nothing(tmp_path):
    text = GOOD_DRILL.replace('answers = ["hold"]', 'answers = ["hold", "pass", "bid 25", "bid 30"]')
    assert any("drills[0].answers: every legal action is accepted" in e for e in drill_errors(tmp_path, text))


def test_unknown_phase_topic_and_kind(tmp_path):
    errors = drill_errors(tmp_path, GOOD_DRILL.replace('"auction"\nhands', '"bidding"\nhands')
                          .replace('topic = "bidding"', 'topic = "bids"'))
    assert any("drills[0].phase: unknown phase 'bidding'" in e for e in errors)
    assert any("drills[0].topic: unknown topic 'bids'" in e for e in errors)
    errors = drill_errors(tmp_path, GOOD_DRILL.replace('kind = "position"', 'kind = "quiz"'))
    assert any("drills[0].kind: unknown drill kind 'quiz'" in e for e in errors)


def test_empty_explanation_is_refused(tmp_path):
    errors = drill_errors(tmp_path, GOOD_DRILL.replace('explanation = "Hold."', 'explanation = "  "'))
    assert any("drills[0].explanation: must not be empty" in e for e in errors)


def test_drill_loader_skips_the_bad_file_and_keeps_the_good(tmp_path):
    folder = tmp_path / "levels"
    shutil.copytree(DEFAULT_LEVELS_DIR, folder)
    shipped, _ = load_drills(folder)
    write(folder, "drills/99-broken.toml", GOOD_DRILL.replace('answers = ["hold"]', 'answers = ["play 5C"]'))
    write(folder, "drills/98-syntax.toml", "[[drills]\nid = ")
    drills, errors = load_drills(folder)
    assert [d.id for d in drills] == [d.id for d in shipped]
    assert any(e.startswith(str(folder / "drills" / "99-broken.toml").lstrip("/")) or "99-broken.toml: " in e
               for e in errors)
    assert any("98-syntax.toml: not valid TOML" in e for e in errors)


def test_duplicate_drill_id_across_files_skips_the_second(tmp_path):
    write(tmp_path, "a.toml", GOOD_DRILL)
    write(tmp_path, "b.toml", GOOD_DRILL + TRICK_DRILL)
    drills, errors = load_drills(tmp_path)
    assert [d.id for d in drills] == ["hold-it"]
    assert any("b.toml: id 'hold-it' is already used in" in e for e in errors)


def test_ladder_folder_skips_the_bad_file_and_keeps_the_good(tmp_path):
    write(tmp_path, "ladder/1-good.toml", GOOD_TABLE)
    bad = GOOD_TABLE.replace('"kitchen"', '"hall"').replace("players = 4", "players = 3")
    write(tmp_path, "ladder/2-bad.toml", bad)
    tables, errors = load_ladder(tmp_path)
    assert [t.id for t in tables] == ["kitchen"]
    assert len(errors) == 1 and "2-bad.toml: tables[0].players" in errors[0]


def test_missing_folder_is_a_message_not_a_crash(tmp_path):
    tables, errors = load_ladder(tmp_path / "nowhere")
    assert tables == [] and "no ladder.toml" in errors[0]
    drills, errors = load_drills(tmp_path / "nowhere")
    assert drills == [] and errors


@pytest.mark.parametrize("text", ["", "tables = 3", "[[tables]]\n", "tables = [1, 2]"])
def test_structurally_empty_ladders(tmp_path, text):
    assert ladder_errors(tmp_path, text)
