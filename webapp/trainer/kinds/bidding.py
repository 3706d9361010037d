"""Euchre bidding: your five cards and the up-card, which option do you choose? And after a
dealer's pick-up, which card to lay away. Both are graded once, by playing every option out
as the analyzer does (webapp.calculators.bid), and the grade is stored with the answer."""

from __future__ import annotations

import json
import random
from abc import abstractmethod
from collections.abc import Mapping, Sequence
from datetime import datetime
from functools import cached_property
from typing import Any, ClassVar, Self

from werkzeug.datastructures import MultiDict

from scoring.cards import Card
from scoring.euchre.bidding import BidGrade
from scoring.euchre.bidding.reasons import Explanation, explain
from scoring.euchre.bidding.saved import grade_from_dict, grade_to_dict, situation_from_dict
from scoring.euchre.bidding.situation import Situation, option_label
from scoring.euchre.bidding.topics import Topic
from scoring.trainer import (
    EUCHRE,
    BidQuestion,
    DealerDiscard,
    Drills,
    follow_up,
    next_bid_question,
)
from webapp.calculators.bid import graded as graded_bid
from webapp.calculators.bid import graded_discard as graded_laid
from webapp.calculators.bid import prepare as prepare_bid
from webapp.forms import shortened
from webapp.trainer.bidding import BidTable
from webapp.trainer.grading import FormProblem, Outcome
from webapp.trainer.kinds.kind import Answer, Claims, History, Kind, Record
from webapp.trainer.questions import Mode, TrainRequest

MOST_REVIEWS = 3  # of a quiz's questions that may be reviews of questions missed before


class Drill(Kind[BidQuestion]):
    """A game's bidding question, dealt by topic, or for the topic the learner gets wrong
    most, spread over the topics in a quiz; missed ones come back for review. A subclass
    says its game's part: its drills (topics and dealing), how its situations and grades are
    stored, and how an answer is read and graded."""

    drills: ClassVar[Drills]
    noun_bid: ClassVar[str] = "bid"

    @classmethod
    def deal(cls, asked: TrainRequest, history: History, rng: random.Random, now: datetime) -> Self:
        in_quiz = history.asked_in_quiz()
        dealt = cls(
            next_bid_question(
                history.bids(cls),
                rng,
                now,
                topic=asked.topic,
                asked=[question.topic for question in in_quiz],
                reviews=sum(question.review for question in in_quiz) < MOST_REVIEWS,
                drills=cls.drills,
            )
        )
        return dealt

    @classmethod
    @abstractmethod
    def situation_from_dict(cls, data: Mapping[str, Any]) -> Any:
        """A question's situation read back from its to_dict()."""

    @classmethod
    @abstractmethod
    def grade_from_dict(cls, data: Mapping[str, Any]) -> Any:
        """A grade read back as stored with an answer."""

    @classmethod
    @abstractmethod
    def verdict(cls, grade: Any, chosen: str) -> str:
        """best, as good, mistake or unclear: the grade's verdict on the option chosen."""

    @classmethod
    def topic_of(cls, value: str) -> Any:
        return cls.drills.topics(value)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        situation = cls.situation_from_dict(data["situation"])
        return cls(BidQuestion(situation, cls.topic_of(data["topic"]), bool(data["review"])))

    def to_dict(self) -> dict[str, Any]:
        return {
            "situation": self.question.situation.to_dict(),
            "topic": self.question.topic.value,
            "review": self.question.review,
        }

    def record(self, answer: Answer, outcome: Outcome) -> Record:
        question = self.question
        return bid_record(question.situation.hand, question, question.review, answer, outcome)


class Bidding(Drill):
    """Euchre: a turn to bid: pass, order it up, call a suit or go alone."""

    name = "bidding"
    label = "Euchre bidding"
    template = "trainer/kinds/bidding.html"
    modes = (Mode.BIDDING,)
    drills = EUCHRE

    @classmethod
    def situation_from_dict(cls, data: Mapping[str, Any]) -> Situation:
        return situation_from_dict(data)

    @classmethod
    def grade_from_dict(cls, data: Mapping[str, Any]) -> BidGrade:
        return grade_from_dict(data)

    @classmethod
    def verdict(cls, grade: Any, chosen: str) -> str:
        return explain(grade).verdict(chosen).kind

    @cached_property
    def table(self) -> BidTable:
        """The turn to bid in words, and the options with their keys: what the page shows."""
        return BidTable(self.question.situation)

    def prepare(self) -> None:
        prepare_bid(self.question.situation)

    def read(self, form: MultiDict[str, str]) -> dict[str, Any]:
        situation = self.question.situation
        labels = {option: option_label(option, situation) for option in situation.options()}
        return {"choice": _read_option(labels, form.get("choice"))}

    def grade(self, answer: Answer, claims: Claims) -> Outcome:
        """Right is the best option or one the deals cannot tell from it. The grade is made
        the first time (as the analyzer makes it) and read back from the answer after."""
        if "grade" in answer:
            graded = grade_from_dict(answer["grade"])
        else:
            graded, _ = graded_bid(self.question.situation)
        return _judged(self.question.topic, graded, answer["choice"])

    def follow_up(self, answer: Answer, outcome: Outcome) -> DealersDiscard | None:
        """A dealer's discard after picking the up-card up, or after a pass where picking it
        up was best."""
        asked = follow_up(self.question, answer["choice"], _grade_of(outcome).best.action)
        return None if asked is None else DealersDiscard(asked)

    def explanation(self, outcome: Outcome) -> Explanation:
        """Why the answered bid's grade came out as it did."""
        return explain(_grade_of(outcome))


