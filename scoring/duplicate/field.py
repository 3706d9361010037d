"""Matchpoints: each result on a deal scored against every other result on the same deal, 1
for each it beats and 0.5 for each it ties, as a percentage of the top (the most it could get).

`percent` is the arithmetic on counts, so a database that counts results with an index uses
the same rule as `matchpoints`, which ranks results held in memory.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from collections.abc import Mapping, Sequence

__all__ = ["TIE", "competition_ranks", "matchpoints", "percent"]

# Set scores closer than this are equal: averages of percentages differ in their last bits.
TIE = 1e-9
ALONE = 50.0  # one result alone on a deal: neither beaten nor beating


def percent(lower: int, equal: int, total: int) -> float:
    """One result's matchpoint percentage: `lower` other results strictly below it, `equal`
    others tied with it, `total` results on the deal counting it. ValueError for counts that
    cannot be."""
    if total < 1 or lower < 0 or equal < 0 or lower + equal > total - 1:
        raise ValueError(f"{lower} below and {equal} tied cannot be among {total} results")
    if total == 1:
        return ALONE
    return 100.0 * (lower + 0.5 * equal) / (total - 1)


def matchpoints(results: Mapping[str, float]) -> dict[str, float]:
    """Each result's percentage (0-100) against all the others: id -> percentage."""
    values = sorted(results.values())
    if any(math.isnan(value) for value in values):
        raise ValueError("a result is not a number (NaN), so it cannot be ranked")
    total = len(values)
    scores = {}
    for name, value in results.items():
        below = bisect_left(values, value)
        tied = bisect_right(values, value) - below - 1  # not counting itself
        scores[name] = percent(below, tied, total)
    return scores


def competition_ranks(scores: Sequence[float]) -> list[int]:
    """Ranks for scores sorted best first, equal scores sharing one: 1, 2, 2, 4.
    ValueError when the scores are not sorted best first."""
    ranks: list[int] = []
    for place, score in enumerate(scores):
        if place and score > scores[place - 1] + TIE:
            raise ValueError(f"the scores are not sorted best first: {score} follows a lower one")
        if place and abs(score - scores[ranks[-1] - 1]) <= TIE:
            ranks.append(ranks[-1])
        else:
            ranks.append(place + 1)
    return ranks
