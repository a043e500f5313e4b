"""The screens: the title, the table's phase scenes (deal, auction, draw, trick, scoreboard, game
over) and their shared base (``table_scene``, with its hints and its frame bookkeeping), the
practice screens, the lessons and the overlays; the scene protocol and stack (``scene``), and
the narrow host a scene may ask things of (``host``: services and navigation requests as data).
Scenes never import one another to move between screens: ``game.ui.navigator`` decides which
scene follows which.

May import: ``game.ui.core``, ``game.ui.kit``, ``game.ui.art``, ``game.ui.table``,
``game.engine``, ``game.ai``, ``game.levels``, ``game.sim``, ``game.profile``, ``game.resources`` and
``game.logs``; never the navigator or the app.
"""
