"""The discard analyzer against plain enumerations of every starter and every crib, and
against published figures."""

from collections import Counter
from fractions import Fraction
from itertools import combinations, combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.cards import Card, CardError, Rank, Suit, parse_cards, standard_deck
from scoring.cribbage import DiscardAnalysis, DiscardOption, analyze_discards
from scoring.cribbage._rank_points import rank_key, rank_points_table
from scoring.cribbage.discard import MODELS
from scoring.cribbage.hand import Category, score_hand

DECK = standard_deck()


def unseen_cards(hand):
    return [card for card in DECK if card not in hand]


def option_for(analysis, thrown):
    thrown = set(parse_cards(thrown))
    (option,) = [o for o in analysis if set(o.thrown) == thrown]
    return option


# --- Plain enumerations: every starter, every set of crib cards, dealt one by one ----------


def brute_force_hand(kept, unseen):
    """Hand score for each starter, by score_hand."""
    return Counter(score_hand(kept, starter).total for starter in unseen)


def brute_force_crib(thrown, unseen, unknown, points):
    """Mean crib score over every `unknown` cards from the unseen and every starter left."""
    total = cases = 0
    for picked in combinations(range(len(unseen)), unknown):
        crib = [*thrown, *(unseen[i] for i in picked)]
        for i, starter in enumerate(unseen):
            if i not in picked:
                total += points(crib, starter)
                cases += 1
    return Fraction(total, cases)


def score_hand_crib(crib, starter):
    return score_hand(crib, starter, crib=True).total


_RANK_PART: dict[tuple[int, ...], int] = {}


def quick_crib(crib, starter):
    """score_hand's crib total, its fifteens, pairs and runs remembered by ranks (they depend
    on nothing else); flush and nobs recounted here from the rules."""
    ranks = tuple(sorted(card.rank for card in (*crib, starter)))
    rank_part = _RANK_PART.get(ranks)
    if rank_part is None:
        by_category = score_hand(crib, starter, crib=True).points_by_category()
        rank_part = sum(by_category[c] for c in (Category.FIFTEEN, Category.PAIR, Category.RUN))
        _RANK_PART[ranks] = rank_part
    suit = starter.suit
    flush = 5 if all(card.suit == suit for card in crib) else 0
    nobs = sum(1 for card in crib if card.rank == Rank.JACK and card.suit == suit)
    return rank_part + flush + nobs


def check_against_brute_force(cards, thrown_choices, *, players, points=quick_crib):
    """Every option's hand figures, and the crib and nets of the chosen throws, exactly."""
    hand = parse_cards(cards)
    unseen = unseen_cards(hand)
    unknown = 2 if players == 2 else 3
    as_dealer = analyze_discards(hand, dealer=True, players=players)
    as_pone = analyze_discards(hand, dealer=False, players=players)
    for option in as_dealer:
        scores = brute_force_hand(option.kept, unseen)
        assert option.hand_distribution == dict(sorted(scores.items()))
        assert option.hand_ev == Fraction(sum(s * n for s, n in scores.items()), len(unseen))
        assert (option.hand_min, option.hand_max) == (min(scores), max(scores))
    for thrown in thrown_choices:
        crib_ev = brute_force_crib(parse_cards(thrown), unseen, unknown, points)
        dealer_option, pone_option = option_for(as_dealer, thrown), option_for(as_pone, thrown)
        # Exact fractions: equal, so certainly within 1e-9.
        assert dealer_option.crib_ev == pone_option.crib_ev == crib_ev
        assert dealer_option.net_ev == dealer_option.hand_ev + crib_ev
        assert pone_option.net_ev == pone_option.hand_ev - crib_ev
        assert abs(float(dealer_option.crib_ev) - float(crib_ev)) < 1e-9


def test_quick_crib_is_score_hands_crib_total():
    checked = 0
    for seed_cards in combinations(DECK[::3], 5):  # 18 cards, every suit, a jack or two
        crib, starter = list(seed_cards[:4]), seed_cards[4]
        assert quick_crib(crib, starter) == score_hand_crib(crib, starter)
        checked += 1
    assert checked == 8568


