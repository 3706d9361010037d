"""What a seat cannot see cannot matter to it: with the cards hidden from a seat dealt again
among their places, its view and every computer player's choice for it stay the same.

A game's View lists the cards whose place its seat knows (`known_cards()`), and shows no
other card; every other card of the deck is hidden from that seat. Hidden cards are dealt
again by moving them among their places in the state's JSON (cases.redealt); the record of
what happened (log, actions) stays as it was.
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
    redealt,
)

VIEWED_PER_PHASE = 1  # states of each phase and seat to act whose views are redealt
# States of each phase and seat to act where a level chooses, for every seat that may act:
# the weakest level (the first) chooses in more, the stronger ones may simulate.
CHOSEN_PER_PHASE = {"weakest": 2, "stronger": 1}
REDEALS = 1  # redeals of the hidden cards for each choice


@pytest.mark.parametrize("case", params())
def test_view_ignores_hidden_cards(case: Case) -> None:
    engine = case.engine
    rng = random.Random(f"redeal:{case.id}")
    for state in by_phase(play(case).states, VIEWED_PER_PHASE):
        saved = json.loads(state.to_json())
        for seat in range(state.seats):
            view = state.view(seat)
            known = view.known_cards()
            shown = cards_in(view)
            assert shown <= known, f"the view shows cards known_cards() omits: {shown - known}"
            hidden = hidden_from(engine, state, seat)
            if len(hidden) < 2:
                # Nothing to deal again: with no kitty (Bid Euchre) the last cards of a hand
                # are all known. A game with a kitty or a stock always hides some.
                continue
            other = redealt(state, hidden, rng, saved)
            assert other != state
            assert sorted(other.cards()) == sorted(engine.deck_of(state.rules).cards())
            assert other.view(seat) == view, (
                f"seat {seat}'s view changed when its hidden cards were dealt again "
                f"(after {len(state.actions)} actions)"
            )


def choosing_params() -> list[object]:
    """(case, level) for every level of every case. In every run: the first seed, with the
    weakest level in every setup and the stronger ones (Euchre's simulates) in the first;
    the rest marked slow. A rule option on its own is tried with the weakest level only: a
    stronger one decides from the same view, at many times the cost."""
    found = []
    for param in params():
        case = param.values[0]
        engine = case.engine
        for level in engine.levels:
            if level != engine.levels[0] and case.rules_name not in ("default", "house"):
                continue
            slow = (
                bool(param.marks)
                or case.seed != SEEDS[0]
                or (level != engine.levels[0] and case.setup != tuple(engine.setups[0].items()))
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
    most = CHOSEN_PER_PHASE["weakest" if level == engine.levels[0] else "stronger"]
    for state in by_phase(play(case).states, most):
        saved = json.loads(state.to_json())
        for seat in range(state.seats):
            legal = state.legal_actions(seat)
            if not legal:
                continue
            hidden = hidden_from(engine, state, seat)
            for redeal in range(REDEALS):
                other = redealt(state, hidden, rng, saved)
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
        saved = json.loads(state.to_json())
        for seat in range(state.seats):
            legal = state.legal_actions(seat)
            hidden = hidden_from(case.engine, state, seat)
            if len(legal) < 2 or len(hidden) < 2:
                continue
            other = redealt(state, hidden, rng, saved)
            caught += peeking_choice(case, state, seat, legal) != peeking_choice(
                case, other, seat, other.legal_actions(seat)
            )
    assert caught
