"""Pegging: a pile in play and a card laid on it; how many points does it peg?"""

from __future__ import annotations

import random
from collections.abc import Mapping
from datetime import datetime
from typing import Any, Self

from werkzeug.datastructures import MultiDict

from scoring.cards import Card
from scoring.cribbage.pegging import score_play
from scoring.numbers import read_whole_number
from scoring.trainer import PeggingQuestion, pegging_question
from webapp.forms import shortened
from webapp.trainer.grading import FormProblem, Outcome
from webapp.trainer.kinds.kind import Answer, Claims, History, Kind, Record, cards_of, codes
from webapp.trainer.questions import Mode, TrainRequest


class Pegging(Kind[PeggingQuestion]):
    """The points a card pegs, judged in the categories it pegs in (31 among them)."""

    name = "pegging"
    label = "Pegging"
    template = "trainer/kinds/pegging.html"
    modes = (Mode.PEGGING,)

    @classmethod
    def deal(cls, asked: TrainRequest, history: History, rng: random.Random, now: datetime) -> Self:
        return cls(pegging_question(rng))

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        before, card = cards_of(data["before"]), Card.parse(data["card"])
        return cls(PeggingQuestion(before, card, score_play([*before, card])))

    def to_dict(self) -> dict[str, Any]:
        return {"before": codes(self.question.before), "card": str(self.question.card)}

    def read(self, form: MultiDict[str, str]) -> dict[str, Any]:
        return {"points": _read_points(form.get("points"))}

    def grade(self, answer: Answer, claims: Claims) -> Outcome:
        right = self.question.check(answer["points"])
        return Outcome(right, {item.category.value: right for item in self.question.items})

    def record(self, answer: Answer, outcome: Outcome) -> Record:
        return Record(self.question.pile)


def _read_points(text: str | None) -> int:
    if text is None or not text.strip():
        raise FormProblem({"points": "Enter the points the card pegs: 0 if none."})
    points = read_whole_number(text)
    if points is None:
        raise FormProblem({"points": f"'{shortened(text)}' is not a number of points."})
    return points
