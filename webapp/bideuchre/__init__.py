"""Bid Euchre in the browser: /bid-euchre/play and the game tables, /bid-euchre/bidding/analyse
to grade a bid."""

from webapp.bideuchre import bidding  # noqa: F401  (its route is on the bideuchre blueprint)
from webapp.bideuchre.play import bp

__all__ = ["bp"]
