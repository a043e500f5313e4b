"""The app's scenes: title, the table's phase scenes (deal, auction, draw, trick, scoreboard),
the practice screens and the overlays.  Scenes import the host protocol, never one another
to move between screens: ``game.ui.navigator`` decides which scene follows which."""
