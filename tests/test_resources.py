"""Every data file the game uses is found through ``game.resources`` (importlib.resources), and a
missing one is a ``DataMissingError`` naming it and where it was looked for, never a silent
fallback: not for the sounds, the levels or the expert's tables."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import game
from game import resources
from game.ai.expert import bidding_model
from game.levels import load_drills, load_ladder
from game.levels.cli import check_path

REPO = Path(__file__).resolve().parents[1]
FROM_SOURCE = Path(game.__file__).resolve().parent == REPO / "game"


def test_every_file_the_game_uses_resolves() -> None:
    files = resources.all_files()
    assert [Path(str(f)).stem for f in files["sounds"]] == list(resources.SOUND_EFFECTS)
    assert [Path(str(f)).name for f in files["ladder"]] == ["ladder.toml"]
    assert [f.name for f in files["drills"]] == sorted(p.name for p in (REPO / "levels" / "drills").glob("*.toml"))
    assert [f.name for f in files["expert"]] == [f"bidding_{s}.json" for s in resources.EXPERT_TABLE_SHAPES]
    assert [f.name for f in files["expert_pressure"]] == [f"pressure_{s}.json"
                                                          for s in resources.EXPERT_PRESSURE_SHAPES]
    assert all(f.is_file() for kind in files.values() for f in kind)
    assert resources.check_installation() == []


def test_the_expert_tables_listed_are_the_ones_in_the_repo() -> None:
    """A newly trained table must be named in EXPERT_TABLE_SHAPES, or it would never be read."""
    shipped = sorted(p.stem.removeprefix("bidding_") for p in (REPO / "game/ai/expert/data").glob("bidding_*.json"))
    assert sorted(resources.EXPERT_TABLE_SHAPES) == shipped
    pressure = sorted(p.stem.removeprefix("pressure_") for p in (REPO / "game/ai/expert/data").glob("pressure_*.json"))
    assert sorted(resources.EXPERT_PRESSURE_SHAPES) == pressure
    assert set(pressure) <= set(shipped)   # a pressure table stands on its kind's points table


@pytest.mark.skipif(not FROM_SOURCE, reason="runs against a source checkout")
def test_a_source_checkout_reads_the_repos_own_folders() -> None:
    """The repo root is on sys.path here, so ``game`` is ./game; the data packages still come
    through importlib.resources, mapped by the editable install onto assets/ and levels/."""
    assert Path(str(resources.assets_dir())).resolve() == REPO / "assets"
    assert resources.levels_dir().resolve() == REPO / "levels"
    assert Path(str(resources.expert_dir())).resolve() == REPO / "game" / "ai" / "expert" / "data"


def test_the_typed_errors() -> None:
    assert issubclass(resources.DataMissingError, resources.DataError)
    assert issubclass(resources.DataError, ValueError)


# ---------------------------------------------------------------------------- missing data

@pytest.fixture
def no_assets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(resources, "ASSETS_PACKAGE", "game.data.no_such_assets")


@pytest.fixture
def no_levels(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(resources, "LEVELS_PACKAGE", "game.data.no_such_levels")


def test_a_missing_data_package_names_itself(no_assets: None) -> None:
    with pytest.raises(resources.DataMissingError, match="game.data.no_such_assets.*reinstall"):
        resources.sounds_dir()
    with pytest.raises(resources.DataMissingError):
        resources.sound_file("deal")
    assert any("no_such_assets" in p for p in resources.check_installation())


def test_a_missing_file_names_the_file_and_the_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "sounds").mkdir()
    (tmp_path / "drills").mkdir()
    monkeypatch.setattr(resources, "package_root", lambda package: tmp_path)
    with pytest.raises(resources.DataMissingError, match=r"the sound 'win' is missing: no file .*sounds.win\.wav"):
        resources.sound_file("win")
    with pytest.raises(resources.DataMissingError, match=f"no file {tmp_path}.ladder.toml"):
        resources.ladder_file()
    with pytest.raises(resources.DataMissingError, match="no .toml files"):
        resources.drill_files()
    with pytest.raises(resources.DataMissingError, match="the expert's tables folder is missing"):
        resources.expert_table("partners4")
    with pytest.raises(resources.DataMissingError, match="the lessons folder is missing"):
        resources.lesson_files()
    problems = resources.check_installation()
    assert len(problems) == len(resources.SOUND_EFFECTS) + 4


def test_a_damaged_expert_table_is_an_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    data = tmp_path / "ai" / "expert" / "data"   # the tables are found from the top package
    data.mkdir(parents=True)
    (data / "bidding_partners4.json").write_text("{trunc", encoding="utf-8")
    (data / "bidding_kitty3.json").write_text(json.dumps([1, 2]), encoding="utf-8")
    monkeypatch.setattr(resources, "package_root", lambda package: tmp_path)
    with pytest.raises(resources.DataError, match="bidding_partners4.json is damaged"):
        resources.expert_table("partners4")
    with pytest.raises(resources.DataError, match="does not hold a table"):
        resources.expert_table("kitty3")
    (data / "pressure_partners4.json").write_text('{"auction": {}}', encoding="utf-8")
    (data / "pressure_kitty3.json").write_bytes(b"\xff\xfe{")
    with pytest.raises(resources.DataError, match="pressure_partners4.json does not hold a table"):
        resources.expert_pressure_table("partners4")
    with pytest.raises(resources.DataError, match="pressure_kitty3.json is damaged"):
        resources.expert_pressure_table("kitty3")


def test_the_expert_never_quietly_loses_its_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    bidding_model.load_table.cache_clear()
    bidding_model.load_pressure_table.cache_clear()
    try:
        table, pressure = bidding_model.load_table("partners4"), bidding_model.load_pressure_table("partners4")
        assert table is not None and table["auction"]
        assert pressure is not None and pressure["auction"]
        assert bidding_model.load_table("kitty4x6") is None, "never trained: heuristics, by design"
        assert bidding_model.load_pressure_table("cutthroat") is None, "no sides: no score pressure"
        bidding_model.load_table.cache_clear()
        bidding_model.load_pressure_table.cache_clear()
        monkeypatch.setattr(resources, "EXPERT_PACKAGE", "game.ai.no_such_expert")
        with pytest.raises(resources.DataMissingError, match="no_such_expert"):
            bidding_model.load_table("partners4")
        with pytest.raises(resources.DataMissingError, match="no_such_expert"):
            bidding_model.load_pressure_table("partners4")
    finally:
        bidding_model.load_table.cache_clear()
        bidding_model.load_pressure_table.cache_clear()


def test_missing_levels_are_a_reported_problem_not_a_crash(no_levels: None) -> None:
    tables, problems = load_ladder()
    assert tables == [] and len(problems) == 1 and "game.data.no_such_levels" in problems[0]
    drills, problems = load_drills()
    assert drills == [] and "game.data.no_such_levels" in problems[0]
    report = check_path(None)
    assert report.ladder == 0 and "game.data.no_such_levels" in report.errors[0]
    with pytest.raises(resources.DataMissingError):
        from game.levels import DEFAULT_LEVELS_DIR  # noqa: F401


def test_a_missing_drills_folder_is_named_not_misread(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Without drills/, the shipped ladder.toml must not be read as a drill file."""
    (tmp_path / "ladder.toml").write_text((REPO / "levels" / "ladder.toml").read_text(encoding="utf-8"),
                                          encoding="utf-8")
    monkeypatch.setattr(resources, "package_root", lambda package: tmp_path)
    drills, problems = load_drills()
    assert drills == [] and len(problems) == 1 and "the drills folder is missing" in problems[0]
    tables, problems = load_ladder()
    assert len(tables) >= 8 and problems == []
    report = check_path(None)
    assert report.errors == problems + [f"the drills folder is missing: no folder {tmp_path / 'drills'}; "
                                        f"{resources.REINSTALL_HINT}",
                                        f"the lessons folder is missing: no folder {tmp_path / 'lessons'}; "
                                        f"{resources.REINSTALL_HINT}"]
