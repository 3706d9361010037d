from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.cards import Card, CardError, parse_cards, standard_deck
from scoring.cribbage import Category, score_hand
from scoring.cribbage.hand import _count_words


def categories(result):
    return Counter(item.category for item in result.items)


def points(result):
    return {cat.value: pts for cat, pts in result.points_by_category().items() if pts}


def test_the_29_hand():
    result = score_hand("5H 5C 5S JD", "5D")
    assert result.total == 29
    assert categories(result) == {Category.FIFTEEN: 8, Category.PAIR: 6, Category.NOBS: 1}
    assert points(result) == {"fifteen": 16, "pair": 12, "nobs": 1}
    assert result.spoken.startswith("fifteen two, fifteen four, fifteen six")
    assert result.spoken.endswith("and one for his nobs is twenty-nine")


def test_double_run_of_three_is_two_runs_and_a_pair():
    result = score_hand("3H 4C 5D 5S", "KC")
    runs = [item for item in result.items if item.category == Category.RUN]
    assert [item.points for item in runs] == [3, 3]
    assert categories(result)[Category.PAIR] == 1
    assert points(result) == {"fifteen": 4, "pair": 2, "run": 6}
    assert result.total == 12
    assert "a double run of three is twelve" in result.spoken


def test_double_run_of_four():
    result = score_hand("6H 7C 8D 8S", "9C")
    assert points(result) == {"fifteen": 6, "pair": 2, "run": 8}
    assert result.total == 16
    assert result.spoken.endswith("and a double run of four is sixteen")


def test_triple_run():
    result = score_hand("9H 9C 9D TS", "JC")
    assert categories(result)[Category.RUN] == 3
    assert points(result) == {"pair": 6, "run": 9}
    assert result.total == 15
    assert result.spoken == "a triple run of three is fifteen"


def test_double_double_run_is_sixteen():
    result = score_hand("7H 7C 8D 8S", "9C")
    assert categories(result) == {Category.RUN: 4, Category.PAIR: 2, Category.FIFTEEN: 4}
    assert result.total == 24
    only_runs = score_hand("3H 3C 4D 4S", "5C")
    assert points(only_runs) == {"pair": 4, "run": 12, "fifteen": 4}
    run_and_pairs = sum(
        item.points for item in only_runs.items if item.category in (Category.RUN, Category.PAIR)
    )
    assert run_and_pairs == 16


def test_four_fives_with_a_ten():
    result = score_hand("5H 5C 5S 5D", "TC")
    assert points(result) == {"fifteen": 16, "pair": 12}
    assert result.total == 28
    assert "a double pair royal is twenty-eight" in result.spoken


def test_run_of_five():
    result = score_hand("AH 2C 3D 4S", "5C")
    assert points(result) == {"fifteen": 2, "run": 5}


def test_four_card_flush_counts_in_hand_only():
    hand, starter = "AH 3H 7H 9H", "KC"
    assert score_hand(hand, starter).total == 4
    assert [item.category for item in score_hand(hand, starter).items] == [Category.FLUSH]
    crib = score_hand(hand, starter, crib=True)
    assert crib.total == 0
    assert any("only when the starter is a heart" in note for note in crib.notes)


def test_five_card_flush_counts_in_hand_and_crib():
    for crib in (False, True):
        result = score_hand("AH 3H 7H 9H", "KH", crib=crib)
        assert [(i.category, i.points) for i in result.items] == [(Category.FLUSH, 5)]


def test_starter_does_not_make_a_flush_with_three_hand_cards():
    assert score_hand("AH 3H 7H 9C", "KH").total == 0


def test_nobs_is_a_hand_jack_of_the_starters_suit():
    assert points(score_hand("JD 2C 4S 8H", "QD")) == {"nobs": 1}
    assert points(score_hand("JC 2C 4S 8H", "QD")) == {}


def test_a_jack_starter_never_scores_nobs_and_mentions_heels():
    result = score_hand("2C 4S 8H KD", "JD")
    assert result.total == 0
    assert any("his heels" in note for note in result.notes)


def test_jack_in_crib_scores_nobs():
    assert points(score_hand("JD 2C 4S 8H", "QD", crib=True)) == {"nobs": 1}


@pytest.mark.parametrize(
    ("hand", "starter"), [("2C 4S 8H TD", "QD"), ("AC 3D 7H 9S", "KC"), ("2H 4C 6S 8D", "QH")]
)
def test_nineteen_hands_score_zero(hand, starter):
    result = score_hand(hand, starter)
    assert result.total == 0
    assert result.items == ()
    assert result.spoken == "nineteen: no points"


