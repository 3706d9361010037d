"""Read a learner's answer from the form (a message per field when it cannot be read) and
grade it with the engine: check_count, reveal, the quizzes' own checks, grade_discard, and
for bidding the analyzer's grading (once: its figures are stored with the answer)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from werkzeug.datastructures import MultiDict

from scoring.cards import Card, CardError, parse_cards
from scoring.cribbage.hand import Category
from scoring.engine import ExplainedError
from scoring.euchre.bidding import BidGrade
from scoring.euchre.bidding.saved import grade_from_dict, grade_to_dict
from scoring.euchre.bidding.situation import option_label
from scoring.numbers import read_whole_number
from scoring.trainer import (
    AnswerError,
    BidQuestion,
    ClaimResult,
    CountAnswer,
    CountCheck,
    DealerDiscard,
    DiscardGrade,
    DiscardQuestion,
    Drill,
    PeggingQuestion,
    Question,
    Reveal,
    check_claims,
    check_count,
    grade_discard,
    reveal,
)
from webapp.calculators.bid import graded as graded_bid
from webapp.calculators.bid import graded_discard as graded_laid
from webapp.forms import shortened
from webapp.trainer.questions import AnyQuestion, Kind

CATEGORIES = tuple(category.value for category in Category)
COUNT_FIELDS = (*CATEGORIES, "total")


class FormProblem(ExplainedError):
    """An answer that cannot be graded yet: what is wrong, keyed by form field."""

    def __init__(self, errors: dict[str, str]) -> None:
        super().__init__("; ".join(errors.values()))
        self.errors = errors


@dataclass(frozen=True)
class Outcome:
    """A graded answer: right or not, per category, and the engine's explanation object
    (CountCheck, Reveal, DiscardGrade or BidGrade; None for the quizzes, whose question
    explains). `stored` is what the grading adds to the answer stored with the round."""

    correct: bool
    correct_by_category: dict[str, bool] = field(default_factory=dict)
    check: CountCheck | Reveal | DiscardGrade | BidGrade | None = None
    points_given_up: float | None = None
    stored: dict[str, Any] = field(default_factory=dict)


def read_answer(kind: Kind, question: AnyQuestion, form: MultiDict[str, str]) -> dict[str, Any]:
    """The answer in the form, as stored with the round; FormProblem if it cannot be read."""
    if kind == Kind.COUNT:
        return _read_count(form)
    if kind == Kind.FIND:
        return {"done": True}
    if kind in (Kind.FLUSH, Kind.HEELS):
        assert isinstance(question, Question)
        return {"choice": _read_choice(form.get("choice"), len(question.choices))}
    if kind == Kind.PEGGING:
        return {"points": _read_points(form.get("points"))}
    if kind == Kind.BIDDING:
        assert isinstance(question, BidQuestion)
        situation = question.situation
        labels = {option: option_label(option, situation) for option in situation.options()}
        return {"choice": _read_option(labels, form.get("choice"))}
    if kind == Kind.BID_DISCARD:
        assert isinstance(question, DealerDiscard)
        labels = dict(zip(question.options(), (c.display for c in question.six), strict=True))
        return {"choice": _read_option(labels, form.get("choice"), "lay away")}
    assert isinstance(question, DiscardQuestion)
    return {"thrown": _read_throw(question, form.getlist("card"))}


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


def _read_choice(text: str | None, choices: int) -> int:
    if text is None or not text.strip():
        raise FormProblem({"choice": "Choose one of the answers."})
    choice = read_whole_number(text)
    if choice is None or choice >= choices:
        raise FormProblem({"choice": f"'{shortened(text)}' is not one of the answers."})
    return choice


def _read_points(text: str | None) -> int:
    if text is None or not text.strip():
        raise FormProblem({"points": "Enter the points the card pegs: 0 if none."})
    points = read_whole_number(text)
    if points is None:
        raise FormProblem({"points": f"'{shortened(text)}' is not a number of points."})
    return points


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


def _read_throw(question: DiscardQuestion, codes: Sequence[str]) -> list[str]:
    word = "two cards" if question.throw == 2 else "one card"
    try:
        thrown = parse_cards(" ".join(codes))
        grade_discard(question.cards, question.dealer, thrown, players=question.players)
    except CardError as error:
        raise FormProblem({"card": f"Pick {word} to throw: {error}."}) from None
    return [str(card) for card in thrown]


def claims_of(stored: Sequence[Mapping[str, Any]]) -> list[tuple[str, str]]:
    """The stored claims as the engine takes them: (cards, category)."""
    return [(" ".join(claim["cards"]), claim["category"]) for claim in stored]


def claim_results(drill: Drill, stored: Sequence[Mapping[str, Any]]) -> tuple[ClaimResult, ...]:
    return check_claims(drill.score(), claims_of(stored))


def grade(
    kind: Kind,
    question: AnyQuestion,
    answer: Mapping[str, Any],
    claims: Sequence[Mapping[str, Any]] = (),
) -> Outcome:
    """Grade a stored answer; the same answer always grades the same."""
    if kind == Kind.COUNT:
        assert isinstance(question, Drill)
        given = CountAnswer(dict(answer["points"]), answer["total"])
        check = check_count(question.score(), given)
        return Outcome(check.correct, _by_value(check.correct_by_category()), check)
    if kind == Kind.FIND:
        assert isinstance(question, Drill)
        revealed = reveal(question.score(), claim_results(question, claims))
        return Outcome(revealed.correct, _by_value(revealed.correct_by_category()), revealed)
    if kind in (Kind.FLUSH, Kind.HEELS):
        assert isinstance(question, Question)
        right = question.check(answer["choice"])
        return Outcome(right, {"flush": right} if kind == Kind.FLUSH else {})
    if kind == Kind.PEGGING:
        assert isinstance(question, PeggingQuestion)
        right = question.check(answer["points"])
        return Outcome(right, {item.category.value: right for item in question.items})
    if kind == Kind.BIDDING:
        assert isinstance(question, BidQuestion)
        return _grade_bid(question, answer)
    if kind == Kind.BID_DISCARD:
        assert isinstance(question, DealerDiscard)
        return _grade_laid(question, answer)
    assert isinstance(question, DiscardQuestion)
    thrown: list[Card] = parse_cards(" ".join(answer["thrown"]))
    graded = grade_discard(question.cards, question.dealer, thrown, players=question.players)
    return Outcome(graded.is_best, {}, graded, float(graded.points_given_up))


def _grade_bid(question: BidQuestion, answer: Mapping[str, Any]) -> Outcome:
    """Right is the best option or one the deals cannot tell from it. The grade is made the
    first time (as the analyzer makes it: webapp.calculators.bid) and read back from the
    answer after."""
    if "grade" in answer:
        graded = grade_from_dict(answer["grade"])
    else:
        graded, _ = graded_bid(question.situation)
    return _judged(question.topic.value, graded, answer["choice"])


def _grade_laid(question: DealerDiscard, answer: Mapping[str, Any]) -> Outcome:
    """The dealer's discard, graded once by grade_discard and read back after."""
    if "grade" in answer:
        graded = grade_from_dict(answer["grade"])
    else:
        graded, _ = graded_laid(question.situation, alone=question.alone)
    return _judged(question.topic.value, graded, answer["choice"])


def _judged(topic: str, graded: BidGrade, choice: str) -> Outcome:
    """A bidding answer judged against its grade, the grade kept so it is never made again."""
    chosen = graded.option(choice)
    right = graded.acceptable(chosen.action)
    lost = max(0.0, graded.best.points - chosen.points)
    return Outcome(right, {topic: right}, graded, lost, stored={"grade": grade_to_dict(graded)})


def _by_value(judged: Mapping[Category, bool]) -> dict[str, bool]:
    return {category.value: right for category, right in judged.items()}