class DealersDiscard(Kind[DealerDiscard]):
    """The dealer picked the up-card up: which of the six cards to lay away. Only ever asked
    right after the bid (Bidding.follow_up), never dealt for a mode."""

    name = "bid_discard"
    label = "Dealer's discards"
    template = "trainer/kinds/bid_discard.html"

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        situation = situation_from_dict(data["situation"])
        return cls(DealerDiscard(situation, bool(data["alone"]), Topic(data["topic"])))

    def to_dict(self) -> dict[str, Any]:
        return {
            "situation": self.question.situation.to_dict(),
            "topic": self.question.topic.value,
            "alone": self.question.alone,
        }

    def read(self, form: MultiDict[str, str]) -> dict[str, Any]:
        six = self.question.six
        labels = dict(zip(self.question.options(), (card.display for card in six), strict=True))
        return {"choice": _read_option(labels, form.get("choice"), "lay away")}

    def grade(self, answer: Answer, claims: Claims) -> Outcome:
        """Graded once by grade_discard, and read back after."""
        if "grade" in answer:
            graded = grade_from_dict(answer["grade"])
        else:
            graded, _ = graded_laid(self.question.situation, alone=self.question.alone)
        return _judged(self.question.topic, graded, answer["choice"])

    def record(self, answer: Answer, outcome: Outcome) -> Record:
        # The six cards the dealer holds.
        return bid_record(self.question.six, self.question, False, answer, outcome)

    def explanation(self, outcome: Outcome) -> Explanation:
        """Why the answered discard's grade came out as it did."""
        return explain(_grade_of(outcome))


def _read_option(labels: Mapping[str, str], text: str | None, what: str = "bid") -> str:
    """One of a bidding question's options (`labels`: each option and what its button says),
    named as the buttons send it, in any case."""
    options = list(labels)
    said = ", ".join(labels.values())
    if text is None or not text.strip():
        raise FormProblem({"choice": f"Choose what you {what}: {said}."})
    chosen = {option.lower(): option for option in options}.get(text.strip().lower())
    if chosen is None:
        raise FormProblem(
            {"choice": f"'{shortened(text)}' is not one of the options here; choose {said}."}
        )
    return chosen


def _judged(topic: Topic, graded: BidGrade, choice: str) -> Outcome:
    """A bidding answer judged against its grade, the grade kept so it is never made again."""
    return judged(topic, graded, choice, grade_to_dict(graded))


def judged(topic: Any, graded: Any, choice: str, stored: dict[str, Any]) -> Outcome:
    """A bidding answer judged against its grade (either game's: best, option(), acceptable()),
    the grade kept (`stored`, as written) so it is never made again."""
    chosen = graded.option(choice)
    right = graded.acceptable(chosen.action)
    lost = max(0.0, graded.best.points - chosen.points)
    return Outcome(right, {topic.value: right}, graded, lost, stored={"grade": stored})


def _grade_of(outcome: Outcome) -> BidGrade:
    """The grade in a bidding kind's outcome (its grade() always puts one there)."""
    assert isinstance(outcome.check, BidGrade)
    return outcome.check


def bid_record(
    hand: Sequence[Card],
    question: BidQuestion | DealerDiscard,
    review: bool,
    answer: Answer,
    outcome: Outcome,
) -> Record:
    """A bidding attempt's row: the cards, the topic as its focus, and the situation, the
    option chosen and the best one."""
    return Record(
        hand,
        focus=question.topic.value,
        review=review,
        situation=json.dumps(question.situation.to_dict()),
        answer=answer["choice"],
        best=_best_action(outcome),
    )


def _best_action(outcome: Outcome) -> str:
    """The best option's action in a bidding kind's outcome (either game's grade)."""
    grade: Any = outcome.check
    return str(grade.best.action)
