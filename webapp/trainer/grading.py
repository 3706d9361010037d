"""What reading and grading an answer give back, whatever its kind: the graded Outcome, or the
problems with an answer or claim that cannot be taken, said so the learner can act on them."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from scoring.engine import ExplainedError
from scoring.euchre.bidding import BidGrade
from scoring.trainer import CountCheck, DiscardGrade, Reveal
from webapp.coach import ShownHint


class FormProblem(ExplainedError):
    """An answer that cannot be graded yet: what is wrong, keyed by form field."""

    def __init__(self, errors: dict[str, str]) -> None:
        super().__init__("; ".join(errors.values()))
        self.errors = errors


class NotClaimable(ExplainedError):
    """A claim on a round that is not find-them-all (claims are that mode's answers)."""

    def __init__(self) -> None:
        super().__init__(
            "claims are made one at a time only in Find them all; answer this question "
            "with its own form"
        )


class NothingToAsk(ExplainedError):
    """A mode with no question to ask now (no mistakes of yours to practice yet)."""


@dataclass(frozen=True)
class Outcome:
    """A graded answer: right or not, per category, and the engine's explanation object
    (CountCheck, Reveal, DiscardGrade, BidGrade, a mistake's ShownHint; None for the quizzes,
    whose question explains). `stored` is what the grading adds to the answer stored with the
    round."""

    correct: bool
    correct_by_category: dict[str, bool] = field(default_factory=dict)
    check: CountCheck | Reveal | DiscardGrade | BidGrade | ShownHint | None = None
    points_given_up: float | None = None
    stored: dict[str, Any] = field(default_factory=dict)
