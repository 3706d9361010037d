"""The review of a seat's cribbage game: throws valued by the discard analyzer, plays by the
standard look-ahead, single options skipped, from the seat's view alone."""

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
from scoring.cribbage.expert import near_end
from scoring.cribbage.players import choose_action
from scoring.cribbage.review import (
    discard_decision,
    play_decision,
    play_grades,
    review_game,
    winning_ranks,
)
from scoring.engine import seeded_random
from scoring.review import Review
from tests.conformance.cases import hidden_from, redealt

# (seed, players, levels by seat): the reviewed seats are 0 (standard) and 1 (easy).
GAMES = [(1, 2, ("expert", "easy")), (2, 2, ("standard", "expert")), (3, 3, ("standard",) * 3)]


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


def shown(cards):
    return " ".join(card.display for card in cards)


# -- discards ----------------------------------------------------------------------------


@pytest.mark.parametrize(("seed", "players", "levels"), GAMES)
@pytest.mark.parametrize("seat", [0, 1])
def test_every_throw_is_valued_as_the_analyzer_values_it(seed, players, levels, seat):
    final, states = played(seed, players, levels)
    throws = decisions_of(states, final, seat, Discard)
    graded = [d for d in reviewed(seed, players, levels, seat).decisions if d.kind == "discard"]
    assert len(graded) == len(throws) > 0
    for (before, action), decision in zip(throws, graded, strict=True):
        analysis = analyze_discards(
            before.hands[seat], dealer=before.dealer == seat, players=players
        )
        expected = {f"Throw {shown(o.thrown)}": float(o.net_ev) for o in analysis}
        assert {o.label: o.value for o in decision.options} == expected
        assert all(o.spread == 0 for o in decision.options)
        assert decision.chosen.label == f"Throw {shown(action.cards)}"
        assert decision.best.value == float(analysis.best.net_ev)
        assert decision.hand == before.deal_number
        assert decision.situation.startswith(f"Deal {before.deal_number + 1}, ")
        assert decision.situation.endswith(shown(before.hands[seat]))
        assert "exact expected points" in decision.basis


def test_the_easy_throw_is_the_analyzers_best_and_loses_nothing():
    review = reviewed(1, 2, ("standard", "easy"), 1)
    throws = [d for d in review.decisions if d.kind == "discard"]
    assert throws and all(d.loss == 0 and d.verdict in ("best", "as good") for d in throws)


def test_throwing_two_fives_to_the_opponents_crib_is_a_big_mistake():
    state = GameState.from_deal(["5H 5C 5D JS 2C 9H", "AC 3D 4S 7H 8D KC"], "QH", dealer=1)
    view = state.view(0)
    analysis = analyze_discards(view.hand, dealer=False)
    (fives,) = [o for o in analysis if set(o.thrown) == {Card.parse("5H"), Card.parse("5C")}]
    decision = discard_decision(view, Discard(0, ("5C", "5H")).cards)
    assert decision.situation == "Deal 1, your opponent deals: 2♣ 5♣ 5♦ 5♥ 9♥ J♠"
    assert decision.chosen.label == "Throw 5♣ 5♥"
    assert decision.best.label == f"Throw {shown(analysis.best.thrown)}"
    assert decision.verdict == "mistake"
    assert decision.loss == pytest.approx(float(analysis.best.net_ev - fives.net_ev))
    assert decision.loss > 10  # the five-five-five-jack hand broken up, and a pair given away
    assert Review("cribbage", 0, (decision,)).big_mistakes == [decision]


# -- pegging -----------------------------------------------------------------------------


def after_a_king_led():
    """Player 1 leads K♠; player 0 holds A♣ 5♦ 9♣ 9♠: the five makes 15 for 2."""
    state = GameState.from_deal(["5D 9C 9S AC 2H 3H", "KS QD 8H 7C 4D 6S"], "2D", dealer=0)
    state = state.apply(Discard(0, ("2H", "3H"))).apply(Discard(1, ("4D", "6S")))
    return state.apply(Play(1, "KS"))


def test_a_play_that_misses_a_fifteen_is_a_mistake_by_the_expert_search():
    view = after_a_king_led().view(0)
    values, basis = play_grades(view)
    assert "as the expert computer pegs" in basis
    decision = play_decision(view, Card.parse("AC"))
    assert decision.situation == "Deal 1, count 10 after K♠: your play"
    assert [o.label for o in decision.options] == ["Play 5♦", "Play a nine", "Play A♣"]
    assert decision.best.value == values[5] == max(values.values())
    assert decision.verdict == "mistake"
    assert decision.loss == pytest.approx(values[5] - values[1])
    assert play_decision(view, Card.parse("5D")).verdict == "best"


