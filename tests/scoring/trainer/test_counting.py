"""Count it: each category judged right or wrong and explained, or the total alone."""

import random

import pytest

from scoring.cards import standard_deck
from scoring.cribbage import Category, score_hand
from scoring.trainer import LABELS, AnswerError, CountAnswer, check_count
from scoring.trainer.wording import CategoryError

F, P, R, FL, N = Category.FIFTEEN, Category.PAIR, Category.RUN, Category.FLUSH, Category.NOBS


def full(score):
    """The right answer for every category."""
    return dict(score.points_by_category())


def test_every_category_right():
    score = score_hand("5C 5D JD 7S", "2H")
    check = check_count(score, CountAnswer(full(score), total=score.total))
    assert check.correct
    assert check.total_right
    assert check.wrong == ()
    assert check.messages == ()
    assert all(v.right for v in check.verdicts)
    assert [v.category for v in check.verdicts] == list(Category)
    assert check.verdict(F).message == (
        "Fifteens: 4, right: 2 fifteens for 2 each, 5♣ + J♦ and 5♦ + J♦."
    )
    assert check.verdict("pair").message == "Pairs: 2, right: a pair for 2, 5♣ 5♦."
    assert check.verdict(R).message == "Runs: 0, right."
    assert check.spoken == score.spoken
    assert check.correct_by_category() == dict.fromkeys(Category, True)


def test_a_wrong_category_says_what_the_hand_has():
    score = score_hand("5C 5D JD 7S", "2H")
    check = check_count(score, CountAnswer({**full(score), F: 2}))
    assert not check.correct
    assert [v.category for v in check.wrong] == [F]
    assert check.verdict(F).right is False
    assert check.verdict(F).given == 2
    assert check.verdict(F).expected == 4
    assert check.verdict(F).items == tuple(i for i in score.items if i.category == F)
    assert check.messages == (
        "Fifteens: you said 2, the hand has 4: 2 fifteens for 2 each, 5♣ + J♦ and 5♦ + J♦. "
        "Look for every set of cards, two to five of them, that adds up to 15.",
    )
    assert check.correct_by_category() == {F: False, P: True, R: True, FL: True, N: True}


def test_an_odd_number_of_fifteen_points():
    score = score_hand("5C 5D JD 7S", "2H")
    message = check_count(score, CountAnswer({F: 3})).verdict(F).message
    assert message.endswith("Each fifteen is worth 2.")


def test_over_counted_fifteens_when_there_are_none():
    score = score_hand("AH 3C 7D 9S", "KC")
    assert check_count(score, CountAnswer({F: 2})).messages == (
        "Fifteens: you said 2, the hand has 0. No cards add up to 15 "
        "(aces count 1, jacks, queens and kings 10).",
    )


def test_crib_four_card_flush():
    score = score_hand("2H 4H 8H TH", "KC", crib=True)
    (message,) = check_count(score, CountAnswer({FL: 4})).messages
    assert message.startswith("Flush: you said 4, the crib has 0. ")
    assert "a crib scores a flush only when the starter is a heart too" in message


def test_hand_flush_of_four_and_five():
    four = score_hand("2H 4H 8H TH", "KC")
    (message,) = check_count(four, CountAnswer({FL: 5})).messages
    assert "The starter K♣ is not of the hand's suit: the four in hand, 4." in message
    five = score_hand("2H 4H 8H TH", "KH")
    (message,) = check_count(five, CountAnswer({FL: 4})).messages
    assert "The starter K♥ is of the same suit: all five cards, 5." in message
    three = score_hand("2H 4H 8H TC", "KH")
    (message,) = check_count(three, CountAnswer({FL: 4})).messages
    assert "A flush needs all four cards in hand of one suit" in message


def test_nobs_mistakes():
    heels = score_hand("JH 5D 7C QS", "JC")
    (message,) = check_count(heels, CountAnswer({N: 1})).messages
    assert "his heels, 2 points to the dealer" in message
    assert "a starter jack never scores his nobs" in message
    wrong_suit = score_hand("JH 5D 7C QS", "2C")
    (message,) = check_count(wrong_suit, CountAnswer({N: 1})).messages
    assert message == (
        "Nobs: you said 1, the hand has 0. J♥ is not of the starter's suit (clubs): "
        "nobs is the jack of the starter's suit."
    )
    no_jack = score_hand("AH 3C 7D 9S", "KC", crib=True)
    assert (
        check_count(no_jack, CountAnswer({N: 1}))
        .messages[0]
        .endswith("There is no jack in the crib.")
    )
    missed = score_hand("JC 5D 7H QS", "2C")
    assert check_count(missed, CountAnswer({N: 0})).messages == (
        "Nobs: you said 0, the hand has 1: J♣ is the jack of the starter's suit (2♣): "
        "his nobs for 1.",
    )


