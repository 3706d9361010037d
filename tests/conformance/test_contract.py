"""Every registered engine follows the contract of scoring/engine.py, and describes itself
well enough for the web app to build its forms, navigation and table from the registry."""

import dataclasses
import random
import re

import pytest

from scoring.engine import SeatView, State, seeded_random
from scoring.games import ENGINES
from webapp import REPO_ROOT

ENGINE_LIST = list(ENGINES.values())


@pytest.mark.parametrize("engine", ENGINE_LIST, ids=lambda engine: engine.name)
def test_states_and_views_follow_the_protocols(engine):
    for setup in engine.setups:
        state = engine.new_game(7, engine.rules(), **setup)
        assert isinstance(state, State)
        assert state.setup == dict(setup)
        for seat in range(state.seats):
            view = state.view(seat)
            assert isinstance(view, SeatView) and view.seat == seat


@pytest.mark.parametrize("engine", ENGINE_LIST, ids=lambda engine: engine.name)
def test_every_rule_option_is_described_for_the_forms(engine):
    described = {option.name for option in engine.options}
    assert described == {field.name for field in dataclasses.fields(engine.rules)}
    for option in (*engine.options, *engine.setup_options):
        assert option.label
        if option.is_flag:
            assert option.help and isinstance(option.default, bool)
        else:
            assert option.default in [choice.value for choice in option.choices]
            assert all(choice.label for choice in option.choices)
    assert engine.rules_with({}) == engine.rules()


@pytest.mark.parametrize("engine", ENGINE_LIST, ids=lambda engine: engine.name)
def test_levels_are_explained_and_play_from_a_seeded_source(engine):
    assert engine.levels and set(engine.level_help) == set(engine.levels)
    state = engine.new_game(3, engine.rules(), **engine.setups[0])
    first = engine.choose_action(state, engine.level_names[0])
    assert first == engine.choose_action(state, engine.level_names[0])  # no unseeded default
    seeded = engine.choose_action(state, engine.level_names[0], rng=random.Random(1))
    assert seeded in state.legal_actions(seeded_seat(seeded, state))


def seeded_seat(action, state):
    return getattr(action, "player", state.current_player)


def test_the_registry_names_each_engine_by_its_name():
    assert all(name == engine.name for name, engine in ENGINES.items())
    assert len({engine.title for engine in ENGINE_LIST}) == len(ENGINE_LIST)


def test_chance_goes_through_seeded_random_everywhere():
    """Every deal, cut and computer choice takes its random source from
    scoring.engine.seeded_random (parts joined by ':'), so a game replays from its seed and
    no module builds its own from a string of its own making."""
    own = re.compile(r"random\.Random\((?!\))")
    found = [
        f"{path.relative_to(REPO_ROOT)}:{number}"
        for path in sorted((REPO_ROOT / "scoring").rglob("*.py"))
        if path.name != "engine.py"
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if own.search(line) and "isinstance" not in line
    ]
    assert found == []
    assert seeded_random("euchre", 7, 2).random() == random.Random("euchre:7:2").random()
