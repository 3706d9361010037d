"""The dealer's discard after picking up: when the trainer asks it, and what it offers."""

from __future__ import annotations

import random

import pytest

from scoring.cards import Card
from scoring.euchre.bidding.situation import read_situation
from scoring.euchre.bidding.topics import Topic, deal_question
from scoring.trainer import BidQuestion, follow_up


def dealer(hand="JH TD AH KS QS", upcard="9H", *, round=1):
    return BidQuestion(read_situation(hand, upcard, seat=4, round=round), Topic.DEALER)


@pytest.mark.parametrize(
    ("chosen", "best", "alone"),
    [
        ("order", "pass", False),
        ("order_alone", "order", True),
        ("pass", "order", False),
        ("pass", "order_alone", True),
    ],
)
def test_a_discard_follows_a_pick_up_the_learners_or_the_best(chosen, best, alone):
    asked = follow_up(dealer(), chosen, best)
    assert asked is not None
    assert asked.alone is alone and asked.topic is Topic.DEALER
    assert [c for c in asked.six] == sorted([*asked.situation.hand, Card.parse("9H")])
    assert asked.options() == [f"discard:{card}" for card in asked.six]


def test_no_discard_when_nobody_picks_up_or_another_seat_bids():
    assert follow_up(dealer(), "pass", "pass") is None
    assert follow_up(dealer(round=2), "call:S", "call:S") is None
    other = BidQuestion(deal_question(Topic.FIRST_SEAT, random.Random(1)), Topic.FIRST_SEAT)
    assert follow_up(other, "order", "order") is None