# score_hand for every one of the 45,540 cases of a throw (about 1.6 s each).
@pytest.mark.parametrize(
    ("cards", "thrown"),
    [
        ("7C 9H 5H 5C 5D JS", "7C 9H"),  # the published hand
        pytest.param("2H 4H 6H 8H TH QS", "2H 4H", marks=pytest.mark.slow),  # crib flushes
        pytest.param("JH JD 5S 4C KH 9D", "JH JD", marks=pytest.mark.slow),  # nobs in the crib
    ],
)
def test_crib_agrees_with_score_hand_on_every_case(cards, thrown):
    check_against_brute_force(cards, [thrown], players=2, points=score_hand_crib)


@pytest.mark.parametrize(
    "cards",
    [
        "7C 9H 5H 5C 5D JS",
        pytest.param("2H 4H 6H 8H TH QS", marks=pytest.mark.slow),  # flushes, hand and crib
        pytest.param("JH JD 5S 4C KH 9D", marks=pytest.mark.slow),  # jacks: nobs, fewer unseen
        pytest.param("3S 4S 4D 5C 6H QS", marks=pytest.mark.slow),  # runs with a pair
    ],
)
def test_every_throw_agrees_with_a_plain_enumeration(cards):
    hand = parse_cards(cards)
    throws = [f"{a} {b}" for a, b in combinations(hand, 2)]
    check_against_brute_force(cards, throws, players=2)


@pytest.mark.parametrize(
    ("cards", "throws", "players"),
    [
        # 713,460 cases a throw: a jack for nobs, a heart for crib flushes, a five.
        pytest.param("5H 5C JH JS 4H", ["5H", "JH"], 3, marks=pytest.mark.slow),
        pytest.param("2D 3D 7S 8S QC", ["2D", "QC"], 4, marks=pytest.mark.slow),
    ],
)
def test_five_card_hands_agree_with_a_plain_enumeration(cards, throws, players):
    check_against_brute_force(cards, throws, players=players)


# --- Published and hand-checked figures ---------------------------------------------------


def test_published_hand_throws_seven_nine_as_dealer_and_as_pone():
    # The well-known example: keep 5-5-5-J and throw 7-9, about 20.9 as dealer, 12.4 as pone.
    for dealer, net in ((True, 20.9), (False, 12.4)):
        best = analyze_discards("7C 9H 5H 5C 5D JS", dealer=dealer).best
        assert set(best.thrown) == set(parse_cards("7C 9H"))
        assert round(float(best.net_ev), 1) == net
        assert round(float(best.crib_ev), 1) == 4.3


def test_five_five_five_jack_counted_by_hand():
    best = analyze_discards("7C 9H 5H 5C 5D JS", dealer=True).best
    # 14 before the starter. Of the 46 starters: 5♠ makes 29; the 12 tens, queens and kings
    # add three fifteens (6), 21 with a spade for nobs; the 3 jacks add a pair too (22);
    # the 30 others add nothing (14), or nobs (15) for the 8 spades among them.
    assert best.hand_before_starter == 14
    assert best.hand_distribution == {14: 22, 15: 8, 20: 9, 21: 3, 22: 3, 29: 1}
    assert best.hand_ev == Fraction(14 * 46 + 15 + 12 * 6 + 3 * 8 + 11, 46)
    assert (best.hand_min, best.hand_max) == (14, 29)


@pytest.mark.parametrize(
    ("cards", "thrown", "before", "low"),
    [
        ("2H 4H 6H 8H TH QS", "TH QS", 4, 4),  # a four-card flush, nothing else
        ("5H 6C 7C 8H AS KD", "AS KD", 6, 8),  # run of four and 7 + 8; every starter adds 2+
        ("AC 3D 9H KS 5C 7D", "5C 7D", 0, 0),  # a nineteen hand until the starter
    ],
)
def test_points_before_the_starter(cards, thrown, before, low):
    option = option_for(analyze_discards(cards, dealer=True), thrown)
    assert (option.hand_before_starter, option.hand_min) == (before, low)


