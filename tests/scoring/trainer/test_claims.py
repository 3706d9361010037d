"""Find them all: every kind of wrong claim gets its own message; right claims get the item."""

from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.cards import Card, CardError, parse_cards, standard_deck
from scoring.cribbage import Category, score_hand
from scoring.trainer import ClaimProblem, check_claim, check_claims, missed, reveal
from scoring.trainer.claims import SLIPS
from scoring.trainer.wording import CategoryError

TWENTY_NINE = score_hand("5H 5C 5S JD", "5D")
RUN_OF_FOUR = score_hand("3H 4D 5C 6S", "KC")
DOUBLE_RUN = score_hand("3H 4D 5C 5S", "KC")
SEVENS_EIGHTS = score_hand("7H 8C 9C 2D", "KS")


def claim(score, cards, category, claimed=()):
    return check_claim(score, list(claimed), cards, category)


# One case per kind of wrong claim: (score, cards, category, already claimed, what the message says)
WRONG_CLAIMS = [
    (ClaimProblem.NO_CARDS, TWENTY_NINE, "", "fifteen", (), "Select the cards"),
    (
        ClaimProblem.REPEATED_CARD,
        TWENTY_NINE,
        [Card.parse("5H"), Card.parse("5H")],
        "pair",
        (),
        "5♥ is selected twice",
    ),
    (
        ClaimProblem.NOT_IN_DEAL,
        SEVENS_EIGHTS,
        "7H 6D 2C",
        "fifteen",
        (),
        "6♦ 2♣ are not in this hand or the starter",
    ),
    (
        ClaimProblem.ALREADY_CLAIMED,
        SEVENS_EIGHTS,
        "8C 7H",
        "fifteen",
        ("7H 8C",),
        "You already claimed that fifteen: 7♥ + 8♣",
    ),
    (ClaimProblem.NOT_FIFTEEN, SEVENS_EIGHTS, "7H 9C", "fifteen", (), "7♥ + 9♣ is 16, not 15."),
    (ClaimProblem.PAIR_ONE_CARD, TWENTY_NINE, "5H", "pair", (), "A pair is two cards"),
    (
        ClaimProblem.NOT_A_PAIR,
        SEVENS_EIGHTS,
        "7H 8C",
        "pair",
        (),
        "7♥ and 8♣ are a seven and an eight; a pair is two cards of the same rank",
    ),
    (
        ClaimProblem.PAIR_ROYAL,
        TWENTY_NINE,
        "5H 5C 5S",
        "pair",
        (),
        "5♣ 5♥ 5♠ are 3 pairs (a pair royal, 6 points), not one: claim each pair on its own: "
        "5♣ 5♥, 5♣ 5♠, 5♥ 5♠",
    ),
    (
        ClaimProblem.RUN_TOO_SHORT,
        RUN_OF_FOUR,
        "3H 4D",
        "run",
        (),
        "A run is three or more cards of consecutive ranks; 3♥ 4♦ is only two",
    ),
    (
        ClaimProblem.RUN_REPEATED_RANK,
        DOUBLE_RUN,
        "3H 4D 5C 5S",
        "run",
        (),
        "5♣ 5♠ are both fives. These cards make 2 runs, one for each five: "
        "3♥ 4♦ 5♣ and 3♥ 4♦ 5♠; claim each one",
    ),
    (
        ClaimProblem.RUN_NOT_CONSECUTIVE,
        RUN_OF_FOUR,
        "3H 4D 6S",
        "run",
        (),
        "3♥ 4♦ 6♠ is not a run: it skips a five",
    ),
    (
        ClaimProblem.RUN_PART_OF_LONGER,
        RUN_OF_FOUR,
        "4D 5C 6S",
        "run",
        (),
        "That is part of the run of four 3♥ 4♦ 5♣ 6♠; claim the whole run",
    ),
    (
        ClaimProblem.FLUSH_MIXED_SUITS,
        SEVENS_EIGHTS,
        "7H 8C 9C 2D",
        "flush",
        (),
        "A flush is cards of one suit; these mix clubs (8♣ 9♣), diamonds (2♦) and hearts (7♥)",
    ),
    (
        ClaimProblem.FLUSH_TOO_SHORT,
        score_hand("2H 4H 8H TH", "KC"),
        "2H 4H 8H",
        "flush",
        (),
        "3 hearts are not a flush",
    ),
    (
        ClaimProblem.FLUSH_NOT_WHOLE_HAND,
        score_hand("2H 4H 8H TC", "KH"),
        "2H 4H 8H KH",
        "flush",
        (),
        "A flush needs all four cards in hand of one suit, and 10♣ is a club: no flush",
    ),
    (
        ClaimProblem.CRIB_FOUR_FLUSH,
        score_hand("2H 4H 8H TH", "KC", crib=True),
        "2H 4H 8H TH",
        "flush",
        (),
        "In the crib a four-card flush does not count: the starter must be a heart too, "
        "and K♣ is a club",
    ),
    (
        ClaimProblem.FLUSH_CLAIM_ALL_FIVE,
        score_hand("2H 4H 8H TH", "KH"),
        "2H 4H 8H TH",
        "flush",
        (),
        "The starter K♥ is a heart too: the flush is all five cards, 2♥ 4♥ 8♥ 10♥ K♥, for 5",
    ),
    (
        ClaimProblem.NOBS_ONE_CARD,
        TWENTY_NINE,
        "JD 5D",
        "nobs",
        (),
        "Nobs is one card: the jack in hand of the starter's suit. Select just J♦",
    ),
    (
        ClaimProblem.NOBS_NOT_JACK,
        TWENTY_NINE,
        "5H",
        "nobs",
        (),
        "5♥ is a five; nobs is the jack in hand of the starter's suit (diamonds)",
    ),
    (
        ClaimProblem.NOBS_WRONG_SUIT,
        score_hand("JH 5D 7C QS", "2C"),
        "JH",
        "nobs",
        (),
        "J♥ is a heart, but the starter 2♣ is a club: nobs is the jack of the starter's suit",
    ),
    (
        ClaimProblem.NOBS_STARTER_JACK,
        score_hand("JH 5D 7C QS", "JC"),
        "JC",
        "nobs",
        (),
        "J♣ is the starter: a jack cut as the starter is his heels, 2 for the dealer",
    ),
]


