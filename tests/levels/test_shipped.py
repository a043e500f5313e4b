"""The shipped ladder and drills load cleanly, and every drill agrees with the engine."""

from __future__ import annotations

import pytest

from game.ai import LEVELS, make_player
from game.ai.personality import Personality
from game.engine import PRESET_TABLES, IllegalActionError, trick_winner
from game.engine import actions as A
from game.levels import DEFAULT_LEVELS_DIR, PLAYER_LEVELS, load_drills, load_ladder
from game.levels.drills import TOPICS

TABLES, LADDER_ERRORS = load_ladder()
DRILLS, DRILL_ERRORS = load_drills()
POSITIONS = [d for d in DRILLS if d.kind == "position"]
TRICKS = [d for d in DRILLS if d.kind == "trick"]


def test_shipped_files_have_no_errors():
    assert LADDER_ERRORS == []
    assert DRILL_ERRORS == []
    assert (DEFAULT_LEVELS_DIR / "ladder.toml").is_file()


def test_ladder_has_at_least_eight_tables_with_unique_ids():
    assert len(TABLES) >= 8
    assert len({t.id for t in TABLES}) == len(TABLES)


def test_ladder_walks_through_every_preset_and_table_size():
    played = {(t.preset, t.players) for t in TABLES}
    for name, _sizes in PRESET_TABLES.items():
        assert any(p == name for p, _ in played), f"no table plays {name}"
    for size in PRESET_TABLES["classic"]:
        assert ("classic", size) in played


def test_ladder_starts_gentle_and_ends_with_masters():
    """Issue 27: the master level is "used at the ladder's last tables"."""
    first, last = TABLES[0], TABLES[-1]
    assert all(first.levels[s] in ("random", "easy") for s in first.opponent_seats)
    assert all(last.levels[s] == "master" for s in last.opponent_seats)
    strength = {name: i for i, name in enumerate(PLAYER_LEVELS)}
    average = [sum(strength[t.levels[s]] for s in t.opponent_seats) / len(t.opponent_seats) for t in TABLES]
    assert average[0] == min(average) and average[-1] == max(average)


def test_every_table_names_every_computer_seat():
    for table in TABLES:
        seats = set(range(1, table.players))
        assert set(table.levels) == seats == set(table.names) == set(table.personalities)
        assert table.name and table.blurb and table.goal_text
        if table.rules.partnerships and table.players >= 4:
            assert 2 in table.partner_seats


def test_at_least_twenty_drills_covering_every_topic():
    assert len(DRILLS) >= 20
    assert {d.topic for d in DRILLS} == set(TOPICS)
    assert len({d.id for d in DRILLS}) == len(DRILLS)


@pytest.mark.parametrize("drill", DRILLS, ids=[d.id for d in DRILLS])
def test_drill_texts_are_not_empty(drill):
    assert drill.prompt.strip() and drill.explanation.strip() and drill.title.strip()
    assert drill.answers


@pytest.mark.parametrize("drill", TRICKS, ids=[d.id for d in TRICKS])
def test_trick_drill_answer_is_the_engines_winner(drill):
    winner = drill.cards[trick_winner(drill.cards, drill.trump)]
    assert drill.answers == (str(winner),)
    assert drill.is_correct(str(winner)) and drill.is_correct(f"play {winner}")
    for card in drill.cards:
        if card != winner:
            assert not drill.is_correct(str(card))


@pytest.mark.parametrize("drill", POSITIONS, ids=[d.id for d in POSITIONS])
def test_position_is_reached_through_the_engine_and_answers_are_legal(drill):
    state = drill.build_state()
    position = drill.position
    assert state.phase == position.phase
    assert state.current_player == position.seat
    legal = set(state.legal_actions())
    for answer in drill.answers:
        action = A.parse(answer)
        assert action in legal, answer
        assert drill.is_correct(answer)
        probe = state.clone()
        probe.apply(action)          # really legal: the engine takes it
    wrong = legal - {A.parse(a) for a in drill.answers}
    assert wrong, "a drill must have a wrong answer"
    for action in wrong:
        assert not drill.is_correct(A.to_text(action))
    for key in drill.feedback:
        assert A.parse(key) in wrong


@pytest.mark.parametrize("drill", POSITIONS, ids=[d.id for d in POSITIONS])
def test_position_builds_the_same_way_every_time(drill):
    first, second = drill.build_state(), drill.build_state()
    assert first.hands == second.hands and first.history == second.history


def test_illegal_action_in_a_drill_position_is_refused_by_the_engine():
    drill = next(d for d in POSITIONS if d.id == "no-renege-with-a-small-trump")
    state = drill.build_state()
    with pytest.raises(IllegalActionError):
        state.apply("play KH")        # a trump was led and the 9♣ cannot renege


def test_player_levels_match_game_ai() -> None:
    """The levels a ladder table may name are the computer players ``make_player`` builds: the
    source of truth is ``game.ai.LEVELS`` (an import error if it is gone, never a skip)."""
    assert tuple(PLAYER_LEVELS) == tuple(LEVELS)
    for name in PLAYER_LEVELS:
        assert make_player(name).name == name


def test_personalities_are_accepted_by_game_ai() -> None:
    for table in TABLES:
        for _seat, values in table.personalities.items():
            Personality.from_dict(values)


def test_the_ladders_first_table_is_one_the_lessons_taught():
    """Issue 40: "the lessons end 'That is the whole game', and the ladder's first table is then
    forty-five for two: no auction, taught only in the optional last lesson." The first table
    plays the rules and the table size of the lessons every newcomer takes."""
    from game.levels.lessons import learning_path, load_lessons
    lessons, problems = load_lessons()
    assert problems == []
    first = TABLES[0]
    path = learning_path(lessons, first.preset)
    assert all(not lesson.presets for lesson in path), "no lesson of its own table's needed first"
    taught = {(step.position.rules.name, step.position.rules.players) for lesson in path for step in lesson.steps}
    assert (first.preset, first.players) in taught
    assert first.rules.partnerships and 2 in first.partner_seats, "your partner sits across, as the lessons said"
