from itertools import pairwise, permutations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.cards import Card, CardError, parse_cards, standard_deck
from scoring.cribbage.hand import value
from scoring.cribbage.pegging import (
    VALUES,
    PeggingError,
    PlayCategory,
    go_point,
    heels,
    last_card_point,
    score_play,
)


def pegged(pile):
    """{category: points} for the last card of the pile."""
    return {item.category.value: item.points for item in score_play(pile).items}


def test_the_value_table_agrees_with_hand_value():
    assert all(VALUES[card.rank] == value(card) for card in standard_deck())


def test_a_card_that_scores_nothing():
    result = score_play("7H 9C")
    assert result.items == ()
    assert result.total == 0
    assert result.count == 16


def test_fifteen():
    result = score_play("KC 5H")
    assert pegged("KC 5H") == {"fifteen": 2}
    (item,) = result.items
    assert item.cards == tuple(parse_cards("KC 5H"))
    assert item.text == "K♣ 5♥: count 15 for 2"


def test_thirty_one():
    result = score_play("KC QH 5D 6S")
    assert result.count == 31
    assert pegged("KC QH 5D 6S") == {"thirty_one": 2}
    assert result.items[0].text == "K♣ Q♥ 5♦ 6♠: 31 for 2"


def test_reversed_run_of_four():
    result = score_play("7H 9C 6D 8S")
    assert pegged("7H 9C 6D 8S") == {"run": 4}
    assert result.items[0].text == "7♥ 9♣ 6♦ 8♠: a run of four for 4"


def test_the_longest_run_counts_once():
    assert pegged("3H 4C 2D 5S 6H") == {"run": 5}
    assert pegged("AH 2C 3D 4S 5H") == {"fifteen": 2, "run": 5}


def test_a_repeated_rank_breaks_the_run():
    # 7 6 8 6: the last two are 8, 6 (no pair); the last three and four hold two sixes.
    assert pegged("7H 6C 8D 6S") == {}
    # ...but the three most recent cards may still run when the repeat is further back.
    assert pegged("6H 7C 6D 8S") == {"run": 3}


def test_a_run_must_be_the_most_recent_cards():
    assert pegged("3H 4C 5D KS") == {}
    assert pegged("3H 4C KS 5D") == {}


def test_pair_royal_and_double_pair_royal():
    assert pegged("5H 5C") == {"pair": 2}
    assert pegged("5H 5C 5D") == {"fifteen": 2, "pair": 6}
    assert pegged("2H 2C 2D 2S") == {"pair": 12}
    items = score_play("9H 9C 9D").items
    assert [item.text for item in items] == ["9♥ 9♣ 9♦: a pair royal for 6"]
    (item,) = score_play("2H 2C 2D 2S").items
    assert item.text == "2♥ 2♣ 2♦ 2♠: a double pair royal for 12"


def test_only_consecutive_same_ranks_pair():
    assert pegged("5H 5C 4D 5S") == {}
    assert pegged("4H 5C 5S") == {"pair": 2}


def test_fifteen_with_a_pair_and_thirty_one_with_a_pair_royal():
    assert pegged("5H 5C 5D") == {"fifteen": 2, "pair": 6}
    # 7 7 7 makes 21, then a ten 31: 31 for 2 and no pair.
    assert pegged("7H 7C 7D KS") == {"thirty_one": 2}
    # 10 + 7 + 7 = 24 ... 7 makes 31 with a pair royal: 2 + 6.
    assert pegged("TH 7C 7D 7S") == {"thirty_one": 2, "pair": 6}


def test_fifteen_with_a_run_and_thirty_one_with_a_run():
    assert pegged("4H 5C 6D") == {"fifteen": 2, "run": 3}
    # K + 6 + 7 = 23, 8 makes 31 and a run of three 6 7 8.
    assert pegged("KH 6C 7D 8S") == {"thirty_one": 2, "run": 3}


def test_past_31_is_refused():
    with pytest.raises(PeggingError, match="past 31"):
        score_play("KH QH JH 5S")


def test_an_empty_pile_and_a_card_twice_are_refused():
    with pytest.raises(PeggingError, match="empty"):
        score_play([])
    with pytest.raises(CardError, match="twice"):
        score_play("5H 5H")


def test_go_last_card_and_heels_items():
    pile = parse_cards("KH QC 9D")
    go = go_point(pile)
    assert (go.category, go.cards, go.points) == (PlayCategory.GO, (Card.parse("9D"),), 1)
    assert "29" in go.text and "go for 1" in go.text
    last = last_card_point(pile)
    assert (last.category, last.points) == (PlayCategory.LAST_CARD, 1)
    jack = heels(Card.parse("JS"))
    assert (jack.category, jack.points, jack.cards) == (PlayCategory.HEELS, 2, (Card.parse("JS"),))


def slow_play_points(pile):
    """A plain restatement of the rules, to check score_play against."""
    count = sum(value(card) for card in pile)
    points = 2 if count in (15, 31) else 0
    same = 1
    while same < len(pile) and pile[-1 - same].rank == pile[-1].rank:
        same += 1
    points += {1: 0, 2: 2, 3: 6, 4: 12}[same]
    best = 0
    for length in range(3, len(pile) + 1):
        ranks = sorted(card.rank for card in pile[-length:])
        if all(b == a + 1 for a, b in pairwise(ranks)):
            best = length
    return points + best


@st.composite
def piles(draw):
    deck = standard_deck()
    cards = draw(st.permutations(deck))
    pile = []
    for card in cards:
        if sum(value(c) for c in pile) + value(card) > 31:
            break
        pile.append(card)
    return pile[: draw(st.integers(1, len(pile)))]


@given(piles())
def test_score_play_agrees_with_a_plain_restatement(pile):
    result = score_play(pile)
    assert result.total == slow_play_points(pile)
    assert result.total == sum(item.points for item in result.items)
    for item in result.items:
        assert set(item.cards) <= set(pile)


@given(st.integers(1, 4), st.integers(3, 5))
def test_a_run_scores_the_same_in_any_order(low, length):
    ranks = "A23456789"[low - 1 : low - 1 + length]
    pile = [Card.parse(rank + suit) for rank, suit in zip(ranks, "CDHSC", strict=False)]
    fifteen = 2 if sum(value(card) for card in pile) == 15 else 0
    for order in permutations(pile):
        assert score_play(list(order)).total == length + fifteen
