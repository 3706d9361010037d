"""Every registered game, played at random: it ends, every legal action applies, every other
action is refused with a reason a player can read, and no card appears or vanishes; and played
by each computer level, to the end with legal actions only."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from scoring.errors import IllegalActionError
from scoring.games import ENGINES
from tests.conformance.cases import (
    MAX_STEPS,
    Case,
    by_phase,
    check_explained,
    legal_everywhere,
    params,
    play,
    spread,
)

# Actions that are not legal now, tried at each step: a sample, to keep the suite quick.
TRIED_PER_STEP = 4
# States (spread over the game) at which every legal action of every seat is applied.
APPLIED_STEPS = 120
# Steps at which the state is compared, as JSON, before and after its refusals.
COMPARED_STEPS = 12


@pytest.mark.parametrize("case", params())
def test_random_play_ends(case: Case) -> None:
    game = play(case)
    final = game.final
    target = case.rules.game_to
    assert final.is_over, f"not over after {len(game.states) - 1} actions: {final.scores}"
    assert final.winner is not None
    assert final.scores[final.winner] >= target, (final.winner, final.scores)
    # The loser may stand at the target too: in Bid Euchre a side wins only on a hand in which
    # it made its bid or set the bidders, so the other may have passed the target before.
    assert final.current_player is None
    assert legal_everywhere(final) == []
    assert len(final.actions) == len(game.states) - 1


@pytest.mark.parametrize("case", params())
def test_every_step_legal_actions_apply(case: Case) -> None:
    for state in spread(list(play(case).states), APPLIED_STEPS):
        current = state.legal_actions()
        if state.current_player is not None:
            assert current == state.legal_actions(state.current_player)
        for seat in range(state.seats):
            for action in state.legal_actions(seat):
                assert getattr(action, "player", seat) == seat, (seat, action)
        for action in legal_everywhere(state):
            after = state.apply(action)
            assert type(after) is type(state)
            assert after.actions == (*state.actions, action)


def reseated(action: Any, seats: int) -> list[Any]:
    """`action` taken by each other seat, for an action that names its seat."""
    if not dataclasses.is_dataclass(action) or "player" not in {
        field.name for field in dataclasses.fields(action)
    }:
        return []
    return [
        dataclasses.replace(action, player=seat)  # type: ignore[type-var]
        for seat in range(seats)
        if seat != action.player
    ]


@pytest.mark.parametrize("case", params())
def test_every_step_other_actions_refused(case: Case) -> None:
    """Actions seen at any point of the game (other phases, deals, seats), and legal ones
    taken by the wrong seat, are refused now unless legal: IllegalActionError, explained,
    the state untouched."""
    game = play(case)
    rng = random.Random(f"refused:{case.id}")
    refused = 0
    compared = {id(state) for state in spread(list(game.states), COMPARED_STEPS)}
    for state in game.states:
        legal = set(legal_everywhere(state))
        candidates = list(game.seen)
        for action in legal:
            candidates += reseated(action, state.seats)
        others = [action for action in dict.fromkeys(candidates) if action not in legal]
        if not others:
            continue
        before = state.to_json() if id(state) in compared else None
        for action in rng.sample(others, min(TRIED_PER_STEP, len(others))):
            with pytest.raises(IllegalActionError) as refusal:
                state.apply(action)
            check_explained(refusal.value)
            refused += 1
        if before is not None:
            assert state.to_json() == before, "a refused action changed the state"
    assert refused > len(game.states), "too few actions tried to tell"


@pytest.mark.parametrize("case", params())
def test_check_is_the_one_judge_of_legality(case: Case) -> None:
    """check() is the only judge: an action is listed by legal_actions() (some seat's) exactly
    when check() lets it through, and apply() refuses the others with check()'s own reason."""
    game = play(case)
    judged = 0
    foreign = [None, "go"]
    for state in spread(list(game.states), COMPARED_STEPS * 2):
        legal = legal_everywhere(state)
        candidates = [*game.seen, *foreign]
        for action in legal:
            candidates += reseated(action, state.seats)
        for action in dict.fromkeys(candidates):
            allowed = action in legal
            assert state.can(action) is allowed, (len(state.actions), action)
            if allowed:
                state.check(action)
                continue
            with pytest.raises(IllegalActionError) as checked:
                state.check(action)
            with pytest.raises(IllegalActionError) as applied:
                state.apply(action)
            assert str(applied.value) == str(checked.value)
            assert checked.value.field is None or isinstance(checked.value.field, str)
            judged += 1
    assert judged > COMPARED_STEPS, "too few actions judged to tell"


@pytest.mark.parametrize("case", params())
def test_cards_conserved(case: Case) -> None:
    deck = case.engine.deck_of(case.rules)
    whole = sorted(deck.cards())
    for state in play(case).states:
        cards = state.cards()
        assert sorted(cards) == whole, f"after {len(state.actions)} actions"
        deck.check(cards)


def foreign_actions(case: Case) -> list[Any]:
    """Things that are not this game's actions: other games' first actions, and values that
    are no action at all (an action's JSON text or dict is read by parse_action first)."""
    found: list[Any] = [None, "go", {"type": "pass", "player": 0}]
    for name, engine in ENGINES.items():
        if name != case.game:
            found += legal_everywhere(
                engine.new_game(case.seed, engine.rules(), **engine.setups[0])
            )
    return found


@pytest.mark.parametrize("case", params())
def test_foreign_actions_refused(case: Case) -> None:
    for state in by_phase(play(case).states, 1):
        for action in foreign_actions(case):
            with pytest.raises(IllegalActionError) as refusal:
                state.apply(action)
            check_explained(refusal.value)


def level_params() -> list[Any]:
    """(case, level): every level of every game in its first setup under the default rules,
    the weakest in every run and the stronger ones (which simulate, at many times the cost)
    marked slow; the weakest under the house rules too, slow."""
    found = []
    for param in params():
        case = param.values[0]
        engine = case.engine
        if param.marks or case.seed != 1 or case.setup != tuple(engine.setups[0].items()):
            continue
        for level in engine.levels:
            weakest = level == engine.level_names[0]
            if case.rules_name != "default" and not weakest:
                continue  # the house rules' legal actions are checked state by state already
            quick = weakest and case.rules_name == "default"
            marks = [] if quick else [pytest.mark.slow]
            found.append(pytest.param(case, level, id=f"{case.id}-{level}", marks=marks))
    return found


@pytest.mark.parametrize(("case", "level"), level_params())
def test_every_level_plays_a_whole_game_with_legal_actions(case: Case, level: str) -> None:
    """Every seat played by the level, from the deal to the end of the game."""
    engine = case.engine
    state = engine.new_game(case.seed, case.rules, **dict(case.setup))
    rng = random.Random(f"levels:{case.id}:{level}")
    for _ in range(MAX_STEPS):
        if state.is_over:
            return
        seats = [state.current_player] if state.current_player is not None else []
        seat = next((s for s in [*seats, *range(state.seats)] if state.legal_actions(s)), None)
        assert seat is not None, f"no seat may act, and the game is not over ({state.phase})"
        action = engine.choose_action(state, level, rng=rng, seat=seat)
        assert action in state.legal_actions(seat), (level, seat, action)
        state = state.apply(action)
    raise AssertionError(f"{level} players did not end the game in {MAX_STEPS} steps")
