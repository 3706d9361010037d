"""Settling who takes a trick, in Euchre and Bid Euchre (scoring.tricks.settle through each
game's settle_trick): the rules' edge cases one by one, the strain's text, and bad input."""

from __future__ import annotations

import pytest

from scoring.bideuchre.options import Rules as BidRules
from scoring.bideuchre.settle import settle_trick as bid_trick
from scoring.cards import Suit
from scoring.errors import FieldError
from scoring.euchre.settle import settle_trick
from scoring.tricks.seats import SeatError, seat_named
from scoring.tricks.strain import StrainError, parse_strain, strain_text

SOUTH, WEST, NORTH, EAST = range(4)


def test_the_left_bower_is_a_trump_above_the_ace():
    ruling = settle_trick("AH JD QH 9S", Suit.HEARTS)
    assert (ruling.winner.player, str(ruling.winner.card)) == ("West", "JD")
    assert "the left bower" in ruling.reason.text
    assert ruling.side == "East–West"
    assert "the left bower, a heart now" in ruling.plays[1].note


def test_the_right_bower_beats_the_left():
    ruling = settle_trick("JD 9H JH AH", Suit.HEARTS)
    assert ruling.winner.player == "North"
    assert "the right bower, the highest trump" in ruling.reason.text


def test_trumping_in_takes_a_trick_led_in_another_suit():
    ruling = settle_trick("AC KC 9S AD", Suit.SPADES, leader=EAST)
    assert ruling.winner.player == "West"  # East, South, West, North: 9S is West's
    assert ruling.reason.text == "9♠ takes it, the only trump on a club lead"
    assert "trumps in, being out of clubs" in ruling.plays[2].note


def test_following_suit_the_highest_card_of_the_suit_led():
    ruling = settle_trick("KD AD 9C TD", Suit.SPADES)
    assert ruling.winner.player == "West"
    assert "diamonds were led and it is the highest diamond, and no trump was played" in (
        ruling.reason.text
    )


def test_a_lone_hand_has_three_cards_and_who_sits_out():
    ruling = settle_trick("KC AC 9H", Suit.HEARTS, leader=WEST, out=[NORTH])
    assert [play.player for play in ruling.plays] == ["West", "East", "South"]
    assert ruling.winner.player == "South" and ruling.sitting_out == "North"
    # A lone maker against a defender alone: two cards.
    two = settle_trick("KC AC", Suit.HEARTS, leader=WEST, out=[NORTH, EAST])
    assert two.winner.player == "South"


def test_two_identical_cards_the_first_played_wins():
    ruling = bid_trick("AS KS AS 9S", None)
    assert ruling.winner.player == "South"
    assert str(ruling.plays[2].card) == "AS'"  # typed twice: the second copy
    assert "of two identical cards the first played wins" in ruling.reason.text
    trumps = bid_trick("9C JH JH AH", Suit.HEARTS)
    assert trumps.winner.player == "West"


def test_low_no_trump_the_lowest_card_of_the_suit_led():
    ruling = bid_trick("KD 9D AD 9C", None, low=True)
    assert ruling.winner.player == "West"
    assert "lowest" in ruling.reason.text
    assert ruling.strain == "Low no-trump"
    high = bid_trick("KD 9D AD 9C", None)
    assert high.winner.player == "North"


def test_in_no_trump_the_jacks_are_ordinary_cards():
    ruling = bid_trick("QD JH JD 9D", None)
    assert ruling.winner.player == "South"  # JH does not follow diamonds, JD is below QD
    assert not any(play.note for play in ruling.plays)
    assert ruling.reason.text.startswith("Q♦ takes it: diamonds were led")


def test_the_benny_with_its_house_rule():
    ruling = bid_trick("JH JK AH JH", Suit.HEARTS, rules=BidRules(benny=True))
    assert ruling.winner.player == "West"
    with pytest.raises(FieldError) as raised:
        bid_trick("JH JK AH JH", Suit.HEARTS)
    assert raised.value.field == "cards" and "joker" in str(raised.value)


