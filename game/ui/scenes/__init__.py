"""The screens: the title, the table's phase scenes (deal, auction, draw, trick, scoreboard, game
over), the practice screens, the lessons and the overlays; the scene protocol and stack
(``scene``), and the narrow host a scene may ask things of (``host``: services and navigation
requests as data).  Scenes never import one another to move between screens:
``game.ui.navigator`` decides which scene follows which.

May import: every other part of ``game.ui`` but the navigator, and the layers below it.
"""
