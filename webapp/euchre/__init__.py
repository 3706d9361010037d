"""Euchre in the browser: /euchre/play and the game tables."""

from webapp.euchre.play import bp

__all__ = ["bp"]
