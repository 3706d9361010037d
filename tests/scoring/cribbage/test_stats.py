"""The counted score tables against published figures, a brute force, and score_hand."""

from collections import Counter
from itertools import combinations, combinations_with_replacement

import pytest

from scoring.cards import PIP_RANKS, Card, Rank, Suit
from scoring.cribbage import score_distribution
from scoring.cribbage._rank_points import rank_key, rank_points_table
from scoring.cribbage.hand import Category, score_hand
from scoring.cribbage.stats import mean_score, total_deals

# Steven S. Lumetta, "Amusing Cribbage Facts" (http://lumetta.web.engr.illinois.edu/humor/
# cribbage.html), the source Wikipedia's "Cribbage statistics" article cites for its
# "Scoring Breakdown" table; the rows read there agree with it.
PUBLISHED_HAND_TABLE = {
    0: 1_009_008, 1: 99_792, 2: 2_813_796, 3: 505_008, 4: 2_855_676,
    5: 697_508, 6: 1_800_268, 7: 751_324, 8: 1_137_236, 9: 361_224,
    10: 388_740, 11: 51_680, 12: 317_340, 13: 19_656, 14: 90_100,
    15: 9_168, 16: 58_248, 17: 11_196, 18: 2_708, 19: 0,
    20: 8_068, 21: 2_496, 22: 444, 23: 356, 24: 3_680,
    25: 0, 26: 0, 27: 0, 28: 76, 29: 4,
}  # fmt: skip

# Printed by benchmarks/brute_force_tables.py, which scores every one of the 12,994,800
# deals with score_hand(..., crib=True). Wikipedia's "Cribbage statistics" gives the zero
# count: 1,022,208.
BRUTE_FORCE_CRIB_TABLE = {
    0: 1_022_208, 1: 99_792, 2: 2_839_800, 3: 508_908, 4: 2_868_960,
    5: 703_496, 6: 1_787_176, 7: 755_320, 8: 1_118_336, 9: 358_368,
    10: 378_240, 11: 43_880, 12: 310_956, 13: 16_548, 14: 88_132,
    15: 9_072, 16: 57_288, 17: 11_196, 18: 2_264, 19: 0,
    20: 7_828, 21: 2_472, 22: 444, 23: 356, 24: 3_680,
    25: 0, 26: 0, 27: 0, 28: 76, 29: 4,
}  # fmt: skip

ALL_DEALS = 12_994_800  # C(52, 4) hands times 48 starters


def test_hand_table_is_the_published_one() -> None:
    table = score_distribution()
    assert table == PUBLISHED_HAND_TABLE
    assert list(table) == list(range(30))
    assert total_deals(table) == ALL_DEALS
    assert round(mean_score(table), 4) == 4.7692


def test_crib_table_is_the_brute_force_one() -> None:
    table = score_distribution(crib=True)
    assert table == BRUTE_FORCE_CRIB_TABLE
    assert total_deals(table) == ALL_DEALS
    assert table[0] == 1_022_208


def test_crib_differs_from_hand_only_by_four_card_flushes() -> None:
    # Deals with the hand in one suit and the starter in another: C(13, 4) * 4 suits * 39.
    # Each scores 4 more as a hand than as a crib; everything else scores the same.
    hand, crib = score_distribution(), score_distribution(crib=True)
    moved = {score: hand[score] - crib[score] for score in hand}
    assert sum(moved.values()) == 0
    assert sum(count for count in moved.values() if count > 0) <= 715 * 4 * 39
    assert sum(score * count for score, count in moved.items()) == 4 * 715 * 4 * 39


def brute_force(ranks: list[Rank], suits: list[Suit], crib: bool) -> dict[int, int]:
    """Score every deal from a small deck with score_hand, one at a time."""
    deck = [Card(rank, suit) for suit in suits for rank in ranks]
    counts = Counter(
        score_hand(hand, starter, crib=crib).total
        for hand in combinations(deck, 4)
        for starter in deck
        if starter not in hand
    )
    return {score: counts[score] for score in range(30)}


@pytest.mark.parametrize(
    ("ranks", "suits", "crib"),
    [
        # Four suits: every flush and nobs case, starter jacks, four of a kind, double runs.
        # Three times the deals of the case below: with the slow tier (CI runs it). The quick
        # tier keeps the three-suit case, the stricter on suits, and the rank table's test
        # below meets four of a kind and the double runs.
        pytest.param("3 4 5 6 J", "C D H S", False, marks=pytest.mark.slow),
        # Three suits, so the suit counting cannot lean on there being four (a nobs share of
        # j/4 or a 4 * 3 four-card flush count passes with four suits); runs of five.
        ("A 2 3 4 5 J", "C D H", True),
        pytest.param("A 2 3 4 5 J", "C D H", False, marks=pytest.mark.slow),
    ],
)
def test_small_decks_agree_with_score_hand(ranks: str, suits: str, crib: bool) -> None:
    deck_ranks = [Rank.parse(text) for text in ranks.split()]
    deck_suits = [Suit.parse(text) for text in suits.split()]
    expected = brute_force(deck_ranks, deck_suits, crib)
    assert score_distribution(crib=crib, ranks=deck_ranks, suits=deck_suits) == expected


def test_the_rank_table_it_reads_agrees_with_score_hand_for_every_rank_pattern() -> None:
    # score_distribution takes fifteens, pairs and runs from the shared rank table.
    table = rank_points_table()
    suits = list(Suit)
    checked = 0
    for five in combinations_with_replacement(PIP_RANKS, 5):
        held = Counter(five)
        if max(held.values()) > 4:
            continue
        # A different suit for each copy of a rank; the suit-only points are dropped below.
        cards = [Card(rank, suits[copy]) for rank in held for copy in range(held[rank])]
        points = score_hand(cards[:4], cards[4]).points_by_category()
        expected = points[Category.FIFTEEN] + points[Category.PAIR] + points[Category.RUN]
        assert table[rank_key(five)] == expected, five
        checked += 1
    assert checked == 6175


def test_mean_score_weights_each_score_by_its_count() -> None:
    assert mean_score({0: 3, 2: 1, 29: 0}) == 0.5