@pytest.mark.parametrize(
    ("problem", "score", "cards", "category", "claimed", "says"),
    WRONG_CLAIMS,
    ids=[case[0].value for case in WRONG_CLAIMS],
)
def test_each_kind_of_wrong_claim(problem, score, cards, category, claimed, says):
    earlier = [claim(score, text, category) for text in claimed]
    assert all(result.accepted for result in earlier)
    result = claim(score, cards, category, earlier)
    assert not result.accepted
    assert result.item is None
    assert result.points == 0
    assert result.problem == problem
    assert says in result.message


def test_every_kind_of_problem_has_a_case():
    assert {case[0] for case in WRONG_CLAIMS} == set(ClaimProblem)


def test_more_wrong_claims_with_their_own_wording():
    # Four of a kind claimed as one pair: six pairs.
    four = score_hand("5H 5C 5S 5D", "TC")
    result = claim(four, "5H 5C 5S 5D", "pair")
    assert result.problem == ClaimProblem.PAIR_ROYAL
    assert "6 pairs (a double pair royal, 12 points)" in result.message
    # A face card counts 10, not its rank.
    result = claim(score_hand("3C QS 7H 8D", "AC"), "3C QS", "fifteen")
    assert result.message == "3♣ + Q♠ is 13, not 15. A jack, queen or king counts 10."
    # The ace is low.
    result = claim(score_hand("QH KD AC 5S", "2C"), "QH KD AC", "run")
    assert result.problem == ClaimProblem.RUN_NOT_CONSECUTIVE
    assert "The ace is low in cribbage" in result.message
    # Three hearts with a heart starter, the fourth heart left out: claim all five.
    result = claim(score_hand("2H 4H 8H TH", "KH"), "2H 4H 8H KH", "flush")
    assert result.problem == ClaimProblem.FLUSH_CLAIM_ALL_FIVE
    assert "10♥ in hand is a heart too" in result.message
    # A double run of four claimed as one run of five cards.
    double_four = score_hand("3H 4D 5C 5S", "6C")
    result = claim(double_four, "3H 4D 5C 5S 6C", "run")
    assert "3♥ 4♦ 5♣ 6♣ and 3♥ 4♦ 5♠ 6♣" in result.message
    # Part of a double run of four: both runs are named.
    result = claim(double_four, "4D 5C 6C", "run")
    assert result.problem == ClaimProblem.RUN_PART_OF_LONGER
    assert "the run of four 3♥ 4♦ 5♣ 6♣" in result.message