# --- Shape of the result ------------------------------------------------------------------


hands = st.lists(st.sampled_from(DECK), min_size=6, max_size=6, unique=True)


@settings(max_examples=40, deadline=None)
@given(hands, st.booleans())
def test_options_are_every_discard_sorted_and_consistent(cards, dealer):
    analysis = analyze_discards(cards, dealer=dealer)
    assert isinstance(analysis, DiscardAnalysis) and len(analysis) == 15
    assert (analysis.starters, analysis.crib_cases) == (46, 1035 * 44)
    assert analysis.model == MODELS[2]
    throws = {frozenset(option.thrown) for option in analysis}
    assert throws == {frozenset(pair) for pair in combinations(cards, 2)}
    nets = [option.net_ev for option in analysis]
    assert nets == sorted(nets, reverse=True)
    assert analysis.best is analysis[0] is next(iter(analysis))
    for option in analysis:
        assert isinstance(option, DiscardOption)
        assert sorted([*option.kept, *option.thrown]) == sorted(cards)
        assert len(option.kept) == 4 and list(option.kept) == sorted(option.kept)
        assert sum(option.hand_distribution.values()) == 46
        assert option.hand_min == min(option.hand_distribution)
        assert option.hand_max == max(option.hand_distribution)
        assert option.hand_before_starter <= option.hand_min
        assert option.hand_min <= option.hand_ev <= option.hand_max
        assert option.net_ev == option.hand_ev + (option.crib_ev if dealer else -option.crib_ev)
        mean = Fraction(sum(s * n for s, n in option.hand_distribution.items()), 46)
        assert option.hand_ev == mean


@settings(max_examples=20, deadline=None)
@given(hands, st.permutations(range(6)))
def test_order_of_the_cards_never_matters_and_the_crib_is_the_same_for_both_seats(cards, order):
    first = analyze_discards(cards, dealer=True)
    second = analyze_discards([cards[i] for i in order], dealer=False)
    crib_by_throw = {frozenset(o.thrown): (o.hand_ev, o.crib_ev) for o in first}
    assert crib_by_throw == {frozenset(o.thrown): (o.hand_ev, o.crib_ev) for o in second}


@pytest.mark.parametrize("players", [3, 4])
def test_five_card_models(players):
    cards = parse_cards("5H 5C JH JS 4H")
    as_dealer = analyze_discards(cards, dealer=True, players=players)
    as_pone = analyze_discards(cards, dealer=False, players=players)
    assert len(as_dealer) == len(as_pone) == 5
    assert (as_dealer.starters, as_dealer.crib_cases) == (47, 16_215 * 44)
    assert as_dealer.model == MODELS[players]
    for option in as_dealer:
        assert len(option.thrown) == 1 and sum(option.hand_distribution.values()) == 47
        twin = option_for(as_pone, str(option.thrown[0]))
        assert twin.net_ev == option.hand_ev - option.crib_ev
        assert option.net_ev == option.hand_ev + option.crib_ev


def test_three_and_four_players_share_the_crib_model_but_not_the_words():
    three = analyze_discards("5H 5C JH JS 4H", dealer=True, players=3)
    four = analyze_discards("5H 5C JH JS 4H", dealer=True, players=4)
    assert [(o.thrown, o.crib_ev) for o in three] == [(o.thrown, o.crib_ev) for o in four]
    assert "1 card off the deck goes to the crib" in three.model
    assert "your side's" in four.model and "partner" in four.model
    assert "your own crib" in three[0].reason and "your side's crib" in four[0].reason


