"""Adaptive practice: the next deal exercises what this learner gets wrong most, and deals
they missed come back for review at growing intervals (Leitner boxes).

Weakness and review follow the trainer's schedule (scoring.trainer.schedule): a deal's
categories are the scoring categories it judged, and a missed deal comes back for review in
10 minutes, then a day, then three days. The focus of a new drill is drawn by weakness; a due
review is dealt before any new drill, the most overdue first.

Level. Unless one is asked for, the level is the level of the learner's latest new deal
(reviews aside), one up after PROMOTE_STREAK (5) deals of that level in a row counted right,
one down when DEMOTE_MISSES (3) of the latest DEMOTE_WINDOW (5) deals of that level were
wrong.

Times are datetimes: use timezone-aware ones (UTC) throughout, as Python cannot compare
aware and naive datetimes.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from scoring.cards import Card, parse_cards
from scoring.cribbage.hand import Category, score_hand
from scoring.trainer import schedule
from scoring.trainer.drills import Drill, Level, deal_drill, level_of
from scoring.trainer.schedule import REVIEW_INTERVALS as REVIEW_INTERVALS  # the tests' too
from scoring.trainer.wording import parse_category

CRIB_SHARE = 0.25  # of new drills dealt as a crib, when not asked for
PROMOTE_STREAK = 5
DEMOTE_WINDOW = 5
DEMOTE_MISSES = 3


@dataclass(frozen=True, slots=True)
class Attempt:
    """One deal counted by the learner: which categories they got right, overall, when, and
    (with the timer on) how many seconds a correct count took.

    `level` is the level the deal was dealt for (None: the deal's own level) and `review`
    marks a review deal; from_drill() fills both from the Drill.
    """

    hand: tuple[Card, ...]
    starter: Card
    crib: bool
    correct_by_category: Mapping[Category, bool]
    correct: bool
    when: datetime
    seconds: float | None = None
    level: Level | None = None
    review: bool = False

    def __post_init__(self) -> None:
        # Category names are read too ("nobs"), so the mapping can come from a form or JSON.
        judged = {
            parse_category(key): bool(right) for key, right in self.correct_by_category.items()
        }
        object.__setattr__(self, "correct_by_category", judged)
        object.__setattr__(self, "hand", tuple(self.hand))
        if self.level is not None:
            object.__setattr__(self, "level", Level(self.level))

    @classmethod
    def from_drill(
        cls,
        drill: Drill,
        correct_by_category: Mapping[Category, bool],
        correct: bool,
        when: datetime,
        seconds: float | None = None,
    ) -> Attempt:
        """The attempt at a drill: pass CountCheck.correct_by_category() and .correct, or
        Reveal's, for the learner's answer."""
        return cls(
            drill.hand,
            drill.starter,
            drill.crib,
            correct_by_category,
            correct,
            when,
            seconds,
            level=drill.level,
            review=drill.review,
        )

    @property
    def deal(self) -> tuple[frozenset[Card], Card, bool]:
        """What identifies the deal, whatever order the hand is in."""
        return frozenset(self.hand), self.starter, self.crib

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": [str(card) for card in self.hand],
            "starter": str(self.starter),
            "crib": self.crib,
            "correct_by_category": {
                category.value: right for category, right in self.correct_by_category.items()
            },
            "correct": self.correct,
            "when": self.when.isoformat(),
            "seconds": self.seconds,
            "level": None if self.level is None else self.level.value,
            "review": self.review,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Attempt:
        return cls(
            hand=tuple(parse_cards(" ".join(data["hand"]))),
            starter=Card.parse(data["starter"]),
            crib=bool(data["crib"]),
            correct_by_category=dict(data["correct_by_category"]),
            correct=bool(data["correct"]),
            when=datetime.fromisoformat(data["when"]),
            seconds=data.get("seconds"),
            level=data.get("level"),
            review=bool(data.get("review", False)),
        )


def weakness(history: Sequence[Attempt]) -> dict[Category, float]:
    """Each category's recency-weighted error rate with the prior: 0.5 with no history."""
    return schedule.weakness(history, Category)


@dataclass(frozen=True, slots=True)
class Review:
    """A missed deal in the review queue: its Leitner box (1 to 3), when it is due, and how
    many times it was counted wrong."""

    hand: tuple[Card, ...]
    starter: Card
    crib: bool
    box: int
    due: datetime
    misses: int

    def drill(self) -> Drill:
        """The deal as a drill to count again, at the deal's own level."""
        score = score_hand(self.hand, self.starter, crib=self.crib)
        return Drill(self.hand, self.starter, self.crib, level_of(score), None, review=True)


def review_queue(history: Sequence[Attempt]) -> tuple[Review, ...]:
    """Every missed deal still to be reviewed, soonest due first."""
    return tuple(
        Review(
            tuple(sorted(boxed.missed.hand)),
            boxed.missed.starter,
            boxed.missed.crib,
            boxed.box,
            boxed.due,
            boxed.misses,
        )
        for boxed in schedule.review_queue(history, lambda attempt: attempt.deal)
    )


def due_reviews(history: Sequence[Attempt], now: datetime) -> tuple[Review, ...]:
    """The reviews due at `now`, most overdue first."""
    return schedule.due(review_queue(history), now)


def suggested_level(history: Sequence[Attempt]) -> Level:
    """The level of the latest new deal, one up after a streak, one down after misses.

    Reviews are left out: a deal missed long ago comes back at its own level.
    """
    recent = [a for a in schedule.in_order(history) if not a.review][
        -(PROMOTE_STREAK + DEMOTE_WINDOW) :
    ]
    if not recent:
        return Level.BEGINNER
    levels = [_level(attempt) for attempt in recent]
    current = levels[-1]
    streak = 0
    for attempt, level in zip(reversed(recent), reversed(levels), strict=True):
        if level != current or not attempt.correct:
            break
        streak += 1
    if streak >= PROMOTE_STREAK:
        return current.harder
    at_level = [a for a, level in zip(recent, levels, strict=True) if level == current]
    if sum(not a.correct for a in at_level[-DEMOTE_WINDOW:]) >= DEMOTE_MISSES:
        return current.easier
    return current


def next_drill(
    history: Sequence[Attempt],
    rng: random.Random,
    now: datetime,
    *,
    level: Level | None = None,
    crib: bool | None = None,
) -> Drill:
    """The next deal for this learner: a due review if any, else a new drill whose focus is
    drawn by weakness. `level` and `crib` default to suggested_level() and a CRIB_SHARE
    chance of a crib."""
    due = due_reviews(history, now)
    if due:
        return due[0].drill()
    chosen = suggested_level(history) if level is None else Level(level)
    as_crib = rng.random() < CRIB_SHARE if crib is None else crib
    focus = schedule.draw_focus(weakness(history), rng)
    return deal_drill(rng, level=chosen, focus=focus, crib=as_crib)


def _level(attempt: Attempt) -> Level:
    if attempt.level is not None:
        return attempt.level
    return level_of(score_hand(attempt.hand, attempt.starter, crib=attempt.crib))
