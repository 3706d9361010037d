"""Score all 12,994,800 deals one by one with score_hand and print both tables.

The slow, obviously-correct reference behind the golden tables in tests/scoring/cribbage/
test_stats.py. It takes several minutes (about 45 µs a deal, spread over every core):
    .venv/bin/python benchmarks/brute_force_tables.py
"""

from __future__ import annotations

import time
from collections import Counter
from itertools import combinations
from multiprocessing import Pool

from scoring.cards import standard_deck
from scoring.cribbage.hand import score_hand
from scoring.cribbage.stats import MAX_SCORE, score_distribution

DECK = standard_deck()


def count_first_card(first: int) -> tuple[Counter[int], Counter[int]]:
    """Hand and crib score counts for every hand whose lowest card is DECK[first]."""
    hand_counts: Counter[int] = Counter()
    crib_counts: Counter[int] = Counter()
    for rest in combinations(DECK[first + 1 :], 3):
        hand = (DECK[first], *rest)
        for starter in DECK:
            if starter in hand:
                continue
            hand_counts[score_hand(hand, starter).total] += 1
            crib_counts[score_hand(hand, starter, crib=True).total] += 1
    return hand_counts, crib_counts


def main() -> None:
    began = time.perf_counter()
    hand_counts: Counter[int] = Counter()
    crib_counts: Counter[int] = Counter()
    with Pool() as pool:
        for hand_part, crib_part in pool.imap_unordered(count_first_card, range(len(DECK) - 3)):
            hand_counts += hand_part
            crib_counts += crib_part
    elapsed = time.perf_counter() - began
    for name, counts, crib in (("hand", hand_counts, False), ("crib", crib_counts, True)):
        table = {score: counts[score] for score in range(MAX_SCORE + 1)}
        agrees = table == score_distribution(crib=crib)
        print(f"{name}: {sum(table.values()):,} deals; same as score_distribution: {agrees}")
        print(table)
    print(f"brute force took {elapsed:.0f} s")


if __name__ == "__main__":
    main()
