"""Bidding drills by topic: each topic deals its own kind of turn, replays from its seed, and
keeps mostly hands whose count lies near the line that decides them."""

from __future__ import annotations

import random

import pytest

from scoring.cards import EUCHRE_DECK
from scoring.euchre.bidding.count import ALONE_AT, CALL_AT
from scoring.euchre.bidding.situation import read_situation
from scoring.euchre.bidding.topics import (
    OBVIOUS_SHARE,
    TOPICS,
    WITHIN,
    Topic,
    deal_question,
    deciding_count,
    line_of,
)
from scoring.euchre.options import AllPass

DEALS = 200


def dealt(topic: Topic, n: int = DEALS, seed: int = 0):
    rng = random.Random(seed)
    return [deal_question(topic, rng) for _ in range(n)]


def test_every_topic_has_a_name_and_a_blurb():
    assert set(TOPICS) == set(Topic)
    assert all(info.name and info.blurb.endswith((".", "?")) for info in TOPICS.values())


@pytest.mark.parametrize("topic", list(Topic))
def test_a_topic_deals_the_same_from_the_same_seed(topic):
    assert dealt(topic, 20, seed=5) == dealt(topic, 20, seed=5)
    assert dealt(topic, 20, seed=5) != dealt(topic, 20, seed=6)


@pytest.mark.parametrize("topic", list(Topic))
def test_every_question_is_a_legal_deal(topic):
    for situation in dealt(topic, 50):
        cards = [*situation.hand, situation.upcard]
        EUCHRE_DECK.check(cards)  # euchre cards, none twice
        assert len(situation.hand) == 5
        again = read_situation(
            situation.hand,
            situation.upcard,
            seat=situation.seat,
            round=situation.round,
            score=situation.score,
            rules=situation.rules,
        )
        assert again == situation
        assert situation.options()


# What each topic's turn is: (seats, rounds)
TURNS = {
    Topic.FIRST_SEAT: ({1}, {1}),
    Topic.SECOND_SEAT: ({2}, {1}),
    Topic.THIRD_SEAT: ({3}, {1}),
    Topic.DEALER: ({4}, {1}),
    Topic.NEXT: ({1, 3}, {2}),
    Topic.REVERSE_NEXT: ({2, 4}, {2}),
    Topic.LONER: ({1, 2, 3, 4}, {1, 2}),
    Topic.STICK: ({4}, {2}),
    Topic.END_GAME: ({1, 2, 3, 4}, {1, 2}),
}


@pytest.mark.parametrize("topic", list(Topic))
def test_a_topic_sets_the_seat_round_score_and_rules(topic):
    questions = dealt(topic)
    seats, rounds = TURNS[topic]
    assert {q.seat for q in questions} == seats
    assert {q.round for q in questions} == rounds
    stuck = [q.stuck for q in questions]
    if topic is Topic.STICK:
        assert all(stuck)
        assert all(q.rules.all_pass is AllPass.STICK_THE_DEALER for q in questions)
        assert all("pass" not in q.options() for q in questions)
    else:
        assert not any(stuck)
    if topic is Topic.END_GAME:
        assert all(max(q.score) in (8, 9) and q.rules.game_to == 10 for q in questions)
        assert {q.score[0] in (8, 9) for q in questions} == {True, False}
    else:
        # Early in the game: the grading ranks by points, not by the chance of winning.
        assert all(max(q.score) <= 5 for q in questions)


@pytest.mark.parametrize("topic", list(Topic))
def test_most_hands_count_near_the_deciding_line(topic):
    line = line_of(topic)
    near = [abs(deciding_count(topic, q) - line) <= WITHIN for q in dealt(topic)]
    assert sum(near) >= (1 - OBVIOUS_SHARE) * DEALS * 0.85


def test_the_lines_are_the_counts_that_decide():
    assert line_of(Topic.FIRST_SEAT) == line_of(Topic.END_GAME) == CALL_AT
    assert line_of(Topic.LONER) == ALONE_AT
    assert line_of(Topic.STICK) < CALL_AT


def test_hands_far_from_the_line_are_mostly_dealt_again():
    """Random hands at first seat are often hopeless; the topic's hands rarely are."""
    rng = random.Random(3)
    deck = EUCHRE_DECK.cards()
    hopeless_random = 0
    for _ in range(DEALS):
        cards = rng.sample(deck, 6)
        situation = read_situation(cards[:5], cards[5], seat=1, round=1)
        hopeless_random += deciding_count(Topic.FIRST_SEAT, situation) < CALL_AT - WITHIN
    hopeless_dealt = sum(
        deciding_count(Topic.FIRST_SEAT, q) < CALL_AT - WITHIN for q in dealt(Topic.FIRST_SEAT)
    )
    assert hopeless_random > DEALS / 3
    assert hopeless_dealt < DEALS / 8


def test_next_questions_are_about_next():
    """The suit of the turned-down card's colour is the hand's best suit to call, mostly."""
    for q in dealt(Topic.NEXT):
        count = deciding_count(Topic.NEXT, q)
        if abs(count - CALL_AT) <= WITHIN:
            assert deciding_count(Topic.LONER, q) == count  # next is the best suit


def test_reverse_next_questions_are_about_the_other_colour():
    for q in dealt(Topic.REVERSE_NEXT):
        count = deciding_count(Topic.REVERSE_NEXT, q)
        if abs(count - CALL_AT) <= WITHIN:
            assert deciding_count(Topic.LONER, q) == count


def test_a_topic_is_read_from_its_text():
    assert dealt("loner", 3) == dealt(Topic.LONER, 3)
    with pytest.raises(ValueError):
        deal_question("sixth_seat", random.Random(0))
