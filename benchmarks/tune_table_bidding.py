"""Where the table player's calling lines belong: a side bidding with other lines against a
side bidding with the shipped ones, on the same deals with the sides swapped.

    .venv/bin/python benchmarks/tune_table_bidding.py "4.0,3.5,5.75,5.75" "3.5,3.5,5.75,5.75"

Each argument is a side's lines: order up (round one), name a suit (round two), alone in
round one, alone in round two. Every deal (seed n; seat n % 4 deals) is played twice, the
tried lines sitting North-South then East-West, the card play the table player's throughout.
Printed: the tried side's points per hand over the shipped side's, with a 95% interval.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
from collections.abc import Sequence

from scoring.euchre.bidding import count
from scoring.euchre.bidding.rollout import Bidder, Call, play_out

Lines = tuple[float, float, float, float]
SHIPPED: Lines = (count.ORDER_AT, count.CALL_AT, count.ALONE_AT, count.ALONE_AT)


def bidder(lines: Lines) -> Bidder:
    order_at, call_at, alone_one, alone_two = lines

    def bid(
        hand: Sequence[int], seat: int, dealer: int, upcard: int, round: int, stuck: bool
    ) -> Call:
        up = upcard // 6
        if round == 1:
            value = count.round_one_count(hand, seat, dealer, upcard)
            return Call(up, value >= alone_one) if value >= order_at else Call(None)
        suit, value = max(
            (
                (s, count.round_two_count(hand, s, seat, dealer, upcard))
                for s in range(4)
                if s != up
            ),
            key=lambda pair: pair[1],
        )
        return Call(suit, value >= alone_two) if value >= call_at or stuck else Call(None)

    return bid


def match(job: tuple[Lines, int, int]) -> list[float]:
    """Per deal, the tried side's points minus the shipped side's, averaged over both seatings."""
    lines, seed, deals = job
    tried, shipped = bidder(lines), bidder(SHIPPED)
    rng = random.Random(seed)
    results = []
    for n in range(deals):
        cards = list(range(24))
        rng.shuffle(cards)
        hands = [cards[0:5], cards[5:10], cards[10:15], cards[15:20]]
        upcard, dealer = cards[20], n % 4
        total = 0
        for side in (0, 1):

            def table(
                h: Sequence[int], s: int, d: int, u: int, r: int, st: bool, side: int = side
            ) -> Call:
                return (tried if s % 2 == side else shipped)(h, s, d, u, r, st)

            first = (dealer + 1) % 4
            call = table(hands[first], first, dealer, upcard, 1, False)
            result = play_out(hands, upcard, dealer, round=1, turn=first, call=call, bidder=table)
            total += result.points[side] - result.points[1 - side]
        results.append(total / 2)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lines", nargs="+", help="order,call,alone1,alone2 (e.g. 4,3.5,5.75,5.75)")
    parser.add_argument("--deals", type=int, default=40_000)
    args = parser.parse_args()
    chunks = 8
    with multiprocessing.Pool(2) as pool:
        for text in args.lines:
            lines = tuple(float(x) for x in text.split(","))
            assert len(lines) == 4, (
                "four lines: order, call, alone in round one, alone in round two"
            )
            jobs = [(lines, seed, args.deals // chunks) for seed in range(chunks)]
            diffs = [d for part in pool.map(match, jobs) for d in part]
            mean = statistics.fmean(diffs)
            half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5
            print(f"{text:>24}  {mean:+.4f} ± {half:.4f} points per hand against the shipped lines")


if __name__ == "__main__":
    main()
