"""Euchre in the browser: /euchre/play and the game tables, /euchre/duplicate and its sets."""

from webapp.euchre import duplicate  # noqa: F401  (its routes are on the euchre blueprint)
from webapp.euchre.play import bp

__all__ = ["bp"]
