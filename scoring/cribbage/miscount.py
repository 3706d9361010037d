"""The computer's slips in the show (Rules.computer_misses): a count declared short, the way
people overlook points, so a learner has something to call muggins on.

A hand or crib with anything to overlook is counted short SLIP_RATE of the time (one in
three). Then one item is left out, picked by OVERLOOKED's weights: a fifteen of three or more
cards 3, of two cards 1, a run 2 (in a double run, one of its two runs), his nobs 2. Pairs and
flushes are never missed. The count is never over, since the items left out are the hand's own.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from scoring.cribbage.hand import Category, ScoreItem

SLIP_RATE = 1 / 3

# How easily each kind of item is overlooked, relative to the others; 0: never.
OVERLOOKED = {Category.FIFTEEN: 1, Category.RUN: 2, Category.NOBS: 2}
LONG_FIFTEEN = 3  # a fifteen of three or more cards, the kind most often missed


@dataclass(frozen=True, slots=True)
class Miscount:
    """A count as declared: its points, and the items left out of it (none for a true count)."""

    declared: int
    missed: tuple[ScoreItem, ...]


def overlooked(item: ScoreItem) -> int:
    """How easily `item` slips past a counter: its weight among the hand's items."""
    if item.category is Category.FIFTEEN and len(item.cards) > 2:
        return LONG_FIFTEEN
    return OVERLOOKED.get(item.category, 0)


def miscount(items: Sequence[ScoreItem], rng: random.Random) -> Miscount:
    """The count of `items` as the computer declares it: now and then one item short.

    Draws from `rng` only when an item could be missed, so a game replays from its seed.
    """
    total = sum(item.points for item in items)
    weights = [overlooked(item) for item in items]
    if not any(weights) or rng.random() >= SLIP_RATE:
        return Miscount(total, ())
    (missed,) = rng.choices(items, weights)
    return Miscount(total - missed.points, (missed,))
