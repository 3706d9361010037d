"""Your mistakes' schedule: due at once when the game ends, a day later once right, retired
when right twice in a row a day apart, back to the start when wrong; drawn by weakness."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from scoring.trainer.mistakes import Drilled, Position, next_position, queue

END = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


def test_a_mistake_is_due_when_its_game_ends_and_retires_right_twice_a_day_apart():
    spot = Position("g:7", "cribbage:discard", END)
    (boxed,) = queue([spot], [])
    assert (boxed.box, boxed.due) == (1, END)
    right = Drilled("g:7", "cribbage:discard", True, END + timedelta(minutes=5))
    (boxed,) = queue([spot], [right])
    assert (boxed.box, boxed.due) == (2, right.when + timedelta(days=1))
    early = Drilled("g:7", "cribbage:discard", True, END + timedelta(hours=3))
    assert queue([spot], [right, early])[0].box == 2  # right again too soon: not spaced
    later = Drilled("g:7", "cribbage:discard", True, right.when + timedelta(days=1, minutes=1))
    assert queue([spot], [right, later]) == ()  # retired
    assert next_position([spot], [right, later], random.Random(1), later.when) is None


def test_a_wrong_answer_puts_it_back_at_the_start():
    spot = Position("g:7", "euchre:play", END)
    right = Drilled("g:7", "euchre:play", True, END + timedelta(minutes=5))
    wrong = Drilled("g:7", "euchre:play", False, END + timedelta(days=1, hours=1))
    (boxed,) = queue([spot], [right, wrong])
    assert (boxed.box, boxed.due, boxed.misses) == (1, wrong.when, 2)


def test_due_positions_are_drawn_by_weakness_and_the_soonest_first_within():
    spots = [
        Position("a:1", "cribbage:discard", END),
        Position("a:2", "cribbage:discard", END + timedelta(minutes=1)),
        Position("b:1", "bideuchre:bid", END),
    ]
    # Bids answered right many times: discards are the weakness.
    drilled = [
        Drilled(f"x:{i}", "bideuchre:bid", True, END - timedelta(days=2, minutes=i))
        for i in range(30)
    ]
    now = END + timedelta(hours=1)
    picked = [next_position(spots, drilled, random.Random(i), now) for i in range(40)]
    keys = [boxed.missed.key for boxed in picked if boxed is not None]
    assert keys.count("a:1") > keys.count("b:1") > 0
    assert "a:2" not in keys  # behind a:1 in its category
    # None due: the soonest of all is asked (answering early moves nothing).
    done = [Drilled(s.key, s.category, True, END + timedelta(minutes=5)) for s in spots]
    soonest = next_position(spots, done, random.Random(0), END + timedelta(hours=2))
    assert soonest is not None and soonest.box == 2
