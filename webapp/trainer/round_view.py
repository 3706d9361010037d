"""What a round's page shows: its question (of its kind, which names the template), the claims
so far, and once answered the graded outcome, the time taken and what is asked next."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property
from typing import Any

from scoring.trainer import ClaimResult
from webapp.models import utc_now
from webapp.trainer import kinds, quizzes, rounds
from webapp.trainer.grading import Outcome
from webapp.trainer.models import TrainerAttempt, TrainerRound


@dataclass(frozen=True)
class RoundView:
    """A round as the page shows it: the question, the claims so far, and once answered the
    graded outcome and the saved attempt."""

    round: TrainerRound
    attempt: TrainerAttempt | None
    quiz: quizzes.QuizPlace | None = None
    # A bid the dealer picked up (or should have): the discard asked next, once dealt.
    follow_up: TrainerRound | None = None

    @cached_property
    def kind(self) -> kinds.Kind[object]:
        """The question, of its kind: its template, and what else its page shows."""
        return rounds.question_of(self.round)

    @property
    def question(self) -> object:
        """The engine's question (a Drill, a BidQuestion, ...), as the kind's template reads it."""
        return self.kind.question

    @property
    def pending_follow_up(self) -> bool:
        """Whether a question is asked next, before any other."""
        return self.follow_up is not None and self.follow_up.answered_at is None

    @cached_property
    def stored_claims(self) -> list[dict[str, Any]]:
        return rounds.claims_of(self.round)

    @cached_property
    def claims(self) -> tuple[ClaimResult, ...]:
        return self.kind.claim_results(self.stored_claims)

    @property
    def points_found(self) -> int:
        return sum(claim.points for claim in self.claims)

    @property
    def answered(self) -> bool:
        return self.round.answered_at is not None

    @cached_property
    def answer(self) -> dict[str, Any] | None:
        return None if self.round.answer is None else json.loads(self.round.answer)

    @cached_property
    def outcome(self) -> Outcome | None:
        if self.answer is None:
            return None
        return self.kind.grade(self.answer, self.stored_claims)

    @property
    def seconds(self) -> float | None:
        return None if self.attempt is None else self.attempt.seconds

    def elapsed(self, now: datetime | None = None) -> float:
        """Seconds since the round was dealt (for the timer shown while answering)."""
        return ((now or utc_now()) - self.round.started_at).total_seconds()


def view(trainer_round: TrainerRound) -> RoundView:
    """The round as its page shows it, with its attempt, its place in a quiz, and the round
    its answer asked next."""
    return RoundView(
        trainer_round,
        rounds.attempt_of(trainer_round),
        quizzes.place(trainer_round),
        rounds.follow_up_of(trainer_round),
    )
