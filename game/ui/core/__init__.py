"""The foundations of the app: the fixed-step loop, input turned into intents, frame pacing,
geometry and the canvas a window shows, tweens, caches and memory housekeeping, and the drawn
suit shapes.  Knows nothing of the game.

May import: the standard library, pygame, ``game.profile`` (the window's limits) and
``game.resources``; nothing else of ``game.ui``.
"""
