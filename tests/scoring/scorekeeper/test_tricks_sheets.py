"""The Euchre and Bid Euchre score sheets: each hand scored by the game's hand settler, the
sides named, the game won as the game's engine wins it."""

from __future__ import annotations

import pytest

from scoring.bideuchre.options import Rules as BidRules
from scoring.bideuchre.settle import parse_bid, settle_contract
from scoring.cards import Suit
from scoring.errors import FieldError
from scoring.euchre.options import Rules as EuchreRules
from scoring.euchre.settle import settle_hand
from scoring.scorekeeper import BidEuchreSheet, EuchreSheet, sheet_from_json, sheet_json
from scoring.scorekeeper.sheet import GameOver
from scoring.scorekeeper.tricks import new_tricks_sheet


def euchre(**rules) -> EuchreSheet:
    return new_tricks_sheet(EuchreSheet, {"side1": "Us", "side2": "Them"}, EuchreRules(**rules))


def bid_euchre(**rules) -> BidEuchreSheet:
    return new_tricks_sheet(BidEuchreSheet, {}, BidRules(**rules))


def hand(s, **fields):
    return s.enter(s.read_entry("hand", {name: str(value) for name, value in fields.items()}))


@pytest.mark.parametrize("tricks", range(6))
@pytest.mark.parametrize("alone", [False, True])
@pytest.mark.parametrize("maker", ["south", "west"])
def test_a_euchre_hand_scores_as_the_hand_settler_says(maker, alone, tricks):
    s = hand(euchre(), maker=maker, trump="H", alone=str(alone).lower(), tricks=tricks)
    seat = {"south": 0, "west": 1}[maker]
    worth = settle_hand(seat, Suit.HEARTS, tricks, alone=alone)
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
    assert new_tricks_sheet(EuchreSheet, {}, EuchreRules()).seat_name(2) == "North"
    with pytest.raises(FieldError) as refused:
        new_tricks_sheet(EuchreSheet, {"side1": "We", "side2": "We"}, EuchreRules())
    assert refused.value.field == "side2"


def test_the_first_side_to_the_target_wins_and_the_sheet_closes():
    s = euchre(game_to=5)
    s = hand(s, maker="north", trump="S", tricks=5, alone="true")  # a lone march: 4
    assert s.played().tally.winner is None
    s = hand(s, maker="south", trump="S", tricks=3)
    tally = s.played().tally
    assert (tally.winner, tally.scores, tally.result) == (0, (5, 0), "Us win 5 to 0")
    with pytest.raises(GameOver):
        hand(s, maker="east", trump="C", tricks=3)


def test_the_house_rules_that_score_are_offered_only_when_on():
    with pytest.raises(FieldError, match="house rule") as refused:
        hand(euchre(), maker="south", trump="H", tricks=2, defender="west")
    assert refused.value.field == "defender"
    s = hand(euchre(defend_alone=True), maker="south", trump="H", tricks=1, defender="west")
    assert s.played().tally.scores == (0, 4)
    with pytest.raises(FieldError, match="renege"):
        hand(euchre(), maker="south", trump="H", tricks=3, renege_by="west", renege_suit="C")
    s = hand(
        euchre(renege="penalty"),
        maker="south",
        trump="H",
        tricks=3,
        renege_by="south",
        renege_suit="C",
    )
    assert s.played().tally.scores == (0, 2)


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"trump": "H", "tricks": "3"}, "maker"),
        ({"maker": "middle", "trump": "H", "tricks": "3"}, "maker"),
        ({"maker": "south", "trump": "X", "tricks": "3"}, "trump"),
        ({"maker": "south", "trump": "H", "tricks": "6"}, "tricks"),
        ({"maker": "south", "trump": "H"}, "tricks"),
    ],
)
def test_a_euchre_hand_that_cannot_be_read_says_which_field(fields, field):
    with pytest.raises(FieldError) as refused:
        euchre().read_entry("hand", fields)
    assert refused.value.field == field


@pytest.mark.parametrize(
    ("bid", "trump", "tricks"),
    [
        ("7", "H", 8),
        ("7", "H", 6),
        ("6", "nt", 12),
        ("moon", "S", 12),
        ("moon", "S", 11),
        ("3", "C", 0),
    ],
)
def test_a_bid_euchre_hand_scores_as_the_contract_settler_says(bid, trump, tricks):
    rules = BidRules(lone_bids=True)
    s = hand(bid_euchre(lone_bids=True), bidder="west", bid=bid, trump=trump, tricks=tricks)
    suit = None if trump == "nt" else Suit(trump)
    worth = settle_contract(1, parse_bid(bid), suit, tricks, rules=rules)
    line = s.played().lines[-1]
    assert line.points == worth.score.points == s.played().tally.scores
    assert line.title == worth.setting
    assert [item.text for item in line.items] == [why for _, _, why in worth.lines if why]


def test_low_no_trump_is_a_strain_only_with_its_house_rule():
    with pytest.raises(FieldError) as refused:
        bid_euchre().read_entry(
            "hand", {"bidder": "south", "bid": "6", "trump": "low", "tricks": "6"}
        )
    assert refused.value.field == "trump"
    s = hand(bid_euchre(low_no_trump=True), bidder="south", bid="6", trump="low", tricks=6)
    assert "low no-trump" in s.played().lines[-1].title


def test_a_bid_below_the_lowest_is_refused_at_its_field():
    with pytest.raises(FieldError) as refused:
        bid_euchre(min_bid=6).read_entry(
            "hand", {"bidder": "south", "bid": "4", "trump": "H", "tricks": "6"}
        )
    assert refused.value.field == "bid"


def test_bid_euchre_is_won_only_on_a_hand_made_or_set():
    s = bid_euchre(game_to=32)
    # North–South set twice: East–West score their tricks each time.
    s = hand(s, bidder="south", bid="12", trump="H", tricks=0)
    s = hand(s, bidder="south", bid="12", trump="H", tricks=0)
    tally = s.played().tally
    assert tally.scores[1] >= 24 and tally.winner is None
    # East–West make a bid and pass 32: they win, having made it.
    s = hand(s, bidder="west", bid="8", trump="S", tricks=8)
    tally = s.played().tally
    assert tally.winner == 1 and tally.result.endswith("they made their bid")


def test_bid_euchre_defenders_past_the_target_do_not_win_on_a_bid_made_against_them():
    s = bid_euchre(game_to=32)
    for _ in range(3):
        s = hand(s, bidder="south", bid="3", trump="H", tricks=3)  # East–West take 9 a hand
    tally = s.played().tally
    assert tally.scores[1] >= 27
    s = hand(s, bidder="south", bid="3", trump="H", tricks=3)
    tally = s.played().tally
    assert tally.scores[1] >= 32 and tally.winner is None


def test_tricks_sheets_read_back_from_json():
    s = hand(euchre(defend_alone=True), maker="east", trump="D", tricks=2, defender="south")
    assert sheet_from_json(sheet_json(s)) == s
    b = hand(bid_euchre(deck=32), bidder="north", bid="5", trump="nt", tricks=6)
    again = sheet_from_json(sheet_json(b))
    assert again == b and again.played().lines == b.played().lines