def test_a_renege_is_flagged_when_the_hands_are_given():
    hands = {WEST: "TC 9H AS KS QS", NORTH: "JD QH AD KD 9D"}
    ruling = settle_trick("AH TC QH 9S", Suit.HEARTS, hands=hands)
    west, north = ruling.plays[1], ruling.plays[2]
    assert west.problem == (
        "10♣ does not follow suit. Hearts were led: follow suit with the only one, 9♥."
    )
    assert north.problem == ""
    assert ruling.problems == (west,)
    assert ruling.winner.player == "South"  # the renege does not change who takes it
    # The left bower must follow trump, and need not follow its printed suit.
    left = settle_trick("9H AD QH KH", Suit.HEARTS, hands={WEST: "AD JD TC 9S QS"})
    assert "(J♦ counts: the left bower is a heart)" in left.plays[1].problem
    free = settle_trick("AD JD TD KH", Suit.HEARTS, hands={WEST: "JD 9S TC AS QS"})
    assert free.plays[1].problem == ""


def test_identical_cards_are_held_by_their_face():
    ruling = bid_trick("AS KS AS 9S", None, hands={NORTH: "AS KH QH"})
    assert ruling.problems == ()
    assert str(ruling.plays[2].card) == "AS'" and ruling.hands[NORTH][0] == ruling.plays[0].card
    with pytest.raises(FieldError, match="the deck has it twice"):
        bid_trick("AS KS AS 9S", None, hands={NORTH: "AS AS KH"})  # and South played one


@pytest.mark.parametrize(
    ("call", "field", "message"),
    [
        (lambda: settle_trick("AH JD", Suit.HEARTS), "cards", "4 cards, one for each player"),
        (lambda: settle_trick("AH JD QH 9S", None), "trump", "always played with a trump"),
        (lambda: settle_trick("AH JD QH 2S", Suit.HEARTS), "cards", "not in the 24-card"),
        (lambda: settle_trick("AH JD QH AH", Suit.HEARTS), "cards", "appears twice"),
        (lambda: settle_trick("", Suit.HEARTS), "cards", "give the cards in the order"),
        (
            lambda: settle_trick("AH JD QH", Suit.HEARTS, leader=NORTH, out=[NORTH]),
            "leader",
            "North sits out",
        ),
        (
            lambda: settle_trick("AH JD", Suit.HEARTS, leader=WEST, out=[NORTH, SOUTH]),
            "out",
            "never both partners",
        ),
        (
            lambda: settle_trick("AH JD QH 9S", Suit.HEARTS, hands={WEST: "9C TC"}),
            "west",
            "West played J♦, so the hand holds it",
        ),
        (
            lambda: settle_trick("AH JD QH 9S", Suit.HEARTS, hands={WEST: "JD AH"}),
            "west",
            "A♥ is in more than one hand",
        ),
        (
            lambda: settle_trick("KC AC 9H", Suit.HEARTS, out=[NORTH], hands={NORTH: "9C"}),
            "north",
            "North sits out",
        ),
        (lambda: bid_trick("AS AS AS 9S", None), "cards", "appears more than two times"),
        (lambda: bid_trick("AS KS 9S 9D", None, rules=BidRules(deck=32)), "cards", "32-card"),
    ],
)
def test_bad_tricks_name_their_field(call, field, message):
    with pytest.raises(FieldError) as raised:
        call()
    assert raised.value.field == field
    assert message in str(raised.value)


def test_strains_and_seats_read_as_typed():
    assert (
        parse_strain("H")
        == parse_strain("hearts")
        == parse_strain("HeArTs")
        == (
            Suit.HEARTS,
            False,
        )
    )
    assert parse_strain("no-trump") == parse_strain("NT") == (None, False)
    assert parse_strain("low-no-trump") == parse_strain("low") == (None, True)
    for trump, low in [(Suit.CLUBS, False), (None, False), (None, True)]:
        assert parse_strain(strain_text(trump, low)) == (trump, low)
    with pytest.raises(StrainError, match="'roses' is not a trump"):
        parse_strain("roses")
    with pytest.raises(StrainError):
        parse_strain(" h")  # nothing around it
    assert seat_named("west") == seat_named("WEST") == WEST
    with pytest.raises(SeatError, match="'Nowhere' is not a seat"):
        seat_named("Nowhere")


def test_who_sits_out_is_said_in_agreement():
    """A lone hand's partner sits out; with a defender alone too, two seats sit out."""
    one = settle_trick("AH JD QH", Suit.HEARTS, leader=EAST, out=[WEST])
    assert one.sitting_out_said == "West sits out"
    two = settle_trick("AH JD", Suit.HEARTS, leader=EAST, out=[WEST, NORTH])
    assert two.sitting_out_said == "West and North sit out"
    assert settle_trick("AH JD QH 9S", Suit.HEARTS).sitting_out_said is None
