"""The scripted newcomer (issue 40): someone who has never seen Forty-Fives, at the keyboard.

It plays the lessons and practice hands through the real input layer (key presses posted as
pygame events, read by the app's own translator), as a newcomer does: Enter first on every
step, then the arrows to look around, then a wrong move, then the right one.  At every decision
it looks at the screen as a player would and notes what a newcomer would trip on, in words:
controls that overlap each other, a name plate or a card; more than one "Enter does this"
highlight; a coach's pointer on something the words do not name; text cut short or overlapping;
a coach's answer whose grade disagrees with what the move costs; an auction hint whose words
contradict its own figures.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.engine import actions as A
from game.engine.cards import CARDS
from game.ui.kit import widgets
from game.ui.kit.looks import Look
from tests.ui.harness import AppHarness
from tests.ui.layout_check import card_bounds, overlaps

KEY_NAMES = {pygame.K_RETURN: "Enter", pygame.K_LEFT: "Left", pygame.K_RIGHT: "Right", pygame.K_UP: "Up",
             pygame.K_DOWN: "Down", pygame.K_h: "H", pygame.K_ESCAPE: "Esc"}


@dataclass
class Newcomer:
    """A person at the keyboard, and what they tripped on (``problems``, in words)."""

    h: AppHarness
    size: str = "1280x720"
    problems: list[str] = field(default_factory=list)
    keys: list[str] = field(default_factory=list)   # every key pressed, in order (for the report)

    # ------------------------------------------------------------------ hands on the keyboard

    def press(self, key: int, frames: int = 2) -> None:
        """One key, down and up, through the app's own event queue and input translator."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
        self.keys.append(KEY_NAMES.get(key, pygame.key.name(key)))
        self.h.frames(frames)

    def wait(self, predicate: Callable[[], bool], limit: int = 3000) -> bool:
        return self.h.run_until(predicate, limit)

    @property
    def top(self) -> Any:
        return self.h.top

    # ------------------------------------------------------------------ reaching a move by keys

    def focused_card(self) -> int | None:
        scene = self.top
        hand = getattr(scene, "hand", None)
        if hand is None or not hand.active:
            return None
        pairs = hand.cards_and_places()
        return pairs[min(hand.focus, len(pairs) - 1)][0] if pairs else None

    def focused_button(self) -> Any:
        buttons = getattr(self.top, "buttons", None)
        if buttons is None or not buttons.buttons or not buttons.active:
            return None
        return buttons.buttons[buttons.focus % len(buttons.buttons)].value

    def card_by_keys(self, card: int) -> bool:
        """Arrow across the hand to ``card`` (down from the buttons first, if up there)."""
        hand = getattr(self.top, "hand", None)
        if hand is not None and not hand.active:
            self.press(pygame.K_DOWN)
        for _ in range(12):
            if self.focused_card() == card:
                return True
            self.press(pygame.K_RIGHT)
        return self.focused_card() == card

    def button_by_keys(self, value: Any) -> bool:
        """Arrow along the row of buttons to the one for ``value`` (up from the hand first)."""
        hand = getattr(self.top, "hand", None)
        if hand is not None and hand.active:
            self.press(pygame.K_UP)
        for _ in range(40):
            if self.focused_button() == value:
                return True
            self.press(pygame.K_RIGHT)
        return self.focused_button() == value

    def make_move(self, action: A.Action) -> bool:
        """Make ``action`` with the keys alone, as a person would: a card, a call, or the cards
        of a discard chosen one by one and then the discard button."""
        typed = A.typed_action(action)
        if isinstance(typed, A.CardPlay):
            if not self.card_by_keys(int(typed.card)):
                self.problems.append(f"{self.where()}: the arrows never reach the {CARDS[int(typed.card)].symbol()}")
                return False
            self.press(pygame.K_RETURN)
            return True
        if isinstance(typed, A.Discard):
            scene = self.top
            for card in sorted(int(c) for c in typed.cards):
                if card in scene.selected:
                    continue
                if not self.card_by_keys(card):
                    self.problems.append(f"{self.where()}: the arrows never reach the {CARDS[card].symbol()}")
                    return False
                self.press(pygame.K_RETURN)
            for card in list(scene.selected):
                if card not in {int(c) for c in typed.cards} and self.card_by_keys(card):
                    self.press(pygame.K_RETURN)   # a card chosen earlier and not meant now
            if not self.button_by_keys("discard"):
                self.problems.append(f"{self.where()}: no discard button to reach")
                return False
            self.press(pygame.K_RETURN)
            return True
        if isinstance(typed, A.RobTurnUp):
            if not self.card_by_keys(int(typed.card)):
                self.problems.append(f"{self.where()}: the arrows never reach the {CARDS[int(typed.card)].symbol()}")
                return False
            self.press(pygame.K_RETURN)   # the card given up, chosen
            if not self.button_by_keys("rob"):
                self.problems.append(f"{self.where()}: no rob button to reach")
                return False
            self.press(pygame.K_RETURN)
            return True
        if not self.button_by_keys(action):
            self.problems.append(f"{self.where()}: no button for {A.to_text(action)!r} to reach by keys")
            return False
        self.press(pygame.K_RETURN)
        return True

    # ------------------------------------------------------------------ looking at the screen

    where_label: str = ""

    def where(self) -> str:
        return f"{self.size} {self.where_label}".strip()

    def look(self) -> None:
        """What a player sees now, checked: nothing they must read overlaps or is cut, no
        control sits on another, a plate or a card, and one highlight at most says Enter."""
        scene = self.top
        where = f"{self.where()} [{scene.name}]"
        self.problems += overlaps(scene, where)
        self.problems += controls_overlapping(scene, where)
        self.problems += raw_action_buttons(scene, where)
        self.problems += enter_highlights(scene, where)


