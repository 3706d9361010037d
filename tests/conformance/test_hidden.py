"""What a seat cannot see cannot matter to it: with the cards hidden from a seat dealt again
(Engine.resample), its view and every computer player's choice for it stay the same.

A game's View lists the cards whose place its seat knows (`known_cards()`), and shows no
other card; every other card of the deck is hidden from that seat. `engine.resample(view,
rng)` deals them again into a whole state that seat cannot tell from the true one.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from tests.conformance.cases import (
    HISTORY,
    SEEDS,
    Case,
    by_phase,
    cards_in,
    cases,
    hidden_from,
    params,
    play,
)

VIEWED_PER_PHASE = 1  # states of each phase and seat to act whose views are redealt
# States of each phase and seat to act where a level chooses, for every seat that may act:
# the weakest level (the first) chooses in more, the stronger ones may simulate.
CHOSEN_PER_PHASE = {"weakest": 2, "stronger": 1}
REDEALS = 1  # resamples of the hidden cards for each choice


@pytest.mark.parametrize("case", params())
def test_resample_keeps_the_view(case: Case) -> None:
    engine = case.engine
    rng = random.Random(f"redeal:{case.id}")
    deck = sorted(engine.deck_of(case.rules).cards())
    for state in by_phase(play(case).states, VIEWED_PER_PHASE):
        for seat in range(state.seats):
            view = state.view(seat)
            known = view.known_cards()
            shown = cards_in(view)
            assert shown <= known, f"the view shows cards known_cards() omits: {shown - known}"
            other = engine.resample(view, rng)
            assert isinstance(other, engine.state)
            assert sorted(other.cards()) == deck
            assert other.view(seat) == view, (
                f"seat {seat}'s view changed when its hidden cards were dealt again "
                f"(after {len(state.actions)} actions)"
            )
            assert type(other).from_json(other.to_json()) == other
            # A resampled game plays on: every seat's legal actions are actions it may take.
            for action in other.legal_actions(seat)[:3]:
                other.apply(action)


@pytest.mark.parametrize("case", params())
def test_resample_moves_the_hidden_cards(case: Case) -> None:
    """Dealt again, the hidden cards do not stay where they lay: some resample of the view
    places them otherwise than the true state does."""
    engine = case.engine
    rng = random.Random(f"moved:{case.id}")
    moved = 0
    for state in by_phase(play(case).states, VIEWED_PER_PHASE):
        for seat in range(state.seats):
            view = state.view(seat)
            if len(hidden_from(engine, state, seat)) < 2:
                continue
            places = _places(state)
            moved += any(_places(engine.resample(view, rng)) != places for _ in range(3))
    assert moved


def _places(state: Any) -> str:
    """Where each card lies in `state` (its JSON but the history), lists read as sets."""
    data = json.loads(state.to_json())
    return json.dumps(
        {key: _as_sets(value) for key, value in data.items() if key not in HISTORY},
        sort_keys=True,
    )


def _as_sets(value: Any) -> Any:
    if isinstance(value, list):
        return sorted((_as_sets(item) for item in value), key=json.dumps)
    if isinstance(value, dict):
        return {key: _as_sets(item) for key, item in value.items()}
    return value


def choosing_params() -> list[object]:
    """(case, level) for every level of every case. In every run: the first seed, with the
    weakest level in every setup and the stronger ones (Euchre's simulates) in the first, the
    strongest of three (the expert) under the default rules; the rest marked slow. A rule
    option on its own is tried with the weakest level only: a stronger one decides from the
    same view, at many times the cost."""
    found = []
    for param in params():
        case = param.values[0]
        engine = case.engine
        for level in engine.levels:
            if level != engine.level_names[0] and case.rules_name not in ("default", "house"):
                continue
            expert = len(engine.level_names) > 2 and level == engine.level_names[-1]
            slow = (
                bool(param.marks)
                or case.seed != SEEDS[0]
                or (
                    level != engine.level_names[0] and case.setup != tuple(engine.setups[0].items())
                )
                or (expert and case.rules_name != "default")
            )
            found.append(
                pytest.param(
                    case,
                    level,
                    id=f"{case.id}-{level}",
                    marks=[pytest.mark.slow] if slow else [],
                )
            )
    return found


@pytest.mark.parametrize(("case", "level"), choosing_params())
def test_players_never_peek(case: Case, level: str) -> None:
    engine = case.engine
    rng = random.Random(f"peek:{case.id}:{level}")
    chosen = 0
    most = CHOSEN_PER_PHASE["weakest" if level == engine.level_names[0] else "stronger"]
    for state in by_phase(play(case).states, most):
        for seat in range(state.seats):
            legal = state.legal_actions(seat)
            if not legal:
                continue
            for redeal in range(REDEALS):
                other = engine.resample(state.view(seat), rng)
                key = f"{case.id}:{len(state.actions)}:{seat}:{redeal}"
                mine = engine.choose_action(state, level, rng=random.Random(key), seat=seat)
                assert mine in legal
                theirs = engine.choose_action(other, level, rng=random.Random(key), seat=seat)
                assert theirs == mine, (
                    f"at {level}, seat {seat} chose {mine} but, with its hidden cards dealt "
                    f"again, {theirs} (after {len(state.actions)} actions, {state.phase})"
                )
                chosen += 1
    assert chosen


def peeking_choice(case: Case, state: Any, seat: int, legal: list[Any]) -> Any:
    """A player that looks: its choice turns on which hidden card lies first in the state."""
    hidden = hidden_from(case.engine, state, seat)
    data = json.loads(state.to_json())
    places = json.dumps({key: value for key, value in data.items() if key not in HISTORY})
    first = min(hidden, key=lambda card: places.find(f'"{card}"') % (len(places) + 1))
    return legal[(first.rank * 7 + ord(first.suit.value)) % len(legal)]


@pytest.mark.parametrize(
    "case", [case for case in cases(SEEDS[:1]) if case.rules_name == "default"]
)
def test_the_peek_check_catches_a_player_that_peeks(case: Case) -> None:
    """The check above would see a player that reads the hidden cards: this one changes its
    mind when they are dealt again."""
    rng = random.Random(f"peeker:{case.id}")
    caught = 0
    for state in by_phase(play(case).states, 2):
        for seat in range(state.seats):
            legal = state.legal_actions(seat)
            hidden = hidden_from(case.engine, state, seat)
            if len(legal) < 2 or len(hidden) < 2:
                continue
            other = case.engine.resample(state.view(seat), rng)
            caught += peeking_choice(case, state, seat, legal) != peeking_choice(
                case, other, seat, other.legal_actions(seat)
            )
    assert caught
