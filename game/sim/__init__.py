"""Headless simulator: play, replay and duel from the command line (``python -m game.sim``)."""
