"""Entry point for ``python -m game.levels`` (see ``cli``)."""

import sys

from game.levels.cli import main

sys.exit(main())