def test_a_play_with_a_single_rank_to_play_is_not_graded():
    state = after_a_king_led()
    state = state.apply(Play(0, "9C")).apply(Play(1, "QD"))  # count 29: only the ace fits
    view = state.view(0)
    assert [a.card for a in view.legal_actions] == [Card.parse("AC")]
    assert play_decision(view, Card.parse("AC")) is None


@pytest.mark.parametrize(("seed", "players", "levels"), GAMES)
@pytest.mark.parametrize("seat", [0, 1])
def test_plays_are_graded_where_there_was_a_choice(seed, players, levels, seat):
    final, states = played(seed, players, levels)
    chances = [
        (before, action)
        for before, action in decisions_of(states, final, seat, Play)
        if len({a.card.rank for a in before.legal_actions(seat)}) > 1
        and not winning_ranks(before.view(seat))
    ]
    graded = [d for d in reviewed(seed, players, levels, seat).decisions if d.kind == "play"]
    assert len(graded) == len(chances) > 0
    for (before, action), decision in zip(chances, graded, strict=True):
        view = before.view(seat)
        rng = seeded_random("cribbage-player", before.seed, len(before.actions), seat)
        values, _ = play_grades(view, rng)
        assert sorted(o.value for o in decision.options) == sorted(values.values())
        assert decision.chosen.value == values[action.card.rank]
        assert action.card.display in decision.chosen.label or "Play a" in decision.chosen.label
        grader = "expert" if players == 2 else "standard"
        if levels[seat] == grader and not (players == 2 and near_end(view)):
            assert decision.loss == pytest.approx(0, abs=1e-9)  # it plays by the same search


def test_a_card_that_pegs_out_is_known():
    state = GameState.from_deal(
        ["5D 9C 9S AC 2H 3H", "KS QD 8H 7C 4D 6S"], "2D", dealer=0, scores=(119, 100)
    )
    state = state.apply(Discard(0, ("2H", "3H"))).apply(Discard(1, ("4D", "6S")))
    view = state.apply(Play(1, "KS")).view(0)
    assert winning_ranks(view) == [5]
    assert winning_ranks(after_a_king_led().view(0)) == []


def test_the_winning_play_is_noted_not_graded():
    final, _ = played(4, 2, ("standard", "easy"))
    review = review_game(final, 1)
    assert review.notes == (
        "Deal 8, count 28 after 9♦ 9♠ 10♦: 3♥ pegged out and won the game. "
        "Not graded: the look-ahead counts points, not wins.",
    )
    assert final.winner == 1 and final.actions[-1] == Play(1, Card.parse("3H"))
    assert not any(d.situation.startswith("Deal 8, count 28") for d in review.decisions)


# -- the review as a whole ---------------------------------------------------------------


def test_mistakes_biggest_first_and_accuracy():
    review = reviewed(1, 2, ("standard", "easy"), 1)
    mistakes = review.mistakes
    assert mistakes, "the easy level's greedy pegging should give something up"
    assert [d.loss for d in mistakes] == sorted((d.loss for d in mistakes), reverse=True)
    assert review.accuracy == 1 - len(mistakes) / len(review.decisions)
    assert set(review.by_kind()) == {"discard", "play"}


def test_the_review_reads_back_from_json():
    review = reviewed(2, 2, ("standard", "easy"), 0)
    assert Review.from_dict(json.loads(json.dumps(review.to_dict()))) == review


def test_words_for_people_not_reprs():
    review = reviewed(3, 3, ("standard",) * 3, 1)
    for d in review.decisions:
        for text in (d.situation, d.basis, *(o.label for o in d.options)):
            assert "Card(" not in text and "Rank." not in text
    assert any("on your right deals" in d.situation for d in review.decisions)


def test_one_deal_reviewed_alone():
    final, _ = played(2, 2, ("standard", "easy"))
    whole = reviewed(2, 2, ("standard", "easy"), 0)
    assert review_game(final, 0, deal=3) == whole.hand(3)
    assert whole.hand(3).decisions


def test_a_prearranged_deal_cannot_be_replayed():
    state = after_a_king_led()
    with pytest.raises(ValueError, match="does not replay"):
        review_game(state, 0)


def test_the_grades_never_look_at_hidden_cards():
    final, states = played(1, 2, ("standard", "easy"))
    seat = 1
    throw = decisions_of(states, final, seat, Discard)[2]
    play = next(
        (before, action)
        for before, action in decisions_of(states, final, seat, Play)
        if len(before.view(seat).legal_actions) > 2
    )
    rng = random.Random(7)
    for (before, action), grade in ((throw, discard_decision), (play, play_decision)):
        chosen = action.cards if isinstance(action, Discard) else action.card
        graded = grade(before.view(seat), chosen)
        for _ in range(2):
            other = redealt(before, hidden_from(ENGINE, before, seat), rng)
            assert other.hands[1 - seat] != before.hands[1 - seat]
            assert grade(other.view(seat), chosen) == graded
