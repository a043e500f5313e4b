"""The look and the window: fonts and text (``theme``), buttons and bubbles (``widgets``),
sprites, celebrations, the darkened backdrop under overlays, the display and its canvas, sound,
and the last word when the game must stop (``shutdown``).

May import: ``game.ui.core``, ``game.profile``, ``game.resources`` and ``game.logs``; never the
art, the table, the screens or the navigator.
"""
