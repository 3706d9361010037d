"""Discard: the cards dealt, which go to the crib? Graded by the average points the throw gives
up against the best one."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Self

from werkzeug.datastructures import MultiDict

from scoring.cards import Card, CardError, parse_cards
from scoring.trainer import DiscardQuestion, discard_question, grade_discard
from webapp.trainer.grading import FormProblem, Outcome
from webapp.trainer.kinds.kind import Answer, Claims, History, Kind, Record, cards_of, codes
from webapp.trainer.questions import Mode, TrainRequest


class Discard(Kind[DiscardQuestion]):
    """The throw to the crib: the learner's own crib or their opponent's."""

    name = "discard"
    label = "Discards"
    template = "trainer/kinds/discard.html"
    modes = (Mode.DISCARD,)

    @classmethod
    def deal(cls, asked: TrainRequest, history: History, rng: random.Random, now: datetime) -> Self:
        return cls(discard_question(rng))

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        return cls(DiscardQuestion(cards_of(data["cards"]), data["dealer"], data["players"]))

    def to_dict(self) -> dict[str, Any]:
        question = self.question
        return {
            "cards": codes(question.cards),
            "dealer": question.dealer,
            "players": question.players,
        }

    def read(self, form: MultiDict[str, str]) -> dict[str, Any]:
        return {"thrown": _read_throw(self.question, form.getlist("card"))}

    def grade(self, answer: Answer, claims: Claims) -> Outcome:
        question = self.question
        thrown: list[Card] = parse_cards(" ".join(answer["thrown"]))
        graded = grade_discard(question.cards, question.dealer, thrown, players=question.players)
        return Outcome(graded.is_best, {}, graded, float(graded.points_given_up))

    def record(self, answer: Answer, outcome: Outcome) -> Record:
        # `crib` says whether the crib is the learner's own.
        return Record(self.question.cards, crib=self.question.dealer)


def _read_throw(question: DiscardQuestion, picked: Sequence[str]) -> list[str]:
    word = "two cards" if question.throw == 2 else "one card"
    try:
        thrown = parse_cards(" ".join(picked))
        grade_discard(question.cards, question.dealer, thrown, players=question.players)
    except CardError as error:
        raise FormProblem({"card": f"Pick {word} to throw: {error}."}) from None
    return [str(card) for card in thrown]
