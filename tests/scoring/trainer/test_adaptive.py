"""Adaptive mode: focus follows the learner's mistakes; missed deals come back when due."""

import random
from collections import Counter
from datetime import UTC, datetime, timedelta

import pytest

from scoring.cards import parse_cards
from scoring.cribbage import Category
from scoring.trainer import (
    Attempt,
    Drill,
    Level,
    deal_drill,
    due_reviews,
    next_drill,
    review_queue,
    suggested_level,
    weakness,
)
from scoring.trainer.adaptive import REVIEW_INTERVALS

T0 = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)
MINUTE = timedelta(minutes=1)
DAY = timedelta(days=1)


def attempt(hand, starter, when, *, correct=True, wrong=(), crib=False, level=None, review=False):
    judged = {category: category not in wrong for category in Category}
    return Attempt(
        tuple(parse_cards(hand)),
        parse_cards(starter)[0],
        crib,
        judged,
        correct and not wrong,
        when,
        seconds=12.5,
        level=level,
        review=review,
    )


def drills_of(level, n, seed=0):
    rng = random.Random(seed)
    return [deal_drill(rng, level=level) for _ in range(n)]


def test_a_new_learner_gets_every_category():
    assert weakness([]) == dict.fromkeys(Category, 0.5)
    foci = Counter(next_drill([], random.Random(seed), T0).focus for seed in range(200))
    assert set(foci) == set(Category)
    assert min(foci.values()) > 20


def test_many_nobs_mistakes_give_mostly_nobs_drills():
    history = [
        attempt(
            "5H 6C 7D JS",
            "2S",
            T0 + i * MINUTE,
            wrong=(Category.NOBS,) if i % 3 else (),
        )
        for i in range(30)
    ]
    weak = weakness(history)
    assert max(weak, key=weak.get) == Category.NOBS
    assert weak[Category.NOBS] > 0.6 > 0.1 > weak[Category.FIFTEEN]
    # Before any review is due, so every drill is a new one.
    now = history[-1].when + MINUTE
    assert due_reviews(history, now) == ()
    rng = random.Random(7)
    drills = [next_drill(history, rng, now) for _ in range(200)]
    foci = Counter(drill.focus for drill in drills)
    assert foci[Category.NOBS] > 120  # about 4 in 5
    assert foci.most_common(1)[0][0] == Category.NOBS
    for drill in drills:
        if drill.focus == Category.NOBS:
            assert any(item.category == Category.NOBS for item in drill.score().items)


def test_recent_attempts_weigh_more():
    def runs_history(mistakes_first):
        """20 attempts with the runs wrong and 20 with them right, in one order or the other."""
        history = []
        for i in range(40):
            wrong = (Category.RUN,) if (i < 20) == mistakes_first else ()
            history.append(attempt("5H 6C 7D JS", "2S", T0 + i * MINUTE, wrong=wrong))
        return history

    mended = weakness(runs_history(mistakes_first=True))[Category.RUN]
    slipping = weakness(runs_history(mistakes_first=False))[Category.RUN]
    # The same 20 mistakes in 40 attempts: older mistakes weigh less.
    assert mended < 0.5 < slipping
    # The order given does not matter, only `when`.
    history = runs_history(mistakes_first=True)
    assert weakness(history[::-1]) == weakness(history)


def test_a_missed_deal_comes_back_when_due_and_not_before():
    missed = attempt("5H 5C JD 7S", "2H", T0, wrong=(Category.FIFTEEN,))
    history = [missed]
    (review,) = review_queue(history)
    assert review.box == 1
    assert review.due == T0 + REVIEW_INTERVALS[0] == T0 + 10 * MINUTE
    assert review.misses == 1
    assert due_reviews(history, T0 + 9 * MINUTE) == ()
    not_yet = next_drill(history, random.Random(1), T0 + 9 * MINUTE)
    assert not not_yet.review
    assert due_reviews(history, T0 + 10 * MINUTE) == (review,)
    drill = next_drill(history, random.Random(1), T0 + 10 * MINUTE)
    assert drill.review
    assert set(drill.hand) == set(missed.hand)
    assert drill.starter == missed.starter
    assert drill.crib is False
    assert drill.focus is None


def test_a_correct_review_moves_up_the_boxes_and_then_leaves_the_queue():
    hand, starter = "5H 5C JD 7S", "2H"
    history = [attempt(hand, starter, T0, wrong=(Category.PAIR,))]
    when = T0 + 10 * MINUTE
    for box, interval in enumerate(REVIEW_INTERVALS[1:], start=2):
        history.append(attempt(hand, starter, when))
        (review,) = review_queue(history)
        assert review.box == box
        assert review.due == when + interval
        assert due_reviews(history, when + interval - MINUTE) == ()
        when += interval
    history.append(attempt(hand, starter, when))
    assert review_queue(history) == ()
    assert due_reviews(history, when + 30 * DAY) == ()


