"""Quizzes: QUIZ_SIZE bidding questions in a row, chosen by weakness across the topics, then a
summary: how many were the best bid, also fine, or mistakes, the points lost against the best
bids, each topic's result, and a link to every question's feedback."""

from __future__ import annotations

import json
import secrets
from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property
from typing import Any

from sqlalchemy import func, select
from werkzeug.exceptions import NotFound

from scoring.trainer import BidQuestion
from scoring.verdicts import BEST, ERRORS, NAMES
from webapp.models import utc_now
from webapp.players import current_player_id
from webapp.storage import get_session
from webapp.trainer.kinds import DRILLS, Drill
from webapp.trainer.models import TrainerQuiz, TrainerRound
from webapp.trainer.questions import QUIZ_SIZE, TOPIC_NAMES, Mode


class QuizNotFound(NotFound):
    """No such quiz, or another learner's: one answer for both, so an id reveals nothing."""

    carried = True  # the error page says how to bring it from the browser that has it
    title = "Quiz not found"
    description = (
        "There is no quiz of yours at this address. Quizzes stay with the profile they were "
        "taken with; the link may be from another browser, mistyped, or old."
    )


@dataclass(frozen=True)
class QuizPlace:
    """Where a round stands in its quiz: its number, how many are answered, of how many."""

    quiz: TrainerQuiz
    number: int
    answered: int

    @property
    def size(self) -> int:
        return self.quiz.size

    @property
    def finished(self) -> bool:
        return self.quiz.finished_at is not None


def open_quiz(player_id: str, mode: Mode) -> TrainerQuiz | None:
    """The learner's latest quiz of `mode` not yet finished, if any."""
    query = (
        select(TrainerQuiz)
        .where(
            TrainerQuiz.player_id == player_id,
            TrainerQuiz.mode == mode.value,
            TrainerQuiz.finished_at.is_(None),
        )
        .order_by(TrainerQuiz.started_at.desc())
    )
    return get_session().scalars(query).first()


def open_round(player_id: str, mode: Mode) -> TrainerRound | None:
    """The question the learner's open quiz of `mode` is waiting on, if any."""
    quiz = open_quiz(player_id, mode)
    if quiz is None:
        return None
    query = (
        select(TrainerRound)
        .where(TrainerRound.quiz_id == quiz.id, TrainerRound.answered_at.is_(None))
        .order_by(TrainerRound.started_at.desc())
    )
    return get_session().scalars(query).first()


def current(player_id: str, mode: Mode) -> TrainerQuiz:
    """The learner's open quiz of `mode`, or a new one (added to the session, committed with
    its first round)."""
    quiz = open_quiz(player_id, mode)
    if quiz is None:
        quiz = TrainerQuiz(
            id=secrets.token_urlsafe(16),
            player_id=player_id,
            mode=mode.value,
            size=QUIZ_SIZE,
            started_at=utc_now(),
        )
        get_session().add(quiz)
    return quiz


def rounds_of(quiz_id: str) -> list[TrainerRound]:
    query = (
        select(TrainerRound)
        .where(TrainerRound.quiz_id == quiz_id)
        .order_by(TrainerRound.started_at, TrainerRound.id)
    )
    return list(get_session().scalars(query))


def kind_of(quiz: TrainerQuiz) -> type[Drill]:
    """The kind of question a quiz asks: its mode's."""
    return DRILLS[Mode(quiz.mode)]


def questions_of(quiz: TrainerQuiz) -> list[BidQuestion]:
    """The questions a quiz has asked so far (answered or not)."""
    kind = kind_of(quiz)
    return [
        kind.from_json(trainer_round.question).question
        for trainer_round in rounds_of(quiz.id)
        if trainer_round.kind == kind.name
    ]


def _answered(quiz: TrainerQuiz) -> int:
    """The quiz's questions answered (a dealer's discard that follows a bid aside)."""
    query = select(func.count()).where(
        TrainerRound.quiz_id == quiz.id,
        TrainerRound.kind == kind_of(quiz).name,
        TrainerRound.answered_at.is_not(None),
    )
    return int(get_session().scalar(query) or 0)


def place(trainer_round: TrainerRound) -> QuizPlace | None:
    """Where a round stands in its quiz; None for a round of no quiz. An answered round is
    numbered by the order of the answers; an open one comes after every answered one."""
    if trainer_round.quiz_id is None:
        return None
    db = get_session()
    quiz = db.get(TrainerQuiz, trainer_round.quiz_id)
    if quiz is None:
        return None
    answered = _answered(quiz)
    if trainer_round.answered_at is None:
        return QuizPlace(quiz, min(answered + 1, quiz.size), answered)
    before = select(func.count()).where(
        TrainerRound.quiz_id == quiz.id,
        TrainerRound.kind == kind_of(quiz).name,
        TrainerRound.answered_at.is_not(None),
        TrainerRound.answered_at <= trainer_round.answered_at,
    )
    return QuizPlace(quiz, int(db.scalar(before) or 0), answered)


