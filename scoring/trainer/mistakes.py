"""Your own mistakes as drills: what to ask next among the positions where a finished game's
review found a mistake of yours, for any game, by the trainer's schedule (schedule.py).

A position is a miss the moment the game is over: it enters the review queue in box 1, due at
once. Answered right (a move the evaluator does not call a mistake), it moves to box 2, due a
day later; answered right again when due, it retires: right twice in a row, a day apart.
Answered wrong, it goes back to box 1. Among the positions due, the next is drawn from a
category (the game and the kind of decision: "cribbage discard") by the learner's weakness in
it, the soonest due first within it; when none is due, the soonest due of all (answering it
early does not move it up a box).
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from scoring.trainer import schedule

# Box 1 (a position just missed) is due at once; box 2 a day later, then it retires.
MISTAKE_INTERVALS = (timedelta(0), timedelta(days=1))


@dataclass(frozen=True, slots=True)
class Position:
    """A mistake's position: `key` says which (the game and the place of the decision in its
    actions), `category` the game and kind of decision, `when` the game's end."""

    key: Hashable
    category: str
    when: datetime


@dataclass(frozen=True, slots=True)
class Drilled:
    """A position answered as a drill: right or not, and when."""

    key: Hashable
    category: str
    correct: bool
    when: datetime

    @property
    def correct_by_category(self) -> Mapping[str, bool]:
        return {self.category: self.correct}


def _misses(positions: Iterable[Position]) -> list[Drilled]:
    """Each position's mistake in its game, as a miss when the game ended."""
    return [Drilled(p.key, p.category, False, p.when) for p in positions]


def queue(
    positions: Sequence[Position], drilled: Sequence[Drilled]
) -> tuple[schedule.Boxed[Drilled], ...]:
    """Every position not yet retired, in its box, soonest due first (drills of positions no
    longer listed are left out)."""
    known = {p.key for p in positions}
    history = [*_misses(positions), *(d for d in drilled if d.key in known)]
    return schedule.review_queue(history, lambda d: d.key, MISTAKE_INTERVALS)


def weakness(positions: Sequence[Position], drilled: Sequence[Drilled]) -> dict[str, float]:
    """Each category's weakness (schedule.weakness): the games' misses and the drills."""
    history = [*_misses(positions), *drilled]
    return schedule.weakness(history, {p.category for p in positions})


def next_position(
    positions: Sequence[Position],
    drilled: Sequence[Drilled],
    rng: random.Random,
    now: datetime,
) -> schedule.Boxed[Drilled] | None:
    """The position to ask next (as its place in the queue), or None when every one has
    retired (or there are none)."""
    waiting = queue(positions, drilled)
    if not waiting:
        return None
    due = schedule.due(waiting, now)
    if not due:
        return waiting[0]
    weights = weakness(positions, drilled)
    categories = {boxed.missed.category for boxed in due}
    category = schedule.draw_focus({c: weights[c] for c in sorted(categories)}, rng)
    return next(boxed for boxed in due if boxed.missed.category == category)
