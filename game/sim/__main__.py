"""Entry point for ``python -m game.sim``."""

import sys

from game.sim.cli import main

sys.exit(main())
