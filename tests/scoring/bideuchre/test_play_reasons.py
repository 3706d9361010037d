"""Every best option and close second of a Bid Euchre card, widow-card or exchange hint says
in words what it does at the table before the figures, and the tricks its side takes after
it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest

from scoring.bideuchre.actions import Bid, Pass
from scoring.bideuchre.contract import Lone
from scoring.bideuchre.events import Phase
from scoring.bideuchre.game import GameState, new_game
from scoring.bideuchre.hint import evaluate
from scoring.bideuchre.options import Rules
from scoring.bideuchre.players import choose_action
from scoring.hint import Hint, close_to_best


def positions(seed: int, rules: Rules | None = None) -> Iterator[GameState]:
    """The states of the first hand of game `seed`, each seat played by the easy level."""
    state = new_game(seed, rules)
    while state.hand_number < 1 and state.current_player is not None:
        yield state
        state = state.apply(choose_action(state, "easy"))


def assert_reasoned(hint: Hint) -> None:
    """Each explained option: its label, then words, then the figures; none compared with
    itself."""
    told = close_to_best(hint)
    assert len(told) > 1
    for option in told:
        head = option.reason.split(";")[0]
        assert head.startswith(f"{option.label}: "), option.reason
        assert len(head) > len(option.label) + len(": ") + 10, option.reason
        assert "your side takes" in option.reason, option.reason
        assert f"than {option.label}." not in option.reason, option.reason
        assert f"against {option.label}" not in option.reason, option.reason


def hint_at(state: GameState) -> Hint:
    assert state.current_player is not None
    return evaluate(state.view(state.current_player))


def choices(state: GameState) -> int:
    assert state.current_player is not None
    return len({(c.rank, c.suit) for c in state.hands[state.current_player]})


@pytest.mark.parametrize("seed", [1, 2])
def test_a_lead_and_a_follow_late_in_the_hand_say_what_they_do(seed: int) -> None:
    plays = [
        s
        for s in positions(seed)
        if s.phase is Phase.PLAY and len(s.hands[s.current_player]) <= 4 and choices(s) > 1
    ]
    lead = next(s for s in plays if not s.current_trick)
    assert_reasoned(hint_at(lead))
    assert hint_at(lead).best.reason.split(": ", 1)[1].startswith("leads")
    follow = next(s for s in plays if s.current_trick and len(hint_at(s).options) > 1)
    assert_reasoned(hint_at(follow))


def test_the_first_lead_says_what_it_does() -> None:
    lead = next(s for s in positions(1) if s.phase is Phase.PLAY)
    assert_reasoned(hint_at(lead))


def test_the_widow_card_says_what_laying_it_away_does() -> None:
    state = next(s for s in positions(1, Rules(benny=True)) if s.phase is Phase.WIDOW)
    hint = hint_at(state)
    assert_reasoned(hint)
    assert "making the bid of" in hint.best.reason


def test_a_lone_bidders_exchange_says_what_it_passes() -> None:
    state = new_game(5, Rules(lone_bids=True))
    seat = state.current_player
    assert seat is not None
    trump = Counter(c.suit for c in state.hands[seat]).most_common(1)[0][0]
    state = state.apply(Bid(seat, 12, trump, lone=Lone.CALL_2))
    while state.phase is Phase.BIDDING:
        assert state.current_player is not None
        state = state.apply(Pass(state.current_player))
    assert state.phase is Phase.EXCHANGE
    hint = hint_at(state)
    assert_reasoned(hint)
    assert "taking every trick on" in hint.best.reason
    labels = [o.label for o in hint.options]
    assert len(labels) == len(set(labels))  # two choices alike (twins) are one option


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3, 6))
def test_every_card_hint_of_a_hand_has_words(seed: int) -> None:
    for state in positions(seed):
        if state.phase is Phase.PLAY and choices(state) > 1:
            hint = hint_at(state)
            if len(hint.options) > 1:
                assert_reasoned(hint)
