"""The table: its layout (pure geometry from the window), the view that moves card sprites to
where the engine says the cards are, the painter that draws them, the name plates, the corner
panels and the still layer they are kept on, the status strip, the speech bubbles and what lies
around the cards (``chrome``), the session and the paced turns of the computer players
(``turns``), the context a table's scenes share, and the practice analyst.

May import: ``game.ui.core``, ``game.ui.kit``, ``game.ui.art``, ``game.engine``, ``game.ai``,
``game.levels``, ``game.sim``, ``game.profile``, ``game.resources`` and ``game.logs``; never the screens or
the navigator.
"""
