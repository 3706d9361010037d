"""The review of a seat's cribbage game: each throw and play graded against the position's one
evaluation (the hint's): throws by the exact hand and crib with the fitted pegging term, near
the end by the chance of winning; plays by the expert's search over guesses at the hidden
hand; single options skipped; from the seat's view alone."""

import json
import random
from functools import cache

import pytest

from scoring.cards import Card
from scoring.cribbage import (
    ENGINE,
    Discard,
    GameState,
    Phase,
    Play,
    Rules,
    analyze_discards,
    new_game,
)
from scoring.cribbage.discard_strategy import pegging_value
from scoring.cribbage.hint import evaluate
from scoring.cribbage.play_values import playable_ranks
from scoring.cribbage.players import choose_action
from scoring.cribbage.review import describe, review_game
from scoring.cribbage.throws import FIRST, near_end
from scoring.review import Review, graded
from tests.conformance.cases import hidden_from, redealt

# (seed, players, levels by seat): the reviewed seats are 0 (standard) and 1 (easy).
TWO_HANDED = (4, 2, ("standard", "easy"))
THREE_HANDED = (3, 3, ("standard", "easy", "standard"))
GAMES = [
    (1, 2, ("expert", "easy")),
    TWO_HANDED,
    THREE_HANDED,
]
HINTS_ASKED = 8  # plays a seat's review is compared with the hint at (every one is graded)


@cache
def played(seed, players, levels):
    """A whole game between computer players, and every state before each action."""
    state = new_game(seed, Rules(game_to=121 if players == 2 else 61), players=players)
    states = []
    while not state.is_over:
        if state.phase is Phase.DISCARD:
            seat = next(p for p in range(players) if len(state.hands[p]) > 4)
        else:
            seat = state.current_player
        states.append(state)
        state = state.apply(choose_action(state, levels[seat], seat=seat))
    return state, tuple(states)


@cache
def reviewed(seed, players, levels, seat):
    return review_game(played(seed, players, levels)[0], seat)


def decisions_of(states, final, seat, kind):
    """Each state before `seat` took an action of `kind`, with the action."""
    found = []
    for before, action in zip(states, final.actions, strict=True):
        if action.player == seat and isinstance(action, kind):
            found.append((before, action))
    return found


def decision_at(state, seat, action):
    """The review's decision on `action` at `state`, as the review makes it."""
    view = state.view(seat)
    kind, situation = describe(view, action)
    return graded(evaluate(view), action, hand=view.deal_number, kind=kind, situation=situation)


def shown(cards):
    return " ".join(card.display for card in cards)


# -- throws ------------------------------------------------------------------------------


# The games with an expert seat (its search makes them the longest to play) with the slow tier;
# CI runs all four.
@pytest.mark.parametrize(
    ("seed", "players", "levels"),
    [
        pytest.param(*game, marks=pytest.mark.slow) if "expert" in game[2] else game
        for game in GAMES
    ],
)
def test_every_throw_and_play_of_a_game_is_graded(seed, players, levels):
    """Each game played once and each seat's review made once (the costly part), then every
    throw and play checked; the expert's own throws are its evaluation's best."""
    for seat in (0, 1):
        every_throw_is_valued_by_hand_crib_and_pegging_or_for_the_game(seed, players, levels, seat)
        plays_are_graded_where_there_was_a_choice(seed, players, levels, seat)
        if levels[seat] == "expert":
            for d in reviewed(seed, players, levels, seat).decisions:
                if d.kind == "discard":
                    assert d.verdict == "best", d.situation


