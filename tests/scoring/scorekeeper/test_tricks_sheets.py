"""The Euchre and Bid Euchre score sheets: each hand scored by the game's hand settler, the
sides named, the game won as the game's engine wins it."""

from __future__ import annotations

import pytest

from scoring.bideuchre.contract import Lone
from scoring.bideuchre.options import Rules as BidRules
from scoring.bideuchre.settle import parse_bid, settle_contract
from scoring.cards import Suit
from scoring.errors import FieldError
from scoring.euchre.options import Rules as EuchreRules
from scoring.euchre.settle import settle_hand
from scoring.scorekeeper import (
    BidEuchreHand,
    BidEuchreSheet,
    EuchreHand,
    EuchreSheet,
    sheet_from_json,
    sheet_json,
)
from scoring.scorekeeper.sheet import GameOver
from scoring.tricks.seats import SIDES

SOUTH, WEST, NORTH, EAST = range(4)


def euchre(**rules) -> EuchreSheet:
    return EuchreSheet(EuchreRules(**rules), ("Us", "Them"))


def bid_euchre(**rules) -> BidEuchreSheet:
    return BidEuchreSheet(BidRules(**rules), SIDES)


def hand(maker, trump, tricks, **more) -> EuchreHand:
    return EuchreHand(maker, Suit(trump), tricks, **more)


def bid(bidder, said, trump, tricks) -> BidEuchreHand:
    """A Bid Euchre hand, the bid as said ("7", "moon"), the trump a suit's letter or nt, low."""
    made = parse_bid(said)
    lone = made if isinstance(made, Lone) else None
    suit = None if trump in ("nt", "low") else Suit(trump)
    return BidEuchreHand(bidder, tricks, None if lone else made, lone, suit, trump == "low")


@pytest.mark.parametrize("tricks", range(6))
@pytest.mark.parametrize("alone", [False, True])
@pytest.mark.parametrize("maker", [SOUTH, WEST])
def test_a_euchre_hand_scores_as_the_hand_settler_says(maker, alone, tricks):
    s = euchre().enter(hand(maker, "H", tricks, alone=alone))
    worth = settle_hand(maker, Suit.HEARTS, tricks, alone=alone)
    line = s.played().lines[-1]
    expected = [0, 0]
    expected[worth.result.side] = worth.result.points
    assert line.points == tuple(expected) == s.played().tally.scores
    assert line.title == worth.setting
    assert [item.text for item in line.items] == [worth.said]


def test_the_sides_have_their_names_and_the_seats_say_them():
    s = euchre()
    assert s.side_names == ("Us", "Them")
    assert s.seat_name(0) == "South (Us)" and s.seat_name(1) == "West (Them)"
    assert EuchreSheet(EuchreRules(), SIDES).seat_name(2) == "North"
    for names in (("We", "We"), ("Us",), ("A", "B", "C")):
        with pytest.raises(FieldError) as refused:
            EuchreSheet(EuchreRules(), names)
        assert refused.value.field == "names"


def test_the_first_side_to_the_target_wins_and_the_sheet_closes():
    s = euchre(game_to=5)
    s = s.enter(hand(NORTH, "S", 5, alone=True))  # a lone march: 4
    assert s.played().tally.winner is None
    s = s.enter(hand(SOUTH, "S", 3))
    tally = s.played().tally
    assert (tally.winner, tally.scores, tally.result) == (0, (5, 0), "Us win 5 to 0")
    with pytest.raises(GameOver):
        s.enter(hand(EAST, "C", 3))


def test_the_house_rules_that_score_are_offered_only_when_on():
    with pytest.raises(FieldError, match="house rule") as refused:
        euchre().enter(hand(SOUTH, "H", 2, defender=WEST))
    assert refused.value.field == "defender"
    s = euchre(defend_alone=True).enter(hand(SOUTH, "H", 1, defender=WEST))
    assert s.played().tally.scores == (0, 4)
    with pytest.raises(FieldError, match="renege"):
        euchre().enter(hand(SOUTH, "H", 3, renege_by=WEST, renege_suit=Suit.CLUBS))
    s = euchre(renege="penalty").enter(hand(SOUTH, "H", 3, renege_by=SOUTH, renege_suit=Suit.CLUBS))
    assert s.played().tally.scores == (0, 2)


