"""A learner's saved attempts as the engine's history: the deals they counted (what adaptive
counting deals from), their bidding questions (what adaptive bidding deals from), and the
questions of the quiz being dealt for."""

from __future__ import annotations

import json
from dataclasses import dataclass

from sqlalchemy import select

from scoring.cards import Card, parse_cards
from scoring.cribbage.hand import Category
from scoring.trainer import Attempt, BidAttempt, BidQuestion, Level
from scoring.trainer.mistakes import Drilled
from webapp.storage import get_session
from webapp.trainer import kinds, mistakes, quizzes
from webapp.trainer.kinds.bidding import Drill
from webapp.trainer.mistakes import Spot
from webapp.trainer.models import TrainerAttempt, TrainerQuiz

HISTORY_LIMIT = 500  # the latest attempts the adaptive mode looks at
CATEGORY_NAMES = frozenset(category.value for category in Category)


@dataclass(frozen=True)
class SavedHistory:
    """The kinds' History of this learner, read from the database only when a kind asks."""

    player_id: str
    quiz: TrainerQuiz | None = None

    def counted(self, *, cribs_only: bool) -> list[Attempt]:
        return history(self.player_id, cribs_only=cribs_only)

    def bids(self, kind: type[Drill]) -> list[BidAttempt]:
        return bid_history(self.player_id, kind)

    def asked_in_quiz(self) -> list[BidQuestion]:
        return [] if self.quiz is None else quizzes.questions_of(self.quiz)

    def mistakes(self) -> tuple[list[Spot], list[Drilled]]:
        return mistakes.spots(self.player_id), mistakes.drilled(self.player_id)


def history(player_id: str, *, cribs_only: bool = False) -> list[Attempt]:
    """The learner's latest counted deals as the engine's Attempts, newest first."""
    query = (
        select(TrainerAttempt)
        .where(TrainerAttempt.player_id == player_id, TrainerAttempt.kind.in_(kinds.COUNTED))
        .order_by(TrainerAttempt.when.desc(), TrainerAttempt.id.desc())
        .limit(HISTORY_LIMIT)
    )
    if cribs_only:
        query = query.where(TrainerAttempt.crib.is_(True))
    return [engine_attempt(row) for row in get_session().scalars(query)]


def bid_history(player_id: str, kind: type[Drill]) -> list[BidAttempt]:
    """The learner's latest bidding questions of `kind` as the engine's BidAttempts, newest
    first."""
    query = (
        select(TrainerAttempt)
        .where(TrainerAttempt.player_id == player_id, TrainerAttempt.kind == kind.name)
        .order_by(TrainerAttempt.when.desc(), TrainerAttempt.id.desc())
        .limit(HISTORY_LIMIT)
    )
    values = {topic.value for topic in kind.drills.topics}
    return [
        bid_attempt(row, kind)
        for row in get_session().scalars(query)
        if row.situation is not None and row.focus in values
    ]


def bid_attempt(row: TrainerAttempt, kind: type[Drill]) -> BidAttempt:
    situation = kind.situation_from_dict(json.loads(row.situation or "{}"))
    topic = kind.topic_of(row.focus or "")
    return BidAttempt(situation, topic, row.correct, row.when, row.review)


def engine_attempt(row: TrainerAttempt) -> Attempt:
    judged = {
        name: right
        for name, right in json.loads(row.correct_by_category).items()
        if name in CATEGORY_NAMES
    }
    return Attempt(
        hand=tuple(parse_cards(row.hand)),
        starter=Card.parse(row.starter or ""),
        crib=row.crib,
        correct_by_category=judged,
        correct=row.correct,
        when=row.when,
        seconds=row.seconds,
        level=None if row.level is None else Level(row.level),
        review=row.review,
    )
