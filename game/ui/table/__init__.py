"""The table: its layout (pure geometry from the window), the view that moves card sprites to
where the engine says the cards are, the painter that draws them, the name plates, the corner
panels and the status strip, the session that drives the computer players, the context a
table's scenes share, and the practice analyst.

May import: ``game.ui.core``, ``game.ui.kit``, ``game.ui.art``, ``game.profile``, ``game.engine``,
``game.ai``, ``game.levels``; never the screens (``game.ui.scenes``) or the navigator.
"""
