"""The fixed plan of the table screen: where everything that is not a card lives.

Pure geometry from the window size and the height of a line of text, so it is tested headless
at every size from 1024x600 to 3840x2160.  The plan keeps its zones apart: nothing in the
status strip, the corners or the panels may ever cover a hand or the trick.

    +--------------------------------------------------------------+
    | scores   |    status strip (messages, hints, goals)   | bidding |
    |          |                                            | contract|
    |    the other seats' hands, the trick and the pack             |
    |                 controls (the prompt, your calls)             |
    |                        your name plate                        |
    | practice        your hand                         last trick  |
    +--------------------------------------------------------------+
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.core.geometry import Rect, Size, safe_area, ui_scale

STATUS_LINES = 3                   # the status strip holds three lines of text
PANEL_LIMITS = (0.10, 0.24)        # the corner panels' height: a share of the screen's
PANEL_WIDTH = (0.2, 0.26)          # the corner panels: a share of the width, and the most they take
MIN_PANEL_1080 = 330               # and the least (1080p pixels, scaled)
MIN_PANEL_LINES = 14               # ... and never narrower than this many lines of text are high
BUTTON_1080 = 62                   # a button's height at 1080p
MIN_BUTTON_LINES = 1.7             # ... and never less than this many lines of text


@dataclass(frozen=True)
class ScreenPlan:
    """The zones of the table screen that are not cards."""

    safe: Rect            # the window less the margin a TV's overscan may hide
    scores: Rect          # top-left: every side's score against the target
    bidding: Rect         # top-right: the auction as it goes, then the contract
    status: Rect          # top-centre: messages, hints, a drill's question, a ladder goal
    line: float           # the height of a line of text
    gap: float            # the space between zones
    button_height: float

    @property
    def panels_bottom(self) -> float:
        """Where the corner panels end: seats at the sides start below this."""
        return max(self.scores.bottom, self.bidding.bottom)

    def controls(self, plate_top: float) -> Rect:
        """The band above your name plate for the prompt and your calls.  It lies over the
        lower part of the trick's place: calls are made while no trick is on the table."""
        height = self.button_height + self.line * 1.4 + self.gap
        return Rect(self.safe.x, plate_top - self.gap - height, self.safe.w, height)


def screen_plan(size: Size, line: float | None = None, score_rows: int = 2) -> ScreenPlan:
    """The plan for a window of ``size`` where a line of text is ``line`` pixels high and the
    score panel must list ``score_rows`` sides."""
    width, height = float(size[0]), float(size[1])
    scale = ui_scale(size)
    safe = safe_area(size)
    line = float(line) if line else max(0.022 * height, 26.0 * scale)
    gap = max(4.0, 0.012 * height)
    pad = line * 0.45
    rows = max(score_rows + 1, 4)              # a heading and a row a side; the contract needs four
    panel_h = min(max(rows * line * 1.18 + 2 * pad, PANEL_LIMITS[0] * height), PANEL_LIMITS[1] * height)
    panel_w = max(min(max(PANEL_WIDTH[0] * width, MIN_PANEL_1080 * scale), PANEL_WIDTH[1] * width),
                  MIN_PANEL_LINES * line)     # never too narrow for its lines, even where text is at its minimum
    scores = Rect(safe.x, safe.y, panel_w, panel_h)
    bidding = Rect(safe.right - panel_w, safe.y, panel_w, panel_h)
    status_h = STATUS_LINES * line * 1.15 + 2 * pad
    status = Rect(scores.right + gap, safe.y, bidding.x - scores.right - 2 * gap, status_h)
    button = max(BUTTON_1080 * scale, MIN_BUTTON_LINES * line)
    return ScreenPlan(safe=safe, scores=scores, bidding=bidding, status=status, line=line, gap=gap,
                      button_height=button)
