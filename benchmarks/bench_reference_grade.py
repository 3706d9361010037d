"""The fast bidding grader against the reference grade (the same rollouts, the standard level's
own play after the bid), on drills from every topic.

    .venv/bin/python benchmarks/bench_reference_grade.py reference --drills 300 --out ref.jsonl
    .venv/bin/python benchmarks/bench_reference_grade.py compare ref.jsonl

Drill n is of topic n % 9 (in Topic's order), dealt by deal_question from seed n. `reference`
grades each with reference_grade: batches of 20 deals, from --least to --deals, dropping the
options clearly worse than the leader after each batch, and leaving out from the start those
whose interval on the difference to the fast grader's best lies wholly more than --prune points
below it (a lone call in a suit you lack), so that the reference's time goes to the live
choices. It writes a line of JSON per drill as it finishes; a run stopped early keeps what it
wrote, and a second run skips the drills already in the file. `compare` grades every drill in
the file with the fast grader (grade_situation, as the drills do) and prints, per topic: the
drills, those the reference calls clear (its best clear of the second), and how often the fast
grader's best is the reference's best or within its interval, over all drills and over the
clear ones; then every disagreement. A fast best the reference left out counts as one.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from scoring.euchre.bidding import grade_situation
from scoring.euchre.bidding.grading import BidGrade
from scoring.euchre.bidding.saved import situation_from_dict
from scoring.euchre.bidding.situation import Situation
from scoring.euchre.bidding.topics import Topic, deal_question

TOPIC_ORDER = list(Topic)


def drill(n: int) -> tuple[Topic, Situation]:
    topic = TOPIC_ORDER[n % len(TOPIC_ORDER)]
    return topic, deal_question(topic, random.Random(n))


def _options(grade: BidGrade) -> list[dict[str, Any]]:
    return [
        {
            "action": o.action,
            "points": round(o.points, 4),
            "diff": round(o.diff, 4),
            "low": round(o.diff_low, 4),
            "high": round(o.diff_high, 4),
        }
        for o in grade.options
    ]


def graded(job: tuple[int, int, int, float]) -> dict[str, Any]:
    from scoring.euchre.bidding.reference import reference_grade  # compare runs without it

    n, least, most, prune = job
    topic, situation = drill(n)
    start = time.perf_counter()
    fast = grade_situation(situation, seed=n)
    kept = [o.action for o in fast.options if o.diff_high >= -prune]
    grade = reference_grade(situation, seed=n, min_deals=least, max_deals=most, options=kept)
    return {
        "drill": n,
        "topic": str(topic),
        "situation": situation.to_dict(),
        "basis": grade.basis,
        "deals": grade.deals,
        "seconds": round(time.perf_counter() - start, 2),
        "options": _options(grade),
        "left_out": [o.action for o in fast.options if o.action not in kept],
    }


def reference(args: argparse.Namespace) -> None:
    out = Path(args.out)
    done = set()
    if out.exists():
        done = {json.loads(line)["drill"] for line in out.read_text().splitlines() if line}
    jobs = [(n, args.least, args.deals, args.prune) for n in range(args.drills) if n not in done]
    start = time.perf_counter()
    with multiprocessing.Pool(args.processes) as pool, out.open("a") as file:
        for k, line in enumerate(pool.imap_unordered(graded, jobs), 1):
            file.write(json.dumps(line) + "\n")
            file.flush()
            if k % 10 == 0:
                print(f"{k} of {len(jobs)} drills in {time.perf_counter() - start:.0f} s")


def compare(args: argparse.Namespace) -> None:
    rows = [json.loads(line) for line in Path(args.file).read_text().splitlines() if line]
    rows.sort(key=lambda row: row["drill"])
    table: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    disagreements = []
    for row in rows:
        situation = situation_from_dict(row["situation"])
        fast = grade_situation(situation, seed=row["drill"])
        ref = {o["action"]: o for o in row["options"]}
        best = row["options"][0]["action"]
        clear = len(row["options"]) > 1 and row["options"][1]["high"] < 0
        chosen = fast.best.action
        agrees = chosen == best or (chosen in ref and ref[chosen]["high"] >= 0)
        counts = table[row["topic"]]
        counts[0] += 1
        counts[1] += clear
        counts[2] += agrees
        counts[3] += clear and agrees
        if not agrees:
            disagreements.append((row, fast, ref, clear))
    print(f"{'topic':<14} {'drills':>6} {'clear':>6} {'agree':>12} {'agree, clear':>14}")
    totals = [0, 0, 0, 0]
    for topic in TOPIC_ORDER:
        counts = table.get(str(topic))
        if not counts:
            continue
        totals = [a + b for a, b in zip(totals, counts, strict=True)]
        print(_line(str(topic), counts))
    print(_line("all", totals))
    print(f"\n{len(disagreements)} disagreements (those on clear drills marked *):")
    for row, fast, ref, clear in disagreements:
        s = row["situation"]
        best = row["options"][0]
        chosen = fast.best.action
        said = "left out of the reference"
        if chosen in ref:
            theirs = ref[chosen]
            said = (
                f"reference {theirs['points']:+.2f}, {theirs['diff']:+.2f} "
                f"[{theirs['low']:+.2f}, {theirs['high']:+.2f}]"
            )
        print(
            f"{'*' if clear else ' '} drill {row['drill']} ({row['topic']}): {s['hand']}, "
            f"up {s['upcard']}, seat {s['seat']}, round {s['round']}, "
            f"score {s['score'][0]}-{s['score'][1]}: "
            f"reference {best['action']} ({best['points']:+.2f}), fast {chosen} ({said}); "
            f"fast grades {best['action']} {fast.option(best['action']).diff:+.2f}"
        )


def _line(name: str, counts: list[int]) -> str:
    drills, clear, agree, agree_clear = counts
    share = f"{agree_clear / clear:.0%}" if clear else "-"
    return (
        f"{name:<14} {drills:>6} {clear:>6} {agree:>5} ({agree / drills:>4.0%}) "
        f"{agree_clear:>5} ({share:>4})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("reference")
    make.add_argument("--drills", type=int, default=300)
    make.add_argument("--least", type=int, default=20, help="deals before dropping options")
    make.add_argument("--deals", type=int, default=40, help="most deals a drill")
    make.add_argument(
        "--prune", type=float, default=1.0, help="leave out options this far below the fast best"
    )
    make.add_argument("--processes", type=int, default=2)
    make.add_argument("--out", default="reference_grades.jsonl")
    check = commands.add_parser("compare")
    check.add_argument("file")
    args = parser.parse_args()
    (reference if args.command == "reference" else compare)(args)


if __name__ == "__main__":
    main()