def test_a_correct_recount_leaves_the_due_list():
    hand, starter = "5H 5C JD 7S", "2H"
    history = [
        attempt(hand, starter, T0, wrong=(Category.PAIR,)),
        attempt(hand, starter, T0 + 15 * MINUTE),
    ]
    assert due_reviews(history, T0 + 16 * MINUTE) == ()
    assert not next_drill(history, random.Random(2), T0 + 16 * MINUTE).review


def test_counting_it_right_before_it_is_due_does_not_count():
    hand, starter = "5H 5C JD 7S", "2H"
    history = [
        attempt(hand, starter, T0, wrong=(Category.PAIR,)),
        attempt(hand, starter, T0 + 2 * MINUTE),  # straight after: too early
    ]
    (review,) = review_queue(history)
    assert review.box == 1
    assert due_reviews(history, T0 + 10 * MINUTE) == (review,)


def test_a_miss_in_a_later_box_starts_over():
    hand, starter = "5H 5C JD 7S", "2H"
    history = [
        attempt(hand, starter, T0, wrong=(Category.PAIR,)),
        attempt(hand, starter, T0 + 10 * MINUTE),
        attempt(hand, starter, T0 + DAY + 10 * MINUTE, wrong=(Category.FIFTEEN,)),
    ]
    (review,) = review_queue(history)
    assert review.box == 1
    assert review.misses == 2
    assert review.due == T0 + DAY + 20 * MINUTE


def test_the_deal_is_the_same_whatever_the_order_of_the_hand():
    history = [
        attempt("5H 5C JD 7S", "2H", T0, wrong=(Category.PAIR,)),
        attempt("7S JD 5C 5H", "2H", T0 + 10 * MINUTE),
    ]
    assert review_queue(history)[0].box == 2
    # A crib of the same cards is another deal.
    crib = attempt("5H 5C JD 7S", "2H", T0 + 11 * MINUTE, crib=True, wrong=(Category.PAIR,))
    assert len(review_queue([*history, crib])) == 2


def test_the_most_overdue_review_comes_first():
    history = [
        attempt("5H 5C JD 7S", "2H", T0, wrong=(Category.PAIR,)),
        attempt("AH 2C 3D 9S", "KC", T0 + MINUTE, wrong=(Category.RUN,)),
    ]
    first, second = due_reviews(history, T0 + DAY)
    assert first.due < second.due
    assert set(next_drill(history, random.Random(0), T0 + DAY).hand) == set(first.hand)


def test_level_goes_up_after_a_streak_and_down_after_misses():
    assert suggested_level([]) == Level.BEGINNER
    streak = [
        Attempt.from_drill(drill, dict.fromkeys(Category, True), True, T0 + i * MINUTE)
        for i, drill in enumerate(drills_of(Level.INTERMEDIATE, 5))
    ]
    assert suggested_level(streak[:4]) == Level.INTERMEDIATE
    assert suggested_level(streak) == Level.ADVANCED
    misses = [
        Attempt.from_drill(drill, {Category.FIFTEEN: False}, False, T0 + (10 + i) * MINUTE)
        for i, drill in enumerate(drills_of(Level.ADVANCED, 3, seed=1))
    ]
    assert suggested_level([*streak, *misses[:2]]) == Level.ADVANCED
    assert suggested_level([*streak, *misses]) == Level.INTERMEDIATE
    # A review of an easy deal does not pull the level down.
    review = attempt("AH 3C 7D 9S", "KC", T0 + DAY, review=True)
    assert suggested_level([*streak, review]) == Level.ADVANCED
    assert next_drill(streak, random.Random(0), T0 + DAY).level == Level.ADVANCED


def test_asked_for_level_and_crib_are_kept():
    for seed in range(20):
        drill = next_drill([], random.Random(seed), T0, level=Level.EXPERT, crib=True)
        assert drill.level == Level.EXPERT
        assert drill.crib
        assert drill.focus is not None


def test_next_drill_is_deterministic():
    history = [
        attempt("5H 6C 7D JS", "2S", T0 + i * MINUTE, wrong=(Category.RUN,)) for i in range(5)
    ]
    now = T0 + 6 * MINUTE
    assert next_drill(history, random.Random(9), now) == next_drill(history, random.Random(9), now)


def test_attempts_round_trip_through_json_data():
    drill = deal_drill(random.Random(4), level=Level.ADVANCED, focus=Category.RUN, crib=True)
    made = Attempt.from_drill(drill, {"run": False, "fifteen": True}, False, T0, seconds=31.0)
    assert made.correct_by_category == {Category.RUN: False, Category.FIFTEEN: True}
    assert made.level == Level.ADVANCED
    assert Attempt.from_dict(made.to_dict()) == made
    assert Drill.from_dict(drill.to_dict()) == drill


def test_naive_and_aware_times_do_not_mix():
    history = [attempt("5H 5C JD 7S", "2H", T0, wrong=(Category.PAIR,))]
    with pytest.raises(TypeError):
        due_reviews(history, datetime(2025, 3, 2))
