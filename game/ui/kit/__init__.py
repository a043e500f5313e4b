"""The look and the window: fonts and text (``theme``), buttons and bubbles (``widgets``),
sprites, celebrations, the darkened backdrop under overlays, the display and its canvas, sound,
and the last word when the game must stop (``shutdown``).

May import: ``game.ui.core`` and ``game.resources``; never the table, the art or the screens.
"""
