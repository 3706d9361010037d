"""How many fifteens, pairs and runs five cards hold, by their ranks alone, as a table.

The drill dealer draws rank patterns that can reach a level, then suits, and checks each
deal against this table (6,175 rank multisets, built once), several times faster than
score_hand. Keys are the discard analyzer's: rank counts packed 3 bits per rank.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from itertools import combinations, combinations_with_replacement
from math import comb, prod

from scoring.cribbage._rank_points import RANK_BIT, value_of_rank


@dataclass(frozen=True, slots=True)
class RankPattern:
    """The ranks of five cards, their fifteens, pairs and runs, and how many sets of five
    cards have those ranks (the number of ways to pick their suits)."""

    ranks: tuple[int, ...]
    fifteens: int
    pairs: int
    runs: int
    deals: int

    @property
    def items(self) -> int:
        return self.fifteens + self.pairs + self.runs


@cache
def rank_patterns() -> tuple[RankPattern, ...]:
    """Every multiset of 5 ranks (no rank 5 times), ranks in ascending order."""
    patterns = []
    for ranks in combinations_with_replacement(range(1, 14), 5):
        counts = Counter(ranks)
        if max(counts.values()) > 4:
            continue
        deals = prod(comb(4, n) for n in counts.values())
        patterns.append(RankPattern(ranks, _fifteens(ranks), _pairs(counts), _runs(counts), deals))
    return tuple(patterns)


@cache
def rank_items_table() -> dict[int, tuple[int, int, int]]:
    """(fifteens, pairs, runs) by the key of five ranks (the sum of their RANK_BIT)."""
    return {
        sum(RANK_BIT[rank] for rank in p.ranks): (p.fifteens, p.pairs, p.runs)
        for p in rank_patterns()
    }


def _fifteens(ranks: tuple[int, ...]) -> int:
    values = [value_of_rank(rank) for rank in ranks]
    return sum(
        1 for size in range(2, 6) for combo in combinations(values, size) if sum(combo) == 15
    )


def _pairs(counts: Counter[int]) -> int:
    return sum(n * (n - 1) // 2 for n in counts.values())


def _runs(counts: Counter[int]) -> int:
    """Runs of three or more: one for each way to pick a card of every rank in the stretch."""
    runs = 0
    rank = 1
    while rank <= 13:
        if rank not in counts:
            rank += 1
            continue
        length, ways = 0, 1
        while rank + length in counts:
            ways *= counts[rank + length]
            length += 1
        if length >= 3:
            runs += ways
        rank += length
    return runs
