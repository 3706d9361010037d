"""The card rules Euchre and Bid Euchre share: bowers, following suit, who takes a trick."""

from __future__ import annotations

import pytest

from scoring.cards import EUCHRE_RANKS, JOKER, Card, Rank, Suit, parse_cards
from scoring.tricks.following import legal_plays
from scoring.tricks.layout import layout
from scoring.tricks.trick import Trick, trick_winner
from scoring.tricks.trump import (
    is_benny,
    is_left_bower,
    is_right_bower,
    is_trump,
    power,
    suit_of,
    turned_over,
)


def card(text: str, copy: int = 0) -> Card:
    parsed = Card.parse(text)
    return Card(parsed.rank, parsed.suit, copy)


@pytest.mark.parametrize(
    "trump, right, left",
    [
        (Suit.HEARTS, "JH", "JD"),
        (Suit.DIAMONDS, "JD", "JH"),
        (Suit.CLUBS, "JC", "JS"),
        (Suit.SPADES, "JS", "JC"),
    ],
)
def test_the_bowers_are_the_jacks_of_trumps_colour(trump, right, left):
    assert is_right_bower(Card.parse(right), trump)
    assert is_left_bower(Card.parse(left), trump)
    assert not is_left_bower(Card.parse(right), trump)
    assert suit_of(Card.parse(left), trump) is trump  # the left bower is a trump
    assert is_trump(Card.parse(left), trump)
    ranked = sorted(
        (c for c in parse_cards("9H TH QH KH AH 9D TD QD KD AD 9C TC QC KC AC 9S TS QS KS AS")),
        key=lambda c: power(c, trump, trump),
    )
    top_plain = power(ranked[-1], trump, trump)
    assert power(Card.parse(right), trump, trump) > power(Card.parse(left), trump, trump)
    assert power(Card.parse(left), trump, trump) > top_plain


def test_without_trump_a_jack_is_a_plain_card():
    jack = Card.parse("JD")
    assert suit_of(jack, None) is Suit.DIAMONDS
    assert not is_trump(jack, None)
    assert power(jack, None, Suit.DIAMONDS) < power(Card.parse("QD"), None, Suit.DIAMONDS)


def test_a_card_off_the_suit_led_and_not_trump_never_wins():
    assert power(Card.parse("AC"), Suit.HEARTS, Suit.SPADES) == 0


def test_following_suit_counts_the_left_bower_as_trump():
    hand = parse_cards("JD AD 9C")
    # Hearts trump: JD is a heart, so a diamond lead may be answered with AD only.
    assert legal_plays(hand, Card.parse("KD"), Suit.HEARTS) == parse_cards("AD")
    assert legal_plays(hand, Card.parse("9H"), Suit.HEARTS) == parse_cards("JD")
    # Void in the suit led: anything goes; leading: anything goes.
    assert legal_plays(hand, Card.parse("KS"), Suit.HEARTS) == hand
    assert legal_plays(hand, None, Suit.HEARTS) == hand
    # Clubs trump: JD is a plain diamond again.
    assert legal_plays(hand, Card.parse("KD"), Suit.CLUBS) == parse_cards("JD AD")


def test_the_first_of_two_identical_cards_wins():
    first, second = card("AS", 0), card("AS", 1)
    for a, b in ((first, second), (second, first)):
        assert trick_winner([a, b, card("KS"), card("9S", 1)], Suit.HEARTS) == 0
        assert trick_winner([card("KS"), a, b, card("QS")], Suit.HEARTS) == 1
        assert trick_winner([card("KS"), a, b, card("9H")], Suit.HEARTS) == 3  # trumped
    right = [card("JH", 0), card("JH", 1)]
    assert trick_winner([card("AH"), right[1], right[0], card("JD")], Suit.HEARTS) == 1


def test_a_trick_value_knows_its_lead_and_winner():
    trick = Trick().add(1, card("KD")).add(2, card("AD", 1)).add(3, card("AD", 0))
    assert trick.leader == 1 and trick.led == card("KD") and len(trick) == 3
    assert trick.winner(Suit.CLUBS) == 2
    assert trick.add(0, card("JH")).winner(Suit.HEARTS) == 0  # the left bower ruffs
    with pytest.raises(ValueError):
        trick_winner([], Suit.HEARTS)


def test_identical_cards_have_the_same_power():
    for rank in EUCHRE_RANKS:
        for suit in Suit:
            a, b = Card(rank, suit, 0), Card(rank, suit, 1)
            for trump in (*Suit, None):
                assert power(a, trump, suit) == power(b, trump, suit)


# The Benny (Bid Euchre's joker): the highest trump; with no trump, a trump suit of one card.


def test_the_benny_is_the_highest_trump_above_both_bowers():
    for trump in Suit:
        assert is_benny(JOKER) and is_trump(JOKER, trump) and suit_of(JOKER, trump) is trump
        right = Card(Rank.JACK, trump)
        assert power(JOKER, trump, trump) > power(right, trump, trump)
        # It follows trump when trump is led, and takes the trick from the right bower.
        plain = Card(Rank.ACE, next(s for s in Suit if s.is_red != trump.is_red))
        assert legal_plays([JOKER, plain], right, trump) == [JOKER]
        assert trick_winner([right, JOKER, Card(Rank.JACK, trump, 1)], trump) == 1


def test_with_no_trump_the_benny_is_a_suit_of_its_own_that_takes_any_trick():
    hand = [JOKER, *parse_cards("AH 9S")]
    assert suit_of(JOKER, None) is None and is_trump(JOKER, None)
    assert not is_trump(Card.parse("AH"), None)
    # Holding the suit led, you must follow it: the Benny cannot be played.
    assert legal_plays(hand, Card.parse("KH"), None) == parse_cards("AH")
    # Void in the suit led, the Benny may be played, and it takes the trick.
    assert JOKER in legal_plays(hand, Card.parse("KD"), None)
    assert trick_winner([*parse_cards("KD AD"), JOKER, Card.parse("9C")], None) == 2
    # Led, it calls for no suit: nobody can follow it, so any card goes, and it wins.
    assert legal_plays(parse_cards("AH 9S"), JOKER, None) == parse_cards("AH 9S")
    assert trick_winner([JOKER, *parse_cards("AH AS AD")], None) == 0


def test_in_low_no_trump_the_benny_still_takes_its_trick():
    assert turned_over(JOKER) == JOKER
    cards = [turned_over(c) for c in [*parse_cards("KD 9D"), JOKER]]
    assert trick_winner(cards, None) == 2


def test_the_layout_puts_the_benny_on_top_and_alone_in_no_trump():
    deck = frozenset([*parse_cards("AH KH AS"), JOKER])
    for trump in (Suit.HEARTS, None):
        code = layout(deck, trump)
        top = code.size - 1
        assert code.cards[top] == JOKER
        assert code.trump_mask >> top & 1
    no_trump = layout(deck, None)
    assert no_trump.trump_mask == 1 << (no_trump.size - 1)  # the Benny alone is "trump"
    assert no_trump.suit_mask[no_trump.bit_of[JOKER]] == no_trump.trump_mask
