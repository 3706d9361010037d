"""Bid Euchre bidding drills: how long grading one takes, and whether a grading's clear verdicts
stand when the same question is graded again on other deals.

    .venv/bin/python benchmarks/bench_bid_euchre_drills.py --drills 200

Questions are dealt topic by topic in turn (scoring.bideuchre.bidding.topics, seeded), each
graded as the trainer grades it (grade_question, seed 0: timed) and again on other deals
(seed 1, the first grading's best bid and mistakes included). A clear verdict is overturned
when the first grading's clear best (not close) is a mistake in the second, or one of its
mistakes is the second's clear best. It prints grading times (median, 95th percentile, worst)
and the verdicts checked and overturned.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from scoring.bideuchre.bidding.grading import BidGrade, grade_question
from scoring.bideuchre.bidding.topics import Topic, deal_question
from scoring.verdicts import MISTAKE, at_least


def overturned(first: BidGrade, second: BidGrade) -> tuple[int, list[str]]:
    """The first grading's clear verdicts checked against the second, and those overturned."""
    checked = 0
    wrong: list[str] = []
    if not first.close:
        checked += 1
        if at_least(second.verdict(first.best.action), MISTAKE):
            wrong.append(f"best {first.best.action} is a mistake on other deals")
    mistakes = [o.action for o in first.options if at_least(first.verdict(o.action), MISTAKE)]
    checked += len(mistakes)
    if not second.close and second.best.action in mistakes:
        wrong.append(f"mistake {second.best.action} is the clear best on other deals")
    return checked, wrong


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--drills", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    topics = list(Topic)
    times: list[float] = []
    checked = 0
    failures: list[str] = []
    deals: list[int] = []
    close = 0
    for n in range(args.drills):
        question = deal_question(topics[n % len(topics)], rng)
        start = time.perf_counter()
        first = grade_question(question, seed=0)
        times.append(time.perf_counter() - start)
        deals.append(first.deals)
        close += first.close
        again = [o.action for o in first.options if at_least(first.verdict(o.action), MISTAKE)]
        second = grade_question(question, seed=1, include=[first.best.action, *again])
        count, wrong = overturned(first, second)
        checked += count
        failures += [f"drill {n} ({question.to_dict()}): {w}" for w in wrong]
    times.sort()
    print(f"{args.drills} drills, {len(topics)} topics in turn")
    print(
        f"  grading: median {statistics.median(times):.2f} s, "
        f"95th pct {times[int(0.95 * len(times))]:.2f} s, worst {times[-1]:.2f} s; "
        f"deals a grading: median {statistics.median(deals):.0f}; close calls {close}"
    )
    print(f"  clear verdicts checked on other deals: {checked}, overturned: {len(failures)}")
    for failure in failures:
        print("   ", failure)


if __name__ == "__main__":
    main()
