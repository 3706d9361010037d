"""Duplicate against the field: everyone plays the same deals, each result compared with every
other player's."""

from webapp.duplicate import models  # noqa: F401  (the tables on Base.metadata)
