"""Every best option and close second of a Euchre card, discard or lone-defence hint says in
words what it does at the table before the figures, and the tricks its side takes after it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from scoring.euchre import choose_action, evaluate, new_game
from scoring.euchre.events import Phase
from scoring.euchre.game import GameState
from scoring.euchre.options import Rules
from scoring.hint import Hint, close_to_best
from scoring.tricks.seats import side_of


def positions(seed: int, rules: Rules | None = None) -> Iterator[GameState]:
    """The states of the first hand of game `seed`, each seat played by the easy level."""
    state = new_game(seed, rules)
    while state.hand_number < 1 and state.current_player is not None:
        yield state
        state = state.apply(choose_action(state, "easy"))


def card_plays(seed: int) -> list[GameState]:
    """The states of the first hand where the seat to play has more than one card to choose."""
    return [
        s
        for s in positions(seed)
        if s.phase is Phase.PLAY and len(s.legal_actions(s.current_player)) > 1
    ]


def assert_reasoned(hint: Hint, said: str = "your side takes") -> None:
    """Each explained option: its label, then words, then the figures; none compared with
    itself."""
    told = close_to_best(hint)
    assert len(told) > 1
    for option in told:
        head = option.reason.split(";")[0]
        assert head.startswith(f"{option.label}: "), option.reason
        assert len(head) > len(option.label) + len(": ") + 10, option.reason
        assert said in option.reason, option.reason
        assert f"than {option.label}." not in option.reason, option.reason
        assert f"against {option.label}" not in option.reason, option.reason


@pytest.mark.parametrize("seed", [1, 2])
def test_a_lead_and_a_follow_say_what_they_do(seed: int) -> None:
    plays = card_plays(seed)
    lead = next(s for s in plays if not s.current_trick)
    follow = next(s for s in plays if s.current_trick)
    for state in (lead, follow):
        hint = evaluate(state.view(state.current_player))
        assert_reasoned(hint)
    said = evaluate(lead.view(lead.current_player)).best.reason
    assert said.split(": ", 1)[1].startswith("leads"), said


def test_trumping_in_says_so() -> None:
    state = next(
        s
        for s in card_plays(2)
        if any(
            "trumps" in o.reason or "overtrumps" in o.reason
            for o in evaluate(s.view(s.current_player)).options
        )
    )
    assert_reasoned(evaluate(state.view(state.current_player)))


def test_a_discard_against_the_other_sides_call_says_what_it_keeps() -> None:
    state = next(
        s
        for seed in range(3, 20)
        for s in positions(seed, Rules(defend_alone=True))
        if s.phase is Phase.DISCARD and side_of(s.maker) != side_of(s.current_player)
    )
    assert_reasoned(evaluate(state.view(state.current_player)))


def test_a_lone_defence_says_how_often_each_way_euchres() -> None:
    state = next(s for s in positions(0, Rules(defend_alone=True)) if s.phase is Phase.DEFEND)
    hint = evaluate(state.view(state.current_player))
    assert_reasoned(hint, said="euchres them on")
    alone = next(o for o in hint.options if o.label == "Defend alone")
    assert "% with partner" in alone.reason or "as often as with partner" in alone.reason


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3, 9))
def test_every_card_hint_of_a_hand_has_words(seed: int) -> None:
    for state in card_plays(seed):
        assert_reasoned(evaluate(state.view(state.current_player)))
