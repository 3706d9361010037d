"""The games the conformance suite plays: every registered engine, each of its setups, default
and house rules built from its Rules class, a few seeds; and what the checks share.

A game is played once per case by seeded random choice among the legal actions of every seat
(cribbage's discard lets any seat act) and kept, so each check reads the same states.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import Any

import pytest

from scoring.cards import Card
from scoring.engine import Engine
from scoring.errors import ExplainedError, RulesError
from scoring.games import ENGINES

SEEDS = (1,)  # every check, every run
SLOW_SEEDS = (2,)  # more games a case, marked slow (CI plays them; the quick tier's budget)
MAX_STEPS = 5_000  # a random game that has not ended by now never will


@dataclass(frozen=True)
class Case:
    """One game to play: an engine by name, a setup, rules by name, a seed."""

    game: str
    setup: tuple[tuple[str, Any], ...]
    rules_name: str
    rules: Any
    seed: int

    @property
    def engine(self) -> Engine:
        return ENGINES[self.game]

    @property
    def id(self) -> str:
        setup = ",".join(f"{key}={value}" for key, value in self.setup)
        return f"{self.game}-{setup}-{self.rules_name}-seed{self.seed}"


# Rule options: other values than the defaults, read from the Rules class.


def other_values(rules: type, field: dataclasses.Field[Any]) -> list[Any]:
    """The values `field` of `rules` accepts besides its default: the other enum members,
    the other boolean, or for a whole number those from 1 to twice the default it accepts
    (smallest first: a shorter game)."""
    default = field.default
    if isinstance(default, Enum):
        return [member for member in type(default) if member is not default]
    if isinstance(default, bool):
        return [not default]
    if isinstance(default, int):
        accepted = []
        for value in range(1, 2 * default + 1):
            if value == default:
                continue
            try:
                rules(**{field.name: value})
            except RulesError:
                continue
            accepted.append(value)
        return accepted
    return []


def house_rules(rules: type) -> Any:
    """Every option at once away from its default (its first other value)."""
    options = {}
    for field in dataclasses.fields(rules):
        values = other_values(rules, field)
        if values:
            options[field.name] = values[0]
    return rules(**options)


def single_options(rules: type) -> Iterator[tuple[str, Any]]:
    """Each option alone at each of its other values, by name: ("game_to=61", Rules(...))."""
    for field in dataclasses.fields(rules):
        for value in other_values(rules, field):
            shown = value.value if isinstance(value, Enum) else value
            yield f"{field.name}={shown}", rules(**{field.name: value})


def cases(seeds: tuple[int, ...], *, every_option: bool = False) -> list[Case]:
    """Every setup under the default and the house rules; or, `every_option`, each option on
    its own in the first setup (the setups are covered by the others)."""
    found = []
    for name, engine in ENGINES.items():
        variants = [("default", engine.rules()), ("house", house_rules(engine.rules))]
        setups = engine.setups
        if every_option:
            variants = list(single_options(engine.rules))
            setups = setups[:1]
        for setup in setups:
            for rules_name, rules in variants:
                for seed in seeds:
                    found.append(Case(name, tuple(setup.items()), rules_name, rules, seed))
    return found


def params(seeds: tuple[int, ...] = SEEDS, slow_seeds: tuple[int, ...] = SLOW_SEEDS) -> list[Any]:
    """pytest params of every case: `seeds` in every run, `slow_seeds` and every rule option
    alone marked slow."""
    quick = [pytest.param(case, id=case.id) for case in cases(seeds)]
    slow = cases(slow_seeds) + cases(seeds[:1], every_option=True)
    return quick + [pytest.param(case, id=case.id, marks=pytest.mark.slow) for case in slow]


# Playing.


def legal_everywhere(state: Any) -> list[Any]:
    """Every action any seat (or the table) may take now, without repeats, in a fixed order."""
    found = dict.fromkeys(state.legal_actions())
    for seat in range(state.seats):
        found.update(dict.fromkeys(state.legal_actions(seat)))
    return list(found)


@dataclass(frozen=True)
class Game:
    """A game played by seeded random choice: every state from new_game on, and every action
    that was legal at some point (the material for actions that are not legal now)."""

    case: Case
    states: tuple[Any, ...]
    seen: tuple[Any, ...]

    @property
    def final(self) -> Any:
        return self.states[-1]


@cache
def play(case: Case) -> Game:
    engine = case.engine
    state = engine.new_game(case.seed, case.rules, **dict(case.setup))
    rng = random.Random(f"conformance:{case.id}")
    states = [state]
    seen: dict[Any, None] = {}
    while not state.is_over and len(states) <= MAX_STEPS:
        legal = legal_everywhere(state)
        if not legal:
            break  # the game is stuck; test_random_play_ends says so
        seen.update(dict.fromkeys(legal))
        chosen = engine.random_action(state, rng) if engine.random_action else rng.choice(legal)
        state = state.apply(chosen)
        states.append(state)
    return Game(case, tuple(states), tuple(seen))


def spread(items: list[Any], most: int) -> list[Any]:
    """At most `most` of `items`, evenly spread from first to last."""
    if len(items) <= most:
        return items
    if most == 1:
        return [items[len(items) // 2]]
    step = (len(items) - 1) / (most - 1)
    return [items[round(i * step)] for i in range(most)]


def by_phase(states: tuple[Any, ...], most: int) -> list[Any]:
    """Up to `most` states of each phase (state.phase, where a game has phases) and seat to
    act in which someone has an action, evenly spread over the game."""
    groups: dict[Any, list[Any]] = {}
    for state in states:
        if legal_everywhere(state):
            key = (getattr(state, "phase", None), state.current_player)
            groups.setdefault(key, []).append(state)
    return [state for group in groups.values() for state in spread(group, most)]


# Refusals.

# What must never reach a player: a traceback, an object's repr (Card(rank=..., <Rank.FIVE: 5>,
# <... object at 0x...>).
NOISE = re.compile(r"Traceback|object at 0x|<\w+(\.\w+)*: |\b[A-Z]\w*\(\w+=")


def check_explained(error: BaseException) -> None:
    """The refusal explains itself to a player: an ExplainedError with a readable message."""
    assert isinstance(error, ExplainedError), f"{type(error).__name__}: {error}"
    message = str(error)
    assert message.strip(), f"{type(error).__name__} with an empty message"
    assert not NOISE.search(message), f"the message carries Python's own text: {message!r}"


# Hidden cards.


# A state's (and a view's) record of what happened, as opposed to where the cards lie now.
HISTORY = ("log", "actions")


def cards_in(value: Any) -> set[Card]:
    """Every Card held anywhere in `value` (dataclass fields, containers, mappings), but in a
    view's or state's history."""
    found: set[Card] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, Card):
            found.add(item)
        elif isinstance(item, str | bytes | int | float | Enum) or item is None:
            continue
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list | tuple | set | frozenset):
            stack.extend(item)
        elif dataclasses.is_dataclass(item):
            fields = dataclasses.fields(item)
            stack.extend(getattr(item, f.name) for f in fields if f.name not in HISTORY)
    return found


def hidden_from(engine: Engine, state: Any, seat: int) -> list[Card]:
    """The deck's cards that `seat` cannot see now: all but its view's known_cards()."""
    known = state.view(seat).known_cards()
    return [card for card in engine.deck_of(state.rules).cards() if card not in known]


def redealt(
    state: Any, hidden: list[Card], rng: random.Random, saved: dict[str, Any] | None = None
) -> Any:
    """`state` with the `hidden` cards moved among their places, every one to another's, by
    their text ("5H") in its JSON. The history (`log`, `actions`) is left as it was: what
    happened is not dealt again, only where the cards lie now. `saved`: the state's JSON,
    read already."""
    order = list(hidden)
    rng.shuffle(order)
    moved = {str(card): str(to) for card, to in zip(order, order[1:] + order[:1], strict=True)}

    def swap(value: Any) -> Any:
        if isinstance(value, str):
            return moved.get(value, value)
        if isinstance(value, list):
            return [swap(item) for item in value]
        if isinstance(value, dict):
            return {key: swap(item) for key, item in value.items()}
        return value

    data = saved if saved is not None else json.loads(state.to_json())
    places = {key: swap(value) for key, value in data.items() if key not in HISTORY}
    return type(state).from_json(json.dumps(data | places))