def test_item_texts_explain_the_cards():
    result = score_hand("7H 8C 2D 3S", "KS")
    texts = [item.text for item in result.items]
    assert "7♥ + 8♣ = 15 for 2" in texts
    assert "2♦ + 3♠ + K♠ = 15 for 2" in texts
    pair = score_hand("5H 5C 2D 9S", "KS").items
    assert "5♣ and 5♥: a pair for 2" in [item.text for item in pair]


def test_spoken_count_example():
    assert score_hand("7H 8C 4D 4S", "KS").spoken == "fifteen two, fifteen four, and a pair is six"


def test_items_hold_the_scoring_cards():
    result = score_hand("5H 5C 5S JD", "5D")
    for item in result.items:
        if item.category == Category.FIFTEEN:
            assert sum(min(card.rank, 10) for card in item.cards) == 15
        if item.category == Category.PAIR:
            assert len(item.cards) == 2 and item.cards[0].rank == item.cards[1].rank
        if item.category == Category.NOBS:
            assert item.cards == (Card.parse("JD"),)


@pytest.mark.parametrize(
    ("hand", "starter", "message"),
    [
        ("5H 5C 5S", "5D", "a hand is 4 cards; three given"),
        ("5H 5C 5S JD 2C", "5D", "a hand is 4 cards; five given"),
        ("5H 5C 5S JD", "5H", "5H (5♥) appears twice"),
        ("5H 5C 5S 5H", "2D", "5H (5♥) appears twice"),
        ("5H 5C 5S JX", "2D", "unknown suit 'X'"),
    ],
)
def test_bad_hands_are_rejected(hand, starter, message):
    with pytest.raises(CardError, match=message.replace("(", r"\(").replace(")", r"\)")):
        score_hand(hand, starter)


# --- Properties, checked against a plain recount -------------------------------------------

DECK = standard_deck()
five_cards = st.lists(st.sampled_from(DECK), min_size=5, max_size=5, unique=True)


def is_run(cards) -> bool:
    ranks = sorted(c.rank for c in cards)
    return len(set(ranks)) == len(ranks) and ranks[-1] - ranks[0] == len(ranks) - 1


def plain_score(hand: list[Card], starter: Card, crib: bool) -> int:
    """Obviously-correct recount: every subset, every pair, longest runs by brute force."""
    cards = [*hand, starter]
    total = 0
    for size in range(2, 6):
        for combo in combinations(cards, size):
            if sum(min(c.rank, 10) for c in combo) == 15:
                total += 2
    total += 2 * sum(1 for a, b in combinations(cards, 2) if a.rank == b.rank)
    for size in (5, 4, 3):
        runs = [combo for combo in combinations(cards, size) if is_run(combo)]
        if runs:
            total += size * len(runs)
            break
    if len({c.suit for c in hand}) == 1:
        if starter.suit == hand[0].suit:
            total += 5
        elif not crib:
            total += 4
    total += sum(1 for c in hand if c.rank == 11 and c.suit == starter.suit)
    return total


@given(five_cards, st.booleans())
def test_total_matches_a_plain_recount_and_the_sum_of_items(cards, crib):
    hand, starter = cards[:4], cards[4]
    result = score_hand(hand, starter, crib=crib)
    assert result.total == sum(item.points for item in result.items)
    assert result.total == plain_score(hand, starter, crib)


@given(five_cards, st.permutations(range(4)), st.booleans())
def test_order_of_hand_cards_never_matters(cards, order, crib):
    hand, starter = cards[:4], cards[4]
    shuffled = [hand[i] for i in order]
    first = score_hand(hand, starter, crib=crib)
    second = score_hand(shuffled, starter, crib=crib)
    assert first.total == second.total
    assert Counter(first.items) == Counter(second.items)
    assert first.spoken == second.spoken


@given(five_cards, st.booleans())
def test_impossible_scores_never_occur(cards, crib):
    assert score_hand(cards[:4], cards[4], crib=crib).total not in {19, 25, 26, 27}


@given(five_cards)
def test_spoken_count_ends_on_the_total(cards):
    result = score_hand(cards[:4], cards[4])
    if result.total:
        assert result.spoken.split(" ")[-1] == _count_words(result.total)


def test_parse_and_card_inputs_agree():
    as_text = score_hand("5H 5C 5S JD", "5D")
    as_cards = score_hand(parse_cards("5H 5C 5S JD"), Card.parse("5D"))
    assert as_text == as_cards