def test_a_claim_under_the_wrong_name_says_what_it_is():
    result = claim(RUN_OF_FOUR, "5C KC", "pair")
    assert result.problem == ClaimProblem.NOT_A_PAIR
    assert result.message.endswith("They do score as a fifteen, though: claim them as a fifteen.")
    # ...but not once that fifteen has been claimed.
    fifteen = claim(RUN_OF_FOUR, "5C KC", "fifteen")
    assert "though" not in claim(RUN_OF_FOUR, "5C KC", "pair", [fifteen]).message


@pytest.mark.parametrize(
    ("score", "cards", "category", "points", "text"),
    [
        (SEVENS_EIGHTS, "8C 7H", "fifteen", 2, "7♥ + 8♣ = 15 for 2"),
        (TWENTY_NINE, "5D 5S", "pair", 2, "5♦ and 5♠: a pair for 2"),
        (RUN_OF_FOUR, "6S 3H 5C 4D", "run", 4, "3♥ 4♦ 5♣ 6♠: a run of four for 4"),
        (DOUBLE_RUN, "3H 4D 5S", Category.RUN, 3, "3♥ 4♦ 5♠: a run of three for 3"),
        (score_hand("2H 4H 8H TH", "KC"), "2H 4H 8H TH", "flush", 4, "a flush for 4"),
        (score_hand("2H 4H 8H TH", "KH", crib=True), "KH 2H 4H 8H TH", "flush", 5, "for 5"),
        (TWENTY_NINE, "JD", "nobs", 1, "his nobs for 1"),
        (TWENTY_NINE, "5H 5C 5S", "Fifteens", 2, "5♣ + 5♥ + 5♠ = 15 for 2"),
    ],
)
def test_right_claims_are_the_engines_items(score, cards, category, points, text):
    result = claim(score, cards, category)
    assert result.accepted
    assert result.problem is None
    assert result.item in score.items
    assert result.points == points
    assert set(result.cards) == set(parse_cards(cards))
    assert text in result.message == result.item.text


def test_the_29_hand_claimed_in_full():
    fives = parse_cards("5H 5C 5S 5D")
    jack = Card.parse("JD")
    claims = [([five, jack], "fifteen") for five in fives]
    claims += [(list(three), "fifteen") for three in combinations(fives, 3)]
    claims += [(list(pair), "pair") for pair in combinations(fives, 2)]
    claims += [([jack], "nobs")]
    results = []
    for cards, category in claims:
        result = check_claim(TWENTY_NINE, results, cards, category)
        assert result.accepted, result.message
        results.append(result)
    assert sum(result.points for result in results) == 29
    assert missed(TWENTY_NINE, results) == ()
    done = reveal(TWENTY_NINE, results)
    assert done.correct
    assert done.points_found == 29
    assert done.messages == ()
    assert all(done.correct_by_category().values())
    # Every claim again is a repeat.
    for cards, category in claims:
        assert check_claim(TWENTY_NINE, results, cards, category).problem == (
            ClaimProblem.ALREADY_CLAIMED
        )


def test_missed_lists_what_is_left_and_accepts_items_or_results():
    first = claim(TWENTY_NINE, "5H JD", "fifteen")
    wrong = claim(TWENTY_NINE, "5H 9C", "fifteen")
    left = missed(TWENTY_NINE, [first, wrong])
    assert len(left) == len(TWENTY_NINE.items) - 1
    assert first.item not in left
    assert missed(TWENTY_NINE, TWENTY_NINE.items) == ()
    assert missed(TWENTY_NINE, [first.item]) == left


def test_a_stored_round_is_rebuilt_in_order():
    results = check_claims(
        TWENTY_NINE, [("5H JD", "fifteen"), ("JD 5H", "fifteen"), ("JD", "nobs"), ("5H", "nobs")]
    )
    assert [r.problem for r in results] == [
        None,
        ClaimProblem.ALREADY_CLAIMED,
        None,
        ClaimProblem.NOBS_NOT_JACK,
    ]
    assert len(missed(TWENTY_NINE, results)) == len(TWENTY_NINE.items) - 2


