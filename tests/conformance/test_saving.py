"""Every registered game replays exactly from its seed, rules, setup and actions, and its
states and actions read back equal from their JSON."""

from __future__ import annotations

import json

import pytest

from scoring.engine import SAVE_FORMAT
from tests.conformance.cases import Case, params, play, spread

# States read back from JSON per game, spread from the first to the last.
SAVED_STATES = 12


@pytest.mark.parametrize("case", params())
def test_replay(case: Case) -> None:
    states = play(case).states
    engine = case.engine
    for state in (states[len(states) // 2], states[-1]):
        again = engine.replay(state.seed, state.rules, state.actions, state.setup)
        assert again == state, f"replaying {len(state.actions)} actions"


@pytest.mark.parametrize("case", params())
def test_json_round_trip(case: Case) -> None:
    for state in spread(list(play(case).states), SAVED_STATES):
        text = state.to_json()
        assert json.loads(text)["format"] == SAVE_FORMAT
        assert state.__class__.from_json(text) == state, f"after {len(state.actions)} actions"


@pytest.mark.parametrize("case", params())
def test_actions_round_trip(case: Case) -> None:
    parse = case.engine.parse_action
    for action in play(case).seen:
        data = action.to_dict()
        assert parse(data) == action, data
        assert parse(json.dumps(data)) == action, data
