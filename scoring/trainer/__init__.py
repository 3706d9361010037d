"""The counting trainer: check a learner's count or claims, deal drills by level and focus,
choose the next drill from their history, and quiz pegging, his heels, flushes and discards;
and the same adaptive choice and review for Euchre bidding questions (bidding.py).

Pure functions over the cribbage engine's results; nothing here stores anything.
"""

from scoring.trainer.adaptive import (
    Attempt,
    Review,
    due_reviews,
    next_drill,
    review_queue,
    suggested_level,
    weakness,
)
from scoring.trainer.bidding import (
    BID_EUCHRE,
    EUCHRE,
    BidAttempt,
    BidQuestion,
    BidReview,
    DealerDiscard,
    Drills,
    bid_reviews,
    follow_up,
    next_bid_question,
    topic_weakness,
)
from scoring.trainer.claims import (
    ClaimProblem,
    ClaimResult,
    Reveal,
    check_claim,
    check_claims,
    missed,
    reveal,
)
from scoring.trainer.counting import (
    AnswerError,
    CategoryVerdict,
    CountAnswer,
    CountCheck,
    check_count,
)
from scoring.trainer.discard import (
    DiscardGrade,
    DiscardQuestion,
    ThrowError,
    discard_question,
    grade_discard,
)
from scoring.trainer.drills import Drill, DrillError, Level, deal_drill, fits, level_of
from scoring.trainer.pegging import PeggingQuestion, pegging_question
from scoring.trainer.questions import Question, QuestionKind, flush_question, heels_question
from scoring.trainer.wording import LABELS, CategoryError, parse_category

__all__ = [
    "BID_EUCHRE",
    "EUCHRE",
    "LABELS",
    "AnswerError",
    "Attempt",
    "BidAttempt",
    "BidQuestion",
    "BidReview",
    "CategoryError",
    "CategoryVerdict",
    "ClaimProblem",
    "ClaimResult",
    "CountAnswer",
    "CountCheck",
    "DealerDiscard",
    "DiscardGrade",
    "DiscardQuestion",
    "Drill",
    "DrillError",
    "Drills",
    "Level",
    "PeggingQuestion",
    "Question",
    "QuestionKind",
    "Reveal",
    "Review",
    "ThrowError",
    "bid_reviews",
    "check_claim",
    "check_claims",
    "check_count",
    "deal_drill",
    "discard_question",
    "due_reviews",
    "fits",
    "flush_question",
    "follow_up",
    "grade_discard",
    "heels_question",
    "level_of",
    "missed",
    "next_bid_question",
    "next_drill",
    "parse_category",
    "pegging_question",
    "reveal",
    "review_queue",
    "suggested_level",
    "topic_weakness",
    "weakness",
]
