"""Adaptive bidding drills: the next bidding question drills the topic this learner gets wrong
most, and questions they missed come back for review, on the trainer's schedule
(scoring.trainer.schedule) exactly as missed cribbage deals do. The same for each game with
bidding drills (Drills: Euchre's, EUCHRE; Bid Euchre's, BID_EUCHRE).

A bidding attempt judges one category, its topic (scoring.euchre.bidding.topics,
scoring.bideuchre.bidding.topics); the question reviewed is the situation itself (for Euchre
the cards, the seat, the round, the score and the rules; for Bid Euchre the bids before too).
In a quiz, topics already asked weigh less, so that ten questions range over the topics.
A dealer who picks the up-card up (or should have) is then asked which card to lay away.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from scoring.bideuchre.bidding import topics as bid_euchre_topics
from scoring.cards import Card
from scoring.euchre.bidding.situation import Situation
from scoring.euchre.bidding.topics import Topic, deal_question
from scoring.trainer import schedule

__all__ = [
    "BID_EUCHRE",
    "EUCHRE",
    "PICK_UPS",
    "QUIZ_REPEAT_WEIGHT",
    "BidAttempt",
    "BidQuestion",
    "BidReview",
    "DealerDiscard",
    "Drills",
    "bid_reviews",
    "follow_up",
    "next_bid_question",
    "topic_weakness",
]

PICK_UPS = ("order", "order_alone")  # the dealer's options that pick the up-card up

QUIZ_REPEAT_WEIGHT = 0.25  # a topic's weight is multiplied by this for each time already asked


@dataclass(frozen=True, slots=True)
class Drills:
    """One game's bidding drills: its `topics` (in the order they are listed) and how a
    question of a topic is dealt (`deal(topic, rng)`: the situation, hashable)."""

    topics: type[StrEnum]
    deal: Callable[[Any, random.Random], Hashable]


EUCHRE = Drills(Topic, deal_question)
BID_EUCHRE = Drills(bid_euchre_topics.Topic, bid_euchre_topics.deal_question)


@dataclass(frozen=True, slots=True)
class BidQuestion:
    """A bidding question to ask: the situation (Euchre's Situation, Bid Euchre's Question),
    the topic it drills, and whether it is a review of one missed before."""

    situation: Any  # Euchre's Situation, Bid Euchre's Question
    topic: Any  # the game's Topic
    review: bool = False


@dataclass(frozen=True, slots=True)
class DealerDiscard:
    """The follow-up to a dealer's pick-up: which of the six cards to lay away (`alone`: the
    dealer went alone). `situation` is the bidding question it follows."""

    situation: Situation
    alone: bool
    topic: Topic

    @property
    def six(self) -> list[Card]:
        return sorted([*self.situation.hand, self.situation.upcard])

    def options(self) -> list[str]:
        return [f"discard:{card}" for card in self.six]


def follow_up(question: BidQuestion, chosen: str, best: str) -> DealerDiscard | None:
    """The discard to ask after a bid: when the dealer picked the up-card up, or passed where
    picking it up was best (then as if they had: alone if that was best)."""
    situation = question.situation
    if not (situation.is_dealer and situation.round == 1):
        return None
    picked = chosen if chosen in PICK_UPS else best if best in PICK_UPS else None
    if picked is None:
        return None
    return DealerDiscard(situation, picked == "order_alone", question.topic)


@dataclass(frozen=True, slots=True)
class BidAttempt:
    """A bidding question answered: right (the best option, or one the grading cannot tell
    from it) or not, and when."""

    situation: Any
    topic: Any
    correct: bool
    when: datetime
    review: bool = False

    @property
    def correct_by_category(self) -> Mapping[Topic, bool]:
        return {self.topic: self.correct}


@dataclass(frozen=True, slots=True)
class BidReview:
    """A missed bidding question in the review queue: its Leitner box (1 to 3), when it is
    due, and how many times it was missed."""

    situation: Any
    topic: Any
    box: int
    due: datetime
    misses: int

    def question(self) -> BidQuestion:
        return BidQuestion(self.situation, self.topic, review=True)


def topic_weakness(
    history: Sequence[BidAttempt], topics: type[StrEnum] = Topic
) -> dict[Any, float]:
    """Each topic's recency-weighted error rate, with the trainer's prior (0.5 untried)."""
    return schedule.weakness(history, topics)


def bid_reviews(history: Sequence[BidAttempt]) -> tuple[BidReview, ...]:
    """Every missed question still to be reviewed, soonest due first."""
    return tuple(
        BidReview(boxed.missed.situation, boxed.missed.topic, boxed.box, boxed.due, boxed.misses)
        for boxed in schedule.review_queue(history, lambda attempt: attempt.situation)
    )


def next_bid_question(
    history: Sequence[BidAttempt],
    rng: random.Random,
    now: datetime,
    *,
    topic: Any = None,
    asked: Sequence[Any] = (),
    reviews: bool = True,
    drills: Drills = EUCHRE,
) -> BidQuestion:
    """The next question for this learner: a due review if any (of `topic`, when one is asked
    for; none when not `reviews`), else a new question of `topic`, or of a topic drawn by
    weakness. `asked` are the topics a quiz has asked so far: each weighs QUIZ_REPEAT_WEIGHT
    less for each time. `drills`: the game's (Euchre's unless given)."""
    due = schedule.due(bid_reviews(history), now) if reviews else ()
    for review in due:
        if topic is None or review.topic is topic:
            return review.question()
    if topic is None:
        weights = topic_weakness(history, drills.topics)
        for earlier in asked:
            weights[earlier] *= QUIZ_REPEAT_WEIGHT
        topic = schedule.draw_focus(weights, rng)
    return BidQuestion(drills.deal(topic, rng), topic)
