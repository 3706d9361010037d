"""Duplicate against the field: each day a set of deals per game, the same for everyone, each
deal scored against every other player's result (matchpoints), with standings and the field
on each deal once you have played it. The pages are pages.py's blueprint, the SQL field.py's;
the sets themselves and the arithmetic are scoring.duplicate's."""

from webapp.duplicate import models  # noqa: F401  (the tables on Base.metadata)