def every_throw_is_valued_by_hand_crib_and_pegging_or_for_the_game(seed, players, levels, seat):
    final, states = played(seed, players, levels)
    throws = decisions_of(states, final, seat, Discard)
    graded_throws = [
        d for d in reviewed(seed, players, levels, seat).decisions if d.kind == "discard"
    ]
    assert len(graded_throws) == len(throws) > 0
    for (before, action), decision in zip(throws, graded_throws, strict=True):
        dealer = before.dealer == seat if players != 4 else before.dealer % 2 == seat % 2
        analysis = analyze_discards(before.hands[seat], dealer=dealer, players=players)
        assert {o.label for o in decision.options} == {f"Throw {shown(o.thrown)}" for o in analysis}
        assert decision.chosen.label == f"Throw {shown(action.cards)}"
        assert decision.hand == before.deal_number
        assert decision.situation.startswith(f"Deal {before.deal_number + 1}, ")
        assert decision.situation.endswith(shown(before.hands[seat]))
        if players == 2 and near_end(before.scores, before.rules.game_to):
            assert decision.measure == "win" and decision.deals >= FIRST
            assert "ranked by your chance of winning" in decision.ranked_by
            continue
        expected = {
            f"Throw {shown(o.thrown)}": float(o.net_ev)
            + (pegging_value(o.kept, dealer) if players == 2 else 0.0)
            for o in analysis
        }
        assert {o.label: o.value for o in decision.options} == pytest.approx(expected)
        assert all(o.spread == 0 for o in decision.options) and not decision.exact
        assert "exact expected points" in decision.basis
        parts = dict(decision.best.parts)
        assert ("pegging" in parts) == (players == 2)


def test_throwing_two_fives_to_the_opponents_crib_is_a_blunder():
    state = GameState.from_deal(["5H 5C 5D JS 2C 9H", "AC 3D 4S 7H 8D KC"], "QH", dealer=1)
    decision = decision_at(state, 0, Discard(0, ("5C", "5H")))
    analysis = analyze_discards(state.view(0).hand, dealer=False)
    assert decision.situation == "Deal 1, your opponent deals: 2♣ 5♣ 5♦ 5♥ 9♥ J♠"
    assert decision.chosen.label == "Throw 5♣ 5♥"
    assert decision.best.label == f"Throw {shown(analysis.best.thrown)}"
    assert decision.verdict == "blunder"
    assert decision.loss > 10  # the five-five-five-jack hand broken up, and a pair given away
    assert Review("cribbage", 0, (decision,)).blunders == [decision]


def test_near_the_end_a_throw_is_ranked_by_the_chance_of_winning():
    state = GameState.from_deal(
        ["5H 5C 5D JS 2C 9H", "AC 3D 4S 7H 8D KC"], "QH", dealer=1, scores=(112, 98)
    )
    hint = evaluate(state.view(0))
    assert hint.measure == "win" and hint.deals >= FIRST
    assert hint.ranked_by.startswith("You need 9 and they need 23: ranked by your chance")
    assert all(0 <= o.low <= o.value <= o.high <= 1 for o in hint.options)
    assert [name for name, _ in hint.best.parts] == ["hand", "crib", "pegging"]


# -- pegging -----------------------------------------------------------------------------


def after_a_king_led():
    """Player 1 leads K♠; player 0 holds A♣ 5♦ 9♣ 9♠: the five makes 15 for 2."""
    state = GameState.from_deal(["5D 9C 9S AC 2H 3H", "KS QD 8H 7C 4D 6S"], "2D", dealer=0)
    state = state.apply(Discard(0, ("2H", "3H"))).apply(Discard(1, ("4D", "6S")))
    return state.apply(Play(1, "KS"))


def test_a_play_that_misses_a_fifteen_is_a_sure_loss_with_an_interval():
    state = after_a_king_led()
    decision = decision_at(state, 0, Play(0, Card.parse("AC")))
    assert decision.situation == "Deal 1, count 10 after K♠: your play"
    assert {o.label for o in decision.options} == {"Play 5♦", "Play a nine", "Play A♣"}
    assert decision.verdict in ("mistake", "blunder")
    assert decision.deals >= 40 and all(o.sampled for o in decision.options)
    low, high = decision.interval
    assert 0 < low <= decision.loss <= high
    five = next(o for o in decision.options if o.label == "Play 5♦")
    assert "it makes fifteen for 2" in five.reason
    # The second nine plays as the first: the same option.
    assert decision_at(state, 0, Play(0, Card.parse("9S"))).chosen.label == "Play a nine"


def test_a_play_with_a_single_rank_to_play_is_not_graded():
    state = after_a_king_led()
    state = state.apply(Play(0, "9C")).apply(Play(1, "QD"))  # count 29: only the ace fits
    view = state.view(0)
    assert [a.card for a in view.legal_actions] == [Card.parse("AC")]
    assert describe(view, Play(0, Card.parse("AC"))) is None


