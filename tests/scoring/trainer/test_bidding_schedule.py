"""The trainer's schedule over any categories, and bidding drills on it: topics by weakness,
missed questions back for review at the same Leitner intervals as cribbage deals."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from scoring.euchre.bidding.topics import Topic, deal_question
from scoring.trainer import (
    BidAttempt,
    bid_reviews,
    next_bid_question,
    topic_weakness,
)
from scoring.trainer.schedule import REVIEW_INTERVALS, draw_focus, due, review_queue, weakness

T0 = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
SECOND = timedelta(seconds=1)
MINUTE = timedelta(minutes=1)
DAY = timedelta(days=1)


@dataclass(frozen=True)
class Flashcard:
    """An attempt of some other kind: the schedule needs only these three things."""

    word: str
    correct: bool
    when: datetime

    @property
    def correct_by_category(self):
        return {self.word[0]: self.correct}


def test_the_schedule_works_on_any_categories_and_keys():
    history = [
        Flashcard("apple", False, T0),
        Flashcard("avocado", False, T0 + MINUTE),
        Flashcard("banana", True, T0 + 2 * MINUTE),
    ]
    weak = weakness(history, "abc")
    assert weak["a"] > weak["c"] == 0.5 > weak["b"]
    # A category judged but not listed is rated too.
    assert "z" in weakness([Flashcard("zebra", False, T0)], "ab")
    queue = review_queue(history, key=lambda card: card.word)
    assert [boxed.missed.word for boxed in queue] == ["apple", "avocado"]
    assert queue[0].due == T0 + REVIEW_INTERVALS[0]
    assert due(queue, T0 + 10 * MINUTE) == queue[:1]
    assert Counter(draw_focus({"x": 1.0, "y": 0.0}, random.Random(s)) for s in range(20)) == {
        "x": 20
    }


def situation(topic: Topic, seed: int):
    return deal_question(topic, random.Random(seed))


def attempt(topic: Topic, seed: int, when: datetime, correct: bool, review=False) -> BidAttempt:
    return BidAttempt(situation(topic, seed), topic, correct, when, review)


def test_a_new_learner_gets_every_topic():
    assert topic_weakness([]) == dict.fromkeys(Topic, 0.5)
    topics = Counter(next_bid_question([], random.Random(s), T0).topic for s in range(300))
    assert set(topics) == set(Topic)


def test_the_topic_missed_most_is_drilled_most():
    history = [
        attempt(Topic.STICK if i % 2 else Topic.FIRST_SEAT, i, T0 + i * SECOND, i % 2 == 0)
        for i in range(30)
    ]
    weak = topic_weakness(history)
    assert max(weak, key=weak.get) is Topic.STICK
    assert weak[Topic.FIRST_SEAT] < 0.5 < weak[Topic.STICK]
    now = history[-1].when + SECOND  # no review due yet
    rng = random.Random(4)
    questions = [next_bid_question(history, rng, now) for _ in range(200)]
    assert not any(q.review for q in questions)
    topics = Counter(q.topic for q in questions)
    assert topics.most_common(1)[0][0] is Topic.STICK
    for q in questions:
        if q.topic is Topic.STICK:
            assert q.situation.stuck


def test_a_missed_question_comes_back_when_due_and_moves_up_the_boxes():
    missed = attempt(Topic.DEALER, 1, T0, correct=False)
    history = [missed]
    (review,) = bid_reviews(history)
    assert (review.box, review.due, review.misses) == (1, T0 + 10 * MINUTE, 1)
    assert not next_bid_question(history, random.Random(0), T0 + 9 * MINUTE).review
    again = next_bid_question(history, random.Random(0), T0 + 10 * MINUTE)
    assert again.review
    assert (again.situation, again.topic) == (missed.situation, Topic.DEALER)
    # Right when due: a day later, then three days, then done; as cribbage deals.
    when = T0 + 10 * MINUTE
    for box, interval in enumerate(REVIEW_INTERVALS[1:], start=2):
        history.append(BidAttempt(missed.situation, Topic.DEALER, True, when, review=True))
        (review,) = bid_reviews(history)
        assert (review.box, review.due) == (box, when + interval)
        when += interval
    history.append(BidAttempt(missed.situation, Topic.DEALER, True, when, review=True))
    assert bid_reviews(history) == ()


def test_a_miss_in_a_later_box_starts_over():
    first = attempt(Topic.LONER, 2, T0, correct=False)
    history = [
        first,
        BidAttempt(first.situation, Topic.LONER, True, T0 + 10 * MINUTE, review=True),
        BidAttempt(first.situation, Topic.LONER, False, T0 + DAY + 11 * MINUTE, review=True),
    ]
    (review,) = bid_reviews(history)
    assert (review.box, review.misses) == (1, 2)


def test_a_topic_asked_for_reviews_only_its_own_and_deals_only_itself():
    history = [attempt(Topic.DEALER, 1, T0, False), attempt(Topic.NEXT, 2, T0 + MINUTE, False)]
    later = T0 + DAY
    assert next_bid_question(history, random.Random(0), later).topic is Topic.DEALER
    nexts = next_bid_question(history, random.Random(0), later, topic=Topic.NEXT)
    assert nexts.review and nexts.topic is Topic.NEXT
    fresh = next_bid_question(history, random.Random(0), later, topic=Topic.STICK)
    assert not fresh.review and fresh.topic is Topic.STICK
    assert not next_bid_question(history, random.Random(0), later, reviews=False).review


def test_a_quiz_ranges_over_the_topics():
    asked: list[Topic] = []
    rng = random.Random(11)
    for _ in range(10):
        asked.append(next_bid_question([], rng, T0, asked=asked).topic)
    assert len(set(asked)) >= 6
    assert max(Counter(asked).values()) <= 3


def test_the_next_question_replays_from_its_seed():
    history = [attempt(Topic.THIRD_SEAT, i, T0 + i * MINUTE, i % 3 == 0) for i in range(6)]
    now = T0 + 7 * MINUTE
    assert next_bid_question(history, random.Random(9), now) == next_bid_question(
        history, random.Random(9), now
    )
