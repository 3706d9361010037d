import random

import pytest

from scoring.cards import Card, Rank, Suit, euchre_deck, parse_cards
from scoring.euchre import double_dummy
from scoring.euchre.solver import card_values
from tests.scoring.tricks.plain import minimax, minimax_card_values, start_a_trick


def random_position(rng, tricks, lone):
    deck = euchre_deck()
    rng.shuffle(deck)
    hands = [deck[seat * tricks : (seat + 1) * tricks] for seat in range(4)]
    if lone:
        hands[rng.randrange(4)] = []
    trump = rng.choice([*Suit, None]) if rng.random() < 0.1 else rng.choice(list(Suit))
    leader = rng.choice([seat for seat in range(4) if hands[seat]])
    return hands, trump, leader


def hands_of(*texts):
    return [parse_cards(text) if text else [] for text in texts]


@pytest.mark.parametrize(
    "tricks, count",
    [(1, 60), (2, 100), (3, 120), pytest.param(4, 80, marks=pytest.mark.slow)],
)
def test_agrees_with_plain_minimax_on_random_endings(tricks, count):
    rng = random.Random(tricks)
    lone_hands = 0
    for index in range(count):
        hands, trump, leader = random_position(rng, tricks, lone=index % 3 == 0)
        lone_hands += [] in hands
        assert double_dummy(hands, trump, leader) == minimax(hands, trump, leader), (
            hands,
            trump,
            leader,
        )
    assert lone_hands == (count + 2) // 3


@pytest.mark.slow
def test_agrees_with_plain_minimax_on_full_deals():
    rng = random.Random(5)
    answers = set()
    for index in range(10):
        hands, trump, leader = random_position(rng, 5, lone=index % 3 == 0)
        answer = double_dummy(hands, trump, leader)
        assert answer == minimax(hands, trump, leader)
        answers.add(answer)
    assert len(answers) > 1  # the sample is not all one kind of deal


def test_seat_numbers_do_not_matter_only_who_partners_whom():
    rng = random.Random(7)
    for index in range(40):
        hands, trump, leader = random_position(rng, 5, lone=index % 4 == 0)
        answer = double_dummy(hands, trump, leader)
        for turn in (1, 2, 3):
            turned = hands[-turn:] + hands[:-turn]
            assert double_dummy(turned, trump, (leader + turn) % 4) == answer


def test_top_five_trumps_take_every_trick():
    hands = hands_of("JH JD AH KH QH", "9C TC JC QC KC", "9D TD QD KD AD", "9S TS JS QS KS")
    for leader in range(4):
        expected = 5 if leader % 2 == 0 else 0
        assert double_dummy(hands, Suit.HEARTS, leader) == expected
    hands[2] = []  # alone, and still all five
    assert double_dummy(hands, Suit.HEARTS, 0) == 5


def test_an_opponent_with_the_top_five_trumps_ruffs_every_lead():
    hands = hands_of("9C TC 9D TD 9S", "JH JD AH KH QH", "AC KC AD KD AS", "QC QD QS KS TS")
    assert double_dummy(hands, Suit.HEARTS, 0) == 0
    assert double_dummy(hands, Suit.HEARTS, 2) == 0


def test_without_trump_a_solid_suit_runs():
    hands = hands_of("AC KC QC JC TC", "AD KD QD JD TD", "AH KH QH JH TH", "AS KS QS JS TS")
    assert double_dummy(hands, None, 0) == 5
    assert double_dummy(hands, None, 1) == 5
    # With spades trump the JC is the left bower, and seat 3 holds the five trumps above it.
    assert double_dummy(hands, Suit.SPADES, 0) == 0


def test_the_left_bower_is_a_trump_not_a_diamond():
    hands = hands_of("AD", "JD", "9D", "TD")
    assert double_dummy(hands, Suit.HEARTS, 0) == 0  # JD ruffs the ace of diamonds
    assert double_dummy(hands, Suit.CLUBS, 0) == 1  # JD is a plain diamond, below the ace
    hands = hands_of("JD", "AH", "", "9C")
    assert double_dummy(hands, Suit.HEARTS, 0) == 1  # led, it calls for trump and outranks AH


def test_lone_defender_against_a_lone_maker():
    hands = hands_of("JH AH KH", "JD 9H TH", "", "")
    # Two players, two cards a trick: the left bower takes one trick, the maker the rest.
    assert double_dummy(hands, Suit.HEARTS, 0) == 2
    assert double_dummy(hands, Suit.HEARTS, 1) == 1


@pytest.mark.parametrize(
    "hands, leader, message",
    [
        (hands_of("JH", "AH", "KH"), 0, "four hands"),
        (hands_of("JH AH", "KH QH", "TH", "9H"), 0, "as many cards"),
        (hands_of("JH", "JH", "KH", "QH"), 0, "appears twice"),
        (hands_of("2H", "AH", "KH", "QH"), 0, "24-card Euchre deck"),
        (hands_of("JH", "", "KH", "QH"), 1, "cannot lead"),
        (hands_of("JH", "AH", "KH", "QH"), 4, "seat from 0 to 3"),
    ],
)
def test_rejects_positions_that_cannot_be_played(hands, leader, message):
    with pytest.raises(ValueError, match=message):
        double_dummy(hands, Suit.HEARTS, leader)


def test_rejects_a_second_copy_from_the_double_deck():
    hands = [[Card(Rank.ACE, Suit.HEARTS, copy=1)], [], [], []]
    with pytest.raises(ValueError, match="24-card Euchre deck"):
        double_dummy(hands, Suit.HEARTS, 0)


@pytest.mark.parametrize("tricks", [2, 3, pytest.param(4, marks=pytest.mark.slow)])
def test_card_values_agree_with_plain_minimax_in_the_middle_of_a_trick(tricks):
    rng = random.Random(100 + tricks)
    positions = set()
    for index in range(80 if tricks < 4 else 30):
        hands, trump, leader = random_position(rng, tricks, lone=index % 3 == 0)
        seat, trick = start_a_trick(rng, hands, trump, leader)
        positions.add(len(trick))
        expected = minimax_card_values(hands, trump, seat, trick)
        assert card_values(hands, trump, seat, trick) == expected, (hands, trump, seat, trick)
    assert positions == {0, 1, 2, 3}


def test_card_values_on_a_full_deal_match_double_dummy():
    rng = random.Random(9)
    for _ in range(10):
        hands, trump, leader = random_position(rng, 5, lone=False)
        values = card_values(hands, trump, leader)
        assert set(values) == set(hands[leader])
        assert max(values.values()) == double_dummy(hands, trump, leader)


@pytest.mark.parametrize(
    "seat, message",
    [(2, "seat 1 plays next"), (0, "one card to a trick"), (5, "seat from 0 to 3")],
)
def test_card_values_rejects_a_seat_out_of_turn(seat, message):
    hands = hands_of("", "KH", "TH", "AC")  # seat 0 has led its last card, 9C
    with pytest.raises(ValueError, match=message):
        card_values(hands, Suit.HEARTS, seat, [(0, Card(Rank.NINE, Suit.CLUBS))])
