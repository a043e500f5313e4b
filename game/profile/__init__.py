"""The player's files, which are not drawing code: settings and statistics (checked against what
really exists), the saved games, practice progress, the level catalogue, and the profile folder
itself, checked once for what it allows.  Writes are atomic; reads never raise.

May import: ``game.engine``, ``game.ai`` (the levels a seat may have), ``game.levels``,
``game.resources`` and ``game.logs``; pygame only to ask SDL where the profile folder is.
"""
