"""Counting a deal: Count it (each category, or only the total) and Find them all (claim each
combination, then see what was missed). Both deal drills, adaptive or by level and focus."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, ClassVar, Self

from werkzeug.datastructures import MultiDict

from scoring.cards import Card
from scoring.cribbage.hand import Category
from scoring.trainer import (
    AnswerError,
    ClaimResult,
    CountAnswer,
    Drill,
    check_claim,
    check_claims,
    check_count,
    deal_drill,
    next_drill,
    reveal,
    suggested_level,
)
from webapp.trainer.grading import FormProblem, Outcome
from webapp.trainer.kinds.kind import Answer, Claims, History, Kind, Record
from webapp.trainer.questions import Mode, TrainRequest

CATEGORIES = tuple(category.value for category in Category)
COUNT_FIELDS = (*CATEGORIES, "total")


class CountedDeal(Kind[Drill]):
    """A hand or crib and its starter, to count: dealt from the learner's counted deals (their
    cribs in the crib mode), adaptively or at a level and focus."""

    noun: ClassVar[str] = "hand"
    counts_deal: ClassVar[bool] = True
    by_category: ClassVar[bool] = True

    @classmethod
    def deal(cls, asked: TrainRequest, history: History, rng: random.Random, now: datetime) -> Self:
        cribs = asked.mode == Mode.CRIB
        counted = history.counted(cribs_only=cribs)
        if asked.adaptive:
            return cls(next_drill(counted, rng, now, crib=True if cribs else None))
        level = asked.level if asked.level is not None else suggested_level(counted)
        return cls(deal_drill(rng, level=level, focus=asked.focus, crib=cribs))

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        return cls(Drill.from_dict(data))

    def to_dict(self) -> dict[str, Any]:
        return self.question.to_dict()

    def record(self, answer: Answer, outcome: Outcome) -> Record:
        drill = self.question
        focus = drill.focus.value if drill.focus else None
        return Record(drill.hand, drill.starter, drill.crib, drill.level.value, focus, drill.review)


class Count(CountedDeal):
    """Count it: the points of each category, or only the total."""

    name = "count"
    label = "Count it"
    template = "trainer/kinds/count.html"
    modes = (Mode.COUNT, Mode.CRIB)
    timed = True

    def read(self, form: MultiDict[str, str]) -> dict[str, Any]:
        return _read_count(form)

    def grade(self, answer: Answer, claims: Claims) -> Outcome:
        given = CountAnswer(dict(answer["points"]), answer["total"])
        check = check_count(self.question.score(), given)
        return Outcome(check.correct, _by_value(check.correct_by_category()), check)


class Find(CountedDeal):
    """Find them all: each combination claimed on its own, checked at once; Done reveals what
    was missed. The answer is only that the learner is done: the claims are the answers."""

    name = "find"
    label = "Find them all"
    template = "trainer/kinds/find.html"
    modes = (Mode.FIND,)
    takes_claims = True

    def read(self, form: MultiDict[str, str]) -> dict[str, Any]:
        return {"done": True}

    def grade(self, answer: Answer, claims: Claims) -> Outcome:
        revealed = reveal(self.question.score(), self.claim_results(claims))
        return Outcome(revealed.correct, _by_value(revealed.correct_by_category()), revealed)

    def claim_results(self, claims: Claims) -> tuple[ClaimResult, ...]:
        stored = [(" ".join(claim["cards"]), claim["category"]) for claim in claims]
        return check_claims(self.question.score(), stored)

    def check_claim(self, claims: Claims, cards: Sequence[Card], category: str) -> ClaimResult:
        return check_claim(self.question.score(), self.claim_results(claims), cards, category)


def _read_count(form: Mapping[str, str]) -> dict[str, Any]:
    """Categories, or only the total. Once any category is given, an empty one means none."""
    errors: dict[str, str] = {}
    given: dict[str, int | None] = {}
    for name in COUNT_FIELDS:
        raw = form.get(name, "")
        if not raw.strip():
            given[name] = None
            continue
        try:
            answer = CountAnswer.parse({name: raw})
        except AnswerError as error:
            errors[name] = str(error)
            continue
        if name == "total":
            given[name] = answer.total
        else:
            given[name] = next(iter(answer.points.values()))
    if errors:
        raise FormProblem(errors)
    points = {name: given[name] for name in CATEGORIES}
    if any(value is not None for value in points.values()):
        points = {name: value or 0 for name, value in points.items()}
    else:
        points = {}
    if not points and given["total"] is None:
        raise FormProblem({"total": "Enter the points for each category, or only the total."})
    return {"points": points, "total": given["total"]}


def _by_value(judged: Mapping[Category, bool]) -> dict[str, bool]:
    return {category.value: right for category, right in judged.items()}
