"""Which scene shows each stage of the table: the one map from ``Stage`` to a phase scene.

The navigator (and the title's attract table) ask ``scene_for_table`` when the engine has
moved on; the phase scenes themselves never name one another.
"""

from __future__ import annotations

from game.ui.scenes.auction import AuctionScene
from game.ui.scenes.deal import DealScene
from game.ui.scenes.draw import DrawScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.host import Host
from game.ui.scenes.scoreboard import ScoreboardScene
from game.ui.scenes.table_scene import TableScene
from game.ui.scenes.trick import TrickScene
from game.ui.table.table_context import TableContext
from game.ui.table.table_flow import Stage, stage_for, unshown_redeals

TABLE_SCENES: dict[Stage, type[TableScene]] = {
    Stage.DEAL: DealScene,
    Stage.AUCTION: AuctionScene,
    Stage.DRAW: DrawScene,
    Stage.TRICK: TrickScene,
    Stage.SCOREBOARD: ScoreboardScene,
    Stage.GAME_OVER: GameOverScene,
}

REDEAL_MESSAGE = "Everyone passed: the deal moves on and the cards are dealt again."


def scene_for_table(host: Host, ctx: TableContext) -> TableScene | None:
    """A new scene for the stage the table is at now (an all-pass redeal is told, then skipped)."""
    scores = ctx.scores
    snap = ctx.session.snapshot
    redeals = unshown_redeals(snap.records, scores.scored_hands)
    if redeals:
        scores.scored_hands += redeals
        ctx.toast(REDEAL_MESSAGE, 3.5)
    stage = stage_for(snap, scores.scored_hands)
    return TABLE_SCENES[stage](host, ctx) if stage is not None else None