def controls_overlapping(scene: Any, where: str) -> list[str]:
    """Buttons that overlap each other, a name plate, or a face-up card at rest."""
    group = getattr(scene, "buttons", None)
    buttons = [b for b in getattr(group, "buttons", ()) if b.rect.w > 0]
    found = []
    for i, button in enumerate(buttons):
        for other in buttons[i + 1:]:
            if button.rect.colliderect(other.rect):
                found.append(f"{where}: buttons {button.label!r} and {other.label!r} overlap")
        for seat, plate in getattr(scene, "plates", {}).items():
            if button.rect.colliderect(plate.rect):
                found.append(f"{where}: button {button.label!r} sits on seat {seat}'s name plate")
        for name, rect in card_bounds(scene) if getattr(scene, "view", None) is not None else []:
            if button.rect.colliderect(rect):
                found.append(f"{where}: button {button.label!r} covers {name}")
    return found


def raw_action_buttons(scene: Any, where: str) -> list[str]:
    """A row of buttons that is the engine's raw list of actions: a call offered outside its
    phase (a discard in the auction's row), or more buttons than any decision offers."""
    group = getattr(scene, "buttons", None)
    buttons = [b for b in getattr(group, "buttons", ()) if b.rect.w > 0]
    found = []
    if len(buttons) > 12:
        found.append(f"{where}: {len(buttons)} buttons at once")
    if scene.name == "auction":
        for button in buttons:
            if isinstance(button.value, int) and A.kind(button.value) not in ("bid", "pass", "hold", "trump", "call",
                                                                              "kitty", "top6"):
                found.append(f"{where}: the auction offers {button.label!r}")
    return found


def enter_highlights(scene: Any, where: str) -> list[str]:
    """More than one thing that looks like "Enter does this" (see ``highlights``)."""
    shown = highlights(scene)
    if len(shown) > 1:
        return [f"{where}: {len(shown)} things look like Enter presses them: {', '.join(shown)}"]
    return []


def highlights(scene: Any) -> list[str]:
    """Everything drawn with the focus look ("Enter does this") as last drawn: the focused card
    of the hand, and the focused button of each row that shows its focus (``widgets.highlights``)."""
    shown = []
    view = getattr(scene, "view", None)
    hand = getattr(scene, "hand", None)
    if view is not None and view.focus_card is not None and (hand is None or hand.active):
        shown.append(f"the {CARDS[view.focus_card].symbol()} (focused card)")
    shown += [f"{h.label!r} (focused button)" for h in widgets.highlights(scene) if h.look is Look.FOCUS]
    return shown


__all__ = ["Newcomer", "controls_overlapping", "enter_highlights", "highlights", "raw_action_buttons"]
