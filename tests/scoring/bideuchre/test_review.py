"""The review of a Bid Euchre game: each bid, widow card, exchange and card played graded
against the position's one evaluation (the hint's; bids by the drills' grader), from the
reviewed seat's view alone."""

from __future__ import annotations

import random
from functools import cache

import pytest

from scoring.bideuchre import ENGINE, Rules, choose_action, new_game
from scoring.bideuchre.actions import Bid, Discard, Pass, Play
from scoring.bideuchre.bidding import BID_SAMPLES
from scoring.bideuchre.card_play import PLAY_SAMPLES, card_scores
from scoring.bideuchre.events import Phase
from scoring.bideuchre.game import GameState
from scoring.bideuchre.hint import evaluate
from scoring.bideuchre.review import describe, review_game
from scoring.engine import seeded_random
from scoring.review import graded
from tests.conformance.cases import hidden_from, redealt


@cache
def played(seed: int = 6, rules: Rules | None = None, hands: int | None = 2) -> GameState:
    """A seeded game to 32: seat 0 easy, the others standard; its first `hands` hands (the
    tests of seed 6 read the first two), or None for the whole game. Each action is chosen
    from the game so far alone, so the hands played are the whole game's."""
    state = new_game(seed, rules or Rules(game_to=32))
    while not state.is_over and (hands is None or state.hand_number < hands):
        level = "easy" if state.current_player == 0 else "standard"
        state = state.apply(choose_action(state, level))
    return state


def turns_of(state: GameState, seat: int):
    replayed = new_game(state.seed, state.rules, **state.setup)
    for action in state.actions:
        if getattr(action, "player", None) == seat:
            yield replayed, action
        replayed = replayed.apply(action)


def test_a_hand_review_grades_its_bids_and_cards():
    review = review_game(played(), 0, hand=0)
    kinds = {d.kind for d in review.decisions}
    assert kinds <= {"bid", "play", "widow", "exchange"} and "play" in kinds
    for d in review.decisions:
        assert d.hand == 0 and d.chosen in d.options
        assert "sampled deals" in d.basis
    solved = [d for d in review.decisions if "double-dummy" in d.basis]
    assert solved and all("trick " in d.situation for d in solved)  # the last tricks


def test_the_standard_levels_own_choices_are_its_best():
    """Valued with the player's own deals (its seeded source and sample count), each card and
    bid the standard level chose is the review's best or tied with it."""
    state = played()
    checked = 0
    for before, action in turns_of(state, 1):  # West plays at the standard level
        if not isinstance(action, Play | Bid | Pass) or before.phase is Phase.HAND_OVER:
            continue
        rng = seeded_random("bideuchre-player", before.seed, len(before.actions), 1)
        view = before.view(1)
        if isinstance(action, Play):
            scores = card_scores(view, rng, PLAY_SAMPLES)
            if len(scores) == 1:
                continue
            totals = {c: sum(v) for c, v in scores.items()}
            mine = next(
                t
                for c, t in totals.items()
                if (c.rank, c.suit) == (action.card.rank, action.card.suit)
            )
            assert mine == max(totals.values())
            checked += 1
        if checked >= 12:
            break
    assert checked >= 12
    assert BID_SAMPLES == 16  # the sample counts the levels decide by


def test_a_widow_card_is_graded_with_the_benny():
    # Seed 0: seat 0 takes up the widow in the first hand, so one hand is played, not a game.
    state = played(seed=0, rules=Rules(game_to=32, benny=True), hands=1)
    widows = [b.hand_number for b, a in turns_of(state, 0) if isinstance(a, Discard)]
    assert widows, "seat 0 never took up the widow"
    review = review_game(state, 0, hand=widows[0])
    [widow] = [d for d in review.decisions if d.kind == "widow"]
    assert len(widow.options) >= 10 and widow.chosen.label.startswith("Lay away ")


def test_the_review_never_looks_at_hidden_cards():
    state = played()
    before, action = next(
        (b, a) for b, a in turns_of(state, 0) if isinstance(a, Play) and len(b.hands[0]) > 6
    )
    other = redealt(before, hidden_from(ENGINE, before, 0), random.Random(3))
    assert other.view(0) == before.view(0)

    def decision_at(state: GameState):
        view = state.view(0)
        kind, situation = describe(view, action)
        return graded(evaluate(view), action, hand=0, kind=kind, situation=situation)

    assert decision_at(before) == decision_at(other)


@cache
def _played_through(seed: int, hand: int) -> GameState:
    """A game as the reviews' benchmark plays it (seat 0 easy, the rest standard, each seeded
    by the game and move), up to the end of hand number `hand`."""
    state = new_game(seed, ENGINE.rules(), **ENGINE.setups[0])
    while not state.is_over and state.hand_number <= hand:
        seat = state.current_player if state.current_player is not None else 0
        level = "easy" if seat == 0 else "standard"
        rng = random.Random(f"bench:{seed}:{len(state.actions)}")
        state = state.apply(choose_action(state, level, rng=rng, seat=seat))
    return state


def test_a_clearly_worse_lead_is_a_sure_loss_or_too_close_to_call_never_as_good():
    # Was "as good, within the uncertainty": a lead of J♠ with A♠ in hand (−1.60 against
    # +0.85 over 48 deals).
    review = review_game(_played_through(11, 7), 0, hand=6)
    decision = next(d for d in review.decisions if d.chosen.label == "Play J♠")
    ace = next(o for o in decision.options if o.label == "Play A♠")
    assert decision.verdict_of(ace) in ("best", "as good", "unclear")  # the lead it should be
    assert decision.loss > 1.4
    assert decision.verdict in ("blunder", "unclear")
    low, high = decision.interval
    assert low <= decision.loss <= high


@pytest.mark.slow
def test_a_lead_a_little_worse_is_never_called_a_mistake():
    """Hand 8's lead of A♦ with A♠ in hand: over 16,000 deals (eight seeds of 2,000) A♦ gives
    up 0.36 ± 0.22 points to A♠, less than a mistake's half point, and 192 deals cannot tell
    them apart. (Over 48 deals, once, A♦ looked 1.5 worse: the reason verdicts are sampled
    until settled.)"""
    review = review_game(_played_through(11, 7), 0, hand=7)
    decision = next(d for d in review.decisions if d.chosen.label == "Play A♦")
    ace = next(o for o in decision.options if o.label == "Play A♠")
    assert decision.verdict in ("best", "as good", "unclear")
    assert decision.verdict_of(ace) in ("best", "as good", "unclear")


def test_a_bid_is_graded_as_the_drill_of_the_same_question():
    """The bid at the table, its review and the drill asking the same question (hand, seat,
    bids, score, rules) share one grading: the same options, values and verdicts."""
    from scoring.bideuchre.bidding.grading import grade_question, question_of
    from scoring.bideuchre.hint import GRADE_SEED

    state = played()
    before, action = next(
        (b, a)
        for b, a in turns_of(state, 0)
        if isinstance(a, Pass | Bid) and len(b.view(0).legal_actions) > 1
    )
    view = before.view(0)
    hint = evaluate(view)
    grade = grade_question(question_of(view), seed=GRADE_SEED)
    assert [o.value for o in hint.options] == [o.points for o in grade.options]
    assert [hint.verdict(o.action) for o in hint.options] == [
        grade.verdict(o.action) for o in grade.options
    ]
    kind, situation = describe(view, action)
    decision = graded(hint, action, hand=0, kind=kind, situation=situation)
    assert [o.value for o in decision.options] == [o.points for o in grade.options]
