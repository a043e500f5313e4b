"""Which scene shows each stage of the table: the one map from ``Stage`` to a phase scene.

The stage is worked out once, by whoever asks for the table (``ShowTable.now``: a phase scene
when the engine has moved on, the scoreboard when its board is closed, a new table); the
navigator (and the title's attract table) then build its scene with ``scene_for_request``.
The phase scenes themselves never name one another.
"""

from __future__ import annotations

from game.ui.scenes.auction import AuctionScene
from game.ui.scenes.deal import DealScene
from game.ui.scenes.draw import DrawScene
from game.ui.scenes.game_over import GameOverScene
from game.ui.scenes.host import Host, ShowTable
from game.ui.scenes.scoreboard import ScoreboardScene
from game.ui.scenes.table_scene import TableScene
from game.ui.scenes.trick import TrickScene
from game.ui.table.table_context import TableContext
from game.ui.table.table_flow import Stage

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
    """A new scene for the stage a table is at now (sitting down at it); None when the
    engine's phase has no scene."""
    request = ShowTable.now(ctx)
    return scene_for_request(host, request) if request is not None else None


def scene_for_request(host: Host, request: ShowTable) -> TableScene:
    """The scene for the stage the request worked out; the all-pass redeals it moves past
    are told, and counted as shown."""
    ctx = request.ctx
    if request.redeals > 0:
        ctx.scores.scored_hands = request.scored_hands
        ctx.toast(REDEAL_MESSAGE, 3.5)
    return TABLE_SCENES[request.stage](host, ctx)