def test_reveal_shows_what_was_missed_and_what_was_wrong():
    score = score_hand("5C 5D 5H JD", "2S")
    results = [
        claim(score, "5H JD", "fifteen"),
        claim(score, "5C 5D", "pair"),
        claim(score, "5C 5D", "pair"),  # a repeat: a slip, not a mistake
        claim(score, "5C 5D 5H", "pair"),  # a pair royal as one pair: a mistake
    ]
    done = reveal(score, results)
    assert not done.correct
    assert [r.problem for r in done.wrong] == [ClaimProblem.PAIR_ROYAL]
    assert done.messages[0] == (
        "Fifteens: you found 5♥ + J♦ but not 5♣ + J♦, 5♦ + J♦ or 5♣ + 5♦ + 5♥ (6 points missed)."
    )
    assert done.messages[1] == "Pairs: you found 5♣ 5♦ but not 5♣ 5♥ or 5♦ 5♥ (4 points missed)."
    assert done.correct_by_category() == {
        Category.FIFTEEN: False,
        Category.PAIR: False,
        Category.RUN: True,
        Category.FLUSH: True,
        Category.NOBS: True,
    }
    nothing = reveal(score, [])
    assert nothing.messages[1] == "Pairs: you missed 5♣ 5♦, 5♣ 5♥ and 5♦ 5♥ (6 points missed)."


def test_a_wrong_claim_in_a_category_with_nothing_missed_still_counts_against_it():
    results = [claim(SEVENS_EIGHTS, "7H 8C", "fifteen"), claim(SEVENS_EIGHTS, "7H 9C", "run")]
    done = reveal(SEVENS_EIGHTS, results)
    assert done.correct_by_category()[Category.RUN] is False
    assert not done.correct


def test_a_stray_wrong_claim_does_not_undo_a_double_run_found():
    # Both runs of 3-4-5-5 found, and one wrong claim of a run of four besides: the round is
    # not correct (the wrong claim is shown), but runs were all found, so they count as right.
    results = [
        claim(DOUBLE_RUN, "3H 4D 5C", "run"),
        claim(DOUBLE_RUN, "3H 4D 5S", "run"),
    ]
    results.append(claim(DOUBLE_RUN, "3H 4D 5C 5S", "run", results))
    assert not results[-1].accepted
    results.append(claim(DOUBLE_RUN, "5C 5S", "pair", results))
    assert results[-1].accepted
    done = reveal(DOUBLE_RUN, results)
    assert done.wrong == (results[2],) and not done.correct
    assert done.correct_by_category()[Category.RUN] is True
    # A claim of a flush the hand does not hold still counts against flushes.
    flush = claim(DOUBLE_RUN, "3H 4D 5C 5S", "flush", results)
    assert reveal(DOUBLE_RUN, [*results, flush]).correct_by_category()[Category.FLUSH] is False


def test_slips_are_exactly_the_input_problems():
    assert {p.value for p in SLIPS} == {
        "no_cards",
        "repeated_card",
        "not_in_deal",
        "already_claimed",
    }


def test_text_that_is_not_a_card_or_category_raises():
    with pytest.raises(CardError):
        claim(TWENTY_NINE, "5X", "pair")
    with pytest.raises(CategoryError, match="'straight' is not a category"):
        claim(TWENTY_NINE, "5H 5C", "straight")


deals = st.lists(st.sampled_from(standard_deck()), min_size=5, max_size=5, unique=True)


@settings(max_examples=150, deadline=None)
@given(deals, st.booleans(), st.randoms(use_true_random=False))
def test_claiming_every_item_in_any_order_finds_them_all(five, crib, rng):
    score = score_hand(five[:4], five[4], crib=crib)
    items = list(score.items)
    rng.shuffle(items)
    results = []
    for item in items:
        cards = list(item.cards)
        rng.shuffle(cards)
        result = check_claim(score, results, cards, item.category.value)
        assert result.item == item
        results.append(result)
        again = check_claim(score, results, cards, item.category)
        assert again.problem == ClaimProblem.ALREADY_CLAIMED
    assert missed(score, results) == ()
    assert sum(result.points for result in results) == score.total
    assert reveal(score, results).correct


@settings(max_examples=300, deadline=None)
@given(deals, st.booleans(), st.data())
def test_a_claim_is_accepted_exactly_when_it_is_an_item(five, crib, data):
    score = score_hand(five[:4], five[4], crib=crib)
    cards = data.draw(st.lists(st.sampled_from(five), min_size=1, max_size=5, unique=True))
    category = data.draw(st.sampled_from(list(Category)))
    result = check_claim(score, [], cards, category)
    matches = [i for i in score.items if i.category == category and set(i.cards) == set(cards)]
    assert result.accepted == bool(matches)
    assert (result.problem is None) == result.accepted
    assert result.message