@pytest.mark.parametrize(
    ("entry", "field"),
    [
        (hand(4, "H", 3), "maker"),
        (hand(SOUTH, "H", 6), "tricks"),
        (hand(SOUTH, "H", 3, defender=7), "defender"),
        (hand(SOUTH, "H", 3, renege_by=WEST), "renege_suit"),
    ],
)
def test_a_euchre_hand_that_cannot_be_says_which_field(entry, field):
    with pytest.raises(FieldError) as refused:
        euchre(renege="penalty").enter(entry)
    assert refused.value.field == field


@pytest.mark.parametrize(
    ("said", "trump", "tricks"),
    [
        ("7", "H", 8),
        ("7", "H", 6),
        ("6", "nt", 12),
        ("moon", "S", 12),
        ("moon", "S", 11),
        ("3", "C", 0),
    ],
)
def test_a_bid_euchre_hand_scores_as_the_contract_settler_says(said, trump, tricks):
    rules = BidRules(lone_bids=True)
    s = bid_euchre(lone_bids=True).enter(bid(WEST, said, trump, tricks))
    suit = None if trump == "nt" else Suit(trump)
    worth = settle_contract(1, parse_bid(said), suit, tricks, rules=rules)
    line = s.played().lines[-1]
    assert line.points == worth.score.points == s.played().tally.scores
    assert line.title == worth.setting
    assert [item.text for item in line.items] == [why for _, _, why in worth.lines if why]


def test_low_no_trump_is_a_strain_only_with_its_house_rule():
    with pytest.raises(FieldError) as refused:
        bid_euchre().enter(bid(SOUTH, "6", "low", 6))
    assert refused.value.field == "trump"
    s = bid_euchre(low_no_trump=True).enter(bid(SOUTH, "6", "low", 6))
    assert "low no-trump" in s.played().lines[-1].title


@pytest.mark.parametrize(
    ("entry", "field"),
    [
        (bid(SOUTH, "4", "H", 6), "bid"),  # below the lowest
        (BidEuchreHand(SOUTH, 6, trump=Suit.HEARTS), "bid"),  # no bid
        (BidEuchreHand(SOUTH, 6, 7, Lone.MOON, Suit.HEARTS), "bid"),  # two
        (BidEuchreHand(SOUTH, 6, 7, trump=Suit.HEARTS, low=True), "trump"),
        (BidEuchreHand(9, 6, 7), "bidder"),
        (bid(SOUTH, "7", "H", 13), "tricks"),
    ],
)
def test_a_bid_euchre_hand_that_cannot_be_says_which_field(entry, field):
    with pytest.raises(FieldError) as refused:
        bid_euchre(min_bid=6).enter(entry)
    assert refused.value.field == field


def test_bid_euchre_is_won_only_on_a_hand_made_or_set():
    s = bid_euchre(game_to=32)
    # North–South set twice: East–West score their tricks each time.
    s = s.enter(bid(SOUTH, "12", "H", 0)).enter(bid(SOUTH, "12", "H", 0))
    tally = s.played().tally
    assert tally.scores[1] >= 24 and tally.winner is None
    # East–West make a bid and pass 32: they win, having made it.
    s = s.enter(bid(WEST, "8", "S", 8))
    tally = s.played().tally
    assert tally.winner == 1 and tally.result.endswith("they made their bid")


def test_bid_euchre_defenders_past_the_target_do_not_win_on_a_bid_made_against_them():
    s = bid_euchre(game_to=32)
    for _ in range(3):
        s = s.enter(bid(SOUTH, "3", "H", 3))  # East–West take 9 a hand
    tally = s.played().tally
    assert tally.scores[1] >= 27
    s = s.enter(bid(SOUTH, "3", "H", 3))
    tally = s.played().tally
    assert tally.scores[1] >= 32 and tally.winner is None


def test_tricks_sheets_read_back_from_json():
    s = euchre(defend_alone=True).enter(hand(EAST, "D", 2, defender=SOUTH))
    assert sheet_from_json(sheet_json(s)) == s
    b = bid_euchre(deck=32).enter(bid(NORTH, "5", "nt", 6))
    again = sheet_from_json(sheet_json(b))
    assert again == b and again.played().lines == b.played().lines
