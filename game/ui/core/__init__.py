"""The foundations of the app: the fixed-step loop, input turned into intents, frame pacing,
geometry and the canvas a window shows, tweens, caches and memory housekeeping, the vector pen
of the drawn art, and the drawn suit shapes.  Knows nothing of the game.

May import: the standard library, pygame, ``game.profile`` (the window's limits),
``game.resources`` and ``game.logs``; never another part of the ui.
"""
