"""Pictures drawn in code: card faces and backs, the court figures, the players' portraits, the
felt and the rail, rows of cards for the help, the menus' backdrop.

May import: ``game.ui.core``, ``game.ui.kit`` and ``game.engine`` (card and suit names); never
the table, the screens or the navigator.
"""
