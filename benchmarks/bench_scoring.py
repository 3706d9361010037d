"""Print how long the score tables and one score_hand call take (medians).

.venv/bin/python benchmarks/bench_scoring.py
"""

from __future__ import annotations

import random
import statistics
import timeit

from scoring.cards import standard_deck
from scoring.cribbage._rank_points import rank_points_table
from scoring.cribbage.hand import score_hand
from scoring.cribbage.stats import score_distribution

TABLE_RUNS = 7
HANDS = 20_000
HAND_REPEATS = 5


def table_seconds(*, crib: bool) -> list[float]:
    """Wall time of each of TABLE_RUNS cold computations, the cached rank table rebuilt too."""

    def cold() -> None:
        rank_points_table.cache_clear()
        score_distribution(crib=crib)

    return timeit.repeat(cold, repeat=TABLE_RUNS, number=1)


def score_hand_seconds() -> list[float]:
    """Time per score_hand call, over HANDS random deals, for each of HAND_REPEATS passes."""
    deck = standard_deck()
    deals = [random.Random(seed).sample(deck, 5) for seed in range(HANDS)]

    def score_all() -> None:
        for *hand, starter in deals:
            score_hand(hand, starter)

    return [total / HANDS for total in timeit.repeat(score_all, repeat=HAND_REPEATS, number=1)]


def main() -> None:
    for crib in (False, True):
        times = [seconds * 1e3 for seconds in table_seconds(crib=crib)]
        print(
            f"score_distribution(crib={crib}): median {statistics.median(times):.1f} ms"
            f" over {TABLE_RUNS} cold runs (min {min(times):.1f}, max {max(times):.1f})"
        )
    per_call = score_hand_seconds()
    print(
        f"score_hand: median {statistics.median(per_call) * 1e6:.1f} µs a call"
        f" over {HAND_REPEATS} passes of {HANDS:,} random deals"
        f" (min {min(per_call) * 1e6:.1f}, max {max(per_call) * 1e6:.1f})"
    )
    print(
        f"(a brute-force table would take ~{statistics.median(per_call) * 12_994_800:.0f} s"
        " of score_hand calls)"
    )


if __name__ == "__main__":
    main()
