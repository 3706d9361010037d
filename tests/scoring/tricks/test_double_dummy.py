"""The generalised double-dummy solver against a plain minimax written straight from the rules,
on the 24-card deck and on Bid Euchre's 48-card double deck, where identical cards meet."""

from __future__ import annotations

import random

import pytest

from scoring.cards import JOKER, Card, Rank, Suit, double_deck, euchre_deck
from scoring.tricks.solver import SolverError, card_values, double_dummy
from tests.scoring.tricks.plain import minimax, minimax_card_values, start_a_trick

DOUBLE_DECK = frozenset(double_deck())
EUCHRE_DECK = frozenset(euchre_deck())


def twin_heavy_position(rng, tricks, lone):
    """A double-deck ending dealt from few faces, both copies of each, so that identical cards
    often meet in one trick or sit in one hand."""
    players = 3 if lone else 4
    faces = rng.sample(euchre_deck(), (tricks * players + 1) // 2)
    cards = [Card(face.rank, face.suit, copy) for face in faces for copy in (0, 1)]
    rng.shuffle(cards)
    hands = [cards[seat * tricks : (seat + 1) * tricks] for seat in range(players)]
    if lone:
        hands.insert(rng.randrange(4), [])
    trump = rng.choice([*Suit, None]) if rng.random() < 0.15 else rng.choice(list(Suit))
    leader = rng.choice([seat for seat in range(4) if hands[seat]])
    return hands, trump, leader


def double_deck_position(rng, tricks, lone):
    deck = double_deck()
    rng.shuffle(deck)
    hands = [deck[seat * tricks : (seat + 1) * tricks] for seat in range(4)]
    if lone:
        hands[rng.randrange(4)] = []
    trump = rng.choice(list(Suit))
    leader = rng.choice([seat for seat in range(4) if hands[seat]])
    return hands, trump, leader


@pytest.mark.parametrize(
    "tricks, count", [(1, 150), (2, 250), (3, 250), pytest.param(4, 80, marks=pytest.mark.slow)]
)
def test_agrees_with_plain_minimax_where_identical_cards_meet(tricks, count):
    rng = random.Random(40 + tricks)
    pairs_in_one_hand = 0
    for index in range(count):
        hands, trump, leader = twin_heavy_position(rng, tricks, lone=index % 4 == 0)
        expected = minimax(hands, trump, leader)
        assert double_dummy(hands, trump, leader) == expected, (hands, trump, leader)
        assert double_dummy(hands, trump, leader, DOUBLE_DECK) == expected
        pairs_in_one_hand += any(
            len({(c.rank, c.suit) for c in hand}) < len(hand) for hand in hands
        )
    assert tricks == 1 or pairs_in_one_hand > count // 10


@pytest.mark.parametrize("tricks, count", [(3, 60), pytest.param(4, 40, marks=pytest.mark.slow)])
def test_agrees_with_plain_minimax_on_double_deck_endings(tricks, count):
    rng = random.Random(70 + tricks)
    for index in range(count):
        hands, trump, leader = double_deck_position(rng, tricks, lone=index % 3 == 0)
        assert double_dummy(hands, trump, leader) == minimax(hands, trump, leader)


def benny_position(rng, tricks, lone):
    """A double-deck ending with the Benny in some hand, most often with no trump."""
    deck = double_deck()
    rng.shuffle(deck)
    players = 3 if lone else 4
    cards = [JOKER, *deck[: tricks * players - 1]]
    rng.shuffle(cards)
    hands = [cards[seat * tricks : (seat + 1) * tricks] for seat in range(players)]
    if lone:
        hands.insert(rng.randrange(4), [])
    trump = rng.choice([None, *Suit]) if rng.random() < 0.5 else None
    leader = rng.choice([seat for seat in range(4) if hands[seat]])
    return hands, trump, leader


@pytest.mark.parametrize("tricks, count", [(2, 80), (3, 60)])
def test_agrees_with_plain_minimax_with_the_benny(tricks, count):
    rng = random.Random(110 + tricks)
    benny_deck = DOUBLE_DECK | {JOKER}
    for index in range(count):
        hands, trump, leader = benny_position(rng, tricks, lone=index % 4 == 0)
        expected = minimax(hands, trump, leader)
        assert double_dummy(hands, trump, leader) == expected, (hands, trump, leader)
        assert double_dummy(hands, trump, leader, benny_deck) == expected
        seat, trick = start_a_trick(rng, hands, trump, leader)
        values = minimax_card_values(hands, trump, seat, trick)
        assert card_values(hands, trump, seat, trick) == values, (hands, trump, seat, trick)


@pytest.mark.parametrize("tricks", [1, 2, 3])
def test_card_values_agree_with_plain_minimax_mid_trick_with_identical_cards(tricks):
    rng = random.Random(90 + tricks)
    positions = set()
    for index in range(120):
        hands, trump, leader = twin_heavy_position(rng, tricks, lone=index % 3 == 0)
        seat, trick = start_a_trick(rng, hands, trump, leader)
        positions.add(len(trick))
        expected = minimax_card_values(hands, trump, seat, trick)
        assert card_values(hands, trump, seat, trick) == expected, (hands, trump, seat, trick)
        assert card_values(hands, trump, seat, trick, DOUBLE_DECK) == expected
    assert positions == {0, 1, 2, 3}


def test_the_first_played_of_two_identical_aces_takes_the_trick():
    ace, twin = Card(Rank.ACE, Suit.SPADES, 0), Card(Rank.ACE, Suit.SPADES, 1)
    low = [Card(Rank.NINE, Suit.SPADES, copy) for copy in (0, 1)]
    for first, second in ((ace, twin), (twin, ace)):
        hands = [[first], [second], [low[0]], [low[1]]]
        assert double_dummy(hands, Suit.HEARTS, 0) == 1
        hands = [[second], [first], [low[0]], [low[1]]]
        assert double_dummy(hands, Suit.HEARTS, 1) == 1  # East leads it and keeps it
        assert double_dummy(hands, Suit.HEARTS, 0) == 1


def test_identical_top_trumps_each_win_only_when_led():
    # Both right bowers, one each side: whoever leads theirs first takes that trick.
    right = [Card(Rank.JACK, Suit.HEARTS, copy) for copy in (0, 1)]
    nine = [Card(Rank.NINE, Suit.HEARTS, copy) for copy in (0, 1)]
    for a, b in ((0, 1), (1, 0)):
        hands = [[right[a], nine[0]], [right[b], nine[1]], [], []]
        assert double_dummy(hands, Suit.HEARTS, 0) == 1 == minimax(hands, Suit.HEARTS, 0)
        assert double_dummy(hands, Suit.HEARTS, 1) == 1 == minimax(hands, Suit.HEARTS, 1)


def test_any_hand_size_on_the_24_card_deck():
    rng = random.Random(3)
    for tricks in (3, 6):
        deck = euchre_deck()
        rng.shuffle(deck)
        players = 24 // tricks
        hands = [deck[seat * tricks : (seat + 1) * tricks] for seat in range(min(players, 4))]
        hands += [[]] * (4 - len(hands))
        if tricks == 6:
            value = double_dummy(hands, Suit.CLUBS, 0, EUCHRE_DECK)
            assert 0 <= value <= 6
            assert value == double_dummy(hands, Suit.CLUBS, 0)
        else:
            assert double_dummy(hands, Suit.CLUBS, 0) == minimax(hands, Suit.CLUBS, 0)


def test_rejects_a_card_outside_the_deck_given():
    hands = [[Card(Rank.ACE, Suit.HEARTS, 1)], [Card(Rank.KING, Suit.HEARTS)], [], []]
    assert double_dummy(hands, Suit.HEARTS, 0, DOUBLE_DECK) == 1
    with pytest.raises(SolverError, match="not in the deck"):
        double_dummy(hands, Suit.HEARTS, 0, EUCHRE_DECK)
    with pytest.raises(ValueError, match="twice"):
        double_dummy([[hands[0][0]], [hands[0][0]], [], []], Suit.HEARTS, 0)
