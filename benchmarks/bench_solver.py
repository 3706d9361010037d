"""Print how long the double-dummy solver takes on full 5-trick deals: median, 90th percentile
and worst, for four-handed deals and lone hands (one partner sitting out). Each deal is solved
REPEATS times and its fastest run kept, so a busy machine does not pass for a slow deal (the
solver keeps nothing between calls but the per-trump card tables).

.venv/bin/python benchmarks/bench_solver.py
"""

from __future__ import annotations

import random
import statistics
import time

from scoring.cards import Suit, euchre_deck
from scoring.euchre import double_dummy

DEALS = 500
SEED = 2024
REPEATS = 3


def deal(rng: random.Random, lone: bool) -> tuple[list, Suit, int]:
    deck = euchre_deck()
    rng.shuffle(deck)
    hands = [deck[seat * 5 : (seat + 1) * 5] for seat in range(4)]
    if lone:
        hands[rng.randrange(4)] = []
    leader = rng.choice([seat for seat in range(4) if hands[seat]])
    return hands, rng.choice(list(Suit)), leader


def times_ms(lone: bool) -> list[float]:
    rng = random.Random(SEED + lone)
    times = []
    for _ in range(DEALS):
        hands, trump, leader = deal(rng, lone)
        runs = []
        for _ in range(REPEATS):
            start = time.perf_counter()
            double_dummy(hands, trump, leader)
            runs.append((time.perf_counter() - start) * 1e3)
        times.append(min(runs))
    return sorted(times)


def main() -> None:
    double_dummy(*deal(random.Random(0), False))  # build the card tables once
    print(f"double_dummy, {DEALS} random full deals each (ms per deal)")
    for label, lone in (("four hands", False), ("lone hand", True)):
        times = times_ms(lone)
        p90 = times[int(len(times) * 0.9)]
        print(
            f"  {label:10}  median {statistics.median(times):6.2f}"
            f"  p90 {p90:6.2f}  worst {times[-1]:6.2f}"
        )


if __name__ == "__main__":
    main()
