"""Auction Forty-Fives: ``python main.py`` opens straight into a quick game.

The same as the installed ``forty-fives`` command (``game.cli``): the game's options, or one of
the subcommands ``sim``, ``duel`` and ``levels``; its messages name it ``python main.py``.
"""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main(prog="python main.py"))