def test_models_are_stated():
    assert "46 unseen" in MODELS[2] and "1,035 pairs" in MODELS[2] and "44 left" in MODELS[2]
    assert "16,215 sets" in MODELS[3] and "simplification" in MODELS[3]
    assert "you or your partner deals" in MODELS[4]


def test_reason_says_what_is_kept_thrown_and_worth():
    as_dealer = analyze_discards("7C 9H 5H 5C 5D JS", dealer=True).best
    assert as_dealer.reason == (
        "Keeps 5♣ 5♦ 5♥ J♠: 14 guaranteed before the starter, 16.7 on average after it "
        "(14 to 29). Gives your own crib 7♣ 9♥ (an eight would make a run), which together "
        "are worth about 4.3 there. Net about 20.9 (hand + crib)."
    )
    as_pone = analyze_discards("7C 9H 5H 5C 5D JS", dealer=False)
    assert "your opponent's crib 7♣ 9♥" in as_pone.best.reason
    assert as_pone.best.reason.endswith("Net about 12.4 (hand − crib).")
    worst = as_pone[-1]
    assert "a pair already, 2 points" in worst.reason
    assert "a five makes fifteen" in worst.reason
    assert "Net about −" in worst.reason
    jack = option_for(as_pone, "5H JS")
    assert "a fifteen already" in jack.reason and "his nobs" in jack.reason


def test_input_as_text_or_cards_gives_the_same_analysis():
    assert analyze_discards("7C 9H 5H 5C 5D JS", dealer=True) == analyze_discards(
        parse_cards("7C 9H 5H 5C 5D JS"), dealer=True
    )


# --- Bad input ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "players", "message"),
    [
        ("7C 9H 5H 5C 5D", 2, "with 2 players you are dealt 6 cards; 5 given"),
        ("7C 9H 5H 5C 5D JS", 3, "with 3 players you are dealt 5 cards; 6 given"),
        ("7C 9H 5H 5C 5D JS", 4, "with 4 players you are dealt 5 cards; 6 given"),
        ("7C 9H 5H 5C 5D 5H", 2, r"5H \(5♥\) appears twice"),
        ("7C 9H 5H 5C 5D 5X", 2, "unknown suit 'X'"),
    ],
)
def test_bad_hands_are_rejected(cards, players, message):
    with pytest.raises(CardError, match=message):
        analyze_discards(cards, dealer=True, players=players)


def test_bad_player_counts_and_double_deck_cards_are_rejected():
    with pytest.raises(ValueError, match="players is 5; the discard analysis is for 2, 3 or 4"):
        analyze_discards("7C 9H 5H 5C 5D JS", dealer=True, players=5)
    second_copy = [*parse_cards("7C 9H 5H 5C 5D"), Card(Rank.JACK, Suit.SPADES, copy=1)]
    with pytest.raises(CardError, match="cribbage uses one 52-card deck"):
        analyze_discards(second_copy, dealer=True)
    assert issubclass(CardError, ValueError)


# --- The rank table -----------------------------------------------------------------------


def plain_rank_points(ranks):
    """Fifteens, pairs and runs by trying every subset."""
    values = [min(rank, 10) for rank in ranks]
    total = 0
    for size in range(2, len(ranks) + 1):
        total += 2 * sum(1 for combo in combinations(values, size) if sum(combo) == 15)
    total += 2 * sum(1 for a, b in combinations(ranks, 2) if a == b)
    for size in range(len(ranks), 2, -1):
        runs = [
            combo
            for combo in combinations(sorted(ranks), size)
            if len(set(combo)) == size and combo[-1] - combo[0] == size - 1
        ]
        if runs:
            total += size * len(runs)
            break
    return total


def test_rank_table_holds_every_four_and_five_rank_multiset():
    table = rank_points_table()
    expected = {}
    for size in (4, 5):
        for ranks in combinations_with_replacement(range(1, 14), size):
            if max(Counter(ranks).values()) <= 4:
                expected[rank_key(ranks)] = plain_rank_points(ranks)
    assert len(expected) == 1820 + 6175
    assert table == expected