def plays_are_graded_where_there_was_a_choice(seed, players, levels, seat):
    final, states = played(seed, players, levels)
    chances = [
        (before, action)
        for before, action in decisions_of(states, final, seat, Play)
        if len(playable_ranks(before.view(seat))) > 1
    ]
    graded_plays = [d for d in reviewed(seed, players, levels, seat).decisions if d.kind == "play"]
    assert len(graded_plays) == len(chances) > 0
    for n, ((before, action), decision) in enumerate(zip(chances, graded_plays, strict=True)):
        grader = "expert" if players == 2 else "standard"
        if levels[seat] == grader:
            assert decision.verdict in ("best", "as good"), decision.situation
        if n >= HINTS_ASKED:
            continue
        hint = ENGINE.hint(before, seat)
        assert [(o.label, o.value) for o in decision.options] == [
            (o.label, o.value) for o in hint.options
        ]
        assert decision.chosen.label == hint.option(action).label


def test_pegging_out_is_best_by_the_chance_of_winning():
    state = GameState.from_deal(
        ["5D 9C 9S AC 2H 3H", "KS QD 8H 7C 4D 6S"], "2D", dealer=0, scores=(119, 100)
    )
    state = state.apply(Discard(0, ("2H", "3H"))).apply(Discard(1, ("4D", "6S")))
    state = state.apply(Play(1, "KS"))
    decision = decision_at(state, 0, Play(0, Card.parse("5D")))
    assert decision.measure == "win"
    assert decision.chosen.value == decision.best.value == 1.0  # it wins now, whatever follows
    assert decision.verdict in ("best", "as good")


# -- the review as a whole ---------------------------------------------------------------


def test_sure_losses_worst_first_and_accuracy():
    review = reviewed(*THREE_HANDED, 1)
    errors = review.errors
    assert errors, "the easy level's greedy pegging should give something up"
    severity = {"inaccuracy": 1, "mistake": 2, "blunder": 3}
    keys = [(-severity[d.verdict], -d.loss) for d in errors]
    assert keys == sorted(keys)
    known = [d for d in review.decisions if d.verdict != "unclear"]
    assert review.accuracy == pytest.approx(1 - len(errors) / len(known))
    assert set(review.by_kind()) == {"discard", "play"}
    assert sum(review.tiers.values()) == len(review.decisions)


def test_the_review_reads_back_from_json():
    review = reviewed(*THREE_HANDED, 0)
    assert Review.from_dict(json.loads(json.dumps(review.to_dict()))) == review


def test_words_for_people_not_reprs():
    review = reviewed(*THREE_HANDED, 1)
    for d in review.decisions:
        for text in (
            d.situation,
            d.basis,
            *(o.label for o in d.options),
            *(o.reason for o in d.options),
        ):
            assert "Card(" not in text and "Rank." not in text
    assert any("on your right deals" in d.situation for d in review.decisions)


def test_one_deal_reviewed_alone():
    final, _ = played(*THREE_HANDED)
    whole = reviewed(*THREE_HANDED, 0)
    assert review_game(final, 0, deal=1) == whole.hand(1)
    assert whole.hand(1).decisions


def test_a_prearranged_deal_cannot_be_replayed():
    state = after_a_king_led()
    with pytest.raises(ValueError, match="does not replay"):
        review_game(state, 0)


def test_the_grades_never_look_at_hidden_cards():
    final, states = played(*TWO_HANDED)
    seat = 1
    throw = decisions_of(states, final, seat, Discard)[2]
    play = next(
        (before, action)
        for before, action in decisions_of(states, final, seat, Play)
        if len(playable_ranks(before.view(seat))) > 2
    )
    rng = random.Random(7)
    for before, action in (throw, play):
        first = decision_at(before, seat, action)
        for _ in range(2):
            other = redealt(before, hidden_from(ENGINE, before, seat), rng)
            assert other.hands[1 - seat] != before.hands[1 - seat]
            assert decision_at(other, seat, action) == first
