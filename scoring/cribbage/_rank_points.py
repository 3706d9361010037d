"""Fifteens, pairs and runs depend on ranks alone: their points for every multiset of 4 or 5 ranks.

A multiset of ranks is keyed by its rank counts packed 3 bits per rank, so the key of
cards put together is the sum of their keys (`RANK_BIT[rank]` for one card).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from scoring.cards import Card

# RANK_BIT[rank] for rank 1 (ace) .. 13 (king); index 0 is unused.
RANK_BIT: tuple[int, ...] = (0, *(1 << 3 * (rank - 1) for rank in range(1, 14)))

# Subset-sum counts packed 6 bits per total (at most 2**5 subsets share a total):
# adding a card of value v adds the counts shifted by v totals.
_SLOT = 6
_SLOTS_TO_FIFTEEN = (1 << _SLOT * 16) - 1


def rank_key(ranks: Iterable[int]) -> int:
    """The key of a multiset of ranks (1 to 13)."""
    return sum(RANK_BIT[rank] for rank in ranks)


def four_card_points(cards: Iterable[Card]) -> int:
    """What four cards make before the starter: fifteens, pairs and runs, and a flush of 4."""
    four = tuple(cards)
    flush = 4 if len({card.suit for card in four}) == 1 else 0
    return rank_points_table()[rank_key(card.rank for card in four)] + flush


@cache
def rank_points_table() -> dict[int, int]:
    """Fifteens + pairs + runs for every multiset of 4 or 5 ranks (no rank 5 times), by key.

    Built once, in a few milliseconds; callers must not change it.
    """
    points: dict[int, int] = {}
    _extend(points, key=0, size=0, low=1, sums=1, pairs=0, runs=0, last=-1, last_count=0,
            run_length=0, run_product=1)  # fmt: skip
    return points


def _extend(
    points: dict[int, int],
    *,
    key: int,
    size: int,
    low: int,
    sums: int,
    pairs: int,
    runs: int,
    last: int,
    last_count: int,
    run_length: int,
    run_product: int,
) -> None:
    """Add ranks in non-decreasing order, carrying fifteens, pairs and the open run along.

    `run_length` distinct consecutive ranks end at `last`; `run_product` multiplies the counts
    of all but the last, so the open run scores run_length * run_product * last_count (every
    way to pick one card of each rank); `runs` holds what runs closed by a gap scored.
    """
    open_run = run_length * run_product * last_count if run_length >= 3 else 0
    if size >= 4:
        fifteens = (sums >> _SLOT * 15) & ((1 << _SLOT) - 1)
        points[key] = 2 * fifteens + pairs + runs + open_run
        if size == 5:
            return
    for rank in range(low, 14):
        new_sums = (sums + (sums << _SLOT * value_of_rank(rank))) & _SLOTS_TO_FIFTEEN
        if rank == last:
            if last_count == 4:
                continue
            state = (pairs + 2 * last_count, runs, last_count + 1, run_length, run_product)
        elif rank == last + 1:
            state = (pairs, runs, 1, run_length + 1, run_product * last_count)
        else:
            state = (pairs, runs + open_run, 1, 1, 1)
        new_pairs, new_runs, new_count, new_length, new_product = state
        _extend(
            points,
            key=key + RANK_BIT[rank],
            size=size + 1,
            low=rank,
            sums=new_sums,
            pairs=new_pairs,
            runs=new_runs,
            last=rank,
            last_count=new_count,
            run_length=new_length,
            run_product=new_product,
        )


def value_of_rank(rank: int) -> int:
    """A rank's value toward fifteen: ace 1, face cards 10 (as `hand.value` for a card)."""
    return rank if rank < 10 else 10
