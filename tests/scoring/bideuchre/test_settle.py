"""Settling a Bid Euchre argument (scoring.bideuchre.settle): what a hand is worth under the
house rules, case by case, and random games played by the engine, every trick's winner and
every hand's score found again by the settler."""

from __future__ import annotations

import random

import pytest

from scoring.bideuchre import Rules, new_game
from scoring.bideuchre.actions import Play
from scoring.bideuchre.contract import Lone
from scoring.bideuchre.events import EventCategory, Phase
from scoring.bideuchre.random_play import random_action
from scoring.bideuchre.settle import parse_bid, settle_contract, settle_trick
from scoring.cards import Suit
from scoring.errors import FieldError

SOUTH, WEST, NORTH, EAST = range(4)


def points(worth):
    """(bidders' points, defenders' points)."""
    return tuple(points for _, points, _ in worth.lines)


def test_a_made_bid_scores_a_point_a_trick_and_the_defenders_their_tricks():
    worth = settle_contract(SOUTH, 4, Suit.HEARTS, 7)
    assert worth.score.made and worth.tricks == (7, 5)
    assert points(worth) == (7, 5)
    assert worth.lines[0] == (
        "North–South",
        7,
        "North–South bid four, hearts and took 7 tricks: made, a point a trick, 7 points",
    )
    assert worth.setting == "South bid four, hearts; North–South took 7 of 12 tricks"


def test_a_set_bid_loses_the_number_bid_and_the_score_goes_negative():
    worth = settle_contract(WEST, 8, None, 5)
    assert not worth.score.made
    assert points(worth) == (-8, 7)
    assert worth.score.points == (7, -8)  # by side: North–South defended
    assert "set, minus the 8 bid" in worth.lines[0][2]


def test_tricks_plus_2_for_a_made_bid_with_the_house_rule():
    rules = Rules(made_scores="tricks_plus_2")
    assert points(settle_contract(SOUTH, 4, Suit.HEARTS, 7, rules=rules)) == (9, 5)
    assert (
        "and 2 for making the bid"
        in settle_contract(SOUTH, 4, Suit.HEARTS, 7, rules=rules).lines[0][2]
    )
    assert points(settle_contract(SOUTH, 8, Suit.HEARTS, 7, rules=rules)) == (-8, 5)


def test_lone_bids_score_twice_the_tricks_or_lose_them_all():
    rules = Rules(lone_bids=True)
    moon = settle_contract(EAST, Lone.MOON, None, 12, rules=rules)
    assert points(moon) == (24, 0) and moon.contract.tricks == 12
    assert "took every trick alone: 24 points for a Moon" in moon.lines[0][2]
    call = settle_contract(EAST, Lone.CALL_2, Suit.SPADES, 11, rules=rules)
    assert points(call) == (-12, 1)
    short = Rules(lone_bids=True, deck=32)
    assert points(settle_contract(EAST, Lone.CALL_1, None, 8, rules=short)) == (16, 0)


def test_low_no_trump_with_its_house_rule():
    rules = Rules(low_no_trump=True)
    worth = settle_contract(NORTH, 6, None, 6, low=True, rules=rules)
    assert worth.contract.words == "six, low no-trump" and points(worth) == (6, 6)


@pytest.mark.parametrize(
    ("args", "kwargs", "field", "message"),
    [
        ((SOUTH, 2, Suit.HEARTS, 7), {}, "bid", "bid from 3 to 12 tricks"),
        ((SOUTH, 13, Suit.HEARTS, 7), {}, "bid", "bid from 3 to 12 tricks"),
        ((SOUTH, 9, Suit.HEARTS, 7), {"rules": Rules(deck=32)}, "bid", "bid from 3 to 8"),
        ((SOUTH, 4, Suit.HEARTS, 13), {}, "tricks", "the bidders took 0 to 12"),
        ((SOUTH, Lone.MOON, None, 12), {}, "bid", "lone bids (Moon, Call 1, Call 2) are not"),
        ((SOUTH, 6, None, 6), {"low": True}, "trump", "with the low no-trump option"),
        ((SOUTH, 6, Suit.HEARTS, 6), {"low": True, "rules": Rules(low_no_trump=True)}, "trump", ""),
    ],
)
def test_hands_that_cannot_be(args, kwargs, field, message):
    with pytest.raises(FieldError) as raised:
        settle_contract(*args, **kwargs)
    assert raised.value.field == field
    assert message in str(raised.value)


def test_bids_as_typed():
    assert parse_bid("4") == 4 and parse_bid(" 10 ") == 10
    assert parse_bid("Moon") is Lone.MOON
    assert parse_bid("call 2") is parse_bid("CALL2") is Lone.CALL_2
    for text in ("four", "", "999", "-1", "٣"):
        with pytest.raises(FieldError):
            parse_bid(text)


# The settler against the game: random games (scoring.bideuchre.random_play) under the house
# rules; every trick told as its cards, with the hands held, every hand as its contract and
# the bidders' tricks.


def check_game(seed: int, rules: Rules) -> tuple[int, int]:
    rng = random.Random(seed)
    state = new_game(seed, rules)
    start = state
    tricks = hands = 0
    while not state.is_over and hands < 6:
        if state.phase is Phase.HAND_OVER:
            state = state.apply(state.legal_actions()[0])
            continue
        if state.phase is Phase.PLAY and not state.current_trick:
            start = state
        action = random_action(state, rng)
        state = state.apply(action)
        if not isinstance(action, Play) or state.current_trick:
            continue
        contract = start.contract
        trick = state.played[len(start.played) :]
        cards = " ".join(str(card) for _, card in trick)
        held = {seat: " ".join(map(str, start.hands[seat])) for seat, _ in trick}
        ruling = settle_trick(
            cards,
            contract.trump,
            low=contract.low,
            leader=trick[0][0],
            out=start.out,
            hands=held,
            rules=rules,
        )
        event = next(e for e in reversed(state.log) if e.category is EventCategory.TRICK)
        assert ruling.winner.seat == event.player
        assert event.note in ("", ruling.reason.text)
        assert ruling.problems == ()  # the game lets only legal cards be played
        tricks += 1
        if state.phase is Phase.PLAY:
            continue
        bid = contract.lone if contract.lone is not None else contract.tricks
        worth = settle_contract(
            contract.bidder,
            bid,
            contract.trump,
            state.tricks[contract.side],
            low=contract.low,
            rules=rules,
        )
        scored = [e for e in state.log if e.hand == state.hand_number and e.category in SCORES]
        assert [(e.side, e.points, e.text) for e in scored] == [
            (side, worth.score.points[side], worth.score.reasons[side])
            for side in (contract.side, 1 - contract.side)
        ]
        hands += 1
    return tricks, hands


SCORES = (EventCategory.MADE, EventCategory.SET, EventCategory.DEFENDED)
RULE_SETS = [
    Rules(),
    Rules(lone_bids=True, low_no_trump=True, made_scores="tricks_plus_2", min_bid=1),
    Rules(benny=True, deck=32, auction="continuous"),
]
IDS = ["default", "lone-low-plus-2", "benny-32"]


@pytest.mark.parametrize("rules", RULE_SETS, ids=IDS)
def test_random_games_settle_as_the_game_scores(rules):
    tricks, hands = check_game(3, rules)
    assert tricks >= 2 * rules.hand_size and hands >= 2


@pytest.mark.slow
@pytest.mark.parametrize("rules", RULE_SETS, ids=IDS)
def test_many_random_games_settle_as_the_game_scores(rules):
    hands = sum(check_game(seed, rules)[1] for seed in range(100, 130))
    assert hands >= 150
