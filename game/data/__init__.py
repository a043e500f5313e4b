"""The game's data files, mapped in when the package is built or installed: ``game.data.assets``
is the repo's ``assets/`` and ``game.data.levels`` its ``levels/`` (pyproject.toml,
``[tool.setuptools.package-dir]``).  Read them through ``game.resources``, never by path.
"""
