"""The dealer's discard after picking up: when it is asked, and its explanation in words tied
to the six cards, with the shared sentences of every graded question."""

from __future__ import annotations

import random

import pytest

from scoring.cards import Card
from scoring.euchre.bidding.grading import grade_discard
from scoring.euchre.bidding.laying_away import explain_discard, plain_suit, six_cards
from scoring.euchre.bidding.situation import read_situation
from scoring.euchre.bidding.topics import Topic, deal_question
from scoring.trainer import BidQuestion, follow_up

DEALS = 100


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


def test_the_left_bower_is_a_trump_when_it_comes_to_laying_away():
    hearts = Card.parse("9H").suit
    assert plain_suit(Card.parse("JD"), hearts) is None
    assert plain_suit(Card.parse("JC"), hearts) is Card.parse("JC").suit
    assert plain_suit(Card.parse("AH"), hearts) is None


def test_the_explanation_speaks_of_the_six_cards():
    grade = grade_discard("JH TD AH KS QS", "9H", max_deals=DEALS)
    said = explain_discard(grade)
    assert len(six_cards(grade)) == 6
    assert {verdict.action for verdict in said.verdicts} == {o.action for o in grade.options}
    assert said.verdict(grade.best.action).kind == "best"
    # The ten of diamonds is the only diamond: the rule of thumb lays it away, making a void.
    assert said.rule_action == "discard:TD"
    assert "here the 10♦" in said.rule
    best = grade.best.action
    if best == "discard:TD":
        assert any("void in diamonds" in reason.text for reason in said.reasons)
    assert ("Round", "One: you picked 9♥ up") in said.facts
    assert explain_discard(grade, alone=True).facts[1] == ("Round", "One: you picked 9♥ up alone")
    # Cards keep their printed names in sentences that lower the choice's name.
    worst = explain_discard(grade).verdict(grade.options[-1].action).text
    assert grade.options[-1].label.split()[1] in worst


def test_laying_a_trump_away_is_said_to_be_a_trump():
    grade = grade_discard("JH JD AH KH QH", "9H", alone=True, max_deals=DEALS)
    said = explain_discard(grade, alone=True)
    assert any("is a trump" in reason.text for reason in said.reasons)
