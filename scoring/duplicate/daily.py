"""The daily sets: each game's set for a date, the same for every process and every player,
with no job to make it: its seed comes from the game's name and the date alone."""

from __future__ import annotations

import datetime
from typing import Any

from scoring.duplicate.deals import DuplicateError, DuplicateSet, new_set
from scoring.engine import seeded_random

__all__ = ["DAILY_DEALS", "DAILY_LEVEL", "daily_seed", "daily_set"]

# Deals in each game's daily set (cribbage: two-handed).
DAILY_DEALS = {"euchre": 8, "bideuchre": 6, "cribbage": 6}
DAILY_LEVEL = "standard"


def daily_seed(game: str, day: datetime.date) -> int:
    """The seed of `game`'s set for `day`: from the name and the date, nothing else."""
    if game not in DAILY_DEALS:
        raise DuplicateError(
            f"there is no daily set of {game!r}; there is one of each of {', '.join(DAILY_DEALS)}"
        )
    if not isinstance(day, datetime.date) or isinstance(day, datetime.datetime):
        raise DuplicateError(f"a daily set is for a date, not {day!r}")
    return seeded_random("duplicate-daily", game, day.isoformat()).getrandbits(63)


def daily_set(game: str, day: datetime.date) -> DuplicateSet[Any, Any]:
    """`game`'s set for `day`: the standard rules, the computers at the standard level."""
    return new_set(game, daily_seed(game, day), None, DAILY_LEVEL, DAILY_DEALS[game])
