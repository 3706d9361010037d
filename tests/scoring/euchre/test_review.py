"""The review of a Euchre game: each decision graded against the position's one evaluation (the
hint's): bids by the bidding drills' grader itself on the drills' own deals, cards by sampled
double-dummy values in the hand's points, from the reviewed seat's view alone."""

from __future__ import annotations

import json
import random
from functools import cache

import pytest

from scoring.cards import Card
from scoring.euchre import ENGINE, choose_action, new_game
from scoring.euchre.actions import Discard, OrderUp, Play
from scoring.euchre.bidding.grading import grade_situation
from scoring.euchre.bidding.policy import situation_of
from scoring.euchre.events import Phase
from scoring.euchre.game import GameState
from scoring.euchre.hint import GRADE_SEED, evaluate
from scoring.euchre.review import describe, review_game
from scoring.review import Review, graded
from tests.conformance.cases import hidden_from, redealt


@cache
def played(
    seed: int = 4,
    levels: tuple[str, ...] = ("easy", "standard", "standard", "standard"),
    hands: int | None = 2,
):
    """A seeded game to 10: the seats at the levels given, the computers choosing; its first
    `hands` hands (the tests below read the first two), or None for the whole game. Each action
    is chosen from the game so far alone, so the hands played are the whole game's."""
    state = new_game(seed)
    while not state.is_over and (hands is None or state.hand_number < hands):
        seat = state.current_player
        level = levels[seat if seat is not None else 0]
        state = state.apply(choose_action(state, level, rng=random.Random(len(state.actions))))
    return state


def decisions_before(state: GameState, seat: int, phase: Phase):
    """(state before, action) of `seat`'s in `phase`, replayed."""
    replayed = new_game(state.seed, state.rules, **state.setup)
    for action in state.actions:
        if getattr(action, "player", None) == seat and replayed.phase is phase:
            yield replayed, action
        replayed = replayed.apply(action)


def decision_at(state: GameState, seat: int, action):
    """The review's decision on `action` at `state`, as the review makes it."""
    view = state.view(seat)
    kind, situation = describe(view, action)
    return graded(evaluate(view), action, hand=view.hand_number, kind=kind, situation=situation)


def test_a_bid_is_graded_as_the_drill_of_the_same_question():
    state = played()
    before, action = next(decisions_before(state, 0, Phase.ORDER))
    view = before.view(0)
    decision = decision_at(before, 0, action)
    grade = grade_situation(situation_of(view), seed=GRADE_SEED)
    assert [o.label for o in decision.options] == [o.label for o in grade.options]
    assert [o.value for o in decision.options] == [o.points for o in grade.options]
    assert [decision.verdict_of(o) for o in decision.options] == [
        grade.verdict(o.action) for o in grade.options
    ]
    assert decision.kind == "bid" and "the bidding drills' grader" in decision.basis
    assert decision.chosen.label in {"Pass", "Order it up", "Order it up alone"}
    assert decision.best.reason


def test_a_hand_review_is_that_hand_of_the_game_review():
    state = played()
    hand = review_game(state, 0, hand=1)
    assert hand.decisions and {d.hand for d in hand.decisions} == {1}
    assert all(d.chosen in d.options for d in hand.decisions)
    assert Review.from_dict(json.loads(json.dumps(hand.to_dict()))) == hand


def test_cards_are_valued_double_dummy_and_the_review_says_so():
    state = played()
    hand = review_game(state, 0, hand=0)
    plays = [d for d in hand.decisions if d.kind == "play"]
    assert plays, "the first hand gave seat 0 a choice of cards"
    for d in plays:
        assert "double-dummy" in d.basis and "sampled deals" in d.basis
        assert all(-4 <= o.value <= 4 for o in d.options)  # a hand's points, ours less theirs
        assert all(o.spread >= 0 for o in d.options)


@pytest.mark.slow
def test_the_standard_player_grades_itself_well():
    state = played(levels=("standard",) * 4, hands=None)
    review = review_game(state, 0)
    plays = [d for d in review.decisions if d.kind == "play"]
    assert len(plays) >= 10
    assert sum(d.verdict not in ("mistake", "blunder") for d in plays) / len(plays) >= 0.8
    assert sum(d.loss for d in plays) / len(plays) < 0.15


def test_a_card_that_throws_the_hand_away_is_a_mistake():
    # Hearts trump, South the maker with two tricks to North-South and one to East-West. In
    # trick 4 West leads K♣ and South plays last: A♣ takes the third trick and makes it; 10♣
    # lets West win, and West's last card is the ace of spades: euchred.
    state = GameState.from_deal(
        ["JH AH 9S AC TC", "9H AD QS KC AS", "QH JD JS 9C KS", "KH TS QC JC KD"],
        "TH 9D TD QD",
        dealer=3,
    )
    state = state.apply(OrderUp(0)).apply(Discard(3, Card.parse("KD")))
    tricks = "JH 9H QH TH  AH AD JD KH  JS TS 9S QS  KC 9C QC"  # three tricks, and West leads
    for card in tricks.split():
        state = state.apply(Play(state.turn, Card.parse(card)))
    assert state.turn == 0 and state.tricks == (2, 1)
    decision = decision_at(state, 0, Play(0, Card.parse("TC")))
    assert decision.best.label == "Play A♣" and decision.best.value == 1  # made, whatever is hidden
    assert decision.verdict == "blunder" and decision.loss > 1  # euchred in most deals


def test_the_review_never_looks_at_hidden_cards():
    state = played()
    before, action = next(
        (b, a) for b, a in decisions_before(state, 0, Phase.PLAY) if describe(b.view(0), a)
    )
    other = redealt(before, hidden_from(ENGINE, before, 0), random.Random(3))
    assert other.view(0) == before.view(0)
    assert decision_at(before, 0, action) == decision_at(other, 0, action)