def test_pair_royal_counted_as_one_pair():
    score = score_hand("9H 9C 9D 2S", "KC")
    (message,) = check_count(score, CountAnswer({P: 2})).messages
    assert message == (
        "Pairs: you said 2, the hand has 6: 3 pairs for 2 each, 9♣ 9♦, 9♣ 9♥ and 9♦ 9♥. "
        "Three nines are a pair royal: three pairs, 6 points."
    )


def test_run_of_four_counted_as_two_runs_of_three():
    score = score_hand("3H 4D 5C 6S", "KC")
    (message,) = check_count(score, CountAnswer({R: 6})).messages
    assert message == (
        "Runs: you said 6, the hand has 4: a run of four for 4, 3♥ 4♦ 5♣ 6♠. "
        "A run of four is one run for 4, not two runs of three."
    )


def test_double_run_counted_once():
    score = score_hand("3H 4D 5C 5S", "KC")
    (message,) = check_count(score, CountAnswer({R: 3})).messages
    assert "2 runs of three for 3 each, 3♥ 4♦ 5♣ and 3♥ 4♦ 5♠" in message
    assert "The run is there 2 times: a card of a repeated rank (5♣ 5♠)" in message


def test_total_only():
    score = score_hand("5C 5D JD 7S", "2H")
    right = check_count(score, CountAnswer(total=score.total))
    assert right.correct
    assert right.total_right is True
    assert all(v.right is None and v.given is None for v in right.verdicts)
    assert right.correct_by_category() == {F: True, P: True}
    # Every point is still explained.
    assert right.verdict(F).message == "Fifteens: 4: 2 fifteens for 2 each, 5♣ + J♦ and 5♦ + J♦."
    wrong = check_count(score, CountAnswer(total=8))
    assert not wrong.correct
    assert wrong.total_right is False
    assert wrong.messages == (
        "Total: you said 8, the hand has 6: fifteen two, fifteen four, and a pair is six.",
    )
    assert wrong.correct_by_category() == {F: False, P: False}


def test_categories_right_but_total_wrong():
    score = score_hand("5C 5D JD 7S", "2H")
    check = check_count(score, CountAnswer(full(score), total=score.total + 1))
    assert not check.correct
    assert check.wrong == ()
    assert check.messages[-1].endswith(f"(Your categories add up to {score.total}.)")


def test_categories_left_out_are_not_judged():
    score = score_hand("5C 5D JD 7S", "2H")
    check = check_count(score, CountAnswer({F: 4}))
    assert check.correct
    assert check.verdict(P).right is None
    assert check.total_right is None
    assert check.correct_by_category() == {F: True}


def test_answers_from_a_form():
    answer = CountAnswer.parse({"fifteens": "4", "pair": " ", "runs": None, "total": " 10 "})
    assert answer.points == {F: 4}
    assert answer.total == 10
    assert CountAnswer({"nobs": 1}).points == {N: 1}
    for fields, says in [
        ({"fifteen": "four"}, "Fifteens: 'four' is not a number of points"),
        ({"total": "-2"}, "Total: '-2' is not a number of points"),
        ({"total": "30"}, "Total: 30 is not a possible count"),
        ({"pair": ""}, "enter the points for at least one category, or the total"),
    ]:
        with pytest.raises(AnswerError, match=says):
            CountAnswer.parse(fields)
    with pytest.raises(AnswerError, match="is not a whole number"):
        CountAnswer({F: True})
    with pytest.raises(CategoryError):
        CountAnswer.parse({"straights": "4"})


def test_off_by_two_in_one_category_is_wrong_in_that_category_only():
    rng = random.Random(11)
    deck = standard_deck()
    for _ in range(300):
        five = rng.sample(deck, 5)
        score = score_hand(five[:4], five[4], crib=rng.random() < 0.5)
        assert check_count(score, CountAnswer(full(score), total=score.total)).correct
        category = rng.choice(list(Category))
        answer = full(score)
        answer[category] = answer[category] + 2 if answer[category] < 27 else 0
        check = check_count(score, CountAnswer(answer))
        assert [v.category for v in check.wrong] == [category]
        said = f"{LABELS[category]}: you said {answer[category]}, the "
        assert check.verdict(category).message.startswith(said)
