"""``python -m game``: the game (and the ``forty-fives`` subcommands), named as it was started."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main(prog="python -m game"))
