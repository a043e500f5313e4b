"""Two people at one TV, through the real app and the real input layer: two virtual pads (or one
pad and the keyboard) play whole hands; every frame drawn is checked for the hidden hand, and the
hand-off cover for coming exactly when it must (and never for a computer's turn)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.engine import Phase
from game.ui.scenes.host import Close, OpenStats
from game.ui.table.couch import Couch
from tests.ui.harness import AppHarness

PADS = (40, 41)   # the pads' instance ids: the first is person 0 (seat 0), the second person 1
A, RIGHT, UP = pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_DPAD_RIGHT, pygame.CONTROLLER_BUTTON_DPAD_UP


Press = Callable[[str], None]   # a person's device: press "confirm", "right" or "up" on it
PAD_BUTTONS = {"confirm": A, "right": RIGHT, "up": UP}
KEYS = {"confirm": pygame.K_RETURN, "right": pygame.K_RIGHT, "up": pygame.K_UP}


def press(pad: int, button: int) -> None:
    """A press and release on a pad, as SDL posts them: read by the app's next frame."""
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=pad, button=button))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=pad, button=button))


def pad(instance: int) -> Press:
    """A virtual pad, pressed by the name of what it does."""
    return lambda what: press(instance, PAD_BUTTONS[what])


def keyboard(what: str) -> None:
    """A key down and up, as SDL posts them (Enter confirms, the arrows move)."""
    key = KEYS[what]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))


def click(at: tuple[int, int]) -> None:
    """A left click of the mouse (the keyboard person's too), as SDL posts it."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=at, button=1))


TWO_PADS: tuple[Press, Press] = (pad(PADS[0]), pad(PADS[1]))
PAD_AND_KEYBOARD: tuple[Press, Press] = (pad(PADS[0]), keyboard)   # one pad plugged: the keyboard is person 1's


def two_at_the_tv(tmp_path: Path, rules: str, players: int, second: int, open_hands: bool = False,
                  humans: int = 2, seed: int = 3, practice: bool = False, pads: tuple[int, ...] = PADS) -> AppHarness:
    (tmp_path / "settings.json").write_text(json.dumps(
        {"humans": humans, "second_seat": second, "open_hands": open_hands, "people": ["Ann", "Ben"]}))
    harness = AppHarness(tmp_path, "--rules", rules, "--players", str(players), "--seed", str(seed),
                         "--speed", "4", *(["--practice"] if practice else []), size="1024x600")
    harness.app.frames.always_redraw = True   # every frame drawn whole: what the hook sees is the screen
    for instance in pads:              # as the pads' DEVICEADDED would: the first plugged is person 0
        harness.app.input.roster.join(instance)
    return harness


@dataclass
class Watch:
    """What each frame showed: the private cards drawn face up, by their holder; the covers."""

    faces: set[int] = field(default_factory=set)
    holder: dict[int, int] = field(default_factory=dict)
    shown_by_frame: list[tuple[frozenset[int], int | None, int]] = field(default_factory=list)  # (seats, cover, acting)
    refused: int = 0
    moves: int = 0
    prompts: dict[int, set[str]] = field(default_factory=dict)   # the cover's "how to go on", by seat
    readied: list[str] = field(default_factory=list)              # how each cover was taken away

    def hook(self, view: Any) -> None:
        view.face_drawn = self.faces.add

    def check_frame(self, ctx: Any) -> None:
        """Every face drawn this frame that is a person's private card must be of the person on
        turn, who has taken over (no cover up); with open hands both may show."""
        snap = ctx.session.snapshot
        couch: Couch = ctx.couch
        for seat in range(snap.rules.players):
            for card in snap.hands[seat]:
                self.holder[int(card)] = seat
        public = {int(p.card) for t in snap.tricks for p in t.plays} | {int(p.card) for p in snap.trick}
        if snap.turn_up is not None:
            public.add(int(snap.turn_up))
        private = {self.holder[c] for c in self.faces if c in self.holder and c not in public}
        shown = frozenset(seat for seat in private if seat in couch.humans)
        acting = snap.current_player
        if couch.open_hands:
            assert couch.cover is None
        else:
            assert shown <= {acting}, f"frame shows the hand of {shown} while {acting} is on turn"
            assert couch.cover is None or not shown, f"frame shows {shown} under the cover for {couch.cover}"
        if couch.cover is not None:
            assert couch.cover == acting and acting in couch.humans, "a cover not for the person on turn"
        self.shown_by_frame.append((shown, couch.cover, acting))
        self.faces.clear()

    def check_covers(self, couch: Couch) -> None:
        """The cover came exactly when it must: before a person's hand was shown when another
        person's was the last shown (or none yet), and at no other time."""
        expected: list[int] = []
        last: int | None = None
        for shown, _, _ in self.shown_by_frame:
            for seat in shown:
                if seat != last:
                    expected.append(seat)
                last = seat
        raised = [cover for i, (_, cover, _) in enumerate(self.shown_by_frame)
                  if cover is not None and (i == 0 or self.shown_by_frame[i - 1][1] != cover)]
        assert raised == couch.covers_shown
        assert raised in (expected, expected + raised[len(expected):len(expected) + 1]), \
            f"covers {raised}, hands shown in turn {expected}"


