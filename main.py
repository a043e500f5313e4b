"""Auction Forty-Fives: ``python main.py`` opens straight into a quick game."""

import sys

from game.app import main

if __name__ == "__main__":
    sys.exit(main())
