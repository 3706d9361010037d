import json

import pytest

from scoring.cards import (
    DOUBLE_DECK,
    EUCHRE_DECK,
    EUCHRE_RANKS,
    JOKER,
    RANK_TEXTS,
    STANDARD_DECK,
    SUIT_TEXTS,
    Card,
    CardError,
    Deck,
    Rank,
    Suit,
    double_deck,
    euchre_deck,
    format_cards,
    parse_cards,
    standard_deck,
)
from scoring.engine import ExplainedError

FIVE_OF_HEARTS = Card(Rank.FIVE, Suit.HEARTS)
TEN_OF_HEARTS = Card(Rank.TEN, Suit.HEARTS)
ACE_TWICE = Card(Rank.ACE, Suit.HEARTS, 1)  # the second ace of hearts of a double deck


@pytest.mark.parametrize("text", ["5H", "5h", "5♥", "5♡", "5♥\ufe0f", " 5H "])
def test_parse_spellings_of_five_of_hearts(text):
    assert Card.parse(text) == FIVE_OF_HEARTS


@pytest.mark.parametrize("text", ["10H", "TH", "th", "10h", "10♥", "T♥"])
def test_parse_spellings_of_ten(text):
    assert Card.parse(text) == TEN_OF_HEARTS


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("J♦", Card(Rank.JACK, Suit.DIAMONDS)),
        ("A♠", Card(Rank.ACE, Suit.SPADES)),
        ("a♠", Card(Rank.ACE, Suit.SPADES)),
        ("qc", Card(Rank.QUEEN, Suit.CLUBS)),
        ("K♣", Card(Rank.KING, Suit.CLUBS)),
        ("2♢", Card(Rank.TWO, Suit.DIAMONDS)),
        ("9♤", Card(Rank.NINE, Suit.SPADES)),
        ("3♧", Card(Rank.THREE, Suit.CLUBS)),
    ],
)
def test_parse_ranks_and_suits(text, card):
    assert Card.parse(text) == card


@pytest.mark.parametrize(
    "text",
    [
        "5H 5C 5S JD",
        "5H,5C,5S,JD",
        "5h, 5c, 5s, jd",
        "5♥ 5♣ 5♠ J♦",
        "5H+5C+5S+JD",
        " 5H  5C;5S ,JD ",
    ],
)
def test_parse_cards_separators(text):
    assert format_cards(parse_cards(text)) == "5H 5C 5S JD"


def test_parse_cards_empty_is_empty():
    assert parse_cards("") == []
    assert parse_cards(" , ") == []


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("5X", "'5X': unknown suit 'X'; use C, D, H, S or ♣ ♦ ♥ ♠"),
        ("1H", "'1H': unknown rank '1'; use A, 2 to 10 (or T), J, Q or K"),
        ("11H", "'11H': unknown rank '11'"),
        ("ZZ", "'ZZ': unknown rank 'Z'"),
        ("H", "'H' is not a card"),
        ("5", "'5' has no suit; add C, D, H, S or ♣ ♦ ♥ ♠, like 5H"),
        ("10", "'10' has no suit"),
        ("5HH", "'5HH': unknown rank '5H'"),
        ("5H5C", "'5H5C' is more than one card; put a space or comma between cards"),
        ("Q" * 40, "'QQQQQQQQQQQQ…'"),
    ],
)
def test_parse_errors_name_the_token_and_what_is_accepted(text, message):
    with pytest.raises(CardError) as excinfo:
        Card.parse(text)
    assert message in str(excinfo.value)


def test_parse_cards_reports_the_bad_token_among_good_ones():
    with pytest.raises(CardError, match="'QX': unknown suit 'X'"):
        parse_cards("5H 6H QX 7H")


def test_card_error_is_a_value_error_explained_to_the_player():
    assert issubclass(CardError, ExplainedError) and issubclass(ExplainedError, ValueError)


@pytest.mark.parametrize("text", ["5ſ", "ſ5", "5\u212a", "Ａh", "5\ufe0fH", "5Ｈ"])
def test_only_the_listed_spellings_are_cards(text):
    """Unicode case-folding is not applied ('ſ'.upper() is 'S', the Kelvin sign lowers to
    'k'): what is accepted is exactly the listed ranks and suits, as the API documents."""
    with pytest.raises(CardError):
        Card.parse(text)


def test_every_listed_spelling_reads_as_its_card():
    for rank in RANK_TEXTS:
        for suit in SUIT_TEXTS:
            card = Card.parse(rank + suit + "\ufe0f\ufe0f")
            assert card == Card(Rank.parse(rank), Suit.parse(suit))


def test_duplicates_rejected_naming_the_card():
    with pytest.raises(CardError, match=r"5H \(5♥\) appears twice"):
        parse_cards("5H 5C 5h")


def test_duplicates_allowed_on_request():
    assert len(parse_cards("5H 5H", allow_duplicates=True)) == 2


def test_huge_input_rejected_before_parsing():
    with pytest.raises(CardError, match="at most 1000"):
        parse_cards("5H " * 400)


def test_text_forms():
    card = Card.parse("10♥")
    assert str(card) == "TH"
    assert card.name == "ten of hearts"
    assert card.display == "10♥"
    assert Card.parse("jd").name == "jack of diamonds"
    assert Card.parse("AS").display == "A♠"


def test_every_card_round_trips_through_its_text():
    for card in standard_deck():
        assert len(str(card)) == 2
        assert Card.parse(str(card)) == card
        assert Card.parse(card.display) == card


