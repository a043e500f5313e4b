"""The app's scenes: title, deal, auction, draw, trick, scoreboard and overlays."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:  # pragma: no cover
    from game.app import App
    from game.ui.scenes.table_scene import TableContext

AUCTION_PHASES = ("auction", "trump", "call", "kitty_choice")
DRAW_PHASES = ("kitty_discard", "draw", "rob_pack", "rob")


def scene_for(app: "App", ctx: "TableContext") -> Optional[type]:
    """Which table scene shows the engine's current phase."""
    from game.ui.scenes.auction import AuctionScene
    from game.ui.scenes.deal import DealScene
    from game.ui.scenes.draw import DrawScene
    from game.ui.scenes.scoreboard import ScoreboardScene
    from game.ui.scenes.trick import TrickScene

    st = ctx.session.state
    records = st.records
    while ctx.scored_hands < len(records) and records[ctx.scored_hands].get("redeal"):
        ctx.scored_hands += 1
        ctx.toast("Everyone passed: the deal moves on and the cards are dealt again.", 3.5)
    if ctx.scored_hands < len(records) or st.is_terminal:
        return ScoreboardScene
    phase = st.phase
    if phase in ("dealer", "deal"):
        return DealScene
    if phase in AUCTION_PHASES:
        return AuctionScene
    if phase in DRAW_PHASES:
        return DrawScene
    if phase == "play":
        return TrickScene
    return None
