"""Print how long the double-dummy solver takes on full 5-trick deals: median, 90th percentile
and worst, for four-handed deals and lone hands (one partner sitting out). Each deal is solved
REPEATS times and its fastest run kept, so a busy machine does not pass for a slow deal (the
solver keeps nothing between calls but the per-trump card tables).

With --bid-euchre, also Bid Euchre's 48-card double deck, 12 cards a hand: random endings with
4, 6 and 8 tricks left (each hand a random 4, 6 or 8 cards of the deck; the rest played), the
fastest of REPEATS runs kept (one run with 8 left), then --full-deals whole 12-trick deals, each
given --cap seconds.

.venv/bin/python benchmarks/bench_solver.py
.venv/bin/python benchmarks/bench_solver.py --bid-euchre --full-deals 3 --cap 120
"""

from __future__ import annotations

import argparse
import random
import signal
import statistics
import time
from types import FrameType

from scoring.cards import Card, Suit, double_deck, euchre_deck
from scoring.euchre import double_dummy
from scoring.tricks import solver

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


# Bid Euchre: endings on the 48-card double deck, tricks left -> (positions, runs of each).
ENDINGS = {4: (300, REPEATS), 6: (100, REPEATS), 8: (20, 1)}


def double_deck_deal(rng: random.Random, tricks: int) -> tuple[list[list[Card]], Suit, int]:
    deck = double_deck()
    rng.shuffle(deck)
    hands = [deck[seat * tricks : (seat + 1) * tricks] for seat in range(4)]
    return hands, rng.choice(list(Suit)), rng.randrange(4)


def summary(times: list[float]) -> str:
    times = sorted(times)
    p90 = times[int(len(times) * 0.9)]
    return f"median {statistics.median(times):8.2f}  p90 {p90:8.2f}  worst {times[-1]:8.2f}"


class OutOfTime(Exception):
    pass


def _out_of_time(signum: int, frame: FrameType | None) -> None:
    raise OutOfTime


def bid_euchre(full_deals: int, cap: float) -> None:
    print("Bid Euchre, 48-card double deck, four hands (ms per position)")
    for tricks, (count, repeats) in ENDINGS.items():
        rng = random.Random(SEED + tricks)
        times = []
        for _ in range(count):
            hands, trump, leader = double_deck_deal(rng, tricks)
            runs = []
            for _ in range(repeats):
                start = time.perf_counter()
                solver.double_dummy(hands, trump, leader)
                runs.append((time.perf_counter() - start) * 1e3)
            times.append(min(runs))
        print(f"  {tricks} tricks left, {count:3} endings  {summary(times)}")
    if not full_deals:
        return
    rng = random.Random(SEED + 12)
    signal.signal(signal.SIGALRM, _out_of_time)
    for index in range(full_deals):
        hands, trump, leader = double_deck_deal(rng, 12)
        start = time.perf_counter()
        signal.setitimer(signal.ITIMER_REAL, cap)
        try:
            answer = f"{solver.double_dummy(hands, trump, leader)} tricks"
        except OutOfTime:
            answer = "unsolved"
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        seconds = time.perf_counter() - start
        print(f"  full 12-trick deal {index + 1}: {answer} after {seconds:.1f} s (cap {cap:g} s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bid-euchre", action="store_true", help="add the 48-card figures")
    parser.add_argument("--full-deals", type=int, default=0, help="whole 12-trick deals to try")
    parser.add_argument("--cap", type=float, default=60.0, help="seconds allowed each full deal")
    args = parser.parse_args()
    double_dummy(*deal(random.Random(0), False))  # build the card tables once
    print(f"double_dummy, {DEALS} random full deals each (ms per deal)")
    for label, lone in (("four hands", False), ("lone hand", True)):
        times = times_ms(lone)
        p90 = times[int(len(times) * 0.9)]
        print(
            f"  {label:10}  median {statistics.median(times):6.2f}"
            f"  p90 {p90:6.2f}  worst {times[-1]:6.2f}"
        )
    if args.bid_euchre:
        bid_euchre(args.full_deals, args.cap)


if __name__ == "__main__":
    main()
