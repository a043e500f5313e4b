"""Scene stack: queued requests, lifecycle hooks, overlays, draw order and listeners."""

from __future__ import annotations

from typing import Any

from game.ui.scenes.scene import Scene, SceneAction, SceneStack


class Recorder(Scene):
    def __init__(self, name: str, log: list[str], overlay: bool = False) -> None:
        self.name = name
        self.is_overlay = overlay
        self.log = log
        self.sizes: list[tuple[int, int]] = []

    def on_enter(self) -> None:
        self.log.append(f"enter {self.name}")

    def on_exit(self) -> None:
        self.log.append(f"exit {self.name}")

    def on_cover(self) -> None:
        self.log.append(f"cover {self.name}")

    def on_uncover(self) -> None:
        self.log.append(f"uncover {self.name}")

    def on_resize(self, size: tuple[int, int]) -> None:
        self.sizes.append(size)

    def handle(self, intent: Any) -> None:
        self.log.append(f"handle {self.name} {intent}")

    def update(self, dt: float) -> None:
        self.log.append(f"update {self.name}")

    def draw(self, surface: Any, alpha: float) -> None:
        surface.append(self.name)


def test_requests_are_queued_until_applied() -> None:
    log: list[str] = []
    stack = SceneStack()
    title = Recorder("title", log)
    stack.push(title)
    assert stack.top is None and log == []
    assert stack.pending[0].action is SceneAction.PUSH
    assert stack.apply_requests() is True
    assert stack.top is title and title.stack is stack
    assert log == ["enter title"]
    assert stack.apply_requests() is False


def test_push_pop_replace_clear_to_lifecycle() -> None:
    log: list[str] = []
    stack = SceneStack()
    a, b, c, d = (Recorder(n, log) for n in "abcd")
    stack.push(a)
    stack.push(b)
    stack.apply_requests()
    assert log == ["enter a", "cover a", "enter b"]
    log.clear()
    stack.pop()
    stack.apply_requests()
    assert log == ["exit b", "uncover a"] and b.stack is None
    log.clear()
    stack.replace(c)
    stack.apply_requests()
    assert log == ["exit a", "enter c"] and stack.scenes == (c,)
    stack.push(a)
    stack.push(b)
    stack.apply_requests()
    log.clear()
    stack.clear_to(d)
    stack.apply_requests()
    assert log == ["exit b", "exit a", "exit c", "enter d"]
    assert stack.scenes == (d,)


def test_pop_on_empty_stack_is_harmless() -> None:
    stack = SceneStack()
    stack.pop()
    assert stack.apply_requests() is False and stack.empty


def test_scene_can_request_changes_during_its_own_update() -> None:
    log: list[str] = []
    stack = SceneStack()

    class Splash(Recorder):
        def update(self, dt: float) -> None:
            super().update(dt)
            assert self.stack is not None
            self.stack.replace(Recorder("menu", log))

    stack.push(Splash("splash", log))
    stack.apply_requests()
    stack.update(0.01)  # updates the splash, then applies its request
    assert log == ["enter splash", "update splash", "exit splash", "enter menu"]
    assert stack.top is not None and stack.top.name == "menu"


def test_requests_made_in_on_enter_apply_in_the_same_call() -> None:
    log: list[str] = []
    stack = SceneStack()

    class Redirect(Recorder):
        def on_enter(self) -> None:
            super().on_enter()
            assert self.stack is not None
            self.stack.push(Recorder("dialog", log, overlay=True))

    stack.push(Redirect("game", log))
    stack.apply_requests()
    assert [s.name for s in stack.scenes] == ["game", "dialog"]


def test_only_top_is_updated_and_handles_input() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("game", log))
    stack.push(Recorder("pause", log, overlay=True))
    stack.apply_requests()
    log.clear()
    stack.update(0.01)
    stack.handle("CONFIRM")  # type: ignore[arg-type]
    assert log == ["update pause", "handle pause CONFIRM"]


def test_draw_all_starts_at_lowest_opaque_scene() -> None:
    log: list[str] = []
    stack = SceneStack()
    for name, overlay in (("title", False), ("game", False), ("pause", True), ("confirm", True)):
        stack.push(Recorder(name, log, overlay))
    stack.apply_requests()
    drawn: list[str] = []
    stack.draw_all(drawn, 0.5)
    assert drawn == ["game", "pause", "confirm"]


def test_draw_all_with_only_overlays_draws_everything() -> None:
    stack = SceneStack()
    stack.push(Recorder("a", [], overlay=True))
    stack.push(Recorder("b", [], overlay=True))
    stack.apply_requests()
    drawn: list[str] = []
    stack.draw_all(drawn, 0.0)
    assert drawn == ["a", "b"]


def test_scene_shown_listener_fires_after_first_draw_of_each_new_top() -> None:
    shown: list[str] = []
    stack = SceneStack(on_scene_shown=lambda scene: shown.append(scene.name))
    extra: list[str] = []
    stack.add_listener(lambda scene: extra.append(scene.name))
    stack.push(Recorder("title", []))
    stack.apply_requests()
    assert shown == [], "not before it has been drawn"
    stack.draw_all([], 0.0)
    stack.draw_all([], 0.0)
    assert shown == ["title"]
    stack.push(Recorder("options", [], overlay=True))
    stack.apply_requests()
    stack.draw_all([], 0.0)
    stack.pop()
    stack.apply_requests()
    stack.draw_all([], 0.0)
    assert shown == ["title", "options", "title"]
    assert extra == shown


def test_resize_reaches_every_scene_and_new_scenes_get_current_size() -> None:
    stack = SceneStack(size=(800, 600))
    low, high = Recorder("low", []), Recorder("high", [])
    stack.push(low)
    stack.apply_requests()
    assert low.sizes == [(800, 600)]
    stack.push(high)
    stack.apply_requests()
    stack.resize((1920, 1080))
    assert low.sizes[-1] == (1920, 1080) and high.sizes[-1] == (1920, 1080)


def test_base_scene_defaults_are_no_ops() -> None:
    scene = Scene()
    scene.on_enter()
    scene.handle(None)  # type: ignore[arg-type]
    scene.update(0.1)
    scene.draw(None, 0.0)
    scene.on_exit()
    assert scene.name == "scene" and scene.is_overlay is False
