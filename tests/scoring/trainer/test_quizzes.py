"""Pegging, discard, his heels and flush questions: answers straight from the engine."""

import random
from itertools import combinations

import pytest

from scoring.cards import CardError, Rank, parse_cards
from scoring.cribbage import Category, analyze_discards, score_hand, score_play
from scoring.cribbage.hand import value
from scoring.trainer import (
    QuestionKind,
    ThrowError,
    discard_question,
    flush_question,
    grade_discard,
    heels_question,
    pegging_question,
)
from scoring.trainer.pegging import MAX_PILE

# --- Pegging ------------------------------------------------------------------------------


def test_pegging_piles_are_valid_and_answered_by_score_play():
    scored = 0
    for seed in range(300):
        question = pegging_question(random.Random(seed))
        pile = question.pile
        assert pile == (*question.before, question.card)
        assert 2 <= len(pile) <= MAX_PILE
        assert len(set(pile)) == len(pile)
        assert sum(value(card) for card in pile) == question.count <= 31
        assert question.count_before == question.count - value(question.card)
        answer = score_play(pile)
        assert question.answer == answer
        assert question.points == answer.total
        assert question.items == answer.items
        assert question.check(answer.total)
        assert not question.check(answer.total + 1)
        assert f"the count {question.count_before}" in question.prompt
        for item in answer.items:
            assert item.text in question.explanation
        scored += answer.total > 0
    # Most questions have a card that scores, some have one that does not.
    assert 150 < scored < 290


def test_a_pegging_question_that_scores_nothing_says_why():
    questions = [pegging_question(random.Random(seed), scoring_share=0.0) for seed in range(20)]
    question = next(q for q in questions if not q.points)
    assert question.explanation.endswith("no points.")
    assert f"makes the count {question.count}" in question.explanation


def test_a_pegging_question_asks_for_what_its_answer_takes():
    # The answer is a number of points: the question does not ask "and for what?" too.
    prompt = pegging_question(random.Random(3)).prompt
    assert prompt.split(": ")[-1].startswith("how many points does it peg?")
    assert "and for what" not in prompt


def test_pegging_questions_replay_from_the_seed():
    assert pegging_question(random.Random(8)) == pegging_question(random.Random(8))


# --- Discards -----------------------------------------------------------------------------


@pytest.mark.parametrize("dealer", [True, False], ids=["dealer", "pone"])
def test_the_discard_grade_matches_the_analysis(dealer):
    cards = parse_cards("5H 5D JS QC 3H 7S")
    analysis = analyze_discards(cards, dealer=dealer)
    best = analysis.best
    for thrown in combinations(cards, 2):
        grade = grade_discard(cards, dealer, list(thrown))
        assert set(grade.chosen.thrown) == set(thrown)
        assert grade.chosen in analysis.options
        assert grade.best == best
        assert grade.points_given_up == best.net_ev - grade.chosen.net_ev
        assert grade.rank == 1 + sum(o.net_ev > grade.chosen.net_ev for o in analysis)
        assert grade.options == 15
    top = grade_discard(cards, dealer, best.thrown)
    assert top.points_given_up == 0
    assert top.rank == 1
    assert top.is_best
    assert "the best throw" in top.message


def test_a_weaker_throw_is_told_what_it_gives_up():
    grade = grade_discard("5H 5D JS QC 3H 7S", True, "JS QC")
    assert not grade.is_best
    assert grade.rank > 1
    assert f"gives up {float(grade.points_given_up):.2f} points a deal" in grade.message
    assert grade.best.reason in grade.message


def test_three_players_throw_one_card():
    grade = grade_discard("5H 5D JS QC 3H", False, "3H", players=3)
    assert grade.options == 5
    assert grade.chosen.thrown == tuple(parse_cards("3H"))


def test_bad_throws_are_explained():
    cards = "5H 5D JS QC 3H 7S"
    with pytest.raises(ThrowError, match="throw two cards to the crib; 1 given"):
        grade_discard(cards, True, "5H")
    with pytest.raises(ThrowError, match="9♣ is not among the cards dealt"):
        grade_discard(cards, True, "5H 9C")
    with pytest.raises(CardError, match="appears twice"):
        grade_discard(cards, True, "5H 5H")


def test_discard_questions():
    question = discard_question(random.Random(2), dealer=False)
    assert len(set(question.cards)) == 6
    assert question.throw == 2
    assert not question.dealer
    assert "The crib is the dealer's" in question.prompt
    assert question == discard_question(random.Random(2), dealer=False)
    dealers = {discard_question(random.Random(seed)).dealer for seed in range(20)}
    assert dealers == {True, False}
    assert len(discard_question(random.Random(2), players=4).cards) == 5


# --- His heels and the flush --------------------------------------------------------------


def test_his_heels_questions():
    held_jack = 0
    for seed in range(40):
        question = heels_question(random.Random(seed))
        assert question.kind == QuestionKind.HEELS
        assert question.starter.rank == Rank.JACK
        assert question.choices[question.answer].startswith("The dealer pegs 2 for his heels")
        # The pone cuts the pack; the dealer turns the starter up (ACC rules).
        assert question.prompt.startswith("The pone cuts and the dealer turns up the starter")
        assert question.check(question.answer)
        assert sum(question.check(i) for i in range(len(question.choices))) == 1
        assert len(set(question.choices)) == 4
        score = score_hand(question.hand, question.starter)
        assert all(item.category != Category.NOBS for item in score.items)
        assert "a starter jack never scores his nobs" in question.explanation
        assert score.spoken in question.explanation
        held_jack += any(card.rank == Rank.JACK for card in question.hand)
    assert 5 < held_jack < 35
    with pytest.raises(ValueError, match="choice 4 is not one of 0 to 3"):
        question.check(4)


def test_flush_questions_are_answered_by_score_hand():
    seen = set()
    for seed in range(80):
        question = flush_question(random.Random(seed))
        score = question.score()
        points = score.points_by_category()[Category.FLUSH]
        assert question.choices[question.answer] == str(points)
        assert len({card.suit for card in question.hand}) == 1
        seen.add((question.crib, points))
        if question.crib and points == 0:
            assert "a crib scores a flush only when the starter" in question.explanation
    assert seen == {(False, 4), (False, 5), (True, 0), (True, 5)}
    assert flush_question(random.Random(1), crib=True).crib
