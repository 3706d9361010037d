"""What to practice next, for any game's questions: how weak the learner is in each category,
a focus drawn by weakness, and the review queue of missed questions (Leitner boxes).

An attempt is anything that says when it was made, whether it was right, and which categories
it judged (`correct_by_category`: a cribbage count judges fifteens, runs ...; a bidding
question judges its topic). Categories are any hashable values; a question is identified for
review by a key the caller gives (the deal, the bidding situation).

Weakness. For each category, a recency-weighted error rate over the attempts that judged
it, with a prior of 1 miss in 2 tries so that a new learner gets every category:

    weakness = (1 + sum of w over misses) / (2 + sum of w over attempts judging it)

where an attempt's weight w halves every WEAKNESS_HALF_LIFE attempts made since. A focus is
drawn with probability proportional to the weaknesses.

Review. A question answered wrong goes into box 1 and is due REVIEW_INTERVALS[0] (10 minutes)
after that attempt. Answered right when due, it moves up a box: box 2 is due a day later,
box 3 three days later; answered right when due in box 3, it leaves the queue. Answered wrong
at any time, it goes back to box 1, due 10 minutes later. Answering it right before it is
due does not move it.

Times are datetimes: use timezone-aware ones (UTC) throughout, as Python cannot compare
aware and naive datetimes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Generic, Protocol, TypeVar

__all__ = [
    "PRIOR_MISSES",
    "PRIOR_TRIES",
    "REVIEW_INTERVALS",
    "WEAKNESS_HALF_LIFE",
    "Boxed",
    "Judged",
    "Scheduled",
    "draw_focus",
    "due",
    "in_order",
    "review_queue",
    "weakness",
]

WEAKNESS_HALF_LIFE = 20  # attempts
PRIOR_MISSES = 1.0
PRIOR_TRIES = 2.0
REVIEW_INTERVALS = (timedelta(minutes=10), timedelta(days=1), timedelta(days=3))

K = TypeVar("K", bound=Hashable)


class Judged(Protocol[K]):
    """An attempt as the schedule sees it."""

    @property
    def when(self) -> datetime: ...

    @property
    def correct(self) -> bool: ...

    @property
    def correct_by_category(self) -> Mapping[K, bool]: ...


A = TypeVar("A", bound=Judged[Any])


def in_order(history: Iterable[A]) -> list[A]:
    """Attempts oldest first (a stable sort: attempts at the same moment keep their order)."""
    return sorted(history, key=lambda attempt: attempt.when)


def weakness(history: Iterable[Judged[K]], categories: Iterable[K]) -> dict[K, float]:
    """Each category's recency-weighted error rate with the prior: 0.5 with no history.
    Every one of `categories` is rated, and any other category an attempt judged."""
    misses = dict.fromkeys(categories, PRIOR_MISSES)
    tries = dict.fromkeys(misses, PRIOR_TRIES)
    attempts = sorted(history, key=lambda attempt: attempt.when)
    for age, attempt in enumerate(reversed(attempts)):
        weight = 0.5 ** (age / WEAKNESS_HALF_LIFE)
        for category, right in attempt.correct_by_category.items():
            tries[category] = tries.get(category, PRIOR_TRIES) + weight
            misses[category] = misses.get(category, PRIOR_MISSES) + (0.0 if right else weight)
    return {category: misses[category] / tries[category] for category in tries}


def draw_focus(weights: Mapping[K, float], rng: random.Random) -> K:
    """A category drawn with probability proportional to its weight (its weakness)."""
    categories = list(weights)
    return rng.choices(categories, weights=[weights[c] for c in categories])[0]


@dataclass(frozen=True, slots=True)
class Boxed(Generic[A]):
    """A missed question in the review queue: the latest attempt that missed it (which says
    what to ask again), its Leitner box (1 to 3), when it is due, and how many misses."""

    missed: A
    box: int
    due: datetime
    misses: int


def review_queue(
    history: Iterable[A],
    key: Callable[[A], Hashable],
    intervals: tuple[timedelta, ...] = REVIEW_INTERVALS,
) -> tuple[Boxed[A], ...]:
    """Every missed question still to be reviewed, soonest due first; `key` says which
    attempts are at the same question, `intervals` how long each box waits (one box a
    interval: a question leaves the queue answered right when due in the last)."""
    queue: dict[Hashable, Boxed[A]] = {}
    for attempt in in_order(history):
        question = key(attempt)
        boxed = queue.get(question)
        if not attempt.correct:
            misses = 1 if boxed is None else boxed.misses + 1
            queue[question] = Boxed(attempt, 1, attempt.when + intervals[0], misses)
        elif boxed is not None and attempt.when >= boxed.due:
            if boxed.box == len(intervals):
                del queue[question]
            else:
                next_due = attempt.when + intervals[boxed.box]
                queue[question] = Boxed(boxed.missed, boxed.box + 1, next_due, boxed.misses)
    # Sorting is stable: questions due at the same moment stay in the order first missed.
    return tuple(sorted(queue.values(), key=lambda boxed: boxed.due))


class Scheduled(Protocol):
    """A review in a queue, of whatever game: it is due at some time."""

    @property
    def due(self) -> datetime: ...


R = TypeVar("R", bound=Scheduled)


def due(queue: Iterable[R], now: datetime) -> tuple[R, ...]:
    """The reviews of a queue (soonest due first) due at `now`: most overdue first."""
    return tuple(review for review in queue if review.due <= now)