def person_of(couch: Couch, seat: int | None) -> int:
    """Which of the two people sits at ``seat`` (0 or 1): a person's seat, asked while one acts."""
    assert seat is not None, "a seat is waiting"
    person = couch.person_at(seat)
    assert person is not None, f"seat {seat} is a person's"
    return person


def act_for(harness: AppHarness, watch: Watch, wait: dict[str, int],
            devices: tuple[Press, Press] = TWO_PADS) -> None:
    """The person on turn plays with their own device; the other person's device is pressed
    first and must move nothing.  A keyboard person takes every other cover away with a click."""
    top = harness.top
    ctx = top.ctx
    couch: Couch = ctx.couch
    session = ctx.session
    wait["frames"] += 1
    if wait["frames"] < 10:
        return
    wait["frames"] = 0
    if couch.cover is not None:
        person = person_of(couch, couch.cover)
        watch.prompts.setdefault(couch.cover, set()).add(top.cover_texts[2])
        devices[1 - person]("confirm")   # the wrong person cannot take the cover away
        harness.frames(1)
        watch.check_frame(ctx)
        assert couch.cover is not None
        if devices[person] is keyboard and couch.covers_shown.count(couch.cover) % 2:   # every other one
            click((top.view.size[0] // 2, top.view.size[1] // 2))
            watch.readied.append("click")
        else:
            devices[person]("confirm")
            watch.readied.append("keyboard" if devices[person] is keyboard else "pad")
        return
    if not session.human_to_act() or top.view.busy or top.holding():
        return
    snap = session.snapshot
    seat = snap.current_player
    mine, other = devices[person_of(couch, seat)], devices[1 - person_of(couch, seat)]
    before = (snap.move_count, top.view.focus_card, len(top.view.selected))
    other("right")
    other("confirm")
    harness.frames(1)
    watch.check_frame(ctx)
    after = harness.top.ctx.session.snapshot
    assert (after.move_count, harness.top.view.focus_card, len(harness.top.view.selected)) == before, \
        "the other person's pad moved the table"
    watch.refused += 1
    if snap.phase in (Phase.DRAW, Phase.ROB):
        mine("up")
    elif snap.phase == Phase.KITTY_DISCARD:
        need = snap.hand_counts[seat] - 5
        if len(top.selected) < need:
            mine("confirm")
            mine("right")
            return
        mine("up")
    mine("confirm")
    watch.moves += 1


def play_hands(harness: AppHarness, hands: int = 1, limit: int = 9000,
               devices: tuple[Press, Press] = TWO_PADS) -> Watch:
    watch = Watch()
    wait = {"frames": 0}
    ctx = None
    for _ in range(limit):
        harness.frames(1)
        top = harness.top
        if getattr(top, "ctx", None) is None:
            continue
        if top.ctx is not ctx:
            ctx = top.ctx
            watch.hook(ctx.view)
        watch.check_frame(ctx)
        if top.name == "scoreboard":
            if ctx.session.snapshot.records_count >= hands:
                break
            devices[0]("confirm")
            continue
        act_for(harness, watch, wait, devices)
    assert ctx is not None and ctx.session.snapshot.records_count >= hands, "the hands were not played out"
    return watch


@pytest.mark.parametrize("rules,players,second", [
    ("classic", 4, 2),        # partner across
    ("classic", 4, 1),        # opponent on the left
    ("new-england", 4, 3),    # a kitty to sort, opponent on the right
    ("cutthroat", 5, 3),      # each for themself, any seat
    ("forty-five", 2, 1),     # two-handed: the table turns every time
])
def test_two_pads_play_whole_hands_and_no_frame_shows_the_hidden_hand(tmp_path: Path, rules: str, players: int,
                                                                      second: int) -> None:
    harness = two_at_the_tv(tmp_path, rules, players, second)
    watch = play_hands(harness)
    couch = harness.top.ctx.couch
    assert couch.humans == (0, second)
    assert watch.moves >= 4 and watch.refused >= 4
    assert couch.covers_shown, "no hand-off cover in a whole hand"
    assert set(couch.covers_shown) <= set(couch.humans)
    watch.check_covers(couch)
    both = {seat for shown, _, _ in watch.shown_by_frame for seat in shown}
    assert both == {0, second}, "each person's hand was shown in its turn"
    said = set().union(*watch.prompts.values())
    assert said and all("press A when ready" in words and "Enter" not in words for words in said), \
        f"a pad each: every cover says the pad's button ({said})"


@pytest.mark.parametrize("rules,players,second", [
    ("classic", 4, 2),        # partner across
    ("forty-five", 2, 1),     # two-handed: a cover before every turn
])
def test_one_pad_and_the_keyboard_each_play_only_their_own_seat(tmp_path: Path, rules: str, players: int,
                                                                second: int) -> None:
    """One pad plugged in (Ann's): the keyboard and mouse are Ben's.  Each moves only their own
    seat, each cover names the device of the person it waits for, and a press from the wrong
    one says whose turn it is and what they play with."""
    harness = two_at_the_tv(tmp_path, rules, players, second, pads=PADS[:1])
    roster = harness.app.input.roster
    assert (roster.device_of(0), roster.device_of(1)) == ("pad", "keyboard")
    watch = play_hands(harness, devices=PAD_AND_KEYBOARD)
    couch = harness.top.ctx.couch
    assert couch.humans == (0, second)
    assert watch.moves >= 4 and watch.refused >= 4
    watch.check_covers(couch)
    assert {seat for shown, _, _ in watch.shown_by_frame for seat in shown} == {0, second}
    assert set(watch.prompts) == {0, second}, "both persons met a cover"
    assert all("press A when ready" in words and "Enter" not in words for words in watch.prompts[0])
    assert all("press Enter or click when ready" in words and "press A" not in words
               for words in watch.prompts[second])
    assert {"pad", "keyboard", "click"} <= set(watch.readied), f"covers taken away by {watch.readied}"


def test_a_press_from_the_wrong_device_names_the_right_one(tmp_path: Path) -> None:
    harness = two_at_the_tv(tmp_path, "forty-five", 2, 1, pads=PADS[:1])
    assert harness.run_until(lambda: getattr(harness.top, "ctx", None) is not None
                             and harness.top.ctx.couch.cover is not None and harness.top.cover_texts, 3000)
    top = harness.top
    couch: Couch = top.ctx.couch
    harness.frames(60)   # past the moment a press is not yet taken (no double press slips through)
    waiting = couch.cover
    wrong = PAD_AND_KEYBOARD[1 - person_of(couch, waiting)]
    wrong("confirm")
    harness.frames(1)
    assert couch.cover == waiting
    device = "controller" if person_of(couch, waiting) == 0 else "keyboard"
    name = top.ctx.session.seats[waiting].name
    assert any(toast.text == f"It is {name}'s turn: {name}'s {device}." for toast in top.ctx.effects.toasts)


def test_open_hands_show_both_hands_and_never_cover(tmp_path: Path) -> None:
    harness = two_at_the_tv(tmp_path, "classic", 4, 2, open_hands=True)
    watch = play_hands(harness)
    assert harness.top.ctx.couch.covers_shown == []
    assert any(shown == frozenset({0, 2}) for shown, _, _ in watch.shown_by_frame)


def test_one_person_never_sees_a_cover(tmp_path: Path) -> None:
    harness = two_at_the_tv(tmp_path, "classic", 4, 2, humans=1)
    harness.run_until(lambda: harness.top.name == "auction", 600)
    ctx = harness.top.ctx
    assert ctx.couch is None and ctx.session.may_act is None and ctx.view.shown_seats is None


def test_a_two_person_game_resumes_as_one_and_counts_apart(tmp_path: Path) -> None:
    harness = two_at_the_tv(tmp_path, "classic", 4, 1)
    play_hands(harness)
    app = harness.app
    assert app.profile.couch_stats.hands_played >= 1 and app.profile.stats.hands_played == 0
    harness.navigate(OpenStats(), 3)   # the statistics show the hand in the two-person section
    shown = {line.key: line.text for line in harness.top.plan.lines}
    assert shown["couch Hands played figure"] == str(app.profile.couch_stats.hands_played)
    assert shown["own Hands played figure"] == "0" and shown["couch note"] == "Wins and bids: Ann's side"
    harness.navigate(Close(), 2)
    app.autosave(harness.top.ctx)
    data = app.profile.read_autosave("quick")
    assert data is not None, "the game was saved"
    assert [seat["level"] for seat in data["seats"]].count("human") == 2
    assert app.navigator.resume_autosave("quick")
    app.navigator.settle()
    harness.frames(2)
    ctx = harness.top.ctx
    assert ctx.couch is not None and ctx.couch.humans == (0, 1)
    assert [ctx.session.seats[s].name for s in ctx.couch.humans] == ["Ann", "Ben"]


def test_undo_takes_back_only_the_persons_own_decisions(tmp_path: Path) -> None:
    harness = two_at_the_tv(tmp_path, "classic", 4, 1, practice=True)
    watch, wait = Watch(), {"frames": 0}

    def others_decision_last() -> bool:
        top = harness.top
        ctx = getattr(top, "ctx", None)
        if ctx is None or ctx.couch is None:
            return False
        if ctx.view.face_drawn is None:
            watch.hook(ctx.view)
        session = ctx.session
        decider = session.last_decider()
        if session.human_to_act() and decider is not None and decider != session.snapshot.current_player:
            return True
        act_for(harness, watch, wait)
        return False

    assert harness.run_until(others_decision_last, 6000)
    ctx = harness.top.ctx
    seat = ctx.session.snapshot.current_player
    moves = ctx.session.snapshot.move_count
    press(PADS[ctx.couch.person_at(seat)], pygame.CONTROLLER_BUTTON_X)   # X undoes on a pad
    harness.frames(2)
    assert ctx.session.snapshot.move_count == moves, "undo took back the other person's decision"
    assert any("only your own decisions" in toast.text for toast in ctx.effects.toasts)