def test_cards_sort_by_rank_then_suit():
    assert sorted(parse_cards("KS 5H AC 5C")) == parse_cards("AC 5C 5H KS")
    five_hearts, five_spades = parse_cards("5H 5S")
    assert five_hearts < five_spades and five_hearts <= five_spades
    assert five_spades > five_hearts and five_spades >= five_hearts


def test_suit_properties():
    assert Suit.parse("♦") is Suit.DIAMONDS
    assert Suit.HEARTS.is_red and Suit.DIAMONDS.is_red
    assert not Suit.CLUBS.is_red and not Suit.SPADES.is_red
    with pytest.raises(CardError, match="'X' is not a suit"):
        Suit.parse("X")


def test_rank_parse():
    assert Rank.parse("10") is Rank.TEN
    assert Rank.parse("t") is Rank.TEN
    with pytest.raises(CardError, match="'0' is not a rank"):
        Rank.parse("0")


def test_standard_deck():
    deck = standard_deck()
    assert len(deck) == len(set(deck)) == 52
    assert sorted(card.index for card in deck) == list(range(52))


def test_euchre_deck():
    deck = euchre_deck()
    assert len(deck) == len(set(deck)) == 24
    assert {card.rank for card in deck} == {
        Rank.NINE,
        Rank.TEN,
        Rank.JACK,
        Rank.QUEEN,
        Rank.KING,
        Rank.ACE,
    }


def test_double_deck_keeps_the_two_copies_apart():
    deck = double_deck()
    assert len(deck) == len(set(deck)) == 48
    first, second = Card(Rank.ACE, Suit.SPADES, 0), Card(Rank.ACE, Suit.SPADES, 1)
    assert first in deck and second in deck
    assert first != second
    assert (str(first), str(second)) == ("AS", "AS'")
    assert {(card.rank, card.suit) for card in deck} == {
        (card.rank, card.suit) for card in euchre_deck()
    }


@pytest.mark.parametrize("card", double_deck(), ids=str)
def test_every_double_deck_card_round_trips_through_its_text(card):
    assert Card.parse(str(card)) == card
    assert parse_cards(format_cards([card])) == [card]
    assert json.loads(json.dumps(str(card))) == str(card)


def test_a_hand_is_checked_against_its_deck():
    assert DOUBLE_DECK.read("TH TH 9S") == [
        Card(Rank.TEN, Suit.HEARTS),
        Card(Rank.TEN, Suit.HEARTS, 1),
        Card(Rank.NINE, Suit.SPADES),
    ]
    assert DOUBLE_DECK.read("TH' TH") == [
        Card(Rank.TEN, Suit.HEARTS, 1),
        Card(Rank.TEN, Suit.HEARTS),
    ]
    with pytest.raises(CardError, match="10♥ appears more than two times; the 48-card"):
        DOUBLE_DECK.read("TH TH TH")
    with pytest.raises(CardError, match="10♥ appears twice; the 52-card deck has one"):
        STANDARD_DECK.read("TH 10h")
    with pytest.raises(CardError, match=r"2H \(2♥\) is not in the 24-card Euchre deck"):
        EUCHRE_DECK.check([Card(Rank.TWO, Suit.HEARTS)])
    with pytest.raises(CardError, match="appears twice"):
        EUCHRE_DECK.check([Card(Rank.ACE, Suit.HEARTS, 1)])


def test_a_lone_prime_is_explained():
    with pytest.raises(CardError, match="a second copy is one card and a prime"):
        Card.parse("'")


# The joker: Bid Euchre's Benny (Rules.benny), in no other deck.


@pytest.mark.parametrize("text", ["JK", "jk", "Joker", "benny", "BENNY", "🃏", " JK "])
def test_the_joker_reads_from_its_spellings_and_writes_as_jk(text):
    joker = Card.parse(text)
    assert joker == JOKER and joker.is_joker
    assert str(joker) == "JK" and Card.parse(str(joker)) == joker
    assert joker.display == "the Benny" and "joker" in joker.name
    assert json.loads(json.dumps(str(joker))) == "JK"


def test_no_other_card_is_a_joker_and_no_deck_but_the_bennys_has_one():
    assert not any(card.is_joker for card in standard_deck() + double_deck())
    assert len(standard_deck()) == 52 and Rank.JOKER not in STANDARD_DECK.ranks
    with_benny = Deck("a test deck", EUCHRE_RANKS, 2, jokers=1)
    cards = with_benny.cards()
    assert len(cards) == 49 and cards[-1] == JOKER and cards.count(JOKER) == 1
    with_benny.check(cards)
    with pytest.raises(CardError, match="not in the 48-card double deck"):
        DOUBLE_DECK.check([JOKER])
    with pytest.raises(CardError, match="not in"):
        with_benny.check([Card(Rank.JOKER, Suit.SPADES, 1)])  # a second joker
    assert with_benny.read("JK AH AH") == [JOKER, Card(Rank.ACE, Suit.HEARTS), ACE_TWICE]


def test_a_deck_refuses_the_joker_and_second_copies_it_does_not_have():
    assert parse_cards("5H JK 5H'") == [FIVE_OF_HEARTS, JOKER, Card(Rank.FIVE, Suit.HEARTS, 1)]
    with pytest.raises(CardError, match=r"the joker .*Benny.* is not in the 52-card deck"):
        STANDARD_DECK.check(parse_cards("5H JK"))
    with pytest.raises(CardError, match="not in the 24-card Euchre deck"):
        EUCHRE_DECK.read("JK")
    with pytest.raises(CardError, match="5♥ appears twice; the 52-card deck has one"):
        STANDARD_DECK.check(parse_cards("5H'"))
