"""The grader's verdicts on bidding questions whose answers were published by bots and human
experts (benchmarks/published_bids.json: the hand, position, score, answer, who gave it and
where; facts only).

    .venv/bin/python benchmarks/published_bids.py

For each question it prints the grader's best option and whether the published answer is the
best or within the grader's uncertainty (grade.acceptable), then the agreement by source kind.
Where a source plays without lone hands, only passing and ordering (or calling) are compared.
"""

from __future__ import annotations

import json
import multiprocessing
from collections import Counter
from pathlib import Path
from typing import Any

from scoring.euchre.bidding import grade_bid
from scoring.euchre.options import AllPass, Rules

QUESTIONS = Path(__file__).with_name("published_bids.json")


def judge(question: dict[str, Any]) -> tuple[str, str, bool, bool]:
    stick = question["stick_the_dealer"]
    rules = Rules(all_pass=AllPass.STICK_THE_DEALER if stick else AllPass.REDEAL)
    graded = grade_bid(
        question["hand"],
        question["upcard"],
        seat=question["seat"],
        round=question["round"],
        score=tuple(question["score"] or (0, 0)),
        rules=rules,
    )
    options = [o for o in graded.options if not (question["no_alone"] and "alone" in o.action)]
    best = options[0]
    answer = question["answer"]
    acceptable = answer == best.action or graded.acceptable(answer)
    return question["id"], best.action, answer == best.action, acceptable


def main() -> None:
    questions = json.loads(QUESTIONS.read_text())
    with multiprocessing.Pool(2) as pool:
        verdicts = pool.map(judge, questions)
    best: Counter[str] = Counter()
    fine: Counter[str] = Counter()
    total: Counter[str] = Counter()
    for question, (name, chosen, same, acceptable) in zip(questions, verdicts, strict=True):
        kind = question["by"]
        total[kind] += 1
        best[kind] += same
        fine[kind] += acceptable
        mark = "=" if same else "~" if acceptable else "x"
        print(f"{mark} {name:28} published {question['answer']:14} grader {chosen}")
    for kind in total:
        print(
            f"{kind}: the grader's best is the published answer in {best[kind]} of "
            f"{total[kind]}; the published answer is best or within the uncertainty in "
            f"{fine[kind]}"
        )


if __name__ == "__main__":
    main()
