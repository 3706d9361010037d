"""Questions on a rule, one right answer among a few: his heels, and the flush rule (mixed into
the crib mode's counts)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from datetime import datetime
from typing import Any, ClassVar, Self

from werkzeug.datastructures import MultiDict

from scoring.cards import Card
from scoring.cribbage.hand import Category
from scoring.numbers import read_whole_number
from scoring.trainer import Question, QuestionKind, flush_question, heels_question
from webapp.forms import shortened
from webapp.trainer.grading import FormProblem, Outcome
from webapp.trainer.kinds.kind import Answer, Claims, History, Kind, Record, cards_of, codes
from webapp.trainer.questions import Mode, TrainRequest

# In the crib mode, the share of rounds that ask about the flush rule instead of a count.
FLUSH_SHARE = 1 / 3
FLUSH_FOCUS_SHARE = 1 / 2


class RuleQuestion(Kind[Question]):
    """The engine's prompt and choices about a deal; the answer is the choice's index."""

    judged: ClassVar[tuple[str, ...]] = ()  # the show's categories a right answer counts in

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        return cls(
            Question(
                QuestionKind(data["kind"]),
                data["prompt"],
                tuple(data["choices"]),
                data["answer"],
                data["explanation"],
                cards_of(data["hand"]),
                Card.parse(data["starter"]),
                data["crib"],
            )
        )

    def to_dict(self) -> dict[str, Any]:
        question = self.question
        return {
            "kind": question.kind.value,
            "prompt": question.prompt,
            "choices": list(question.choices),
            "answer": question.answer,
            "explanation": question.explanation,
            "hand": codes(question.hand),
            "starter": str(question.starter),
            "crib": question.crib,
        }

    def read(self, form: MultiDict[str, str]) -> dict[str, Any]:
        return {"choice": _read_choice(form.get("choice"), len(self.question.choices))}

    def grade(self, answer: Answer, claims: Claims) -> Outcome:
        right = self.question.check(answer["choice"])
        return Outcome(right, {category: right for category in self.judged})

    def record(self, answer: Answer, outcome: Outcome) -> Record:
        return Record(self.question.hand, self.question.starter, self.question.crib)


class Flush(RuleQuestion):
    """The flush rule: in a hand or a crib, what do four or five cards of a suit score?"""

    name = "flush"
    label = "Flush questions"
    template = "trainer/kinds/flush.html"
    by_category = True
    judged = ("flush",)

    @classmethod
    def share(cls, asked: TrainRequest) -> float:
        if asked.mode != Mode.CRIB or asked.focus not in (None, Category.FLUSH):
            return 0.0
        return FLUSH_SHARE if asked.focus is None else FLUSH_FOCUS_SHARE

    @classmethod
    def deal(cls, asked: TrainRequest, history: History, rng: random.Random, now: datetime) -> Self:
        return cls(flush_question(rng))


class Heels(RuleQuestion):
    """His heels: the starter is a jack; who scores what, and when?"""

    name = "heels"
    label = "His heels"
    template = "trainer/kinds/heels.html"
    modes = (Mode.HEELS,)

    @classmethod
    def deal(cls, asked: TrainRequest, history: History, rng: random.Random, now: datetime) -> Self:
        return cls(heels_question(rng))


def _read_choice(text: str | None, choices: int) -> int:
    if text is None or not text.strip():
        raise FormProblem({"choice": "Choose one of the answers."})
    choice = read_whole_number(text)
    if choice is None or choice >= choices:
        raise FormProblem({"choice": f"'{shortened(text)}' is not one of the answers."})
    return choice
