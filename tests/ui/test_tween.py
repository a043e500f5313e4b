"""Tweens, easing, composition and card sprites: all driven by explicit dt."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.core import tween as tw
from game.ui.core.tween import (
    Animation,
    Call,
    Parallel,
    Sequence,
    Tween,
    TweenGroup,
    ease_in_quad,
    ease_out_back,
    ease_out_cubic,
    linear,
    wait,
)
from game.ui.kit.sprite import CardSprite


@pytest.mark.parametrize("name,easing", sorted(tw.EASINGS.items()))
def test_easings_start_at_zero_and_end_at_one(name: str, easing: tw.Easing) -> None:
    assert easing(0.0) == pytest.approx(0.0, abs=1e-9)
    assert easing(1.0) == pytest.approx(1.0, abs=1e-9)


def test_ease_out_back_overshoots_and_required_names_exist() -> None:
    assert max(ease_out_back(t / 100) for t in range(101)) > 1.0
    for name in ("linear", "ease_out_cubic", "ease_in_out_cubic", "ease_out_back",
                 "ease_out_elastic", "ease_in_quad"):
        assert name in tw.EASINGS


def test_tween_interpolates_floats_and_tuples() -> None:
    scalar = Tween(0.0, 10.0, 1.0)
    pair = Tween((0.0, 100.0), (10.0, 0.0), 1.0)
    scalar.update(0.25)
    pair.update(0.5)
    assert scalar.value == pytest.approx(2.5)
    assert pair.value == pytest.approx((5.0, 50.0))
    assert not scalar.done


def test_tween_delay_holds_start_then_runs_and_reports_leftover() -> None:
    done: list[str] = []
    tween = Tween(1.0, 3.0, 1.0, easing=linear, delay=0.5, on_done=lambda: done.append("x"))
    assert tween.update(0.4) == 0.0
    assert tween.value == 1.0 and not tween.started
    tween.update(0.6)  # 0.5 into the motion
    assert tween.value == pytest.approx(2.0)
    leftover = tween.update(0.75)
    assert tween.done and tween.value == 3.0
    assert leftover == pytest.approx(0.25)
    assert done == ["x"]
    tween.update(1.0)
    assert done == ["x"], "on_done fires exactly once"


def test_zero_duration_tween_completes_on_first_update() -> None:
    tween = Tween(0.0, 5.0, 0.0)
    tween.update(0.0)
    assert tween.done and tween.value == 5.0


def test_lazy_start_is_read_when_the_delay_ends() -> None:
    position = {"x": 0.0}
    tween = Tween(lambda: position["x"], 10.0, 1.0, delay=1.0)
    position["x"] = 6.0  # something else moved it during the delay
    tween.update(1.0)
    position["x"] = -100.0  # later changes no longer matter
    tween.update(0.5)
    assert tween.value == pytest.approx(8.0)


def test_finish_and_cancel() -> None:
    finished, cancelled = Tween(0.0, 1.0, 5.0), Tween(0.0, 1.0, 5.0)
    finished.update(1.0)
    cancelled.update(1.0)
    finished.finish()
    cancelled.cancel()
    assert finished.done and finished.value == 1.0
    assert cancelled.done and cancelled.value == pytest.approx(0.2)


def test_negative_duration_rejected() -> None:
    with pytest.raises(ValueError):
        Tween(0.0, 1.0, -1.0)


def test_sequence_carries_leftover_time_between_steps() -> None:
    log: list[str] = []
    first = Tween(0.0, 1.0, 1.0)
    second = Tween(0.0, 1.0, 1.0)
    seq = Sequence(first, Call(lambda: log.append("mid")), wait(0.5), second,
                   on_done=lambda: log.append("end"))
    seq.update(1.25)
    assert first.done and log == ["mid"]
    seq.update(0.5)  # 0.25 of wait left, then 0.25 into second
    assert second.value == pytest.approx(0.25)
    seq.update(10.0)
    assert seq.done and log == ["mid", "end"]


def test_parallel_is_done_when_the_slowest_member_is() -> None:
    fast, slow = Tween(0.0, 1.0, 0.5), Tween(0.0, 1.0, 1.0)
    group = Parallel(fast, slow)
    group.update(0.6)
    assert fast.done and not group.done
    group.update(0.5)
    assert group.done


def test_group_speed_busy_and_finish_all() -> None:
    group = TweenGroup(speed=2.0)
    ended: list[int] = []
    tween = group.add(Tween(0.0, 1.0, 1.0, on_done=lambda: ended.append(1)))
    assert group.busy
    group.update(0.25)
    assert tween.value == pytest.approx(0.5)  # type: ignore[attr-defined]
    group.sequence(Tween(0.0, 1.0, 3.0), Tween(0.0, 1.0, 3.0))
    group.finish_all()
    assert not group.busy and ended == [1]


def test_group_allows_callbacks_to_add_animations() -> None:
    group = TweenGroup()
    chained: list[Animation] = []
    group.add(Tween(0.0, 1.0, 0.1, on_done=lambda: chained.append(group.add(Tween(0, 1, 0.1)))))
    group.update(0.2)
    assert chained and group.busy
    group.update(0.2)
    assert not group.busy


def test_card_sprite_move_to_with_delay_and_callback() -> None:
    sprite = CardSprite(x=0.0, y=0.0, card="AH")
    arrived: list[bool] = []
    sprite.move_to(100.0, 50.0, duration=1.0, easing=linear, delay=0.5,
                   on_done=lambda: arrived.append(True))
    sprite.update(0.5)
    assert sprite.pos == (0.0, 0.0) and sprite.busy
    sprite.update(0.5)
    assert sprite.pos == pytest.approx((50.0, 25.0))
    sprite.update(0.6)
    assert sprite.pos == (100.0, 50.0) and arrived == [True] and not sprite.busy


def test_new_move_replaces_the_old_one_from_the_current_position() -> None:
    sprite = CardSprite()
    sprite.move_to(100.0, 0.0, duration=1.0, easing=linear)
    sprite.update(0.5)
    sprite.move_to(50.0, 100.0, duration=1.0, easing=linear)
    sprite.update(0.5)
    assert sprite.pos == pytest.approx((50.0, 50.0))


def test_card_sprite_other_channels_run_together() -> None:
    sprite = CardSprite(face_up=False)
    sprite.rotate_to(90.0, duration=1.0, easing=linear)
    sprite.scale_to(2.0, duration=1.0, easing=linear)
    sprite.fade_to(0.0, duration=1.0)
    sprite.flip_to(True, duration=1.0)
    sprite.update(0.25)
    assert not sprite.face_up and sprite.flip < 1.0
    sprite.update(0.3)
    assert sprite.face_up, "face swaps at the midpoint of the flip"
    sprite.update(1.0)
    assert (sprite.angle, sprite.scale, sprite.alpha, sprite.flip) == (90.0, 2.0, 0.0, 1.0)


def test_card_sprite_finish_and_instant_moves() -> None:
    sprite = CardSprite()
    sprite.move_to(10.0, 20.0, duration=0.0)
    assert sprite.pos == (10.0, 20.0) and not sprite.busy
    sprite.move_to(30.0, 40.0, duration=2.0, easing=ease_out_cubic)
    sprite.flip_to(True)
    sprite.finish()
    assert sprite.pos == (30.0, 40.0) and sprite.face_up and not sprite.busy
    sprite.move_to(0.0, 0.0, 1.0, ease_in_quad)
    sprite.set_pos(5.0, 5.0)
    sprite.update(2.0)
    assert sprite.pos == (5.0, 5.0), "set_pos cancels movement"


def test_stagger() -> None:
    assert tw.stagger(3, 0.1, 0.5) == pytest.approx([0.5, 0.6, 0.7])


@settings(max_examples=60, deadline=None)
@given(delay=st.floats(0, 0.3), duration=st.floats(0, 0.5), steps=st.lists(st.floats(0, 0.2), max_size=4),
       ahead=st.floats(0, 1.0), easing=st.sampled_from(sorted(tw.EASINGS)))
def test_a_look_ahead_sees_what_updating_will_show(delay: float, duration: float, steps: list[float],
                                                   ahead: float, easing: str) -> None:
    """``value_after`` changes nothing and agrees with the value after ``update``: pictures made
    ahead from it are the ones the next frames ask for."""
    sprite = CardSprite(x=0.0, angle=10.0)
    sprite.rotate_to(-80.0, duration, tw.EASINGS[easing], delay=delay)
    for step in steps:
        sprite.update(step)
    peeked = sprite.value_after("angle", ahead)
    assert sprite.angle == sprite.value_after("angle", 0.0) or not sprite.busy
    sprite.update(ahead)
    assert peeked == pytest.approx(sprite.angle, abs=1e-6)


@settings(max_examples=60, deadline=None)
@given(delay=st.floats(0, 0.2), duration=st.floats(0.01, 0.5), before=st.floats(0, 0.6), ahead=st.floats(0, 0.6))
def test_a_look_ahead_into_a_turn_over_sees_its_squash_and_its_face(delay: float, duration: float,
                                                                    before: float, ahead: float) -> None:
    """A card turned over is a chain (squash, swap the face, widen): the look ahead follows it,
    face included, and changes nothing."""
    sprite = CardSprite(face_up=False)
    sprite.flip_to(True, duration, delay=delay)
    sprite.update(before)
    flip, face = sprite.value_after("flip", ahead), sprite.face_up_after(ahead)
    assert (sprite.flip, sprite.face_up) == (sprite.value_after("flip", 0.0), sprite.face_up_after(0.0))
    sprite.update(ahead)
    assert flip == pytest.approx(sprite.flip, abs=1e-6)
    assert face == sprite.face_up


def test_a_sequence_without_tweens_has_no_value() -> None:
    with pytest.raises(ValueError):
        Sequence(Call(lambda: None)).value_after(0.1)