def finish_if_complete(quiz_id: str, now: datetime) -> None:
    """Mark the quiz finished once it has its number of answers (in the caller's commit)."""
    db = get_session()
    quiz = db.get(TrainerQuiz, quiz_id)
    if quiz is not None and quiz.finished_at is None and _answered(quiz) >= quiz.size:
        quiz.finished_at = now


def load(quiz_id: str) -> TrainerQuiz:
    """This learner's quiz with this id; QuizNotFound otherwise."""
    player_id = current_player_id()
    found = None
    if player_id is not None:
        query = select(TrainerQuiz).where(
            TrainerQuiz.id == quiz_id, TrainerQuiz.player_id == player_id
        )
        found = get_session().scalars(query).first()
    if found is None:
        raise QuizNotFound()
    return found


VERDICT_NAMES = {**NAMES, BEST: "The best bid"}
VERDICT_NAMES = {verdict: name[:1].upper() + name[1:] for verdict, name in VERDICT_NAMES.items()}


@dataclass(frozen=True)
class QuizItem:
    """One answered question of a quiz, for its summary; `kind` asked it."""

    round_id: str
    number: int
    question: BidQuestion
    grade: Any
    chosen: str
    kind: type[Drill]

    @cached_property
    def verdict(self) -> str:
        """The grade's own verdict on the choice (scoring.verdicts' tiers)."""
        return self.kind.verdict(self.grade, self.chosen)

    @property
    def chosen_label(self) -> str:
        return str(self.grade.option(self.chosen).label)

    @property
    def points_lost(self) -> float:
        """Points a hand given up against the best bid (none for a bid that has more)."""
        return max(0.0, float(self.grade.best.points - self.grade.option(self.chosen).points))

    @property
    def topic_name(self) -> str:
        return str(TOPIC_NAMES[self.question.topic])


@dataclass(frozen=True)
class TopicResult:
    """A topic's questions in a quiz: how many, how many right (best or also fine), and the
    points lost."""

    topic: Any
    total: int
    right: int
    points_lost: float

    @property
    def name(self) -> str:
        return str(TOPIC_NAMES[self.topic])


@dataclass(frozen=True)
class QuizSummary:
    quiz: TrainerQuiz
    items: tuple[QuizItem, ...]
    open_round_id: str | None

    @property
    def mode(self) -> Mode:
        return Mode(self.quiz.mode)

    @property
    def finished(self) -> bool:
        return self.quiz.finished_at is not None

    def count(self, verdict: str) -> int:
        return sum(item.verdict == verdict for item in self.items)

    @property
    def points_lost(self) -> float:
        return sum(item.points_lost for item in self.items)

    @property
    def topics(self) -> tuple[TopicResult, ...]:
        by_topic: dict[Any, list[QuizItem]] = defaultdict(list)
        for item in self.items:
            by_topic[item.question.topic].append(item)
        order = list(kind_of(self.quiz).drills.topics)
        return tuple(
            TopicResult(
                topic,
                len(items),
                sum(item.verdict not in ERRORS for item in items),
                sum(item.points_lost for item in items),
            )
            for topic, items in sorted(by_topic.items(), key=lambda pair: order.index(pair[0]))
        )


def summary(quiz: TrainerQuiz) -> QuizSummary:
    """A quiz's answered questions in the order answered, each with its stored grade."""
    rounds = rounds_of(quiz.id)
    kind = kind_of(quiz)
    answered = sorted(
        (r for r in rounds if r.answered_at is not None and r.kind == kind.name),
        key=lambda r: (r.answered_at, r.id),
    )
    items = []
    for number, trainer_round in enumerate(answered, start=1):
        question = kind.from_json(trainer_round.question).question
        answer = json.loads(trainer_round.answer or "{}")
        if "grade" not in answer:
            continue
        grade = kind.grade_from_dict(answer["grade"])
        chosen = answer["choice"]
        items.append(QuizItem(trainer_round.id, number, question, grade, chosen, kind))
    waiting = [r.id for r in rounds if r.answered_at is None]
    open_id = waiting[-1] if waiting and quiz.finished_at is None else None
    return QuizSummary(quiz, tuple(items), open_id)
