"""The app's screens and everything under them, in parts that import only downward:

* ``core``: the loop, input as intents, frame pacing, geometry, tweens, caches (knows no game);
* ``kit``: the look and the window (theme, widgets, sprites, display, sound);
* ``art``: pictures drawn in code (cards, courts, portraits, the felt);
* ``table``: the table's layout, view, painter, panels, session and computer turns;
* ``scenes``: the screens, the scene stack and the host a scene may ask things of;
* ``navigator``: which scene answers which navigation request (the app drives it).

Each part's docstring says what it may import; ``tests/test_import_graph.py`` holds them to it.
"""
