"""The ladder and the drills, installed as the package ``game.data.levels`` (see pyproject.toml).

This file makes the folder a regular package, so an editable install's import finder maps it
like a wheel does; read the files through ``game.resources``.
"""
