"""How fast grade_bid grades a question, and whether its verdicts hold with more deals.

    .venv/bin/python benchmarks/bench_bid_grading.py --drills 200
    .venv/bin/python benchmarks/bench_bid_grading.py --drills 200 --check

Drill n is dealt from seed n: a random hand and up-card, seat n % 4 + 1, round one or two,
and a score (0-0 half the time, else any score short of the game). Printed: the grading time
per drill (median, 90th and 95th percentiles, worst) and the deals played, at the default
precision.
With --check, every drill is graded again with four times the deals on other deals (another
seed, the precision switched off so all the deals are played); wherever the first grading
called its best option clear (not a close call), the second must pick the same option, and
the script lists every drill where it does not.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import time

from scoring.cards import euchre_deck
from scoring.euchre.bidding import BidGrade, Situation, grade_situation, read_situation

RECHECK_SEED = 1_000_003


def drill(n: int) -> Situation:
    rng = random.Random(n)
    cards = euchre_deck()
    rng.shuffle(cards)
    score = (0, 0) if rng.random() < 0.5 else (rng.randrange(10), rng.randrange(10))
    return read_situation(
        cards[:5], cards[5], seat=n % 4 + 1, round=1 + rng.randrange(2), score=score
    )


def grade(n: int) -> tuple[int, float, BidGrade]:
    situation = drill(n)
    start = time.perf_counter()
    graded = grade_situation(situation, seed=n)
    return n, time.perf_counter() - start, graded


def recheck(job: tuple[int, int]) -> BidGrade:
    n, deals = job
    return grade_situation(drill(n), seed=RECHECK_SEED + n, precision=0.0, max_deals=4 * deals)


def describe(situation: Situation) -> str:
    hand = " ".join(str(c) for c in situation.hand)
    return (
        f"{hand} up {situation.upcard} seat {situation.seat} round {situation.round} "
        f"score {situation.score[0]}-{situation.score[1]}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--drills", type=int, default=200)
    parser.add_argument("--check", action="store_true", help="grade again with 4x the deals")
    parser.add_argument("--processes", type=int, default=1, help="1 for honest timings")
    args = parser.parse_args()
    with multiprocessing.Pool(args.processes) as pool:
        firsts = pool.map(grade, range(args.drills))
    times = sorted(t for _, t, _ in firsts)
    deals = [g.deals for _, _, g in firsts]
    print(
        f"{args.drills} drills: grading time median {statistics.median(times) * 1000:.0f} ms, "
        f"90th percentile {times[int(0.9 * len(times))] * 1000:.0f} ms, "
        f"95th {times[int(0.95 * len(times))] * 1000:.0f} ms, "
        f"worst {times[-1] * 1000:.0f} ms; deals median {statistics.median(deals):.0f}, "
        f"most {max(deals)}; close calls {sum(g.close for _, _, g in firsts)}"
    )
    if not args.check:
        return
    with multiprocessing.Pool(2) as pool:
        seconds = pool.map(recheck, [(n, g.deals) for n, _, g in firsts])
    clear = [(n, g, again) for (n, _, g), again in zip(firsts, seconds, strict=True) if not g.close]
    disagree = [(n, g, again) for n, g, again in clear if again.best.action != g.best.action]
    same_close = sum(
        1
        for (_, _, g), again in zip(firsts, seconds, strict=True)
        if g.close and again.best.action in (g.options[0].action, g.options[1].action)
    )
    print(
        f"regraded with 4x the deals: {len(clear)} clear verdicts, {len(disagree)} overturned; "
        f"of {args.drills - len(clear)} close calls, {same_close} kept the best among the top two"
    )
    for n, g, again in disagree:
        print(
            f"  drill {n}: {describe(g.situation)}: first {g.best.action} "
            f"(next {g.options[1].action}, diff {g.options[1].diff:+.3f} "
            f"[{g.options[1].diff_low:+.3f}, {g.options[1].diff_high:+.3f}]), "
            f"again {again.best.action}"
        )


if __name__ == "__main__":
    main()
