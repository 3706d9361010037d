"""Euchre in the browser: /euchre/play and the game tables, /euchre/duplicate and its sets,
/euchre/bidding/analyse to grade a bid."""

from webapp.euchre import bidding, duplicate  # noqa: F401  (their routes are on the euchre blueprint)
from webapp.euchre.play import bp

__all__ = ["bp"]
