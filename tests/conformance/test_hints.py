"""Hints (Engine.hint) at the decisions of every game, in random games under default and house
rules: every option is legal for the seat, best first, its value within its interval, each
explained in a sentence; what a seat cannot see cannot change its hint (the
hidden cards dealt again by Engine.resample give the same hint); and one evaluation per
position: the review of a decision shows the hint's own options, values and verdicts."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from scoring.review import Review
from tests.conformance.cases import SEEDS, Case, by_phase, params, play

HINTED_PER_PHASE = 1  # states of each phase and seat to act where every seat with a choice asks


def hinted_params(*, quick_games: tuple[str, ...] = ("cribbage", "bideuchre")) -> list[Any]:
    """The first seed of every setup under default and house rules (which have every kind of
    decision between them); in every run the first setup of each game in `quick_games` under
    default rules, the rest slow (a Euchre hint samples for a third of a second: the budget)."""
    found = []
    for param in params():
        case = param.values[0]
        if case.seed != SEEDS[0] or case.rules_name not in ("default", "house"):
            continue
        quick = (
            case.game in quick_games
            and case.rules_name == "default"
            and case.setup == tuple(case.engine.setups[0].items())
        )
        found.append(pytest.param(case, id=case.id, marks=() if quick else pytest.mark.slow))
    return found


@cache
def hint_at(case: Case, move: int, seat: int) -> Any:
    """`seat`'s hint at the state of the case's game after `move` actions: asked once a process
    (a hint samples: this is most of these tests' time), as the legality and the peeking tests
    both look at it, and the review's."""
    return case.engine.hint(play(case).states[move], seat)


def decisions(case: Case, most: int) -> Iterator[tuple[Any, int, list[Any]]]:
    """(state, seat, its legal actions) at up to `most` states of each phase and seat to act."""
    for state in by_phase(play(case).states, most):
        for seat in range(state.seats):
            legal = state.legal_actions(seat)
            if legal:
                yield state, seat, legal


@pytest.mark.parametrize("case", hinted_params())
def test_every_hint_is_legal_best_first_and_explained(case: Case) -> None:
    hinted = 0
    for state, seat, legal in decisions(case, HINTED_PER_PHASE):
        found = hint_at(case, len(state.actions), seat)
        where = f"seat {seat} after {len(state.actions)} actions ({state.phase})"
        assert found.options, where
        assert found.basis, where
        actions = [option.action for option in found.options]
        assert all(action in legal for action in actions), where
        assert len(set(actions)) == len(actions), where
        values = [option.value for option in found.options]
        assert values == sorted(values, reverse=True), where
        for option in found.options:
            assert option.low <= option.value + 1e-9 and option.value <= option.high + 1e-9, where
            assert option.label, where
            assert option.reason.strip(), (where, option.label)
            low, high = option.gap
            assert low <= option.loss + 1e-9 and option.loss <= high + 1e-9, where
        assert found.best.gap == (0.0, 0.0), where
        assert found.verdict(found.best.action) == "best"
        hinted += 1
    assert hinted


@pytest.mark.parametrize(
    "case",
    [p for p in hinted_params(quick_games=("cribbage",)) if p.values[0].rules_name == "default"],
)
def test_hints_never_peek(case: Case) -> None:
    engine = case.engine
    rng = random.Random(f"hint-peek:{case.id}")
    checked = 0
    for state, seat, _ in decisions(case, 1):
        other = engine.resample(state.view(seat), rng)
        mine = hint_at(case, len(state.actions), seat)
        theirs = engine.hint(other, seat)
        assert mine == theirs, (
            f"seat {seat}'s hint changed when its hidden cards were dealt again "
            f"(after {len(state.actions)} actions, {state.phase})"
        )
        checked += 1
    assert checked


@pytest.mark.parametrize("case", hinted_params(quick_games=("cribbage",)))
def test_the_review_shows_the_hints_own_numbers(case: Case) -> None:
    """One evaluation per position: each decision the review grades in the first hand has
    the options, values, intervals and verdicts the hint at that position gives (for a seat
    of each side: partners' views differ only in the cards held, which the peeking test
    redeals)."""
    engine = case.engine
    game = play(case)
    final = game.final
    checked = 0
    for seat in range(min(final.seats, 2)):
        review: Review = engine.review(final, seat, hand=0)
        for d in review.decisions:
            asked = hint_at(case, d.move, seat)
            where = f"seat {seat} at move {d.move} ({d.situation})"
            assert [o.label for o in asked.options] == [o.label for o in d.options], where
            assert [o.value for o in asked.options] == [o.value for o in d.options], where
            assert [o.gap for o in asked.options] == [o.gap for o in d.options], where
            taken = asked.option(final.actions[d.move])
            assert d.chosen.label == taken.label, where
            assert d.verdict == asked.verdict(final.actions[d.move]), where
            assert [d.verdict_of(o) for o in d.options] == [
                asked.verdict(o.action) for o in asked.options
            ], where
            checked += 1
    assert checked


def test_a_hint_without_a_decision_says_so() -> None:
    from scoring.games import ENGINES

    for engine in ENGINES.values():
        state = engine.new_game(3, engine.rules(), **engine.setups[0])
        while all(state.legal_actions(s) for s in range(state.seats)):  # cribbage's throw
            state = state.apply(state.legal_actions(0)[0])
        idle = next(s for s in range(state.seats) if not state.legal_actions(s))
        with pytest.raises(ValueError, match="no decision"):
            engine.hint(state, idle)
